"""The delimited memory block that adapters put into a model's context.

Everything memhub injects sits between two fixed tags. The tags let a later
turn find and replace the block instead of stacking a second one, and let
capture strip it so recalled memory is never stored again as if the user had
said it. Memory text is data: a tag occurring inside it is escaped, so a
stored memory can neither close the block early nor forge a new one.
"""

from __future__ import annotations

import re

__all__ = ["BLOCK_CLOSE", "BLOCK_OPEN", "escape_markers", "has_block", "strip_blocks", "wrap"]

BLOCK_OPEN = "<memhub-memory>"
BLOCK_CLOSE = "</memhub-memory>"

# Any spelling a model or a user might produce: attributes, spaces, other case.
_ANY_TAG = re.compile(r"<\s*(/?)\s*memhub-memory\b[^>]*>", re.IGNORECASE)
# Blank lines around the block belong to it, so removal leaves the host text as it was.
_BLOCK = re.compile(
    r"[ \t]*\n*" + re.escape(BLOCK_OPEN) + r".*?" + re.escape(BLOCK_CLOSE) + r"[ \t]*\n*",
    re.DOTALL,
)


def escape_markers(text: str) -> str:
    """Neutralise memhub tags inside memory text (`<` and `>` become entities)."""
    return _ANY_TAG.sub(lambda m: f"&lt;{m.group(1)}memhub-memory&gt;", text)


def wrap(body: str) -> str:
    """Put already-escaped text between the block tags."""
    return f"{BLOCK_OPEN}\n{body}\n{BLOCK_CLOSE}"


def has_block(text: str) -> bool:
    return BLOCK_OPEN in text


def strip_blocks(text: str) -> str:
    """Remove every memhub block from `text`, leaving the surrounding text intact."""
    if BLOCK_OPEN not in text:
        return text

    def joint(match: re.Match[str]) -> str:
        # Between two pieces of host text keep one line break; at either end, nothing.
        inner = match.start() > 0 and match.end() < len(match.string)
        return "\n" if inner else ""

    return _BLOCK.sub(joint, text)

"""Documents as adapters send them: the same turns written in different shapes.

* ``named_lines``: ``Caroline: ...`` turns separated by blank lines (a chat export).
* ``timestamped_lines``: ``[19:04] Caroline: ...`` one turn a line (a messenger log).
* ``named_json``: a JSON array of ``{"role": "user", "name": ..., "content": ...}``.
* ``user_assistant_lines``: ``User: ...`` / ``Assistant: ...`` separated by blank lines
  (what ``memhub.capture.format_transcript`` writes).
* ``json_messages``: a JSON array of ``{"role", "content"}`` chat messages.
* ``labelled_user_lines``: the person's name instead of ``User``, one turn a line.
* ``note``: the text alone (a note or pasted context, no speaker).
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence
from typing import Any

SHAPES = (
    "named_lines",
    "timestamped_lines",
    "named_json",
    "user_assistant_lines",
    "json_messages",
    "labelled_user_lines",
    "note",
)


def render(
    shape: str, turns: Sequence[tuple[str | None, str]], *, key: str = "", user_label: str = ""
) -> str:
    """`turns` (speaker, text) written in `shape`; `key` seeds the clock of timestamped logs."""
    if shape == "note":
        return "\n\n".join(text for _, text in turns)
    if shape in ("named_lines", "user_assistant_lines"):
        return "\n\n".join(f"{who}: {text}" for who, text in turns)
    if shape == "labelled_user_lines":
        return "\n".join(f"{user_label if who == 'User' else who}: {text}" for who, text in turns)
    if shape == "timestamped_lines":
        minute = 8 * 60 + zlib.crc32(key.encode()) % (13 * 60)  # some time from 08:00 to 21:00
        lines = []
        for n, (who, text) in enumerate(turns):
            minute += (n * 7) % 3  # a turn every minute or two
            lines.append(f"[{minute // 60 % 24:02d}:{minute % 60:02d}] {who}: {text}")
        return "\n".join(lines)
    if shape == "named_json":
        messages: list[dict[str, Any]] = [
            {"role": "user", "name": who, "content": text} for who, text in turns
        ]
        return json.dumps(messages, ensure_ascii=False)
    if shape == "json_messages":
        return json.dumps(
            [{"role": (who or "user").lower(), "content": text} for who, text in turns],
            ensure_ascii=False,
        )
    raise ValueError(f"unknown shape {shape!r}")

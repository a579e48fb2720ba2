"""Chat messages as records, and back.

A chat history has two readers with different needs. The engine chunks, embeds
and mines what people said, so it must get a plain transcript with speaker
labels and nothing else. `MemhubChatMessageHistory` must get back exactly the
messages it stored: type, content, ids, tool calls, token usage, metadata. So
each session is two documents:

- the transcript (`langchain:<session>`), indexed and mined like any captured
  conversation, holding one speaker line per message;
- the records (`langchain-records:<session>`), stored with `taskType: "store"`,
  which the engine keeps verbatim and never indexes, so none of it can turn up
  in a search or a memory block. A record is the speaker line and a data line::

    User: I live in Berlin and I love green tea.
    Memhub: {"lc":1,"type":"human","n":"3f9ac2e1b7d04a55"}

The data line holds the message type, a random nonce and, under `data`, every
field that differs from its default (list content included; string content is
read from the speaker line). Histories written before the split kept the records
in the transcript document itself; `decode_records` reads both, so those
sessions keep working, and the retriever strips data lines from their chunks.

Three details make the round trip exact:

- The server joins appended content with a blank line; records are found by
  their data lines, so any number of leading newlines before a label is
  treated as a separator.
- The server ignores an append whose content it already holds, which would
  swallow a message repeated word for word ("ok", "ok"). The nonce makes every
  record unique; a record sent twice (a retried write) is read once.
- Message text may itself contain lines that look like data lines. Every line
  of the text that starts with a backslash or with `Memhub:` gets one more
  leading backslash, removed again on reading, so text can never forge a
  record (in either document).

Memory blocks (`<memhub-memory>`) are removed before a message is stored, as
everywhere in memhub: recalled memory must not come back as something said.
"""

from __future__ import annotations

import json
import logging
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from langchain_core.messages import BaseMessage, ChatMessage, ChatMessageChunk
from langchain_core.messages.utils import messages_from_dict

from memhub.capture import Turn, format_transcript
from memhub.prompt import has_block, strip_blocks

__all__ = [
    "DATA_LABEL",
    "Record",
    "check_labels",
    "decode_records",
    "encode_record",
    "legacy_records",
    "strip_data_lines",
]

logger = logging.getLogger("memhub")

DATA_LABEL = "Memhub"
_VERSION = 1

# The message types `langchain_core.messages.messages_from_dict` can rebuild;
# RemoveMessage ("remove") is a graph instruction, not a message worth keeping.
_ROLES: dict[str, str] = {
    "human": "user",
    "HumanMessageChunk": "user",
    "ai": "assistant",
    "AIMessageChunk": "assistant",
    "system": "system",
    "SystemMessageChunk": "system",
    "tool": "tool",
    "ToolMessageChunk": "tool",
    "function": "function",
    "FunctionMessageChunk": "function",
    "chat": "chat",
    "ChatMessageChunk": "chat",
}

_DATA_LINE = re.compile(r"^Memhub: (\{.*\})$", re.MULTILINE)
_NEEDS_ESCAPE = re.compile(r"(?:^|(?<=[\r\n]))(?=\\|Memhub:)")
_ESCAPED = re.compile(r"(?:^|(?<=[\r\n]))\\")
_SAFE_ROLE = re.compile(r"[A-Za-z][A-Za-z0-9_.' -]{0,39}")
# JSON leaves these unescaped, but chunkers and editors break lines at them; a data
# line must stay one line wherever it is shown.
_LINE_SEPARATORS = {0x85: "\\u0085", 0x2028: "\\u2028", 0x2029: "\\u2029"}


def check_labels(labels: Mapping[str, str] | None) -> dict[str, str]:
    """Validate speaker labels (role -> name), e.g. `{"user": "Alex"}`."""
    checked: dict[str, str] = {}
    for role, label in (labels or {}).items():
        if not isinstance(label, str) or not _SAFE_ROLE.fullmatch(label):
            raise ValueError(
                f"label for {role!r} must be a short name (letters, digits, spaces, "
                f"'_', '.', '-', apostrophes), got {label!r}"
            )
        if label.casefold() == DATA_LABEL.casefold():
            raise ValueError(f"{DATA_LABEL!r} is reserved for memhub's data lines")
        checked[role] = label
    return checked


@dataclass(frozen=True)
class Record:
    """One message, encoded: `line` for the transcript, `text` for the records document."""

    line: str
    """The speaker line (empty when the message has no text, e.g. only tool calls)."""
    text: str
    """The speaker line followed by its data line."""


def encode_record(message: BaseMessage, labels: Mapping[str, str]) -> Record:
    """One message as a record. Raises ValueError for a message type the history
    cannot read back."""
    role = _ROLES.get(message.type)
    if role is None:
        raise ValueError(
            f"cannot store a {type(message).__name__} (type {message.type!r}) in a chat "
            f"history; supported types: {', '.join(sorted(_ROLES))}"
        )
    data = message.model_dump(exclude_defaults=True)
    content = _without_blocks(data.pop("content", ""))
    if isinstance(content, str):
        text = content
    else:
        data["content"] = content
        text = "\n".join(_text_parts(content))
    if role == "chat":
        role = _chat_role(message)
    payload: dict[str, Any] = {"lc": _VERSION, "type": message.type, "n": secrets.token_hex(8)}
    if data:
        payload["data"] = data
    line = format_transcript([Turn(role, _escape(text))], labels=labels)
    encoded = json.dumps(payload, ensure_ascii=False, separators=(",", ":"), default=str)
    data_line = f"{DATA_LABEL}: {encoded.translate(_LINE_SEPARATORS)}"
    return Record(line=line if text.strip() else "", text=f"{line}\n{data_line}")


def decode_records(content: str) -> list[BaseMessage]:
    """The messages stored in a conversation document, in order.

    Text outside well-formed records is skipped, and so is a record seen before
    (same nonce) or one that no longer makes a valid message.
    """
    messages: list[BaseMessage] = []
    seen: set[str] = set()
    start = 0
    for match in _DATA_LINE.finditer(content):
        body = content[start : match.start()].lstrip("\n")
        start = match.end()
        payload = _payload(match.group(1))
        if payload is None or not body.endswith("\n") or payload["n"] in seen:
            continue
        seen.add(payload["n"])
        data = dict(payload.get("data", {}))
        if "content" not in data:
            _, _, text = body[:-1].partition(":")
            data["content"] = _unescape(text.removeprefix(" "))
        try:
            messages.extend(messages_from_dict([{"type": payload["type"], "data": data}]))
        except Exception as exc:  # message validators raise ValueError, TypeError, ...
            logger.warning("skipping a chat history record that is not a valid message: %s", exc)
    return messages


def legacy_records(content: str) -> str:
    """The records a transcript written before the split holds: everything up to its
    last data line ("" when it has none). Transcript lines appended since are not
    records, and would otherwise be read as the start of the next record."""
    last = None
    for match in _DATA_LINE.finditer(content):
        last = match
    return content[: last.end()] if last is not None else ""


def strip_data_lines(text: str) -> str:
    """Chunk text without data lines, for showing a chunk of a stored history."""
    if DATA_LABEL not in text:
        return text
    lines = [line for line in text.split("\n") if _payload_line(line) is None]
    return "\n".join(lines)


def _payload_line(line: str) -> dict[str, Any] | None:
    match = _DATA_LINE.fullmatch(line)
    return _payload(match.group(1)) if match else None


def _payload(raw: str) -> dict[str, Any] | None:
    try:
        payload = json.loads(raw)
    except json.JSONDecodeError:
        return None
    if not isinstance(payload, dict) or payload.get("lc") != _VERSION:
        return None
    if payload.get("type") not in _ROLES or not isinstance(payload.get("n"), str):
        return None
    return payload if isinstance(payload.get("data", {}), dict) else None


def _chat_role(message: BaseMessage) -> str:
    # A ChatMessage's role is free text; only a plain name may become a label.
    role = message.role if isinstance(message, ChatMessage | ChatMessageChunk) else ""
    if _SAFE_ROLE.fullmatch(role) and role.casefold() != DATA_LABEL.casefold():
        return role
    return "message"


def _escape(text: str) -> str:
    return _NEEDS_ESCAPE.sub(r"\\", text)


def _unescape(text: str) -> str:
    return _ESCAPED.sub("", text)


def _without_blocks(content: Any) -> Any:
    if isinstance(content, str):
        return strip_blocks(content) if has_block(content) else content
    if not isinstance(content, Sequence):
        return content
    parts = []
    for part in content:
        if isinstance(part, str) and has_block(part):
            part = strip_blocks(part)
        elif (
            isinstance(part, dict) and isinstance(part.get("text"), str) and has_block(part["text"])
        ):
            part = {**part, "text": strip_blocks(part["text"])}
        parts.append(part)
    return parts


def _text_parts(content: Sequence[Any]) -> list[str]:
    texts = []
    for part in content:
        if isinstance(part, str):
            texts.append(part)
        elif isinstance(part, dict) and part.get("type") == "text":
            text = part.get("text")
            if isinstance(text, str):
                texts.append(text)
    return texts

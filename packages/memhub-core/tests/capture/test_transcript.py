from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from memhub._block import wrap
from memhub.capture import Turn, format_transcript, turns_from_messages

BLOCK = wrap("User lives in Lisbon.\nUser has a dog named Rex.")


def test_chat_completions_messages() -> None:
    messages = [
        {"role": "system", "content": "You are helpful."},
        {"role": "user", "content": "  I moved to Porto.  "},
        {"role": "assistant", "content": "Nice! How do you like it?"},
    ]
    assert turns_from_messages(messages) == [
        Turn("user", "I moved to Porto."),
        Turn("assistant", "Nice! How do you like it?"),
    ]


def test_system_and_developer_only_when_asked() -> None:
    messages = [
        {"role": "system", "content": "Be brief."},
        {"role": "developer", "content": "Use metric units."},
        {"role": "user", "content": "hi"},
    ]
    assert [t.role for t in turns_from_messages(messages)] == ["user"]
    assert [t.role for t in turns_from_messages(messages, include_system=True)] == [
        "system",
        "developer",
        "user",
    ]


def test_content_parts_of_every_flavour() -> None:
    messages = [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "Look at this"},
                {"type": "image_url", "image_url": {"url": "https://x/cat.png"}},
                "plain string part",
                {"type": "input_audio", "input_audio": {"data": "...", "format": "wav"}},
            ],
        },
        {"role": "assistant", "content": [{"type": "refusal", "refusal": "no"}]},
        {"role": "assistant", "content": [{"type": "output_text", "text": "A cat."}]},
    ]
    assert turns_from_messages(messages) == [
        Turn("user", "Look at this\nplain string part"),
        Turn("assistant", "A cat."),
    ]


def test_responses_api_items() -> None:
    items = [
        {"role": "user", "content": "Book a table for two"},  # EasyInputMessage, no type
        {
            "type": "message",
            "id": "msg_1",
            "role": "assistant",
            "content": [{"type": "output_text", "text": "For when?", "annotations": []}],
        },
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "8pm"}]},
        {"type": "function_call", "call_id": "c1", "name": "book", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "c1", "output": "booked"},
        {"type": "reasoning", "id": "rs_1", "summary": []},
    ]
    assert turns_from_messages(items) == [
        Turn("user", "Book a table for two"),
        Turn("assistant", "For when?", id="msg_1"),
        Turn("user", "8pm"),
    ]


def test_tool_messages_and_tool_calls_are_skipped() -> None:
    messages = [
        {"role": "user", "content": "weather?"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": "t1", "type": "function", "function": {"name": "w"}}],
        },
        {"role": "tool", "tool_call_id": "t1", "content": "sunny, 24C"},
        {"role": "function", "name": "w", "content": "sunny"},
        {"role": "assistant", "content": "It is sunny."},
    ]
    assert turns_from_messages(messages) == [
        Turn("user", "weather?"),
        Turn("assistant", "It is sunny."),
    ]


def test_empty_text_is_skipped() -> None:
    messages = [
        {"role": "user", "content": "   "},
        {"role": "user", "content": []},
        {"role": "assistant", "content": ""},
        {"content": "no role at all"},
    ]
    assert turns_from_messages(messages) == []


def test_bare_string_is_one_user_turn() -> None:
    assert turns_from_messages("  remember my birthday is May 3  ") == [
        Turn("user", "remember my birthday is May 3")
    ]
    assert turns_from_messages("") == []


@dataclass
class _Part:
    type: str
    text: str


@dataclass
class _Message:
    role: str
    content: Any
    id: str | None = None
    tool_calls: list[Any] = field(default_factory=list)


def test_sdk_objects_with_attributes() -> None:
    messages = [
        _Message("user", "from an object", id="u1"),
        _Message("assistant", [_Part("output_text", "parts as objects")]),
        _Message("assistant", None, tool_calls=["call"]),
    ]
    assert turns_from_messages(messages) == [
        Turn("user", "from an object", id="u1"),
        Turn("assistant", "parts as objects"),
    ]


def test_memory_blocks_are_stripped_everywhere() -> None:
    messages = [
        {"role": "system", "content": f"Be kind.\n\n{BLOCK}"},
        {"role": "user", "content": f"{BLOCK}\n\nWhere do I live?"},
        {"role": "user", "content": [{"type": "text", "text": BLOCK}, "and my dog?"]},
        {"role": "user", "content": BLOCK},  # only a block: the message disappears
    ]
    turns = turns_from_messages(messages, include_system=True)
    assert turns == [
        Turn("system", "Be kind."),
        Turn("user", "Where do I live?"),
        Turn("user", "and my dog?"),
    ]
    assert not any("Lisbon" in t.text for t in turns)


def test_block_stripped_from_bare_string() -> None:
    assert turns_from_messages(f"hello\n\n{BLOCK}\n\nthere") == [Turn("user", "hello\nthere")]
    assert turns_from_messages(BLOCK) == []


def test_format_transcript_default_labels() -> None:
    turns = [
        Turn("system", "Be brief."),
        Turn("user", "hi"),
        Turn("assistant", "hello"),
        Turn("narrator", "time passes"),
    ]
    assert format_transcript(turns) == (
        "System: Be brief.\n\nUser: hi\n\nAssistant: hello\n\nNarrator: time passes"
    )


@pytest.mark.parametrize(
    ("labels", "expected"),
    [
        ({"user": "Ana"}, "Ana: hi\n\nAssistant: hello"),
        ({"user": "Ana", "assistant": "Bot"}, "Ana: hi\n\nBot: hello"),
    ],
)
def test_format_transcript_custom_labels(labels: dict[str, str], expected: str) -> None:
    assert format_transcript([Turn("user", "hi"), Turn("assistant", "hello")], labels=labels) == (
        expected
    )


def test_format_transcript_empty() -> None:
    assert format_transcript([]) == ""

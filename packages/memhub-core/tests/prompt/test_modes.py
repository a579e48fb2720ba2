from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from memhub._block import wrap
from memhub.prompt import is_new_turn, last_user_text


def test_string_content_of_the_last_user_message() -> None:
    messages = [
        {"role": "system", "content": "be brief"},
        {"role": "user", "content": "first question"},
        {"role": "assistant", "content": "answer"},
        {"role": "user", "content": "  second question  "},
    ]
    assert last_user_text(messages) == "second question"


def test_chat_parts_join_text_with_a_space_and_skip_other_parts() -> None:
    content = [
        {"type": "text", "text": "what is in"},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
        {"type": "text", "text": "this picture?"},
    ]
    assert last_user_text([{"role": "user", "content": content}]) == "what is in this picture?"


def test_user_message_before_a_tool_result_is_still_the_query() -> None:
    messages = [
        {"role": "user", "content": "weather in Lisbon?"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1"}]},
        {"role": "tool", "tool_call_id": "c1", "content": "sunny"},
    ]
    assert last_user_text(messages) == "weather in Lisbon?"


def test_sdk_objects_with_attributes() -> None:
    part = SimpleNamespace(type="text", text="from an object")
    messages = [SimpleNamespace(role="user", content=[part])]
    assert last_user_text(messages) == "from an object"


def test_responses_input_bare_string() -> None:
    assert last_user_text("  plan my week ") == "plan my week"


def test_responses_input_items() -> None:
    items: list[Any] = [
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "old"}]},
        {"type": "function_call_output", "call_id": "c1", "output": "{}"},
        {
            "type": "message",
            "role": "user",
            "content": [
                {"type": "input_text", "text": "book"},
                {"type": "input_image", "image_url": "https://example.test/a.png"},
                {"type": "input_text", "text": "a table"},
            ],
        },
    ]
    assert last_user_text(items) == "book a table"


def test_memhub_blocks_are_removed_from_the_query() -> None:
    content = f"{wrap('- Alex likes tea')}\n\nwhat should I drink?"
    assert last_user_text([{"role": "user", "content": content}]) == "what should I drink?"


@pytest.mark.parametrize(
    "messages",
    [
        None,
        [],
        "   ",
        [{"role": "system", "content": "only a system prompt"}],
        [{"role": "assistant", "content": "hello"}],
        [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "x"}}]}],
        [{"role": "user", "content": None}],
    ],
)
def test_no_user_text_gives_empty_string(messages: Any) -> None:
    assert last_user_text(messages) == ""


@pytest.mark.parametrize(
    ("messages", "expected"),
    [
        ("bare responses input", True),
        ([], True),
        ([{"role": "user", "content": "hi"}], True),
        ([{"type": "message", "role": "user", "content": []}], True),
        ([{"role": "user", "content": "hi"}, {"role": "tool", "content": "x"}], False),
        ([{"role": "user", "content": "hi"}, {"role": "assistant", "content": "x"}], False),
        ([{"role": "user", "content": "hi"}, {"type": "function_call_output"}], False),
    ],
)
def test_is_new_turn(messages: Any, expected: bool) -> None:
    assert is_new_turn(messages) is expected

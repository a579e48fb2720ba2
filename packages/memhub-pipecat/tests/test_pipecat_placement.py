"""Placing the block in a context's message list, and removing last turn's."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from memhub._block import wrap
from memhub_pipecat import place_block, strip_memory

OLD = wrap("- The user lived in Porto.")
NEW = wrap("- The user lives in Lisbon.")


class ServiceSpecific:
    """Stands in for Pipecat's LLMSpecificMessage: not a dict, never touched."""

    role = "user"
    content = OLD


def user(text: Any) -> dict[str, Any]:
    return {"role": "user", "content": text}


def test_strip_removes_blocks_from_every_role_and_drops_emptied_messages() -> None:
    special = ServiceSpecific()
    messages = [
        {"role": "system", "content": f"Be brief.\n\n{OLD}"},
        {"role": "developer", "content": OLD},
        user("Hi"),
        {"role": "user", "content": [{"type": "text", "text": OLD}, {"type": "text", "text": "Q"}]},
        {"role": "user", "content": [{"type": "text", "text": OLD}]},
        special,
        {"role": "assistant", "content": None, "tool_calls": []},
    ]
    original = copy.deepcopy(messages[:5])

    assert strip_memory(messages) == [
        {"role": "system", "content": "Be brief."},
        user("Hi"),
        {"role": "user", "content": [{"type": "text", "text": "Q"}]},
        special,
        {"role": "assistant", "content": None, "tool_calls": []},
    ]
    assert messages[:5] == original  # shared with the aggregators: never mutated
    clean = [user("Hi")]
    assert strip_memory(clean)[0] is clean[0]


def test_system_position_appends_to_a_leading_system_or_developer_message() -> None:
    messages = [{"role": "system", "content": f"Be brief.\n\n{OLD}"}, user("Hi")]
    assert place_block(messages, NEW) == [
        {"role": "system", "content": f"Be brief.\n\n{NEW}"},
        user("Hi"),
    ]
    developer = [{"role": "developer", "content": [{"type": "text", "text": "Be kind."}]}]
    assert place_block(developer, NEW) == [
        {
            "role": "developer",
            "content": [{"type": "text", "text": "Be kind."}, {"type": "text", "text": NEW}],
        }
    ]


def test_system_position_adds_a_leading_message_when_there_is_none() -> None:
    messages = [
        {"role": "developer", "content": OLD},
        user("Hi"),
        {"role": "developer", "content": "Nudge"},
    ]
    assert place_block(messages, NEW) == [
        {"role": "developer", "content": NEW},
        user("Hi"),
        {"role": "developer", "content": "Nudge"},  # a later developer message is not the host
    ]
    assert place_block([user("Hi")], NEW, role="system")[0] == {"role": "system", "content": NEW}


def test_before_user_goes_just_before_the_latest_user_message() -> None:
    messages = [
        user("A"),
        {"role": "user", "content": OLD},
        {"role": "assistant", "content": "B"},
        user("C"),
    ]
    assert place_block(messages, NEW, position="before_user", role="user") == [
        user("A"),
        {"role": "assistant", "content": "B"},
        user(NEW),
        user("C"),
    ]
    # A greeting has no user message yet: the block goes last.
    assert place_block([], NEW, position="before_user") == [{"role": "developer", "content": NEW}]


def test_end_goes_after_everything() -> None:
    messages = [user("A"), {"role": "system", "content": OLD}]
    assert place_block(messages, NEW, position="end", role="system") == [
        user("A"),
        {"role": "system", "content": NEW},
    ]


def test_no_block_only_removes_the_old_one() -> None:
    messages = [{"role": "developer", "content": OLD}, user("Hi")]
    assert place_block(messages, None) == [user("Hi")]


def test_unknown_position_or_role_is_refused() -> None:
    with pytest.raises(ValueError, match="position must be"):
        place_block([], NEW, position="middle")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="role must be"):
        place_block([], NEW, role="assistant")  # type: ignore[arg-type]

from __future__ import annotations

import copy
from typing import Any

from memhub._block import BLOCK_OPEN, wrap
from memhub.prompt import inject_instructions, inject_parts, inject_system, strip_message

OLD = wrap("- old fact")
NEW = wrap("- new fact")


def test_appends_to_the_first_system_message_without_mutating_input() -> None:
    messages = [
        {"role": "system", "content": "You are helpful."},
        {"role": "system", "content": "Second system."},
        {"role": "user", "content": "hi"},
    ]
    before = copy.deepcopy(messages)
    result = inject_system(messages, NEW)
    assert messages == before
    assert result is not messages
    assert result == [
        {"role": "system", "content": f"You are helpful.\n\n{NEW}"},
        {"role": "system", "content": "Second system."},
        {"role": "user", "content": "hi"},
    ]


def test_developer_message_counts_as_the_host() -> None:
    messages = [{"role": "developer", "content": "Rules."}, {"role": "user", "content": "hi"}]
    assert inject_system(messages, NEW)[0] == {"role": "developer", "content": f"Rules.\n\n{NEW}"}


def test_no_system_message_prepends_one() -> None:
    messages = [{"role": "user", "content": "hi"}]
    assert inject_system(messages, NEW) == [
        {"role": "system", "content": NEW},
        {"role": "user", "content": "hi"},
    ]


def test_second_turn_replaces_the_block_instead_of_stacking() -> None:
    turn1 = inject_system(
        [{"role": "system", "content": "You are helpful."}, {"role": "user", "content": "a"}], OLD
    )
    history = [*turn1, {"role": "assistant", "content": "b"}, {"role": "user", "content": "c"}]
    turn2 = inject_system(history, NEW)
    system = turn2[0]["content"]
    assert system == f"You are helpful.\n\n{NEW}"
    assert system.count(BLOCK_OPEN) == 1
    assert turn2[1:] == history[1:]


def test_block_is_removed_from_every_system_message_and_emptied_ones_dropped() -> None:
    messages = [
        {"role": "system", "content": OLD},
        {"role": "system", "content": f"Keep me.\n\n{OLD}"},
        {"role": "user", "content": "hi"},
    ]
    assert inject_system(messages, NEW) == [
        {"role": "system", "content": f"Keep me.\n\n{NEW}"},
        {"role": "user", "content": "hi"},
    ]


def test_nothing_to_inject_still_removes_a_stale_block() -> None:
    messages = [
        {"role": "system", "content": f"You are helpful.\n\n{OLD}"},
        {"role": "system", "content": OLD},
        {"role": "user", "content": "hi"},
    ]
    assert inject_system(messages, None) == [
        {"role": "system", "content": "You are helpful."},
        {"role": "user", "content": "hi"},
    ]


def test_nothing_to_inject_and_nothing_stale_leaves_messages_equal() -> None:
    messages = [{"role": "system", "content": "S"}, {"role": "user", "content": "hi"}]
    result = inject_system(messages, None)
    assert result == messages
    assert result is not messages


def test_list_content_gets_a_text_part_and_loses_old_block_parts() -> None:
    messages: list[dict[str, Any]] = [
        {
            "role": "system",
            "content": [
                {"type": "text", "text": "You are helpful."},
                {"type": "text", "text": OLD},
                {"type": "text", "text": f"Be brief.\n\n{OLD}"},
            ],
        },
        {"role": "user", "content": "hi"},
    ]
    before = copy.deepcopy(messages)
    result = inject_system(messages, NEW)
    assert messages == before
    assert result[0]["content"] == [
        {"type": "text", "text": "You are helpful."},
        {"type": "text", "text": "Be brief."},
        {"type": "text", "text": NEW},
    ]


def test_list_content_holding_only_a_block_is_dropped() -> None:
    messages = [
        {"role": "system", "content": [{"type": "text", "text": OLD}]},
        {"role": "user", "content": "hi"},
    ]
    assert inject_system(messages, None) == [{"role": "user", "content": "hi"}]


def test_responses_style_parts_are_matched() -> None:
    messages = [{"role": "developer", "content": [{"type": "input_text", "text": "Rules."}]}]
    assert inject_system(messages, NEW)[0]["content"][-1] == {"type": "input_text", "text": NEW}


def test_blocks_in_user_messages_are_left_alone() -> None:
    user = {"role": "user", "content": f"I pasted this: {OLD}"}
    assert inject_system([user], None) == [user]


def test_instructions() -> None:
    assert inject_instructions("Be brief.", NEW) == f"Be brief.\n\n{NEW}"
    assert inject_instructions(None, NEW) == NEW
    assert inject_instructions("", NEW) == NEW
    assert inject_instructions(f"Be brief.\n\n{OLD}", NEW) == f"Be brief.\n\n{NEW}"
    assert inject_instructions(inject_instructions("Be brief.", OLD), NEW) == f"Be brief.\n\n{NEW}"


def test_instructions_with_nothing_to_inject() -> None:
    assert inject_instructions("Be brief.", None) == "Be brief."
    assert inject_instructions(None, None) is None
    assert inject_instructions(f"Be brief.\n\n{OLD}", None) == "Be brief."
    assert inject_instructions(OLD, None) is None


def test_strip_message_removes_the_block_and_keeps_the_rest() -> None:
    plain = {"role": "system", "content": "Rules."}
    assert strip_message(plain) is plain
    assert strip_message({"role": "system", "content": f"Rules.\n\n{OLD}"}) == plain
    assert strip_message({"role": "system", "content": OLD}) is None
    parts = {"role": "user", "content": [{"type": "text", "text": OLD}, {"type": "image"}]}
    assert strip_message(parts) == {"role": "user", "content": [{"type": "image"}]}


def test_parts_keep_their_keys_and_get_the_block_as_a_last_part_of_its_own() -> None:
    cached = {"type": "text", "text": "House rules.", "cache_control": {"type": "ephemeral"}}
    stale = {"type": "text", "text": f"Be brief.\n\n{wrap('- old fact')}"}
    image = {"type": "image", "source": {"type": "url", "url": "https://x/y.png"}}
    only_block = {"type": "text", "text": wrap("- older fact")}
    parts = [cached, stale, image, only_block]
    given = copy.deepcopy(parts)

    injected = inject_parts(parts, wrap("- new fact"))
    assert injected[0] is cached  # untouched parts are the same objects
    assert injected[1] == {"type": "text", "text": "Be brief."}
    assert injected[2] is image
    assert injected[3] == {"type": "text", "text": wrap("- new fact")}
    assert len(injected) == 4  # the part that held only a block is gone
    assert parts == given  # never mutated

    assert inject_parts(parts, None) == [cached, {"type": "text", "text": "Be brief."}, image]
    assert inject_parts([], None) == []

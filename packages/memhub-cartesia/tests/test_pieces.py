"""The parts on their own: turns from Line's events, tool parameters, the package's shape."""

from __future__ import annotations

import subprocess
import sys

import pytest
from line.events import (
    AgentTextSent,
    AgentTurnEnded,
    AgentTurnStarted,
    CallStarted,
    UserTextSent,
    UserTurnEnded,
    UserTurnStarted,
)

import memhub_cartesia
from memhub.capture import BackgroundWriter
from memhub.testing import MemoryTransport
from memhub_cartesia import spoken_turns
from memhub_cartesia._capture import ConversationCapture
from memhub_cartesia._tools import parameters_of

HISTORY = [
    CallStarted(),
    AgentTurnStarted(),
    AgentTextSent(content="Hello!"),
    AgentTextSent(content="How can I help?"),
    AgentTurnEnded(),
    UserTurnStarted(),
    UserTextSent(content="I need"),
    UserTextSent(content="a taxi."),
    UserTurnEnded(),
    AgentTurnStarted(),
    AgentTextSent(content="Sure, where"),
]


def pairs(history: list[object], **kwargs: bool) -> list[tuple[str, str]]:
    return [(t.role, t.text) for t in spoken_turns(history, **kwargs)]


def test_a_turn_is_what_one_speaker_said_and_the_open_turn_waits() -> None:
    assert pairs(HISTORY) == [("assistant", "Hello! How can I help?"), ("user", "I need a taxi.")]
    assert pairs(HISTORY, call_ended=True)[-1] == ("assistant", "Sure, where")


def test_barge_in_settles_the_agents_turn_and_memory_text_is_never_speech() -> None:
    history = [
        *HISTORY,
        UserTurnStarted(),  # the caller cuts in: no AgentTurnEnded
        UserTextSent(content="<memhub-memory>\nThe user lives in Oslo.\n</memhub-memory>"),
        UserTextSent(content="To the airport."),
    ]
    assert pairs(history)[-1] == ("assistant", "Sure, where")
    assert pairs(history, call_ended=True)[-1] == ("user", "To the airport.")


def test_two_user_turns_in_a_row_stay_two_turns() -> None:
    history = [UserTextSent(content="Hello?"), UserTurnEnded(), UserTextSent(content="Anyone?")]
    assert pairs(history, call_ended=True) == [("user", "Hello?"), ("user", "Anyone?")]


def test_capture_sends_only_what_is_new() -> None:
    transport = MemoryTransport()
    with BackgroundWriter(transport.client()) as writer:
        capture = ConversationCapture(writer, "n", {"id": "d"})
        assert capture.record(HISTORY) == 2
        assert capture.record(HISTORY) == 0
        assert capture.record(HISTORY, call_ended=True) == 1
        assert writer.flush(5)
    assert transport.document_text("n", "d") == (
        "Assistant: Hello! How can I help?\n\nUser: I need a taxi.\n\nAssistant: Sure, where"
    )


def test_nullable_arguments_become_optional_parameters() -> None:
    schema = {
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "What"},
            "limit": {"type": ["integer", "null"]},
        },
        "required": ["query", "limit"],
    }
    params = parameters_of(schema)
    assert (params["query"].type_annotation, params["query"].required) == (str, True)
    assert params["query"].description == "What"
    assert (params["limit"].type_annotation, params["limit"].required) == (int, False)


def test_a_schema_line_cannot_express_is_refused() -> None:
    with pytest.raises(ValueError, match="cannot express the type of 'tags'"):
        parameters_of({"properties": {"tags": {"type": "array"}}})


def test_bad_arguments_are_refused_clearly() -> None:
    client = MemoryTransport().client()
    with pytest.raises(TypeError, match=r"memhub\.Memhub or memhub\.AsyncMemhub"):
        memhub_cartesia.CartesiaMemory(object(), namespace="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="preload_timeout must be positive"):
        memhub_cartesia.CartesiaMemory(client, namespace="x", preload_timeout=0)


def test_every_public_name_resolves() -> None:
    for name in memhub_cartesia.__all__:
        assert getattr(memhub_cartesia, name) is not None
    assert set(memhub_cartesia.__all__) <= set(dir(memhub_cartesia))


def test_importing_the_package_loads_neither_line_nor_litellm() -> None:
    code = (
        "import sys, memhub_cartesia\n"
        "assert not {'line', 'litellm'} & set(sys.modules), 'the SDK was imported'\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr

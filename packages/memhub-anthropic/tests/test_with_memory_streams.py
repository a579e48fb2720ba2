"""Streamed answers through a wrapped client: `create(stream=True)` and `messages.stream()`.

The caller gets the SDK's own objects and events; the exchange is stored once, when
the stream ends, is closed, or is left early; a stream that fails stores nothing.
"""

from __future__ import annotations

import anthropic
import pytest
from anthropic import AsyncStream, Stream
from anthropic.lib.streaming import MessageStream, MessageStreamManager

from memhub import AsyncMemhub, Memhub, NotFoundError
from memhub.capture import BackgroundWriter
from memhub_anthropic import memory_of, with_memory
from memhub_anthropic.testing import Reply, ScriptedClaude

from .conftest import Remember

MODEL = "claude-sonnet-4-5"
ANSWER = "Berlin has great tea houses."
# The event sequence the API sends for one text block (`ping` is dropped by the SDK).
EVENTS = [
    "message_start",
    "content_block_start",
    *["content_block_delta"] * len(ANSWER.split(" ")),
    "content_block_stop",
    "message_delta",
    "message_stop",
]


def captured(writer: BackgroundWriter, memhub: Memhub, conversation: str) -> str:
    """What the conversation document holds once the writer has sent everything."""
    assert writer.flush(10)
    return memhub.documents.get("alex", f"conversation:{conversation}").content or ""


QUESTION = [{"role": "user", "content": "Where can I get tea?"}]
EXCHANGE = f"User: Where can I get tea?\n\nAssistant: {ANSWER}"


def test_create_with_stream_yields_the_sdk_events_and_stores_the_whole_answer(
    claude: ScriptedClaude, seeded: Memhub, writer: BackgroundWriter, remember: Remember
) -> None:
    client = remember(claude.client(), seeded, "raw")
    claude.queue(Reply(ANSWER))
    stream = client.messages.create(model=MODEL, max_tokens=64, messages=QUESTION, stream=True)
    assert isinstance(stream, Stream)
    events = list(stream)
    assert [event.type for event in events] == EVENTS
    assert "".join(e.delta.text for e in events if e.type == "content_block_delta") == ANSWER
    assert "The user lives in Berlin." in claude.last["system"]
    assert captured(writer, seeded, "raw") == EXCHANGE


def test_the_stream_helper_works_as_always_and_its_message_is_not_stored_twice(
    claude: ScriptedClaude, seeded: Memhub, writer: BackgroundWriter, remember: Remember
) -> None:
    client = remember(claude.client(), seeded, "helper")
    claude.queue(Reply(ANSWER), Reply("Try the one on Oranienstrasse."))
    manager = client.messages.stream(model=MODEL, max_tokens=64, messages=QUESTION)
    assert isinstance(manager, MessageStreamManager)
    with manager as stream:
        assert isinstance(stream, MessageStream)
        assert "".join(stream.text_stream) == ANSWER
        final = stream.get_final_message()
    assert final.content[0].text == ANSWER
    assert stream.response.status_code == 200

    # The app sends the streamed message back with the next question.
    history = [
        *QUESTION,
        {"role": "assistant", "content": final.content},
        {"role": "user", "content": "Which one is closest?"},
    ]
    with client.messages.stream(model=MODEL, max_tokens=64, messages=history) as stream:
        stream.until_done()
    assert captured(writer, seeded, "helper") == (
        f"{EXCHANGE}\n\nUser: Which one is closest?\n\nAssistant: Try the one on Oranienstrasse."
    )
    assert writer.sent == 2


def test_leaving_a_stream_early_stores_what_arrived(
    claude: ScriptedClaude, seeded: Memhub, writer: BackgroundWriter, remember: Remember
) -> None:
    client = remember(claude.client(), seeded, "early")
    claude.queue(Reply(ANSWER), Reply(ANSWER))
    with client.messages.stream(model=MODEL, max_tokens=64, messages=QUESTION) as stream:
        for text in stream.text_stream:
            assert text == "Berlin"
            break
    assert captured(writer, seeded, "early") == "User: Where can I get tea?\n\nAssistant: Berlin"

    again = [{"role": "user", "content": "Any tea near me?"}]
    raw = client.messages.create(model=MODEL, max_tokens=64, messages=again, stream=True)
    next(raw), next(raw), next(raw)  # message_start, content_block_start, the first delta
    raw.close()
    raw.close()  # a second close stores nothing more
    assert captured(writer, seeded, "early").endswith("User: Any tea near me?\n\nAssistant: Berlin")
    assert writer.sent == 2


def test_a_stream_that_fails_stores_nothing_and_the_next_call_stores_the_turn(
    claude: ScriptedClaude, seeded: Memhub, writer: BackgroundWriter, remember: Remember
) -> None:
    client = remember(claude.client(), seeded, "failed")
    claude.queue(Reply(ANSWER, fail_mid_stream=True), Reply(ANSWER))
    with (
        pytest.raises(anthropic.APIStatusError, match="Overloaded"),
        client.messages.stream(model=MODEL, max_tokens=64, messages=QUESTION) as stream,
    ):
        stream.until_done()
    with pytest.raises(NotFoundError):
        captured(writer, seeded, "failed")

    client.messages.create(model=MODEL, max_tokens=64, messages=QUESTION)  # the retry
    assert captured(writer, seeded, "failed") == EXCHANGE


def test_a_tool_use_stream_stores_only_its_text(
    claude: ScriptedClaude, seeded: Memhub, writer: BackgroundWriter, remember: Remember
) -> None:
    client = remember(claude.client(), seeded, "tools")
    claude.queue(Reply("Checking.", tool_uses=[("toolu_01", "find_cafes", {"city": "Berlin"})]))
    with client.messages.stream(model=MODEL, max_tokens=64, messages=QUESTION) as stream:
        final = stream.get_final_message()
    assert [block.type for block in final.content] == ["text", "tool_use"]
    assert final.content[1].input == {"city": "Berlin"}
    assert captured(writer, seeded, "tools") == "User: Where can I get tea?\n\nAssistant: Checking."


def test_streams_pass_through_unchanged_when_capture_is_off(
    claude: ScriptedClaude, seeded: Memhub
) -> None:
    client = with_memory(claude.client(), namespace="alex", capture="never", memhub=seeded)
    raw = client.messages.create(model=MODEL, max_tokens=64, messages=QUESTION, stream=True)
    assert type(raw) is Stream
    raw.close()
    manager = client.messages.stream(model=MODEL, max_tokens=64, messages=QUESTION)
    assert type(manager) is MessageStreamManager
    with manager as stream:
        assert stream.get_final_text() == "ok"
    assert "The user lives in Berlin." in claude.last["system"]


async def test_async_streams_recall_and_capture(
    claude: ScriptedClaude,
    seeded: Memhub,
    aclient: AsyncMemhub,
    writer: BackgroundWriter,
    remember: Remember,
) -> None:
    client = remember(claude.async_client(), aclient, "async")
    claude.queue(Reply(ANSWER), Reply("Try Oranienstrasse."))
    raw = await client.messages.create(model=MODEL, max_tokens=64, messages=QUESTION, stream=True)
    assert isinstance(raw, AsyncStream)
    assert [event.type async for event in raw] == EVENTS
    assert "The user lives in Berlin." in claude.last["system"]

    history = [
        *QUESTION,
        {"role": "assistant", "content": ANSWER},
        {"role": "user", "content": "Which one is closest?"},
    ]
    async with client.messages.stream(model=MODEL, max_tokens=64, messages=history) as stream:
        assert "".join([text async for text in stream.text_stream]) == "Try Oranienstrasse."
    assert "The user loves green tea." in claude.last["system"]
    assert await memory_of(client).aflush(10)
    assert captured(writer, seeded, "async") == (
        f"{EXCHANGE}\n\nUser: Which one is closest?\n\nAssistant: Try Oranienstrasse."
    )

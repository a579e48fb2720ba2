"""Streaming through a wrapped client: the caller sees the SDK's chunks, memory sees the answer.

Captured exchanges go to namespaces of their own ("sam", "kim") so Alex's
seeded memory stays as it is for the other tests.
"""

from __future__ import annotations

import gc
from typing import Any

import openai
import pytest

from memhub import AsyncMemhub, Memhub, NotFoundError
from memhub.capture import BackgroundWriter
from memhub_openai import memory_of, with_memory

ANSWER = "Berlin has great tea houses in Kreuzberg."


def stored(memhub_client: Memhub, namespace: str, conversation: str) -> str:
    document = memhub_client.documents.get(namespace, f"conversation:{conversation}")
    return document.content or ""


def ask(text: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": text}]


def chunk_text(chunk: Any) -> str:
    return "".join(c.delta.content or "" for c in chunk.choices)


def test_a_chat_stream_yields_the_sdk_chunks_and_stores_the_whole_answer(
    model: Any, reply: Any, memhub_client: Memhub, writer: BackgroundWriter
) -> None:
    client = with_memory(
        model.client(),
        namespace="sam",
        conversation_id="s1",
        memhub=memhub_client,
        writer=writer,
    )
    model.queue(reply(ANSWER))
    stream = client.chat.completions.create(
        model="gpt-4.1-mini", messages=ask("Where can I get tea?"), stream=True
    )
    assert isinstance(stream, openai.Stream)
    chunks = list(stream)
    assert all(isinstance(c, openai.types.chat.ChatCompletionChunk) for c in chunks)
    assert "".join(map(chunk_text, chunks)) == ANSWER
    assert model.last["stream"] is True

    stream.close()  # closing after the end stores nothing more
    assert writer.flush(10)
    assert writer.sent == 1
    transcript = stored(memhub_client, "sam", "s1")
    assert transcript == f"User: Where can I get tea?\n\nAssistant: {ANSWER}"


def test_stopping_a_chat_stream_early_stores_what_arrived(
    model: Any, reply: Any, memhub_client: Memhub, writer: BackgroundWriter
) -> None:
    client = with_memory(
        model.client(),
        namespace="sam",
        conversation_id="s2",
        memhub=memhub_client,
        writer=writer,
    )
    model.queue(reply(ANSWER))
    seen = ""
    for chunk in client.chat.completions.create(
        model="gpt-4.1-mini", messages=ask("Tea?"), stream=True
    ):
        seen += chunk_text(chunk)
        if seen.count(" ") == 2:
            break
    assert seen == "Berlin has great"
    assert writer.flush(10)
    assert stored(memhub_client, "sam", "s2") == "User: Tea?\n\nAssistant: Berlin has great"


def test_a_stream_read_with_next_and_dropped_is_stored_once(
    model: Any, reply: Any, memhub_client: Memhub, writer: BackgroundWriter
) -> None:
    client = with_memory(
        model.client(),
        namespace="sam",
        conversation_id="s3",
        memhub=memhub_client,
        writer=writer,
    )
    model.queue(reply(ANSWER))
    with client.chat.completions.create(
        model="gpt-4.1-mini", messages=ask("Tea?"), stream=True
    ) as stream:
        next(stream)  # the role chunk
        assert chunk_text(next(stream)) == "Berlin"
    del stream
    gc.collect()
    assert writer.flush(10)
    assert writer.sent == 1
    assert stored(memhub_client, "sam", "s3") == "User: Tea?\n\nAssistant: Berlin"


def test_a_stream_that_fails_stores_nothing(
    model: Any, reply: Any, memhub_client: Memhub, writer: BackgroundWriter
) -> None:
    client = with_memory(
        model.client(),
        namespace="sam",
        conversation_id="s4",
        memhub=memhub_client,
        writer=writer,
    )
    model.queue(reply(ANSWER, fail_mid_stream=True))
    stream = client.chat.completions.create(model="gpt-4.1-mini", messages=ask("Tea?"), stream=True)
    with pytest.raises(openai.APIError, match="The model crashed"):
        list(stream)
    stream.close()
    assert writer.flush(10)
    assert writer.sent == 0
    with pytest.raises(NotFoundError):
        stored(memhub_client, "sam", "s4")


def test_a_responses_stream_stores_the_completed_output(
    model: Any, reply: Any, memhub_client: Memhub, writer: BackgroundWriter
) -> None:
    client = with_memory(
        model.client(),
        namespace="kim",
        conversation_id="r1",
        memhub=memhub_client,
        writer=writer,
    )
    model.queue(reply(ANSWER))
    with client.responses.create(
        model="gpt-4.1-mini", input="Where can I get tea?", stream=True
    ) as stream:
        assert isinstance(stream, openai.Stream)
        kinds = [event.type for event in stream]
    assert kinds[0] == "response.created" and kinds[-1] == "response.completed"
    assert writer.flush(10)
    assert writer.sent == 1
    transcript = stored(memhub_client, "kim", "r1")
    assert transcript == f"User: Where can I get tea?\n\nAssistant: {ANSWER}"


def test_stopping_a_responses_stream_early_stores_the_deltas_so_far(
    model: Any, reply: Any, memhub_client: Memhub, writer: BackgroundWriter
) -> None:
    client = with_memory(
        model.client(),
        namespace="kim",
        conversation_id="r2",
        memhub=memhub_client,
        writer=writer,
    )
    model.queue(reply(ANSWER))
    deltas = 0
    for event in client.responses.create(model="gpt-4.1-mini", input="Tea?", stream=True):
        if event.type == "response.output_text.delta":
            deltas += 1
            if deltas == 2:
                break
    assert writer.flush(10)
    assert stored(memhub_client, "kim", "r2") == "User: Tea?\n\nAssistant: Berlin has"


def test_a_failed_response_stream_stores_nothing(
    model: Any, reply: Any, memhub_client: Memhub, writer: BackgroundWriter
) -> None:
    client = with_memory(
        model.client(),
        namespace="kim",
        conversation_id="r3",
        memhub=memhub_client,
        writer=writer,
    )
    model.queue(reply(ANSWER, fail_mid_stream=True))
    kinds = [e.type for e in client.responses.create(model="m", input="Tea?", stream=True)]
    assert kinds[-2:] == ["response.output_text.delta", "response.failed"]
    assert writer.flush(10)
    assert writer.sent == 0
    with pytest.raises(NotFoundError):
        stored(memhub_client, "kim", "r3")


async def test_async_streams_capture_on_the_end_and_on_an_early_exit(
    model: Any,
    reply: Any,
    memhub_client: Memhub,
    amemhub_client: AsyncMemhub,
    writer: BackgroundWriter,
) -> None:
    client = with_memory(
        model.async_client(),
        namespace="sam",
        conversation_id="as1",
        memhub=amemhub_client,
        writer=writer,
    )
    model.queue(reply(ANSWER), reply("Try Paper & Tea."))
    stream = await client.chat.completions.create(
        model="gpt-4.1-mini", messages=ask("Tea?"), stream=True
    )
    assert isinstance(stream, openai.AsyncStream)
    text = "".join([chunk_text(chunk) async for chunk in stream])
    assert text == ANSWER

    history = [*ask("Tea?"), {"role": "assistant", "content": text}, *ask("Any shop?")]
    async with await client.chat.completions.create(
        model="gpt-4.1-mini", messages=history, stream=True
    ) as stream:
        async for chunk in stream:
            if chunk_text(chunk):
                break  # leaving the `async with` block stores the first word
    assert await memory_of(client).aflush(10)
    assert writer.sent == 2
    assert stored(memhub_client, "sam", "as1") == (
        f"User: Tea?\n\nAssistant: {ANSWER}\n\nUser: Any shop?\n\nAssistant: Try"
    )


async def test_async_responses_stream(
    model: Any,
    reply: Any,
    memhub_client: Memhub,
    amemhub_client: AsyncMemhub,
    writer: BackgroundWriter,
) -> None:
    client = with_memory(
        model.async_client(),
        namespace="kim",
        conversation_id="ar1",
        memhub=amemhub_client,
        writer=writer,
    )
    model.queue(reply(ANSWER))
    stream = await client.responses.create(model="gpt-4.1-mini", input="Tea?", stream=True)
    done = [event async for event in stream if event.type == "response.completed"]
    assert done[0].response.output_text == ANSWER
    assert await writer.aflush(10)
    assert stored(memhub_client, "kim", "ar1") == f"User: Tea?\n\nAssistant: {ANSWER}"


def test_streams_pass_through_unchanged_when_capture_is_off(
    model: Any, memhub_client: Memhub
) -> None:
    client = with_memory(model.client(), namespace="alex", capture="never", memhub=memhub_client)
    stream = client.chat.completions.create(model="m", messages=ask("Hi"), stream=True)
    assert type(stream) is openai.Stream
    assert "".join(map(chunk_text, stream)) == "ok"
    assert "The user lives in Berlin." in model.last["messages"][0]["content"]

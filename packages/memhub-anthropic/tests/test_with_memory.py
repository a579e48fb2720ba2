"""`with_memory` on the Messages API: what Claude received in `system`, what was stored.

Claude is `ScriptedClaude` behind the real SDK client (`claude` fixture); memhub is
the in-memory double (`seeded` / `client`, from `memhub.pytest_plugin`).
"""

from __future__ import annotations

import copy
import logging
from typing import Any

import anthropic
import pytest
from anthropic import Anthropic, AsyncAnthropic

from memhub import APIConnectionError, AsyncMemhub, Memhub, NotFoundError
from memhub.capture import BackgroundWriter
from memhub.prompt import RecallOptions
from memhub.testing import MemoryTransport
from memhub_anthropic import DEFAULT_OPTIONS, memory_of, with_memory
from memhub_anthropic.testing import Reply, ScriptedClaude

from .conftest import Remember

MODEL = "claude-sonnet-4-5"
BERLIN = "The user lives in Berlin."
TEA = "The user loves green tea."
BLOCK_OPEN = "<memhub-memory>"


def ask(client: Any, messages: list[Any], **kwargs: Any) -> Any:
    return client.messages.create(model=MODEL, max_tokens=256, messages=messages, **kwargs)


def stored(memhub: Memhub, conversation: str, namespace: str = "alex") -> str:
    return memhub.documents.get(namespace, f"conversation:{conversation}").content or ""


def recalls(server: MemoryTransport) -> int:
    """How many profile and search requests memhub has answered."""
    return sum(r.url.path.endswith(("/profile", "/search")) for r in server.requests)


def memory_block(system: str) -> str:
    return system[system.index(BLOCK_OPEN) :]


def test_the_client_keeps_its_type_and_its_options(claude: ScriptedClaude, seeded: Memhub) -> None:
    client = with_memory(claude.client(), namespace="alex", capture="never", memhub=seeded)
    assert isinstance(client, Anthropic)
    assert client.api_key == "sk-ant-test"
    assert memory_of(client).options == DEFAULT_OPTIONS == RecallOptions()
    assert memory_of(client).mode == "full"
    # Copies with other request options remember in the same conversation.
    assert memory_of(client.with_options(timeout=5.0)) is memory_of(client)
    assert isinstance(client.with_options(timeout=5.0), Anthropic)
    # The rest of the SDK is the client's own.
    assert client.models is client.models
    assert client.beta.messages.tool_runner is not None


def test_bad_configuration_is_refused_with_a_clear_error(
    claude: ScriptedClaude, seeded: Memhub, server: MemoryTransport
) -> None:
    client = with_memory(claude.client(), namespace="alex", capture="never", memhub=seeded)
    with pytest.raises(TypeError, match="already has memory"):
        with_memory(client, namespace="alex", memhub=seeded)
    with pytest.raises(TypeError, match="not dict"):
        with_memory({}, namespace="alex", memhub=seeded)  # type: ignore[type-var]
    with pytest.raises(TypeError, match="needs a sync memhub"):
        with_memory(claude.client(), namespace="alex", memhub=server.async_client())  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="capture must be"):
        with_memory(claude.client(), namespace="alex", memhub=seeded, capture="sometimes")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="has no memory"):
        memory_of(claude.client())
    with pytest.raises(TypeError, match="unexpected keyword argument 'conversation'"):
        with_memory(claude.client(), namespace="alex", memhub=seeded, conversation="c1")  # type: ignore[call-overload]


def test_a_string_system_prompt_gets_the_block_after_it(
    claude: ScriptedClaude, seeded: Memhub
) -> None:
    client = with_memory(claude.client(), namespace="alex", capture="never", memhub=seeded)
    answer = ask(client, [{"role": "user", "content": "Where do I live?"}], system="Be brief.")
    assert answer.content[0].text == "ok"
    system = claude.last["system"]
    assert system.startswith(f"Be brief.\n\n{BLOCK_OPEN}\n")
    assert f"- {BERLIN}" in system and f"- {TEA}" in system

    # A caller who sends the injected prompt back gets one current block, not two.
    ask(client, [{"role": "user", "content": "And what do I drink?"}], system=system)
    assert claude.last["system"].count(BLOCK_OPEN) == 1
    assert claude.last["system"].startswith("Be brief.\n\n")


def test_system_blocks_keep_their_cache_control_and_get_one_block_after_them(
    claude: ScriptedClaude, seeded: Memhub
) -> None:
    client = with_memory(claude.client(), namespace="alex", capture="never", memhub=seeded)
    system = [
        {"type": "text", "text": "You are a travel guide."},
        {"type": "text", "text": "Long house rules...", "cache_control": {"type": "ephemeral"}},
    ]
    given = copy.deepcopy(system)
    ask(client, [{"role": "user", "content": "Where do I live?"}], system=system)
    sent = claude.last["system"]
    assert sent[:2] == given  # yours, as you wrote them, cache breakpoint included
    assert len(sent) == 3 and set(sent[2]) == {"type", "text"}  # no cache_control on memory
    assert sent[2]["text"].startswith(BLOCK_OPEN) and BERLIN in sent[2]["text"]
    assert system == given  # the caller's list is not touched

    # The blocks sent last turn, sent again: the stale memory is replaced.
    ask(client, [{"role": "user", "content": "Tea?"}], system=(b for b in sent))
    assert claude.last["system"][:2] == given
    assert [BLOCK_OPEN in b["text"] for b in claude.last["system"]] == [False, False, True]


def test_nothing_is_added_when_memory_has_nothing(claude: ScriptedClaude, client: Memhub) -> None:
    wrapped = with_memory(claude.client(), namespace="nobody", capture="never", memhub=client)
    ask(wrapped, [{"role": "user", "content": "Hi"}])
    assert "system" not in claude.last
    ask(wrapped, [{"role": "user", "content": "Hi"}], system=[{"type": "text", "text": "Hey."}])
    assert claude.last["system"] == [{"type": "text", "text": "Hey."}]


def test_each_turn_is_stored_once_without_the_injected_memory(
    claude: ScriptedClaude, seeded: Memhub, writer: BackgroundWriter, remember: Remember
) -> None:
    client = remember(claude.client(), seeded, "cat")
    claude.queue(Reply("Miso is a lovely name."), Reply("Cats sleep a lot, it is normal."))
    history: list[Any] = [{"role": "user", "content": "I adopted a cat named Miso."}]
    first = ask(client, history, system="Be friendly.")
    history += [
        {"role": "assistant", "content": first.content},  # the SDK's blocks, as apps send them
        {"role": "user", "content": [{"type": "text", "text": "She sleeps all day."}]},
    ]
    ask(client, history, system="Be friendly.")
    assert memory_of(client).flush(10)

    assert stored(seeded, "cat") == (
        "User: I adopted a cat named Miso.\n\nAssistant: Miso is a lovely name.\n\n"
        "User: She sleeps all day.\n\nAssistant: Cats sleep a lot, it is normal."
    )
    assert writer.sent == 2
    document = seeded.documents.get("alex", "conversation:cat")
    assert document.metadata["source"] == "anthropic"


def test_a_tool_loop_reuses_the_turns_memory_and_stores_only_what_was_said(
    claude: ScriptedClaude,
    seeded: Memhub,
    server: MemoryTransport,
    writer: BackgroundWriter,
    remember: Remember,
) -> None:
    client = remember(claude.client(), seeded, "trip")
    claude.queue(
        Reply("Let me check.", tool_uses=[("toolu_01", "get_weather", {"city": "Berlin"})]),
        Reply("Sunny, 18C: a good day for tea outside."),
    )
    history: list[Any] = [{"role": "user", "content": "Weather at home?"}]
    first = ask(client, history, system="Be brief.")
    block = memory_block(claude.last["system"])
    fetched = recalls(server)
    assert fetched == 2  # full mode: the profile and a search

    result = {"type": "tool_result", "tool_use_id": "toolu_01", "content": "Sunny, 18C"}
    history += [
        {"role": "assistant", "content": first.content},
        {"role": "user", "content": [result]},
    ]
    ask(client, history, system="Be brief.")
    # A tool result is not the user speaking: same turn, same memory, nothing fetched.
    assert memory_block(claude.last["system"]) == block
    assert recalls(server) == fetched
    assert memory_of(client).flush(10)
    assert stored(seeded, "trip") == (
        "User: Weather at home?\n\nAssistant: Let me check.\n\n"
        "Assistant: Sunny, 18C: a good day for tea outside."
    )

    # Text sent with tool results is the user speaking: a new turn.
    history += [
        {"role": "assistant", "content": "Sunny, 18C: a good day for tea outside."},
        {"role": "user", "content": [result, {"type": "text", "text": "What tea do I like?"}]},
    ]
    ask(client, history)
    assert recalls(server) == fetched + 2


def test_capture_never_stores_nothing(claude: ScriptedClaude, seeded: Memhub) -> None:
    client = with_memory(
        claude.client(), namespace="alex", conversation_id="quiet", capture="never", memhub=seeded
    )
    ask(client, [{"role": "user", "content": "Remember nothing."}])
    assert memory_of(client).writer is None
    with pytest.raises(NotFoundError):
        stored(seeded, "quiet")


def test_parse_is_recalled_and_captured_too(
    claude: ScriptedClaude, seeded: Memhub, writer: BackgroundWriter, remember: Remember
) -> None:
    client = remember(claude.client(), seeded, "parsed")
    claude.queue(Reply("Berlin."))
    parsed = client.messages.parse(
        model=MODEL, max_tokens=64, messages=[{"role": "user", "content": "City?"}]
    )
    assert parsed.content[0].text == "Berlin."
    assert BERLIN in claude.last["system"]
    assert memory_of(client).flush(10)
    assert stored(seeded, "parsed") == "User: City?\n\nAssistant: Berlin."


def test_an_outage_means_no_memory_and_raise_on_error_raises(
    claude: ScriptedClaude, offline_client: Memhub, caplog: pytest.LogCaptureFixture
) -> None:
    messages = [{"role": "user", "content": "Hi"}]
    writer = BackgroundWriter(offline_client, flush_at_exit=False, backoff_initial=0.05)
    client = with_memory(
        claude.client(),
        namespace="alex",
        conversation_id="lost",
        memhub=offline_client,
        writer=writer,
    )
    with caplog.at_level(logging.WARNING, logger="memhub"):
        answer = ask(client, messages, system="Be brief.")
    assert answer.content[0].text == "ok"
    assert claude.last["system"] == "Be brief." and claude.last["messages"] == messages
    assert "answering without memory" in caplog.text
    assert not writer.flush(0.2)  # the exchange waits in the writer, being retried
    assert writer.pending == 1
    writer.close(timeout=0.1)

    strict = with_memory(
        claude.client(),
        namespace="alex",
        capture="never",
        memhub=offline_client,
        options=RecallOptions(raise_on_error=True),
    )
    calls = len(claude.requests)
    with pytest.raises(APIConnectionError):
        ask(strict, messages)
    assert len(claude.requests) == calls  # Claude was not called


def test_a_slow_recall_is_cut_off_and_the_call_goes_ahead(
    claude: ScriptedClaude, seeded: Memhub, server: MemoryTransport
) -> None:
    import httpx

    class Slow(httpx.BaseTransport):
        def handle_request(self, request: httpx.Request) -> httpx.Response:
            import time

            time.sleep(1.0)
            return server.handle_request(request)

    with Memhub(base_url="http://memhub.test", api_key="k", transport=Slow()) as slow:
        client = with_memory(
            claude.client(),
            namespace="alex",
            capture="never",
            memhub=slow,
            options=RecallOptions(timeout=0.2),
        )
        ask(client, [{"role": "user", "content": "Hi"}], system="Be brief.")
    assert claude.last["system"] == "Be brief."


def test_a_failed_model_call_raises_and_stores_nothing(
    claude: ScriptedClaude, seeded: Memhub, writer: BackgroundWriter, remember: Remember
) -> None:
    client = remember(claude.client(), seeded, "broken")
    claude.queue(Reply(status=500))
    with pytest.raises(anthropic.InternalServerError):
        ask(client, [{"role": "user", "content": "Hi"}])
    assert writer.flush(10)
    assert writer.sent == 0
    with pytest.raises(NotFoundError):
        stored(seeded, "broken")


async def test_async_clients_recall_and_capture_like_sync_ones(
    claude: ScriptedClaude, seeded: Memhub, aclient: AsyncMemhub, remember: Remember
) -> None:
    client = remember(claude.async_client(), aclient, "async")
    assert isinstance(client, AsyncAnthropic)
    claude.queue(Reply("You live in Berlin."))
    answer = await client.messages.create(
        model=MODEL, max_tokens=64, messages=[{"role": "user", "content": "Where do I live?"}]
    )
    assert answer.content[0].text == "You live in Berlin."
    assert BERLIN in claude.last["system"]
    assert await memory_of(client).aflush(10)
    assert stored(seeded, "async") == "User: Where do I live?\n\nAssistant: You live in Berlin."
    await client.close()  # the SDK client; the memory's writer and memhub are the test's

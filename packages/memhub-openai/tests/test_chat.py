"""Chat Completions through a wrapped client: what the model received, what was stored."""

from __future__ import annotations

import copy
import time
from typing import Any

import pytest
from openai import AsyncOpenAI, OpenAI

from memhub import APIConnectionError, AsyncMemhub, Memhub, NotFoundError
from memhub.capture import BackgroundWriter
from memhub.prompt import RecallOptions
from memhub_openai import DEFAULT_OPTIONS, memory_of, with_memory

NAMESPACE = "alex"
BERLIN = "The user lives in Berlin."
TEA = "The user loves green tea."
FULL = RecallOptions(mode="full")
BOXED = RecallOptions(timeout=0.2)


def stored(memhub_client: Memhub, conversation: str, namespace: str = NAMESPACE) -> str:
    document = memhub_client.documents.get(namespace, f"conversation:{conversation}")
    return document.content or ""


def system_text(body: dict[str, Any]) -> str:
    first = body["messages"][0]
    assert first["role"] == "system"
    content: str = first["content"]
    return content


def test_the_default_mode_is_profile_like_the_official_middleware(
    model: Any, memhub_client: Memhub
) -> None:
    client = with_memory(model.client(), namespace=NAMESPACE, capture="never", memhub=memhub_client)
    assert memory_of(client).mode == "profile"
    # Otherwise the core's defaults, as every adapter.
    assert memory_of(client).options == DEFAULT_OPTIONS == RecallOptions(mode="profile")
    tuned = RecallOptions(mode="full", search_limit=3, timeout=1.0)
    client = with_memory(model.client(), namespace=NAMESPACE, options=tuned, memhub=memhub_client)
    assert memory_of(client).options is tuned


# Every recall keyword with_memory took before options=, none at its default.
OLD_KEYWORDS: dict[str, Any] = {
    "mode": "full",
    "search_limit": 3,
    "threshold": 0.2,
    "timeout": 1.0,
    "raise_on_error": True,
    "filter": {"key": "kind", "value": "note"},
}


def test_the_old_recall_keywords_still_work_for_one_release(
    model: Any, memhub_client: Memhub
) -> None:
    with pytest.warns(DeprecationWarning, match="is deprecated") as caught:
        client = with_memory(
            model.client(),
            namespace=NAMESPACE,
            capture="never",
            memhub=memhub_client,
            **OLD_KEYWORDS,
        )
    (warning,) = caught
    assert str(warning.message) == (
        "with_memory(mode=, search_limit=, threshold=, timeout=, raise_on_error=, filter=) "
        "is deprecated; pass options=RecallOptions(...)"
    )
    assert warning.filename == __file__  # it points at the caller's line
    # Each keyword sets its field.
    assert memory_of(client).options == RecallOptions(**OLD_KEYWORDS)
    with pytest.warns(DeprecationWarning, match=r"with_memory\(timeout=\) is deprecated"):
        boxed = with_memory(model.client(), namespace=NAMESPACE, memhub=memhub_client, timeout=1.0)
    assert memory_of(boxed).options == RecallOptions(mode="profile", timeout=1.0)
    # Bad values are refused as before.
    with (
        pytest.warns(DeprecationWarning, match="is deprecated"),
        pytest.raises(ValueError, match="mode must be profile, query or full"),
    ):
        with_memory(model.client(), namespace=NAMESPACE, mode="everything", memhub=memhub_client)  # type: ignore[arg-type]


def test_options_and_the_old_keywords_do_not_mix(model: Any, memhub_client: Memhub) -> None:
    raw = model.client()
    with pytest.raises(TypeError, match="takes options= or the older mode=, not both"):
        with_memory(raw, namespace=NAMESPACE, options=FULL, mode="query", memhub=memhub_client)
    with pytest.raises(TypeError, match="unexpected keyword argument 'search_limt'"):
        with_memory(raw, namespace=NAMESPACE, search_limt=3, memhub=memhub_client)  # type: ignore[call-overload]


def test_profile_mode_puts_the_profile_in_the_system_message(
    model: Any, memhub_client: Memhub
) -> None:
    client = with_memory(
        model.client(),
        namespace=NAMESPACE,
        options=RecallOptions(mode="profile"),
        capture="never",
        memhub=memhub_client,
    )
    messages = [
        {"role": "system", "content": "You are a concise travel assistant."},
        {"role": "user", "content": "Plan my weekend."},
    ]
    sent = copy.deepcopy(messages)
    client.chat.completions.create(model="gpt-4.1-mini", messages=messages, temperature=0.2)

    body = model.last
    system = system_text(body)
    assert system.startswith("You are a concise travel assistant.\n\n<memhub-memory>")
    assert system.endswith("</memhub-memory>")
    assert "## About the user" in system and "## Related memories" not in system
    assert BERLIN in system and TEA in system
    # The rest of the request is exactly what the caller sent, and their list is untouched.
    assert body["messages"][1:] == sent[1:]
    assert (body["model"], body["temperature"]) == ("gpt-4.1-mini", 0.2)
    assert messages == sent


@pytest.mark.parametrize(
    ("mode", "sections"),
    [
        ("query", ["## Related memories"]),
        ("full", ["## About the user"]),
    ],
)
def test_query_and_full_modes_search_the_latest_user_message(
    model: Any, memhub_client: Memhub, mode: Any, sections: list[str]
) -> None:
    client = with_memory(
        model.client(),
        namespace=NAMESPACE,
        options=RecallOptions(mode=mode),
        capture="never",
        memhub=memhub_client,
    )
    client.chat.completions.create(
        model="gpt-4.1-mini",
        messages=[
            {"role": "user", "content": "Where am I going?"},
            {"role": "assistant", "content": "To Lisbon."},
            {"role": "user", "content": "Do I love tea?"},
        ],
    )
    system = system_text(model.last)
    assert len(model.last["messages"]) == 4  # a system message was added in front
    for section in sections:
        assert section in system
    assert system.count(TEA) == 1  # in full mode the search hit duplicates the profile
    if mode == "query":
        assert BERLIN not in system and "## About the user" not in system


def test_nothing_is_injected_when_memory_has_nothing(model: Any, memhub_client: Memhub) -> None:
    client = with_memory(
        model.client(), namespace="nobody-yet", options=FULL, capture="never", memhub=memhub_client
    )
    messages = [{"role": "user", "content": "Hello there"}]
    client.chat.completions.create(model="gpt-4.1-mini", messages=messages)
    assert model.last["messages"] == messages


def test_a_later_turn_replaces_the_block_instead_of_stacking_it(
    model: Any, memhub_client: Memhub
) -> None:
    client = with_memory(model.client(), namespace=NAMESPACE, capture="never", memhub=memhub_client)
    stale = "Be brief.\n\n<memhub-memory>\n- The user lives in Paris.\n</memhub-memory>"
    client.chat.completions.create(
        model="gpt-4.1-mini",
        messages=[
            {"role": "system", "content": stale},
            {"role": "user", "content": "Hi again"},
        ],
    )
    system = system_text(model.last)
    assert system.count("<memhub-memory>") == 1
    assert "Paris" not in system and BERLIN in system
    assert system.startswith("Be brief.\n\n<memhub-memory>")


def test_messages_given_as_a_generator_are_read_once(model: Any, memhub_client: Memhub) -> None:
    client = with_memory(model.client(), namespace=NAMESPACE, capture="never", memhub=memhub_client)
    client.chat.completions.create(
        model="gpt-4.1-mini",
        messages=(m for m in [{"role": "user", "content": "Hi"}]),
    )
    assert [m["role"] for m in model.last["messages"]] == ["system", "user"]


def test_each_turn_is_stored_once_without_the_injected_memory(
    model: Any, reply: Any, memhub_client: Memhub, writer: BackgroundWriter
) -> None:
    client = with_memory(
        model.client(),
        namespace="sam",
        conversation_id="cat",
        memhub=memhub_client,
        writer=writer,
    )
    model.queue(reply("Miso is a lovely name."), reply("Cats sleep a lot, it is normal."))
    history: list[Any] = [
        {"role": "system", "content": "You are friendly."},
        {"role": "user", "content": "I adopted a cat named Miso."},
    ]
    first = client.chat.completions.create(model="gpt-4.1-mini", messages=history)
    history += [
        first.choices[0].message,  # the SDK object, as apps often append it
        {"role": "user", "content": "She sleeps all day."},
    ]
    client.chat.completions.create(model="gpt-4.1-mini", messages=history)
    assert memory_of(client).flush(10)

    assert stored(memhub_client, "cat", "sam") == (
        "User: I adopted a cat named Miso.\n\nAssistant: Miso is a lovely name.\n\n"
        "User: She sleeps all day.\n\nAssistant: Cats sleep a lot, it is normal."
    )
    assert writer.sent == 2
    document = memhub_client.documents.get("sam", "conversation:cat")
    assert document.metadata["source"] == "openai"


def test_capture_never_stores_nothing(model: Any, memhub_client: Memhub) -> None:
    client = with_memory(
        model.client(),
        namespace=NAMESPACE,
        conversation_id="quiet",
        capture="never",
        memhub=memhub_client,
    )
    client.chat.completions.create(
        model="gpt-4.1-mini", messages=[{"role": "user", "content": "Remember nothing."}]
    )
    assert memory_of(client).writer is None
    with pytest.raises(NotFoundError):
        stored(memhub_client, "quiet")


def test_a_tool_loop_step_reuses_the_turn_and_a_new_turn_refetches(
    model: Any, reply: Any, counting: Any
) -> None:
    memhub_client, transport = counting
    client = with_memory(model.client(), namespace=NAMESPACE, capture="never", memhub=memhub_client)
    model.queue(reply(tool_calls=[("call_1", "get_weather", '{"city": "Berlin"}')]), reply("Sunny"))
    history: list[Any] = [{"role": "user", "content": "Weather at home?"}]
    first = client.chat.completions.create(model="gpt-4.1-mini", messages=history)
    assert transport.count("/profile") == 1
    block = system_text(model.last)

    tool_result = {"role": "tool", "tool_call_id": "call_1", "content": "18C"}
    history += [first.choices[0].message, tool_result]
    client.chat.completions.create(model="gpt-4.1-mini", messages=history)
    assert transport.count("/profile") == 1  # served from the turn cache
    assert system_text(model.last) == block

    history += [{"role": "assistant", "content": "Sunny"}, {"role": "user", "content": "Thanks"}]
    client.chat.completions.create(model="gpt-4.1-mini", messages=history)
    assert transport.count("/profile") == 2


def test_recall_failure_means_no_memory_and_raise_on_error_raises(
    model: Any, offline_client: Memhub
) -> None:
    messages = [{"role": "user", "content": "Hi"}]
    client = with_memory(
        model.client(), namespace=NAMESPACE, capture="never", memhub=offline_client
    )
    answer = client.chat.completions.create(model="gpt-4.1-mini", messages=messages)
    assert answer.choices[0].message.content == "ok"
    assert model.last["messages"] == messages

    strict = with_memory(
        model.client(),
        namespace=NAMESPACE,
        capture="never",
        memhub=offline_client,
        options=RecallOptions(raise_on_error=True),
    )
    calls = len(model.seen)
    # Full mode made two failed requests above, so the client's breaker may already be
    # open: either way the failure to reach memhub is raised.
    with pytest.raises(APIConnectionError):
        strict.chat.completions.create(model="gpt-4.1-mini", messages=messages)
    assert len(model.seen) == calls  # the model was not called


def test_a_slow_recall_is_cut_off_and_the_call_goes_ahead(model: Any, slow_memhub: Memhub) -> None:
    client = with_memory(
        model.client(), namespace=NAMESPACE, capture="never", memhub=slow_memhub, options=BOXED
    )
    messages = [{"role": "user", "content": "Hi"}]
    began = time.perf_counter()
    client.chat.completions.create(model="gpt-4.1-mini", messages=messages)
    assert time.perf_counter() - began < 0.9  # the engine answers only after 1 s
    assert model.last["messages"] == messages


async def test_a_slow_recall_is_cut_off_for_async_clients_too(
    model: Any, slow_memhub: Memhub
) -> None:
    client = with_memory(
        model.async_client(),
        namespace=NAMESPACE,
        capture="never",
        memhub=slow_memhub,
        options=BOXED,
    )
    messages = [{"role": "user", "content": "Hi"}]
    began = time.perf_counter()
    await client.chat.completions.create(model="gpt-4.1-mini", messages=messages)
    assert time.perf_counter() - began < 0.9
    assert model.last["messages"] == messages


def test_a_capture_outage_never_fails_the_call(model: Any, offline_client: Memhub) -> None:
    writer = BackgroundWriter(offline_client, flush_at_exit=False, backoff_initial=0.05)
    client = with_memory(
        model.client(),
        namespace=NAMESPACE,
        conversation_id="lost",
        memhub=offline_client,
        writer=writer,
    )
    answer = client.chat.completions.create(
        model="gpt-4.1-mini", messages=[{"role": "user", "content": "Hi"}]
    )
    assert answer.choices[0].message.content == "ok"
    assert not writer.flush(0.2)  # still buffered, being retried
    assert writer.pending == 1
    writer.close(timeout=0.1)


def test_a_failed_model_call_raises_and_stores_nothing(
    model: Any, reply: Any, memhub_client: Memhub, writer: BackgroundWriter
) -> None:
    import openai

    client = with_memory(
        model.client(),
        namespace="sam",
        conversation_id="broken",
        memhub=memhub_client,
        writer=writer,
    )
    model.queue(reply(status=500))
    with pytest.raises(openai.InternalServerError):
        client.chat.completions.create(
            model="gpt-4.1-mini", messages=[{"role": "user", "content": "Hi"}]
        )
    assert writer.flush(10)
    assert writer.sent == 0
    with pytest.raises(NotFoundError):
        stored(memhub_client, "broken", "sam")


def test_the_wrapper_behaves_like_the_client(model: Any, memhub_client: Memhub) -> None:
    raw = model.client()
    client = with_memory(raw, namespace=NAMESPACE, capture="never", memhub=memhub_client)
    assert isinstance(client, OpenAI)
    assert client.models is raw.models
    assert client.api_key == "test"
    client.max_retries = 1
    assert raw.max_retries == 1
    assert "chat" in dir(client)

    # A copy with other options is still in the conversation, with memory.
    faster = client.with_options(timeout=5.0)
    faster.chat.completions.create(model="m", messages=[{"role": "user", "content": "Hi"}])
    assert BERLIN in system_text(model.last)
    assert memory_of(faster) is memory_of(client)

    # Raw-response access is the SDK's own and carries no memory.
    client.chat.completions.with_raw_response.create(
        model="m", messages=[{"role": "user", "content": "Hi"}]
    )
    assert model.last["messages"] == [{"role": "user", "content": "Hi"}]


def test_azure_clients_keep_their_type(model: Any, memhub_client: Memhub) -> None:
    import httpx2
    from openai import AzureOpenAI

    azure = AzureOpenAI(
        api_key="test",
        api_version="2025-04-01-preview",
        azure_endpoint="https://example.openai.azure.com",
        http_client=httpx2.Client(transport=httpx2.MockTransport(model.handle)),
        max_retries=0,
    )
    client = with_memory(azure, namespace=NAMESPACE, capture="never", memhub=memhub_client)
    assert isinstance(client, AzureOpenAI)
    client.chat.completions.create(
        model="my-deployment", messages=[{"role": "user", "content": "Hi"}]
    )
    assert model.seen[-1].path == "/openai/deployments/my-deployment/chat/completions"
    assert BERLIN in system_text(model.last)


def test_bad_configuration_is_refused_with_a_clear_error(
    model: Any, memhub_client: Memhub, amemhub_client: AsyncMemhub
) -> None:
    raw = model.client()
    with pytest.raises(TypeError, match=r"wraps openai\.OpenAI or openai\.AsyncOpenAI"):
        with_memory(object(), namespace=NAMESPACE)  # type: ignore[type-var]
    with pytest.raises(ValueError, match="empty identifier"):
        with_memory(raw, namespace=" ", memhub=memhub_client)
    with pytest.raises(ValueError, match="capture must be 'always' or 'never'"):
        with_memory(raw, namespace=NAMESPACE, capture="sometimes", memhub=memhub_client)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"needs a sync memhub\.Memhub"):
        with_memory(raw, namespace=NAMESPACE, memhub=amemhub_client)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"capture needs a sync memhub\.Memhub"):
        with_memory(model.async_client(), namespace=NAMESPACE, memhub=amemhub_client)
    wrapped = with_memory(raw, namespace=NAMESPACE, capture="never", memhub=memhub_client)
    with pytest.raises(TypeError, match="already has memory"):
        with_memory(wrapped, namespace=NAMESPACE)
    with pytest.raises(TypeError, match="has no memory"):
        memory_of(raw)


# -- async --------------------------------------------------------------------------


async def test_async_client_injects_and_captures_like_the_sync_one(
    model: Any,
    reply: Any,
    memhub_client: Memhub,
    amemhub_client: AsyncMemhub,
    writer: BackgroundWriter,
) -> None:
    client = with_memory(
        model.async_client(),
        namespace=NAMESPACE,
        conversation_id="a1",
        memhub=amemhub_client,
        writer=writer,
    )
    assert isinstance(client, AsyncOpenAI)
    model.queue(reply("Green tea it is."))
    answer = await client.chat.completions.create(
        model="gpt-4.1-mini",
        messages=[
            {"role": "developer", "content": "Answer in one line."},
            {"role": "user", "content": "What should I drink?"},
        ],
    )
    assert answer.choices[0].message.content == "Green tea it is."
    developer = model.last["messages"][0]
    assert developer["role"] == "developer"
    assert developer["content"].startswith("Answer in one line.\n\n<memhub-memory>")
    assert TEA in developer["content"]
    assert await memory_of(client).aflush(10)
    assert stored(memhub_client, "a1") == (
        "User: What should I drink?\n\nAssistant: Green tea it is."
    )


async def test_async_client_with_a_sync_memhub_and_its_own_writer(
    model: Any, memhub_client: Memhub
) -> None:
    async with with_memory(
        model.async_client(), namespace=NAMESPACE, conversation_id="a2", memhub=memhub_client
    ) as client:
        await client.chat.completions.create(
            model="gpt-4.1-mini", messages=[{"role": "user", "content": "Hello"}]
        )
        assert BERLIN in system_text(model.last)
    # Leaving the block flushed the writer the wrapper owned.
    assert stored(memhub_client, "a2") == "User: Hello\n\nAssistant: ok"

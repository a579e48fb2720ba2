"""Configuration, validation, retries, timeouts and error mapping."""

from __future__ import annotations

import httpx
import pytest
import respx

import memhub
from memhub import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    AsyncMemhub,
    AuthenticationError,
    BadRequestError,
    ConfigurationError,
    ConflictError,
    InternalServerError,
    InvalidRequestError,
    Memhub,
    MemhubError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
)

BASE = "http://memhub.test"
SEARCH = {"results": [], "searchTime": 1}


@pytest.fixture(autouse=True)
def slept(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """Record backoff delays instead of waiting them out."""
    slept: list[float] = []

    async def fake_async_sleep(delay: float) -> None:
        slept.append(delay)

    monkeypatch.setattr("memhub._client.time.sleep", slept.append)
    monkeypatch.setattr("memhub._client.asyncio.sleep", fake_async_sleep)
    return slept


# -- configuration


def test_env_fallbacks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SUPERMEMORY_BASE_URL", "http://supermemory.test/")
    monkeypatch.setenv("SUPERMEMORY_API_KEY", "sm-key")
    client = Memhub()
    assert client.base_url == "http://supermemory.test"
    assert client.api_key == "sm-key"
    monkeypatch.setenv("MEMHUB_BASE_URL", "http://memhub.env")
    monkeypatch.setenv("MEMHUB_API_KEY", "mh-key")
    client = Memhub()
    assert (client.base_url, client.api_key) == ("http://memhub.env", "mh-key")
    client = Memhub(base_url="http://explicit", api_key="explicit")
    assert (client.base_url, client.api_key) == ("http://explicit", "explicit")


@pytest.mark.parametrize("client_class", [Memhub, AsyncMemhub])
@pytest.mark.parametrize("key_source", ["MEMHUB_API_KEY", "SUPERMEMORY_API_KEY", "argument"])
def test_a_key_without_a_url_is_a_configuration_error(
    monkeypatch: pytest.MonkeyPatch, client_class: type[Memhub | AsyncMemhub], key_source: str
) -> None:
    # A forgotten MEMHUB_BASE_URL must not quietly run an engine on ./.memhub.
    if key_source == "argument":
        make = lambda: client_class(api_key="mh-key")  # noqa: E731
    else:
        monkeypatch.setenv(key_source, "mh-key")
        make = client_class
    with pytest.raises(ConfigurationError, match="MEMHUB_BASE_URL") as info:
        make()
    assert "embedded=True" in str(info.value)
    assert isinstance(info.value, ValueError)


def test_embedded_true_runs_in_process_whatever_the_environment_says(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MEMHUB_API_KEY", "mh-key")
    monkeypatch.setenv("MEMHUB_BASE_URL", "http://memhub.env")
    client = Memhub(embedded=True)
    assert client.embedded
    assert client.base_url is None
    assert "authorization" not in client._http.headers  # the server's key stays home
    assert AsyncMemhub(embedded=True).embedded


class _FakeEngineModule:
    """Stands in for memhub_server.embedded: counts engine starts."""

    def __init__(self) -> None:
        self.started: list[str] = []

    def _answer(self, request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"status": "ok", "version": "0"})

    def sync_transport(self, data_dir: object) -> httpx.BaseTransport:
        self.started.append("sync")
        return httpx.MockTransport(self._answer)

    def async_transport(self, data_dir: object) -> httpx.AsyncBaseTransport:
        self.started.append("async")
        return httpx.MockTransport(self._answer)


async def test_start_starts_the_in_process_engine_once_and_a_server_client_has_none(
    monkeypatch: pytest.MonkeyPatch, tmp_path: object
) -> None:
    engine = _FakeEngineModule()
    monkeypatch.setattr("memhub._embedded._engine_module", lambda: engine)
    client = Memhub(embedded=True, data_dir=str(tmp_path))
    aclient = AsyncMemhub(embedded=True, data_dir=str(tmp_path))
    assert engine.started == []  # constructing a client starts nothing
    client.start()
    client.start()
    await aclient.start()
    await aclient.start()
    assert engine.started == ["sync", "async"]
    client.health()
    await aclient.health()
    assert engine.started == ["sync", "async"]  # calls use the engine already started

    sent: list[httpx.Request] = []

    def record(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={})

    remote = Memhub(base_url=BASE, transport=httpx.MockTransport(record))
    remote.start()
    assert sent == []


def test_embedded_settings_that_contradict_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ConfigurationError, match="base_url"):
        Memhub(embedded=True, base_url=BASE)
    with pytest.raises(ConfigurationError, match="needs a memhub server"):
        Memhub(embedded=False)
    monkeypatch.setenv("MEMHUB_BASE_URL", BASE)
    assert Memhub(embedded=False).base_url == BASE


def test_a_key_with_a_transport_of_its_own_needs_no_url() -> None:
    handler = httpx.MockTransport(lambda request: httpx.Response(200, json=SEARCH))
    Memhub(api_key="k", transport=handler).search("u", query="x")


def test_no_key_sends_no_authorization_header() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/search").respond(200, json=SEARCH)
        Memhub(base_url=BASE).search("u", query="x")
    assert "authorization" not in route.calls.last.request.headers


def test_default_headers_and_user_agent() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/search").respond(200, json=SEARCH)
        Memhub(base_url=BASE, default_headers={"x-trace": "1"}).search("u", query="x")
    headers = route.calls.last.request.headers
    assert headers["x-trace"] == "1"
    assert headers["user-agent"].startswith("memhub-python/")


def test_custom_transport_is_used() -> None:
    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.url.path)
        return httpx.Response(200, json=SEARCH)

    Memhub(base_url=BASE, transport=httpx.MockTransport(handler)).search("u", query="x")
    assert seen == ["/ns/u/search"]


def test_embedded_mode_without_server_package_explains_itself(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import memhub._embedded as embedded

    def missing() -> object:
        raise MemhubError("no memhub server is configured: pass base_url=...")

    monkeypatch.setattr(embedded, "_engine_module", missing)
    client = Memhub()  # constructing is cheap: the engine loads on first use
    assert client.embedded
    with pytest.raises(MemhubError, match="no memhub server is configured"):
        client.search("u", query="x")


def test_importing_memhub_stays_light() -> None:
    import subprocess
    import sys

    code = (
        "import sys, memhub, memhub.prompt, memhub.capture, memhub.types;"
        "heavy = [m for m in ('numpy', 'memhub_server', 'openai', 'anthropic', 'fastapi')"
        " if m in sys.modules]; print(heavy)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
    assert memhub.__version__


# -- client-side validation: nothing malformed leaves the process


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda c: c.search("bad ns!", query="x"), "invalid namespace"),
        (lambda c: c.search("u", query=""), "query"),
        (lambda c: c.search("u", query="x", limit=0), "limit"),
        (lambda c: c.search("u", query="x", threshold=1.5), "threshold"),
        (lambda c: c.search("u", query="x", q="legacy"), "q"),
        (lambda c: c.search("u", query="x", filter={"AND": []}), "filter"),
        (
            lambda c: c.search(
                "u", query="x", filter={"field": "a", "operator": "gt", "value": "3"}
            ),
            "filter",
        ),
        (lambda c: c.add("u", content="x", container_tag="legacy"), "container_tag"),
        (lambda c: c.add("u", content="x", metadata={"nested": {"a": 1}}), "metadata"),
        (lambda c: c.add("u", content="x", date="last tuesday"), "ISO 8601"),
        (lambda c: c.add("u", content="x", id="x" * 256), "id"),
        (lambda c: c.documents.get("u", ""), "document id"),
        (lambda c: c.documents.delete("u", ids=[]), "ids"),
        (lambda c: c.documents.batch_add("u", documents=["plain string"]), "documents"),
        (lambda c: c.profile("u", buckets=["Not A Slug"]), "buckets"),
        (lambda c: c.profiles.delete_buckets("u", buckets=["a", "a"]), "unique"),
        (lambda c: c.memories.get("u", "m", related_limit=0), "related_limit"),
        (lambda c: c.list("u", "everything"), "list type"),
        (lambda c: c.list("u", "documents", limit=101), "limit"),
        (lambda c: c.namespaces.delete("u", move_to="u"), "different namespace"),
        (lambda c: c.organization.update(organizational_context=""), "organizational_context"),
    ],
)
def test_invalid_requests_are_rejected_before_sending(call, message: str) -> None:
    with respx.mock(base_url=BASE, assert_all_called=False) as mock:
        route = mock.route()
        client = Memhub(base_url=BASE)
        with pytest.raises(InvalidRequestError, match=message):
            call(client)
    assert not route.called


def test_invalid_request_error_is_also_a_value_error() -> None:
    with pytest.raises(ValueError, match="invalid namespace"):
        Memhub(base_url=BASE).search("a/b", query="x")


# -- error mapping


@pytest.mark.parametrize(
    ("status", "exc_type"),
    [
        (400, BadRequestError),
        (401, AuthenticationError),
        (403, PermissionDeniedError),
        (404, NotFoundError),
        (409, ConflictError),
        (402, APIStatusError),
    ],
)
def test_status_codes_map_to_exceptions(status: int, exc_type: type[APIStatusError]) -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/search").respond(status, json={"error": "nope", "details": "d"})
        with pytest.raises(exc_type) as info:
            Memhub(base_url=BASE).search("u", query="x")
    assert route.call_count == 1  # 4xx is never retried
    assert info.value.status_code == status
    assert info.value.message == "nope"
    assert info.value.body == {"error": "nope", "details": "d"}
    assert str(info.value) == f"{status}: nope"


def test_validation_error_list_is_summarised() -> None:
    body = {"success": False, "error": [{"message": "Required", "path": ["query"]}]}
    with respx.mock(base_url=BASE) as mock:
        mock.post("/ns/u/search").respond(400, json=body)
        with pytest.raises(BadRequestError, match="query: Required"):
            Memhub(base_url=BASE).search("u", query="x")


def test_non_json_error_body_is_kept_as_text() -> None:
    with respx.mock(base_url=BASE) as mock:
        mock.post("/ns/u/search").respond(502, text="Bad gateway from proxy")
        with pytest.raises(InternalServerError, match="Bad gateway from proxy"):
            Memhub(base_url=BASE, max_retries=0).search("u", query="x")


def test_malformed_success_body_raises_api_error() -> None:
    with respx.mock(base_url=BASE) as mock:
        mock.post("/ns/u/search").respond(200, text="not json")
        with pytest.raises(APIStatusError, match="unexpected response body"):
            Memhub(base_url=BASE).search("u", query="x")


# -- retries


def test_5xx_is_retried_with_growing_backoff(slept: list[float]) -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/search").mock(
            side_effect=[
                httpx.Response(503, json={"error": "busy"}),
                httpx.Response(500, json={"error": "oops"}),
                httpx.Response(200, json=SEARCH),
            ]
        )
        Memhub(base_url=BASE, max_retries=2).search("u", query="x")
    assert route.call_count == 3
    assert len(slept) == 2
    assert 0.375 <= slept[0] <= 0.625  # 0.5 s ± 25 % jitter
    assert 0.75 <= slept[1] <= 1.25


def test_retries_are_bounded() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/search").respond(500, json={"error": "down"})
        with pytest.raises(InternalServerError):
            Memhub(base_url=BASE, max_retries=3).search("u", query="x")
    assert route.call_count == 4


def test_429_honours_retry_after(slept: list[float]) -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/search").mock(
            side_effect=[
                httpx.Response(429, json={"error": "slow down"}, headers={"retry-after": "3"}),
                httpx.Response(429, json={"error": "slow down"}, headers={"retry-after-ms": "250"}),
                httpx.Response(200, json=SEARCH),
            ]
        )
        Memhub(base_url=BASE).search("u", query="x")
    assert route.call_count == 3
    assert slept == [3.0, 0.25]


def test_429_with_an_unreasonable_wait_is_raised(slept: list[float]) -> None:
    with respx.mock(base_url=BASE) as mock:
        mock.post("/ns/u/search").respond(
            429, json={"error": "quota"}, headers={"retry-after": "3600"}
        )
        with pytest.raises(RateLimitError):
            Memhub(base_url=BASE).search("u", query="x")
    assert slept == []


def test_connect_errors_are_retried_even_for_writes() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/document").mock(
            side_effect=[httpx.ConnectError("refused"), httpx.Response(200, json={"id": "d"})]
        )
        Memhub(base_url=BASE).add("u", content="hello")
    assert route.call_count == 2


def test_read_timeout_of_a_non_idempotent_write_is_not_retried() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/document").mock(side_effect=httpx.ReadTimeout("slow"))
        with pytest.raises(APITimeoutError):
            Memhub(base_url=BASE).add("u", content="hello")
    assert route.call_count == 1


def test_read_timeout_of_a_keyed_write_is_retried() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/document").mock(
            side_effect=[httpx.ReadTimeout("slow"), httpx.Response(200, json={"id": "conv"})]
        )
        Memhub(base_url=BASE).add("u", content="hello", id="conv")
    assert route.call_count == 2


def test_read_timeout_of_a_read_is_retried_then_raised() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/search").mock(side_effect=httpx.ReadTimeout("slow"))
        with pytest.raises(APITimeoutError) as info:
            Memhub(base_url=BASE, max_retries=1).search("u", query="x")
    assert route.call_count == 2
    assert isinstance(info.value, APIConnectionError)


def test_connection_error_after_retries() -> None:
    with respx.mock(base_url=BASE) as mock:
        mock.post("/ns/u/search").mock(side_effect=httpx.ConnectError("refused"))
        with pytest.raises(APIConnectionError, match="could not reach"):
            Memhub(base_url=BASE, max_retries=0).search("u", query="x")


async def test_async_retries_and_errors(slept: list[float]) -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/search").mock(
            side_effect=[httpx.ConnectError("refused"), httpx.Response(200, json=SEARCH)]
        )
        async with AsyncMemhub(base_url=BASE) as client:
            await client.search("u", query="x")
            assert route.call_count == 2
            mock.post("/ns/u/profile").respond(403, json={"error": "read-only key"})
            with pytest.raises(PermissionDeniedError, match="read-only key"):
                await client.profile("u")
    assert len(slept) == 1


# -- timeouts


def _timeout_of(request: httpx.Request) -> dict[str, float | None]:
    return request.extensions["timeout"]


def test_default_timeout_is_60s_with_5s_connect() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/search").respond(200, json=SEARCH)
        Memhub(base_url=BASE).search("u", query="x")
    assert _timeout_of(route.calls.last.request) == {
        "connect": 5.0,
        "read": 60.0,
        "write": 60.0,
        "pool": 60.0,
    }


def test_client_and_per_call_timeouts() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/search").respond(200, json=SEARCH)
        client = Memhub(base_url=BASE, timeout=10)
        client.search("u", query="x")
        assert _timeout_of(route.calls.last.request)["read"] == 10
        client.search("u", query="x", timeout=0.5)
        assert _timeout_of(route.calls.last.request) == {
            "connect": 0.5,
            "read": 0.5,
            "write": 0.5,
            "pool": 0.5,
        }
        forget = mock.delete("/ns/u/memories").respond(200, json={"count": 0})
        client.memories.forget("u", ids=["m"], timeout=2)
        assert _timeout_of(forget.calls.last.request)["read"] == 2
        # the next call is back on the client default
        client.search("u", query="x")
        assert _timeout_of(route.calls.last.request)["read"] == 10


async def test_async_per_call_timeout() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.post("/ns/u/profile").respond(200, json={"profile": {}})
        async with AsyncMemhub(base_url=BASE) as client:
            await client.profile("u", timeout=1.5)
    assert _timeout_of(route.calls.last.request)["read"] == 1.5

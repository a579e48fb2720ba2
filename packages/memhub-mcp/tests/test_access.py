"""Which namespace a call works in, and what a key may do, without an engine."""

from __future__ import annotations

import httpx
import pytest

from memhub import AsyncMemhub, InternalServerError
from memhub_mcp._access import Access, Caller, NamespaceError, resolve_namespace


def test_an_explicit_namespace_wins_over_the_key_and_the_default() -> None:
    assert resolve_namespace(" bo ", Access(namespaces=("alex",)), "team") == "bo"


def test_a_key_with_one_namespace_gives_it_before_the_default() -> None:
    assert resolve_namespace(None, Access(namespaces=("alex",)), "team") == "alex"
    assert resolve_namespace("", Access(namespaces=("alex",)), None) == "alex"


def test_the_default_serves_a_key_with_all_or_several_namespaces() -> None:
    assert resolve_namespace(None, Access(), "team") == "team"
    assert resolve_namespace(None, Access(namespaces=("a", "b")), "team") == "team"


@pytest.mark.parametrize(
    ("given", "access", "message"),
    [
        (None, Access(), "pass 'namespace' (list_namespaces shows the namespaces there are)"),
        (None, Access(namespaces=("a", "b")), "pass 'namespace' (this key may use a, b)"),
        (7, Access(), "'namespace' must be a string"),
        ("two words", Access(), "'namespace' 'two words' is not a valid namespace"),
        ("x" * 101, Access(), "at most 100 characters"),
    ],
)
def test_no_usable_namespace_says_what_to_pass(given: object, access: Access, message: str) -> None:
    with pytest.raises(NamespaceError) as raised:
        resolve_namespace(given, access, None)
    assert message in str(raised.value)


def _client(handler: httpx.MockTransport) -> AsyncMemhub:
    return AsyncMemhub(base_url="http://memhub.test", api_key="k", transport=handler, max_retries=0)


async def test_a_keys_scope_is_read_once_from_whoami() -> None:
    calls: list[str] = []

    def answer(request: httpx.Request) -> httpx.Response:
        calls.append(request.url.path)
        return httpx.Response(200, json={"namespaces": ["alex"], "readOnly": True, "admin": False})

    async with _client(httpx.MockTransport(answer)) as client:
        caller = Caller(client)
        assert await caller.access() == Access(namespaces=("alex",), read_only=True)
        assert await caller.access() == Access(namespaces=("alex",), read_only=True)
    assert calls == ["/whoami"]


async def test_a_server_without_whoami_gives_full_access_and_an_outage_is_not_kept() -> None:
    status = {"code": 500}

    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(status["code"], json={"error": "no"})

    async with _client(httpx.MockTransport(answer)) as client:
        caller = Caller(client)
        with pytest.raises(InternalServerError):
            await caller.access()
        status["code"] = 404  # the hosted service has no /whoami
        assert await caller.access() == Access()

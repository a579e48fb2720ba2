"""Fake memhub clients: canned profile and search answers, recorded calls.

They stand in for `memhub.Memhub` / `memhub.AsyncMemhub` structurally, the
same way adapters use the real ones, and can be slowed down or made to fail.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from memhub.prompt import MemoryContext, arecall, recall
from memhub.types import ProfileResponse, SearchResponse

SearchItem = str | tuple[str, float] | dict[str, Any]


def _profile(static: Sequence[str], dynamic: Sequence[str]) -> ProfileResponse:
    return ProfileResponse.model_validate(
        {
            "profile": {
                "static": [{"id": f"st{i}", "memory": m} for i, m in enumerate(static, 1)],
                "dynamic": [{"id": f"dy{i}", "memory": m} for i, m in enumerate(dynamic, 1)],
                "buckets": {"work": [{"id": "b1", "memory": "buckets are never injected"}]},
            }
        }
    )


def _hit(index: int, item: SearchItem) -> dict[str, Any]:
    hit: dict[str, Any] = {
        "id": f"se{index}",
        "similarity": 0.9,
        "metadata": {},
        "system": {"updatedAt": "2025-03-04T05:06:07Z"},
    }
    if isinstance(item, str):
        hit["memory"] = item
    elif isinstance(item, tuple):
        hit["memory"], hit["similarity"] = item
    else:
        hit.update(item)
    return hit


def _search(items: Sequence[SearchItem]) -> SearchResponse:
    return SearchResponse.model_validate(
        {"results": [_hit(i, item) for i, item in enumerate(items, 1)], "searchTime": 1.0}
    )


class _Fake:
    def __init__(
        self,
        *,
        static: Sequence[str] = (),
        dynamic: Sequence[str] = (),
        search: Sequence[SearchItem] = (),
        delay: float | dict[str, float] = 0.0,
        fail: dict[str, Exception] | None = None,
    ) -> None:
        self.static, self.dynamic, self.hits = list(static), list(dynamic), list(search)
        self.delay = delay
        self.fail = fail or {}
        self.calls: list[tuple[str, str, dict[str, Any]]] = []
        self.release = threading.Event()

    def _answer(self, method: str) -> Any:
        if method in self.fail:
            raise self.fail[method]
        return _profile(self.static, self.dynamic) if method == "profile" else _search(self.hits)

    def delay_of(self, method: str) -> float:
        return self.delay.get(method, 0.0) if isinstance(self.delay, dict) else self.delay

    def count(self, method: str) -> int:
        return sum(1 for name, _, _ in self.calls if name == method)


class FakeClient(_Fake):
    """Sync, like `memhub.Memhub`. `release` cuts a delay short at teardown."""

    def profile(self, namespace: str, **kwargs: Any) -> ProfileResponse:
        self.calls.append(("profile", namespace, kwargs))
        self.release.wait(self.delay_of("profile"))
        return self._answer("profile")  # type: ignore[no-any-return]

    def search(self, namespace: str, **kwargs: Any) -> SearchResponse:
        self.calls.append(("search", namespace, kwargs))
        self.release.wait(self.delay_of("search"))
        return self._answer("search")  # type: ignore[no-any-return]


class AsyncFakeClient(_Fake):
    """Async, like `memhub.AsyncMemhub`. `cancelled` lists calls cut off midway."""

    cancelled: list[str]

    async def _call(self, method: str, namespace: str, kwargs: dict[str, Any]) -> Any:
        self.calls.append((method, namespace, kwargs))
        try:
            await asyncio.sleep(self.delay_of(method))
        except asyncio.CancelledError:
            self.cancelled = [*getattr(self, "cancelled", []), method]
            raise
        return self._answer(method)

    async def profile(self, namespace: str, **kwargs: Any) -> ProfileResponse:
        return await self._call("profile", namespace, kwargs)  # type: ignore[no-any-return]

    async def search(self, namespace: str, **kwargs: Any) -> SearchResponse:
        return await self._call("search", namespace, kwargs)  # type: ignore[no-any-return]


@pytest.fixture
def sync_client() -> Iterator[Callable[..., FakeClient]]:
    made: list[FakeClient] = []

    def make(**kwargs: Any) -> FakeClient:
        made.append(FakeClient(**kwargs))
        return made[-1]

    yield make
    for client in made:  # let slow fakes' worker threads finish now
        client.release.set()


@pytest.fixture
def async_client() -> Callable[..., AsyncFakeClient]:
    return AsyncFakeClient


class Flavour:
    """Runs the same scenario through the sync or the async API, awaitably."""

    def __init__(self, name: str, make: Callable[..., _Fake]) -> None:
        self.name = name
        self.make = make

    async def recall(self, client: Any, namespace: str, query: str, options: Any = None) -> Any:
        if self.name == "sync":
            return recall(client, namespace, query, options)
        return await arecall(client, namespace, query, options)

    async def build(self, context: MemoryContext, messages: Any) -> str | None:
        if self.name == "sync":
            return context.build(messages)
        return await context.abuild(messages)

    async def build_for_query(
        self, context: MemoryContext, query: str, *, new_turn: bool = True
    ) -> str | None:
        if self.name == "sync":
            return context.build_for_query(query, new_turn=new_turn)
        return await context.abuild_for_query(query, new_turn=new_turn)

    async def inject(self, context: MemoryContext, messages: Any) -> list[Any]:
        if self.name == "sync":
            return context.inject(messages)
        return await context.ainject(messages)


@pytest.fixture(params=["sync", "async"])
def flavour(
    request: pytest.FixtureRequest,
    sync_client: Callable[..., FakeClient],
    async_client: Callable[..., AsyncFakeClient],
) -> Flavour:
    return Flavour(request.param, sync_client if request.param == "sync" else async_client)

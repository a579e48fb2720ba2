from __future__ import annotations

import threading

import pytest

from memhub.prompt import Recall, TurnCache, TurnKey


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _key(message: str, *, namespace: str = "u1", conversation: str | None = "c1") -> TurnKey:
    return TurnKey.of(namespace, conversation, "full", message)


def _recall(query: str) -> Recall:
    return Recall(mode="full", query=query)


def test_miss_then_hit() -> None:
    cache = TurnCache()
    assert cache.get(_key("hello")) is None
    value = _recall("hello")
    cache.put(_key("hello"), value)
    assert cache.get(_key("hello")) is value
    assert len(cache) == 1


def test_message_whitespace_is_normalized_but_case_is_not() -> None:
    cache = TurnCache()
    cache.put(_key("  plan   my\tweek \n"), _recall("x"))
    assert cache.get(_key("plan my week")) is not None
    assert cache.get(_key("Plan my week")) is None


@pytest.mark.parametrize(
    "other",
    [
        TurnKey.of("u2", "c1", "full", "hello"),
        TurnKey.of("u1", "c2", "full", "hello"),
        TurnKey.of("u1", None, "full", "hello"),
        TurnKey.of("u1", "c1", "profile", "hello"),
    ],
)
def test_every_key_part_separates_entries(other: TurnKey) -> None:
    cache = TurnCache()
    cache.put(TurnKey.of("u1", "c1", "full", "hello"), _recall("x"))
    assert cache.get(other) is None


def test_ttl_expiry_with_a_fake_clock() -> None:
    clock = FakeClock()
    cache = TurnCache(ttl=10.0, clock=clock)
    cache.put(_key("hello"), _recall("x"))
    clock.now += 9.9
    assert cache.get(_key("hello")) is not None
    clock.now += 0.1
    assert cache.get(_key("hello")) is None
    assert len(cache) == 0


def test_len_purges_expired_entries() -> None:
    clock = FakeClock()
    cache = TurnCache(ttl=5.0, clock=clock)
    cache.put(_key("old"), _recall("old"))
    clock.now += 3
    cache.put(_key("new"), _recall("new"))
    clock.now += 3
    assert len(cache) == 1
    assert cache.get(_key("new")) is not None


def test_put_refreshes_the_ttl() -> None:
    clock = FakeClock()
    cache = TurnCache(ttl=5.0, clock=clock)
    cache.put(_key("a"), _recall("1"))
    clock.now += 4
    cache.put(_key("a"), _recall("2"))
    clock.now += 4
    hit = cache.get(_key("a"))
    assert hit is not None
    assert hit.query == "2"


def test_least_recently_used_entry_is_evicted() -> None:
    cache = TurnCache(maxsize=2)
    cache.put(_key("a"), _recall("a"))
    cache.put(_key("b"), _recall("b"))
    assert cache.get(_key("a")) is not None  # "a" is now the most recent
    cache.put(_key("c"), _recall("c"))
    assert cache.get(_key("b")) is None
    assert cache.get(_key("a")) is not None
    assert cache.get(_key("c")) is not None
    assert len(cache) == 2


def test_clear() -> None:
    cache = TurnCache()
    cache.put(_key("a"), _recall("a"))
    cache.clear()
    assert len(cache) == 0
    assert cache.get(_key("a")) is None


@pytest.mark.parametrize("bad", [{"maxsize": 0}, {"ttl": 0.0}, {"ttl": -1.0}])
def test_bad_settings_are_rejected(bad: dict[str, float]) -> None:
    with pytest.raises(ValueError, match=next(iter(bad))):
        TurnCache(**bad)  # type: ignore[arg-type]


def test_concurrent_use_keeps_the_size_bound() -> None:
    cache = TurnCache(maxsize=50)
    errors: list[BaseException] = []

    def worker(offset: int) -> None:
        try:
            for i in range(500):
                key = _key(f"m{offset + i}")
                cache.put(key, _recall("x"))
                cache.get(_key(f"m{offset + i - 1}"))
        except BaseException as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=worker, args=(n * 1000,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(cache) == 50

"""Fetch what memory knows for one turn: profile and search, in parallel, time-boxed.

Recall runs before every model call, so it must be quick and must not take
the host app down with it: both requests run at once, the pair is bounded by
one deadline, and by default a failure or a timeout yields an empty recall
(the model answers without memory) plus a warning in the `memhub` log. While
the client's circuit breaker is open (the server has been unreachable), recall
sends nothing and returns the empty recall at once; the breaker has already
logged the outage, so these turns log only at debug level.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import FIRST_EXCEPTION, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, replace
from typing import Any, Protocol, get_args

from .._breaker import CircuitBreaker
from .._exceptions import APITimeoutError, CircuitOpenError
from .._params import FilterInput
from ..types import ProfileResponse, SearchMode, SearchResponse
from .budget import DEFAULT_TOKEN_BUDGET
from .dedup import memory_key
from .facts import Fact, Recall
from .modes import MemoryMode

__all__ = [
    "AsyncMemoryClient",
    "FilterInput",
    "MemoryClient",
    "RecallOptions",
    "arecall",
    "recall",
]

logger = logging.getLogger("memhub")

PROFILE_OVERFETCH = 2
"""In full mode, how many times `search_limit` hits the search asks for (at most 100),
to make up for the hits that only repeat a profile fact."""

# The clients hold each call to `timeout` themselves and report a timeout to their
# circuit breaker. The recall's own guard waits this much longer, so it only fires
# for a client that overruns, and never beats the client to its report.
_GUARD_GRACE = 0.05


class MemoryClient(Protocol):
    """The part of `memhub.Memhub` recall uses."""

    def profile(
        self, namespace: str, /, *, filter: FilterInput | None = None, timeout: float | None = None
    ) -> ProfileResponse: ...

    def search(
        self,
        namespace: str,
        /,
        *,
        query: str,
        filter: FilterInput | None = None,
        search_mode: SearchMode | None = None,
        limit: int | None = None,
        threshold: float | None = None,
        rewrite_query: bool | None = None,
        timeout: float | None = None,
    ) -> SearchResponse: ...


class AsyncMemoryClient(Protocol):
    """The part of `memhub.AsyncMemhub` recall uses."""

    async def profile(
        self, namespace: str, /, *, filter: FilterInput | None = None, timeout: float | None = None
    ) -> ProfileResponse: ...

    async def search(
        self,
        namespace: str,
        /,
        *,
        query: str,
        filter: FilterInput | None = None,
        search_mode: SearchMode | None = None,
        limit: int | None = None,
        threshold: float | None = None,
        rewrite_query: bool | None = None,
        timeout: float | None = None,
    ) -> SearchResponse: ...


@dataclass(frozen=True, slots=True)
class RecallOptions:
    """How much to recall and how long to wait for it.

    `threshold` is the server's own default, 0.3, calibrated on the development set
    (`bench/calibrate_thresholds.py`): on single-hop questions whose answer is a
    fact, the share of memory results that held the answer barely moved (6-7 %) from
    0.3 to 0.6, while the share of questions with an answering memory among the
    results fell from 46 % to 35 %; only above 0.75 does a similarity start to mean a
    likely answer. A higher threshold therefore lost answers without buying precision;
    the token budget bounds the prompt instead. `rewrite_query` asks the server to
    match a first-person question ("Where do I live?") to what memory says about the
    namespace's person. `search_mode` is hybrid: memories and the passages they were
    formed from compete on one ranking, so a question whose answer the extractor did
    not turn into a memory (a fact said in passing, in the second person, in a
    paraphrase) is still answered by its passage, with its speakers and date. On the
    development set's single-hop questions whose answer is a fact, a recalled fact
    held the answer for 50 % of them with `"memories"` and about 74 % with hybrid
    (`bench/bench_recall.py`, prompt default); `"memories"` keeps raw passages out.
    `timeout` is the whole recall's deadline: profile and search run side by side
    within it, their retries included.

    `token_budget` bounds the memory block instead of a fixed count: after
    dedup, facts are taken by rank while their estimated tokens fit
    (`memhub.prompt.fit_budget`; None shows everything recalled).
    `search_limit` is the most search hits shown beside the profile. In full mode
    the search often returns facts the profile already holds (its memories are the
    ones most like any question about the person), and dedup drops those copies; so
    full mode asks the server for `PROFILE_OVERFETCH` times as many hits and keeps
    the first `search_limit` that the profile does not already show (see
    `_beside_profile`). On the hand-written development sets such copies took most of
    the ten places, so the passage holding the answer, ranked just after them, was
    never seen.
    """

    mode: MemoryMode = "full"
    search_limit: int = 10
    threshold: float = 0.3
    search_mode: SearchMode = "hybrid"
    timeout: float = 3.0
    raise_on_error: bool = False
    rewrite_query: bool = True
    filter: FilterInput | None = None
    token_budget: int | None = DEFAULT_TOKEN_BUDGET

    def __post_init__(self) -> None:
        if self.mode not in get_args(MemoryMode):
            raise ValueError(f"mode must be profile, query or full, got {self.mode!r}")
        if not 1 <= self.search_limit <= 100:
            raise ValueError(f"search_limit must be 1..100, got {self.search_limit}")
        if not 0 <= self.threshold <= 1:
            raise ValueError(f"threshold must be 0..1, got {self.threshold}")
        if self.timeout <= 0:
            raise ValueError(f"timeout must be positive, got {self.timeout}")
        if self.token_budget is not None and self.token_budget < 1:
            raise ValueError(f"token_budget must be positive or None, got {self.token_budget}")


def _plan(mode: MemoryMode, query: str) -> tuple[bool, bool]:
    """(fetch profile?, fetch search?). Without user text there is nothing to search."""
    return mode != "query", mode != "profile" and bool(query)


def _profile_kwargs(options: RecallOptions) -> dict[str, Any]:
    kwargs: dict[str, Any] = {"timeout": options.timeout}
    if options.filter is not None:
        kwargs["filter"] = options.filter
    return kwargs


def _asked(options: RecallOptions) -> int:
    """How many hits to ask the server for (see `RecallOptions.search_limit`)."""
    if options.mode != "full":
        return options.search_limit
    return min(options.search_limit * PROFILE_OVERFETCH, 100)


def _search_kwargs(options: RecallOptions, query: str) -> dict[str, Any]:
    return {
        **_profile_kwargs(options),
        "query": query,
        "search_mode": options.search_mode,
        "threshold": options.threshold,
        "limit": _asked(options),
        "rewrite_query": options.rewrite_query,
    }


def _beside_profile(fetched: Recall, limit: int) -> Recall:
    """`fetched` with its search hits cut after the `limit`-th one that the profile does
    not already hold; hits that repeat a profile fact stay (dedup drops them later) but
    do not count, so they never push out the hits only the search has."""
    shown = {memory_key(f.text) for f in fetched.static + fetched.dynamic}
    kept: list[Fact] = []
    new = 0
    for fact in fetched.search:
        if new == limit:
            break
        kept.append(fact)
        new += memory_key(fact.text) not in shown
    return replace(fetched, search=tuple(kept))


def _give_up(error: Exception, options: RecallOptions, query: str) -> Recall:
    """The empty recall that stands in for a failed one (or the error, if asked)."""
    if options.raise_on_error:
        raise error
    if isinstance(error, CircuitOpenError):
        logger.debug("memory recall skipped, the server is unreachable: %s", error)
    else:
        logger.warning("memory recall failed, answering without memory: %s", error)
    return Recall(mode=options.mode, query=query, error=error)


def _refused(client: object) -> CircuitOpenError | None:
    """The breaker's refusal, when the client has one that is open: recall can
    answer without starting a thread or a task."""
    breaker = getattr(client, "breaker", None)
    return breaker.refusal() if isinstance(breaker, CircuitBreaker) else None


def _timed_out(options: RecallOptions) -> APITimeoutError:
    return APITimeoutError(f"memory recall did not finish within {options.timeout:g}s")


async def _afetch(
    client: AsyncMemoryClient, namespace: str, query: str, options: RecallOptions
) -> Recall:
    want_profile, want_search = _plan(options.mode, query)
    # A task group cancels the sibling as soon as one call fails or time runs out,
    # so no request outlives the recall that asked for it.
    async with asyncio.TaskGroup() as group:
        profile = search = None
        if want_profile:
            profile = group.create_task(client.profile(namespace, **_profile_kwargs(options)))
        if want_search:
            search = group.create_task(client.search(namespace, **_search_kwargs(options, query)))
    fetched = Recall.from_responses(
        options.mode,
        query,
        profile.result() if profile else None,
        search.result() if search else None,
    )
    return _beside_profile(fetched, options.search_limit)


async def arecall(
    client: AsyncMemoryClient, namespace: str, query: str, options: RecallOptions | None = None
) -> Recall:
    """Recall memory for `query` in `namespace` (async client).

    Profile mode ignores `query`. Query mode with no query makes no request;
    full mode with no query fetches the profile alone.
    """
    options = options or RecallOptions()
    query = query.strip()
    if not any(_plan(options.mode, query)):
        return Recall(mode=options.mode, query=query)
    if (refusal := _refused(client)) is not None:
        return _give_up(refusal, options, query)
    error: Exception
    try:
        async with asyncio.timeout(options.timeout + _GUARD_GRACE):
            return await _afetch(client, namespace, query, options)
    except TimeoutError:
        error = _timed_out(options)
    except ExceptionGroup as group:
        error = group.exceptions[0]
    return _give_up(error, options, query)


def _collect(
    profile: Future[ProfileResponse] | None,
    search: Future[SearchResponse] | None,
    options: RecallOptions,
) -> tuple[ProfileResponse | None, SearchResponse | None]:
    calls: list[Future[Any]] = [call for call in (profile, search) if call is not None]
    done, pending = wait(calls, timeout=options.timeout, return_when=FIRST_EXCEPTION)
    for call in done:
        if (error := call.exception()) is not None:
            raise error
    if pending:
        raise _timed_out(options)
    return (profile.result() if profile else None, search.result() if search else None)


def recall(
    client: MemoryClient, namespace: str, query: str, options: RecallOptions | None = None
) -> Recall:
    """Recall memory for `query` in `namespace` (sync client); same rules as `arecall`."""
    options = options or RecallOptions()
    query = query.strip()
    want_profile, want_search = _plan(options.mode, query)
    if not (want_profile or want_search):
        return Recall(mode=options.mode, query=query)
    if (refusal := _refused(client)) is not None:
        return _give_up(refusal, options, query)
    pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="memhub-recall")
    try:
        profile = search = None
        if want_profile:
            profile = pool.submit(client.profile, namespace, **_profile_kwargs(options))
        if want_search:
            search = pool.submit(client.search, namespace, **_search_kwargs(options, query))
        responses = _collect(profile, search, options)
    except Exception as error:
        return _give_up(error, options, query)
    finally:
        # Never wait for a call that overran the deadline: the client holds it to
        # the same deadline in the background, and the caller moves on now.
        pool.shutdown(wait=False, cancel_futures=True)
    return _beside_profile(
        Recall.from_responses(options.mode, query, *responses), options.search_limit
    )

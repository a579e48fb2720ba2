"""memhub's one retry policy: what is retried, how long it waits, and the deadline.

The client, the BackgroundWriter and the server's remote embedder and LLM extractor
all retry through `RetryPolicy`; their own tests check they use it."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import httpx
import pytest

from memhub import RetryPolicy
from memhub._retry import RETRYABLE_STATUSES, retry_after


@pytest.mark.parametrize("status", [408, 425, 429, 500, 502, 503, 504, 599])
def test_passing_statuses_are_retried(status: int) -> None:
    assert RetryPolicy().should_retry_status(status)


@pytest.mark.parametrize("status", [400, 401, 403, 404, 409, 413, 422])
def test_other_client_errors_are_not(status: int) -> None:
    assert not RetryPolicy().should_retry_status(status)


def test_statuses_can_be_narrowed() -> None:
    policy = RetryPolicy(statuses=frozenset({429}))
    assert policy.should_retry_status(429) and policy.should_retry_status(503)
    assert not policy.should_retry_status(408)
    assert frozenset({408, 425, 429}) == RETRYABLE_STATUSES


def test_exceptions_retried_by_idempotency() -> None:
    request = httpx.Request("POST", "http://x.test")
    connect = httpx.ConnectError("refused", request=request)
    read = httpx.ReadTimeout("slow", request=request)
    reset = httpx.ReadError("reset", request=request)
    assert RetryPolicy.should_retry_exception(connect, idempotent=False)
    assert not RetryPolicy.should_retry_exception(read, idempotent=False)
    assert not RetryPolicy.should_retry_exception(reset, idempotent=False)
    assert RetryPolicy.should_retry_exception(read, idempotent=True)
    assert RetryPolicy.should_retry_exception(reset, idempotent=True)
    bad_scheme = httpx.UnsupportedProtocol("ftp", request=request)
    assert not RetryPolicy.should_retry_exception(bad_scheme, idempotent=True)


def test_backoff_doubles_within_jitter_bounds_and_is_capped() -> None:
    policy = RetryPolicy(initial_delay=0.5, max_delay=4.0)
    random.seed(7)
    for attempt, base in [(0, 0.5), (1, 1.0), (2, 2.0), (3, 4.0), (10, 4.0), (500, 4.0)]:
        waits = [policy.backoff(attempt) for _ in range(200)]
        assert all(base * 0.75 <= wait <= base * 1.25 for wait in waits)
        assert max(waits) - min(waits) > base * 0.2  # it is jittered, not constant


def test_retry_after_is_honoured_and_capped() -> None:
    policy = RetryPolicy(max_retry_after=10.0)
    for headers, expected in [
        ({"retry-after": "3"}, 3.0),
        ({"retry-after-ms": "250"}, 0.25),
        ({"retry-after-ms": "250", "retry-after": "9"}, 0.25),  # the finer one wins
        ({"retry-after": "-4"}, 0.0),
        ({"retry-after": "10"}, 10.0),
    ]:
        assert policy.delay(3, httpx.Response(429, headers=headers)) == expected
    # A longer wait than the cap is not waited for: the caller gives up instead.
    assert policy.delay(0, httpx.Response(429, headers={"retry-after": "11"})) is None


def test_an_unreadable_retry_after_falls_back_to_backoff() -> None:
    policy = RetryPolicy(initial_delay=1.0)
    wait = policy.delay(0, httpx.Response(503, headers={"retry-after": "soon"}))
    assert wait is not None and 0.75 <= wait <= 1.25


def test_retry_after_as_an_http_date() -> None:
    later = datetime.now(UTC) + timedelta(seconds=30)
    wait = retry_after(httpx.Response(503, headers={"retry-after": format_datetime(later, True)}))
    assert wait is not None and 25 <= wait <= 30
    past = format_datetime(datetime.now(UTC) - timedelta(hours=1), True)
    assert retry_after(httpx.Response(503, headers={"retry-after": past})) == 0.0


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_schedule_grants_at_most_max_retries() -> None:
    schedule = RetryPolicy(max_retries=2).start()
    assert schedule.next_delay() is not None
    assert schedule.next_delay() is not None
    assert schedule.next_delay() is None
    assert schedule.number == 2


def test_no_limit_keeps_granting() -> None:
    schedule = RetryPolicy(max_retries=None, max_delay=1.0).start()
    assert all(schedule.next_delay() is not None for _ in range(100))


def test_the_deadline_is_shared_by_every_retry() -> None:
    clock = Clock()
    schedule = RetryPolicy(max_retries=10).start(3.0, clock=clock)
    assert schedule.remaining() == 3.0
    clock.now += 1.0  # the first attempt took a second
    assert schedule.remaining() == 2.0
    assert schedule.grant(1.5) == 1.5  # fits: 1.5 s wait, 0.5 s left for the retry
    clock.now += 1.5
    assert schedule.grant(0.5) is None  # would land on the deadline: give up now
    assert schedule.number == 1
    clock.now += 1.0
    assert schedule.remaining() == 0.0 and schedule.expired()


def test_a_retry_after_longer_than_the_time_left_gives_up() -> None:
    schedule = RetryPolicy().start(5.0, clock=Clock())
    assert schedule.next_delay(httpx.Response(429, headers={"retry-after": "6"})) is None


def test_no_budget_means_no_deadline() -> None:
    schedule = RetryPolicy().start(None, clock=Clock())
    assert schedule.remaining() is None and not schedule.expired()


@pytest.mark.parametrize(
    "options",
    [{"max_retries": -1}, {"initial_delay": -0.1}, {"initial_delay": 2.0, "max_delay": 1.0}],
)
def test_bad_policies_are_refused(options: dict[str, float]) -> None:
    with pytest.raises(ValueError, match=r"max_retries|delay"):
        RetryPolicy(**options)  # type: ignore[arg-type]

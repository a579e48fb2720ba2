from __future__ import annotations

import threading

import pytest

from memhub import APITimeoutError
from memhub.prompt import call_within


def test_the_answer_comes_back_within_the_deadline() -> None:
    assert call_within(5.0, lambda a, b: a + b, 2, b=3) == 5


def test_a_call_past_the_deadline_raises_a_timeout_and_is_abandoned() -> None:
    release = threading.Event()
    try:
        with pytest.raises(APITimeoutError, match=r"within 0\.05s"):
            call_within(0.05, release.wait)
    finally:
        release.set()


def test_the_calls_own_error_propagates() -> None:
    def fail() -> None:
        raise KeyError("nope")

    with pytest.raises(KeyError):
        call_within(5.0, fail)

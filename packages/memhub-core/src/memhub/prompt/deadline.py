"""Bound a blocking memhub call by a wall-clock deadline.

A per-request timeout does not bound a call: the client retries, and each
attempt gets the full timeout again. Reads that sit in front of a model call
must give up on time, so the call runs in a worker thread and the caller stops
waiting at the deadline. The abandoned request ends on its own timeout.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import ParamSpec, TypeVar

from .._exceptions import APITimeoutError

__all__ = ["call_within"]

P = ParamSpec("P")
T = TypeVar("T")


def call_within(timeout: float, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T:
    """`fn(*args, **kwargs)`, or APITimeoutError once `timeout` seconds have passed."""
    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="memhub-deadline")
    try:
        future = pool.submit(fn, *args, **kwargs)
        try:
            return future.result(timeout)
        except TimeoutError:
            raise APITimeoutError(f"memhub did not answer within {timeout:g}s") from None
    finally:
        pool.shutdown(wait=False, cancel_futures=True)

"""The client arguments the store and the agent middleware take, checked one way."""

from __future__ import annotations

from memhub import AsyncMemhub, Memhub

__all__ = ["check_clients"]


def check_clients(owner: str, client: object, async_client: object) -> None:
    """Refuse a missing or mistyped client when `owner` is built, not at its first call."""
    if client is None and async_client is None:
        raise ValueError(f"{owner} needs a client (memhub.Memhub) or an async_client")
    if client is not None and not isinstance(client, Memhub):
        raise TypeError("client must be a memhub.Memhub (pass an AsyncMemhub as async_client)")
    if async_client is not None and not isinstance(async_client, AsyncMemhub):
        raise TypeError("async_client must be a memhub.AsyncMemhub")

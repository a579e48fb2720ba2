"""`with` for anything that has `close()`, `async with` for anything that has `aclose()`:
one definition each instead of one per class."""

from __future__ import annotations

from abc import ABC, abstractmethod
from types import TracebackType
from typing import Self

__all__ = ["AsyncClosing", "Closing"]


class Closing(ABC):
    """Entering gives the object itself; leaving, however it is left, closes it."""

    @abstractmethod
    def close(self) -> None:
        """Release what the object holds."""

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


class AsyncClosing(ABC):
    """Entering gives the object itself; leaving, however it is left, awaits `aclose()`."""

    @abstractmethod
    async def aclose(self) -> None:
        """Release what the object holds without blocking the event loop."""

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

"""What a recall produced, as plain immutable data.

Templates, dedup and adapters all read the same structure, so each fact keeps
what someone might want to show or act on: its id (usable with forget), its
score and metadata, and which part of memory it came from.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType
from typing import Any, Literal

from ..types import ProfileResponse, SearchResponse
from .modes import MemoryMode

__all__ = ["Fact", "Recall", "Section"]

Section = Literal["static", "dynamic", "search"]
"""`static`: durable facts about the user. `dynamic`: recent or evolving context.
`search`: hits for the current query."""


ECHO_MIN_CHARS = 12
"""Shortest message whose verbatim copy in a passage marks that passage as an echo."""


def _folded(text: str) -> str:
    return " ".join(text.casefold().split())


def _quotes(passage: str, message: str) -> bool:
    """Whether `passage` holds `message` word for word: the conversation being answered,
    already captured by an adapter that stores turns as they come, not memory of it.
    Short messages ("hi", "thanks") are left alone: many passages hold them."""
    wanted = _folded(message)
    return len(wanted) >= ECHO_MIN_CHARS and wanted in _folded(passage)


@dataclass(frozen=True, slots=True)
class Fact:
    """One remembered piece of text."""

    id: str
    text: str
    section: Section
    similarity: float | None = None
    # Excluded from hashing because mappings are not hashable; still compared.
    metadata: Mapping[str, Any] = field(default_factory=dict, hash=False)
    updated_at: datetime | None = None

    def __post_init__(self) -> None:
        # A read-only view keeps a frozen Fact frozen all the way down.
        if not isinstance(self.metadata, MappingProxyType):
            object.__setattr__(self, "metadata", MappingProxyType(dict(self.metadata)))


@dataclass(frozen=True, slots=True)
class Recall:
    """Everything recalled for one turn, split by where it came from.

    `error` is set when retrieval failed or timed out and the recall was
    replaced by an empty one, so callers can tell "nothing known" from "could
    not ask" (the turn cache, for one, does not keep failures).
    """

    mode: MemoryMode
    query: str = ""
    static: tuple[Fact, ...] = ()
    dynamic: tuple[Fact, ...] = ()
    search: tuple[Fact, ...] = ()
    error: Exception | None = field(default=None, compare=False)

    @property
    def is_empty(self) -> bool:
        return not (self.static or self.dynamic or self.search)

    @property
    def facts(self) -> tuple[Fact, ...]:
        """All facts in display order: static, dynamic, search."""
        return self.static + self.dynamic + self.search

    @classmethod
    def from_responses(
        cls,
        mode: MemoryMode,
        query: str,
        profile: ProfileResponse | None,
        search: SearchResponse | None,
    ) -> Recall:
        """Convert wire responses, dropping entries with no text to show and passages
        that quote `query` itself (see `_quotes`)."""
        static: tuple[Fact, ...] = ()
        dynamic: tuple[Fact, ...] = ()
        if profile is not None:
            static = tuple(
                Fact(id=f.id, text=f.memory, section="static")
                for f in profile.profile.static
                if f.memory.strip()
            )
            dynamic = tuple(
                Fact(id=f.id, text=f.memory, section="dynamic")
                for f in profile.profile.dynamic
                if f.memory.strip()
            )
        hits: tuple[Fact, ...] = ()
        if search is not None:
            hits = tuple(
                Fact(
                    id=r.id,
                    text=r.text,
                    section="search",
                    similarity=r.similarity,
                    metadata=r.metadata,
                    updated_at=r.system.updated_at,
                )
                for r in search.results
                if r.text.strip() and not (r.chunk is not None and _quotes(r.chunk, query))
            )
        return cls(mode=mode, query=query, static=static, dynamic=dynamic, search=hits)

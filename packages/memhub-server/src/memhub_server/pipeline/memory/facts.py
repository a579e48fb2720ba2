"""What an extractor receives and what it proposes.

Extractors (rule-based or LLM) only propose candidate facts; reconciliation
decides whether each becomes a new memory, a new version of an old one, or
merges into a memory that already says the same thing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Literal, Protocol

from ...services.errors import UpstreamError
from ...store.base import document_day

__all__ = [
    "CandidateFact",
    "ExistingMemory",
    "ExtractionError",
    "ExtractionInput",
    "Extractor",
    "FactKind",
    "Relation",
    "document_day",
]

FactKind = Literal["durable", "recent"]
"""durable: identity, relationships, work, home, preferences, health... (profile 'static').
recent: what is going on now, plans, moods, events (profile 'dynamic')."""

Relation = Literal["new", "updates", "extends", "derives"]


@dataclass(frozen=True)
class ExistingMemory:
    """A memory already in the namespace that the new content may relate to."""

    id: str
    text: str
    slot: str | None = None
    subject: str | None = None
    """Who the memory is about, as its extractor named them."""


@dataclass(frozen=True)
class ExtractionInput:
    content: str
    """Only the new content of the document (an append's tail, or a whole new document)."""
    document_date: date
    """The source's date: relative dates ("tomorrow", "last week") resolve against it."""
    supporting_context: str | None = None
    organization_context: str | None = None
    existing: Sequence[ExistingMemory] = ()
    """The most similar existing memories, for the extractor to relate new facts to."""
    known_names: frozenset[str] = frozenset()
    """Names the namespace's memories already give people (their subjects, "Abena's sister
    is Efua"): a name the content only uses to open a sentence is still a person's."""


@dataclass(frozen=True)
class CandidateFact:
    text: str
    """One standalone sentence: who, what and (when relevant) when. E.g. "Alex lives in Lisbon"."""
    subject: str
    """Who the fact is about, as named in the source ("Alex", "the user")."""
    kind: FactKind
    slot: str | None = None
    """A key for single-valued attributes, e.g. "alex:home_city": a new value for the same
    slot supersedes the old one. None when the fact can coexist with others."""
    forget_after: datetime | None = None
    """Temporary facts stop being recalled after this moment."""
    relation: Relation = "new"
    related_to: str | None = None
    """The existing memory id for updates/extends/derives (LLM extractor)."""
    derived_from: tuple[str, ...] = field(default_factory=tuple)
    """For `derives`: ids of the memories an inference rests on."""


class ExtractionError(UpstreamError):
    """Extraction failed in a way worth retrying later (endpoint down, malformed output)."""


class Extractor(Protocol):
    name: str

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        """Candidate facts for each input, in order. One call per batch of documents."""
        ...

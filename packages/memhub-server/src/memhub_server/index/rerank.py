"""Rerank: a second look at the fused candidates, reading each one against the query.

Fusion (see `ranking`) orders candidates by where they stood in two rankings; it never
asks *where* in a passage the query's words fall, which of them are rare, or whether a
passage is about the date the question names. This scorer does, using only the texts:

* rarity: each query word is weighted by how few of the candidates contain it, so the
  name every passage of a two-person chat carries counts for little and the one word
  only the answer shares counts for much;
* proximity: a passage scores by its best stretch (a line or sentence and the one
  after it, as a question and its answer sit in a chat), so query words scattered over
  a long passage count for less than the same words side by side;
* phrases: query words that follow each other in the query and in the text;
* dates: a question that names a day, a month or a year ("May 7, 2023", "in October
  2024", "two years ago", "last month", read as `query_dates` reads them for search)
  favours texts dated inside it; a month named without a year ("in May") favours that
  month of any year;
* fragments: a text of one or two content words ("Alex goes.") says too little to be
  an answer, and is pushed down.

The fused order stays a prior: a candidate keeps a share of its place, so reranking
refines fusion rather than replacing it. No model is involved: no cross-encoder was
available offline from the package registries. Each text's reading is kept (texts come
back search after search), so a default search pays a fraction of a millisecond for it;
reading 200 new passages costs a few milliseconds.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache
from itertools import pairwise
from typing import TypeVar

from .lexical import content_terms, stems
from .query_dates import MONTH_WORD, absolute_query, month_number

__all__ = ["PRIOR_WEIGHT", "rerank"]

T = TypeVar("T")

PRIOR_WEIGHT = 0.35
"""Share of the final score that comes from the fused rank."""
DATE_WEIGHT = 0.35
"""How much a text dated inside the period a question names adds (on a 0..1 scale)."""
PHRASE_WEIGHT = 0.15
"""How much query word pairs found side by side add."""
FRAGMENT_WORDS = 3
"""Texts with fewer content words than this are fragments."""
FRAGMENT_FACTOR = 0.5
"""What a fragment keeps of its relevance."""
_PRIOR_DAMPING = 5.0
"""Rank r keeps 1 / (1 + r / _PRIOR_DAMPING) of the prior: the top few stay close."""

_ISO = re.compile(r"\b(\d{4})-(\d{2})(?:-(\d{2}))?\b")
_DAY_MONTH_YEAR = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({MONTH_WORD})\.?,?\s+(\d{{4}})\b", re.I
)
_MONTH_DAY_YEAR = re.compile(
    rf"\b({MONTH_WORD})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", re.I
)
_MONTH_YEAR = re.compile(rf"\b({MONTH_WORD})\.?,?\s+(?:of\s+)?(\d{{4}})\b", re.I)
_MONTH_ALONE = re.compile(rf"\b({MONTH_WORD})\b", re.I)
_WORD = re.compile(r"[^\W_]+")
_YEAR = re.compile(r"\b(19\d\d|20\d\d)\b")
_SEGMENT_BREAK = re.compile(r"\n+|(?<=[.!?])\s+|\}\s*,\s*\{")
"""Where a text's lines, sentences and JSON chat messages end."""


@dataclass(frozen=True)
class _When:
    """What a question says about time: periods (start inclusive, end exclusive),
    months named without a year, and years named alone."""

    periods: tuple[tuple[date, date], ...] = ()
    months: frozenset[int] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.periods or self.months)

    def holds(self, day: date) -> bool:
        if self.months and day.month not in self.months:
            return False
        return all(start <= day < end for start, end in self.periods)


def _month_span(year: int, month: int) -> tuple[date, date] | None:
    """A calendar month's days, or None outside the calendar (month 13, year 0)."""
    start = _valid_day(year, month, 1)
    if start is None or (start.year == date.max.year and month == 12):
        return None
    end = date(year + 1, 1, 1) if month == 12 else date(year, month + 1, 1)
    return start, end


def _day_span(day: date) -> tuple[date, date] | None:
    return None if day == date.max else (day, day + timedelta(days=1))


def _valid_day(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def question_time(query: str, today: date) -> _When:
    """The days, months and years `query` asks about (empty when it names none).

    Relative phrases ("last May", "two years ago", "last month") are read by
    `query_dates.absolute_query`, the one reader of them search also uses; this reads
    the absolute dates it leaves, and months named without a year.
    """
    spans: list[tuple[date, date] | None] = []
    months: set[int] = set()
    rest = absolute_query(query, today)
    for day in _written_days(rest):
        spans.append(_day_span(day))
    rest = _MONTH_DAY_YEAR.sub(" ", _DAY_MONTH_YEAR.sub(" ", rest))
    for m in _ISO.finditer(rest):
        year, month = int(m[1]), int(m[2])
        if m[3]:
            named = _valid_day(year, month, int(m[3]))
            spans.append(None if named is None else _day_span(named))
        else:
            spans.append(_month_span(year, month))
    rest = _ISO.sub(" ", rest)
    for m in _MONTH_YEAR.finditer(rest):
        spans.append(_month_span(int(m[2]), month_number(m[1])))
    rest = _MONTH_YEAR.sub(" ", rest)
    periods = [span for span in spans if span is not None]
    for m in _YEAR.finditer(rest):
        periods.append((date(int(m[1]), 1, 1), date(int(m[1]) + 1, 1, 1)))
    rest = _YEAR.sub(" ", rest)
    for m in _MONTH_ALONE.finditer(rest):
        word = m[1]
        # "may" and "march" are months only when capitalised ("in May"), and "May" that
        # opens a question is the verb ("May I ...").
        if word.lower() in ("may", "march") and (word[0].islower() or m.start() == 0):
            continue
        months.add(month_number(word))
    return _When(tuple(periods), frozenset(months))


def text_dates(text: str) -> list[date]:
    """Days named in `text`, ISO or written out; a bare month counts as its first day
    and its last (either may be what a question means)."""
    found: list[date] = []
    for m in _ISO.finditer(text):
        year, month = int(m[1]), int(m[2])
        if not 1 <= month <= 12:
            continue
        if m[3]:
            if (day := _valid_day(year, month, int(m[3]))) is not None:
                found.append(day)
        elif (span := _month_span(year, month)) is not None:
            found += [span[0], span[1] - timedelta(days=1)]
    return found + _written_days(text)


def _written_days(text: str) -> list[date]:
    """Days written out: "7 May 2023", "the 7th of May 2023", "May 7, 2023"."""
    found = []
    for pattern, order in ((_DAY_MONTH_YEAR, (2, 0, 1)), (_MONTH_DAY_YEAR, (2, 1, 0))):
        for m in pattern.finditer(text):
            parts = m.groups()
            day = _valid_day(
                int(parts[order[0]]), month_number(parts[order[2]]), int(parts[order[1]])
            )
            if day is not None:
                found.append(day)
    return found


@dataclass(frozen=True)
class _Reading:
    """What the scorer needs of one text, worked out once per distinct text."""

    windows: tuple[frozenset[str], ...]  # stems of each line or sentence and the next one
    pairs: frozenset[tuple[str, str]]  # stems that follow each other within a line
    terms: frozenset[str]  # content words' stems
    dates: tuple[date, ...]


READING_CACHE = 1024
"""Texts whose reading is kept: a namespace's passages come back search after search.
A 180-word passage's reading takes ~28 kB, so the cache stays under ~30 MB."""


@lru_cache(maxsize=READING_CACHE)
def _read(text: str) -> _Reading:
    segments = [stems(part) for part in _SEGMENT_BREAK.split(text) if part.strip()] or [[]]
    lines = [frozenset(segment) for segment in segments]
    windows = tuple(a | b for a, b in zip(lines, [*lines[1:], frozenset()], strict=True))
    return _Reading(
        windows=windows,
        pairs=frozenset(pair for segment in segments for pair in pairwise(segment)),
        terms=frozenset(content_terms(text)),
        dates=tuple(text_dates(text)),
    )


def _weights(query_terms: set[str], readings: Sequence[_Reading]) -> dict[str, float]:
    """Inverse candidate frequency of each query term, normalised to sum to 1."""
    n = len(readings)
    raw = {
        term: math.log(1 + (n + 1) / (1 + sum(term in r.terms for r in readings)))
        for term in query_terms
    }
    total = sum(raw.values())
    return {term: w / total for term, w in raw.items()} if total else {}


def _relevance(
    reading: _Reading, weights: dict[str, float], pairs: frozenset[tuple[str, str]]
) -> float:
    present = [(term, w) for term, w in weights.items() if term in reading.terms]
    if not present:
        return 0.0
    best = max(sum(w for term, w in present if term in window) for window in reading.windows)
    overall = sum(w for _, w in present)
    phrase = len(pairs & reading.pairs) / len(pairs) if pairs else 0.0
    score = 0.7 * best + 0.3 * overall + PHRASE_WEIGHT * phrase
    if len(reading.terms) < FRAGMENT_WORDS:
        score *= FRAGMENT_FACTOR
    return score


def rerank(
    query: str,
    items: Sequence[T],
    text: Callable[[T], str],
    *,
    merge: bool = False,
    today: date | None = None,
) -> list[T]:
    """`items` (best first by fusion) in their reranked order.

    With `merge` (the contract's `aggregate`), an item whose words all appear, in order,
    inside an item ranked above it is dropped: it would spend prompt space on nothing new.
    """
    if len(items) < 2:
        return list(items)
    today = today or datetime.now(UTC).date()
    readings = [_read(text(item)) for item in items]
    weights = _weights(content_terms(query), readings)
    pairs = frozenset(p for p in pairwise(stems(query)) if p[0] in weights and p[1] in weights)
    when = question_time(query, today)
    scored: list[tuple[float, int]] = []
    for rank, reading in enumerate(readings):
        score = (1 - PRIOR_WEIGHT) * _relevance(reading, weights, pairs)
        score += PRIOR_WEIGHT / (1 + rank / _PRIOR_DAMPING)
        if when and any(when.holds(day) for day in reading.dates):
            score += DATE_WEIGHT
        scored.append((score, rank))
    scored.sort(key=lambda s: (-s[0], s[1]))
    order = [rank for _, rank in scored]
    if merge:
        order = _without_repeats(order, [text(item) for item in items])
    return [items[rank] for rank in order]


def _without_repeats(order: list[int], texts: Sequence[str]) -> list[int]:
    """`order` less each text contained in a text kept before it (compared word by word)."""
    kept: list[int] = []
    seen: list[str] = []
    for rank in order:
        words = " " + " ".join(_WORD.findall(texts[rank].lower())) + " "
        if words.strip() and any(words in earlier for earlier in seen):
            continue
        kept.append(rank)
        seen.append(words)
    return kept

"""Relative dates in a search query, made absolute against today.

Stored text says when things happened in absolute terms ("on 7 May 2025 (2025-05-07)",
"in May 2025"; see ``pipeline.dates``), but people ask relative to now: "what did I do
last May", "where did we go in October two years ago", "what happened last week". A
query that keeps "last May" can meet "May" by keyword but never the year, and an
embedding of "two years ago" is near no date at all. :func:`absolute_query` rewrites
those phrases the way the extractor rewrites memories, with today as the document date,
so every search signal compares like with like.

Besides every phrase :func:`~..pipeline.memory.rules.dates.resolve_relative_dates`
knows ("yesterday", "last week", "two months ago", "last year", "last Friday", ...),
a query often names a month relative to now:

=====================================  ==========================================
phrase (asked on 3 December 2026)      becomes
=====================================  ==========================================
last May                               May 2026 (the latest May before this month)
this May                               May 2026
next May                               May 2027 (the first May after this month)
May last year / May of last year       May 2025
May this year, May next year           May 2026, May 2027
May two years ago, May a year ago      May 2024, May 2025
=====================================  ==========================================

A bare weekday ("on Friday") points back when the question is in the past tense ("did",
"was", "went", "ago", a verb in -ed...) and ahead otherwise. A month without a year
("in May") is left alone: it already meets "May" by keyword, and guessing its year
would hide the other Mays. Phrases that name no single span ("every Friday", "for the
past week") are left as written, as in memories.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from datetime import date as Date
from typing import Final

from memhub import types as t

from ..pipeline.dates import MONTHS, human_month
from ..pipeline.memory.rules.dates import COUNT, count, resolve_relative_dates
from .lexical import content_terms

__all__ = [
    "MONTH_WORD",
    "absolute_query",
    "date_spans",
    "month_number",
    "today",
    "topic_terms",
    "with_absolute_dates",
    "without_dates",
]

MONTH_WORD: Final = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
"""A month's name or its abbreviation ("Sept", "Oct"), for patterns that read dates
already absolute ("in October 2024", "May 7, 2023"); compile it case-insensitively."""
_MONTH_OF: Final = {name.lower(): number for number, name in enumerate(MONTHS, start=1)} | {
    name[:3].lower(): number for number, name in enumerate(MONTHS, start=1) if name != "May"
}


def month_number(word: str) -> int:
    """1-12 for a month's name or abbreviation (a match of `MONTH_WORD`), any case."""
    word = word.lower()
    return _MONTH_OF[word if word == "may" else word[:3]]


# "may" is a verb far more often than a month ("this may help"): only "May" is the month.
_MONTH_NAMES = "|".join("(?-i:May)" if name == "May" else name for name in MONTHS)
_RELATIVE_MONTH: Final = re.compile(
    rf"""(?<![\w-])(?:
        (?P<mod>last|this|next|coming|past)\s+(?P<month_after_mod>{_MONTH_NAMES})
      | (?P<month>{_MONTH_NAMES})\s+(?:of\s+)?(?:
            (?P<year_mod>last|this|next)\s+year
          | (?P<count>{COUNT})\s+years?\s+ago
        )
    )(?![\w'-])""",
    re.IGNORECASE | re.VERBOSE,
)
_PREPOSITION_BEFORE: Final = re.compile(
    r"\b(?:in|during|since|until|till|before|after|by|from|of|for|around|through|to|between"
    r"|and)\s+$",
    re.IGNORECASE,
)
# Past-tense cues in a question: they decide which way a bare weekday points.
_PAST: Final = re.compile(
    r"\b(?:did|didn't|was|wasn't|were|weren't|had|hadn't|went|got|came|made|took|saw|met"
    r"|ago|last|previous|\w+[^e\W]ed)\b",
    re.IGNORECASE,
)


def today() -> Date:
    """The day relative phrases count from: today in UTC, as for stored dates."""
    return datetime.now(UTC).date()


def with_absolute_dates(request: t.SearchRequest) -> t.SearchRequest:
    """The search ``request`` with its query's relative dates made absolute as of today."""
    query = absolute_query(request.query, today())
    return request if query == request.query else request.model_copy(update={"query": query})


def absolute_query(query: str, on: Date) -> str:
    """``query`` with relative date phrases replaced by the dates they name on day ``on``."""
    query = _RELATIVE_MONTH.sub(lambda match: _month(match, on, query), query)
    resolved, _ = resolve_relative_dates(query, on, past=_PAST.search(query) is not None)
    return resolved


def _month(match: re.Match[str], on: Date, query: str) -> str:
    g = match.group
    if g("mod") is not None:
        month = month_number(g("month_after_mod"))
        mod = g("mod").lower()
        if mod == "this":
            year = on.year
        elif mod in {"last", "past"}:
            year = on.year if month < on.month else on.year - 1
        else:  # next, coming
            year = on.year if month > on.month else on.year + 1
    else:
        month = month_number(g("month"))
        if g("year_mod") is not None:
            year = on.year + {"last": -1, "this": 0, "next": 1}[g("year_mod").lower()]
        else:
            year = on.year - count(g("count"))
    if not 1 <= year <= 9999:
        return match.group()  # outside the calendar: left as written
    # "what did I do last May" -> "... in May 2026"; "since last May" keeps its "since".
    if _PREPOSITION_BEFORE.search(query, 0, match.start()):
        return human_month(year, month)
    return f"in {human_month(year, month)}"


_YEAR = r"(?:19|20)\d\d"
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_MONTH_NAME = rf"(?:{_MONTH_NAMES}|Sept?)"
_WHEN: Final = re.compile(
    rf"""(?<![\w-])(?:
        \(?{_YEAR}-\d\d(?:-\d\d)?\)?                       # 2024-06, (2024-06-07)
      | (?:(?:early|late|mid)[\s-]+)?(?:the\s+)?
        (?:spring|summer|autumn|fall|winter)\s+(?:of\s+)?{_YEAR}   # spring 2024, the autumn of 2025
      | (?:(?:early|late|mid)[\s-]+)?(?:{_DAY}\s+(?:of\s+)?)?
        {_MONTH_NAME}(?:\s+{_DAY}(?![\w-]))?(?:,?\s+{_YEAR})?         # 7 May 2025, June 2024, May 7
      | (?:(?:early|late|mid)[\s-]+)?{_YEAR}s?                  # 2024, early 2025
    )(?![\w-])""",
    re.IGNORECASE | re.VERBOSE,
)


def date_spans(query: str) -> list[tuple[int, int]]:
    """Where `query` names a calendar time ("in June 2024", "in spring 2024", "on 7 May
    2025 (2025-05-07)", "in 2024"): a month, a season of a year, a date or a year, as
    `absolute_query` leaves them. Weekdays and holidays are not among them: "on
    Tuesdays" and "at Christmas" say what a question is about, not only when."""
    return [
        m.span()
        for m in _WHEN.finditer(query)
        # A month alone is a time only after a word that says so: "April" and "August"
        # are names too ("What does April do?").
        if any(c.isdigit() for c in m.group()) or _TIME_BEFORE.search(query, 0, m.start())
    ]


_TIME_BEFORE: Final = re.compile(
    r"\b(?:in|on|during|since|by|until|till|from|last|next|this|of|before|after|through"
    r"|between|around|about|for|to|and|or|over|throughout|across|early|late)"
    r"\s+(?:the\s+)?(?:(?:early|late|mid)[\s-]+)?$",
    re.IGNORECASE,
)


_GENERIC: Final = frozenset(
    ("happen", "go", "went", "gone", "get", "got", "come", "came", "thing", "anyth", "someth")
)
"""Stems of words that ask about a time without naming a topic ("What happened in June
2024?", "Where did Ines go in May?")."""
_LOWER_WORD: Final = re.compile(r"(?<![\w'-])[a-z][\w'-]*")


def topic_terms(query: str, terms: set[str] | None = None) -> set[str]:
    """The content words of `query` that say what it asks about, not when: its
    `content_terms` (or `terms`) less those of the times it names ("Ines" and "job" of
    "What was Ines's job in June 2024?"). All of them when nothing but names and
    words like "happen" or "go" is left ("What did Ines do in June 2024?"): the time is
    then what the question is about.

    A time in a question mostly qualifies it: the memory that answers "What was Ines's
    job in June 2024?" may well be "Ines works as a ferry engineer.", and matching
    "June" and "2024" would rank every other memory of that month above it."""
    terms = content_terms(query) if terms is None else terms
    return _topic(query, terms, date_spans(query))


def _topic(query: str, terms: set[str], spans: list[tuple[int, int]]) -> set[str]:
    """`topic_terms` of `query`, given its `terms` and the `date_spans` it holds."""
    if not spans:
        return terms
    rest = query
    for start, end in reversed(spans):
        rest = rest[:start] + " " + rest[end:]
    topic = {t for w in _LOWER_WORD.findall(rest) for t in content_terms(w)} - _GENERIC
    if not topic:
        return terms
    dates = set().union(*(content_terms(query[a:b]) for a, b in spans))
    return terms - dates or terms


def without_dates(query: str) -> str:
    """`query` with the times it names taken out when it asks about more than a time
    (see `topic_terms`), for the full-text index; unchanged otherwise."""
    spans = date_spans(query)
    terms = content_terms(query)
    if _topic(query, terms, spans) == terms:
        return query
    for start, end in reversed(spans):
        query = query[:start] + query[end:]
    return query

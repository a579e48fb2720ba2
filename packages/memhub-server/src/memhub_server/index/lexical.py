"""How much of a query a passage covers, as a number from 0 to 1.

BM25 scores rank well but have no fixed scale (they grow with corpus size and
term rarity), so they cannot feed a 0..1 similarity threshold. Coverage can:
the share of the query's content words that the passage contains, after
dropping function words and reducing each word to its stem.

The stem is the one SQLite's FTS5 `porter unicode61` tokenizer indexes: accents
folded, the Porter algorithm for words of three letters or more. Coverage and BM25
therefore agree on which words match (`runs` and `running` both stem to `run`). A
backend whose full-text engine stems differently (PostgreSQL's `english` config is
Porter2) indexes `stems(text)` itself, so every signal keeps this one definition.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache
from typing import Any

import snowballstemmer  # type: ignore[import-untyped]

__all__ = [
    "MAX_SEARCH_TERMS",
    "content_terms",
    "coverage",
    "passage_terms",
    "search_terms",
    "stem",
    "stems",
]

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_STOP = frozenset(
    (
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "been",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "for",
        "from",
        "had",
        "has",
        "have",
        "he",
        "her",
        "hers",
        "him",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "me",
        "my",
        "no",
        "not",
        "of",
        "on",
        "or",
        "our",
        "ours",
        "she",
        "so",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "to",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "about",
        "after",
        "again",
        "all",
        "also",
        "am",
        "any",
        "because",
        "before",
        "being",
        "both",
        "each",
        "few",
        "further",
        "here",
        "just",
        "more",
        "most",
        "other",
        "over",
        "own",
        "same",
        "should",
        "some",
        "such",
        "too",
        "under",
        "until",
        "up",
        "very",
        "while",
        "s",
        "t",
        "don",
        "doesn",
        "didn",
        "isn",
        "wasn",
    )
)


_stemmers = threading.local()
"""A Snowball stemmer keeps its word in its own state: one per thread."""


def _porter() -> Any:
    stemmer = getattr(_stemmers, "porter", None)
    if stemmer is None:
        stemmer = _stemmers.porter = snowballstemmer.stemmer("porter")
    return stemmer


@lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """The stem FTS5's `porter unicode61` tokenizer indexes for one lower-case word."""
    if not word.isascii():
        decomposed = unicodedata.normalize("NFKD", word)
        word = "".join(c for c in decomposed if not unicodedata.combining(c))
    if len(word) < 3:
        return word  # FTS5's Porter step leaves words this short alone
    result: str = _porter().stemWord(word)
    return result


def stems(text: str) -> list[str]:
    """Every word of `text`, lower-cased and stemmed, in order (function words kept)."""
    return [stem(m.lower()) for m in _WORD.findall(text)]


def content_terms(text: str) -> set[str]:
    return {stem(w) for w in (m.lower() for m in _WORD.findall(text)) if w not in _STOP}


def coverage(query_terms: set[str], passage: str) -> float:
    if not query_terms:
        return 0.0
    return len(query_terms & passage_terms(passage)) / len(query_terms)


@lru_cache(maxsize=2048)
def passage_terms(passage: str) -> frozenset[str]:
    """`content_terms` of a stored passage, kept: ranking reads the same passages and
    memories search after search, and reading one is most of what coverage costs. A few
    namespaces' worth (a 180-word passage keeps ~3 kB)."""
    return frozenset(content_terms(passage))


MAX_SEARCH_TERMS = 32
"""Most words of one query sent to the full-text index. Each word costs a posting-list
walk (and, for common words, a count), so a long query keeps its longest words: they
are the likeliest to be rare and to rank well."""


def search_terms(query: str) -> list[str]:
    """Words worth sending to a full-text index: function words dropped (they match
    nearly every passage and only slow ranking down), unless nothing else is left;
    at most `MAX_SEARCH_TERMS` of them, in alphabetical order."""
    words = sorted({m.lower() for m in _WORD.findall(query)})
    meaningful = [w for w in words if w not in _STOP] or words
    if len(meaningful) > MAX_SEARCH_TERMS:
        longest = sorted(meaningful, key=lambda w: (-len(w), w))[:MAX_SEARCH_TERMS]
        meaningful = sorted(longest)
    return meaningful

"""How much of a query a passage covers, as a number from 0 to 1.

BM25 scores rank well but have no fixed scale (they grow with corpus size and
term rarity), so they cannot feed a 0..1 similarity threshold. Coverage can:
the share of the query's content words that the passage contains, after
dropping function words and folding simple inflections.
"""

from __future__ import annotations

import re

__all__ = ["MAX_SEARCH_TERMS", "content_terms", "coverage", "search_terms"]

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


def _stem(word: str) -> str:
    for suffix in ("ing", "ies", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def content_terms(text: str) -> set[str]:
    return {_stem(w) for w in (m.lower() for m in _WORD.findall(text)) if w not in _STOP}


def coverage(query_terms: set[str], passage: str) -> float:
    if not query_terms:
        return 0.0
    return len(query_terms & content_terms(passage)) / len(query_terms)


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

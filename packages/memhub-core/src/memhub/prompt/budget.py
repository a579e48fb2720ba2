"""Keep the memory block within a token budget.

A fixed number of hits says nothing about prompt cost: ten one-line memories
take a hundred tokens, ten conversation passages well over a thousand. So the
block is filled by size instead. Facts are taken in their rank order (the
server's order within each section) and each one costs its estimated tokens; a
fact that does not fit in what is left is skipped and the next ones are still
tried, so one long passage cannot crowd out the short facts ranked after it.

A search hit of several lines (a conversation passage, one turn a line) that does
not fit is cut rather than skipped, when the query has words in it: the line that
holds the query's rarest words (a word is rarer the fewer of the passage's lines
hold it, so the speakers' names, on every line, count for little), then the line
after it (often the answer to what that line asked) and the line before it, each
while it fits; the passage's date line stays on top and "…" marks what was cut.
Passages run to a few hundred tokens, so whole they seldom fit beside the profile,
and the turn that answers the question went with them.

In `full` mode the profile and the search both get a share: search hits, which
answer this turn, first take what they need of half the budget; the profile (static
facts, then dynamic ones) takes what it needs of the rest; search hits then fill
whatever the profile left. A profile of a hundred facts thus never hides the hits
for the question, and a short profile leaves its room to them. When the profile does
not fit in the room the search hits leave it, its facts that the search also found
go first (they carry the hit's similarity, see `dedupe`; highest first), because the
search's ranking knows more than shared words do; then those that share words with
the query (plain word overlap, with -s/-es/-ed/-ing and a final -e dropped, so
"Where do I live?" meets "The user lives in Lisbon"); the kept facts are shown in
the profile's own order.

Tokens are estimated without a tokenizer, so the prompt core stays light and
model-agnostic: a text costs the larger of its characters / 4 and its words x 1.3
(the usual rules of thumb for English under BPE and WordPiece vocabularies; the
larger one covers both long words and short, number-heavy text), rounded up,
plus one for the bullet it is shown as. The fixed preface and headings of the
block are not counted.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from .facts import Fact, Recall

__all__ = ["DEFAULT_TOKEN_BUDGET", "estimate_tokens", "excerpt", "fit_budget"]

DEFAULT_TOKEN_BUDGET = 400
"""Tokens of memory per turn by default: a few profile facts and several passages."""

_CHARS_PER_TOKEN = 4
_TOKENS_PER_WORD = 1.3
# What showing one fact adds around its text: the "- " of its bullet and a line break.
_PER_FACT = 1
_WORD = re.compile(r"[^\W_]+")
_ENDINGS = ("ing", "ed", "es", "s")
# Words too common to say two texts are about the same thing.
_COMMON_WORDS = (
    "the and are was were you your yours our ours they them their what when where which who"
    " whom whose why how does did have has had with from that this these those there here"
    " for not but about into than then can could would should will shall may might must"
    " just also very any all some been being its his her hers she him one"
)
_COMMON = frozenset(_COMMON_WORDS.split())
# The first line of a stored conversation passage: "[2024-05-05, 5 May 2024]".
_DATE_LINE = re.compile(r"\s*\[\d{4}-\d{2}-\d{2}\b[^\]]*\]\s*$")
_ELIDED = "…"


def estimate_tokens(text: str) -> int:
    """Estimated prompt tokens of `text` (see the module notes); 0 for blank text."""
    if not text.strip():
        return 0
    by_chars = len(text) / _CHARS_PER_TOKEN
    by_words = len(text.split()) * _TOKENS_PER_WORD
    return math.ceil(max(by_chars, by_words))


def _cost(fact: Fact) -> int:
    return estimate_tokens(fact.text) + _PER_FACT


def _take(facts: Sequence[Fact], budget: int, query: str = "") -> tuple[tuple[Fact, ...], int]:
    """The facts that fit in `budget` in rank order, skipping any that does not (or,
    given the `query`, cutting a passage to the lines that answer it, see `excerpt`),
    and the tokens they use."""
    taken: list[Fact] = []
    used = 0
    for fact in facts:
        if used + _cost(fact) > budget and query:
            fact = excerpt(fact, query, budget - used) or fact
        cost = _cost(fact)
        if used + cost <= budget:
            taken.append(fact)
            used += cost
    return tuple(taken), used


def excerpt(fact: Fact, query: str, budget: int) -> Fact | None:
    """`fact` cut to its lines about `query` within `budget` tokens (see the module
    notes), or None when it is a single line, holds no word of the query, or its best
    line alone does not fit."""
    lines = [line for line in fact.text.splitlines() if line.strip()]
    header = lines[0] if lines and _DATE_LINE.match(lines[0]) else None
    body = lines[1:] if header is not None else lines
    wanted = _terms(query)
    if len(body) < 2 or not wanted:
        return None
    held = [wanted & _terms(line) for line in body]
    spread = Counter(term for terms in held for term in terms)
    weights = [sum(1 / spread[term] for term in terms) for terms in held]
    best = max(range(len(body)), key=weights.__getitem__)
    if not weights[best]:
        return None

    def cut(first: int, last: int) -> Fact:
        shown = [header] if header is not None else []
        shown += [_ELIDED] * (first > 0) + body[first : last + 1]
        shown += [_ELIDED] * (last < len(body) - 1)
        return replace(fact, text="\n".join(shown))

    chosen = None
    after, before = min(best + 1, len(body) - 1), max(best - 1, 0)
    for first, last in ((best, best), (best, after), (before, after)):
        candidate = cut(first, last)
        if _cost(candidate) > budget:
            break
        chosen = candidate
    return chosen


def _terms(text: str) -> set[str]:
    """Content words of `text`, lower-cased, common endings dropped."""
    found: set[str] = set()
    for word in _WORD.findall(text.casefold()):
        if len(word) < 3 or word in _COMMON:
            continue
        for ending in _ENDINGS:
            if word.endswith(ending) and len(word) - len(ending) >= 3:
                word = word[: -len(ending)]
                break
        # "live", "lives" and "lived" all become "liv".
        if word.endswith("e") and len(word) > 3:
            word = word[:-1]
        found.add(word)
    return found


def _by_relevance(facts: Sequence[Fact], query: str) -> list[Fact]:
    """`facts` with those the search found first (highest similarity first), then those
    sharing more words with `query`, ties in their order."""
    wanted = _terms(query)
    shared = {id(fact): len(wanted & _terms(fact.text)) for fact in facts}

    def rank(fact: Fact) -> tuple[int, float]:
        if fact.similarity is not None:
            return 0, -fact.similarity
        return 1, -shared[id(fact)]

    return sorted(facts, key=rank)


def fit_budget(recall: Recall, budget: int | None) -> Recall:
    """A copy of `recall` whose facts together cost at most `budget` estimated tokens.

    None leaves the recall as it is. Apply it after `dedupe`, so a duplicate never
    takes the room of a fact that would have been shown.
    """
    if budget is None:
        return recall
    profile: Sequence[Fact] = recall.static + recall.dynamic
    # Only what is kept depends on this order: a profile that fits its room is kept whole.
    profile = _by_relevance(profile, recall.query)
    if not recall.search:
        kept, _ = _take(profile, budget)
        search: tuple[Fact, ...] = ()
    else:
        query = recall.query
        _, first_claim = _take(recall.search, budget // 2 if profile else budget, query)
        kept, used = _take(profile, budget - first_claim)
        search, _ = _take(recall.search, budget - used, query)
    chosen = {id(fact) for fact in kept}
    static = tuple(f for f in recall.static if id(f) in chosen)
    dynamic = tuple(f for f in recall.dynamic if id(f) in chosen)
    return replace(recall, static=static, dynamic=dynamic, search=search)

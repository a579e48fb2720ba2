"""A count told without the word for what is counted, given it from the chat.

"We've four now: Bramble, Sorrel, Tansy and Vetch." says four of nothing: the thing counted
was said a line or two before, in the question it answers ("And your goats?", "how many
hens have you got?") or in the speaker's own turn before ("we fetched some ducks on
Saturday"). :func:`count_noun_given` puts that word back after the count ("We've four goats
now: ..."), so the fact reads on its own. When no word for it is found, the bare count is
taken out: "We've three now: Ilse is nine, ..." keeps what follows the colon, and a count
with nothing after it ("Jo has two now.") is dropped whole, never formed as "... has two
now". A count with only a list of names after it ("we've three now: Amy, Ben and Cal")
stays as said: the names are worth keeping, and without the count or a noun it is unclear
what they are.
"""

from __future__ import annotations

import re
from typing import Final

from .frames import names_listed
from .lexicon import NUMBER_WORDS, alternation, word_set

__all__ = ["count_noun_given"]

_COUNT: Final = rf"(?:\d{{1,2}}|{alternation(sorted(NUMBER_WORDS, key=len, reverse=True))})"
# "We've three now:", "he's got five at the moment,", "Jo has two now.": someone has a
# count and no noun after it ("'s" alone may be "is": "she's three now" is an age).
_BARE_COUNT: Final = re.compile(
    rf"""(?P<lead>(?:^|(?<=[.!?]\s))(?:(?:so|well|yeah|and)[,\s]+)?
    (?:i|we|he|she|they|(?-i:[A-Z])[\w-]+)(?:['’]ve|\s+have|['’]s\s+got|\s+has(?:\s+got)?
    |['’]ve\s+got|\s+have\s+got|\s+got)\s+(?P<count>{_COUNT}))(?![\w-]|[,.]\d)  # not "90,000"
    (?P<when>\s+(?:now|at\s+the\s+moment|these\s+days))?(?P<stop>\s*(?:[:,;–—-]|[.!]+(?=\s|$)|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# A plural noun after a word that points at a kind of thing: "how many hens", "your
# goats", "Bo's pigs", "got some ducks", "bought three silkies".
_NOUN_AFTER: Final = re.compile(
    rf"""\b(?:how\s+many|your|ur|yer|the|those|these|his|her|their|our|any|some|more|new|[\w-]+['’]s
    |got|bought|adopted|rescued|fetched|keep|keeps|getting|get|collected|{_COUNT})\s+
    (?:(?:little|baby|new|young|old|rescue)\s+)?(?P<noun>(?-i:[a-z])[a-z]{{2,}}s)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# Plurals that count no thing one keeps or has: time, turns, chances, vague words.
_NOT_KINDS: Final = word_set(
    """days weeks months years hours minutes times ages things ones bits lots loads others
    plans news thanks congrats cheers is was has does this thus yes plus less its us
    towns parts ways questions words guys folks people lads girls boys kids children
    tickets points goals"""
)
_PEOPLE_KINDS: Final = word_set("""kids children grandkids grandchildren boys girls""")
_CLAUSE: Final = re.compile(
    r"^\W*(?-i:[A-Z])?[\w'’-]+\s+(?:is|was|has|had|turned|turns|are|were|['’]s)\b",
    re.IGNORECASE,
)


def count_noun_given(text: str, prompt: str | None, before: list[str]) -> str:
    """``text`` with each count said of no thing ("we've three now: ...") given the plural
    noun the ``prompt`` or the speaker's turn before (``before[0]``) counted; with the
    count taken out when neither names one."""
    if _BARE_COUNT.search(text) is None:
        return text
    noun = _noun(prompt) or (_noun(before[0]) if before else None)
    if noun is not None:
        return _BARE_COUNT.sub(
            lambda m: f"{m.group('lead')} {noun}{m.group('when') or ''}{m.group('stop')}", text
        )
    return _without_count(text)


def _noun(said: str | None) -> str | None:
    """The last plural noun ``said`` points at as a kind of thing, or None."""
    if not said:
        return None
    found = [m.group("noun").lower() for m in _NOUN_AFTER.finditer(said)]
    kinds = [word for word in found if word not in _NOT_KINDS or word in _PEOPLE_KINDS]
    return kinds[-1] if kinds else None


def _without_count(text: str) -> str:
    """``text`` without each bare count: its colon's clause kept when it is one ("Ilse is
    nine, ..."), the sentence dropped when nothing follows, kept whole when names do."""
    at = 0
    while (match := _BARE_COUNT.search(text, at)) is not None:
        end = re.search(r"[.!?](?:\s|$)", text[match.end() :])
        if re.search(r"[.!]|^$", match.group("stop")):
            stop = match.end()  # "Jo has two now." ends there
        else:
            stop = len(text) if end is None else match.end() + end.end()
        kept = text[match.end() : stop].strip()
        if names_listed(kept.rstrip(".!? ")):
            at = match.end()  # "we've three now: Amy, Ben and Cal": the names kept, as said
            continue
        kept = f"{kept[:1].upper()}{kept[1:]} " if _CLAUSE.match(kept) else ""
        text = f"{text[: match.start()]}{kept}{text[stop:].lstrip()}"
        at = match.start()  # (the search goes on from here, not from the start again)
    return text.strip()

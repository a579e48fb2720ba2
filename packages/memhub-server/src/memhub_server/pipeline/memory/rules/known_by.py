"""A person named with where the speaker knows them from: "Priya from work got promoted".

In chat a first name is often pinned down by a short phrase of where the speaker knows the
person from, or where they live: "Selin from uni is staying with us", "Ruth next door is
moving to Cornwall", "Dev from the choir had twins". The phrase sits between the name and
its verb, so the clause does not read as the named person's news. The name followed by
such a phrase is a person's, even opening a sentence, and the clause is read without the
phrase: "Priya got promoted". Only a short list of such phrases counts, so "Paris from the
air is lovely" and "Tesco from Monday" read as before. "Femke from my team" is left to the
first-person reading, which keeps whose team it is ("Femke from Ana's team got promoted").
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import word_set
from .person import third_party

__all__ = ["known_by_apart"]

_KNOWN_BY: Final = re.compile(
    r"""^(?P<name>(?-i:[A-Z])[a-z]+(?:-(?-i:[A-Z])[a-z]+)?)
    (?:\s+and\s+(?P<other>(?-i:[A-Z])[a-z]+(?:-(?-i:[A-Z])[a-z]+)?))?\s+
    (?P<by>from\s+(?:work|uni|university|school|college|church|the\s+office|the\s+gym
    |the\s+choir|the\s+club)
    |next\s+door|from\s+next\s+door|upstairs|downstairs|down\s+the\s+road
    |across\s+the\s+(?:road|street)
    |over\s+the\s+road)\s+
    (?=(?-i:[a-z]))""",
    re.IGNORECASE | re.VERBOSE,
)
# Words that open a sentence in capitals and are no one's name.
_NOBODY: Final = word_set(
    """someone somebody everyone everybody nobody anyone anybody people lunch dinner
    breakfast coffee food music news mail post stuff things everything nothing something
    this that these those there here it the a an my our his her their your""",
    None,
)


def known_by_apart(clause: str, names: frozenset[str]) -> tuple[str, frozenset[str]]:
    """``clause`` without the phrase of where its opening name is known from, and
    ``names`` with that name added, when the rest reads as news of that person; else both
    unchanged."""
    match = _KNOWN_BY.match(clause)
    if match is None or match.group("name").lower() in _NOBODY:
        return clause, names
    name = match.group("name")
    other = match.group("other")
    if other is not None:
        # "Hugh and Penny next door have split up": a couple, read as the pair's news
        if other.lower() in _NOBODY:
            return clause, names
        rest = f"{name} and {other} {clause[match.end() :]}"
        with_pair = names | {name, other}
        named = third_party(rest, with_pair)
        if named is None or named[0] not in {name, other, f"{name} and {other}"}:
            return clause, names
        return rest, with_pair
    rest = f"{name} {clause[match.end() :]}"
    with_name = names | {name}
    named = third_party(rest, with_name)
    if named is None or named[0] != name:
        return clause, names
    return rest, with_name

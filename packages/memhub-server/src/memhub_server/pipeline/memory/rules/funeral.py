"""Whose funeral "the funeral" is, when the speaker has just told of one death.

"My grandad Alfred died on Saturday." ... "The funeral is a week on Friday in Whitby."
names no one in the second turn: on its own it forms nothing, or a memory that cannot say
whose funeral it is. :func:`funeral_owned` names the one who died: "My grandad Alfred's
funeral is a week on Friday in Whitby."

Only when the speaker's own turn, or one of their few turns before it, tells of exactly one
death ("X died", "X passed away", "we lost X"), of someone named or of the speaker's own
relative; and only "the funeral" opening a sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from .lexicon import RELATIVES, alternation

__all__ = ["funeral_owned"]

_KIN: Final = alternation(
    RELATIVES | {"nan", "nana", "nanna", "nanny", "gran", "granny", "grandad", "grandpa"}
)
_UPPER: Final = "A-ZÀ-ÖØ-Þ"
# "my grandad Alfred died", "Auntie Jo passed away", "we lost my nan on Sunday".
_DIED: Final = re.compile(
    rf"""(?:(?P<mine>my\s+(?:(?:great|late|dear|old)[- ])?(?:{_KIN})(?:\s+(?-i:[{_UPPER}])[\w'-]+)?)
    |(?<![\w'])(?P<name>(?-i:[{_UPPER}])[\w'-]+(?:\s+(?-i:[{_UPPER}])[\w'-]+)?))
    \s+(?:has\s+|have\s+|just\s+|sadly\s+|finally\s+)*(?:died|passed\s+away|passed\b)
    |\bwe\s+lost\s+(?P<lost>my\s+(?:{_KIN})(?:\s+(?-i:[{_UPPER}])[\w'-]+)?)""",
    re.IGNORECASE | re.VERBOSE,
)
# Words opening a sentence that are no one's name.
_NOT_NAMES: Final = frozenset(
    {"he", "she", "they", "it", "who", "which", "that", "someone", "everyone", "nobody", "i"}
)
# "The funeral is ...", "The funeral's on ...", "the funeral will be ...".
_THE_FUNERAL: Final = re.compile(
    r"(?:^|(?<=[.!?])\s+)(?P<the>the)\s+funeral(?=['’]s\s|\s+(?:is|will\s+be|was)\s)",
    re.IGNORECASE,
)


def funeral_owned(text: str, own_turns: Sequence[str] = ()) -> str:
    """``text`` (one turn) with "the funeral" opening a sentence made the funeral of the
    one death the turn, before it, or the speaker's ``own_turns`` (the latest first) told
    of; as it was otherwise."""
    found = _THE_FUNERAL.search(text)
    if found is None:
        return text
    before = text[: found.start()]
    told = [before, *own_turns[:3]]
    who = {
        " ".join(person.split())
        for said in told
        for m in _DIED.finditer(said)
        if (person := m.group("mine") or m.group("name") or m.group("lost"))
        and person.lower() not in _NOT_NAMES
    }
    if len(who) != 1:
        return text
    person = who.pop()
    if person[:3].lower() == "my ":
        person = "my " + person[3:]
    owner = person[:1].upper() + person[1:]  # it opens the sentence
    rest = _FUNERAL_IS.sub("funeral is", text[found.end("the") :], count=1)
    return f"{text[: found.start('the')]}{owner}'s{rest}"


_FUNERAL_IS: Final = re.compile(r"funeral['’]s(?=\s)")

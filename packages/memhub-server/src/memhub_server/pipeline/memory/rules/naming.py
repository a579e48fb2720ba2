"""A name given to the one just introduced, read one way for every rule that meets it.

"We got a kitten. Her name is Mochi.", "I hired an apprentice, his name is Jarrah", "We
adopted a beagle. We've called them Pickle.": the naming clause says nothing alone; the
sentence before says who (or what) is named. :func:`.context.within_turn` rewrites the
naming clause so that it stands alone, and :mod:`.kin` forms the relation from it. Both
read the clause with :func:`name_given`, match its pronoun to the one named with
:func:`sex_fits`, and ask :func:`no_one_to_name` whether the one introduced exists at all:
"I don't have a sister. Her name is ...", "If we got a puppy. Her name is ...", "I wish I
had a dog; his name is ..." introduce nobody, so nothing is named. ("It's called
Dipper" is read with what "it" can be, by :func:`.context.within_turn` too.)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from .lexicon import FEMALE_KIN, MALE_KIN

__all__ = [
    "Given",
    "imagined_naming",
    "is_new",
    "name_given",
    "naming_clause",
    "no_one_to_name",
    "sex_fits",
    "took_on",
]

_OPENING: Final = r"""(?:(?P<poss>his|her|its|their)\s+name(?:'s|\s+is)
    |(?P<pron>he|she|they)(?:'s|'re|\s+is|\s+are)\s+(?:called|named)
    |(?P<lead>(?:i|we)(?:'ve|\s+have)?\s+(?:called|named|call|name))\s+(?P<obj>them|him|her|it))\s+
    (?P<name>(?:(?-i:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?
    (?-i:[A-ZÀ-ÖØ-Þ])[\w'-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]*){0,2})(?![\w'-])"""
# At the start of what follows the one introduced: a sentence of its own, or a clause after
# a comma ("we've got a new neighbour, his name is Piotr").
_NAME_OPENS: Final = re.compile(
    rf"^\s*(?:[,;]\s*)?(?:(?:and|but)\s+)?{_OPENING}", re.IGNORECASE | re.VERBOSE
)
# A naming clause inside the sentence that introduces ("I rescued a whippet, I named him
# Dash"): where it starts.
_NAMING_CLAUSE: Final = re.compile(
    rf"(?:[,;]|\s+(?:and|but))\s+(?={_OPENING})", re.IGNORECASE | re.VERBOSE
)
# A name only imagined: "..., her name would have been Ylva", "if we did we'd call him Rex".
_IMAGINED: Final = re.compile(
    r"""(?<![\w'])(?:(?:his|her|its|their)\s+name\s+(?:would|might|could)\s
    |(?:i|we)(?:'d|\s+would|\s+might|\s+could)\s+(?:have\s+)?(?:call|name|called|named)\s)""",
    re.IGNORECASE | re.VERBOSE,
)
# The one introduced is not there: denied ("I don't have a sister", "I have no brother")
# or only imagined ("if we got a puppy", "I wish I had a dog", "we might get a cat").
# "no" as an exclamation ("Oh no, we got a kitten!") denies nothing.
_NO_ONE: Final = re.compile(
    r"""(?:n't|\bnot|\bnever|\bnobody|\bno(?!\s*[,!.]|\s+way\b)|\bif|\bwould|\bcould|\bshould
    |\bmight|\bwish(?:es|ed)?|\bmaybe|\bperhaps|\bsomeday|\bone\s+day|\bimagine|\bsuppose)\b
    |(?<=\w)'d\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "We got a kitten", "I've hired an apprentice", "we're adopting a greyhound": the one
# introduced is new to the speaker. "I've got a sister" and "I have a brother" had them
# all along.
_TAKEN_ON: Final = re.compile(
    r"""(?<![\w'])(?:(?<!'ve\s)(?<!have\s)(?<!has\s)got|getting|hired|hiring|adopted|adopting
    |rescued|bought|took\s+(?:on|in)|taken\s+(?:on|in)|taking\s+(?:on|in)|brought\s+home
    |welcomed)\s+(?:a|an)\s+(?P<what>(?:[\w'-]+\s+){0,2}?[\w-]+)
    (?=\s*[,.!?]|\s*$|\s+(?:from|on|at|in|this|last|yesterday|today|to|and|for)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "We got a hamster and a gerbil": which of the two is named, nothing says.
_MORE_GOT: Final = re.compile(
    r"(?:\s*,\s*|\s+(?:and|or|plus)\s+)(?:a|an|another|two|three|some)\s", re.IGNORECASE
)
# "I bought an old boat": not new, though just got.
_NOT_NEW: Final = re.compile(r"\b(?:new|old|used|second-hand|secondhand|vintage|elderly)\b", re.I)


@dataclass(frozen=True, slots=True)
class Given:
    """A naming clause read: "her name is Mochi", "we've called them Pickle"."""

    name: str
    sex: str | None
    """"f" or "m" when the pronoun says which, else None ("its", "their", "them")."""
    lead: str | None
    """How the speaker gave the name ("We've called"), or None when the clause says
    whose name it is ("Her name is")."""
    end: int
    """Where the name ends in the text read."""


def name_given(text: str) -> Given | None:
    """The name ``text`` opens by giving to someone (or something) just mentioned, or
    None when it opens otherwise."""
    given = _NAME_OPENS.match(text)
    if given is None:
        return None
    pronoun = (given.group("poss") or given.group("pron") or given.group("obj")).lower()
    sex = {"his": "m", "he": "m", "him": "m", "her": "f", "she": "f"}.get(pronoun)
    return Given(given.group("name"), sex, given.group("lead"), given.end())


def imagined_naming(sentence: str) -> int | None:
    """Where the part of ``sentence`` that only imagines a name starts (at the comma
    before it: "We don't have a dog, but if we did we'd call him Rex"), or None."""
    found = _IMAGINED.search(sentence)
    if found is None:
        return None
    comma = max(sentence.rfind(",", 0, found.start()), sentence.rfind(";", 0, found.start()))
    return comma if comma > 0 else found.start()


def naming_clause(sentence: str) -> tuple[int, int] | None:
    """Where the words joining a naming clause to the rest of ``sentence`` start and end
    (", ", " and "), or None when the sentence has no naming clause after its start."""
    found = _NAMING_CLAUSE.search(sentence)
    return found.span() if found is not None else None


def no_one_to_name(before: str) -> bool:
    """Whether ``before``, the words that introduce the one named, deny or only imagine
    them."""
    return _NO_ONE.search(before) is not None


def took_on(before: str) -> str | None:
    """What ``before`` says the speaker just got ("a long-haired guinea pig" in "We got a
    long-haired guinea pig on Friday!"), new to them; None when it says no one thing."""
    got = list(_TAKEN_ON.finditer(before))
    if len(got) != 1 or _MORE_GOT.match(before, got[0].end()):
        return None
    return f"a {got[0].group('what')}"


def is_new(who: str) -> bool:
    """Whether ``who``, just got, may be called new ("an old boat" may not, "a new van"
    says so already)."""
    return _NOT_NEW.search(who) is None


def sex_fits(who: str, sex: str | None) -> bool:
    """Whether a pronoun of ``sex`` can stand for ``who`` ("her" is not "my stepdad")."""
    noun = who.split()[-1].lower() if who.split() else ""
    return not ((sex == "m" and noun in FEMALE_KIN) or (sex == "f" and noun in MALE_KIN))

"""A hedge typed with its owner left out: "think im moving to Hove in May", "probs got the
flat", "Boss reckons I'll be made foreman".

Chat drops the "I" before a verb of belief and the "my" before the one whose word is
passed on, and shortens "probably". Left as typed, the hedge word is read as the start of
the subject ("Think Rhys is moving ...", "Boss reckons Rhys ...") or as a word of the fact
("Rhys probs got ..."). :func:`hedges_owned` says the first two in full, so that the rules
that read "I think" and "probably" read them: "I think I'm moving to Hove in May",
"probably got the flat"; :func:`boss_owned` gives a bare "Boss" at the front of a fact to
the speaker: "Rhys's boss reckons Rhys will be made foreman".
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from .text import Passage

__all__ = ["boss_owned", "hedged", "hedges_owned"]

# A verb of belief opening a sentence, before the subject of the clause it holds ("think
# so", "guess what" and "reckon it'll rain" hold no subject of the speaker's, and stay;
# "suppose I moved to Oslo" is a what-if).
_BARE_BELIEF: Final = re.compile(
    r"""(?P<lead>^|[.!?]\s+|\b(?i:and|but|so|tbh|honestly|lol)\s+)
    (?P<verb>(?i:think|reckon|guess|expect))\s+
    (?=(?i:i|im|i['’]m|ill|i['’]ll|id|i['’]d|ive|i['’]ve|we|we['’]re|we['’]ll|we['’]ve|weve
    |he|he['’]s|hes|she|she['’]s|shes|they|they['’]re|theyre|my|our)\b)""",
    re.VERBOSE,
)
# "i prob got a job", texting's "I've probably got": "got" there is had now, not got then.
_PROBABLY_GOT: Final = re.compile(
    r"(?<![\w'’])(?P<who>i|we|they)\s+(?:probs|prob|prolly|probly)\s+got\b", re.IGNORECASE
)
# "probs", "prolly": "probably" before the word it hedges; after a determiner or an
# adjective it is the noun ("no probs", "a prob with the van", "big prob", "any probs").
_SHORT_PROBABLY: Final = re.compile(
    r"""(?<![\w'’])(?<!no\s)(?<!a\s)(?<!the\s)(?<!any\s)(?<!big\s)(?<!one\s)(?<!small\s)
    (?<!little\s)(?<!only\s)(?<!real\s)(?<!major\s)(?<!my\s)(?<!your\s)(?<!our\s)
    (?:probs|prob|prolly|probly|prob['’]ly)
    (?=\s+[a-z])(?!\s+(?:is|was|with|wiv|w|mate)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# Someone at work whose word is passed on, named by the bare word at the front of a fact:
# "Boss reckons <S> will be made foreman", "Gaffer says ...".
_BARE_BOSS: Final = re.compile(
    r"""^(?P<word>Boss|Gaffer|Manager|Foreman|Supervisor|Landlord|Landlady)
    (?=\s+(?:says|said|reckons|reckoned|thinks|thought|told|wants)\b)""",
    re.VERBOSE,
)


def _believer(match: re.Match[str]) -> str:
    lead, verb = match.group("lead"), match.group("verb")
    subject = "I" if verb[0].isupper() else "i"  # "think im ..." stays typed as texting
    return f"{lead}{subject} {verb.lower()} "


def hedges_owned(text: str) -> str:
    """``text`` (one turn) with a hedge whose owner was left out said in full (see the
    module docstring)."""
    text = _BARE_BELIEF.sub(_believer, text)
    text = _PROBABLY_GOT.sub(lambda m: f"{m.group('who')} have probably got", text)
    return _SHORT_PROBABLY.sub("probably", text)


def boss_owned(fact: str, speaker: str | None) -> str:
    """``fact`` with a bare "Boss" at its front made the speaker's: "Boss reckons Ida will
    be head baker" -> "Ida's boss reckons Ida will be head baker"."""
    if speaker is None:
        return fact
    return _BARE_BOSS.sub(lambda m: f"{speaker}'s {m.group('word').lower()}", fact, count=1)


def hedged(parts: list[Passage]) -> list[Passage]:
    """``parts`` with :func:`hedges_owned` applied to each turn and prompt, before texting
    is spelled out (which reads "probs" as "prob's")."""
    return [
        replace(
            part,
            text=hedges_owned(part.text),
            prompt=None if part.prompt is None else hedges_owned(part.prompt),
        )
        for part in parts
    ]

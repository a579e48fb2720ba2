"""A plain fact about someone named, when no rule of the extractor forms one.

The rules know many ways of telling news, but people tell it in more: "Doutzen was called
back to the ferry on the 13th", "Bettany had three kittens on Sunday", "Halvard turns
sixty on the 2nd of May" are told of a named person in verbs or shapes no rule reads
(a copula, "had", a name the chat never attests). :func:`plain_kind` is the last resort the
extractor asks when such a clause formed nothing: it says what kind of fact the clause is
as said (lightly cleaned and with its dates resolved already), or None when it is not safe
to keep.

It keeps only what reads as a record whatever the chat around it: a clause **dated** by a
day the extractor resolved (an event of that day, or a start: "since the 3rd"), whose verb
says what happened or holds: "was called back", "had six puppies", "turns sixty", "is in
hospital until the 4th", "has been home since Friday"; and, undated, where someone is or
what they are in, a thing named ("Ffion is in a cast", "Idris is back on the night boat"),
kept with the day it was said.

It forms nothing for a clause still leaning on its context ("it", "there", "the same", a
"him" or "her" as object), for what someone says, thinks, wants or feels, for a verdict
("is lovely", "is the best thing", "was right", "was an absolute muppet", and one said as a
figure: "was in the doghouse", "is on the ball") and for a clause of fewer than three words
after the name.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from .lexicon import IRREGULAR_PAST, JOBS, PAST_PARTICIPLES, QUALITIES, ROLES, word_set
from .person import SUBJECT

__all__ = ["plain_kind"]

_WORD: Final = re.compile(r"[\w'’-]+|[,;:()]")
_SKIPPED: Final = word_set(
    """now still just also finally already recently officially currently actually really
    only even soon""",
    None,
)
_COPULAS: Final = word_set("is was are were 's", None)
_HAVE: Final = word_set("has have had", None)
# After "is"/"was": how a copula goes on to a record, not a verdict ("is in hospital", "was
# called back", "was 82"); an adjective ("is lovely") is none of these.
_RECORD_OPENS: Final = word_set(
    """in on at out off into from with away home back under a an the his her their my our
    due""",
    None,
)
# A word the clause would need its context for: "Ilse sold it", "Tomos went there", "Ada
# is on the same team", "Ida met him".
_LEANS: Final = word_set(
    """it its it's this that these those they them their's there here you your yours him
    he she he's she's same one ones such other another else thing stuff""",
    None,
)
# What someone says, thinks, wants or feels, and verdicts: no record of what happened.
_OPINION: Final = word_set(
    """say says said saying think thinks thought reckon reckons reckoned believe believes
    believed want wants wanted hope hopes hoped wish wishes wished love loves loved like
    likes liked hate hates hated miss misses missed sends know knows knew sound
    sounds sounded seem seems seemed look looks looked feel feels felt deserve deserves
    cried cries laughed agree agrees agreed insist insists insisted swear swears swore
    reckon promise promised perfect lovely amazing brilliant wonderful gorgeous beautiful
    fine okay ok happy sad proud mad right wrong best worst nice cute sweet funny
    awful terrible fab incredible stunning thrilled delighted gutted furious upset angry
    worried nervous scared excited bored tired exhausted sick ill poor lucky glad sorry
    fat spoilt spoiled stubborn clever smart genius hero legend star machine tragedy
    nightmare queen king angel saint menace unbearable insufferable grumpy quiet loud
    relieved pleased chuffed devastated heartbroken shocked stunned surprised overjoyed
    ecstatic annoyed livid cross jealous everyone everybody muppet idiot plonker prat wally
    numpty twit moron clown absolute utter""",
    None,
) | (QUALITIES - word_set("former ex part-time", None))
_PREPOSITIONS: Final = word_set("to in on at for with from into of by about", None)
# A verdict said as a figure, opening on a preposition or an article as a record does:
# "was in the doghouse", "is on the ball", "was off his face", "had a cow".
_FIGURES: Final = re.compile(
    r"""\b(?:in\s+the\s+(?:doghouse|loop|zone|wars|dark|clear)|on\s+the\s+(?:ball|rocks|fence)
    |in\s+(?:a\s+world|hot\s+water|deep\s+water)|head\s+over\s+heels|over\s+the\s+moon
    |off\s+(?:his|her|their|its)\s+(?:face|head|trolley|rocker|nut|chops|tits)
    |away\s+with\s+the\s+fairies|under\s+the\s+weather|had\s+a\s+(?:cow|fit|meltdown))\b""",
    re.IGNORECASE | re.VERBOSE,
)


def plain_kind(text: str, dated: bool) -> Literal["event", "activity"] | None:
    """The kind of fact ``text`` (a rewritten clause about someone named, its subject the
    placeholder, its dates resolved) is kept as when no rule formed one: "event" for a
    clause ``dated`` by a day the extractor resolved, "activity" (kept with the day it was
    said) for where someone is now ("is in a cast", "is back on the drums"); None when it is
    not safe to keep as said."""
    if not text.startswith(f"{SUBJECT} "):
        return None
    words = [w.lower().replace("’", "'") for w in _WORD.findall(text[len(SUBJECT) :])]
    if len(words) < 3 or _leans(words) or any(w in _OPINION for w in words):
        return None
    if _FIGURES.search(text):
        return None  # "was in the doghouse", "is on the ball": a verdict, not a record
    if _NAMES_AFTER_COMMA.search(text):
        return None  # "was on the boat on Sunday, Enid and Dad": who else, said loosely
    rest = [w for w in words if w not in _SKIPPED]
    verb, after = rest[0], rest[1:]
    if not dated:
        return "activity" if verb in {"is", "are", "'s"} and _where_now(after) else None
    if verb in _COPULAS:
        return "event" if _record_after_copula(after) else None
    if verb in _HAVE:
        # "had six puppies", "has been home since ...": what follows must be a record too
        if after[:1] == ["been"]:
            return "event" if _record_after_copula(after[1:]) else None
        return "event" if after and after[0] not in {",", ";", ":"} else None
    return "event" if _finite(verb) else None


# A comma, then a name that is no date's: "..., Enid and Dad" (not ", 25 December 2024").
_NAMES_AFTER_COMMA: Final = re.compile(
    r",\s+(?!(?:January|February|March|April|May|June|July|August|September|October"
    r"|November|December)\b)(?-i:[A-Z])[a-z]"
)


def _leans(words: list[str]) -> bool:
    """Whether ``words`` lean on their context: a pronoun no name settles, or "her" as an
    object ("is going to race her", "took her to Oban") rather than the subject's own."""
    for at, word in enumerate(words):
        if word in _LEANS:
            return True
        if word == "her":
            following = words[at + 1] if at + 1 < len(words) else ""
            if not following or not following[0].isalpha() or following in _PREPOSITIONS:
                return True
    return False


def _where_now(after: list[str]) -> bool:
    """Whether what follows a present "is" says where someone is or what they are in, a
    thing named ("in a cast", "on the night boat", "back at the depot", "out of hospital"),
    not how they feel ("in bits", "on form")."""
    if after[:1] == ["back"]:
        after = after[1:]
    if after[:2] == ["out", "of"]:
        after = after[1:]
    if len(after) < 2 or after[0] not in {"in", "on", "at", "of"}:
        return False
    return after[1] in _THING_OPENS and not any(word in _PASSING for word in after[1:4])


_THING_OPENS: Final = word_set("a an the his her their", None)
# What one is "in" or "on" for a moment or a mood, not a place or a thing.
_PASSING: Final = word_set(
    """mood bits pieces tears love wars trouble shock pain agony denial way middle mess
    moment phone call meeting hurry rush state bad good great""",
    None,
)


def _record_after_copula(after: list[str]) -> bool:
    """Whether what follows "is"/"was"/"has been" is a record: a place or state it holds
    ("in hospital", "back at work"), a number ("82"), a post or relation ("the treasurer",
    "head of the school"), a deed done to them ("called back", "made captain")."""
    if not after:
        return False
    first = after[0]
    if first in _RECORD_OPENS or first[:1].isdigit() or first in _POSTS:
        return True
    return first in PAST_PARTICIPLES or (first.endswith("ed") and len(first) > 4)


# Posts said without an article: "has been deputy port captain", "is head of the school".
_POSTS: Final = JOBS | ROLES | word_set("head deputy chief acting senior assistant", None)


def _finite(word: str) -> bool:
    """Whether ``word`` reads as a finite verb: a past form or a present "-s"."""
    if word in IRREGULAR_PAST or word in _HAVE or word in _COPULAS:
        return True
    return len(word) > 3 and (
        word.endswith("ed") or (word.endswith("s") and not word.endswith("ss"))
    )

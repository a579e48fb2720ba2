"""Dialect "me" for "my" before someone or a part of the body.

Northern English, Irish, Scots and Australian speech (and chat typed like it) says "me" for
"my": "me dad sold the shop", "cut me hand on the outboard", "off me feet again", "took me
nan to the bingo", "twisted me bad knee". The rules read "my" as the speaker's own, so such
a clause formed nothing (or "me" stayed the object of the verb before it).

"me" is read as "my" before a word that names someone the speaker has (a relative, a mate,
a pet, a landlord), a part of the body, or one of those after a word that only describes
it ("me little sister", "me left hand"), and only where "me" cannot be the object the word
before takes a person as: after a verb of giving, telling, showing or making ("told me dad
was ill", "gave me mum's number", "made me head of year", "let me brother have it") "me"
stays. "back" is read so only after a preposition or opening a clause ("hurt me back"
stays: "paid me back", "drove me back"). Verbs of calling leave "me" alone ("calls me
baby").
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import BODY_PARTS, CALLING, KIN_EXTRA, PETS, RELATIVES, ROLES, alternation, word_set

__all__ = ["my_for_me"]


# Roles that are verbs too ("watched me coach the kids", "let me lead"): no one had.
_VERB_ROLES: Final = word_set(
    """lead coach tutor mentor mentee intern agent editor director deputy assistant student
    pupil client tenant apprentice trainer instructor advisor adviser""",
    None,
)
# Who "me" may own: kin, mates, pets and the roles a person has, as dialect says them
# too ("me mam", "me da", "me ma").
_SOMEONE: Final = (
    RELATIVES
    | KIN_EXTRA
    | PETS
    | (ROLES - _VERB_ROLES)
    | word_set("mammy ma da mates lads pals", None)
)
# Body parts that are adverbs too: "paid me back", "drove me back home".
_ALSO_ADVERBS: Final = word_set("back", None)
# Words before the owned word that only describe it: "me little sister", "me left hand".
_DESCRIBING: Final = r"""(?:old|little|big|baby|kid|poor|bad|good|left|right|best|younger|older
    |eldest|youngest|twin|own|new|lovely|dear)"""
_OWNED: Final = alternation(_SOMEONE | BODY_PARTS)
# "me", optionally the word before it, and the owned word with what describes it.
_ME_OWNS: Final = re.compile(
    rf"""(?P<before>[\w'’]+[^\w\n]+)?(?<![\w'’-])(?P<me>(?-i:me|Me))\s+
    (?=(?:{_DESCRIBING}\s+)?(?P<owned>{_OWNED})(?:['’]s)?(?![\w'’-]))""",
    re.IGNORECASE | re.VERBOSE,
)
# Before a part of the body only giving and showing take "me" as the object ("give me
# hand" for a hand to help): "got me foot stuck", "cut me hand" are the speaker's own.
_GIVES_A_PERSON: Final = word_set(
    """give gives gave given giving lend lends lent lending show shows showed shown showing
    offer offers offered offering hand hands handed""",
    None,
)
# Words that take a person as an object before another ("told me dad was ill", "gave me
# mum's number", "get me brother a pint", "made me head"): after them "me" is the object.
_TAKES_A_PERSON: Final = _GIVES_A_PERSON | word_set(
    """tell tells told telling send sends sent sending ask asks asked asking let lets letting
    help helps helped helping make makes made making get gets got getting bring brings
    brought bringing buy buys bought buying pass passes passed owe owes owed pay pays paid
    teach teaches taught wish wishes wished cost costs save saves saved find finds found
    leave leaves left write writes wrote written text texts texted remind reminds reminded
    warn warns warned promise promises promised want wants wanted need needs needed cook
    cooks cooked fetch fetched grab grabbed order ordered pour poured book booked sell sells
    sold throw threw call calls called ring rings rang phone phoned""",
    None,
)
# Words after which "me" cannot be an object, so "back" is the body's: a preposition or a
# link opening a clause ("hurt on me back", "and me back's bad").
_PLACES_IT: Final = word_set(
    """of on at in into onto off with and but so cos just from over under up down round
    around through across against behind near by without after like than""",
    None,
)


def _own(match: re.Match[str]) -> str:
    before = match["before"] or ""
    my = "My" if match["me"] == "Me" else "my"
    # the clause so far: "calls my sister mummy and me auntie" says what "me" is called
    text, at = match.string, match.start("me")
    reach = max(0, at - _CLAUSE_REACH)
    opens = max(reach, max(text.rfind(mark, reach, at) for mark in _CLAUSE_MARKS) + 1)
    clause = text[opens:at].lower().split()
    if any(word in CALLING for word in clause):
        return match.group()
    word = before.strip().lower()
    if not word or word[-1] in ",;:!.?":
        return f"{before}{my} "  # "me" opens a clause: "..., me dad sold the shop"
    owned = match["owned"].lower()
    if owned in _ALSO_ADVERBS:
        return f"{before}{my} " if word in _PLACES_IT else match.group()
    takes = _GIVES_A_PERSON if owned in BODY_PARTS else _TAKES_A_PERSON
    return match.group() if word in takes else f"{before}{my} "


_CLAUSE_MARKS: Final = ",;:!.?"
# How far back the clause before "me" is read (a long turn is not scanned whole per "me").
_CLAUSE_REACH: Final = 200


def my_for_me(text: str) -> str:
    """``text`` with a dialect "me" for "my" written "my" (see the module): "cut me hand
    on the outboard" -> "cut my hand on the outboard"; "told me dad was ill" stays."""
    if "me" not in text.lower():
        return text
    return _ME_OWNS.sub(_own, text)

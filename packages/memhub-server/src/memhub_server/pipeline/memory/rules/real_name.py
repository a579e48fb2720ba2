"""The real name of someone known by another: "That's Moose, by the way: his real name is
Priit Kask".

People are often brought up by a nickname or a title ("Monsieur Moustache", "the Walrus")
and only later named: "Did Monsieur Moustache come?" - "He did. His name is Gérard
Thiébaut". The "his" is whoever was just spoken of, so the name given reads as nothing on
its own. :func:`real_names` says it plainly ("Monsieur Moustache's real name is Gérard
Thiébaut") when exactly one person of that sex is in reach: named earlier in the same
sentence, else earlier in the turn, else in the prompt; from further than the sentence, the
turn must have taken them up with a "he" or "she" first, or say "real name" ("How is
Pippa?" - "Her name is Orla" is someone new). Two people, one of the other sex, or someone
unnamed or an animal nearer than any name leave it to nobody.
"""

from __future__ import annotations

import re
from typing import Final

from .context import (
    KIN_UNNAMED,
    SENTENCE_END,
    SOMEONE,
    people_and_places,
    people_in,
    pronoun_fits,
)
from .lexicon import PETS, alternation

__all__ = ["real_names"]

_NAME: Final = r"(?-i:[A-Z])[\w'’-]+"
_NAME_GIVEN: Final = re.compile(
    rf"""(?<![\w'’])(?P<whose>his|her)\s+(?P<real>(?:real|actual|proper|full)\s+)?name
    (?:['’]s|\s+is)\s+(?P<name>{_NAME}(?:\s+{_NAME}){{0,2}})(?=\s*(?:[,.;:!)]|$|\s+and\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# An animal, or someone not named: "his name" may be theirs ("My brother Tom has a dog.
# His name is Rex", "I've been seeing someone. Her name is ...").
_UNNAMED: Final = re.compile(rf"\b(?:{alternation(PETS)}|someone|somebody)s?\b", re.IGNORECASE)
# A "he" or "she" of the other sex before the name is given: whose name it is, is unclear.
_OTHER_SEX: Final = {
    "his": re.compile(r"\bshe\b", re.IGNORECASE),
    "her": re.compile(r"\bhe\b", re.IGNORECASE),
}
# A "he" or "she" that took the one spoken of up before the name is given ("He did. His
# name is ..."): without it, or "real", a name given may be someone new's.
_SAME_SEX: Final = {
    "his": re.compile(r"\bhe\b", re.IGNORECASE),
    "her": re.compile(r"\bshe\b", re.IGNORECASE),
}
# A nickname or a title, the only kind of name another is given for without "real":
# "Captain Haddock", "Big Al", "the Walrus" ("How's Tom?" - "His name is Eoin" is someone new).
_NICKNAME: Final = re.compile(rf"(?:the\s+\S+|{_NAME}(?:\s+{_NAME})+)$", re.IGNORECASE)
# Someone new brought in after the one spoken of: "He's training a new lad. His name is Eoin."
_SOMEONE_NEW: Final = re.compile(r"\b(?:a|an)\s+[a-z]", re.IGNORECASE)
# "That's Moose, by the way: his real name is ...": the one the name is given for.
_THATS: Final = re.compile(rf"\bthat['’]s\s+(?P<name>{_NAME}(?:\s+{_NAME})?)\b", re.IGNORECASE)


def real_names(text: str, prompt: str | None) -> list[tuple[str, str]]:
    """The names ``text`` gives someone already spoken of, each as (who, plain sentence):
    "He did. His name is Gérard Thiébaut" after "Did Monsieur Moustache come?" ->
    ("Monsieur Moustache", "Monsieur Moustache's real name is Gérard Thiébaut.")."""
    found: list[tuple[str, str]] = []
    sentences = SENTENCE_END.split(text)
    for at, sentence in enumerate(sentences):
        for match in _NAME_GIVEN.finditer(sentence):
            said_before = f"{' '.join(sentences[:at])} {sentence[: match.start()]}"
            whose = match.group("whose").lower()
            reach = _one_in_reach(sentence[: match.start()], " ".join(sentences[:at]), prompt or "")
            if reach is None:
                continue
            who, near = reach
            name = match.group("name")
            if name in who or who in name or not pronoun_fits(who, whose):
                continue
            if _OTHER_SEX[whose].search(said_before):
                continue  # "Did Aoife come?" - "She did. His name is ...": someone else
            if not near and not match.group("real") and not _SAME_SEX[whose].search(said_before):
                continue  # "How is Pippa?" - "Her name is Orla.": someone new, not Pippa
            if not match.group("real") and not _NICKNAME.match(who):
                continue  # "How's Tom?" - "His name is Eoin": Tom is his name already
            spoken = f"{prompt or ''} {said_before}"
            if _SOMEONE_NEW.search(spoken[spoken.rfind(who) + len(who) :]):
                continue  # "Did Big Al come?" - "He brought a mate. His name is Eoin."
            found.append((who, f"{who}'s real name is {name}."))
    return found


def _one_in_reach(before: str, earlier: str, prompt: str) -> tuple[str, bool] | None:
    """The one person named nearest before the name is given, and whether in the same
    sentence: in the sentence so far, else the turn so far, else the prompt; None when
    the nearest place names two or no one at all, or someone unnamed or an animal the
    name may be for ("I hired an apprentice. His name is ...")."""
    for said in (before, earlier, prompt):
        if any(rx.search(said) for rx in (SOMEONE, KIN_UNNAMED, _UNNAMED)):
            return None
        people = [m.group("name") for m in _THATS.finditer(said)] or people_in(said)
        people += [p for p in people_and_places(said)[0] if p not in people]
        if len(people) > 1:
            return None
        if people:
            return people[0], said is before
    return None

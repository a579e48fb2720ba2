"""Who a "she" or a "my sister" in a conversation turn stands for, when the conversation says.

A passage is found by the words it holds. "She's moving to Galway in June" holds no
word of a question about Saoirse, though the turn before it asked "How's Saoirse?";
"my brother starts on Monday" holds none of one about Cillian, though the speaker
called him "my brother Cillian" a few turns earlier. :func:`referent_notes` gives each
turn the names its words stand for, for the chunker to write after the turn
(``[she = Saoirse]``, ``[my brother = Cillian]``):

* **A relation the speaker named**: "my <relation>" (or "our") when the same speaker
  gives that relation exactly one name somewhere in the document ("my brother
  Cillian", "Cillian, my brother", "my brother is called Cillian", read by
  :func:`.memory.rules.kin.relatives_named`); "your <relation>" likewise for the other
  speaker of a two-person conversation.
* **A "he" or "she"** (or "him", "her", "his") in a turn that names no one, and no
  animal or unnamed person, before it: the one person the turn before names (or
  stands for by a note) or, when that turn ends on a question after one of them, that
  one; when the turn before speaks of no one ("Wow!"), the turn before that. A person
  fits when their sex is not known to differ: the relation they were named with ("my
  sister Ilka" is a woman), a pronoun an earlier note gave them, a name that is a
  man's or a woman's nearly everywhere (:mod:`.memory.rules.lexicon`), or else either.
  Only the pronouns before the first name the turn gives count ("At his aunt's. He
  says Wren ...": a "she" after Wren may be Wren's).

Every doubt leaves a turn without a note: two people who fit, a relative or someone
unnamed who may be meant ("How's your mum?"), a "he" and a "she" in one turn, a
relation given two names. The speakers themselves are never what a "he" or "she"
stands for: each is the "I" or the "you". Nothing is carried from one document to
the next: a conversation's later session that says "my sister" without ever naming
her gets no note.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain
from typing import Final

from .memory.rules.context import (
    KIN_UNNAMED,
    PLURAL_KIN,
    SOMEONE,
    people_in,
    pronoun_fits,
    spoken_to,
)
from .memory.rules.kin import relatives_named
from .memory.rules.lexicon import (
    FEMALE_KIN,
    FEMALE_NAMES,
    KIN_EXTRA,
    MALE_KIN,
    MALE_NAMES,
    MONTH,
    PETS,
    RELATIVES,
    WEEKDAY,
    alternation,
)
from .sentences import split_sentences

__all__ = ["referent_notes"]

_SEXED: Final = re.compile(
    r"(?<![\w'’])(?P<word>she|he|her|hers|him|his)(?:['’](?:s|d|ll))?(?![\w'’])", re.IGNORECASE
)
_FEMININE: Final = frozenset({"she", "her", "hers"})
_CAPITALISED: Final = re.compile(r"[A-Z][\w'’-]*")
_NAME_NEXT: Final = re.compile(r",?\s+[A-Z]")
_KIN: Final = RELATIVES | KIN_EXTRA
# An animal spoken of without its name: "we adopted a kitten. She's ...".
_ANIMAL: Final = re.compile(
    rf"(?<![\w'’])(?:{alternation(PETS)})(?![\w'’-])(?!,?\s+(?-i:[A-Z]))", re.IGNORECASE
)
# Capitalised words that name no one: "I", days and months ("On Friday she ...").
_NOT_A_NAME: Final = re.compile(rf"I(?:['’]\w+)?|(?i:{WEEKDAY}|{MONTH})(?:['’]s)?")


def referent_notes(turns: Sequence[tuple[str, str]]) -> list[list[str]]:
    """For each ``(speaker, text)`` turn of one conversation, the notes that say whom its
    words stand for (``"she = Saoirse"``, ``"my brother = Cillian"``), in the order of
    the words; an empty list for most turns."""
    keys = [speaker.casefold() for speaker, _ in turns]
    pair = sorted(set(keys))
    other = dict(zip(pair, reversed(pair), strict=True)) if len(pair) == 2 else {}
    relatives, sexes = _relatives(turns)
    named = [_people(said) for _, said in turns]
    names = {p for people in named for p in people}
    names |= {name for mine in relatives.values() for name in mine.values()}
    known = re.compile(rf"(?<![\w'’])(?:{alternation(names)})(?![\w’])") if names else None
    notes: list[list[str]] = []
    told: list[_Told] = []
    for i, (_, said) in enumerate(turns):
        owned = _owned(said, relatives.get(keys[i], {}), "my|our")
        owned += _owned(said, relatives.get(other.get(keys[i], ""), {}), "your")
        owned.sort()
        turn_notes = [f"{phrase} = {name}" for _, _, phrase, name in owned]
        speakers = {keys[i], keys[i - 1] if i else ""}
        pronoun = _pronoun_meant(said, told[-2:], speakers, sexes, known)
        if pronoun is not None and not _says(said, pronoun[1]):
            turn_notes.append(f"{pronoun[0]} = {pronoun[1]}")
            # "That's him" tells Lemuel's sex for the "her" of a later turn
            sexes.setdefault(pronoun[1], _sex_of(pronoun[0]))
        notes.append(turn_notes)
        people = named[i] + [name for *_, name in owned] + ([pronoun[1]] if pronoun else [])
        told.append(_Told(said, list(dict.fromkeys(people)), owned))
    return notes


@dataclass
class _Told:
    """What a turn said and whom it names or was noted to mean (``people``)."""

    said: str
    people: list[str]
    owned: list[tuple[int, int, str, str]]
    _unnamed: frozenset[str] | None = None

    @property
    def unnamed(self) -> frozenset[str]:
        """The sexes ("f", "m" or "either") of those the turn speaks of without a name
        ("your mum", "a guy from work", "the puppy", a "he" when it names no one); read only
        for the turn before a "he" or "she"."""
        if self._unnamed is None:
            found: set[str] = set()
            matches = chain(
                KIN_UNNAMED.finditer(self.said),
                SOMEONE.finditer(self.said),
                _ANIMAL.finditer(self.said),
            )
            for match in matches:
                if any(start <= match.start() < end for start, end, *_ in self.owned):
                    continue  # "your sister", noted with her name
                noun = match.group().split()[-1].lower()
                if noun not in PLURAL_KIN:  # "the kids" are never a "she"
                    found.add("f" if noun in FEMALE_KIN else "m" if noun in MALE_KIN else "either")
            if not self.people:  # a "she" that stands for no one named
                found |= {_sex_of(m.group("word")) for m in _SEXED.finditer(self.said)}
            self._unnamed = frozenset(found)
        return self._unnamed


def _people(said: str) -> list[str]:
    """The people ``said`` names (not those it only greets or thanks); a capitalised
    relative ("Mum", "Dad") is no name to note."""
    return [
        person
        for person in people_in(said)
        if all(_CAPITALISED.fullmatch(word) for word in person.split())
        and person.lower() not in _KIN
        and not _NOT_A_NAME.fullmatch(person)
        and not spoken_to(person, said)
    ]


def _relatives(
    turns: Sequence[tuple[str, str]],
) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """Each speaker's relations named with exactly one name in the whole conversation
    ({speaker: {relation: name}}, under the phrase said and under its last word), and the
    sex ("f"/"m") that a relation gives each name."""
    found: dict[str, dict[str, set[str]]] = {}
    sexes: dict[str, str] = {}
    for i, (speaker, said) in enumerate(turns):
        prompt = turns[i - 1][1] if i else None
        for owner, relation, name in relatives_named(said, speaker, prompt):
            last = relation.split()[-1].lower()
            mine = found.setdefault(owner.casefold(), {})
            for key in dict.fromkeys((relation.lower(), last)):
                mine.setdefault(key, set()).add(name)
            if last in FEMALE_KIN or last in MALE_KIN:
                sexes[name] = "f" if last in FEMALE_KIN else "m"
    relatives = {
        owner: {relation: next(iter(names)) for relation, names in mine.items() if len(names) == 1}
        for owner, mine in found.items()
    }
    return relatives, sexes


def _owned(said: str, relatives: dict[str, str], owners: str) -> list[tuple[int, int, str, str]]:
    """(start, end, phrase, name) for each "<owner> <relation>" in ``said`` whose name
    the conversation gives and ``said`` does not."""
    found: list[tuple[int, int, str, str]] = []
    # the longest phrase first, so "my little sister" is not read again as "my sister"
    for relation, name in sorted(relatives.items(), key=lambda item: -len(item[0])):
        if _says(said, name):
            continue
        pattern = rf"(?<![\w'’])(?:{owners})\s+{re.escape(relation)}(?![\w'’-])"
        for match in re.finditer(pattern, said, re.IGNORECASE):
            if _NAME_NEXT.match(said, match.end()):
                continue  # "my sister Ilka": the name is said (another's, here)
            if any(start <= match.start() < end for start, end, *_ in found):
                continue
            found.append((match.start(), match.end(), match.group().lower(), name))
    return found


def _pronoun_meant(
    said: str,
    earlier: list[_Told],
    speakers: set[str],
    sexes: dict[str, str],
    known: re.Pattern[str] | None,
) -> tuple[str, str] | None:
    """(pronoun, name) when the "he" or "she" of ``said`` can only be one person named
    in the turn before it (or, past a turn that speaks of no one, the one before that);
    ``earlier`` is what those turns told, the nearest last. Only the pronouns before
    the first name ``said`` gives count: "To his sister's. He says Pilvi ...": the "he"
    is the one asked about, a "she" after Pilvi may be Pilvi."""
    named = known.search(said) if known is not None else None
    words = list(_SEXED.finditer(said, 0, named.start() if named is not None else len(said)))
    sexes_said = {_sex_of(m.group("word")) for m in words}
    if len(sexes_said) != 1:
        return None  # none, or a "he" and a "she"
    (sex,) = sexes_said
    before = said[: words[0].start()]
    if _someone_before(before, known):
        return None  # the turn says whom it means itself, or may mean someone unnamed
    for told in reversed(earlier):
        people = [p for p in told.people if p.casefold() not in speakers]
        if not people and not told.unnamed:
            continue
        fits = [p for p in people if sexes.get(p, _sex_of_name(p)) in {sex, None}]
        asked = _asked_after(told.said, fits)
        if asked is not None:
            fits = [asked]  # "Mossie chewed my shoe. How's Grandma Ros?" - "She's ..."
        elif told.unnamed & {sex, "either"}:
            return None
        if len(fits) != 1 or not pronoun_fits(fits[0], said[: words[-1].end()]):
            return None
        return words[0].group("word").lower(), fits[0]
    return None


def _asked_after(said: str, people: list[str]) -> str | None:
    """The one of ``people`` that the question ``said`` ends on asks after, when it asks
    after no one else ("..., and how is Ros?"); the answer is to that question."""
    sentences = split_sentences(said.strip())
    last = sentences[-1] if sentences else ""
    if not last.rstrip().endswith("?") or KIN_UNNAMED.search(last) or SOMEONE.search(last):
        return None
    asked = [p for p in people if _says(last, p)]
    return asked[0] if len(asked) == 1 else None


def _someone_before(before: str, known: re.Pattern[str] | None) -> bool:
    """Whether ``before`` (a turn up to its first "he" or "she") speaks of anyone, named
    or not, or of an animal: the pronoun may be theirs."""
    if known is not None and known.search(before):
        return True  # "Tough week. Diarmuid's better. He ...": a name the turn opens on
    if KIN_UNNAMED.search(before) or SOMEONE.search(before) or _ANIMAL.search(before):
        return True
    for word in _CAPITALISED.finditer(before):
        opening = before[: word.start()].rstrip()[-1:] in {"", ".", "!", "?", ":", '"', "“"}
        if not opening and not _NOT_A_NAME.fullmatch(word.group()):
            return True  # "Yes, Big Al's crew ...": someone the document names nowhere else
    return False


def _sex_of(pronoun: str) -> str:
    return "f" if pronoun.lower() in _FEMININE else "m"


def _says(said: str, name: str) -> bool:
    """Whether ``said`` holds ``name`` itself, so a note would add nothing."""
    return re.search(rf"(?<![\w'’]){re.escape(name)}(?![\w'])", said) is not None


def _sex_of_name(person: str) -> str | None:
    """ "f" or "m" when a word of ``person`` says ("Auntie Ros", "Crispin"), else None."""
    for word in person.lower().split():
        if word in FEMALE_NAMES or word in FEMALE_KIN:
            return "f"
        if word in MALE_NAMES or word in MALE_KIN:
            return "m"
    return None

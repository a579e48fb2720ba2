"""People named in passing: relation facts from wherever a relation is named.

People name their relations on the way to saying something else: "my wife Kamila says
it's a crisis", "can my sister Ilka come too?", "Abena's sister Efua arrives on Friday".
The clause around the name may form nothing (someone else's opinion, a question, a
request, a plan), but the relation it names is a lasting fact worth remembering:
:func:`kin_facts` forms one durable fact per (owner, relation, name) it finds in a turn:

* **Apposition**: "<owner> <relation> <Name>" anywhere in a sentence, or between commas
  ("my wife, Kamila, says") -> "Rustam's wife is Kamila.". The owner is "my"/"our" (the
  speaker, or "the user"), "<Name>'s" or "the user's"; "his"/"her" only when the
  sentence named exactly one person before it, of the matching sex where the relation
  says ("my sister Ilka and her husband Tom" -> "Ilka's husband is Tom."); when the
  sentence names no one before it, the one person of the matching sex the turn named
  earlier ("My neighbour Dilys is 90. Her son Gareth ..." -> "Dilys's son is Gareth."),
  unless someone else could be meant: another person named (in the turn or the prompt to
  it), a relative or someone mentioned without a name, a pet, a "he"/"she" that is not
  the one named (:func:`_turn_antecedent`). :func:`owners_named` writes such an owner
  into the turn before the clause rules read it ("Dilys's son Gareth visits ..."), and
  the relation is formed even though that clause states it.
* **Naming**: "my <relation> is (called|named) X", "my <relation> is a lovely woman
  called X", "my <relation>'s name is X", "my <relation>, whose name is X", "X is my
  <relation>", "X, my <relation>,", "X (my <relation>)", "a <relation> of mine called X".
* **A name given next**: "I've just hired an apprentice. his name is Jarrah" - "his"/
  "her" right after the one relation the turn just introduced ("my <relation>", or "a
  <relation>" the speaker has, hires or adopts).
* **Age** of a relation just named: "my daughter Tui ... Tui is nine" (the turn's "she"
  already made plain by :func:`.context.within_turn`) -> "Tui was nine years old in
  September 2023." (a fact about that month that stays true).

Pairing is syntactic, never by proximity: "my brother says hi, Obi's opening a shop"
names a brother and an Obi, but nothing in the sentence says they are one person (Obi
may be a friend), so it forms no relation. Nothing is formed from a relation without a
name ("my mum's there"), from hypotheticals and fiction ("if my brother Tom ...",
"write a story where my sister Ilka ..."), from quoted speech (whose "my" it is, the
quote does not say), from a capitalised word that is no name ("my boss Monday", "my
dad Irish"), or from names in lower case (chat spelling makes "my wife kamila" and
"my wife cooked" look alike). A fact the clause rules already formed in other words
("Rustam's sister is called Marta.") is not formed again.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Final

from ...dates import human_month
from ...sentences import split_sentences
from ..facts import CandidateFact
from .context import (
    KIN_UNNAMED,
    NOT_NAMES,
    PLURAL_KIN,
    POSSESSIVE,
    SOMEONE,
    named_as,
    people_and_places,
    people_in,
    pronoun_fits,
    spoken_to,
)
from .contraction import after_owner
from .lexicon import (
    COUNTRIES,
    DEMONYMS,
    FEMALE_KIN,
    FEMALE_NAMES,
    IRREGULAR_PAST,
    JOBS,
    KIN_EXTRA,
    MALE_KIN,
    MALE_NAMES,
    PETS,
    RELATIVES,
    ROLES,
    alternation,
    word_set,
)
from .naming import name_given, no_one_to_name, sex_fits
from .person import could_be_a_name
from .text import Passage

__all__ = [
    "identity_then",
    "kin_facts",
    "kin_name_contracted",
    "named_relatives",
    "one_of_mine",
    "owned_parent",
    "owners_named",
    "plainly_related",
]

# Words for a group, not a person or a pet that can bear a name.
_GROUPS: Final = word_set("family team household pets", None)
_RELATIONS: Final = (RELATIVES | KIN_EXTRA | ROLES | PETS) - _GROUPS
# The last word of every relation: a turn without any of them names no relation.
_RELATION_TOKENS: Final = frozenset(w.split()[-1] for w in _RELATIONS)
_TOKEN: Final = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def _relation_words(text: str) -> list[tuple[int, int, str]]:
    """(start, end, relation in lower case) of each relation noun in ``text``, the
    longest first where two words make one ("best friend", "line manager")."""
    found: list[tuple[int, int, str]] = []
    previous: re.Match[str] | None = None
    for token in _TOKEN.finditer(text):
        word = token.group().lower()
        if word in _RELATION_TOKENS:
            pair = f"{previous.group().lower()} {word}" if previous is not None else ""
            if pair in _RELATIONS and previous is not None and previous.end() + 1 == token.start():
                if found and found[-1][0] == previous.start():
                    found.pop()  # "best friend", not "best" then "friend"
                found.append((previous.start(), token.end(), pair))
            elif word in _RELATIONS:
                found.append((token.start(), token.end(), word))
        previous = token
    return found


_PLURAL: Final = word_set("children grandchildren grandkids in-laws people", None)

_FEMALE_TITLES: Final = word_set("mrs mrs. ms ms. miss dame aunt auntie aunty", None)
_MALE_TITLES: Final = word_set("mr mr. sir uncle", None)

# Words before the relation noun that keep it the same relation ("my little sister").
_KIN_ADJECTIVES: Final = word_set(
    """older younger big little baby twin step half best oldest youngest eldest elder new ex
    former old late lovely only current future dear favourite favorite then own adopted
    wonderful amazing""",
    None,
)
# The work an animal does, which keeps it the one animal: "my hearing dog, Perrin".
_ANIMAL_WORK: Final = word_set(
    "hearing guide assistance therapy service sheep police gun sniffer rescue show racing", None
)
# Relations a noun may narrow: "my cello teacher", "my PhD supervisor", "my line manager".
_NARROWED: Final = ROLES - word_set("friend mate pal buddy bestie", None)

_TITLE = r"(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Miss|Sir|Dame|Rev|Reverend|Aunt|Auntie|Aunty|Uncle)"
_CAP = r"(?-i:[A-ZÀ-ÖØ-Þ])[^\W\d_]*(?:[-'](?!s\b)[^\W\d_]+)*"
_NAME = rf"(?:(?-i:{_TITLE})\.?\s+)?{_CAP}(?:\s+{_CAP}){{0,2}}"

# Capitalised words that are no one's name after "my sister ...".
_NOT_NAMES: Final = (
    word_set(
        """i i'm i've i'd i'll im the a an and but or so if then this that these those it its
        he she we they you his her our their my your is was are were has had have will
        would can could should says said say thinks thought told tells just also too lol
        haha omg ok okay yes no not oh btw tbh hi hey hello thanks please aye yup who what when
        where why how today tomorrow yesterday tonight monday tuesday wednesday thursday
        friday saturday sunday january february march july august september october
        november december christmas xmas easter halloween thanksgiving eid diwali hanukkah
        ramadan new year god covid google zoom whatsapp facetime skype instagram facebook
        uber amazon netflix spotify youtube tiktok linkedin slack teams lmao lmk idk omw
        asap fyi imo wow yeah yep nope mum mom dad in on at to of for with from by honestly
        ha anyway well look listen sorry ugh ooh aw actually seriously apparently basically
        luckily sadly thankfully here there let everyone everybody someone somebody anyone
        anybody nobody each either neither other others whoever""",
        None,
    )
    | COUNTRIES
    | DEMONYMS
    | _RELATIONS
)
_NEXT_IS_OBJECT: Final = re.compile(r"\s+(?:me|us|him|them|it|you|her|up|out|off)\b", re.I)

# The sentence so far says the rest is not so: a condition, a wish, a made-up world.
_UNREAL: Final = re.compile(
    r"""(?<![\w'])(?:if|unless|suppose|supposing|imagine|imagining|pretend|pretending
    |hypothetically|whether|wish|story|stories|novel|fiction|fictional|character|characters
    |roleplay|role-play|role\s+play|script|screenplay|fanfic|poem\s+about)(?![\w'])""",
    re.IGNORECASE | re.VERBOSE,
)
_QUOTE_MARKS: Final = re.compile(r"[\"“”]")
# A couple the sentence says has parted: "my husband Tom and I divorced" names an ex, and
# "<S>'s husband is Tom." would state the opposite of what was said.
_PARTED: Final = re.compile(
    r"""(?<![\w'])(?:divorc(?:e|ed|es|ing)|split(?:ting)?\s+up|br(?:oke|eak|eaking)\s+up
    |separat(?:ed|ing)|dumped|left\s+me)(?![\w'])""",
    re.IGNORECASE | re.VERBOSE,
)
_PARTNERS: Final = word_set(
    "wife husband partner spouse girlfriend boyfriend fiance fiancé fiancee fiancée", None
)
_IN_LAW: Final = re.compile(
    r"\b(mother|father|sister|brother|son|daughter)\s+in\s+law\b", re.IGNORECASE
)

# Who owns the relation, read backwards from the relation noun: "my", "our", "his",
# "her", "the user's", "<Name>'s", then up to two words narrowing it.
_OWNER: Final = re.compile(
    rf"""(?:^|(?<=[^\w'-]))(?P<owner>(?i:my|our|his|her)|(?i:the\s+user)'s
    |(?P<named>{_NAME})'s)\s+(?P<mods>(?:(?!(?i:my|our|his|her)\s)[\w-]+\s+){{0,2}})$""",
    re.VERBOSE,
)
_APPOSITIVE: Final = re.compile(
    rf"""^(?:\s+|\s*,\s*(?=[^,]{{1,40}}(?:,|$|\s+-)))
    (?P<name>{_NAME}(?:(?:\s*,\s*|\s+and\s+){_NAME})*)(?:'s)?(?![\w'-])""",
    re.VERBOSE,
)
_NAME_LIST_SPLIT: Final = re.compile(r"\s*,\s*|\s+and\s+")
# "my <relation> is called X", "... is this tiny lady called X", "... 's name is X",
# "my <relation> is X".
_NAMED_AS: Final = re.compile(
    rf"""^(?:'s\s+name\s+is|\s+is\s+(?:called|named)
    |\s+is\s+(?:a|an|this|the|some)\s+(?:[\w'-]+\s+){{0,4}}?(?:called|named)
    |,?\s+who(?:'s|\s+is)\s+(?:called|named)|,?\s+whose\s+name\s+is|\s+named)
    \s+(?P<name>{_NAME})(?![\w'-])""",
    re.VERBOSE,
)
# "a friend of mine called Zed": the speaker's relation, named ("called" after "mine" is
# no phone call: that would be "called me").
_OF_MINE: Final = re.compile(
    rf"""^\s+of\s+(?:mine|ours)\s*,?\s+(?:called|named|who(?:'s|\s+is)\s+(?:called|named))
    \s+(?P<name>{_NAME})(?![\w'-])""",
    re.VERBOSE,
)
_ONE_OF: Final = re.compile(r"(?:^|(?<=\s))(?:a|an|one|another)\s+(?:[\w-]+\s+){0,2}$", re.I)
_IS_NAME: Final = re.compile(
    rf"^\s+is\s+(?P<name>{_NAME})(?=\s*(?:$|[.,;!?)]|\s+(?:and|but|btw|though)\b))"
)
# "X is my <relation>", "X, my <relation>," read backwards from "my".
_NAME_IS: Final = re.compile(
    rf"(?:^|(?<=[^\w'-]))(?P<name>{_NAME})(?:\s+is\s+|(?P<comma>\s*,\s+|\s*\(\s*))$"
)
# After "X, my <relation>": the apposition closes ("Honestly, my dad thinks" has none).
_CLOSED: Final = re.compile(r"\s*(?:[,;.!?)]|-\s|$)")
# "I'm hiring an apprentice", "we've got a new neighbour": a relation the speaker has.
_HAS_A: Final = re.compile(
    r"""(?:^|(?<=[^\w']))(?:i|we)(?:'ve|'m|'re|\s+have|\s+am|\s+are)?\s+(?:just\s+|finally\s+
    |recently\s+|also\s+)*(?:hired|hiring|got|have|adopted|adopting|found|taken\s+on|took\s+on
    |welcomed|employ|employed|gained)\s+(?:a|an)\s+(?:(?:new|little|baby|second|third)\s+)?$""",
    re.IGNORECASE | re.VERBOSE,
)
_AGE: Final = r"""(?P<age>\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)
    (?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six
    |seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen
    |eighteen|nineteen)(?P<unit>\s+(?:years?|months?)(?:\s+old)?|\s+(?:yrs?|mo)(?:\s+old)?)?"""
_AGE_END = r"(?=\s*(?:$|[.,;!?)]|\s+(?:and|but|now|so|already|today)\b))"
# "Tui is nine", "Tui's 12 months old", "Tui just turned 40".
_AGE_STATED: Final = re.compile(
    rf"""(?<![\w'])(?P<name>{_NAME})(?:\s+is|'s|\s+just\s+turned|\s+turned)\s+{_AGE}{_AGE_END}""",
    re.VERBOSE,
)
_SPEAKER_SAYS: Final = re.compile(
    rf"""^(?P<name>{_NAME})\s+(?:says|said|told\s+me|tells\s+me|thinks|mentioned|reckons
    |wrote|texted|called|brought|introduced|invited|took|is\s+bringing|was\s+telling)\s""",
    re.VERBOSE,
)


@dataclass(frozen=True, slots=True)
class _Pair:
    owner: str
    """Who has the relation: the speaker's label, "the user", or a name."""
    relation: str
    names: tuple[str, ...]
    end: int
    """Where the name ends in the sentence."""
    across: tuple[int, int] | None = None
    """Where the "his"/"her" is in the sentence, when an earlier sentence settled whose."""


def kin_facts(
    passage: Passage,
    today: date,
    formed: Sequence[CandidateFact] = (),
    prompt: str | None = None,
    settled: frozenset[str] = frozenset(),
) -> list[CandidateFact]:
    """Relation (and age) facts named in ``passage``, except those ``formed`` (the facts
    the clause rules made of the same passage) already states, unless :func:`owners_named`
    ``settled`` it. ``prompt`` (what was said to the speaker just before) may name someone
    a "his"/"her" could stand for."""
    if _RELATION_TOKENS.isdisjoint(_TOKEN.findall(passage.text.lower())):
        return []  # the many turns without a relation cost one scan
    speaker = passage.speaker or "the user"
    pairs = [pair for _, pair in _turn_pairs(passage.text, speaker, prompt)]
    facts = [_relation_fact(pair) for pair in pairs]
    facts.extend(_age_facts(passage.text, [n for pair in pairs for n in pair.names], today))
    return [
        fact.fact
        for fact in facts
        if fact.fact.text in settled or not _already_formed(fact, formed)
    ]


def _turn_pairs(text: str, speaker: str, prompt: str | None) -> list[tuple[str, _Pair]]:
    """Each (sentence, pair) a turn names, in reading order."""
    pairs: list[tuple[str, _Pair]] = []
    said: list[str] = [prompt or ""]
    for line in text.splitlines():
        unnamed: _Pair | None = None
        for sentence in split_sentences(_IN_LAW.sub(r"\1-in-law", line)):
            if unnamed is not None and (given := _given_name(sentence, unnamed.relation)):
                pairs.append((sentence, _Pair(unnamed.owner, unnamed.relation, (given,), 0)))
            earlier = _Earlier(" ".join(said), tuple(pair for _, pair in pairs), speaker)
            found, unnamed = _pairs(sentence, speaker, earlier)
            pairs.extend((sentence, pair) for pair in found)
            said.append(sentence)
            if unnamed is not None and (
                _OTHER_PERSON.search(sentence, unnamed.end)
                or _OTHER_ONE.search(sentence, unnamed.end)
            ):
                unnamed = None  # "my brother met a guy. his name is ...": whose name?
    return pairs


def owners_named(
    text: str, speaker: str | None, prompt: str | None = None
) -> tuple[str, frozenset[str]]:
    """``text`` with a "his"/"her" before a named relation made the owner an earlier
    sentence of the turn settles (:func:`_turn_antecedent`): "My neighbour Dilys is 90.
    Her son Gareth visits every Sunday." -> "... Dilys's son Gareth visits every Sunday.",
    so that what the clause says is about someone named; and the relation facts so
    settled ("Dilys's son is Gareth."), which :func:`kin_facts` forms even where the
    clause states them (the clause may be news that is soon forgotten)."""
    settled: set[str] = set()
    if _RELATION_TOKENS.isdisjoint(_TOKEN.findall(text.lower())):
        return text, frozenset()
    for sentence, pair in _turn_pairs(text, speaker or "the user", prompt):
        if pair.across is None or text.count(sentence) != 1:
            continue
        start, end = pair.across
        if _AND_OWN.search(sentence, 0, start):
            continue  # "Ismay and her husband Kenelm are ...": the sentence says whose
        owner = "the user" if pair.owner == "the user" else pair.owner
        rewritten = f"{sentence[:start]}{owner}'s{sentence[end:]}"
        text = text.replace(sentence, rewritten)
        settled.add(_relation_fact(pair).fact.text)
    return text, frozenset(settled)


# "Ismay and her ...": a name the "her" right after it belongs to.
_AND_OWN: Final = re.compile(rf"(?<![\w'-]){_CAP}\s+and\s+$")


# Someone else mentioned after a relation: a name given next may be theirs.
_OTHER_PERSON: Final = re.compile(
    r"""(?<![\w'])(?:guy|man|woman|girl|boy|lady|bloke|chap|person|someone|somebody|he|she
    |him|her|his|kid|fellow|dude|people|they|them)(?![\w'])|\s(?-i:[A-Z])""",
    re.IGNORECASE | re.VERBOSE,
)


# Something else mentioned after it: "... and my neighbour bought a canoe. Her name is
# ...": the canoe's, maybe.
_OTHER_ONE: Final = re.compile(r"(?<![\w'])(?:a|an|the|my|our|your)\s+[a-z]", re.IGNORECASE)


# A verb that gives what follows its object as a name: "nicknamed my boss ...", "we call
# my brother ...".
_NAMING_VERB: Final = re.compile(
    r"\b(?:nick-?named?|dubbed?|call(?:s|ed)?|renamed?|christened)\s+$", re.IGNORECASE
)


def _pairs(
    sentence: str, speaker: str, earlier: _Earlier | None = None
) -> tuple[list[_Pair], _Pair | None]:
    """(owner, relation, names) named in one sentence, in reading order, and the
    relation the sentence ends on without a name (whose name the next one may give)."""
    found: list[_Pair] = []
    unnamed: _Pair | None = None
    question = sentence.rstrip("\"')] ").endswith("?")
    # where the sentence first turns unreal, found once: searching again before every
    # relation word would take time that grows with the square of a long sentence
    unreal = _UNREAL.search(sentence)
    unreal_from = unreal.end() if unreal is not None else len(sentence) + 1
    parted = _PARTED.search(sentence) is not None
    # quote marks found once too, for the same reason
    marks = [mark.start() for mark in _QUOTE_MARKS.finditer(sentence)]
    for start, end, relation in _relation_words(sentence):
        if unreal_from <= start or _quoted(marks, start):
            unnamed = None
            continue
        if parted and relation in _PARTNERS:
            unnamed = None
            continue
        if sentence[start].isupper() and start > 0 and sentence[start - 1] == " ":
            continue  # Title Case ("My Sister Ilka's Big Day"): names do not stand out
        after = sentence[end:]
        owner = _OWNER.search(sentence, max(0, start - 80), start)
        if owner is None:
            pair, unnamed = _without_owner(sentence, start, end, speaker)
            if pair is not None:
                found.append(pair)
            continue
        unnamed = None
        if not _modifiers_fit(owner.group("mods"), relation):
            continue
        phrase = _phrase(owner.group("mods"), relation)
        whose, across = _whose(owner, sentence, speaker, found, earlier)
        if whose is None:
            continue
        names, length = _names_after(after, relation, question)
        if names and _NAMING_VERB.search(sentence, max(0, owner.start() - 30), owner.start()):
            names = ()  # "I nicknamed my boss Darth": a name given, maybe in jest, no one's own
        mine = owner.group("owner").lower() in {"my", "our", "the user's"}
        if not names and mine:
            if (given := _given_name(after, relation)) is not None:
                names = (given,)
            elif not question and (before := _NAME_IS.search(sentence, *_before(owner.start()))):
                name = _valid_name(before.group("name"))
                if name is not None and (before.group("comma") is None or _CLOSED.match(after)):
                    names = (name,)
            else:
                unnamed = _Pair(whose, phrase, (), end)
        if names and whose not in names:
            spot = (owner.start("owner"), owner.end("owner")) if across else None
            found.append(_Pair(whose, phrase, names, end + length, spot))
    return found, unnamed


def _without_owner(
    sentence: str, start: int, end: int, speaker: str
) -> tuple[_Pair | None, _Pair | None]:
    """A relation with no owner before it: the speaker's when "of mine" follows ("a
    friend of mine called Zed") or the speaker has one ("I'm hiring an apprentice"); the
    named pair, or the unnamed one whose name the next sentence may give."""
    relation = sentence[start:end].lower()
    after = sentence[end:]
    of_mine = _OF_MINE.match(after)
    if of_mine and _ONE_OF.search(sentence, max(0, start - 40), start):
        name = _valid_name(of_mine.group("name"))
        return (_Pair(speaker, relation, (name,), end + of_mine.end()) if name else None), None
    if relation in _PLURAL or not _has_a(sentence, start):
        return None, None
    if (given := _given_name(after, relation)) is not None:
        return _Pair(speaker, relation, (given,), end), None
    return None, _Pair(speaker, relation, (), end)


def _quoted(marks: list[int], at: int) -> bool:
    """Whether ``at`` is inside a quotation: an odd number of the sentence's quote
    ``marks`` (their offsets, in order) stand before it."""
    return bisect.bisect_left(marks, at) % 2 == 1


def _modifiers_fit(mods: str, relation: str) -> bool:
    words = mods.split()
    if len(words) > 2:
        return False
    for n, word in enumerate(words):
        low = word.lower()
        if low in _KIN_ADJECTIVES or (relation in PETS and low in _ANIMAL_WORK):
            continue
        narrowing = n == len(words) - 1 and relation in _NARROWED
        if not narrowing or not _is_noun_modifier(word):
            return False
    return True


_FUNCTION_WORDS: Final = word_set(
    """a an the and or but so to of for with at in on by from about as than that this
    these those who whom whose which what is was are were be been has have had do does did
    will would can could should may might must not no very really just also too then there
    here when where while how why if up out off over into said says told""",
    None,
)


def _is_noun_modifier(word: str) -> bool:
    """Whether ``word`` may narrow a role ("cello", "PhD", "driving") rather than be a
    word of grammar or a past verb ("with", "told")."""
    low = word.lower()
    if low in _FUNCTION_WORDS or low in _RELATIONS or low in IRREGULAR_PAST:
        return False
    return not low.endswith("'s")


def _phrase(mods: str, relation: str) -> str:
    words = [
        w if w.isupper() or any(c.isupper() for c in w[1:]) else w.lower() for w in mods.split()
    ]
    return " ".join([*words, relation])


def _whose(
    owner: re.Match[str],
    sentence: str,
    speaker: str,
    found: list[_Pair],
    earlier: _Earlier | None = None,
) -> tuple[str | None, bool]:
    """The owner's name: the speaker for "my"/"our", a name, or whom "his"/"her" is
    about when the sentence (or else the turn before it) settles it; and whether it was
    the turn before the sentence, or the sentence before a clause of its own, that settled
    it (the owner is then written out)."""
    word = owner.group("owner").lower()
    if word in {"my", "our"}:
        return speaker, False
    if word.startswith("the"):
        return "the user", False
    if owner.group("named") is not None:
        return _valid_name(owner.group("named")), False
    named = _antecedent(word, sentence, owner.start(), found, speaker)
    if named is not None and earlier is not None and _other_owner(word, named, found, earlier):
        named = None
    if named is None and earlier is not None and not any(p.end <= owner.start() for p in found):
        before = f"{earlier.text} {sentence[: owner.start()]}"
        named = _turn_antecedent(word, before, earlier)
        return named, named is not None
    # "My partner Saul is a clockmaker, his daughter Nimue ...": a clause of its own after
    # the comma, read apart, so its "his" is written as the owner too
    return named, named is not None and _SPLICED.search(sentence, 0, owner.start()) is not None


_SPLICED: Final = re.compile(r"[,;]\s+(?:and\s+)?$")


def _other_owner(pronoun: str, named: str, found: list[_Pair], earlier: _Earlier) -> bool:
    """Whether "his"/"her" may stand for someone the turn named before ``named``, whose
    sex is unsaid: "Mum came round. My partner Sam is ..., her daughter ...": Mum's or
    Sam's."""
    relation = next((p.relation for p in found if p.names == (named,)), "person")
    if _sex(relation, named) is not None:
        return False  # its sex fits the pronoun (:func:`_antecedent` checked it)
    told = "his" if pronoun == "his" else "her"
    sex = "m" if pronoun == "his" else "f"
    for kin in (m.group() for m in KIN_UNNAMED.finditer(earlier.text)):
        if kin.lower() not in PLURAL_KIN and pronoun_fits(kin, told):
            return True
    known = {n: _sex(p.relation, n) for p in earlier.pairs for n in p.names}
    return any(
        person != named and known.get(person, _sex("person", person)) in {None, sex}
        for person in _named_before(earlier.text, earlier, list(known))
    )


def _antecedent(
    pronoun: str, sentence: str, at: int, found: list[_Pair], speaker: str
) -> str | None:
    """Whom "his"/"her" at ``at`` stands for: the one person named before it in the
    sentence (a relation just named, or the sentence's named subject), if the relation
    or title does not say otherwise."""
    before = sentence[:at]
    people = [pair for pair in found if pair.end <= at and len(pair.names) == 1]
    if len(people) == 1:
        pair = people[0]
        if pair.owner not in {speaker, "the user"}:
            return None  # "Ilka's boss Greta and her husband": Ilka's or Greta's, unsaid
        between = before[pair.end :]
        if _relation_words(between) or re.search(r"\b(?:he|she|him)\b", between, re.I):
            return None
        if _sex(pair.relation, pair.names[0]) in {None, "f" if pronoun == "her" else "m"}:
            return pair.names[0]
        return None
    if not people:
        says = _SPEAKER_SAYS.match(before) or _SUBJECT_SPLICED.match(before)
        if says is not None and not _relation_words(before):
            name = _valid_name(says.group("name"))
            sex = "f" if pronoun == "her" else "m"
            if name is not None and " and " not in name and _sex("person", name) in {None, sex}:
                return name
    return None


# "Tom is a plumber, his wife Sue ...": a named subject's clause, then a comma before the
# "his"/"her" that opens a clause of its own.
_SUBJECT_SPLICED: Final = re.compile(
    rf"""^(?P<name>{_NAME})\s+(?:is|was|works|worked|lives|lived|runs|ran|has|had|teaches
    |taught)\s[^,;:.!?]*[,;]\s+(?:and\s+)?$""",
    re.VERBOSE,
)


@dataclass(frozen=True, slots=True)
class _Earlier:
    """What the turn said before a sentence (the prompt to it first), and the relations
    it named, for a "his"/"her" whose owner the sentence itself does not name."""

    text: str
    pairs: tuple[_Pair, ...]
    speaker: str


# "Kasia's brilliant", "Kasia's van": a name owning, or being, something (never "It's").
_NAME_OWNS: Final = re.compile(rf"(?<![\w'-])(?P<name>{_CAP})['’]s(?![\w'])")
_SEXED_WORDS: Final = re.compile(
    r"(?<![\w'])(?:(?P<m>he|him|his|himself)|(?P<f>she|her|hers|herself))(?:['’]\w+)?(?![\w'])",
    re.IGNORECASE,
)


_PET_WORDS: Final = re.compile(rf"(?<![\w'])(?:{alternation(PETS)})s?(?![\w'])", re.IGNORECASE)


# "watched Frozen", "Harry Potter is my favourite book": a name that is a work's.
_WORK_BEFORE: Final = re.compile(
    r"""(?<![\w'])(?:watch\w*|rewatch\w*|binge\w*|read|reading|reread\w*|listen\w*\s+to
    |play(?:ed|ing)?|stream\w*|seen|finished|started)\s+(?:the\s+)?$""",
    re.IGNORECASE | re.VERBOSE,
)
_WORK_AFTER: Final = re.compile(
    r"""^['’]?s?\s+(?:is|was|are|were|'s)\s+(?:[\w'-]+\s+){0,3}?(?:book|books|film|films
    |movie|movies|show|shows|series|song|songs|album|game|games|band|novel|novels|musical
    |podcast|character|franchise|saga|comic|manga|anime)(?![\w'])""",
    re.IGNORECASE | re.VERBOSE,
)


def _a_work(name: str, text: str) -> bool:
    """Whether ``text`` says ``name`` as the title of a film, book, show or the like."""
    for match in re.finditer(rf"(?<![\w']){re.escape(name)}", text):
        if _WORK_BEFORE.search(text, max(0, match.start() - 30), match.start()):
            return True
        if _WORK_AFTER.match(text[match.end() : match.end() + 60]):
            return True
    return False


_TURN_REACH: Final = 1200
"""How much of a turn (and the prompt to it) before a "his"/"her" may settle whose."""


def _turn_antecedent(pronoun: str, before: str, earlier: _Earlier) -> str | None:
    """Whom "his"/"her" stands for when its own sentence names no one before it: the one
    person of the matching sex the turn (or the prompt to it) named before it - "My
    neighbour Dilys is 90. Her son Gareth ..." -> Dilys. None when two could be meant
    (someone else named, a relative or someone mentioned without a name, a "he"/"she" of
    the other sex when the person's own sex is not said) or no one is named."""
    if len(before) > _TURN_REACH:
        return None  # too far back to be sure whom, and a bound on what it costs
    sex = "f" if pronoun == "her" else "m"
    known: dict[str, str | None] = {}
    for pair in earlier.pairs:
        for name in pair.names:
            known[name] = _sex(pair.relation, name) if len(pair.names) == 1 else None
    people = _named_before(before, earlier, list(known))
    if any(_a_work(name, before) for name in people if name not in known):
        return None  # "we watched Frozen. her sister Anna ...": a film's, not a person's
    fitting = [p for p in people if known.get(p, _sex("person", p)) in {None, sex}]
    if len(fitting) != 1:
        return None
    person = fitting[0]
    told = "his" if sex == "m" else "her"
    for kin in (m.group() for m in KIN_UNNAMED.finditer(before)):
        if kin.lower() not in PLURAL_KIN and pronoun_fits(kin, told):
            return None  # "Ana came with my dad. His ...": Ana's, or my dad's
    for rival in SOMEONE.finditer(before):
        if not named_as(person, before[rival.end() :]) and pronoun_fits(rival.group("noun"), told):
            return None  # "Ana met a guy. His sister ..."
    if _PET_WORDS.search(before):
        return None  # "Ana's dog is ill. Her ...": a pet is a "her" too
    unknown = known.get(person, _sex("person", person)) is None
    other = "f" if sex == "m" else "m"
    for word in _SEXED_WORDS.finditer(before):
        if word.group(other) and unknown:
            return None  # "Kim rang. She said ... His sister ...": Kim is no "he"
        if word.group(sex) and POSSESSIVE.match(before, word.start()) is None:
            return None  # "Kim said he was rude. His sister ...": he is someone else
    return person


# "Raj and his brother Anil came", "Raj, Ola and I": a name listed with others.
_NAME_LISTED: Final = re.compile(rf"(?<![\w'-])(?P<name>{_CAP})(?=\s*,\s|\s+(?:and|&)\s)")


def _named_before(before: str, earlier: _Earlier, relatives: list[str]) -> list[str]:
    """The people ``before`` names (``relatives`` the turn named among them), each once,
    with a title it gives them ("Mrs Okafor"); not the speaker, nor one only greeted."""
    owners = [p.owner for p in earlier.pairs if p.owner not in {earlier.speaker, "the user"}]
    names = [*people_in(before), *relatives, *owners]
    _, places = people_and_places(before)
    names += [
        m.group("name")
        for found in (_NAME_OWNS.finditer(before), _NAME_LISTED.finditer(before))
        for m in found
        if m.group("name").lower() not in NOT_NAMES
        and _valid_name(m.group("name"))
        and not any(m.group("name") in place.split() for place in places)
    ]
    people: list[str] = []
    for name in names:
        bare = re.search(rf"(?<![\w']){re.escape(name)}(?![\w'])", before) is not None
        if name == earlier.speaker or (bare and spoken_to(name, before)):
            continue
        if any(name in other.split() or other in name.split() for other in people):
            continue
        titled = re.search(rf"(?<![\w']){_TITLE}\.?\s+{re.escape(name)}(?![\w'])", before)
        people.append(titled.group() if titled is not None else name)  # "Mrs Okafor"
    return people


def _sex(relation: str, name: str) -> str | None:
    last = relation.split()[-1]
    title = name.split()[0].lower()
    if last in FEMALE_KIN or title in _FEMALE_TITLES or title in FEMALE_NAMES:
        return "f"
    if last in MALE_KIN or title in _MALE_TITLES or title in MALE_NAMES:
        return "m"
    return None


def _names_after(after: str, relation: str, question: bool) -> tuple[tuple[str, ...], int]:
    """The name(s) right after the relation noun, or in "is called X" after it, and
    how far into ``after`` they end."""
    plural = relation in _PLURAL or (relation.endswith("s") and not relation.endswith("ss"))
    apposed = _APPOSITIVE.match(after)
    if apposed is not None:
        if _NEXT_IS_OBJECT.match(after, apposed.end()) or _next_is_noun(after, apposed.end()):
            return (), 0  # "my boss Slacked me", "my lead Java developer": not a name
        listed = _NAME_LIST_SPLIT.split(apposed.group("name"))
        names = tuple(n for n in map(_valid_name, listed) if n is not None)
        if plural and len(listed) > 1 and len(names) == len(listed):
            return names, apposed.end()
        if not plural and names and names[0] == listed[0]:
            return names[:1], apposed.end()
        return (), 0
    if question or plural:
        return (), 0
    named = _NAMED_AS.match(after) or _IS_NAME.match(after)
    if named is not None:
        name = _valid_name(named.group("name"))
        if name is not None and (named.re is _NAMED_AS or not _is_job_word(name)):
            return (name,), named.end()
    return (), 0


_NEXT_WORD: Final = re.compile(r"\s+([a-z][\w-]*)")


def _next_is_noun(text: str, at: int) -> bool:
    """Whether a job or relation noun follows: the capitalised word before it named a
    kind, not a person ("my lead Java developer", "my old Uni friend")."""
    following = _NEXT_WORD.match(text, at)
    return following is not None and (
        following.group(1) in JOBS or following.group(1) in _RELATIONS
    )


def _is_job_word(name: str) -> bool:
    return any(word.lower() in JOBS for word in name.split())


def _valid_name(candidate: str) -> str | None:
    """``candidate`` cut at its first word that is no name; None if nothing is left."""
    words = candidate.split()
    kept: list[str] = []
    for n, word in enumerate(words):
        bare = word.rstrip(".")
        low = bare.lower()
        titled = n == 0 and re.fullmatch(_TITLE, bare) is not None and len(words) > 1
        if titled:
            kept.append(word)
            continue
        if low in _NOT_NAMES or (bare.isupper() and len(bare) > 1) or len(bare) < 2:
            break
        if not kept and low in JOBS:
            break
        kept.append(word)
    if not kept or (len(kept) == 1 and re.fullmatch(_TITLE, kept[0].rstrip("."))):
        return None
    return " ".join(kept)


def _given_name(text: str, relation: str) -> str | None:
    """The name ``text`` opens by giving to ``relation`` ("his name is ...", "she's
    called ..."); "we call him ..." may be a nickname, so it gives none."""
    given = name_given(text)
    if given is None or given.lead is not None or not sex_fits(relation, given.sex):
        return None
    return _valid_name(given.name)


_REACH: Final = 200
"""How far before a relation word its sentence is read for what bears on it: far enough
for any real sentence, and a bound on the time a pathological one costs."""


def _before(at: int) -> tuple[int, int]:
    return max(0, at - _REACH), at


def _has_a(sentence: str, start: int) -> bool:
    """Whether the relation at ``start`` is "a <relation>" the speaker has or takes on
    ("I'm hiring an apprentice", "we've got a new neighbour")."""
    lead = _HAS_A.search(sentence, max(0, start - 80), start)
    return lead is not None and not no_one_to_name(sentence[slice(*_before(start))])


@dataclass(frozen=True, slots=True)
class _Formed:
    fact: CandidateFact
    said: str
    """How a fact formed by the clause rules would say the same (a pattern)."""


# Chat shorthand for a relation, written out in the fact ("my gf Ilinca").
_SHORTHAND: Final = {"gf": "girlfriend", "bf": "boyfriend"}


def _relation_fact(pair: _Pair) -> _Formed:
    owner = "The user" if pair.owner == "the user" else pair.owner
    names = pair.names
    value = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    verb = "are" if len(names) > 1 else "is"
    relation = _SHORTHAND.get(pair.relation.lower(), pair.relation)
    fact = CandidateFact(
        text=f"{owner}'s {relation} {verb} {value}.", subject=pair.owner, kind="durable"
    )
    whose = re.escape(f"{owner}'s {relation}")
    said = re.escape(value)
    ways = rf"""{whose}\s+(?:'s\s+name\s+)?(?:is|are)\s+(?:(?:a|an|this|the|some)\s+
        (?:[\w'-]+\s+){{0,4}}?(?:called|named)\s+|(?:called|named)\s+)?{said}
        |{whose},?\s+{said}|{said},?\s+(?:is|are)\s+{whose}"""
    return _Formed(fact, ways)


def _age_facts(text: str, names: list[str], today: date) -> list[_Formed]:
    """The age the turn states of a relation just named, as a fact about the month it
    was said: "Tui was nine years old in September 2023."."""
    facts: list[_Formed] = []
    untold = set(names)
    for match in _AGE_STATED.finditer(text) if untold else ():
        said, age = match.group("name"), match.group("age")
        # "Then Tui is nine": the name is the end of what looked like one
        name = next((n for n in untold if said == n or said.endswith(" " + n)), "")
        sentence = max(text.rfind(".", 0, match.start()), text.rfind("\n", 0, match.start()))
        if (
            name not in untold
            or _UNREAL.search(text, sentence + 1, match.start())
            or (age.isdigit() and not 0 < int(age) <= 120)
        ):
            continue
        untold.discard(name)
        unit = " ".join((match.group("unit") or "years").split())
        unit = {"yr": "years", "yrs": "years", "mo": "months"}.get(unit.split()[0], unit.split()[0])
        fact = CandidateFact(
            text=f"{name} was {age} {unit} old in {human_month(today.year, today.month)}.",
            subject=name,
            kind="durable",
        )
        facts.append(_Formed(fact, rf"{re.escape(name)}\s+is\s+{re.escape(age)}\b"))
    return facts


def _already_formed(fact: _Formed, formed: Sequence[CandidateFact]) -> bool:
    """Whether a fact the clause rules formed already states this one, in any of the
    ways it is said ("Rustam's sister is called Marta.", "Priya is Rustam's manager.",
    "Ravi's daughter Asha started walking ...", "Tui is nine")."""
    flags = re.IGNORECASE | re.VERBOSE
    return any(re.search(fact.said, other.text, flags) for other in formed)


# --- "Mum slipped on the ice": a parent named by the bare word -----------------------------

# What people call their own parents and grandparents without "my": "Mum slipped", "Dad's
# retiring", "Grandad died". Only as a subject, with a verb after it: "dad jokes" and a
# vocative "mum, look" stay as they are.
_PARENT_WORDS: Final = (
    "mum|mom|mam|mummy|mommy|dad|daddy|nan|nana|nanna|nanny|gran|granny|grandma|grandpa"
    "|grandad|granddad|grandmother|grandfather|nonna|nonno|oma|opa|abuela|abuelo|babcia"
    "|dziadek|yiayia|yaya|papou|bubbe|zayde|mama|papa|pappa|mamma|maman|mami|papi|abuelita|abuelito|nani"
)
_AFTER_PARENT: Final = (
    r"(?:is|was|has|had|will|would|can|could|just|finally|still|also|says|said|got|went"
    r"|came|fell|broke|took|made|found|lost|won|sold|bought|left|turned|turns|moved|died|did"
    r"|passed|starts|started|retired|retires|gets|needs|goes|comes|isnt|wasnt"
    r"|wants|plans|lives|works|loves|hates|sends|thinks|reckons|knows|asks|tells|rings|calls"
    r"|are|were|have|and(?=\s+(?:my\s+|(?-i:[A-Z])))"
    rf"|{alternation(IRREGULAR_PAST)}|[a-z]+ed)"
)
_BARE_PARENT: Final = re.compile(
    rf"""(?P<lead>^|[.!?;,:]\s+|\s[-–—]\s+|\b(?i:and|so|but|then|ugh|oh|well|also|btw)\s+)
    (?P<word>(?i:{_PARENT_WORDS}))(?P<own>['’]s)?(?=\s+(?i:{_AFTER_PARENT})\b|['’]s\s)""",
    re.VERBOSE,
)


# ... and as an object, after a preposition or a verb done to a person, ending its phrase:
# "gave the chooks to mum", "stayed with Nan on Sunday", "rang dad last night".
_PARENT_OBJECT: Final = re.compile(
    rf"""(?P<lead>\b(?i:to|with|for|from|by|took|take|taking|visited|visit|visiting|rang
    |ring|ringing|phoned|called|told|helped|saw|seeing|met|drove|driving|gave|asked|texted
    |hugged|collected|picked\s+up)\s+)
    (?P<word>(?i:{_PARENT_WORDS}))(?P<own>['’]s)?
    (?=\s*(?:[.,;:!?)]|$)|\s+(?i:on|in|at|for|last|this|yesterday|today|tonight|tomorrow
    |and(?!\s+(?:{_PARENT_WORDS})\b)|but|so|because|to|when|after|before|again|lol|every|next
    |up|over|round|home)\b)""",
    re.VERBOSE,
)


# "She's my grandmother, and she turns 100 in May": who the "she" is, then what of her;
# the second "she" is that relative.
_IDENTITY_THEN: Final = re.compile(
    rf"""(?:^|(?<=[.!?]\s))(?:(?:oh|well|yes|yeah|ah)[,!]?\s+)?(?P<pro>she|he)(?:['’]s|\s+is)\s+
    my\s+(?P<kin>(?:(?:little|big|older|younger|eldest|youngest|baby)\s+)?
    (?:{alternation(_RELATIONS)}))\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?P=pro)\s+(?=\w)""",
    re.IGNORECASE | re.VERBOSE,
)


def identity_then(text: str, prompt: str | None = None) -> str:
    """``text`` with "She's my grandmother, and she turns 100 in May" read as "My
    grandmother turns 100 in May": the relative a pronoun is said to be, then its news.
    Not when the prompt or the turn names whom "she" means ("Who is Rosa?"): the name
    and the relation are both kept as said."""
    found = _IDENTITY_THEN.search(text)
    if found is None or _A_NAME.search(prompt or "") or _A_NAME.search(text, 0, found.start()):
        return text
    return _IDENTITY_THEN.sub(lambda m: f"My {m.group('kin').lower()} ", text)


# A capitalised word that does not open a sentence: a name ("Who is Rosa?", "Maria? ...").
_A_NAME: Final = re.compile(r"(?<![.!?]\s)(?<!^)\b(?-i:[A-Z])[a-z]+\b|^(?-i:[A-Z])[a-z]+\?")


def owned_parent(text: str) -> str:
    """``text`` with a parent or grandparent named by the bare word made the speaker's:
    "Mum slipped on the ice" -> "My mum slipped on the ice", "gave the hens to mum" ->
    "gave the hens to my mum", so that it reads as the speaker's mum like any "my mum"."""

    def mine(match: re.Match[str]) -> str:
        lead, word = match.group("lead"), match.group("word")
        opens = not lead or lead.rstrip()[-1:] in ".!?"
        mine = "My" if opens and word[0].isupper() else "my"
        return f"{lead}{mine} {word.lower()}{match.group('own') or ''}"

    return _PARENT_OBJECT.sub(mine, _BARE_PARENT.sub(mine, text))


# "my sister ines's moved to Oslo": a relative's name and an "'s" that stands for a verb.
_KIN_NAME_S: Final = re.compile(
    rf"""(?P<head>(?<![\w'’])(?:my|our)\s+(?:(?:older|younger|big|little|baby|eldest|youngest)
    \s+)?(?:{alternation(w for w in RELATIVES | KIN_EXTRA if " " not in w)})\s+)
    (?P<name>[^\W\d_][\w-]*)['’]s(?=(?P<rest>\s+[^.!?;]+))""",
    re.IGNORECASE | re.VERBOSE,
)


def kin_name_contracted(text: str) -> str:
    """``text`` with the "'s" after a relative's name read as the verb it stands for,
    and the name capitalised: "my sis ines's moved to Oslo" -> "my sis Ines has moved to
    Oslo"; a possessive ("my sister Ines's husband") stays as it is."""

    def read(match: re.Match[str]) -> str:
        name = match.group("name")
        verb = after_owner(match.group("rest"))
        if verb is None or not (name[:1].isupper() or could_be_a_name(name)):
            return match.group()
        return f"{match.group('head')}{name[:1].upper()}{name[1:]} {verb}"

    return _KIN_NAME_S.sub(read, text)


# "One of my students, Leni, won a prize": one of a group of the speaker's, named between
# commas; said as "my student Leni" it reads as any "my sister Ama".
_ONE_OF_MINE: Final = re.compile(
    r"""(?<![\w'])(?P<one>one)\s+of\s+(?P<my>my|our)\s+(?P<adj>(?:best|oldest|closest|old|new
    |former|favourite|youngest)\s+)?(?P<group>students|pupils|friends|colleagues|cousins
    |neighbours|neighbors|teammates|patients|clients|nieces|nephews|apprentices|mates|workmates
    |coworkers|co-workers|flatmates|housemates|classmates|grandchildren|grandkids|sons|daughters
    |brothers|sisters|aunts|uncles|kids|children|volunteers|players|regulars),\s+
    (?P<name>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?),\s+(?=(?-i:[a-z]))""",
    re.IGNORECASE | re.VERBOSE,
)
_SINGULAR: Final = {"children": "child", "grandchildren": "grandchild"}


def one_of_mine(text: str) -> str:
    """ "One of my students, Leni, won ..." -> "My student Leni won ..."."""

    def mine(match: re.Match[str]) -> str:
        group = match.group("group").lower()
        one = _SINGULAR.get(group, group[:-1])
        my = match.group("my").lower()
        my = my.capitalize() if match.group("one")[0].isupper() else my
        return f"{my} {(match.group('adj') or '').lower()}{one} {match.group('name')} "

    return _ONE_OF_MINE.sub(mine, text)


# --- "my daughter was born yesterday, her name is Shirin" ----------------------------------

_CALLED: Final = re.compile(
    r"^(?P<whose>.+?['’]s (?:[\w-]+ )?[\w-]+) is (?:called |named )?(?P<name>(?-i:[A-Z])[\w'-]+)\.$"
)


def named_relatives(facts: Sequence[CandidateFact]) -> list[CandidateFact]:
    """``facts`` with a relative a turn names in one fact and talks about in another given
    the name in both: "The user's daughter was born on ..." and "The user's daughter is
    called Shirin." make "The user's daughter Shirin was born on ...", so that a question
    about Shirin finds the birth."""
    names: dict[str, set[str]] = {}
    for fact in facts:
        called = _CALLED.match(fact.text)
        if called is not None and called.group("whose").split(" ")[-1].lower() in _RELATIONS:
            names.setdefault(called.group("whose"), set()).add(called.group("name"))
    if not names:
        return list(facts)
    named: list[CandidateFact] = []
    for fact in facts:
        for whose, found in names.items():
            if len(found) != 1 or not fact.text.startswith(f"{whose} "):
                continue
            (name,) = found
            rest = fact.text[len(whose) + 1 :]
            if not rest.startswith((name, "is called", "is named", f"is {name}")):
                fact = replace(fact, text=f"{whose} {name} {rest}")
        named.append(fact)
    return named


# Chat words for a partner or spouse, and the word a question asks with: "What does Una's
# partner do?" asks after "Una's fella" and "Una's other half" alike.
_PLAIN_RELATION: Final = {
    "fella": "partner",
    "feller": "partner",
    "other half": "partner",
    "better half": "partner",
    "hubby": "husband",
    "missus": "wife",
    "missis": "wife",
    "bf": "boyfriend",
    "sis": "sister",
    "bro": "brother",
    "gf": "girlfriend",
}
_SAID_IN_CHAT: Final = re.compile(
    rf"(?<=['’]s\s)(?:{'|'.join(sorted(_PLAIN_RELATION, key=len, reverse=True))})(?![\w-])",
    re.IGNORECASE,
)


def plainly_related(text: str) -> str:
    """A fact's text with an owner's partner named in the word a question uses: "Una's
    fella is a roofer" -> "Una's partner is a roofer", "the user's hubby" -> "the user's
    husband"."""
    return _SAID_IN_CHAT.sub(lambda found: _PLAIN_RELATION[found.group().lower()], text)

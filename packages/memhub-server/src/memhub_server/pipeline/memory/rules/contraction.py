"""What "'s" and "'d" stand for after a subject ("she's", "Kim's", "he'd").

"She's moved to Leeds" is "she has moved"; "she's tired" is "she is tired". Both put a
word in "-ed" after "'s", so the word's form alone does not decide: a participle that
names a state one is in ("tired", "married", "engaged", "based in ...") reads "is", one
that names something done ("moved", "started", "left", "got", "been") reads "has".
"'d" is "had" before a participle ("she'd moved to Faro") and "would" before a plain
verb ("she'd love to").

The rewrites that name a subject ("she's" -> "Kim has", "Kim's" -> "Kim has") ask here, so
they all read a contraction the same way.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from .lexicon import NUMBER_WORDS, PAST_PARTICIPLES, VERB_PREFIXES, alternation, word_set

__all__ = ["after_owner", "d_verb", "owned", "priced", "s_verb"]

# Participles that, after "'s", name a state the subject is in: "she's tired", "he's
# engaged", "she's based in Hull", "he's called Rufus", "she's used to it".
_STATES: Final = word_set(
    """tired exhausted knackered bored scared frightened terrified worried stressed excited
    thrilled delighted pleased relieved annoyed irritated frustrated disappointed devastated
    surprised shocked amazed amused embarrassed ashamed confused convinced determined
    interested obsessed addicted attached committed dedicated devoted involved engaged
    married divorced separated widowed retired employed unemployed self-employed
    qualified trained skilled talented gifted based located situated settled stuck
    called named known supposed used allowed required expected entitled related
    adopted vaccinated injured hurt sunburnt burnt stuffed spoiled spoilt blessed cursed
    booked sorted prepared dressed organised organized relaxed stressed-out overwhelmed
    paralysed paralyzed disabled sighted colour-blind color-blind left-handed right-handed
    fed hooked fascinated impressed inspired motivated depressed isolated lost drunk done
    gutted chuffed shattered stoked psyched overjoyed petrified horrified stunned pissed
    jetlagged jet-lagged sunburned overworked underpaid certified licensed registered insured
    nicknamed freaked wrecked gobsmacked scarred traumatised traumatized heartbroken
    disappointed dedicated talented limited crowded packed""",
    None,
)
# After these a state participle is still something done to someone: "she's hurt her
# back", "he's booked a table", "she's lost her keys".
_OBJECT_OPENERS: Final = word_set(
    "a an the his her their my our your its it him them me us some this that these those",
    None,
)
# Verbs whose "-ed" form is their present tense ("need", "feed"): "she's need" is no
# participle.
_ED_BASE: Final = word_set(
    "need feed bleed breed proceed succeed exceed speed seed shed wed embed heed weed shred bed",
    None,
)


# A quantity after a participle is its object: "he's lost nine kilos", "she's gained 3 kg".
_QUANTITIES: Final = word_set(
    """two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty
    fifty hundred half weight""",
    None,
)


def _a_quantity(word: str) -> bool:
    return word in _QUANTITIES or word[:1].isdigit()


def _participle(word: str) -> bool:
    if "-" in word and word.split("-")[0] not in VERB_PREFIXES:
        return False  # "long-haired", "well-known": a compound that describes
    return word in PAST_PARTICIPLES or (word.endswith("ed") and word not in _ED_BASE)


def s_verb(rest: str) -> Literal["is", "has"]:
    """What "'s" after a subject stands for, given ``rest``, the words after it: "has"
    before a participle of something done ("moved", "got", "been", "hurt her back"), "is"
    otherwise ("tired", "married to", "in Leeds", "loving it")."""
    rest, perfect = _past_adverbs(rest)  # "she's just moved", "he's still engaged"
    words = [w.lower().strip(",.;:!?") for w in rest.split(maxsplit=2)[:2]]
    if not words or not _participle(words[0]):
        return "is"
    if words[0] in _STATES and not (perfect and words[0] in _LIFE_EVENTS):
        if len(words) > 1 and (words[1] in _OBJECT_OPENERS or _a_quantity(words[1])):
            return "has"  # "she's lost her keys", "he's lost nine kilos"
        return "is"
    return "has"


def owned(rest: str) -> bool:
    """Whether a name's "'s" before ``rest`` owns what follows rather than standing for a
    verb: "Sam's left knee is sore", "Sam's broken arm is healing" (a participle before a
    bare noun and that noun's own verb), not "Sam's left the band"."""
    words = [w.lower().strip(",.;:!?") for w in rest.split(maxsplit=3)[:3]]
    if len(words) < 3 or not _participle(words[0]):
        return False
    if words[1] in _OBJECT_OPENERS or words[1] in _NOT_NOUNS:
        return False
    third = words[2]
    return third in _FINITE or third in PAST_PARTICIPLES or third.endswith("ed")


# Words after a participle that are no noun it could describe: "moved to", "left early".
_NOT_NOUNS: Final = word_set(
    """to in at on for from with by into about up down out off over back away home again
    early late already just now yesterday today last this next and but so as""",
    None,
)
_FINITE: Final = word_set(
    "is was are were has had have will keeps kept hurts aches broke needs looks",
    None,
)


def _past_adverbs(rest: str) -> tuple[str, bool]:
    """``rest`` past its opening adverbs, and whether one of them says something happened
    ("just", "finally": "she's just retired" is "has")."""
    perfect = False
    while (adverb := _ADVERB.match(rest)) is not None:
        rest = rest[adverb.end() :]
        perfect = perfect or adverb.group().strip().lower() in _PERFECT_ADVERBS
    return rest, perfect


def d_verb(rest: str) -> Literal["had", "would"]:
    """What "'d" after a subject stands for, given ``rest``, the words after it: "had"
    before a participle ("she'd moved", "he'd been", "she'd better"), "would" before a
    plain verb ("she'd love to")."""
    words = rest.split(maxsplit=1)
    word = words[0].lower().strip(",.;:!?") if words else ""
    return "had" if _participle(word) or word == "better" else "would"


# Participles that before a bare noun describe it: "broken arm", "left knee", "used car".
_DESCRIBING: Final = _STATES | word_set(
    "broken left grown sprained twisted fractured frozen stolen beloved chosen hidden fallen",
    None,
)


def after_owner(rest: str) -> Literal["is", "has"] | None:
    """What "'s" after a noun ("my sister's", "the dog's") stands for before ``rest``:
    "has" before a participle of something done ("sister's moved to Leeds", "son's started
    school"), "is" before a state said of it ("sister's engaged", "dad's retired now"),
    None when it owns what follows ("sister's broken arm", "son's wedding")."""
    rest, perfect = _past_adverbs(rest)  # "brother's finally finished his PhD"
    words = [w.lower().strip(",.;:!?") for w in rest.split(maxsplit=2)[:2]]
    if _DESCRIBED.match(rest) or _AGED.match(rest) or _PRICED.match(rest):
        # "sister's a nurse", "dad's not well", "mum's 70 on Sunday", "rent's 780 a month"
        return "is"
    if words and words[0].endswith("ing") and words[0] not in _ING_NOUNS and len(words) > 1:
        # "sister's moving in", "son's doing a degree", "mum's turning 60"; "son's wedding
        # is ..." owns
        aged = words[1].isdigit() or words[1] in NUMBER_WORDS
        return "is" if words[1] in _OBJECT_OPENERS | _NOT_NOUNS or aged else None
    if not words or not _participle(words[0]) or owned(rest):
        return None
    bare_noun = len(words) > 1 and words[1] not in _OBJECT_OPENERS | _NOT_NOUNS
    clause_ends = len(words) == 1 or rest.split(maxsplit=1)[0][-1:] in ",.;:!?"
    if words[0] in _DESCRIBING and not (perfect and words[0] in _LIFE_EVENTS):
        if bare_noun and not clause_ends:
            return None  # "sister's married friend"
        return s_verb(rest)
    return "has"  # "mum's just retired": something that happened


# What only a verb "is" can come before: an article, a negation, an age, a baby due ("my
# sister's due on the 20th", not "my sister's due date").
_DESCRIBED: Final = re.compile(
    r"""(?:a|an|not|no|no\s+longer|never)\s|due\s+(?:on|in|at|any|next|this|soon
    |around|early|late|mid|the|to)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_AGED: Final = re.compile(
    r"\d{1,3}(?:\s*[.!,;]|\s*$|\s+(?:on|in|next|now|today|tomorrow|this|last|soon|years?)\b)",
    re.IGNORECASE,
)


_SAID: Final = rf"(?:{alternation(NUMBER_WORDS)}|hundred|thousand|and)\b"
# A sum of money, or one paid by the week or month: "£780", "780 a month", "nine hundred
# and fifty a month", "12 quid each".
_PRICED: Final = re.compile(
    rf"""(?:(?:only|just|about|around|now)\s+)?(?:[£$€]\s?\d
    |(?:\d[\d,.]*k?|{_SAID}(?:[\s-]+{_SAID})*)
    (?:\s+(?:quid|pounds?|euros?|dollars?|grand|k))?
    \s+(?:a|an|per|each)\s+(?:week|month|year|day|night|hour|term|session|lesson)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def priced(rest: str) -> bool:
    """Whether ``rest``, the words after a thing's "'s", open on a sum of money, so the
    "'s" is "is": "rent's 780 a month", "the ticket's £40"."""
    return _PRICED.match(rest) is not None


_ADVERB: Final = re.compile(
    r"\s*(?:finally|just|already|recently|never|always|also|still|now|officially|actually|only)\s+",
    re.IGNORECASE,
)
# After these a participle is something that happened: "mum's just retired" (but "she's
# just tired" is a mood: only states one enters by an event read so).
_PERFECT_ADVERBS: Final = word_set("finally just already recently never", None)
_LIFE_EVENTS: Final = word_set(
    """retired married engaged divorced separated qualified trained adopted vaccinated
    employed booked settled registered certified licensed""",
    None,
)
# Words in "-ing" that are things owned: "sister's wedding", "dad's building".
_ING_NOUNS: Final = word_set(
    """wedding building meeting morning evening ring thing king painting ceiling feeling
    clothing earring sibling darling pudding wing string spring swing sting nothing
    something everything anything bedding funding housing christening birthing
    hearing heating lodging offering recording reading setting stocking stuffing
    landing ending opening outing booking filling helping""",
    None,
)

"""First person to third person, and the tense of a clause.

:func:`to_third_person` rewrites what a speaker says about themselves so it reads
on its own: "I'm a nurse and love my job" becomes "<S> is a nurse and loves their
job", where ``SUBJECT`` (a private-use character) later becomes the speaker's name.
The first reference to the speaker takes the name, later ones "they"/"their"/"them",
so "I think I'm sick" reads "Alex thinks they are sick". "We" becomes "Alex and
others" with plural verbs kept.

The rewrite is a table of the frequent forms, not a grammar: the verb right after
"I" (skipping adverbs) takes the third person singular ("am" -> "is", "don't" ->
"doesn't", "live" -> "lives"), past tense and modal verbs stay as they are, and a
plain verb after "and"/"or"/"but" that continues the same subject is conjugated too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final, Literal

from .contraction import d_verb, owned, s_verb
from .lexicon import (
    ATTACK_KINDS,
    BODY_PARTS,
    CALLING,
    COUNTRIES,
    FALL_VERBS,
    FEMALE_KIN,
    FEMALE_NAMES,
    IRREGULAR_PAST,
    KIN_EXTRA,
    KIN_TITLES,
    MALE_KIN,
    MALE_NAMES,
    NUMBER_WORDS,
    PAST_PARTICIPLES,
    PETS,
    RELATIVES,
    VERB_PREFIXES,
    WEEKDAY,
    WORKPLACES,
    alternation,
    word_set,
)
from .text import Passage

__all__ = [
    "HOW_ONE_IS",
    "LEADING_TIME",
    "SUBJECT",
    "Tense",
    "attested_names",
    "clause_tense",
    "could_be_a_name",
    "life_event",
    "memory_names",
    "named_verb",
    "speaker_fragment",
    "spelled_is",
    "split_after_named",
    "split_coordinated",
    "subjectless_note",
    "third_party",
    "to_third_person",
    "written_names",
]

_GIVEN_NAMES: Final = MALE_NAMES | FEMALE_NAMES

SUBJECT: Final = "\ue000"
"""Stands for the subject's name in rewritten text until the name is filled in."""

Tense = Literal["present", "past", "perfect", "progressive", "future", "modal"]

# A hyphenated word is one token: "co-hosted" must not conjugate as "co" + "hosted".
_TOKEN: Final = re.compile(r"[^\W_]+(?:['-][^\W_]+)*|\s+|.", re.DOTALL)

_ADVERBS: Final = word_set(
    """also really still just now currently actually usually always often never recently
    finally officially happily proudly already even mostly mainly only sometimes totally
    absolutely definitely generally normally probably personally honestly seriously rarely
    occasionally frequently primarily literally basically truly genuinely secretly kinda
    typically regularly seldom hardly barely almost nearly simply certainly clearly sort
    kind of no longer very quite much far once""",
    None,
)
# Words ending in "-ly" that are verbs, not adverbs.
_LY_VERBS: Final = frozenset(
    {
        "apply",
        "reply",
        "rely",
        "supply",
        "comply",
        "multiply",
        "imply",
        "fly",
        "ally",
        "bully",
        "rally",
        "tally",
    }
)
# Verbs ending in "-ed" that are present tense.
_ED_BASE: Final = frozenset(
    {"need", "feed", "bleed", "breed", "proceed", "succeed", "exceed", "speed", "seed",
     "shed", "wed", "embed", "heed", "weed", "shred", "bed", "sled"}
)  # fmt: skip
_SINGULAR: Final = {
    "am": "is",
    "are": "is",
    "were": "was",
    "have": "has",
    "do": "does",
    "don't": "doesn't",
    "haven't": "hasn't",
    "ain't": "isn't",
    "aren't": "isn't",
    "weren't": "wasn't",
    "go": "goes",
    "be": "is",
}
_PLURAL: Final = {"am": "are", "was": "were", "wasn't": "weren't"}
# Forms after "I" that need no change in the third person.
_UNCHANGED: Final = word_set(
    """can can't cannot could couldn't will won't would wouldn't should shouldn't might
    mightn't must mustn't may shall did didn't was wasn't had hadn't used ought a an the to
    and or but too alone both all who that which myself not""",
    None,
)
# Plain verbs that may continue a subject after "and"/"or"/"but" ("I live in Berlin and
# work at Acme"). Kept short: many verbs are also nouns ("I love hiking and travel").
_COORDINATED_VERBS: Final = word_set(
    """live work like love enjoy hate prefer have own speak play study teach drive use eat
    drink want need go know practice practise volunteer visit attend spend try get keep
    take make do commute rent raise manage lead write run fly cycle swim walk cook bake
    struggle coach sleep train paint sing draw dance knit sew hike climb ride grow sell tutor
    mentor miss worry wear finish""",
    None,
)

_FIRST_SUBJECT: Final = {"i": "", "i'm": "is", "i've": "has", "i'd": "would", "i'll": "will"}
_FIRST_SUBJECT_PLURAL: Final = {
    "i": "",
    "i'm": "are",
    "i've": "have",
    "i'd": "would",
    "i'll": "will",
}
_WE: Final = {"we": "", "we're": "are", "we've": "have", "we'd": "would", "we'll": "will"}


# "My wife and I ..." reads "I and my wife ...", so the subject comes first and keeps the
# plural verb: "Alex and their wife live in Rome".
# Only as the opening subject (after time words at most): in "I saw my sister and I
# cried" the pair is not a subject.
_POSSESSIVE_AND_I: Final = re.compile(
    r"^((?:(?:yesterday|today|tonight|recently|finally|then|last\s+\w+|this\s+\w+"
    r"|on\s+\w+),?\s+)*)(my|our)\s+((?:[\w'-]+\s+){0,2}?[\w'-]+)\s+and\s+I\b",
    re.IGNORECASE,
)


def _pair_first(match: re.Match[str]) -> str:
    """ "my wife and I" -> "I and my wife"; a clause before "and I" stays ("My sister came
    in and I made tea": the sister did something, and then the speaker)."""
    words = [w for w in match.group(3).split()[1:] if w.islower()]  # not a name: "Fred"
    if any(w in _NO_ONE_BEFORE_AND or _is_past(w) for w in words):
        return match.group()
    return f"{match.group(1)}I and {match.group(2)} {match.group(3)}"


_MY_OWN: Final = frozenset({"my", "mine"})


def _kin_after(tokens: list[str], index: int) -> bool:
    """Whether a relative is named within three words after ``index`` ("my little sister")."""
    words: list[str] = []
    for n in range(index + 1, min(len(tokens), index + 12)):
        if tokens[n][0].isalnum():
            words.append(tokens[n].lower().removesuffix("'s").removesuffix("’s"))
            if len(words) == 3:
                break
    text = " ".join(words)
    return any(w in RELATIVES | KIN_EXTRA for w in words) or "in-law" in text or "in law" in text


def to_third_person(clause: str) -> str:
    """``clause`` with first-person words replaced; see the module docstring."""
    clause = _POSSESSIVE_AND_I.sub(_pair_first, clause)
    out: list[str] = []
    refs = 0
    group_first = False  # the first the clause says of the speaker is "we"
    agree: Literal["sg", "pl"] | None = None
    coordinate = False  # the subject's verb was present tense: "and work" -> "and works"
    after_conjunction = False
    tokens = _TOKEN.findall(clause)
    named_again = _named_again(tokens)
    for index, token in enumerate(tokens):
        if not token[0].isalnum():
            if token == ",":
                after_conjunction = coordinate  # "I live in Berlin, work at Acme and ..."
            elif not token.isspace() and token != "'":
                after_conjunction = False
            out.append(token)
            continue
        low = token.lower()
        if low in _FIRST_SUBJECT:
            words, agree, coordinate = _first_person_subject(
                tokens, index, 0 if index in named_again else refs
            )
            refs += 1
            out.append(words)
            continue
        if low in _WE and token != "WE":
            group_first = group_first or refs == 0
            out.append(_we_subject(tokens, index, 0 if index in named_again else refs))
            refs += 1
            agree = None
            # a subject of its own: "I sing in a choir, and we need ..." ("need" stays)
            coordinate = after_conjunction = False
            continue
        # "We got her on my birthday": after "<S> and others", a "their" for "my" reads as
        # the group's, so the speaker is named again
        # (a relative stays "their": "we visited my in-laws" are the pair's as well)
        own = group_first and low in _MY_OWN and not _kin_after(tokens, index)
        named = 0 if index in named_again or own else refs
        replacement = _speaker_word(tokens, index, token, named)
        if replacement is not None:
            refs += 1
            out.append(replacement)
            # "..., my own car": after a possessive comes its noun, never a verb of the
            # subject's ("own" is not "owns")
            after_conjunction = False
            continue
        if agree is not None:
            if _is_adverb(low) and not _verb_not_hedge(tokens, index, low):
                out.append(token)
                continue
            # "I read it last year": a verb whose past is its base, said of the past
            past = low in _PAST_AS_BASE and _PAST_TIME.search(clause) is not None
            verb = low if past else _conjugate(low, agree)
            if not past and agree == "sg" and low in _WORK_AS_BASE and _FOR_WORK.search(clause):
                verb = _third_singular(low)  # "I put up fences for a contractor": my work
            coordinate = agree == "sg" and not _is_past(low) and low not in _NO_COORDINATION
            out.append(verb.upper() if token.isupper() and len(token) > 1 else verb)
            agree = None
            continue
        if coordinate:
            if low == "to":
                coordinate = False  # "likes to cook and bake": an infinitive, not a verb
            elif low in {"and", "or", "but"} or (after_conjunction and _before_verb(low)):
                after_conjunction = True  # "... and then teach": the verb is still to come
                out.append(token)
                continue
            elif (
                after_conjunction
                and low in _COORDINATED_VERBS
                and _next_word(tokens, index) not in _VERB_AFTER_NOUN
            ):
                # "..., work is draining", "..., rent went up": a noun with its own verb
                token = _third_singular(low)
        after_conjunction = False
        out.append(token)
    return "".join(out)


def _first_person_subject(
    tokens: list[str], index: int, refs: int
) -> tuple[str, Literal["sg", "pl"] | None, bool]:
    """The words for "I"/"I'm"/... at ``index``, the agreement the next verb needs, and
    whether a later "and <verb>" continues this subject in the singular.

    The agreement is None when the contraction carried the verb ("I'm" -> "is") or
    another subject follows ("I and my wife").
    """
    low = tokens[index].lower()
    # A second "I" that is half of a pair ("..., and Tom and I went to Porto") is named
    # again: "Tom and they" would be nobody. So is one opening a clause after ", and"
    # ("..., and I still use her recipe"), where "they" could be anyone before it.
    pair = _follows_and(tokens, index) and not _after_clause_and(tokens, index)
    name = SUBJECT if refs == 0 or _follows_and(tokens, index) else "they"
    if _echoes(tokens, index):
        return SUBJECT, None, False  # "My mam cried, and so did I": the speaker, by name
    mode: Literal["sg", "pl"] = "sg" if refs == 0 or (not pair and name == SUBJECT) else "pl"
    if pair:
        mode = "pl"  # "Sam and I live": the verb belongs to both
    verb = _contracted_verb(
        _FIRST_SUBJECT if mode == "sg" else _FIRST_SUBJECT_PLURAL, tokens, index
    )
    agree = None if verb or _next_word(tokens, index) == "and" else mode
    coordinate = mode == "sg" and low in {"i'm", "i've"}
    return (f"{name} {verb}" if verb else name), agree, coordinate


_ECHO_AUXILIARIES: Final = word_set("did do was am have had will would can could", None)


def _echoes(tokens: list[str], index: int) -> bool:
    """Whether the "I" at ``index`` closes an echo: "so did I", "neither can I"."""
    # the two words before it, read back from the "I" (a long turn has many)
    words = _words_before(tokens, index, 2)
    after = next((tokens[n] for n in range(index + 1, len(tokens)) if not tokens[n].isspace()), ".")
    return (
        len(words) == 2
        and words[0].lower() in {"so", "neither", "nor"}
        and words[1].lower() in _ECHO_AUXILIARIES
        and after[0] in ".,;!?)"
    )


def _words_before(tokens: list[str], index: int, count: int, *, marks: bool = False) -> list[str]:
    """The last ``count`` words before ``index`` (with ``marks``, the punctuation too), in
    their order; read backwards so a long turn costs no more than a short one."""
    found: list[str] = []
    for n in range(index - 1, -1, -1):
        token = tokens[n]
        if token.isspace() or not (marks or token[0].isalnum()):
            continue
        found.append(token)
        if len(found) == count:
            break
    return found[::-1]


def _we_subject(tokens: list[str], index: int, refs: int) -> str:
    """The words for "we"/"we're"/...; the plural verb that follows stays as it is."""
    name = f"{SUBJECT} and others" if refs == 0 else "they"
    verb = _contracted_verb(_WE, tokens, index)
    return f"{name} {verb}" if verb else name


def _contracted_verb(table: dict[str, str], tokens: list[str], index: int) -> str:
    # "I'd" is "I had" before a participle ("I'd seen it"), "I would" otherwise.
    low = tokens[index].lower()
    if low.endswith("'d"):
        return d_verb(_next_word(tokens, index))
    return table[low]


# What "me" owns in Northern English and Irish speech ("me mam", "me brother", "got me
# certificate"): people and things nobody is given without an article.
_MY_THINGS: Final = RELATIVES | word_set(
    """nan nanna gran grandad granddad missus fella bairn bairns mate mates bestie girlfriend
        boyfriend da ma mammy own first last certificate licence degree car van bike house flat
        phone job tea dinner head back""",
    None,
)


def _dialect_my(tokens: list[str], index: int) -> bool:
    """Whether the "me" at ``index`` is "my": a word of :data:`_MY_THINGS` right after it."""
    after = next((tokens[n] for n in range(index + 1, len(tokens)) if not tokens[n].isspace()), "")
    if any(word.lower() in CALLING for word in _words_before(tokens, index, 6)):
        return False  # "calls Osric daddy and me papa": what "me" is called
    return after.islower() and after.rstrip("'s") in _MY_THINGS and after not in _NOT_OWNED_AFTER


# "me and Aroha", "told me first" (who first), "gave me back the keys": no "my".
_NOT_OWNED_AFTER: Final = frozenset({"first", "last", "back", "own"})


def _me(tokens: list[str], index: int, token: str, refs: int) -> str | None:
    """What the "me" at ``index`` becomes when it is not the plain object: "my" in "me mam",
    the speaker in "fitter than me" (a "them" there would read as someone else)."""
    if _dialect_my(tokens, index):
        return _pronoun("my", token, refs)
    before = [w.lower() for w in _words_before(tokens, index, 1, marks=True)]
    if before == ["than"]:
        return SUBJECT
    if _next_word(tokens, index) == "and" and (not before or before[0] in _CLAUSE_OPENS):
        return SUBJECT  # "..., me and Aoife got a flat": half of a subject, by name
    return None


# What may come right before a "me and <someone>" that is the subject of a new clause.
_CLAUSE_OPENS: Final = frozenset({",", ";", ":", "-", "and", "but", "so", "then", "now"})


def _pronoun(low: str, token: str, refs: int) -> str | None:
    first = refs == 0
    if low == "me":
        return SUBJECT if first else "them"
    if low == "my":
        return f"{SUBJECT}'s" if first else "their"
    if low == "mine":
        return f"{SUBJECT}'s" if first else "theirs"
    if low in {"myself", "ourselves"}:
        return SUBJECT if first else "themselves"
    if low == "us" and token != "US":
        # never "them": "<S>'s gran is coming over to them" reads as someone else's group
        return f"{SUBJECT} and others"
    if low == "our":
        return f"{SUBJECT}'s" if first else "their"
    if low == "ours":
        return f"{SUBJECT}'s" if first else "theirs"
    return None


_NO_COORDINATION: Final = _UNCHANGED | {"do", "don't", "have", "haven't"}


def _follows_and(tokens: list[str], index: int) -> bool:
    words = _words_before(tokens, index, 1)
    return bool(words) and words[0].lower() == "and"


def _after_clause_and(tokens: list[str], index: int) -> bool:
    """Whether the "and" before ``index`` follows a comma or a semicolon, or a word no
    one is ("Two years as a barista now and I ...", "Three weeks and I ..."): it joins a
    clause, not two subjects."""
    words = _words_before(tokens, index, 2, marks=True)
    if len(words) != 2 or words[1].lower() != "and":
        return False
    if words[0] == "," and _named_with_apposition(tokens, index):
        return False  # "My wife Hana, a dentist, and I live ...": a pair
    return words[0] in {",", ";"} or words[0].lower() in _NO_ONE_BEFORE_AND


def _named_with_apposition(tokens: list[str], index: int) -> bool:
    """Whether the words before ``index`` open on "my"/"our" and hold no verb: someone of
    the speaker's, described between commas ("My wife Hana, a dentist, and I ...")."""
    words = [t for t in tokens[:index] if t[0].isalnum()]
    if not words or words[0].lower() not in {"my", "our"}:
        return False
    return not any(
        w.lower() in _BE_AND_HAVE or w.lower() in _FIRST_SUBJECT or (w.islower() and _is_past(w))
        for w in words
    )


_BE_AND_HAVE: Final = word_set(
    "is are was were has have had does do did will would can could 's", None
)


# Words that end a clause of time or place before "and I", never one of a pair with "I"
# (a particle too: "Five weeks in and I've made my first cask", "Two days off and I ...").
_NO_ONE_BEFORE_AND: Final = word_set(
    """now then later today yesterday tonight ago already again yet anyway too also here
    there years months weeks days hours minutes lol haha in out on off over up down
    through back""",
    None,
)


# Prepositions of a phrase that opens a clause to say when: "On my birthday", "During our
# last week in Rome", "After my shift".
_FRONTING: Final = frozenset({"on", "in", "at", "during", "after", "before", "over", "for"})
_TAKEN_BACK: Final = frozenset(
    {"dead", "dreams", "dream", "wildest", "head", "mind", "imagination"}
)


def _named_again(tokens: list[str]) -> set[int]:
    """The "me", "my" and "I" that take the speaker's name again rather than "them",
    "their" or "they": those later in a clause that opens on "my <someone>", whose subject
    is that someone, so a pronoun would read as them ("My boss asked me to lead it" ->
    "<S>'s boss asked <S> to lead it", "My grandad taught me to fish when I was six").
    A clause-final "me" ("my neighbours hate me") stays: nothing more is said of the
    speaker there. The clause ends at a punctuation mark or once the speaker is a subject
    again."""
    found: set[int] = set()
    words = [n for n, token in enumerate(tokens) if not token.isspace()]
    if (
        len(words) > 2
        and tokens[words[0]].lower() in _FRONTING
        and tokens[words[1]].lower()
        in {
            "my",
            "our",
        }
    ):
        # "On my birthday I ran ...", "During our last week in Rome, we ...": the phrase
        # in front says when; the subject after it is the speaker, named in full (not
        # after "Over my dead body", "In my dreams": those take the clause back)
        for n in words[2:] if tokens[words[2]].lower() not in _TAKEN_BACK else ():
            low = tokens[n].lower()
            if low in _FIRST_SUBJECT or low in _WE:
                found.add(n)
                break
            if tokens[n][0] in ".;:!?":
                break
        return found
    if not words or tokens[words[0]].lower() not in {"my", "our"}:
        return found  # ("Our street committee elected me vice-president": the same)
    for n in words[1:]:
        low = tokens[n].lower()
        if tokens[n][0] in ",.;:!?" or low in _WE:
            break
        if low == "my" or (low == "me" and _word_follows(tokens, n)):
            found.add(n)
        elif low in _FIRST_SUBJECT:
            found.add(n)
            break
    return found


def _word_follows(tokens: list[str], index: int) -> bool:
    """Whether a word comes right after ``index``, before any punctuation or the end."""
    after = next((tokens[n] for n in range(index + 1, len(tokens)) if not tokens[n].isspace()), "")
    return after[:1].isalnum()


def _speaker_word(tokens: list[str], index: int, token: str, refs: int) -> str | None:
    """What the speaker's "me", "my", "us" ... at ``index`` becomes (None: no such word)."""
    low = token.lower()
    if low == "me":
        return _me(tokens, index, token, refs) or _pronoun(low, token, refs)
    if low == "us" and refs and _counted_us(tokens, index):
        return "them"  # "all four of them", "gave them both a biscuit"
    return _pronoun(low, token, refs)


def _counted_us(tokens: list[str], index: int) -> bool:
    """Whether the "us" at ``index`` is counted ("four of us", "us both", "us all"): a
    "them" there reads as the group already named, never as someone else."""
    return [w.lower() for w in _words_before(tokens, index, 1)] == ["of"] or _next_word(
        tokens, index
    ) in {"both", "all"}


def _next_word(tokens: list[str], index: int) -> str:
    for n in range(index + 1, len(tokens)):  # (no copy of the rest of a long turn)
        token = tokens[n]
        if token[0].isalnum():
            low = token.lower()
            if not _is_adverb(low):
                return low
    return ""


# Verbs that, right after a word, make that word a noun with a verb of its own: "I'm
# tired, work is draining", "I'm broke, rent went up again" ("work", "rent" are not
# verbs continuing "I" there).
_VERB_AFTER_NOUN: Final = word_set(
    """is isn't was wasn't are were has hasn't had went goes got gets keeps kept seems
    seemed sucks sucked starts started ends ended""",
    None,
)


def _before_verb(low: str) -> bool:
    """Whether ``low`` may stand between "and" and a verb that continues the subject."""
    return low == "then" or _is_adverb(low)


# "sort" and "kind" hedge only as "sort of", "kind of"; alone they may be the verb ("I sort
# parcels", "I sort the post at the depot").
_HEDGE_NOUNS: Final = frozenset({"sort", "kind"})


def _verb_not_hedge(tokens: list[str], index: int, low: str) -> bool:
    """Whether ``low`` at ``index``, a hedge word in the adverb list, is not followed by
    "of" (so it is the verb: "I sort parcels" -> "sorts parcels", not "sort parcelses")."""
    if low not in _HEDGE_NOUNS:
        return False
    for n in range(index + 1, min(len(tokens), index + 4)):
        if tokens[n].strip() and not tokens[n][:1].isalnum():
            # "I sort, of course, the post": a verb takes its object with no comma between
            # (an aside cut out leaves one); read as before, a hedge
            return False
        if tokens[n][:1].isalnum():
            return tokens[n].lower() != "of"
    return True


def _is_adverb(low: str) -> bool:
    return low in _ADVERBS or (len(low) > 4 and low.endswith("ly") and low not in _LY_VERBS)


_PAST_AS_BASE: Final = word_set(
    "read misread put cut hit set let quit shut spread cost hurt bet split upset broadcast", None
)
# Of those, the verbs of a trade, and work done for a place of work: "I put up fences for a
# farm contractor", "I cut hair for a salon in Deal" is what the speaker does for a living.
_WORK_AS_BASE: Final = word_set("put cut set read spread", None)
_FOR_WORK: Final = re.compile(
    rf"\bfor\s+(?:a|an|the|two|three|several)\s+(?:[\w'-]+\s+){{0,3}}?(?:{alternation(WORKPLACES)})\b",
    re.IGNORECASE,
)
_PAST_TIME: Final = re.compile(
    r"""\b(?:yesterday|ago|earlier|last\s+(?:night|week|weekend|month|year|summer|winter|spring
    |autumn|fall|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|back\s+in
    |the\s+other\s+day|in\s+(?:19|20)\d\d|(?:loved|liked|hated|enjoyed|finished)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def _conjugate(low: str, agree: Literal["sg", "pl"]) -> str:
    head, dash, tail = low.rpartition("-")
    if dash and head and tail:
        return f"{head}-{_conjugate(tail, agree)}"  # "co-host" -> "co-hosts"
    if agree == "pl":
        return _PLURAL.get(low, low)
    if low in _SINGULAR:
        return _SINGULAR[low]
    if low in _UNCHANGED or _is_past(low) or not low.isalpha():
        return low
    return _third_singular(low)


def _is_past(low: str) -> bool:
    return low in IRREGULAR_PAST or (low.endswith("ed") and low not in _ED_BASE)


_NOUN_MARKERS: Final = word_set(
    "the a an my his her their our its your this that these those some every each no", None
)


def attributive(words: list[str], index: int) -> bool:
    """Whether ``words[index]``, a word that looks past ("retired", "one-eyed"), describes
    a noun instead of being a verb: a compound in "-ed", or a word after a determiner
    ("a retired teacher", "the newly adopted puppy", "my parents' used car")."""
    head = words[index].lower().rpartition("-")[0]
    if head and head.split("-")[0] not in VERB_PREFIXES:
        return True
    before = index - 1
    while before >= 0 and _is_adverb(words[before].lower()):
        before -= 1  # "the newly adopted puppy"
    if before < 0:
        return False
    lead = words[before].lower()
    return lead in _NOUN_MARKERS or lead.endswith("s'")


def _third_singular(verb: str) -> str:
    if verb in _SINGULAR:
        return _SINGULAR[verb]
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(verb) > 1 and verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


_COORDINATED_SPLIT: Final = re.compile(
    rf"({SUBJECT}\s(?:(?!\band\b).)+?)(?:,?\s+and|,)\s+(?=(?:also\s+|now\s+|still\s+"
    rf"|always\s+|usually\s+|often\s+|never\s+|rarely\s+)?"
    rf"(?:is|has|{'|'.join(sorted(_third_singular(v) for v in _COORDINATED_VERBS))})\b)"
)


_RELATIVE_CLAUSE: Final = re.compile(r",?\s+(?:which|who|that)\s+(?!\ue000)[a-z]+", re.IGNORECASE)


def split_coordinated(text: str) -> list[str]:
    """A rewritten clause whose subject has two verbs, as two clauses: "<S> lives in Berlin
    and works at Acme" -> ["<S> lives in Berlin", "<S> works at Acme"], where <S> is
    :data:`SUBJECT`. Only verbs the rewrite itself conjugates are trusted, so "<S> likes
    cats and dogs" stays whole."""
    parts: list[str] = []
    rest = text
    while (match := _COORDINATED_SPLIT.match(rest)) is not None:
        if _RELATIVE_CLAUSE.search(match.group(1)) is not None:
            break  # "<S> booked a class, which starts in May and runs ...": the class runs
        parts.append(match.group(1))
        rest = f"{SUBJECT} {rest[match.end() :]}"
    parts.append(rest)
    return parts


# --- other subjects ------------------------------------------------------------------

_GENERIC_SUBJECTS: Final = frozenset({"the user", "user", "the customer", "customer", "the client"})
_NOT_NAMES: Final = word_set(
    """the this that these those it there here he she they you we what when where why how
    who whom whose which today tomorrow yesterday monday tuesday wednesday thursday friday saturday
    sunday january february march april may june july august september october november
    december everyone everybody nobody someone somebody anyone anybody people life work
    everything nothing something mom dad mum mother father sister brother wife husband
    partner son daughter boss grandma grandpa his her their our your my its each every all
    some most many both either neither no one another other such if so then also but and
    or just finally still really totally literally basically only even now oh ah aw ooh
    wow hey hi hello yes yeah yep nope ok okay lol haha omg ugh hmm sorry thanks please
    anyway btw plus is are was were am do does did has have had can could would should
    shall might must isn't aren't wasn't weren't don't doesn't didn't hasn't haven't can't
    couldn't wouldn't shouldn't not pretty quite much better worse less more fewer least
    back home away again nearly almost always never any kinda sorta""",
    None,
) | frozenset(NUMBER_WORDS)  # "Six years in September. ... he's left me": no one's name
# Kin words that are also a title before a name ("Grandma Isolde"), as "Uncle" and "Auntie"
# are (those are no words of _NOT_NAMES).
_TITLED: Final = word_set("grandma grandpa", None)
_THIRD_VERBS = (
    r"is|was|has|had|lives|works|likes|loves|prefers|hates|dislikes|enjoys|speaks|studies|"
    r"studied|plays|owns|moved|relocated|joined|started|wants|needs|uses|drinks|eats|runs|"
    r"drives|knows|got|can|will|does|doesn't|isn't|wasn't|hasn't|just|also|recently|"
    r"currently|still|always|never|usually|often|goes|went|grew|graduated|became|turned|"
    r"teaches|volunteers|follows|avoids|suffers|made|built|painted|drew|wrote|knitted|designed|"
    r"qualified|trained|coaches|lectures|met|left|took|carved|sewed|crocheted|quilted|baked|framed|threw|"
    r"finally|already|eventually"
)
_NAME = r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}"
# A time a clause may open with: "Yesterday ...", "On Sunday ...", "Two weeks ago ...".
LEADING_TIME: Final = rf"""yesterday|today|tonight|earlier\s+today
    |this\s+(?:morning|afternoon|evening|week|weekend|month|year)
    |last\s+(?:night|week|weekend|month|year|spring|summer|autumn|fall|winter|{WEEKDAY})
    |on\s+{WEEKDAY}|over\s+the\s+weekend
    |(?:a\s+few|a\s+couple\s+of|two|three|four|\d+)\s+(?:days|weeks|months)\s+ago"""
# When something happened, said before who: "Yesterday Leyla ...", "On Saturday, Oskar ...".
_LEADING_WHEN: Final = re.compile(
    rf"""(?P<when>{LEADING_TIME})\s*,?\s+(?P<rest>(?-i:[A-Z])[^\W\d_][\w'’-]*\s.*)$""",
    re.IGNORECASE | re.VERBOSE | re.DOTALL,
)
_THIRD_PARTY: Final = re.compile(
    rf"(?P<name>(?i:(?:the\s+)?(?:user|customer|client))|{_NAME})"
    # "Obi's a croupier now", "Obi's going to be ...": "'s" is "is", for no one owns "a"
    rf"(?:\s+(?=(?:{_THIRD_VERBS})\b)|(?<='s)\s+(?=(?:a|an|going\s+to|[a-z]+ed)\s)|(?P<poss>'s?\s+)(?=(?:[\w-]+\s+){{1,3}}?"
    rf"(?:is|are|was|were|has|have|had|(?:is|are|was|has|does|did)n['’]t|lives|works|just|also"
    rf"|recently|starts|started|runs|leads"
    rf"|teaches|owns|studies|plays|goes|moved|joined|got)\b))"
)
# "Maria and Tom are business partners": two named people as one subject.
# "Ismay and her husband Kenelm are separating": a name with their own relative, named.
_OWN_KIN: Final = (
    r"(?:husband|wife|partner|girlfriend|boyfriend|fianc[eé]e?|sister|brother|son|daughter)"
)
_NAMED_PAIR: Final = re.compile(
    rf"""(?P<name>{_NAME}\s+and\s+(?:the\s+user|(?:his|her)\s+{_OWN_KIN}\s+[A-Z][\w'-]*|{_NAME}))
    \s+(?=(?:are|were|have|had|live|work|got|just|both|also|recently|met)\b)""",
    re.VERBOSE,
)
_NOTE_VERB: Final = re.compile(
    rf"(?:{_THIRD_VERBS}|loved|liked|speaks|plays|prefers|was\s+born|born|based|allergic|"
    r"vegan|vegetarian|pescatarian|married|single|engaged|divorced|fluent|originally|"
    r"lactose|gluten|retired|interested|passionate)\b",
    re.IGNORECASE,
)
_NOTE_ADJECTIVES: Final = word_set(
    """allergic vegan vegetarian pescatarian married single engaged divorced lactose gluten
    based fluent originally retired interested passionate""",
    None,
)


def third_party(clause: str, names: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """``(subject, rewritten)`` for a clause about a named person or "the user"
    ("Maria is a pilot", "The user prefers tea", "Maria's manager is Tom", "Maria and
    Tom are neighbours"); None otherwise.

    ``names`` are the words the document attests as names (:func:`attested_names`);
    with them, any finite verb after a name counts (:func:`_named_subject`)."""
    if (mood := _ANSWER_MOOD.match(clause)) is not None:
        rest = clause[mood.end() :]
        if _POSSESSIVE_END.sub("", rest.split(maxsplit=1)[0]) in names:
            return third_party(rest, names)  # "Good, tired, Arjun is on nights ..."
    match = _THIRD_PARTY.match(clause) or _NAMED_PAIR.match(clause)
    if match is None:
        when = _LEADING_WHEN.match(clause)
        if when is not None:
            # "Yesterday Leyla won the final" reads "Leyla won the final yesterday"
            said = when.group("when")
            return third_party(f"{when.group('rest')} {said[:1].lower()}{said[1:]}", names)
        named = _named_subject(clause, names)
        return None if named is None else (named[0], _same_subject_again(named[1]))
    name = " ".join(match.group("name").split())
    rest = clause[match.end("name") :]
    if match.re is _THIRD_PARTY and match.group("poss") is not None:
        rest = "'s " + clause[match.end() :]
    elif name.endswith("'s") and len(name) > 2:
        # "Priya's still in Kyoto", "Sam's got a new job": "'s" is the verb, not a possessive
        if owned(rest):
            return None  # "Sam's left knee is sore": whose knee, not what Sam did
        name = name[:-2]
        rest = f" {s_verb(rest)}{rest}"  # "Sam's moved": "has"; "Sam's engaged": "is"
    low = name.lower()
    if " " not in low and low.endswith("ing") and low not in _GENERIC_SUBJECTS:
        return None  # "Volunteering is a great way to meet people": an activity, no one
    if " " not in low and low.endswith("s") and _PLURAL_VERB.match(rest):
        return None  # "Babies never sleep through the night": a kind, no one named
    if low in _GENERIC_SUBJECTS:
        return "the user", SUBJECT + rest
    # "Ismay and her husband Kenelm": the names are Ismay's and Kenelm's
    words = re.sub(rf" and (?:his|her) {_OWN_KIN} ", " and ", low).split(" ")
    if words[0] in _TITLED and len(words) == 2 and words[1] not in _NOT_NAMES:
        words = words[1:]  # "Grandma Isolde loves lilies": a name with its title, as "Uncle Dev"
    if any(word in _NOT_NAMES for word in words if word != "and"):
        return None
    if any(w[:1].isupper() and not _capitalised(w) for w in name.split(" ") if w != "and"):
        return None  # "PhD is going to ...", "USA is ...": an abbreviation, no one's name
    return name, _same_subject_again(SUBJECT + rest)


# A verb only a plural takes, after a word ending in "s": "Babies never sleep", "Students
# are skint", "Cats don't care" say what a kind of thing does ("Charles never sleeps").
_PLURAL_VERB: Final = re.compile(
    r"""^\s+(?:(?:are|aren't|have|haven't|do|don't)\b
    |(?:never|always|usually|generally|rarely|often|all)\s+(?!\w+(?:s|ed)\b)[a-z]+\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# --- any verb after an attested name ---------------------------------------------------
#
# "Arjun passed his exam on Tuesday", "Leyla came fourth in Prague", "Abena's sister Efua
# arrives on Friday": what someone did or does, in any verb. A capitalised word opening a
# sentence is only taken for a name when the document says it is one (see
# :func:`attested_names`), so "Dinner was great", "Coffee helps" and "Nothing happened"
# stay what they are.

_SENTENCE_PART: Final = re.compile(r"[^.!?:;\n\"“”()\[\]]+")
_NAME_TOKEN: Final = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
_POSSESSIVE_END: Final = re.compile(r"['’]s$")
_OPENERS: Final = word_set(
    """also and so oh anyway plus btw meanwhile then well but update news ok okay yes
    yeah and besides""",
    None,
)
# How someone is, said before the news in answer to "how's Arjun?": "Good, tired, Arjun
# is on nights ...". Only with its comma, so "Fine Arjun" or "Busy Arjun" is left alone.
_ANSWER_MOOD: Final = re.compile(
    r"""(?:(?:good|fine|great|grand|ok|okay|alright|busy|tired|knackered|exhausted|shattered
    |happy|lovely|stressed|brilliant|not\s+bad)\s*,\s*){1,3}(?=(?-i:[A-Z])[^\W\d_]+(?:['’]s)?\s)""",
    re.IGNORECASE | re.VERBOSE,
)
# Words that may open a sentence before its subject: "Also, Arjun ...", "Last Friday Arjun
# ...". A capitalised word after them is still at the sentence start.
_LEADING_WORDS: Final = _OPENERS | word_set(
    """yesterday today tonight earlier this last on over the weekend morning afternoon
    evening night week month year ago a few couple of two three four days weeks months
    monday tuesday wednesday thursday friday saturday sunday spring summer autumn fall
    winter""",
    None,
)
# Whom a sentence-opening word owns that makes it a person: kin, friends, pets and the
# animals kept on a farm or in a yard ("Mawuli's goats got into the maize").
_KEPT_ANIMALS: Final = word_set("goats hens cows pigs sheep cattle bees hives", None)
_KIN_WORDS: Final = (
    RELATIVES | PETS | _KEPT_ANIMALS | word_set("friend boyfriend girlfriend kid kids", None)
)


def attested_names(parts: Iterable[Passage], known: Iterable[str] = ()) -> frozenset[str]:
    """The words a document's passages show to be people's names.

    A speaker is one. So is a capitalised word inside a sentence ("how's Arjun?",
    "my sister Maya"), and one opening a sentence when the document treats it as a person:
    it owns a relative ("Maya's brother ..."), "his"/"himself"/"herself" follows in the same
    sentence ("Maya fixed it herself"), "he"/"she" is a subject in it or the next one ("Maya
    came fourth. She was furious."), or "and I" follows it.
    ``known`` are names the namespace's memories already give people (:func:`memory_names`):
    they count as well, so "Arjun passed" forms a fact in a later session that never says
    who Arjun is.
    A word also written in lower case ("dinner", "will") is no name, except a speaker's."""
    parts = list(parts)
    written = written_names(parts, known)
    return frozenset(_speaker_names(parts) | _not_lower_case(set(written), _sentences(parts)))


def written_names(parts: Iterable[Passage], known: Iterable[str] = ()) -> frozenset[str]:
    """The names :func:`attested_names` finds, those the document also writes in lower case
    too ("jem turns 40" after "my partner Jem"; see :mod:`.casing`)."""
    parts = list(parts)
    labels = _speaker_names(parts)
    inner = {word for word in known if _capitalised(word) and word.lower() not in _NOT_NAMES}
    sentences = _sentences(parts)
    for number, words in enumerate(sentences):
        for index, word in enumerate(words):
            if not word[0].isupper():
                continue
            bare = word[:-2] if word.endswith(("'s", "’s")) else word
            if not _capitalised(bare) or _adverb_before_name(words, index):
                continue
            if re.split(r"['’]", bare.lower())[0] in _NOT_NAMES:
                continue  # "She", "We're": a pronoun is nobody's name
            if any(
                w.lower() not in _LEADING_WORDS and not _adverb_before_name(words, i)
                for i, w in enumerate(words[:index])
            ):
                inner.add(bare)  # inside a sentence
            elif (
                _opens_as_person(sentences, number, index)
                or _pair_opening(sentences, number, index)
                or _parallel_opening(words, index)
            ):
                inner.add(bare)
    inner |= _asked_alone(parts)
    return frozenset(labels | inner)


# "And Lena?", "What about Tomasz?": a short question that brings someone up by name alone.
_ASKED_ALONE: Final = re.compile(
    r"""(?:^|(?<=[.!?])\s+)(?:and|what\s+about|how\s+about)\s+
    (?P<name>(?-i:[A-Z])[^\W\d_]+)\s*\?+\s*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _asked_alone(parts: list[Passage]) -> set[str]:
    """The names a turn asks about alone ("And Lena?"), when the next turn speaks of one
    person ("She got the job!", "Started her new job on Monday"): a place or a thing asked
    about so ("And Paris?") is answered with no "he" or "she"."""
    found: set[str] = set()
    for part in parts:
        asked = _ASKED_ALONE.search((part.prompt or "").strip())
        if asked is None or not _capitalised(name := asked.group("name")):
            continue
        if could_be_a_name(name) and _ONE_PERSON_WORD.search(part.text) is not None:
            found.add(name)
    return found


_ONE_PERSON_WORD: Final = re.compile(r"\b(?:he|she|him|her|his|hers)\b", re.IGNORECASE)


_THEY: Final = word_set("they they've they're they'd they'll", None)


def _pair_opening(sentences: list[list[str]], number: int, index: int) -> bool:
    """Whether the word at ``index`` opens its sentence as the first of a pair of names
    that "they" takes up next: "Oona and Piet came round. They've ..."."""
    words = sentences[number]
    following = sentences[number + 1] if number + 1 < len(sentences) else []
    if not (
        len(words) > index + 2
        and words[index + 1].lower() == "and"
        and _capitalised(words[index + 2])
    ):
        return False
    if following[:1] != [] and following[0].lower() in _THEY:
        return True
    # "Hugh and Penny (next door) have split up": what only a couple does; "Hugh and Penny
    # took us sailing": what two people did for the speaker
    said = " ".join(w.lower() for w in words[index + 3 : index + 8])
    return _COUPLE_NEWS.match(said) is not None or did_to_speaker(said.split())


# What a couple does together, said right after the pair of names (perhaps after where
# they are from: "next door", "from work").
_COUPLE_NEWS: Final = re.compile(
    r"""^(?:(?:next\s+door|upstairs|downstairs|from\s+\w+)\s+)?
    (?:have\s+|are\s+|had\s+|just\s+|finally\s+)*
    (?:split\s+up|broken\s+up|broke\s+up|separated|divorced|getting\s+divorced
    |got\s+engaged|engaged|got\s+married|getting\s+married|married|eloped)\b""",
    re.VERBOSE,
)


def _parallel_opening(words: list[str], index: int) -> bool:
    """Whether the word at ``index`` opens its sentence as the first of two people each
    with a past verb of their own: "Arjun started school and Maya joined the swim team"
    (Maya, inside the sentence, is a name; Arjun stands where she does)."""
    if index + 1 >= len(words) or not _past_word(words[index + 1]):
        return False
    for at in range(index + 2, len(words) - 2):
        if (
            words[at].lower() == "and"
            and _capitalised(words[at + 1])
            and words[at + 1].lower() not in _NOT_NAMES
            and _past_word(words[at + 2])
        ):
            return True
    return False


def _past_word(word: str) -> bool:
    return word.islower() and word in _PERSON_PAST


# What a child or a friend does, not a place or a season ("Portugal changed everything").
_PERSON_PAST: Final = word_set(
    """started joined learned learnt passed won finished graduated turned began lost scored
    qualified graduated married adopted signed enrolled landed earned failed made got""",
    None,
)


# Adverbs that open a sentence before its subject ("Then Kim rang", "Luckily Ines ...").
_OPENING_ADVERBS: Final = word_set(
    """then later so and but also anyway apparently luckily thankfully fortunately
    unfortunately sadly finally eventually afterwards meanwhile plus""",
    None,
)


def _adverb_before_name(words: list[str], index: int) -> bool:
    """Whether ``words[index]`` is an adverb opening its sentence before a capitalised
    word: no name itself, and the word after it is still at the sentence start, so it is
    a name only when the document treats it as a person ("Then Kim rang. She ...")."""
    return (
        index == 0
        and len(words) > 1
        and words[0].lower() in _OPENING_ADVERBS
        and words[1][:1].isupper()
    )


def _speaker_names(parts: list[Passage]) -> set[str]:
    return {
        word
        for part in parts
        if part.speaker and part.speaker != "the user"
        for word in part.speaker.split()
        if _capitalised(word)
    }


def _sentences(parts: list[Passage]) -> list[list[str]]:
    content = "\n".join(part.text for part in parts)
    return [_NAME_TOKEN.findall(part) for part in _SENTENCE_PART.findall(content)]


# "Less driving, more paperwork. He says ...": a word of how much opens no name.
_QUANTITIES: Final = word_set(
    """less more fewer few most least much many lots plenty enough several both all each
    every either neither some none no loads tons heaps""",
    None,
)


def _opens_as_person(sentences: list[list[str]], number: int, index: int) -> bool:
    """Whether the word at ``index`` of sentence ``number``, at the sentence start, is
    treated as a person (:func:`_spoken_of_as_person`). A number ("Three days a week.
    He ...", "Five, born in May"), a word of how much ("Less driving, more paperwork. He
    says ...") a word paired with one in lower case and nothing else ("Chubby and
    loud. He ...", how someone is) or one before "than" ("Tidier than me.") is no name."""
    words = sentences[number]
    word = words[index]
    if word.lower() in NUMBER_WORDS or _POSSESSIVE_END.sub("", word).lower() in _QUANTITIES:
        return False
    if len(words) == index + 3 and words[index + 1] == "and" and words[index + 2].islower():
        return False
    if index + 1 < len(words) and words[index + 1] == "than":
        return False  # "Is he tidy?" - "Tidier than me. He ...": a comparison, no one
    return _spoken_of_as_person(
        _POSSESSIVE_END.sub("", word),
        [w.lower() for w in words[index + 1 :]],
        [w.lower() for w in sentences[number + 1]] if number + 1 < len(sentences) else [],
        owns=_POSSESSIVE_END.search(word) is not None,
    )


def _not_lower_case(names: set[str], sentences: list[list[str]]) -> set[str]:
    """``names`` but those the document also writes in lower case ("dinner", "will")."""
    lower = {word for words in sentences for word in words if word.islower()}
    return {word for word in names if word.lower() not in lower}


# "<name> is finishing the course and I want to keep him": the first person opens a
# clause of its own. Not after "so": "<name> started nights, so I never see her" says
# why, and reads whole.
_FIRST_PERSON_CLAUSE: Final = re.compile(
    r"^(?P<first>.+?)(?:\s*,\s*|\s+)(?:and|but)\s+"
    # "..., and Ilse and I ...": a pair with the speaker opens the speaker's clause too
    r"(?P<rest>(?:(?-i:[A-Z])[\w'’-]*\s+and\s+I\b"
    r"|I|I'm|I've|I'd|I'll|we|we're|we've|my|our)\b.*)$",
    re.DOTALL,
)
_FIRST_PERSON_WORD: Final = re.compile(
    r"(?<![\w'])(?:i|i'm|i've|i'd|i'll|me|my|mine|we|we're|us|our)(?![\w'])", re.IGNORECASE
)


def split_after_named(clause: str, names: frozenset[str]) -> tuple[str, str] | None:
    """``clause`` as two when it opens on an attested name's own clause and the speaker's
    follows after "and"/"but" ("Obi's finishing his course in May and I want to keep
    him on"): each is read on its own, so the first stays about Obi. None otherwise."""
    match = _FIRST_PERSON_CLAUSE.match(clause)
    if match is None:
        return None
    first = match.group("first")
    if _FIRST_PERSON_WORD.search(first) or third_party(spelled_is(first, names), names) is None:
        return None
    return first, match.group("rest")


def _spoken_of_as_person(word: str, rest: list[str], next_sentence: list[str], owns: bool) -> bool:
    """Whether a capitalised word opening a sentence is treated as a person by the rest of
    that sentence and the next one."""
    return (
        (
            owns
            and rest[:1] != []
            and rest[0] in _KIN_WORDS
            # "Kenya's cattle are dying": a country's herds, no one's
            and (rest[0] not in _KEPT_ANIMALS or word.lower() not in COUNTRIES)
        )
        or (owns and rest[:1] != [] and rest[0] in _EVENT_STATES and could_be_a_name(word))
        # "Hal's lung collapsed", "Ines's appendix burst": what befalls a body
        or (owns and len(rest) > 1 and _body_gave_way(rest[0], rest[1]) and could_be_a_name(word))
        or rest[:2] == ["and", "i"]
        or (could_be_a_name(word) and word.lower() not in _IMPERATIVES and did_to_speaker(rest))
        # "Carla and her husband are moving": someone with their own family
        or (
            rest[:1] == ["and"]
            and rest[1:2] in (["her"], ["his"])
            and rest[2:3] != []
            and rest[2] in _KIN_WORDS
            and could_be_a_name(word)
        )
        or (could_be_a_name(word) and life_event(rest) and not _things_fell(word, rest))
        # "Tom fell on Monday", "Alice collapsed at work": a bare fall names a person only
        # when the word is a given name ("Prices fell", "Christmas fell on a Monday")
        or (
            word.lower() in _GIVEN_NAMES
            and rest[:1] != []
            and rest[0] in FALL_VERBS
            and (rest[1:2] or [""])[0].strip(".,!?;:") in _AFTER_A_FALL
        )
        or any(w in _REFLEXIVE for w in rest)
        # "Afiwa got her new glasses": a deed done to what is hers
        or (
            could_be_a_name(word)
            and len(rest) > 3
            and _is_past(rest[0])
            and rest[1] == "her"
            and rest[2] in _HERS_BEFORE
        )
        or (
            word.lower() not in _IMPERATIVES
            and word.lower() not in HOW_ONE_IS
            and not (_is_past(word.lower()) and rest[:1] and rest[0] in _OBJECT_LEADS)
            and any(w in _HE_SHE for sentence in (rest, next_sentence) for w in sentence)
        )
    )


# What someone does for or with the speaker, said with the speaker as its object: "Ines took
# me to Porto", "Tobi made us a cake", "Wren let me drive the tractor". A word opening its
# sentence before one of these verbs and "me" or "us" is someone's name.
_DID_TO_SPEAKER: Final = word_set(
    """took made gave bought let drove sent showed taught lent brought invited treated
    cooked baked knitted sewed painted built booked surprised picked walked flew rowed
    sailed helped taken given shown driven""",
    None,
)
# What follows "made me", "took me", "drove me" ... when it tells how the speaker felt or
# how long a thing took, not a deed: "Saga made me cry", "Work took me ages", "It drove me
# mad", "Jo let me down", "That song took me back".
_NO_DEED_AFTER: Final = word_set(
    """laugh cry smile wait feel think wonder realise realize jump blush sick sad happy mad
    crazy nuts insane up down back ages forever hours years minutes days weeks months long
    by so too really very more less angry cross nervous worry know go off hostage""",
    None,
)

# What opens a thing made for the speaker: "made me a scarf", "made us dinner".
_MADE_FOR_SPEAKER: Final = word_set(
    """a an the some this that these those two three four my our breakfast lunch dinner tea
    supper pancakes coffee cocoa soup""",
    None,
)


# What follows "owes me" in a debt: the sum (read by the caller or not), what for, or
# since when ("owes me 12,000 from the boat trip", "owes me for the tyres").
_OWED_AFTER: Final = word_set("for from since money rent dollars pounds euros", None) | {""}


def did_to_speaker(rest: list[str]) -> bool:
    """Whether ``rest`` (the lower-cased words after a sentence's first word) opens on a
    deed done to or for the speaker: "took me out on the boat", "has just made us a curry",
    not "made me cry" or "took me ages"."""
    words = [w.strip(".,!?;:") for w in rest[:5]]
    if words[:1] and words[0] in ("has", "have"):
        words = words[1:]  # "Jo has taken us to ..."
    if words[:1] and words[0] in _EVENT_ADVERBS:
        words = words[1:]
    verb, whom, after = [*words, "", "", ""][:3]
    if verb == "asked" and whom in ("me", "us") and words[2:4] == ["to", "marry"]:
        # "Parviz asked me to marry him": a proposal, made by a person (not in a dream)
        return not any(w.strip(".,!?;:").startswith("dream") for w in rest)
    if verb == "made" and after not in _MADE_FOR_SPEAKER:
        return False  # "Covid made me ill", "Ida made me promise": how, not a thing made
    if words[:1] == ["still"] or verb == "still":
        verb, whom, after = [*words[1:], "", "", ""][:3]
    if verb in ("owes", "owed") and whom in ("me", "us"):
        # "Kristijan still owes me 12,000 from the boat trip": a debt, a person's
        # (a sum in figures is no word of ``rest`` when the caller keeps only words)
        return after[:1].isdigit() or after[:1] in "£$€" or after in _OWED_AFTER
    return verb in _DID_TO_SPEAKER and whom in ("me", "us") and after not in _NO_DEED_AFTER


def done_for(text: str, whom: str) -> bool:
    """Whether rewritten ``text`` opens on a deed its subject has done for ``whom`` (the
    speaker, named): "<S> has just made Nia a cake", "<S> has taken Nia to Kew", not
    "<S> has made Nia cry"."""
    words = [w.lower() for w in _NAME_TOKEN.findall(text[len(SUBJECT) :])]
    if not text.startswith(SUBJECT) or words[:1] not in (["has"], ["have"]):
        return False
    whom_words = [w.lower() for w in _NAME_TOKEN.findall(whom)]
    for at in range(1, min(len(words), 4)):
        if words[at : at + len(whom_words)] == whom_words:
            return did_to_speaker([*words[:at], "me", *words[at + len(whom_words) :]])
    return False


# Organs that give way, besides the body parts of the lexicon: "Hal's lung collapsed".
_ORGANS: Final = word_set("lung heart appendix kidney kidneys bladder spleen gallbladder", None)
_BODY: Final = BODY_PARTS | _ORGANS
_BODY_GAVE_WAY: Final = word_set("collapsed burst ruptured failed dislocated fractured", None)


def _body_gave_way(part: str, verb: str) -> bool:
    """Whether ``part`` ``verb`` tells a body giving way: "lung collapsed", "appendix burst"."""
    return part in _BODY and verb in _BODY_GAVE_WAY


# What follows a person's bare fall: "Tom fell on Monday", "fell over", "fell at work"
# (not "fell asleep", "fell in love", "fell silent").
_AFTER_A_FALL: Final = word_set(
    """on over down off yesterday last this at and again badly today outside while""", None
)


def _things_fell(word: str, rest: list[str]) -> bool:
    """Whether ``rest`` tells a fall ("fell", "had a fall") of what ``word``, a plural
    noun by its look, names: "Prices had a fall", "Shares fell down" (not "James fell",
    "Doris had a fall": names that end in "s")."""
    low = word.lower()
    if not low.endswith("s") or low.endswith(("ss", "us", "is")) or low in _GIVEN_NAMES:
        return False
    words = [w.strip(".,!?;:") for w in rest[:4]]
    return (words[:1] != [] and words[0] in FALL_VERBS) or (
        words[:1] == ["had"] and "fall" in words[1:4]
    )


# How the speaker is, opening an answer before the news: "Tired and in love. He was born
# at ...", "Exhausted. She cried all night." It is no name.
HOW_ONE_IS: Final = word_set(
    """tired exhausted knackered shattered happy sad busy fine good great grand okay ok
    alright sick ill bored stressed nervous excited proud relieved sore thrilled amazing
    awful terrible lovely wonderful brilliant sleepy delighted gutted chuffed emotional
    overwhelmed""",
    None,
)


# "Got a saluki. She's called Wisp.", "Met this guy, he ...": a verb in the past opening a
# sentence before one of these left out its subject; it is no name.
_OBJECT_LEADS: Final = word_set("a an this these some my our", None)


# What only a person (or an animal) does: "Matiu proposed ...", "Kobi moved in ...",
# "Pavlova escaped ...", "Maureen is retiring ...". A word such a verb follows opens its
# sentence as someone's name. An adverb may come between ("Ade finally proposed").
_EVENT_VERBS: Final = word_set(
    """proposed retired died graduated escaped emigrated resigned divorced eloped relocated
    remarried separated""",
    None,
)
_EVENT_STATES: Final = word_set(
    """retiring pregnant expecting engaged emigrating graduating proposing relocating""", None
)
_MOVED_HOW: Final = word_set("in out away back abroad house home to", None)
_OWN_OR_THE: Final = word_set("his her their the", None)
_TRIALS: Final = word_set(
    """test tests exam exams grading audition assessment finals driving theory medical
    badge certificate qualification course grade""",
    None,
)
_DAILY: Final = word_set("work school uni university college nursery", None)
_GROUPS: Final = word_set(
    "team squad club band choir orchestra scouts cubs brownies guides army navy police", None
)
# What a person starts: a course, a job, a business of their own; or opens, new.
_UNDERTAKINGS: Final = word_set(
    "course class job apprenticeship degree diploma business podcast blog", None
)
_OWN_BUSINESS: Final = word_set("shop stall cafe café bakery salon restaurant business", None)
_SCHOOLING: Final = word_set(
    """school nursery kindergarten preschool daycare reception uni university college middle
    high primary secondary year grade""",
    None,
)
_EVENT_ADVERBS: Final = word_set("just finally actually officially also already", None)
_MINDING: Final = word_set("for all overnight while today tonight this again back", None)
_NEWBORN: Final = word_set(
    """baby babies twins triplets puppies pups kittens kits piglets lambs calves foals chicks
    ducklings goslings cygnets cubs joeys litter boy girl""",
    None,
)


# "Mele broke her arm", "Gran had a fall": what befalls a body, a person's or an animal's.
_INJURED: Final = word_set("broke fractured sprained dislocated twisted injured hurt cracked", None)
_OWN: Final = word_set("his her their", None)
# "Tom cracked two ribs", "Ines broke a toe": how many of a body part.
_HOW_MANY: Final = word_set("a an one two three four both several", None)
_ORDEALS: Final = word_set("fall stroke operation op seizure miscarriage heart", None)
# What a doctor does to a body, or finds in it, named after what it is on or where:
# "a knee operation", "a varicose vein operation", "hip surgery", "a kidney transplant", "a
# blood clot". Never a thing done elsewhere ("a sting operation", "a photo op").
_TREATMENTS: Final = word_set(
    "operation operations surgery transplant replacement bypass clot clots embolism", None
)
# Words before a treatment that make it one on a body: "a varicose vein operation",
# "emergency surgery", "a triple bypass" (a body part before it counts too).
_MEDICAL: Final = word_set(
    """blood vein veins artery arteries eye eyes cataract cataracts bowel stomach spine spinal
    bone marrow cornea hernia tumour tumor cancer emergency keyhole laser triple double
    quadruple gastric cardiac ear ears throat tonsil tonsils womb breast prostate thyroid
    colon varicose coronary skin joint dental gum gums sinus cervical lumbar
    valve transplant stent""",
    None,
)
_BODY_OR_MEDICAL: Final = _BODY | _MEDICAL
_NOT_A_BODY: Final = word_set(
    """sting police military covert rescue business photo plastic the this that which what
    and or but who of on in at for with to about before after""",
    None,
)


# "<S> had two teeth taken out", "<S> had her tonsils out": what a doctor, dentist or vet
# took out.
_HAD_REMOVED: Final = re.compile(
    rf"""^{SUBJECT}\s+had\s+(?:(?:a|an|one|two|three|four|her|his|their|its|both|the)\s+)?
    (?:(?:wisdom|bad|front|back|baby)\s+)?(?:tooth|teeth|tonsils|appendix|gallbladder|stitches
    |cast|lump|mole|cyst|cataracts?|kidney\s+stones?)\s+(?:taken\s+out|removed|out|pulled)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def could_be_a_name(word: str) -> bool:
    """Whether ``word``, opening a sentence before a life event, may be someone's name:
    not a pronoun or function word, an adverb ("Officially graduated today!") or a verb
    form a chat opens on ("Been divorced for 3 years")."""
    low = word.lower()
    return not (
        low in _NOT_NAMES
        or low in _EVENT_ADVERBS
        or low.endswith("ly")
        or low in {"been", "being", "got", "just", "newly", "recently", "finally"}
    )


def _fall_injured(rest: list[str]) -> bool:
    """Whether ``rest`` (the words after "slipped", "fell" or "tripped") goes on, in the
    same sentence, to what the fall broke: "on ice and cracked two ribs", "off a ladder
    and broke her wrist"."""
    for at, word in enumerate(rest):
        if word[-1:] in ".!?;:":
            return False
        if word == "and" and rest[at + 1 : at + 2] and rest[at + 1] in _INJURED:
            told = [w.strip(".,!?;:") for w in rest[at + 2 : at + 4]]
            return len(told) == 2 and told[0] in _OWN | _HOW_MANY and told[1] in BODY_PARTS
    return False


# A baby's milestone, told after its subject: "has two teeth", "cut her first tooth",
# "took his first steps", "said her first word". Not a tooth lost or pulled ("has two teeth
# missing"), nor "took two steps back" or "said a few words".
_MILESTONE: Final = re.compile(
    r"""(?:just\s+|finally\s+)?(?:(?:has|have)(?:\s+got|\s+cut)?|got|cut|grew|is\s+cutting
    |had)\s+(?:(?:her|his|their|its|a|two|three|four|five|six|eight|\d{1,2})\s+)?
    (?:(?:first|new|bottom|top|front|little|baby)\s+){0,2}(?:tooth|teeth)\b
    (?!\s+(?:missing|out|pulled|removed|taken|that|which|left|filled|knocked)\b)
    |(?:just\s+|finally\s+)?(?:took|has\s+taken|said|has\s+said|spoke)\s+(?:her|his|their
    |its)\s+(?:very\s+)?first\s+(?:steps?|words?)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _had_an_ordeal(words: list[str]) -> bool:
    """Whether ``words`` (after "had") tell what befalls a body: "a fall", "a nasty fall",
    "a stroke", "an asthma attack", "another bad panic attack" (:data:`ATTACK_KINDS`);
    not "a shark attack", "a laugh"."""
    article = bool(words[:1]) and words[0] in ("a", "an", "another", "her", "his", "their")
    words = words[1:] if article else words
    if words[:1] and words[0] in _ORDEAL_DEGREES:
        words = words[1:]
    # "a knee operation", "a blood clot", "knee surgery" (no article before "surgery" only)
    for at, word in enumerate(words[:4]):
        if word in _TREATMENTS:
            return (
                (article or word == "surgery")
                and _NOT_A_BODY.isdisjoint(words[:at])
                # "a hip replacement", "emergency surgery"; not "a screen replacement"
                and (at == 0 or words[at - 1] in _BODY_OR_MEDICAL)
            )
        if not word.isalpha():
            break
    if not article:
        return False
    if words[:1] and words[0] in _ORDEALS:
        return True
    return len(words) >= 2 and words[0] in ATTACK_KINDS and words[1] in ("attack", "attacks")


_ORDEAL_DEGREES: Final = word_set(
    "bad mild small big serious severe minor major massive nasty terrible awful slight little",
    None,
)


def _person_fell(words: list[str]) -> bool:
    """Whether ``words`` (after "fell", "slipped", "tripped", "collapsed") tell a fall only
    a body takes: "down the stairs", "off his bike", "over on Monday", "out of bed"; not
    "fell 3%", "fell off a cliff" (prices), "fell on Monday" (a date) or "fell asleep"."""
    first, second, third = [*words, "", "", ""][:3]
    if first == "down":
        return second in ("the", "some", "a") and third in _STAIRS
    if first == "off":
        return second in _OWN
    if first == "over":
        return second in ("", "on", "last", "yesterday", "this", "and", "at", "in", "outside")
    return first == "out" and second == "of" and third == "bed"


_STAIRS: Final = word_set("stairs steps staircase stairwell hill ladder", None)


def life_event(rest: list[str]) -> bool:
    """Whether ``rest`` (the lower-cased words after a sentence's first word) opens on
    something only a person or an animal does (see ``_EVENT_VERBS``)."""
    words = [w.strip(".,!?;:") for w in rest[:5]]
    if words[:1] and words[0] in _EVENT_ADVERBS:
        words = words[1:]
    first, second, third = [*words, "", "", ""][:3]
    return (
        first in _EVENT_VERBS
        or (first in ("moved", "moving") and second in _MOVED_HOW)
        or (first == "passed" and second == "away")
        or (first == "gave" and second == "birth")
        or (first in ("is", "was", "got", "has", "just") and second in _EVENT_STATES)
        or (first in ("got", "is", "was") and second in ("married", "engaged", "promoted"))
        or (first == "turned" and second.isdigit())
        # "Arjun started middle school", "Maya joined the swim team", "Ife got into Leeds"
        or (first in ("started", "starts", "starting") and second in _SCHOOLING)
        or (first == "joined" and second == "the" and not _GROUPS.isdisjoint(words[2:4]))
        or (first in ("learned", "learnt") and second == "to")
        # "Joel passed the club's grading", "Hannah went back to work part-time"
        or (
            first in ("passed", "failed")
            and second in _OWN_OR_THE
            and not _TRIALS.isdisjoint(words[2:6])
        )
        or (
            first == "went"
            and second == "back"
            and third == "to"
            and (words[3:4] or [""])[0] in _DAILY
        )
        or (first == "got" and second == "into")
        # "Shayla started a sign-painting course", "Nermeen opened a shop selling bags"
        or (
            first in ("started", "began")
            and second in ("a", "an", "her", "his")
            and not _UNDERTAKINGS.isdisjoint(words[2:4])
        )
        or (
            first == "opened" and second in ("a", "an") and not _OWN_BUSINESS.isdisjoint(words[2:4])
        )
        or (first in ("is", "was") and second == "moving" and third in _MOVED_HOW)
        or (first in _INJURED and second in _OWN and third in BODY_PARTS)
        or (first in _INJURED and second in _HOW_MANY and third in BODY_PARTS)
        or (first in FALL_VERBS and _fall_injured(rest[1:12]))  # "slipped ... and cracked two ribs"
        # "Gran had a fall", "Doris had a nasty fall", "Phyllida had an angina attack"
        or (first == "had" and _had_an_ordeal(words[1:]))
        # "Clover has two teeth", "Ivo took his first steps": a baby's milestone
        or _MILESTONE.match(" ".join(words)) is not None
        # "Gran fell down the stairs", "Tom fell off his bike", "Ede tripped over on Monday"
        or (first in FALL_VERBS and _person_fell(words[1:4]))
        or (
            first == "had"
            and (
                second in _NEWBORN  # the tokens leave out numbers: "had 5 piglets"
                or (second in ("a", "her", "his") and third in _NEWBORN)
                # "had the baby on Monday" (not "had the baby all weekend": minding it)
                or (
                    second == "the"
                    and third in _NEWBORN
                    and (words[3:4] or [""])[0] not in _MINDING
                )
            )
        )
        # "keyla was a raindrop in the school play", "Amani was the hippo in the nativity"
        or (first in ("was", "is", "played") and second in ("a", "an", "the") and _in_a_play(rest))
    )


_PLAYS: Final = word_set("play nativity panto pantomime musical concert recital show", None)


def _in_a_play(rest: list[str]) -> bool:
    """Whether ``rest`` goes on to "in the (school) play" within a few words: a part
    someone had in a show."""
    words = [w.strip(".,!?;:") for w in rest[:9]]
    return any(
        words[at] == "in" and not _PLAYS.isdisjoint(words[at + 1 : at + 4])
        for at in range(2, len(words))
    )


# "his"/"himself"/"herself" in the same sentence point back at its subject; "her" and "him"
# may be anyone ("Send her my love").
_REFLEXIVE: Final = word_set("his himself herself", None)
# Words after "her" that make it a possessive ("got her new glasses", "lost her job").
_HERS_BEFORE: Final = word_set(
    """new first old own job licence license passport glasses visa results degree
    exam test car bike phone keys bag purse wallet house flat ticket place""",
    None,
)
# "he"/"she" as a subject in the same or the next sentence: someone is being talked about.
_HE_SHE: Final = word_set("he she he's she's he'd she'd he'll she'll", None)
# Verbs that open a request in chat and may be followed by "she"/"he": "Send pics when she
# lands", "Tell him congrats".
_IMPERATIVES: Final = word_set(
    """send tell let get bring take give call text check look see try keep make ask say go
    come put wish grab pass show thank remind hug kiss congratulate welcome enjoy have do
    wait find pick buy meet help give hold stop watch read write sign book""",
    None,
)


def _capitalised(word: str) -> bool:
    # "Arjun", "Lucía", "McKay"; not "I", "I'm", "OK", "USA", "PhD" or "BSc"
    return (
        len(word) > 1
        and word[0].isupper()
        and any(ch.islower() for ch in word[1:])
        and not word.startswith(("I'", "I’"))
        and not word[1].isupper()
        and not (word[-1].isupper() and word[-2].islower())
    )


# Verbs that report what someone says, thinks or seems, or judge them: "Sam says hi", "Sam
# thinks cats are evil", "Sam looked tired", "Sam deserves a medal" state nothing about Sam
# that lasts.
_REPORTING: Final = word_set(
    """say says said tell tells told think thinks thought reckon reckons reckoned believe
    believes believed feel feels felt claim claims claimed insist insists insisted argue
    argues argued swear swears swore wonder wonders wondered guess guesses guessed hope
    hopes hoped wish wishes wished ask asks asked text texts texted message messages
    messaged email emails emailed call calls called ring rings rang mention mentions
    mentioned agree agrees agreed disagree disagrees disagreed laugh laughs laughed reply
    replies replied answer answers answered seem seems seemed look looks looked sound sounds
    sounded know knows knew send sends sent suppose supposes supposed mean means meant
    promise promises promised admit admits admitted complain complains complained joke
    jokes joked imagine imagines imagined suggest suggests suggested deserve deserves
    deserved""",
    None,
)
# Words ending in "-s" that are not third-person verbs.
_NOT_S_VERBS: Final = word_set(
    """always perhaps sometimes its this thus thanks yes towards afterwards besides less
    unless plus across news was has is does goes us as whereas nowadays""",
    None,
)
_AUX: Final = word_set(
    """is are was were has have had will won't shall does did doesn't didn't isn't aren't
    wasn't weren't hasn't haven't hadn't can can't could couldn't would wouldn't should
    shouldn't might may must""",
    None,
)
# "and she's taking over": the same person, named a moment ago.
_SAME_SUBJECT_AGAIN: Final = re.compile(
    r"\b(?P<join>and|but|so)\s+(?:he|she)(?:['’]s|\s+is)\s+(?=[a-z]+ing\b)", re.IGNORECASE
)


# Past forms that are never participles: "'s came" is neither "is came" nor "has came".
_PAST_ONLY: Final = word_set(
    """ate became began bit blew broke came chose drank drew drove fell flew forgot forgave
    froze gave grew hid knew rode rose ran rang sang sank saw shook shrank spoke sprang stole
    swam swore took threw tore was went were woke wore wrote""",
    None,
)


def _named_subject(clause: str, names: frozenset[str]) -> tuple[str, str] | None:
    """``(name, rewritten)`` when ``clause`` opens with an attested name (or "<name>'s
    <thing>") followed by a finite verb of its own; None otherwise."""
    tokens = clause.split()
    if len(tokens) > 1 and tokens[0].rstrip(",").lower() in _OPENERS:
        tokens = tokens[1:]  # "Also, Arjun passed ..."
    title: list[str] = []
    if len(tokens) > 2 and tokens[0].lower() in KIN_TITLES and tokens[0][:1].isupper():
        title, tokens = tokens[:1], tokens[1:]  # "Grandma Noro turns 92 ...": Noro, titled
    taken: list[str] = []
    possessive = False
    for token in tokens[:3]:
        bare = _POSSESSIVE_END.sub("", token)
        if bare not in names or bare.lower() in _NOT_NAMES or not _capitalised(bare):
            break
        taken.append(bare)
        if bare != token:
            possessive = True
            break
    if not taken or len(tokens) <= len(taken):
        return None
    if not possessive and len(tokens) > len(taken) + 2 and tokens[len(taken)] == "and":
        # "Tor and Sigrid opened a bakery": two people, both attested
        other = tokens[len(taken) + 1]
        if other in names and other.lower() not in _NOT_NAMES and _capitalised(other):
            taken += ["and", other]
        else:
            taken += _own_company(tokens[len(taken) :])
    rest = " ".join(tokens[len(taken) :])
    rewritten = _after_s(rest) if possessive else f"{SUBJECT} {rest}"
    if rewritten is None:
        return None  # "Sigrid's came home": garbled, whatever it meant
    if possessive and rest.split(maxsplit=1)[0].lower() in _WHERE_ONE_IS:
        return " ".join(title + taken), rewritten  # "Sam's at uni in Hull": where Sam is
    if named_verb(rewritten, plural="and" in taken) is None:
        return None
    return " ".join(title + taken), rewritten


def _after_s(rest: str) -> str | None:
    """The clause a name's "'s" opens, the name a placeholder, given ``rest``, the words
    after it: "'s" read as "is", "has" or an owner's; None when it reads as none."""
    following = rest.split(maxsplit=1)[0].lower()
    if _verb_in_ing(rest.lower().split()):
        return f"{SUBJECT} is {rest}"  # "Obi's thinking of ...": "'s" is "is"
    if following in _PAST_ONLY:
        return None
    if owned(rest):
        return f"{SUBJECT}'s {rest}"  # "Sam's left knee is sore"
    if s_verb(rest) == "has":
        return f"{SUBJECT} has {rest}"  # "Sam's moved to Leeds"
    if following in PAST_PARTICIPLES or following.endswith("ed") or following in _WHERE_ONE_IS:
        return f"{SUBJECT} is {rest}"  # "Sam's engaged to Ola", "Sam's still in Oslo"
    return f"{SUBJECT}'s {rest}"


# Words after a name's "'s" that no one owns, where it reads "is": "Sam's at uni".
_WHERE_ONE_IS: Final = word_set("at in on off away home still now currently not never", None)


# How long a couple has been so: "<S> have been married for twelve years".
_COUPLED: Final = word_set("married together engaged", None)


# Whom a person is with, told as theirs: "Halina and her mother cheered", "Carys and her
# college mates are helping", "Tor and his wife opened a bakery".
_COMPANY: Final = _KIN_WORDS | word_set(
    "mates friends pals colleagues classmates workmates teammates partner", None
)


def _own_company(tokens: list[str]) -> list[str]:
    """The "and his wife" or "and her college mates" opening ``tokens`` (the words after
    a name), as words to take into the subject; [] when they do not open so, or when
    nothing follows for a verb."""
    if len(tokens) < 4 or tokens[0] != "and" or tokens[1] not in ("his", "her"):
        return []
    for size in (1, 2):
        words = tokens[2 : 2 + size]
        if len(words) < size or len(tokens) <= 2 + size:
            return []
        if not all(w.isalpha() and w.islower() for w in words):
            return []
        if words[-1] in _COMPANY:
            named = tokens[2 + size]  # "and her husband Kenelm": the company's name
            if (
                len(tokens) > 3 + size
                and named.isalpha()
                and _capitalised(named)
                and named.lower() not in _NOT_NAMES
            ):
                return tokens[: 3 + size]
            return tokens[: 2 + size]
    return []


# "Obi's finishing his degree": "'s" is "is" before a verb in "-ing".
_NAME_IS_ING: Final = re.compile(r"^(?P<name>[A-Z][\w'-]*?)['’]s\s+(?=(?P<verb>[a-z]+ing)\b)")


# "Nadia's pregnant!", "Sam's engaged to Lou": a state only a person is in, after "'s".
_NAME_IS_STATE: Final = re.compile(
    r"^(?P<name>[A-Z][\w'-]*?)['’]s\s+(?=(?:pregnant|engaged|retired)(?:\s*[.!?,;]|\s*$"
    r"|\s+(?:to|with|from|and|again|now|at|in|since|last|this|after)\b))"
)


def spelled_is(clause: str, names: frozenset[str]) -> str:
    """``clause`` with "<name>'s <verb>ing" spelled "<name> is <verb>ing" when the name is
    attested, so the clause reads as its subject's own ("Obi's finishing his degree in May"
    -> "Obi is finishing his degree in May": "his" is Obi's); so too "<name>'s pregnant",
    "engaged" or "retired", a state only a person is in."""
    state = _NAME_IS_STATE.match(clause)
    if state is not None and state.group("name") in names:
        return f"{state.group('name')} is {clause[state.end() :]}"
    match = _NAME_IS_ING.match(clause)
    if match is None or match.group("name") not in names:
        return clause
    rest = clause[match.end() :]
    return f"{match.group('name')} is {rest}" if _verb_in_ing(rest.lower().split()) else clause


def _verb_in_ing(words: list[str]) -> bool:
    """Whether ``words`` (after "<name>'s") open on a verb in "-ing" ("finishing his
    degree"), not on a thing in "-ing" that has its own verb ("wedding is on Friday",
    "painting sold")."""
    if not words or not words[0].endswith("ing") or words[0] in _ING_NOT_VERB | _ING_NOUNS:
        return False
    following = words[1].strip(",.;:!?") if len(words) > 1 else ""
    if following in _AUX or _finite(following):
        return False
    # "leaving do is on Friday", "going-away party was lovely": a noun made with the
    # "-ing" word, its verb just after (a word ending the clause before it ends the noun)
    third = words[2].strip(",.;:!?") if len(words) > 2 and following == words[1] else ""
    return not (following.isalpha() and following not in _NOT_NOUN_WORDS and third in _AUX)


# Words that never end a noun made with an "-ing" word ("finishing her degree is ...").
_NOT_NOUN_WORDS: Final = word_set(
    """a an the my your his her our their its this that these those some any to in on at
    for with from of by up out off back over down home away again it him them me us""",
    None,
)
# Things in "-ing" often owned by someone: "<name>'s wedding", never "<name> is wedding".
_ING_NOUNS: Final = word_set(
    """wedding meeting building painting christening recording booking ceiling sibling
    setting clothing housing ending offspring earring pudding dumpling landing reading
    drawing birthing hearing viewing gathering funding ranking rating""",
    None,
)


def _same_subject_again(rewritten: str) -> str:
    """``rewritten`` with "and she's <verb>ing" read as the subject again, when no one else
    is named after the subject's own verb ("<S>'s sister Efua arrives on Friday and she's
    taking over": Efua is named before the verb, so "she" is still her)."""
    match = _SAME_SUBJECT_AGAIN.search(rewritten)
    if match is None:
        return rewritten
    verb = named_verb(rewritten) or ""
    owner, _, between = rewritten[: match.start()].partition(f" {verb} ")
    if owner.startswith(f"{SUBJECT}'s") and not _KIN_WORDS & set(owner.lower().split()):
        return rewritten  # "<S>'s shop opened and he's hiring": "he" is not the shop
    other_sex = FEMALE_KIN if match.group().lower().split()[1].startswith("he") else MALE_KIN
    if other_sex & set(owner.lower().split()):
        return rewritten  # "<S>'s mum is having an op so he's going up": not the mum
    others = [
        w for w in _NAME_TOKEN.findall(between) if _capitalised(w) and w.lower() not in _NOT_NAMES
    ]
    if not verb or others:
        return rewritten
    return _SAME_SUBJECT_AGAIN.sub(r"\g<join> is ", rewritten, count=1)


def _not_dropped(words: list[str]) -> list[str]:
    """``words`` without a "not" after their auxiliary: "is not retiring after all" reads
    as "isn't retiring after all" does."""
    return [words[0], *words[2:]] if words[0] in _AUX and words[1:2] == ["not"] else words


def named_verb(text: str, plural: bool = False) -> str | None:
    """The verb of a rewritten clause about someone else, when it is one that says what they
    did, do or will do: "<S> passed his exam" -> "passed", "<S>'s shop opened on Saturday"
    -> "opened", "<S> is fixing the roof" -> "fixing". None when there is none, or it only
    reports what they say or think ("<S> says hi") or how they seem. ``plural``: the
    subject is two people, whose plain verb counts too ("<S> own a bakery")."""
    if not text.startswith(SUBJECT):
        return None
    owner = f"{SUBJECT}'s "
    owned = text.startswith(owner)
    words: list[str]
    if not owned:
        words = _NAME_TOKEN.findall(text[len(SUBJECT) :].lower())
    else:
        words = _NAME_TOKEN.findall(text[len(owner) :].lower())
        # "<S>'s shop opened": the first word is what is owned, the verb comes within four
        at = next(
            (i for i, word in enumerate(words[1:5], 1) if _finite(word) or word in _PLURAL_VERBS),
            None,
        )
        if at is None:
            return None
        thing, words = words[0], words[at:]
        if at == 1 and words[:1] != [] and _body_gave_way(thing, words[0]):
            return words[0]  # "<S>'s lung collapsed": all it means
    at = next((i for i, word in enumerate(words) if not _is_adverb(word)), len(words))
    if at + 1 >= len(words):
        return None  # "<S> knows": what is known went with the context
    words = [words[at]] + [word for word in words[at + 1 :] if not _is_adverb(word)]
    verb = words[0]
    if _had_done(verb, words, text):
        return verb
    words = _not_dropped(words)
    if verb in _AUX:
        if len(words) < 3 and not (
            verb in {"has", "have"} and words[1:] and words[1] in _EVENT_VERBS
        ):
            # "<S>'s shop is doing": what is done went with the context ("<S> have separated"
            # says it all)
            return None
        # "is going to ...", "has finished ...", "will start ...": the verb after the auxiliary
        following = words[1]
        if following == "been" and (done := _done_to(verb, words)) is not None:
            following = done
        elif verb in {"was", "were"} and following == "made" and _a_post(words[2:]):
            pass  # "<S> was made redundant", "was made head of year" (not "made to wait")
        elif not _after_auxiliary(verb, following):
            return None
        verb = following
    elif not (
        _finite(verb) or (owned and verb in _PLURAL_VERBS) or (plural and verb in _PAIR_VERBS)
    ) or re.search(rf"\b{re.escape(verb)}\s*[,;:!?]", text, re.IGNORECASE):
        return None  # "<S> days, but good": a noun, whatever "<S>" was
    elif not owned and _plural_noun_then_verb(words):
        return None  # "Rose petals covered the floor": "Rose" named a kind of petal
    if verb in _REPORTING and not _MILESTONE.match(" ".join(words)):
        return None  # "<S> says hi" (not "<S> said her first word")
    return verb


def _had_done(verb: str, words: list[str], text: str) -> bool:
    """Whether "had" or "has" opens what befell someone: "<S> had 5 piglets", "<S> had her
    baby" (a birth), "<S> had a fall" (:func:`life_event`), "<S> had two teeth taken out"
    (an operation), "<S> has two teeth" (a baby's milestone)."""
    if verb == "had" and (life_event(words[:5]) or _HAD_REMOVED.match(text)):
        return True
    return verb in {"has", "have", "had"} and _MILESTONE.match(" ".join(words)) is not None


def _done_to(verb: str, words: list[str]) -> str | None:
    """The verb that says what happened after "<S> has been": "promoted", "together"
    ("<S> have been together for nine years"), "made" ("has been made manager", not "has
    been made to wait"); None when "been" says only how someone was."""
    if verb in {"has", "have", "had"} and words[2] in _EVENT_PASSIVES:
        return words[2]
    if verb in {"has", "have"} and words[2] in _COUPLED:
        return words[2]
    if verb in {"has", "have", "had"} and words[2] == "made" and words[3:4]:
        return "made" if _a_post(words[3:]) else None
    return None


def _a_post(words: list[str]) -> bool:
    """Whether ``words``, after "made", open on a post: "manager", "a senior nurse"."""
    if words[:1] in (["a"], ["an"]):
        words = words[1:]
    return words[:1] != [] and words[0] in _MADE_WHAT


def _plural_noun_then_verb(words: list[str]) -> bool:
    """Whether the "-s" word after a name is a plural noun whose own verb follows:
    "petals are ...", "petals covered the ..." (but "loves baked beans" is a verb)."""
    if len(words) < 2:
        return False
    verb, following = words[0], words[1]
    if not verb.endswith("s") or verb in _AUX or _is_past(verb):
        return False
    if following in _AUX:
        return True
    after = words[2] if len(words) > 2 else ""
    return _is_past(following) and after in _DETERMINERS


_DETERMINERS: Final = word_set("the a an my his her their our its your this that", None)


# Plain verbs after what a person owns, which may be plural ("<S>'s parents live in Leeds");
# kept short, since most verbs are nouns too.
_PLURAL_VERBS: Final = word_set(
    """live work love like hate enjoy own run play study teach visit speak adore""", None
)

# Plain verbs two named people share ("<S> run a bakery together"); wishes and plans
# ("want", "plan") stay out: what two people want is no fact about them yet.
_PAIR_VERBS: Final = _PLURAL_VERBS | word_set(
    """share rent coach manage host breed grow keep raise train volunteer co-own""", None
)


def _after_auxiliary(auxiliary: str, word: str) -> bool:
    """Whether ``word`` is the main verb after ``auxiliary``: "is fixing", "has finished",
    "will start" (not "is happy", "has been", "has a dog")."""
    if word.endswith("ing") and word not in _ING_NOT_VERB:
        return True
    if auxiliary in {"has", "have", "had"}:
        return word != "been" and (word in PAST_PARTICIPLES or word.endswith("ed"))
    if auxiliary in {"was", "were"}:
        return word in _EVENT_PASSIVES  # "was made redundant", "was diagnosed with ..."
    return auxiliary in {"will", "won't"}


_MADE_WHAT: Final = word_set(
    """redundant partner captain head manager director supervisor chair headteacher senior
    lead deputy chief assistant acting principal""",
    None,
)
# What was done to someone that is news of their life, in the passive: "<S> was made
# redundant", "<S> was diagnosed with asthma", "<S> was offered the job". Participles of
# feeling ("was shocked", "was thrilled") are no event and stay out. A named thing's
# (:mod:`.things`) too: "<S> was stolen", "<S> was built in 1911", "<S> was towed away".
_EVENT_PASSIVES: Final = word_set(
    """promoted demoted sacked fired hired appointed offered diagnosed admitted
    discharged born elected awarded accepted released arrested injured operated rushed
    transferred nominated shortlisted selected baptised baptized christened hospitalised
    hospitalized evacuated burgled robbed mugged fined banned suspended expelled knighted
    headhunted recruited drafted relegated laid
    stolen built launched towed scrapped repaired restored repainted renovated flooded
    vandalised vandalized clamped impounded wrecked relaunched refitted rebuilt""",
    None,
)


def _finite(word: str) -> bool:
    """Whether ``word`` reads as a finite verb after a singular subject."""
    if word in _AUX:
        return True
    if _is_past(word) and word not in {"was", "were", "had", "did"}:
        return len(word) > 2
    return (
        len(word) > 3
        and word.endswith("s")
        and not word.endswith(("ss", "us", "is", "'s"))
        and word not in _NOT_S_VERBS
    )


def subjectless_note(clause: str) -> str | None:
    """A note about the user that leaves out its subject ("Lives in Berlin", "Allergic to
    nuts"), with the subject put back; None for anything else."""
    match = _NOTE_VERB.match(clause)
    if match is None:
        return None
    first = match.group().lower()
    body = clause[0].lower() + clause[1:]
    if first in _NOTE_ADJECTIVES:
        return f"{SUBJECT} is {body}"
    if first == "born":
        return f"{SUBJECT} was {body}"
    return f"{SUBJECT} {body}"


# A speaker's turn may leave out "I": "Feeling homesick this week.", "Off to Rome
# tomorrow!". Only openings that cannot be about anyone else count.
_SPEAKER_FRAGMENT: Final = re.compile(
    r"(?P<verb>feeling|been\s+feeling|heading|off|flying|having|loving|missing|working|trying"
    r"|just\s+got\s+back|just\s+finished|just\s+started|got\s+back|came\s+back|flew\s+back"
    r"|flew\s+home|got\s+home|back"
    # life events in the past: "Moved to Leeds last week", "Adopted a cat on Sunday"
    r"|moved(?=\s+(?:to|into|back|house|abroad|out|in\s+with)\b)|relocated|adopted|graduated|qualified|retired|joined|quit|got\s+married"
    r"|got\s+engaged|got\s+promoted|got(?=\s+(?:my|our)\s)"
    r"|spent(?=\s+(?:the|all|most|my|our|two|three|\d)\s)"
    r"|started(?=\s+(?:at|as|work|school|uni|college|my|our|a\s+new)\b)"
    r"|(?:bought|booked|passed|won|ran|finished)(?=\s+(?:a|an|my|our|the|my\s+first)\s)"
    # how long: "Been playing guitar for 3 years now", "Been living in Bath since 2019"
    r"|been(?=\s+[a-z]+ing\s[^.!?]*\b(?:for\s+(?:\w+\s+)?(?:years?|months?|decades?)\b|since\s))"
    # a dislike: "Not a fan of sushi", "Not a big fan of horror films"
    r"|not(?=\s+(?:a\s+)?(?:big\s+|huge\s+|massive\s+|great\s+)?fan\s+of\s))\s",
    re.IGNORECASE,
)


_FINITE_BE: Final = re.compile(r"\b(?:is|are|was|were|isn't|aren't)\b", re.IGNORECASE)


_PAST_OPENERS: Final = frozenset({"quit", "spent"})


# "back to the shed" with no day it happened: where the speaker goes now, not news.
_BACK_TO: Final = re.compile(r"^\W*back\s+to\s", re.IGNORECASE)
_WHEN_BACK: Final = re.compile(
    r"\b(?:on|since|yesterday|today|tonight|last|this|after|from|in\s+(?:january|february|march"
    r"|april|may|june|july|august|september|october|november|december))\b|\d",
    re.IGNORECASE,
)
_BACK_TO_ROUTINE: Final = re.compile(
    r"""^\W*back\s+to\s+(?:the\s+)?(?:daily\s+)?(?:grind|it|normal|reality|business
    |square\s+one|drawing\s+board)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def speaker_fragment(clause: str) -> str | None:
    """A speaker's clause without its "I" ("Feeling homesick"), with the subject put back
    ("<S> is feeling homesick"); None for anything else."""
    match = _SPEAKER_FRAGMENT.match(clause)
    if match is None or _FINITE_BE.search(clause, match.end()):
        return None  # "Working from home is the future": a gerund subject, not a fragment
    verb = " ".join(match.group("verb").lower().split())
    body = clause[0].lower() + clause[1:]
    if verb in {"been feeling", "been"}:
        return f"{SUBJECT} has {body}"
    if verb == "back":
        if _BACK_TO_ROUTINE.match(clause) or (
            _BACK_TO.match(clause) and not _WHEN_BACK.search(clause)
        ):
            return None  # "back to the grind", "right, back to the shed": a sign-off
        return f"{SUBJECT} got {body}"
    if verb == "off":
        return f"{SUBJECT} is {body}"
    if (
        verb.startswith(("just", "got", "came", "flew"))
        or verb.endswith("ed")
        or verb in _PAST_OPENERS
        or verb in IRREGULAR_PAST
    ):
        return f"{SUBJECT} {body}"
    return f"{SUBJECT} is {body}"


# --- tense --------------------------------------------------------------------------

_AFTER_SUBJECT: Final = re.compile(rf"{SUBJECT}(?:\s+and\s+others)?\s+((?:[\w'-]+\s*){{1,6}})")
_AUXILIARY: Final = re.compile(
    # "do", but not the party ("her leaving do was at the Crown")
    r"\b(?:is|are|was|were|has|have|had|will|would|could|should|can|might|must|does|"
    r"do(?!\s+(?:is|was|are|were|will)\b)|"
    # "may", but not the month ("on the 4th of May", "in May 2025")
    r"(?<!\bof\s)(?<!\bin\s)(?-i:may|MAY)(?!\s+\d)|"
    r"did|doesn't|don't|didn't|isn't|aren't|wasn't|weren't|won't|cannot|can't)\b(?:\s+[\w']+){0,3}",
    re.IGNORECASE,
)
_ING_NOT_VERB: Final = word_set(
    """nothing something anything everything interesting amazing boring exciting annoying
    confusing surprising charming willing outgoing loving caring thing king ring spring
    string wing morning evening during""",
    None,
)
_HYPOTHETICAL: Final = frozenset({"would", "could", "should", "wouldn't", "couldn't", "shouldn't"})
_WISH: Final = frozenset({"like", "love", "prefer", "rather"})


_PRESENT_VERB: Final = re.compile(
    r"\b(?:gets|goes|comes|starts|begins|leaves|arrives|flies|moves|turns|opens|finishes)\b",
    re.IGNORECASE,
)


# Where a second clause with its own verb begins: ", and we've ...", "; she ...".
_NEXT_CLAUSE: Final = re.compile(r",\s+(?:and|but|so)\s+|;\s*", re.IGNORECASE)


def clause_tense(text: str) -> Tense:
    """The tense of the verb that follows the subject in a rewritten clause."""
    # "<S>'s husband took <S> to a class": the verb is the husband's, not the one after
    # the speaker named again as its object
    match = None if text.startswith(f"{SUBJECT}'s ") else _AFTER_SUBJECT.search(text)
    said = text.lower().split()
    words: list[str] = []
    if match is not None:
        words = [w for w in match.group(1).lower().split() if not _is_adverb(w)]
    if not words or not _looks_like_verb(words[0]):
        # The verb is looked for in the subject's own clause: in "<S> and her sister start
        # the walk on the 24th, and we've given ourselves a week" the walk is ahead.
        # (Only when the subject leads: in "the museum gave <S> a contract, and <S> is
        # going to restore a book" the verb of the subject's own clause comes later.)
        edge = _NEXT_CLAUSE.search(text) if text.startswith(SUBJECT) else None
        head = text
        if edge is not None and len(text[: edge.start()].split()) >= 4:
            head = text[: edge.start()]
        said = head.lower().split()
        aux = _AUXILIARY.search(head)
        if aux is not None:
            words = [w for w in aux.group().lower().split() if not _is_adverb(w)]
        elif _PRESENT_VERB.search(head) is not None:
            return "present"  # "<S>'s cousin gets married on ...": "married" is no past
        elif any(_is_past(w) and not attributive(said, n) for n, w in enumerate(said)):
            return "past"
        else:
            return "present"
    return _tense_of(words)


def _looks_like_verb(word: str) -> bool:
    return word not in {"and", "or", "but", "who", "that", "a", "an", "the", "too", "both"}


def _tense_of(words: list[str]) -> Tense:
    first = words[0]
    second = words[1] if len(words) > 1 else ""
    third = words[2] if len(words) > 2 else ""
    if first in {"might", "may"} and second != "be":
        return "modal"  # "might learn the harp one day": a guess, not a plan
    if first in {"will", "won't", "shall", "might", "may", "must"}:
        return "future"
    if first in {"is", "are", "am"}:
        if second in {"going", "about"} and third == "to":
            return "future"
        if second.endswith("ing") and second not in _ING_NOT_VERB:
            return "progressive"
        return "present"
    if first in {"was", "were", "wasn't", "weren't", "did", "didn't", "had", "hadn't", "used"}:
        return "past"
    if first in {"has", "have", "hasn't", "haven't"}:
        if second == "been" and third.endswith("ing") and third not in _ING_NOT_VERB:
            return "progressive"
        if second == "got":
            return "present"  # "has got a cold": has, not a past event
        if second in PAST_PARTICIPLES or (second.endswith("ed") and second not in _ED_BASE):
            return "perfect"
        return "present"
    if first in _HYPOTHETICAL:
        if (second in _WISH and third == "to") or second == "rather":
            return "future"
        return "modal"
    if _is_past(first):
        return "past"
    return "present"


# --- names the namespace's memories give people ---------------------------------------

_MEMORY_NAME = r"(?-i:[A-Z][^\W\d_]+(?:[-'][A-Z][^\W\d_]+)?)"
# "Abena's sister is Efua", "The user's dog is called Juniper", "Abena's sister Efua ...",
# "Abena's kids are Kofi and Ama": a relative or pet, named.
_NAMED_RELATION: Final = re.compile(
    rf"""['’]s\s+(?:[\w-]+\s+){{0,2}}?(?P<relation>[a-z-]+)\s+
    (?:(?:is|are|was|were)\s+(?:(?:called|named)\s+)?|(?:called|named)\s+)?
    (?P<names>{_MEMORY_NAME}(?:(?:\s*,\s*|\s+and\s+){_MEMORY_NAME})*)
    (?=\s*(?:$|[.,;!?(]|\s+[a-z]))""",
    re.VERBOSE,
)

_NAMED_ROLES: Final = _KIN_WORDS | word_set(
    """colleague colleagues coworker boss manager neighbour neighbor roommate flatmate
    housemate mentor coach""",
    None,
)


def memory_names(subject: str | None, text: str) -> set[str]:
    """The names a memory gives people: its subject when that is one or two names
    ("Niamh", "Tor and Sigrid"; not "the user"), and a relative or pet its text names
    ("Abena's sister is Efua", "The user's dog is called Juniper")."""
    found: set[str] = set()
    if subject:
        words = [w for w in subject.split() if w != "and"]
        if words and all(_capitalised(w) and w.lower() not in _NOT_NAMES for w in words):
            found.update(words)
    for match in _NAMED_RELATION.finditer(text):
        if match.group("relation") not in _NAMED_ROLES:
            continue
        found.update(
            w
            for w in re.split(r"\s*,\s*|\s+and\s+", match.group("names"))
            if _capitalised(w) and w.lower() not in _NOT_NAMES
        )
    return found

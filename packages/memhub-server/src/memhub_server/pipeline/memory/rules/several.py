"""News of several people packed into one sentence, told apart.

A long turn often gives three or four pieces of news about different people in one breath:
"Halvard's passed his driving test, so he's insufferable; Maren sprained her ankle at
netball, she's on crutches till June, and my cousin Ysolde got engaged, and she's moving to
Tromsø." Read whole, such a sentence forms nothing, or one fact that blends them.
:func:`people_apart` makes each piece a sentence of its own, with its own subject:

* the sentence is cut at ";", ", and", ",", " and ", " but " and " so " wherever what
  follows opens on a subject and its verb: a name ("Maren sprained"), a relative of the
  speaker's, named or not ("my cousin Ysolde got", "me nan's"), one of "ours" ("our
  kasia's"), a pet ("the cat has") or "he"/"she" ("she's on crutches");
* the cut is made only when the sentence opens on such a subject too and at least two
  different people (or pets) are its subjects: "She's fine and he's fine", "Tom and Jess
  came round and we played cards" and "I packed and left" are read as before;
* a "he"/"she" opening a piece is the subject of the piece just before it, when the pronoun
  fits (a "she" is no "my brother"); never one further back, across someone else; "they"
  stays as it is ("they both hate the rain" is a remark about no one in particular);
* a piece that is a list of what one person is and does ("Linnea is nine and wants to be a
  pilot") gives each its own subject: "Linnea is nine. Linnea wants to be a pilot."

The pieces are then read by the usual rules, each on its own; a remark ("she's fine")
forms nothing there.
"""

from __future__ import annotations

import re
from typing import Final

from .context import SENTENCE_END, name_pronouns, pronoun_fits
from .contraction import owned, s_verb
from .lexicon import (
    COUNTRIES,
    IRREGULAR_PAST,
    KIN_EXTRA,
    MONTH,
    NUMBER_WORDS,
    PETS,
    RELATIVES,
    WEEKDAY,
    alternation,
)
from .person import could_be_a_name, life_event

__all__ = ["people_apart"]

_FLAGS: Final = re.IGNORECASE | re.VERBOSE

# Where one piece of news may end and the next begin.
_JOIN: Final = re.compile(
    r"""\s*;\s*(?:(?:and|but|so)\s+)?|\s*,\s+(?:(?:and|but|so)\s+)?(?:then\s+)?
    |\s+(?:and|but|so)\s+(?:then\s+)?""",
    _FLAGS,
)
_ADVERB: Final = r"(?:(?:just|finally|also|still|now|already|only|never|even|actually)\s+)"
# A finite verb right after a subject: "'s", "is", "has just", "broke", "wants to".
_VERB: Final = rf"""(?:['’](?:s|d|ll|ve|re)\s|\s+{_ADVERB}?(?:is|was|has|had|isn['’]t
    |wasn['’]t|hasn['’]t|will|won['’]t|can|can['’]t|could|would|should|might|[a-z]+ed
    |{alternation(IRREGULAR_PAST)}|[a-z]+[^s\W]s)\b)"""
_KIN: Final = alternation(sorted(RELATIVES | KIN_EXTRA, key=len, reverse=True))
_SUBJECT: Final = re.compile(
    rf"""(?:(?P<kin>(?:my|our|me)\s+(?:(?:little|big|baby|older|younger|eldest|youngest
    |oldest|old|other)\s+)?(?:{_KIN}))(?:\s+(?P<kin_name>(?-i:[A-Z])[\w-]*))?
    |(?P<pet>the\s+(?:{alternation(PETS)}))
    |(?P<ours>our\s+(?-i:[a-z])[\w-]+)(?=['’]s\s)
    |(?:(?:old|little|young|big)\s+)?(?P<owned>(?P<owner>[^\W\d_][\w-]*)['’]s\s+(?:{_KIN}))
    (?:\s+(?P<owned_name>(?-i:[A-Z])[\w-]*))?
    |(?P<theirs>(?:his|her)\s+(?:(?:little|big|older|younger|eldest|youngest|oldest)\s+)?(?:{_KIN}))
    (?:\s+(?P<theirs_name>(?-i:[A-Z])[\w-]*))?
    |(?P<pronoun>he|she|they)
    |(?P<name>[^\W\d_][\w-]*))(?={_VERB}|(?<=they)\s+(?:both|all)\s)""",
    _FLAGS,
)
# Capitalised words that open a clause without being anyone's name.
_NOT_NAMES: Final = re.compile(
    rf"""(?:i|it|this|that|these|those|there|here|what|who|which|when|where|why|how|we|you
    |the|a|an|my|our|your|his|her|their|its|me|everyone|everybody|someone|somebody
    |nobody|no|yes|so|but|and|then|now|today|tonight|tomorrow|yesterday|everything
    |nothing|something|anyway|oh|well|also|still|just|all|both|each|one|{WEEKDAY}|{MONTH}
    |christmas|easter)""",
    _FLAGS,
)
# "... and wants to be a vet": a further thing the same subject is or does, no subject of
# its own. A verb in "-s" counts only after a short first predicate ("is nine and thinks
# ..."): "likes fish and chips" has no second verb.
_MORE_DONE: Final = re.compile(
    rf"""\s+and\s+(?={_ADVERB}?
    (?:(?:has|had|is|was)\s
    |(?:[a-z]+ed|{alternation(IRREGULAR_PAST)})\s+
    (?:to|at|in|on|for|with|up|out|off|a|an|the|his|her|their|my|our)\s
    |(?P<present>[a-z]+[^s\W]s)\s+(?:to|a|an|the|in|on|at|for|with|his|her|their|my|our
    |every|everything|everyone|all|she|he|it|that|(?-i:[A-Z])))
    |(?P<trait>[a-z]+[^s\W]\s+(?:about|on|with|of|for)\s))""",
    _FLAGS,
)
_SHORT_LEAD: Final = 4  # words a predicate may have before a "-s" verb is its second one
_END: Final = re.compile(r"[.!?…]+$")


def people_apart(text: str, names: frozenset[str] = frozenset()) -> str:
    """``text`` (one turn) with each sentence that tells of several people split into one
    sentence per piece of news (see the module's docstring). ``names``: the names the
    document gives people, lower case ones too ("our jarmila", "eino's 4")."""
    if not _JOIN.search(text):
        return text
    lower = frozenset(name.lower() for name in names)
    sentences = SENTENCE_END.split(text)
    told = [_sentence_apart(sentence, lower) for sentence in sentences]
    return " ".join(told) if told != sentences else text


def _sentence_apart(sentence: str, names: frozenset[str], theirs: bool = True) -> str:
    """``sentence`` as one sentence per piece, or as it is; ``theirs``: whether a "his"
    or "her" relative may open a piece ("..., his son is a chef")."""
    if sentence.rstrip().endswith("?"):
        return sentence  # "Tom got engaged and Jess is pregnant?": asked, not told
    said_as = sentence
    sentence = _KIN_NAME_TYPED.sub(lambda m: _kin_name_spelled(m, names), sentence)
    pieces = _pieces(sentence, names, theirs)
    if pieces is None:
        return said_as
    end = _END.search(sentence)
    said: list[str] = []
    person: str | None = None
    kin: str | None = None  # "my sister" of "my sister Zora": no "he"
    crowded = False  # whether the piece before names someone else ("Sam met Ben")
    # "me mam's retiring, and the dog's had pups": the family's news, the family's dog
    family = any(subject.group("kin") for _, subject in pieces)
    head: str | None = None  # "Thurstan" of "Thurstan's daughter": whose family is listed
    taken: dict[str, str] = {}  # whom a "his" or "her" was read as: the next one is alike
    kin_named = False  # whether the piece before names a relative or a known name
    for piece, subject in pieces:
        piece = _END.sub("", piece.strip(" ,;"))
        if relative := subject.group("theirs"):
            owner = None if kin_named else _owner(relative, (person, kin), head, taken)
            if subject.group("theirs_name") and owner != head:
                # "my partner Sam ..., her son Odo ...": whose son, a "her" before it may
                # say; only a list of one family ("Radek's ..., his sister Jana ...") is sure
                owner = None
            if owner is None:  # not sure whose: the piece stays with the one before
                return _sentence_apart(sentence, names, theirs=False)
            piece = f"{owner}'s {piece.split(maxsplit=1)[1]}"
            subject = _SUBJECT.match(piece) or subject
            at = len(subject.group())
            if _A_IS.match(piece, at):
                piece = f"{piece[:at]} is {piece[at + 3 :]}"
        if subject.group("owned") and head is None:
            head = subject.group("owner")
        pronoun = subject.group("pronoun")
        if pronoun:
            # "they" is left alone: "they both hate the rain" is said of no one in particular
            if (
                person is not None
                and not crowded
                and pronoun.lower() != "they"
                and pronoun_fits(person, piece)
                and (kin is None or pronoun_fits(kin, piece))
            ):
                piece = name_pronouns(person, piece)
            said.append(piece)
            continue
        person, kin = _person(subject), subject.group("kin") or _named_kin(subject)
        crowded = _names_another(piece[len(subject.group()) :], names)
        kin_named = _names_another(piece[len(subject.group()) :], names, places_out=True)
        piece = _verb_spelled(piece, len(subject.group()))
        if (ours := subject.group("ours")) and (named := _ours_named(ours, piece, names)):
            piece, person = named
        if family and subject.group("pet"):
            piece, person = f"my{piece[3:]}", f"my{person[3:]}"
        said.extend(_each_done(piece, subject))
    closing = end.group() if end is not None else "."
    return " ".join(f"{part[:1].upper()}{part[1:]}." for part in said)[:-1] + closing


# "my bro tõnu's ...": a relative's name typed in lower case after the kin word.
_KIN_NAME_TYPED: Final = re.compile(
    rf"""(?<![\w'’])(?P<kin>(?:my|our|me|his|her)\s+(?:{_KIN}))\s+
    (?P<name>(?-i:[a-zß-ÿ])[\w-]*)(?=(?P<s>['’]s\s)?)""",
    _FLAGS,
)


def _kin_name_spelled(typed: re.Match[str], names: frozenset[str]) -> str:
    """``typed`` with its name capitalised when the document gives someone that name, or
    when an "'s" follows it ("my sis ines's moved": no word but a name stands there)."""
    name = typed.group("name")
    if name.lower() not in names and not (typed.group("s") and could_be_a_name(name)):
        return typed.group()
    return f"{typed.group('kin')} {name[:1].upper()}{name[1:]}"


def _owner(
    theirs: str,
    before: tuple[str | None, str | None],
    head: str | None,
    taken: dict[str, str],
) -> str | None:
    """Whose relative ``theirs`` ("his son", "her wife") is: the one a "his"/"her" before
    it was read as; else the one of ``before`` (who the piece before is of, with the kin
    word that piece calls them by) and ``head`` (whose family the sentence lists,
    "Thurstan" of "Thurstan's daughter") it fits, when it fits only one: "Thurstan's
    daughter is ..., his son ..." is Thurstan's son; "my cousin Ana is a nurse, her
    husband ..." is Ana's husband; None when it is unsure."""
    pronoun = theirs.split()[0].lower()
    if pronoun in taken:
        return taken[pronoun]
    person, kin = before
    if person is not None and kin is not None and not pronoun_fits(kin, pronoun):
        person = None  # "Oskar's sister Ruta ..., his dad ...": Ruta is no "his"
    fits = [
        who
        for who in dict.fromkeys((person, head))
        if who is not None and pronoun_fits(who, pronoun)
    ]
    if len(fits) != 1:
        return None
    owner = fits[0]
    taken[pronoun] = owner
    return owner


def _pieces(
    sentence: str, names: frozenset[str], theirs: bool
) -> list[tuple[str, re.Match[str]]] | None:
    """The pieces of news ``sentence`` packs, each with its subject; None unless it opens on
    a subject and two people (or more) are subjects in it."""
    lead = _LEAD.match(sentence)
    at = lead.end() if lead is not None else 0
    opening = _subject_at(sentence, at, names)
    if opening is None or opening.group("theirs"):
        return None  # "His son is ...": whose, the sentence does not say
    starts = [(0, at, opening)]
    for join in _JOIN.finditer(sentence):
        if join.group().strip() == "and" and _paired(sentence, join.start()):
            continue  # "me and Kai fell out", "Ana and Zora moved": one subject of two
        subject = _subject_at(sentence, join.end(), names)
        if subject is not None and not theirs and subject.group("theirs"):
            subject = None
        if subject is not None and join.start() > starts[-1][1]:
            starts.append((join.start(), join.end(), subject))
    _joined_short(sentence, starts)
    if len(starts) > 1 and _REPORTED.search(sentence, 0, starts[1][0]):
        return None  # "Mum said Tom got the job and Jess is pregnant": all of it hers
    pieces = [
        (sentence[begin : starts[n + 1][0] if n + 1 < len(starts) else len(sentence)], subject)
        for n, (_, begin, subject) in enumerate(starts)
    ]
    if any(n and _LEANS_BACK.search(piece) for n, (piece, _) in enumerate(pieces)):
        return None  # "..., and the dog howls whenever he practises": a remark on it
    people = {_person(s).lower() for _, s in pieces if not s.group("pronoun")}
    if len(people) < 2:
        return None
    return pieces


# What may open a sentence before its subject: "And Frida's sister is ...", "n Ivo's ...".
_LEAD: Final = re.compile(r"(?:and|n|but|so|also|plus|oh|anyway)[\s,]+", re.IGNORECASE)
# A report: what follows it is someone's word, not the speaker's news.
_REPORTED: Final = re.compile(
    r"\b(?:says|said|say|reckons|reckoned|thinks|thought|heard|hears|told\s+(?:me|us))\b"
    r"(?!\s+(?:hi|hello|hey|thanks|thank\s+you|congrats|sorry|bye|goodbye)\b)",  # "says hi"
    re.I,
)
# Someone a piece names besides its subject: "Ben" of "Sam met Ben at uni".
_SOMEONE: Final = re.compile(rf"\b(?:my|our|me|his|her)\s+(?:{_KIN})\b|\b[^\W\d_][\w-]*", re.I)
# "'s" before "a"/"an" after a subject: "is" ("her husband's a coxswain").
_A_IS: Final = re.compile(r"['’]s\s(?=(?:a|an)\s)", re.IGNORECASE)
# A place: "in St Mawes", "near Ludlow".
_PLACE: Final = re.compile(
    r"\b(?:in|at|from|to|near|outside|of|for|on)\s+(?:the\s+)?(?:(?-i:[A-Z])[\w'’-]*\s*)+"
)
# A piece told of the one before it: "the dog howls whenever he practises".
_LEANS_BACK: Final = re.compile(
    r"\b(?:when|whenever|while|every\s+time|because|cos|since)\s+(?:he|she|they)\b", re.I
)
# The first of two joined by "and" into one subject: "me", "Ana".
# The word before an "and" is in the last few characters before it: looking no further
# keeps a sentence of thousands of "and"s linear.
_WORD_WINDOW: Final = 60
_PAIRED: Final = re.compile(r"(?:\b(?:me|i|him|her|us|them|you)|(?<=\s)(?-i:[A-Z])[\w'-]*)$", re.I)


# A place named before the "and": "works in Porto and ...", never one of a pair.
_PLACED_BEFORE: Final = re.compile(
    r"\b(?:in|at|from|to|near|outside|of|for|on)\s+(?:the\s+)?(?-i:[A-Z])[\w'-]*$", re.I
)


def _paired(sentence: str, at: int) -> bool:
    """Whether the word before the "and" at ``at`` is the first of a pair of people that
    is one subject ("me and Kai", "Ana and Zora"), not a place ("in Porto and ...")."""
    before = sentence[max(0, at - _WORD_WINDOW) : at]
    return _PAIRED.search(before) is not None and _PLACED_BEFORE.search(before) is None


def _joined_short(sentence: str, starts: list[tuple[int, int, re.Match[str]]]) -> None:
    """``starts`` (where each piece's join, then its subject, begins) without the cut after
    a piece that says one bare word of its subject ("Yewande sings", "Leonor cried"): too
    little to stand alone, it stays with the piece after it (or, last, the one before)."""
    n = 0
    while n < len(starts):
        begin, subject = starts[n][1], starts[n][2]
        stop = starts[n + 1][0] if n + 1 < len(starts) else len(sentence)
        if len(sentence[begin + len(subject.group()) : stop].split()) >= 2:
            n += 1
        elif n + 1 < len(starts):
            del starts[n + 1]
        else:
            if n:
                del starts[n]
            return


def _subject_at(sentence: str, at: int, names: frozenset[str]) -> re.Match[str] | None:
    """The subject opening ``sentence`` at ``at``, when it is followed by its verb."""
    found = _SUBJECT.match(sentence, at)
    if found is None:
        return None
    name = found.group("name") or found.group("owner")
    if name is not None and not (name.lower() in names or _may_be_a_name(name)):
        return None
    return found


def _names_another(rest: str, names: frozenset[str], places_out: bool = False) -> bool:
    """Whether ``rest`` (a piece after its subject) names someone: "met Ben at uni", "met
    my cousin"; a later "he"/"she" may then be either. ``places_out``: a relative or
    one met, not a place ("in St Mawes")."""
    if places_out:
        rest = _PLACE.sub("", rest)
    for found in _SOMEONE.finditer(rest):
        word = found.group()
        if " " in word or word.lower() in names or _may_be_a_name(word):
            return True
    return False


def _may_be_a_name(word: str) -> bool:
    """Whether ``word``, capitalised, may be someone's name: not a word a clause opens on
    ("Then", "Today") nor a verb ("Got news tho", "Finished the lot")."""
    low = word.lower()
    return (
        word[:1].isupper()
        and _NOT_NAMES.fullmatch(word) is None
        and low not in COUNTRIES  # "Portugal changed everything and Sofia loved it"
        and could_be_a_name(word)
        and low not in IRREGULAR_PAST
        and not low.endswith(("ed", "ing"))
    )


def _verb_spelled(piece: str, at: int) -> str:
    """``piece`` with the "'s" after its subject (which ends at ``at``) spelled out where it
    is sure to be a verb: "Aino's twelve" -> "Aino is twelve", "the dog's had pups" -> "the
    dog has had pups"; not "Vili's leave got moved", where it owns."""
    if piece[at : at + 3] not in {"'s ", "’s "}:
        return piece
    rest = piece[at + 3 :]
    first = rest.split(maxsplit=1)[0].lower() if rest.strip() else ""
    if first.isdigit() or first in NUMBER_WORDS:
        verb = "is"
    elif s_verb(rest) == "has" and not owned(rest):
        verb = "has"
    else:
        return piece
    return f"{piece[:at]} {verb} {rest}"


def _ours_named(ours: str, piece: str, names: frozenset[str]) -> tuple[str, str] | None:
    """``piece``, which opens on "our X's" (``ours``), and X, when X is one of the family:
    a name the document gives, or one that may be a name before a life event ("our kasia's
    engaged" -> "Kasia is engaged"); None otherwise ("our house's been sold")."""
    word = ours.split()[-1]
    rest = piece[len(ours) + 3 :]
    verb = s_verb(rest)
    if word.lower() not in names and not (
        could_be_a_name(word) and life_event([verb, *rest.lower().split()])
    ):
        return None
    name = word.capitalize()
    return f"{name} {verb} {rest}", name


def _person(subject: re.Match[str]) -> str:
    """Who ``subject`` is, as a later "he"/"she" would name them: "Maren", "Ysolde" (for
    "my cousin Ysolde"), "my nan" (for "me nan")."""
    if subject.group("kin"):
        if subject.group("kin_name"):
            return subject.group("kin_name")
        kin = subject.group("kin")
        return f"my{kin[2:]}" if kin.lower().startswith("me ") else kin
    # "his brother Evald", "Endel's niece Maia": the one named
    named = subject.group("owned_name") or subject.group("theirs_name")
    return named or subject.group("owned") or subject.group()


def _named_kin(subject: re.Match[str]) -> str | None:
    """The kin word a named relative of someone else's is called by ("Endel's brother" of
    "Endel's brother Evald"), which says whether a "he" or "she" fits them."""
    if subject.group("owned_name") or subject.group("theirs_name"):
        return subject.group("owned") or subject.group("theirs")
    return None


def _each_done(piece: str, subject: re.Match[str]) -> list[str]:
    """``piece`` as one clause per thing its subject is or does: "Linnea is nine and wants
    to be a pilot" -> "Linnea is nine", "Linnea wants to be a pilot"."""
    parts: list[str] = []
    described: list[bool] = []  # whether each further part describes ("mad about ships")
    start = 0
    for more in _MORE_DONE.finditer(piece):
        lead = piece[start : more.start()].split()
        if start == 0:
            lead = lead[len(subject.group().split()) :]
        if (more.group("present") or more.group("trait")) and len(lead) > _SHORT_LEAD:
            continue
        parts.append(piece[start : more.start()])
        described.append(
            bool(more.group("trait")) or _DESCRIBED.match(piece, more.end()) is not None
        )
        start = more.end()
    if not parts:
        return [piece]
    who = _person(subject)
    parts.append(piece[start:])
    # "Kasia is ten and obsessed with trains": the "is" carried to what it describes
    copula = _COPULA.match(piece, len(subject.group()))
    told = [
        f"{who} {_copula(copula) if copula and trait else ''}{part}"
        for part, trait in zip(parts[1:], described, strict=True)
    ]
    return [parts[0], *told]


_COPULA: Final = re.compile(r"(?:['’]s|\s+is|\s+was)\s+(?!been\b|got\b)", re.IGNORECASE)
_DESCRIBED: Final = re.compile(r"[a-z]+ed\s+(?:with|about|by|of|in)\s", re.IGNORECASE)


def _copula(copula: re.Match[str]) -> str:
    """The "is" or "was" ``copula`` stands for, and a space."""
    return "was " if copula.group().strip().lower() == "was" else "is "

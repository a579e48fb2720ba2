"""A "he" or "she" carried over from the person named just before, across a turn.

:func:`.context.with_prompt` and :func:`.context.within_turn` settle a pronoun from the
sentence right before it or from a question that names someone. People say more than
that: "Ilse must be thrilled" - "it's mutual, she's off to Porto in June"; "how did
Ruairi's exams go" - "He aced them, he's off to Durham"; "my cousin Bram rang." - "oh
nice" - "he's moving to Ghent" (the speaker's own turn before the reaction names him);
"his name's Tobiah, he's a welder in Hull" (the name given in the same sentence).
:func:`carried` reads what is left unresolved once those rules are done:

* a "he"/"she" opening a clause ("He ...", "..., she's ...", "and he ...") that is not
  a question, a wish or a verdict ("he's wrong");
* the candidates are everyone the turn names before it and everyone the prompt names;
  only when both name no one, everyone the speaker's own turn before the prompt names;
* a name asked back ("Jonah? he moved to Leeds") is the one candidate, whoever the
  prompt named;
* a name said on its own right before it ("I met someone. Kasia. She restores maps",
  "who is he?" - "Everett, he's a lineman") is one too, not someone spoken to, where
  someone unnamed was just mentioned or asked about; with nothing to say a name comes
  ("Nightmare. He crashed the car"), a capitalised word said so only rivals the others;
* it is settled only when exactly one person is a candidate, that person can be "he" (or
  "she": "my sister", "Mrs Okafor" are no "he"), is neither of the speakers (and no more
  than two speak), and nothing else in reach could be meant: another name, an unnamed
  relative ("Ana's dad"), someone unnamed ("a nurse"), an animal, a "they", an object
  "him"/"her" or a pronoun of the other sex, a question the speaker asked;
* a "they" opening the turn is the one pair the prompt (or the speaker's turn before it)
  names, "Oona and Piet", when no other plural is in reach.

The person is written as named ("Ruairi") or, for a relative, as the speaker says it
("my cousin", "your cousin" in the prompt becoming "my cousin"); the extractor's own
third-person rewrite then makes that "<Speaker>'s cousin". Past the first rival
(:func:`.context.first_rivalled`) nothing more is replaced.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Final, NamedTuple

from .context import (
    DAY_NAME_ENDS,
    GROUP,
    KIN_UNNAMED,
    NOT_SAID_ALONE,
    PARTNER_NAMED,
    PEOPLE_WORDS,
    PLURAL_KIN,
    SENTENCE_ADVERBS,
    SOMEONE,
    THEY_SUBJECT,
    UPPER,
    VERDICT,
    answered_by_name,
    first_rivalled,
    moves_on,
    name_pronouns,
    named_as,
    one_pair,
    pair_subject,
    people_and_places,
    people_in,
    pronoun_fits,
    spoken_to,
)
from .lexicon import (
    FEMALE_KIN,
    MALE_KIN,
    PETS,
    RELATIVES,
    ROLES,
    SUBORDINATORS,
    alternation,
    word_set,
)
from .pets import BREEDS

__all__ = ["Carried", "carried"]


class Carried(NamedTuple):
    """A turn with its pronoun carried over, and the names it was made."""

    text: str
    people: frozenset[str] = frozenset()
    """The names a "he", "she" or "they" now stands for: the pronoun shows each is a
    person's name, though it may open a sentence ("Lucien must be gutted")."""


# Animals, and what people call "she": a "he"/"she" may mean them as well as a person.
_ANIMALS: Final = re.compile(
    r"\b(?:"
    + alternation(PETS | BREEDS)
    + r"|lambs?|mares?|stallions?|foals?|calf|calves|cows?|ewes?|rams?|bulls?|piglets?|pigs?"
    r"|sheep|donkeys?|ducks?|hens?|geese|goose|mouse|mice|rats?)\b",
    re.IGNORECASE,
)
_THINGS_SHE: Final = re.compile(
    r"\b(?:boat|ship|yacht|car|van|bike|motorbike|truck|lorry|plane|guitar|piano|engine)s?\b",
    re.IGNORECASE,
)
# "Sine of the Times", "Bank of England": a title or an institution, no one's name.
_TITLE_AFTER: Final = re.compile(r"\s+of\s+(?:the\s+)?(?-i:[A-Z])")

# A "he"/"she" opening a clause: the turn's start, a sentence's, or after a comma, colon,
# dash or "and"/"but"/"so", with the fillers people put before it ("yeah he's ...").
_OPENING: Final = re.compile(
    r"""(?:^|(?<=[.!?])\s+|\s*[,;:]\s+|\s+[–—-]\s+)
    # (a few at most: a long run of them costs nothing at each of its commas)
    (?:(?:and|but|so|yeah|yes|yep|oh|well|now|apparently|honestly|anyway|btw|also)[\s,!.]+){0,4}
    (?P<adverb>(?:ADVERBS),?\s+)?
    (?P<pronoun>(?P<word>he|she)(?:'s|'d|'ll|’s)?)(?![\w'’])""".replace(
        "ADVERBS", SENTENCE_ADVERBS
    ),
    re.IGNORECASE | re.VERBOSE,
)
# Before the pronoun in its sentence: a wish or a condition, not a fact.
_WISHED: Final = re.compile(
    r"\b(?:if|unless|whether|maybe|perhaps|wish|hope|hopefully|imagine|suppose|what\s+if)\b",
    re.IGNORECASE,
)
# "his name's Tobiah", "her name is Ines": the one named is the one "his"/"her" means.
_NAME_GIVEN: Final = re.compile(
    r"\b(?P<whose>his|her)\s+name(?:'s|’s|\s+is|\s+was)\s+(?P<name>(?-i:[A-Z])[\w'-]+)",
    re.IGNORECASE,
)


def _any_word(words: str) -> re.Pattern[str]:
    """Any of ``words`` (space-separated) as a whole word, in any case."""
    return re.compile(rf"(?<![\w'’])(?:{alternation(words.split())})(?![\w'’])", re.IGNORECASE)


_MALE: Final = _any_word("he him his himself he's he'd he'll")
_FEMALE: Final = _any_word("she her hers herself she's she'd she'll")
_PLURAL: Final = _any_word("they them their theirs themselves they're they've they'd they'll")
_COMMA_ONLY: Final = re.compile(r"\s*[,;]\s+|\s+[–—-]\s+")
# "When I rang, she ...": the part before the comma is no sentence of its own.
_SUBORDINATE: Final = re.compile(
    rf"(?:{alternation(SUBORDINATORS)}|even|so\s+that)\b", re.IGNORECASE
)
# "him", "her" as an object: someone other than the subject ("Carys named her Dolly").
_OBJECT: Final = _any_word("him her himself herself")
# "Carys and her college mates", "had her results": "her" owning what follows.
# ("took her to a film", "gave her a lift": "her" the object, before a preposition or an
# article.)
_OWNED_HER: Final = re.compile(
    r"""(?<![\w'’])her\s+(?!(?:to|into|at|with|for|from|on|in|out|up|home|back|over|round
    |around|along|down|off|and|or|a|an|the|too|as|because|so|that|about|by|through|after
    |before|again|yet|now|today|tonight|yesterday)\b)(?=[a-z])""",
    re.IGNORECASE | re.VERBOSE,
)
# A turn opening on a name asked back, "Alasdair? yeah, he ...": who the rest is about.
_ECHO: Final = re.compile(
    r"^\s*(?:(?:oh|ah|you\s+mean)[\s,]+)?(?P<name>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)(?P<mark>\?+)\s+"
)
# A title that tells the sex of the one it names: "Mrs Okafor" is no "he".
_TITLED_OTHER: Final = {
    "he": re.compile(r"\b(?:mrs|ms|miss|madam|lady|dame)\.?\s+(?-i:[A-Z])", re.IGNORECASE),
    "she": re.compile(r"\b(?:mr|sir|lord)\.?\s+(?-i:[A-Z])", re.IGNORECASE),
}
_SAID_SENTENCE: Final = re.compile(r"[^.!?]*[.!?]*")


def carried(
    text: str,
    prompt: str | None,
    earlier: str | None,
    names: Collection[str] = frozenset(),
    speakers: Collection[str] = frozenset(),
) -> Carried:
    """``text`` with its first unresolved clause-opening "he"/"she" (and those after it
    up to a rival) made the one person named just before it: in the turn, in ``prompt``
    or, when neither names anyone, in ``earlier`` (the speaker's own turn before the
    prompt). ``names`` are the words the document attests as people's names; ``speakers``
    the document's speaker labels (a "he" is never one of them, and with more than two
    speakers nothing is carried across a turn). Left as it was when anything else could
    be meant."""
    echo = _echoed(text, prompt, names)
    start = 0 if echo is None else echo.end("mark")
    opening = _OPENING.search(text, start)
    if opening is None:
        return _pair_carried(text, prompt, earlier, speakers)
    if echo is None:
        opening = _after_introduction(text, opening, prompt, earlier, names, speakers)
    at = opening.start("pronoun")
    if not _plain_statement(text, at, start):
        return Carried(text)
    if opening.group("pronoun").lower().endswith(("'ll", "’ll")):
        # "He'll count.": a guess at what someone will do is carried to no one from the
        # turns before (a capitalised word there, "Bad luck!", "Thirty-two years", is no
        # name to carry to); an answer's "he'll" for the one asked about is context's
        return Carried(text)
    word = opening.group("word")
    if echo is not None:
        # "Alasdair? yeah, he ...": the name asked back says whom the prompt meant
        own = _candidates(text[start:at], word, names, answerer=True)
        found = _distinct([echo.group("name"), *own]) if own is not None else []
        person = found[0] if len(found) == 1 and found[0] not in speakers else None
    else:
        person = _one_candidate(text[:at], prompt, earlier, names, speakers, word)
    if person is None or not pronoun_fits(person, text[at:]) or _placed(person, text):
        return Carried(text)
    if _kin_of_other_sex(person, word, " ".join([prompt or "", earlier or "", text])):
        return Carried(text)  # "My sister Jo rang, he's ...": the "he" is someone else
    if not person.startswith("my ") and _CALLED.match(text, at):
        return Carried(text)  # "How is Chinook?" - "She's called Nneoma": someone else
    named = frozenset() if person.startswith("my ") else frozenset({person})
    rest = text[at:]
    cut = first_rivalled(person, rest)
    told = name_pronouns(person, rest[:cut]) + rest[cut:]
    lead = text[opening.start() : at]
    if _COMMA_ONLY.fullmatch(lead) and not _SUBORDINATE.match(_sentence_before(text, at)):
        # "it was mutual, he's moving to Ghent": the clause stands as a sentence of its own,
        # so what the part before it leaves unresolved does not sink it
        return Carried(f"{text[: opening.start()]}. {told[:1].upper()}{told[1:]}", named)
    if opening.group("adverb"):
        # "Sadly he had an operation": the news without the feeling, so it opens on whose
        at = opening.start("adverb")
    return Carried(text[:at] + told, named)


# "she's called Nneoma": a name given, never to one the chat already calls by a name.
_CALLED: Final = re.compile(r"(?:he|she)(?:'s|’s|\s+is)\s+(?:called|named)\s", re.IGNORECASE)


def _after_introduction(
    text: str,
    opening: re.Match[str],
    prompt: str | None,
    earlier: str | None,
    names: Collection[str],
    speakers: Collection[str],
) -> re.Match[str]:
    """The opening "he"/"she" to carry: ``opening``, or a later one that follows a name
    said alone where someone was just met ("she loves it. i met someone. yasmin. she
    restores harpsichords") when ``opening`` itself is no one that can be told."""
    word = opening.group("word")
    if _one_candidate(text[: opening.start("pronoun")], prompt, earlier, names, speakers, word):
        return opening
    for later in _OPENING.finditer(text, opening.end()):
        before = text[: later.start("pronoun")]
        introduced = _introduced(before, prompt, None, names, speakers)
        if introduced is not None and introduced != _UNSURE:
            return later
    return opening


def _sentence_before(text: str, at: int) -> str:
    """The words of ``text``'s sentence before ``at``."""
    start = max(text.rfind(mark, 0, at) for mark in ".!?")
    return text[start + 1 : at].strip()


def _echoed(text: str, prompt: str | None, names: Collection[str]) -> re.Match[str] | None:
    """The name ``text`` opens on, asked back ("Alasdair? ..."), when it is a person's:
    a name the document attests, or the answer to a prompt about someone unnamed ("still
    working for that guy?")."""
    echo = _ECHO.match(text)
    if echo is None or echo.group("name").lower() in _NOT_ECHOES:
        return None
    if echo.group("name") in names or (prompt and _UNNAMED_ASKED.search(prompt)):
        return echo
    return None


# "that guy in Kelso", "your neighbour", "who?": a prompt about someone it does not name.
_UNNAMED_ASKED: Final = re.compile(
    SOMEONE.pattern
    + r"|\byour\s+(?:[a-z-]+\s+)?(?:"
    + alternation(ROLES | RELATIVES)
    + r")\b|\bwho\b",
    re.IGNORECASE | re.VERBOSE,
)


# Words asked back that are no names: "Really? he quit?"
_NOT_ECHOES: Final = word_set(
    """really seriously what sorry pardon huh who why how when where me moi yes no true
    honestly wait hmm yeah""",
    None,
)


def _plain_statement(text: str, at: int, start: int = 0) -> bool:
    """Whether the clause at ``at`` states something: not after a question of the
    speaker's own ("Remember Jo? He ..."; from ``start`` on), not a question, wish or
    verdict itself."""
    if "?" in text[start:at]:
        return False
    sentence = _SAID_SENTENCE.match(text, at)
    said = sentence.group() if sentence is not None else text[at:]
    if said.rstrip().endswith("?") or VERDICT.match(said) is not None:
        return False
    return _WISHED.search(_sentence_before(text, at)) is None


# A name said on its own right before the "he"/"she" ("I met someone. Kasia. She ...",
# "Everett, he's a lineman"): the one introduced, not someone spoken to.
_INTRODUCED: Final = re.compile(
    rf"""(?:^|(?<=[.!?])\s+)(?:(?:oh|and|so|well|anyway|this\s+is)[\s,]+)?
    (?P<name>[{UPPER}a-z][a-zà-ÿ'’-]+)\s*(?:[.!]+|[,:;]|\s[–—-])\s*$""",
    re.VERBOSE | re.IGNORECASE,
)
_INTRODUCED_REACH: Final = 200  # characters: "this is" and a name cut at 120 letters fit
# What shows a word said alone is a name ("Dinner. She cooked ..." has no name in it):
# someone just mentioned without a name ("i met someone. kasia. she ...") or asked about
# ("who is he?", "what's her name?").
_INTRODUCING: Final = re.compile(
    r"\b(?:someone|somebody|who|whose|name)\b|" + SOMEONE.pattern, re.IGNORECASE | re.VERBOSE
)
# One-word sentences that are no one's name: "Wow. She got the job.", "Typical. He ..."
_NOT_INTRODUCED: Final = NOT_SAID_ALONE


def _introduced(
    before: str,
    prompt: str | None,
    earlier: str | None,
    names: Collection[str],
    speakers: Collection[str],
) -> str | None:
    """The name ``before`` (what the turn says before a "he"/"she") ends on, said on its
    own, capitalised: said where someone unnamed was just mentioned or asked about (in
    ``before``, the ``prompt`` or, with two speakers at most, ``earlier``: "i'm seeing
    someone" - "details!" - "everett. he's ..."), and, if capitalised, a word the document
    attests as a name (the pronoun after it does); neither speaker's and no ordinary word
    said alone ("Wow."). ``_UNSURE`` for such a capitalised word said with nothing to show
    it is a name: it may be one, and so rivals any other."""
    # the name ends ``before``, so only its last words are read: a long turn costs no more
    match = _INTRODUCED.search(before, max(0, len(before) - _INTRODUCED_REACH))
    if match is None:
        return None
    typed = match.group("name").rstrip("'’-")
    name = typed[:1].upper() + typed[1:]
    if name.lower() in _NOT_INTRODUCED or len(name) < 3:
        return None
    if typed[:1].isupper() and name not in names:
        return None
    if typed[:1].islower() and not typed.isalpha():
        return None
    if name.lower() in {word.lower() for speaker in speakers for word in speaker.split()}:
        return None  # "Rado. She came early.": the one spoken to, not the "she"
    told = [prompt or "", before[: match.start("name")]]
    if earlier and len(speakers) <= 2:
        told.append(earlier)
    if not any(_INTRODUCING.search(said) for said in told):
        # "Nightmare. He crashed the car.": nothing says a name comes; yet a name may
        # ("Ilse rang. Tamsin. She ...": Ilse, or Tamsin)
        return _UNSURE if typed[:1].isupper() else None
    return name


_WHO: Final = re.compile(r"\bwho(?:'s|’s)?\b[^.!?]*\?", re.IGNORECASE)
_SOMEONE_ASKED: Final = re.compile(SOMEONE.pattern, re.IGNORECASE | re.VERBOSE)
_UNSURE: Final = "?"
"""What :func:`_introduced` gives for a word said alone that may or may not be a name."""


def _one_candidate(
    before: str,
    prompt: str | None,
    earlier: str | None,
    names: Collection[str],
    speakers: Collection[str],
    word: str,
) -> str | None:
    """The one person the pronoun ``word`` can be, or None when none or several can."""
    introduced = _introduced(before, prompt, earlier, names, speakers)
    if introduced == _UNSURE:
        return None
    own = _candidates(before, word, names, answerer=True, introduced=introduced)
    met = list(_INTRODUCING.finditer(before))
    if introduced is not None and met:
        # "he hates it. i met someone. ignacio, he's ...": the one just met, whoever the
        # prompt or the turn before the meeting spoke of
        start = max(before.rfind(mark, 0, met[-1].start()) for mark in ".!?\n") + 1
        if _candidates(before[start:], word, names, answerer=True, introduced=introduced) == [
            introduced
        ]:
            return introduced
    asked = _candidates(prompt or "", word, names, answerer=False)
    if asked is None and introduced is not None and _WHO.search(prompt or "") is not None:
        # "who's the new guy?" - "Tariq. He ...": the one asked about is the one named
        asked = _candidates(_SOMEONE_ASKED.sub(" ", prompt or ""), word, names, answerer=False)
    if own is None or asked is None:
        return None
    moved_on = moves_on(prompt or "")
    if moved_on:
        # "Good old Iain. How's everything else?" - "She's pregnant!": the question asks
        # past whoever the prompt (or the turn before it) named
        asked = []
    found = _distinct(own + asked)
    if (
        len(own) == 1
        and len(asked) == 1
        and asked[0].startswith("my ")
        and answered_by_name(own[0], asked[0].removeprefix("my "), f"{prompt} {before}")
    ):
        found = own  # "How's your brother?" - "Petroc's back. He ...": the one asked about
    if found and len(speakers) <= 2 and _points_back(prompt or "", word, names):
        # "He's beautiful! How are you and Briony?" - "Tired. He was born at ...": the
        # prompt's own "he" is one the turn before it named, as likely as Briony; with
        # no turn before it, that one is unknown
        if not earlier:
            return None
        found = _distinct(found + (_candidates(earlier, word, names, answerer=True) or []))
    if not found and earlier and len(speakers) <= 2 and not moved_on:
        previous = _candidates(earlier, word, names, answerer=True)
        found = _distinct(previous or [])
        if len(found) == 1 and _pronoun_first(earlier, word, found[0]):
            return None  # "She's made friends with a lady called Irene": "she" is another
    if len(found) != 1 or found[0] in speakers:
        return None
    if found[0].lower() in {s.lower() for s in speakers}:
        return None
    return found[0]


def _pronoun_first(text: str, word: str, person: str) -> bool:
    """Whether the sentence of ``text`` that first names ``person`` says ``word``
    ("he"/"she") before the name ("She's made friends with a lady called Irene"): that
    pronoun is someone named earlier still, who may as well be the one meant next."""
    named = re.search(rf"(?<![\w'’]){re.escape(person)}(?![\w-])", text, re.IGNORECASE)
    if named is None:
        return False
    start = max(text.rfind(mark, 0, named.start()) for mark in ".!?\n") + 1
    told_of = "he|his" if word.lower() == "he" else "she"  # "her" may be the one named
    subject = re.compile(rf"(?<![\w'’])(?:{told_of})(?![\w-])", re.IGNORECASE)
    told = subject.search(text, start, named.start())
    return told is not None and _ANIMALS.search(text) is None


_FEMALE_KIN: Final = (
    r"sister|step-?sister|half-?sister|mum|mom|mother|aunt|auntie|niece|daughter|wife"
    r"|girlfriend|gran|grandma|granny|nan|nana|grandmother|granddaughter|fiancée|cousin's\s+wife"
)
_MALE_KIN: Final = (
    r"brother|step-?brother|half-?brother|dad|father|uncle|nephew|son|husband|boyfriend"
    r"|grandad|granddad|grandpa|grandfather|grandson|fiancé"
)


def _kin_of_other_sex(person: str, word: str, said: str) -> bool:
    """Whether ``said`` calls ``person`` a relative of the sex ``word`` ("he"/"she") is
    not: "my sister Jo" is no "he", "my brother Sam" no "she"."""
    other = _FEMALE_KIN if word.lower() == "he" else _MALE_KIN
    return (
        re.search(rf"\b(?:{other})\s+{re.escape(person)}(?![\w'’-])", said, re.IGNORECASE)
        is not None
    )


# "... at the university in Bristol": a name after "in", "to" or "from" is a place there.
def _placed(person: str, text: str) -> bool:
    """Whether ``text`` puts ``person`` where a place goes ("moving to Bristol")."""
    return re.search(rf"\b(?:in|to|from|near)\s+{re.escape(person)}(?![\w'’-])", text) is not None


def _points_back(prompt: str, word: str, names: Collection[str]) -> bool:
    """Whether ``prompt`` has a clause-opening ``word`` ("he"/"she") before anyone it could
    be: one the turn before the prompt spoke of."""
    for opening in _OPENING.finditer(prompt):
        if opening.group("word").lower() != word.lower():
            continue
        before = _candidates(prompt[: opening.start("pronoun")], word, names, answerer=False)
        return not before
    return False


def _distinct(people: list[str]) -> list[str]:
    """``people`` without repeats, a name inside a longer one counting as the same."""
    kept: list[str] = []
    for person in sorted(people, key=len, reverse=True):
        low = person.lower()
        if not any(low in other.lower().split() or low == other.lower() for other in kept):
            kept.append(person)
    return kept


def _candidates(
    text: str,
    word: str,
    names: Collection[str],
    *,
    answerer: bool,
    introduced: str | None = None,
) -> list[str] | None:
    """Everyone ``text`` names whom a "he"/"she" (``word``) could be; None when it
    mentions someone who cannot be told apart (an unnamed someone, a relative of someone
    else's, a "they" or a pronoun of the other sex). ``answerer``: ``text`` is the one
    speaking's own ("my sister" is theirs); otherwise the other speaker's ("your sister"
    is the answerer's "my sister", and their own "my sister" no one the answerer can name).
    """
    if not text.strip():
        return []
    given = [m.group("name") for m in _NAME_GIVEN.finditer(text)]
    bare = _NAME_GIVEN.sub(" ", text)
    other = _FEMALE if word.lower() == "he" else _MALE
    if _PLURAL.search(bare) is not None or other.search(bare) is not None:
        return None
    if _ANIMALS.search(bare) is not None or (word.lower() == "she" and _THINGS_SHE.search(bare)):
        return None  # "we got a ferret ... he's called Bo": the ferret, not a person
    if _TITLED_OTHER[word.lower()].search(bare) is not None:
        return None  # "how is Mrs Okafor?" - "he ...": someone else
    if PARTNER_NAMED.search(bare) is not None:
        return None  # "Liesl got engaged to Marco. He ...": either
    # "Mam has made it into a bracelet. How's life with Ulrich?" - "He ...": a relative
    # of the other sex, named by the kin word alone, is no one the pronoun can be
    other_kin = FEMALE_KIN if word.lower() == "he" else MALE_KIN
    people = [p for p in given + _named(bare, names) if p.lower() not in other_kin]
    if introduced is not None and introduced not in people:
        people.append(introduced)  # "Kasia. She ...": said alone, yet no one spoken to
    relatives = _relatives(bare, answerer=answerer, other_kin=other_kin)
    if relatives is None or _unnamed_someone(bare, people, introduced):
        return None
    if people and relatives:
        return None  # "my dad and Kit": either
    same = _MALE if word.lower() == "he" else _FEMALE
    if same.search(bare) is not None and len(people) + len(relatives) > 1:
        return None  # a "he" already there, pointing at someone not named here
    if _OBJECT.search(_OWNED_HER.sub(" ", bare)) is not None:
        return None  # "Carys fed her": "her" is someone else, who may be the "she"
    return people + relatives


def _named(text: str, names: Collection[str]) -> list[str]:
    """The people ``text`` names, greeting and thanks aside, places left out."""
    people = people_in(text)
    _, places = people_and_places(text)
    for match in re.finditer(r"(?<![\w'’])(?-i:[A-Z])[\w'-]+", text):
        name = match.group().removesuffix("'s")
        if _MAKE_OF.search(text, 0, match.start()) and _LOWER_AFTER.match(text, match.end()):
            continue  # "a Ghibli film", "an Ikea sofa": a make or a maker, no one a "she" is
        if name.lower() in _HOLIDAY_WORDS:
            continue  # "My Christmas was wonderful": a day, whatever the document calls names
        if _DAY_NAMED.match(text, match.end()) or (
            name in DAY_NAME_ENDS and _CAPITALISED_BEFORE.search(text, 0, match.start())
        ):
            continue  # "on Christmas Day", "Bonfire Night": a day's name
        if name in names and name not in places and name not in people:
            people.append(name)
    return [
        p for p in people if p not in places and not spoken_to(p, text) and not _titled(p, text)
    ]


_HOLIDAY_WORDS: Final = word_set(
    "christmas xmas easter halloween hogmanay diwali eid hanukkah thanksgiving passover", None
)
_MAKE_OF: Final = re.compile(r"(?<![\w'])(?:a|an)\s+\Z", re.IGNORECASE)
_CAPITALISED_BEFORE: Final = re.compile(r"(?-i:[A-Z])[\w'’]*\s+\Z")
_DAY_NAMED: Final = re.compile(rf"(?:['’]s)?\s+(?:{'|'.join(sorted(DAY_NAME_ENDS))})\b")
_LOWER_AFTER: Final = re.compile(
    r"\s+(?!(?:named|called|who|that|which|and|or|but|is|was|from|in|at|on|with|to|for|of)\b)"
    r"(?-i:[a-z])[\w-]*"
)


def _titled(name: str, text: str) -> bool:
    """Whether ``name`` is only ever part of a title in ``text`` ("Sine of the Times")."""
    ends = [m.end() for m in re.finditer(rf"(?<![\w']){re.escape(name)}(?![\w'])", text)]
    return bool(ends) and all(_TITLE_AFTER.match(text, end) for end in ends)


def _relatives(
    text: str, *, answerer: bool, other_kin: frozenset[str] = frozenset()
) -> list[str] | None:
    """The unnamed relatives ``text`` mentions, as the answerer would say them; None when
    one is nobody the answerer can say ("Ana's dad", "her mum", the asker's "my son").
    ``other_kin``: kin words of the other sex than the pronoun's, left out ("Mam" is no
    "he")."""
    found: list[str] = []
    for match in KIN_UNNAMED.finditer(text):
        if _PREDICATE_BEFORE.search(text, 0, match.start()):
            continue  # "he's a friend of the groom": who he is
        kin = match.group().lower()
        if kin in PLURAL_KIN:
            continue  # "my parents" is no "he"
        if kin in other_kin and match.group()[:1].isupper():
            continue  # "Mam has made it into a bracelet": she is no "he"
        lead = text[max(0, match.start() - 12) : match.start()].lower().split()
        whose = lead[-1] if lead else ""
        if kin in other_kin and whose in {"his", "her"}:
            continue  # "Treasa's left her husband. She ...": her husband is no "she"
        if (whose == "my" and answerer) or (whose == "your" and not answerer):
            found.append(f"my {kin}")
        else:
            return None
    return list(dict.fromkeys(found))


_COPULA_BEFORE: Final = re.compile(r"\b(?:he|she)(?:['’]s|\s+is|\s+was)\s+$", re.IGNORECASE)
_PREDICATE_BEFORE: Final = re.compile(
    r"\b(?:he|she)(?:['’]s|\s+is|\s+was)\s+(?:a|an)\s+(?:[\w-]+\s+)?$", re.IGNORECASE
)


def _unnamed_someone(text: str, people: list[str], introduced: str | None = None) -> bool:
    """Whether ``text`` mentions someone without a name ("a nurse", "this guy") who is
    not one of ``people`` ("an apprentice, Ottavia"), nor the one ``introduced`` right
    after it or its sentence ("met this guy at the wall. Everett.")."""
    for match in SOMEONE.finditer(text):
        if _COPULA_BEFORE.search(text, 0, match.start()):
            continue  # "Ignacio, he's a friend of the groom": who he is, no one else
        after = text[match.end() :]
        if introduced is not None and re.fullmatch(
            rf"[^.!?]*[\s,.:;!–—-]*{re.escape(introduced)}[\s,.:;!–—-]*",
            after,
            re.IGNORECASE,
        ):
            continue
        if not any(named_as(person, after) for person in people):
            return True
    return False


# "they" opening the turn (after a filler): "they've bought a boat", "oh nice, they're ..."
_THEY_OPENING: Final = re.compile(
    r"""^(?:(?:and|but|so|yeah|yes|yep|oh|well|now|apparently|honestly|anyway|btw|also|omg|wow
    |aww*|lol|haha+|nice|lovely|great|ok|okay)[\s,!.]+)*
    (?P<they>they(?P<verb>'ve|'re|'d|'ll)?)(?![\w'’])""",
    re.IGNORECASE | re.VERBOSE,
)


def _pair_carried(
    text: str, prompt: str | None, earlier: str | None, speakers: Collection[str]
) -> Carried:
    """``text`` opening on "they" made the one pair of people the prompt names (or, when
    the prompt names no one, the speaker's own turn before it): "how are Oona and Piet?" -
    "they've bought a boat" -> "Oona and Piet have bought a boat". Only when that pair is
    the one plural in reach (:func:`.context.one_pair`)."""
    opening = _THEY_OPENING.match(text)
    if opening is None or not _plain_statement(text, opening.start("they")):
        return Carried(text)
    pair = one_pair(prompt.rstrip().rstrip("?"), "") if prompt else None
    if pair is None and earlier and len(speakers) <= 2 and _no_one(prompt or ""):
        pair = one_pair(earlier, "")
    pair_names = frozenset(re.split(r"\s+(?:and|&)\s+", pair or ""))
    if pair is None or pair_names & set(speakers):
        return Carried(text)
    rest = text[opening.end() :]
    if _no_one(_THEY_WORDS.sub(" ", rest)) and GROUP.search(_THEY_WORDS.sub(" ", rest)) is None:
        # "they are! they're moving to Hull": no one else in the turn, every "they" the pair
        rest = THEY_SUBJECT.sub(lambda they: pair_subject(pair, they), rest)
    return Carried(text[: opening.start("they")] + pair_subject(pair, opening) + rest, pair_names)


_THEY_WORDS: Final = re.compile(r"(?<![\w'’])(?:they|them|their|theirs|themselves)(?:'\w+)?", re.I)


def _no_one(text: str) -> bool:
    """Whether ``text`` names or points at no one at all."""
    return not people_in(text) and not any(
        pattern.search(text) for pattern in (PEOPLE_WORDS, KIN_UNNAMED, SOMEONE)
    )

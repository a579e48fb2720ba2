"""A name given to the one just introduced, read one way for every rule that meets it.

"We got a kitten. Her name is Mochi.", "I hired an apprentice, his name is Jarrah", "We
adopted a beagle. We've called them Pickle.": the naming clause says nothing alone; the
sentence before says who (or what) is named. :func:`.context.within_turn` rewrites the
naming clause so that it stands alone, and :mod:`.kin` forms the relation from it. Both
read the clause with :func:`name_given`, match its pronoun to the one named with
:func:`sex_fits`, and ask :func:`no_one_to_name` whether the one introduced exists at all:
"I don't have a sister. Her name is ...", "If we got a puppy. Her name is ...", "I wish I
had a dog; his name is ..." introduce nobody, so nothing is named. ("It's called
Dipper" is read with what "it" can be, by :func:`.context.within_turn` too.)
:func:`animal_got` reads an animal the speaker got said by its kind alone ("saluki from
the rescue, she's called Wisp") as "I got a saluki ...", so its naming clause names it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from .lexicon import FEMALE_KIN, MALE_KIN, PETS, RELATIVES, VEHICLES, alternation, word_set
from .pets import BREEDS

__all__ = [
    "Given",
    "animal_got",
    "counted_named",
    "got_by_speaker",
    "has_name",
    "imagined_naming",
    "is_new",
    "is_thing",
    "name_given",
    "named_again",
    "naming_clause",
    "newborn_named",
    "no_one_to_name",
    "several_named",
    "sex_fits",
    "things_named",
    "took_on",
]

_OPENING: Final = r"""(?:(?P<poss>his|her|its|their)\s+name(?:'s|\s+is|(?<=(?:his|her)\sname)s)
    |(?P<pron>he|she|they)(?:'s|'re|\s+is|\s+are)\s+(?:called|named)
    |(?P<lead>(?:i|we)(?:'ve|\s+have|(?:'re|'m|\s+are|\s+am)\s+going\s+to)?\s+(?:called|named|call
    |name))\s+(?P<obj>them|him|her|it))\s+
    (?P<name>(?:(?-i:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?
    (?-i:[A-ZÀ-ÖØ-Þ])[\w'-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]*){0,2})(?![\w'-])"""
# At the start of what follows the one introduced: a sentence of its own, or a clause after
# a comma ("we've got a new neighbour, his name is Piotr"); chat drops the apostrophe of
# "her name's" ("her names Aoife").
_NAME_OPENS: Final = re.compile(
    rf"^\s*(?:[,;]\s*)?(?:(?:and|but)\s+)?{_OPENING}", re.IGNORECASE | re.VERBOSE
)
# A naming clause inside the sentence that introduces ("I rescued a whippet, I named him
# Dash"): where it starts.
_NAMING_CLAUSE: Final = re.compile(
    rf"(?:[,;]|\s+(?:and|but))\s+(?={_OPENING})", re.IGNORECASE | re.VERBOSE
)
# A name only imagined: "..., her name would have been Ylva", "if we did we'd call him Rex".
_IMAGINED: Final = re.compile(
    r"""(?<![\w'])(?:(?:his|her|its|their)\s+name\s+(?:would|might|could)\s
    |(?:i|we)(?:'d|\s+would|\s+might|\s+could)\s+(?:have\s+)?(?:call|name|called|named)\s)""",
    re.IGNORECASE | re.VERBOSE,
)
# The one introduced is not there: denied ("I don't have a sister", "I have no brother")
# or only imagined ("if we got a puppy", "I wish I had a dog", "we might get a cat").
# "no" as an exclamation ("Oh no, we got a kitten!") denies nothing.
_NO_ONE: Final = re.compile(
    r"""(?:n't|\bnot|\bnever|\bnobody|\bno(?!\s*[,!.]|\s+way\b)|\bif|\bwould|\bcould|\bshould
    |\bmight|\bwish(?:es|ed)?|\bmaybe|\bperhaps|\bsomeday|\bone\s+day|\bimagine|\bsuppose)\b
    |(?<=\w)'d\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "We got a kitten", "I've hired an apprentice", "we're adopting a greyhound": the one
# introduced is new to the speaker. "I've got a sister" and "I have a brother" had them
# all along.
_TAKEN_ON: Final = re.compile(
    r"""(?<![\w'])(?:(?<!'ve\s)(?<!have\s)(?<!has\s)got|getting|hired|hiring|adopted|adopting
    |rescued|bought|took\s+(?:on|in)|taken\s+(?:on|in)|taking\s+(?:on|in)|brought\s+home
    |welcomed)\s+(?:a|an)\s+(?P<what>(?:[\w'-]+\s+){0,2}?[\w-]+)
    (?=\s*[,.!?]|\s*$|\s+(?:from|on|at|in|this|last|yesterday|today|to|and|for)\b
    |\s+(?:\w+|a\s+(?:few|couple\s+of))\s+(?:days|weeks|months|years)\s+ago\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "We got a hamster and a gerbil": which of the two is named, nothing says.
_MORE_GOT: Final = re.compile(
    r"(?:\s*,\s*|\s+(?:and|or|plus)\s+)(?:a|an|another|two|three|some)\s", re.IGNORECASE
)
# "I bought an old boat": not new, though just got.
_NOT_NEW: Final = re.compile(r"\b(?:new|old|used|second-hand|secondhand|vintage|elderly)\b", re.I)


# "They're called Pepper and Salt", "we named them Bean, Pip and Dot": names given to
# several at once, which end the sentence.
_NAMES_OPEN: Final = re.compile(
    r"""^\s*(?:(?:they(?:'re|\s+are)|(?:i|we)(?:'ve|\s+have)?\s+(?:called|named)\s+them)
    \s+(?:called\s+|named\s+)?|their\s+names\s+are\s+)
    (?P<names>(?-i:[A-Z])[\w'-]+(?:\s*,\s*(?-i:[A-Z])[\w'-]+)*,?\s+and\s+(?-i:[A-Z])[\w'-]+)
    \s*[.!]*\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_COUNTS: Final = {"two": 2, "three": 3, "four": 4, "five": 5}
_PLURAL_KIN: Final = word_set(
    """dogs cats puppies kittens rabbits bunnies hamsters guinea pigs ferrets chickens hens
    goats budgies gerbils rats mice ducks pigs lambs ponies horses tortoises fish goldfish
    boys girls sons daughters""",
    None,
)
# "We adopted two cats from the shelter", "I've got three hens": several the speaker got
# or has, counted. "We met two kittens at the shelter" says no more than that they exist.
_COUNTED_GOT: Final = re.compile(
    r"""^(?:(?:so|and|also|oh|well)[\s,]+)*(?P<who>i|we)(?:'ve|\s+have)?\s+
    (?:(?:just|also|finally|recently)\s+)?(?:got|adopted|rescued|bought|took\s+in|taken\s+in
    |brought\s+home|welcomed|have|own)\s+
    (?P<count>two|three|four|five)\s+(?P<what>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def counted_named(before: str, sentence: str) -> str | None:
    """``sentence`` said of the several ``before`` says the speaker got, when it gives as
    many names as ``before`` counts: "We adopted two cats from the shelter." + "They're
    called Pepper and Salt." -> "Our two cats are called Pepper and Salt."; None for any
    other pair ("We met two kittens at the shelter.": not the speaker's)."""
    names = _NAMES_OPEN.match(sentence)
    got = _COUNTED_GOT.match(before.strip())
    if names is None or got is None or no_one_to_name(before):
        return None
    what = got.group("what")
    last = what.split()[-1].lower()
    if last not in _PLURAL_KIN and " ".join(what.split()[-2:]).lower() not in _PLURAL_KIN:
        return None
    said = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", names.group("names"))
    if len(said) != _COUNTS[got.group("count").lower()]:
        return None
    whose = "My" if got.group("who").lower() == "i" else "Our"
    return f"{whose} {got.group('count').lower()} {what} are called {names.group('names')}."


def several_named(before: str, sentence: str) -> bool:
    """Whether ``sentence`` names several at once ("They're called Pepper and Salt") while
    ``before`` counts several ("two kittens"): the one thing ``before`` also names (the
    shelter) is not who is named."""
    return (
        _NAMES_OPEN.match(sentence) is not None
        and re.search(
            r"\b(?:two|three|four|five|\d+)\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*s\b",
            before,
            re.IGNORECASE,
        )
        is not None
    )


_MONTHS = r"""january|february|march|april|may|june|july|august|september|october
    |november|december"""
# "My sister Hannah had a baby girl last week", "Ana and Joe welcomed a little boy": a
# child born to someone else, who the next sentence names.
_BORN_TO: Final = re.compile(
    rf"""^(?:(?:so|and|also|oh|well|guess\s+what)[\s,!]+)*
    (?P<who>my\s+(?:(?:older|younger|big|little|baby|best|eldest|oldest|youngest)\s+)?
    (?:{alternation(RELATIVES)})(?:\s+(?-i:[A-Z])[\w'-]+)?
    |(?-i:[A-Z])[\w'-]+(?:\s+and\s+(?-i:[A-Z])[\w'-]+)?)\s+
    (?:(?:has|have|just|finally)\s+)*(?:(?:had|welcomed)\s+(?:a|an)\s+
    (?P<what>(?:(?:healthy|beautiful|lovely|gorgeous|tiny|little)\s+)?baby\s+(?P<sex>girl|boy)
    |(?:(?:healthy|beautiful|lovely|gorgeous|tiny)\s+)?little\s+(?P<sex2>girl|boy)
    # "Donatella had a girl on the 15th": a birth only with no more than when after it
    |(?P<sex4>girl|boy)(?=\s+(?:last|this|on|in\s+(?:the\s+early|{_MONTHS})|at\s+\d
    |yesterday|today|overnight|weighing)\b|[.!]*\s*$))
    |gave\s+birth\s+to\s+(?:a|an)\s+(?P<what3>(?:(?:healthy|beautiful|lovely|gorgeous
    |tiny|little|baby)\s+){{0,2}}(?P<sex3>girl|boy|son|daughter)))
    (?:\s+(?:last|this|on|in\s+(?:the\s+early|{_MONTHS})|at\s+\d|yesterday|today|overnight
    |weighing)\b[^.!?]*)?[.!]*\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_BORN_SEX: Final = {"girl": "f", "daughter": "f", "boy": "m", "son": "m"}
# Words that open a sentence but are no one's name.
_NOT_PARENTS: Final = word_set(
    "i we they he she it you someone everyone nobody this that there", None
)


def newborn_named(before: str, sentence: str) -> str | None:
    """``sentence`` said of the child ``before`` says someone else had, when it opens by
    naming them alone: "My sister Hannah had a baby girl last week." + "She's called Isla."
    -> "My sister Hannah's baby girl is called Isla."; None for any other pair (the
    speaker's own baby is :mod:`.expecting`'s)."""
    born = _BORN_TO.match(before.strip())
    given = name_given(sentence)
    if born is None or given is None or (given.lead is not None and "them" in given.lead):
        return None
    who = born.group("who")
    if who.split()[0].lower() in _NOT_PARENTS or no_one_to_name(before):
        return None
    sex = born.group("sex") or born.group("sex2") or born.group("sex3") or born.group("sex4")
    if given.sex != _BORN_SEX[sex.lower()] or not re.match(r"\s*[.!]*\s*$", sentence[given.end :]):
        return None
    child = {"son": "boy", "daughter": "girl"}.get(sex.lower(), sex.lower())
    return f"{who}'s baby {child} is called {given.name}."


@dataclass(frozen=True, slots=True)
class Given:
    """A naming clause read: "her name is Mochi", "we've called them Pickle"."""

    name: str
    sex: str | None
    """"f" or "m" when the pronoun says which, else None ("its", "their", "them")."""
    lead: str | None
    """How the speaker gave the name ("We've called"), or None when the clause says
    whose name it is ("Her name is")."""
    end: int
    """Where the name ends in the text read."""


def name_given(text: str) -> Given | None:
    """The name ``text`` opens by giving to someone (or something) just mentioned, or
    None when it opens otherwise."""
    given = _NAME_OPENS.match(text)
    if given is None:
        return None
    pronoun = (given.group("poss") or given.group("pron") or given.group("obj")).lower()
    sex = {"his": "m", "he": "m", "him": "m", "her": "f", "she": "f"}.get(pronoun)
    return Given(given.group("name"), sex, given.group("lead"), given.end())


def imagined_naming(sentence: str) -> int | None:
    """Where the part of ``sentence`` that only imagines a name starts (at the comma
    before it: "We don't have a dog, but if we did we'd call him Rex"), or None."""
    found = _IMAGINED.search(sentence)
    if found is None:
        return None
    comma = max(sentence.rfind(",", 0, found.start()), sentence.rfind(";", 0, found.start()))
    return comma if comma > 0 else found.start()


def naming_clause(sentence: str) -> tuple[int, int] | None:
    """Where the words joining a naming clause to the rest of ``sentence`` start and end
    (", ", " and "), or None when the sentence has no naming clause after its start."""
    found = _NAMING_CLAUSE.search(sentence)
    return found.span() if found is not None else None


def no_one_to_name(before: str) -> bool:
    """Whether ``before``, the words that introduce the one named, deny or only imagine
    them; a lead before a colon says how the news is told, not whether it is so ("Oh, I
    should tell you: I've taken on an apprentice")."""
    colon = before.rfind(": ")
    return _NO_ONE.search(before, colon + 1) is not None


def took_on(before: str) -> str | None:
    """What ``before`` says the speaker just got ("a long-haired guinea pig" in "We got a
    long-haired guinea pig on Friday!"), new to them; None when it says no one thing."""
    got = list(_TAKEN_ON.finditer(before))
    if len(got) != 1 or _MORE_GOT.match(before, got[0].end()):
        return None
    return f"a {got[0].group('what')}"


def is_new(who: str) -> bool:
    """Whether ``who``, just got, may be called new ("an old boat" may not, "a new van"
    says so already)."""
    return _NOT_NEW.search(who) is None


def sex_fits(who: str, sex: str | None) -> bool:
    """Whether a pronoun of ``sex`` can stand for ``who`` ("her" is not "my stepdad")."""
    noun = who.split()[-1].lower() if who.split() else ""
    return not ((sex == "m" and noun in FEMALE_KIN) or (sex == "f" and noun in MALE_KIN))


# --- a thing or an animal named, found further back ------------------------------------
#
# "I've bought half a sailing dinghy. With my cousin. It's called Puffin", "we adopted a
# ferret" - "A ferret!" - "he's called Pythagoras", "we've renamed her Hypatia", "my
# neighbour named her Dolly": the one named is the nearest thing or animal before the
# naming clause, in the turn, the prompt or the speaker's own turn before it, when
# nothing else stands between that the pronoun could be. :func:`things_named` rewrites
# the naming clause to say it; a naming verb whose object stays a bare pronoun
# ("Carys named her Dolly") is dropped, as it names no one a memory could hold.

_ANIMALS: Final = (
    PETS
    | BREEDS
    | word_set(
        """lamb|mare|stallion|gelding|foal|donkey|calf|llama|alpaca|gerbil|chinchilla|
    hedgehog|canary|axolotl|tortoise|pig|piglet|goose|ewe|heifer"""
    )
)
_VENTURES: Final = word_set(
    """farm|house|cottage|smallholding|croft|shop|business|company|cafe|café|bakery|band|
    choir|podcast|blog|plant|guitar|allotment"""
)
# What a speaker saying "the farm", "the dog" means as their own ("the farm's called ...").
_HOUSEHOLD: Final = _ANIMALS | VEHICLES | word_set("farm|house|cottage|smallholding|croft")
_THING_WORDS: Final = alternation(_ANIMALS | VEHICLES | _VENTURES)
# "a dog walker", "the car park", "band practice": the word is no thing of its own there.
_COMPOUND: Final = r"""(?!\s+(?:walker|walkers|sitter|park|parking|show|race|club|insurance
    |care|food|practice|rehearsal|keys?|seat|door|wash|owner|owners|person|people|lover|hair
    |bed|toy|toys|trip|ride|journey|tax|loan|boot|lesson|lessons|hire|rental|dealer|garage
    |name|names|shed|pen|yard|field|fair|market|sale|mechanic|crash|accident|alarm|party
    |do|night|weekend)\b)"""
_MENTION: Final = re.compile(
    rf"""(?<![\w'’])(?P<det>(?:half\s+)?(?:a|an)|the|this|that|my|our|your|his|her|their
    |[\w-]+['’]s)\s+(?P<mods>(?:(?!(?:and|or|of|to|is|was|with|for)\b)[\w-]+\s+){{0,2}}?)
    (?P<noun>{_THING_WORDS})(?![\w-]|['’](?!s\b)){_COMPOUND}""",
    re.IGNORECASE | re.VERBOSE,
)
# A noun phrase "it" could be, other than a thing above: "a little island", "the marina".
# (The word after the article stands for the phrase: "a little island" is not a person or
# a time, so it may be what "it" is.)
_OTHER_IT: Final = re.compile(r"(?<![\w'’])(?:a|an|the|this|that)\s+(?P<noun>[a-z][\w-]*)", re.I)
# A baby just born or a child, whom a naming clause may name as well ("a newborn orphan"
# is an animal's age).
_BABY: Final = re.compile(
    rf"\b(?:baby|babies|newborn|son|daughter|grandson|granddaughter|twins)\b"
    rf"(?!\s+(?:[\w-]+\s+)?(?:{_THING_WORDS}|orphan)\b)",
    re.IGNORECASE,
)
_CHILD: Final = re.compile(
    r"\b(?:baby|babies|newborn|son|daughter|girl|boy|twins|grandson|granddaughter|niece"
    r"|nephew|kid|child)\b",
    re.IGNORECASE,
)
_PEOPLE: Final = re.compile(
    r"""\b(?:someone|somebody|man|woman|guy|bloke|lady|lad|lass|girl|boy|person|he|she|him
    |{kin})\b|(?<![.!?]\s)(?<!^)\b(?-i:[A-Z][a-z]+)\b""".replace("{kin}", alternation(RELATIVES)),
    re.IGNORECASE | re.VERBOSE,
)
_SENTENCES: Final = re.compile(r"(?<=[.!?])\s+")
_LEAD_WORDS: Final = r"(?:(?:oh|so|and|but|well|yes|yeah|yep|ok|okay|aww|haha)[,!.]?\s+)*"
# "Puffin", "Dolly Parton", "Tigh na Mara" (a small word may join a name's capitals).
# (Read in verbose patterns only.)
_GIVEN_NAME: Final = r"""(?P<name>(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]*(?:\s+(?:(?:na|nan|y|de|du|la|le|van
    |von|of|the|an|ar|yr)\s+)?(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]*){0,2})(?![\w'-])"""
# "It's called Puffin", "he's called Pythagoras", "she's now named Hypatia", "his name's
# Pascal".
_PRONOUN_CALLED: Final = re.compile(
    rf"""^{_LEAD_WORDS}(?:(?P<pron>it|he|she|they)(?:'s|’s|\s+is|'re|\s+are)\s+(?P<now>now\s+)?
    (?:called|named)|(?P<whose>his|her|its)\s+name(?:'s|’s|\s+is))\s+{_GIVEN_NAME}""",
    re.IGNORECASE | re.VERBOSE,
)
# "we've renamed her Hypatia", "I named him Otto", "Carys named her Dolly", "my son
# called it Blue".
_CALLED_PRONOUN: Final = re.compile(
    rf"""^{_LEAD_WORDS}(?P<who>i|we|my\s+[a-z]+|our\s+[a-z]+|(?-i:[A-ZÀ-ÖØ-Þ])[\w-]+)
    (?:'ve|\s+have|\s+has)?\s+(?:just\s+|finally\s+|already\s+)?
    (?P<verb>named|called|renamed|nicknamed)\s+(?P<pron>it|him|her|them)\s+{_GIVEN_NAME}""",
    re.IGNORECASE | re.VERBOSE,
)
# "the farm's called Cwm Eithin, 180 hectares": the speaker's own, named.
_THE_CALLED: Final = re.compile(
    rf"""^{_LEAD_WORDS}the\s+(?P<mods>(?:[\w-]+\s+){{0,2}}?)(?P<noun>{_THING_WORDS})
    (?:'s|’s|\s+is)\s+(?P<now>now\s+)?(?:called|named)\s+{_GIVEN_NAME}""",
    re.IGNORECASE | re.VERBOSE,
)
# "an old grey mare called Peggy, she's 19": a fragment introducing one named.
_FRAGMENT: Final = re.compile(
    rf"""^{_LEAD_WORDS}(?P<det>a|an)\s+(?P<mods>(?:[\w-]+\s+){{0,3}}?)(?P<noun>{_THING_WORDS})
    \s+(?:called|named)\s+{_GIVEN_NAME}""",
    re.IGNORECASE | re.VERBOSE,
)
_AFTER_NAME: Final = re.compile(r"\s*(?:[,.!;]|$)|\s+(?:and|but|so)\b", re.IGNORECASE)
_SIZE: Final = re.compile(
    r"^,\s+(?P<size>(?:about\s+|around\s+)?\d[\d,.]*\s*(?:hectares|acres))\b", re.IGNORECASE
)
# ", she's 19", " and he snores", ", Bramble is nine" (the turn's "he" already read as
# the name): what is said of the one named next.
_GOES_ON_ABOUT: Final = (
    r"(?:,\s+(?:and\s+)?|\s+and\s+)(?P<pron>he|she|it|{name})(?P<be>'s|’s)?\s+(?!is\s+called\b)"
)
_GOT: Final = re.compile(
    r"""\b(?P<who>i|we)(?:'ve|'re|'m|\s+have|\s+are|\s+am)?\s+(?:just\s+|finally\s+|now\s+)?
    (?:got|get|getting|bought|buying|adopted|adopting|rescued|rescuing|own|inherited
    |took\s+on|taken\s+on|brought\s+home|picked\s+up|hatched|built|set\s+up|started|opened
    |launched|formed|joined|have|has
    # the speaker's thing done with ("I gave up the camera. I sold it to Dahiana")
    |gave\s+up|gave\s+away|fixed|repaired|lost|finished)\b(?:\s+[\w-]+){0,1}\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_YOU_GOT: Final = re.compile(
    r"""\byou(?:'ve|\s+have|\s+did)?\s+(?:just\s+|finally\s+)?(?:got|get|bought|buy|adopted
    |adopt|rescued|rescue)(?:\s+[\w-]+)?\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_FITS: Final = {
    "it": _ANIMALS | VEHICLES | _VENTURES,
    "they": _ANIMALS | VEHICLES | _VENTURES,
    "them": _ANIMALS | VEHICLES | _VENTURES,
    "he": _ANIMALS,
    "him": _ANIMALS,
    "she": _ANIMALS | VEHICLES,
    "her": _ANIMALS | VEHICLES,
}


@dataclass(frozen=True, slots=True)
class _Thing:
    """A thing or animal found for a naming clause: "my sailing dinghy", "Ana's pony"."""

    owner: str
    mods: str
    """What the speaker said of it before its noun: "sailing", "old grey"."""
    noun: str
    the_at: tuple[int, int, int] | None
    """Where the turn called it "the <noun>" (sentence, start and end of "the"), so that
    sentence can say whose it is too ("the ferret is a girl")."""

    def said(self) -> str:
        return " ".join(w for w in (self.owner, self.mods, self.noun) if w)


def things_named(text: str, prompt: str | None = None, earlier: str | None = None) -> str:
    """``text`` (a turn, its references already settled) with each naming clause whose
    one named is a thing or an animal said further back made to stand alone (see the
    section comment): "It's called Puffin" -> "My sailing dinghy is called Puffin".
    ``prompt`` is the turn answered, ``earlier`` the speaker's own turn before it."""
    if not re.search(r"call|nam|\ba\b|\ban\b", text, re.IGNORECASE):
        return text
    sentences = _SENTENCES.split(text)
    changed = False
    for n, sentence in enumerate(sentences):
        if sentence.rstrip().endswith("?") or _IMAGINED.search(sentence):
            continue
        said = _fragment_named(sentence) if n == 0 else None
        if said is None:
            said = _the_named(sentence, sentences[:n], prompt, earlier)
        if said is None:
            said = _pronoun_named(sentence, sentences, n, prompt, earlier)
        if said is not None:
            sentences[n] = said
            changed = True
    return " ".join(s for s in sentences if s) if changed else text


# "Saluki from the rescue in Redruth, picked her up on Saturday, she's called Wisp": the
# animal just got, said by its kind alone, named in the same sentence.
_BARE_ANIMAL: Final = re.compile(
    rf"""^(?P<lead>{_LEAD_WORDS})(?P<noun>{alternation(_ANIMALS)})(?=\s+(?:from|off|via)\s
    |\s*,)(?P<rest>[^.!?]*?,\s+(?:and\s+)?(?:he|she)(?:'s|’s|\s+is)\s+(?:called|named)\s)""",
    re.IGNORECASE | re.VERBOSE,
)
# Where the speaker says they got one: "we got a dog", "we adopted a ...", "picked her up".
_GOT_ONE: Final = re.compile(
    r"""\b(?P<who>i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:got|adopted|rescued
    |bought|brought\s+home)\s+(?:a|an|another)\s""",
    re.IGNORECASE | re.VERBOSE,
)
_FETCHED: Final = re.compile(
    r"""\b(?:picked|collected|fetched)\s+(?:her|him)\s+up\b|\bbrought\s+(?:her|him)\s+home\b
    |^\s+from\s+(?:the|a)\s+(?:[\w-]+\s+)?(?:rescue|shelter|breeder|rehoming\s+centre)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "we got one on sunday, he's called Bhindi": "one" of the kind the sentence before named.
_GOT_BARE_ONE: Final = re.compile(
    rf"""^(?P<lead>{_LEAD_WORDS}(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:got|adopted
    |rescued|bought|brought\s+home))\s+one(?P<rest>(?:\s+[\w'-]+){{0,4}}?,\s+(?:and\s+)?
    (?:he|she)(?:'s|’s|\s+is)\s+(?:called|named)\s)""",
    re.IGNORECASE | re.VERBOSE,
)
_ANIMAL_WORD: Final = re.compile(rf"\b(?:a|an)\s+(?P<noun>{alternation(_ANIMALS)})\b", re.I)


# "A grey one called Mpho.", "a tiny black one named Pip!": the one just got, described
# and named in a sentence of its own.
_ONE_CALLED: Final = re.compile(
    rf"""^(?P<lead>{_LEAD_WORDS})(?:a|an)\s+(?P<mods>(?:(?!(?:of|more|other|another)\b)
    [a-z][\w-]*,?\s+){{1,3}})one\s+(?:called|named)\s+{_GIVEN_NAME}\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _one_called(sentence: str, before: str) -> str | None:
    """ "A grey one called Mpho." after "I adopted a cat from a shelter" -> "My grey cat is
    called Mpho.": the one animal ``before`` says the speaker got."""
    found = _ONE_CALLED.match(sentence)
    got = list(_GOT_ONE.finditer(before)) if found is not None else []
    kinds = {m.group("noun").lower() for m in _ANIMAL_WORD.finditer(before)}
    if found is None or len(got) != 1 or len(kinds) != 1:
        return None
    whose = "Our" if got[0].group("who").lower() == "we" else "My"
    mods = " ".join(found.group("mods").replace(",", " ").split()).lower()
    lead = found.group("lead")
    whose = whose.lower() if lead else whose
    return f"{lead}{whose} {mods} {kinds.pop()} is called {found.group('name')}."


def _plural(noun: str) -> str:
    if noun.endswith("y") and noun[-2:-1] not in set("aeiou"):
        return noun[:-1] + "ies"  # "puppy" -> "puppies"
    return noun + ("es" if noun.endswith(("s", "sh", "ch", "x")) else "s")


_PLURAL_ANIMALS: Final = alternation({_plural(noun) for noun in _ANIMALS})
_CAPITAL_NAME: Final = r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]*"
# "I've adopted two kittens", "we got a pair of ferrets", "my neighbour got two goats":
# animals got together.
_GOT_SOME: Final = re.compile(
    rf"""(?<![\w'-])(?P<who>i|we|my\s+(?:[a-z][\w-]*\s+)?[a-z][\w-]*|(?-i:[A-Z])[\w'-]+)
    (?:['’]ve|\s+have|\s+has)?\s+(?:just\s+|finally\s+)?(?:got|adopted|rescued
    |bought|brought\s+home|taken\s+in|took\s+in)\s+(?:two|three|four|a\s+pair\s+of|[2-4])\s+
    (?:[a-z][\w-]*\s+){{0,2}}?(?P<noun>{_PLURAL_ANIMALS})(?![\w'-])""",
    re.IGNORECASE | re.VERBOSE,
)
# "They're called Quince and Sloe.", "We've named them Pip, Dot and Bramble.": their names,
# in a sentence of its own.
_THEY_CALLED: Final = re.compile(
    rf"""^(?P<lead>{_LEAD_WORDS})(?:they(?:['’]re|\s+are)\s+(?:called|named)
    |(?:i|we)(?:['’]ve|\s+have)?\s+(?:called|named)\s+them|their\s+names\s+are)\s+
    (?P<names>{_CAPITAL_NAME}(?:,\s+{_CAPITAL_NAME})*,?\s+and\s+{_CAPITAL_NAME})\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _some_called(sentence: str, before: str) -> str | None:
    """ "They're called Quince and Sloe." after "I've adopted two kittens" -> "My kittens
    are called Quince and Sloe.": the animals ``before`` says the speaker (or the one it
    names: "my neighbour got two goats") got, named together."""
    found = _THEY_CALLED.match(sentence)
    got = list(_GOT_SOME.finditer(before)) if found is not None else []
    if found is None or len(got) != 1:
        return None
    who = got[0].group("who")
    whose = {"i": "my", "we": "our"}.get(who.lower(), f"{who}'s")  # "my neighbour's"
    lead = found.group("lead")
    whose = whose if lead else whose[:1].upper() + whose[1:]
    noun = got[0].group("noun").lower()
    return f"{lead}{whose} {noun} are called {found.group('names')}."


def _one_got(sentence: str, before: str) -> str | None:
    """ "we got one on sunday, he's called Bhindi" after a sentence about "an axolotl" ->
    "we got an axolotl on sunday, ...": the one kind of animal ``before`` names."""
    found = _GOT_BARE_ONE.match(sentence)
    kinds = {m.group("noun").lower() for m in _ANIMAL_WORD.finditer(before)}
    if found is None or len(kinds) != 1:
        return None
    noun = kinds.pop()
    article = "an" if noun[:1] in "aeiou" else "a"
    return f"{found.group('lead')} {article} {noun}{sentence[found.start('rest') :]}"


def animal_got(text: str, earlier: str | None = None) -> str:
    """``text`` (one turn) with a sentence opening on an animal's kind alone that goes on
    to name it ("saluki from the rescue, she's called Wisp") said as the animal the
    speaker got ("We got a saluki from the rescue, ..."), when the turn or ``earlier``
    (the speaker's own turn before the prompt) says they got one ("we got a dog") or the
    sentence says they fetched it ("picked her up on Saturday", "from the rescue"). The
    naming clause is then read as for any animal just got."""
    if "call" not in text and "nam" not in text:
        return text
    sentences = _SENTENCES.split(text)
    for n, sentence in enumerate(sentences):
        if n and (one := _one_called(sentence, sentences[n - 1])) is not None:
            sentences[n] = one
            return " ".join(sentences)
        if n and (one := _one_got(sentence, sentences[n - 1])) is not None:
            sentences[n] = one
            return " ".join(sentences)
        if n and (some := _some_called(sentence, sentences[n - 1])) is not None:
            sentences[n] = some
            return " ".join(sentences)
        found = _BARE_ANIMAL.match(sentence)
        if found is None or _IMAGINED.search(sentence):
            continue
        said = [earlier or "", *sentences[:n], sentence]
        got = [m for s in said for m in _GOT_ONE.finditer(s)]
        if not got and _FETCHED.search(found.group("rest")) is None:
            continue
        who = "We" if got and got[-1].group("who").lower() == "we" else "I"
        noun = found.group("noun").lower()
        article = "an" if noun[:1] in "aeiou" else "a"
        head = f"{found.group('lead')}{who} got {article} {noun}"
        sentences[n] = head + sentence[found.end("noun") :]
        return " ".join(sentences)
    return text


def _fragment_named(sentence: str) -> str | None:
    """ "an old grey mare called Peggy, she's 19" -> "Peggy is an old grey mare. Peggy is
    19": the fragment says what the one named is."""
    found = _FRAGMENT.match(sentence)
    if found is None or not _AFTER_NAME.match(sentence, found.end()):
        return None
    name = found.group("name")
    what = f"{found.group('det')} {found.group('mods')}{found.group('noun')}".lower()
    return f"{name} is {what}" + _rest_about(name, None, sentence[found.end() :])


def _the_named(
    sentence: str, before: list[str], prompt: str | None, earlier: str | None
) -> str | None:
    """ "the farm's called Cwm Eithin, 180 hectares" -> "My farm is called Cwm Eithin. My
    farm is 180 hectares": a household thing the speaker calls "the", theirs unless the
    turn or the prompt gives it someone else."""
    found = _THE_CALLED.match(sentence)
    if found is None or not _AFTER_NAME.match(sentence, found.end()):
        return None
    noun = found.group("noun").lower()
    if noun not in _HOUSEHOLD:
        return None
    told = [(said, "turn") for said in before] + [(prompt or "", "prompt")]
    for said, where in [*told, (earlier or "", "turn")]:
        for mention in _MENTION.finditer(said):
            if mention.group("noun").lower() == noun and not _speakers(mention, said, where):
                return None  # "my sister got a farm", "Ana's farm": someone else's
    owner = "our" if re.search(r"\b(?:we|our|us)\b", " ".join(before), re.I) else "my"
    thing = f"{owner} {found.group('mods')}{noun}"
    now = "now " if found.group("now") else ""
    rest = sentence[found.end() :]
    said = f"{thing[:1].upper()}{thing[1:]} is {now}called {found.group('name')}"
    if (size := _SIZE.match(rest)) is not None:
        said += f". {thing[:1].upper()}{thing[1:]} is {size.group('size')}"
        rest = rest[size.end() :]
        rest = "" if rest.strip(" ,.") == "" or rest.lstrip().startswith(",") else rest
    return said + rest


def _speakers(mention: re.Match[str], said: str, where: str) -> bool:
    """Whether ``mention`` in ``said`` (the speaker's own words, or the ``"prompt"``) may
    be the speaker's: "the farm", "our farm", "I bought a farm", "your farm", "A farm!";
    not "my sister bought a farm" or "Ana's farm"."""
    det = " ".join(mention.group("det").lower().split())
    if det in {"the", "this", "that"}:
        return True
    lead = said[: mention.start()]
    if det.endswith(("a", "an")) and where == "prompt":
        return _YOU_GOT.search(lead) is not None or not re.split(r"[.!?]", lead)[-1].strip()
    if det.endswith(("a", "an")):
        return _GOT.search(lead) is not None
    return det == ("your" if where == "prompt" else "my") or det == "our"


def _pronoun_named(
    sentence: str, sentences: list[str], n: int, prompt: str | None, earlier: str | None
) -> str | None:
    """The naming clause ``sentence`` (``sentences[n]``) with its pronoun made the thing
    or animal it stands for; "" (dropped) for a naming verb whose object stays a pronoun;
    None when ``sentence`` is no such clause."""
    subject = _PRONOUN_CALLED.match(sentence)
    verb = _CALLED_PRONOUN.match(sentence) if subject is None else None
    found = subject or verb
    if found is None or not _AFTER_NAME.match(sentence, found.end()):
        return None
    whose = found.groupdict().get("whose")
    pronoun = {"his": "he", "its": "it"}.get(whose.lower(), "she") if whose else found["pron"]
    pronoun = pronoun.lower()
    thing = _thing_for(pronoun, sentences, n, prompt, earlier, lenient=verb is not None)
    name = found.group("name")
    rest = sentence[found.end() :]
    sex = {"he": "m", "him": "m", "she": "f", "her": "f"}.get(pronoun)
    if thing is None:
        if verb is None or any(_CHILD.search(t or "") for t in (*sentences, prompt, earlier)):
            return None  # a child may be the one named: :mod:`.kin` reads that
        return ""
    if verb is None or verb.group("who").lower() in {"i", "we"}:
        renamed = verb is not None and verb.group("verb").lower() == "renamed"
        now = "now " if renamed or (subject is not None and subject.group("now")) else ""
        said = f"{thing.said()[:1].upper()}{thing.said()[1:]} is {now}called {name}"
    else:
        who = verb.group("who")
        # "named our lamb Dolly", not "named our orphan lamb Dolly": a named subject's
        # naming clause reads a thing's noun with its owner
        named = f"{thing.owner} {thing.noun}"
        said = f"{who[:1].upper()}{who[1:]} {verb.group('verb').lower()} {named} {name}"
    if thing.the_at is not None:
        at, start, end = thing.the_at
        head, owner = sentences[at][:start], thing.owner
        if _ASIDE.fullmatch(head) and not _ASIDE_CLAUSE.search(head):
            # "correction from last time, the ferret is a girl": the aside says nothing
            head, owner = "", owner.capitalize()
        sentences[at] = f"{head}{owner}{sentences[at][end:]}"
    return said + _rest_about(name, sex, rest)


# A few words ahead of a sentence's subject, set off by a comma: "correction from last
# time, ...", "good news, ..."; not a clause of its own ("when we got back, ...").
_ASIDE: Final = re.compile(r"(?:[a-z]+\s+){0,4}[a-z]+,\s+", re.IGNORECASE)
_ASIDE_CLAUSE: Final = re.compile(
    r"\b(?:i|we|you|he|she|they|it|if|when|because|after|before|since|while|not|never)\b",
    re.IGNORECASE,
)


def _rest_about(name: str, sex: str | None, rest: str) -> str:
    """What follows a name given, made sentences of its own: "..., she's 19 and she
    bites" -> ". Peggy is 19. Peggy bites"; ", and the cat is horrified" -> ". the cat is
    horrified"."""
    if not rest.strip(" .!,;"):
        return rest
    parts = []
    goes_on_about = re.compile(_GOES_ON_ABOUT.format(name=re.escape(name)), re.IGNORECASE)
    while (goes_on := goes_on_about.match(rest)) is not None:
        said_sex = {"he": "m", "she": "f"}.get(goes_on.group("pron").lower())
        if sex is not None and said_sex is not None and said_sex != sex:
            break
        end = goes_on_about.search(rest, goes_on.end())
        clause = rest[goes_on.end() : end.start() if end else len(rest)]
        be = " is" if goes_on.group("be") else ""
        parts.append(f"{name}{be} {clause.strip()}")
        rest = rest[end.start() :] if end else ""
    tail = re.sub(r"^\s*(?:[,;]\s*)?(?:and\s+|but\s+|so\s+)?", "", rest)
    if tail.strip(" .!"):
        parts.append(tail)
    return "".join(f". {p.rstrip(' .')}" for p in parts) + ("." if parts else rest)


def _thing_for(
    pronoun: str,
    sentences: list[str],
    n: int,
    prompt: str | None,
    earlier: str | None,
    *,
    lenient: bool,
) -> _Thing | None:
    """The one thing or animal ``pronoun`` in ``sentences[n]`` stands for, with whose it
    is: the nearest sentence before it naming one, in the turn, then the prompt, then the
    speaker's turn before it. None when that sentence names several, a baby, or a
    person or another thing stands between (a naming verb, ``lenient``, passes over
    people: no grown-up is given a name)."""
    fits = _FITS[pronoun]
    sources = [(s, "turn", k) for k, s in reversed(list(enumerate(sentences[:n])))]
    sources += [(s, "prompt", -1) for s in reversed(_SENTENCES.split(prompt or "")) if s]
    sources += [(s, "earlier", -1) for s in reversed(_SENTENCES.split(earlier or "")) if s]
    for said, where, at in sources:
        mentions = [m for m in _MENTION.finditer(said) if m.group("noun").lower() in fits]
        if _BABY.search(said):
            return None
        if not mentions:
            if where == "prompt" and said.rstrip().endswith("?"):
                continue  # the other speaker's question: "Do you want some advice?"
            if pronoun in {"it", "they", "them"} and _other_it(said):
                return None
            if pronoun in {"he", "him", "she", "her"} and not lenient and _someone(said, pronoun):
                return None
            continue
        if len({m.group("noun").lower() for m in mentions}) != 1:
            return None  # "a dog and a cat": which, nothing says
        mention = mentions[-1]
        if no_one_to_name(said[: mention.end()]):
            return None
        if pronoun in {"it", "they", "them"} and _other_it(said[mention.end() :]):
            return None  # "a boat at the marina. It's called ...": the marina, maybe
        owner = _owner(mention, said, where, earlier)
        if owner is None:
            return None
        mods = " ".join(w for w in mention.group("mods").split() if w.lower() != "new")
        the_at = None
        if where == "turn" and mention.group("det").lower() == "the":
            the_at = (at, mention.start("det"), mention.end("det"))
        return _Thing(owner, mods, mention.group("noun").lower(), the_at)
    return None


_MALE: Final = MALE_KIN | word_set("man guy bloke lad boy he him", None)
_FEMALE: Final = FEMALE_KIN | word_set("woman lady lass girl she her", None)


def has_name(who: str) -> bool:
    """Whether ``who`` (the one a naming clause would name) has a name already: "my
    cousin Raf. She's called Dolores" names something, or someone, else."""
    return any(word[:1].isupper() for word in who.split()[1:])


_CALLED_OPENING: Final = re.compile(
    r"^(?P<pron>he|she)(?:'s|’s|\s+is)\s+(?:called|named)\s", re.IGNORECASE
)


def named_again(person: str, sentence: str, before: str) -> bool:
    """Whether ``sentence`` opens by giving a name to a "he"/"she" that ``person`` (the
    one person ``before``, the sentence before, names) may not be: being named already
    ("I met Jo. She's called Maud"), or beside an animal or a thing it may be as well
    ("My partner bought a boat. She's called Wren")."""
    opening = _CALLED_OPENING.match(sentence)
    if opening is None:
        return False
    fits = _FITS[opening.group("pron").lower()]
    return any(word[:1].isupper() for word in person.split()) or any(
        m.group("noun").lower() in fits for m in _MENTION.finditer(before)
    )


def is_thing(phrase: str) -> bool:
    """Whether ``phrase`` ("a sailing dinghy", "the band") ends on a thing, not an animal
    or a person, that may be given a name: one the speaker only saw ("we went to see a
    band") is not theirs to name, where an animal they foster or walk may be."""
    words = phrase.split()
    return bool(words) and words[-1].lower() in VEHICLES | _VENTURES


def got_by_speaker(before: str, thing: str) -> bool:
    """Whether ``before`` says the speaker got or has ``thing`` ("a boat" in "I've
    bought a boat"), rather than only meeting it ("we went to a little island")."""
    at = before.lower().find(thing.lower())
    return at >= 0 and _GOT.search(before[:at]) is not None


def _someone(said: str, pronoun: str) -> bool:
    """Whether ``said`` names a person ``pronoun`` could be ("my brother-in-law" is no
    "she")."""
    other = _FEMALE if pronoun in {"he", "him"} else _MALE
    return any(p.group().lower() not in other for p in _PEOPLE.finditer(said))


def _other_it(said: str) -> bool:
    """Whether ``said`` names a thing "it" could be, other than a person or a time."""
    for other in _OTHER_IT.finditer(said):
        noun = other.group("noun").lower()
        if noun not in RELATIVES and noun not in _NOT_IT_NOUNS and not _PEOPLE.fullmatch(noun):
            return True
    return False


_NOT_IT_NOUNS: Final = word_set(
    """week weekend day morning afternoon evening night time year month moment while bit
    lot end start way news""",
    None,
)


_KIND_OF: Final = re.compile(r"\b(?:a|an)\s+$", re.IGNORECASE)


def _owner(mention: re.Match[str], said: str, where: str, earlier: str | None) -> str | None:
    """Whose the thing ``mention`` (in ``said``, from the ``where`` source) is, as the
    speaker would say it ("my", "our", "Ana's"), or None when nothing says."""
    det = " ".join(mention.group("det").lower().split())
    noun = mention.group("noun").lower()
    if det.endswith(("'s", "’s")):
        owner = mention.group("det").replace("’", "'")
        if (
            not owner[:1].isupper()
            or owner[:-2].lower() in {"it", "that", "there", "he", "she"}
            or _KIND_OF.search(said[: mention.start()])
        ):
            return None  # "a Hermann's tortoise": a kind, no owner
        return owner
    if where == "turn" or where == "earlier":
        if det in {"my", "our"}:
            return det
        if det in {"his", "her", "their", "your", "this", "that"}:
            return None
        got = _GOT.search(said[: mention.start()])
        if det.endswith(("a", "an")) and got is not None:
            return "my" if got.group("who").lower() == "i" else "our"
        if det == "the" and where == "turn" and noun in _HOUSEHOLD:
            return "our" if re.search(r"\b(?:we|us|our)\b", said, re.I) else "my"
        return None
    # the prompt: the other speaker's words
    if det == "your" or _YOU_GOT.search(said[: mention.start()]):
        return "my"
    if det in {"a", "an", "the"} and earlier:
        for own in _MENTION.finditer(earlier):
            if own.group("noun").lower() != noun:
                continue
            own_det = own.group("det").lower()
            if own_det in {"my", "our"}:
                return own_det
            got = _GOT.search(earlier[: own.start()])
            if got is not None:
                return "my" if got.group("who").lower() == "i" else "our"
    return None


# "We've got a puppy! A Glen of Imaal terrier called Biscotti. We paid six hundred and
# fifty pounds for her.": the price of the one animal just got, named for who it is.
_PAID_FOR_PRONOUN: Final = re.compile(
    r"\b(?:paid|spent|gave)\b[^.!?;]*?\bfor\s+(?P<pronoun>her|him)(?=\s*[.!]*\s*$)",
    re.IGNORECASE,
)
_CALLED_NAME: Final = re.compile(rf"\b(?:called|named)\s+{_GIVEN_NAME}", re.VERBOSE)


def paid_for_named(text: str) -> str:
    """``text`` (one turn) with the "her" or "him" a price was paid for said as the one
    animal the speaker just got in the two sentences before: its name when it was given
    one ("... called Biscotti. We paid 650 pounds for her." -> "... for Biscotti."), else
    "the <kind>"; as it was when those sentences got no animal, or name or got several."""
    if "for h" not in text.lower():
        return text
    sentences = _SENTENCES.split(text)
    for n, sentence in enumerate(sentences):
        found = _PAID_FOR_PRONOUN.search(sentence)
        if not n or found is None:
            continue
        before = " ".join(sentences[max(0, n - 2) : n])
        if _GOT_ONE.search(before) is None:
            continue
        names = {m.group("name") for m in _CALLED_NAME.finditer(before)}
        kinds = {m.group("noun").lower() for m in _ANIMAL_WORD.finditer(before)}
        if len(names) == 1 and kinds:
            who = names.pop()
        elif not names and len(kinds) == 1:
            who = f"the {kinds.pop()}"
        else:
            continue
        at = found.start("pronoun")
        sentences[n] = sentence[:at] + who + sentence[found.end("pronoun") :]
        return " ".join(sentences)
    return text

"""Things with a name of their own as the subject: "the Marigold got new sails on Friday".

A boat, a car or a van that its people call by a name ("an old ketch, the Marigold", "a
blue 2012 Fiat Panda", "we sold the Panda") is told of as a person is: "the Marigold got
new sails on Friday" is news of the household as much as "Tomas got a new job". The name
is a thing's only when the document shows it so (:func:`attested_things`): set beside a
thing ("a ketch, the Marigold"), with a colour or a year before it ("a red 1998 Saab"),
driven, sailed or sold ("sailing the Marigold"), or had ("our Panda"). Such a name
opening a sentence after "the" is read as a name (:func:`things_opening`), so the
named-subject rules read what happened to it, and the fact gets its "the" back
(:func:`the_thing_named`): "The Marigold got new sails on 12 April 2024."

A thing the speaker has shown to be theirs ("my van", "our allotment club", "I bought a
caravan") and then tells of as "the van" is theirs too (:func:`owned_before`): "the van
broke down on the way to Leeds" is "my van broke down ...", as "the van failed its MOT"
is read by :func:`.checks.owned_checked`. Only a kind of thing a household owns or belongs
to counts, and only when that speaker said it was theirs: "the bus broke down" and "the
café shut" stay as they were.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from .lexicon import (
    COLOURS,
    IRREGULAR_PAST,
    KIN_EXTRA,
    OFFICES,
    PETS,
    RELATIVES,
    ROLES,
    VEHICLES,
    alternation,
    word_set,
)

__all__ = [
    "attested_things",
    "owned_before",
    "parts_owned",
    "remembered_things",
    "the_thing_named",
    "things_opening",
]

# A name: capitalised, then lower case (not "BBC", not "I").
_NAME: Final = r"(?-i:[A-Z][a-zà-ÿ][\wà-ÿ-]*)"
_COLOURS: Final = f"(?:{alternation(COLOURS)})"
_PAST: Final = alternation(IRREGULAR_PAST)
# Words before a name that make it no thing's: "the Netherlands", "our Lord".
_NOT_THINGS: Final = word_set(
    """lord|god|queen|king|pope|president|prime|mayor|netherlands|hague|north|south|east|west
    |met|beatles|news|times|guardian|internet|web|moon|sun|earth|bible|church|army|navy|police
    |government|council|state|city|republic|union|kingdom|alps|highlands|lakes|channel|isle"""
)
_ATTESTED: Final = re.compile(
    rf"""
    # "an old ketch, the Marigold,", "our boat, the Wetterhin,": a name set beside a thing
    # (not "read about a boat, the Endeavour": a thing only heard of)
    (?<!\babout\s)(?<!\bof\s)(?<!\blike\s)\b(?:a|an|my|our)\s+(?:[\w'-]+\s+){{0,3}}?[\w'-]+,\s+the\s+(?P<beside>{_NAME})(?=\s*[,.;:!?)]|\s*$)
    # "a red 1998 Saab", "The green Suzuki Jimny": a colour or a year, then the make
    |\b(?:a|an|the|my|our)\s+(?:(?:new|old|little|battered|shiny|second-hand|used|lovely)\s+)?
    (?:{_COLOURS}\s+(?:(?:19|20)\d\d\s+)?|(?:19|20)\d\d\s+)
    (?:{_NAME}\s+)?(?P<made>{_NAME})\b
    # "sailing the Marigold", "we sold the Panda": what only one's own thing undergoes (not
    # "we rode the Tube", "aboard the Endeavour": a ride on anyone's)
    |\b(?:driv(?:e|es|ing|en)|drove|sail(?:s|ing|ed)?|rac(?:e|es|ing|ed)
    |sold|sell(?:s|ing)?|bought|buy(?:s|ing)?|park(?:s|ed|ing)?|tow(?:s|ed|ing)?
    |launch(?:es|ed|ing)?|moor(?:s|ed|ing)?|insur(?:e|es|ed|ing)|repaint(?:s|ed|ing)?
    |servic(?:e|es|ed|ing)|scrap(?:s|ped|ping)?)\s+the\s+(?P<used>{_NAME})\b
    # "we took the Dolphin out", "Is the Corsa fixed yet?": taken out, mended
    |\b(?:take|takes|took|taking|taken)\s+the\s+(?P<out>{_NAME})\s+out\b
    |\bthe\s+(?P<mended>{_NAME})\s+(?:(?:is|was|been|got|get|gets)\s+)?(?:fixed|repaired|mended)\b
    # "our Panda is fine": a name had as a thing is had (not "my Mum", "our Lord")
    |\b(?:my|our)\s+(?P<had>{_NAME})\s+(?:is|was|has|had|needs|needed|broke|got)\b
    """,
    re.IGNORECASE | re.VERBOSE,
)
# "And the Marigold lost her mast on Friday": "the" and a name, opening a sentence on what
# befell it (people go without "the"; "the Beatles", plural, stay out, not "the
# Albatross"). A thing's name only when earlier sessions made it known: not "The Hulk
# smashed everything", "The Tube stopped at Bank".
_OPENING: Final = re.compile(
    rf"""(?:^|(?<=[.!?:])\s+)(?:(?:and|so|also|but|oh|well|then)\s+)?the\s+(?P<opening>{_NAME})
    (?<![^s]s)\s+(?:(?:has|had|have|just|finally|also)\s+)*(?:[a-z]+ed|{_PAST}|gone|been)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_THE_NAME: Final = r"(?P<the>the)\s+(?P<name>{names})\b(?!['’]s\b)(?=\s+[a-z])"
_LEAD: Final = r"(?:^|(?<=[.!?:])\s+)(?:(?:and|so|also|oh|well|but|anyway|then|now),?\s+){0,2}"


# "our Amani was the hippo; he roared": "he" opening the next clause of the same sentence
# (not "; he sailed her": the boat, sailed)
_HE_AFTER: Final = re.compile(
    r"[^.!?]*?[;,]\s*(?:and\s+)?(?:he|he['’]s)\s+(?![a-z]+\s+her\b)", re.IGNORECASE
)


def attested_things(texts: Iterable[str], known: frozenset[str] = frozenset()) -> frozenset[str]:
    """The capitalised words ``texts`` (a document's turns) show to be a thing's name
    ("an old ketch, the Marigold" -> "Marigold"), and the ``known`` names (from earlier
    sessions) opening a sentence after "the" ("And the Wetterhin got a new mast")."""
    found: set[str] = set()
    for text in texts:
        for match in _ATTESTED.finditer(text):
            name = next(group for group in match.groups() if group is not None)
            if match.group("had") and _HE_AFTER.match(text[match.end() : match.end() + 120]):
                continue  # "our Amani was the hippo; he roared": a child of the family
            if name.lower() not in _NOT_THINGS and name.lower() not in RELATIVES:
                found.add(name)
        found |= {m.group("opening") for m in _OPENING.finditer(text)} & known
    return frozenset(found)


def things_opening(text: str, things: frozenset[str]) -> str:
    """``text`` (one turn) with "the" left off a thing's name that opens a sentence, so
    the name reads as a subject: "And the Marigold got new sails" -> "And Marigold got
    new sails" (:func:`the_thing_named` puts it back on the fact)."""
    if not things:
        return text
    pattern = re.compile(_LEAD + _THE_NAME.format(names=alternation(things)), re.IGNORECASE)
    return pattern.sub(lambda m: m.group(0)[: m.start("the") - m.start()] + m.group("name"), text)


def the_thing_named(fact: str, things: frozenset[str]) -> str:
    """``fact`` with "The" back before a thing's name that opens it: "Marigold got new
    sails ..." -> "The Marigold got new sails ..."."""
    first = fact.split(" ", 1)[0]
    if first in things or (first.endswith(("'s", "’s")) and first[:-2] in things):
        return f"The {fact}"
    return fact


# Kinds of thing a household owns, keeps or belongs to: a vehicle, a boat, a home, a pet,
# a business, a club.
THINGS: Final = (
    PETS
    | VEHICLES
    | word_set(
        """house|flat|cottage|bungalow|cabin|chalet|farm|farmhouse|barn|shed|roof|garden
    |allotment|plot|greenhouse|workshop|studio|shop|bakery|cafe|café|pub|restaurant|stall
    |business|company|firm|club|society|choir|band|team|crew|squad|cooperative|co-op
    |association|orchestra|pig|pigs|sow|cow|cows|sheep|ewe|ram|hens|chooks|bees|hive
    |laptop|computer|phone|tablet|website"""
    )
)
_THING: Final = alternation(THINGS)
# What one is in a club or a business ("I'm treasurer of ..."), not where one is ("I'm sat
# in the pub", "I'm waiting at the cafe").
_MEMBER_ROLES: Final = (
    ROLES
    | OFFICES
    | word_set(
        """member|head|owner|co-owner|founder|leader|organiser|organizer|conductor|skipper
        |trustee|patron|volunteer|part|manageress|proprietor|landlord"""
    )
)
# People whose thing "my sister's van", "my sisters van", "my friend's cafe" is.
_PEOPLE: Final = alternation(RELATIVES | KIN_EXTRA | ROLES)
# "my van", "I joined a rowing club", "I'm treasurer of the allotment society": the thing
# the speaker says is theirs, to its last noun ("allotment society", not "allotment").
_OWN_THING: Final = re.compile(
    rf"""\b(?:(?:my|our)\s+|(?:i|we)(?:['’]ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:bought|got
    |joined|run|own|built|adopted|opened)
    \s+(?:a|an|the)\s+|i['’]m\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+)??
    (?:{alternation(_MEMBER_ROLES)})\s+(?:of|at|in|for)\s+the\s+)
    (?P<what>(?:(?!(?:{_PEOPLE})s?\b|[\w-]+['’]s\b)[\w-]+\s+){{0,2}}?(?P<noun>{_THING}))\b
    (?!\s+(?:{_THING})\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def _as_said(memory: str, speaker: str | None) -> str:
    """A memory about ``speaker`` as they would say it: "Ola's van is red" -> "my van is
    red", "Ola is chair of the bowls club" -> "I'm chair of the bowls club"."""
    who = re.escape(speaker or "the user")
    said = re.sub(rf"^{who}['’]s\s", "my ", memory, flags=re.IGNORECASE)
    said = re.sub(rf"^{who}\s+is\s", "I'm ", said, flags=re.IGNORECASE)
    return re.sub(rf"^{who}\s", "I ", said, flags=re.IGNORECASE)


def owned_things(said: Iterable[str]) -> frozenset[str]:
    """The things ``said`` (one speaker's words) calls theirs: "my van", "I joined a
    rowing club" -> {"van", "rowing club"}."""
    found = (m.group("what") for text in said for m in _OWN_THING.finditer(text))
    return frozenset(" ".join(what.lower().split()) for what in found)


def remembered_things(remembered: Iterable[str], speaker: str | None) -> frozenset[str]:
    """The things memories about ``speaker`` say are theirs ("Ola's van is red" -> "van")."""
    return owned_things(_as_said(memory, speaker) for memory in remembered)


def owned_before(text: str, own_turns: Iterable[str], remembered: frozenset[str]) -> str:
    """``text`` (one turn) with "the <thing>" opening a sentence read as "my <thing>"
    when the speaker, in ``own_turns`` (their earlier turns), earlier in this one or in
    a memory about them (``remembered``, from :func:`remembered_things`), called that
    thing theirs: "my van" ... "the van broke down on Friday" -> "my van broke down on
    Friday"."""
    owned = owned_things([*own_turns, text]) | remembered
    if not owned:
        return text
    nouns = {what.rsplit(" ", 1)[-1] for what in owned}
    pattern = re.compile(
        rf"{_LEAD}(?P<the>the)\s+(?P<what>(?:[\w-]+\s+){{0,2}}?(?:{alternation(nouns)}))"
        r"(?=\s+(?:(?:has|had|have|is|was|were|just|finally)\s+)*"
        rf"(?:[a-z]+ed|{_PAST}|gone|been|needs)\b)",
        re.IGNORECASE,
    )

    def mine(match: re.Match[str]) -> str:
        what = " ".join(match.group("what").lower().split())
        # "the church choir" after "my choir" may be another; "the dog bit Tom, the
        # neighbour's dog I mean": the sentence says whose it is
        if not any(what == had or had.endswith(" " + what) for had in owned) and (
            what not in nouns
        ):
            return match.group(0)
        noun = what.rsplit(" ", 1)[-1]
        rest = re.split(r"[.!?](?:\s|$)", text[match.end() :], maxsplit=1)[0]
        if re.search(
            rf"\b(?:his|her|their|your|[\w-]+['’]s?)\s+(?:[\w-]+\s+)?{re.escape(noun)}\b",
            rest,
            re.IGNORECASE,
        ):
            return match.group(0)
        whose = "My" if match.group("the")[0].isupper() else "my"
        return (
            match.group(0)[: match.start("the") - match.start()]
            + whose
            + match.group(0)[match.end("the") - match.start() :]
        )

    return pattern.sub(mine, text)


# What a car or a boat has that wears out: "the clutch went", "the mast snapped".
_PARTS: Final = word_set(
    """silencer|exhaust|dynamo|alternator|clutch|gearbox|battery|brakes|engine|radiator
    |starter motor|head gasket|timing belt|cambelt|fan belt|tyre|tire|windscreen|windshield
    |wing mirror|suspension|axle|mast|boom|sail|sails|rudder|keel|hull|outboard|propeller
    |bilge pump|tiller|gear stick|handbrake|headlight|wiper|wipers|fuel pump|water pump"""
)
_PART_OPENING: Final = re.compile(
    rf"{_LEAD}(?P<the>the)\s+(?P<part>{alternation(_PARTS)})\s+(?=(?:[a-z]+ed|went|fell|blew"
    r"|broke|gave|died|snapped|split|cracked|seized|packed|has|had|is|was)\b)",
    re.IGNORECASE,
)


# "Not mine, Bob's.": the speaker says the thing asked of is someone else's.
_DISOWNED: Final = re.compile(
    r"\b(?:not|isn['’]t|wasn['’]t)\s+(?:mine|ours|my|our)\b"
    r"|\b(?:his|hers|theirs|(?-i:[A-Z])[\w-]*['’]s)(?=\s*(?:[.,;:!?)]|$))",
    re.IGNORECASE,
)


def _vehicle(said: str, things: frozenset[str], asked: bool = False) -> str | None:
    """The vehicle ``said`` last names, if it is a thing the chat shows as one ("the
    Panda" -> "Panda") or the speaker's own ("my van" -> "my van", or in the question
    ``asked`` of them, "your boat" -> "my boat"); None when the last one named is someone
    else's ("Bob's van", the asker's "my van", "your van" told to another) or no vehicle."""
    nouns = alternation(VEHICLES)
    found = list(
        re.finditer(
            rf"\b(?:the\s+(?P<name>{_NAME})\b|(?P<whose>my|our|your|his|her|their"
            rf"|(?!(?:how|what|who|where|it|that|there|here|he|she|let)['’]s)[\w-]+['’]s)\s+"
            rf"(?:[\w-]+\s+)?(?P<noun>{nouns})\b)",
            said,
            re.IGNORECASE,
        )
    )
    for match in reversed(found):
        name = match.group("name")
        if name is not None:
            if name in things:
                return name
            continue
        whose = match.group("whose").lower()
        if whose not in ({"your"} if asked else {"my", "our"}):
            return None
        return f"{'our' if whose == 'our' else 'my'} {match.group('noun').lower()}"
    return None


_NEAR: Final = 300


def parts_owned(
    text: str, prompt: str | None, things: frozenset[str]
) -> tuple[str, frozenset[str]]:
    """``text`` (one turn) with a part of the car or boat the turn or its prompt just
    named told as that vehicle's: "Still driving the Panda?" - "Yes. The clutch went on
    Monday" -> "Yes. Panda's clutch went on Monday" (:func:`the_thing_named` puts "The"
    back); "my van" ... "the exhaust fell off" -> "my van's exhaust fell off". With it,
    the names of things it read so (a name now, as "Panda")."""
    used: set[str] = set()

    def owned(match: re.Match[str]) -> str:
        # the vehicle is named just before (a window, so a long turn is not read again
        # from its start at every part)
        before = text[max(0, match.start("the") - _NEAR) : match.start("the")]
        vehicle = _vehicle(before, things)
        if vehicle is None and prompt and not _DISOWNED.search(before):
            vehicle = _vehicle(prompt[-_NEAR:], things, asked=True)
        if vehicle is None:
            return match.group(0)
        lead = match.group(0)[: match.start("the") - match.start()]
        if vehicle[:1].isupper():
            used.add(vehicle)
        elif match.group("the")[0].isupper():
            vehicle = vehicle.capitalize()
        return f"{lead}{vehicle}'s {match.group('part')} "

    return _PART_OPENING.sub(owned, text), frozenset(used)

"""A "we" that means the speaker and the one person they just paired themselves with, or
the team a fan supports.

"Rochelle and I are separating. we told our daughter on friday": the "we" is Rochelle and
the speaker, and a memory that says "Zeke and others told ..." loses who. When a turn
pairs its speaker with exactly one person ("Rochelle and I", "me and Priya", "my wife
and I") and then says "we" as the subject of a later clause, that "we" is written as the
pair ("Rochelle and I told ..."), which the third-person rewrite then reads as
"Rochelle and Zeke". Two different partners in the turn ("Priya and I went to Lisbon,
and Tom and I went to Porto. we ..."), or a "we" before the pair is named, stay as said.
A "we" said out after its clause ("We play in a ceilidh band, me and some friends from
work") is the speaker with them (:func:`we_listed`). A fan's "we" with a result after
"I support Arsenal" ("We lost to Chelsea on Sunday") is the team (:func:`we_the_team`).

A turn that pairs no one before its "we" is read on its finished facts
(:func:`who_we_are`, :func:`we_named`): "<speaker> and others" becomes the one partner of
the speaker's own turn before the reply ("Jess and I broke up." - "What happened?" - "We
wanted different things": "Jess and Marcus wanted ..."), or the one group the speaker said
they belong to, in the turn, that turn or the question ("I joined a band. We play folk",
"Did you join that choir?" - "We sing on Thursdays": "Ffion and their band play folk"). A
group left ("I quit the band") or two groups named leave the "we" as it was.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Final

from .lexicon import GROUPS, IRREGULAR_PAST, RELATIVES, ROLES, YOU, alternation, word_set

__all__ = [
    "couple_we",
    "partner_named",
    "we_listed",
    "we_named",
    "we_the_pair",
    "we_the_team",
    "who_we_are",
]

_PARTNER_WORDS: Final = alternation(RELATIVES | ROLES | {"friend", "mate", "flatmate"})
_PARTNER: Final = rf"(?:(?-i:[A-Z])[\w'-]+|my\s+(?:best\s+|new\s+|old\s+)?(?:{_PARTNER_WORDS}))"
_PAIRED: Final = re.compile(
    rf"(?<![\w'-])(?:(?P<before>{_PARTNER})\s+and\s+(?:I|me)|(?:me|I)\s+and\s+(?P<after>{_PARTNER}))"
    r"(?![\w'-])",
    re.IGNORECASE,
)
# "we" opening a clause: the turn's start, after a sentence end, a comma, a dash or a
# joining word. "we'd" (had or would?) is left alone.
_WE_SUBJECT: Final = re.compile(
    r"(?:^|(?<=[.!?;,:]\s)|(?<=\s[–—-]\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bso\s)|(?<=\bthen\s))"
    r"(?P<we>we)(?:(?P<verb>'re|'ve|'ll|’re|’ve|’ll)|(?=\s+[a-z]))(?![\w'’-])",
    re.IGNORECASE,
)
_CONTRACTED: Final = {"'re": " are", "'ve": " have", "'ll": " will"}


# "I support Arsenal": the team a fan's "we" is.
_SUPPORTS: Final = re.compile(
    r"""\bI\s+support\s+(?P<team>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+){0,2})
    (?=\s*[,.;!]|\s+(?:and|but|so)\b)""",
    re.VERBOSE,
)
# Someone else's team in the same turn ("my wife supports Hull"): whose "we", unclear.
_OTHER_SUPPORTS: Final = re.compile(r"\b(?:supports|follows)\b", re.IGNORECASE)
# Another side the speaker plays for, named after the team they support ("my work team",
# "our five-a-side", "the pub quiz").
_OTHER_SIDE: Final = re.compile(
    r"""\b(?:my|our|the)\s+(?:[\w'-]+\s+){0,2}?(?:team|side|squad|club|quiz|five-a-side)\b""",
    re.IGNORECASE,
)
# A fan's "we" with a result: "We lost to Chelsea on Sunday", "we beat them 3-0".
_WE_RESULT: Final = re.compile(
    r"""(?:^|(?<=[.!?;,]\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bso\s))(?P<we>we)\s+
    (?=(?:(?:finally|just|actually)\s+)?(?:(?:lost|won)(?=\s+(?:to\b|\d|again\b|at\s+home\b
    |away\b|on\s+penalties\b|(?:the|our|their)\s+(?:\w+\s+)?(?:match|game|league|cup|derby
    |final|title|tie|semi|semis|semi-final|replay)\b)|\s*[.!,;]|\s*$)
    |beat|drew|thrashed|got\s+knocked|got\s+relegated|got\s+promoted)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def we_the_team(text: str) -> str:
    """``text`` with a "we" that reports a result after "I support Arsenal" (one team in
    the turn) written as the team: "Arsenal lost to Chelsea", not "<S> and others lost"."""
    found = list(_SUPPORTS.finditer(text))
    if len({m.group("team") for m in found}) != 1 or _OTHER_SUPPORTS.search(text):
        return text
    at = found[0].end()
    if _OTHER_SIDE.search(text, at):
        return text  # "My work team played last night and we lost 5-0": the other side's "we"
    return text[:at] + _WE_RESULT.sub(f"{found[0].group('team')} ", text[at:])


def _pairs(text: str, names: Collection[str]) -> tuple[set[str], int | None, str]:
    """The partners ``text`` pairs its speaker with ("Rochelle and I", "me and my wife"),
    lower-cased; the end of the first pairing; the first partner as said."""
    partners: set[str] = set()
    first_end: int | None = None
    said = ""
    for match in _PAIRED.finditer(text):
        partner = match.group("before") or match.group("after")
        relative = partner.lower().startswith("my ")
        if not relative and partner not in names:
            continue
        partners.add(partner.lower())
        if first_end is None:
            first_end = match.end()
            said = partner
    return partners, first_end, said


def _we_written(text: str, pair: str) -> str:
    """``text`` with each subject "we" written as "<pair> and I"."""

    def replaced(match: re.Match[str]) -> str:
        verb = _CONTRACTED.get((match.group("verb") or "").replace("’", "'"), "")
        opening = match.group("we")[:1].isupper()
        who = pair[:1].upper() + pair[1:] if opening else pair
        return f"{who} and I{verb}"

    return _WE_SUBJECT.sub(replaced, text)


# A group the speaker belongs to: "I joined a running club", "I'm in a band", "my choir",
# "our book club", and in the other's question "your band", "that running club" (asked
# about by its speaker's friend: "Did you join that running club?").
_GROUP_WORDS: Final = alternation(GROUPS)
_GROUP_OWN: Final = re.compile(
    rf"""(?:\b(?:joined|join|joining|in|started)\s+(?:a|an|the|this|that|our)\s+|\b(?:my|our)\s+)
    (?P<kind>(?:(?!(?:and|or|but|with|the|a|an)\b)[a-z][\w'-]*\s+){{0,2}}(?:{_GROUP_WORDS}))\b""",
    re.IGNORECASE | re.VERBOSE,
)
_GROUP_ASKED: Final = re.compile(
    rf"""\b(?:your|that|the)\s+
    (?P<kind>(?:(?!(?:and|or|but|with|the|a|an)\b)[a-z][\w'-]*\s+){{0,2}}(?:{_GROUP_WORDS}))\b""",
    re.IGNORECASE | re.VERBOSE,
)
_GROUP_ANY: Final = re.compile(rf"\b(?:{_GROUP_WORDS})\b", re.IGNORECASE)
# A group left or lost: its "we" may be the speaker's household, not the group.
_GROUP_LEFT: Final = re.compile(
    r"\b(?:quit|quitting|left|leave|leaving|split|broke\s+up|disbanded|folded|closed)\b",
    re.IGNORECASE,
)


def _group_named(text: str, prompt: str | None, before: str | None) -> str | None:
    """The one group the speaker said they belong to, in this turn before its first "we",
    in their turn before the question or in the question asked them ("my running club");
    None when none or more than one is named, or a group is left."""
    we = _WE_SUBJECT.search(text)
    if we is None:
        return None
    kinds: set[str] = set()
    places = [text[: we.start()]]
    if before is not None:
        places.append(before)
    for place in places:
        kinds |= {m.group("kind").lower() for m in _GROUP_OWN.finditer(place)}
    if prompt is not None and YOU.search(prompt):
        kinds |= {m.group("kind").lower() for m in _GROUP_ASKED.finditer(prompt)}
    every = " ".join([text, prompt or "", before or ""])
    if len(kinds) != 1 or _GROUP_LEFT.search(every) or _PAIRED.search(every):
        return None
    if len({m.group().lower() for m in _GROUP_ANY.finditer(every)}) > 1:
        return None  # "I'm in a choir and a book club": either
    return "my " + next(iter(kinds))


def we_the_pair(text: str, names: Collection[str]) -> str:
    """``text`` with each subject "we" after its one "<someone> and I" written as that pair;
    ``text`` itself when the turn pairs the speaker with no one, or with two people.
    ``names``: the names the document attests, so "Sunday and I" pairs with no one."""
    partners, first_end, said = _pairs(text, names)
    if first_end is None or len(partners) != 1:
        return text
    pair = said if not said.lower().startswith("my ") else "my" + said[2:]
    return text[:first_end] + _we_written(text[first_end:], pair)


# "We're the Pogodno Seals, a team of twelve", "we're called Low Tide Static": the "we" is
# a group that the turn names. The name is "the" and capitalised words, or two or more
# capitalised words, ending the clause ("We're the Smiths" but not "We're Man United fans").
_CAP: Final = r"(?-i:[A-Z])[\w'’-]+"
_WE_CALLED: Final = re.compile(
    rf"""(?<![\w'’-])we(?:'re|’re|\s+are)\s+(?:(?:now|still|called|known\s+as)\s+)*
    (?P<name>(?-i:the)\s+{_CAP}(?:\s+{_CAP}){{0,3}}|{_CAP}(?:\s+{_CAP}){{1,3}})
    (?=\s*[,.;:!?–—]|\s+(?:and|but|now|too)\b|\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)


def _only(found: set[str]) -> str | None:
    """The one name in ``found``; None when there are none or several to choose from."""
    return next(iter(found)) if len(found) == 1 else None


def _group_called(text: str) -> str | None:
    """The one name the turn gives its "we" ("We're the Malvern Mousetraps"), or None."""
    called = {m.group("name") for m in _WE_CALLED.finditer(text)}
    return _only(called)


# The speaker's partner, named: "my girlfriend, Esperanza", "my husband Tomas", "Nives and
# I are together now", "I've met someone. Her name is Temitope" (read by then as "I've met
# Temitope."), and in the question
# "Who's the new man?" - "Iestyn, a sheep shearer from Bala.".
_PARTNER_KIN: Final = (
    r"(?:wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|other\s+half|missus|hubby)"
)
_PARTNER_NAMED: Final = re.compile(
    rf"""\b(?i:my)\s+(?:new\s+)?{_PARTNER_KIN},?\s+(?P<a>{_CAP})(?![\w'’-])
    |(?<![\w'’-])(?P<b>{_CAP}),?\s+(?i:my)\s+(?:new\s+)?{_PARTNER_KIN}\b
    |(?<![\w'’-])(?P<c>{_CAP})\s+and\s+I(?:\s+are|\s+got|\s+have\s+been|['’]ve\s+been)\s+
    (?:(?:now|finally|officially|back)\s+)*(?:together|engaged|married|dating|a\s+couple
    |seeing\s+each\s+other|back\s+together)\b
    |\bI(?:'m|’m|\s+am)\s+(?:now\s+)?(?:seeing|dating|engaged\s+to|married\s+to|going\s+out\s+with)
    \s+(?P<d>{_CAP})(?![\w'’-])
    |\bI(?:'ve|’ve|\s+have)\s+met\s+(?P<e>{_CAP})(?=\s*[.!])""",
    re.VERBOSE,
)
_SOMEONE_MET: Final = re.compile(
    r"\b(?:met|meeting|seeing|dating)\s+someone\b|\bnew\s+(?:man|woman|guy|girl|fella|boyfriend"
    r"|girlfriend|partner|love)\b|\blucky\s+(?:man|woman|guy|girl|fella)\b"
    r"|\bmystery\s+(?:man|woman|guy|girl|fella|bloke|date|lover)\b|\bspecial\s+someone\b",
    re.IGNORECASE,
)
_NAME_IS: Final = re.compile(rf"\b(?i:her|his|their)\s+(?i:name)(?:'s|’s|\s+is)\s+(?P<name>{_CAP})")
_OPENING_NAME: Final = re.compile(
    rf"^(?P<name>(?!(?-i:[A-Z])[a-z]+ly\b|Well\b|Oh\b|Ah\b|Yes\b|No\b){_CAP})(?:(?P<a>,\s+an?\s)|(?=\s*[,.!]))"
)


def partner_named(text: str, prompt: str | None, names: Collection[str]) -> str | None:
    """The one partner the speaker names in ``text`` ("my girlfriend, Esperanza"; "I've met
    someone. Her name is Temitope"; "Who's the new man?" - "Iestyn, a shearer."), or None
    when none or two are named."""
    found = {
        who
        for m in _PARTNER_NAMED.finditer(text)
        if (who := next(w for w in m.groups() if w is not None)) in names
    }
    if _SOMEONE_MET.search(text) or (prompt is not None and _SOMEONE_MET.search(prompt)):
        found |= {m.group("name") for m in _NAME_IS.finditer(text) if m.group("name") in names}
    if prompt is not None and _SOMEONE_MET.search(prompt):
        opening = _OPENING_NAME.match(text)
        if opening is not None and (opening.group("name") in names or opening.group("a")):
            found.add(opening.group("name"))  # "Iestyn, a sheep shearer": who, told
    return _only(found)


# "Congratulations to you and Briony!", "How did you and Erlend meet?": the "we" that
# answers is the speaker and the one person the question paired them with.
_YOU_AND: Final = re.compile(
    rf"\b(?:you|u)\s+and\s+(?P<a>{_CAP})(?![\w'’-])(?!\s+and\b)(?!,\s*{_CAP})|"
    rf"(?<![\w'’-])(?P<b>{_CAP})\s+and\s+(?:you|u)\b(?!\s+and\b)",
    re.IGNORECASE,
)
# Who else a "we" could be: a group or a workplace the turn or the question talks about.
_OTHER_WE: Final = re.compile(
    rf"\b(?:{_GROUP_WORDS}|team|teams|side|league|match|game|squad|work|office|shift|ward|clinic|"
    r"school|class|staff|colleagues?|family|us|all)\b",
    re.IGNORECASE,
)


def _asked_with(prompt: str | None, names: Collection[str]) -> str | None:
    """The one person a question pairs its listener with ("you and Briony"), or None."""
    if prompt is None:
        return None
    found = {
        who for m in _YOU_AND.finditer(prompt) if (who := m.group("a") or m.group("b")) in names
    }
    return _only(found)


# "How's Kweku?", "And how is Nives doing?", "Is Joaquim well?": a question after how one
# person is. The "we" of the answer is mostly the speaker with them ("He's fine, we're
# moving in together").
_HOW_IS: Final = re.compile(
    r"""(?:\bhow(?:'s|’s|s|\s+is|\s+are\s+things\s+with)\s+(?P<a>[\w'’-]+)
    (?:\s+(?:doing|getting\s+on|keeping|these\s+days|now|today))*
    |(?:^|(?<=[.!?]\s)|(?<=\band\s))is\s+(?P<b>[\w'’-]+)\s+(?:well|ok|okay|alright|all\s+right|better
    |with\s+you|home|back))\s*\?""",
    re.IGNORECASE | re.VERBOSE,
)
# Someone the "we" does something to ("we took her to the vet"): the "we" is not them.
_THEM: Final = re.compile(r"\b(?:him|her|them)\b", re.IGNORECASE)
_SENTENCE_END: Final = re.compile(r"(?<=[.!?])\s+")


def _asked_after(prompt: str | None, names: Collection[str], pets: Collection[str]) -> str | None:
    """The one person (no pet) a question asks after ("How's Kweku?"), or None."""
    if prompt is None:
        return None
    people = {name.lower(): name for name in names if name not in pets}
    found = {
        people[who.lower()]
        for m in _HOW_IS.finditer(prompt)
        if (who := m.group("a") or m.group("b")).lower() in people
    }
    return _only(found)


# "Teo picked me up and we went straight for sushi", "Lemuel came down and dug a grave in my
# garden, and we planted rosemary on it": someone named does something with the speaker,
# and the "we" the same sentence joins on is the two of them.
_JOINED: Final = re.compile(
    rf"""(?:^|(?<=[.!?]\s))(?P<name>{_CAP})(?!['’])\s+(?P<done>[^.!?]*?)
    (?:,\s*)?\b(?:and|so)\s+we(?:'re|'ve|'ll|’re|’ve|’ll|(?=\s+[a-z]))(?![\w'’-])""",
    re.VERBOSE,
)
# Capitalised words opening a sentence that are no one.
_NOT_SOMEONE: Final = word_set(
    """this that it he she they we you i someone somebody everyone everybody nobody no one
    which what who there here then so and but also today yesterday tonight everything nothing
    something monday tuesday wednesday thursday friday saturday sunday january february march
    april may june july august september october november december work school christmas
    easter""",
    None,
)
_WITH_SPEAKER: Final = re.compile(
    r"\b(?:me|my)\b|\b(?:came|come|visited|popped|dropped)\s+(?:round|over|by|up|down)\b"
)


def _joined_by(text: str, names: Collection[str]) -> str | None:
    """The one person named at the start of the sentence of the turn's only "we", who did
    something with the speaker before it ("Teo picked me up and we went for sushi")."""
    if len(_WE_SUBJECT.findall(text)) != 1:
        return None
    found = _JOINED.search(text)
    if found is None:
        return None
    name, done = found.group("name"), found.group("done")
    verb = (done.split() or [""])[0]
    told = verb in IRREGULAR_PAST or re.fullmatch(r"[a-z]{2,}ed", verb) is not None
    if name not in names and (not told or name.lower() in _NOT_SOMEONE):
        return None  # "Teo picked me up": a name by the deed it opens
    if not _WITH_SPEAKER.search(done) or any(
        word in names for word in re.findall(r"[\w'’-]+", done)
    ):
        return None  # "Tom lost his job and we ...": not with the speaker; two people
    return name


# A group the speaker leads, coaches or plays for: "You're still the coach of the
# under-twelves, aren't you?" - "I am! We won the cup", "I've been made captain of the
# Pogodno Seals. We lost the final", "the one who runs the repair café" - "We open ...".
_LED_WORD: Final = (
    r"(?!(?:for|this|that|now|at|in|on|and|but|or|again|still|since|aren't|isn't)\b)[\w'’-]+"
)
_LED: Final = re.compile(
    rf"""(?:\bI\b|\bI['’](?:m|ve)\b|\byou\b|\byou['’]re\b|\bu\b)(?:\s+[\w'’-]+){{0,5}}?\s+
    (?:\b(?:coach|captain|manager|conductor|leader|chair|secretary|treasurer)\s+of
    |\b(?:coach|coaches|coaching|captain|captains|manage|manages|managing|conduct|conducts
    |run|runs|running|organise|organises|organize|organizes)
    |\b(?:play|plays|playing|sing|sings|singing|row|rows|rowing)\s+(?:for|with))
    \s+(?P<group>the\s+{_LED_WORD}(?:\s+{_LED_WORD}){{0,3}})(?=\s*(?:[,.;:!?–—]|$)|\s+(?:for|this|now|at|in|on|and|but|again|since)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# What one runs or plays that is no group: a race, a risk, the show, the numbers.
_NO_GROUP: Final = re.compile(
    r"\b(?:marathon|race|half|10k|5k|parkrun|ultra|triathlon|risk|show|numbers|gauntlet|bath"
    r"|tap|errands?|place|house|home|game|match|final|song|tune|piece)\b",
    re.IGNORECASE,
)


def _group_led(said: str, prompt: str | None) -> str | None:
    """The one group the speaker says, before their "we", or the question says to them,
    that they coach, captain, run or play for ("the under-twelves"), or None."""
    places = [said] + ([prompt] if prompt is not None and YOU.search(prompt) else [])
    found = {
        m.group("group")
        for place in places
        for m in _LED.finditer(place)
        if not _NO_GROUP.search(m.group("group"))
        and not re.match(r"\s+(?:and|or|&)\s+the\b", place[m.end() :])  # "the U9s and the U10s"
    }
    if len({group.lower() for group in found}) != 1:
        return None
    return next(iter(found))


def who_we_are(
    text: str,
    names: Collection[str],
    prompt: str | None,
    before: str | None,
    partner: str | None = None,
    pets: Collection[str] = (),
) -> str | None:
    """Who the "we" of a turn that pairs its speaker with no one is: the one partner of
    the speaker's own turn before ``prompt`` ("Jess and I broke up." - "What happened?" -
    "We wanted different things": "Jess"; "my wife"), the group the turn names as its
    "we" ("We're the Malvern Mousetraps": "the Malvern Mousetraps"), the one group the
    speaker belongs to, named in the turn before its "we", in that turn or in the question
    asked them ("I joined a band. We play folk": "my band"), the one person the question
    pairs them with ("How did you and Erlend meet?": "Erlend"), or ``partner``, the
    speaker's partner named in the session or in this turn before its "we", where the turn
    and the question talk of no group, work or family and name the partner no more after
    the "we". None when the turn says no "we", pairs its speaker itself before it, or more
    than one could be meant."""
    we = _WE_SUBJECT.search(text)
    if we is None or _PAIRED.search(text, 0, we.start()) is not None:
        return None  # a "we" after the turn's own "Jess and I" is that pair (we_the_pair)
    if before is not None:
        partners, first_end, said = _pairs(before, names)
        if first_end is not None:
            return said if len(partners) == 1 else None
    called = _group_called(text)
    if called is not None:
        return called
    group = _group_named(text, prompt, before)
    if group is not None:
        return group
    led = _group_led(text[: we.start()], prompt)
    if led is not None:
        return led
    if _PAIRED.search(text) or _OTHER_WE.search(text) or _OTHER_WE.search(prompt or ""):
        return None
    asked = _asked_with(prompt, names)
    if asked is not None:
        return asked
    joined = _joined_by(text, names)
    if joined is not None:
        partner = joined
    partner = partner_named(text[: we.start()], prompt, names) or partner
    after = _asked_after(prompt, names, pets)
    if after is not None:
        if partner is not None and partner != after:
            return None  # "How's Tom?" to someone whose partner is Jess: either
        partner = after
    if partner is None or re.search(
        rf"(?<![\w'’-]){re.escape(partner)}(?![\w'’-])", text[we.start() :]
    ):
        return None
    if _THEM.search(_SENTENCE_END.split(text[we.start() :], maxsplit=1)[0]):
        return None  # "How's Gran?" - "We're taking her to the seaside": not her "we"
    return partner


def we_named(fact: str, subject: str, we: str) -> str:
    """``fact`` with "<subject> and others" (the third-person "we") written as who the
    "we" is (see :func:`who_we_are`): "Jess and Marcus", "Marcus and their band",
    "Marcus and the Pogodno Seals"; "Marcus and others are the Pogodno Seals, a team" is
    "Marcus is in the Pogodno Seals, a team"."""
    others = re.compile(rf"(?<![\w'’-])(?P<who>{re.escape(subject)}) and others", re.IGNORECASE)
    found = others.search(fact)
    if found is None:
        return fact
    if " " in we and not we.lower().startswith("my ") and found.start() == 0:
        called = re.compile(rf"(?P<verb>are|were) {re.escape(we)}\b")
        named = called.match(fact, found.end() + 1)
        if named is not None:  # "... are the Pogodno Seals, a team": in the group
            verb = "is" if named.group("verb") == "are" else "was"
            return f"{found.group('who')} {verb} in {we}{fact[named.end() :]}"

    def pair(match: re.Match[str]) -> str:
        who = match.group("who")
        if we.lower().startswith("my "):
            return f"{who} and their {we[3:]}"
        if " " in we:  # a group's name: "the Pogodno Seals", "Low Tide Static"
            return f"{who} and {we}"
        return f"{we} and {'the user' if who.lower() == 'the user' else who}"

    return others.sub(pair, fact)


# "We play in a ceilidh band now, me and some friends from work.": who "we" is, said
# after the clause. The speaker's clause, with the others it names.
_WE_LISTED: Final = re.compile(
    r"""(?:^|(?<=[.!?]\s))(?P<lead>(?:then|so|and|also|later|after\s+that),?\s+)?(?P<we>we)(?P<verb>'re|'ve|’re|’ve|\s+are|\s+were|\s+have)?\s+
    (?P<body>[a-z][^.!?,;:]*?),\s+(?:(?:just|only)\s+)?me
    (?:,\s+(?P<list>[^.!?;:]+?))?\s+and\s+(?P<last>[^.!?,;:]+?)\s*(?P<end>[.!?]|$)""",
    re.IGNORECASE | re.VERBOSE,
)
_I_VERB: Final = {
    "'re": "'m",
    "’re": "'m",
    "'ve": "'ve",
    "’ve": "'ve",
    "are": " am",
    "were": " was",
    "have": " have",
}


# A verb after who is listed ("me and Jo stayed till one", "me and my dad went home"):
# the list opens a clause of its own, not the end of the one with "we". A word in "-ed"
# after "my", "the" or the like describes ("me and my retired dad").
_CLAUSE_VERB: Final = re.compile(
    rf"""(?<![\w'’])(?:{alternation(IRREGULAR_PAST)}|is|are|will|would|can|could|has|have
    |(?<!my\s)(?<!our\s)(?<!his\s)(?<!her\s)(?<!the\s)(?<!a\s)(?<!some\s)(?<!two\s)
    (?-i:[a-z])[a-z]{{2,}}ed)(?![\w'’])""",
    re.IGNORECASE | re.VERBOSE,
)
_DOING: Final = re.compile(r"[a-z]+ing\b|in\s+(?:a|an|the)\s", re.IGNORECASE)


def we_listed(text: str) -> str:
    """``text`` with a "we" that the end of its sentence says out ("..., me and my
    sister.", "..., me, Callum and Ewan.") written as the speaker with them: "I play in a
    ceilidh band now with some friends from work."."""

    def listed(match: re.Match[str]) -> str:
        said = (match.group("verb") or "").strip()
        verb = _I_VERB.get(said, "")
        others = match.group("last")
        body = match.group("body")
        if said in {"'re", "’re", "are", "were"} and not _DOING.match(body):
            return match.group()  # "We were so tired, me and Jo": how, not what they do
        if YOU.search(f"{match.group('list') or ''} {others}"):
            return match.group()  # "..., me and you": the listener's own too
        if _CLAUSE_VERB.search(f"{match.group('list') or ''} {others}"):
            return match.group()  # "We went out, me and Jo stayed till one": a clause of its own
        if match.group("list"):
            others = f"{match.group('list')} and {others}"
        return f"{match.group('lead') or ''}I{verb} {body} with {others}{match.group('end')}"

    return _WE_LISTED.sub(listed, text)


# What only a couple does together: "we're engaged", "we got married on the 16th", "we're
# back together", "we've split up". The "we" is the speaker and their partner, not "others".
_COUPLE_DOING: Final = re.compile(
    r"""\s+and\s+others(?=\s+(?:(?:are|were|have|had|has|'re|’re|'ve|’ve|just|finally|now
    |officially|also|really|secretly|been|got|get|getting|gotten)\s+)*(?:engaged|married
    |hitched|back\s+together|divorced|divorcing|separated|separating|split\s+up|splitting\s+up
    |broken\s+up|broke\s+up|breaking\s+up)\b
    (?!\s+(?:into|in\s+(?:two|half)|by|from|out|the|a|an|our|their|with|for|over)\b))""",
    re.IGNORECASE | re.VERBOSE,
)


def couple_we(fact: str, subject: str) -> str:
    """``fact`` with "<subject> and others" written "<subject> and their partner" when what
    they did only a couple does: "Evelina and others are engaged" -> "Evelina and their
    partner are engaged"; "we got married on the 16th" is the speaker's own wedding."""
    found = re.match(rf"(?i:{re.escape(subject)})", fact)
    if found is None:
        return fact
    couple = _COUPLE_DOING.match(fact, found.end())
    if couple is None:
        return fact
    return f"{fact[: found.end()]} and their partner{fact[couple.end() :]}"

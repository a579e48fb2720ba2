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

from .lexicon import GROUPS, RELATIVES, ROLES, YOU, alternation

__all__ = ["we_listed", "we_named", "we_the_pair", "we_the_team", "who_we_are"]

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


def who_we_are(
    text: str, names: Collection[str], prompt: str | None, before: str | None
) -> str | None:
    """Who the "we" of a turn that pairs its speaker with no one is: the one partner of
    the speaker's own turn before ``prompt`` ("Jess and I broke up." - "What happened?" -
    "We wanted different things": "Jess"; "my wife"), or the one group the speaker
    belongs to, named in the turn before its "we", in that turn or in the question asked
    them ("I joined a band. We play folk": "my band"). None when the turn says no "we",
    pairs its speaker itself before it, or more than one could be meant."""
    we = _WE_SUBJECT.search(text)
    if we is None or _PAIRED.search(text, 0, we.start()) is not None:
        return None  # a "we" after the turn's own "Jess and I" is that pair (we_the_pair)
    if before is not None:
        partners, first_end, said = _pairs(before, names)
        if first_end is not None:
            return said if len(partners) == 1 else None
    return _group_named(text, prompt, before)


def we_named(fact: str, subject: str, we: str) -> str:
    """``fact`` with "<subject> and others" (the third-person "we") written as who the
    "we" is (see :func:`who_we_are`): "Jess and Marcus", "Marcus and their band"."""
    if not we.lower().startswith("my "):
        pair = f"{we} and {subject}"
    else:
        pair = f"{subject} and their {we[3:]}"
    return fact.replace(f"{subject} and others", pair)


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
        if match.group("list"):
            others = f"{match.group('list')} and {others}"
        return f"{match.group('lead') or ''}I{verb} {body} with {others}{match.group('end')}"

    return _WE_LISTED.sub(listed, text)

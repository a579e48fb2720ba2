"""The speaker's own wedding, told as when and where in answer to "when is the wedding?".

"When is the wedding?" - "In Ibadan, on the 16th of August." and "What about the
wedding?" - "The date is set: the 14th of June next year, in Dingle." say when and where
the speaker marries, but the answer names no wedding and the question names no one.
:func:`wedding_told` says it plainly: "My wedding is in Ibadan, on the 16th of August.",
"My wedding is on the 14th of June next year, in Dingle."

The wedding is the speaker's only when the answer says they set the date ("The date is
set", "we've set the date") or the turn, or the speaker's own turns before it, say they
are engaged ("Nneoma and I are engaged!", "Donnacha proposed!", "we're getting married").
:func:`proposal_told` reads the same way how or where the speaker's partner proposed:
"Matthias and I got engaged!" - "How did he ask?" - "On top of the Patscherkofel at
sunrise." -> "Matthias proposed to me on top of the Patscherkofel at sunrise."

:func:`married_on` reads the wedding day back from an anniversary: "Lionel and the user
have their 40th wedding anniversary on 6 October 2024 (2024-10-06)" -> "Lionel and the
user married on 6 October 1984 (1984-10-06)."

"Have you set a date?" asks of a wedding only when the speaker is engaged. A wedding
the question gives an owner ("When is your sister's wedding?") is left alone, as
is an answer in doubt ("Next summer, we think.").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from typing import Final

from ...dates import full_date

__all__ = ["asked_to_marry", "engaged_said", "married_on", "proposal_told", "wedding_told"]

# "When is the wedding?", "Where's the wedding?", "And the wedding?", "What about the
# wedding?", "Have you set a date?", "When's the big day?"
_ASKED: Final = re.compile(
    r"""(?:\b(?:when|where)(?:'s|’s|\s+is)\s+the\s+(?:big\s+)?(?:wedding|big\s+day)
    |\b(?:what\s+about|and|how\s+about)\s+the\s+wedding)\b[^.!?]*\?""",
    re.IGNORECASE | re.VERBOSE,
)
_BIG_DAY: Final = re.compile(r"\bbig\s+day\b", re.IGNORECASE)
# "Have you set a date?": a wedding's only when the speaker is engaged.
_DATE_ASKED: Final = re.compile(
    r"\b(?:have|did)\s+you\s+(?:two\s+|guys\s+)?(?:set|picked|chosen|got)\s+a\s+date\b"
    r"(?!\s+for\s+(?!the\s+(?:wedding|big\s+day)\b))[^.!?]*\?",
    re.IGNORECASE,
)
# "The date is set:", "We've set the date!", "Yes!": what may come before the when.
_SET: Final = re.compile(
    r"""^(?:(?:yes|yep|yeah|we\s+have|we\s+did)[,!.]*\s+)?
    (?P<set>(?:the\s+)?date\s+is\s+set|we(?:'ve|’ve|\s+have)?\s+set\s+(?:the|a)\s+date
    |it(?:'s|’s|\s+is)\s+official)?[:,!.]*\s*""",
    re.IGNORECASE | re.VERBOSE,
)
_MONTHS: Final = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
)
# "the fourteenth", "the twenty-first": a day of the month in words.
_ORDINAL_WORDS: Final = r"""(?:(?:(?:twenty|thirty)[- ])?(?:first|second|third|fourth|fifth
    |sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth
    |sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)"""
# The when or where on its own: "In Ibadan, on the 16th of August", "the 14th of June next
# year, in Dingle", "On the 3rd of May".
_WHEN: Final = re.compile(
    rf"""(?P<frag>(?:(?P<prep>on|in|at)\s+|(?P<bare>the\s+\d{{1,2}}(?:st|nd|rd|th)
    |(?P<nth>\d{{1,2}}(?:st|nd|rd|th)\s+of\s+(?:{_MONTHS}))
    |(?-i:[A-Z])[a-z]+\s+\d{{1,2}}(?:st|nd|rd|th)?\b
    |(?P<nthw>the\s+{_ORDINAL_WORDS}\s+of\s+(?:{_MONTHS}))))[^.!?]*?)
    (?P<end>[.!]+|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# A word that makes the rest a clause, or says the answer is in doubt.
_NOT_FRAGMENT: Final = re.compile(
    r"""(?<![\w'’])(?:is|was|are|were|will|would|be|been|has|have|had|i|we|you|he|she|they
    |it|think|maybe|probably|perhaps|hopefully|possibly|not|no|or|if|sometime|around)(?![\w'’])""",
    re.IGNORECASE | re.VERBOSE,
)
_DATED: Final = re.compile(rf"\b(?:\d|{_MONTHS}|next\s+year|this\s+year)", re.IGNORECASE)
# The speaker is engaged, in their own words: "Nneoma and I are engaged", "we got engaged",
# "got engaged!!", "Donnacha proposed!", "I proposed", "he proposed to me", "asked me to
# marry him", "we're getting married", "I said yes"; not "Tom proposed a toast".
_ENGAGED: Final = re.compile(
    r"""\b(?:(?:i|we)(?:'m|’m|'re|’re|\s+am|\s+are|\s+got|\s+just\s+got|['’]ve\s+just\s+got)\s+
    (?:finally\s+)?(?:engaged|getting\s+married)|and\s+i\s+(?:are|got|just\s+got)\s+engaged
    |(?:^|(?<=[.!?]\s))(?:just\s+|finally\s+)?got\s+engaged
    |(?-i:[A-Z])[\w'-]+\s+(?:finally\s+|just\s+)?proposed(?=\s*(?:[.!,]|$|on\s|at\s|in\s
    |last\s|yesterday|to\s+me\b))
    |i\s+(?:finally\s+|just\s+)?proposed|proposed\s+to\s+me|asked\s+me\s+to\s+marry\s+(?:him|her)
    |i\s+said\s+yes(?!\s+to\s+(?!(?:him|her|them)\b)))\b""",
    re.IGNORECASE | re.VERBOSE,
)
# What makes it no engagement of the speaker's: a denial, a wish, a dream, news reported.
_NOT_ENGAGED: Final = re.compile(
    r"""\b(?:not|never|if|wish|would|might|said|says|heard|told\s+me|dream|dreamt|dreamed)\b
    |n't\b""",
    re.IGNORECASE | re.VERBOSE,
)
# Someone else's wedding spoken of: "I'm going to Jo's wedding", "Who's getting married?"
_ANOTHERS_WEDDING: Final = re.compile(
    r"""\b(?:(?-i:[A-Z])[\w-]+|(?:my|his|her|their|your)\s+[\w-]+)['’]s\s+(?:wedding|big\s+day)\b
    |\bwho(?:'s|’s|\s+is)\s+getting\s+married\b""",
    re.IGNORECASE | re.VERBOSE,
)


def wedding_told(text: str, prompt: str | None, own_turns: Sequence[str] = ()) -> str:
    """``text`` (one turn, answering ``prompt``) with an answer that gives only when or
    where the wedding asked about is said as the speaker's wedding, when it is theirs (see
    the module docstring); ``own_turns`` are the speaker's own turns before, the latest
    first."""
    if not prompt:
        return text
    asked = _ASKED.search(prompt) is not None
    if not asked and _DATE_ASKED.search(prompt) is None:
        return text
    lead = _SET.match(text)
    assert lead is not None  # every part of it is optional
    when = _WHEN.match(text, lead.end())
    if when is None or _NOT_FRAGMENT.search(when.group("frag")) or not _dated(when):
        return text
    # "the big day" is the wedding only right after the engagement ("We got engaged last
    # year! ... the marathon is close." - "When's the big day?": the marathon)
    window = 1 if asked and _BIG_DAY.search(prompt) else 4
    whose = "My"
    if not (asked and lead.group("set")) and not any(engaged_said(s) for s in own_turns[:window]):
        couple = _couple(prompt, own_turns[:window]) if asked else None
        if couple is None:
            return text
        whose = couple  # "Clio got engaged to Dev!" - "When's the wedding?": theirs
    if any(_ANOTHERS_WEDDING.search(said) for said in (prompt, *own_turns[:4])):
        return text  # "I'm going to Jo's wedding." - "When is the wedding?"
    frag = when.group("frag")
    on = "on the " if when.group("nth") else "on " if when.group("bare") else ""
    if re.match(r"(?:on|in|at|the)\s", frag, re.IGNORECASE):
        frag = frag[:1].lower() + frag[1:]  # "the 3rd of June" reads; "June 14th" stays
    said = f"{whose} wedding is {on}{frag}" if whose == "My" else f"{whose} {on}{frag}"
    return f"{said}{when.group('end') or '.'}{text[when.end() :]}"


# Two others engaged: "Clio got engaged to Dev", "Ines and Rafe are engaged".
_COUPLE_ENGAGED: Final = re.compile(
    r"""(?P<a>(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+)\s+(?:has\s+|just\s+|finally\s+)*(?:got|is|gotten)\s+
    engaged\s+to\s+(?P<b>(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+)
    |(?P<c>(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+)\s+and\s+(?P<d>(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+)\s+
    (?:have\s+|just\s+|finally\s+)*(?:got|are|gotten)\s+engaged""",
    re.VERBOSE,
)
_NOT_COUPLE: Final = frozenset({"i", "we", "you", "he", "she", "they", "and", "so", "oh", "well"})


def _couple(prompt: str, own_turns: Sequence[str]) -> str | None:
    """ "Clio and Dev are getting married" when the prompt or the speaker's turns before
    (``own_turns``) say that one couple, the speaker not in it, got engaged; else None."""
    found = {
        (m.group("a") or m.group("c"), m.group("b") or m.group("d"))
        for said in (prompt, *own_turns)
        for m in _COUPLE_ENGAGED.finditer(said)
    }
    if len(found) != 1:
        return None
    first, second = found.pop()
    if {first.lower(), second.lower()} & _NOT_COUPLE:
        return None
    return f"{first} and {second} are getting married"


def _dated(when: re.Match[str]) -> bool:
    """Whether the fragment says when, not only where ("In Dingle." is left as it is)."""
    return _DATED.search(when.group("frag")) is not None


def engaged_said(said: str) -> bool:
    """Whether ``said`` (the speaker's words) tells that the speaker is engaged, in a
    sentence that is no denial, wish or report of someone else's words."""
    for found in _ENGAGED.finditer(said):
        start = max(said.rfind(mark, 0, found.start()) for mark in ".!?") + 1
        if _NOT_ENGAGED.search(said[start : found.end()]) is None:
            return True
    return False


# "How did he ask?", "Where did Kieran propose?", "how did she pop the question?"
_PROPOSAL_ASKED: Final = re.compile(
    r"""\b(?:how|where)\s+did\s+(?P<who>he|she|they|(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+)\s+
    (?:ask|propose|pop\s+the\s+question|do\s+it)\b[^.!?]*(?:\?|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# The one who proposed to the speaker: "Matthias and I got engaged", "Kieran proposed".
_PARTNER: Final = re.compile(
    r"""(?P<a>(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+)\s+and\s+(?:i|me)\s+(?:are|got|just\s+got)\s+engaged
    |(?:i|me)\s+and\s+(?P<b>(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+)\s+(?:are|got|just\s+got)\s+engaged
    |(?P<c>(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+)\s+(?:finally\s+|just\s+)?proposed\b(?!\s+to\s+(?!me\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# "On top of the Patscherkofel at sunrise.", "At the harbour, at sunset!"
_WHERE_HOW: Final = re.compile(
    r"""(?P<frag>(?:on|in|at|over|during|by|under|halfway|up|down|outside|inside)\s[^.!?]*?)
    (?P<end>[.!]+|$)""",
    re.IGNORECASE | re.VERBOSE,
)
_TO_WHOM: Final = re.compile(r"\b(?:to\s+whom|to\s+who|who\s+to)\b", re.IGNORECASE)
# A proposal to someone other than the speaker: "Jo proposed to Kim".
_TO_ANOTHER: Final = re.compile(r"\bproposed\s+to\s+(?!me\b)", re.IGNORECASE)
_NOT_PARTNER: Final = frozenset({"i", "we", "you", "guess", "so", "and", "oh", "well", "he", "she"})


def proposal_told(text: str, prompt: str | None, own_turns: Sequence[str] = ()) -> str:
    """``text`` (one turn, answering ``prompt``) with an answer that gives only where or
    how the speaker's partner proposed said as who proposed: the partner the prompt names,
    or the one the speaker's own turns before (``own_turns``, the latest first) say they
    got engaged to."""
    if not prompt or (asked := _PROPOSAL_ASKED.search(prompt)) is None:
        return text
    frag = _WHERE_HOW.match(text.strip())
    if frag is None or _NOT_FRAGMENT.search(frag.group("frag")):
        return text
    who, whom = asked.group("who"), ""
    if _TO_WHOM.search(prompt):
        return text  # "Lena proposed." - "To whom?! How did she do it?"
    if who.lower() in {"he", "she", "they"}:
        if any(_TO_ANOTHER.search(said) for said in own_turns[:3]):
            return text  # "Jo proposed to Kim too!": which "she", the question leaves open
        found = {
            name
            for said in own_turns[:3]
            for m in _PARTNER.finditer(said)
            if (name := m.group("a") or m.group("b") or m.group("c")).lower() not in _NOT_PARTNER
        }
        if len(found) != 1:
            return text
        who, whom = found.pop(), "to me "  # the one the speaker got engaged to
    said = f"{who} proposed {whom}{frag.group('frag')[:1].lower()}{frag.group('frag')[1:]}"
    return f"{said}{frag.group('end') or '.'}{text.strip()[frag.end() :]}"


_ORDINALS: Final = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "tenth": 10,
    "fifteenth": 15, "twentieth": 20, "twenty-fifth": 25, "thirtieth": 30, "fortieth": 40,
    "fiftieth": 50, "sixtieth": 60,
}  # fmt: skip
# "<who> have their 40th wedding anniversary on 6 October 2024 (2024-10-06)"
_ANNIVERSARY: Final = re.compile(
    r"""^(?P<who>[^,.;]+?)\s+(?:have|has|had|celebrate|celebrated|celebrates|mark|marked)\s+
    (?:their|his|her)\s+(?P<nth>\d{1,2})?(?:st|nd|rd|th)?(?P<word>[a-z-]+)?\s*wedding\s+
    anniversary\s+on\s+[^(]*\((?P<iso>\d{4}-\d{2}-\d{2})\)""",
    re.IGNORECASE | re.VERBOSE,
)


def married_on(fact: str) -> str | None:
    """The day the couple of an anniversary ``fact`` married, said as a fact of its own;
    None when ``fact`` gives no numbered wedding anniversary with its date."""
    found = _ANNIVERSARY.match(fact)
    if found is None:
        return None
    years = int(found.group("nth")) if found.group("nth") else None
    if years is None and found.group("word"):
        years = _ORDINALS.get(found.group("word").lower())
    if not years:
        return None
    day = date.fromisoformat(found.group("iso"))
    try:
        wed = day.replace(year=day.year - years)
    except ValueError:
        return None  # the 29th of February
    return f"{found.group('who')} married on {full_date(wed)}."


# "I asked Sanne to marry me on the beach and she said yes!": a proposal told by what was
# asked. Read as "I proposed to Sanne ... and Sanne said yes", it is the engagement; so is
# "Sanne asked me to marry her", read as "Sanne proposed to me".
_ASKED_TO_MARRY: Final = re.compile(
    r"""\b(?P<i>I|i)\s+(?P<how>(?:finally|just|actually)\s+)?asked\s+
    (?P<name>(?-i:[A-Z])[\w'-]+)\s+to\s+marry\s+me\b""",
    re.VERBOSE,
)
_SAID_YES: Final = re.compile(r"^([^.!?]{0,80}?\s+and\s+)(?:she|he|they)(\s+said\s+yes\b)")
_ASKED_ME: Final = re.compile(
    r"""\b(?P<name>(?-i:[A-Z])[\w'-]+)\s+(?P<how>(?:finally|just|actually)\s+)?asked\s+
    me\s+to\s+marry\s+(?:him|her|them)\b""",
    re.VERBOSE,
)


# "got engaged!! asked Lise on the pier at Saltburn": beside the engagement, a bare "asked
# <name>" with no question after it is the proposal ("I" may be left out; a name typed in
# lower case too).
_ENGAGED_SAID: Final = re.compile(r"\bengaged\b", re.IGNORECASE)
_ASKED_BARE: Final = re.compile(
    r"""(?P<lead>^|[.!?]\s+|\b(?:and|then|so)\s+)(?:(?P<i>i)\s+)?
    (?P<how>(?:finally|just|actually)\s+)?asked\s+
    (?P<name>(?!(?:her|him|them|me|us|you|my|his|their|our|the|a|an|everyone|around|about|for
    |if|whether|why|what|how|when|where|who|nicely|again|twice|properly)\b)[a-z][\w'-]+)
    (?=\s+(?:on|at|in|during|while|under|by|over|after|before|up|down|outside|inside)\s
    |\s*(?:[,.!?]|$))""",
    re.IGNORECASE | re.VERBOSE,
)


def _proposed(match: re.Match[str]) -> str:
    said = match.group()[len(match.group("lead")) :]
    subject = match.group("i") or ("I" if said[:1].isupper() else "i")
    how = (match.group("how") or "").lower()
    return f"{match.group('lead')}{subject} {how}proposed to {match.group('name')}"


def asked_to_marry(text: str) -> str:
    """``text`` with "I asked <name> to marry me" told as "I proposed to <name>" (and the
    "she said yes" after it given the name), and "<name> asked me to marry her" as
    "<name> proposed to me"; beside "engaged", a bare "asked <name>" is the proposal too."""
    if _ENGAGED_SAID.search(text):
        text = _ASKED_BARE.sub(_proposed, text)
    text = _ASKED_ME.sub(lambda m: f"{m.group('name')} {m.group('how') or ''}proposed to me", text)
    match = _ASKED_TO_MARRY.search(text)
    if match is None:
        return text
    name = match.group("name")
    rest = _SAID_YES.sub(rf"\g<1>{name}\g<2>", text[match.end() :], count=1)
    how = match.group("how") or ""
    return f"{text[: match.start()]}{match.group('i')} {how}proposed to {name}{rest}"

"""What a bare "I start on the 4th" starts: the job, course or post the chat just named.

"I've been offered a job as a trainee funeral director at a firm in Nottingham!" - "both
please. I start on the 4th of November": the second turn alone says only that the speaker
starts something on a day. The job it starts is the one the speaker's turn, the question
they answer ("how's the new job?") or their own turn before it named last, so the clause
is read as "I start the job as a trainee funeral director at a firm in Nottingham on the
4th of November". When none is named, the clause is left as said.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

__all__ = ["OWN_TURNS", "start_named"]

# What one starts on a day: a job and its kin, a course, a post.
_STARTED: Final = r"""(?:job|post|postdoc|role|position|apprenticeship|internship|placement
    |traineeship|residency|course|degree|diploma|masters|phd|parish|contract)"""
# "a job as a trainee funeral director at a firm in Nottingham", "the Aberdeen postdoc",
# "the new job", "a job offer at a workshop in mittenwald", "the job teaching sound
# production at Clyde College": what was started, named with what it is and where.
_THING: Final = re.compile(
    rf"""(?<![\w'-])(?:a|an|the|my|our|your|this|that)\s+(?P<mods>(?:[\w'-]+\s+){{0,2}}?)
    (?P<noun>{_STARTED})(?:\s+offer)?(?![\w'-])
    (?P<what>(?:\s+(?:as|at|in|with|for|on|teaching|doing)\s+[^,.;:!?()]+?)?)
    (?=\s*(?:[,.;:!?()]|$|\s+(?:and|but|so|because|which|that|who|they|from|starting|going
    |like|now)\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# "an offer from Edizioni Corvina in Milan": a job at the one who offered it.
_OFFER: Final = re.compile(
    r"""(?<![\w'-])(?:a|an|the)\s+(?:job\s+)?offer\s+(?:from|at)\s+
    (?P<org>(?:the\s+)?(?-i:[A-Z])[^,.;:!?()]+?)
    (?=\s*(?:[,.;:!?()]|$|\s+(?:and|but|so|because|which|that|who|they|starting)\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# Words that make the thing one the speaker is leaving or only wants: not the one started.
_NOT_STARTED: Final = re.compile(
    r"\b(?:old|current|last|previous|former|dream|ideal|other|no|any)\s*$", re.I
)
_DENIED: Final = re.compile(
    r"\b(?:didn't|did\s+not|not|never|won't|wouldn't|if|apply|applying|applied|hope|hoping"
    r"|want|wants|wanted|looking\s+for|quit|quitting|leave|leaving|left|lost|hate|hates"
    r"|did|done|finished|finishing|completed|graduated|ended|used\s+to)\b[^.!?]*$",
    re.IGNORECASE,
)
# "I start on the 4th", "started on the 1st of september", "I'm starting in January": the
# verb with nothing after it but when.
_WHEN: Final = r"""(?=\s+(?:on|in|from|next|this|tomorrow|today|yesterday
    |at\s+the\s+(?:start|end|beginning)|the\s+(?:\d|first|second|third)
    |(?:\d+(?:st|nd|rd|th)|first|second|third)\b
    |(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april
    |may|june|july|august|september|october|november|december)\b))"""
_BARE_START: Final = re.compile(
    rf"""(?P<verb>(?<![\w'-])(?:(?:i|we)\s+(?:start|begin)|(?:i['’]m|i\s+am)\s+starting
    |(?:i\s+)?(?:started|began))(?:\s+back)?){_WHEN}""",
    re.IGNORECASE | re.VERBOSE,
)
# "got a job with a roofing firm, start on the 2nd", "landed the apprenticeship, starting
# monday": the start of what was just got, its "I" left out after a comma. A run of stops
# is read once, from its first ("." x 50000 is no slower than it is long).
_LEFT_OUT_START: Final = re.compile(
    r"""(?:,|(?<![.!])[.!]++)\s+(?:and\s+)?(?P<verb>start|starting)(?=\s+(?:
    (?:on\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|first|second|third)\b
    |(?:on\s+|next\s+|this\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b
    |(?:(?:in|from|at\s+the\s+(?:start|end|beginning)\s+of|next|this)\s+)?(?:january|february
    |march|april|may|june|july|august|september|october|november|december)\b
    |(?:next|this)\s+(?:week|month|year|term)\b|in\s+(?:a|two|three|four|\d+)\s+weeks?\b
    |tomorrow\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# What the speaker did to have it: got, landed, accepted ... (not "applied for a job",
# "thinking about a new job", nor "offered me a job": an offer may yet be turned down).
_GOT_IT: Final = re.compile(
    r"(?<![\w'-])(?:got|landed|accepted|took|signed|hired|won|bagged|secured)(?![\w'-])",
    re.IGNORECASE,
)
_SENTENCE_START: Final = re.compile(r"(?:^|[.!?]\s+|[,;]\s+)(?:[\w'-]+[,!.]*\s+)?$")


def start_named(text: str, prompt: str | None, earlier: str | None, own: Sequence[str] = ()) -> str:
    """``text`` (one turn) with a bare "I start on ..." saying what is started, when the
    turn before it, ``prompt``, ``earlier`` (the speaker's own turn before the prompt) or
    ``own`` (the speaker's earlier turns in the chat, the latest first) names one job,
    course or post; else ``text`` as it was."""
    text = _start_said(text)
    found = _BARE_START.search(text)
    if found is None:
        return text
    verb = found.group("verb")
    if not verb.lower().startswith(("i", "we")) and not _SENTENCE_START.search(
        text, 0, found.start()
    ):
        return text  # "she started on Monday": someone else's start
    if _PLACE_AFTER.match(text, found.end()):
        return text  # "I start on Monday at the cafe": it says where already
    # The question asked is about the thing started: "did you apply for the Salthill
    # job?" - "I got it! I start on the 3rd".
    sources = [(text[: found.start()], False), (_asked(prompt), True), (earlier or "", False)]
    sources += [(said, False) for said in own[:OWN_TURNS]]
    for source, question in sources:
        if (thing := _last_thing(source, question)) is not None:
            rest = text[found.end() :]
            # "start 2nd sept": the day, with the "on" the thing put before it now needs
            on = " on" if _BARE_DAY.match(rest) else ""
            return f"{text[: found.end()]} {thing}{on}{rest}"
    return text


_BARE_DAY: Final = re.compile(r"\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b", re.IGNORECASE)


def _start_said(text: str) -> str:
    """``text`` with a start whose "I" is left out after the job, course or post the
    speaker just got made a sentence of its own: "got a job at the mill, start on monday"
    -> "got a job at the mill. I start on monday" (the start is ahead, the getting past)."""
    left = _LEFT_OUT_START.search(text)
    if left is None:
        return text
    before = re.split(r"(?<=[.!?])\s+(?=\S)", text[: left.start()].rstrip(" .!"))[-1]
    if _GOT_IT.search(before) is None or _last_thing(before, False) is None:
        return text
    said = "I start" if left.group("verb").lower() == "start" else "I'm starting"
    return f"{text[: left.start()]}. {said}{text[left.end() :]}"


# What follows the day names the place already: "on Monday at the cafe", "too, at ...".
_PLACE_AFTER: Final = re.compile(r"[^.!?]*?\b(?:at|with|as|for|too|also|there)\b", re.IGNORECASE)
# A question, with or without its "?": "did you get the Dundee post?", "hows the new job".
_QUESTION: Final = re.compile(
    r"""^(?:how|hows|how['’]s|what|whats|what['’]s|when|whens|when['’]s|did|have|are|were|is
    |do|so\s+when|and)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# A question put to the speaker: "did you ...", "how's your ...", "hows the new job".
_TO_YOU: Final = re.compile(
    r"^(?:how|hows|how['’]s|so\s+how)\b|(?<![\w'’-])(?:you|your|u|ur|ya|yours)(?![\w'’-])",
    re.IGNORECASE,
)
# A question about something someone else has: "did you hear about the job at the bank?".
_NOT_YOURS: Final = re.compile(r"\b(?:hear|heard)\s+(?:about|of)\b", re.IGNORECASE)


# Whose the thing is, read from the words of its sentence before it: the speaker's when
# they are in them ("I've been offered a job", "they offered me a job") or when the
# sentence has no subject ("got the job!!", "my new job is ..."), not when someone else's
# ("my brother got a job at Google", "Tom got the job as a chef", "your new job").
_ME: Final = re.compile(
    r"(?<![\w'’-])(?:i|i['’](?:m|ve|d|ll)|im|ive|me|we|we['’](?:ve|re|ll|d)|us)(?![\w'’-])",
    re.IGNORECASE,
)
_SUBJECTLESS: Final = re.compile(
    r"""^\W*(?:(?:so|and|but|oh|yay|omg|finally|just|also|well|yes|yeah|got|landed|accepted
    |took|been|offered|start|starting|started|signed)\b[^.!?]*)?$""",
    re.IGNORECASE | re.VERBOSE,
)
_OWN_SENTENCE: Final = re.compile(r"[.!?\n]")


def _speakers(said: str, at: int) -> bool:
    """Whether the job, course or post named at ``at`` in ``said`` (the speaker's words) is
    the speaker's: see :data:`_ME`."""
    starts = [m.end() for m in _OWN_SENTENCE.finditer(said, 0, at)]
    before = said[starts[-1] if starts else 0 : at]
    if re.search(r"(?<![\w'-])your\s+$", before, re.IGNORECASE):
        return False
    return _ME.search(before) is not None or _SUBJECTLESS.match(before) is not None


def _asked(prompt: str | None) -> str:
    """The last sentence of ``prompt`` when it asks the speaker about something of theirs
    ("how's the new job", "did you get the Dundee post?"); else ""."""
    if not prompt:
        return ""
    last = re.split(r"(?<=[.!?])\s+", prompt.strip())[-1]
    if _NOT_YOURS.search(last) or not (last.endswith("?") or _QUESTION.match(last)):
        return ""
    if not _TO_YOU.search(last):
        return ""  # "is the job at the bank still open?": not asked of the speaker's own
    return last


OWN_TURNS: Final = 4
"""How many of the speaker's earlier turns may name what they start."""


def _last_thing(said: str, asked: bool) -> str | None:
    """The last job, course or post ``said`` names, as "the ..."; None if none, or if the
    last one is not one being started ("my old job", "I applied for a job"; ``asked``: a
    question, whose "did you apply for ..." is what the answer settles)."""
    things = [*_THING.finditer(said), *_OFFER.finditer(said)]
    if not things:
        return None
    last = max(things, key=lambda m: m.start())
    if not asked and _DENIED.search(said, 0, last.start()):
        return None
    if not asked and not _speakers(said, last.start()):
        return None
    if _OVER.match(said, last.start("what") if "what" in last.groupdict() else last.end()):
        return None  # "the job at the bank was awful, I left", "a placement ... in 2019"
    if "org" in last.groupdict():
        return f"the job at {last.group('org')}"
    if _NOT_STARTED.search(said, 0, last.start()):
        return None
    mods = last.group("mods")
    if _NOT_STARTED.search(" " + mods.rstrip()) or re.search(r"['’]s?\s", mods):
        return None  # "my old job", "my sister's new job"
    noun = last.group("noun")
    if noun.isupper():
        noun = noun.lower()  # "I GOT THE JOB"
    what = _WHAT_ENDS.split(last.group("what"), maxsplit=1)[0]
    return f"the {mods}{noun}{what}".strip()


# What says the thing is past, in its own sentence after it: "was awful", "back in 2019".
_OVER: Final = re.compile(
    r"""[^.!?]*?\b(?:was|were|ended|finished|is\s+over|ago|last\s+(?:year|month|week|summer
    |winter|spring|autumn)|back\s+in|in\s+(?:19|20)\d\d)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# Where what the thing is ends: at a verb, or at when ("the degree in May": a date, not
# where the degree is).
_WHAT_ENDS: Final = re.compile(
    r"""\s+(?=(?:is|are|was|were|has|had|sounds|seems|looks|starts|pays)\b
    |(?:in|on|from|by)\s+(?:the\s+)?(?:\d|january|february|march|april|may|june|july|august
    |september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday
    |sunday|spring|summer|autumn|fall|winter)\b)""",
    re.IGNORECASE | re.VERBOSE,
)

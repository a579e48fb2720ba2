"""A state that stopped, and a return to it.

Someone who stops a thing often says in the same breath that they will take it up again,
without naming it twice: "I stopped swimming in the winter, but I'm going back in May".
The return is a fact of its own, and reads on its own only with what was stopped named in
it (:func:`return_named`): "I'm going back to swimming in May". The reason given after a
semicolon ("I've stopped coaching; the new job takes every Saturday") is a sentence of its
own, not part of what stopped.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import MONTH, WEEKDAY

__all__ = ["return_named"]

# "I stopped swimming in the winter", "we've given up the allotment for now": who stopped,
# what (up to the first time phrase or the end of the clause), and when.
_STOPPED: Final = r"""(?P<stop>\b(?:i|we|i've|we've|i\s+have|we\s+have|i'd|i\s+had)\s+
    (?:(?:just|finally|recently)\s+)?(?:stopped|gave\s+up|given\s+up|quit|packed\s+in)\s+)
    (?P<what>(?!(?:it|that|this|them|in|at|on|for|over|during|last|after|before|when)\b)
    [^,;.!?]{1,80}?)  # bounded: a long text is never rescanned from every "I stopped"
    (?:\s+(?:again|for\s+now|for\s+a\s+(?:bit|while))\b)?
    (?:\s+(?:in|over|during|last|after|before|when|since|for|this)\b[^,;.!?]{0,80})?"""
# ", but I'm going back in May", "; I'll start again in the spring", ", but I'm back from
# March": the return, with no object of its own ("back at it", "back to it" name none), and
# its time.
_BACK: Final = r"""(?P<sep>,?\s+but\s+|\s*;\s+(?:but\s+)?)(?P<who>i'm|i\s+am|i'll|i\s+will|we're
    |we\s+are|we'll|we\s+will)\s+(?:(?P<going>going\s+back|go\s+back)|(?P<again>starting\s+again
    |start\s+again)|(?P<back>back))(?:\s+(?:at|to|into)\s+it\b)?
    (?P<when>\s+(?:in|from|on|after|next|this|at)\b[^,;.!?]{0,80})"""
# What "back" may have after it and still be a return to what stopped: a time and nothing
# else ("in May", "from March", "after the wedding", "next week"). "Back at work on Monday",
# "back in London in May", "back from tour" name a place or thing of their own, and are not
# a return to what stopped ("start again at the new pool" still starts what stopped).
_TIME: Final = re.compile(
    rf"""(?:\s+(?:after\b[^,;.!?]+
    |(?:(?:in|from|on|at|by|until|till|around|over|during|before|for)\s+)?
    (?:(?:the|a|early|late|mid|next|this|coming|end\s+of|start\s+of|beginning\s+of|a\s+few
    |a\s+couple\s+of|couple\s+of|two|three|four|five|six|\d+)[\s-]+)*
    (?:{MONTH}|{WEEKDAY}|spring|summer|autumn|fall|winter|christmas|easter|new\s+year
    |weekend|week|weeks|month|months|year|years|term|holidays|\d{{1,4}}(?:st|nd|rd|th)?)
    |next\s+\w+|soon|tomorrow|today|tonight))+""",
    re.IGNORECASE | re.VERBOSE,
)
_STOP_AND_BACK: Final = re.compile(_STOPPED + _BACK, re.IGNORECASE | re.VERBOSE)
# "I've stopped coaching; the new job takes every Saturday": the stop, then its reason.
_STOP_THEN_WHY: Final = re.compile(
    _STOPPED
    + r"""(?P<semi>\s*;\s+)(?=(?:the|my|our|it|it's|its|i|i'm|i've|we|we're|they
    |there's|too|no|not)\b)(?P<first>\w)""",
    re.IGNORECASE | re.VERBOSE,
)


def return_named(text: str) -> str:
    """``text`` with a return to what its speaker stopped named in the return ("I stopped
    swimming in the winter, but I'm going back in May" -> "..., but I'm going back to
    swimming in May"), and a reason after a semicolon made a sentence of its own."""
    text = _STOP_AND_BACK.sub(_named, text)
    return _STOP_THEN_WHY.sub(_reason_apart, text)


def _named(match: re.Match[str]) -> str:
    # "stopped doing the choir", "stopped going to the quiz": back to the choir, the quiz
    what = re.sub(r"^(?:doing|going\s+to)\s+", "", match.group("what"), flags=re.IGNORECASE)
    who, when = match.group("who"), match.group("when")
    if not match.group("again") and not _TIME.fullmatch(when):
        return match.group()  # "back at work on Monday": back somewhere, not to what stopped
    if match.group("going"):
        back = f"{match.group('going')} to {what}"
    elif match.group("again"):
        start = match.group("again").split()[0]
        back = f"{start} {what} again"
    else:
        back = f"back {what}" if what.split()[0].endswith("ing") else f"back at {what}"
    told = match.string[match.start() : match.start("sep")]
    return f"{told}{match.group('sep')}{who} {back}{when}"


def _reason_apart(match: re.Match[str]) -> str:
    told = match.string[match.start() : match.start("semi")]
    return f"{told}. {match.group('first').upper()}"

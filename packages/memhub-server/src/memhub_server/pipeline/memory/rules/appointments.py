"""An appointment "got" for a day said with nerves or hope about it is ahead: "got an
interview at the cider farm on friday, wish me luck" is an interview this Friday, not one
last Friday. Chat uses "got" for "have got"; with no word looking forward in the turn
("I got an interview on Friday!" may be when the offer came) the turn is read as said.
:func:`appointment_ahead` says it as "have" so the day is read ahead.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["appointment_ahead"]

_APPOINTMENT: Final = re.compile(
    r"""(?<![\w'-])(?P<got>got)\s+(?=(?:a|an|my|the|our)\s+(?:[a-z][\w-]*\s+){0,2}?
    (?:interview|appointment|exam|test|audition|hearing|operation|op|scan|check-up|checkup
    |viva|assessment|trial|tryout|try-out|meeting|viewing)\b
    # "exam results", "an interview invitation": what came, not the appointment
    (?!\s+(?:results?|certificates?|scores?|grades?|marks?|letters?|dates?|invites?
      |invitations?|feedback|offers?|slots?|emails?|calls?))
    [^.!?]{0,60}?\b(?:on|this|next)\s+
    (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs
    |fri|sat|sun)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# What one says of a day still to come: luck wished, nerves, preparing for it.
_LOOKING_AHEAD: Final = re.compile(
    r"""\b(?:wish\s+(?:me|us|him|her|them)\s+luck|fingers\s+crossed|nervous|terrified
    |dreading|can['’]?t\s+wait|any\s+(?:tips|advice)|preparing|prepare|revising|practising|practicing|hope\s+it\s+goes
    |hope\s+i\s+(?:get|pass|do))\b""",
    re.IGNORECASE | re.VERBOSE,
)


def appointment_ahead(text: str) -> str:
    """``text`` (one turn) with "got an interview ... on friday" said as "have an
    interview ... on friday" when the turn looks forward to it (see the module docstring)."""
    if "got" not in text.lower() or not _LOOKING_AHEAD.search(text):
        return text
    return _APPOINTMENT.sub(lambda m: _have(m, text), text)


def _have(match: re.Match[str], text: str) -> str:
    if _HAVE_BEFORE.search(text, 0, match.start()):
        return match.group()  # "I've got an interview": "have got" already looks ahead
    if _SENTENCE_START.search(text, 0, match.start()):
        return "I have "  # "got an interview on friday": the speaker's, "I" left out
    if _PLURAL_BEFORE.search(text, 0, match.start()):
        return "have "
    return "has "  # "Lucy got an interview on Friday"


_SENTENCE_START: Final = re.compile(r"(?:^|[.!?]\s+)$")
_HAVE_BEFORE: Final = re.compile(r"(?:['’]ve|\bhave|\bhas|['’]s)\s+$", re.IGNORECASE)
_PLURAL_BEFORE: Final = re.compile(r"\b(?:i|we|they|you|and\s+[\w'-]+)\s+$", re.IGNORECASE)

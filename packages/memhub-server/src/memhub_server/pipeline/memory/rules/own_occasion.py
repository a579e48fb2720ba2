"""Whose "the exam" or "the wedding" is, when the speaker has told what it belongs to.

"I've enrolled in an evening class for an accounting certificate. The exam is on the 9th of
November." names no one in its second sentence: alone it forms nothing. The exam belongs
to the course the speaker has just said they are taking, and the wedding in "The hall
double-booked us, so the wedding has moved to the 12th of October" to the speaker who is
engaged. :func:`occasion_owned` says so: "My exam is on the 9th of November.", "... so my
wedding has moved to the 12th of October".

Only when the turn before the occasion, one of the speaker's few turns before it, or a
memory about the speaker tells of the speaker's own course (enrolled, a class, lessons, a
certificate) or engagement, and neither names another's exam or wedding.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from .lexicon import RELATIVES, alternation
from .wedding import engaged_said

__all__ = ["occasion_owned"]

# "The exam is on ...", "so the wedding has moved to ...", "the engagement party's on ...".
_THE_OCCASION: Final = re.compile(
    r"""(?:^|(?<=[.!?:;]\s)|(?<=,\s)|(?<=\bso\s)|(?<=\band\s)|(?<=\bbut\s))(?P<the>the)\s+
    (?P<what>(?:final\s+)?exams?|finals|(?:driving\s+)?test|wedding|engagement\s+party)
    (?=['’]s\s|\s+(?:is|are|will\s+be|has\s+(?:been\s+)?moved|moved|got\s+moved)\b)
    (?![^.!?]{0,30}\b(?:positive|negative|results?|came\s+back)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# The speaker's own course of study or lessons: "I've enrolled in an evening class", "I'm
# taking driving lessons", "my certificate course".
_OWN_STUDY: Final = re.compile(
    r"""\b(?:(?:i|i['’]ve|i['’]m|we|we['’]ve)\b[^.!?]{0,60}?\b(?:enrolled|enrol|signed\s+up
    |studying|taking|doing|started)\b[^.!?]{0,60}?\b(?:class|classes|course|certificate
    |diploma|degree|lessons|exam|exams|test)\b
    |\bmy\s+(?:[\w-]+\s+){0,2}?(?:course|class|certificate|diploma|degree|lessons)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# A course for someone else: "I enrolled my son in a maths class", "taking the kids to
# their swimming lessons".
_FOR_ANOTHER: Final = re.compile(
    rf"""\b(?:his|her|their|him|them|kids?|twins|children|(?:my|our)\s+(?:{alternation(RELATIVES)}))
    \b""",
    re.IGNORECASE | re.VERBOSE,
)
_ANOTHERS: Final = r"(?:\b(?:his|her|their|your)|(?-i:[A-Z])[\w-]*['’]s)\s+(?:[\w-]+\s+)?"
# Another's wedding told before: "My brother is getting married", "We went to a wedding",
# "I'm going to Jo's hen do".
_OTHER_WEDDING: Final = re.compile(
    r"""\b(?:getting\s+married|got\s+married|marrying|a\s+wedding|hen\s+(?:do|party)
    |stag\s+(?:do|party)|bride|groom|bridesmaid|best\s+man)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _own_study(said: str) -> bool:
    """Whether ``said`` tells of a course or lessons the speaker takes themself."""
    return any(_FOR_ANOTHER.search(m.group()) is None for m in _OWN_STUDY.finditer(said))


def _anothers(what: str, said: str) -> bool:
    return re.search(_ANOTHERS + re.escape(what.split()[-1]), said, re.IGNORECASE) is not None


def _engaged_remembered(remembered: Sequence[str], speaker: str) -> bool:
    """Whether a memory says ``speaker`` is engaged: "Parviz proposed to Zarina ...",
    "Parviz and Zarina are engaged", "Zarina's wedding is ..."."""
    who = re.escape(speaker)
    pattern = re.compile(
        rf"""\bproposed\s+to\s+{who}\b|\b{who}\s+(?:and\s+[\w-]+\s+)?(?:is|are|got)\s+engaged
        |\band\s+{who}\s+(?:are|got)\s+engaged|\b{who}['’]s\s+wedding\b""",
        re.VERBOSE | re.IGNORECASE,
    )
    return any(pattern.search(memory) for memory in remembered)


# "got engaged!! dec 21. wedding in july", "wedding moved to 16 aug": texting's wedding,
# its "my" left out, opening a sentence.
_BARE_WEDDING: Final = re.compile(
    r"""(?:^|(?<=[.!?;]\s))(?=(?:wedding|engagement\s+party)\s+(?:is\s|was\s|moved\s
    |got\s+moved\s|in\s|on\s|\d))""",
    re.VERBOSE,
)


_OCCASION_NAME: Final = re.compile(r"(?P<name>wedding|engagement\s+party)\s+")


def _is_engaged(
    before: str, own_turns: Sequence[str], remembered: Sequence[str], speaker: str | None
) -> bool:
    """Whether the turn so far (``before``), the speaker's few turns before, or a memory
    about ``speaker`` says the speaker is engaged."""
    if any(engaged_said(said) for said in [before, *own_turns[:4]]):
        return True
    return _engaged_remembered(remembered, speaker or "the user")


def _other_wedding(before: str) -> bool:
    """Whether the turn so far speaks of a wedding other than the speaker's: one of its
    sentences names a wedding or a marriage and is not the speaker's own engagement."""
    for sentence in re.split(r"(?<=[.!?])\s+", before):
        if _OTHER_WEDDING.search(sentence) and not engaged_said(sentence):
            return True
    return False


def occasion_owned(
    text: str,
    own_turns: Sequence[str] = (),
    remembered: Sequence[str] = (),
    speaker: str | None = None,
) -> str:
    """``text`` (one turn) with "the exam" or "the wedding" made the speaker's where what
    the module docstring says holds; ``own_turns`` are the speaker's turns before (the
    latest first), ``remembered`` the namespace's memories like this turn, ``speaker`` the
    name they give the speaker."""
    found = _THE_OCCASION.search(text)
    if found is None:
        bare = _BARE_WEDDING.search(text)
        if bare is None or not _is_engaged(text[: bare.start()], own_turns, remembered, speaker):
            return text
        if _other_wedding(text[: bare.start()]):
            return text
        rest = text[bare.start() :]
        named = _OCCASION_NAME.match(rest)
        assert named is not None  # _BARE_WEDDING saw it there
        after = rest[named.end() :]
        if re.match(r"(?:in|on)\s|\d", after):  # "wedding in july"
            return f"{text[: bare.start()]}my {named.group('name')} is {after}"
        return f"{text[: bare.start()]}my {rest}"
    what = found.group("what").lower()
    told = [text[: found.start()], *own_turns[:4]]
    if any(_anothers(what, said) for said in [text, *own_turns[:4]]):
        return text  # "Her wedding is in May ... the wedding has moved": hers
    if "wedding" in what or "engagement" in what:
        theirs = not _other_wedding(told[0]) and _is_engaged(
            told[0], own_turns, remembered, speaker
        )
    else:
        theirs = any(_own_study(said) for said in told)
    if not theirs:
        return text
    whose = "My" if found.group("the")[0].isupper() else "my"
    return f"{text[: found.start('the')]}{whose}{text[found.end('the') :]}"

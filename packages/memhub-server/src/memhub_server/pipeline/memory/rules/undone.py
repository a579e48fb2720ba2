"""What a "but" (or a ";") takes back: a deal, an offer or a plan that fell through.

"We had an offer accepted on a flat in Ripon, but it fell through", "I had a place on the
course, but they cancelled it", "They'd set a date in June, but they've called it off":
the first half, read on its own, would be kept as what happened or what is so, and it is
not. :func:`undone_dropped` drops such a sentence whole, and a sentence that only takes
back the one before it ("I got the job at the pool! Well, I thought I had, but they pulled
the offer."), together with that one.

Only plain undoing counts: the thing falling through, being cancelled or called off, coming
to nothing, an offer pulled, a mind changed ("We bid on the barn; it came to nothing"). "We
put in an offer, but we were outbid" and "I signed up for the choir but never went" say
what did happen, and stay as written. An offer turned down is
told as what was done with it: "I got the job, but I turned it
down" is "I turned down the job", never "I got the job" alone.
"""

from __future__ import annotations

import re
from typing import Final

from .context import SENTENCE_END

__all__ = ["undone_dropped"]

# The thing undone, as a "but" clause names it: a pronoun, or a deal, offer or plan.
_THING: Final = r"""(?:it|that|this|the\s+whole\s+thing|the\s+(?:[\w'-]+\s+)?(?:sale|deal|offer
    |move|plan|plans|purchase|wedding|trip|booking|job|house|flat|mortgage|chain|contract
    |holiday|transfer|adoption))"""
_PEOPLE: Final = (
    r"(?:i|we|they|he|she|the\s+(?:buyers?|sellers?|vendors?|landlord|landlady|owners?|company"
    r"|school|bank|firm|council|club|agency|university))"
)
_UNDO: Final = rf"""(?:{_THING}\s+(?:(?:has|had)\s+)?(?:fell|fallen)\s+(?:through|apart)
    |{_THING}\s+(?:(?:has|had)\s+)?(?:collapsed|didn't\s+(?:happen|go\s+ahead|come\s+off)
    |never\s+(?:happened|went\s+ahead|came\s+off))
    |{_THING}\s+(?:was|were|got|has\s+been|had\s+been)\s+(?:cancelled|canceled|called\s+off
    |withdrawn|pulled)
    |{_THING}(?:'s|\s+is)\s+off
    |{_THING}\s+(?:(?:has|had)\s+)?(?:came|come)\s+to\s+nothing|{_THING}\s+went\s+nowhere
    |nothing\s+(?:ever\s+)?came\s+of\s+(?:it|that)
    |{_PEOPLE}\s+(?:(?:have|had|'ve|'d)\s+)?(?:pulled|withdrew|withdrawn|took\s+back|taken\s+back)
    \s+(?:the|their|his|her|my|our)\s+offer
    |(?:{_PEOPLE}\s+)?(?:(?:have|had|'ve|'d)\s+|had\s+to\s+)?(?:pulled\s+out|backed\s+out
    |called\s+it\s+off|cancell?ed(?:\s+it)?|cancel(?:\s+it)?
    |changed\s+(?:our|their|my|his|her)\s+minds?|decided\s+against\s+it
    |thought\s+better\s+of\s+it|got\s+cold\s+feet))"""
# A sentence whose last clause takes back its first: "..., but it fell through last week."
_TAKEN_BACK: Final = re.compile(
    rf"""^(?P<said>.+?)(?:[,;]?\s+but|;|\s+[-–—])\s+(?:then\s+|in\s+the\s+end\s+|sadly\s+|now\s+)?{_UNDO}
    (?:\s+(?:in\s+the\s+end|after\s+all|at\s+the\s+last\s+minute|last\s+\w+|on\s+\w+|again))?
    \s*[.!…]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# A sentence that takes back the one before it and says nothing else: "Well, I thought I
# had, but they pulled the offer.", "Or so I thought: the sale fell through."
_BEFORE_TAKEN_BACK: Final = re.compile(
    rf"""^(?:well|sadly|except|or\s+so\s+i\s+thought|i\s+thought\s+(?:i|we|so)(?:\s+(?:had|did))?
    |(?:well|sadly),?\s+i\s+thought\s+(?:i|we|so)(?:\s+(?:had|did))?)[,:;.]?\s+(?:but\s+)?{_UNDO}
    (?:\s+(?:in\s+the\s+end|after\s+all|at\s+the\s+last\s+minute|last\s+\w+|on\s+\w+))?
    \s*[.!…]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def undone_dropped(text: str) -> str:
    """``text`` without the sentences a "but" takes back, and with an offer turned down
    told as that (see the module docstring)."""
    sentences = SENTENCE_END.split(text)
    kept: list[str] = []
    for sentence in sentences:
        said = sentence.strip()
        if _BEFORE_TAKEN_BACK.match(said) is not None:
            if kept:
                kept.pop()
            continue
        if _TAKEN_BACK.match(said) is not None:
            continue
        kept.append(_declined(sentence))
    return text if kept == sentences else " ".join(kept)


# An offer and, after "but", the speaker saying no to it: "I got the job at the pool, but I
# turned it down", "They offered me the flat but we said no", "I was offered a place at York
# but declined it".
_DECLINED: Final = re.compile(
    r"""^(?P<lead>(?:[^,;:.!?]*?[,;:]\s+|(?:on|last|this|in|at|yesterday|today)\b[^,;:.!?]{0,30}?\s+)?)
    (?:(?P<who>i|we)\s+(?:got|(?:was|were|got)\s+offered)
    |(?:they|he|she|the\s+[\w-]+)\s+offered\s+(?P<whom>me|us))
    \s+(?P<thing>(?:the|a|an)\s+[^,;:.!?]+?),?\s+but\s+(?:(?:i|we)\s+)?(?:(?:have|had|'ve|'d)\s+)?
    (?:turned\s+it\s+down|said\s+no|declined(?:\s+it)?|didn['’]t\s+(?:take|accept)\s+it)
    (?P<rest>\s*[.!…]*)$""",
    re.IGNORECASE | re.VERBOSE,
)


def _declined(sentence: str) -> str:
    found = _DECLINED.match(sentence.strip())
    if found is None:
        return sentence
    who = found.group("who") or ("I" if found.group("whom").lower() == "me" else "we")
    who = "I" if who.lower() == "i" else who
    return f"{found.group('lead')}{who} turned down {found.group('thing')}{found.group('rest')}"

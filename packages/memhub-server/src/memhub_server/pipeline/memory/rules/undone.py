"""What a "but" takes back: a deal, an offer or a plan that fell through.

"We had an offer accepted on a flat in Ripon, but it fell through", "I had a place on the
course, but they cancelled it", "They'd set a date in June, but they've called it off":
the first half, read on its own, would be kept as what happened or what is so, and it is
not. :func:`undone_dropped` drops such a sentence whole, and a sentence that only takes
back the one before it ("I got the job at the pool! Well, I thought I had, but they pulled
the offer."), together with that one.

Only plain undoing counts: the thing falling through, being cancelled or called off, an
offer pulled, a mind changed. "We put in an offer, but we were outbid", "I got the job, but I
turned it down" and "I signed up for the choir but never went" say what did happen, and
stay as written.
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
    |{_PEOPLE}\s+(?:(?:have|had|'ve|'d)\s+)?(?:pulled|withdrew|withdrawn|took\s+back|taken\s+back)
    \s+(?:the|their|his|her|my|our)\s+offer
    |(?:{_PEOPLE}\s+)?(?:(?:have|had|'ve|'d)\s+|had\s+to\s+)?(?:pulled\s+out|backed\s+out
    |called\s+it\s+off|cancell?ed(?:\s+it)?|cancel(?:\s+it)?
    |changed\s+(?:our|their|my|his|her)\s+minds?|decided\s+against\s+it
    |thought\s+better\s+of\s+it|got\s+cold\s+feet))"""
# A sentence whose last clause takes back its first: "..., but it fell through last week."
_TAKEN_BACK: Final = re.compile(
    rf"""^(?P<said>.+?)[,;]?\s+but\s+(?:then\s+|in\s+the\s+end\s+|sadly\s+|now\s+)?{_UNDO}
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
    """``text`` without the sentences a "but" takes back (see the module docstring)."""
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
        kept.append(sentence)
    if len(kept) == len(sentences):
        return text
    return " ".join(kept)

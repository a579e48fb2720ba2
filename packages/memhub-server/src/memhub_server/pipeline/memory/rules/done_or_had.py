"""A turn that opens on "did" or "had" with the speaker left out: "did a 10k in Leiden on
Sunday", "had flu all over Christmas", "had my op on Monday".

In chat the speaker's "I" is often left out, and :mod:`.continuation` puts it back before
a past verb. "did" and "had" are left out of that, since they open remarks ("did nothing
all weekend", "had a great time") and questions typed without a mark ("did a parcel come
for me"). Before what was done or befell, though, they tell news: a race, a course or a
shift done, an injury ("did my back in"), an illness, an operation or a baby had. This
module says when.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import BODY_PARTS, alternation

__all__ = ["done_or_had"]

_ILLNESSES: Final = r"""(?:the\s+)?(?:flu|covid(?:-19)?|norovirus|chickenpox|measles|mumps
    |shingles|tonsillitis|bronchitis|pneumonia|laryngitis|conjunctivitis|sinusitis
    |gastroenteritis)|(?:a|an)\s+(?:bad\s+|horrible\s+|awful\s+)?(?:cold|stomach\s+bug
    |chest\s+infection|ear\s+infection|infection|migraine|concussion)"""

_DONE_OR_HAD: Final = re.compile(
    rf"""(?:did\s+(?:a|an|my|our|the|another)\s+(?:[\w-]+\s+){{0,2}}(?:\d+k|marathon|half
    |half-marathon|triathlon|parkrun|race|course|workshop|hike|trek|sportive|shift|gig
    |presentation|talk|exam|test|interview|swim|ride|climb|slam|skydive|audition|open\s+mic
    |show|recital|reading|set|dive|jump|walk|run|mile|miler|relay)
    # "did my first poetry slam", "did our first ever car boot": a first is news
    |did\s+(?:my|our)\s+(?:very\s+)?first\s+(?:ever\s+)?[\w-]+
    # "did my back in lifting a flywheel", "did my left knee in": an injury
    |did\s+my\s+(?:(?:left|right|lower|upper|bad)\s+)?(?:{alternation(BODY_PARTS)})\s+in
    |had\s+(?:{_ILLNESSES}|(?:an?|my|our|the)\s+(?:baby|op|operation|surgery|stroke|fall
    |scan|biopsy|miscarriage|(?:[\w-]+\s+)?(?:baby\s+)?(?:boy|girl))|surgery|twins))
    (?![\w'-])""",
    re.IGNORECASE | re.VERBOSE,
)


def done_or_had(clause: str, at: int = 0) -> bool:
    """Whether ``clause`` from ``at`` opens on "did" or "had" before what was done or
    befell ("did a half marathon", "had flu", "had a baby girl")."""
    return _DONE_OR_HAD.match(clause, at) is not None

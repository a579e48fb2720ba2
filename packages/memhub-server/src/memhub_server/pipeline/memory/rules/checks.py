"""A check the speaker's own thing passed: "the land rover passed its inspection on tuesday".

Told by its owner, "the van failed its MOT" is about their van, as "Mum slipped" is about
their mum (:func:`.kin.owned_parent`): something that has an MOT, an inspection or a
service is a vehicle or a machine of the household, and the one telling of its test is the
one who took it there. The sentence is read with "my" for "the", so the fact names whose
it is. Only a sentence that opens on the thing and goes straight on to its test is read
so; "the bus failed its MOT" told as news of one's own is rare enough to accept.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["owned_checked"]

_CHECKED: Final = re.compile(
    r"""(?P<lead>(?:^|[.!?]\s+)(?:(?:so|and|also|oh|well|update|news)[,:!\s]+)*)
    (?P<the>the)\s+(?!(?:[\w-]+\s+){0,2}?(?:boss|teacher|kids?|class|team|students?|pupils?|dog
    |cat|horse|puppy|kitten|baby|twins|builder|driver|staff|crew|school|nursery|college
    |uni|university|restaurant|cafe|café|pub|bar|hotel|shop|store|supermarket|salon|gym
    |hospital|clinic|surgery|care\s+home|factory|plant|office|building|block|site|bridge
    |tunnel|road|station|airport|stadium|church|library|prison|council|company|firm|business
    |bakery|kitchen|bus|train|tram|plane|ferry|ship|taxi|lift|elevator|nhs|government
    |bank|branch|club|venue)\b)(?=(?:[\w-]+\s+){1,3}?(?:has\s+|finally\s+|just\s+)*(?:passed|failed)\s+its\s+
    (?:mot|inspection|service|roadworthy|safety\s+check|wof|nct|tüv|tuv|smog\s+check|survey
    |annual\s+check|test)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def owned_checked(text: str) -> str:
    """``text`` (one turn) with "the" read as "my" before a thing that passed or failed
    its test: "the land rover passed its inspection" -> "my land rover passed ..."."""
    return _CHECKED.sub(
        lambda m: m.group("lead") + ("My" if m.group("the")[0].isupper() else "my") + " ", text
    )

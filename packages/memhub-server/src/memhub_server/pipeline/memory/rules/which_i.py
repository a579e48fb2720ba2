"""A thing named alone, then what the speaker did to it in a "which I ..." clause.

An answer often names a thing and tells the speaker's deed on it in a relative clause:
"The west window at St Hilda's, which I've just finished restoring.", "A little Fiat,
which we bought in May." The thing is the object the clause leaves out at its end; said
the other way round ("I've just finished restoring the west window at St Hilda's") it is
the speaker's own news. Only a sentence that is nothing but the thing and the clause is
read so, and only when the clause ends on its verb: "The cake, which I made for Mum" puts
the thing elsewhere and is left as it is.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import IRREGULAR_PAST, alternation

# A feeling or wish ("which I loved", "which I need") or a present verb ending in "-eed"
# ("need", "feed") is no deed done to the thing.
_FEELINGS: Final = r"""(?:[a-z]*eed\b|(?:want|hat|lov|lik|need|preferr|hop|wish|desir|enjoy
    |ador|miss|regrett|dread|fear|envi|admir|fanci|dislik|detest|treasur|valu)ed\b)"""
_WHICH_I: Final = re.compile(
    rf"""(?:^|(?<=[.!?])\s+)
    (?P<thing>(?:the|a|an|my|our)\s+[^,.;:!?]{{2,60}}?),\s+which\s+(?P<who>I|we)
    (?P<aux>'ve|\s+have|'d|\s+had)?\s+(?P<adverb>(?:just|finally|recently|only\s+just)\s+)?
    (?P<verb>(?:(?!{_FEELINGS})[a-z]+ed|{alternation(IRREGULAR_PAST)})(?:\s+[a-z]+ing)?)
    (?P<when>\s+(?:in|on|last)\s+[\w ]{{2,30}}?|\s+yesterday)?\s*(?P<end>[.!]+|$)""",
    re.IGNORECASE | re.VERBOSE,
)


def _reworded(match: re.Match[str]) -> str:
    lead = match.group(0)[: len(match.group(0)) - len(match.group(0).lstrip())]
    thing = match.group("thing")
    thing = thing[:1].lower() + thing[1:]
    who = "I" if match.group("who").lower() == "i" else "We"
    return (
        f"{lead}{who}{match.group('aux') or ''} {match.group('adverb') or ''}"
        f"{match.group('verb')} {thing}{match.group('when') or ''}{match.group('end')}"
    )


def which_i(text: str) -> str:
    """``text`` with each sentence told as a thing and the speaker's deed on it ("The
    west window, which I've just finished restoring.") said as the deed ("I've just
    finished restoring the west window.")."""
    return _WHICH_I.sub(_reworded, text)

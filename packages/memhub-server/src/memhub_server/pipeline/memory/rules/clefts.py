"""Who it was, put right: "No, it's Giga's brother Zurab who is in Ossett, not mine."

A listener mixes people up and the speaker sets it straight with a cleft: "it was X who
...". Read as it stands, the sentence says nothing of X (the extractor finds no subject
in "it's ... who"), and the news is lost with the mix-up. :func:`cleft_plain` says it
plainly, X first: "Giga's brother Zurab is in Ossett." The "not mine", "not my sister"
after it only says whom it is not about, and goes.

It is narrow: X must be someone (a name, "my cousin Hjördís", "Gerwald's dad"), not a
thing ("it's the van that ...") or a pronoun; what follows "who" must open on a verb; a
question is left as it is.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import RELATIVES, alternation

__all__ = ["cleft_plain"]

_KIN: Final = alternation(sorted(RELATIVES, key=len, reverse=True))
_NAME: Final = r"(?-i:[A-Z])[\w'’-]*"
# "No, it's Giga's brother Zurab who is in Ossett, not mine."
_CLEFT: Final = re.compile(
    rf"""(?P<lead>^|(?<=[.!?])\s+)(?:(?:no|nope|nah|sorry|actually)[,!.]?\s+)*
    it(?:['’]s|\s+is|\s+was)\s+
    (?P<who>(?:my|our)\s+(?:{_KIN})(?:\s+{_NAME})?
    |{_NAME}['’]s\s+(?:{_KIN})(?:\s+{_NAME})?
    |(?!(?:I|You|We|They|He|She|It|This|That|The)\b){_NAME})\s+
    who\s+(?P<done>(?:is|was|has|had|lives|lived|moved|works|worked|got|went|broke|did)\b
    [^,.!?;]{{0,200}}?)  # bounded: a long clause after "who" is read once, not per end
    (?P<not>\s*,?\s+not\s+[^.!?;]{{1,60}}?)?(?P<end>[.!;]|$)""",
    re.IGNORECASE | re.VERBOSE,
)


def cleft_plain(text: str) -> str:
    """``text`` (one turn) with each "it was X who ..." said plainly, X first (see the
    module docstring); a "No," before it goes too: it said no to the mix-up."""
    if "who" not in text.lower():
        return text

    def plain(match: re.Match[str]) -> str:
        who = match.group("who")
        return f"{match.group('lead')}{who[:1].upper()}{who[1:]} {match.group('done')}."

    return _CLEFT.sub(plain, text)

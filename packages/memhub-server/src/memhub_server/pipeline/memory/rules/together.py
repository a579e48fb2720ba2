"""How long a couple was together, told right after the news that they broke up.

"Florian and I decided to separate." - "Oh no, are you okay?" - "Sad, but it was right.
Twelve years is a long time." The span is the relationship's, but the turn that gives it
names nobody: :func:`together_told` makes it "Florian and I were together for twelve years"
from the speaker's own turn before the prompt.

It is narrow on purpose. The speaker's turn before must say, in so many words, that they
and one named person split up ("Kim and I broke up", "I split up with Kim", "Kim left
me"); the prompt must be the other's reply to it, a question or a word of sympathy; and
the span must stand on its own: a sentence of just "4 years", "twelve years together" or
"N years is a long time" (never "4 years at the firm").
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import word_set

__all__ = ["together_told"]

_FLAGS: Final = re.IGNORECASE | re.VERBOSE
_NAME: Final = r"(?-i:[A-Z])[a-zà-ÿ'-]+|[a-zà-ÿ'-]+"
# "The band and I split up": a group or thing, no partner.
_DETERMINER: Final = r"(?<!\bthe\s)(?<!\bmy\s)(?<!\bour\s)(?<!\ba\s)(?<!\bthis\s)(?<!\bthat\s)"
_SPLIT_VERB: Final = r"""(?:(?:have|had|just)\s+)?(?:decided\s+to\s+)?
    (?:separate|separated|split\s+up|broke\s+up|broken\s+up|are\s+separating
    |are\s+splitting\s+up|are\s+getting\s+divorced|got\s+divorced|are\s+divorcing)"""
_SPLIT: Final = (
    re.compile(
        rf"(?<![\w']){_DETERMINER}(?P<who>{_NAME})\s+and\s+(?:I|i)\s+{_SPLIT_VERB}\b",
        _FLAGS,
    ),
    re.compile(
        rf"""(?<![\w'])(?:I|i)\s+(?:have\s+|just\s+)?(?:split\s+up|broke\s+up|broken\s+up)
        \s+with\s+(?P<who>{_NAME})\b""",
        _FLAGS,
    ),
    re.compile(
        rf"""(?<![\w'])(?P<who>{_NAME})\s+(?:has\s+|just\s+)?(?:left\s+me|dumped\s+me
        |broke\s+up\s+with\s+me|ended\s+it)(?=\s*(?:[.!,;]|$|for\s|after\s|last\s|on\s(?!read\b)))""",
        _FLAGS,
    ),
)
_NOT_PARTNERS: Final = word_set(
    """i we he she they it you who that this which and but so then me my our their his
    her its mum mom dad mam everyone everybody someone nobody work job life""",
    None,
)
# The other's reply to the news: a question or sympathy.
_CONSOLING: Final = re.compile(
    r"""\?\s*$|\b(?:sorry|oh\s+no|poor\s+you|that'?s\s+(?:hard|sad|awful|tough|rough)
    |hugs?)\b""",
    _FLAGS,
)
# A question of how long, and one of how long the two were together.
_HOW_LONG: Final = re.compile(r"\bhow\s+(?:long|many\s+years)\b", re.IGNORECASE)
_HOW_LONG_TOGETHER: Final = re.compile(
    r"""\bhow\s+(?:long|many\s+years)\s+(?:were|had|have|was|did)\s+(?:you|u)\s+
    (?:two\s+|both\s+)?(?:been\s+)?(?:together|dating|married|going\s+out|a\s+couple
    |with\s+(?:him|her|them|(?-i:[A-Z])[a-z]+))\b""",
    _FLAGS,
)
_NUMBER: Final = r"""(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve
    |thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty)"""
# "4 years." / "Twelve years is a long time" / "six years together": a span on its own.
_SPAN: Final = re.compile(
    rf"""(?:^|(?<=[.!?,])\s+|^(?:not\s+really|yeah|yes|no|honestly)[.,!]\s+)
    (?P<span>{_NUMBER}\s+years)
    (?P<rest>\s*(?:together)?\s*(?:[.!]|$)
    |\s+(?:together\s+)?(?:is|was)\s+a\s+(?:long|very\s+long)\s+time\b[^.!?]*[.!?]?)""",
    _FLAGS,
)


def together_told(text: str, prompt: str | None, own_before: list[str]) -> str:
    """``text`` with a span that stands alone after the news of a break-up ("4 years.")
    said as the couple's: "Kim and I were together for 4 years." ``own_before``: the
    speaker's earlier turns, the latest first; ``prompt``: the other's turn between."""
    if not own_before or not prompt or _CONSOLING.search(prompt) is None:
        return text
    if _HOW_LONG.search(prompt) is not None and _HOW_LONG_TOGETHER.search(prompt) is None:
        return text  # "how long is the lease?" - "3 years.": the span of something else
    partners = {
        m.group("who")
        for pattern in _SPLIT
        for m in pattern.finditer(own_before[0])
        if m.group("who").lower() not in _NOT_PARTNERS
    }
    if len(partners) != 1:
        return text
    span = _SPAN.search(text)
    if span is None:
        return text
    who = partners.pop()
    said = f"{who} and I were together for {span.group('span').lower()}."
    lead = text[: span.start("span")]
    return f"{lead}{said} {text[span.end() :].lstrip()}".strip()

"""How long the speaker's race, row or walk took, said after it.

People tell an outing first and its time after it: "I ran my first 10K on Sunday, and I
finished in 52 minutes!", "I finished the aquathlon on Sunday! One hour and 38 minutes,
and I swam the whole way", "We rowed round to the fort last weekend. Three hours!",
"We walked up Snowdon on Saturday. It took us five hours." Read alone, "I finished in 52
minutes" or "Three hours!" says nothing of what took that long. :func:`time_taken_joined`
puts the time with the outing: "I ran my first 10K on Sunday, in 52 minutes!". A time in
days is left as it was: "in three days" would read as a day ahead.

Only the speaker's own outing (its "I" may be left out, as chat does: "ran my first 15k
sun. 88 mins"), told in the past with a verb of moving or finishing, takes
a time so; a time after anything else ("I did the washing up. Two hours to go") or one that
says more than how long ("Three hours left!") is left as it was.

How long a wait for a thing done by others took joins it too (:func:`wait_joined`): "got her
licence renewed, took her 3 months lol" -> "got her licence renewed, after 3 months".
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import NUMBER_WORDS, alternation

__all__ = ["time_taken_joined", "wait_joined"]

_NUMBER: Final = (
    r"(?:(?:twenty|thirty|forty|fifty)[- ](?:one|two|three|four|five|six|seven|eight|nine)"
    rf"|\d+(?:\.\d+)?|{alternation(NUMBER_WORDS)}|an?|one)"
)
# Not days: "in three days" reads as a day ahead.
_UNIT: Final = r"(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)"
# "52 minutes", "about three hours", "one hour and 38 minutes", "2 hours 9 minutes",
# "an hour and a half", "one hour twenty-four minutes and thirty seconds", "1hr 42"
_DURATION: Final = rf"""(?:(?:about|around|roughly|just\s+under|just\s+over|under|over|nearly
    |almost|exactly)\s+)?{_NUMBER}(?:\s+and\s+a\s+half)?\s*{_UNIT}
    (?:,?\s+(?:and\s+)?{_NUMBER}\s*{_UNIT}){{0,2}}(?:\s+\d{{1,2}}(?![\w:]|\.\d))?"""
# The speaker's own outing, in the past, up to where its sentence ends.
# The "I" may be left out, as chat does ("ran my first 15k sunday. 88 mins").
_OUTING: Final = r"""(?:^|(?<=[.!?])\s+)(?:(?:so|and|well|oh|ooh|yay|guess\s+what[?!]*)[\s,]+)?
    (?:(?:(?-i:[A-Z][a-z]+)\s+and\s+)?(?:i|we)\s+)?(?:(?:just|finally|actually|also)\s+)?(?:ran|finished|completed|did|rowed|swam
    |cycled|rode|walked|hiked|climbed|raced|paddled|sailed|kayaked|skied)\s[^.!?]*?"""

# "..., and I finished in 52 minutes": the time in the outing's own sentence.
_FINISHED_IN: Final = re.compile(
    rf"""(?P<outing>{_OUTING})
    ,?\s+and\s+(?:i|we)\s+(?:finished|did\s+it|made\s+it|got\s+round)\s+in\s+
    (?P<time>{_DURATION})(?=\s*(?:[.!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# "I finished the aquathlon on Sunday! One hour and 38 minutes, and I swam ...", "Three
# hours!", "It took us five hours.": the time alone in the next sentence.
_TIME_AFTER: Final = re.compile(
    rf"""(?P<outing>{_OUTING})(?P<end>[.!]+)\s+
    (?:it\s+took\s+(?:(?:me|us)\s+)?)?(?P<time>{_DURATION})(?:\s+flat)?
    (?P<after>\s*[.!]+|,\s+(?=and\s+(?:i|we)\s)|\s*$
    # ", seven minutes faster than Yewande's time": how it compares, kept with it
    |,\s+(?=[^.!?,]*?\b(?:faster|slower|quicker|better|longer)\s+than\b))""",
    re.IGNORECASE | re.VERBOSE,
)


def time_taken_joined(text: str) -> str:
    """``text`` with the time the speaker's outing took put in the outing's own sentence:
    "We rowed to the fort last weekend. Three hours!" -> "We rowed to the fort last weekend,
    in three hours!"."""
    if not re.search(_UNIT, text, re.IGNORECASE):
        return text
    text = _FINISHED_IN.sub(lambda m: f"{m.group('outing')}, in {_lowered(m.group('time'))}", text)

    def joined(match: re.Match[str]) -> str:
        after = match.group("after")
        end = after if after.strip() else match.group("end")
        tail = "," if after.startswith(",") else end.strip()
        return f"{match.group('outing')}, in {_lowered(match.group('time'))}{tail}" + (
            " " if after.startswith(",") else ""
        )

    return _TIME_AFTER.sub(joined, text)


def _lowered(time: str) -> str:
    """A time as it reads inside a sentence: "Three hours" -> "three hours"."""
    return time[:1].lower() + time[1:] if not time[:2].isupper() else time


# "dara finally got her licence renewed, took her 3 months lol", "passport renewed fri. took
# 9 wks": how long the wait for a thing done by others was, said after it.
_WAITED: Final = re.compile(
    rf"""(?P<done>\b(?:renewed|fixed|repaired|approved|arrived|came\s+through|sorted|delivered
    |processed|issued|granted|replaced|refunded)\b[^.!?,;]{{0,80}}?)
    (?P<aside>,?\s+(?:by\s+the\s+way|btw|too|finally|at\s+last))?
    (?:,\s*(?:and\s+)?|[.!]+\s+)(?:(?:it|that|which)\s+)?(?:only\s+|just\s+)?took\s+
    (?:(?:her|him|them|me|us)\s+)?
    (?P<wait>(?:(?:about|around|nearly|almost|over|under|just\s+over|just\s+under)\s+)?
    {_NUMBER}\s+(?:days?|weeks?|wks?|months?|mths?|years?|yrs?))
    (?:\s+(?:lol|haha+|smh|ffs|omg))*(?P<end>\s*(?:[.!]+|$))""",
    re.IGNORECASE | re.VERBOSE,
)


def wait_joined(text: str) -> str:
    """``text`` with how long a thing took to be done put with it: "got her licence
    renewed, took her 3 months lol" -> "got her licence renewed, after 3 months"."""
    if "took" not in text.lower():
        return text
    return _WAITED.sub(
        lambda m: f"{m.group('done')}, after {_lowered(m.group('wait'))}{m.group('end')}", text
    )

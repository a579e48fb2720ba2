"""An "it" that opens the sentence straight after the speaker's own thing is that thing.

"I cancelled my satellite TV subscription. It was 450 kwacha a month.", "I bought a new
bike on Friday. It cost 300 pounds.", "My laptop died on Sunday. It was six years old.":
read alone, the second sentence leans on its "it" and forms nothing; the sentence before
it named one thing of the speaker's, got, lost, mended or ended, and the "it" is that
thing. :func:`it_named` puts the thing in the "it"'s place ("My satellite TV subscription
was 450 kwacha a month.").

Only the very next sentence is read, and only when it tells what the thing cost, weighed
or was by a number ("It cost 300 pounds", "It was 450 kwacha a month", "It was six years
old"): "It was a good day", "It was hard to say goodbye" and "It was the third time" are
about the day or the deed, not the thing. People, several things ("I bought two chairs"),
a doing ("I started running") and a thing visited or seen are not such a thing.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import BEFELL, JOBS, NUMBER_WORDS, PETS, RELATIVES, ROLES, alternation, word_set

__all__ = ["it_named"]

# What the speaker does to a thing of theirs that an "it" may go on about.
_DONE_TO: Final = r"""(?:bought|got|ordered|cancel+ed|sold|booked|adopted|found|lost|made|built
    |fixed|repaired|replaced|rented|renewed|planted|painted|knitted|baked|sewed|returned
    |picked\s+up|signed\s+up\s+for|paid\s+for)"""
# What befalls a thing of the speaker's: "my laptop died", "our boiler broke down".
_BEFELL: Final = rf"""(?:{alternation(BEFELL)}|broke\s+down|packed\s+up|went\s+missing|got\s+stolen
    |was\s+stolen|arrived|came|turned\s+up)"""
_NUMBER_WORDS: Final = alternation(NUMBER_WORDS)


def _thing(group: str) -> str:
    """A thing's name of up to four words, none joining it to another, as group ``group``."""
    return rf"(?P<{group}>(?:(?!(?:and|or|but|with)\s)[a-z][\w-]*\s+){{0,3}}?[a-z][\w-]*)"


_OWN_THING: Final = re.compile(
    rf"""(?:^|(?<=[.!?]\s))(?:(?:and|so|oh|also|well)[\s,]+)?
    (?:(?:i|we)(?:['’]ve|\s+have)?\s+(?:just\s+|finally\s+|also\s+)?{_DONE_TO}\s+(?P<det>a|an|my|our)\s+{_thing("thing")}
    |(?P<owner>my|our)\s+{_thing("own")}\s+(?:just\s+|finally\s+)?{_BEFELL})
    (?P<tail>(?:\s+(?:on|in|at|from|for|last|this|yesterday|today|online|off|after)\b[^.!?]*)?)
    [.!]+\s+(?P<it>It)\s+(?=(?:was|cost|costs|is|['’]s|weighs|weighed)\s+(?:about\s+|around\s+|only\s+
    |just\s+|nearly\s+|over\s+|under\s+)?(?:[£$€]\s?\d|\d|(?:{_NUMBER_WORDS})\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# Words that make the "thing" no one thing of the speaker's: people, a doing, a part.
_NOT_ONE_THING: Final = RELATIVES | ROLES | JOBS | word_set("of friend friends mate", None)


def it_named(text: str) -> str:
    """``text`` with the "It" that opens the sentence after the speaker's own thing made
    that thing: "I bought a new bike. It cost 300 pounds." -> "I bought a new bike. My new
    bike cost 300 pounds."; ``text`` as it was when no sentence is so."""
    match = _OWN_THING.search(text)
    if match is None:
        return text
    thing = match.group("thing") or match.group("own")
    words = thing.lower().split()
    last = words[-1]
    if any(word in _NOT_ONE_THING for word in words) or last.endswith("ing"):
        return text  # "my brother", "a friend of mine", "started running"
    if last.endswith("s") and not last.endswith(("ss", "us", "is")) and last not in PETS:
        return text  # "I bought two chairs": several, no "it"
    owner = (match.group("owner") or match.group("det")).lower()
    owned = "Our" if owner == "our" else "My"
    start, end = match.span("it")
    return f"{text[:start]}{owned} {thing}{text[end:]}"

"""Frames before a colon that make the clause after it untrue as the speaker's own.

"Big news: we're moving to Hull" is the speaker's statement once the frame is dropped;
"my dream: I own a bakery" is a wish, and "Ana's text: I quit!" or "my boss said: we're
all getting a raise" are someone else's words, whose I/we are that other speaker's.
Both the label stripper (:mod:`.idioms`) and the colon splitter (:mod:`.text`) ask
:func:`not_said_as_own` before they read the clause alone, and :func:`on_the_days` for the
days a frame names ("Tuesdays are my long days: I'm at the workshop from seven"), which the
clause read alone would lose.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["names_listed", "not_said_as_own", "on_the_days"]

_WISH: Final = re.compile(
    r"\b(?:dreams?|wish(?:es)?|fantas(?:y|ies)|ideal|imagine|hypothetical(?:ly)?|if)\b",
    re.IGNORECASE,
)
_WORDS: Final = re.compile(
    r"\b(?:says?|said|tells?|told|ask(?:s|ed)?|wr(?:ote|ites?)|text(?:s|ed)?|messaged?"
    r"|words|quot(?:e|es|ed)|motto|rule|lyrics?|line|goes|went|repl(?:y|ied|ies)"
    r"|answer(?:ed)?|e-?mail(?:ed)?|note|post(?:ed)?|tweet(?:ed)?|caption|sign|slogan)\b",
    re.IGNORECASE,
)
# "if you'll have me", "if that's OK": an "if" of politeness, no wish; what follows the
# colon is still the speaker's own ("I'd love to come, if you'll have me: I've booked ...").
_POLITE_IF: Final = re.compile(
    r""",?\s*\bif\s+(?:you(?:'ll|’ll|\s+will)\s+have\s+(?:me|us)|you\s+don['’]t\s+mind
    |(?:that['’]s|that\s+is|it['’]s|it\s+is)\s+(?:ok|okay|alright|all\s+right|fine)
    |you\s+(?:like|want|prefer))\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
# The speaker reporting their own words ("I told him: I'm out") speaks for themself.
_OWN_WORDS: Final = re.compile(r"(?:i|i've|we|we've)\s", re.IGNORECASE)
_SPEAKING: Final = re.compile(
    r"(?:i|i'm|im|i've|ive|i'd|i'll|my|me|we|we're|we've|we'll|we'd|our|us|you|you're|your)"
    r"(?![\w'])",
    re.IGNORECASE,
)


def not_said_as_own(frame: str, clause: str) -> bool:
    """Whether ``frame`` (before a colon) makes ``clause`` (after it) untrue read alone:
    a wish frame always does, someone else's words do when the clause says I/we/you."""
    if _WISH.search(_POLITE_IF.sub("", frame)):
        return True
    return (
        _WORDS.search(frame) is not None
        and _OWN_WORDS.match(frame.strip()) is None
        and _SPEAKING.match(clause.strip()) is not None
    )


# "Pip and a scruffy collie called Rolo", "Bea, Cas n Dot": the names of what a count
# before the colon counted ("We've two goats: ..."), no clause of its own.
_NAMES_LISTED: Final = re.compile(
    r"""^(?:(?-i:[A-Z])[\w'-]*|(?:an?|the)\s+(?:[\w'-]+\s+){0,4}?(?:called|named)\s+\S+)
    (?:(?:\s*,\s*|\s+(?:and|n|&)\s+|\s*,\s*and\s+)
    (?:(?-i:[A-Z])[\w'-]*|(?:an?|the)\s+(?:[\w'-]+\s+){0,4}?(?:called|named)\s+\S+))+[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def names_listed(clause: str) -> bool:
    """Whether ``clause`` (after a colon) only names two or more, with no verb: "Pip, Dot
    and a bald one called Mabel" names what the frame counted; it is read with the frame."""
    return _NAMES_LISTED.match(clause.strip()) is not None


# "Tuesdays are my long days", "and Wednesday is our court day", "Mondays and Fridays are
# my early ones": a frame that says what a weekday is in the speaker's week.
_WEEKLY_DAY_FRAME: Final = re.compile(
    r"""^(?:(?:and|so|but|also|now|plus)[,\s]+)?
    (?P<days>(?:mon|tues|wednes|thurs|fri|satur|sun)days?
    (?:\s*(?:,|and|&)\s*(?:mon|tues|wednes|thurs|fri|satur|sun)days?)*)
    \s+(?:are|is)\s+(?:now\s+|still\s+|always\s+)?(?:my|our)\s+
    # a kind of day in a week, not one day's event ("Saturday is my birthday")
    (?:[a-z-]+\s+){0,2}?(?:days?|ones?|shifts?|nights?|mornings?|evenings?|afternoons?)
    (?:\s+(?:now|off|at\s+work|in\s+the\s+office))?\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
# A clause that names a time of its own, or tells of one occasion (past, or a plan with a
# day): it is no account of every such weekday.
_A_WEEKDAY: Final = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:every|each|a)\s+(?:day|week)\b"
    r"|\b(?:daily|weekly|weekends?|today|tonight|tomorrow|yesterday|next|last|ago)\b"
    r"|\b(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december)\b|\b\d{4}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\bthe\s+\w+(?:st|nd|rd|th)\b"
    r"|\b(?:was|were|went|had|did)\b"
    r"|\b\w+ed\b",
    re.IGNORECASE,
)


def on_the_days(frame: str, clause: str) -> str | None:
    """ "On Tuesdays" when ``frame`` (before a colon) says what weekdays are in the speaker's
    week ("Tuesdays are my long days") and ``clause`` (after it, up to its sentence's end)
    tells of those days without naming a time of its own; else None."""
    found = _WEEKLY_DAY_FRAME.match(frame.strip())
    if found is None or _A_WEEKDAY.search(re.split(r"[.!?](?:\s|$)", clause, maxsplit=1)[0]):
        return None
    days = re.sub(r"(?i)(day)\b", r"\1s", found.group("days"))
    return f"On {days[0].upper()}{days[1:]}"

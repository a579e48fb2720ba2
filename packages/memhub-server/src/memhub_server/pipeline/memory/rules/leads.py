"""A short verbless answer before ", but" and a clause of the speaker's own.

"How is the class going?" - "Very well, but I've moved it to Thursdays." The lead ("Very
well", "Not yet", "Still the old line") answers the chat and says nothing alone; left on,
it either stops the clause after it from being read or is written into the memory
("Very well, but Lena has moved the class ..."). :func:`lead_dropped` leaves the clause
after "but" to be read as the sentence.

A lead that is a clause itself ("Tom left, but I stayed", "It's fine, but ...") or names
someone ("Not Tom, but ...") stays, and so does one with a verb left out ("Still fixing
buses, but ..."): only a few words with no subject and no verb go.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import IRREGULAR_PAST, word_set

__all__ = ["lead_dropped"]

# At the start of the answer: up to six words, a comma, "but", and a clause that begins
# with a subject of its own.
_LEAD_BUT: Final = re.compile(
    r"""^(?P<lead>[A-Za-z][\w' -]{0,40}?),\s+but\s+
    (?P<rest>(?:I|I'm|I've|I'd|I'll|we|we're|we've|we'll|my|our|the|he|she|they)\s)""",
    re.VERBOSE,
)
# Words that make the lead a clause (or part of one) rather than a verbless answer.
_CLAUSE_WORDS: Final = word_set(
    """i i'm i've i'd i'll we we're we've he she they it it's you you're that's there's
    is are was were am be been has have had do does did will would can could should
    might must shall may isn't aren't wasn't weren't hasn't haven't didn't don't doesn't
    won't can't couldn't wouldn't if when because though although""",
    None,
)


def _verbless(lead: str) -> bool:
    words = lead.split()
    if not words or len(words) > 6:
        return False
    for n, word in enumerate(words):
        low = word.lower()
        if low in _CLAUSE_WORDS or low in IRREGULAR_PAST or low.endswith(("ed", "ing", "'s", "'d")):
            return False
        if n > 0 and word[:1].isupper():
            return False  # "Not Tom, but ...", "Still Anna, but ...": a name stays
    return True


def lead_dropped(text: str, prompt: str | None) -> str:
    """``text`` with a verbless lead before ", but <subject> ..." left out ("Very well,
    but I've moved it to Thursdays." -> "I've moved it to Thursdays."), when it starts a
    turn that answers a question (after a statement of one's own, "Not fast, but I didn't
    fall once!" leans on what came before)."""
    if prompt is None or "?" not in prompt:
        return text

    def dropped(match: re.Match[str]) -> str:
        if not _verbless(match.group("lead")):
            return match.group()
        rest = match.group("rest")
        return rest[:1].upper() + rest[1:]

    return _LEAD_BUT.sub(dropped, text)

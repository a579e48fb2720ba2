"""A short verbless answer before ", but" and a clause of the speaker's own.

"How is the class going?" - "Very well, but I've moved it to Thursdays." The lead ("Very
well", "Not yet", "Hard") answers the chat and says nothing alone; left on,
it either stops the clause after it from being read or is written into the memory
("Very well, but Lena has moved the class ..."). :func:`lead_dropped` leaves the clause
after "but" to be read as the sentence.

Only a lead made of words that say how it goes or yes or no ("Very well", "Not yet",
"Hard") goes; one that answers the question ("Glasgow, but I grew up in Fife"), is a
clause itself ("Tom left, but I stayed") or has a verb left out ("Still fixing buses,
but ...") stays.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import word_set

__all__ = ["lead_dropped"]

# At the start of the answer: up to six words, a comma, "but", and a clause that begins
# with a subject of its own.
_LEAD_BUT: Final = re.compile(
    r"""^(?P<lead>[A-Za-z][\w' -]{0,40}?),\s+but\s+
    (?P<rest>(?:I|I'm|I've|I'd|I'll|we|we're|we've|we'll|my|our|the|he|she|they)\s)""",
    re.VERBOSE,
)
# The words a verbless lead is made of: how it goes and yes or no, with their degrees.
# A lead that answers the question ("where's home?" - "Glasgow, but I grew up in Fife",
# "how old is she?" - "Forty-one, but ...") says something, and stays.
_ANSWER_WORDS: Final = word_set(
    """yes yeah yep no nope nah not yet still very really pretty quite so too a bit little
    lot kind sort of all right alright ok okay fine good great well better worse badly
    mostly slowly hard busy tough tiring fun bad lovely wonderful brilliant amazing awful
    terrible exhausting stressful tricky mixed same as ever always never nothing much
    honestly sadly actually""",
    None,
)


def _verbless(lead: str) -> bool:
    words = lead.lower().split()
    return 0 < len(words) <= 6 and all(word in _ANSWER_WORDS for word in words)


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

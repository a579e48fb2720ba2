"""A short verbless answer before ", but" and a clause of the speaker's own, and a verdict
before a comma and the news it sums up.

"How is the class going?" - "Very well, but I've moved it to Thursdays." The lead ("Very
well", "Not yet", "Hard") answers the chat and says nothing alone; left on,
it either stops the clause after it from being read or is written into the memory
("Very well, but Lena has moved the class ..."). :func:`lead_dropped` leaves the clause
after "but" to be read as the sentence.

Only a lead made of words that say how it goes or yes or no ("Very well", "Not yet",
"Hard") goes; one that answers the question ("Glasgow, but I grew up in Fife"), is a
clause itself ("Tom left, but I stayed") or has a verb left out ("Still fixing buses,
but ...") stays.

"What would you like me to highlight?" - "That I've taught piano for thirty years.": the
answer's "That" hangs on the question's verb (highlight that, mention that) and leaves the
speaker's clause unread; :func:`that_dropped` leaves the clause.

"Birthday was good, my mum took me to the zoo on Saturday": the verdict ("Birthday was
good") sums up the news after the comma and says nothing a memory keeps; left on, it
either stops the news from being read or is written into the memory. :func:`verdict_dropped`
leaves the news to be read as the sentence. The verdict must be a short subject, "was"
or "is", and words of how it went ("lovely", "a bit mad") only: "My sister is a nurse,
she works nights" keeps both halves.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import word_set

__all__ = [
    "lead_dropped",
    "span_lead_dropped",
    "that_dropped",
    "verdict_dropped",
    "why_lead_dropped",
]

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
    honestly sadly actually mad crazy hectic manic quiet nice grim rough weird perfect
    magic class epic long short early late days nights hours weeks shifts mornings""",
    None,
)


# "Did the okada stay fixed?" - "It did, but I slid off it": a yes or no said by echoing the
# question's helper verb after a pronoun for the thing or the others asked about.
_ECHOED: Final = re.compile(
    r"""(?:it|they)\s+(?:did|does|do|is|was|are|were|has|have|had|can|could|will
    |would)(?:\s+not|n['’]t)?""",
    re.IGNORECASE | re.VERBOSE,
)


def _verbless(lead: str) -> bool:
    words = lead.lower().split()
    if _ECHOED.fullmatch(lead) is not None:
        return True
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


# "Only ten days in the end; ...", "Just the one week in the end, ...": how long a planned
# stay lasted, said of a plan the turn does not name, before the news that cut it short.
_SPAN_LEAD: Final = re.compile(
    r"""^(?:only|just)\s+(?:the\s+)?(?:\d{1,2}|[a-z]+)\s+(?:days?|nights?|weeks?|months?)
    \s+in\s+the\s+end\s*[;:,.–—-]\s+(?P<first>\w)""",
    re.IGNORECASE | re.VERBOSE,
)


def span_lead_dropped(text: str) -> str:
    """``text`` without a lead that says only how long a stay lasted in the end ("Only ten
    days in the end; Ana was called back to work on the 13th." -> "Ana was called back to
    work on the 13th."): the lead leans on a plan told earlier and reads as nothing alone,
    and left on it stops the news after it from being read."""
    lead = _SPAN_LEAD.match(text)
    return text if lead is None else lead.group("first").upper() + text[lead.end() :]


# "That I've ...", "That my ...": a clause of the speaker's, hung on the question's verb.
_THAT_MINE: Final = re.compile(
    r"^That\s+(?P<rest>(?:I|I've|I'm|I'd|I\s+have|I\s+am|I\s+was|my|we've|we're|our)\s)",
    re.IGNORECASE,
)
_WHAT_ASKED: Final = re.compile(r"\bwhat\b[^.!?]*\?", re.IGNORECASE)


def that_dropped(text: str, prompt: str | None) -> str:
    """``text`` without the "That" of an answer to a "what ...?" question ("What should I
    put first?" - "That I've run the shop since 1998." -> "I've run the shop since
    1998."); as it was otherwise ("That was fun" says no clause of the speaker's)."""
    if prompt is None or _WHAT_ASKED.search(prompt) is None:
        return text
    return _THAT_MINE.sub(
        lambda found: found.group("rest")[:1].upper() + found.group("rest")[1:], text
    )


# At the start of a sentence: a short subject ("Birthday", "The weekend", "It", "Work"),
# "was" or "is", the verdict, a comma, and a clause with a subject of its own.
_VERDICT_LEAD: Final = re.compile(
    r"""(?:^|(?<=[.!?])\s+)
    (?P<lead>(?:(?:The|the|My|my|Our|our)\s+)?[A-Za-z][\w'-]*
    (?:\s+[a-z][\w'-]*)?\s+(?:was|is|were|has\s+been|'s)\s+(?P<verdict>[a-z][a-z' -]{0,30}?))
    ,\s+(?:and\s+)?(?P<rest>(?:I|I'm|I've|I'd|we|we're|we've|my|our|he|she|they)\s)""",
    re.VERBOSE,
)
# Subjects whose "is"/"was" opens a clause of news, not a verdict: "She was great, ..."
# is about her. After "it", "this" or "that" the news leans on what the chat called so
# ("How was it?" - "It was lovely, and I met the mayor": met at what) and stays as said.
_NOT_VERDICT_SUBJECTS: Final = word_set("i he she we they you it this that", None)


def verdict_dropped(text: str) -> str:
    """``text`` with a verdict before a comma and the news it sums up left out
    ("Weekend was lovely, we went to the coast." -> "We went to the coast.")."""

    def dropped(match: re.Match[str]) -> str:
        subject = match.group("lead").split()[0].lower()
        if subject in _NOT_VERDICT_SUBJECTS or not _verbless(match.group("verdict")):
            return match.group()
        rest = match.group("rest")
        gap = match.group()[: match.start("lead") - match.start()]
        return gap + rest[:1].upper() + rest[1:]

    return _VERDICT_LEAD.sub(dropped, text)


# "travel cos we go to my aunt's in Hull": the thing the chat named, then why, with a
# subject of its own. The thing alone says nothing; the reason is the speaker's news.
_WHY_LEAD: Final = re.compile(
    r"""^(?P<lead>[A-Za-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}),?\s+(?:because|cos|coz|cause)\s+
    (?P<rest>(?:I|i|I'm|im|we|we're|my|our|he|she|they)\s)""",
    re.VERBOSE,
)


def why_lead_dropped(text: str, prompt: str | None) -> str:
    """``text`` without a thing named before "because" at the start of an answer
    ("travel cos we go to my aunt's at Easter" -> "we go to my aunt's at Easter"); a lead
    with a word of a clause in it ("I left because ...") is no thing, and stays."""
    if prompt is None:
        return text
    found = _WHY_LEAD.match(text)
    if found is None or _CLAUSE_WORD.search(found.group("lead")):
        return text
    return text[found.start("rest") :]


_CLAUSE_WORD: Final = re.compile(
    r"\b(?:i|we|he|she|they|you|it|is|are|was|were|am|did|do|does|has|have|had|\w+ed|\w+n't)\b",
    re.IGNORECASE,
)

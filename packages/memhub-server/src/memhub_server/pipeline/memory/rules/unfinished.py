"""Facts whose object stayed in the chat: read alone, they do not say of what.

An answer in chat leans on what the turn before it named: "I'm halfway through" (the
novel just named), "I cried at the end" (of the book), "We've run out" (of the film asked
for), "I was only a few weeks late" (with the rent), "I'm the secretary" (of the club).
Rewritten to the third person they still read as sentences, so the gate's verb and
pronoun checks pass them, but a year later "Flurin is halfway through." tells no one
anything. When no rule before the gate has put the object back, the fact is dropped: the
issue's rule is to form nothing rather than a fact that is not self-contained.

Each shape is a whole fact, from its subject to its full stop, so a fact that goes on to
name the thing ("is halfway through the novel", "is the secretary of the felt club",
"cried at the end of the film") is kept, and so are short facts with an object of their
own ("<S> keeps the refuge", "<S> has stopped teaching windsurfing").
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import OFFICES, alternation
from .worth import SUBJECT

__all__ = ["object_left_in_chat"]

# The fact's subject, alone or with "and others" (the rewrite's "we").
_WHO: Final = rf"^{SUBJECT}(?:\s+and\s+others)?"
# "is", "was", "'s", "will be": the verb before a state.
_BE: Final = r"\s+(?:is|are|was|were|will\s+be|['’]s|['’]re)"
# Adverbs that may stand before the state without naming anything.
_ADVERBS: Final = r"(?:\s+(?:still|now|already|nearly|almost|just|only|finally|also))*"
# A tail that adds nothing to say of what, then the end of the fact.
_END: Final = r"(?:\s+(?:now|already|too|again|as\s+well|at\s+last|then))?\s*[.!]*$"

# "<S> is halfway through.", "<S> and others are nearly done.", "<S> is almost finished
# now": progress through a thing the turn before named.
_PROGRESS: Final = re.compile(
    rf"""{_WHO}{_BE}{_ADVERBS}\s+(?:(?:about|over|more\s+than)\s+)?
    (?:halfway|half\s+way|half-way|most\s+of\s+the\s+way|a\s+third\s+of\s+the\s+way)
    (?:\s+(?:through|done|finished|there))?{_END}""",
    re.IGNORECASE | re.VERBOSE,
)
# "... on the last chapter.", "... cried at the end.", "... up to the third episode": a
# part of a whole the fact does not name, at its very end ("at the end of the film" names
# it, and "in the end" is no part of anything).
_PART_OF_NOTHING: Final = re.compile(
    r"""\s(?:on|at|near|onto|past|to|towards?|until|till|by|before|up\s+to)\s+the\s+
    (?:(?:very|last|final|first|second|third|fourth|fifth|next|penultimate|closing|opening)
    \s+)?(?:end|chapter|page|episode|season|level|lap|leg|stage|act|scene|round|section
    |part|bit|volume|module|unit|verse|movement|track|course)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# ... but a bare "the end" of a named time or place is whole: "until the end" alone is
# not ("works at the end" is), so the part must follow an ordinal or stand as "the end".
_PART_WITHOUT_ORDINAL: Final = re.compile(
    r"\sthe\s+(?:chapter|page|episode|season|level|lap|leg|stage|act|scene|round|section"
    r"|part|bit|volume|module|unit|verse|movement|track|course)\s*[.!]*$",
    re.IGNORECASE,
)
# "<S> and others have run out.", "<S> gave up.", "<S> stopped when the harvest started",
# "<S> started.", "<S> fell through": a thing run out of, given up, stopped, started or
# fallen through (a plan), named only in the chat; after the verb at most a "when" clause
# saying when, never what.
_STOPPED_WHAT: Final = re.compile(
    rf"""{_WHO}(?:\s+(?:has|have|had|['’]ve|['’]d))?{_ADVERBS}\s+
    (?:run\s+out|ran\s+out|used\s+up|given\s+up|gave\s+up|stopped|started|packed\s+in
    |fell\s+(?:through|thru)|fallen\s+(?:through|thru))
    (?:{_END}|\s+(?:when|once|after|as\s+soon\s+as|because)\s[^,;]*?[.!]*$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> was only a few weeks late.", "<S> was ten minutes early": late or early for something
# the chat named. ("<S> is always ten minutes early", "usually", "never": a lasting trait,
# so those words are not read here and the fact is kept.)
_LATE_FOR_WHAT: Final = re.compile(
    rf"""{_WHO}{_BE}{_ADVERBS}(?:\s+(?:a\s+bit|a\s+little|so|very|really|too|quite))?
    (?:\s+(?:a\s+few|a\s+couple\s+of|a|an|one|two|three|four|five|six|ten|\d+|several)
    \s+(?:minutes?|hours?|days?|weeks?|months?))?\s+(?:late|early){_END}""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> and others are coming too", "<S> is paying": a part in a plan the chat was making,
# with no journey, meal or event of its own. (What someone is doing this very moment, "<S>
# is driving", is a passing state, kept to expire.)
_BARE_PART_IN_PLAN: Final = re.compile(
    rf"""{_WHO}\s+(?:is|are|['’]s|['’]re){_ADVERBS}\s+(?:coming|going|paying|hosting
    |bringing|joining|helping){_END}""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> is the secretary.", "<S> is treasurer now", "<S> became captain", "<S> was made
# chair": an office in a club or committee the fact does not name ("the secretary of the
# felt club", "treasurer at the bowls club" name it; "a secretary" is a job, and kept).
_OFFICE_OF_WHAT: Final = re.compile(
    rf"""{_WHO}\s+(?:is|are|was|were|['’]s|has\s+been|will\s+be|became|has\s+become
    |have\s+become|(?:was|were|has\s+been|have\s+been|got)\s+made){_ADVERBS}\s+(?:the\s+)?
    (?:{alternation(OFFICES)}){_END}""",
    re.IGNORECASE | re.VERBOSE,
)
# "Fingers crossed for <S>.": a wish said in the chat, nothing about the one named (the
# placeholder stands first when "Fingers" itself was read as the subject's name).
_WISH_CROSSED: Final = re.compile(
    rf"^(?:fingers|toes|everything|{SUBJECT})\s+crossed\b", re.IGNORECASE
)


def object_left_in_chat(body: str) -> bool:
    """Whether ``body`` (a fact, its subject written as the placeholder) leaves what it is
    about in the chat: progress through, a part of, a stop of, lateness for or an office in
    something it does not name, or a wish with no fact in it."""
    if _WISH_CROSSED.match(body):
        return True
    part = _PART_OF_NOTHING.search(body)
    if part is not None and _PART_WITHOUT_ORDINAL.search(body) is None:
        return True
    return any(
        shape.match(body) is not None
        for shape in (
            _PROGRESS,
            _STOPPED_WHAT,
            _LATE_FOR_WHAT,
            _BARE_PART_IN_PLAN,
            _OFFICE_OF_WHAT,
        )
    )

"""Whom or what a name was given after, said with the name.

"She's a calico called Chinook, after the warm wind here", "his middle name is Tamar,
after the river", "The parents named her Marina, after the ship": the name is read by the
naming rules, and what it was given after is lost with the comma. :func:`named_after_told`
says it as a sentence of its own after the one that gives the name: "Chinook is named
after the warm wind."

Only a thing with "the" ("the river") or a capitalised name ("after Frida Kahlo",
"after Briony's grandfather") is taken; "after my mum" (whose, the rewrite to the third
person would have to say) and a time ("after the wedding", "after Christmas") are left.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import word_set

__all__ = ["named_after_told"]

_NAMED: Final = re.compile(
    r"""\b(?:called|named|call(?:ed)?\s+(?:him|her|it|them)|named\s+(?:him|her|it|them)
    |name\s+is|name['’]s|name\s+was)\s+
    (?P<name>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?),\s+after\s+
    (?P<after>the\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*
    |(?-i:[A-Z])[\w-]+(?:['’]s\s+[a-z][\w-]*|\s+(?-i:[A-Z])[\w-]+)?)
    (?:\s+(?:here|there))?(?=\s*[.!]|\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)
# What follows "after the" when it is a time, not what a name was given after.
_TIMES: Final = word_set(
    """wedding funeral party war match game holidays holiday weekend week month year day
    night morning evening summer winter spring autumn birth move operation storm""",
    None,
)
_CALENDAR_NAMES: Final = word_set(
    """christmas easter january february march april may june july august september october
    november december monday tuesday wednesday thursday friday saturday sunday""",
    None,
)


def named_after_told(text: str) -> str:
    """``text`` with "<Name> is named after <what>." said after each sentence that gives a
    name with ", after <what>"; ``text`` as it was where none does."""
    if ", after " not in text:
        return text
    found = list(_NAMED.finditer(text))
    for match in reversed(found):
        after = match.group("after")
        words = after.lower().split()
        if words[0] == "the" and words[-1] in _TIMES:
            continue  # "called it Home, after the move": when, not after whom
        if words[0].rstrip("'’s") in _CALENDAR_NAMES:
            continue
        end = match.end()
        stop = re.match(r"\s*[.!]+", text[end:])
        at = end + (stop.end() if stop else 0)
        told = f"{match.group('name')} is named after {after}."
        head = text[:at].rstrip() + ("" if stop else ".")
        text = f"{head} {told} {text[at:].lstrip()}".rstrip()
    return text

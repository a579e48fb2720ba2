"""Who someone is, said in passing between commas: "we've a new man, Kilian O'Halloran, a
crabber from Ardmore".

A person named inside a sentence is often pinned down by a noun phrase right after the
name: "I've been seeing someone: Ines Varga, a potter from Szentendre", "my aunt Orla, a
retired ferry pilot, is moving in". The sentence is about something else (the speaker's
crew, a move), so the description forms no fact of its own. :func:`described` finds it and
says it plainly ("Ines Varga is a potter from Szentendre"). Only a phrase that tells what
someone does or where they are from counts: the caller judges the first, and a phrase
that ends on where (", a potter from Szentendre", ", a nurse at St Luke's") is the
second. A remark ("Tam, a bit of a menace"), a question, a story's character ("about
Harry Potter, a wizard") and a claim hedged (", or so he says") say nothing so.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from typing import Final

__all__ = ["described"]

_NAME: Final = r"(?-i:[A-Z])[\w'’-]+"
_APPOSITION: Final = re.compile(
    rf"""(?<![\w'’])(?P<name>{_NAME}(?:\s+{_NAME})?),\s+
    (?P<what>(?:a|an)\s+(?:(?-i:[a-z])[\w-]*\s+){{0,3}}?(?-i:[a-z])[\w-]*)
    (?P<where>\s+(?:from|at|in|on|near|for)\s+(?:the\s+)?{_NAME}(?:\s+{_NAME}){{0,2}})?
    (?=\s*(?:[,.;:!)]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# What a remark about someone opens on, not who they are: "a bit of a menace", "a real
# character", "a total star".
_REMARK: Final = re.compile(
    r"^an?\s+(?:bit|real|total|complete|proper|right|absolute|lovely|little|big|true|nice)\b",
    re.IGNORECASE,
)

# A story's character ("a book about Harry Potter, a wizard from London") and a claim not
# vouched for (", a pilot from Cork, or so he says", ", supposedly") are no one's facts.
_ABOUT: Final = re.compile(r"\babout\s+$", re.IGNORECASE)
_HEDGED: Final = re.compile(
    r"""^\s*,?\s*(?:or\s+so\s+[\w'’]+|supposedly|apparently|allegedly|reportedly
    |so\s+[\w'’]+\s+(?:claims?|says?))\b""",
    re.IGNORECASE | re.VERBOSE,
)


def described(
    sentence: str, names: Collection[str], is_job: Callable[[str], bool]
) -> list[tuple[str, str, str]]:
    """The people ``sentence`` describes between commas, each as (name, plain sentence,
    the words as said): "with Ines Varga, a potter from Szentendre" -> ("Ines Varga", "Ines
    Varga is a potter from Szentendre.", "Ines Varga, a potter from Szentendre"). The phrase
    must be a job (``is_job``) or end on where, and the name's every word in ``names``
    unless a job follows it inside the sentence; a question describes no one."""
    if sentence.rstrip().endswith("?"):
        return []
    found: list[tuple[str, str, str]] = []
    for match in _APPOSITION.finditer(sentence):
        name, what, where = match.group("name", "what", "where")
        if _REMARK.match(what) or _ABOUT.search(sentence[: match.start()]):
            continue
        if _HEDGED.match(sentence[match.end() :]):
            continue
        job = is_job(what)
        if not all(word in names for word in name.split()) and (
            not job or not sentence[: match.start()].strip()
        ):
            continue  # a job after it shows a name inside a sentence is a person's
        if where is None and not job:
            continue
        found.append((name, f"{name} is {what}{where or ''}.", match.group()))
    return found

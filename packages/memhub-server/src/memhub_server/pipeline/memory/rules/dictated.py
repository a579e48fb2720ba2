"""What the speaker asks to have written, said as a statement of their own.

A user who has a letter, a speech or an advert written tells the writer what to put in it:
"Tell her that Mum has been in a home since May", "Add that we're a small workshop",
"Mention that my brother lives in Perth". What follows "that" is the speaker's own
statement; the request around it hides it from the clause rules, which read an imperative
as no fact. Only a request that opens its sentence and goes on with "that" is read so:
"Say I'm ill" may be an excuse to be written, and "I told her that ..." is no request.
"""

from __future__ import annotations

import re
from typing import Final

# "Tell her that", "Then add that", "And please mention that", "Let him know that".
_DICTATED: Final = re.compile(
    r"""(?:^|(?<=[.!?:])\s+)
    (?:(?:then|and|also|oh|so|please|just)[,]?\s+){0,3}
    (?:tell|remind)\s+(?:her|him|them|everyone|(?-i:[A-Z])[\w'’-]+)\s+that\s+
    |(?:^|(?<=[.!?:])\s+)
    (?:(?:then|and|also|oh|so|please|just)[,]?\s+){0,3}
    (?:say|add|mention|explain|write|put\s+in)\s+that\s+
    |(?:^|(?<=[.!?:])\s+)
    (?:(?:then|and|also|oh|so|please|just)[,]?\s+){0,3}
    let\s+(?:her|him|them|everyone|(?-i:[A-Z])[\w'’-]+)\s+know\s+that\s+""",
    re.IGNORECASE | re.VERBOSE,
)
# ", and that she asks for you": a second "that" clause of the same request.
_AND_THAT: Final = re.compile(r",?\s+and\s+that\s+(?=[\w'’])", re.IGNORECASE)
# The end of the sentence a request opens.
_SENTENCE_END: Final = re.compile(r"[.!?](?=\s|$)")


def dictated(text: str) -> str:
    """``text`` with each sentence that asks for something to be written ("Tell her that
    Mum has moved, and that she is happy.") said as the statement asked for ("Mum has
    moved, and she is happy."); ``text`` itself when no sentence asks so."""
    out: list[str] = []
    at = 0
    for match in _DICTATED.finditer(text):
        if match.start() < at:
            continue
        end = _SENTENCE_END.search(text, match.end())
        stop = len(text) if end is None else end.start()
        told = _AND_THAT.sub(", and ", text[match.end() : stop])
        if not told.strip():
            continue
        lead = text[match.start() : match.end()]
        space = lead[: len(lead) - len(lead.lstrip())]
        out.append(text[at : match.start()] + space + told[:1].upper() + told[1:])
        at = stop
    return text if not out else "".join(out) + text[at:]

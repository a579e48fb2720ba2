"""What the speaker asks to have written, said as a statement of their own.

A user who has a letter, a speech or an advert written tells the writer what to put in it:
"Tell her that Mum has been in a home since May", "Add that we're a small workshop",
"Mention that my brother lives in Perth". What follows "that" is the speaker's own
statement; the request around it hides it from the clause rules, which read an imperative
as no fact. Only a request that opens its sentence and goes on with "that" is read so:
"Say I'm ill" may be an excuse to be written, and "I told her that ..." is no request.
Between friends "Tell her that we're at the cinema" is a message passed on, not a text
being written, so a request is read so only in a chat with an assistant, or after words
about writing (a letter, a message, a speech, a card).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Final

# "Tell her that", "Then add that", "Say that", "And please mention that", "Let him know that".
_DICTATED: Final = re.compile(
    r"""(?:^|(?<=[.!?:])\s+)
    (?:(?:then|and|also|oh|so|please|just)[,]?\s+){0,3}
    (?:tell|remind)\s+(?:her|him|them|everyone|(?-i:[A-Z])[\w'’-]+)\s+that\s+
    |(?:^|(?<=[.!?:])\s+)
    (?:(?:then|and|also|oh|so|please|just)[,]?\s+){0,3}
    (?:add|mention|explain|write|put\s+in|say)\s+that\s+
    |(?:^|(?<=[.!?:])\s+)
    (?:(?:then|and|also|oh|so|please|just)[,]?\s+){0,3}
    let\s+(?:her|him|them|everyone|(?-i:[A-Z])[\w'’-]+)\s+know\s+that\s+""",
    re.IGNORECASE | re.VERBOSE,
)
# ", and that she asks for you": a second "that" clause of the same request.
_AND_THAT: Final = re.compile(r",?\s+and\s+that\s+(?=[\w'’])", re.IGNORECASE)
# The roles of a chat with an assistant, where the user has things written.
_ROLES: Final = frozenset({"user", "assistant", "ai", "bot", "system"})
# Words about a text being written.
_WRITING: Final = re.compile(
    r"""\b(?:letters?|message|messages|e-?mails?|speech|speeches|advert|advertisement|ad
    |card|cards|note|notes|toast|eulogy|post|caption|invitation|invite|draft|write|writing
    |wording|reply)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# The end of the sentence a request opens.
_SENTENCE_END: Final = re.compile(r"[.!?](?=\s|$)")


def dictated(text: str, speakers: Collection[str] = (), before: str | None = None) -> str:
    """``text`` with each sentence that asks for something to be written ("Tell her that
    Mum has moved, and that she is happy.") said as the statement asked for ("Mum has
    moved, and she is happy."); ``text`` itself when no sentence asks so. Only in a chat
    with an assistant (``speakers`` a user or an assistant), or when the turn ``before``
    or the text before the request is about writing."""
    out: list[str] = []
    at = 0
    with_assistant = any(s.lower().removeprefix("the ") in _ROLES for s in speakers)
    about_writing = before is not None and _WRITING.search(before) is not None
    for match in _DICTATED.finditer(text):
        if match.start() < at:
            continue
        if not (with_assistant or about_writing or _WRITING.search(text, 0, match.start())):
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

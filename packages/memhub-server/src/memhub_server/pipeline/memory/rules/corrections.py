"""A date said and then corrected: "Two weeks ago I passed my exam. Actually, it was three
weeks ago." or "We buried him on Sunday. Sorry, it was Saturday." The sentence the
correction points back to is read with the corrected day, and the correction itself is no
fact ("Wilfreda is all muddled this week" is what the rest of it says).

A correction is a sentence of its own that opens on a word that takes something back
("actually", "sorry", "I mean", "make that", "correction", "no, it was") and says a day of
one kind: a weekday ("Saturday", "last Saturday"), a count back ("three weeks ago") or a day of the
month ("the 12th"). It points at the nearest sentence before it, from the same speaker,
that holds a day of the same kind: in the same turn, or in the speaker's turn before
(with the other's reply in between). When it also says what it replaces ("not two", "not
the 10th"), that word must be in the day it replaces. Nothing else is changed: with no
such sentence the text is read as it was said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Final

from ...dates import MONTHS
from ...sentences import sentence_spans
from .dates import COUNT
from .lexicon import WEEKDAY
from .text import Passage

__all__ = ["corrected"]

_WEEKDAY = WEEKDAY
_MONTH = "|".join(MONTHS)
_ORDINAL_DAY = r"\d{1,2}(?:st|nd|rd|th)"
# The days a correction may name, by kind; each is also what it finds in the sentence it
# corrects.
_KINDS: Final = {
    "weekday": rf"(?:(?P<mod>last|this|next|on)\s+)?(?P<core>{_WEEKDAY})",
    "ago": rf"(?P<core>(?:{COUNT})\s+(?:days?|weeks?|months?|years?)\s+ago)",
    "day": rf"(?:(?P<mod>on)\s+)?(?P<core>the\s+{_ORDINAL_DAY}(?:\s+of\s+(?:{_MONTH}))?)",
}
_IN_TEXT: Final = {
    kind: re.compile(rf"(?<![\w'-]){pattern}(?![\w'-])", re.IGNORECASE)
    for kind, pattern in _KINDS.items()
}
_WHEN: Final = "|".join(
    f"(?P<{kind}>{pattern.replace('?P<mod>', '?:').replace('?P<core>', '?:')})"
    for kind, pattern in _KINDS.items()
)
_CORRECTION: Final = re.compile(
    rf"""^\s*(?:(?:oh|oops|no|wait|hang\s+on|my\s+bad|hmm|er|erm)[,!.…]*\s+)*
    (?:
        (?:actually|sorry|i\s+mean|i\s+meant|make\s+that|correction)[,:]?\s+
        (?:no[,!.]*\s+)?(?:(?:it|that)\s+(?:was|is)\s+|(?:it|that)['’]s\s+)?(?:actually\s+)?
      | (?:it|that)\s+(?:was|is)\s+actually\s+
      | (?:it|that)['’]s\s+actually\s+
      # "No, it was three weeks ago": the speaker's own "no" before the day said again
      # "No, wait, it was Monday": a "wait" between them
      | (?P<no>no)[,!.…]*\s+(?:(?:wait|hang\s+on)[,!.…]*\s+)?
        (?:(?:it|that)\s+(?:was|is)|(?:it|that)['’]s)\s+
    )
    (?P<when>{_WHEN})
    (?:\s*,?\s+not\s+(?:on\s+|the\s+|last\s+)?(?P<instead>[\w'-]+)[^,.;:!?…]*)?
    \s*(?:[,;:–—-].*|[.!…]+\s*)?$""",
    re.IGNORECASE | re.VERBOSE | re.DOTALL,
)


@dataclass(frozen=True, slots=True)
class _Correction:
    kind: str
    when: str
    instead: str | None
    # Opened on a bare "no": a correction only of the speaker's own sentence just before
    # in the same turn (first in a turn, "No, it was Saturday" answers the other).
    bare_no: bool = False


def _correction(sentence: str) -> _Correction | None:
    match = _CORRECTION.match(sentence)
    if match is None:
        return None
    kind = next(k for k in _KINDS if match.group(k) is not None)
    instead = match.group("instead")
    return _Correction(
        kind, " ".join(match.group("when").split()), instead, match.group("no") is not None
    )


def _fixed(sentence: str, fix: _Correction) -> str | None:
    """``sentence`` with its last day of the correction's kind replaced, or None when it
    holds no such day (or none with the word the correction says it replaces)."""
    found = [
        m
        for m in _IN_TEXT[fix.kind].finditer(sentence)
        if fix.instead is None or fix.instead.casefold() in m.group().casefold().split()
    ]
    if not found:
        return None
    match = found[-1]
    said = _IN_TEXT[fix.kind].fullmatch(fix.when)
    if said is None:  # the correction's day matched the same pattern: not expected
        return None
    if (said.groupdict().get("mod") or "on").lower() == "on":
        # "on Sunday" -> "on Saturday", "last Sunday" -> "last Saturday": the day only
        start, end, new = match.start("core"), match.end("core"), said.group("core")
    else:
        start, end, new = match.start(), match.end(), fix.when  # "last Saturday" in full
    if (
        fix.kind == "day"
        and (month := _OF_MONTH.search(sentence, start, end))
        and not (_OF_MONTH.search(new))
    ):
        end = month.start()  # "the 14th of December. Sorry, the 15th": still December
    # Written the way the day it replaces was: "Two weeks ago" at the start, "sunday" in
    # a chat that never capitalises.
    first = new[:1].upper() if sentence[start : start + 1].isupper() else new[:1].lower()
    return sentence[:start] + first + new[1:] + sentence[end:]


_OF_MONTH: Final = re.compile(rf"\s+of\s+(?:{_MONTH})\b", re.IGNORECASE)


def _sentences(text: str) -> list[str]:
    return [text[start:end] for start, end in sentence_spans(text)]


def corrected(parts: list[Passage]) -> list[Passage]:
    """``parts`` with each date correction applied to the sentence it corrects and taken out
    of its own turn (see the module docstring)."""
    if not any(_MAY_CORRECT.search(part.text) for part in parts):
        return parts
    texts = [part.text for part in parts]
    for index, part in enumerate(parts):
        if part.speaker is None or not _MAY_CORRECT.search(texts[index]):
            continue
        pieces = _sentences(texts[index])
        for position, sentence in enumerate(pieces):
            fix = _correction(sentence.strip())
            if fix is None or (fix.bare_no and position == 0):
                continue
            if _apply(pieces, position, fix):
                pieces[position] = ""
            else:
                own = None if fix.bare_no else _own_turn_before(parts, index)
                if own is None:
                    continue
                earlier = _sentences(texts[own])
                if not _apply(earlier, len(earlier), fix):
                    continue
                texts[own] = "".join(earlier).strip()
                pieces[position] = ""
        left = "".join(pieces).strip()
        texts[index] = left or texts[index]  # a turn that was only the correction stays
    if texts == [part.text for part in parts]:
        return parts
    old = {part.text: new for part, new in zip(parts, texts, strict=True) if part.text != new}
    return [
        replace(
            part,
            text=text,
            prompt=old.get(part.prompt, part.prompt) if part.prompt is not None else None,
        )
        for part, text in zip(parts, texts, strict=True)
    ]


# Cheap pre-check: the words a correction opens on.
_MAY_CORRECT: Final = re.compile(
    r"\b(?:actually|sorry|i\s+mean|i\s+meant|make\s+that|correction"
    r"|no[,!.…]*\s+(?:(?:wait|hang\s+on)[,!.…]*\s+)?(?:it|that)(?:\s+(?:was|is)|['’]s))\b",
    re.IGNORECASE,
)


def _apply(pieces: list[str], before: int, fix: _Correction) -> bool:
    """Correct the nearest of ``pieces[:before]`` that holds a day of the fix's kind."""
    for position in range(before - 1, -1, -1):
        if not _IN_TEXT[fix.kind].search(pieces[position]):
            continue
        new = _fixed(pieces[position], fix)
        if new is None:
            return False
        pieces[position] = new
        return True
    return False


def _own_turn_before(parts: list[Passage], index: int) -> int | None:
    """The same speaker's turn just before ``index``, with at most one turn of another
    speaker between them."""
    speaker = parts[index].speaker
    for back in (index - 1, index - 2):
        if back < 0:
            return None
        if parts[back].speaker == speaker:
            return back
    return None

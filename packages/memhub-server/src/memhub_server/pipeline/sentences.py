"""Where sentences end: the one splitter the chunker and the rule extractor share."""

from __future__ import annotations

import re
from typing import Final

__all__ = ["SENTENCE_END", "is_abbreviation", "sentence_spans", "split_sentences"]

# End of a sentence: terminal punctuation, optional closing quotes or brackets, then
# whitespace (CJK full stops need none). The lookbehind and possessive quantifiers make
# a long run of dots cost linear time instead of being retried from every dot.
SENTENCE_END: Final = re.compile(r"(?<![.!?…])[.!?…]++[\"'”’)\]]*+\s+|[。！？]++\s*")
_LAST_WORD: Final = re.compile(r"\S+$")
# Month and weekday abbreviations, several of them words too ("mar", "sun", "sat", "wed").
_CALENDAR: Final = frozenset(
    [
        "jan",
        "feb",
        "mar",
        "apr",
        "jun",
        "jul",
        "aug",
        "sep",
        "sept",
        "oct",
        "nov",
        "dec",
        "mon",
        "tue",
        "wed",
        "thu",
        "fri",
        "sat",
        "sun",
    ]
)
_ABBREVIATIONS: Final = _CALENDAR | frozenset(
    {
        "mr",
        "mrs",
        "ms",
        "dr",
        "prof",
        "st",
        "jr",
        "sr",
        "vs",
        "etc",
        "e.g",
        "i.e",
        "cf",
        "no",
        "fig",
        "inc",
        "ltd",
        "co",
        "approx",
        "dept",
        "est",
        "mt",
        "u.s",
        "a.m",
        "p.m",
        "ave",
        "rd",
        "blvd",
        "apt",
        "u.k",
        "ph.d",
    }
)


def is_abbreviation(text: str, start: int, dot: int) -> bool:
    """Whether the period at ``dot`` closes an abbreviation or an initial ("J. Smith"),
    looking no further back than ``start``."""
    word = _LAST_WORD.search(text, max(start, dot - 12), dot)
    if word is None:
        return False
    token = word.group().lstrip("([\"'").lower()
    # A single letter other than "I" is an initial ("J. Smith"), but not "u" ("you") or "k"
    # ("ok") typed in lower case before a lower-case word: "get u. im moving", "k. see you"
    if len(token) == 1 and token.isalpha() and token != "i":
        return word.group()[-1] not in _CHAT_LETTERS or _LOWER_NEXT.match(text, dot + 1) is None
    if token in _CALENDAR and _CAPITAL_NEXT.match(text, dot + 1):
        # "in Viña del Mar. My dad ...", "we sat in the sun. It was ...": a word that ends
        # the sentence; "Mar. 5", "on Sat. morning" go on
        return False
    if (
        token in _MONTHS
        and _NUMBER_NEXT.match(text, dot + 1) is None
        and _JOINED_NEXT.match(text, dot + 1) is None
    ):
        low = max(start, word.start() - 24)
        before = text[low : word.start()].split()
        opened = low == start and all(w.lower().strip(",") in _OPENERS for w in before[:-1])
        if before and before[-1].lower() in _BEFORE_A_MONTH and not opened:
            # "3 yrs in aug. landlord is ...": a month after "in", in mid-sentence, with no
            # day after it, ends the sentence ("In Jan. we moved", "till Jan. 5" go on)
            return False
    if token == "no":
        # "No. 5", "no. 10 bus": a number follows; "Not really, no. I sold it", "The
        # hills, no. We ...": the answer ends there
        return _NUMBER_NEXT.match(text, dot + 1) is not None
    return token in _ABBREVIATIONS


_MONTHS: Final = _CALENDAR - {"mon", "tue", "wed", "thu", "fri", "sat", "sun"}
_BEFORE_A_MONTH: Final = frozenset(["in", "till", "until", "since", "by", "from", "last"])
_OPENERS: Final = frozenset(["so", "and", "but", "then", "well", "oh", "back", "ok", "okay"])
_JOINED_NEXT: Final = re.compile(r"\s+(?:and|but|so|or|then|when|for|to|this|last|next)\b", re.I)
_CAPITAL_NEXT: Final = re.compile(r"[\"'”’)\]]*\s+[\"'“‘(]?[A-Z]")
_CHAT_LETTERS: Final = frozenset("uk")
_LOWER_NEXT: Final = re.compile(r"\s+[a-z]")
_NUMBER_NEXT: Final = re.compile(r"\s*#?\d")


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each sentence, trailing whitespace included; together they
    cover all of ``text``."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in SENTENCE_END.finditer(text):
        if match.group()[0] == "." and is_abbreviation(text, start, match.start()):
            continue
        spans.append((start, match.end()))
        start = match.end()
    if start < len(text):
        spans.append((start, len(text)))
    return spans


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text``, stripped, empty ones left out."""
    pieces = (text[start:end].strip() for start, end in sentence_spans(text))
    return [piece for piece in pieces if piece]

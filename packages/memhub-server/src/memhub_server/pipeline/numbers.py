"""How an amount said in words is written in the text that the model and the ranker read.

People write "she paid four hundred and twenty pounds for it" and later ask "how much,
£420?"; a keyword search for "420" or "£420" cannot meet the words, and neither can an
answer checked word by word. So, as with dates (:mod:`.dates`), an amount said in words
also gets its figures: a memory reads "four hundred and twenty pounds (£420)", and a
conversation passage notes ``[four hundred and twenty pounds = £420]`` after its turn.

Only amounts are written out: a sum of money of any size ("six pounds" -> £6), and any
other number of ten or more ("forty-one seconds" -> 41, "nineteen hundred" -> 1,900).
Small counts ("two kids", "three weeks") are left alone: they are said in words far more
often than in figures, and figures for them would only lengthen the text. Ordinals
("twenty-first"), years said in words ("two thousand and nineteen") and numbers that
already have their figures next to them are left alone too. Figures of a thousand or
more are grouped with commas ("£2,100"), the way people write prices.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal
from typing import Final

from .memory.rules.lexicon import CURRENCY_WORDS, NUMBER_WORDS

__all__ = ["SpelledAmount", "numerals_noted", "spelled_amounts", "with_numerals"]

# One to nine, ten to nineteen, and the tens, from the extractor's word list.
_UNITS: Final = {word: int(n) for word, n in NUMBER_WORDS.items() if int(n) < 10}
_TEENS: Final = {word: int(n) for word, n in NUMBER_WORDS.items() if 10 <= int(n) < 20}
_TENS: Final = {word: int(n) for word, n in NUMBER_WORDS.items() if int(n) >= 20}
_SCALES: Final = {"hundred": 100, "thousand": 1_000, "million": 1_000_000}

# Money words and how a sum of them is written in figures: a symbol before the number,
# or the word after it.
_SYMBOL: Final = {
    "pound": "£",
    "pounds": "£",
    "quid": "£",
    "euro": "€",
    "euros": "€",
    "dollar": "$",
    "dollars": "$",
    "bucks": "$",
}

_WORD: Final = "|".join(
    sorted([*_UNITS, *_TEENS, *_TENS, *_SCALES, "a", "and"], key=len, reverse=True)
)
# A run of number words: joined by spaces, hyphens ("forty-one") or ", " before "and"
# is not allowed (a list of numbers is not one number). Checked word by word below.
_RUN: Final = re.compile(
    rf"(?<![\w£€$.,-])(?:{_WORD})(?:(?:\s+|-)(?:{_WORD}))*(?![\w-])",
    re.IGNORECASE,
)
_MONEY_AFTER: Final = re.compile(
    rf"\s+(?P<word>{'|'.join([*_SYMBOL, *CURRENCY_WORDS])})(?![\w-])",
    re.IGNORECASE,
)
# Figures already written next to the words: "(£420)", "= 420".
_FIGURES_NEXT: Final = re.compile(r"\s*[(=\[]\s*[£€$]?\d")
# Figures already written just before the words: "£420 (four hundred and twenty pounds)".
_FIGURES_BEFORE: Final = re.compile(r"\d[\d,.]*\s*[(=\[]\s*$")
# A year said in words: "two thousand and nineteen" (and "nineteen ninety-nine" or
# "twenty twenty-four", read below as a pair of numbers).
_YEAR_WORDS: Final = re.compile(r"^two\s+thousand(?:\s+and)?(?:\s|-|$)", re.IGNORECASE)
# Decimals: "seventy-one point four" is 71.4.
_DECIMALS: Final = re.compile(
    rf"\s+point((?:\s+(?:{'|'.join(_UNITS)}|zero|nought|oh))+)(?![\w-])", re.IGNORECASE
)
_DIGIT: Final = {**_UNITS, "zero": 0, "nought": 0, "oh": 0}
# "one point five million": a scale after decimals.
_SCALE_AFTER: Final = re.compile(r"\s+(thousand|million)(?![\w-])", re.IGNORECASE)
# Decimals read as a number of their own would give "five million" for "one point five
# million".
_POINT_BEFORE: Final = re.compile(rf"\b(?:{_WORD})\s+point\s+$", re.IGNORECASE)
# "forty grand": thousands, of a currency the words do not say.
_GRAND_AFTER: Final = re.compile(
    r"\s+grand(?=\s*(?:[.,;:!?)]|$|\s+(?:on|for|in|to|and|a|per|each|from|off|of)\b))",
    re.IGNORECASE,
)
# "Pounds" of weight: "lost twelve pounds", "weighed nine pounds two ounces".
_WEIGHT_BEFORE: Final = re.compile(
    r"\b(?:weigh(?:s|ed|ing)?|lost|gained|put\s+on)\s+(?:about\s+|nearly\s+|over\s+"
    r"|almost\s+|around\s+|another\s+|a\s+good\s+)?$",
    re.IGNORECASE,
)
_OUNCES_AFTER: Final = re.compile(
    r"\s+(?:and\s+)?(?:[\w-]+\s+){0,2}(?:ounces?|oz)\b", re.IGNORECASE
)
_SMALLEST_BARE: Final = 10


@dataclass(frozen=True, slots=True)
class SpelledAmount:
    """An amount said in words: where it is in the text and its figures."""

    start: int
    end: int
    """End of the words, including the money word after them when there is one."""
    value: int
    figures: str
    """How it is written in figures: "£420", "6,000 kronor", "1,900"."""


# What each number word is, and which kinds of word it may follow within one number:
# "forty-one" (a unit after tens), "four hundred and twenty" (tens after "and"), never
# "two three" or "twenty thirty".
_KIND: Final = {
    **{word: ("unit", n) for word, n in _UNITS.items()},
    **{word: ("teen", n) for word, n in _TEENS.items()},
    **{word: ("tens", n) for word, n in _TENS.items()},
    **{word: ("scale", n) for word, n in _SCALES.items()},
}
_MAY_FOLLOW: Final[dict[str, set[str | None]]] = {
    "unit": {None, "tens", "scale", "and"},
    "teen": {None, "scale", "and"},
    "tens": {None, "scale", "and"},
    "scale": {"unit", "teen", "tens", "a"},
}


def _joins(words: list[str], i: int, last: str | None) -> bool:
    """Whether ``words[i]``, "a" or "and", joins the number: "a" only opens "a hundred",
    "and" only follows a scale word and comes before a number word."""
    word = words[i].casefold()
    after = words[i + 1].casefold() if i + 1 < len(words) else ""
    if word == "a":
        return last is None and after in _SCALES
    return last == "scale" and after in _KIND


def _value(words: list[str]) -> tuple[int, int] | None:
    """The number the leading words make, and how many words it takes; None if they make
    none."""
    total = current = used = 0
    last: str | None = None
    for i, raw in enumerate(words):
        word = raw.casefold()
        if word in ("a", "and"):
            if not _joins(words, i, last):
                break
            current, last = (1, "a") if word == "a" else (current, "and")
            continue
        kind, n = _KIND.get(word, ("", 0))
        if last not in _MAY_FOLLOW.get(kind, set()):
            break
        if kind != "scale":
            current += n
        elif n == 100:
            if current >= 100:
                break  # "two hundred hundred"
            current *= 100
        else:
            total, current = total + current * n, 0
        last = kind
        used = i + 1
    return (total + current, used) if used else None


def spelled_amounts(text: str) -> Iterator[SpelledAmount]:
    """The amounts ``text`` says in words that get figures (see the module docstring)."""
    taken = 0  # end of the last amount: its decimals are no run of their own
    for run in _RUN.finditer(text):
        if run.start() < taken or _POINT_BEFORE.search(text, 0, run.start()):
            continue
        words = re.split(r"\s+|-", run.group())
        offsets = [m.start() + run.start() for m in re.finditer(r"[^\s-]+", run.group())]
        i = 0
        while i < len(words):
            found = _value(words[i:])
            if found is None:
                i += 1
                continue
            value, used = found
            start = offsets[i]
            last = offsets[i + used - 1] + len(words[i + used - 1])
            if value in (19, 20) and used == 1 and i + 1 < len(words):
                year = _value(words[i + 1 :])  # "nineteen ninety-nine", "twenty twenty-four"
                if year is not None and 10 <= year[0] < 100:
                    i += 1 + year[1]
                    continue
            i += used
            if last < len(text) and text[last] == "-":
                continue  # "twenty-first", "forty-something"
            if _FIGURES_BEFORE.search(text, 0, start):
                continue
            amount = _amount(text, start, last, value)
            if amount is not None:
                taken = amount.end
                yield amount


def _amount(text: str, start: int, last: int, whole: int) -> SpelledAmount | None:
    """The amount whose number words run from ``start`` to ``last`` (``whole`` is their
    value), with what follows them: decimals ("point five"), a scale after decimals
    ("one point five million"), "grand", a money word. None when it gets no figures."""
    value = Decimal(whole)
    decimals = _DECIMALS.match(text, last)
    if decimals:
        digits = "".join(str(_DIGIT[d.casefold()]) for d in decimals.group(1).split())
        value = Decimal(f"{whole}.{digits}")
        last = decimals.end()
        scale = _SCALE_AFTER.match(text, last)
        if scale:
            value *= _SCALES[scale.group(1).casefold()]
            last = scale.end()
    grand = _GRAND_AFTER.match(text, last)
    if grand:
        value *= 1_000
        last = grand.end()
    money = None if grand else _MONEY_AFTER.match(text, last)
    if money and money.group("word").casefold() in ("pound", "pounds") and _weight(text, money):
        money = None  # "lost twelve pounds", "nine pounds two ounces"
    end = money.end() if money else last
    if _FIGURES_NEXT.match(text, end):
        return None
    spoken = text[start:last].casefold()
    if money:
        word = money.group("word").casefold()
        number = _written(value, cents=True)
        symbol = _SYMBOL.get(word)
        figures = f"{symbol}{number}" if symbol else f"{number} {word}"
    elif (
        value < _SMALLEST_BARE
        or (2_000 < value < 2_100 and _YEAR_WORDS.match(spoken))
        or (spoken.startswith("a ") and " " not in spoken[2:])
    ):
        return None  # a small count, a year, "a million thanks"
    else:
        figures = _written(value, cents=False)
    return SpelledAmount(start, end, int(value), figures)


def _written(value: Decimal, *, cents: bool) -> str:
    """``value`` in figures, thousands grouped; a sum of money with a fraction to the
    cent ("£2.50")."""
    if value == value.to_integral_value():
        return f"{int(value):,}"
    if cents:
        return f"{value:,.2f}"
    return f"{value:,f}"


def _weight(text: str, pounds: re.Match[str]) -> bool:
    """Whether the "pounds" after a number is a weight."""
    return bool(
        _WEIGHT_BEFORE.search(text, 0, _number_start(text, pounds.start()))
        or _OUNCES_AFTER.match(text, pounds.end())
    )


def _number_start(text: str, end: int) -> int:
    """Where the number words that end at ``end`` begin."""
    before = re.search(rf"(?:(?:{_WORD})(?:\s+|-))*(?:{_WORD})\s*$", text[:end], re.IGNORECASE)
    return before.start() if before else end


def with_numerals(text: str) -> str:
    """``text`` with the figures of each amount said in words after it:
    "paid four hundred and twenty pounds for it" -> "paid four hundred and twenty
    pounds (£420) for it"."""
    out: list[str] = []
    kept = 0
    for amount in spelled_amounts(text):
        out.append(text[kept : amount.end])
        out.append(f" ({amount.figures})")
        kept = amount.end
    out.append(text[kept:])
    return "".join(out)


def numerals_noted(text: str) -> list[str]:
    """``"words = figures"`` for each amount said in words in ``text``, for a passage's
    note: ``["four hundred and twenty pounds = £420"]``."""
    return [f"{text[a.start : a.end]} = {a.figures}" for a in spelled_amounts(text)]

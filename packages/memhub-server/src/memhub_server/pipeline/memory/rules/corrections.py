"""A value said and then corrected: "Two weeks ago I passed my exam. Actually, it was three
weeks ago.", "We buried him on Sunday. Sorry, it was Saturday.", "the quote was 900 quid.
950, actually", "I finished fourth. Sorry, fifth", "he hurt his knee. Sorry, his hip". The
sentence the correction points back to is read with the corrected value, and the
correction itself is no fact ("Wilfreda is all muddled this week" is what the rest of it
says).

A correction is a sentence of its own that opens on a word that takes something back
("actually", "sorry", "I mean", "make that", "or rather", "correction", "no, it was"), or
says a value followed by "actually" ("950, actually") or after "well" ("well 950, ..."), and
names a value of one kind: a weekday ("Saturday", "last Saturday"), a count back ("three
weeks ago"), a day of the month ("the 12th"), an amount ("950", "sixty-five"), a place in
a ranking ("fifth") or a thing with its determiner ("his hip", "a tabby"). It points at the
nearest sentence before it, from the same speaker, that holds a value of the same kind: in
the same turn, or in the speaker's turn before (with the other's reply in between). When it
also says what it replaces ("not two", "not the 10th"), that word must be in the value it
replaces. Nothing else is changed: with no such sentence the text is read as it was said.
Of the correction, only a reason given after a colon stays, as a sentence of its own ("950,
actually: my brother checked the receipt"), unless it speaks of the value taken back.

A value may also be said again with "really" after it ("Forty, really."), with "no" before
it inside the turn ("we invited 80. No, 85."), or alone, first in the speaker's next turn,
when the other's short turn between said the speaker's value again or only doubted it
("came second with forty-seven points" - "Forty-seven!" - "Forty-five. She rounds up.";
"I swam 60 lengths" - "Really?" - "50."). After an echo, the value echoed is the one put
right. Amounts may be cut short ("3k") or have a half ("nine and a half"); a price said as
people say one ("eight fifty") keeps the money word where it was ("eight pounds fifty").

A correction may also come inside the sentence, after a pause or a comma: "we got a
spaniel... sorry, a springer", "the party's on friday, sorry i meant saturday, at ours",
"I paid 40, or rather 45, for it". The value before it is replaced the same way and the
words that took it back are dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Final

from ...dates import MONTHS
from ...sentences import sentence_spans
from .dates import COUNT
from .lexicon import IRREGULAR_PAST, NUMBER_WORDS, SIMPLE_PAST, WEEKDAY, alternation, word_set
from .text import Passage, retold

__all__ = ["AMOUNT", "corrected"]

# A weekday or one cut short as chat types it ("tues", "weds"); not "sat", "sun" or "mon",
# which are words of their own.
_WEEKDAY = rf"(?:{WEEKDAY[3:-1]}|tues?|weds?|thu|thurs?|fri)"
_MONTH = "|".join(MONTHS)
_ORDINAL_DAY = r"\d{1,2}(?:st|nd|rd|th)"
_NUMBER_WORD = alternation([*NUMBER_WORDS, "hundred", "thousand"])
# "2,400", "3.5", "3k", "sixty-five", "three hundred and twelve", "nine and a half"
AMOUNT = (
    rf"(?:(?:\d{{1,3}}(?:,\d{{3}})+|\d+(?:\.\d+)?k?"
    rf"|(?:{_NUMBER_WORD})(?:(?:[\s-]+|\s+and\s+)(?:{_NUMBER_WORD}))*)"
    r"(?:\s+and\s+a\s+half)?)"
)
_PLACE = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
_DETERMINER = r"my|his|her|our|their|your|its|an?|the"
# The days a correction may name, by kind; each is also what it finds in the sentence it
# corrects. A thing ("his hip") is found by its determiner: see :func:`_things`.
_KINDS: Final = {
    "weekday": rf"(?:(?P<mod>last|this|next|on)\s+)?(?P<core>{_WEEKDAY})",
    "ago": rf"(?P<core>(?:{COUNT})\s+(?:days?|weeks?|months?|years?)\s+ago)",
    "day": (
        rf"(?:(?P<mod>on)\s+)?(?P<core>(?:the\s+)?{_ORDINAL_DAY}"
        rf"(?:\s+(?:of\s+)?(?:{_MONTH}))?)"
    ),
    "place": rf"(?P<core>{_PLACE})",
    "amount": rf"(?P<core>£?{AMOUNT})",
    "thing": rf"(?P<core>(?:{_DETERMINER})\s+[\w'-]+(?:\s+[\w'-]+){{0,3}}?)",
}
_IN_TEXT: Final = {
    kind: re.compile(rf"(?<![\w'.,£-]){pattern}(?![\w'-]|[.,]\d)", re.IGNORECASE)
    for kind, pattern in _KINDS.items()
}
_WHEN: Final = "|".join(
    f"(?P<{kind}>{pattern.replace('?P<mod>', '?:').replace('?P<core>', '?:')})"
    for kind, pattern in _KINDS.items()
)
_OPENER: Final = r"(?:actually|sorry|i\s+mean|i\s+meant|make\s+that|or\s+rather|correction)[,:]?\s+"
# What may follow the value a correction names: the rest of the sentence after a stop, or
# nothing.
_TAIL: Final = r"\s*(?:[,;:–—-].*|[.!…]+\s*)?$"
_CORRECTION: Final = re.compile(
    rf"""^\s*(?:(?:oh|oops|no|wait|hang\s+on|my\s+bad|hmm|er|erm)[,!.…]*\s+)*
    (?:
        (?:{_OPENER})+
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
    {_TAIL}""",
    re.IGNORECASE | re.VERBOSE | re.DOTALL,
)
# "if I'm honest", "to be fair": owning up that a value said before was not quite it.
_HONEST: Final = r"""(?:if\s+i['’]?m\s+(?:being\s+)?honest|to\s+be\s+(?:honest|fair|exact|precise)
    |tbh|truth\s+be\s+told|strictly\s+speaking|if\s+we['’]re\s+(?:being\s+)?honest)"""
# "Sixty-five, actually: ...", "2,400 actually wi the xrays", "Fifty-two, if I'm honest",
# "Forty, really.", "well 3,200, he wouldnt budge", "no, 95": an amount or a place said
# again, "actually", "really" or an owning up after it, "well" or "no" before it.
# "400, sorry, I mean for the hotel", "..., for the hotel", "..., that was the hotel", "52,
# sorry, Tom's time was 50": what comes after the value's "sorry" or "actually" names
# another thing (or someone else's) the value is of, and the value puts nothing right.
_OF_ANOTHER: Final = rf"""[\s,;:.!…–—-]*(?:(?:i\s+mean|i\s+meant|(?:that|it)\s+(?:was|is)
    |(?:that|it)['’]s)\s+(?:(?:for|on|at|in)\s+)?(?:{_DETERMINER})
    |(?:for|on)\s+(?:{_DETERMINER})|(?-i:[A-Z])[\w-]+['’]s\s+(?:[\w-]+\s+){{0,2}}(?:was|is)\s+£?{AMOUNT})\b"""
_SAID_AGAIN: Final = re.compile(
    rf"""^\s*(?:
        (?P<when>(?P<amount>£?{AMOUNT})|(?P<place>{_PLACE}))\s*,?\s+(?:
        (?:actually|really|{_HONEST})
        (?:\s*[,;:.!…–—-](?!{_OF_ANOTHER}).*|\s+(?:wi|with|wiv|inc|incl|including|in|all
        |plus|after|cos|because|by|at|for)\b.*|\s*)
        # "Ninety-six, sorry.", "forty, my bad; ...": the apology ends its clause ("Twelve,
        # sorry for the wait" apologises for something else)
      | (?:sorry|my\s+bad|my\s+mistake)(?:\s*[,;:.!…–—-](?!{_OF_ANOTHER}).*|\s*))
      | (?P<said>well|no),?\s+(?P<well>£?{AMOUNT})(?:\s*[,;:.!…].*|\s+{_HONEST}.*)?
    )$""",
    re.IGNORECASE | re.VERBOSE | re.DOTALL,
)
# "Cards too, not cash only!", "the 26th not the 16th", "plumber not electrician lol": a
# value said with the one it replaces; the corrected sentence must say the latter.
_INSTEAD: Final = re.compile(
    r"""^\s*(?:(?:no|sorry|nope)[,!.…]*\s+)?(?P<when>\w[^,.;:!?…]{0,40}?),?\s+
    not\s+(?P<instead>\w[^,.;:!?…]{0,40}?)\s*[.!…]*\s*(?:\b(?:lol|haha|x+)\b[.!]*)?\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "it was Jo who moved": who it was, put in place of the one it was not.
_CLEFT_WHO: Final = re.compile(
    r"(?:it|that)(?:['’]s|\s+is|\s+was)\s+(?P<who>\w[\w'’ -]*?)\s+who\b", re.IGNORECASE
)
# Words that make a "thing" a clause instead ("Sorry, my phone is dying") or an apology
# ("Sorry, my fault").
_NOT_THINGS: Final = word_set(
    """is was are were am be been has had have got gets do did does can could will would
    shall should may might must 's fault mistake bad error typo apologies""",
    None,
)
# Where a thing ends in the sentence it corrects: "broke his wrist on the ice" -> "his
# wrist".
_THING_END: Final = re.compile(
    r"\s+(?:on|at|in|for|from|with|and|but|or|to|off|of|by|called|named|who|which|that"
    r"|because|so|when|while|after|before|last|this|next|yesterday|today)\b|[,;:.!?…()]|$",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class _Correction:
    kind: str
    when: str
    instead: str | None
    # Opened on a bare "no": a correction only of the speaker's own sentence just before
    # in the same turn (first in a turn, "No, it was Saturday" answers the other).
    bare_no: bool = False
    # Only a value, said first in the turn after the other echoed one of the speaker's
    # ("Forty-seven!" - "Forty-five. She rounds up."): a correction only after such an echo.
    echo: bool = False


def _correction(sentence: str) -> _Correction | None:
    match = _CORRECTION.match(sentence)
    if match is None:
        return _said_again(sentence)
    kind = next(k for k in _KINDS if match.group(k) is not None)
    when = " ".join(match.group("when").split())
    if kind == "thing" and (not _a_thing(when) or _ACTUALLY.match(sentence)):
        return None  # "Actually, my sister lives there": news, not a thing put right
    return _Correction(kind, when, match.group("instead"), match.group("no") is not None)


def _said_again(sentence: str) -> _Correction | None:
    """A correction that opens on its value: "950, actually", "well 950", "950, not 900"."""
    if again := _SAID_AGAIN.match(sentence):
        kind = "place" if again.group("place") else "amount"
        bare_no = (again.group("said") or "").lower() == "no"
        return _Correction(kind, again.group("when") or again.group("well"), None, bare_no)
    if instead := _INSTEAD.match(sentence):
        # "it was Jo who moved, not Tom": Jo in Tom's place, not the whole cleft
        cleft = _CLEFT_WHO.match(instead.group("when"))
        when = cleft.group("who") if cleft else instead.group("when")
        return _Correction("said", when, instead.group("instead"))
    if alone := _ALONE.match(sentence):
        kind = "place" if alone.group("place") else "amount"
        return _Correction(kind, alone.group("when"), None, echo=True)
    return None


# "Forty-five. She rounds up.", "Eight fifty!": a value alone, ending its sentence.
_ALONE: Final = re.compile(
    rf"^\s*(?P<when>(?P<amount>£?{AMOUNT})|(?P<place>{_PLACE}))(?:\s*[.!…]+(?:\s.*)?|\s*)$",
    re.IGNORECASE | re.DOTALL,
)


_ACTUALLY: Final = re.compile(r"^\W*actually\b", re.IGNORECASE)


def _a_thing(said: str) -> bool:
    """Whether ``said`` ("his hip") names a thing, not a clause ("my phone died", "my son
    lost them") or an apology."""
    words = said.lower().replace("’", "'").split()[1:]
    return not (
        _NOT_THINGS.intersection(words)
        or SIMPLE_PAST.intersection(words)
        # a past with words after it, its noun before it ("his left knee", "a deep cut"
        # name things)
        or IRREGULAR_PAST.intersection(words[1:-1])
        or (len(words) > 1 and words[-1].endswith("ed"))
    )


def _same_determiner(first: str, second: str) -> bool:
    a, b = first.lower(), second.lower()
    return a == b or {a, b} <= {"a", "an"}


def _things(sentence: str, said: str) -> list[tuple[int, int]]:
    """Spans of the things in ``sentence`` with the determiner ``said`` opens on."""
    determiner = said.split()[0]
    spans = []
    for found in re.finditer(rf"(?<![\w'-])(?:{_DETERMINER})\s+\w", sentence, re.IGNORECASE):
        if not _same_determiner(found.group().split()[0], determiner):
            continue
        end = _THING_END.search(sentence, found.end())
        assert end is not None  # "$" always matches
        spans.append((found.start(), end.start()))
    return spans


def _said(sentence: str, fix: _Correction) -> list[tuple[int, int]]:
    """Spans of ``sentence`` that say the words a "Y, not X" correction names as X."""
    assert fix.instead is not None
    return [
        found.span()
        for found in re.finditer(
            rf"(?<![\w'-]){re.escape(fix.instead)}(?![\w'-])", sentence, re.IGNORECASE
        )
    ]


def _amount_end(sentence: str, end: int, new: str) -> int:
    """Where an amount ends when a full figure replaces a rounded one: "2 grand" is
    replaced whole by "2,400", "2" alone by "2"."""
    unit = re.match(r"\s*(?:grand|k)\b", sentence[end:], re.IGNORECASE)
    if unit and re.fullmatch(r"£?\d{1,3}(?:,\d{3})+|£?\d{4,}", new):
        return end + unit.end()
    return end


def _year_like(said: str) -> bool:
    return re.fullmatch(r"(?:19|20)\d\d", said) is not None


def _fixed(sentence: str, fix: _Correction) -> str | None:
    """``sentence`` with its last value of the correction's kind replaced, or None when it
    holds no such value (or none with the word the correction says it replaces)."""
    if fix.kind == "said":
        spans = _said(sentence, fix)
        if not spans:
            return None
        start, end = spans[-1]
        return _written_as(sentence, start, end, fix.when, keep_case=True)
    if fix.kind == "thing":
        spans = _things(sentence, fix.when)
        if not spans:
            return None
        start, end = spans[-1]
        return _written_as(sentence, start, end, fix.when)
    # the last that fits, looked for from the end
    match = next(
        (
            m
            for m in reversed(list(_IN_TEXT[fix.kind].finditer(sentence)))
            if (fix.instead is None or _says(m.group(), fix.instead))
            and (fix.kind != "amount" or _year_like(m.group()) == _year_like(fix.when))
        ),
        None,
    )
    if match is None:
        return None
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
    if fix.kind == "amount":
        end = _amount_end(sentence, end, new)
        end, new = _pounds_and_pence(sentence, end, new)
        start, new = _measure_split(sentence, start, new)
        new = _unit_kept(sentence[start:end], new)
    return _written_as(sentence, start, end, new)


def _unit_kept(old: str, new: str) -> str:
    """``new``, a bare figure, in the unit of the ``old`` one it replaces: "28" for "30k"
    is "28k", "45" for "£40" is "£45"."""
    if not re.fullmatch(r"\d+(?:\.\d+)?", new):
        return new
    if old[-1:] in {"k", "K"} and float(new) < 1000:
        new += old[-1]
    return f"£{new}" if old.startswith("£") else new


# "eight fifty" for "nine" in "nine pounds a bag": "eight pounds fifty".
_AND_PENCE: Final = re.compile(
    rf"(?P<whole>(?:{_NUMBER_WORD})(?:-(?:{_NUMBER_WORD}))?)\s+(?P<pence>{_NUMBER_WORD})", re.I
)
_MONEY_AFTER: Final = re.compile(r"\s+(?:pounds|quid|euros|dollars)\b", re.IGNORECASE)


def _pounds_and_pence(sentence: str, end: int, new: str) -> tuple[int, str]:
    """Where the amount ends and what replaces it when ``new`` says a sum as people say
    prices ("eight fifty") in place of one said with its money word ("nine pounds")."""
    price = _AND_PENCE.fullmatch(new)
    money = _MONEY_AFTER.match(sentence, end)
    if price is None or money is None or int(NUMBER_WORDS.get(price["pence"].lower(), "0")) < 20:
        return end, new
    return money.end(), f"{price['whole']}{money.group()} {price['pence']}"


# "seventeen metres forty", "five foot ten", "two hours twenty": a measure said in two
# parts with its unit between them; the part after the unit is what an amount finds.
_SPLIT_MEASURE: Final = re.compile(
    rf"""(?<![\w'-])(?P<whole>{_NUMBER_WORD}|\d+)\s+(?P<unit>metres|meters|foot|feet|inches
    |hours|minutes|mins|stone|kilos|pounds|quid|euros|dollars)\s+$""",
    re.IGNORECASE | re.VERBOSE,
)


def _measure_split(sentence: str, start: int, new: str) -> tuple[int, str]:
    """Where the value starts and what replaces it when ``new`` says both parts of a measure
    ("seventeen ten") in place of the part after the unit ("seventeen metres forty"): the
    whole measure, with the unit kept between ("seventeen metres ten")."""
    parts = _AND_PENCE.fullmatch(new)
    split = _SPLIT_MEASURE.search(sentence, 0, start)
    if parts is None or split is None:
        return start, new
    return split.start(), f"{parts['whole']} {split['unit']} {parts['pence']}"


def _written_as(sentence: str, start: int, end: int, new: str, keep_case: bool = False) -> str:
    """``sentence`` with ``new`` in place of its ``start:end``, written the way the value it
    replaces was: "Two weeks ago" at the start, "sunday" in a chat that never capitalises
    (words said as they are, ``keep_case``, keep a capital: "Brazil nuts")."""
    first = new[:1].upper() if sentence[start : start + 1].isupper() else new[:1].lower()
    if keep_case and new[:1].isupper():
        first = new[:1]
    return sentence[:start] + first + new[1:] + sentence[end:]


_OF_MONTH: Final = re.compile(rf"\s+(?:of\s+)?(?:{_MONTH})\b", re.IGNORECASE)
# A correction inside the sentence: a pause or a comma, then the words that take back
# what went before, then the value put right ("a spaniel... sorry, a springer, ...").
# The words that take it back are taken whole ("++"), and each run of them is read once:
# "no, no, no, ..." is no slower to read than it is long.
_WITHIN: Final = re.compile(
    r"""(?:(?<!\.)\.{2,}+|…|,|\s[–—-])\s*
    (?:(?:no|sorry|actually|or\s+rather|make\s+that|i\s+mean|i\s+meant)[,!.…]*\s+)++""",
    re.IGNORECASE | re.VERBOSE,
)
_WITHIN_WHEN: Final = re.compile(
    rf"(?P<when>{_WHEN})(?=\s*[,;:.!?…]|\s*$|\s+(?P<then>\w))", re.IGNORECASE
)


def _within(sentence: str) -> str:
    """``sentence`` with each correction inside it applied (see the module docstring); as
    said when it has none, or none that fits what went before."""
    while (fixed := _within_once(sentence)) is not None:
        sentence = fixed
    return sentence


def _within_once(sentence: str) -> str | None:
    """``sentence`` with its first correction inside it that fits applied, or None."""
    position = 0
    while took_back := _WITHIN.search(sentence, position):
        position = took_back.end()
        match = _WITHIN_WHEN.match(sentence, took_back.end())
        if match is None:
            continue
        kind = next(k for k in _KINDS if match.group(k) is not None)
        when = " ".join(match.group("when").split())
        if kind == "thing":
            end = _THING_END.search(sentence, match.start("when") + len(when.split()[0]) + 1)
            assert end is not None
            when = " ".join(sentence[match.start("when") : end.start()].split())
            if len(when.split()) > 5 or not _a_thing(when):
                continue
            rest = sentence[end.start() :]
        elif match.group("then") is not None and not _THING_END.match(sentence, match.end()):
            continue  # "on Monday, actually Tuesday works": no value put right
        else:
            rest = sentence[match.end() :]
        before = sentence[: took_back.start()]
        start = _sentence_start(before)
        left = _fixed(before[start:], _Correction(kind, when, None))
        if left is not None:
            return before[:start] + left + rest
    return None


def _sentence_start(text: str) -> int:
    """Where the last sentence of ``text`` starts, a pause ("a spaniel...") ending none."""
    starts = [start for start, _ in sentence_spans(text)] or [0]
    while len(starts) > 1 and re.search(r"(?:\.\.|…)\s*$", text[: starts[-1]]):
        starts.pop()
    return starts[-1]


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
        pieces = _sentences(_within(texts[index]))
        for position, sentence in enumerate(pieces):
            fix = _correction(sentence.strip())
            if fix is None or (fix.bare_no and position == 0):
                continue
            if fix.echo:
                fix = _echoed(parts, index, fix) if position == 0 else None
                if fix is None:
                    continue
            if not fix.echo and _apply(pieces, position, fix):
                pieces[position] = _reason(sentence, fix)
            else:
                own = None if fix.bare_no else _own_turn_before(parts, index)
                if own is None or (
                    own == index - 2 and _not_own(texts[own], texts[own + 1], fix, position)
                ):
                    continue
                earlier = _sentences(texts[own])
                if not _apply(earlier, len(earlier), fix):
                    continue
                texts[own] = "".join(earlier).strip()
                pieces[position] = _reason(sentence, fix)
        left = "".join(pieces).strip()
        texts[index] = left or texts[index]  # a turn that was only the correction stays
    if texts == [part.text for part in parts]:
        return parts
    return retold(parts, texts)


# Cheap pre-check: the words a correction opens on, or a value opening the turn.
_MAY_CORRECT: Final = re.compile(
    rf"^\s*£?(?:\d|(?:{_NUMBER_WORD}|{_PLACE})\b)|\bno[,!.…]*\s+£?(?:\d|{_NUMBER_WORD})"
    r"|\b(?:actually|really|sorry|my\s+bad|my\s+mistake|i\s+mean|i\s+meant|make\s+that"
    r"|or\s+rather|correction|well"
    r"|(?:\.{2,}|…|,)\s*no"
    r"|no[,!.…]*\s+(?:(?:wait|hang\s+on)[,!.…]*\s+)?(?:it|that)(?:\s+(?:was|is)|['’]s))\b",
    re.IGNORECASE,
)


def _apply(pieces: list[str], before: int, fix: _Correction) -> bool:
    """Correct the nearest of ``pieces[:before]`` that holds a day of the fix's kind."""
    for position in range(before - 1, -1, -1):
        if not _holds(pieces[position], fix):
            continue
        new = _fixed(pieces[position], fix)
        if new is None:
            return False
        pieces[position] = new
        return True
    return False


def _reason(correction: str, fix: _Correction) -> str:
    """What stays of a correction: the reason given after a colon, a sentence of its own
    ("Sorry, 65: my boss measured it again" -> "My boss measured it again."), or nothing.
    A reason that says a value of the kind put right speaks of the value taken back ("the
    9th: the van fell through on the 2nd") and goes with it."""
    _, colon, reason = correction.partition(":")
    reason = reason.strip()
    if not colon or len(reason.split()) < 3 or _holds(reason, fix):
        return ""
    space = correction[: len(correction) - len(correction.lstrip())]
    return space + reason[:1].upper() + reason[1:]


def _holds(text: str, fix: _Correction) -> bool:
    """Whether ``text`` holds a value of the kind ``fix`` puts right."""
    if fix.kind == "said":
        return bool(_said(text, fix))
    if fix.kind == "thing":
        return bool(_things(text, fix.when))
    return any(
        fix.instead is None or _says(found.group(), fix.instead)
        for found in _IN_TEXT[fix.kind].finditer(text)
    )


def _not_own(own: str, between: str, fix: _Correction, position: int) -> bool:
    """Whether a correction in the speaker's turn after ``between``, the other's turn,
    speaks of something other than the speaker's ``own`` turn before it: a value the other
    said ("all four of you?" - "Five, actually"), or the answer to the other's question when
    it opens the turn ("How many kids?" - "Two, actually"). A question or a cry that says
    the speaker's value again ("Sixty?", "Did you say sixty?", "Only sixty!") is put right
    like no question at all."""
    said = _values(between, fix)
    if said and all(_says(own, value) for value in said):
        return False  # "Sixty?" - "Sixty-five, actually": the speaker's own word again
    return bool(said) or (position == 0 and "?" in between and not _DOUBT.match(between))


# "Really?", "Are you sure?": the other doubts what the speaker said, and asks for no value.
_DOUBT: Final = re.compile(
    r"^\W*(?:(?:oh|wait|hang\s+on)\W+)?(?:really|seriously|honestly|are\s+you\s+sure|you\s+sure"
    r"|sure|no\s+way|what)\W*$",
    re.IGNORECASE,
)


# A question of its own in the other's turn: "40 lengths! How long?" asks for a new value.
_ASKS: Final = re.compile(r"\b(?:how|what|when|where|who|which|why)\b", re.IGNORECASE)


def _echoed(parts: list[Passage], index: int, fix: _Correction) -> _Correction | None:
    """A value said alone (``fix``) as a correction: when the other's turn just before
    says again a value of the speaker's turn before that, of the same kind and unlike it
    ("Forty-seven points!" - "Forty-five."), that value is the one it replaces; else
    None."""
    if index < 2 or parts[index - 2].speaker != parts[index].speaker:
        return None
    between = parts[index - 1]
    said = _values(between.text, fix)
    if not said and _DOUBT.match(between.text) and between.speaker != parts[index].speaker:
        # "Really?" - "Forty.": the speaker's own value, when it can be the one put right
        return fix if _may_replace(parts[index - 2].text, fix) else None
    if (
        between.speaker == parts[index].speaker
        or len(between.text.split()) > 4
        or _ASKS.search(between.text)
        or len(said) != 1
        or not _says(parts[index - 2].text, said[0])
        or said[0].casefold() == fix.when.casefold()
    ):
        return None
    return replace(fix, instead=said[0])


def _may_replace(own: str, fix: _Correction) -> bool:
    """Whether ``fix``, an amount said alone after a doubt, can put right the value it
    would replace in ``own``: the last of its kind in the nearest sentence that holds one,
    of the same unit ("10k" is not put right by "12", "3 bedrooms" by "300k") and within a
    factor of two of it, and the only one of that unit there ("I'm 34 and Tom is 36": which
    one "37." puts right is not said)."""
    if fix.kind != "amount":
        return True
    sentence = next((piece for piece in reversed(_sentences(own)) if _holds(piece, fix)), "")
    found = [
        m
        for m in _IN_TEXT["amount"].finditer(sentence)
        if _year_like(m.group()) == _year_like(fix.when)
    ]
    if not found:
        return False
    unit = _unit(found[-1].group(), sentence[found[-1].end() :])
    old, new = _size(found[-1].group(), unit[1]), _size(fix.when, _unit(fix.when, "")[1])
    return (
        unit[::2] == _unit(fix.when, "")[::2]
        and sum(_unit(m.group(), sentence[m.end() :]) == unit for m in found) == 1
        and old is not None
        and new is not None
        and min(old, new) * 2 >= max(old, new)
    )


def _unit(value: str, after: str) -> tuple[bool, bool, bool]:
    """What an amount is counted in: pounds, thousands ("10k", "2 grand"), per cent."""
    thousands = value.lower().endswith("k") or re.match(r"\s*grand\b", after, re.I) is not None
    return value.startswith("£"), thousands, after.startswith("%")


def _size(value: str, thousands: bool) -> float | None:
    """The number an amount says ("£2,400" -> 2400, "3.5k" -> 3500, "nine and a half" ->
    9.5), or None."""
    if thousands:
        size = _size(value, False)
        return None if size is None else size * 1000
    said = value.lstrip("£").replace(",", "").lower()
    half = 0.5 if re.search(r"\s+and\s+a\s+half$", said) else 0.0
    said = re.sub(r"\s+and\s+a\s+half$", "", said).removesuffix("k")
    if re.fullmatch(r"\d+(?:\.\d+)?", said):
        return float(said) + half
    total = current = 0
    for word in re.split(r"[\s-]+(?:and\s+)?", said):
        if word == "hundred":
            current = max(current, 1) * 100
        elif word == "thousand":
            total, current = total + max(current, 1) * 1000, 0
        elif word in NUMBER_WORDS:
            current += int(NUMBER_WORDS[word])
        else:
            return None
    return total + current + half


def _values(text: str, fix: _Correction) -> list[str]:
    """The values in ``text`` of the kind ``fix`` puts right."""
    if fix.kind == "said":
        spans = _said(text, fix)
    elif fix.kind == "thing":
        spans = _things(text, fix.when)
    else:
        spans = [found.span() for found in _IN_TEXT[fix.kind].finditer(text)]
    return [text[start:end] for start, end in spans]


def _says(text: str, value: str) -> bool:
    words = r"\s+".join(re.escape(word) for word in value.split())
    return re.search(rf"(?<![\w'-]){words}(?![\w'-])", text, re.IGNORECASE) is not None


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

"""A quantity said on its own, just after the deed it measures: "Tobias passed his theory
test. 94 percent!", "I bought a second-hand loom. Three hundred pounds.", "the new office
is out in Kelso. 30 miles each way". The quantity joins the sentence before it ("...
loom, for three hundred pounds.") so that the fact that sentence forms keeps it. (A time
after a race or a swim is joined by :mod:`.time_taken`.)

A quantity joins only a sentence it can measure, by its unit: a mark or a share in percent
an exam, a test or a score; a sum of money a thing bought, sold, paid for or rented; a
distance a journey or a place people go to (a drive, a commute, a new job, "cycled"); a
number of guests a wedding or a party. The quantity must be the whole sentence, give or
take "about", "each way", "a month", "so far" or "instead of eight"; with anything else
("£4 for a coffee though") it is a sentence of its own. A question before it is answered,
not measured, and is left as it was. A quantity may also open the speaker's next turn when
the other only cheered in between ("We sold the van!" - "Wow!" - "Four grand."): it joins
the last sentence or the one before it, in the speaker's turn before, that it measures.
What the deed came to, said of it ("It came to 18,500 rupees.", "That was 300 pounds."), is
such a sum too, and so is a colour said alone after a painting ("i repainted the bedroom
btw. lilac" -> "... the bedroom lilac").

A price told of "the" thing the speaker pays for is the speaker's own
(:func:`owned_priced`): "the venue wants four thousand euros", "the rent's 950 a month",
"rent 1,100 a month" are read "my venue wants ...", "my rent is ...", as "the van failed
its MOT" is read of the speaker's van (:func:`.checks.owned_checked`). Only a thing that
one hires, rents or buys for oneself is read so; "the bus is £2" stays as it was.
"""

from __future__ import annotations

import re
from typing import Final

from ...sentences import sentence_spans
from .corrections import AMOUNT
from .lexicon import COLOURS, CURRENCY_WORDS, JOB_VERBS, LAUGH, alternation
from .text import Passage, retold

__all__ = ["measures_joined", "owned_priced"]

_ABOUT: Final = r"(?:(?:about|around|roughly|nearly|almost|just\s+(?:over|under))\s+)?"
_MONEY_WORD: Final = rf"pounds?|quid|euros?|dollars?|bucks|grand|k|{alternation(CURRENCY_WORDS)}"
_MONEY: Final = (
    rf"[£€$]{AMOUNT}(?:\s*(?:k|grand))?|{AMOUNT}\s*(?:{_MONEY_WORD})(?!\s+(?:ounces?|oz))"
)
# "each way", "a month", "instead of eight": what a quantity alone may say with it.
_TAIL: Final = (
    r"(?:,?\s+(?:each\s+way|there\s+and\s+back|a\s+(?:month|week|year|day|night)|so\s+far"
    r"|in\s+total|in\s+full|all\s+of\s+it|the\s+lot|since\s+[a-z]+"
    rf"|(?:instead\s+of|rather\s+than|up\s+from|down\s+from)\s+£?{AMOUNT}))?"
)
# Each kind of quantity: how it reads on the sentence it joins, and the words that
# sentence must have for the quantity to measure it.
_KINDS: Final = {
    "share": (
        rf"{AMOUNT}\s*(?:%|per\s*cent|percent)",
        ", with ",
        r"exams?|tests?|mocks?|finals|assessment|essay|dissertation|paper|module|scored"
        r"|passed|graded|marks?|results?|grade",
    ),
    "money": (
        _MONEY,
        ", for ",
        # "got" a thing, not "got married" or "got a new job" (a sum after those is a
        # wedding's cost or a salary, no price of the speaker's)
        r"bought|buy|buying|sold|selling|paid|ordered|booked|rented|renting|treated"
        r"|got(?!\s+(?:married|engaged|hitched|divorced|promoted|(?:(?:a|the|my|our|his|her"
        r"|their)\s+)?(?:new\s+|dream\s+|first\s+)?(?:job|promotion|pay\s+rise|raise|rise"
        r"|offer|role|post|position|contract)s?\b))"
        r"|picked\s+up|splashed\s+out|deposit|refund(?:ed)?|invoice|gave\s+back|paid\s+back"
        r"|owes|owed"
        # a job done on the speaker's home or things: "had eleven tiles replaced"
        "|" + "".join(JOB_VERBS.split()),
    ),
    "guests": (
        rf"{AMOUNT}\s+(?:guests|people|adults|kids|children)",
        ", ",
        r"wedding|weddings?['’]?s?|party|reception|christening|funeral|barbecue|bbq|ceilidh"
        r"|invited|booked|hosting",
    ),
    # "i repainted the bedroom btw. lilac": the colour a room or a thing was painted
    "colour": (
        r"(?:(?:dark|light|pale|deep|bright|sage|olive|duck-egg|navy)\s+)?"
        rf"(?:sky\s+blue|navy\s+blue|{alternation(COLOURS)})",
        " ",
        r"painted|repainted|re-painted|dyed|redecorated|decorated|painting|repainting",
    ),
    "distance": (
        rf"{AMOUNT}\s*(?:miles?|km|kilometres?|kilometers?|k)",
        ", ",
        r"ran|cycled|rode|walked|hiked|rowed|swam|drove|driving|drive|commute|journey"
        r"|job|office|works?|school|moved|moving|new\s+place",
    ),
}
# "It came to 18,500 rupees.", "The bill was 700 lei.": what the deed before cost, said of
# it, reads as the sum alone.
_WHAT_IT_COST: Final = r"(?:it|that|the\s+bill|the\s+total)"
_CAME_TO: Final = rf"(?:{_WHAT_IT_COST}\s+(?:came\s+to|was)\s+)?"
_ALONE: Final = {
    kind: re.compile(
        rf"^\s*{_CAME_TO if kind == 'money' else ''}{_ABOUT}(?:{pattern}){_TAIL}\s*[.!…]*\s*$",
        re.IGNORECASE,
    )
    for kind, (pattern, _, _) in _KINDS.items()
}
_MEASURED: Final = {
    kind: re.compile(rf"\b(?:{words})\b", re.IGNORECASE) for kind, (_, _, words) in _KINDS.items()
}


def _kind(sentence: str) -> str | None:
    """The kind of quantity ``sentence`` is, when it is one and nothing else."""
    return next((kind for kind, alone in _ALONE.items() if alone.match(sentence)), None)


def _joined(text: str) -> str:
    """``text`` with each quantity on its own joined to the sentence before it that it
    measures."""
    pieces = _sentences(text)
    position = 1
    while position < len(pieces):
        then = _CAME_TO_THEN.match(pieces[position])
        if then is not None and _measures(pieces[position - 1], "money"):
            # "It came to 18,500 rupees, and the landlord says ...": the sum joins the job,
            # what follows it stands as a sentence of its own
            said, rest = then.group("sum") + ".", then.group("then")
            pieces[position - 1] = _with(pieces[position - 1], said, "money", ". ")
            pieces[position] = rest[:1].upper() + rest[1:]
            continue
        kind = _kind(pieces[position])
        if kind is None or not _measures(pieces[position - 1], kind):
            position += 1
            continue
        said = pieces.pop(position)
        ending = ("!" if said.rstrip().endswith("!") else ".") + said[len(said.rstrip()) :]
        pieces[position - 1] = _with(pieces[position - 1], said, kind, ending)
    return "".join(pieces)


def _sentences(text: str) -> list[str]:
    return [text[start:end] for start, end in sentence_spans(text)]


def _measures(sentence: str, kind: str) -> bool:
    """Whether a quantity of ``kind`` said after ``sentence`` measures it."""
    return (
        not sentence.rstrip().endswith("?")
        and _MEASURED[kind].search(sentence) is not None
        and _kind(sentence) is None
    )


_SAID_OF_IT: Final = re.compile(rf"^{_CAME_TO}", re.IGNORECASE)
_CAME_TO_THEN: Final = re.compile(
    rf"""^\s*(?P<sum>{_WHAT_IT_COST}\s+came\s+to\s+{_ABOUT}(?:{_MONEY}))
    ,\s+(?:and|but|so)\s+(?P<then>\S.*)$""",
    re.IGNORECASE | re.VERBOSE | re.DOTALL,
)


def _with(sentence: str, said: str, kind: str, ending: str) -> str:
    """``sentence`` with the quantity ``said`` put at its end, then ``ending``."""
    quantity = _SAID_OF_IT.sub("", said.strip().rstrip(".!…"))
    quantity = quantity[:1].lower() + quantity[1:]  # "Two hundred pounds" mid-sentence
    said = sentence.rstrip().rstrip(".!…")
    # "the bedroom btw": fillers at the end, read in the last words only (no long rescans)
    before = said[:-_FILLER_REACH] + _FILLER_END.sub("", said[-_FILLER_REACH:])
    return before + _KINDS[kind][1] + quantity + ending


_FILLER_REACH: Final = 40
_FILLER_END: Final = re.compile(
    rf"(?:,?\s+(?:btw|tbh|by\s+the\s+way|{LAUGH}))+$", re.IGNORECASE | re.VERBOSE
)


def _answered_later(texts: list[str], parts: list[Passage], index: int) -> None:
    """Join a quantity that opens the turn at ``index`` to the speaker's turn before it,
    when the other's turn between them only cheered ("We sold the van!" - "Wow!" -
    "Four grand."): to one of that turn's last two sentences that it measures."""
    opening = _sentences(texts[index])
    kind = _kind(opening[0]) if opening else None
    between = parts[index - 1]
    if (
        kind is None
        or parts[index - 2].speaker != parts[index].speaker
        or between.speaker == parts[index].speaker
        or "?" in between.text
        or len(between.text.split()) > 6
    ):
        return
    earlier = _sentences(texts[index - 2])
    for position in range(len(earlier) - 1, max(len(earlier) - 3, -1), -1):
        sentence = earlier[position]
        if _measures(sentence, kind):
            stripped = sentence.rstrip()
            ending = stripped[len(stripped.rstrip(".!…")) :] or "."
            earlier[position] = _with(
                sentence, opening[0], kind, ending + sentence[len(stripped) :]
            )
            texts[index - 2] = "".join(earlier)
            texts[index] = "".join(opening[1:]).strip() or texts[index]
            return


def measures_joined(parts: list[Passage]) -> list[Passage]:
    """``parts`` with each quantity said on its own joined to the sentence it measures
    (see the module docstring)."""
    texts = [_joined(part.text) if part.speaker is not None else part.text for part in parts]
    for index in range(2, len(parts)):
        if parts[index].speaker is not None:
            _answered_later(texts, parts, index)
    return retold(parts, texts)


# What one pays for oneself: a place rented or booked, someone hired, a bill.
_PAID_FOR: Final = (
    r"(?:rent|mortgage|deposit|venue|caterers?|catering|builders?|plumber|electrician"
    r"|roofer|joiner|landlord|landlady|quote|estimate|bill|fees?|solicitor|lawyer"
    r"|photographer|florist|band|dj|nursery|childminder|course|survey|repairs?|deposit)"
)
_PRICED: Final = re.compile(
    rf"""(?P<lead>(?:^|[.!?]\s+)(?:(?:so|and|also|oh|well|ugh|but)[,:!\s]+)*)
    (?:(?P<the>the)\s+)?
    (?P<thing>(?:(?!(?:my|our|his|her|their|your|its|a|an|this|that|no|any)\s)[\w-]+\s+)?
    {_PAID_FOR}
    (?:\s+(?:in|at|for)\s+(?-i:[A-Z][\w'-]+))?)
    (?P<says>\s*(?:['’]s|\s+is|\s+was|\s+are|\s+were|\s+wants?|\s+charges?|\s+charged|\s+quoted
    |\s+came\s+to|\s+costs?)?\s+(?:me\s+|us\s+)?(?:about\s+|around\s+)?
    (?:{_MONEY}|{AMOUNT}(?=\s+(?:a|per)\s+(?:month|week|year|night)\b|\s*pcm\b))
    (?![\w'-]))""",
    re.IGNORECASE | re.VERBOSE,
)


# What ties a priced thing to the speaker in their turn: "my/our rent", "our wedding", "we
# booked", "I'm renting", "charged us", or a deed said without a subject ("sign for it mon").
_TIED: Final = re.compile(
    rf"""\b(?:my|our)\s+(?:own\s+|new\s+|first\s+|big\s+)?
    (?:{_PAID_FOR}|wedding|flat|house|place|home|shop|office|studio|room|party|move|kitchen
    |bathroom|extension|roof|loft|build|renovation|reno|do)\b
    |\b(?:I|we)(?:['’](?:m|re|ve|d|ll))?\s+(?:(?:just|finally|have|had|will|are|am|were|was
    |also|now|already|then)\s+)*(?:rent(?:ed|ing)?|book(?:ed|ing)?|hir(?:e|ed|ing)|pay(?:ing)?
    |paid|sign(?:ed|ing)?|mov(?:e|ed|ing)|buy(?:ing)?|bought|found|getting\s+married)\b
    |(?:^|[.!?]\s+)(?:(?:so|and|just|finally)\s+)*(?:rent(?:ed|ing)|book(?:ed|ing)|hired|hiring
    |paid|paying|sign(?:ed|ing)?|mov(?:ed|ing)\s+in|found\s+a)\b
    |\b(?:me|us)\s+(?:about\s+|around\s+)?(?:[£€$]|\d)""",
    re.IGNORECASE | re.VERBOSE,
)


def owned_priced(text: str) -> str:
    """``text`` (one turn) with a price of the thing the speaker pays for told as theirs:
    "the venue wants four thousand euros" -> "my venue wants ...", "rent 950 a month" ->
    "my rent is 950 a month", when the turn ties the thing to the speaker ("our wedding",
    "we booked", "sign for it mon"); "Tom's getting married. The venue wants 4k." and "Rent
    in London is 2000 a month" are left as they were."""
    if _TIED.search(text) is None:
        return text

    def owned(match: re.Match[str]) -> str:
        if match.group("the") is None and re.search(r"\s(?:in|at|for)\s", match.group("thing")):
            return match.group(0)  # "Rent in London is 2000 a month": rent there, anyone's
        said = match.group("says")
        if said.startswith(("'s", "’s")):
            said = " is" + said[2:]  # "the rent's 950": "my rent is 950"
        elif not said.strip()[:1].isalpha():
            said = " is" + said  # "rent 950 a month"
        opening = match.group("the") or match.group("thing")
        whose = "My" if opening[0].isupper() else "my"
        thing = match.group("thing")
        if match.group("the") is None:
            thing = thing[:1].lower() + thing[1:]
        return f"{match.group('lead')}{whose} {thing}{said}"

    return _PRICED.sub(owned, text)

"""A weekday cut short ("fri", "weds", "Sat") told where a time stands.

Chat cuts weekdays short: "back from leeds tues", "off to derry fri for the match",
"moved house Sat". Some short forms are no other word ("tues", "weds", "thurs", "fri");
three are words of their own too: "sat" ("I sat an exam", "sat here bored"), "sun" ("lay
in the sun") and "wed" ("they got wed"). A short form is read as a day only where a time
would stand: after a word that dates it ("on", "last", "till"), or after the verb phrase
at the end of a clause ("did my first fell race sat!!"), or, for a form that is no other
word, before what follows the time ("fri for the match"), or opening a clause before the
speaker's subject ("tues im off to the dentist", "sun we picked up the boat").
:func:`day_stands` says when; :mod:`.texting` writes such a day in full in a turn typed as
texting (and one that opens a clause in any turn), and :mod:`.dates` dates it in any turn.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import BEFELL, IRREGULAR_PAST, SHORT_WEEKDAY, WEEKDAY, word_set

__all__ = ["CLAUSE_LINKS", "DATING", "OTHER_WORDS", "day_stands"]

# Short forms that are also other words: read as a day only at the end of a clause, after
# a verb phrase. "mon" ("c'mon", "mon the hoops") only at the end of a clause.
OTHER_WORDS: Final = frozenset({"sat", "sun", "wed"})
_AT_THE_END: Final = OTHER_WORDS | {"mon"}
# Words that date the day after them ("on sat", "till weds", "last fri").
DATING: Final = word_set("on next last this since till til until by from before after", None)
# Words after which "sat", "sun" or "wed" is the verb or the noun: a subject, an article
# or a determiner, a helping verb, a link ("I sat", "the sun", "got wed", "and sat").
_NOT_BEFORE_A_DAY: Final = word_set(
    """i we he she they you u it who that which the a an my your our his her their its this
    some any no much more of into under and or but then just also never finally
    still already be been being was were is are am get got gets getting newly recently to
    will would could should can might must has have had nearly almost lol hot warm bright
    lovely glorious morning evening midday summer winter setting rising full""",
    None,
)
# Forms of "be", and objects, before a day that is no other word: "it was weds", "the do
# is fri", "sold it weds" (before "sat" or "sun" they may go on another way: "was sat").
_BE_OR_OBJECT: Final = word_set("is was be it them him her", None)
# A word that makes the words before a day a verb phrase: a past, a "-ing", "off", "back".
_DOING: Final = re.compile(r"\b(?:[a-z]{2,}ed|[a-z]{2,}ing|off|back|home|away|out)\b")
_PART_OF_DAY: Final = r"(?:morning|afternoon|evening|night|nite|arvo)"
# What follows a day where a time stands: the end of the clause, a part of the day, and
# (for a form that is no other word) the rest of the clause: "fri for the match".
_CLAUSE_END: Final = re.compile(rf"\s*(?:[,.!?;:)]|$)|\s+{_PART_OF_DAY}\b", re.IGNORECASE)
# "passed my test sat first go", "did the 10k fri first time": how the deed went, after
# its day.
_FIRST_GO: Final = r"first\s+(?:go|time|try|attempt)"
_GOES_ON: Final = re.compile(
    r"\s+(?:for|with|at|to|in|and|then|after|before|w|wi|cos|because|so|but|lol|haha|btw"
    rf"|tho|though|{_FIRST_GO})\b",
    re.IGNORECASE,
)
# What follows a day that is also another word and still parts it as a time: "sun after
# 6 yrs", "sat btw", "sat first go" (not "sat with the dog", "wed in june": there it may
# be the verb); "swimming across the lake sun for the hospital appeal": what the deed is
# for (not "in the sun for an hour": after "the" it is the sun).
_TIME_PARTED: Final = re.compile(
    rf"""\s+(?:after|before|btw|tho|though|cos|because|lol|haha|{_FIRST_GO}
    |for\s+(?:the|a|an|my|our|charity)\b)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# After what befalls a thing (:data:`.lexicon.BEFELL`), a day, then where it befell.
_WHERE_AFTER: Final = re.compile(r"\s+(?:on|at|in|near|outside|by)\s+(?:the|a|my|our)\b", re.I)
_LISTED: Final = re.compile(
    rf"\s*(?:,|/|&|\band\b|\bor\b)\s*(?:{SHORT_WEEKDAY}|{WEEKDAY})(?![\w'’])", re.IGNORECASE
)
_WORDS: Final = re.compile(r"[\w'’]+")
# A day that opens its clause is a time before the speaker's own subject ("tues im off to
# the dentist", "sun we picked up the boat", "fri my sister's coming"): "sat here bored",
# "sun's out" or "wed in june" go on another way. "sat my test", "wed my love": before
# "my" only a form that is no other word.
_SUBJECT_AFTER: Final = re.compile(
    r"\s+(?:i|i['’]m|im|i['’]ve|ive|i['’]ll|we|we['’]re|we['’]ve|we['’]ll)\b"
    r"(?!\s*(?:[.!?,;:]|$|(?:think|guess|reckon|suppose|mean|hope)\b))",
    re.IGNORECASE,
)
# "sun im usually at church", "tues we always ...": a habit of that weekday, not one day.
_HABIT_AFTER: Final = re.compile(
    r"[^,.!?;:\n]*?\b(?:usually|always|normally|generally|often|every|mostly|tend)\b",
    re.IGNORECASE,
)
_PARTS_AFTER: Final = re.compile(rf"\s+{_PART_OF_DAY}s?\b", re.IGNORECASE)
_OWNER_AFTER: Final = re.compile(r"\s+(?:my|our|me\s+(?:and|n|&))\s+\w", re.IGNORECASE)
# Words that open a clause before its time ("and tues we're off", "btw sun we ...").
CLAUSE_LINKS: Final = word_set("and n but so then also btw oh anyway", None)
_CLAUSE_START: Final = re.compile(r"[,.!?;:(]\s*|\n")
_REACH: Final = 200  # characters read back from a day for its clause


# A past verb and more words after a day that opens its clause: a deed told with its "I"
# left out ("weds did my first parkrun", "sat got the keys"). "sat stunned", "sat there",
# "sun came out" go on another way: after "sat" or "wed" only a past that is no adjective,
# never after "sun" (the sun comes out, shines, went in).
_DEED_AFTER: Final = re.compile(r"\s+(?:just\s+|finally\s+|only\s+)?(?P<verb>[a-z]+)\s+\w")
_NOT_DEEDS: Final = word_set("was were sat stood lay felt said thought knew meant", None)


def _deed_after(text: str, end: int, day: str) -> bool:
    found = _DEED_AFTER.match(text, end)
    if found is None or day == "sun":
        return False
    verb = found.group("verb").lower()
    if verb in _NOT_DEEDS:
        return False
    if verb in IRREGULAR_PAST:
        return True
    return day not in OTHER_WORDS and len(verb) > 4 and verb.endswith("ed")


_COMMA_THEN: Final = re.compile(r",\s*$")
_SENTENCE_CLOSE: Final = re.compile(r"\s*(?:[.!?]|$)")
_SENTENCE_OPEN: Final = re.compile(r"[.!?]\s")


def _closing_day(text: str, window: int, start: int, end: int) -> bool:
    """Whether the day at ``text[start:end]`` stands alone after a comma at the end of a
    sentence told in the past: "got bitten by a dog on the ankle, wed." (not "so hot today,
    sun.": nothing told in the past)."""
    if _COMMA_THEN.search(text, window, start) is None or text[start:end].lower() == "sun":
        return False  # ("we sat in the garden, sun.": the weather, maybe)
    if _SENTENCE_CLOSE.match(text, end) is None:
        return False
    opened = max((m.end() for m in _SENTENCE_OPEN.finditer(text, window, start)), default=window)
    words = [w.lower() for w in _WORDS.findall(text[opened:start])]
    return len(words) >= 3 and any(
        w in IRREGULAR_PAST or (len(w) > 4 and w.endswith("ed")) or w in {"bitten", "got"}
        for w in words
    )


def day_stands(text: str, start: int, end: int) -> bool:
    """Whether the short weekday at ``text[start:end]`` is a day told where a time stands:
    "on sat", "till weds", "moved house sat", "sat night", "back fri", "off to derry fri
    for the match"; not "I sat an exam", "sat here bored", "out in the sun", "got wed"."""
    day = text[start:end].lower().rstrip(".")
    # The clause's words within a bounded window: a long text costs no more per day.
    window = max(0, start - _REACH)
    starts = _CLAUSE_START.finditer(text, window, start)
    clause_from = max((m.end() for m in starts), default=window)
    before = [w.lower() for w in _WORDS.findall(text[clause_from:start])]
    if all(word in CLAUSE_LINKS for word in before):
        # "sat here bored", "sun's out": the clause opens on it, before no subject
        if _HABIT_AFTER.match(text, end):
            return False  # "sun im usually at church": every week's, no one day
        if _SUBJECT_AFTER.match(text, end) or _PARTS_AFTER.match(text, end):
            return True  # "tues im off", "tues nights": a day
        if _deed_after(text, end, day):
            return True  # "fri passed my test", "sat got the keys": the "I" left out
        if not before and _closing_day(text, window, start, end):
            return True  # "a pothound bit me on the lady hailes road, wed.": when, last
        return day not in OTHER_WORDS and _OWNER_AFTER.match(text, end) is not None
    if before[-1] in DATING:
        return bool(_CLAUSE_END.match(text, end) or _GOES_ON.match(text, end))
    # "my bday was thurs", "sold it weds": before a day that is no other word
    be_before = before[-1] in _BE_OR_OBJECT and day not in OTHER_WORDS
    if (before[-1] in _NOT_BEFORE_A_DAY and not be_before) or _LISTED.match(text, end):
        return False  # "I can't do mon, wed evenings": days of a list, maybe every week's
    in_place = _CLAUSE_END.match(text, end) is not None
    # "Went to Whitby Sat with the kids": mid-sentence in proper case, a capital makes it
    # a day whatever follows
    if (day not in _AT_THE_END or text[start].isupper()) and not in_place:
        in_place = _GOES_ON.match(text, end) is not None  # "fri for the match"
    elif not in_place:
        # "quit the choir sun after 9 yrs": a word that parts the time from what follows;
        # "car died sat on the road to rocha": after what befell a thing, where it did
        in_place = _TIME_PARTED.match(text, end) is not None or (
            before[-1] in BEFELL and _WHERE_AFTER.match(text, end) is not None
        )
    if not in_place:
        return False
    doing = " ".join(before)
    verb_before = _DOING.search(doing) is not None or any(w in IRREGULAR_PAST for w in before)
    if day == "sun" and (before[-1] in IRREGULAR_PAST or before[-1].endswith("ed")):
        return False  # "got sun", "enjoyed sun": the weather
    return verb_before or day not in OTHER_WORDS

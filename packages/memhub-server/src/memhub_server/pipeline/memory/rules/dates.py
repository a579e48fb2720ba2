"""Relative dates in a sentence, made absolute against the source's date.

A memory is read weeks after it was written, so "tomorrow" must become the day it
meant. :func:`resolve_relative_dates` rewrites each relative phrase in place and
returns the calendar span it named, which the extractor uses for expiry.

Conventions (weeks start on Monday, as in ISO 8601; ``D`` is the document date):

=============================  ==============================================
phrase                         resolves to
=============================  ==============================================
today / tonight / this evening  D (``tonight`` -> "on the night of D")
tomorrow / yesterday           D + 1 / D - 1; "the day after tomorrow" D + 2
last night                     the night of D - 1
this / next / last week        the week (Monday) holding D / one after / one before
this / next / last weekend     the Saturday of D's week / + 7 days / - 7 days
(this) coming weekend          the next Saturday and Sunday still to come
this / next / last month/year  the calendar month or year of D / after / before
this <weekday>                 that weekday in D's week (may be in the past)
next <weekday>                 that weekday in the week after D's week
last <weekday>                 that weekday in the week before D's week
<weekday>, on <weekday>        the nearest one after D; before D when the
                               sentence is in the past tense, or a past verb
                               (not an adjective: "a one-eyed cat", "a retired
                               teacher") stands right before; after D for a plan
                               made or a future reported ("said she'll call on
                               Friday"); "since (about) <weekday>" looks back
(this) coming <weekday>        the nearest one after D
<weekday> of this/next/last    that weekday of that week ("Wednesday next" is
  week, next week <weekday>    next week's)
<weekday> the <N>th,           the nearest day N that is that weekday, the
  <weekday> <N> <Month>        tense's way within four months (a year with a
                               month), else the other way within two; else the
                               day number alone. Written with a year, left as is
in N days / weeks / months     D + N days / around D + 7N / D's month + N
  (' time)
N days / weeks / ... ago       the same, backwards
N weekends ago                 the weekend N before this week's (one ago is
                               last weekend)
N days / weeks ago today,      exactly D - N days / D - 7N days, counted back
  yesterday, (on) <weekday>    from yesterday or the last <weekday> gone
the <N>th of this/next/last    day N of that month
  month
N days / weeks from <day>      exactly N days / 7N days after today, tomorrow,
                               now, or the nearest <weekday> after D
on / by / ... the <N>th        the nearest day N of a month (of <Month>, when
  [of <Month>]                 named) after D; before D in the past tense.
                               Only after a preposition and before punctuation
                               or a small word: "the 3rd floor" is no date
<Month> <N>, <N> <Month>       without a year: the nearest such day from D on
                               (back to D in the past tense); the month needs its
                               capital ("may 5" is rarely a date)
(until|by|...) the end of       that part of the month, the tense's way (as a
  <Month>, end of <month>      bare month); "every year at the end of July" none
(over|on|at|for) the weekend   the coming weekend; in the past tense the most
                               recent one (the current one on a Saturday/Sunday)
from <day> to <day>, between   a range: its end moved a week (weekdays) or a
  <day> and <day>              month (day numbers) on, in the past its start
                               back, until the end is not before the start
at Christmas, on Mothering     that day in the year the tense points to; "the
  Sunday, on the bank          bank holiday" and "half term" (a school week)
  holiday, since half term     the nearest one that way; "the Sunday before
                               Christmas", "the week after Easter": the day or
                               week beside it
=============================  ==============================================

A preposition in front of the phrase is kept when it changes the meaning ("by",
"until", "since", ...); "on"/"in"/"at" are replaced by the one that fits the
resolved form. Days are written in human and ISO form (``pipeline.dates.full_date``), so
that questions in either form meet them: "on 2 March 2026 (2026-03-02)", "in the week
of 9 March 2026 (2026-03-09)", "on the weekend of 7 March 2026 (2026-03-07)"; months
and years in words ("in March 2026", "in 2027").
Durations ("for the past week") and repetitions ("every Monday", "Mondays") are
left alone: they do not name one span of time. So are phrases that would land
outside the calendar ("tomorrow" on 9999-12-31, "last month" in January of year 1).
Once a fact is finished, ``weekday_named`` puts the weekday back before a day the turn told
by it ("on Tuesday, 14 May 2024 (2024-05-14)"), so that questions by weekday meet it.
"""

from __future__ import annotations

import re
from calendar import monthrange
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from itertools import pairwise
from typing import Final

from ...dates import MONTHS, full_date, human_month, latest_day
from .lexicon import (
    IRREGULAR_PAST,
    MONTH,
    NUMBER_WORDS,
    PAST_PARTICIPLES,
    SHORT_WEEKDAY,
    SIMPLE_PAST,
    WEEKDAY,
    alternation,
    number_value,
)
from .person import SUBJECT, attributive
from .short_days import CLAUSE_LINKS, OTHER_WORDS, day_stands
from .text import DAY_STANDS_ALONE, MONTH_EDGE

__all__ = [
    "COUNT",
    "HOLIDAYS",
    "Period",
    "back_then",
    "count",
    "month_carried",
    "resolve_relative_dates",
    "span_verdict_dropped",
    "unanchored",
    "weekday_named",
    "without_unanchored",
    "written_dates",
]


@dataclass(frozen=True, slots=True)
class Period:
    """The days a date phrase named: ``start`` inclusive, ``end`` exclusive.

    ``bounded`` is False for open-ended phrases ("since last month", "from next week"):
    they say when something began, not when it is over.
    """

    start: date
    end: date
    bounded: bool = True


_WEEKDAYS: Final = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_NUMBERS: Final = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "a couple of": 2,
    "a couple": 2,
    "couple of": 2,
}
# Prepositions whose meaning survives the rewrite; the rest ("on", "in", "at") are
# replaced by the one that fits the resolved form.
_KEPT_PREPOSITIONS: Final = frozenset(
    {"by", "until", "till", "til", "before", "after", "since", "from", "for", "during",
     "over", "through", "starting", "around"}
)  # fmt: skip
# A word before the phrase that already governs it ("about tomorrow", "than last year").
_GOVERNED: Final = re.compile(
    r"\b(?:about|of|with|than|like|between|and|or|to|until|till|from|since|by|for)\s+$",
    re.IGNORECASE,
)
_OPEN_ENDED: Final = frozenset({"since", "after", "from", "starting"})
# Words before "the past week" etc. that make the phrase a duration, not a date.
_DURATION_LEAD: Final = re.compile(
    r"\b(?:for|over|within|throughout|during|in)(?:\s+the)?\s*$", re.IGNORECASE
)
_DURATION_PREPOSITIONS: Final = frozenset({"for", "over", "within", "throughout", "during", "in"})
_REPEATED_LEAD: Final = re.compile(
    # "every Tuesday and Thursday", "on Mondays, Wednesdays and Friday": joined to a habit;
    # "the odd Sunday", "the occasional Friday", "alternate Mondays": now and then
    rf"(?:\bevery|\beach|\bmost|\bsome|\bmany|\bother|\bthe\s+(?:odd|occasional)|\balternate"
    rf"|\b(?:every|each)\s+(?:{'|'.join(_WEEKDAYS)})(?:\s*(?:,|\band\b|\bor\b|&|/)\s*"
    rf"(?:{'|'.join(_WEEKDAYS)}))*\s*(?:,|\band\b|\bor\b|&|/)"
    rf"|\b(?:{'|'.join(_WEEKDAYS)})s\s*(?:,|\band\b|\bor\b|&|/))\s*$",
    re.I,
)
# "Sunday mornings", "Friday nights": a weekday before a plural part of the day repeats.
# So do weekdays joined before one: "Tuesday or Thursday evenings", "Mon, Wed and Fri nights".
# So does one said at a rate: "one Saturday a month", "a Sunday per term" (not "on Saturday
# a month ago", "Friday a week later": a day counted from).
_REPEATED_TAIL: Final = re.compile(
    rf"(?:\s*(?:,|\band\b|\bor\b|&|/)\s*(?:{'|'.join(_WEEKDAYS)})\b)*"
    r"(?:\s+(?:mornings|afternoons|evenings|nights)\b"
    r"|\s+(?:a|an|per|each|every)\s+(?:week|fortnight|month|term|season|year)\b"
    r"(?!\s+(?:ago|later|earlier|before|after|from|on|back|early|late|or\s+so)\b))",
    re.I,
)

_WD = "|".join(_WEEKDAYS)
_PART = "morning|afternoon|evening|night"
COUNT: Final = (
    r"\d{1,3}|a\s+couple\s+of|a\s+couple|couple\s+of|an?"
    r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
)
"""A count of days, weeks, months or years as people write it ("3", "a couple of", "two")."""
_UNIT = r"days?|weeks?|months?|years?"
_MONTH_NAMES = "|".join(MONTHS)
# A month and day without a year ("on March 2nd", "on 2 March") only with a capital:
# "may 5" is rarely a date.
_CAPITAL_MONTHS = f"(?-i:{_MONTH_NAMES})"
# A month next to a day number ("2nd April", "the 14th september", "3rd of march", "21
# march"): lower case too, as chat writes it, "may" and "march" only after a day's number
# and not before a verb ("the 2nd may be better").
_DAY_MONTHS = (
    f"{_CAPITAL_MONTHS}|(?-i:january|february|april|june|july|august|september|october"
    r"|november|december)|(?:(?<=\d(?:st|nd|rd|th)\s)|(?<=\d(?:st|nd|rd|th)\sof\s)"
    r"|(?<=\b\d\s)|(?<=\b\d\d\s))"
    r"(?-i:may|march)(?!\s+(?:be|been|have|not|well|also|just|still|need|seem|sound|look"
    r"|work|come|go|take|want)\b)"
)
# "next year", "next yr"
_YEAR = r"(?:year|yr)"
# A month on its own ("in April", "since january", "last october"), taken only after a
# preposition or a modifier; in lower case too, as chat writes it, but "may" and "march",
# verbs far more often than months, only right after a word that makes them months
# ("in may", "since march", "last march"; not "we may", "this may sound odd").
_MONTH_LEADS = ("in", "since", "until", "till", "by", "of", "last", "next", "early",
                "late", "mid", "for")  # fmt: skip
_SPOKEN_MONTHS = (
    f"{_CAPITAL_MONTHS}|(?-i:january|february|april|june|july|august|september|october"
    "|november|december)|" + "|".join(rf"(?<=\b{lead}\s)(?-i:may|march)" for lead in _MONTH_LEADS)
)
# Prepositions of time that take a month or a part of one ("in March", "by the end of May").
_TIME_PREPOSITIONS: Final = frozenset(
    {"in", "since", "by", "until", "till", "before", "after", "from"}
)
_EDGE_PREPOSITIONS: Final = _TIME_PREPOSITIONS | {"at", "til", "around", "to"}
_EDGE_LEADS = "(?:" + "|".join(rf"(?<=\b{lead}\s)" for lead in sorted(_EDGE_PREPOSITIONS)) + ")"
# Day numbers in words ("on the twentieth of June", "June the first").
_ORDINAL_NAMES: Final = """first second third fourth fifth sixth seventh eighth ninth tenth
    eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth
    nineteenth twentieth twenty-first twenty-second twenty-third twenty-fourth twenty-fifth
    twenty-sixth twenty-seventh twenty-eighth twenty-ninth thirtieth thirty-first"""
_ORDINALS: Final = {word: n for n, word in enumerate(_ORDINAL_NAMES.split(), start=1)}
_ORDINAL_WORD = alternation(_ORDINALS)
# "14 June", "June 14th", "the 14th of June": a day of a named month.
_DAY_AND_MONTH = (
    rf"(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTH_NAMES})"
    rf"|(?:{_MONTH_NAMES})\s+\d{{1,2}}(?:st|nd|rd|th)?"
)
_YEARLY: Final = re.compile(r"\b(?:birthday|bday|anniversary|name\s*day)\b", re.IGNORECASE)
# A yearly day said to be when it falls ("my birthday is in March"), not a one-off planned
# for it ("we're going to Japan in October for our anniversary").
_YEARLY_SAID: Final = re.compile(
    r"\b(?:birthday|bday|anniversary|name\s*day)(?:['’]s)?\s+(?:is|was|falls|will\s+be)\b",
    re.IGNORECASE,
)
# "his seventieth birthday is on the 28th": a numbered one comes once, on one date
_ONE_YEARLY_SAID: Final = re.compile(
    r"""\b(?:\d{1,3}(?:st|nd|rd|th)|(?:[a-z]+-)?(?:first|second|third|fourth|fifth|sixth
    |seventh|eighth|ninth|tenth|eleventh|twelfth|[a-z]+teenth|[a-z]+tieth|hundredth))\s+
    (?:birthday|bday|anniversary)(?:['’]s)?\s+(?:is|was|falls|will\s+be)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# Right before a day and a month with no year and no preposition: a birth or a birthday
# ("was born 3 feb", "born 12 June", "her b-day's 19 aug"), so the day is the birthday.
_BIRTH_BEFORE: Final = re.compile(
    r"\b(?:born|birthday|bday|b-day)(?:['’]s)?\s+(?:(?:is|was|falls|will\s+be)\s+)?$",
    re.IGNORECASE,
)


def _birth_day(match: re.Match[str], text: str) -> bool:
    """Whether ``match``, a day of a named month with no year or preposition, is when
    someone was born or has a birthday ("my dad was born 3 feb", "my daughter was born 12
    June"): the birthday, every year's; not a numbered one ("his 70th birthday 3 March")."""
    g = match.group
    if g("prep") is not None:
        return False  # "the puppies were born on the 27th of April": a birth told, dated
    if (g("nth_month") or g("nth_word_month") or g("md_month") or g("dm_month")) is None:
        return False
    if (g("nth_year") or g("nth_word_year") or g("dm_year")) is not None:
        return False
    before = text[max(0, match.start() - 60) : match.start()]
    if _BIRTH_BEFORE.search(before) is None:
        return False
    # "his 70th birthday 3 March" read as "... birthday is": a numbered one, on one date
    return _ONE_YEARLY_SAID.search(before + "is") is None


def _yearly_said(text: str) -> bool:
    """Whether ``text`` says when a yearly day falls ("my birthday is on the 14th"), not
    when a numbered one does ("her fiftieth birthday is on the 8th of February")."""
    return _YEARLY_SAID.search(text) is not None and _ONE_YEARLY_SAID.search(text) is None


# What an ordinal counts when it is not a day of the month ("on Monday, 4th try").
_COUNTED_NOUN = (
    r"(?:try|tries|attempt|time|go|round|place|floor|grade|year|lap|week|day|date|child|kid"
    r"|baby|birthday|anniversary|one)(?![\w'-])"
)
_NTH_PREPOSITIONS: Final = frozenset(
    {"on", "by", "until", "till", "til", "before", "after", "since", "for", "from"}
)
# "last Fri", "on Tues": weekdays cut short. Alone ("sat", "sun", "wed") they are other
# words too, so a bare one counts only after "on".
_SEASONS = r"spring|summer|autumn|fall|winter"
_SEASON_MONTHS: Final = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9}
# Days of the year people name by their occasion ("at Christmas", "last Easter", "on easter
# sunday" in a chat that never capitalises: a weekday after "easter" is Easter's), with or
# without the apostrophe chat drops ("new years day", "valentines"); and the UK's bank
# holidays, by their season or alone ("since the spring bank holiday", "on the bank holiday
# Monday at the start of May", "this bank holiday weekend").
_APOSTROPHE = "['’]?"
HOLIDAYS: Final = rf"""(?:Christmas\s+Eve|Christmas\s+Day|Christmas|Xmas|Boxing\s+Day
    |New\s+(?:Year|Yr){_APOSTROPHE}s\s+Eve|New\s+(?:Year|Yr){_APOSTROPHE}s\s+Day
    |New\s+Year{_APOSTROPHE}s|New\s+Year|Hogmanay|Good\s+Friday
    |Easter\s+Saturday|Easter\s+Sunday|Easter\s+Monday|Easter|Shrove\s+Tuesday|Pancake\s+Day
    |Ash\s+Wednesday|Palm\s+Sunday|Maundy\s+Thursday|Mothering\s+Sunday|Mother{_APOSTROPHE}s\s+Day
    |Father{_APOSTROPHE}s\s+Day|Whit\s+Monday|Valentine{_APOSTROPHE}s\s+Day|Valentine{_APOSTROPHE}s
    |St\.?\s+Patrick{_APOSTROPHE}s\s+Day|Paddy{_APOSTROPHE}s\s+Day|Burns\s+Night|Bonfire\s+Night
    |St\.?\s+(?:Andrew|David|George){_APOSTROPHE}s\s+Day|Armistice\s+Day|Twelfth\s+Night
    |Midsummer{_APOSTROPHE}s\s+(?:Eve|Day)|Midsummer\s+(?:Eve|Day)
    |Guy\s+Fawkes\s+Night|Hallowe{_APOSTROPHE}en|Remembrance\s+Sunday|Thanksgiving
    |(?:(?:early\s+May|May\s+Day|late\s+May|May|spring|summer|August)\s+)?bank\s+holiday
      (?:\s+Monday)?
    |(?:(?:February|May|October|spring|summer|autumn)\s+)?half[\s-]?term(?:\s+week)?)"""
# A day, week or weekend named from another date in the same text ("the same night",
# "the day after", "the weekend before"): resolved only after one, and only where the
# phrase ends ("the day before the wedding" names its own anchor).
_ANAPHOR_END = r"(?=\s*(?:[.,;:!?)]|$)|\s+(?:and|but|so|then|too|when|because|as\s+well)\b)"
_ANAPHOR = rf"""(?:
        (?:that\s+|the\s+)(?:very\s+)?same\s+(?P<same_unit>day|night|morning|afternoon|evening
          |week|weekend)
      | that\s+(?P<that_unit>night|morning|afternoon|evening|week|weekend)
      | the\s+(?P<step_word>next|following|previous)\s+(?P<step_unit>day|morning|afternoon
          |evening|night|week|weekend)
      | the\s+(?P<rel_unit>day|night|week|weekend)\s+(?P<rel_word>before|after){_ANAPHOR_END}
    )"""
_DATE_PHRASE: Final = re.compile(
    rf"""
    (?<![\w-])
    (?:(?P<prep>on|in|at|by|until|till|til|before|after|since|from|for|during|over|through
        |starting|around)\s+)?
    (?:
        the\s+(?P<owd_nth>first|second|third|fourth|last|1st|2nd|3rd|4th)\s+
        (?P<owd_wd>{_WD}|weekend)\s+(?:of|in)\s+(?P<owd_month>{_CAPITAL_MONTHS})(?![\w'-]|,?\s*\d)
      # "for three weeks from Monday" is a span that starts on Monday, not a day
      | (?<!\bfor\s)(?P<from_n>{COUNT})\s+(?P<from_unit>days?|weeks?)\s+from\s+
        (?:(?P<from_rel>today|tomorrow|now)|(?P<from_wd>{_WD}))
      | (?P<ago_today_n>{COUNT})\s+(?P<ago_today_unit>days?|weeks?)\s+ago\s+
        (?:(?P<ago_from>today|yesterday)|(?:on\s+|last\s+)?(?P<ago_from_wd>{_WD}))
      | (?:(?P<week_on_n>a|one|two|three|four|\d)\s+weeks?|(?P<fortnight_on>a\s+fortnight))\s+
        (?:(?P<week_on_rel>today|tomorrow)|on\s+(?P<week_on_wd>{_WD}))
      | (?P<wdw_wd>{_WD}|{SHORT_WEEKDAY})\s+(?:of\s+)?(?P<wdw_mod>this|next|last)\s+week(?![\w'-])
      | (?P<wwd_mod>this|next|last)\s+week\s+(?:on\s+)?(?P<wwd_wd>{_WD})
      | (?P<wd_next>{_WD})\s+next(?=\s*(?:[.,;:!?)]|$))
      | (?P<wd_week>{_WD})\s+week(?![\w'-])
      | (?P<week_last_n>a|one|two|three|\d)\s+weeks?\s+last\s+(?P<week_last_wd>{_WD})
      | (?P<wd_ago_n>{COUNT})\s+(?P<wd_ago>{_WD})s\s+(?:ago|back)
      | (?P<weekends_ago>{COUNT})\s+weekends\s+(?:ago|back)
      | (?:the\s+)?(?P<weekend_gone>weekend)\s+just\s+gone
      | (?P<wd_dated>{_WD}|{SHORT_WEEKDAY}),?\s+(?:{_DAY_AND_MONTH}),?\s*\d{{4}}(?!\d)
      | (?P<wdn_wd>{_WD}|{SHORT_WEEKDAY}),?\s+(?:
          (?:the\s+)?(?P<wdn_day>\d{{1,2}})(?:st|nd|rd|th)(?!\s+{_COUNTED_NOUN})
          (?!\s+(?:out\s+)?of\s+(?:the\s+)?\d)  # "on Sunday, 2nd out of 14": a placing
          (?:\s+(?:of\s+|(?=(?:{_DAY_MONTHS})(?![\w'-])))(?P<wdn_of>{_MONTH_NAMES}))?
        | (?P<wdn_dm_day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<wdn_dm_month>{_DAY_MONTHS})
        | (?P<wdn_md_month>{_CAPITAL_MONTHS})\s+(?P<wdn_md_day>\d{{1,2}})(?:st|nd|rd|th)?
        )(?!,?\s*\d(?!\d?(?:[:.]\d\d)?\s*(?:(?:am|pm)\b|[ap]\.m\b)))  # a time may follow
        (?:\s+(?P<wdn_year>next|last|this)\s+{_YEAR})?
      | (?:the\s+)?(?P<edge>end|start|beginning)\s+of\s+(?:the|this)\s+(?P<end_unit>week|month|year)
      | (?P<md_month>{_CAPITAL_MONTHS})\s+(?:the\s+(?=\d{{1,2}}(?:st|nd|rd|th)|{_ORDINAL_WORD}))?
        (?:(?P<md_day>\d{{1,2}})(?:st|nd|rd|th)?|(?P<md_word>{_ORDINAL_WORD}))(?!,?\s*\d)
      | the\s+(?P<nth_word>{_ORDINAL_WORD})\s+of\s+(?P<nth_word_month>{_CAPITAL_MONTHS})
        (?!,?\s*\d)(?:\s+(?P<nth_word_year>next|last|this)\s+{_YEAR})?
      | (?:(?<=\bon\s)|(?<=\bby\s)|(?<=\buntil\s)|(?<=\btill\s)|(?<=\bfrom\s)|(?<=\bto\s))
        the\s+(?P<nth_alone>{_ORDINAL_WORD})
        (?=\s*(?:[.,;!?)]|$|\s(?:and|but|so|instead|now|then)\b))
      | the\s+(?P<nthm_day>\d{{1,2}})(?:st|nd|rd|th)\s+of\s+(?P<nthm_mod>this|next|last)\s+month
      | (?P<dm_day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<dm_month>{_DAY_MONTHS})
        # no year after it (a time may follow: "21 march 10am")
        # (nor an ordinal: "14 may, 2nd try")
        (?!,?\s*\d(?!\d?(?:[:.]\d\d)?\s*(?:(?:am|pm)\b|[ap]\.m\b))(?!\d?(?:st|nd|rd|th)\b))
        (?:\s+(?P<dm_year>next|last|this)\s+{_YEAR})?
      | the\s+(?P<nth>\d{{1,2}})(?:st|nd|rd|th)
        # with its month a day wherever it stands ("on the 3rd of May while ..."); alone
        # only where a day can stand ("the 3rd floor" is none)
        (?:\s+(?:of\s+|(?=(?:{_DAY_MONTHS})(?![\w'-])))(?P<nth_month>{_MONTH_NAMES})
          (?:\s+(?P<nth_year>next|last|this)\s+{_YEAR})?
          (?![\w'-]|,?\s*(?:19|20)\d\d\b)|
        (?=\s*(?:[.,;:!?)\]]|$)|\s+(?:and|but|so|then|when|because|at|in|for|with|after
          |before|too|as|which|again|to|till|until|lol|haha|tho)\b
          |\s+on\s+(?:a|an|the|my|our|his|her|their)\s
          |\s+(?:{SUBJECT}|(?-i:I|We|we|He|he|She|she|They|they|My|my|Our|our))(?![\w'-])
          |\s+(?:was|were)\s+(?:the|a|an|my|our|{SUBJECT}'s)\b))
      | (?:the\s+)?(?P<far_unit>week|weekend|{_WD})\s+(?P<far>before\s+last|after\s+next)
      | (?P<fortnight_ago>a\s+fortnight\s+ago) | in\s+(?P<fortnight_in>a\s+fortnight)(?:'s\s+time)?
      | (?P<vague_n>a\s+few|a\s+couple\s+of|a\s+couple|couple\s+of|several|some)\s+
        (?P<vague_unit>days|weeks|months|years)\s+(?:ago|back)
      | the\s+other\s+(?P<other_day>day|night|morning|evening)
      | (?P<season_mod>this\s+past|this|next|last|coming|past)\s+(?P<season>{_SEASONS})
        (?!\s+(?:bank\s+holiday|half[\s-]?term))
      | the\s+(?P<the_season>{_SEASONS})(?!\s+(?:of|bank\s+holiday|half[\s-]?term)\b)
      | (?P<month_mod>this\s+past|this\s+coming|this|next|last|coming|past)\s+
        (?P<mod_month>{_SPOKEN_MONTHS})(?!\s*,?\s*\d)
      | (?:(?P<month_part>early|late|mid)[\s-]+
          # "until the end of August", "since the middle of May", "by end of aug": a part
          # of the month after a preposition of time, "the" left out or not
          |{_EDGE_LEADS}(?P<month_edge>(?:the\s+)?{MONTH_EDGE}\s+of)\s+
          # "shearing done end of feb", "End of October.": the part alone, as chat says it
          # (not "the end of May was hard": a subject, no time of anything)
          |(?<![\w'-])(?<!\bthe\s)(?<!\bvery\s)(?P<month_edge_bare>{MONTH_EDGE}\s+of)\s+)?
        (?P<bare_month>{_SPOKEN_MONTHS})
        # no day or year after it; a count of time after a comma is another phrase ("in
        # June, 4 months clean")
        (?!\s*\d|\s*,\s*\d(?!\d*\s+(?:days?|weeks?|months?|years?|yrs?|wks?|mths?)\b)
        |\s+(?:the\s+)?\d)
        (?:\s+(?:of\s+)?(?P<month_year>last|next|this)\s+year
          |,?\s+(?P<month_ago>{COUNT})\s+years?\s+ago)?
      | (?P<ago_month_n>{COUNT})\s+years?\s+ago\s+in\s+(?P<ago_month>{_CAPITAL_MONTHS})
        (?!\s*,?\s*\d)
      | (?:the\s+(?P<holiday_shift>day|night|week|weekend|{_WD}|{SHORT_WEEKDAY})\s+
          (?P<holiday_side>after|before)\s+(?:the\s+)?
        |(?P<holiday_the>the\s+))?
        (?P<holiday_mod>this|next|last)?\s*(?P<holiday>{HOLIDAYS})
        (?:(?P<holiday_break>\s+(?:holidays|holiday|break|hols))|(?P<holiday_weekend>\s+weekend))?
        # "the bank holiday Monday at the start of May": which of the year's it was
        (?P<holiday_in>\s+(?:in|at\s+the\s+(?:start|beginning|end)\s+of)\s+(?:May|August)
          (?![\w'-]|\s*,?\s*\d))?
      | (?:the\s+)?(?P<after2>day\s+after\s+tomorrow)
      | (?:the\s+)?(?P<before2>day\s+before\s+yesterday)
      | {_ANAPHOR}
      | (?P<rel>today|tonight|tomorrow|tmrw|tmr|yesterday)(?:\s+(?P<rel_part>{_PART}))?
      | this\s+(?P<this_part>morning|afternoon|evening)
      | (?P<last_night>last\s+night)
      | (?:the\s+(?=(?:past|previous|coming)\b))?
        (?P<mod>this\s+past|this\s+coming|this|next|last|coming|past|previous)\s+
        (?P<unit>week|weekend|month|year)
      # ("is coming Tuesday": a visit, its verb, and then the day)
      | (?P<wd_mod>this\s+past|this\s+coming|this|next|last
        |(?<!\bis\s)(?<!\bare\s)(?<!['’]s\s)(?<!['’]re\s)(?<!\bbe\s)coming)
        \s+(?P<wd>{_WD}|{SHORT_WEEKDAY})
        (?:\s+(?P<wd_part>{_PART}))?
      | (?P<bare_wd>{_WD}|{SHORT_WEEKDAY})(?:\s+(?P<bare_part>{_PART}))?
      | the\s+(?P<the_weekend>weekend)
      | in\s+(?P<in_n>{COUNT})\s+(?P<in_unit>{_UNIT})(?:'s?\s+time)?
      | (?P<ago_n>{COUNT})\s+(?P<ago_unit>{_UNIT})\s+ago
    )
    (?![\w'-])
    """,
    re.IGNORECASE | re.VERBOSE,
)


@dataclass(frozen=True, slots=True)
class _Span:
    """A resolved phrase: its text without a preposition, the preposition it takes by
    default, and the days it covers."""

    text: str
    preposition: str
    start: date
    end: date


def resolve_relative_dates(
    text: str, today: date, past: bool, *, named: bool = False
) -> tuple[str, tuple[Period, ...]]:
    """``text`` with relative date phrases replaced by absolute ones, and their spans.

    ``past`` says whether the sentence is in the past tense; it decides which way a
    bare weekday ("on Friday") points. With ``named``, a month, season or holiday named
    without a year ("in March", "in the summer", "at Easter") is also given the year
    the tense points to: right for what someone says happened or will happen, wrong
    for a question ("what did I do in May?" may ask about any May).
    """
    if not _might_hold_date(text):
        return text, ()
    text = _yearly_month_named(text, today, past)
    periods: list[Period] = []
    parts: list[str] = []
    pos = 0
    previous: tuple[re.Match[str], _Span] | None = None
    previous_back = past
    weekly = (() if past else _weekly_ranges(text)) + _yearly_month_ranges(text)
    for match in _DATE_PHRASE.finditer(text):
        if _not_a_modifier(match, text):
            continue
        if any(start <= match.start() < end for start, end in weekly):
            # "I work Monday to Friday now": every week; "I swim every morning from May to
            # September": every year; no one date
            continue
        if _liked_month(text, match):
            continue  # "I love Paris in April": every year, no one date
        back = _looks_back(text, match, past, own_clause=named)
        if _anniversary(text, match):
            back = False  # "eight years in March": the March still to come (or this one)
        if previous is not None and _range_joint(text, previous[0], match):
            back = previous_back  # the end of a range points the way its start does
        try:
            if _is_anaphor(match):
                span = _from_previous(match, periods[-1] if periods else None)
            elif previous is not None and (later := _later_day(match, previous)) is not None:
                span = later
            elif _habit_of_edge(match, text):
                span = None  # "I always get paid at the start of the month": no one date
            else:
                span = _resolve(match, text, today, back, named)
        except (OverflowError, ValueError):
            # The phrase points outside the calendar (year 1 or 9999 and beyond): it is
            # left as written, like any phrase that names no single span.
            continue
        if span is None or _in_a_year_named(text, match, span):
            continue
        unit = _range_unit(text, previous[0], match) if previous is not None else None
        if previous is not None and unit is not None:
            # "from Monday to Friday": the end comes after the start, a week on in a plan,
            # and in the past the start a week before
            first, span = _in_order(previous[1], span, back, unit)
            parts[-1] = _replacement(previous[0], first, text)
            periods[-1] = Period(first.start, first.end, periods[-1].bounded)
        prep = match.group("prep")
        bounded = (prep is None or prep.lower() not in _OPEN_ENDED) and not (
            _SINCE_HEDGED.search(text, 0, match.start())
        )
        periods.append(Period(span.start, span.end, bounded))
        parts.append(text[pos : match.start()])
        parts.append(_replacement(match, span, text) + _anniversary_start(text, match, span))
        pos = match.end()
        previous = match, span
        previous_back = back
    if not periods:
        return text, ()
    parts.append(text[pos:])
    return "".join(parts), tuple(periods)


# "I'm on days only now, Monday to Friday", "I work Tuesday to Saturday": a span of weekdays
# with no "from" or week of its own, in a sentence about work or a routine, is the week's
# pattern. ("I'm in London from Monday to Friday", "off Monday to Wednesday next week" are
# one week's.)
_WEEKLY_RANGE: Final = re.compile(
    rf"""(?<!\bfrom\s)(?<!\bbetween\s)(?<!\bon\s)(?<!\bthis\s)(?<!\bnext\s)(?<!\blast\s)
    (?<!\bcoming\s)\b(?:{_WD})s?\s*(?:to|till|until|through|thru|-|–)\s*(?:{_WD})s?\b
    (?!\s+(?:next|this|last|coming|of|the\s+\d|\d)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_ROUTINE: Final = re.compile(
    r"""\b(?:now|these\s+days|only|every|usually|normally|always|works?|working|shifts?
    |hours|open|opens|job|days|start|starts|finish|finishes|since)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# Where a clause starts: a sentence's end, a semicolon, a colon, a comma, "and", "but", "so",
# "then" (the month's clause, for a liking; a state's told without its verb, "..., off work
# till mon").
_CLAUSE_START: Final = re.compile(r"[,.;:!?]|\b(?:and|but|so|then)\b", re.IGNORECASE)
_LIKING_REACH: Final = 100  # characters before the month
# After the liking, a clause of its own that the month may date: one opened by "that",
# "which", "who", "when", or a second subject and its verb ("the bakery I opened").
_LIKING_STOP: Final = re.compile(
    rf"""\b(?:that|which|who|when)\b
    |\b(?:I|you|he|she|we|they)(?:\s+(?:was|were|had|have|has|am|is|are|will|{alternation(IRREGULAR_PAST)}
    |[a-z]+ed)\b|['’](?:m|re|ve|ll|d)\b)
    |\b(?-i:[A-Z][a-z]+)\s+(?:was|had|{alternation(IRREGULAR_PAST)}|[a-z]+ed)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "every year at the end of July", "we always go in May": a month a habit comes back in.
_YEARLY_HABIT: Final = re.compile(
    r"\b(?:(?:every|each)\s+year|annually|always|usually|normally|generally|typically)\b",
    re.IGNORECASE,
)


def _liked_month(text: str, match: re.Match[str]) -> bool:
    """Whether ``match``, "in <month>" alone, is when a liking told in the present holds
    ("I love Paris in April"), or a month said of a habit in its clause ("drags us to the
    races every year at the end of July"): every year, no one month."""
    if match.group("bare_month") is None:
        return False
    low = max(0, match.start() - _LIKING_REACH)
    start = low
    for edge in _CLAUSE_START.finditer(text, low, match.start()):
        start = edge.end()
    if _YEARLY_HABIT.search(text, start, match.start()) is not None:
        return True
    if (match.group("prep") or "").lower() != "in":
        return False
    liking = _LIKED_EVERY_YEAR.search(text, start, match.start())
    # "I like the flat I moved into in March", "I hate that my surgery is in July": the
    # month dates the clause the liking holds, not the liking
    return liking is not None and _LIKING_STOP.search(text, liking.end(), match.start()) is None


def _weekly_ranges(text: str) -> tuple[tuple[int, int], ...]:
    """Where ``text`` names a span of weekdays that repeats every week."""
    spans = []
    for found in _WEEKLY_RANGE.finditer(text):
        # the routine word must be in the span's own sentence, not anywhere in the turn
        start, end = _around(text, found, (".", "!", "?"))
        if _ROUTINE.search(text, start, end) is not None:
            spans.append(found.span())
    return tuple(spans)


# How far either side of a span the word that makes it a routine or a habit is looked
# for (a turn with no full stop must not be scanned whole for each span it holds).
_REACH: Final = 160


def _around(text: str, found: re.Match[str], marks: tuple[str, ...]) -> tuple[int, int]:
    """Where the clause around ``found`` starts and ends: at the nearest of ``marks`` on
    either side, and no more than ``_REACH`` characters away."""
    low = max(0, found.start() - _REACH)
    high = min(len(text), found.end() + _REACH)
    start = max(low, max(text.rfind(mark, low, found.start()) for mark in marks) + 1)
    ends = [at for mark in marks if (at := text.find(mark, found.end(), high)) != -1]
    return start, min(ends, default=high)


# "I swim every morning from May to September", "we usually open between April and
# October": a span of months told with a word of habit in its sentence comes back every
# year, no one dated span ("I'm in Spain from May to October" is one year's). A year or a
# day number after the second month makes it one span ("from May to June 2025").
_MONTH_RANGE: Final = re.compile(
    rf"""\b(?:(?:from\s+)?(?:{_MONTH_NAMES})\s*(?:to|till|until|through|thru|-|–)
    |between\s+(?:{_MONTH_NAMES})\s+and)\s*(?:{_MONTH_NAMES})\b(?!\s*,?\s*\d)""",
    re.IGNORECASE | re.VERBOSE,
)
# Words that tell a habit: "every morning", "each summer", "most days", "usually".
_HABIT_WORDS: Final = re.compile(
    r"""\b(?:every|each|most|usually|normally|always|generally|typically|daily|nightly
    |weekly|mornings|evenings|nights|weekends|(?:every|each)\s+year|year\s+after\s+year)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# One year named beside the span makes it that year's: "We usually go to Spain, but this
# year we're there from June to August".
_ONE_YEAR: Final = re.compile(r"\b(?:this|next|last)\s+year\b", re.IGNORECASE)
# Where a clause ends, for the habit word's search: a sentence's end, a semicolon or "but".
_HABIT_CLAUSE_ENDS: Final = (".", "!", "?", ";", " but ")


def _yearly_month_ranges(text: str) -> tuple[tuple[int, int], ...]:
    """Where ``text`` names a span of months that a habit fills every year."""
    spans = []
    for found in _MONTH_RANGE.finditer(text):
        # the habit word must be in the span's own clause, not anywhere in the turn
        start, end = _around(text, found, _HABIT_CLAUSE_ENDS)
        if _HABIT_WORDS.search(text, start, end) is not None and not _ONE_YEAR.search(
            text, start, end
        ):
            spans.append(found.span())
    return tuple(spans)


# "Our anniversary is on the 21st of September, so we'll leave on the 19th": a day named
# with its month, then a day of the month alone in the same sentence.
_DAY_WITH_MONTH: Final = re.compile(
    rf"""\bthe\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)\s+of\s+(?P<month>{_MONTH_NAMES})\b
    |\b(?P<month2>{_MONTH_NAMES})\s+(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?\b
    |\b(?P<day3>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<month3>{_MONTH_NAMES})\b""",
    re.IGNORECASE | re.VERBOSE,
)
_DAY_ALONE: Final = re.compile(
    rf"""\bthe\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)\b
    (?!\s+(?:of\s+)?(?:{_MONTH_NAMES}|this|next|last)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_SENTENCE: Final = re.compile(r"[^.!?\n]+[.!?\n]*")
# "from the 15th to the 26th of July", "between the 3rd and the 7th of May"
_DAY_RANGE: Final = re.compile(
    rf"""\b(?P<lead>(?:from|between)\s+the\s+(?P<first>\d{{1,2}})(?:st|nd|rd|th))
    (?P<rest>\s+(?:to|till|until|and)\s+the\s+(?P<second>\d{{1,2}})(?:st|nd|rd|th)\s+of\s+
    (?P<month>{_MONTH_NAMES})\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def _range_month(match: re.Match[str]) -> str:
    if int(match.group("first")) >= int(match.group("second")):
        return match.group()
    return f"{match.group('lead')} of {match.group('month')}{match.group('rest')}"


def month_carried(text: str) -> str:
    """``text`` with the month of a day named in full put after a later day of the month
    said alone in the same sentence, when that day is later in the month or at most a week
    before ("on the 21st of September, so we'll leave on the 19th" -> "the 19th of
    September"). Read apart from each other, the two clauses would lose the month; a day
    much earlier ("went on the 26th of August, came home on the 2nd") is left alone. The
    first day of a range said with one month ("from the 15th to the 26th of July") takes
    that month too."""
    if _DAY_ALONE.search(text) is None:
        return text
    if _DAY_WITH_MONTH.search(text) is None:
        return _SENTENCE.sub(_month_alone_carried, text) if _MONTH_ALONE.search(text) else text
    text = _DAY_RANGE.sub(_range_month, text)

    def sentence(found: re.Match[str]) -> str:
        said = found.group()
        named = _DAY_WITH_MONTH.search(said)
        if named is None:
            return _month_alone_carried(found)
        day = int(named.group("day") or named.group("day2") or named.group("day3"))
        month = named.group("month") or named.group("month2") or named.group("month3")
        month = month[:1].upper() + month[1:].lower()

        def alone(match: re.Match[str]) -> str:
            other = int(match.group("day"))
            if other == day or not (other > day or day - other <= 7):
                return match.group()
            return f"{match.group()} of {month}"

        return said[: named.end()] + _DAY_ALONE.sub(alone, said[named.end() :])

    return _next_sentence_month(_SENTENCE.sub(sentence, text))


# "Her seventieth is in September, so we're flying out on the 14th": a month named with no
# day, then a day of the month alone later in the same sentence, which falls in it.
_MONTH_ALONE: Final = re.compile(
    rf"""\b(?:in|during|next)\s+(?P<month>{_MONTH_NAMES})\b
    (?!\s+(?:the\s+)?\d)""",
    re.IGNORECASE | re.VERBOSE,
)


def _month_alone_carried(found: re.Match[str]) -> str:
    """The sentence ``found`` with the month it names without a day put after each day of
    the month said alone after it ("in September, so ... on the 14th" -> "the 14th of
    September"). Of several such months, a day takes the nearest one before it ("away in
    May and in June, back on the 12th" -> "the 12th of June"). As it was when it names no
    such month, or names a day with its month."""
    said = found.group()
    named = list(_MONTH_ALONE.finditer(said))
    if not named or _DAY_WITH_MONTH.search(said) is not None:
        return said
    opening = named[0].end()

    def carried(day: re.Match[str]) -> str:
        at = opening + day.start()
        nearest = [month for month in named if month.end() <= at][-1]
        between = said[nearest.end() : at]
        frame = _MONTH_FRAME.search(said[: nearest.start()]) is not None
        if ";" in between or (not frame and _NEW_SUBJECT.search(between)):
            return day.group()  # another clause's month ("In March we moved; ... the 14th")
        month = nearest.group("month")[:1].upper() + nearest.group("month")[1:].lower()
        if int(day.group("day")) > _MONTH_DAYS.get(month.lower()[:3], 31):
            return day.group()  # "in February, on the 30th": no such day
        return f"{day.group()} of {month}"

    return said[:opening] + _DAY_ALONE.sub(carried, said[opening:])


# "Dad's birthday is in May, and we sail on the 14th": a month said as when something
# is frames what follows; a month that only dates a deed ("We moved in September and the
# baby's due on the 14th") is no month for a new subject's day after "and".
_MONTH_FRAME: Final = re.compile(r"\b(?:is|are|was|were|'s|'re)\s+$", re.IGNORECASE)
_NEW_SUBJECT: Final = re.compile(
    r"\b[Aa]nd\s+(?:(?i:i|we|you|he|she|they|it|the|my|our|his|her|their|your)|[A-Z][a-z]+)\b"
)
# The most days each month has (2000 was a leap year), by its first three letters.
_MONTH_DAYS: Final = {name[:3].lower(): monthrange(2000, n)[1] for n, name in enumerate(MONTHS, 1)}


# "Back in November, ...", "back in the summer": "back" opening a sentence only says the
# time is past; no one is coming back ("..., back on Sunday" is a return, and stays).
_BACK_THEN: Final = re.compile(
    rf"""(?:^|(?<=[.!?;:\n])\s*)(?P<back>back\s+)(?P<prep>in|during|around)(?=\s+(?:the\s+)?
    (?:{MONTH}|{WEEKDAY}|\d{{4}}|\d{{2}}s|spring|summer|autumn|fall|winter|christmas|easter
    |day|those\s+days|uni|school|college)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def back_then(text: str) -> str:
    """``text`` with a clause's opening "back" before its time dropped ("Back in November I
    broke my wrist" -> "In November I broke my wrist"), so the clause reads as the past
    event it tells."""
    return _BACK_THEN.sub(_without_back, text) if "back" in text.lower() else text


# "Last week in Crete was amazing, we swam every day": a span gone by, named with where it
# was spent as the subject of a verdict, before what was done in it.
_SPAN_RATED: Final = re.compile(
    r"""(?:^|(?<=[.!?;:\n])\s*)(?P<span>(?:last|this\s+past)\s+(?:week|weekend|month)|yesterday)
    (?P<where>\s+(?:in|at)\s+[^,.;!?]{1,40}?)\s+(?:was|has\s+been)\s+[^,.;!?]{1,40},\s+
    (?=(?:and\s+)?(?:i|we)\s)""",
    re.IGNORECASE | re.VERBOSE,
)


def span_verdict_dropped(text: str) -> str:
    """``text`` with the verdict on a span gone by taken off, so the span says when what
    follows was done: "Last week in Crete was amazing, we swam every day" -> "Last week in
    Crete, we swam every day"."""
    if " was " not in text and " been " not in text:
        return text
    return _SPAN_RATED.sub(lambda found: f"{found['span']}{found['where']}, ", text)


def _without_back(match: re.Match[str]) -> str:
    space = match.group()[: match.start("back") - match.start()]
    prep = match.group("prep")
    return space + (prep.capitalize() if match.group("back")[0].isupper() else prep)


# A sentence told in the past ("Jo was born on 1 May"): its month is no month for a plan
# in the next one ("She gets her braces off on the 10th").
_PAST_SAID: Final = re.compile(rf"\b(?:{alternation(IRREGULAR_PAST)}|\w+ed)\b", re.IGNORECASE)
_YEAR_AFTER: Final = re.compile(r",?\s+(\d{4})\b")


def _next_sentence_month(text: str) -> str:
    """``text`` with the month of the last day named in full in a sentence put after a day
    of the month said alone in the sentence right after it, when that day comes later in
    the same month, at most a fortnight on ("Yes, from the 14th of October, for two weeks.
    It's my birthday on the 20th" -> "the 20th of October")."""
    sentences = [found.group() for found in _SENTENCE.finditer(text)]
    if len(sentences) < 2:
        return text
    out = [sentences[0]]
    for before, said in pairwise(sentences):
        named = list(_DAY_WITH_MONTH.finditer(before))
        same_tense = bool(_PAST_SAID.search(before)) == bool(_PAST_SAID.search(said))
        if named and same_tense and _DAY_WITH_MONTH.search(said) is None:
            last = named[-1]
            day = int(last.group("day") or last.group("day2") or last.group("day3"))
            month = last.group("month") or last.group("month2") or last.group("month3")
            month = month[:1].upper() + month[1:].lower()
            if (year := _YEAR_AFTER.match(before, last.end())) is not None:
                month = f"{month} {year.group(1)}"  # "on 14 October 2025": its year too

            def alone(match: re.Match[str], day: int = day, month: str = month) -> str:
                if not 0 < int(match.group("day")) - day <= 14:
                    return match.group()
                return f"{match.group()} of {month}"

            said = _DAY_ALONE.sub(alone, said)
        out.append(said)
    return "".join(out) if "".join(sentences) == text else text


# "my birthday's on the 14th": a day of the month with no month named.
_BARE_NTH: Final = re.compile(
    rf"(?<![\w-])(?P<lead>on|is|was|'s)\s+the\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)(?![\w'-])"
    rf"(?!\s+(?:of\s+)?(?:{_MONTH_NAMES}|this|next|last)\b)",
    re.IGNORECASE,
)


def _yearly_month_named(text: str, today: date, past: bool) -> str:
    """``text`` with the month put after a bare day number of a yearly occasion ("my
    birthday is on the 14th" -> "... the 14th of December"): said without a month, it is
    the one where that day comes next from ``today`` (today counts), or last came, in the
    past tense. Such a day has no one date (see :func:`_resolve`), only its month to add."""
    if _YEARLY.search(text) is None:
        return text

    def with_month(match: re.Match[str]) -> str:
        day = int(match.group("day"))
        # "In September we went to Rome; my birthday is on the 14th": its own clause's tense
        back = past and not _new_clause_ahead(text, match.start())
        step = -1 if back else 1
        index = today.year * 12 + today.month - 1
        for offset in range(12):
            year, month = divmod(index + step * offset, 12)
            if day > monthrange(year, month + 1)[1]:
                continue  # "the 31st" said in April: not this month
            if offset == 0 and (day < today.day if step > 0 else day > today.day):
                continue  # already gone this month (or, looking back, still to come)
            return f"{match.group()} of {MONTHS[month]}"
        return match.group()  # "the 45th": no day of any month

    return _BARE_NTH.sub(with_month, text)


# "we met in 2019 on the 3rd of May": a day or month named without its year takes the
# year the sentence names, not the one the document was written in.
_YEAR_NAMED: Final = re.compile(r"\b(?:19|20)\d\d\b")
# "in 2019", "back in 2019": a year the sentence is set in ("my 2023 tax return" is not)
_YEAR_AS_TIME: Final = re.compile(
    r"\b(?:in|during|since|from|until|till|of)\s+(?P<year>(?:19|20)\d\d)\b", re.IGNORECASE
)
_CALENDAR_DAY: Final = re.compile(rf"\b(?:{_MONTH_NAMES})\b|\d(?:st|nd|rd|th)\b", re.IGNORECASE)
_RELATIVE_WORD: Final = re.compile(
    r"\b(?:next|last|this|coming|past|ago|today|tomorrow|yesterday|tonight|week|weekend)\b",
    re.IGNORECASE,
)


def _in_a_year_named(text: str, match: re.Match[str], span: _Span) -> bool:
    """Whether ``match`` (a day or month without its year, resolved to ``span``) sits in
    a sentence that names another year: then which year it is, the phrase alone cannot
    say, and it is left as written."""
    said = match.group()
    if _YEAR_NAMED.search(said) or _RELATIVE_WORD.search(said):
        return False
    if not _CALENDAR_DAY.search(said):
        return False  # "on Monday": a weekday counts from the day it was said
    years = {int(y.group("year")) for y in _YEAR_AS_TIME.finditer(text)}
    return bool(years) and span.start.year not in years


def _replacement(match: re.Match[str], span: _Span, text: str) -> str:
    """What a matched phrase becomes: its resolved text behind the right preposition."""
    prep = match.group("prep")
    if prep is not None and prep.lower() == "in" and _never_after_in(match):
        # "moved in two weeks ago", "moved in yesterday": the "in" is the verb's
        return f"{prep} {span.preposition} {span.text}".strip()
    if prep is not None and prep.lower() in _KEPT_PREPOSITIONS:
        return f"{prep} {span.text}"
    if prep is None and _GOVERNED.search(text, 0, match.start()):
        return span.text  # "nervous about tomorrow": the phrase has its word
    if prep is None and match.group("edge") is not None and not text[: match.start()].strip():
        return span.text  # "The start of the year was hard": the subject, no time of it
    said = f"{span.preposition} {span.text}".strip()
    if match.group("month_edge_bare") and match.group()[:1].isupper():
        return said[:1].upper() + said[1:]  # "End of October." -> "At the end of October ..."
    return said


_NUMBER_WORD = alternation(NUMBER_WORDS)
# "eight years in March", "two yrs this month", "nine years this spring": a span that comes
# round in the month or season named, so that it began that many years before it.
_SPAN_BEFORE: Final = re.compile(
    rf"(?<![\w-])(?P<n>\d{{1,2}}|(?:{_NUMBER_WORD})(?:[- ](?:{_NUMBER_WORD}))?)"
    r"\s+(?:years?|yrs?)\s*$",
    re.IGNORECASE,
)
# What may follow such an anniversary: "now", then a comma or the sentence's end ("Two years in
# March we went to Rome" says when a trip was, not how long something has lasted).
_AFTER_ANNIVERSARY: Final = re.compile(r"(?:\s+now)?\s*(?:[,;.!?)]|$)")
_YEAR_OF_SPAN: Final = re.compile(r"\b\d{4}\b")


def _anniversary_start(text: str, match: re.Match[str], span: _Span) -> str:
    """ " (since March 2016)" when ``match`` (resolved to the month or season ``span``)
    closes a count of years ("eight years in March" said in February 2024), else "": the
    anniversary said is kept, and when it all began is told beside it."""
    before = _SPAN_BEFORE.search(text, max(0, match.start() - 40), match.start())
    if before is None or not _anniversary(text, match):
        return ""
    if not 28 <= (span.end - span.start).days <= 92:
        return ""
    years = number_value(before.group("n"))
    if years is None or not 0 < years <= 90 or _YEAR_OF_SPAN.search(span.text) is None:
        return ""
    start = span.start.year - years
    return f" (since {_YEAR_OF_SPAN.sub(str(start), span.text, count=1)})"


# What makes the count no span already lived: an age or a length still to come ("the dog will
# be two years in May", "a course that takes two years in September").
_NOT_LIVED: Final = re.compile(
    r"\b(?:will\s+be|['’]ll\s+be|be|takes?|took|lasts?|turns?|turning)\s+$", re.IGNORECASE
)


def _anniversary(text: str, match: re.Match[str]) -> bool:
    """Whether ``match`` closes a count of years and its clause ("2 years in May,")."""
    # only the words just before the date are searched: a turn with many dates stays linear
    before = _SPAN_BEFORE.search(text, max(0, match.start() - 40), match.start())
    return (
        before is not None
        and _NOT_LIVED.search(text, max(0, before.start() - 20), before.start()) is None
        and _AFTER_ANNIVERSARY.match(text, match.end()) is not None
    )


def _never_after_in(match: re.Match[str]) -> bool:
    """Whether ``match`` is a phrase "in" does not introduce ("three weeks ago",
    "yesterday", "last Monday", "last week"): an "in" before it belongs to the verb."""
    if _bare_edge(match):
        return True
    return any(
        match.group(name) is not None
        for name in ("ago_n", "ago_today_n", "wd_ago_n", "weekends_ago", "fortnight_ago",
                     "vague_n", "rel",
                     "last_night", "before2", "wd_mod", "bare_wd", "mod")
    ) or (match.group("holiday_shift") or "week").lower() != "week"  # fmt: skip


def _bare_edge(match: re.Match[str]) -> bool:
    """Whether a part of a month is said without its "the" ("moving in end of sept"): an
    "in" before it is then the verb's."""
    edge = match.group("month_edge")
    return edge is not None and not edge.lower().startswith("the")


_RANGE_WORDS: Final = frozenset({"to", "till", "til", "until", "through", "thru", "-", "–"})
_BETWEEN: Final = re.compile(r"\bbetween\s+$", re.IGNORECASE)


def _range_unit(text: str, first: re.Match[str], second: re.Match[str]) -> str | None:
    """ "week" when two weekdays, "month" when two day numbers, each alone, are the two
    ends of one range ("from Monday to Friday", "between Monday and Wednesday", "from the
    10th to the 20th"); None otherwise."""
    ends = (first, second)
    if all(m.group("bare_wd") and not m.group("bare_part") for m in ends):
        unit = "week"
    elif all(m.group("nth") and not m.group("nth_month") for m in ends):
        unit = "month"
    else:
        return None
    return unit if _range_joint(text, first, second) else None


def _range_joint(text: str, first: re.Match[str], second: re.Match[str]) -> bool:
    """Whether two date phrases are the two ends of one range ("from X to Y", "between X
    and Y")."""
    joint = f"{text[first.end() : second.start()]} {second.group('prep') or ''}".strip().lower()
    return joint in _RANGE_WORDS or (
        joint == "and" and _BETWEEN.search(text, 0, first.start()) is not None
    )


def _in_order(first: _Span, last: _Span, back: bool, unit: str) -> tuple[_Span, _Span]:
    """The two ends of a range of days, the end moved a week or a month on (in the past,
    the start as far back) until it is not before the start; as they were when the day
    number is missing from a month on the way (the 31st)."""
    start, end = first.start, last.start
    while end < start:
        try:
            if back:
                start = _shifted(start, -1, unit)
            else:
                end = _shifted(end, 1, unit)
        except ValueError:
            return first, last
    return _day(start), _day(end)


def _shifted(day: date, step: int, unit: str) -> date:
    if unit == "week":
        return day + timedelta(days=7 * step)
    year, month = _add_months(day, step)
    return date(year, month, day.day)


# Cheap pre-check: most sentences hold none of these words, and the full pattern is
# comparatively slow to fail on every position.
_HINT: Final = re.compile(
    rf"day|tonig|tom|tmr|night|week|month|year|morning|afternoon|evening|\d(?:st|nd|rd|th)\b"
    rf"|\b(?:mon|tue|wed|thu|fri|sat|sun)|fortnight|spring|summer|autumn|fall|winter|christmas|xmas"
    rf"|easter|hallowe|half[\s-]?term|valentine|thanksgiving|new\s+y(?:ea)?r|hogmanay|ago|back"
    rf"|\b(?:on|by|until|till|from|to)\s+the\s+(?:{_ORDINAL_WORD})\b"
    rf"|{_SPOKEN_MONTHS}|{_DAY_MONTHS}",
    re.IGNORECASE,
)


_NEGATED: Final = re.compile(
    r"\b(?:hasn't|haven't|hadn't|has\s+not|have\s+not|had\s+not|never|not|first\s+time)\b",
    re.IGNORECASE,
)
# "their first trip abroad in ten years", "the best apprentice he's had in 20 years", "the
# hottest summer in forty years": the span since the last such, not when (a verb of its own
# between, "our first holiday is in two weeks", makes it when).
# "groomed 9 dogs in one day", "forty miles in two days": a count done within the span.
_COUNT_IN: Final = re.compile(
    rf"\b(?:\d[\d,]*|{COUNT}|[a-z]+(?:ty|teen)(?:-[a-z]+)?|hundred|thousand|dozen)\s+"
    r"(?:[\w'-]+\s+)?[a-z'-]+s\s*$",
    re.IGNORECASE,
)
_BEST_IN: Final = re.compile(
    r"""\b(?:first|best|worst|most|least|only|biggest|longest|shortest|hottest|coldest
    |wettest|driest|warmest|highest|lowest|largest|greatest|happiest|busiest|quietest|fastest
    |slowest|heaviest|worst-ever|best-ever)\b
    (?:\s+(?!(?:is|are|am|was|were|will|be|starts?|begins?|comes?|opens?|due)\b)
    (?![\w-]+'(?:ll|re|m)\b)[\w'-]+){0,5}\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_NOT_PAST: Final = frozenset(
    {"need", "seed", "feed", "bed", "shed", "red", "hundred", "wed", "sled", "speed", "breed"}
)
_AUXILIARIES: Final = frozenset({"has", "have", "had", "was", "were", "been", "'ve", "'d"})
# "I'm booked on Friday", "my sister gets married on Saturday": a participle after a
# present "be" or "get" is a state or a passive, no past event.
_PRESENT_BE: Final = frozenset(
    {"am", "is", "are", "be", "being", "get", "gets", "getting", "'m", "'re"}
)
_MODALS: Final = frozenset({"will", "'ll", "shall", "would", "should", "could", "might", "must"})
_PRONOUNS: Final = frozenset({"i", "we", "you", "he", "she", "they", "it"})
_OBJECT_START: Final = frozenset({"a", "an", "the", "my", "our", "his", "her", "their", "your"})
_WORD: Final = re.compile(r"[\w'-]+")


def _after_past_verb(text: str, match: re.Match[str]) -> bool:
    """Whether a past verb stands right before the phrase, or one word before it ("I know
    they started on Monday", "moved here in March"), whatever the tense of the clause: it
    is what the phrase dates. A participle that describes a noun ("meeting a retired
    teacher on Monday", "a one-eyed cat") or follows a present "be" ("is closed on
    Monday") is no past verb."""
    words = text[max(0, match.start() - 80) : match.start()].split()
    if words and _dated_verb(words, len(words) - 1, last=True):
        return True
    if len(words) > 1 and _dated_verb(words, len(words) - 2, last=False):
        return True
    # the verb before its object: "we adopted [a retired greyhound] on the 11th", or before
    # a particle and a preposition and its object: "I moved over [to the children's clinic]
    # in January", "he left [for the other cinema] in August"
    for start in range(len(words) - 1, max(0, len(words) - 5), -1):
        if words[start].lower() in _OBJECT_START:
            verb = start - 1
            if verb >= 0 and words[verb].lower() in _TO_PLACE:
                verb -= 1
                if verb >= 0 and words[verb].lower() in _PARTICLES:
                    verb -= 1
            return verb >= 0 and _dated_verb(words, verb, last=False)
    return False


_TO_PLACE: Final = frozenset({"to", "into", "for", "from", "onto"})
_PARTICLES: Final = frozenset({"over", "back", "out", "off", "away", "up", "down", "in", "on"})


def _dated_verb(words: list[str], index: int, *, last: bool) -> bool:
    word = words[index].lower()
    if _WORD.fullmatch(word) is None:
        return False  # "finished, on Monday": the phrase belongs to what follows the comma
    regular = word.endswith("ed") and word not in _NOT_PAST
    if not (regular or word in PAST_PARTICIPLES or word == "born"):
        return False
    if attributive(words, index):
        return False
    before = index - 1
    while before > 0 and words[before].lower() in {"just", "already", "finally", "only"}:
        before -= 1
    lead = words[before].lower() if before >= 0 else ""
    aux = lead in _AUXILIARIES or lead.endswith(("'ve", "'d"))
    if lead in _PRESENT_BE or lead.endswith(("'m", "'re")):
        return False
    if lead in _MODALS or lead.endswith("'ll"):
        return False  # "we'll set off on the 19th": "set" after "will" is no past
    if lead == "to" and not regular:
        return False  # "going to quit my job in March": "quit" after "to" is no past
    if word == "got" and (lead in {"has", "have"} or lead.endswith("'ve")):
        return False  # "has got an exam on the 21st": has, not a past event
    if lead == "have" and before > 0 and words[before - 1].lower().endswith(tuple(_MODALS)):
        return False  # "will have finished by Friday"
    if not (regular or word in IRREGULAR_PAST or word == "born" or aux):
        return False  # "we come home on Friday": "come" and "run" are base forms too
    if last and word != "born":
        # right before the phrase, a verb has its subject or auxiliary before it ("they
        # started on Monday"); after a noun it is more often done to it ("having my
        # wisdom teeth removed on Thursday")
        named = before >= 0 and words[before][:1].isupper()
        return aux or named or lead in _PRONOUNS or SUBJECT in lead or word in SIMPLE_PAST
    return True


# "the last Friday of the month", "every last May", "at last": "last" and "next" after a
# determiner, or in "at last", are no date modifiers.
_DETERMINER_BEFORE: Final = re.compile(
    r"\b(?:the|every|each|that|this|its|his|her|their|our|my)\s+$", re.I
)
# "Wiebke's last night shift" (a speaker's "my" is already an owner's here, the speaker a
# placeholder): an owner before "last" is a determiner too, unless a place is meant
# ("dinner at Tom's last night", "a peal at St Nectan's last Saturday").
_OWNER_BEFORE: Final = re.compile(
    r"(?:^|(?P<before>\b\w+)\s+)(?:[A-Z][\w.]*\s+){0,2}[^\s'\u2019]+['\u2019]s\s+$"
)
_PLACE_PREPOSITIONS: Final = frozenset({"at", "to", "from", "round", "around", "over", "by"})
_MODIFIED: Final = re.compile(
    r"(?:(?:on|in|at|by|until|since|for)\s+)?(?P<mod>last|next|coming|past)\b", re.I
)


def _not_a_modifier(match: re.Match[str], text: str) -> bool:
    opening = _MODIFIED.match(match.group())
    if opening is None:
        return False
    if (match.group("prep") or "").lower() == "at" and opening.group("mod").lower() == "last":
        return True  # "at last March came": finally
    if match.group("prep") is not None:
        return False
    if _DETERMINER_BEFORE.search(text, 0, match.start()) is not None:
        return True
    owner = _OWNER_BEFORE.search(text, max(0, match.start() - 80), match.start())
    return owner is not None and (owner.group("before") or "").lower() not in _PLACE_PREPOSITIONS


# "since March 2019", "from 4 May 2025 on": when something began, not when it holds.
_OPEN_START: Final = re.compile(r"\b(?:since|from|starting|as\s+of)\s+[^,;]*", re.IGNORECASE)


def written_dates(text: str) -> tuple[Period, ...]:
    """The day a date written out in full in ``text`` names ("in September 2025", "on
    3 May 2025"), as a period: a plan or state with such a date is dated like one whose
    relative date was resolved. Open-ended starts ("since 2019") do not count."""
    day = latest_day(_OPEN_START.sub("", text))
    if day is None or day == date.max:
        return ()
    return (Period(day, day + timedelta(days=1)),)


_UNANCHORED: Final = re.compile(rf"(?<![\w-]){_ANAPHOR}(?![\w'-])", re.IGNORECASE | re.VERBOSE)


def unanchored(text: str) -> bool:
    """Whether ``text`` still holds a day counted from a date it does not name ("we move
    the weekend before", "she called the next day"): after :func:`resolve_relative_dates`,
    what the phrase counts from was in another sentence, and the text cannot say when."""
    return _UNANCHORED.search(text) is not None or _COUNTED_FROM_ELSEWHERE.search(text) is not None


# "the week before", "the day after", "a week before", "two days after", "the Monday
# after": a day counted from one another sentence gave, said after what happened (not "the
# same day", which says two things fell together, nor "a week before the wedding" or "the
# Monday after Easter", which name what they count from).
_COUNTED_FROM_ELSEWHERE: Final = re.compile(
    rf"""\s+(?:the\s+(?:day|night|week|weekend|month|year|{_WD})|(?:a|one|two|three|four|five|six|a\s+few
    |a\s+couple\s+of|\d{{1,2}})\s+(?:days?|nights?|weeks?|months?))\s+(?:before|after)
    {_ANAPHOR_END}""",
    re.IGNORECASE | re.VERBOSE,
)


def without_unanchored(text: str) -> str:
    """``text``, a past event, without a "the week before" or "the day after" counted from
    a day only another sentence gave: "slipped on ice the week before and cracked two
    ribs" still says what happened, though not when."""
    return _COUNTED_FROM_ELSEWHERE.sub("", text, count=1)


# A plan made: the day it is made for lies ahead, even in the past tense.
_PLANNED: Final = re.compile(
    r"""\b(?:booked|arranged|planned|scheduled|organi[sz]ed|reserved|promised|signed\s+up
    |registered|(?:decided|agreed|offered|volunteered)\s+to|been\s+invited)
    \s+(?!(?:it|them|that|this)\b)[^,;.!?]{0,60}$""",
    re.IGNORECASE | re.VERBOSE,
)
# "decided to go back to college in September": a plan to do something, in the month it
# is for. ("We arranged the party in January" may say when it was arranged.)
_PLANNED_TO: Final = re.compile(
    r"""\b(?:decided|agreed|offered|volunteered|promised|planned|arranged
    |been\s+(?:picked|chosen|selected|invited|asked))\s+to\s+
    [^,;.!?]{0,60}$""",
    re.IGNORECASE | re.VERBOSE,
)
# So does what a past verb reports will happen ("was told the results will be out on
# Friday", "said she'll ring on Friday"), unless a past verb dates the day itself.
_REPORTED_FUTURE: Final = re.compile(
    r"(?:(?<!\bwas\s)(?<!\bwere\s)\b(?:will|shall|going\s+to|gonna)|(?<=\w)'ll)"
    r"\s+(?:[\w'-]+\s+){1,6}$",
    re.IGNORECASE,
)

# A clause of its own that asks for something by a day ("got a commission, they want them
# by the 9th"): what is wanted or due is ahead, whatever the tense of the news before it.
_WANTED_BY: Final = re.compile(
    r"""(?:^|[,;]\s*|\s(?:and|but)\s+)(?:they|he|she|it|we|the\s+[\w-]+|[\w-]+)\s+
    (?:want|wants|need|needs|expect|expects|has\s+to\s+be|have\s+to\s+be|is\s+due
    |are\s+due|'s\s+due|must\s+be)\s+(?:[\w'-]+\s+){0,5}$""",
    re.IGNORECASE | re.VERBOSE,
)


# A clause in the present tense of its own telling when something is on ("signed up for a
# course that starts in November", "got tickets for a show which opens on Friday"): the
# day is ahead, whatever the tense of the news before it.
_STARTS_AHEAD: Final = re.compile(
    r"""\b(?:that|which)\s+(?:starts|begins|opens|runs|kicks\s+off|takes\s+place|is\s+on)
    \s+$""",
    re.IGNORECASE | re.VERBOSE,
)


# A verb of a timetable in the present, right before when: "got the job and starts in
# June", "got the job and start on Monday", "was accepted, term begins on the 9th": what
# is scheduled lies ahead, whatever the tense of the news before it; so is a clause of its
# own after the comma ("we found a cottage, we move in June").
_SCHEDULED_NOW: Final = re.compile(
    r"""(?:\b(?:starts|begins|opens|reopens|arrives|flies|leaves|returns|finishes|ends)
    |(?<=\band\s)(?:start|begin|fly|leave))\s+$
    |,\s+(?:we|i|they|\ue000|(?-i:[A-Z])[\w-]+\s+and\s+(?:\ue000|(?-i:[A-Z])[\w-]*))
    \s+(?:move|start|begin|fly|leave)\s+$""",
    re.IGNORECASE | re.VERBOSE,
)
# A plan moved to another day: "moved the party to Friday", "the housewarming is moving to
# the 22nd", "pushed the trip back to the 9th", "postponed until the 3rd".
_RESCHEDULED: Final = re.compile(
    r"""\b(?:moved|moving|pushed|pushing|postponed|postponing|rescheduled|rescheduling
    |shifted|shifting|bumped|brought|bringing|put|putting)\b[^;.!?,]{0,40}?
    (?:\s(?:back|forward|off))?,?\s+(?:to|until|till)\s+$""",
    re.IGNORECASE | re.VERBOSE,
)


def _rescheduled(text: str, match: re.Match[str]) -> bool:
    """Whether the date ``match`` is the new day a plan was moved to (its "until" or
    "till" may be the match's own preposition)."""
    prep = match.group("prep")
    before = text[max(0, match.start() - 80) : match.start()]
    return _RESCHEDULED.search(f"{before}{prep} " if prep else before) is not None


# What was chosen for an occasion still to come: the day named after it is the occasion's
# ("We've decided on Japan for the honeymoon, three weeks in October", "picked Crete for
# our holiday in August", "settled on a date for the wedding, the 19th of September").
_CHOSEN_FOR: Final = re.compile(
    r"""\b(?:(?:decided|settled|agreed)\s+on|chose|chosen|picked|went\s+for|gone\s+for)\s+
    [^;.!?]{0,60}?\bfor\s+(?:the|our|my|his|her|their)\s+(?:[\w-]+\s+)?(?:honeymoon
    |holidays?|trip|wedding|party|birthday|anniversary|reception|ceremony|hen\s+do|stag\s+do
    |celebration|break|getaway|vacation|housewarming|christening|naming\s+day)\b
    (?:,\s+)?[^;.!?,]{0,40}$""",
    re.IGNORECASE | re.VERBOSE,
)
# A place chosen or booked, then named after a colon with its days: a stay ahead,
# whatever the tense of the choosing ("She chose the place: a cottage in Wasdale, from the
# 14th to the 16th", "we've booked the venue: the Old Mill, on the 3rd of May").
_CHOSEN_PLACE: Final = re.compile(
    r"""\b(?:chose|chosen|picked|booked)\s+(?:the|a|our)\s+(?:place|venue|spot|hotel
    |cottage|campsite|destination|b&b|guesthouse|villa|apartment|cabin)\s*:[^;.!?:]{0,80}$""",
    re.IGNORECASE | re.VERBOSE,
)
# The choosing told in the present perfect: "we've booked", "she has chosen".
_PERFECT_BEFORE: Final = re.compile(
    r"(?:['’]ve|\bhave|\bhas|['’]s)\s+(?:just\s+|finally\s+|already\s+|now\s+)?$",
    re.IGNORECASE,
)
# A stay told as over: "It was great", "we stayed", "last month".
_PAST_STAY: Final = re.compile(
    r"""\b(?:was|were|stayed|went|loved|enjoyed|ago|yesterday|last\s+(?:week|weekend|month
    |year|summer|spring|autumn|winter|time))\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _place_chosen_ahead(text: str, match: re.Match[str]) -> bool:
    """Whether a place chosen or booked, named after a colon ("We've booked the cottage:
    ... from the 3rd to the 5th"), tells a stay ahead: chosen in the present perfect, or
    with nothing in the clause telling the stay over ("last month", "we stayed")."""
    chosen = _CHOSEN_PLACE.search(text, max(0, match.start() - 120), match.start())
    if chosen is None:
        return False
    if _PERFECT_BEFORE.search(text, 0, chosen.start()):
        return True
    # The clause of the booking only: "The last one was damp, so we booked ..." is ahead.
    clause = max(text.rfind(mark, 0, chosen.start()) for mark in ",;")
    return _PAST_STAY.search(text, clause + 1) is None


# A date set for an occasion: the day named after it is the occasion's, ahead, whatever
# the tense ("we've finally set a wedding date: the 16th of August", "they've fixed a date
# for the move, the 3rd", "she's got a date for her operation, in March").
_DATE_SET: Final = re.compile(
    r"""\b(?:set|fixed|picked|chosen|chose|got|have|has|confirmed|agreed|given)\s+
    (?:a|the|our|their|his|her|my)\s+(?:new\s+)?(?:[\w-]+\s+)?date\b
    # the day straight after "date", or after "for <the occasion>": not "got the date
    # wrong, the party was on Saturday"
    (?:\s+for\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)?\s*[:,]?\s*(?:(?:is|as|of)\s+)?(?:on\s+|for\s+)?$""",
    re.IGNORECASE | re.VERBOSE,
)
# A place signed up or booked for: the day named after it is the day of the thing booked,
# ahead, whatever the tense ("I've signed up for the Leeds 10K in October", "booked the hall
# for the evening of the 3rd of May").
# When a course booked meets, told between commas after it: "Tuesdays at six", "every
# Monday", "ten weeks from (the 6th of February)", "from (the 3rd of March)".
_SCHEDULE: Final = rf"""(?:(?:on\s+)?(?:{WEEKDAY})s(?:\s+at\s+[\w:.]+)?
    |every\s+(?:{WEEKDAY})(?:\s+at\s+[\w:.]+)?
    |[\w-]+\s+(?:weeks|sessions|lessons|classes|months)(?:\s+from)?|from)"""
# "signed up for the gym and went once, on the 5th": a deed done after the signing up (not
# another booking) dates the day, back.
_DONE_AFTER: Final = (
    rf"\band\s+(?:then\s+)?(?!booked|reserved|registered|entered|enrolled)"
    rf"(?:{alternation(IRREGULAR_PAST)}|\w+ed)\b"
)
_SIGNED_UP_FOR: Final = re.compile(
    rf"""\b(?:booked|reserved|signed\s+up|registered|entered|enrolled|put\s+(?:my|our|his|her
    |their)\s+names?\s+down)\b[^,;.!?]{{0,60}}?\bfor\b(?![^,;.!?]{{0,60}}?{_DONE_AFTER})
    [^,;.!?]{{0,60}}
    (?:,\s+(?:in|at|near)\s+[^,;.!?]{{0,40}})?(?:,\s+{_SCHEDULE}\s*){{0,2}}(?:,\s*)?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "I've entered the Fell Fifty again, the fifty-kilometre race in March": an event entered
# (just now: "we entered it in March and came last" is done), named with its kind, then
# when it is: ahead.
_ENTERED_EVENT: Final = re.compile(
    r"""(?:'ve|\bhave|'s|\bhas)\s+(?:just\s+|also\s+|already\s+)?
    (?:entered|signed\s+up\s+to|registered\s+(?:in|with))\s+(?:(?:the|a|an|my|our)\s+)?
    [^,;.!?]{0,40}(?:,\s+[^,;.!?]{0,50})?\b(?:race|marathon|10k|5k|half|triathlon|sportive
    |swim|relay|tournament|competition|championships?|contest|show|regatta|rally)\s+$""",
    re.IGNORECASE | re.VERBOSE,
)
# A month after it is the month of the thing only when that is one day's event ("signed up
# for a 10K in May"); "signed up for a pottery course in January" may say when.
_SIGNED_UP_FOR_EVENT: Final = re.compile(
    r"""\bfor\s+(?:[\w'-]+\s+){0,4}?(?:race|marathon|10k|5k|half|triathlon|duathlon|sportive
    |swim|gig|concert|show|match|tournament|competition|exam|one)\b[^,;.!?]{0,40}$""",
    re.IGNORECASE | re.VERBOSE,
)
# "a course starting on the 4th", "a job beginning in March": a thing with a start date
# still to come.
_SCHEDULED_START: Final = re.compile(
    r"""\b(?:course|class|classes|lessons|job|term|semester|contract|season|tour|programme
    |program|training|apprenticeship|placement|internship|residency|exhibition|festival)
    \s+(?:starting|beginning|opening)\s+(?:(?:on|in|from)\s+)?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "a job at the bank, starting on Monday", "a place at Leeds, beginning in the autumn",
# "I've been promoted to manager, starting on the 1st": something with a start still to
# come, then when it starts.
_THING_STARTING: Final = re.compile(
    r"""\b(?:job|place|course|contract|role|post|position|apprenticeship|placement
    |internship|traineeship|tenancy|lease|residency|promotion|been\s+(?:made|promoted))\b
    [^.!?;]{0,120},\s+(?:starting|beginning)
    \s+(?:(?:on|in|from)\s+)?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "offered me a job from April", "asked me to run the choir from January": what was
# offered or asked for runs from a day ahead. So does a post one has just been made or
# promoted to, its day after a comma or not ("I've been made head of sound, from the 1st
# of October").
_OFFERED_FROM: Final = re.compile(
    r"\b(?:offered|asked|invited|hired|appointed|been\s+(?:made|promoted|named|elected))\b"
    r"[^,;.!?]{0,100}(?:,\s*)?\bfrom\s+$",
    re.IGNORECASE,
)
# "got a grant to spend three months in Oslo, from May to July": what a grant, a place or
# a visa won is for lies ahead.
_WON_TO: Final = re.compile(
    r"""\b(?:got|won|been\s+(?:given|awarded|offered)|was\s+(?:given|awarded|offered))\s+
    (?:a|an|the)\s+(?:[\w-]+\s+)?(?:grant|scholarship|fellowship|bursary|place|offer|visa)
    \s+to\s+[^;.!?]{0,100}$""",
    re.IGNORECASE | re.VERBOSE,
)
# "she says I need a new knee, probably in the autumn": a need, told in the present,
# is met ahead.
_NEEDED_AHEAD: Final = re.compile(
    r"""(?<!n't\s)(?<!\bnot\s)\bneeds?\s+(?:a|an|to|another|more|some)\b[^;.!?]{0,60}$""",
    re.IGNORECASE | re.VERBOSE,
)


# "since her fall in the spring", "since the surgery in May": since a thing, said with
# when it was.
_SINCE_THING: Final = re.compile(
    r"""\bsince\s+(?:(?:the|her|his|my|their|our|its)\s+|[\w-]+['’]s\s+)
    (?:[a-z][\w'’-]*\s+){1,3}(?:(?:in|at|on)\s+)?$""",
    re.IGNORECASE | re.VERBOSE,
)


# "since about Monday", "since around the 3rd": "since" with a hedge between.
_SINCE_HEDGED: Final = re.compile(
    r"\bsince\s+(?:(?:about|around|roughly|approximately|like,?|maybe|at\s+least)\s+)?$",
    re.IGNORECASE,
)


# "since" opening a clause of its own, and where that clause ends.
_SINCE_OPENS: Final = re.compile(r"\bsince\s+(?=\S)", re.IGNORECASE)
_CLAUSE_ENDS: Final = re.compile(r"[,;:.!?]")


def _since_past_event(text: str, match: re.Match[str]) -> bool:
    """Whether the phrase stands in a clause opened by "since" whose verb is past: the
    event that clause tells ("since my son started at university in February", "since we
    got back from Oslo in May") is behind, whatever the tense of the clause it leans on
    ("I need a new desk since ..."). "Since" with no past verb ("since it's cold in
    January") leaves the phrase to the sentence."""
    found = list(_SINCE_OPENS.finditer(text, max(0, match.start() - 100), match.start()))
    opened = found[-1] if found else None
    if opened is None or _CLAUSE_ENDS.search(text, opened.end(), match.start()):
        return False
    words = text[opened.end() : match.start()].split()
    return any(
        w.lower() in {"was", "were", "did", "had"} or _dated_verb(words, i, last=False)
        for i, w in enumerate(words)
        if i > 0  # "since moving in January": no subject, no clause
    )


def _looks_back(text: str, match: re.Match[str], past: bool, *, own_clause: bool = False) -> bool:
    """Whether the phrase points back from the source's date: in the past tense, after a
    past verb, or after "since" ("walking since Saturday", whatever the tense); a weekday
    a plan was made for points ahead ("booked a table for Friday", "I've arranged to
    meet her on Friday"). With ``own_clause`` (a memory being written), a clause with a
    subject and verb of its own decides for its phrase (:func:`_own_clause_tense`)."""
    prep = (match.group("prep") or "").lower()
    if prep == "since" or _SINCE_HEDGED.search(text, 0, match.start()):
        return True
    if _SINCE_THING.search(text, 0, match.start()):
        return True  # "hasn't been well since her fall in the spring": before the fall
    if (match.group("bare_wd") or match.group("wdn_wd")) is not None and (
        prep == "for"
        or _PLANNED.search(text, 0, match.start()) is not None
        or (
            _REPORTED_FUTURE.search(text, 0, match.start()) is not None
            and not _after_past_verb(text, match)
        )
    ):
        return False
    if (
        # "In March we moved; the party's on the 14th": the next 14th
        _bare_day_ahead(text, match, past)
        or (prep in {"by", "before"} and _WANTED_BY.search(text, 0, match.start()))
        or (prep in {"until", "till"} and _LENT_UNTIL.search(text, 0, match.start()))
        # "got strep throat, off work till mon": off from now until the coming Monday
        or (prep in {"until", "till", "til"} and _state_until_weekday(text, match))
        or (
            prep in {"by", "until", "till", "before"}
            and (modal := _CAN_OR_WILL.search(text, max(0, match.start() - 80), match.start()))
            and not _past_after_modal(modal.group("rest").split())
        )
    ):
        # "I lent her my jacket until the spring": when it comes back, ahead; so is "he
        # can't travel by June", "we won't know until Friday"
        return False
    if (match.group("bare_month") or match.group("the_season")) is not None and _PLANNED_TO.search(
        text, max(0, match.start() - 100), match.start()
    ):  # (a window: the verb is at most 60 characters before the month)
        return False  # "I've decided to go back to college in September", "in the summer"
    if _STARTS_AHEAD.search(text, 0, match.start()) or _EAGER_AFTER.match(text, match.end()):
        # "signed up for a course that starts in November"; "back on the 2nd, can't
        # wait", a day looked forward to: ahead
        return False
    if prep in {"in", "after"} and _OPENING_AHEAD.search(text, 0, match.start()):
        return False  # "got a place on the course, starting after the summer": ahead
    if _THING_STARTING.search(text, max(0, match.start() - 180), match.start()):
        return False  # "got a job at the bank, starting on Monday": the start is ahead
    if _SCHEDULED_NOW.search(
        text, max(0, match.start() - 40), match.start()
    ) or _PROGRESSIVE_AHEAD.search(text, max(0, match.start() - 80), match.start()):
        # "was offered the post and starts in June", "my boss told me she's retiring at
        # Easter": ahead, as it is said
        return False
    if _rescheduled(text, match):
        return False  # "we've moved the party to Friday": the new day is ahead
    if (
        _CHOSEN_FOR.search(text, max(0, match.start() - 120), match.start())
        or _DATE_SET.search(text, max(0, match.start() - 120), match.start())
        or _place_chosen_ahead(text, match)
    ):
        # "decided on Japan for the honeymoon, three weeks in October", "we've set a
        # wedding date: the 16th of August": ahead
        return False
    if _since_past_event(text, match):
        return True  # "since my mum moved in with us in January, I need ...": before now
    before = text[max(0, match.start() - 160) : match.start()]
    if (
        match.group("wd_mod") is None
        and match.group("mod") is None
        and (
            (
                _SIGNED_UP_FOR.search(before)
                and (
                    not (match.group("bare_month") or match.group("mod_month"))
                    or _SIGNED_UP_FOR_EVENT.search(before)
                )
            )
            or _SCHEDULED_START.search(before)
            or _ENTERED_EVENT.search(before)
            or _WON_TO.search(before)
            or _NEEDED_AHEAD.search(before)
            or (prep == "from" and _OFFERED_FROM.search(text[: match.start()] + "from "))
        )
    ):
        return False  # "signed up for a race on the 22nd of March": ahead
    # "big news: on Saturday I ran my first marathon": the verb after the phrase decides
    fronted = _fronted_before_past(text, match)
    if own_clause and not fronted and (own := _own_clause_tense(text, match)) is not None:
        return own == "past"
    return past or fronted or _after_past_verb(text, match)


# A word that makes a clause past ("was off till Monday", "stayed till Sunday").
_PAST_WORD: Final = re.compile(
    rf"\b(?:was|were|had|{alternation(IRREGULAR_PAST | SIMPLE_PAST)}|[a-z]+ed)\b", re.IGNORECASE
)
# A state in the past ("was ill", "were all sick", "had flu"), not an event that starts one
# ("got strep", "caught covid", "was rushed in", "had a fall").
_PAST_STATE: Final = re.compile(
    r"""\b(?:was|were)\s+(?:(?:so|very|really|quite|still|too)\s+)*(?![a-z]+(?:ed|en)\b)[a-z]+
    |\bhad\s+(?!(?:a|an|to)\b)[a-z]+""",
    re.IGNORECASE | re.VERBOSE,
)
# How far back the clause and an earlier date are looked for.
_STATE_REACH: Final = 120


def _state_until_weekday(text: str, match: re.Match[str]) -> bool:
    """Whether "till <weekday>" ends a state told with no verb of its own and no date
    before it ("got strep throat, off work till mon", "Flu. In bed until Friday"): the
    state holds now, so the weekday is the coming one, whatever tense the turn opened in.
    A clause with a past verb ("I was off till Monday", "stayed till Sunday") or after
    an earlier date ("got to Paris on Friday, there till Sunday") is left to the tense."""
    if match.group("bare_wd") is None:
        return False
    low = max(0, match.start() - _STATE_REACH)
    starts = [found.end() for found in _CLAUSE_START.finditer(text, low, match.start())]
    start = starts[-1] if starts else low
    if starts == [] and low > 0:
        return False  # no clause found near: a long sentence, left to the tense
    if _PAST_WORD.search(text, start, match.start()) is not None:
        return False
    if len(starts) > 0 and text[starts[-1] - 1] == ",":
        # "Tom was ill, off work till Friday": the state told just before, in the past,
        # is the one that ran till then; "got strep throat, off work till mon" starts it
        before = starts[-2] if len(starts) > 1 else low
        if _PAST_STATE.search(text, before, starts[-1]) is not None:
            return False
    return _DATE_PHRASE.search(text[low:start]) is None


# A clause of its own, in the present with a modal or in the future, right before "by",
# "until", "till" or "before": "he can't travel or host by June", "I need it done by Friday",
# "she won't be back till March". (What "was going to" happen by then is left to the tense.)
_CAN_OR_WILL: Final = re.compile(
    r"""(?:(?<!\bwas\s)(?<!\bwere\s)\b(?:can['’]?t|cannot|can|won['’]?t|will|shall|must
    |(?:need|needs|have|has)\s+to|going\s+to|gonna|(?:hope|hopes|plan|plans|want|wants)\s+to)
    |(?<=\w)['’]ll)\s+(?P<rest>(?:[\w'’-]+\s+){0,6})$""",
    re.IGNORECASE | re.VERBOSE,
)


def _past_after_modal(words: list[str]) -> bool:
    """Whether a past verb with its subject stands among ``words``, between a modal and
    "by" or "until": the modal governs another verb ("I must admit I smoked until April",
    "I'll never forget that I worked nights until June")."""
    return any(_dated_verb(words, index, last=True) for index in range(len(words)))


# Eagerness said right after the phrase: the day is still to come.
_EAGER_AFTER: Final = re.compile(
    r"""[^.!?;]{0,40}?\b(?:can['’]?t\s+wait|cannot\s+wait|looking\s+forward|counting\s+(?:down
    |the\s+days))\b""",
    re.IGNORECASE | re.VERBOSE,
)


# A pronoun and a present "be" with a verb in -ing just before the phrase, in its own clause:
# "she told me she's retiring at Easter", "he said they're moving in March". Said of a day
# to come, whatever the tense of the sentence that reports it. "It's raining" and "I'm
# getting better" tell of now, not of the day; "was retiring" is left to the sentence.
_PROGRESSIVE_AHEAD: Final = re.compile(
    r"""(?:\b(?:she|he|it|that)(?:'s|\s+is)|\b(?:we|they)(?:'re|\s+are)|\bI(?:'m|\s+am)
    |\b(?:she|he|we|they|I)\s+(?:will\s+be|'ll\s+be))
    \s+(?:(?:still|also|finally|actually|probably|definitely)\s+)?
    (?!(?:being|getting\s+(?:better|worse|on)|raining|snowing|feeling|doing|going\s+through)\b)
    [a-z]{3,}ing\s+(?:(?!(?:I|he|she|we|they|you|had|was|were|did|when|since|after|ago)\b)
    [\w'-]+\s+){0,5}$""",
    re.IGNORECASE | re.VERBOSE,
)


# Where a date phrase may open a clause of its own: the start, or after a colon, a
# semicolon, a comma or "and", "but", "so", "then".
_CLAUSE_OPENING: Final = re.compile(r"(?:^|[:;,]|\b(?:and|but|so|then))\s*$", re.IGNORECASE)
# A subject, and the word after it, right after a phrase that opens its clause.
_FRONTED_SUBJECT: Final = re.compile(
    rf"""\s*,?\s*(?:(?-i:I|we|We|he|He|she|She|they|They)|{SUBJECT}(?:\s+and\s+others)?
    |(?:my|our|his|her|their|{SUBJECT}['’]s)\s+[\w-]+|(?-i:[A-Z])[\w'-]+)
    \s+(?:(?:just|only|finally|also|even|actually)\s+)?(?P<verb>[\w'-]+)""",
    re.IGNORECASE | re.VERBOSE,
)


def _fronted_before_past(text: str, match: re.Match[str]) -> bool:
    """Whether the phrase opens its clause and a subject with a past verb follows it ("I've
    news: on Sunday I won second prize", "last week we lost to a university team"): the
    verb after it dates it, whatever the tense of the sentence around it."""
    if _CLAUSE_OPENING.search(text, 0, match.start()) is None:
        return False
    found = _FRONTED_SUBJECT.match(text, match.end())
    if found is None:
        return False
    verb = found.group("verb").lower()
    return (
        verb in {"was", "were", "had", "did"}
        or verb in IRREGULAR_PAST
        or (verb.endswith("ed") and verb not in _NOT_PAST)
    )


# Where the clause that holds a date phrase begins: a comma or semicolon, or "and", "but",
# "so" before a new subject ("we recorded it in May, and the album comes out in June").
_CLAUSE_EDGE: Final = re.compile(
    r"[,;]|\b(?:and|but|so)\s+(?=(?:the|my|our|his|her|their|its|i|we|he|she|they|it)\b)",
    re.IGNORECASE,
)
_SUBJECT_PRONOUNS: Final = frozenset({"i", "we", "you", "he", "she", "they", "it"})
_DETERMINERS: Final = frozenset({"the", "my", "our", "his", "her", "their", "its", "your"})
_CLAUSE_ADVERBS: Final = frozenset(
    {"just", "already", "finally", "only", "also", "still", "actually", "even", "then"}
)
_PRESENT_FORMS: Final = frozenset({"is", "are", "am", "'s", "'re", "'m"}) | _MODALS


# "In March we moved; the party's on the 14th", "We moved in September and the baby's due
# on the 14th": a clause of its own after ";" or "and", told in the present, points ahead
# whatever the tense before it.
_NEW_CLAUSE: Final = re.compile(
    r";|\band\s+(?=(?:the|my|our|his|her|their|i|we|he|she|they|it)\b)", re.IGNORECASE
)
_PRESENT_SAID: Final = re.compile(r"\b(?:is|are|am|due)\b|['’](?:s|re|m)\b", re.IGNORECASE)


def _bare_day_ahead(text: str, match: re.Match[str], past: bool) -> bool:
    """Whether ``match``, a day of the month alone in a past text, stands in a present
    clause of its own after ";" or "and" (:func:`_new_clause_ahead`)."""
    bare = match.group("nth_alone") or (match.group("nth") and not match.group("nth_month"))
    return past and bool(bare) and _new_clause_ahead(text, match.start())


def _new_clause_ahead(text: str, at: int) -> bool:
    edges = list(_NEW_CLAUSE.finditer(text, max(0, at - 80), at))
    if not edges:
        return False
    clause = text[edges[-1].end() : at]
    return _PAST_SAID.search(clause) is None and _PRESENT_SAID.search(clause) is not None


def _own_clause_tense(text: str, match: re.Match[str]) -> str | None:
    """ "past" or "ahead" when the clause the phrase stands in has its own subject and
    verb, other than the subject the sentence was read for: "Tom started a new job in
    January, so we see him more" dates Tom's start, in the past, whatever the tense of
    "we see"; "we recorded it in May, the album comes out at Christmas" puts the album
    ahead. None when the clause holds the sentence's subject, or its verb is unclear."""
    start = 0
    for edge in _CLAUSE_EDGE.finditer(text, 0, match.start()):
        start = edge.end()
    clause = text[start : match.start()]
    if SUBJECT in clause:
        as_object = _subject_as_object(clause)
        if as_object is None:
            # the tense of the sentence's own subject already decides, but in a later clause
            # of its own in the present ("..., and <S> get the keys on the 1st")
            return _subject_clause_ahead(clause) if start > 0 else None
        clause = as_object  # "the clinic told <S> and others in November": the clinic's verb
    clause = _LINK_OPENING.sub("", clause)  # ", and Tom is ...": the clause is "Tom is ..."
    words = [w.lower() for w in _WORD.findall(clause)]
    if words and words[0] in _PRONOUN_BE:
        return _after_pronoun_be(words)
    if not words or "'" in words[0]:
        return None  # "I've got an exam on Friday": left to the sentence's own reading
    if words[0] in _SUBJECT_PRONOUNS - {"you"}:
        at = 1
    elif (words[0] in _DETERMINERS or words[0] in {"a", "an"} or _counted_word(words[0])) and len(
        words
    ) > 2:
        # "the album comes out", "my sister flew in", "a kitten followed Jelani home"
        at = _past_verb_after_noun(words)
    elif clause.split()[0][:1].isupper() and words[0] not in _DETERMINERS:
        at = 1  # "Tom started"
    else:
        return None
    while at < len(words) and words[at] in _CLAUSE_ADVERBS:
        at += 1
    if at >= len(words):
        return None
    verb = words[at]
    following = words[at + 1] if at + 1 < len(words) else ""
    if verb in {"has", "have", "had", "'ve", "'d"}:
        return None if following == "got" else "past"
    if verb in {"was", "were"} or verb in IRREGULAR_PAST:
        return "past"
    if verb.endswith("ed") and verb not in _NOT_PAST and not attributive(words, at):
        return "past"
    if verb in _PRESENT_FORMS or (
        verb.endswith("s")
        and not verb.endswith(("ss", "us", "is", "'s"))
        and (at == 2 or words[0] in {"he", "she", "it"} or clause.split()[0][:1].isupper())
    ):
        return "ahead"  # "the album comes out", "my sister is back"
    return None


# The subject (with "and others" for a "we", or owning a thing) after a word of the clause:
# an object, not the one doing it ("the clinic told <S> and others", "Tom rang <S>").
_SUBJECT_AFTER: Final = re.compile(
    rf"(?<=[\w,])\s+{SUBJECT}(?:['’]s\s+[\w-]+|\s+and\s+others)?(?![\w'’])"
)
# A clause that opens on the subject, after a link word: "and <S> ...", "Tom and <S> ...".
_SUBJECT_OPENS: Final = re.compile(
    rf"^\s*(?:(?:and|but|so|then)\s+)?(?:(?-i:[A-Z])[\w'-]*\s+and\s+)?{SUBJECT}", re.IGNORECASE
)


def _subject_as_object(clause: str) -> str | None:
    """``clause`` with the sentence's subject, standing as the object of another's verb
    ("the memory clinic told <S> and others in", "Tom rang <S> in"), said as "them", so
    the clause's own subject and verb date the phrase; None when the clause opens on the
    subject, or holds it elsewhere than after a word."""
    if _SUBJECT_OPENS.match(clause) is not None:
        return None
    said = _SUBJECT_AFTER.sub(" them", clause)
    return None if SUBJECT in said else said


def _counted_word(word: str) -> bool:
    """Whether ``word`` opens a subject by counting it: "five (young ones)", "2 (heifers)"."""
    return word in NUMBER_WORDS or word.isdigit() or word in {"both", "several", "some"}


def _past_verb_after_noun(words: list[str]) -> int:
    """Where the verb of a subject opened by a determiner or a count stands: right after
    its noun ("the album comes out", "two calves came"), or after one word more when that
    one is past ("the new lambs arrived", "five young ones joined"): an adjective before
    the noun must not be read as the verb ("lambs" as "ahead")."""
    second = words[2]
    if (
        len(words) > 3
        and second not in _PRESENT_FORMS | _AUXILIARIES | {"do", "does", "did", "not", "never"}
        and not _past_word(words, 2)
        and _past_word(words, 3)
    ):
        return 3  # ("the clinic is shut": "is" is the verb, "shut" no past after it)
    return 2


def _past_word(words: list[str], at: int) -> bool:
    """Whether ``words[at]`` is a past verb: "was", an irregular past, or a "-ed" that does
    not describe the noun after it."""
    word = words[at]
    if word in {"was", "were"} or word in IRREGULAR_PAST:
        return True
    return word.endswith("ed") and word not in _NOT_PAST and not attributive(words, at)


_LINK_OPENING: Final = re.compile(r"^\s*(?:and|but|so|then)\s+", re.IGNORECASE)
# "..., and he's in a cast until February": another's "is" or "are", told shortened.
_PRONOUN_BE: Final = frozenset({"he's", "she's", "it's", "they're", "we're"})


def _after_pronoun_be(words: list[str]) -> str | None:
    """The way a clause opening on "he's", "they're" points: back when "'s" is "has" before
    a participle ("she's moved to Leeds in May"), ahead when it is "is" ("he's in a cast
    until February", "they're moving in June"); None for "has got"."""
    at = 1
    while at < len(words) and (words[at] in _CLAUSE_ADVERBS or words[at] == "not"):
        at += 1
    following = words[at] if at < len(words) else ""
    if following == "got":
        return None
    if (
        following == "been"
        or following in PAST_PARTICIPLES
        or (following.endswith("ed") and following not in _NOT_PAST)
    ):
        return "past"
    return "ahead"


# "<S> have found a flat, and <S> get the keys on the 1st": a later clause of the subject's
# own, in the present, dates what is still to come whatever the tense of the first.
_SUBJECT_CLAUSE: Final = re.compile(
    rf"""^\s*(?:and|but|so|then|,)?\s*(?:and\s+)?(?:[A-Z][\w'-]*\s+and\s+)?{SUBJECT}(?:\s+and\s+others)?\s+
    (?:(?:just|only|also|still|actually|even|then|finally|now|soon)\s+)*(?P<verb>[a-z']+)\s""",
    re.VERBOSE,
)


def _subject_clause_ahead(clause: str) -> str | None:
    """ "ahead" when ``clause`` (not the sentence's first) opens on the subject and a
    present verb ("and <S> get the keys on", "but <S> start on"); None otherwise."""
    found = _SUBJECT_CLAUSE.match(clause)
    if found is None:
        return None
    verb = found.group("verb")
    if verb in _PRESENT_FORMS or verb in {
        "get",
        "gets",
        "start",
        "starts",
        "move",
        "moves",
        "fly",
        "flies",
        "leave",
        "leaves",
        "begin",
        "begins",
        "go",
        "goes",
        "pick",
        "picks",
        "finish",
        "finishes",
        "open",
        "opens",
        "sign",
        "signs",
    }:
        return "ahead"
    return None


# A thing lent or rented out, up to the time it comes back.
_LENT_UNTIL: Final = re.compile(
    r"\b(?:lent|loaned|rented\s+out|let\s+out|sublet|leased)\b[^.!?;]{0,80}$", re.IGNORECASE
)


def _later_day(match: re.Match[str], previous: tuple[re.Match[str], _Span]) -> _Span | None:
    """ "leave on April 2nd and come back on the 16th": a day of the month with no month
    named, after an earlier day of a named month in the same sentence, is in that month,
    whatever the tense. A smaller number may be the next month ("went on the 26th of
    August, came home on the 2nd") or the same ("the party's on the 6th of May, and we
    arrive from the 3rd"): it is left to its own reading. A holiday names its month too,
    for a return told in its own sentence ("drove up on Boxing Day, back on the 2nd":
    January's 2nd); any other day there may be of another month ("a quiet Christmas, and
    Dad's operation is on the 28th")."""
    g = match.group
    if g("nth") is None or g("nth_month") is not None or g("nth_year") is not None:
        return None
    before = previous[0].group
    text, after = match.string, previous[0].end()
    holiday = (
        before("holiday") is not None
        and not _SENTENCE_EDGE.search(text, after, match.start())
        and _RETURN_BETWEEN.search(text, after, match.start("nth")) is not None
    )
    if not (before("nth_month") or before("md_month") or before("dm_month") or holiday):
        return None
    first = previous[1].start
    if previous[1].end != first + timedelta(days=1):
        return None
    nth = int(g("nth"))
    if nth <= first.day:
        # "off on the 28th of June, back on the 5th": a return comes after the leaving,
        # so a smaller day is the next month's
        if not _RETURN_BETWEEN.search(match.string, previous[0].end(), match.start("nth")):
            return None
        year, month = (first.year + 1, 1) if first.month == 12 else (first.year, first.month + 1)
        first = date(year, month, 1)
    try:
        return _day(date(first.year, first.month, nth))
    except ValueError:
        return None


_SENTENCE_EDGE: Final = re.compile(r"[.!?]")
# Words that tell a return after a day already named: "back", "home", "came back".
_RETURN_BETWEEN: Final = re.compile(
    r"\b(?:back|home|returned|returning|returns|till|until)\b[^.!?;]{0,25}$", re.IGNORECASE
)


def _is_anaphor(match: re.Match[str]) -> bool:
    g = match.group
    return (
        g("same_unit") is not None
        or g("that_unit") is not None
        or (g("step_unit") is not None or g("rel_unit") is not None)
    )


_DAY_UNITS: Final = frozenset({"day", "night", "morning", "afternoon", "evening"})


def _from_previous(match: re.Match[str], previous: Period | None) -> _Span | None:
    """ "the same night", "the day after", "the following week", "the weekend before":
    a span counted from the date the text named just before (None without one, or when
    that date is not a single day, week or weekend)."""
    if previous is None or not previous.bounded:
        return None  # "since May ... the next day": no one day to count from
    g = match.group
    unit = (g("same_unit") or g("that_unit") or g("step_unit") or g("rel_unit")).lower()
    word = (g("step_word") or g("rel_word") or "").lower()
    step = 1 if word in {"next", "following", "after"} else -1 if word else 0
    length = (previous.end - previous.start).days
    start = previous.start
    if unit in _DAY_UNITS:
        if length != 1:
            return None  # "the day after" a week or a month: which day is not said
        if unit == "night" and word == "before":
            step = -1  # "the night before": the evening ahead of that day
        return _day(start + timedelta(days=step), None if unit == "day" else unit)
    if unit == "week":
        if length == 1 or (length == 7 and start.weekday() == 0):
            return _week(_monday(start) + timedelta(days=7 * step))
        return None
    # the weekend
    if length == 2 and start.weekday() == 5:
        saturday = start + timedelta(days=7 * step)
    elif length == 1 and step == 0:
        saturday = _monday(start) + timedelta(days=5)  # "that same weekend": of that week
    elif length == 1 and step > 0:
        saturday = start + timedelta(days=(5 - start.weekday()) % 7 or 7)
    elif length == 1:
        saturday = start - timedelta(days=(start.weekday() - 5) % 7)
        if saturday + timedelta(days=1) >= start:
            saturday -= timedelta(days=7)  # the weekend that ended before that day
    else:
        return None
    return _Span(
        f"the weekend of {full_date(saturday)}", "on", saturday, saturday + timedelta(days=2)
    )


def _might_hold_date(text: str) -> bool:
    return _HINT.search(text) is not None


# Before "the start of the month" or "the Easter holidays": words that make it a habit
# ("we always go to my nan's over the Christmas holidays", "I'm paid at the start of the
# month"), every one of them and no one date.
_HABIT_NEAR: Final = re.compile(
    r"""\b(?:always|usually|normally|generally|typically|often|tend\s+to|every\s+year
    |each\s+year|paid|due|pay|bills?)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _habit_of_edge(match: re.Match[str], text: str) -> bool:
    """Whether "the start of the month" or "the Easter holidays" is said of a habit ("the
    end of July" of one is :func:`_liked_month`'s)."""
    g = match.group
    edge = g("edge") is not None and g("edge").lower() != "end"
    if not edge and g("holiday_break") is None:
        return False
    return _HABIT_NEAR.search(text, max(0, match.start() - 80), match.start()) is not None


def _resolve(match: re.Match[str], text: str, today: date, past: bool, named: bool) -> _Span | None:
    g = match.group
    lead = text[: match.start()]
    if g("from_n") is not None:
        return _from(count(g("from_n")), g("from_unit"), g("from_rel"), g("from_wd"), today)
    if g("ago_today_n") or g("nthm_day") or g("wd_dated") or g("owd_nth"):
        return _exact_day(match, today, past)
    if g("nth") or g("nth_word") or g("nth_alone") or g("md_month") or g("dm_month"):
        if _yearly_said(text) or _birth_day(match, text):
            return None  # "my birthday is on the 14th" comes back every year: no one date
        return _numbered_day(match, text, today, past)
    if g("rel") is not None:
        return _relative_day(g("rel").lower(), g("rel_part"), today)
    if g("after2") is not None:
        return _day(today + timedelta(days=2))
    if g("before2") is not None:
        return _day(today - timedelta(days=2))
    if g("this_part") is not None:
        return _day(today, g("this_part").lower())
    if g("last_night") is not None:
        return _day(today - timedelta(days=1), "night")
    if g("unit") is not None:
        return _named_unit(match, lead, today, past)
    if g("wd") is not None or g("bare_wd") is not None:
        return _named_weekday(match, text, today, past)
    if g("the_weekend") is not None:
        return _the_weekend(g("prep"), today, past)
    if g("in_n") is not None:
        # "hasn't eaten meat in ten years", "the first trip in ten years": how long, not when
        how_long = _NEGATED.search(lead) or _BEST_IN.search(lead) or _COUNT_IN.search(lead)
        return None if how_long else _offset(count(g("in_n")), g("in_unit"), today)
    if g("ago_n") is not None:
        return _offset(-count(g("ago_n")), g("ago_unit"), today)
    return _spoken(match, text, today, past, named)  # the phrases of everyday speech


_ORDINAL_INDEX: Final = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2,
                          "fourth": 3, "4th": 3, "last": -1}  # fmt: skip


def _ordinal_weekday(nth: str, weekday: str, month_name: str, today: date, past: bool) -> _Span:
    """ "the last Friday of August", "the first weekend in June" (its Saturday): that day of
    the month named, in the year that puts it behind ``today`` for what is done and ahead
    (today counts) for what is to come."""
    month = MONTHS.index(month_name.capitalize()) + 1
    index = _WEEKDAYS.index(weekday.lower()) if weekday.lower() != "weekend" else 5

    def in_year(year: int) -> date:
        days = [
            date(year, month, d)
            for d in range(1, monthrange(year, month)[1] + 1)
            if date(year, month, d).weekday() == index
        ]
        return days[_ORDINAL_INDEX[nth.lower()]]

    years = [in_year(today.year + step) for step in (-1, 0, 1)]
    chosen = [d for d in years if d <= today] if past else [d for d in years if d >= today]
    return _day(max(chosen) if past else min(chosen))


def _exact_day(match: re.Match[str], today: date, past: bool) -> _Span | None:
    """ "a week ago today", "a week ago yesterday", "two weeks ago on Friday" (counted back
    from the last Friday gone, as in "a week last Friday"), "the 1st of next month", "the
    last Friday of August"."""
    g = match.group
    if g("owd_nth") is not None:
        return _ordinal_weekday(g("owd_nth"), g("owd_wd"), g("owd_month"), today, past)
    if g("wd_dated") is not None:
        return None  # "on Friday 14 June 2025": written in full, the weekday says nothing new
    if g("nthm_day") is not None:
        step = {"this": 0, "next": 1, "last": -1}[g("nthm_mod").lower()]
        year, month = _add_months(today, step)
        return _day(date(year, month, int(g("nthm_day"))))
    amount = count(g("ago_today_n")) * (7 if g("ago_today_unit").lower()[0] == "w" else 1)
    if g("ago_from_wd") is not None:
        base = _weekday("previous", _WEEKDAYS.index(g("ago_from_wd").lower()), None, today).start
    else:
        base = today - timedelta(days=1 if g("ago_from").lower() == "yesterday" else 0)
    return _day(base - timedelta(days=amount))


_COUNTED_GROUPS: Final = ("wd_ago", "week_last_wd", "weekend_gone", "weekends_ago", "wdn_wd",
                          "end_unit")  # fmt: skip


def _spoken(match: re.Match[str], text: str, today: date, past: bool, named: bool) -> _Span | None:
    """The phrases of everyday speech: "a week today", "Saturday week", "the week before
    last", "a fortnight ago", "the other day", seasons, months and holidays (those without
    a modifier only when ``named``: see :func:`resolve_relative_dates`)."""
    g = match.group
    if not named and (
        g("the_season") is not None
        or g("bare_month") is not None
        or (g("holiday") is not None and g("holiday_mod") is None)
    ):
        return None
    if g("week_on_n") is not None or g("fortnight_on") is not None:
        # "a week today", "two weeks on Friday": that many weeks after the day named
        weeks = 2 if g("fortnight_on") is not None else count(g("week_on_n"))
        if g("week_on_wd") is not None:
            base = _weekday("coming", _WEEKDAYS.index(g("week_on_wd").lower()), None, today).start
        else:
            base = today + timedelta(days=1 if g("week_on_rel").lower() == "tomorrow" else 0)
        return _day(base + timedelta(days=7 * weeks))
    if any(g(name) for name in _COUNTED_GROUPS):
        return _counted(match, today, past)
    if g("wdw_wd") or g("wwd_wd") or g("wd_next"):
        # "Tuesday of last week", "next week on Friday", "Wednesday next": that weekday
        # in the week named ("Wednesday next" is next week's)
        mod = (g("wdw_mod") or g("wwd_mod") or "next").lower()
        weeks = {"this": 0, "next": 1, "last": -1}[mod]
        index = _weekday_index(g("wdw_wd") or g("wwd_wd") or g("wd_next"))
        return _day(_monday(today) + timedelta(days=7 * weeks + index))
    if g("wd_week") is not None:
        # "Saturday week": a week after the coming Saturday
        coming = _weekday("coming", _WEEKDAYS.index(g("wd_week").lower()), None, today).start
        return _day(coming + timedelta(days=7))
    if g("far") is not None:
        return _far(g("far_unit").lower(), g("far").lower().startswith("after"), today)
    if g("fortnight_ago") is not None or g("fortnight_in") is not None:
        return _offset(-2 if g("fortnight_ago") else 2, "week", today)
    if g("vague_n") is not None:
        return _shortly_before(g("vague_n"), g("vague_unit"), today)
    if g("other_day") is not None:
        return _shortly_before("a few", "days", today)
    if g("season") is not None or g("the_season") is not None:
        return _season(match, today, past)
    if g("mod_month") is not None or g("bare_month") is not None or g("ago_month") is not None:
        if _yearly_said(text):
            return None  # "my birthday is in March" comes back every year
        ahead = _booked_for(match, text) or _booked_in(match, text, today)
        return _month_named(match, today, past and not ahead)
    if g("holiday") is not None:
        return _holiday(match, today, past)
    return None  # pragma: no cover - every group in _SPOKEN is handled above


def _named_unit(match: re.Match[str], lead: str, today: date, past: bool) -> _Span | None:
    """ "next week", "last month", "this year"; "for the past week" is a duration."""
    g = match.group
    mod = g("mod").lower()
    if mod == "this" and g("unit").lower() == "weekend" and past and today.weekday() < 3:
        # "we went hiking this weekend", said early in the week: the one just gone (later
        # in the week, people say "last weekend")
        mod = "last"
    prep = g("prep")
    if mod in {"past", "previous", "last"} and (
        (prep is None and _DURATION_LEAD.search(lead))
        or (prep is not None and prep.lower() in _DURATION_PREPOSITIONS)
    ):
        return None
    return _unit(mod, g("unit").lower(), today)


_A_BEFORE: Final = re.compile(r"\b(?:a|an)\s+(?:[a-z]+\s+)?$", re.IGNORECASE)


def _named_weekday(match: re.Match[str], text: str, today: date, past: bool) -> _Span | None:
    """ "next Friday", or a bare "on Friday" pointing back or ahead with the tense."""
    if _REPEATED_LEAD.search(text, 0, match.start()) or _REPEATED_TAIL.match(text, match.end()):
        return None  # "every Friday", "most Fridays", "Friday nights" are habits, not dates
    if not match.group("prep") and _COUNTED_WEEKDAY.search(
        text, max(0, match.start() - 20), match.start()
    ):
        # "the first Tuesday of every month", "the last Friday of July" (not "we lost the
        # final on Wednesday": a preposition parts the weekday from the word before)
        return None
    if match.group("bare_wd") is not None and _KIND_OF_DAY_AFTER.match(text, match.end()):
        return None  # "had us for Sunday lunch", "the Saturday market": a kind, no one day
    if (
        match.group("bare_wd") is not None
        and not match.group("prep")
        and _WEEKDAY_AS_KIND_OF_DAY.match(text, match.end())
    ):
        return None  # "so Monday is my long day", "Friday's our day off": every week's
    g = match.group
    if g("wd") is not None:
        mod = " ".join(g("wd_mod").lower().split())
        index = _weekday_index(g("wd"))
        if mod == "this":
            # "this Monday" on a Saturday: the one ahead for a plan, the one gone for news
            mod = "previous" if past else "coming"
            if _monday(today) + timedelta(days=index) == today:
                return _day(today, g("wd_part").lower() if g("wd_part") else None)
        elif mod == "this past":
            mod = "previous"
        elif mod == "this coming":
            mod = "coming"
        return _weekday(mod, index, g("wd_part"), today)
    word = g("bare_wd")
    prep = (g("prep") or "").lower()
    short = word.lower().rstrip(".")
    cut = short not in _WEEKDAYS and prep != "on" and (short in OTHER_WORDS or not prep)
    if cut and g("bare_part") is None and not day_stands(text, *match.span("bare_wd")):
        # "sat", "sun", "wed" alone are other words; "till Fri", "Sat night", "moved house
        # Sat", "off to Derry Fri for the match" are days
        return None
    if not prep and _DAY_OF_ANOTHER_DATE.search(text, 0, match.start()):
        return None  # "the Monday after the move": counted from a date not said here
    if not prep and not cut and _A_BEFORE.search(text, 0, match.start()):
        return None  # "a Sunday roast", "an easy Monday": a kind of day, not one day
    index = _weekday_index(word)
    if (
        not prep
        and not past
        and index == today.weekday()
        and _OPENS_CLAUSE.search(text, max(0, match.start() - 30), match.start())
    ):
        return _day(today, g("bare_part"))  # "sat im off to the match" on a Saturday: today
    mod = "previous" if past else "coming"
    return _weekday(mod, index, g("bare_part"), today)


# A weekday opening its clause, before any link words ("Saturday I'm off", "and sat we").
_OPENS_CLAUSE: Final = re.compile(
    rf"(?:^|[,.!?;:\n])\s*(?:(?:{alternation(CLAUSE_LINKS)})\s+)*$", re.IGNORECASE
)


# "the first Tuesday (of the month)", "the last Friday": a weekday counted within a month.
_COUNTED_WEEKDAY: Final = re.compile(
    r"\b(?:first|second|third|fourth|fifth|last|final|1st|2nd|3rd|4th|5th)\s+$", re.IGNORECASE
)
_KIND_OF_DAY_AFTER: Final = re.compile(
    r"\s+(?:lunch|lunches|dinner|dinners|roast|brunch|breakfast|service|mass|market|league"
    r"|school|club|paper|papers|shift|shifts)\b",
    re.IGNORECASE,
)
# "Monday is my long day", "Friday's our day off": a weekday said to be the kind of day it
# is in someone's week is a habit ("Friday is my last day", "Saturday is the big day" are
# one day, and keep their date).
_WEEKDAY_AS_KIND_OF_DAY: Final = re.compile(
    r"""(?:\s+is|['’]s)\s+(?:now\s+|still\s+|always\s+)?
    (?:my|our|his|her|their|(?-i:[A-Z])[\w-]*['’]s)\s+(?:
    (?:long|short|busy|quiet|early|late|free|rest|lazy|easy|half|office|home|gym|training
    |study|court|admin|clinic|work|working|teaching|lie-in|fixed)\s+days?
    |days?\s+off)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_DAY_OF_ANOTHER_DATE: Final = re.compile(r"\b(?:the|that|this\s+same|the\s+same)\s+$", re.I)


def _weekday_index(word: str) -> int:
    low = word.lower()
    return next(n for n, name in enumerate(_WEEKDAYS) if name.startswith(low[:2]))


def _the_weekend(prep: str | None, today: date, past: bool) -> _Span | None:
    # "the weekend" alone ("I love the weekend") is not a date; with "over"/"on"/"at"
    # it means the nearest one.
    if prep is None or prep.lower() not in {"over", "on", "at", "during", "since", "for"}:
        return None
    saturday = _monday(today) + timedelta(days=5)
    if past and today.weekday() < 5:
        saturday -= timedelta(days=7)
    return _Span(
        f"the weekend of {full_date(saturday)}", "on", saturday, saturday + timedelta(days=2)
    )


def _from(amount: int, unit: str, relative: str | None, weekday: str | None, today: date) -> _Span:
    """ "a week from Saturday", "two weeks from today", "3 days from now": one exact day."""
    if weekday is not None:
        index = _WEEKDAYS.index(weekday.lower())
        base = today + timedelta(days=(index - today.weekday() - 1) % 7 + 1)
    else:
        base = today + timedelta(
            days=1 if relative is not None and relative.lower() == "tomorrow" else 0
        )
    return _day(base + timedelta(days=amount * (7 if unit.lower()[0] == "w" else 1)))


# "the interview is the 4th", "due date was 2 May": a day said to be when something is.
_COPULA_BEFORE: Final = re.compile(r"\b(?:is|was|are|were|be|'s|’s)\s+$", re.IGNORECASE)
# "from the 20th to the 24th": the end of a range of numbered days needs no preposition.
_RANGE_END: Final = re.compile(r"\d(?:st|nd|rd|th)\s+(?:to|-|–)\s+$")


# After "3 February" with no preposition before it: the clause ends, or goes on with a
# preposition or an "-ing" verb, so the day is when (the same test that spells "3 feb" out).
_DAY_STANDS_ALONE: Final = re.compile(DAY_STANDS_ALONE, re.VERBOSE)


def _month_first_day(day: str | None, text: str, start: int) -> bool:
    """Whether a day written month first ("April 20") with no preposition is when the clause
    before it happened: not after a comma, where it may date a thing named before it ("got
    a stall at the bazaar, December 14")."""
    return day is not None and not text[:start].rstrip().endswith(",")


def _numbered_day(match: re.Match[str], text: str, today: date, past: bool) -> _Span | None:
    """ "on the 2nd", "on the 2nd of May", "on May 2nd", "by 2 May": a day without a year."""
    g = match.group
    prep = (g("prep") or "").lower()
    if (
        prep not in _NTH_PREPOSITIONS
        and not _RANGE_END.search(text, 0, match.start())
        and not _rescheduled(text, match)
        and g("nth_month") is None  # "the 3rd of June" is a day wherever it stands
        and not _COPULA_BEFORE.search(text, 0, match.start())  # "the deadline is May 3rd"
        and not (
            # "married 20 April.", "married April 20.": where the clause ends after it
            (g("dm_day") is not None or _month_first_day(g("md_day"), text, match.start()))
            and _DAY_STANDS_ALONE.match(text, match.end())
            and not _DETERMINER_BEFORE.search(text, max(0, match.start() - 8), match.start())
        )
    ):
        return None  # rarely a date on its own: "the 3rd time", "the 2 March meeting"
    past = past or prep == "since"  # "since the 2nd" looks back whatever the tense
    ahead = prep == "for"  # "booked a table for the 16th": booked for what is ahead
    if ahead:
        past = False
    if g("nth") is not None:
        if g("nth_year") is not None:  # "the 19th of April next year"
            year = today.year + {"next": 1, "last": -1}.get(g("nth_year").lower(), 0)
            return _day(date(year, MONTHS.index(g("nth_month").capitalize()) + 1, int(g("nth"))))
        return _nth(int(g("nth")), g("nth_month"), today, past, inclusive=ahead)
    if g("nth_alone") is not None:  # "on the twenty-second": a day of a month not named
        return _nth(_ORDINALS[g("nth_alone").lower()], None, today, past, inclusive=ahead)
    if g("nth_word") is not None:
        day = _ORDINALS[g("nth_word").lower()]
        if g("nth_word_year") is not None:  # "the ninth of May next year"
            return _in_year(day, g("nth_word_month"), g("nth_word_year"), today)
        return _nth(day, g("nth_word_month"), today, past, inclusive=True)
    if g("md_month") is not None:
        day = int(g("md_day")) if g("md_day") else _ORDINALS[g("md_word").lower()]
        return _nth(day, g("md_month"), today, past, inclusive=True)
    if g("dm_year") is not None:  # "9 May next year"
        return _in_year(int(g("dm_day")), g("dm_month"), g("dm_year"), today)
    return _nth(int(g("dm_day")), g("dm_month"), today, past, inclusive=True)


def _in_year(day: int, month_name: str, which: str, today: date) -> _Span:
    """ "the ninth of May next year": that day of the year named from ``today``'s."""
    year = today.year + {"next": 1, "last": -1}.get(which.lower(), 0)
    return _day(date(year, MONTHS.index(month_name.capitalize()) + 1, day))


def _nth(
    day: int, month_name: str | None, today: date, past: bool, inclusive: bool = False
) -> _Span | None:
    """ "on the 2nd" (of the month) or "on the 2nd of May": the nearest such day before
    ``today`` in the past tense, after it otherwise (or on it, when ``inclusive``); None
    if there is none within a year."""
    month = MONTHS.index(month_name.capitalize()) + 1 if month_name is not None else None
    step = -1 if past else 1
    index = today.year * 12 + today.month - 1
    for offset in range(13):
        year, candidate_month = divmod(index + step * offset, 12)
        candidate_month += 1
        if month is not None and candidate_month != month:
            continue
        try:
            candidate = date(year, candidate_month, day)
        except ValueError:
            continue  # no such day in that month (the 31st of April, year 0)
        if candidate == today and inclusive:
            return _day(candidate)
        if (candidate < today) if past else (candidate > today):
            return _day(candidate)
    return None


def count(words: str) -> int:
    """The number a count matched by :data:`COUNT` means ("a couple of" -> 2)."""
    if words.isdigit():
        return int(words)
    return _NUMBERS[" ".join(words.lower().split())]


def _relative_day(word: str, part: str | None, today: date) -> _Span:
    if word == "tonight":
        return _day(today, "night")
    shift = {"today": 0, "tomorrow": 1, "tmrw": 1, "tmr": 1, "yesterday": -1}[word]
    return _day(today + timedelta(days=shift), part.lower() if part else None)


def _day(day: date, part: str | None = None) -> _Span:
    text = full_date(day) if part is None else f"the {part} of {full_date(day)}"
    return _Span(text, "on", day, day + timedelta(days=1))


def _monday(day: date) -> date:
    return day - timedelta(days=day.weekday())


def _week(monday: date) -> _Span:
    return _Span(f"the week of {full_date(monday)}", "in", monday, monday + timedelta(days=7))


def _month(year: int, month: int) -> _Span:
    start = date(year, month, 1)
    end = date(year + 1, 1, 1) if month == 12 else date(year, month + 1, 1)
    return _Span(human_month(year, month), "in", start, end)


def _add_months(day: date, months: int) -> tuple[int, int]:
    index = day.year * 12 + day.month - 1 + months
    return index // 12, index % 12 + 1


def _year(year: int) -> _Span:
    return _Span(str(year), "in", date(year, 1, 1), date(year + 1, 1, 1))


def _unit(mod: str, unit: str, today: date) -> _Span:
    mod = " ".join(mod.split())
    step = {"this": 0, "next": 1, "coming": 1, "this coming": 1, "last": -1, "past": -1,
            "previous": -1, "this past": -1}[mod]  # fmt: skip
    if unit == "week":
        return _week(_monday(today) + timedelta(days=7 * step))
    if unit == "weekend":
        if mod in {"coming", "this coming"}:
            # the next one to come: this week's, unless it has begun
            step = 1 if today.weekday() >= 5 else 0
        saturday = _monday(today) + timedelta(days=5 + 7 * step)
        return _Span(
            f"the weekend of {full_date(saturday)}", "on", saturday, saturday + timedelta(days=2)
        )
    if unit == "month":
        return _month(*_add_months(today, step))
    return _year(today.year + step)


def _weekday(mod: str, index: int, part: str | None, today: date) -> _Span:
    if mod in {"next", "last"}:
        # "next Friday" said on a Wednesday is this week's Friday to some and next week's
        # to others; "last Monday" on a Wednesday likewise. When the readings differ, both
        # days are written, rather than one that may be wrong.
        step = 1 if mod == "next" else -1
        by_week = _monday(today) + timedelta(days=7 * step + index)
        nearest = _weekday("coming" if step > 0 else "previous", index, None, today).start
        if by_week != nearest:
            return _either(min(by_week, nearest), max(by_week, nearest), part)
        return _day(by_week, part.lower() if part else None)
    if mod == "this":
        day = _monday(today) + timedelta(days=index)
    elif mod == "coming":
        day = today + timedelta(days=(index - today.weekday() - 1) % 7 + 1)
    else:  # "previous": the nearest one strictly before today
        day = today - timedelta(days=(today.weekday() - index - 1) % 7 + 1)
    return _day(day, part.lower() if part else None)


def _offset(amount: int, unit: str, today: date) -> _Span:
    unit = unit.lower().rstrip("s")
    if unit == "day":
        return _day(today + timedelta(days=amount))
    if unit == "week":
        # "two weeks ago" is the day fourteen days back to most people, give or take a few:
        # that day, with a week around it
        day = today + timedelta(days=7 * amount)
        return _Span(full_date(day), "around", day - timedelta(days=3), day + timedelta(days=4))
    if unit == "month":
        return _month(*_add_months(today, amount))
    return _year(today.year + amount)


def _either(first: date, second: date, part: str | None) -> _Span:
    """Two days a phrase may mean: "on 12 May 2023 (2023-05-12) or 19 May 2023 (...)"."""
    text = f"{full_date(first)} or {full_date(second)}"
    if part is not None:
        text = f"the {part.lower()} of {text}"
    return _Span(text, "on", first, second + timedelta(days=1))


def _counted(match: re.Match[str], today: date, past: bool) -> _Span | None:
    """ "a week last Friday" (the Friday a week before last Friday), "two Saturdays ago"
    (the Saturday before last), "the weekend just gone", "Monday the 3rd", "the end of
    the month"."""
    g = match.group
    if g("wdn_wd") is not None:
        day = g("wdn_day") or g("wdn_dm_day") or g("wdn_md_day")
        month = g("wdn_of") or g("wdn_dm_month") or g("wdn_md_month")
        if month is not None and g("wdn_year") is not None:  # "Saturday 14th June next year"
            return _in_year(int(day), month, g("wdn_year"), today)
        return _weekday_numbered(_weekday_index(g("wdn_wd")), int(day), month, today, past)
    if g("end_unit") is not None:
        if g("edge").lower() != "end":
            return _start_of(g("end_unit").lower(), today, past)
        return _end_of(g("end_unit").lower(), today)
    if g("weekend_gone") or g("weekends_ago"):
        # "two weekends ago": the weekend before last ("last weekend" is one ago)
        back = count(g("weekends_ago")) if g("weekends_ago") else 1
        saturday = _monday(today) + timedelta(days=5 - 7 * back)
        return _Span(
            f"the weekend of {full_date(saturday)}", "on", saturday, saturday + timedelta(days=2)
        )
    if g("week_last_n") is not None:
        weeks, name = count(g("week_last_n")), g("week_last_wd")
    else:
        weeks, name = count(g("wd_ago_n")) - 1, g("wd_ago")
    last = _weekday("previous", _WEEKDAYS.index(name.lower()), None, today).start
    return _day(last - timedelta(days=7 * weeks))


def _weekday_numbered(
    weekday: int, day: int, month_name: str | None, today: date, past: bool
) -> _Span | None:
    """ "on Friday the 9th", "on Friday 9 August": the nearest day so numbered that falls
    on that weekday, in the tense's direction from ``today`` (today itself counts) within
    a few months (a year for a named month), else the other way within a couple of months
    ("booked the vet for Friday the 9th" four days ahead). When no such day is near, the
    speaker has the weekday or the number wrong: the number alone decides, and the
    weekday, which would contradict it, is not written."""
    step = -1 if past else 1
    index = today.year * 12 + today.month - 1
    month = MONTHS.index(month_name.capitalize()) + 1 if month_name is not None else None
    reach = 12 if month is not None else 4
    for direction, months in ((step, reach), (-step, 2)):
        for offset in range(months + 1):
            year, candidate_month = divmod(index + direction * offset, 12)
            if month is not None and candidate_month + 1 != month:
                continue
            try:
                candidate = date(year, candidate_month + 1, day)
            except ValueError:
                continue  # no such day in that month (the 31st of April, year 0)
            on_side = candidate >= today if direction > 0 else candidate <= today
            if on_side and candidate.weekday() == weekday:
                return _day(candidate)
    return _nth(day, month_name, today, past)


def _end_of(unit: str, today: date) -> _Span:
    """ "by the end of the month": the last days of the week, month or year holding today."""
    if unit == "week":
        monday = _monday(today)
        return _Span(
            f"the end of the week of {full_date(monday)}",
            "at",
            monday + timedelta(days=4),
            monday + timedelta(days=7),
        )
    if unit == "month":
        span = _month(today.year, today.month)
        return _Span(f"the end of {span.text}", "at", span.end - timedelta(days=7), span.end)
    return _Span(
        f"the end of {today.year}", "at", date(today.year, 12, 1), date(today.year + 1, 1, 1)
    )


def _start_of(unit: str, today: date, past: bool = True) -> _Span:
    """ "at the start of the month": the first days of the week, month or year holding
    today; ahead ("I start my new job at the start of the month"), once today is past the
    first day of it, the next one's."""
    if unit == "week":
        monday = _monday(today)
        if not past and today > monday:
            monday += timedelta(days=7)
        return _Span(
            f"the start of the week of {full_date(monday)}",
            "at",
            monday,
            monday + timedelta(days=3),
        )
    if unit == "month":
        span = _month(today.year, today.month)
        if not past and today.day > 1:
            span = _month(span.end.year, span.end.month)
        return _Span(f"the start of {span.text}", "at", span.start, span.start + timedelta(days=7))
    year = today.year + 1 if not past and today > date(today.year, 1, 1) else today.year
    return _Span(f"the start of {year}", "at", date(year, 1, 1), date(year, 2, 1))


def _far(unit: str, ahead: bool, today: date) -> _Span:
    """ "the week before last", "the weekend after next", "the Friday before last"."""
    step = 2 if ahead else -2
    monday = _monday(today) + timedelta(days=7 * step)
    if unit == "week":
        return _week(monday)
    if unit == "weekend":
        saturday = monday + timedelta(days=5)
        return _Span(
            f"the weekend of {full_date(saturday)}", "on", saturday, saturday + timedelta(days=2)
        )
    return _day(monday + timedelta(days=_WEEKDAYS.index(unit)))


def _shortly_before(amount: str, unit: str, today: date) -> _Span:
    """ "a few days ago", "the other day", "some years back": not one day, but before
    the source's date."""
    amount = " ".join(amount.lower().split())
    if amount in {"a couple", "couple of"}:
        amount = "a couple of"
    days = {"d": 7, "w": 60, "m": 366, "y": 3653}[unit.lower()[0]]
    return _Span(
        f"{amount} {unit.lower()} before {full_date(today)}",
        "",
        today - timedelta(days=days),
        today,
    )


def _season(match: re.Match[str], today: date, past: bool) -> _Span | None:
    """ "last summer", "this spring", "in the autumn": a northern season (March-May,
    June-August, September-November) of a year. Winter, which spans two years, is left."""
    g = match.group
    name = (g("season") or g("the_season")).lower()
    if name == "winter":
        return _winter(match, today, past)
    first = _SEASON_MONTHS[name]
    mod = " ".join((g("season_mod") or "").lower().split())
    if not mod and (g("prep") or "").lower() not in {
        "in",
        "over",
        "during",
        "since",
        "by",
        "until",
        "after",
        "before",
        "through",
    }:
        return None  # "the summer was hot": no span of its own
    month = today.month
    started = month >= first
    ended = month >= first + 3
    year = today.year
    if mod == "this":
        pass
    elif mod in {"last", "past", "this past"}:
        year = year if ended else year - 1
    elif mod in {"next", "coming"}:
        year = year + 1 if started else year
    elif past:
        year = year if started else year - 1
    else:
        year = year if not ended else year + 1
    start = date(year, first, 1)
    end = date(year, first + 3, 1)
    return _Span(f"{name} {year}", "in", start, end)


def _winter(match: re.Match[str], today: date, past: bool) -> _Span | None:
    """ "last winter", "this winter", "in the winter": December to February, named by both
    its years ("winter 2024-25"). Only a winter said with "last", "this", "next" or
    "in/over/during the" is one."""
    g = match.group
    mod = " ".join((g("season_mod") or "").lower().split())
    if not mod and (g("prep") or "").lower() not in {"in", "over", "during"}:
        return None
    inside = today.month in {12, 1, 2}
    current = today.year if today.month == 12 else today.year - 1  # the winter now or last
    if mod in {"last", "past", "this past"}:
        year = current - 1 if inside else current
    elif mod in {"next", "coming"}:
        year = current + 1
    elif mod == "this" or not past:
        year = current if inside else current + 1
    else:
        year = current
    return _Span(
        f"winter {year}-{str(year + 1)[2:]}", "in", date(year, 12, 1), date(year + 1, 3, 1)
    )


# Words that make a bare month a date ("in March", "for March"): "May I", "March on" are not.
_MONTH_PREPOSITIONS: Final = _TIME_PREPOSITIONS | {"during", "through", "for"}


_BOOKED: Final = re.compile(
    r"\b(?:re)?(?:booked|reserved|scheduled|planned|arranged|organised|organized|bought|got)\b",
    re.IGNORECASE,
)


# ", opening in June": a clause of what a thing just found or signed for will do, ahead
# of the news it follows ("She found a place, opening in June").
_OPENING_AHEAD: Final = re.compile(
    r"""(?<!\bweeks)(?<!\bmonths)(?<!\bdays)(?<!\byears)(?<!\bages)(?<!\bwhile)
    ,\s+(?:opening|reopening|launching|starting|beginning)\s+$""",
    re.IGNORECASE | re.VERBOSE,
)


# "I've signed up for a pottery fair in April", "we've just booked a cottage in May": an
# arrangement just made (the perfect) for what is ahead; "I signed up in January" is when.
_ARRANGED_NOW: Final = re.compile(
    r"""\b(?:i['’]ve|we['’]ve|they['’]ve|(?:he|she)['’]s|have|has)\s+(?:just\s+|finally\s+)?
    (?:signed\s+up|registered|enrolled|entered|booked|reserved)\s+(?:for\s+|on\s+|in\s+)?
    (?:a|an|the|my|our|two|some)\s[^.!?,;]*$
    |\b(?:got|bought|booked|have|has|'ve)\s+(?:\w+\s+)?tickets\s+(?:for|to)\s[^.!?,;]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _booked_for(match: re.Match[str], text: str) -> bool:
    """ "I booked my flights for October": booked in the past for what is ahead; so is
    what a thing ", opening in June" will do, and what "I've signed up for a fair in April"
    is."""
    prep = (match.group("prep") or "").lower()
    if prep == "in" and _OPENING_AHEAD.search(text, 0, match.start()) is not None:
        return True
    if prep == "in" and _ARRANGED_NOW.search(text, 0, match.start()) is not None:
        return True
    return prep == "for" and _BOOKED.search(text, 0, match.start()) is not None


# "Clio and I booked four nights in Copenhagen in November", "we'd planned a honeymoon on
# Mull in September": a stay booked or planned, then the month it is for.
_BOOKED_STAY: Final = re.compile(
    r"""\b(?:booked|reserved|planned|arranged|organi[sz]ed)\s+(?:(?:a|an|the|our|my|us|them|him|her|two|three|four|five
    |six|seven|a\s+few|a\s+couple\s+of|long|short|whole|cheap|last-minute|city|cottage
    |camping|ski|skiing|weekend)\s+)*(?:weekend|week|weeks|nights?|days?|trip|holiday
    |break|stay|flights?|cottage|cabin|villa|hotel|room|tickets?|getaway|cruise|honeymoon)
    \b[^,;.!?]{0,50}$""",
    re.IGNORECASE | re.VERBOSE,
)


def _booked_in(match: re.Match[str], text: str, today: date) -> bool:
    """ "booked a weekend in Edinburgh in May", said in March: the month of the stay, ahead.
    Only for a month later in the year than the news: one before it may say when the
    booking was made."""
    g = match.group
    if (g("prep") or "").lower() != "in" or g("bare_month") is None:
        return False
    month = MONTHS.index(g("bare_month").capitalize()) + 1
    return month > today.month and _BOOKED_STAY.search(text, 0, match.start()) is not None


# A change announced in the perfect that takes effect later: "has put the rent up", "have
# raised the fees", "has changed my shifts".
_PUT_UP_FROM: Final = re.compile(
    r"""\b(?:has|have|'s|'ve)\s+(?:just\s+)?(?:put\s+(?:[\w'-]+\s+){1,3}?up|put\s+up|raised|increased
    |cut|changed|moved|doubled)\b[^.!?;]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _month_named(match: re.Match[str], today: date, past: bool) -> _Span | None:
    """ "in March", "since March", "next March": the month in the year the tense points to."""
    g = match.group
    name = g("mod_month") or g("bare_month") or g("ago_month")
    month = MONTHS.index(name.capitalize()) + 1
    mod = " ".join((g("month_mod") or "").lower().split())
    prep = (g("prep") or "").lower()
    if (
        not mod
        and g("ago_month") is None
        and not g("month_part")
        and not g("month_edge")
        and not g("month_edge_bare")
        and prep not in _MONTH_PREPOSITIONS
    ):
        return None  # "May I ...", "March on": a month only after a preposition or "mid-"
    year = today.year
    if g("month_year") is not None:
        # "in April next year", "in June of last year": that month of the year named
        year += {"last": -1, "this": 0, "next": 1}[g("month_year").lower()]
    elif g("month_ago") is not None or g("ago_month") is not None:
        # "in June two years ago", "two years ago in June"
        year -= count(g("month_ago") or g("ago_month_n"))
    elif mod in {"next", "coming", "this coming"}:
        year = year + 1 if month <= today.month else year
    elif mod == "this":
        # "this March": the one of this year; "this January" said in late autumn of what
        # is ahead is the coming one, a few months off
        if not past and 0 < month + 12 - today.month <= 3:
            year += 1
    elif mod in {"last", "past", "this past"}:
        # "last March": the most recent March before the month the source was written
        # in (in March itself, the one a year before), as questions read it
        year = year if month < today.month else year - 1
    elif prep == "from" and past and _PUT_UP_FROM.search(match.string, 0, match.start()):
        # "has put the rent up ... from April", said in March: a change that takes effect
        # from the nearer April, most often the coming one
        ahead = year if month >= today.month else year + 1
        year = ahead if (ahead - today.year) * 12 + month - today.month <= 6 else ahead - 1
    elif past or prep == "since":
        year = year if month <= today.month else year - 1
    else:
        year = year if month >= today.month else year + 1
    span = _month(year, month)
    part = g("month_part")
    if part:
        return _Span(f"{part.lower()} {span.text}", "in", span.start, span.end)
    if edge := g("month_edge") or g("month_edge_bare"):
        # "at the end of September", "till end of aug": that part of the month, in its
        # year, always with its "the"; "in the middle of", "at the end of"
        part = edge.lower().split()[-2]
        return _Span(
            f"the {part} of {span.text}", "in" if part == "middle" else "at", span.start, span.end
        )
    return span


def _easter(year: int) -> date:
    """Western Easter Sunday (the anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    week = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * week) // 451
    month, day = divmod(h + week - 7 * m + 114, 31)
    return date(year, month, day + 1)


# Days of the year set by Easter: days from Easter Sunday. Mothering Sunday, the UK's
# Mother's Day, is three weeks before Easter (the fourth Sunday of Lent).
_FROM_EASTER: Final = {
    "shrove tuesday": -47, "pancake day": -47, "ash wednesday": -46, "mothering sunday": -21,
    "mothers day": -21, "palm sunday": -7, "maundy thursday": -3, "good friday": -2,
    "easter saturday": -1, "easter sunday": 0, "easter": 0, "easter monday": 1,
    "whit monday": 50,
}  # fmt: skip
# Days of the year on a fixed date (month, day); Christmas is the default.
_FIXED_DAYS: Final = {
    "christmas eve": (12, 24), "boxing day": (12, 26), "new years eve": (12, 31),
    "hogmanay": (12, 31), "new years day": (1, 1), "new years": (1, 1), "new year": (1, 1),
    "burns night": (1, 25), "valentines day": (2, 14), "valentines": (2, 14),
    "st patricks day": (3, 17), "paddys day": (3, 17), "halloween": (10, 31),
    "bonfire night": (11, 5), "guy fawkes night": (11, 5), "st andrews day": (11, 30),
    "st davids day": (3, 1), "st georges day": (4, 23), "armistice day": (11, 11),
    "twelfth night": (1, 5), "midsummers eve": (6, 23), "midsummer eve": (6, 23),
    "midsummers day": (6, 24), "midsummer day": (6, 24),
}  # fmt: skip
# Days of the year on a weekday of a month: (month, weekday, which one; -1 the last).
_NTH_WEEKDAYS: Final = {
    "fathers day": (6, 6, 2), "remembrance sunday": (11, 6, 1), "thanksgiving": (11, 3, 3),
    "early may bank holiday": (5, 0, 0), "may day bank holiday": (5, 0, 0),
    "may bank holiday": (5, 0, 0), "spring bank holiday": (5, 0, -1),
    "late may bank holiday": (5, 0, -1), "summer bank holiday": (8, 0, -1),
    "august bank holiday": (8, 0, -1),
}  # fmt: skip
# How a day is written back ("new years day" -> "New Year's Day").
_HOLIDAY_NAMES: Final = {
    "xmas": "Christmas", "new years eve": "New Year's Eve", "new years day": "New Year's Day",
    "new years": "New Year's", "valentines day": "Valentine's Day", "valentines": "Valentine's",
    "st patricks day": "St Patrick's Day", "paddys day": "Paddy's Day",
    "st andrews day": "St Andrew's Day", "st davids day": "St David's Day",
    "st georges day": "St George's Day", "midsummers eve": "Midsummer's Eve",
    "midsummers day": "Midsummer's Day",
    "mothers day": "Mother's Day", "fathers day": "Father's Day",
}  # fmt: skip
# The days "the bank holiday" (its Mondays) and "half term" (England's school weeks off:
# mid February, the week of the spring bank holiday, late October) may be, in a year's order.
_ONE_OF: Final = {
    "bank holiday": ("easter monday", "early may bank holiday", "spring bank holiday",
                     "summer bank holiday"),
    "half term": ("february half term", "may half term", "october half term"),
}  # fmt: skip
# Half terms by the Monday that starts them: (month, the first day that Monday may be).
_HALF_TERMS: Final = {
    "february half term": (2, 12), "spring half term": (2, 12), "may half term": (5, 25),
    "summer half term": (5, 25), "october half term": (10, 25), "autumn half term": (10, 25),
}  # fmt: skip


def _holiday_key(name: str) -> str:
    """``name`` as the tables above spell it: lower case, no apostrophe or full stop,
    without the "Monday" a bank holiday may take or the "week" of a half term."""
    key = re.sub(r"['’.]", "", " ".join(name.lower().replace("-", " ").split()))
    key = re.sub(r"^new yrs\b", "new years", key)  # "new yrs eve", as chat cuts it
    return re.sub(r"(?<=bank holiday) monday$|(?<=half term) week$", "", key)


def _holiday_name(said: str, key: str) -> str:
    """The day's name as written back: as said, with capitals ("St. Patrick's Day"), or
    spelt in full where chat cut it short ("xmas", "new years day")."""
    if key in _HOLIDAY_NAMES and not re.search(r"(?<!yr)['’]", said.lower()):
        return _HOLIDAY_NAMES[key]
    if key.endswith(("bank holiday", "half term")):
        months = {"may": "May", "august": "August", "february": "February", "october": "October"}
        return "the " + " ".join(months.get(word, word) for word in key.split())
    return " ".join(word[:1].upper() + word[1:] for word in said.split())


def _holiday_day(key: str, year: int) -> date:
    if key in _FROM_EASTER:
        return _easter(year) + timedelta(days=_FROM_EASTER[key])
    if key in _HALF_TERMS:
        month, earliest = _HALF_TERMS[key]
        start = date(year, month, earliest)
        return start + timedelta(days=-start.weekday() % 7)
    if key in _NTH_WEEKDAYS:
        month, weekday, nth = _NTH_WEEKDAYS[key]
        if nth < 0:
            last = date(year, month, monthrange(year, month)[1])
            return last - timedelta(days=(last.weekday() - weekday) % 7)
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * nth)
    month, day = _FIXED_DAYS.get(key, (12, 25))
    return date(year, month, day)


def _nearest_of(
    match: re.Match[str], kind: str, today: date, ahead: bool, inclusive: bool
) -> tuple[date, str]:
    """Which day "the bank holiday" or "half term" is, and when: the nearest one the tense
    points to, of the month named after it when one is ("at the start of May")."""
    said = (match.group("holiday_in") or "").lower()
    keys = [key for key in _ONE_OF[kind] if not said or _holiday_day(key, 2000).month
            == (5 if said.endswith("may") else 8)]  # fmt: skip
    if "start" in said or "beginning" in said:
        keys = keys[:1]
    elif "end" in said.split():
        keys = keys[-1:]
    days = [(_holiday_day(key, year), key) for year in range(today.year - 1, today.year + 2)
            for key in keys]  # fmt: skip
    if ahead:
        return min((d, key) for d, key in days if d > today or (inclusive and d == today))
    return max((d, key) for d, key in days if d < today or (inclusive and d == today))


# What is done now for a day ahead: "booked a table for Christmas", "we've been asked back
# for New Year's Eve"; a present made or bought for it ("I made her a tiny pair of shoes for
# Christmas", told in December).
# "has invited me to Luxembourg", "asked us over": an invitation, to a day still to come
# (unless the clause says it went: "invited us for Christmas and we had a lovely time").
_INVITED_FOR: Final = re.compile(
    r"\b(?:has|have|'ve|'s|just)\s+(?:invited|asked\s+(?:[\w'\ue000-]+\s+){1,3}?"
    r"(?:over|round|to\s+(?:come|stay)|along))\b[^.!?;]*$",
    re.IGNORECASE,
)
# Days since a holiday within which an invitation for it is taken as to that one, just gone.
_JUST_GONE_DAYS: Final = 45
_BOOKED_FOR: Final = re.compile(
    r"""\b(?:booked|planned|arranged|organi[sz]ed|ordered|reserved|bought\s+tickets|got\s+tickets
    |rented|hired|borrowed|invited|asked\s+(?:back|over|round|along)
    # a present: made or bought for someone ("made her", "bought Tom"), not a dish made
    # for the day itself ("I made a roast for Easter and everyone loved it")
    |(?:made|bought|knitted|knit|sewn|sewed|baked|wrapped|carved|crocheted)\s+
    (?:her|him|them|us|my\s+[a-z-]+|(?-i:[A-Z])[\w'-]+)\b)[^.!?;]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# A liking or a habit in the present, said of a day or a month of the year: every one of them
# ("I can't stand carols at Christmas", "nothing beats the sea in July"). Not a wish ("I'd
# love to go in April", "would like to visit in May", "will love it at Easter").
_LIKED_EVERY_YEAR: Final = re.compile(
    r"""(?<!['’]d\s)(?<!would\s)(?<!will\s)
    \b(?:love|loves|hate|hates|like|likes|enjoy|enjoys|prefer|prefers|adore|adores|loathe
    |loathes|detest|detests|dread|dreads|(?:can['’]?t|cannot)\s+(?:stand|bear|abide)|always
    |usually|normally|tend\s+to|tends\s+to|nothing\s+beats|you\s+can['’]?t\s+beat)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _sentence_before(match: re.Match[str]) -> str:
    """The words of ``match``'s sentence before it."""
    before = match.string[: match.start()]
    return re.split(r"[.!?;]\s", before)[-1]


_HOLIDAY_PREPOSITIONS: Final = frozenset(
    {"at", "on", "over", "for", "since", "by", "until", "before", "after", "during", "around"}
)


def _holiday(match: re.Match[str], today: date, past: bool) -> _Span | None:
    """ "at Christmas", "last Easter", "on Halloween", "the Sunday before Christmas": that
    day in the year the tense or the modifier points to."""
    g = match.group
    key = _holiday_key(g("holiday"))
    mod = (g("holiday_mod") or "").lower()
    shift = g("holiday_shift")
    said = (g("prep") or "").lower()
    if (
        not mod
        and shift is None
        and (
            (said not in _HOLIDAY_PREPOSITIONS and not _fronted_holiday(match))
            or _LIKED_EVERY_YEAR.search(_sentence_before(match)) is not None
            or _BORN.search(match.string, 0, match.start()) is not None
        )
    ):
        # "Christmas is my favourite", "I can't stand carols at Christmas": no one day;
        # "was born on Midsummer's Day": a birthday, not last year's day
        return None
    if g("holiday_the") is not None and not (
        key.endswith(("bank holiday", "half term")) or g("holiday_weekend") or g("holiday_break")
    ):
        return None  # "the Christmas party": a thing of the day, not the day
    if shift is not None and g("holiday_break") is not None:
        return None  # "the day after the Easter holidays": no one day named
    name = _holiday_name(g("holiday"), key)  # "the bank holiday", not one the text never said
    booked = _BOOKED_FOR.search(match.string, 0, match.start()) is not None
    if key in _ONE_OF:  # "the bank holiday", "half term": the nearest the tense points to
        key = _one_of(match, key, today, past, booked)

    def when(year: int) -> date:
        return _shifted_from(_holiday_day(key, year), shift, g("holiday_side"))

    this_year = when(today.year)
    if past and not mod and said == "for":
        past = _gone_for(match, booked, today, when)
    if mod == "this":
        day = this_year
    elif mod == "last" or (not mod and past):
        # "had flu over Christmas" said on Christmas Day: today's
        gone = this_year < today or (not mod and this_year == today)
        day = this_year if gone else when(today.year - 1)
    else:
        day = this_year if this_year >= today else when(today.year + 1)
        if mod == "next" and day == today:
            day = when(today.year + 1)
    if shift is not None:
        return _beside_holiday(shift.lower(), g("holiday_side").lower(), name, day)
    if g("holiday_weekend") is not None:
        # "over the bank holiday weekend", "for the Easter weekend": the days around it
        saturday = day - timedelta(days=2) if day.weekday() == 0 else _monday(day) + timedelta(5)
        end = max(day, saturday + timedelta(days=1)) + timedelta(days=1)
        name = name if name.startswith("the ") else f"the {name}"
        return _Span(f"{name} weekend of {full_date(saturday)}", "on", saturday, end)
    if g("holiday_break") is not None:
        # "over the Easter holidays": the days around it
        return _Span(
            f"the {name} {g('holiday_break').strip().lower()}, around {full_date(day)}",
            "during",
            day - timedelta(days=7),
            day + timedelta(days=8),
        )
    if key.endswith("half term"):  # a school week off, from its Monday
        return _Span(f"{name}, the week of {full_date(day)}", "in", day, day + timedelta(7))
    if said in {"after", "before"} and _THE_DAY.search(match.string, 0, match.start()):
        # "the day after Boxing Day": the date given is the day meant, not the holiday's
        day += timedelta(days=1 if said == "after" else -1)
    # "on Boxing Day", "on Easter Monday", "at Christmas", "at Easter"
    one_day = "bank" in key or key.split()[-1] in _ONE_DAY_WORDS
    preposition = said if said in {"on", "at"} else "on" if one_day else "at"
    return _Span(f"{name}, {full_date(day)}", preposition, day, day + timedelta(days=1))


def _gone_for(match: re.Match[str], booked: bool, today: date, when: Callable[[int], date]) -> bool:
    """Whether a holiday "for" which something was done in the past tense is gone: not one
    an invitation is to ("has invited me to Luxembourg for Christmas"); for one booked ("We've
    booked a cottage for New Year"), the nearer of last year's and this year's."""
    this_year = when(today.year)
    ahead = this_year if this_year >= today else when(today.year + 1)
    behind = this_year if this_year < today else when(today.year - 1)
    if _INVITED_FOR.search(match.string, 0, match.start()):
        # to the coming one, unless the last was only just now ("We're in Luxembourg! My aunt
        # has invited us for Christmas", said on the 27th of December)
        return (today - behind).days <= _JUST_GONE_DAYS
    if not booked:
        return True
    return today - behind < ahead - today


# Words after a fronted holiday's subject that make it every year's ("Christmas Day we
# always go to Nan's"), or the subject's verb a "be" that makes it no day at all.
_EVERY_YEAR_AFTER: Final = frozenset(
    {"always", "usually", "normally", "never", "often", "tend", "tends", "is", "are", "am",
     "'s", "'re", "'m"}
)  # fmt: skip


def _fronted_holiday(match: re.Match[str]) -> bool:
    """Whether a holiday with no preposition opens its clause before a subject and its
    verb: "Boxing Day we walked up Pen y Fan", "New Year's Eve my brother proposed",
    "Easter Monday we're driving to Wales". Not "Christmas is my favourite" (no subject
    follows) nor "Christmas Day we always go to Nan's" (every year's)."""
    if match.group("prep") or match.group("holiday_the") or match.group("holiday_break"):
        return False
    text = match.string
    if _CLAUSE_OPENING.search(text, 0, match.start()) is None:
        return False
    found = _FRONTED_SUBJECT.match(text, match.end())
    if found is None:
        return False
    verb = found.group("verb")
    # a capital is a name after the subject ("my cousin Rhys swam"), not its verb
    habit = verb[:1].islower() and _present_simple(verb)
    return verb.lower() not in _EVERY_YEAR_AFTER and not habit


# Verbs after a fronted holiday's subject that say one day ahead, not a habit.
_ONE_DAY_AHEAD: Final = frozenset(
    {"will", "'ll", "shall", "would", "'d", "could", "can", "might", "may", "must", "should",
     "gonna"}
)  # fmt: skip


def _present_simple(verb: str) -> bool:
    """Whether ``verb`` is a present simple, which makes a fronted holiday every year's:
    "Boxing Day my mum does a massive buffet", "Twelfth Night we take the tree down". A
    past ("proposed", "swam") or a modal ("will") says one day."""
    past = verb in PAST_PARTICIPLES or verb in SIMPLE_PAST or verb.endswith("ed")
    return not past and verb not in _ONE_DAY_AHEAD


# A birth told with a day of the year: the birthday, with no year to give it.
_BORN: Final = re.compile(r"\bborn\s*$", re.IGNORECASE)


# The last word of a holiday's name that makes it one day, said with "on" ("on Boxing
# Day", "on Good Friday"); the rest take "at" ("at Christmas", "at Easter").
_ONE_DAY_WORDS: Final = frozenset({"day", "eve", "night", *_WEEKDAYS})


def _one_of(match: re.Match[str], kind: str, today: date, past: bool, booked: bool) -> str:
    """Which of its days "the bank holiday" or "half term" is: the one the modifier or the
    tense points to; something booked for it, the nearer either way."""
    mod = (match.group("holiday_mod") or "").lower()
    ahead = mod != "last" and (bool(mod) or not past)
    nearest = _nearest_of(match, kind, today, ahead, inclusive=mod != "next")
    if past and not mod and (match.group("prep") or "").lower() == "for" and booked:
        nearest = min(nearest, _nearest_of(match, kind, today, True, inclusive=True),
                      key=lambda found: abs(found[0] - today))  # fmt: skip
    return nearest[1]


def _shifted_from(day: date, shift: str | None, side: str | None) -> date:
    """The day, the Monday of the week or the Saturday of the weekend ``shift`` names on
    ``side`` of a holiday ("the Sunday before Christmas", "the week after Easter")."""
    if shift is None or side is None:
        return day
    after = side.lower() == "after"
    unit = shift.lower()
    if unit in {"day", "night"}:
        return day + timedelta(days=1 if after else -1)
    if unit == "week":
        return _monday(day) + timedelta(days=7 if after else -7)
    target = 5 if unit == "weekend" else _weekday_index(unit)
    if after:
        return day + timedelta(days=(target - day.weekday()) % 7 or 7)
    if unit == "weekend":  # the Saturday of the last whole weekend before the day
        return day - timedelta(days=((day.weekday() + 1) % 7 or 7) + 1)
    return day - timedelta(days=(day.weekday() - target) % 7 or 7)


def _beside_holiday(unit: str, side: str, name: str, day: date) -> _Span:
    """The span of "the week before Christmas" or "the Sunday after Easter", from the day
    :func:`_shifted_from` gave."""
    if unit == "week":
        return _Span(f"the week {side} {name}, the week of {full_date(day)}", "in", day,
                     day + timedelta(days=7))  # fmt: skip
    if unit == "weekend":
        return _Span(f"the weekend {side} {name}, the weekend of {full_date(day)}", "on", day,
                     day + timedelta(days=2))  # fmt: skip
    said = unit if unit in {"day", "night"} else _WEEKDAYS[_weekday_index(unit)].capitalize()
    return _Span(f"the {said} {side} {name}, {full_date(day)}", "on", day, day + timedelta(1))


_THE_DAY: Final = re.compile(r"\bthe\s+(?:very\s+)?day\s+$", re.IGNORECASE)


# -- the weekday a day was said by --------------------------------------------------------
#
# "Kaloyan turned ten on Tuesday" is formed as "... on 3 September 2024 (2024-09-03)", which
# no longer meets a question about "Tuesday", nor gives it as the answer to "when?". So once a
# fact is formed, a day it writes in full gets its weekday back when the turn said that
# weekday of that day: "on Tuesday, 3 September 2024 (2024-09-03)". It is added last, so that
# no rule reads it. A day the turn wrote by its number ("for 7 June", "since the 3rd") was not
# told by the weekday, so it keeps its plain form even when the turn says "Friday" of
# something else, unless the weekday stands beside the number ("Monday the 8th").

_WRITTEN_DAY: Final = re.compile(
    rf"(?<![\w-])\d{{1,2}} (?:{'|'.join(MONTHS)}) \d{{4}} \((?P<iso>\d{{4}}-\d{{2}}-\d{{2}})\)"
)
# A weekday said in full or short ("tues", "sat"); a plural ("on Fridays") is a habit, no day.
_SAID_WEEKDAY: Final = re.compile(
    rf"(?<![\w'-])(?:{WEEKDAY}|{SHORT_WEEKDAY})(?![\w'-])", re.IGNORECASE
)
# "sat"/"sun" as a verb or a noun ("we sat out", "the sun"), not the day: the word before says.
_SAT_OR_SUN_AS_WORD: Final = re.compile(
    r"(?:\b(?:i|we|he|she|they|you|who|the|a|and|just|had|have|has|was|were|in)\s+)"
    r"(?:sat|sun)\.?$",
    re.IGNORECASE,
)
# A weekday that opens a title ("watched Friday Night Lights"): capitalised words follow and
# no word of time goes before. "on Saturday Ann came" keeps its day.
_TITLE_AFTER: Final = re.compile(rf"\s+(?!(?:{'|'.join(MONTHS)})\b)[A-Z][a-z]+")
_TIME_WORD_BEFORE: Final = re.compile(
    r"\b(?:on|last|next|this|since|till|until|by|from|that|every|before|after)\s+$",
    re.IGNORECASE,
)
# A quoted stretch: a weekday inside it is part of a name or a title.
_QUOTED: Final = re.compile(r"\"[^\"\n]{0,200}\"|\u201c[^\u201d\n]{0,200}\u201d")
# The day of the month written beside the weekday: "Monday, 8 May", "Monday the 8th".
_DAY_BESIDE: Final = re.compile(
    r",?\s+(?:the\s+)?(?P<day>\d{1,2})(?:st|nd|rd|th)?\b", re.IGNORECASE
)
_NAMED_BEFORE: Final = re.compile(rf"(?:{WEEKDAY}),\s*$", re.IGNORECASE)
# "in the week of 22 April 2024": the day a week or weekend starts on, which no weekday told.
_SPAN_START: Final = re.compile(r"\b(?:week|weekend|fortnight)\s+of\s+$", re.IGNORECASE)
# A day of the month written by its number: "7 June", "June 7th", "the 3rd".
_NUMBERED_DAY: Final = re.compile(
    rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH})\b"
    rf"|\b(?:{MONTH})\s+(?P<after>\d{{1,2}})(?:st|nd|rd|th)?\b"
    r"|\bthe\s+(?P<nth>\d{1,2})(?:st|nd|rd|th)\b",
    re.IGNORECASE,
)


def _said_weekdays(said: str) -> tuple[set[int], set[tuple[int, int]]]:
    """The weekdays ``said`` names as days, and (weekday, day of month) pairs it writes
    side by side."""
    quoted = [m.span() for m in _QUOTED.finditer(said)]
    bare: set[int] = set()
    beside: set[tuple[int, int]] = set()
    for m in _SAID_WEEKDAY.finditer(said):
        if any(a <= m.start() < b for a, b in quoted):
            continue
        if _SAT_OR_SUN_AS_WORD.search(said, max(0, m.start() - 8), m.end()):
            continue
        before = said[max(0, m.start() - 12) : m.start()]
        if _TITLE_AFTER.match(said, m.end()) and not _TIME_WORD_BEFORE.search(before):
            continue
        index = _weekday_index(m.group())
        bare.add(index)
        if (written := _DAY_BESIDE.match(said, m.end())) is not None:
            beside.add((index, int(written["day"])))
    return bare, beside


def weekday_named(fact: str, said: str) -> str:
    """``fact`` with each day it writes in full preceded by its weekday, when ``said`` (the
    turn the fact was formed from) told that day by its weekday, in full or short ("tues",
    "sat"), and not by its number."""
    bare, beside = _said_weekdays(said)
    if not bare:
        return fact
    numbered = {int(m["day"] or m["after"] or m["nth"]) for m in _NUMBERED_DAY.finditer(said)}

    def with_weekday(match: re.Match[str]) -> str:
        day = date.fromisoformat(match.group("iso"))
        by_weekday = day.weekday() in bare and day.day not in numbered
        said_so = by_weekday or (day.weekday(), day.day) in beside
        before = fact[max(0, match.start() - 30) : match.start()]
        if not said_so or _NAMED_BEFORE.search(before) or _SPAN_START.search(before):
            return match.group()
        return f"{_WEEKDAYS[day.weekday()].capitalize()}, {match.group()}"

    return _WRITTEN_DAY.sub(with_weekday, fact)

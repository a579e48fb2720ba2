"""How long the speaker has done or been something, said as a fragment without "I".

Chat says "11 years as a radiographer", "six years on the stall at the market now",
"been teetotal for nine years", or, asked "so you're leaving Lyon for good?", "11 years
there". Each such sentence is put back in the first person ("I've been a radiographer for
11 years", "I lived in Lyon for 11 years") so the rest of the extractor reads it as it
reads the full statement. Only sentences that open on the duration (or on "been") count,
and only when what follows it is a job, a place or a state, with nothing after it but a
comma or the sentence's end: "Eight years at the bakery taught me patience" has a verb
of its own, and stays as written. A place needs a word that the time goes on ("now",
"and counting", "this month"); a list of stints ("5 years in Canada, 3 in Texas") or a
turn that says the time is over ("retired in March") puts it in the past ("I was ...").

The same CV-like shorthand says more without "I": "degree from the TU in Graz" ("I have
a degree ..."), "dutch native, french fluent, italian B1" ("I'm a native Dutch speaker.
I'm fluent in French. My Italian is at B1"), "no cider since February" ("I've had no
cider since February"). None of it is read when the turn before asks about someone
else, or the sentence before names someone or something the fragment may be about
("My parents? Married for 40 years.", "The boiler? Been broken for months.")."""

from __future__ import annotations

import re
from typing import Final

from ...dates import MONTHS
from .context import SENTENCE_END
from .lexicon import (
    COUNTRIES,
    DEMONYMS,
    IRREGULAR_PAST,
    JOBS,
    RELATIVES,
    YOU,
    alternation,
    sentence_opening,
    word_set,
)

__all__ = ["plain_durations"]

_START: Final = sentence_opening(
    "well oh so honestly and ok okay yes yeah yep yup ha haha lol wow god jeez"
)
_NUMBER: Final = (
    r"(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen"
    r"|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty"
    r"|(?:twenty|thirty|forty)[- ](?:one|two|three|four|five|six|seven|eight|nine))"
)
_ABOUT: Final = (
    r"(?:(?:almost|nearly|over|about|around|roughly|just\s+over|just\s+under|more\s+than"
    r"|well\s+over|getting\s+on\s+for)\s+)?"
)
_SPAN: Final = rf"{_ABOUT}{_NUMBER}\s+(?:years?|yrs|months?|weeks?|decades?)"
# What may follow the place or job: "now", "and counting", "this month" (an anniversary,
# left out), then a comma, a dash or the sentence's end.
# "in March" is the anniversary's month, kept: it dates the start ("Eight years at the
# bell foundry in March").
_TAIL: Final = (
    r"(?P<tail>(?:\s+(?:now|and\s+counting|so\s+far|(?:this|last)\s+(?:month|year|week|spring"
    rf"|summer|autumn|winter)|today|(?:in|this)\s+(?:{alternation(m.lower() for m in MONTHS)})))*)"
)
_END: Final = r"(?P<end>\s*,(?=\s)|(?=\s*(?:[;.!?…]|\s[-–—]\s|$)))"
_WHAT: Final = r"(?P<what>[\w'&-]+(?:\s+[\w'&-]+){0,5}?)"

# "11 years as a radiographer", "six years on the stall at Kirkgate Market this month"
_SPAN_FIRST: Final = re.compile(
    rf"{_START}(?P<span>{_SPAN})(?P<now>\s+now)?,?\s+(?P<prep>as|at|on|in)\s+{_WHAT}{_TAIL}{_END}",
    re.IGNORECASE,
)
# "been teetotal for nine years", "vegan for five years now"
_BEEN_FOR: Final = re.compile(
    rf"""{_START}(?P<been>been\s+)?{_WHAT}\s+(?P<span>(?:for\s+{_SPAN}|since\s+(?:19|20)\d\d))
    {_TAIL}{_END}""",
    re.IGNORECASE | re.VERBOSE,
)
# "Eighteen years I've been an auctioneer", "eleven years i've been grinding knives now": the
# duration put first, before who has been what
_SPAN_BEFORE_BEEN: Final = re.compile(
    rf"""{_START}(?P<span>{_SPAN})(?P<now>\s+now)?,?\s+(?P<who>i(?:'ve|\s+have)|(?:she|he)(?:'s|\s+has)
    |we(?:'ve|\s+have))\s+been\s+(?P<what>[^.!?,;]+?)(?:\s+now)?(?=\s+(?:and|but|so)\s|[,;.!?]|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "11 years there", after a prompt that names one place
_THERE: Final = re.compile(
    rf"{_START}(?P<span>{_ABOUT}{_NUMBER}\s+(?:years?|decades?))\s+there(?:\s+now)?{_END}",
    re.IGNORECASE,
)

# "degree from the FH in Wels", "masters from UCL": a qualification, said without "I have"
_DEGREE: Final = re.compile(
    rf"""{_START}(?P<degree>(?:a\s+)?(?:degree|masters|master's|phd|doctorate|diploma|bachelor's)
    (?:\s+in\s+[\w'-]+(?:\s+[\w'-]+){{0,2}}?)?)\s+from\s+{_WHAT}{_END}""",
    re.IGNORECASE | re.VERBOSE,
)
# "german native, english fluent, portuguese A2 now": languages, each with how well
_LANGUAGE_LIST: Final = re.compile(
    rf"""{_START}(?P<list>{{item}}(?:,\s+{{item}})*)(?=\s*(?:[.!;]|$))""".replace(
        "{item}",
        r"(?:[\w-]+)\s+(?:native|fluent|[ABC][12])(?:\s+now)?",
    ),
    re.IGNORECASE | re.VERBOSE,
)
_LANGUAGE_ITEM: Final = re.compile(
    r"(?P<language>[\w-]+)\s+(?P<level>native|fluent|[ABC][12])(?P<now>\s+now)?", re.IGNORECASE
)
_LANGUAGES: Final = word_set(
    """english german french spanish portuguese italian dutch polish russian chinese
    mandarin cantonese japanese korean arabic greek turkish swedish norwegian danish
    finnish czech slovak hungarian romanian bulgarian ukrainian croatian serbian welsh
    irish hindi urdu bengali hebrew catalan basque icelandic latvian lithuanian estonian
    vietnamese thai indonesian malay tagalog swahili persian farsi""",
    None,
)

# "No port since March": something given up, said without "I've had"; since a month or a
# year only (a day is no habit, and "since Christmas" would need its year).
_GIVEN_UP: Final = word_set(
    """alcohol booze drink wine beer port whisky whiskey gin vodka cider rum cigarettes
    cigs fags smokes sugar chocolate crisps sweets meat caffeine coffee takeaways
    takeaway""",
    None,
)
_NONE_SINCE: Final = re.compile(
    rf"""{_START}(?P<no>no)\s+(?P<thing>{alternation(_GIVEN_UP)})\s+since\s+
    (?P<when>(?:{alternation(m.lower() for m in MONTHS)}|(?:19|20)\d\d|last\s+(?:month|year)))
    (?P<tail>)(?P<end>\s*,(?=\s)|(?=\s*(?:[;.!?…]|\s[-–—]\s|$)))""",
    re.IGNORECASE | re.VERBOSE,
)

# States someone is in for years, that may go without "been": "vegan for five years".
_STATES: Final = word_set(
    """vegan vegetarian veggie pescatarian teetotal sober clean celibate married single
    divorced widowed engaged retired self-employed freelance unemployed diabetic
    smoke-free alcohol-free gluten-free dairy-free""",
    None,
)
_STATE_ADVERBS: Final = word_set("fully completely totally happily strictly mostly", None)
# Things done for years that need nothing after them: "been climbing for five years".
_HABITS: Final = word_set(
    """running climbing swimming cycling knitting painting drawing boxing dancing skating
    surfing sailing fishing rowing coding teaching nursing smoking vaping drinking
    gardening baking skiing snowboarding lifting meditating volunteering freelancing
    busking""",
    None,
)
# Fields of work said with "in": "twenty years in retail".
_FIELDS: Final = word_set(
    """nursing teaching retail finance banking insurance hospitality construction sales
    marketing healthcare tech it education publishing journalism law medicine pharma
    logistics recruitment catering accountancy advertising engineering research
    academia""",
    None,
)
# After "been", what says no state or place of the speaker's own ("been away", "been
# here", "been together": with whom?).
_NOT_STATES: Final = word_set(
    """here there away together friends busy ill sick off out up down gone so too tired
    sorry quiet back home around about on at in it that this waiting trying meaning
    going doing saying thinking looking wondering hoping planning putting""",
    None,
)
# Words that give what follows the duration a verb or a subject of its own ("... taught
# me a lot", "... was great"), or point at something said elsewhere.
_VERB_OR_PRONOUN: Final = word_set(
    """is are was were be been has have had do does did will would can could should
    went made taught flew gave me you him her us them it they he she i we this that
    these those there here what which who and or but if when because so then""",
    None,
)
# "at the most", "in a row", "on the trot": a measure, not a place or job.
_NOT_PLACE_NOUNS: Final = word_set(
    """most least latest earliest very end future past making meantime moment time rate
    row trot same outside inside start beginning way total advance least whole top bottom
    back front""",
    None,
)
_MONTH_OR_DAY: Final = frozenset(m.lower() for m in MONTHS) | word_set(
    "monday tuesday wednesday thursday friday saturday sunday christmas easter", None
)
_PLACE_ARTICLES: Final = word_set("the my our", None)
_OWNED: Final = word_set("the a an my our", None)
# Words that say the duration is over: "retired last year. 30 years as a nurse."
_OVER: Final = re.compile(
    r"""\b(?:retir\w*|left\s+(?:my|the|in|last|on|for)|leaving|quit(?:s|ting)?|gave\s+up|stopped
    |former|ex-|used\s+to|for\s+good|moved\s+(?:away|out|on)|moving\s+(?:away|out|on)
    |goodbye|farewell|last\s+day|handed\s+in|redundan\w*|back\s+then|before\s+that
    |back\s+home)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# A prompt about someone else: "how long has your dad been at Siemens?".
_ABOUT_OTHER: Final = re.compile(
    rf"""\b(?:he|she|they|him|her|his|their|them|he's|she's|they're|theirs|hers)\b
    |\byour\s+(?:[\w-]+\s+)?(?:{alternation(RELATIVES | word_set("friend mate boss", None))})\b
    |\b(?:does|did|is|has|was|have)\s+(?-i:[A-Z])[\w'-]+\b""",
    re.IGNORECASE | re.VERBOSE,
)
_WORD: Final = re.compile(r"[\w'&.-]+")


def plain_durations(text: str, prompt: str | None = None, earlier: str | None = None) -> str:
    """``text`` with each sentence that tells how long the speaker has done or been
    something without saying "I" put in the first person; ``prompt``, the turn before,
    gives the place an "11 years there" is about (with ``earlier``, the turn before it),
    and when it asks about someone else the durations are theirs and the text stays as
    written."""
    low = text.lower()
    if "going on " in low or "getting on for " in low:
        text = _GOING_ON.sub(_going_on, text)
    if " been " in low:
        text = _SPAN_BEFORE_BEEN.sub(_span_before_been, text)
    if prompt and " there" in low:
        place, left = _place_asked(prompt, earlier)
        if place is not None:
            verb = "I lived" if left else "I've lived"
            text = _THERE.sub(lambda m: f"{verb} in {place} for {_span(m)}{_close(m)}", text)
    if prompt and (_about_someone(prompt) or _told_of_someone(prompt, earlier)):
        return text
    over = prompt is not None and _OVER.search(prompt) is not None
    if " as " in low or " at " in low or " on " in low or " in " in low:
        text = _SPAN_FIRST.sub(lambda m: _span_first(m, over), text)
    if " for " in low or " since " in low:
        text = _BEEN_FOR.sub(lambda m: _been_for(m, over), text)
    if " from " in low:
        text = _DEGREE.sub(_degree, text)
    if "no " in low and " since " in low:
        text = _NONE_SINCE.sub(_none_since, text)
    if " native" in low or " fluent" in low or re.search(r"\s[abc][12]\b", low):
        text = _LANGUAGE_LIST.sub(_languages, text)
    return text


# "I've been the organist there going on twelve years now": how long, said after what the
# speaker has been -> "... for nearly twelve years", so it never reads as part of the post.
_GOING_ON: Final = re.compile(
    rf"""(?P<been>\b(?:been|'ve\s+been|has\s+been)\s[^.!?;]*?),?\s+(?:going|getting)\s+on
    (?:\s+for)?\s+(?P<span>{_NUMBER}\s+(?:years?|yrs|months?|decades?))(?:\s+now)?\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _span_before_been(match: re.Match[str]) -> str:
    lead = match.group()[: match.start("span") - match.start()]
    who = match.group("who")
    who = "I" + who[1:] if who[:1] == "i" else who[:1].upper() + who[1:]
    return f"{lead}{who} been {match.group('what')} for {_span(match)}"


def _going_on(match: re.Match[str]) -> str:
    return f"{match.group('been')} for nearly {match.group('span')}"


def _none_since(match: re.Match[str]) -> str:
    if _someone_before(match):
        return match.group()
    lead = match.string[match.start() : match.start("no")]
    thing, when = match.group("thing", "when")
    return f"{lead}I've had no {thing.lower()} since {' '.join(when.split())}{_close(match)}"


def _degree(match: re.Match[str]) -> str:
    where = match.group("what")
    words = where.split()
    if len(words) > 5 or any(w.lower() in _VERB_OR_PRONOUN | IRREGULAR_PAST for w in words):
        return match.group()  # "degree from Leeds got me nowhere": a clause of its own
    degree = " ".join(match.group("degree").split())
    degree = degree[:1].lower() + degree[1:]
    if not degree.lower().startswith("a "):
        degree = f"a {degree}"
    degree = re.sub(r"\bphd\b", "PhD", degree, flags=re.IGNORECASE)
    lead = match.group()[: match.start("degree") - match.start()]
    return f"{lead}I have {degree} from {where}{_close(match)}"


def _languages(match: re.Match[str]) -> str:
    """ "german native, english fluent, portuguese A2 now" -> "I'm a native German
    speaker. I'm fluent in English. My Portuguese is at A2 now"; as written unless every
    item names a language."""
    items = list(_LANGUAGE_ITEM.finditer(match.group("list")))
    if not items or any(i.group("language").lower() not in _LANGUAGES for i in items):
        return match.group()
    said: list[str] = []
    for item in items:
        language = item.group("language").capitalize()
        level = item.group("level")
        if level.lower() == "native":
            said.append(f"I'm a native {language} speaker")
        elif level.lower() == "fluent":
            said.append(f"I'm fluent in {language}")
        else:
            said.append(f"My {language} is at {level.upper()}{' now' if item.group('now') else ''}")
    lead = match.group()[: match.start("list") - match.start()]
    return lead + ". ".join(said)


def _about_someone(prompt: str) -> bool:
    """Whether the last sentence of ``prompt`` is about someone else: a "he", "your dad",
    or a name ("how's Tom?", "how long has Ana been there?")."""
    last = SENTENCE_END.split(prompt.strip())[-1]
    return _ABOUT_OTHER.search(last) is not None or _names_someone(last)


# "she finally retired last month": a clause about someone else, "he"/"she" opening it.
_THIRD_OPENING: Final = re.compile(
    r"(?:^|[,;:]\s+|\b(?:and|but|so|oh)\s+)(?:he|she|they)(?:['’](?:s|d|ve|re|ll))?\s",
    re.IGNORECASE,
)


def _told_of_someone(prompt: str, earlier: str | None) -> bool:
    """Whether the question ``prompt`` asks no "you" and ``earlier`` (the answerer's own
    turn before it) ended on someone else's news: "Oh, and she retired last month." -
    "After how many years?" - "Thirty years as a midwife" is her span, not the speaker's."""
    if earlier is None or YOU.search(prompt) is not None:
        return False
    last = SENTENCE_END.split(earlier.strip())[-1] or earlier
    return _THIRD_OPENING.search(last.strip()) is not None


def _names_someone(sentence: str) -> bool:
    """Whether ``sentence`` has a capitalised word inside it that may name a person: not
    "I", a language, a country, a month, or a word after "in", "at", "from"."""
    return any(
        m.start() > 0
        and m.group() != "I"
        and not m.group().startswith("I'")
        and m.group().lower() not in _NOT_PEOPLE
        and not _PLACE_BEFORE.search(sentence, 0, m.start())
        for m in _CAPITAL_WORD.finditer(sentence)
    )


# Capitalised words that name no one: languages, nationalities, countries, months.
_NOT_PEOPLE: Final = DEMONYMS | COUNTRIES | _MONTH_OR_DAY | word_set("ok okay cv", None)
# "in European Portuguese", "at Siemens", "from Lyon": a place or a thing, not a person.
_PLACE_BEFORE: Final = re.compile(
    r"\b(?:in|at|from|to|for|into|near|about)\s+(?:(?-i:[A-Z])[\w'-]*\s+)*$", re.IGNORECASE
)


def _span(match: re.Match[str]) -> str:
    span = " ".join(match.group("span").split())
    return span[:1].lower() + span[1:]


def _close(match: re.Match[str]) -> str:
    """A full stop where a comma went on after the duration: the rest of the sentence
    ("the last 6 doing CT", "still can't order a coffee") is a clause of its own."""
    return "." if "," in (match.group("end") or "") else ""


def _tail(match: re.Match[str]) -> str:
    """ "now", "and counting", "so far" after the duration; an anniversary ("this month")
    is left out, the duration says it."""
    words = " ".join(match.group("tail").split()).lower()
    if "now" in match.groupdict() and match.group("now"):
        words += " now"
    month = next((m for m in MONTHS if f" {m.lower()}" in f" {words}"), None)
    kept = "".join(f" {kept}" for kept in ("now", "and counting", "so far") if kept in words)
    return kept + (f" in {month}" if month else "")


def _span_first(match: re.Match[str], over: bool) -> str:
    if _someone_before(match):
        return match.group()
    over = _is_over(match, over)
    prep = match.group("prep").lower()
    what = match.group("what")
    if prep == "as":
        said = _as_job(what)
    else:
        said = f"{prep} {what}" if _place_or_field(prep, what) else None
    if said is None:
        return match.group()
    if not over and prep != "as" and not (match.group("tail").strip() or match.group("now")):
        return match.group()  # "Three years at Leeds, best time of my life": then or now?
    lead = match.group()[: match.start("span") - match.start()]
    span = _span(match)
    if over:
        return f"{lead}I was {said} for {span}{_close(match)}"
    return f"{lead}I've been {said} for {span}{_tail(match)}{_close(match)}"


# After the duration, another one or "then": a list of stints, the first of them over
# ("5 years in Canada, 3 in the States, now back home").
_SEQUENCE: Final = re.compile(
    rf"\W*(?:then\b|before\s+that\b|after\s+that\b|{_NUMBER}\s+(?:more\s+)?(?:years?\s+)?(?:in|at|on|as)\b)",
    re.IGNORECASE,
)
# In the sentence before, someone else the duration may be about: "My parents? Married
# for 40 years.", "Tomasz. Eleven years as a pilot."
_OTHERS: Final = RELATIVES | word_set("friend friends mate boss neighbour", None)
_SOMEONE_ELSE: Final = re.compile(
    rf"""\b(?:he|she|they|his|her|their|he's|she's|they're)\b
    |\b(?:my|our)\s+(?:[\w-]+\s+)?(?:{alternation(_OTHERS)})\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _is_over(match: re.Match[str], asked_over: bool) -> bool:
    """Whether the duration ``match`` tells is over: a "now" or "and counting" after it
    says not; else the prompt (``asked_over``), the sentence itself or the one before it
    ("retired last year. 30 years as a nurse."), or another stint after it, says so."""
    if match.group("tail") and re.search(r"\b(?:now|and\s+counting)\b", match.group("tail"), re.I):
        return False
    if "now" in match.groupdict() and match.group("now"):
        return False
    if asked_over or _SEQUENCE.match(match.string, match.end()) is not None:
        return True
    stops = [at for mark in ".!?" if (at := match.string.find(mark, match.end())) >= 0]
    sentence = match.string[match.start() : min(stops) if stops else len(match.string)]
    before = _last_sentence(match.string[: match.start()].rstrip())
    return _OVER.search(f"{before} {sentence}") is not None


def _last_sentence(before: str) -> str:
    """The last sentence of ``before``, found from its end (not by splitting it all)."""
    end = len(before)
    while (mark := max(before.rfind(m, 0, end) for m in ".!?")) >= 0:
        if mark + 1 < len(before) and before[mark + 1].isspace():
            return before[mark + 1 :].lstrip()
        end = mark
    return before


def _someone_before(match: re.Match[str]) -> bool:
    """Whether the sentence before the one ``match`` opens names someone or something
    else the duration may be theirs: a "he", "my parents", "the boiler?", or a name."""
    before = match.string[: match.start()].rstrip()
    if not before:
        return False
    last = _last_sentence(before)
    if _TOPIC.match(last):
        return True  # "The boiler? Been broken for months.": about the thing named
    return _SOMEONE_ELSE.search(last) is not None or _names_someone(last)


# A thing or person named alone before: "The boiler?", "my car.", "Our Tomasz!"
_TOPIC: Final = re.compile(
    r"^\W*(?:the|my|our|his|her|their|that|this)\s+(?:[\w'-]+\s+){0,2}[\w'-]+\W*$", re.IGNORECASE
)


def _as_job(what: str) -> str | None:
    """ "a radiographer" for "a radiographer" or "radiographer" after "as"; None for
    anything but a job ("as a joke", "as a family")."""
    parts = re.split(r"\s+(at|for|with|on|in)\s+", what, maxsplit=1)  # "... on Zomba Plateau"
    head, at, where = [*parts, "", ""][:3]
    if at and not _place_or_field(at, where):
        return None  # "as a carer for my mum": for whom, not where
    words = head.split()
    article = words[0].lower() in {"a", "an", "the"}
    noun = words[1:] if article else words
    if not noun or len(noun) > 3 or not _is_job(" ".join(noun)):
        return None
    if any(w.lower() in _VERB_OR_PRONOUN for w in noun):
        return None
    return what  # "as headteacher": said as a title, kept so


# Endings of the names of trades and professions not in JOBS: "radiographer",
# "headteacher", "sonographer", "dermatologist".
_JOB_ENDINGS: Final = ("grapher", "ologist", "ician", "teacher", "worker", "smith", "maker",
                       "wright", "keeper", "monger", "nurse", "engineer", "therapist",
                       "technician", "assistant", "manager", "officer", "driver", "lookout",
                       "collector", "guard", "ranger", "clerk")  # fmt: skip


def _is_job(words: str) -> bool:
    parts = words.lower().split()
    if not parts:
        return False
    last = parts[-1]
    return (
        " ".join(parts[-2:]) in JOBS
        or last in JOBS
        or (last.endswith("s") and last[:-1] in JOBS)
        or last.endswith(_JOB_ENDINGS)
    )


def _place_or_field(prep: str, what: str) -> bool:
    """Whether ``what`` after ``prep`` names where the speaker has been: "the stall at
    Kirkgate Market", "Siemens", "Lyon", "the Navy", "retail" (after "in")."""
    words = what.split()
    lows = [w.lower() for w in words]
    if any(w in _VERB_OR_PRONOUN or w in IRREGULAR_PAST for w in lows):
        return False
    if any(w.endswith("ed") and not w[:1].isupper() for w in words[1:]):
        return False  # "the bakery finished me": a verb of its own
    if lows[0] in _PLACE_ARTICLES:
        return len(lows) > 1 and lows[1] not in _NOT_PLACE_NOUNS and not lows[1].isdigit()
    if prep == "in" and len(lows) == 1 and lows[0] in _FIELDS:
        return True
    # a name: every word capitalised, or joined by "of" ("University of Leeds")
    if not all(w[:1].isupper() or w in {"of", "de", "and", "&"} for w in words):
        return False
    return lows[0] not in _MONTH_OR_DAY and not lows[0].isdigit()


def _been_for(match: re.Match[str], over: bool) -> str:
    what = " ".join(match.group("what").split())
    been = match.group("been") is not None
    over = _is_over(match, over)
    if over and not been:
        return match.group()  # "vegan for five years, then I gave up": not now
    words = what.split()
    if not _state(words, been=been):
        return match.group()
    if not been:
        what = what[:1].lower() + what[1:]  # "Vegan for five years": the sentence's capital
        if words[-1].lower() not in _STATES:
            # a job: "A nurse for 20 years" may be a career over, unless "now" says not
            if not _tail(match):
                return match.group()
            if words[0].lower() not in {"a", "an"}:
                what = f"{'an' if what[:1] in 'aeiou' else 'a'} {what}"  # "Nurse for 20 years"
    if _someone_before(match):
        return match.group()
    lead = match.group()[: match.start("been" if been else "what") - match.start()]
    return f"{lead}I've been {what} {_span(match)}{_tail(match)}{_close(match)}"


def _state(words: list[str], been: bool) -> bool:
    """Whether ``words`` (before "for <duration>") say a state, job, place or habit of the
    speaker's: "teetotal", "a nurse", "in Leipzig", "climbing". Without "been" before them
    only a state from :data:`_STATES` or a job counts."""
    lows = [w.lower() for w in words]
    if not lows or any(w in _VERB_OR_PRONOUN for w in lows):
        return False
    if been and len(words) > 1 and lows[0] in {"in", "at", "on"}:
        return _place_or_field(lows[0], " ".join(words[1:]))  # "been in Leipzig"
    if been and len(words) > 1 and lows[0] == "with":
        return all(w[:1].isupper() for w in words[1:])  # "been with Tom", "with Siemens"
    while lows and lows[0] in _STATE_ADVERBS:
        lows = lows[1:]
    if not lows:
        return False
    first = lows[0]
    if lows[0] in {"a", "an"}:
        return len(lows) <= 4 and _is_job(" ".join(lows[1:]))
    if len(lows) == 1 and first in _STATES:
        return True
    if not been:
        return len(lows) <= 2 and _is_job(" ".join(lows))  # "Nurse for 20 years"
    if first in _NOT_STATES:
        return False
    if len(lows) == 1:
        return first in _HABITS  # not "been broken": the boiler may be
    if first == "married" and lows[1] == "to":
        return True
    if first.endswith("ing") and len(words) <= 4:
        # "learning Portuguese", "running the shop": a habit with what it is done to; not
        # "running fine", "trying to", "doing this"
        return words[1][:1].isupper() or (lows[1] in _OWNED and len(lows) > 2)
    return False


_ASKED_PLACE: Final = re.compile(
    r"""\b(?P<how>leaving|left|leave|(?:moving|moved|move)\s+(?:away\s+)?from
    |(?:live|living|lived)\s+in)\s+
    (?P<place>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+){0,2}
    |(?-i:[^\W\d_A-Z])[\w'-]+(?=\s+for\s+good|\s+now|\s+then|\s*[?.!,]|\s*$))""",
    re.IGNORECASE | re.VERBOSE,
)
_CAPITAL_WORD: Final = re.compile(r"(?<![\w'-])(?-i:[A-Z])[\w'-]*")
# Words that make "leaving X" a job left rather than a home.
_WORK_WORDS: Final = re.compile(
    r"\b(?:job|work|company|firm|boss|colleagues?|office|team|employer|notice|resign\w*|career)\b",
    re.IGNORECASE,
)
# Words that say a move of home: "found a flat in Wilda", "packing boxes".
_MOVE_WORDS: Final = re.compile(
    r"""\b(?:flat|house|apartment|move|moving|moved|packing|boxes|removals?|relocat\w*
    |emigrat\w*|abroad|new\s+city|new\s+country)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# What follows "live in", "leaving" that is no place ("live in hope", "leaving home").
_NOT_PLACES: Final = word_set(
    """a an the my your our his her their this that it them him us me here there home
    town city halls digs sin hope fear denial peace luxury poverty school uni college
    work job everything everyone anything something""",
    None,
)


def _place_asked(prompt: str, earlier: str | None) -> tuple[str | None, bool]:
    """The one place ``prompt`` asks about the speaker's living in or leaving ("so you're
    leaving Lyon for good?"), and whether the speaker's time there is over; None when it
    names no place, or more than one capitalised name, or may be a job left. Leaving a
    place counts when it is a country, when the prompt or ``earlier`` (the turn before
    it) speaks of a move, or, for a capitalised name, when it is left "for good"."""
    found = list(_ASKED_PLACE.finditer(prompt))
    if len(found) != 1 or _WORK_WORDS.search(prompt):
        return None, False
    place = found[0].group("place")
    if place.lower() in _NOT_PLACES:
        return None, False
    sentences = SENTENCE_END.split(prompt.strip())
    names = {
        m.group()
        for sentence in sentences
        for m in _CAPITAL_WORD.finditer(sentence)
        if m.start() > 0 and m.group() != "I" and not m.group().startswith("I'")
    }
    if names - set(place.split()):
        return None, False  # another name: "there" may be either
    named = place[:1].upper() + place[1:]  # "wrocław", typed in lower case
    how = found[0].group("how").lower()
    if how.startswith("liv"):
        return named, how == "lived in"
    moved = _MOVE_WORDS.search(f"{prompt} {earlier or ''}") is not None
    capital_for_good = place[:1].isupper() and "for good" in prompt.lower()
    if not (place.lower() in COUNTRIES or moved or capital_for_good):
        return None, False  # "leaving Harlow?": a home, or a job or a school
    return named, True

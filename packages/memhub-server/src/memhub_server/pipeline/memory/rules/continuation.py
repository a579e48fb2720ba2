"""Clauses that leave out who they are about, or put the speaker in the object.

Chat drops the subject once it is clear: "I broke my ankle. tripped over a root on
Tuesday", "got a little flat on Mill Lane, moved in last week". A clause that opens on a
past verb takes the subject of the clause before it in the same turn, when that one was
the speaker ("I") or the speaker's group ("we"), or the speaker when the turn opens on it
(:func:`with_subjects`). Such a clause after someone else's ("my grandad was ill for
ages. passed on Wednesday") is theirs, and says nothing of the speaker.

Something other than the speaker acting on them ("the museum asked me to run a
workshop", "a collector bought my guitar on Friday") is a fact about the speaker: the
clause is turned round so the speaker leads it ("I was asked by the museum to run a
workshop"), which is what the rest of the extractor reads (:func:`speaker_led`).

:func:`complete_alone` names the verbs that say all they mean with only a time after
them ("<S> died in November", "<S> retired on Friday").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .context import SENTENCE_END
from .dates import HOLIDAYS
from .done_or_had import done_or_had
from .lexicon import (
    BODY_PARTS,
    FIGURATIVE_THINGS,
    GIVEN_UP,
    IRREGULAR_PAST,
    JOB_VERBS,
    KIN_EXTRA,
    LAUGH,
    MONEY_WORDS,
    MONTH,
    PETS,
    RELATIVES,
    ROLES,
    SHORT_WEEKDAY,
    SIMPLE_PAST,
    WEEKDAY,
    alternation,
    word_set,
)
from .person import LEADING_TIME, SUBJECT

__all__ = ["complete_alone", "fragments_joined", "speaker_led", "with_subjects"]


# --- a subject left out ---------------------------------------------------------------

# Words that may come before the verb of a clause that leaves its subject out.
# ("ya sold it weds", "na gave the chooks to mum": a yes or a no answering before it.)
_LINKS: Final = word_set("and so but plus oh well anyway yes yeah ya yep no nah na nope", None)
_LEADS: Final = _LINKS | word_set(
    """then also just finally actually honestly basically literally eventually recently
    luckily thankfully somehow still probably definitely""",
    None,
)
# Past forms that are also the plain verb ("put it on the list", "let me know", "read
# this"): as the first word they are as likely an instruction as a report. "hurt" and
# "quit" count before "my" ("hurt my back", "quit my job").
_LIKE_PLAIN: Final = word_set(
    """put cut set let hit shut bet burst split spread cost read upset hurt quit lay bid
    fit rid cast""",
    None,
)
_PAST_BEFORE_MY: Final = word_set("hurt quit cut", None)
# What follows a participle that opens a phrase ("built in 1890", "left by the door",
# "painted bright red"): no object, but where, when, how or by whom.
_AFTER_PARTICIPLE: Final = word_set(
    """in on at by from for with during over under into onto near after before around
    through across along out up off down back away here there bright deep dark light
    very so too badly well""",
    None,
)
# Pasts in "-ed" of four letters ("dyed 9 ton of linen", "tied the knot"); others of that
# length are names or nouns ("Fred", "shed").
_SHORT_PAST: Final = word_set("dyed tied owed axed iced eyed hoed", None)
# Past forms that open a remark, a report of words or thoughts, or a state rather than a
# thing done: "was great", "said no", "thought so", "felt awful", "stuck in traffic".
_NOT_DONE: Final = word_set(
    """was were had did said told thought meant knew heard felt stuck bound wound
    understood forgot sat stood lay hung rose ground bit""",
    None,
)
# Words in "-ed" that are names, nouns or how someone is, not something they did
# ("tired of it", "excited for Friday", "married to a pilot").
_ED_NOT_DONE: Final = word_set(
    """tired bored excited interested worried scared stressed pleased thrilled delighted
    annoyed confused amazed shocked surprised exhausted relieved obsessed supposed used
    based located called named married engaged divorced separated aged beloved naked
    wicked sacred crooked rugged hundred kindred red bed shed wed sled fred ted ned jared
    alfred ahmed mohammed muhammad hamed reed sorted noted agreed blessed gutted knackered
    stoked chuffed done fed overwhelmed impressed convinced determined prepared qualified
    allowed required involved""",
    None,
)
# What no person does, or does only as "it" ("rained all weekend", "turned out fine",
# "went well"): the subject left out is the weather or how things went.
_IMPERSONAL: Final = word_set(
    """rained snowed hailed poured drizzled thundered happened seemed looked sounded tasted
    smelled smelt mattered helped lasted""",
    None,
)
_HOW_IT_WENT: Final = re.compile(
    r"""^(?:took\s+(?:ages|forever|a\s+while|long|hours|days|weeks|months|years|place
    |(?:a|an|one|two|three|four|five|six|\d+)\s+(?:minute|hour|day|week|month|year)s?)\b
    |(?:went|worked\s+out|turned\s+out|ended|ended\s+up|came\s+out)\s+
    (?:well|fine|ok|okay|badly|great|smoothly|wrong|perfectly|alright|all\s+right|in\s+the\s+end
    |better|worse|ok-ish|brilliantly|terribly|to\s+be)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "tried that", "called it", "saw that coming", "made by hand": what the verb took went
# with the context, or the verb is a participle ("built in 1890, the house ...").
_LEANING_OBJECT: Final = word_set("that it this so as those these them by of", None)
# "left knee", "left side": the side, not the verb
_LEFT_SIDE: Final = word_set(
    "knee leg arm hand foot eye ear side wing lane turn shoulder hip ankle wrist", None
)
_MAIN_CLAUSE_AFTER: Final = re.compile(
    r""",\s+(?:the|a|an|it|he|she|they|this|that|its|his|her|their)\s+(?:[\w'-]+\s+){0,3}?
    (?:is|are|was|were|has|have|had)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_WORD: Final = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_SECOND_PERSON: Final = re.compile(r"\b(?:you|your|yours|you're|u|ur)\b", re.IGNORECASE)

# What opens a clause that has the speaker, or their group, as its subject.
_SPEAKER_OPENS: Final = word_set("i i'm i've i'd i'll im ive", None)
_OWNERS: Final = word_set("my our", None)
# What the speaker has that is no one who could do a deed: a job, a trip, a booking.
_OWN_AFFAIRS: Final = word_set(
    """job flight shift course class exam interview appointment test lease contract trip
    holiday train bus ferry operation surgery""",
    None,
)
_GROUP_OPENS: Final = word_set("we we're we've we'd we'll", None)
# Words that make a clause one with a verb of its own, so with a subject of its own.
_FINITE: Final = word_set(
    """is are was were am be been has have had do does did will would can could should
    might must isn't aren't wasn't weren't hasn't haven't hadn't don't doesn't didn't
    won't can't couldn't wouldn't it's that's there's he's she's they're here's what's""",
    None,
)
_THIRD_PERSON: Final = word_set(
    """he she they him her his hers them their it this that these those who""",
    None,
)
_OWNED_OPENING: Final = word_set("my our his her their the a an", None)
_ANYONE: Final = word_set("everyone everybody nobody anyone anybody", None)
_KIN_OR_PET: Final = RELATIVES | PETS | word_set("friend friends mate mates boss neighbour", None)
_YOUR_SOMEONE: Final = re.compile(r"\byour\s+(?:[\w'-]+\s+)?(?P<who>[\w'-]+)", re.IGNORECASE)


# An age after "was" and before the clause ends or says when: "was 31 on tues".
_AGE_TOLD: Final = re.compile(
    r"\s+\d{1,3}(?=\s*(?:[.!,;]|$)|\s+(?:on|last|yesterday|this|today|at)\b)"
)


# A day that opens the clause before its verb: "saturday got the keys", "yesterday passed
# my test", "Boxing Day drove up to Whitby". The subject left out goes after it. A bare
# "sun" is the sun ("sun came out"), a day only after "on" or "last"; a holiday of one
# word may be the subject itself ("Christmas ruined my diet"), a day only after "on",
# "at", "over" or "last".
_DATE_LEAD: Final = re.compile(
    rf"""(?:(?:on|last|this)\s+(?:{WEEKDAY}|{SHORT_WEEKDAY})|{WEEKDAY}|(?!sun\b){SHORT_WEEKDAY}
    |yesterday|today|this\s+morning|last\s+(?:night|week|weekend)
    |(?P<dated>(?:on|at|over|last)\s+)?(?P<holiday>{HOLIDAYS}))
    (?![\w'-])(?:\s+(?:morning|afternoon|evening|night))?,?\s+""",
    re.IGNORECASE | re.VERBOSE,
)


def _date_lead(clause: str, at: int) -> re.Match[str] | None:
    """The day that opens ``clause`` at ``at`` before the rest of it, if one does."""
    lead = _DATE_LEAD.match(clause, at)
    if lead is not None and lead["holiday"] and not lead["dated"] and " " not in lead["holiday"]:
        return None
    return lead


def _dated_lead(clause: str, words: list[re.Match[str]], place: int) -> int:
    """The index of the first word after a day that opens the clause at ``place``, or
    ``place`` when no day does."""
    if place >= len(words):
        return place
    lead = _date_lead(clause, words[place].start())
    if lead is None:
        return place
    while place < len(words) and words[place].start() < lead.end():
        place += 1
    return place


_CONDITION_OPENS: Final = re.compile(r"provided\b[^,]*,", re.IGNORECASE)


def _subjectless_verb(clause: str) -> int | None:
    """Where the past verb of a clause that leaves its subject out starts ("tripped over
    a root on Tuesday", "and then found a flat", "saturday got the keys": after the day
    that opens it), or None for any other clause."""
    words = list(_WORD.finditer(clause))
    place = 0  # where the subject goes: after "and", before "just"
    while place < len(words) and words[place].group().lower() in _LINKS:
        place += 1
    place = _dated_lead(clause, words, place)
    at = place
    while at < len(words) and words[at].group().lower() in _LEADS:
        at += 1
    # "Booked!", "Done": a verb without what it was done to; "6 came down in the gale": a
    # count is the subject, not a left-out "I"
    if at + 1 >= len(words) or re.search(r"\d", clause[: words[at].start()]):
        return None
    verb = words[at].group()
    low = verb.lower()
    following = words[at + 1].group().lower()
    if at > 0 and words[at - 1].group().lower() == "still" and (low == "got" or low.endswith("ed")):
        # "still got the chip van": has it still; "still jetlagged from Ulaanbaatar",
        # "still injured": how the speaker is, not a deed
        return None
    if low in _LIKE_PLAIN and not (low in _PAST_BEFORE_MY and following in {"my", "our"}):
        return None
    if following in _FINITE:
        return None  # "Winifred has just qualified": a name in "-ed" before its verb
    # "did a 10k in Leiden on Sunday", "had flu all over Christmas"; "was 31 on tues", "was
    # 40 yesterday": the speaker's age, told
    if (low in {"did", "had"} and done_or_had(clause, words[at].start())) or (
        low == "was" and _AGE_TOLD.match(clause, words[at].end())
    ):
        return words[place].start()
    if low in _NOT_DONE or low in _ED_NOT_DONE or low.endswith("eed"):
        return None
    if low not in IRREGULAR_PAST and not (
        low.endswith("ed") and (len(low) > 4 or low in _SHORT_PAST)
    ):
        return None
    if low in _IMPERSONAL or following in _LEANING_OBJECT:
        return None
    # "left knee"; "provided the ferry runs, we're crossing": a condition, no deed
    if (low == "left" and following in _LEFT_SIDE) or _CONDITION_OPENS.match(
        clause, words[at].start()
    ):
        return None
    rest = clause[words[at].start() :]
    # "built in 1890, the house ...": a participle before the clause it describes; a past
    # that is no participle ("went", "got back"), or one with an object ("moved flat on
    # Friday, the new place is tiny"), is a deed of its own before a remark
    participle = low not in SIMPLE_PAST and low != "got" and following in _AFTER_PARTICIPLE
    if _HOW_IT_WENT.match(rest) or (participle and _MAIN_CLAUSE_AFTER.search(rest)):
        return None
    if _ONLY_TIME.match(rest) and not _STARTS_COMPLETE.match(rest):
        return None
    if verb[:1].isupper() and at > 0:
        return None  # "and Jared said": a name inside the clause, not a verb
    return words[place].start()


# "Starting at the bakery on Monday", "moving to leeds next month": a plan told with its
# "I'm" left out, a going or a starting somewhere, with when.
_PLAN_OPENING: Final = re.compile(
    r"""^(?:(?:and|so|but|also|oh)[\s,]+)*(?P<verb>(?:starting|moving|flying|heading|relocating)
    \s+(?:at|to|in|into|back\s+to|over\s+to|out\s+to)\s|(?:starting|joining|beginning)\s+(?:a|an|my|the)\s
    # "starting night shifts mon", "moving flat thurs": what is started or moved, bare
    |(?:starting|moving)\s+(?!(?:to|with|for|from|on|off)\b)[a-z]+\s
    # "handing my notice in tomorrow", "getting the keys on friday": any doing, with when
    |(?!(?:wedding|morning|evening|nothing|something|anything|everything|thing|spring|building
    |meeting|ceiling|string|swing|during|according|including|pudding|darling|sibling|booking
    |feeling|fancying|thinking|wondering|hoping|guessing|looking\s+forward|assuming|supposing
    |providing|depending|barring)\b)
    [a-z]{3,}ing\s+(?:my|a|an|the|in|out|off|up|back|over|down|on|across|around|round|through
    |along|to|at|from|with)\s)""",
    re.IGNORECASE | re.VERBOSE,
)
_PLAN_WHEN: Final = re.compile(
    r"""\b(?:on\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?|monday|tuesday|wednesday|thursday|friday
    |saturday|sunday)|next\s+(?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday
    |sunday|spring|summer|autumn|winter)|tomorrow|(?:this|in)\s+(?:january|february|march|april|may
    |june|july|august|september|october|november|december)|in\s+(?:a|two|three|four|\d+)\s+
    (?:days?|weeks?|months?)|the\s+\d{1,2}(?:st|nd|rd|th)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# A clause about the speaker's own thing, and no one else's: "handed my notice in".
# ("broke my gran's hip", "got a frame my nan calls ...", as "her" and "she" were read,
# are the gran's.)
_OWN_THING: Final = re.compile(
    rf"""^(?!.*\b(?:his|her|hers|their|them|him)\b)
    (?!.*\bmy\s+(?:[\w-]+'s|(?:{alternation(_KIN_OR_PET | KIN_EXTRA | ROLES)})s?)\b).*\bmy\b""",
    re.IGNORECASE | re.VERBOSE,
)
_TOGETHER: Final = re.compile(r"\btogether\b", re.IGNORECASE)


def _subjectless_plan(clause: str) -> int | None:
    """Where the "-ing" verb of a plan told without "I'm" starts ("starting at the bakery
    on Monday"), or None: the clause must say when."""
    opening = _PLAN_OPENING.match(clause)
    if opening is None or _PLAN_WHEN.search(clause) is None or "?" in clause:
        return None
    if _LAUGHED.search(clause):
        return None  # "screaming into the void tmrw lol": a joke, no plan
    if _TOGETHER.search(clause):
        return None  # "moving in together in may": the speaker and another, not "I"
    if _GERUND_SUBJECT.match(clause, opening.end()):
        return None  # "taking the kids to the park on Sunday was fun": a gerund subject
    return opening.start("verb")


# A verb "be" in the same part as the "-ing" before it, with no subject of its own before
# it ("... which is exciting", "... and it was"): the "-ing" phrase is its subject.
_GERUND_SUBJECT: Final = re.compile(
    r"""(?:(?!\b(?:which|that|who|it|this|he|she|they|there|and|but)\s)[^,;])*?
    \b(?:is|was|are|were)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# Where a clause's parts end: a comma, or "but"/"and"/"so" before another subject ("coventry
# is grey but im surviving").
_PARTS: Final = re.compile(r",|\s(?:but|and|so)\s", re.IGNORECASE)


def _own_subject(clause: str, current: str | None) -> str | None:
    """The subject a clause leaves to the next one that leaves its own out: "I" or "we"
    when its last part with a subject opens on the speaker ("the shop is, I'm staying"),
    None when that part has someone or something else as its subject, and ``current``
    when no part has one ("sunday morning, tram rails, classic", "moved in last week")."""
    for part in reversed(_PARTS.split(clause)):
        if _subjectless_verb(part) is not None:
            continue  # it goes on with the subject before it
        said = _part_subject(part)
        if said != "":
            return said
    return current


# Words in "-ed" that make a reply of how the speaker takes what was said ("sweet noted",
# "all sorted", "gutted"), no one else's deed: the speaker's turn goes on after them.
_REPLIED: Final = word_set("noted sorted gutted stoked chuffed", None)


_PLACE_OPENERS: Final = word_set("at in on", None)
_PARTS_OF_DAY: Final = word_set(
    "morning mornings afternoon afternoons evening evenings night nights", None
)


def _part_subject(part: str) -> str | None:
    """ "I" or "we" for a part whose subject is the speaker ("I moved", "on Sunday we
    drove", "theory I passed"), None for one with another subject, "" for one without
    a verb."""
    words = [w.lower() for w in _WORD.findall(part)]
    while words and words[0] in _LEADS:
        words.pop(0)
    if not words:
        return ""
    if words[0] in IRREGULAR_PAST or words[0] in _FINITE or words[0].endswith("ed"):
        return ""  # "left in March", "was brilliant": it leaves its subject out too
    if words[0] in _ANYONE:
        return ""  # "everyone does. ran the 10k sun": a remark, no one a deed goes on from
    if words[0] in _OWNERS and _OWN_AFFAIRS.intersection(words[1:3]):
        # "my new job starts in jan, sold my car": the speaker's own affair, the speaker
        # goes on ("my sister got married, moved to Leeds" stays hers)
        return "I" if words[0] == "my" else "we"
    if words[0] == "my" and words[1:2] and words[1] in BODY_PARTS:
        return "I"  # "my knee is a bit sore. failed my riding test": the speaker's body
    for at, word in enumerate(words):
        if word in _SPEAKER_OPENS:
            return "I"
        if word in _GROUP_OPENS:
            return "we"
        if (
            word == "sat"
            and words[at + 1 : at + 2]
            and words[at + 1] in _PARTS_OF_DAY
            and words[0] in _PLACE_OPENERS
        ):
            continue  # "at the language centre sat mornings": Saturday's, no verb
        if word in _FINITE or word in _THIRD_PERSON or word in IRREGULAR_PAST:
            return None
        if word.endswith("ed") and word not in _REPLIED:
            return None
    if words[0] in _OWNED_OPENING and len(words) > 2:
        return None  # "my sister rings every day": a subject and a verb we do not know
    return ""


def _about_the_speaker(prompt: str | None) -> bool:
    """Whether a turn may open on the speaker's own doing without saying so: no prompt, a
    question to them about themselves ("what's new?", "how was your weekend?"), or a
    remark that is about no one else. Not after "how's your dad?" or "what did Ana say?"."""
    if not prompt:
        return True
    asked = prompt[: prompt.rfind("?")] if "?" in prompt else prompt
    last = SENTENCE_END.split(asked.strip())[-1]
    words = [w.lower() for w in _WORD.findall(last)]
    if any(w in _THIRD_PERSON - {"it", "this", "that", "these", "those", "who"} for w in words):
        return False
    if any(m.group("who").lower() in _KIN_OR_PET for m in _YOUR_SOMEONE.finditer(last)):
        return False
    if any(w in _KIN_OR_PET for w in words):
        return False
    # someone named in the question ("did Ana like it?"), but not its opening word
    return not any(
        w[:1].isupper() and w.lower() not in _SPEAKER_OPENS for w in _WORD.findall(last)[1:]
    )


# "and lena?", "what about reece?": one word asked after, not the one asked.
_AND_ONE_WORD: Final = re.compile(
    r"""(?:^|[.!?]\s*)(?:and|what\s+about|how\s+about)\s+
    (?!(?:you|u|ya|yourself|urself|yours)\b)[^\W\d_]+\s*\?+\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_HE_OR_SHE: Final = re.compile(r"\b(?:he|she|him|his|her)\b", re.IGNORECASE)
_OWN_SOMEONE: Final = re.compile(r"\b(?:my|our)\s+[^\W\d_]+", re.IGNORECASE)


# "the kitchen, finished it last week" without the "it": a thing, a comma, then a past
# verb with only when (or how) after it, so the thing is what the verb took.
_FRONTED: Final = re.compile(
    r"""^(?P<thing>(?:the|my|our)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+),\s+(?P<verb>[a-z]+)
    (?P<rest>(?:\s+[^,;]*)?)$""",
    re.IGNORECASE | re.VERBOSE,
)
_HOW_DONE: Final = re.compile(
    r"^\s+(?:first\s+time|at\s+last|in\s+the\s+end|finally|easily|no\s+problem)\b",
    re.IGNORECASE,
)


def _fronted_ok(match: re.Match[str]) -> bool:
    """Whether a fronted thing and the verb after it read as one clause: a past verb of
    doing ("passed", "finished"), with nothing after it but when or how."""
    verb, thing, rest = match.group("verb", "thing", "rest")
    if _subjectless_verb(f"{verb} something") is None:
        return False  # not a verb the speaker does ("the weather, rained all week")
    said = [w.lower() for w in _WORD.findall(thing)]
    if any(w in _FINITE or w in _THIRD_PERSON or w in _SPEAKER_OPENS for w in said):
        return False  # "the van is, ...": a clause, not a thing
    if said[-1] in _SOMEONE_OF_THEIRS:
        return False  # "my sister, moved in March": someone, not a thing
    return bool(_ONLY_TIME.match(f"{verb}{rest}") or _HOW_DONE.match(rest))


def with_subjects(clauses: list[str], speaker: str | None, prompt: str | None = None) -> list[str]:
    """``clauses`` (one turn's, in reading order) with a subject put before each that
    opens on a past verb and leaves its subject out, when that subject is the speaker
    ("I") or their group ("we"). Such a clause that goes on from someone else's, or
    answers a question about someone else, becomes "" (it says nothing of the speaker);
    every other clause stays as it was."""
    if not speaker:
        return clauses
    subject = "I" if _about_the_speaker(prompt) else None
    if subject is not None and _AND_ONE_WORD.search(prompt or "") is not None:
        said = " ".join(clauses)
        pronoun = _HE_OR_SHE.search(said)
        if pronoun is not None and _OWN_SOMEONE.search(said[: pronoun.start()]) is None:
            # "and garibaldi?" - "came on the train in a shoebox. he lives in a pen": the
            # one asked after, in lower case, whom the turn goes on to call "he" ("and
            # work?" - "got promoted, my boss said he ...": the "he" is the boss)
            subject = None
    found: list[str] = []
    asked_of_another = subject is None  # until a clause of the turn says whose it is
    for clause in clauses:
        at = _subjectless_verb(clause)
        if at is not None and asked_of_another and _OWN_THING.search(clause):
            # "give her my love" - "did my first hill race sat": "my" is the speaker's
            # own, whoever the prompt was about ("broke her hip" stays hers)
            subject = "I"
        fronted = _FRONTED.match(clause) if at is None else None
        if fronted is not None and subject is not None and _fronted_ok(fronted):
            # "the driving part, passed on Wednesday": what was done, put first
            verb, thing, rest = fronted.group("verb", "thing", "rest")
            found.append(f"{subject} {verb.lower()} {thing}{rest}")
        elif at is None and subject == "I" and (own := _own_without_i(clause)):
            found.append(own)  # "starting my new job ...", "first prize at the fair"
        elif at is None and subject == "I" and (own := _opened_on_own(clause, prompt)):
            found.append(own)  # "been doing bonsai 10 years", "hate capers"
        elif at is None and subject is not None and (plan := _subjectless_plan(clause)) is not None:
            # "starting at the shipyard on the 1st of september": a plan, "I'm" left out
            be = "I'm" if subject == "I" else f"{subject} are"
            found.append(f"{be} {clause[plan : plan + 1].lower()}{clause[plan + 1 :]}")
        elif at is None and subject == "I" and _FAVOURITE.match(clause):
            found.append(f"my {clause[0].lower()}{clause[1:]}")  # "fav food is num banh chok"
        elif at is None and subject == "I" and _GIVEN_UP.match(clause):
            found.append(f"I {clause[0].lower()}{clause[1:]}")  # "don't eat meat since May"
        elif at is None:
            subject = _own_subject(clause, subject)
            asked_of_another = asked_of_another and subject is None
            found.append(clause)
        elif subject is None:
            found.append("")  # someone else's doing: not the speaker's, whatever it says
        elif _SECOND_PERSON.search(clause):
            found.append(clause)
        else:
            deed = remarks_dropped(clause[at:])  # "..., the hen do was carnage": no fact
            # "fined 25 dollars last wk": a verb only ever done to the speaker, "was" put back
            done_to = _DONE_TO_ONE.match(deed) is not None
            be = ("I was " if subject == "I" else f"{subject} were ") if done_to else f"{subject} "
            found.append(f"{_day_before(clause, at)}{be}{deed[0].lower()}{deed[1:]}")
    return _placings_joined(found)


# Past participles of what is done to someone, never by them, when no object follows:
# "fined 25 dollars", "robbed on the bus", "sacked on friday".
_DONE_TO_ONE: Final = re.compile(
    r"""(?:fined|robbed|mugged|sacked|burgled|arrested|evicted|hospitali[sz]ed|stung|bitten
    |headhunted|furloughed)\b
    # a sum, a when or a where after it, or nothing: "fined 25 dollars", "robbed on the bus"
    (?=\s*(?:$|[,.;!?]|[£$€]|\d[\d,.]*\s*(?:k|dollars|pounds|euros|quid|bucks|[a-z]+is|[a-z]+as)\b
    |(?:on|at|in|for|by|last|yesterday|yday|today|again|twice)\b))""",
    re.IGNORECASE | re.VERBOSE,
)


def _day_before(clause: str, at: int) -> str:
    """The day that opens ``clause`` before the verb at ``at`` ("saturday " of "saturday
    got the keys"), kept before the subject put back; "" when no day does."""
    words = list(_WORD.finditer(clause[:at]))
    place = 0
    while place < len(words) and words[place].group().lower() in _LINKS:
        place += 1
    if place >= len(words):
        return ""
    lead = _date_lead(clause, words[place].start())
    return "" if lead is None or lead.end() != at else clause[lead.start() : at]


# "40th out of 52", "came 3rd of 20": where the speaker finished, said after the race.
_PLACING: Final = re.compile(
    r"""^(?:and\s+)?(?:(?:i\s+)?(?:came|finished|placed)\s+)?(?P<place>\d+(?:st|nd|rd|th)
    |first|second|third|last)\s+(?:out\s+)?of\s+(?:the\s+)?\d+\b[^,;]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _placings_joined(found: list[str]) -> list[str]:
    """``found`` with a placing said alone after the speaker's own deed joined to it: "I did
    my first fell race on Saturday", "40th out of 52" -> "I did my first fell race on
    Saturday, finishing 40th out of 52" (and "" where the placing stood)."""
    joined = list(found)
    for at in range(1, len(joined)):
        placing = _PLACING.match(joined[at])
        if placing is not None and joined[at - 1].startswith(("I ", "We ")):
            place = joined[at][placing.start("place") :]
            joined[at - 1] = f"{joined[at - 1]}, finishing {place}"
            joined[at] = ""
    return joined


# "don't drink any more", "can't run since the op": a habit given up, "I" left out; with
# "any more", "these days" or "since" it is no order ("don't eat that").
_GIVEN_UP: Final = re.compile(
    rf"""(?:(?:just|honestly|literally)\s+)?(?:don't|do\s+not|can't|cannot)\s+(?-i:[a-z]+)\b
    {GIVEN_UP}""",
    re.IGNORECASE | re.VERBOSE,
)


# A clause on what the speaker is in the middle of, without "I'm": "starting my new job on
# monday", "moving to Leeds in May", "on antibiotics for a chest infection", "working at
# the botanic garden now", "sitting my finals in june", "obsessed with the new album",
# "saving for a secondhand car", "learning the guitar".
_UNDER_WAY: Final = re.compile(
    r"""^(?:(?:just|finally|officially)\s+)?
    (?:(?:starting|moving|retiring)\s+(?:my|a|an|the|to|at|as|in|on|from|back|house|home)\b
    |(?:working|living|studying|teaching|volunteering)\s+(?:at|in|as|for)\s+(?:a|an|the|my)\s
    # "staying at my uncles in white river till fixed": where the speaker lodges for now
    |staying\s+(?:at|with)\s+(?:my|our|(?-i:[a-z]+s)\s)
    # "saving for a secondhand car", "training for a marathon in october", "learning the
    # guitar": a project the speaker is in the middle of
    |(?:saving|training)\s+(?:up\s+)?for\s+(?:a|an|the|my|our)\s
    # "saving 500 a month for the trip to foz": how much, put by each week or month
    |saving\s+(?:up\s+)?[£$€]?\d[\d,.]*k?\s+(?:a|per|every)\s+(?:week|month)\b
    # "paying off a loan for the roof, 300 a month till june": a debt paid down
    |paying\s+(?:off|back)\s+(?:a|an|the|my|our)\s+(?:[\w-]+\s+){0,2}?(?:loan|debt|mortgage
    |overdraft|credit\s+card|card|car|van|bike|phone|laptop|fridge|sofa|bill|bills|fine|fees
    |tuition)\b
    |(?:learning|renovating|restoring|building|knitting|writing|revising\s+for)\s+(?:a|an|the|my|our)\s
    # "doing my theory test on the 28th", "sitting my finals in june": a test ahead
    |(?:doing|sitting|taking|resitting)\s+(?:my|a|an)\s+(?:[\w-]+\s+){0,2}(?:test|exam|exams
    |finals|assessment|interview)\b
    |(?:obsessed\s+with|addicted\s+to|hooked\s+on)\s+(?:the|my|a|an)?\s*[\w'-]
    |on\s+(?:antibiotics|painkillers|steroids|crutches|medication|meds|night\s+shifts|nights
    |sick\s+leave|maternity\s+leave|paternity\s+leave|bed\s+rest)\b
    # "doing 11k steps a day now", "walking 5 km a day": a daily count
    |(?:doing|walking|averaging|running|swimming|cycling)\s+(?:about\s+|over\s+)?\d[\d,.]*k?\s*
    (?:steps|km|kilometres|miles|laps|k)\s+a\s+(?:day|week)\b
    # "selling second hand sneakers in behoririka now": what the speaker sells
    |selling\s+(?!(?:like|my\s+soul|out|up)\b)(?:[\w'-]+\s+){1,3}?(?:online|at|in|on|from)\s)""",
    re.IGNORECASE | re.VERBOSE,
)


# "first prize at the Kruševo crafts fair for my lake blanket", "Second prize for the photo
# of the old copra dryer": a prize the speaker won, the "I won" left out (not "his", "her"
# or "their" prize: someone else's).
_PRIZE_ALONE: Final = re.compile(
    rf"""^(?:(?:first|second|third|1st|2nd|3rd|top|joint\s+first|the\s+top)\s+prize
    |(?:a\s+)?(?:gold|silver|bronze)(?:\s+medal)?|best\s+in\s+show)
    \s+(?:at|in|for)\s+
    # a noun phrase, no verb ("... went to my neighbour", "... is my goal"), no draw's prize,
    # no one else's ("his", "my sister's", "my daughter Mira", "the Johnsons")
    (?![^.!?]*\b(?:his|her|their|your|is|was|are|were|went|goes|will|be|has|had|raffle|lottery
    |draw|tombola|sweepstake|{alternation(RELATIVES)}|neighbou?rs?|friends?)\b)
    (?![^.!?]*\bfor\s+(?:the\s+)?(?-i:[A-Z]))[^.!?]+$""",
    re.IGNORECASE | re.VERBOSE,
)


def _own_without_i(clause: str) -> str | None:
    """The speaker's clause with its "I'm" or "I won" put back: what they are in the middle
    of (:func:`_under_way`) or a prize (:data:`_PRIZE_ALONE`); None for any other."""
    if (doing := _under_way(clause)) is not None:
        return f"I'm {doing[0].lower()}{doing[1:]}"
    if _PRIZE_ALONE.match(clause):
        return f"I won {clause[0].lower()}{clause[1:]}"
    return None


def _under_way(clause: str) -> str | None:
    """What the speaker is doing, when ``clause`` opens a turn on it with no verb of its own
    ("starting my new job on monday, 4am starts" -> "starting my new job on monday"; not
    "starting a job is scary"); None otherwise. What follows a comma or "so" is left."""
    if _UNDER_WAY.match(clause) is None or _SECOND_PERSON.search(clause):
        return None
    if _TOGETHER.search(clause):
        return None  # "moving in together in may": the speaker and another, not "I"
    end = len(clause)
    for after in _AFTER_DOING.finditer(clause):
        if not (after.group().strip() == "," and _PER_PERIOD.match(clause, after.end())):
            end = after.start()  # (", 300 a month till june" is how it goes: kept)
            break
    doing = clause[:end].strip()
    words = [w.lower() for w in _WORD.findall(doing)]
    if any(w in _FINITE or w in _SPEAKER_OPENS or w in _THIRD_PERSON for w in words):
        return None
    return doing


_PER_PERIOD: Final = re.compile(
    r"[£$€]?\d[\d,.]*k?\s+(?:a|per|every)\s+(?:week|month|year)\b", re.IGNORECASE
)
_AFTER_DOING: Final = re.compile(r"\s*[,;:(–—]\s*|\s+-\s+|\s+(?:so|but|and|cos|because)\s+", re.I)


# A line that opens on what the speaker is, has done so far, does or likes, its "I'm",
# "I've" or "I" left out: "still on earlies till april", "off to derry on Friday", "been
# doing bonsai 10 years", "gone vegan", "been made captain", "work nights at the docks",
# "hate capers", "can't stand jazz".
_OWN_OPENING: Final = re.compile(
    r"""^(?:(?:and|so|but|oh|also|well)[\s,]+)*(?:
    (?P<am>(?:still\s+(?:on|at|in)|off\s+to)\s+(?!(?:the\s+|my\s+|a\s+)?(?:bus|train|tram|plane
    |phone|bed|sleep|way|hold|call|loo|toilet|break|lunch|shower|bath|sofa|couch|queue|road
    |motorway|shops?|it|that|this|here|there)\b))
    # (not a wait or a mood: "been waiting for the bus for ages", "been so busy")
    |(?P<have>been\s+(?!(?:ages|a\s+while|forever|so|too|there|here|that|this|it|mad|crazy|busy
    |quiet|ok|okay|fine|good|great|grand|alright|better|worse|waiting|sitting|sat|stuck|trying
    |thinking|meaning|wondering|queuing|queueing|standing|lying|looking)\b)
    (?![^,.!?]*\b(?:for\s+ages|all\s+(?:day|morning|afternoon|evening|night)|hours|minutes)\b)
    |gone\s+(?!(?:to\s+bed|to\s+sleep
    |quiet|mad|crazy|off|out|home|now|ages|a\s+while)\b))
    # a liking takes a kind of thing ("capers", "jazz", "hiking"); "love the new haircut",
    # "love that for u", "hate when that happens" are remarks (a dislike may take one thing:
    # "hate the swimming baths")
    # where the speaker works or lives: "work nights at the lock gate", "live in a van"
    |(?P<do>(?:work|live|teach|volunteer)\s+(?:(?:nights|days|weekends|shifts|lates|earlies
    |part-time|full-time|part\s+time|full\s+time)\s+)?(?:at|in|for)\s+(?:the|a|an)\s)
    |(?P<like>(?:(?:hate|loathe|detest|(?:can't|cannot)\s+stand)\s+(?=the\s)
    |(?:hate|love|adore|loathe|detest|(?:can't|cannot)\s+stand
    # "way prefer evening runs": a liking over another
    |(?:way\s+|much\s+|really\s+|def\s+|defo\s+)?prefer)\s+(?!(?:it|that|this
    |these|those|the|a|an|my|you|u|ya|when|how|them|him|her|ur|your|yours|every|being)\b))))""",
    re.IGNORECASE | re.VERBOSE,
)
_LAUGHED: Final = re.compile(rf"{LAUGH}|\b(?:haha\w*|jk)\b", re.IGNORECASE | re.VERBOSE)
# A question about what might be, not what is: "what would you do if you won?", "where
# could you live?", "if you had to work, where?". What answers it is a wish or a guess.
_ASKED_WHAT_MIGHT_BE: Final = re.compile(
    r"\b(?:would|wouldn't|could|couldn't|should|might|if|wd|cd)\b|\b(?:you|u)'d\b", re.IGNORECASE
)


def _opened_on_own(clause: str, prompt: str | None = None) -> str | None:
    """``clause`` with its left-out "I'm", "I've" or "I" put back, when it opens a line on
    the speaker's own state, doing so far or liking (see ``_OWN_OPENING``); what follows
    a comma, "so" or "but" is left. None for any other clause, a question, one to "you",
    one laughed off ("still on the bus lol"), or where one works or lives told in answer
    to ``prompt`` asking what might be ("what would you do if you won?")."""
    opening = _OWN_OPENING.match(clause)
    if opening is None or "?" in clause or _SECOND_PERSON.search(clause) or _LAUGHED.search(clause):
        return None
    if _TOGETHER.search(clause):
        return None  # "been living together 2 years": the speaker and another
    said, *after = _AFTER_DOING.split(clause[opening.start(opening.lastgroup or 0) :], maxsplit=1)
    said = said.strip()
    if len(_WORD.findall(said)) < 2 + (opening.lastgroup != "like"):
        return None  # "been ill", "gone": too little to say what
    if opening.lastgroup == "do" and any(w.lower() in _FINITE for w in _WORD.findall(said)):
        return None  # "work in the garden is hard": the work is the subject
    if opening.lastgroup == "do" and _ASKED_WHAT_MIGHT_BE.search(prompt or ""):
        return None  # "where would you live?" - "live in a cottage by the sea": a wish
    subject = {"am": "I'm", "have": "I've", "like": "I", "do": "I"}[opening.lastgroup or "like"]
    said = _PREFER_LOUDER.sub("", said)  # "way prefer evening runs": "I prefer ..."
    own = f"{subject} {said[0].lower()}{said[1:]}"
    more = _OWN_OPENING.match(after[0]) if opening.lastgroup == "like" and after else None
    if more is not None and more.lastgroup == "like":
        # "cant stand the 5am class, way prefer evening runs": a second liking
        liking = _PREFER_LOUDER.sub("", _AFTER_DOING.split(after[0], maxsplit=1)[0].strip())
        own += f", and I {liking[0].lower()}{liking[1:]}"
    return own


# "fav food is num banh chok", "favourite band = the Cure": the speaker's favourite, its
# "my" left out.
_FAVOURITE: Final = re.compile(
    r"^(?:fav|fave|favourite|favorite)\s+(?:[a-z'-]+\s+){0,2}?[a-z'-]+\s+(?:is|are|=|has\s+to\s+be)\s+\w",
    re.IGNORECASE,
)
_PREFER_LOUDER: Final = re.compile(r"^(?:way|much|really|def|defo)\s+(?=prefer\b)", re.I)


# What follows a comma or "and" after a deed that is a remark, not a fact of its own: a
# clause with a subject of its own ("the hen do was carnage", "my hands are blue", "its
# my thing"), or one that opens on a "not" or a "can't" ("cant wait", "didnt die",
# "never see daylight").
_REMARK: Final = re.compile(
    r"""(?:,\s*(?:and\s+)?|\s+and\s+)(?:
    (?:still\s+(?:shaking|buzzing|grinning|smiling|reeling|in\s+shock)
    |can't|cant|cannot|never|didn't|didnt|don't|dont|won't|wont|not|no|so|such|what\s+a
    |best|worst|lol|haha\w*|ugh|omg)\b
    |(?:it's|its|it\s+was|that's|thats|that\s+was)\b
    |(?:the|my|our|his|her|their|a|an)\s+(?:[\w'-]+\s+){0,3}?(?:is|are|was|were|r)\b
    ).*$""",
    re.IGNORECASE | re.VERBOSE,
)


def remarks_dropped(deed: str) -> str:
    """``deed`` without the remark after it: "got back from dunnet on Tuesday, the hen do
    was carnage" -> "got back from dunnet on Tuesday"; "read 3 poems and didn't die" ->
    "read 3 poems". A deed that goes on with another ("..., read 3 poems") keeps it."""
    return _REMARK.sub("", deed)


# --- the speaker in the object ---------------------------------------------------------

# "the museum asked me to ...", "Siemens offered me a job": the one who acts, a past verb
# that has the speaker as its object, and the rest. The one who acts is a noun phrase
# with an article or "my"/"our", or a capitalised name, never a pronoun.
_AGENT: Final = r"""(?P<agent>(?:the|a|an|my|our)\s+(?:[\w'&.-]+\s+){0,7}?[\w'&.-]+
    |someone|somebody|they|(?-i:[A-Z][\w'&.-]*)(?:\s+(?-i:[A-Z][\w'&.-]*|of|de|du|van|von|la|le)){0,4})"""
# Past verb -> its participle, for verbs done to a person.
_DONE_TO_PERSON: Final = {
    "asked": "asked",
    "invited": "invited",
    "offered": "offered",
    "hired": "hired",
    "paid": "paid",
    "gave": "given",
    "sent": "sent",
    "awarded": "awarded",
    "put": "put",
    "commissioned": "commissioned",
    "promoted": "promoted",
    "fired": "fired",
    "sacked": "sacked",
    "accepted": "accepted",
    "rejected": "rejected",
    "shortlisted": "shortlisted",
    "recruited": "recruited",
    "chose": "chosen",
    "picked": "picked",
    "selected": "selected",
    "nominated": "nominated",
    "appointed": "appointed",
    "employed": "employed",
    "contacted": "contacted",
    "approached": "approached",
    "interviewed": "interviewed",
    "diagnosed": "diagnosed",
    "refunded": "refunded",
    "fined": "fined",
    "charged": "charged",
    "billed": "billed",
    "made": "made",
    "took": "taken on",  # only "took me on": hired (see _no_deed)
    "moved": "moved",
    "transferred": "transferred",
    "overcharged": "overcharged",
    "owes": "owed",
}
# Past verb -> its participle, for verbs done to a thing of the speaker's.
_DONE_TO_THING: Final = {
    "bought": "bought",
    "stole": "stolen",
    "took": "taken",
    "approved": "approved",
    "accepted": "accepted",
    "rejected": "rejected",
    "published": "published",
    "cancelled": "cancelled",
    "canceled": "canceled",
    "towed": "towed",
    "repaired": "repaired",
    "fixed": "fixed",
    "delivered": "delivered",
    "returned": "returned",
    "refunded": "refunded",
    "shortlisted": "shortlisted",
    "signed": "signed",
    "damaged": "damaged",
    "broke": "broken",
    "sold": "sold",
    "chose": "chosen",
    "picked": "picked",
    "selected": "selected",
    "declined": "declined",
    "renewed": "renewed",
    "extended": "extended",
    "raised": "raised",
    "increased": "increased",
    "cut": "cut",
    "paid": "paid",
    "gave back": "given back",
    "paid back": "paid back",
    "replaced": "replaced",
    "serviced": "serviced",
    "unblocked": "unblocked",
    "rewired": "rewired",
    "painted": "painted",
    "lost": "lost",
    "misplaced": "misplaced",
    "kept": "kept",
    "withheld": "withheld",
    "changed": "changed",
    "lowered": "lowered",
    "reduced": "reduced",
    "doubled": "doubled",
}
# "the museum has offered me a job", "the club has just asked me to coach": the perfect
# says the same as the past ("offered me"); its "has" is no part of who acts.
_PERFECT: Final = r"(?:\s+(?:has|have|had))?(?:\s+(?:just|now|finally|recently|already|still))?"
_ACTED_ON_SPEAKER: Final = re.compile(
    rf"""^{_AGENT}{_PERFECT}\s+(?P<verb>{"|".join(_DONE_TO_PERSON)})\s+(?P<whom>me|us)\b
    (?P<rest>.*)$""",
    re.IGNORECASE | re.VERBOSE,
)
_PARTICLE: Final = r"(?:away|off|out|up|down|over|apart)\b"


def _with_particle(match: re.Match[str]) -> str:
    """ " away" for "took my laptop away": the deed's particle, put after its participle."""
    particle = match.group("particle")
    return f" {particle.lower()}" if particle else ""


# "the leak under our sink": a part of the speaker's thing, or what is in or on it, said
# as the thing's own ("our sink's leak") so the speaker leads ("the roof of ..." reads so).
_PART_OF_THING: Final = re.compile(
    r"^the\s+(?P<part>[\w-]+)\s+(?:under|in|on|at|behind)\s+(?P<owned>.+)$", re.IGNORECASE
)
# Places a speaker calls "our" that are no one's own: "our park", "our street".
_SHARED_PLACES: Final = word_set(
    """park street road lane town village city area estate neighbourhood neighborhood square
    beach school church library""",
    None,
)
_THING_VERBS: Final = "|".join(verb.replace(" ", r"\s+") for verb in _DONE_TO_THING)
_ACTED_ON_THING: Final = re.compile(
    rf"""^{_AGENT}{_PERFECT}\s+(?P<verb>{_THING_VERBS})\s+
    # "took my laptop away": the particle goes with the deed, not the thing; "the leak
    # under our sink": a part of the speaker's thing
    # "kept 400 of my deposit": a share of the speaker's thing
    (?P<share>(?:[£$€]?\d(?:[\d,.]*\d)?|half|part|most|some)\s+of\s+(?=(?:my|our)\s))?
    (?P<thing>(?:the\s+[\w-]+\s+(?:under|in|on|of|at|behind)\s+)?(?:my|our)
      (?:\s+(?!{_PARTICLE})[\w'-]+){{1,3}}?)(?:\s+(?P<particle>{_PARTICLE}))?
    (?P<rest>(?:,?\s+(?:on|in|at|last|this|yesterday|today|after|before|for)\b.*
    # how much or to what: "raised my rent by 50 pounds", "changed my pills to a lower dose"
    |\s+(?:by|from|to)\s+[£$€]?\d.*|\s+to\s+(?:a|an)\s+(?:lower|higher|new|different|smaller|bigger)\b.*)?)$""",
    re.IGNORECASE | re.VERBOSE,
)
# "the museum asked me if ...", "my boss asked me what ...": a question, not a request.
_ASKED_WHAT: Final = re.compile(
    r"^\s+(?:if|whether|what|why|how|when|where|who|which|about|for\s+my|out)\b", re.IGNORECASE
)
_NOT_AGENTS: Final = word_set(
    """if when whenever while because since after before though although until unless so
    and but or then once as i we you he she they it this that there nobody somebody
    someone everyone everybody anyone anybody no yes maybe what who which where why how""",
    None,
)
# Words no one who acts is named with: a saying, a modal or a verb of being.
_NO_AGENTS_WORDS: Final = word_set(
    """says said say thinks thought reckons reckoned should would could might must will can
    never have has had is was were are be been""",
    None,
)
_AGENT_PRONOUN: Final = re.compile(
    r"\b(?:i|me|you|he|she|him|they|them|it|we|us|who|that|which|if|when)\b", re.IGNORECASE
)
# "my boss gave me a raise": someone the speaker has, whose own doing it stays.
_SOMEONE_OF_THEIRS: Final = RELATIVES | KIN_EXTRA | ROLES | PETS
_POSSESSIVE: Final = re.compile(r"\b(?:its|their|his|her)\b", re.IGNORECASE)
# Verbs with a second object: "offered me a job", "fined me 80 pounds". The thing given
# runs to the first word that starts what is said about it, or to a clause of its own
# ("gave me my papers and they cheered", "..., as is the custom").
_GIVING: Final = word_set(
    "offered paid gave sent awarded fined charged billed overcharged refunded owes", None
)
_THING_GIVEN: Final = re.compile(
    r"""^(?P<given>\s+(?!to\b|for\b|on\b|in\b|at\b)(?:[^,;]|(?<=\d),(?=\d{3}))+?)
    (?P<tail>\s+(?:for|on|in|at|last|this|yesterday|today|after|before|because|when|to|from)\b.*
    |\s+(?:and|but|so)\s+(?:then\s+)?(?:i|we|they|he|she|it|everyone|everybody)\b.*
    |,\s+(?:starting|beginning|from|as|and|but|so|which)\b.*
    |,\s+(?=\D).*)?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "asked me to play in June": the time may be the request's or the thing asked for, and
# the date a past verb reads it as would be a guess.
_LATER_TIME: Final = re.compile(
    r"""\bto\s.*\b(?:(?:in|on|by|this|next|over|during|at|for)\s+(?:the\s+)?(?:early\s+|late\s+)?
    (?:january|february|march|april|may|june|july|august|september|october|november|december
    |monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|autumn|fall
    |winter|christmas|easter|weekend|week|month|year)|tomorrow|soon|next\s+\w+)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_SUPPOSING: Final = re.compile(
    r"\b(?:if|unless|would|wouldn't|suppose|supposing|imagine|say|says|said|thinks|hope)\b",
    re.IGNORECASE,
)
_SOMEONE: Final = word_set("someone somebody", None)


_JOINED_ON: Final = re.compile(r"(?:and|but|so)\s+(?=the\s|a\s|an\s|my\s|our\s)", re.IGNORECASE)


def speaker_led(clause: str) -> str | None:
    """:func:`_speaker_led` of ``clause``, or of what follows a comma in it ("big news,
    the museum asked me to ...", "Ana is thrilled, the museum asked me to ..."), unless
    what comes before makes it a supposition ("if ..., the museum asked me")."""
    if (paid := _paid_out(clause)) is not None:
        return paid  # "The insurance paid at last, 420,000 francs, in March"
    if _A_JOB.search(clause):
        clause = _CHARGED_AFTER.sub(r" for \g<price>", clause)  # "..., and he charged 60,000"
    if (when := _WHEN_FIRST.match(clause)) is not None:
        # "On Sunday a plumber fixed the leak under our sink": the day put after the thing
        body = clause[when.end() :]
        thing = _ACTED_ON_THING.match(body)
        if thing is not None:
            at = thing.end("particle") if thing.group("particle") else thing.end("thing")
            day = when.group("when")
            return _speaker_led(f"{body[:at]} {day[:1].lower()}{day[1:]}{body[at:]}")
    parts = clause.split(", ")
    for at in range(len(parts)):
        if at and _SUPPOSING.search(parts[at - 1]):
            return None
        rest = ", ".join(parts[at:])
        if at and (joined := _JOINED_ON.match(rest)) is not None:
            # "Mrs Dossou is leaving, and the cooperative has asked me ...": the clause
            # before stays, joined as it was
            led = _speaker_led(rest[joined.end() :])
            if led is not None:
                return f"{', '.join(parts[:at])}, {joined.group()}{led}"
            continue
        if (led := _speaker_led(rest)) is not None:
            return led
    return _job_done(clause) or _treated(clause)


# "The insurance paid at last, 420,000 francs, in March", "insurance paid another 2000",
# "the airline finally paid up: 400 euros": a payout to the speaker from a body that owes
# it, the "me" left out.
_PAID_OUT: Final = re.compile(
    rf"""^(?:(?:so|and|but|also|btw|oh)[\s,]+)?(?P<agent>(?:the\s+|my\s+|our\s+)?(?:insurance
    (?:\s+company)?|insurers?|airline|tour\s+operator|travel\s+agent|landlord|landlady
    |council|employer))
    \s+(?:has\s+|have\s+)?(?:finally\s+|eventually\s+|at\s+last\s+)?paid(?:\s+(?:me|us|out|up))?
    (?:\s+(?:at\s+last|in\s+the\s+end|finally|btw|by\s+the\s+way))?\s*[,:]?\s+(?P<more>(?:another|the\s+last|the
    \s+other|the\s+rest,?)\s+)?(?P<amount>[£$€]?\d(?:[\d,.]*\d)?(?:\s*(?:k|million|thousand))?
    (?:\s+(?:{alternation(MONEY_WORDS)}
    |(?!(?:days?|weeks?|months?|years?|hours?|times?|people)\b)[a-z]{{2,8}}(?=\s*(?:[,.;!]|$))))?)
    (?P<rest>(?:,?\s+(?:in|on|last|this|after|by)\b(?:(?!\bnot\b)[^,;])*?(?=\s+not\b|[,;]|\s*[.!]*$)
    |,?\s+(?:not|instead\s+of)\s+(?:the\s+)?\d(?:[\d,.]*\d)?(?:\s+(?!i\b)[a-z]+)?(?=[,;.!]|$)
    |,\s+so\s+\d[\d,.]*[^,;]*\s+in
    \s+(?:all|total))*)
    \s*[,.;!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _paid_out(clause: str) -> str | None:
    """:data:`_PAID_OUT` with the speaker leading: "The insurance paid at last, 420,000
    francs, in March" -> "I was paid 420,000 francs by the insurance in March"; None for
    any other clause."""
    paid = _PAID_OUT.match(clause)
    if paid is None:
        return None
    agent = paid.group("agent")
    agent = agent if agent.lower().startswith(("the ", "my ", "our ")) else f"the {agent}"
    more = paid.group("more") or ""
    rest = re.sub(r"^,(?=\s+(?:in|on|last|this|after|by)\b)", "", paid.group("rest"))
    rest = re.sub(r"^\s+(?=(?:not|instead\s+of)\s)", ", ", rest)  # "22000, not 28000"
    return (
        f"I was paid {more.lower()}{paid.group('amount')} by {agent[:1].lower()}{agent[1:]}{rest}"
    )


def _treated(clause: str) -> str | None:
    """ "On Tuesday the dentist took out two of my back teeth" -> "I had two of my back
    teeth taken out by the dentist on Tuesday": what a clinician did to the speaker's body,
    told as the speaker's having it done; None for any other clause."""
    when = _WHEN_FIRST.match(clause)
    body = clause[when.end() :] if when is not None else clause
    done = _TREATED.match(body)
    if done is None:
        return None
    rest = done.group("rest")
    if when is not None:
        day = when.group("when")
        rest = f" {day[:1].lower()}{day[1:]}{rest}"
    verb = " ".join(done.group("verb").lower().split())
    return f"I had {done.group('thing')} {_TREATMENTS[verb]} by {done.group('agent').lower()}{rest}"


# What a clinician does to a part of someone, and its participle.
_TREATMENTS: Final = {
    "took out": "taken out",
    "pulled out": "pulled out",
    "pulled": "pulled",
    "removed": "removed",
    "filled": "filled",
    "stitched up": "stitched up",
    "stitched": "stitched",
    "set": "set",
    "x-rayed": "x-rayed",
    "operated on": "operated on",
    "put a cast on": "put in a cast",
}
_TREATMENT_VERBS: Final = "|".join(verb.replace(" ", r"\s+") for verb in _TREATMENTS)
_TREATED: Final = re.compile(
    rf"""^(?P<agent>the\s+(?:dentist|surgeon|doctor|nurse|vet|orthodontist|optician|physio))\s+
    (?P<verb>{_TREATMENT_VERBS})\s+
    (?P<thing>(?:(?:one|two|three|four|both|all|some|\d)\s+of\s+)?my\s+(?:[\w-]+\s+){{0,2}}?
    (?:{alternation(BODY_PARTS)}|teeth|tooth|wisdom\s+teeth|wisdom\s+tooth|stitches|mole|cyst
    |eye|eyes|ear|ears|cut|wound|appendix|tonsils))
    (?P<rest>(?:,?\s+(?:on|in|last|this|yesterday|today|at)\b[^,;]*)?)$""",
    re.IGNORECASE | re.VERBOSE,
)


def _job_done(clause: str) -> str | None:
    """ "A roofer called Mr Jayasuriya replaced eleven broken tiles" -> "I had eleven broken
    tiles replaced by a roofer called Mr Jayasuriya": a job a tradesman did, told as the
    speaker's having it done; None for any other clause."""
    job = _JOB_DONE.match(clause)
    if job is None or _JOB_NOT_A_THING.match(job.group("thing")):
        return None
    said = job.group("thing") + job.group("rest")
    if _SOMEONE_ELSES_JOB.search(said):
        return None  # "... replaced the tiles at my mum's house": hers, not the speaker's
    if any(word in _SHARED_PLACES for word in said.lower().split()):
        return None  # "the plumber fixed the fountain in our park": the park's
    done = " ".join(job.group("verb").lower().split())  # each job's past is its participle
    agent = job.group("agent")
    if agent.split()[0] in {"A", "An", "The"}:
        agent = agent[:1].lower() + agent[1:]
    return f"I had {job.group('thing')} {done} by {agent}{job.group('rest')}"


# Those who come to do a job on a home or a thing.
_TRADES: Final = r"""plumber|roofer|electrician|painter|decorator|builder|mechanic|carpenter
    |joiner|glazier|handyman|locksmith|tiler|plasterer|technician|repairman|repair\s+(?:man|guy)
    |gas\s+(?:man|engineer)|boiler\s+(?:man|engineer)|fundi"""
# "A roofer called Mr Jayasuriya replaced eleven broken tiles", "Mr Lungu the plumber put in
# a new geyser on Thursday": who did the job, by trade, and what was done.
_JOB_DONE: Final = re.compile(
    rf"""^(?P<agent>(?:an?|the)\s+(?:[\w-]+\s+)?(?:{_TRADES})(?:\s+(?:called|named)\s+
    (?:(?:Mr|Mrs|Ms|Miss)\.?\s+)?(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)?
    |(?:Mr|Mrs|Ms|Miss)\.?\s+(?-i:[A-Z])[\w'-]+\s+the\s+(?:{_TRADES}))
    \s+(?:finally\s+|just\s+|eventually\s+)?
    (?P<verb>{JOB_VERBS})\s+
    (?P<thing>(?!(?:it|them|that|this|those|these|me|us|him|her)\b)(?:[^\s,;]+\s+){{0,5}}?
    [^\s,;]+)
    (?P<rest>(?:,?\s+(?:on|in|last|this|yesterday|today|for)\b(?:[^,;]|(?<=\d),(?=\d))*)?)$""",
    re.IGNORECASE | re.VERBOSE,
)
# "a new one", "one": what the job was done on is said elsewhere.
_JOB_NOT_A_THING: Final = re.compile(r"^(?:(?:a|an|the)\s+)?(?:[\w-]+\s+)?ones?\b", re.I)
# Whose the job was, said in it: "at my mum's house", "for my sister", "in Tom's car",
# "for Mrs Okafor next door".
_SOMEONE_ELSES_JOB: Final = re.compile(
    r"""['’]s\b|\bfor\s+(?!(?:me|us)\b)(?:my|our|his|her|their|a|an|the|mr|mrs|ms|miss
    |(?-i:[A-Z]))|\bnext\s+door\b|\bneighbou?rs?\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "..., and he charged 60,000 ariary": what the one who did the deed charged for it.
_CHARGED_AFTER: Final = re.compile(
    r""",?\s+and\s+(?:he|she)\s+charged\s+(?:me\s+|us\s+)?
    (?P<price>[£$€]?\d[\d,.]*\s*(?:k|grand)?(?:\s+[a-z]+){0,2})$""",
    re.IGNORECASE | re.VERBOSE,
)
_A_JOB: Final = re.compile(rf"\b(?:{JOB_VERBS})\b", re.IGNORECASE | re.VERBOSE)
# "On Sunday ...", "Yesterday ...": the day a clause opens with.
_WHEN_FIRST: Final = re.compile(
    rf"^(?P<when>{LEADING_TIME})\s*,?\s+(?=\S)", re.IGNORECASE | re.VERBOSE
)


def _done_by_them(match: re.Match[str], verb: str, rest: str) -> str | None:
    """ "They offered me the job on Friday" -> "I was offered the job on Friday": whoever
    "they" are, the speaker was offered it. Nothing for a request ("they asked me to ...")."""
    if verb not in _GIVING | _CHOSEN or _ASKED_WHAT.match(rest):
        return None
    if rest.lstrip().startswith("to ") and verb not in _PLACED:
        return None  # "they asked me to ...": a request (not "they moved me to the branch")
    subject, be = ("I", "was") if match.group("whom").lower() == "me" else ("we", "were")
    # ("made me head smoker start of aug. boss was right": a texted sentence ends there)
    rest = _TEXTED_END.split(rest, maxsplit=1)[0]
    return f"{subject} {be} {_DONE_TO_PERSON[verb]}{rest}"


_TEXTED_END: Final = re.compile(
    r"[.!?]+\s+(?=(?-i:[a-z]))|\s+(?=(?:my|our)\s+[a-z]+\s+(?:was|is|were|are|said|says)\b)"
)


# Where an employer puts someone: "they moved me to the matola branch".
_PLACED: Final = word_set("moved transferred", None)
_PLACE_OF_WORK: Final = re.compile(
    r"""\s+to\s+(?:the|a|an|our|their)\s+(?:[\w'-]+\s+){0,3}?(?:branch|office|shift|desk|team
    |department|site|store|shop|school|ward|unit|depot|plant|factory|warehouse|line|kitchen
    |counter|hospital|clinic|station)s?\b""",
    re.IGNORECASE | re.VERBOSE,
)
_AHEAD: Final = re.compile(
    rf"\b(?:next|tomorrow|tmrw|soon|from\s+(?:next|{WEEKDAY}|{MONTH}))\b", re.IGNORECASE
)
# What an employer, a club or a school does to someone, told of "them": "they hired me".
_CHOSEN: Final = word_set(
    """hired promoted accepted shortlisted recruited chose picked selected appointed
    employed interviewed put moved transferred made took""",
    None,
)


def _acts(agent: str) -> bool:
    """Whether ``agent`` reads as the one who acted: no joining word or pronoun, nothing
    said ("my neighbour says the council should never have cut ...": a view)."""
    words = agent.lower().split()
    return (
        words[0] not in _NOT_AGENTS
        and _AGENT_PRONOUN.search(agent) is None
        and not any(word in _NO_AGENTS_WORDS for word in words)
    )


def _thing_leads(thing: str) -> tuple[str, str] | None:
    """The speaker's thing a deed was done to, as the subject, and its "was" or "were":
    "the leak under our sink" -> "our sink's leak", "was"; "my nails" -> "were". None for a
    part of a place that is everyone's ("the bench in our park")."""
    subject = " ".join(thing.split())
    if subject.split()[-1].lower() in _SHARED_PLACES:
        return None  # "the council repaired our street": the street is everyone's
    if (part := _PART_OF_THING.match(subject)) is not None:
        if part.group("owned").split()[-1].lower() in _SHARED_PLACES:
            return None
        subject = f"{part.group('owned')}'s {part.group('part')}"
    last = subject.split()[-1].lower()
    plural = last.endswith("s") and not last.endswith(("ss", "us", "is"))
    return subject, "were" if plural else "was"


# What a debt owed to the speaker is: a sum, or what it is for ("for nine maps").
_OWED_SUM: Final = re.compile(
    r"^\s+(?:for\s+(?:the\s+)?(?:\d|[a-z]+\s+(?:maps|jobs|shifts|hours|days|weeks|months|orders)\b)"
    r"|[£$€]?\d)",
    re.IGNORECASE,
)


def _person_leads(
    person: re.Match[str], verb: str, agent: str, rest: str
) -> tuple[str, str] | None:
    """The speaker as the subject a deed was done to, and its "was" ("I", "was"; "we",
    "were"); "am" for what is owed now ("the hotel still owes me for nine maps"). None for
    a question asked of the speaker, or a named one who owes ("Manolo owes me a round"
    stays his doing)."""
    if _ASKED_WHAT.match(rest):
        return None
    subject, be = ("I", "was") if person.group("whom").lower() == "me" else ("we", "were")
    if verb == "owes":
        if agent.split()[0].lower() not in {"the", "a", "an", "my", "our"}:
            return None
        if not _OWED_SUM.match(rest):
            return None  # "the universe owes me a holiday lol": no debt
        be = "am" if subject == "I" else "are"
    return subject, be


_UNSURE: Final = re.compile(r"\b(?:or\s+maybe|not\s+sure|i\s+think|apparently|maybe)\b", re.I)


def _no_deed(match: re.Match[str], thing: re.Match[str] | None) -> bool:
    """Whether what ``match`` reads as done to the speaker is no deed: a figure of speech
    ("the view took my breath away", "they moved me to tears"), a move to no place of work
    ("transferred me to another agent") or one still ahead ("... next month")."""
    if thing is not None and thing.group("thing").split()[-1].lower() in FIGURATIVE_THINGS:
        return True
    verb = " ".join(match.group("verb").lower().split())
    rest = match.group("rest")
    if thing is None and verb == "made":
        return _MADE_ROLE.match(rest) is None  # "made me cry": no role given
    if thing is None and verb == "took":
        return _TAKEN_ON.match(rest) is None  # "took me to Porto": no job given
    return verb in _PLACED and (
        _PLACE_OF_WORK.match(rest) is None or _AHEAD.search(rest) is not None
    )


# "has made me its cashier", "made me captain": a role given ("made me cry" is not one).
_MADE_ROLE: Final = re.compile(
    r"""\s+(?:(?:its|their|the|a|an)\s+)?(?:new\s+)?(?:cashier|treasurer|secretary|chair|chairman
    |chairwoman|chairperson|captain|vice-captain|president|vice-president|manager|supervisor
    |head|leader|team\s+leader|deputy|partner|prefect|coordinator|rep|representative)\b
    # "head smoker": one word more may name the post ("head back", "chair the meeting": a deed)
    (?:\s+(?!(?:back|off|out|up|down|home|away|over|the|a|an|my|our|it|them)\b)[a-z-]+)?
    (?=\s*(?:$|[,.;!]|(?:of|for|at|in|on|from|since|start|last|this|by|and)\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# "took me on after an interview", "took me on as a stock clerk": hired.
_TAKEN_ON: Final = re.compile(
    r"\s+on\b(?=\s*(?:$|[,.;!]|after\b|as\b|for\b|full-time\b|part-time\b|permanently\b))",
    re.IGNORECASE,
)


def _taken_on(verb: str, rest: str) -> str:
    """``rest`` without the "on" of "took me on after an interview" (its participle, "taken
    on", holds it)."""
    return rest[len(" on") :] if verb == "took" else rest


def _someone_of_theirs(agent: str, to_the_speaker: bool) -> bool:
    """Whether ``agent`` is someone of the speaker's own ("my boss", "Ann's mum"), whose
    deed stays theirs; "the landlord" doing a thing to the speaker's thing is no one's."""
    if agent.split(" ")[-1].lower() not in _SOMEONE_OF_THEIRS:
        return False
    return to_the_speaker or not agent.lower().startswith("the ")


def _speaker_led(clause: str) -> str | None:
    """A clause where something or someone acts on the speaker, turned so the speaker
    leads it: "the museum asked me to run a workshop" -> "I was asked by the museum to
    run a workshop"; "a collector bought my guitar on Friday" -> "my guitar was bought by
    a collector on Friday". A possessive that points back at the one acting ("... to be
    their organist") takes its name: "I was asked to be the cathedral's organist". None
    for any other clause."""
    if _UNSURE.search(clause):
        return None  # "they billed me twice, or maybe my husband paid twice, not sure"
    person = _ACTED_ON_SPEAKER.match(clause)
    thing = None if person is not None else _ACTED_ON_THING.match(clause)
    match = person or thing
    if match is None or _no_deed(match, thing):
        return None
    agent = " ".join(match.group("agent").split())
    if agent.split(" ")[0] in {"The", "A", "An", "My", "Our"}:
        agent = agent[:1].lower() + agent[1:]  # "by the museum", wherever it now stands
    verb = " ".join(match.group("verb").lower().split())
    rest = match.group("rest")
    rest = _taken_on(verb, rest) if person is not None else rest
    if thing is not None and agent.lower() in _SOMEONE | {"they"}:
        # "someone stole my bike on Friday": by whom, the speaker does not know either;
        # "they lost my suitcase": whoever they are, the suitcase was lost
        done = _DONE_TO_THING[verb] + _with_particle(thing)
        return f"{' '.join(thing.group('thing').split())} was {done}{rest}"
    later = _LATER_TIME.search(rest) is not None and verb not in _PLACED
    if person is not None and agent.lower() == "they" and not later:
        return _done_by_them(match, verb, rest)
    if later or not _acts(agent) or _someone_of_theirs(agent, person is not None):
        return None
    if person is not None:
        if (led_person := _person_leads(person, verb, agent, rest)) is None:
            return None
        subject, be = led_person
        participle = _DONE_TO_PERSON[verb]
    elif match.group("share") is not None:
        # "the landlord kept 400 of my deposit" -> "I had 400 of my deposit kept by ..."
        done = _DONE_TO_THING[verb] + _with_particle(match)
        return f"I had {match.group('share')}{match.group('thing')} {done} by {agent}{rest}"
    else:
        led = _thing_leads(match.group("thing"))
        if led is None:
            return None
        subject, be = led
        participle = _DONE_TO_THING[verb] + _with_particle(match)
    if (owner := _POSSESSIVE.search(rest)) is not None:
        # "asked me to be their organist": "their" is the one asking's, named in its place
        named = agent
        if agent.split(" ")[0].lower() in _OWNED_OPENING:
            named = agent[:1].lower() + agent[1:]  # "The museum asked me" -> "the museum's"
        rest = f"{rest[: owner.start()]}{named}'s{rest[owner.end() :]}"
        return f"{subject} {be} {participle}{rest}"
    if verb in _GIVING | {"made"} and (given := _THING_GIVEN.match(rest)) is not None:
        # "offered me a weekend job" -> "was offered a weekend job by ..."
        tail = given.group("tail") or ""
        return f"{subject} {be} {participle}{given.group('given')} by {agent}{tail}"
    return f"{subject} {be} {participle} by {agent}{rest}"


# --- verbs complete without an object ---------------------------------------------------

# "<S> died in November", "<S> retired on Friday": verbs that need nothing after them, so a
# time alone after them says when it happened, not what was left out ("<S> left in May").
_COMPLETE_VERBS: Final = r"""(?:died|retired|graduated|emigrated|immigrated|resigned|arrived
    |eloped|proposed|recovered|landed|married|divorced|relocated|qualified|returned|drowned
    |escaped|fell|collapsed|fainted|had\s+a\s+(?:bad\s+|nasty\s+|serious\s+)?fall
    |passed\s+away|was\s+born|were\s+born|got\s+married|got\s+engaged|got\s+divorced
    |moved\s+(?:in|out|away|back|house|abroad)(?=\s+(?:on|in|at|around|last|this|yesterday)\b))\b"""
_COMPLETE: Final = re.compile(
    rf"""^{SUBJECT}\s+(?:has\s+|had\s+)?(?:just\s+|finally\s+|sadly\s+|recently\s+)?
    {_COMPLETE_VERBS}""",
    re.IGNORECASE | re.VERBOSE,
)
# A verb and nothing but when: "left in March", "started on Monday" (left what, started
# what: the turn before said).
_ONLY_TIME: Final = re.compile(
    r"""^[\w'-]+(?:\s+(?:in|on|at|during|by|around|until|the|early|late|mid|of|last|this
    |ago|days?|weeks?|weekends?|months?|years?|morning|afternoon|evening|night|yesterday
    |today|tonight
    |january|february|march|april|may|june|july|august|september|october|november
    |december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer
    |autumn|fall|winter|a|one|two|three|four|five|six|\d+(?:st|nd|rd|th)?)\b[\s,]*)*$""",
    re.IGNORECASE | re.VERBOSE,
)
_STARTS_COMPLETE: Final = re.compile(_COMPLETE_VERBS, re.IGNORECASE | re.VERBOSE)


def complete_alone(text: str) -> bool:
    """Whether a rewritten clause opens on a verb that says all it means with only a time
    after it ("<S> died on Tuesday"), unlike one whose object went with the context ("<S>
    left in spring": left what?)."""
    return _COMPLETE.match(text) is not None


# --- what a sentence said, told more of in a fragment after it -------------------------------

# "I bought a piano. a 1920s upright from a farm auction", "Folasade is getting married! in
# Lagos, in august", "we've started salsa. Friday nights": a fragment with no verb of its
# own, after a sentence it only adds to.
# A run of stops is read once, from its first ("." x 50000 is no slower than it is long).
_FRAGMENT_AFTER: Final = re.compile(
    rf"""(?<![.!])(?P<end>[.!]++)\s+
    (?P<fragment>(?P<lead>a|an|in|on|at|from|near|for|due
    # "I've joined the choir. Wednesday evenings": when it meets, week by week
    |(?P<day>{WEEKDAY})s?(?=\s+(?:morning|afternoon|evening|night)s?\b)
    |\d+(?=[\s-](?:foot|feet|ft|metres?|meters?|inch|inches|years?|kg|litres?|seater|bed|bedroom
    |speed|string|door)\b))\s[^.!?]*?)
    (?=\s*(?:[.!?]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# A word that makes a clause of its own: a verb or a subject pronoun.
_CLAUSE_WORD: Final = re.compile(
    r"""(?<![\w'’-])(?:is|was|are|were|am|be|been|has|have|had|do|does|did|will|would|can
    |could|should|i|i'm|i've|we|we're|he|she|they|it|it's|you|that's|there's|[a-z]+ed
    |[a-z]+['’](?:s|re|ve|ll|d))(?![\w'’])""",
    re.IGNORECASE | re.VERBOSE,
)
# The sentence before says what happened or is happening to someone: "I bought ...",
# "<Name> is getting married", "I got a big job".
# Someone named in passing, "a cider maker called Siôn": "called" is no verb of a clause
# ("a blue one called Nalu" is a thing named, no news of its own).
_NAME_GIVEN: Final = re.compile(
    r"\b(?:a|an)\s+(?:[\w-]+\s+){1,3}?(?<!\bone\s)(?:called|named)\s+(?=(?-i:[A-Z]))",
    re.IGNORECASE,
)
_NEWS_BEFORE: Final = re.compile(
    r"""(?:^|[.!?]\s+)
    # "I bought", "my son's started", "Ana has joined", or a deed told without "I"
    (?:[^.!?]*?\b(?:i|i've|i'm|we|we've|we're|(?:my|our)\s+[\w-]+|(?-i:[A-Z])[\w'-]+)(?:['’]s)?\s+
    |(?:and\s+|so\s+)?)(?:(?:has|have)\s+)?(?:(?:just|finally|also)\s+)?(?:got|bought|booked|found|adopted|started|joined|won|sold
    |made|built|is\s+getting|are\s+getting|been\s+offered|got\s+offered|signed
    |(?:is\s+|are\s+)?(?:pregnant|expecting))\b[^.!?]*$
    # "Donnacha proposed!", "my grandad died.": a life event, whoever it happened to
    |(?:^|[.!?]\s+)[^.!?]*?\b[\w'-]+\s+(?:(?:just|finally|sadly)\s+)?(?:proposed|eloped
    |got\s+(?:engaged|married)|(?:was|were)\s+born|died|passed\s+away)[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# "On a different note", "on the other hand": a turn to something else, never more of it.
_SEGUE: Final = re.compile(
    r"(?:on|in)\s+(?:a\s+different|another|an\s+unrelated|the\s+other|other)\s+(?:note|hand|news)\b",
    re.IGNORECASE,
)


def fragments_joined(text: str) -> str:
    """``text`` with a verbless fragment joined to the news it adds to: "I bought a piano. a
    1920s upright from a farm auction" -> "I bought a piano, a 1920s upright from a farm
    auction"; "Folasade is getting married! in Lagos" -> "... getting married in Lagos"."""

    def join(match: re.Match[str]) -> str:
        fragment = match.group("fragment")
        if _CLAUSE_WORD.search(_NAME_GIVEN.sub(" ", fragment)) or _SEGUE.match(fragment):
            return match.group()  # "On a different note, Tom is moving": a clause of its own
        start = max(text.rfind(mark, 0, match.start()) for mark in ".!?") + 1
        if not _NEWS_BEFORE.search(text[start : match.start()]):  # that sentence only
            return match.group()
        lead = match.group("lead")
        if match.group("day") is not None:  # "started judo. Thursday nights" -> "on Thursday"
            return f" on {lead.capitalize()}{fragment[len(lead) :]}"
        # "a boat! 19 foot, ...", "pregnant!! Due in May" -> "due in May"
        glue = ", " if lead.lower() in {"a", "an", "due"} or lead.isdigit() else " "
        return f"{glue}{lead.lower()}{fragment[len(lead) :]}"

    text = _dates_joined(_routes_joined(_FRAGMENT_AFTER.sub(join, text)))
    if _OUTCOME_THEN_DETAIL.search(text) is not None:
        text = _OUTCOME_THEN_DETAIL.sub(_detail_joined, text)
    text = _sold_then_price(text)
    return _LIKING_AFTER.sub(
        lambda m: f"{m.group('head')} and {m.group('liking')[:1].lower()}{m.group('liking')[1:]}",
        text,
    )


# "My blood test came back, by the way. Low iron, so two months of tablets.", "I got fined
# at the factory, can you believe it. 5,000 CFA for parking my zem": a result or a fine,
# and what it was, told alone after it.
_OUTCOME_THEN_DETAIL: Final = re.compile(
    r"""(?P<head>\b(?:came\s+back|got\s+fined|was\s+fined|were\s+fined)\b[^.!?]*?)
    (?:,\s*(?:by\s+the\s+way|btw|can\s+you\s+believe\s+it|would\s+you\s+believe\s+it))?
    [.!]+\s+(?P<detail>(?:[£$€]?\d[\d,.]*|(?-i:[A-Z])[a-z]+)\b[^.!?]{0,80}?)(?=\s*(?:[.!?]|$))""",
    re.IGNORECASE | re.VERBOSE,
)

# "I sold ten prints to the Hotel Lagadin for their rooms. 60,000 denars!": the price of a
# sale, said alone after it in money (not when the sale already has one; not "200k miles",
# "500 tickets", "1987").
_SOLD: Final = re.compile(r"\b(?:I|we)\s+(?:just\s+|finally\s+)?sold\s+(?!out\b)\w", re.I)
_PRICED: Final = re.compile(r"\bfor\s+[£$€]?\d", re.IGNORECASE)
_PRICE_ALONE: Final = re.compile(
    rf"""\s*(?P<price>[£$€]\d(?:[\d,.]*\d)?\s*(?:k|grand|million|thousand)?
    |\d(?:[\d,.]*\d)?\s*(?:k|million|thousand)?\s*(?:{alternation(MONEY_WORDS)}|ec\s+dollars)
    )\s*[.!]*\s*""",
    re.IGNORECASE | re.VERBOSE,
)
_SENTENCE_WITH_END: Final = re.compile(r"[^.!?]+[.!?]*")


def _sold_then_price(text: str) -> str:
    """``text`` with the price said alone after a sale joined to it: "I sold ten prints to
    the Hotel Lagadin. 60,000 denars!" -> "I sold ten prints to the Hotel Lagadin for
    60,000 denars."."""
    if _SOLD.search(text) is None:
        return text
    sentences = _SENTENCE_WITH_END.findall(text)
    for at in range(len(sentences) - 1):
        sale, price = sentences[at], _PRICE_ALONE.fullmatch(sentences[at + 1])
        if price is None or _SOLD.search(sale) is None or _PRICED.search(sale) is not None:
            continue
        lead = sale[: len(sale) - len(sale.lstrip())]
        sentences[at] = f"{lead}{sale.strip().rstrip('.!')} for {price.group('price').strip()}."
        sentences[at + 1] = " " if sentences[at + 1].endswith(" ") else ""
    return "".join(sentences)


def _detail_joined(match: re.Match[str]) -> str:
    detail = match["detail"]
    if _CLAUSE_WORD.search(detail) or len(detail.split()) > 12:
        return match.group()  # "... came back. She was thrilled.": a sentence of its own
    glue = ": " if match["head"].lower().startswith("came") else ", "
    first = (
        detail[:1] if detail[:1].isdigit() or detail.split()[0].isupper() else detail[:1].lower()
    )
    return f"{match['head']}{glue}{first}{detail[1:]}"


# "he's 9. mad about football": what the one just told of is keen on, told alone after.
_LIKING_AFTER: Final = re.compile(
    rf"""(?P<head>\b(?:he|she|(?:my|our)\s+(?:{alternation(RELATIVES)}))(?:['’]s|\s+is)\s+[^.!?]+?)
    [.!]+\s+(?P<liking>(?:(?:totally|really|just|completely|absolutely)\s+)?(?:(?:mad|crazy|nuts
    |potty|dotty)\s+(?:about|on)|obsessed\s+with)\s+[^.!?]+)""",
    re.IGNORECASE | re.VERBOSE,
)


# "I did the walk on the 20th. Dangriga to Hopkins, 18 kilometres.": the way a walk, a run
# or a ride went, told alone after the speaker did it.
_ROUTE: Final = re.compile(
    r"""(?<=[.!])\s+(?P<route>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?\s+to\s+
    (?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?(?:,?\s+(?:\d[\d,.]*|[a-z]+(?:-[a-z]+)?)\s+
    (?:kilometres|kilometers|km|miles|k))?)(?=\s*(?:[.!]|$))""",
    re.VERBOSE,
)
# The deed the route belongs to, in the sentence before it: a journey made.
_JOURNEY_DONE: Final = re.compile(
    r"""\b(?:walked|ran|rode|cycled|hiked|swam|drove|trekked|rowed|sailed|paddled|flew|did
    |finished|completed)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_REACH_BACK: Final = 200  # characters read back for the sentence before a route or a day


def _told_after(
    text: str, told: re.Pattern[str], deed: re.Pattern[str], said: Callable[[re.Match[str]], str]
) -> str:
    """``text`` with each sentence ``told`` finds (a route, a day said alone) joined to the
    sentence before it, as ``said`` words it, when that sentence holds ``deed``."""
    out: list[str] = []
    at = 0
    for match in told.finditer(text):
        stop = match.start() - 1  # the mark that ends the sentence before
        start = max(text.rfind(mark, max(0, stop - _REACH_BACK), stop) for mark in ".!?") + 1
        if not deed.search(text, max(start, stop - _REACH_BACK), stop):
            continue
        out += [_TRAILING_ASIDE.sub("", text[at:stop]), said(match)]  # "passed the test btw"
        at = match.end()
    return "".join(out) + text[at:]


def _routes_joined(text: str) -> str:
    text = _told_after(text, _ROUTE, _JOURNEY_DONE, lambda m: f", from {m.group('route')}")
    return _told_after(text, _MEASURE, _JOURNEY_DONE, lambda m: f", {m.group('measure')}")


# "did the scotts head swim sat. 1.5 km in 41 min": how far (and how fast), told alone
# after the speaker's swim, run or ride.
_MEASURE: Final = re.compile(
    r"""(?<=[.!])\s+(?P<measure>(?:\d[\d.,]*\s*(?:km|kilometres|kilometers|miles|metres)
    (?:\s+in\s+\d[\d.:]*\s*(?:min|mins|minutes|hours|hrs|h|secs|seconds))?))
    (?=\s*(?:[.!]|$))  # (a time alone is read by the fragments after, "in 91 mins")""",
    re.IGNORECASE | re.VERBOSE,
)


# "passed the test btw. 2nd try, 14 may": the day a deed was done, told alone after it
# (with which go it was).
_DAY_TOLD: Final = re.compile(
    rf"""(?<=[.!])\s+(?:(?P<go>(?:\d(?:st|nd|rd|th)|first|second|third|fourth|fifth)\s+(?:try|go
    |attempt|time)),?\s+)?(?P<day>\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH}
    |{MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?)(?=\s*(?:[.!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
# A deed done once, on a day, that the day told after it dates (not "booked", "registered":
# the day may be that of what was booked).
_DEED_DONE: Final = re.compile(
    r"""\b(?:passed|failed|finished|completed|graduated|won|moved|sold|bought|quit|retired
    |married|ran|swam|rode|climbed)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _dates_joined(text: str) -> str:
    def said(match: re.Match[str]) -> str:
        go = f", on the {match.group('go')}" if match.group("go") else ""
        return f" on {match.group('day')}{go}"

    return _told_after(text, _DAY_TOLD, _DEED_DONE, said)


_TRAILING_ASIDE: Final = re.compile(rf"\s+(?:btw|by\s+the\s+way|{LAUGH})$", re.IGNORECASE)

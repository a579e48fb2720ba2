"""Notes a user writes to themself.

A document with no speaker, or a user's turn that opens "note to self:", "reminder:",
"remember:" or "todo:", is a note, and a note says some things a chat would not:

* "the car" in a note is the writer's own: "note to self: the car's MOT runs out in
  March 2025" -> "my car's MOT runs out in March 2025", read then as the user's own words
  (:func:`owned_in_note`). Only a thing people own (a car, a passport, the boiler) with
  when it runs out or falls due counts: "the car is making a noise" stays unread.
* A code or password is the writer's own: "note for later: the code for the bike shed
  at work is 4471" -> "my code for the bike shed at work is 4471".
* A visit or service booked for a day is the writer's booking: "note to self: the chimney
  sweep is booked for the 28th" -> "I've booked the chimney sweep for the 28th"; so is a
  call someone makes on the writer: "the knife sharpener comes every other Friday".
* An appointment set for a day is the writer's: "remind me that the dentist is on Thursday
  at 3pm" -> "I've got the dentist on Thursday at 3pm"; jotted with whom it is for, too:
  "vet for rex 21 march 10am" -> "I've got the vet for rex on 21 march at 10am".
* A user asking to be reminded writes a note as well: "remind me that ...", "don't let me
  forget that ...", "please remember that ...", "note that ..." (:data:`ASKED_TO_REMEMBER`),
  after a thanks or an "Also," too, of the user's people as well ("Lovely. Also, remind me
  that Seren has the dentist on Friday"), or with the request after what it asks to keep
  ("dentist fri 2pm. remind me pls").
* A thing's regular day or new address, stated for the record (:func:`note_fact`):
  "Reminder: the bin collection in Hazelmere Close has moved to Thursdays." -> "The bin
  collection in Hazelmere Close is on Thursdays."; "Note: Dr Abernethy's clinic has moved
  to 14 Ropewalk Street." -> "Dr Abernethy's clinic is at 14 Ropewalk Street.". A day said
  once ("has moved to Thursday") is a single change of plan, not a schedule: it forms no
  regular day, only the occasion's own ("the meeting is on Thursday", :func:`jotted_event`).
* An occasion jotted with its day, moved to a day, or leaving on one ("night bus to Punta
  Gorda leaves Friday the 13th of December at 10 p.m."), and a visit jotted without its
  "the", "is" and "on" ("census officer visiting Sunday the 26th of January, 9 a.m.").
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import (
    CURRENCY_WORDS,
    HEDGE_WORDS,
    IRREGULAR_PAST,
    JOBS,
    KIN_EXTRA,
    MONTH,
    RELATIVES,
    SHORT_WEEKDAY,
    WEEKDAY,
    alternation,
    word_set,
)
from .monthly import paid_monthly

__all__ = [
    "ASKED_TO_REMEMBER",
    "ASK_LEAD",
    "NOTE_EVENT",
    "is_self_note",
    "jotted_event",
    "note_fact",
    "owned_in_note",
    "reminder_read",
]

# "note to self:", "Reminder -", "todo:": the opening of a turn the user writes to themself.
_SELF_NOTE: Final = re.compile(
    r"""^\W*(?:note\s+to\s+self|notes?\s+for\s+(?:later|me|myself|the\s+future)|note
    |reminder(?:\s+to\s+self|\s+for\s+(?:later|me|myself))?|remember|to-?do|to\s+do|memo)
    \s*[:\-–—]""",
    re.IGNORECASE | re.VERBOSE,
)
# "Also,", "And", "ta.": words a request to remember may follow in a turn that asked
# something else first ("Lovely. Also, remind me that ...").
ASK_LEAD: Final = r"(?:(?:and|also|oh|ok|okay|ta|thanks|so|plus|but)[,.!]?\s+)*"
# "remind me that", "don't let me forget", "can you remember that", "make a note that",
# "note that": the opening of a request to keep what follows, a thing of the speaker's
# ("the dentist is on Thursday"), the speaker's own state or plan ("I'm allergic to
# penicillin"), or one of the speaker's people ("Orla is coeliac", "Orla's recital is on
# Friday"). A bare "remember" needs its "that": "Remember the old mill?" asks about a
# shared past; "note" opens the turn's sentence ("note the gate sticks").
ASKED_TO_REMEMBER: Final = re.compile(
    rf"""^{ASK_LEAD}(?P<asked>(?:please|pls|(?:can|could|will|would)\s+(?:you|u)(?:\s+please)?)\s+)?
    (?:(?:remind\s+me|(?:don't|do\s+not|dont)\s+let\s+me\s+forget|make\s+a\s+note|note\s+down
    |note)(?:\s*,\s*|\s+)(?:that\s+)?
    |(?(asked)remember\s+(?:that\s+)?|remember\s+that\s+))
    (?=(?:i'm|i\s+am|i've|i\s+have|i'll|i\s+will|my|we're|we\s+are|we've|we\s+have|our|the)\s
    |(?-i:[A-Z])[\w-]+(?:['’]s)?\s+(?!(?:and|or|says|said|thinks|told|asked)\b)[\w'’-]+
    |(?!(?:what|where|when|who|whom|how|why|which|if|whether|to|it|this|that|you|u|he|she
    |they|him|her|them|me|about)\b)[a-z][\w-]*\s+(?:is|are|has)\s)""",
    re.IGNORECASE | re.VERBOSE,
)


def is_self_note(speaker: str | None, text: str) -> bool:
    """Whether a turn is a note its writer keeps: no speaker at all, or the user's turn
    opening with "note to self:", or with a sentence "remind me that the ..." or the like
    ("Lovely. Also, remind me that the dentist is on Thursday.")."""
    return speaker is None or (
        speaker == "the user"
        and (
            _SELF_NOTE.match(text) is not None
            or any(
                ASKED_TO_REMEMBER.match(said) or _REMEMBER_DATED.match(said)
                for said in _SENTENCE_END.split(text)
            )
            or _REMIND_AFTER.search(text) is not None
        )
    )


_SENTENCE_END: Final = re.compile(r"(?<=[.!?])\s+")
# "remember the kids start school on the 1st of sept": a bare "remember" before a thing of
# the writer's and a day, said, not asked ("Remember the 5th of May, at the lake?").
_REMEMBER_DATED: Final = re.compile(
    rf"""^{ASK_LEAD}(?:please\s+)?remember\s+(?:the|my|our)\s(?![^?]*\?)
    (?=.*?(?:\d|\b(?:{WEEKDAY}|{MONTH}|tomorrow)\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# "can you remind me to pay Oskar back the 50 quid?", "don't let me forget to ring the vet
# on Monday": a task the writer asks to be kept.
_REMIND: Final = rf"""^{ASK_LEAD}(?:(?:please|pls|(?:can|could|will|would)\s+(?:you|u)
    (?:\s+please)?)\s+)?(?:remind\s+me|(?:don't|do\s+not|dont)\s+let\s+me\s+forget)"""
_TASK_ASKED: Final = re.compile(
    rf"""{_REMIND}\s+to\s+(?P<task>(?-i:[a-z])[\w'-]*\s[^?!]+?)(?:,?\s+(?:please|pls|thanks|ta))?\s*[?.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# What makes a task worth keeping: someone named ("pay Oskar back", not "call my dad" or
# "ring Mum") or a sum ("the 40 quid", "€15"). A day alone does not: "remind me to call
# my dad tomorrow" is an errand, no fact of the writer's.
_TASK_DETAIL: Final = re.compile(
    rf"""\b(?!(?:{WEEKDAY}|{MONTH}|{alternation(RELATIVES | KIN_EXTRA)})\b)(?-i:[A-Z][a-z])
    |[£$€]\s?\d|\b\d[\d,.]*\s*(?:euros?|pounds?|quid|dollars?|bucks|grand|k
    |{alternation(CURRENCY_WORDS)})\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "remind me it's Ana's leaving do on Friday", "remind me its mums birthday do on the
# 3rd": the occasion "it" stands for, and its day.
_OCCASION_ASKED: Final = re.compile(
    rf"""{_REMIND}(?:\s+that)?\s+it(?:'s|’s|s|\s+is)\s+
    (?P<what>(?:(?!(?:on|at|in|this|next)\b)[\w'’-]+\s+){{0,4}}?(?:do|party|birthday|anniversary
    |wedding|funeral|christening|leaving\s+do|send-off|reunion|graduation|recital|concert|match
    |dinner|lunch|barbecue|bbq|meal|night\s+out|drinks|fete|fair|quiz|show|match|race))
    \s+(?P<when>(?:on|at|in|this|next)\s[^,;.!?]+)""",
    re.IGNORECASE | re.VERBOSE,
)
# "...; no forgetting this year", ", and don't you forget it": the listener told not to
# forget, after what the writer asked to keep.
_NAG: Final = re.compile(
    r"""\s*(?:[;,:\u2013\u2014-]|\s(?:and|so))\s+(?:(?:and|so)\s+)?(?:no\s+forgetting|(?:don't|dont
    |do\s+not)\s+(?:you\s+)?forget)\b[^.!?]*[.!?]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "if he still has it", "hopefully", "I think": a condition or a hedge on what a request
# asks to keep; after a comma, a clause the fact read from the request would leave off.
_HEDGE: Final = rf"(?:if|unless|assuming|provided|providing|{HEDGE_WORDS})\b"
_HEDGED: Final = re.compile(rf"\b{_HEDGE}", re.IGNORECASE | re.VERBOSE)
_HEDGE_APART: Final = re.compile(rf"[,;:–—-]\s*(?:but\s+|and\s+|only\s+)?{_HEDGE}", re.I | re.X)
# "mum's birthday", "mums birthday": a relative of the writer's, said without "my" (and
# maybe without the "'s" as well).
_KIN_UNMARKED: Final = re.compile(
    rf"^(?P<kin>{alternation(RELATIVES - {'parents', 'kids', 'twins', 'in-laws'})})(?:s|'s|’s)\s",
    re.IGNORECASE,
)


def reminder_read(sentence: str) -> str | None:
    """What a request to be reminded keeps, as the writer's own: "can you remind me to pay
    Oskar back the 50 quid?" -> "I need to pay Oskar back the 50 quid."; "remind me it's
    Ana's leaving do on Friday" -> "Ana's leaving do is on Friday."; None for any other
    sentence, and for a task with no one, no sum and no day in it ("remind me to drink
    water"). A request with a condition or a hedge the fact would lose ("remind me it's
    Tom's party on Friday, if he still has it", "remind me to pay Oskar back, if he still
    wants it") keeps no settled fact: None ("remind me to call Oskar if it rains" keeps it)."""
    if _HEDGE_APART.search(sentence):
        return None
    if (occasion := _OCCASION_ASKED.match(sentence)) is not None:
        if _HEDGED.search(sentence):
            return None  # "remind me it's maybe Tom's party on Friday"
        what = occasion.group("what")
        if (kin := _KIN_UNMARKED.match(what)) is not None:
            what = f"my {kin.group('kin').lower()}'s {what[kin.end() :]}"  # "mums do"
        return f"{what[:1].upper()}{what[1:]} is {occasion.group('when')}."
    if ASKED_TO_REMEMBER.match(sentence) and (nag := _NAG.search(sentence)) is not None:
        return sentence[: nag.start()] + "."  # "...; don't forget this time!": to the listener
    asked = _TASK_ASKED.match(sentence)
    if asked is None or _TASK_DETAIL.search(asked.group("task")) is None:
        return None
    return f"I need to {asked.group('task')}."


# "flu jab on Friday at 2pm. remind me pls": the request after what it asks to keep.
_REMIND_AFTER: Final = re.compile(
    r"""[.!?,]\s+(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:remind\s+me|don't\s+let\s+me
    \s+forget)(?:\s+(?:pls|please|about\s+it|of\s+(?:it|that)))?[.!?]*\s*$""",
    re.IGNORECASE | re.VERBOSE,
)


# "the boat club's autumn dance is at the harbour hall on Saturday the 5th", "the school
# fete is on the 14th", "Dina's field day is on Thursday", "the choir rehearses on the
# 12th": an event a note dates, named however the writer named it (with whose it is, and
# where it is before or after its verb), a group's own verb of a meeting counted as well.
# Groups as :func:`..extractor._event_dated` reads them.
_NOT_NOUN: Final = r"(?!(?:is|are|was|were|will|has|have|at|in|on)\b)"
_SCHEDULED_VERBS: Final = r"""(?:meets|rehearses|trains|practises|practices|plays|performs
    |opens|closes|starts|begins|ends|leaves|departs|sails|races|sings)"""
# A part of a clause up to a comma, with any "10:30" in it.
_UP_TO_COMMA: Final = r"(?:[^,;:]|(?<=\d):(?=\d\d))+"
NOTE_EVENT: Final = re.compile(
    rf"""^(?P<event>(?:the\s+|(?-i:[A-Z])[\w’-]*['’]s\s+)(?:{_NOT_NOUN}[\w'’-]+\s+){{0,8}}?
    {_NOT_NOUN}[\w'’-]+)
    # where: "at the clinic", "at the clinic in Tokoin"
    (?:\s+(?:at|in)\s+(?:{_NOT_NOUN}[\w'’-]+\s+){{0,3}}?{_NOT_NOUN}[\w'’-]+){{0,2}}
    \s+(?P<verb>is|will\s+be|{_SCHEDULED_VERBS})\s+(?:(?:at|in)\s+(?:{_NOT_NOUN}[\w'’-]+\s+){{1,6}}?)?
    (?P<when>on\s+{_UP_TO_COMMA}(?:,\s+(?:at|in)\s+{_UP_TO_COMMA})*)""",
    re.IGNORECASE | re.VERBOSE,
)

# What a note may date with no verb at all: "road test on Sunday the 22nd", "Upendo's
# graduation party on Saturday at Grandma's", "council office appointment for the plot
# papers, Monday the 25th at 9:00", or with its day changed ("Amani's school trip moved
# from Friday the 24th to Tuesday the 28th": the day it is now). The thing is named by
# describing words before an occasion (no verb, negation, doubt or someone's "his"), and
# nothing but the day, an hour and a place follows it: "milk on Friday", "no class on
# Monday", "Tom missed his test on Tuesday" and "my exam on Friday went fine" stay unread.
_OCCASIONS: Final = r"""(?:party|do|trip|outing|visit|play|concert|recital|show|match|game
    |race|tournament|exam|test|interview|appointment|meeting|hearing|ceremony|graduation
    |christening|wedding|funeral|reunion|rehearsal|practice|lesson|class|field\s+day
    |sports\s+day|open\s+day|parents['’]?\s+evening|fair|fete|festival|dinner|lunch
    |barbecue|bbq|picnic|sleepover|check-?up|scan|jab|vaccination|flight|deadline
    |presentation|celebration|launch|viewing|inspection|assessment|fitting|anniversary
    |get-together|quiz|gig|service|night|bus|train|ferry|coach|(?<=exam\s)results|repair|mot
    |delivery|collection|fundraiser|auction|bazaar|jumble\s+sale|clean-?up
    |(?:charity|fun|sponsored)\s+(?:run|walk|swim|ride))"""
_DATE_WORD: Final = rf"""(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)\b|{WEEKDAY}|{SHORT_WEEKDAY}(?=\s)
    |\d{{1,2}}\s+{MONTH}|{MONTH}\s+\d{{1,2}}\b|tomorrow\b|(?:next|this)\s+{WEEKDAY})"""
# Words an occasion's name never holds: a verb, a negation, a doubt, someone else's "his"
# ("no class on Monday", "Tom missed his test on Tuesday", "maybe lunch on Friday").
_NOT_JOTTED: Final = r"""(?!(?:on|is|are|was|were|will|has|have|had|got|moved|from|i|we|no|not
    |leaves|departs|starts|begins|opens|arrives|lands
    |never|skip|without|maybe|if|his|her|their|its|[a-z]+ed|[a-z]+n't)\b)"""
_JOTTED_EVENT: Final = re.compile(
    rf"""^(?P<owner>the\s+|(?:my\s+|our\s+)?(?:[\w’-]+['’]s\s+)|my\s+|our\s+)?
    (?P<event>(?:{_NOT_JOTTED}[\w'’-]+\s+){{0,4}}?{_OCCASIONS}
    (?:\s+(?:for|to|at|of|with)\s+(?:{_NOT_JOTTED}[\w'’-]+\s+){{0,6}}?{_NOT_JOTTED}[\w'’-]+)?)
    # "leaves Friday the 13th", "starts on the 3rd": what it does on the day
    (?P<verb>\s+(?:leaves|departs|starts|begins|opens|arrives|lands))?
    (?:\s+(?:has\s+|is\s+|was\s+|been\s+)*(?:moved|changed|put\s+back|brought\s+forward)
    (?:\s+from\s+[^,;]+?)?\s+to\s+|,?\s+(?:on\s+)?)
    (?P<when>{_DATE_WORD}(?:\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)|\s+of\s+{MONTH}|\s+{MONTH}
    |\s+\d{{1,2}}\b)*(?:\s+at\s+[^,;]+)?)\s*(?=[,;.!]|$)""",
    re.IGNORECASE | re.VERBOSE,
)


# "passport office at the Carenage, Friday the 17th of October, bring the old passport": a
# diary line, anything named (no verb, no one's "his") and then a day written in full,
# with its month, after a comma, when it names a visitor ("the man from the insurance": a
# visit) or a place of errands (:data:`_ERRAND`).
_NO_DIARY_WORD: Final = rf"""(?!(?:is|are|was|were|will|has|have|had|got|no|not|never|maybe|if
    |his|her|their|i|we|you|[a-z]+ed|[a-z]+n['’]t|holidays?|term|half-term|break
    |{alternation(IRREGULAR_PAST)})\b)"""
_DIARY_LINE: Final = re.compile(
    rf"""^(?P<event>(?:{_NO_DIARY_WORD}[\w'’-]+\s+){{1,8}}?{_NO_DIARY_WORD}[\w'’-]+)
    ,\s+(?P<when>(?:{WEEKDAY}\s+)?the\s+\d{{1,2}}(?:st|nd|rd|th)\s+of\s+{MONTH}
    |(?:{WEEKDAY}\s+)?\d{{1,2}}\s+{MONTH})\s*(?=[,;.!]|$)
    (?![^.;!?]*\b(?:maybe|perhaps|possibly|probably|tbc|tbd|hopefully)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_VISITOR: Final = re.compile(
    r"^(?:the\s+)?(?:man|woman|lady|men|women|people|guy|bloke|someone|engineer|surveyor)\b",
    re.IGNORECASE,
)

# Where a diary line's errand is done.
_ERRAND: Final = re.compile(
    r"""\b(?:office|clinic|surgery|hospital|bank|council|court|tribunal|embassy|consulate
    |registry|registrar|solicitor|solicitors|lawyer|notary|insurance|garage|vet|vets|dentist
    |school|town\s+hall|city\s+hall|job\s+centre|post\s+office|police\s+station)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _diary_line(clause: str) -> str | None:
    """:data:`_DIARY_LINE` put as a sentence: "the passport office at the Carenage is on
    Friday the 17th of October, ..."; "the visit of the man from the insurance ..."."""
    match = _DIARY_LINE.match(clause)
    if match is None or not (
        _VISITOR.match(match.group("event")) or _ERRAND.search(match.group("event"))
    ):
        return None  # "milk and eggs, Friday the 17th of May": no occasion said
    event = match.group("event")
    if re.match(r"(?:my|our|[\w’-]+['’]s)\s", event, re.IGNORECASE) is None:
        event = re.sub(r"^the\s+", "", event, flags=re.IGNORECASE)
        event = f"the visit of the {event}" if _VISITOR.match(event) else f"the {event}"
    return f"{event} is on {match.group('when')}{clause[match.end() :]}"


def jotted_event(clause: str) -> str | None:
    """A note's occasion jotted without its verb, put as a sentence :data:`NOTE_EVENT`
    reads: "road test on Sunday the 22nd at eight" -> "the road test is on Sunday the 22nd
    at eight"; "Amani's school trip moved from Friday the 24th to Tuesday the 28th" ->
    "Amani's school trip is on Tuesday the 28th"; a diary line (:data:`_DIARY_LINE`);
    None for any other clause."""
    match = _JOTTED_EVENT.match(clause)
    if match is None:
        return _diary_line(clause)
    if not match.group("owner") and len(match.group("event").split()) < 2:
        return None  # "class on Monday" may be what is left of "no class on Monday"
    owner = match.group("owner") or "the "
    if owner.lower() == "the ":
        owner = "the "  # "The Christmas play ...": the note's capital, now inside a sentence
    does = match.group("verb") or " is"
    if match.group("verb") and re.search(r"\b(?:moved|changed|put|brought)\b", match.group()):
        does = " is"  # "leaves ... moved to": it is on the new day
    event, when = match.group("event"), match.group("when")
    return f"{owner}{event}{does.lower()} on {when}{clause[match.end() :]}"


# Things people own whose renewal, expiry or service falls due.
_POSSESSIONS: Final = word_set(
    """car|van|motorbike|bike|campervan|caravan|boat|house|flat|boiler|passport|
    driving licence|driving license|
    car insurance|home insurance|house insurance|travel insurance|pet insurance|tv licence|
    lease|tenancy|mortgage|phone contract|broadband contract|railcard|season ticket|
    gym membership|visa|residence permit|car tax|road tax"""
)
_OWNED_DUE: Final = re.compile(
    rf"""^the\s+(?P<thing>(?:(?:insurance|tax|mot|service|warranty|registration|rego)\s+
    (?:on|for)\s+the\s+(?:{alternation(_POSSESSIONS)})  # "the insurance on the van"
    |(?:{alternation(_POSSESSIONS)})(?:'s)?(?:\s+[\w-]+){{0,2}}?
    (?:\s+(?:on|for)\s+the\s+[\w-]+)?))  # "the road tax on the niva"
    \s+(?:runs?\s+out|expires?|(?:is\s+)?due(?:\s+(?:for\s+)?(?:renewal|a\s+service|its\s+[\w-]+|an?\s+MOT))?
    |(?:is\s+)?up\s+for\s+renewal|needs\s+renewing|renews|ends)
    \s+(?:(?:in|on|by|before|next|this|tomorrow)\b|(?P<bare>\d{{1,2}}(?:st|nd|rd|th)?\s+{MONTH}
    |{MONTH}\s+\d{{1,2}}\b))  # "due 30 oct": the day with its "on" left out""",
    re.IGNORECASE | re.VERBOSE,
)


# A day a note dates, said as typed: "3rd oct", "12 May", "the 9th", "fri", "next week".
_NOTE_DAY: Final = rf"""(?:(?:on|in|by)\s+)?(?:the\s+)?(?:
    \d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+{MONTH}|{MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}(?:st|nd|rd|th)|{WEEKDAY}|{SHORT_WEEKDAY}
    |(?:next|this)\s+(?:week|month|{WEEKDAY}|{MONTH})|tomorrow)\b"""
# What the writer pays for, named by what it is for: "the boat shed rent", "gym fees".
_PAYMENT: Final = r"""(?:(?-i:[a-z])[\w-]*\s+){0,2}?(?:rent|fees?|bill|subscription|membership
    |premium|deposit|instalment|installment)"""
# "rent goes up to 950 from july", "the gym fee is going up to 40 in May": what the writer
# pays, changing from a day on.
_PAYMENT_CHANGE: Final = re.compile(
    rf"""^(?:the\s+|my\s+)?(?P<thing>{_PAYMENT})\s+(?P<rest>(?:goes|is\s+going|went)\s+(?:up|down)
    \s+(?:to|by)\s+\S+.*?\b(?:from|in|on|next)\s.+)$""",
    re.IGNORECASE | re.VERBOSE,
)
# "car mot due 3rd oct", "passport expires 12 may", "my railcard runs out on the 9th":
# a thing's renewal jotted down with its "the" or "is" left out.
_TERSE_DUE: Final = re.compile(
    rf"""^(?:my\s+)?(?P<thing>(?:{alternation(_POSSESSIONS)})(?:'s)?(?:\s+(?:mot|service|renewal
    |insurance|tax|check|inspection))?|{_PAYMENT})\s+(?:is\s+)?(?P<verb>due|expires?|runs?\s+out
    |renews)\s+
    (?P<when>{_NOTE_DAY}.*)$""",
    re.IGNORECASE | re.VERBOSE,
)
_DUE_VERB: Final = {
    "due": "is due",
    "expire": "expires",
    "expires": "expires",
    "renews": "renews",
    **dict.fromkeys(("run out", "runs out"), "runs out"),
}
# "the kids start school on the 1st", "the twins have jabs on Friday": in a note, the
# writer's own children.
_HOUSEHOLD: Final = re.compile(
    r"^the\s+(?:kids|children|twins|boys|girls|little\s+ones)\s+(?!(?:next\s+door|down|across"
    r"|over|at|from|in|on)\b)",
    re.IGNORECASE,
)
# Parts of a home that tradespeople come to: in a note, the writer's.
_HOME_PARTS: Final = word_set(
    """chimney|boiler|windows|gutters|roof|carpets|carpet|kitchen|bathroom|fence|drive|
    driveway|drains|septic tank|piano|oven|cooker|washing machine|dishwasher|fridge|
    freezer|locks|smoke alarms|meter|gas meter|loft|garage door|front door|back door|
    pump|water heater|immersion|radiators|solar panels|aerial|stove|sauna|well|shed"""
)
# "the chimney is being swept on Friday the 7th", "the windows are getting cleaned next
# week": work done on a thing of the writer's home, on a day.
_SERVICED: Final = re.compile(
    rf"""^(?P<the>the)\s+(?:[\w-]+\s+)?(?:{alternation(_POSSESSIONS | _HOME_PARTS)})
    \s+(?:is|are)\s+(?:being|getting)\s+[a-z]+(?:ed|pt|ne|wn|en)\s+(?:(?:out|in|up|down)\s+)?
    {_NOTE_DAY}""",
    re.IGNORECASE | re.VERBOSE,
)


# An hour straight after the day, with no "at": "thurs 3pm".
_BARE_HOUR: Final = re.compile(r"(?<!\bat)\s+(?=\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)\b)", re.IGNORECASE)


# "pay the caterer 4,500 EGP by the 15th", "return Oskar's drill": a task a note sets its
# writer, with someone named or a sum in it (as a request to be reminded needs).
_NOTE_TASK: Final = re.compile(
    r"""^(?P<task>(?:pay(?:\s+back)?|ring|call|phone|email|text|book|send|post|return|renew
    |collect|pick\s+up|drop\s+off|order|cancel|buy|transfer|give|lend|repay|sign)\s[^?!]+?)
    [.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def owned_in_note(clause: str) -> str | None:
    """A note's clause about a thing the writer owns, with "the" made "my": "the car's MOT
    runs out in March 2025" -> "my car's MOT runs out in March 2025"; a task it sets the
    writer as theirs ("pay the caterer 4,500 EGP by the 15th" -> "I need to pay ...");
    None for anything else."""
    task = _NOTE_TASK.match(clause)
    if task is not None and _TASK_DETAIL.search(clause, len(clause.split()[0])):
        # someone named or a sum after the verb ("Buy milk": the capital opens the note)
        return f"I need to {task.group('task')[:1].lower()}{task.group('task')[1:]}"
    if (booked := _BOOKED.match(clause)) is not None:
        # "the chimney sweep is booked for the 28th": the writer booked it
        return f"I've booked the {booked.group('thing')} {booked.group('when')}"
    if (visit := _VISIT.match(clause)) is not None:
        # "the boiler engineer is coming on the 11th": to the writer's home
        when = _own_clause(visit.group("when"))
        regular = when.lower().startswith("every") or _MONTHLY.search(when) is not None
        coming = "comes" if regular else "is coming"  # "comes every other Friday"
        return f"my {visit.group('who')} {coming} {when}"
    if (terse_visit := _TERSE_VISIT.match(clause)) is not None:
        who = terse_visit.group("who")
        if who[1:2].islower():  # "Census officer ...": capitalised as the note's first word
            who = who[:1].lower() + who[1:]
        when = _own_clause(terse_visit.group("when"))
        return f"I've got the {who} {terse_visit.group('verb').lower()} on {when}"
    if (seen := _APPOINTMENT_ON.match(clause)) is not None:
        # "the dentist is on Thursday at 3pm": the writer's appointment
        when = _own_clause(seen.group("when"))
        # "vet is tues 9am", "vet for rex 21 march": the day with its "on" left out
        on = "on " if re.match(rf"{_DAY_NAME}|\d", when, re.IGNORECASE) else ""
        when = _BARE_HOUR.sub(" at ", when)  # "tues 9am" -> "tues at 9am"
        what = seen.group("what")
        if what[1:2].islower():  # "Dentist on Friday": capitalised as the note's first word
            what = what[:1].lower() + what[1:]
        the = "" if re.match(r"(?:my|our)\s", what, re.IGNORECASE) else "the "  # "my dentist"
        return f"I've got {the}{what} {on}{when}"
    if (terse := _TERSE_DUE.match(clause)) is not None:
        # "car mot due 3rd oct": the writer's car, its "is" and "on" left out
        when = terse.group("when")
        on = "" if re.match(r"(?:on|in|by|next|this|tomorrow)\b", when, re.IGNORECASE) else "on "
        verb = _DUE_VERB[" ".join(terse.group("verb").lower().split())]
        if terse.group("thing").lower().endswith("fees"):
            verb = verb.replace("is ", "are ")  # "gym fees due fri"
        return f"my {terse.group('thing')} {verb} {on}{when}"
    if (change := _PAYMENT_CHANGE.match(clause)) is not None:
        return f"my {change.group('thing')} {change.group('rest')}"  # "rent goes up to 950 ..."
    if (serviced := _SERVICED.match(clause)) is not None:
        # "the chimney is being swept on Friday": the writer's chimney
        return "my" + clause[serviced.end("the") :]
    if (due := _OWNED_DUE.match(clause)) is not None and due.group("bare"):
        # "the road tax on the van is due 30 oct": its "on" put back
        return f"my{clause[3 : due.start('bare')]}on {clause[due.start('bare') :]}"
    if _HOUSEHOLD.match(clause):
        return "my" + clause[3:]  # "the kids start school on the 1st": the writer's kids
    # "the rent goes out on the 1st of each month": the writer's rent, as well
    if (
        _OWNED_DUE.match(clause) is None
        and _SECRET.match(clause) is None
        and not paid_monthly(clause)
    ):
        return None
    return "my" + clause[3:]


# Trades that in speech come to the speaker's home, whatever else they may do.
_HOUSE_TRADES: Final = word_set(
    """roofer plumber electrician builder builders carpenter joiner glazier locksmith
    plasterer tiler sweep fitter installer man""",
    None,
)


# The job a trade comes to do, on a thing: "to fix the hole over the kiln".
_JOB_AT_HOME: Final = re.compile(
    r"\bto\s+(?:fix|repair|mend|replace|look\s+at|sort\s+out|sort|patch|seal|clear|unblock)"
    r"\s+(?:the|my|our|a|an)\s",
    re.IGNORECASE,
)
_NOT_ONE_VISIT: Final = re.compile(
    r"""\b(?:for\s+(?:him|her|them|(?-i:[A-Z])[\w'-]+)|not\s+(?:me|us|mine|ours)|mondays|tuesdays
    |wednesdays|thursdays|fridays|saturdays|sundays|or\s+so|probably|maybe|hopefully|supposedly
    |apparently|finds|story)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def trade_visit(clause: str) -> str | None:
    """A trade said in speech to be calling on one day to do a job on a thing, as coming to
    the speaker: "The roofer comes on Monday to fix the hole over the kiln" -> "my roofer
    is coming on Monday to fix the hole over the kiln"; None for any other clause: a round
    ("the gas man comes every Friday"), no job said ("The plumber comes on Monday", maybe
    to a friend's), a visit for someone else or hedged."""
    visit = _VISIT.match(clause)
    if visit is None or visit.group("who").split()[-1].lower() not in _HOUSE_TRADES:
        return None  # "the engineer is coming on the 24th" may be at work
    when = visit.group("when")
    if when.lower().startswith("every") or _MONTHLY.search(when) is not None:
        return None
    if not _JOB_AT_HOME.search(when) or _NOT_ONE_VISIT.search(when):
        # "Jim's kitchen flooded. The plumber comes on Monday": whose, only a job on a
        # thing says; "... for Jim, not me", "on Mondays", "or so he says", "and finds a
        # ghost" are not the speaker's one visit
        return None
    return f"my {visit.group('who')} is coming {when}"


def _own_clause(when: str) -> str:
    """``when`` up to the next clause of the note: "Friday at 9; leave the key out" ->
    "Friday at 9"."""
    return when.split(";")[0].rstrip(" ,.")


# "the code for the bike shed at work is 4471", "the wifi password at the cabin is owl42",
# "the gate code is 2580": a code kept in a note, the writer's own. The value is one word
# with a digit in it.
_SECRET: Final = re.compile(
    r"""^(?!.*\b(?:my|our)\b)  # "the gate code at my allotment": whose place it is, said
    the\s+(?:[\w-]+\s+){0,2}?(?:code|passcode|password|pin|combination|pin\s+number)
    (?:\s+(?:for|to|of|at|on)\s+(?:the\s+|my\s+)?(?:[\w'-]+\s+){0,5}?[\w'-]+)?
    \s+is\s+(?=[\w-]*\d)[\w-]+$""",
    re.IGNORECASE | re.VERBOSE,
)


# "the chimney sweep is booked for the 28th of February", "the boiler service is booked in
# for next Tuesday": a visit or service booked for a day, in a note the writer's own booking.
_BOOKED: Final = re.compile(
    r"""^the\s+(?P<thing>(?:(?!(?:is|are|was|has|been)\b)[\w-]+\s+){0,2}?
    (?!(?:is|are|was|has|been)\b)[\w-]+)\s+(?:is|are|has\s+been|have\s+been)\s+booked
    (?:\s+in)?\s+(?P<when>(?:for|on)\s+(?:the\s+\d|\d|next\s|this\s|tomorrow
    |(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:january|february|march|april|may|june|july
    |august|september|october|november|december)\b).*)$""",
    re.IGNORECASE | re.VERBOSE,
)


# Trades that call at the house, beyond the jobs people say they do.
_TRADES: Final = word_set(
    """sweep tuner fitter installer decorator glazier roofer locksmith sharpener farrier
    assessor inspector valuer landlord landlady""",
    None,
)
# "the boiler engineer is coming on the 11th of June", "the piano tuner comes next Friday",
# "the Aga man is coming on Thursday": someone whose trade brings them to the house, on a
# day.
_VISIT: Final = re.compile(
    rf"""^the\s+(?P<who>(?:[\w-]+\s+){{0,2}}?(?:{alternation(JOBS | _TRADES)})
    |(?!(?:old|young|nice|new|other|same)\s)[\w-]+\s+(?:man|lady|woman))  # "the gas man"
    \s+(?:is\s+coming|comes|is\s+visiting|visits|is\s+calling)(?:\s+(?:round|over|back))?
    \s+(?P<when>(?:on|next|this|tomorrow|every)\b.*)$""",
    re.IGNORECASE | re.VERBOSE,
)
# "census officer visiting Sunday the 26th of January, 9 a.m.", "insurance assessor coming
# Saturday the 16th of March about the flooded kitchen": a visit jotted without its "the",
# its "is" and its "on".
_TERSE_VISIT: Final = re.compile(
    rf"""^(?!(?:no|not|never)\s)(?:the\s+)?
    (?P<who>(?:[\w-]+\s+){{0,2}}?(?:{alternation(JOBS | _TRADES)}))
    \s+(?P<verb>coming|visiting|calling)(?:\s+(?:round|over|back))?
    \s+(?P<when>(?:{WEEKDAY}|{SHORT_WEEKDAY}|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+{MONTH})
    \b.*)$""",
    re.IGNORECASE | re.VERBOSE,
)
_MONTHLY: Final = re.compile(r"\b(?:every|each)\s+(?:month|week|year)\b", re.IGNORECASE)

# Those one has an appointment with, and the appointments themselves.
_SEEN: Final = word_set(
    """dentist|doctor|doctors|gp|optician|opticians|hairdresser|hairdressers|barber|physio|
    physiotherapist|chiropodist|podiatrist|osteopath|chiropractor|vet|nurse|consultant|
    midwife|hygienist|orthodontist|therapist|counsellor|appointment|check-up|checkup|
    scan|x-ray|smear test|eye test|hearing test|blood test|driving test|haircut|mot|
    interview|operation|op|jab|vaccination|booster|service|viewing|meeting|photos|
    photo|fitting|consultation|massage|facial|assessment|tasting|lesson|parents' evening"""
)
# "the dentist is on Thursday at 3pm", "the eye test is next Tuesday", "flu jab thurs
# 3pm", "vet for rex 21 march 10am": an appointment on a day or at an hour. "The dentist
# is on holiday", "the doctor is next door", "the consultant is on the 5th floor" name no
# day and are left alone.
_APPOINTMENT_ON: Final = re.compile(
    # "the dentist", "my dentist"; not someone else's ("her dentist is on Friday")
    rf"""^(?:the\s+)?(?P<what>(?:(?!(?:his|her|their|your)\b)[\w-]+\s+)?(?:{alternation(_SEEN)})
    # who it is for: "vet for grivei", "dentist for the kids", "for both children"
    (?:\s+for\s+(?:both\s+(?:of\s+)?)?(?:my\s+|the\s+)?(?!(?:is|are|on|at|next|this|tomorrow)\b)[\w'-]+)?)
    (?:'s)?
    (?:\s+(?:is|are))?\s+(?P<when>(?:(?:on\s+)?(?:{WEEKDAY}|{SHORT_WEEKDAY})
    |(?:on\s+)?(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+{MONTH}
    |on\s+{MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?
    |on\s+the\s+\d{{1,2}}(?:st|nd|rd|th)(?!\s+[a-z])
    |(?:next|this)\s+(?:{WEEKDAY}|week|month|morning|afternoon|evening)
    |tomorrow|at\s+\d{{1,2}}(?::\d\d)?\s*(?:am|pm|o['’]clock))\b.*)$""",
    re.IGNORECASE | re.VERBOSE,
)


_DAY_NAME: Final = f"(?:{WEEKDAY}|{SHORT_WEEKDAY})"
_WEEKDAYS: Final = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days"
# "the bin collection in Hazelmere Close has moved to Thursdays", "the market is now on
# Saturdays": what happens on a regular day. The subject has no verb of its own.
_ON_DAYS: Final = re.compile(
    rf"""^(?P<thing>the\s+(?:(?!(?:is|are|was|were|has|have|had|will|moved|changed)\b)
    [\w'-]+\s+){{0,6}}?(?!(?:is|are|was|were|has|have|had|will|moved|changed)\b)[\w'-]+)
    \s+(?:(?:(?P<plural>have|are)|has|is)\s+(?:now\s+)?
    (?:(?:moved|changed|switched|gone\s+back)\s+to|on)
    |(?:now\s+)?(?:goes\s+out|(?P<plural2>go\s+out|are\s+collected|get\s+collected)|is\s+collected
    |gets\s+collected)\s+on)\s+
    (?P<days>{_WEEKDAYS}(?:\s+and\s+{_WEEKDAYS})?)(?:\s+now|\s+from\s+now\s+on)?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "the garden waste goes out every other Tuesday", "the bin men come on the first Monday of
# every month": a round on a day that recurs other than weekly, said with its own verb. A
# start day after it (", starting on the 14th") is left out: the round is the fact.
_EVERY: Final = re.compile(
    rf"""^(?P<thing>the\s+(?:(?!(?:is|are|goes|go|comes?)\b)[\w'-]+\s+){{0,6}}?[\w'-]+)
    \s+(?P<verb>(?:goes|go)\s+out|comes?|(?:is|are)\s+(?:collected|emptied))\s+
    (?P<when>every\s+(?:other\s+|second\s+|third\s+)?{WEEKDAY}
    |on\s+the\s+(?:first|second|third|fourth|last)\s+{WEEKDAY}\s+of\s+(?:every|each|the)\s+month)
    (?:,?\s+(?:starting|beginning|from)\b[^,]*)?$""",
    re.IGNORECASE | re.VERBOSE,
)
# Places someone keeps that can move house: "Dr Abernethy's clinic".
_PREMISES: Final = word_set(
    """clinic|surgery|practice|office|offices|shop|salon|studio|restaurant|cafe|café|bakery|
    gym|workshop|dental practice|garage|pharmacy|chemist|bar|pub|club|school|nursery"""
)
_NAME: Final = r"(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+)?(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?"
_STREET: Final = (
    r"(?:\d{1,4}[a-z]?\s+)?(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+){0,2}\s+"
    r"(?:Street|St|Road|Rd|Lane|Avenue|Ave|Close|Way|Drive|Place|Square|Crescent|Terrace|Row"
    r"|Walk|Parade|Grove|Hill|Gardens)"
)
_MOVED_TO: Final = re.compile(
    rf"""^(?P<owner>{_NAME})'s\s+(?P<premises>{alternation(_PREMISES)})\s+(?:has\s+)?
    (?:moved|relocated)\s+to\s+(?P<address>{_STREET}(?:,\s+(?-i:[A-Z])[\w'-]+)?)$""",
    re.IGNORECASE | re.VERBOSE,
)


# What happens on a regular day: a round, a class, a club. "The problem is on Mondays" is
# no schedule, nor is "the office is on Tuesdays" (whose days in it?).
_REGULAR: Final = word_set(
    """collection|collections|bin|bins|recycling|rubbish|refuse|round|delivery|deliveries|
    market|club|class|classes|lesson|lessons|practice|training|rehearsal|rehearsals|session|
    sessions|meeting|meetings|service|services|quiz|swimming|football|rugby|netball|cricket|
    waste|binmen|dustmen|bin men|
    hockey|tennis|choir|group|pickup|pick-up|drop-off|surgery|clinic|mass|parkrun|league|
    night|nights|shift|shifts|sale|sales|jumble|boot|ballet|karate|judo|yoga|pilates|gym"""
)
_PHRASE_END: Final = re.compile(r"\s+(?:in|at|on|for|of|near|by|from|with|behind|outside)\s")


def _regular_thing(thing: str) -> bool:
    """Whether the noun phrase ``thing`` names something that happens on set days: its
    head (the last word before "in ...", "at ...") says so, and a word before the head
    ("the bin collection", "the yoga class") or a place after it ("in Hazelmere Close")
    says which: "the meeting" alone could be any."""
    phrase = _PHRASE_END.split(thing, maxsplit=1)
    words = phrase[0].split()
    head = {words[-1].lower(), " ".join(words[-2:]).lower()}  # "bin men": two words
    return bool(head & _REGULAR) and (len(words) > 2 or _PLACED.search(thing) is not None)


_PLACED: Final = re.compile(r"\s(?:in|at)\s", re.IGNORECASE)


def note_fact(clause: str) -> tuple[str, str] | None:
    """``(subject, text)`` for a note's clause that says when or where a thing regularly
    is ("the bin collection has moved to Thursdays" -> "The bin collection is on
    Thursdays"); None for anything else."""
    if (days := _ON_DAYS.match(clause)) is not None and _regular_thing(days.group("thing")):
        thing = days.group("thing")
        be = "are" if days.group("plural") or days.group("plural2") else "is"
        on = re.sub(r"\w+days", lambda day: day.group().capitalize(), days.group("days"))
        text = f"{thing[:1].upper()}{thing[1:]} {be} on {on}"
        return thing[:1].lower() + thing[1:], text
    if (every := _EVERY.match(clause)) is not None and _regular_thing(every.group("thing")):
        thing = every.group("thing")
        when = re.sub(
            WEEKDAY, lambda day: day.group().capitalize(), every.group("when"), flags=re.I
        )
        return thing[:1].lower() + thing[
            1:
        ], f"{thing[:1].upper()}{thing[1:]} {every.group('verb')} {when}"
    if (moved := _MOVED_TO.match(clause)) is not None:
        owner = moved.group("owner")
        premises = moved.group("premises").lower()
        address = moved.group("address")
        at = "at" if address[:1].isdigit() else "on"  # "at 14 Ropewalk Street", "on Queen Street"
        return owner, f"{owner}'s {premises} is {at} {address}"
    return None

"""The speaker's own news told as a fragment: an injury by its name, a move and where to.

* "i've done my back in. slipped disc, it happened on the 26th of november on a turbine
  ladder": after a sentence of the speaker's own, an injury named alone ("slipped disc",
  "broken wrist", "torn ligaments") is theirs. Read as a verb, "slipped disc" says "the
  user slipped disc"; it is read as "I got a slipped disc on the 26th of november on a
  turbine ladder" when ", it happened ..." says when and where, and as "I have a slipped
  disc" when nothing follows.
* "we moved! in nałęczów since the 18th of january": the fragment after the move says
  where to and from when; read as "we moved to nałęczów on the 18th of january".
* "hello from king george island!! we got here on the 3rd": "here" is where the greeting
  comes from ("we got to king george island on the 3rd").
* "second year of my apprenticeship at the perfume house": the speaker is in it ("I'm in
  the second year of my apprenticeship ...").
* "we're taking her to the outer hebrides in june. ferry from uig to tarbert on the 14th
  of june": the leg of the speaker's trip ("we take the ferry from uig to tarbert on ...").
* "Is this Maine?" - "Yeah, it's from our trip to Maine in August": the trip a photo or
  painting comes from ("we went on a trip to Maine in August").
* "Her name is Pepper. She's a beagle.", "My daughter Maya would love that. She's really
  into art": the "he"/"she" opening the sentence after a name given, or after the one
  relative named with a name, is that name ("Pepper is a beagle").
* "Forty today!": the speaker's own birthday, told by the age alone ("I turned forty
  today").
* "First day at Hollins & Pryce done!": the speaker's own first day there ("I had my
  first day at Hollins & Pryce").
* "signed off for 6 weeks": the speaker was signed off ("I've been signed off for 6
  weeks"), which the "I" put back before a past verb would get wrong ("I signed off").
* "wrist in a splint for 3 weeks, came off my unicycle": a part of the speaker's body in a
  splint, cast or sling, told alone ("My wrist is in a splint for 3 weeks"), and the
  mishap told after it with its "I" left out ("I came off my unicycle").
* "driving test booked for friday": the speaker's appointment, told by its noun alone
  ("My driving test is booked for friday").
"""

from __future__ import annotations

import re
from typing import Final

from .contraction import s_verb
from .lexicon import (
    BODY_PARTS,
    FEMALE_KIN,
    GREETING,
    IRREGULAR_PAST,
    MALE_KIN,
    NUMBER_WORDS,
    RELATIVES,
    alternation,
)

__all__ = ["joined", "own_fragments", "sentences_of"]

_BODY: Final = rf"(?:collar\s+bone|{alternation(BODY_PARTS)})"
# "slipped disc", "a broken left wrist", "torn ligaments": an injury named alone.
_INJURY: Final = re.compile(
    rf"""^(?P<lead>(?:(?:so|and|yeah|well|ugh|basically|turns\s+out)[,!.]?\s+)*)(?:an?\s+)?
    (?P<injury>(?:slipped|herniated|bulging|prolapsed|broken|fractured|sprained|twisted|torn
    |pulled|dislocated|bruised|cracked|snapped)\s+(?:(?:left|right)\s+)?{_BODY})
    (?P<rest>\s*(?:[.!]+\s*$|$|,\s+it\s+happened\s+(?P<when>[^.!?]+?)\s*[.!]*$))""",
    re.IGNORECASE | re.VERBOSE,
)
# The sentence before is the speaker's own: "i've done my back in", "I fell off a ladder".
_OWN_BEFORE: Final = re.compile(
    rf"""^(?:(?:so|and|oh|hi|hey|well|ugh|bad\s+news)[,!.]?\s+)*(?:i|i've|i'm|i\s+have
    |my\s+(?:(?:left|right|lower|upper|bad)\s+)?{_BODY}\b)\s""",
    re.IGNORECASE | re.VERBOSE,
)
# ("my" only before a part of the body: after "my son fell off his bike", "broken arm" is
# the son's.)
# "we moved! in nałęczów since the 18th of january", "I've moved. in Leeds since May".
_MOVED: Final = re.compile(
    r"""(?P<who>\b(?:i|we))(?:['’]ve|\s+have)?\s+(?:finally\s+|just\s+|officially\s+)?moved
    (?:\s+house)?\s*[!.]+\s+(?:(?:we['’]re|we\s+are|i['’]m|i\s+am|been|we['’]ve\s+been
    |i['’]ve\s+been|living)\s+)?in\s+
    (?P<place>(?!the\s+new\b|there\b|here\b|with\b|together\b|at\b)[^\s,.!?]+(?:\s+[^\s,.!?]+){0,2}?)\s+since\s+
    (?P<when>(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+[a-z]+|(?:last\s+)?[a-z]+day
    |(?:early|mid|late)\s+[a-z]+|[a-z]+)(?=\s*[.!,]|\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)
_SENTENCE: Final = re.compile(r"(?<=[.!?])(\s+)")


def sentences_of(text: str) -> tuple[list[str], list[str]]:
    """``text`` as its sentences and the space after each (kept, so a note's line breaks
    survive a rewrite of one sentence)."""
    parts = _SENTENCE.split(text)
    return parts[0::2], [*parts[1::2], ""]


def joined(sentences: list[str], gaps: list[str]) -> str:
    """The inverse of :func:`sentences_of`."""
    return "".join(f"{sentence}{gap}" for sentence, gap in zip(sentences, gaps, strict=True))


# "hello from king george island!! we got here on the 3rd": "here" is the place greeted
# from.
# ("love from Tom and the kids" signs with who sends it, not where they are.)
_HELLO_FROM: Final = re.compile(
    rf"^\W*{GREETING}\s+from\s+"
    r"(?P<place>(?!the\s+other\b|the\s+(?:sofa|couch|bed|office|future|past)\b)[^!.?,]{2,40}?)\s*[!.]",
    re.IGNORECASE,
)
_TO: Final = {"got": "to", "arrived": "in"}
_GOT_HERE: Final = re.compile(
    r"(?P<who>\b(?:we|i)\s+(?:(?:only|just|finally)\s+)?)(?P<verb>got|arrived)\s+here\b", re.I
)
# "we're taking her to the outer hebrides in june. ferry from uig to tarbert on the 14th
# of june": the leg of the speaker's own trip, told without its subject and verb.
_TRIP: Final = re.compile(
    r"""^(?P<noun>ferry|flight|train|sleeper|night\s+train|overnight\s+train|coach|boat)
    (?P<rest>\s+from\s+[^,.!?]+?\s+to\s+[^,.!?]+?\s+(?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?
    \s+(?:of\s+)?(?:january|february|march|april|may|june|july|august|september|october
    |november|december)\b(?![^.!?]*\b(?:was|were|is|are|got|had|has)\b)[^.!?]*[.!]*)$""",
    re.IGNORECASE | re.VERBOSE,
)
_TRAVELLER: Final = re.compile(
    r"^(?:(?:yes|yeah|yep|so|and|ok|okay)[,.!]?\s+)*(?P<who>we|i)(?:['’](?:re|m|ll)|\s+(?:are|am|will|went|flew|drove|took))?\s",
    re.IGNORECASE,
)
_PAST_TRIP: Final = re.compile(r"\b(?:went|flew|drove|took|sailed|travelled|traveled|were)\b", re.I)
# "second year of my apprenticeship at the perfume house": how far along the speaker is.
_YEAR_OF: Final = re.compile(
    r"""(?P<lead>(?:^|[.!?]\s+)(?:(?:yeah|yes|yep|pretty\s+much|still|so|and|well)[,.!]?\s+)*)
    (?:in\s+(?:the|my)\s+)?(?P<year>first|second|third|fourth|fifth|final|last|\d(?:st|nd|rd|th))
    \s+year\s+of\s+my(?=\s+(?:[\w-]+\s+){0,2}?(?:apprenticeship|degree|phd|course|training
    |residency|studies|masters|diploma|traineeship|pupillage)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "signed off for 6 weeks": the doctor signed the speaker off, not the speaker anything.
_SIGNED_OFF: Final = re.compile(
    r"(?P<lead>(?:^|[.!?]\s+)(?:(?:and|so|now|also)[,\s]+)?)signed\s+off"
    r"(?=\s+(?:work\s+|sick\s+)?for\s)",
    re.IGNORECASE,
)


def own_fragments(text: str, prompt: str | None = None) -> str:
    """``text`` (one turn) with an injury named alone after the speaker's own sentence,
    and the place a move went to, read as sentences of the speaker's own (see above).
    ``prompt`` is the other person's turn before: an age given after it asked about someone
    else's ("How old is your mum?", "Happy birthday to Jess!") is not the speaker's."""
    text = _MOVED.sub(_moved, text)
    if (greeting := _HELLO_FROM.match(text)) is not None:
        place = greeting.group("place")
        text = _GOT_HERE.sub(
            lambda m: f"{m.group('who')}{m.group('verb')} {_TO[m.group('verb').lower()]} {place}",
            text,
        )
    text = _FROM_TRIP.sub(_from_trip, text)
    text = _named_then_pronoun(text)
    text = _SIGNED_OFF.sub(r"\g<lead>I've been signed off", text)
    text = _IN_SUPPORT.sub(_in_support, text)
    text = _BOOKED_FOR.sub(_booked_for, text)
    if prompt is None or _SOMEONE_ELSES_DAY.search(prompt) is None:
        text = _AGE_TODAY.sub(
            lambda m: f"{m.group('lead')}I turned {m.group('age').lower()} today{m.group('end')}",
            text,
        )
    text = _YEAR_OF.sub(r"\g<lead>I'm in the \g<year> year of my", text)
    text = _FIRST_DAY.sub(_first_day, text)
    sentences, gaps = sentences_of(text)
    for n in range(1, len(sentences)):
        trip = _TRIP.match(sentences[n])
        who = _TRAVELLER.match(sentences[n - 1])
        if trip is None or who is None:
            continue
        past = _PAST_TRIP.search(sentences[n - 1]) is not None
        verb = "took" if past else "take"
        pronoun = "We" if who.group("who").lower().startswith("we") else "I"
        sentences[n] = f"{pronoun} {verb} the {trip.group('noun').lower()}{trip.group('rest')}"
    text = joined(sentences, gaps)
    if not any(word in text.lower() for word in _PARTICIPLES):
        return text
    sentences, gaps = sentences_of(text)
    for n in range(1, len(sentences)):
        found = _INJURY.match(sentences[n])
        if found is None or _OWN_BEFORE.match(sentences[n - 1]) is None:
            continue
        injury = found.group("injury").lower()
        plural = injury.endswith("s") and not injury.endswith(("ss", "us"))
        article = "" if plural else "an " if injury[0] in "aeiou" else "a "
        if found.group("when") is not None:
            said = f"I got {article}{injury} {found.group('when')}."
        else:
            said = f"I have {article}{injury}."
        sentences[n] = found.group("lead") + said
    return joined(sentences, gaps)


# "wrist in a splint for 3 weeks, came off my unicycle": a part of the body in a support,
# opening a sentence with no owner; the past deed after a comma is how it happened.
_IN_SUPPORT: Final = re.compile(
    rf"""(?P<lead>(?:^|(?<=[.!?])\s+)(?:(?:so|and|ugh|well|yeah|yep|oh|still)[,!.]?\s+)*)
    (?P<part>(?:(?:left|right)\s+)?{_BODY})\s+(?P<support>in\s+(?:a\s+)?(?:splint|cast|sling
    |brace|plaster|plaster\s+cast|moon\s+boot|walking\s+boot|support(?!\s+of\b)|bandage|bandages
    |neck\s+brace))\b
    (?P<rest>[^.!?,;]*)(?:,\s+(?P<deed>(?:{alternation(IRREGULAR_PAST)}|[a-z]+ed)\s+
    (?:off|over|into|down|out\s+of|from|on|a|an|my|the)\b))?""",
    re.IGNORECASE | re.VERBOSE,
)


def _in_support(found: re.Match[str]) -> str:
    part = found.group("part").lower()
    last = part.split()[-1]  # "left achilles": the body part is the last word
    verb = "are" if last.endswith("s") and last not in {"achilles", "pelvis"} else "is"
    said = f"{found.group('lead')}My {part} {verb} {found.group('support')}{found.group('rest')}"
    if found.group("deed") is not None:
        said += f". I {found.group('deed')}"
    return said


# "driving test booked for friday": an appointment named alone, booked for a day.
_BOOKED_FOR: Final = re.compile(
    r"""(?P<lead>(?:^|(?<=[.!?])\s+)(?:(?:so|and|finally|yay|eek|ok|okay)[,!.]?\s+)*)
    (?P<what>(?:[a-z][\w-]*\s+){0,2}?(?:test|exam|interview|appointment|audition|operation
    |op|surgery|scan|check-up|checkup|viva|assessment|MOT|smear|jab|booster|consultation
    |hearing|viewing|haircut|induction|c-section|procedure))
    \s+(?:is\s+|now\s+)?booked\s+(?:in\s+)?(?=for\s+(?:this\s+|next\s+)?(?:the\s+\d|\d
    |monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|january|february
    |march|april|may|june|july|august|september|october|november|december|next\s+week))""",
    re.IGNORECASE | re.VERBOSE,
)
# Words that would make the noun phrase someone else's or no appointment at all.
_NOT_OWN: Final = re.compile(r"^(?:his|her|their|your|the|a|an|our|my|its|this|that)\b", re.I)


def _booked_for(found: re.Match[str]) -> str:
    what = found.group("what")
    if _NOT_OWN.match(what):
        return found.group()  # "the scan booked for Monday": whose, the chat says
    if _VERB_AFTER.match(found.string, found.end()):
        return found.group()  # "test booked for friday got cancelled": a clause of its own
    if what[:2].istitle():
        what = what[0].lower() + what[1:]  # "Driving test booked ...", not "MOT booked ..."
    return f"{found.group('lead')}My {what} is booked "


_VERB_AFTER: Final = re.compile(
    r"[^.!?,;]*\b(?:was|were|is|got|has|had|been|fell|went)\b", re.IGNORECASE
)


# A turn about someone else's age or birthday: "How old is your mum?", "how old is she now?",
# "Happy birthday to Jess!", "Wish your dad a happy birthday".
_SOMEONE_ELSES_DAY: Final = re.compile(
    r"""\bhow\s+old\s+(?:is|was|will)\s+(?!you\b)
    |\bbirthday\s+to\s+(?!you\b)\w
    |\b(?:wish|give)\s+(?:your|her|his|their|(?-i:[A-Z])\w+)\b[^.!?]{0,30}\bbirthday""",
    re.IGNORECASE | re.VERBOSE,
)
# "Forty today!", "thirty-five today, feeling ancient": a sentence of the age alone, and
# "today", is the speaker's birthday. Ages under 13 are left: "Ten today!" is more often
# said of a child.
_AGE_WORD: Final = (
    r"(?:(?:thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five"
    rf"|six|seven|eight|nine))?|{alternation(w for w in NUMBER_WORDS if w.endswith('teen'))}"
    r"|twenty(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|[1-9]\d)"
)
# "First day at Hollins & Pryce done!", "first week in the new job over": the speaker's
# own first day (week, shift) somewhere, told as the fragment of its end.
_FIRST_DAY: Final = re.compile(
    r"""(?P<lead>(?:^|(?<=[.!?])\s+)(?:(?:so|well|yay|phew|right)[,!.]?\s+)*)
    first\s+(?P<span>day|week|shift|month)\s+(?P<where>(?:at|in|as)\s+
    (?!(?:the\s+|her\s+|his\s+|new\s+)*(?:school|nursery|kindergarten|pre-?school|daycare
    |reception|creche|kindy|big\s+school)\b)
    (?:(?!\b(?:was|is|were|went|has|had|will|and|but)\b)[^,.!?;])+?)
    (?:\s+(?:done|over|survived|complete|completed|finished)(?P<end>\s*(?:[.!,]+|$))
    |(?P<bare>\s*(?:!+|$)))""",
    re.IGNORECASE | re.VERBOSE,
)


def _first_day(match: re.Match[str]) -> str:
    return (
        f"{match.group('lead')}I had my first {match.group('span').lower()} "
        f"{match.group('where')}{(match.group('end') or match.group('bare')).replace(',', '.')}"
    )


_AGE_TODAY: Final = re.compile(
    rf"""(?P<lead>(?:^|[.!?]\s+)(?:(?:so|well|yep|yes|ha|haha|ugh|eek)[,!.]?\s+)*)
    (?P<age>{_AGE_WORD})\s+today(?P<end>\s*(?:[.!]+|$|,))""",
    re.IGNORECASE | re.VERBOSE,
)


_PARTICIPLES: Final = (
    "slipped",
    "herniated",
    "bulging",
    "prolapsed",
    "broken",
    "fractured",
    "sprained",
    "twisted",
    "torn",
    "pulled",
    "dislocated",
    "bruised",
    "cracked",
    "snapped",
)


# "Her name is Pepper. She's a beagle.": the pronoun right after a name given is that name.
_NAME_GIVEN: Final = re.compile(
    r"""^(?:(?:oh|yeah|yes|haha|so)[,!.]?\s+)*(?P<owner>his|her|its)\s+name(?:['’]s|\s+is)\s+
    (?P<name>(?-i:[A-Z][a-z]+))\s*[.!]+$""",
    re.IGNORECASE | re.VERBOSE,
)
_PRONOUN_OF: Final = {"his": "he", "her": "she", "its": "it"}
_PRONOUN_OPENS: Final = re.compile(
    r"^(?P<pronoun>he|she|it)(?:(?P<has>['’]s(?=\s+(?:been|got)\b))|(?P<is>['’]s)|(?=\s))",
    re.IGNORECASE,
)


# "My daughter Maya would love that. She's really into art": the one relative named, whose
# "he" or "she" opens the next sentence.
_KIN_NAMED: Final = re.compile(
    rf"""^(?:(?:oh|yeah|yes|haha|so|and|also)[,!.]?\s+)*(?:my|our)\s+
    (?P<kin>{alternation(FEMALE_KIN | MALE_KIN)})\s+(?P<name>(?-i:[A-Z][a-z]+))\b(?!['’])""",
    re.IGNORECASE | re.VERBOSE,
)
_ANY_KIN: Final = re.compile(rf"\b(?:{alternation(RELATIVES)})\b", re.IGNORECASE)


def _named_before(sentence: str) -> dict[str, str]:
    """The names a sentence gives, by the pronoun that stands for each next: "Her name is
    Pepper." -> {"she": "Pepper"}; "My son Leo ..." -> {"he": "Leo"}; "My brother Tim and
    his wife Ana are moving." -> {"he": "Tim", "she": "Ana"}, one of each sex."""
    if (named := _NAME_GIVEN.match(sentence)) is not None:
        return {_PRONOUN_OF[named.group("owner").lower()]: named.group("name")}
    kin = _KIN_NAMED.match(sentence)
    if kin is None or len(_ANY_KIN.findall(sentence)) > 1:
        return _kin_of_each_sex(sentence)
    if len(re.findall(r"(?<!^)\b(?-i:[A-Z][a-z]+)\b", sentence)) > 1:
        return {}  # "My son Leo met Ana": two people the pronoun may mean
    return {"she" if kin.group("kin").lower() in FEMALE_KIN else "he": kin.group("name")}


# "my brother Diarmuid", "his wife Éabha": a relative named beside the kin word.
_KIN_BESIDE_NAME: Final = re.compile(
    rf"""(?<![\w'’])(?:my|our|his|her|their)\s+(?P<kin>{alternation(FEMALE_KIN | MALE_KIN)})\s+
    (?P<name>(?-i:[A-ZÀ-Þ])[\w'’-]+)(?![\w'’])""",
    re.IGNORECASE | re.VERBOSE,
)
_CAPITALISED: Final = re.compile(r"(?<!^)(?<![\w'’-])(?-i:[A-ZÀ-Þ])[\w'’-]*")


def _sex_of(kin: str) -> str:
    return "she" if kin.lower() in FEMALE_KIN else "he"


def _kin_of_each_sex(sentence: str) -> dict[str, str]:
    """The two relatives a sentence names, a man and a woman, each beside the kin word that
    says their sex ("My brother Tim and his wife Ana are separating"), by pronoun; none when
    it names anyone else or two of one sex ("my son Leo and his friend Sam")."""
    named = list(_KIN_BESIDE_NAME.finditer(sentence))
    if len(named) != 2 or len(_ANY_KIN.findall(sentence)) != 2:
        return {}
    names = {m.group("name") for m in named}
    others = {w for w in _CAPITALISED.findall(sentence.strip()) if w not in names and w != "I"}
    if others:
        return {}  # "My brother Tim and his wife Ana met Jo": a third the pronoun may mean
    sexes = {_sex_of(m.group("kin")): m.group("name") for m in named}
    return sexes if len(sexes) == 2 else {}


def _named_then_pronoun(text: str) -> str:
    sentences, gaps = sentences_of(text)
    for n in range(1, len(sentences)):
        named = _named_before(sentences[n - 1])
        opens = _PRONOUN_OPENS.match(sentences[n])
        if opens is None or (name := named.get(opens.group("pronoun").lower())) is None:
            continue
        rest = sentences[n][opens.end() :]
        verb = " has" if opens.group("has") else ""
        if opens.group("is"):
            verb = f" {s_verb(rest)}"  # "He's moved into a flat": "has"; "She's tired": "is"
        sentences[n] = name + verb + rest
    return joined(sentences, gaps)


# "Yeah, it's from our trip to Maine in August": a photo or a painting shown, and the
# trip it came from, which is the news.
_FROM_TRIP: Final = re.compile(
    r"""(?P<lead>(?:^|(?<=[.!?]\s))(?:(?:yeah|yes|yep|oh|haha|ha)[,!.]?\s+)*)
    (?:it|this|that|these|those|they)(?:['’]s|['’]re|\s+is|\s+are|\s+was|\s+were)\s+
    (?:all\s+)?from\s+(?P<owner>my|our)\s+(?P<trip>(?:(?:recent|last|first|family|camping
    |road|ski|beach|school|work|weekend)\s+)?(?:trip|holiday|vacation|honeymoon|getaway))\s+
    (?P<rest>(?:to|in|at)\s+[^.!?]+)""",
    re.IGNORECASE | re.VERBOSE,
)


def _from_trip(found: re.Match[str]) -> str:
    who = "I" if found.group("owner").lower() == "my" else "We"
    trip = found.group("trip").lower()
    article = "an" if trip[0] in "aeiou" else "a"
    return f"{found.group('lead')}{who} went on {article} {trip} {found.group('rest')}"


def _moved(found: re.Match[str]) -> str:
    when = found.group("when")
    on = "in" if re.fullmatch(r"(?:early|mid|late)\s+[a-z]+|[a-z]+", when, re.I) else "on"
    if when.lower().endswith("day"):
        on = "on"
    return f"{found.group('who')} moved to {found.group('place')} {on} {when}"

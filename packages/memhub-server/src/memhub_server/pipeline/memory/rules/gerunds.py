"""What someone does, said as a gerund subject tied to the speaker, made plain.

In a long friendly chat people often name their own activity as the subject of the
sentence and tie it to themselves in the predicate: "Dancing has been my passion since
I was a kid", "Volunteering at the shelter is the highlight of my week", "Painting is my
way of relaxing", "Researching adoption agencies has been a big step for me". Without
an "I" nothing reads them; these rewrites give the first-person statement they stand for:

* **something loved** ("is/has been my passion/hobby/thing/favourite thing/escape", "the
  highlight of my week", "a big part of my life") -> "I love dancing."; with "since ...",
  "I've loved dancing since I was a kid.";
* **a way of relaxing** ("is my way of relaxing", "is a great way for me to unwind", "is
  how I switch off", "helps me relax", "keeps me sane") -> "I relax by painting.";
* **something lately taken up** ("has been a big step for me", "has been great for my
  mental health", "has helped me") -> "I've been running." (only with "has been": "is
  good for me" may be advice, not a habit; and not for what is done once: "Adopting Max
  has been a big step for me"); "my therapy since the breakup" -> "I've been journaling
  since the breakup".

A clause after a comma that leans on the sentence ("..., I go three times a week") keeps
the sentence as said, since on its own it would lose what "go" means.

The shape is narrow on purpose: a gerund phrase opens the sentence, the verb is "is" or
"has been" (never "was", "would be" or a negation), and the predicate names the speaker
("my ...", "for me"). A question, an event rather than an activity ("Losing my job has
been ..."), a phrase about someone else ("Talking to you is the highlight of my week")
or a generic opinion ("Volunteering is a great way to meet people") is left as written.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import PASTIMES, sentence_opening, word_set

__all__ = ["plain_gerunds"]

_START: Final = sentence_opening("well oh so honestly and ok okay yeah ah lol tbh but")
_ADVERBS: Final = (
    r"(?:(?:really|honestly|truly|always|basically|literally|genuinely|definitely|totally"
    r"|become|actually|kind\s+of|sort\s+of|pretty\s+much|such)\s+)*"
)
# The things someone loves are called in the predicate.
_LOVED: Final = r"""
    (?:my\s+(?:(?:biggest|greatest|big|true|one|real|main|new|absolute|number\s+one|total
      |whole|little|go-to|weekly|daily)\s+)*
      (?:passion|hobby|thing|obsession|escape|therapy|happy\s+place|outlet|sanctuary|jam
      |personality|love|comfort\s+zone|favou?rite\s+(?:thing|hobby|pastime|activity
      |part\s+of\s+(?:the|my)\s+(?:day|week|weekend|month|year)
      |way\s+to\s+(?:spend|relax|unwind)\b[^.!?,;]*?))
    |(?P<highlight>the\s+(?:highlight|best\s+part))\s+of\s+my\s+(?:day|week|weekends?|month|year|life|summer
      |winter|spring|autumn|holidays?)
    |(?:a\s+)?(?:great|good|huge|real|nice|perfect|healthy|creative|wonderful)\s+(?:outlet
      |escape|stress\s+reliever|release)\s+for\s+me
    |(?P<part>(?:a\s+)?(?:huge|big|massive|major|important)\s+part\s+of\s+my\s+(?:life
      |routine|week|day|weekends?|identity)))
    """
# "my way of relaxing" -> "relax": a closed list, so no guessing at verb forms.
_WAYS: Final = {
    "relaxing": "relax",
    "unwinding": "unwind",
    "de-stressing": "de-stress",
    "destressing": "de-stress",
    "switching off": "switch off",
    "winding down": "wind down",
    "decompressing": "decompress",
    "recharging": "recharge",
    "chilling out": "chill out",
    "coping": "cope",
    "staying sane": "stay sane",
    "keeping sane": "keep sane",
    "staying fit": "stay fit",
    "keeping fit": "keep fit",
    "staying active": "stay active",
    "staying grounded": "stay grounded",
    "clearing my head": "clear my head",
    "giving back": "give back",
    "escaping": "escape",
    "letting off steam": "let off steam",
}
_WAY_WORDS: Final = "|".join(
    r"\s+".join(map(re.escape, way.split())) for way in sorted(_WAYS, key=len, reverse=True)
)
_WAY: Final = rf"""my\s+(?:(?:favou?rite|own|little|main|best)\s+)?(?:way|means)\s+of\s+
    (?P<way>{_WAY_WORDS})\b"""
# "... is a great way for me to unwind", "... is how I switch off", "... helps me relax",
# "... keeps me sane": the verb is given in its plain form.
_BASES: Final = frozenset(_WAYS.values())
_BASE_WORDS: Final = "|".join(
    r"\s+".join(map(re.escape, way.split())) for way in sorted(_BASES, key=len, reverse=True)
)
_WAY_TO: Final = rf"""(?:my\s+(?:(?:favou?rite|own|main|best)\s+)?way
    |(?:a|the)\s+(?:great|good|perfect|best|nice|healthy|lovely|brilliant)\s+way\s+for\s+me)
    \s+to\s+(?P<way_to>{_BASE_WORDS})\b
    |how\s+i\s+(?P<how>{_BASE_WORDS})\b"""
_KEEPS: Final = {
    "sane": "stay sane",
    "fit": "keep fit",
    "grounded": "stay grounded",
    "active": "stay active",
    "calm": "stay calm",
}
_HELPS: Final = rf"""(?:really\s+|always\s+|honestly\s+|definitely\s+)?
    (?:helps\s+me\s+(?P<helps>{_BASE_WORDS})|keeps\s+me\s+(?P<keeps>{"|".join(_KEEPS)})
    |has\s+(?:really\s+|honestly\s+|truly\s+|genuinely\s+)?(?P<helped>helped)\s+me)\b"""
_TAKEN_UP: Final = r"""
    (?:(?:a|such\s+a)\s+)?(?:big|huge|major|important|great|good|positive|massive)\s+step
      (?:\s+forward)?\s+for\s+me
    |(?:so\s+|really\s+|incredibly\s+|super\s+)?(?:great|good|amazing|wonderful|brilliant
      |fantastic|helpful|therapeutic|rewarding|fulfilling|healing|eye[\s-]opening
      |life[\s-]?changing|a\s+game[\s-]?changer|a\s+lifesaver|a\s+(?:big|huge)\s+help
      |the\s+best\s+thing)\s+for\s+(?:me|my\s+(?:mental\s+health|health|head|mood|sanity
      |fitness|back|sleep|stress|confidence|anxiety))
    """
_GERUND_SAID: Final = re.compile(
    rf"""{_START}(?P<gerund>(?P<verb>[A-Za-z]{{2,}}ing)(?:\s+(?!(?:is|has|'s|helps|keeps)\b)[\w'-]+){{0,6}}?)
    (?:(?P<copula>\s+is|(?:\s+has|\s*['’]s)\s+(?:(?:always|really|honestly|truly|genuinely|actually
    |basically|literally|definitely|quickly|slowly|kind\s+of|sort\s+of)\s+)*(?:been|become))\s+{_ADVERBS}
    (?:(?P<loved>{_LOVED})|(?P<way_said>{_WAY})|(?P<way_to_said>{_WAY_TO})|(?P<taken>{_TAKEN_UP}))
    |\s+{_HELPS})
    (?P<tail>[^.!?,;]*)(?P<end>[.!?,;]|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# Words in "-ing" that are not an activity of one's own, or name an event rather than
# an activity ("Losing my job has been a big step").
_NOT_ACTIVITIES: Final = word_set(
    """nothing something anything everything morning evening spring string thing king
    ring wedding ceiling building clothing sibling pudding darling duckling offspring
    being having getting losing leaving quitting stopping giving moving starting
    beginning finishing joining becoming buying selling winning passing graduating
    retiring marrying divorcing breaking finding changing switching signing turning
    hearing knowing realising realizing saying telling dying failing missing coming
    bring ending recovering healing grieving waiting""",
    None,
)
# Done once rather than kept up: "Adopting Max has been a big step for me" is not
# "I've been adopting Max". Only read for what has been lately taken up.
_ONCE: Final = word_set(
    """adopting taking accepting admitting deciding choosing agreeing proposing launching
    publishing completing reaching hitting landing earning receiving welcoming meeting
    rescuing booking enrolling registering sending submitting returning confronting
    cutting forgiving opening closing selling renting hiring firing ending settling
    saving paying""",
    None,
)
# A phrase about someone or something else, or left to its context.
_OTHERS: Final = re.compile(
    r"\b(?:you|your|yours|ya|u|he|him|his|she|her|they|them|their|it|its|this|that|these"
    r"|those)\b",
    re.IGNORECASE,
)
_SINCE: Final = re.compile(
    r"""^\s*(?:(?:ever\s+)?since\b|for\s+(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten
    |twenty|thirty|many|several|a\s+few|a\s+couple\s+of|so\s+many)\s+)?(?:years|decades)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_CHILDHOOD: Final = re.compile(
    r"\bsince\s+i\s+was\s+(?:a\s+(?:kid|child|little\s+(?:kid|girl|boy))|little|small|young)\b",
    re.IGNORECASE,
)
# What helps rather than what is loved: "my therapy since the breakup" is how long it
# has been done, not loved.
_HELPER: Final = re.compile(
    r"\b(?:therapy|escape|outlet|sanctuary|comfort|release|reliever)\b", re.IGNORECASE
)
# A clause after the comma with its own subject, which reads the sentence before it.
_GOES_ON: Final = re.compile(
    r"\s*(?:(?:and|but|so|plus)\s+)?(?:i|i'm|i've|i'd|it|it's|we|he|she|you)\b",
    re.IGNORECASE,
)
# A tail that turns the sentence or says more than it: "... but I stopped last year",
# "..., or so my doctor says", "... when I can".
_TURNS: Final = re.compile(
    r"""\b(?:but|though|although|until|till|except|or|i|i'm|i've|i'd|we|he|she|they|you
    |it)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_TURNS_AFTER: Final = re.compile(
    r"\s*(?:but|though|although|until|till|except|or)\b", re.IGNORECASE
)
# What a "big part of my life" or "the highlight of my week" may be loved for: a pastime.
_PASTIMES: Final = PASTIMES | word_set("volunteering coaching mentoring tutoring", None)
_WHEN_TAIL: Final = re.compile(
    r"^\s*(?:after|at\s+the\s+end\s+of|on|in\s+the|at\s+night|at\s+weekends|every)\b",
    re.IGNORECASE,
)


def plain_gerunds(text: str) -> str:
    """``text`` with each gerund-subject sentence about the speaker's own activity
    rewritten as a first-person statement; anything else is left as written."""
    if "ing" not in text.lower():
        return text
    return _GERUND_SAID.sub(_said, text)


def _said(match: re.Match[str]) -> str:
    gerund = match.group("gerund")
    if match.group("verb").lower() in _NOT_ACTIVITIES or _OTHERS.search(gerund):
        return match.group()
    rest = match.string[match.end() :]
    if match.group("end") in {",", ";"} and re.match(r"[^.!?]*\?", rest):
        return match.group()  # the sentence goes on to ask
    if match.group("end") == "?" or (match.group("end") in {",", ";"} and _GOES_ON.match(rest)):
        return match.group()  # "..., I go three times a week" leans on the sentence as said
    if _TURNS.search(_CHILDHOOD.sub("", match.group("tail"))) or (
        match.group("end") in {",", ";"} and _TURNS_AFTER.match(rest)
    ):
        return match.group()  # "... but I stopped last year", "..., or so my doctor says"
    if (match.group("part") or match.group("highlight")) and (
        match.group("verb").lower() not in _PASTIMES or match.group("tail").strip()
    ):
        return match.group()  # "Cheating has been a big part of my life": no love said
    lead = match.group()[: match.start("gerund") - match.start()]
    activity = gerund[:1].lower() + gerund[1:] if _lower_ok(gerund) else gerund
    if gerund.isupper():
        activity = gerund.lower()  # "RUNNING HAS BEEN GREAT FOR ME"
    tail, end = match.group("tail"), match.group("end")
    copula = (match.group("copula") or "").strip().lower()
    if match.group("loved") is not None:
        since = _CHILDHOOD.sub("since childhood", tail.rstrip())
        if not _SINCE.match(tail) or copula == "is":
            said = f"I love {activity}"
        elif _HELPER.search(match.group("loved")):
            said = f"I've been {activity}{since}"  # "my therapy since the breakup"
        else:
            said = f"I've loved {activity}{since}"
    elif match.group("taken") is not None or match.group("helped") is not None:
        if copula == "is" or match.group("verb").lower() in _ONCE:
            return match.group()  # "is good for me" may be advice, not a habit
        said = f"I've been {activity}"
    else:
        way = _way(match)
        when = tail.rstrip() if _WHEN_TAIL.match(tail) else ""
        said = f"I {way} by {activity}{when}"
    return f"{lead}{said}{end if end else '.'}"


def _way(match: re.Match[str]) -> str:
    """The plain verb of a way of relaxing ("relaxing", "to unwind", "keeps me sane")."""
    if match.group("way") is not None:
        return _WAYS[" ".join(match.group("way").lower().split())]
    if match.group("keeps") is not None:
        return _KEEPS[match.group("keeps").lower()]
    said = match.group("way_to") or match.group("how") or match.group("helps")
    return " ".join(said.lower().split())


def _lower_ok(gerund: str) -> bool:
    """Whether the phrase's first letter may be lowered: only its opening word is
    capitalised by the sentence, not a name ("Visiting Rome" keeps "Rome")."""
    return gerund[:1].isupper() and not gerund[1:2].isupper()

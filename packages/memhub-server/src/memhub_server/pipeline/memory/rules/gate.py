"""The last check on a formed fact: does it read on its own, and is it true to its source?

The rules before this one rewrite what was said; each covers shapes it was written for,
and on English it was not written for a rewrite can go half way: an answer read with the
wrong question, a relative date no rule knew, a "you" that came in with a question. So
the finished sentence is read once more, as someone would read it a year later with no
conversation around it, and :func:`unsafe` names what would mislead them:

* **second person**: "Wendell loves how you use it" - who "you" is went with the chat;
* **a pronoun or pointer with nothing to point at**: "Priscilla drew it", "Wendell lives there",
  "Wendell loves that" ("they"/"their" are the rewrite's own words for the subject);
* **a relative date still relative**: "Wendell ran a half marathon a fortnight ago",
  "On Tues Wendell had a lesson", "last summer" - true the day it was said, wrong or
  meaningless later;
* **a fragment**: no verb of its own ("Wendell's kids.", "Since Wendell was eight.") or only an
  auxiliary standing in for one ("Wendell did, in June.").

Last, :func:`.worth.worthless` asks whether a fact that reads well is worth remembering at
all ("<S> has news.", "<S> is a genius.", "<S> will bring snacks.").

A fact that fails is dropped, never repaired here: precision first. (Repairs belong in
the rules that understand the shape, before this point.)
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Final

from .context import (
    NAME_WORD,
    NAMED_START,
    POSSESSIVE,
    its_own,
    own_deed_of_the_thing,
    pronoun_fits,
)
from .lexicon import (
    BODY_PARTS,
    FEMALE_KIN,
    IRREGULAR_PAST,
    MALE_KIN,
    NUMBER_WORDS,
    PETS,
    RELATIVES,
    WEATHER_IT,
    alternation,
    word_set,
)
from .review import says_nothing
from .unfinished import object_left_in_chat
from .worth import SUBJECT, worthless

__all__ = ["unsafe"]

_SECOND_PERSON: Final = re.compile(
    # "yous", "youse", "yez": the plural "you" of Irish, Scots and northern English
    r"(?<![\w'])(?:you|your|yours|yourself|yourselves|you're|you've|you'll|you'd|y'all|yous|youse"
    r"|yez)(?![\w'])",
    re.IGNORECASE,
)
_PRONOUN: Final = re.compile(
    rf"""(?<![\w'])(?:(?P<person>he|she|him|his|her|hers|he's|she's|he'd|she'd|he'll|she'll)
    |(?!{WEATHER_IT})it|its|it's|it'll|it'd|itself|here
    |there(?!\s+(?:is|are|was|were|will|has|have|had|used|must|might|may)\b|'s|'re)
    |(?:this|that|these|those)(?=\s*(?:$|[.,;:!?)]|\s(?:is|was|are|were|one|ones|will|has|had)\b))
    |(?:this|that)'s)(?![\w'])""",
    re.IGNORECASE | re.VERBOSE,
)
# A subject that is only a pronoun, however it got there: "She'd", "They'll", "It".
_PRONOUN_SUBJECT: Final = re.compile(
    r"(?:he|she|they|it|this|that|these|those|we|you|him|her|them)(?:['’](?:s|d|ll|re|ve))?",
    re.IGNORECASE,
)
# "Mine's been flaring since ...": whose what, the question before it said.
_OWNED_PRONOUN_FIRST: Final = re.compile(
    r"\W*(?:mine|yours|ours|theirs|hers)(?:['’]s)?\b", re.IGNORECASE
)
_SUBJECT_HE_SHE: Final = re.compile(r"(?:he|she)(?:'s|'d|'ll)?", re.IGNORECASE)
_NOT_PEOPLE: Final = re.compile(
    r"""(?:january|february|march|april|may|june|july|august|september|october|november
    |december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter|i)""",
    re.IGNORECASE | re.VERBOSE,
)


def _rivals_before(body: str, at: int, subject: str = "") -> bool:
    """Whether two people other than the subject are named before ``at`` ("<S> saw Ines
    and Maud, she's moved"), so a "he"/"she" there is a guess. The subject is no rival:
    what a speaker says of themself says "I", so their "she" is someone else, and a
    relative with a name ("sister Ines") or an owner ("Ines's") is one person. A relative
    of the other sex ("her husband" before "she") and a capitalised word where a place
    goes ("moved to Leeds", "works at Arup") can't be the one meant."""
    # a name of two words or more after "the" is a thing's, no one's ("left the Tarff
    # Water Band"; "the Chagall show" may be Chagall's)
    before = _THE_NAMED.sub("the thing", _NAMED_RELATIVE.sub("", body[:at]))
    other_sex = MALE_KIN if body[at : at + 2].lower() == "sh" else FEMALE_KIN
    # a relative's name is of the relative's sex, which the name may not show ("his wife
    # Faustina ... for his father, as he'd asked": Faustina is no "he")
    other_sex |= {
        m.group("name").lower()
        for m in _RELATIVE_AND_NAME.finditer(body, 0, at)
        if m.group("kin").lower() in other_sex
    }
    people = set()
    for match in _PERSON_BEFORE.finditer(before):
        word = match.group()
        if (
            _NOT_PEOPLE.fullmatch(word)
            or before.startswith("'s", match.end())
            or word.lower() in other_sex
            or word.casefold() == subject.strip().casefold()  # the subject named again
            or (word[:1].isupper() and _PLACE_BEFORE.search(before, 0, match.start()))
            or _NAME_GOES_ON.search(before, 0, match.start())  # "Ben Lomond" is one
        ):
            continue
        people.add(word.lower())
    return len(people) > 1


# The capitalised word before a capitalised word, one name with it ("Ben Lomond")
_NAME_GOES_ON: Final = re.compile(r"(?-i:[A-Z])[a-z]+ $")


_THE_NAMED: Final = re.compile(r"\b(?-i:the)\s+(?-i:[A-Z])[a-z]+(?:\s+(?-i:[A-Z])[a-z]+)+")


def _someone_before(body: str, at: int) -> bool:
    """Whether ``body`` names someone before ``at`` a "he"/"she" may be. A fact about the
    speaker and others (their "we") is about no "he"/"she" of its own, so there a month, a
    day or a capitalised word where a place goes is no one ("<S> and others met at a barn
    dance in Dounby at the end of January, when she ..."); elsewhere the capitalised word
    stays a maybe, as the subject itself may be meant ("<S> started lessons at the club in
    Nyali in March, and he ..."). An object "him"/"her" or a "hers" is never the subject
    of its own fact, so for those the place is no one either ("<S> is flying to Aveiro to
    meet him")."""
    before = body[:at]
    pronoun = _PRONOUN.match(body, at)
    object_only = (
        pronoun is not None
        and _OBJECT_ONLY.fullmatch(pronoun.group()) is not None
        and POSSESSIVE.match(body, at) is None
    )
    strict = object_only or _WE_FIRST.match(body) is not None
    for match in _PERSON_BEFORE.finditer(before):
        word = match.group()
        placed = word[:1].isupper() and _PLACE_BEFORE.search(before, 0, match.start())
        if strict and (_NOT_PEOPLE.fullmatch(word) or placed):
            continue
        return True
    return False


_WE_FIRST: Final = re.compile(r"^\ue000\s+and\s+others\b")
# A pronoun that is never a clause's subject: "him", "hers", "her" owning nothing.
_OBJECT_ONLY: Final = re.compile(r"him|hers|her", re.IGNORECASE)


def _other_sex_before(
    body: str, at: int, pronoun: str, subject: str = "", speaker: str | None = None
) -> bool:
    """Whether everyone ``body`` names before ``at`` is of the other sex than ``pronoun``
    ("<S>'s lodger Crispin moved out, she ...": Crispin is no "she"). The subject itself,
    named bare, may be anyone; named as an owner ("Jory's mum is ill, so he ..."), it may
    be the one a pronoun its name fits stands for, unless the subject is the ``speaker``,
    whose own words say "I" ("My brother flew in, and she didn't recognise him")."""
    before = body[:at]
    if re.search(r"\ue000(?!['’]s)", before):
        return False
    if (
        "\ue000" in before
        and pronoun.lower() in {"he", "she", "he's", "she's", "he'd", "she'd", "he'll", "she'll"}
        and subject[:1].isupper()
        and " " not in subject.strip()
        and pronoun_fits(subject, pronoun)
        and subject != speaker
        and _NAME_WORD.search(_DATE_WORDS.sub(" ", before)) is None
    ):
        return False  # "Jory's mum is ill, so he's ...", not "<S>'s sister Jo rang, he's"
    # "<S>'s sister Jo rang, he's ...": the relative word says what the name does not
    named = _RELATIVE_AND_NAME.sub(_relative_kept, before)
    undated = _DATE_WORDS.sub(" ", named)
    people = [
        m.group()
        for m in _PERSON_BEFORE.finditer(undated)
        # "<S>'s brother flew in from Leeds, and she ...": a place is no one
        if not (m.group()[:1].isupper() and _PLACE_BEFORE.search(undated, 0, m.start()))
    ]
    return bool(people) and not any(pronoun_fits(person, pronoun) for person in people)


_NAME_WORD: Final = re.compile(rf"(?<!^)\b{NAME_WORD}")
# "on 14 May 2024", "(on Friday)": a month or a day is no one a "he"/"she" is.
_DATE_WORDS: Final = re.compile(
    r"\b(?-i:January|February|March|April|May|June|July|August|September|October|November"
    r"|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
)


_RELATIVE_AND_NAME: Final = re.compile(
    rf"\b(?P<kin>{alternation(RELATIVES | PETS)})\s+(?P<name>(?-i:[A-Z])[\w'-]*)",
    re.IGNORECASE,
)


def _relative_kept(match: re.Match[str]) -> str:
    """A relative word and the name after it: the word alone when it has a sex ("sister
    Jo" is a sister), the name alone when it has none ("cousin Jo" is Jo)."""
    word = match.group("kin")
    if pronoun_fits(word, "he") == pronoun_fits(word, "she"):
        return match.group("name")
    return word


# "moved to Leeds", "at the foot of Ben Lomond": a capitalised word where a place goes
_PLACE_BEFORE: Final = re.compile(
    r"\b(?:in|to|at|from|near|into|around|outside"
    r"|the\s+(?:foot|top|summit|edge|side|bottom|end|shore|banks?)\s+of)\s+$",
    re.IGNORECASE,
)


_NAMED_RELATIVE: Final = re.compile(
    rf"\b(?:{alternation(RELATIVES | PETS)})"
    r"\s+(?=(?-i:[A-Z]))",
    re.IGNORECASE,
)


# Someone a "he"/"she" can stand for, named earlier in the same fact.
_PERSON_BEFORE: Final = re.compile(
    rf"\b(?:{alternation(RELATIVES | PETS)})"
    rf"\b|(?<!^)\b{NAME_WORD}",
    re.IGNORECASE,
)
_WEEKDAY = r"monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_SHORT_WEEKDAY = r"mon|tues?|weds?|thu|thurs?|fri|sat|sun"
_SEASON = r"spring|summer|autumn|fall|winter"
_RELATIVE_DATE: Final = re.compile(
    rf"""(?<![\w'-])(?:yesterday|today|tonight|tomorrow|tmrw|tmr|tonite|fortnight
    |(?:days?|weeks?|months?|while|bit)\s+ago
    |(?!this\s+time\b|last\s+(?:{_WEEKDAY})\s+of\s+(?:every|each)\s+month)  # a round's day
    (?<!['\u2019]s\s)  # "Ana's last week at the mill": her final one (see dates)
    (?:this|next|last|coming|past|previous)\s+(?:week|wk|weekend|wknd|month|year|time
      |{_WEEKDAY}|{_SHORT_WEEKDAY}|{_SEASON}|christmas|easter|xmas)
    |the\s+other\s+(?:day|night|week|weekend|month)
    |(?:before|after)\s+(?:last|next)
    |earlier\s+(?:today|this|in\s+the\s+week(?!\s+of\s+\d))|later\s+(?:today|this)
    |this\s+(?:morning|afternoon|evening)|(?<!['\u2019]s\s)last\s+night
    |(?:on|this|next|last)\s+(?:{_SHORT_WEEKDAY})\.?
    # (not "on Tuesday and Thursday evenings": a week's pattern)
    |(?:on\s+|(?:^|,\s*))(?:{_WEEKDAY})(?!s|(?:\s*(?:,|and|&|or)\s*(?:{_WEEKDAY}))*
      \s+(?:mornings|afternoons|evenings|nights))
    |(?:in|during|over)\s+the\s+(?:{_SEASON}|holidays)(?!\s+of\s+\d)
    |a\s+(?:few|couple\s+of|couple)\s+(?:days|weeks|months)\s+back
    )(?![\w'-])""",
    re.IGNORECASE | re.VERBOSE,
)
# A time told only against another the chat gave: "that day", "a week before", "the next
# morning", "on the last evening". Read alone it says nothing of when, unless the fact itself
# gives the date first ("on 4 May 2024 (2024-05-04) ... and the next day ...").
_TIME_POINTING_BACK: Final = re.compile(
    r"""(?<![\w'-])(?:that\s+(?:day|night|evening|morning|afternoon|weekend)
    |(?:a|one|two|three|a\s+few|the)\s+(?:days?|weeks?|nights?|months?)\s+(?:before|after|later)
      (?=\s*(?:[.,;!]|$|and\b|but\b|so\b|when\b))
    |the\s+(?:next|following|previous)\s+(?:day|morning|evening|night|week|weekend)
    |the\s+(?:day|night|evening|morning)\s+(?:before|after)(?=\s*(?:[.,;!]|$|and\b|but\b|so\b))
    |(?:on|during)\s+the\s+(?:last|final|first)\s+(?:day|evening|night|morning|afternoon)
      (?!\s+of\b)
    # "heard on the 4th that ...": a day of a month only the chat said
    |(?:on|by|from|until|till|since)\s+the\s+\d{1,2}(?:st|nd|rd|th)
      (?=\s*(?:[.,;!]|$|and\b|but\b|so\b|that\b|when\b|at\b))
    )(?![\w'-])""",
    re.IGNORECASE | re.VERBOSE,
)
_DATE_GIVEN: Final = re.compile(
    r"\(\d{4}-\d{2}-\d{2}|\b(?:January|February|March|April|May|June|July|August|September"
    r"|October|November|December)\s+(?:1[89]|20)\d\d\b"
)


def _time_pointing_back(body: str) -> bool:
    """Whether ``body`` tells a time only against one the chat gave, with no date of its
    own before it."""
    found = _TIME_POINTING_BACK.search(body)
    return found is not None and _DATE_GIVEN.search(body, 0, found.start()) is None


# "<S> found out on 18 July 2024 (2024-07-18).", "<S> and others heard on 4 February": the
# news that came, left in the chat.
_FOUND_OUT: Final = re.compile(
    r"^\ue000(?:\s+and\s+others)?\s+(?:found\s+out|heard|learned|learnt)\s+(?:on|in|at|around)\s",
    re.IGNORECASE,
)
_WHAT_FOUND: Final = re.compile(r"\b(?:that|about|what|who|why|how|whether|if)\b", re.I)
# "<S> got one on 9 June", "There's one at the University of Aberdeen": "one" standing
# for a thing only the chat named.
_BARE_ONE: Final = re.compile(
    r"""(?:\b(?:got|get|gets|getting|bought|buy|buys|buying|adopted|adopting|ordered|found
    |want|wants|wanted|need|needs|needed|has|have|had|watched|saw|seen|read|tried|made|ate
    |eaten|baked|built|booked|wrote|played|rode|caught|picked|did|done|doing|attended|visited
    |joined|hosted|ran|organi[sz]ed|entered|rented|hired|borrowed|sold|finished|finishing
    |started|starting|reading|watching|loved|liked)\s+one
    (?=\s*(?:[.,;!]|$)|\s+(?:on|in|at|last|yesterday|today|for|from|too|now|already|recently
    |soon|and|when|as|once|before|years?|like|with|about)\b
    # "finished one by Tana French", "bought one by a local potter" (not "one by one")
    |\s+by\s+(?!one\b))
    # "<S>'s sister dragged <S> to one": one of what the chat named, gone to ("sentenced to
    # one year" is a count)
    |\b(?:to|into|from|inside)\s+one(?=\s*(?:[.,;!]|$)|\s+(?:on|in|at|last|yesterday|today
    |once|before|and)\b)
    |^there(?:['’]s|\s+is|\s+was)\s+one\b
    |(?<!\bloved\s)(?<!\blittle\s)(?<!\byoung\s)(?<!\bdear\s)(?<!\bonly\s)\bones\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> has already finished three", "<S> is viewing two on Saturday": a count standing for
# things only the chat named (not an age: "turned three", "is turning two").
_BARE_COUNT: Final = re.compile(
    r"""\b(?:got|bought|adopted|ordered|found|finished|read|watched|seen|saw|viewing|seeing
    |visiting|visited|viewed|made|baked|wrote|written|planted|picked|sold|booked|tried|want
    |wants|wanted|need|needs|needed)\s+(?:(?:already|only|just|about|maybe)\s+)?
    (?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+few|a\s+couple)
    (?=\s*(?:[.,;!]|$)|\s+(?:on|in|at|last|this|next|yesterday|today|tomorrow|for|from|too
    |now|already|recently|soon|so\s+far)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "Since Wendell was eight.": a clause that only qualifies one the answer left out. (With a
# comma, the main clause may follow: "When Wendell was a kid, Wendell lived in Cork.")
_SUBORDINATE_START: Final = re.compile(
    r"^(?:(?:only|just|even|except|not|especially|mainly|mostly)\s+)?"  # "Only when <S> feeds him."
    r"(?:since|because|cause|cos|when|whenever|while|although|though|if|unless|until|till"
    r"|as|after|before|whereas|so\s+that|which|who|whom|whose|where|and|but|or)\b[^,]*$",
    re.IGNORECASE,
)
# "Wendell did, in June.", "Wendell has." - an auxiliary standing in for a verb the answer
# left to the question.
_BARE_AUXILIARY: Final = re.compile(
    r"""^[^,.;!?]{1,60}?\s(?:did|does|do|is|was|were|are|has|have|had|can|could|will|would
    |should|won't|didn't|doesn't|isn't|wasn't|hasn't|haven't|can't)(?:\s+(?:not|too|so))?
    \s*(?:[,;:–—-]|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> hasn't slept since.": a preposition with its object left in the chat (not "until
# the roof is back on", "the lights are switched on": an adverb of the verb).
_DANGLING: Final = re.compile(
    r"""\s(?:since|for|with|to|about|of|at|from|by|into|than|like
    |(?<!\bback\s)(?<!\bswitched\s)(?<!\bturned\s)(?:in|on))\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> opened.", "<S> booked already.": what was opened or booked went with the chat.
_BARE_DONE: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:(?:finally|just|already)\s+)?(?:opened|booked|signed
    |ordered|sorted|finished|applied|confirmed|paid|sent|posted|bought|picked|fixed|did|packed
    |cancell?ed)(?:\s+(?:already|yet|too|now|today|finally|as\s+well|in\s+the\s+end))?
    \s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> finished in 52 minutes", "<S> quit in 2022": what was finished or quit, the turn
# said before.
_DONE_IN_A_TIME: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:(?:finally|just|eventually)\s+)?
    (?:finished\s+(?:in|under|just)\b(?!\s+(?:the|a|an|my|their|his|her|our)\s)
    |quit\s+(?:in|on|around|about|last|\(|\d|years?|months?|weeks?|a\s)|quit\s*[.!]*$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> is the best man", "<S> is one of the bridesmaids": at whose wedding, the chat said.
_ROLE_WITHOUT_WHOSE: Final = re.compile(
    r"""^\ue000\s+(?:is|was|will\s+be|'s)\s+(?:(?:also|going\s+to\s+be)\s+)?
    (?:the|a|one\s+of\s+the|one\s+of\s+their)\s+(?:best\s+man|groomsm[ae]n|bridesmaids?
    |maid\s+of\s+honou?r|matron\s+of\s+honou?r|ring\s+bearer|flower\s+girl|usher|ushers)
    (?!\s+(?:at|for|of|in)\b)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S>'s is a depressed snail" (from "mine is ..."): whose what, the chat said before.
_OWNER_WITHOUT_THING: Final = re.compile(r"^\ue000's\s+(?:is|are|was|were|has|have|had)\b")
# "<S> has animal news", "<S> has big news": news announced, told in the next line.
_HAS_NEWS: Final = re.compile(
    r"^\ue000(?:\s+and\s+others)?\s+(?:has|have|had|got)\s+(?:got\s+)?(?:some\s+)?"
    # ("got news too", in texting "news 2")
    r"(?:[\w-]+\s+){0,2}news(?:\s+(?:too|2|as\s+well|also|of\s+\ue000's\s+own))?\s*[.!]*$",
    re.IGNORECASE,
)
# "<S> has got a big change too", "<S> has an update": news announced, told next.
_HAS_CHANGE: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:has|have|had|got)\s+(?:got\s+)?(?:a|an|some)\s+
    (?:(?:big|huge|small|little|exciting|important|quick)\s+)?(?:change|update|announcement
    |surprise)(?:\s+(?:too|as\s+well|of\s+\ue000's\s+own))?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> and others will know on 31 May", "<S> will find out next week": know what, the
# chat said; "<S> changed their minds": about what.
_KNOW_WHEN_ONLY: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:will|shall|should|'ll|(?:is|are)\s+going\s+to)\s+
    (?:know|find\s+out|hear|see)(?:\s+(?:on|in|by|at|after|before|next|this|tomorrow|soon
    |later)\b[^,;]*)?\s*[.!]*$
    |^\ue000(?:\s+and\s+others)?\s+(?:has\s+|have\s+)?changed\s+(?:their|his|her|\ue000's)
    \s+minds?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> has to be up at six, or people won't": a clause cut off after its auxiliary.
_TRAILING_AUXILIARY: Final = re.compile(
    r"""[,;]\s+(?:or|and|but|so)\s+(?:[\w'\ue000-]+\s+){1,3}(?:won't|will|can't|can|do|don't|does
    |doesn't|did|didn't|is|isn't|was|wasn't|would|wouldn't|could|couldn't|has|hasn't|have
    |haven't)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "About two lengths before <S> panics", "One hour and 38 minutes, and <S> swam the whole
# way", "Five, born on 3 May": a count that answered a question, left in front of the
# clause it was said with.
_COUNT_FIRST: Final = re.compile(
    rf"""^(?:(?:about|around|roughly|nearly|almost|over|under|just|only)\s+)?
    (?:{alternation(frozenset(NUMBER_WORDS))}|\d+)\b[^\ue000,.;]{{0,40}}?
    (?:,\s*(?:and\s+|but\s+)?|\s+(?:before|after|until|till)\s+)\ue000
    |^(?:{alternation(frozenset(NUMBER_WORDS))}),\s""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> and others are called the Soft Verges": what "we" are called is a band's or a
# team's name, and which, the chat knew.
_WE_CALLED: Final = re.compile(
    r"^\ue000\s+and\s+others\s+(?:are|were)\s+(?:now\s+|still\s+)?(?:called|named)\b", re.I
)
# "<S> has never even left", "<S> has never been": left where, been where, the chat said.
_NEVER_WHERE: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:has|have|had)\s+never\s+(?:even\s+|actually\s+)?
    (?:left|been|gone|tried|seen|done|met|visited|asked)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> has decided.": what was decided went with the question.
_BARE_PERFECT: Final = re.compile(
    r"""^\ue000\s+(?:has|have|had)\s+(?!(?:retired|graduated|qualified|married|divorced
    |separated|remarried|emigrated|died|recovered|arrived)\b)(?:[\w'-]+ed|done|gone|been|made|said|told|seen|heard|got|had)
    \s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "Started at Initech on 6 November, <S>'s commute ...": the subject of the verb left out.
_VERB_FIRST: Final = re.compile(
    r"^(?:started|began|finished|moved|went|got|had|did|made|took|left|joined|quit|bought"
    r"|sold|met|lost|found|spent|came|saw|ran|won|tried|been|gone|done|[a-z]+ed)\b(?!\s*,)",
    re.IGNORECASE,
)
# "<S> elfed says they will be unbearable": a name in "-ed" ("Elfed") read as the
# subject's own past verb, with the name's real verb of speech after it.
_NAME_AS_VERB: Final = re.compile(
    r"""^\ue000\s+(?-i:[a-z]+ed)\s+(?:says|said|thinks|thought|reckons|reckoned|tells|told
    |asks|asked|reckon|wants|wanted)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_NEW_SUBJECT: Final = re.compile(r"\s*(?:they|he|she|we|i|it|\ue000)\b", re.IGNORECASE)
_VERB_WORDS: Final = re.compile(
    r"""(?<![\w'])(?:is|are|was|were|am|be|been|has|have|had|does|do|did|can|could|will
    |would|should|may|might|must|shall|gets|got|keeps|kept|goes|went|makes|made|takes|took
    |cost|isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't|doesn't|don't|didn't|can't|won't
    |[a-z]+ed|[a-z]+s)(?![\w'])""",
    re.IGNORECASE | re.VERBOSE,
)


# What a short answer left in front of a clause: "Nothing anymore, <S> quit.", "None,
# <S> wishes ...", "Leeds, if <S> gets the job.", "Bristol, last <S> checked.", "Older
# than <S>'s son looks.", '"Sir Fluff" according to <S>'s son.': the answer is a word or
# two with no verb, the rest only comments on it.
_ANSWER_LEFT_OVER: Final = re.compile(
    r"""^(?:(?:nothing|none|nobody|no\s+one|nowhere|not\s+\w+)(?:\s+[\w'-]+){0,2},\s
    |(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?,\s+(?:if|unless|last|as|but\s+\ue000)\b
    |[\w-]+er\s+than\s
    |["“][^"”]+["”]\s+(?:according\s+to|as)\s)""",
    re.IGNORECASE | re.VERBOSE,
)


# "<S> left pinky.": the answer to "which finger?" read as "left" done by the subject.
_LEFT_OR_RIGHT_PART: Final = re.compile(
    rf"^\ue000\s+(?:left|right)\s+(?:{alternation(BODY_PARTS)})\b", re.IGNORECASE
)


# A weekday before a day written in full, the one the extractor gives back ("on Friday, 6
# March 2026 (2026-03-06)") or one said so ("on monday, 8 May 2023"): read as the day alone,
# so that its comma splits no clause and the weekday is no relative date.
_WEEKDAY_OF_A_DAY: Final = re.compile(rf"\b(?i:{_WEEKDAY}),\s(?=\d{{1,2}}\s[A-Z][a-z]+\s\d{{4}})")


def unsafe(text: str, subject: str, speaker: str | None = None) -> str | None:
    """Why ``text``, a finished fact about ``subject``, would mislead read on its own;
    None when it reads well. ``speaker``: who said it, when known (a "he"/"she" they said
    is never themself)."""
    text = _WEEKDAY_OF_A_DAY.sub("", text)
    body = text
    if subject:
        at = text.casefold().find(subject.casefold())
        if at >= 0:
            body = f"{text[:at]}{SUBJECT}{text[at + len(subject) :]}"
    if _SECOND_PERSON.search(body):
        return "second person"
    if _PRONOUN_SUBJECT.fullmatch(subject.strip()) or _OWNED_PRONOUN_FIRST.match(body):
        return "unresolved reference"  # "She'd moved to Faro": a pronoun read as a name
    if _unresolved_pronoun(body, subject, speaker):
        return "unresolved reference"
    if _done_to_itself(body, subject):
        return "unresolved reference"  # "Dewi walks Dewi on a lead": a "him" read wrong
    if _WISH_AS_NAME.match(subject):
        return "hypothetical"  # "Hope Beatriz takes good pictures": a wish, not a name
    if subject.lower() in _ADJECTIVES_AS_NAMES | _ROUGHLY:
        # "Old churches and good wine.", "About turned twelve ...": an answer's first word,
        # no one
        return "fragment"
    if (left := _misread(body) or _left_in_the_chat(body)) is not None:
        return left
    if _RELATIVE_DATE.search(_without_dates(body)) or _time_pointing_back(body):
        return "relative date"
    if (
        _SUBORDINATE_START.match(body)
        or _BARE_AUXILIARY.match(body.rstrip(".!"))
        or _DANGLING.search(body)
        or _BARE_PERFECT.match(body)
        or _BARE_DONE.match(body)
        or _DONE_IN_A_TIME.match(body)
        or _ROLE_WITHOUT_WHOSE.match(body)
        or _OWNER_WITHOUT_THING.match(body)
        or _HAS_NEWS.match(body)
        or _HAS_CHANGE.match(body)
        or _KNOW_WHEN_ONLY.match(body)
        or _TRAILING_AUXILIARY.search(body.rstrip(".!"))
        or _COUNT_FIRST.match(body)
        or _WE_CALLED.match(body)
        or _NEVER_WHERE.match(body)
        or _VERB_FIRST.match(body)
        or _NAME_AS_VERB.match(body)
        or _ANSWER_LEFT_OVER.match(body)
        or _LEFT_OR_RIGHT_PART.match(body)
    ):
        return "fragment"
    if _no_clause(body):
        return "fragment"
    if (
        _NEEDS_WHAT.match(body)
        or _MET_NO_ONE.match(body)
        or _GOING_WHEN_ONLY.match(body)
        or _guess_without_clause(body)
        or object_left_in_chat(body)
    ):
        # "<S> is afraid.": of what went with the question; "<S> reckons five days of
        # work.": the answer to "how long?"
        return "partial fact"
    if _OPENED_WHAT.match(body) or _CAME_WHERE.match(body):
        return "partial fact"  # "<S> and others opened on 6 July.": opened what
    return worthless(body, subject) or says_nothing(body)


# A side clause after a comma: a relative one ("..., who drives line 1") or one that says
# when, why or on what condition ("..., if he passes", "..., though he knows ...").
_SIDE_CLAUSES: Final = re.compile(
    r""",\s*(?:who|whom|whose|which|if|unless|though|although|because|after\s+(?:a|an|the|his|her
    |their)\s|the\s+one\s+(?:who|that|which|with)\s)[^,;:]*""",
    re.IGNORECASE | re.VERBOSE,
)


def _no_clause(body: str) -> bool:
    """Whether ``body`` lacks a clause of its own: no verb, a phrase or a list of names
    and things, or a name before a clause about someone else."""
    if not _has_predicate(body) or _verbless_phrase(body) or _names_only(body):
        return True
    main = _SIDE_CLAUSES.sub("", body)
    if main != body and (not _has_predicate(main) or _verbless_phrase(main) or _names_only(main)):
        # "<S>'s nephew Lachie, after a book he loves.", "With <S>'s colleague Joris, who
        # drives line 1.", "<S>, Ilse and Bram, who turned six in May.": the only verb is in
        # a clause that leans on the rest
        return True
    if "\ue000" not in body and _clauseless(body):
        return True  # "Old buildings and good food.": an answer with no one and no verb
    if _ONLY_FIRST.match(body) and _clauseless(body):
        return True  # "Only <S>'s uncle Wilmot and the turkey.": who came, with no verb
    if (lead := _LEAD_BEFORE_CLAUSE.match(body)) is not None and _clauseless(lead["lead"]):
        return True  # "Out of hospital since 14 October, and <S> has moved ...": no subject
    if _counted_scene(body):
        return True
    if (why := _WHY_FIRST.match(body)) is not None and _clauseless(why["lead"]):
        return True  # "Travel because <S> ...": why a thing the question named, with no clause
    opening = body.split(",", 1)
    if len(opening) != 2:
        return _ARTICLE_FIRST.match(body) is not None and _clauseless(body)
    if (
        opening[0].startswith("\ue000")
        and (_NEW_SUBJECT.match(opening[1]) or _CONCEDED_CLAUSE.match(opening[1]))
        and not _has_predicate(opening[0])
    ):
        return True  # "<S>'s brother Cormac, they don't ...": a name, then a new clause
    if _verbless_list(opening) or _subject_then_phrase(opening):
        return True
    if _LONE_WORD.fullmatch(opening[1]) and not _has_predicate(opening[0]):
        return True  # "<S>'s Dougie, married.": news echoed back, with no clause of its own
    # "A basement suite 5 mins from <S>'s parents.", "Wisp and <S>, old friends already."
    listed = not opening[0].startswith("\ue000")
    return (_ARTICLE_FIRST.match(body) is not None or listed) and _clauseless(body)


_ONLY_FIRST: Final = re.compile(r"(?:only|just|mostly|mainly|not\s+even)\s", re.IGNORECASE)
# A phrase with no one in it before "because": "Travel because ...", "The flowers, because ...".
_WHY_FIRST: Final = re.compile(
    r"^(?P<lead>[^\ue000,;:]{1,40}?),?\s+(?:because|cos|cause)\s", re.IGNORECASE
)
# "<S> reckons five days of work.": a guess with no clause of its own, at what the chat
# asked; "<S> and others think next spring, probably at the Old Mill": when or where, with
# the what left in the question ("<S> thinks their kids spend ..." has a plain verb, which
# is not told from a noun: only a guess that opens on a when or a where is read so).
_GUESS_WITHOUT_CLAUSE: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:reckons?|reckoned|guess(?:es)?|guessed|estimates?
    |estimated|figures?|(?:thinks?|thought)(?=\s+(?:in|at|on|by|around|next|this|late|early
    |mid|maybe|probably|perhaps|somewhere|spring|summer|autumn|winter|\d+)\b))
    \s+(?P<guess>(?!(?:that|so|of|about|highly|well|much|twice|the\s+world)\b)[^,;]+)""",
    re.IGNORECASE | re.VERBOSE,
)
_CAPITALISED: Final = re.compile(r"(?<![\w'-])(?-i:[A-Z])[\w'-]*")


def _guess_without_clause(body: str) -> bool:
    guess = _GUESS_WITHOUT_CLAUSE.match(body)
    # names and places ("Leeds or York") are no verbs, whatever they end in
    return guess is not None and _clauseless(_CAPITALISED.sub("", guess["guess"]))


# One word after the comma, maybe with a word of degree: "married", "finally engaged".
_LONE_WORD: Final = re.compile(
    r"\s*(?:(?:already|finally|actually|really|officially|at\s+last)\s+)?[a-z][\w'-]*\s*[.!?]*"
)


# "Sixty people in <S>'s uncle's garden, and Grandma danced for an hour": a scene set by a
# count of people or things with no verb, then what happened in it; the count is no fact of
# anyone's, and the clause after it is read on its own.
_SCENE_COUNT: Final = re.compile(
    r"""^(?:(?:about|around|over|nearly|almost|at\s+least)\s+)?(?:\d+|two|three|four|five|six
    |seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty
    |ninety|a\s+hundred|hundreds\s+of|dozens\s+of|loads\s+of|lots\s+of)\s+(?:[a-z-]+\s+)?
    (?:people|guests|kids|children|friends|relatives|family|folk|cars|dogs)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _counted_scene(body: str) -> bool:
    """Whether ``body`` opens on a count with no verb, alone or before "and"/"but"."""
    first, _, rest = body.partition(",")
    return (
        _SCENE_COUNT.match(first) is not None
        and _FINITE.search(first) is None
        and not any(word.lower() in IRREGULAR_PAST for word in _WORD.findall(first))
        and (not rest.strip() or rest.strip().lower().startswith(("and ", "but ")))
    )


_PLACED: Final = re.compile(r"\ue000\s+(?:on|at|in)\s+(?:the\s+)?[a-z-]+", re.IGNORECASE)
_RELATIVE_TAIL: Final = re.compile(r",\s*(?:who|whom|whose|which|where)\b.*$", re.IGNORECASE)


# "Out of hospital since 14 October 2024 (2024-10-14), and <S> ...": a phrase with no one
# in it before a clause joined by "and"/"but"/"so"; the phrase tells of someone unnamed.
_LEAD_BEFORE_CLAUSE: Final = re.compile(
    r"^(?![\w'-]+\s+and\s+others\b)(?P<lead>[^,\ue000]+?),\s+(?:and|but|so)\s+(?=\ue000|the\s)",
    re.IGNORECASE,
)
# "<S>'s brother Ferdie, though Ferdie is moving ...": a name, then what is granted of it.
_CONCEDED_CLAUSE: Final = re.compile(
    r"\s*(?:though|although|but|even\s+though)\s+(?:(?-i:[A-Z])[\w'-]+|he|she|they|\ue000)\b",
    re.IGNORECASE,
)
# "<S> and others opened on 6 July 2024.", "<S> launched in May": a business or a show that
# opened, told with "we" for it, and never named in the fact.
_OPENED_WHAT: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:finally\s+|officially\s+)?(?:opened|reopened
    |launched|relaunched|closed|shut)(?:\s+(?:up|down))?(?:\s+(?:on|in|around|at)\s+
    (?:\d|(?-i:[A-Z])|the\s+(?:\d|week|weekend|end|start|beginning|middle))[^,;:]*)?
    \s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "Liis came with <S> in 2024": came along where went with the question ("Mistral comes
# with <S>" when <S> moves is whole).
_CAME_WHERE: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:came|went)\s+(?:along\s+)?with\s+(?:(?-i:[A-Z])[\w'-]+|the\s+user
    |\ue000)(?:\s+and\s+others)?(?:\s+(?:in|on|this|last|around)\s+[^,;:.]*)?
    (?:\s*[.!]*$|,\s)""",
    re.IGNORECASE | re.VERBOSE,
)


def _subject_then_phrase(opening: list[str]) -> bool:
    """Whether the fact is the subject, a comma and a phrase with no finite verb: "<S>, at
    half six every morning before the shift." (an answer to "who walks the dog?" that left
    the verb in the question)."""
    first, rest = opening[0].strip(), opening[1].strip()
    return (
        first == "\ue000"
        and _PREPOSITION_START.match(rest) is not None
        and "\ue000" not in rest
        and _FINITE.search(rest) is None
        and not any(word.lower() in IRREGULAR_PAST for word in _WORD.findall(rest))
    )


def _verbless_list(opening: list[str]) -> bool:
    """Whether the fact, split at its first comma, is names and things with no clause:
    "<S>, their brother Wojtek and two lads from his team." (who is in a team, not what
    they do) or "Shoyu ahi, <S>'s grandma's recipe." (an answer and whose it is)."""
    first, rest = opening[0].strip(), opening[1].strip()
    placed = _PLACED.fullmatch(first) is not None and "\ue000" not in rest
    if placed:
        first = "\ue000"  # "<S> on bass, their brother Hal on drums": who plays what
    if first == "\ue000":
        # only with "their"/"his"/"her" in it: "<S>, Sunniva and Bram hike" has a plain verb
        # (what a relative clause says of the last one named is not the list's verb: "<S>,
        # their neighbour Pip and her son Remi, who can count faster than anyone")
        relative = _RELATIVE_TAIL.search(rest) is not None
        words = _WORD.findall(_RELATIVE_TAIL.sub("", rest))
        # ("<S>, wife Ines, two kids": a relation named bare, as chat leaves out "my")
        owned = {"their", "his", "her"} | RELATIVES
        return not owned.isdisjoint(word.lower() for word in words) and not any(
            _may_be_verb(before, word) and not ((relative or placed) and word[:1].isupper())
            for before, word in pairwise(words)
        )  # (before a relative clause, "and his wife Jess, who ..." ends on a name)
    return "\ue000" not in first and rest.startswith("\ue000") and not _has_predicate(rest)


# "Erlend, <S> is an aunt.", "Honestly Tomas, <S>'s brother is a pilot now.": a name that
# only addressed the listener, left at the front of the fact. Not a list ("Tomas, <S>'s
# brother and <S> are moving"), nor a word that opens sentences ("Sadly, <S> ...").
_ADDRESSED_FIRST: Final = re.compile(
    r"""^(?:(?:oh|so|well|right|ok|okay|honestly|listen|look|guess\s+what|hey|hi|yes|yeah
    |god|gosh|ugh|wow)[\s,!]+)?(?P<name>(?-i:[A-Z][a-z]+(?:-[A-Z][a-z]+)?)),\s+
    (?P<rest>\ue000.*)""",
    re.IGNORECASE | re.VERBOSE,
)
_NOT_ADDRESSED: Final = word_set(
    """yes yeah yep no nope well so now then anyway anyhow also still today yesterday
    tomorrow tonight sure okay ok right oh ah wow mind instead besides however meanwhile
    plus otherwise again sometimes usually afterwards later earlier recently lately
    somehow overall last next before after since once though although and but or because
    when while if as first second third finally honestly look listen guess hey hi ugh god
    gosh christmas easter weekends mornings evenings""",
    None,
)
_LIST_AFTER: Final = re.compile(r"^\ue000(?:['’]s)?(?:\s+[\w'’-]+){0,3}?\s+(?:and|or|&)\s", re.I)


def _unresolved_pronoun(body: str, subject: str = "", speaker: str | None = None) -> bool:
    """Whether a pronoun of ``body`` has nothing in it to point at, or more than one."""
    for match in _PRONOUN.finditer(body):
        if match.group().lower() == "its" and its_own(body, match.start()):
            continue  # "<S>'s van passed its MOT"
        if match.group("person") is None:
            return True
        if (
            not _someone_before(body, match.start())
            and not (
                # "<S> likes his reports as PDF": whose, the subject named before it says
                POSSESSIVE.match(body, match.start()) and "\ue000" in body[: match.start()]
            )
            # "Wojtek is moving with his wife, so <S> ...": the name the fact opens on
            and not (POSSESSIVE.match(body, match.start()) and NAMED_START.match(body))
            and not _the_subject_meant(body, match.start(), match.group(), subject, speaker)
        ):
            return True
        if _other_sex_before(body, match.start(), match.group(), subject, speaker):
            return True  # "<S>'s neighbour Helen rang, he's selling"
        if _SUBJECT_HE_SHE.fullmatch(match.group()) and _rivals_before(
            body, match.start(), subject
        ):
            return True  # "<S> rang Ines, she's moved": <S>, or Ines
        if _SUBJECT_HE_SHE.fullmatch(match.group()) and _PAIR_SUBJECT.search(subject):
            return True  # "Kweku and Ezinne walked ..., and he told them": which of the two
    return False


def _done_to_itself(body: str, subject: str) -> bool:
    """Whether the subject is named again as the object of its own verb ("Dewi walks Dewi
    on a lead"): said of oneself, English says "himself"; a pronoun was given the wrong
    name."""
    name = subject.strip()
    if not name[:1].isupper():
        return False
    # "Tom met Tom Hardy": a namesake with a surname is someone else
    pattern = rf"\ue000\s+(?:[a-z]+\s+){{0,2}}?{re.escape(name)}(?![\w'’]|\s+(?-i:[A-Z]))"
    return re.match(pattern, body) is not None


_PAIR_SUBJECT: Final = re.compile(r"\s(?:and|&)\s")
_BECAUSE_BEFORE: Final = re.compile(r"\bbecause\s+$", re.IGNORECASE)


def _the_subject_meant(body: str, at: int, pronoun: str, subject: str, speaker: str | None) -> bool:
    """Whether the "he"/"she" at ``at``, opening the reason "because" gives or what was
    done to the thing before it, can only be the subject: one person named by a first
    name, not the speaker (whose own words say "I"), the only one named before it, and of
    a sex the pronoun fits ("<S> has left the band because he's moved to Canada")."""
    before = body[:at]
    return (
        speaker is not None
        and bool(subject[:1].isupper())
        and " " not in subject.strip()
        and subject != speaker
        and (
            _BECAUSE_BEFORE.search(before) is not None
            or own_deed_of_the_thing(body, at, pronoun)  # "the 2,000 dollars he borrowed"
        )
        and before.startswith("\ue000")
        and not before.startswith(("\ue000's", "\ue000 and "))
        and _NAME_WORD.search(_DATE_WORDS.sub(" ", before)) is None
        and _PERSON_BEFORE.search(before) is None
        and pronoun_fits(subject, pronoun)
    )


def _misread(body: str) -> str | None:
    """Why ``body`` holds what was not said of its subject (a name that addressed the
    listener, someone else's belief or anecdote) or leaves to the chat what it is about."""
    if _addressed_first(body):
        return "vocative"  # "Erlend, <S> is an aunt.": the listener's name, kept
    if _hearsay_tail(body) or _SOMEONE_THEY_HAD.search(body):
        return "someone else's"  # "... is 4 they think", "<S> had a boy in her class who"
    if any(rule.search(body) for rule in (_ANSWERED_ONLY, _PAGE_ONLY, _THINKING_WHEN, _ASKS_WHAT)):
        return "partial fact"  # "<S> said yes.": yes to what
    if _ONLY_THAT.match(body):
        return "fragment"  # "Only that the van broke down ...": the rest of an answer
    if _THEY_TO_THEM.search(body):
        return "unresolved reference"  # "... and they gave them her job"
    return None


# "<S> said yes.", "<S> and others said no.": yes or no to what went with the chat ("<S>
# said yes to the job in Oslo" says it; "<S> said yes on 14 June" at least dates an answer
# the fact before it may say the question of).
_ANSWERED_ONLY: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:finally\s+|already\s+|just\s+)?said\s+(?:yes|no)
    \s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> will ask at their check-up in May": ask what went with the chat.
_ASKS_WHAT: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:will|is\s+going\s+to|are\s+going\s+to)\s+(?:also\s+)?
    (?:ask|check|find\s+out)\s+(?:at|in|on|during|when|after|before|next)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> gave up on page 90.": page 90 of what.
_PAGE_ONLY: Final = re.compile(r"\b(?:on|at|to|from)\s+page\s+\w+\s*[.!]*$", re.IGNORECASE)
# "<S> and others are thinking in summer 2025, somewhere small.": thinking of what (the
# answer to "when is the wedding?").
_THINKING_WHEN: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:is|are|was|were)\s+thinking\s+(?:in|on|at|around
    |maybe|probably|early|late|next|this)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "Only that the micra broke down on the way home ...": the rest of an answer ("Anything
# else?").
_ONLY_THAT: Final = re.compile(
    r"^(?:only|just|except|apart\s+from\s+the\s+fact|other\s+than)\s+that\s", re.IGNORECASE
)
# "<S>'s boss left and they gave them her job": one of "they" and "them" is someone else.
_THEY_TO_THEM: Final = re.compile(
    r"\bthey\s+(?:\w+\s+)?(?:gave|give|told|tell|sent|send|offered|offer|showed|show|asked"
    r"|ask|paid|pay|let|lent|lend|owe|owed|made|make|took|take|brought|bring)"
    # (or the speaker named again: "<S>'s boss left and they gave <S> her job")
    r"\s+(?:them\b|(?-i:[A-Z])[\w'-]+\s+(?:her|his|their)\b)",
    re.IGNORECASE,
)


def _addressed_first(body: str) -> bool:
    """Whether ``body`` opens on a name that only addressed the listener."""
    match = _ADDRESSED_FIRST.match(body)
    if match is None:
        return False
    name = match.group("name").lower()
    if name in _NOT_ADDRESSED or name.endswith("ly") or _NOT_PEOPLE.fullmatch(name):
        return False
    rest = match.group("rest")
    if (apposed := _APPOSED.match(rest)) is not None and not any(
        word.lower() in _APPOSITION_VERBS or word.endswith("ed")
        for word in apposed.group("words").split()
    ):
        return False  # "Hector, <S>'s brother, keeps ...": who Hector is
    return _LIST_AFTER.match(rest) is None


_APPOSED: Final = re.compile(r"^\ue000['’]s\s+(?P<words>(?:[\w'’-]+\s+){0,2}[\w'’-]+),\s")
_APPOSITION_VERBS: Final = word_set("is was are were has had have does did will can", None)


# "The number of <S>'s neighbours is 4 they think.", "<S> owns three boats, Ana says": a
# fact that ends on whose belief it is - theirs, not something known. (A word is tried
# from its start only: a 40,000-letter word was rescanned from each of its letters.)
_HEARSAY: Final = re.compile(
    r"""(?<![\w'’])(?P<before>[\w'’]+)[\s,]+(?:they|he|she|people|everyone|\ue000|(?-i:[A-Z][a-z]+))
    \s+(?:think|thinks|reckon|reckons|say|says|believe|believes|guess|guesses|suppose
    |supposes|heard|hears|claim|claims)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> doesn't care what people think": the belief is the object, not a hedge.
_HEARD_OBJECT: Final = word_set("what how whatever who whom which why that", None)


def _hearsay_tail(body: str) -> bool:
    match = _HEARSAY.search(body)
    return match is not None and match.group("before").lower() not in _HEARD_OBJECT


# "Mae had a boy in her class who bit everyone": an anecdote about someone unnamed, told
# through the one who met them.
_SOMEONE_THEY_HAD: Final = re.compile(
    r"""\b(?:had|has|have)\s+(?:a|this|one|some)\s+(?:[\w-]+\s+)?(?:boy|girl|kid|child|guy
    |bloke|man|woman|lad|lass|student|pupil|patient|customer|client|passenger|colleague)
    \s+(?:in|on|at|from)\s+(?:[\w'’-]+\s+){1,3}?(?:who|that)\s""",
    re.IGNORECASE | re.VERBOSE,
)


_ARTICLE_FIRST: Final = re.compile(r"(?:a|an|the|every|each|most|some)\s", re.IGNORECASE)
# "<S> is allergic.", "<S> is afraid.": a word that needs to say of what, alone.
# A subject that opens on a wish ("Hope Beatriz", "Hopefully Sam"): the listener's good
# wishes read as a name. Someone called Hope with a surname is lost with them.
_WISH_AS_NAME: Final = re.compile(r"(?:hope|hopefully|wishing)\s+\S", re.IGNORECASE)
_NEEDS_WHAT: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:is|are|was|were|'s)\s+(?:(?:very|so|really|quite
    |severely|badly|mildly|a\s+bit|also|still|just|pretty)\s+)*(?:afraid|scared|terrified
    |addicted|used|fond|aware|capable|jealous|proud|sick\s+of|tired\s+of
    # "<S> was close.", "<S> is keen.": to whom, on what went with the question ("Were you
    # close?" - "Very.")
    |close|keen|interested|ready|involved|in\s+charge
    # "<S> is learning (as of 20 March 2024).": learning what ("You play?" - "I'm learning.")
    |learning|practising|practicing|trying|considering|deciding|planning|working\s+on)
    (?:\s*\(as\s+of\s+[^)]*\))?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# "<S> met at the church in Calgary": one person alone does not "meet" somewhere; whom
# they met went with the question ("How did you meet?").
_MET_NO_ONE: Final = re.compile(
    r"^\ue000\s+(?:first\s+)?met\s+(?:at|in|on|through|via|during|when|while|online)\b", re.I
)


# "<S> and others are going in November 2024 for a week": where to went with the question
# ("What should I pack for Iceland?").
_GOING_WHEN_ONLY: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:is|are|was|were)\s+going\s+(?:back\s+)?
    (?:in(?!\s+(?:for|to|with|on|at)\b)
    |on(?!\s+(?:a|an|the|my|our|their|his|her|holiday|vacation|honeymoon|tour)\b)|next|this
    |for(?=\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2}|a\s+few
      |a\s+couple\s+of)\s+(?:days?|nights?|weeks?|months?|fortnight|weekend)\b)
    |at\s+the\s+end|tomorrow|tonight|soon)\b(?![^.]*\bto\s)""",
    re.IGNORECASE | re.VERBOSE,
)


def _clauseless(body: str) -> bool:
    """Whether no word of ``body`` can be a verb: no finite or past form, and no word in
    "-s" but plurals (:func:`_may_be_verb`; "the harvest starts" has a verb)."""
    words = _WORD.findall(_without_dates(body))
    if any(_FINITE.fullmatch(word) or word.lower() in IRREGULAR_PAST for word in words):
        return False
    return not any(_may_be_verb(before, word) for before, word in pairwise(["", *words]))


def _may_be_verb(before: str, word: str) -> bool:
    """Whether ``word`` may be a verb: a word in "-s" after an article, a number, an owner
    or a plain adjective is taken for a plural ("5 mins", "old friends", "<S>'s parents")."""
    plural = word.endswith("s") and (
        _NOUN_BEFORE.fullmatch(before) is not None or before.lower() in _PLAIN_ADJECTIVES
    )
    return _is_verb(word) and not plural


# Adjectives that open an answer ("Long walks and strong coffee.") and read as a name.
_ADJECTIVES_AS_NAMES: Final = word_set(
    """old new good great little big small lovely long short strong fresh hot cold warm
    cheap nice fine fast quiet loud dark bright""",
    None,
)
# Words of about how many that open an answer ("About three hundred. He turned ...").
_ROUGHLY: Final = word_set("about around roughly nearly almost approximately exactly", None)
_PLAIN_ADJECTIVES: Final = word_set(
    "old new best good close great little big small young dear lovely few many other", None
)


# The one named in the fact itself: "<S> got one on Monday, a Tesla Model 3", "<S> adopted
# two kittens, the grey ones from the shelter".
_ONE_NAMED: Final = re.compile(
    r"""\bone\b[^,;]*,\s+(?:a|an|the|my|our)\s+[\w-]
    |\b[a-z][\w-]*s,\s+(?:the|those|these)\s+(?:[\w-]+\s+){0,2}ones\b
    # "<S> prefers e-books to paper ones": the ones of a kind just named, set against them
    |\b[a-z][\w-]*[^\Ws']s\s+(?:to|over|than|rather\s+than|instead\s+of)\s+(?:the\s+)?
    (?:[\w-]+\s+){1,2}ones\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "There are fifteen of <S> and others in the squad": "of us" counted, read back as a
# fact about the subject and others.
_COUNT_OF_US: Final = re.compile(
    rf"\bthere\s+(?:are|were|is|will\s+be)\s+(?:\d+|{alternation(NUMBER_WORDS)})\s+of"
    r"\s+\ue000\s+and\s+others\b",
    re.IGNORECASE,
)


# "... taught Piseth.", "... showed them.": taught what, the chat said before.
_TAUGHT_WHAT: Final = re.compile(
    r"\b(?:taught|teaches|showed|shows)\s+(?:\ue000|(?-i:[A-Z])[\w'-]+|them|him|her|me)\s*[.!]*$",
    re.IGNORECASE,
)


def _left_in_the_chat(body: str) -> str | None:
    """Why ``body`` names what it is about only by the chat around it: "<S> found out on
    18 July 2024" (found out what), "<S> got one on 9 June" (one of what)."""
    if _FOUND_OUT.match(body) and not _WHAT_FOUND.search(body):
        return "fragment"
    if _BARE_ONE.search(body) and not _ONE_NAMED.search(body):
        return "unresolved reference"
    if _BARE_COUNT.search(body) or _COUNT_AS_SUBJECT.match(body):
        return "unresolved reference"
    if _COUNT_OF_US.search(body):
        return "unresolved reference"
    if _TAUGHT_WHAT.search(body):
        return "partial fact"  # "<S>'s grandfather taught <S>.": taught what, said before
    return None


# "3 went to <S>'s aunt", "Two of them failed": a count doing something, of what only the
# chat said ("8 jars. n 3 went to my aunt"); not "3 friends came" (what it counts follows).
_COUNT_AS_SUBJECT: Final = re.compile(
    rf"""^(?:{alternation(frozenset(NUMBER_WORDS))}|\d{{1,3}})
    (?:\s+of\s+(?:them|those|these|us|which))?
    \s+(?!(?:hundred|thousand|million)\b)
    (?:{alternation(IRREGULAR_PAST)}|is|are|was|were|has|have|had|will|(?-i:[a-z]+ed))\b""",
    re.IGNORECASE | re.VERBOSE,
)


# Resolved dates read "on 2 March 2026 (2026-03-02)": the words inside are no longer
# relative ("in the week of ...").
_RESOLVED: Final = re.compile(r"\(\d{4}-\d{2}-\d{2}[^)]*\)")


def _without_dates(text: str) -> str:
    return _RESOLVED.sub("", text)


def _has_predicate(body: str) -> bool:
    """Whether the fact has a verb: "<S>'s kids." and "<S>'s new puppy." have none.

    A plain verb ("<S> and Sam live ...") is not told from a noun, so only a short phrase
    with no verb-like word is taken for a fragment."""
    words = _WORD.findall(body.replace("\ue000's", "\ue000").rstrip(" .!"))
    if body.startswith("\ue000's"):
        # the first word after "<S>'s" is the noun owned ("kids" is no verb, though it
        # ends in "s"); what is owned needs a verb of its own ("<S>'s new flat in Leeds.")
        return any(_owned_ones_verb(words, at) for at in range(2, len(words)))
    return len(words) > 3 or any(_is_verb(word) for word in words)


_PLURALS: Final = word_set("children people men women grandchildren kids feet teeth", None)


def _owned_ones_verb(words: list[str], at: int) -> bool:
    """Whether ``words[at]`` is the verb of what "<S>'s" owns: "is", "moved", "starts"
    (not "flat" or "sisters" after "new" or "two"), or a plain verb right after a plural
    ("<S>'s kids love Lego") or two joined ("<S>'s sister and her husband live ...")."""
    word, before = words[at], words[at - 1]
    if not word.islower() or word in _NEVER_VERBS:
        return False
    if _is_verb(word):
        plain_s = word.endswith("s") and _FINITE.fullmatch(word) is None
        return not (plain_s and _NOUN_BEFORE.fullmatch(before))
    if "and" in words[1:at] and not _NOUN_BEFORE.fullmatch(before):
        return True  # "<S>'s sister and her husband live in Bexley"
    if before in _AFTER_PLURAL and at > 2:
        # "<S>'s two daughters both live in Canada": an adverb between plural and verb
        before, at = words[at - 2], at - 1
    plural = before in _PLURALS or (
        before.islower() and before.endswith("s") and not before.endswith(("ss", "'s"))
    )
    return plural and at <= 3


# Words that stand between a plural subject and its plain verb: "both live", "still work".
_AFTER_PLURAL: Final = word_set("both all still also now never always often usually", None)


_WORD: Final = re.compile(r"[\w'\ue000-]+")


def _is_verb(word: str) -> bool:
    return _VERB_WORDS.fullmatch(word) is not None or word.lower() in IRREGULAR_PAST


# "To <S>'s cousin Ewan.", "With <S>'s mum in Porto.": a phrase opening on a preposition
# finishes a clause said before it; alone it is no statement unless a clause follows it
# ("In 2019 <S> moved to Leeds").
_PREPOSITION_START: Final = re.compile(
    r"""^(?:to|with|for|from|in|at|on|by|about|after|before|during|without|near|into|onto
    |through|across|along|among|around|behind|beside|between|beyond|inside|outside|over
    |under|via|like|until|till|except|including|plus|apart\s+from|along\s+with)\s""",
    re.IGNORECASE | re.VERBOSE,
)
_FINITE: Final = re.compile(
    r"""(?<![\w'])(?:is|are|was|were|am|has|have|had|does|do|did|can|could|will|would|should
    |may|might|must|shall|isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't|doesn't|don't
    |didn't|can't|won't|wouldn't|couldn't|shouldn't|gets|got|keeps|kept|goes|went
    |[\w\ue000-]+'(?:ll|re|ve|d|m)|(?-i:[a-z]+ed))(?![\w'])""",
    re.IGNORECASE | re.VERBOSE,
)
# Before a word in "-s", these make it a noun ("her dogs", "two cats", "<S>'s parents").
_NOUN_BEFORE: Final = re.compile(
    r"""(?:a|an|the|his|her|their|my|our|its|your|these|those|some|any|many|few|several|all
    |both|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty
    |forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|\d+|[\w\ue000-]+'s?|of|and|or
    |to|with|for|from|in|at|on|by|about|after|before|near|into|like)""",
    re.IGNORECASE | re.VERBOSE,
)


def _verbless_phrase(body: str) -> bool:
    """Whether ``body`` opens on a preposition and holds no finite verb after it."""
    if _PREPOSITION_START.match(body) is None:
        return False
    words = _WORD.findall(body)
    for at, word in enumerate(words):
        if word[:1].isupper():
            continue  # "May", "Will": a name or a month
        if _FINITE.fullmatch(word) or word in IRREGULAR_PAST:
            return False
        if at and words[at - 1] in {"\ue000", "others"} and not _NOUN_BEFORE.fullmatch(word):
            return False  # "In summer <S> and others go camping": the subject's own verb
        if (
            at
            and re.fullmatch(r"[a-z]{2,}[^s'\W]s", word)
            and not _NOUN_BEFORE.fullmatch(words[at - 1])
        ):
            return False  # "To <S> family comes first": "comes" after its noun
    return True


# Words that are never the verb of a clause.
_NEVER_VERBS: Final = (
    word_set(
        """a an the and or nor but of to in at on for with from by about into than as so too
        his her their its my our your this that these those some any no all both each every
        user one two three four five six seven eight nine ten new old other own""",
        None,
    )
    | RELATIVES
    | PETS
)


def _names_only(body: str) -> bool:
    """Whether ``body`` names people and nothing they do: "<S>, Callum, and Pebble.",
    "<S>'s fiancé Nikos." (no word in it could be a verb)."""
    for word in _WORD.findall(body):
        low = word.lower()
        if word[:1].isupper():
            continue  # "Nikos", "Pebble": a name, whatever it ends in
        if _is_verb(word) or (
            word.islower() and not low.endswith("'s") and low not in _NEVER_VERBS
        ):
            return False
    return True

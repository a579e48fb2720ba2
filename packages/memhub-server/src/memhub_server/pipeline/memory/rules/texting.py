"""Chat spellings, and turns typed as texting read as if typed in full.

People who text drop capitals and apostrophes and shorten words: "dont eat meat since jan",
"hows ur grandad", "yeh since xmas, best thing i ever did". The rules read proper case, so
such a turn formed little. Two levels:

* :func:`casual_spelled` makes the spellings regular that mean one thing wherever they are
  typed ("im", "dont", "gonna", "me n gwenno", "a flat w my mate"); the statement reader
  applies it to every clause.
* :func:`untexted` reads a turn (or the prompt before it) that is typed as texting - no
  sentence of it opens with a capital - with those and the shortenings that mean one thing
  only in texting: "id" is "I'd" (not "ID"), "ur" is "your" or "you're", "r" next to a
  pronoun is "are", "shes", "xmas", "bday", "tmrw", "2nite", "rn", "yeh", a day cut short
  where a time stands ("on sat", "moved house sat": :mod:`.short_days`), a verb in "-in"
  opening a clause ("handin my notice in"), a month cut short at the end of a clause
  ("since jan,"), and a relative and a name opening a clause with "my" left out ("wife
  tuuli doesnt eat meat" is "my wife tuuli doesn't eat meat"; "wife is pregnant" is "my
  wife is pregnant"). A word that is not a
  shortening, a name or a band typed in lower case, stays as typed; a turn typed with
  capitals is left alone (there "ID" or "Jan" mean what they say).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from .lexicon import (
    BEFELL,
    BODY_PARTS,
    FIRST_PERSON,
    IRREGULAR_PAST,
    KIN_EXTRA,
    MONTH,
    PETS,
    RELATIVES,
    ROLES,
    SHORT_WEEKDAY,
    VEHICLES,
    WEEKDAY,
    alternation,
    word_set,
)
from .short_days import DATING, day_stands

if TYPE_CHECKING:
    from .text import Passage

__all__ = [
    "DOES_VERBS",
    "KIN_NAME_VERB",
    "NOT_KIN_NAMES",
    "casual_spelled",
    "typed_as_texting",
    "untexted",
]


_CASUAL: Final = re.compile(
    r"(?<![\w'])(?:i|im|ive|u|cant|gonna|wanna|thats|whats|hows|whos|theres|theyre|youre|gf|bf"
    # "me n gwenno", "sold the store n i got the job": "and" between words (a word of two
    # letters or more, or the speaker's "i")
    r"|(?-i:n)(?=\s+(?:[\w'’]{2,}|i(?![\w'’])))(?<=\w\sn)"
    # "a flat w my mate", "walking w a frame": "with", between words ("took the w" is a win)
    r"|(?-i:w)(?=\s+[a-z][\w'’]+)(?<=[a-z]\sw)(?<!\bthe\sw)(?<!\ba\sw)"
    r"|(?:would|could|should)ve|(?:name|birthday|bday)'s"
    r"|(?:do|does|did|is|was|are|were|have|has|had|ca|wo|could|would|should)nt)(?![\w'])",
    re.IGNORECASE,
)
_CASUAL_WORDS: Final = {
    "i": "I",
    "im": "I'm",
    "ive": "I've",
    "u": "you",
    "cant": "can't",
    "gonna": "going to",
    "wanna": "want to",
    "gf": "girlfriend",
    "bf": "boyfriend",
    "n": "and",  # "me n gwenno", "sold my telly n bought a projector"
    "w": "with",
    "thats": "that's",
    "whats": "what's",
    "hows": "how's",
    "whos": "who's",
    "theres": "there's",
    "theyre": "they're",
    "youre": "you're",
    "wouldve": "would've",
    "couldve": "could've",
    "shouldve": "should've",
}


# "here my contract at the port ends 31 march", "Here the cooperative has a new manager",
# "Here Dilbar has started selling sambusa": a "here" that sets the speaker's place against
# the other's, before the news it opens (a name in it, after a capital "Here").
_HERE_CONTRASTED: Final = re.compile(
    r"""(?:^|(?<=[.!?;]\s))(?:here,?\s+(?=(?:my|our|the|i|we)\s+[a-z])
    |(?-i:Here),?\s+(?=(?-i:[A-Z])[\w'’-]+\s+(?!(?:the|a|an)\s)(?-i:[a-z])))""",  # not a title
    re.IGNORECASE | re.VERBOSE,
)
# "goats r fine", "the kids r off school": texting's "r" for "are" after a plural subject.
_R_AFTER_PLURAL: Final = re.compile(
    r"(?:^|(?<=[.!?;]\s))(?P<who>(?:(?:the|my|our)\s+)?[a-z]{3,}s)\s+r\s+(?=[a-z0-9])"
)


def casual_spelled(text: str) -> str:
    """``text`` with chat spellings that mean one thing however a text is typed made
    regular: "i", "im", "dont", "gonna", "name's", "me n gwenno", "a flat w my mate",
    "... and me and Jess got engaged" said as "... and Jess and I got engaged", and a day
    cut short before the subject it opens ("Tues I'm off to the dentist")."""
    text = _ME_AND.sub(r"\g<who> and I", _CASUAL.sub(_regular_word, text))
    text = _HERE_CONTRASTED.sub("", text)
    text = _DAY_RANGE.sub(_day_range_in_full, text)
    text = _EVERY_DAYS.sub(_every_days_in_full, text)  # "every mon n wed night"
    text = _ME_DOING.sub("I'm ", text)  # "me still guiding on the cangrejal"
    text = _BARE_THING_BEFELL.sub("my ", text)  # "car died sat on the road to rocha"
    text = _BARE_THING_DONE.sub(r"my \g<thing> was \g<done>", text)  # "passport renewed fri"
    if _SPEAKERS_OWN.search(text):  # "we split everything in 3. rent is 4.5 mln"
        text = _BARE_RENT.sub("my rent is ", text)
    return _DAY_OPENING.sub(_opening_day_in_full, text)


# "me mon to wed", "Tues-Thurs", "fri thru sun": two days cut short that bound a span are
# days whatever else the short forms might be ("wed" is no verb there).
_DAY_RANGE: Final = re.compile(
    rf"""(?<![\w'’])(?P<first>{SHORT_WEEKDAY})
    (?P<span>\s*[-–]\s*|\s+(?:to|till|til|until|thru|through)\s+)
    (?P<last>{SHORT_WEEKDAY})(?![\w'’])""",
    re.IGNORECASE | re.VERBOSE,
)


# "every mon n wed night", "every tues & thurs": days cut short after "every", a habit's
# days, whatever else the short forms might be ("wed" is no verb there, and no one day).
_EVERY_DAYS: Final = re.compile(
    rf"""(?<![\w'’])(?P<every>every\s+)(?P<days>{SHORT_WEEKDAY}(?:\s*(?:,|and|n|&)\s*{SHORT_WEEKDAY})+)
    (?![\w'’])""",
    re.IGNORECASE | re.VERBOSE,
)
_EVERY_DAY: Final = re.compile(rf"(?<![\w'’]){SHORT_WEEKDAY}(?![\w'’])", re.IGNORECASE)
_EVERY_AND: Final = re.compile(r"\s*(?:&|\bn\b)\s*")


# "me still guiding on the cangrejal", "me now working nights": "I'm" typed as "me" before
# what the speaker is doing, opening a sentence.
_ME_DOING: Final = re.compile(
    r"""(?:^|(?<=[.!?;]\s))me\s+(?=(?:still|now|also|just)\s+[a-z]{2,}ing\b
    # "me collecting calypso records now": a doing with no adverb before it, said of now
    # (not "me wedding is in june", "me darling husband": "me" for "my")
    |(?!(?:nothing|something|anything|everything|morning|evening|wedding|darling|during
    |building|ceiling|pudding|thing|king|ring|spring|string|wing)\b)
    [a-z]{2,}ing\s+[^.!?]*?\b(?:now|these\s+days|atm|at\s+the\s+moment|nowadays)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# "car died sat", "phone broke again": a thing of one's own, its "my" left out, opening a
# sentence before what befell it.
_BARE_THING_BEFELL: Final = re.compile(
    rf"""(?:^|(?<=[.!?;]\s))(?=(?:{alternation(VEHICLES)}|moto|phone|laptop|fridge|boiler|telly|tv
    |kettle|oven|washing\s+machine|dishwasher)\s+(?:just\s+)?(?:{alternation(BEFELL)}
    |packed\s+up|conked\s+out|got\s+stolen|was\s+stolen)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# "passport renewed fri. took 9 wks", "car serviced yday": a thing of one's own and what
# others did to it, its "my" and "was" left out, opening a sentence.
_BARE_THING_DONE: Final = re.compile(
    rf"""(?:^|(?<=[.!?;]\s))(?P<thing>(?:{alternation(VEHICLES)}|moto|phone|laptop|passport|visa
    |licence|license|driving\s+licence|id\s+card|work\s+permit|residence\s+permit|fridge
    |boiler|telly|tv|washing\s+machine))\s+
    (?P<done>(?:finally\s+)?(?:renewed|fixed|repaired|serviced|delivered|approved|replaced
    |extended|stamped|issued))
    (?=\s*(?:[,.!;]|$)|\s+(?:on|at|last|this|today|yday|yesterday|finally|after|in)\b
    |\s+(?:{SHORT_WEEKDAY})\b|\s+\d)
    # not one hoped for or still to come: "passport renewed by friday hopefully"
    (?![^.!?]*\b(?:hopefully|fingers\s+crossed|tomorrow|tmrw|tmr|next|soon|then|will|should)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# "knee still swollen from the fall", "back still sore": a part of the speaker's body
# and how it is, its "my" and "is" left out, opening a sentence.
_BARE_BODY_STATE: Final = re.compile(
    rf"""(?:^|(?<=[.!?;]\s))
    (?P<part>{alternation(BODY_PARTS - {"body", "back"})}|back(?=\s+still))\s+
    (?=(?:still|now|finally|a\s+lot|much|way|so|really|very)?\s*
    (?:swollen|sore|stiff|bruised|broken|better|worse|healed|painful|numb|aching|killing\s+me)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# "allergic to cat hair btw": what the speaker is, "I'm" left out (not a joke: "lol").
_BARE_ALLERGY: Final = re.compile(
    r"(?:^|(?<=[.!?;]\s))allergic\s+to\s+(?![^.!?]{0,60}\b(?:lol|haha\w*|apparently|mondays?)\b)",
    re.IGNORECASE,
)


# Words by which a turn speaks of the speaker's own life.
_SPEAKERS_OWN: Final = re.compile(rf"\b(?:{alternation(FIRST_PERSON)})\b", re.IGNORECASE)
# "rent is 4.5 mln", "rent's 900 now": the speaker's rent, a sum after it.
_BARE_RENT: Final = re.compile(
    r"(?:^|(?<=[.!?;]\s))rent(?:\s+is|['’]s)\s+(?=(?:now\s+|only\s+|just\s+)?[\d£$€])",
    re.IGNORECASE,
)


def _body_state_in_full(match: re.Match[str]) -> str:
    part = match["part"]
    plural = part.lower().endswith(("s", "feet")) and part.lower() not in {"achilles", "pelvis"}
    return f"my {part} {'are' if plural else 'is'} "


def _every_days_in_full(match: re.Match[str]) -> str:
    days = _EVERY_DAY.sub(lambda day: _DAYS[day.group().lower().rstrip(".")], match["days"])
    return match["every"] + _EVERY_AND.sub(" and ", days)


def _day_range_in_full(match: re.Match[str]) -> str:
    first, last = (_DAYS[match[end].lower().rstrip(".")] for end in ("first", "last"))
    return first + match["span"] + last


# "..., and me and Jess got engaged": the speaker first in a pair that opens a clause after
# "and", before the pair's verb; said the usual way round, the clause splits off there.
# (Opening a sentence, "me and Jess got a flat" reads as it is.)
_ME_AND: Final = re.compile(
    rf"""(?:(?<=\band\s)|(?<=\bbut\s)|(?<=\bso\s))(?-i:me)\s+(?:and|&)\s+
    (?P<who>(?:(?:the|my|our)\s+)?[^\W\d_][\w'-]*)
    (?=\s+(?:are|were|have|had|got|went|(?-i:[a-z]+ed)|{alternation(IRREGULAR_PAST)})\b)""",
    re.VERBOSE,
)


# A capitalised word after a name that does not open the sentence ("with Jony ").
_IN_NAME: Final = re.compile(r"\w\s+(?-i:[A-Z])[a-z]+\s+$")


def _regular_word(match: re.Match[str]) -> str:
    word = match.group()
    low = word.lower()
    if (word.isupper() and len(word) > 1) or word == "U":
        return word  # "IM", "U": an abbreviation or a letter, not chat spelling
    start = match.start()
    if word[:1].isupper() and _IN_NAME.search(match.string, max(0, start - 60), start):
        return word  # "worked with Jony Ive": a surname after a name, mid-sentence
    if low in _CASUAL_WORDS:
        regular = _CASUAL_WORDS[low]
        return regular[:1].upper() + regular[1:] if word[:1].isupper() else regular
    if low.endswith("nt"):
        return word[:-2] + "n't"
    return word[:-2] + " is"  # "name's" -> "name is"


# --- turns typed as texting ---------------------------------------------------------

# (a number opening a sentence is passed over: "6 wks, n the airline paid" opens on "wks")
_SENTENCE_START: Final = re.compile(r"(?:^|[.!?]\s+)[^\w]*(?:\d[\d,.]*\s+)?(?P<first>[^\W\d_])")


def typed_as_texting(text: str) -> bool:
    """Whether ``text`` is typed as texting: it has words, and no sentence of it opens with
    a capital ("got my nose pierced. mam hasnt noticed"), but for a word shouted in capitals
    ("PASSED. radiography exams, 71%"), when another sentence opens in lower case."""
    starts = [match.start("first") for match in _SENTENCE_START.finditer(text)]
    return any(text[at].islower() for at in starts) and all(
        text[at].islower() or _shouted(text, at) for at in starts
    )


_WORD: Final = re.compile(r"[^\W\d_]+")


def _shouted(text: str, at: int) -> bool:
    """Whether the word at ``at`` is written all in capitals, four letters or more."""
    word = _WORD.match(text, at)
    return word is not None and len(word.group()) > 3 and word.group().isupper()


# Shortenings that mean one thing only in a turn typed as texting: in proper case "ID",
# "Shes" or "Rn" may be something else.
_TEXTING_WORDS: Final = {
    "id": "I'd",
    "ill": "I'll",  # only before a verb: see _TEXTING
    "shes": "she's",
    "hes": "he's",
    "wheres": "where's",
    "weve": "we've",
    "youve": "you've",
    "theyve": "they've",
    "xmas": "Christmas",
    "bday": "birthday",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "tomoz": "tomorrow",
    "tmoz": "tomorrow",
    "2day": "today",
    "2nite": "tonight",
    "2night": "tonight",
    "tonite": "tonight",
    "2moro": "tomorrow",
    "2morrow": "tomorrow",
    "yday": "yesterday",
    "rn": "right now",
    "atm": "at the moment",
    "cos": "because",
    "coz": "because",
    "ppl": "people",
    "abt": "about",
    "yeh": "yeah",
    "yea": "yeah",
    "aye": "yes",  # "i do aye", "oh aye shes lovely", "she said aye"
    "yh": "yeah",
    "r": "are",
    "n": "and",
    "w": "with",
    "wi": "with",
    "wiv": "with",
    "wot": "what",
    "teh": "the",  # a typo texting makes often enough to be a spelling
    # nouns in "-ing" typed without the "g": one word however they stand
    "mornin": "morning",
    "evenin": "evening",
    "nothin": "nothing",
    "somethin": "something",
    "anythin": "anything",
    "everythin": "everything",
}
_TEXTING: Final = re.compile(
    r"""(?<![\w'’])(?:shes|hes|wheres|weve|youve|theyve|xmas|bday|tmrw|tmr|tomoz|2moro
    |2morrow|tmoz|2day|2nite|2night|tonite|yday|rn|atm|cos|coz|ppl|abt|yeh|yea|yh|aye|wot|teh
    |mornin|evenin|nothin|somethin|anythin|everythin
    # "a flat wi my mate", "out wiv the dog": "with" before a word
    |wiv?(?=\s+[a-z])
    # "id rather", "so id say": "I'd" where a subject stands, never "my id", "photo id"
    |(?P<verb_next>id)(?=\s+(?:rather|love|like|hate|prefer|have|be|say|go|get|buy|do|never|just|probably
    |prob|defo|def|better|been|already|really|totally|still|not|want|need|kill)\b)|id
    # "ill be there": "I'll" before a verb it takes, never "ill with flu", "was ill, prob"
    |ill(?=\s+(?:be|have|get|go|do|see|tell|text|ring|call|send|bring|try|ask|let|never|just
    |probably|prob|defo|def)\b)
    # "r u coming", "we r off": "are" next to its subject
    # "r u coming", "me n jac r over": "are" between words ("the letter r" is none)
    |r(?=\s+(?:u|you|we|they)\b)|r(?=\s+[a-z])(?<=[a-z]\sr)(?<!\bthe\sr)(?<!\bletter\sr)
    # "sold my car, n me n jac ...", "4 n a half", "n aurek's started cubs": "and" after a
    # comma, in a half, or opening a sentence
    |n(?=\s+[\w'’])(?<=,\sn)|n(?=\s+a\s+half\b)|(?:^|(?<=[.!?]\s))n(?=\s+(?:[\w'’]{2,}|\d))
    # "passed w a merit": "with" before an article too
    |w(?=\s+an?\s)(?<=[a-z]\sw)(?<!\bthe\sw)(?<!\ba\sw)
    )(?![\w'’])""",
    re.VERBOSE,
)
# "ur grandad" is "your"; "ur mad", "ur joking" is "you're".
_UR: Final = re.compile(
    r"""(?<![\w'’])ur(?![\w'’])(?P<youre>(?=\s+(?:a|an|the|so|not|too|gonna|going|mad|joking
    |kidding|welcome|right|wrong|lucky|brave|back|off|still|always|never|such|[a-z]+ing)\b))?""",
    re.VERBOSE,
)
_DAYS: Final = {
    "mon": "Monday",
    "tues": "Tuesday",
    "tue": "Tuesday",
    "weds": "Wednesday",
    "wed": "Wednesday",
    "thurs": "Thursday",
    "thur": "Thursday",
    "thu": "Thursday",
    "fri": "Friday",
    "sat": "Saturday",
    "sun": "Sunday",
}


# "Tues I'm off to the dentist", "sun we picked up the boat": a day cut short that opens a
# clause before the speaker as its subject (:func:`.short_days.day_stands` says when),
# however the turn is typed.
_DAY_OPENING: Final = re.compile(
    rf"(?:^|(?<=[.!?;]\s))(?P<day>{alternation(_DAYS)})(?=\s)", re.IGNORECASE
)


def _opening_day_in_full(match: re.Match[str]) -> str:
    if not day_stands(match.string, match.start(), match.end()):
        return match.group()
    return _DAYS[match["day"].lower()]


def _after_any(*words: str) -> str:
    """A regex alternation that holds right after any of ``words`` and a space."""
    return "|".join(rf"(?<=\b{word}\s)" for word in words)


# "on sat", "next fri", "moved house sat", "off to derry fri for the match": a day cut
# short where a time stands (:mod:`.short_days`), written in full.
_DAY: Final = re.compile(rf"(?<![\w'’])(?P<day>{alternation(_DAYS)})(?![\w'’])")
_MONTHS: Final = {"jan": "January", "mar": "March"}
# "since jan,", "in mar": the months :mod:`.text` does not take alone (a name, a verb), at
# the end of a clause after a word that dates it, where neither is meant ("a card from
# jan", "a pint with jan" name a person).
_MONTH: Final = re.compile(
    r"(?P<lead>\b(?:since|in|until|till|by|early|late|mid|next|last"
    r"|(?:end|start|beginning|middle)\s+of)\s)(?P<month>jan|mar)"
    r"(?=\s*(?:[,.!?;]|$))"
)


# "I'd" and "I'll" are read only where a subject can stand: "id" opens a clause or comes
# before a verb it takes, and never follows a word that needs a noun ("my id", "photo id
# card"); "ill" never follows a word that takes an adjective ("was ill", "feel so ill").
_SUBJECT_BEFORE: Final = re.compile(
    r"(?:^|[,.!?;:]|\b(?:and|but|so|if|then|cos|because|think|reckon|guess|hope|wish|said"
    r"|lol|tbh|honestly))\s*$"
)
_NOUN_BEFORE: Final = re.compile(
    r"\b(?:my|your|ur|his|her|their|our|its|the|a|an|this|that|no|any|some|new|valid|photo"
    r"|student|fake|own)\s+$"
)
_ADJECTIVE_BEFORE: Final = re.compile(
    r"\b(?:am|is|are|was|were|be|been|being|feel|feels|felt|feeling|so|very|too|really"
    r"|quite|pretty|bit|got|get|gets|getting|fell|falling|seriously|properly|still|looks"
    r"|looked|seems|seemed)\s+$"
)


def _spelled_out(match: re.Match[str]) -> str:
    word = match.group()
    before = match.string[: match.start()]
    if word == "id":
        subject = match["verb_next"] is not None or _SUBJECT_BEFORE.search(before)
        if not subject or _NOUN_BEFORE.search(before):
            return word
    if word == "ill" and _ADJECTIVE_BEFORE.search(before):
        return word
    return _TEXTING_WORDS[word]


# Words after which a day needs no "on": those that date it, and "every", "for".
_NO_ON: Final = DATING | word_set("every for", None)


def _day_in_full(match: re.Match[str]) -> str:
    if not day_stands(match.string, match.start(), match.end()):
        return match.group()
    before = match.string[max(0, match.start() - 40) : match.start()].split()[-1:]
    dated = before and before[0].lower() in _NO_ON
    # (only the few words before the day are searched: a turn may name many days)
    window = max(0, match.start() - 80)
    if _HABIT_BEFORE.search(match.string, window, match.start()) and not _DATE_AFTER.match(
        match.string, match.end()
    ):
        return ("" if dated else "on ") + _DAYS[match["day"]] + "s"  # "helps on sat": each
    return ("" if dated else "on ") + _DAYS[match["day"]]


# "my brother fidele helps on sat", "she works at the bakery sun": what someone does, in the
# present, on a day of the week is done every week.
_HABIT_BEFORE: Final = re.compile(
    r"""\b(?:helps|works|plays|trains|teaches|cooks|cleans|coaches|volunteers|babysits
    |minds|sings|drives)(?:\s+(?!(?:i|we|he|she|they|you|u|but|and|n|so|then|when|while|because
    |[a-z]+ed)\b)[a-z']+){0,4}?\s+(?:on\s+)?$""",
    re.IGNORECASE | re.VERBOSE,
)
_DATE_AFTER: Final = re.compile(r"\s+(?:the\s+)?\d", re.IGNORECASE)


def _your(match: re.Match[str]) -> str:
    return "you're" if match["youre"] is not None else "your"


# "shes movin in", "wont stop talkin", "were all goin for a meal", "did my back in liftin
# a crate", "quit smokin in june": a verb in "-ing" typed without its "g", read only after
# the words that take one (a form of "be", "still", "keep", "stop", "quit", a preposition,
# ...), so "is within", "was in britain" or "thats kevin" stay as typed.
_G_DROPPED: Final = re.compile(
    r"(?<![\w'’])(?P<before>[\w'’]+\s+(?:(?:all|just|still|now|not|always|never|really)\s+)?)"
    r"(?P<word>[a-z]{2,}in)(?![\w'’])"
)
_TAKES_ING: Final = word_set(
    """is are am was were be been being i'm im you're we're they're he's she's still
    keep keeps kept stop stopped start started went go goes gone love loves hate hates
    in while after before from by without since quit quitting stopping give gave giving
    up finish finished enjoy enjoyed enjoys avoid avoided miss missed mind been""",
    None,
)
# A verb with its "g" dropped ("goin", "movin", "learnin"): only a known verb stem + "in"
# is one; a name or another word in "-in" ("colin", "justin", "cousin", "within") is not.
_G_DROPPED_WORDS: Final = word_set(
    """goin doin comin gettin havin makin takin givin movin livin leavin stayin workin
    talkin walkin lookin thinkin tryin sayin playin feelin runnin sittin waitin startin
    plannin watchin eatin drinkin drivin sleepin buyin payin cookin cleanin sendin tellin
    askin wonderin hopin stressin chillin headin seein puttin lettin sortin packin shoppin
    learnin growin teachin bringin buildin fightin meetin kiddin jokin dyin lyin singin
    dancin readin writin callin ringin textin helpin keepin killin lovin fittin fumin
    buzzin bossin flyin swimmin trainin studyin savin spendin sellin fixin missin
    usin settin cuttin hurtin achin coughin limpin strugglin managin changin
    expectin celebratin visitin retirin renovatin decoratin datin marryin babysittin
    revisin laughin cryin smilin sufferin recoverin improvin losin winnin handin pickin
    droppin collectin liftin carryin climbin fallin slippin trippin diggin smokin vapin
    gamblin swearin bitin moanin worryin mendin repairin paintin""",
    None,
)


# "handin my notice in tmrw", "headin to leeds fri": such a verb opening a clause, its
# "I'm" left out too.
_G_DROPPED_OPENING: Final = re.compile(r"(?:^|(?<=[.!?,;]\s))(?P<word>[a-z]{2,}in)(?=\s+[a-z])")


def _with_g(match: re.Match[str]) -> str:
    word = match["word"]
    if "before" not in match.groupdict():
        return word + "g" if word in _G_DROPPED_WORDS else word
    taker = match["before"].split()[0].lower()
    takes = taker in _TAKES_ING or taker.endswith(("'s", "’s"))  # "kenny's doin"
    if not takes or word.lower() not in _G_DROPPED_WORDS:
        return match.group()
    return match["before"] + word + "g"


# "kenny's a gaffer", "ruaraidh's 4 and a half", "kirstys pregnant", "seren's been made
# head girl", "aurek's started cubs", "my wife's 7 months pregnant": "'s" after a subject
# opening a clause is "is" or "has" where no possessed thing can follow (an article, an
# age, a state, "been"); chat often drops its apostrophe (not after "my": "my corrections
# got approved" is a plural).
# (and after an owner: "gunnvor's sister's moving", "kai's mate's a roofer")
_S_OPENS: Final = r"^|(?<=[.!?;,\n]\s)|(?<=['’]s\s)|" + _after_any(
    "and", "but", "so", "btw", "also", "oh", "cos", "my"
)
_SUBJECT_S: Final = re.compile(
    rf"""(?:{_S_OPENS})(?P<who>[a-z]{{3,}}?)(?P<s>['’]s|(?<![su])s)\s+
    (?=(?P<has>been|got|gone|(?P<done>started|joined|finished|passed|booked|bought|sold|left
    |quit|signed|lost|won|moved))\b|(?:a|an|pregnant|engaged|married|expecting|retired)\b
    # "kenny's doing extra shifts", "seren's learning to drive": not "leah's wedding is"
    |(?P<ing>(?!(?:wedding|meeting|morning|evening|building|painting|ceiling|training|booking
    |christening|leaving|reading|swimming|drawing|recording|funding)\b)[a-z]{{2,}}ing)
    (?=\s+(?:to|in|at|on|for|with|from|a|an|the|my|his|her|their|our|it
    |out|up|over|off|about|back|home|extra|some|loads|lots|really|so|too)\b)
    |\d{{1,2}}(?:\s+(?:and|n)\s+a\s+half)?(?=\s*(?:[,.!?;]|$|\s+(?:and|now|today|next|on|in
    |this|tomorrow|yrs|years|months|wks|weeks|tho|though|already)\b)))""",
    re.VERBOSE,
)
# Words in "s" that open a clause and are no subject with its "'s" ("always a", "plus a").
_NOT_SUBJECT_S: Final = word_set(
    """always perhaps sometimes plus thus yes this lots loads bus gas ones thanks cheers
    congrats tbs was has does goes its lets whats thats heres theres wheres hers his ours
    yours theirs she shes hes whos""",
    None,
)
# What someone does, said by its verb ("drives a bus", "owns a cafe", "lives in troon"):
# no subject's "'s" before "a" either.
DOES_VERBS: Final = word_set(
    """lives works runs teaches drives plays swims dips walks goes cycles trains volunteers
    studies sings paints bakes cooks helps manages owns coaches rides keeps breeds grows
    writes knits sails hikes climbs looks cares loves hates sleeps eats visits rents""",
    None,
)
# Plurals of people and pets ("parents got divorced", "kids been ill"): no subject's "'s".
_PLURALS: Final = frozenset(
    word for word in RELATIVES | KIN_EXTRA | ROLES | PETS if word.endswith("s")
)


def _s_spelled_out(match: re.Match[str]) -> str:
    who = match["who"]
    if who in _NOT_SUBJECT_S:
        return match.group()  # "she's been": the rules read a pronoun's "'s" already
    if match["s"] == "s" and (
        match.string.endswith("my ", 0, match.start())  # "my corrections got approved"
        or who + "s" in _NOT_SUBJECT_S | _PLURALS | DOES_VERBS
        or match["ing"] is not None
        or match["done"] is not None  # "the trains started late": a plural's deed
    ):
        return match.group()  # "chews everything", "always a laugh"
    return who + (" has " if match["has"] else " is ")


# "6 yrs in march", "7 wks old", "last wk", "a yr ago": a unit of time cut short after its
# number or a word that counts it ("yr" alone may be "your": "yr mum").
_UNIT: Final = re.compile(
    r"""(?:(?<=\d\s)|(?<=\blast\s)|(?<=\bnext\s)|(?<=\bthis\s)|(?<=\ba\s)|(?<=\bper\s)
    |(?<=\bevery\s))(?P<unit>yrs|wks|mths|mnths|yr|wk|mth)(?![\w'’])""",
    re.VERBOSE,
)
_UNITS: Final = {
    "yrs": "years",
    "wks": "weeks",
    "mths": "months",
    "mnths": "months",
    "yr": "year",
    "wk": "week",
    "mth": "month",
}

# "i do aye", "it was yeah": a yes that ends a clause, typed without its comma.
# (Not what was said: "she said yes".)
_TRAILING_YES: Final = re.compile(
    r"(?<=[\w'’])(?<!\bsaid)(?<!\bsays)(?<!\bsay)(?<!\bsaying)\s+(?=(?:yeah|yep|yes)\s*(?:[.!?]|$))"
)


# "wife tuuli doesnt eat meat", "son jago starts school monday", "boss dev wants it by fri":
# a relative or a role and a name opening a clause, before a verb, is the speaker's own
# with its "my" left out ("my wife tuuli ...").
_KIN_WORDS: Final = frozenset(
    word for word in RELATIVES | KIN_EXTRA | ROLES if " " not in word and word not in _PLURALS
)
# What follows a relative's name opening a clause: a verb ("tuuli doesn't", "jago starts").
KIN_NAME_VERB: Final = rf"""(?:is|was|has|had|will|says|said|got|lives|works|loves|hates|wants
    |needs|thinks|starts|started|plays|eats|drinks|goes|went|gets|does(?:n['’]t)?|did(?:n['’]t)?
    |can['’]t|won['’]t|isn['’]t|wasn['’]t|never|just|[a-z]+ed|{alternation(IRREGULAR_PAST)})"""
_KIN_NAMED: Final = re.compile(
    rf"""(?:^|(?<=[.!?;,]\s)|(?<=\band\s)|(?<=\bso\s)|(?<=\bbut\s)|(?<=\bbtw\s)|(?<=\balso\s))
    (?P<kin>{alternation(_KIN_WORDS)})\s+(?P<name>[a-z][a-z-]{{2,}})(?=\s+{KIN_NAME_VERB}\b)""",
    re.VERBOSE,
)
# "flatmate tural moving out 30 nov", "sister aysel starting uni in sept": the same before a
# doing with its "is" left out, which comes back with the "my".
_KIN_NAMED_DOING: Final = re.compile(
    rf"""(?:^|(?<=[.!?;]\s)|(?<=\bbtw\s)|(?<=\balso\s))
    (?P<kin>{alternation(_KIN_WORDS)})\s+(?P<name>[a-z][a-z-]{{2,}})
    (?=\s+(?:moving|starting|leaving|coming|getting|going|having|retiring)\b)""",
    re.VERBOSE,
)
# Words that stand where a name would and are none ("wife still works", "son never eats").
NOT_KIN_NAMES: Final = word_set(
    """never always often usually sometimes ever still also just now too then who and or the
    one who's finally really actually already even only says said man lady guy bloke girl boy
    everyone upstairs downstairs next herself himself""",
    None,
)


# "wife is 7 months pregnant", "hubby's got a new job", "son starts school monday": a
# partner, a child or a sibling alone opening a clause before a verb (or its "'s") is the
# speaker's own too, and so is a landlord or a boss who did something ("landlord gave back
# my deposit fri"; not "boss reckons ...", a view read as it was said). (A parent is read
# so without "my" already: :mod:`.kin`.)
_OWN_ALONE: Final = word_set(
    """wife husband hubby missus partner boyfriend girlfriend fiance fiancé fiancee fiancée
    son daughter sister brother""",
    None,
)
_ALONE_VERB: Final = r"""(?:is|was|has|had|got|gets|says|said|works|lives|starts|started|wants
    |loves|hates|thinks|reckons|does(?:n['’]t)?|did(?:n['’]t)?|can['’]t|won['’]t|isn['’]t
    |wasn['’]t|gave|paid|sent|kept|took|finally|(?-i:[a-z]{3,}ed))"""
_KIN_ALONE: Final = re.compile(
    rf"""(?:^|(?<=[.!?;,]\s)|(?<=\band\s)|(?<=\bso\s)|(?<=\bbut\s)|(?<=\bbtw\s)|(?<=\balso\s))
    (?P<kin>{alternation(_OWN_ALONE)}|(?:landlord|landlady|boss)(?!['’]s\s|\s+(?:says
    |said|thinks|reckons|reckoned)\b))(?=['’]s\s|\s+{_ALONE_VERB}\b)""",
    re.VERBOSE,
)


def _after_others(match: re.Match[str]) -> bool:
    """Whether a kin word follows a comma after words about someone else ("met tom's
    family, brother jake ...", "as for kemi, sister bola ..."), or after none of the
    speaker's own: whose relative it is, the comma does not say."""
    text = match.string
    if not text[: match.start()].rstrip().endswith(","):
        return False
    opened = max(text.rfind(mark, 0, match.start()) for mark in ".!?;") + 1
    before = text[opened : match.start()]
    return _OTHERS_BEFORE.search(before) is not None or _OWN_BEFORE.search(before) is None


_OTHERS_BEFORE: Final = re.compile(r"['’]s\b|\b(?:his|her|their|as\s+for|how\s+about)\b", re.I)
_OWN_BEFORE: Final = re.compile(r"\b(?:my|i|i['’]m|im|ive|we|our|new)\b", re.IGNORECASE)


def _kin_alone_owned(match: re.Match[str]) -> str:
    return match.group() if _after_others(match) else f"my {match.group('kin')}"


def _kin_owned(match: re.Match[str]) -> str:
    name = match["name"]
    if _after_others(match):
        return match.group()
    if (
        name in NOT_KIN_NAMES
        or name in _KIN_WORDS
        or name in IRREGULAR_PAST
        or name.endswith(("ed", "ing", "ly"))
    ):
        return match.group()
    return f"my {match.group()}"


def _kin_doing_owned(match: re.Match[str]) -> str:
    """ "flatmate tural" before "moving out" -> "my flatmate tural is"."""
    owned = _kin_owned(match)
    return match.group() if owned == match.group() else f"{owned} is"


# "ya sold it weds", "na gave the chooks to mum": a yes or a no that opens a sentence,
# typed without its comma ("ya know", "ya reckon" are "you").
_OPENING_YES_NO: Final = re.compile(
    r"""(?:^|(?<=[.!?]\s))(?:ya|yeah|yep|yup|na|nah|nope)
    (?=\s+(?!(?:know|reckon|think|mean|see|got|gotta|want|wanna|need|are|were|have|will|can
    |could|would|should|do|did|dont|didnt)\b)[a-z])""",
    re.VERBOSE,
)
# "not on nights no more", "dont drink no more": "any more" after a denial in the clause.
_NO_MORE: Final = re.compile(
    r"(?P<denied>(?:\bnot|\bnever|n['’]?t)\b[^,.!?;]{1,60}?\s)no\s+more(?=\s*(?:[,.!?;]|$))"
)


def texting_spelled(text: str, own: bool = False) -> str:
    """``text``, typed as texting, with its shortenings written out (see the module).
    ``own``: the turn and its prompt speak of no one but the speaker, so a thing, a part of
    the body or an occasion said bare ("knee still swollen", "visa appointment thurs") is
    the speaker's."""
    text = _NO_MORE.sub(r"\g<denied>any more", _OPENING_YES_NO.sub(r"\g<0>,", text))
    text = casual_spelled(_TEXTING.sub(_spelled_out, text))
    text = _KIN_ALONE.sub(_kin_alone_owned, _KIN_NAMED.sub(_kin_owned, text))
    text = _KIN_NAMED_DOING.sub(_kin_doing_owned, text)
    text = _G_DROPPED_OPENING.sub(_with_g, _G_DROPPED.sub(_with_g, text))
    text = _SUBJECT_S.sub(_s_spelled_out, text)
    text = _TRAILING_YES.sub(", ", text)
    text = _UNIT.sub(lambda match: _UNITS[match["unit"]], text)
    text = _UR.sub(_your, text)
    text = _DAY.sub(_day_in_full, text)
    text = _R_AFTER_PLURAL.sub(r"\g<who> are ", text)  # "goats r fine btw"
    if own:
        text = _BARE_BODY_STATE.sub(_body_state_in_full, text)  # "knee still swollen"
        text = _BARE_ALLERGY.sub("I'm allergic to ", text)  # "allergic to cat hair btw"
        text = _SAVED_SO_FAR.sub(r"I'm saving \g<for>, got \g<got>", text)
        text = _SAVED_OF_TARGET.sub(r"I'm saving \g<for>, got \g<got> so far", text)
        text = _DAY_ALONE_AFTER.sub(r" on \g<day>.", text)  # "visa refused. thurs."
        text = _BARE_OWNED.sub(_owned_in_full, text)  # "rent in dili went up"
        if _BARE_OCCASION.search(text) is not None:  # "visa appointment thurs at 8"
            text = _RESULT_JOINED.sub(r"\g<had>, ", _BARE_OCCASION.sub(_occasion_had, text))
    return _MONTH.sub(lambda match: match["lead"] + _MONTHS[match["month"]], text)


# "rent in dili went up, 80 to 100", "passport was renewed for the trip", "loan for the sows
# paid off in may": a thing of the speaker's, its "my" left out, opening a sentence before
# what became of it.
_BARE_OWNED: Final = re.compile(
    r"""(?:^|(?<=[.!?;]\s))(?P<thing>(?:rent|passport|visa|loan|contract|salary|wages|flight|bag
    |luggage|suitcase|race|marathon|results|grades|phone|screen|laptop|computer|tablet
    |boiler|fridge|email|account)(?:\s+(?:for|in|at|from|to|back|on)\s+(?:the\s+)?[a-z'-]+)?)\s+
    (?=(?P<done>paid\s+off|renewed|cancell?ed|lost|delayed|approved|refunded|stolen|extended
    |refused|granted|rejected)?)(?=(?P<broken>dead|broken|bust|kaput)?)
    (?=(?:was|were|went|got|came|arrived|paid|[a-z]+ed|lost|stolen|dead|broken|bust|kaput)\b)
    # not one hoped for or still to come ("passport renewed by friday hopefully"), nor
    # everyone's ("visa for tourists was abolished", "went up for everyone")
    (?![^.!?;]{0,80}\b(?:hopefully|fingers\s+crossed|tomorrow|tmrw|tmr|next|soon|will|should|by
    |everyone|everybody|tourists|foreigners|abolished|not\s+mine)\b)""",
    re.IGNORECASE | re.VERBOSE,
)

# "visa refused. thurs.", "VISA GRANTED!! fri!!": the day of the news told with a verb in
# "-ed", typed as a sentence of its own straight after it.
_DAY_ALONE_AFTER: Final = re.compile(
    rf"""(?<=[a-z]ed)[.!]+\s+(?P<day>(?:{WEEKDAY}|{SHORT_WEEKDAY}|yday|yesterday))
    (?:[.!]+(?=\s|$)|$)""",
    re.IGNORECASE | re.VERBOSE,
)


def _owned_in_full(match: re.Match[str]) -> str:
    be = "was " if match["done"] else ""  # "loan for the sows paid off": what was done to it
    be = "is " if match["broken"] else be  # "laptop dead": as it is now
    return f"my {match['thing']} {be}"


# "saving 500 a month for the trip to foz. got 1,500 so far", "saving for a car, 3400 of
# 9000 so far": what is saved for and what is put by, one thing said in two.
_NOT_SUMS: Final = (
    r"(?:days?|weeks?|months?|years?|jobs?|hours?|times?|goes|tries|guests?|viewings?"
    r"|interviews?|offers?|km|miles?|people|names|signatures|likes|followers|bags?|kg|pages?"
    r"|steps|laps|sessions|lessons|classes|applications|replies|votes)\b"
)
# What both savings readers open on: "saving" (or "im saving") at a sentence's start, and
# what for, up to 120 characters and no "would", "could" or "if".
_SAVING: Final = r"(?:^|(?<=[.!?;]\s))(?:i['’]?m\s+)?saving\s+"
_SAVED_FOR: Final = r"(?P<for>(?![^.!?;]{0,120}\b(?:would|could|if)\b)[^.!?;]{1,120}?)(?:\s+btw)?"
_SAVED_SO_FAR: Final = re.compile(
    _SAVING
    + r"(?=(?:up\s+)?(?:for\b|towards\b|[£$€]?\d))"
    + _SAVED_FOR
    + r"(?:[.!]\s+got\s+|(?:,|[.!])\s+(?:got\s+)?(?=[£$€]?\d[\d,.]*k?(?:\s+(?!"
    + _NOT_SUMS
    + r")[a-z]+)?"
    r"(?:\s+(?:of|out\s+of)\s+[£$€]?\d[\d,.]*k?(?:\s+[a-z]+)?)?\s+so\s+far\b))"
    r"(?P<got>[^.!?;]{0,40}?\bso\s+far\b(?:\s+(?:of|out\s+of)\s+[£$€]?\d[\d,.]*k?)?)",
    re.IGNORECASE,
)
# "saving for a motor for my banana boat. 3500 of 8000": saved so far of the target, the
# "so far" left out.
_SAVED_OF_TARGET: Final = re.compile(
    _SAVING + r"(?=(?:up\s+)?for\b)" + _SAVED_FOR + r"[.!]\s+"
    r"(?P<got>[£$€]?\d(?:[\d,.]*\d)?k?\s+(?:of|out\s+of)\s+[£$€]?\d(?:[\d,.]*\d)?k?"
    r"(?:\s+[a-z]+)?)\s*[.!]*(?=\s*$|\s*[.!?;])",
    re.IGNORECASE,
)
# "visa appointment on Thursday at 8, wish me luck", "blood test on Friday. iron low again",
# "test is 20 june, 2nd try", "first match sat 2 march": the speaker's own occasion and its
# day, the "I have a" left out, opening a sentence.
_BARE_OCCASION: Final = re.compile(
    rf"""(?:^|(?<=[.!?;]\s))(?P<what>(?:(?:(?!(?:no|the|my|his|her|their|our|a|an|next|last|had
    |got|took|sat|did|passed|failed|positive|negative|[a-z]+ed)\b)[a-z-]+\s+){{0,2}}?
    (?:appointment|appt|interview|exam|test|scan
    |check-?up|hearing|op|operation|surgery|driving\s+test))
    # one the speaker takes part in, said with at most an order or its kind ("first match",
    # "certificate ceremony"; not "arsenal game", "new zelda game", "coldplay gig")
    |(?:(?:first|1st|second|2nd|third|3rd|final|big|certificate|award|prize|graduation
    |league|cup)\s+)?(?:match|race|ceremony|graduation)
    |(?:charity|fun|sponsored)\s+(?:run|walk|swim|ride))
    # where it is: "job interview at the port in dili 15 may"; whom a charity run is for
    (?P<where>(?:\s+(?:at|in)\s+(?:the\s+)?[a-z'-]+(?:\s+(?!on\b)[a-z'-]+){{0,2}}?){{0,2}}
    |\s+for\s+(?:the\s+)?[a-z'-]+(?:\s+(?!on\b)[a-z'-]+){{0,2}}?)
    \s+(?P<is>is\s+)?(?P<when>on\s+{WEEKDAY}|tomorrow|again\s+in\s+{MONTH}
    # a day alone, then an hour or the sentence's end: "charity run for the blind school
    # sat, 6am start" (not "fun run in the sun!", "was brutal", "jo is doing it")
    |(?<!\bthe\s)(?<!\ba\s)(?<!\ban\s)(?<!\bnewly\s)(?P<bare>{WEEKDAY}|{SHORT_WEEKDAY})
    (?=\s*(?:[.!]*\s*$|,\s*\d))
    |(?P<date>(?:(?:{WEEKDAY}|{SHORT_WEEKDAY})\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+{MONTH}
    |{MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?))\b""",
    re.IGNORECASE | re.VERBOSE,
)
# What says an occasion is over: its result, told in the sentence after it ("iron low
# again", "passed!", "all clear"); not a hope ("hope it goes fine") or another's ("sam
# passed his").
_RESULT_AFTER: Final = re.compile(
    r"""\s*(?![^.!?]{0,60}\b(?:hope|hoping|fingers|if|will|gonna|his|her|their)\b)
    (?:(?:iron|sugar|cholesterol|bp|blood\s+pressure|levels?|count|results?|eyes?|teeth)
    \s+(?:\w+\s+)?(?:low|high|normal|fine|ok|clear|good|bad)
    |all\s+clear|passed|failed|positive|negative|came\s+back|went\s+(?:well|ok|fine|badly)
    |nailed\s+it|bombed|got\s+it|didn['’]?t\s+get\s+it)\b""",
    re.IGNORECASE | re.VERBOSE,
)


_SENTENCE_OVER: Final = re.compile(r"[.!?]+(?:\s+|$)")
# How an occasion went, said after it: "came 4th", "we lost 3-0", "won".
_OUTCOME: Final = re.compile(
    r"\b(?:came|won|lost|finished|scored|beat|drew|[a-z]{3,}ed)\b", re.IGNORECASE
)
# A result said in the occasion's own sentence: "final exam on tuesday, passed".
_RESULT_SAID: Final = re.compile(r"\b(?:passed|failed|positive|negative|came\s+back)\b", re.I)
# "I had a blood test on Friday. iron low again": the result, told next, joins what it is of.
_RESULT_JOINED: Final = re.compile(
    rf"""(?P<had>\bI\s+had\s+an?\s+[^.!?]+)[.!]\s+
    (?=(?-i:[a-z]))(?={_RESULT_AFTER.pattern})""",
    re.IGNORECASE | re.VERBOSE,
)


def _occasion_had(match: re.Match[str]) -> str:
    end = _SENTENCE_OVER.search(match.string, match.end())
    told = match.string[match.end() : end.start() if end else len(match.string)]
    if _RESULT_SAID.search(told) or (match["is"] and _OUTCOME.search(told)):
        # "final exam on Tuesday, passed", "race is 7 june, came 4th": read as it is
        return match.group()
    what = match["what"].replace("appt", "appointment")
    done = (
        not match["is"]  # "test is 20 june. failed the 1st one in may": that one is to come
        and end is not None
        and _RESULT_AFTER.match(match.string, end.end()) is not None
    )
    article = "an" if what[:1].lower() in "aeiou" else "a"
    when = f"on {match['when']}" if match["date"] or match["bare"] else match["when"]
    return f"I {'had' if done else 'have'} {article} {what}{match['where']} {when}"


# Words by which a turn or its prompt speaks of someone other than the speaker: a pronoun,
# a relative, a friend, an animal ("hows ur dad" - "arm broken in 2 places"); not a team,
# which the speaker plays in ("made the rugby team. first match sat").
_OF_ANOTHER: Final = re.compile(
    rf"""(?<![\w'’])(?:he|she|his|him|her|hers|they|them|their|hes|shes|theyre|theyll
    |{alternation(RELATIVES - {"team"})}
    |mums?|moms?|kids?|mates?|friends?|neighbou?rs?|guy|baby
    # an animal of someone's ("hows the dog"), not one named as a thing ("cat hair")
    |(?:ur|your|my|our|the)\s+(?:{alternation(PETS)}))
    (?![\w'’])""",
    re.IGNORECASE | re.VERBOSE,
)


def untexted(parts: list[Passage]) -> list[Passage]:
    """``parts`` with each turn and prompt typed as texting read as if typed in full."""
    found: list[Passage] = []
    for part in parts:
        own = _OF_ANOTHER.search(part.text) is None and (
            part.prompt is None or _OF_ANOTHER.search(part.prompt) is None
        )
        text = texting_spelled(part.text, own) if typed_as_texting(part.text) else part.text
        prompt = part.prompt
        if prompt is not None and typed_as_texting(prompt):
            prompt = texting_spelled(prompt)
        found.append(replace(part, text=text, prompt=prompt))
    return found

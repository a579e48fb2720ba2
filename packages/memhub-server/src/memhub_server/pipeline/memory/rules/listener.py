"""Facts about the one spoken to: told to them, or taken for granted by what they are asked.

Between two people much of what is known about one is said by the other: "you design
gardens for a living", "since you moved to Cork ...", "your sister lives in Oslo, doesn't
she?" - "she does", "congrats on the new job at Siemens!" - "thanks!", "how's the new flat
in Porto?" - "tiny but we love it". :func:`told` finds those statements in a turn and gives
each in the first person of the one spoken to ("I design gardens for a living"), so the
extractor reads it as that person's own words (:func:`listeners` says who that is).

Only plain facts count: what someone does for a living or habitually, what they did, where
they live, what they have. Opinions, compliments, predictions, advice, complaints
("you never call"), hypotheticals and anything with the speaker's own "I"/"my" in it are
left alone, and so is "you" in a chat with more or fewer than two people (it may be the
assistant, or anyone). A statement stands unless the reply denies it; a question
("..., right?", "didn't you ...?") and what a congratulation or a "how's the new ...?"
presupposes stand only when the reply accepts them ("yes, a beagle called Toffee",
"thanks!"); a denial or a correction ("no, that's my cousin", "not yet", "it fell
through") forms nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from ..facts import CandidateFact
from .lexicon import JOBS, PETS, RELATIVES, word_set
from .text import Passage

__all__ = ["listeners", "restated", "told"]


def listeners(parts: Sequence[Passage]) -> dict[str, str]:
    """Who each speaker talks to, when a document has exactly two people speaking."""
    people = list(dict.fromkeys(p.speaker for p in parts if p.speaker))
    if len(people) != 2:
        return {}
    first, second = people
    return {first: second, second: first}


def told(said: str, reply: str | None) -> list[str]:
    """Facts ``said`` states or presupposes about the one it is said to, each as that
    person would say it ("I design gardens for a living"), given their ``reply`` (None:
    no reply by them follows)."""
    if reply is not None and _denied(reply):
        return []
    accepted = reply is not None and _accepts(reply)
    told_how_long = reply is not None and _HOW_LONG.match(_REPLY_LEAD.sub("", reply.strip()))
    found: list[str] = []
    for sentence in _SENTENCE.split(said):
        sentence = sentence.strip()
        if not sentence:
            continue
        if (thanked := _congratulated(sentence)) is not None:
            found += [thanked] if accepted else []
            continue
        if sentence.endswith("?"):
            question = sentence.rstrip("?!. ")  # "you play the accordion??"
            if reply is not None and (new := _new_thing(question)) is not None:
                found.append(new)  # any reply that does not deny lets it stand
            elif accepted or (told_how_long and _DECLARATIVE.match(question)):
                # "you play the accordion?" - "for thirty years!" says how long it has held
                found += _asked(question, reply or "")
            continue
        if _SAYING.match(sentence):
            continue  # "you win some, you lose some": anyone, not the one addressed
        for clause in _CLAUSE_BREAK.split(sentence.rstrip(".!… ")):
            if (since := _SINCE.match(clause)) is not None:
                clause = since.group("clause")  # "since you moved to Cork you never call"
            statement = _plain_fact(clause)
            if statement is not None:
                found.append(statement)
    return found


# --- what is said ---------------------------------------------------------------------

_SENTENCE: Final = re.compile(r"(?<=[.!?…])\s+|\n+")
# Clause boundaries: a comma or semicolon, or a coordinator that starts a new "you" clause.
_CLAUSE_BREAK: Final = re.compile(
    r"\s*[,;:]\s*|\s+[-–—]\s+|\s+(?:and|but|so)\s+(?=(?:you|your)\b)", re.IGNORECASE
)
_LEAD: Final = re.compile(
    r"^(?:(?:and|but|so|well|oh|ok|okay|lol|haha+|ugh+|look|mate|dude|honestly|i\s+mean|come\s+on"
    r"|remember|like|since|now\s+that|ever\s+since|seeing\s+as|given\s+that)\b[\s,]*)+",
    re.IGNORECASE,
)
_SAYING: Final = re.compile(r"^you\s+(?!'|are\b|have\b)\w+\b[^,;]*[,;]\s*you\s+\w+", re.I)
# A clause saying when or why, with a main clause after it and no comma between.
_SINCE: Final = re.compile(
    r"""^(?:ever\s+since|since|now\s+that|seeing\s+as|given\s+that)\s+(?P<clause>you\s+\S+.*?)
    (?=\s+(?:you|i|we|it|he|she|they|there|everyone|nobody)\b|$)""",
    re.IGNORECASE | re.VERBOSE,
)
_NOW: Final = re.compile(r"\s+(?:now|these\s+days|nowadays)$", re.IGNORECASE)
_THE_ONE: Final = re.compile(
    r"^you(?:'re|\s+are)\s+the\s+one\s+(?:who|that)\s+(?P<verb>\w+?)(?P<ending>es|s)?(?=\s)",
    re.IGNORECASE,
)


def _you_do(match: re.Match[str]) -> str:
    """ "you're the one who runs" -> "you run"; a verb in the past stays as it is."""
    verb, ending = match.group("verb"), match.group("ending") or ""
    if verb.lower() in _HABITS:
        return f"you {verb}"
    if (verb + ending[:1]).lower() in _HABITS:
        return f"you {verb}{ending[:1]}"  # "makes" -> "make"
    return f"you {verb}{ending}"


_HEDGE: Final = re.compile(
    r"\b(?:literally|actually|basically|obviously|clearly|technically|officially|already"
    r"|also|now)\s+",
    re.IGNORECASE,
)
# Words that make a "you" clause something other than a plain fact: the speaker's own
# person (whose "my" would be misread), modality, negation, complaint or judgement.
_NOT_PLAIN: Final = re.compile(
    r"(?<![\w'])(?:i|i'm|i've|i'd|i'll|me|my|mine|we|we're|we've|us|our|if|unless|when|would"
    r"|could|should|might|must|can|can't|cannot|will|won't|'ll|'d|gonna|wanna|gotta|going\s+to"
    r"|have\s+to|has\s+to|need\s+to|ought|not|n't|no|never|always|ever|too|so|such|very|really"
    r"|like|maybe|probably|perhaps|surely|wish|hope|deserve|deserved|lucky|mad|crazy|insane"
    r"|mean|anyway|though|saying|telling|asking|talking|promising|threatening|meaning"
    r"|planning|thinking|until|till|then|well|badly|beautifully|brilliantly|perfectly"
    r"|wonderfully|terribly|amazingly|nicely|miracles|every\s+right|one\s+job|a\s+lot)(?![\w'])"
    r"|n't\b|\w'(?:ll|d)\b",
    re.IGNORECASE,
)
_HABITS: Final = word_set(
    """live work teach design run own coach manage study write play speak drive cook bake
    build grow breed train sell fix repair paint knit volunteer commute rent keep lead
    photograph program code edit attend lecture sing dance foster referee umpire host
    organise organize translate tutor mentor support swim cycle climb row race collect
    brew sew farm nurse practise practice have""",
    None,
)
_DONE: Final = word_set(
    """moved chose bought sold started quit left married adopted got studied taught grew
    went won finished passed graduated built opened joined retired trained worked lived
    switched broke had ran completed qualified signed rescued inherited launched founded
    designed wrote published climbed became spent met named hired cycled swam visited
    travelled traveled flew transferred relocated emigrated enrolled raised renovated
    converted sailed hiked owned coached managed played competed""",
    None,
)
_SINCE_DONE: Final = word_set(
    """lived worked been had owned taught run studied played coached got moved started bought
    sold left quit finished passed won joined written published built adopted visited
    climbed married trained managed kept""",
    None,
)
_STATES: Final = re.compile(
    r"""^(?:from\s|based\s+in\s|married|engaged|pregnant|divorced|retired|vegetarian|vegan
    |moving\s|leaving\s|relocating\s|retiring\s|starting\s|quitting\s|emigrating\s)""",
    re.IGNORECASE | re.VERBOSE,
)
_A_JOB: Final = re.compile(r"^(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?P<head>[\w-]+)$", re.IGNORECASE)
# "got" and "have" with these after them are no possession: "you got this", "you have a point".
_NOT_HAD: Final = re.compile(
    r"""^(?:it|this|that|them|him|her|there|away|lucky|what|a\s+(?:point|gift|talent|way|right
    |chance|feeling|problem|clue|knack|nerve|cheek|heart|sec|minute|moment|look|go|try|laugh)
    |the\s+(?:right|point|idea|wrong)|no\s|nothing|time|guts
    |(?:(?:a|an|the|such\s+a)\s+)?(?:best|worst|\w+est|most|great|good|lovely|amazing|beautiful
    |nice|gorgeous|brilliant|wonderful|terrible|awful|weird|funny|strange|cute|kind|cool
    |fantastic|incredible|excellent|perfect|impeccable|fabulous)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# What follows a verb in a saying rather than a fact about the one addressed.
_IDIOM: Final = re.compile(
    r"""^(?:and\b|or\b|with\s+fire|it\b|off\b|the\s+risk|the\s+show|the\s+gauntlet|the\s+line
    |the\s+field|a\s+hard\s+bargain|a\s+tight\s+ship|a\s+fine\s+line|a\s+mile|character
    |wonders|rings|circles|some\b|fast\s+and|by\s+(?:the\s+rules|ear)|second\s+fiddle|hard\s+to
    |your\s+(?:luck|mouth|heart|own\s+way|cards)|for\s+your\s+life|to\s+extremes
    |in\s+(?:a\s+bubble|denial|the\s+past|another\s+world|la-la\s+land|dreamland)
    |(?:\w+ing)\b|.*\b(?:that|this)\s+way$)""",
    re.IGNORECASE | re.VERBOSE,
)
_YOU_WORD: Final = re.compile(r"(?<![\w'])(?:you're|you've|you|your|yours|yourself)(?![\w'])", re.I)
_FIRST: Final = {
    "you're": "I'm", "you've": "I've", "you": "I", "your": "my", "yours": "mine",
    "yourself": "myself",
}  # fmt: skip
_KIN_OR_PET: Final = RELATIVES | PETS
_PLURAL_YOU: Final = word_set("guys two three all both lot lads people folks and y'all", None)


def _plain_fact(clause: str) -> str | None:
    """``clause`` in the first person of the one it is about, when it states a plain fact
    about "you" ("you literally design gardens" -> "I design gardens"); else None."""
    clause = _NOW.sub("", _HEDGE.sub("", _LEAD.sub("", clause.strip())))
    clause = _THE_ONE.sub(_you_do, clause)  # "you're the one who runs the choir"
    words = clause.split()
    if _NOT_PLAIN.search(clause) or len(words) < 3 or words[1].lower() in _PLURAL_YOU:
        return None  # "you guys moved": more than the one spoken to
    first, second = words[0].lower(), words[1].lower()
    if first == "your":
        plain = _kin_fact(words)
    elif first in {"you're", "you've"}:
        plain = _state_fact(first, words[1:])
    elif first == "you" and (second == "are" or (second == "have" and words[2] in _SINCE_DONE)):
        plain = _state_fact("you're" if second == "are" else "you've", words[2:])
    elif first == "you":
        plain = _done_fact(second, words[2:])
    else:
        plain = False
    return _first_person(clause) if plain else None


_KIN_VERBS: Final = word_set("is was lives lived works worked moved got has had runs owns", None)


def _kin_fact(words: list[str]) -> bool:
    """ "your sister lives in Oslo": a relative's or a pet's fact, said of them."""
    return len(words) >= 4 and words[1].lower() in _KIN_OR_PET and words[2].lower() in _KIN_VERBS


_BEEN: Final = re.compile(
    r"been\s+(?:\w+ing\b|in\s|at\s|to\s|with\s|married|vegetarian|vegan|a\s|an\s)", re.IGNORECASE
)


def _state_fact(verb: str, rest: list[str]) -> bool:
    """ "you're a nurse", "you're from Cork", "you've lived in Lyon for years"."""
    tail = " ".join(rest)
    if verb == "you're":
        job = _A_JOB.match(tail)
        return bool(_STATES.match(tail) or (job is not None and job["head"].lower() in JOBS))
    done = rest[0].lower() if rest else ""
    if done not in _SINCE_DONE or (done == "been" and not _BEEN.match(tail)):
        return False
    return not (done == "got" and _NOT_HAD.match(" ".join(rest[1:])))


def _done_fact(verb: str, rest: list[str]) -> bool:
    """ "you design gardens", "you moved to Cork", "you used to live in Lyon"."""
    tail = " ".join(rest)
    if verb == "used":
        return rest[:1] == ["to"] and len(rest) > 2 and rest[1].lower() in _HABITS
    if verb not in _HABITS and verb not in _DONE:
        return False
    if verb in {"have", "had", "got"} and _NOT_HAD.match(tail):
        return False
    if verb == "grew" and not tail.lower().startswith("up"):
        return False
    return not _IDIOM.match(tail)  # "you drive a hard bargain", "you live and learn"


def _first_person(text: str) -> str:
    def swap(match: re.Match[str]) -> str:
        return _FIRST[match.group().lower()]

    return _YOU_WORD.sub(swap, text)


# --- what is asked or wished ----------------------------------------------------------

_TAGGED: Final = re.compile(
    r"""^(?P<said>.+?),?\s+(?:right|yeah|no|correct|innit|eh|yes
    |(?:is|was|does|did|has|have|are|were)(?:n't)?\s+(?:he|she|they|it|you))$""",
    re.IGNORECASE | re.VERBOSE,
)
_INVERTED: Final = re.compile(
    r"^(?P<aux>didn't|did|aren't|weren't|don't|haven't)\s+you\s+(?P<rest>.+)$", re.IGNORECASE
)
_PAST_OF: Final = {
    "get": "got", "buy": "bought", "adopt": "adopted", "rescue": "rescued", "move": "moved",
    "start": "started", "quit": "quit", "leave": "left", "pass": "passed", "win": "won",
    "finish": "finished", "join": "joined", "sell": "sold", "marry": "married",
    "build": "built", "open": "opened", "graduate": "graduated", "retire": "retired",
    "study": "studied", "grow": "grew", "train": "trained", "switch": "switched",
    "live": "lived", "work": "worked", "teach": "taught", "run": "ran", "land": "landed",
}  # fmt: skip
_AS_SAID: Final = {"aren't": "you're", "weren't": "you were", "don't": "you", "haven't": "you've"}
# "yes, a beagle called Toffee": the thing asked about, described.
_DESCRIBED: Final = re.compile(
    r"""^(?:yes|yeah|yep|yup|ya|i\s+did|we\s+did|sure\s+did|indeed)[\s,!.]+
    (?P<what>(?:a|an)\s+[\w\s'-]+?)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# The thing "a ..." names: its last word before a date, a place or the clause's end.
_OBJECT: Final = re.compile(
    r"""\b(?:a|an)\s+(?:[\w-]+\s+)??(?P<noun>[a-z][\w-]*)(?=\s+(?:last|this|yesterday|today
    |in|at|from|on|for|with|ago|earlier|recently|back)\b|$)""",
    re.IGNORECASE | re.VERBOSE,
)


# "still teaching at the academy?": "are you" left out, as people do.
_STILL_DOING: Final = re.compile(
    r"^(?:(?:are\s+)?you(?:'re)?\s+)?still\s+(?P<doing>[a-z]+ing)\s+(?P<rest>\S.*)$", re.I
)


_GOING: Final = re.compile(
    r"^(?P<going>(?:moving|leaving|relocating|retiring|quitting|emigrating)\s+\S.*)$", re.I
)


def _base_form(doing: str) -> str | None:
    """The plain verb of a habit in its -ing form ("living" -> "live"), or None."""
    stem = doing.lower()[:-3]
    for verb in (stem, stem + "e", stem[:-1]):
        if verb in _HABITS:
            return verb
    return None


def _asked(question: str, reply: str) -> list[str]:
    """What an accepted question took as given: "your sister lives in Oslo, doesn't
    she" -> "my sister lives in Oslo"; "didn't you get a dog" + "yes, a beagle called
    Toffee" -> "I got a dog", "my dog is a beagle called Toffee"."""
    question = _LEAD.sub("", question.strip())
    if (tagged := _TAGGED.match(question)) is not None:
        question = tagged.group("said")
    statement: str | None
    if (still := _STILL_DOING.match(question)) is not None:
        verb = _base_form(still["doing"])
        statement = _plain_fact(f"you {verb} {still['rest']}") if verb else None
    elif (going := _GOING.match(question)) is not None:
        statement = _plain_fact(f"you're {going['going']}")  # "leaving Kelso?"
    elif (inverted := _INVERTED.match(question)) is not None:
        aux, rest = inverted.group("aux").lower(), inverted.group("rest")
        if aux in {"did", "didn't"}:
            verb, _, after = rest.partition(" ")
            past = _PAST_OF.get(verb.lower())
            statement = _plain_fact(f"you {past} {after}") if past else None
        else:
            statement = _plain_fact(f"{_AS_SAID[aux]} {rest}")
    else:
        statement = _plain_fact(question)
    if statement is None:
        return []
    found = [statement]
    described = _DESCRIBED.match(reply.strip())
    thing = _OBJECT.search(statement)
    if described is not None and thing is not None and not _NOT_PLAIN.search(described["what"]):
        noun = thing.group("noun").lower()
        if noun != described.group("what").split()[-1].lower():
            found.append(f"my {noun} is {described.group('what')}")
    return found


_CONGRATS: Final = re.compile(
    r"""\b(?:congrats|congratulations|well\s+done|mazel\s+tov)(?:\s+again)?\s+on\s+
    (?:the\s+|your\s+|finally\s+)?(?P<what>[^.!?,;]+)""",
    re.IGNORECASE | re.VERBOSE,
)
_HOWS_NEW: Final = re.compile(
    r"^how(?:'s|\s+is|\s+was)\s+(?:the|your)\s+new\s+(?P<what>[^?]+?)"
    r"(?:\s+(?:going|treating\s+you|working\s+out|coming\s+along|so\s+far))*$",
    re.IGNORECASE,
)
_MILESTONE: Final = {
    "engagement": "I got engaged", "wedding": "I got married", "marriage": "I got married",
    "promotion": "I got a promotion", "baby": "I had a baby", "pregnancy": "I'm pregnant",
    "graduation": "I graduated", "retirement": "I retired", "new baby": "I had a baby",
}  # fmt: skip
_GERUND_PAST: Final = {
    "passing": "passed", "getting": "got", "finishing": "finished", "winning": "won",
    "landing": "landed", "buying": "bought", "selling": "sold", "graduating": "graduated",
    "completing": "completed", "publishing": "published", "opening": "opened",
    "launching": "launched", "becoming": "became", "qualifying": "qualified",
    "signing": "signed", "adopting": "adopted", "joining": "joined", "starting": "started",
}  # fmt: skip


def _congratulated(sentence: str) -> str | None:
    """What a congratulation takes as done: "congrats on the new job at Siemens" -> "I have
    a new job at Siemens"."""
    match = _CONGRATS.search(sentence)
    if match is None:
        return None
    what = match.group("what").strip()
    if _NOT_PLAIN.search(what) or re.search(r"\byou\b", what, re.IGNORECASE):
        return None
    low = what.lower()
    if low.startswith("new "):
        return f"I have a {what}"
    if low in _MILESTONE:
        return _MILESTONE[low]
    gerund, _, rest = what.partition(" ")
    if (past := _GERUND_PAST.get(gerund.lower())) is not None and rest:
        return f"I {past} {_first_person(rest)}"
    return None


def _new_thing(question: str) -> str | None:
    """ "how's the new flat in Porto" -> "I have a new flat in Porto"."""
    match = _HOWS_NEW.match(_LEAD.sub("", question.strip()))
    if match is None or _NOT_PLAIN.search(match.group("what")):
        return None
    return f"I have a new {match.group('what')}"


# --- the reply ------------------------------------------------------------------------

_REPLY_LEAD: Final = re.compile(r"^(?:oh|ah|haha+|lol|aw+|um+|well)\b[\s,!.]*", re.IGNORECASE)
_AGREES: Final = re.compile(
    r"""^(?:yes|yess+|yeah|yep|yup|ya|aye|indeed|correct|exactly|definitely|absolutely|sure
    |that's\s+right|that's\s+the\s+one|that's\s+me|that'd\s+be\s+me|guilty|you\s+bet|the\s+very\s+same
    |of\s+course|uh-huh|mhm|(?:i|we|he|she|they|it)\s+(?:do|does|did|am
    |are|is|was|have|has)|thanks|thank\s+you|thank\s+u|thx|ty|cheers|ta|aww+|hehe)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_DENIES: Final = re.compile(
    r"""(?<![\w'])(?:no|nope|nah|not|never|wrong|actually|n't|fell\s+through|called\s+off
    |cancel+ed|wish|used\s+to|anymore|almost|nearly|rumou?r|who\s+told|that's\s+my|close
    |sadly|unfortunately|didn't|haven't|hasn't|isn't|wasn't|aren't|don't|doesn't|won't)
    (?![\w'])""",
    re.IGNORECASE | re.VERBOSE,
)


_NUMBER_WORD: Final = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty)"
)
# "for thirty years", "since 2019", "every friday": a reply that says since when or how
# often takes a "you ...?" as given.
_HOW_LONG: Final = re.compile(
    rf"^(?:for\s+(?:\d+|a|an|about|over|ages|years|decades|{_NUMBER_WORD})\b|since\s+\w"
    r"|ever\s+since|every\s+\w)",
    re.IGNORECASE,
)
# A question asked in the order of a statement: "you play the accordion?".
_DECLARATIVE: Final = re.compile(r"^(?:so\s+|and\s+|wait\s+)?you(?:'re|'ve|\s)", re.IGNORECASE)


_COUNT: Final = re.compile(
    rf"^(?:\d+|{_NUMBER_WORD})\b",
    re.IGNORECASE,
)


def _denied(reply: str) -> bool:
    """Whether a reply's first sentence denies or corrects what it answers."""
    first = _SENTENCE.split(reply.strip(), maxsplit=1)[0]
    if _COUNT.match(_REPLY_LEAD.sub("", first)):
        return True  # "four now", "11 actually": a number put right
    return _DENIES.search(first) is not None or first.endswith("?")  # "what new job?"


def _accepts(reply: str) -> bool:
    return _AGREES.match(_REPLY_LEAD.sub("", reply.strip())) is not None


# --- said again -------------------------------------------------------------------------

_FUNCTION_WORDS: Final = word_set(
    "the a an is are was were has have had and with for at in on to of their his her still now",
    None,
)
_WORD: Final = re.compile(r"[\w'-]+")


def restated(fact: CandidateFact, others: Sequence[CandidateFact]) -> bool:
    """Whether one of ``others`` about the same subject already says what ``fact`` says:
    every word of ``fact`` that carries meaning is in it, give or take an ending ("works at
    the bank" in "is still working at the bank")."""
    gist = _stems(fact.text, fact.subject)
    return any(
        other.subject == fact.subject and gist <= _stems(other.text, other.subject)
        for other in others
    )


def _stems(text: str, subject: str) -> frozenset[str]:
    named = {word.casefold() for word in _WORD.findall(subject)}
    return frozenset(
        word[:3]
        for word in (w.casefold().removesuffix("'s") for w in _WORD.findall(text))
        if word not in _FUNCTION_WORDS and word not in named
    )

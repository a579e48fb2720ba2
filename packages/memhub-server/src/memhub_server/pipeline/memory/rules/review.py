"""Facts that read well and still say nothing, or lean on the chat: a third look.

:mod:`.gate` and :mod:`.worth` catch most facts that would mislead read alone. On casual
chat a few more shapes get through them, each true to its source and named, yet empty or
pointing at words the memory does not carry:

* **telling no one in particular**: "<S> has to tell someone before they tell their boss" -
  what was told, and to whom, went with the chat (a named listener, "<S> told Ana on
  <date>", is a fact: when Ana was told);
* **"the same"**: "<S> keeps asking themselves the same thing" - the same as what was said
  before it ("the same school as Ana" says it);
* **a kind of thing in place of the thing**: "<S> has a new hobby too", "<S> has a plan" -
  the hobby, the plan is what a later question asks about, and it is not here;
* **"both", "him", "her" and a bare count**: "<S>'s author uses both on one page", "<S>
  named her Dolly" (the subject would be "herself"), "<S> is at 20 now" (20 of what), "<S>
  swims then" (when);
* **a wish for "one day"** ("<S> would love to live on a boat someday") or **"if only"**
  ("<S> would love a dog, if only they weren't allergic"), and **a likeness
  in jest** ("<S> looks like a hamster");
* **a mood of the day** ("<S> is in a bit of a grumpy mood") and **someone else's verdict
  on a thing** ("<S>'s best mate reckons the chip shop is the best in town");
* **going with only when or how** ("<S> will still go on sundays", "<S> is going slow"),
  **a request** ("<S> wants some advice on ferret care"), **a feeling in a figure of
  speech** ("<S> is still in pieces"), **a newness not yet got used to** ("<S> is not used
  to cooking for one") and **a bare "enough"** ("<S>
  needs enough till spring").

:func:`says_nothing` names the reason; :func:`.gate.unsafe` asks it last.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["filled_from_turn", "says_nothing", "without_pointing_tail"]

_SUBJECT = "\ue000"
_SUBJECT_START = rf"^{_SUBJECT}(?:\s+and\s+others|'s\s+[\w-]+)?\s+"
"""The fact's opening: its subject ("<S>", "<S> and others", "<S>'s sister") and the space
after it."""
_WHOEVER = r"(?:someone|somebody|anyone|anybody|no\s+one|nobody|people|everyone|everybody)"
# "tell someone", "asked anyone": unless what was said follows ("told everyone that she
# was moving", "asked someone about visas", "told someone to ...").
_TELLING_NO_ONE: Final = re.compile(
    rf"\b(?:tell|tells|told|telling|ask|asks|asked|asking)\s+{_WHOEVER}\b"
    r"(?!\s+(?:that|about|to|how|what|where|when|why|if|whether)\b)",
    re.IGNORECASE,
)
# "the same thing", "the same question", "the same" at a clause's end; "the same as ..."
# and "the same school" (shared by the people named) say what they mean.
_THE_SAME: Final = re.compile(
    r"\bthe\s+(?:very\s+)?same(?:\s+(?:thing|things|question|questions|one|ones|old\s+thing))?"
    r"(?=\s*(?:$|[.,;:!?]|\s(?:again|too|all|every|over|for|with|to|at|on|in)\b))",
    re.IGNORECASE,
)
# "<S> has a new hobby too": only the kind of thing, the thing itself left to what follows.
_KIND_ONLY: Final = re.compile(
    rf"{_SUBJECT_START}(?:has|have|had|has\s+got|have\s+got|got|'s\s+got"
    r"|found|started|picked\s+up|is\s+starting|took\s+up)\s+(?:a|an|another|some)\s+"
    r"(?:(?:new|big|little|small|weird|fun|other|different|secret|serious)\s+)*"
    r"(?:hobby|hobbies|project|projects|plan|obsession|habit|routine|passion|challenge|goal"
    r"|update|announcement|confession|secret|surprise|problem|issue|situation|idea|favourite"
    r"|favorite|theory|question)"
    r"(?:\s+(?:too|as\s+well|now|again|already|going\s+on))*\s*[.!]*$",
    re.IGNORECASE,
)

# "<S>'s author uses both on one page": "both" (or "either") standing alone for two things
# the chat named; "both of the drafts", "both kids" and "both" after a plural ("the twins
# both ...") say which.
_BOTH: Final = re.compile(
    r"(?<![\w'])(?:both|either|neither)(?=\s*(?:$|[.,;:!?]|\s(?:on|in|at|for|with|to|from|every"
    r"|by|until|till|before|after|too|again|now|then|equally|the\s+same)\b))",
    re.IGNORECASE,
)
_BOTH_AFTER_PLURAL: Final = re.compile(
    r"\b(?:the|their|my|our|[\w-]+'s)\s+(?:[\w-]+\s+)?[\w-]*[^\Ws']s\s+(?:are\s+|were\s+)?$",
    re.IGNORECASE,
)
# "<S> named him Pip", "<S> took her to the vet": him or her as the object of the subject's
# own verb is someone else (the subject would be "himself", "herself"), and only the chat
# said who. ("her" before a noun is an owner's: "<S> lost her keys".)
_OBJECT_PRONOUN: Final = re.compile(
    rf"^{_SUBJECT}(?:\s+and\s+others|'s\s+[\w-]+)?\s+(?:[a-z']+\s+){{0,3}}?(?:him|her)"
    r"(?=\s*(?:$|[.,;:!?]|\s(?-i:[A-Z])|\s(?:to|for|at|in|on|with|from|up|out|back|home|off"
    r"|over|a|an|the|again|too|every|once|twice|yesterday|today)\b))",
    re.IGNORECASE,
)
_NAMED_BEFORE: Final = re.compile(r"\s(?-i:[A-Z])[\w'-]+")
# "<S> is at 20 now": 20 of what went with the question.
_AT_A_COUNT: Final = re.compile(
    rf"{_SUBJECT_START}(?:is|are|was|were|has\s+been|have\s+been)\s+"
    r"(?:at|on|up\s+to)\s+[$£€]?[\d.,]+(?:\s+(?:now|already|so\s+far|today))?"
    r"(?:\s+since\s+\d{4})?\s*[.!]*$",
    re.IGNORECASE,
)

# "<S> swims then", "<S> has been sober since then": a time the chat named before.
_THEN: Final = re.compile(
    r"(?<![\w'])(?:(?:since|until|till|by|before|after|from)\s+)?then\s*[.!]*$", re.IGNORECASE
)

# "<S> would love to live on a boat someday": a wish with no time, not a plan or a fact
# ("one day a week", "one day in June" are times).
_SOMEDAY: Final = re.compile(
    r"\b(?:someday|some\s+day|one\s+day)\b(?!\s+(?:a|per|each|every|of|in|on|off|before"
    r"|after|later|left|that|when|and|or)\b)",
    re.IGNORECASE,
)
_WISHING: Final = re.compile(
    r"\b(?:would|'d|might|may|could|will|'ll|wants?|wanted|hopes?|hoping|dreams?)\b", re.IGNORECASE
)
# "<S> would love to live in a treehouse, if only they didn't get dizzy": a wish that the
# speaker says in the same breath cannot come true.
_IF_ONLY: Final = re.compile(r"\bif\s+only\b", re.IGNORECASE)
# "<S> looks like a hamster": a likeness said in jest about how one looks or feels today.
_LIKENESS: Final = re.compile(
    rf"{_SUBJECT_START}(?:looks?|looked|sounds?|sounded|feels?|felt)\s+like"
    r"\s+(?:a|an)\s+[\w-]+\b",
    re.IGNORECASE,
)

# "<S> will still go on sundays", "<S> and others are going slow": going, with only when or
# how - where to stayed in the chat.
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weeks?|days?|nights?|mornings?"
# (Someone of the subject's who comes comes to them: "<S>'s plumber is coming on Friday".)
_GOING_AUX = (
    r"(?:will\s+|would\s+|can\s+|is\s+|are\s+|was\s+|were\s+)?"
    r"(?:still\s+|also\s+|usually\s+|always\s+|just\s+)*"
)
_GOING_NOWHERE: Final = re.compile(
    rf"(?:{_SUBJECT_START}{_GOING_AUX}(?:go|goes|went|going)"
    rf"|^{_SUBJECT}(?:\s+and\s+others)?\s+{_GOING_AUX}(?:come|comes|came|coming))"
    r"(?:\s+(?:on|every|most|some|each|at|the|a|slow|slowly|fast|quickly"
    rf"|easy|steady|again|too|back|then|now|{_DAY}|\d+\s+\w+\s+\d{{4}}\s+\(\S+\)))*"
    r"\s*[.!]*$",
    re.IGNORECASE,
)
# "<S> is still in pieces", "<S> is over the moon": a feeling in a figure of speech.
_FEELING_IDIOM: Final = re.compile(
    rf"{_SUBJECT_START}(?:is|are|was|were|'s)\s+(?:still\s+|completely\s+|totally\s+|just\s+)?"
    r"(?:in\s+(?:pieces|bits|bits\s+about\s+it|a\s+state|a\s+flap|a\s+mood)|over\s+the\s+moon"
    r"|on\s+cloud\s+nine|down\s+in\s+the\s+dumps|beside\s+(?:themselves|himself|herself)"
    r"|all\s+over\s+the\s+place)\s*[.!]*$",
    re.IGNORECASE,
)
# "<S> is in a bit of a grumpy mood today", "<S> was in a foul mood": a mood of the day,
# gone by the next.
_PASSING_MOOD: Final = re.compile(
    rf"""{_SUBJECT_START}(?:is|are|was|were|'s|'re)\s+(?:still\s+|just\s+|a\s+bit\s+)?
    in\s+(?:a|such\s+a)\s+(?:(?:bit\s+of\s+a|right|real|proper|really|very|bit)\s+)*
    (?:[\w-]+\s+)?mood\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S>'s best mate reckons the chip shop on the front is the best in Scotland": what
# someone else thinks of a thing, no fact about anyone ("<S>'s nan says she's moving"
# tells of the nan, and stays).
_OTHERS_VERDICT: Final = re.compile(
    rf"""^{_SUBJECT}(?:['’]s)?\s+(?:[\w-]+\s+){{1,2}}?(?:reckons|reckoned|thinks|thought
    |believes|swears|says|said|reckon)\s+(?:that\s+)?(?:the|this|that|these|those)\s+
    [^.!?]*?\b(?:is|are|was|were|['’]s)\s+(?:(?:by\s+far|easily|still)\s+)?(?:the\s+
    (?:best|worst|finest|nicest|greatest|tastiest)|overrated|underrated|(?:better|worse)\s+than)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "<S> is not used to cooking just for themselves", "<S> still isn't used to the cold": how
# something new still feels, which passes as it becomes usual.
_NOT_USED_TO: Final = re.compile(
    rf"{_SUBJECT_START}(?:is|are|was|were|'s|'re)(?:\s+still)?\s+(?:not|n't)\s+(?:yet\s+)?"
    r"(?:quite\s+|really\s+|totally\s+)?used\s+to\b"
    rf"|{_SUBJECT_START}(?:still\s+)?(?:isn't|aren't|wasn't|weren't)(?:\s+(?:yet|quite|really|totally))?"
    r"\s+used\s+to\b",
    re.IGNORECASE,
)
# "<S> wants some advice on ferret care": a request put to the chat, not a fact about <S>.
_REQUEST: Final = re.compile(
    rf"{_SUBJECT_START}(?:wants|needs|would\s+like|is\s+after"
    r"|is\s+looking\s+for)\s+(?:some\s+|a\s+bit\s+of\s+|any\s+|a\s+few\s+)?(?:advice"
    r"|tips|pointers|suggestions|recommendations|ideas)\b",
    re.IGNORECASE,
)
# "<S> needs to choose a hat", "<S> needs to write a wedding toast", "<S> needs a plan for the
# visit": a choice, a piece of writing or a plan, the very help asked of the chat, said as a
# need. (What the need is for - the wedding, the visit - is told as news of its own.)
_TASK_ASKED: Final = re.compile(
    rf"""{_SUBJECT_START}(?:(?:also|just|really|now|still)\s+)?(?:needs|wants|has|is\s+trying
    |has\s+got)\s+to\s+(?:(?:choose|pick|decide\s+(?:on|what|which|how)|work\s+out|figure\s+out
    |come\s+up\s+with|think\s+of|put\s+together|plan)\s+(?:a|an|some|something|what|which|how
    |the\s+(?:best|right))\b
    |(?:write|draft)\s+(?:a|an|some)\s+(?:[\w-]+\s+){{0,2}}?(?:toast|speech|message|email|e-mail
    |letter|card|note|bio|caption|reply|complaint|eulogy|announcement|invitation|post)s?\b)
    |{_SUBJECT_START}(?:(?:also|just|really|now|still)\s+)?(?:needs|wants|would\s+like|is\s+after
    |is\s+looking\s+for)\s+(?:a|an|some)\s+(?:(?:good|new|quick|simple|proper|rough)\s+)?
    (?:plan|list|menu|recipe|speech|toast|name|gift\s+ideas?|present\s+ideas?|outfit\s+ideas?
    |itinerary|schedule|timetable|script|message|wording)\s+(?:for|to)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> just needs enough till the grass comes": enough of what went with the chat.
_BARE_ENOUGH: Final = re.compile(
    r"\benough\b(?=\s*(?:$|[.,;:!?]|\s(?:till|until|for|to|by|before|now|already|left)\b))",
    re.IGNORECASE,
)


def says_nothing(body: str) -> str | None:
    """Why ``body`` (a finished fact, its subject replaced by ``"\\ue000"``) says nothing
    on its own; None when it does."""
    if _KIND_ONLY.match(body):
        return "no content"
    if _TELLING_NO_ONE.search(body):
        return "no content"
    if _THE_SAME.search(body):
        return "unresolved reference"
    both = _BOTH.search(body)
    if both and not _BOTH_AFTER_PLURAL.search(body, 0, both.start()):
        return "unresolved reference"
    if (pronoun := _OBJECT_PRONOUN.match(body)) and not _NAMED_BEFORE.search(
        body, 1, pronoun.end()
    ):
        return "unresolved reference"
    if _AT_A_COUNT.match(body):
        return "fragment"
    if _THEN.search(body):
        return "unresolved reference"
    if (_SOMEDAY.search(body) or _IF_ONLY.search(body)) and _WISHING.search(body):
        return "hypothetical"
    if _LIKENESS.match(body):
        return "no content"
    if _GOING_NOWHERE.match(body):
        return "unresolved reference"
    if _FEELING_IDIOM.match(body) or _NOT_USED_TO.match(body) or _PASSING_MOOD.match(body):
        return "no content"
    if _OTHERS_VERDICT.match(body):
        return "someone else's"
    if _REQUEST.match(body) or _TASK_ASKED.match(body):
        return "request"
    if _BARE_ENOUGH.search(body):
        return "unresolved reference"
    return None


# "Lambing starts on 4 March so <S> just needs enough till the grass comes": the fact, and
# a consequence that only points; the consequence goes, the fact stays.
_SO_TAIL: Final = re.compile(r"\s*,?\s+so\s+(?P<tail>[^,;]+?)\s*(?P<end>[.!]*)$", re.IGNORECASE)


def without_pointing_tail(text: str) -> str:
    """``text`` without a closing "so ..." clause that leans on the chat (a bare "enough")."""
    tail = _SO_TAIL.search(text)
    if tail is None or tail.start() == 0 or not _BARE_ENOUGH.search(tail.group("tail")):
        return text
    return f"{text[: tail.start()]}{tail.group('end') or '.'}"


# --- what the turn itself says a pointing word stands for ----------------------------------

# "picked up 6 new students here so I'm at 20 now": the count's noun, said just before.
_COUNTED: Final = re.compile(
    r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of|several)"
    r"\s+(?:(?:new|more|extra|other|whole)\s+)?(?P<noun>[a-z]{3,}s)\b(?!')",
    re.IGNORECASE,
)
_AT_BARE_COUNT: Final = re.compile(
    r"\b(?:is|are|was|were)\s+(?:at|on|up\s+to)\s+\d+(?=\s*(?:$|[.,;!?]|\s(?:now|already"
    r"|so\s+far|today)\b))",
    re.IGNORECASE,
)
# "still inspecting bridges ..., I did the one over the river": the plural said before it.
_THE_ONE: Final = re.compile(
    r"\bthe\s+one(?=\s+(?:over|under|across|along|behind|opposite|outside|inside|near|by|on"
    r"|in|at|from|with|to)\b)",
    re.IGNORECASE,
)
_PLURAL_OBJECT: Final = re.compile(
    r"\b(?:[a-z]+ing|[a-z]+ed|the|my|our|their|some|all|those|these|\d+|two|three|four|five)"
    r"\s+(?P<noun>[a-z]{3,}s)\b(?!')",
    re.IGNORECASE,
)
_NOT_PLURAL: Final = frozenset({"this", "was", "has", "is", "does", "always", "its", "news", "yes"})


# "<S> is the best man": at the wedding the turn names ("Kenji is getting married ...",
# "going to my friend Ama's wedding").
_WEDDING_ROLE: Final = re.compile(
    r"""\s(?:is|was|will\s+be)\s+(?:also\s+)?(?:the|a|one\s+of\s+the)\s+(?:best\s+man
    |groomsm[ae]n|bridesmaids?|maid\s+of\s+honou?r|matron\s+of\s+honou?r|usher|ushers)
    (?=\s*[.!]*$)""",
    re.IGNORECASE | re.VERBOSE,
)
_WEDDING_OF: Final = re.compile(
    r"""(?-i:(?P<who>[A-Z][\w-]+))(?:\s+(?:is|'s)\s+getting\s+married|['’]s\s+wedding)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> finished in 52 minutes": a time for what the chat named.
_FINISHED_IN: Final = re.compile(
    r"""^[^,;]{1,60}?\s(?P<verb>finished)\s+in\s+(?:just\s+)?(?:(?:under|over|about|around)\s+)?
    (?:\d|one|two|three|four|five|an?\s)""",
    re.IGNORECASE | re.VERBOSE,
)
# A race named: "the half", "the 10K", "the Great North Run", "the marathon".
_RACE: Final = re.compile(
    r"""\bthe\s+(?:(?:\d+\s?k|half|full|ultra|trail|charity|park|fun)\s+)?(?:marathon|half
    |race|run|triathlon|\d+\s?k|parkrun|sportive|duathlon|ironman)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "<S> came second.", "<S> came fourth out of twenty.": a place, in what the chat named.
_PLACED: Final = re.compile(
    r"""\s(?:came|finished|placed)\s+(?P<place>first|second|third|fourth|fifth|sixth|seventh
    |eighth|ninth|tenth|last|\d{1,3}(?:st|nd|rd|th))(?P<of>\s+out\s+of\s+[\w-]+)?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# An answer that says the speaker was not at what the prompt asked about ("Did you see the
# cup final?" - "No, I was at parkrun. I came third!"): the place is in something else.
_NOT_THERE: Final = re.compile(
    r"""^\W*(?:no\b|nope\b|nah\b|missed\s+it\b|didn't\b|did\s+not\b|couldn't\b|wasn't\b
    |i\s+(?:didn't|wasn't|couldn't|missed)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# The turn names another thing done where a place can be won ("was at my nephew's sports
# day", "went to parkrun").
_OTHER_DOING: Final = re.compile(
    r"""\b(?:sports\s+day|parkrun|fun\s+run|raffle|sweepstake|bake\s+sale|school\s+race
    |egg\s+and\s+spoon|sack\s+race)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# A competition named: "a gaming tournament", "the beginners' contest", "the pub quiz".
_EVENT: Final = re.compile(
    r"""\b(?:a|an|the|my|our|their)\s+(?P<event>(?:[\w'-]+\s+){0,2}?(?:tournament|competition
    |contest|race|marathon|championships?|quiz|regatta|final|cup|open|triathlon|half)
    (?:\s+(?:final|finals|race|quiz|tournament|competition))?)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _singular(noun: str) -> str:
    low = noun.lower()
    if low.endswith("ies"):
        return noun[:-3] + "y"
    if low.endswith(("sses", "ches", "shes", "xes", "zes")):
        return noun[:-2]
    return noun[:-1]


def _last_noun(pattern: re.Pattern[str], turn: str, before: int) -> str | None:
    nouns = [m.group("noun") for m in pattern.finditer(turn, 0, before)]
    nouns = [n for n in nouns if n.lower() not in _NOT_PLURAL and not n.lower().endswith("ss")]
    return nouns[-1] if nouns else None


def filled_from_turn(text: str, turn: str, prompt: str | None = None) -> str:
    """``text`` (a fact formed from ``turn``) with a bare count or "the one" given the noun
    the turn said just before it ("<S> is at 20 students now", "<S> did the bridge over
    the river"), and a race finished in a time the race the turn or else ``prompt`` named
    ("How was the half?" - "I finished in 2 hours": "<S> finished the half in 2 hours");
    unchanged when they name none, and then the gate drops it."""
    if (role := _WEDDING_ROLE.search(text)) is not None:
        couple = {m.group("who") for m in _WEDDING_OF.finditer(turn)}
        if len(couple) == 1:
            text = f"{text[: role.end()]} at {couple.pop()}'s wedding{text[role.end() :]}"
    if (done := _FINISHED_IN.search(text)) is not None:
        race = _RACE.findall(turn[: turn.casefold().find("finished")]) or _RACE.findall(
            prompt or ""
        )
        if len({r.casefold() for r in race}) == 1:
            text = f"{text[: done.end('verb')]} the{race[0][3:]}{text[done.end('verb') :]}"
    if (placed := _PLACED.search(text)) is not None:
        # the last one named before the place ("my first competition, the beginners'
        # contest at Umhlanga. I came fourth"), else the one the prompt asked about
        said = turn.casefold().find(placed.group("place").casefold())
        events = [m.group("event") for m in _EVENT.finditer(turn, 0, max(said, 0))]
        if not events and not _NOT_THERE.match(turn) and not _OTHER_DOING.search(turn):
            events = [m.group("event") for m in _EVENT.finditer(prompt or "")]
        if events:
            event = events[-1].lower()
            at = placed.end("of") if placed.group("of") else placed.end("place")
            text = f"{text[:at]} in the {event}{text[at:]}"
    if (count := _AT_BARE_COUNT.search(text)) is not None:
        said = turn.casefold().find(" at ")
        noun = _last_noun(_COUNTED, turn, said if said > 0 else len(turn))
        if noun is not None:
            text = f"{text[: count.end()]} {noun.lower()}{text[count.end() :]}"
    if (one := _THE_ONE.search(text)) is not None:
        said = turn.casefold().find("the one")
        noun = _last_noun(_PLURAL_OBJECT, turn, said if said > 0 else 0)
        if noun is not None:
            text = f"{text[: one.start()]}the {_singular(noun).lower()}{text[one.end() :]}"
    return text

"""What someone says of the speaker, kept with who said it.

Reported speech forms nothing on its own (:mod:`.extractor` drops "<S>'s mum says ..."):
"my mum says I work too much" and "my boss thinks open-plan offices are great" are views,
not facts about the speaker. Two kinds of report are different, and
:func:`speaker_reports` finds them, for the extractor to keep with who said them:

* an assessment by someone whose part it is to judge how the speaker is doing (a
  teacher, an instructor, a coach, a mentor, a boss): "My instructor says I have good
  balance but no patience" -> "<S>'s instructor says <S> has good balance but no
  patience"; "my mentor said im a natural" -> "<S>'s mentor said <S> is a natural";
* the reason the speaker was just asked for ("What made you do that?", "Why Leeds?"),
  told as what someone close said: "Lenka said I sing too loudly in the shower, so ..."
  -> "Lenka said <S> sings too loudly in the shower".

A relative's own news in their words is theirs (:func:`news_reported`): "My dad says he's
going to retire next spring" -> "My dad is going to retire next spring".

It is narrow on purpose. The one reporting is one of those (a relative, a partner, a
friend or a name the document attests, for a reason), never a doctor or a vet
(:mod:`.findings` reads those) and never a pronoun. What is reported must open on "I" and
be more than a word; a modal ("says I should rest", "said I can have his bike": advice,
an offer), a question and anything the extractor would not keep as the speaker's own
clause (a mood, a passing state) form nothing. What is reported ends at the first comma.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import (
    FEMALE_KIN,
    FEMALE_NAMES,
    MALE_KIN,
    MALE_NAMES,
    RELATIVES,
    alternation,
    word_set,
)
from .person import SUBJECT, to_third_person

__all__ = ["news_passed_on", "news_reported", "speaker_reports"]

# Those whose part it is to judge how the speaker is doing.
_JUDGES: Final = word_set(
    """instructor instructors teacher teachers coach trainer tutor mentor boss manager
    supervisor lecturer professor conductor choirmaster director""",
    None,
)
_CARERS: Final = word_set("doctor therapist team household family", None)
_CLOSE: Final = (RELATIVES | FEMALE_KIN | MALE_KIN | word_set("mam mammy nan gf bf", None)) - (
    _CARERS | _JUDGES
)
_WHO_WORDS: Final = alternation(_CLOSE | _JUDGES)
# A question after the speaker's reason: "What made you do that?", "Why Leeds?"
_WHY: Final = re.compile(
    r"\b(?:why|how\s+come|what\s+(?:made|got|inspired|prompted|pushed)\s+you)\b", re.IGNORECASE
)

_FLAGS: Final = re.IGNORECASE | re.VERBOSE
_REPORT: Final = re.compile(
    rf"""(?P<lead>^|(?<=[.!?])\s+|(?<=[,;:])\s+|(?<![\w'])(?:and|but|also|plus|yeah|yes)\s+)
    (?P<who>(?:my|our|the)\s+(?:(?!(?:says|said|thinks|thought)\b)[\w-]+\s+)?
     (?:{_WHO_WORDS})(?:\s+(?-i:[A-Z])[\w'-]+)?
     |(?P<name>(?-i:[A-Z])[\w'-]+))\s+
    (?P<verb>(?:(?:always|even|also|just|still|now)\s+)?
     (?:says|said|thinks|thought|reckons|reckoned|keeps\s+saying|told\s+me))\s+
    (?:that\s+)?
    (?P<comp>(?-i:I|i)(?:['’](?:m|ve|d|ll)|m|ve)?\s+[^.!?;,]+?)
    (?P<end>\s*(?:[.!?;,]|$))""",
    _FLAGS,
)
_WORD: Final = re.compile(r"[\w'’-]+")
# What the speaker may, must or will do, said by someone else: an offer or advice.
_MODAL: Final = re.compile(
    r"""\s+(?:(?:just|really|probably|definitely)\s+)?(?:can|could|should|would|must|might
    |may|will|shall|has\s+to|had\s+to|needs\s+to|ought|is\s+going\s+to|is\s+allowed|is\s+welcome
    |is\s+to\b)""",
    _FLAGS,
)
# How the speaker looks or sounds to someone: a passing impression.
_LOOKS: Final = re.compile(
    r"\s+(?:(?:really|so|very|a\s+bit)\s+)?(?:looks?|looked|seems?|seemed|sounds?|sounded)\b",
    re.IGNORECASE,
)
# A "he", "her" or "it" in what is reported: someone the report leans on ("said I was
# embarrassing him", "says I remind her of herself").
_LEANS_ON: Final = re.compile(
    r"\b(?:he|him|his|himself|she|her|hers|herself|it|they|them|themselves)\b", re.IGNORECASE
)
# What is reported, then taken back or laughed off: "said i cheated but i didnt", "said I
# was born in the wrong century haha".
_TAKEN_BACK: Final = re.compile(
    r"""\s(?:but|although|though|even\s+though|whereas|yet)\s+(?:i|im|i['’]m|i['’]ve|ive|it|its
    |it['’]s|that|thats|that['’]s|this|they|he|she|we|not|actually|really|honestly|obviously)\b
    |\swhich\s+(?:is|isn['’]?t|was|wasn['’]?t|it)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_LAUGHED_OFF: Final = re.compile(
    r"[^.!?]*?(?:(?<![\w'])(?:lol|lmao|haha\w*|hehe|jk|kidding|joking)(?![\w'])|[😂🤣😅😜🙄])",
    re.IGNORECASE,
)
# "thought I was someone else": what someone believed, told because it was wrong.
_BELIEVED_ONCE: Final = re.compile(r"\b(?:thought|reckoned)$", re.IGNORECASE)
# "i", "im", "ive" typed for "I", "I'm", "I've".
_I_TYPED: Final = re.compile(r"^(?:i|im|ive|ill|i['’]m|i['’]ve)(?![\w'’])", re.IGNORECASE)
_I_SPELLED: Final = {"i": "I", "im": "I'm", "ive": "I've", "ill": "I'll"}


def _spelled_i(match: re.Match[str]) -> str:
    word = match.group().lower().replace("’", "'")
    return _I_SPELLED.get(word, word.replace("i'", "I'"))


def speaker_reports(
    text: str, speaker: str | None, names: frozenset[str], prompt: str | None = None
) -> list[tuple[str, str]]:
    """Each view of the speaker that someone close reports in ``text`` (one turn), as who
    reported it and what, with :data:`SUBJECT` for the speaker: "my instructor says I have
    good balance" -> ("<S>'s instructor says", "<S> has good balance"). ``names``: the
    words the document attests as people's names; ``prompt``, the turn before, may ask
    the speaker's reason. See the module docstring."""
    found: list[tuple[str, str]] = []
    why = prompt is not None and _WHY.search(prompt) is not None
    for match in _REPORT.finditer(text):
        if not _reported(match, text, speaker, names):
            continue
        if not why and match.group("name") is None and _judge(match.group("who")) is None:
            continue  # "My mum says I work too much": a view, not the reason asked for
        if not why and match.group("name") is not None:
            continue
        verb = " ".join(match.group("verb").split())
        verb = re.sub(r"(?i)\btold\s+me$", "said", verb)  # "told <S> <S> is" reads badly
        who = to_third_person(match.group("who"))
        comp = to_third_person(_I_TYPED.sub(_spelled_i, match.group("comp").strip(), count=1))
        if not comp.startswith(SUBJECT) or _MODAL.match(comp, len(SUBJECT)):
            continue  # "said I can have his bike", "says I should rest": leave, advice
        if _LOOKS.match(comp, len(SUBJECT)):
            continue  # "says I look tired": how the speaker seemed that day
        if _LEANS_ON.search(comp) or _TAKEN_BACK.search(match.group("comp")):
            continue  # "said I was embarrassing him", "said i cheated but i didnt"
        if _LAUGHED_OFF.match(text, match.start("comp")) or _BELIEVED_ONCE.search(verb):
            continue  # "said I was born in the wrong century haha", "thought I was Jo"
        found.append((f"{who[:1].upper()}{who[1:]} {verb}", comp))
    return found


def _judge(who: str) -> str | None:
    noun = who.split()[-1].lower()
    return noun if noun in _JUDGES else None


def _reported(match: re.Match[str], text: str, speaker: str | None, names: frozenset[str]) -> bool:
    name = match.group("name")
    if name is not None and (name not in names or name == speaker):
        return False
    if len(_WORD.findall(match.group("comp"))) < 3:
        return False  # "says I'm", "said I can": nothing said of the speaker yet
    # a question asks what was said, it tells nothing
    rest = text[match.end("comp") :]
    stop = re.search(r"[.!?]", rest)
    return stop is None or stop.group() != "?"


_SEXED_KIN: Final = alternation(FEMALE_KIN | MALE_KIN)
# "she's finally retiring", "he's officially joined": an adverb kept with the news (not a
# hedge: "she's probably moving" is left as said).
_TOLD_ADVERB: Final = r"(?:finally|actually|officially|definitely|really|also|now|just)\s+"
# "My dad says he's going to retire next spring", "Mum told me she's pregnant": a
# relative's own news in their own words, the pronoun theirs by its sex.
_NEWS_TOLD: Final = re.compile(
    rf"""(?:^|(?<=[.!?]\s)|(?<=[,;]\s)|(?<=\band\s))
    (?P<teller>(?:my\s+(?:(?:older|younger|big|little)\s+)?(?P<kin>{_SEXED_KIN})
    |(?P<bare>mum|dad|mom|gran|grandad|granddad|nan|nana|grandma|grandpa)
    |(?P<name>(?-i:[A-Z][a-z]+))))\s+
    (?:says|said|told\s+me|tells\s+me|has\s+told\s+me)\s+(?:that\s+)?(?P<pron>he|she)
    (?:(?P<is>'s|\s+is)\s+(?P<adv_is>ADV)?(?P<doing>going\s+to|moving|retiring|starting|leaving|quitting|selling|buying
    |getting\s+(?:married|engaged|divorced)|pregnant|expecting|planning\s+to|thinking\s+of
    |learning|taking\s+up|training\s+for|applying)
    |(?P<has>'s|\s+has)\s+(?P<adv_has>ADV)?(?P<done>got\s+(?:a|an|the|engaged|married|into)|booked|decided\s+to
    |started|bought|sold|signed\s+up|joined|passed|finished|quit|handed\s+in|been\s+offered
    |been\s+promoted|retired|applied)
    |(?P<will>'ll|\s+will)\s+(?P<adv_will>ADV)?(?P<plan>retire|move|start|be\s+(?:retiring|moving|starting)))\b""".replace(
        "ADV", _TOLD_ADVERB
    ),
    re.IGNORECASE | re.VERBOSE,
)
_TOLD_SEX: Final = {"mum": "she", "mom": "she", "gran": "she", "nan": "she", "nana": "she",
                    "grandma": "she", "dad": "he", "grandad": "he", "granddad": "he",
                    "grandpa": "he"}  # fmt: skip


def news_reported(text: str, prompt: str | None = None) -> str:
    """``text`` with a relative's news told in their words said as theirs: "My dad says
    he's going to retire next spring" -> "My dad is going to retire next spring"; the
    pronoun must be the relative's ("Mum says he's moving" is about someone else).

    A name opening the turn tells its own news the same way ("Jamie told me he's quitting
    his job" -> "Jamie is quitting his job") when nothing else in the turn before it or in
    ``prompt`` (what was said just before) is someone the "he"/"she" could be, and a name
    known to be a woman's or a man's agrees with it."""

    def told(match: re.Match[str]) -> str:
        if match.group("name") is not None:
            return _named_told(match, text, prompt)
        kin = (match.group("kin") or match.group("bare")).lower()
        sex = "she" if kin in FEMALE_KIN else "he" if kin in MALE_KIN else _TOLD_SEX.get(kin)
        if sex != match.group("pron").lower():
            return match.group()
        return _said_as_theirs(match)

    return _OWN_HOPE.sub(_hope_said, _NEWS_TOLD.sub(told, text))


# "Giga thinks he's getting the head of maths job", "she reckons she'll probably get the
# flat": someone's own hope of a thing to come, not yet theirs.
_OWN_HOPE: Final = re.compile(
    rf"""(?<![\w'’])(?P<who>my\s+(?:(?:older|younger|big|little)\s+)?(?P<kin>{_SEXED_KIN})
    |(?P<bare>mum|dad|mom|gran|grandad|nan|grandma|grandpa)|(?P<pron_who>he|she)
    |(?P<name>(?-i:[A-Z][a-z]+)))\s+(?P<verb>thinks|reckons|expects|hopes|is\s+sure|is\s+convinced)
    \s+(?:that\s+)?(?P<pron>he|she)
    (?:['’]s\s+|\s+is\s+|['’]ll\s+|\s+will\s+)(?:(?:probably|definitely|finally)\s+)?
    (?:getting|get|going\s+to\s+get)\s+(?P<what>(?:the|a|an|into|in\s+at)\s[^.!?,;]+)""",
    re.IGNORECASE | re.VERBOSE,
)


# What takes a hope back, up to the end of its sentence: "but he's not", "poor guy, he
# isn't", "no chance"; not another's "no" ("but they haven't told him yet"). A laugh
# after it is _LAUGHED_OFF's.
_HOPE_DENIED: Final = re.compile(
    r"""[^.!?]*?(?<![\w'’])(?:(?:he|she|(?-i:[A-Z])[a-z]+)(?:['’]s\s+not|\s+is\s+not
    |\s+isn['’]?t|\s+won['’]?t|\s+will\s+not|\s+didn['’]?t|\s+doesn['’]?t|\s+ain['’]?t)
    |not\s+a\s+chance|no\s+(?:way|chance)|doubt|yeah\s+right|as\s+if)(?![\w'’])""",
    re.IGNORECASE | re.VERBOSE,
)


def _hope_said(match: re.Match[str]) -> str:
    """``match`` said as its teller's hope ("Giga is expecting to get the job"), or as it
    is when the "he"/"she" may be someone else."""
    pron = match.group("pron").lower()
    kin = (match.group("kin") or match.group("bare") or "").lower()
    name = (match.group("name") or "").lower()
    if match.group("pron_who") and match.group("pron_who").lower() != pron:
        return match.group()  # "She thinks he's getting it": his, by her word
    if kin:
        sex = "she" if kin in FEMALE_KIN else "he" if kin in MALE_KIN else _TOLD_SEX.get(kin)
        if sex is not None and sex != pron:
            return match.group()
    if name in _NOT_TELLERS or (name in FEMALE_NAMES and pron != "she"):
        return match.group()  # "Sarah thinks he's getting it": someone else
    if name in MALE_NAMES and pron != "he":
        return match.group()
    after = match.start("what")
    if _HOPE_DENIED.match(match.string, after) or _LAUGHED_OFF.match(match.string, after):
        return match.group()  # "... but he's not", "... lol": taken back or laughed off
    hope = "hoping" if match.group("verb").lower() == "hopes" else "expecting"
    return f"{match.group('who')} is {hope} to get {match.group('what')}"


def _named_told(match: re.Match[str], text: str, prompt: str | None) -> str:
    """``match`` said as the named teller's news, or unchanged when the pronoun may be
    someone else's (see :func:`news_reported`)."""
    name = match.group("name").lower()
    pron = match.group("pron").lower()
    if name in _NOT_TELLERS or match.start() > 0:
        return match.group()  # only a name opening the turn: nobody before it to be "he"
    if (name in FEMALE_NAMES and pron != "she") or (name in MALE_NAMES and pron != "he"):
        return match.group()  # "Sarah told me he's moving": someone else
    if (match.group("doing") or "").lower().startswith("thinking"):
        return match.group()  # "Priya told me she's thinking of moving": twice removed
    if prompt is not None and _SOMEONE_ELSE.search(prompt):
        return match.group()  # "How's your brother?" - "Sarah told me he's moving"
    return _said_as_theirs(match)


# Capitalised words that open a sentence and are no one who tells news.
_NOT_TELLERS: Final = word_set(
    """he she it they we you i someone somebody everyone everybody nobody people who
    this that there here mum dad mom gran grandad granddad nan nana grandma grandpa""",
    None,
)
# Someone in the turn before, whom a "he" or "she" after a name could stand for.
_SOMEONE_ELSE: Final = re.compile(
    rf"\b(?:he|him|his|she|her|hers|{alternation(RELATIVES)})\b|(?<!^)(?<![.!?]\s)\b(?-i:[A-Z][a-z]+)",
    re.IGNORECASE,
)


def _said_as_theirs(match: re.Match[str]) -> str:
    """The teller of ``match`` with their news said plainly."""
    if match.group("doing"):
        return f"{match.group('teller')} is {match.group('adv_is') or ''}{match.group('doing')}"
    if match.group("done"):
        return f"{match.group('teller')} has {match.group('adv_has') or ''}{match.group('done')}"
    return f"{match.group('teller')} will {match.group('adv_will') or ''}{match.group('plan')}"


# Who passes news on: someone close or a judge ("my aunt", "our boss Csilla"), a bare
# "Mum", "Dad", someone named's ("Kristóf's boss") or a name the document attests.
_PASSER: Final = rf"""(?P<who>(?:my|our)\s+(?:(?:best|old|older|younger|big|little)\s+)?
    (?:{_WHO_WORDS}|mate|neighbour|neighbor|colleague|landlady)(?:\s+(?-i:[A-Z])[\w'’-]+)?
    |mum|dad|mom|mam|gran|nan|nana|grandma|grandpa|grandad
    |(?-i:[A-Z])[\w'’-]+['’]s\s+(?:{_WHO_WORDS}|mate|neighbour|neighbor|colleague)
    |(?P<name>(?-i:[A-Z])[\w'’-]+))"""
# Whom the one passing news on heard it from: "Aunt Gudlaug", "auntie sigrún", "her
# friend Lowri", "the neighbour", a name.
_TITLED: Final = r"(?:aunt|auntie|aunty|uncle|cousin|nan|gran|grandma|grandad|grandpa)\s+[\w'’-]+"
_RELAY: Final = rf"""(?:{_TITLED}
    |(?:my|our|her|his|their)\s+(?:(?:best|old)\s+)?(?:{_WHO_WORDS}|friend|mate|neighbour
    |neighbor|colleague)(?:\s+(?-i:[A-Z])[\w'’-]+)?
    |the\s+(?:neighbours?|neighbors?|postman|postwoman|vicar)|(?-i:[A-Z])[\w'’-]+)"""
# What the news is about: a thing or someone named, or the speaker ("I", "we").
_ABOUT: Final = rf"""(?P<about>(?:the|our|my|their)\s+
    (?:(?!(?:is|are|was|has|will|'s)\b)[\w'’-]+\s+){{0,5}}?
    |(?-i:[A-Z])[\w'’-]+\s+(?:and\s+(?-i:[A-Z])[\w'’-]+\s+)?|{_TITLED}\s+|(?P<me>i|we)\s*)"""
# An event or a change of state, not a verdict: "is sold", "is closing", "has booked",
# "will be made head", "got the job".
_ADV: Final = r"(?:(?:finally|actually|officially|definitely|now|just|already|also)\s+)?"
_CHANGE: Final = r"""(?:sold(?!\s+out)|closing|closed|shutting|shut|moving|relocating
    |retiring|leaving|pregnant|expecting|engaged|getting\s+(?:married|engaged|divorced)
    |made\s+redundant|laid\s+off|promoted|made(?!\s+(?:with|of|from|out|in|by|up|for)\b)
    |offered|appointed|elected|hired|sacked|fired|knocked\s+down|demolished|up\s+for\s+sale
    |on\s+the\s+market(?=\s*(?:$|[.,;!]|\s(?:for|at|now|again|since)\b))|reopening|opening|merging|taken\s+over|bought|transferred|emigrating
    |being\s+(?:sold|bought|knocked\s+down|demolished|closed|shut|taken\s+over)
    |going\s+to\s+(?:retire|move|sell|close|shut|open|buy|marry|leave|emigrate))"""
_DONE: Final = r"""(?:got\s+(?:the|a|an)\s+(?:job|contract|promotion|place|house|flat|part)
    |got\s+(?:engaged|married|promoted)|booked|bought|sold|retired|resigned|quit|handed\s+in
    |moved|decided\s+to|signed|split\s+up|broken\s+up|agreed\s+to|applied\s+for|passed|closed
    |shut|reopened|gone\s+(?:bust|under))"""
_WILL: Final = r"""(?:retire|move|close|shut|open|sell|buy|marry|leave|emigrate|take\s+over
    |get\s+the\s+(?:job|contract|promotion|place)|say\s+(?:no|yes)|approve\s|refuse\s
    |be\s+(?:made|promoted|offered|appointed|moving|closing|retiring|leaving|sold|closed
    |knocked\s+down))"""
_NEWS_PASSED: Final = re.compile(
    rf"""(?:^|(?<=[.!?])\s+|(?<=[,;:])\s+|(?<![\w'’])(?:and|but|also|plus|yeah|yes|oh|no|so|apparently|anyway)[,!]?\s+)
    {_PASSER}\s+(?:(?:always|also|just|now)\s+)?
    (?P<verb>says|said|reckons|reckoned|thinks|told\s+me|tells\s+me|has\s+heard
    |heard\s+from\s+(?P<heard_from>{_RELAY})|heard|swears|is\s+convinced)\s+(?:that\s+)?
    (?:(?P<relay>{_RELAY})\s+(?:had\s+|has\s+)?told\s+(?P<to>her|him|them)\s+(?:that\s+)?)?
    (?P<comp>{_ABOUT}
    (?:(?:is|are|['’]s|['’]re|['’]m|am|was|were|has\s+been|have\s+been|['’]s\s+been|['’]ve\s+been
    |will\s+be|['’]ll\s+be)\s+{_ADV}{_CHANGE}
    |(?:has|have|['’]s|['’]ve)\s+{_ADV}{_DONE}
    |(?:will|['’]ll|(?<=\bi)ll)\s+{_ADV}{_WILL}
    |{_ADV}(?:got|was|were)\s+(?:the\s+job|promoted|made|offered|sold|engaged|married|sacked)
    |(?<=\s)(?:sold|bought|retired|resigned|emigrated|split\s+up)
    )\b[^.!?;,]*)
    (?P<more>,\s+(?:to|for|in|at|from|by|on|after|before|next|this|with)\s[^.!?;,]*)?
    (?P<tail>[^.!?]*)(?P<end>[.!?]|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# Where what is said stops: a hedge or a consequence after it ("though nothing's signed
# yet", "so he might have to move", "but I'll believe it when I see it").
_HEDGE: Final = re.compile(
    r"\s+(?:though|although|but|so|which|because|as|and\s+then)\s.*$", re.IGNORECASE
)
# What leaves the news uncertain or false: a condition, a doubt, a denial, a laugh; and a
# "too" that makes it a verdict ("says I'm moving too fast").
_UNSURE_NEWS: Final = re.compile(
    r"""\b(?:if|unless|maybe|might|(?-i:may)|could|would|probably|hopefully|not|n['’]t|never|no\s+way
    |rubbish|nonsense|fell\s+through|doubt|too|joke|joking|kidding|lol|lmao|haha\w*)\b|n['’]t\b
    |[😂🤣😜🙄]""",
    re.IGNORECASE | re.VERBOSE,
)
# A pronoun that the clause leaves to the chat: "when she's twelve", "about it".
_LEFT_TO_CHAT: Final = re.compile(
    r"\b(?:he|him|his|she|her|hers|it|its|they|them|their|you|your|this|that|there)\b",
    re.IGNORECASE,
)


def news_passed_on(text: str, speaker: str | None, names: frozenset[str]) -> list[tuple[str, str]]:
    """Each piece of news someone passes on in ``text`` (one turn), as who passed it on and
    what, in the third person with :data:`SUBJECT` for the speaker: "Mum says the house is
    sold, to a dentist" -> ("<S>'s mum says", "the house is sold, to a dentist"). ``names``:
    the words the document attests as people's names. See the module docstring."""
    found: list[tuple[str, str]] = []
    for match in _NEWS_PASSED.finditer(text):
        name = match.group("name")
        if name is not None and (name not in names or name == speaker):
            continue  # "Sunday says ...", the speaker's own name
        if match.group("end") == "?" or _LAUGHED_OFF.match(text, match.start("comp")):
            continue  # a question, a laugh
        if _DOUBTED_NEXT.match(text, match.end()):
            continue  # "Mum says the house is sold. She's joking obviously."
        comp = _HEDGE.sub("", match.group("comp")).strip()
        tail = match.group("tail")
        hedge = _HEDGE.search(match.group("comp"))
        if _DOUBTED_NEXT.match(f"{hedge.group() if hedge else ''}{tail}"):
            continue  # "Jo is pregnant but I don't believe it"
        hedged = _HEDGE.match(" " + tail.lstrip(" ,")) is not None
        if _UNSURE_NEWS.search(comp) or (tail.strip() and not hedged):
            continue  # "if the bank says yes", "is closing unless ..."
        if match.group("more") and _HEDGE.search(match.group("comp")) is None:
            comp += match.group("more").rstrip()
        if _DENIED.search(tail) or _left_to_chat(comp) or len(_WORD.findall(comp)) < 3:
            continue  # "but it fell through", "when she's twelve"
        relay = match.group("relay") or match.group("heard_from")
        if relay is not None and not _told_fits(match):
            continue  # "Mum said Uncle Bryn told him ...": told someone else
        about = match.group("me")
        if about is not None:
            comp = _I_TYPED.sub(_spelled_i, comp, count=1)
        said = to_third_person(comp) if about is not None else comp
        if re.search(r"\b(?:I|me|my|we|us|our)\b", said, re.IGNORECASE):
            said = to_third_person(said)
        who = to_third_person(" ".join(match.group("who").split()))
        if " " not in who and who.lower() in {*_TOLD_SEX, "mam"}:
            who = f"{SUBJECT}'s {who.lower()}"
        verb = re.sub(r"(?i)\b(?:told|tells)\s+me$", "said", " ".join(match.group("verb").split()))
        if relay is not None:  # "Mum said Aunt Ebba told her ...": heard from Aunt Ebba
            relay = to_third_person(" ".join(relay.split()))
            if _TITLE.match(relay):  # "auntie sigrún": "Auntie Sigrún"
                relay = " ".join(word[:1].upper() + word[1:] for word in relay.split())
            verb = f"heard from {relay} that"
        found.append((f"{who[:1].upper()}{who[1:]} {verb}", said))
    return found


_TITLE: Final = re.compile(_TITLED, re.IGNORECASE)
# "his"/"her" owning a thing: "with his girlfriend", "sold her car"; not "with her".
_OWNING: Final = re.compile(
    r"\b(?:his|her)\s+(?!(?:to|in|at|on|with|and|for|from|by|about|that|yet|now|again)\b)[\w'’-]",
    re.IGNORECASE,
)


def _left_to_chat(comp: str) -> bool:
    """Whether ``comp`` (news passed on) leans on a pronoun the chat settles: "when she's
    twelve", "about it"; not a "his" or "her" owned by the one person it opens on ("my
    cousin Colan is moving with his girlfriend", "uncle Eyvind sold his boat")."""
    if _OWNING.search(comp) and re.match(rf"(?:(?:my|our)\s+\w+\s+|{_TITLED}\s)", comp, re.I):
        comp = _OWNING.sub("", comp)
    return _LEFT_TO_CHAT.search(comp) is not None


def _told_fits(match: re.Match[str]) -> bool:
    """Whether the "her"/"him" told in a relay (``match``) is the one passing the news on:
    "Mum said Aunt Ebba told her", not "Dad said Aunt Ebba told her"."""
    to = (match.group("to") or "them").lower()
    noun = match.group("who").split()[-1].lower()
    sex = "her" if noun in FEMALE_KIN or _TOLD_SEX.get(noun) == "she" or noun == "mam" else None
    sex = "him" if noun in MALE_KIN or _TOLD_SEX.get(noun) == "he" else sex
    return to == "them" or sex is None or sex == to


# A doubt in the sentence right after the news: "She's joking obviously.", "Not sure I
# believe her.", "Yeah right."
_DOUBTED_NEXT: Final = re.compile(
    r"""\s*(?:(?:yeah\s+right|as\s+if|we['’]ll\s+see)\b
    |[^.!?]*?\b(?:joking|kidding|not\s+sure\s+I\s+believe|I\s+doubt|doubt\s+it
    |don['’]t\s+believe|do\s+not\s+believe)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# What takes the news back: "but it fell through", "but that's not true".
_DENIED: Final = re.compile(
    r"\b(?:not\s+true|fell\s+through|(?:is|was|it['’]s|that['’]s)\s+(?:not|off)|called\s+off"
    r"|rubbish|nonsense|lie|lies|lying|(?<!been\s)wrong)\b",  # "she's been wrong before": a doubt
    re.IGNORECASE,
)

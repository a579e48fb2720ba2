"""A wh-question typed as a text, read in full; a fragment answer read with its tails.

Two things keep a fragment answer from being read with the question it answers, whatever
the question's verb:

* the question is typed the way people text: "wat dog u got", "wot u callin the van",
  "where u workin now", "wat kinda car u drive" - no question mark, "what" misspelt, the
  auxiliary left out. :func:`question_in_full` writes such a question as it is asked in
  full ("what dog have you got?", "what are you calling the van?", "where are you working
  now?"), so the readers of :mod:`.answers` see the regular inversion (wh-phrase +
  auxiliary + subject + rest) they turn into a statement;
* the answer is said in several fragments, each a sentence of its own: "a sloughi. called
  sumac", "papillon. bonnie. 6", "grey trabant. 1989", "bandoneón. since march". Only the
  first is the answer; the ones after it are what the answer is called, since when, or
  from which year. :func:`tails_joined` joins those onto the first ("a sloughi called
  Sumac", "papillon called Bonnie", "grey trabant from 1989", "bandoneón since March"), so
  the statement keeps them; a sentence after the answer that is anything else (a verdict,
  a clause, a joke) stays where it was.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import (
    FEMALE_NAMES,
    HEDGE_WORDS,
    MALE_NAMES,
    MONTH,
    PETS,
    SHORT_WEEKDAY,
    WEEKDAY,
    alternation,
    word_set,
)

__all__ = [
    "ONE_OF_A_KIND",
    "question_in_full",
    "span_kept",
    "tails_joined",
    "taken_back",
    "unsaid_after",
    "whose_only",
]


# Texting spellings of a question's own words ("wat", "wot", "kinda"), each one meaning one
# thing only; "ur" is left to :func:`_your_or_youre`.
_TEXTED: Final = {
    "wat": "what",
    "wot": "what",
    "wut": "what",
    "wht": "what",
    "kinda": "kind of",
    "sorta": "sort of",
    "typa": "type of",
    "whos": "who's",
    "wheres": "where's",
    "whats": "what's",
    "hows": "how's",
    "whens": "when's",
    "u": "you",
}
_TEXTED_WORD: Final = re.compile(rf"(?<![\w'’])(?-i:{alternation(_TEXTED)})(?![\w'’])")
# "ur" before a word: "ur dog" is "your dog", "ur moving" is "you're moving".
_UR: Final = re.compile(r"(?<![\w'’])(?-i:ur)\s+(?P<next>[a-z]+)")
_WH: Final = r"(?:what|which|where|who|when|how)"
_AUX: Final = r"(?:do|does|did|are|is|was|were|will|would|have|has|had|can|could|should)"
# "what dog you got", "what kind of car you driving", "where you workin now": a wh-phrase,
# then "you" and a verb with the auxiliary between them left out. The wh-phrase is the
# wh-word and at most three words that are no auxiliary ("what kind of dog").
_AUX_LEFT_OUT: Final = re.compile(
    rf"""^(?P<wh>{_WH}(?:\s+(?!{_AUX}\b|you\b)[a-z]+){{0,3}}?)\s+you\s+
    (?P<verb>(?!got\b)[a-z]{{2,}}(?:ing|in)|got)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "u seeing someone", "you coming tonight": "you" and a verb in "-ing" (or "-in") opening
# the last sentence; what is asked is whether, "are" left out. Not "you know": no "-ing".
_ARE_LEFT_OUT: Final = re.compile(
    r"""you\s+(?P<verb>(?!(?:bring|sing|ring|sting|swing|cling|fling|sling|wring|string|spring
    |thing|king|wing|begin|within|again)\b)[a-z]{3,}(?:ing|in))\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "callin", "workin", "doin": a verb typed with its "g" dropped, as "-in" is no ending of
# the words that follow "you" in a question otherwise.
_NOT_G_DROPPED: Final = word_set("again within begin cousin robin cabin basin margin", None)
# A turn's last sentence that opens on a wh-word, with an auxiliary and "you" or "your"
# within its first words: a question of the one asked, its mark left off as in chat ("what
# kind of dog did you get in the end"). Not "how ...": "how was ur bday n the diet" asks
# how it went, and "made it!!" then reads "it" as the birthday.
_ASKS: Final = re.compile(
    rf"""(?:^|[.!]\s+)(?P<asked>(?!how\b){_WH}(?:\s+[\w'’-]+){{0,4}}?\s+{_AUX}\s+(?:you|your)\b
    [^.!?]*|(?!how\b){_WH}['’]s\s+your\b[^.!?]*)$""",
    re.IGNORECASE | re.VERBOSE,
)


# A turn's last sentence that opens on an auxiliary and the one asked about: a yes-no
# question, its mark left off as in chat ("did your sister pass the road test", "is he
# still at the garage"). Not "did my first parkrun": the speaker's own news.
_YES_NO: Final = re.compile(
    r"""(?:did|do|does|has|have|is|are|was|were|will)\s+(?:you|your|he|she|they|his|her|their)
    \s+[\w'’-]+(?:\s+[\w'’-]+)*""",
    re.IGNORECASE | re.VERBOSE,
)


# "still at the bakery?", "u still in leeds?": the closing question, its "are you" left out.
_STILL_ASKED: Final = re.compile(
    r"""(?:^|(?<=[.!?]\s))(?:(?:u|you)\s+)?still(?=\s+(?:at|in|with|on|doing|working|living
    |going|playing|running|teaching|seeing|driving|learning)\b[^.!?]*\?\s*$)""",
    re.VERBOSE,
)


_OTHER_ONE: Final = re.compile(r"\b(?:he|she|they|him|her|them|his|hers|their)\b")


def question_in_full(prompt: str) -> str:
    """``prompt`` with a closing wh-question typed as a text written as it is asked in full:
    "wat dog u got" -> "what dog have you got?", "wot u callin the van" -> "what are you
    calling the van?", and a closing yes-no question given its mark ("did ur sister pass
    the road test" -> "did your sister pass the road test?"); a prompt typed in full is
    returned as it was."""
    if not prompt or prompt != prompt.lower():
        return prompt  # typed with capitals: its words mean what they say
    spelled = _TEXTED_WORD.sub(lambda m: _TEXTED[m.group(0)], prompt)
    spelled = _UR.sub(_your_or_youre, spelled)
    if not _OTHER_ONE.search(spelled):  # "how is she? still doing physics?": hers
        spelled = _STILL_ASKED.sub("are you still", spelled)  # "still at the bakery?"
    if "?" in spelled.rstrip(" ?!"):
        return spelled  # a question inside the turn: which one the answer answers, unsure
    marked = spelled.rstrip(" !").endswith("?")
    body = spelled.rstrip(" .!?")
    sentences = re.split(r"(?<=[.!])\s+", body)
    last = sentences[-1]
    left_out = _AUX_LEFT_OUT.match(last)
    if (bare := _ARE_LEFT_OUT.match(last)) is not None:
        # "u seeing someone??", "you moving in with him": a yes-no question, "are" left out
        verb = bare.group("verb")
        if verb.lower().endswith("in") and verb.lower() not in _NOT_G_DROPPED:
            verb += "g"
        last = f"are you {verb}{last[bare.end() :]}"
    elif left_out is not None:
        verb = left_out.group("verb")
        if verb.lower() == "got":
            said = "have you got"
        elif verb.lower().endswith("in") and verb.lower() not in _NOT_G_DROPPED:
            said = f"are you {verb}g"  # "workin" -> "working"
        elif verb.lower().endswith("ing"):
            said = f"are you {verb}"
        else:
            return prompt
        last = f"{left_out.group('wh')} {said}{last[left_out.end() :]}"
    elif not marked and _ASKS.fullmatch(last) is None and _YES_NO.fullmatch(last) is None:
        return prompt
    elif marked:
        return spelled
    return " ".join([*sentences[:-1], f"{last}?"])


def _your_or_youre(match: re.Match[str]) -> str:
    following = match.group("next")
    return f"{'you are' if following.endswith(('ing', 'in')) else 'your'} {following}"


# --- the tails of a fragment answer ---------------------------------------------------

# "called sumac", "named Biscuit", "called the wandering winkle": what the thing is called.
_CALLED: Final = re.compile(
    r"^(?:called|named|name's|name\s+is)\s+(?P<name>[\w'’-]+(?:\s+[\w'’-]+){0,3})[.!]*$",
    re.IGNORECASE,
)
# "since march", "since the spring", "for ten days": since when, or for how long.
_SINCE: Final = re.compile(
    rf"""^(?P<tail>since\s+(?:(?:last|this)\s+)?(?:{MONTH}|the\s+(?:spring|summer|autumn|winter)
    |(?:spring|summer|autumn|winter|christmas|easter|xmas|new\s+year)|(?:19|20)\d\d)
    (?:\s+(?:19|20)\d\d)?)[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "1989", "from 2016", "a 2016 one": the year a thing (a car, a van, a boat) is from.
_YEAR: Final = re.compile(r"^(?:from\s+)?(?P<year>(?:19|20)\d\d)(?:\s+model)?[.!]*$", re.IGNORECASE)
# "bonnie", "Muki": a name on its own, said of an animal.
_BARE_NAME: Final = re.compile(r"^(?P<name>[\w'’-]{2,20})[.!]*$")
# What a question asks the kind of when it asks of an animal: "what dog", "what breed",
# "what kind of dog".
_ANIMAL_ASKED: Final = re.compile(
    rf"""^(?:what|which)\s+(?:(?:kind|sort|type)\s+of\s+)?(?:{alternation(PETS)}|breed|pet|pets
    |puppy|pup|kitten|horse|pony)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# What a question asks the kind of when it asks of a thing made in a year: "what car",
# "which van", "what kind of bike".
_MADE_ASKED: Final = re.compile(
    r"""^(?:what|which)\s+(?:(?:kind|sort|type|make)\s+of\s+)?(?:car|van|truck|lorry|bike
    |motorbike|motorcycle|tractor|camper|campervan|caravan|boat|guitar|piano|camera|moped
    |scooter)s?\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "what dog ...?", "which kind of van ...?", "what breed ...?": a question asking which one
# animal or machine, whose answer is one of a kind ("a papillon", "a grey trabant").
ONE_OF_A_KIND: Final = re.compile(
    rf"{_ANIMAL_ASKED.pattern}|{_MADE_ASKED.pattern}(?<!s)\b", re.IGNORECASE | re.VERBOSE
)


# "are you learning", "is Ilse working": a question of what someone is doing now.
_DOING: Final = re.compile(r"\b(?:are|is|'re|'s)\s+\w+(?:\s+\w+)?\s+\w+ing\b", re.IGNORECASE)


# A fragment that opens an answer: a few words, no verb of its own ("a sloughi",
# "grey trabant", "bandoneón"); a clause ("I love it") is no such fragment.
_FRAGMENT: Final = re.compile(r"^[\w'’\" -]{2,40}$")
_CLAUSE_WORDS: Final = word_set(
    """i i'm im i've we he she they it it's its is are was were am be been have has had do
    does did not no yes yeah maybe""",
    None,
)
_SENTENCE: Final = re.compile(r"[^.!?]+[.!?]*\s*")


def tails_joined(question: str, answer: str, year: int | None = None) -> str:
    """``answer`` with the sentences after its opening fragment that only say what the
    answer is called, since when, or from which year joined onto it: "What kind of dog do
    you have?" + "a sloughi. called sumac" -> "a sloughi called Sumac"; "Which instrument
    are you learning?" + "bandoneón. since march" -> "bandoneón since March"; "What car do
    you have?" + "grey trabant. 1989" -> "grey trabant from 1989". Any other answer, or
    a sentence after it that says more, is returned as it was. A since or from ``year``
    after the document's year ("since 2030", "2027") is no tail: an ongoing fact or a thing
    had now does not start in the future."""
    sentences = [s.strip() for s in _SENTENCE.findall(answer.strip())]
    if len(sentences) < 2 or not re.match(rf"{_WH}\b", question, re.IGNORECASE):
        return answer
    head = sentences[0].rstrip(".!")
    if not _opening_fragment(head):
        return answer
    if unsaid_after(" ".join(sentences[1:])):
        return answer  # "collie. barney. joking": the answer taken back
    typed_low = answer == answer.lower()
    joined = head
    used = 1
    for sentence in sentences[1:]:
        tail = _tail(question, sentence, joined, typed_low)
        if tail is None or (year is not None and _after_year(tail, year)):
            break
        joined = f"{joined} {tail}" if tail else joined
        used += 1
    if used == 1:
        return answer
    return " ".join([f"{joined}.", *sentences[used:]])


def _after_year(tail: str, year: int) -> bool:
    """Whether the tail ("since 2030", "from 2027") names a year after ``year``."""
    return any(int(y) > year for y in re.findall(r"\b(?:19|20)\d\d\b", tail))


def _opening_fragment(head: str) -> bool:
    """Whether ``head`` is a fragment an answer opens on: a few words, no clause."""
    words = head.lower().split()
    return (
        bool(_FRAGMENT.match(head))
        and len(words) <= 5
        and not any(w in _CLAUSE_WORDS for w in words)
    )


def taken_back(question: str, answer: str) -> bool:
    """Whether ``answer`` to the wh-question ``question`` is a fragment a short fragment
    after it takes back ("what dog have you got?" + "collie. barney. joking", "a lab. dead
    now. sadly"): read before a joke or a hedge is dropped, so that the answer left does not
    read as said in earnest."""
    sentences = [s.strip() for s in _SENTENCE.findall(answer.strip())]
    if len(sentences) < 2 or not re.match(rf"{_WH}\b", question, re.IGNORECASE):
        return False
    return _opening_fragment(sentences[0].rstrip(".!")) and unsaid_after(" ".join(sentences[1:]))


def _tail(question: str, sentence: str, joined: str, typed_low: bool) -> str | None:
    """What ``sentence`` adds to the fragment ``joined`` as words after it ("called
    Sumac", "since March", "from 1989"); None when it is no tail of it."""
    called = _CALLED.match(sentence)
    if (
        called is not None
        and " called " not in f" {joined} "
        and ONE_OF_A_KIND.match(question)
        and _names_a_name(called.group("name"), typed_low)
    ):
        return f"called {_named(called.group('name'), typed_low)}"
    since = _SINCE.match(sentence)
    if since is not None and " since " not in f" {joined} " and _DOING.search(question):
        # "since" said of what one is doing now ("which instrument are you learning?"); of
        # who someone is ("who's Saoirse?" - "my flatmate!! since march") it is no tail
        tail = since.group("tail")
        return _month_capitalised(f"since{tail[len('since') :]}")  # "Since the autumn."
    if (year := _YEAR.match(sentence)) is not None and _MADE_ASKED.match(question):
        return f"from {year.group('year')}"
    bare = _BARE_NAME.match(sentence)
    if (
        bare is not None
        and _ANIMAL_ASKED.match(question)
        and " called " not in f" {joined} "
        and _a_name(bare.group("name"), typed_low)
    ):
        return f"called {_named(bare.group('name'), typed_low)}"
    return None


def _a_name(word: str, typed_low: bool) -> bool:
    """Whether ``word`` standing alone after an animal's kind is its name: a known first
    name, or a name-like word (capitalised in a turn typed with capitals) that is none of
    the words said instead of a name - of an animal (a look, a sex, a temper: "rescue",
    "lovely"), of the answer (a verdict, a hedge, a joke: "Brilliant", "Honestly",
    "joking") or of when ("Tuesday", "Sometimes")."""
    low = word.lower()
    if low in MALE_NAMES | FEMALE_NAMES:
        return typed_low or word[:1].isupper()
    if (
        low in _CLAUSE_WORDS
        or low in _SAID_OF_ANIMALS
        or low in _SAID_INSTEAD
        or _WHEN_WORD.fullmatch(low)
        or not low.isalpha()
    ):
        return False
    if not typed_low and not word[:1].isupper():
        return False
    return not _NOT_NAME_ENDING.search(low)


def _names_a_name(name: str, typed_low: bool) -> bool:
    """Whether the words after "called"/"named" are a name ("called sumac", "named the
    Wandering Winkle"), not a phrase ("named after my ex", "called it", "called Brilliant")."""
    words = name.split()
    if words[0].lower() == "the" and len(words) > 1:
        words = words[1:]  # "called the wandering winkle"
    if any(w.lower() in _NOT_IN_A_NAME for w in words):
        return False
    return _a_name(words[0], typed_low)


# Words said after an answer instead of a name: a verdict on it ("Brilliant", "Smart"), a
# hedge or a joke ("Honestly", "Hopefully", "joking"), how often ("Sometimes").
_SAID_INSTEAD: Final = word_set(
    """good great bad terrible decent amazing excellent awful brilliant smart clever clueless
    dumb stupid thick silly funny fab fabulous fantastic wonderful lush ace epic legend
    honest honestly seriously literally
    basically actually apparently obviously probably possibly hopefully definitely sadly
    luckily maybe perhaps sometimes often always never usually mostly rarely anyway joking
    kidding jk lol haha ok okay sure true same exactly indeed totally nah no yes yep yeah
    dead gone died deceased passed rip""",
    None,
)
# Weekdays and the days around today: said of when, never a name.
_WHEN_WORD: Final = re.compile(
    rf"(?:{WEEKDAY}|{SHORT_WEEKDAY}|today|tomorrow|yesterday|tonight|weekends?|daily)s?\.?"
)
# Words no name is made of: a preposition, a possessive, a pronoun ("named after my ex",
# "called it", "called her that").
_NOT_IN_A_NAME: Final = word_set(
    """after for by from with it him her them that this those these my your his our their
    its me us you something anything nothing whatever""",
    None,
)


# What people say of an animal in one word, no name: its sex, age, look, temper, origin.
_SAID_OF_ANIMALS: Final = word_set(
    """rescue rescued adopted puppy pup kitten boy girl male female mine ours lovely gorgeous
    cute old young big small tiny huge mad crazy gentle lazy adorable beautiful stunning
    pedigree crossbreed cross mongrel mix mixed purebred chipped neutered spayed black white
    brown ginger grey gray tabby sweet naughty good great nice fine amazing perfect sorted
    thanks thx nope yeah yep lol haha bonkers bananas nuts daft soft huge massive both
    twins one two three four five six seven eight nine ten""",
    None,
)
# Endings of words that describe (an adjective or adverb, a participle), seldom a name's.
_NOT_NAME_ENDING: Final = re.compile(r"(?:ly|ed|ing|ous|ful|less|ish|able|ible|ive)$")


def _named(name: str, typed_low: bool) -> str:
    """A name as a memory writes it: capitalised when the turn was typed in lower case."""
    if not typed_low:
        return name
    words = name.split()
    lead = ["the"] if words[0] == "the" and len(words) > 1 else []  # "the Wandering Winkle"
    return " ".join([*lead, *(w[:1].upper() + w[1:] for w in words[len(lead) :])])


def _month_capitalised(tail: str) -> str:
    """ "since march" -> "since March": a month's name as it is written."""
    return re.sub(
        rf"\b{MONTH}\b",
        lambda m: m.group(0)[:1].upper() + m.group(0)[1:].lower(),
        tail,
        flags=re.IGNORECASE,
    )


# --- the span an answer closes on ----------------------------------------------------

# "I'm learning", "My son is training", "Ilse is studying": a statement of what someone is
# doing now, the form that takes "since" as "has been".
_DOING_NOW: Final = re.compile(
    r"^(?P<who>I|.+?)(?:['’]m|\s+(?P<be>is|are))\s+(?P<verb>[a-z]+ing)\b", re.IGNORECASE
)
# ", since March", " for ten days", " for 3 weeks": the span an answer closes on.
_SPAN_TAIL: Final = re.compile(
    rf"""(?:,\s*|\s+)(?P<span>since\s+(?:(?:last|this)\s+)?(?:{MONTH}|(?:19|20)\d\d
    |the\s+(?:spring|summer|autumn|winter)|spring|summer|autumn|winter|christmas|easter)
    (?:\s+(?:19|20)\d\d)?|for\s+(?:\d{{1,3}}|a|an|one|two|three|four|five|six|seven|eight|nine
    |ten|eleven|twelve|a\s+few|a\s+couple\s+of)\s+(?:days?|weeks?|months?|years?))[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def span_kept(statement: str, said: str, question: str | None = None) -> str:
    """``statement`` with the "since March" or "for ten days" the answer closed on, in the
    tense that takes it: "I'm learning bandoneón" + "since March" -> "I've been learning
    bandoneón since March"; "I went to Crete" + "for ten days" -> "I went to Crete for ten
    days". A statement that has a span of its own, one that "since" does not fit ("I have a
    van"), or one of what is being done now with "for" (so far, or still ahead?) is
    returned as it was. A ``question`` that is not asked in the present progressive
    ("what were you studying?", "what did you buy?") keeps no span: "since" would make a
    past doing ongoing, "for ten days" a purchase last. A statement the span was joined
    onto already ("I'm learning bandoneón since March") is read without it."""
    if question is not None and not _DOING.search(question):
        return statement
    span = _SPAN_TAIL.search(said)
    if span is None:
        return statement
    words = span.group("span")
    base = statement
    if statement.lower().rstrip(" .!").endswith(f" {words.lower()}"):
        # the tail joined onto the fragment before the statement was made
        base = statement.rstrip(" .!")[: -len(words) - 1]
    if re.search(r"\b(?:since|for)\b", base, re.IGNORECASE):
        return statement
    doing = _DOING_NOW.match(base)
    if not words.lower().startswith("since"):
        return statement if doing is not None or base != statement else f"{base} {words}"
    if doing is None:
        return statement
    who = doing.group("who")
    plural = (doing.group("be") or "").lower() == "are"
    has = "'ve" if who == "I" else " have" if plural else " has"
    return f"{who}{has} been {doing.group('verb')}{base[doing.end() :]} {words}"


# --- what the fragments after an answer take back ----------------------------------------

# A short fragment after the answer that opens on taking it back: a hedge ("hopefully",
# "maybe"), a joke ("joking", "jk"), a loss ("dead now", "RIP", "passed away last year") -
# the answer is then no fact of the answerer's present. Only at the fragment's start: "my
# grandmother died" tells news of its own, "third chair, sadly" a verdict on a detail.
_TAKEN_BACK: Final = re.compile(
    rf"""^\W*(?:(?:but|well|oh|lol|haha)\W+)?(?:{HEDGE_WORDS}|(?:only\s+|just\s+)?joking
    |(?:only\s+|just\s+)?kidding|jk|not\s+really|as\s+if|in\s+my\s+dreams
    |dead(?=\s+now\b|\W*$)|died|passed(?=\s+away\b|\W*$)|rip|gone\s+now|no\s+longer
    |not\s+any\s*more)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# How many words a fragment after the answer has at most to be read as taking it back.
_TAKEN_BACK_WORDS: Final = 5


def unsaid_after(rest: str) -> bool:
    """Whether a short fragment in ``rest`` (the answer after its first sentence) takes the
    answer back: "spaniel. hopefully", "collie. barney. joking", "a lab. dead now. sadly"."""
    for sentence in _SENTENCE.findall(rest):
        if len(sentence.split()) <= _TAKEN_BACK_WORDS and _TAKEN_BACK.match(sentence):
            return True
    return False


# "my dad's", "mum's", "our Jen's": whose a thing is, with no thing - no answer of what.
_WHOSE_ONLY: Final = re.compile(
    r"^(?:(?:my|our|his|her|their)\s+)?[a-z-]{2,20}['’]s?[.!]*$", re.IGNORECASE
)


def whose_only(said: str) -> bool:
    """Whether ``said`` only says whose the thing asked of is ("my dad's", "mum's")."""
    return _WHOSE_ONLY.match(said.strip()) is not None

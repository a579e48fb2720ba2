"""Facts a request for help names in passing.

A speaker asking for something often says a fact of their own on the way, and the request
itself is no fact, so the clause reader drops the whole of it. Two ways of saying such a
fact are read here:

- what the request asks to have said: "Please mention that my dad retired in May"
  (:func:`mention_told`);
- a reason given after the request: "Add a line about ladders, because my colleague Ravi
  broke his wrist last week" (:func:`reason_told`) - the reason is the speaker's news;
- someone the request names, described in a "who" clause: "Can you end with a thank-you to
  Pippin, who's two and has eaten every glove we own?" (:func:`described_in_request`) -
  "Pippin is two and has eaten every glove we own";
- the day of an occasion the request is for: "I need ideas for my son Olly's tenth
  birthday, which is on Saturday the 12th of October" (:func:`occasions_named`) - whose
  occasion, which one and its day, said plainly: "my son Olly's tenth birthday is on
  Saturday the 12th of October".
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import (
    AGE_WORDS,
    KIN_EXTRA,
    MONTH,
    RELATIVES,
    ROLES,
    WEEKDAY,
    alternation,
    word_set,
)

# ", because my colleague Ravi broke his wrist": the reason opens on a subject of its own
# that needs nothing before it: the speaker, "we", someone of the speaker's, or a name
# (not "he", "it", "that": "because it's for my boss" leans on the request).
_REASON_TOLD: Final = re.compile(
    r"""(?:,\s*|\s+)(?:because|cos|'cause|cause)\s+
    (?=(?:i|i'm|i've|i'd|i'll|we|we're|we've|we'd|my|our)\s+\S
    |(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+(?-i:[a-z]))""",
    re.IGNORECASE | re.VERBOSE,
)
# "because I have no idea", "because I'm useless at this": about the request, not news
_ABOUT_THE_ASKING: Final = re.compile(
    r"""^(?:i|i'm|i\s+am|i've|i\s+have|i\s+don't|i\s+do\s+not|i\s+can't|i\s+cannot|i'd|i\s+would
    |we|we're|we\s+don't|we\s+can't|we'd)\s+(?:(?:really|just|honestly|totally|completely)\s+)?
    (?:no\s+idea|not\s+sure|(?:hopeless|useless|terrible|rubbish|bad|awful)\s+at
    |(?:don't|do\s+not)\s+know|can't\s+think|cannot\s+think|stuck|lost|confused|in\s+a\s+hurry
    |short\s+(?:of|on)\s+time|no\s+time
    # what the help is for: "because I want to make my sister cry"
    |(?:want|need|hope|wish|like|love|trying)\s+to)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def reason_told(request: str) -> str | None:
    """The reason a request gives after "because" when it opens a clause of its own and
    is not about the asking ("..., because my colleague Ravi broke his wrist"); else None."""
    found = _REASON_TOLD.search(request)
    if found is None or found.start() == 0:
        return None
    reason = request[found.end() :].strip()
    if _ABOUT_THE_ASKING.match(reason):
        return None
    return reason


# "Please mention that my dad retired in May": what the speaker asks to have written, a
# clause of their own with a subject that needs nothing before it (not "I'm": "say that
# I'm honoured" is for the speech, not news)
_TO_MENTION: Final = re.compile(
    r"""^(?:please\s+)?(?:(?:also|just|and)\s+)?(?:please\s+)?(?:mention|say|add|note|include
    |point\s+out|put\s+in|write)\s+that\s+
    (?=(?:i|i've|we|we've|my|our|the)\s+\S|(?!I['’])(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)*
    \s+(?-i:[a-z]))""",
    re.IGNORECASE | re.VERBOSE,
)


def mention_told(request: str) -> str | None:
    """The clause a request asks to have said ("please mention that my dad retired in
    May" -> "my dad retired in May"); else None."""
    found = _TO_MENTION.match(request)
    if found is None:
        return None
    told = request[found.end() :].strip()
    if _ABOUT_THE_ASKING.match(told):
        return None
    return told


_OWNED: Final = alternation(RELATIVES | KIN_EXTRA | ROLES)
_NAME: Final = r"(?-i:[A-Z])[\w-]+"
_AGE_WORDS: Final = alternation(AGE_WORDS)
_ORDINAL: Final = r"(?:\d{1,3}(?:st|nd|rd|th)|[a-z]+-?(?:first|second|third|th))"
_OCCASION: Final = r"""(?:birthday(?:\s+party)?|wedding(?:\s+anniversary)?|anniversary
    |retirement(?:\s+party|\s+do)?|leaving\s+(?:party|do)|graduation|christening)"""
_WEEKDAY: Final = WEEKDAY
_MONTH: Final = MONTH
_DAY: Final = r"(?:\d{1,2}(?:st|nd|rd|th)?)"
# "on Saturday the 6th of July", "on the 28th of September", "on 8 February", "on May 3rd",
# "on Friday the 25th", "on Saturday": a day the dates module reads
_ON_DAY: Final = rf"""on\s+(?:(?:this|next)\s+)?(?:{_WEEKDAY}(?:,?\s+(?:the\s+)?{_DAY}
    (?:\s+(?:of\s+)?{_MONTH})?)?|(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MONTH}|{_MONTH}\s+{_DAY}
    |the\s+{_DAY})"""
# "for my daughter Yvaine's eighteenth birthday, which is on ...": for whose occasion, and
# when (the speaker's own: "for my fortieth on ..." names no occasion and is left alone)
_FOR_OCCASION: Final = re.compile(
    rf"""\bfor\s+(?P<whose>(?:my|our)\s+(?:{_OWNED})(?:\s+{_NAME})?|{_NAME}(?:\s+{_NAME})?)
    ['’]s\s+(?P<what>(?:{_ORDINAL}\s+)?{_OCCASION})
    (?:\s*,\s*|\s+)(?:(?:which|that)\s+is\s+|which['’]s\s+|that['’]s\s+|it['’]s\s+)?
    (?P<when>{_ON_DAY})(?![\w'-])(?!\s+(?:or|and|if|maybe|perhaps)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# What the occasion is for is still to come: asked for, needed or being planned ("I need
# ideas for ...", "can you suggest a cake for ..."), not done ("I bought a dress for Amira's
# wedding on Saturday": the day may be the buying's).
_ASKED_FOR: Final = re.compile(
    r"""\b(?:need|needs|want|wants|would\s+like|'d\s+like|'d\s+love|looking\s+for|planning
    |plan|organi[sz]ing|organi[sz]e|help|ideas?|suggest|suggestions|recommend|recommendations
    |can\s+you|could\s+you|would\s+you|please)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def occasions_named(sentence: str) -> list[str]:
    """The occasions ``sentence`` asks something for, with their day, each said as a
    clause of its own ("my son Olly's tenth birthday is on the 12th of October"), and the
    ages reached ("a card for Nell, 30 on Friday" -> "Nell is turning 30 on Friday")."""
    occasions = [
        f"{found.group('whose')}'s {found.group('what')} is {found.group('when')}"
        for found in _FOR_OCCASION.finditer(sentence)
        if _ASKED_FOR.search(sentence, 0, found.start())
    ]
    return occasions + [
        f"{aged.group('who')} is turning {aged.group('age')} {aged.group('when').strip()}"
        for aged in _AGE_REACHED.finditer(sentence)
        if _ASKED_FOR.search(sentence, 0, aged.start())
        and aged.group("who").split()[0].lower() not in _OPENERS
    ]


# "..., to Pippin, who's two and has eaten every glove we own?", "for my uncle Bert, who has
# just retired": someone named (or the speaker's relative) inside the request, then a "who"
# clause that says what they are, have or did (not "who'd love ...", "who might come").
# Only one the request is for or about: "Should my mother, who's 82, get an alarm?" asks.
_DESCRIBED: Final = re.compile(
    rf"""\b(?:to|for|with|about|from|of|invite|thank|visit|tell|ask|help|call|email|text|write
    |meet|surprise|congratulate)\s+(?P<who>(?:my|our)\s+(?:{_OWNED})(?:\s+{_NAME})?|{_NAME}(?:\s+{_NAME})?),\s+who
    (?P<verb>['’]s\s+(?:been|got)|['’]s|\s+(?:is|was|has|had|turned|turns|just|recently|lives
    |works|loves|hates|(?!(?:does|needs|wants|thinks|says)\b)[a-z]{{3,}}s|[a-z]{{3,}}ed))\s+
    (?P<rest>[^?!.,;]+?(?:,\s+(?!and\s+(?:can|could|would)\b)and\s+[^?!.,;]+?)?)\s*(?=[?!.,;]|$)""",
    re.IGNORECASE | re.VERBOSE,
)


# "a present for Kirsty, 40 on the 26th", "a cake for my nephew Bryn, turning six next
# week": the age the one a request is for reaches, and when, the "who" left out (with it,
# :data:`_DESCRIBED` reads the clause).
_AGE_REACHED: Final = re.compile(
    rf"""\b(?:for|to)\s+(?P<who>(?:my|our)\s+(?:{_OWNED})(?:\s+{_NAME})?|{_NAME}),\s+
    (?:turning\s+)?(?P<age>\d{{1,3}}|{_AGE_WORDS})
    \s+(?P<when>(?:on|next|this|tomorrow|in)\b[^?!.,;]*)""",
    re.IGNORECASE | re.VERBOSE,
)


def described_in_request(request: str) -> list[str]:
    """What a request says of someone it names in a "who" clause, each as a clause of its
    own: "Please add a line for my neighbour Orla, who is ninety next week" -> "my
    neighbour Orla is ninety next week"."""
    found = []
    for described in _DESCRIBED.finditer(request):
        who, verb = described.group("who"), described.group("verb").strip()
        if who.split()[0].lower() in _OPENERS:
            continue
        verb = re.sub(r"^['’]s\b", "has" if " " in verb else "is", verb)
        found.append(f"{who} {verb} {described.group('rest')}")
    return found


# "Congratulations to Sixpence! How old is she now?": a question about "she"/"he" right
# after a sentence that names one person or animal, and nobody else.
_ASKED_OF: Final = re.compile(
    r"""(?P<before>(?:^|(?<=[.!?]\s))[^.!?]*[.!]+)\s+
    (?P<question>[^.!?]*?\b(?P<who>she|he)\b[^.!?]*\?)\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_CAPITALISED: Final = re.compile(r"(?<![\w'-])(?-i:[A-Z])[\w-]+")
# A reply's first word, capitalised but no one's name ("Congratulations to Sixpence!")
_OPENERS: Final = word_set(
    """congratulations congrats hello hi hey happy well oh sorry thanks thank wow great good
    lovely brilliant amazing poor welcome cheers ah aw ha haha ooh yes no""",
    None,
)


def asked_of_one_named(
    prompt: str | None, names: frozenset[str], earlier: str | None = None
) -> str | None:
    """``prompt`` with the "she"/"he" its closing question asks about put as the one name
    the sentence before it gives ("Congratulations to Sixpence! How old is Sixpence
    now?"); as it was when that sentence names no one or several, is the name alone (an
    echo: "Prague! is she nervous?"), names a place ("in Prague"), or the question or the
    turn before the prompt (``earlier``) names someone else it could be."""
    if not prompt:
        return prompt
    found = _ASKED_OF.search(prompt)
    if found is None or len(found.group("before").split()) < 2:
        return prompt
    question = found.group("question")
    if len(re.findall(r"\b(?:she|he|her|him|his|they)\b", question, re.IGNORECASE)) != 1:
        return prompt  # "did she tell him?": two people
    if any(word in names for word in _CAPITALISED.findall(question)):
        return prompt
    words = _CAPITALISED.findall(found.group("before"))
    named = {word for word in words if word in names and word.lower() not in _OPENERS}
    if len(named) != 1:
        return prompt
    (name,) = named
    if re.search(rf"\b(?:in|at|from|near|of|around|across)\s+{re.escape(name)}\b", prompt):
        return prompt  # a place
    if re.search(rf"\b(?:a|an|the|this|that|your|my)\s+{re.escape(name)}\b", prompt, re.I):
        return prompt  # "a Pixar film": a make, a brand, a thing
    if re.search(r"\b(?:she|he|her|him|his)\b", found.group("before"), re.IGNORECASE):
        return prompt  # "You took her to ...! Did she like it?": the one said before
    if any(_someone_else(word, name, names, prompt) for word in _PERSON.findall(earlier or "")):
        return prompt  # "Leyla is going to Prague" - "Great! is she nervous?": Leyla, maybe
    at = found.start("who")
    return f"{prompt[:at]}{name}{prompt[found.end('who') :]}"


# A capitalised word opening a sentence: who the sentence is about ("Leyla is going to ...")
_PERSON: Final = re.compile(r"(?:^|(?<=[.!?]\s))(?-i:[A-Z])[\w-]+")


def _someone_else(word: str, name: str, names: frozenset[str], prompt: str) -> bool:
    """Whether ``word``, opening a sentence of the turn before the prompt, is someone
    other than ``name`` whom the prompt's question could ask about (a name the prompt
    says itself, "Hello Liesel!", is accounted for there)."""
    if word == name or word not in names or word.lower() in _OPENERS:
        return False
    return re.search(rf"(?<![\w'-]){re.escape(word)}(?![\w'-])", prompt) is None


# "Dulcie is a boat-builder, which is how we met": the "we" is the one the clause is about
# and the speaker
_HOW_WE_MET: Final = re.compile(
    r"""^(?P<name>(?-i:[A-Z])[\w-]+)\s[^,]+,\s+which\s+(?:is|was)\s+(?:how|where)\s+
    (?P<met>we\s+(?P<first>first\s+)?met)(?=\s*(?:[.:;!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)


def we_met_named(clause: str, names: frozenset[str], speaker: str | None) -> str:
    """``clause`` with a closing "which is how we met" said of the one the clause opens on
    and the speaker ("Dulcie is a boat-builder, which is how Dulcie met me"); as it was
    otherwise."""
    found = _HOW_WE_MET.match(clause)
    if found is None:
        return clause
    name = found.group("name")
    if name not in names or name == speaker:
        return clause
    met = f"{name} {found.group('first') or ''}met me"
    return f"{clause[: found.start('met')]}{met}{clause[found.end('met') :]}"

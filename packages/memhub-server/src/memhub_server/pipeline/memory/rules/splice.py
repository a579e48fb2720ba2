"""A statement spliced onto a remark with a comma (or a dash).

Chat runs a short remark or answer and a statement together: "not great, my landlord is
selling the flat", "big news, we're moving to Hull", "it was a long week, Marek starts in
Ghent on Monday". Read whole, the clause either leans on the remark's "it" and is cut, or
keeps the remark as the opening words of the memory ("Big news, the user is moving ...").
The statement after the comma stands on its own when it opens on a subject: "I"/"we", "my
X" with a verb, a name the document attests, "he"/"she". A remark without a subject
("pretty good", "long story", "big news") forms nothing.

Not every comma before a subject ends a remark. A condition, a comparison or a phrase
that places the statement stays with it ("If it rains, I stay home", "Like my mum, I hate
olives", "In 2019, I moved to Leeds"); another's words ("Mum says, I'm too thin") and a
hedge ("Worst case, we sell the house") state nothing. A remark that dates the statement
("Freezing this morning, my car wouldn't start") or says something of its own ("Her mum
moved, her dad stayed") keeps the whole reading; the two are read apart only when the
whole forms nothing (:func:`spliced` with ``loose``).

A greeting passed on ("Priya sends her love, she's started a pottery course") is no
reported speech: what follows is a statement of its own, and its "he"/"she" is the one
who sent the greeting when no one else is named (:func:`greeter_named`).
"""

from __future__ import annotations

import re
from typing import Final

from .contraction import d_verb, s_verb
from .lexicon import FEMALE_KIN, IRREGULAR_PAST, MALE_KIN, RELATIVES, word_set

__all__ = ["greeter_named", "spliced"]


_WORD: Final = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")

# Words that open a phrase tied to the clause after it: a condition, a time or place, a
# comparison, a concession. What follows the comma is not said on its own.
_TIED_OPENERS: Final = word_set(
    """if when whenever while whilst because cause cos since as although though unless
    until till after before once whether even so that where wherever whereas like unlike
    without with in on at by for from during over under despite instead apart besides
    except according given considering compared than to into about within between among
    of upon onto towards toward against beyond behind near around throughout via per
    whoever whatever whichever however who which lest provided assuming supposing say""",
    None,
)
# A hedge in the remark makes the statement after it no fact: "Worst case, we sell the
# house", "Hopefully, I get the job", "jk, I'm moving to Mars". ("if" and "unless" only
# lead a condition: "not sure if you heard, my sister is engaged" states the news.)
_HEDGES: Final = word_set(
    """case scenario ideally hypothetical hypothetically theoretically potentially pretend
    kidding joking jk otherwise maybe perhaps probably possibly hopefully crossed rumour
    rumor supposedly allegedly reportedly""",
    None,
)
# Another's words or thoughts: "Mum says, I'm too thin", "I reckon, we'll move" report
# or guess, they do not state. ("She said yes, we're engaged" says its own words first.)
_SAYING: Final = word_set(
    """say says said saying think thinks thought reckon reckons reckoned believe believes
    believed tell tells told telling claim claims claimed insist insists insisted heard hear
    hears guess guessed suppose swear swears swore promise promises promised joked argued
    argue argues warned warns wrote writes texted messaged""",
    None,
)
# What may follow the verb of saying when the words said come after the comma: "Mum told
# me, ...", "She said that, ...".
_SAID_TO: Final = word_set("me us him her them that so", None)
_MODALS: Final = word_set("should would could might ought", None)
# Words that date or time what follows: a remark holding one keeps the whole reading.
_TIME_WORDS: Final = word_set(
    """today yesterday tonight tomorrow morning afternoon evening night nights week weeks
    weekend month months year years ago earlier later recently lately now then soon
    monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december spring summer autumn fall
    winter christmas easter day days hour hours minute minutes""",
    None,
)
# Adverbs that give the speaker's attitude to what they say, not how often or how far it
# holds: "Sadly, my grandad died" states the death.
_ATTITUDES: Final = word_set(
    """sadly luckily unluckily unfortunately fortunately weirdly oddly strangely
    surprisingly unsurprisingly thankfully obviously clearly honestly seriously frankly
    naturally literally personally admittedly annoyingly amazingly incredibly ironically
    predictably embarrassingly tragically happily interestingly funnily crucially
    importantly understandably""",
    None,
)
# Opening phrases that only mark the turn's flow: "speaking of which", "of course", "on
# that note", "what a week". They may start with a preposition or a verb, yet tie nothing
# to the clause.
_DISCOURSE: Final = re.compile(
    r"""^(?:speaking\s+of\s+(?:which|that|[\w'-]+)|of\s+course|on\s+(?:that|a\s+\w+|an\s+\w+)
    \s+note|for\s+what\s+it's\s+worth|in\s+other\s+news|to\s+be\s+(?:fair|honest)
    |by\s+the\s+way|for\s+the\s+record|at\s+last|in\s+fact|as\s+it\s+happens
    |in\s+any\s+case|either\s+way|all\s+in\s+all|at\s+any\s+rate|long\s+story\s+short
    |what\s+an?\s+(?:[\w'-]+\s+){0,2}[\w'-]+
    |(?:sorry\s+)?(?:for\s+)?(?:the\s+)?(?:late|slow|delayed)\s+(?:reply|response|answer)
    |(?:[\w'-]+\s+){0,3}(?:news|question|update|fact|thing|note|story|confession
    |announcement|point|rant|vent|gossip|development|headline|bombshell|twist)
    (?:\s+(?:on|from|at)\s+(?:my|our|this|the\s+\w+)\s+(?:side|end|front))?)$""",
    re.IGNORECASE | re.VERBOSE,
)
# A greeting passed on from someone: "Kim says hi", "my sister sends her love btw".
_GREETER: Final = (
    r"(?P<who>(?:(?:my|our)\s+(?P<kin>[a-z-]+)(?:\s+(?-i:[A-Z])[\w'’-]+)?)"
    r"|(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)"
)
_GREETING_WORDS: Final = (
    r"\s+(?:says|said|sends|sent)\s+(?:(?:a\s+)?(?:big\s+)?(?:hi|hello|hey|hiya|howdy|hugs?"
    r"|greetings|regards|(?:(?:his|her|their)\s+)?(?:love|best(?:\s+wishes)?|regards))"
    r"(?:\s+(?:to\s+you|back|too|btw|by\s+the\s+way|x+|lol))*)"
)
_GREETING: Final = re.compile(rf"^{_GREETER}{_GREETING_WORDS}$", re.IGNORECASE)
# The greeting, then a clause of its own opening on "he"/"she".
_GREETING_THEN_PRONOUN: Final = re.compile(
    rf"(?<![\w'’]){_GREETER}{_GREETING_WORDS}(?P<gap>\s*(?:[,.;!]+|\s[–—-])\s*)"
    r"(?P<pronoun>he|she|he's|she's|he'd|she'd|he'll|she'll)(?=\s)",
    re.IGNORECASE,
)

# Where the statement after the comma opens on its subject.
_FIRST_PERSON_LEAD: Final = re.compile(
    r"(?:i|i'm|i've|i'd|i'll|we|we're|we've|we'd|we'll|the\s+user)(?![\w'’])", re.IGNORECASE
)
_PRONOUN_LEAD: Final = re.compile(
    r"(?:he|she|he's|she's|he'd|she'd|he'll|she'll)\s+[a-z]", re.IGNORECASE
)
# "my partner Jem got ...", "our landlord is selling ...": a possessive subject up to three
# words long, then its verb.
_VERB: Final = (
    r"(?:is|are|was|were|has|have|had|does|doesn't|did|didn't|will|won't|can|can't|could"
    r"|couldn't|would|wouldn't|just|also|finally|still|never|always|[\w-]+ed|[\w-]+[^s\W]s"
    r"|(?:[\w-]+)?['’](?:s|ll|d|ve|re)|"
    + "|".join(sorted(IRREGULAR_PAST, key=len, reverse=True))
    + r")(?![\w'’])"
)
_VERB_IN: Final = re.compile(rf"\s{_VERB}", re.IGNORECASE)
_DETERMINERS: Final = word_set("my our his her their your the a an this that these those", None)
_POSSESSIVE_LEAD: Final = re.compile(
    rf"(?:my|our)\s+[\w'’-]+(?:['’]s)?\s+(?:[\w'’-]+\s+){{0,2}}?{_VERB}", re.IGNORECASE
)
_NAME_LEAD: Final = re.compile(r"(?-i:[A-Z])[\w-]*(?=(?:['’]s)?(?:\s|$))")

_SEPARATOR: Final = re.compile(r"\s*[,;]\s+|\s+[-–—]+\s+")
# "Windy, beautiful, and my churches are full": a joining word before the statement.
_JOINER: Final = re.compile(r"^(?:and|but|plus)\s+(?=\S+\s)", re.IGNORECASE)
_MIN_SAID_WORDS: Final = 3
# "mine", "hers": a thing the remark named, which the statement cannot do without.
_OWNED_BEFORE: Final = re.compile(
    r"(?<![\w'’])(?:mine|yours|hers|ours|theirs)(?:['’]s)?(?![\w'’])", re.IGNORECASE
)
_MAX_REMARK_WORDS: Final = 10


def spliced(clause: str, names: frozenset[str], *, loose: bool = False) -> list[str] | None:
    """``clause`` read as a remark and the statement spliced after it: the statement, led
    by the remark when that is a clause of its own to read as well; empty when the remark
    hedges the statement or reports another's words; None when no comma in ``clause`` ends
    such a remark.

    A remark that dates or times the statement only ends one when ``loose`` is set: the
    caller sets it once the whole clause has formed nothing."""
    for separator in _SEPARATOR.finditer(clause):
        remark, said = clause[: separator.start()].strip(), clause[separator.end() :]
        said = _JOINER.sub("", said, count=1)
        if _DISCOURSE.match(remark):
            # "Big news on my side, the hall asked me ...": only the news itself is said
            if any(word.lower() in _HEDGES for word in _WORD.findall(remark)):
                return []  # "Hypothetical question, I win the lottery"
            return [said] if len(said.split()) >= _MIN_SAID_WORDS else None
        if not _subject_leads(said, names):
            continue
        if _OWNED_BEFORE.search(said) is not None:
            return None  # "it's my aunt's, she lends it while mine's in the shop"
        kind = _remark_kind(remark)
        if kind == "hedged":
            return []  # "Worst case, we sell the house": no fact, whole or in part
        if kind == "greeting":
            return [said]
        clause_too = _may_be_clause(remark, names)
        if kind == "tied" or ((kind == "timed" or clause_too) and not loose):
            # the remark belongs to its clause (so do later ones), or it says something of
            # its own: then the whole is read first ("Her mum moved, her dad stayed")
            return None
        return [remark, said] if clause_too else [said]
    return None


def greeter_named(text: str, names: frozenset[str]) -> str:
    """``text`` with the "he"/"she" opening the clause after a greeting passed on made the
    one who sent it, when the turn names no one else: "Kim says hi btw, he's started night
    classes" -> "Kim says hi btw, Kim has started night classes"."""
    for match in _GREETING_THEN_PRONOUN.finditer(text):
        who = match.group("who")
        kin = match.group("kin")
        if kin is not None and kin.lower() not in RELATIVES:
            continue  # "my plant says hi": no one to be "he"
        if kin is not None and kin.lower() in (
            FEMALE_KIN if match.group("pronoun").lower().startswith("he") else MALE_KIN
        ):
            return text  # "my sister says hi, he ...": someone else
        if kin is None:
            # "Btw Kim says hi": the sender is the attested name, not the word before it
            words = who.split()
            while words and words[0] not in names:
                words.pop(0)
            if not words:
                continue
            who = " ".join(words)
        if _someone_else(text, who, names):
            return text
        return _pronoun_named(text, match, who)
    return text


def _pronoun_named(text: str, match: re.Match[str], who: str) -> str:
    """``text`` with the pronoun ``match`` found replaced by ``who``."""
    pronoun = match.group("pronoun").lower()
    rest = text[match.end() :]
    if pronoun.endswith("'s"):
        named = f"{who} {s_verb(rest)}"
    elif pronoun.endswith("'d"):
        named = f"{who} {d_verb(rest)}"
    elif pronoun.endswith("'ll"):
        named = f"{who} will"
    else:
        named = who
    return f"{text[: match.start('pronoun')]}{named}{rest}"


# "a place at Durham", "moving to Ghent": a name after these is a place, not a person.
_PLACE_BEFORE: Final = re.compile(r"\b(?:in|at|to|from|near|into|of|around|outside)\s+$", re.I)


def _someone_else(text: str, who: str, names: frozenset[str]) -> bool:
    """Whether ``text`` names a person besides ``who``: another attested name, or a
    relative of the speaker's other than the one ``who`` is."""
    own = {word.lower() for word in _WORD.findall(who)}
    for word in _WORD.finditer(text):
        bare = re.sub(r"['’]s$", "", word.group())
        if (
            bare in names
            and bare.lower() not in own
            and not _PLACE_BEFORE.search(text, 0, word.start())
        ):
            return True
    for kin in re.finditer(r"\b(?:my|our|his|her)\s+([a-z-]+)", text, re.IGNORECASE):
        if kin.group(1).lower() in RELATIVES and kin.group(1).lower() not in own:
            return True
    return False


def _subject_leads(said: str, names: frozenset[str]) -> bool:
    """Whether ``said`` opens on its subject and that subject's verb."""
    if _FIRST_PERSON_LEAD.match(said) or _PRONOUN_LEAD.match(said):
        return True
    if _POSSESSIVE_LEAD.match(said):
        return True
    name = _NAME_LEAD.match(said)
    return name is not None and name.group() in names and len(said.split()) >= 2


def _remark_kind(remark: str) -> str:
    """How ``remark`` stands to the clause after it: "greeting" (a greeting passed on),
    "hedged" (a hedge or another's words: the clause is no fact), "tied" (a condition, a
    comparison, a place, or too long to be a remark), "timed" (it dates the clause) or
    "remark"."""
    if _GREETING.match(remark):
        return "greeting"
    if _DISCOURSE.match(remark):
        return "remark"
    words = [word.lower() for word in _WORD.findall(remark)]
    if not words:
        return "remark" if remark and not remark[-1:].isalnum() else "tied"
    if len(words) > _MAX_REMARK_WORDS or words[0] in _TIED_OPENERS:
        return "tied"
    if any(word in _HEDGES for word in words):
        return "hedged"
    # Words said or thought, except by the listener ("in case you heard, ...").
    saying = [n for n, word in enumerate(words) if word in _SAYING and words[n - 1 : n] != ["you"]]
    said_to = len(words) - 2 if len(words) > 1 and words[-1] in _SAID_TO else len(words) - 1
    if said_to in saying:
        return "hedged"
    if saying or any(word in _MODALS for word in words):
        return "tied"  # "Jo thinks we should move, I'm not sure": a reply to the remark
    if any(word in _TIME_WORDS or word[:1].isdigit() for word in words):
        return "timed"
    if words[0] in _DETERMINERS and _VERB_IN.search(remark) is None:
        return "tied"  # "My brother Fabian, I don't drive": whose the words are is unclear
    if len(words) == 1 and words[0].endswith("ly") and words[0] not in _ATTITUDES:
        return "tied"  # "Usually, I cycle", "Technically, I'm still married"
    if words[0].endswith(("ing", "ed")) and len(words) > 1:
        return "timed"  # "Growing up, I ...", "Stuck at home, we ...": it sets the scene
    return "remark"


def _may_be_clause(remark: str, names: frozenset[str]) -> bool:
    """Whether ``remark`` has a subject of its own to read it by ("it was mutual", "we had
    a blast"); "pretty good" or "long story" has none."""
    for word in _WORD.findall(remark):
        low = word.lower()
        if low in _SUBJECT_WORDS or word in names:
            return True
    return False


_SUBJECT_WORDS: Final = word_set(
    """i i'm i've i'd i'll we we're we've we'd we'll my our he she he's she's they they're
    it it's that's there's""",
    None,
)

"""Is a finished fact worth remembering? The second half of the last check on a fact.

:mod:`.gate` asks whether a fact reads on its own; this module asks whether, read on its
own a year later, it tells anyone anything. Chat is full of sentences that are true,
named and well formed and still not memories:

* **no content**: the predicate is only light words: "<S> has news.", "<S> is crying.",
  "<S> needs sleep.", "<S> always forgets.", "<S> is a genius.", "<S> will cheer." - a
  mood, a reaction, banter or a figure of speech with nothing a later question could
  ask about (no thing, place, person, number or date of its own);
* **an offer made in the chat**: "<S> will send a box of biscuits." with no date - said to
  the listener, kept or not, not a fact about the speaker;
* **an object pronoun with nothing to point at**: "<S> is texting them from the beach" -
  the subject of a clause cannot be its own "them", so it was someone the chat named (unless
  a plural came first: "<S> visits their parents and cooks for them"); the same for a noun
  left out ("<S>'s old one was better"), unless a name or a date still says what it was;
* **not a person**: a subject that is a language or nationality ("Danish will say ...") or
  a word shouted in capitals ("NO WAY" read as a name).

:func:`worthless` names the reason (None when the fact is worth keeping); :func:`.gate.unsafe`
calls it last, so what it drops is dropped like any fact that does not read on its own.

:func:`tidied` runs before both, on the finished fact, and takes off what rode along with
a fact without belonging to it - a sign-off or an aside ("..., speak soon", "..., who
knew", "Anyway, ...", "..., wish them luck") - and mends the verb of a rewritten subject
("the kids are off and <S> have got leave" -> "<S> has got leave"). Those repairs are
mechanical and lose nothing the fact says; anything less certain is dropped, not mended.
"""

from __future__ import annotations

import dataclasses
import re
from bisect import bisect_left
from typing import Final

from ..facts import CandidateFact
from .contraction import after_owner, priced
from .lexicon import (
    BODY_PARTS,
    DEMONYMS,
    KIN_EXTRA,
    NUMBER_WORDS,
    PAST_PARTICIPLES,
    PETS,
    RELATIVES,
    VEHICLES,
    alternation,
    ends_on_a_job,
    word_set,
)
from .review import without_pointing_tail

__all__ = [
    "a_saying",
    "partial",
    "tidied",
    "without_fuller_said",
    "without_restatements",
    "without_side_clauses",
    "worthless",
]

SUBJECT: Final = "\ue000"
"""Where :mod:`.gate` puts the fact's subject in the text it hands over."""


def _inflected(bases: str) -> frozenset[str]:
    """Each verb of ``bases`` with its regular forms ("cheer" -> cheers, cheered, cheering)."""
    forms: set[str] = set()
    for base in word_set(bases):
        stem = base[:-1] if base.endswith("e") else base
        forms |= {base, f"{stem}ed", f"{stem}ing", f"{stem}d" if base.endswith("e") else ""}
        forms.add(f"{base}es" if base.endswith(("s", "sh", "ch", "x", "o")) else f"{base}s")
        if base.endswith("y") and base[-2:-1] not in "aeiou":
            forms |= {f"{base[:-1]}ies", f"{base[:-1]}ied"}
    forms.discard("")
    return frozenset(forms)


# Words that say nothing a later question could ask about. A fact needs at least one word
# outside these (or a name, number or date) besides its subject to be a memory.
_FUNCTION: Final = word_set(
    """a|an|the|some|any|no|not|and|or|but|nor|so|because|cause|if|when|while|as|than|that
    |this|these|those|which|who|whom|what|how|why|of|to|in|on|at|by|for|with|from|into|onto
    |about|since|until|till|without|before|after|through|like|their|them|they|theirs
    |themselves|others|other|another|each|every|own|such|one|it|its|there|here|then
    |is|are|was|were|be|been|being|am|has|have|had|having|do|does|did|doing|done|will|would
    |can|could|shall|should|may|might|must|gonna|wanna|gotta|'s|n't|can't|won't|don't
    |doesn't|didn't|isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't|couldn't|wouldn't
    |shouldn't|ain't""",
)
_ADVERBS: Final = word_set(
    """too|also|so|very|really|just|still|always|never|ever|again|already|totally|basically
    |literally|honestly|actually|seriously|obviously|apparently|probably|definitely
    |certainly|absolutely|completely|quite|pretty|rather|kind|sort|now|once|twice|soon
    |finally|officially|properly|fully|almost|nearly|only|even|both|all|either|neither|more
    |most|much|many|less|least|enough|lol|haha|btw|tbh|though|anyway|anyways|yet|back|down
    |up|out|off|over|away|around|forever|weirdly|personally|mostly|sometimes|often|first
    |last|next|half|whole|lots|lot|bit|little|tiny|massive|huge|big|such|ok|okay|well
    |again|at|least|somehow|absolute|absolutely|total|complete|proper|real|utter|actual""",
)
_LIGHT_VERBS: Final = _inflected(
    """need|want|say|agree|regret|argue|celebrate|cheer|cry|melt|laugh|smile|scream|panic
    |sigh|complain|care|mind|try|remember|wait|stay|cope|survive|manage|guess|suppose
    |hope|wish|love|like|hate|enjoy|sleep|forget|go|come|know|tell|think|win|lose|fight
    |cut|get|make|take|give|do|feel|look|seem|sound|freak|vent|moan|rant|deal|happen|work
    |faint|sob|weep|yell|shout|grin|blush|nap|rest|relax|chill|suffer|struggle|live|exist
    |spend|spent|catch|caught|change|finish
    |judge|believe|promise|bet|swear|mean|speak|talk|chat|visit|join"""
) | word_set(
    """said|told|knew|known|thought|forgot|forgotten|went|gone|came|won|lost|fought|got
    |gotten|made|took|taken|gave|given|felt|slept|cried|dying|lying|leaving|meant|swore|sworn
    |understood|understand|understands|expect"""
)
_GENERIC_NOUNS: Final = word_set(
    """news|something|nothing|everything|anything|everyone|everybody|anyone|anybody|someone
    |somebody|nobody|stuff|thing|things|sleep|nap|rest|break|time|feelings|feeling|idea
    |ideas|clue|guts|luck|fun|point|way|mood|day|days|life|world|moment|deal|question
    |answer|word|words|peace|drama|chance|hope|plan|plans|opinion|opinions|sense|reason
    |fortune|bug|piece|pieces"""
)
# A passing state of mind or body, said as it is felt ("so burnt", "half asleep").
_MOODS: Final = word_set(
    """crying|melting|dying|exhausted|tired|knackered|shattered|wrecked|sleepy|asleep
    |awake|hungry|starving|bored|boring|stressed|excited|nervous|anxious|terrified|scared
    |thrilled|buzzing|gutted|devastated|heartbroken|overwhelmed|fine|alright|burnt|sunburnt
    |sore|freezing|boiling|busy|swamped|relieved|happy|sad|upset|angry|furious|annoyed
    |jealous|proud|obsessed|confused|speechless|emotional|shocked|stunned|amazed|delighted
    |pleased|glad|sorry|grateful|thankful|mortified|embarrassed|worried|homesick|hungover
    |drunk|stuffed|broke|fed|sorted|shaking|screaming|laughing|panicking|struggling
    |surviving|good|great|better|worse|bad|awful|terrible|horrible|amazing|awesome
    |brilliant|lovely|cute|adorable|sweet|nice|cool|funny|hilarious|mad|crazy|insane|wild
    |weird|right|wrong|best|worst|mixed|fab|fabulous|gorgeous|dramatic|ready|sure|aware
    |done|over|here|there|fluent|afraid|fond|keen|used|addicted|capable|free|stuck
    |rubbish|useless|hopeless|pathetic|muddled
    |grumpy|cranky|moody|irritable|foul|grand|frozen|soaked|drenched
    |impulsive|stupid|silly|reckless|brave|dumb|daring|spontaneous|exciting|impressed
    |surprised|surviving|well|expected"""
)
# What one calls a friend in banter: "<S> is a genius", "<S> was the sore loser".
_EPITHETS: Final = word_set(
    """genius|legend|hero|star|superstar|rockstar|saint|angel|idiot|fool|moron|nightmare
    |menace|tyrant|monster|machine|beast|champ|icon|gem|treasure|lifesaver|mess|wreck
    |disaster|diva|queen|king|goat|loser|winner|sweetheart|darling|muppet|clown
    |liar|joke"""
)
_LIGHT: Final = _FUNCTION | _ADVERBS | _LIGHT_VERBS | _GENERIC_NOUNS | _MOODS | _EPITHETS

_WORD: Final = re.compile(r"[\w'&\ue000-]+")
# The subject the predicate is about: "<S>", "<S> and others", "<S>'s mum", "<S>'s dog".
_OWNED: Final = alternation(RELATIVES | KIN_EXTRA | PETS)
_SUBJECT_PHRASE: Final = re.compile(
    rf"\ue000(?:\s+and\s+others)?(?:'s?\s+(?:(?:little|big|baby|older|younger|eldest|oldest"
    rf"|youngest|kid)\s+)?(?:{_OWNED})\b)?",
    re.IGNORECASE,
)


_OF_COURSE: Final = re.compile(r"\bof\s+course\b", re.IGNORECASE)


def _has_content(body: str) -> bool:
    """Whether anything in ``body`` besides its subject could answer a question."""
    rest = _OF_COURSE.sub(" ", _SUBJECT_PHRASE.sub(" ", body))  # "Of course <S> will come."
    for at, word in enumerate(_WORD.findall(rest)):
        if any(ch.isdigit() for ch in word):
            return True
        if word[:1].isupper() and at > 0 and word not in {"I", "I'm", "OK"}:
            return True  # a name, a place, a title
        if word.lower().removesuffix("'s") not in _LIGHT:
            return True
    return False


# "Kai's idea but <S> agrees": the subject's own clause says nothing, and what is beside it
# has no verb to be a statement of its own (or is only the condition of it).
_CLAUSE_BREAK: Final = re.compile(r"\s*[,;:]\s*|\s+(?:but|so|though|although)\s+", re.IGNORECASE)


def _empty_beside_a_fragment(body: str) -> bool:
    parts = _CLAUSE_BREAK.split(body)
    own = [part for part in parts if SUBJECT in part]
    if len(parts) < 2 or len(own) != 1 or _has_content(own[0]):
        return False
    if not _WORD.search(_SUBJECT_PHRASE.sub(" ", own[0])):
        return False  # "<S>, Kai and Pip": a list of names, no predicate to be empty
    return not any(
        _CLAUSE_VERB.search(part)
        for part in parts
        if part is not own[0] and not _CONDITION.match(part)
    )


# "<S> would love to come, if they can leave the bar": a condition is no statement of its
# own beside an empty clause.
_CONDITION: Final = re.compile(r"(?:if|unless|as\s+long\s+as|provided)\b", re.IGNORECASE)


_MONTH = r"january|february|march|april|may|june|july|august|september|october|november|december"
_DATED: Final = re.compile(
    rf"\b(?:1[89]|20)\d\d\b|\b(?:{_MONTH})\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b",
    re.IGNORECASE,
)
# "<S> will send a box of biscuits": handing something to the listener, said as an offer.
_OFFER: Final = re.compile(
    r"^\ue000(?:\s+and\s+others)?\s+(?:will|'ll)\s+(?:\w+\s+)?(?:send|bring|give|lend|post"
    r"|show|call|text|message|email|ring|forward|share|save|make)\b",
    re.IGNORECASE,
)
# "<S> is texting them from the beach": a subject's clause cannot hold its own "them".
_OWN_CLAUSE: Final = re.compile(
    r"^\ue000(?:\s+and\s+others)?\s(?P<clause>[^,;:]*?)(?=[,;:]|\s(?:but|so|because|when"
    r"|while|until|before|after|if|since)\s|$)",
    re.IGNORECASE,
)
_THEM: Final = re.compile(r"\bthem\b", re.IGNORECASE)
# "<S> adopted a cat, and <S> hates them": a later clause of the subject's own that feels
# something for "them" - not the subject itself, and no plural before it to be.
_FEELS_FOR_THEM: Final = re.compile(
    r"""(?:,|;|\s(?:and|but|so|though|although))\s+(?:(?:\ue000|(?-i:[A-Z])[a-z]+)\s+
    |(?:and|but|so)\s+(?:\ue000|(?-i:[A-Z])[a-z]+)\s+)
    (?:(?:still|really|totally|absolutely|actually|secretly|just)\s+)?(?:hates?|loves?|likes?
    |adores?|dislikes?|detests?|can't\s+stand|cannot\s+stand|is\s+allergic\s+to
    |is\s+scared\s+of|is\s+afraid\s+of|is\s+terrified\s+of)\s+them\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _feels_for_them(body: str) -> bool:
    """Whether ``body`` has a later clause of the subject's feeling for an unnamed "them"."""
    match = _FEELS_FOR_THEM.search(body)
    return match is not None and not _ANY_PLURAL_BEFORE.search(body, 0, match.start())


_ANY_PLURAL_BEFORE: Final = re.compile(
    r"\b(?:the|their|these|those|some|all|both|many|few|several|two|three|four|five|six|his"
    r"|her|my|our|[\w-]+'s|\d+)\s+(?:[\w-]+\s+)?[\w-]*[^\Ws']s\b|\b(?:children|people|kids)\b",
    re.IGNORECASE,
)
# "<S> visits their parents and cooks for them": a plural named first is what "them" is.
_PLURAL_BEFORE: Final = re.compile(
    r"\b(?:the|their|these|those|some|all|both|many|few|several|two|three|four|five|[\w-]+'s)"
    r"\s+(?:[\w-]+\s+)?[\w-]*[^\Ws']s\b",
    re.IGNORECASE,
)
# "the big one", "<S>'s first one was ...": the noun "one" stands for went with the chat.
# ("the Kitsilano one", "there's one at the University of Leeds" name enough to keep, and
# so does "<S>'s little one", "my little one": a child, as parents say; and "a green one"
# after a comma, which names again the thing just said: "Tonje's hat, a green one", "my
# first clock, the old one from the church".)
_BARE_ONE: Final = re.compile(
    r"""(?<!,\s)(?<!,\sthe\s)(?<!,\sa\s)\b(?:the|a|this|that|first|second|third|last|next|new|old|other|same|big|small
    |(?<!'s\s)(?<!’s\s)(?<!\bmy\s)(?<!\bour\s)(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)little
    |(?!(?:there|here|that|it|what|who|where)'s)\w+'s)
    (?:\s+(?:old|new|big|small|tiny|huge|cheap|red|blue|green|yellow|black|white|grey|gray
    |pink|purple|brown|orange|silver|gold)){0,2}
    \s+(?-i:one)(?=\s*(?:$|[.,;:!?]|\s(?:is|was|are|were|at|in|on|from|with|near|by|that
    |which|over|under|across|along|behind|opposite|outside|inside|off|for|up|down)\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> bought two hundred grams for six pounds", "made the first batch": an amount with
# no "of", whose stuff went with the chat.
_BARE_AMOUNT: Final = re.compile(
    r"""\b(?:bought|buys|got|ordered|made|makes|brewed|baked|picked|sold|sells)\s+
    (?:[\w-]+\s+){0,3}?(?:grams|kilos|kilograms|kg|litres|liters|pints|ounces|oz|lbs|gallons
    |batch|batches)\b(?!\s+of\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S>'s nephew built the whole thing from old bricks": the thing went with the chat.
# "<S> spent the rest on pizza": the rest of what the chat named (not "the rest of the cake",
# nor a rest after the whole it is of: "<S> saved half and spent the rest on ...").
_WHOLE_THING: Final = re.compile(
    r"\bthe\s+whole\s+(?:thing|lot)\b"
    r"|^\ue000(?:\s+and\s+others)?\s+(?:[\w']+\s+){1,2}?the\s+rest\b(?!\s+of\b)",
    re.IGNORECASE,
)
# "<S> will make another one next week": what the news is about is only "another one"
# (a clause after the news, "..., so <S> made another one", leaves the news whole).
_ANOTHER_ONE: Final = re.compile(
    r"^\ue000(?:\s+and\s+others)?\s+(?:[\w']+\s+){1,3}?another\s+(?-i:ones?)\b",
    re.IGNORECASE,
)
# "<S> will keep that for the weekend": "that" the object of a verb, with nothing named to be
# it. (After a verb of saying or knowing "that" opens a clause: "<S> knows that in June ...".)
_OBJECT_THAT: Final = re.compile(
    r"""\b(?!(?:say|says|said|think|thinks|thought|know|knows|knew|hope|hopes|hoped|believe
    |believes|believed|feel|feels|felt|realise|realises|realised|realize|realizes|realized
    |found|heard|read|mean|means|meant|admit|admits|admitted|claim|claims|claimed|agree
    |agrees|agreed|decide|decides|decided|tell|tells|told|learn|learns|learned|learnt|guess
    |suppose|wish|wishes|swear|swore|bet|notice|noticed|doubt|doubts|show|shows|showed
    |prove|proved|suggest|suggested|explain|explained|mention|mentioned|so|such|now|is|was
    |are|were|be|been|and|but|or|of|in|on|at|to|for|with|from|by)\b)[a-z]+
    \s+(?:that|this)\s+(?:for|with|to|at|on|in|from|until|till|by|after|before)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S>'s first one was on 2 March 2026 (2026-03-02)": a day of the subject's own, findable
# by its date and by what the chat around it was about, is kept - when the day is what the
# fact says of the "one" ("<S> did the one over the river on <date>" says what was done
# only by pointing).
_ON_A_DAY: Final = re.compile(r"\(\d{4}-\d{2}-\d{2}\b")
_ONE_WAS: Final = re.compile(r"\bone\s+(?:is|was|are|were)\b", re.IGNORECASE)
# "What size tent do <S> and others need": a question kept its words but lost its mark.
_QUESTION: Final = re.compile(
    r"^(?:what|which|who|whom|whose|where|when|why|how)(?:\s+[^\s\ue000,]+){0,3}?\s+(?:do|does"
    r"|did|is|are|was|were|can|could|should|would|will|has|have)\s",
    re.IGNORECASE,
)
# "<S> has 31.": 31 of what went with the question.
_BARE_COUNT: Final = re.compile(
    r"^\ue000(?:\s+and\s+others)?\s+(?:has|have|had|got|gets|needs|wants|did|does|made|owes)"
    r"\s+(?:only\s+|about\s+|like\s+)?[\d.,]+\s*[.!]*$",
    re.IGNORECASE,
)
# "<S> was ten.": an age at some time the chat said ("when we were kids"), none alone.
_BARE_AGE_THEN: Final = re.compile(
    r"""^\ue000\s+(?:was|were)\s+(?:only\s+|just\s+|about\s+)?(?:\d{1,3}|one|two|three|four
    |five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen
    |eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)
    (?:\s+years?\s+old)?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> and others have got two weeks.": how long, of something the chat named.
_BARE_SPAN: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:has|have|had)(?:\s+got)?\s+(?:only\s+|about\s+|just\s+)?
    (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of|\d+)\s+
    (?:days?|weeks?|months?|years?|hours?|nights?)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_SHOUTED: Final = re.compile(r"[A-Z]{3,}")


# "<S> is", "<S>'s", "<S> will be", "<S>'ll be", "<S>'s van was": what a saying follows.
_SAID_TO_BE: Final = (
    r"(?:['’]s\s+[\w-]+)?(?:\s+(?:is|was|will\s+be|would\s+be|might\s+be)|['’]s|['’]ll\s+be)\s+"
)
# "<S> thought they were going to die": a figure of speech for a hard day.
_HYPERBOLE: Final = re.compile(
    r"""\bthought\s+(?:\S+\s+){1,2}(?:going\s+to|gonna)\s+(?:die|faint|explode|pass\s+out)\b
    |\bnearly\s+died\s+(?:laughing|of\s+(?:shame|embarrassment|laughter))\b
    # "<S>'s lips are sealed": a promise to keep a secret, said as the body's
    |^\ue000['’]s\s+lips\s+are\s+sealed\b
    # "<S> is alive": back in the chat after a silence, not news of health
    |^\ue000\s+is\s+(?:still\s+)?alive(?:\s+and\s+(?:well|kicking))?\s*(?:[.!,]|$)
    # "<S> is not holding their breath", "<S> won't count their chickens", "<S> is not
    # kidding": a fixed saying of how the speaker holds what they told, no news of its own
    |^\ue000(?:\s+and\s+others)?\s+(?:(?:is|are|was|were|wo|would|does|do|did|ca|could)n['’]t
    |(?:is|are|was|were|will|would|does|do|did|can|could)\s+not)\s+(?:going\s+to\s+)?(?:(?:hold|holding|held)\s+(?:their|his|her)\s+breath
    |(?:count|counting)\s+(?:their|his|her)\s+chickens|(?:joking|kidding|lying|having\s+\S+\s+on)
    \s*(?:[.!,]|$))
    |^\ue000(?:\s+and\s+others)?\s+(?:is|are|will|'s|'re|'ll)\s+(?:keep|keeping)\s+(?:their|his|her)
    \s+fingers\s+crossed\b
    |^\ue000(?:\s+and\s+others)?\s+(?:will|'ll)\s+believe\s+it\s+when\s+(?:they|he|she|\ue000)
    \s+sees?\s+it\b
    # "<S> is a long story", "<S>'s another story", "<S> is a good question": a reply to the
    # question (it takes long to tell, or has no answer yet), no word of what <S> is
    |^\ue000{_SAID_TO_BE}(?:a\s+(?:(?:very|really|bit\s+of\s+a)\s+)?(?:long|good|fair|great|funny|sore)
    |another|a\s+whole\s+(?:other|different)|a\s+different)\s+(?:story|question|point|matter)\b(?!\s+guard)
    # "<S> will be the death of Bob", "<S>'s the death of me": worn out by them, said
    # as a death
    |^\ue000{_SAID_TO_BE}the\s+death\s+of\b
    # "<S> is like Bob never bought it", "<S>'s as if it was yesterday": a simile that says
    # how it feels, not what <S> is ("<S> is like new" is read on)
    |^\ue000{_SAID_TO_BE}(?:(?:just|literally|basically)\s+)?(?:like|as\s+if|as\s+though)
    \s+(?:i|we|you|he|she|they|it|there|nobody|no\s+one|someone|\ue000|(?-i:[A-Z])[\w'’-]*\s+
    (?:had|has|have|never|was|were|is|did|does|can|could|would|will|just|always))\b""".replace(
        "{_SAID_TO_BE}", _SAID_TO_BE
    ),
    re.IGNORECASE | re.VERBOSE,
)


def a_saying(said: str) -> bool:
    """Whether ``said`` (what follows a subject pronoun: "'s a long story", " will be the
    death of me") makes a saying of it rather than news of the one it stands for, so a
    reader that puts a name or a thing for the pronoun leaves it be."""
    joined = said if said[:1] in {"'", "’"} else f" {said.lstrip()}"
    return _HYPERBOLE.search(f"{SUBJECT}{joined}") is not None


# "<S>'s mum sends her love.": a greeting passed on in the chat, nobody's news.
_GREETING_SENT: Final = re.compile(
    r"""^\ue000[^,;:.]*?\s(?:sends|sent|says|said|gives)\s+(?:(?:his|her|their)\s+)?
    (?:(?:much|lots\s+of|all\s+(?:his|her|their))\s+)?(?:love|regards|best(?:\s+wishes)?|hello|hi
    |thanks|congratulations|congrats)(?:\s+(?:to\s+\S+|too|as\s+well))?\W*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "Bristol is a great city.": praise of a place, the speaker's view and nobody's news.
_PLACE_PRAISED: Final = re.compile(
    r"""^\ue000\s+(?:is|was)\s+(?:such\s+)?an?\s+(?:really\s+|very\s+|lovely\s+)?
    (?:great|lovely|beautiful|nice|amazing|gorgeous|fun|cool|brilliant|fantastic|wonderful
    |pretty|fab|stunning)\s+(?:city|town|place|village|country|spot|area)\W*$""",
    re.IGNORECASE | re.VERBOSE,
)


# "<S> will give that a go tonight", "<S> is going to try your idea": a reply to a
# suggestion made in the chat, with nothing of the speaker's own in it.
_TRYING_IT: Final = re.compile(
    r"""^\ue000\s+(?:will|'ll|is\s+going\s+to|are\s+going\s+to|might|may)\s+
    (?:definitely\s+|probably\s+|certainly\s+|also\s+)?
    (?:give\s+(?:that|this|it|these|those|them|your\s+[\w-]+)(?:\s+[\w-]+)?\s+a\s+(?:go|try|whirl|shot)
    # "I'll try that tonight", not "I'll try that new gym in Leith": the pronoun ends it
    |try\s+(?:that|this|it|these|those|them|your\s+[\w-]+)(?:\s+(?:out|one))?
    (?=\s*(?:[,.!?]|$)|\s+(?:out|tonight|tomorrow|later|soon|then|first|next\s+time)\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S>'s mates reckon <S>'s new fringe looks like a potato": what others think of the
# speaker's looks or ways is their opinion, not a fact about anyone.
_OTHERS_RECKON: Final = re.compile(
    r"""^\ue000['’]s\s+(?:[\w-]+\s+){1,2}?(?:reckon|reckons|reckoned|think|thinks|thought
    |say|says)\s+(?:that\s+)?\ue000(?:['’]s\s+(?:[\w-]+\s+){1,3}?(?:looks?|sounds?|smells?)\s+like
    |\s+(?:looks?|sounds?)\s+like)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "<S> is sitting.", "<S> is all ears.": how the one told is placed to hear the news;
# "<S>'s mum and dad both have news": news announced, not yet told. (A free evening is a
# moment, kept for a short while: see test_rules_probes_s31.)
_PASSING: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:
    (?:is|am|are)\s+(?:sitting|sat|standing|lying)(?:\s+down)?
    |(?:is|are)\s+all\s+ears)\W*$
    |^[^,;:]*\b(?:both|all)\s+(?:have|had|got)\s+(?:some\s+)?(?:big\s+|good\s+|bad\s+)?news\W*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _chat_only(body: str, subject: str) -> str | None:
    """Why ``body`` belongs to the chat and not to anyone's memory: a passing state, a
    reply to a suggestion, others' view of the speaker's looks; None when none is."""
    if _PASSING.match(body):
        return "passing state"
    if _TRYING_IT.match(body):
        return "reply to a suggestion"
    if _OTHERS_RECKON.match(re.sub(re.escape(subject), SUBJECT, body, flags=re.IGNORECASE)):
        return "others' opinion"
    if _CROWD_GUESSED.match(body):
        return "a guess about a crowd"
    if _REQUEST_MADE.match(body):
        return "a request"
    return None


# "name the kid after me", "tell him congrats from me": a request to the one spoken to,
# opening the fact on its verb; nothing anyone has done.
_REQUEST_MADE: Final = re.compile(
    r"""^(?:name|call|tell|send|give|bring|remind|ask|wish|thank|save|keep)\s+
    (?:the|a|an|him|her|them|it|me|us|my|your|his|their)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "Half of Lomé was out on the beach road tonight, I think": a guess at how many were out,
# hedged at its end; no one's memory.
_CROWD_GUESSED: Final = re.compile(
    rf"""^(?:half|most|all|loads|lots|everyone|everybody|the\s+whole)\b[^;]*,
    \s+{SUBJECT}\s+(?:thinks|reckons|guesses|supposes)\W*$""",
    re.IGNORECASE | re.VERBOSE,
)


def worthless(body: str, subject: str) -> str | None:
    """Why the fact ``body`` (its subject replaced by :data:`SUBJECT`) is not worth
    remembering; None when it is."""
    if subject.casefold() in DEMONYMS or _SHOUTED.fullmatch(subject):
        return "not a person"
    if _QUESTION.match(body):
        return "question"
    if _BARE_COUNT.match(body) or _BARE_SPAN.match(body) or _BARE_AGE_THEN.match(body):
        return "fragment"
    if not _has_content(body) or _empty_beside_a_fragment(body):
        return "no content"
    if _HYPERBOLE.search(body) or _PLACE_PRAISED.match(body) or _GREETING_SENT.match(body):
        return "no content"
    if _OFFER.match(body) and not _DATED.search(body):
        return "offer"
    if (chat := _chat_only(body, subject)) is not None:
        return chat
    own = _OWN_CLAUSE.match(body)
    clause = own.group("clause") if own else ""
    them = _THEM.search(clause)
    if them and not _PLURAL_BEFORE.search(clause, 0, them.start()):
        return "unresolved reference"
    if _feels_for_them(body):
        return "unresolved reference"
    if _OBJECT_THAT.search(body):
        return "unresolved reference"
    if _ANOTHER_ONE.match(body):
        return "unresolved reference"
    if _BARE_AMOUNT.search(body) or _WHOLE_THING.search(body):
        return "unresolved reference"
    if (one := _BARE_ONE.search(body)) and not (
        _ON_A_DAY.search(body) and _ONE_WAS.match(body, one.end() - 3)
    ):
        return "unresolved reference"
    return partial(body)


# --- tidying a finished fact ------------------------------------------------------------

_INTERJECTIONS: Final = (
    r"good|great|unrelated|anyway|anyways|oh|ooh|well|so|honestly|btw|also|ok|okay|yes|yeah"
    r"|yep|no|nope|aye|ha|haha|lol|ugh|wow|omg|right|sadly|luckily|fun\s+fact|plot\s+twist"
    r"|guess\s+what|update|side\s+note|random|by\s+the\s+way|speaking\s+of\s+which"
    r"|damn|dang|blimey|crikey|gosh|jeez|hmm+|welp|oops|whoops"
    # "Next, ...", "Secondly, ...": the speaker moving on to the next thing they want
    r"|next|firstly|secondly|thirdly|lastly"
    # "Different question, ...", "Last question: ...": the speaker moving the chat on
    r"|(?:one\s+)?(?:different|other|another|random|quick|last|next|new|unrelated)\s+question"
    # "Big life news, ...", "Other news, ...", "Other thing, ...": a heading for what follows
    r"|(?:in\s+)?(?:[a-z]+\s+){0,2}news|(?:one|the)?\s*(?:other|another|one\s+more)\s+thing"
    # "Obviously, ...": the speaker's stance on the fact, not part of it ("apparently" and
    # "hopefully" change what is claimed, so they stay)
    r"|obviously|clearly|basically|actually|seriously|literally|thankfully|fortunately"
    r"|unfortunately|annoyingly|weirdly|funnily\s+enough"
    # "Definitely, we signed up ...": a yes to the question, then the news
    r"|definitely|absolutely|totally|certainly|of\s+course"
    # "Just kidding, I went as a witch", "Correction: ...": what follows takes back the joke
    # or the slip before it, and is the news
    r"|just\s+kidding|(?:only\s+)?(?:joking|kidding)|jk|correction"
    # "Hardly, I burnt the rice yesterday": a compliment waved away before the news;
    # "Better, she's out of hospital now": how someone is, then the news
    r"|hardly|(?:much\s+|a\s+lot\s+|way\s+)?better"
    # "Already sorted, ...": done before the news; "Come and visit Leeds, ...": an invitation
    r"|(?:already|all)\s+sorted|come\s+(?:and\s+|to\s+)?(?:visit|see)(?:\s+[\w'-]+){0,3}"
)
# "That <S> has done eight years in intensive care": what <S> said, left as the object of
# the "I told them" the chat kept; the clause is the statement.
_LEADING_THAT: Final = re.compile(r"^that\s+", re.IGNORECASE)
# "Only that the van broke down and <S> waited two hours": the rest of an answer to
# "anything else?", whose own clause follows.
_ONLY_THAT_LEAD: Final = re.compile(r"^(?:only|just)\s+that\s+(?=\w)", re.IGNORECASE)
# "That sounds right; <S> will quote ...", "That's perfect: <S> ...": a verdict on what the
# other said, before the speaker's own clause.
_VERDICT_LEAD: Final = re.compile(
    r"""^(?:that|this|it)(?:['’]s|\s+(?:is|sounds|seems|looks))\s+(?:(?:about|just|so|very
    |really|perfect|spot\s+on)\s+)?[a-z]+\s*[;:]\s*""",
    re.IGNORECASE | re.VERBOSE,
)
_LEADING_ASIDE: Final = re.compile(rf"^(?:{_INTERJECTIONS})\b\s*[,:!.–—-]+\s*", re.IGNORECASE)
# Talk to the listener after the fact: "..., wish them luck", "..., so don't tempt them",
# "..., don't laugh", "... so message them any time", and the chat's own commentary
# ("..., who knew").
_TO_LISTENER: Final = (
    r"(?:so\s+)?(?:(?:don't|do\s+not|never)\s+(?:\w+\s+){1,2}(?:them|me|us)\b"
    r"|(?:don't|do\s+not)\s+(?:laugh|judge|ask|panic|worry|tell\s+anyone)(?![\w'])|(?:remind|message|text"
    r"|call|ring|ask|tell|send|ping|email|wish|pray\s+for|keep|let|bug|nag)\s+(?:them|me|us)\b"
    # "..., so keep it quiet": a secret asked of the listener ("it" may be read as a thing)
    r"|keep\s+(?:it|this|that|the\s+[\w-]+)\s+(?:quiet|secret|under\s+wraps|to\s+yourself)\b"
    r"|(?:speak|talk|more|chat)\s+soon\b)"
)
_COMMENTARY: Final = (
    r"who\s+knew|can\s+you\s+believe\s+it|go\s+figure|as\s+you\s+do|as\s+one\s+does"
    r"|of\s+course|obviously|honestly|seriously|literally|lol|haha|ha|lmao|omg|ugh|yay|phew"
    r"|sigh|btw|tbh|fyi|anyway|anyways|actually"
    # "..., fingers crossed" (the whole of "<S> is keeping their fingers crossed" is a saying)
    r"|(?<!their\s)(?<!his\s)(?<!her\s)fingers\s+crossed"
    # "..., though": a contrast with what was said before, never part of the fact
    r"|though|tho"
    # "..., to be honest", "..., found out the hard way", "..., not sure yet", "..., but
    # nothing's booked yet": how the speaker holds the fact or came by it, not part of it
    r"|to\s+be\s+honest|in\s+all\s+honesty|who\s+knows|we['’]ll\s+see|not\s+sure\s+yet"
    # "..., if <S> is honest", "..., if I'm being honest"
    r"|if\s+(?:[\w'’-]+\s+){1,3}?(?:is|are|am|was)\s+(?:being\s+)?(?:honest|truthful)"
    r"|if\s+i['’]m\s+(?:being\s+)?(?:honest|truthful)"
    # "..., which doesn't help", "..., which didn't help matters": a sigh at the news
    r"|which\s+(?:doesn['’]t|does\s+not|didn['’]t|did\s+not|won['’]t|never)\s+helps?"
    r"(?:\s+(?:matters|much|either))?"
    r"|found\s+(?:that\s+)?out\s+the\s+hard\s+way|learned\s+the\s+hard\s+way"
    r"|(?:but\s+)?nothing(?:['’]s|\s+is|['’]s\s+been|\s+has\s+been)\s+(?:booked|decided|confirmed|settled"
    r"|fixed|set\s+in\s+stone)(?:\s+yet)?"
    # "..., poor thing": sympathy for the one the news is about
    r"|poor\s+(?:thing|things|guy|girl|boy|kid|lad|love|baby|soul|dear)|bless\s+(?:him|her|them)"
    # "..., God help them", "..., heaven help <S> and others", "..., touch wood": a prayer or
    # a charm said over the news, no part of it
    r"|(?:god|heaven|lord)\s+(?:help|save|bless)\s+(?:us|me|them|him|her|(?-i:[A-Z])[\w'’-]+)"
    r"(?:\s+and\s+others)?(?:\s+all)?|touch\s+wood|knock\s+on\s+wood|god\s+willing"
    r"|please\s+god|pray\s+for\s+(?:us|me|them)"
    # "..., for my sins", "..., believe it or not", "..., God knows why", "..., don't ask":
    # a rueful or wry tag on the news (after the rewrite "for their sins"), no part of it
    r"|for\s+(?:my|our|their|his|her|\ue000['’]s)\s+sins"
    r"|believe\s+it\s+or\s+not|would\s+you\s+believe(?:\s+it)?|if\s+you\s+can\s+believe\s+it"
    r"|(?:god|heaven|lord|who)\s+knows\s+(?:why|how)|don['’]t\s+ask(?:\s+(?:me\s+)?why)?"
)
# After a comma only (alone they are words of the fact: "<S> has a pet"): an apology for
# the chat ("..., sorry for the slow replies") and a word of address ("..., pet", "..., mate",
# "..., keep up").
# So is the speaker's own verdict on it, a word or two ("..., very fancy", "..., so excited").
_ADDRESS: Final = (
    r"sorry(?:\s+(?:for|about)\s[^,;]*)?|(?:pet|love|mate|hun|hon|babe|darling|dear|dude|bro|sis"
    r"|buddy|pal|x+|thanks|thank\s+you|cheers|keep\s+up)(?![\w'])"
    r"|(?:so+|very|really|super|pretty|well|(?:a\s+)?(?:bit|little))\s+(?!much\b|many\b|far\b|long\b)"
    r"[a-z]+(?=\s*[.!?]*$)"
    # "..., always have", "..., and always will": the tag repeats the fact, says nothing new
    r"|(?:and\s+)?(?:always|never)\s+(?:have|has|had|did|do|does|will|would)(?=\s*[.!?]*$)"
    # "..., they're ruthless", "..., it was amazing": a verdict on what was just said
    r"|(?:they['’]re|they\s+are|they\s+were|it['’]s|it\s+is|it\s+was|that['’]s|that\s+was"
    r"|which\s+is|which\s+was)"
    r"\s+(?:so\s+|very\s+|really\s+|absolutely\s+|honestly\s+|pretty\s+|super\s+)?[a-z]+"
    r"(?=\s*[.!?]*$)"
)
# A date the rewrite wrote after a phrase: ", 25 December 2023 (2023-12-25)".
_WRITTEN_DATE: Final = r"(?:,\s+\d{1,2}\s+[A-Z][a-z]+\s+\d{4}\s+\(\d{4}-\d\d-\d\d\))?"
_TRAILING_ASIDE: Final = re.compile(
    rf"(?:\s*,\s*(?:{_TO_LISTENER}[^,;]*{_WRITTEN_DATE}|(?:{_COMMENTARY})(?![\w'])|{_ADDRESS})"
    rf"|\s+so\s+{_TO_LISTENER}[^,;]*|\s+(?:{_COMMENTARY}))\s*([.!?]*)$",
    re.IGNORECASE,
)
# A singular subject with a plural verb, left by a rewrite of "I" or "we".
_AGREEMENT: Final = {
    "have": "has",
    "haven't": "hasn't",
    "are": "is",
    "aren't": "isn't",
    "were": "was",
    "weren't": "wasn't",
    "do": "does",
    "don't": "doesn't",
    "need": "needs",
    "want": "wants",
}


# "..., so training might be patchy", "..., so maybe he can play": a guess at what the news
# will lead to, not the news.
_SPECULATED_TAIL: Final = re.compile(
    r""",\s+so\s+(?:(?:[\w'-]+\s+){1,4}?(?:might|may|could|would|will\s+probably|will\s+likely
    |probably\s+will|won't)|maybe|perhaps)\s[^,;.!?]*(?P<end>[.!?]*)$""",
    re.IGNORECASE | re.VERBOSE,
)
# "Third girl probably, <S> is outnumbered", "The iron tablets, <S>'s levels are normal
# now": a phrase with no verb in front of the clause, left from the chat it answered. (Not a
# time or place said first, "In May, <S> moved": those open on a preposition or hold a date.)
_LEADING_PHRASE: Final = re.compile(
    r"""^(?!(?:in|on|at|after|before|since|by|for|from|during|around|until|till|when|while|if
    |as|because|though|although|once|with|without|like|unlike|despite|now|then|today
    |yesterday|tomorrow|last|next|this|every|each|both|all)\b)
    (?![^,]*(?:\b(?:is|are|was|were|am|has|have|had|do|does|did|will|would|can|could|years?
    |months?|weeks?|days?)\b|'s\b|'re\b|'ve\b))
    (?!(?-i:[A-Z])[a-z'-]+\s+[a-z'-]+s\b)  # "Fibonacci hates the car, ...": a clause
    # "If the tide allows, ...", "Assuming the ferry runs, ...": a condition, kept
    (?!(?i:if|unless|assuming|provided|providing|supposing|barring)\b)
    (?:[A-Za-z][a-z'-]*\s+){0,3}[a-z][a-z'-]*(?<!ed)(?<!ing),\s+""",
    re.VERBOSE,
)


# "Still the old Fannefjord line, but the company is building ...", "Better money, 5 quid
# more an hour, and <S>'s mate has a spare room": a short answer with no verb of its own,
# left in front of the clause that carries the fact.
_VERBLESS_OPENER: Final = re.compile(
    r"""^(?:still|better|worse|more|less|much|mostly|mainly|only|just|same|half|good|great|bad
    |big|small|lovely|nice|second|first|both|lots|loads|[a-z]+er)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_VERBLESS_LEAD: Final = re.compile(
    r"""^(?![^,]*(?:\b(?:is|are|was|were|am|be|been|has|have|had|do|does|did|will|would|can|could
    |should|must|may|might|shall|got|get|gets|go|goes|went|made|make|said|says|broke|froze|came
    |took|fell|left|ran|saw|sold|bought|told|found|lost|won|began|gave|kept|met|paid|put|sent
    |spent|stood|thought|wrote|drove|flew|grew|knew|rode|sang|spoke|swam|threw|woke|wore
    |[a-z]+ed|years?|months?|weeks?|days?|ago)\b|'s\s+(?:a|an|the|been|got|gone|not|just|so
    |very|really|still|always|never|[a-z]+ing|[a-z]+ed)\b|'re\b|'ve\b|'ll\b|'d\b|\(\d))
    (?:[\w'-]+\s+){0,5}[\w'-]+,\s+(?:(?:and|but|so|plus)\s+)?""",
    re.IGNORECASE | re.VERBOSE,
)
# What is left must open on a clause: the fact's subject, or "the company is ...".
_CLAUSE_OPENS: Final = re.compile(
    r"""^(?:the|a|an|my|our|their|his|her)\s+(?:[\w'-]+\s+){0,3}?(?:is|are|was|were|has|have
    |had|will|can|could|would)\b""",
    re.IGNORECASE | re.VERBOSE,
)


_NOW_FIRST: Final = re.compile(r"^(?:and\s+)?now,?\s+", re.IGNORECASE)


def _without_verbless_lead(text: str, subject: str) -> str:
    """``text`` without the verbless phrases in front of its clause, when what is left
    still names ``subject`` and has a verb."""
    rest = text
    if _VERBLESS_OPENER.match(text) is None:
        return text  # an answer with no verb opens on how it rates or how much
    for _ in range(3):
        lead = _VERBLESS_LEAD.match(rest)
        if lead is None or subject.casefold() in lead.group().casefold():
            break
        rest = rest[lead.end() :]
    if rest is text or subject.casefold() not in rest.casefold():
        return text
    if not rest.casefold().startswith(subject.casefold()) and _CLAUSE_OPENS.match(rest) is None:
        return text
    return rest[:1].upper() + rest[1:]


# "The big news is that <S> has signed up ...", "The worst part is that <S>'s exam ...": a
# frame around the fact, taken off when the fact opens on its subject.
_LEADING_FRAME: Final = re.compile(
    r"""^(?:but\s+|and\s+|so\s+)?the\s+(?:(?:big|good|bad|best|worst|great|main|funny|sad
    |only|other|real)\s+)?(?:news|part|thing|bit)\s+(?:is|was)\s+(?:that\s+)?""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> has got news too, started a course ...": the news, told with its "I" left out.
_NEWS_THEN_VERB: Final = re.compile(
    r"""^(?P<who>[^,]{1,40}?)\s+(?:has|have)\s+(?:got\s+)?(?:some\s+)?(?:big\s+|good\s+)?news
    (?:\s+too|\s+as\s+well)?,\s+(?=(?-i:[a-z])[a-z]+ed\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def _names_a_job(phrase: str) -> bool:
    """Whether ``phrase`` ends on a job ("Dental nurse, <S> hands the dentist things" answers
    what the speaker does: the job is the fact, kept)."""
    return ends_on_a_job(phrase.lower().rstrip(", ").split())


# "<S>'s wrist is healed btw, back to work": an aside word inside the fact, before a comma.
_INNER_ASIDE: Final = re.compile(
    r"\s+(?:btw|tbh|fyi|lol|haha|imo)(?=\s*,)|\s*,\s*by\s+the\s+way(?=\s*(?:[,.!?]|$))",
    re.IGNORECASE,
)


# ", yes, at the test centre": a yes or no answering the chat, inside the fact.
_INNER_YES: Final = re.compile(r"\s*,\s*(?:yes|yeah|yep|yup|aye)\s*,\s*", re.IGNORECASE)
# ", three hundred.": a number cut off inside its phrase ("three hundred [and forty square
# metres]"); what it counted is lost, so the number goes with it.
_CUT_NUMBER: Final = re.compile(
    r""",\s+(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+)?
    (?:hundred|thousand|million|billion)(?:\s+and)?\s*(?P<end>[.!]*)$""",
    re.IGNORECASE | re.VERBOSE,
)
# " and is eino is 4": a second clause whose verb came twice, its subject read as a word
# between them (a lower-case name in a text); the clause before it stands alone.
_DOUBLED_VERB: Final = re.compile(
    r"""\s+(?:and|n|&)\s+(?P<verb>is|are|was|were|has|have)\s+[\w'-]+\s+(?P=verb)\b[^.!?]*
    (?P<end>[.!]*)$""",
    re.IGNORECASE | re.VERBOSE,
)


# "<S>, Oskar, Tove and Siri, who turned four in August": names with no verb of their own,
# the relative clause told of the last of them ("Siri turned four in August").
_NAMES_THEN_WHO: Final = re.compile(
    r"""^(?:the\s+user|(?-i:[A-Z])[\w'’-]+)(?:,\s+(?:the\s+user|(?-i:[A-Z])[\w'’-]+))*,?\s+
    (?:and|&)\s+(?P<last>(?-i:[A-Z])[\w'’-]+),\s+who\s+(?P<rest>[^,;]+?)\s*(?P<end>[.!]*)$""",
    re.IGNORECASE | re.VERBOSE,
)


# ", and their sister.": a pair split from its verb, its second half left at the end.
_REPEATED_TAIL: Final = re.compile(
    r",\s+and\s+(?P<np>(?:their|his|her|the|[\w-]+'s)\s+[\w'-]+(?:\s+[\w'-]+)?)\s*[.!]*$",
    re.IGNORECASE,
)


def tidied(fact: CandidateFact) -> CandidateFact:
    """``fact`` without sign-offs and asides riding along, and with its subject's verb
    agreeing; a bare list of names before ", who ..." told of the last of them."""
    if (listed := _NAMES_THEN_WHO.match(fact.text)) is not None:
        last, rest = listed.group("last", "rest")
        said = f"{last} {rest}{listed.group('end') or '.'}"
        fact = dataclasses.replace(fact, text=said, subject=last)
    text = without_pointing_tail(_INNER_ASIDE.sub("", _INNER_YES.sub(" ", fact.text)))
    text = _CUT_NUMBER.sub(lambda m: m.group("end") or ".", text)
    text = _DOUBLED_VERB.sub(lambda m: m.group("end") or ".", text)
    text = _SPECULATED_TAIL.sub(lambda m: m.group("end") or ".", text)
    for _ in range(3):  # "..., honestly, who knew": one aside at a time
        trimmed = _TRAILING_ASIDE.sub(lambda m: m.group(1) or ".", text)
        if trimmed == text or _WORD.search(trimmed) is None:
            break
        text = trimmed
    lead = _LEADING_ASIDE.match(text) or _ONLY_THAT_LEAD.match(text) or _VERDICT_LEAD.match(text)
    text = _NEWS_THEN_VERB.sub(r"\g<who> ", text)
    for opener in (_LEADING_THAT, _LEADING_PHRASE, _LEADING_FRAME):
        if lead is None and (found := opener.match(text)) and not _names_a_job(found.group()):
            opens = text[found.end() :].casefold().startswith(fact.subject.casefold())
            lead = found if fact.subject and opens else None
    if lead and fact.subject and fact.subject.casefold() in text[lead.end() :].casefold():
        rest = text[lead.end() :]
        text = rest[:1].upper() + rest[1:]
    elif lead is None and fact.subject and not text.startswith(fact.subject):
        text = _without_verbless_lead(text, fact.subject)
        if (now := _NOW_FIRST.match(text)) is not None and text[now.end() :].startswith(
            fact.subject
        ):
            # "Now <S> is planning a trip": "now" says only what comes next
            text = text[now.end() :][:1].upper() + text[now.end() + 1 :]
    if (tail := _REPEATED_TAIL.search(text)) is not None and re.search(
        rf"(?<![\w'-]){re.escape(tail.group('np'))}(?![\w'-])", text[: tail.start()], re.I
    ):
        text = text[: tail.start()] + "."  # "<S> and their sister moved ..., and their sister."
    if fact.subject and not _PLURAL_SUBJECT.search(fact.subject):
        text = _agreeing(text, fact.subject)
    if "'s " in text:
        text = _OWNER_VERB.sub(_owner_verb, text)
        text = _THING_PRICED.sub(_thing_priced, text)  # "<S>'s rent's 780 a month"
    return fact if text == fact.text else dataclasses.replace(fact, text=text)


# "<S>'s sister's moved to Leeds": the second "'s" is a verb ("has"), not an owner's.
_OWNER_VERB: Final = re.compile(rf"(?<='s\s)(?P<owned>{_OWNED})'s\s+", re.IGNORECASE)


def _owner_verb(match: re.Match[str]) -> str:
    verb = after_owner(match.string[match.end() :])
    return match.group() if verb is None else f"{match.group('owned')} {verb} "


# "<S>'s rent's 780 a month": a thing's "'s" before what it costs is "is".
_THING_PRICED: Final = re.compile(r"(?<='s\s)(?P<owned>[a-z]+)'s\s+")


def _thing_priced(match: re.Match[str]) -> str:
    rest = match.string[match.end() :]
    return f"{match.group('owned')} is " if priced(rest) else match.group()


_PLURAL_SUBJECT: Final = re.compile(r"\band\b|&|,|\bothers\b", re.IGNORECASE)


def _agreeing(text: str, subject: str) -> str:
    pattern = re.compile(
        rf"\b(?P<s>{re.escape(subject)})\s+"
        rf"(?P<verb>{'|'.join(re.escape(v) for v in _AGREEMENT)})(?![\w'])",
        re.IGNORECASE,
    )

    def singular(match: re.Match[str]) -> str:
        if _joined_to_someone(text[: match.start()]):
            return match.group()  # "Rafe and <S> have", "her sister and <S> are": plural
        return f"{match.group('s')} {_AGREEMENT[match.group('verb').lower()]}"

    return pattern.sub(singular, text)


# Someone joined to the subject: "Rafe and ", "the ankle and ", "Rafe, " with no verb of
# their own before it. After a clause ("the kids are off and <S> have") the "and" joins
# sentences, not people.
_CONJOINED: Final = re.compile(r"(?:^|[,;:])(?P<before>[^,;:]*?)\s(?:and|or|&)\s+$|,\s*$")
_CLAUSE_VERB: Final = re.compile(
    r"""(?<![\w'])(?:is|are|was|were|am|be|been|has|have|had|does|do|did|can|could|will
    |would|should|may|might|must|[\w-]+'(?:s|re|ve|ll|d)\s+\w+ing|[a-z]+ing|[a-z]+ed)(?![\w'])""",
    re.IGNORECASE | re.VERBOSE,
)


def _joined_to_someone(before: str) -> bool:
    joined = _CONJOINED.search(before)
    if joined is None:
        return False
    return joined.group("before") is None or _CLAUSE_VERB.search(joined.group("before")) is None


# --- true to its source: partial facts and clauses that hang off another --------------

_COMPARATIVES: Final = (
    r"better|worse|bigger|smaller|longer|shorter|cheaper|dearer|pricier|higher|lower|faster"
    r"|slower|easier|harder|heavier|lighter|older|younger|busier|quieter|louder|closer|nearer"
    r"|further|farther|happier|healthier|fitter|stronger|weaker|richer|poorer|calmer|safer"
    r"|warmer|colder|hotter|nicer|tighter|looser|wider|narrower|earlier|later|thinner|fatter"
    r"|taller|cleaner|tidier|brighter|darker|(?:more|less)\s+(?!of\b)[a-z]+"
)
_MEASURE: Final = (
    r"(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty"
    r"|thirty|forty|fifty|sixty|seventy|eighty|ninety|a\s+hundred|a\s+few|a\s+couple\s+of|several|half\s+an|[\d.,]+)\s*(?:minutes?|mins?"
    r"|hours?|hrs?|days?|weeks?|months?|years?|kilos?|kg|pounds?|lbs?|quid|euros?|dollars?"
    r"|miles?|km|metres?|meters?|inches|feet|percent|per\s+cent|%|times)"
)
# "<S>'s rent is now 90 euros higher": higher than what went with the chat. A
# comparison names its baseline ("than ...") or is not a fact about anything.
_UNANCHORED_COMPARISON: Final = re.compile(
    rf"""\b(?:is|are|was|were|'s|'re|got|gets|has\s+got|has\s+gotten|has\s+become|became
    |feels?|looks?|seems?)\s+(?:(?:now|so|much|way|far|a\s+lot|a\s+bit|a\s+little|even|loads
    |slightly|already|{_MEASURE})\s+){{0,3}}(?:{_COMPARATIVES})\b(?![\w'])(?!.*\bthan\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S>'s knee is a lot better now", "<S>'s back is worse": a body part set against itself
# before, no comparison the chat left out.
_MENDING: Final = re.compile(
    rf"""^\ue000['’]s\s+(?:(?:left|right|bad|sore|broken)\s+)?(?:{alternation(BODY_PARTS)}|health
    |sleep|eyesight|hearing|cough|cold)\s+(?:is|are|was|has\s+got|got)\s+(?:(?:now|so|much|way
    |a\s+lot|a\s+bit|a\s+little|loads|slightly|already|finally)\s+){{0,3}}(?:better|worse)
    (?:\s+(?:now|again|already|these\s+days|every\s+day))?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> has changed their email", "<S> got a new phone number": a change whose new value
# (the address, the number) is all a later question could want, said without it and
# without a date. A change in someone's life ("got a new job", "moved house", "switched
# teams") is news in itself and stays.
_CHANGED_THINGS: Final = (
    r"(?:phone\s+)?numbers?|phones?|(?:e-?mail\s+)?address(?:es)?|e-?mails?|banks?"
    r"|desks?|providers?|usernames?|handles?|passwords?|plans?"
)
_CHANGE_WITHOUT_VALUE: Final = re.compile(
    rf"""^\ue000(?:\s+and\s+others)?\s+(?:(?:has|have|had|just|finally|recently|officially
    |also|now)\s+)*(?:(?:changed|switched|swapped|moved|updated)\s+(?:their\s+|\ue000's\s+)?
    |(?:got|gotten|has|have|started)\s+(?:a\s+)?new\s+)(?:{_CHANGED_THINGS})\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# What says nothing without the chat round it: "<S> has said yes" (to what?), "Trevithick is
# the father" (of what?), "<S> has bought a smaller one" (a smaller what?), "<S>'s long day
# has changed" and "<S> has a new weekly routine" (to what? told in the next sentence).
_WITHOUT_WHAT: Final = re.compile(
    r"""^(?:\ue000(?:\s+and\s+others)?\s+(?:(?:has|have|had|just|finally|also|already)\s+)*
    said\s+(?:yes|no)
    |(?:\ue000|(?-i:[A-Z])[\w'-]+)\s+(?:is|was)\s+the\s+(?:father|mother|dad|mum|mom|daddy
    |mummy|sire|dam)
    |\ue000(?:\s+and\s+others)?\s+(?:(?:has|have|had|just|also|then|now)\s+)*(?:bought|got
    |gotten|ordered|found|picked\s+up|chosen|chose|sold|traded\s+in)\s+(?:a|an|another)\s+
    (?:[\w-]+\s+){0,2}?one
    |\ue000'?s?\s+(?:(?:long|short|busy|early|late|working|weekly|daily)\s+)?(?:day|days
    |shifts?|routine|hours|rota|schedule|timetable)\s+(?:has|have)\s+(?:(?:also|just)\s+)?
    (?:changed|moved|switched)
    |\ue000(?:\s+and\s+others)?\s+(?:(?:also|now)\s+)?(?:has|have)\s+(?:got\s+)?a\s+new\s+
    (?:(?:weekly|daily|work|working)\s+)?(?:routine|schedule|rota|timetable)
    # "<S>'s housewarming has moved again": moved, but to when is in the next clause
    |\ue000'?s?\s+(?:[\w-]+\s+){1,2}?(?:has|have|had)\s+(?:been\s+)?(?:moved|changed
    |rescheduled|rearranged)(?:\s+(?:again|once\s+more|twice))?)
    (?:\s+(?:now|too|as\s+well|again))?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# Talk about the conversation itself: "Sorry, <S> went MIA", "<S> has been meaning to
# ask", "<S> was slow to reply", "<S> has a quick question".
# "<S> misread the booking.", "<S> got the date wrong.": the slip behind a correction
# ("Actually it's the tenth, not the ninth"), not a fact; the corrected day is read apart.
_SLIP: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:(?:just|clearly|totally|obviously|must\s+have)\s+)*
    (?:misread|misreads|misheard|mistyped|(?:got|had|has\s+got)\s+(?:the|that|it|my|their|her
    |his)\s+(?:date|dates|day|days|time|times|details|booking|name|number)\s+(?:wrong|mixed\s+up)
    |got\s+it\s+wrong|mixed\s+up\s+the\s+(?:date|dates|day|days|times))\b
    (?:\s+(?:the|that|my|their|her|his)\s+(?:booking|date|email|message|ticket|invite|times?))?
    \s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_ABOUT_THE_CHAT: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:(?:has|have|had|just|been|was|were|is|are|went
    |gone|go|goes|going|a\s+bit|so|really|totally)\s+)+(?:quiet|silent|mia|awol|dark|off\s+(?:the\s+)?
    (?:grid|radar))(?:\s+(?:for\s+(?:a\s+)?(?:bit|while|ages|days|weeks)|lately|recently
    |again|on\s+\ue000's\s+friends?))?\s*[.!]*$
    |^\ue000(?:\s+and\s+others)?\s+(?:has\s+|have\s+|had\s+)?(?:been\s+)?(?:meaning|wanting
    |dying|going)\s+to\s+(?:ask|say|tell|mention)(?:\s+(?:something|this|that))?\s*[.!]*$
    |^\ue000(?:\s+and\s+others)?\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:so\s+|really\s+)?
    (?:late|slow)\s+(?:to|in)\s+(?:reply|replying|respond|responding|answer|answering|get
    |getting)(?:\s+back)?(?:\s+to\s+(?:them|messages|texts))?(?:\s+lately|\s+again)?\s*[.!]*$
    |^\ue000\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:so\s+|really\s+|such\s+)?(?:terrible
    |bad|awful|rubbish|hopeless|useless)\s+at\s+(?:replying|texting|answering|messaging|writing
    |keeping\s+in\s+touch)\b
    |^\ue000(?:\s+and\s+others)?\s+(?:has|have|had|got)\s+(?:a\s+|one\s+)?(?:quick\s+|small\s+
    |little\s+|random\s+|silly\s+)?(?:question|problem|favou?r\s+to\s+ask)\s*[.!]*$
    |^(?:now\s+|also\s+|so\s+)?\ue000(?:\s+and\s+others)?\s+(?:now\s+|also\s+)?(?:needs?|wants?
    |would\s+like)\s+(?:some\s+)?(?:advice|help|ideas|tips)\s+(?:about|with|on)\s+(?:something
    |this|that|a\s+few\s+things)(?:\s+else)?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# "<S> skipped lunch": a meal missed that day; "<S> thinks people spend too much on
# weddings": a view of people in general, nothing of the speaker's life.
_MEAL_MISSED: Final = re.compile(
    r"^\ue000\s+(?:just\s+|also\s+)?(?:skipped|missed|forgot)\s+(?:lunch|breakfast|dinner|tea"
    r"|supper)(?:\s+today|\s+again)?\s*[.!]*$",
    re.IGNORECASE,
)
# "<S> dropped a tray", "<S> spilt their tea": a small mishap of the day, over as it was
# told; "<S>'s mum is already fussing", "<S> and others are counting the days": a fuss or
# an eagerness of the moment, said as it shows.
_SMALL_MISHAP: Final = re.compile(
    r"""^\ue000\s+(?:just\s+|also\s+|accidentally\s+)?(?:dropped|spilt|spilled|smashed
    |knocked\s+over|broke)\s+(?:a|the|their|his|her|another)\s+(?:[\w-]+\s+)?(?:tray|cup|mug
    |glass|plate|bowl|jar|bottle|drink|coffee|tea|pint|milk|egg|eggs|pen|spoon)
    (?:\s+(?:today|again|earlier))?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_MOMENT_SHOWN: Final = re.compile(
    r"""^(?:(?-i:[A-Z])[\w'-]+\s+and\s+)?\ue000(?:['’]s\s+[\w-]+)?(?:\s+and\s+(?:others
    |(?-i:[A-Z])[\w'-]+))?\s+(?:is|are)\s+
    (?:(?:already|still|just|literally|really)\s+)*(?:counting\s+the\s+(?:days|hours|minutes
    |sleeps)|fussing|flapping|panicking|fretting|nagging|moaning|grumbling)
    (?:\s*\(as\s+of\s+[^)]*\))?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S>'s phone keeps freezing", "<S>'s wifi is really slow tonight", "<S>'s laptop is about to
# die": a device playing up while they type, said to excuse the chat, gone by the next.
_DEVICE_TROUBLE: Final = re.compile(
    r"""^\ue000'?s\s+(?:(?:stupid|old|new|work|bloody|silly)\s+)?(?:phone|mobile|laptop|computer
    |pc|tablet|ipad|wi-?fi|internet|connection|signal|battery|screen|app|keyboard|mic|microphone
    |camera|charger|router|broadband|data|reception)\s+(?:(?:keeps|kept|is|was|has\s+been
    |'s|just|still|really|so|being|totally|completely|super|a\s+bit|about\s+to|going\s+to
    |nearly|almost)\s+)*(?:freez(?:ing|es)|(?P<past>froze|crashed|died)|frozen|crash(?:ing|es)|dying|die
    |dead|playing\s+up|acting\s+up|glitch(?:ing|y|ed)|lagg(?:ing|y)|slow|dropping(?:\s+out)?
    |cutting\s+out|dropp?ing\s+out|restarting|rebooting|updating|weird|rubbish|useless
    |terrible|awful|patchy|flat|low|on\s+\d+\s*%)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _device_trouble(body: str) -> bool:
    """Whether ``body`` is a device playing up; one that died or crashed on a day it names
    ("<S>'s laptop died on 3 May, so ...") is news of its own."""
    found = _DEVICE_TROUBLE.match(body)
    return found is not None and not (found.group("past") and _OWN_DATE.search(body))


# "<S> is king of the allotment, as far as the slugs are concerned", "as far as Gran is
# concerned, <S> is still twelve": true only in someone's eyes, a joke or a view, not a fact.
# "As far as work is concerned, <S> starts at Tesco on Monday" only names the topic: kept.
_AS_FAR_AS: Final = re.compile(
    r"\bas\s+far\s+as\s+(?P<who>(?:[\w'’\ue000-]+\s+){0,3}?[\w'’\ue000-]+)"
    r"(?:\s+(?:is|are|was|were|am)|['’](?:s|re|m))\s+concerned\b",
    re.IGNORECASE,
)
# Beings and bodies that hold a view, besides names, relatives and pets.
_VIEW_HOLDERS: Final = word_set(
    """i he she they we you me him them people everyone everybody anyone nobody world boss
    bosses bank council government taxman teacher teachers neighbours neighbour kids mates
    mate friends friend pals colleagues lads team fans crows birds cows sheep hens chickens
    slugs hedgehogs pigeons seagulls cats dogs staff office school police insurers""",
    None,
)
_HOLDS_A_VIEW: Final = RELATIVES | PETS | _VIEW_HOLDERS


def _in_someones_eyes(body: str) -> bool:
    """Whether ``body`` holds only "as far as <someone> is concerned" (a being's view)."""
    found = _AS_FAR_AS.search(body)
    if found is None:
        return False
    who = found.group("who")
    return "\ue000" in who or any(
        word[:1].isupper() or word.lower() in _HOLDS_A_VIEW
        for word in re.findall(r"[\w-]+", who.replace("'s", " ").replace("’s", " "))
        if word.lower() not in {"the", "my", "our", "his", "her", "their", "your", "as"}
    )


_VIEW_OF_PEOPLE: Final = re.compile(
    r"""^\ue000\s+(?:thinks|believes|reckons|feels)\s+(?:that\s+)?(?:people|everyone|everybody
    |nobody|no\s+one|kids|children|young\s+people|most\s+people|parents)\s
    # "<S>'s boss says <S> is too soft", "<S>'s boss told <S> <S> is the only one who never
    # panics": another's view of the speaker, praise or blame, not a fact about them
    |^\ue000'?s\s+(?:[\w'-]+\s+){1,3}?(?:says?|said|thinks?|thought|reckons?|told\s+(?:them
    |\ue000|the\s+user|(?-i:[A-Z])[\w'-]*))\s+(?:that\s+)?(?:they|\ue000|the\s+user
    |(?-i:[A-Z])[\w'-]*)(?:\s+(?:is|are|was|were)|['’](?:s|re))\s+
    (?:(?:far|much|way|a\s+bit|a\s+little)\s+)?(?:too\s|the\s+(?:best|worst|most|least)\s
    |the\s+only\s+one\s+who\s+(?:never|always|can|could|ever|really)\b
    |(?:so|really|very)\s+(?:good|bad|talented|gifted|clever|lazy|soft|hard)\b
    |a\s+natural\b|(?:brilliant|hopeless|useless|amazing|wonderful)\b)
    # "<S> loves a mother who cooks": a kind of person liked, no one in the speaker's life
    |^\ue000\s+(?:loves|likes|adores|hates|admires)\s+(?:a|an)\s+(?:good\s+)?(?:man|woman|mother
    |father|mum|dad|person|girl|boy|guy|host|cook|chef|kid|child|teacher|boss)\s+who\s""",
    re.IGNORECASE | re.VERBOSE,
)


# "<S> had a strange week", "<S> is having a long day": how a stretch of time went, with
# nothing a later question could ask about.
_HOW_TIME_WENT: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:has\s+had|have\s+had|had|(?:is|are)\s+having)\s+
    (?:a|an|such\s+a|quite\s+a)\s+(?:(?:very|really|so|pretty|bit\s+of\s+a)\s+)?(?:long|strange
    |weird|odd|busy|rough|hard|tough|crazy|mad|hectic|good|bad|great|lovely|quiet|funny|stressful
    |tiring|nice|slow|boring|productive|mixed)\s+(?:day|week|weekend|month|morning|afternoon
    |evening|night|few\s+days|couple\s+of\s+days)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# "<S> basically lives at the office", "<S> practically lived in the library": where someone
# spends their time, said as if it were their home.
_AS_IF_HOME: Final = re.compile(
    r"^\ue000(?:\s+and\s+others)?\s+(?:(?:just|now|still)\s+)?(?:basically|practically"
    r"|virtually|pretty\s+much|more\s+or\s+less|literally|all\s+but|effectively)\s+(?:lives?"
    r"|lived|living|moved\s+in(?:to)?)\b",
    re.IGNORECASE,
)
# "<S> is dead" (laughing), "<S> has walked a million miles": said to be heard, not believed.
_OVERSTATED: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:is|was|are|were)\s+(?:(?:literally|actually|so|just
    |absolutely|basically|officially)\s+)*(?:dead|deceased|ded)\b
    |\b(?:a|like\s+a|about\s+a)\s+(?:million|billion|trillion)\s+(?:times|miles|things|years
    |hours|questions|emails|messages|texts|steps|places|degrees)\b|\b(?:zillion|gazillion
    |bajillion|kajillion)""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S>'s back is 41", "<S>'s knees are 80 years old": a body part given an age is a joke
# about feeling old, not a fact about the body or the speaker.
_AGED_BODY: Final = re.compile(
    rf"""^(?:[\w-]+\s+){{0,3}}?(?:and\s+)?\ue000'?s?\s+(?:{alternation(BODY_PARTS)})\s+
    (?:is|are|feels?|feel)\s+(?:like\s+)?(?:about\s+)?(?:\d+|a\s+hundred)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> would rather eat a raw onion": a preference over something left in another sentence
# ("I can't stand anchovies."); without its "than" it says what was never meant.
# ("<S> would rather not fly" needs none.)
_RATHER_WITHOUT_THAN: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:would|'d)\s+(?:much\s+|far\s+)?rather\s+(?!not\b)
    (?!.*\b(?:than|instead)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# Where a thing praised is the best of: "in the county", "in the Midlands", "in Yorkshire"
# (a place named by its capital).
_PRAISED_WITHIN: Final = r"""in\s+(?:the\s+(?:whole\s+)?(?:world|universe|galaxy|country|land|county
    |town|city|village|valley|area|region|district|parish|borough|street|neighbourhood|north
    |south|east|west|(?-i:[A-Z])[\w-]+)|(?-i:[A-Z])[\w-]+)"""
# Where else a thing praised is the best of, however it is praised: "on the island", "in
# town", "for miles around", "this side of Paris", "alive", "I know". A superlative that
# measures ("the oldest pub on the island", "the youngest councillor in Powys", "the
# tallest house in town") is a fact, and is not praise.
_PRAISED_AROUND: Final = r"""(?:on\s+(?:the\s+)?(?:island|planet|earth|estate|coast|peninsula|street
    |block|scene)|in\s+town|for\s+miles(?:\s+around)?|this\s+side\s+of\s+\w+|around\s+here
    |anywhere|in\s+existence|going|ever|alive|(?:that\s+)?(?:i|we|\ue000|(?-i:[A-Z])[\w'-]+)\s+(?:knows?
    |(?:has|have|'ve)\s+ever\s+met)|you(?:'ll|\s+will)\s+ever\s+meet)(?![\w'])"""
_MEASURED: Final = r"""(?:oldest|newest|biggest|largest|smallest|tallest|highest|lowest|longest
    |shortest|deepest|widest|youngest|eldest|earliest|latest|busiest|nearest|furthest|farthest
    |fastest|slowest|heaviest|northernmost|southernmost|remotest|cheapest|dearest|priciest
    |richest|poorest|west|east|test|contest|forest|honest|interest|guest|chest|request|harvest
    |nest|quest|protest|vest|rest|pest|crest|digest|manifest|modest|earnest|inquest|suggest)\b"""
# "<S> has bought the warmest socks in the world", "<S>'s granddad makes the best stew",
# "<S>'s aunt brews the finest cider in Somerset": a superlative said in praise or fun, not
# a fact anyone could ask about. (Only words of praise reach past the world to a county or
# a town: "<S> runs the oldest pub in the village" is a fact, and so is a prize "won for
# the best pie in the county", and a place opened, run or bought, however praised: "<S>'s
# sister opened the best cafe in Leeds".)
_PRAISED: Final = re.compile(
    rf"""\bthe\s+(?:\w+est|best|worst|most\s+\w+)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+\s+
    (?:in\s+the\s+(?:world|universe|galaxy|country|land)|ever\s+(?:made|invented|created
    |baked|cooked)|known\s+to\s+(?:man|humanity))\b
    |(?<!\bwon\s)(?<!\bfor\s)(?<!\bopened\s)(?<!\bopens\s)(?<!\bruns\s)(?<!\bowns\s)
    (?<!\bbought\s)(?<!\bstarted\s)(?<!\bfounded\s)(?<!\bmanages\s)(?<!\bjoined\s)
    \bthe\s+(?:best|worst|finest|greatest|nicest|tastiest|loveliest|(?!{_MEASURED})[a-z]{{3,}}est)
    \s+(?:[\w-]+\s+){{0,2}}?[\w-]+\s+(?:{_PRAISED_WITHIN}|{_PRAISED_AROUND})
    # "<S>'s sister makes the most amazing curries", "<S>'s nephew gives the best hugs",
    # "<S>'s dad tells the worst jokes": what someone makes or does, praised
    |\b(?:makes?|made|bakes?|baked|cooks?|cooked|brews?|brewed|does|did|knits?|knitted|grows?
    |grew|sews?|gives?|gave|tells?|told|throws?|threw)\s+the\s+(?:best|worst
    |nicest|greatest|most\s+[a-z]+|(?!{_MEASURED})[a-z]{{3,}}est)\s+[\w-]+(?:\s+[\w-]+)?\s*[.!]*$
    # "<S>'s daughter's drawings are better than anything in the gallery"
    |\b(?:better|nicer|finer)\s+than\s+(?:anything|anyone|anybody)\s+(?:in|at|on)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S>'s arms hurt for three days", "<S>'s hands were shaking", "<S>'s throat swells up
# straight away": how a body part felt, or how it reacts, is a detail of a fact told beside
# it (the new sport, the nerves of a first day, the allergy), not a memory of its own. (A
# body part sore now is a passing state, kept for a while: "my knee is sore right now".)
_BODY_OR_FACE: Final = alternation(
    BODY_PARTS
    | word_set(
        "throat head eyes eye stomach tummy belly chest ears teeth tooth skin face lips", None
    )
)
_BODY_FELT: Final = re.compile(
    rf"""^(?:[\w-]+\s+){{0,3}}?(?:and\s+)?\ue000'?s?\s+(?:(?:left|right|poor)\s+)?
    (?:{_BODY_OR_FACE})\s+(?:(?:still|really|all|both|always|just|now)\s+)*(?:ached|stung|itched
    |tingled|throbbed|shook|swelled|(?:was|were)\s+(?:(?:still|really|so|very|a\s+bit|all)\s+)*
    (?:sore|shaking|aching|burning|stinging|itching|killing|swollen|numb)|went\s+numb
    |hurt\s+for\s+(?:days|weeks|a\s+week|\w+\s+(?:days|weeks))
    # "<S>'s legs still haven't forgiven them": sore after a race, said in fun
    |(?:haven['’]t|hasn['’]t|have\s+not|has\s+not|never)\s+forgiven
    |(?:hurts?|aches?|stings?|itch(?:es)?|tingles?|swells?(?:\s+up)?|burns?|shakes?)\s+
    (?:[\w-]+\s+){{0,3}}?(?:straight\s+away|right\s+away|immediately|instantly
    |whenever|every\s+time))\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> still burns their fingers every week", "<S> always bangs their head on the beam": a
# small hurt that comes back is a detail of the work or the house, not a memory.
_SMALL_HURT_AGAIN: Final = re.compile(
    rf"""^\ue000\s+(?:(?:still|always|often|constantly|regularly)\s+)*(?:burns?|cuts?|bangs?
    |stubs?|scalds?|pricks?|bumps?|nicks?|scratch(?:es)?)\s+(?:their|his|her)\s+
    (?:{_BODY_OR_FACE})\b(?=.*\b(?:every\s+(?:day|week|time|shift)|all\s+the\s+time
    |constantly|regularly|always))""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> can barely sit still", "<S> can't stop smiling", "<S> can hardly keep their eyes
# open": how strongly a feeling shows that day, not something the person cannot do.
_CANNOT_CONTAIN: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:can't|cannot|couldn't|(?:can|could)\s+(?:not|barely|hardly
    |scarcely))
    \s+(?:sit\s+still|stop\s+(?:smiling|grinning|laughing|giggling|crying|shaking)
    |keep\s+(?:their|his|her)\s+eyes\s+open|think\s+straight|stay\s+awake
    |contain\s+(?:their|his|her)self|wipe\s+the\s+smile)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> needs pictures", "<S> needs the full story", "<S> would love to see photos", "<S>
# wants every detail", "<S> will expect photos": asking the other person to share, said
# as a need.
_ASKS_TO_SEE: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:(?:really|so|just|also|urgently)\s+)*(?:needs?|wants?
    |demands?|(?:will|'ll)\s+(?:expect|want|need)
    |(?:(?:would|'d)\s+love|needs?|wants?|has|have|must)\s+to\s+(?:see|hear)(?:\s+about)?)\s+
    (?:(?:a|the|some|more|all\s+the|that|this|those|these|every)\s+)?(?:full\s+)?(?:pics?|pictures?
    |photos?|videos?|detail
    |proof|details|deets|updates?|story|gossip|tea|evidence)(?:\s+(?:now|asap|immediately
    |please|sometime|soon|later))?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> is off to go do some research", "<S> is off to bed": leaving the chat, not a plan.
# What makes "off to ..." more than leaving the chat: a life event, a named place, a
# stretch of time ("off to get married in Vegas", "off to work in Canada for a year").
_OFF_FOR_LONG: Final = re.compile(
    r"""\b(?:married|surgery|operation|degree|university|uni|college|abroad|hospital|rehab
    |retire|move|live)\b|\b(?:in|to)\s+(?-i:[A-Z])|\bfor\s+(?:a|an|\d+|two|three|four|five
    |six|nine|twelve)\s+(?:years?|months?|weeks?)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_OFF_TO: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:is|are|'s|'re)\s+(?:just\s+|now\s+|about\s+)?off\s+to\s+
    (?:go\b|do\b|get\b|grab\b|make\b|have\b|bed\b|sleep\b|work\b|the\s+shops\b|cook\b
    |finish\b|start\b|pick\b|walk\b|feed\b|put\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> has always wondered why cats purr": a question, worded as a statement.
_WONDERS: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:(?:has|have|had|always|often|sometimes|still|just
    |really|been|never)\s+)*(?:wonder|wonders|wondered|wondering)\s+(?:about\s+)?(?:why|how
    |what|whether|if|where|who|when|which)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> just loves being stuck in traffic": loving what nobody loves is said the other way.
_SARCASM: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:(?:just|really|absolutely|totally|so)\s+)*(?:loves?
    |adores?|enjoys?|lives?\s+for)\s+(?:(?:being|getting)\s+(?:\w+\s+)?(?:stuck|ignored
    |woken|kept\s+waiting|left\s+on\s+read|stood\s+up|shouted\s+at|yelled\s+at|lied\s+to
    |interrupted|cancell?ed\s+on|delayed|soaked|sunburnt|stung|bitten|scammed|ghosted|dumped
    |sick|ill|overcharged|spammed|on\s+hold)
    |(?:waiting|queu(?:e?ing))\s+(?:in\s+|on\s+|for\s+)?(?:\w+\s+){0,2}?(?:hours?|ages|forever
    |queues?|lines?|hold))\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> thinks remote work is the future", "<S> found the book really slow": an opinion about
# things, not a fact about the one who holds it. (What someone thinks of their own ("<S>
# thinks their landlord is selling"), or of a named person or place, is kept.)
_INTENSIFIER = (
    r"really|so|very|quite|pretty|a\s+bit|kind\s+of|too|super|incredibly|surprisingly"
    r"|totally|rather|a\s+little|way|fairly"
)
_OPINION_OF_THINGS: Final = re.compile(
    rf"""^\ue000(?:\s+and\s+others)?\s+(?:(?:still|really|honestly|genuinely|also|just)\s+)*
    (?:thinks?|reckons?|believes?|feels?\s+like|feels?\s+that|considers?|finds?|guesses
    |(?:loves?|hates?|likes?|dislikes?|adores?|can't\s+stand)\s+(?:that|how))
    \s+(?:that\s+)?(?!their\b|they\b|them\b|\ue000|(?-i:[A-Z]))(?:[\w'-]+\s+){{1,3}}?
    (?:is|are|was|were|will\s+be|would\s+be|can|could|should|must|never|always)\b
    |^\ue000(?:\s+and\s+others)?\s+(?:finds?|found)\s+(?:the|that|this|those|these)\s+
    (?:[\w-]+\s+){{1,2}}?(?:(?:{_INTENSIFIER})\s+)+[\w-]+""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> thinks Christmas adverts start far too early", "<S> reckons supermarkets should stop
# selling plastic bags": a bare plural ("adverts", not "their kids") doing what it should
# not, or too much, is a view of how things are in general, whatever names its kind.
_VIEW_OF_KINDS: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:(?:still|really|honestly|genuinely|also|just)\s+)*
    (?:thinks?|reckons?|believes?|feels?\s+that)\s+(?:that\s+)?(?!(?:their|they|them)\b)
    (?:[A-Za-z][a-z-]*\s+){0,2}(?-i:[a-z][a-z-]*[a-rt-z]s)\s+
    (?:(?-i:should(?:n't)?|ought|never|always)\b  # "fireworks should only be allowed"
    |(?!(?:too|so|very|much|and|or|of|in|on|at|to|for|with|from|a|an|the|that|this|them|him
    |her|it|is|was|has|does)\b)(?-i:[a-z]+[a-rt-z])\b
    [^.!?;]*?\b(?:too\s+(?=\w)|should(?:n't)?\b|ought\b|never\b|always\b|nowadays\b|these\s+days\b
    |any\s*more\b|overrated\b|underrated\b))
    # "<S> thinks every village needs a pub", "<S> reckons all schools should teach cooking":
    # what every one of a kind should have or do
    |^\ue000(?:\s+and\s+others)?\s+(?:(?:still|really|honestly|genuinely|also|just)\s+)*
    (?:thinks?|reckons?|believes?|feels?\s+that)\s+(?:that\s+)?(?:every|each|all|no|any)\s+
    (?:[a-z][a-z-]*\s+){1,2}?(?:needs?|should(?:n't)?|ought|must|deserves?|has\s+to
    |have\s+to)\b""",
    re.VERBOSE,
)

# "<S> thinks the builders should ...", "<S> reckons our twins ...": particular people or
# things, not a kind.
_THINKS_OF_THE: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:(?:still|really|honestly|genuinely|also|just)\s+)*
    (?:thinks?|reckons?|believes?|feels?\s+that)\s+(?:that\s+)?
    (?:the|my|our|his|her|your|their)\s""",
    re.IGNORECASE | re.VERBOSE,
)

# "<S> wishes they lived closer to the sea": what is not so, said as a wish. ("<S> wishes to
# apply" is a plan; "<S> wishes them luck" a courtesy, dropped for having no content.)
# "<S> hopes Leo's mum recovers quickly", "Hope Beatriz takes good pictures": a wish for
# someone, not what happened ("<S> hopes to move to Spain" is a plan of the subject's own,
# kept). A fact opening on someone named Hope and a verb reads the same and is lost.
_HOPED: Final = re.compile(
    r"""^(?:\ue000(?:\s+and\s+others)?\s+(?:(?:really|just|so|still|truly)\s+)*hopes?\s+
    (?:that\s+)?(?!to\b)|(?:i\s+)?hope\s+(?:that\s+)?(?=(?:he|she|they|it|you|we)\b|\ue000
    |(?-i:[A-Z])[\w'-]+(?:['’]s\s+[a-z]+)?\s+(?:will|can|gets?|is|are|has|(?-i:[a-z]+s))\b))""",
    re.IGNORECASE | re.VERBOSE,
)
_WISHED: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:(?:really|just|so|still|sometimes|often|honestly)\s+)*
    wish(?:es|ed)?\s+(?!to\b)(?:that\s+)?(?:they|\ue000|their|it|there|we|[a-z]+)\b
    (?!\s+(?:luck|well|happy|a\s+happy|the\s+best)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S>'s sister told them she's pregnant": someone else's news as told to the speaker - the
# speaker's hearsay, worded as what the speaker was told.
# "<S> heard the factory might close in 2025": a rumour, not a fact about anyone.
_HEARSAY: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:heard|read|saw\s+online|was\s+told|were\s+told)
    \s+(?:that\s+)?[^.]*?\b(?:might|(?<!\d\s)(?-i:may)(?!\s+\d)|could|would|is\s+going\s+to
    |are\s+going\s+to)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_TOLD_THE_SPEAKER: Final = re.compile(
    r"""^\ue000'?s?\s+(?:[\w'-]+\s+){1,3}?(?:told|tells|texted|messaged|emailed|rang|called)
    \s+them\s+(?:that\s+|to\s+say\s+(?:that\s+)?)?(?:she|he|they|it|her|his|their)\b
    # "<S>'s mum told <S> that she ...": the speaker named again as the one told
    |^\ue000's\s+(?:[\w'-]+\s+){1,3}?(?:told|tells|texted|messaged|emailed|rang|called)
    \s+(?:\ue000|(?-i:[A-Z])[\w'-]+)\s+(?:that\s+|to\s+say\s+(?:that\s+)?)?
    (?:she|he|they|it|her|his|their)\b
    # "<S>'s friends keep telling them to try online dating": others' advice
    |^\ue000's\s+(?:[\w'-]+\s+){1,3}?(?:keep|keeps|kept|always|often)\s+
    (?:on\s+at\s+(?:them|\ue000|(?-i:[A-Z])[\w'-]+)|telling|asking|nagging|begging|pushing
    |bugging|saying)\s+(?:(?:them|\ue000|(?-i:[A-Z])[\w'-]+)\s+)?(?:to|that)\b""",
    re.IGNORECASE | re.VERBOSE,
)

# "<S> loves Bodil already", "<S> likes him already": warming to someone just described,
# a reaction in the chat.
_WARMED_TO: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:already\s+)?(?:loves?|likes?|adores?)\s+
    (?:(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?|him|her|them)\s+already\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> has wanted to learn since they were a girl", "<S> wants to join": what is learnt or
# joined was named in the chat, not here.
_NO_OBJECT_LEFT: Final = re.compile(
    r"""\bto\s+(?:learn|try|join|buy|know)(?:\s+(?:it|one|that|this|them))?
    (?:\s*[.!]?\s*$|\s+(?:since|ever\s+since|for\s+(?:years|ages|a\s+long\s+time|decades)
    |one\s+day|someday|some\s+day)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S>'s first was in Gdynia in 2022", "<S>'s last was born in 2020": the first or last of
# what only the chat said ("<S>'s first car was a Fiesta" names it; "<S>'s first one was on
# 3 May" at least dates what the fact before it named).
_ORDINAL_ALONE: Final = re.compile(
    r"""^\ue000'?s\s+(?:very\s+)?(?:first|second|third|fourth|fifth|last|previous|next|latest
    |other)(?:\s+one)?\s+(?:was|is|were|are|will|would|has|had|came|went|took|got|'s)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> healed, and ...", "<S> mended.": an answer's bare word for the thing asked after ("How
# is your mum's elbow?" - "Healed, and she's back to her walks"), given the speaker's "I".
_THING_MENDED: Final = re.compile(
    r"""^\ue000\s+(?:(?:all|fully|completely|totally|almost|nearly|finally)\s+)?(?:healed|mended
    |fixed|repaired|cured|healing|mending)\s*(?:[,.;!]|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> is coming whatever the date": coming to what, only the chat said.
_COMING_TO_WHAT: Final = re.compile(
    r"""^\ue000(?:\s+and\s+others)?\s+(?:is|are|will\s+be)\s+(?:(?:definitely|still|totally
    |absolutely|so|100%)\s+)?(?:coming|going)(?:\s*[.!]*$|\s+(?:whatever|no\s+matter|regardless
    |anyway|either\s+way)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> somerled, hello.": a greeting and the name it was said to, read as a fact.
_GREETING_LEFT: Final = re.compile(
    r"^\ue000\s+[\w'-]+\s*,\s*(?:hello|hi|hey|hiya|howdy|morning|evening)\b", re.IGNORECASE
)

# "<S> and their sisters are throwing him a party": a "him" with no man before it for it to
# be (no other name, no "he"/"his", no brother or husband) is one only the chat named.
_HIM: Final = re.compile(r"(?<![\w'-])him(?![\w'-])", re.IGNORECASE)
_MAN_BEFORE: Final = re.compile(
    r"""(?<![\w'-])(?:he|his|he's|(?-i:[A-Z])[\w'-]+|brothers?|dad|father|son|husband|uncle
    |grand(?:dad|pa|father|son)|nephew|boyfriend|fianc[eé]|partner|cousin|friend|boss
    |colleague|man|guy|boy|lad|bloke|baby|dog|cat|puppy|horse)(?![\w'-])""",
    re.IGNORECASE | re.VERBOSE,
)


def _him_unnamed(body: str) -> bool:
    """Whether ``body`` has a "him" with no one before it whom it could be."""
    him = _HIM.search(body)
    return him is not None and _MAN_BEFORE.search(body, 0, him.start()) is None


# A date the fact names: its own ("(2024-05-06)", "in March 2024", "on Friday").
_OWN_DATE: Final = re.compile(rf"\(\d{{4}}-\d\d|{_DATED.pattern}", re.IGNORECASE)


def _only_in_the_chat(body: str) -> str | None:
    """Why ``body`` only meant something in the chat it was said in - warming to someone
    just described, a "him" or an object the chat named, a greeting; None when it stands
    alone."""
    if _WARMED_TO.match(body):
        return "opinion"
    if _him_unnamed(body):
        return "unresolved reference"
    if _NO_OBJECT_LEFT.search(body) or _COMING_TO_WHAT.match(body):
        return "partial fact"
    if _THING_MENDED.match(body):
        return "partial fact"
    if _ORDINAL_ALONE.match(body) and not _ON_A_DAY.search(body):
        return "unresolved reference"  # ("<S>'s first one was on 3 May": a day to ask of)
    if _GREETING_LEFT.match(body):
        return "no content"
    return None


def partial(body: str) -> str | None:
    """Why ``body`` (its subject replaced by :data:`SUBJECT`) is not true to what was said
    in full - a comparison without its baseline, a change without its new value, talk
    about the chat itself, a figure of speech, an opinion about things, a wish, what
    someone else told the speaker; None when it is."""
    if _UNANCHORED_COMPARISON.search(body) and not _MENDING.match(body):
        return "unresolved reference"
    if _CHANGE_WITHOUT_VALUE.match(body) or _WITHOUT_WHAT.match(body):
        return "partial fact"
    if _ABOUT_THE_CHAT.match(body) or _SLIP.match(body):
        return "no content"
    if (
        _AS_IF_HOME.match(body)
        or _SARCASM.match(body)
        or _OVERSTATED.search(body)
        or _AGED_BODY.match(body)
        or _CANNOT_CONTAIN.match(body)
    ):
        return "figure of speech"
    if (
        _BODY_FELT.match(body)
        or _SMALL_HURT_AGAIN.match(body)
        or _HOW_TIME_WENT.match(body)
        or _MEAL_MISSED.match(body)
        or _SMALL_MISHAP.match(body)
        or _MOMENT_SHOWN.match(body)
        or _device_trouble(body)
    ):
        return "passing state"
    if _VIEW_OF_PEOPLE.match(body) or _in_someones_eyes(body):
        return "opinion"
    if (said_in_the_chat := _only_in_the_chat(body)) is not None:
        return said_in_the_chat
    if _RATHER_WITHOUT_THAN.match(body):
        return "unresolved reference"
    if _PRAISED.search(body):
        return "figure of speech"
    if _ASKS_TO_SEE.match(body) or (
        _OFF_TO.match(body) and not _OWN_DATE.search(body) and not _OFF_FOR_LONG.search(body)
    ):
        return "no content"
    if (_OPINION_OF_THINGS.match(body) and not _OWN_DATE.search(body)) or (
        _VIEW_OF_KINDS.match(body) and not (_OWN_DATE.search(body) and _THINKS_OF_THE.match(body))
    ):
        # (what one thinks happens on a day is a plan heard of, kept: "I think the
        # builders should be finished by Friday"; what a kind should do on a day,
        # "fireworks should only be allowed on Bonfire Night", is a view)
        return "opinion"
    if _WONDERS.match(body):
        return "question"
    if _WISHED.match(body) or _HOPED.match(body):
        return "hypothetical"
    if _TOLD_THE_SPEAKER.match(body) or _HEARSAY.match(body):
        return "reported speech"
    return None


# A clause linked to the one before by "so" ("..., so I sleep during the day", "... so that
# I can read on the way") gives a consequence or a purpose of it.
_SO_LINK: Final = re.compile(r"[\s,;:–—-]*(?:and\s+)?so(?:\s+that)?[\s,]*", re.IGNORECASE)
# A clause joined by "and" or a comma only.
_PLAIN_LINK: Final = re.compile(r"[\s,;:–—-]*(?:(?:and|plus)(?:\s+now)?)?[\s,]*", re.IGNORECASE)
_SENTENCE_END: Final = re.compile(r"[.!?…]")
# What an event left behind: "... and <S> can only eat with a straw", "..., <S>'s voice is
# completely gone", "... and <S> can't type properly": true that week, not a fact of its own.
_AFTERMATH: Final = re.compile(
    r"""\b(?:can't|cannot|can\s+not|couldn't|could\s+not|can\s+only|could\s+only|can\s+barely
    |can\s+hardly|can\s+no\s+longer)\s+(?!stand\b|bear\b|live\s+without\b|get\s+enough\b
    |wait\b|believe\b|recommend\b|thank\b)
    |\b(?:is|are|has\s+gone|have\s+gone|'s)\s+(?:(?:completely|totally|all|just|basically
    |now|still)\s+)*(?:gone|ruined|wrecked|shot|destroyed|a\s+mess|chaos)\b
    |\b(?:any\s?more|no\s+longer)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _news_of_its_own(fact: CandidateFact) -> bool:
    """A fact with a date or a slot says something new even as a consequence; so does
    something begun because of it ("I lost my job, so I'm starting my own dance studio"),
    a thing done about it ("I hated the commute, so I've rented a flat in Leeds"), and the
    hour a routine keeps ("..., so my alarm goes off at half past three")."""
    return (
        fact.slot is not None
        or _OWN_DATE.search(fact.text) is not None
        or _UNDERTAKEN.search(fact.text) is not None
        or _DONE_ABOUT_IT.search(fact.text) is not None
        or _AT_THE_HOUR.search(fact.text) is not None
        or _FOR_A_SPAN.search(fact.text) is not None
    )


# What cannot be done, and for how long: "..., so <S>'s mum can't drive for six weeks" (not
# "so <S> will be living on takeaways for a month": a consequence, said in passing).
_FOR_A_SPAN: Final = re.compile(
    r"\b(?:can['’]t|cannot|can\s+not|won['’]t\s+be\s+able\s+to|not\s+allowed\s+to|mustn['’]t)\s+"
    r"[^,;]{0,60}?\bfor\s+(?:another\s+|at\s+least\s+|about\s+)?"
    rf"(?:\d+|a|an|{alternation(NUMBER_WORDS)}|a\s+few|several|a\s+couple\s+of)\s+"
    r"(?:days|weeks|months|years|day|week|month)\b",
    re.IGNORECASE,
)


# Another way found, after a plan fell through: "<S> took the night bus instead", "<S> and
# others hired a car".
_ANOTHER_WAY: Final = re.compile(
    rf"""^(?:[\w'’-]+\s+){{1,4}}?(?:took|caught|hired|borrowed|got)\s+(?:a|an|the|my|our|his|her
    |their)\s+(?:[\w-]+\s+)?(?:bus|coach|train|tram|ferry|boat|flight|plane|taxi|cab|lift|ride
    |minibus|{alternation(VEHICLES)})\b""",
    re.IGNORECASE | re.VERBOSE,
)


# What the subject has gone and done, a deed with an object: "<S> has rented a cottage",
# "<S> has booked a course", "<S> bought a van". Not a state the first clause brought
# ("<S> has been up all night", "<S> had to walk", "<S> has got to leave early").
_DONE_ABOUT_IT: Final = re.compile(
    rf"""^(?:[\w'’-]+\s+){{1,4}}?(?:(?:has|have)\s+(?:just\s+|now\s+|finally\s+|already\s+
    |also\s+)?(?!been\b|had\b|got\s+to\b|gotten\s+to\b)(?:[a-z]+ed|{alternation(PAST_PARTICIPLES)})
    |(?:just\s+|finally\s+)?(?:bought|sold|rented|moved|adopted|booked|joined|quit|enrolled
    |signed\s+up|applied|leased|retired|resigned|got\s+(?:a|an)))
    \s+(?:a|an|the|my|our|his|her|their|to|in|for|up|on|into)\b""",
    re.IGNORECASE | re.VERBOSE,
)


_HOUR = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|0?[1-9])"
# The hour of a routine: "at half past three", "at 5am", "at 6:30", "at quarter to six".
_AT_THE_HOUR: Final = re.compile(
    rf"""\b(?:at|by|until|till)\s+(?:(?:half|quarter|twenty|ten|five)\s+(?:past|to)\s+{_HOUR}\b
    |{_HOUR}(?::[0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o['’]clock)(?![\w'])|{_HOUR}:[0-5]\d\b
    |(?:noon|midnight)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# What someone sets out to do: "is starting", "is opening", "is going to train as ...".
_UNDERTAKEN: Final = re.compile(
    r"""\b(?:is|are)\s+(?:(?:now|finally|officially|actually)\s+)*(?:starting|opening|launching|setting\s+up|founding|moving
    |applying|training|retraining|studying|taking\s+(?:a|an|up)|learning|joining|switching
    |going\s+back\s+to|going\s+to\s+(?:start|open|launch|train|study|move|apply|join)
    |planning\s+to\s+(?:start|open|launch|move|study))\b""",
    re.IGNORECASE | re.VERBOSE,
)


def without_side_clauses(
    said: str, clauses: list[tuple[str, list[CandidateFact]]]
) -> list[CandidateFact]:
    """The facts of ``clauses`` (each clause of the passage ``said``, in reading order,
    with what it formed), without those that only hang off a fact formed just before in
    the same sentence: a consequence or purpose linked by "so" ("I'm a lifeguard so I
    work weekends"), and what an event left behind ("I broke my wrist last week and I can't
    type"). Such a clause restates its sentence's fact from another side; a date or a
    slot of its own ("..., so I'm moving to Recife in June") makes it news again."""
    kept: list[CandidateFact] = []
    text = said.casefold()
    at = 0
    formed_before = False
    for clause, facts in clauses:
        found = text.find(clause.casefold(), at)
        link = text[at:found] if found >= 0 else None
        if found >= 0:
            at = found + len(clause)
        if link is None or _SENTENCE_END.search(link):
            formed_before = False
        joined = link is not None and formed_before
        so_linked = joined and _SO_LINK.fullmatch(link or "") is not None
        and_linked = joined and _PLAIN_LINK.fullmatch(link or "") is not None
        for index, fact in enumerate(facts):
            after_event = (and_linked or index > 0) and _AFTERMATH.search(fact.text) is not None
            if so_linked and kept and _ANOTHER_WAY.match(fact.text):
                # "My flight was cancelled, so I took the night bus instead": the way found
                # is told with what it was found for, one fact
                last = kept[-1]
                then = f"t{fact.text[1:]}" if fact.text.startswith("The ") else fact.text
                told = f"{last.text.rstrip('. ')}, so {then}"
                kept[-1] = dataclasses.replace(last, text=told)
            elif _news_of_its_own(fact) or not (so_linked or after_event):
                kept.append(fact)
        formed_before = formed_before or bool(facts)
    return kept


# Naming words: "<S>'s wife's name is Zenobia" and "<S>'s wife is Zenobia" say one thing.
_RESTATING: Final = frozenset({"is", "are", "was", "were", "name", "names", "called", "named"})


def _gist(text: str) -> frozenset[str]:
    words = (w.casefold().removesuffix("'s") for w in _WORD.findall(text))
    return frozenset(w for w in words if w not in _RESTATING)


# What the fuller saying adds after the same words: when, where or an aside ("in late April
# 2024", "on Tuesday", ", not pistachios"), not more of a name or a thing ("a cat allergy",
# "Paris Hilton", "again in May": another time).
_SAID_MORE: Final = re.compile(
    r"(?:,\s|\s+(?:in|on|at|from|since|until|till|after|before|during|last|this|for)\s"
    r"|\s+\(\d{4}-)",
    re.IGNORECASE,
)


def without_fuller_said(facts: list[CandidateFact]) -> list[CandidateFact]:
    """``facts`` (a document's) without one that another of the same subject says again
    with more after it: "<S> quit the airport job." beside "<S> quit the airport job in
    late April 2024." (the date given when asked) is one fact, told twice."""
    by_subject: dict[str, list[str]] = {}
    for fact in facts:
        by_subject.setdefault(fact.subject, []).append(fact.text)
    for texts in by_subject.values():
        texts.sort()  # those opening with the same words stand together

    def said_fuller(fact: CandidateFact) -> bool:
        if not fact.text.endswith("."):
            return False
        head = fact.text[:-1]
        texts = by_subject[fact.subject]
        for text in texts[bisect_left(texts, head) :]:
            if not text.startswith(head):
                return False
            if _SAID_MORE.match(text, len(head)) is not None:
                return True
        return False

    return [fact for fact in facts if not said_fuller(fact)]


def without_restatements(facts: list[CandidateFact]) -> list[CandidateFact]:
    """``facts`` (one passage's, in reading order) without a fact that says in other naming
    words what one before it said ("<S>'s husband's name is Wystan" then "<S>'s husband is
    Wystan"): a second memory of one fact is a false one."""
    kept: list[CandidateFact] = []
    seen: set[frozenset[str]] = set()
    for fact in facts:
        gist = _gist(fact.text)
        if gist not in seen:
            seen.add(gist)
            kept.append(fact)
    return kept

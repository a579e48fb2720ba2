"""Sentences that look like news of the speaker's life and are not: a line framed as a
quote ("As the song says, I'm walking on sunshine!", "To quote my gran, I'm nobody's
fool"), a catchphrase everyone knows ("Houston, we have a problem: the printer's jammed"),
a title no one is given or has in a chat ("I've just been made Pope, by the way", "I'm
the Queen of Sheba, obviously"), a non-event owned up to at once ("I didn't actually
swim today; I just bought the goggles and looked at them"), and a groan, boast or hope no
one means word for word ("I'm the world's worst driver", "I'm going to win the lottery",
"Yeah right, and I'm a millionaire"). :func:`asides_dropped` drops each such sentence
whole, or only its clause when a catchphrase, groan or boast is one clause of a sentence
that goes on after a comma ("I'll be back, I've a dentist appointment on Tuesday": the
appointment is news); what the turn says around it is read as usual. A story told after a
preference, as its reason, goes too ("I can't stand pipe bands. My uncle made us march
behind the town band every gala day.")."""

from __future__ import annotations

import re
from typing import Final

from .lexicon import COUNTRIES, IRREGULAR_PAST, RELATIVES, alternation, word_set

__all__ = ["asides_dropped"]

# One sentence with the punctuation and space that end it; a line break ends one too. No
# part may match in more than one way, so a long line is split in one pass.
_SENTENCE: Final = re.compile(r"[^.!?…\n]+(?:[.!?…]+[\"”’]?)?\s*|[.!?…]+[\"”’]?\s*|\s+")
# A clause's start after a comma: the conjunction that joined it goes with the aside.
_CLAUSE_JOIN: Final = re.compile(r",\s*(?:(?:but|and|so)\s+)?", re.IGNORECASE)

# Who or what a line is put in the mouth of: "as the song says", "as my nan used to say",
# "as the saying goes", "as they say", "to quote Yoda", "in the words of my old boss".
_QUOTE_FRAME: Final = re.compile(
    r"""(?:^|[,;:(-]\s*)(?:
    (?:as|like)\s+(?:the|that|my|our|his|her|their|an?)\s+(?:old\s+|famous\s+)?
      (?:song|saying|proverb|film|movie|advert|ad|poem|slogan|line|meme|quote|nan|gran
      |granny|grandad|grandma|grandpa|mum|mom|mam|dad|father|mother|teacher)
      \s+(?:says|said|goes|went|used\s+to\s+(?:say|go)|would\s+say|puts\s+it)
    |as\s+(?:they|people|the\s+kids|the\s+young\s+people)\s+say
    |to\s+quote\s+\w[^,;:]{0,40}
    |in\s+the\s+(?:immortal\s+|famous\s+)?words\s+of\s+\w[^,;:]{0,40}
    )\s*(?:[,;:.!]|$)""",
    re.IGNORECASE | re.VERBOSE,
)

# Lines from films, songs and sayings, said whole as a quip: "I'll be back." (not "I'll be
# back at work in May", which only starts like one).
_CATCHPHRASES: Final = (
    "houston, we have a problem",
    "to be or not to be",
    "winter is coming",
    "i'll be back",
    "may the force be with you",
    "elementary, my dear watson",
    "beam me up, scotty",
    "i think, therefore i am",
    "we're gonna need a bigger boat",
    "we're going to need a bigger boat",
    "i'm the king of the world",
    "i'm king of the world",
    "one small step for man",
    "one giant leap for mankind",
    "life is like a box of chocolates",
    "i see dead people",
    "you can't handle the truth",
    "there's no place like home",
    "show me the money",
    "we're not in kansas anymore",
    "to infinity and beyond",
    "resistance is futile",
    "i feel the need for speed",
    "i'm walking on sunshine",
    "i'm singing in the rain",
    "i'm forever blowing bubbles",
    "i've got the power",
    "i will survive",
    "i'm on a highway to hell",
    "i've had the time of my life",
)
_CATCHPHRASE: Final = re.compile(
    rf"^\W*(?:(?:oh|well|so|and|right)[,\s]+)?(?:{alternation(_CATCHPHRASES)})"
    r"(?=\s*(?:[.!?…,:;]|$))",
    re.IGNORECASE,
)

# A title no chat hands the speaker for real, or one they claim to hold: "I've just been made
# Pope", "I was crowned Queen of England", "named Emperor of the Universe", "I'm the Queen of
# Sheba" (a club's "president" or a fete's "May Queen" are real).
_TALL_TITLE: Final = re.compile(
    rf"""\bi(?:(?:['’]ve|\s+have|['’]m|\s+am|\s+was|['’]ve\s+just|\s+have\s+just)?\s+(?:just\s+)?
    (?:been\s+)?(?:made|crowned|elected|named|appointed|declared|anointed)
    # said as a plain claim: "I'm the Queen of Sheba", "I am the Pope, obviously"
    |(?:['’]m|\s+am)(?:\s+(?:actually|secretly|really|obviously|of\s+course))?)\s+(?:the\s+)?
    (?:new\s+)?(?:pope|emperor|empress|dalai\s+lama|supreme\s+leader|overlord|messiah
    |(?:king|queen|ruler|emperor|empress|master|tsar|tsarina|sultan|president|prime\s+minister)
    \s+of\s+(?:the\s+)?(?:world|universe|galaxy|planet|earth|everything|sheba
    |{alternation(COUNTRIES)}))
    \b(?!\s+(?:(?-i:[A-Z])|(?:[\w-]+\s+){{0,2}}(?:club|society|association|supporters|fans
    |team|union|league|branch|group|committee)\b))""",
    re.IGNORECASE | re.VERBOSE,
)

# A grand name the speaker gives themself, with a wink after it: "I'm the Lady of the Lake,
# obviously", "I am the Lord of Misrule, of course", "I'm the Duchess of Dudley, don't you
# know". A plain "I'm the Head of Science" is a job; said with "obviously" after a name in
# capitals it is a joke.
_WINKED_TITLE: Final = re.compile(
    r"""\bi(?:['’]m|\s+am)\s+the\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2}
    (?:\s+of\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2})?
    ,?\s+(?:obviously|of\s+course|naturally|clearly|apparently|don['’]?t\s+you\s+know
    |you\s+know|if\s+you\s+please|no\s+less|thank\s+you\s+very\s+much|I['’]ll\s+have\s+you\s+know)\b""",
    re.IGNORECASE | re.VERBOSE,
)

# A deed owned up to as not done, in the same breath as what was done instead: "I didn't
# actually run; I just put the trainers on", "We didn't really go to the fair, we sat in the
# car", "I never did sign up for the choir, I only looked at the form", "didn't end up
# going, I watched it at home". The negation is owned up to by a word between it and the
# verb ("actually", "really", "even", "quite", "ever"), or by "never did", "didn't end up",
# "never got round to". Not a feeling or an outcome, which is news ("I didn't really like
# it, I just went for the food", "I didn't actually get the job, but I got promoted"), and
# not a plain "I didn't go; I stayed in with a cold" or "We never did go in the end" (an
# answer to "did you go?"), which say what happened.
_FEELS: Final = r"""(?:like|liked|love|loved|enjoy|enjoyed|care|cared|mind|minded|want|wanted
    |need|needed|know|knew|understand|understood|fancy|fancied|rate|rated|think|thought
    |believe|believed|feel|felt|trust|trusted|learn|learned|learnt|expect|expected
    |get|got|pass|passed|win|won|qualify|qualified|hear|heard|receive|received)\b"""
# What went wrong instead is news, and keeps the sentence: "I never even made it to the
# start line; I sprained my ankle", "I didn't actually go in; I was off sick".
_MISHAPS: Final = r"""(?:was|were|had|broke|fell|sprained|twisted|hurt|injured|crashed|failed
    |caught|collapsed|fainted|ended)\b"""
_OWNED_NON_EVENT: Final = re.compile(
    rf"""\b(?:(?:didn['’]?t|did\s+not|never)\s+(?:(?:actually|really|even|quite|ever)\s+)+
    |never\s+(?:actually\s+|really\s+)?did\s+
    |(?:didn['’]?t|did\s+not|never)\s+(?:actually\s+|really\s+)?(?:end(?:ed)?\s+up
    |(?:get|got)\s+(?:a)?round\s+to)\s+)(?!{_FEELS})[a-z][^.!?…]{{0,200}}?[;,:—–-]\s*
    (?:but\s+|instead\s+|so\s+)?
    (?:(?:(?:i|we|he|she|they)\s+)?(?:just|only|merely)\s+[a-z]
    |(?:i|we|he|she|they)\s+(?!{_FEELS}|{_MISHAPS})(?-i:[a-z]+ed|{alternation(IRREGULAR_PAST)})\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# A preference, a fear or an allergy of the speaker's own, said first: "I can't stand
# operetta.", "hate capers.", "I'm terrified of geese;". A story told after it is the
# reason for it, not news of its own.
_PREFERENCE: Final = re.compile(
    r"""^\W*(?:(?:honestly|oh|god|ugh|well|and|but)[,\s]+)*(?:i\s+|i['’]m\s+|i\s+am\s+)?
    (?:(?:really|absolutely|just|truly|totally|honestly|genuinely|still)\s+)*
    (?:(?:can['’]?t|cannot|could\s+never)\s+(?:stand|bear|abide|stomach)|hate|loathe|detest
    |despise|love|adore|dislike|(?:don['’]?t|do\s+not)\s+(?:like|eat|drink)
    |(?:not\s+)?(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of|(?:terrified|scared|afraid)\s+of
    |allergic\s+to)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# A story marked as one, from a time before now: "My ex took me to one once", "me dad used
# to hide them in everything", "The first time I tried it I was sick", "I saw one at
# fourteen", "when I was a kid". ("once the pool opens" is a plan, no story.)
_STORY: Final = re.compile(
    r"""\bonce\s*(?:[,.;!?…]|$|and\b|but\b|when\b|as\s+a\b|at\b|in\b)
    |^\W*once\b|\b(?:i|we|he|she|they)\s+once\s+[a-z]+ed\b
    |\bonce\s+(?-i:[a-z]+ed|took|went|made|gave|got|ate|drank|saw|sat|fell)\b
    |\bone\s+time\b|\bused\s+to\b|\bthe\s+(?:first|last|only)\s+time\b
    |\bwhen\s+(?:i|we)\s+(?:was|were)\s+(?:a\s+|little|small|young|\d|[a-z]+teen\b)
    |\bas\s+a\s+(?:kid|child|boy|girl|teenager|teen|student)\b
    |\bat\s+(?:age\s+)?(?:\d{1,2}|ten|eleven|twelve|[a-z]+teen)\b(?!\s*(?:am|pm|o['’]clock|:))
    |\b(?:years|ages|decades)\s+ago\b|\b(?:back\s+)?in\s+(?:19|20)\d\d\b""",
    re.IGNORECASE | re.VERBOSE,
)
# ... that leans on the thing the preference named: "dragged me to one", "took me once",
# "hide them in everything", "One bit me". A story that names its own things ("my old
# flatmate used to label every egg") is news of its own, and stays.
_LEANS_BACK: Final = re.compile(
    r"""\bone\b(?=\s*(?:[,.;!?…]|$|(?:for|at|in|on|once|and|but|when|with|as|back|years?)\b))
    |^\W*one\s+(?-i:[a-z]+ed|bit|stung|took|ate|stole|came|flew|ran|got|made|nearly)\b
    |\b(?:took|dragged|made|forced|talked|brought)\s+me\s+(?:once|along|there)\b
    |\b(?:it|them)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_CLAUSES: Final = re.compile(r"[^;]+;?\s*|;\s*")
# The thing preferred, after the preference: its words up to the clause's end.
_PREFERRED: Final = re.compile(r"[^,;:.!?…]*")
_THING_WORD: Final = re.compile(r"[a-z]{3,}", re.IGNORECASE)
# Small words, and words of a doing rather than a thing ("being off work": the story of the
# last time off is news of its own, not the thing named again).
_NOT_THING: Final = (
    word_set(
        """the and any all some that this those these them things thing people stuff very much
        really when with off out away about around over under into onto from for too lot lots
        work home""",
        None,
    )
    | RELATIVES
)
_DOING: Final = re.compile(r"^[a-z]+ing$", re.IGNORECASE)


def _preferred_stems(clause: str, preference: re.Match[str]) -> frozenset[str]:
    """The stems of the words naming what ``preference`` (a match in ``clause``) is for:
    "I can't stand pipe bands" -> {"pipe", "band"} (kin and small words left out)."""
    said = _PREFERRED.match(clause, preference.end())
    words = _THING_WORD.findall(said.group() if said else "")
    if words and _DOING.match(words[0]):
        return frozenset()  # "I hate being off work": a doing, not a thing named again
    return frozenset(w.lower().removesuffix("s") for w in words if w.lower() not in _NOT_THING)


def _names_again(clause: str, stems: frozenset[str]) -> bool:
    """Whether ``clause`` names the thing preferred again: "the colliery band" after "pipe
    bands", "the fog horns" after "sea fog"."""
    return any(w.lower().startswith(stem) for w in _THING_WORD.findall(clause) for stem in stems)


def _without_stories(said: list[str]) -> list[str]:
    """``said`` (a turn's sentences) without each story told after a preference that leans
    on the thing preferred (see :data:`_STORY`, :data:`_LEANS_BACK`) or names it again
    (:func:`_names_again`); a preference's own
    sentence may go on to the story after a ";"."""
    kept: list[str] = []
    after_preference = False
    stems: frozenset[str] = frozenset()
    for sentence in said:
        clauses = _CLAUSES.findall(sentence) or [sentence]
        out = []
        for clause in clauses:
            if (
                after_preference
                and _STORY.search(clause)
                and (_LEANS_BACK.search(clause) or _names_again(clause, stems))
            ):
                continue
            preference = _PREFERENCE.search(clause)
            if preference is not None:
                stems = _preferred_stems(clause, preference)
            after_preference = preference is not None or (after_preference and not clause.strip())
            out.append(clause)
        if len(out) < len(clauses):
            sentence = "".join(out).rstrip(" ;") + ("." if out else "")
        kept.append(sentence if out else "")
    return kept


# A boast or a groan no one means word for word, and a win only hoped for: "I'm the world's
# worst cook", "I'm going to win the lottery this week". ("I'm dying of heat" is how one is
# this moment, kept as that.)
_OVERSTATED: Final = re.compile(
    r"""\bi(?:['’]m|\s+am)\s+(?:officially\s+|literally\s+)?(?:the\s+)?world['’]s\s+
      (?:worst|best|greatest|okayest)\b
    |\bi(?:['’]m|\s+am)\s+(?:so\s+|definitely\s+|totally\s+)?(?:going\s+to|gonna)\s+win\b
    |\bi(?:['’]ll|\s+will)\s+(?:definitely\s+|totally\s+)?win\b""",
    re.IGNORECASE | re.VERBOSE,
)

# Disbelief answered with a claim as unlikely: "Yeah right, and I'm the Queen of Sheba",
# "Oh sure, and I'm a millionaire" (a plain "Sure, and I'm a vegetarian" is an answer, and
# "Oh yes, I'm a nurse now" news).
_SCOFFED: Final = re.compile(
    r"""^\W*(?:yeah,?\s+right|oh,?\s+sure|as\s+if)[,.!…]*\s+(?:and\s+)?
    i(?:['’]m|\s+am)\s+(?:a|an|the)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _an_aside(sentence: str) -> bool:
    return bool(
        _QUOTE_FRAME.search(sentence)
        or _TALL_TITLE.search(sentence)
        or _WINKED_TITLE.search(sentence)
        or _OWNED_NON_EVENT.search(sentence)
        or _SCOFFED.search(sentence)
    )


def _without_aside_clause(sentence: str) -> str | None:
    """``sentence`` without the clause that is a catchphrase, groan or boast: "" when that
    clause is all of it, None when it holds none."""
    aside = _CATCHPHRASE.search(sentence) or _OVERSTATED.search(sentence)
    if aside is None:
        return None
    joins = list(_CLAUSE_JOIN.finditer(sentence))
    start = max((j.start() for j in joins if j.start() < aside.start()), default=0)
    after = next((j for j in joins if j.start() >= aside.end()), None)
    head = sentence[:start]
    tail = sentence[after.end() :] if after is not None else ""
    if head and tail:
        return f"{head}, {tail}"
    if head:  # the aside ends the sentence: the clauses before it end it now
        return f"{head}.{sentence[len(sentence.rstrip()) :]}"
    return tail


def asides_dropped(text: str) -> str:
    """``text`` without each sentence framed as a quote or catchphrase, claiming a title
    no one is given, or owning up to a non-event, and without the clause of one that is a
    catchphrase, groan or boast (see the module's docstring)."""
    said = _SENTENCE.findall(text)
    kept = []
    for sentence in said:
        rest = "" if _an_aside(sentence) else _without_aside_clause(sentence)
        kept.append(sentence if rest is None else rest)
    kept = _without_stories(kept)
    return text if kept == said else " ".join(k.strip() for k in kept if k.strip()).strip()

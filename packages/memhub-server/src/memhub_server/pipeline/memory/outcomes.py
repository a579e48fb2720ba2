"""Plans that came true, or were called off: the outcome is the plan's next version.

A plan or an activity under way ("Tor is selling the bakery to Ingrid") is a temporary
memory; when a later document says how it ended ("Tor sold the bakery to Ingrid on 1
December 2023", or "Tor is not selling the bakery after all"), reconciliation makes the
outcome the next version of the plan, the way a slot's new value supersedes the old one:
search then recalls the outcome, not the stale plan, and the version chain tells the
story plan → outcome.

Matching is deliberately narrow, on the fact's own words: the same subject, the same verb
(whatever its form: "selling", "to sell", "sold" share a key) and the same object, after
dates and function words are left out ("to Leeds" and "to York" differ, and so a move to
York does not fulfil a plan to move to Leeds). Reconciliation also refuses an outcome
dated before the plan's document: that is another, earlier event.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from ..dates import MONTHS
from .rules.lexicon import word_set

__all__ = ["Act", "fulfils", "outcome_act", "plan_act", "verb_key"]

_IRREGULAR: Final = {
    form: base
    for base, forms in {
        "be": "was were been",
        "become": "became",
        "begin": "began begun",
        "break": "broke broken",
        "bring": "brought",
        "build": "built",
        "buy": "bought",
        "catch": "caught",
        "choose": "chose chosen",
        "come": "came",
        "do": "did done doing",
        "draw": "drew drawn",
        "drive": "drove driven",
        "eat": "ate eaten",
        "fall": "fell fallen",
        "feel": "felt",
        "fight": "fought",
        "find": "found",
        "fly": "flew flown",
        "forget": "forgot forgotten",
        "get": "got gotten",
        "give": "gave given",
        "go": "went gone going",
        "grow": "grew grown",
        "have": "had",
        "hold": "held",
        "keep": "kept",
        "know": "knew known",
        "lead": "led",
        "leave": "left",
        "lend": "lent",
        "lose": "lost",
        "make": "made",
        "meet": "met",
        "pay": "paid",
        "ride": "rode ridden",
        "run": "ran",
        "say": "said",
        "see": "saw seen",
        "sell": "sold",
        "send": "sent",
        "sing": "sang sung",
        "sit": "sat",
        "sleep": "slept",
        "speak": "spoke spoken",
        "spend": "spent",
        "stand": "stood",
        "swim": "swam swum",
        "take": "took taken",
        "teach": "taught",
        "tell": "told",
        "think": "thought",
        "throw": "threw thrown",
        "undergo": "underwent undergone",
        "wear": "wore worn",
        "win": "won",
        "write": "wrote written",
    }.items()
    for form in forms.split()
}
"""Past forms and participles that are not base + "-ed" (and "-ing" forms too short to
cut), with their base."""
_ED_WORDS: Final = frozenset({"need", "feed", "bleed", "breed", "speed", "seed", "shed", "wed"})
"""Words in "-ed" that are no past tense."""

_ADVERBS: Final = word_set(
    """finally just already recently eventually actually officially now still also really
    definitely soon currently probably hopefully""",
    None,
)
_PLANNING: Final = word_set(
    "planning hoping intending aiming trying preparing going about set due expecting", None
)
"""Words of "is ___ to <verb>": a plan whose verb comes after "to"."""
_PLANS: Final = word_set("plans plan intends intend hopes hope aims aim expects expect", None)
"""Words of "<subject> ___ to <verb>"."""
_CONSIDERING: Final = {"thinking": ("about", "of"), "considering": (), "looking": ("into",)}
"""Words of "is ___ <verb>ing": weighing a plan."""
_TO_A_PLACE: Final = word_set(
    "the a an my his her their our its your this that some home abroad back", None
)
"""Words after "going to" that make it a journey ("going to the coast"), not a plan."""
_NOT_OBJECT: Final = (
    word_set(
        """a an the in at on to of for as with from by and or into onto about this that these
        those my his her their our its your some next last coming week weekend day days
        today tomorrow yesterday tonight year years month months spring summer autumn fall
        winter morning evening afternoon night soon after all anymore any more again ago
        others other before until early late end start beginning middle mid time""",
        None,
    )
    | {m.lower() for m in MONTHS}
    | _ADVERBS
)
"""Words that say when, or nothing, rather than what the act was done to."""
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


@dataclass(frozen=True)
class Act:
    """What a plan or an outcome says its subject does: a verb key and an object."""

    verb: str
    object: frozenset[str]
    negated: bool = False


def verb_key(word: str) -> str:
    """One key for every form of a verb: "sell", "selling", "sold" → "sel"; "move",
    "moving", "moved" → "mov"; "run", "running", "ran" → "run"."""
    low = word.lower()
    if low in _IRREGULAR:
        low = _IRREGULAR[low]
    elif low.endswith("ing") and len(low) > 5:
        low = low[:-3]
    elif low.endswith("ied") and len(low) > 4:
        low = low[:-3] + "y"
    elif low.endswith("ed") and len(low) > 4 and low not in _ED_WORDS:
        low = low[:-2]
    elif low.endswith("s") and not low.endswith("ss") and len(low) > 3:
        low = low[:-1]
    if low.endswith("e") and len(low) > 2:
        low = low[:-1]
    if len(low) > 2 and low[-1] == low[-2] and low[-1] not in "aeiou":
        low = low[:-1]
    return low


def _is_past(word: str) -> bool:
    low = word.lower()
    if low in _IRREGULAR:
        return _IRREGULAR[low] != "be" and not low.endswith("ing")
    return low.endswith("ed") and len(low) > 4 and low not in _ED_WORDS


def _object(words: list[str]) -> frozenset[str]:
    return frozenset(w.lower().strip("'") for w in words if w.lower() not in _NOT_OBJECT)


def _after_subject(text: str, subject: str | None) -> list[str] | None:
    """The words of `text` after its subject (and "and others", and adverbs), or None
    when `text` does not open with `subject`."""
    if not subject or not text.lower().startswith(subject.lower()):
        return None
    words = _WORD.findall(text[len(subject) :])
    if words[:2] == ["and", "others"]:
        words = words[2:]
    return words


def _skip_adverbs(words: list[str], at: int) -> int:
    while at < len(words) and words[at].lower() in _ADVERBS:
        at += 1
    return at


def _negation(words: list[str], at: int) -> int:
    """How many words of negation start at `at` ("not", "no longer", "never")."""
    low = [w.lower() for w in words[at : at + 2]]
    if low[:1] in (["not"], ["never"]):
        return 1
    return 2 if low == ["no", "longer"] else 0


def _verb_phrase(words: list[str], at: int, negated: bool) -> Act | None:
    """The act of "<verb> <object>" at `at`, or None when no word is there."""
    if at >= len(words):
        return None
    return Act(verb_key(words[at]), _object(words[at + 1 :]), negated)


def _progressive(words: list[str], at: int, negated: bool) -> Act | None:
    """After "is"/"are" (and any negation): "planning to sell", "going to Rome",
    "thinking about selling", "selling"."""
    if at >= len(words):
        return None
    low = words[at].lower()
    follows = words[at + 1].lower() if at + 1 < len(words) else ""
    if low in _PLANNING and follows == "to":
        nxt = words[at + 2] if at + 2 < len(words) else ""
        if low == "going" and (nxt.lower() in _TO_A_PLACE or nxt[:1].isupper()):
            return Act("go", _object(words[at + 2 :]), negated)
        return _verb_phrase(words, at + 2, negated)
    if low in _CONSIDERING:
        start = at + 1 + (follows in _CONSIDERING[low])
        if start < len(words) and words[start].lower().endswith("ing"):
            return _verb_phrase(words, start, negated)
        return None
    if low.endswith("ing") and len(low) > 4:
        return _verb_phrase(words, at, negated)
    return None


def plan_act(text: str, subject: str | None) -> Act | None:
    """The act a plan or activity under way says (negated when it is called off: "is
    not selling it after all"), or None when `text` is not shaped as one."""
    words = _after_subject(text, subject)
    if not words:
        return None
    head = words[0].lower()
    if head in ("is", "are"):
        at = _skip_adverbs(words, 1)
        skip = _negation(words, at)
        return _progressive(words, _skip_adverbs(words, at + skip), bool(skip))
    if head in _PLANS and words[1:2] == ["to"]:
        return _verb_phrase(words, 2, False)
    if head == "will":
        at = _skip_adverbs(words, 1)
        skip = _negation(words, at)
        return _verb_phrase(words, at + skip, bool(skip))
    return None


def outcome_act(text: str, subject: str | None) -> Act | None:
    """The act a past event says ("sold the bakery", "has moved to Leeds", "did not
    sell", "never moved"), the act a called-off plan says ("is not selling the bakery
    after all", "decided not to sell", "decided against selling"), or None."""
    words = _after_subject(text, subject)
    if not words:
        return None
    at = _skip_adverbs(words, 0)
    head = words[at].lower() if at < len(words) else ""
    if head in ("has", "have"):
        at = _skip_adverbs(words, at + 1)
        if at < len(words) and _is_past(words[at]):
            return _verb_phrase(words, at, False)
        return None
    then = [w.lower() for w in words[at + 1 : at + 3]]
    if head == "never" and then and _is_past(then[0]):
        return _verb_phrase(words, at + 1, True)
    if head == "didn't" or (head == "did" and then[:1] == ["not"]):
        return _verb_phrase(words, at + (1 if head == "didn't" else 2), True)
    if head == "decided" and then == ["not", "to"]:
        return _verb_phrase(words, at + 3, True)
    if head == "decided" and then[:1] == ["against"] and then[1:2] and then[1].endswith("ing"):
        return _verb_phrase(words, at + 2, True)
    if _is_past(head):
        return _verb_phrase(words, at, False)
    called_off = plan_act(text, subject)
    return called_off if called_off is not None and called_off.negated else None


def fulfils(plan: Act, outcome: Act) -> bool:
    """Whether `outcome` tells how `plan` (a positive plan) ended: the same verb, and the
    same object, one's words all among the other's, at most twice as many."""
    if plan.negated or plan.verb != outcome.verb:
        return False
    if plan.object == outcome.object:
        return True
    small, large = sorted((plan.object, outcome.object), key=len)
    return bool(small) and small <= large and 2 * len(small) >= len(large)

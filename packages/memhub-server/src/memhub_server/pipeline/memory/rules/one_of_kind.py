"""The "one" of a kind the question named: "So now you need a car." - "Already bought one".

"Already bought one: a white Matiz, 2011, for 26,000 somoni." forms nothing alone: "one"
leans on the turn before, which named the kind ("you need a car", "Did you find a flat?",
"Are you getting a dog?"). :func:`one_named` says it: "I already bought a car: a white
Matiz, 2011, for 26,000 somoni."

Only at the opening of the answer, only after a verb of getting (bought, got, found,
ordered, booked, adopted), and only when the prompt's last sentence names one kind with "a"
or "an" and no person ("a new boyfriend" is no "one" to buy).
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import RELATIVES, ROLES, alternation, word_set

__all__ = ["one_named"]

_GOT_ONE: Final = re.compile(
    r"""^(?P<lead>(?:(?:yes|yeah|yep|already|ha|oh)[,!.]*\s+)*)
    (?P<who>(?:i|we)(?:['’]ve|\s+have)?\s+)?(?P<when>(?:already|just|finally)\s+)?
    (?P<verb>bought|got|found|ordered|booked|adopted|picked\s+up)\s+one\b
    (?!\s+(?:of|for\s+(?:him|her|them)|too)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# The kind the prompt names: "a car", "a new laptop", "an electric bike".
_A_KIND: Final = re.compile(
    r"\b(?:a|an)\s+(?P<kind>(?:new|second-hand|used|proper|big|small|little|electric)\s+)?"
    r"(?P<noun>[a-z][a-z-]+)\b(?=\s*(?:[?.!,]|$|\s+(?:yet|now|soon|then|already)\b))",
    re.IGNORECASE,
)
_NOT_KINDS: Final = (
    RELATIVES
    | ROLES
    | word_set(
        """bit lot while week day month year time few couple chance go break rest job guy girl
        man woman person date lad bloke minute second hour moment sec min look word""",
        None,
    )
)


# The prompt asks the answerer of their own getting: "you need a car", "Did you find a
# flat?"; not of another's ("your brother", "Mia", "the school", "he").
_TO_YOU: Final = re.compile(r"\byou\b", re.IGNORECASE)
_OF_ANOTHER: Final = re.compile(
    rf"""\b(?:he|she|they|him|her|them|his|their|the\s+(?:school|team|club|company|office
    |neighbou?rs?|family|kids|children)|your\s+(?:{alternation(RELATIVES)}))\b
    |(?<=\s)(?-i:[A-Z])[a-z]+(?:['’]s)?\b(?<!\bI)""",
    re.IGNORECASE | re.VERBOSE,
)
# The answer says the thing is for someone else: "it's for him", "she's viewing it".
_OTHERS_IN_ANSWER: Final = re.compile(
    r"\b(?:for\s+(?:him|her|them)|she['’]s|he['’]s|she|he|they)\b", re.IGNORECASE
)


def one_named(text: str, prompt: str | None) -> str:
    """``text`` (one turn) with an opening "bought one" made "I bought a <kind>" when the
    prompt names the kind (see the module docstring); as it was otherwise."""
    if not prompt:
        return text
    found = _GOT_ONE.match(text)
    if found is None:
        return text
    last = re.split(r"(?<=[.!?])\s+", prompt.strip())[-1]
    if not _TO_YOU.search(last) or _OF_ANOTHER.search(last) or _OTHERS_IN_ANSWER.search(text):
        return text  # "Did your brother get a car?", "Mia is looking for a flat": theirs
    kinds = [m for m in _A_KIND.finditer(last) if m.group("noun").lower() not in _NOT_KINDS]
    if len(kinds) != 1:
        return text
    kind = kinds[0]
    what = f"{kind.group('kind') or ''}{kind.group('noun')}".lower()
    article = "an" if what[:1] in "aeiou" else "a"
    who = found.group("who") or "I "
    when = (found.group("when") or "").lower()
    lead = found.group("lead")
    if lead.strip().lower().startswith("already"):
        lead, when = "", "already "  # "Already bought one": when, not a yes
    said = f"{who[:1].upper()}{who[1:]}{when}{found.group('verb').lower()} {article} {what}"
    return f"{lead}{said}{text[found.end() :]}"

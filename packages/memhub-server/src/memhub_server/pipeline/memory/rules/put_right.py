"""The user putting right what the assistant just got wrong: "Sesame, not peanuts!"

An assistant repeats back what it was told and sometimes gets a word wrong ("Since Ianto
is allergic to peanuts, ..."); the user's answer names the right word and the wrong one
and nothing else ("Sesame, not peanuts!", "plumber not electrician lol"). Read alone the
answer says nothing. :func:`put_right` reads it into the assistant's own clause, the
wrong word swapped for the right one and the wrong one kept after "not", as the user's
words: "Ianto is allergic to sesame, not peanuts." The assistant's turn is never a memory,
so its wrong word is only ever kept as the one that was put right.

Only an answer whose wrong word closes a clause of the prompt that has a verb is read
("Since your van starts early" names the van, and is left); the clause's "you" is the user
("Since you're a nurse" -> "I'm a plumber, not a nurse"). Anything else is left as it was.
"""

from __future__ import annotations

import re
from typing import Final

from .context import first_person

__all__ = ["put_right"]

# "Sesame, not peanuts!", "a spaniel, not a setter.", "plumber not electrician lol": the
# whole first sentence of the answer, two short phrases and "not" between.
_RIGHT_NOT_WRONG: Final = re.compile(
    r"""^(?P<right>[\w'’ -]{1,40}?),?\s+not\s+(?P<wrong>[\w'’ -]{1,40}?)
    (?:\s+(?:lol|haha|ha|mate))?\s*(?:[.!]+|$)\s*(?P<rest>.*)$""",
    re.IGNORECASE | re.VERBOSE | re.DOTALL,
)
# What opens the assistant's clause and is no part of the fact in it.
_LEAD: Final = re.compile(
    r"^(?:since|as|because|given\s+that|so|and|but|now\s+that|if)\s+", re.IGNORECASE
)
# A "you" that is no subject the clause opens on ("Since I told you ..."): not the user's fact.
_OTHER_YOU: Final = re.compile(r"(?<=.)\byou\b(?!['’](?:re|ve)\b|\s+are\b)", re.IGNORECASE)
# A clause with a verb: what the fact is said in ("Ianto is allergic to ...").
_VERB: Final = re.compile(
    r"\b(?:is|are|am|was|were|has|have|had|'m|'s|'re|'ve)\b|\b\w+(?:ed|es)\b", re.IGNORECASE
)
_CLAUSE_END: Final = re.compile(r"\s*(?:[,;:]|(?<=[.!?])\s)\s*")


def _plain(phrase: str) -> str:
    return re.sub(r"^(?:an?|the)\s+", "", phrase.strip().lower())


def _clause_with(prompt: str, wrong: str) -> str | None:
    """The clause of ``prompt`` that says ``wrong``, its lead left out, as the user's own
    words; None when none does, or it has no verb."""
    words = re.compile(rf"\b(?:an?\s+|the\s+)?{re.escape(_plain(wrong))}\b", re.IGNORECASE)
    for clause in _CLAUSE_END.split(prompt):
        if not words.search(clause):
            continue
        clause = _LEAD.sub("", clause.strip().rstrip(".!?"))
        if _OTHER_YOU.search(clause) or not _VERB.search(clause):
            return None
        return first_person(clause)
    return None


def put_right(text: str, prompt: str | None) -> str:
    """``text`` with an answer that puts the assistant right ("Sesame, not peanuts!")
    read into the assistant's clause (``prompt``) it corrects: "Ianto is allergic to
    sesame, not peanuts."; as it was otherwise."""
    found = _RIGHT_NOT_WRONG.match(text.strip())
    if found is None or not prompt:
        return text
    right, wrong = found.group("right").strip(), found.group("wrong").strip()
    clause = _clause_with(prompt, wrong)
    if clause is None or _plain(right) == _plain(wrong):
        return text
    # the wrong word closes the clause, as what it says ("is allergic to peanuts"); one
    # inside it ("your post round finishes early") names a thing, not the fact
    said = re.compile(rf"\b(?:(?P<article>an?|the)\s+)?{re.escape(_plain(wrong))}$", re.I)
    told = said.search(clause)
    if told is None:
        return text
    old, article = told.group(), told.group("article")
    new = right
    if article is not None and not re.match(r"(?:an?|the)\s", right, re.IGNORECASE):
        # "a great dane" put right by "shih tzu": the right word takes the article
        article = (
            "the" if article.lower() == "the" else ("an" if right[:1] in "aeiouAEIOU" else "a")
        )
        new = f"{article} {right}"
    if old[:1].islower():  # "Sesame" capitalised only as the answer's first word
        new = new[:1].lower() + new[1:]
    restated = f"{clause[: told.start()]}{new}, not {old}{clause[told.end() :]}"
    rest = found.group("rest").strip()
    return f"{restated[:1].upper()}{restated[1:]}." + (f" {rest}" if rest else "")

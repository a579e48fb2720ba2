"""Whose "Still ..." a subjectless answer is, when the question asked after someone else.

"Is Manolo still driving for the cannery?" - "Still driving the lorry for the cannery in
Vilanova." The answer leaves its subject out, and the subject is the one asked about, not
the one answering; read as the speaker's own ("I'm still driving the lorry ...") it forms a
wrong fact about the speaker. :func:`still_asked_of` finds such a question (the prompt's
last one: "is", "does", "has" or "was", then a name, "your" and a kin word, or "he"/"she",
then "still"), and :func:`subject_asked` says how the answer names its subject: "Manolo",
"My brother" (the asker's "your brother" is the answerer's own), "She" (whom it means is
read across the turns, or the fact is dropped), or None where the question named no one
the answer can name ("Is mum still ...?").
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import KIN_EXTRA, PETS, RELATIVES, alternation

__all__ = ["is_still_asked", "still_asked_of", "subject_asked"]

# Capitalised words that open a question without being someone ("Is Easter still on?",
# "Is That still the plan?").
_NO_ONE: Final = (
    r"(?-i:January|February|March|April|May|June|July|August|September|October|November"
    r"|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter"
    r"|Work|School|Uni|College|Life|Things|Everything|It|That|This|The|There|You|I)"
)
# The prompt's last question, a yes-no one about someone else and whether they still do or
# are something: "Is Manolo still driving for the cannery?", "does your sister still work
# at the bakery?", "and is she still keeping the archive" (texted without its mark). Only
# the last sentence is read ("[^.!?]" cannot run back past an earlier one), and "still"
# must follow the one asked.
_STILL_ASKED: Final = re.compile(
    rf"""(?:^|[.!?]\s+)(?:(?:and|so|oh|also)[,\s]+)?(?:is|does|has|was)\s+
    (?P<who>(?P<your>your\s+)?(?:{alternation(RELATIVES | KIN_EXTRA | PETS)})
    |(?!{_NO_ONE}\b)(?-i:[A-Z])[\w'’-]+|he|she)\s+still\b[^.!?]*\?*\s*$""",
    re.IGNORECASE | re.VERBOSE,
)


def still_asked_of(prompt: str | None) -> re.Match[str] | None:
    """The match of a closing "Is <someone else> still ...?" question in ``prompt`` (its
    groups ``who`` and ``your``), or None."""
    return None if prompt is None else _STILL_ASKED.search(prompt.rstrip())


def is_still_asked(match: re.Match[str]) -> bool:
    """Whether ``match`` is one :func:`still_asked_of` found."""
    return match.re is _STILL_ASKED


def subject_asked(asked: re.Match[str]) -> str | None:
    """How the answer names the one ``asked`` after: "Manolo", "My brother", or None where
    it cannot ("she", "mum" without "your": whom the chat meant is not said here)."""
    who = asked.group("who")
    if asked.group("your") is not None:
        return "My " + who.split(None, 1)[1].lower()
    if who.lower() in {"he", "she"}:
        return who.capitalize()  # whom it means is read across the turns, or not at all
    if not who[:1].isupper() or who.lower() in RELATIVES:
        return None
    return who

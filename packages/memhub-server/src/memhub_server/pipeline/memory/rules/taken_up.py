"""A name the prompt says, taken up by the answer's "he" or "she", is a person's name.

An assistant names someone in its question ("Is Cerys leaving you?", "What does Odhrán
enjoy?") and the user answers of them with a pronoun ("She's finished her apprenticeship",
"He's a signalman at Pickering"). The prompt is no passage of the document, so the name is
attested nowhere, and once the answer is read with the prompt ("Cerys has finished her
apprenticeship") the clause about an unattested name forms nothing. The answer taking the
name up as "he" or "she" shows it is a person: it counts as one from then on.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Final

from .person import could_be_a_name

# A personal pronoun as said: the words a name is put in place of.
_PRONOUN: Final = re.compile(r"(?<![\w'’])(?:he|she|him|her|his|hers)(?!\w)", re.IGNORECASE)
# A capitalised word, with a possessive "'s" left off.
_CAPITALISED: Final = re.compile(r"(?<![\w'’-])(?P<word>[A-ZÀ-Þ][^\W\d_]+)(?:['’]s)?(?![\w-])")


def _times(word: str, text: str) -> int:
    return len(re.findall(rf"(?<![\w'’-]){re.escape(word)}(?![\w-])", text))


def taken_up(
    prompt: str | None, said: str, read: str, speakers: Collection[str] = frozenset()
) -> frozenset[str]:
    """The one name of ``prompt`` that ``read`` (``said`` read with the prompt) puts where
    ``said`` had a "he", "she", "him" or "her"; empty when the reading put in no name of
    the prompt for a pronoun, or more than one."""
    if not prompt or len(_PRONOUN.findall(read)) >= len(_PRONOUN.findall(said)):
        return frozenset()
    found = {
        word
        for match in _CAPITALISED.finditer(prompt)
        if (word := match.group("word")) not in speakers
        and could_be_a_name(word)
        and _times(word, read) > _times(word, said)
    }
    return frozenset(found) if len(found) == 1 else frozenset()

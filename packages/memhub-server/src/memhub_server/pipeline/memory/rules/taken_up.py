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
from difflib import SequenceMatcher
from typing import Final

from .person import could_be_a_name

# A personal pronoun as said: the words a name is put in place of.
_PRONOUN: Final = re.compile(r"(?<![\w'’])(?:he|she|him|her|his|hers)(?!\w)", re.IGNORECASE)
# A capitalised word, with a possessive "'s" left off.
_CAPITALISED: Final = re.compile(r"(?<![\w'’-])(?P<word>[A-ZÀ-Þ][^\W\d_]+)(?:['’]s)?(?![\w-])")


_TOKEN: Final = re.compile(r"[\w'’-]+")
# A pronoun token as said, with a contraction ("he's", "she'd") allowed.
_PRONOUN_TOKEN: Final = re.compile(r"(?:he|she|him|her|his|hers)(?:['’]\w+)?", re.IGNORECASE)
# Whose words that, put in a pronoun's place, make it someone the name is not: "my dad".
_OWNER: Final = frozenset({"my", "your", "our", "their", "his", "her", "its"})


def _put_for_pronouns(said: str, read: str) -> set[str]:
    """The words ``read`` puts where ``said`` had exactly one pronoun ("She's" ->
    "Cerys has"), not where it put someone's relation ("He's" -> "my dad is")."""
    was = _TOKEN.findall(said)
    now = _TOKEN.findall(read)
    walked = _walked(was, now)
    if walked is not None:
        return walked
    if len(was) + len(now) > _MATCHED_AT_MOST:
        return set()  # a long turn rewritten past one-for-one: no name is taken up
    matcher = SequenceMatcher(
        None, [w.lower() for w in was], [w.lower() for w in now], autojunk=False
    )
    words: set[str] = set()
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "replace" or i2 - i1 != 1 or not _PRONOUN_TOKEN.fullmatch(was[i1]):
            continue
        put = now[j1:j2]
        if any(w.lower() in _OWNER for w in put):
            continue
        words |= {re.sub(r"['’]s$", "", w) for w in put}
    return words


# The most tokens (said and read together) handed to the matcher, whose time grows with
# the square of a turn that says the same words over and over ("He'll be fine, he'll ...").
_MATCHED_AT_MOST: Final = 600
# The most words a pronoun is read as ("He's" -> "Cerys has", "him" -> "Mr Ó Briain").
_PUT_AT_MOST: Final = 4


def _walked(was: list[str], now: list[str]) -> set[str] | None:
    """The words ``now`` puts for ``was``'s pronouns, found in one pass when the reading
    only put words for pronouns and kept every other word in order ("He'll be fine" ->
    "Tom will be fine"); None when it changed more, for the matcher to align."""
    words: set[str] = set()
    i = j = 0
    while i < len(was):
        if j < len(now) and was[i].lower() == now[j].lower():
            i, j = i + 1, j + 1
            continue
        if not _PRONOUN_TOKEN.fullmatch(was[i]):
            return None
        after = was[i + 1].lower() if i + 1 < len(was) else None
        end = next(
            (
                k
                for k in range(j + 1, min(j + _PUT_AT_MOST, len(now)) + 1)
                if (now[k].lower() == after if k < len(now) else after is None)
            ),
            None,
        )
        if end is None:
            return None
        put = now[j:end]
        if not any(w.lower() in _OWNER for w in put):
            words |= {re.sub(r"['’]s$", "", w) for w in put}
        i, j = i + 1, end
    return words if j == len(now) else None


def taken_up(
    prompt: str | None, said: str, read: str, speakers: Collection[str] = frozenset()
) -> frozenset[str]:
    """The one name of ``prompt`` that ``read`` (``said`` read with the prompt) puts where
    ``said`` had a "he", "she", "him" or "her" alone; empty when the reading put in no
    name of the prompt for a pronoun, or more than one."""
    if not prompt or len(_PRONOUN.findall(read)) >= len(_PRONOUN.findall(said)):
        return frozenset()
    put = _put_for_pronouns(said, read)
    found = {
        word
        for match in _CAPITALISED.finditer(prompt)
        if (word := match.group("word")) not in speakers and could_be_a_name(word) and word in put
    }
    return frozenset(found) if len(found) == 1 else frozenset()

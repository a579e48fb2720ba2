"""Someone a question names by who they are to someone, named as memory names them.

"What does Aurelie's sister do for a living?" is answered by two memories: "Aurelie's
sister is Nadia." and "Nadia just qualified as a barrister." The second shares nothing
with the question but "do", so it ranks with every other memory of the namespace, often
past what a reader takes in. When a memory among the candidates says who the relative
is, `resolve_relative` writes the question about them ("What does Nadia do for a
living?"), and search takes the results of both questions in turn (`interleave`).
Relations are read as written ("sister", "big brother", "dog", "boss"): no list of
kinship words, only a memory that says "<owner>'s <relation> is <Name>." or "<Name> is
<owner>'s <relation>."
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TypeVar

from .ranking import Ranked

__all__ = ["interleave", "resolve_relative"]

R = TypeVar("R")

_NAME = r"[A-Z][^\W\d_]*(?:[-'](?!s(?![^\W\d_]))[A-Z]?[^\W\d_]+)*"
_NAMES = rf"{_NAME}(?:\s+{_NAME})*"
# "Aurelie's sister", "the user's big brother", "my cousin": someone named by who they are.
# "How's my mum?": a question word (or a pronoun) before "'s" owns no one.
_NO_OWNER = r"(?!(?:What|How|Who|Where|When|Why|Which|That|It|There|Here|He|She|Let)['\u2019]s\b)"
_RELATIVE = re.compile(
    rf"(?<![\w'-])(?:{_NO_OWNER}(?P<owner>{_NAMES}|[Tt]he user)(?:'s|\u2019s)|(?P<my>[Mm]y))\s+"
    r"(?P<rel>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)"
)


def resolve_relative(query: str, texts: Sequence[str]) -> str | None:
    """`query` with someone it names by who they are to someone ("What does Aurelie's
    sister do?") named instead ("What does Nadia do?"), when one of `texts` (memories)
    says who that is ("Aurelie's sister is Nadia."); None when it names no one that way
    or no memory says. The relation is matched on its last word, after an adjective
    ("Ed's big brother" meets "Ed's brother is Sam.")."""
    for found in _RELATIVE.finditer(query):
        owned = (found.group("owner") or "the user").split()
        words = found.group("rel").split()
        # A capitalised word before the name is read as part of it ("Is Ed's ..."):
        # the owner may be any last words of it.
        for start in range(len(owned)):
            owner = " ".join(owned[start:])
            begin = found.start() + len(" ".join(owned[:start])) + (1 if start else 0)
            for rel, end in (
                (words[0], found.start("rel") + len(words[0])),
                (words[-1], found.end()),
            ):
                name = _who(owner, rel, texts)
                if name is not None:
                    return query[:begin] + name + query[end:]
    return None


def _who(owner: str, rel: str, texts: Sequence[str]) -> str | None:
    """The name one of `texts` gives to `owner`'s `rel`, None when none does."""
    said = _said(owner, rel)
    for text in texts:
        found = said.match(text.strip())
        if found is not None:
            return found.group("name") or found.group("first")
    return None


@lru_cache(maxsize=256)
def _said(owner: str, rel: str) -> re.Pattern[str]:
    """ "<owner>'s <rel> is <Name>." or "<Name> is <owner>'s <rel>.": the owner and the
    relation in any case, the name capitalised ("Aurelie's sister is a nurse." names no
    one)."""
    whose = rf"(?i:{re.escape(owner)}'s\s+(?:[a-z-]+\s+)?{re.escape(rel)})"
    return re.compile(
        rf"^{whose}\s+is\s+(?i:called\s+|named\s+)?(?P<name>{_NAMES})\.$"
        rf"|^(?P<first>{_NAMES})\s+is\s+{whose}\.$"
    )


def interleave(
    first: Sequence[Ranked[R]], second: Sequence[Ranked[R]], key: Callable[[R], str], limit: int
) -> list[Ranked[R]]:
    """The two rankings taken in turn, `first` leading, each record once, at most `limit`."""
    out: list[Ranked[R]] = []
    seen: set[str] = set()
    for index in range(max(len(first), len(second))):
        for ranking in (first, second):
            if index < len(ranking) and key(ranking[index].record) not in seen:
                seen.add(key(ranking[index].record))
                out.append(ranking[index])
    return out[:limit]

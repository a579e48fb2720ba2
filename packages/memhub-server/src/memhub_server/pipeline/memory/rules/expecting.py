"""The baby of a pregnancy told earlier, named as whose it is.

"Lenka is pregnant! The baby is due at the end of September." and "I'm pregnant, eight
weeks today!" - "Congratulations!" - "The baby is due on the 2nd of November." say when
someone's baby is due, but "the baby" alone is nobody's: the sentence forms nothing.
:func:`baby_owned` names the baby for the one the turn, or the speaker's own turns before
it, says is pregnant: "Lenka's baby is due ...", "My baby is due ..." (the speaker's).
Only when exactly one pregnancy is told; a "she" ("She's due in May") is left to
:mod:`.carry`.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Final

from .lexicon import alternation, word_set

__all__ = ["baby_owned"]

_UPPER: Final = "A-ZÀ-ÖØ-Þ"
# "The baby is due ...", "the baby's due ...", "The baby is coming in May", "the due date
# is ...": a sentence whose subject is the unborn baby (or its due date).
_THE_BABY: Final = re.compile(
    r"""(?:^|(?<=[.!?])\s+)(?P<lead>(?:(?:and|so|oh|well)[,\s]+)?)
    (?P<the>the)\s+(?P<what>baby(?=(?:'s|’s|\s+is)\s+(?:due|coming|expected)\b)
    |due\s+date(?=(?:'s|’s|\s+is)\s))""",
    re.IGNORECASE | re.VERBOSE,
)
_KIN: Final = word_set("wife partner girlfriend sister daughter fiancée fiancee", None)
# Who is pregnant: "I'm pregnant", "we're expecting", "Lenka is pregnant", "my sister's
# pregnant", "Lenka is pregnant again".
_PREGNANT: Final = re.compile(
    rf"""(?<![\w'’])(?:(?P<i>i(?:'m|’m|\s+am))|(?P<we>we(?:'re|’re|\s+are))
    |(?P<kin>my\s+(?:{alternation(_KIN)}))|(?P<name>(?-i:[{_UPPER}])[\w'-]+))
    (?:'s|’s|\s+is|\s+are|\s+am)?\s+(?:(?:finally|now|also|officially)\s+)?
    (?:pregnant|expecting(?:\s+a\s+baby)?(?=\s*[.!,]|\s*$|\s+(?:again|in|on|a)\b)
    |having\s+a\s+baby)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_NOT_NAMES: Final = word_set(
    "i she he they it who she's he's it's that's there's everyone someone nobody", None
)
# The pregnancy is denied or only wished for: "I'm not pregnant", "if she were pregnant".
_NOT_SO: Final = re.compile(r"\b(?:not|never|if|wish|hope|maybe|might)\b|n't\b", re.I)


_ALSO: Final = re.compile(r"[^.!?]*\b(?:so|and)\s+(?:is|am|are|was)\b", re.I)


def baby_owned(text: str, own_turns: Sequence[str] = (), names: Collection[str] = ()) -> str:
    """``text`` (one turn) with "the baby" of a sentence saying when it is due made the
    baby of the one pregnant: the turn before it, then ``own_turns`` (the speaker's own
    turns before, the latest first) say who; ``names`` are the words the document attests
    as people's names. Left as it is when none or several are."""
    found = _THE_BABY.search(text)
    if found is None:
        return text
    owner = _owner(text[: found.start()], names)
    for said in own_turns:
        if owner is not None:
            break
        owner = _owner(said, names)
    if owner is None or owner == "":
        return text
    the = found.group("the")
    owned = owner if the[:1].islower() else owner[:1].upper() + owner[1:]
    rest = text[found.end("the") :]
    at = found.end("what") - found.end("the")
    if rest[at : at + 2] in {"'s", "’s"}:
        rest = f"{rest[:at]} is{rest[at + 2 :]}"  # "the baby's due": not the baby's own
    return f"{text[: found.start('the')]}{owned}{rest}"


def _owner(said: str, names: Collection[str]) -> str | None:
    """Whose baby it is by what ``said`` tells: "my", "our", "Lenka's", "my wife's"; None
    when ``said`` tells no pregnancy, "" when it tells more than one or one in doubt."""
    owners: set[str] = set()
    for match in _PREGNANT.finditer(said):
        clause = said[max(said.rfind(".", 0, match.start()), 0) : match.start()]
        if _NOT_SO.search(clause) or _NOT_SO.search(said[match.start() : match.end()]):
            return ""
        if _ALSO.match(said, match.end()):
            return ""  # "my sister is pregnant and so is my wife": two babies
        if match.group("i"):
            owners.add("my")
        elif match.group("we"):
            owners.add("our")
        elif match.group("kin"):
            owners.add(" ".join(match.group("kin").lower().split()) + "'s")
        else:
            name = match.group("name")
            if name.lower() in _NOT_NAMES or name not in names:
                return ""
            owners.add(f"{name}'s")
    if not owners:
        return None
    return owners.pop() if len(owners) == 1 else ""

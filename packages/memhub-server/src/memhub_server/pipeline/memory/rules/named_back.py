"""A relative the other speaker told of, named back by the one who asked after them.

"How's your mum's foot?" - "Still sore, the doctor says no walking for her." - "Poor
Josune. Tell her I said so." The answer never names the mum; the asker does, in sympathy or
a greeting sent back. :func:`named_back` reads such a turn as also saying whose relative
the name is: "Dara's mum is Josune. Poor Josune. ..."

Narrow on purpose: the asker's question asked after one relative of the one answering
("your mum", "your brother's knee"); the answer names no one; the asker's next turn
opens on the name, in pity or in a greeting ("Poor Josune", "Aw, bless Rafe", "Give Edda
my love", "Send Tomas my best"); and a name known as a man's or a woman's fits the
relative ("Poor Tomas" after "your mum" names someone else).
"""

from __future__ import annotations

import re
from typing import Final

from .context import NOT_NAMES, PLURAL_KIN
from .lexicon import FEMALE_NAMES, MALE_NAMES, RELATIVES, alternation
from .naming import sex_fits

__all__ = ["named_back"]

# "your mum", "your little brother's knee": the one relative asked after.
_YOUR_KIN: Final = re.compile(
    rf"""\byour\s+(?:(?:little|big|older|younger|wee|old)\s+)?(?P<kin>{alternation(RELATIVES)})
    (?:['’]s)?\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "Poor Josune.", "Aw, poor old Rafe!", "Bless Edda.", "Give Tomas my love", "Send Ines
# my best", "Tell Mo I said hi": the asker's turn, opening on the one pitied or greeted.
_NAMED_BACK: Final = re.compile(
    r"""^(?:(?:aw+|oh+|ah+|ahh+|ach|oof)[,!.]*\s+)?
    (?:poor(?:\s+old|\s+wee)?|bless|give|send|tell|hugs\s+to|love\s+to)\s+
    (?P<name>(?-i:[A-Z])[a-zà-ÿ'-]+)(?:\s*[.!,]|\s*$|\s+(?:my|our|I|from|well|congrats
    |congratulations|hi|hello|happy)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# A question, its mark left off or not: "how's your brother getting on".
_ASKED: Final = re.compile(r"\?|^(?:how|any|is|has|did|have|are)\b", re.IGNORECASE)
# Capitalised words inside a sentence: a name the answer itself gave.
_INNER_CAPITAL: Final = re.compile(r"(?<=[a-z,;:]\s)(?-i:[A-Z])[a-z]+")
_NOT_KIN: Final = frozenset(
    {"friend", "friends", "boss", "manager", "colleague", "team", "family", "household"}
)


def named_back(text: str, answer: str | None, asked: str | None, answerer: str | None) -> str:
    """``text`` (the asker's turn after ``answer``, which answered their question
    ``asked``) opening on whose relative the name it pities or greets is, when all the
    module docstring asks holds; otherwise ``text`` as it was."""
    if not answer or not asked or not answerer or not _ASKED.search(asked):
        return text
    named = _NAMED_BACK.match(text.strip())
    kin = {m.group("kin").lower() for m in _YOUR_KIN.finditer(asked)}
    if named is None or len(kin) != 1:
        return text
    relative = kin.pop()
    name = named.group("name")
    if relative in _NOT_KIN or relative in PLURAL_KIN or name in answer or name in asked:
        return text
    if any(w.group().lower() not in NOT_NAMES for w in _INNER_CAPITAL.finditer(answer)):
        return text  # "Mum's fine, Rosa is with her": whom the pity is for, nothing says
    sex = "f" if name.lower() in FEMALE_NAMES else "m" if name.lower() in MALE_NAMES else None
    if not sex_fits(relative, sex):
        return text
    return f"{answerer}'s {relative} is {name}. {text}"

"""A thing of someone's passed to the speaker: "Piet is giving me his old laptop".

Told with the giver as the subject and the speaker as the object, the clause is about
the speaker (they are getting the thing), while the extractor reads a named subject by
its own narrow patterns and drops a plan or a moment in which the speaker only takes
part ("Biscuit is judging me"). So the clause is turned round to lead with the speaker,
the thing kept as the giver's: "Mum's lending me her car for the week" -> "I'm borrowing
my mum's car for the week", "Ossian handed me his old phone" -> "I got Ossian's old
phone". (A thing lent in the past reads well as it is: "Ossian lent <S> his tent".)
Only a thing told with the giver's "his"/"her"/"their" is read so, and not what is given
in a manner of speaking ("giving me her blessing", "lending me his ear").
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import word_set

__all__ = ["handed_to_speaker"]

_HANDED: Final = re.compile(
    r"""^(?P<giver>(?:my|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+|(?-i:[A-Z][\w-]+)(?:\s+(?-i:[A-Z][\w-]+))?)
    (?:(?P<now>['’]s|\s+is|\s+are)\s+(?:(?:kindly|just|finally|now|going\s+to)\s+)?
    (?P<verb_now>giving|lending|loaning|handing|passing|give|lend|loan|hand|pass)
    |(?P<ahead>\s+will|['’]ll)\s+(?P<verb_ahead>give|lend|loan|hand|pass)
    |\s+(?:(?:has|have|kindly|just|finally)\s+)*(?P<verb_past>handed|passed))
    \s+(?P<whom>me|us)\s+(?:(?:on|down)\s+)?(?P<whose>his|her|their)\s+
    (?P<thing>(?:[\w-]+\s+){0,2}?(?P<head>[\w-]+))(?P<rest>(?:[\s,].*)?)$""",
    re.IGNORECASE | re.VERBOSE,
)
# Pronouns: who "he" or "she" is, the turn must settle first.
_NOT_GIVERS: Final = word_set("he she they it we you i this that there who", None)
# What is given only in a manner of speaking.
_NOT_THINGS: Final = word_set(
    """blessing word support attention number advice time love opinion permission ear hand
    eye eyes approval backing thoughts best regards sympathy condolences name""",
    None,
)
_LENT: Final = word_set("lending loaning lend loan", None)


def handed_to_speaker(clause: str) -> str | None:
    """``clause`` led by the speaker when it tells of a thing of someone's being given or
    lent to them: "Piet is giving me his old laptop" -> "I'm getting Piet's old laptop";
    None for any other clause."""
    match = _HANDED.match(clause)
    if match is None:
        return None
    giver = " ".join(match.group("giver").split())
    if giver.split(" ")[0].lower() in _NOT_GIVERS or match.group("head").lower() in _NOT_THINGS:
        return None
    if giver.split(" ")[0] in {"My", "Our"}:
        giver = giver[:1].lower() + giver[1:]
    verb = (
        match.group("verb_now") or match.group("verb_ahead") or match.group("verb_past")
    ).lower()
    lent = verb in _LENT
    we = match.group("whom").lower() == "us"
    if match.group("verb_past") is not None:
        said, who = "got", "We" if we else "I"
    else:
        said = "borrowing" if lent else "getting"
        who = "We're" if we else "I'm"
    return f"{who} {said} {giver}'s {match.group('thing')}{match.group('rest')}"

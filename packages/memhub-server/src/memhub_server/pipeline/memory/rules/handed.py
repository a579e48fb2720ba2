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

from .lexicon import FIGURATIVE_THINGS, HEDGE_WORDS, word_set

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
# After the thing: a joke, a hedge, a condition or another deed the giver goes on to do
# ("lol", "in his dreams", "I think", "if I ask nicely", "and went home") leaves it unsettled
# or hands the next verb to the wrong one.
_UNSETTLED: Final = re.compile(
    rf"""\b(?:lol|lmao|haha\w*|jk|kidding|joking|yeah\s+right|as\s+if|dreams?|{HEDGE_WORDS}
    |if|unless|once|when|apparently|supposedly|allegedly|and|but|then)\b|\?""",
    re.IGNORECASE | re.VERBOSE,
)
_LENT: Final = word_set("lending loaning lend loan", None)


def handed_to_speaker(clause: str, said: str = "") -> str | None:
    """``clause`` led by the speaker when it tells of a thing of someone's being given or
    lent to them: "Piet is giving me his old laptop" -> "I'm getting Piet's old laptop";
    None for any other clause. ``said`` is the turn the clause was read from: a joke or a
    hedge the clause lost on the way ("his car lol", "his van, I think") still counts."""
    match = _HANDED.match(clause)
    if match is None:
        return None
    giver = " ".join(match.group("giver").split())
    # "his puppy eyes": the thing's words and the one after it ("eyes" stays in the rest)
    words = [*match.group("thing").lower().split(), *match.group("rest").lower().split()[:1]]
    if giver.split(" ")[0].lower() in _NOT_GIVERS or FIGURATIVE_THINGS.intersection(words):
        return None
    if _UNSETTLED.search(match.group("rest")) or _UNSETTLED.search(_told_after(match, said)):
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


def _told_after(match: re.Match[str], said: str) -> str:
    """What the turn says after the thing ("his car") up to the end of its sentence."""
    thing = f"{match.group('whose')} {match.group('thing')}".lower()
    at = said.lower().find(thing)
    if at < 0:
        return ""
    tail = said[at + len(thing) :]
    end = _SENTENCE_END.search(tail)
    return tail if end is None else tail[: end.start()]


_SENTENCE_END: Final = re.compile(r"[.!]\s|\n")

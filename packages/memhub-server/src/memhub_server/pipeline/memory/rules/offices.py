"""An office held in a group the question named: "And the touring club?" - "We're up to
twenty-three members. I'm the secretary." is the secretary of the touring club.

An office ("secretary", "treasurer", "captain") said alone leans on the group the chat was
about; read alone a year later, "<S> is the secretary" says of nothing, and the gate drops
it (:mod:`.unfinished`). When the turn before asked after one group by name ("And the
touring club?", "How's the choir going?", "how is your rowing club?"), the office is that
group's, and the group is written after it. An office that already says whose ("the
secretary of the bowls club", "treasurer at the allotments") is left as it is, and so is
a prompt that names two groups or none.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["office_of_group"]

# Kinds of group an office is held in.
_GROUP_WORDS: Final = r"""(?:club|society|association|choir|team|band|committee|union|council
    |guild|league|orchestra|group|collective|federation|lodge|brigade|troupe|crew|squad
    |co-op|cooperative|institute|trust)"""
# "the touring club", "your rowing club", "the parish council": the group the prompt asks
# after, with at most three words before its kind word.
_GROUP_ASKED: Final = re.compile(
    rf"""\b(?:the|your|ur)\s+(?P<group>(?:[\w'’-]+\s+){{0,3}}?{_GROUP_WORDS})\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "how's ur darts team doing": a question typed in chat without its "?".
_ASKED_IN_CHAT: Final = re.compile(r"^\s*(?:and\s+)?how(?:['’]?s|\s+is|\s+are)\s", re.IGNORECASE)
# "I'm the secretary", "im captain again", "I am treasurer now", "I've been made captain":
# the speaker's office, ending its clause (nothing after it says whose).
_OFFICE_HELD: Final = re.compile(
    r"""\b(?P<held>(?:i['’]?m|i\s+am|i['’]ve\s+been\s+made|i\s+was\s+made|i\s+became)
    (?:\s+(?:now|still|also|just))?\s+(?:the\s+)?
    (?:secretary|treasurer|chair|chairman|chairwoman|chairperson|president|vice-president
    |vice-chair|captain|vice-captain))
    (?=\s*(?:[.,;!?]|$|\s(?:now|so|and|but|too|again)\b))""",
    re.IGNORECASE | re.VERBOSE,
)


def office_of_group(text: str, prompt: str | None) -> str:
    """``text`` with an office its speaker holds said to be in the one group ``prompt``
    asked after: "I'm the secretary" -> "I'm the secretary of the touring club"."""
    if not prompt or ("?" not in prompt and _ASKED_IN_CHAT.match(prompt) is None):
        return text
    groups = {m.group("group").lower() for m in _GROUP_ASKED.finditer(prompt)}
    if len(groups) != 1:
        return text
    group = groups.pop()
    return _OFFICE_HELD.sub(lambda m: f"{m.group('held')} of the {group}", text, count=1)

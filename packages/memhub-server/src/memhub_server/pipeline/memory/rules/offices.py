"""An office held in a group the question named: "And the touring club?" - "We're up to
twenty-three members. I'm the secretary." is the secretary of the touring club.

An office ("secretary", "treasurer", "captain") said alone leans on the group the chat was
about; read alone a year later, "<S> is the secretary" says of nothing, and the gate drops
it (:mod:`.unfinished`). When the turn before asked after one group by name ("And the
touring club?", "How's the choir going?", "how is your rowing club?"), the office is that
group's, and the group is written after it. An office that already says whose ("the
secretary of the bowls club", "treasurer at the allotments") is left as it is, and so is
a prompt that names two groups or none, or that asks after something else ("How's the
job at the union office?", "Who's the best in the team?").
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import OFFICE_GROUPS, OFFICES, alternation

__all__ = ["office_of_group"]

# Words that cannot stand in a group's name before its kind word: articles, owners,
# prepositions, linking words and superlatives ("the job at the union", "the best in the
# team" ask after something else).
_NOT_IN_A_NAME: Final = r"""(?:the|a|an|my|your|ur|our|his|her|their|its|this|that|these|those
    |at|in|on|of|for|with|to|from|by|about|into|over|under|and|or|but|who|what|which|how
    |is|are|was|were|best|worst|most|least|biggest|smallest|oldest|youngest|greatest|fastest
    |strongest|tallest|nicest|finest|highest|lowest)"""
# "And the touring club?", "How's the darts team doing?", "how is your rowing club": a
# sentence of the prompt (its last, or its only one) that asks after one group and nothing
# else, with at most three name words before its kind word.
_GROUP_ASKED: Final = re.compile(
    rf"""(?:^|[.!?…]\s*)(?:(?:and|so|oh|well|anyway)[\s,]+)*
    (?:how(?:['’]?s|\s+is|\s+are|\s+was|\s+were|\s+has|\s+have)\s+|what\s+about\s+)?
    (?:the|your|ur)\s+
    (?P<group>(?:(?!{_NOT_IN_A_NAME}\b)[\w'’-]+\s+){{0,3}}(?:{alternation(OFFICE_GROUPS)}))
    (?:\s+(?:doing|going|getting\s+on|been|then|these\s+days|lately|now))*\s*[?!.…]*\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "how's ur darts team doing": a question typed in chat without its "?".
_ASKED_IN_CHAT: Final = re.compile(r"^\s*(?:and\s+)?how(?:['’]?s|\s+is|\s+are)\s", re.IGNORECASE)
# "I'm the secretary", "im captain again", "I am treasurer now", "I've been made captain":
# the speaker's office, ending its clause (nothing after it says whose).
_OFFICE_HELD: Final = re.compile(
    rf"""\b(?P<held>(?:i['’]?m|i\s+am|i['’]ve\s+been\s+made|i\s+was\s+made|i\s+became)
    (?:\s+(?:now|still|also|just))?\s+(?:the\s+)?(?:{alternation(OFFICES)}))
    (?=\s*(?:[.,;!?]|$|\s(?:now|so|and|but|too|again)\b))""",
    re.IGNORECASE | re.VERBOSE,
)


def office_of_group(text: str, prompt: str | None) -> str:
    """``text`` with an office its speaker holds said to be in the one group ``prompt``
    asked after: "I'm the secretary" -> "I'm the secretary of the touring club"."""
    if not prompt or ("?" not in prompt and _ASKED_IN_CHAT.match(prompt) is None):
        return text
    asked = _GROUP_ASKED.search(prompt.strip())
    if asked is None:
        return text
    group = asked.group("group").lower()
    return _OFFICE_HELD.sub(lambda m: f"{m.group('held')} of the {group}", text, count=1)

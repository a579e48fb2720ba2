"""News told inside a question, and praise said in irony.

A speaker often tells their own news as a question to the other: "Have you seen the new
flat I moved into on Pelham Road?", "Did you meet the puppy we adopted?". The question asks
nothing a memory needs, but what it takes for granted ("I moved into the new flat on
Pelham Road") is the speaker's news, as is what "Did you hear Tom got a job at the
council?" tells: :func:`news_asked` says it plainly.

"Oh great, I just love doing my taxes" says the opposite of what it means: an ironic
"Oh great," or "Oh yes," before an "I just love ...ing" (or after "Oh great, another
Monday.", an "I just love Mondays") is no liking to keep, nor is a
"Sure, I'm totally going to ..." a plan, nor an "I love ..." after a scoffing "Yeah
right," and :func:`without_irony` drops that sentence.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["news_asked", "without_irony"]

# "Have you seen the new flat I moved into on Pelham Road?": the thing, who did what to it
# and the rest. A preposition the verb leaves at the end ("moved into") goes back before
# the thing, where nothing but a time or a place follows it.
_ASKED_NEWS: Final = re.compile(
    r"""(?:^|(?<=[.!?]\s))(?:so\s+|oh\s+|hey[,!]?\s+)?(?:have|did)\s+(?:you|u|ya)\s+(?:seen|see|met|meet
    |tried|try|heard|hear)\s+(?P<det>the|my|our)\s+
    (?P<thing>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?P<who>I|we)\s+
    (?P<verb>(?:[a-z]+ed|bought|got|made|built|found|won|took|wrote|drew|sold|sang|grew)
    (?:\s+(?P<prep>into|to|for|with|from|in|on)(?=\s+(?:on|in|at|last|this|yesterday|for)\b
    |\s*\?))?)
    (?P<rest>(?:\s+[^?.!]*)?)(?:\?+|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# What a question may take for granted that is no news of the speaker's: "the film I told
# you about", "the cake I mentioned".
_NOT_NEWS: Final = re.compile(
    r"^(?:mentioned|told|said|recommended|suggested|asked|showed|sent|meant|wanted|liked|loved)",
    re.IGNORECASE,
)


# "Did you hear Tom got a job at the council?", "Did you know I'm learning to sail?": news
# of the speaker or of someone named, told as a question.
_HEARD_NEWS: Final = re.compile(
    r"""(?:^|(?<=[.!?]\s))(?:so\s+|oh\s+|hey[,!]?\s+)?(?:did\s+you\s+(?:hear|know)|have\s+you\s+heard
    |can\s+you\s+believe)\s+(?:that\s+)?(?P<news>(?:I(?:['’]m|['’]ve)?|(?:my\s+[a-z]+\s+)?(?-i:[A-Z])[\w'-]+)\s+
    (?:(?:just|finally|actually)\s+)?(?:got|is|are|has|have|had|was|were|been|won|lost|left|quit
    |[a-z]+ed|[a-z]+ing)\b[^?]*)\?+""",
    re.IGNORECASE | re.VERBOSE,
)


def news_asked(text: str) -> str:
    """``text`` with a question that takes the speaker's news for granted said as the
    news: "Have you seen the car I bought last week?" -> "I bought a car last week."."""
    return _HEARD_NEWS.sub(r"\g<news>.", _ASKED_NEWS.sub(_told, text))


def _told(match: re.Match[str]) -> str:
    verb = " ".join(match.group("verb").split())
    if _NOT_NEWS.match(verb):
        return match.group()
    who = "I" if match.group("who").lower() == "i" else "we"
    thing = match.group("thing")
    if match.group("det").lower() == "the":  # "the car I bought": news of a car
        det = "an" if thing[:1].lower() in "aeiou" else "a"
    else:
        det = "my" if who == "I" else "our"
    rest = match.group("rest").rstrip()
    return f"{who} {verb} {det} {thing}{rest}."


# "Oh great, I just love doing my taxes.", "Oh yes, I simply adore waiting on hold.",
# "Sure, I'm totally going to learn Mandarin by Friday."
_IRONY: Final = re.compile(
    r"""(?:^|(?<=[.!?]\s))oh\s+(?:yes|yeah|great|joy|brilliant|wonderful|fantastic|perfect|sure
    |lovely|goody|fab)[,!.]+\s+(?:because\s+)?i\s+(?:just|absolutely|simply|totally|really)\s+
    (?:love|adore|enjoy)\s+[a-z]+ing\b[^.!?]*[.!?]*\s*
    |(?:^|(?<=[.!?]\s))(?:oh\s+)?(?:sure|yeah\s+right)[,!.]*\s+(?:because\s+)?
    i(?:['’]?m|\s+am|['’]ll|\s+will)\s+totally\b[^.!?]*[.!?]*\s*
    |(?:^|(?<=[.!?]\s))oh\s+(?:great|joy|brilliant|wonderful|fantastic|perfect|lovely|fab)[,!.]+
    \s+(?:another|more)\s+[^.!?]*[.!?]+\s+i\s+(?:just|absolutely|simply|totally|really)\s+
    (?:love|adore|enjoy)\b[^.!?]*[.!?]*\s*
    |(?:^|(?<=[.!?]\s))(?:oh\s+)?yeah,?\s+right[,!.]+\s+(?:because\s+)?i\s+(?:\w+\s+)?
    (?:love|adore|enjoy|live\s+for|can't\s+wait)\b[^.!?]*[.!?]*\s*
    # "Oh yes, Mondays are my favourite.": what nobody likes, called a favourite
    |(?:^|(?<=[.!?]\s))oh\s+(?:yes|yeah|great|joy|brilliant|wonderful|fantastic|perfect|sure
    |lovely|fab)[,!.]+\s+(?:(?:early\s+|monday\s+)?mornings|mondays?|taxes|traffic|queues
    |deadlines|paperwork|meetings|hangovers|chores|laundry|ironing|alarms|(?:the\s+)?commute
    |night\s+shifts|(?:the\s+)?dentist|(?:the\s+)?rain)\s+(?:is|are)\s+(?:just\s+)?my\s+
    (?:absolute\s+|very\s+|all-time\s+)?fav(?:ou?rite|e)s?(?:\s+\w+)?[.!]*\s*""",
    re.IGNORECASE | re.VERBOSE,
)


def without_irony(text: str) -> str:
    """``text`` without an ironic "Oh great, I just love ...ing" or "Sure, I'm totally
    ..." sentence."""
    return _IRONY.sub("", text).strip()

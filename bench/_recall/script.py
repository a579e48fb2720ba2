"""What a conversation is made of while it is being written: lines in dated sessions, and
questions that point at the lines holding their evidence."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import date

CATEGORIES = ("single-hop", "multi-hop", "temporal", "open-domain")


@dataclass(eq=False)
class Line:
    speaker: str
    """The label in the transcript: a first name, "User" or "Assistant"."""
    text: str
    id: str = ""


@dataclass
class Session:
    day: date
    lines: list[Line] = field(default_factory=list)
    id: str = ""


@dataclass(frozen=True)
class Evidence:
    line: Line
    keys: tuple[tuple[str, ...], ...]
    """What a memory must say to stand for this line: every group must be matched by one
    of its phrases (each phrase's words all present). Words of the line itself (or of the
    turn it answers), never dates: the date is the answer's business."""


@dataclass
class Question:
    category: str
    text: str
    answer: str
    evidence: list[Evidence]
    tags: list[str] = field(default_factory=list)
    answer_is_memory: bool = False
    """The answer is a durable fact stated plainly once, the kind memory formation must
    keep (where someone lives, works, who their relatives and pets are)."""


_ARTICLE = re.compile(r"\b([Aa]) (?=[AEIOaeio])")


def fix_articles(text: str) -> str:
    """ "a airline pilot" -> "an airline pilot" (templates put "a" before any filler)."""
    return _ARTICLE.sub(lambda m: m.group(1) + "n ", text)


def keys(*groups: str | tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """`keys("leeds", ("moved", "moving"))`: a group per argument, alternatives in tuples."""
    return tuple((g,) if isinstance(g, str) else g for g in groups)


_STARTERS = frozenset(
    [
        "The",
        "We",
        "It",
        "My",
        "Our",
        "That",
        "This",
        "Just",
        "So",
        "Yes",
        "No",
        "Not",
        "Yeah",
        "Yep",
        "Nope",
        "Oh",
        "Ha",
        "Still",
        "Finally",
        "Got",
        "Been",
        "Went",
        "Had",
        "Did",
        "Do",
        "Is",
        "Are",
        "Was",
        "What",
        "How",
        "Where",
        "When",
        "Who",
        "Why",
        "Thanks",
        "Sounds",
        "Aw",
        "Ooh",
        "Wow",
        "Same",
        "Honestly",
        "Sorry",
        "Ugh",
        "Right",
        "Anyway",
        "Good",
        "Great",
        "Nice",
        "Love",
        "Congrats",
        "There",
        "Me",
    ]
)


def _lower_first(text: str) -> str:
    """Lower-case the first word when it is an ordinary word (never a name, never "I")."""
    first = text.split(" ", 1)[0].rstrip(",.!?")
    return text[0].lower() + text[1:] if first in _STARTERS else text


def voice(text: str, style: str, rng: random.Random) -> str:
    """The same words typed the way this speaker types."""
    if style == "casual" and rng.random() < 0.6:
        text = _lower_first(text).rstrip(".")
        if rng.random() < 0.3 and text[-1].isalnum():
            text += rng.choice((" haha", " lol", " :)", "!!", " tbh"))
    elif style == "chatty" and rng.random() < 0.35:
        opener = rng.choice(("Oh, ", "Honestly, ", "Ha, ", "So, ", "Well, ", "Ooh, "))
        text = opener + _lower_first(text)
    elif style == "brisk" and rng.random() < 0.5:
        text = text.replace("!!", ".").replace("!", ".")
    return text


class Writer:
    """Writes one conversation: lines into sessions, candidate questions about them."""

    def __init__(self, rng: random.Random, *, assistant: bool) -> None:
        self.rng = rng
        self.assistant = assistant
        self.said: dict[str, Line] = {}
        """Lines later beats refer back to, by "<person>:<fact>"."""
        self.questions: list[Question] = []
        self._picked = 0

    def say(self, session: Session, speaker: str, text: str, style: str = "plain") -> Line:
        line = Line(speaker, voice(fix_articles(text), style, self.rng))
        session.lines.append(line)
        return line

    def pick(self, *options: str, **slots: object) -> str:
        self._picked = self.rng.randrange(len(options))
        return options[self._picked].format(**slots)

    def answer(self, *options: str, **slots: object) -> str:
        """The option that goes with the one `pick` chose last (requests and their replies
        are listed in the same order)."""
        return options[self._picked % len(options)].format(**slots)

    def ask(
        self,
        category: str,
        name: str,
        third: str | tuple[str, ...],
        first: str | tuple[str, ...],
        answer: str,
        evidence: list[Evidence],
        *,
        tags: tuple[str, ...] = (),
        memory: bool = False,
        **slots: object,
    ) -> None:
        """A candidate question about `name` ("User" asks about themselves in first person)."""
        wording = first if name == "User" else third
        options = (wording,) if isinstance(wording, str) else wording
        text = fix_articles(self.rng.choice(options).format(name=name, **slots))
        if name == "User" and first != third:
            tags = (*tags, "first-person-question")
        self.questions.append(
            Question(category, text, answer, evidence, list(tags), answer_is_memory=memory)
        )

"""What every beat uses: the speakers, date phrases, and the helpers that write turns."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from .. import lexicon as lx
from ..script import Line, Session, Writer
from ..when import ordinal, relative_day
from ..world import Person

Beat = Callable[[Writer, Session, Person, Person | None], None]

ASSISTANT = "Assistant"


def cap(text: str) -> str:
    return text[0].upper() + text[1:]


def iso(day: date) -> str:
    return day.isoformat()


def poss(name: str) -> str:
    return "my" if name == "User" else f"{name}'s"


def user_says(w: Writer, s: Session, p: Person, text: str) -> Line:
    return w.say(s, p.name, text, p.style)


@dataclass(frozen=True)
class Said:
    """Ways one fact comes up. To an assistant: on the way to a request (`asks`), which the
    assistant answers (`replies`, in the same order). To a friend: a line (`says`) and the
    friend's reaction (`reactions`)."""

    asks: tuple[str, ...] = ()
    replies: tuple[str, ...] = ()
    says: tuple[str, ...] = ()
    reactions: tuple[str, ...] = ()


def tell(
    w: Writer, s: Session, p: Person, o: Person | None, said: Said, /, **slots: object
) -> Line:
    """`p` states the fact and the other side answers; the stating line."""
    if o is None:
        line = user_says(w, s, p, w.pick(*said.asks, **slots))
        w.say(s, ASSISTANT, w.answer(*said.replies, **slots))
        return line
    line = w.say(s, p.name, w.pick(*said.says, **slots), p.style)
    w.say(s, o.name, w.pick(*said.reactions, **slots), o.style)
    return line


def prompted(
    w: Writer,
    s: Session,
    p: Person,
    o: Person,
    questions: tuple[str, ...],
    answers: tuple[str, ...],
    /,
    **slots: object,
) -> tuple[Line, Line]:
    """The friend asks and `p` answers with the fact: (the question, the answer)."""
    asked = w.say(s, o.name, w.pick(*questions, **slots), o.style)
    return asked, w.say(s, p.name, w.pick(*answers, **slots), p.style)


def phrase(w: Writer, day: date, today: date) -> tuple[str, bool]:
    """How `day` is named on `today`, and whether the phrase is relative."""
    relative = relative_day(day, today, w.rng)
    if relative is not None:
        return relative, True
    return f"on {lx.MONTHS[day.month - 1]} {ordinal(day.day)}", False


def date_tags(relative: bool) -> tuple[str, ...]:
    return ("relative-date",) if relative else ()

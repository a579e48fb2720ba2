"""What every beat uses: the speakers, date phrases, and the helpers that write turns."""

from __future__ import annotations

from collections.abc import Callable
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


def react(
    w: Writer,
    s: Session,
    o: Person | None,
    pair: tuple[str, ...],
    bot: tuple[str, ...],
    **slots: object,
) -> Line:
    """The other side's answer: the friend's reaction, or the assistant's reply."""
    if o is None:
        return w.say(s, ASSISTANT, w.answer(*bot, **slots))
    return w.say(s, o.name, w.pick(*pair, **slots), o.style)


def user_says(w: Writer, s: Session, p: Person, text: str) -> Line:
    return w.say(s, p.name, text, p.style)


def phrase(w: Writer, day: date, today: date) -> tuple[str, bool]:
    """How `day` is named on `today`, and whether the phrase is relative."""
    relative = relative_day(day, today, w.rng)
    if relative is not None:
        return relative, True
    return f"on {lx.MONTHS[day.month - 1]} {ordinal(day.day)}", False


def date_tags(relative: bool) -> tuple[str, ...]:
    return ("relative-date",) if relative else ()

"""Whole conversations: when each fact comes up, the days things happen, the small talk
around them, and which of the candidate questions are kept.

A conversation is either between two friends (sessions are chats between them, dated
weeks apart) or between a person and an assistant (sessions are separate chats). Facts
follow a plan per person: some come back later with a new value (a move, a new job),
some only make sense with an earlier one (the sister named in March qualifies as a
dentist in June), some are events a later session refers to by a relative date.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from . import beats as bt
from . import chatter as ch
from . import lexicon as lx
from .script import CATEGORIES, Question, Session, Writer
from .when import DATASET_EPOCH
from .world import NamePool, Person, change_job, make_person, move_to

EARLIEST = date(2023, 12, 4)
"""No session before this day (three years before the epoch)..."""
LATEST = DATASET_EPOCH - timedelta(days=370)
"""...and none after this one (a year before it, with a few days to spare)."""

PAIR_SHAPES = ("named_lines", "timestamped_lines", "named_lines", "named_json")
ASSISTANT_SHAPES = ("user_assistant_lines", "json_messages", "labelled_user_lines")
QUOTA = {"single-hop": 7, "multi-hop": 4, "temporal": 4, "open-domain": 3}
"""Most questions of each category kept per conversation."""
MEMORY_FACTS = 4
"""Single-hop questions per conversation whose answer is a plain durable fact."""
STYLES = ("plain", "casual", "chatty", "brisk")


@dataclass
class Conversation:
    id: str
    kind: str
    """"pair" (two friends) or "assistant" (a person and an assistant)."""
    shape: str
    speakers: list[str]
    user_label: str | None
    """The name the person goes by in `labelled_user_lines` transcripts."""
    sessions: list[Session]
    questions: list[Question] = field(default_factory=list)


@dataclass(frozen=True)
class Step:
    beat: str
    after: int
    """Sessions after the previous step of its chain (at least)."""


def _session_days(rng: random.Random, count: int) -> list[date]:
    """`count` session days 6-38 days apart, placed anywhere between EARLIEST and LATEST."""
    gaps = [rng.randint(6, 38) for _ in range(count - 1)]
    room = (LATEST - EARLIEST).days - sum(gaps)
    assert room >= 0, "session span too long"
    days = [EARLIEST + timedelta(days=rng.randrange(room + 1))]
    for gap in gaps:
        days.append(days[-1] + timedelta(days=gap))
    return days


def _chains(p: Person, rng: random.Random) -> list[list[Step]]:
    chains = [[Step("home", 0)] + ([Step("move", 3)] if rng.random() < 0.55 else [])]
    work = [Step("job", 0)]
    if p.manager is not None:
        work += [Step("manager", 1)]
        if rng.random() < 0.7:
            work += [Step("manager_move", 2)]
    if rng.random() < 0.45:
        work += [Step("job_change", 2)]
    chains.append(work)
    if p.codename is not None:
        chains.append([Step("codename", 0)])
    family = [Step("sibling", 0), Step("sibling_job", 2)]
    if rng.random() < 0.5:
        family += [Step("wedding", 1), Step("wedding_after", 1)]
    chains.append(family)
    if p.partner is not None:
        chains.append([Step("partner", 0), Step("partner_job", 2)])
    singles = ["hobby", "craft", "trip", "milestone", "birthday"]
    singles += ["colleague"] if p.is_user or rng.random() < 0.5 else []
    singles += ["pet"] if p.pet else []
    singles += ["instrument"] if p.instrument else []
    singles += ["diet"] if p.diet else []
    singles += ["allergy"] if p.allergy else []
    chains += [[Step(name, 0)] for name in singles]
    rng.shuffle(chains)
    return chains


class Planner:
    """Puts every step of every chain in a session and fixes the days things happen."""

    def __init__(self, rng: random.Random, days: list[date], capacity: int) -> None:
        self.rng = rng
        self.days = days
        self.capacity = capacity
        self.slots: list[list[tuple[str, Person]]] = [[] for _ in days]

    def gap_before(self, k: int) -> int:
        return (self.days[k] - self.days[k - 1]).days if k else 0

    def gap_after(self, k: int) -> int:
        return (self.days[k + 1] - self.days[k]).days if k + 1 < len(self.days) else 0

    def fits(self, beat: str, k: int) -> bool:
        if len(self.slots[k]) >= self.capacity or any(b == beat for b, _ in self.slots[k]):
            return False
        if beat in ("move", "pet", "milestone"):
            return self.gap_before(k) >= 3
        if beat == "trip":
            return self.gap_before(k) >= 8
        if beat == "job_change":
            return self.gap_after(k) >= 4
        if beat == "wedding":
            return self.gap_after(k) >= 12
        return True

    def place(self, chain: list[Step], p: Person) -> None:
        previous = -1
        for step in chain:
            lowest = previous + step.after if previous >= 0 else 0
            if step.beat == "wedding_after":
                options = [previous + 1] if previous + 1 < len(self.days) else []
            else:
                options = [k for k in range(lowest, len(self.days)) if self.fits(step.beat, k)]
            if not options:
                return  # the rest of the chain needs this step
            if len(chain) > 1 and previous < 0:
                k = self.rng.choice(options[:3])  # leave room for the follow-ups
            else:
                k = self.rng.choice(options)
            self.slots[k].append((step.beat, p))
            self.time(step.beat, k, p)
            previous = k

    def time(self, beat: str, k: int, p: Person) -> None:
        """Fix the day of the event a beat talks about, and what changes on it."""
        rng, today = self.rng, self.days[k]
        if beat in ("move", "pet", "milestone"):
            first = 1 if beat == "move" else 0
            day = today - timedelta(days=rng.randint(first, min(13, self.gap_before(k) - 1)))
            p.dates[beat] = day
            if beat == "move":
                move_to(p, day, rng)
        elif beat == "trip":
            end = today - timedelta(days=rng.randint(1, min(6, self.gap_before(k) - 6)))
            nights = min(rng.randint(3, 9), end.day - 1, (end - self.days[k - 1]).days - 1)
            p.dates["trip_end"], p.dates["trip"] = end, end - timedelta(days=max(nights, 1))
        elif beat == "job_change":
            day = today + timedelta(days=rng.randint(1, min(13, self.gap_after(k) - 1)))
            p.dates["job"] = day
            change_job(p, day, rng)
        elif beat == "wedding":
            p.dates["wedding"] = today + timedelta(days=rng.randint(9, self.gap_after(k) - 1))
        elif beat == "birthday":
            p.dates["birthday"] = today


def _pair_people(rng: random.Random, index: int) -> tuple[Person, Person, NamePool]:
    taken: set[str] = set()
    speakers = NamePool(rng, lx.FIRST_NAMES, taken)
    others = NamePool(rng, lx.OTHER_NAMES, taken)
    a_name, b_name = speakers.take(), speakers.take()
    styles = rng.sample(STYLES, 2)
    a = make_person(rng, a_name, others, far_back=EARLIEST - timedelta(days=900), style=styles[0])
    b = make_person(rng, b_name, others, far_back=EARLIEST - timedelta(days=900), style=styles[1])
    return a, b, others


def _small_talk(w: Writer, s: Session, a: Person, b: Person) -> None:
    for speaker, text in ch.small_talk(w.rng, (a.name, b.name), s.day, friend=a.friend):
        w.say(s, speaker, text, a.style if speaker == a.name else b.style)


def _assistant_filler(w: Writer, s: Session, p: Person, deck: list[tuple[str, str]]) -> None:
    if not deck:
        deck.extend(ch.ASSISTANT_TOPICS)
        w.rng.shuffle(deck)
    question, answer = deck.pop()
    w.say(s, p.name, question, p.style)
    w.say(s, bt.ASSISTANT, answer)
    if w.rng.random() < 0.3:
        thanks, welcome = ch.ASSISTANT_THANKS
        w.say(s, p.name, w.rng.choice(thanks), p.style)
        w.say(s, bt.ASSISTANT, w.rng.choice(welcome))


def _write_session(
    w: Writer,
    s: Session,
    planned: list[tuple[str, Person]],
    people: list[Person],
    deck: list[Any],
) -> None:
    """Greeting, the planned beats between small talk, and a goodbye, in about 10-22 turns."""
    rng = w.rng
    pair = len(people) == 2
    target = rng.randint(10, 17) if pair else rng.randint(10, 14)
    if pair:
        first = rng.randrange(2)
        a, b = people[first], people[1 - first]
        if rng.random() < 0.8:
            hello, answer = rng.choice(ch.GREETINGS)
            w.say(s, a.name, ch.fill(hello, rng, other=b.name), a.style)
            w.say(s, b.name, answer, b.style)
    elif rng.random() < 0.5:
        w.say(s, people[0].name, rng.choice(ch.ASSISTANT_OPENERS), people[0].style)
        w.say(s, bt.ASSISTANT, rng.choice(ch.ASSISTANT_GREETINGS))
    units: list[tuple[str, Person] | None] = [*planned]
    units += [None] * rng.randint(1, 2)  # at least some small talk between the facts
    rng.shuffle(units)
    for unit in units:
        if unit is None:
            filler(w, s, people, deck)
        else:
            beat, p = unit
            other = next((q for q in people if q is not p), None) if pair else None
            bt.FACT_BEATS[beat](w, s, p, other)
    while len(s.lines) < target:
        filler(w, s, people, deck)
    if pair and rng.random() < 0.7:
        first = rng.randrange(2)
        w.say(s, people[first].name, rng.choice(ch.CLOSINGS[0]), people[first].style)
        w.say(s, people[1 - first].name, rng.choice(ch.CLOSINGS[1]), people[1 - first].style)
    elif not pair and rng.random() < 0.4:
        thanks, welcome = ch.ASSISTANT_THANKS
        w.say(s, people[0].name, rng.choice(thanks), people[0].style)
        w.say(s, bt.ASSISTANT, rng.choice(welcome))


def filler(w: Writer, s: Session, people: list[Person], deck: list[Any]) -> None:
    """Small talk between friends, or a general request to the assistant (from `deck`)."""
    if len(people) == 2:
        _small_talk(w, s, people[0], people[1])
    else:
        _assistant_filler(w, s, people[0], deck)


def conversation(index: int, seed: int, *, assistant: bool, shape: str) -> Conversation:
    rng = random.Random(f"{seed}:conversation:{index}")
    conv_id = f"conv-{index + 1:02d}"
    days = _session_days(rng, rng.randint(10, 14))
    if assistant:
        taken: set[str] = set()
        others = NamePool(rng, lx.OTHER_NAMES, taken)
        user_label = NamePool(rng, lx.FIRST_NAMES, taken).take()
        p = make_person(
            rng, "User", others, far_back=EARLIEST - timedelta(days=900), style=rng.choice(STYLES)
        )
        people = [p]
    else:
        a, b, others = _pair_people(rng, index)
        b.band = a.band
        people, user_label = [a, b], None
    planner = Planner(rng, days, capacity=3 if not assistant else 2)
    for p in people:
        for chain in _chains(p, rng):
            planner.place(chain, p)
    if not assistant:
        planner.place([Step("band", 0), Step("band_too", 2)], people[0])
        _swap_band_speaker(planner, people)
    for p in people:
        for _ in range(rng.randint(2, 4)):
            planner.slots[rng.randrange(len(days))].append(("distraction", p))
    w = Writer(rng, assistant=assistant)
    sessions = [Session(day) for day in days]
    deck: list[Any] = []
    for s, planned in zip(sessions, planner.slots, strict=True):
        _write_session(w, s, planned, people, deck)
    for n, s in enumerate(sessions, start=1):
        s.id = f"{conv_id}-s{n:02d}"
        for t, line in enumerate(s.lines, start=1):
            line.id = f"{s.id}-t{t:02d}"
    speakers = ["User", "Assistant"] if assistant else [p.name for p in people]
    conv = Conversation(
        conv_id, "assistant" if assistant else "pair", shape, speakers, user_label, sessions
    )
    conv.questions = _select(rng, w.questions)
    return conv


def _swap_band_speaker(planner: Planner, people: list[Person]) -> None:
    """`band_too` is said by the other friend, about the band the first one named."""
    for slot in planner.slots:
        for i, (beat, _) in enumerate(slot):
            if beat == "band_too":
                slot[i] = (beat, people[1])


def _select(rng: random.Random, candidates: list[Question]) -> list[Question]:
    kept: list[Question] = []
    for category in CATEGORIES:
        pool = [q for q in candidates if q.category == category]
        rng.shuffle(pool)
        # Questions that probe a weak spot (a fragment, a pronoun, a human date...) go first.
        pool.sort(key=lambda q: not set(q.tags) - {"first-person-question"})
        # ...but single-hop keeps a few plain durable facts: the prompt-recall target is
        # measured on them.
        plain = [q for q in pool if q.answer_is_memory][:MEMORY_FACTS]
        pool = plain + [q for q in pool if q not in plain] if category == "single-hop" else pool
        kept += pool[: QUOTA[category]]
    order = {id(q): i for i, q in enumerate(candidates)}
    return sorted(kept, key=lambda q: order[id(q)])

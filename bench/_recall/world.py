"""People and what is true of them: homes, work, family, pets, pastimes, and the days
things happened. The dialogue is written from these facts, and the questions are asked
about them, so a fact has exactly one value at any date."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta

from . import lexicon as lx


@dataclass(frozen=True)
class Pronouns:
    subject: str
    object: str
    possessive: str


SHE = Pronouns("she", "her", "her")
HE = Pronouns("he", "him", "his")
THEY = Pronouns("they", "them", "their")


@dataclass
class Relative:
    role: str
    """How the person calls them: "sister", "partner", "manager"."""
    name: str
    pronouns: Pronouns
    job: str = ""
    city: lx.City | None = None


@dataclass
class Person:
    name: str
    """The speaker label: a first name, or "User" for the person behind an assistant chat."""
    pronouns: Pronouns
    style: str
    """How they type: plain, casual, chatty or brisk (see ``dialogue.voice``)."""
    homes: list[tuple[date, lx.City]]
    """(from, city), oldest first; the first entry's date is before every session."""
    jobs: list[tuple[date, lx.Job, str]]
    """(from, job, workplace), oldest first."""
    sibling: Relative
    partner: Relative | None
    manager: Relative | None
    manager_city: lx.City | None
    codename: tuple[str, str] | None
    """(codename, what the project is)."""
    pet: tuple[lx.Pet, str] | None
    hobby: tuple[lx.Hobby, str]
    instrument: tuple[str, str] | None
    """(instrument, the group they play in)."""
    diet: lx.Diet | None
    allergy: tuple[str, str] | None
    band: str
    craft: tuple[lx.Craft, str]
    """(the object, who made it)."""
    trip: lx.City
    milestone: lx.Milestone
    age: int
    friend: str
    """A friend outside the conversation, for chatter and third-party opinions."""
    friend_boss: str
    """Who the friend reports to at work (a third-person fact the person passes on)."""
    dates: dict[str, date] = field(default_factory=dict)
    """When things happened, filled in by the planner: "move", "pet", "trip", ..."""

    @property
    def is_user(self) -> bool:
        return self.name == "User"

    def home_on(self, day: date) -> lx.City:
        return [city for start, city in self.homes if start <= day][-1]

    def job_on(self, day: date) -> tuple[lx.Job, str]:
        job, place = [(j, p) for start, j, p in self.jobs if start <= day][-1]
        return job, place


def _pronouns(rng: random.Random) -> Pronouns:
    return rng.choices((SHE, HE, THEY), weights=(46, 46, 8))[0]


class NamePool:
    """Hands out names so that no two people in one conversation share one."""

    def __init__(self, rng: random.Random, pool: tuple[str, ...], taken: set[str]) -> None:
        self._names = [n for n in pool if n not in taken]
        rng.shuffle(self._names)
        self._taken = taken

    def take(self, pronouns: Pronouns | None = None) -> str:
        """A fresh name, one that suits `pronouns` when they are given."""
        fits = [n for n in self._names if pronouns is None or lx.name_fits(n, pronouns.subject)]
        name = fits[-1]
        self._names.remove(name)
        self._taken.add(name)
        return name


def make_person(
    rng: random.Random, name: str, others: NamePool, *, far_back: date, style: str
) -> Person:
    """A person with a fact for every slot the dialogue can talk about."""
    cities = rng.sample(lx.CITIES, 3)
    job_a, _ = rng.sample(lx.JOBS, 2)
    kin = rng.choice(lx.KIN)
    kin_pronouns = {"sister": SHE, "brother": HE}.get(kin) or _pronouns(rng)
    sibling = Relative(
        kin, others.take(kin_pronouns), kin_pronouns, rng.choice(lx.SIBLING_JOBS), cities[2]
    )
    partner = None
    if rng.random() < 0.7:
        word = rng.choice(lx.PARTNERS)
        pronouns = {
            "wife": SHE,
            "girlfriend": SHE,
            "fiancée": SHE,
            "husband": HE,
            "boyfriend": HE,
            "fiancé": HE,
        }.get(word) or _pronouns(rng)
        partner = Relative(word, others.take(pronouns), pronouns, rng.choice(lx.PARTNER_JOBS))
    office = job_a.office
    boss = _pronouns(rng)
    manager = Relative("manager", others.take(boss), boss) if office else None
    pet_kind = rng.choice(lx.PETS) if rng.random() < 0.8 else None
    hobby = rng.choice(lx.HOBBIES)
    instrument = None
    if rng.random() < 0.55:
        instrument = (rng.choice(sorted(lx.INSTRUMENTS)), rng.choice(lx.GROUPS))
    diet = rng.choice(lx.DIETS) if rng.random() < 0.5 else None
    allergy = rng.choice(lx.ALLERGIES) if diet is None or rng.random() < 0.3 else None
    maker = partner.name if partner and rng.random() < 0.5 else others.take()
    return Person(
        name=name,
        pronouns=_pronouns(rng) if name != "User" else THEY,
        style=style,
        homes=[(far_back, cities[0])],
        jobs=[(far_back, job_a, rng.choice(job_a.places))],
        sibling=sibling,
        partner=partner,
        manager=manager,
        manager_city=rng.choice([c for c in lx.CITIES if c not in cities]) if office else None,
        codename=(rng.choice(lx.CODENAMES), rng.choice(lx.PROJECTS)) if office else None,
        pet=(pet_kind, rng.choice(pet_kind.names)) if pet_kind else None,
        hobby=(hobby, rng.choice(hobby.places)),
        instrument=instrument,
        diet=diet,
        allergy=allergy,
        band=rng.choice(lx.BANDS),
        craft=(rng.choice(lx.CRAFTS), maker),
        trip=rng.choice([c for c in lx.TRIP_CITIES if c.name not in {x.name for x in cities}]),
        milestone=rng.choice(lx.MILESTONES),
        age=rng.choice((25, 28, 30, 33, 35, 40, 42, 45, 50, 60)),
        friend=others.take(),
        friend_boss=others.take(),
    )


def move_to(person: Person, day: date, rng: random.Random) -> lx.City:
    """Record a move on `day` to a city the person has not lived in."""
    lived = {city.name for _, city in person.homes}
    city = rng.choice([c for c in lx.CITIES if c.name not in lived])
    person.homes.append((day, city))
    return city


def change_job(person: Person, day: date, rng: random.Random) -> tuple[lx.Job, str]:
    held = {job.title for _, job, _ in person.jobs}
    job = rng.choice([j for j in lx.JOBS if j.title not in held])
    place = rng.choice(job.places)
    person.jobs.append((day, job, place))
    return job, place


def days_between(first: date, last: date, rng: random.Random, margin: int = 1) -> date | None:
    """A day strictly inside (first, last) keeping `margin` days from both ends, if any."""
    span = (last - first).days - 2 * margin
    if span < 1:
        return None
    return first + timedelta(days=margin + rng.randrange(span))

"""Trips, milestones and birthdays, a band two friends share, and asides that are no fact."""

from __future__ import annotations

from .. import chatter as ch
from .. import lexicon as lx
from ..script import Evidence, Session, Writer, keys
from ..when import human_date, month_year, ordinal
from ..world import Person
from .talk import ASSISTANT, Said, cap, date_tags, iso, phrase, prompted, tell, user_says

TRIP = Said(
    asks=(
        "I got back from {c} {w}. Can you help me write a short review of the guesthouse?",
        "Just back from {n} nights in {c}. How do I get over jet lag quickly?",
    ),
    replies=(
        "Sure: open with the location, mention one thing the hosts did well, one small thing to "
        "improve, and finish with who it suits.",
        "Get outside in the morning light, eat at local times, and keep naps under twenty minutes.",
    ),
    says=(
        "Just got back from {c}! {n} days of eating.",
        "Back from {c} {w}, I miss it already.",
        "We flew home from {c} {w}. Jet-lagged but happy.",
    ),
    reactions=("How was it?", "Jealous. Tell me everything", "Photos or it didn't happen"),
)
TRIP_AFTER = (
    "Unreal. I want to go back already.",
    "So good. The food!",
    "Amazing, but I need a holiday from my holiday.",
)
WHERE_WENT = ("Where did you end up going on holiday?", "So where did you go in the end?")
WENT_TO = ("{c}. Got back {w}, I already miss it.", "{c}! {n} nights, back {w}.")
YEARS_AGO = {2025: "last year", 2024: "two years ago"}
"""Years before the set's epoch (2026-12-03) as a question would name them."""

MILESTONE = Said(
    asks=(
        "{x}! Can you help me write a short post about it?",
        "{x}. What's a good way to celebrate?",
    ),
    replies=(
        "Congratulations! Here's a draft: \"Some days you remember forever. This was one of them. "
        'Thank you to everyone who cheered me on."',
        "Well done! Celebrate with the people who helped you get there: a long lunch, or a small "
        "party.",
    ),
    says=("{x}!", "{x}.", "{x}!!"),
    reactions=("WHAT. Congratulations!!", "So proud of you", "Legend"),
)
BIRTHDAY = Said(
    asks=(
        "It's my {nth} birthday today! Can you suggest a nice way to spend the evening?",
        "Today's my {nth} birthday and I feel ancient. Cheer me up?",
    ),
    replies=(
        "Happy birthday! A long walk somewhere with a view, your favourite dinner, and calling "
        "someone you love is hard to beat.",
    ),
    says=(
        "It's my {nth} birthday today!",
        "Guess who's {a} today",
        "Birthday today! {a}, how did that happen?",
    ),
    reactions=("Happy birthday!!!", "HAPPY BIRTHDAY! Drinks on me", "Happy birthday, you legend"),
)
BAND = Said(
    says=(
        "I've had {b} on repeat all week.",
        "Got tickets for {b}!!",
        "Nothing beats {b} on a Sunday morning.",
    ),
    reactions=("Good taste", "Ooh nice", "Ha, of course you do"),
)
BAND_TOO = Said(
    says=(
        "Have you heard the new {b} album? Can't stop playing it.",
        "I'm a massive {b} fan these days, blame you.",
        "Finally listened to {b} properly. You were right, they're brilliant.",
    ),
    reactions=("Told you!", "Welcome to the club", "Yesss"),
)


def trip(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    city, start = p.trip, p.dates["trip"]
    back = p.dates["trip_end"]
    when, _ = phrase(w, back, s.day)
    slots = {"c": city.name, "w": when, "n": (back - start).days}
    tags: tuple[str, ...] = ()
    if o is not None and w.rng.random() < 0.3:
        _, line = prompted(w, s, p, o, WHERE_WENT, WENT_TO, **slots)
        tags = ("fragment",)
    else:
        line = tell(w, s, p, o, TRIP, **slots)
        if o is not None:
            w.say(s, p.name, w.pick(*TRIP_AFTER), p.style)
    ev = [Evidence(line, keys(city.name))]
    month = month_year(start)
    w.ask(
        "single-hop",
        p.name,
        "Which city did {name} visit in {month}?",
        "Which city did I visit in {month}?",
        city.name,
        ev,
        tags=("human-date", *tags),
        month=month,
    )
    ago = YEARS_AGO.get(start.year)
    if ago is not None and w.rng.random() < 0.5:
        w.ask(
            "single-hop",
            p.name,
            "Where did {name} go on holiday in {m} {ago}?",
            "Where did I go on holiday in {m} {ago}?",
            city.name,
            ev,
            tags=("relative-question-date",),
            m=start.strftime("%B"),
            ago=ago,
        )
    if city.country in line.text:
        return  # no common sense needed
    if w.rng.random() < 0.5 or city.country not in lx.CURRENCIES:
        third, first, answer = (
            "Which country did {name} visit in {month}?",
            "Which country did I visit in {month}?",
            city.country,
        )
    else:
        third, first, answer = (
            "Which currency did {name} need on the trip in {month}?",
            "Which currency did I need on my trip in {month}?",
            lx.CURRENCIES[city.country],
        )
    w.ask("open-domain", p.name, third, first, answer, ev, month=month)


def milestone(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    kind, day = p.milestone, p.dates["milestone"]
    when, relative = phrase(w, day, s.day)
    said = cap(w.rng.choice(kind.done).format(when=when))
    line = tell(w, s, p, o, MILESTONE, x=said)
    w.ask(
        "temporal",
        p.name,
        "When did {name} {ask}?",
        "When did I {ask}?",
        iso(day),
        [Evidence(line, keys(kind.key))],
        tags=date_tags(relative),
        ask=kind.ask,
    )


def birthday(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    age = p.age
    nth = ordinal(age)  # "33rd", not "33th"
    ev = [Evidence(tell(w, s, p, o, BIRTHDAY, a=age, nth=nth), keys((f"{age}", nth)))]
    w.ask(
        "single-hop",
        p.name,
        "What did {name} celebrate on {day}?",
        "What did I celebrate on {day}?",
        f"{nth} birthday",
        ev,
        tags=("human-date",),
        day=human_date(s.day, w.rng),
    )
    w.ask(
        "temporal",
        p.name,
        "When did {name} turn {age}?",
        "When did I turn {age}?",
        iso(s.day),
        ev,
        age=age,
    )


def band(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    """The first of two mentions of a band both friends like (pair conversations only)."""
    assert o is not None
    w.said[f"{p.name}:band"] = tell(w, s, p, o, BAND, b=p.band)


def band_too(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    """`p` says they like the band `o` mentioned earlier."""
    assert o is not None
    line = tell(w, s, p, o, BAND_TOO, b=o.band)
    w.ask(
        "multi-hop",
        p.name,
        "Which band do both {name} and {other} like?",
        "",
        o.band,
        [Evidence(w.said[f"{o.name}:band"], keys(o.band)), Evidence(line, keys(o.band))],
        other=o.name,
    )


def distraction(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    """A hypothetical, someone else's opinion, a generic opinion, a mood or a compliment."""
    banks = [
        (ch.HYPOTHETICALS, ("Ha, I'd visit", "Dream big", "One day!")),
        (ch.OTHER_OPINIONS, ("Ha, classic", "Hmm, not sure about that", "Bold")),
        (ch.GENERIC_OPINIONS, ("Hot take", "Hmm, not sure about that", "Fair")),
        (ch.MOODS, ("Aw, look after yourself", "Take it easy", "Ha, I feel that")),
    ]
    if o is not None:
        banks.append(
            (ch.COMPLIMENTS, ("Aw, thank you!", "Stop it, you're too kind", "Ha, thanks!"))
        )
    bank, reactions = w.rng.choice(banks)
    city = w.rng.choice([c for c in lx.CITIES if c not in {h for _, h in p.homes}]).name
    text = ch.fill(w.rng.choice(bank), w.rng, city=city, friend=p.friend)
    if o is None:
        request, answer = w.rng.choice(ch.ASSISTANT_ASIDES)
        user_says(w, s, p, f"{text} Anyway, {request}")
        w.say(s, ASSISTANT, answer)
    else:
        w.say(s, p.name, text, p.style)
        w.say(s, o.name, w.rng.choice(reactions), o.style)

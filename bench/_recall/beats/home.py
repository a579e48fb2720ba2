"""Where someone lives, and the move that changes it."""

from __future__ import annotations

from ..script import Evidence, Session, Writer, keys
from ..world import Person
from .talk import ASSISTANT, Said, cap, date_tags, iso, phrase, prompted, tell, user_says

# To the assistant, the city comes up as a one-word answer to a question of its own...
LOCAL_ASKS = (
    "What's a nice walk for a Sunday afternoon?",
    "Can you recommend somewhere for a quiet dinner out?",
    "Where could I take visitors for a day out?",
)
LOCAL_REPLIES = (
    "Lovely. Look for a riverside or canal path with a café halfway, and check whether the "
    "botanic garden has a late opening.",
    "Look for a small neighbourhood place rather than the centre: family-run, short menu, and "
    "book a table for early evening.",
    "Ask at the tourist office for the heritage walk leaflet, they're usually free and "
    "surprisingly good, then finish at a market.",
)
WHICH_CITY = "Happy to help! Which city are you in, so I can be specific?"
CITY_ANSWERS = ("{c}.", "{c}, {d}.", "I'm in {c}.")
# ...or on the way to a request; between friends it is said, asked for, or confirmed.
LIVES = Said(
    asks=(
        "I live in {c}, {d}. What are some good day trips from here?",
        "We're in {c} ({d}). Any ideas for a rainy weekend here?",
        "Living in {c} means I never know what to wear. How do I layer for unpredictable weather?",
    ),
    replies=(
        "Great base! Pick one nearby town you've never visited, check the local museum's late "
        "openings, and look up a walking route along the water.",
        "A few options that work well: a covered market for lunch, a long walk with a café stop "
        "halfway, and a gallery or bookshop when the weather turns.",
        "Layers are your friend: a thin merino base, a light fleece, and a packable waterproof. "
        "Add a scarf you can stuff in a bag.",
    ),
    says=(
        "I love living in {c}, we're {d}.",
        "Our flat in {c} is tiny but it's {d}, so I can't complain.",
        "{c} is treating me well. We're {d}.",
        "I've been in {c} for {n} years now, {d}.",
    ),
    reactions=("That sounds lovely", "Jealous!", "I've always wanted to visit {c}."),
)
WHERE_NOW = (
    "Where are you living these days?",
    "Remind me where you ended up?",
    "Are you still in the same place?",
)
FRAGMENTS = ("{c}. {D}.", "{c}! {D}, I love it.", "Still {c}. {D}.")
STILL_THERE = ("You're in {c} now, aren't you?", "Still loving {c}?", "How's life in {c}?")
CONFIRMS = (
    "Yep! We're {d}, and I'm never leaving.",
    "Love it. We're {d}, can't beat it.",
    "Honestly, best move ever. {D}.",
)
WHERE = (
    ("Where does {name} live?", "Which city is {name} based in?"),
    ("Where do I live?", "Which city do I live in?"),
)

MOVED = Said(
    asks=(
        "I moved to {n} {w} and I don't know a soul here. How do adults make friends in a new "
        "city?",
        "We relocated from {o} to {n}, moving day was {w}. What should I sort out first?",
        "New city, new me: I moved to {n} {w}. Can you suggest ways to get to know the area?",
    ),
    replies=(
        "Congratulations on the move! Start with one regular thing, like a class or a club that "
        "meets weekly; seeing the same faces is how friendships start.",
        "Welcome! Register with a doctor and update your address with your bank first, then find "
        "your nearest library: they're great for local groups.",
        "Walk a different route every day for the first fortnight and say yes to every "
        "invitation for a month. It adds up fast.",
    ),
    says=(
        "We finally moved to {n}! The van came {w}.",
        "Big news: I've left {o}. Moved to {n} {w}, still living out of boxes.",
        "So I live in {n} now, we got the keys {w}.",
        "{W} we moved into the new place in {n}, {d}.",
    ),
    reactions=(
        "Congrats!! How's the new place?",
        "Wait, you actually did it? Amazing",
        "How are you finding {n} so far?",
    ),
)
SETTLING = (
    "Loving it, apart from the stairs.",
    "Still can't find the kettle.",
    "Early days, but good!",
)
WHERE_LATEST = (
    (
        "Where does {name} live now?",
        "Which city did {name} most recently move to?",
        "Which city is {name} living in these days?",
    ),
    ("Where do I live now?", "Which city am I living in these days?"),
)


def home(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    city = p.homes[0][1]
    slots = {"c": city.name, "d": city.detail, "D": cap(city.detail)}
    tags: tuple[str, ...] = ()
    if o is None:
        if w.rng.random() < 0.4:
            request, reply = w.pick(*LOCAL_ASKS), w.answer(*LOCAL_REPLIES)
            user_says(w, s, p, request)
            w.say(s, ASSISTANT, WHICH_CITY)
            line = user_says(w, s, p, w.pick(*CITY_ANSWERS, **slots))
            w.say(s, ASSISTANT, reply)
            tags = ("fragment",)
        else:
            line = tell(w, s, p, o, LIVES, **slots)
        evidence = [Evidence(line, keys(city.name))]
    elif w.rng.random() < 0.35:
        _, line = prompted(w, s, p, o, WHERE_NOW, FRAGMENTS, **slots)
        evidence, tags = [Evidence(line, keys(city.name))], ("fragment",)
    elif w.rng.random() < 0.4:
        asked, answer = prompted(w, s, p, o, STILL_THERE, CONFIRMS, **slots)
        evidence = [Evidence(asked, keys(city.name)), Evidence(answer, keys(city.name))]
        tags, line = ("second-person",), asked  # the line that names the city
    else:
        years = w.rng.choice(("two", "three", "five", "six"))
        line = tell(w, s, p, o, LIVES, n=years, **slots)
        evidence = [Evidence(line, keys(city.name))]
    w.said[f"{p.name}:home"] = line
    if "move" not in p.dates:
        w.ask("single-hop", p.name, *WHERE, city.name, evidence, tags=tags, memory=True)


def move(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    day = p.dates["move"]
    old, new = p.homes[-2][1], p.homes[-1][1]
    when, relative = phrase(w, day, s.day)
    slots = {"n": new.name, "o": old.name, "w": when, "W": cap(when), "d": new.detail}
    line = tell(w, s, p, o, MOVED, **slots)
    if o is not None:
        w.say(s, p.name, w.pick(*SETTLING), p.style)
    w.said[f"{p.name}:move"] = line
    ev = [Evidence(line, keys(new.name))]
    w.ask("single-hop", p.name, *WHERE_LATEST, new.name, ev, tags=("latest",), memory=True)
    w.ask(
        "temporal",
        p.name,
        "When did {name} move to {city}?",
        "When did I move to {city}?",
        iso(day),
        ev,
        tags=date_tags(relative),
        city=new.name,
    )
    home_line = w.said.get(f"{p.name}:home")
    if home_line is not None and old.name not in line.text:
        w.ask(
            "multi-hop",
            p.name,
            "Where did {name} live before moving to {city}?",
            "Where did I live before I moved to {city}?",
            old.name,
            [Evidence(home_line, keys(old.name)), *ev],
            tags=("latest",),
            city=new.name,
        )

"""Where someone lives, and the move that changes it."""

from __future__ import annotations

from ..script import Evidence, Session, Writer, keys
from ..world import Person
from .talk import ASSISTANT, cap, date_tags, iso, phrase, react, user_says


def home(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    city = p.homes[0][1]
    tags: tuple[str, ...] = ()
    if o is None:
        if w.rng.random() < 0.4:
            request = w.pick(
                "What's a nice walk for a Sunday afternoon?",
                "Can you recommend somewhere for a quiet dinner out?",
                "Where could I take visitors for a day out?",
            )
            reply = w.answer(
                "Lovely. Look for a riverside or canal path with a café halfway, and check "
                "whether the botanic garden has a late opening.",
                "Look for a small neighbourhood place rather than the centre: family-run, short "
                "menu, and book a table for early evening.",
                "Ask at the tourist office for the heritage walk leaflet, they're usually free "
                "and surprisingly good, then finish at a market.",
            )
            user_says(w, s, p, request)
            w.say(s, ASSISTANT, "Happy to help! Which city are you in, so I can be specific?")
            line = user_says(
                w, s, p, w.pick("{c}.", "{c}, {d}.", "I'm in {c}.", c=city.name, d=city.detail)
            )
            w.say(s, ASSISTANT, reply)
            tags = ("fragment",)
        else:
            line = user_says(
                w,
                s,
                p,
                w.pick(
                    "I live in {c}, {d}. What are some good day trips from here?",
                    "We're in {c} ({d}). Any ideas for a rainy weekend here?",
                    "Living in {c} means I never know what to wear. How do I layer for "
                    "unpredictable weather?",
                    c=city.name,
                    d=city.detail,
                ),
            )
            w.say(
                s,
                ASSISTANT,
                w.answer(
                    "Great base! Pick one nearby town you've never visited, check the local "
                    "museum's late openings, and look up a walking route along the water.",
                    "A few options that work well: a covered market for lunch, a long walk with a "
                    "café stop halfway, and a gallery or bookshop when the weather turns.",
                    "Layers are your friend: a thin merino base, a light fleece, and a packable "
                    "waterproof. Add a scarf you can stuff in a bag.",
                ),
            )
        evidence = [Evidence(line, keys(city.name))]
    elif w.rng.random() < 0.35:
        w.say(
            s,
            o.name,
            w.pick(
                "Where are you living these days?",
                "Remind me where you ended up?",
                "Are you still in the same place?",
            ),
            o.style,
        )
        line = w.say(
            s,
            p.name,
            w.pick(
                "{c}. {D}.",
                "{c}! {D}, I love it.",
                "Still {c}. {D}.",
                c=city.name,
                D=cap(city.detail),
            ),
            p.style,
        )
        evidence, tags = [Evidence(line, keys(city.name))], ("fragment",)
    elif w.rng.random() < 0.4:
        asked = w.say(
            s,
            o.name,
            w.pick(
                "You're in {c} now, aren't you?",
                "Still loving {c}?",
                "How's life in {c}?",
                c=city.name,
            ),
            o.style,
        )
        line = w.say(
            s,
            p.name,
            w.pick(
                "Yep! We're {d}, and I'm never leaving.",
                "Love it. We're {d}, can't beat it.",
                "Honestly, best move ever. {D}.",
                d=city.detail,
                D=cap(city.detail),
            ),
            p.style,
        )
        evidence = [Evidence(asked, keys(city.name)), Evidence(line, keys(city.name))]
        tags, line = ("second-person",), asked  # the line that names the city
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "I love living in {c}, we're {d}.",
                "Our flat in {c} is tiny but it's {d}, so I can't complain.",
                "{c} is treating me well. We're {d}.",
                "I've been in {c} for {n} years now, {d}.",
                c=city.name,
                d=city.detail,
                n=w.rng.choice(("two", "three", "five", "six")),
            ),
            p.style,
        )
        react(
            w,
            s,
            o,
            ("That sounds lovely", "Jealous!", "I've always wanted to visit {c}."),
            (),
            c=city.name,
        )
        evidence = [Evidence(line, keys(city.name))]
    w.said[f"{p.name}:home"] = line
    if "move" not in p.dates:
        w.ask(
            "single-hop",
            p.name,
            ("Where does {name} live?", "Which city is {name} based in?"),
            ("Where do I live?", "Which city do I live in?"),
            city.name,
            evidence,
            tags=tags,
            memory=True,
        )


def move(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    day = p.dates["move"]
    old, new = p.homes[-2][1], p.homes[-1][1]
    when, relative = phrase(w, day, s.day)
    if o is None:
        line = user_says(
            w,
            s,
            p,
            w.pick(
                "I moved to {n} {w} and I don't know a soul here. How do adults make friends in a "
                "new city?",
                "We relocated from {o} to {n}, moving day was {w}. What should I sort out first?",
                "New city, new me: I moved to {n} {w}. Can you suggest ways to get to know the "
                "area?",
                n=new.name,
                o=old.name,
                w=when,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Congratulations on the move! Start with one regular thing, like a class or a "
                "club that meets weekly; seeing the same faces is how friendships start.",
                "Welcome! Register with a doctor and update your address with your bank first, "
                "then find your nearest library: they're great for local groups.",
                "Walk a different route every day for the first fortnight and say yes to every "
                "invitation for a month. It adds up fast.",
            ),
        )
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "We finally moved to {n}! The van came {w}.",
                "Big news: I've left {o}. Moved to {n} {w}, still living out of boxes.",
                "So I live in {n} now, we got the keys {w}.",
                "{W} we moved into the new place in {n}, {d}.",
                n=new.name,
                o=old.name,
                w=when,
                W=cap(when),
                d=new.detail,
            ),
            p.style,
        )
        react(
            w,
            s,
            o,
            (
                "Congrats!! How's the new place?",
                "Wait, you actually did it? Amazing",
                "How are you finding {n} so far?",
            ),
            (),
            n=new.name,
        )
        w.say(
            s,
            p.name,
            w.pick(
                "Loving it, apart from the stairs.",
                "Still can't find the kettle.",
                "Early days, but good!",
            ),
            p.style,
        )
    w.said[f"{p.name}:move"] = line
    ev = [Evidence(line, keys(new.name))]
    w.ask(
        "single-hop",
        p.name,
        (
            "Where does {name} live now?",
            "Which city did {name} most recently move to?",
            "Which city is {name} living in these days?",
        ),
        ("Where do I live now?", "Which city am I living in these days?"),
        new.name,
        ev,
        tags=("latest",),
        memory=True,
    )
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

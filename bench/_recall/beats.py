"""Beats: the few turns in which a fact comes up, and the questions it can answer.

Each beat writes into one session. Between two friends the fact comes up the way it does
in a chat (said outright, as a fragment answering a question, confirmed when the other
asks "you're still in ...?", through "it" or "there"); with an assistant it comes up on
the way to a request ("I'm vegan, can you plan a menu?") and the assistant answers the
request. Questions about the person in an assistant chat are asked in the first person
("Where do I live now?"), as the person would ask them.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta

from . import chatter as ch
from . import lexicon as lx
from .script import Evidence, Line, Session, Writer, keys
from .when import human_date, month_year, ordinal, relative_day
from .world import Person

Beat = Callable[[Writer, Session, Person, Person | None], None]

ASSISTANT = "Assistant"


def cap(text: str) -> str:
    return text[0].upper() + text[1:]


def iso(day: date) -> str:
    return day.isoformat()


def poss(name: str) -> str:
    return "my" if name == "User" else f"{name}'s"


def _react(
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


def _user(w: Writer, s: Session, p: Person, text: str) -> Line:
    return w.say(s, p.name, text, p.style)


def _phrase(w: Writer, day: date, today: date) -> tuple[str, bool]:
    """How `day` is named on `today`, and whether the phrase is relative."""
    relative = relative_day(day, today, w.rng)
    if relative is not None:
        return relative, True
    return f"on {lx.MONTHS[day.month - 1]} {ordinal(day.day)}", False


def _date_tags(relative: bool) -> tuple[str, ...]:
    return ("relative-date",) if relative else ()


# -- home -------------------------------------------------------------------------------------


def home(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    city = p.homes[0][1]
    tags: tuple[str, ...] = ()
    if o is None:
        if w.rng.random() < 0.4:
            asked = w.pick(
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
            _user(w, s, p, asked)
            w.say(s, ASSISTANT, "Happy to help! Which city are you in, so I can be specific?")
            line = _user(
                w, s, p, w.pick("{c}.", "{c}, {d}.", "I'm in {c}.", c=city.name, d=city.detail)
            )
            w.say(s, ASSISTANT, reply)
            tags = ("fragment",)
        else:
            line = _user(
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
        tags, line = ("second-person",), asked
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
        _react(
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
    when, relative = _phrase(w, day, s.day)
    if o is None:
        line = _user(
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
        _react(
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
        tags=_date_tags(relative),
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


# -- work -------------------------------------------------------------------------------------


def job(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    _, role, place = p.jobs[0]
    title = role.title
    evidence_lines: list[Line]
    tags: tuple[str, ...] = ()
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "I'm a {t} at {p} and I've been asked to give a ten-minute talk to new starters. "
                "Can you help me outline it?",
                "I work as a {t} at {p}. What's a good way to ask for a pay rise without sounding "
                "pushy?",
                "Can you help me update my CV? I've been a {t} at {p} for four years.",
                t=title,
                p=place,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Sure. Open with a short story from your first week, then cover three things you "
                "wish you'd known, and finish with who to ask for help.",
                "Lead with evidence: list what you've delivered this year and what it changed, "
                "name a figure you've researched, and ask for a conversation rather than a yes or "
                "no.",
                "Happy to. Put your current role first with three concrete achievements, each "
                "with a number if you can.",
            ),
        )
        evidence_lines = [line]
    elif w.rng.random() < 0.25:
        w.say(
            s,
            o.name,
            w.pick(
                "What are you doing for work these days?",
                "Remind me what you do again?",
                "Where are you working now?",
            ),
            o.style,
        )
        line = w.say(
            s,
            p.name,
            w.pick(
                "{T}, at {p}. Long hours.",
                "{T}. At {p}, still.",
                "{T} at {p}. It pays the bills.",
                T=cap(title),
                p=place,
            ),
            p.style,
        )
        evidence_lines, tags = [line], ("fragment",)
    elif w.rng.random() < 0.35:
        asked = w.say(
            s,
            o.name,
            w.pick("You're still at {p}, right?", "Are you still at {p}?", p=place),
            o.style,
        )
        line = w.say(
            s,
            p.name,
            w.pick(
                "Yep, still a {t} there. Year five!",
                "Still there, still a {t}. Still tired.",
                "Yes! Being a {t} there is hard work but I love it.",
                t=title,
            ),
            p.style,
        )
        evidence_lines, tags = [asked, line], ("second-person",)
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "Work's been full on. Being a {t} at {p} in {m} is chaos.",
                "I'm a {t} at {p}, and this week was a lot.",
                "Long shift at {p} today. The joys of being a {t}.",
                "Still at {p}, still a {t}, still tired.",
                t=title,
                p=place,
                m=s.day.strftime("%B"),
            ),
            p.style,
        )
        _react(
            w,
            s,
            o,
            (
                "You need a holiday",
                "Proud of you for surviving it",
                "Sounds exhausting, look after yourself",
            ),
            (),
        )
        evidence_lines = [line]
    w.said[f"{p.name}:job"] = evidence_lines[0]
    ev_title = [Evidence(x, keys(title)) for x in evidence_lines]
    ev_place = [Evidence(x, keys(place)) for x in evidence_lines]
    if "job" not in p.dates:
        w.ask(
            "single-hop",
            p.name,
            ("What does {name} do for a living?", "What is {name}'s job?"),
            ("What do I do for a living?", "What's my job?"),
            title,
            ev_title,
            tags=tags,
            memory=True,
        )
        w.ask(
            "single-hop",
            p.name,
            "Where does {name} work?",
            "Where do I work?",
            place,
            ev_place,
            tags=tags,
            memory=True,
        )


def job_change(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    day = p.dates["job"]
    _, old, old_place = p.jobs[-2]
    _, new, place = p.jobs[-1]
    when, relative = _phrase(w, day, s.day)
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "I start a new job at {p} {w}, as a {t}. Can you help me write a goodbye note to "
                "my team at {op}?",
                "I accepted the {t} role at {p}! First day is {w}. What should I do in my first "
                "week?",
                p=place,
                w=when,
                t=new.title,
                op=old_place,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Congratulations! Keep the note short and warm: thank them for something "
                "specific, share where you're going, and leave a way to stay in touch.",
                "Congratulations on the new role! In the first week: learn names, ask how success "
                "is measured, and find one small thing you can finish.",
            ),
        )
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "I handed in my notice! I start at {p} as a {t} {w}.",
                "Guess who got the {t} job at {p}? Me! Starting {w}.",
                "Last days at {op}, I'm starting at {p} {w}, as a {t}.",
                p=place,
                t=new.title,
                w=when,
                op=old_place,
            ),
            p.style,
        )
        _react(
            w,
            s,
            o,
            (
                "No way, congratulations!",
                "That's huge, well done!",
                "About time someone snapped you up",
            ),
            (),
        )
    ev = [Evidence(line, keys(new.title))]
    w.ask(
        "single-hop",
        p.name,
        ("What is {name}'s job now?", "What does {name} do for work now?"),
        ("What's my job now?", "What do I do for work these days?"),
        new.title,
        ev,
        tags=("latest",),
        memory=True,
    )
    w.ask(
        "temporal",
        p.name,
        "When did {name} start working at {place}?",
        "When did I start working at {place}?",
        iso(day),
        [Evidence(line, keys(place))],
        tags=_date_tags(relative),
        place=place,
    )
    earlier = w.said.get(f"{p.name}:job")
    if earlier is not None and old.title in earlier.text:
        w.ask(
            "multi-hop",
            p.name,
            "What did {name} do before becoming a {title}?",
            "What was my job before I became a {title}?",
            old.title,
            [Evidence(earlier, keys(old.title)), *ev],
            tags=("latest",),
            title=new.title,
        )


def manager(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.manager is not None
    m = p.manager.name
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "Can you help me write a message to my manager, {m}, asking to move our "
                "one-to-one to Thursday?",
                "My manager {m} wants a summary of last quarter by Friday. How should I structure "
                "it?",
                m=m,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                'Here\'s a draft: "Hi {m}, would it be possible to move our one-to-one to Thursday this week? Happy to work around your diary. Thanks!"',
                "Keep it to one page: what you set out to do, what happened, what you learned, "
                "and what's next. Put the numbers in a small table.",
                m=m,
            ),
        )
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "My manager {m} wants the whole report redone by Friday.",
                "{m}, my manager, has decided we all need to start at eight. Send help.",
                "Had my review with my manager today. {m} is actually pretty great.",
                m=m,
            ),
            p.style,
        )
        _react(
            w,
            s,
            o,
            ("Ugh, good luck", "Sounds like a decent boss at least", "Friday?! That's brutal"),
            (),
        )
    w.said[f"{p.name}:manager"] = line
    if "job" in p.dates:  # a new job comes later: ask about this one by name
        place = p.jobs[0][2]
        w.ask(
            "single-hop",
            p.name,
            "Who was {name}'s manager at {place}?",
            "Who was my manager at {place}?",
            m,
            [Evidence(line, keys(m))],
            place=place,
        )
    else:
        w.ask(
            "single-hop",
            p.name,
            ("Who is {name}'s manager?", "What is the name of {name}'s manager?"),
            ("Who's my manager?", "What's my manager's name?"),
            m,
            [Evidence(line, keys(m))],
            memory=True,
        )


def manager_move(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.manager is not None and p.manager_city is not None
    m, city = p.manager.name, p.manager_city.name
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "{m} is moving to our {c} office, so I'll be reporting to someone new. How do I "
                "make a good first impression on a new boss?",
                "{m} is relocating to {c} next month. What's a nice leaving present for a boss?",
                m=m,
                c=city,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Ask early how they like to communicate, bring a short summary of your work and "
                "priorities, and agree on what a good first month looks like.",
                "Something useful for the move works well: a good travel mug, a guidebook to the "
                "new city with notes from the team, or a framed team photo.",
            ),
        )
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "{m} is moving to the {c} office next month, so I'm getting a new boss.",
                "Big shake-up at work: {m} is transferring to {c}.",
                "{m} told us today {pr} is relocating to {c}.",
                m=m,
                c=city,
                pr=p.manager.pronouns.subject,
            ),
            p.style,
        )
        _react(
            w,
            s,
            o,
            (
                "Oh no, you liked working for them!",
                "Change is good? Maybe?",
                "Who's replacing them?",
            ),
            (),
        )
    first = w.said[f"{p.name}:manager"]
    w.ask(
        "multi-hop",
        p.name,
        "Which city is {name}'s manager moving to?",
        "Which city is my manager moving to?",
        city,
        [Evidence(first, keys(m)), Evidence(line, keys(city))],
    )


def codename(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.codename is not None
    code, project = p.codename
    tags: tuple[str, ...] = ()
    if o is None:
        if w.rng.random() < 0.5:
            line = _user(
                w,
                s,
                p,
                w.pick(
                    "Note for later: the project codename is {c}. It's the {p}.",
                    "For context: the {p} is codenamed {c}.",
                    c=code,
                    p=project,
                ),
            )
            w.say(s, ASSISTANT, w.answer("Noted!", "Got it, thanks for the context."))
            tags = ("third-person-fact",)
        else:
            line = _user(
                w,
                s,
                p,
                w.pick(
                    "Can you suggest a name for the Slack channel for our {p}? Internally it's "
                    "called {c}.",
                    "Write a two-line kickoff announcement for {c}, our {p} project.",
                    c=code,
                    p=project,
                ),
            )
            w.say(
                s,
                ASSISTANT,
                w.answer(
                    "How about #proj-{l}? Short, searchable, and it matches the codename.",
                    'Here\'s a draft: "Kicking off {c} today! Questions welcome in the channel."',
                    c=code,
                    l=code.lower(),
                ),
            )
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "We're calling the {p} project {c} internally. Very hush-hush.",
                "The {p} finally has a codename: {c}.",
                "I can't say much about {c}, that's the {p} we're building, but it's eating my "
                "life.",
                c=code,
                p=project,
            ),
            p.style,
        )
        _react(
            w,
            s,
            o,
            ("Ooh, very secret agent", "Ha, who picks these names?", "Sounds important"),
            (),
        )
    w.ask(
        "single-hop",
        p.name,
        "What is the codename of {name}'s {project} project?",
        "What's the codename of my {project} project?",
        code,
        [Evidence(line, keys(code))],
        tags=tags,
        memory=True,
        project=project,
    )


# -- family -----------------------------------------------------------------------------------


def sibling(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    rel = p.sibling
    assert rel.city is not None
    slots = {"k": rel.role, "n": rel.name, "c": rel.city.name, "pr": cap(rel.pronouns.subject)}
    lines: list[Line]
    tags: tuple[str, ...] = ()
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "My {k} {n} lives in {c} and I want to send a care package. What travels well by "
                "post?",
                "I'm visiting my {k}, {n}, in {c} next month. What should I bring as a host gift?",
                **slots,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Things that travel well: good tea or coffee, hard biscuits, a paperback, warm "
                "socks and a handwritten note.",
                "A food gift from your area is always a hit, or a nice candle. Flowers are lovely "
                "but tricky to carry.",
            ),
        )
        lines = [line]
    elif w.rng.random() < 0.35:
        asked = w.say(
            s,
            o.name,
            w.pick("How's your {k} doing? Still in {c}?", "Is your {k} still in {c}?", **slots),
            o.style,
        )
        answer = w.say(
            s,
            p.name,
            w.pick(
                "{n}? Yes, still there, loving it.",
                "Yep, {n}'s still in {c}. Won't ever leave.",
                **slots,
            ),
            p.style,
        )
        lines, tags = [asked, answer], ("second-person",)
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "My {k} {n} is visiting from {c} this weekend.",
                "I was on the phone with my {k} {n} for two hours last night. {pr}'s still in {c}.",
                "{n}, my {k}, keeps sending me photos from {c}.",
                **slots,
            ),
            p.style,
        )
        _react(w, s, o, ("Aw, say hi!", "How is {n}?", "You two are so close"), (), **slots)
        lines = [line]
    w.said[f"{p.name}:sibling"] = next(x for x in lines if rel.name in x.text)
    name_ev = [Evidence(x, keys(rel.name)) for x in lines]
    city_ev = [Evidence(x, keys(rel.city.name)) for x in lines]
    w.ask(
        "single-hop",
        p.name,
        "What is the name of {name}'s {kin}?",
        "What's my {kin}'s name?",
        rel.name,
        name_ev,
        tags=tags,
        memory=True,
        kin=rel.role,
    )
    w.ask(
        "single-hop",
        p.name,
        "Where does {name}'s {kin} live?",
        "Where does my {kin} live?",
        rel.city.name,
        city_ev,
        tags=tags,
        memory=True,
        kin=rel.role,
    )


def sibling_job(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    rel = p.sibling
    slots = {"n": rel.name, "j": rel.job, "pr": cap(rel.pronouns.subject)}
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "{n} just qualified as a {j}. Can you suggest a congratulations message?",
                "What's a thoughtful gift for someone who just became a {j}? It's for {n}.",
                **slots,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                'How about: "Huge congratulations! All those late nights paid off. So proud of you."',
                "Something personal and practical: a good pen engraved with their name, or a "
                "framed photo from their training days.",
            ),
        )
    elif w.rng.random() < 0.4:
        asked = w.say(
            s, o.name, w.pick("How's {n} getting on?", "Any news from {n}?", **slots), o.style
        )
        line = w.say(
            s,
            p.name,
            w.pick(
                "{pr} just qualified as a {j}! So proud.",
                "Oh, {lpr} got the {j} job, finally.",
                lpr=rel.pronouns.subject,
                **slots,
            ),
            p.style,
        )
        _react(w, s, o, ("That's brilliant news!", "Wow, good for them!"), ())
        evidence = [
            Evidence(w.said[f"{p.name}:sibling"], keys(rel.name)),
            Evidence(asked, keys(rel.job)),
            Evidence(line, keys(rel.job)),
        ]
        w.ask(
            "multi-hop",
            p.name,
            "What does {name}'s {kin} do for a living?",
            "",
            rel.job,
            evidence,
            tags=("pronoun",),
            kin=rel.role,
        )
        return
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "{n} just qualified as a {j}! So proud.",
                "{n} got the {j} job, finally.",
                "Did I tell you {n} is training to be a {j}? {pr} starts properly in the spring.",
                **slots,
            ),
            p.style,
        )
        _react(
            w,
            s,
            o,
            ("That's brilliant news!", "Tell {n} congrats from me", "Wow, good for them!"),
            (),
            **slots,
        )
    w.ask(
        "multi-hop",
        p.name,
        "What does {name}'s {kin} do for a living?",
        "What does my {kin} do for work?",
        rel.job,
        [Evidence(w.said[f"{p.name}:sibling"], keys(rel.name)), Evidence(line, keys(rel.job))],
        kin=rel.role,
    )


WEDDING_TASKS = (
    (
        2,
        "I only finished my speech two days before it, though.",
        "When did {name} finish the speech for {sib}'s wedding?",
        "When did I finish my speech for {sib}'s wedding?",
        ("speech",),
    ),
    (
        1,
        "The rehearsal dinner the night before was chaos, but the day itself was perfect.",
        "When did {name} go to the rehearsal dinner for {sib}'s wedding?",
        "When did I go to the rehearsal dinner for {sib}'s wedding?",
        ("rehearsal",),
    ),
    (
        7,
        "We had the party for {sib} a week before the wedding and I've only just recovered.",
        "When did {name} have the party for {sib}, the week before the wedding?",
        "When did I have the party for {sib} before the wedding?",
        ("party",),
    ),
)


def wedding(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    rel, day = p.sibling, p.dates["wedding"]
    when, relative = _phrase(w, day, s.day)
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "My {k} {n} gets married {w} and I have to give a speech. Can you help me "
                "structure it?",
                "{n}'s wedding is {w}. What's a good wedding present for my {k} that isn't on the "
                "list?",
                k=rel.role,
                n=rel.name,
                w=when,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Try this shape: a warm hello, one story that shows who they are, a line about "
                "the couple, and a toast. Three minutes is plenty.",
                "Something experiential works well: a cooking class for two, a framed print of "
                "the venue, or a hamper for the first night home.",
            ),
        )
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "{n}'s wedding is {w}! I'm doing a reading.",
                "Can't believe my {k} gets married {w}.",
                "{n} is getting married {w}, in a barn, obviously.",
                k=rel.role,
                n=rel.name,
                w=when,
            ),
            p.style,
        )
        _react(w, s, o, ("Eek, exciting!", "What are you wearing?", "Bring tissues"), ())
    w.said[f"{p.name}:wedding"] = line
    ev = [Evidence(line, keys(("wedding", "married")))]
    w.ask(
        "temporal",
        p.name,
        "When did {name}'s {kin} {sib} get married?",
        "When did my {kin} {sib} get married?",
        iso(day),
        ev,
        tags=_date_tags(relative),
        kin=rel.role,
        sib=rel.name,
    )


def wedding_after(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    rel, day = p.sibling, p.dates["wedding"]
    days, said, third, first, words = w.rng.choice(WEDDING_TASKS)
    opener = w.pick(
        "The wedding was perfect.",
        "{n}'s wedding was gorgeous!",
        "Wedding report: it was lovely.",
        n=rel.name,
    )
    text = f"{opener} {said.format(sib=rel.name)}"
    if o is None:
        line = _user(w, s, p, text + " Can you help me write a thank-you card to the venue?")
        w.say(
            s,
            ASSISTANT,
            "Of course: thank them for one specific thing, mention a moment guests loved, and "
            "sign off warmly.",
        )
    else:
        line = w.say(s, p.name, text, p.style)
        _react(w, s, o, ("Aww, send photos!", "Ha, classic", "So glad it went well"), ())
    w.ask(
        "temporal",
        p.name,
        third,
        first,
        iso(day - timedelta(days=days)),
        [
            Evidence(w.said[f"{p.name}:wedding"], keys(("wedding", "married"))),
            Evidence(line, keys(words)),
        ],
        tags=("relative-date", "event-chain"),
        sib=rel.name,
    )


def partner(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.partner is not None
    rel = p.partner
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "My {r} {n} and I can never agree on what to cook. Ideas for a quick dinner for "
                "two?",
                "It's my {r} {n}'s birthday soon. Can you suggest a surprise that isn't dinner?",
                r=rel.role,
                n=rel.name,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Try a build-your-own night: tacos, rice bowls or flatbreads, so each of you "
                "picks your own toppings.",
                "A few ideas: a morning hot-air balloon ride, tickets to a comedy night, or a day "
                "trip planned entirely around things they love.",
            ),
        )
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "My {r} {n} has taken over the kitchen again.",
                "{n} and I finally had a night off together. My {r} is obsessed with this new "
                "restaurant.",
                "Me and my {r}, {n}, are thinking about a holiday.",
                r=rel.role,
                n=rel.name,
            ),
            p.style,
        )
        _react(
            w, s, o, ("Ha, sounds like {n}", "Aw, you two", "Say hi to {n} from me"), (), n=rel.name
        )
    w.said[f"{p.name}:partner"] = line
    w.ask(
        "single-hop",
        p.name,
        "What is the name of {name}'s {role}?",
        "What's my {role}'s name?",
        rel.name,
        [Evidence(line, keys(rel.name))],
        memory=True,
        role=rel.role,
    )


def partner_job(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.partner is not None
    rel = p.partner
    slots = {"n": rel.name, "j": rel.job, "ob": rel.pronouns.object}
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "{n} started as a {j} this week. What's a nice way to celebrate on a weeknight?",
                "{n} works as a {j} and does long shifts. What meals can I batch-cook for the "
                "week?",
                **slots,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Cook their favourite meal, put a bottle in the fridge, and leave a card on the "
                "table. Small and personal beats big.",
                "Good batch meals: a big chilli, a lentil dal, a tray of roasted vegetables and a "
                "pasta bake. All freeze well.",
            ),
        )
    elif w.rng.random() < 0.4:
        asked = w.say(
            s, o.name, w.pick("What's {n} up to these days?", "How's {n}?", **slots), o.style
        )
        line = w.say(
            s,
            p.name,
            w.pick(
                "{pr} got the {j} job!",
                "{pr} just started as a {j}, so I never see {ob}.",
                pr=cap(rel.pronouns.subject),
                **slots,
            ),
            p.style,
        )
        _react(w, s, o, ("Amazing!", "Ooh fancy"), ())
        w.ask(
            "multi-hop",
            p.name,
            "What is {name}'s {role}'s job?",
            "",
            rel.job,
            [
                Evidence(w.said[f"{p.name}:partner"], keys(rel.name)),
                Evidence(asked, keys(rel.job)),
                Evidence(line, keys(rel.job)),
            ],
            tags=("pronoun",),
            role=rel.role,
        )
        return
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "{n} got the {j} job!",
                "{n} is a {j} now, so I never see {ob} at weekends.",
                "{n} just started as a {j} and loves it.",
                **slots,
            ),
            p.style,
        )
        _react(
            w, s, o, ("Amazing, tell {n} well done!", "Ooh fancy", "Good for {ob}!"), (), **slots
        )
    w.ask(
        "multi-hop",
        p.name,
        "What is {name}'s {role}'s job?",
        "What does my {role} do for work?",
        rel.job,
        [Evidence(w.said[f"{p.name}:partner"], keys(rel.name)), Evidence(line, keys(rel.job))],
        role=rel.role,
    )


# -- home life --------------------------------------------------------------------------------


def pet(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.pet is not None
    kind, name = p.pet
    day = p.dates["pet"]
    when, relative = _phrase(w, day, s.day)
    tags: tuple[str, ...] = ()
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "We adopted a {k} {w}, {n}. What should we buy for the first week?",
                "I brought home a {k} called {n} {w}. How do I stop them chewing the cables?",
                k=kind.kind,
                n=name,
                w=when,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Congratulations! Basics first: a bed in a quiet corner, food they're used to, "
                "bowls, and a vet appointment in the first fortnight.",
                "Cable protectors or spiral wrap help, and give them something better to chew. "
                "Praise them when they choose the toy.",
            ),
        )
    elif w.rng.random() < 0.3:
        w.say(
            s,
            o.name,
            w.pick(
                "So what did you call the new {sp}?", "Did you name the {sp} yet?", sp=kind.species
            ),
            o.style,
        )
        line = w.say(
            s,
            p.name,
            w.pick(
                "{n}! We picked them up {w}.", "{n}. Home since {w}, chaos already.", n=name, w=when
            ),
            p.style,
        )
        tags = ("fragment",)
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "We adopted a {k} {w}! We've called them {n}.",
                "Meet {n}, our new {k}. We brought them home {w}.",
                "{W} we picked up {n} from the rescue. A {k}, total chaos.",
                k=kind.kind,
                n=name,
                w=when,
                W=cap(when),
            ),
            p.style,
        )
        _react(
            w,
            s,
            o,
            ("Photos please!!", "I need to meet {n}", "Ha, good luck with the sleep"),
            (),
            n=name,
        )
    ev = [Evidence(line, keys(name))]
    w.ask(
        "single-hop",
        p.name,
        "What is {name}'s {species} called?",
        "What's my {species} called?",
        name,
        ev,
        tags=tags,
        memory=True,
        species=kind.species,
    )
    w.ask(
        "temporal",
        p.name,
        "When did {name} adopt {pet}?",
        "When did I adopt {pet}?",
        iso(day),
        ev,
        tags=_date_tags(relative),
        pet=name,
    )
    city = p.home_on(day)
    source = w.said.get(f"{p.name}:move" if city is not p.homes[0][1] else f"{p.name}:home")
    if source is not None and city.name in source.text:
        w.ask(
            "multi-hop",
            p.name,
            "Which city was {name} living in when they adopted {pet}?",
            "Which city was I living in when I adopted {pet}?",
            city.name,
            [Evidence(source, keys(city.name)), *ev],
            tags=("latest",),
            pet=name,
        )


def hobby(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    kind, place = p.hobby
    said = w.rng.choice(kind.says).format(place=place)
    if o is None:
        line = _user(
            w,
            s,
            p,
            cap(said)
            + w.pick(
                ". How do I avoid getting injured?",
                ". Can you suggest a warm-up routine?",
                ". How do I get better faster?",
                ". Any tips for someone who's been at it a while?",
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Build up gradually, never more than about ten percent a week, warm up properly "
                "and take a rest day after a hard session.",
                "Five minutes of gentle mobility, then a few easy rounds of the thing itself at "
                "half effort, then build up.",
                "Pick one skill per month to focus on and keep a short log. Progress hides unless "
                "you write it down.",
                "Consistency beats intensity: keep one easy session a week, rest properly, and "
                "film yourself now and then to spot habits.",
            ),
        )
    else:
        line = w.say(s, p.name, cap(said) + w.pick(".", "!", ", it keeps me sane."), p.style)
        _react(
            w,
            s,
            o,
            ("How do you find the energy?", "I love that for you", "I should come along sometime"),
            (),
        )
    ev = [Evidence(line, keys(kind.name))]
    w.ask(
        "single-hop",
        p.name,
        (
            "What does {name} do regularly in their free time?",
            "Which hobby does {name} do every week?",
        ),
        ("What hobby do I do every week?", "What do I do in my free time?"),
        kind.name,
        ev,
        memory=True,
    )
    if w.rng.random() < 0.5:
        w.ask(
            "open-domain",
            p.name,
            "If {name} moved to a new town, what kind of place would they look for first?",
            "If I moved to a new town, what kind of place should I look for first?",
            kind.venue,
            ev,
        )
    else:
        w.ask(
            "open-domain",
            p.name,
            "What would make a thoughtful present for {name}, given how they spend their free "
            "time?",
            "What would make a thoughtful present for me, given how I spend my free time?",
            kind.gift,
            ev,
        )


def instrument(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.instrument is not None
    inst, group = p.instrument
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "I play the {i} in {g}. How do I deal with nerves before a concert?",
                "What's a good daily practice routine? I play the {i}, mostly with {g}.",
                i=inst,
                g=group,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Rehearse the first minute until it's automatic, breathe out longer than you "
                "breathe in, and remember the audience wants you to do well.",
                "Ten minutes of long tones or scales, fifteen on the hardest passage slowly, then "
                "play something you love to finish.",
            ),
        )
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "Rehearsal tonight. I play the {i} in {g} and we've got a concert soon.",
                "My {i} teacher says I'm ready for grade eight!",
                "Spent the evening practising the {i}, the neighbours love me.",
                i=inst,
                g=group,
            ),
            p.style,
        )
        _react(
            w,
            s,
            o,
            ("Ooh, can I come to the concert?", "Ha, poor neighbours", "You're so talented"),
            (),
        )
    ev = [Evidence(line, keys(inst))]
    w.ask(
        "single-hop",
        p.name,
        "What instrument does {name} play?",
        "What instrument do I play?",
        inst,
        ev,
        memory=True,
    )
    family = lx.INSTRUMENTS[inst]
    ensembles = [
        lx.ENSEMBLES[family],
        w.rng.choice([e for f, e in lx.ENSEMBLES.items() if f != family]),
    ]
    w.rng.shuffle(ensembles)
    w.ask(
        "open-domain",
        p.name,
        "Would {name} fit better in {a} or {b}?",
        "Would I fit better in {a} or {b}?",
        lx.ENSEMBLES[family],
        ev,
        a=ensembles[0],
        b=ensembles[1],
    )


def diet(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.diet is not None
    kind = p.diet
    said = w.rng.choice(kind.says)
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "Can you suggest a menu for a dinner party for six? {d}.",
                "{d}. What can I bring to a barbecue that isn't just salad?",
                d=said,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Here's a menu: a big mezze platter to start, a slow-roasted vegetable tagine "
                "with herby couscous, and a lemon posset for pudding.",
                "Halloumi or tofu skewers with a punchy marinade travel well, or stuffed peppers "
                "you can finish on the grill.",
            ),
        )
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "{d}, so the barbecue was mostly bread for me.",
                "{d}. People still offer me sausages though.",
                d=said,
            ),
            p.style,
        )
        _react(w, s, o, ("Ha, next time I'll make you something", "Respect", "Oh no, poor you"), ())
    ev = [Evidence(line, keys(kind.name))]
    w.ask(
        "single-hop",
        p.name,
        "What kind of diet does {name} follow?",
        "What diet do I follow?",
        kind.name,
        ev,
        memory=True,
    )
    options = [kind.avoid, "the roasted vegetable lasagne"]
    w.rng.shuffle(options)
    w.ask(
        "open-domain",
        p.name,
        "Which dish should a host not serve {name}: {a} or {b}?",
        "Which dish should a host not serve me: {a} or {b}?",
        kind.avoid,
        ev,
        a=options[0],
        b=options[1],
    )


def allergy(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.allergy is not None
    food, dish = p.allergy
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "I'm allergic to {f}. Can you give me a stir-fry recipe that's safe?",
                "Planning a picnic. I'm allergic to {f}, so what snacks are safe to buy?",
                f=food,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Here's an idea that avoids it: ginger, garlic and spring onion with seasonal "
                "greens, rice noodles and a splash of soy. Always check labels for traces.",
                "Fruit, crisps from a brand that labels allergens clearly, cheese and crackers, "
                "and homemade sandwiches so you know what's in them. Check every label for "
                "traces.",
            ),
        )
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "I'm allergic to {f}, so I have to quiz every waiter.",
                "I ended up in A&E once because of {f}. Allergic, badly.",
                "Being allergic to {f} makes eating out an adventure.",
                f=food,
            ),
            p.style,
        )
        _react(w, s, o, ("That sounds scary", "I'll remember that for dinner", "Oof"), ())
    ev = [Evidence(line, keys(food))]
    w.ask(
        "single-hop",
        p.name,
        "What is {name} allergic to?",
        "What am I allergic to?",
        food,
        ev,
        memory=True,
    )
    options = [dish, "the tomato salad"]
    w.rng.shuffle(options)
    w.ask(
        "open-domain",
        p.name,
        "Which should {name} avoid at a buffet: {a} or {b}?",
        "Which should I avoid at a buffet: {a} or {b}?",
        dish,
        ev,
        a=options[0],
        b=options[1],
    )


def craft(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    thing, maker = p.craft
    slots = {"t": thing.thing, "s": thing.spot, "m": maker, "v": thing.verb, "V": cap(thing.verb)}
    what = keys(maker, thing.thing.split()[-1])
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "My friend {m} {v} the {t} {s}. How do I keep it looking good?",
                "See the {t} {s}? {m} {v} it for me. What's the best way to look after it?",
                **slots,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            "Keep it out of direct sun and damp, dust it gently, and avoid harsh cleaners. A "
            "specialist can help if it ever needs repair.",
        )
        evidence, tags = [Evidence(line, what)], ()
    else:
        asked = w.say(
            s,
            o.name,
            w.pick(
                "Who made that {t} {s}? It's gorgeous.",
                "Where did you get the {t} {s}?",
                "I keep thinking about that {t} {s}. Where's it from?",
                **slots,
            ),
            o.style,
        )
        line = w.say(
            s,
            p.name,
            w.pick(
                "{m} {v} it! Took ages.",
                "Oh, {m} did. {V} it for my birthday.",
                "That was {m}. Talented, right?",
                "{m} {v} it, can you believe it?",
                **slots,
            ),
            p.style,
        )
        evidence, tags = [Evidence(asked, what), Evidence(line, what)], ("pronoun",)
    w.ask(
        "single-hop",
        p.name,
        "Who made {name}'s {thing}?",
        "Who made my {thing}?",
        maker,
        evidence,
        tags=tags,
        thing=thing.thing,
    )


def trip(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    city, start = p.trip, p.dates["trip"]
    back = p.dates["trip_end"]
    when, _ = _phrase(w, back, s.day)
    nights = (back - start).days
    tags: tuple[str, ...] = ()
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "I got back from {c} {w}. Can you help me write a short review of the guesthouse?",
                "Just back from {n} nights in {c}. How do I get over jet lag quickly?",
                c=city.name,
                w=when,
                n=nights,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                "Sure: open with the location, mention one thing the hosts did well, one small "
                "thing to improve, and finish with who it suits.",
                "Get outside in the morning light, eat at local times, and keep naps under twenty "
                "minutes.",
            ),
        )
    elif w.rng.random() < 0.3:
        w.say(
            s,
            o.name,
            w.pick("Where did you end up going on holiday?", "So where did you go in the end?"),
            o.style,
        )
        line = w.say(
            s,
            p.name,
            w.pick(
                "{c}. Got back {w}, I already miss it.",
                "{c}! {n} nights, back {w}.",
                c=city.name,
                w=when,
                n=nights,
            ),
            p.style,
        )
        tags = ("fragment",)
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "Just got back from {c}! {n} days of eating.",
                "Back from {c} {w}, I miss it already.",
                "We flew home from {c} {w}. Jet-lagged but happy.",
                c=city.name,
                w=when,
                n=nights,
            ),
            p.style,
        )
        _react(
            w,
            s,
            o,
            ("How was it?", "Jealous. Tell me everything", "Photos or it didn't happen"),
            (),
        )
        w.say(
            s,
            p.name,
            w.pick(
                "Unreal. I want to go back already.",
                "So good. The food!",
                "Amazing, but I need a holiday from my holiday.",
            ),
            p.style,
        )
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
    ago = {2025: "last year", 2024: "two years ago"}.get(start.year)
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
    if city.country not in line.text:
        if w.rng.random() < 0.5 or city.country not in lx.CURRENCIES:
            w.ask(
                "open-domain",
                p.name,
                "Which country did {name} visit in {month}?",
                "Which country did I visit in {month}?",
                city.country,
                ev,
                month=month,
            )
        else:
            w.ask(
                "open-domain",
                p.name,
                "Which currency did {name} need on the trip in {month}?",
                "Which currency did I need on my trip in {month}?",
                lx.CURRENCIES[city.country],
                ev,
                month=month,
            )


def milestone(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    kind, day = p.milestone, p.dates["milestone"]
    when, relative = _phrase(w, day, s.day)
    said = cap(w.rng.choice(kind.done).format(when=when))
    if o is None:
        line = _user(
            w,
            s,
            p,
            said
            + w.pick(
                "! Can you help me write a short post about it?",
                ". What's a good way to celebrate?",
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                'Congratulations! Here\'s a draft: "Some days you remember forever. This was one of them. Thank you to everyone who cheered me on."',
                "Well done! Celebrate with the people who helped you get there: a long lunch, or "
                "a small party.",
            ),
        )
    else:
        line = w.say(s, p.name, said + w.pick("!", ".", "!!"), p.style)
        _react(w, s, o, ("WHAT. Congratulations!!", "So proud of you", "Legend"), ())
    w.ask(
        "temporal",
        p.name,
        "When did {name} {ask}?",
        "When did I {ask}?",
        iso(day),
        [Evidence(line, keys(kind.key))],
        tags=_date_tags(relative),
        ask=kind.ask,
    )


def birthday(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    age = p.age
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "It's my {a}th birthday today! Can you suggest a nice way to spend the evening?",
                "Today's my {a}th birthday and I feel ancient. Cheer me up?",
                a=age,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            "Happy birthday! A long walk somewhere with a view, your favourite dinner, and "
            "calling someone you love is hard to beat.",
        )
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "It's my {a}th birthday today!",
                "Guess who's {a} today",
                "Birthday today! {a}, how did that happen?",
                a=age,
            ),
            p.style,
        )
        _react(
            w,
            s,
            o,
            ("Happy birthday!!!", "HAPPY BIRTHDAY! Drinks on me", "Happy birthday, you legend"),
            (),
        )
    ev = [Evidence(line, keys((f"{age}", f"{age}th")))]
    w.ask(
        "single-hop",
        p.name,
        "What did {name} celebrate on {day}?",
        "What did I celebrate on {day}?",
        f"{age}th birthday",
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


def colleague(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    """A plain third-person fact about someone else: who a friend's manager is."""
    slots = {
        "c": p.friend,
        "m": p.friend_boss,
        "t": w.rng.choice(("design", "data", "sales", "support")),
    }
    if o is None:
        line = _user(
            w,
            s,
            p,
            w.pick(
                "For context: {c} runs the {t} team and {c}'s manager is {m}. Can you help me "
                "write {c} a thank-you note?",
                "Background for this draft: {m} is {c}'s manager. Write a short intro email from "
                "me to {m}, please.",
                **slots,
            ),
        )
        w.say(
            s,
            ASSISTANT,
            w.answer(
                'Here\'s a start: "{c}, thank you for all the help this month. It made a real difference to the launch."',
                "Here's a draft: \"Hi {m}, I work with {c} and wanted to introduce myself. I'd "
                "love ten minutes to hear about your team's plans.\"",
                **slots,
            ),
        )
    else:
        line = w.say(
            s,
            p.name,
            w.pick(
                "{c}'s manager is {m}, did you know? Small world.",
                "Turns out {m} is {c}'s manager now.",
                **slots,
            ),
            p.style,
        )
        _react(w, s, o, ("No way!", "Ha, small world indeed", "Poor {c}"), (), **slots)
    w.ask(
        "single-hop",
        p.name,
        "Who is {c}'s manager?",
        "Who is {c}'s manager?",
        p.friend_boss,
        [Evidence(line, keys(p.friend_boss))],
        tags=("third-person-fact",),
        c=p.friend,
    )


def band(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    """The first of two mentions of a band both friends like (pair conversations only)."""
    assert o is not None
    line = w.say(
        s,
        p.name,
        w.pick(
            "I've had {b} on repeat all week.",
            "Got tickets for {b}!!",
            "Nothing beats {b} on a Sunday morning.",
            b=p.band,
        ),
        p.style,
    )
    _react(w, s, o, ("Good taste", "Ooh nice", "Ha, of course you do"), ())
    w.said[f"{p.name}:band"] = line


def band_too(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    """`p` says they like the band `o` mentioned earlier."""
    assert o is not None
    line = w.say(
        s,
        p.name,
        w.pick(
            "Have you heard the new {b} album? Can't stop playing it.",
            "I'm a massive {b} fan these days, blame you.",
            "Finally listened to {b} properly. You were right, they're brilliant.",
            b=o.band,
        ),
        p.style,
    )
    _react(w, s, o, ("Told you!", "Welcome to the club", "Yesss"), ())
    w.ask(
        "multi-hop",
        p.name,
        "Which band do both {name} and {other} like?",
        "",
        o.band,
        [Evidence(w.said[f"{o.name}:band"], keys(o.band)), Evidence(line, keys(o.band))],
        other=o.name,
    )


# -- lines that are no fact --------------------------------------------------------------------


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
        _user(w, s, p, f"{text} Anyway, {request}")
        w.say(s, ASSISTANT, answer)
    else:
        w.say(s, p.name, text, p.style)
        w.say(s, o.name, w.rng.choice(reactions), o.style)


FACT_BEATS: dict[str, Beat] = {
    "home": home,
    "move": move,
    "job": job,
    "job_change": job_change,
    "manager": manager,
    "manager_move": manager_move,
    "codename": codename,
    "sibling": sibling,
    "sibling_job": sibling_job,
    "wedding": wedding,
    "wedding_after": wedding_after,
    "partner": partner,
    "partner_job": partner_job,
    "pet": pet,
    "hobby": hobby,
    "instrument": instrument,
    "diet": diet,
    "allergy": allergy,
    "craft": craft,
    "trip": trip,
    "milestone": milestone,
    "birthday": birthday,
    "band": band,
    "band_too": band_too,
    "colleague": colleague,
    "distraction": distraction,
}

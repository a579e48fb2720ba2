"""Jobs, managers, project codenames, and who a friend's manager is."""

from __future__ import annotations

from ..script import Evidence, Line, Session, Writer, keys
from ..world import Person
from .talk import Said, cap, date_tags, iso, phrase, prompted, tell

WORKS = Said(
    asks=(
        "I'm a {t} at {p} and I've been asked to give a ten-minute talk to new starters. Can you "
        "help me outline it?",
        "I work as a {t} at {p}. What's a good way to ask for a pay rise without sounding pushy?",
        "Can you help me update my CV? I've been a {t} at {p} for four years.",
    ),
    replies=(
        "Sure. Open with a short story from your first week, then cover three things you wish "
        "you'd known, and finish with who to ask for help.",
        "Lead with evidence: list what you've delivered this year and what it changed, name a "
        "figure you've researched, and ask for a conversation rather than a yes or no.",
        "Happy to. Put your current role first with three concrete achievements, each with a "
        "number if you can.",
    ),
    says=(
        "Work's been full on. Being a {t} at {p} in {m} is chaos.",
        "I'm a {t} at {p}, and this week was a lot.",
        "Long shift at {p} today. The joys of being a {t}.",
        "Still at {p}, still a {t}, still tired.",
    ),
    reactions=(
        "You need a holiday",
        "Proud of you for surviving it",
        "Sounds exhausting, look after yourself",
    ),
)
WHAT_WORK = (
    "What are you doing for work these days?",
    "Remind me what you do again?",
    "Where are you working now?",
)
WORK_FRAGMENTS = (
    "{T}, at {p}. Long hours.",
    "{T}. At {p}, still.",
    "{T} at {p}. It pays the bills.",
)
STILL_AT = ("You're still at {p}, right?", "Are you still at {p}?")
STILL_AT_ANSWERS = (
    "Yep, still a {t} there. Year five!",
    "Still there, still a {t}. Still tired.",
    "Yes! Being a {t} there is hard work but I love it.",
)
JOB_Q = (
    ("What does {name} do for a living?", "What is {name}'s job?"),
    ("What do I do for a living?", "What's my job?"),
)

NEW_JOB = Said(
    asks=(
        "I start a new job at {p} {w}, as a {t}. Can you help me write a goodbye note to my team "
        "at {op}?",
        "I accepted the {t} role at {p}! First day is {w}. What should I do in my first week?",
    ),
    replies=(
        "Congratulations! Keep the note short and warm: thank them for something specific, share "
        "where you're going, and leave a way to stay in touch.",
        "Congratulations on the new role! In the first week: learn names, ask how success is "
        "measured, and find one small thing you can finish.",
    ),
    says=(
        "I handed in my notice! I start at {p} as a {t} {w}.",
        "Guess who got the {t} job at {p}? Me! Starting {w}.",
        "Last days at {op}, I'm starting at {p} {w}, as a {t}.",
    ),
    reactions=(
        "No way, congratulations!",
        "That's huge, well done!",
        "About time someone snapped you up",
    ),
)
JOB_NOW_Q = (
    ("What is {name}'s job now?", "What does {name} do for work now?"),
    ("What's my job now?", "What do I do for work these days?"),
)

BOSS = Said(
    asks=(
        "Can you help me write a message to my manager, {m}, asking to move our one-to-one to "
        "Thursday?",
        "My manager {m} wants a summary of last quarter by Friday. How should I structure it?",
    ),
    replies=(
        "Here's a draft: \"Hi {m}, would it be possible to move our one-to-one to Thursday this "
        'week? Happy to work around your diary. Thanks!"',
        "Keep it to one page: what you set out to do, what happened, what you learned, and "
        "what's next. Put the numbers in a small table.",
    ),
    says=(
        "My manager {m} wants the whole report redone by Friday.",
        "{m}, my manager, has decided we all need to start at eight. Send help.",
        "Had my review with my manager today. {m} is actually pretty great.",
    ),
    reactions=("Ugh, good luck", "Sounds like a decent boss at least", "Friday?! That's brutal"),
)
BOSS_Q = (
    ("Who is {name}'s manager?", "What is the name of {name}'s manager?"),
    ("Who's my manager?", "What's my manager's name?"),
)
BOSS_MOVES = Said(
    asks=(
        "{m} is moving to our {c} office, so I'll be reporting to someone new. How do I make a "
        "good first impression on a new boss?",
        "{m} is relocating to {c} next month. What's a nice leaving present for a boss?",
    ),
    replies=(
        "Ask early how they like to communicate, bring a short summary of your work and "
        "priorities, and agree on what a good first month looks like.",
        "Something useful for the move works well: a good travel mug, a guidebook to the new "
        "city with notes from the team, or a framed team photo.",
    ),
    says=(
        "{m} is moving to the {c} office next month, so I'm getting a new boss.",
        "Big shake-up at work: {m} is transferring to {c}.",
        "{m} told us today {pr} is relocating to {c}.",
    ),
    reactions=(
        "Oh no, you liked working for them!",
        "Change is good? Maybe?",
        "Who's replacing them?",
    ),
)

CODENAME_NOTE = Said(
    asks=(
        "Note for later: the project codename is {c}. It's the {p}.",
        "For context: the {p} is codenamed {c}.",
    ),
    replies=("Noted!", "Got it, thanks for the context."),
)
CODENAME = Said(
    asks=(
        "Can you suggest a name for the Slack channel for our {p}? Internally it's called {c}.",
        "Write a two-line kickoff announcement for {c}, our {p} project.",
    ),
    replies=(
        "How about #proj-{l}? Short, searchable, and it matches the codename.",
        'Here\'s a draft: "Kicking off {c} today! Questions welcome in the channel."',
    ),
    says=(
        "We're calling the {p} project {c} internally. Very hush-hush.",
        "The {p} finally has a codename: {c}.",
        "I can't say much about {c}, that's the {p} we're building, but it's eating my life.",
    ),
    reactions=("Ooh, very secret agent", "Ha, who picks these names?", "Sounds important"),
)

THEIR_BOSS = Said(
    asks=(
        "For context: {c} runs the {t} team and {c}'s manager is {m}. Can you help me write {c} a "
        "thank-you note?",
        "Background for this draft: {m} is {c}'s manager. Write a short intro email from me to "
        "{m}, please.",
    ),
    replies=(
        "Here's a start: \"{c}, thank you for all the help this month. It made a real difference "
        'to the launch."',
        "Here's a draft: \"Hi {m}, I work with {c} and wanted to introduce myself. I'd love ten "
        "minutes to hear about your team's plans.\"",
    ),
    says=(
        "{c}'s manager is {m}, did you know? Small world.",
        "Turns out {m} is {c}'s manager now.",
    ),
    reactions=("No way!", "Ha, small world indeed", "Poor {c}"),
)


def job(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    _, role, place = p.jobs[0]
    title = role.title
    slots = {"t": title, "T": cap(title), "p": place, "m": s.day.strftime("%B")}
    lines: list[Line]
    tags: tuple[str, ...] = ()
    if o is not None and w.rng.random() < 0.25:
        _, line = prompted(w, s, p, o, WHAT_WORK, WORK_FRAGMENTS, **slots)
        lines, tags = [line], ("fragment",)
    elif o is not None and w.rng.random() < 0.35:
        lines = list(prompted(w, s, p, o, STILL_AT, STILL_AT_ANSWERS, **slots))
        tags = ("second-person",)
    else:
        lines = [tell(w, s, p, o, WORKS, **slots)]
    w.said[f"{p.name}:job"] = lines[0]
    if "job" not in p.dates:
        ev_title = [Evidence(x, keys(title)) for x in lines]
        ev_place = [Evidence(x, keys(place)) for x in lines]
        w.ask("single-hop", p.name, *JOB_Q, title, ev_title, tags=tags, memory=True)
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
    when, relative = phrase(w, day, s.day)
    line = tell(w, s, p, o, NEW_JOB, p=place, w=when, t=new.title, op=old_place)
    ev = [Evidence(line, keys(new.title))]
    w.ask("single-hop", p.name, *JOB_NOW_Q, new.title, ev, tags=("latest",), memory=True)
    w.ask(
        "temporal",
        p.name,
        "When did {name} start working at {place}?",
        "When did I start working at {place}?",
        iso(day),
        [Evidence(line, keys(place))],
        tags=date_tags(relative),
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
    boss = p.manager.name
    line = tell(w, s, p, o, BOSS, m=boss)
    w.said[f"{p.name}:manager"] = line
    evidence = [Evidence(line, keys(boss))]
    if "job" in p.dates:  # a new job comes later: ask about this one by name
        w.ask(
            "single-hop",
            p.name,
            "Who was {name}'s manager at {place}?",
            "Who was my manager at {place}?",
            boss,
            evidence,
            place=p.jobs[0][2],
        )
    else:
        w.ask("single-hop", p.name, *BOSS_Q, boss, evidence, memory=True)


def manager_move(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.manager is not None and p.manager_city is not None
    boss, city = p.manager.name, p.manager_city.name
    line = tell(w, s, p, o, BOSS_MOVES, m=boss, c=city, pr=p.manager.pronouns.subject)
    w.ask(
        "multi-hop",
        p.name,
        "Which city is {name}'s manager moving to?",
        "Which city is my manager moving to?",
        city,
        [Evidence(w.said[f"{p.name}:manager"], keys(boss)), Evidence(line, keys(city))],
    )


def codename(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.codename is not None
    code, project = p.codename
    note = o is None and w.rng.random() < 0.5
    line = tell(w, s, p, o, CODENAME_NOTE if note else CODENAME, c=code, p=project, l=code.lower())
    w.ask(
        "single-hop",
        p.name,
        "What is the codename of {name}'s {project} project?",
        "What's the codename of my {project} project?",
        code,
        [Evidence(line, keys(code))],
        tags=("third-person-fact",) if note else (),
        memory=True,
        project=project,
    )


def colleague(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    """A plain third-person fact about someone else: who a friend's manager is."""
    team = w.rng.choice(("design", "data", "sales", "support"))
    line = tell(w, s, p, o, THEIR_BOSS, c=p.friend, m=p.friend_boss, t=team)
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

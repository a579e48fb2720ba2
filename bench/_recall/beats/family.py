"""Siblings, partners, and a wedding talked about before and after."""

from __future__ import annotations

from datetime import timedelta

from ..script import Evidence, Line, Session, Writer, keys
from ..world import Person
from .talk import ASSISTANT, Beat, Said, cap, date_tags, iso, phrase, prompted, tell, user_says

SIBLING = Said(
    asks=(
        "My {k} {n} lives in {c} and I want to send a care package. What travels well by post?",
        "I'm visiting my {k}, {n}, in {c} next month. What should I bring as a host gift?",
    ),
    replies=(
        "Things that travel well: good tea or coffee, hard biscuits, a paperback, warm socks and "
        "a handwritten note.",
        "A food gift from your area is always a hit, or a nice candle. Flowers are lovely but "
        "tricky to carry.",
    ),
    says=(
        "My {k} {n} is visiting from {c} this weekend.",
        "I was on the phone with my {k} {n} for two hours last night. {pr}'s still in {c}.",
        "{n}, my {k}, keeps sending me photos from {c}.",
    ),
    reactions=("Aw, say hi!", "How is {n}?", "You two are so close"),
)
STILL_IN = ("How's your {k} doing? Still in {c}?", "Is your {k} still in {c}?")
STILL_IN_ANSWERS = (
    "{n}? Yes, still there, loving it.",
    "Yep, {n}'s still in {c}. Won't ever leave.",
)

SIBLING_JOB = Said(
    asks=(
        "{n} just qualified as a {j}. Can you suggest a congratulations message?",
        "What's a thoughtful gift for someone who just became a {j}? It's for {n}.",
    ),
    replies=(
        'How about: "Huge congratulations! All those late nights paid off. So proud of you."',
        "Something personal and practical: a good pen engraved with their name, or a framed "
        "photo from their training days.",
    ),
    says=(
        "{n} just qualified as a {j}! So proud.",
        "{n} got the {j} job, finally.",
        "Did I tell you {n} is training to be a {j}? {pr} starts properly in the spring.",
    ),
    reactions=("That's brilliant news!", "Tell {n} congrats from me", "Wow, good for them!"),
)
NEWS_OF = ("How's {n} getting on?", "Any news from {n}?")
QUALIFIED = ("{pr} just qualified as a {j}! So proud.", "Oh, {lpr} got the {j} job, finally.")
GLAD = ("That's brilliant news!", "Wow, good for them!")

WEDDING = Said(
    asks=(
        "My {k} {n} gets married {w} and I have to give a speech. Can you help me structure it?",
        "{n}'s wedding is {w}. What's a good wedding present for my {k} that isn't on the list?",
    ),
    replies=(
        "Try this shape: a warm hello, one story that shows who they are, a line about the "
        "couple, and a toast. Three minutes is plenty.",
        "Something experiential works well: a cooking class for two, a framed print of the "
        "venue, or a hamper for the first night home.",
    ),
    says=(
        "{n}'s wedding is {w}! I'm doing a reading.",
        "Can't believe my {k} gets married {w}.",
        "{n} is getting married {w}, in a barn, obviously.",
    ),
    reactions=("Eek, exciting!", "What are you wearing?", "Bring tissues"),
)
WEDDING_OPENERS = (
    "The wedding was perfect.",
    "{n}'s wedding was gorgeous!",
    "Wedding report: it was lovely.",
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
"""(days before the wedding, what is said after it, question, first-person question, keys)."""
THANK_VENUE = " Can you help me write a thank-you card to the venue?"
THANK_VENUE_REPLY = (
    "Of course: thank them for one specific thing, mention a moment guests loved, and sign off "
    "warmly."
)
AFTER_WEDDING = ("Aww, send photos!", "Ha, classic", "So glad it went well")

PARTNER = Said(
    asks=(
        "My {r} {n} and I can never agree on what to cook. Ideas for a quick dinner for two?",
        "It's my {r} {n}'s birthday soon. Can you suggest a surprise that isn't dinner?",
    ),
    replies=(
        "Try a build-your-own night: tacos, rice bowls or flatbreads, so each of you picks your "
        "own toppings.",
        "A few ideas: a morning hot-air balloon ride, tickets to a comedy night, or a day trip "
        "planned entirely around things they love.",
    ),
    says=(
        "My {r} {n} has taken over the kitchen again.",
        "{n} and I finally had a night off together. My {r} is obsessed with this new restaurant.",
        "Me and my {r}, {n}, are thinking about a holiday.",
    ),
    reactions=("Ha, sounds like {n}", "Aw, you two", "Say hi to {n} from me"),
)
PARTNER_JOB = Said(
    asks=(
        "{n} started as a {j} this week. What's a nice way to celebrate on a weeknight?",
        "{n} works as a {j} and does long shifts. What meals can I batch-cook for the week?",
    ),
    replies=(
        "Cook their favourite meal, put a bottle in the fridge, and leave a card on the table. "
        "Small and personal beats big.",
        "Good batch meals: a big chilli, a lentil dal, a tray of roasted vegetables and a pasta "
        "bake. All freeze well.",
    ),
    says=(
        "{n} got the {j} job!",
        "{n} is a {j} now, so I never see {ob} at weekends.",
        "{n} just started as a {j} and loves it.",
    ),
    reactions=("Amazing, tell {n} well done!", "Ooh fancy", "Good for {ob}!"),
)
UP_TO = ("What's {n} up to these days?", "How's {n}?")
NEW_ROLE = ("{pr} got the {j} job!", "{pr} just started as a {j}, so I never see {ob}.")
IMPRESSED = ("Amazing!", "Ooh fancy")


def sibling(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    rel = p.sibling
    assert rel.city is not None
    slots = {"k": rel.role, "n": rel.name, "c": rel.city.name, "pr": cap(rel.pronouns.subject)}
    lines: list[Line]
    tags: tuple[str, ...] = ()
    if o is not None and w.rng.random() < 0.35:
        lines = list(prompted(w, s, p, o, STILL_IN, STILL_IN_ANSWERS, **slots))
        tags = ("second-person",)
    else:
        lines = [tell(w, s, p, o, SIBLING, **slots)]
    w.said[f"{p.name}:sibling"] = next(x for x in lines if rel.name in x.text)
    by_name = [Evidence(x, keys(rel.name)) for x in lines]
    by_city = [Evidence(x, keys(rel.city.name)) for x in lines]
    w.ask(
        "single-hop",
        p.name,
        "What is the name of {name}'s {kin}?",
        "What's my {kin}'s name?",
        rel.name,
        by_name,
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
        by_city,
        tags=tags,
        memory=True,
        kin=rel.role,
    )


def _relative_job(
    relative: str,
    said: Said,
    prompts: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]],
    questions: tuple[str, str],
) -> Beat:
    """A beat in which a relative named earlier gets a job: said by name, or as "she"/"he"
    after the friend asks about them."""

    def beat(w: Writer, s: Session, p: Person, o: Person | None) -> None:
        _say_relative_job(w, s, p, o, relative, said, prompts, questions)

    return beat


def _say_relative_job(
    w: Writer,
    s: Session,
    p: Person,
    o: Person | None,
    relative: str,
    said: Said,
    prompts: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]],
    questions: tuple[str, str],
) -> None:
    rel = p.sibling if relative == "sibling" else p.partner
    assert rel is not None
    slots = {
        "n": rel.name,
        "j": rel.job,
        "ob": rel.pronouns.object,
        "pr": cap(rel.pronouns.subject),
        "lpr": rel.pronouns.subject,
    }
    named = Evidence(w.said[f"{p.name}:{relative}"], keys(rel.name))
    tags: tuple[str, ...] = ()
    if o is not None and w.rng.random() < 0.4:
        questions_, answers, reactions = prompts
        asked, line = prompted(w, s, p, o, questions_, answers, **slots)
        w.say(s, o.name, w.pick(*reactions), o.style)
        evidence = [named, Evidence(asked, keys(rel.job)), Evidence(line, keys(rel.job))]
        tags = ("pronoun",)
    else:
        line = tell(w, s, p, o, said, **slots)
        evidence = [named, Evidence(line, keys(rel.job))]
    third, first = questions
    w.ask(
        "multi-hop", p.name, third, first, rel.job, evidence, tags=tags, kin=rel.role, role=rel.role
    )


sibling_job = _relative_job(
    "sibling",
    SIBLING_JOB,
    (NEWS_OF, QUALIFIED, GLAD),
    ("What does {name}'s {kin} do for a living?", "What does my {kin} do for work?"),
)
partner_job = _relative_job(
    "partner",
    PARTNER_JOB,
    (UP_TO, NEW_ROLE, IMPRESSED),
    ("What is {name}'s {role}'s job?", "What does my {role} do for work?"),
)


def wedding(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    rel, day = p.sibling, p.dates["wedding"]
    when, relative = phrase(w, day, s.day)
    line = tell(w, s, p, o, WEDDING, k=rel.role, n=rel.name, w=when)
    w.said[f"{p.name}:wedding"] = line
    w.ask(
        "temporal",
        p.name,
        "When did {name}'s {kin} {sib} get married?",
        "When did my {kin} {sib} get married?",
        iso(day),
        [Evidence(line, keys(("wedding", "married")))],
        tags=date_tags(relative),
        kin=rel.role,
        sib=rel.name,
    )


def wedding_after(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    rel, day = p.sibling, p.dates["wedding"]
    days, said, third, first, words = w.rng.choice(WEDDING_TASKS)
    text = f"{w.pick(*WEDDING_OPENERS, n=rel.name)} {said.format(sib=rel.name)}"
    if o is None:
        line = user_says(w, s, p, text + THANK_VENUE)
        w.say(s, ASSISTANT, THANK_VENUE_REPLY)
    else:
        line = w.say(s, p.name, text, p.style)
        w.say(s, o.name, w.pick(*AFTER_WEDDING), o.style)
    planned = Evidence(w.said[f"{p.name}:wedding"], keys(("wedding", "married")))
    w.ask(
        "temporal",
        p.name,
        third,
        first,
        iso(day - timedelta(days=days)),
        [planned, Evidence(line, keys(words))],
        tags=("relative-date", "event-chain"),
        sib=rel.name,
    )


def partner(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.partner is not None
    rel = p.partner
    line = tell(w, s, p, o, PARTNER, r=rel.role, n=rel.name)
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

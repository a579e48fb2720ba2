"""The labelled sentence set: one sentence in its context, and the memories it should form.

Each item is a small document as an adapter would send it: sometimes a line of context
first (a question from a friend or an assistant, which forms nothing by itself), then the
sentence. The label lists the memories the whole document should form, written the way a
memory must read on its own: third person, the subject named ("the user" behind a generic
``User:`` label), no "it", "she" or "you" left unresolved, dates absolute. Each expected
memory carries keys: the words a formed memory must contain to count as it (see
``scoring``). "none" items form nothing: small talk, questions, compliments, thanks,
hypotheticals, other people's opinions, opinions about the world and the assistant's own
suggestions.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta

from . import chatter as ch
from . import lexicon as lx
from .script import fix_articles
from .when import future_phrases, month_year, past_phrases

FIRST_DAY = date(2024, 1, 8)
LAST_DAY = date(2025, 11, 20)

MIX = {
    "durable-fact": 70,
    "third-person-fact": 40,
    "relative-date": 45,
    "pronoun": 30,
    "fragment": 25,
    "second-person": 25,
    "fleeting": 20,
    "chatter": 20,
    "question": 20,
    "compliment": 12,
    "hypothetical": 18,
    "others-opinion": 18,
    "generic-opinion": 15,
    "assistant-suggestion": 10,
    "thanks": 7,
}
"""How many items of each type the set holds."""


@dataclass
class Expected:
    memory: str
    kind: str
    """"durable" (home, work, family, lasting preferences) or "recent" (events, moods)."""
    keys: list[list[str]]


@dataclass
class Item:
    type: str
    shape: str
    day: date
    context: list[tuple[str, str]]
    speaker: str | None
    sentence: str
    expected: list[Expected] = field(default_factory=list)


@dataclass
class Who:
    """Who says the sentence, who asked, and how a memory names the speaker."""

    label: str | None
    """The transcript label ("Caroline", "User"); None in a note."""
    subject: str
    """How a memory names them: "Caroline", "The user"."""
    asker: str
    """Who speaks the context line: a friend's name or "Assistant"."""
    shape: str

    @property
    def key(self) -> str:
        return "user" if self.subject == "The user" else self.subject.lower()

    @property
    def poss(self) -> str:
        """The possessive as it reads inside a sentence ("the user's", "Caroline's")."""
        return "the user's" if self.subject == "The user" else f"{self.subject}'s"


def cap(text: str) -> str:
    return text[0].upper() + text[1:]


def _who(rng: random.Random, shapes: tuple[str, ...]) -> Who:
    shape = rng.choice(shapes)
    if shape == "named_lines":
        name, friend = rng.sample(lx.FIRST_NAMES, 2)
        return Who(name, name, friend, shape)
    if shape == "note":
        return Who(None, "The user", "", shape)
    return Who("User", "The user", "Assistant", shape)


Options = tuple[tuple[str, str, tuple[str, ...]], ...]
"""(sentence, expected memory, key groups) to pick one from."""
SPOKEN = ("named_lines", "named_lines", "user_assistant_lines", "json_messages")


class Maker:
    """Builds items for one speaker on one day."""

    def __init__(self, rng: random.Random, who: Who, day: date) -> None:
        self.rng, self.who, self.day = rng, who, day

    def item(self, kind: str, sentence: str, *expected: Expected, asked: str | None = None) -> Item:
        context = [(self.who.asker, asked)] if asked else []
        for e in expected:
            e.memory = fix_articles(e.memory)
        return Item(
            kind,
            self.who.shape,
            self.day,
            context,
            self.who.label,
            fix_articles(sentence),
            list(expected),
        )

    def about_speaker(self, memory: str, kind: str, *groups: str | tuple[str, ...]) -> Expected:
        """An expected memory about the speaker: their name (or "user") is a key too."""
        return Expected(cap(memory), kind, [[self.who.key], *_groups(groups)])

    def about(self, memory: str, kind: str, *groups: str | tuple[str, ...]) -> Expected:
        return Expected(cap(memory), kind, _groups(groups))


def _groups(groups: tuple[str | tuple[str, ...], ...]) -> list[list[str]]:
    return [[g.lower()] if isinstance(g, str) else [x.lower() for x in g] for g in groups]


# -- facts -------------------------------------------------------------------------------------


def durable(m: Maker) -> Item:
    rng, s, p = m.rng, m.who.subject, m.who.poss
    city = rng.choice(lx.CITIES).name
    job = rng.choice(lx.JOBS)
    place = rng.choice(job.places)
    pet = rng.choice(lx.PETS)
    pet_name = rng.choice(pet.names)
    kin, other = rng.choice(lx.KIN), rng.choice(lx.OTHER_NAMES)
    hobby = rng.choice(lx.HOBBIES)
    inst = rng.choice(sorted(lx.INSTRUMENTS))
    diet = rng.choice(lx.DIETS)
    food = rng.choice(lx.ALLERGIES)[0]
    language = rng.choice(("Portuguese", "Korean", "Polish", "Swahili", "Dutch", "Tagalog"))
    car = rng.choice(("Fiat 500", "Volvo estate", "Toyota Yaris", "camper van"))
    options: Options = (
        (f"I live in {city}.", f"{s} lives in {city}.", (city,)),
        (f"We've lived in {city} for six years now.", f"{s} lives in {city}.", (city,)),
        (f"I'm based in {city} these days.", f"{s} lives in {city}.", (city,)),
        (
            f"I work as a {job.title} at {place}.",
            f"{s} works as a {job.title} at {place}.",
            (job.title,),
        ),
        (
            f"I'm a {job.title}, have been for about ten years.",
            f"{s} is a {job.title}.",
            (job.title,),
        ),
        (f"I've worked at {place} since 2019.", f"{s} has worked at {place} since 2019.", (place,)),
        (
            f"I have a {pet.kind} called {pet_name}.",
            f"{s} has a {pet.kind} named {pet_name}.",
            (pet_name,),
        ),
        (
            f"Our {pet.species}, {pet_name}, is nine now.",
            f"{s} has a {pet.species} named {pet_name}.",
            (pet_name,),
        ),
        (
            f"My {kin} {other} lives in {city}.",
            f"{p} {kin} {other} lives in {city}.",
            (other, city),
        ),
        (f"My {kin} is called {other}.", f"{p} {kin} is called {other}.", (kin, other)),
        (f"I've been married to {other} for eight years.", f"{s} is married to {other}.", (other,)),
        (
            f"{cap(rng.choice(hobby.says).format(place=rng.choice(hobby.places)))}.",
            f"{s} does {hobby.name} regularly.",
            (hobby.name,),
        ),
        (f"I play the {inst} in {rng.choice(lx.GROUPS)}.", f"{s} plays the {inst}.", (inst,)),
        (f"{rng.choice(diet.says)}.", f"{s} is {diet.name}.", (diet.name,)),
        (f"I'm allergic to {food}.", f"{s} is allergic to {food}.", (food,)),
        (f"My manager is {other}.", f"{p} manager is {other}.", (other, "manager")),
        (f"I report to {other}, who runs the data team.", f"{s} reports to {other}.", (other,)),
        (
            "I can't stand coriander, it tastes like soap to me.",
            f"{s} dislikes coriander.",
            ("coriander",),
        ),
        ("I much prefer trains to planes.", f"{s} prefers trains to planes.", ("trains",)),
        (f"I speak {language} at home with my parents.", f"{s} speaks {language}.", (language,)),
        (
            "I'm a total night owl, I do my best work after midnight.",
            f"{s} is a night owl.",
            ("night owl",),
        ),
        (f"I grew up in {city}.", f"{s} grew up in {city}.", (city,)),
        (f"I drive a {car}.", f"{s} drives a {car}.", (car,)),
        ("I always take my coffee black, no sugar.", f"{s} drinks coffee black.", ("black",)),
        (
            f"I've supported {rng.choice(('Celtic', 'Arsenal', 'Benfica', 'Ajax'))} since I was a "
            f"kid.",
            "",
            (),
        ),
    )
    sentence, memory, groups = rng.choice(options)
    if not memory:  # the club line names its club in the sentence
        club = sentence.split("supported ")[1].split(" since")[0]
        memory, groups = f"{s} supports {club}.", (club,)
    return m.item("durable-fact", sentence, m.about_speaker(memory, "durable", *groups))


def third_person(m: Maker) -> Item:
    """Plain statements about a named person or thing, as notes or pasted context."""
    rng = m.rng
    a, b = rng.sample(lx.OTHER_NAMES, 2)
    city = rng.choice(lx.CITIES).name
    job = rng.choice(lx.JOBS)
    code = rng.choice(lx.CODENAMES)
    food = rng.choice(lx.ALLERGIES)[0]
    month = rng.choice(lx.MONTHS)
    kin = rng.choice(lx.KIN)
    options: Options = (
        (f"{a}'s manager is {b}.", f"{a}'s manager is {b}.", (a, b)),
        (
            f"The project codename is {code}.",
            f"The project codename is {code}.",
            ("codename", code),
        ),
        (f"{a} lives in {city} with two kids.", f"{a} lives in {city}.", (a, city)),
        (f"{a} is allergic to {food}.", f"{a} is allergic to {food}.", (a, food)),
        (
            f"{a} works at {rng.choice(job.places)} as a {job.title}.",
            f"{a} works as a {job.title}.",
            (a, job.title),
        ),
        (
            f"{a}'s birthday is on {rng.randint(1, 28)} {month}.",
            f"{a}'s birthday is in {month}.",
            (a, "birthday", month),
        ),
        (f"{a} prefers window seats on long flights.", f"{a} prefers window seats.", (a, "window")),
        (
            f"{a} and {b} are business partners.",
            f"{a} and {b} are business partners.",
            (a, b, "partners"),
        ),
        (f"The user's {kin} is called {b}.", f"The user's {kin} is called {b}.", ("user", kin, b)),
        (
            f"The user's partner is {b}, a {rng.choice(lx.PARTNER_JOBS)}.",
            f"The user's partner is {b}.",
            ("user", b),
        ),
        ("The user is vegetarian.", "The user is vegetarian.", ("user", "vegetarian")),
        (
            f"The user works night shifts at {rng.choice(job.places)}.",
            "The user works night shifts.",
            ("user", "night shifts"),
        ),
    )
    if m.who.shape != "note":  # only notes written about the user call them "the user"
        options = tuple(o for o in options if not o[0].startswith("The user"))
    sentence, memory, groups = rng.choice(options)
    if m.who.shape != "note" and rng.random() < 0.6:
        sentence = (
            rng.choice(("FYI: ", "Note for later: ", "For context: ", "Background: ")) + sentence
        )
    return m.item("third-person-fact", sentence, m.about(memory, "durable", *groups))


def relative_date(m: Maker) -> Item:
    """An event or plan named relative to the document's date."""
    rng, s, day = m.rng, m.who.subject, m.day
    ahead = rng.random() < 0.55
    for _ in range(50):
        offset = rng.randint(1, 16)
        when = day + timedelta(days=offset if ahead else -offset)
        phrases = future_phrases(when, day) if ahead else past_phrases(when, day)
        if phrases:
            break
    else:  # every day has "tomorrow"/"yesterday"
        when = day + timedelta(days=1 if ahead else -1)
        phrases = ["tomorrow" if ahead else "yesterday"]
    phrase, iso = rng.choice(phrases), when.isoformat()
    city = rng.choice(lx.TRIP_CITIES).name
    kin, other = rng.choice(lx.KIN), rng.choice(lx.OTHER_NAMES)
    options: Options
    if ahead:
        options = (
            (
                f"I have a dentist appointment {phrase}.",
                f"{s} has a dentist appointment on {iso}.",
                ("dentist",),
            ),
            (f"I'm flying to {city} {phrase}.", f"{s} is flying to {city} on {iso}.", (city,)),
            (
                f"My {kin} {other}'s wedding is {phrase}.",
                f"{m.who.poss} {kin} {other} gets married on {iso}.",
                (other, "wedding"),
            ),
            (
                f"I've got a job interview at the council {phrase}.",
                f"{s} has a job interview on {iso}.",
                ("interview",),
            ),
            (
                f"We're moving house {phrase}, send boxes.",
                f"{s} is moving house on {iso}.",
                ("moving",),
            ),
            (
                f"My driving test is {phrase}, wish me luck.",
                f"{s} has a driving test on {iso}.",
                ("driving test",),
            ),
            (f"{cap(phrase)} I start my new job at {rng.choice(lx.JOBS).places[0]}.", "", ()),
        )
    else:
        options = (
            (
                f"I ran my first half marathon {phrase}.",
                f"{s} ran a half marathon on {iso}.",
                ("half marathon",),
            ),
            (f"We got back from {city} {phrase}.", f"{s} got back from {city} on {iso}.", (city,)),
            (
                f"I passed my driving test {phrase}!",
                f"{s} passed the driving test on {iso}.",
                ("driving test",),
            ),
            (f"We adopted a rescue cat {phrase}.", f"{s} adopted a rescue cat on {iso}.", ("cat",)),
            (
                f"I broke my wrist {phrase}, falling off my bike.",
                f"{s} broke their wrist on {iso}.",
                ("wrist",),
            ),
            (
                f"My {kin} {other} had a baby girl {phrase}.",
                f"{m.who.poss} {kin} {other} had a baby girl on {iso}.",
                (other, "baby"),
            ),
            (
                f"{cap(phrase)} I handed in my thesis.",
                f"{s} handed in their thesis on {iso}.",
                ("thesis",),
            ),
        )
    sentence, memory, groups = rng.choice(options)
    if not memory:
        place = sentence.split("job at ")[1].rstrip(".")
        memory, groups = f"{s} starts a new job at {place} on {iso}.", (place,)
    kind = "durable" if "new job" in sentence else "recent"
    return m.item("relative-date", sentence, m.about_speaker(memory, kind, *groups, iso))


# -- facts that need the line before them --------------------------------------------------------


def _person(rng: random.Random) -> tuple[str, str]:
    """A name from OTHER_NAMES and the pronoun that goes with it ("She", "He" or "They")."""
    name = rng.choice(lx.OTHER_NAMES)
    pronoun = "She" if name in lx.FEMININE else "He" if name in lx.MASCULINE else "They"
    return name, pronoun


def _is(pronoun: str) -> str:
    return "They're" if pronoun == "They" else f"{pronoun}'s"


def pronoun(m: Maker) -> Item:
    rng, s, p = m.rng, m.who.subject, m.who.poss
    kin = rng.choice(lx.KIN)
    other, pron = _person(rng)
    if kin != "cousin":
        pron = "She" if kin == "sister" else "He"
        other = rng.choice([n for n in lx.OTHER_NAMES if lx.name_fits(n, pron.lower())])
    maker = rng.choice([n for n in lx.OTHER_NAMES if n != other])
    job = rng.choice(lx.SIBLING_JOBS)
    craft = rng.choice(lx.CRAFTS)
    jobs = rng.sample(lx.JOBS, 2)
    city = rng.choice(lx.CITIES).name
    month = (m.day.replace(day=1) + timedelta(days=40)).replace(day=1)
    teach = "teach" if pron == "They" else "teaches"
    options = (
        (
            f"How's your {kin} {other} getting on?",
            f"{pron} just qualified as a {job}!",
            m.about(f"{other}, {p} {kin}, is a {job}.", "durable", other, job),
        ),
        (
            f"Who made that {craft.thing}?",
            f"{maker} {craft.verb} it.",
            m.about(
                f"{maker} {craft.verb} {p} {craft.thing}.",
                "durable",
                maker,
                craft.thing.split()[-1],
            ),
        ),
        (
            f"Is {other} still at {jobs[0].places[0]}?",
            f"No, {pron.lower()} left in the spring. {_is(pron)} at {jobs[1].places[0]} now.",
            m.about(f"{other} works at {jobs[1].places[0]}.", "durable", other, jobs[1].places[0]),
        ),
        (
            f"Did you like {city}?",
            "Loved it. We're moving there next month.",
            m.about_speaker(
                f"{s} is moving to {city} in {month_year(month)}.",
                "recent",
                city,
                month.strftime("%Y-%m"),
            ),
        ),
        (
            f"Where did you and {other} meet?",
            f"At a pottery class in {city}, of all places.",
            m.about_speaker(
                f"{s} met {other} at a pottery class in {city}.", "durable", other, "pottery"
            ),
        ),
        (
            f"What does {other} do these days?",
            f"{pron} {teach} maths at {jobs[0].places[0]}.",
            m.about(f"{other} teaches maths at {jobs[0].places[0]}.", "durable", other, "maths"),
        ),
    )
    asked, sentence, expected = rng.choice(options)
    return m.item("pronoun", sentence, expected, asked=asked)


def fragment(m: Maker) -> Item:
    rng, s = m.rng, m.who.subject
    city = rng.choice(lx.CITIES).name
    job = rng.choice(lx.JOBS).title
    pet = rng.choice(lx.PETS)
    pet_name = rng.choice(pet.names)
    band = rng.choice(lx.BANDS)
    options = (
        ("Where are you living now?", f"{city}, since March.", f"{s} lives in {city}.", (city,)),
        ("Which city are you in?", f"{city}.", f"{s} lives in {city}.", (city,)),
        (
            "What do you do for work?",
            f"{cap(job)}. Night shifts mostly.",
            f"{s} works as a {job}.",
            (job,),
        ),
        (
            f"What's your {pet.species} called again?",
            f"{pet_name}. A {pet.kind}.",
            f"{s} has a {pet.kind} named {pet_name}.",
            (pet_name,),
        ),
        (
            "Who's your favourite band?",
            f"{band}, forever.",
            f"{s}'s favourite band is {band}.",
            (band,),
        ),
        (
            "What are you drinking these days?",
            "Oat flat whites. Always.",
            f"{s} drinks oat flat whites.",
            ("oat",),
        ),
    )
    asked, sentence, memory, groups = rng.choice(options)
    return m.item("fragment", sentence, m.about_speaker(memory, "durable", *groups), asked=asked)


def second_person(m: Maker) -> Item:
    rng, s, p = m.rng, m.who.subject, m.who.poss
    other, pron = _person(rng)
    food = rng.choice(lx.ALLERGIES)[0]
    city = rng.choice(lx.CITIES).name
    job = rng.choice(lx.JOBS)
    options = (
        (
            "You're still vegetarian, right?",
            "Yep, twelve years now.",
            f"{s} is vegetarian.",
            ("vegetarian",),
        ),
        (
            f"You work with {other}, don't you?",
            f"Yes, {_is(pron).lower()} my manager.",
            f"{p} manager is {other}.",
            (other, "manager"),
        ),
        (
            f"Aren't you allergic to {food}?",
            "Very. I carry an EpiPen.",
            f"{s} is allergic to {food}.",
            (food,),
        ),
        (
            f"You're in {city} now, aren't you?",
            "Yes, since the summer.",
            f"{s} lives in {city}.",
            (city,),
        ),
        (
            f"You still at {job.places[0]}?",
            "Still there. Seven years this spring.",
            f"{s} works at {job.places[0]}.",
            (job.places[0],),
        ),
        (
            "You've got two kids now, haven't you?",
            "Two, yes. Both under five.",
            f"{s} has two children.",
            (("two", "2"), ("children", "kids")),
        ),
    )
    asked, sentence, memory, groups = rng.choice(options)
    return m.item(
        "second-person", sentence, m.about_speaker(memory, "durable", *groups), asked=asked
    )


def fleeting(m: Maker) -> Item:
    rng, s, day = m.rng, m.who.subject, m.day
    iso, tomorrow = day.isoformat(), (day + timedelta(days=1)).isoformat()
    options: Options = (
        ("I'm exhausted today.", f"{s} was exhausted on {iso}.", ("exhausted", iso)),
        (
            "I'm so nervous about my interview tomorrow.",
            f"{s} has a job interview on {tomorrow}.",
            ("interview", tomorrow),
        ),
        ("I'm in such a good mood today!", f"{s} was in a good mood on {iso}.", ("mood", iso)),
        ("I've got a stinking cold today.", f"{s} had a cold on {iso}.", ("cold", iso)),
        (
            "Feeling really homesick this week.",
            f"{s} felt homesick in the week of {iso}.",
            ("homesick",),
        ),
        (
            "I'm stuck at the airport, the flight's delayed.",
            f"{s} was stuck at the airport on {iso}.",
            ("airport",),
        ),
    )
    sentence, memory, groups = rng.choice(options)
    return m.item("fleeting", sentence, m.about_speaker(memory, "recent", *groups))


# -- what forms nothing --------------------------------------------------------------------------


NONE_LINES = {
    "chatter": (
        "Haha that's wild.",
        "Same here!",
        "Ugh, Mondays.",
        "lol",
        "Sounds good, see you then.",
        "Ooh, nice.",
        "Fair enough.",
        "Ha, classic.",
        "No way!",
        "Right?! Exactly.",
    ),
    "question": (
        "Do you still live in {city}?",
        "What time is the match on?",
        "Have you ever been to {city}?",
        "Where do I live?",
        "Can you remind me what my sister's called?",
        "Is it supposed to rain tomorrow?",
        "How do I reset my router?",
        "What's a good name for a cat?",
        "Are you coming on Saturday?",
    ),
    "compliment": (
        *ch.COMPLIMENTS,
        "You're a brilliant cook.",
        "Your garden looks amazing!",
        "You explained that really well, thank you.",
    ),
    "hypothetical": (
        *ch.HYPOTHETICALS,
        "If I had a dog I'd call it Biscuit.",
        "If I were you I'd take the job in {city}.",
        "Maybe one day I'll learn the cello.",
    ),
    "others-opinion": (
        *ch.OTHER_OPINIONS,
        "My sister thinks I should move to {city}.",
        "Everyone at work says the new manager is great.",
        "My partner reckons we should get a cat.",
    ),
    "generic-opinion": (
        *ch.GENERIC_OPINIONS,
        "Working from home is the future.",
        "Nobody actually likes jazz, they just pretend.",
    ),
    "thanks": (
        "Thanks so much!",
        "Cheers, that's perfect.",
        "Thank you, that really helps.",
        "Morning!",
        "Good night!",
        "Thanks, you're a star.",
    ),
}
SUGGESTIONS = (
    ("Any dinner ideas?", "Since you're vegan, try a chickpea and spinach curry with rice."),
    (
        "I can't sleep lately.",
        "You could try keeping your phone out of the bedroom and getting up at the same time "
        "every day.",
    ),
    (
        "What should I do this weekend?",
        "You might enjoy a day trip to the coast, or a long walk and a pub lunch.",
    ),
    ("My back hurts after work.", "Consider a standing desk, and take a short walk every hour."),
    (
        "How do I get better at running?",
        "You should add one slow long run a week and build up by ten percent.",
    ),
)


def nothing(kind: str) -> Callable[[Maker], Item]:
    def build(m: Maker) -> Item:
        rng = m.rng
        if kind == "assistant-suggestion":
            asked, said = rng.choice(SUGGESTIONS)
            # The suggestion is the assistant's: the document is the user's request and the answer.
            return Item(
                kind,
                "user_assistant_lines" if rng.random() < 0.6 else "json_messages",
                m.day,
                [("User", asked)],
                "Assistant",
                said,
            )
        text = rng.choice(NONE_LINES[kind])
        text = ch.fill(
            text, rng, city=rng.choice(lx.CITIES).name, friend=rng.choice(lx.OTHER_NAMES)
        )
        return m.item(kind, text)

    return build


BUILDERS: dict[str, Callable[[Maker], Item]] = {
    "durable-fact": durable,
    "third-person-fact": third_person,
    "relative-date": relative_date,
    "pronoun": pronoun,
    "fragment": fragment,
    "second-person": second_person,
    "fleeting": fleeting,
    **{kind: nothing(kind) for kind in (*NONE_LINES, "assistant-suggestion")},
}


def labelled_sentences(seed: int) -> list[Item]:
    rng = random.Random(f"{seed}:sentences")
    items: list[Item] = []
    span = (LAST_DAY - FIRST_DAY).days
    for kind, count in MIX.items():
        shapes = (*SPOKEN, "note", "note", "note") if kind == "third-person-fact" else SPOKEN
        for _ in range(count):
            needs_asker = kind in ("pronoun", "fragment", "second-person")
            who = _who(rng, SPOKEN if needs_asker else shapes)
            day = FIRST_DAY + timedelta(days=rng.randrange(span))
            items.append(BUILDERS[kind](Maker(rng, who, day)))
    rng.shuffle(items)
    return items

"""Pets, pastimes, what someone eats, and things made by hand."""

from __future__ import annotations

from .. import lexicon as lx
from ..script import Evidence, Session, Writer, keys
from ..world import Person
from .talk import Said, cap, date_tags, iso, phrase, prompted, tell

PET = Said(
    asks=(
        "We adopted a {k} {w}, {n}. What should we buy for the first week?",
        "I brought home a {k} called {n} {w}. How do I stop them chewing the cables?",
    ),
    replies=(
        "Congratulations! Basics first: a bed in a quiet corner, food they're used to, bowls, and "
        "a vet appointment in the first fortnight.",
        "Cable protectors or spiral wrap help, and give them something better to chew. Praise "
        "them when they choose the toy.",
    ),
    says=(
        "We adopted a {k} {w}! We've called them {n}.",
        "Meet {n}, our new {k}. We brought them home {w}.",
        "{W} we picked up {n} from the rescue. A {k}, total chaos.",
    ),
    reactions=("Photos please!!", "I need to meet {n}", "Ha, good luck with the sleep"),
)
PET_NAME_Q = ("So what did you call the new {sp}?", "Did you name the {sp} yet?")
PET_NAME_A = ("{n}! We picked them up {w}.", "{n}. Home since {w}, chaos already.")

HOBBY = Said(
    asks=(
        "{h}. How do I avoid getting injured?",
        "{h}. Can you suggest a warm-up routine?",
        "{h}. How do I get better faster?",
        "{h}. Any tips for someone who's been at it a while?",
    ),
    replies=(
        "Build up gradually, never more than about ten percent a week, warm up properly and take "
        "a rest day after a hard session.",
        "Five minutes of gentle mobility, then a few easy rounds of the thing itself at half "
        "effort, then build up.",
        "Pick one skill per month to focus on and keep a short log. Progress hides unless you "
        "write it down.",
        "Consistency beats intensity: keep one easy session a week, rest properly, and film "
        "yourself now and then to spot habits.",
    ),
    says=("{h}.", "{h}!", "{h}, it keeps me sane."),
    reactions=(
        "How do you find the energy?",
        "I love that for you",
        "I should come along sometime",
    ),
)
HOBBY_Q = (
    ("What does {name} do regularly in their free time?", "Which hobby does {name} do every week?"),
    ("What hobby do I do every week?", "What do I do in my free time?"),
)
WHERE_FIRST = (
    "If {name} moved to a new town, what kind of place would they look for first?",
    "If I moved to a new town, what kind of place should I look for first?",
)
PRESENT = (
    "What would make a thoughtful present for {name}, given how they spend their free time?",
    "What would make a thoughtful present for me, given how I spend my free time?",
)

INSTRUMENT = Said(
    asks=(
        "I play the {i} in {g}. How do I deal with nerves before a concert?",
        "What's a good daily practice routine? I play the {i}, mostly with {g}.",
    ),
    replies=(
        "Rehearse the first minute until it's automatic, breathe out longer than you breathe in, "
        "and remember the audience wants you to do well.",
        "Ten minutes of long tones or scales, fifteen on the hardest passage slowly, then play "
        "something you love to finish.",
    ),
    says=(
        "Rehearsal tonight. I play the {i} in {g} and we've got a concert soon.",
        "My {i} teacher says I'm ready for grade eight!",
        "Spent the evening practising the {i}, the neighbours love me.",
    ),
    reactions=("Ooh, can I come to the concert?", "Ha, poor neighbours", "You're so talented"),
)

DIET = Said(
    asks=(
        "Can you suggest a menu for a dinner party for six? {d}.",
        "{d}. What can I bring to a barbecue that isn't just salad?",
    ),
    replies=(
        "Here's a menu: a big mezze platter to start, a slow-roasted vegetable tagine with herby "
        "couscous, and a lemon posset for pudding.",
        "Halloumi or tofu skewers with a punchy marinade travel well, or stuffed peppers you can "
        "finish on the grill.",
    ),
    says=(
        "{d}, so the barbecue was mostly bread for me.",
        "{d}. People still offer me sausages though.",
    ),
    reactions=("Ha, next time I'll make you something", "Respect", "Oh no, poor you"),
)
ALLERGY = Said(
    asks=(
        "I'm allergic to {f}. Can you give me a stir-fry recipe that's safe?",
        "Planning a picnic. I'm allergic to {f}, so what snacks are safe to buy?",
    ),
    replies=(
        "Here's an idea that avoids it: ginger, garlic and spring onion with seasonal greens, "
        "rice noodles and a splash of soy. Always check labels for traces.",
        "Fruit, crisps from a brand that labels allergens clearly, cheese and crackers, and "
        "homemade sandwiches so you know what's in them. Check every label for traces.",
    ),
    says=(
        "I'm allergic to {f}, so I have to quiz every waiter.",
        "I ended up in A&E once because of {f}. Allergic, badly.",
        "Being allergic to {f} makes eating out an adventure.",
    ),
    reactions=("That sounds scary", "I'll remember that for dinner", "Oof"),
)

CRAFT = Said(
    asks=(
        "My friend {m} {v} the {t} {s}. How do I keep it looking good?",
        "See the {t} {s}? {m} {v} it for me. What's the best way to look after it?",
    ),
    replies=(
        "Keep it out of direct sun and damp, dust it gently, and avoid harsh cleaners. A "
        "specialist can help if it ever needs repair.",
    ),
)
WHO_MADE = (
    "Who made that {t} {s}? It's gorgeous.",
    "Where did you get the {t} {s}?",
    "I keep thinking about that {t} {s}. Where's it from?",
)
MADE_BY = (
    "{m} {v} it! Took ages.",
    "Oh, {m} did. {V} it for my birthday.",
    "That was {m}. Talented, right?",
    "{m} {v} it, can you believe it?",
)


def pet(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.pet is not None
    kind, name = p.pet
    day = p.dates["pet"]
    when, relative = phrase(w, day, s.day)
    slots = {"k": kind.kind, "n": name, "w": when, "W": cap(when), "sp": kind.species}
    tags: tuple[str, ...] = ()
    if o is not None and w.rng.random() < 0.3:
        _, line = prompted(w, s, p, o, PET_NAME_Q, PET_NAME_A, **slots)
        tags = ("fragment",)
    else:
        line = tell(w, s, p, o, PET, **slots)
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
        tags=date_tags(relative),
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
    said = cap(w.rng.choice(kind.says).format(place=place))
    ev = [Evidence(tell(w, s, p, o, HOBBY, h=said), keys(kind.name))]
    w.ask("single-hop", p.name, *HOBBY_Q, kind.name, ev, memory=True)
    if w.rng.random() < 0.5:
        w.ask("open-domain", p.name, *WHERE_FIRST, kind.venue, ev)
    else:
        w.ask("open-domain", p.name, *PRESENT, kind.gift, ev)


def instrument(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.instrument is not None
    inst, group = p.instrument
    ev = [Evidence(tell(w, s, p, o, INSTRUMENT, i=inst, g=group), keys(inst))]
    w.ask(
        "single-hop",
        p.name,
        "What instrument does {name} play?",
        "What instrument do I play?",
        inst,
        ev,
        memory=True,
    )
    right = lx.ENSEMBLES[lx.INSTRUMENTS[inst]]
    wrong = w.rng.choice([e for e in lx.ENSEMBLES.values() if e != right])
    _either(
        w,
        p,
        "Would {name} fit better in {a} or {b}?",
        "Would I fit better in {a} or {b}?",
        right,
        wrong,
        ev,
    )


def diet(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.diet is not None
    kind = p.diet
    ev = [Evidence(tell(w, s, p, o, DIET, d=w.rng.choice(kind.says)), keys(kind.name))]
    w.ask(
        "single-hop",
        p.name,
        "What kind of diet does {name} follow?",
        "What diet do I follow?",
        kind.name,
        ev,
        memory=True,
    )
    _either(
        w,
        p,
        "Which dish should a host not serve {name}: {a} or {b}?",
        "Which dish should a host not serve me: {a} or {b}?",
        kind.avoid,
        "the roasted vegetable lasagne",
        ev,
    )


def allergy(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    assert p.allergy is not None
    food, dish = p.allergy
    ev = [Evidence(tell(w, s, p, o, ALLERGY, f=food), keys(food))]
    w.ask(
        "single-hop",
        p.name,
        "What is {name} allergic to?",
        "What am I allergic to?",
        food,
        ev,
        memory=True,
    )
    _either(
        w,
        p,
        "Which should {name} avoid at a buffet: {a} or {b}?",
        "Which should I avoid at a buffet: {a} or {b}?",
        dish,
        "the tomato salad",
        ev,
    )


def _either(
    w: Writer, p: Person, third: str, first: str, right: str, wrong: str, ev: list[Evidence]
) -> None:
    """An open-domain choice between two options; the fact decides which is `right`."""
    options = [right, wrong]
    w.rng.shuffle(options)
    w.ask("open-domain", p.name, third, first, right, ev, a=options[0], b=options[1])


def craft(w: Writer, s: Session, p: Person, o: Person | None) -> None:
    thing, maker = p.craft
    slots = {"t": thing.thing, "s": thing.spot, "m": maker, "v": thing.verb, "V": cap(thing.verb)}
    what = keys(maker, thing.thing.split()[-1])
    tags: tuple[str, ...]
    if o is None:
        evidence, tags = [Evidence(tell(w, s, p, o, CRAFT, **slots), what)], ()
    else:
        asked, line = prompted(w, s, p, o, WHO_MADE, MADE_BY, **slots)
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

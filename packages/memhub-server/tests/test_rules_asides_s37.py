"""Fresh chats written for session 37 (issue #15): sentences that look like news and are
not (lines quoted from songs and films, titles no one is given, non-events owned up to,
jokes taken back, wishes, sarcasm, what someone might do) next to real news, and dates a
past event or a moved day must get right. 2 June 2025 is a Monday.

Every fact a chat forms must be one of the facts it holds (each found by its key words);
``chat_precision`` counts how many are, over all the chats.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

MONDAY = date(2025, 6, 2)

# (turns, the facts the chat holds as key words each fact must all contain)
CHATS: list[tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]] = [
    (
        (
            "Orla: As my grandad used to say, I'm as fit as a fiddle!",
            "Bram: ha. how's the knee?",
            "Orla: I started physio for it on Thursday.",
        ),
        (("Orla started physio", "29 May 2025"),),
    ),
    (
        (
            "Tadhg: To quote my old PE teacher, I'm a lost cause.",
            "Tadhg: But I joined a five-a-side team in April.",
        ),
        (("Tadhg joined a five-a-side team", "April 2025"),),
    ),
    (
        (
            "Mirela: Houston, we have a problem.",
            "Mirela: My boiler broke on Saturday and the plumber can't come till Friday.",
        ),
        (("Mirela's boiler broke", "31 May 2025"),),
    ),
    (
        (
            "Kofi: I'll be back.",
            "Kofi: Seriously though, I'll be back at work on the 16th after my operation.",
        ),
        (("Kofi", "back at work", "16 June 2025"),),
    ),
    (
        (
            "User: I've been crowned Emperor of the Universe, obviously. Anyway, can you help "
            "me plan a picnic for my son's seventh birthday on Saturday?",
        ),
        (("son's seventh birthday", "7 June 2025"),),
    ),
    (
        (
            "Greta: I didn't actually go to the spin class; I just sat in the car park and "
            "ate a croissant.",
            "Greta: I have signed up for the Cardiff half marathon in October though.",
        ),
        (("Greta", "Cardiff half marathon", "October 2025"),),
    ),
    (
        ("Rhys: I swam the Channel last weekend. Not really. I paddled at Tenby on Sunday.",),
        (("Rhys paddled at Tenby", "1 June 2025"),),
    ),
    (
        ("Anya: I've won the lottery! Only joking. I got a pay rise at the library though.",),
        (("Anya got a pay rise at the library",),),
    ),
    (
        (
            "Femi: I wish I lived in Lisbon.",
            "Femi: I moved to Bristol in March.",
        ),
        (("Femi moved to Bristol", "March 2025"),),
    ),
    (
        (
            "Ines: If I won the lottery I'd buy a vineyard.",
            "Ines: My sister Carla bought a flat in Porto last month.",
        ),
        (("Carla bought a flat in Porto", "May 2025"), ("Ines's sister is Carla",)),
    ),
    (
        (
            "Hal: Oh great, I just love getting up at five.",
            "Hal: I've started night shifts at the bakery.",
        ),
        (("Hal", "started night shifts at the bakery"),),
    ),
    (
        (
            "User: Since my dad moved in with us in April, the spare room is gone. Any ideas "
            "for an office in a cupboard?",
        ),
        (("dad moved in", "April 2025"),),
    ),
    (
        ("User: I've had a cold every week since my daughter started nursery in January.",),
        (("daughter started nursery", "January 2025"),),
    ),
    (
        (
            "Bea: My son's christening was booked for the 14th of June, then moved to the "
            "21st, and now it's the 28th of June.",
        ),
        (("Bea's son's christening", "28 June 2025"),),
    ),
    (
        (
            "User: My hip operation was set for Tuesday but was pushed back to Friday. What "
            "should I pack?",
        ),
        (("hip operation", "6 June 2025"),),
    ),
    (
        (
            "Cian: My sister Roisin and I repainted the shed for my grandad on Saturday, as "
            "he'd wanted for years.",
        ),
        (("Roisin", "repainted the shed", "31 May 2025"), ("Cian's sister is Roisin",)),
    ),
    (
        (
            "Zeb: To infinity and beyond!",
            "Zeb: I booked a flight to Tokyo for August.",
        ),
        (("Zeb booked a flight to Tokyo",),),
    ),
    (
        (
            "Nell: I've just been made Pope, in case you were wondering.",
            "Nell: Right, my cat Biscuit had kittens on Monday.",
        ),
        (("Biscuit had kittens",), ("Nell's cat is", "Biscuit")),
    ),
    (
        (
            "Ottilie: Like the song says, I will survive!",
            "Ottilie: I passed my driving test this morning.",
        ),
        (("Ottilie passed", "driving test", "2 June 2025"),),
    ),
    (
        (
            "Priya: I never actually read the book, I only watched the film.",
            "Priya: My book club meets on Thursdays now.",
        ),
        (("Priya's book club meets on Thursdays",),),
    ),
    (
        (
            "Wendell: We're gonna need a bigger boat.",
            "Wendell: My wife Hester and I bought a narrowboat in May.",
        ),
        (("Hester", "bought a narrowboat", "May 2025"), ("Wendell's wife is Hester",)),
    ),
]


def _facts(turns: tuple[str, ...]) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(turns), MONDAY))]


def _holds(fact: str, keys: tuple[str, ...]) -> bool:
    return all(key.casefold() in fact.casefold() for key in keys)


def chat_precision() -> tuple[int, int]:
    """(facts that are among the chats' facts, facts formed), over all the chats."""
    right = formed = 0
    for turns, held in CHATS:
        for fact in _facts(turns):
            formed += 1
            right += any(_holds(fact, keys) for keys in held)
    return right, formed


@pytest.mark.parametrize(("turns", "held"), CHATS, ids=[t[0][:30] for t, _ in CHATS])
def test_every_fact_formed_is_one_the_chat_holds(
    turns: tuple[str, ...], held: tuple[tuple[str, ...], ...]
) -> None:
    facts = _facts(turns)
    assert all(any(_holds(f, keys) for keys in held) for f in facts), facts


@pytest.mark.parametrize(("turns", "held"), CHATS, ids=[t[0][:30] for t, _ in CHATS])
def test_the_chat_s_own_news_is_formed(
    turns: tuple[str, ...], held: tuple[tuple[str, ...], ...]
) -> None:
    facts = _facts(turns)
    assert any(_holds(f, held[0]) for f in facts), facts


# --- near misses: sentences that only look like a quote, a joke or a moved day ---------


@pytest.mark.parametrize(
    ("line", "formed"),
    [
        # starts like a catchphrase, goes on as news
        ("Kasia: I'll be back on the ward on the 9th.", "Kasia will be back on the ward"),
        # "not really" with words of its own after it takes nothing back
        ("Jonas: I moved to Derby in April, not really by choice.", "Jonas moved to Derby"),
        # a club's title is real
        ("Mabel: I've been elected captain of the bowls club.", "captain of the bowls club"),
        ("Mabel: I was crowned Queen of the May at the fete.", "crowned Queen of the May"),
        # "didn't actually" with no owning up after it
        ("Idris: I didn't actually get the job at the council.", "didn't actually get the job"),
        # a win told, not hoped for, and a keen fan, not a groan
        ("Mo: I won the raffle on Friday.", "Mo won the raffle on Friday, 30 May 2025"),
        ("Mo: I'm the world's biggest Pulp fan.", "world's biggest Pulp fan"),
        # "back" that is a return stays one
        ("Vida: I'm in Hull for a course, back on Friday.", "back on Friday, 6 June 2025"),
        ("Vida: I came back in April from Chile.", "Vida came back in April 2025"),
        # "back" opening a sentence only dates it
        ("Vida: Back in March I sprained my ankle.", "In March 2025 Vida sprained their ankle"),
        ("Vida: Back in 2016, I worked in Oslo.", "In 2016, Vida worked in Oslo"),
        # an answer, not a scoff
        ("Mo: Sure, and I'm a vegetarian, so no ham for me.", "Mo is a vegetarian"),
        # "since" with no past verb leaves the month ahead
        ("Sunita: I'm moving to Leeds in September.", "September 2025"),
    ],
)
def test_near_misses_keep_their_fact(line: str, formed: str) -> None:
    facts = _facts((line,))
    assert any(formed in f for f in facts), facts


@pytest.mark.parametrize(
    "line",
    [
        "Luka: As the old saying goes, I'm a jack of all trades.",
        "Luka: I'm a jack of all trades, as they say.",
        "Luka: In the immortal words of my nan, I'm nobody's fool.",
        "Luka: Elementary, my dear Watson!",
        "Luka: I was crowned ruler of the world at lunch.",
        "Luka: I've been made King of Portugal, naturally. Anyway, the shopping list.",
        "Luka: I climbed Ben Nevis on Sunday. Not really.",
        "Luka: I didn't actually paint the fence, I just bought the paint.",
        # groans, boasts and hopes no one means word for word
        "Mo: I'm officially the world's worst gardener.",
        "Mo: I'm going to win the raffle tonight, I can feel it.",
        "Mo: Yeah right, and I'm the Archbishop of Canterbury.",
        "Mo: Oh sure, and I'm a Nobel laureate.",
    ],
)
def test_asides_form_nothing(line: str) -> None:
    assert _facts((line,)) == []


@pytest.mark.parametrize(
    "line",
    [
        "Yusuf: My viva was set for the 10th of July, then moved to the 17th.",
        "Yusuf: My viva was booked for the 3rd of July, then to the 10th, then to the 17th.",
        "Yusuf: My viva got moved from the 10th to the 17th of July.",
        "Yusuf: My viva was due on the 10th of July, but it's been pushed back to the 17th.",
        "Yusuf: My viva was supposed to be on the 10th of July but they moved it to the 17th.",
    ],
)
def test_a_day_moved_keeps_only_the_last(line: str) -> None:
    assert _facts((line,)) == ["Yusuf's viva is now on 17 July 2025 (2025-07-17)."]


def test_a_relative_of_the_other_sex_is_no_he() -> None:
    # "his wife Ama" cannot be the "he" who asked; the father can
    facts = _facts(("Kwame: My wife Ama and I cleared my father's garden on Sunday, as he asked.",))
    assert any(f.startswith("Kwame and their wife Ama cleared") for f in facts), facts
    # two men before "he": which one asked is a guess, so the tail is not kept
    facts = _facts(("Kwame: My brother Kofi and I fixed the gate for my dad, as he asked.",))
    assert not any("as he asked" in f for f in facts), facts


# --- a move told in the past, a line with no full stop, one clause an aside -------------


@pytest.mark.parametrize(
    ("turns", "formed"),
    [
        # both days a week or two back: the move is of a thing now over
        (
            (
                "Pia: My piano exam got moved from the 20th of May to the 27th. "
                "I passed it with merit.",
            ),
            "Pia's piano exam was on 27 May 2025",
        ),
        # asked about as over: the day moved to is behind, though the next one is nearer
        (
            (
                "Sam: How was the christening?",
                "Pia: Our christening was set for Tuesday but got moved to Wednesday.",
            ),
            "Pia's christening was on Wednesday, 28 May 2025",
        ),
        # moved away and back again: the last day stands, with the month named first
        (
            (
                "Pia: Our fete was set for the 5th of July, then moved to the 12th, and then "
                "back to the 5th.",
            ),
            "Pia's fete is now on 5 July 2025",
        ),
    ],
)
def test_a_moved_day_keeps_its_tense_and_only_the_last_day(
    turns: tuple[str, ...], formed: str
) -> None:
    facts = _facts(turns)
    assert any(f.startswith(formed) or formed in f for f in facts), facts
    assert not any("then" in f or "back to" in f for f in facts), facts


def test_a_line_with_no_full_stop_is_a_sentence() -> None:
    facts = _facts(("Ravi: I joined a climbing gym on Saturday\nI'm the world's worst climber.",))
    assert any("Ravi joined a climbing gym" in f for f in facts), facts
    assert not any("worst" in f for f in facts), facts


@pytest.mark.parametrize(
    ("line", "formed"),
    [
        ("Ravi: Oh yes, I'm a paramedic now, I qualified in March.", "Ravi qualified in March"),
        (
            "Ravi: I was elected president of the Scotland Curling Fans Association on Friday.",
            "president of the Scotland Curling Fans Association",
        ),
        ("Ravi: I'll win nothing, but I'm doing the Leeds 10k in July.", "doing the Leeds 10k"),
        ("Ravi: I'm the world's best uncle, my brother had a son on Friday!", "had a son"),
        ("Ravi: To infinity and beyond, I fly to Lima on Thursday.", "Lima"),
        (
            "Ravi: I didn't actually get the flat, but I just signed for a house in Hove.",
            "signed for a house in Hove",
        ),
    ],
)
def test_only_the_aside_clause_is_dropped(line: str, formed: str) -> None:
    facts = _facts((line,))
    assert any(formed in f for f in facts), facts
    assert not any(w in f for f in facts for w in ("world's", "infinity", "win nothing")), facts

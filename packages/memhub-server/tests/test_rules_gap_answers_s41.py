"""Facts in answers that lean on the question before them (issue #15, session 41).

A wh-question about the one asked ("where will you two live ...?", "who did you sell
the boat to?", "how many ewes do you keep?") answered by a noun phrase, a
prepositional phrase or a number forms one fact: the question's clause said back with
the answer in its gap. "how did you do?" forms a fact only when the answer is a result;
a yes with details keeps them; a price is what the answerer paid, and a joke after it is
no plan. Questions about no fact of the answerer, and replies that shrug, joke or ask
back, form nothing. 10 September 2024 is a Tuesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

TUESDAY = date(2024, 9, 10)


def facts(question: str, answer: str) -> list[str]:
    content = f"Wynne: {question}\nBronwen: {answer}"
    return [fact.text for fact in extract_facts(ExtractionInput(content, TUESDAY))]


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        # where: the reply's own preposition, "to" after going, else "in" or "at"
        (
            "Where will you two live after the wedding?",
            "Gwion's flat over the bakery in Bethesda, for now.",
            "Bronwen and others will live in Gwion's flat over the bakery in Bethesda after "
            "the wedding",
        ),
        (
            "Where do you cut your hazel now?",
            "An old coppice on a hill above Dolgellau, nine miles off.",
            "Bronwen cut their hazel in an old coppice on a hill above Dolgellau",
        ),
        (
            "Where did your parents retire to?",
            "A bungalow in Aberporth.",
            "Bronwen's parents retired to a bungalow in Aberporth",
        ),
        (
            "Where do you go on Saturdays?",
            "The climbing wall in Llanberis.",
            "Bronwen goes to the climbing wall in Llanberis on Saturdays",
        ),
        (
            "Where does your gran live?",
            "lives in pwllheli, walks the prom every morning",
            "Bronwen's gran lives in Pwllheli",
        ),
        # what / which / who: the object, or after the question's last preposition
        ("What did you get in the end?", "a flatbed trailer", "Bronwen got a flatbed trailer"),
        (
            "What did you end up buying?",
            "A second-hand Transit.",
            "Bronwen ended up buying a second-hand Transit",
        ),
        (
            "What are you saving up for?",
            "A pottery wheel!",
            "Bronwen is saving up for a pottery wheel",
        ),
        (
            "Who did you sell the caravan to?",
            "A retired teacher from Nefyn.",
            "Bronwen sold the caravan to a retired teacher from Nefyn",
        ),
        (
            "Who does your son work for?",
            "A roofing firm in Wrexham.",
            "Bronwen's son works for a roofing firm in Wrexham",
        ),
        (
            "What have you planted this year?",
            "Runner beans and two kinds of kale.",
            "Bronwen has planted runner beans and two kinds of kale",
        ),
        # how many / much / far
        (
            "How many ewes do you keep now?",
            "About three hundred.",
            "Bronwen keeps about three hundred ewes",
        ),
        (
            "How many hours does your daughter work?",
            "Thirty, sometimes more.",
            "Bronwen's daughter works thirty hours",
        ),
        (
            "How much do you charge for a haircut?",
            "Eighteen quid.",
            "Bronwen charges eighteen quid for a haircut",
        ),
        (
            "How much was your new boat?",
            "£6,200!",
            "Bronwen paid £6,200 for their new boat",
        ),
        (
            "How much was your farmhouse?",
            "Three hundred and ten thousand pounds. We'll be living on porridge.",
            "Bronwen paid three hundred and ten thousand pounds for their farmhouse",
        ),
        # how did you do: a result only
        (
            "How did you do at the Anglesey Show?",
            "Third prize in the baking! The judge liked my bara brith.",
            "Bronwen won third prize in the baking at the Anglesey Show",
        ),
        (
            "How was the fell race?",
            "Came 9th out of 200.",
            "Bronwen came 9th out of 200 in the fell race",
        ),
        (
            "How did your Cerys get on in her piano exam?",
            "A merit!",
            "Bronwen's Cerys got a merit in her piano exam",
        ),
        (
            "How was the ploughing match?",
            "Second place, the furrows were dead straight.",
            "Bronwen came second in the ploughing match",
        ),
        # a yes with details keeps them
        (
            "Did you sell the van in the end?",
            "We did, in May, to a farmer from Corwen.",
            "Bronwen sold the van in May 2024 to a farmer from Corwen",
        ),
    ],
)
def test_the_answer_fills_the_question(question: str, answer: str, fact: str) -> None:
    assert any(f.startswith(fact) for f in facts(question, answer)), facts(question, answer)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What's the weather doing?", "Grey and drizzly."),
        ("Where shall we eat?", "The Italian on the corner."),
        ("What do you reckon to the new coach?", "Bit of a show-off."),
        ("How's the book?", "Slow."),
        ("Which one do you want?", "The green one."),
        ("What time is it?", "Quarter past four."),
        ("Where should we park?", "Behind the library."),
        ("What do you think of the new kitchen?", "Gorgeous."),
        ("How did you do at the show?", "Not great, the rain ruined everything."),
        ("How was the concert?", "Loud."),
        ("Where are you moving to?", "The moon, obviously."),
        ("Where will you live?", "Who knows!"),
        ("What did you get?", "Guess!"),
        ("How much did the house go for?", "Loads, honestly."),
        ("How much is the cottage?", "Two hundred grand."),
        ("What did you have for lunch?", "Cheese on toast."),
        ("What do you fancy?", "A takeaway."),
    ],
)
def test_no_fact_of_the_one_asked(question: str, answer: str) -> None:
    assert facts(question, answer) == []


def test_a_whole_sentence_answer_is_read_as_itself() -> None:
    said = facts("What are you working on now?", "the tractor passed its test on monday!!")
    assert not any("working on" in f for f in said), said


def test_a_joke_after_the_price_is_no_plan() -> None:
    said = facts("How much was the barn?", "Ninety thousand pounds. We'll be eating grass.")
    assert not any("eating" in f for f in said), said


def texts_of(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), TUESDAY))]


@pytest.mark.parametrize(
    "price",
    [
        "Four hundred and fifty thousand pounds. We'll be eating porridge.",
        "£12k. I'll be living on toast!",
        "Ninety grand. We will be sleeping in the car.",
        "Six hundred quid. We'll be eating lentils forever.",
        "€3,400. I'll be walking everywhere.",
    ],
)
def test_a_we_will_be_joke_after_a_bare_price_is_dropped(price: str) -> None:
    said = texts_of("Wynne: Congratulations on the house!", f"Bronwen: {price}")
    assert not any(" be " in f for f in said), said


@pytest.mark.parametrize(
    ("turn", "kept"),
    [
        ("Forty grand. We'll be moving in on the 5th.", "will be moving in on"),
        ("We'll be eating out tonight.", "will be eating out"),
    ],
)
def test_a_plan_after_a_price_or_alone_stays(turn: str, kept: str) -> None:
    said = texts_of("Wynne: Lovely.", f"Bronwen: {turn}")
    assert any(kept in f for f in said), said


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        (
            "Lovely. And the new wood?",
            "An ash plantation on an estate above Llanrwst, ten miles away. I cut it on Fridays.",
            "Bronwen's new wood is an ash plantation on an estate above Llanrwst",
        ),
        (
            "And the new flat?",
            "A one-bed near the quay in Caernarfon.",
            "Bronwen's new flat is a one-bed near the quay in Caernarfon",
        ),
        (
            "What about your new van?",
            "A Vivaro from a garage in Prestatyn, only 30k on the clock.",
            "Bronwen's new van is a Vivaro from a garage in Prestatyn",
        ),
    ],
)
def test_a_thing_asked_after_is_described(question: str, answer: str, fact: str) -> None:
    assert any(f.startswith(fact) for f in facts(question, answer)), facts(question, answer)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("And the house?", "A nightmare!"),
        ("And the kids?", "A handful, as ever."),
        ("And your mum?", "A bit better, thanks."),
        ("And the garden?", "A jungle since June."),
    ],
)
def test_a_verdict_on_a_thing_asked_after_is_no_description(question: str, answer: str) -> None:
    assert facts(question, answer) == []


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("how many goats do u have now", "nine!", "Bronwen has nine goats"),
        (
            "how did u do at the eisteddfod",
            "second prize for the recitation!!",
            "Bronwen won second prize at the eisteddfod",
        ),
        ("how much was your trailer", "2 grand", "Bronwen paid 2 grand for their trailer"),
        (
            "who did u buy the pony from",
            "a farmer near Bala",
            "Bronwen bought the pony from a farmer near Bala",
        ),
    ],
)
def test_a_question_typed_without_its_mark(question: str, answer: str, fact: str) -> None:
    assert any(f.startswith(fact) for f in facts(question, answer)), facts(question, answer)


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        (
            "How did you and Osian meet?",
            "At a folk night in Machynlleth.",
            "Osian and Bronwen met at a folk night in Machynlleth",
        ),
        (
            "How did you get the job?",
            "Through a friend at the choir.",
            "Bronwen got the job through a friend at the choir",
        ),
        (
            "wheres ur new job",
            "the boatyard at pwllheli",
            "Bronwen's new job is at the boatyard at pwllheli",
        ),
        (
            "Where's your allotment now?",
            "A plot behind the leisure centre in Mold.",
            "Bronwen's allotment is",
        ),
        ("What are you calling the kitten?", "Pebble.", "Bronwen is calling the kitten Pebble"),
    ],
)
def test_how_where_and_naming_answers(question: str, answer: str, fact: str) -> None:
    assert any(f.startswith(fact) for f in facts(question, answer)), facts(question, answer)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("How did you hurt your back?", "Lifting a wardrobe."),
        ("How did you get there?", "By bus."),
        ("Where's your mum?", "The garden."),
        ("How did you find out?", "On Facebook lol"),
    ],
)
def test_how_and_where_look_alikes(question: str, answer: str) -> None:
    assert facts(question, answer) == []


# Session 41 review: a quantifier answers no one in particular, words after a relative
# that are no place, time or name garble the answer, and a yes's "to ..." is kept only
# after a deed that goes somewhere.
@pytest.mark.parametrize(
    ("question", "answer", "wrong"),
    [
        ("Who did you see at the party?", "Everyone.", "Bronwen saw Everyone at the party"),
        ("Who did you see at the party?", "Loads.", "Bronwen saw Loads at the party"),
        ("What do you drive?", "Mostly my husband mad.", "Bronwen drives"),
        (
            "Did you get the house?",
            "We did, on the 3rd, to a house in Llanrwst.",
            "to a house in Llanrwst",
        ),
    ],
)
def test_quantifiers_garbles_and_stray_whither_form_nothing_s41(
    question: str, answer: str, wrong: str
) -> None:
    formed = facts(question, answer)
    assert not any(wrong in fact for fact in formed), formed


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("Who are you going with?", "My cousin Nia.", "Bronwen is going with their cousin Nia"),
        (
            "Did you sell the car?",
            "We did, to a man in Conwy.",
            "Bronwen sold the car to a man in Conwy",
        ),
        (
            "Did you move?",
            "We did, on the 3rd of August, to a terrace in Ludlow.",
            "to a terrace in Ludlow",
        ),
    ],
)
def test_names_and_whither_after_going_still_form_s41(
    question: str, answer: str, fact: str
) -> None:
    formed = facts(question, answer)
    assert any(fact in f for f in formed), formed


@pytest.mark.parametrize(
    "lines",
    [
        # someone else bought it, or someone else's event, or someone else paid
        ["Bronwen: My sister bought a van.", "Wynne: how much was the van", "Bronwen: 3k"],
        [
            "Bronwen: Went to Tom's wedding.",
            "Wynne: How much did the wedding cost?",
            "Bronwen: 20 grand",
        ],
        ["Wynne: How much was your ticket?", "Bronwen: £40, but Tom paid."],
        ["Wynne: How much was the cottage?", "Bronwen: 290 grand"],
    ],
)
def test_a_price_of_what_the_answerer_did_not_buy_is_not_theirs(lines: list[str]) -> None:
    assert not any("paid" in f for f in texts_of(*lines)), texts_of(*lines)


@pytest.mark.parametrize(
    ("lines", "fact"),
    [
        (
            ["Bronwen: I bought a van.", "Wynne: how much was the van", "Bronwen: 3k"],
            "Bronwen paid 3k for the van",
        ),
        (
            [
                "Bronwen: im goin self employed, got a van n everythin",
                "Wynne: how much was the van",
                "Bronwen: 9 grand, second hand.",
            ],
            "Bronwen paid 9 grand for the van",
        ),
        (
            [
                "Bronwen: Just bought a cottage!",
                "Wynne: How much was the cottage?",
                "Bronwen: 290 grand",
            ],
            "Bronwen paid 290 grand for the cottage",
        ),
    ],
)
def test_a_price_of_what_the_answerer_told_of_buying_is_theirs(lines: list[str], fact: str) -> None:
    assert any(f.startswith(fact) for f in texts_of(*lines)), texts_of(*lines)

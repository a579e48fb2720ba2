"""Facts about the one spoken to: told to them, or taken for granted by what they are asked
or congratulated on (issue #15, :mod:`memhub_server.pipeline.memory.rules.listener`).

Between two people, "you teach piano to kids" is a fact about the other one; "congrats on
the new job at the port!" - "thanks!" is one too. Only plain facts count, and a reply that
denies or corrects them leaves nothing. The sentences are our own. 10 May 2023 is a
Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.listener import listeners, told
from memhub_server.pipeline.memory.rules.text import Passage

WEDNESDAY = date(2023, 5, 10)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


def exchange(said: str, reply: str) -> list[str]:
    return texts(f"Ines: {said}\nRafa: {reply}")


# --- (1) told to the listener ---------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "reply", "fact"),
    [
        ("you literally repair church organs for a living", "someone has to",
         "Rafa repairs church organs for a living."),
        ("you teach piano to kids", "on saturdays", "Rafa teaches piano to kids."),
        ("you have two greyhounds", "yep", "Rafa has two greyhounds."),
        ("Rafa, you own three food trucks", "and counting", "Rafa owns three food trucks."),
        ("ugh you chose to study law, this is on you", "fair", "Rafa chose to study law."),
        ("you're a paramedic now, that's amazing", "it is", "Rafa is a paramedic."),
        ("you're from Galway originally", "born and raised", "Rafa is from Galway originally."),
        ("you've been vegetarian for ten years", "true",
         "Rafa has been vegetarian for ten years."),
        ("you play bass in a ska band", "yeah", "Rafa plays bass in a ska band."),
        ("you swim in the lake every morning", "even in winter",
         "Rafa swims in the lake every morning."),
        ("ever since you moved to Dundee you never ring", "sorry", "Rafa moved to Dundee."),
        ("your mum was a midwife", "she was", "Rafa's mum was a midwife."),
        ("you used to live in Lyon", "yep", "Rafa used to live in Lyon."),
    ],
)  # fmt: skip
def test_a_plain_fact_told_to_the_listener_is_theirs(said: str, reply: str, fact: str) -> None:
    assert fact in exchange(said, reply)


@pytest.mark.parametrize(
    ("said", "reply"),
    [
        ("you'll be brilliant at it", "thanks"),  # a prediction
        ("you should move to Bristol", "maybe"),  # advice
        ("you look exhausted", "I am"),  # how someone seems
        ("you're a legend", "cheers"),  # a compliment
        ("you're so brave", "thanks"),
        ("you work too hard", "I know"),  # a judgement
        ("you never call me anymore", "sorry"),  # a complaint
        ("if you moved to Lyon we could meet up", "hmm"),  # a hypothetical
        ("you have a point", "right"),
        ("you got this!", "thanks"),
        ("you drive a hard bargain", "ha"),  # a saying
        ("you live and learn", "true"),
        ("you win some, you lose some", "true"),
        ("I think you moved to Leeds in May", "yes"),  # the speaker's own belief
        ("you said you moved to Leeds", "yes"),  # reported, not stated
        ("you guys moved to Leeds", "yes"),  # more than the listener
        ("you run the bakery on the high street", "not anymore, sold it"),  # denied
        ("you've been vegetarian for ten years", "eleven actually"),  # corrected
        ("you have three cats", "four now"),
        ("you have the best laugh", "stop"),
        ("you have great taste", "I know"),
        ("you've been saying you'll retire for years", "I know"),
        ("you run the tap until it's hot", "ok"),  # an instruction
        ("you got the wrong end of the stick", "oops"),
        ("you had one job", "sorry"),
        ("you write beautifully", "aw"),
        ("you live in a bubble", "rude"),
        ("you have every right to be annoyed", "thanks"),
    ],
)
def test_no_fact_from_what_is_no_plain_statement_or_is_denied(said: str, reply: str) -> None:
    assert not [fact for fact in exchange(said, reply) if fact.startswith("Rafa")]


def test_you_is_the_listener_only_between_two_people() -> None:
    three = "Ines: you teach piano to kids\nRafa: yes\nMo: nice"
    assert texts(three) == []
    alone = "Ines: you teach piano to kids"
    assert texts(alone) == []


def test_listeners_pairs_two_speakers_only() -> None:
    two = [Passage("Ines", "hi"), Passage("Rafa", "hey", "hi"), Passage("Ines", "so", "hey")]
    assert listeners(two) == {"Ines": "Rafa", "Rafa": "Ines"}
    assert listeners([Passage("the user", "hi")]) == {}


# --- (2) presupposed and accepted -----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "reply", "fact"),
    [
        ("your brother works at the hospital, doesn't he?", "yeah, nights mostly",
         "Rafa's brother works at the hospital."),
        ("congrats on the new job at the port!", "thanks!!",
         "Rafa has a new job at the port."),
        ("congratulations on the engagement", "thank you, still can't believe it",
         "Rafa got engaged."),
        ("congrats on passing your driving test!", "thank you!!",
         "Rafa passed their driving test."),
        ("how's the new allotment in Ghent?", "muddy but we love it",
         "Rafa has a new allotment in Ghent."),
        ("so you sold the van?", "yep, last week", "Rafa sold the van."),
        ("so you're leaving Utrecht", "yes, we're off to Delft in June",
         "Rafa is leaving Utrecht."),
    ],
)  # fmt: skip
def test_what_an_accepted_question_or_congratulation_takes_as_given(
    said: str, reply: str, fact: str
) -> None:
    assert fact in exchange(said, reply)


def test_a_how_long_reply_accepts_a_question_put_as_a_statement() -> None:
    assert "Rafa plays the accordion." in exchange("you play the accordion??", "since I was nine")
    assert "Rafa coaches the under-12s." in exchange("you coach the under-12s?", "every saturday")
    assert exchange("you coach the under-12s?", "for my sins") == []


@pytest.mark.parametrize(
    ("said", "reply", "fact"),
    [
        ("still living in Hull?", "yep", "Rafa lives in Hull."),
        ("still teaching at the academy?", "yeah, fourth year now",
         "Rafa teaches at the academy."),
        ("leaving Derry?", "yep, the lease is up", "Rafa is leaving Derry."),
        ("moving to Cork??", "yes! in June", "Rafa is moving to Cork."),
    ],
)  # fmt: skip
def test_a_question_without_you_is_about_the_listener(said: str, reply: str, fact: str) -> None:
    assert fact in exchange(said, reply)


@pytest.mark.parametrize(
    ("said", "reply"),
    [
        ("still working at the garden centre?", "nope, left in May"),
        ("moving to Cork??", "thinking about it"),
        ("leaving so soon?", "yes, early start"),
        ("still working for that guy in Kelso?", "yeah"),  # "that guy": which one
    ],
)
def test_a_question_without_you_needs_a_yes_and_a_plain_fact(said: str, reply: str) -> None:
    assert not [fact for fact in exchange(said, reply) if fact.startswith("Rafa")]


def test_the_one_who_is_the_listener() -> None:
    facts = exchange("you're the one who runs the quiz at the Anchor?", "guilty")
    assert "Rafa runs the quiz at the Anchor." in facts


def test_an_accepted_question_keeps_the_detail_of_the_answer() -> None:
    facts = exchange("didn't you adopt a cat in March?", "yes, a tabby called Biscuit")
    assert "Rafa's cat is a tabby called Biscuit." in facts


@pytest.mark.parametrize(
    ("said", "reply"),
    [
        ("your brother works at the hospital, doesn't he?", "that's my cousin"),
        ("congrats on the new job!", "not yet, the interview is on Monday"),
        ("congrats on the new job!", "it fell through sadly"),
        ("how's the new job going?", "what new job?"),
        ("so you sold the van?", "nope, still trying"),
        ("you run the bakery on the high street, right?", "I wish"),
        ("you moved to Leeds?", "hmm"),  # neither yes nor no
    ],
)
def test_a_denied_or_unanswered_presupposition_forms_nothing(said: str, reply: str) -> None:
    assert not [fact for fact in exchange(said, reply) if fact.startswith("Rafa")]


def test_a_corrected_presupposition_leaves_only_the_correction() -> None:
    facts = exchange("your brother works at the hospital, doesn't he?", "no, he left in April")
    assert "Rafa's brother works at the hospital." not in facts
    assert facts == ["Rafa's brother left in April 2023."]  # the reply's own words


def test_told_gives_the_listeners_own_words() -> None:
    assert told("you literally knit jumpers for a living", None) == ["I knit jumpers for a living"]
    assert told("you moved to Cork?", None) == []  # a question needs a "yes"
    assert told("congrats on the new flat!", None) == []  # and a congratulation a reply
    assert told("congrats on the new flat!", "cheers") == ["I have a new flat"]


def test_a_fact_the_reply_already_forms_is_not_formed_twice() -> None:
    facts = exchange("you still teaching at the academy?", "yes I am")
    assert [fact for fact in facts if "academy" in fact] == [
        "Rafa is still teaching at the academy."
    ]
    detail = exchange("didn't you adopt a cat in March?", "yes, a tabby called Biscuit")
    assert "Rafa's cat is a tabby called Biscuit." in detail  # says more: kept


def test_the_last_turn_tells_its_fact_too() -> None:
    content = "Rafa: morning\nInes: you literally knit jumpers for a living"
    assert texts(content) == ["Rafa knits jumpers for a living."]

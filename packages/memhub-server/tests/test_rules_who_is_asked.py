"""Who someone is, asked in the ways chat asks it and answered by how they stand to the
speaker with more said of them (issue #15, session 31); a colleague told by what the two do
together ("a nurse I work with"); ages said in words; a place is never the thing a name is
given to; "and Tomas and I are ..." opens a clause of its own."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def texts(*turns: str, on: date = date(2025, 3, 12)) -> list[str]:
    found = extract_facts(ExtractionInput(content="\n".join(turns), document_date=on))
    return [f.text for f in found]


@pytest.mark.parametrize(
    "question",
    [
        "Remind me, who is Tomas?",
        "Sorry, who's Tomas again?",
        "Wait, who is Tomas again, your cousin?",
        "Tomas? Remind me who that is, I'm awful with names.",
        "Tomas? Who's that?",
        "who's Tomas??? tell",
    ],
)
def test_who_someone_is_asked_round_about(question: str) -> None:
    said = texts(f"Ruth: {question}", "Ines: My older brother! He's a baker in Tartu.")
    assert "Tomas is Ines's older brother." in said or "Ines's older brother is Tomas." in said
    assert "Tomas is a baker in Tartu." in said


def test_who_someone_is_asked_in_chat_without_a_question_mark() -> None:
    said = texts("Ruth: hang on who's tomas", "Ines: my cousin!! he's 19 and lives in tartu")
    assert "Tomas is Ines's cousin." in said
    assert "Tomas was 19 years old in March 2025." in said
    assert "Tomas lives in tartu." in said


def test_which_of_them_said_next_is_part_of_the_relation() -> None:
    said = texts(
        "Ruth: wait who's tomas again",
        "Ines: me brother! the younger one. he's a roofer in tartu",
    )
    assert "Ines's younger brother is Tomas." in said or "Tomas is Ines's younger brother." in said
    assert "Tomas is a roofer in tartu." in said


def test_a_she_after_a_cousin_on_the_mums_side_is_the_cousin() -> None:
    said = texts(
        "Ruth: Remind me, who is Agnes?",
        "Ines: My cousin on my mum's side. She owns the flower shop in Valga.",
    )
    assert "Agnes is Ines's cousin on Ines's mum's side." in said
    assert "Agnes owns the flower shop in Valga." in said


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Ruth: who's driving?", "Ines: my dad. he's got the van"),
        ("Ruth: who's calling?", "Ines: my mum! she wants the recipe"),
        ("Ruth: who's in?", "Ines: my sister. she's keen"),
        ("Ruth: who's next?", "Ines: my brother. he's nervous"),
    ],
)
def test_a_word_asked_who_of_is_no_name(question: str, answer: str) -> None:
    said = texts(question, answer)
    assert not any(text.split()[0] in {"Driving", "Calling", "In", "Next"} for text in said)
    assert not any(" is Ines's " in text for text in said), said


def test_a_relation_of_someone_else_or_a_group_says_nothing_of_the_one_asked() -> None:
    assert texts("Ruth: Remind me, who is Tomas?", "Ines: My sister's boyfriend.") == []
    assert texts("Ruth: who's Tomas again?", "Ines: My cousins! They're twins.") == []


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "Ana: I saw Lorcan at lunch. Lorcan is a porter I work with.",
            "Lorcan is a porter who works with Ana.",
        ),
        (
            "Ana: Lorcan talked me into it. He's a paramedic I trained with, and he swims daily.",
            "Lorcan is a paramedic who trained with Ana, and Lorcan swims daily.",
        ),
    ],
)
def test_someone_told_by_what_they_do_with_the_speaker(turn: str, expected: str) -> None:
    assert expected in texts(turn)


def test_a_contact_clause_that_goes_one_way_only_is_not_turned_round() -> None:
    said = texts("Ana: I saw Lorcan at lunch. Lorcan is the porter I fell out with.")
    assert not any("fell out with" in text and "who" in text for text in said)


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "Ana: My neighbour Petra came too. She's thirty-four now.",
            "Petra was thirty-four years old in March 2025.",
        ),
        (
            "Ana: Milo came too. Milo is four and a half.",
            "Milo was four and a half years old in March 2025.",
        ),
        ("Ana: Tova is one and she's walking.", "Tova was one year old in March 2025."),
        ("Ana: I'm fifty today!", "Ana is fifty years old on 12 March 2025 (2025-03-12)."),
    ],
)
def test_an_age_said_in_words(turn: str, expected: str) -> None:
    assert expected in texts(turn)


@pytest.mark.parametrize(
    "turn",
    [
        "Ana: I'm twenty minutes away.",
        "Ana: Petra is one of the best.",
        "Ana: Petra is seven feet tall.",
    ],
)
def test_a_number_word_that_is_no_age(turn: str) -> None:
    assert not any("years old" in text or "year old" in text for text in texts(turn))


def test_a_place_in_the_sentence_before_is_not_what_a_name_is_given_to() -> None:
    said = texts("Ana: Uncle Tibor moved to Portugal, and he left me his goat. Her name is Clover.")
    assert not any("Portugal is called" in text for text in said)


def test_a_name_and_i_after_and_opens_a_clause_of_its_own() -> None:
    said = texts("Ana: Gil and I bought an old caravan on Tuesday and Gil and I are painting it.")
    assert "Gil and Ana bought an old caravan on Tuesday, 11 March 2025 (2025-03-11)." in said
    assert not any(text.endswith("and Gil.") for text in said)


def test_a_persons_age_in_words_is_their_age_not_a_pets() -> None:
    assert texts("Ferdie: my nephew Ziggy is great", "Ferdie: Ziggy is five") == [
        "Ferdie's nephew is Ziggy.",
        "Ziggy was five years old in March 2025.",
    ]


def test_a_relation_just_named_keeps_its_age_dated_in_words_and_in_digits() -> None:
    for age in ("eleven", "11"):
        said = texts(f"Marit: my son Lasse wants a phone. he's {age}.")
        assert f"Lasse was {age} years old in March 2025." in said
        assert f"Lasse is {age} years old." not in said


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "Ana: The whole street came. Ilse, the girl from next door, came too. She's a vet "
            "in Gouda now.",
            "Ilse is a vet in Gouda now.",
        ),
        ("Ana: Tom, my old boss, came too. He's retired now.", "Tom is retired now."),
    ],
)
def test_who_a_name_is_said_beside_it_is_no_one_else(turn: str, expected: str) -> None:
    assert expected in texts(turn)


@pytest.mark.parametrize(
    "turn",
    [
        "Ana: Tom, my brother and Sam came. He's retired now.",
        "Ana: My dad and Tom, the neighbour, came. He's retired now.",
    ],
)
def test_a_list_of_people_leaves_a_he_to_no_one(turn: str) -> None:
    assert not any("retired" in text for text in texts(turn))


def test_a_relative_who_did_something_is_not_named_with_the_deed() -> None:
    said = texts("Ana: My aunt left me her parrot. His name is Biscuit.")
    assert not any("left is called" in text for text in said), said


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (
            (
                "Ana: so no more lifeguarding?",
                "Pim: starting at the dairy in ede on the 2nd of june",
            ),
            "Pim is starting at the dairy in ede on 2 June 2025 (2025-06-02).",
        ),
        (("Pim: Moving to Utrecht next month!",), "Pim is moving to Utrecht in April 2025."),
        (
            ("Pim: We sold the car. moving to Ghent in May.",),
            "Pim and others are moving to Ghent in May 2025.",
        ),
    ],
)
def test_a_plan_told_with_its_i_am_left_out(turns: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*turns)


@pytest.mark.parametrize(
    "turns",
    [
        ("Ana: How's your sister?", "Pim: moving to utrecht next month!"),
        ("Pim: my brother is good. moving to utrecht next month",),
        ("Pim: Moving on, the weather is awful.",),
        ("Pim: Moving to Utrecht would be nice.",),
    ],
)
def test_a_plan_that_may_be_someone_elses_or_says_no_when_is_not_the_speakers(
    turns: tuple[str, ...],
) -> None:
    assert not any(text.startswith("Pim is moving") for text in texts(*turns))


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        (
            "Have you found a place?",
            "A small flat in Deventer, near the station. It has a garden.",
            "Pim has found a small flat in Deventer, near the station.",
        ),
        (
            "Have you found a flat yet?",
            "Yes, a tiny one in Leith.",
            "Pim has found a tiny flat in Leith.",
        ),
        (
            "Did you get a dog in the end?",
            "A little terrier from the shelter.",
            "Pim got a little terrier from the shelter.",
        ),
    ],
)
def test_which_one_was_got_answers_whether_one_was(
    question: str, answer: str, expected: str
) -> None:
    assert expected in texts(f"Ana: {question}", f"Pim: {answer}")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Have you found a place?", "Not yet, a flat in Leith fell through."),
        ("Did you get a dog in the end?", "A terrier would be nice."),
        ("Have you booked a hotel?", "A cheap one near the station, hopefully."),
        ("Have you found a place?", "A few, all too expensive."),
    ],
)
def test_one_wished_for_or_lost_is_not_got(question: str, answer: str) -> None:
    assert not any(
        text.startswith(("Pim has", "Pim got"))
        for text in texts(f"Ana: {question}", f"Pim: {answer}")
    )


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "Pim: me mam is off to spain next week",
            "Pim's mam is off to spain in the week of 17 March 2025 (2025-03-17).",
        ),
        (
            "Pim: went on me mate's stag do in york last weekend",
            "Pim went on their mate's stag do in york on the weekend of 8 March 2025 (2025-03-08).",
        ),
    ],
)
def test_me_for_my_in_chat(turn: str, expected: str) -> None:
    assert expected in texts(turn)


@pytest.mark.parametrize(
    "turn", ["Pim: can you give me mam's number to tom", "Pim: she sent me mum a card"]
)
def test_an_object_me_stays_the_speaker(turn: str) -> None:
    assert not any("Pim's mum" in text or "Pim's mam" in text for text in texts(turn))


def test_an_echo_question_asks_what_was_got() -> None:
    said = texts(
        "Pim: big news, i got a lizard", "Ana: a WHAT", "Pim: a bearded dragon called Ziggy"
    )
    assert "Pim got a bearded dragon called Ziggy." in said


def test_an_echo_question_after_no_getting_asks_nothing() -> None:
    said = texts("Pim: I saw a ghost", "Ana: a what", "Pim: a ghost, in the attic")
    assert not any(text.startswith("Pim got") for text in said)

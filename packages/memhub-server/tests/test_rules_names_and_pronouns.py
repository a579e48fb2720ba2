"""Who a name or a pronoun stands for, read the way a person reads it (issue #15): a
capitalised pronoun is no name, a name given right after "I met someone" names the one
met, a pronoun is not the person the same sentence names, and a chat spelling without its
apostrophe is read as the word it stands for."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def facts(*turns: str, on: date = date(2025, 1, 19)) -> list[tuple[str, str]]:
    found = extract_facts(ExtractionInput(content="\n".join(turns), document_date=on))
    return [(f.kind, f.text) for f in found]


def texts(*turns: str, on: date = date(2025, 1, 19)) -> list[str]:
    return [text for _, text in facts(*turns, on=on)]


@pytest.mark.parametrize(
    "answer", ["She's well.", "She is well.", "He's well, busy with the farm."]
)
def test_a_pronoun_answering_how_someone_is_is_not_read_as_their_name(answer: str) -> None:
    said = texts("Ines: How is your mum?", f"Maud: {answer}")
    assert not any("their mum" in text or " She " in text for text in said), said


def test_the_relative_asked_about_and_then_named_is_still_read() -> None:
    assert texts("Ines: How's your husband?", "Maud: Marcus is good, he's training for Berlin.")


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "Maud: I've been seeing someone. His name is Idris, and he's a baker in Hull.",
            ["Maud has been seeing Idris.", "Idris is a baker in Hull."],
        ),
        (
            "Maud: Well... I met someone! She's called Lotte. She's a welder in Ghent.",
            ["Maud met Lotte.", "Lotte is a welder in Ghent."],
        ),
        ("Maud: I met a guy at the climbing wall. His name is Everett.", None),
    ],
)
def test_a_name_given_after_meeting_someone_names_the_one_met(
    turn: str, expected: list[str] | None
) -> None:
    said = texts(turn)
    if expected is None:
        assert said == ["Maud met Everett at the climbing wall."]
    else:
        assert said == expected
    assert not any("someone is called" in text for text in said)


def test_going_out_with_someone_named_is_a_lasting_relationship() -> None:
    (kind, text), *_ = facts("Maud: I've been seeing someone. Her name is Nneoma.")
    assert (kind, text) == ("durable", "Maud has been seeing Nneoma.")


def test_a_name_given_to_someone_else_than_the_one_asked_about() -> None:
    # "How is Chinook?" asks after the cat; "her name is Nneoma" names someone new
    said = texts(
        "Cress: How is Chinook?",
        "Seun: Chinook is fat and spoilt. I've been seeing someone. Her name is Nneoma, and"
        " she's a nurse at the children's hospital.",
    )
    assert "Seun has been seeing Nneoma." in said
    assert "Nneoma is a nurse at the children's hospital." in said
    assert not any(text.startswith("Chinook's name") for text in said)


def test_a_pet_asked_about_is_still_the_one_named() -> None:
    assert texts("Cress: How is your new puppy?", "Seun: Her name is Miso and she's wild.") == [
        "Seun's puppy is called Miso."
    ]


@pytest.mark.parametrize(
    "turns",
    [
        (
            "Ann: That's what Matthias says too. I only had him for eight months.",
            "Nom: You gave him a home when nobody else would.",
            "Ann: We buried him under the apple tree in Matthias's garden.",
        ),
        ("Nom: How is Tom?", "Ann: We visited him at Tom's house."),
    ],
)
def test_an_object_pronoun_is_not_the_person_its_own_sentence_names(turns: tuple[str, ...]) -> None:
    said = texts(*turns)
    assert not any(text.count("Matthias") > 1 or text.count("Tom") > 1 for text in said), said


def test_an_object_pronoun_with_only_the_asked_person_in_reach_is_them() -> None:
    assert texts("Nom: How is Tom?", "Ann: We drove him to the station on Friday.") == [
        "Ann and others drove Tom to the station on Friday, 17 January 2025 (2025-01-17)."
    ]


@pytest.mark.parametrize(
    "turn",
    [
        "Ingvar: teuila thats amazing. so happy for you",
        "Ingvar: whats the plan",
        "Ingvar: youre a star",
    ],
)
def test_chat_spellings_without_an_apostrophe_form_nothing_of_their_own(turn: str) -> None:
    assert texts(turn) == []


def test_a_chat_spelling_does_not_hide_the_news_after_it() -> None:
    assert texts("Ingvar: whats new? i moved to lerwick in may", on=date(2024, 8, 1)) == [
        "Ingvar moved to lerwick in May 2024."
    ]


def test_which_finger_answered_left_or_right_is_no_verb() -> None:
    said = texts(
        "Ingvar: i broke my finger at work on monday, caught it in a winch",
        "Teuila: ingvar!!! which finger",
        "Ingvar: left pinky. cant knit for 4 weeks",
        on=date(2025, 3, 8),
    )
    assert said[0].startswith("Ingvar broke their finger at work on Monday, 3 March 2025")
    assert not any("left pinky" in text for text in said)


@pytest.mark.parametrize(
    "turn",
    ["Seun: Ha! I need to see that photo. How is he?", "Seun: I have to see those pictures!"],
)
def test_asking_to_see_a_photo_forms_nothing(turn: str) -> None:
    assert texts(turn) == []


def test_a_need_to_see_someone_is_kept() -> None:
    assert texts("Seun: I need to see the doctor about my knee.") != []


def test_a_name_given_to_someone_a_relative_met_names_no_one() -> None:
    assert texts("Maud: My sister met someone. His name is Ivo.") == ["Maud's sister met someone."]


def test_gf_and_bf_are_written_out_and_name_the_one_they_introduce() -> None:
    assert texts("User: my gf ilinca is a pastry chef") == [
        "The user's girlfriend Ilinca is a pastry chef."
    ]
    assert texts("User: my bf is moving in with me next month", on=date(2024, 5, 15)) == [
        "The user's boyfriend is moving in with the user in June 2024."
    ]


def test_where_one_person_met_someone_unnamed_forms_nothing() -> None:
    said = texts(
        "Cress: Seun! How did you meet?",
        "Seun: At the Nigerian church in Calgary. She was handing out food at the festival.",
    )
    assert not any(text.startswith("Seun met at") for text in said), said
    assert texts("Seun: I met Nneoma at the church in Calgary.") == [
        "Seun met Nneoma at the church in Calgary."
    ]


def test_it_after_your_favourite_thing_is_the_answerers_own() -> None:
    said = texts(
        "Jon: What's your favourite film?",
        "Mara: Spirited Away. I've watched it about twenty times.",
    )
    assert said == [
        "Mara's favourite film is Spirited Away.",
        "Mara has watched their favourite film about twenty times.",
    ]


def test_a_word_that_only_insists_is_not_part_of_the_answer() -> None:
    assert texts("Jon: What's your favourite book?", "Mara: Definitely Middlemarch.") == [
        "Mara's favourite book is Middlemarch."
    ]


def test_leaving_what_one_was_asked_to_be_still_in_names_it() -> None:
    said = texts(
        "Jon: Are you still in the choir?", "Mara: No, I left last year.", on=date(2024, 3, 14)
    )
    assert said == ["Mara left the choir in 2023."]


def test_a_plan_to_do_something_in_a_month_is_ahead() -> None:
    said = texts(
        "Mara: I've decided to go back to college in September to study graphic design.",
        on=date(2024, 3, 14),
    )
    assert said == [
        "Mara has decided to go back to college in September 2024 to study graphic design."
    ]
    assert texts("Mara: I started college in September.", on=date(2024, 3, 14)) == [
        "Mara started college in September 2023."
    ]


def test_it_starting_on_a_day_is_the_course_not_where_it_is_held() -> None:
    said = texts(
        "Mara: I signed up for a photography course at the community centre. It starts on"
        " the 2nd of April.",
        on=date(2024, 3, 14),
    )
    assert "Mara's photography course starts on 2 April 2024 (2024-04-02)." in said


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "Ben: My flatmate. He's a chef at a Ghanaian restaurant in town.",
            ["Kofi is Ben's flatmate.", "Kofi is a chef at a Ghanaian restaurant in town."],
        ),
        ("Ben: My old boss.", ["Kofi is Ben's old boss."]),
        ("Ben: My hero.", []),
    ],
)
def test_who_someone_is_answered_by_how_they_stand_to_the_speaker(
    answer: str, expected: list[str]
) -> None:
    assert texts("Ana: Who's Kofi?", answer) == expected


def test_he_after_a_name_and_who_they_are_is_that_person() -> None:
    assert texts("Ben: Kofi is my flatmate. He's a chef in Leith.") == [
        "Kofi is Ben's flatmate.",
        "Kofi is a chef in Leith.",
    ]


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        ("User: What should I pack for Iceland? We're going in November for a week.", []),
        ("User: I'm going on a cruise in May.", ["The user is going on a cruise in May 2025."]),
    ],
)
def test_going_with_only_when_forms_nothing(turn: str, expected: list[str]) -> None:
    assert texts(turn) == expected


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "Kai: Remember Marco from uni? He's moving to Berlin next month.",
            ["Marco is moving to Berlin in September 2024."],
        ),
        ("Kai: Remember Jo? Well, Ana said she's moving.", []),
        ("Kai: Did you see Jo? She's moving.", []),
    ],
)
def test_he_after_remember_someone_is_the_one_remembered(turn: str, expected: list[str]) -> None:
    assert texts(turn, on=date(2024, 8, 14)) == expected


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        ("Kai: My mum's turning 60 on the 2nd.", "Kai's mum is turning 60 on 2 September 2024"),
        ("Kai: My dad's turning seventy in May.", "Kai's dad is turning seventy in May 2025"),
    ],
)
def test_a_relatives_s_before_turning_an_age_is_is(turn: str, expected: str) -> None:
    (said,) = texts(turn, on=date(2024, 8, 14))
    assert said.startswith(expected)


def test_a_name_given_after_got_a_puppy_without_i_names_the_puppy() -> None:
    assert texts("Kai: Got a puppy!! Her name is Biscuit, she's a beagle.") == [
        "Kai got a puppy.",
        "Kai's new puppy is called Biscuit.",
        "Biscuit is a beagle.",
    ]


@pytest.mark.parametrize(
    ("asked", "answer", "expected"),
    [
        (
            "Assistant: You mentioned you're allergic to nuts, is that right?",
            "User: yes, peanuts and cashews",
            ["The user is allergic to peanuts and cashews."],
        ),
        (
            "Assistant: Are you allergic to anything?",
            "User: yes, penicillin",
            ["The user is allergic to penicillin."],
        ),
        (
            "Assistant: Are you allergic to nuts?",
            "User: yes, very",
            ["The user is allergic to nuts."],
        ),
    ],
)
def test_a_yes_that_names_which_of_the_kind_asked_about(
    asked: str, answer: str, expected: list[str]
) -> None:
    assert texts(asked, answer) == expected


def test_send_help_is_no_part_of_the_fact() -> None:
    said = texts("Pernille: My flatmate Ailbhe is a harpist, she practises at 7am, send help")
    assert not any("send help" in text for text in said), said


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        ("Mara: I heard the factory might close next year.", []),
        (
            "Mara: I heard the results on Monday, I passed.",
            ["Mara heard the results on Monday, 13 January 2025 (2025-01-13)."],
        ),
    ],
)
def test_a_rumour_heard_forms_nothing(turn: str, expected: list[str]) -> None:
    assert texts(turn) == expected


@pytest.mark.parametrize(
    "turn",
    ["Ana: I'm allergic to cats, funnily enough.", "Ana: I'm allergic to cats, of course."],
)
def test_an_aside_on_how_the_speaker_takes_a_fact_is_dropped(turn: str) -> None:
    assert texts(turn) == ["Ana is allergic to cats."]


def test_an_age_told_as_he_will_be_is_the_one_asked_about() -> None:
    assert texts(
        "Dan: How old is your son now?", "Ava: He'll be seven in May.", on=date(2024, 4, 2)
    ) == ["Ava's son turns 7 in May 2024."]


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (
            ("Nate: I got back from a gaming tournament in Chicago. I came second!",),
            "Nate came second in the gaming tournament.",
        ),
        (
            ("Ana: How was the pub quiz?", "Nate: We came second!"),
            "Nate and others came second in the pub quiz.",
        ),
        (
            ("Nate: I entered the beginners' contest. I came fourth out of twenty!",),
            "Nate came fourth out of twenty in the beginners' contest.",
        ),
    ],
)
def test_a_place_won_is_in_the_competition_the_chat_named(
    turns: tuple[str, ...], expected: str
) -> None:
    assert expected in texts(*turns)

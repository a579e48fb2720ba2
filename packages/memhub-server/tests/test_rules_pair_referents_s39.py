"""Pair chats, session 39 (issue #15): a "he"/"she" or an answer that leans on the turns
before it. A question that asks past the one just named ("Good old Ifor. How's everything
else?") leaves the answer's pronoun to no one it named; "What does Ifor do?" answered
"He's a tree warden for the council" is Ifor's job, whatever the trade is called.
3 March 2025 is a Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

MONDAY = date(2025, 3, 3)


def _texts(*turns: str) -> list[str]:
    """What the chat of ``turns`` forms, told on a Monday."""
    chat = ExtractionInput(content="\n".join(turns), document_date=MONDAY)
    return [fact.text for fact in extract_facts(chat)]


@pytest.mark.parametrize(
    ("asked", "answered"),
    [
        ("Good old Ifor. How is everything else?", "Grand. She's pregnant!"),
        ("That's Ifor for you. Any other news?", "She's expecting in June!"),
        ("Poor Ifor. Apart from that, how are you?", "Tired. She's got flu."),
    ],
)
def test_a_question_asking_past_the_one_named_leaves_the_pronoun_to_no_one(
    asked: str, answered: str
) -> None:
    formed = _texts(f"Nia: {asked}", f"Bryn: {answered}")
    assert all("Ifor" not in text for text in formed)


def test_a_relative_named_before_an_else_question_is_not_the_pronoun() -> None:
    texts = _texts("Nia: Your uncle is a star. Any other news?", "Bryn: He's moving to Tywyn.")
    assert not [t for t in texts if "uncle" in t and "Tywyn" in t]
    asked = _texts("Nia: Is your uncle still in Bala?", "Bryn: He's moving to Tywyn.")
    assert any("uncle" in t and "Tywyn" in t for t in asked)


def test_a_name_said_in_the_answer_still_takes_its_pronoun() -> None:
    texts = _texts(
        "Nia: Good old Ifor. Any other news?",
        "Bryn: Yes! Carys is pregnant and she's due in June.",
    )
    assert any("Carys is pregnant" in t for t in texts)
    assert not [t for t in texts if "Ifor" in t]


def test_an_else_question_that_names_someone_still_asks_of_them() -> None:
    texts = _texts("Nia: What else did Ifor say?", "Bryn: He's retiring in May.")
    assert any("Ifor is retiring" in t for t in texts)


@pytest.mark.parametrize(
    ("turns", "told"),
    [
        (
            ("Nia: What does Ifor do again?", "Bryn: He's a tree warden for the council."),
            "Ifor works as a tree warden for the council",
        ),
        (
            (
                "Nia: What does your sister do?",
                "Bryn: She's a cheese grader at the creamery in Felinfach.",
            ),
            "sister works as a cheese grader at the creamery in Felinfach",
        ),
        (
            ("Nia: What does Ifor do?", "Bryn: He's a glazier. He loves it."),
            "Ifor is a glazier",
        ),
    ],
)
def test_a_he_or_she_answering_what_someone_does_is_their_job(
    turns: tuple[str, ...], told: str
) -> None:
    assert any(told in t for t in _texts(*turns))


@pytest.mark.parametrize(
    "turns",
    [
        ("Nia: What does Ifor do?", "Bryn: He's a worrier."),
        ("Nia: What does Ifor do?", "Bryn: He's a nightmare at home."),
        ("Nia: What does Ifor do?", "Bryn: He's a good listener at the club."),
        ("Nia: What does your brother do?", "Bryn: She's a vet at the zoo."),
        ("Nia: What did Ifor do?", "Bryn: He's a glazier at the works."),
        ("Nia: Where does Ifor live?", "Bryn: He's a lodger at the farm."),
    ],
)
def test_no_job_from_a_judgement_a_pronoun_of_the_other_sex_or_another_question(
    turns: tuple[str, ...],
) -> None:
    assert not [t for t in _texts(*turns) if "works as" in t]


def test_an_age_given_in_thanks_for_a_birthday_wish_gone_by_is_the_age_turned() -> None:
    texts = _texts(
        "Nia: Happy birthday for Thursday! Did you do anything nice?",
        "Bryn: Thanks! Fifty at last. We went to the coast.",
    )
    assert any("Bryn turned fifty on Thursday, 27 February 2025" in t for t in texts)
    assert any("Bryn's birthday was on Thursday, 27 February 2025" in t for t in texts)


def test_an_age_given_in_thanks_for_a_belated_wish_without_a_day() -> None:
    texts = _texts("Nia: Happy belated birthday!", "Bryn: Cheers, Nia! Thirty-one and counting.")
    assert any("Bryn" in t and "thirty-one" in t.lower() for t in texts)


@pytest.mark.parametrize(
    "turns",
    [
        # the day may still be ahead
        ("Nia: Happy birthday for Saturday!", "Bryn: Thanks! Fifty on the day."),
        ("Nia: Happy birthday for Saturday!", "Bryn: Thank you! Fifty at last."),
        # the wish is for someone else
        ("Nia: Happy birthday, Pero! How's the dog?", "Bryn: Thanks! Five today."),
        # no wish at all
        ("Nia: How many came to the match?", "Bryn: Thanks! Fifty at last."),
    ],
)
def test_no_age_turned_when_the_wish_may_be_ahead_is_someone_elses_or_is_none(
    turns: tuple[str, ...],
) -> None:
    assert not [t for t in _texts(*turns) if "turned" in t or "years old" in t]


def test_a_wedding_fragment_naming_the_one_married_joins_the_news() -> None:
    texts = _texts(
        "Nia: And your cousin Elin?",
        "Bryn: She's getting married! On the 9th of August, in Aberaeron, to a potter called Siôn.",
    )
    assert any("getting married on 9 August 2025" in t and "potter called Siôn" in t for t in texts)


def test_a_fragment_with_a_verb_of_its_own_is_not_joined() -> None:
    texts = _texts("Nia: Hiya", "Bryn: Elin is getting married! On Friday Siôn called the band.")
    assert not [t for t in texts if "married on" in t]


def test_a_scan_then_its_a_girl_is_the_speakers_baby() -> None:
    texts = _texts("Nia: Any news?", "Bryn: We went for the twelve-week scan. It's a boy!")
    assert any("Bryn's baby is a boy" in t for t in texts)


def test_no_baby_of_ones_own_from_anothers_scan_an_animal_or_no_sex() -> None:
    for asked, answered in (
        ("Hiya", "My sister had the scan. It's a girl."),
        ("How's the puppy?", "We had the vet scan. It's a girl."),
        ("Any news?", "We had the scan. It's a nightmare to park there."),
    ):
        formed = _texts(f"Nia: {asked}", f"Bryn: {answered}")
        assert not [t for t in formed if "Bryn's baby" in t], answered


@pytest.mark.parametrize(
    "turns",
    [
        # a regular, a customer: where someone goes, not what they do
        ("Nia: What does Ifor do?", "Bryn: He's a regular at the Black Boar."),
        ("Nia: What does Ifor do?", "Bryn: He's a customer at the garage."),
        # a name of no known sex, with another the "she" may be in view
        (
            "Nia: Saw Ifor and Cerys in town. What does Ifor do?",
            "Bryn: She's a dog groomer at the salon in Bala.",
        ),
        (
            "Nia: Your sister knows Ifor. What does Ifor do?",
            "Bryn: She's a farrier at the stables.",
        ),
    ],
)
def test_no_job_from_a_regular_or_a_pronoun_that_may_be_another(turns: tuple[str, ...]) -> None:
    assert not [t for t in _texts(*turns) if "works as" in t]


def test_a_pronoun_no_one_else_in_view_can_be_is_the_ones_asked_about() -> None:
    texts = _texts(
        "Nia: Your sister knows Ifor. What does Ifor do?",
        "Bryn: He's a farrier at the stables.",
    )
    assert any("Ifor works as a farrier at the stables" in t for t in texts)

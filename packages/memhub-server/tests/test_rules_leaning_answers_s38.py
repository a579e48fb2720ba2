"""Answers that only say something with the question before them in view (session 38).

* "Who made that X?" - "My uncle did. He carved it ..." where the thing's name has a
  possessive in it ("that fisherman's jumper", "the bishop's chair"), while "that your
  mum's car" stays someone's and names no "it";
* "Whose X is it you're selling?" / "Whose X was that?" - "My aunt's." says whom it
  belonged to;
* (more below, one section per kind of answer).

15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- who made it, whose it was --------------------------------------------------------


def test_who_made_a_thing_whose_name_has_a_possessive() -> None:
    found = texts(
        "Perpetua: Who made that cat's cradle mobile over your cot?",
        "Anselm: My grandmother did. She made it from driftwood and shells.",
    )
    assert "Anselm's grandmother made the cat's cradle mobile from driftwood and shells." in found


def test_someone_elses_thing_is_no_it() -> None:
    found = texts(
        "Perpetua: Is that your uncle's tractor by the gate?", "Anselm: Yes, he got it in June."
    )
    assert not any("uncle's tractor" in fact for fact in found)


def test_whose_thing_it_was_when_the_one_asked_has_it() -> None:
    found = texts(
        "Assistant: Whose sewing machine is it that you're hoping to restore?",
        "User: My aunt's. She ran a tailoring shop in Wrexham.",
    )
    assert "The sewing machine belonged to the user's aunt." in found
    assert texts("Perpetua: whose kayak was that?", "Anselm: my sister's.") == [
        "The kayak belonged to Anselm's sister."
    ]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Whose kayak is it you're selling?", "No idea, it came with the house."),
        ("Whose turn was it?", "Mine."),
        ("Whose idea was it?", "My sister's."),
    ],
)
def test_whose_it_was_forms_nothing_unsure_or_not_a_thing(question: str, answer: str) -> None:
    found = texts(f"Perpetua: {question}", f"Anselm: {answer}")
    assert not any("belonged" in fact or "own" in fact for fact in found)


# --- a fragment answer, then a clause of its own ----------------------------------------


def test_an_age_then_what_the_one_asked_about_has_done() -> None:
    found = texts(
        "Perpetua: How old is your great-nephew now?",
        "Anselm: Nine, and he's taken up the trombone.",
    )
    assert "Anselm's great-nephew has taken up the trombone." in found
    assert any(fact.startswith("Anselm's great-nephew was 9 years old") for fact in found)


def test_a_place_then_the_answerers_own_clause() -> None:
    found = texts(
        "Perpetua: where are you moving to?", "Anselm: Tromsø, and I start at the museum in June"
    )
    assert "Anselm starts at the museum in June 2024." in found


@pytest.mark.parametrize(
    "answer",
    ["Nine, and he never sits still lol", "Nine, and she's twelve", "Nine, and maybe he'll grow"],
)
def test_a_clause_after_an_age_that_says_nothing_lasting(answer: str) -> None:
    found = texts("Perpetua: How old is your great-nephew now?", f"Anselm: {answer}")
    assert all("years old" in fact for fact in found)


# --- which days -----------------------------------------------------------------------


def test_which_days_answered_with_days() -> None:
    assert texts(
        "Assistant: Which days do you volunteer at the food bank?", "User: Mondays and Thursdays."
    ) == ["The user volunteers at the food bank on Mondays and Thursdays."]
    assert texts("Perpetua: what days does Ilse swim?", "Anselm: just saturdays") == [
        "Ilse swims on Saturdays."
    ]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Which days do you volunteer at the food bank?", "Mondays or Thursdays, not sure yet."),
        ("Which day do you visit her?", "Sundays."),
        ("What day is it today?", "Thursday."),
        ("Which days do you fancy?", "Fridays."),
    ],
)
def test_which_days_forms_nothing_unsure_or_idle(question: str, answer: str) -> None:
    assert texts(f"Perpetua: {question}", f"Anselm: {answer}") == []


# --- "that" in a question confirmed ---------------------------------------------------


def test_a_confirmed_that_is_the_one_both_know_of() -> None:
    found = texts(
        "Perpetua: Are you still glassblowing at that workshop in Bideford?",
        "Anselm: Yep, still there, six years in May.",
    )
    assert found == [
        "Anselm has been glassblowing at the workshop in Bideford for six years in May 2024"
        " (since May 2018)."
    ]
    assert texts("Perpetua: Did you ever finish that canoe?", "Anselm: I did!") == [
        "Anselm finished the canoe."
    ]


def test_a_confirmed_thing_of_ones_own() -> None:
    found = texts("Perpetua: Are you still building those birdhouses of yours?", "Anselm: Always.")
    assert found == ["Anselm is still building their birdhouses (as of 15 May 2024)."]


def test_a_that_before_a_clause_stays() -> None:
    assert texts("Perpetua: Are you still glassblowing at that workshop?", "Anselm: Nope.") == []


# --- someone named, confirmed as a relative -------------------------------------------


def test_a_named_relative_confirmed() -> None:
    assert texts("Perpetua: Is Ruaridh your cousin?", "Anselm: Aye.") == [
        "Ruaridh is Anselm's cousin."
    ]
    found = texts(
        "Perpetua: Our Ruaridh being your brother?",
        "Anselm: Aye, my wee brother, the one who keeps bees in Forres.",
    )
    assert "Ruaridh keeps bees in Forres." in found
    assert any("little brother" in fact and "Ruaridh" in fact for fact in found)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Is Ruaridh your cousin?", "No, my brother-in-law."),
        ("Is Ruaridh your cousin?", "Yes, my nephew."),
        ("Is that your cousin?", "Yes."),
        ("Is Ruaridh your cousin?", "Yes, he's a nightmare though."),
    ],
)
def test_a_named_relative_not_confirmed(question: str, answer: str) -> None:
    assert not any("cousin" in fact for fact in texts(f"Perpetua: {question}", f"Anselm: {answer}"))


# --- a tag that asks of the relative --------------------------------------------------


def test_a_relatives_news_with_a_tag_confirmed() -> None:
    found = texts(
        "Perpetua: ur daughter joined the sea cadets didnt she?", "Anselm: yeh in march, loves it"
    )
    assert found == ["Anselm's daughter joined the sea cadets."]


def test_a_relatives_news_with_a_tag_denied() -> None:
    found = texts("Perpetua: ur daughter joined the sea cadets didnt she?", "Anselm: nah, scouts")
    assert not any("sea cadets" in fact for fact in found)


# --- what the asker remembers, owned in the answer -------------------------------------


def test_a_remembered_premise_said_again() -> None:
    found = texts(
        "Assistant: You mentioned you're a keen birdwatcher; shall I find hides near the hotel?",
        "User: Yes, a very keen birdwatcher, since I was a boy.",
    )
    assert found == ["The user is a very keen birdwatcher."]


@pytest.mark.parametrize("answer", ["Yes please.", "Yes, a hide with a roof.", "No, not really."])
def test_a_yes_to_the_question_owns_no_premise(answer: str) -> None:
    found = texts(
        "Assistant: You mentioned you're a keen birdwatcher; shall I find hides near the hotel?",
        f"User: {answer}",
    )
    assert not any("very" in fact or "hide" in fact for fact in found)


# --- a yes, then a clause of others --------------------------------------------------


def test_still_there_then_a_clause_about_others() -> None:
    found = texts(
        "Perpetua: Are you still at the sailing school?",
        "Anselm: Yes, still there, and they've given me the dinghy fleet since April.",
    )
    assert "Anselm is still at the sailing school." in found


def test_still_there_then_a_no() -> None:
    found = texts(
        "Perpetua: Are you still at the sailing school?",
        "Anselm: No, and they've sold the dinghies anyway.",
    )
    assert not any("still at" in fact for fact in found)


# --- review fixes: "that" opening a clause, which days, a jest, whose it is now ---------


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Did you know that otters hold hands?", "Anselm knew that otters hold hands."),
        ("Have you decided that moving is risky?", "Anselm has decided that moving is risky."),
        ("Did you hear that ferries were cancelled?", "Anselm heard that ferries were cancelled."),
    ],
)
def test_a_that_opening_a_clause_is_no_thing_known(question: str, expected: str) -> None:
    assert texts(f"Perpetua: {question}", "Anselm: Yes") == [expected]


def test_a_question_offering_two_things_is_not_confirmed_by_a_yes() -> None:
    found = texts(
        "Perpetua: Are you still at that pottery in Totnes, or is that Ruaridh?", "Anselm: Yes"
    )
    assert found == []
    assert (
        texts("Perpetua: Are you still at that pottery in Totnes or did you leave?", "Anselm: Yep")
        == []
    )


@pytest.mark.parametrize(
    "question",
    [
        "Which days do you dread most?",
        "Which days do you not cycle in?",
        "What days do you prefer?",
        "Which days do you have free?",
        "Which days do you love?",
    ],
)
def test_which_days_that_are_not_days_something_is_done(question: str) -> None:
    assert texts(f"Perpetua: {question}", "Anselm: Tuesdays and Fridays.") == []


def test_which_days_of_an_activity_with_a_liking_verb() -> None:
    assert texts("Perpetua: Which days do you prefer to row?", "Anselm: Tuesdays and Fridays.") == [
        "Anselm prefers to row on Tuesdays and Fridays."
    ]


@pytest.mark.parametrize(
    "answer",
    [
        "Seven, and he's a right little terror.",
        "Seven, and he's the devil incarnate.",
        "Seven, and he rules the roost.",
    ],
)
def test_a_jest_after_an_age_forms_nothing(answer: str) -> None:
    found = texts("Perpetua: How old is your grandson?", f"Anselm: {answer}")
    assert all("years old" in fact for fact in found)


def test_whose_thing_the_one_asked_uses_is_still_the_owners() -> None:
    assert texts("Perpetua: Whose pony is it you're riding?", "Anselm: My cousin's.") == [
        "The pony is Anselm's cousin's."
    ]
    found = texts(
        "Perpetua: Whose pony is it you're riding?",
        "Anselm: My cousin's. He left it to me.",
    )
    assert "The pony belonged to Anselm's cousin." in found

"""The rule extractor forms only memories that read on their own (issue #15).

A formed memory names its subject, leans on no "it"/"she"/"there"/"you" left
unexplained, and carries absolute dates; answers are read with their question; every
transcript shape an adapter sends is understood. 1 March 2026 (2026-03-01) is a Sunday.
"""

from __future__ import annotations

import json
import logging
from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates
from memhub_server.pipeline.messages import read_messages

SUNDAY = date(2026, 3, 1)


def texts(content: str, day: date = SUNDAY) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


# --- transcript shapes ---------------------------------------------------------------


def test_json_messages_form_the_users_facts_and_skip_the_assistants() -> None:
    content = json.dumps(
        [
            {"role": "system", "content": "Be brief."},
            {"role": "user", "content": "I live in Ghent and I teach yoga."},
            {"role": "assistant", "content": "I live in the cloud."},
        ]
    )
    assert texts(content) == ["The user lives in Ghent.", "The user teaches yoga."]


def test_json_messages_with_names_and_content_parts_name_their_speakers() -> None:
    content = json.dumps(
        [
            {"role": "user", "name": "Wendell", "content": "I'm a beekeeper."},
            {
                "role": "user",
                "name": "Priscilla",
                "content": [{"type": "text", "text": "My brother is called Cormac."}],
            },
        ]
    )
    assert texts(content) == ["Wendell is a beekeeper.", "Priscilla's brother is called Cormac."]


def test_a_messages_object_is_read_like_an_array() -> None:
    content = json.dumps({"messages": [{"role": "user", "content": "I'm allergic to kiwi."}]})
    assert texts(content) == ["The user is allergic to kiwi."]


def test_json_messages_give_each_answer_its_question() -> None:
    content = json.dumps(
        [
            {"role": "assistant", "content": "What's your cat called?"},
            {"role": "user", "content": "Pickle."},
        ]
    )
    assert texts(content) == ["The user's cat is called Pickle."]


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("[Draft] I live in Porto.", "not valid JSON"),
        ("[1, 2, 3]", "item 0 is not an object"),
        ('[{"role": 7, "content": "hi"}]', "not a string"),
        ("[]", "non-empty array"),
        ("[" * 100_000 + "]" * 100_000, "JSON"),
    ],
)
def test_content_that_is_not_a_json_transcript_is_read_as_text_with_a_reason(
    content: str, reason: str, caplog: pytest.LogCaptureFixture
) -> None:
    assert isinstance(read_messages(content), str)
    with caplog.at_level(logging.INFO, logger="memhub.dreaming"):
        facts = texts(content)
    assert any(reason in record.getMessage() for record in caplog.records)
    if content.startswith("[Draft]"):
        assert facts == ["[Draft] the user lives in Porto."]


def test_a_claude_memory_file_of_notes_is_about_the_user() -> None:
    content = "# Preferences\n- Prefers aisle seats\n- Lives in Tromsø\n- Allergic to kiwi\n"
    assert texts(content) == [
        "The user prefers aisle seats.",
        "The user lives in Tromsø.",
        "The user is allergic to kiwi.",
    ]


# --- named subjects ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact", "subject", "slot"),
    [
        ("The user's brother is called Lorcan.", None, "the user", None),
        ("Wendell's landlord is Priscilla.", None, "Wendell", None),
        ("Oskar and Bram are flatmates.", None, "Oskar and Bram", None),
        ("The app codename is Halyard.", None, "The app", "the_app:codename"),
        ("Note for later: Marit's manager is Ilse.", "Marit's manager is Ilse.", "Marit", None),
        ("Marit's landlord is Ilse, did you know?", "Marit's landlord is Ilse.", "Marit", None),
        ("Turns out Ilse is Marit's tutor now.", "Ilse is Marit's tutor now.", "Ilse", None),
        (
            "The tram upgrade is codenamed Kittiwake.",
            None,
            "The tram upgrade",
            "the_tram_upgrade:codename",
        ),
    ],
)
def test_plain_statements_about_named_people_and_things_form_memories(
    said: str, fact: str | None, subject: str, slot: str | None
) -> None:
    facts = extract_facts(ExtractionInput(said, SUNDAY))
    assert [(f.text, f.subject, f.kind, f.slot) for f in facts] == [
        (fact or said, subject, "durable", slot)
    ]


# --- answers read with their question ------------------------------------------------


@pytest.mark.parametrize(
    ("content", "facts"),
    [
        ("Assistant: What's your cat called?\nUser: Pickle.", ["The user's cat is called Pickle."]),
        (
            "Assistant: Where do you live these days?\nUser: Tromsø, for now.",
            ["The user lives in Tromsø."],
        ),
        (
            "Assistant: What do you do for a living?\nUser: Carpenter. Mostly kitchens.",
            ["The user works as a carpenter."],
        ),
        ("Tess: Which town are you from?\nGil: Bexley.", ["Gil is from Bexley."]),
        (
            "Tess: You're left-handed, aren't you?\nGil: Yep, always have been.",
            ["Gil is left-handed."],
        ),
        ("Assistant: Aren't you vegan?\nUser: Definitely.", ["The user is vegan."]),
        ("Tess: You're left-handed, aren't you?\nGil: Nope.", []),
        (
            "Assistant: How is your aunt Philippa?\nUser: She just qualified as an electrician!",
            ["Philippa just qualified as an electrician."],
        ),
        (
            "Mo: Did you enjoy Tallinn?\nRia: Loved it. We're moving there next year.",
            ["Ria and others are moving to Tallinn in 2027."],
        ),
        ("Mo: Who knitted that scarf?\nRia: Juno knitted it.", ["Juno knitted the scarf."]),
        ("Sam: What does your dad do?\nJo: He's a postman.", ["Jo's dad is a postman."]),
        (
            "Sam: How are your parents?\nJo: They're retiring to Spain.",
            ["Jo's parents are retiring to Spain (as of 1 March 2026)."],
        ),
        (
            "Assistant: What's your favourite film?\nUser: Heat, easily.",
            ["The user's favourite film is Heat."],
        ),
        ("Assistant: How old are you?\nUser: 41.", ["The user was 41 years old in March 2026."]),
        ("Assistant: What are you reading these days?\nUser: Nothing.", []),
        (
            "Mo: So where did you go in the end?\nRia: Tallinn. Got back yesterday, I miss it.",
            ["Ria went to Tallinn.", "Ria got back on 28 February 2026 (2026-02-28)."],
        ),
        (
            "Mo: What did you call the new puppy?\nRia: Biscuit. Home since Friday.",
            ["Ria called the new puppy Biscuit."],
        ),
        (
            "Mo: What are you doing for work these days?\nRia: Welder, at a boatyard in Leith.",
            ["Ria works as a welder at a boatyard in Leith."],
        ),
    ],
)
def test_answers_take_their_meaning_from_the_question(content: str, facts: list[str]) -> None:
    assert texts(content) == facts


def test_a_question_never_lends_its_words_to_an_unrelated_turn() -> None:
    # The prompt names two people: "she" stays unresolved, so nothing is formed.
    content = "Mo: Are Ilse and Marit still in Bexley?\nRia: She moved to Tromsø."
    assert texts(content) == []


# --- what cannot be made self-contained ----------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "She drew it for me.",
        "It really inspired me.",
        "They give me the strength to keep going.",
        "Wendell is always here for you.",
        "I'd been there before.",
        "I love this song.",
        "My uncle reckons I should retire.",
        "My neighbour thinks the new tram is a waste.",
        "Drinks on me tonight.",
        "Cats rule, fight me.",
        "I'm a plumber, have been for years.",
    ],
)
def test_clauses_leaning_on_their_context_or_about_others_views_form_nothing(said: str) -> None:
    facts = texts(f"Alex: {said}")
    assert all(not f.endswith("been for years.") for f in facts)
    if said.startswith("I'm a plumber"):
        assert facts == ["Alex is a plumber."]
    else:
        assert facts == []


def test_a_clause_keeps_what_stands_before_an_unresolved_tail() -> None:
    assert texts("Alex: I can't stand olives, they taste like soap.") == [
        "Alex can't stand olives."
    ]


def test_a_pronoun_with_its_antecedent_in_the_clause_is_kept() -> None:
    assert texts("Alex: My sister and her husband live in Bexley.") == [
        "Alex's sister and her husband live in Bexley."
    ]


# --- dates ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "I have a vet appointment on the 9th.",
            "Alex has a vet appointment on 9 March 2026 (2026-03-09).",
        ),
        ("I sold my bike on the 20th.", "Alex sold their bike on 20 February 2026 (2026-02-20)."),
        (
            "I'm flying to Oslo a week from Thursday.",
            "Alex is flying to Oslo on Thursday, 12 March 2026 (2026-03-12).",
        ),
        (
            "We adopted a kitten two weeks ago today.",
            "Alex and others adopted a kitten on 15 February 2026 (2026-02-15).",
        ),
        ("My recital is on June 3rd.", "Alex's recital is on 3 June 2026 (2026-06-03)."),
        ("I met Ilse on June 3rd.", "Alex met Ilse on 3 June 2025 (2025-06-03)."),
        ("I've got an exam on the 21st.", "Alex has got an exam on 21 March 2026 (2026-03-21)."),
        ("My birthday is on the 14th.", "Alex's birthday is on the 14th of March."),
    ],
)
def test_day_phrases_become_absolute_dates(said: str, fact: str) -> None:
    assert texts(f"Alex: {said}") == [fact]


def test_a_dated_plan_is_a_fact_about_its_day_for_good() -> None:
    facts = extract_facts(ExtractionInput("Alex: I have a vet appointment on the 9th.", SUNDAY))
    assert [(f.kind, f.forget_after) for f in facts] == [("recent", None)]
    assert "9 March 2026" in facts[0].text


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("on the 5th", date(9999, 12, 31)),
        ("a week from Friday", date(9999, 12, 30)),
        ("two weeks ago today", date(1, 1, 3)),
    ],
)
def test_day_phrases_outside_the_calendar_are_left_as_written(text: str, day: date) -> None:
    assert resolve_relative_dates(text, day, past=text.endswith("today")) == (text, ())
    extract_facts(ExtractionInput(f"Alex: I have an exam {text}.", day))  # never raises


def test_he_or_she_after_a_sentence_naming_one_person_means_that_person() -> None:
    assert texts("Jo: My brother Tim is a chef. He works at Nobu.") == [
        "Jo's brother Tim is a chef.",
        "Tim works at Nobu.",
    ]
    # Two people named before: "she" could be either, so nothing is formed from it.
    assert texts("Jo: Had lunch with Priya and Sam. She is moving to Oslo.") == []


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        ("Feeling really seasick today.", []),
        ("Off to Lisbon tomorrow!", ["Alex is off to Lisbon on 2 March 2026 (2026-03-02)."]),
        ("Working on it.", []),
        ("Working from home is overrated.", []),
    ],
)
def test_a_speakers_clause_without_its_i_is_about_the_speaker(said: str, facts: list[str]) -> None:
    assert texts(f"Alex: {said}") == facts


def test_this_before_a_day_name_is_a_date_not_a_pointer() -> None:
    # Regression: said on a Sunday, "this Friday" was the Friday gone two days before.
    assert texts("Alex: My cousin's recital is this Friday.") == [
        "Alex's cousin's recital is on Friday, 6 March 2026 (2026-03-06)."
    ]


def test_its_my_birthday_points_at_nothing() -> None:
    assert texts("User: It's my 30th birthday today!") == [
        "The user's 30th birthday is on 1 March 2026 (2026-03-01)."
    ]


def test_a_second_named_subject_in_a_sentence_forms_its_own_fact() -> None:
    assert texts("User: Ilse runs the bakery and Ilse's partner is Bram.") == [
        "Ilse runs the bakery.",
        "Ilse's partner is Bram.",
    ]

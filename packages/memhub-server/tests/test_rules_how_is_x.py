"""Answers to "How is X?", "How's your X?" and "And X?" about someone the chat knows.

A full answer says what the one asked about did ("And Lena?" - "Started her new job on
Monday."): the subject it leaves out is that one, never the speaker. A name asked after
alone ("And Lena?") counts as a name when the answer speaks of a "he" or "she". A passing
mood ("She's fine.", "Fine, busy.") forms nothing. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.context import with_prompt

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- the rewrite --------------------------------------------------------------------


def test_and_name_gives_the_subject_left_out() -> None:
    assert with_prompt("And Oksana?", "Started her new job on Monday.") == (
        "Oksana started her new job on Monday."
    )


def test_what_about_your_relative_gives_the_subject() -> None:
    assert with_prompt("What about your cousin?", "Moved to Bristol in March.") == (
        "My cousin moved to Bristol in March."
    )


def test_and_you_is_not_someone_else() -> None:
    assert with_prompt("And you?", "Started a new job on Monday.") == (
        "Started a new job on Monday."
    )


# --- whole chats --------------------------------------------------------------------


def test_and_name_subjectless_answer_is_theirs() -> None:
    facts = texts("Dara: And Oksana?", "Piotr: Passed her driving test on Friday!")
    assert any("Oksana passed her driving test" in f for f in facts), facts
    assert not any(f.startswith("Piotr passed") for f in facts), facts


def test_and_name_pet_subjectless_answer_is_the_pet() -> None:
    facts = texts(
        "Dara: And Pistachio?",
        "Piotr: Came home from the vet on Monday. He's limping a bit but eating again.",
    )
    assert any(f.startswith("Pistachio came home from the vet") for f in facts), facts
    assert not any(f.startswith("Piotr came home") for f in facts), facts


def test_and_name_she_answer_is_the_one_asked() -> None:
    facts = texts("Dara: And Oksana?", "Piotr: She got the job in Gdansk!")
    assert any(f.startswith("Oksana got the job in Gdansk") for f in facts), facts


def test_how_is_your_relative_still_there_is_not_the_speaker() -> None:
    facts = texts(
        "Dara: And your brother?",
        "Piotr: Still in Glasgow. He got engaged in April.",
    )
    assert not any(f.startswith("Piotr is still") for f in facts), facts
    assert any("brother got engaged in April" in f for f in facts), facts


def test_how_is_your_dad_full_sentence() -> None:
    facts = texts(
        "Dara: How's your dad?",
        "Piotr: He's started physio twice a week and he's walking without a stick now.",
    )
    assert any(f.startswith("Piotr's dad has started physio") for f in facts), facts


def test_lower_case_and_word_with_he_after_is_not_the_speaker() -> None:
    facts = texts(
        "Dara: and biscuit?",
        "Piotr: came back from the kennels on sunday. he sulked all evening",
    )
    assert not any(f.startswith("Piotr came back") for f in facts), facts


def test_lower_case_and_work_with_someone_own_stays_the_speaker() -> None:
    facts = texts(
        "Dara: and work?",
        "Piotr: got promoted on monday, my manager said he was impressed",
    )
    assert any(f.startswith("Piotr got promoted") for f in facts), facts


# --- nothing formed -------------------------------------------------------------------


def test_passing_mood_forms_nothing() -> None:
    assert texts("Dara: How is Oksana?", "Piotr: She's fine.") == []
    assert texts("Dara: And Oksana?", "Piotr: Fine, busy.") == []
    assert texts("Dara: How's your mum?", "Piotr: Tired.") == []


def test_and_place_with_no_he_or_she_is_no_name() -> None:
    facts = texts("Dara: And Lisbon?", "Piotr: Loved it, stayed a week.")
    assert not any(f.startswith("Lisbon") for f in facts), facts


def test_a_name_guessed_alone_is_not_asked_after() -> None:
    assert with_prompt("Who did you go with? Marta?", "Went with Kasia in the end.") == (
        "Went with Kasia in the end."
    )


def test_prompt_he_before_the_one_asked_leaves_he_unresolved() -> None:
    facts = texts(
        "Dara: Congratulations! He's gorgeous. How are you and Tomasz?",
        "Piotr: Exhausted but happy. He was born at St Mary's at six in the morning.",
    )
    assert not any(f.startswith("Tomasz was born") for f in facts), facts

"""News that a second fresh chat text (issue #15, session 32, probe C) formed nothing from,
or formed wrong: a stay booked for a later month, a finding told with when the news came,
thanks for a gift and a thing sent to the other speaker, an age answered in tens and
units, an animal met by name and then described, the speaker's first day somewhere, a
couple that splits up named at a sentence's start, and a "he" after "engaged to Marco"
(either of them) or after "Not great," (no one's name)."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def texts(*turns: str, on: date = date(2026, 3, 9)) -> list[str]:
    found = extract_facts(ExtractionInput(content="\n".join(turns), document_date=on))
    return [f.text for f in found]


# --- a stay booked for a month later in the year is ahead ---------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Brigid: Ottoline and I booked three nights in Bruges in October.",
            "Ottoline and Brigid booked three nights in Bruges in October 2026.",
        ),
        (
            "Brigid: We've booked a cottage on Skye in August.",
            "Brigid and others have booked a cottage on Skye in August 2026.",
        ),
        (
            "Brigid: We found a flat near the canal, we move in July.",
            "Brigid and others move in July 2026.",
        ),
    ],
)
def test_a_stay_booked_for_a_later_month_is_ahead(said: str, expected: str) -> None:
    assert expected in texts(said, "Fennick: Lovely.")


def test_a_month_before_the_news_may_be_when_the_booking_was_made() -> None:
    # said in March of a January: when it was booked, or next January; left to the tense
    found = texts("Brigid: We booked the venue in January.", "Fennick: Good.")
    assert not any("January 2027" in text for text in found)


def test_something_bought_in_a_later_month_stays_behind() -> None:
    found = texts("Brigid: We bought the caravan in November.", "Fennick: Nice.")
    assert not any("November 2026" in text for text in found)


# --- a finding told with when the news came -------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Brigid: The consultant told me yesterday that I have glaucoma.",
            "Brigid was diagnosed with glaucoma on 8 March 2026 (2026-03-08).",
        ),
        (
            "Brigid: on friday the doctor told me i've got high cholesterol. no more cheese",
            "Brigid was diagnosed with high cholesterol on Friday, 6 March 2026 (2026-03-06).",
        ),
        (
            "Brigid: This morning the vet told us Pumpernickel has kidney disease.",
            "Pumpernickel was diagnosed with kidney disease on the morning of 9 March 2026"
            " (2026-03-09).",
        ),
    ],
)
def test_a_finding_told_with_when_keeps_the_day(said: str, expected: str) -> None:
    assert expected in texts(said, "Fennick: Oh no.")


def test_advice_told_with_when_is_no_finding() -> None:
    assert texts("Brigid: Yesterday the doctor told me I should walk more.", "Fennick: Ha.") == []


# --- gifts between the two speakers ---------------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Brigid: Thank you so much for the teapot, it's already in use!",
            "Brigid thanked Fennick for the teapot.",
        ),
        (
            "Brigid: thanks for the gorgeous tulips!!",
            "Brigid thanked Fennick for the gorgeous tulips.",
        ),
        (
            "Brigid: I've posted you a jar of my damson jam.",
            "Brigid has posted Fennick a jar of my damson jam.",
        ),
    ],
)
def test_a_gift_is_told_to_the_other_speaker_by_name(said: str, expected: str) -> None:
    found = texts(said, "Fennick: You're welcome!")
    assert any(text.startswith(expected.split(" my ")[0]) for text in found), found


@pytest.mark.parametrize(
    "said",
    [
        "Brigid: Thanks for the advice, I'll try it tonight.",
        "Brigid: Thank you for the lift yesterday.",
        "Brigid: I sent you the photos from the party.",
        "Brigid: Thanks for the reminder!",
    ],
)
def test_thanks_for_help_or_a_message_sent_forms_no_gift(said: str) -> None:
    found = texts(said, "Fennick: Any time.")
    assert not any("Fennick" in text for text in found), found


def test_thanks_to_an_assistant_names_no_one() -> None:
    found = texts("User: Thank you for the recipe!", "Assistant: You're welcome.")
    assert not any("thanked" in text for text in found)


# --- an age answered in tens and units --------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "said", "expected"),
    [
        (
            "Fennick: How old is your grandad now?",
            "Brigid: Eighty-three, and he still drives to the coast every Sunday.",
            "Brigid's grandad was 83 years old in March 2026.",
        ),
        (
            "Fennick: How old is Ottoline anyway?",
            "Brigid: Forty-one, but she dresses like a teenager.",
            "Ottoline was 41 years old in March 2026.",
        ),
        (
            "Fennick: How old is your aunt?",
            "Brigid: Sixty-four in June.",
            "Brigid's aunt turns 64 in June 2026.",
        ),
    ],
)
def test_an_age_in_tens_and_units_answers_how_old(prompt: str, said: str, expected: str) -> None:
    found = texts(prompt, said)
    assert expected in found, found
    assert not any(text.startswith(("Eighty", "Forty", "Sixty")) for text in found)


def test_a_number_answering_something_else_is_no_age() -> None:
    found = texts(
        "Fennick: How many came to the party?", "Brigid: Forty-one, and they ate everything."
    )
    assert not any("years old" in text or " is 41" in text for text in found)


# --- an animal met by name, then described ---------------------------------------------


def test_an_animal_met_by_name_is_described_by_its_name() -> None:
    found = texts(
        "Brigid: Fennick, meet Juniper! We collected her from the shelter in Ayr on Sunday."
        " She's a tabby cat, two years old.",
        "Fennick: What a face!",
    )
    # the kind and the age, apart or together ("Juniper is a tabby cat, two years old.")
    assert any(text.startswith("Juniper is a tabby cat") for text in found)
    assert any(text.startswith("Juniper is") and "two years old" in text for text in found)
    assert any(
        text.startswith("Brigid and others collected Juniper from the shelter") for text in found
    )


def test_someone_met_by_name_is_no_animal() -> None:
    found = texts("Brigid: Meet Lorcan! He's the new barman at the Swan.", "Fennick: Hi Lorcan!")
    assert not any("is a" in text and "Lorcan" in text and "cat" in text for text in found)


def test_a_person_between_stops_the_animal_met() -> None:
    found = texts(
        "Brigid: Meet Juniper! Ottoline found her in a skip. She's a tabby cat.",
        "Fennick: Poor thing!",
    )
    assert "Juniper is a tabby cat." not in found


# --- the speaker's first day somewhere ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Brigid: First day at Marchbank Solicitors done! Lovely team.",
            "Brigid had their first day at Marchbank Solicitors.",
        ),
        (
            "Brigid: first week as deputy head survived, so much paperwork",
            "Brigid had their first week as deputy head.",
        ),
    ],
)
def test_a_first_day_told_as_a_fragment_is_the_speakers(said: str, expected: str) -> None:
    assert expected in texts(said, "Fennick: Well done!")


@pytest.mark.parametrize(
    "said",
    [
        "Brigid: First day at nursery! She didn't want to leave.",
        "Brigid: First day at the seaside was freezing.",
        "Brigid: First day at school done. He cried.",
    ],
)
def test_a_first_day_of_a_child_or_a_day_out_is_not_the_speakers(said: str) -> None:
    found = texts(said, "Fennick: Aw.")
    assert not any("Brigid had" in text for text in found), found


# --- a couple named at a sentence's start -------------------------------------------------


def test_a_couple_that_splits_up_is_named() -> None:
    found = texts("Brigid: Anselm and Tullia have split up after nine years.", "Fennick: Oh no.")
    assert "Anselm and Tullia have split up after nine years." in found


# --- whom a "he" is -------------------------------------------------------------------------


def test_a_he_after_an_engagement_to_someone_is_either() -> None:
    found = texts(
        "Brigid: Ottoline got engaged to Ruari. He proposed on the ferry to Mull.",
        "Fennick: Amazing!",
    )
    assert "Ottoline got engaged to Ruari." in found
    assert not any(text.startswith("Ottoline proposed") for text in found)


def test_not_great_is_no_ones_name() -> None:
    found = texts(
        "Fennick: How's he coping?",
        "Brigid: Not great, he's moved back in with his parents for now.",
    )
    assert not any(text.startswith("Not ") for text in found), found


# --- whose wedding and whose funeral ------------------------------------------------------


def test_the_wedding_of_a_couple_just_engaged() -> None:
    found = texts(
        "Brigid: Ottoline got engaged to Ruari!",
        "Fennick: When's the wedding?",
        "Brigid: The ninth of May next year.",
    )
    assert any(
        text.startswith("Ottoline and Ruari are getting married on 9 May 2027") for text in found
    ), found


def test_the_wedding_with_two_couples_engaged_is_no_ones() -> None:
    found = texts(
        "Brigid: Ottoline got engaged to Ruari and Tam got engaged to Isla!",
        "Fennick: When's the wedding?",
        "Brigid: The ninth of May.",
    )
    assert not any("getting married" in text for text in found), found


def test_the_funeral_of_the_one_who_died() -> None:
    found = texts(
        "Brigid: My great-aunt Ivy died on Sunday.",
        "Fennick: I'm so sorry.",
        "Brigid: The funeral is next Thursday in Kirkwall.",
    )
    assert any(text.startswith("Brigid's great-aunt Ivy's funeral is on") for text in found), found


def test_the_funeral_after_two_deaths_is_no_ones() -> None:
    found = texts(
        "Brigid: My nan died in May and then Uncle Reg died last week.",
        "Fennick: Awful.",
        "Brigid: The funeral is on Friday.",
    )
    assert not any("funeral" in text for text in found), found


@pytest.mark.parametrize(
    "said", ["Our wedding is on the ninth of May next year.", "Our wedding is on 9 May next year."]
)
def test_a_day_in_words_or_before_the_month_next_year(said: str) -> None:
    assert "Brigid's wedding is on 9 May 2027 (2027-05-09)." in texts(
        f"Brigid: {said}", "Fennick: Yay!"
    )


def test_an_animal_greeted_by_name_is_described_by_its_name() -> None:
    found = texts("Brigid: Say hello to Gustav! He's a pug, three years old.", "Fennick: Aw!")
    assert any(text.startswith("Gustav is a pug") for text in found)

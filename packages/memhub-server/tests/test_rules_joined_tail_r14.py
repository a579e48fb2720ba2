"""Clauses that formed nothing because the part beside them leans on its context
(session 34, helper R14), read through the whole extractor:

* a clause joined on by ", and" with a subject of its own, a relative or
  a name, after a first part that leans on the chat ("They rang us on Friday, and my
  sister has moved into a flat in Leeds");
* a clause that leaves its "I" out after a sentence whose last part is the speaker's
  ("work is mad but im fine. sold my old car ...").

Every sentence here is written for these tests; the document date is 15 May 2024.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), DAY))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Mila: They rang us on Friday, and my sister has already moved into a flat in Leeds.",
            "Mila's sister has already moved into a flat in Leeds.",
        ),
        (
            "Mila: He came round on Sunday, and my brother works at the bakery in Ripon now.",
            "Mila's brother works at the bakery in Ripon now.",
        ),
        (
            "Mila: That's the plan, and my husband has booked the ferry to Bilbao for the"
            " 3rd of June.",
            "Mila's husband has booked the ferry to Bilbao for 3 June 2024 (2024-06-03).",
        ),
        (
            "Mila: it was mad, and my sister got a dog called Pip.",
            "Mila's sister got a dog called Pip.",
        ),
    ],
)
def test_a_joined_clause_with_its_own_subject_forms(line: str, expected: str) -> None:
    assert expected in texts(line)


def test_a_joined_clause_about_someone_named_forms() -> None:
    found = texts(
        "Oskar: Have you met Ilse?",
        "Mila: That was a shock, and Ilse has started a job at the library in Hull.",
    )
    assert "Ilse has started a job at the library in Hull." in found


@pytest.mark.parametrize(
    "line",
    [
        "Mila: She said no, and my dad was furious.",
        "Mila: It took ages, so my mum sold it to a dealer in York.",
        # after "so" or "but" it answers the part before it
        "Mila: He moved out in May, so my sister can have the spare room again.",
        "Mila: It means moving to Hull, but my dad is only an hour away on the bus.",
        "Mila: It rained all week, but my brother still ran the whole course.",
        "Mila: They were late, and my sister said it was fine.",
        "Mila: It was lovely, and my mum cried.",
        "Mila: They split up in May, and my nephew is staying with them.",
        # a capitalised word that is no one the chat names
        "Mila: It was lovely, and Monday was a bank holiday.",
    ],
)
def test_a_joined_clause_that_leans_or_says_nothing_forms_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Kez: work is mad but im fine. sold my old car to a guy in derby for 900 quid",
            "Kez sold their old car to a guy in derby for 900 quid.",
        ),
        (
            "Kez: the weather was rubbish and im knackered. booked a week in crete for june tho",
            "Kez booked a week in crete for June 2024.",
        ),
        (
            "Kez: hull is freezing but im surviving. started my new job at the docks on monday",
            "Kez started their new job at the docks on Monday, 13 May 2024 (2024-05-13).",
        ),
    ],
)
def test_a_left_out_i_after_the_speakers_own_part_forms(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        # the last part before it is someone else's: the doing may be theirs
        "Kez: im fine but my brother is a mess. quit his job on friday",
        "Kez: i stayed in but tom went out. got a kebab at 3am",
    ],
)
def test_a_left_out_i_after_someone_elses_part_forms_nothing(line: str) -> None:
    assert texts(line) == []


# --- "Less X, more Y": a comparative opening an answer is no one's name -----------------


def test_a_comparative_opening_an_answer_is_no_name_a_he_could_be() -> None:
    found = texts(
        "Odile: Big news! My manager told me on Monday that I'm running the new depot.",
        "Ana: Wow! Does that mean no more night shifts?",
        "Odile: Fewer nights, more meetings. She says I'm the most organised person on the site.",
    )
    # (the manager's praise, "the most organised person on the site", is a view of Odile,
    # no fact: session 35)
    assert any("running the new depot" in fact for fact in found), found
    assert not any(fact.startswith("Fewer") for fact in found)


@pytest.mark.parametrize(
    "opening",
    ["Less sleep, more coffee.", "More or less.", "Less money, more fun."],
)
def test_a_comparative_opening_gives_a_he_to_no_one(opening: str) -> None:
    found = texts(
        "Ana: How is the new job going?",
        f"Odile: {opening} He says I'm the fastest packer in the warehouse.",
    )
    assert not any(fact.startswith(("Less", "More")) for fact in found)
    assert found == []

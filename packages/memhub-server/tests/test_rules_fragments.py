"""Fragment answers and short references read as whole, true statements (rules/context.py).

Every sentence and name here is written for these tests; the document date is 15 May 2024.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), DAY))]


# --- "where do you work?" answered with a job, a line of work or an employer ----------


@pytest.mark.parametrize(
    ("question", "reply", "formed"),
    [
        ("where are you working now?", "Dental nurse.", "Wendel works as a dental nurse."),
        ("where do you work?", "Welder, mostly call-outs.", "Wendel works as a welder."),
        ("where do you work these days?", "A bakery near the docks.", None),
        ("where are you working now?", "Pemberton Logistics.", None),
        ("where do you work?", "The library.", "Wendel works at the library."),
        ("where do you work?", "Hospitality.", "Wendel works in hospitality."),
        ("where does your brother work?", "Electrician.", None),
        ("where does your brother work?", "The hospital.", None),
    ],
)
def test_where_you_work_reads_as_job_field_or_employer(
    question: str, reply: str, formed: str | None
) -> None:
    found = texts(f"Fennick: {question}", f"Wendel: {reply}")
    if formed is not None:
        assert formed in found
    wrong = [t for t in found if " at Dental" in t or " at Welder" in t or " in Electrician" in t]
    assert wrong == []
    assert all("works" in t for t in found)


def test_employer_and_relative_answers_name_the_right_one() -> None:
    assert "Wendel works at a bakery near the docks." in texts(
        "Fennick: where do you work these days?", "Wendel: A bakery near the docks."
    )
    assert "Wendel works at Pemberton Logistics." in texts(
        "Fennick: where are you working now?", "Wendel: Pemberton Logistics."
    )
    assert "Wendel's brother works as an electrician." in texts(
        "Fennick: where does your brother work?", "Wendel: Electrician."
    )
    assert "Wendel's brother works at the hospital." in texts(
        "Fennick: where does your brother work?", "Wendel: The hospital."
    )


@pytest.mark.parametrize(
    "reply",
    ["Freelance.", "From home mostly.", "Odd jobs here and there.", "Nights, sadly.", "Remote."],
)
def test_where_you_work_answer_that_is_no_workplace_forms_nothing(reply: str) -> None:
    assert texts("Fennick: where are you working now?", f"Wendel: {reply}") == []


# --- a name after a sentence-opening adverb ("Then Kim rang.") --------------------------


@pytest.mark.parametrize(
    ("line", "formed"),
    [
        ("Then Odile phoned. She's got the canal boat.", "Odile has got the canal boat."),
        ("Later Bertil texted. He's moving to Vaasa.", "Bertil is moving to Vaasa."),
        (
            "Luckily Zebedee was in. He fixed the washing machine.",
            "Zebedee fixed the washing machine.",
        ),
        ("Anyway, Carys rang. She's joined a fencing club.", "Carys has joined a fencing club."),
    ],
)
def test_name_after_opening_adverb_is_the_one_he_or_she_means(line: str, formed: str) -> None:
    found = texts(f"Ottoline: {line}")
    assert formed in found
    # the adverb is neither part of the name nor a name of its own
    assert not any(t.split()[0] in {"Then", "Later", "Luckily", "Anyway"} for t in found)


def test_opening_adverb_is_never_an_attested_name() -> None:
    from memhub_server.pipeline.memory.rules.person import attested_names
    from memhub_server.pipeline.memory.rules.text import passages

    names = attested_names(passages("Ottoline: Then Odile phoned. She's got the canal boat."))
    assert "Odile" in names
    assert "Then" not in names


@pytest.mark.parametrize(
    "line",
    [
        "Then Thursday came. She left early.",  # a weekday, no one to name
        "So Leuven was gorgeous. The food was great.",  # a place, never treated as a person
        "Then Odile phoned. Did she get the canal boat?",  # a question settles nothing
    ],
)
def test_opening_adverb_near_misses_form_nothing_about_them(line: str) -> None:
    found = texts(f"Ottoline: {line}")
    assert not any(t.startswith(("Thursday", "Leuven", "Odile", "Then", "So ")) for t in found)


# --- "they" for the one pair just named --------------------------------------------------


@pytest.mark.parametrize(
    ("line", "formed"),
    [
        (
            "Radka and Fitzroy came by. They've adopted a hovercraft.",
            "Radka and Fitzroy have adopted a hovercraft.",
        ),
        (
            "I had lunch with Radka and Fitzroy. They're moving to Brno.",
            "Radka and Fitzroy are moving to Brno.",
        ),
        (
            "Radka and Fitzroy came by. They'd sold the caravan.",
            "Radka and Fitzroy had sold the caravan.",
        ),
    ],
)
def test_they_after_one_pair_is_that_pair(line: str, formed: str) -> None:
    assert formed in texts(f"Ottoline: {line}")


@pytest.mark.parametrize(
    "lines",
    [
        # another plural in reach: the children, a group the other speaker asked about
        ["Ottoline: Radka and Fitzroy came by with the twins. They've adopted a hovercraft."],
        [
            "Fennick: how are your cousins?",
            "Ottoline: Radka and Fitzroy came by. They've adopted a hovercraft.",
        ],
        # two pairs, a list of three, or a third person named alongside
        ["Ottoline: Radka and Fitzroy came. Quenby and Joost came. They've adopted a hovercraft."],
        ["Ottoline: Radka, Fitzroy and Quenby came by. They've adopted a hovercraft."],
        ["Ottoline: Radka and Fitzroy came by with Quenby. They've adopted a hovercraft."],
        # places joined by "and", and a "they" that also has a "her" to place
        ["Ottoline: We toured Namur and Dijon. They've got great markets."],
        ["Ottoline: Radka and Fitzroy came by. They've given her a hovercraft."],
        # a question about them
        ["Ottoline: Radka and Fitzroy came by. They've adopted a hovercraft?"],
    ],
)
def test_they_with_anyone_else_in_reach_names_no_pair(lines: list[str]) -> None:
    found = texts(*lines)
    assert not any(t.startswith(("Radka and Fitzroy have", "Namur and Dijon")) for t in found)
    assert not any(t.startswith(("Fitzroy and Quenby", "Quenby and Joost")) for t in found)


def test_job_fragment_answering_about_someone_else_is_theirs() -> None:
    found = texts("Fennick: where does your aunt work?", "Wendel: Optometrist at the mall.")
    assert "Wendel's aunt works as an optometrist at the mall." in found
    assert not any(t.startswith("Wendel works") for t in found)
    assert "Wendel works as an optometrist at the mall." in texts(
        "Fennick: where do you work?", "Wendel: Optometrist at the mall."
    )

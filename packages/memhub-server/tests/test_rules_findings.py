"""A doctor's, vet's or physio's finding, told as reported speech (issue #15,
rules/findings.py).

Reported speech forms nothing ("my mum says I'm lazy" is her view). A finding about the
speaker, a relative or a pet is the fact people need remembered: "the vet said she has
kidney disease" -> "<pet> has kidney disease.". Only a professional (or "they" at a
visit to one) reporting a condition, an illness or an injury counts; advice, guesses,
verdicts on health and findings whose owner nothing says form nothing.
"""

from __future__ import annotations

import time
from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.findings import plain_findings

WEDNESDAY = date(2024, 5, 15)


def facts(*lines: str, known: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
    content = "\n".join(lines)
    found = extract_facts(ExtractionInput(content, WEDNESDAY, known_names=known))
    return [(fact.kind, fact.text) for fact in found]


# --- the rewrite --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        ("the GP said I have coeliac disease", None, "I have coeliac disease"),
        ("My physio reckons I've got tendonitis.", None, "I have tendonitis."),
        # joined to the visit: the one the visit names is the "she"
        (
            "Pippa was at the vet on Monday and they said she has a heart murmur",
            None,
            "Pippa went to the vet on Monday. Pippa has a heart murmur",
        ),
        # the name given again, in brackets; a descriptor after it dropped
        (
            "they found he's got an irregular heartbeat, atrial fibrillation, at his "
            "check up on friday",
            "how's your grandad?",
            "he has an irregular heartbeat (atrial fibrillation). he had a check up on friday",
        ),
        ("the vet said she has liver disease, early stage", None, "she has liver disease"),
        # "the ankle" with no one else in reach is the speaker's
        (
            "ugh. the doctor says the ankle is fractured, so no running",
            None,
            "ugh. I have a fractured ankle. no running",
        ),
        ("they told me it's a stress fracture", None, "I have a stress fracture"),
    ],
)
def test_finding_made_plain(text: str, prompt: str | None, expected: str) -> None:
    assert plain_findings(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "prompt"),
    [
        ("the doctor thinks I should rest", None),
        ("my mum says I'm lazy", None),
        ("the doctor says I might have gout", None),
        ("the doctor said I don't have diabetes", None),
        ("the vet says she's healthy", None),
        ("if the doctor says I have gout I'll cry", None),
        # "they" with no visit in reach: who they are, nothing says
        ("they say I have asthma", None),
        # whose ankle: the dad's or the speaker's
        ("Dad fell. The doctor says the ankle is fractured", None),
        ("the doctor says the ankle is fractured", "how's your mum?"),
        # whose "it": the cat's, or the speaker's
        ("my cat is limping and the vet told me it's arthritis", None),
        ("the doctor said I have a good chance", None),
    ],
)
def test_not_a_finding(text: str, prompt: str | None) -> None:
    assert plain_findings(text, prompt) == text


# --- what forms -----------------------------------------------------------------------


def test_pet_finding_named_by_the_visit() -> None:
    assert facts(
        "Noor: so, Pippa was at the vet last thursday and they said she has kidney "
        "disease, early stage",
        known=frozenset({"Pippa"}),
    ) == [
        ("recent", "Pippa went to the vet on Thursday, 9 May 2024 (2024-05-09)."),
        ("durable", "Pippa has kidney disease."),
    ]


def test_relative_finding_named_by_the_prompt() -> None:
    assert facts(
        "Sam: and how's your grandpa doing?",
        "Aroha: not great. they found he's got an irregular heartbeat, atrial "
        "fibrillation, at his check up on monday",
    ) == [
        ("durable", "Aroha's grandpa has an irregular heartbeat (atrial fibrillation)."),
        ("recent", "Aroha's grandpa had a check up on Monday, 13 May 2024 (2024-05-13)."),
    ]


def test_the_speakers_injury() -> None:
    assert facts("Ines: my shoulder. the surgeon says the rotator cuff is torn") == [
        ("durable", "Ines has a torn rotator cuff."),
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Ola: the doctor said I have gout", "Ola has gout."),
        ("Ola: the vet thinks my dog has arthritis", "Ola's dog has arthritis."),
        ("Ola: Dr Mensah told me I'm anaemic", "Ola is anaemic."),
        ("Ola: the consultant said my mum has early-stage dementia",
         "Ola's mum has early-stage dementia."),
        ("Ola: the doctor said I have a torn ACL and need surgery", "Ola has a torn ACL."),
    ],
)  # fmt: skip
def test_durable_findings(line: str, expected: str) -> None:
    assert facts(line) == [("durable", expected)]


def test_short_illness_is_a_state() -> None:
    found = extract_facts(ExtractionInput("Ola: the doctors think I have bronchitis", WEDNESDAY))
    assert [(f.kind, f.text, f.forget_after is not None) for f in found] == [
        ("recent", "Ola has bronchitis.", True)
    ]


def test_named_person_with_a_lasting_condition() -> None:
    assert facts("Ola: Tomasz has kidney disease", known=frozenset({"Tomasz"})) == [
        ("durable", "Tomasz has kidney disease.")
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Ola: the doctor thinks I should rest",
        "Ola: my mum says I'm lazy",
        "Ola: the physio says months not weeks",
        "Ola: the doctor says I'm fine",
        "Ola: they reckon I've got a great voice",
    ],
)
def test_opinions_form_nothing(line: str) -> None:
    assert facts(line) == []


# --- the finding asked for ----------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer", "expected"),
    [
        (
            "how's the ankle, what did the doctor say?",
            "bursitis. no netball for a month",
            [("durable", "Ola has bursitis.")],
        ),
        (
            "ouch, what did the physio say",
            "torn hamstring, six weeks off",
            [("durable", "Ola has a torn hamstring.")],
        ),
    ],
)
def test_finding_asked_for(prompt: str, answer: str, expected: list[tuple[str, str]]) -> None:
    assert facts(f"Bea: {prompt}", f"Ola: {answer}") == expected


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("what did the vet say?", "arthritis. poor thing"),  # the pet's, which nothing says
        ("how's your dad, what did the doctor say?", "a hernia."),  # the dad's
        ("what did the doctor say?", "nothing much, rest"),
    ],
)
def test_finding_asked_for_someone_else(prompt: str, answer: str) -> None:
    assert plain_findings(answer, prompt) == answer


# --- chat spelling, other ways of saying it ---------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Ola: the doc said i have gout", ("durable", "Ola has gout.")),
        ("Ola: physio says ive got tendonitis", ("durable", "Ola has tendonitis.")),
        ("Ola: the doctor says im diabetic", ("durable", "Ola is diabetic.")),
        ("Ola: they told me its a stress fracture", ("durable", "Ola has a stress fracture.")),
        ("Ola: the doctor diagnosed me with asthma", ("durable", "Ola has asthma.")),
        ("Ola: the vet diagnosed my cat with diabetes", ("durable", "Ola's cat has diabetes.")),
        ("Ola: the doctor said it was a mild concussion", ("recent", "Ola has a mild concussion.")),
    ],
)
def test_other_wordings(line: str, expected: tuple[str, str]) -> None:
    assert facts(line) == [expected]


def test_a_relatives_short_illness_passes() -> None:
    found = extract_facts(ExtractionInput("Ola: the hospital said my dad has pneumonia", WEDNESDAY))
    assert [(f.kind, f.text, f.forget_after is not None) for f in found] == [
        ("recent", "Ola's dad has pneumonia.", True)
    ]
    found = extract_facts(ExtractionInput("Ola: my sister has the flu", WEDNESDAY))
    assert [(f.kind, f.forget_after is not None) for f in found] == [("recent", True)]


# --- review fixes (session 28) ------------------------------------------------------


def test_a_finding_in_the_past_is_left_as_said() -> None:
    # "had" is then, not now: never "has cancer in 2015"
    said = "the doctor said I had cancer in 2015 but I'm clear now."
    assert plain_findings(said) == said
    assert all("has cancer" not in fact for _, fact in facts(f"Ola: {said}"))


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("what did the doctor say?", "Hernia. Not mine, my dad's."),
        ("what did the consultant say?", "gout. It's Tom's, not mine."),
    ],
)
def test_finding_asked_for_then_said_to_be_someone_elses(prompt: str, answer: str) -> None:
    assert plain_findings(answer, prompt) == answer


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("Hernia. Surgery is in May.", "Ola has hernia."),
        ("IBS. Could be worse.", "Ola has IBS."),
        ("Crohn's. Could be worse.", "Ola has Crohn's."),
    ],
)
def test_finding_asked_for_keeps_only_an_acronyms_capitals(answer: str, expected: str) -> None:
    formed = facts("Bea: what did the doctor say?", f"Ola: {answer}")
    assert ("durable", expected) in formed


def test_an_injury_said_next_to_be_someone_elses() -> None:
    said = "the doctor said the ankle is broken. It's my son's."
    assert plain_findings(said) == said
    assert facts(f"Ola: {said}") == []


def test_an_injury_with_no_one_else_named_after_it() -> None:
    formed = facts("Ola: I fell. the doctor said the ankle is broken. It's awful.")
    assert ("recent", "Ola has a broken ankle.") in formed


def test_many_they_said_reports_stay_fast() -> None:

    said = "they said it's fine. " * 1000
    began = time.perf_counter()
    assert plain_findings(said) == said
    assert time.perf_counter() - began < 0.5

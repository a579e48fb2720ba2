"""An answer to "what do you do?" or "what's your dad's job?" forms a job only when it
names one ("welder", "sommelier at a wine bar"); a quip or a state forms no job."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

THURSDAY = date(2025, 10, 9)


def texts(question: str, answer: str) -> list[str]:
    content = f"Lene: {question}\nOskar: {answer}"
    return [fact.text for fact in extract_facts(ExtractionInput(content, THURSDAY))]


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        ("what do you do?", "welder", "Oskar works as a welder."),
        ("what do you do?", "sommelier at a wine bar", "Oskar works as a sommelier at a wine bar."),
        ("what do you do for work?", "Baker, at the Crumb", "Oskar works as a baker at the Crumb."),
        ("what's your mum's job?", "dentist", "Oskar's mum's job is dentist."),
    ],
)
def test_an_answer_naming_a_job_forms_it(question: str, answer: str, expected: str) -> None:
    assert expected in texts(question, answer)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("what do you do?", "as little as possible"),
        ("what do you do?", "nothing much tbh"),
        ("what's your dad's job?", "retired now, was a teacher"),
        ("what's your mum's job?", "she's between things"),
    ],
)
def test_a_quip_or_a_state_forms_no_job(question: str, answer: str) -> None:
    assert not any("job" in text or "works as" in text for text in texts(question, answer))

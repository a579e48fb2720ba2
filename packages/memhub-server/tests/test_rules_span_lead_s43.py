"""How long a planned stay lasted in the end, said before the news (issue #15, session 43).

"Only ten days in the end; ..." leans on a plan told earlier and reads as nothing alone;
the news after it (who was called back, when they came home) is read as the sentence. A
lead that is the whole turn, or a span said some other way, stays as said.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.leads import span_lead_dropped

DAY = date(2024, 8, 20)


@pytest.mark.parametrize(
    ("said", "read"),
    [
        (
            "Only ten days in the end; Ana was called back to work on the 13th.",
            "Ana was called back to work on the 13th.",
        ),
        (
            "Just the one week in the end, the rain never let up.",
            "The rain never let up.",
        ),
        (
            "Only 4 nights in the end - the boiler at home burst so I flew back on the 12th.",
            "The boiler at home burst so I flew back on the 12th.",
        ),
        ("Only two weeks in the end?", "Only two weeks in the end?"),
        ("Ten days in Crete, and we loved it.", "Ten days in Crete, and we loved it."),
    ],
)
def test_the_span_lead_goes(said: str, read: str) -> None:
    assert span_lead_dropped(said) == read


def test_the_news_after_the_lead_is_read() -> None:
    facts = extract_facts(
        ExtractionInput(
            "Ines: Only three nights in the end; my sister got ill and we came home on the 9th.",
            DAY,
        )
    )
    assert any("came home on 9 August 2024 (2024-08-09)" in fact.text for fact in facts)

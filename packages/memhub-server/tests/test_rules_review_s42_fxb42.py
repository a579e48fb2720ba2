"""Review (session 42): a price paid for "her" or "him", the animal just got and named.

"We've got a puppy! A Glen of Imaal terrier called Biscotti. We paid six hundred and
fifty pounds for her." forms the whole price, for Biscotti; a "her" that points at no
animal just got still forms nothing.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

SATURDAY = date(2024, 3, 2)


def facts(*turns: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(turns), SATURDAY))]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Goulven: We've got a puppy! A Glen of Imaal terrier called Biscotti. "
            "We paid six hundred and fifty pounds for her.",
            "Goulven and others paid six hundred and fifty pounds for Biscotti.",
        ),
        (
            "Goulven: We've got a puppy! We paid six hundred pounds for her.",
            "Goulven and others paid six hundred pounds for the puppy.",
        ),
        (
            # as before: the thing named in the sentence itself
            "Goulven: We've got a puppy! We paid six hundred and fifty pounds for the puppy.",
            "Goulven and others paid six hundred and fifty pounds for the puppy.",
        ),
    ],
)
def test_a_price_paid_for_the_animal_just_got_is_whole(said: str, fact: str) -> None:
    assert fact in facts(said), facts(said)


@pytest.mark.parametrize(
    "said",
    [
        "Goulven: We paid six hundred and fifty pounds for her.",
        "Goulven: My sister came round. We paid for her.",
        "Goulven: We've got a puppy and a kitten. We paid six hundred pounds for her.",
    ],
)
def test_a_price_paid_for_no_clear_one_forms_no_price(said: str) -> None:
    assert not any("paid" in f for f in facts(said)), facts(said)

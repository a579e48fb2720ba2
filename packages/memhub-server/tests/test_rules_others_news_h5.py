"""News about someone else, told in the third person (issue #15, session 40, H5).

Three general gaps kept such news from forming:

* a name written with letters outside ASCII ("Dagný", "Øyvind", "Łucja") was no name to
  the pronoun and clause-opening checks, so "Dagný sold her car" read as a clause whose
  "her" leans on context;
* "Ana's fine." or "Ana's doing well" opening a turn read as Ana owning something, so a
  "she" after it went to no one (or, worse, to whoever the prompt asked about);
* "How's your brother?" - "Petroc's back. He ...": the name the answer opens on is the
  brother asked about, not a rival for the "he".
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

FRIDAY = date(2024, 9, 13)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, FRIDAY))]


def formed(expected: str, *lines: str) -> bool:
    return any(expected in text for text in texts(*lines))


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Ola: How is Dagný?", "Pip: Dagný sold her car on Monday."),
            "Dagný sold her car on Monday, 9 September 2024",
        ),
        (
            ("Ola: Any news of Øyvind?", "Pip: Øyvind won his first regatta last weekend!"),
            "Øyvind won his first regatta",
        ),
        (
            ("Ola: And Łucja?", "Pip: Łucja passed her driving test on Tuesday, at the third go."),
            "Łucja passed her driving test on Tuesday, 10 September 2024",
        ),
        (
            ("Ola: How's Sindri doing?", "Pip: Sindri finished his apprenticeship in June."),
            "Sindri finished his apprenticeship in June 2024",
        ),
        (
            ("Ola: What about Ísold?", "Pip: Ísold lost her job at the cannery last month."),
            "Ísold lost her job at the cannery in August 2024",
        ),
    ],
)
def test_a_name_outside_ascii_is_a_name(lines: tuple[str, ...], expected: str) -> None:
    assert formed(expected, *lines)


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Ola: How's the family?", "Pip: Hamish's grand. He's still fixing clocks in Ely."),
            "Hamish is still fixing clocks in Ely",
        ),
        (
            ("Ola: Any news?", "Pip: Dagný's doing well! She started at the bakery on Monday."),
            "Dagný started at the bakery on Monday, 9 September 2024",
        ),
        (
            ("Ola: Hi!", "Pip: Mateus's fine. He moved to Porto in March."),
            "Mateus moved to Porto in March 2024",
        ),
        (
            ("Ola: Morning.", "Pip: Greta's well, thanks. She's studying law at Durham now."),
            "Greta is studying law at Durham",
        ),
        (
            ("Ola: How's the other half?", "Pip: Tobias's brilliant. He got a job at the zoo."),
            "Tobias got a job at the zoo",
        ),
    ],
)
def test_a_name_that_is_fine_then_a_pronoun(lines: tuple[str, ...], expected: str) -> None:
    assert formed(expected, *lines)


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Ola: How's your brother?", "Pip: Cormac's back from Oslo. He's a welder now."),
            "Cormac is a welder",
        ),
        (
            ("Ola: And your sister?", "Pip: Brídín's fine. She moved to Cork in May."),
            "Brídín moved to Cork in May 2024",
        ),
        (
            ("Ola: How is your mum?", "Pip: Maude is great. She took up the harp in July."),
            "Maude took up the harp in July 2024",
        ),
        (
            ("Ola: How's your son getting on?", "Pip: Ewan's settled. He's an electrician now."),
            "Ewan is an electrician",
        ),
        (
            ("Ola: How's your girlfriend?", "Pip: Leonie is fine. She qualified as a vet in June."),
            "Leonie qualified as a vet in June 2024",
        ),
    ],
)
def test_the_name_an_answer_opens_on_is_the_one_asked_after(
    lines: tuple[str, ...], expected: str
) -> None:
    assert formed(expected, *lines)


@pytest.mark.parametrize(
    "lines",
    [
        # someone else rang: the "she" may be the one asked after or the caller
        ("Ola: How's Kim?", "Pip: Ana's fine. She moved to Tromsø in March."),
        ("Ola: How's your mum?", "Pip: Ana rang. She moved to Tromsø in March."),
        # a pronoun of the other sex than the relative named in the turn
        ("Ola: Any news?", "Pip: Ana's dad is fine. She moved to Tromsø in March."),
        # two people named: either
        ("Ola: Any news?", "Pip: Jo's fine and Kit's fine. She moved to Leeds in May."),
        # an opinion and a feeling, no news
        ("Ola: How's Dagný?", "Pip: Dagný's lovely. She's fuming about the bins."),
    ],
)
def test_nothing_when_the_pronoun_is_anyones(lines: tuple[str, ...]) -> None:
    found = texts(*lines)
    assert not any("Kim" in t or "Tromsø" in t or "Leeds" in t or "fuming" in t for t in found)


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Ola: How's Bryn?", "Pip: He's at university now, in Exeter, studying geology."),
            "Bryn is at university now, in Exeter, studying geology",
        ),
        (("Ola: How is Hedda?", "Pip: Hedda's at uni in Bangor."), "Hedda is at uni in Bangor"),
        (
            ("Ola: Hi", "Pip: My niece Oona is at art college in Dundee."),
            "niece Oona is at art college in Dundee",
        ),
        (("Ola: How's Ilse?", "Pip: Ilse's still in Tromsø."), "Ilse is still in Tromsø"),
        (
            ("Ola: How's Tove?", "Pip: She's at music college in Manchester these days."),
            "Tove is at music college in Manchester",
        ),
    ],
)
def test_where_someone_studies_or_is(lines: tuple[str, ...], expected: str) -> None:
    assert formed(expected, *lines)


@pytest.mark.parametrize(
    "lines",
    [
        # a day at school, not where someone studies
        ("Ola: How's Bryn?", "Pip: He's at school till four today."),
        ("Ola: How's Bryn?", "Pip: Bryn's at college this afternoon."),
        # nobody named for the "he"
        ("Ola: How are things?", "Pip: He's at university in Exeter."),
        # a hope, not news
        ("Ola: How's Bryn?", "Pip: He'd love to be at university in Exeter."),
    ],
)
def test_no_place_of_study(lines: tuple[str, ...]) -> None:
    facts = extract_facts(ExtractionInput("\n".join(lines), FRIDAY))
    assert not any(f.kind == "durable" and "Bryn" in f.text for f in facts)

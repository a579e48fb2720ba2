"""Someone else's family told in one breath, and a "he"/"she" after the one answering is
named (rules/several.py, rules/extractor.py).

* "Radek's mother is ..., his sister Jana ..., and his nephew ...": each relative forms a
  fact of their own, owned by the one whose family the sentence lists (the one a "his"
  or "her" can only be);
* "my bro marek's moved ...": a relative's name typed in lower case splits a texted list
  too;
* "I'm Maren." ... "Of course, Maren! Tell me about him." - "He ...": the one spoken to is
  the one answering, never the "he"; the relative the answerer named before is.

All sentences are our own; 10 May 2024 is a Friday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

FRIDAY = date(2024, 5, 10)


def texts(*turns: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(turns), FRIDAY))]


def told(said: str) -> list[str]:
    return texts("Kim: how's everyone?", f"Dana: {said}")


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Radek's mother turns eighty in July, his sister Jana runs a dairy in Brno, and"
            " his nephew is a pilot in Prague.",
            [
                "Radek's mother turns eighty in July 2024.",
                "Radek's sister Jana runs a dairy in Brno.",
                "Radek's nephew is a pilot in Prague.",
            ],
        ),
        (
            "Olwen's uncle keeps bees in Tywyn; her brother Gethin drives a bin lorry, and"
            " her cousin is a midwife in Bala.",
            [
                "Olwen's uncle keeps bees in Tywyn.",
                "Olwen's brother Gethin drives a bin lorry.",
                "Olwen's cousin is a midwife in Bala.",
            ],
        ),
        (
            "Teodor's wife Lidia teaches maths in Cluj, his son is a chef in Iasi and his"
            " daughter Ana plays in a jazz band.",
            [
                "Teodor's wife Lidia teaches maths in Cluj.",
                "Teodor's son is a chef in Iasi.",
                "Teodor's daughter Ana plays in a jazz band.",
            ],
        ),
        (
            "Ines's husband Rui fixes boats in Porto and her daughter Marta studies law in"
            " Coimbra.",
            [
                "Ines's husband Rui fixes boats in Porto.",
                "Ines's daughter Marta studies law in Coimbra.",
            ],
        ),
        (
            "Bogdan's mum has retired, his brother Mihai moved to Dublin in March, and his"
            " sister is expecting twins.",
            [
                "Bogdan's mum has retired.",
                "Bogdan's brother Mihai moved to Dublin in March 2024.",
                "Bogdan's sister is expecting twins (as of 10 May 2024).",
            ],
        ),
    ],
)
def test_someone_elses_family_listed_forms_a_fact_each(said: str, facts: list[str]) -> None:
    formed = told(said)
    for fact in facts:
        assert fact in formed


@pytest.mark.parametrize(
    "said",
    [
        "liina's engaged, my bro marek's moved to tartu n dad sold the boat",
        "my sis ottilie's started uni and my cousin's got a dog",
        "my bro's car broke down and my sis kaja's stuck in oslo",
    ],
)
def test_a_relatives_name_typed_in_lower_case_still_splits(said: str) -> None:
    formed = told(said)
    assert len(formed) >= 2
    assert not any(", " in fact or " n " in fact for fact in formed)
    assert any(name in " ".join(formed) for name in ("Marek", "Ottilie", "Kaja"))


@pytest.mark.parametrize(
    "said",
    [
        # a pair as one subject, a report, an aside: one piece of news, not a list
        "Radek's sister Jana and her husband Ota run a dairy in Brno.",
        "Teodor's wife Lidia says his son is a chef in Iasi.",
        "Olwen's brother Gethin and his wife live in Tywyn.",
        # "his": the father's or Radek's? Either could be meant
        "Radek's father turns eighty in July, his sister Jana runs a dairy in Brno.",
    ],
)
def test_one_piece_of_news_is_not_cut(said: str) -> None:
    formed = told(said)
    wrong = ("Ota ", "Teodor's son", "Olwen's wife", "Radek's sister Jana runs")
    assert not any(fact.startswith(wrong) for fact in formed)


@pytest.mark.parametrize(
    ("turns", "fact"),
    [
        (
            (
                "User: Hi, I'm Maren. I want to plan a party for my uncle Ivo.",
                "Assistant: Of course, Maren! Tell me about him.",
                "User: He builds violins in Cremona.",
            ),
            "Ivo builds violins in Cremona.",
        ),
        (
            (
                "User: My name's Rosalind and my dad turns seventy soon.",
                "Assistant: Lovely, Rosalind. What does he enjoy?",
                "User: He grows dahlias and he sails a dinghy on the lake.",
            ),
            "The user's dad grows dahlias.",
        ),
        (
            (
                "User: Hello, I'm Gideon. My son starts a new job.",
                "Assistant: Well done to him, Gideon! What's his new job?",
                "User: He's a surveyor for the county council.",
            ),
            "The user's son is a surveyor for the county council.",
        ),
    ],
)
def test_a_he_after_the_answerer_is_named_is_the_one_they_spoke_of(
    turns: tuple[str, ...], fact: str
) -> None:
    assert fact in texts(*turns)


@pytest.mark.parametrize(
    ("turns", "name"),
    [
        (
            (
                "User: I'm Tavish. My grandson Ewan graduates in June.",
                "Assistant: Congratulations, Tavish! What did he study?",
                "User: He studied marine biology in Oban.",
            ),
            "Tavish",
        ),
        (
            (
                "User: I'm Perpetua. My sister Clio is visiting.",
                "Assistant: How nice, Perpetua! Where does she live?",
                "User: She lives in Nantes with two cats.",
            ),
            "Perpetua",
        ),
        (
            (
                "User: Hello, I'm Hildegard. My nephew turns thirty next week.",
                "Assistant: Happy birthday to him, Hildegard! What does he do?",
                "User: He mends church organs in Ypres.",
            ),
            "Hildegard",
        ),
    ],
)
def test_the_one_spoken_to_is_never_the_he_or_she(turns: tuple[str, ...], name: str) -> None:
    assert not any(fact.startswith(f"{name} ") for fact in texts(*turns))


@pytest.mark.parametrize(
    ("turns", "fact"),
    [
        (
            (
                "User: My cousin Benedek turns forty soon.",
                "Assistant: What is he like?",
                "User: He keeps pigeons in Szeged.",
                "Assistant: Lovely. Any funny stories?",
                "User: He fell through the ice on the Tisza as a boy.",
            ),
            "Benedek fell through the ice on the Tisza as a boy.",
        ),
        (
            (
                "Ola: how's Marit?",
                "Pia: busy, she's got a pottery show in Bergen in May",
                "Ola: pottery! wheel or hand-built?",
                "Pia: wheel. she cracked three kilns last year",
            ),
            "Marit cracked three kilns",
        ),
        (
            (
                "User: I'd like a toast for my grandad Wilf.",
                "Assistant: Happy to help. What does he do?",
                "User: He breeds ferrets in Wigan.",
                "Assistant: Ha! Anything else I should know?",
                "User: He once rowed across the Irish Sea.",
            ),
            "Wilf once rowed across the Irish Sea.",
        ),
    ],
)
def test_a_he_goes_on_past_a_prompt_that_names_no_one(turns: tuple[str, ...], fact: str) -> None:
    formed = texts(*turns)
    assert any(f.startswith(fact.removesuffix(".")) for f in formed), formed


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("I once drove a tractor to Aberdeen.", "The user once drove a tractor to Aberdeen."),
        ("My aunt Vera once met the Queen.", "The user's aunt Vera once met the Queen."),
        ("My friend Tomasz once cycled to Rome.", "The user's friend Tomasz once cycled to Rome."),
    ],
)
def test_once_is_no_verb(said: str, fact: str) -> None:
    formed = texts(f"User: {said}")
    assert fact in formed, formed
    assert not any("onces" in f for f in formed)

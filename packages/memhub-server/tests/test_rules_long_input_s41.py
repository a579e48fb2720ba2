"""Pasted blobs and endless runs of tags: the rules read them without losing the facts
around them (what they cost in time is measured by /bench, not here)."""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules.extractor import _long_words_cut, extract_facts
from memhub_server.pipeline.memory.rules.text import _trailing_dropped


def _texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [
        f.text
        for f in extract_facts(ExtractionInput(content=content, document_date=date(2025, 3, 4)))
    ]


def test_words_longer_than_any_word_of_a_fact_are_cut() -> None:
    assert _long_words_cut("a key: " + "Q" * 500 + " ok") == "a key: " + "Q" * 120 + " ok"
    kept = "see https://example.org/" + "path/" * 15  # 99 characters: left whole
    assert _long_words_cut(kept) == kept


def test_a_fact_beside_a_pasted_blob_still_forms() -> None:
    blob = "x9" * 20_000
    assert _texts(f"Ann: My sister is called Ottoline. Here is the key {blob}") == [
        "Ann's sister is called Ottoline."
    ]
    assert _texts(f"Ann: {blob}", "Bo: Nice.", "Ann: I moved to Carlisle in May.") == [
        "Ann moved to Carlisle in May 2024."
    ]


def test_a_clause_ends_without_its_tags_however_long_it_is() -> None:
    assert _trailing_dropped("I moved to Leeds lol tbh") == "I moved to Leeds"
    long_clause = "I moved to Leeds " + "and then " * 40 + "stayed lol"
    assert _trailing_dropped(long_clause) == long_clause[: -len(" lol")]
    # a clause of nothing but kisses is all tag once past the window, and never raises
    assert _trailing_dropped("I will" + " x" * 5_000).startswith("I will")


def test_a_run_of_tags_forms_nothing_and_keeps_the_news_before_it() -> None:
    assert _texts("Ann: I got the job at the bakery" + " x" * 3_000) == [
        "Ann got the job at the bakery."
    ]

"""A known name typed with its "'s" but no apostrophe, and a relative asked after and
answered by name, in lower-case texting (issue #15, rules/casing.py).

Once the namespace or the document makes "tamati" a name, "tamatis back at work" is
"Tamati is back at work", "tamatis van got towed" is "Tamati's van got towed" and "ate
tamatis chips" is "ate Tamati's chips"; "2 tamatis" (two people of that name) and a word
that is no name stay as typed. "hows ur sister" - "aroha is good, she ..." makes "aroha"
a name; an answer that is no name ("works fine, she ...") does not.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.casing import restored_names
from memhub_server.pipeline.memory.rules.text import passages
from memhub_server.pipeline.memory.rules.texting import untexted

WEDNESDAY = date(2024, 5, 15)


def restored(*lines: str, known: tuple[str, ...] = ()) -> str:
    """The last line as the extractor reads it, names given back."""
    parts = untexted(passages("\n".join(lines)))
    return restored_names(parts, known)[0][-1].text


def log(*turns: str) -> list[str]:
    """Chat lines, each "who: text", the speaker's label capitalised."""
    return [turn[:1].upper() + turn[1:] for turn in turns]


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("tamatis back at work btw", "Tamati is back at work btw"),
        ("lol tamatis good, loves the new job", "lol Tamati is good, loves the new job"),
        ("tamatis off dairy since easter", "Tamati is off dairy since easter"),
        ("tamatis van got towed", "Tamati's van got towed"),
        ("tamatis knee is healed now", "Tamati's knee is healed now"),
        ("ate tamatis chips lol", "ate Tamati's chips lol"),
        ("we stayed on tamatis farm", "we stayed on Tamati's farm"),
        ("its tamatis birthday tmrw", "its Tamati's birthday tomorrow"),
    ],
)
def test_a_known_name_with_its_s_typed_on(line: str, read: str) -> None:
    lines = log("wiremu: hey", "hana: hey", f"hana: {line}")
    assert restored(*lines, known=("Tamati",)) == read


@pytest.mark.parametrize(
    "line",
    [
        "lol 2 tamatis in one class",
        "the tamatis are coming",
        "tamatis and mine",
    ],
)
def test_a_name_with_an_s_that_may_be_a_plural_stays(line: str) -> None:
    lines = log("wiremu: hey", "hana: hey", f"hana: {line}")
    assert "Tamati's" not in restored(*lines, known=("Tamati",))
    assert "Tamati is" not in restored(*lines, known=("Tamati",))


def test_an_ordinary_word_with_an_s_stays() -> None:
    # "will" is a name and a word: "wills good" is left as typed
    lines = log("wiremu: hey", "hana: hey", "hana: wills good, sorted it")
    assert restored(*lines, known=("Will",)) == "wills good, sorted it"


@pytest.mark.parametrize(
    ("asked", "answer", "name"),
    [
        ("hows the gf", "aroha is good, she got the job at the library", "Aroha"),
        ("hows ur sister", "arohas good, shes on nights now", "Aroha"),
        ("how's your wife?", "leilanis ok, she's back at work", "Leilani"),
        ("hows ur bro", "tomas is fine, he moved to napier", "Tomas"),
        ("hows ur husband", "ya rawiris busy, hes coaching the u12s", "Rawiri"),
    ],
)
def test_a_relative_asked_after_and_answered_by_name(asked: str, answer: str, name: str) -> None:
    lines = log(f"wiremu: {asked}", f"hana: {answer}")
    assert restored(*lines).startswith(name) or f" {name}" in restored(*lines)


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        ("hows the gf", "works fine, she got the job"),
        ("hows ur mum", "shes good, she got a dog"),
        ("hows the dog", "bellas fine, she ate a sock"),
        ("hows ur sister", "good, shes on nights"),
    ],
)
def test_an_answer_that_gives_no_name(asked: str, answer: str) -> None:
    lines = log(f"wiremu: {asked}", f"hana: {answer}")
    read = restored(*lines)
    assert read[:1].islower() or read.startswith(("She", "Good")), read


def test_the_relatives_news_forms() -> None:
    lines = log("wiremu: hows ur sister", "hana: arohas good, she got engaged on sat")
    item = ExtractionInput("\n".join(lines), WEDNESDAY)
    facts = [fact.text for fact in extract_facts(item)]
    # the sister's news, not the speaker's, dated
    assert any("sister got engaged on Saturday, 11 May 2024" in text for text in facts), facts
    assert not any(text.startswith("Hana got") for text in facts), facts

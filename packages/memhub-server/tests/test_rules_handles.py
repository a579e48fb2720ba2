"""Chat logs whose speakers are handles typed in lower case (issue #15, rules/text.py).

"[12:49] kyle: ..." is a turn of Kyle's when the timestamp vouches for it and the handle
opens more than one line; a lower-case word before a colon without a timestamp, or a
stamped one said once, stays part of the text. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.text import passages

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    item = ExtractionInput("\n".join(lines), WEDNESDAY)
    return [fact.text for fact in extract_facts(item)]


def speakers(*lines: str) -> list[str | None]:
    return [p.speaker for p in passages("\n".join(lines))]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "[09:12] tomasz: hows the flat",
                "[09:13] wren: good. moved in on saturday",
                "[09:15] tomasz: nice",
                "[09:16] wren: yeh",
            ),
            ["Tomasz", "Wren", "Tomasz", "Wren"],
        ),
        (
            (
                "14:02 - ines: off to lisbon tmrw",
                "14:05 - dara: jealous!!",
                "14:06 - ines: back on the 20th",
                "14:07 - dara: bring me a tart",
            ),
            ["Ines", "Dara", "Ines", "Dara"],
        ),
        (
            (
                "(8:01 pm) ola: finally got the keys",
                "(8:03 pm) ben: whose keys",
                "(8:04 pm) ola: the new flat!!",
                "(8:05 pm) ben: oh nice",
            ),
            ["Ola", "Ben", "Ola", "Ben"],
        ),
    ],
)
def test_stamped_handles_are_speakers(lines: tuple[str, ...], expected: list[str]) -> None:
    assert speakers(*lines) == expected


@pytest.mark.parametrize(
    "lines",
    [
        # no timestamp: a lower-case word before a colon is ordinary text
        ("the plan: paint the hall on saturday", "the budget: about 200 quid"),
        # a stamped lower-case word said once is not a speaker
        ("[10:00] note: the bins go out on thursdays now",),
        ("[10:00] reminder: dentist at 3", "[11:00] reminder: call mum"),
    ],
)
def test_other_lower_case_labels_are_not_speakers(lines: tuple[str, ...]) -> None:
    assert speakers(*lines) == [None]


def test_a_handles_news_is_told_of_its_name() -> None:
    found = texts(
        "[19:14] maeve: hows the new job",
        "[19:15] declan: class. i drive a forklift at the port now",
        "[19:16] maeve: since when",
        "[19:17] declan: started in march",
    )
    assert any(text.startswith("Declan ") for text in found), found
    assert not any("The user" in text or "declan:" in text for text in found), found


def test_a_handle_said_once_does_not_become_a_speaker() -> None:
    found = texts("[07:30] milo: moved to leeds last week")
    assert not any(text.startswith("Milo ") for text in found), found


# --- chat spellings -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Sol: my sister just moved to Hull. shes a midwife there now", "a midwife"),
        ("Sol: my brother rang. hes working at the docks in Hull", "working at the docks"),
        ("Sol: got a flat in Leeds w my mate Tariq", "with"),
        ("Sol: her names Nadia, she's a vet in York", "Nadia is a vet in York"),
        ("Sol: my dog's names Biscuit", "dog's name is Biscuit"),
    ],
)
def test_chat_spellings_are_read(said: str, expected: str) -> None:
    found = texts(said)
    assert any(expected in text for text in found), found


@pytest.mark.parametrize(
    "said",
    [
        # "names" as a plural, "r" and "w" as letters
        "Sol: I wrote the names on the cups",
        "Sol: the road runs 3 miles w of the village",
    ],
)
def test_plain_words_are_left_alone(said: str) -> None:
    found = texts(said)
    assert not any("name's" in text or " with of " in text for text in found), found


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Sol: started my apprenticeship in sept", "September 2023"),
        ("Sol: my brother came back from Perth in oct", "October 2023"),
        ("Sol: ive been at the bakery since feb", "February 2024"),
    ],
)
def test_a_month_cut_short_after_a_preposition(said: str, expected: str) -> None:
    found = texts(said)
    assert any(expected in text for text in found), found


def test_a_capitalised_short_month_word_is_left_alone() -> None:
    found = texts("Sol: I work in Dec Street now")
    assert not any("December" in text for text in found), found

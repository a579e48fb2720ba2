"""Chat shapes of session 45 (issue #15): "n i" is "and I", a verb typed without its "g"
after "quit", "gave up" or "been", a lower-case line that opens on such a verb is a
speaker's line, "sat first go" is a day, and a relative's own past deed after a comma is
read apart ("..., my dad sold the shop"). 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.texting import texting_spelled
from memhub_server.pipeline.speakers import reads_as_texting

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    item = ExtractionInput("\n".join(lines), WEDNESDAY)
    return [fact.text for fact in extract_facts(item)]


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("sold the van n i bought a bike", "sold the van and I bought a bike"),
        ("nah quit smokin in june", "nah, quit smoking in june"),
        ("gave up drinkin at xmas", "gave up drinking at Christmas"),
        ("been mendin nets since i was 12", "been mending nets since I was 12"),
        ("fed up waitin for the bus", "fed up waiting for the bus"),
        # near-misses: a word in "-in" of its own, a name, "n" alone
        ("been in berlin since may", "been in berlin since may"),
        ("quit the violin", "quit the violin"),
        ("gave up on kevin", "gave up on kevin"),
        ("plan b or plan n", "plan b or plan n"),
    ],
)
def test_texting_spellings_of_s45(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


@pytest.mark.parametrize(
    ("said", "texted"),
    [
        ("takin the boat out sat", True),
        ("headin to leeds fri", True),
        ("packin the van for the move", True),
        ("first trip of the yr", True),
        # near-misses: a verb in "-in" of its own, a line with a capital, an agenda
        ("begin the day with tea", False),
        ("join the queue at the front", False),
        ("Takin the boat out sat", False),
        ("keynote in the main hall", False),
    ],
)
def test_a_line_on_a_verb_without_its_g_reads_as_texting(said: str, texted: bool) -> None:
    assert reads_as_texting(said) is texted


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("[10:02] tamsin: takin the kayak out to the islands sat", "2024-05-18"),
        ("[18:40] remy: headin to the coast fri for the wk", "2024-05-17"),
    ],
)
def test_a_lone_lower_case_line_on_such_a_verb_forms_its_plan(line: str, expected: str) -> None:
    assert any(expected in text for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("User: passed my boat skipper exam sat first go", "2024-05-11"),
        ("User: passed my driving test fri first time", "2024-05-10"),
        ("User: did the 10k in leeds sun first attempt", "2024-05-12"),
        ("User: Got through the theory test Sat first try", "2024-05-11"),
        ("User: passed the bar exam weds first go", "2024-05-08"),
    ],
)
def test_a_day_before_how_the_deed_went_is_a_day(line: str, expected: str) -> None:
    assert any(expected in text for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    "line",
    ["User: we sat first go and it was fine", "User: the dog sat first time I asked"],
)
def test_sat_as_a_verb_before_first_is_no_day(line: str) -> None:
    assert not any("2024-05-11" in text for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ana: Lena is pregnant again, my brother bought a boat",
            "Ana's brother bought a boat.",
        ),
        ("Ana: I had a quiet week, my wife painted the hall", "Ana's wife painted the hall."),
        (
            "[09:12] costel: work is slow, me dad sold the reed store n i got the job at the hire",
            "Costel got the job at the hire.",
        ),
        ("Bo: the weather was grim, our son passed his driving test", "Bo's son passed"),
    ],
)
def test_a_relatives_past_deed_after_a_comma_is_read_apart(line: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(line)), texts(line)


def test_a_relatives_deed_on_me_alone_is_not_read_apart() -> None:
    found = texts("Dai: been mending roofs since I was 16, my uncle taught me")
    assert not any(text.endswith("taught them.") for text in found), found

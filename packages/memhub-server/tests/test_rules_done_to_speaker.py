"""Deeds done to or for the speaker by someone named (issue #15, rules/person.py).

"Ines took me to Porto" names Ines only once, at the start of its sentence, where a
capitalised word may be anything; the deed done to "me" or "us" shows it is a person, so
the sentence forms "Ines took <speaker> to Porto" (dated when a day is said); so does a
pair ("Ines and Bo took us sailing") and a deed just done ("Ines has just made me a cake",
no passing moment with the speaker). How the speaker felt ("made me cry"), how long a
thing took ("took me ages") and a request ("Take me home") name no one.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.person import attested_names
from memhub_server.pipeline.memory.rules.text import passages

DAY = date(2024, 3, 2)


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), DAY))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Nia: Cheers! Oriel took me out on the ferry to Lundy.",
            "Oriel took Nia out on the ferry to Lundy.",
        ),
        (
            "Nia: Aw thanks. Wenna made me a quilt in blue silk.",
            "Wenna made Nia a quilt in blue silk.",
        ),
        (
            "Nia: Saoirse bought us tickets for the ballet last night!!",
            "Saoirse bought Nia and others tickets for the ballet on the night of 1 March 2024 "
            "(2024-03-01).",
        ),
        (
            "Nia: Tamsin lent me her wetsuit on Saturday.",
            "Tamsin lent Nia her wetsuit on Saturday, 24 February 2024 (2024-02-24).",
        ),
        (
            "Nia: Marek showed us round the brewery.",
            "Marek showed Nia and others round the brewery.",
        ),
        ("Nia: so Pedr took me to the vet with the dog", "Pedr took Nia to the vet with the dog."),
        ("Nia: Then Oriel drove me to the quay.", "Oriel drove Nia to the quay."),
        (
            "Nia: Teodor has taken me to three gigs this year.",
            "Teodor has taken Nia to three gigs in 2024.",
        ),
        (
            "Nia: Idris made us dinner on Friday.",
            "Idris made Nia and others dinner on Friday, 1 March 2024 (2024-03-01).",
        ),
        ("Nia: Kerensa let me steer the narrowboat.", "Kerensa let Nia steer the narrowboat."),
        (
            "Nia: Hywel and Bethan took us sailing on Sunday.",
            "Hywel and Bethan took Nia and others sailing on Sunday, 25 February 2024"
            " (2024-02-25).",
        ),
        ("Nia: Morwen and Lowri baked me a pie.", "Morwen and Lowri baked Nia a pie."),
        ("Nia: Gethin's just knitted me a hat!", "Gethin has just knitted Nia a hat."),
        (
            "Nia: Carys has already booked us the cottage.",
            "Carys has already booked Nia and others the cottage.",
        ),
    ],
)
def test_a_deed_done_to_the_speaker_forms(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Nia: Pippa made me cry at the wedding.",
        "Nia: Covid made me ill.",
        "Nia: Jory made me promise not to tell.",
        "Nia: Painting took me ages.",
        "Nia: Lowen took us by surprise.",
        "Nia: Kit let us know on Monday.",
        "Nia: Ruan let me down again.",
        "Nia: Take me to Truro.",
        "Nia: Let me think.",
        "Nia: Wind and rain made me miserable.",
        "Nia: Traffic and roadworks took us hours.",
        "Nia: Elis has made me cry again.",
        "Nia: Pasty has taken me hostage on the sofa.",
    ],
)
def test_a_feeling_a_length_or_a_request_forms_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "named"),
    [
        ("Nia: Oriel drove me to the quay.", True),
        ("Nia: Oriel has just sent us a parcel.", True),
        ("Nia: Bodmin made me sad.", False),
        ("Nia: Traffic took me hours.", False),
        ("Nia: Bring me a towel.", False),
    ],
)
def test_the_deed_attests_the_name(line: str, named: bool) -> None:
    word = line.split()[1]
    assert (word in attested_names(passages(line))) is named


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Nia: omg pedr made me a quilt yesterday",
            "Pedr made Nia a quilt on 1 March 2024 (2024-03-01).",
        ),
        ("Nia: and tamsin lent us her van lol", "Tamsin lent Nia and others her van."),
        ("Nia: so yeah gethin baked me a pie", "Gethin baked Nia a pie."),
    ],
)
def test_a_name_typed_in_lower_case_before_a_deed_forms(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Nia: ugh work made me cry today",
        "Nia: and rain took me ages to dry off",
        "Nia: lol that made me laugh",
    ],
)
def test_lower_case_feelings_form_no_name(line: str) -> None:
    assert not any(fact[:1].isupper() and " made Nia" in fact for fact in texts(line))

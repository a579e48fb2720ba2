"""Facts about the people around the speaker, told with a relation word: "my fella's a
roofer and he's ...", "my partner Ezra is a baker, his son Kit is ...", and a job that ends
"when it rains". All sentences are our own; 2 September 2024 is a Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

MONDAY = date(2024, 9, 2)


def texts(*lines: str) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(lines), MONDAY))]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        # the "it" of the weather points at nothing the chat must say
        (
            "Ines: My husband grits the roads for the council whenever it snows.",
            "Ines's husband grits the roads for the council whenever it snows.",
        ),
        (
            "Ines: My other half, Tobiah, mows the cricket pitch when it rains less.",
            "Ines's partner, Tobiah, mows the cricket pitch when it rains less.",
        ),
        # "my fella" is the speaker's partner, and his "'s" is "is"
        ("Ines: My fella's a roofer in Kendal.", "Ines's partner is a roofer in Kendal."),
    ],
)
def test_a_relation_fact_forms(said: str, fact: str) -> None:
    formed = texts(said)
    assert fact in formed, formed


@pytest.mark.parametrize(
    ("said", "both"),
    [
        (
            "Ines: My partner Ezra is a baker in Frome, his son Kit is at college in Bath.",
            ["Ines's partner Ezra is a baker in Frome.", "Ezra's son Kit is at college in Bath."],
        ),
        (
            "Ines: I teach piano in Ripon, my wife Odile is a vet, and we have two goats.",
            ["Ines teaches piano in Ripon.", "Ines's wife Odile is a vet."],
        ),
    ],
)
def test_a_relative_told_after_a_comma_is_a_fact_of_its_own(said: str, both: list[str]) -> None:
    formed = texts(said)
    assert all(fact in formed for fact in both), formed


@pytest.mark.parametrize(
    "lines",
    [
        # a "she" that is not the brother stays where it is
        ("Ines: My brother's a welder and she's saving for a camper van.",),
        # "it" that is no weather still leans on the chat
        ("Ines: My husband drives it every night.",),
        # whose the thing is, the question said: no fact of the sister's own
        ("Pia: whose bike is that by the gate?", "Ines: it's my sister's, she's lending it to me"),
    ],
)
def test_near_misses_form_no_relative_fact(lines: tuple[str, ...]) -> None:
    formed = texts(*lines)
    assert not any(
        "brother is saving" in f or "husband drives" in f or "sister is lending" in f
        for f in formed
    ), formed


# Texting: a partner typed in lower case after "me n", then "hes ..." of him.
@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Ines: me n bodhi moved in together on the 3rd, hes a roofer",
            ["Ines and Bodhi moved in together on 3 August 2024 (2024-08-03).",
             "Bodhi is a roofer."],
        ),
        (
            "Ines: me and ossian got a flat in leith, hes a gas fitter",
            ["Ossian is a gas fitter."],
        ),
        (
            "Bob: How's Anselm getting on?\nInes: He's fixing boilers all over Fife, and he's "
            "started building a canoe.",
            ["Anselm is fixing boilers all over Fife (as of 2 September 2024).",
             "Anselm has started building a canoe (as of 2 September 2024)."],
        ),
    ],
)  # fmt: skip
def test_a_he_with_one_person_in_view_is_that_person(said: str, facts: list[str]) -> None:
    formed = texts(said)
    assert all(fact in formed for fact in facts), formed


def test_a_name_before_and_i_is_half_a_subject_not_a_tail() -> None:
    formed = texts(
        "Ines: me and Idris are in the new house now. the house is cold but Idris and I love it"
    )
    assert "Ines's house is cold but Idris." not in formed
    assert not any(f.endswith("but Idris.") for f in formed), formed


@pytest.mark.parametrize(
    "said",
    [
        "Ines: me and rose are chatting, hes a gas fitter",  # a "he" who is not Rose? not said
        "Ines: the roses and i are fine",
    ],
)
def test_no_job_for_a_word_that_is_no_one(said: str) -> None:
    formed = texts(said)
    assert not any("Rose is" in f or "Roses" in f for f in formed), formed


# --- review fixes (session 38) ----------------------------------------------------------


def test_a_long_run_of_relatives_neither_raises_nor_stalls() -> None:
    # hundreds of ", my ... is ..." halves in one turn were split by recursion, one call
    # deeper per half, until Python's stack ran out
    said = "Ines: " + "my aunt is a potter, my uncle is a welder, " * 600
    formed = texts(said)
    assert "Ines's aunt is a potter." in formed, formed[:5]
    assert "Ines's uncle is a welder." in formed, formed[:5]


@pytest.mark.parametrize(
    ("lines", "fact", "wrong"),
    [
        (
            ("Bob: Any plans for the canoe?", "Ines: We launch it after it rains."),
            "Ines and others launch the canoe after it rains.",
            "the canoe rains",
        ),
        (
            ("Bob: Does your niece still have the scooter?", "Ines: She rides it unless it snows."),
            "Ines's niece rides the scooter unless it snows.",
            "the scooter snows",
        ),
    ],
)
def test_the_weathers_it_is_not_the_thing_asked_about(
    lines: tuple[str, str], fact: str, wrong: str
) -> None:
    formed = texts(*lines)
    assert fact in formed, formed
    assert not any(wrong in f for f in formed), formed


def test_hating_it_when_is_no_thing_hated() -> None:
    formed = texts("Bob: Have you tried the new van?", "Ines: My son loves it when it snows.")
    assert not any("loves the new van" in f for f in formed), formed


def test_a_name_owning_a_thing_is_no_relative_before_he_or_she() -> None:
    # "Gideon's" is whose van, not a name and an "is": no "... Gideon's is a joiner"
    formed = texts("Ines: My brother Gideon's van is blue and he's a joiner.")
    assert not any("Gideon's is" in f for f in formed), formed


@pytest.mark.parametrize(
    ("said", "owned"),
    [
        # Felix is a man's name, so "her" is not his
        ("Ines: My partner Felix is a glazier, her son Odo is at college.", "Felix's son"),
        # a partner whose sex is unsaid, and Gran before: whose "her", unsaid
        (
            "Ines: Gran came for tea. My partner Sam is a glazier, her son Odo is at college.",
            "Sam's son",
        ),
    ],
)
def test_his_or_her_names_no_owner_of_the_other_sex_or_unsure(said: str, owned: str) -> None:
    formed = texts(said)
    assert not any(owned in f for f in formed), formed


def test_a_named_subject_owns_the_his_after_the_comma() -> None:
    formed = texts("Ines: Rupert is a plumber, his sister Wren is a vet.")
    assert "Rupert's sister is Wren." in formed, formed

"""Someone introduced by a name said on its own, a newborn named in a fragment, an animal
said by its kind alone (issue #15, session 28: rules/carry.py, rules/news.py,
rules/naming.py).

Chat introduces people with a bare name and goes on with "he"/"she" ("Met someone.
Tamsin. She builds harps in Galway."), names a newborn in a fragment ("Oisín, born on
Monday") and an animal just got by its kind ("Whippet from the shelter, he's called
Biscuit"). Each forms a memory when nothing else could be meant: no ordinary word said
alone ("Wow. She ..."), no one spoken to, no rival named before.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- a name said on its own, then "he"/"she" -------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Noor: I met someone at the fair. Tamsin. She builds harps in Galway.",),
            "Tamsin builds harps in Galway.",
        ),
        (
            ("Noor: i met someone at the fair. tamsin. she builds harps in galway.",),
            "Tamsin builds harps in galway.",
        ),
        (
            ("Piet: who is she?", "Noor: Tamsin, she builds harps in Galway."),
            "Tamsin builds harps in Galway.",
        ),
        (
            ("Piet: who is he?", "Noor: Ruairi. He's a welder at the shipyard in Belfast."),
            "Ruairi is a welder at the shipyard in Belfast.",
        ),
        (
            ("Piet: who is he?", "Noor: ruairi. he's a welder at the shipyard in belfast."),
            "Ruairi is a welder at the shipyard in belfast.",
        ),
        (
            ("Noor: Got chatting to this guy on the train. Ruairi. He's a lineman in Cork.",),
            "Ruairi is a lineman in Cork.",
        ),
        # the one asked about is the one named
        (
            ("Piet: who's the new guy?", "Noor: Tariq. He's a plumber from Leeds."),
            "Tariq is a plumber from Leeds.",
        ),
        # the speaker's own turn before the prompt says someone comes
        (
            (
                "Noor: also i'm kind of seeing someone",
                "Piet: WHAT. tell me everything",
                "Noor: ruairi. he's a roofer in cork",
            ),
            "Ruairi is a roofer in cork.",
        ),
    ],
)
def test_a_name_said_alone_is_the_one_the_pronoun_means(
    lines: tuple[str, ...], expected: str
) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        # an ordinary word said alone is no name
        ("Noor: Wow. She builds harps in Galway.",),
        ("Noor: Brilliant. He passed his driving test.",),
        ("Noor: wow. she builds harps in galway.",),
        # typed in lower case with nothing introducing anyone: may be any word
        ("Noor: tamsin. she builds harps in galway.",),
        # someone else named before it could be the "she" as well
        ("Noor: Ilse rang. Tamsin. She builds harps in Galway.",),
        ("Noor: Met someone. Ilse rang. Tamsin. She builds harps in Galway.",),
        # nothing says a name comes: "Nightmare" may be any word
        ("Noor: Nightmare. He passed the harp exam.",),
        ("Noor: Dinner. She builds harps in Galway.",),
        # no name, though someone was asked about
        ("Piet: who is she?", "Noor: Dunno. She builds harps in Galway."),
        ("Piet: who is she?", "Noor: idk. she builds harps in galway."),
        ("Piet: who is she?", "Noor: Whoever. She builds harps in Galway."),
        # the one spoken to is no "she"
        ("Piet: how did it go?", "Noor: Piet. She builds harps in Galway."),
        ("Piet: who is she?", "Noor: Piet. She builds harps in Galway."),
        # a word said alone in lower case, with no one introduced
        ("Piet: how was the weekend?", "Noor: stable. she builds harps in galway"),
    ],
)
def test_no_one_introduced(lines: tuple[str, ...]) -> None:
    found = texts(*lines)
    assert not any("builds harps" in f or "passed" in f for f in found), found


# --- a newborn named in a fragment ----------------------------------------------------


def test_a_newborn_named_in_a_fragment_was_born_that_day() -> None:
    found = texts("Noor: Piet. He came early. Oisín, born on Monday, 3.1 kilo.", "Piet: wow")
    assert "Oisín was born on Monday, 13 May 2024 (2024-05-13), 3.1 kilo." in found
    assert not any(f.startswith("Piet was born") for f in found)


def test_a_newborn_named_in_lower_case() -> None:
    found = texts("Noor: piet. he came early. oisín, born on monday, 3.1 kilo", "Piet: wow")
    assert "Oisín was born on Monday, 13 May 2024 (2024-05-13), 3.1 kilo." in found


@pytest.mark.parametrize(
    "line",
    [
        "Noor: Baby, born on Monday.",
        "Noor: Monday, born at dawn, a foal.",
        "Noor: same, born in March.",
        "Noor: twins, born on Monday!",
    ],
)
def test_no_newborn_named(line: str) -> None:
    assert not any("was born" in f for f in texts(line))


# --- an animal said by its kind alone ---------------------------------------------------


def test_an_animal_said_by_its_kind_is_the_one_got() -> None:
    found = texts(
        "Noor: big news, we got a dog",
        "Piet: no way",
        "Noor: whippet from the shelter in Leeds, fetched him on Sunday, he's called Biscuit",
    )
    assert "Noor's new whippet is called Biscuit." in found


def test_an_animal_fetched_is_the_one_got() -> None:
    found = texts("Noor: Saluki from the shelter, picked her up on Sunday, she's called Wisp.")
    assert "Noor's new saluki is called Wisp." in found


def test_an_animal_no_one_got_is_not_the_speakers() -> None:
    found = texts("Noor: Whippet from next door, he's called Biscuit, he barks all night.")
    assert not any("Noor" in f and "whippet" in f for f in found), found


def test_an_animal_from_a_shelter_is_the_one_got() -> None:
    found = texts("Noor: Lurcher from the shelter in Hull, she's called Pip.")
    assert "Noor's new lurcher is called Pip." in found


@pytest.mark.parametrize(
    ("line", "wrong"),
    [
        # a verb whose subject was left out is no name for "she"
        ("Noor: Got a lurcher from the shelter. She's called Pip.", "got is called pip"),
        # an animal's kind is no one's name
        ("Noor: Lurcher from next door, he's called Pip.", "lurcher is called pip"),
    ],
)
def test_no_name_for_a_kind_or_a_verb(line: str, wrong: str) -> None:
    found = texts(line)
    assert not any(wrong in f.lower() for f in found), found

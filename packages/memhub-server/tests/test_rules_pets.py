"""Named animals as subjects (issue #15, rules/pets.py).

A pet's name opening a sentence is no person's, so the person tests of
``attested_names`` never let it through: "Tofu threw up on the rug yesterday" formed
nothing. When the document shows the name is an animal's ("our cat Tofu", "Bruno the
dog", "a kitten called Zola", "Nugget is a beagle"), it is the subject of the same
named-subject facts as a person, and of a few states only an animal's clause says
plainly. A pet word without a name, or a capitalised opener the document never shows
to be a pet, still forms nothing. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExistingMemory, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.pets import attested_pets, pet_owners, remembered_owners
from memhub_server.pipeline.memory.rules.text import passages

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- which names are pets ----------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Ferdie: my old dog Bruno hates the postman", "Bruno"),
        ("Ferdie: our cat, Tofu, sleeps all day", "Tofu"),
        ("Ferdie: Saffi's puppy Bean is adorable", "Bean"),
        ("Ferdie: we adopted a kitten called Zola in March", "Zola"),
        ("Ferdie: Nugget is a beagle, a very loud one", "Nugget"),
        ("Ferdie: Rumi, our spaniel, is at the groomer", "Rumi"),
        ("Ferdie: Dexter the tortoise escaped again", "Dexter"),
        ("Ferdie: we brought Marlow the rabbit to my sister's", "Marlow"),
    ],
)
def test_a_name_the_document_gives_an_animal_is_a_pet(line: str, name: str) -> None:
    assert attested_pets(passages(line)) == {name}


@pytest.mark.parametrize(
    "line",
    [
        "Ferdie: my dog ate my homework",  # a pet, no name
        "Ferdie: Sable is a dog person through and through",  # a kind of person
        "Ferdie: Walk the dog before it rains",  # a request
        "Ferdie: Thanks the cat is fine now",  # an opener, then the cat
        "Ferdie: Bruno says hi",  # no animal said
        "Ferdie: Sable is a lucky dog",  # idioms about people
        "Ferdie: Sable is an early bird",
        "Ferdie: Sable is a boxer",  # a person's sport, not a breed
    ],
)
def test_no_name_or_no_animal_is_no_pet(line: str) -> None:
    assert attested_pets(passages(line)) == frozenset()


def test_whose_pet_comes_from_the_speaker_or_the_named_owner() -> None:
    parts = passages(
        "Ferdie: our beagle Nugget is snoring\nSaffi: my rabbit Marlow too\n"
        "Ferdie: her cat Zola is older"
    )
    assert pet_owners(parts) == {"Nugget": "Ferdie's beagle", "Marlow": "Saffi's rabbit"}


# --- what a pet's clause forms -----------------------------------------------------


def test_a_pets_own_event_forms_with_its_date_and_owner() -> None:
    assert (
        texts(
            "Ferdie: my dog Bruno is such a clown",
            "Saffi: lol",
            "Ferdie: Bruno ate a whole loaf of bread yesterday",
        )[-1]
        == "Ferdie's dog Bruno ate a whole loaf of bread on 14 May 2024 (2024-05-14)."
    )


def test_a_pet_named_in_apposition_is_the_subject_of_its_verb() -> None:
    assert texts("Saffi: Dexter the tortoise escaped from the garden on Sunday") == [
        "Dexter escaped from the garden on Sunday, 12 May 2024 (2024-05-12)."
    ]


@pytest.mark.parametrize(
    ("said", "formed"),
    [
        ("Tofu is limping", "Ferdie's cat Tofu is limping."),
        ("Tofu is still on antibiotics", "Ferdie's cat Tofu is still on antibiotics."),
        ("Tofu is five", "Ferdie's cat Tofu was five years old in May 2024."),
        ("Tofu is a ginger tabby", "Ferdie's cat Tofu is a ginger tabby."),
    ],
)
def test_an_animals_state_forms(said: str, formed: str) -> None:
    assert texts("Ferdie: our cat Tofu hid all morning", f"Ferdie: {said}")[-1] == formed


def test_the_age_of_a_pet_is_its_slot() -> None:
    facts = extract_facts(
        ExtractionInput("Saffi: we got a puppy named Bean\nSaffi: Bean is two", WEDNESDAY)
    )
    assert [(f.text, f.slot, f.kind) for f in facts][-1] == (
        "Bean was two years old in May 2024.",
        "bean:age",
        "durable",
    )


def test_a_short_answer_about_a_breed_forms() -> None:
    assert texts("Ferdie: what breed is Clem?", "Saffi: a greyhound") == ["Clem is a greyhound."]


@pytest.mark.parametrize(
    "lines",
    [
        # an opener the document never shows to be a pet (or a person)
        ("Ferdie: Ziggy ate a whole loaf of bread yesterday",),
        ("Ferdie: Ziggy is limping",),
        # a pet word with no name
        ("Ferdie: the dog is limping",),
        # a person, not an animal: "is five" and "is limping" are no pet's states
        # ("Ziggy is five" is the nephew's age, as "Ziggy is 5" is: see
        # test_rules_who_is_asked.py)
        ("Ferdie: my nephew Ziggy is great", "Ferdie: Ziggy is limping"),
        # what the pet is like, said as an opinion
        ("Ferdie: our cat Tofu hid all morning", "Ferdie: Tofu is a menace"),
    ],
)
def test_near_misses_form_nothing_about_the_name(lines: tuple[str, ...]) -> None:
    formed = texts(*lines)
    assert not [text for text in formed if "five" in text or "limping" in text]
    assert not [text for text in formed if "loaf" in text or "menace" in text]
    assert not [text for text in formed if text.startswith("Ziggy is")]


def test_a_pet_gets_no_person_relation() -> None:
    formed = texts("Saffi: my cat Zola is a Siamese", "Saffi: Zola is on a diet")
    assert formed[0] == "Saffi's cat Zola is a Siamese."
    assert not [
        t for t in formed if any(w in t for w in (" sister", " brother", " daughter", " son"))
    ]


# --- pets an earlier session named ------------------------------------------------


def _later_session(line: str, memory: str, known: frozenset[str]) -> list[str]:
    item = ExtractionInput(
        f"{line}\nSaffi: oh no",
        WEDNESDAY,
        existing=[ExistingMemory("m1", memory, subject="Ferdie")],
        known_names=known,
    )
    return [fact.text for fact in extract_facts(item)]


def test_a_pet_the_namespaces_memories_name_takes_an_animals_state() -> None:
    formed = _later_session(
        "Ferdie: Rumi is limping", "Ferdie's spaniel is called Rumi.", frozenset({"Rumi"})
    )
    assert formed == ["Ferdie's spaniel Rumi is limping."]


def test_a_remembered_person_gets_no_animals_state() -> None:
    formed = _later_session(
        "Ferdie: Rumi is limping", "Ferdie's nephew is called Rumi.", frozenset({"Rumi"})
    )
    assert formed == []


def test_owners_come_from_the_document_and_from_memories() -> None:
    parts = passages("Ferdie: our beagle Nugget is snoring\nSaffi: ha")
    assert pet_owners(parts) == {"Nugget": "Ferdie's beagle"}
    assert remembered_owners(["The user's dog is called Nugget."]) == {"Nugget": "The user's dog"}


@pytest.mark.parametrize(
    ("line", "formed"),
    [
        (
            "Ines: My partner Tobiah and I adopted a whippet called Moss, he's 2.",
            "Moss was 2 years old in",
        ),
        ("Ines: we got a siamese called miso, shes 1, so no sleep", "Miso was 1 year old in"),
        (
            "Ines: My nan and I took in a cockatiel named Pip, he's ten weeks old.",
            "Pip was ten weeks old in",
        ),
    ],
)
def test_an_age_right_after_a_pet_is_named_is_the_pets(line: str, formed: str) -> None:
    found = texts(line)
    assert any(text.startswith(formed) for text in found), found
    assert not any(
        name in text and " old in " in text for text in found for name in ("Tobiah", "nan")
    ), found


@pytest.mark.parametrize(
    "line",
    [
        "Ines: The spaniel called me over, she's 3.",
        "Ines: We got a whippet called Moss, he's 2 streets away from the park.",
    ],
)
def test_no_pet_age_without_a_pet_named_and_an_age(line: str) -> None:
    assert not any(text.startswith("Moss was") or " old in " in text for text in texts(line))

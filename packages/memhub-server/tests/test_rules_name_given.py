"""A name given to the one just introduced (issue #15): "We got a kitten. Her name is
...", "I rescued a whippet, I named him ...", read once (``rules/naming.py``) for the
sentence after, a clause of the same sentence, the speaker's own naming and the relation
reader. One denied or only imagined is never named. 10 September 2025 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.context import within_turn
from memhub_server.pipeline.memory.rules.naming import name_given, no_one_to_name, took_on

WEDNESDAY = date(2025, 9, 10)


def texts(content: str) -> list[str]:
    """The texts of the facts one turn forms."""
    formed = extract_facts(ExtractionInput(content, WEDNESDAY))
    return [fact.text for fact in formed]


# --- the shared reading -------------------------------------------------------------------


def test_the_naming_shapes_read_alike() -> None:
    shapes = {
        "Her name is Sprout.": ("Sprout", "f", None),
        "his name's Tiberius": ("Tiberius", "m", None),
        "She's called Zinnia.": ("Zinnia", "f", None),
        "Its name is The Marrowbones.": ("The Marrowbones", None, None),
        ", and their name is Sol": ("Sol", None, None),
        "We've called them Pickleball.": ("Pickleball", None, "We've called"),
        "I named her Ottoline": ("Ottoline", "f", "I named"),
        "Her name is Élodie.": ("Élodie", "f", None),  # a capital outside A-Z
        "his name is Mr. Okafor": ("Mr. Okafor", "m", None),
    }
    for said, (name, sex, lead) in shapes.items():
        given = name_given(said)
        assert given is not None, said
        assert (given.name, given.sex, given.lead) == (name, sex, lead)
    for said in ("Her name would be Sprout.", "It's called Dipper.", "We didn't name her Pip"):
        assert name_given(said) is None, said


def test_denied_imagined_and_got() -> None:
    assert no_one_to_name("We don't have a dog")
    assert no_one_to_name("I'd love a puppy one day")
    assert no_one_to_name("Maybe we'll adopt a kitten")
    assert not no_one_to_name("Oh no, we got a kitten!")
    assert took_on("We adopted a Siamese cat this morning!") == "a Siamese cat"
    assert took_on("I've got a sister") is None
    assert took_on("We got a hamster and a gerbil") is None


# --- kinds of things named, by each way of naming -----------------------------------------


@pytest.mark.parametrize(
    ("content", "fact"),
    [
        # a pet, the name in the next sentence
        pytest.param(
            "Dagny: We rescued a lurcher on Saturday. His name is Thistle.",
            "Dagny's new lurcher is called Thistle.",
            id="pet",
        ),
        # a person taken on, "she's called"
        pytest.param(
            "Dagny: I've taken on an apprentice. She's called Zinnia.",
            "Dagny's new apprentice is called Zinnia.",
            id="apprentice",
        ),
        # a boat: "her" for a thing
        pytest.param(
            "Dagny: I bought a sailing boat. Her name is Cassiopeia.",
            "Dagny's new sailing boat is called Cassiopeia.",
            id="boat",
        ),
        # a band: "its name"
        pytest.param(
            "Dagny: We formed a band. Its name is The Marrowbones.",
            "Dagny's band is called The Marrowbones.",
            id="band",
        ),
        # "their name" for someone hired
        pytest.param(
            "Dagny: I hired a gardener. Their name is Sol.",
            "Dagny's new gardener is called Sol.",
            id="gardener",
        ),
        # the name in a clause of the same sentence
        pytest.param(
            "Dagny: I've got a new manager, her name is Ingrid.",
            "Dagny's new manager is called Ingrid.",
            id="manager",
        ),
        # named by the speaker
        pytest.param(
            "Dagny: we adopted a ferret, we've named him Figaro!",
            "Dagny and others have named the ferret Figaro.",
            id="ferret",
        ),
        pytest.param(
            "Dagny: We started a band last year. We've called it Grey Lantern.",
            "Dagny and others have called the band Grey Lantern.",
            id="band-named",
        ),
        # the one got, though the sentence names another thing after it
        pytest.param(
            "Dagny: I got a tortoise for my birthday. I named him Ptolemy.",
            "Dagny named the tortoise Ptolemy.",
            id="tortoise",
        ),
        # "no" as an exclamation denies nothing
        pytest.param(
            "Dagny: Oh no, we got a kitten! Her name is Sprout.",
            "Dagny's new kitten is called Sprout.",
            id="oh-no",
        ),
    ],
)
def test_a_name_given_forms_what_is_named(content: str, fact: str) -> None:
    assert fact in texts(content)


def test_had_all_along_is_not_new_and_just_got_is() -> None:
    # "I've got a brother" is having one, not getting one
    assert "Dagny's brother is called Radek." in texts(
        "Dagny: I've got a brother. His name is Radek."
    )
    assert "Dagny's kitten is called Sprout." in texts(
        "Dagny: I'm fostering a kitten. Her name is Sprout."
    )
    # an old boat bought is no new boat
    assert "Dagny's old rowing boat is called Wanderer." in texts(
        "Dagny: I bought an old rowing boat. Her name is Wanderer."
    )


def test_what_is_said_next_of_the_one_named_stands_alone() -> None:
    assert within_turn("we've hired a cleaner. her name is Lupe, she's from Quito") == (
        "we've hired a cleaner. Our new cleaner is called Lupe. Lupe is from Quito"
    )
    formed = texts("Dagny: we've got a lodger, his name is Tiberius and he plays the oboe")
    assert "Dagny's new lodger is called Tiberius." not in formed  # "got" after "'ve": had
    assert "Dagny's lodger is called Tiberius." in formed
    assert "Tiberius plays the oboe." in formed
    # "they" is not made the name ("Sol come ..."): its sentence is left to the gate
    assert within_turn("I hired a gardener. Their name is Sol, they come on Fridays.") == (
        "I hired a gardener. My new gardener is called Sol. they come on Fridays."
    )


# --- nothing is named when no one was introduced ------------------------------------------


@pytest.mark.parametrize(
    "content",
    [
        # the next sentence, after a denial or a wish
        "Dagny: We don't have a dog. His name is Pilchard.",
        "Dagny: I have no sister. Her name is Ysolde.",
        "Dagny: If we got a kitten. Her name is Quince.",
        "Dagny: I wish I had a cat. Her name is Quince.",
        "Dagny: We might adopt a greyhound. Her name is Ottoline.",
        "Dagny: We're not hiring a nanny. Her name is Lupe.",
        # a clause of the same sentence
        "Dagny: We don't have a dog, his name is Pilchard.",
        "Dagny: I never had a brother; his name is Radek.",
        "Dagny: I never had a brother; his name would have been Radek.",
        "Dagny: We don't have a dog, but if we did we'd call him Pilchard.",
        "Dagny: If we got a greyhound we'd name her Ottoline.",
        # the speaker's own naming
        "Dagny: We haven't adopted a puppy. We named her Truffle.",
        "Dagny: We didn't get the puppy, we named her Truffle anyway.",
        # a name only imagined, on its own
        "Dagny: We don't have a dog. Her name would be Tinsel.",
    ],
)
def test_one_denied_or_imagined_is_never_named(content: str) -> None:
    name = next(
        w
        for w in ("Pilchard", "Ysolde", "Quince", "Ottoline", "Lupe", "Radek", "Truffle", "Tinsel")
        if w in content
    )
    assert not any(name in fact for fact in texts(content)), texts(content)


def test_a_denied_one_keeps_the_denial_but_not_the_name() -> None:
    assert texts("Dagny: I never had a brother; his name would have been Radek.") == [
        "Dagny never had a brother."
    ]


@pytest.mark.parametrize(
    "content",
    [
        "Dagny: I don't have a sister, her name is Ysolde.",
        "Dagny: we're not hiring an apprentice. his name is Radek",
        "Dagny: If I hire an assistant, her name is Zinnia.",
    ],
)
def test_the_relation_reader_names_no_relation_denied(content: str) -> None:
    assert not any(
        "Ysolde" in fact or "Radek" in fact or "Zinnia" in fact for fact in texts(content)
    )


# --- who is named, when the sentence before leaves it open ---------------------------------


@pytest.mark.parametrize(
    "content",
    [
        "Dagny: We got a new stepdad. Her name is Ysolde.",  # "her" is no stepdad
        "Dagny: A man knocked on the door. His name is Ferdinand.",  # no one the speaker has
        "Dagny: My brother met a woman at work. Her name is Ingrid.",  # the brother's acquaintance
        "Dagny: Would you get a rabbit? His name is Nettle.",  # asked, not said
        "Dagny: We got a hamster and a gerbil. We named him Pilchard.",  # which of the two
        # the canoe's or the neighbour's: nothing says
        "Dagny: I bought a kayak and my neighbour bought a canoe. Her name is Wanderer.",
    ],
)
def test_a_name_with_no_one_clear_to_take_it_forms_nothing(content: str) -> None:
    name = content.rsplit(" ", 1)[1].rstrip(".")
    assert not any(name in fact for fact in texts(content)), texts(content)


def test_a_name_given_later_in_the_turn_is_not_the_first_things() -> None:
    # the naming follows a baby, not the campervan bought months before
    formed = texts(
        "Dagny: We bought a campervan in May. In July we had a baby and we named her Ysolde."
    )
    assert not any("campervan" in fact and "Ysolde" in fact for fact in formed), formed

"""Fresh chat written for session 33 (issue #15): kinds of news the rules missed or misread.

Names given to several at once ("We adopted two cats. They're called Pepper and Salt."),
to someone else's newborn and to someone's new partner; a pair that "have separated"; a
"we" said out after its clause ("..., me and some friends from work") and the name of a
group the speaker is in; an animal's age said after its name; a relative's own news in
their words ("My dad says he's going to retire"); a holiday booked ahead; a relative
clause kept whole; a "he" after "Kwame says ...". Each has near-misses that must form
nothing, or nothing wrong. 4 March 2024 is a Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

MONDAY = date(2024, 3, 4)


def texts(*lines: str, day: date = MONDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Tom: We also adopted two cats from the shelter in December."
            " They're called Pepper and Salt.",
            "Tom's two cats are called Pepper and Salt.",
        ),
        (
            "Tom: I've got three hens now. Their names are Ada, Bea and Cleo.",
            "Tom's three hens are called Ada, Bea and Cleo.",
        ),
        (
            "Maya: My sister Hannah had a baby girl last week. She's called Isla.",
            "Maya's sister Hannah's baby girl is called Isla.",
        ),
        (
            "Maya: My sister gave birth to a daughter on Monday. Her name is Rose.",
            "Maya's sister's baby girl is called Rose.",
        ),
        (
            "Tom: Sam has a new girlfriend already. Her name is Chloe and she's a vet.",
            "Sam's new girlfriend is called Chloe.",
        ),
        (
            "Tom: My mum's got a new partner! His name is Derek.",
            "Tom's mum's new partner is called Derek.",
        ),
        ("Maya: Lars and Ulla have separated.", "Lars and Ulla have separated."),
        (
            "Tom: We play in a ceilidh band now, me and some friends from work.",
            "Tom plays in a ceilidh band now with some friends from work.",
        ),
        (
            "Tom: We're training for the Great North Run, me, Callum and Ewan.",
            "Tom is training for the Great North Run with Callum and Ewan (as of 4 March 2024).",
        ),
        (
            "Tom: I play in a ceilidh band. We're called The Flying Haggis.",
            "Tom's ceilidh band is called The Flying Haggis.",
        ),
        (
            "Tom: I sing in a choir. We're called the Harbour Voices.",
            "Tom's choir is called the Harbour Voices.",
        ),
        (
            "Maya: We got a dog! She's a rescue greyhound called Luna and she's four.",
            "Luna was four years old in March 2024.",
        ),
        (
            "Nina: My dad says he's going to retire next spring.",
            "Nina's dad is going to retire in spring 2025.",
        ),
        (
            "Nina: My brother told me he's got a new job at Tesco.",
            "Nina's brother has got a new job at Tesco.",
        ),
        ("Ana: Hannah went back to work part-time.", "Hannah went back to work part-time."),
        (
            "Ewan: We're collecting a collie puppy on Friday. We're going to call him Bruce.",
            "Ewan and others are going to call the collie puppy Bruce (as of 4 March 2024).",
        ),
        (
            "Ana: Joel passed the club coaching badge last week.",
            "Joel passed the club coaching badge in the week of 26 February 2024 (2024-02-26).",
        ),
    ],
)
def test_news_forms(said: str, fact: str) -> None:
    assert fact in texts(said)


@pytest.mark.parametrize(
    ("said", "wrong"),
    [
        # several named, but not the speaker's, and not the shelter
        (
            "Tom: We met two kittens at the shelter. They're called Bean and Pip.",
            "shelter is called",
        ),
        (
            "Tom: We met two kittens at the shelter. They're called Bean and Pip.",
            "kittens are called",
        ),
        # as many names as counted, or none
        ("Tom: We also adopted two cats. They're called Pepper, Salt and Mustard.", "two cats are"),
        # a boy in a class is no newborn; the pronoun must fit the child
        ("Maya: My cousin had a boy in her class. His name is Jack.", "is called Jack"),
        ("Maya: My sister had a baby boy. She's called Isla.", "is called Isla"),
        # a new girlfriend named "his"
        ("Tom: My brother has a new girlfriend. His name is Chloe.", "called Chloe"),
        # "we" with how, not what, or with the listener
        ("Tom: We were so tired, me and Jo.", "with Jo"),
        ("Tom: We had a great time, me and you.", "with you"),
        # a group the speaker only went to see; no name after "the"
        ("Tom: I went to see a band. We're called The Fog.", "called The Fog"),
        ("Tom: I joined a team. We're called the best.", "called the best"),
        # another's age: the pronoun is the sister's, not the dog's
        ("Tom: My sister has a dog called Rex and she's 30.", "Rex is 30"),
        ("Tom: My sister has a dog called Rex and she's 30.", "Rex was 30"),
        # someone else's news: the pronoun is not the relative's
        ("Nina: Mum says he's moving out.", "mum is moving"),
        ("Nina: Mum says she's driving Dad mad.", "mum is driving"),
        # who "he" is after "Kwame says Berlin ...": not Berlin
        ("Joel: Kwame says Berlin is freezing already. He bought a massive coat.", "Berlin bought"),
        # the class runs, not the speaker
        (
            "Nina: I've signed up for a pottery class."
            " It starts on 1 October and runs for ten weeks.",
            "Nina runs",
        ),
        # a name planned for a relative's baby is not the relative's
        ("Ewan: My sister is pregnant. We're going to call her Bee.", "call their sister"),
        # an ordinary verb after a name
        ("Ana: Joel passed the salt to me.", "passed the salt"),
    ],
)
def test_near_misses_form_nothing_wrong(said: str, wrong: str) -> None:
    assert not any(wrong in fact for fact in texts(said))


def test_a_relative_clause_is_kept_whole() -> None:
    assert texts("Nina: I have a friend who lives in Leeds and works at Asda.") == [
        "Nina has a friend who lives in Leeds and works at Asda."
    ]
    assert "Nina works at Asda." in texts("Nina: I live in Leeds and work at Asda.")


def test_a_holiday_booked_is_the_nearer_one() -> None:
    november = date(2024, 11, 8)
    booked = texts("Nina: We've booked a cottage in the Lake District for New Year.", day=november)
    assert any("1 January 2025" in fact for fact in booked)
    went = texts("Nina: We went to Rome for New Year.", day=november)
    assert any("1 January 2024" in fact for fact in went)
    february = date(2024, 2, 8)
    before = texts("Nina: We booked a cottage for New Year and it was lovely.", day=february)
    assert any("1 January 2024" in fact for fact in before)


def test_a_yes_that_goes_on_about_someone_named() -> None:
    said = texts("Maya: Do you still have the dog?", "Tom: Yes, Biscuit is nine now.")
    assert "Tom still has the dog." in said
    assert "Biscuit was nine years old in March 2024." in said
    # a place after the "yes" is no one
    assert texts("Maya: Is it still raining?", "Tom: Yes, London is grim.") == []

"""Session 40 (issue #15): sentences that formed a memory not true of the speaker, or no
fact at all: a deed owned up to as not done, a story told after a preference, a passing
mood, a superlative said in praise, and laughing so hard one is "dead".

Each kind is tried in several wordings of our own, with near misses that must still form
their fact. 14 May 2025 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2025, 5, 14)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- a deed owned up to as not done, with what was done instead -------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Petra: I didn't actually go to the bonfire; I watched the rockets from the landing.",
        "Petra: We didn't really go to the fair, we sat in the car with chips.",
        "Petra: I never did sign up for the choir, I only looked at the form.",
        "Petra: didnt even go to the reunion in Hexham, just sent a card",
        "Petra: I never actually went inside the abbey at Bolton; we walked round the outside.",
        "Petra: Cosmin and I didn't end up cycling to Whitby, we took the bus.",
        "Petra: I never got round to planting the leeks - I only bought the seed.",
        "Petra: My brother didn't actually go to the match; he watched it in the pub.",
    ],
)
def test_a_deed_owned_up_to_as_not_done_forms_nothing(line: str) -> None:
    said = texts(line)
    assert not any("didn't" in t or "never" in t or "did not" in t for t in said), said
    assert not any(t.startswith("Petra sat") or "only looked" in t for t in said), said


def test_what_happened_beside_a_plain_negation_stays() -> None:
    said = texts("Petra: I didn't get the job, so I'm still at the bakery.")
    assert any("still at the bakery" in t for t in said), said
    said = texts("Petra: I didn't actually get the job, but I got promoted in March.")
    assert any("promoted" in t for t in said), said
    said = texts("Petra: My son didn't actually get into Durham; he got into York.")
    assert any("got into York" in t for t in said), said
    said = texts("Petra: I never eat meat.")
    assert any("never eats meat" in t for t in said), said
    said = texts("Petra: I didn't really like the film, I just went for the popcorn.")
    assert any("didn't really like the film" in t for t in said), said


def test_a_plan_never_carried_out_is_no_memory_but_what_happened_instead_is() -> None:
    # "never did go to ... in the end" is what did not happen (session 50: every blind set
    # since the seventeenth labels it so); what happened instead is news
    said = texts("Petra: We never did go to Arran in the end. Dad had a fall.")
    assert not any("Arran" in t for t in said), said
    assert any("had a fall" in t for t in said), said
    said = texts("Petra: I didn't go to the quiz; I stayed in with a cold.")
    assert any("didn't go to the quiz" in t for t in said), said


def test_a_mishap_told_instead_stays() -> None:
    said = texts("Petra: I never even made it to the start line; I twisted my knee in the warm-up.")
    assert any("twisted" in t for t in said), said
    said = texts("Petra: I didn't actually go to the office; I was off sick with a migraine.")
    assert any("off sick" in t for t in said), said


# --- a story told after a preference --------------------------------------------------


@pytest.mark.parametrize(
    ("line", "liked"),
    [
        (
            "Oisin: I can't stand ballet. My aunt dragged me to one at Christmas once, and "
            "I snored through the second act.",
            "can't stand ballet",
        ),
        ("Oisin: I hate geese. One chased me round the park when I was six.", "hates geese"),
        (
            "Oisin: Honestly I loathe karaoke. The first time I tried it, I forgot every word.",
            "loathes karaoke",
        ),
        (
            "Oisin: I'm terrified of wasps; I got stung by one on the eyelid as a kid.",
            "terrified of wasps",
        ),
        (
            "Oisin: I can't bear musicals. My sister took me once and we left at the interval.",
            "can't bear musicals",
        ),
        (
            "Oisin: I really dislike marzipan. My gran used to hide it in every cake.",
            "dislikes marzipan",
        ),
        (
            "Oisin: I can't stand cruises. We went on one in 2019 and it rained every day.",
            "can't stand cruises",
        ),
    ],
)
def test_a_story_that_leans_on_the_preference_forms_nothing(line: str, liked: str) -> None:
    said = texts(line)
    assert any(liked in t for t in said), said
    assert len(said) == 1, said


def test_a_story_that_names_its_own_things_stays() -> None:
    said = texts(
        "Oisin: I can't stand sharing a bathroom. My old housemate in Derby used to "
        "leave his razor in the soap dish."
    )
    assert any("housemate in Derby" in t for t in said), said
    said = texts("Oisin: I love sailing. I bought a dinghy last week.")
    assert any("bought a dinghy" in t for t in said), said
    said = texts("Oisin: I love dogs. We adopted a whippet in March.")
    assert any("adopted a whippet" in t for t in said), said


# --- a passing mood, by its shape -----------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Marit: Sorry, I'm a bit short-tempered today.",
        "Marit: I'm a little tetchy this morning, ignore me.",
        "Marit: Apologies, I was rather prickly this afternoon.",
        "Marit: I'm so scatterbrained today!",
        "Marit: im kinda spacey rn sorry",
        "Marit: We're a bit giddy tonight.",
        "Marit: I'm a wee bit weepy today.",
        "Marit: Apologies if I'm curt this morning.",
        "Marit: I'm being a bit of a grouch today.",
        "Marit: I'm in bits today.",
        "Marit: Having a rotten day, sorry.",
        "Marit: I was in a huff this morning.",
    ],
)
def test_a_word_hedged_and_said_of_today_is_a_mood(line: str) -> None:
    assert texts(line) == []


def test_a_lasting_condition_with_a_degree_stays() -> None:
    said = texts("Marit: I'm a bit deaf in one ear.")
    assert any("deaf in one ear" in t for t in said), said
    said = texts("Marit: I'm at the dentist today.")
    assert any("dentist" in t for t in said), said
    said = texts("Marit: I'm 40 today!")
    assert any("40 years old" in t for t in said), said


# --- a superlative said in praise -----------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Gwil: My sister-in-law knits the cosiest jumpers on the island.",
        "Gwil: Dad brews the strongest cider in town.",
        "Gwil: Our baker makes the flakiest croissants this side of Paris.",
        "Gwil: my nan bakes the fluffiest scones on the planet haha",
        "Gwil: My neighbour Ifor grows the sweetest tomatoes for miles around.",
        "Gwil: My husband is the gentlest soul I know.",
        "Gwil: Our postie is the cheeriest woman you'll ever meet.",
        "Gwil: My sister-in-law makes the most amazing dumplings.",
        "Gwil: my nephew gives the best cuddles",
    ],
)
def test_a_superlative_of_praise_forms_nothing(line: str) -> None:
    # (a relative named beside it is kept: "<S>'s neighbour is Ifor")
    said = texts(line)
    praised = ("jumpers", "cider", "croissants", "scones", "tomatoes", "soul", "woman")
    praised += ("dumplings", "cuddles")
    assert not any(thing in t for t in said for thing in praised), said


def test_a_superlative_that_measures_or_names_stays() -> None:
    said = texts("Gwil: The best man at our wedding was my brother Ifan.")
    assert any("brother is Ifan" in t or "brother Ifan" in t for t in said), said
    said = texts("Gwil: My aunt runs the oldest pub on the island.")
    assert any("oldest pub" in t for t in said), said
    said = texts("Gwil: My son is the youngest councillor in Powys.")
    assert any("youngest councillor" in t for t in said), said
    said = texts("Gwil: We had the worst flood on Sunday.")
    assert any("worst flood" in t for t in said), said


# --- laughing so hard one is undone ---------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Dara: hahaha im weak",
        "Dara: lmaooo im dead",
        "Dara: 😂😂 I'm crying",
        "Dara: I can't breathe hahaha",
        "Dara: im screaming lol",
        "Dara: I've died 💀💀",
        "Dara: im deaddd 😭",
    ],
)
def test_laughing_so_hard_forms_nothing(line: str) -> None:
    assert texts(line) == []


def test_a_real_weakness_beside_a_laugh_stays() -> None:
    said = texts("Dara: im weak after the flu, lol")
    assert any("weak after the flu" in t for t in said), said
    said = texts("Dara: lol im weak. got the job at the chippy btw")
    assert any("got the job" in t for t in said), said


# --- a plan that came to nothing ------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Hal: We bid on the barn at Keld; it came to nothing.",
        "Hal: I applied for the warden post at Kielder, but nothing came of it.",
        "Hal: We never did put in for the allotment by the mill in the end; it came to nothing.",
        "Hal: Mum asked about the bungalow in Alnmouth - it went nowhere.",
        "Hal: We talked to the agent about the flat in Ripon, but it came to nothing in the end.",
    ],
)
def test_a_plan_that_came_to_nothing_forms_nothing(line: str) -> None:
    assert texts(line) == []


def test_a_clause_after_a_semicolon_that_undoes_nothing_stays() -> None:
    said = texts("Hal: I put in for the warden job; I start in June.")
    assert any("put in for the warden job" in t for t in said), said
    said = texts("Hal: We sold the boat; it went to a man from Oban.")
    assert any("sold the boat" in t for t in said), said

"""Session 42 (issue #15): news about other people that formed nothing or the wrong thing.

A family listed in one breath ("Oswin's niece ..., his nephew ..."), where each "his" or
"her" is the one it can only be; news passed on through two people ("Dad said Uncle
Bryn told him ..."), kept with both. Each shape has near-misses that must form nothing,
or nothing wrong. 4 March 2024 is a Monday.
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
            "Ann: Oswin's niece is a potter in Lyme Regis, his nephew is a welder in Hull,"
            " and his wife has just bought a narrowboat.",
            "Oswin's nephew is a welder in Hull.",
        ),
        (
            "Ann: Oswin's niece is a potter in Lyme Regis, his nephew is a welder in Hull,"
            " and his wife has just bought a narrowboat.",
            "Oswin's wife has just bought a narrowboat.",
        ),
        (
            "Ann: Peredur's wife teaches maths in Bala; his brother drives a school bus.",
            "Peredur's brother drives a school bus.",
        ),
        (
            "Ann: Gwenllian's son works at the fire station in Rhyl, and her husband"
            " retired from the council in January.",
            "Gwenllian's husband retired from the council in January 2024.",
        ),
        (
            "Ann: my cousin Brigida is a midwife in Truro, her husband's a lifeboat"
            " coxswain, and my brother has moved to Oban.",
            "Brigida's husband is a lifeboat coxswain.",
        ),
        (
            "Ann: Tancred's daughter is at art school in Falmouth, his son plays"
            " the cello in an orchestra in Bristol.",
            "Tancred's son plays the cello in an orchestra in Bristol.",
        ),
    ],
)
def test_his_or_her_relative_in_a_list_is_whose_it_can_only_be(said: str, fact: str) -> None:
    assert fact in texts(said)


@pytest.mark.parametrize(
    ("said", "wrong"),
    [
        # "her": the sister or Yusuf's? Either could be meant
        ("Ann: Yusuf's sister lives in Kendal and her husband fixes boilers.", "Yusuf's husband"),
        # "his" can be no one before it: a son is no "her"
        ("Ann: Bertrand's son is a farrier in Ludlow and her daughter sings.", "'s daughter"),
        # someone met in the piece before may be the "her"
        ("Ann: my brother met Delyth at work and her dad is a vicar.", "brother's dad"),
        # a list that opens on "his": whose, the sentence does not say
        ("Ann: His son is a chef in Leeds, and his daughter is a vet in York.", "'s son is"),
    ],
)
def test_his_or_her_that_could_be_either_is_left(said: str, wrong: str) -> None:
    assert not any(wrong in text for text in texts(said))


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: Dad said Uncle Bryn told him the chapel on Mill Lane is being sold.",
            "Ann's dad heard from Uncle Bryn that the chapel on Mill Lane is being sold"
            " (as of 4 March 2024).",
        ),
        (
            "Ann: Lovely. Mum said Aunt Osla told her my cousin Tegwen is expecting a boy in May.",
            "Ann's mum heard from Aunt Osla that Ann's cousin Tegwen is expecting a boy"
            " in May 2024.",
        ),
        (
            "Ann: My sister says her friend Lowri told her the bakery on Fore Street is closing.",
            "Ann's sister heard from her friend Lowri that the bakery on Fore Street is closing"
            " (as of 4 March 2024).",
        ),
        (
            "Ann: Mum says Aunt Eirlys told her my cousin Cadoc is moving to Orkney with his"
            " boyfriend.",
            "Ann's mum heard from Aunt Eirlys that Ann's cousin Cadoc is moving to Orkney with"
            " his boyfriend (as of 4 March 2024).",
        ),
        (
            "ann: ha no. mam said auntie wenna told her uncle ifor sold his caravan",
            "The user's mam heard from Auntie Wenna that uncle Ifor sold his caravan"
            " (as of 4 March 2024).",
        ),
    ],
)
def test_news_passed_on_through_two_people_is_kept_with_both(said: str, fact: str) -> None:
    assert fact in texts(said)


@pytest.mark.parametrize(
    "said",
    [
        # told someone else: the "her" is not Dad
        "Ann: Dad said Uncle Bryn told her the chapel is being sold.",
        # a maybe, a denial, a question, a laugh
        "Ann: Mum said Aunt Ebba told her my cousin might be moving to Perth.",
        "Ann: Mum said Aunt Ebba told her the shop is closing, but that's rubbish.",
        "Ann: Mum said Aunt Ebba told her the shop is closing?",
        "Ann: mam says auntie bet told her our kev's moving to spain lol",
    ],
)
def test_news_passed_on_through_two_people_that_is_unsure_forms_nothing(said: str) -> None:
    assert not any("heard from" in text for text in texts(said))


def test_the_her_told_is_the_one_passing_the_news_on_not_one_the_prompt_named() -> None:
    said = texts(
        "Ann: I'm walking the coast path round Anglesey in May.",
        "Bea: Long walk! Gran said Aunt Morfudd told her my cousin Iestyn is moving to Cardiff.",
    )
    assert (
        "Bea's gran heard from Aunt Morfudd that Bea's cousin Iestyn is moving to Cardiff"
        " (as of 4 March 2024)." in said
    )
    assert not any("Anglesey my cousin" in text for text in said)


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: Can you think of a gift for my father-in-law Ewald? He's just retired"
            " after thirty years at the lock gates in Goole.",
            "Ewald has just retired after thirty years at the lock gates in Goole.",
        ),
        (
            "Ann: Any ideas for a card for my brother-in-law Anselm? He has just passed"
            " his driving test.",
            "Anselm has just passed his driving test.",
        ),
        (
            "Ann: could you draft a toast for my sister-in-law Hesper? she's just been"
            " made a partner at the surgery in Leek.",
            "Hesper has just been made a partner at the surgery in Leek.",
        ),
        (
            "Ann: Could you help me plan a party for my sister Eluned? She's just qualified"
            " as a vet in Aberystwyth.",
            "Eluned has just qualified as a vet in Aberystwyth.",
        ),
        (
            "Ann: My daughter-in-law Rhosyn rang. She's expecting in October.",
            "Rhosyn is expecting in October 2024.",
        ),
    ],
)
def test_a_he_or_she_after_a_relative_named_with_in_law_is_that_relative(
    said: str, fact: str
) -> None:
    assert fact in texts(said)


@pytest.mark.parametrize(
    "said",
    [
        # a name in "-ed" before its verb is no left-out "I"
        "Ann: Winifred has just qualified as a vet.",
        "Ann: Could you help me plan a party for my sister Eluned? She's just qualified.",
    ],
)
def test_a_name_in_ed_is_not_read_as_the_speakers_deed(said: str) -> None:
    assert not any(text.startswith(("Ann winifred", "Ann eluned")) for text in texts(said))


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: Fine. Tomos thinks he's getting the foreman job at the quarry, but nothing's"
            " signed.",
            "Tomos is expecting to get the foreman job at the quarry, but nothing's signed"
            " (as of 4 March 2024).",
        ),
        (
            "Ann: my brother reckons he'll get the lease on the old forge",
            "Ann's brother is expecting to get the lease on the old forge (as of 4 March 2024).",
        ),
        (
            "Ann: Isolde hopes she'll get a place at the conservatoire in Glasgow.",
            "Isolde is hoping to get a place at the conservatoire in Glasgow (as of 4 March 2024).",
        ),
        (
            "Bob: How's Gwenno?\nAnn: Busy. She thinks she'll probably get the deputy head job"
            " at the primary in Bala.",
            "Gwenno is expecting to get the deputy head job at the primary in Bala"
            " (as of 4 March 2024).",
        ),
        (
            "Ann: Mum thinks she's getting the allotment by the church.",
            "Ann's mum is expecting to get the allotment by the church (as of 4 March 2024).",
        ),
    ],
)
def test_someones_own_hope_of_a_thing_is_kept_as_a_hope(said: str, fact: str) -> None:
    assert fact in texts(*said.split("\n"))


@pytest.mark.parametrize(
    "said",
    [
        # the "he" or "she" is someone else
        "Ann: Sarah thinks he's getting the foreman job at the quarry.",
        "Ann: Dad thinks she'll get the allotment by the church.",
        "Ann: She thinks he's getting the lease on the forge.",
    ],
)
def test_a_hope_about_someone_else_is_not_the_tellers(said: str) -> None:
    assert not any("expecting to get" in text for text in texts(said))


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: No, it's Bleddyn's sister Nia who is in Ossett, not mine.",
            "Bleddyn's sister Nia is in Ossett.",
        ),
        (
            "Ann: No, it was my cousin Siôn who moved to Tromsø, not my brother.",
            "Ann's cousin Siôn moved to Tromsø.",
        ),
        ("Ann: it's my aunt who lives in Sligo, not my mum", "Ann's aunt lives in Sligo."),
        ("Ann: Nope, it was Ffion who broke her wrist, not Cerys.", "Ffion broke her wrist."),
        (
            "Ann: Sorry, it was Merryn's dad who worked on the trawlers in Newlyn.",
            "Merryn's dad worked on the trawlers in Newlyn.",
        ),
    ],
)
def test_who_it_was_put_right_is_said_plainly(said: str, fact: str) -> None:
    assert fact in texts(said)


@pytest.mark.parametrize(
    ("said", "wrong"),
    [
        ("Ann: Was it Ffion who broke her wrist?", "Ffion broke"),  # asked
        ("Ann: It was the van that broke down, not the car.", "van broke"),  # a thing
        ("Ann: It's you who is wrong, not me.", "is wrong"),  # a pronoun
    ],
)
def test_a_cleft_that_is_no_correction_of_who_forms_nothing(said: str, wrong: str) -> None:
    assert not any(wrong in text for text in texts(said))

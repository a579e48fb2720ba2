"""Turns whose news formed no memory, or lost a detail (issue #15, session 33).

Kinds of sentence common in any chat:

* "no." ending an answer ("Not really, no. I sold the car") is no abbreviation: the
  sentence after it is read on its own ("No. 5" still runs on);
* what an employer, a school or a club did to the speaker, told of "they" after the
  speaker's own deed ("I had the interview on Tuesday, and they offered me a place on
  Thursday"), is a clause of its own; lower-case chat says "they" the same way;
* "I've got news too, started a course on monday": the news is what follows the comma,
  and its tense is its own, not that of "I've got";
* a retired fireman, a notary, a mountain rescue volunteer: what someone is;
* a title said with the name of the one spoken to ("Congratulations, Auntie Gaspara!") is
  part of that name, not a third person a "her" in the answer could mean.

Near-misses form nothing. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

import re
from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.sentences import split_sentences

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- "no." ends an answer ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Not really, no. I sold my old Fiat last weekend.", 2),
        ("The winters, no. We moved to Malaga in March.", 2),
        ("honestly no. i'm thinking of retraining as a plumber", 2),
        ("We live at No. 5 on the high street.", 1),
        ("I took the no. 10 bus. It was late.", 2),
        ("Cheese yes, wine no. It gives me headaches.", 2),
    ],
)
def test_no_ends_a_sentence_unless_a_number_follows(text: str, expected: int) -> None:
    assert len(split_sentences(text)) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Tomas: The old trams, yes. The hills in winter, no. We also sold my old Fiat "
            "last weekend, to a neighbour's daughter, for nine hundred euros.",
            "Tomas and others also sold Tomas's old Fiat on the weekend of 11 May 2024 "
            "(2024-05-11), to a neighbour's daughter, for nine hundred euros.",
        ),
        (
            "Tomas: Not really, no. I'm thinking of retraining as a plumber.",
            "Tomas is thinking of retraining as a plumber (as of 15 May 2024).",
        ),
    ],
)
def test_news_after_an_answered_no_forms(line: str, expected: str) -> None:
    assert expected in texts(line)


# --- "..., and they offered me ..." --------------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ewan: I had the interview in York on Monday, and they offered me a place on Tuesday!",
            [
                "Ewan had the interview in York on Monday, 13 May 2024 (2024-05-13).",
                "Ewan was offered a place on Tuesday, 14 May 2024 (2024-05-14).",
            ],
        ),
        (
            "Ewan: i applied in march and they offered me the job in april",
            ["Ewan applied in March 2024.", "Ewan was offered the job in April 2024."],
        ),
        (
            "Ewan: i'm head of the bakery now, they promoted me on monday",
            [
                "Ewan is head of the bakery now.",
                "Ewan was promoted on Monday, 13 May 2024 (2024-05-13).",
            ],
        ),
        (
            "Ewan: they hired me on friday",
            ["Ewan was hired on Friday, 10 May 2024 (2024-05-10)."],
        ),
    ],
)
def test_what_they_did_to_the_speaker_is_a_clause_of_its_own(
    line: str, expected: list[str]
) -> None:
    found = texts(line)
    for text in expected:
        assert text in found


@pytest.mark.parametrize(
    "line",
    [
        # a request, not a deed done: nothing is said to have happened
        "Ewan: I rang the council, and they asked me to come back next week.",
        # "her job": whose, nothing says
        "Ewan: my boss left in march and they gave me her job",
        # a plan of theirs, not a deed
        "Ewan: I applied in March, and they will tell me in June.",
    ],
)
def test_near_misses_of_what_they_did_form_no_passive(line: str) -> None:
    assert not any(" was " in text and "Ewan was" in text for text in texts(line))


# --- "I've got news too, <news>" -----------------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Iggy: i've got news too, started a pottery course at the college on monday",
            "Iggy started a pottery course at the college on Monday, 13 May 2024 (2024-05-13).",
        ),
        (
            "Iggy: I have news of my own, I started at the garden centre on Monday.",
            "Iggy started at the garden centre on Monday, 13 May 2024 (2024-05-13).",
        ),
        (
            "Iggy: I've got big news: I'm moving to Leeds in June.",
            "Iggy is moving to Leeds in June 2024.",
        ),
    ],
)
def test_news_announced_before_a_comma_is_read_on_its_own(line: str, expected: str) -> None:
    assert expected in texts(line)


def test_news_announced_alone_keeps_the_next_deed_the_speakers() -> None:
    found = texts(
        "Bex: we bought a second van last week. and Aroha wants a third",
        "Iggy: nice. i've got news. moved out of my mum's on saturday!! flat in leeds",
    )
    assert "Iggy moved out of their mum's on Saturday, 11 May 2024 (2024-05-11)." in found
    assert not any(text.startswith("Aroha moved") for text in found)


# --- what someone is -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (("Ana: Niall is a fireman.",), "Niall is a fireman."),
        (("Ana: Niall is a retired teacher.",), "Niall is a retired teacher."),
        (("Ana: My aunt is a notary in Graz.",), "Ana's aunt is a notary in Graz."),
        (
            (
                "Ben: Any other news?",
                "Ana: Well... I met someone. His name is Jonas, and he's a mountain rescue "
                "volunteer.",
            ),
            "Jonas is a mountain rescue volunteer.",
        ),
        (
            (
                "Ana: My mum's marrying Niall.",
                "Ben: Is he nice?",
                "Ana: Yeah, he's a retired fireman.",
            ),
            "Niall is a retired fireman.",
        ),
    ],
)
def test_what_someone_is(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "line",
    [
        "Ana: He is a retired lawyer.",  # who, nothing says
        "Ana: It's a volunteer thing.",
        "Ana: Niall is a former fireman, apparently.",  # a former job is left as before
    ],
)
def test_near_misses_of_what_someone_is(line: str) -> None:
    assert not any(text.endswith(("lawyer.", "thing.", "fireman.")) for text in texts(line))


# --- a title said with the name of the one spoken to ---------------------------------


@pytest.mark.parametrize(
    "prompt",
    [
        "Erik: Congratulations, Auntie Greta! How is Lena?",
        "Erik: Morning, Dr Greta! How is Lena?",
        "Erik: Congratulations! How is Lena?",
    ],
)
def test_a_title_with_the_listeners_name_is_no_one_else(prompt: str) -> None:
    found = texts(prompt, "Greta: Tired and happy. Her husband Paul fainted in the delivery room.")
    assert "Lena's husband Paul fainted in the delivery room." in found


def test_a_title_with_another_name_is_still_someone_else() -> None:
    found = texts(
        "Erik: Congratulations! How are Auntie Mia and Lena?",
        "Greta: Tired and happy. Her husband Paul fainted in the delivery room.",
    )
    assert not any(text.startswith(("Lena's husband", "Mia's husband")) for text in found)


# --- "Sadly he ..." --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Ana: Kalev is fine now. Sadly he lost his job on Monday.",),
            "Kalev lost his job on Monday, 13 May 2024 (2024-05-13).",
        ),
        (
            ("Ana: My cat Pip is home. Luckily she ate her dinner on Monday.",),
            "Ana's cat Pip ate her dinner on Monday, 13 May 2024 (2024-05-13).",
        ),
        (
            ("Ben: How is Tomas?", "Ana: Much better. Thankfully he passed the test on Friday."),
            "Tomas passed the test on Friday, 10 May 2024 (2024-05-10).",
        ),
    ],
)
def test_a_pronoun_after_a_sentence_adverb_is_carried(
    lines: tuple[str, ...], expected: str
) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        # two people before it: which one, nothing says
        ("Ana: Kalev stays with Jonas when I travel. Sadly he lost his job on Monday.",),
        # someone else named between: which one, nothing says
        ("Ben: How is Tomas?", "Ana: Jonas rang. Sadly he lost his job on Monday."),
    ],
)
def test_near_misses_of_a_pronoun_after_a_sentence_adverb(lines: tuple[str, ...]) -> None:
    assert not any("lost his job" in text for text in texts(*lines))


# --- how long the speaker's outing took, said after it ---------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Sam: Guess what? I ran my first 10K on Sunday, in Hull, and I finished in 49 minutes!",
            "Sam ran their first 10K on Sunday, 12 May 2024 (2024-05-12), in Hull, in 49 minutes.",
        ),
        (
            "Sam: I finished the triathlon on Sunday! Two hours and 12 minutes, and I swam the "
            "whole way, all front crawl.",
            "Sam finished the triathlon on Sunday, 12 May 2024 (2024-05-12), in two hours and 12"
            " minutes.",
        ),
        (
            "Sam: We rowed all the way round to the lighthouse last weekend, the whole club. "
            "Four hours!",
            "Sam and others rowed all the way round to the lighthouse on the weekend of 11 May "
            "2024 (2024-05-11), the whole club, in four hours.",
        ),
        (
            "Sam: We climbed Ben Nevis on Saturday. It took us seven hours.",
            "Sam and others climbed Ben Nevis on Saturday, 11 May 2024 (2024-05-11), in seven"
            " hours.",
        ),
        (
            "Sam: I ran the Leeds half on Sunday. 1 hour 52 minutes!",
            "Sam ran the Leeds half on Sunday, 12 May 2024 (2024-05-12), in 1 hour 52 minutes.",
        ),
    ],
)
def test_the_time_an_outing_took_joins_it(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Sam: I did the washing up. Two hours to go!",  # not how long it took
        "Sam: We walked to town. Three hours left!",
        "Sam: My brother ran the marathon on Sunday. Four hours!",  # not the speaker's
        "Sam: Did you run the marathon? Four hours?",  # a question
        "Sam: I ran to the shop. 10 minutes later it closed.",
        "Sam: I finished the book. Three days!",  # "in three days" reads as a day ahead
        "Sam: We drove to Leeds on Friday. Three hours!",  # a drive is no outing
    ],
)
def test_near_misses_of_the_time_an_outing_took(line: str) -> None:
    found = texts(line)
    assert not any(
        re.search(r"\bin (?:two|three|four|10) (?:hours|minutes|days)\b", t) for t in found
    )
    assert not any("18 May" in text for text in found)


# --- whom or what a name was given after ------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Sam: I adopted a cat last week.",
                "Jo: A cat! What's she like?",
                "Sam: She's a tabby called Sirocco, after the warm wind here.",
            ),
            "Sirocco is named after the warm wind.",
        ),
        (
            (
                "Jo: Why Otto?",
                "Sam: It was Ana's grandfather's name. His middle name is Tay, after the river.",
            ),
            "Tay is named after the river.",
        ),
        (
            (
                "Sam: A baby was born on my ferry in 1998. The parents named her Maris, after "
                "the ship.",
            ),
            "Maris is named after the ship.",
        ),
    ],
)
def test_what_a_name_was_given_after_is_a_fact(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "line",
    [
        "Sam: We called the boat Kestrel, after the wedding.",  # when, not after what
        "Sam: We called him Noel, after Christmas.",
        "Sam: We named him Tom, after my dad.",  # whose dad, the rewrite would have to say
        "Sam: I met Kestrel, after the match.",  # no name given
    ],
)
def test_near_misses_of_what_a_name_was_given_after(line: str) -> None:
    assert not any("is named after" in text for text in texts(line))


# --- "It has a balcony": what the speaker's new place or vehicle has ---------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Sam: We bought a house in Leeds. It has a big garden.",),
            "Sam's house has a big garden.",
        ),
        (
            ("Sam: We bought a van last week. It's got a bed in the back.",),
            "Sam's van has a bed in the back.",
        ),
        (
            (
                "Jo: Have you found a place?",
                "Sam: A small flat in Hatfield, near the park. It has a balcony with a lemon tree "
                "outside.",
            ),
            "Sam's small flat has a balcony with a lemon tree outside.",
        ),
    ],
)
def test_what_the_speakers_place_has(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "line",
    [
        "Sam: We saw a castle in Wales. It has a moat.",  # not the speaker's
        "Sam: My sister bought a house. It has a pool.",  # the sister's, said as "it"
        "Sam: I want a house by the sea. It has to have a garden.",  # a wish
        "Sam: I might rent a flat. It has a balcony.",
        "Sam: I read a book about Leeds. It has 900 pages.",  # no place or vehicle
    ],
)
def test_near_misses_of_what_the_speakers_place_has(line: str) -> None:
    assert not any(" has " in text for text in texts(line))


# --- "What's it called?" - "<Name>." ------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Sam: Since Monday I've worked for myself. I have six pupils already.",
                "Jo: Your own school! What is it called?",
                "Sam: Escola Gaivota, which means seagull. My son chose the name.",
            ),
            "Sam's own school is called Escola Gaivota.",
        ),
        (
            (
                "Sam: I finally bought my first boat!",
                "Jo: Amazing! What's it called?",
                "Sam: Kestrel. She's twelve feet long.",
            ),
            "Sam's first boat is called Kestrel.",
        ),
        (
            (
                "Sam: i signed a lease on monday. a shop in ilkley. MY shop",
                "Jo: a real shop. whats it called",
                'Sam: "the crumb and the crust". jo came up with it',
            ),
            'Sam\'s shop is called "the crumb and the crust".',
        ),
    ],
)
def test_the_name_of_the_answerers_thing(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        (
            "Sam: I finally bought my first boat!",
            "Jo: What's it called?",
            "Sam: I haven't named it yet.",
        ),
        ("Sam: I finally bought my first boat!", "Jo: What's it called?", "Sam: No idea yet!"),
        ("Sam: My sister bought a boat.", "Jo: What's it called?", "Sam: Kestrel."),  # hers
        ("Sam: I saw a film with my brother.", "Jo: What's it called?", "Sam: Dune."),
        # two things of the speaker's: which one, nothing says
        ("Sam: My band played and my van broke down.", "Jo: What's it called?", "Sam: Kestrel."),
    ],
)
def test_near_misses_of_the_name_of_the_answerers_thing(lines: tuple[str, ...]) -> None:
    assert not any(" is called " in text for text in texts(*lines))

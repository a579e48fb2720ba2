"""A "he"/"she" carried over from the one person named just before (issue #15,
rules/carry.py).

The other speaker names someone and the answer goes on with a pronoun ("Ilse must be
thrilled" - "it's mutual, she's moving to Porto"); a speaker's own turn names someone and,
after the other's reaction, goes on with "he"; a name given in the turn ("his name's
Tobiah, he's ..."). Each forms a memory about that person by name, and only when exactly
one person can be meant: two people, a relative of someone else's, someone unnamed, an
animal, the wrong sex, a question, a wish or a third speaker leave it to nobody.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.carry import carried

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- the rewrite --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "prompt", "earlier", "expected"),
    [
        # named by the other speaker, in a remark rather than a question
        (
            "it's mutual, she's moving to Porto for work",
            "Ilse must be thrilled",
            None,
            "it's mutual. Ilse is moving to Porto for work",
        ),
        # "'s always" before a participle is "has always"
        (
            "she's always wanted to sail",
            "Ilse joined the sailing club",
            None,
            "Ilse has always wanted to sail",
        ),
        # named in the speaker's own turn before the other's reaction
        ("he's moving to Ghent", "oh nice", "my cousin Bram rang.", "Bram is moving to Ghent"),
        (
            "she's moving to Bristol",
            "oh yeah?",
            "my sister rang.",
            "my sister is moving to Bristol",
        ),
        # the other speaker's "your sister" is the answerer's "my sister"
        (
            "yeah, she's at Leeds now",
            "your sister had her results",
            None,
            "yeah, my sister is at Leeds now",
        ),
        # a name given in the same sentence
        (
            "his name's Tobiah, he's a welder in Hull",
            None,
            None,
            "his name's Tobiah. Tobiah is a welder in Hull",
        ),
        (
            "Wilf says hello, he's taken up the trumpet",
            None,
            None,
            "Wilf says hello. Wilf has taken up the trumpet",
        ),
    ],
)
def test_pronoun_made_the_one_person(
    text: str, prompt: str | None, earlier: str | None, expected: str
) -> None:
    names = frozenset({"Ilse", "Bram", "Tobiah", "Wilf"})
    said = carried(text, prompt, earlier, names, frozenset({"Maren", "Oskar"}))
    assert said.text == expected


@pytest.mark.parametrize(
    ("text", "prompt", "earlier"),
    [
        ("he's moving to Ghent", "Ilse rang, and so did Bram", None),  # two people
        ("she's moving to Leeds", "how's your brother?", None),  # no "she"
        ("he's retiring", "oh?", "Ilse's dad rang"),  # Ilse, or her dad
        ("she's a potter", "ha", "my new neighbour invited Ilse over"),  # or the neighbour
        ("he's chewed a shoe", "aww", "we got a puppy from Gwen's farm"),  # the puppy
        ("is she moving to Porto?", "Ilse got the job", None),  # a question
        ("if she does, she'll move to Porto", "Ilse might get the job", None),  # a wish
        ("he's wrong", "Bram says cats are smarter", None),  # a verdict
        ("Remember Bram? He's moving", None, None),  # past a question of one's own
        ("he's been working nights", "Kit is knackered today", None),  # a speaker
        ("she's joined a band", "we saw Sine of the Times", None),  # a title, no one
        ("he's retiring in June", "how is Mrs Okafor?", None),  # "Mrs" is no "he"
        ("she's retiring in June", "is Mr Okafor well?", None),  # "Mr" is no "she"
        ("they've moved to Hull", "Oona and Piet came, and Ilse", None),  # a third person
        ("they've moved to Hull", "how are Oona and Piet's kids?", None),  # the kids
    ],
)
def test_nothing_carried_when_anyone_else_could_be_meant(
    text: str, prompt: str | None, earlier: str | None
) -> None:
    names = frozenset({"Ilse", "Bram", "Gwen", "Kit", "Sine", "Okafor", "Oona", "Piet"})
    assert carried(text, prompt, earlier, names, frozenset({"Kit", "Noor"})).text == text


def test_no_carrying_across_turns_with_a_third_speaker() -> None:
    # With three people talking, "he" may be one of them.
    speakers = frozenset({"Ana", "Cy", "Dee"})
    said = "he's moving to Ghent"
    assert carried(said, "cool", "Bram rang.", frozenset({"Bram"}), speakers).text == said
    assert texts("Ana: Bram rang.", "Cy: cool", "Dee: he's moving to Ghent") == []


# --- what the extractor forms ---------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "fact"),
    [
        (
            ("Maren: Ilse must be thrilled", "Oskar: it's mutual, she's moving to Porto for work"),
            "Ilse is moving to Porto for work.",
        ),
        (
            (
                "Maren: my cousin Bram rang last night.",
                "Oskar: oh nice",
                "Maren: he's moving to Ghent in June",
            ),
            "Bram is moving to Ghent in June 2024.",
        ),
        (
            (
                "Maren: my sister rang last night.",
                "Oskar: oh yeah?",
                "Maren: she's moving to Bristol in August",
            ),
            "Maren's sister is moving to Bristol in August 2024.",
        ),
        (
            (
                "Maren: we finally met her boyfriend",
                "Oskar: and??",
                "Maren: his name's Tobiah, he's a welder in Hull",
            ),
            "Tobiah is a welder in Hull.",
        ),
        (("Maren: Wilf says hello, he's taken up the trumpet",), "Wilf has taken up the trumpet."),
        # a firm's "&" names no pair of people: "she" is still the one asked about
        (
            (
                "Maren: Is Bea still at Pike & Sons?",
                "Oskar: No, she left in March. She's at Hallam Dental now.",
            ),
            "Bea is at Hallam Dental now.",
        ),
        # a name asked back says whom the prompt meant
        (
            (
                "Maren: is your neighbour still drumming?",
                "Oskar: Tomasz? yes. he's joined a band in Hull",
            ),
            "Tomasz has joined a band in Hull.",
        ),
        (
            ("Maren: how's Jonah?", "Oskar: Jonah? he moved to Leeds in March"),
            "Jonah moved to Leeds in March 2024.",
        ),
        # "they" for the one pair named just before
        (
            ("Maren: how are Oona and Piet?", "Oskar: they've bought a narrowboat in Stroud"),
            "Oona and Piet have bought a narrowboat in Stroud.",
        ),
        (
            (
                "Oskar: Oona and Piet came round",
                "Maren: how lovely",
                "Oskar: they've adopted a greyhound",
            ),
            "Oona and Piet have adopted a greyhound.",
        ),
        (
            (
                "Maren: Oona and Piet must be excited",
                "Oskar: they are! they're moving to Hull in June",
            ),
            "Oona and Piet are moving to Hull in June 2024.",
        ),
    ],
)
def test_memory_about_the_person_named_before(lines: tuple[str, ...], fact: str) -> None:
    assert fact in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        ("Maren: Ilse rang, and so did Bram", "Oskar: nice", "Maren: he's moving to Ghent"),
        ("Maren: how's your brother?", "Oskar: she's moving to Leeds"),
        ("Maren: Ilse's dad rang", "Oskar: oh?", "Maren: he's retiring from the post office"),
        ("Maren: my new neighbour invited Ilse over", "Oskar: ha", "Maren: she's a potter in Rye"),
        ("Maren: Ilse and her mum came round", "Oskar: lovely", "Maren: she's a nurse in Leeds"),
        (
            "Maren: we got a puppy from Gwen's farm",
            "Oskar: aww",
            "Maren: he's already chewed a shoe",
        ),
        ("Maren: Ilse might get the job", "Oskar: if she does, she'll move to Porto"),
        ("Maren: how is Mrs Okafor?", "Oskar: he's retiring from the post office"),
        ("Maren: how are Oona and Piet?", "Oskar: they're fine, the twins are moving to Rye"),
        ("Maren: she seems nice", "Oskar: Really? she's moving to Rye"),  # no name asked back
        ("Maren: who was that?", "Oskar: Priya? and Sam? she's moving to Rye"),  # two asked back
        # "her" someone else, who may be the "she"
        (
            "Maren: Carys fed the lamb",
            "Oskar: aww",
            "Maren: Carys named her Dolly. she's living in the barn",
        ),
    ],
)
def test_near_misses_form_nothing_about_anyone(lines: tuple[str, ...]) -> None:
    formed = texts(*lines)
    assert not any(
        word in fact
        for fact in formed
        for word in ("moving", "retiring", "potter", "nurse", "chewed", "move to", "Oona", "living")
    ), formed

"""Short answers that give a weight or a kind (issue #15, rules/answers.py).

"how much did she weigh?" - "3.2 kilos" and "what breed?" - "a border collie" say nothing
alone. Read with the question, and with the answerer's own turn before it when the
question says "he", "she" or nothing at all, they say whose weight or kind it is. When
nothing says whom the question means, or the answer is no weight or kind, nothing forms.
15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.answers import short_answer

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- the rewrite --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("earlier", "question", "answer", "statement"),
    [
        (
            "We had a baby girl on Monday!",
            "Congratulations!! How much did she weigh?",
            "3.2 kilos. Tiny and loud.",
            "Our baby girl weighed 3.2 kilos. Tiny and loud.",
        ),
        (
            "my new puppy chewed my shoes",
            "ha how much does he weigh?",
            "about 6 kg",
            "My puppy weighs about 6 kg.",
        ),
        (None, "How much does your dog weigh?", "About 30 kilos!", "My dog weighs about 30 kilos."),
        (
            None,
            "how much did your son weigh at birth?",
            "8 pounds 3 ounces",
            "My son weighed 8 pounds 3 ounces.",
        ),
        (
            None,
            "how much did your son weigh at birth?",
            "8 pounds and 3 ounces",
            "My son weighed 8 pounds and 3 ounces.",
        ),
        (None, "How much do you weigh now?", "seventy kilos", "I weigh seventy kilos."),
        (
            "We adopted a dog from the shelter in Tralee on Saturday!",
            "What kind of dog?",
            "A wolfhound cross, huge and very shy.",
            "Our dog is a wolfhound cross.",
        ),
        (
            "I finally got a puppy",
            "omg what breed is she?",
            "a border collie, super clever",
            "My puppy is a border collie.",
        ),
        (
            "I got a kitten last week",
            "what breed?",
            "a Siamese",
            "My kitten is a Siamese.",
        ),
    ],
)
def test_weight_and_kind(earlier: str | None, question: str, answer: str, statement: str) -> None:
    assert short_answer(question, answer, earlier) == statement


@pytest.mark.parametrize(
    ("earlier", "question", "answer"),
    [
        # "he" with no one brought up before: whose weight, nothing says
        (None, "How much did he weigh?", "3.4 kilos."),
        ("It was a long night.", "How much did he weigh?", "3.4 kilos."),
        # the pronoun cannot stand for the one brought up
        ("We had a baby girl on Monday!", "How much did he weigh?", "3.2 kilos."),
        ("We had a baby boy on Monday!", "How much did it weigh?", "3.2 kilos."),
        # two newcomers: which one the question means, nothing says
        ("We adopted a cat and a dog", "What kind of dog?", "A whippet."),
        ("I got a new puppy and my sister got a kitten", "how much does she weigh?", "2 kg"),
        # no weight, or not one that commits
        ("We had a baby girl on Monday!", "How much did she weigh?", "A lot!"),
        ("We had a baby girl on Monday!", "How much did she weigh?", "no idea, 3 kilos maybe"),
        ("We had a baby girl on Monday!", "How much did she weigh?", "3.2"),
        # a name or an adjective is no kind
        ("I got a new puppy yesterday", "what breed?", "Mossy, after the moss"),
        ("I got a new puppy yesterday", "what kind of puppy?", "big"),
        # the kind of some other thing than the one brought up
        ("I got a new puppy yesterday", "what kind of car?", "a Volvo"),
        # several asked about
        (None, "How much do your twins weigh?", "3 kilos each"),
        (None, "How much do you and Ola weigh?", "150 kilos"),
        # the earlier turn was itself a question
        ("did I tell you we got a puppy?", "what breed?", "a pug"),
    ],
)
def test_nothing_to_read(earlier: str | None, question: str, answer: str) -> None:
    assert short_answer(question, answer, earlier) == answer


# --- the whole extractor ---------------------------------------------------------------


def test_baby_weight_formed() -> None:
    facts = texts(
        "Ines: We had a baby girl on Monday!",
        "Tomas: Congratulations! How much did she weigh?",
        "Ines: 3.2 kilos. Everyone is exhausted.",
    )
    assert "Ines's baby girl weighed 3.2 kilos." in facts


def test_dog_kind_formed() -> None:
    facts = texts(
        "Ines: We adopted a dog from the shelter in Tralee on Saturday!",
        "Tomas: No way! What kind of dog?",
        "Ines: A wolfhound cross, huge and very shy.",
    )
    assert "Ines's dog is a wolfhound cross." in facts


def test_bare_weight_forms_nothing() -> None:
    facts = texts(
        "Tomas: That's a lovely name. How much did he weigh?",
        "Ines: 3.4 kilos.",
    )
    assert not any("3.4" in fact for fact in facts)


# --- how many work for someone -------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "statement"),
    [
        (
            "How many people work for you?",
            "Nine carpenters and a joiner.",
            "I employ nine carpenters and a joiner.",
        ),
        ("how many people work for you these days?", "14", "I employ 14 people."),
        (
            "How many staff does Oskar employ?",
            "about 30 staff, mostly students",
            "Oskar employs about 30 staff.",
        ),
        (
            "how many people work for your mum?",
            "six, plus my cousin on Fridays",
            "My mum employs six people.",
        ),
    ],
)
def test_how_many_work(question: str, answer: str, statement: str) -> None:
    assert short_answer(question, answer) == statement


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("How many people work for you?", "Six in summer."),  # no one counted
        ("How many people work for you?", "too many haha"),
        ("How many people work for you?", "Nine carpenters, a joiner and a cat."),
        ("How many people work for you?", "4 and 2"),  # four what
        ("How many people work for you and Ola?", "5"),  # two employers
        ("How many hours work for you?", "six"),  # no one employed
        ("How many people came to the party?", "forty"),  # no employer
    ],
)
def test_how_many_work_nothing(question: str, answer: str) -> None:
    assert short_answer(question, answer) == answer


def test_staff_formed() -> None:
    facts = texts(
        "Tomas: How many people work for you now?",
        "Ines: Seven roofers and two apprentices.",
    )
    assert "Ines employs seven roofers and two apprentices." in facts


# --- how old is he / she ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("earlier", "question", "answer", "statement"),
    [
        (
            "We adopted a dog from the shelter in Tralee on Saturday!",
            "Aww. How old is she?",
            "About three, the vet thinks.",
            "Our dog is about 3.",
        ),
        ("I got a new kitten", "how old is he?", "two", "My kitten is 2."),
        (None, "how old is your nephew?", "about 9", "My nephew is about 9."),
    ],
)
def test_age_of_one_brought_up(
    earlier: str | None, question: str, answer: str, statement: str
) -> None:
    assert short_answer(question, answer, earlier) == statement


@pytest.mark.parametrize(
    ("earlier", "question", "answer"),
    [
        (None, "How old is she?", "Two."),  # who "she" is, nothing says
        ("We adopted a cat and a dog", "How old is she?", "Two."),  # which one
        ("We had a baby girl on Monday!", "how old is he?", "two"),  # no "he" brought up
        ("We adopted a dog on Sunday!", "How old is she?", "about 40 lol"),  # a joke
        ("did I say we got a puppy?", "How old is she?", "Two."),  # a question before
    ],
)
def test_age_of_one_brought_up_nothing(earlier: str | None, question: str, answer: str) -> None:
    assert short_answer(question, answer, earlier) == answer


def test_dog_age_formed() -> None:
    facts = texts(
        "Ines: We adopted a dog from the shelter in Tralee on Saturday!",
        "Tomas: How old is she?",
        "Ines: Two, we think.",
    )
    assert "Ines's dog was 2 years old in May 2024." in facts


# --- "he" or "she" as the one the answerer brought up ------------------------------------


@pytest.mark.parametrize(
    ("earlier", "prompt", "answer", "statement"),
    [
        (
            "I've got a new girlfriend!",
            "ooh what does she do?",
            "physio, in Cork",
            "My girlfriend works as a physio.",
        ),
        (
            "my uncle is coming over next week",
            "Where does he live?",
            "Bergen.",
            "My uncle lives in Bergen.",
        ),
        (
            "my brother is getting married",
            "when is he getting married?",
            "the 9th of August",
            "My brother is getting married on the 9th of August.",
        ),
        (
            "my mum retired last month",
            "what did she do?",
            "a midwife",
            "My mum worked as a midwife.",
        ),
    ],
)
def test_pronoun_as_brought(earlier: str, prompt: str, answer: str, statement: str) -> None:
    assert short_answer(prompt, answer, earlier) == statement


@pytest.mark.parametrize(
    ("earlier", "prompt", "answer"),
    [
        # someone else named, who may be the "he"
        ("my cousin met Jonas at the party", "what does he do?", "a welder"),
        ("my uncle is coming over", "Is Jonas coming too? what does he do?", "a welder"),
        # the pronoun cannot stand for the one brought up
        ("I've got a new girlfriend!", "what does he do?", "a welder"),
        # two brought up
        ("my sister and my aunt are coming", "where does she live?", "Bergen"),
        # nothing brought up
        ("it was a long day", "where does she live?", "Bergen"),
        # the earlier turn asked something itself
        ("did I tell you about my uncle?", "where does he live?", "Bergen"),
        # more than one pronoun in the question
        ("my uncle is coming over", "where does he live with her?", "Bergen"),
    ],
)
def test_pronoun_as_brought_nothing(earlier: str, prompt: str, answer: str) -> None:
    assert short_answer(prompt, answer, earlier) == answer


def test_boyfriend_job_formed() -> None:
    facts = texts(
        "Ines: I've got a new boyfriend!",
        "Tomas: Ooh, what does he do?",
        "Ines: Paramedic, in Limerick.",
    )
    assert "Ines's boyfriend works as a paramedic." in facts


def test_askers_own_someone_blocks_the_pronoun() -> None:
    # "she" may be the asker's aunt as well as the answerer's sister
    prompt = "My aunt lives there too! Where does she work?"
    assert short_answer(prompt, "the library", "my sister moved to Bergen") == "the library"

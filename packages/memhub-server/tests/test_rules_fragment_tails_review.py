"""Review faults of the fragment-answer readers (session 47), each with near relatives.

A word after an answer is its name only when it is name-like and no verdict, hedge, adverb
or weekday; "named"/"called" must be followed by a name; a short fragment that takes the
answer back (a hedge, a joke, a loss) leaves no fact; a "since"/"from" year after the
document's year is no tail; a span is kept only for a present-progressive question; "out
since ..." needs a day and no later stay, and no hospital for an animal; a habit said of a
world wished for, money for a distance, and "my dad's" with no thing form nothing.
4 May 2024 is a Saturday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.fragment_tails import (
    span_kept,
    tails_joined,
    taken_back,
    whose_only,
)

SATURDAY = date(2024, 5, 4)


def facts(question: str, answer: str) -> list[str]:
    content = f"Ann: {question}\nBob: {answer}"
    return [fact.text for fact in extract_facts(ExtractionInput(content, SATURDAY))]


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        # a word after the answer that is no name: a hedge, an adverb, a weekday, a verdict
        ("what horse do you ride?", "A cob. Honestly.", "Bob rides a cob."),
        ("what horse do you ride?", "A cob. Tuesday.", "Bob rides a cob."),
        ("what horse do you ride?", "A cob. Sometimes.", "Bob rides a cob."),
        ("what pony have you got?", "A Shetland. Seriously.", "Bob has got a Shetland."),
        ("what cat have you got?", "A ragdoll. Usually.", "Bob has got a ragdoll."),
        ("what dog have you got?", "a collie. Brilliant.", "Bob has got a collie."),
        ("what dog have you got?", "a collie. Smart.", "Bob has got a collie."),
        ("what cat have you got?", "a Persian. Gorgeous.", "Bob has got a Persian."),
        ("What dog have you got?", "A spaniel. Fantastic.", "Bob has got a spaniel."),
        # "named"/"called" followed by no name
        ("what dog have you got?", "a collie. named after my ex", "Bob has got a collie."),
        ("what cat did you get?", "a tabby. named for my gran", "Bob got a tabby."),
        ("what dog have you got?", "a collie. called it", "Bob has got a collie."),
        ("what cat have you got?", "a siamese. called her that", "Bob has got a siamese."),
        # near relatives that must still name the animal
        ("what horse do you ride?", "A cob. Dancer.", "Bob rides a cob called Dancer."),
        ("What dog have you got?", "A whippet. Luna.", "Bob has got a whippet called Luna."),
        ("what dog have you got?", "a collie. named barney", "Bob has got a collie called Barney."),
        ("what dog have you got?", "a collie. Biscuit.", "Bob has got a collie called Biscuit."),
        ("wat dog u got", "papillon. bonnie. 6", "Bob has got a papillon called Bonnie."),
        # a "since" joined onto the fragment is still said as "has been"
        (
            "what are you learning?",
            "bandoneón. since march",
            "Bob has been learning bandoneón since March 2024 (as of 4 May 2024).",
        ),
        (
            "wat u readin",
            "dune. since march",
            "Bob has been reading dune since March 2024 (as of 4 May 2024).",
        ),
        (
            "what are you studying?",
            "welsh. since january",
            "Bob has been studying welsh since January 2024 (as of 4 May 2024).",
        ),
        (
            "what are you studying?",
            "Law, since September.",
            "Bob has been studying law since September 2023 (as of 4 May 2024).",
        ),
        # a year after the document's is no tail; one before it still is
        (
            "what are you learning?",
            "bandoneón. since 2030",
            "Bob is learning bandoneón (as of 4 May 2024).",
        ),
        ("what car do you drive?", "grey trabant. 2027", "Bob drives grey trabant."),
        ("what van have you got?", "a transit. 2031", "Bob has got a transit."),
        ("what car do you drive?", "grey trabant. 1989", "Bob drives grey trabant from 1989."),
        (
            "what are you learning?",
            "bandoneón. since 2022",
            "Bob has been learning bandoneón since 2022.",
        ),
        # a span only for a present-progressive question
        ("what were you studying?", "Law, since September.", "Bob is studying law."),
        ("What did you buy?", "a bike, for ten days.", "Bob bought a bike."),
        # still formed: a real day, a place, a distance, money for "how much"
        (
            "how's your nan after the op?",
            "out since tues",
            "Bob's nan has been out of hospital since Tuesday, 30 April 2024 (2024-04-30).",
        ),
        (
            "how's your grandad after the op?",
            "home since friday, still sore",
            "Bob's grandad has been home since Friday, 3 May 2024 (2024-05-03).",
        ),
        (
            "when do you take Ellen swimming?",
            "Saturdays, at the leisure centre",
            "Bob takes Ellen swimming on Saturdays at the leisure centre.",
        ),
        (
            "which days do you train?",
            "Tuesdays and Thursdays, at the club",
            "Bob trains on Tuesdays and Thursdays at the club.",
        ),
        ("how far did you run?", "5 miles", "Bob ran 5 miles."),
        ("how much did you pay for the bike?", "£40", "Bob paid £40 for the bike."),
    ],
)
def test_fact_formed(question: str, answer: str, fact: str) -> None:
    assert facts(question, answer) == [fact]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # a short fragment after the answer takes it back
        ("wat dog u got", "spaniel. hopefully"),
        ("wat dog u got", "collie. barney. joking"),
        ("wat dog u gettin", "a collie. maybe"),
        ("wat dog u got", "a lab. dead now. sadly"),
        ("what cat have you got?", "a tabby. kidding"),
        ("wat car u got", "a mini. probably"),
        # whose, with no thing
        ("wat car u got", "my dad's"),
        ("what bike have you got?", "my brother's"),
        ("wat car u got", "mum's"),
        # "out since" with no day, a later stay, or of an animal
        ("how's your nan after the op?", "out since whenever"),
        ("how's your nan after the op?", "out since tues, but back in since thursday"),
        ("how's your cat after the op?", "out since tues"),
        ("how's your dog after the op?", "out since friday"),
        # a habit in a world wished for
        ("when do you take Ellen swimming?", "Saturdays, in a perfect world"),
        ("when do you walk the dogs?", "Mondays, ideally"),
        ("which days do you work at the deli?", "Tuesdays, in theory"),
        # money is no distance or time
        ("how far did you run?", "5 lei"),
        ("how far did you cycle?", "twenty euros"),
        ("how long did you walk?", "£10"),
    ],
)
def test_nothing_formed(question: str, answer: str) -> None:
    assert facts(question, answer) == []


@pytest.mark.parametrize(
    ("question", "answer", "joined"),
    [
        ("what dog have you got?", "a collie. Brilliant.", "a collie. Brilliant."),
        ("what dog have you got?", "a collie. named after my ex", "a collie. named after my ex"),
        ("what dog have you got?", "a collie. called Barney", "a collie called Barney."),
        ("what are you learning?", "bandoneón. since 2030", "bandoneón. since 2030"),
    ],
)
def test_tails_joined_in_2024(question: str, answer: str, joined: str) -> None:
    assert tails_joined(question, answer, 2024) == joined


def test_taken_back_and_whose_only() -> None:
    assert taken_back("what dog have you got?", "collie. barney. joking")
    assert not taken_back("what dog have you got?", "collie. barney. 6")
    assert not taken_back("what dog have you got?", "I love it. honestly")
    assert whose_only("my dad's") and not whose_only("my dad's volvo")


@pytest.mark.parametrize(
    ("statement", "said", "question", "kept"),
    [
        (
            "I'm learning bandoneón since March",
            "bandoneón since March.",
            "what are you learning?",
            "I've been learning bandoneón since March",
        ),
        (
            "I was studying law",
            "Law, since September.",
            "what were you studying?",
            "I was studying law",
        ),
        ("I bought a bike", "a bike, for ten days.", "What did you buy?", "I bought a bike"),
    ],
)
def test_span_kept_by_question(statement: str, said: str, question: str, kept: str) -> None:
    assert span_kept(statement, said, question) == kept

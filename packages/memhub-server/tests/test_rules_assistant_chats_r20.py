"""Formation on fresh user/assistant chats (issue #15, session 36, R20).

Kinds of sentence that formed nothing, each with wordings of our own:

* a name the assistant's question says, taken up by the user's "he" or "she", is a
  person's name ("Is Ffion a keen walker?" - "She's climbed every Munro"), though the
  prompt is no passage that attests it;
* a trade named by what its worker tends, then "man" or "woman" ("a signalman", "a
  ferrywoman"), is a job, never a word for a kind of person ("a gentleman");
* what the speaker asks to have written ("Tell her that Mum has moved", "Add that ...",
  "Mention that ...") is their own statement;
* a place chosen or booked, named after a colon with its days, is a stay ahead, whatever
  the tense of the choosing;
* "X and I" with a frequency adverb before the verb ("Tom and I always go") is a pair
  subject, not a cut after "and X";
* a deed's or plan's reason told of someone named ("..., because Bovril is having an
  operation on her leg") is news of its own; "her leg" is the named one's;
* a thing named alone, then the speaker's deed on it in a "which I ..." clause that ends
  on its verb ("The west window, which I've just finished restoring."), is that deed;
* a journey made "for it" (the occasion being talked about) is the journey: "My sister is
  coming over from Dublin for it".
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.extractor import _is_job
from memhub_server.pipeline.memory.rules.taken_up import taken_up

DAY = date(2024, 3, 10)


def texts(*lines: str, day: date = DAY) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), day))]


@pytest.mark.parametrize(
    ("prompt", "answer", "expected"),
    [
        (
            "Is Ffion a keen walker?",
            "She is. She's climbed every Munro in Scotland.",
            "Ffion has climbed every Munro in Scotland.",
        ),
        (
            "Has Lowenna settled in?",
            "Not yet. She misses her friends.",
            "Lowenna misses her friends.",
        ),
        (
            "Hello! Is Cerys leaving you?",
            "She's finished her apprenticeship, and she's opening a shop in Kendal in May.",
            "Cerys has finished her apprenticeship.",
        ),
    ],
)
def test_a_name_the_prompt_says_taken_up_by_he_or_she(
    prompt: str, answer: str, expected: str
) -> None:
    assert expected in texts(f"Assistant: {prompt}", f"User: {answer}")


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("Shall I mention Paris?", "It's where we met, so yes."),  # no "he" or "she"
        ("Is Hamish or Kirsty driving?", "She's driving; she has a new car."),  # two names
        ("Does Ottoline like Rome?", "Not really."),
    ],
)
def test_no_name_taken_up_forms_nothing(prompt: str, answer: str) -> None:
    assert texts(f"Assistant: {prompt}", f"User: {answer}") == []


def test_taken_up_needs_one_name_put_for_a_pronoun() -> None:
    said = "She misses her friends."
    assert taken_up("Has Lowenna settled in?", said, "Lowenna misses Lowenna's friends.") == {
        "Lowenna"
    }
    assert taken_up("Has Lowenna settled in?", said, said) == frozenset()  # nothing put in
    assert taken_up(None, said, "Lowenna misses Lowenna's friends.") == frozenset()
    # the speaker's label is nobody the answer speaks of
    assert taken_up("Hi Ann! Is Ann ok?", said, "Ann misses Ann's friends.", {"Ann"}) == frozenset()


@pytest.mark.parametrize(
    "job",
    [
        "a signalman",
        "a ferryman on the lake",
        "a groundswoman",
        "the foreman at the yard",
        "a cameraman",
    ],
)
def test_a_trade_named_by_what_is_tended_is_a_job(job: str) -> None:
    assert _is_job(job)


@pytest.mark.parametrize(
    "word",
    ["a gentleman", "a madman", "a snowman", "a Scotsman", "a woman", "a talisman", "a layman"],
)
def test_a_kind_of_person_or_thing_is_no_job(word: str) -> None:
    assert not _is_job(word)


def test_a_named_signalman_forms_his_job() -> None:
    assert "Gethin is a signalman on the line at Crewe." in texts(
        "Assistant: What does Gethin do these days?",
        "User: He's a signalman on the line at Crewe.",
    )
    assert texts("User: My brother is Aled. Aled is a snowman.") == ["The user's brother is Aled."]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "User: With news. Tell her that Dad has been in a care home in Ripon since the 3rd"
            " of March, and that he asks for her.",
            "The user's dad has been in a care home in Ripon since 3 March 2024 (2024-03-03).",
        ),
        (
            "User: Oh, and please mention that my brother Idris has moved to Cardiff.",
            "The user's brother Idris has moved to Cardiff.",
        ),
        (
            "User: Good. Then add that my daughter turned eighteen in February!",
            "The user's daughter turned eighteen in February 2024.",
        ),
        (
            "User: Explain that my son Tobias has been ill since Monday.",
            "The user's son Tobias has been ill since Monday, 4 March 2024 (2024-03-04).",
        ),
    ],
)
def test_what_is_asked_to_be_written_is_the_speakers_statement(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "User: Tell him that I miss him.",  # only leans on its context
        "User: I told her that I was moving to Leeds.",  # no request
    ],
)
def test_no_request_to_write_or_nothing_plain_forms_nothing(line: str) -> None:
    assert texts(line) == []


def test_a_place_chosen_with_its_days_is_a_stay_ahead() -> None:
    day = date(2025, 1, 25)
    assert texts(
        "User: My brother picked the hotel: a little place in Bruges, from the 2nd to the 5th"
        " of March.",
        day=day,
    ) == [
        "The user's brother picked the hotel: a little place in Bruges, from 2 March 2025"
        " (2025-03-02) to 5 March 2025 (2025-03-05)."
    ]
    assert texts(
        "User: We stayed in a cottage in Wasdale from the 14th to the 16th of January.", day=day
    ) == [
        "The user and others stayed in a cottage in Wasdale from 14 January 2025 (2025-01-14)"
        " to 16 January 2025 (2025-01-16)."
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "User: My birthday is on the 17th of May, and Tom and I always go away for it.",
            ["The user's birthday is on the 17th of May."],
        ),
        (
            "User: I work at the bakery, and Zofia and I usually go home together.",
            ["The user works at the bakery.", "Zofia and the user usually go home together."],
        ),
    ],
)
def test_a_pair_subject_with_a_frequency_adverb_is_not_cut(line: str, expected: list[str]) -> None:
    assert texts(line) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            [
                "User: We have a puppy called Tolly.",
                "User: We've moved it to June, because Tolly is having an operation on"
                " her hip on the 2nd of April.",
            ],
            "Tolly is having an operation on her hip on 2 April 2024 (2024-04-02).",
        ),
        (
            [
                "User: My sister is Hana.",
                "User: Now we've had to put it off, because Hana has broken her ankle.",
            ],
            "Hana has broken her ankle.",
        ),
    ],
)
def test_the_reason_for_a_deed_told_of_someone_named(lines: list[str], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "line",
    [
        "User: My sister is Hana. I'm annoyed because Hana forgot my birthday.",
        "User: My sister is Hana. I was gutted, because Hana forgot her keys.",
    ],
)
def test_the_reason_for_the_speakers_mood_stays_with_the_mood(line: str) -> None:
    assert texts(line) == ["The user's sister is Hana."]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            [
                "Assistant: What would you like the talk to be about?",
                "User: The rood screen at St Cuthbert's, which I've just finished repainting.",
            ],
            "The user has just finished repainting the rood screen at St Cuthbert's.",
        ),
        (
            [
                "Assistant: Which car are you selling?",
                "User: The little Fiat, which we bought in 2019.",
            ],
            "The user and others bought the little Fiat in 2019.",
        ),
        (
            [
                "Assistant: What should I write about?",
                "User: My grandmother's quilt, which I inherited.",
            ],
            "The user inherited their grandmother's quilt.",
        ),
    ],
)
def test_a_thing_and_the_speakers_deed_on_it(lines: list[str], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "line",
    [
        "User: The cake, which I made for Mum, was a disaster.",  # the thing is a subject
        "User: The new flat, which I love. It's tiny though.",  # no deed
    ],
)
def test_no_deed_on_a_thing_named_alone(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "User: My sister is coming over from Dublin for it!",
            "The user's sister is coming over from Dublin (as of 10 March 2024).",
        ),
        (
            "User: My brother Tomas flew in from Oslo for it.",
            "The user's brother Tomas flew in from Oslo.",
        ),
        (
            "User: It's my dad's seventieth in May. My uncle is flying home from Perth for that.",
            "The user's uncle is flying home from Perth (as of 10 March 2024).",
        ),
    ],
)
def test_a_journey_made_for_it(line: str, expected: str) -> None:
    assert expected in texts(line)


def test_no_journey_keeps_its_it() -> None:
    assert texts("User: I paid forty pounds for it.") == []

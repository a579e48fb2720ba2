"""Review fixes of session 45's rule changes (issue #15).

- Where one works or lives, told with "I" left out ("live in a van now"), forms no fact
  in answer to a question about what might be ("what would you do if you won?"), and a
  home or a boss only in a manner of speaking ("lives in a bubble", "works for the man")
  is no fact however it is said.
- An office ("I'm the secretary") is written as the group's only when the question asks
  after that group itself ("And the touring club?"), the words before its kind word a
  name, not "the job at the union" or "the best in the team".
- A felt "-ing" word followed by a reflexive ("starving myself") or by one's own body part
  and "off" ("freezing my tits off") is still a feeling, no thing worked on.
- "always", "usually" or "never" early or late is a lasting trait, kept; "was ten minutes
  early" says early for something the chat named, and is dropped.
- "What does Ioana like?" - "Dogs": a plain plural noun capitalised as the reply opens is
  lowered ("Ioana likes dogs"); "Being annoying" is a joke, no liking.
- An office with no group is dropped however it was taken ("became captain", "was made
  chair"), as "is the president" is.

The sentences are our own.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe

MAY = date(2024, 5, 4)


def facts(*turns: str, day: date = MAY) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(turns), day))]


# --- a wish or an idiom is no home or work -------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("what would you do if you won?", "live in a castle"),
        ("where would you live?", "live in a cottage by the sea"),
        ("If you could pick any job, what?", "work for the BBC in London"),
        ("where could you see yourself in ten years", "teach at a school in Spain tbh"),
        ("what should you do next year?", "volunteer at the animal shelter"),
        ("so where'd you live if money was no object", "live in a villa in Lisbon"),
        ("hows things", "live in a bubble, me"),
        ("you ok?", "live in the past, that's my problem"),
        ("what's new?", "live in a dream world lol"),
        ("and work?", "work for a living unlike some"),
        ("job ok?", "work for the man, thats life"),
        ("any news?", "I live in a bubble these days"),
        ("Hows Dafydd?", "Dafydd lives in the past"),
        ("hows your sister", "Oh she lives in hope, as ever"),
        ("and work?", "I work for peanuts honestly"),
    ],
)
def test_a_wish_or_an_idiom_forms_no_home_or_work(prompt: str, answer: str) -> None:
    assert facts(f"Bob: {prompt}", f"Ann: {answer}") == []


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        ("what do you do?", "work nights at the docks", "Ann works nights at the docks."),
        ("any news?", "live in a van now", "Ann lives in a van now."),
        (
            "how's things?",
            "work weekends at the garden centre",
            "Ann works weekends at the garden centre.",
        ),
        (
            "where's Tomas these days?",
            "Tomas lives in a flat in Bristol",
            "Tomas lives in a flat in Bristol.",
        ),
        ("what do you do?", "I work for the council", "Ann works for the council."),
    ],
)
def test_where_one_works_or_lives_still_forms(prompt: str, answer: str, fact: str) -> None:
    assert fact in facts(f"Bob: {prompt}", f"Ann: {answer}")


# --- an office in the group the question asked after ---------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        (
            "And the touring club?",
            "Up to twenty members. I'm the secretary.",
            "Ann is the secretary of the touring club.",
        ),
        (
            "How's the darts team doing?",
            "Good, I'm captain now",
            "Ann is captain of the darts team now.",
        ),
        (
            "how's ur pub quiz team doing",
            "im the captain again",
            "Ann is the captain of the pub quiz team again.",
        ),
        (
            "Lovely. And the parish council?",
            "I'm chair now",
            "Ann is chair of the parish council now.",
        ),
        ("how is your rowing club", "I am treasurer", "Ann is treasurer of the rowing club."),
    ],
)
def test_an_office_in_the_group_asked_after(prompt: str, answer: str, fact: str) -> None:
    assert fact in facts(f"Bob: {prompt}", f"Ann: {answer}")


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("How's the job at the union office?", "I'm the secretary"),
        ("Who's the best in the team?", "I'm the captain, so me obviously"),
        ("How's the new boss at the bowls club?", "I'm the treasurer"),
        ("Who is the oldest in the choir?", "I'm the president"),
        ("What's the worst thing about the committee?", "I'm the chair"),
        ("Did you go to the rugby club?", "I'm the captain"),
        ("How's the choir and the band?", "I'm the secretary"),
    ],
)
def test_no_office_of_something_else_asked_after(prompt: str, answer: str) -> None:
    assert not any(" of the " in fact for fact in facts(f"Bob: {prompt}", f"Ann: {answer}"))


# --- a felt -ing word with a reflexive or a body part "off" ---------------------------


@pytest.mark.parametrize(
    "said",
    [
        "Ann: I'm freezing my tits off",
        "Ann: I'm starving myself before the wedding lol",
        "Ann: Tom is freezing his bits off at the match",
        "Ann: I'm boiling me head off in this office",
        "Ann: we're starving ourselves for the weigh-in",
        "Ann: Carys was freezing her toes off on the pier",
    ],
)
def test_a_felt_ing_word_with_a_reflexive_is_a_feeling(said: str) -> None:
    assert facts("Bob: hi", said) == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Ann: I'm still boiling pulpo at the fairs", "Ann is still boiling pulpo at the fairs"),
        ("Ann: I was freezing the berries", "Ann was freezing the berries."),
        (
            "Ann: I'm freezing my own bread these days",
            "Ann is freezing their own bread these days.",
        ),
    ],
)
def test_a_felt_ing_word_with_an_object_still_forms(said: str, fact: str) -> None:
    assert any(f.startswith(fact) for f in facts("Bob: hi", said))


# --- early or late as a habit ---------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Ann: I'm always ten minutes early", "Ann is always ten minutes early."),
        ("Ann: I started at the hospital, I'm always early", "Ann is always early."),
        ("Ann: im always a bit late tbh", "Ann is always a bit late"),
        ("Ann: I'm usually early for meetings", "Ann is usually early for meetings."),
        ("Ann: I'm never late", "Ann is never late."),
    ],
)
def test_early_or_late_as_a_habit_is_kept(said: str, fact: str) -> None:
    assert any(f.startswith(fact) for f in facts("Bob: hi", said))


@pytest.mark.parametrize(
    "fact", ["Ann was ten minutes early.", "Ann is a bit late.", "Ann was only a few weeks late."]
)
def test_early_or_late_once_is_dropped(fact: str) -> None:
    assert unsafe(fact, "Ann") is not None


# --- what someone likes -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        ("What does Ioana like?", "Dogs. She hates cats", "Ioana likes dogs."),
        ("What does Kwame like?", "Films", "Kwame likes films."),
        ("what does Saoirse like?", "Trains, mostly", "Saoirse likes trains"),
        ("What does Tevita like?", "Cats", "Tevita likes cats."),
        ("What does Ioana like?", "Coltrane", "Ioana likes Coltrane."),
        ("What does Ioana like?", "Oasis", "Ioana likes Oasis."),
        ("What does Ioana like?", "Being outdoors", "Ioana likes being outdoors."),
    ],
)
def test_a_liking_reads_as_in_a_sentence(prompt: str, answer: str, fact: str) -> None:
    assert any(f.startswith(fact) for f in facts(f"Bob: {prompt}", f"Ann: {answer}"))


@pytest.mark.parametrize(
    "answer", ["Being annoying", "being right, apparently", "Being lazy lol", "Being difficult"]
)
def test_being_some_way_is_no_liking(answer: str) -> None:
    assert facts("Bob: What does Ioana like?", f"Ann: {answer}") == []


# --- an office with no group, however it was taken ------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "Ann became captain.",
        "Ann was made captain!",
        "Ann has been made chair.",
        "Teodor has become the treasurer now.",
        "The user got made vice-captain.",
        "Ann is the president.",
    ],
)
def test_an_office_with_no_group_is_dropped(fact: str) -> None:
    assert unsafe(fact, "The user" if fact.startswith("The user") else fact.split()[0]) is not None


@pytest.mark.parametrize(
    "fact",
    [
        "Ann became captain of the hockey team.",
        "Ann was made chair of the allotment society.",
        "Ann became a secretary at the school.",
    ],
)
def test_an_office_in_a_group_named_is_kept(fact: str) -> None:
    assert unsafe(fact, "Ann") is None

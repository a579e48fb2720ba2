"""Fresh chat turns, round 2 of issue #15 session 32, not taken from any dev set.

Answers to "are you still ...?" read with what was asked even without their "No," ("I
left in March", "Not any more, I stopped in the autumn"), for a hyphened state
("gluten-free"), a club one is "a member of" and a partner ("we split up"); a winter is
dated ("last winter" -> "winter 2024-25"). A pain told with its day ("my neck is killing
me this morning") passes like one told without it. A hedged or undecided plan, eagerness
("I must visit", "I need that book"), a near-miss ("I nearly entered", "I chickened
out"), an errand promised back ("I'll tell him") and a yes to a question holding the
asker's own "I" form nothing, nor does what a kind of thing does ("Babies never
sleep"). Hearsay owned with "Guilty!" and what a doctor or dentist tells the speaker of
their own body are kept. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 5, 15)
JANUARY = date(2026, 1, 20)


def facts(*lines: str, day: date = WEDNESDAY) -> list[CandidateFact]:
    return extract_facts(ExtractionInput("\n".join(lines), day))


def texts(*lines: str, day: date = WEDNESDAY) -> list[str]:
    return [fact.text for fact in facts(*lines, day=day)]


@pytest.mark.parametrize(
    ("prompt", "answer", "expected"),
    [
        (
            "Bryn: Are you a member of the chess club?",
            "Lowri: I left in March.",
            "Lowri left the chess club in March 2024.",
        ),
        (
            "Bryn: Are you still singing with the choir?",
            "Lowri: No, I quit it in February.",
            "Lowri quit the choir in February 2024.",
        ),
        (
            "Bryn: Are you still swimming before work?",
            "Lowri: Not any more, I stopped in April.",
            "Lowri stopped swimming before work in April 2024.",
        ),
        (
            "Bryn: Are you still sugar-free?",
            "Lowri: I gave it up at Easter.",
            "Lowri gave up being sugar-free at Easter",
        ),
        (
            "Bryn: Are you still coaching the under-tens?",
            "Lowri: No, I gave it up last winter.",
            "Lowri gave up coaching the under-tens in winter 2023-24.",
        ),
        (
            "Bryn: Are you still seeing Idris?",
            "Lowri: No, we split up in March.",
            "Idris and Lowri split up in March 2024.",
        ),
    ],
)
def test_still_answers_read_with_the_question(prompt: str, answer: str, expected: str) -> None:
    formed = texts(prompt, answer)
    assert any(text.startswith(expected) for text in formed), formed


def test_an_unresolved_still_answer_forms_nothing_bare() -> None:
    # whatever forms names what was stopped: never a bare "Lowri stopped in April"
    for text in texts("Bryn: Are you still vegan?", "Lowri: I stopped in April."):
        assert "vegan" in text


@pytest.mark.parametrize(
    ("line", "day", "expected"),
    [
        ("Lowri: We went sledging in the winter.", date(2025, 10, 4), "in winter 2024-25"),
        ("Lowri: We're off to Tromsø this winter.", date(2025, 10, 4), "in winter 2025-26"),
        ("Lowri: I sold the caravan last winter.", date(2026, 1, 26), "in winter 2024-25"),
        ("Lowri: I've signed up for a craft fair in Ruthin in April.", JANUARY, "April 2026"),
        ("Lowri: We've just booked a barge in Shropshire in May.", JANUARY, "May 2026"),
        ("Lowri: I joined the gym in January.", date(2026, 3, 3), "January 2026"),
        ("Lowri: just booked a cabin in Aviemore for march", JANUARY, "March 2026"),
        ("Lowri: We got tickets for the folk festival in August.", JANUARY, "August 2026"),
    ],
)
def test_dates(line: str, day: date, expected: str) -> None:
    formed = texts(line, day=day)
    assert any(expected in text for text in formed), formed


def test_winter_alone_is_no_date() -> None:
    assert texts("Lowri: The winter was grim.", day=JANUARY) == []


@pytest.mark.parametrize(
    "lines",
    [
        # hedged and undecided plans
        ("Lowri: I've been thinking about maybe retraining as a vet.",),
        ("Lowri: we're sort of thinking of maybe getting chickens",),
        ("Lowri: We're going to Malta or Gozo in October, not decided.",),
        ("Lowri: I'm hoping to learn the harp once the kids are older.",),
        ("Lowri: I really hope I pass my driving test.",),
        ("Lowri: I think I'm coming down with something.",),
        # eagerness and near-misses
        # (session 51: "Rhodri opened a bakery in Conwy" is Rhodri's news, a fact; the
        # eagerness after it is what must form nothing)
        ("Bryn: A new bakery opened in Conwy!", "Lowri: No way! I must visit."),
        ("Bryn: The book is about a spy who keeps bees.", "Lowri: I need that book."),
        ("Lowri: I nearly entered the village show, but I lost my nerve.",),
        ("Lowri: I was going to audition, but I chickened out.",),
        # an errand promised back
        ("Bryn: Could you ask Siân to bring the ladder?", "Lowri: I'll ask her tomorrow."),
        ("Bryn: I think Owain would like that album.", "Lowri: I'll tell him."),
        # a yes to a question holding the asker's own words
        ("Bryn: Did you get the card I sent you?", "Lowri: Yes, thank you!"),
        ("Bryn: Have you met my brother yet?", "Lowri: Yes, lovely guy."),
        # what was stopped or left, never said
        ("Lowri: I left in June.",),
        ("Lowri: I stopped in the spring, too busy.",),
        # what a kind of thing does, no one named
        ("Lowri: Toddlers never eat their greens.",),
        ("Lowri: Landlords always find a reason to keep the deposit.",),
        ("Lowri: Vets are so expensive these days.",),
        # praise owned in jest
        ("Bryn: Apparently you're the best dancer in Bangor?", "Lowri: Guilty!"),
        ("Bryn: Is it true you're the funniest person in Harlech?", "Lowri: Yes, obviously."),
    ],
)
def test_forms_nothing(lines: tuple[str, ...]) -> None:
    assert texts(*lines) == []


@pytest.mark.parametrize(
    "line",
    [
        "Lowri: My knee is killing me this morning.",
        "Lowri: ugh my head is pounding today",
        "Lowri: My back is aching tonight after the hike.",
        "Lowri: My tummy is upset today.",
    ],
)
def test_a_pain_told_with_its_day_passes_too(line: str) -> None:
    for fact in facts(line):
        assert fact.forget_after is not None, fact.text


def test_a_pain_without_a_day_passes() -> None:
    formed = facts("Lowri: My ankle is swollen after the match.")
    assert [fact.text for fact in formed] == ["Lowri's ankle is swollen after the match."]
    assert formed[0].forget_after is not None


@pytest.mark.parametrize(
    ("prompt", "answer", "expected"),
    [
        (
            "Bryn: I hear you're building a boat?",
            "Lowri: Guilty! It's nearly done.",
            "Lowri is building a boat",
        ),
        (
            "Bryn: Someone told me you've bought a campervan?",
            "Lowri: Guilty as charged!",
            "Lowri has bought a campervan.",
        ),
        (
            "Bryn: Is it true you swam across Lake Bala?",
            "Lowri: Yes, in under an hour!",
            "Lowri swam across Lake Bala.",
        ),
        (
            "Bryn: Are you still teetotal?",
            "Lowri: No, not since last year.",
            "Lowri hasn't been teetotal since 2023.",
        ),
        (
            "Bryn: Where did you grow up?",
            "Lowri: On an island off the coast of Mull.",
            "Lowri grew up on an island off the coast of Mull.",
        ),
        (
            "Bryn: Where do you live these days?",
            "Lowri: On a narrowboat in Oxford.",
            "Lowri lives on a narrowboat in Oxford.",
        ),
        (
            "Bryn: Are you still playing darts?",
            "Lowri: No, I quit it in March.",
            "Lowri quit playing darts in March 2024.",
        ),
        (
            "Bryn: Are you still caffeine-free?",
            "Lowri: I gave it up over Easter.",
            "Lowri gave up being caffeine-free over Easter",
        ),
        (
            "Bryn: Where did you grow up?",
            "Lowri: On a sheep farm outside Bala.",
            "Lowri grew up on a sheep farm outside Bala.",
        ),
        (
            "Bryn: Where did you grow up, by the way?",
            "Lowri: In a little town near Wrexham.",
            "Lowri grew up in a little town near Wrexham.",
        ),
    ],
)
def test_kept_from_answers(prompt: str, answer: str, expected: str) -> None:
    formed = texts(prompt, answer)
    assert any(text.startswith(expected) for text in formed), formed


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Lowri: My GP said my ferritin is low.", "Lowri has low ferritin."),
        ("Lowri: The nurse told me I'm low on vitamin B12.", "Lowri has low vitamin B12."),
        ("Lowri: My doctor says my cholesterol is a bit high.", "Lowri has high cholesterol."),
        ("Lowri: My dentist said I need a crown.", "Lowri needs a crown"),
        ("Lowri: My physio says I have a weak right ankle.", "Lowri has a weak right ankle."),
    ],
)
def test_own_findings(line: str, expected: str) -> None:
    formed = texts(line)
    assert any(text.startswith(expected) for text in formed), formed


@pytest.mark.parametrize(
    "line",
    [
        "Lowri: My sister says my cholesterol is high.",
        "Lowri: My doctor said I need to slow down.",
        "Lowri: Did the dentist say I need a crown?",
    ],
)
def test_no_own_finding(line: str) -> None:
    assert texts(line) == []

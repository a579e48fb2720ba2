"""Wrong, garbled or empty facts on fresh chat (issue #15, session 42, helper P).

A saying is no fact ("I'm not holding my breath"); a joke taken back after a "no" or a
laugh is dropped; a hedge typed without its owner ("think im ...", "probs ...", "Boss
reckons ...") is read with it; a guess with no clause forms nothing; a liking said of a
day of the year is every year; a story of how things used to be told after a liking is
no memory; a bare "asked <name>" beside an engagement is the proposal; an answer's
verbless lead, a bare time and a "because" with nothing before it form nothing.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 3, 2)


def texts(*lines: str, day: date = DAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


@pytest.mark.parametrize(
    "line",
    [
        "Orla: The council says the bridge reopens soon. I'm not holding my breath.",
        "Orla: They say the bus will be fixed by spring. I wouldn't hold my breath.",
        "Orla: We might be promoted to the first division. We're not counting our chickens.",
        "Orla: The agency may ring back. I'm keeping my fingers crossed.",
        "Orla: They promised us a new kitchen. I'll believe it when I see it.",
        "Orla: I've sold the caravan. I'm not kidding.",
    ],
)
def test_a_saying_forms_no_fact(line: str) -> None:
    formed = texts(line, "Piet: ok")
    sayings = ("breath", "chickens", "fingers", "believe it", "kidding")
    assert not [text for text in formed if any(word in text for word in sayings)]


def test_a_sigh_after_the_news_is_cut() -> None:
    formed = texts("Orla: My landlord's cat is a Biscuit too, which doesn't help.")
    assert formed == ["Orla's landlord's cat is a Biscuit too."]


def test_the_plural_you_is_second_person() -> None:
    assert texts("Orla: my nan mixes yous up all the time") == []
    assert texts("Orla: I'll see youse at the match") == []


@pytest.mark.parametrize(
    ("line", "kept", "joke"),
    [
        (
            "Tove: I've taken up fire eating. No, joking, I've joined the bell ringers.",
            "Tove has joined the bell ringers.",
            "fire",
        ),
        (
            "Tove: We bought a castle! Nah, only kidding, we got a caravan.",
            "Tove and others got a caravan.",
            "castle",
        ),
        ("Tove: i quit my job. haha no jk i got promoted", "Tove got promoted.", "quit"),
        (
            "Tove: I'm moving to the moon. No, I'm joking. I'm moving to Derby.",
            "Tove is moving to Derby.",
            "moon",
        ),
        (
            "Tove: I've adopted a tiger. Lol, just joking! I adopted a cat.",
            "Tove adopted a cat.",
            "tiger",
        ),
    ],
)
def test_a_joke_taken_back_after_a_no_or_a_laugh(line: str, kept: str, joke: str) -> None:
    formed = texts(line)
    assert kept in formed
    assert not [text for text in formed if joke in text]


def test_a_joke_insisted_on_stays() -> None:
    assert "Tove sold the van." in texts("Tove: I sold the van. I'm not joking.")


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Rhys: think im movin to whitby in the spring", "Rhys thinks they are moving to whitby"),
        ("Rhys: Think we're off to Crete in June.", "Rhys thinks they are off to Crete in June"),
        ("Rhys: reckon ill be done by friday", "Rhys reckons they will be done by"),
        ("Rhys: probs got a job at the library in march", "Rhys probably got a job at the library"),
        ("Rhys: Boss reckons I'll be made foreman by summer.", "Rhys's boss reckons Rhys will"),
        (
            "Rhys: manager says we'll tour wales in the spring",
            "Rhys's manager says Rhys and others",
        ),
    ],
)
def test_a_hedge_typed_without_its_owner_is_read_with_it(line: str, expected: str) -> None:
    formed = texts(line)
    assert [text for text in formed if text.startswith(expected)], formed
    assert not [text for text in formed if text.lower().startswith(("think", "reckon", "boss"))]


@pytest.mark.parametrize(
    "line",
    ["Rhys: Think so.", "Rhys: no probs, see you then", "Rhys: guess what"],
)
def test_no_hedge_without_a_clause(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("When's the wedding?", "we think summer 2026 maybe, nothin booked"),
        ("When's the wedding?", "We think next September, probably at the Old Mill."),
        ("When's the move?", "We reckon late spring, at the earliest."),
        ("Where will you live?", "I think somewhere near Leeds, probably."),
        ("When's the party?", "i guess in july, somewhere in town"),
    ],
)
def test_a_guess_with_no_clause_forms_nothing(prompt: str, answer: str) -> None:
    formed = texts(f"Piet: {prompt}", f"Rhys: {answer}")
    assert not [text for text in formed if "think" in text or "reckon" in text or "guess" in text]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Ines: I can't stand brass bands at Christmas, by the way.",
            "Ines can't stand brass bands at Christmas.",
        ),
        (
            "Ines: We always go to my aunt's at Easter.",
            "Ines and others always go to their aunt's at Easter.",
        ),
        ("Ines: i hate fireworks on bonfire night", "Ines hates fireworks on bonfire night."),
        (
            "Ines: My kids love the lights at Christmas.",
            "Ines's kids love the lights at Christmas.",
        ),
        ("Ines: I usually work at New Year.", "Ines usually works at New Year."),
    ],
)
def test_a_liking_or_habit_at_a_holiday_keeps_no_date(line: str, expected: str) -> None:
    assert expected in texts(line)


def test_a_holiday_told_once_keeps_its_date() -> None:
    formed = texts("Ines: I'm flying to Oslo at Christmas.")
    assert formed == ["Ines is flying to Oslo at Christmas, 25 December 2024 (2024-12-25)."]


@pytest.mark.parametrize(
    ("line", "liking", "story"),
    [
        (
            "Bea: I hate sprouts. My nan boiled them for an hour every Christmas.",
            "Bea hates sprouts.",
            "nan",
        ),
        (
            "Bea: I can't stand jazz. When I was little my dad played it all day.",
            "Bea can't stand jazz.",
            "dad",
        ),
        (
            "Bea: I adore horses. Grandpa would always put me on his old mare.",
            "Bea adores horses.",
            "Grandpa",
        ),
        (
            "Bea: cant stand marmite. me mam made us eat it every day n i gagged",
            "Bea can't stand marmite.",
            "mam",
        ),
        (
            "Bea: I love the smell of bonfires. My uncle used to let me burn leaves every autumn.",
            "Bea loves the smell of bonfires.",
            "uncle",
        ),
    ],
)
def test_a_story_after_a_liking_is_no_memory(line: str, liking: str, story: str) -> None:
    formed = texts(line)
    assert liking in formed
    assert not [text for text in formed if story in text]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Bea: I love Rome. My sister lives there now.", "Bea's sister lives in Rome now."),
        ("Bea: My dad used to be a miner.", "Bea's dad used to be a miner."),
    ],
)
def test_news_after_a_liking_or_alone_stays(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Cai: got engaged thurs!! asked lise on the pier at saltburn",
            "Cai proposed to lise on the pier at saltburn.",
        ),
        (
            "Cai: We're engaged! I asked Mara at the top of Snowdon.",
            "Cai proposed to Mara at the top of Snowdon.",
        ),
        (
            "Cai: i finally asked tomas on the beach, we're engaged",
            "Cai finally proposed to tomas on the beach.",
        ),
        (
            "Cai: We're engaged! Finally asked Bea at the castle.",
            "Cai finally proposed to Bea at the castle.",
        ),
        (
            "Cai: Got engaged on Sunday. Asked Noor by the lake.",
            "Cai proposed to Noor by the lake.",
        ),
    ],
)
def test_a_bare_asked_beside_an_engagement_is_the_proposal(line: str, expected: str) -> None:
    formed = texts(line)
    assert expected in formed
    assert not [text for text in formed if " asked " in text]


@pytest.mark.parametrize(
    "line",
    [
        "Cai: My brother got engaged. I asked him about the ring.",
        "Cai: I asked Noor on Sunday and she said the shop is shut.",
    ],
)
def test_asked_without_an_engagement_or_of_a_pronoun_is_no_proposal(line: str) -> None:
    assert not [text for text in texts(line) if "proposed" in text]


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("Who walks the dog?", "Me, at seven every morning before work."),
        ("Who does the school run?", "Me, on Tuesdays after the gym."),
        ("Who's in the family?", "me, husband raf, 3 kids"),
        ("Who's coming?", "Me, wife Greta and two kids."),
        ("Did it take ten hours?", "Eleven hours forty, if I'm honest."),
        ("Why so much on travel?", "travel cos we go to my aunt's in hull at easter"),
    ],
)
def test_a_verbless_answer_forms_no_fragment(prompt: str, answer: str) -> None:
    formed = texts(f"Piet: {prompt}", f"Dora: {answer}")
    assert not [text for text in formed if text.startswith(("Dora,", "Eleven", "Travel"))]
    assert not [text for text in formed if "honest" in text]


@pytest.mark.parametrize(
    ("prompt", "answer", "expected"),
    [
        ("How's the new job?", "Long days, but I like the team.", "Dora likes the team."),
        (
            "How's the ward?",
            "Late nights, but I've been made sister.",
            "Dora has been made sister.",
        ),
        (
            "How's the bakery?",
            "Early mornings, but we've hired a baker.",
            "Dora and others have hired a baker.",
        ),
    ],
)
def test_a_lead_of_long_days_gives_way_to_the_clause(
    prompt: str, answer: str, expected: str
) -> None:
    assert expected in texts(f"Piet: {prompt}", f"Dora: {answer}")


def test_have_got_an_appointment_is_not_said_twice() -> None:
    formed = texts("Lu: I've got an interview on Friday, fingers crossed.")
    assert formed == ["Lu has got an interview on Friday, 8 March 2024 (2024-03-08)."]


def test_a_bit_of_nerves_after_the_news_is_cut() -> None:
    assert texts("Lu: got a scan on tuesday, bit nervous") == [
        "Lu has a scan on Tuesday, 5 March 2024 (2024-03-05)."
    ]


def test_texted_probably_got_is_had_now() -> None:
    formed = texts(
        "Ida: n i prob got a job at the boatyard in cowes in jan", day=date(2024, 10, 26)
    )
    assert formed == ["Ida has probably got a job at the boatyard in cowes in January 2025."]


def test_a_what_if_is_no_belief() -> None:
    assert not [text for text in texts("Ida: Suppose I moved to Oslo?") if "suppose" in text]


@pytest.mark.parametrize(
    ("prompt", "answer", "expected"),
    [
        (
            "Why so much on travel?",
            "travel cos we go to my aunt's in hull every summer",
            "Dora and others go to their aunt's in hull every summer.",
        ),
        (
            "Why the big food budget?",
            "Food because my brother eats for three.",
            "Dora's brother eats for three.",
        ),
        (
            "Why Tuesdays?",
            "tuesdays cos i work late on mondays",
            "Dora works late on mondays.",
        ),
    ],
)
def test_a_thing_named_before_because_gives_way_to_the_reason(
    prompt: str, answer: str, expected: str
) -> None:
    assert expected in texts(f"Piet: {prompt}", f"Dora: {answer}")

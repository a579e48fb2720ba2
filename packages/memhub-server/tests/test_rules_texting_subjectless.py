"""Lower-case texting: weekdays cut short and lines that leave the speaker out (issue #15).

"sold my van thurs", "off to oban fri for the ceilidh", "still on lates till june", "been
doing judo 8 yrs", "cant stand beetroot": the day is dated where a time stands, and the
left-out "I", "I'm" or "I've" is put back, in texting and in proper case. A cut-short day
that is a word of its own ("I sat an exam", "lay in the sun", "got wed") stays a word, and
chatter ("sat here bored", "off to bed", "love that for u") forms nothing.
15 May 2024 is a Wednesday.
"""

from __future__ import annotations

import re
from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.continuation import remarks_dropped
from memhub_server.pipeline.memory.rules.short_days import day_stands
from memhub_server.pipeline.memory.rules.texting import texting_spelled

WEDNESDAY = date(2024, 5, 15)


def facts(line: str, speaker: str = "Morwenna") -> list[tuple[str, str]]:
    """What one turn forms, said in a two-person chat."""
    content = f"{speaker}: {line}\nBryn: ok"
    item = ExtractionInput(content, WEDNESDAY)
    return [(fact.kind, fact.text) for fact in extract_facts(item)]


def stamped(line: str, speaker: str = "morwenna") -> list[str]:
    """What one lower-case line of a messenger log forms, its writer alone."""
    item = ExtractionInput(f"[19:42] {speaker}: {line}", WEDNESDAY)
    return [fact.text for fact in extract_facts(item)]


def short_day(text: str) -> bool:
    """Whether the first cut-short weekday in ``text`` is read as a day."""
    found = re.search(r"(?<!\w)(?:tues|weds|thurs|fri|mon|sat|sun|wed)(?!\w)", text, re.I)
    assert found is not None
    return day_stands(text, found.start(), found.end())


@pytest.mark.parametrize(
    "text",
    [
        "moved flat sat, what a week",
        "sold my van thurs",
        "off to oban fri for the ceilidh",
        "got the results back weds!!",
        "picked the kittens up on sat",
        "painted the hall last sun",
        "working till fri",
        "went to a gig sat night",
        "home from malta tues",
        "Took the boys to Bude Sat with their cousins",
        "started the new job mon",
    ],
)
def test_a_day_cut_short_where_a_time_stands(text: str) -> None:
    assert short_day(text)


@pytest.mark.parametrize(
    "text",
    [
        "I sat an exam",
        "sat here bored",
        "we sat on the sofa",
        "lay in the sun",
        "caught some sun",
        "they got wed",
        "the dog sat",
        "sun was out all day",
        "went in and sat",
    ],
)
def test_a_short_form_that_is_a_word_of_its_own_stays_one(text: str) -> None:
    assert not short_day(text)


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("sold my van thurs", "sold my van on Thursday"),
        ("off to oban fri for the ceilidh", "off to oban on Friday for the ceilidh"),
        ("dentist 2moro, back at work 2nite", "dentist tomorrow, back at work tonight"),
        ("party at ours tmoz", "party at ours tomorrow"),
        ("handin the essay in tmrw", "handing the essay in tomorrow"),
        ("i sat my driving test", "I sat my driving test"),
        ("finished the mural last weds", "finished the mural last Wednesday"),
    ],
)
def test_texting_writes_the_days_in_full(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


@pytest.mark.parametrize(
    ("line", "kind", "said"),
    [
        ("sold my van thurs", "recent", "Morwenna sold their van on Thursday, 9 May 2024"),
        ("Sold my van Thurs.", "recent", "Morwenna sold their van on Thursday, 9 May 2024"),
        ("flew home from faro tues night", "recent", "the night of Tuesday, 14 May 2024"),
        ("ran the coastal 10k sun morning", "recent", "the morning of Sunday, 12 May 2024"),
        ("got the keys to the cottage sat!!", "recent", "on Saturday, 11 May 2024"),
        ("dyed the curtains navy yesterday", "recent", "Morwenna dyed the curtains navy"),
        ("did my first open mic on mon", "recent", "Morwenna did their first open mic"),
        (
            "also did the harbour 5 mile last sunday!!",
            "recent",
            "did the harbour 5 mile on Sunday, 12 May",
        ),
    ],
)
def test_subjectless_news_with_a_short_day_is_dated(line: str, kind: str, said: str) -> None:
    found = facts(line)
    assert any(k == kind and said in text for k, text in found), found


@pytest.mark.parametrize(
    ("line", "kind", "said"),
    [
        # plans told "off to X": recent and dated, never durable
        (
            "off to oban fri for the ceilidh",
            "recent",
            "Morwenna is off to oban on Friday, 17 May 2024",
        ),
        ("Off to Bruges on Monday with the choir.", "recent", "Morwenna is off to Bruges"),
        ("collecting the new puppy on saturday", "recent", "Morwenna is collecting the new puppy"),
        ("handin my notice in tmrw", "recent", "Morwenna is handing their notice in"),
        # what the speaker is still on or at
        ("still on lates till june, never see the kids", "recent", "Morwenna is still on lates"),
        ("Still on nights until August.", "recent", "Morwenna is still on nights"),
        # what they have done so far
        ("been doing judo 8 yrs, its my thing", "recent", "Morwenna has been doing judo 8 years"),
        ("Been learning the fiddle for three years.", "durable", "learning the fiddle"),
        ("gone vegetarian since easter", "durable", "Morwenna has gone vegetarian"),
        ("been made head chef!!", "durable", "Morwenna has been made head chef"),
        # what they like or cannot stand
        ("cant stand beetroot. me nan made us eat it", "durable", "Morwenna can't stand beetroot"),
        ("hate marzipan", "durable", "Morwenna hates marzipan"),
        (
            "hate the leisure centre tbh, the changing rooms are grim",
            "durable",
            "hates the leisure",
        ),
        ("Love sea swimming, even in winter.", "durable", "Morwenna loves sea swimming"),
    ],
)
def test_a_left_out_subject_is_put_back(line: str, kind: str, said: str) -> None:
    found = facts(line)
    assert any(k == kind and said in text for k, text in found), found


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("got back from skye tues, the weather was grim", "Morwenna got back from skye on"),
        (
            "sold 40 jars of jam sat, my feet r killing me",
            "sold 40 jars of jam on Saturday, 11 May 2024",
        ),
        (
            "did my first triathlon sun, finished and didnt drown",
            "first triathlon on Sunday, 12 May",
        ),
        ("off to oban fri for the ceilidh, cant wait", "for the ceilidh"),
    ],
)
def test_a_remark_after_the_news_is_left(line: str, said: str) -> None:
    found = [text for _, text in facts(line)]
    assert any(said in text for text in found), found
    for remark in ("weather", "feet", "drown", "wait"):
        assert not any(remark in text for text in found), found


@pytest.mark.parametrize(
    ("deed", "left"),
    [
        ("got home on Friday, the ferry was late", "got home on Friday"),
        ("baked 200 scones and didn't burn one", "baked 200 scones"),
        ("sold the car, cant complain", "sold the car"),
        ("moved to Hull, then to York", "moved to Hull, then to York"),
    ],
)
def test_remarks_dropped(deed: str, left: str) -> None:
    assert remarks_dropped(deed) == left


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("went to a barn dance sat", "went to a barn dance on Saturday, 11 May 2024"),
        ("still on earlies till july", "still on earlies till July 2024"),
        ("flew back from lisbon tues", "on Tuesday, 14 May 2024"),
        ("been doing pilates 3 yrs", "has been doing pilates"),
        ("hate olives", "hates olives"),
    ],
)
def test_a_lone_lower_case_line_of_a_log_is_the_writers(line: str, said: str) -> None:
    found = stamped(line)
    assert any(said in text for text in found), found


@pytest.mark.parametrize(
    "line",
    [
        "sat here bored",
        "sun's out finally",
        "did u see that",
        "off to bed",
        "still on the bus lol",
        "love that for u",
        "hate when that happens",
        "hate the way he talks",
        "Love the new haircut!",
        "been ages",
        "gone to bed",
        "off to the shops",
        "lay in the sun all day",
        "thinking of you tomorrow",
    ],
)
def test_chatter_forms_nothing(line: str) -> None:
    assert facts(line) == []


def test_a_couple_moving_in_is_not_the_speaker_alone() -> None:
    found = [text for _, text in facts("movin in together in june, his place in selby")]
    assert not any("Morwenna is moving in together" in text for text in found), found


@pytest.mark.parametrize(
    ("lines", "said"),
    [
        (("Bryn: aw send him my best", "Morwenna: did my first fell race sat!!"), "fell race"),
        (
            ("Bryn: how is your gran doing", "Morwenna: ok. handed my notice in at the mill yday"),
            "Morwenna handed their notice in at the mill on 14 May 2024",
        ),
    ],
)
def test_own_news_after_a_prompt_about_another(lines: tuple[str, ...], said: str) -> None:
    found = [f.text for f in extract_facts(ExtractionInput("\n".join(lines), WEDNESDAY))]
    assert any(said in text for text in found), found


def test_news_of_the_one_asked_after_stays_theirs() -> None:
    lines = "Bryn: how is your gran doing\nMorwenna: broke her hip on sat, shes in the infirmary"
    found = [f.text for f in extract_facts(ExtractionInput(lines, WEDNESDAY))]
    assert not any(text.startswith("Morwenna broke") for text in found), found


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("did my first fell race sat!! 31st out of 60", "finishing 31st out of 60"),
        ("I swam the Coniston mile on Sunday. 5th out of 80!", "finishing 5th out of 80"),
        ("we did the charity quiz weds, 3rd out of 12 teams", "3rd out of 12 teams"),
    ],
)
def test_a_placing_goes_with_the_race(line: str, said: str) -> None:
    found = [text for _, text in facts(line)]
    assert any(said in text for text in found), found


def test_a_placing_after_someone_elses_race_is_left() -> None:
    found = [text for _, text in facts("my niece ran the fun run. 2nd out of 30")]
    assert not any("finishing" in text for text in found), found


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("our lodger moved in sat", "moved in on Saturday, 11 May 2024"),
        ("my brother got back from ibiza mon", "on Monday, 13 May 2024"),
    ],
)
def test_a_day_after_a_particle(line: str, said: str) -> None:
    found = [text for _, text in facts(line)]
    assert any(said in text for text in found), found


@pytest.mark.parametrize(
    ("line", "said"),
    [
        (
            "finally sold the caravan sat, the buyer was a nightmare",
            "sold the caravan on Saturday, 11 May",
        ),
        (
            "Repainted the shed on Sunday, the neighbours hated it.",
            "repainted the shed on Sunday, 12 May",
        ),
        ("got engaged fri night, still shaking", "got engaged on the night of Friday, 10 May 2024"),
    ],
)
def test_a_remark_with_a_subject_of_its_own_after_the_deed(line: str, said: str) -> None:
    found = [text for _, text in facts(line)]
    assert any(said in text for text in found), found
    assert not any(w in text for text in found for w in ("buyer", "neighbours", "shaking")), found


def test_a_participle_before_its_clause_is_no_deed() -> None:
    found = [text for _, text in facts("Built in 1890, the chapel is listed now.")]
    assert not any("Morwenna built" in text for text in found), found

"""How long the speaker has done or been something, said without "I" (rules/durations.py),
alone and read through the whole extractor.

Every sentence here is written for these tests; the document date is 15 May 2024.
"""

from __future__ import annotations

import time
from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.durations import plain_durations

DAY = date(2024, 5, 15)


def facts(*lines: str) -> list[tuple[str, str]]:
    found = extract_facts(ExtractionInput("\n".join(lines), DAY))
    return [(fact.kind, fact.text) for fact in found]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Maren: 14 years as a sonographer, the last 3 on nights.",),
            "Maren has been a sonographer for 14 years.",
        ),
        (
            ("Maren: ok. nine years as headteacher now",),
            "Maren has been headteacher for nine years now.",
        ),
        (
            ("Maren: Muddy. Seven years on the allotment at Holly Lane this spring.",),
            "Maren has been on the allotment at Holly Lane for seven years.",
        ),
        (
            ("Maren: twenty years in retail now, I know a bad manager when I see one",),
            "Maren has been in retail for twenty years now.",
        ),
        (
            ("Maren: Been vegetarian for twelve years, so the barbecue is a challenge",),
            "Maren has been vegetarian for twelve years.",
        ),
        (
            ("Maren: Pescatarian for five years now.",),
            "Maren has been pescatarian for five years now.",
        ),
        (
            ("Maren: been learning the cello for 4 years",),
            "Maren has been learning the cello for 4 years.",
        ),
        (("Maren: Been in Tallinn for six years.",), "Maren has been in Tallinn for six years."),
        # the time is over: said in the past
        (
            ("Maren: Retired in March. 32 years as a midwife, can you believe it.",),
            "Maren was a midwife for 32 years.",
        ),
        # "there": the one place the turn before names
        (
            ("Jory: so you're leaving Lyon for good?", "Maren: Yes. 9 years there. Odd feeling."),
            "Maren lived in Lyon for 9 years.",
        ),
        (
            ("Jory: do you still live in Tartu?", "Maren: yep, 8 years there now"),
            "Maren has lived in Tartu for 8 years.",
        ),
        (
            (
                "Maren: found a flat in Kalamaja, tiny but sunny",
                "Jory: so you're leaving tartu then",
                "Maren: yes. 8 years there. weird",
            ),
            "Maren lived in Tartu for 8 years.",
        ),
        # something given up, since a month
        (
            ("Maren: No cider since February, I'm a new woman.",),
            "Maren has had no cider since February 2024.",
        ),
        # a degree and languages, as on a CV
        (("Maren: degree from the TU in Graz.",), "Maren has a degree from the TU in Graz."),
        (
            ("Maren: dutch native, french fluent, italian B1 now",),
            "Maren's Italian is at B1 now.",
        ),
    ],
)
def test_a_duration_without_i_is_the_speakers(lines: tuple[str, ...], expected: str) -> None:
    assert ("durable", expected) in facts(*lines)


def test_languages_each_make_a_memory() -> None:
    found = [text for _, text in facts("Maren: dutch native, french fluent, italian B1 now")]
    assert "Maren is a native Dutch speaker." in found
    assert "Maren is fluent in French." in found


@pytest.mark.parametrize(
    ("said", "prompt"),
    [
        # the duration is the subject of a verb of its own
        ("Eight years at the brewery taught me patience.", None),
        ("Six years at Siemens flew by.", None),
        # a measure, a month, a rate: no place and no job
        ("Two years in a row!", None),
        ("Six years in June.", None),
        ("25 years at 3.5% is a lot of interest.", None),
        ("five years as a family, it went so fast", None),
        ("Two years as a member, never used it.", None),
        # a place with nothing to say whether the time there goes on
        ("Three years at Leeds, best time of my life.", None),
        ("Ten years at the top!", None),
        # no state of the speaker's own
        ("Been waiting for 3 months.", None),
        ("Been there for 3 years.", None),
        ("Closed for two years.", None),
        ("The boiler? Been broken for 3 months.", None),
        ("been running fine for 3 years", None),
        ("A nurse for 20 years, now look at me.", None),
        # someone else in the sentence before
        ("My parents? Married for 40 years this June.", None),
        ("my brother. eleven years as a pilot, never crashed", None),
        # asked about someone else: the duration is theirs
        ("Six years at Siemens.", "how long has your dad been at Siemens?"),
        ("Married for 10 years now!", "how's Tomasz?"),
        # "there" without a place known to be a home
        ("Yes. 11 years there.", "are you leaving Siemens?"),
        ("Yes. 11 years there.", "so you're leaving twitter for good"),
        ("Yes. 11 years there.", "leaving Lyon for good? what did your boss say?"),
        # not given up by the speaker, or since a day
        ("No snow since February, the skis are gathering dust.", None),
        ("My uncle? No cigarettes since 2019.", None),
        ("No coffee since Monday.", None),
        # a clause with a verb after the degree, a word that is no language
        ("Degree from Leeds got me nowhere.", None),
        ("Python fluent, Rust B1.", None),
    ],
)
def test_other_sentences_stay_as_written(said: str, prompt: str | None) -> None:
    assert plain_durations(said, prompt) == said


def test_a_list_of_stints_is_over() -> None:
    assert plain_durations("5 years in Canada, 3 in the States, now back home.") == (
        "I was in Canada for 5 years. 3 in the States, now back home."
    )
    assert plain_durations("Two years as a waiter at the Ritz, then the bar.") == (
        "I was a waiter at the Ritz for two years. then the bar."
    )


def test_the_rewrite_reads_as_first_person() -> None:
    assert plain_durations("11 years as a welder, the last 2 on the rigs.") == (
        "I've been a welder for 11 years. the last 2 on the rigs."
    )
    assert plain_durations("Yeah, teetotal for nine years now") == (
        "Yeah, I've been teetotal for nine years now"
    )
    assert plain_durations("Nurse for 20 years now.") == "I've been a nurse for 20 years now."
    assert plain_durations("Happily married for 10 years this week!") == (
        "I've been happily married for 10 years!"
    )


# --- review fixes (session 28) ------------------------------------------------------


def test_quite_is_not_quit_and_now_keeps_it_present() -> None:
    assert plain_durations("quite a milestone! 11 years at Siemens now.") == (
        "quite a milestone! I've been at Siemens for 11 years now."
    )
    assert plain_durations("I quit smoking. 11 years at Siemens and counting.") == (
        "I quit smoking. I've been at Siemens for 11 years and counting."
    )


def test_a_later_stint_after_now_keeps_it_present() -> None:
    assert plain_durations("6 years in Berlin now, 2 at Zalando.") == (
        "I've been in Berlin for 6 years now. 2 at Zalando."
    )


def test_over_only_in_the_sentence_or_the_one_before() -> None:
    assert plain_durations("retired last year. 30 years as a nurse.") == (
        "retired last year. I was a nurse for 30 years."
    )
    said = "I left my old flat in May. Busy week here. 11 years as a welder."
    assert plain_durations(said).endswith("I've been a welder for 11 years.")


def test_a_lower_case_level_is_read_like_a_capital_one() -> None:
    assert plain_durations("german native, english b2") == (
        "I'm a native German speaker. My English is at B2"
    )


def test_given_up_after_more_than_one_space() -> None:
    assert plain_durations("ok.  no port since March.") == "ok.  I've had no port since March."
    assert plain_durations("No booze since 2019.") == "I've had no booze since 2019."


def test_a_sentence_after_more_than_one_space_opens_a_rewrite() -> None:
    assert plain_durations("Hi.  11 years as a welder now.") == (
        "Hi.  I've been a welder for 11 years now."
    )


def test_many_sentences_stay_fast() -> None:
    said = "my mum retired. 11 years at Siemens. " * 1000
    began = time.perf_counter()
    plain_durations(said)
    assert time.perf_counter() - began < 0.5

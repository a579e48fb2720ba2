"""The rule-based extractor: which statements become facts, and how they read.

Expected facts are pinned exactly (text, kind, slot, expiry) so that any change in
wording or classification shows up here. Dates are fixed: 2026-03-01 is a Sunday,
2026-03-04 a Wednesday.
"""

from __future__ import annotations

import random
import time
from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput, Extractor
from memhub_server.pipeline.memory.rules import (
    EVENT_DAYS,
    STATE_DAYS,
    RuleExtractor,
    extract_facts,
)
from memhub_server.pipeline.memory.rules.dates import Period, resolve_relative_dates

SUNDAY = date(2026, 3, 1)
WEDNESDAY = date(2026, 3, 4)

Row = tuple[str, str, str | None, str | None]
"""(text, kind, slot, forget_after as ISO date of the midnight, or None)."""


def rows(content: str, day: date = SUNDAY) -> list[Row]:
    return [
        (
            fact.text,
            fact.kind,
            fact.slot,
            fact.forget_after.date().isoformat() if fact.forget_after else None,
        )
        for fact in extract_facts(ExtractionInput(content=content, document_date=day))
    ]


def texts(content: str, day: date = SUNDAY) -> list[str]:
    return [row[0] for row in rows(content, day)]


# --- the scenarios from the brief -------------------------------------------------------


def test_a_move_supersedes_home_through_the_same_slot() -> None:
    before = extract_facts(ExtractionInput("Alex: I live in Berlin", date(2026, 1, 5)))
    after = extract_facts(ExtractionInput("Alex: I moved to Lisbon last month", date(2026, 4, 10)))
    assert [(f.text, f.kind, f.slot, f.forget_after) for f in before] == [
        ("Alex lives in Berlin.", "durable", "alex:home_city", None)
    ]
    assert [(f.text, f.kind, f.slot, f.forget_after) for f in after] == [
        ("Alex moved to Lisbon in March 2026.", "durable", "alex:home_city", None)
    ]
    assert before[0].slot == after[0].slot


def test_an_exam_tomorrow_is_dated_and_never_expires() -> None:
    [fact] = extract_facts(ExtractionInput("User: I have an exam tomorrow", SUNDAY))
    assert fact.text == "The user has an exam on 2 March 2026 (2026-03-02)."
    assert fact.subject == "the user"
    assert fact.kind == "recent"
    assert fact.slot is None
    # The text says the day: a plan while it is ahead, a fact about that day after it.
    assert fact.forget_after is None


def test_every_fact_is_new_and_unlinked() -> None:
    content = "Alex: I live in Berlin. I work at Acme as an engineer. I have a cold."
    facts = extract_facts(ExtractionInput(content, SUNDAY))
    assert len(facts) == 4
    for fact in facts:
        assert fact.relation == "new"
        assert fact.related_to is None
        assert fact.derived_from == ()


# --- what is dropped --------------------------------------------------------------------


@pytest.mark.parametrize(
    "content",
    [
        "User: hi",
        "User: Hello!",
        "User: thanks!",
        "User: Thank you so much, that was helpful.",
        "User: ok",
        "User: okay cool",
        "User: lol",
        "User: haha",
        "User: how are you",
        "User: How are you doing today?",
        "User: good morning",
        "User: Good night!",
        "User: sounds good",
        "User: Sounds good to me.",
        "User: got it",
        "User: I see",
        "User: I agree",
        "User: I'm good, thanks",
        "User: I'm fine",
        "User: me too",
        "User: I love it!",
        "User: I'll try that",
        "User: I don't know",
        "User: I'm not sure",
        "User: I think so",
        "User: nice to meet you",
        "User: bye",
        "User: What's the weather like in Berlin?",
        "User: where do you live",
        "User: do you know a good sushi place",
        "User: Can you help me with my resume?",
        "User: could you write me a poem",
        "User: Is it going to rain tomorrow",
        "User: I have a question",
        "User: I was wondering if you could help me",
        "User: I need you to draft an email to my boss",
        "User: Tell me about Rome.",
        "User: Please summarize this article.",
        "User: Let me know when it's done",
        "User: Any tips for my trip?",
        "User: If it rains, I stay home.",
        "User: I would never do that.",
        "User: You're the best!",
        "User: The weather is awful today.",
        "User: He lives in Rome.",
        "",
        "   \n\n  ",
    ],
)
def test_questions_small_talk_and_requests_give_nothing(content: str) -> None:
    assert rows(content) == []


def test_assistant_and_system_turns_are_ignored() -> None:
    content = "\n".join(
        [
            "System: The user lives in Paris and is vegan.",
            "User: hi",
            "Assistant: Hello! I live in the cloud and I'm a language model.",
            "I love helping people.",
            "User: I live in Berlin.",
            "AI: Berlin is lovely. My favourite city is Rome.",
            "Assistant (GPT-4): I'm allergic to nothing.",
            "Bot: I work at OpenAI.",
        ]
    )
    assert rows(content) == [("The user lives in Berlin.", "durable", "user:home_city", None)]


def test_two_speakers_keep_their_own_facts() -> None:
    content = (
        "[2026-03-01]\n"
        "[10:32] Alex: I'm a nurse and I live in Lisbon.\n"
        "[10:33] Sam: I'm a pilot. My sister Maria lives in Rome.\n"
        "[10:34] Alex: I prefer oat milk.\n"
        "[10:35] Sam: I don't drink coffee."
    )
    facts = extract_facts(ExtractionInput(content, SUNDAY))
    assert [(f.subject, f.text, f.slot) for f in facts] == [
        ("Alex", "Alex is a nurse.", "alex:job_title"),
        ("Alex", "Alex lives in Lisbon.", "alex:home_city"),
        ("Sam", "Sam is a pilot.", "sam:job_title"),
        ("Sam", "Sam's sister Maria lives in Rome.", None),
        ("Alex", "Alex prefers oat milk.", None),
        ("Sam", "Sam doesn't drink coffee.", None),
    ]


@pytest.mark.parametrize(
    ("label", "subject", "key"),
    [
        ("User", "the user", "user"),
        ("Human", "the user", "user"),
        ("Me", "the user", "user"),
        ("Customer", "the user", "user"),
        ("Alex", "Alex", "alex"),
        ("**Alex**", "Alex", "alex"),
        ("[09:15] Alex", "Alex", "alex"),
        ("Alex (09:15)", "Alex", "alex"),
        ("- Alex", "Alex", "alex"),
        ("Dr. Smith", "Dr. Smith", "dr_smith"),
        ("Speaker 2", "Speaker 2", "speaker_2"),
    ],
)
def test_speaker_labels_name_the_subject(label: str, subject: str, key: str) -> None:
    content = f"{label}: I live in Berlin.\nAssistant: Nice!"
    [fact] = extract_facts(ExtractionInput(content, SUNDAY))
    assert fact.subject == subject
    assert fact.slot == f"{key}:home_city"
    assert fact.text == f"{subject[0].upper()}{subject[1:]} lives in Berlin."


# --- first person to third person ----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("I live in Berlin", "Alex lives in Berlin."),
        ("I'm a nurse", "Alex is a nurse."),
        ("I am a nurse.", "Alex is a nurse."),
        ("im a nurse", "Alex is a nurse."),
        ("My name is Alex", "Alex's name is Alex."),
        ("My sister Maria is a pilot.", "Alex's sister Maria is a pilot."),
        ("I prefer oat milk", "Alex prefers oat milk."),
        ("I have two cats", "Alex has two cats."),
        ("I've got two cats", "Alex has got two cats."),
        ("I don't eat meat", "Alex doesn't eat meat."),
        ("i dont eat meat", "Alex doesn't eat meat."),
        ("I do not eat meat", "Alex does not eat meat."),
        ("I really don't like jazz", "Alex really doesn't like jazz."),
        ("I haven't been to Japan", "Alex hasn't been to Japan."),
        ("I was born in 1990", "Alex was born in 1990."),
        ("I love my job", "Alex loves their job."),
        ("I think I'm getting a new bike", "Alex thinks they are getting a new bike."),
        ("My boss gave me a raise", "Alex's boss gave Alex a raise."),
        ("I watch a lot of movies", "Alex watches a lot of movies."),
        ("I usually study in the library", "Alex usually studies in the library."),
        ("I go running every morning", "Alex goes running every morning."),
        ("I like to cook and bake", "Alex likes to cook and bake."),
        ("We're moving to Lisbon", "Alex and others are moving to Lisbon."),
        ("We have two kids", "Alex and others have two kids."),
        ("Our dog is called Rex", "Alex's dog is called Rex."),
        ("My wife and I live in Rome", "Alex and their wife live in Rome."),
        ("Sam and I live in Rome", "Sam and Alex live in Rome."),
        ("Me and my brother own a bakery", "Alex and their brother own a bakery."),
        ("I'd been to Rome before", "Alex had been to Rome before."),
        (
            "I'll be in Paris next week",
            "Alex will be in Paris in the week of 2 March 2026 (2026-03-02).",
        ),
    ],
)
def test_first_person_reads_as_a_fact_about_the_speaker(said: str, fact: str) -> None:
    assert texts(f"Alex: {said}\nAssistant: ok") == [fact]


# --- relative dates -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("phrase", "resolved", "start", "end"),
    [
        ("today", "on 4 March 2026 (2026-03-04)", "2026-03-04", "2026-03-05"),
        ("tonight", "on the night of 4 March 2026 (2026-03-04)", "2026-03-04", "2026-03-05"),
        ("this morning", "on the morning of 4 March 2026 (2026-03-04)", "2026-03-04", "2026-03-05"),
        ("tomorrow", "on 5 March 2026 (2026-03-05)", "2026-03-05", "2026-03-06"),
        (
            "tomorrow evening",
            "on the evening of 5 March 2026 (2026-03-05)",
            "2026-03-05",
            "2026-03-06",
        ),
        ("the day after tomorrow", "on 6 March 2026 (2026-03-06)", "2026-03-06", "2026-03-07"),
        ("yesterday", "on 3 March 2026 (2026-03-03)", "2026-03-03", "2026-03-04"),
        ("last night", "on the night of 3 March 2026 (2026-03-03)", "2026-03-03", "2026-03-04"),
        ("this Friday", "on 6 March 2026 (2026-03-06)", "2026-03-06", "2026-03-07"),
        # said on a Sunday, "next Friday" is read as five or twelve days ahead: both are written
        (
            "next Friday",
            "on 6 March 2026 (2026-03-06) or 13 March 2026 (2026-03-13)",
            "2026-03-06",
            "2026-03-14",
        ),
        ("last Friday", "on 27 February 2026 (2026-02-27)", "2026-02-27", "2026-02-28"),
        ("on Friday", "on 6 March 2026 (2026-03-06)", "2026-03-06", "2026-03-07"),
        ("Monday", "on 9 March 2026 (2026-03-09)", "2026-03-09", "2026-03-10"),
        ("this week", "in the week of 2 March 2026 (2026-03-02)", "2026-03-02", "2026-03-09"),
        ("next week", "in the week of 9 March 2026 (2026-03-09)", "2026-03-09", "2026-03-16"),
        ("last week", "in the week of 23 February 2026 (2026-02-23)", "2026-02-23", "2026-03-02"),
        ("this weekend", "on the weekend of 7 March 2026 (2026-03-07)", "2026-03-07", "2026-03-09"),
        (
            "next weekend",
            "on the weekend of 14 March 2026 (2026-03-14)",
            "2026-03-14",
            "2026-03-16",
        ),
        ("this month", "in March 2026", "2026-03-01", "2026-04-01"),
        ("next month", "in April 2026", "2026-04-01", "2026-05-01"),
        ("last month", "in February 2026", "2026-02-01", "2026-03-01"),
        ("next year", "in 2027", "2027-01-01", "2028-01-01"),
        ("last year", "in 2025", "2025-01-01", "2026-01-01"),
        ("in 3 days", "on 7 March 2026 (2026-03-07)", "2026-03-07", "2026-03-08"),
        ("in three days", "on 7 March 2026 (2026-03-07)", "2026-03-07", "2026-03-08"),
        ("in a week", "around 11 March 2026 (2026-03-11)", "2026-03-08", "2026-03-15"),
        ("in 2 weeks", "around 18 March 2026 (2026-03-18)", "2026-03-15", "2026-03-22"),
        ("in a couple of months", "in May 2026", "2026-05-01", "2026-06-01"),
        ("3 days ago", "on 1 March 2026 (2026-03-01)", "2026-03-01", "2026-03-02"),
        ("a month ago", "in February 2026", "2026-02-01", "2026-03-01"),
        ("by tomorrow", "by 5 March 2026 (2026-03-05)", "2026-03-05", "2026-03-06"),
        (
            "until next week",
            "until the week of 9 March 2026 (2026-03-09)",
            "2026-03-09",
            "2026-03-16",
        ),
    ],
)
def test_relative_dates_resolve_against_the_document_date(
    phrase: str, resolved: str, start: str, end: str
) -> None:
    text, periods = resolve_relative_dates(f"X happens {phrase}", WEDNESDAY, past=False)
    assert text == f"X happens {resolved}"
    assert periods == (Period(date.fromisoformat(start), date.fromisoformat(end)),)


@pytest.mark.parametrize(
    ("day", "phrase", "resolved"),
    [
        (date(2026, 12, 15), "next month", "in January 2027"),
        (date(2026, 1, 10), "last month", "in December 2025"),
        (date(2026, 12, 30), "tomorrow", "on 31 December 2026 (2026-12-31)"),
        (date(2026, 12, 31), "tomorrow", "on 1 January 2027 (2027-01-01)"),
        (date(2026, 3, 1), "next week", "in the week of 2 March 2026 (2026-03-02)"),  # a Sunday
        (date(2026, 3, 2), "last Sunday", "on 1 March 2026 (2026-03-01)"),  # a Monday
    ],
)
def test_relative_dates_cross_month_year_and_week_boundaries(
    day: date, phrase: str, resolved: str
) -> None:
    assert resolve_relative_dates(f"X {phrase}", day, past=False)[0] == f"X {resolved}"


def test_a_bare_weekday_points_back_in_the_past_tense() -> None:
    text, periods = resolve_relative_dates("X went there on Friday", WEDNESDAY, past=True)
    assert text == "X went there on 27 February 2026 (2026-02-27)"
    assert periods == (Period(date(2026, 2, 27), date(2026, 2, 28)),)


@pytest.mark.parametrize(
    "sentence",
    [
        "X swims every Monday",
        "X works on Fridays",
        "X has felt tired for the past week",
        "X loves the weekend",
        "X stayed in the same hotel over the last year",
    ],
)
def test_repetitions_and_durations_are_not_dates(sentence: str) -> None:
    assert resolve_relative_dates(sentence, WEDNESDAY, past=False) == (sentence, ())


def test_open_ended_dates_are_resolved_but_do_not_bound_expiry() -> None:
    text, periods = resolve_relative_dates("X has been vegan since last month", WEDNESDAY, False)
    assert text == "X has been vegan since February 2026"
    assert periods == (Period(date(2026, 2, 1), date(2026, 3, 1), bounded=False),)


def test_a_datetime_document_date_counts_as_its_utc_day() -> None:
    late = datetime(2026, 3, 1, 23, 30, tzinfo=timezone(timedelta(hours=-5)))  # 04:30Z on 03-02
    [fact] = extract_facts(ExtractionInput("User: I have an exam tomorrow", late))
    assert fact.text == "The user has an exam on 3 March 2026 (2026-03-03)."
    [cold] = extract_facts(ExtractionInput("User: I have a cold", late))
    assert cold.forget_after == datetime(2026, 3, 2 + STATE_DAYS, tzinfo=UTC)


# --- kind, slot and expiry ------------------------------------------------------------------


CASES: list[tuple[str, list[Row]]] = [
    # durable facts with slots
    ("I'm Alex.", [("The user's name is Alex.", "durable", "user:name", None)]),
    ("My name is Priya.", [("The user's name is Priya.", "durable", "user:name", None)]),
    ("You can call me Sam.", [("The user goes by Sam.", "durable", "user:name", None)]),
    ("I'm 34.", [("The user was 34 years old in March 2026.", "durable", "user:age", None)]),
    (
        "I'm 34 years old.",
        [("The user was 34 years old in March 2026.", "durable", "user:age", None)],
    ),
    (
        "My birthday is May 5.",
        [("The user's birthday is May 5.", "durable", "user:birthday", None)],
    ),
    ("I was born in 1990.", [("The user was born in 1990.", "durable", "user:birthday", None)]),
    ("I live in Berlin.", [("The user lives in Berlin.", "durable", "user:home_city", None)]),
    ("I'm based in London.", [("The user is based in London.", "durable", "user:home_city", None)]),
    (
        "We relocated to Amsterdam.",
        [("The user and others relocated to Amsterdam.", "durable", "user:home_city", None)],
    ),
    ("I live in Germany.", [("The user lives in Germany.", "durable", "user:home_country", None)]),
    (
        "I moved to the Netherlands.",
        [("The user moved to the Netherlands.", "durable", "user:home_country", None)],
    ),
    ("I live in a small flat.", [("The user lives in a small flat.", "durable", None, None)]),
    ("I work at Acme.", [("The user works at Acme.", "durable", "user:employer", None)]),
    ("I work for Globex.", [("The user works for Globex.", "durable", "user:employer", None)]),
    ("I joined Google.", [("The user joined Google.", "durable", "user:employer", None)]),
    (
        "I work at Acme as an engineer.",
        [
            ("The user works at Acme as an engineer.", "durable", "user:employer", None),
            ("The user works as an engineer.", "durable", "user:job_title", None),
        ],
    ),
    (
        "I'm a software engineer at Stripe.",
        [
            ("The user is a software engineer at Stripe.", "durable", "user:job_title", None),
            ("The user works at Stripe.", "durable", "user:employer", None),
        ],
    ),
    ("I'm a nurse.", [("The user is a nurse.", "durable", "user:job_title", None)]),
    (
        "I work as a designer.",
        [("The user works as a designer.", "durable", "user:job_title", None)],
    ),
    ("I'm retired.", [("The user is retired.", "durable", "user:job_title", None)]),
    ("I'm a good cook.", [("The user is a good cook.", "durable", None, None)]),
    ("I'm married.", [("The user is married.", "durable", "user:relationship_status", None)]),
    (
        "I'm no longer married.",
        [("The user is no longer married.", "durable", "user:relationship_status", None)],
    ),
    (
        "My favourite colour is blue.",
        [("The user's favourite colour is blue.", "durable", "user:favourite_color", None)],
    ),
    (
        "My favorite color is green.",
        [("The user's favorite color is green.", "durable", "user:favourite_color", None)],
    ),
    (
        "My favourite band is Radiohead.",
        [("The user's favourite band is Radiohead.", "durable", "user:favourite_band", None)],
    ),
    (
        "Radiohead is my favourite band.",
        [("Radiohead is the user's favourite band.", "durable", "user:favourite_band", None)],
    ),
    (
        "My favorite TV shows are Severance and The Bear.",
        [
            (
                "The user's favorite TV shows are Severance and The Bear.",
                "durable",
                "user:favourite_tv_show",
                None,
            )
        ],
    ),
    ("I'm vegan.", [("The user is vegan.", "durable", "user:diet", None)]),
    ("I don't eat meat.", [("The user doesn't eat meat.", "durable", "user:diet", None)]),
    ("I'm on a keto diet.", [("The user is on a keto diet.", "durable", "user:diet", None)]),
    # durable facts without a slot
    ("I'm allergic to peanuts.", [("The user is allergic to peanuts.", "durable", None, None)]),
    ("I have asthma.", [("The user has asthma.", "durable", None, None)]),
    ("I'm lactose intolerant.", [("The user is lactose intolerant.", "durable", None, None)]),
    ("I prefer oat milk.", [("The user prefers oat milk.", "durable", None, None)]),
    ("I hate cilantro.", [("The user hates cilantro.", "durable", None, None)]),
    ("I'm a huge fan of jazz.", [("The user is a huge fan of jazz.", "durable", None, None)]),
    ("I speak Spanish.", [("The user speaks Spanish.", "durable", None, None)]),
    ("I can play the guitar.", [("The user can play the guitar.", "durable", None, None)]),
    ("I studied law at Oxford.", [("The user studied law at Oxford.", "durable", None, None)]),
    ("I'm from Spain.", [("The user is from Spain.", "durable", None, None)]),
    ("I'm German.", [("The user is German.", "durable", None, None)]),
    ("I run every morning.", [("The user runs every morning.", "durable", None, None)]),
    ("I have two kids.", [("The user has two kids.", "durable", None, None)]),
    ("My dog is called Rex.", [("The user's dog is called Rex.", "durable", None, None)]),
    ("I drive a Tesla.", [("The user drives a Tesla.", "durable", None, None)]),
    # temporary states: three days after the document date
    # how someone feels passes and forms nothing, dated or not
    ("I'm tired.", []),
    ("I have a cold.", [("The user has a cold.", "recent", None, "2026-03-04")]),
    ("I'm at the airport.", [("The user is at the airport.", "recent", None, "2026-03-04")]),
    ("I'm so stressed.", []),
    ("My dog is sick.", [("The user's dog is sick.", "recent", None, "2026-03-04")]),
    ("I'm busy tomorrow.", []),
    # a state with a date ends with that date
    (
        "I'm stuck in Oslo tomorrow.",
        [("The user is stuck in Oslo on 2 March 2026 (2026-03-02).", "recent", None, None)],
    ),
    # events to come: dated ones never expire (their text says when), undated ones a week
    # after the document date
    (
        "I have a dentist appointment on Friday.",
        [
            (
                "The user has a dentist appointment on Friday, 6 March 2026 (2026-03-06).",
                "recent",
                None,
                None,
            )
        ],
    ),
    ("I have a job interview.", [("The user has a job interview.", "recent", None, "2026-03-08")]),
    (
        "My mom's birthday is tomorrow.",
        [
            (
                "The user's mom's birthday is on 2 March 2026 (2026-03-02).",
                "recent",
                None,
                None,
            )
        ],
    ),
    # plans and activities: dated ones never expire, undated ones after thirty days
    (
        "We're moving to Lisbon next month.",
        [("The user and others are moving to Lisbon in April 2026.", "recent", None, None)],
    ),
    (
        "I'm going to a concert next week.",
        [
            (
                "The user is going to a concert in the week of 2 March 2026 (2026-03-02).",
                "recent",
                None,
                None,
            )
        ],
    ),
    (
        "I want to learn Spanish.",
        [("The user wants to learn Spanish (as of 1 March 2026).", "recent", None, None)],
    ),
    # history never expires: a past event stays true about its date
    (
        "I went to the dentist yesterday.",
        [("The user went to the dentist on 28 February 2026 (2026-02-28).", "recent", None, None)],
    ),
    ("I bought a new bike.", [("The user bought a new bike.", "recent", None, None)]),
    (
        "I started learning the cello last month.",
        [("The user started learning the cello in February 2026.", "recent", None, None)],
    ),
    (
        "I'm reading Dune.",
        [("The user is reading Dune (as of 1 March 2026).", "recent", None, None)],
    ),
]


@pytest.mark.parametrize(("said", "expected"), CASES, ids=[said for said, _ in CASES])
def test_kind_slot_and_expiry(said: str, expected: list[Row]) -> None:
    assert rows(f"User: {said}") == expected


def test_expiry_constants_match_the_documented_rule() -> None:
    assert (STATE_DAYS, EVENT_DAYS) == (3, 7)
    for fact in extract_facts(ExtractionInput("User: I'm tired. I live in Berlin.", SUNDAY)):
        if fact.kind == "recent":
            assert fact.forget_after == datetime(2026, 3, 1 + STATE_DAYS, tzinfo=UTC)
        else:
            assert fact.forget_after is None


def test_an_undated_activity_is_stamped_with_its_day_instead_of_expiring() -> None:
    (fact,) = extract_facts(ExtractionInput("User: I'm learning the cello.", SUNDAY))
    assert fact.text == "The user is learning the cello (as of 1 March 2026)."
    assert (fact.kind, fact.forget_after) == ("recent", None)
    # A dated plan says when it holds already: no stamp.
    (fact,) = extract_facts(ExtractionInput("User: I'm moving to Porto next month.", SUNDAY))
    assert "as of" not in fact.text and fact.forget_after is None


def test_british_and_american_spellings_share_a_favourite_slot() -> None:
    first = extract_facts(ExtractionInput("Alex: My favourite colour is blue.", SUNDAY))
    later = extract_facts(ExtractionInput("Alex: My favorite color is now green.", SUNDAY))
    assert first[0].slot == later[0].slot == "alex:favourite_color"


def test_subject_keys_are_lowercase_with_underscores() -> None:
    [fact] = extract_facts(ExtractionInput("Mary-Jane O'Neil: I live in Cork.\nBot: ok", SUNDAY))
    assert fact.subject == "Mary-Jane O'Neil"
    assert fact.slot == "mary_jane_o_neil:home_city"


# --- prose, notes, structure ------------------------------------------------------------------


def test_prose_notes_without_speakers_are_about_the_user() -> None:
    content = """# About me

I'm a **software engineer** at [Acme](https://acme.com) and I live in San Francisco.
My partner, Dr. Lee, works at St. Mary's Hospital, e.g. on night shifts.

## Preferences
* I prefer window seats.
- Allergic to shellfish
1. Lives in Oakland
> I drink my coffee black.

Name: Jordan
Favourite food: sushi
Maria is a pilot.
Berlin is beautiful.
"""
    assert rows(content) == [
        ("The user is a software engineer at Acme.", "durable", "user:job_title", None),
        ("The user works at Acme.", "durable", "user:employer", None),
        ("The user lives in San Francisco.", "durable", "user:home_city", None),
        (
            "The user's partner, Dr. Lee, works at St. Mary's Hospital, e.g. on night shifts.",
            "durable",
            None,
            None,
        ),
        ("The user prefers window seats.", "durable", None, None),
        ("The user is allergic to shellfish.", "durable", None, None),
        ("The user lives in Oakland.", "durable", "user:home_city", None),
        ("The user drinks their coffee black.", "durable", None, None),
        ("The user's name is Jordan.", "durable", "user:name", None),
        ("The user's favourite food is sushi.", "durable", "user:favourite_food", None),
        ("Maria is a pilot.", "durable", "maria:job_title", None),
    ]


def test_sentences_split_around_abbreviations() -> None:
    content = (
        "User: I saw Dr. Jones on St. Patrick's Day. I work at Acme Inc. as a nurse. I have a cold."
    )
    assert texts(content) == [
        "The user saw Dr. Jones on St. Patrick's Day, 17 March 2025 (2025-03-17).",
        "The user works at Acme Inc. as a nurse.",
        "The user works as a nurse.",
        "The user has a cold.",
    ]


def test_a_turn_may_span_lines_and_hold_several_sentences() -> None:
    content = (
        "Alex: Hey! I live in Berlin. Do you know any good bars?\n"
        "I have two cats.\n\nAnyway, what's new?\n"
        "Assistant: Not much! Do you like living in Berlin?\n"
        "Alex: I love it here, I've lived here for\nten years."
    )
    assert texts(content) == [
        "Alex lives in Berlin.",
        "Alex has two cats.",
        # "here" is the place the question named; "I love it here" says nothing on its own
        "Alex has lived in Berlin for ten years.",
    ]


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        ("I'm a nurse and I live in Lisbon.", ["Alex is a nurse.", "Alex lives in Lisbon."]),
        ("I live in Berlin and work at Acme.", ["Alex lives in Berlin.", "Alex works at Acme."]),
        (
            "I live in Berlin, work at Acme and play the piano.",
            ["Alex lives in Berlin.", "Alex works at Acme.", "Alex plays the piano."],
        ),
        ("I'm a nurse and love my job.", ["Alex is a nurse.", "Alex loves their job."]),
        # "there" is the one place the first half names
        ("We live in Rome and work there.", ["Alex and others live in Rome and work in Rome."]),
        ("I'm a nurse, I live in Lisbon.", ["Alex is a nurse.", "Alex lives in Lisbon."]),
        ("I love sushi; I hate wasabi.", ["Alex loves sushi.", "Alex hates wasabi."]),
        ("I have a cold but I have an exam.", ["Alex has a cold.", "Alex has an exam."]),
        (
            "My name is Alex and I'm 30.",
            ["Alex's name is Alex.", "Alex was 30 years old in March 2026."],
        ),
        ("I like cats and dogs.", ["Alex likes cats and dogs."]),
        (
            "I like pizza, my mom's lasagne and sushi.",
            ["Alex likes pizza, their mom's lasagne and sushi."],
        ),
        ("My wife and I got married last year.", ["Alex and their wife got married in 2025."]),
        (
            "Yesterday I went hiking and I loved it.",
            ["On 28 February 2026 (2026-02-28) Alex went hiking."],
        ),
    ],
)
def test_compound_sentences_split_only_when_each_half_stands(said: str, facts: list[str]) -> None:
    assert texts(f"Alex: {said}") == facts


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I don't eat meat.", ("Alex doesn't eat meat.", "durable", "alex:diet", None)),
        ("I'm not vegan anymore.", ("Alex is not vegan anymore.", "durable", "alex:diet", None)),
        (
            "I no longer work at Acme.",
            ("Alex no longer works at Acme.", "durable", "alex:employer", None),
        ),
        ("I don't like coffee.", ("Alex doesn't like coffee.", "durable", None, None)),
        ("I never drink alcohol.", ("Alex never drinks alcohol.", "durable", None, None)),
        ("I can't eat gluten.", ("Alex can't eat gluten.", "durable", None, None)),
    ],
)
def test_negations_keep_their_meaning(said: str, expected: Row) -> None:
    assert rows(f"Alex: {said}") == [expected]


def test_identical_facts_appear_once_per_input() -> None:
    content = (
        "User: I live in Berlin.\nAssistant: Nice.\nUser: I live in Berlin!\nUser: i live in berlin"
    )
    assert texts(content) == ["The user lives in Berlin."]


# --- the extractor ----------------------------------------------------------------------------


def test_rule_extractor_satisfies_the_protocol_and_keeps_batch_order() -> None:
    extractor: Extractor = RuleExtractor()
    assert extractor.name == "rules"
    batch = [
        ExtractionInput("User: I live in Berlin.", SUNDAY),
        ExtractionInput("User: thanks!", SUNDAY),
        ExtractionInput("Alex: I'm a nurse.\nSam: I'm a pilot.", WEDNESDAY),
        ExtractionInput("I have an exam tomorrow.", WEDNESDAY),
    ]
    result = extractor.extract(batch)
    assert result == [extract_facts(item) for item in batch]
    assert [[fact.text for fact in facts] for facts in result] == [
        ["The user lives in Berlin."],
        [],
        ["Alex is a nurse.", "Sam is a pilot."],
        ["The user has an exam on 5 March 2026 (2026-03-05)."],
    ]
    assert extractor.extract([]) == []


def test_extraction_is_deterministic() -> None:
    content = (
        "Alex: I live in Berlin and work at Acme as an engineer. I have an exam tomorrow.\n"
        "Assistant: Good luck!\n"
        "Sam: My favourite colour is blue. We're moving to Lisbon next month."
    )
    item = ExtractionInput(content, SUNDAY)
    first = extract_facts(item)
    assert len(first) == 6
    for _ in range(3):
        assert extract_facts(item) == first
        assert RuleExtractor().extract([item, item]) == [first, first]


def _chat(rng: random.Random) -> str:
    user = [
        "I live in Berlin and I work at Acme as an engineer.",
        "I have an exam tomorrow, so I'm a bit stressed.",
        "My sister Maria is a pilot.",
        "Thanks! That sounds great.",
        "What do you think about Lisbon?",
        "We're moving to Lisbon next month.",
        "I'm allergic to peanuts and I don't eat meat.",
        "lol ok",
        "My favourite band is Radiohead. I started learning the cello last week.",
    ]
    assistant = [
        "Sure! Here is what I found. Let me know if you need anything else.",
        "That's great to hear. Good luck with your exam tomorrow!",
        "Lisbon is a lovely city with great food and friendly people.",
    ]
    turns = [
        f"User: {' '.join(rng.sample(user, 2))}"
        if n % 2 == 0
        else f"Assistant: {rng.choice(assistant)}"
        for n in range(5)
    ]
    return "\n".join(turns)


def test_throughput_of_short_chats(capsys: pytest.CaptureFixture[str]) -> None:
    rng = random.Random(7)
    batch = [ExtractionInput(_chat(rng), SUNDAY) for _ in range(400)]
    extractor = RuleExtractor()
    extractor.extract(batch[:20])  # warm caches before timing
    started = time.perf_counter()
    result = extractor.extract(batch)
    elapsed = time.perf_counter() - started
    assert len(result) == len(batch)
    assert all(isinstance(fact, CandidateFact) for facts in result for fact in facts)
    with capsys.disabled():
        print(f"\nrule extractor: {len(batch) / elapsed:.0f} five-turn chats/s (single thread)")


# --- lasting situations said as news ---------------------------------------------------------


@pytest.mark.parametrize("said", ["I'm still at the gym.", "I'm still at the station."])
def test_still_at_a_place_people_pass_through_is_where_they_are(said: str) -> None:
    [fact] = extract_facts(ExtractionInput(f"User: {said}", SUNDAY))
    assert fact.kind == "recent"
    assert fact.forget_after is not None


@pytest.mark.parametrize(
    "said",
    [
        "Evenings I'm usually sketching at the harbour.",
        "I've been swimming four mornings a week.",
        "Weekends I walk the coastal path.",
    ],
)
def test_what_someone_does_as_a_rule_is_a_lasting_habit(said: str) -> None:
    [fact] = extract_facts(ExtractionInput(f"User: {said}", SUNDAY))
    assert (fact.kind, fact.forget_after) == ("durable", None)

"""Power cuts, jotted visits, answers that put a question off, and facts told twice, of
session 53 (issue #15).

- "power was out 14 hrs on tues", "the wifi is back", "no power since 6am": the supply to
  the speaker's home, cut or back, is theirs and passes (rules/checks.py, extractor.py).
- "Note: census officer visiting Sunday the 26th of January, 9 a.m.; have the family book
  ready.": a visit jotted without its "the", "is" and "on" (rules/notes.py); a time after
  "Sunday the 26th of January" keeps the month in the date (rules/dates.py); "<S>'s plumber
  is coming on <date>" names where they come (rules/review.py).
- "when? and why" asks when first (rules/answers.py); "who" - "later." names no one
  (rules/context.py); "got a raise at the lift company so" ends on its raise (rules/text.py).
- "<S> quit the airport job." beside "<S> quit the airport job in late April 2024." is one
  fact (rules/worth.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.checks import owned_supply
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates
from memhub_server.pipeline.memory.rules.worth import without_fuller_said

DAY = date(2024, 7, 26)  # a Friday


def _facts(*lines: str, day: date = DAY) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n\n".join(lines), day))]


def _kinds(*lines: str) -> dict[str, str]:
    return {f.text: f.kind for f in extract_facts(ExtractionInput("\n\n".join(lines), DAY))}


@pytest.mark.parametrize(
    ("said", "mine"),
    [
        ("power was out 14 hrs on tues after the storm",
         "my power was out 14 hrs on tues after the storm"),
        ("The power went out on Tuesday night.", "My power went out on Tuesday night."),
        ("passed my test, n the wifi is back after 2 days",
         "passed my test, n my wifi is back after 2 days"),
        ("no power since 6am, running on my neighbours generator",
         "I've had no power since 6am, running on my neighbours generator"),
        ("ugh. No water for 3 days now", "ugh. I've had no water for 3 days now"),
    ],
)  # fmt: skip
def test_a_supply_cut_or_back_is_the_speakers(said: str, mine: str) -> None:
    assert owned_supply(said, None) == mine


@pytest.mark.parametrize(
    ("said", "prompt"),
    [
        ("The power was out at the office on Monday.", None),
        ("the power was out all day at work", None),
        ("We stayed at a hotel. The power went off twice.", None),
        ("Ana's flat is worse: the power is off again.", None),
        ("the power was out all night", "How is your gran coping?"),
        ("The water went down into the flat below.", None),
        ("I turned the power off at the mains.", None),
    ],
)  # fmt: skip
def test_a_supply_elsewhere_or_someone_elses_stays_as_said(said: str, prompt: str | None) -> None:
    assert owned_supply(said, prompt) == said


def test_a_power_cut_forms_a_dated_memory_that_passes() -> None:
    facts = _kinds(
        "[10:02] vanna: power was out 14 hrs on tues after the storm, whole street in takeo"
    )
    assert [(text, kind) for text, kind in facts.items() if "power was out 14 hrs" in text] == [
        (
            "Vanna's power was out 14 hrs on Tuesday, 23 July 2024 (2024-07-23) after the "
            "storm, whole street in takeo.",
            "recent",
        )
    ]


def test_no_power_since_and_back_again_are_recent_states() -> None:
    kinds = _kinds("User: no power since 6am, running on my neighbours generator")
    assert list(kinds.values()) == ["recent"]
    assert next(iter(kinds)).startswith("The user has had no power since 6am")
    back = _kinds("User: passed grade 4, my flatmate moved out, n the power is back after 2 days")
    assert back.get("The user's power is back after 2 days.") == "recent"


def test_a_terse_note_of_a_visit_is_the_writers() -> None:
    assert _facts(
        "Note: census officer visiting Sunday the 26th of January, 9 a.m.; have the family "
        "book ready.",
        day=date(2025, 1, 16),
    ) == [
        "The user has got the census officer visiting on Sunday, 26 January 2025 (2025-01-26), "
        "9 a.m."
    ]
    assert _facts(
        "Note: insurance assessor coming Saturday the 16th of March about the flooded kitchen.",
        day=date(2024, 3, 13),
    ) == [
        "The user has got the insurance assessor coming on Saturday, 16 March 2024 (2024-03-16) "
        "about the flooded kitchen."
    ]


def test_a_visit_the_note_dates_forms_without_a_clause_after_it() -> None:
    assert _facts(
        "Note: the plumber is coming on Friday the 21st of March.", day=date(2025, 3, 16)
    ) == ["The user's plumber is coming on Friday, 21 March 2025 (2025-03-21)."]
    assert _facts(
        "Note: the plumber is coming on Friday the 21st of March; leave the key.",
        day=date(2025, 3, 16),
    ) == ["The user's plumber is coming on Friday, 21 March 2025 (2025-03-21)."]


@pytest.mark.parametrize(
    "note",
    [
        "Note: Mum coming Sunday.",  # no trade: a visit of family is not jotted as one
        "Note: plumber coming, maybe.",  # no day
    ],
)
def test_a_terse_visit_needs_a_trade_and_a_day(note: str) -> None:
    assert _facts(note, day=date(2025, 3, 16)) == []


@pytest.mark.parametrize("time", ["9 am", "9 a.m", "9.30am"])
def test_a_time_after_a_weekday_and_date_keeps_the_month(time: str) -> None:
    said = f"the party is on Sunday the 26th of January, {time}."
    dated, _ = resolve_relative_dates(said, date(2025, 1, 16), False)
    assert dated == f"the party is on 26 January 2025 (2025-01-26), {time}."


@pytest.mark.parametrize("asked", ["when? and why", "when? and why?", "when?? n why"])
def test_when_asked_with_why_dates_the_news(asked: str) -> None:
    facts = _facts(
        "vasile: lol. i quit the airport job",
        f"doina: {asked}",
        "vasile: end of april. nights were killing me",
        day=date(2024, 5, 11),
    )
    assert "Vasile quit the airport job in late April 2024." in facts
    assert "Vasile quit the airport job." not in facts  # the same fact, told again


@pytest.mark.parametrize("put_off", ["later. blouses?", "soon!", "lol"])
def test_who_answered_with_later_names_no_one(put_off: str) -> None:
    facts = _facts(
        "vasile: also met someone at cousin petru's wedding",
        "doina: WHAT. who",
        f"vasile: {put_off}",
        day=date(2024, 5, 11),
    )
    assert facts == ["Vasile met someone at cousin petru's wedding."]


def test_who_answered_with_a_name_still_names_them() -> None:
    facts = _facts(
        "vasile: also met someone at cousin petru's wedding",
        "doina: WHAT. who",
        "vasile: ana. she restores icons",
        day=date(2024, 5, 11),
    )
    assert "Vasile met Ana at cousin petru's wedding." in facts


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("end of april. and i got a raise at the lift company so",
         "The user got a raise at the lift company."),
        ("we sold the house so", "The user and others sold the house."),
    ],
)  # fmt: skip
def test_a_hanging_so_is_dropped(said: str, fact: str) -> None:
    assert fact in _facts(f"User: {said}")


@pytest.mark.parametrize("said", ["I think so", "I hope so.", "told you so"])
def test_a_so_that_means_something_forms_nothing(said: str) -> None:
    assert _facts(f"User: {said}") == []


def _fact(text: str, subject: str = "Vasile") -> CandidateFact:
    return CandidateFact(text=text, subject=subject, kind="recent")


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("The user has a cat.", "The user has a cat allergy, annoyingly."),
        ("The user and others have a dog.", "The user and others have a dog walker, Sam."),
        ("The user loves Paris.", "The user loves Paris Hilton too."),
        ("The user went to Paris.", "The user went to Paris again in May 2024."),
    ],
)
def test_a_fact_that_only_opens_the_same_is_another(first: str, second: str) -> None:
    facts = [_fact(first, "the user"), _fact(second, "the user")]
    assert without_fuller_said(facts) == facts


def test_a_fact_said_again_with_more_is_kept_once() -> None:
    short = _fact("Vasile quit the airport job.")
    full = _fact("Vasile quit the airport job in late April 2024.")
    listed = _fact("Vasile quit the airport job, the nights were too long.")
    other = _fact("Doina quit the airport job in May 2024.", "Doina")
    assert without_fuller_said([short, full]) == [full]
    assert without_fuller_said([full, short]) == [full]
    assert without_fuller_said([short, listed]) == [listed]
    assert without_fuller_said([_fact("Doina quit the airport job.", "Doina"), full]) == [
        _fact("Doina quit the airport job.", "Doina"),
        full,
    ]
    assert without_fuller_said([short, other]) == [short, other]
    # not a word of the longer one: "the airport jobs" is another fact's
    assert without_fuller_said([short, _fact("Vasile quit the airport jobs.")]) == [
        short,
        _fact("Vasile quit the airport jobs."),
    ]


def _texted(said: str, day: date = date(2024, 1, 20)) -> list[str]:
    """What dilnoza's texted turn forms, between sherzod's."""
    return _facts(
        "[10:00] sherzod: dilya!! survived the samarkand cold?",
        f"[10:01] dilnoza: {said}",
        "[10:02] sherzod: ofc. hows things",
        "[10:03] dilnoza: fine",
        day=day,
    )


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("barely. no gas tues to fri, 3 days. neighbour lent us her electric heater",
         "Dilnoza had no gas on Tuesday, 16 January 2024 (2024-01-16) to Friday, 19 January "
         "2024 (2024-01-19), 3 days."),
        ("tashkent too. power cut wed night, 6 hrs. metro still ran tho",
         "Dilnoza had a power cut on the night of Wednesday, 17 January 2024 (2024-01-17), 6 hrs."),
        ("we split everything in 3. rent is 4.5 mln so 1.5 each",
         "Dilnoza's rent is 4.5 mln so 1.5 each."),
    ],
)  # fmt: skip
def test_texted_cuts_babies_and_rent_are_the_speakers(said: str, fact: str) -> None:
    assert fact in _texted(said)


@pytest.mark.parametrize(
    "said",
    [
        "rent is crazy here",
        "power cut, maybe",
        "baby due in may btw",  # whose baby, the turn does not say
        "power cut on friday for maintenance, 9 to 5",  # one still to come
        "power cut tonight 8-10pm, load shedding again",
        "power cut yesterday across spain and portugal",  # news of somewhere else
        "power cut 3 times a day in lebanon now, crazy",
        "power was out at my mums all day",
        "power went off mid-class lol",
        "no water for the dog on the hike, he was so thirsty",  # no supply cut
    ],
)
def test_texted_words_without_a_day_or_sum_stay_unread(said: str) -> None:
    assert _texted(said) == []


def test_a_cut_after_a_remark_about_a_neighbour_is_still_the_speakers() -> None:
    # the remark before it is no question about someone else's home
    said = "tashkent too. power cut on Wednesday night, 6 hrs."
    prompt = "barely. neighbour lent us her electric heater"
    assert owned_supply(said, prompt).startswith("tashkent too. I had a power cut")
    assert owned_supply(said, "how is your gran?") == said


@pytest.mark.parametrize(
    "chat",
    [
        ("Ann: My sister lives in Kyiv.", "Tom: How is it there?",
         "Ann: The power was out for 14 hours on Tuesday."),
        ("Ann: Ana rang from Lagos. The power went off on Tuesday.", "Tom: Oh no"),
        ("User: Jo is miserable. The heating has been off since Monday.", "Assistant: Oh no."),
        ("Ann: We went to see Hamlet.", "Tom: How was it?",
         "Ann: The lights went down and the whole theatre went silent."),
        ("Ann: Gas is down 20 cents this week, finally.", "Tom: nice"),
        ("User: The water was off-limits at the beach because of sewage.", "Assistant: ok"),
        ("User: My sister is pregnant. Baby due in May!", "Assistant: Congratulations to her!"),
    ],
)  # fmt: skip
def test_a_cut_elsewhere_or_of_someone_else_is_not_the_speakers(chat: tuple[str, ...]) -> None:
    facts = _facts(*chat)
    assert not any(
        word in fact
        for fact in facts
        for word in ("power", "heating", "lights", "gas", "water", "baby")
    ), facts


def test_rent_is_the_speakers_only_where_the_turn_speaks_of_them() -> None:
    facts = _facts(
        "[10:00] tim: my cousin moved to nyc",
        "[10:01] kim: nice",
        "[10:02] tim: rent is $3500 for a studio lol",
        "[10:03] kim: wow",
    )
    assert not any("rent" in fact for fact in facts), facts


def test_a_cut_at_the_speakers_own_flat_is_theirs() -> None:
    said = "the power was out at my flat all day"
    assert owned_supply(said, None) == "my power was out at my flat all day"

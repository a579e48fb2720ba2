"""Lines that open on a weekday cut short, and terse deeds told without "I" (issue #15).

"tues im off to the dentist", "sun we picked up the boat", "Fri I collected the puppy":
a cut-short day that opens a clause before the speaker as its subject is a time, written
in full and dated, in texting and in proper case. "did my back in liftin a crate" is an
injury told without "I". A deed with the thing named again after a comma ("my first
clock, the old one from the church") keeps the naming. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

import re
from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.short_days import day_stands
from memhub_server.pipeline.memory.rules.texting import texting_spelled

WEDNESDAY = date(2024, 5, 15)


def facts(line: str) -> list[str]:
    """The facts Carys's line forms when Ifor answers it."""
    said = extract_facts(ExtractionInput(f"Carys: {line}\nIfor: ok", WEDNESDAY))
    return [fact.text for fact in said]


def opens_on_a_day(text: str) -> bool:
    """Whether the word that opens the clause after any "ok." and "and" is read as a day."""
    lead = re.match(r"(?:ok\.\s+)?(?:and\s+)?", text)
    start = lead.end() if lead else 0
    return day_stands(text, start, text.find(" ", start) % (len(text) + 1))


@pytest.mark.parametrize(
    "text",
    [
        "tues im off to the vet in malton",
        "sun we drove the new caravan home",
        "fri my brother's flying in from perth",
        "and weds we're moving the piano",
        "Sat I finally passed my test",
        "mon i've got the interview",
        "ok. thurs we'll pick the kitten up",
    ],
)
def test_a_day_cut_short_opening_a_clause_before_its_subject(text: str) -> None:
    assert opens_on_a_day(text)


@pytest.mark.parametrize(
    "text",
    [
        "sat my theory test today",
        "sun's out at last",
        "sat here waiting for the bus",
        "wed my first love in june",
        "sun i think suits everyone",
        "sat i?",
        "mon we.",
    ],
)
def test_a_word_or_a_bare_day_opening_a_clause_is_no_time(text: str) -> None:
    assert not opens_on_a_day(text)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "tues im off to the vet in malton with the cat",
            "On Tuesday, 21 May 2024 (2024-05-21) Carys is off to the vet in malton with the cat.",
        ),
        (
            "sun we drove the new caravan home from skegness",
            "On Sunday, 12 May 2024 (2024-05-12) Carys and others drove the new caravan home from"
            " skegness.",
        ),
        (
            "fri i collected the puppy from a breeder in thirsk",
            "On Friday, 10 May 2024 (2024-05-10) Carys collected the puppy from a breeder in"
            " thirsk.",
        ),
        (
            "Mon I'm starting at the boatyard in Brixham.",
            "On Monday, 20 May 2024 (2024-05-20) Carys is starting at the boatyard in Brixham.",
        ),
        (
            "thurs my sister's comin down from oban",
            "On Thursday, 16 May 2024 (2024-05-16) Carys's sister is coming down from oban.",
        ),
        (
            "Sat we sold the old trailer to a farmer in Ruthin.",
            "On Saturday, 11 May 2024 (2024-05-11) Carys and others sold the old trailer to a"
            " farmer in"
            " Ruthin.",
        ),
    ],
)
def test_a_line_led_by_a_day_cut_short_is_dated(line: str, expected: str) -> None:
    assert facts(line) == [expected]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "did my back in liftin a crate of cider tues",
            "Carys did their back in lifting a crate of cider on Tuesday, 14 May 2024"
            " (2024-05-14).",
        ),
        (
            "Did my shoulder in moving the wardrobe last week.",
            "Carys did their shoulder in moving the wardrobe in the week of 6 May 2024"
            " (2024-05-06).",
        ),
        (
            "ugh. did my ankle in on the ice sat",
            "Carys did their ankle in on the ice on Saturday, 11 May 2024 (2024-05-11).",
        ),
        ("did my left knee in at netball", "Carys did their left knee in at netball."),
        (
            "did my wrist in falling off the ladder on Monday",
            "Carys did their wrist in falling off the ladder on Monday, 13 May 2024 (2024-05-13).",
        ),
    ],
)
def test_an_injury_told_without_i(line: str, expected: str) -> None:
    assert facts(line) == [expected]


@pytest.mark.parametrize(
    "line",
    ["did my homework in the kitchen", "did my back in? no idea", "did my hair in a bun"],
)
def test_did_before_no_injury_forms_nothing(line: str) -> None:
    assert facts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "On Monday I restrung the old harp from the chapel at Nefyn.",
            "On Monday, 13 May 2024 (2024-05-13) Carys restrung the old harp from the chapel at"
            " Nefyn.",
        ),
        (
            "Yesterday I mended my first watch on my own, the old one from the shop in Bala.",
            "On 14 May 2024 (2024-05-14) Carys mended their first watch on their own, the old"
            " one from the shop in Bala.",
        ),
        (
            "Last week I bought a kayak, the red one from the club at Porthmadog.",
            "In the week of 6 May 2024 (2024-05-06) Carys bought a kayak, the red one from the"
            " club at Porthmadog.",
        ),
        (
            "I rehung the barn door on Friday.",
            "Carys rehung the barn door on Friday, 10 May 2024 (2024-05-10).",
        ),
    ],
)
def test_a_deed_with_its_thing_named_again_after_a_comma(line: str, expected: str) -> None:
    assert facts(line) == [expected]


@pytest.mark.parametrize(
    "line", ["I liked the old one from the market better.", "Sold the old one."]
)
def test_a_bare_one_without_its_thing_forms_nothing(line: str) -> None:
    assert facts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "everyone does. swam the lake mile sat",
            "Carys swam the lake mile on Saturday, 11 May 2024 (2024-05-11).",
        ),
        (
            "nobody came lol. painted the shed on my own sun",
            "Carys painted the shed on their own on Sunday, 12 May 2024 (2024-05-12).",
        ),
        (
            "Everybody does that. Walked the Ridgeway last week.",
            "Carys walked the Ridgeway in the week of 6 May 2024 (2024-05-06).",
        ),
    ],
)
def test_a_remark_about_everyone_leaves_the_next_deed_the_speakers(
    line: str, expected: str
) -> None:
    assert facts(line) == [expected]


def test_a_deed_after_someone_named_stays_theirs() -> None:
    assert not any(
        "Carys passed" in fact for fact in facts("my uncle was ill for months. passed weds")
    )


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("wife's 6 months pregnant", "my wife is 6 months pregnant"),
        ("hubby's got a job at the docks", "my hubby has got a job at the docks"),
        ("ok. daughter is off to uni in sept", "ok. my daughter is off to uni in sept"),
        ("n son's started scouts", "and my son has started scouts"),
        ("brother says hi", "my brother says hi"),
        ("kenny's joined the darts team", "kenny has joined the darts team"),
        ("son never eats his greens", "son never eats his greens"),
        ("wife still works at the school", "wife still works at the school"),
        ("the trains started late", "the trains started late"),
        ("sister in law came round", "sister in law came round"),
    ],
)
def test_a_relative_alone_opening_a_texted_line_is_the_speakers(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "n my daughter's started brownies. weds nights",
            "Carys's daughter has started brownies on Wednesday nights.",
        ),
        (
            "My son Piet has started judo. Thursday nights at seven.",
            "Carys's son Piet has started judo on Thursday nights at seven.",
        ),
        (
            "we've joined a ceilidh band. fri nights in the village hall",
            "Carys and others have joined a ceilidh band on Friday nights in the village hall.",
        ),
        ("started pottery. sat mornings", "Carys started pottery on Saturday mornings."),
        (
            "I've started a night class. Monday evenings.",
            "Carys has started a night class on Monday evenings.",
        ),
    ],
)
def test_when_a_new_activity_meets_joins_it(line: str, expected: str) -> None:
    assert facts(line) == [expected]


@pytest.mark.parametrize(
    "line", ["the boys love the beach. sunday mornings are for lie-ins", "tues nights."]
)
def test_a_day_of_the_week_after_no_news_joins_nothing(line: str) -> None:
    assert not any(" on Sunday" in fact or " on Tuesday" in fact for fact in facts(line))


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("kai's mate's a roofer in hull", "kai's mate is a roofer in hull"),
        ("ffion's brother's movin to cardiff", "ffion's brother is moving to cardiff"),
        ("my nan's been poorly", "my nan has been poorly"),
        ("jo's mum's car got nicked", "jo's mum's car got nicked"),
        ("my corrections got approved", "my corrections got approved"),
    ],
)
def test_an_owned_someones_s_is_is_or_has(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


def test_each_person_in_a_texted_list_of_news_keeps_their_own() -> None:
    line = "me mam's retirin in june, dafydd's sister's movin to rhyl n our cat's had 4 kittens"
    found = facts(line)
    assert "Dafydd's sister is moving to rhyl (as of 15 May 2024)." in found
    assert "Carys's cat has had 4 kittens." in found


@pytest.mark.parametrize(
    "line",
    [
        "gwen's dad's a plumber... nah an electrician in bala",
        "my sister is a nurse... nah a midwife at the royal",
        "Her uncle's a vicar… nah a verger at St Asaph",
    ],
)
def test_a_word_trailed_off_and_taken_back_forms_nothing_wrong(line: str) -> None:
    assert not any(word in " ".join(facts(line)) for word in ("plumber", "nurse", "vicar"))


# --- review (session 42): a weekday habit, and a weekday that is today -----------------


@pytest.mark.parametrize(
    "line", ["sun im usually at church", "tues im always at the gym", "fri we often eat out"]
)
def test_a_weekday_before_a_habit_is_no_one_date(line: str) -> None:
    assert not any("2024-" in fact for fact in facts(line)), facts(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "sat im off to the match",
            "On Saturday, 9 March 2024 (2024-03-09) Carys is off to the match.",
        ),
        (
            "Saturday I'm off to the match",
            "On Saturday, 9 March 2024 (2024-03-09) Carys is off to the match.",
        ),
        (
            "fri im off to the match",
            "On Friday, 15 March 2024 (2024-03-15) Carys is off to the match.",
        ),
        (
            "sat we went to the match",
            "On Saturday, 2 March 2024 (2024-03-02) Carys and others went to the match.",
        ),
    ],
)
def test_a_weekday_opening_a_line_said_that_day_is_today(line: str, expected: str) -> None:
    said = extract_facts(ExtractionInput(f"Carys: {line}\nIfor: ok", date(2024, 3, 9)))
    assert expected in [fact.text for fact in said]


def test_a_weekday_after_on_said_that_day_is_still_next_weeks() -> None:
    said = extract_facts(
        ExtractionInput("Carys: I'm off to the match on Saturday\nIfor: ok", date(2024, 3, 9))
    )
    assert any("(2024-03-16)" in fact.text for fact in said)

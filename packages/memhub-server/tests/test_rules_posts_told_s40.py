"""Jobs, posts and promotions told in passing (issue #15, session 40).

Friends tell a job the short way: "Tobiah's a glazier at the window works" (the "'s" before
"a" is "is"), "they've made me head glass blower" (a post of three words), "been made shift
leader at the depot btw" (no "I've"), "crew leader" or "footpath officer" (the noun that
names the post comes last), "started an apprenticeship as a stonemason", "Tobiah's going to
be the harbour master", or work kept up at a place of work: "still pressing apples at the
cider mill", "fits kitchens for a builder", "I put up fences for a contractor" (present:
the speaker's trade), "left in May to run the tea room" (the new work), and how long said
first or as "going on twelve years" ("for nearly twelve years", never part of the post).
Near misses (a deed someone was made to do, a thing made for someone, waiting
or living somewhere, a queue) form no job.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2025, 9, 10)  # a Wednesday


def facts(*lines: str) -> list[tuple[str, str | None, str]]:
    found = extract_facts(ExtractionInput("\n".join(lines), DAY))
    return [(fact.text, fact.slot, fact.kind) for fact in found]


def slots(said: str) -> list[str | None]:
    return [slot for _, slot, _ in facts(f"Tegan: {said}")]


@pytest.mark.parametrize(
    ("said", "expected", "slot"),
    [
        (
            "Tobiah's a glazier at the window works in Selby now.",
            "Tobiah is a glazier at the window works in Selby now.",
            "tobiah:job_title",
        ),
        (
            "Perpetua's an usher at the crown court.",
            "Perpetua is an usher at the crown court.",
            "perpetua:job_title",
        ),
        ("Perpetua's a nurse.", "Perpetua is a nurse.", "perpetua:job_title"),
        (
            "Tobiah's going to be the harbour master for the port authority.",
            "Tobiah is going to be the harbour master for the port authority.",
            "tobiah:job_title",
        ),
        (
            "Perpetua will be the new parish clerk from May.",
            "Perpetua will be the new parish clerk from May 2026.",
            "perpetua:job_title",
        ),
        (
            "Perpetua? She left in May to run the tea room at the castle in Alnwick.",
            "Perpetua runs the tea room at the castle in Alnwick.",
            "perpetua:job_title",
        ),
        (
            "I left the bank to work for a charity in Leeds.",
            "Tegan works for a charity in Leeds.",
            "tegan:employer",
        ),
        (
            "i quit the call centre last month to join the Fire Service",
            "Tegan has joined the Fire Service.",
            "tegan:employer",
        ),
        (
            "Tobiah has left to manage a garden centre near Thirsk.",
            "Tobiah manages a garden centre near Thirsk.",
            "tobiah:job_title",
        ),
        (
            "Perpetua left the post office to teach at the primary school in Brora.",
            "Perpetua teaches at the primary school in Brora.",
            "perpetua:job_title",
        ),
    ],
)
def test_a_job_told_short_or_left_for_is_named(said: str, expected: str, slot: str) -> None:
    assert (expected, slot, "durable") in facts(f"Tegan: {said}")


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("They've made me head glass blower.", "Tegan has been made head glass blower."),
        ("they made me senior shift supervisor", "Tegan was made senior shift supervisor."),
        ("They've made me crew leader.", "Tegan has been made crew leader."),
        ("I've been made team leader.", "Tegan has been made team leader."),
        ("I've just been made foreman.", "Tegan has just been made foreman."),
        (
            "been made shift leader at the depot btw",
            "Tegan has been made shift leader at the depot.",
        ),
        ("Just been made foreman!", "Tegan has just been made foreman."),
        ("Great news. Been made head of sales.", "Tegan has been made head of sales."),
        (
            "The farm has made me head shepherd.",
            "Tegan has been made head shepherd at the farm.",
        ),
    ],
)
def test_a_post_given_to_the_speaker(said: str, expected: str) -> None:
    assert (expected, "tegan:job_title", "durable") in facts(f"Tegan: {said}")


@pytest.mark.parametrize(
    ("said", "expected", "slot"),
    [
        (
            "the quarry has made Tobiah senior blast supervisor",
            "Tobiah has been made senior blast supervisor at the quarry.",
            "tobiah:job_title",
        ),
        (
            "Tobiah has just been made head of the bottling line.",
            "Tobiah has just been made head of the bottling line.",
            "tobiah:job_title",
        ),
        ("Perpetua has been made crew leader.", None, "perpetua:job_title"),
        ("Tobiah is the new footpath officer.", None, "tobiah:job_title"),
        ("I'm a union rep at the bus depot.", "Tegan is a union rep at the bus depot.", None),
    ],
)
def test_a_post_named_by_its_last_noun(said: str, expected: str | None, slot: str | None) -> None:
    found = facts(f"Tegan: {said}")
    assert (expected or said, slot or "tegan:job_title", "durable") in found


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Perpetua started an apprenticeship as a stonemason in August.",
            "Perpetua started an apprenticeship as a stonemason in August 2025.",
        ),
        (
            "i started an apprenticeship as a sparky last week",
            "Tegan started an apprenticeship as a sparky in the week of 1 September 2025 "
            "(2025-09-01).",
        ),
        ("Tobiah is doing an apprenticeship as a joiner.", None),
        (
            "I've got an apprenticeship as a welder at the shipyard!",
            "Tegan has got an apprenticeship as a welder at the shipyard.",
        ),
        ("Perpetua took up a traineeship as a signaller.", None),
    ],
)
def test_an_apprenticeship_names_the_job(said: str, expected: str | None) -> None:
    told = expected or said
    slot = f"{told.split()[0].lower()}:job_title"  # whose job: the fact's subject
    assert (told, slot, "durable") in facts(f"Tegan: {said}")


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Tobiah's still pressing apples at the cider mill in Ledbury",
            "Tobiah is still pressing apples at the cider mill in Ledbury.",
        ),
        (
            "Perpetua is still sharpening saws for a timber yard, going on six years.",
            "Perpetua is still sharpening saws for a timber yard, going on six years.",
        ),
        (
            "I'm still gutting fish at the smokehouse on the quay.",
            "Tegan is still gutting fish at the smokehouse on the quay.",
        ),
        (
            "Tobiah is still mending clocks in the back of the ironmonger's.",
            "Tobiah is still mending clocks in the back of the ironmonger's.",
        ),
        (
            "still driving for the bus company in Hexham",
            "Tegan is still driving for the bus company in Hexham.",
        ),
        ("Tobiah works weekends at the farm.", "Tobiah works weekends at the farm."),
        (
            "My brother Tobiah is back. He fits kitchens for a builder in Hull.",
            "Tobiah fits kitchens for a builder in Hull.",
        ),
        (
            "Perpetua has her driving test on Friday. She works nights on a dairy farm near Ripon.",
            "Perpetua works nights on a dairy farm near Ripon.",
        ),
        ("Tobiah drives for a haulage firm.", "Tobiah drives for a haulage firm."),
        (
            "i put up fences for a farm contractor, mostly posts n wire",
            "Tegan puts up fences for a farm contractor, mostly posts and wire.",
        ),
        ("I cut hair for a salon in Deal.", "Tegan cuts hair for a salon in Deal."),
    ],
)
def test_work_kept_up_or_done_for_a_place_of_work_lasts(said: str, expected: str) -> None:
    assert (expected, None, "durable") in facts(f"Tegan: {said}")


@pytest.mark.parametrize(
    "said",
    [
        "They made me laugh.",
        "they made me a cup of tea",
        "They made me head back home.",
        "been made to wait ages at the vets",
        "Tobiah's a nightmare at bedtime.",
        "Tobiah is head of the queue.",
        "I'm going to be late.",
        "I'm going to be a dad!",
        "I do the washing up.",
        "Perpetua's started an apprenticeship.",
    ],
)
def test_near_misses_form_no_job(said: str) -> None:
    assert not any(slot is not None and slot.endswith(":job_title") for slot in slots(said))


@pytest.mark.parametrize(
    "said",
    [
        "Tobiah is still waiting for the bus.",
        "I'm still living at the farm.",
        "Perpetua is still waiting at the station.",
        "I'm still sorting out the mess at my mum's.",
        "Tobiah's still eating at the café.",
    ],
)
def test_waiting_or_living_somewhere_is_no_work(said: str) -> None:
    assert not any(kind == "durable" for _, _, kind in facts(f"Tegan: {said}"))


@pytest.mark.parametrize(
    "said",
    [
        "Tobiah drinks at the pub.",
        "Tobiah swims at the club on Mondays.",
        "I put up fences for a farm contractor last summer.",
        "I cut my hand at the factory.",
        "I put the kettle on for the builders.",
        "Perpetua starts at the college in January.",
    ],
)
def test_time_off_or_a_deed_done_once_is_no_lasting_work(said: str) -> None:
    found = facts(f"Tegan: {said}")
    assert not any(kind == "durable" and slot is None for _, slot, kind in found)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "I've been the organist at St Cuthbert's going on twelve years.",
            "Tegan has been the organist at St Cuthbert's for nearly twelve years.",
        ),
        (
            "Been the cook at the Bell getting on for ten years.",
            "Tegan has been the cook at the Bell for nearly ten years.",
        ),
        (
            "Been the cook at the Bell for ten years.",
            "Tegan has been the cook at the Bell for ten years.",
        ),
    ],
)
def test_how_long_never_becomes_part_of_the_post(said: str, expected: str) -> None:
    assert (expected, "tegan:job_title", "durable") in facts(f"Tegan: {said}")


def test_a_town_after_the_workplace_is_no_employer() -> None:
    found = facts("Tegan: They've made me head of the smokehouse at Wick.")
    assert (
        "Tegan has been made head of the smokehouse at Wick.",
        "tegan:job_title",
        "durable",
    ) in found
    assert not any(slot == "tegan:employer" for _, slot, _ in found)
    named = facts("Tegan: Perpetua is a nurse at Leeds General.")
    assert ("Perpetua works at Leeds General.", "perpetua:employer", "durable") in named


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Eleven years I've been grinding knives now.",
            "Tegan has been grinding knives for eleven years.",
        ),
        (
            "Eighteen years I've been an auctioneer and I've never had a room like it.",
            "Tegan has been an auctioneer for eighteen years.",
        ),
        ("Twenty years I've been a nurse.", "Tegan has been a nurse for twenty years."),
    ],
)
def test_how_long_said_first_goes_after_the_work(said: str, expected: str) -> None:
    assert any(text == expected and kind == "durable" for text, _, kind in facts(f"Tegan: {said}"))


@pytest.mark.parametrize(
    "said",
    [
        "I left early to run an errand.",
        "I left the party to join the others at the pub.",
        "Tobiah left to work on his car.",
    ],
)
def test_leaving_for_an_errand_names_no_work(said: str) -> None:
    assert all(slot is None for slot in slots(said))


@pytest.mark.parametrize(
    "said",
    [
        "Perpetua is a deckhand on the ferry to Lismore.",
        "Perpetua is a steward on the sleeper train.",
        "Perpetua is a roustabout on the rigs.",
        "Perpetua is a knife grinder.",
        "Perpetua is a dry stone waller.",
        "Perpetua has been a basket maker for years.",
    ],
)
def test_a_trade_held_on_board_or_named_by_its_last_noun(said: str) -> None:
    assert "perpetua:job_title" in slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "Perpetua is a guest on the podcast.",
        "Perpetua is a demon on the pitch.",
        "Perpetua's a fiend on the dance floor.",
        "Perpetua is a regular on the quiz show.",
    ],
)
def test_someone_on_a_show_or_a_pitch_holds_no_post(said: str) -> None:
    assert "perpetua:job_title" not in slots(said)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Nine years at the rope works in March, imagine.",
            "Tegan has been at the rope works for nine years in March 2026 (since March 2017).",
        ),
        (
            "Six years at the dyeworks this May.",
            "Tegan has been at the dyeworks for six years in May 2026 (since May 2020).",
        ),
    ],
)
def test_an_anniversary_month_dates_the_start(said: str, expected: str) -> None:
    assert expected in [text for text, _, _ in facts(f"Tegan: {said}")]

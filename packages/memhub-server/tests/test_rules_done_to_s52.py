"""What others did to the speaker's things, and texted news, of session 52 (issue #15).

- "the hotel paid my invoice at last on mon", "On Sunday a plumber called Mr Rakoto
  finally fixed the leak under our sink, and he charged 60,000 ariary": the speaker's
  thing leads, with the day and the price (rules/continuation.py, rules/text.py).
- "landlord gave back my deposit fri. 400k ariary, all of it": a landlord or a boss alone
  is the speaker's own; a sum in any currency joins the deed it measures
  (rules/texting.py, rules/measures.py).
- "ran the antsirabe 13 km yday": "yday" marks a stamped line as texting
  (pipeline/speakers.py).
- "3 yrs in aug. landlord is ...": a month after "in" with no day after it ends the
  sentence (pipeline/sentences.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.sentences import split_sentences

DAY = date(2024, 3, 6)  # a Wednesday


def _facts(content: str, day: date = DAY) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput(content, day))]


# --- someone did something to the speaker's thing -----------------------------------------


@pytest.mark.parametrize(
    ("said", "formed"),
    [
        ("Fanja: On Sunday a plumber called Mr Rakoto finally fixed the leak under our sink, "
         "and he charged 60,000 ariary.",
         "Fanja's sink's leak was fixed by a plumber called Mr Rakoto on Sunday, 3 March 2024 "
         "(2024-03-03) for 60,000 ariary."),
        ("Fanja: a plumber fixed my sink on Sunday, and he charged us 45.50 pounds.",
         "Fanja's sink was fixed by a plumber on Sunday, 3 March 2024 (2024-03-03) for 45.50 "
         "pounds."),
        ("User: the hotel paid my invoice at last on mon, 7 weeks late",
         "The user's invoice was paid by the hotel on Monday, 4 March 2024 (2024-03-04), 7 "
         "weeks late."),
        ("Fanja: Yesterday a collector bought my old guitar.",
         "Fanja's old guitar was bought by a collector on 5 March 2024 (2024-03-05)."),
    ],
)  # fmt: skip
def test_the_speakers_thing_leads(said: str, formed: str) -> None:
    assert _facts(said) == [formed]


def test_at_last_before_the_day_is_dropped() -> None:
    assert _facts("User: I sold my car at long last on monday") == [
        "The user sold their car on Monday, 4 March 2024 (2024-03-04)."
    ]


@pytest.mark.parametrize(
    "said",
    [
        # someone's view of what the council did: no deed done to the speaker's thing
        "User: My neighbour says the council should never have cut the hedges on our lane.",
        # one of the speaker's own people: their own doing, told as it was
        "Fanja: On Sunday my brother fixed my car.",
    ],
)
def test_no_deed_turned_round(said: str) -> None:
    assert not any(" was cut by" in text or " was fixed by" in text for text in _facts(said))


# --- a landlord or a boss alone, and sums in other currencies --------------------------------


def test_a_texted_landlord_is_the_speakers_with_the_sum() -> None:
    formed = _facts("User: landlord gave back my deposit fri. 400k ariary, all of it")
    assert formed == [
        "The user's landlord gave back the user's deposit on Friday, 1 March 2024 "
        "(2024-03-01), for 400k ariary."
    ]


def test_a_texted_boss_who_did_something_is_the_speakers() -> None:
    formed = _facts("User: boss gave me a raise fri")
    assert formed == ["The user's boss gave the user a raise on Friday, 1 March 2024 (2024-03-01)."]


def test_a_bosss_view_is_not_made_the_speakers_boss() -> None:
    formed = _facts("[19:52] dilys: constantly. boss reckons ill be head baker by the summer")
    assert not any("Dilys's boss" in text for text in formed), formed


@pytest.mark.parametrize(
    ("said", "sum_"),
    [
        ("User: I sold my bike. 20,000 kwacha.", "for 20,000 kwacha"),
        ("User: I sold my bike. 90,000 ariary.", "for 90,000 ariary"),
    ],
)
def test_a_sum_in_another_currency_joins_the_sale(said: str, sum_: str) -> None:
    assert any(sum_ in text for text in _facts(said))


def test_a_sum_after_no_money_deed_stays_apart() -> None:
    assert not any(
        "for 20,000" in text for text in _facts("User: I went to Lusaka. 20,000 kwacha.")
    )


# --- texted lines --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "formed"),
    [
        ("[16:36] tiana: ran 5 km yday",
         "Tiana ran 5 km on 18 July 2024 (2024-07-18)."),
        ("[16:36] tiana: ran the antsirabe 13 km yday in 1h05",
         "Tiana ran the antsirabe 13 km on 18 July 2024 (2024-07-18) in 1h05."),
    ],
)  # fmt: skip
def test_yday_marks_a_stamped_line_as_texting(said: str, formed: str) -> None:
    assert _facts(said, date(2024, 7, 19)) == [formed]


def test_a_stamped_agenda_line_is_no_speaker() -> None:
    assert _facts("[10:00] keynote: Ran the Numbers, a review of yesterday") == []


# --- a month after "in" ends a sentence ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("flat in thrapston, 3 yrs in aug. landlord is mr pettifer",
         ["flat in thrapston, 3 yrs in aug.", "landlord is mr pettifer"]),
        ("since Jan. 5 I have", ["since Jan. 5 I have"]),
        ("back in oct. and loved it", ["back in oct. and loved it"]),
        ("on Sat. morning we went", ["on Sat. morning we went"]),
    ],
)  # fmt: skip
def test_a_month_after_in_ends_the_sentence(text: str, sentences: list[str]) -> None:
    assert split_sentences(text) == sentences


def test_the_landlords_name_is_no_longer_glued_to_the_flat() -> None:
    formed = _facts(
        "User: flat in thrapston, 3 yrs in aug. landlord is mr pettifer, he never answers"
    )
    assert "The user's landlord is mr pettifer." in formed, formed
    assert not any(text.startswith("Flat in") for text in formed), formed


# --- a job done by a tradesman, what it came to, a device's count -------------------------------


@pytest.mark.parametrize(
    ("said", "formed"),
    [
        ("Kasun: A roofer called Mr Jayasuriya replaced eleven broken tiles. It came to 18,500 "
         "rupees, and the landlord says he'll take it off my February rent.",
         "Kasun had eleven broken tiles replaced by a roofer called Mr Jayasuriya, for 18,500 "
         "rupees."),
        ("Chilufya: Mr Lungu the plumber put in a new geyser on Thursday.",
         "Chilufya had a new geyser put in by Mr Lungu the plumber on Thursday, 29 February "
         "2024 (2024-02-29)."),
    ],
)  # fmt: skip
def test_a_job_done_by_a_tradesman_is_the_speakers(said: str, formed: str) -> None:
    assert _facts(said) == [formed]


@pytest.mark.parametrize(
    "said",
    [
        "Chilufya: Mr Lungu the plumber came on Thursday and put in a new one.",  # "one"
        "Chilufya: The plumber fixed it.",  # what, the turn does not say
        "Chilufya: A friend called Ana painted a mural.",  # no trade
    ],
)
def test_no_job_read_without_the_thing_or_the_trade(said: str) -> None:
    assert not any(text.startswith("Chilufya had") for text in _facts(said))


def test_what_it_came_to_joins_the_deed() -> None:
    assert _facts("Kasun: I bought a new bike. That was 300 pounds.") == [
        "Kasun bought a new bike, for 300 pounds."
    ]


def test_what_it_came_to_after_no_money_deed_stays_apart() -> None:
    assert not any(
        "for 300" in text for text in _facts("Kasun: I went to Paris. It came to 300 pounds.")
    )


@pytest.mark.parametrize(
    ("said", "formed"),
    [
        ("Kasun: My phone says I averaged 6,200 steps a day in March.",
         "Kasun averaged 6,200 steps a day in March 2024."),
        ("Kasun: my watch says im doing 9k steps a day now",
         "Kasun is doing 9k steps a day now (as of 6 March 2024)."),
    ],
)  # fmt: skip
def test_a_devices_count_is_the_speakers_own(said: str, formed: str) -> None:
    assert formed in _facts(said)


def test_a_persons_say_so_is_still_theirs() -> None:
    assert not any(
        "averaged" in t for t in _facts("Kasun: My mum says I averaged two cakes a day.")
    )

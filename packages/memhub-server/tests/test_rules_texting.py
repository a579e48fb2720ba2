"""Turns typed as texting read as if typed in full (issue #15, rules/texting.py).

"yeh passed my theory test on mon n booked the practical" forms what the same news typed
with capitals and apostrophes forms; a texting turn that is chatter, a wish or an order
still forms nothing, and a turn typed with capitals keeps "ID", "Jan" and "Sat" as typed.
15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.texting import texting_spelled, typed_as_texting

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    item = ExtractionInput("\n".join(lines), WEDNESDAY)
    return [fact.text for fact in extract_facts(item)]


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("yeh passed it on mon", True),
        ("got the keys. moving in sat", True),
        ("Got the keys. moving in sat", False),
        ("got the keys. Moving in on Saturday", False),
        ("12345", False),
    ],
)
def test_which_turns_are_typed_as_texting(typed: str, expected: bool) -> None:
    assert typed_as_texting(typed) is expected


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("ill be there on sat", "I'll be there on Saturday"),
        ("ill with flu since tues", "ill with flu since Tuesday"),
        ("id rather stay in", "I'd rather stay in"),
        ("r u coming", "are you coming"),
        ("we r off to rhyl", "we are off to rhyl"),
        ("hows ur nan", "how's your nan"),
        ("ur joking", "you're joking"),
        ("yeh since xmas", "yeah since Christmas"),
        ("off work since jan, ugh", "off work since January, ugh"),
        ("jan and i went bowling", "jan and I went bowling"),
        ("shes back tmrw", "she's back tomorrow"),
        ("sat on the bus for hours", "sat on the bus for hours"),
        ("the sunset band are class", "the sunset band are class"),
    ],
)
def test_texting_shortenings_are_written_out(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ["[21:02] morwenna: yeh passed my theory test on mon n booked the practical"],
            "Morwenna passed their theory test on Monday, 13 May 2024 (2024-05-13) and booked the"
            " practical.",
        ),
        (
            ["Osian: whats new", "Carys: ill be in cardiff for the match on sat"],
            "Carys will be in cardiff for the match on Saturday, 18 May 2024 (2024-05-18).",
        ),
        (
            ["Osian: whats new", "Carys: im off to lisbon tmrw w my bf"],
            "Carys is off to lisbon on 16 May 2024 (2024-05-16) with their boyfriend.",
        ),
        (
            ["Osian: hows ur nan", "Carys: shes out of hospital since xmas"],
            "Carys's nan is out of hospital since Christmas, 25 December 2023 (2023-12-25).",
        ),
    ],
)
def test_news_typed_as_texting_forms_its_fact(lines: list[str], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "line",
    [
        "[19:20] gruff: if i won the lottery id buy a boat",
        "[19:20] gruff: dont forget ur keys lol",
        "[19:20] gruff: r u coming to the quiz",
        "[19:20] gruff: so bored rn",
        "[19:20] gruff: ill text u later",
    ],
)
def test_chatter_typed_as_texting_forms_nothing(line: str) -> None:
    assert texts(line) == []


def test_a_turn_typed_with_capitals_keeps_its_words() -> None:
    found = texts("Osian: My ID card expired.", "Carys: Jan said she'd renew it on Sat.")
    assert "Osian's ID card expired." in found
    assert not [fact for fact in found if "I'd" in fact or "January" in fact]


def test_a_timed_label_that_is_no_speaker_stays_out_of_memories() -> None:
    # Typed with capitals, the line is no texting: the label is no speaker's, and neither
    # it nor its time is part of what was said.
    assert texts("[07:45] peredur: If I won the lottery I'd buy a boat") == []
    assert texts("[07:45] peredur: I moved to Aberystwyth on Friday.") == [
        "The user moved to Aberystwyth on Friday, 10 May 2024 (2024-05-10)."
    ]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "sitting my physics exam on the 3rd, terrified",
            "Carys is sitting their physics exam on 3 June 2024 (2024-06-03).",
        ),
        ("Obsessed with the new Wet Leg album.", "Carys is obsessed with the new Wet Leg album."),
    ],
)
def test_a_test_ahead_or_a_passion_told_without_im(said: str, expected: str) -> None:
    assert expected in texts("Osian: whats new", f"Carys: {said}")


@pytest.mark.parametrize("said", ["doing my head in, this weather", "taking a while, this queue"])
def test_an_idiom_in_ing_is_no_test_ahead(said: str) -> None:
    assert texts("Osian: whats new", f"Carys: {said}") == []


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        (
            "passed my test, n me n gwil r off to crete",
            "passed my test, and gwil and I are off to crete",
        ),
        ("got the keys weds", "got the keys on Wednesday"),
        ("got married sat!!", "got married on Saturday!!"),
        ("the dog sat on my foot", "the dog sat on my foot"),
        ("wed in june", "wed in june"),
    ],
)
def test_texting_pairs_and_days_are_written_out(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


def test_news_listed_in_texting_forms_each_fact() -> None:
    found = texts("[20:05] nerys: new flat in bangor, sold my bike, n me n gwil got engaged sat!!")
    assert found == [
        "Nerys has got a new flat in bangor.",
        "Nerys sold their bike.",
        "Gwil and Nerys got engaged on Saturday, 11 May 2024 (2024-05-11).",
    ], found


def test_a_pair_after_and_splits_from_the_news_before_it() -> None:
    found = texts("Nerys: I got a new job at the dairy and me and Gwil got engaged")
    assert "Gwil and Nerys got engaged." in found, found
    assert not [fact for fact in found if "dairy" in fact and "engaged" in fact], found


def test_a_new_thing_that_is_a_verdict_is_no_news() -> None:
    assert texts("Osian: hows work", "Nerys: new job is grand, cheers") == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "I quit my job in April, best thing I've ever done.",
            "Nerys quit their job in April 2024.",
        ),
        ("Sold the camper in March, worst decision ever.", "Nerys sold the camper in March 2024."),
    ],
)
def test_a_verdict_on_ones_own_deed_is_left_off(said: str, expected: str) -> None:
    assert texts(f"Nerys: {said}") == [expected]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("dont drink at all since the op", "Nerys doesn't drink at all since the op."),
        ("Can't run any more, not with this knee.", "Nerys can't run any more."),
    ],
)
def test_a_habit_given_up_told_without_i(said: str, expected: str) -> None:
    assert expected in texts("Osian: whats new", f"Nerys: {said}")


@pytest.mark.parametrize(
    "said", ["dont eat that, its off", "don't worry, I'll sort it since you're busy"]
)
def test_an_order_with_dont_forms_nothing(said: str) -> None:
    assert texts("Osian: whats new", f"Nerys: {said}") == []


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("passed w a distinction", "passed with a distinction"),
        ("took the w a second time", "took the w a second time"),
    ],
)
def test_with_before_an_article_is_written_out(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("left my id at the pub", "left my id at the pub"),
        ("they want photo id at the door", "they want photo id at the door"),
        ("student id card expired", "student id card expired"),
        ("honestly id love a dog", "honestly I'd love a dog"),
        ("id say no, but ok", "I'd say no, but ok"),
        ("hes been ill probably flu", "he's been ill probably flu"),
        ("felt so ill, never again", "felt so ill, never again"),
        ("ill probably pop round", "I'll probably pop round"),
        ("had a text from jan.", "had a text from jan."),
        ("went for a pint with mar", "went for a pint with mar"),
        ("moving out end of jan.", "moving out end of January."),
        ("finally saw some sun!!", "finally saw some sun!!"),
        ("we got sun!!", "we got sun!!"),
        ("back since sat", "back since Saturday"),
        ("got wed sat!!", "got wed on Saturday!!"),
    ],
)
def test_shortenings_that_are_also_words_are_read_by_their_place(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


def test_a_new_thing_told_about_someone_asked_after_is_not_the_speakers() -> None:
    found = texts("Osian: hows ur brother?", "Nerys: new job at the garden centre, sold his van")
    assert not [fact for fact in found if "Nerys has got" in fact], found
    found = texts("Osian: whats new?", "Nerys: new job at the garden centre, sold my van")
    assert "Nerys has got a new job at the garden centre." in found, found


def test_a_surname_that_looks_like_chat_spelling_is_kept() -> None:
    found = texts("Osian: What's new?", "Nerys: I met Mel Im at a conference in Leeds.")
    assert "Nerys met Mel Im at a conference in Leeds." in found, found
    assert texts("Osian: What's new?", "Nerys: Yeah Ive moved to Leeds.") == [
        "Nerys has moved to Leeds."
    ]


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("gethins 6 n a half now", "gethin is 6 and a half now"),
        ("morwenna's been made head of year", "morwenna has been made head of year"),
        ("tamsin's learnin to swim", "tamsin is learning to swim"),
        ("bronwens pregnant again", "bronwen is pregnant again"),
        ("we were all goin to the pub", "we were all going to the pub"),
        ("shes stayin wi her nan", "she's staying with her nan"),
        ("wot a day", "what a day"),
        ("happy bday for fri!!", "happy birthday for Friday!!"),
    ],
)
def test_a_subject_s_and_a_dropped_g_are_written_out(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


@pytest.mark.parametrize(
    "typed",
    [
        "always a laugh tho",
        "plus a free pint",
        "his cousin's violin is lovely",
        "it's within reach",
        "kit's wedding is in may",
        "the dog chews everything",
        "tamsin's 2 cats are mad",
        "he was in britain",
        "that's kevin",
        "owen's 9pm shift",
    ],
)
def test_an_owner_s_or_a_word_in_in_stays_as_typed(typed: str) -> None:
    assert texting_spelled(typed) == typed


def test_news_of_lower_case_names_with_their_s_forms_its_facts() -> None:
    found = texts(
        "sion: hiya hows things",
        "morwen: gethins 6 n a half now n wont sit still",
        "sion: n the others",
        "morwen: bronwens pregnant!! due in december",
        "sion: haha",
        "morwen: tamsin's learnin to swim at the leisure centre",
    )
    assert found == [
        "Gethin was 6 and a half years old in May 2024 and won't sit still.",
        "Bronwen is pregnant, due in December 2024.",
        "Tamsin is learning to swim at the leisure centre (as of 15 May 2024).",
    ]


def test_a_lower_case_thing_said_of_as_a_subject_is_no_name() -> None:
    found = texts(
        "sion: hiya",
        "morwen: so sleep is a distant memory lol",
        "sion: ha",
        "morwen: works been mad, life is a blur",
    )
    assert found == []


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("i do aye", "I do, yes"),
        ("we love it yeah", "we love it, yeah"),
        ("she said aye!!", "she said yes!!"),
        ("she said yes", "she said yes"),
    ],
)
def test_a_yes_that_ends_a_clause_is_set_off(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


def test_a_yes_typed_without_its_comma_is_no_fact() -> None:
    assert texts("ailsa: u love it tho", "fraser: i do aye") == []


@pytest.mark.parametrize(
    ("typed", "full"),
    [
        ("been there 3 yrs now", "been there 3 years now"),
        ("she's 5 wks old", "she's 5 weeks old"),
        ("off for 2 mths", "off for 2 months"),
        ("the wks ahead r mad", "the wks ahead are mad"),
    ],
)
def test_a_unit_of_time_cut_short_after_its_number_is_written_out(typed: str, full: str) -> None:
    assert texting_spelled(typed) == full


def test_an_age_in_weeks_cut_short_forms_the_age() -> None:
    assert texts("ailsa: hows the wee one", "fraser: islay's 5 wks old n sleeps all day") == [
        "Islay was 5 weeks old in May 2024."
    ]


@pytest.mark.parametrize(
    "typed",
    [
        # a name in "-in" after "is": no verb with its "g" dropped
        "my cousin is colin",
        "the new lad is justin",
        "her new fella is dustin",
        # a plural of people is no subject with its "'s"
        "parents got divorced when we were 6",
        "grandparents been married 60 years",
        "neighbours got a new dog",
    ],
)
def test_a_name_in_in_or_a_plural_stays_as_typed(typed: str) -> None:
    assert texting_spelled(typed) == typed


def test_a_known_verb_in_in_still_gets_its_g() -> None:
    assert texting_spelled("shes movin to leeds") == "she's moving to leeds"


def test_a_plural_of_people_is_no_name() -> None:
    found = texts("Osian: hows things", "Nerys: parents got divorced when i was 6 tbh")
    assert not [fact for fact in found if "Parent " in fact or "Parent has" in fact], found

"""Rule mends of session 55 (issue #15), from the classes development set 30 showed.

- A dated past event and the speaker's own part in it, joined by "and", read as one event
  (rules/text.py).
- "Parviz asked me to marry him": a proposal names a person (rules/person.py).
- "Here Dilbar has started ...": a contrasting "here" before a name goes (rules/texting.py).
- "On Monday someone stole my bike": the day before the unknown thief (rules/checks.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def _facts(chat: list[str], day: date) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n\n".join(chat), day))]


@pytest.mark.parametrize(
    ("said", "whole"),
    [
        (
            "We played at the Chenla Theatre on Saturday, and I had the roneat solo.",
            "on Saturday, 5 October 2024 (2024-10-05), and Piseth had the roneat solo.",
        ),
        (
            "We went fishing at Lake Duluti on Sunday, and my brother Kassim caught a catfish.",
            "(2024-10-06), and their brother Kassim caught a catfish.",
        ),
        (
            "I finished the book on Tuesday, and I didn't like the ending at all.",
            "(2024-10-01), and Piseth didn't like the ending at all.",
        ),
    ],
)
def test_ones_own_part_in_a_dated_event_stays_with_it(said: str, whole: str) -> None:
    facts = _facts(["Ana: How was your week?", f"Piseth: {said}"], date(2024, 10, 7))
    assert [f for f in facts if f.endswith(whole)], facts


@pytest.mark.parametrize(
    "said",
    [
        "I moved to Lyon last week, and I started at the bakery on Monday.",  # its own day
        "I went to the market on Saturday, but I didn't buy anything.",  # not "and"
        "My sister visited on Saturday, and I cooked.",  # the first is not the speaker's
    ],
)
def test_a_clause_with_its_own_day_or_subject_is_still_apart(said: str) -> None:
    facts = _facts(["Ana: How was your week?", f"Piseth: {said}"], date(2024, 10, 7))
    assert not [f for f in facts if ", and Piseth" in f], facts


def test_asked_to_marry_makes_the_asker_a_person() -> None:
    facts = _facts(
        [
            "Zarina: Bahrom, sit down before you read this. Parviz asked me to marry him last "
            "night, up at the Hisor fortress, and I said yes!",
            "Bahrom: Finally! Congratulations, little sister.",
        ],
        date(2024, 1, 20),
    )
    assert (
        "Parviz proposed to Zarina on the night of 19 January 2024 (2024-01-19), up at the "
        "Hisor fortress." in facts
    ), facts


def test_asked_me_to_anything_else_names_no_one() -> None:
    facts = _facts(
        ["Ana: News?", "Bob: Tomorrow asked me to wait. It rained all day."], date(2024, 1, 20)
    )
    assert not [f for f in facts if f.startswith("Tomorrow")]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Make it for me when I visit. Here Dilbar has started selling sambusa at a stall.",
            "Dilbar has started selling sambusa at a stall",
        ),
        (
            "A bargain. Here Kadiatu and I are counting the days: the baby is due in April.",
            "Kadiatu and Alimamy are counting the days",
        ),
    ],
)
def test_a_contrasting_here_before_a_name_goes(said: str, fact: str) -> None:
    facts = _facts(["Ana: I bought a new stove.", f"Alimamy: {said}"], date(2024, 3, 9))
    assert [f for f in facts if f.startswith(fact)], facts


def test_here_before_a_title_is_kept() -> None:
    facts = _facts(
        ["Ana: What song?", "Bo: Here Comes the Sun is my favourite song."], date(2024, 3, 9)
    )
    assert not [f for f in facts if f.startswith("Comes")], facts


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "On Monday someone stole my bike from outside the market in Roseau.",
            "On Monday, 12 February 2024 (2024-02-12) Lennox's bike got stolen from outside "
            "the market in Roseau.",
        ),
        (
            "Fine, but someone stole my bike from outside the plant on Thursday.",
            "Lennox's bike got stolen from outside the plant on Thursday, 8 February 2024 "
            "(2024-02-08).",
        ),
    ],
)
def test_a_theft_after_a_day_or_a_but_is_the_speakers_loss(said: str, fact: str) -> None:
    facts = _facts(["Ana: How is the car?", f"Lennox: {said}"], date(2024, 2, 14))
    assert fact in facts, facts


def _texted(turn: str, day: date, prompt: str = "u cant drive tho") -> list[str]:
    chat = [
        "[14:40] lindiwe: hey",
        "[14:41] thabo: hi",
        f"[14:42] lindiwe: {prompt}",
        f"[14:43] thabo: {turn}",
        "[14:44] lindiwe: ok",
    ]
    return _facts(chat, day)


def test_a_texted_occasion_with_is_is_still_to_come() -> None:
    facts = _texted(
        "test is 20 june, 2nd try. failed the 1st one in may, forgot the handbrake",
        date(2024, 6, 8),
    )
    assert "Thabo has a test on 20 June 2024 (2024-06-20), 2nd try." in facts, facts


def test_a_texted_match_with_its_short_day() -> None:
    facts = _texted(
        "thabo!! made the ezulwini touch rugby team. first match sat 2 march", date(2024, 2, 17)
    )
    assert "Thabo has a first match on Saturday, 2 March 2024 (2024-03-02)." in facts, facts


def test_a_word_shouted_in_capitals_still_reads_as_texting() -> None:
    facts = _texted(
        "PASSED. radiography exams, 71%. certificate ceremony 19 oct", date(2024, 9, 28)
    )
    assert "Thabo has a certificate ceremony on 19 October 2024 (2024-10-19)." in facts, facts


def test_a_texted_occasion_of_someone_else_is_not_the_speakers() -> None:
    facts = _texted("her test is 20 june, 2nd try", date(2024, 6, 8))
    assert not [f for f in facts if "Thabo has a test" in f], facts


def test_it_opening_what_befell_a_thing_the_speaker_got() -> None:
    facts = _facts(
        [
            "Fatmata: How is the okada you bought?",
            "Alimamy: I got it in January. It broke down on Monday.",
        ],
        date(2024, 3, 9),
    )
    assert "Alimamy's okada broke down on Monday, 4 March 2024 (2024-03-04)." in facts, facts


def test_it_after_a_thing_not_said_to_be_the_speakers_is_not_made_theirs() -> None:
    facts = _facts(
        ["Fatmata: How is the okada?", "Alimamy: It broke down on Monday."], date(2024, 3, 9)
    )
    assert not [f for f in facts if "Alimamy's okada" in f], facts


@pytest.mark.parametrize(
    ("prompt", "thing"),
    [("Did your bike stay fixed?", "their bike"), ("Did the okada stay fixed?", "the okada")],
)
def test_an_echoed_yes_before_but_goes_and_the_thing_stops_at_its_verb(
    prompt: str, thing: str
) -> None:
    facts = _facts(
        [
            f"Fatmata: They'll be fine. {prompt}",
            "Alimamy: It did, but I slid off it in the rain on Wednesday and broke two fingers.",
        ],
        date(2024, 6, 15),
    )
    assert (
        f"Alimamy slid off {thing} in the rain on Wednesday, 12 June 2024 (2024-06-12) and "
        "broke two fingers." in facts
    ), facts


def test_a_question_that_asks_a_cost_keeps_its_thing_whole() -> None:
    facts = _facts(
        ["Ingrith: What did the tunnel cost you?", "Pascoe: I'll have to look it up."],
        date(2024, 11, 23),
    )
    assert not [f for f in facts if "look the tunnel up" in f], facts


def test_did_it_ever_arrive_is_the_thing_without_ever() -> None:
    facts = _facts(
        [
            "Ana: Did the radio ever arrive?",
            "Ndapewa: Yes, on the 12th of July. Tanga listens to the news on it every evening. "
            "She loves it.",
        ],
        date(2024, 7, 20),
    )
    assert "Tanga listens to the news on the radio every evening." in facts, facts


def test_a_price_asked_of_the_thing_the_answerer_just_told_of() -> None:
    facts = _facts(
        [
            "Kervin: The truck is open! Since the 1st of July, in the square in Castries.",
            "Shernelle: Finally! How much did the truck cost?",
            "Kervin: 38,000 EC dollars second-hand, and then 4,200 for a new fryer.",
        ],
        date(2024, 8, 3),
    )
    assert "Kervin paid 38,000 EC dollars second-hand for the truck." in facts, facts


@pytest.mark.parametrize(
    "earlier",
    [
        "Kervin: My brother's truck is open! Since the 1st of July.",  # someone else's
        "Kervin: The truck is open! Since the 1st of July.",  # no word of buying in the price
    ],
)
def test_a_price_of_a_thing_not_the_answerers_is_not_theirs(earlier: str) -> None:
    price = "38,000 dollars second-hand." if "brother" in earlier else "38,000 dollars."
    facts = _facts(
        [earlier, "Shernelle: How much did the truck cost?", f"Kervin: {price}"],
        date(2024, 8, 3),
    )
    assert not [f for f in facts if f.startswith("Kervin paid")], facts


def test_the_exam_of_a_course_the_speaker_is_taking_is_theirs() -> None:
    facts = _facts(
        [
            "User: I've enrolled in an evening class for an accounting certificate at Unitech. "
            "The exam is on the 9th of November.",
            "Assistant: How many hours a week can you study?",
        ],
        date(2024, 7, 27),
    )
    assert "The user's exam is on 9 November 2024 (2024-11-09)." in facts, facts


@pytest.mark.parametrize(
    "said",
    [
        "My son has enrolled in a maths class. The exam is on the 9th of November.",
        "I've enrolled in a class. Her exam is in May, and the exam is on the 9th of November.",
    ],
)
def test_an_exam_not_tied_to_the_speakers_course_is_not_theirs(said: str) -> None:
    facts = _facts([f"User: {said}", "Assistant: Good luck."], date(2024, 7, 27))
    assert not [f for f in facts if "The user's exam" in f], facts


def test_the_wedding_of_an_engaged_speaker_after_so() -> None:
    facts = _facts(
        [
            "Zarina: Parviz and I are engaged. The Bahor hall double-booked us, so the wedding "
            "has moved to the 12th of October, at a restaurant in Vahdat called Sitora.",
            "Bahrom: Double-booked!",
        ],
        date(2024, 8, 24),
    )
    assert (
        "Zarina's wedding has moved to 12 October 2024 (2024-10-12), at a restaurant in "
        "Vahdat called Sitora." in facts
    ), facts


def test_the_wedding_of_a_speaker_not_said_to_be_engaged_is_not_theirs() -> None:
    facts = _facts(
        [
            "Zarina: The Bahor hall double-booked us, so the wedding has moved to the 12th of "
            "October.",
            "Bahrom: Double-booked!",
        ],
        date(2024, 8, 24),
    )
    assert not [f for f in facts if "Zarina's wedding" in f], facts


def test_what_is_still_to_come_after_a_past_clause_takes_the_coming_month() -> None:
    facts = _facts(
        [
            "User: Hello! I passed the accounting exam with 78 percent, and the certificate "
            "ceremony is in February.",
            "Assistant: Congratulations!",
        ],
        date(2024, 11, 16),
    )
    assert [f for f in facts if f.endswith("ceremony is in February 2025.")], facts


def _terse(prompt: str, turn: str, day: date, opening: str = "need a plan") -> list[str]:
    return _facts(
        [f"User: {opening}", f"Assistant: Good. {prompt}", f"User: {turn}", "Assistant: ok"], day
    )


def test_an_injury_answered_with_a_bare_body_part() -> None:
    facts = _terse(
        "Any injuries?",
        "knee a bit. n failed my riding test thurs, so i run to work anyway lol",
        date(2024, 9, 7),
    )
    assert "The user's knee is a bit injured." in facts, facts
    assert "The user failed their riding test on Thursday, 5 September 2024 (2024-09-05)." in facts
    assert not [f for f in facts if "has knee" in f], facts


def test_what_someone_does_on_a_texted_weekday_is_every_week() -> None:
    facts = _terse(
        "Where is the shop?",
        "stall 14 near the bus park. my brother fidele helps on sat",
        date(2024, 5, 4),
        opening="hi. i fix phones at the market.",
    )
    assert "The user's brother fidele helps on Saturdays." in facts, facts


def test_a_texted_wedding_after_a_texted_engagement() -> None:
    facts = _terse(
        "How can I help?",
        "got engaged!! dec 21. wedding in july, need a budget",
        date(2025, 1, 18),
    )
    assert [f for f in facts if f.startswith("The user's wedding is in July 2025")], facts


def test_a_texted_race_time_and_a_test_taken_again() -> None:
    facts = _terse("Any other costs?", "food 900k. race was 1h27 btw, came 41st", date(2025, 1, 18))
    assert [f for f in facts if f.startswith("The user's race was 1h27")], facts
    facts = _terse("Good luck!", "ok. riding test again in nov", date(2024, 9, 7))
    assert "The user has a riding test again in November 2024." in facts, facts


# --- the review's inputs: each formed a false fact before it was mended -------------------


@pytest.mark.parametrize(
    ("chat", "wrong"),
    [
        (
            [
                "User: I enrolled my son in a maths class. The exam is on the 9th of November.",
            ],
            "The user's exam",
        ),
        (
            [
                "User: I signed up my daughter for swimming lessons. The test is on Saturday.",
            ],
            "The user's test",
        ),
        (
            [
                "User: I'm taking the kids to their swimming lessons. The test is on Saturday.",
            ],
            "The user's test",
        ),
        (
            [
                "User: Tom proposed a toast at the reception. The wedding was beautiful.",
            ],
            "The user's wedding",
        ),
        (
            [
                "User: My best friend said Ahmed proposed! The wedding is in August.",
            ],
            "The user's wedding",
        ),
        (
            [
                "User: We're engaged! My brother is getting married first though, the wedding "
                "is on the 3rd of July.",
            ],
            "The user's wedding",
        ),
        (
            [
                "User: I said yes! I'm going to Jo's hen do. The wedding is on the 3rd of July.",
            ],
            "The user's wedding",
        ),
        (
            [
                "User: My course starts in September. The test was positive for Covid.",
            ],
            "The user's test",
        ),
        (
            [
                "Kim: I test drove the truck at the dealer today!",
                "Sam: Ooh! How much was the truck?",
                "Kim: 38,000 brand new, way too much for me.",
            ],
            "Kim paid",
        ),
        (
            [
                "Kim: I'm thinking about the car from the advert.",
                "Sam: How much did the car cost?",
                "Kim: 12,500 used, but I haven't decided yet.",
            ],
            "Kim paid",
        ),
        (
            [
                "Kim: We sold the old car on Monday.",
                "Sam: How much was the car?",
                "Kim: 3,500 used, we got a good price.",
            ],
            "Kim paid",
        ),
        (
            [
                "Ana: Did the kitchen sink get unblocked?",
                "Ben: It did, but I had to pay 90 pounds for it.",
            ],
            "for the kitchen.",
        ),
        (
            [
                "Ana: Did your gas leak get fixed?",
                "Ben: Yes, it cost 200 quid though.",
            ],
            "Ben's gas cost",
        ),
        (
            [
                "Ana: How is the okada you bought for your brother?",
                "Ben: He got it in January. It broke down on Monday.",
            ],
            "Ben's okada",
        ),
        (
            [
                "Ana: How is the car you bought?",
                "Ben: I sold it to Tom in March. It broke down on Monday, poor Tom.",
            ],
            "Ben's car broke",
        ),
        (
            [
                "Ana: How is the car?",
                "Bea: Last night someone broke into my car and took my laptop.",
            ],
            "taken by",
        ),
        (
            [
                "Ana: How is the car?",
                "Bea: Fine, but someone took my car by mistake at the valet and brought it back.",
            ],
            "got stolen",
        ),
        (
            [
                "Ana: News?",
                "Bea: Amir asked me to marry him in a dream. Weird.",
            ],
            "proposed",
        ),
        (
            [
                "Ana: How was your week?",
                "Ben: We moved house on Saturday, and I lost my job.",
            ],
            ", and Ben lost",
        ),
        (
            [
                "Ana: How was your weekend?",
                "Ben: We visited Gran on Sunday, and my brother Tom announced he is moving.",
            ],
            ", and their brother",
        ),
        (
            [
                "Ana: News?",
                "Ben: We didn't buy the car in the end, we rented a car instead. The car was a "
                "Fiat.",
            ],
            "Ben's car",
        ),
        (
            [
                "User: I lost my job, and the last payslip is due on the 1st of June.",
            ],
            "2027",
        ),
        (
            [
                "Ana: Did Tom pass his test?",
                "Ben: He did, but I failed mine.",
            ],
            "failed theirs",
        ),
        (
            [
                "Ana: How is the okada you bought?",
                "Ben: I got it in January. It passed me on the road.",
            ],
            "okada passed",
        ),
    ],
)
def test_a_review_input_forms_no_false_fact(chat: list[str], wrong: str) -> None:
    facts = _facts(
        [*chat, "Zed: ok" if not chat[0].startswith("User") else "Assistant: ok"], date(2026, 6, 10)
    )
    assert not [f for f in facts if wrong in f], facts


@pytest.mark.parametrize(
    "turn",
    [
        "meh. race is 7 june, came 4th",
        "good. new zelda game is 12 may, cant wait",
        "ok. grand national race is 4 april lol",
        "ok. arsenal game is sat 13 june, u coming",
        "good. coldplay gig is 14 aug, got tickets",
        "ok. kings coronation ceremony is 6 may",
        "ok. school play audition is 20 june, hes nervous",
        "ok. piano recital is 20 june for lily",
    ],
)
def test_a_texted_event_the_speaker_does_not_take_part_in_is_not_theirs(turn: str) -> None:
    facts = _texted(turn, date(2026, 6, 10), prompt="hows things")
    assert not [f for f in facts if f.startswith("Thabo has")], facts


def test_a_family_asked_after_still_makes_an_occasion_someone_elses() -> None:
    facts = _texted(
        "stressed. op is 3 july, fingers crossed", date(2026, 6, 10), prompt="hows the family"
    )
    assert not [f for f in facts if f.startswith("Thabo has")], facts


def test_a_price_with_decimals_keeps_its_commas() -> None:
    facts = _facts(
        [
            "Kim: The car is finally mine!",
            "Sam: How much did the car cost?",
            "Kim: $12,500.50 used.",
        ],
        date(2026, 6, 10),
    )
    assert "Kim paid $12,500.50 used for the car." in facts, facts


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        (
            "Hooray! So now you need a car.",
            "Already bought one: a white Daewoo Matiz, 2011, for 26,000 somoni.",
            "Bahrom already bought a car: a white Daewoo Matiz, 2011, for 26,000 somoni.",
        ),
        ("Did you find a flat?", "Yes, found one in Tokoin, two rooms.", "Bahrom found a flat"),
    ],
)
def test_one_of_the_kind_the_question_named(prompt: str, answer: str, fact: str) -> None:
    facts = _facts([f"Zarina: {prompt}", f"Bahrom: {answer}"], date(2024, 5, 11))
    assert [f for f in facts if f.startswith(fact)], facts


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("Did you meet a nice guy?", "Found one! He's called Tomas."),
        ("Have you got a minute?", "Got one, yes."),
        ("Did you buy a car or a van?", "Bought one of each."),
    ],
)
def test_one_without_a_single_kind_to_be_stays_unread(prompt: str, answer: str) -> None:
    facts = _facts([f"Zarina: {prompt}", f"Bahrom: {answer}"], date(2024, 5, 11))
    assert not [f for f in facts if "found a" in f or "got a" in f or "bought a" in f], facts


def test_when_the_answerer_can_try_their_test_again() -> None:
    facts = _facts(
        [
            "Bahrom: I'll be there if I can get a lift. I failed my driving test on Tuesday.",
            "Zarina: Oh no! What went wrong?",
            "Bahrom: The roundabout by the bazaar. I went round it twice.",
            "Zarina: When can you take it again?",
            "Bahrom: In March, and it's 350 somoni every time.",
        ],
        date(2024, 1, 20),
    )
    assert "Bahrom can take their driving test again in March 2024." in facts, facts


@pytest.mark.parametrize(
    "earlier",
    [
        "Bahrom: My sister failed her driving test on Tuesday.",  # hers, not his
        "Bahrom: I failed my driving test and my theory exam.",  # which "it"?
    ],
)
def test_again_needs_the_answerers_one_trial(earlier: str) -> None:
    facts = _facts(
        [earlier, "Zarina: When can you take it again?", "Bahrom: In March."], date(2024, 1, 20)
    )
    assert not [f for f in facts if "again in March" in f], facts


def test_an_answer_opening_on_a_deed_done_to_it() -> None:
    facts = _facts(
        [
            "Fatmata: How is the okada?",
            "Alimamy: Sold it in April for 15,000, and now I take a keke to school.",
        ],
        date(2025, 5, 31),
    )
    assert [f for f in facts if f.startswith("Alimamy sold the okada in April 2025")], facts


def test_a_later_sentence_opening_on_a_deed_keeps_its_it() -> None:
    facts = _facts(
        [
            "Niamh: Where did you get the green jumper you wore on Sunday?",
            "Priyanka: Oh, Priya did. Knitted it for my birthday.",
        ],
        date(2025, 5, 31),
    )
    assert not [f for f in facts if f.startswith("Priyanka knitted")], facts


@pytest.mark.parametrize(
    ("note", "fact"),
    [
        (
            "Note: reunion of the Castle Bruce class of 1999, Saturday the 29th of June, 4 p.m., "
            "at the school.",
            "The reunion of the Castle Bruce class of 1999 is on Saturday, 29 June 2024 "
            "(2024-06-29).",
        ),
        (
            "Note: car repair at the garage in Canefield, Monday the 1st of July, brakes.",
            "The car repair at the garage in Canefield is on Monday, 1 July 2024 (2024-07-01).",
        ),
        (
            "Note: exam results at the college on Friday the 5th of July; bring ID.",
            "The exam results at the college is on Friday, 5 July 2024 (2024-07-05).",
        ),
    ],
)
def test_a_noted_occasion_with_a_long_name_or_a_repair(note: str, fact: str) -> None:
    facts = [f.text for f in extract_facts(ExtractionInput(note, date(2024, 6, 1)))]
    assert fact in facts, facts


def test_a_distance_told_alone_after_a_swim_joins_it() -> None:
    facts = _facts(
        [
            "[09:00] kim: hey",
            "[09:01] lou: did the scotts head swim sat. 1.5 km in 41 min",
            "[09:02] kim: wow",
            "[09:03] lou: yep",
        ],
        date(2025, 5, 12),
    )
    assert (
        "Lou did the scotts head swim on Saturday, 10 May 2025 (2025-05-10), 1.5 km in 41 min."
        in facts
    ), facts


def test_a_statement_before_a_request_with_a_price_in_it() -> None:
    facts = _facts(
        [
            "User: I passed my driving test last month, so can you help me choose a first car "
            "under 15,000 dollars?",
            "Assistant: Of course.",
        ],
        date(2024, 10, 12),
    )
    assert "The user passed their driving test in September 2024." in facts, facts


def test_to_whom_and_for_how_much_after_a_yes_i_did() -> None:
    facts = _facts(
        [
            "Ana: Did you sell the old car?",
            "Vernon: I did, to a teacher in Castle Bruce for 9,000.",
        ],
        date(2025, 3, 1),
    )
    assert "Vernon sold the old car to a teacher in Castle Bruce for 9,000." in facts, facts


def test_a_day_after_a_yes_i_did_is_said_once() -> None:
    facts = _facts(
        ["Ana: Did you pass the exam?", "Vernon: I did, on the 20th of July."], date(2025, 7, 26)
    )
    assert [f for f in facts if f.count("20 July 2025") == 1], facts


@pytest.mark.parametrize(
    ("answer", "fact"),
    [
        ("2.4 million fbu. hall in ngozi 600k", "The user has saved 2.4 million fbu."),
        ("About 3,000 dollars.", "The user has saved about 3,000 dollars."),
    ],
)
def test_how_much_saved_in_millions_or_with_commas(answer: str, fact: str) -> None:
    facts = _terse("How much have you saved?", answer, date(2025, 1, 18))
    assert fact in facts, facts


@pytest.mark.parametrize(
    ("chat", "wrong"),
    [
        (["Ann: Did your brother get a car?", "Tom: Yeah, got one last month, a Polo."], "Tom got"),
        (["Ann: Does Mia have a car?", "Tom: Bought one last year."], "Tom bought"),
        (["Ann: Mia is looking for a flat.", "Tom: Found one! She's viewing it."], "Tom found"),
        (["Ann: Does the school have a nurse?", "Tom: Got one last year."], "Tom got"),
        (
            [
                "Tom: Went to the climbing wall after my exam, loved it.",
                "Ann: When will you do it again?",
                "Tom: Saturday!",
            ],
            "again",
        ),
        (
            [
                "Tom: My driving test is booked for Friday.",
                "Ann: When can you take it again?",
                "Tom: In March.",
            ],
            "again",
        ),
        (
            [
                "User: My character Tom lost his wife last year, how would he cope with 1,000 "
                "debts?",
                "Assistant: Sure.",
            ],
            "lost his wife",
        ),
        (["Ann: Did the interview go ok?", "Tom: Sold it! Start Monday."], "sold the interview"),
        (
            ["[09:00] kim: hey", "[09:01] lou: completed the sale of the flat today. 1.2m.",
             "[09:02] kim: wow", "[09:03] lou: yep"],
            "1.2m",
        ),
    ],
)  # fmt: skip
def test_a_second_review_input_forms_no_false_fact(chat: list[str], wrong: str) -> None:
    assert not [f for f in _facts(chat, date(2025, 5, 31)) if wrong in f]


@pytest.mark.parametrize(
    "note",
    [
        "Note: the intake of 2025 starts on the 1st of September.",
        "Note: the football results on Saturday the 8th.",
    ],
)
def test_a_note_of_an_intake_or_of_match_results_is_no_dated_occasion(note: str) -> None:
    facts = [f.text for f in extract_facts(ExtractionInput(note, date(2024, 6, 1)))]
    assert not [f for f in facts if "2024-09-01" in f or "results is on" in f], facts


@pytest.mark.parametrize(
    "said",
    [
        "We nearly drove to Scotts Head on Sunday, but the van wouldn't start, so we stayed home.",
        "We nearly went down to the market, but it rained, so we stayed in and talked all day.",
    ],
)
def test_an_outing_that_nearly_happened_and_the_staying_in_form_nothing(said: str) -> None:
    assert _facts(["Ana: How was the weekend?", f"Lennox: {said}"], date(2025, 5, 12)) == []


def test_staying_in_without_a_near_miss_still_forms() -> None:
    facts = _facts(
        ["Ana: How was the weekend?", "Lennox: We stayed in Jedburgh with my aunt for a week."],
        date(2025, 5, 12),
    )
    assert facts, facts


def test_a_texted_engagement_party_keeps_its_two_words() -> None:
    facts = _terse(
        "How can I help?", "got engaged!! engagement party in may at my mums", date(2025, 1, 18)
    )
    assert [f for f in facts if "engagement party is in May 2025" in f], facts


@pytest.mark.parametrize(
    ("turn", "weekly"),
    [
        ("thx. my brother fidele helps at the stall on sat", True),
        ("she works hard but we met on sat", False),
    ],
)
def test_a_habit_with_words_between_its_verb_and_its_day(turn: str, weekly: bool) -> None:
    facts = _texted(turn, date(2025, 6, 8), prompt="hows things")
    assert bool([f for f in facts if "Saturdays" in f]) is weekly, facts

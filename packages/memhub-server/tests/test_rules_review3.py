"""Third review of the rule extractor (issue #15): wrong memories formed on casual chat.

A possessive read as a verb ("their owns van"), weekdays joined before "evenings" read as
one date, headings, apologies, pet names and verdicts riding along with a fact, facts that
only point ("the one over the canal", "the same thing", "both", "him", "then", "at 35") or
name a kind of thing instead of the thing, a birthday with a day and no month, a month in
lower case or booked ahead left unresolved, and a note whose value is a sentence already.
Each class has cases that must still form. 2 March 2026 is a Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates
from memhub_server.pipeline.memory.rules.person import to_third_person

MONDAY = date(2026, 3, 2)


def texts(*turns: str, on: date = MONDAY) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(turns), on))]


# --- a rewrite that broke the sentence ----------------------------------------------------


def test_my_own_after_a_comma_stays_a_possessive() -> None:
    facts = texts("Tomasz: I'm a plumber now, self-employed, my own van and everything")
    assert any("their own van" in f for f in facts), facts
    assert not any("owns" in f for f in facts), facts


def test_a_verb_after_a_comma_still_agrees_with_the_subject() -> None:
    assert to_third_person("I live in Gdansk, own a small boat") == (
        "\ue000 lives in Gdansk, owns a small boat"
    )


def test_a_note_value_that_is_a_sentence_is_not_restated() -> None:
    assert texts("Home: the user lives in Tampere with a cat.") == [
        "The user lives in Tampere with a cat."
    ]
    assert texts("Home: Tampere") == ["The user lives in Tampere."]
    assert texts("Location: my flat in Porto") == ["The user lives in their flat in Porto."]


# --- dates ------------------------------------------------------------------------------


def test_weekdays_joined_before_a_plural_part_of_day_repeat() -> None:
    for said in ("monday or wednesday mornings", "Tuesday and Friday nights", "mon, wed evenings"):
        text = f"I can't do {said}"
        assert resolve_relative_dates(text, MONDAY, past=False) == (text, ()), said
    facts = texts("Marta: I can't do thursday or saturday mornings, I swim at the lido")
    assert not any("(20" in f for f in facts), facts


def test_a_weekday_alone_is_still_a_date() -> None:
    text, periods = resolve_relative_dates("I'm seeing the dentist on Thursday", MONDAY, False)
    assert "5 March 2026" in text and len(periods) == 1


@pytest.mark.parametrize(
    ("said", "on", "month"),
    [
        ("Marta: my birthday's on the 9th btw", MONDAY, "the 9th of March"),
        ("Marta: our anniversary is the 1st", MONDAY, "the 1st of April"),
        ("Marta: my birthday is on the 2nd", MONDAY, "the 2nd of March"),  # today counts
        ("Marta: my birthday is on the 31st", date(2026, 4, 10), "the 31st of May"),
    ],
)
def test_a_yearly_day_without_its_month_gets_the_next_such_month(
    said: str, on: date, month: str
) -> None:
    facts = texts(said, on=on)
    assert any(month in f for f in facts), facts


def test_a_yearly_day_with_its_month_is_left_alone() -> None:
    facts = texts("Marta: my birthday is on the 9th of July")
    assert any(f.endswith("on the 9th of July.") for f in facts), facts
    assert not any("of July of" in f for f in facts), facts


def test_a_month_booked_ahead_is_the_coming_one() -> None:
    on = date(2026, 9, 10)
    assert any("October 2026" in f for f in texts("Marta: I booked our ferry for October", on=on))
    # without a booking, "for" in the past is a stay: the month gone
    assert any("August 2026" in f for f in texts("Marta: we were in Crete for August", on=on))


def test_a_month_in_lower_case_after_a_preposition_is_resolved() -> None:
    facts = texts("Marta: we moved to Tartu in february")
    assert any("February 2026" in f for f in facts), facts
    facts = texts("Marta: I'm starting at the museum in june")
    assert any("June 2026" in f for f in facts), facts
    # "may" and "march" in lower case are verbs first, months only after "in", "last" ...
    assert not any("2026" in f for f in texts("Marta: the band will march in the parade"))
    assert not any("May 2026" in f for f in texts("Marta: we may move to Tartu"))
    facts = texts("Marta: we sold the flat in march")
    assert any("March 202" in f for f in facts), facts
    facts = texts("Marta: we have lived in Narva since may")
    assert any("May 2025" in f for f in facts), facts


# --- what rode along with a fact ---------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("other thing, we bought a caravan", "Marta and others bought a caravan."),
        ("big work news, I got promoted to head chef", "Marta got promoted to head chef."),
        ("thankfully, I found my passport", "Marta found their passport."),
        (
            "we're in Krakow, sorry for the late reply",
            "Marta and others are in Krakow (as of 2 March 2026).",
        ),
        ("my dad retired in June, love", "Marta's dad retired in June 2025."),
        ("I'm learning the banjo, so fun", "Marta is learning the banjo (as of 2 March 2026)."),
        ("I'm vegetarian btw, since 2015", "Marta is vegetarian, since 2015."),
    ],
)
def test_headings_apologies_pet_names_and_verdicts_are_taken_off(said: str, fact: str) -> None:
    assert fact in texts(f"Marta: {said}")


def test_a_longer_remark_after_a_comma_is_kept() -> None:
    facts = texts("Marta: we moved to Tromso, really far north")
    assert any("really far north" in f for f in facts), facts


# --- facts that only point, or name a kind of thing ---------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "I have to ask somebody before I sign the lease",
        "I keep wondering the same thing",
        "I ordered the same again",
        "my husband had the same question",
        "I've got a new obsession too",
        "I painted the one over the canal on friday",
        "my editor wants both by friday",
        "my son named him Pickle",
        "my niece took her to the park on Saturday",
        "I'm at 35 now",
        "I've been at 80 since 2021",
        "I swim then",
    ],
)
def test_a_fact_that_only_points_forms_nothing(said: str) -> None:
    assert texts(f"Marta: {said}") == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("I told Ingrid on Friday", "Marta told Ingrid on Friday, 27 February 2026"),
        ("I told everyone that I'm quitting the choir", "Marta told everyone that"),
        ("my sister and I go to the same gym in Bergen", "Marta and their sister go to the"),
        ("I wear the same shoes every day", "Marta wears the same shoes every day"),
        ("I've got a new job at the library in Bergen", "Marta has got a new job at the library"),
        ("I tried both of the new bakeries in Tartu", "Marta tried both of the new bakeries"),
        ("my sister took her driving test in May", "Marta's sister took her driving test"),
        (
            "I started pottery! my first one was on Thursday",
            "Marta's first one was on Thursday, 26 Feb",
        ),
        ("I'm at the climbing gym now", "Marta is at the climbing gym"),
    ],
)
def test_near_misses_still_form(said: str, fact: str) -> None:
    facts = texts(f"Marta: {said}")
    assert any(f.startswith(fact) for f in facts), facts


def test_the_thing_itself_forms_beside_the_kind() -> None:
    facts = texts("Marta: I've got a new hobby too, I started knitting socks")
    assert facts == ["Marta started knitting socks."]


@pytest.mark.parametrize(
    "said",
    [
        "I'd love to open a bakery someday",
        "I want to visit Patagonia one day",
        "I look like a tomato after that run",
        "I sound like a frog today",
    ],
)
def test_a_wish_for_one_day_or_a_likeness_in_jest_forms_nothing(said: str) -> None:
    assert texts(f"Marta: {said}") == []


def test_one_day_as_a_time_and_a_real_likeness_still_form() -> None:
    assert texts("Marta: I work one day a week at the library") == [
        "Marta works one day a week at the library."
    ]
    facts = texts("Marta: I met Piotr one day in June at the market")
    assert any(f.startswith("Marta met Piotr one day in June") for f in facts), facts
    assert texts("Marta: my son looks like my dad") == ["Marta's son looks like Marta's dad."]
    facts = texts("Marta: I got my tonsils out on monday and I look like a chipmunk")
    assert facts == ["Marta got their tonsils out on Monday, 23 February 2026 (2026-02-23)."]


@pytest.mark.parametrize(
    "said",
    [
        "I'll still go on saturdays",
        "we're going slow",
        "I went again on Friday",
        "I want some advice on tomato feeding",
        "I've got enough till payday",
    ],
)
def test_going_with_only_when_a_request_or_a_bare_enough_forms_nothing(said: str) -> None:
    assert texts(f"Marta: {said}") == []


def test_the_fact_beside_a_request_still_forms() -> None:
    facts = texts("Marta: I adopted a gecko last week and I want some advice on gecko care")
    assert facts == ["Marta adopted a gecko in the week of 23 February 2026 (2026-02-23)."]


def test_a_consequence_that_only_points_is_cut_off_the_fact() -> None:
    facts = texts("Marta: the harvest starts in September so I just need enough till then")
    assert facts == ["The harvest starts in September 2026."], facts


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("I still go to the pool on saturdays", "Marta still goes to the pool"),
        ("I've got enough money saved for a deposit", "Marta has got enough money saved"),
    ],
)
def test_going_somewhere_and_enough_of_something_still_form(said: str, fact: str) -> None:
    facts = texts(f"Marta: {said}")
    assert any(f.startswith(fact) for f in facts), facts


def test_you_two_still_confirmed_is_we_not_a_verb_made_of_two() -> None:
    facts = texts("Nils: You two still in the flat above the bakery?", "Greta: yes, still there")
    assert facts == ["Greta and others are still in the flat above the bakery."], facts
    facts = texts("Nils: You still in Malmo?", "Greta: yes, still here")
    assert facts == ["Greta is still in Malmo."], facts


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("I ran 3 more marathons this year, I'm at 12 now", "Marta is at 12 marathons now."),
        ("I've sold 5 more paintings, I'm at 40 now", "Marta is at 40 paintings now."),
        (
            "still repairing churches in Tartu, I did the one on Rüütli street on friday",
            "Marta did the church on Rüütli street on Friday, 27 February 2026 (2026-02-27).",
        ),
        (
            "I take the ferries a lot, the one to Vormsi is the best",
            "the ferry to Vormsi is the best",
        ),
    ],
)
def test_a_bare_count_or_the_one_takes_the_noun_the_turn_said_before(said: str, fact: str) -> None:
    facts = texts(f"Marta: {said}")
    assert any(fact in f for f in facts), facts
    assert not any("the one" in f or " at 12 now" in f or " at 40 now" in f for f in facts)


def test_with_no_noun_before_the_pointing_fact_still_forms_nothing() -> None:
    assert texts("Marta: honestly I'm at 12 now") == []
    assert texts("Marta: I did the one over the canal on friday") == []


def test_a_feeling_in_a_figure_of_speech_forms_nothing() -> None:
    assert texts("Marta: my sister is in bits") == []
    assert texts("Marta: honestly I'm still in pieces") == []
    facts = texts("Marta: I keep my tools in a state of chaos")
    assert facts == ["Marta keeps their tools in a state of chaos."]


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("what's your new manager like?", "Idris, he's strict but fair"),
        ("what's your flat like?", "small but bright"),
        ("what's your brother up to these days?", "teaching in Ghent"),
    ],
)
def test_what_is_it_like_asks_how_not_who(asked: str, said: str) -> None:
    facts = texts(f"Ana: {asked}", f"Ben: {said}")
    assert not any(" like is " in f or " up to is " in f for f in facts), facts


def test_what_is_it_called_still_reads_the_answer_as_its_name() -> None:
    assert texts("Ana: what's your new manager called?", "Ben: Idris") == [
        "Ben's new manager is called Idris."
    ]


def test_a_pair_addressed_as_you_two_is_we_not_i() -> None:
    formed = texts("Noor: you two have been married ages, right?", "Greta: yep, 11 years")
    assert formed == ["Greta and their partner have been married ages."]


def test_back_to_the_grind_is_a_sign_off() -> None:
    assert texts("Greta: right, back to the grind, talk later") == []
    assert texts("Greta: back to work on Monday after three months off") != []


def test_an_owned_pronoun_opening_a_fact_is_unresolved() -> None:
    # whose knee is "mine", only the question says: nothing, not "Mine's been ..."
    formed = texts("Greta: any stretches for a bad knee? mine's been sore since I started running")
    assert not [text for text in formed if text.lower().startswith("mine")]


# --- a comma splice before the speaker's own clause ----------------------------------------


def test_the_speakers_clause_after_a_comma_splice_is_read_apart() -> None:
    assert texts("Greta: Music is a big part of my life, I play the cello.") == [
        "Greta plays the cello."
    ]
    assert texts("Greta: Work has been mad, I sprained my wrist on Saturday.") == [
        "Greta sprained their wrist on Saturday, 28 February 2026 (2026-02-28)."
    ]


@pytest.mark.parametrize(
    "said",
    [
        "Greta: If it rains, I stay home.",  # a condition
        "Greta: Joel thinks we should paint the hall yellow, I'm not convinced.",  # a reaction
    ],
)
def test_a_clause_that_leans_on_the_one_before_is_not_read_apart(said: str) -> None:
    assert texts(said) == []


def test_a_splice_whose_whole_forms_a_fact_stays_whole() -> None:
    formed = texts("Greta: Fridays are quiz nights at the Anchor, I never miss them.")
    assert formed == ["Fridays are quiz nights at the Anchor, Greta never misses them."]


# --- a thing shown while it is talked about; "here" moved from -----------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Greta: I took this photo at the harvest fair last month.",
            "Greta took a photo at the harvest fair in February 2026.",
        ),
        ("Greta: I bought these boots for the hike.", "Greta bought some boots for the hike."),
        ("Greta: I painted that lake sunrise last year!", "Greta painted a lake sunrise in 2025."),
        ("Greta: I moved here from Tallinn four years ago.", "Greta moved from Tallinn in 2022."),
    ],
)
def test_a_thing_shown_or_here_moved_from_is_told_plainly(said: str, expected: str) -> None:
    assert texts(said) == [expected]


@pytest.mark.parametrize("said", ["Greta: I love this song.", "Greta: I made this one last week."])
def test_a_thing_only_pointed_at_still_forms_nothing(said: str) -> None:
    assert texts(said) == []


# --- a venture begun "so ..."; a closing pronoun clause; a past that reads as the base --------


def test_something_begun_as_a_consequence_is_news() -> None:
    formed = texts("Greta: I lost my job at the bank last month, so I'm opening a bakery.")
    assert "Greta is opening a bakery (as of 2 March 2026)." in formed
    assert texts("Greta: I'm a lifeguard so I work weekends.") == ["Greta is a lifeguard."]


def test_a_closing_clause_on_a_pronoun_is_cut_not_the_fact() -> None:
    # a breed the rules do not know: whom "she" means is left open, the dog is not
    assert texts("Greta: I have a Lagotto named Dot, she's my best friend.") == [
        "Greta has a Lagotto named Dot."
    ]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Greta: I read Middlemarch last year and loved it.", "Greta read Middlemarch in 2025."),
        ("Greta: I read every night before bed.", "Greta reads every night before bed."),
    ],
)
def test_a_verb_whose_past_is_its_base_keeps_its_tense(said: str, expected: str) -> None:
    assert texts(said) == [expected]


def test_next_question_is_no_part_of_the_fact() -> None:
    formed = texts("Greta: next question, I'm flying to Lima in May to see my aunt")
    assert formed[0] == "Greta is flying to Lima in May 2026 to see their aunt."


def test_a_question_about_ones_own_relative_settles_the_he_after_it() -> None:
    formed = texts("Greta: what's a good present for my uncle? He's really into trains.")
    assert formed == ["Greta's uncle is really into trains."]
    # a question about someone named settles nothing ("Did you see Jo? She ..." may be
    # anyone), except one that only brings them back to mind to say something of them
    assert texts("Greta: Did you see Jo? She moved to Hull.") == []
    assert texts("Greta: Remember Jo? She moved to Hull.") == ["Jo moved to Hull."]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Greta: Nothing beats a Sunday roast.", "Greta loves a Sunday roast."),
        ("Greta: I'm mad about trains.", "Greta is mad about trains."),
    ],
)
def test_a_kind_of_day_is_no_date_and_mad_about_is_a_liking(said: str, expected: str) -> None:
    assert texts(said) == [expected]


def test_a_pronoun_opening_a_sentence_is_never_taken_for_a_name() -> None:
    formed = texts("Greta: We're both fine. She was 6 weeks early but she's feeding well.")
    assert not [text for text in formed if " are was " in text or " are is " in text]


def test_if_im_honest_is_no_condition() -> None:
    assert texts("Greta: if I'm honest I've never liked musicals") == [
        "Greta has never liked musicals."
    ]
    assert texts("Greta: if I'm late, I'll text you") == []


def test_a_verdict_on_what_was_just_said_is_no_part_of_the_fact() -> None:
    assert texts("Greta: They put me on a team with three retired nurses, they're ruthless.") == [
        "Greta was put on a team with three retired nurses."
    ]


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (
            ("Greta: we moved house on friday!!", "Noor: where to?", "Greta: Hexham"),
            "Greta and others moved to Hexham on Friday, 27 February 2026 (2026-02-27).",
        ),
        (
            (
                "Greta: we moved house on friday!!",
                "Noor: where to?",
                "Greta: a little cottage in Hexham, 10 mins from work. two bedrooms",
            ),
            "Greta and others moved to a little cottage in Hexham on Friday, 27 February 2026 "
            "(2026-02-27).",
        ),
        (
            (
                "Greta: We're moving!",
                "Noor: Where to?",
                "Greta: A flat near Leith, right by the water",
            ),
            "Greta and others are moving to a flat near Leith (as of 2 March 2026).",
        ),
    ],
)
def test_where_to_after_a_move_says_where(turns: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*turns)


def test_a_trip_planned_for_a_yearly_day_has_its_date() -> None:
    assert texts("Greta: We're going to Lisbon in October for our anniversary.") == [
        "Greta and others are going to Lisbon in October 2026 for their anniversary."
    ]
    assert texts("Greta: Our anniversary is in October.") == ["Greta's anniversary is in October."]


# --- second look at today's rules: what a reviewer made them get wrong ---------------------


@pytest.mark.parametrize(
    "turns",
    [
        ("Greta: Yep. Officially graduated today!",),  # an adverb is nobody's name
        ("Noor: your ex?", "Greta: My ex? Been divorced for 3 years now."),
    ],
)
def test_an_adverb_or_been_before_a_life_event_is_no_name(turns: tuple[str, ...]) -> None:
    assert not [text for text in texts(*turns) if text.startswith(("Officially", "Been"))]


def test_a_segue_after_news_is_not_joined_to_it() -> None:
    formed = texts("Greta: I bought a car. On a different note, the rent is insane.")
    assert formed == ["Greta bought a car."]


def test_only_a_relative_named_elsewhere_is_folded_into_a_fact() -> None:
    formed = texts("Greta: My favourite band is Queen. My favourite band was Oasis as a teen.")
    assert "Greta's favourite band Queen was Oasis as a teen." not in formed


def test_an_appointment_is_not_the_speakers_when_the_prompt_is_about_someone_else() -> None:
    formed = texts("Noor: how was Tom's week?", "Greta: The interview was on Monday.")
    assert not [text for text in formed if "Greta's interview" in text]


def test_it_done_to_the_thing_just_got_is_that_thing() -> None:
    formed = texts("Greta: I bought a kayak. We took it out on the loch on Sunday.")
    assert (
        "Greta and others took the kayak out on the loch on Sunday, 1 March 2026 (2026-03-01)."
        in formed
    )
    # what "it" is, a sentence that is no one's getting a thing does not say
    assert texts("Greta: I wrote a song. I played it at the open mic on Friday.") == [
        "Greta wrote a song."
    ]

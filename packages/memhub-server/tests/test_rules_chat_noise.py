"""What chat wraps around a fact is not stored with it (issue #15): an ordinal that counts
tries is no day of the month, a holiday named in lower case is still that day, and jokes,
requests to share and verbless lists form nothing."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates


def texts(*turns: str, on: date = date(2024, 2, 15)) -> list[str]:
    return [
        f.text for f in extract_facts(ExtractionInput(content="\n".join(turns), document_date=on))
    ]


def test_an_ordinal_counting_tries_after_a_weekday_is_not_a_day() -> None:
    # 2024-02-15 is a Thursday: "on monday" is the 12th; "4th try" is no 4th of a month
    assert texts("Nils: finally passed my driving test on monday, 4th try, dont laugh") == [
        "Nils finally passed their driving test on Monday, 12 February 2024 (2024-02-12), 4th try."
    ]
    assert texts("Nils: I see the vet on Friday, 23rd of February") == [
        "Nils sees the vet on Friday, 23 February 2024 (2024-02-23)."
    ]


@pytest.mark.parametrize(
    ("turn", "day"),
    [
        ("Tove: we got engaged on easter sunday, best day ever", "Easter Sunday, 31 March 2024"),
        ("Tove: we got engaged at easter, best day ever", "Easter, 31 March 2024"),
        ("Tove: we moved in at christmas", "Christmas, 25 December 2023"),
    ],
)
def test_a_holiday_in_a_lower_case_chat_is_that_day(turn: str, day: str) -> None:
    (fact,) = texts(turn, on=date(2024, 4, 27))
    assert day in fact


@pytest.mark.parametrize(
    "turn",
    [
        "Nils: thats the plan. better money and my back is 36 years old",
        "Nils: 36 is nothing. my knees are 80",
        "Nils: the tree cat! i need pictures",
        "Nils: YOU dancing tango. i need video",
        "Nils: ok I need the full story now",
    ],
)
def test_jokes_about_age_and_asking_to_see_form_nothing(turn: str) -> None:
    assert texts(turn) == []


def test_a_need_with_content_is_still_kept() -> None:
    assert texts("Nils: I need a new hip, the surgeon says") != []


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        ("User: damn, I drink tea with everything.", "The user drinks tea with everything."),
        (
            "User: different question, my daughter Nia studies oceanography in Swansea.",
            "The user's daughter Nia studies oceanography in Swansea.",
        ),
    ],
)
def test_an_interjection_or_a_change_of_subject_is_not_part_of_the_fact(
    turn: str, fact: str
) -> None:
    assert texts(turn) == [fact]


@pytest.mark.parametrize(
    "turn",
    [
        "Nils: me, my brother Jan and two lads from his old football team.",
        "Nils: shoyu ahi, my grandma's recipe.",
    ],
)
def test_a_list_of_people_or_things_with_no_clause_forms_nothing(turn: str) -> None:
    assert not [fact for fact in texts(turn) if "lads" in fact or "ahi" in fact]


def test_people_listed_before_their_own_verb_still_form_a_fact() -> None:
    assert texts("Nils: me, my sister and two friends went to Lisbon in May.") == [
        "Nils, their sister and two friends went to Lisbon in May 2023."
    ]


def test_a_yes_that_names_the_thing_more_closely_keeps_the_closer_name() -> None:
    assert texts("Cosimo: so you're in a choir now?", "Tove: yes, the chamber choir.") == [
        "Tove is in the chamber choir now."
    ]
    assert texts("Cosimo: so you're in a choir now?", "Tove: yes!") == ["Tove is in a choir now."]


def test_a_relatives_outrage_is_a_passing_feeling() -> None:
    assert texts("Tove: im getting my ears pierced on thursday. my mum is appalled") == [
        "Tove is getting their ears pierced on Thursday, 22 February 2024 (2024-02-22)."
    ]


def test_news_shouted_in_capitals_reads_as_news() -> None:
    assert texts("Kerensa: anyway better news, WE GOT A DOG") == ["Kerensa and others got a dog."]
    assert texts("Kerensa: I start at the NHS in May") == ["Kerensa starts at the NHS in May 2024."]


def test_what_is_wanted_by_a_day_is_ahead_though_the_news_is_past() -> None:
    today = date(2024, 1, 13)
    wanted, _ = resolve_relative_dates(
        "got a commission, they want them by the 9th of February", today, past=True
    )
    assert wanted.endswith("by 9 February 2024 (2024-02-09)")
    done, _ = resolve_relative_dates("I finished the report by the 9th of January", today, True)
    assert done.endswith("by 9 January 2024 (2024-01-09)")
    before, _ = resolve_relative_dates("I had it done by the 19th of January", today, True)
    assert before.endswith("by 19 January 2023 (2023-01-19)")  # in the past tense: back


@pytest.mark.parametrize(
    "turn",
    [
        "Mirabel: a basement suite 5 mins from my parents.",
        "Radomir: wisp and me, old friends already",
        "Radomir: I'm afraid.",
    ],
)
def test_a_phrase_with_no_verb_or_a_feeling_of_nothing_forms_nothing(turn: str) -> None:
    assert texts(turn) == []


def test_a_thing_that_does_something_is_a_clause() -> None:
    assert texts("Marta: the harvest starts in September so I need enough till then") == [
        "The harvest starts in September 2024."
    ]


@pytest.mark.parametrize(
    "turn",
    [
        "Thaddeus: mine is a depressed snail",
        "Hinewai: I have animal news",
        "Crispin: we opened!",
        "Nils: booked already. what should we see on harris?",
    ],
)
def test_what_the_chat_said_before_is_not_guessed(turn: str) -> None:
    assert texts(turn) == []


def test_news_with_its_thing_is_kept() -> None:
    assert texts("Nils: I opened a bakery in May.") == ["Nils opened a bakery in May 2023."]


def test_sympathy_and_how_busy_the_speaker_is_are_not_part_of_the_news() -> None:
    on = date(2024, 5, 8)
    assert texts("Mel: Oliver broke his arm at soccer practice on Monday, poor thing.", on=on) == [
        "Oliver broke his arm at soccer practice on Monday, 6 May 2024 (2024-05-06)."
    ]
    assert texts("Mel: Swamped with work, but I finally finished the quilt for my niece.") == [
        "Mel finally finished the quilt for their niece."
    ]


def test_a_class_signed_up_for_is_the_speakers_and_its_start_is_dated() -> None:
    assert texts(
        "Caro: I finally signed up for that painting class! It starts next Tuesday.",
        on=date(2024, 5, 8),
    ) == [
        "Caro finally signed up for a painting class.",
        "Caro's painting class starts on Tuesday, 14 May 2024 (2024-05-14).",
    ]


def test_years_in_a_job_counted_in_words_are_durable() -> None:
    (fact,) = extract_facts(
        ExtractionInput(
            content="Mel: I've been a nurse for twelve years.", document_date=date(2024, 5, 8)
        )
    )
    assert fact.kind == "durable", fact


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "Mel: My husband got a new job at a tech company, so we might move to Seattle.",
            "Mel's husband got a new job at a tech company.",
        ),
        (
            "Mel: That reminds me, we're going to Disneyland in August for my daughter's birthday.",
            "Mel and others are going to Disneyland in August 2023 for their daughter's birthday.",
        ),
        (
            "Caro: The transgender conference I went to in June was really eye-opening.",
            "Caro went to the transgender conference in June 2023.",
        ),
        (
            "Mel: Ever since my grandpa passed away in 2019, I've been into gardening, like he"
            " was.",
            "Mel has been into gardening ever since their grandpa passed away in 2019.",
        ),
    ],
)
def test_news_wrapped_in_a_consequence_a_reminder_a_verdict_or_a_since(
    turn: str, fact: str
) -> None:
    assert texts(turn, on=date(2023, 7, 12)) == [fact]


def test_a_verdict_on_a_thing_of_one_word_forms_nothing() -> None:
    assert texts("Caro: The book I read last week was so good.", on=date(2023, 7, 12)) == []


def test_poetry_since_one_was_a_teenager_is_durable() -> None:
    (fact,) = extract_facts(
        ExtractionInput(
            content="Caro: I've been writing poetry since I was a teenager.",
            document_date=date(2023, 7, 12),
        )
    )
    assert fact.kind == "durable", fact


def test_weekdays_joined_to_every_are_a_habit_not_a_day() -> None:
    assert texts(
        "Mel: Max has soccer practice every Tuesday and Thursday, so those evenings are crazy.",
        on=date(2023, 8, 20),
    ) == ["Max has soccer practice every Tuesday and Thursday."]
    assert texts("Mel: I saw Jo on Tuesday and Thursday.", on=date(2023, 8, 20)) == [
        "Mel saw Jo on Tuesday, 15 August 2023 (2023-08-15) and Thursday, 17 August 2023"
        " (2023-08-17)."
    ]


def test_a_fact_before_a_question_after_also_is_kept() -> None:
    assert texts("User: Also, I have asthma, is that a problem for open water swimming?") == [
        "The user has asthma."
    ]


def test_a_guess_at_what_the_news_leads_to_is_cut() -> None:
    assert texts(
        "User: We're moving house next month, from Hove to Lewes, so training might be patchy.",
        on=date(2024, 3, 10),
    ) == ["The user and others are moving house in April 2024, from Hove to Lewes."]


@pytest.mark.parametrize(
    ("asked", "said", "fact"),
    [
        (
            "Do you have any injuries I should know about?",
            "A dodgy left knee from football.",
            "The user has a dodgy left knee from football.",
        ),
        ("Any allergies?", "Penicillin.", "The user is allergic to Penicillin."),
        ("Any dietary requirements?", "Vegan.", "The user is vegan."),
        ("Do you have any health conditions?", "Type 1 diabetes.", "The user has Type 1 diabetes."),
    ],
)
def test_what_one_has_named_in_answer_to_any(asked: str, said: str, fact: str) -> None:
    assert texts(f"Assistant: {asked}", f"User: {said}") == [fact]


@pytest.mark.parametrize("said", ["None, luckily.", "No.", "Not really."])
def test_no_to_any_forms_nothing(said: str) -> None:
    assert texts("Assistant: Any allergies?", f"User: {said}") == []


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "Caro: Gonna continue my edu and check out career options, which is pretty exciting!",
            "Caro is going to continue their edu and check out career options (as of 8 May 2023).",
        ),
        ("Caro: I'm keen on counseling.", "Caro is keen on counseling."),
        (
            "Caro: I'm off to Spain on Friday!",
            "Caro is off to Spain on Friday, 12 May 2023 (2023-05-12).",
        ),
    ],
)
def test_plans_and_interests_in_passing_are_kept(turn: str, fact: str) -> None:
    assert texts(turn, on=date(2023, 5, 8)) == [fact]


@pytest.mark.parametrize(
    "turn",
    [
        "Caro: Going to be a long day.",
        "Mel: Hey Caroline! I'm swamped with the kids & work. What's up with you?",
        "Mel: Well, I'm off to go do some research.",
        "Mel: I'm off to go swimming with the kids. Talk to you soon!",
    ],
)
def test_how_busy_one_is_and_leaving_the_chat_form_nothing(turn: str) -> None:
    assert texts(turn, on=date(2023, 5, 8)) == []


def test_a_pet_got_weeks_ago_and_named_after() -> None:
    assert texts(
        "Priya: I adopted a rescue cat two weeks ago. Her name is Pepper.", on=date(2023, 6, 9)
    ) == [
        "Priya adopted a rescue cat around 26 May 2023 (2023-05-26).",
        "Priya's new rescue cat is called Pepper.",
    ]


def test_yes_with_when_and_where_confirms_a_habit() -> None:
    assert texts(
        "Tom: Are you still doing yoga?",
        "Priya: Yes, every Tuesday and Thursday evening at a studio near my apartment.",
    ) == [
        "Priya is still doing yoga every Tuesday and Thursday evening at a studio near their"
        " apartment."
    ]
    assert texts("Priya: Every Tuesday evening at a studio near my apartment.") == []


def test_a_where_question_answered_in_a_full_clause_is_read_as_that_clause() -> None:
    assert texts(
        "Tom: Where did you go for vacation?",
        "Priya: We went to Portugal for two weeks in July. Lisbon was my favorite.",
        on=date(2023, 9, 14),
    ) == ["Priya and others went to Portugal for two weeks in July 2023."]


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "Priya: Arjun started middle school last week.",
            "Arjun started middle school in the week of 4 September 2023 (2023-09-04).",
        ),
        ("Priya: Maya joined the swim team.", "Maya joined the swim team."),
        ("Priya: Arjun got into Oxford!", "Arjun got into Oxford."),
    ],
)
def test_what_only_a_person_does_names_them(turn: str, fact: str) -> None:
    assert texts(turn, on=date(2023, 9, 14)) == [fact]


def test_a_place_joining_a_list_is_no_person() -> None:
    assert texts("Priya: Lisbon joined the list of my favourite cities.") == []


@pytest.mark.parametrize(
    ("asked", "said", "fact"),
    [
        ("What instrument does your son play?", "The cello.", "Priya's son plays the cello."),
        ("What instrument does Arjun play?", "The cello.", "Arjun plays the cello."),
        ("What languages does your wife speak?", "Hindi and French.", "Priya's wife speaks Hindi"),
    ],
)
def test_what_someone_else_plays_or_speaks_in_answer(asked: str, said: str, fact: str) -> None:
    assert texts(f"Tom: {asked}", f"Priya: {said}")[0].startswith(fact)


def test_when_the_baby_is_due_after_surprise_and_a_partner_pregnant() -> None:
    facts = extract_facts(
        ExtractionInput(
            content="\n".join(
                [
                    "Jon: I hear you. My wife is pregnant, so we're extra busy getting ready.",
                    "Gina: What?! Congratulations! When is the baby due?",
                    "Jon: In March! We just found out it's a girl.",
                ]
            ),
            document_date=date(2023, 10, 2),
        )
    )
    assert [(f.kind, f.text) for f in facts] == [
        ("recent", "Jon's wife is pregnant (as of 2 October 2023)."),
        ("recent", "Jon's baby is due in March 2024."),
        ("recent", "Jon and others just found out their baby is a girl."),
    ]


def test_something_finally_started_after_so_is_kept() -> None:
    assert "Jon is finally starting their own dance studio (as of 15 February 2024)." in texts(
        "Jon: I lost my job as a banker last month, so I'm finally starting my own dance studio."
    )


def test_what_one_sells_in_answer() -> None:
    assert texts(
        "Jon: What kind of clothes do you sell?", "Gina: Mostly vintage and upcycled pieces."
    ) == ["Gina sells vintage and upcycled pieces."]


def test_friends_advice_to_the_speaker_forms_nothing() -> None:
    assert texts("Ana: My friends keep telling me to try online dating.") == []


@pytest.mark.parametrize(
    ("turn", "kind"),
    [
        ("Tom: My dad fell off a ladder.", "recent"),
        ("Tom: My husband took me to a cooking class.", "recent"),
        ("Tom: My dad was a miner.", "durable"),
        ("Tom: My dad worked as a miner for 30 years.", "durable"),
        ("Tom: My mum made the quilt on my bed.", "durable"),
        ("Tom: My sister has two kids.", "durable"),
    ],
)
def test_a_relatives_past_doing_is_an_event_their_state_or_work_lasts(turn: str, kind: str) -> None:
    (fact,) = extract_facts(ExtractionInput(content=turn, document_date=date(2023, 9, 14)))
    assert fact.kind == kind, fact


def test_a_gran_is_a_relative_the_she_after_her_is_hers() -> None:
    assert texts(
        "Nils: my gran is in hospital, she had a fall on tuesday", on=date(2024, 5, 8)
    ) == [
        "Nils's gran is in hospital.",
        "Nils's gran had a fall on Tuesday, 7 May 2024 (2024-05-07).",
    ]


def test_who_made_it_keeps_what_from() -> None:
    assert texts(
        "Finn: who made that chess set?", "Henrietta: my grandad carved it out of a piece of yew"
    ) == ["Henrietta's grandad carved the chess set out of a piece of yew."]


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "User: lol yes the iron tablets, my levels are normal now",
            "The user's levels are normal",
        ),
        ("Ana: In May, I moved to Leeds.", "In May 2023, Ana moved to Leeds."),
        ("Ana: Fibonacci hates the car, he screams all the way.", "Fibonacci hates the car"),
    ],
)
def test_a_verbless_phrase_before_the_fact_is_dropped_a_time_or_clause_is_not(
    turn: str, fact: str
) -> None:
    assert texts(turn)[0].startswith(fact)


def test_how_is_the_new_place_answered_with_what_it_is() -> None:
    assert texts(
        "Mira: greetings from brandon!",
        "Tad: you did it!! how's the new place",
        "Mira: a basement suite 5 mins from my parents. warm, tiny, the cat loves it",
    ) == ["Mira's new place is a basement suite 5 mins from Mira's parents."]


def test_a_job_before_the_fact_is_kept() -> None:
    (fact,) = texts(
        "Gisli: so what do you actually do all day?",
        "Marit: dentist. well, dental nurse, I hand the dentist things",
    )
    assert "nurse" in fact.lower()

"""Idioms that hide the speaker (riddles, the day's occasion, gerunds, job fragments,
names given to a new pet), and third-party news, read as plain facts."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.idioms import plain_idioms

WEDNESDAY = date(2026, 3, 4)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        (
            "Guess who landed the sous-chef job at Marlowe's? This guy! From Monday.",
            "I landed the sous-chef job at Marlowe's, from Monday.",
        ),
        ("Oh, today is my tenth anniversary.", "My tenth anniversary is today."),
        ("Birthday tomorrow! 41, send help.", "My 41st birthday is tomorrow! send help."),
        ("Being coeliac means bringing my own bread.", "I'm coeliac."),
        (
            "Surveyor, for the county council. Muddy boots.",
            "I work as a surveyor for the county council. Muddy boots.",
        ),
    ],
)
def test_idioms_become_plain_first_person_statements(said: str, plain: str) -> None:
    assert plain_idioms(said) == plain


@pytest.mark.parametrize(
    "said",
    [
        "Guess who forgot the keys again?",  # no answer: a question, not a statement
        "Being late is the worst.",  # a gerund about no one in particular
        "Being a hero is overrated.",  # not a job
        "Honestly, at least for now.",  # no job before "at"
        "Today is a good day.",
    ],
)
def test_other_shapes_are_left_as_written(said: str) -> None:
    assert plain_idioms(said) == said


def test_an_answered_riddle_names_the_speaker_and_keeps_the_start_date() -> None:
    content = "Ines: Guess who got the paramedic job at Harbour Ambulance? Me! Starting tomorrow."
    assert texts(content) == [
        "Ines got the paramedic job at Harbour Ambulance.",
        "Ines is starting at Harbour Ambulance on 5 March 2026 (2026-03-05).",
    ]


def test_the_days_occasion_is_dated() -> None:
    assert texts("Ines: Well, today's my 50th birthday!") == [
        "Ines's 50th birthday is on 4 March 2026 (2026-03-04)."
    ]


def test_a_name_given_to_a_new_pet_is_a_lasting_fact() -> None:
    facts = extract_facts(
        ExtractionInput("Ines: We took in a lurcher yesterday! We've named him Rolo.", WEDNESDAY)
    )
    named = [f for f in facts if "Rolo" in f.text]
    assert [(f.text, f.kind) for f in named] == [
        ("Ines and others have named the lurcher Rolo.", "durable")
    ]


def test_a_gerund_about_oneself_states_the_job() -> None:
    facts = extract_facts(
        ExtractionInput("Ines: Yes! Being a midwife there is exhausting.", WEDNESDAY)
    )
    assert [(f.text, f.slot) for f in facts] == [("Ines is a midwife.", "ines:job_title")]


@pytest.mark.parametrize(
    ("said", "text", "slot"),
    [
        # lasting situations said as news: where someone lives or works
        ("I'm in Tromsø now.", "Ines is in Tromsø now.", "ines:home_city"),
        ("I'm still in Adelaide.", "Ines is still in Adelaide.", "ines:home_city"),
        (
            "I'm still at the regional water board.",
            "Ines is still at the regional water board.",
            "ines:employer",
        ),
        ("Yep, Olek's still in Gdansk.", "Olek is still in Gdansk.", "olek:home_city"),
        ("Olek's moved to Leeds.", "Olek has moved to Leeds.", "olek:home_city"),
        (
            "So, Olek got the welder job, at last.",
            "Olek got the welder job.",
            "olek:job_title",
        ),
    ],
)
def test_news_about_the_speaker_or_a_named_person(said: str, text: str, slot: str) -> None:
    facts = extract_facts(ExtractionInput(f"Ines: {said}", WEDNESDAY))
    assert [(f.text, f.slot) for f in facts] == [(text, slot)]


def test_a_sentence_opening_adverb_is_no_name() -> None:
    assert texts("Ines: Just got back from Riga!") == ["Ines just got back from Riga."]


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("Context for the letter: Ruth is my landlord.", "Ruth is my landlord."),
        ("Nothing beats Low on a rainy night.", "I love Low."),
        ("Sea swimming is my whole personality now!", "I love sea swimming!"),
        (
            "Still at the bakery co-op, still a pastry chef, still broke.",
            "I'm still at the bakery co-op. I'm still a pastry chef, still broke.",
        ),
        ("Yep, still a welder there.", "I'm still a welder."),
    ],
)
def test_labels_loves_and_left_out_subjects(said: str, plain: str) -> None:
    assert plain_idioms(said) == plain


@pytest.mark.parametrize(
    ("content", "text"),
    [
        (
            "Ines: Olek is getting married on the 21st, finally.",
            "Olek is getting married on 21 March 2026 (2026-03-21).",
        ),
        (
            "Ines: Olek's graduation is on the 9th.",
            "Olek's graduation is on 9 March 2026 (2026-03-09).",
        ),
        (
            "Ines: Relocated to Tartu last month, still unpacking.",
            "Ines relocated to Tartu in February 2026, still unpacking.",
        ),
    ],
)
def test_dated_life_events_and_left_out_subjects(content: str, text: str) -> None:
    assert texts(content)[0] == text


def test_moved_on_is_no_move() -> None:
    assert texts("Ines: Moved on, honestly.") == []


@pytest.mark.parametrize(
    ("content", "text"),
    [
        (
            "Ines: Who made that tile mosaic in the porch? Lovely.\nOlek: Brigid did.",
            "Brigid made the tile mosaic.",
        ),
        (
            "Ines: I love that woodcut of the harbour by the stairs. Where's it from?\n"
            "Olek: Tamsin carved it!",
            "Tamsin carved the woodcut of the harbour.",
        ),
        (
            "Ines: Who took that photo of the glacier in your hall?\nOlek: Ravi took it.",
            "Ravi took the photo of the glacier.",
        ),
    ],
)
def test_who_made_the_thing_pointed_at(content: str, text: str) -> None:
    assert text in texts(content)


def test_a_place_someone_is_at_most_nights_is_a_habit() -> None:
    [fact] = extract_facts(
        ExtractionInput("Ines: I'm at the climbing wall most evenings.", WEDNESDAY)
    )
    assert (fact.kind, fact.forget_after) == ("durable", None)


def test_a_day_number_opening_the_sentence_is_a_date() -> None:
    assert texts("Ines: On the 2nd we drove up to Inverness.") == [
        "On 2 March 2026 (2026-03-02) Ines and others drove up to Inverness."
    ]
    assert texts("Ines: On the 3rd floor we keep the archive.") == []


def test_an_introduced_pet_is_named_and_the_pronoun_after_it_resolved() -> None:
    assert texts("Ines: Meet Biscuit, our new spaniel. We fetched him on Monday.") == [
        "Ines's new spaniel is called Biscuit.",
        "Ines and others fetched Biscuit on Monday, 2 March 2026 (2026-03-02).",
    ]


def test_someone_heard_from_is_a_person_not_a_place() -> None:
    content = "Ines: Any news from Orla?\nOlek: She just qualified as a vet."
    assert texts(content) == ["Orla just qualified as a vet."]


def test_a_left_out_subject_before_my_reads_as_the_speaker() -> None:
    assert texts("Ines: Got my brown belt on the 1st, at last.") == [
        "Ines got their brown belt on 1 March 2026 (2026-03-01)."
    ]
    # how someone feels forms nothing, however it is said
    assert texts("Ines: Feeling my age today.") == []


def test_a_short_lead_before_a_first_person_statement_is_dropped() -> None:
    assert texts("Ines: New job, new me: I joined Tidewater Labs last week.") == [
        "Ines joined Tidewater Labs in the week of 23 February 2026 (2026-02-23)."
    ]


@pytest.mark.parametrize(
    ("content", "text"),
    [
        ("Ines: Night shift again. The joys of being a midwife.", "Ines is a midwife."),
        (
            "Ines: Being a ferry pilot for Northlink in winter is rough.",
            "Ines is a ferry pilot for Northlink in winter.",
        ),
        (
            "Ines: Did I tell you Olek is training to be a farrier? Starts in June.",
            "Olek is training to be a farrier.",
        ),
        (
            "Ines: Olek started as a glazier on Monday.",
            "Olek started as a glazier on Monday, 2 March 2026 (2026-03-02).",
        ),
    ],
)
def test_jobs_said_in_passing(content: str, text: str) -> None:
    assert texts(content)[0] == text


def test_a_question_about_life_somewhere_places_the_one_asked() -> None:
    content = "Ines: How's life in Tartu?\nOlek: Quiet, but the river walks are great."
    facts = extract_facts(ExtractionInput(content, WEDNESDAY))
    assert (facts[0].text, facts[0].slot) == ("Olek lives in Tartu.", "olek:home_city")
    content = "Ines: How's life in Tartu?\nOlek: No idea, I never went."
    assert all("lives in Tartu" not in text for text in texts(content))


@pytest.mark.parametrize(
    "asked",
    [
        "How are things in Tartu?",
        "Snow here again. How are things over in Tartu?",
        "How is everything going in Tartu these days?",
        "How's life in Tartu treating you?",
    ],
)
def test_other_ways_of_asking_after_life_somewhere(asked: str) -> None:
    content = f"Ines: {asked}\nOlek: Quiet, but the river walks are great."
    assert "Olek lives in Tartu." in texts(content)


@pytest.mark.parametrize(
    ("content", "place"),
    [
        ("Olek: Greetings from a very hot Seville. The tiles are melting.", "Seville"),
        (
            "Olek: Ines, happy new year from Tartu! The river is frozen.\nInes: Olek! Same to you.",
            "Tartu",
        ),
        ("Olek: Hello from rainy Bergen!", "Bergen"),
    ],
)
def test_a_greeting_from_somewhere_places_the_speaker(content: str, place: str) -> None:
    # where someone writes from, kept with the day it was said
    assert f"Olek is in {place} (as of 4 March 2026)." in texts(content)


def test_a_relative_named_in_the_answer_is_the_one_asked_about() -> None:
    content = "Ines: Is your uncle still in Galway?\nOlek: Fergal? Yes, still there, loving it."
    assert texts(content) == ["Olek's uncle Fergal is still in Galway."]


def test_still_there_about_someone_else_is_not_about_the_speaker() -> None:
    # Regression: "still in Galway" (after the prompt's place was put in) was read as
    # the speaker's own home, and "it" as "the brother doing".
    content = "Ines: How's your brother doing? Still in Galway?\nOlek: Yes, still there, loving it."
    assert all("Olek is still" not in text and "doing" not in text for text in texts(content))


def test_a_gerund_job_ignores_what_follows_a_comma() -> None:
    assert texts("Ines: Being a plumber for Pipewell, and today was a lot.")[0] == (
        "Ines is a plumber for Pipewell."
    )


def test_who_made_it_answered_after_where_is_it_from() -> None:
    content = (
        "Ines: I can't stop looking at that quilt on the sofa. Where's it from?\n"
        "Olek: That was Marguerite. Months of work."
    )
    assert "Marguerite made the quilt." in texts(content)
    content = "Ines: Where did you get the walnut desk in the study?\nOlek: Oh, Bram did."
    assert texts(content) == ["Bram made the walnut desk."]
    # A bare name may be a shop: no maker without "did".
    content = "Ines: Where did you get the walnut desk?\nOlek: Heal's, years ago."
    assert all("made" not in text for text in texts(content))


def test_a_confirmation_and_the_speakers_own_news() -> None:
    content = (
        "Ines: You're still at Larkfield Library, right?\nOlek: Still there, still an archivist."
    )
    assert texts(content) == [
        "Olek is still at Larkfield Library.",
        "Olek is still an archivist.",
    ]


def test_an_age_riddle_is_a_birthday() -> None:
    assert texts("Ines: Guess who's 61 today") == [
        "Ines's 61st birthday is on 4 March 2026 (2026-03-04)."
    ]


def test_a_relatives_wedding_to_come_is_dated_ahead() -> None:
    # Regression: "married" made the clause past tense, so "the 30th" pointed back.
    assert texts("Ines: My niece Carys gets married on the 30th.") == [
        "Ines's niece Carys gets married on 30 March 2026 (2026-03-30)."
    ]
    assert texts("Ines: Can't believe my son graduates on the 20th!") == [
        "Ines's son graduates on 20 March 2026 (2026-03-20)."
    ]


def test_it_is_not_resolved_from_an_assistant_remark_without_a_question() -> None:
    content = "Assistant: Rinse the pan so your sauce doesn't stick.\nUser: I finished it late."
    assert all("sauce" not in text for text in texts(content))


@pytest.mark.parametrize(
    ("content", "text"),
    [
        (
            "Ines: Remind me where you ended up?\nOlek: Dundee! Right by the river.",
            "Olek lives in Dundee.",
        ),
        (
            "Ines: Are you still in the same place?\nOlek: Still Dundee. Near the docks.",
            "Olek lives in Dundee.",
        ),
        (
            "Ines: Did you name the kitten yet?\nOlek: Pepper. Total menace.",
            "Olek named the kitten Pepper.",
        ),
        (
            "Assistant: Sure! Which city are you in, so I can suggest venues?\nUser: Dundee.",
            "The user lives in Dundee.",
        ),
        ("Ines: Dundee is treating me well.", "Ines lives in Dundee."),
        ("Ines: Spent the morning tuning the harp.", "Ines spent the morning tuning the harp."),
        ("Ines: Olek got the tax adviser job.", "Olek got the tax adviser job."),
    ],
)
def test_more_answers_and_left_out_subjects(content: str, text: str) -> None:
    assert texts(content)[0] == text


def test_a_job_named_before_job_and_makers_named_in_passing() -> None:
    content = "Ines: How's Bruno getting on?\nOlek: Oh, he got the lighthouse keeper job, finally."
    facts = extract_facts(ExtractionInput(content, WEDNESDAY))
    assert [(f.text, f.slot) for f in facts] == [
        ("Bruno got the lighthouse keeper job.", "bruno:job_title")
    ]
    assert [
        f.slot for f in extract_facts(ExtractionInput("Ines: I got the dream job!", WEDNESDAY))
    ] == [None]
    content = (
        "Ines: Who made that clock on your shelf? Lovely.\nOlek: That was Tove. Clever, right?"
    )
    assert texts(content) == ["Tove made the clock."]
    content = "Ines: Who made that vase by the window?\nOlek: Tove threw it, can you believe it?"
    assert texts(content) == ["Tove threw the vase."]


def test_how_someone_feels_forms_nothing() -> None:
    assert extract_facts(ExtractionInput("Ines: I feel ancient.", WEDNESDAY)) == []


def test_the_whole_name_of_what_was_got_is_kept() -> None:
    assert "Ines and others have named the long-haired guinea pig Fudge." in texts(
        "Ines: We got a long-haired guinea pig on Friday! We've named him Fudge."
    )


def test_a_start_date_after_a_riddle_points_ahead() -> None:
    # Regression: read in one clause with "got", "on the 20th" pointed back a month.
    content = "Ines: Guess who got the porter job at Kingsbridge? Me! Starting on the 20th."
    assert texts(content) == [
        "Ines got the porter job at Kingsbridge.",
        "Ines is starting at Kingsbridge on 20 March 2026 (2026-03-20).",
    ]


def test_a_first_day_is_the_speakers() -> None:
    assert texts("Ines: First day is next Monday!") == [
        "Ines's first day is on Monday, 9 March 2026 (2026-03-09)."
    ]


@pytest.mark.parametrize(
    ("content", "text"),
    [
        (
            "Ines: Olek is relocating to Turku next month. Any farewell ideas?",
            "Olek is relocating to Turku in April 2026.",
        ),
        (
            "User: Any gift ideas for someone who just became a midwife? It's for Carys.",
            "Carys just became a midwife.",
        ),
        (
            "Ines: You're in Turku now, aren't you?\nOlek: Love it. Quiet streets.",
            "Olek is in Turku now.",
        ),
        ("Ines: Still loving Turku?\nOlek: Yes! The saunas alone.", "Olek loves Turku."),
    ],
)
def test_moves_gifts_and_places_taken_for_granted(content: str, text: str) -> None:
    assert texts(content)[0] == text


def test_love_it_agrees_only_to_a_place() -> None:
    assert texts("Ines: Are you coming tonight?\nOlek: Love it.") == []


def test_that_thing_pointed_at_is_not_a_memory_on_its_own() -> None:
    # "that photo" points at something in the room: which one, the memory cannot say.
    assert texts("Ines: I keep staring at that painting of the pier.") == []
    assert texts("Ines: I read about that in the paper.") == []

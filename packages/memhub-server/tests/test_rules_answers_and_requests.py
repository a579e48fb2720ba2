"""Short answers that name a thing, requests that carry facts, notes with a booking, a
turn that opens on what the speaker is in the middle of, and a run of deeds (issue #15,
session 31).

Each rule is checked on the facts the whole extractor forms from a short chat, in proper
case and in lower case, with look-alikes that must form nothing. 15 May 2024 is a
Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


def kinds(*lines: str) -> list[tuple[str, str]]:
    content = "\n".join(lines)
    return [(f.kind, f.text) for f in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- where one lives, typed in chat -------------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("where are u living now?", "Kirkwall, near the harbour", "Odile lives in Kirkwall."),
        # its "?" left off, read as the question it is (as "where are u living now?" above)
        ("where are you living these days", "Kirkwall.", "Odile lives in Kirkwall."),
        (
            "where are u living these days",
            "kirkwall, over a bakery lol",
            "Odile is living in Kirkwall.",
        ),
    ],
)
def test_where_one_lives_typed_in_chat(question: str, answer: str, fact: str) -> None:
    assert fact in texts(f"Bram: {question}", f"Odile: {answer}")


@pytest.mark.parametrize(
    "answer",
    [
        "halls, over a bakery lol",  # no place's name
        "grandmas, near the station",  # someone's home
        "together, near the station",
        "my mums",
        "kirkwall lol",  # the laugh is at the answer itself
        "kirkwall, for the job",  # nothing says a lower-case word is a place
        "the moon, in a crater lol",
        "same place, over a bakery lol",
        "dunno yet",
        "Kirkwall, over a bakery, maybe",
    ],
)
def test_where_one_lives_look_alikes_form_nothing(answer: str) -> None:
    assert not [
        t for t in texts("Bram: where are u living now?", f"Odile: {answer}") if "living" in t
    ]


# --- what one plays, and where ----------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        (
            "Which instrument do you play in the orchestra?",
            "The bassoon. Third chair, sadly.",
            "Odile plays the bassoon in the orchestra.",
        ),
        (
            "what instrument do you play in the band?",
            "trumpet",
            "Odile plays trumpet in the band.",
        ),
        (
            "What do you teach at the college?",
            "Geology, mostly.",
            "Odile teaches Geology at the college.",
        ),
        (
            "Which instrument does Ines play in the orchestra?",
            "The harp.",
            "Ines plays the harp in the orchestra.",
        ),
    ],
)
def test_what_one_plays_keeps_where(question: str, answer: str, fact: str) -> None:
    assert fact in texts(f"Bram: {question}", f"Odile: {answer}")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What do you play in the evenings?", "Chess."),  # a time, not a place
        ("Which instrument do you play in the orchestra?", "No idea yet."),
        ("Which instrument do you play in the orchestra?", "Guess!"),
    ],
)
def test_what_one_plays_look_alikes(question: str, answer: str) -> None:
    assert not [t for t in texts(f"Bram: {question}", f"Odile: {answer}") if "plays" in t]


# --- a yes with a detail that says no fact of its own ------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        (
            "Didn't you grow up on Rathlin Island?",
            "I did, until I was nine. My mother ran the post office.",
            "Odile grew up on Rathlin Island.",
        ),
        ("did u grow up in Cobh?", "i did, till i was a teenager", "Odile grew up in Cobh."),
        (
            "You're still teaching Gaelic at the night school, right?",
            "I am, on Mondays, and it's a lovely group this year.",
            "Odile is still teaching Gaelic at the night school.",
        ),
        (
            "Are you still in the choir?",
            "Yes, and it's great fun.",
            "Odile is still in the choir.",
        ),
    ],
)
def test_yes_with_a_detail(question: str, answer: str, fact: str) -> None:
    assert fact in texts(f"Bram: {question}", f"Odile: {answer}")


@pytest.mark.parametrize(
    "answer",
    [
        "Yes, and it's closing next year.",  # a fact of its own, not confirmed as asked
        "I am, but it's not the same without Ines.",
        "Until I was nine.",
    ],
)
def test_yes_with_a_fact_of_its_own_is_not_read_as_plain_yes(answer: str) -> None:
    assert "Odile is still in the choir." not in texts(
        "Bram: Are you still in the choir?", f"Odile: {answer}"
    )


# --- a post held now ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        (
            "u still working at the climbing wall?",
            "yep, route setter now",
            None,  # "route" is no rank, "setter" no job we know: only the plain yes
        ),
        (
            "Are you still at the bakery?",
            "Yes, head baker now.",
            "Odile is the head baker at the bakery now.",
        ),
        (
            "are u still working at the library?",
            "yep, manager now!",
            "Odile is the manager at the library now.",
        ),
        (
            "Are you still in the choir?",
            "Yes, lead soprano now.",
            "Odile is the lead soprano in the choir now.",
        ),
    ],
)
def test_post_held_now(question: str, answer: str, fact: str | None) -> None:
    got = texts(f"Bram: {question}", f"Odile: {answer}")
    if fact is None:
        assert not [t for t in got if "now" in t]
    else:
        assert fact in got


@pytest.mark.parametrize("answer", ["yep, busier now", "yes, part-time now", "yep, for now"])
def test_no_post_in_the_answer(answer: str) -> None:
    got = texts("Bram: Are you still at the bakery?", f"Odile: {answer}")
    assert "Odile is still at the bakery." in got
    assert not [t for t in got if " the " in t and "now" in t]


# --- a turn that opens on what the speaker is in the middle of ---------------------------


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "starting my new job at the brewery on friday, 5am starts lol",
            "Odile is starting their new job at the brewery on Friday, 17 May 2024 (2024-05-17).",
        ),
        (
            "Starting my new job at the brewery on Friday!",
            "Odile is starting their new job at the brewery on Friday, 17 May 2024 (2024-05-17).",
        ),
        (
            "on antibiotics for an ear infection so no swimming for me",
            "Odile is on antibiotics for an ear infection.",
        ),
    ],
)
def test_under_way(turn: str, fact: str) -> None:
    assert fact in texts(f"Odile: {turn}")


def test_on_antibiotics_is_a_passing_state() -> None:
    assert ("recent", "Odile is on antibiotics for an ear infection.") in kinds(
        "Odile: on antibiotics for an ear infection"
    )


@pytest.mark.parametrize(
    "lines",
    [
        ["Odile: starting a new job is scary"],
        ["Odile: starting to think he's right"],
        ["Odile: moving house is the worst"],
        ["Odile: on the bus now"],
        ["Bram: how's Ines?", "Odile: starting her new job on monday"],
        ["Odile: starting your new job soon?"],
    ],
)
def test_under_way_look_alikes(lines: list[str]) -> None:
    assert not [t for t in texts(*lines) if t.startswith("Odile is")]


# --- requests that carry facts -------------------------------------------------------


def test_request_for_a_working_dog_names_it_and_what_she_does() -> None:
    got = texts(
        "User: Could you write a short poem for my guide dog, Juniper? "
        "She retires next month after eight years."
    )
    assert "The user's guide dog is Juniper." in got
    assert "The user's dog Juniper retires in June 2024 after eight years." in got


def test_request_for_a_twin_brother_settles_he() -> None:
    got = texts(
        "User: Can you suggest a present for my twin brother Anselm? He loves sea kayaking."
    )
    assert "The user's twin brother is Anselm." in got
    assert "Anselm loves sea kayaking." in got


@pytest.mark.parametrize(
    "turn",
    [
        # "he" may be the neighbour or the dog
        "User: Could you write a poem about my neighbour's dog, Rex? He barks all night.",
        # a kind of dog that is no work it does
        "User: Could you write a poem for my fluffy dog, Rex?",
    ],
)
def test_request_look_alikes(turn: str) -> None:
    got = texts(turn)
    assert not [t for t in got if "barks" in t or "fluffy dog is" in t]


# --- a note with a booking ---------------------------------------------------------


@pytest.mark.parametrize(
    ("note", "fact"),
    [
        (
            "Note to self: the chimney sweep is booked for the 28th of May.",
            "The user has booked the chimney sweep for 28 May 2024 (2024-05-28).",
        ),
        (
            "reminder: the boiler service is booked in for next tuesday",
            "The user has booked the boiler service for Tuesday, 21 May 2024 (2024-05-21).",
        ),
    ],
)
def test_note_with_a_booking(note: str, fact: str) -> None:
    assert fact in texts(f"User: {note}")


@pytest.mark.parametrize(
    "lines",
    [
        ["User: Note to self: the restaurant is fully booked for Friday."],
        ["User: Note to self: the hotel is booked."],
        ["Ann: the chimney sweep is booked for the 28th of May"],  # not a note: whose?
    ],
)
def test_booking_look_alikes(lines: list[str]) -> None:
    assert not [t for t in texts(*lines) if "booked" in t]


# --- a run of deeds whose last is joined by "and" alone -------------------------------


@pytest.mark.parametrize(
    ("turn", "facts"),
    [
        (
            "just moved to whitby, started at a chip shop and got a one-eyed rescue dog "
            "called pilchard",
            ["Odile just moved to whitby.", "Odile got a one-eyed rescue dog called Pilchard."],
        ),
        (
            "Moved to Whitby, started at the lifeboat station and bought a boat.",
            ["Odile moved to Whitby.", "Odile started at the lifeboat station.",
             "Odile bought a boat."],
        ),
    ],
)  # fmt: skip
def test_run_of_deeds(turn: str, facts: list[str]) -> None:
    got = texts(f"Odile: {turn}")
    for fact in facts:
        assert fact in got


def test_someone_elses_run_is_not_split_as_the_speakers() -> None:
    got = texts("Odile: My sister moved to Leeds, started at a bakery and got a dog.")
    assert not [t for t in got if t.startswith(("Odile got", "Odile started"))]


# --- a request typed without its mark, then a statement -------------------------------


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "can you suggest a card message for my husband Oskar, he's turning 40",
            "Oskar is turning 40 (as of 15 May 2024).",
        ),
        ("suggest a recipe for tonight, I'm vegan", "The user is vegan."),
        (
            "Could you suggest a card message for my sister Maud? She's turning sixty.",
            "Maud is turning sixty (as of 15 May 2024).",
        ),
    ],
)
def test_statement_after_a_request(turn: str, fact: str) -> None:
    assert fact in texts(f"User: {turn}")


@pytest.mark.parametrize(
    "turn",
    [
        "User: If I ever win the lottery, I'm buying a chateau somewhere warm.",
        "User: what if I moved to Oslo, I'm tempted",
        "User: could you write a toast, Monday is our anniversary",
    ],
)
def test_statement_after_a_request_look_alikes(turn: str) -> None:
    got = texts(turn)
    assert not [t for t in got if "chateau" in t or "Oslo" in t or "Monday" in t]


def test_an_age_about_to_change_without_turning_forms_nothing() -> None:
    assert not [
        t for t in texts("User: my son Lasse is bored. Lasse turns eleven soon.") if "eleven" in t
    ]
    assert not [
        t
        for t in texts("User: My sister Maud is a nurse. She's turning into our mum.")
        if "turning" in t
    ]


# --- what the speaker does now, after the deeds ----------------------------------------


@pytest.mark.parametrize(
    ("turn", "facts"),
    [
        (
            "moved to Nelson in january, working at the marine lab now",
            ["Odile moved to Nelson in January 2024.", "Odile is working at the marine lab now."],
        ),
        (
            "I'm on crutches, twisted my ankle at hockey on monday",
            [
                "Odile is on crutches.",
                "Odile twisted their ankle at hockey on Monday, 13 May 2024 (2024-05-13).",
            ],
        ),
    ],
)
def test_doing_now_after_deeds(turn: str, facts: list[str]) -> None:
    got = texts(f"Odile: {turn}")
    for fact in facts:
        assert fact in got


def test_someone_elses_doing_now_is_not_the_speakers() -> None:
    got = texts("Odile: My sister moved to Nelson in January, working at a brewery now.")
    assert not [t for t in got if t.startswith("Odile is working")]


# --- a place of the speaker's, named in passing -------------------------------------------


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "User: We keep four goats on our smallholding in Ceredigion. Do they need a shelter?",
            "The user and others have a smallholding in Ceredigion.",
        ),
        ("Odile: I grow leeks at my allotment in Hove", "Odile has an allotment in Hove."),
    ],
)
def test_own_place_named_in_passing(turn: str, fact: str) -> None:
    assert fact in texts(turn)


@pytest.mark.parametrize(
    "turn",
    [
        "Odile: we used to keep goats on our farm in Devon",
        "Odile: I'd love to keep bees on our farm in Devon",
        "Odile: We don't keep pigs on our farm in Devon anymore.",
        "Odile: we kept pigs on our farm in Devon",
        "Odile: I keep my tools at my allotment in the shed",
    ],
)
def test_own_place_look_alikes(turn: str) -> None:
    assert not [t for t in texts(turn) if " have a farm" in t or " has a" in t]


# --- "you're the one who ...?" - "guilty" -----------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        (
            "wait, you're the one who reads the shipping forecast on the radio?",
            "ha, guilty. every night at 11",
            "Odile reads the shipping forecast on the radio.",
        ),
        (
            "you're the one with the cheese stall at the covered market?",
            "thats me. fridays and saturdays",
            "Odile has the cheese stall at the covered market.",
        ),
        (
            "You're the one who's allergic to sesame, aren't you?",
            "That's me.",
            "Odile is allergic to sesame.",
        ),
    ],
)
def test_the_one_asked_about(question: str, answer: str, fact: str) -> None:
    assert fact in texts(f"Bram: {question}", f"Odile: {answer}")


@pytest.mark.parametrize(
    "answer",
    ["guilty? no way", "no, that's my sister", "that's my brother actually"],
)
def test_the_one_asked_about_denied(answer: str) -> None:
    got = texts(
        "Bram: you're the one with the cheese stall at the covered market?", f"Odile: {answer}"
    )
    assert not [t for t in got if "cheese stall" in t and t.startswith("Odile")]


def test_surprise_at_own_news_is_not_confirmed_with_wait() -> None:
    # "wait, you found ...?" echoes what was just said: the answer's own words carry on
    got = texts(
        "Ula: we have a cat now. found her in a hollow tree we were felling",
        "Bram: wait, you found a cat in a tree you were cutting down?",
        "Ula: yes!! she's called Pilchard and she sleeps on my feet",
    )
    assert not [t for t in got if "cutting down" in t]


# --- "remind me I'm ...", "that's me btw" ----------------------------------------------


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "remind me I'm collecting my dad from the station tomorrow at 6",
            "The user is collecting their dad from the station on 16 May 2024 (2024-05-16) at 6.",
        ),
        (
            "Remind me that I'm seeing the optician on Friday at 3.",
            "The user is seeing the optician on Friday, 17 May 2024 (2024-05-17) at 3.",
        ),
        (
            "can you suggest lunches for a vegan who hates tofu? that's me btw",
            "The user hates tofu.",
        ),
        (
            "Any gift ideas for a cyclist who has everything? That's me, by the way.",
            "The user is a cyclist.",
        ),
    ],
)
def test_what_the_user_says_of_themself_in_a_request(turn: str, fact: str) -> None:
    assert fact in texts(f"User: {turn}")


@pytest.mark.parametrize(
    "turn",
    [
        "remind me to call my dad tomorrow",
        "remind me what I said about the boiler",
        "can you suggest lunches for a vegan who hates tofu?",  # not said to be the user
        "any tips for a nurse who works nights? asking for my sister",
    ],
)
def test_requests_that_say_nothing_of_the_user(turn: str) -> None:
    assert not [t for t in texts(f"User: {turn}") if t.startswith("The user") and "tofu" in t]
    assert not [t for t in texts(f"User: {turn}") if "nurse" in t or "call" in t]


# --- a note of a regular day, an assistant's reason after its question ------------------


def test_note_of_a_round_that_goes_out_on_set_days() -> None:
    got = texts(
        "User: Reminder: the recycling at 9 Quarry Lane goes out on Wednesdays from now on."
    )
    assert "The recycling at 9 Quarry Lane is on Wednesdays." in got
    assert not texts("User: Reminder: the recycling goes out on Wednesday.")  # once, no round
    assert not texts("Ann: the recycling at 9 Quarry Lane goes out on Wednesdays from now on.")


def test_an_assistants_reason_after_its_question() -> None:
    got = texts(
        "Assistant: What breed is your dog? That changes how much exercise he needs.",
        "User: a whippet, he's 4",
    )
    assert "The user's dog is a whippet." in got
    assert not texts(
        "Assistant: What breed is your dog? Anyway, mine is a collie.", "User: a whippet"
    )


# --- a diet said of the speaker as a whole ------------------------------------------------


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        ("User: I'm a vegan cyclist, can you plan me a lunch without nuts?", "The user is vegan."),
        ("Odile: i'm a vegetarian nurse and i work nights", "Odile is vegetarian."),
        ("User: I'm a coeliac student, any tips for eating out?", "The user is coeliac."),
    ],
)
def test_diet_before_who_one_is(turn: str, fact: str) -> None:
    assert fact in texts(turn)


def test_diet_and_who_one_is_are_two_facts() -> None:
    got = texts("User: I'm a vegan cyclist, can you plan me a lunch without nuts?")
    assert "The user is a cyclist." in got
    assert "The user is a vegan cyclist." not in got


@pytest.mark.parametrize(
    "turn",
    [
        "User: I'm a vegan chef in Bristol.",  # cooks vegan food, may eat anything
        "User: I'm a vegan lasagne fan lol",
        "User: I'm a vegetarian option kind of person",
        "User: I'm not a vegan cyclist, just a cyclist",
    ],
)
def test_diet_look_alikes(turn: str) -> None:
    assert not [t for t in texts(turn) if t in {"The user is vegan.", "The user is vegetarian."}]

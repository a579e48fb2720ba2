"""A speaker's own news tucked next to a question or a remark, or told short ("I start on
the 4th", "we got one on sunday"), reads as a plain fact that names what it is about."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe

SATURDAY = date(2025, 3, 8)


def texts(content: str, day: date = SATURDAY) -> list[str]:
    facts = extract_facts(ExtractionInput(content, day))
    assert all(unsafe(fact.text, fact.subject) is None for fact in facts)
    return [fact.text for fact in facts]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # a filler word before the news does not hide it from the question after it
        (
            "User: ok thanks. also I'm coeliac, can you swap the flour in that recipe?",
            ["The user is coeliac."],
        ),
        # when, before the speaker's own clause, and a question after it
        (
            "User: three days ago I sprained my wrist at climbing, how long will it take?",
            ["On 5 March 2025 (2025-03-05) the user sprained their wrist at climbing."],
        ),
        # a short remark on what was asked, then the speaker's news
        (
            "Assistant: When can you practise?\nUser: that's hard, I work nights at the"
            " lighthouse museum",
            ["The user works nights at the lighthouse museum."],
        ),
    ],
)
def test_news_beside_a_question_or_remark(content: str, expected: list[str]) -> None:
    assert texts(content) == expected


def test_agreeing_remark_still_leans_on_the_question() -> None:
    # "that's right": the keys are to what the question named, which the fact would lose
    content = "Bo: so you bought the flat in Ghent?\nAda: that's right, we got the keys on monday"
    assert not any("keys" in text for text in texts(content))


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # the job the speaker's turn before the prompt named
        (
            "User: great news, I've been offered a job as a sous chef at a bistro in Leith!\n"
            "Assistant: Well done! Shall I help with the notice letter?\n"
            "User: yes please. I start on the 7th of April",
            "The user starts the job as a sous chef at a bistro in Leith on 7 April 2025",
        ),
        # the job the question asked about
        (
            "Ola: did you get the Dundee post?\nPiet: I got it!! I start in May",
            "Piet starts the Dundee post in May 2025",
        ),
        # an offer from an organisation, two turns back
        (
            "Piet: I got an offer from Harbour Books in Hull. Production editor\n"
            "Ola: wow\nPiet: it means leaving Leeds though\nOla: and Ben?\n"
            "Piet: he's fine with it. I start on the 2nd of June",
            "Piet starts the job at Harbour Books in Hull on 2 June 2025",
        ),
        # the subject left out, the job in the question
        (
            "Ola: how's the new job?\nPiet: mad busy! started on the 3rd of february",
            "Piet started the new job on 3 February 2025",
        ),
    ],
)
def test_a_bare_start_names_what_is_started(content: str, expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(content))


def test_a_third_party_start_is_kept() -> None:
    content = "User: I'm finally hiring an apprentice. his name is Emeka, he starts Monday"
    assert any(text.startswith("Emeka starts on") for text in texts(content))


def test_one_of_the_animal_asked_about() -> None:
    content = (
        "User: quick question, how big a run does a tortoise need? we got one on friday,"
        " she's called Nessie"
    )
    assert texts(content) == [
        "The user and others got a tortoise on Friday, 7 March 2025 (2025-03-07).",
        "The user's new tortoise is called Nessie.",
    ]


def test_one_of_two_animals_forms_nothing() -> None:
    content = "User: are rabbits or guinea pigs easier? we got one on friday, she's called Pip"
    assert not any(" one " in text for text in texts(content))


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # the speaker's own clause, then one about "the ..." joined by "and"
        (
            "User: good news, I've been back on the bike since the 2nd of february and the"
            " knee is fine",
            ["The user has been back on the bike since 2 February 2025 (2025-02-02)."],
        ),
        # someone else's moment, then the speaker's own clause
        (
            "User: Ffion is already packing and we live in Bangor, it's only an hour away",
            ["The user and others live in Bangor."],
        ),
    ],
)
def test_own_half_joined_by_and(content: str, expected: list[str]) -> None:
    assert texts(content) == expected


def test_half_after_a_pronoun_clause_stays_whole() -> None:
    # "they" leans on the chat, and so does the half after it
    content = "Zed: they're paying 900 quid and I've got till the end of june"
    assert texts(content) == []


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "Pell: how did the stall go?\nIvo: It rained all morning, and I sold "
            "thirty jars of chutney by lunch.",
            ["Ivo sold thirty jars of chutney by lunch."],
        ),
        (
            "Ivo: They put the rent up again, and on Monday we bought a narrowboat.",
            ["On Monday, 3 March 2025 (2025-03-03) Ivo and others bought a narrowboat."],
        ),
    ],
)
def test_own_deed_after_a_pronoun_clause(content: str, expected: list[str]) -> None:
    # the speaker's deed to a thing named in full leans on nothing
    assert texts(content) == expected


@pytest.mark.parametrize(
    "content",
    [
        "Ivo: It was lovely, and we loved it.",  # the deed is done to "it"
        "Ivo: She's done all of them, and I've climbed six.",  # six what?
        "Ivo: They were late, and I was fuming.",  # no deed
        # a wish, a dream, a game: no deed done
        "Ivo: It would be grand if it sold, and I bought a boat with the money.",
        "Ivo: It was only a dream, and I bought a lighthouse in Kerry.",
        "Ivo: It was a great game, and I built a castle on the top level.",
    ],
)
def test_a_deed_that_leans_on_the_chat_forms_nothing(content: str) -> None:
    assert texts(content) == []


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # the teller after the news, in the same sentence
        (
            "User: and I've been made head of the night shift, they told me on thursday",
            [
                "The user heard on Thursday, 6 March 2025 (2025-03-06) that they have been made"
                " head"
                " of the night shift.",
                "The user has been made head of the night shift.",  # the news, lasting
            ],
        ),
        # the teller as a sentence of its own, after the news
        (
            "Rae: we've been approved for the mortgage! the bank rang yesterday",
            [
                "Rae and others heard on 7 March 2025 (2025-03-07) that they have been approved"
                " for the mortgage.",
                "Rae and others have been approved for the mortgage.",
            ],
        ),
        # the teller first, and a finding as the news
        (
            "User: the clinic rang on monday, my scan shows I'm pregnant with twins",
            [
                "The user heard on Monday, 3 March 2025 (2025-03-03) that their scan shows they are"
                " pregnant with twins.",
                "The user's scan shows the user is pregnant with twins (as of 8 March 2025).",
            ],
        ),
    ],
)
def test_news_keeps_the_day_it_was_heard(content: str, expected: list[str]) -> None:
    assert texts(content) == expected


@pytest.mark.parametrize(
    "content",
    [
        "Rae: the hospital rang on tuesday, I might need surgery",  # a hedge, not news
        "Rae: is it true? they told me on tuesday",  # no news of the speaker's own
    ],
)
def test_no_news_to_join(content: str) -> None:
    assert not any("heard" in text for text in texts(content))


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # "its" is the thing the clause opens on
        (
            "User: my van failed its MOT on thursday",
            ["The user's van failed its MOT on Thursday, 6 March 2025 (2025-03-06)."],
        ),
        # the speaker's own thing, said with "the"
        (
            "User: the camper passed its inspection on tuesday!! finally",
            ["The user's camper passed its inspection on Tuesday, 4 March 2025 (2025-03-04)."],
        ),
    ],
)
def test_a_check_the_speakers_thing_passed(content: str, expected: list[str]) -> None:
    assert texts(content) == expected


def test_its_of_something_else_still_leans_on_the_chat() -> None:
    assert texts("User: I fixed its handle on thursday") == []


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # an injury named alone after the speaker's own sentence, with when it happened
        (
            "User: I came off the quad bike. fractured collarbone, it happened on the 2nd of"
            " march on the farm track",
            [
                "The user came off the quad bike.",
                "The user got a fractured collarbone on 2 March 2025 (2025-03-02) on the"
                " farm track.",
            ],
        ),
        # and signed off, not signing anything
        (
            "User: I've hurt my knee. torn ligaments. signed off work for 4 weeks",
            [
                "The user has hurt their knee.",
                "The user has torn ligaments.",
                "The user has been signed off work for 4 weeks.",
            ],
        ),
        # a move, then where to and since when
        (
            "Ivo: we moved! in Ghent since the 14th of february",
            ["Ivo and others moved to Ghent on 14 February 2025 (2025-02-14)."],
        ),
        # a job asked about by where it is held, and how long it has been held
        (
            "Assistant: What do you do at the hospital?\nUser: porter, 6 years now",
            ["The user has worked as a porter for 6 years."],
        ),
    ],
)
def test_short_own_news(content: str, expected: list[str]) -> None:
    assert texts(content) == expected


def test_an_injury_after_someone_elses_news_is_not_the_speakers() -> None:
    facts = texts("Sam: how's Ana?\nTom: she fell off a horse. broken wrist.")
    assert not any("wrist" in text for text in facts)


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # the news in the speaker's own turn before the question
        (
            "Ivo: guess what. I've been shortlisted for the Turner!!\nAda: WHAT. since when??\n"
            "Ivo: I found out on tuesday. still shaking",
            "Ivo heard on Tuesday, 4 March 2025 (2025-03-04) that they have been shortlisted for"
            " the"
            " Turner.",
        ),
        # a holiday typed in lower case
        (
            "Ivo: big news. petra is pregnant!!\nAda: omg when did you find out\n"
            "Ivo: we found out on easter sunday, best surprise ever",
            "Ivo and others heard on Easter Sunday, 31 March 2024 (2024-03-31) that Petra is"
            " pregnant.",
        ),
    ],
)
def test_found_out_names_the_news(content: str, expected: str) -> None:
    assert expected in texts(content, date(2024, 4, 20) if "easter" in content else SATURDAY)


def test_found_out_with_no_news_forms_nothing() -> None:
    content = "Ada: how was the week?\nIvo: I found out on tuesday. still shaking"
    assert not any("found out" in text for text in texts(content))


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # "our news," and "different question," are only a way in
        (
            "Jo: our news, we're adopting again, a toddler this time",
            ["Jo and others are adopting again, a toddler this time (as of 8 March 2025)."],
        ),
        (
            "User: different question, my son Ewan starts school in leeds next monday",
            ["The user's son Ewan starts school in leeds on Monday, 10 March 2025 (2025-03-10)."],
        ),
        # "here" is where the greeting comes from
        (
            "Jo: hello from Tromsø!! we got here on the 2nd. it's dark all day",
            [
                "Jo is in Tromsø (as of 8 March 2025).",
                "Jo and others got to Tromsø on 2 March 2025 (2025-03-02).",
            ],
        ),
        # what was bought, told in a fragment that starts with its size
        (
            "Jo: i bought a canoe! 16 foot, old but solid, from a club in Bala on thursday",
            [
                "Jo bought a canoe, 16 foot, old but solid, from a club in Bala on Thursday, 6"
                " March 2025"
                " (2025-03-06)."
            ],
        ),
        # how far along the speaker is, said without "I"
        (
            "Jo: still. third year of my apprenticeship at the boatyard",
            ["Jo is in the third year of their apprenticeship at the boatyard."],
        ),
    ],
)
def test_more_short_own_news(content: str, expected: list[str]) -> None:
    assert texts(content) == expected


def test_ones_left_in_the_chat_form_nothing() -> None:
    content = "Jo: the dog ate my glasses on monday. i'm wearing my old ones from 2019"
    assert not any("ones" in text for text in texts(content))


@pytest.mark.parametrize(
    "content",
    [
        "User: true. right, back to the allotment",  # a sign-off: where the speaker goes now
        "Assistant: Book the train early.\nUser: booked already. what should we see?",  # what?
    ],
)
def test_short_replies_that_are_no_news(content: str) -> None:
    assert texts(content) == []


def test_back_with_a_day_is_news() -> None:
    assert texts("User: back to work on monday, finally") == [
        "The user got back to work on Monday, 3 March 2025 (2025-03-03)."
    ]


def test_an_interjection_is_no_part_of_the_fact() -> None:
    assert texts("User: damn, I drink coffee with everything") == [
        "The user drinks coffee with everything."
    ]


def test_a_leg_of_the_speakers_trip() -> None:
    content = (
        "User: yes. we're taking it to Skye in june. ferry from Mallaig to Armadale on the 9th"
        " of june, then a week on the island"
    )
    assert texts(content) == [
        "The user and others take the ferry from Mallaig to Armadale on 9 June 2025"
        " (2025-06-09), then a week on the island."
    ]


def test_a_leg_with_a_bare_day_forms_nothing() -> None:
    # "the 3rd" of which month: the trip before it says March, the date rule would not
    content = "User: we went to Peru in March. flight from Lima to Cusco on the 3rd"
    assert not any("flight" in text for text in texts(content))


@pytest.mark.parametrize(
    "content",
    [
        "User: I've been ill all week, the doctor rang on monday",  # no news the doctor gave
        "User: I heard on monday, I was so happy",  # how the news was taken, not the news
        "User: we moved! in with my parents since march",  # "with": no place moved to
        "User: hello from the other side!! we got here on the 3rd",  # a joke, no place
    ],
)
def test_no_wrong_news_is_made(content: str) -> None:
    assert not any(
        word in text for text in texts(content) for word in ("heard", "moved to", "got to")
    )


@pytest.mark.parametrize(
    "content",
    [
        # the job asked about is someone else's, and the start says where already
        "Ola: did you hear about the job at the bank?\nPiet: no. I start on Monday at the cafe",
        # the job is the other speaker's news, not a question to this one
        "Ola: I got a new job at the BBC!\nPiet: nice. I start on Monday too, at the bakery",
    ],
)
def test_a_start_takes_no_one_elses_job(content: str) -> None:
    assert not any("job" in text for text in texts(content) if text.startswith("Piet"))


def test_a_person_passes_no_test_of_the_speakers() -> None:
    assert texts("User: the boss passed its test lol") == []


def test_a_day_of_next_year() -> None:
    assert texts("User: my graduation is on the 2nd of july next year") == [
        "The user's graduation is on 2 July 2026 (2026-07-02)."
    ]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "User: quick question - I'm allergic to kiwi, is this smoothie ok?",
            ["The user is allergic to kiwi."],
        ),
        ("User: it's tricky because I work weekends", ["The user works weekends."]),
    ],
)
def test_more_news_beside_a_question_or_remark(content: str, expected: list[str]) -> None:
    assert texts(content) == expected


def test_an_offer_with_the_job_after_it() -> None:
    content = "Ines: and they offered me a job, junior architect at the Lyon office, from march"
    assert texts(content) == ["Ines has been offered a job as junior architect at the Lyon office."]


def test_an_offer_turned_down_names_no_job() -> None:
    assert not any(" as " in text for text in texts("Ines: they offered me a job, I said no"))

"""Fresh chat written for session 34 (issue #15): memories the rules formed wrong.

Passing moods said in words the feelings list lacked ("worn out", "in such a good mood",
"the Sunday-night blues"); a view of a kind of thing ("I think Christmas adverts start far
too early"); a count of years after "first" or a superlative, which says how long since,
not when ("their first trip abroad in ten years"); a base verb after "to" read as a past
("going to quit my job in March"); a span of weekdays that is a weekly routine ("I work
Monday to Friday now"); and a later clause in the present after one in the past ("we've
found a flat, and we get the keys on the 1st", "..., and he's in a cast until February").
Each has near-misses that must form what they formed before. 7 October 2024 is a Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

MONDAY = date(2024, 10, 7)


def texts(*lines: str, day: date = MONDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


@pytest.mark.parametrize(
    "said",
    [
        "Ann: I'm absolutely worn out today.",
        "Ann: Honestly, I'm completely worn out this evening.",
        "Ann: I'm totally done in after that shift.",
        "Ann: I'm in such a good mood this morning!",
        "Ann: I'm in a bit of a mood today, sorry.",
        "Ann: My husband is in such a foul mood this week.",
        "Ann: Ugh, I've got the Sunday-night blues already.",
        "Ann: I've got the post-holiday blues.",
        "Ann: I'm a bit frazzled today.",
    ],
)
def test_a_passing_mood_forms_nothing(said: str) -> None:
    assert texts(said, "Bob: Aw.") == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: I'm worn out today, we finally moved into the new house in Leeds.",
            "Ann and others finally moved into the new house in Leeds.",
        ),
        (
            "Ann: I play in a blues band called the Mudcats.",
            "Ann plays in a blues band called the Mudcats.",
        ),
    ],
)
def test_news_beside_a_mood_is_kept(said: str, fact: str) -> None:
    assert fact in texts(said, "Bob: Nice.")


@pytest.mark.parametrize(
    "said",
    [
        "Ann: Honestly, I think Christmas adverts start far too early.",
        "Ann: I reckon supermarkets put the Easter eggs out too soon.",
        "Ann: I think football players get paid far too much.",
        "Ann: I reckon councils should fix the potholes first.",
        "Ann: I think hospitals never have enough nurses.",
        "Ann: I believe teenagers sleep far too little these days.",
    ],
)
def test_a_view_of_a_kind_of_thing_forms_nothing(said: str) -> None:
    assert texts(said, "Bob: Agreed.") == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Ann: I think Tom wants to move to Leeds.", "Ann thinks Tom wants to move to Leeds."),
        ("Ann: I think James works too hard.", "Ann thinks James works too hard."),
        (
            "Ann: I think my kids spend too much time on screens.",
            "Ann thinks their kids spend too much time on screens.",
        ),
    ],
)
def test_a_view_of_someone_of_ones_own_is_kept(said: str, fact: str) -> None:
    assert texts(said, "Bob: Hm.") == [fact]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: We're going to Spain in May, our first holiday in two years.",
            "Ann and others are going to Spain in May 2025, their first holiday in two years.",
        ),
        (
            "Ann: My sister is visiting in June, her first visit home in five years.",
            "Ann's sister is visiting in June 2025, her first visit home in five years.",
        ),
        (
            "Ann: I finally saw my brother last week, the first time in 3 years.",
            "Ann finally saw their brother in the week of 30 September 2024 (2024-09-30),"
            " the first time in 3 years.",
        ),
        ("Ann: I'll retire in ten years.", "Ann will retire in 2034."),
        (
            "Ann: Our first holiday is in two weeks.",
            "Ann's first holiday is around 21 October 2024 (2024-10-21).",
        ),
    ],
)
def test_years_since_the_last_are_no_date(said: str, fact: str) -> None:
    assert texts(said, "Bob: Wow.") == [fact]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: I'm going to quit my job in March.",
            "Ann is going to quit their job in March 2025.",
        ),
        (
            "Ann: We've decided to put the house on the market in March.",
            "Ann and others have decided to put the house on the market in March 2025.",
        ),
        ("Ann: I want to quit smoking in January.", "Ann wants to quit smoking in January 2025."),
        ("Ann: I quit my job in March.", "Ann quit their job in March 2024."),
    ],
)
def test_a_base_verb_after_to_looks_ahead(said: str, fact: str) -> None:
    assert texts(said, "Bob: Wow.") == [fact]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: I work Monday to Friday at the bakery now.",
            "Ann works Monday to Friday at the bakery now.",
        ),
        (
            "Ann: I'm on early shifts now, Tuesday to Saturday.",
            "Ann is on early shifts now, Tuesday to Saturday.",
        ),
        (
            "Ann: My new hours are Monday to Thursday, ten till six.",
            "Ann's new hours are Monday to Thursday, ten till six.",
        ),
        (
            "Ann: I'm in London from Monday to Friday for a course.",
            "Ann is in London from Monday, 14 October 2024 (2024-10-14) to Friday, 18 October"
            " 2024 (2024-10-18)"
            " for a course.",
        ),
        (
            "Ann: I'm off work Monday to Wednesday next week.",
            "Ann is off work on Monday, 14 October 2024 (2024-10-14) to Wednesday, 16 October"
            " 2024 (2024-10-16).",
        ),
    ],
)
def test_a_span_of_weekdays_in_a_routine_is_every_week(said: str, fact: str) -> None:
    assert texts(said, "Bob: Great.") == [fact]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: Tom and I are moving in together. We've found a flat in Leeds with a garden,"
            " and we get the keys on the 1st of November.",
            "Tom and Ann have found a flat in Leeds with a garden, and Tom and Ann get the keys"
            " on 1 November 2024 (2024-11-01).",
        ),
        (
            "Ann: Tom and I have bought a house, and we move in on the 2nd of December.",
            "Tom and Ann have bought a house, and Tom and Ann move in on 2 December 2024"
            " (2024-12-02).",
        ),
        (
            "Ann: One sad thing: my best friend Kofi broke his leg caving in Wales, and he's in"
            " a cast until February.",
            "Ann's best friend Kofi broke his leg caving in Wales, and Kofi is in a cast until"
            " February 2025.",
        ),
        (
            "Ann: Bad news: my neighbour Kofi fell off a ladder, and he's moved to a care home"
            " in September.",
            "Kofi has moved to a care home in September 2024.",
        ),
    ],
)
def test_a_present_clause_after_a_past_one_looks_ahead(said: str, fact: str) -> None:
    assert fact in texts(said, "Bob: Oh.")


@pytest.mark.parametrize(
    "said",
    [
        "Ann: Sorry, my phone keeps freezing today.",
        "Ann: Sorry, my phone is about to die.",
        "Ann: My laptop keeps crashing, sorry for the late reply.",
        "Ann: Sorry, my wifi keeps dropping out tonight.",
        "Ann: My internet is really slow today.",
        "Ann: My screen froze, so I missed your message.",
        "Ann: Sorry, my signal is terrible up here.",
    ],
)
def test_a_device_playing_up_forms_nothing(said: str) -> None:
    assert texts(said, "Bob: No worries.") == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: My phone was stolen on the bus on Friday.",
            "Ann's phone was stolen on the bus on Friday, 4 October 2024 (2024-10-04).",
        ),
        (
            "Ann: My laptop died last week so I bought a MacBook.",
            "Ann's laptop died in the week of 30 September 2024 (2024-09-30).",
        ),
        (
            "Ann: My boiler broke down on Tuesday.",
            "Ann's boiler broke down on Tuesday, 1 October 2024 (2024-10-01).",
        ),
    ],
)
def test_a_device_lost_or_broken_on_a_day_is_kept(said: str, fact: str) -> None:
    assert fact in texts(said, "Bob: Oh no.")


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "Ann: I can't stand opera. My sister dragged me to one and I left at the interval.",
            "Ann can't stand opera.",
        ),
        (
            "Ann: I hate musicals. My wife took me to one last year and I fell asleep.",
            "Ann hates musicals.",
        ),
        ("Ann: I love escape rooms. We did one in Leeds on Saturday.", "Ann loves escape rooms."),
    ],
)
def test_one_of_what_was_named_before_forms_nothing(said: str, kept: str) -> None:
    assert texts(said, "Bob: Ha.") == [kept]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: We got home at one in the morning after the wedding.",
            "Ann and others got home at one in the morning after the wedding.",
        ),
        (
            "Ann: My brother moved from one flat to another in Leeds.",
            "Ann's brother moved from one flat to another in Leeds.",
        ),
        (
            "Ann: My daughter turned one on Saturday.",
            "Ann's daughter turned one on Saturday, 5 October 2024 (2024-10-05).",
        ),
    ],
)
def test_one_that_is_a_number_is_kept(said: str, fact: str) -> None:
    assert texts(said, "Bob: Ha.") == [fact]


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "User: My son is getting married in Tenby on Saturday the 26th, and I need to choose"
            " a hat. What colours go with navy?",
            [
                "The user's son is getting married in Tenby on Saturday, 26 October 2024"
                " (2024-10-26)."
            ],
        ),
        (
            "User: I need to write a wedding toast. My sister is marrying her partner Jo on the"
            " 9th of November.",
            ["The user's sister is marrying her partner Jo on 9 November 2024 (2024-11-09)."],
        ),
        ("User: I have to pick a name for our new puppy, any ideas?", []),
        ("User: I need to come up with a menu for twelve people.", []),
    ],
)
def test_the_help_asked_for_said_as_a_need_forms_nothing(said: str, kept: list[str]) -> None:
    assert texts(said, "Assistant: Sure.") == kept


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: I need to find a new flat by December.",
            "Ann needs to find a new flat by December 2024.",
        ),
        (
            "Ann: I need to write my dissertation over the summer.",
            "Ann needs to write their dissertation over summer 2025.",
        ),
        (
            "Ann: I need to choose between two job offers, one in Leeds and one in York.",
            "Ann needs to choose between two job offers, one in Leeds and one in York"
            " (as of 7 October 2024).",
        ),
    ],
)
def test_a_need_of_ones_own_life_is_kept(said: str, fact: str) -> None:
    assert texts(said, "Bob: Good luck.") == [fact]


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "Ann: I have news I didn't expect: Tom and I are back together.",
            ["Tom and Ann are back together."],
        ),
        (
            "Ann: I've got one more piece of news. I passed my driving test on Friday!",
            ["Ann passed their driving test on Friday, 4 October 2024 (2024-10-04)."],
        ),
        ("Ann: I'm impressed.", []),
        ("Ann: My little brother is very well, thanks.", []),
        ("Ann: I'll be happy to finish, honestly.", []),
        (
            "Ann: My little sister is starting university in Leeds in September.",
            ["Ann's little sister is starting university in Leeds in September 2025."],
        ),
        (
            "Ann: My sister is expecting again!",
            ["Ann's sister is expecting again (as of 7 October 2024)."],
        ),
    ],
)
def test_news_announced_or_a_light_word_alone_forms_nothing(said: str, kept: list[str]) -> None:
    assert texts(said, "Bob: Good.") == kept


@pytest.mark.parametrize(
    "said",
    [
        "Ann: That was my second marathon. My first was in Paris in 2019.",
        "Ann: This is my third baby. My last was born in 2020.",
        "Ann: I ran it again this year and I was eight minutes faster.",
        "Ann: My rent is now seventy pounds higher.",
    ],
)
def test_a_first_or_a_difference_of_what_only_the_chat_said_forms_nothing(said: str) -> None:
    assert texts(said, "Bob: Ha.") == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Ann: My first car was a Fiesta.", "Ann's first car was a Fiesta."),
        (
            "Ann: I was nine minutes slower than my sister.",
            "Ann was nine minutes slower than their sister.",
        ),
    ],
)
def test_a_first_or_a_difference_that_names_its_own_is_kept(said: str, fact: str) -> None:
    assert texts(said, "Bob: Ha.") == [fact]


@pytest.mark.parametrize(
    "lines",
    [
        ("Bob: How is your mum's elbow?", "Ann: Healed, and she's back to her walks."),
        ("Bob: How is your dad's knee?", "Ann: Mended, and he's cycling again."),
        ("Bob: Has the cat made peace with you?", "Ann: Only when I feed him."),
        ("Bob: Do you still run?", "Ann: Only when the weather is nice."),
    ],
)
def test_an_answer_that_leans_on_the_question_forms_nothing(lines: tuple[str, str]) -> None:
    assert texts(*lines) == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: I fixed the fence on Saturday.",
            "Ann fixed the fence on Saturday, 5 October 2024 (2024-10-05).",
        ),
        ("Ann: My wrist has healed, so I'm back at the climbing wall.", "Ann's wrist has healed."),
    ],
)
def test_a_thing_mended_that_is_named_is_kept(said: str, fact: str) -> None:
    assert fact in texts(said, "Bob: Nice.")


@pytest.mark.parametrize(
    ("lines", "kept"),
    [
        (
            (
                "Bob: Who's in the team?",
                "Ann: Me, Crispus, our neighbour Pippa and her son Remi, who can count faster"
                " than anyone I know.",
            ),
            ["Ann's neighbour is Pippa.", "Pippa's son is Remi."],
        ),
        (
            (
                "Bob: Who's in the band?",
                "Ann: Me, my brother Tom and his wife Jess, who plays the fiddle.",
            ),
            ["Ann's brother is Tom.", "Tom's wife is Jess."],
        ),
        (
            (
                "Bob: How was the party?",
                "Ann: It was the best day. Sixty people in my uncle's garden in Catford, and"
                " Grandma danced for an hour.",
            ),
            [],
        ),
        (
            (
                "Bob: How was the wedding?",
                "Ann: Two hundred guests in a barn in Devon, and my brother gave the best speech.",
            ),
            [],
        ),
    ],
)
def test_a_list_or_a_scene_with_no_verb_of_its_own_forms_nothing(
    lines: tuple[str, str], kept: list[str]
) -> None:
    assert texts(*lines) == kept


def test_a_scene_with_a_verb_is_kept() -> None:
    assert texts(
        "Ann: Sixty people came to my uncle's party in Catford, and Grandma danced for an hour.",
        "Bob: Lovely.",
    ) == [
        "Sixty people came to Ann's uncle's party in Catford, and their grandma danced for an hour."
    ]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Ann: I work at the bakery in the morning and then teach yoga at night.",
            "Ann works at the bakery in the morning and then teaches yoga at night.",
        ),
        (
            "Ann: I drop the kids at school and then go to the gym.",
            "Ann drops the kids at school and then goes to the gym.",
        ),
        (
            "Ann: I drove to Leeds and then caught the train to York.",
            "Ann drove to Leeds and then caught the train to York.",
        ),
    ],
)
def test_a_verb_after_and_then_agrees_with_the_subject(said: str, fact: str) -> None:
    assert texts(said, "Bob: Busy!") == [fact]


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Ann: Maria came back from Leeds in August, and Maria and I talked for a whole night.",
            [
                "Maria came back from Leeds in August 2024.",
                "Maria and Ann talked for a whole night.",
            ],
        ),
        (
            "Ann: My sister visited in March, and my sister and I went to Paris.",
            ["Ann's sister visited in March 2024.", "Ann and their sister went to Paris."],
        ),
        (
            "Ann: I went to the market, and Tom and I bought a lamp.",
            ["Ann went to the market.", "Tom and Ann bought a lamp."],
        ),
        (
            "Ann: I like pizza, and my sister and I love sushi.",
            ["Ann likes pizza.", "Ann and their sister love sushi."],
        ),
    ],
)
def test_a_pair_with_i_after_and_is_a_clause_of_its_own(said: str, facts: list[str]) -> None:
    assert texts(said, "Bob: Wow.") == facts


def test_two_pairs_with_i_stay_one_fact() -> None:
    assert texts("Ann: Tom and I went to Bergen, and Maria and I went to Oslo.", "Bob: Wow.") == [
        "Tom and Ann went to Bergen, and Maria and Ann went to Oslo."
    ]


def test_a_list_ending_in_i_stays_one_clause() -> None:
    assert (
        texts("Ann: it was purple and gold and I looked like royalty, no regrets", "Bob: Ha.") == []
    )


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Ann: I moved out of my sister's flat, me and Aoife got a place in Headingley on the"
            " 1st of October.",
            [
                "Ann moved out of their sister's flat.",
                "Ann and Aoife got a place in Headingley on 1 October 2024 (2024-10-01).",
            ],
        ),
        (
            "Ann: I left my job, me and my brother started a business in August.",
            ["Ann left their job.", "Ann and their brother started a business in August 2024."],
        ),
        (
            "Ann: got news tho, me and kai fell out so im moving out",
            ["Ann and Kai fell out.", "Ann is moving out (as of 7 October 2024)."],
        ),
    ],
)
def test_me_and_someone_with_a_verb_opens_a_clause(said: str, facts: list[str]) -> None:
    assert texts(said, "Bob: Oh.") == facts


def test_me_and_someone_as_an_object_stays() -> None:
    assert texts("Ann: My mum drove me and my sister to Leeds on Friday.", "Bob: Nice.") == [
        "Ann's mum drove Ann and Ann's sister to Leeds on Friday, 4 October 2024 (2024-10-04)."
    ]


@pytest.mark.parametrize(
    ("lines", "kept"),
    [
        (("Ann: I gave the rest to my sister.", "Bob: Nice."), []),
        (
            (
                "Bob: How much did you raise?",
                "Ann: 200 quid for the hospice. spent the rest on pizza lol",
            ),
            ["Ann raised 200 quid."],  # the answer to the question; "the rest" forms nothing
        ),
        (
            (
                "Ann: I saved half of my bonus and spent the rest on a holiday in Crete.",
                "Bob: Nice.",
            ),
            ["Ann saved half of their bonus and spent the rest on a holiday in Crete."],
        ),
        (("Ann: I ate the rest of the cake.", "Bob: Nice."), ["Ann ate the rest of the cake."]),
    ],
)
def test_the_rest_of_what_only_the_chat_named_forms_nothing(
    lines: tuple[str, str], kept: list[str]
) -> None:
    assert texts(*lines) == kept

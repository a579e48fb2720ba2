"""A speaker's own news told in chat shapes (announced, shouted, continued in
fragments, told without a subject, given as an answer or inside a request) read as
plain facts; near-misses of each shape form nothing of it."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe
from memhub_server.pipeline.memory.rules.news import plain_news

WEDNESDAY = date(2026, 3, 4)


def texts(content: str) -> list[str]:
    facts = extract_facts(ExtractionInput(content, WEDNESDAY))
    assert all(unsafe(fact.text, fact.subject) is None for fact in facts)
    return [fact.text for fact in facts]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # asides ride along no more; an age said in passing is its own fact
        (
            "Joss: Turns out I'm lactose intolerant, at 44, go figure",
            ["Joss is lactose intolerant.", "Joss was 44 years old in March 2026."],
        ),
        ("Joss: I passed my driving test, finally", ["Joss passed their driving test."]),
        # the news, then the name of the place on its own
        (
            "Marta: I got the job!!! Brightwell Foods. I start on the 2nd of June",
            ["Marta got the job at Brightwell Foods."],
        ),
        # an announcement forms nothing; a fragment continues the news
        (
            "Marta: I have some big news. I'm selling the van. to Priya",
            ["Marta is selling the van to Priya (as of 4 March 2026)."],
        ),
        (
            "Marta: we're moving, did I tell you? from Leith to Govan.",
            ["Marta and others are moving from Leith to Govan (as of 4 March 2026)."],
        ),
        ("Marta: In other news, I joined a choir", ["Marta joined a choir."]),
        # subject-less news
        (
            "Joss: nine years teaching and I still love it",
            ["Joss has been teaching for nine years."],
        ),
        (
            "Joss: yeah, still working weekends at the garden centre",
            ["Joss is still working weekends at the garden centre."],
        ),
        (
            "Joss: last shift at the depot was yesterday. they threw me a party",
            ["Joss's last shift at the depot was on 3 March 2026 (2026-03-03)."],
        ),
        (
            "Joss: I'm in! the class starts on the 4th of June",
            ["Joss's class starts on 4 June 2026 (2026-06-04)."],
        ),
        # facts inside a request or a question to the assistant
        (
            "User: I'm writing a thank-you card, it's my best client, Kestrel Print",
            ["The user's best client is Kestrel Print."],
        ),
        (
            "User: Dev wants a beach holiday but I burn easily, is that a problem in Crete?",
            ["The user burns easily."],
        ),
        ("User: Noor is vegan by the way, does that change the menu?", ["Noor is vegan."]),
        (
            "User: my flatmate wants a rabbit but I'm really allergic. any ideas?",
            ["The user is really allergic to rabbits."],
        ),
        (
            "User: I volunteer at the food bank here in Dundee, mostly Saturdays",
            ["The user volunteers at the food bank in Dundee, mostly Saturdays."],
        ),
        (
            "User: how do I write a leaving card for my night shift team? "
            "I've been there since 2019",
            ["The user has been with their night shift team since 2019."],
        ),
        (
            "Joss: I moved desks, I'm in the data team now and Bettina is my co-author",
            ["Joss is in the data team now.", "Joss's co-author is Bettina."],
        ),
        ("Joss: my tortoise, it's called Brian", ["Joss's tortoise's called Brian."]),
        (
            "Joss: heads up I've changed my landline, it ends in 0931",
            ["Joss's landline ends in 0931."],
        ),
        (
            "Joss: I've been brewing it for eleven years at Copper Kettle, trust me",
            ["Joss has been brewing for eleven years at Copper Kettle."],
        ),
        (
            "Joss: my landlord is this grumpy retired sailor called Mr Pryce, honestly",
            ["Joss's landlord is a grumpy retired sailor called Mr Pryce."],
        ),
        (
            "Joss: I'm goalkeeper for the under-tens so the pressure is on",
            ["Joss is goalkeeper for the under-tens."],
        ),
        (
            "Joss: Hello from Reykjavik!! the hostel is freezing",
            ["Joss is in Reykjavik (as of 4 March 2026)."],
        ),
        (
            "Joss: Bonjour from Tournai! It rained all week.",
            ["Joss is in Tournai (as of 4 March 2026)."],
        ),
        (
            "Joss: Good morning from Akureyri. The ferry was late.",
            ["Joss is in Akureyri (as of 4 March 2026)."],
        ),
        ("Joss: Hiya from Portree!", ["Joss is in Portree (as of 4 March 2026)."]),
        # what was just named, said again
        (
            "Joss: the hip operation is booked. Monday the 9th, at last",
            ["Joss's hip operation is booked, on 9 March 2026 (2026-03-09)."],
        ),
        (
            "Joss: I finished my novel!! 412 pages",
            ["Joss finished their novel, 412 pages."],
        ),
        (
            "Joss: theory test on Monday, passed",
            ["Joss passed their theory test on Monday, 2 March 2026 (2026-03-02)."],
        ),
        (
            "Joss: I've picked my song btw. it's a ballad by Nina Simone",
            ["Joss's song is a ballad by Nina Simone."],
        ),
        (
            "User: side note, we took on a trainee. her name is Wren, she starts Monday",
            ["The user's new trainee is called Wren."],
        ),
    ],
)
def test_speaker_news_forms_the_plain_fact(content: str, expected: list[str]) -> None:
    formed = texts(content)
    for fact in expected:
        assert fact in formed
    assert not any("news" in fact or "figure" in fact or "finally" in fact for fact in formed)


def test_a_closer_description_joins_and_names_what_is_fetched() -> None:
    formed = texts(
        "Marta: ooh I have news! Dev and I are adopting a cat. A one-eyed tabby, "
        "we collect her on Friday"
    )
    assert any("one-eyed tabby" in fact and "adopting a cat" in fact for fact in formed)
    fetched = "Dev and Marta collect the one-eyed tabby on "  # "we" is the pair just named
    assert any(fact.startswith(fetched) for fact in formed)
    assert not any(" her " in fact or "news" in fact for fact in formed)


@pytest.mark.parametrize(
    ("prompt", "answer", "expected"),
    [
        (
            "did you get the Dunmore job?",
            "I got it! I start in April",
            "Joss got the Dunmore job.",
        ),
        (
            "how long have you been a welder now?",
            "Eleven years in May. still love it",
            "Joss has been a welder for eleven years.",
        ),
        (
            "how long have you been in Lisbon?",
            "almost two years.",
            "Joss has been in Lisbon for two years.",
        ),
    ],
)
def test_an_answer_about_the_news_is_read_with_the_question(
    prompt: str, answer: str, expected: str
) -> None:
    assert expected in texts(f"Ana: {prompt}\nJoss: {answer}")


def test_doing_since_a_day_is_an_ongoing_fact() -> None:
    formed = texts("User: walking without a stick since January, my physio is thrilled")
    assert (
        "The user has been walking without a stick since January 2026 (as of 4 March 2026)."
        in formed
    )


# --- near-misses: the shape is close, the rewrite must not fire ---------------------


@pytest.mark.parametrize(
    ("said", "prompt"),
    [
        ("Still raining here, ugh.", None),
        ("Last week was chaos.", None),
        ("it's my fault, Sam.", None),
        ("I got the job! Friday. Still in shock.", None),
        ("We're getting a sofa. A grey one would be nice.", None),
        ("I'm in! the party is at eight.", None),
        ("Working from home since May has been great.", None),
        ("I leave the office, at 17.", None),
        ("I got it wrong, sorry.", "did you get the Dunmore job?"),
        ("Too long, honestly.", "how long have you been a welder?"),
        ("I got it!", "did you get the joke?"),
        ("We pick her up at six.", None),
        ("I lost my keys. it's a disaster.", None),
        ("Hello from all of us!", None),
        ("Good morning from the sofa!", None),
        ("That's my boy, Leo!", None),
        ("I met a man. A very odd one, he sold me a kettle.", None),
        ("the wedding is booked. next June", None),
        ("I was at this gig last night.", None),
        ("I moved so I could be nearer my mum.", None),
        ("This is my house.", None),
        ("Tom is my brother.", None),
        ("I hate my commute. I've been there since May.", None),
        ("The table is booked. Tuesday was busy.", None),
        ("I met a guy. his name is Tom.", None),
        ("She wants a dog but I'm allergic to dogs.", None),
        ("Exam on Monday, passed out after.", None),
    ],
)
def test_near_misses_are_left_as_written(said: str, prompt: str | None) -> None:
    assert plain_news(said, prompt) == said


@pytest.mark.parametrize(
    "content",
    [
        "Joss: I have news!",
        "Joss: my news is worse.",
        "Joss: Still raining here, ugh.",
        "Joss: Last week was chaos.",
        "User: Sam thinks I'm lazy but what if he's right, should I quit?",
        "User: Kit is coming but maybe it rains, should we cancel?",
        "Ana: how long have you been a welder?\nJoss: Too long, honestly.",
        "Ana: did you get the Dunmore job?\nJoss: I got it wrong, sorry.",
        "Joss: Two years ago living here was cheap.",
    ],
)
def test_near_misses_form_nothing(content: str) -> None:
    assert texts(content) == []

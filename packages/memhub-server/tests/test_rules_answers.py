"""Short answers read with the wh-question they answer (issue #15, rules/answers.py).

"when do you start?" - "the 3rd" says nothing alone; read with its question it says when
the answerer starts. Each rule is checked on the rewrite itself and, for a few, on the
facts the whole extractor forms from a two-person chat (dates resolved, gate passed).
Near-misses (hedges, jokes, questions back, answers not next to the question) form
nothing. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.answers import short_answer

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- the rewrite --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "statement"),
    [
        # when
        (
            "when do you collect the van?",
            "the 9th of July.",
            "I collect the van on the 9th of July.",
        ),
        ("ooh when are you flying out?", "next Thursday", "I'm flying out next Thursday."),
        (
            "when does Berit start at the hospice?",
            "Monday",
            "Berit starts at the hospice on Monday.",
        ),
        (
            "when are you and Fenwick getting married?",
            "next August!",
            "Fenwick and I are getting married next August.",
        ),
        ("when did you two meet again?", "June 2011", "We met in June 2011."),
        ("when's your viva?", "the 3rd. terrified", "My viva is on the 3rd. terrified"),
        ("when is Dagny's recital?", "end of June", "Dagny's recital is in late June."),
        # where
        ("where are you moving to?", "Kilkenny, for the new job", "I'm moving to Kilkenny."),
        (
            "where does Sunniva work now?",
            "the Royal Observatory",
            "Sunniva works at the Royal Observatory.",
        ),
        (
            "where's your brother living?",
            "just outside Dunedin",
            "My brother is living just outside Dunedin.",
        ),
        ("where is Berit from originally?", "Stavanger", "Berit is from Stavanger."),
        ("where are you headed this summer? where to?", "Zadar", "Zadar"),
        # what / which
        ("what do you teach again?", "geography, mostly year 9", "I teach geography."),
        ("which uni did you go to?", "Aberystwyth", "I went to Aberystwyth."),
        ("what are you studying at uni?", "Marine Biology", "I'm studying Marine Biology."),
        ("what did you buy in the end?", "a Brompton", "I bought a Brompton."),
        ("what breed is Ludo?", "whippet, yes", "Ludo is a whippet."),
        ("what colour is your kayak?", "bright orange", "My kayak is bright orange."),
        ("what does your sister do?", "glazier", "My sister works as a glazier."),
        ("what does Oriel do for work?", "nursing", "Oriel works in nursing."),
        ("what's Dagny's surname?", "Oyelaran", "Dagny's surname is Oyelaran."),
        (
            "what is Dagny's band called?",
            "The Lowland Hundred",
            "Dagny's band is called the Lowland Hundred.",
        ),
        # who ... with / for
        ("who do you work for?", "Halvorsen Marine, since March", "I work for Halvorsen Marine."),
        ("who does Berit live with?", "my cousin", "Berit lives with my cousin."),
        ("who are you playing for now?", "Hexham Rovers", "I'm playing for Hexham Rovers."),
        ("what year is your son in now?", "Year 4, somehow", "My son is in year 4."),
        ("Fenwick, which grade is Oriel in?", "grade 2", "Oriel is in grade 2."),
        # how old, how many
        ("how old is your son now?", "seven in March", "My son turns 7 in March."),
        ("how old are you?", "34 next week", "I turn 34 next week."),
        ("how old is Tarquin?", "nearly nine", "Tarquin is nearly 9."),
        ("how many kids does Caspian have?", "three", "Caspian has three kids."),
        ("how many languages do you speak?", "four", "I speak four languages."),
        (
            "how long has Berit been a midwife?",
            "twelve years!",
            "Berit has been a midwife for twelve years.",
        ),
        (
            "how long have your parents lived in Zadar?",
            "since 1998",
            "My parents have lived in Zadar since 1998.",
        ),
        ("what's Sunniva studying?", "Marine Biology", "Sunniva is studying Marine Biology."),
        # yes to a question about someone named
        ("is Berit pregnant?", "yes!!", "Berit is pregnant."),
        ("did Berit pass?", "yes she did!", "Berit passed."),
        ("is Berit a vet now?", "yep", "Berit is a vet now."),
        ("did Perpetua get the flat?", "yes!!", "Perpetua got the flat."),
        (
            "has Wendeline finished the thesis?",
            "yes, finally!",
            "Wendeline has finished the thesis.",
        ),
    ],
)
def test_a_fragment_answer_becomes_the_statement_asked_for(
    question: str, answer: str, statement: str
) -> None:
    assert short_answer(question, answer) == statement


def test_a_name_given_takes_its_owner_from_the_answerers_turn_before() -> None:
    said = "we finally brought home a rescue dog!"
    assert short_answer("what's the dog called?", "Bramwell", said) == "Our dog is called Bramwell."
    mine = "my sister had her baby on Sunday"
    assert (
        short_answer("what's the baby called?", "Ines!", mine) == "My sister's baby is called Ines."
    )
    # nothing said whose it is: no owner, no fact
    assert short_answer("what's the dog called?", "Bramwell", "it rained all day") == "Bramwell"


@pytest.mark.parametrize(
    ("earlier", "question", "answer", "statement"),
    [
        ("I got a new puppy!", "aww what's her name?", "Mochi", "My puppy is called Mochi."),
        (
            "we adopted a rescue dog",
            "what's he called?",
            "Ferdinand",
            "Our dog is called Ferdinand.",
        ),
        (
            "we had a baby boy on Sunday!!",
            "what are you calling him?",
            "Aurelio",
            "Our baby boy is called Aurelio.",
        ),
        (
            "I joined a choir!",
            "ooh what's it called?",
            "Harbour Voices",
            "My choir is called Harbour Voices.",
        ),
        (
            "we finally opened our own bakery",
            "name??",
            "The Flour Pot",
            "Our bakery is called the Flour Pot.",
        ),
        ("we're moving!!", "where to??", "Hexham, near my mum", "we're moving to Hexham."),
        ("we got engaged!!", "omg when's the wedding?", "next June", "Our wedding is next June."),
        ("I'm pregnant!!", "when is the baby due?", "March", "My baby is due in March."),
        ("I've got an interview", "when's the interview?", "Friday", "My interview is on Friday."),
    ],
)
def test_what_the_answerers_turn_before_brought_up_is_named_or_dated(
    earlier: str, question: str, answer: str, statement: str
) -> None:
    assert short_answer(question, answer, earlier) == statement


@pytest.mark.parametrize(
    ("earlier", "question", "answer"),
    [
        ("my sister had her baby", "what's his name?", "Otto"),  # the sister is no "he"
        ("my new boss and my new mentor start today", "what's her name?", "Pia"),  # which one
        ("my puppy Miso is poorly", "what's her name?", "Miso"),  # named already
        ("it rained all day", "when's the wedding?", "next June"),  # whose wedding
        ("I joined a choir!", "what's it called?", "No idea"),  # no name
        ("my sister had twins", "names?", "Ava and Ned"),  # two, and no one brought up alone
        ("I got a new job!", "where?", "Hexham"),  # at, in or near: nothing says
        ("I'm moving", "where?", "somewhere warm"),  # no place
        ("are you coming to the wedding?", "when's the wedding?", "June"),  # a question before
    ],
)
def test_nothing_named_or_dated_when_the_turn_before_settles_nothing(
    earlier: str, question: str, answer: str
) -> None:
    assert short_answer(question, answer, earlier) == answer


def test_a_bare_when_dates_the_answerers_one_piece_of_news() -> None:
    said = "I passed my driving test!!! first go"
    assert (
        short_answer("amazing! when was it?", "yesterday", said)
        == "I passed my driving test yesterday."
    )
    earlier = "big news: we're moving to Lowestoft!"
    assert short_answer("WHAT. when??", "end of October", earlier) == (
        "we're moving to Lowestoft in late October."
    )
    # two pieces of news, or news dated already: which one, nothing says
    assert short_answer("when??", "May", "I quit. I'm moving to Ballarat.") == "May"
    assert short_answer("when??", "May", "I'm moving to Ballarat next year") == "May"


# --- near-misses ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # hedges, wishes, refusals, jokes
        ("where are you moving to?", "no idea yet"),
        ("where are you moving to?", "maybe Durham?"),
        ("where are you moving to?", "the moon haha"),
        ("when do you start the new job?", "dunno, they haven't said"),
        ("when are you getting married?", "not sure"),
        ("what do you teach?", "I wish I knew lol"),
        ("how old is your daughter?", "probably seven"),
        ("did Perpetua get the flat?", "no, sadly"),
        ("is Berit a bit tired?", "yes"),
        ("is Berit mad?", "yes"),
        ("did Berit go?", "yes"),
        ("did Berit like it?", "yes"),
        ("how long has Berit been there?", "ages"),
        ("what year is your son in?", "the same as Oriel"),
        ("who did you go with?", "Nobody"),
        ("who did you go with?", "my sister"),  # went where: half a fact
        ("where are you working these days?", "Same place, sadly"),
        ("what's Dagny's problem?", "Oyelaran"),
        # answered with a question
        ("what do you teach?", "why do you ask?"),
        ("where are you moving to?", "Hexham?"),
        # rhetorical or idle questions
        ("who knows where we'll end up?", "Durham"),
        ("what do you think?", "lovely"),
        ("when are you free?", "Tuesday"),
        ("where did you put the keys?", "the drawer"),
        # the question is about someone no one names, or asks two things
        ("when does he start?", "Monday"),
        ("when does school start?", "Monday"),
        ("where are you going and when?", "Zadar"),
        # the answer is no fragment of the type asked for
        ("when do you collect the van?", "Hexham"),
        ("where are you moving to?", "soon"),
        ("where are you moving to?", "somewhere warm"),
        ("how old is your son?", "old enough to know better"),
        ("how many kids does Caspian have?", "one"),
        ("what breed is Ludo?", "something fluffy"),
        # a statement, not a question, before the answer
        ("I'm off to the coast next week.", "Zadar"),
    ],
)
def test_answers_that_commit_to_nothing_are_left_as_they_are(question: str, answer: str) -> None:
    assert short_answer(question, answer) == answer


def test_the_answer_must_follow_the_question_it_answers() -> None:
    # an unrelated turn in between: the date answers nothing the prompt asked
    assert not texts(
        "Lin: when do you collect the van?",
        "Sol: hang on, the kettle's boiling",
        "Lin: ok",
        "Sol: the 9th of July",
    )
    # the asker answering their own question is no answer
    assert not texts("Lin: where are you moving to?", "Lin: Zadar, I bet")


# --- through the extractor ----------------------------------------------------------


def test_a_date_answer_is_resolved_against_the_document_date() -> None:
    formed = texts("Lin: when do you hand the keys over?", "Sol: the 1st of December.")
    assert formed == ["Sol hands the keys over on 1 December 2024 (2024-12-01)."]


def test_a_where_answer_forms_the_move_and_drops_its_aside() -> None:
    assert texts("Lin: where are you moving to?", "Sol: Kilkenny, for Fen's job") == [
        "Sol is moving to Kilkenny."
    ]


def test_a_dated_age_answer_forms_a_dated_age() -> None:
    formed = texts("Lin: how old is your son now?", "Sol: seven in March")
    assert formed == ["Sol's son turns 7 in March 2025."]


def test_an_answer_other_rules_already_read_is_not_read_twice() -> None:
    # "where are you living?" is the context module's: one fact, its wording
    assert texts("Lin: where are you living these days?", "Sol: Hexham, near my mum") == [
        "Sol lives in Hexham."
    ]

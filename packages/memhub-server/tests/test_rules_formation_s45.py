"""Formation misses of session 45 (issue #15): turns whose fact was never formed.

A felt "-ing" word ("boiling", "freezing", "buzzing", "starving") followed by its object is a
verb of work or cooking, not how someone feels: "I'm still boiling octopus at the fairs"
forms a fact, while "I'm boiling today" still forms nothing.

A subjectless "Still ..." answer to "Is <someone else> still ...?" is that person's, not the
speaker's: "Is Manolo still driving for the cannery?" - "Still driving the lorry ..." forms
"Manolo is still driving the lorry ...", and after "Is she still ...?" the "she" is read
across the turns or the answer forms nothing.

A post named by what is kept, then "keeper", as two words ("a sluice keeper", "the lock
keeper on the canal") is a job as "beekeeper" is; "a keeper" alone is praise or a goalie.

"What does she like?" (no kind of thing named) answered by a list of things ("wild swimming
and true crime podcasts") says what she likes; "work" or "anything" says nothing. The
sentences are our own.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import RuleExtractor

DAY = date(2024, 8, 3)  # a Saturday


def texts(*lines: str, day: date = DAY) -> list[str]:
    [facts] = RuleExtractor().extract(
        [ExtractionInput(content="\n".join(lines), document_date=day)]
    )
    return [fact.text for fact in facts]


# --- a felt "-ing" word with an object is a verb ---------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Breixo: I'm still boiling pulpo at the fairs.",
            "Breixo is still boiling pulpo at the fairs",
        ),
        (
            "Maren: I was freezing the berries for winter.",
            "Maren was freezing the berries for winter",
        ),
        (
            "Tobiah: im boiling crawfish for the church supper every friday",
            "Tobiah is boiling crawfish for the church supper every friday",
        ),
        (
            "Odile: I'm still buzzing visitors in at the hospital front desk.",
            "Odile is still buzzing visitors in at the hospital front desk",
        ),
        (
            "Kwame: Lucky you. I'm still boiling sweetcorn at the county show, in my uncle's pot.",
            "Kwame is still boiling sweetcorn at the county show",
        ),
    ],
)
def test_felt_ing_word_with_an_object_forms_a_fact(line: str, expected: str) -> None:
    assert any(expected in text for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Breixo: I'm boiling today.",
        "Maren: I'm absolutely freezing this morning!",
        "Tobiah: im starving lol",
        "Odile: I'm buzzing tonight!",
        "Kwame: I am boiling in this heat.",
        "Ines: I was freezing all day at the match.",
        "Ola: She's fuming about the bins.",
        "Ines: was starving the whole way home",
    ],
)
def test_felt_ing_word_without_an_object_stays_a_feeling(line: str) -> None:
    assert texts(line) == []


# --- a subjectless "Still ..." answer about the one asked after ------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Ana: Is Tomasz still driving for the brewery?",
                "Joe: Still driving the dray for the brewery in Tadcaster.",
            ),
            "Tomasz is still driving the dray for the brewery in Tadcaster",
        ),
        (
            (
                "Ana: does Priyanka still work at the library?",
                "Joe: still at the library, and she loves it",
            ),
            "Priyanka is still at the library",
        ),
        (
            (
                "Ana: Is your brother still at the bakery?",
                "Joe: Still at the bakery, still a baker.",
            ),
            "Joe's brother is still at the bakery",
        ),
        (
            ("Ana: Is Bogdan still fixing boats?", "Joe: Yes, still at the boatyard in Hull."),
            "Bogdan is still at the boatyard in Hull",
        ),
        (
            (
                "Ana: Gretchen says hi. Is she still teaching piano?",
                "Joe: Still teaching piano in Bremen.",
            ),
            "Gretchen is still teaching piano in Bremen",
        ),
        (
            (
                "Joe: Lucjan thinks he might be made foreman at the quarry.",
                "Ana: Is he still on the night shift?",
                "Joe: Still loading lorries on the night shift.",
            ),
            "Lucjan is still loading lorries on the night shift",
        ),
    ],
)
def test_still_answer_is_the_one_asked_after(lines: tuple[str, ...], expected: str) -> None:
    formed = texts(*lines)
    assert any(expected in text for text in formed), formed
    assert not any(text.startswith("Joe is still") for text in formed), formed


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # asked of the one answering: theirs, as before
        (
            ("Ana: Are you still at the bakery?", "Joe: Still at the bakery."),
            "Joe is still at the bakery",
        ),
        (
            ("Ana: u still driving for the brewery?", "Joe: still driving the dray"),
            "Joe is still driving the dray",
        ),
        # a question about someone, then one of the answerer: the last one decides
        (
            ("Ana: Is Tomasz well? Are you still at the docks?", "Joe: Still at the docks."),
            "Joe is still at the docks",
        ),
        # a capitalised word that is no one
        (
            ("Ana: Is Easter still on? Are you still at the mill?", "Joe: Still at the mill."),
            "Joe is still at the mill",
        ),
    ],
)
def test_still_answer_of_the_one_asked_stays_theirs(lines: tuple[str, str], expected: str) -> None:
    formed = texts(*lines)
    assert any(expected in text for text in formed), formed


@pytest.mark.parametrize(
    "lines",
    [
        ("Ana: Is she still at the archive?", "Joe: Still at the archive."),
        ("Ana: is he still driving buses", "Joe: still driving buses in Riga"),
    ],
)
def test_still_answer_about_an_unnamed_one_is_nobody_s(lines: tuple[str, str]) -> None:
    assert not any(text.startswith("Joe") for text in texts(*lines)), texts(*lines)


# --- "<what> keeper" as two words is a post ----------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Kim: Oskari is a sluice keeper.", "Oskari is a sluice keeper"),
        ("Kim: Halvard is the lock keeper on the canal at Bath.", "Halvard is the lock keeper"),
        ("Kim: Mirela is the park keeper in Sefton Park.", "Mirela is the park keeper"),
        ("Kim: my uncle Dov is a toll keeper on the old bridge", "uncle Dov is a toll keeper"),
        (
            "Kim: My husband Arvo will bake. He's the weir keeper at Pulteney.",
            "Arvo is the weir keeper at Pulteney",
        ),
    ],
)
def test_what_is_kept_then_keeper_is_a_post(line: str, expected: str) -> None:
    assert any(expected in text for text in texts(line)), texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Kim: Tamsin is a keeper.",
        "Kim: Oskari is a keeper lol.",
        "Kim: Oskari is the keeper of the keys.",
    ],
)
def test_keeper_alone_is_no_post(line: str) -> None:
    assert not any("keeper" in text for text in texts(line)), texts(line)


# --- "What does <someone> like?" answered by a list ------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Assistant: What does Ingeborg like?", "User: Wild swimming and true crime podcasts."),
            "Ingeborg likes wild swimming and true crime podcasts",
        ),
        (("Assistant: What does your dad enjoy?", "User: golf and crosswords"), "dad enjoys golf"),
        (
            ("Assistant: What do you love?", "User: Pottery. And long walks on the beach."),
            "The user loves pottery and long walks on the beach",
        ),
        (
            ("Kim: What does Radomir like?", "Ana: darts n real ale. n old westerns"),
            "Radomir likes darts and real ale and old westerns",
        ),
        (
            ("Assistant: Lovely! What does Oona enjoy doing?", "User: Knitting, mostly."),
            "Oona enjoys knitting",
        ),
        (
            ("Assistant: What does Yolanda enjoy?", "User: Bouldering and zombie films."),
            "Yolanda enjoys bouldering and zombie films",
        ),
    ],
)
def test_what_someone_likes_answered_by_a_list(lines: tuple[str, str], expected: str) -> None:
    assert any(expected in text for text in texts(*lines)), texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        ("Assistant: What does Ingeborg like?", "User: Anything really."),
        ("Assistant: What does Ingeborg like?", "User: Work, mostly, and sleep."),
        ("Assistant: What does she like?", "User: Wild swimming."),  # whose "she", unsaid
        ("Assistant: What does Ingeborg like?", "User: No idea, to be honest."),
    ],
)
def test_what_someone_likes_without_a_liking(lines: tuple[str, str]) -> None:
    assert not any("like" in text for text in texts(*lines)), texts(*lines)

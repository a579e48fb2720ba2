"""A plain fact about someone named when no rule forms one (issue #15, rules/plain.py).

News told of a named person in a shape no rule reads (a copula, "had") is kept as said
when a resolved day dates it, and where they are now ("is in a cast") with the day it was
said. What still leans on the
chat, what someone says or feels, verdicts, a verb whose object the chat held ("left on the
3rd"), loose lists of names and days named like people form nothing.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2025, 4, 16)  # a Wednesday


# Names the namespace's memories already give people (the server passes them on).
KNOWN = frozenset(
    {"Ansgar", "Brunhild", "Casimir", "Feargal", "Ysolde", "Gwenllian", "Ludovica", "Ffion"}
    | {"Idris", "Rhodri", "Eluned", "Morag", "Tamsin"}
)


def texts(*lines: str) -> list[str]:
    item = ExtractionInput("\n".join(lines), DAY, known_names=KNOWN)
    return [fact.text for fact in extract_facts(item)]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Maren: Ansgar was sent home from the rig on the 3rd.",
            "Ansgar was sent home from the rig on 3 April 2025 (2025-04-03).",
        ),
        (
            "Tobiah: Brunhild had four lambs on Monday, all in the top field.",
            "Brunhild had four lambs on Monday, 14 April 2025 (2025-04-14), all in the top field.",
        ),
        (
            "Orla: Casimir turns seventy on the 9th of June.",
            "Casimir turns seventy on 9 June 2025 (2025-06-09).",
        ),
        (
            "Dervla: Feargal leaves for Perth on the 2nd of May",
            "Feargal leaves for Perth on 2 May 2025 (2025-05-02).",
        ),
        (
            "Wanda: Ysolde has been back at the bakery since the 1st of March!",
            "Ysolde has been back at the bakery since 1 March 2025 (2025-03-01).",
        ),
        (
            "Emlyn: Gwenllian has been chief engineer at the pumping station since January.",
            "Gwenllian has been chief engineer at the pumping station since January 2025.",
        ),
        (
            "Pascale: Ludovica was in hospital on Saturday with her chest.",
            "Ludovica was in hospital on Saturday, 12 April 2025 (2025-04-12) with her chest.",
        ),
    ],
)
def test_a_dated_record_about_someone_named_forms_the_fact(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Hedda: Ffion is in a cast.", "Ffion is in a cast (as of 16 April 2025)."),
        (
            "Hedda: Idris is back on the night boat",
            "Idris is back on the night boat (as of 16 April 2025).",
        ),
        (
            "Hedda: Rhodri is out of the plaster!",
            "Rhodri is out of the plaster (as of 16 April 2025).",
        ),
        (
            "Hedda: Eluned is in her final year",
            "Eluned is in her final year (as of 16 April 2025).",
        ),
        ("Hedda: Ffion is in a neck brace.", "Ffion is in a neck brace (as of 16 April 2025)."),
    ],
)
def test_where_someone_named_is_now_is_kept_with_the_day(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    [
        "Maren: Ansgar cried on Tuesday.",  # a feeling
        "Maren: Ansgar was furious on Monday.",  # a mood, dated or not
        "Maren: Ansgar says he moved on the 3rd.",  # what someone says
        "Maren: Ansgar sold it on the 3rd.",  # "it" leans on the chat
        "Maren: Ansgar took her to Oban on Saturday.",  # "her": who, the chat said
        "Maren: Ansgar was on the same ferry on Monday.",  # "the same" as what
        "Maren: Ansgar went there on Friday.",  # "there"
        "Maren: Ansgar is lovely.",  # a verdict
        "Maren: Ansgar was the best on Sunday.",  # a verdict, dated
        "Maren: Easter is on the 20th this year.",  # a holiday is nobody
        "Maren: Ansgar has a big shed.",  # undated: no rule, no record of a day
        "Maren: Ansgar left on the 3rd.",  # left what: the chat said
        "Maren: Ansgar was at the match on Saturday, Bryony and Cai.",  # who else, loosely
        "Maren: Ansgar finished the roof on Monday, and everyone is relieved.",  # a mood after
        "Maren: Morag is in a mood.",  # a passing mood
        "Maren: Tamsin is in the middle of exams.",  # a moment
        "Maren: Ansgar is on the same boat.",  # the same as what
        "Maren: Ansgar is in it.",  # "it"
        "Maren: Ansgar was in a cast.",  # undated and past: when, unsaid
        "Maren: Would Ansgar leave on the 3rd?",  # a question
        "Maren: If Ansgar leaves on the 3rd, I'll cry.",  # a condition
    ],
)
def test_what_is_not_a_safe_record_forms_nothing_about_them(line: str) -> None:
    found = texts(line)
    assert not any(text.startswith(("Ansgar", "Easter", "Morag", "Tamsin")) for text in found)


@pytest.mark.parametrize(
    "line",
    [
        "Maren: Snow fell on Monday and the trains stopped.",
        "Maren: Church was packed on Sunday.",
        "Maren: Rehearsal was moved on Friday.",
        "Maren: Hendrika was called back to the yard on Monday.",  # a name no one attests
    ],
)
def test_a_capitalised_word_no_one_attests_as_a_name_forms_nothing(line: str) -> None:
    assert texts(line) == []

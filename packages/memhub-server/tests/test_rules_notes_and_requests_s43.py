"""Notes and requests to remember that carry a fact (issue #15, session 43).

A note ("Note:", "note for later:", "reminder -") or a request ("remind me ...", "can you
remind me to ...", a bare "remember ..." with a day in it) keeps a fact: the frame is
dropped, the fact kept and its day resolved. In a note, an event named any way and dated is
kept ("the rowing club's quiz night is at the Anchor on Friday the 14th"); so is work on a
part of the writer's home, a terse booking ("suit fitting thurs 2pm"), a thing's tax or
insurance falling due ("due 12 june"). A task asked to be reminded of is the writer's need
when it names someone or a sum (a day alone makes it an errand); "remind me it's Dad's
party on the 1st" keeps the party and its day. A request with no fact in it forms nothing.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2024, 5, 15)  # a Wednesday


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(lines), DAY))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Note: the rowing club's spring quiz night is at the Anchor Inn on Friday the"
            " 14th of June.",
            "The rowing club's spring quiz night is at the Anchor Inn on Friday, 14 June 2024"
            " (2024-06-14).",
        ),
        (
            "Note for later: the parish harvest supper is in the church hall on the 21st of"
            " September.",
            "The parish harvest supper is in the church hall on 21 September 2024 (2024-09-21).",
        ),
        (
            "User: reminder: the choir's summer concert will be at St Mary's on the 30th of June.",
            "The choir's summer concert will be at St Mary's on 30 June 2024 (2024-06-30).",
        ),
        (
            "Note: the allotment society AGM is on 3 June.",
            "The allotment society AGM is on 3 June 2024 (2024-06-03).",
        ),
        (
            "User: Note for later: the water heater is being serviced on Thursday the 23rd of May.",
            "The user's water heater is being serviced on Thursday, 23 May 2024 (2024-05-23).",
        ),
        (
            "User: note: the solar panels are getting cleaned on the 4th of June",
            "The user's solar panels are getting cleaned on 4 June 2024 (2024-06-04).",
        ),
        (
            "User: Reminder: the wood stove is being swept next Tuesday.",
            "The user's wood stove is being swept on Tuesday, 21 May 2024 (2024-05-21).",
        ),
        (
            "User: note: suit fitting thurs 23rd may 2pm",
            "The user has got the suit fitting on Thursday, 23 May 2024 (2024-05-23) at 2pm.",
        ),
        (
            "User: reminder - massage sat 10am",
            "The user has got the massage on Saturday, 18 May 2024 (2024-05-18) at 10am.",
        ),
        (
            "User: remind me the insurance on the campervan is due 12 june",
            "The user's insurance on the campervan is due on 12 June 2024 (2024-06-12).",
        ),
        (
            "User: note: the tax on the motorbike expires 3 aug",
            "The user's tax on the motorbike expires on 3 August 2024 (2024-08-03).",
        ),
        (
            "User: remind me the road tax on the jeep is due 1 july",
            "The user's road tax on the jeep is due on 1 July 2024 (2024-07-01).",
        ),
    ],
)
def test_a_note_keeps_its_dated_fact(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "User: Can you remind me to pay Ingrid back the 40 pounds for the concert tickets?",
            "The user needs to pay Ingrid back the 40 pounds for the concert tickets (as of"
            " 15 May 2024).",
        ),
        (
            "User: pls remind me to give Sunita her casserole dish back on Friday",
            "The user needs to give Sunita her casserole dish back on Friday, 17 May 2024"
            " (2024-05-17).",
        ),
        (
            "User: could you remind me to return Tobias's drill tomorrow?",
            "The user needs to return Tobias's drill on 16 May 2024 (2024-05-16).",
        ),
        (
            "User: don't let me forget to pay Marek the 30 quid for the petrol.",
            "The user needs to pay Marek the 30 quid for the petrol (as of 15 May 2024).",
        ),
        (
            "User: remember the kids break up for summer on the 19th of July",
            "The user's kids break up for summer on 19 July 2024 (2024-07-19).",
        ),
        (
            "User: remember the twins start nursery on 2 sept",
            "The user's twins start nursery on 2 September 2024 (2024-09-02).",
        ),
        (
            "User: remind me it's Dad's 70th birthday party on the 1st of June",
            "The user's dad's 70th birthday party is on 1 June 2024 (2024-06-01).",
        ),
        (
            "User: don't let me forget it's our anniversary next Tuesday!",
            "The user's anniversary is on Tuesday, 21 May 2024 (2024-05-21).",
        ),
        (
            "User: remind me its nans 90th do at the golf club on sat 8th june, shes made a list",
            "The user's nan's 90th do is at the golf club on Saturday, 8 June 2024 (2024-06-08).",
        ),
        (
            "User: Please remember my wife's birthday is on the 2nd of March; don't forget"
            " this time!",
            "The user's wife's birthday is on the 2nd of March.",
        ),
        (
            "User: remember that I'm allergic to penicillin, and don't you forget it",
            "The user is allergic to penicillin.",
        ),
    ],
)
def test_a_request_keeps_its_fact(line: str, expected: str) -> None:
    assert texts(line) == [expected]


@pytest.mark.parametrize(
    "line",
    [
        "User: remind me to drink water",
        "User: remind me later",
        "User: can you remember that?",
        "User: remind me to be nicer lol",
        "User: please remind me to ring the plumber on Monday",  # an errand, no fact
        "User: remind me to ring Mum on Sunday",
        "User: Remember the 5th of May, at the lake?",
        "User: remind me it's nice out",
        "User: remind me it's on Friday",
        "User: note: the weather is lovely today",
    ],
)
def test_a_request_with_no_fact_forms_nothing(line: str) -> None:
    assert texts(line) == []


def test_the_kids_next_door_are_not_the_writers() -> None:
    assert not any(
        "user's kids" in text
        for text in texts("User: note: the kids next door are at camp on the 3rd of June")
    )


# review s43: a request with a condition or a hedge keeps it or forms nothing
@pytest.mark.parametrize(
    "line",
    [
        "User: remind me it's Tom's party on Friday, if he still has it",
        "User: remind me it's Tom's party on Friday, hopefully",
        "User: remind me to pay Oskar back the 50 quid, if he still wants it",
    ],
)
def test_a_hedged_request_keeps_no_settled_fact(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # no hedge, or the condition kept in the fact's words: as before
        (
            "User: remind me it's Tom's party on Friday",
            "Tom's party is on Friday, 17 May 2024 (2024-05-17).",
        ),
        (
            "User: remind me to call Oskar if it rains",
            "The user needs to call Oskar if it rains (as of 15 May 2024).",
        ),
    ],
)
def test_a_request_without_a_lost_hedge_still_keeps_its_fact(line: str, expected: str) -> None:
    assert texts(line) == [expected]

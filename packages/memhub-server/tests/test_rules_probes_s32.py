"""Fresh chat turns, written for issue #15 session 32, not taken from any dev set.

Turns that look like facts but settle nothing form no memory: a choice not yet made ("I
can't decide whether to ..."), a guess about oneself ("I think I might be coming down
with something"), a plan given up ("I was going to ... but I changed my mind"), an ironic
"Oh great, I just love ...", a feeling at work today, a bare "I'm staying put". Others
that carried a stray word now read plainly: an aside at the end ("..., to be honest"), a
"Hardly," before the news, "again" in a question ("Where did you grow up again?"), the
still-questions ("Are you still vegan?" - "No, I stopped last year"; "Do you still have
that van?" - "Yes, still running"). News told as a question ("Have you seen the car I
bought?"), a dislike or a span told without "I" ("Not a fan of sushi", "Been playing
guitar for 3 years now"), a fear in a relative clause, and a second present-tense verb
after "and" are kept. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 5, 15)


def facts(*lines: str) -> list[CandidateFact]:
    return extract_facts(ExtractionInput("\n".join(lines), WEDNESDAY))


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in facts(*lines)]


@pytest.mark.parametrize(
    "line",
    [
        # a choice not yet made
        "Maren: I can't decide whether to sell the boat or keep it.",
        "Maren: I can't decide between the flat in Hove and the one in Lewes.",
        "Jory: I'm torn between two job offers.",
        "Jory: honestly im in two minds about the course",
        "Maren: I'm thinking about maybe taking up the harp, not sure yet.",
        # a guess about oneself
        "Jory: I think I might be getting a cold.",
        "Maren: I reckon I might be coming down with something.",
        # a plan given up
        "Jory: I was going to repaint the fence but I changed my mind.",
        "Maren: I was planning to sell my bike, but decided against it.",
        "Jory: We were going to Crete in July but the flights got cancelled.",
        "Maren: I was meant to visit my aunt on Sunday but she was ill.",
        # irony
        "Jory: Oh great, I just love queuing at the post office.",
        "Maren: Oh yes, I absolutely adore doing the ironing.",
        # a feeling of the moment
        "Jory: I'm so bored at work today.",
        "Maren: I'm really tired at home this evening.",
        # a choice only the turn before explains
        "Jory: I'm staying put.",
        # hearsay, someone else's idea, a plan hanging on an "if", someone's maybe
        "Maren: According to my cousin, the new cinema is a rip-off.",
        "Jory: The twins want a pony, but I'm not convinced.",
        "Maren: We'll probably move to Norwich if Dan gets the transfer.",
        "Jory: I'd sell the car if someone offered me enough.",
        "Maren: We're hoping to buy a caravan next year if prices drop.",
        "Jory: according to my sister the new cafe is rubbish",
        "Maren: sure im totally gonna finish my thesis this week lol",
        "Maren: My brother might be moving in with us for a bit.",
        "Jory: Not sure if I'll go to the christening.",
        # a mood of the day
        "Maren: I'm a bit fed up with everything today.",
        # irony
        "Maren: Sure, I'm totally going to run a marathon next week.",
    ],
)
def test_unsettled_or_passing_forms_nothing(line: str) -> None:
    assert texts(line, "Kit: Fair enough.") == []


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Jory: I'm allergic to kiwi, found out the hard way.",),
            "Jory is allergic to kiwi.",
        ),
        (("Jory: I keep chickens now, to be honest.",), "Jory keeps chickens now."),
        (
            ("Maren: We're thinking of going to Skye in June, but nothing's booked yet.",),
            "Maren and others are thinking of going to Skye in June 2024.",
        ),
        (
            (
                "Kit: You're a proper gardener now!",
                "Maren: Hardly, I killed two basil plants on Monday.",
            ),
            "Maren killed two basil plants on Monday, 13 May 2024 (2024-05-13).",
        ),
        (
            ("Kit: Where did you grow up again?", "Maren: In a fishing village near Whitby."),
            "Maren grew up in a fishing village near Whitby.",
        ),
        (
            ("Kit: Are you still vegetarian?", "Maren: No, I stopped last year."),
            "Maren stopped being vegetarian in 2023.",
        ),
        (
            ("Kit: Are you still doing karate?", "Jory: No, I gave it up in March."),
            "Jory gave up doing karate in March 2024.",
        ),
        (
            ("Kit: Do you still have that old camper van?", "Jory: Yep, still running."),
            "Jory still has the old camper van.",
        ),
        (
            ("Kit: Do you still have your allotment?", "Maren: Yes, still going strong."),
            "Maren still has their allotment.",
        ),
        (
            ("Maren: Have you seen the new flat I moved into on Carver Street?", "Kit: Not yet!"),
            "Maren moved into a new flat on Carver Street.",
        ),
        (
            ("Jory: Did you meet the kitten we adopted?", "Kit: Not yet."),
            "Jory and others adopted a kitten.",
        ),
        (("Maren: Not a fan of olives, to be honest.",), "Maren is not a fan of olives."),
        (
            ("Jory: been playing the cello for six years now",),
            "Jory has been playing the cello for six years now.",
        ),
        (
            ("Maren: Been living in Frome since 2019.",),
            "Maren has been living in Frome since 2019.",
        ),
        (
            ("User: I have a rabbit named Clover who is scared of the hoover. Any tips?",),
            "The user has a rabbit named Clover who is scared of the hoover.",
        ),
        (
            ("User: I teach piano and coach hockey on Saturdays.",),
            "The user coaches hockey on Saturdays.",
        ),
        (
            ("Maren: Did you hear Fenella got a job at the aquarium?", "Kit: No way!"),
            "Fenella got a job at the aquarium.",
        ),
        (
            ("Jory: Can you believe I've been a postman for thirty years?", "Kit: Wow."),
            "Jory has been a postman for thirty years.",
        ),
        (
            ("Jory: have u seen the van i bought on monday", "Kit: not yet"),
            "Jory bought a van on Monday, 13 May 2024 (2024-05-13).",
        ),
        (
            ("Maren: We're hoping to buy a caravan next year.",),
            "Maren and others are hoping to buy a caravan in 2025.",
        ),
        (
            ("Kit: Have you ever been to Peru?", "Jory: Yes, twice, I loved Cusco."),
            "Jory has been to Peru twice.",
        ),
        (
            ("Kit: How's your dad doing?", "Maren: Better, he's out of hospital now."),
            "Maren's dad is out of hospital now.",
        ),
        (
            ("Kit: Where do you work these days?", "Maren: I'm at a bike shop in Kendal."),
            "Maren works at a bike shop in Kendal.",
        ),
    ],
)
def test_read_plainly(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    ("lines", "unexpected"),
    [
        # a plan given up
        (("Jory: I was going to buy a kayak but I changed my mind.",), "Jory changed their mind."),
        # what the other was told or sent is no news of the speaker's
        (("Maren: Have you seen the film I told you about?", "Kit: Not yet."), "Maren told"),
        # "still running" is the van's, not the speaker's
        (
            ("Kit: Do you still have the old van?", "Jory: Yes, still running."),
            "Jory is still running",
        ),
        # an hour's wait is no span of a life
        (("Maren: Been waiting for the bus for ages.",), "Maren has been waiting"),
        # advice asked: the other's "yes" is no fact about them
        (("Jory: Do you think I should take the job in Perth?", "Kit: Yes!"), "Kit"),
        # a question with no news in it
        (("Maren: Did you hear about the flood?", "Kit: No!"), "Kit"),
    ],
)
def test_not_formed(lines: tuple[str, ...], unexpected: str) -> None:
    assert not any(text.startswith(unexpected) for text in texts(*lines))


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # look-alikes that are facts, kept as before
        (("Jory: I was going to the gym every day last year.",), "Jory was going to the gym"),
        (("Maren: I'm staying put in Leeds for now.",), "Maren is staying put in Leeds"),
        (("Jory: Oh yes, I love hiking, we go every Sunday.",), "Jory loves hiking."),
        (("Maren: I'm scared of heights.",), "Maren is scared of heights."),
        (("Jory: I'm thinking of doing an evening course in Welsh.",), "Jory is thinking of doing"),
        (("Kit: Where do you live these days?", "Maren: In Totnes."), "Maren lives in Totnes."),
        (("Jory: We'll move to Norwich in June.",), "Jory and others will move to Norwich"),
        (
            ("Kit: Do you think you'll stay in Leeds?", "Jory: I'm moving to York in May."),
            "Jory is moving to York in May 2024.",
        ),
    ],
)
def test_look_alikes_kept(lines: tuple[str, ...], expected: str) -> None:
    assert any(text.startswith(expected) for text in texts(*lines))

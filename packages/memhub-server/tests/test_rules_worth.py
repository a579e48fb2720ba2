"""Whether a finished fact is worth remembering (rules/worth.py), and its tidying.

Every sentence here is written for these tests; the document date is 15 May 2024.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe
from memhub_server.pipeline.memory.rules.worth import SUBJECT, tidied, worthless

DAY = date(2024, 5, 15)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, DAY))]


# --- junk that must form nothing ------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # an empty predicate: nothing a later question could ask about
        "Osvaldo: I have news too",
        "Osvaldo: I won something!",
        "Osvaldo: I need sleep",
        "Osvaldo: I always forget",
        "Osvaldo: I'm never leaving",
        "Osvaldo: I regret nothing",
        "Osvaldo: we celebrated",
        # moods and reactions, said as they are felt
        "Osvaldo: honestly I'm dying",
        "Osvaldo: I'm so sunburnt lol",
        "Osvaldo: I'm half asleep",
        "Osvaldo: my dad cried",
        # banter and epithets
        "Osvaldo: Marguerite is a legend",
        "Osvaldo: my brother is an absolute genius",
        "Osvaldo: I'm the worst",
        # chatty promises and offers with no date
        "Osvaldo: I'll cry",
        "Osvaldo: I'll bring cake",
        "Osvaldo: I'll send a postcard",
        # an object pronoun or a left-out noun with nothing to point at
        "Osvaldo: I'm texting them from the train",
        "Osvaldo: my second one is even louder",
        "Osvaldo: my old one was in Tartu",
    ],
)
def test_junk_forms_nothing(line: str) -> None:
    assert texts(line) == []


def test_a_sign_off_split_into_its_own_statement_forms_nothing() -> None:
    assert texts("Osvaldo: I'm a vegetarian, speak soon") == ["Osvaldo is a vegetarian."]


# --- what is worth remembering stays --------------------------------------------------


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        ("Osvaldo: I'm a locksmith", "Osvaldo is a locksmith."),
        ("Osvaldo: I live in Ljubljana", "Osvaldo lives in Ljubljana."),
        ("Osvaldo: my dog Pippin hates thunder", "Osvaldo's dog Pippin hates thunder."),
        (
            "Osvaldo: I passed my driving theory test on 4 March",
            "Osvaldo passed their driving theory test on 4 March 2024 (2024-03-04).",
        ),
        # a dated plan is a plan, not an offer
        (
            "Osvaldo: I'll fly to Lima on 2 July",
            "Osvaldo will fly to Lima on 2 July 2024 (2024-07-02).",
        ),
        # "will" with something other than handing over to the listener
        (
            "Osvaldo: I will run the café with my cousin while she's away",
            "Osvaldo will run the café with their cousin while she's away (as of 15 May 2024).",
        ),
        # a banter word with a real object: the object is the memory
        ("Osvaldo: my daughter is a genius at chess", "Osvaldo's daughter is a genius at chess."),
        # health and life events, even said short
        ("Osvaldo: I'm allergic", "Osvaldo is allergic."),
        ("Osvaldo: I'm pregnant", "Osvaldo is pregnant (as of 15 May 2024)."),
        ("Osvaldo: my dad died", "Osvaldo's dad died."),
        ("Osvaldo: my dog is dead", "Osvaldo's dog is dead."),
        ("Osvaldo: we had a baby!", "Osvaldo and others had a baby."),
        ("Osvaldo: my sister had twins", "Osvaldo's sister had twins."),
        ("Osvaldo: I got married", "Osvaldo got married."),
        ("Osvaldo: I'm on leave", "Osvaldo is on leave."),
        # "them" is the subject itself when someone else does the verb
        ("Osvaldo: my landlord owes me a deposit", "Osvaldo's landlord owes Osvaldo a deposit."),
        # a left-out noun with a name on it still says where; with a date, when
        ("Osvaldo: I'm still at the Dundrum one", "Osvaldo is still at the Dundrum one."),
        (
            "Osvaldo: my second one was on the 3rd of May",
            "Osvaldo's second one was on 3 May 2024 (2024-05-03).",
        ),
    ],
)
def test_facts_worth_remembering_stay(line: str, fact: str) -> None:
    assert texts(line) == [fact]


# --- asides and sign-offs riding along are taken off ----------------------------------


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        ("Osvaldo: I'm allergic to kiwi, who knew", "Osvaldo is allergic to kiwi."),
        (
            "Osvaldo: Anyway, I work at the harbour office now",
            "Osvaldo works at the harbour office now.",
        ),
        (
            "Osvaldo: Big news: I got the apprenticeship at the boatyard",
            "Osvaldo got the apprenticeship at the boatyard.",
        ),
        (
            "Osvaldo: my interview at the embassy is on 3 June, wish me luck",
            "Osvaldo's interview at the embassy is on 3 June 2024 (2024-06-03).",
        ),
        (
            "Osvaldo: I'm on call at the fire station all week so text me whenever",
            "Osvaldo is on call at the fire station all week.",
        ),
        (
            "Osvaldo: I'm teaching myself Welsh, don't laugh at me",
            "Osvaldo is teaching themselves Welsh (as of 15 May 2024).",
        ),
    ],
)
def test_asides_and_sign_offs_are_taken_off(line: str, fact: str) -> None:
    assert texts(line) == [fact]


def test_a_statement_left_as_the_object_of_a_said_reads_on_its_own() -> None:
    fact = CandidateFact("That Osvaldo has worked nights for ten years.", "Osvaldo", "durable")
    assert tidied(fact).text == "Osvaldo has worked nights for ten years."
    said = CandidateFact("That Volvo is where Osvaldo sleeps now.", "Osvaldo", "recent")
    assert tidied(said) is said  # "that" points at a thing here


def test_commentary_inside_a_fact_stays() -> None:
    fact = CandidateFact(
        "Idris sold the van, honestly a relief, and bought a bike.", "Idris", "durable"
    )
    assert tidied(fact) is fact
    spoken = CandidateFact("Idris sold the van, finally moving on.", "Idris", "durable")
    assert tidied(spoken) is spoken  # "finally" begins a clause of its own, not an aside


# --- the rewritten subject's verb agrees ----------------------------------------------


def test_a_rewritten_subject_gets_a_singular_verb() -> None:
    assert texts("Osvaldo: the boys are at camp and I have got the house to myself") == [
        "The boys are at camp and Osvaldo has got the house to themselves."
    ]
    assert texts(
        "Osvaldo: Tamsin's doing the night shifts and I need to pick the kids up at four"
    ) == [
        "Tamsin's doing the night shifts and Osvaldo needs to pick the kids up at four"
        " (as of 15 May 2024)."
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Osvaldo and their sister are going to Cork in June 2024.",
        "Tamsin and Osvaldo are moving to Galway in June 2024.",
        "Their uncle and Osvaldo were fishing partners.",
        "The old boat and Osvaldo have a history.",
    ],
)
def test_people_joined_to_the_subject_keep_a_plural_verb(text: str) -> None:
    fact = CandidateFact(text, "Osvaldo", "durable")
    assert tidied(fact) is fact


def test_a_plural_subject_is_not_made_singular() -> None:
    fact = CandidateFact(
        "Tamsin and Osvaldo are business partners.", "Tamsin and Osvaldo", "durable"
    )
    assert tidied(fact) is fact


# --- the reasons, read directly ---------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "subject", "reason"),
    [
        (f"{SUBJECT} will say no.", "Norwegian", "not a person"),
        (f"{SUBJECT}'s racing name was Comet.", "WOW", "not a person"),
        (f"{SUBJECT} has some news.", "Osvaldo", "no content"),
        (f"{SUBJECT}'s mum laughed.", "Osvaldo", "no content"),
        (f"{SUBJECT} will bring the wine.", "Osvaldo", "offer"),
        (f"{SUBJECT} and others will post the keys.", "Osvaldo", "offer"),
        (f"{SUBJECT} is ringing them from the ferry.", "Osvaldo", "unresolved reference"),
        (f"{SUBJECT}'s new one is on the top shelf.", "Osvaldo", "unresolved reference"),
        (f"What size tent do {SUBJECT} and others need for the trip.", "Osvaldo", "question"),
        (f"{SUBJECT} has 12.", "Osvaldo", "fragment"),
        (f"Kai's idea but {SUBJECT} agrees.", "Osvaldo", "no content"),
        (f"Such a long week, so {SUBJECT} is exhausted.", "Osvaldo", "no content"),
        (f"{SUBJECT} will keep that for the weekend.", "Osvaldo", "unresolved reference"),
        (f"{SUBJECT} booked this in June.", "Osvaldo", "unresolved reference"),
    ],
)
def test_reasons(body: str, subject: str, reason: str) -> None:
    assert worthless(body, subject) == reason


@pytest.mark.parametrize(
    "body",
    [
        f"{SUBJECT} will bring the wine on 3 June 2024 (2024-06-03).",  # dated: a plan
        f"{SUBJECT} has news about the Galway job.",  # the news is named
        f"{SUBJECT} is nervous about the bar exam.",  # a feeling about something named
        f"{SUBJECT} visits their parents and cooks for them.",  # a second clause's "them"
        f"{SUBJECT} is the only one who can drive.",  # "one" as a person
        f"{SUBJECT} turns 40.",  # a number
        f"{SUBJECT} got the job.",  # "job" is content
        f"{SUBJECT} and Wiremu are neighbours.",
        f"What {SUBJECT} misses most about Dunedin is the harbour.",  # no auxiliary: no question
        f"{SUBJECT} has 12 chickens.",
        f"{SUBJECT} is 12.",
        f"That café on Quay Street is where {SUBJECT} works.",
        f"{SUBJECT} knows that in Norway the shops shut on Sundays.",  # "that" opens a clause
        f"{SUBJECT} says that at work nobody eats lunch.",
        f"Still working nights at the depot, so {SUBJECT} is exhausted.",  # the rest says a lot
    ],
)
def test_near_misses_are_worth_keeping(body: str) -> None:
    assert worthless(body, "Osvaldo") is None


def test_the_gate_gives_the_worth_reason_last() -> None:
    assert unsafe("Osvaldo needs a nap.", "Osvaldo") == "no content"
    assert unsafe("Osvaldo loves it.", "Osvaldo") == "unresolved reference"  # the gate's own
    assert unsafe("Osvaldo is a welder in Gdynia.", "Osvaldo") is None


@pytest.mark.parametrize(
    "line",
    [
        "Tavi: I'm the queen of the compost heap, as far as the hedgehogs are concerned.",
        "Tavi: As far as my nan is concerned, I'm still at school.",
        "Tavi: My brother is a millionaire, as far as the taxman was concerned.",
        "Tavi: as far as the dog is concerned im his butler",
    ],
)
def test_what_holds_only_as_far_as_someone_is_concerned_forms_nothing(line: str) -> None:
    assert not [text for text in texts(line) if "concerned" in text]


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("Tavi: As far as work is concerned, I start at the depot on Monday.", "depot"),
        ("Tavi: As far as money is concerned, we cleared the loan in April.", "loan"),
        ("Tavi: As far as the wedding is concerned, we've booked the Swan for June.", "Swan"),
    ],
)
def test_as_far_as_a_topic_is_concerned_only_names_the_topic(line: str, kept: str) -> None:
    assert any(kept in text for text in texts(line))


def test_as_far_as_someone_knows_is_a_hedge_that_keeps_the_fact() -> None:
    assert any("head chef" in text for text in texts("Tavi: I'm head chef now, as far as I know."))

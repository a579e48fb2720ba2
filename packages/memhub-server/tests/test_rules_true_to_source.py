"""A sentence that carries a memory forms that memory, not its side remarks (issue #15).

Most of the rule extractor's false facts come from sentences that do say something worth
keeping: a second clause that only follows from the first ("..., so I work nights"), what
an event left behind ("... and I can't type"), a change without its new value ("I've
changed jobs"), a comparison without its baseline ("my flat is much bigger"), talk about
the chat itself, a figure of speech, an opinion about things, the same fact said twice.
The sentences are our own; 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe
from memhub_server.pipeline.memory.rules.worth import without_restatements, without_side_clauses

WEDNESDAY = date(2024, 5, 15)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- clauses that hang off the fact before them ----------------------------------------


@pytest.mark.parametrize(
    ("content", "facts"),
    [
        # "so": a consequence or a purpose of the fact just said
        ("Teodora: I'm a lifeguard so I work a lot of weekends.", ["Teodora is a lifeguard."]),
        ("Osei: I take the train to work so I can read on the way",
         ["Osei takes the train to work."]),
        ("Lowenna: i sold my car, so i cycle everywhere now", ["Lowenna sold their car."]),
        ("Caspian: I'm allergic to wasps so I carry an adrenaline pen.",
         ["Caspian is allergic to wasps."]),
        # what an event left behind, joined by "and" or a comma
        ("Dunya: I broke my wrist last week and I can't type properly.",
         ["Dunya broke their wrist in the week of 6 May 2024 (2024-05-06)."]),
        ("Corwin: I had flu on Sunday, my voice is completely gone",
         ["Corwin had flu on Sunday, 12 May 2024 (2024-05-12)."]),
        ("Teodora: I had knee surgery in March and I still can't run.",
         ["Teodora had knee surgery in March 2024."]),
    ],
)  # fmt: skip
def test_a_clause_that_only_follows_from_the_fact_before_forms_nothing(
    content: str, facts: list[str]
) -> None:
    assert texts(content) == facts


@pytest.mark.parametrize(
    ("content", "facts"),
    [
        # a date or a slot of its own makes the "so" clause news
        ("Osei: My landlord is selling up, so I'm moving to Recife in June.",
         ["Osei's landlord is selling up (as of 15 May 2024).",
          "Osei is moving to Recife in June 2024."]),
        ("Lowenna: I got a job at Ikea so I moved to Malmo.",
         ["Lowenna got a job at Ikea.", "Lowenna moved to Malmo."]),
        # a new sentence is not a clause of the one before
        ("Caspian: I'm a nurse. So I work nights a lot.",
         ["Caspian is a nurse.", "Caspian works nights a lot."]),
        # not an ability lost: a dislike, and an ability of its own
        ("Dunya: I live in Perth and I can't stand the heat.",
         ["Dunya lives in Perth.", "Dunya can't stand the heat."]),
        ("Corwin: I grew up in Recife and I can speak Portuguese.",
         ["Corwin grew up in Recife.", "Corwin can speak Portuguese."]),
        # on its own, "can't" is a fact about the speaker
        ("Teodora: I can't drive.", ["Teodora can't drive."]),
        # "and" between two facts of equal weight
        ("Osei: We got married in 2019 and we have two kids.",
         ["Osei and their partner got married in 2019.", "Osei and others have two kids."]),
    ],
)  # fmt: skip
def test_near_misses_keep_both_facts(content: str, facts: list[str]) -> None:
    assert texts(content) == facts


def fact(text: str, subject: str = "Brisa", slot: str | None = None) -> CandidateFact:
    return CandidateFact(text, subject, "durable", slot)


def test_side_clauses_are_read_against_the_words_that_joined_them() -> None:
    first, second = fact("Brisa is a welder."), fact("Brisa works weekends.")
    said = "I'm a welder so I work weekends"
    clauses = [("I'm a welder", [first]), ("I work weekends", [second])]
    assert without_side_clauses(said, clauses) == [first]
    # nothing formed before it: the "so" clause is what was said
    assert without_side_clauses(said, [("I'm a welder", []), clauses[1]]) == [second]
    # a clause the passage does not hold verbatim (cleaned on the way) is kept
    assert without_side_clauses(said, [clauses[0], ("I werk weekends", [second])]) == [
        first,
        second,
    ]
    slotted = fact("Brisa works at a forge.", slot="brisa:employer")
    assert without_side_clauses(said, [clauses[0], ("I work weekends", [slotted])]) == [
        first,
        slotted,
    ]


@pytest.mark.parametrize(
    ("said", "clauses", "kept"),
    [
        # a thing done about the first clause is news of its own
        (
            "I hated the bus, so I've bought a scooter",
            ["Orla hated the bus.", "Orla has bought a scooter."],
            ["Orla hated the bus.", "Orla has bought a scooter."],
        ),
        (
            "The landlord sold up, so we rented a barn in Kells",
            ["The landlord sold up.", "Orla and others rented a barn in Kells."],
            ["The landlord sold up.", "Orla and others rented a barn in Kells."],
        ),
        # a state the first clause brought stays a side clause
        (
            "I sprained my ankle, so I've been off my feet",
            ["Orla sprained their ankle.", "Orla has been off their feet."],
            ["Orla sprained their ankle."],
        ),
        (
            "I missed the ferry, so I had to wait for hours",
            ["Orla missed the ferry.", "Orla had to wait for hours."],
            ["Orla missed the ferry."],
        ),
    ],
)
def test_a_deed_done_about_the_first_clause_is_kept(
    said: str, clauses: list[str], kept: list[str]
) -> None:
    first, second = said.split(", so ")
    pairs = [(first, [fact(clauses[0])]), (second, [fact(clauses[1])])]
    assert [f.text for f in without_side_clauses(said, pairs)] == kept


# --- facts not true to what was said in full ------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "reason"),
    [
        # a comparison without its baseline
        ("Maelle's rent is now 200 euros higher.", "Maelle", "unresolved reference"),
        ("Maelle's flat is much bigger.", "Maelle", "unresolved reference"),
        ("Maelle is a lot fitter now.", "Maelle", "unresolved reference"),
        ("Maelle's rent got 200 euros more expensive.", "Maelle", "unresolved reference"),
        # a change without its new value or a date
        ("Maelle has changed their email address.", "Maelle", "partial fact"),
        ("Maelle got a new phone number.", "Maelle", "partial fact"),
        # talk about the chat itself
        ("Maelle has gone quiet for a while.", "Maelle", "no content"),
        ("Maelle has been meaning to ask.", "Maelle", "no content"),
        ("Maelle was slow to reply.", "Maelle", "no content"),
        ("Maelle has a quick question.", "Maelle", "no content"),
        # a figure of speech
        ("Maelle basically lives at the office these days.", "Maelle", "figure of speech"),
        ("Maelle practically lived in the library in May 2021.", "Maelle", "figure of speech"),
        ("Maelle just loves being stuck in traffic for two hours.", "Maelle",
         "figure of speech"),
        ("Maelle loves waiting on hold for ages.", "Maelle", "figure of speech"),
        # an opinion about things, not about the one who holds it
        ("Maelle thinks remote work is the future.", "Maelle", "opinion"),
        ("Maelle reckons electric cars are overrated.", "Maelle", "opinion"),
        ("Maelle found the film really slow in the middle.", "Maelle", "opinion"),
        ("Maelle hates that the buses never come on time.", "Maelle", "opinion"),
        ("Maelle loves that the trams are free in Tromso.", "Maelle", "opinion"),
        # said to be heard, not believed
        ("Maelle is literally dead.", "Maelle", "figure of speech"),
        ("Maelle swears they have walked a million miles on 15 May 2024.", "Maelle",
         "figure of speech"),
        # a question worded as a statement
        ("Maelle has always wondered why cats purr.", "Maelle", "question"),
        ("Maelle wonders whether the pool opens on Sundays.", "Maelle", "question"),
        # a wish is what is not so
        ("Maelle wishes they lived closer to the sea.", "Maelle", "hypothetical"),
        ("Maelle really wishes their parents were still alive.", "Maelle", "hypothetical"),
        # what someone else told the speaker
        ("Maelle's sister told them she is pregnant.", "Maelle", "reported speech"),
        ("Maelle's dad rang them to say he is retiring in July 2024.", "Maelle",
         "reported speech"),
    ],
)  # fmt: skip
def test_partial_facts_and_side_remarks_are_dropped(text: str, subject: str, reason: str) -> None:
    assert unsafe(text, subject) == reason


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Maelle is two years older than their brother.", "Maelle"),
        ("Maelle's older sister is a vet in Tromso.", "Maelle"),
        ("Maelle's rent is higher than their sister's.", "Maelle"),
        ("Maelle changed their name to Ruth Adeyemi in 2023.", "Maelle"),
        ("Maelle switched banks in April 2024.", "Maelle"),
        ("Maelle got a new job at Lidl.", "Maelle"),
        # a change in someone's life is news without its new value
        ("Maelle got a new job!", "Maelle"),
        ("Maelle switched departments.", "Maelle"),
        ("Maelle has moved flats.", "Maelle"),
        ("Maelle started a new course.", "Maelle"),
        # "more of a": a preference, not a comparison
        ("Maelle is more of a tea person.", "Maelle"),
        ("Maelle switched to night shifts.", "Maelle"),
        ("Maelle's son went quiet after the divorce.", "Maelle"),
        ("Maelle was slow to reply because they were at a wedding in Aarau.", "Maelle"),
        ("Maelle lives in Tromso with their two cats.", "Maelle"),
        ("Maelle loves being a mum.", "Maelle"),
        ("Maelle loves getting up early to swim.", "Maelle"),
        ("Maelle thinks their landlord is selling the flat.", "Maelle"),
        ("Maelle thinks Lisbon is beautiful.", "Maelle"),
        ("Maelle thinks the school fair is on 8 June 2024.", "Maelle"),
        ("Maelle believes in ghosts.", "Maelle"),
        ("Maelle found a flat in Tromso in May 2024.", "Maelle"),
        ("Maelle wishes to apply for a visa in June 2024.", "Maelle"),
        ("Maelle's grandad is dead.", "Maelle"),
        ("Maelle has a million followers on a video app.", "Maelle"),
        ("Maelle hates that their bus ride is so long.", "Maelle"),
        ("Maelle wonders about moving to Tromso.", "Maelle"),
        ("Maelle told their boss they are quitting in June 2024.", "Maelle"),
        ("Maelle's sister told them about the wedding in June 2024.", "Maelle"),
    ],
)
def test_near_misses_still_form(text: str, subject: str) -> None:
    assert unsafe(text, subject) is None


# --- one fact said twice -----------------------------------------------------------------


def test_a_fact_restated_in_naming_words_forms_once() -> None:
    assert texts("Lowenna: My husband's name is Wystan.") == ["Lowenna's husband's name is Wystan."]
    named, restated = fact("Brisa's wife's name is Zenobia."), fact("Brisa's wife is Zenobia.")
    other = fact("Brisa's wife is a potter.")
    assert without_restatements([named, restated, other]) == [named, other]


def test_a_relation_beside_what_the_relative_does_is_kept() -> None:
    assert texts("Dunya: My sister, who is called Marit, lives in Perth.") == [
        "Dunya's sister, who is called Marit, lives in Perth.",
        "Dunya's sister is Marit.",
    ]

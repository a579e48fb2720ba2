"""What people say about someone else, in any verb, forms a memory about them (issue #15).

"Tamsin aced her driving test on Monday" is a fact about Tamsin; so are "Rafferty's bakery
opened on Saturday" and "Anselm starts at the fire station next Monday". A capitalised word
opening a sentence is only taken for a person when the document attests it as one, and
what people say, think or seem forms nothing. The sentences are our own. 10 May 2023 is a
Wednesday.
"""

from __future__ import annotations

import json
from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe
from memhub_server.pipeline.memory.rules.person import SUBJECT, attested_names, named_verb
from memhub_server.pipeline.memory.rules.text import passages

WEDNESDAY = date(2023, 5, 10)


def facts(content: str) -> list[CandidateFact]:
    formed = extract_facts(ExtractionInput(content, WEDNESDAY))
    for fact in formed:
        assert unsafe(fact.text, fact.subject) is None  # the last check passed every fact
    return formed


def about(content: str, subject: str) -> list[CandidateFact]:
    return [fact for fact in facts(content) if fact.subject == subject]


# --- which words are names -----------------------------------------------------------------


def test_the_document_attests_names_by_how_it_uses_them() -> None:
    names = attested_names(
        passages(
            "Bram: how's Tamsin?\n"
            "Wilma: fine. Ottilie came third. She was gutted.\n"
            "Wilma: Marguerite's brother lands soon. Coffee helps. Dinner was late.\n"
            "Wilma: Also, Zebedee rang. I went to Dinner Club, the dinner was ok.\n"
            "Bram: Send pics when she lands. Ludovica found a flat, she moves in June."
        )
    )
    assert {"Bram", "Wilma", "Tamsin", "Ottilie", "Marguerite", "Ludovica"} <= names
    # sentence openers nothing marks as a person; "Dinner" is also written in lower case
    assert not {"Coffee", "Dinner", "Also", "Zebedee", "I", "She", "Send"} & names


def test_what_only_a_person_or_animal_does_attests_a_name() -> None:
    names = attested_names(
        passages(
            "Wilma: Isolde proposed on the beach! And then Barnaby finally retired.\n"
            "Wilma: Pudding escaped on Monday. Cosimo moved in with us. Hettie had 5 piglets.\n"
            "Wilma: Rowena is retiring at Easter. Work moved to Fridays. Prices moved up.\n"
            "Wilma: Dinner had a baby theme, the dinner was fun. Traffic moved in slowly."
        )
    )
    assert {"Isolde", "Barnaby", "Pudding", "Cosimo", "Hettie", "Rowena"} <= names
    # moving somewhere is a person's; "moved up" is not, and "Dinner" is written lower case
    assert not {"Work", "Prices", "Dinner"} & names


def test_a_name_attested_by_its_event_forms_the_event() -> None:
    (fact,) = facts("Wilma: Isolde proposed on the beach at Dunmore on Saturday!")
    assert (
        fact.text == "Isolde proposed on the beach at Dunmore on Saturday, 6 May 2023 (2023-05-06)."
    )
    (moved,) = facts("Wilma: Cosimo moved in yesterday.")
    assert moved.text == "Cosimo moved in on 9 May 2023 (2023-05-09)."  # the verb keeps its "in"


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        (f"{SUBJECT} passed his exam", "passed"),
        (f"{SUBJECT} finally sold the van", "sold"),
        (f"{SUBJECT} cycles everywhere", "cycles"),
        (f"{SUBJECT} knows", None),
        (f"{SUBJECT}'s new shop opened on Saturday", "opened"),
        (f"{SUBJECT} is rebuilding the porch", "rebuilding"),
        (f"{SUBJECT} has finished the mural", "finished"),
        (f"{SUBJECT} says hi to everyone", None),
        (f"{SUBJECT} thinks cats are evil", None),
        (f"{SUBJECT} looked tired", None),
        (f"{SUBJECT} is a legend", None),
        (f"{SUBJECT}'s garden is doing", None),
        (f"{SUBJECT} days, but good", None),
        (f"{SUBJECT}'s kids love the beach", "love"),
        (f"{SUBJECT} love the beach", None),
    ],
)
def test_the_verb_of_a_clause_about_someone_else(text: str, verb: str | None) -> None:
    assert named_verb(text) == verb


# --- what forms -----------------------------------------------------------------------------


def test_a_dated_past_event_of_a_named_person_forms_with_its_date() -> None:
    [fact] = about(
        "Noor: how did Tamsin get on?\nPiet: Tamsin aced her driving test on Monday.", "Tamsin"
    )
    assert fact.text.startswith("Tamsin aced")
    assert "driving test on Monday, 8 May 2023 (2023-05-08)" in fact.text
    assert fact.kind == "recent" and fact.forget_after is None  # history does not expire


def test_an_undated_past_event_forms_when_a_pronoun_marks_the_person() -> None:
    [fact] = about(
        "Piet: Ottilie finished third in the regional chess open. She was gutted.", "Ottilie"
    )
    assert fact.text == "Ottilie finished third in the regional chess open."
    assert fact.forget_after is None


def test_a_speaker_named_by_the_other_speaker_and_their_own_possessive() -> None:
    [fact] = about("Bram: hey\nWilma: Bram repaired the fence by himself on Sunday.", "Bram")
    assert fact.text == "Bram repaired the fence by himself on Sunday, 7 May 2023 (2023-05-07)."


def test_names_in_a_json_transcript_are_attested_too() -> None:
    content = json.dumps(
        [
            {"role": "user", "name": "Odile", "content": "did Ravi ever fix the van?"},
            {"role": "user", "name": "Piet", "content": "Odile repainted the van on Sunday."},
        ]
    )
    assert [f.text for f in about(content, "Odile")] == [
        "Odile repainted the van on Sunday, 7 May 2023 (2023-05-07)."
    ]


def test_what_a_named_person_owns_does_something() -> None:
    content = "Noor: my cousin Rafferty is a baker.\nNoor: Rafferty's bakery opened on Saturday."
    [fact] = about(content, "Rafferty")
    assert fact.text == "Rafferty's bakery opened on Saturday, 6 May 2023 (2023-05-06)."


def test_an_upcoming_dated_plan_and_the_same_person_again_after_and() -> None:
    [fact] = about(
        "Ines: Marguerite's brother Teodor lands on Friday and he's handling the catering.",
        "Marguerite",
    )
    assert fact.text == (
        "Marguerite's brother Teodor lands on Friday, 12 May 2023 (2023-05-12) and is handling the "
        "catering."
    )
    assert fact.kind == "recent"  # the visit, not the relation


def test_plans_activities_and_lasting_habits() -> None:
    starts = about("Yusuf: Anselm starts at the fire station next Monday. He's thrilled", "Anselm")
    assert [f.text for f in starts] == [
        "Anselm starts at the fire station on Monday, 15 May 2023 (2023-05-15)."
    ]
    repaint = about(
        "Yusuf: we stayed with Femke.\nYusuf: Femke is repainting the boat in June.", "Femke"
    )
    assert [f.text for f in repaint] == ["Femke is repainting the boat in June 2023."]
    [habit] = about(
        "Yusuf: I met Cormac at the pub.\nYusuf: Cormac restores old motorbikes in his garage.",
        "Cormac",
    )
    assert habit.text == "Cormac restores old motorbikes in his garage."
    assert habit.kind == "durable"


def test_a_day_of_theirs_named_by_its_date() -> None:
    content = "Noor: Hamish's last shift was Monday. He cried a bit."
    [fact] = about(content, "Hamish")
    assert fact.text == "Hamish's last shift was on Monday, 8 May 2023 (2023-05-08)."
    assert fact.kind == "recent" and fact.forget_after is None
    # undated, it says nothing to remember
    assert about("Noor: Hamish's last shift was brutal. He cried a bit.", "Hamish") == []


def test_two_attested_people_and_what_a_person_owns_in_the_plural() -> None:
    content = (
        "Kim: we had lunch with Ulrike and Benedikt.\n"
        "Kim: Ulrike and Benedikt opened a deli in March."
    )
    assert [f.text for f in about(content, "Ulrike and Benedikt")] == [
        "Ulrike and Benedikt opened a deli in March 2023."
    ]
    content = "Kim: my friend Esme is lovely. Esme's parents live in Carlisle."
    assert [f.text for f in about(content, "Esme")] == ["Esme's parents live in Carlisle."]


def test_when_said_before_the_name_moves_after_it() -> None:
    content = "Noor: how's Leopold?\nPiet: Yesterday Leopold won the county final. He was so proud."
    assert [f.text for f in about(content, "Leopold")] == [
        "Leopold won the county final on 9 May 2023 (2023-05-09)."
    ]
    # a capitalised word after a leading time phrase is not attested by where it stands
    assert facts("Piet: Yesterday Traffic ruined the morning.") == []


def test_a_habit_in_a_travel_verb_is_durable() -> None:
    content = "Piet: my uncle Cosimo is a pilot. Cosimo flies the night route to Lagos."
    [fact] = about(content, "Cosimo")
    assert fact.text == "Cosimo flies the night route to Lagos."
    assert fact.kind == "durable"


# --- what forms nothing ---------------------------------------------------------------------


def test_capitalised_sentence_openers_that_are_no_one_form_nothing() -> None:
    content = (
        "Kim: Dinner was great. Coffee helps. Nothing happened. Monday was rough. Work sucks. "
        "Breakfast took ages. Traffic ruined the morning. Rain cancelled the match on Saturday."
    )
    assert facts(content) == []
    # a capitalised word seen once inside a sentence, but also written in lower case
    assert about("Kim: I went to Dinner Club. the dinner was ok. Dinner took ages.", "Dinner") == []


@pytest.mark.parametrize("sentence", ["Hamish quit in March.", "Hamish left on Friday, 5 May."])
def test_a_past_verb_followed_only_by_when_forms_nothing(sentence: str) -> None:
    # what was quit or left went with the question ("Is Hamish still at the brewery?")
    assert about(f"Noor: how's Hamish?\nPiet: {sentence}", "Hamish") == []


def test_a_name_nothing_attests_forms_nothing_from_a_plain_verb() -> None:
    assert facts("Kim: Zebedee repaired the shed roof on Monday.") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "Esme says hi.",
        "Esme thinks cats are evil.",
        "Esme reckons the bus will be late.",
        "Esme looked tired.",
        "Esme deserves a medal.",
        "Esme would love a boat.",
        "If Esme wins the raffle she'll buy a boat.",
        "Did Esme pass her test?",
        "Esme was furious for a day.",
        "Esme hasn't started the course.",
        "Esme's came home late.",
        "Esme's garden is doing.",
    ],
)
def test_reports_hypotheticals_questions_and_feelings_form_nothing(sentence: str) -> None:
    assert about(f"Kim: I saw Esme on Monday. {sentence}", "Esme") == []


def test_an_opening_adverb_is_not_part_of_the_name() -> None:
    formed = facts("Kim: I saw Esme on Monday. Apparently Esme quit her job.")
    assert not any(fact.subject.startswith("Apparently") for fact in formed)


def test_an_age_about_to_change_forms_nothing_without_its_date() -> None:
    # "turns eleven soon" would be false within the year and says nothing of when
    content = "Ann: my nephew Lasse is bored. Lasse turns eleven soon, Lasse wants a bike"
    assert not any("eleven" in f.text for f in facts(content))


# --- someone else's news with the speaker in it as "me" -------------------------------------


def test_news_about_someone_with_the_speaker_as_object_is_about_them() -> None:
    (moved,) = facts("Wilma: And Isolde moved in with me on Saturday.")
    assert (moved.subject, moved.text) == (
        "Isolde",
        "Isolde moved in with Wilma on Saturday, 6 May 2023 (2023-05-06).",
    )
    formed = facts("Wilma: Isolde is retiring at Easter and wants to sell me her van.")
    assert [f.subject for f in formed] == ["Isolde", "Isolde"]
    assert formed[0].text == "Isolde is retiring at Easter, 31 March 2024 (2024-03-31)."
    assert formed[1].text == "Isolde wants to sell Wilma her van (as of 10 May 2023)."


def test_the_speakers_own_things_stay_the_speakers() -> None:
    (fact,) = facts("Wilma: Radiohead is my favourite band.")
    assert fact.text == "Radiohead is Wilma's favourite band."


def test_a_moment_with_the_speaker_forms_nothing() -> None:
    # what Pudding is doing right now, to the speaker, passes
    escaped = facts("Wilma: Pudding escaped last week.")
    assert (
        facts("Wilma: Pudding escaped last week. Pudding is judging me from the door.") == escaped
    )


def test_the_one_answering_is_never_the_she_of_their_answer() -> None:
    formed = facts("Bram: that's amazing wilma\nWilma: she painted a fox on the sign for us")
    assert not [f for f in formed if f.text.startswith("Wilma painted")]


def test_an_abbreviation_opening_a_sentence_is_no_one() -> None:
    formed = facts("Wilma: PhD is going to be the death of me.")
    assert not [f for f in formed if f.subject == "PhD"]


def test_a_birth_told_with_had_forms() -> None:
    (litter,) = facts("Wilma: and big pig news, tansy had 5 piglets on monday")
    assert litter.text == "Tansy had 5 piglets on Monday, 8 May 2023 (2023-05-08)."
    (baby,) = facts("Wilma: Isolde had her baby on Saturday.")
    assert baby.text == "Isolde had her baby on Saturday, 6 May 2023 (2023-05-06)."

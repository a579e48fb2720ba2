"""Recall on chat (issue #15, session 31, round 2): a child called "my little one", and an
animal just got, described and named in a sentence of its own ("A grey one called Mpho.").
The sentences are our own. 12 June 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 6, 12)


def texts(*lines: str, day: date = WEDNESDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


def joined(*lines: str, day: date = WEDNESDAY) -> str:
    return " | ".join(texts(*lines, day=day))


# "my little one": a child, as parents say


def test_the_age_of_a_little_one_asked_about_is_kept() -> None:
    facts = joined("Odile: how old is your little one now?", "Brannagh: ten months, and crawling")
    assert "Brannagh's little one is ten months old" in facts, facts


def test_my_little_one_said_plainly_is_kept() -> None:
    facts = joined("Brannagh: My little one has just started nursery in Cork.")
    assert "Brannagh's little one" in facts, facts
    assert "nursery" in facts, facts


def test_the_little_one_of_two_things_is_still_left_out() -> None:
    facts = joined("Brannagh: We have two vans now. The little one is parked at the depot.")
    assert "little one" not in facts, facts


def test_a_little_one_bought_is_still_left_out() -> None:
    facts = joined("Brannagh: I wanted the big tent but I got a little one.")
    assert "little one" not in facts, facts


# "A grey one called Mpho.": the animal just got, named in a sentence of its own


def test_an_animal_adopted_then_named_in_a_sentence_of_its_own() -> None:
    facts = joined("Ikaika: I adopted a cat from the shelter on Saturday. A tabby one called Lolo.")
    assert "Ikaika's tabby cat is called Lolo" in facts, facts


def test_an_animal_we_got_then_named_is_ours() -> None:
    facts = joined("Ikaika: We got a puppy last week! A tiny brown one named Koa.")
    assert "Ikaika's tiny brown puppy is called Koa" in facts, facts


def test_a_thing_bought_then_named_forms_no_animal() -> None:
    facts = joined("Ikaika: I bought a boat on Monday. A blue one called Nalu.")
    assert "cat" not in facts and "dog" not in facts, facts
    assert "one called" not in facts, facts


def test_two_animals_got_leave_the_one_named_unsaid() -> None:
    facts = joined("Ikaika: We adopted a dog and a cat. A black one called Koa.")
    assert "Koa" not in facts, facts


def test_an_animal_only_seen_is_not_the_speakers() -> None:
    facts = joined("Ikaika: I saw a dog at the beach. A white one called Koa.")
    assert "Koa" not in facts, facts


# "What do you do now?" - "Dog grooming, mostly.": a line of work in two words


def test_a_line_of_work_in_two_words_answers_what_one_does() -> None:
    facts = joined("Rhian: So what do you do now?", "Tobias: Dog grooming, mostly.")
    assert "Tobias works in dog grooming" in facts, facts


def test_what_one_does_now_that_one_left_a_job() -> None:
    facts = joined(
        "Rhian: What do you do now that you've left the navy?", "Tobias: Oyster farming."
    )
    assert "Tobias works in oyster farming" in facts, facts


def test_job_hunting_and_relaxing_are_no_line_of_work() -> None:
    for answer in ("Job hunting.", "Just relaxing.", "Mostly sleeping.", "Binge watching."):
        facts = joined("Rhian: What do you do now?", f"Tobias: {answer}")
        assert "works in" not in facts, (answer, facts)


def test_a_two_word_pastime_answers_no_job_question() -> None:
    facts = joined("Rhian: What do you do for fun?", "Tobias: Dog grooming, mostly.")
    assert "works in" not in facts, facts


# A request, then what the one it is for does: "..., he only reads Greek"


def test_what_the_one_a_request_is_for_does_is_kept() -> None:
    facts = joined("User: write a letter for my neighbour, she only speaks Portuguese")
    assert "The user's neighbour only speaks Portuguese" in facts, facts


def test_the_he_after_a_request_is_the_one_it_is_for() -> None:
    facts = joined("User: translate this for my landlady, she only reads Polish: the sink leaks")
    assert "The user's landlady only reads Polish." in facts, facts
    assert "sink" not in facts, facts


def test_a_request_then_a_clause_about_it_forms_nothing() -> None:
    facts = joined("User: can you proofread this email, my boss wants it by Friday")
    assert "boss" not in facts, facts


# "I met her at uni, she's a nurse": what a named person is, after the speaker's clause


def test_what_someone_asked_about_is_after_how_they_met() -> None:
    facts = joined(
        "Carys: who's Ffion?", "Owain: my fiancee! met her at the climbing wall, she's a dentist"
    )
    assert "Ffion is a dentist" in facts, facts


def test_a_clause_then_a_named_one_is_a_splits() -> None:
    facts = joined("Owain: I met Rhodri at the gym, Ffion is a nurse.")
    assert "Ffion is a nurse" in facts, facts


def test_a_place_then_a_named_one_is_not_split() -> None:
    facts = texts("Owain: In Cardiff, Ffion is a nurse.")
    assert "Ffion is a nurse." not in facts, facts


# "she's my niece, she lives with us": the second "she" is the niece


def test_the_second_she_is_the_relative_just_named() -> None:
    facts = joined(
        "Carys: who's the boy on the bike?", "Owain: he's my nephew, he plays rugby for Neath"
    )
    assert "Owain's nephew plays rugby for Neath" in facts, facts


def test_a_contracted_second_pronoun_is_the_relative_too() -> None:
    facts = joined("Carys: who's that?", "Owain: she's my cousin, she's been in Lima for a year")
    assert "Owain's cousin has been in Lima for a year" in facts, facts


def test_a_different_pronoun_after_the_relative_is_someone_else() -> None:
    facts = joined("Carys: who's that?", "Owain: she's my cousin, he's her husband")
    assert "cousin is her husband" not in facts and "cousin's her husband" not in facts, facts


def test_any_ideas_for_someone_is_asked_and_what_they_like_is_kept() -> None:
    facts = texts("User: any gift ideas for my nan, she loves jigsaw puzzles")
    assert "The user's nan loves jigsaw puzzles." in facts, facts
    assert not any(fact.lower().startswith("any ") for fact in facts), facts


def test_what_someone_does_said_of_themselves_after_a_relative_is_not_the_relative() -> None:
    facts = joined("Carys: who's that?", "Owain: she's my boss, she says I'm lazy")
    assert "lazy" not in facts, facts


# "The codename for our new app is Bluebell": what one's own thing is called


def test_the_codename_for_ones_own_thing_is_kept() -> None:
    facts = joined("Ines: The codename for our new game is Kestrel, don't tell anyone.")
    assert "Ines's new game's codename is Kestrel" in facts, facts


def test_the_name_of_ones_own_boat_is_kept() -> None:
    facts = joined("Ines: the name of my boat is Saoirse")
    assert "Ines's boat's name is Saoirse" in facts, facts


def test_the_name_of_someone_elses_thing_is_not_made_ones_own() -> None:
    facts = joined("Ines: The name of his boat is Saoirse.")
    assert "Ines's boat" not in facts, facts

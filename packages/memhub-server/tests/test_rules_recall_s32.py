"""Recall on chat (issue #15, session 32): news framed as "my news is that ...", a start
said before its clause ("Since March I've ..."), a child born told with a word or two
before "boy" or "girl" ("had a little boy"), and "how many children" answered with a
number. The sentences are our own. 12 June 2024 is a Wednesday.
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


# "My news is that ...": the frame goes, the news is read


def test_my_news_is_that_keeps_the_news() -> None:
    facts = joined("Petronella: My news is that I passed my sommelier exam on Monday.")
    assert "Petronella passed their sommelier exam on Monday, 10 June 2024" in facts, facts


def test_my_news_is_that_about_someone_named() -> None:
    facts = joined(
        "Petronella: How is Casimir?",
        "Ludovica: Good! My news is that Casimir was promoted to head chef on Friday.",
    )
    assert "Casimir was promoted to head chef on Friday, 7 June 2024" in facts, facts


def test_my_news_is_then_a_first_person_clause() -> None:
    facts = joined("Ludovica: ok my news is we bought a canal boat")
    assert "Ludovica and others bought a canal boat" in facts, facts


def test_our_news_is_that_a_plan() -> None:
    facts = joined("Ludovica: Our news is that we're moving to Ghent in August.")
    assert "Ludovica and others are moving to Ghent in August 2024" in facts, facts


def test_my_news_is_less_exciting_is_still_only_a_frame() -> None:
    assert texts("Ludovica: My news is less exciting.") == []


def test_the_news_is_that_nobody_knows_forms_nothing() -> None:
    assert texts("Ludovica: My news is that there is no news.") == []


def test_news_is_followed_by_a_noun_forms_nothing() -> None:
    assert texts("Ludovica: My news is old news by now, sorry.") == []


# "Since <a date> I've ...": the start put after the clause


def test_since_a_weekday_before_the_clause() -> None:
    facts = joined("Ambrose: I quit the bakery! Since Monday I've worked for myself.")
    assert "Ambrose has worked for themselves since Monday, 10 June 2024" in facts, facts


def test_since_a_date_before_the_clause() -> None:
    facts = joined("Ambrose: Since the 3rd of March I've been head porter at the Royal Infirmary.")
    assert "Ambrose has been head porter at the Royal Infirmary since 3 March 2024" in facts, facts


def test_since_a_year_before_the_clause_with_a_comma() -> None:
    facts = joined("Ambrose: Since 2019, we've lived on a narrowboat on the Kennet.")
    assert "Ambrose and others have lived on a narrowboat on the Kennet since 2019" in facts, facts


def test_since_as_because_is_not_moved() -> None:
    assert texts("Ambrose: Since it's pouring, I've stayed in all day.") == []


def test_since_someone_left_is_not_moved() -> None:
    facts = joined("Ambrose: Since Tobias left I've been running the stall alone.")
    assert "since Tobias" not in facts, facts


# A child born, with a word or two before "boy" or "girl"


def test_a_named_relative_had_a_little_boy_on_a_date() -> None:
    facts = joined(
        "Ottoline: My sister Clemency was due last week.",
        "Barnaby: Any news?",
        "Ottoline: Yes! Clemency had a little boy on the 9th, three days late.",
    )
    assert "Clemency had a little boy on 9 June 2024" in facts, facts


def test_had_a_healthy_baby_girl_yesterday() -> None:
    facts = joined("Ottoline: My cousin Perpetua had a healthy baby girl yesterday.")
    assert "Perpetua had a healthy baby girl on 11 June 2024" in facts, facts


def test_a_little_boy_in_a_class_is_no_birth() -> None:
    facts = joined(
        "Ottoline: My niece Clemency teaches at the primary.",
        "Barnaby: Nice",
        "Ottoline: Clemency had a little boy in her class who bit everyone.",
    )
    assert "had a little boy" not in facts, facts


# "How many children do you have?" + a number


def test_how_many_children_answered_with_a_number() -> None:
    facts = joined("Barnaby: How many children do you have?", "Ottoline: Three, all grown up.")
    assert "Ottoline has three children" in facts, facts


def test_how_many_grandchildren_answered_with_a_number() -> None:
    facts = joined("Barnaby: How many grandchildren does Clemency have?", "Ottoline: Five.")
    assert "Clemency has five grandchildren" in facts, facts


def test_how_many_children_answered_with_one_forms_nothing() -> None:
    assert texts("Barnaby: How many children do you have?", "Ottoline: One.") == []


def test_how_many_children_answered_with_a_joke_forms_nothing() -> None:
    facts = joined("Barnaby: How many children do you teach?", "Ottoline: Too many!")
    assert "children" not in facts, facts


# A code or number of the speaker's place, in a note or said plainly


def test_a_gate_code_in_a_note_is_kept() -> None:
    facts = joined("User: Note for later: the gate code at my allotment is 7702.")
    assert "The gate code at the user's allotment is 7702" in facts, facts


def test_a_wifi_password_said_plainly_is_kept() -> None:
    facts = joined("Barnaby: The wifi password at my studio is heron42.")
    assert "The wifi password at Barnaby's studio is heron42" in facts, facts


def test_a_code_without_a_value_forms_nothing() -> None:
    assert texts("Barnaby: The door code at my office is changing again.") == []


# "Grandma <name>": a name with its title


def test_grandma_with_her_name_in_a_note() -> None:
    facts = joined("Note: Grandma Philippa's birthday is on the 3rd of August.")
    assert "Grandma Philippa's birthday is on" in facts, facts


def test_grandma_alone_is_still_the_speakers_grandma() -> None:
    facts = joined("Barnaby: Grandma is moving into a care home in Frome.")
    assert "Grandma is moving" not in facts, facts


# Others' feelings after what the subject did


def test_everybody_happy_after_the_news_keeps_the_news() -> None:
    facts = joined("Ottoline: We won the county cup on Saturday, so everybody is very happy.")
    assert "Ottoline and others won the county cup on Saturday, 8 June 2024" in facts, facts
    assert "happy" not in facts, facts


def test_everybody_happy_alone_forms_nothing() -> None:
    assert texts("Ottoline: The sun is out, so everyone is happy.") == []


# A job for a season


def test_a_summer_job_of_someone_named() -> None:
    facts = joined(
        "Ottoline: My son Lysander is back from uni.",
        "Barnaby: Lovely",
        "Ottoline: Lysander has a summer job on a fishing boat in Brixham.",
    )
    assert "Lysander has a summer job on a fishing boat in Brixham (as of 12 June 2024)" in facts


def test_a_summer_job_wanted_forms_nothing() -> None:
    facts = joined("Ottoline: My son Lysander wants a summer job in a bar.")
    assert "has a summer job" not in facts, facts


# "One of my students, Leni, ...": one of a group of the speaker's, named


def test_one_of_my_students_named_between_commas() -> None:
    facts = joined("Barnaby: One of my pupils, Esmeralda, won the county spelling bee on Friday.")
    assert (
        "Barnaby's pupil Esmeralda won the county spelling bee on Friday, 7 June 2024" in facts
    ), facts


def test_one_of_my_best_friends_typed_in_lower_case() -> None:
    facts = joined("Barnaby: one of my best mates, Dougie, is moving to Perth in August")
    assert "Barnaby's best mate Dougie is moving to Perth in August 2024" in facts, facts


def test_which_one_of_my_friends_is_a_question() -> None:
    assert texts("Barnaby: Which one of my friends, Tom or Ed, should I ask?") == []


# "..., and on the 18th we ...": the speaker's own half after a dated "and"


def test_own_half_after_and_with_a_date() -> None:
    facts = joined(
        "Barnaby: Cosima has been with me since the spring, by the way, and on the 3rd "
        "we finished our first harpsichord together."
    )
    assert (
        "On 3 June 2024 (2024-06-03) Barnaby and others finished their first harpsichord" in facts
    )


def test_own_half_after_and_leaning_on_it_forms_nothing() -> None:
    assert texts("Barnaby: It was chaos, and on Sunday we lost the keys.") == []


# "what u doing for work now" - "night shifts at the depot": a job told by its shifts


def test_night_shifts_answered_to_a_question_typed_without_its_mark() -> None:
    facts = joined("Taz: what u doing for work now", "Bethan: night shifts at the sorting office")
    assert "Bethan works night shifts at the sorting office" in facts, facts


def test_night_shifts_answered_in_proper_case() -> None:
    facts = joined("Taz: What do you do for work?", "Bethan: Night shifts at the Royal Infirmary.")
    assert "Bethan works night shifts at the Royal Infirmary" in facts, facts


def test_what_you_said_is_no_question() -> None:
    assert texts("Taz: what you said was mean", "Bethan: night shifts at the depot") == []


# "What sport are you playing these days?" + "Ultimate frisbee, ..."


def test_what_sport_are_you_playing_answered_with_the_sport() -> None:
    facts = joined(
        "Ghislaine: What sport are you playing these days?",
        "Tancred: Water polo, twice a week, at the lido.",
    )
    assert "Tancred is playing water polo these days" in facts, facts


def test_what_time_are_you_leaving_forms_nothing() -> None:
    assert texts("Ghislaine: What time are you leaving?", "Tancred: Six.") == []


# "You said earlier that you ...?" + "Yes": the statement confirmed


def test_you_said_earlier_confirmed() -> None:
    facts = joined(
        "Assistant: You said earlier that you sing in the cathedral choir in Wells?",
        "User: Yes, that's right, every Sunday.",
    )
    assert "The user sings in the cathedral choir in Wells" in facts, facts
    assert "said" not in facts, facts


def test_you_said_earlier_denied_forms_nothing() -> None:
    facts = joined(
        "Assistant: You mentioned that you sing in the cathedral choir in Wells?",
        "User: No, that was my sister.",
    )
    assert "choir" not in facts, facts


# "Meet <name>!": the one introduced, told of by a pronoun after


def test_meet_a_new_dog_then_pronouns() -> None:
    facts = joined(
        "Barnaby: How is the new dog?",
        "Ottoline: Barnaby, meet Juniper! I collected her from the rescue on Saturday. "
        "She's a brindle greyhound, six years old, and she raced forty times in Romford.",
    )
    assert "Ottoline collected Juniper from the rescue on Saturday, 8 June 2024" in facts, facts
    assert "Juniper is a brindle greyhound, six years old" in facts, facts
    assert "Juniper raced forty times in Romford" in facts, facts


def test_meet_then_he_is_the_one_met() -> None:
    facts = joined("Ottoline: Meet Crispin! He's my new lodger, a student from Bilbao.")
    assert "Ottoline's new lodger is Crispin" in facts, facts


def test_meet_then_has_been() -> None:
    facts = joined("Ottoline: Meet Crispin! He's been chewing the skirting boards.")
    assert "Crispin is been" not in facts, facts


# A name said twice, joined by "and": read as two


def test_a_name_said_twice_after_and_is_read_as_two() -> None:
    facts = joined(
        "Barnaby: How is Juniper?",
        "Ottoline: Juniper is a greyhound, six years old, and Juniper won the Romford derby.",
    )
    assert "Juniper won the Romford derby" in facts, facts


# "My sister's due on the 20th": "'s" is "is" before "due on"


def test_sisters_due_on_a_date() -> None:
    facts = joined("Ottoline: My daughter's due on the 2nd of August, and she's huge already.")
    assert "Ottoline's daughter is due on 2 August 2024" in facts, facts


def test_sisters_due_date_is_still_owned() -> None:
    facts = joined("Ottoline: My daughter's due date is the 2nd of August.")
    assert "daughter is due date" not in facts, facts


# "On Monday the doctor told me I have ...": the finding, after when it was told


def test_a_finding_told_on_a_weekday() -> None:
    facts = joined(
        "Barnaby: On Tuesday the doctor told me I have coeliac disease, so no more toast."
    )
    # the day the news came is kept with it (the finding is dated, not only had)
    assert "Barnaby was diagnosed with coeliac disease on Tuesday, 11 June 2024" in facts, facts


def test_advice_told_on_a_weekday_forms_nothing() -> None:
    assert texts("Barnaby: On Tuesday the doctor said I should rest more.") == []


# "<name> had two teeth taken out": what was taken out is an event of its own


def test_a_pet_had_teeth_taken_out() -> None:
    facts = joined(
        "Ottoline: My old whippet Parsnip is fine.",
        "Barnaby: Good",
        "Ottoline: Parsnip had three teeth taken out at the vet on Monday.",
    )
    assert "Parsnip had three teeth taken out at the vet on Monday, 10 June 2024" in facts, facts


def test_someone_had_a_tooth_pulled_undated_still_reads() -> None:
    facts = joined(
        "Ottoline: My brother Ambrose is fine.",
        "Barnaby: Good",
        "Ottoline: Ambrose had his wisdom teeth out.",
    )
    assert "Ambrose had his wisdom teeth out" in facts, facts

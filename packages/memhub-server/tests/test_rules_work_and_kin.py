"""Proper-case chat (issue #15): work, relatives' news, how long, and reasons told in full
sentences, and what must still form nothing. The sentences are our own. 14 March 2024 is
a Thursday.
"""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

THURSDAY = date(2024, 3, 14)


def texts(*lines: str, day: date = THURSDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


# --- what a teacher, coach or boss says of the speaker ----------------------------------


def test_a_coach_s_view_of_the_speaker_is_kept_with_the_coach() -> None:
    facts = texts(
        "Ilse: Can you swim a length yet?", "Marek: Nearly. My coach says I kick too much."
    )
    assert "Marek's coach says Marek kicks too much." in facts, facts


def test_a_teacher_s_view_in_lower_case() -> None:
    facts = texts("Ilse: hows piano", "Marek: good. my teacher said im a fast learner")
    assert "Marek's teacher said Marek is a fast learner." in facts, facts


def test_a_boss_s_view_keeps_its_date() -> None:
    facts = texts("Marek: My manager says I'm getting a team of my own in April!")
    assert facts == ["Marek's manager says Marek is getting a team of their own in April 2024."]


def test_the_view_is_never_stated_as_the_speaker_s_own() -> None:
    facts = texts("Marek: My trainer says I have the stamina of a goat.")
    assert not any(fact.startswith("Marek has") for fact in facts), facts


def test_advice_and_offers_form_nothing() -> None:
    assert texts("Marek: My coach says I should rest my shoulder.") == []
    assert texts("Marek: My boss said I can leave early on Fridays.") == []
    assert texts("Marek: My teacher says I'll be ready soon.") == []


def test_a_question_about_a_view_forms_nothing() -> None:
    assert texts("Marek: Did your coach say I was ready?") == []
    assert texts("Marek: Does my teacher think I'm lazy?") == []


def test_a_family_view_forms_nothing_unless_it_is_the_reason_asked() -> None:
    assert texts("Marek: My mum says I work too much.") == []
    assert texts("Marek: My brother thinks I'm a terrible driver.") == []
    facts = texts(
        "Ilse: A pottery class! What made you sign up?",
        "Marek: My wife said I spend too many evenings on my phone.",
    )
    assert "Marek's wife said Marek spends too many evenings on their phone." in facts, facts


def test_a_view_not_of_the_speaker_forms_nothing() -> None:
    assert texts("Marek: My coach thinks the new pool is too cold.") == []
    assert texts("Marek: Everyone says I look like my dad.") == []


def test_a_pronoun_reporting_forms_nothing() -> None:
    assert texts("Ilse: Why the choir?", "Marek: She says I sing too loudly at home.") == []


# --- a relative's health and stays, said in passing ------------------------------------


def test_her_opening_a_sentence_is_the_relative_just_named() -> None:
    facts = texts(
        "Marek: My aunt is coming to live with us in May. Her blood pressure has been high."
    )
    assert "Marek's aunt's blood pressure has been high." in facts, facts


def test_her_after_two_people_stays_unresolved() -> None:
    facts = texts("Marek: My sister and my brother came over. Her flat is tiny.")
    assert not any("flat" in fact for fact in facts), facts


def test_mam_is_the_speaker_s_mother() -> None:
    facts = texts("Marek: Mam had her knee done last month, by the way.")
    assert facts == ["Marek's mam had her knee done in February 2024."]


def test_a_relative_asked_after_and_answered_with_she() -> None:
    facts = texts("Ilse: How is your gran?", "Marek: She's well. She turned 90 on Sunday.")
    assert not any("their gran" in fact or "gran my gran" in fact for fact in facts), facts
    assert "Marek's gran turned 90 on Sunday, 10 March 2024 (2024-03-10)." in facts, facts


def test_a_stay_for_a_span_is_no_passing_moment() -> None:
    facts = texts("Marek: My father-in-law is staying with us for two weeks.")
    assert any(fact.startswith("Marek's father-in-law is staying with") for fact in facts), facts
    facts = texts("Marek: Biscuit is my cat. Biscuit is staring at me from the shelf.")
    assert not any("staring" in fact for fact in facts), facts


# --- work and how long ------------------------------------------------------------------


def test_a_so_clause_with_the_hour_of_a_routine_is_kept() -> None:
    facts = texts("Marek: I bake for a café in Ghent now, so I get up at 4am.")
    assert "Marek gets up at 4am." in facts, facts


def test_a_so_clause_without_an_hour_stays_a_consequence() -> None:
    facts = texts("Marek: I'm a lifeguard now, so I work weekends.")
    assert not any("weekends" in fact for fact in facts), facts


def test_a_so_clause_after_a_request_is_read() -> None:
    facts = texts(
        "Ilse: Are you still on the night buses?",
        "Marek: No. They asked me to run the depot, so I'm a supervisor now.",
    )
    assert "Marek is a supervisor now." in facts, facts


def test_a_confirmed_still_keeps_how_long() -> None:
    facts = texts("Ilse: Are you still at the library?", "Marek: Yes, still there, nine years now.")
    # read as a span of its own: how long, not "still ..., nine years now"
    assert facts == ["Marek has been at the library for nine years."]


def test_a_closing_span_is_kept_only_for_still() -> None:
    facts = texts("Ilse: Are you tired?", "Marek: Yes, two weeks now.")
    assert not any("two weeks" in fact for fact in facts), facts


def test_yes_since_a_date_confirms_with_its_start() -> None:
    facts = texts("Ilse: Are you back at work?", "Marek: Yes, since Monday, but not full time.")
    assert facts == ["Marek has been back at work since Monday, 11 March 2024 (2024-03-11)."]


def test_weeks_in_a_job_said_without_i() -> None:
    facts = texts("Marek: Seven weeks as head chef now.")
    assert facts == ["Marek has been head chef for seven weeks now."]


def test_having_to_go_back_to_work_on_a_day_is_kept() -> None:
    facts = texts("Marek: how do we get her to nap. i have to go back to work on the 2nd of april")
    assert "Marek has to go back to work on 2 April 2024 (2024-04-02)." in facts, facts


def test_having_to_go_is_still_leaving_the_chat() -> None:
    assert texts("Marek: I have to go now, talk later!") == []
    assert texts("Marek: I have to go back to school, bye!") == []


# --- a named relative's health -----------------------------------------------------------


def test_a_named_relative_s_reading_and_weight() -> None:
    facts = texts(
        "Marek: My wife Dagny has diabetes.",
        "Ilse: How is she doing?",
        "Marek: Good news: Dagny's blood sugar is back to normal, and she's lost six kilos.",
    )
    assert "Dagny's blood sugar is back to normal (as of 14 March 2024)." in facts, facts
    assert "Dagny has lost six kilos." in facts, facts


def test_a_named_relative_s_lasting_weakness() -> None:
    facts = texts(
        "Marek: My husband Oskar and I are off to Madeira.",
        "Ilse: Lovely!",
        "Marek: Oskar can't walk very far, by the way, because of his hip. He has a bad back too.",
    )
    assert any(fact.startswith("Oskar can't walk very far") for fact in facts), facts
    assert not any("by the way" in fact for fact in facts), facts


def test_a_reading_of_a_thing_is_no_health_news() -> None:
    assert texts("Marek: The water pressure is back to normal.") == []


def test_lost_before_a_place_stays_is() -> None:
    facts = texts("Marek: My dad is in Leeds. He's lost in the city centre.")
    assert not any("has lost" in fact for fact in facts), facts


# --- a mood and its reason ---------------------------------------------------------------


def test_the_reason_for_a_mood_is_kept_when_it_is_news() -> None:
    facts = texts("Marek: I'm gutted because my bike got stolen on Tuesday.")
    assert "Marek's bike got stolen on Tuesday, 12 March 2024 (2024-03-12)." in facts, facts


def test_the_reason_told_of_someone_named() -> None:
    facts = texts(
        "Marek: My mother-in-law is moving in.",
        "Ilse: How does Tove feel about it?",
        "Marek: She's delighted, because Granny Ruth reads to her every night.",
    )
    assert not any("delighted" in fact for fact in facts), facts


def test_a_reason_that_is_a_wish_or_a_modal_forms_nothing() -> None:
    assert texts("Marek: I'm happy because I can finally sleep in.") == []


def test_a_reason_opening_on_an_unknown_capital_forms_nothing() -> None:
    assert texts("Marek: I'm annoyed because Brexit made everything slower.") == []


def test_a_reason_that_leans_on_its_head_forms_nothing() -> None:
    facts = texts("Marek: I didn't tell you at lunch because I hadn't signed yet.")
    assert not any("signed" in fact for fact in facts), facts


# --- a dare that says what the speaker does ------------------------------------------------


def test_a_dare_says_the_speaker_s_work() -> None:
    facts = texts(
        "Ilse: Nurses get all the sympathy.",
        "Marek: Ha! Come and nurse on a stroke ward for a week and then say that again.",
    )
    assert "Marek nurses on a stroke ward." in facts, facts
    facts = texts("Ilse: Teaching is easy.", "Marek: Try teaching thirty toddlers, then say that.")
    assert "Marek teaches thirty toddlers." in facts, facts


def test_a_dare_in_lower_case() -> None:
    facts = texts("Marek: you try looking after triplets and then tell me that lol")
    assert any(fact.startswith("Marek looks after triplets") for fact in facts), facts


def test_an_invitation_is_no_dare() -> None:
    assert texts("Marek: Come and see the harbour and then say that again.") == []
    assert texts("Marek: Come and teach my class tomorrow, I'm off sick.") == []
    assert texts("Marek: Try teaching.") == []


def test_he_after_a_reaction_is_the_relative_the_speaker_named_before() -> None:
    facts = texts(
        "Marek: sad news, grandad died on monday. he was 91",
        "Ilse: oh no, im so sorry",
        "Marek: he taught me to fish when i was six",
    )
    assert "Marek's grandad taught Marek to fish when Marek was six." in facts, facts


def test_the_other_speaker_s_relative_is_not_made_the_speaker_s() -> None:
    facts = texts(
        "Ilse: sad news, grandad died on monday",
        "Marek: oh no, im so sorry",
        "Ilse: thank you",
        "Marek: he taught me to fish when i was six",
    )
    assert not any("Marek's grandad" in fact for fact in facts), facts


def test_how_the_speaker_looked_to_a_judge_forms_nothing() -> None:
    assert texts("Marek: My boss says I look exhausted.") == []


def test_a_dated_belief_of_a_judge_forms_nothing() -> None:
    assert texts("Marek: My manager thinks I'm in Oslo next week, oops.") == []


def test_a_reason_whose_owner_is_a_pronoun_forms_nothing() -> None:
    facts = texts("Marek: She's upset because my brother forgot her birthday.")
    assert not any("birthday" in fact for fact in facts), facts


def test_a_verbless_remark_on_someone_names_no_rival() -> None:
    facts = texts(
        "Ilse: Biscuit walks so slowly now.",
        "Marek: The perfect hiking partner. My aunt is moving in with us. Her eyesight is poor.",
    )
    assert "Marek's aunt's eyesight is poor." in facts, facts


def test_a_relative_told_of_in_a_sentence_stays_a_rival() -> None:
    facts = texts("Marek: My sister rang. My aunt is moving in with us. Her eyesight is poor.")
    assert not any("eyesight" in fact for fact in facts), facts

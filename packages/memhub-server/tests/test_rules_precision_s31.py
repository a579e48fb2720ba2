"""Precision on proper-case chat (issue #15, session 31): dates of what is signed up for,
offered or needed, and details or passing states told next to a fact. The sentences are our
own. 12 June 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import resolve_relative_dates
from memhub_server.pipeline.sentences import split_sentences

WEDNESDAY = date(2024, 6, 12)


def texts(*lines: str, day: date = WEDNESDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


def joined(*lines: str, day: date = WEDNESDAY) -> str:
    return " | ".join(texts(*lines, day=day))


# Dates: what a plan, an offer or a need is for lies ahead


def test_a_day_named_after_a_race_signed_up_for_is_ahead() -> None:
    facts = joined("Tamsin: Last night I signed up for a trail race on the 3rd of August.")
    assert "3 August 2024" in facts, facts
    assert "2023" not in facts, facts


def test_a_month_after_a_race_signed_up_for_is_ahead() -> None:
    facts = joined("Tamsin: I've entered myself for the Bristol half marathon in October.")
    assert "October 2024" in facts, facts
    assert "October 2023" not in facts, facts


def test_a_month_after_another_one_signed_up_for_is_ahead() -> None:
    facts = joined("Tamsin: I loved it, so I've signed up for another one in Cardiff in April.")
    assert "April 2025" in facts, facts


def test_a_room_booked_for_the_evening_of_a_day_is_ahead() -> None:
    facts = joined("Tamsin: I've booked the village hall for the afternoon of the 2nd of May.")
    assert "2 May 2025" in facts, facts


def test_a_month_signed_up_in_alone_still_looks_back() -> None:
    facts = joined("Tamsin: I signed up in March and went twice.")
    assert "March 2025" not in facts, facts


def test_a_month_after_booking_without_for_still_looks_back() -> None:
    facts = joined("Tamsin: I booked the ferry in January, it was half price.")
    assert "January 2025" not in facts, facts


def test_a_course_starting_on_a_day_is_ahead() -> None:
    facts = joined(
        "Tamsin: The leisure centre has a diving course starting on the 9th of March, "
        "and I joined on Monday."
    )
    assert "9 March 2025" in facts, facts


def test_a_job_offered_from_a_month_is_ahead() -> None:
    facts = joined("Tamsin: The bakery offered me a permanent job from March, so I said yes.")
    assert "March 2025" in facts, facts
    assert "March 2024" not in facts, facts


def test_what_a_grant_won_is_for_is_ahead() -> None:
    facts = joined("Tamsin: I won a grant to spend two months at a lab in Tromsø, from February.")
    assert "February 2025" in facts, facts


def test_a_need_told_in_the_present_is_ahead() -> None:
    facts = joined(
        "Tamsin: I saw the dentist on Monday, and he says I need a crown, probably in the spring."
    )
    assert "spring 2025" in facts, facts


def test_a_need_denied_is_no_plan() -> None:
    text, _ = resolve_relative_dates("I didn't need a crown in March.", WEDNESDAY, True, named=True)
    assert "March 2024" in text, text


# Details and figures of speech told beside a fact


def test_a_reaction_of_the_throat_is_no_memory_beside_the_allergy() -> None:
    facts = texts("Perpetua: I'm allergic to kiwi. My lips tingle straight away.")
    assert facts == ["Perpetua is allergic to kiwi."], facts


def test_how_a_body_part_felt_after_a_first_lesson_is_no_memory() -> None:
    facts = joined("Perpetua: I've started rowing on the canal. My legs ached for days after.")
    assert "ached" not in facts, facts
    assert "started rowing" in facts, facts


def test_shaking_hands_on_a_first_day_are_no_memory() -> None:
    assert texts("Perpetua: My hands were shaking the whole time, but it went fine.") == []


def test_a_small_hurt_that_comes_back_is_no_memory_beside_the_job() -> None:
    facts = texts(
        "Perpetua: I've been a chef for nine years, and I still cut my fingers every week."
    )
    assert facts == ["Perpetua has been a chef for nine years."], facts


def test_a_body_part_sore_today_passes_like_a_mood() -> None:
    # session 44: an ache told with its day forms nothing, as a mood of the day does
    assert texts("Perpetua: My back is sore today, so no gym.") == []


def test_an_injury_is_still_a_memory() -> None:
    facts = joined("Perpetua: I broke my ankle on Saturday, playing netball.")
    assert "broke their ankle" in facts, facts


def test_would_rather_without_than_is_no_preference() -> None:
    facts = texts("Perpetua: I can't stand olives. I'd rather chew a lemon.")
    assert facts == ["Perpetua can't stand olives."], facts


def test_would_rather_with_than_or_not_is_kept() -> None:
    assert "rather take the train than fly" in joined(
        "Perpetua: I'd rather take the train than fly."
    )
    assert "would rather not drive" in joined("Perpetua: I'd rather not drive at night.")


def test_praise_in_a_superlative_is_no_memory() -> None:
    facts = joined(
        "Perpetua: We're going to Tromsø in March. I've packed the thickest gloves in the world."
    )
    assert "gloves" not in facts, facts
    assert "Tromsø" in facts, facts
    facts = joined("Perpetua: My aunt was a nurse in Cork, and she makes the best soda bread.")
    assert "soda bread" not in facts, facts
    assert "nurse in Cork" in facts, facts


def test_a_superlative_of_a_place_is_still_a_fact() -> None:
    assert "smallest village in Wales" in joined(
        "Perpetua: I live in the smallest village in Wales."
    )


def test_than_me_names_the_speaker() -> None:
    facts = joined("Perpetua: My nephew is nine and already faster than me on a bike.")
    assert "faster than Perpetua" in facts, facts
    assert "than them" not in facts, facts


def test_the_askers_praise_is_not_carried_into_the_answer() -> None:
    facts = joined(
        "Hamish: Who painted that gorgeous mural in your kitchen?",
        "Perpetua: My sister did. She spent a whole summer on it.",
    )
    assert "gorgeous" not in facts, facts
    assert "mural" in facts, facts


# Who or what a pronoun or a name is


def test_a_name_after_anothers_animal_is_not_given_to_a_place() -> None:
    facts = joined(
        "Perpetua: My aunt moved to Portugal in May, and she left me her parrot. "
        "His name is Captain and he swears in Welsh."
    )
    assert "Portugal is called" not in facts, facts


def test_a_make_before_a_noun_is_no_she() -> None:
    facts = joined(
        "Hamish: You took her to a Pixar film! Did she like it?",
        "Perpetua: She loved it. She's a welder, she builds boat trailers for a living.",
    )
    assert "Pixar" not in facts, facts


def test_a_film_watched_is_no_she_in_the_question_after_it() -> None:
    facts = joined(
        "Perpetua: We went to the cinema on Friday. We watched Little Women, at her choice.",
        "Hamish: How lovely. Did she enjoy it?",
        "Perpetua: She did. She's a carpenter, she builds stairs for a living.",
    )
    assert "Little Women is" not in facts, facts


def test_a_that_before_a_preposition_is_no_thing_for_an_it() -> None:
    facts = joined(
        "Hamish: Twenty kilos lighter! Is that from all the cycling?",
        "Perpetua: Partly. Ysolde talked me into it.",
    )
    assert "the from" not in facts, facts


def test_a_sentence_with_its_subject_named_beside_it_is_no_fragment_answer() -> None:
    facts = joined(
        "Hamish: How did you end up restoring clocks?",
        "Perpetua: The jeweller, Benedek, saw me mending a watch at the market. "
        "He asked me to work for him on Saturdays.",
    )
    assert "restoring clocks in" not in facts, facts


def test_a_fragment_answer_with_a_name_beside_it_still_reads() -> None:
    facts = joined(
        "Hamish: Where did you grow up?",
        "Perpetua: A village near Tartu, Nõo, and then Tallinn.",
    )
    assert "grew up in a village near Tartu" in facts, facts


# Sentences and passing states


def test_a_place_ending_on_a_month_abbreviation_ends_the_sentence() -> None:
    facts = texts(
        "Perpetua: I spent New Year with my aunt in Vila do Mar. My uncle retired from the "
        "post office in December."
    )
    assert "Perpetua spent New Year with their aunt in Vila do Mar." in facts, facts
    assert any(f.startswith("Perpetua's uncle retired") for f in facts), facts


def test_a_word_like_sun_ends_a_sentence_before_a_capital() -> None:
    assert split_sentences("We sat out in the sun. It was lovely.") == [
        "We sat out in the sun.",
        "It was lovely.",
    ]
    assert split_sentences("Meet on Mar. 5 at noon.") == ["Meet on Mar. 5 at noon."]


def test_im_grand_is_no_memory() -> None:
    facts = texts("Perpetua: I'm grand, thanks. I passed my driving test on Monday.")
    assert not any("grand" in fact for fact in facts), facts
    assert any("driving test" in fact for fact in facts), facts


def test_me_before_a_relative_or_a_thing_owned_is_my() -> None:
    facts = joined(
        "Perpetua: i passed the driving theory btw, got me certificate on friday",
        "Perpetua: me brother's moving to leeds in june",
    )
    assert "got their certificate" in facts or "got Perpetua's certificate" in facts, facts
    assert "got them" not in facts, facts


def test_me_as_an_object_stays_an_object() -> None:
    facts = joined("Perpetua: My aunt sent me photos of her new flat in Galway.")
    assert "their photos" not in facts, facts


def test_me_called_a_kin_word_is_no_my() -> None:
    facts = joined("Perpetua: my niece calls my sister mummy and me auntie pickle")
    assert "Perpetua's auntie" not in facts and "their auntie" not in facts, facts


def test_a_frame_around_the_fact_is_taken_off() -> None:
    facts = texts("Perpetua: The big news is that I've been offered a place at Durham.")
    assert facts == ["Perpetua has been offered a place at Durham."], facts


def test_news_told_without_its_i_reads_plainly() -> None:
    facts = joined("Perpetua: i've got news too, started a pottery class in kendal on monday")
    assert facts.startswith("Perpetua started a pottery class"), facts

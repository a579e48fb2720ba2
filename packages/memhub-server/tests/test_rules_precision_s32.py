"""Precision of the rule extractor on how friends write to each other (issue #15, s32).

A date in a clause of its own is read by that clause's verb ("Tom started in January, so
we see him more"); "retook" and its kin are past verbs; "the gallery has offered me a
job" turns to "I was offered a job by the gallery" like "the gallery offered me"; a place
after what was signed up for keeps the day named ahead. The sentences are our own, proper
case and lower case; each rule also has sentences that must form nothing or stay as they
were.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.dates import month_carried, resolve_relative_dates

SATURDAY = date(2024, 3, 16)  # a Saturday in March


def texts(content: str, day: date = SATURDAY) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


def joined(content: str, day: date = SATURDAY) -> str:
    return " | ".join(texts(content, day))


# --- a date in a clause with a subject and verb of its own ------------------------------


@pytest.mark.parametrize(
    ("sentence", "past", "expected"),
    [
        # the clause of the date is past, the speaker's later clause present
        (
            "Marguerite started a pottery course in February, so we hardly see her.",
            False,
            "in February 2024",
        ),
        (
            "my cousin moved to Leeds in january, so we never see each other",
            False,
            "in January 2024",
        ),
        ("Bartholomew left the choir in January and we miss him.", False, "in January 2024"),
        # the clause of the date is present, the speaker's earlier clause past
        (
            "We finished the recordings in February, the album comes out in May.",
            True,
            "in May 2024",
        ),
        ("we painted the boat last week, the regatta is on the 4th of may", True, "4 May 2024"),
        (
            "I booked the tickets in January, the show opens at Easter.",
            True,
            "Easter, 31 March 2024",
        ),
    ],
)
def test_a_clause_of_its_own_dates_its_phrase(sentence: str, past: bool, expected: str) -> None:
    assert expected in resolve_relative_dates(sentence, SATURDAY, past, named=True)[0]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # no clause of its own: the tense given decides, as before
        ("I started a pottery course in February.", "in February 2024"),
        ("I start a pottery course in February.", "in February 2025"),
        # a contraction leads the clause: left to the tense given
        ("Odd week, I've got an exam in February.", "in February 2025"),
    ],
)
def test_without_a_clause_of_its_own_the_tense_given_decides(sentence: str, expected: str) -> None:
    past = sentence.startswith("I started")
    assert expected in resolve_relative_dates(sentence, SATURDAY, past, named=True)[0]


def test_a_chat_note_keeps_a_bare_weekday_undecided() -> None:
    # without ``named`` (chunk notes, questions) the clause's verb does not decide
    said = "The plumber comes on Friday."
    assert (
        resolve_relative_dates(said, SATURDAY, True)[0]
        != resolve_relative_dates(said, SATURDAY, False)[0]
    )


def test_someone_elses_past_start_before_our_present_is_dated_back() -> None:
    facts = texts(
        "Isidore: How is Bartholomew?\n"
        "Philippa: He started teaching chemistry at a college in Ghent in January, so we "
        "finally have our evenings together.\nIsidore: Lovely."
    )
    assert any("January 2024" in fact for fact in facts), facts
    assert not any("January 2025" in fact for fact in facts), facts


def test_a_release_after_a_past_recording_is_ahead() -> None:
    said = joined(
        "Rosalind: we recorded six songs in february, the record comes out on halloween\n"
        "Ciaran: amazing"
    )
    assert "31 October 2024" in said and "2023" not in said, said


# --- "retook", "resat", "rewrote" are past verbs -----------------------------------------


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "Philippa: I retook the written exam on the 2nd of March and got 88 out of 100.",
            "retook the written exam on 2 March 2024",
        ),
        ("Philippa: i resat my chemistry paper on the 1st of march", "1 March 2024"),
        ("Philippa: I rewrote the whole chapter on the 9th of March.", "9 March 2024"),
    ],
)
def test_a_redone_thing_is_past(content: str, expected: str) -> None:
    said = joined(content + "\nIsidore: Well done.")
    assert expected in said, said
    assert "retooks" not in said and "2025" not in said, said


def test_a_plan_to_retake_stays_ahead() -> None:
    said = joined("Philippa: I retake the written exam on the 2nd of April.\nIsidore: Good luck.")
    assert "2 April 2024" in said, said


# --- "has offered me", "has asked me" -----------------------------------------------------


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "Philippa: The botanic garden in Leuven has offered me a job as a gardener.",
            "Philippa was offered a job as a gardener by the botanic garden in Leuven.",
        ),
        (
            "Philippa: The conservatoire has asked me to teach the cello two days a week "
            "from April.",
            "Philippa was asked by the conservatoire to teach the cello two days a week "
            "from April 2024.",
        ),
        (
            "Philippa: The hospice has just offered me a post as a chaplain, starting in May.",
            "Philippa was offered a post as a chaplain by the hospice, starting in May 2024.",
        ),
    ],
)
def test_a_perfect_offer_turns_like_a_past_one(content: str, expected: str) -> None:
    facts = texts(content + "\nIsidore: Congratulations!")
    assert expected in facts, facts
    assert not any(" has a job" in fact or " has to teach" in fact for fact in facts), facts


def test_a_thing_the_speaker_has_offered_is_no_offer_to_them() -> None:
    facts = texts("Philippa: I have offered my neighbour a lift to the airport.\nIsidore: Kind.")
    assert not any("was offered" in fact for fact in facts), facts


# --- a place after what was signed up for -------------------------------------------------


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "Philippa: I've just signed up for my first half marathon, in Bruges on the "
            "14th of April.",
            "14 April 2024",
        ),
        (
            "Philippa: i put my name down for a pub quiz, at the Red Lion on the 20th of march",
            "20 March 2024",
        ),
    ],
)
def test_the_day_after_a_place_signed_up_for_is_ahead(content: str, expected: str) -> None:
    said = joined(content + "\nIsidore: Good luck!")
    assert expected in said and "2023" not in said, said


def test_a_race_run_is_still_past() -> None:
    said = joined("Philippa: I ran my first half marathon, in Bruges on the 3rd of March.\nI: x")
    assert "3 March 2024" in said, said


# --- a number or a mood opening an answer is no name -------------------------------------


@pytest.mark.parametrize(
    "content",
    [
        "Isidore: Do you still teach?\nPhilippa: Two mornings a week. He says I should stop.\n"
        "Isidore: ok",
        "Isidore: How is the baby?\nPhilippa: Sleepy and hungry. He cried all night.\nIsidore: aw",
        "Isidore: how many lambs?\nPhilippa: Four, born on the 2nd of March while we were "
        "away.\nIsidore: wow",
        "Isidore: how many lambs?\nPhilippa: seven, born on tuesday\nIsidore: wow",
    ],
)
def test_a_count_or_a_mood_opening_an_answer_is_nobody(content: str) -> None:
    facts = texts(content)
    assert not any(
        fact.startswith(("Two ", "Sleepy ", "Four", "Seven", "seven")) for fact in facts
    ), facts


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "Isidore: Any news?\nPhilippa: Marisol and Tobias came round. He says I should "
            "move to Porto.\nIsidore: ok",
            "Marisol",
        ),
        ("Isidore: any news?\nPhilippa: Elowen, born on Tuesday, 3 kilos.\nIsidore: aw", "Elowen"),
    ],
)
def test_a_name_opening_an_answer_is_still_a_name(content: str, expected: str) -> None:
    assert any(fact.startswith(expected) for fact in texts(content)), texts(content)


# --- what needs the chat to be understood ------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "I've got a big change too.",
        "we have an exciting update as well",
        "We'll know on Friday.",
        "i'll find out next week",
        "We changed our minds.",
        "I have to leave at six, or the kids won't.",
        "I'd love to come, but I can't.",
        "About four lengths before I get tired.",
        "Forty minutes, and I ran the whole way.",
        "Five, born on the 2nd of March.",
        "I had a strange week.",
        "we're having such a long day",
        "I have one small problem, though.",
        "Now I need advice about something else.",
        "i need some help with something",
    ],
)
def test_what_the_chat_around_it_explains_forms_nothing(said: str) -> None:
    assert texts(f"Philippa: {said}\nIsidore: Go on.") == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I said yes to the job in Leeds.", "Philippa said yes to the job in Leeds."),
        ("I had a long day in the archive in Ghent.", "Philippa had a long day in the archive"),
        ("I have to leave at six, or the dogs won't eat.", "or the dogs won't eat"),
        ("Two of my friends moved to Leeds.", "Two of Philippa's friends moved to Leeds."),
        ("Three years as a nurse now and I still work nights.", "Philippa still works nights"),
        ("I have a big change of career planned: I'm retraining as a vet.", "retraining as a vet"),
        ("We'll know the results on Friday.", "know the results on"),
    ],
)
def test_a_whole_statement_still_forms(said: str, expected: str) -> None:
    said_facts = joined(f"Philippa: {said}\nIsidore: Go on.")
    assert expected in said_facts, said_facts


# --- whom "they" and "she" are in an answer ----------------------------------------------


def test_they_after_a_number_of_animals_is_not_the_one_asked_about() -> None:
    facts = texts(
        "Isidore: My daughter finally left Bertrand last week.\n"
        "Philippa: Poor Bertrand. I've got news too: I've bought three hens from a farm near "
        "Ely. They're called Pip, Dot and Mabel.\nIsidore: Lovely."
    )
    assert not any(fact.startswith("Bertrand") for fact in facts), facts


def test_they_with_no_number_before_it_is_still_the_one_asked_about() -> None:
    facts = texts(
        "Isidore: How is Bertrand?\nPhilippa: They've moved to Lyon with the bakery.\n"
        "Isidore: Lovely."
    )
    assert any(fact.startswith("Bertrand") and "Lyon" in fact for fact in facts), facts


@pytest.mark.parametrize("verb", ["listening to", "talking to"])
def test_someone_listened_or_talked_to_is_a_person_she_may_be(verb: str) -> None:
    facts = texts(
        "Isidore: I'm reading Colette, very slowly. Bertrand laughs at me.\n"
        f"Philippa: Brave. I've been {verb} Ella Fitzgerald a lot lately. She makes the "
        "ironing go faster.\nIsidore: ha"
    )
    assert not any(fact.startswith("Colette") for fact in facts), facts


# --- what a fact keeps of the chat around it ---------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Come and visit Ghent, I have a spare room now.", "Philippa has a spare room now."),
        ("already sorted, my uncle is lending me his van", "Philippa's uncle is lending"),
    ],
)
def test_an_invitation_or_a_done_opening_is_left_out(said: str, expected: str) -> None:
    facts = texts(f"Philippa: {said}\nIsidore: Great.")
    assert any(fact.startswith(expected) or expected in fact for fact in facts), facts
    assert not any(fact.lower().startswith(("come", "already")) for fact in facts), facts


def test_an_invitation_is_never_a_memory() -> None:
    facts = texts("Philippa: come and see me in Porto, I've got a guest room\nIsidore: Great.")
    assert not any(fact.lower().startswith("come") for fact in facts), facts


@pytest.mark.parametrize(
    "said",
    ["sorry sorry i'm rubbish.", "I'm hopeless, I know.", "we're called the Night Owls now lol"],
)
def test_banter_and_a_group_name_form_nothing(said: str) -> None:
    assert texts(f"Philippa: {said}\nIsidore: ha") == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("i'm rubbish at maths", "Philippa is rubbish at maths."),
        ("My band is called the Night Owls.", "Philippa's band is called the Night Owls."),
    ],
)
def test_a_real_weakness_or_a_named_band_still_forms(said: str, expected: str) -> None:
    assert expected in texts(f"Philippa: {said}\nIsidore: ha")


# --- a son-in-law, "whose", a day put right ----------------------------------------------


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "Isidore: Who fixed your roof?\nPhilippa: My son-in-law did. He rebuilt the whole "
            "chimney too.\nIsidore: Kind.",
            "Philippa's son-in-law rebuilt the whole chimney too.",
        ),
        (
            "Philippa: My daughter-in-law Oriane is a vet. She works in Namur.\nIsidore: ok",
            "Philippa's daughter-in-law Oriane is a vet.",
        ),
    ],
)
def test_a_relative_in_law_stays_in_law(content: str, expected: str) -> None:
    said = joined(content)
    assert expected in said, said
    assert "Philippa's son rebuilt" not in said and "Philippa's daughter is" not in said, said


def test_whose_asked_is_no_name() -> None:
    facts = texts(
        "Isidore: Whose is the old greyhound on your sofa?\n"
        "Philippa: She's my cousin's. She's staying while my cousin is in Peru.\nIsidore: ok"
    )
    assert not any("Whose" in fact for fact in facts), facts


@pytest.mark.parametrize(
    ("said", "expected", "wrong"),
    [
        (
            "We planted the pear tree on Sunday. Sorry, it was Saturday, I'm all over the place.",
            "9 March 2024",
            "10 March 2024",
        ),
        (
            "Two weeks ago I passed my theory test. Actually, it was three weeks ago.",
            "24 February 2024",
            "2 March 2024",
        ),
        (
            "i got back from Oslo yesterday. no wait, it was last weekend",
            "",
            "15 March 2024",
        ),
    ],
)
def test_a_day_put_right_in_the_next_sentence_is_the_day_kept(
    said: str, expected: str, wrong: str
) -> None:
    facts = joined(f"Philippa: {said}\nIsidore: Oh.")
    assert expected in facts and wrong not in facts, facts


def test_it_was_without_a_day_changes_nothing() -> None:
    said = joined("Philippa: We went to Bruges on Sunday. It was lovely.\nIsidore: Nice.")
    assert "10 March 2024" in said, said


# --- chat about the chat, a missed meal, a view of people ---------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "Sorry I've been so terrible at replying this week!",
        "i'm so bad at texting back",
        "I'm starving, I skipped lunch.",
        "I think people spend far too much on phones these days.",
        "i reckon kids grow up too fast now",
        "I can't stand musicals. I watched one at school and hated it.",
    ],
)
def test_chat_a_meal_or_a_general_view_forms_nothing_more(said: str) -> None:
    facts = texts(f"Philippa: {said}\nIsidore: ha")
    assert not any(
        word in fact
        for fact in facts
        for word in ("replying", "texting", "lunch", "people", "kids", "watched one")
    ), facts


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I'm terrible at maths.", "Philippa is terrible at maths."),
        ("I think my sister is moving to Rome.", "sister is moving to Rome"),
        ("I skipped lunch to finish my thesis on Friday.", "skipped lunch to finish"),
        ("I watched one film a week last year.", "watched one film a week"),
    ],
)
def test_the_speakers_own_news_still_forms(said: str, expected: str) -> None:
    said_facts = joined(f"Philippa: {said}\nIsidore: ha")
    assert expected in said_facts, said_facts


# --- "here" after a place someone came from; lent until; never even; a kind of person ----


def test_here_is_not_a_place_someone_came_from() -> None:
    facts = texts(
        "Isidore: Bertrand's parents came from Dijon and stayed a week.\n"
        "Philippa: We had all the cousins here, and the dog ate the cheese board.\n"
        "Isidore: ha"
    )
    assert not any("Dijon" in fact and fact.startswith("Philippa") for fact in facts), facts


def test_there_after_a_place_someone_came_from_is_still_that_place() -> None:
    facts = texts(
        "Isidore: My cousin came from Dijon to see me.\n"
        "Philippa: I bought a flat there in February.\nIsidore: Oh!"
    )
    assert "Philippa bought a flat in Dijon in February 2024." in facts, facts


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I lent Bertrand my bike until the summer.", "until summer 2024"),
        ("i rented out the spare room until september", "until September 2024"),
        ("I lived in Dijon until the summer.", "until summer 2023"),
    ],
)
def test_a_thing_lent_until_a_season_comes_back_ahead(said: str, expected: str) -> None:
    said_facts = joined(f"Philippa: {said}\nIsidore: ok")
    assert expected in said_facts, said_facts


@pytest.mark.parametrize(
    "said",
    [
        "The film made me homesick, and I've never even left.",
        "I've never been!",
        "I love a mother who cooks.",
        "i like a man who can dance",
    ],
)
def test_never_without_where_or_a_kind_of_person_forms_nothing(said: str) -> None:
    assert texts(f"Philippa: {said}\nIsidore: ha") == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I've never been to Lisbon.", "Philippa has never been to Lisbon."),
        ("I love a good detective novel.", "Philippa loves a good detective novel."),
    ],
)
def test_never_with_where_or_a_thing_loved_still_forms(said: str, expected: str) -> None:
    assert expected in texts(f"Philippa: {said}\nIsidore: ha")


# --- a day of the month alone after a day named with its month ---------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Our party is on the 12th of May, so we'll drive up on the 10th.",
            "Our party is on the 12th of May, so we'll drive up on the 10th of May.",
        ),
        (
            "the course starts May 3rd and the exam is on the 28th",
            "the course starts May 3rd and the exam is on the 28th of May",
        ),
        # a day much earlier is likely the next month: left as it is
        (
            "We flew out on the 26th of June and came home on the 2nd.",
            "We flew out on the 26th of June and came home on the 2nd.",
        ),
        # another sentence: left as it is
        (
            "The fair is on the 12th of May. I'm off on the 10th.",
            "The fair is on the 12th of May. I'm off on the 10th.",
        ),
        ("My birthday is on the 14th.", "My birthday is on the 14th."),
    ],
)
def test_a_day_alone_takes_the_month_named_before_it(said: str, expected: str) -> None:
    assert month_carried(said) == expected


def test_a_clause_read_apart_keeps_the_month() -> None:
    said = joined(
        "Philippa: Our anniversary is on the 21st of May, so we'll set off on the 19th.\n"
        "Isidore: Lovely."
    )
    assert "19 May 2024" in said and "19 March 2024" not in said, said


def test_keep_up_said_to_the_listener_is_left_out() -> None:
    said = joined(
        "Isidore: wait who's bertrand\n"
        "Philippa: my boyfriend!! we've been together since january, keep up\nIsidore: sorry"
    )
    assert "keep up" not in said and "since January 2024" in said, said
    assert "Philippa keeps up with the news every morning." in texts(
        "Philippa: I keep up with the news every morning.\nIsidore: ok"
    )

"""Answers that lean on a turn further back than their prompt (issue #15).

A riddle the speaker set two turns back ("Guess who ..." - "who?" - "me!"), the size of
something the speaker mentioned before the question ("I finished my novel!" - "how long
is it?" - "340 pages"), an age asked of a named person, a "still ...?" question answered
with when and where instead of "yes", and one answered with what replaced it ("physics
now"). Each is read only when exactly one reading fits; a question, a guess that was
someone else, a hedge or a disagreement forms nothing.
1 March 2026 is a Sunday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.context import settled_prompt, with_prompt

SUNDAY = date(2026, 3, 1)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, SUNDAY))]


def reply(prompt: str, answer: str) -> list[str]:
    """The facts of Wren's ``answer`` to Tomas's ``prompt``."""
    return texts(f"Tomas: {prompt}", f"Wren: {answer}")


# --- riddles answered a turn later ------------------------------------------------------


@pytest.mark.parametrize(
    ("riddle", "guess", "answer", "fact"),
    [
        (
            "guess who's learning the harp",
            "you??",
            "me! lessons every Tuesday",
            "Wren is learning the harp (as of 1 March 2026).",
        ),
        (
            "Guess who's building a boat",
            "... you?",
            "me. in the shed. oak planks",
            "Wren is building a boat in the shed (as of 1 March 2026).",
        ),
        (
            "guess who passed her driving test",
            "is it you?",
            "yep! first time",
            "Wren passed their driving test.",
        ),
        (
            "guess who just adopted a tortoise",
            "who?",
            "Me. His name is Gus",
            "Wren just adopted a tortoise.",
        ),
    ],
)
def test_a_riddle_the_speaker_owns_up_to_is_their_news(
    riddle: str, guess: str, answer: str, fact: str
) -> None:
    assert fact in texts(f"Wren: {riddle}", f"Tomas: {guess}", f"Wren: {answer}")


@pytest.mark.parametrize(
    ("riddle", "guess", "answer", "news"),
    [
        ("guess who's getting married", "your sister?", "yep! in June", "married"),  # not her
        ("guess who won the raffle", "who?", "me. haha no, Tom did", "raffle"),  # a joke
        ("guess who got a puppy", "who?", "my brother. a spaniel", "puppy"),
        ("guess who I bumped into at the market", "who?", "me, obviously", "market"),
    ],
)
def test_a_riddle_answered_by_anyone_else_forms_nothing_about_the_speaker(
    riddle: str, guess: str, answer: str, news: str
) -> None:
    facts = texts(f"Wren: {riddle}", f"Tomas: {guess}", f"Wren: {answer}")
    assert not [f for f in facts if news in f]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Guess who got the job?? ME. start Monday", "Wren got the job."),
        ("ok guess who's moving to Perth! me!", "Wren is moving to Perth."),
    ],
)
def test_a_riddle_answered_in_the_same_turn(said: str, fact: str) -> None:
    assert fact in texts(f"Wren: {said}")


@pytest.mark.parametrize(
    "said",
    [
        "guess who got the job? not me, sadly",
        "guess who got the job? meh, who cares",
        "guess who called me. my landlord",
    ],
)
def test_a_riddle_not_owned_up_to_in_the_same_turn_forms_nothing(said: str) -> None:
    assert not [f for f in texts(f"Wren: {said}") if "job" in f or "called" in f]


def test_a_riddle_is_not_read_without_the_turn_before_the_prompt() -> None:
    assert with_prompt("who?", "me! in June") == "me! in June"


# --- the size of the speaker's own thing ------------------------------------------------


@pytest.mark.parametrize(
    ("news", "answer", "fact"),
    [
        ("I finished my novel!", "340 pages. six years of work", "Wren's novel is 340 pages."),
        ("we planted our orchard at last", "about 2 acres", "Wren's orchard is about 2 acres."),
        ("I ran my first ultra!", "80 km, never again", "Wren's first ultra is 80 km."),
    ],
)
def test_how_big_it_is_names_the_thing_the_speaker_just_mentioned(
    news: str, answer: str, fact: str
) -> None:
    facts = texts(f"Wren: {news}", "Tomas: wow! how long is it?", f"Wren: {answer}")
    if "orchard" in fact:
        facts = texts(f"Wren: {news}", "Tomas: how big is it?", f"Wren: {answer}")
    assert fact in facts


@pytest.mark.parametrize(
    ("news", "prompt", "answer"),
    [
        ("I finished my novel and my screenplay!", "how long is it?", "340 pages"),  # which?
        ("My sister finished her thesis!", "how long is it?", "340 pages"),  # not the speaker's
        ("did you finish my essay?", "how long is it?", "340 pages"),  # a question
        ("I finished my novel!", "how long did it take?", "six years"),  # not its size
        ("I finished my novel!", "amazing", "six years"),  # unasked, and no part of it
        ("I finished my novel!", "did you celebrate?", "340 pages"),  # another question
        ("I finished my novel!", "how long is it?", "longer than I'd like"),  # no measure
    ],
)
def test_a_size_with_no_single_own_thing_forms_nothing(news: str, prompt: str, answer: str) -> None:
    facts = texts(f"Wren: {news}", f"Tomas: {prompt}", f"Wren: {answer}")
    assert not [f for f in facts if "pages" in f or "years" in f]


def test_a_count_of_pages_told_unasked_measures_the_work_just_mentioned() -> None:
    facts = texts(
        "Wren: I handed in my dissertation!!", "Tomas: amazing", "Wren: 94 pages. never again"
    )
    assert "Wren's dissertation is 94 pages." in facts


# --- ages asked of someone --------------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        ("Ottilie is how old now?", "14 going on 30. she runs the house", "Ottilie was 14"),
        ("how old is Bram these days?", "eleven, and taller than me", "Bram was 11"),
        ("how old's your nephew?", "9!", "Wren's nephew was 9"),
    ],
)
def test_an_age_asked_of_a_named_person_is_theirs(prompt: str, answer: str, fact: str) -> None:
    assert any(f.startswith(fact) for f in reply(prompt, answer))


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("how old is Bram now?", "nearly twelve"),  # a hedge
        ("how old is Bram now?", "twelve in May"),  # an age to come
        ("how old is Bram now?", "no idea, ask his mum"),
        ("how old do you think Bram is?", "twelve?"),  # a guess, asked back
    ],
)
def test_an_age_hedged_or_to_come_forms_no_age(prompt: str, answer: str) -> None:
    assert not [f for f in reply(prompt, answer) if "Bram is" in f]


# --- "still ...?" answered without a yes ----------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        ("do you still swim?", "every morning at the lido.", "Wren still swims every morning"),
        ("are you still with the choir?", "most Sundays, at St Anne's.", "Wren is still with"),
        ("you still climbing?", "twice a week. my fingers hate me", "Wren is still climbing"),
    ],
)
def test_a_still_question_answered_with_when_agrees(prompt: str, answer: str, fact: str) -> None:
    assert any(f.startswith(fact) for f in reply(prompt, answer))


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("do you still swim?", "no, every so often at most"),
        ("do you still swim?", "every morning? I wish"),
        ("would you still swim every day if you could?", "every morning at the lido"),
    ],
)
def test_a_still_question_doubted_or_wished_forms_nothing(prompt: str, answer: str) -> None:
    assert not [f for f in reply(prompt, answer) if "swim" in f]


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        (
            "still teaching maths at Bramley?",
            "physics now, since September",
            "Wren is teaching physics now (as of 1 March 2026).",
        ),
        (
            "are you still playing bass?",
            "nope, drums now",
            "Wren is playing drums now (as of 1 March 2026).",
        ),
        ("how's Pavel? still studying law?", "medicine now.", "Pavel is studying medicine now."),
    ],
)
def test_a_still_question_answered_with_what_replaced_it(
    prompt: str, answer: str, fact: str
) -> None:
    assert fact in reply(prompt, answer)


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("how's Pavel? and Ida? still studying law?", "medicine now."),  # which of them?
        ("how is she? still studying law?", "medicine now."),  # someone not named here
        ("still teaching maths?", "I am now"),
    ],
)
def test_a_swap_with_no_single_subject_forms_nothing(prompt: str, answer: str) -> None:
    assert not [f for f in reply(prompt, answer) if "medicine" in f]


# --- "when do you ... it?" about what the one asked said before --------------------------


@pytest.mark.parametrize(
    ("said", "prompt", "meant"),
    [
        ("I'm finally selling the bakery.", "wow. when do you hand it over?", "the bakery"),
        ("I bought a camper van!", "when do you pick it up?", "your camper van"),
        ("we renovated our attic", "when did you finish it?", "your attic"),
    ],
)
def test_the_it_of_a_when_question_is_the_thing_said_before(
    said: str, prompt: str, meant: str
) -> None:
    settled = settled_prompt(prompt, said)
    assert settled is not None
    assert meant in settled
    assert " it " not in settled


@pytest.mark.parametrize(
    ("said", "prompt"),
    [
        ("I bought a camper van and a tent!", "when do you pick it up?"),  # which?
        ("did you sell the flat?", "when do you hand it over?"),  # a question
        ("my sister is visiting", "when do you meet it?"),  # a person is no "it"
        ("I'm selling the bakery.", "how was it?"),  # not a "when ... it?" question
        ("I loved Lisbon", "when did you visit it?"),  # a name: nothing says what it is
        ("my proudest moment", "when do you hand it over?"),  # a remark, no one's doing
        ("the shop is going to my niece", "when do you hand it over?"),  # not said as "I"
    ],
)
def test_a_when_question_with_no_single_thing_before_stays(said: str, prompt: str) -> None:
    assert settled_prompt(prompt, said) == prompt


def test_a_date_for_the_thing_said_two_turns_back_is_kept() -> None:
    facts = texts(
        "Wren: I'm selling the boatyard after thirty years.",
        "Tomas: when do you hand it over?",
        "Wren: the 2nd of April, then I'm fishing",
    )
    assert any("hands the boatyard over on 2 April 2026" in f for f in facts), facts


# --- "That's him, <name>": the relative asked about, named -----------------------------


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        (
            "is your brother the one in Lyon?",
            "That's him, Anselm. He's been there since 2012.",
            "Wren's brother Anselm has been in Lyon since 2012.",
        ),
        (
            "is your aunt the one who paints?",
            "yes that's her - Odile! she sells at the market",
            "Wren's aunt Odile sells at the market.",
        ),
        (
            "is your cousin the one who teaches?",
            "That's her, Ines.",
            "Wren's cousin is called Ines.",
        ),
    ],
)
def test_a_relative_pointed_at_and_named_is_that_relative(
    prompt: str, answer: str, fact: str
) -> None:
    assert fact in reply(prompt, answer)


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("is your sister or your cousin the one in Oslo?", "That's her, Maren."),  # which?
        ("is your sister the one in Oslo?", "That's him, Pavel."),  # not a sister
        ("is that your sister in the photo?", "That's her? no idea, Maren maybe"),
    ],
)
def test_a_name_pointed_at_with_no_single_fitting_relative_names_no_one(
    prompt: str, answer: str
) -> None:
    facts = reply(prompt, answer)
    assert not [f for f in facts if "Maren" in f or "Pavel" in f]


def test_with_an_assistant_between_the_users_turn_before_it_is_read() -> None:
    facts = texts(
        "User: guess who finally finished her novel",
        "Assistant: Was it you?",
        "User: yes! 310 pages",
    )
    assert "The user finally finished their novel." in facts
    facts = texts(
        "User: I wrote my first album!",
        "Assistant: Congratulations, that is a big milestone.",
        "User: 11 songs, all about the sea",
    )
    assert "The user's first album is 11 songs." in facts


# --- "How was <name>?" answered by what they did ----------------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer", "meant"),
    [
        ("how was Arjun?", "cried in the car. told you", "Arjun cried in the car. told you"),
        (
            "how's your dad holding up?",
            "moved in with us in May",
            "My dad moved in with us in May.",
        ),
        (
            "so how did Ines get on?",
            "Passed, with a distinction!",
            "Ines passed, with a distinction.",
        ),
    ],
)
def test_a_past_verb_answering_how_someone_was_is_theirs(
    prompt: str, answer: str, meant: str
) -> None:
    assert with_prompt(prompt, answer) == meant


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("how was Arjun?", "failed, I think"),  # a guess of the speaker's own
        ("how was Arjun?", "Jared says fine"),  # a name, not a verb
        ("how was Arjun?", "used to be worse"),
        ("how was the party?", "danced all night"),  # no one asked about: the speaker did
        ("how was Arjun and Tom?", "cried in the car"),
    ],
)
def test_an_answer_not_about_the_one_asked_keeps_its_words(prompt: str, answer: str) -> None:
    assert with_prompt(prompt, answer) == answer


# --- "yes, the <which> one": which of the kind asked about ------------------------------


def test_a_yes_that_picks_which_one_names_it() -> None:
    facts = texts(
        "Assistant: Are you still training for a marathon?",
        "User: Yes, the Berlin one in October. my knees hate me",
    )
    assert "The user is still training for the Berlin marathon in October 2026." in facts


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("are you still training for a marathon?", "no, the Berlin one got cancelled"),
        ("do you have a favourite café?", "yes, the little one by the canal"),  # "favourite"
        ("is Ana training for a marathon?", "yes, the Berlin one"),  # not about "you"
    ],
)
def test_a_pick_not_agreeing_or_not_replacing_one_word_is_not_spliced(
    prompt: str, answer: str
) -> None:
    facts = reply(prompt, answer)
    assert not [f for f in facts if "the Berlin marathon" in f or "little favourite" in f]


# --- "Is <name> still ...?" confirmed -------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        ("is Pavel still at the bakery?", "yep, five years now", "Pavel is still at the bakery."),
        ("is your sister still in Oslo?", "yes, still there", "Wren's sister is still in Oslo."),
        (
            "does Pavel still play the cello?",
            "every Sunday, in the church band",
            "Pavel still plays the cello every Sunday, in the church band.",
        ),
    ],
)
def test_a_still_question_about_someone_confirmed_is_their_fact(
    prompt: str, answer: str, fact: str
) -> None:
    assert fact in reply(prompt, answer)


@pytest.mark.parametrize(
    "answer",
    ["no, he left in May", "I think so? not sure", "yes, but not for long", "love it there"],
)
def test_a_still_question_about_someone_doubted_forms_nothing(answer: str) -> None:
    assert not [f for f in reply("is Pavel still at the bakery?", answer) if "bakery" in f]


def test_a_confirmation_that_says_its_own_fact_is_left_to_say_it() -> None:
    said = "Yep, Oriane's still in Ghent. Won't ever leave."
    assert with_prompt("Is your cousin still in Ghent?", said) == said

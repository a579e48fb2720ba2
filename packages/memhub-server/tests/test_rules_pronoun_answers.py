"""An answer's "he"/"she"/"they" is the one the question asked about.

"How's Kofi?" - "He'll start at the bakery on Monday.": the pronoun means the one person
(or pet, or relative) the question names or asks after, when it agrees with them and no
one else in reach competes; it carries through the answer while the same pronoun goes on.
The future contractions ("he'll", "she'll", "they'll") are the same subject as "he's" or
"he'd". 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.context import with_prompt
from memhub_server.pipeline.memory.rules.taken_up import taken_up

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- "he'll", "she'll", "they'll": the subject, with "will" -----------------------------

FUTURE_SETTLED = [
    ("How's Kofi?", "He'll start at the bakery on Monday.", None, "Kofi will start at the bakery"),
    (
        "How old is your grandmother now?",
        "She'll be ninety on the 14th of April.",
        None,
        "my grandmother will be ninety",
    ),
    ("Are your parents still in Faro?", "They'll be back in May.", None, "my parents will be back"),
    ("And Tomasz?", "he'll fly home on friday", None, "Tomasz will fly home"),
    (
        "How is your gran?",
        "She'll be ninety in May and she's still driving.",
        None,
        "my gran will be ninety in May and my gran is still driving",
    ),
    (
        "Ouch. Is he all right?",
        "He'll be out for six weeks.",
        "It did hurt. Our goalkeeper, Olek, went off with a dislocated finger.",
        "Olek will be out for six weeks",
    ),
]


@pytest.mark.parametrize(("prompt", "answer", "earlier", "said"), FUTURE_SETTLED)
def test_future_contraction_is_the_one_asked_about(
    prompt: str, answer: str, earlier: str | None, said: str
) -> None:
    assert said in with_prompt(prompt, answer, earlier)


FUTURE_LEFT = [
    ("How's your brother?", "She'll be fine, my sister I mean."),  # no "she" for a brother
    ("Did Ana and Tom come?", "He'll come next week."),  # two who could be "he"
    ("How's Kofi?", "We'll see."),  # "we", not "he"
    ("Is Mr Okafor retiring?", "She'll retire in June."),  # "Mr" is no "she"
]


@pytest.mark.parametrize(("prompt", "answer"), FUTURE_LEFT)
def test_future_contraction_left_when_it_does_not_fit(prompt: str, answer: str) -> None:
    assert with_prompt(prompt, answer) == answer


def test_future_contraction_forms_the_fact() -> None:
    facts = texts(
        "Caradoc: It did hurt. Our goalkeeper, Olek, went off with a dislocated finger.",
        "Tryphena: Ouch. Is he all right?",
        "Caradoc: He'll be out for six weeks, so I'm looking for a new keeper.",
    )
    assert any(f.startswith("Olek will be out for six weeks") for f in facts), facts


def test_future_contraction_within_the_turn() -> None:
    facts = texts("Ann: My cousin Bram rang. He'll move to Ghent in March.")
    assert any(f.startswith("Bram will move to Ghent") for f in facts), facts


# --- a question's "he"/"she" for the one the answerer's turn before told of ----------------

EARLIER_SETTLED = [
    # the one the question is said to is not who its "he" is
    (
        "I'm sorry to hear that, Ezekiel. Does he have any dietary needs?",
        "He's on a low-salt diet.",
        "My father Barnard had a glaucoma operation on Tuesday.",
        "Barnard is on a low-salt diet.",
    ),
    (
        "Oh Priya, that's awful. Is she in hospital?",
        "She's home since Friday.",
        "My aunt Rosalind slipped on the stairs.",
        "Rosalind is home since Friday.",
    ),
    (
        "Thanks, Mateo! Does he like it there?",
        "He loves it, he's learning the trumpet.",
        "My nephew Idris started at the music school.",
        "Idris loves it, Idris is learning the trumpet.",
    ),
    (
        "Congratulations, Dev. Is he walking yet?",
        "He took his first steps on Sunday.",
        "My grandson Kit turned one last week.",
        "Kit took his first steps on Sunday.",
    ),
    # one of the other sex told of first is not the one asked after
    (
        "Ha! Did she move in?",
        "She did, on the 5th of January.",
        "He says I'm the calmest person in the port, which Temitope finds very funny.",
        "Temitope moved in on the 5th of January.",
    ),
    # the last sentence's one, told of again as "she", though a "she" came before
    (
        "Apples are dangerous. Is she all right?",
        "She can't drive for six weeks.",
        "She's well, and she's borrowed my van. Our aunt Meinir isn't so good, though: she "
        "fell off a ladder picking apples.",
        "Meinir can't drive for six weeks.",
    ),
    (
        "Oh no. Is he okay?",
        "He's home now.",
        "She's fine, thanks. My grandad Ivo broke his hip though, he slipped on the ice.",
        "Ivo is home now.",
    ),
]


@pytest.mark.parametrize(("prompt", "answer", "earlier", "said"), EARLIER_SETTLED)
def test_prompt_pronoun_is_the_one_told_of_before(
    prompt: str, answer: str, earlier: str, said: str
) -> None:
    assert with_prompt(prompt, answer, earlier) == said


EARLIER_LEFT = [
    # a nephew is no "she"
    ("Thanks, Mateo! Does she like it there?", "She loves it.", "My nephew Idris started."),
    # the news is the first "she"'s; the mum only flew out to her
    ("How is she?", "She's better.", "She had a fall. My mum flew out."),
    # the "he" Jan reports may be the one who rang
    ("Is he okay?", "He's home now.", "He rang. My brother Jan says he slipped on the ice."),
    # Tom may be the "he" as well as Kasia's news
    ("Is he happy?", "He's thrilled.", "Tom rang. Kasia is in Leeds, she says he's fine."),
]


@pytest.mark.parametrize(("prompt", "answer", "earlier"), EARLIER_LEFT)
def test_prompt_pronoun_left_when_someone_competes(prompt: str, answer: str, earlier: str) -> None:
    assert with_prompt(prompt, answer, earlier) == answer


# --- the question's subject, not a place or a day after its verb ----------------------------

SUBJECT_SETTLED = [
    (
        "A big change. Did Olivier come home for Saint-Jean?",
        "He came for the fire on the 24th of June.",
        "Olivier came for the fire",
    ),
    (
        "And Yvaine, is she enjoying Keele?",
        "She loves it, and she's joined the trampoline club.",
        "Yvaine has joined the trampoline club",
    ),
    (
        "How is Tadhg getting on in Galway?",
        "He started at the harbour office on Monday.",
        "Tadhg started at the harbour office",
    ),
    ("Was Nkechi at the Harvest Fair?", "She was, she won a rosette for her jam.", "Nkechi won"),
    ("so did Ines go to Lisbon in the end?", "she did, she flew out on the 3rd.", "Ines flew out"),
]


@pytest.mark.parametrize(("prompt", "answer", "said"), SUBJECT_SETTLED)
def test_question_subject_is_the_one_asked_about(prompt: str, answer: str, said: str) -> None:
    assert said in with_prompt(prompt, answer)


SUBJECT_LEFT = [
    ("Did Olivier meet Marie?", "She did, at the station."),  # Marie is the "she"
    ("Did Ruth call Pedro?", "He called her first."),  # Pedro is the "he"
    ("Is Tadhg coming with Aoife?", "She is, he isn't."),  # Aoife may be the "she"
    ("Did Tom and Kasia like Porto?", "He did."),  # two asked about, "he" one of them
    ("Did Tom and Kasia like it?", "He did."),  # never "Tom anded Kasia like it"
]


@pytest.mark.parametrize(("prompt", "answer"), SUBJECT_LEFT)
def test_question_subject_left_when_another_may_be_meant(prompt: str, answer: str) -> None:
    assert with_prompt(prompt, answer) == answer


def test_question_subject_forms_the_fact() -> None:
    facts = texts(
        "Réjean: A big change. Did Olivier come home for Saint-Jean?",
        "Nicole: He came for the Saint-Jean fire on the 24th of June, with a girlfriend "
        "named Noémie.",
    )
    assert any(f.startswith("Olivier came for the Saint-Jean fire") for f in facts), facts


# --- "it" for the one thing the question asks after --------------------------------------

THING_SETTLED = [
    (
        "Sisters, always there for you. How is Ramona's school?",
        "It opened on the 1st of July, and it has forty students already!",
        "Ramona's school opened on the 1st of July, and Ramona's school has forty students",
    ),
    (
        "How's the new project going?",
        "It started on the 4th of March.",
        "The new project started on the 4th of March.",
    ),
    ("What about your van?", "It failed its MOT on Monday.", "My van failed its MOT on Monday."),
    (
        "Forty-four! How's the harvest looking?",
        "It starts on the 14th of October.",
        "The harvest starts on the 14th of October.",
    ),
    ("And the Telavi trip?", "It's moved to October.", "The Telavi trip has moved to October."),
    ("how's your knee", "it'll be in a cast till may?", None),  # no question: nothing asked
    ("How is your knee?", "Oh, it'll be in a cast till May.", "Oh, my knee will be in a cast"),
]


@pytest.mark.parametrize(("prompt", "answer", "said"), THING_SETTLED)
def test_it_is_the_thing_asked_after(prompt: str, answer: str, said: str | None) -> None:
    got = with_prompt(prompt, answer)
    assert said in got if said is not None else got == answer


THING_LEFT = [
    ("How's the weather?", "It's raining again."),  # the weather's "it"
    ("How's your sister?", "It's hard to say."),  # a person is no "it"
    ("How are the twins?", "It's chaos."),  # several are no "it"
    ("How is your day going?", "It's been long."),  # a stretch of time
    ("How's your knee?", "It's a torn ligament."),  # what is wrong with it, not the knee
    ("How did the party go?", "It was a disaster, nobody came."),  # not asked after by name
]


@pytest.mark.parametrize(("prompt", "answer"), THING_LEFT)
def test_it_left_when_no_one_thing_is_asked_after(prompt: str, answer: str) -> None:
    assert with_prompt(prompt, answer) == answer


def test_it_for_the_thing_forms_the_fact() -> None:
    facts = texts(
        "Ann: Sisters, always there for you. How is Ramona's school?",
        "Bob: It opened on the 1st of July, and it has forty students already!",
    )
    assert any(f.startswith("Ramona's school opened on 1 July") for f in facts), facts


THING_THEN_OWN_NEWS = [
    # the speaker's own news after the thing's clause keeps its own day
    (
        ["Ugo: How's the shop?", "Anna: It opened in March, and yesterday I sold sixty jars."],
        "On 14 May 2024 (2024-05-14) Anna sold sixty jars.",
    ),
    (
        ["Ugo: And the fair?", "Anna: It's on every June, and on Sunday I sold sixty jars."],
        "On Sunday, 12 May 2024 (2024-05-12) Anna sold sixty jars.",
    ),
    # how a thing went, said in the past, is no news of it
    (
        ["Ugo: And the party?", "Anna: it was loud, and yesterday i sang three songs"],
        "On 14 May 2024 (2024-05-14) Anna sang three songs.",
    ),
]


@pytest.mark.parametrize(("lines", "expected"), THING_THEN_OWN_NEWS)
def test_own_news_after_the_thing_asked_after(lines: list[str], expected: str) -> None:
    assert expected in texts(*lines)


def test_subject_pronouns_stop_at_a_sentence_naming_someone_else() -> None:
    said = with_prompt(
        "And Yvaine, is she enjoying Keele?",
        "She loves it. Hermione has moved to Pershore, so Yvaine spent Christmas half with "
        "me and half with her.",
    )
    assert said.startswith("Yvaine loves it."), said
    assert said.endswith("half with her."), said


def test_subject_pronouns_carry_while_no_one_else_is_named() -> None:
    said = with_prompt(
        "Did Olivier come home for Saint-Jean?",
        "He came for the fire. He stayed a week. Then he flew back.",
    )
    assert said == "Olivier came for the fire. Olivier stayed a week. Then Olivier flew back."


def test_work_towards_a_thing_is_no_it() -> None:
    answer = "It's been moved to the 24th of May."
    assert with_prompt("How's the wedding planning?", answer) == answer


def test_a_clause_leaning_on_the_thing_stays_joined() -> None:
    said = with_prompt(
        "How's the harvest looking?", "It starts on the 14th, and I'm on the press from then."
    )
    assert said == "The harvest starts on the 14th, and I'm on the press from then."


def test_a_dedication_is_no_one_to_name() -> None:
    prompt = 'Here\'s a draft: "To Emrick, who charmed me at a worm charming contest..."'
    assert with_prompt(prompt, "Thirty-two years, not thirty! He'll count.").endswith(
        "He'll count."
    )


def test_a_relative_asked_after_carries_past_a_sentence_naming_someone() -> None:
    # only a question's subject picked over others stops at another's name
    said = with_prompt(
        "So Hemi told me. How's your aunt settling in?",
        "She moved in on the 12th of April. She's got the back bedroom, and she and Ridley "
        "play dominoes.",
    )
    assert said.startswith("my aunt moved in"), said
    assert "my aunt has got the back bedroom" in said, said


def test_a_word_of_pity_is_no_one_a_he_is() -> None:
    prompt = "Bad luck for your first week! Is Bad all right?"
    answer = "He'll be out for three weeks."
    assert with_prompt(prompt, answer) == answer


def test_a_guess_of_he_ll_is_carried_to_no_capitalised_word_before() -> None:
    facts = texts(
        "User: He's been a basket maker since he left school.",
        'Assistant: Here\'s a draft: "To Emrick, who charmed me at a worm charming contest."',
        "User: Thirty-two years, not thirty! He'll count.",
    )
    assert not any("will count" in f for f in facts), facts


# --- a saying is no news of the one or the thing asked after ------------------------------

SAYINGS = [
    # "it's a <verdict>": a reply to the question, not what the thing is
    ("What about your van?", "It's a long story"),
    ("And your exam?", "It's a good question"),
    ("How's the thesis going?", "it's another story, honestly."),
    ("How is Priya's allotment?", "It's a whole other story."),
    # "it's like ...": a simile of how it feels
    ("How's the van?", "It's like I never had one."),
    ("And your new flat?", "It's as if we never left Dundee."),
    ("How's your kitchen coming along?", "It's like nobody lives here."),
    # "will be the death of": worn out by them
    ("How's Kofi?", "He'll be the death of me"),
    ("How is your puppy?", "She'll be the death of us, she ate a sock."),
    ("And Marguerite?", "She's the death of me some days."),
]


@pytest.mark.parametrize(("prompt", "answer"), SAYINGS)
def test_saying_is_left_as_said(prompt: str, answer: str) -> None:
    assert with_prompt(prompt, answer) == answer


SAYINGS_FORM_NOTHING = [
    ("What about your van?", "It's a long story", "van"),
    ("And your exam?", "It's a good question", "exam"),
    ("How's the van?", "It's like I never bought it", "van"),
    ("How's Kofi?", "He'll be the death of me", "Kofi"),
]


@pytest.mark.parametrize(("prompt", "answer", "word"), SAYINGS_FORM_NOTHING)
def test_saying_forms_no_fact(prompt: str, answer: str, word: str) -> None:
    facts = texts(f"Ann: {prompt}", f"Bob: {answer}")
    assert not [f for f in facts if word in f], facts


NOT_SAYINGS = [
    ("What about your van?", "It's a Ford Transit now", "Bob's van is a Ford Transit now"),
    ("And your van?", "It failed its MOT", "Bob's van failed its MOT"),
    ("How's Kofi?", "He'll be out for six weeks", "Kofi will be out for six weeks"),
    ("And your exam?", "It's on the 14th of June", "Bob's exam is on 14 June 2024"),
    ("And your flat?", "It's a long way from the station", "Bob's flat is a long way"),
    ("How's Kofi?", "He'll start at the bakery on Monday.", "Kofi will start at the bakery"),
]


@pytest.mark.parametrize(("prompt", "answer", "fact"), NOT_SAYINGS)
def test_near_relatives_of_sayings_still_form(prompt: str, answer: str, fact: str) -> None:
    facts = texts(f"Ann: {prompt}", f"Bob: {answer}")
    assert any(f.startswith(fact) for f in facts), facts


def test_a_turn_saying_the_same_over_and_over_is_still_taken_up() -> None:
    """A long turn that says one thing again and again is read in one pass (the reading
    put only "Tom will" for each "He'll"), so the name is still taken up, as in a short one."""
    for times in (1, 3, 1250):
        said = "He'll be fine, he'll be back at work soon. " * times
        read = with_prompt("Is Tom ok?", said)
        assert read.startswith("Tom will be fine"), read[:60]
        assert taken_up("Is Tom ok?", said, read) == {"Tom"}


def test_a_reading_past_one_for_one_is_still_aligned() -> None:
    """A reading that changed more than the pronouns ("He's" -> "my dad is" is no name;
    a word dropped) is left to the matcher."""
    assert taken_up("Is Tom ok?", "He's fine, honestly.", "Tom is fine.") == {"Tom"}
    assert taken_up("Is Tom ok?", "He's fine.", "my dad is fine.") == frozenset()

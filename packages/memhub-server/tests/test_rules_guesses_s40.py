"""Replies that lean on the other speaker's question or guess (session 40, issue #15).

A short reply holds a fact only together with the turn before it: a guess at who someone
is ("Rhona being your niece?" - "That's her."), at an age ("Fifty at last?" - "Forty-nine,
cheeky!"), a "still ...?" asked without its "you", or a "who does it?" answered with a
"<someone> does". Each shape has sentences that must form the fact and near misses that
must form nothing of it. 2 June 2025 is a Monday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.answers import asked_about

MONDAY = date(2025, 6, 2)


def _facts(*turns: str) -> list[str]:
    return [
        f.text
        for f in extract_facts(ExtractionInput(content="\n".join(turns), document_date=MONDAY))
    ]


def _formed(turns: tuple[str, ...], *keys: str) -> bool:
    return any(all(k.lower() in f.lower() for k in keys) for f in _facts(*turns))


# --- a relation guessed ------------------------------------------------------------------

RELATION_GUESSED = [
    (
        (
            "Tove: Rhona came with us.",
            "Pim: Rhona being your niece from Largs?",
            "Tove: That's her.",
        ),
        ("Rhona is Tove's niece from Largs",),
    ),
    (
        ("Pim: Is that your cousin, Wendell?", "Tove: yep, the plumber"),
        ("Wendell is Tove's cousin",),
    ),
    (
        ("Pim: Wendell is your brother, right?", "Tove: aye, the very same"),
        ("Wendell is Tove's brother",),
    ),
    (("Pim: Odile, your aunt?", "Tove: Yeah! She's a star."), ("Odile is Tove's aunt",)),
    (
        ("Pim: Is Odile your sister?", "Tove: No, my sister-in-law."),
        ("Odile is Tove's sister-in-law",),
    ),
    (
        ("Pim: Marit being your daughter?", "Tove: Yes, the florist! She opened a shop."),
        ("Marit is a florist",),
    ),
    (
        ("Pim: Bertil is your son?", "Tove: My stepson, Agda's eldest. He's twelve."),
        ("Bertil is Tove's stepson",),
    ),
    (("Pim: Is Agda your aunt?", "Tove: My great-aunt!"), ("Agda is Tove's great-aunt",)),
    (
        ("Pim: who's Saoirse again lol", "Tove: my flatmate!! since march"),
        ("Saoirse is Tove's flatmate",),
    ),
    (
        ("Tove: Ingo is coming round later.", "Pim: who's Ingo again haha", "Tove: my cousin"),
        ("Ingo is Tove's cousin",),
    ),
    (("Pim: who's Efa, lol?", "Tove: My niece."), ("Efa is Tove's niece",)),
]


RELATION_NOT_TOLD = [
    (("Pim: Is Odile your sister?", "Tove: No."), "Odile is"),
    (("Pim: Is Odile your sister?", "Tove: No, my sister."), "Odile is"),
    (("Pim: Odile being your aunt?", "Tove: Yes, the weather was awful though."), "weather"),
    (("Pim: Odile being your aunt?", "Tove: Yes, the weather!"), "weather"),
    (("Pim: How was the weekend with Odile?", "Tove: Yes, the weather was awful."), "Odile is"),
]


# --- who does it -------------------------------------------------------------------------

DOER_NAMED = [
    (
        ("Pim: Who feeds the hens when you're in Crete?", "Tove: My neighbour does."),
        ("Tove's neighbour feeds the hens",),
    ),
    (("Pim: who's driving tonight?", "Tove: My son is!"), ("Tove's son is driving",)),
    (
        ("Pim: Who taught you to sail?", "Tove: My grandad did."),
        ("Tove's grandad taught Tove to sail",),
    ),
    (
        ("Pim: who'll mind the shop while you're away?", "Tove: our Fenna will"),
        ("Fenna will mind the shop",),
    ),
    (
        ("Pim: who walks your dog in the week?", "Tove: my brother-in-law"),
        ("Tove's brother-in-law walks Tove's dog",),
    ),
    (
        ("Pim: Who cut your hair?", "Tove: Lorna did, at the salon in Troon."),
        ("Tove's hair was cut by Lorna at the salon in Troon",),
    ),
    (
        (
            "Pim: Who carved that bench?",
            "Tove: My great-aunt did. She carved it from a fallen oak.",
        ),
        ("great-aunt carved the bench from a fallen oak",),
    ),
]


DOER_NOT_TOLD = [
    (("Pim: Who fixed the boiler?", "Tove: My dad does."), "fixed"),  # tense does not fit
    (("Pim: Who knows?", "Tove: My mum does."), "knows"),
    (("Pim: Who did you go with?", "Tove: My sister did."), "did"),
    (("Pim: Who helped you with it?", "Tove: My dad did."), "helped"),
    (("Pim: Who cleans the gutters?", "Tove: Nobody does."), "gutters"),
]


# --- an age guessed after a birthday wish ------------------------------------------------

AGE_GUESSED = [
    (
        ("Pim: Happy birthday for Friday, Tove! Fifty at last?", "Tove: Forty-nine, cheeky!"),
        ("Tove turned forty-nine", "30 May 2025"),
    ),
    (
        ("Pim: happy bday for saturday!! 30 now?", "Tove: yep, the big three oh"),
        ("Tove turned 30", "31 May 2025"),
    ),
    (("Pim: Happy belated birthday! Sixty already?", "Tove: Nope, fifty-eight."), ("fifty-eight",)),
    (
        ("Pim: Happy birthday for yesterday! Are you 40 now?", "Tove: 39 actually. Next year!"),
        ("Tove turned 39", "1 June 2025"),
    ),
    (
        (
            "Pim: Happy birthday for yesterday, Tove! Twenty-one?",
            "Tove: Yes! Finally legal everywhere.",
        ),
        ("Tove turned twenty-one",),
    ),
]


AGE_NOT_TOLD_TURNS = [
    ("Pim: Happy birthday for Friday, Tove! Fifty at last?", "Tove: Ha, don't remind me."),
    ("Pim: Happy birthday for Friday, Tove! Fifty at last?", "Tove: Don't ask."),
    ("Pim: Happy birthday to your mum! Seventy now?", "Tove: Seventy-two!"),
    ("Pim: Fifty at last?", "Tove: Forty-nine!"),  # no birthday wished: no birthday told
    ("Pim: Happy birthday for Friday, Tove! Fifty at last?", "Tove: No, I'm not telling."),
]


# --- "still ...?" asked without its "you" -------------------------------------------------

STILL_GUESSED = [
    (("Pim: u still on earlies", "Tove: yep. till june"), ("Tove is still on earlies",)),
    (
        ("Pim: Still teaching at the primary in Hove?", "Tove: Yes, for now."),
        ("Tove is still teaching at the primary in Hove",),
    ),
    (("Pim: still with the choir?", "Tove: Aye."), ("Tove is still with the choir",)),
    (("Pim: you still at the garage", "Tove: yeah"), ("Tove is still at the garage",)),
    (
        ("Pim: Still driving the school bus?", "Tove: Yep!"),
        ("Tove is still driving the school bus",),
    ),
    (("Pim: u still at the chippy lol", "Tove: yep"), ("Tove is still at the chippy",)),
]


STILL_NOT_TOLD_TURNS = [
    ("Pim: still raining up there?", "Tove: yes, all week"),
    ("Pim: Still on nights?", "Tove: No, days since May."),
    ("Pim: Still at the garage?", "Tove: Not any more."),
    ("Pim: still snowing?", "Tove: yep"),
    ("Pim: still snowing lol", "Tove: yep"),
    ("Pim: Still in bed?", "Tove: Nah."),
]


# --- a fragment answering a question about someone the asker names -----------------------

FRAGMENT_ANSWERS = [
    (
        ("Pim: Where's your Ruaridh working now?", "Tove: The creamery at Tain. Since spring."),
        ("Tove's Ruaridh has been working at the creamery at Tain since spring",),
    ),
    (
        ("Pim: where is your Morwenna working these days?", "Tove: the bakery on Fore Street"),
        ("Tove's Morwenna", "bakery on Fore Street"),
    ),
    (("Assistant: What breed is Nutmeg?", "User: A whippet."), ("Nutmeg is a whippet",)),
    (
        ("Assistant: What kind of dog is Pepper?", "User: A lurcher, nine in May."),
        ("Pepper is a lurcher",),
    ),
    (
        ("Assistant: What does Eilidh do for work?", "User: Plumber."),
        ("Eilidh works as a plumber",),
    ),
]


def test_your_mum_stays_a_relative_not_a_name() -> None:
    turns = ("Pim: Where's your Mum working now?", "Tove: Tesco.")
    assert _formed(turns, "Tove's mum is working at Tesco"), _facts(*turns)


# --- "someone" named when asked who ----------------------------------------------------

SOMEONE_NAMED = [
    (("Lew: im seein someone", "Bo: WHO", "Lew: ottie. she turns bowls"), ("Lew is seeing Ottie",)),
    (("Lew: I'm seeing someone.", "Bo: ooh who?", "Lew: Marisol!"), ("Lew is seeing Marisol",)),
    (
        ("Nia: We've hired somebody new at the cafe.", "Bo: Who?", "Nia: Kasia, from the bakery."),
        ("hired Kasia at the cafe",),
    ),
    (("Nia: i met someone", "Bo: who is it", "Nia: dougal. hes lovely"), ("Nia met Dougal",)),
    (
        ("Nia: I've been seeing someone", "Bo: Who's the lucky guy?", "Nia: Tobiah."),
        ("seeing Tobiah",),
    ),
    (("Nia: met someone btw", "Bo: ooh who", "Nia: gethin. hes a roofer"), ("Nia met Gethin",)),
]


SOMEONE_NOT_NAMED = [
    ("Nia: i met someone", "Bo: who is it", "Nia: secret lol"),
    ("Nia: I'm seeing someone", "Bo: who?", "Nia: Guess!"),
    ("Nia: Ada met someone", "Bo: who?", "Nia: Tobiah."),  # not the speaker's own news
    ("Nia: I'm seeing someone", "Bo: where?", "Nia: Leeds."),
    ("Nia: I'm seeing someone", "Bo: who?", "Nia: you'll see"),
    ("Nia: Is Tobiah your brother?", "Bo: My goodness, no."),
]


@pytest.mark.parametrize("turns", SOMEONE_NOT_NAMED)
def test_no_name_given_for_someone_tells_no_one(turns: tuple[str, ...]) -> None:
    facts = _facts(*turns)
    assert not any(w in f for f in facts for w in ("Secret", "Guess", "Tobiah", "Leeds", "You")), (
        facts
    )


# --- a relative named back by the one who asked after them ----------------------------

NAMED_BACK = [
    (
        (
            "Pim: How's your mum's hip?",
            "Tove: Mending slowly, she's on two sticks.",
            "Pim: Poor Ingrid.",
        ),
        ("Tove's mum is Ingrid",),
    ),
    (
        (
            "Pim: how's your brother getting on",
            "Tove: he's still off work with his back",
            "Pim: aw poor Rafe",
        ),
        ("Tove's brother is Rafe",),
    ),
    (
        (
            "Pim: Is your grandad home from hospital?",
            "Tove: Yes, since Friday.",
            "Pim: Give Alfie my love!",
        ),
        ("Tove's grandad is Alfie",),
    ),
    (
        (
            "Pim: How did your sister's exam go?",
            "Tove: She passed!",
            "Pim: Tell Marthe well done from me.",
        ),
        ("Tove's sister is Marthe",),
    ),
    (
        ("Pim: Any news from your nan?", "Tove: She's in good spirits.", "Pim: Bless Winnie."),
        ("Tove's nan is Winnie",),
    ),
]


NOT_NAMED_BACK = [
    ("Pim: How's your mum?", "Tove: Fine, Rosa is staying with her.", "Pim: Poor Rosa."),
    ("Pim: How's your mum?", "Tove: Tired.", "Pim: Poor Thomas."),  # a man's name, a mum
    ("Pim: How's your mum?", "Tove: Tired.", "Pim: Poor thing."),
    ("Pim: How are your parents?", "Tove: Busy.", "Pim: Give Ola my love."),
    ("Pim: How's your dad? And your uncle?", "Tove: Both fine.", "Pim: Poor Ivo."),
]


@pytest.mark.parametrize("turns", NOT_NAMED_BACK)
def test_a_name_that_may_be_anyone_names_no_relative(turns: tuple[str, ...]) -> None:
    facts = _facts(*turns)
    assert not any(
        "Tove's" in f and " is " in f and f.split(" is ")[-1][:1].isupper() for f in facts
    ), facts


# --- "how old are you", with or without a guess --------------------------------------

AGE_TOLD = [
    (("Pim: How old are you now, forty-five?", "Tove: Forty-four, thank you very much!"), "44"),
    (("Pim: How old are you now?", "Tove: Thirty-six."), "36"),
    (("Pim: how old are you now, 30?", "Tove: 31. ancient"), "31"),
    (("Pim: How old are you, about sixty?", "Tove: Sixty-two!"), "62"),
    (("Pim: How old are you now?", "Tove: Fifty."), "50"),
]


@pytest.mark.parametrize(("turns", "age"), AGE_TOLD)
def test_an_age_asked_and_said_in_words_or_figures_is_told(
    turns: tuple[str, ...], age: str
) -> None:
    assert _formed(turns, "Tove", age), _facts(*turns)


@pytest.mark.parametrize(
    "turns",
    [
        ("Pim: How old are you now, forty?", "Tove: Old enough!"),
        ("Pim: How old are you now?", "Tove: Never you mind."),
        ("Pim: How old are you now, forty?", "Tove: Don't ask."),
        ("Pim: How old is the house?", "Tove: Ninety-one."),
        ("Pim: How old are you now, forty?", "Tove: Ha, no comment."),
    ],
)
def test_no_age_said_back_tells_no_age(turns: tuple[str, ...]) -> None:
    assert not _formed(turns, "Tove is"), _facts(*turns)
    assert not _formed(turns, "years old"), _facts(*turns)


AGE_NOT_TOLD = [(turns, "Tove turned") for turns in AGE_NOT_TOLD_TURNS]
STILL_NOT_TOLD = [(turns, "still") for turns in STILL_NOT_TOLD_TURNS]


@pytest.mark.parametrize(
    ("turns", "keys"),
    [
        *RELATION_GUESSED,
        *DOER_NAMED,
        *AGE_GUESSED,
        *STILL_GUESSED,
        *FRAGMENT_ANSWERS,
        *SOMEONE_NAMED,
        *NAMED_BACK,
    ],
)
def test_a_reply_read_with_the_turn_before_forms_the_fact(
    turns: tuple[str, ...], keys: tuple[str, ...]
) -> None:
    assert _formed(turns, *keys), _facts(*turns)


@pytest.mark.parametrize(
    ("turns", "key"), [*RELATION_NOT_TOLD, *DOER_NOT_TOLD, *AGE_NOT_TOLD, *STILL_NOT_TOLD]
)
def test_a_near_miss_forms_nothing_of_it(turns: tuple[str, ...], key: str) -> None:
    assert not _formed(turns, key), _facts(*turns)


@pytest.mark.parametrize(
    ("prompt", "answer", "read", "name"),
    [
        ("What breed is Pippin?", "A whippet.", "Pippin is a whippet", "Pippin"),
        ("Where's your Idris working?", "The tannery.", "My Idris works at the tannery", "Idris"),
        ("Where's our Nell living now?", "Crewe.", "Our Nell is living in Crewe", "Nell"),
    ],
)
def test_the_name_a_question_asks_about_is_a_name(
    prompt: str, answer: str, read: str, name: str
) -> None:
    assert asked_about(prompt, answer, read) == {name}
    assert asked_about(prompt, answer, answer) == frozenset()  # no statement was made

"""How chat introduces someone new (issue #15, session 34): the one the speaker met or is
seeing, named next ("I met someone. Kasia.", "ive been seeing someone. her names aoife,
shes a nurse"), and a relation asked as a choice or a yes-no question ("Is Birger your
dad or your uncle?" - "My dad!", "Is Birger your dad?" - "Yes."). A relation is formed
only where the answer states it; a word said alone that is no name names no one."""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts


def texts(*turns: str, on: date = date(2025, 3, 12)) -> list[str]:
    found = extract_facts(ExtractionInput(content="\n".join(turns), document_date=on))
    return [f.text for f in found]


def joined(*turns: str) -> str:
    return " | ".join(texts(*turns))


# --- the one met or seen, named next ----------------------------------------------------


@pytest.mark.parametrize(
    ("turn", "met", "said"),
    [
        (
            "I met someone. Kasia. She restores old maps at the museum.",
            "Ana met Kasia.",
            "Kasia restores old maps at the museum.",
        ),
        (
            "also... ive been seeing someone. morag, she runs the cafe by the pier",
            "Ana has been seeing Morag.",
            "Morag runs the cafe by the pier.",
        ),
        (
            "guess what, im seeing someone. her names priya, shes a dentist in Leith",
            "Ana is seeing Priya",
            "Priya is a dentist in Leith.",
        ),
        (
            "I met a guy at the climbing wall. Dario, he's from Turin.",
            "Ana met Dario at the climbing wall.",
            "Dario is from Turin.",
        ),
        (
            "I've been seeing someone. His name's Tomasz, and he's a carpenter.",
            "Ana has been seeing Tomasz.",
            "Tomasz is a carpenter.",
        ),
    ],
)
def test_the_one_met_is_named_next(turn: str, met: str, said: str) -> None:
    found = texts("Bo: Any news?", f"Ana: {turn}")
    assert any(f.startswith(met) for f in found), found
    assert said in found


@pytest.mark.parametrize(
    "turn",
    [
        "I met someone. Brilliant.",
        "I met someone. Honestly.",
        "I met someone at the gym. Anyway, how was your week?",
        "I met someone. Gorgeous.",
        "I met someone. Spain! We were both on holiday.",
    ],
)
def test_a_word_said_alone_that_is_no_name_names_no_one(turn: str) -> None:
    found = texts("Bo: Any news?", f"Ana: {turn}")
    assert not any(f.startswith("Ana met ") and "someone" not in f for f in found), found


@pytest.mark.parametrize(
    "turn",
    [
        "My sister met someone. Kasia, she's a vet.",  # the sister's, not the speaker's
        "I met a guy at the climbing wall. Marta, she's his sister.",  # not the guy
        "If I met someone. Kasia would be jealous.",
        "I haven't met someone. Kasia keeps asking.",
    ],
)
def test_a_name_that_is_not_the_one_met_forms_no_meeting(turn: str) -> None:
    found = joined("Bo: Any news?", f"Ana: {turn}")
    assert "met Kasia" not in found
    assert "met Marta" not in found


def test_a_name_given_in_chat_spelling_is_a_name_wherever_the_turn_types_it() -> None:
    found = texts("Bo: hows the new flat", "Ana: i got a turtle on thursday. his name is pebble")
    assert "Ana's new turtle is called Pebble." in found
    found = texts("Bo: any news", "Ana: we got a kitten!! her names miso lol")
    assert any(f.startswith("Ana's") and "kitten" in f and "Miso." in f for f in found), found


@pytest.mark.parametrize(
    "turn",
    [
        "i met the new vicar. his name is escaping me",
        "i got a turtle. his names are hard to pick",
    ],
)
def test_no_name_after_name_is_no_name(turn: str) -> None:
    found = joined("Bo: any news", f"Ana: {turn}")
    assert "Escaping" not in found
    assert "called Are" not in found and "called Hard" not in found


# --- a relation asked as a choice, or yes-no --------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("Remind me, is Birger your dad or your uncle?", "My dad! He turns seventy.", "dad"),
        ("Is Birger your dad?", "Yes!", "dad"),
        ("Is Birger your dad?", "Yep.", "dad"),
        ("Is Kofi your older brother or your younger one?", "My older brother.", "older brother"),
        ("Wait, is Kofi your cousin?", "Yes.", "cousin"),
    ],
)
def test_a_relation_asked_is_told_by_the_answer(question: str, answer: str, fact: str) -> None:
    found = texts(f"Bo: {question}", f"Ylva: {answer}")
    name = "Birger" if "Birger" in question else "Kofi"
    assert f"{name} is Ylva's {fact}." in found or f"Ylva's {fact} is {name}." in found, found


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Is Kofi your cousin or your uncle?", "Yes."),  # which, the answer does not say
        ("Is Kofi your cousin?", "No, he's a friend from work."),
        ("Is Kofi your cousin's husband?", "Yes."),
        ("Is Kofi your favourite?", "Yes."),
        ("Is Kofi your boss now?", "Yes."),
        ("Is Kofi your dog or your cat?", "My dog!"),
    ],
)
def test_a_relation_not_stated_is_not_formed(question: str, answer: str) -> None:
    found = joined(f"Bo: {question}", f"Ylva: {answer}")
    assert "Kofi is Ylva's" not in found
    assert "Ylva's cousin is Kofi" not in found


# --- a lead before a colon says how the news is told ------------------------------------


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "Oh, I should tell you: I've taken on an apprentice. Her name is Zuleika.",
            "Ana's new apprentice is called Zuleika.",
        ),
        (
            "You won't believe it: we've adopted a greyhound. She's called Wisp.",
            "Ana's new greyhound is called Wisp.",
        ),
    ],
)
def test_a_lead_before_a_colon_denies_nothing(turn: str, fact: str) -> None:
    assert fact in texts("Bo: How's work?", f"Ana: {turn}")


@pytest.mark.parametrize(
    "turn",
    [
        "Plan for next year: we might get a dog. His name would be Rex.",
        "News: I wish I had a brother. His name is Tom.",
        "If we get a puppy: we'll call her Mog.",
    ],
)
def test_what_is_only_imagined_after_a_colon_names_no_one(turn: str) -> None:
    found = joined("Bo: How's work?", f"Ana: {turn}")
    assert "Rex" not in found and "Tom" not in found and "Mog" not in found


# --- "Ismay and her husband Kenelm ...": someone with their own relative, named ---------


@pytest.mark.parametrize(
    ("said", "fact", "relation"),
    [
        (
            "Ismay and her husband Kenelm are separating after eleven years.",
            "Ismay and her husband Kenelm are separating after eleven years",
            None,
        ),
        (
            "Dafydd and his wife Siân have bought a farm in Otago.",
            "Dafydd and his wife Siân have bought a farm in Otago.",
            "Dafydd's wife is Siân.",
        ),
        (
            "Oluchi and her brother Emeka are moving to Lagos.",
            "Oluchi and her brother Emeka are moving to Lagos.",
            "Oluchi's brother is Emeka.",
        ),
    ],
)
def test_a_name_with_their_own_relative_named_is_a_subject(
    said: str, fact: str, relation: str | None
) -> None:
    found = texts("Bo: Any news?", f"Ana: {said}")
    assert any(f.startswith(fact) for f in found), found
    if relation is not None:
        assert relation in found
    else:  # a couple parting: no "husband is" that would outlast what was said
        assert not any("husband is" in f for f in found)


def test_she_and_her_husband_after_how_is_she_is_the_one_asked_about() -> None:
    found = texts(
        "Bo: How is Ismay these days?",
        "Ana: Not great. She and her husband Kenelm are separating after eleven years.",
    )
    assert any(f.startswith("Ismay and her husband Kenelm are separating") for f in found), found


@pytest.mark.parametrize(
    "said",
    [
        "Monday and her husband Kenelm were both busy.",  # a weekday is no one
        "Ana and her Kenelm are moving.",  # no relation said
    ],
)
def test_no_pair_is_made_without_a_name_and_a_relation(said: str) -> None:
    found = joined("Bo: Any news?", f"Ana: {said}")
    assert "Monday and" not in found
    assert "Kenelm is" not in found and "'s Kenelm" not in found


# --- a relation asked after, named in the answer ----------------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer", "fact"),
    [
        (
            "What's your new boss like?",
            "Her name is Gaynor, she's strict.",
            "boss is called Gaynor",
        ),
        ("whats the boss like", "her name is gaynor, shes scary but fair", "boss is called Gaynor"),
        (
            "How's the new flatmate?",
            "He's called Piotr. He cooks every night!",
            "flatmate is called Piotr",
        ),
        ("how's ur new teacher?", "his names Rhodri, hes from Bala", "teacher is called Rhodri"),
    ],
)
def test_a_relation_asked_after_is_named_by_the_answer(prompt: str, answer: str, fact: str) -> None:
    found = texts(f"Keelan: {prompt}", f"Mehreen: {answer}")
    assert f"Mehreen's {fact}." in found, found


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("What's the weather like?", "Her name is Gaynor."),  # no one asked after
        ("What's your sister's boss like?", "Her name is Gaynor."),  # the sister's boss
        ("How are your new flatmates?", "Her name is Gaynor."),  # which of them
        ("What's your new boss like?", "Strict. Her name is Gaynor."),  # not the opening
        ("How's your brother?", "Her name is Gaynor."),  # no brother is a "her"
    ],
)
def test_a_name_given_to_no_one_asked_after_forms_no_relation(prompt: str, answer: str) -> None:
    found = joined(f"Keelan: {prompt}", f"Mehreen: {answer}")
    assert "Gaynor" not in found


def test_a_she_after_your_mams_hip_is_still_the_mam() -> None:
    found = texts(
        "Roisin: My mam thinks I've lost my mind.",
        "Zdenek: How is your mam's hip?",
        "Roisin: She's on the waiting list for a hip replacement in Mallow.",
    )
    assert "Roisin's mam is on the waiting list for a hip replacement in Mallow." in found

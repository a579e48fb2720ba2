"""Names given to things and animals, the one named found further back (issue #15,
rules/naming.py :func:`things_named`).

"It's called ...", "he's called ...", "we've renamed her ...", "my son named her ..."
say nothing alone; the thing or animal they name is the nearest one before them, in the
turn, in the prompt, or in the speaker's own turn before the prompt, with whose it is.
A bare-pronoun naming verb that stays unresolved forms nothing. Near-misses (another
thing in between, a denied or imagined one, two candidates, someone else's, a person
already named, questions) form nothing. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.naming import things_named

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- the rewrite ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "prompt", "earlier", "rewritten"),
    [
        (
            "I've bought half a canal boat. With two mates from work. It's called Heron",
            None,
            None,
            "I've bought half a canal boat. With two mates from work. My canal boat is "
            "called Heron",
        ),
        (
            "yes! she's called Prickles",
            "I hear you adopted a hedgehog!",
            None,
            "yes! My hedgehog is called Prickles",
        ),
        (
            "the croft's called Tigh na Mara, 40 acres, my grandad's before me",
            None,
            None,
            "My croft is called Tigh na Mara. My croft is 40 acres",
        ),
        (
            "a scruffy old lurcher called Bramble, he's nine and he snores",
            None,
            None,
            "Bramble is a scruffy old lurcher. Bramble is nine. Bramble snores.",
        ),
    ],
)
def test_the_naming_clause_says_what_it_names(
    text: str, prompt: str | None, earlier: str | None, rewritten: str
) -> None:
    assert things_named(text, prompt, earlier) == rewritten


def test_a_naming_verb_left_on_a_bare_pronoun_is_dropped() -> None:
    assert things_named("my neighbour named her Pickles.") == ""
    assert things_named("Great news. Ffion named it Stardust") == "Great news."


# --- what forms -----------------------------------------------------------------------


def test_a_boat_named_after_an_aside_about_people() -> None:
    facts = texts(
        "Tomasz: We finally bought a narrowboat. Me and my brother-in-law. She's called Kingfisher"
    )
    assert "Tomasz's narrowboat is called Kingfisher." in facts


def test_a_house_word_with_the_is_the_speakers_and_its_size() -> None:
    facts = texts(
        "User: can you help with a planning letter? it's about the barn on the croft",
        "Assistant: Happy to. Tell me about the croft first.",
        "User: the croft's called Tigh na Mara, 40 acres, my grandad's before me",
    )
    assert "The user's croft is called Tigh na Mara." in facts
    assert "The user's croft is 40 acres." in facts


def test_the_thing_the_prompt_asked_about() -> None:
    facts = texts("Sam: did you get a dog in the end?", "Nell: yes! the dog's called Biscuit")
    assert "Nell's dog is called Biscuit." in facts


def test_a_name_given_with_his_or_her_name_after_the_prompt() -> None:
    facts = texts("Sam: I hear you got a puppy!", "Nell: yes! her name is Mochi")
    assert "Nell's puppy is called Mochi." in facts
    facts = texts(
        "User: we adopted a ferret on friday",
        "Assistant: A ferret! Want some tips?",
        "User: yes please. his name's Pascal",
    )
    assert "The user's ferret is called Pascal." in facts


def test_renamed_after_a_correction_with_a_person_between() -> None:
    facts = texts(
        "Lena: quick update, the tortoise is a boy. the vet checked on monday. "
        "we've renamed him Archibald"
    )
    assert "Lena's tortoise is a boy." in facts
    assert "Lena's tortoise is now called Archibald." in facts


def test_the_pet_is_found_in_the_speakers_turn_before_the_prompt() -> None:
    facts = texts(
        "User: other news, we adopted a tortoise on friday",
        "Assistant: A tortoise! Do you want some tips?",
        "User: yes please. he's called Sheldon and the cat is unimpressed",
    )
    assert "The user's tortoise is called Sheldon." in facts


def test_someone_elses_naming_verb_gets_the_animal_and_its_owner() -> None:
    facts = texts(
        "User: thanks. one more thing, we've got a stray kitten, how warm should we keep her",
        "Assistant: Somewhere warm and draught-free, with a covered bed.",
        "User: Idris named her Truffle. she sleeps on the boiler",
    )
    assert "Idris named the user's kitten Truffle." in facts
    assert not any("named her" in f for f in facts)


def test_a_fragment_introducing_an_animal() -> None:
    facts = texts(
        "Sam: did you two find a dog in the end?",
        "Nell: a scruffy old lurcher called Bramble, he's nine and he snores",
    )
    assert "Bramble is a scruffy old lurcher." in facts
    assert "Bramble was nine years old in May 2024." in facts


@pytest.mark.parametrize(
    "lines",
    [
        # a bare pronoun nobody resolves
        ("Nell: my neighbour named her Pickles.",),
        # another thing "it" may be
        ("Nell: we went to a tiny island last summer. It's called Skomer",),
        ("Nell: I bought a boat at the marina. It's called Seaspray",),
        # denied or only imagined
        ("Nell: I wish I had a boat. It's called Seaspray",),
        ("Nell: we don't have a dog. He's called Rex",),
        ("Nell: we might get a pony. if we do we'd call her Clover",),
        # which of two
        ("Nell: we got a puppy and a kitten. she's called Olive",),
        # someone else's
        ("Nell: my sister's cottage is lovely. the cottage's called Ty Gwyn",),
        ("Nell: My brother bought a van. It's called Bertha",),
        # a person in between who could be "she"; a person already named
        ("Nell: we got a kitten last week. my friend Jo came round. she's called Maud",),
        ("Nell: I met a woman at the stables. she's called Maud",),
        ("Oskar: We finally bought a campervan. Me and my cousin Raf. She's called Dolores",),
        ("Nell: my sister bought a farm in Devon. the farm's called Higher Combe",),
        ("Sam: my dog is a terror", "Nell: the dog's called Biscuit"),
        # a thing seen, not had; an animal beside a person "she" might be
        ("Nell: we went to see a band last night. they're called The Vaccines",),
        ("Nell: my daughter got a hamster. she's called Nibbles",),
        ("Nell: My partner bought a boat. She's called Wren",),
        # a question, and a pub no one owns
        ("Sam: I got a parrot", "Nell: he's called Captain?"),
        ("Nell: the pub's called the Anchor",),
    ],
)
def test_near_misses_name_nothing(lines: tuple[str, ...]) -> None:
    named = [f for f in texts(*lines) if " called " in f or " named " in f]
    assert named == []


def test_a_baby_named_is_left_to_the_relatives() -> None:
    facts = texts("Nell: we had a baby girl! we named her Rosa")
    assert any("Rosa" in f for f in facts)

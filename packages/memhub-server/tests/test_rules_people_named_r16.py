"""Who a "he"/"she" is, and people named by a title, in proper-case chat (issue #15, R16).

Kinds of sentence that formed nothing, or a fact about the wrong person:

* a "he"/"she" after a sentence that names a man and a woman by kin ("My brother Tim and
  his wife Ana have split up. He's moved ...") is the one of its sex, and "He's moved"
  reads "has moved";
* a parent named by the bare word before a verb such as "sends", "thinks", "knows"
  ("Mum sends her love. She had ...") is the speaker's, and the greeting itself is no memory;
* a name with a kin title ("Grandma Amparo", "Uncle Dev") is read like the name alone;
* "<X> is fine, though she had ..." keeps the news after "though";
* a couple "back together" / "back with <Name>";
* "How's your nan?" - "Still ruling the roost": the nan, not the speaker.

Every sentence here is made up for the tests.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

SATURDAY = date(2024, 11, 16)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, SATURDAY))]


# --- a man and a woman named by kin, then "he" or "she" ------------------------------


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "Pia: My brother Tim and his wife Ana have split up. He's moved into a flat in Cork.",
            "Tim has moved into a flat in Cork.",
        ),
        (
            "Pia: My sister Ana and her husband Tom have split up. She's moved back to Leeds.",
            "Ana has moved back to Leeds.",
        ),
        (
            "Pia: Bad news: my sister Rhian and her fiancé Dafydd called it off. "
            "He's gone to live with his mum.",
            "Dafydd has gone to live with his mum.",
        ),
        (
            "Pia: My brother Tom is getting divorced. He's moved into a flat in Galway.",
            "Tom has moved into a flat in Galway.",
        ),
    ],
)
def test_pronoun_after_a_man_and_a_woman_named_by_kin(turn: str, expected: str) -> None:
    assert expected in texts(turn)


@pytest.mark.parametrize(
    "turn",
    [
        # two of one sex: either could be meant
        "Pia: My son Leo and his friend Sam got lost. He's moved schools since.",
        # a third person named beside the couple
        "Pia: My sister Ana and her husband Tom met Jo. She's moved to Leeds.",
    ],
)
def test_pronoun_left_alone_when_more_than_one_could_be_meant(turn: str) -> None:
    assert not any("moved" in fact for fact in texts(turn))


def test_state_after_a_name_still_reads_is() -> None:
    assert "Pepper is a beagle." in texts("Pia: Her name is Pepper. She's a beagle.")


# --- a parent named by the bare word; a greeting passed on -------------------------------


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "Cai: Mam sends her love. She had laser surgery on her eyes on Friday.",
            "Cai's mam had laser surgery on her eyes on Friday, 15 November 2024 (2024-11-15).",
        ),
        (
            "Cai: Dad thinks I'm mad. He sold his boat on Thursday.",
            "Cai's dad sold his boat on Thursday, 14 November 2024 (2024-11-14).",
        ),
        (
            "Cai: Gran rings me every Sunday. She turned ninety in March.",
            "Cai's gran turned ninety in March 2024.",
        ),
    ],
)
def test_bare_parent_word_before_a_verb_is_the_speakers(turn: str, expected: str) -> None:
    assert expected in texts(turn)


@pytest.mark.parametrize(
    "turn",
    [
        "Cai: Mam sends her love.",
        "Cai: My mum sends her love!",
        "Cai: Tom says hi.",
        "Cai: My dad sends his regards to Ana.",
        "Cai: Dad jokes are the worst.",
    ],
)
def test_greeting_passed_on_forms_nothing(turn: str) -> None:
    assert texts(turn) == []


def test_weekday_plural_in_the_prompt_is_no_one_her_could_be() -> None:
    facts = texts(
        "Ines: I've changed jobs: Thursdays are my late day now.",
        "Cai: Mum sends her love. She had a cataract operation on Friday.",
    )
    assert not any("Thursdays's" in fact for fact in facts)
    assert "Cai's mum had a cataract operation on Friday, 15 November 2024 (2024-11-15)." in facts


# --- a name with a kin title ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (
            "Ines: Grandma Amparo had a fall in the garden in May.",
            "Grandma Amparo had a fall in the garden in May 2024.",
        ),
        (
            "Ines: Uncle Pedro had a fall on the stairs in May.",
            "Uncle Pedro had a fall on the stairs in May 2024.",
        ),
        (
            "Ines: Grandma Ayla rang, she got the job at the library.",
            "Grandma Ayla got the job at the library.",
        ),
    ],
)
def test_titled_name_reads_like_the_name(turn: str, expected: str) -> None:
    assert expected in texts(turn)


@pytest.mark.parametrize(
    "turn",
    [
        "Ines: Grandma Amparo is judging me from her chair.",
        "Ines: Uncle Pedro is a legend.",
    ],
)
def test_titled_name_still_needs_a_fact(turn: str) -> None:
    assert texts(turn) == []


# --- "is fine, though she ..." -------------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Ines: Grandma Amparo is fine, thanks, though she had a fall in the garden in May.",),
            "Grandma Amparo had a fall in the garden in May 2024.",
        ),
        (
            ("Ines: How's Tom?", "Cai: He's fine, though he broke his wrist in October."),
            "Tom broke his wrist in October 2024.",
        ),
        (
            (
                "Ines: How's your nan?",
                "Cai: Grandma Maeve is fine, although she had a fall in the garden in May.",
            ),
            "Grandma Maeve had a fall in the garden in May 2024.",
        ),
    ],
)
def test_news_after_though(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


def test_though_she_left_alone_when_the_prompt_asked_of_someone_else() -> None:
    # "nan" asked about, "Auntie Jo" answered: the "she" could be either
    facts = texts("Ines: How's your nan?", "Cai: Auntie Jo is fine, though she had a fall in May.")
    assert not any("fall" in fact for fact in facts)


# --- back together ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Ines: How's Diarmuid?", "Cai: He's back with Siobhan."),
            "Diarmuid is back with Siobhan.",
        ),
        (
            ("Ines: How's Tom?", "Cai: He and Ana are back together."),
            "Tom and Ana are back together.",
        ),
        (
            ("Ines: How are things?", "Cai: Ana and I are back together!"),
            "Ana and Cai are back together.",
        ),
    ],
)
def test_back_together(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "reply",
    ["Cai: He's back with a cold.", "Cai: He's back with Ryanair after the strike."],
)
def test_back_with_no_partner_forms_nothing(reply: str) -> None:
    assert texts("Ines: How's Tom?", reply) == []


# --- "How's your nan?" - "Still ..." ------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "reply", "expected"),
    [
        (
            "Ines: How's your mum?",
            "Cai: Still working at the bakery.",
            "Cai's mum is still working at the bakery (as of 16 November 2024).",
        ),
        (
            "Ines: How's Tom?",
            "Cai: Still living in Galway.",
            "Tom is still living in Galway (as of 16 November 2024).",
        ),
        (
            "Ines: How's your dog?",
            "Cai: Oh, still chewing everything in sight.",
            "Cai's dog is still chewing everything in sight (as of 16 November 2024).",
        ),
        (
            "Ines: How are you?",
            "Cai: Still working at the bakery.",
            "Cai is still working at the bakery.",
        ),
    ],
)
def test_still_doing_is_about_whom_the_prompt_asked(prompt: str, reply: str, expected: str) -> None:
    facts = texts(prompt, reply)
    assert expected in facts
    if "you?" not in prompt:
        assert not any(fact.startswith("Cai is still") for fact in facts)


# --- jobs -----------------------------------------------------------------------------------


def test_diver_is_a_job() -> None:
    facts = texts("Ines: I've met someone. His name is Anders, he's a police diver in Oban.")
    assert "Anders is a police diver in Oban." in facts


# --- a relative of the other sex in the prompt is no rival ------------------------------


@pytest.mark.parametrize(
    ("prompt", "reply", "expected"),
    [
        (
            "Ines: Mam made the charms into a bracelet. How's life with Anders?",
            "Cai: Lovely. He moved in on the 1st of October as planned.",
            "Anders moved in on 1 October 2024 (2024-10-01) as planned.",
        ),
        (
            "Ines: Dad loved the scarf. And how's Maren?",
            "Cai: Great. She started at the bakery on Monday.",
            "Maren started at the bakery on Monday, 11 November 2024 (2024-11-11).",
        ),
    ],
)
def test_relative_of_the_other_sex_is_no_rival(prompt: str, reply: str, expected: str) -> None:
    assert expected in texts(prompt, reply)


# --- the speaker only in an aside after a named clause ------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Cai: I've met Anders. Anders moved in on the 1st of October, "
                "with a cat I didn't know about.",
            ),
            "Anders moved in on 1 October 2024 (2024-10-01).",
        ),
        (
            (
                "Ines: How's Ana?",
                "Cai: She came back from Lisbon on Friday, "
                "with a suitcase full of presents for me.",
            ),
            "Ana came back from Lisbon on Friday, 15 November 2024 (2024-11-15).",
        ),
    ],
)
def test_named_clause_kept_without_the_speakers_aside(
    lines: tuple[str, ...], expected: str
) -> None:
    facts = texts(*lines)
    assert expected in facts
    assert not any("Cai didn't" in fact or "presents for Cai" in fact for fact in facts)


def test_two_sentences_spliced_are_not_an_aside() -> None:
    # "I was out" is no aside to Tom's call: nothing of Tom's is cut from it
    assert texts("Ines: How's Tom?", "Cai: He rang on Monday, I was out.") == []

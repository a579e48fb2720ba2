"""Named ones described in passing, and a vet's finding, of session 51 (issue #15).

- "Bwenzi, Mrs Banda's old dog next door, died on Wednesday": a name the document attests,
  who or what it is between commas, then its verb, read as what the name did (and who it
  is) when the whole forms nothing (rules/extractor.py).
- "the vet in Chileka said it was mange": a vet's "it" is the one animal the turn names,
  never the speaker, when the turn shows it is an animal; a professional may be named with
  where they are; the animal
  conditions a vet names are conditions (rules/findings.py).
- "fostering a puppy for the shelter until she finds a home": the "until she" tail is cut
  (rules/extractor.py).
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.findings import plain_findings

DAY = date(2024, 10, 20)  # a Sunday


def _facts(content: str, *known: str) -> list[str]:
    found = extract_facts(ExtractionInput(content, DAY, known_names=frozenset(known)))
    return [f.text for f in found]


# --- a name, who it is between commas, then its verb -------------------------------------


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("Something sad here too: Bwenzi, Mrs Banda's old dog next door, died on Wednesday.",
         "Bwenzi died on Wednesday, 16 October 2024 (2024-10-16)."),
        ("Bwenzi, the old dog next door, died on Wednesday.",
         "Bwenzi died on Wednesday, 16 October 2024 (2024-10-16)."),
        ("Chimwemwe, who sat next to me in primary school, sent me a message on Monday.",
         "Chisomo was sent a message by Chimwemwe on Monday, 14 October 2024 (2024-10-14)."),
    ],
)  # fmt: skip
def test_what_a_described_name_did(said: str, told: str) -> None:
    assert told in _facts(f"Chisomo: {said}", "Bwenzi", "Chimwemwe")


def test_who_a_name_was_told_by_a_relative_clause() -> None:
    found = _facts(
        "Chisomo: Chimwemwe Phiri, who sat next to me in primary school, sent me a message.",
        "Chimwemwe",
    )
    assert "Chimwemwe Phiri sat next to Chisomo in primary school." in found, found


@pytest.mark.parametrize(
    "said",
    [
        # a name the document does not attest: a place, a thing, a greeting
        "Lisbon, the city of light, was lovely in May.",
        # no verb after the second comma
        "Bwenzi, Mrs Banda's old dog, next door.",
        # "who is": a question, not a description
        "Bwenzi, who is he, barked all night.",
    ],
)
def test_no_described_name(said: str) -> None:
    found = _facts(f"Chisomo: {said}", "Bwenzi")
    assert not any(text.startswith(("Lisbon", "Bwenzi barked", "Bwenzi next")) for text in found)


# --- a vet's finding ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("Our dog Tsabola was scratching. The vet said it was mange.",
         "Our dog Tsabola was scratching. Tsabola has mange."),
        ("Tsabola was scratching her fur. The vet said it was mange.",
         "Tsabola was scratching her fur. Tsabola has mange."),
        ("Her fur fell out, and Tsabola was sad, and the vet in Chileka said it was mange.",
         "Her fur fell out, and Tsabola was sad. Tsabola has mange."),
        ("The vet said Rex has worms.", "Rex has worms."),
        ("The doctor in Leeds said I have gout.", "I have gout."),
    ],
)  # fmt: skip
def test_a_vets_finding_is_the_animals(said: str, plain: str) -> None:
    assert plain_findings(said) == plain


@pytest.mark.parametrize(
    "said",
    [
        "My knee hurt. The vet said it was mange.",  # no animal named: whose, unsure
        "Rex and Bella were scratching. The vet said it was fleas.",  # two named
        "I told Tom about my rash, the vet said it was ringworm.",  # Tom is no animal
        "The vet said it might be mange.",  # a guess
    ],
)
def test_a_vets_it_with_no_one_animal_stays_reported(said: str) -> None:
    assert "has" not in plain_findings(said)
    assert "I have" not in plain_findings(said)


def test_the_vets_finding_forms_a_fact_in_a_turn() -> None:
    found = _facts(
        "Chisomo: Tsabola has been unwell too. Her fur fell out in patches, and the vet in "
        "Chileka said it was mange. The visit and the medicine cost 38,000 kwacha.",
        "Tsabola",
    )
    assert "Tsabola has mange." in found, found
    assert not any("Chisomo has" in text for text in found), found


# --- how long, leaning on a "she" --------------------------------------------------------


def test_until_she_finds_a_home_is_cut() -> None:
    found = _facts(
        "Chisomo: We're fostering a puppy called Mphezi for the shelter in Limbe until she "
        "finds a home."
    )
    assert found == [
        "Chisomo and others are fostering a puppy called Mphezi for the shelter in Limbe "
        "(as of 20 October 2024)."
    ]


# --- the one the speaker is seeing, met ---------------------------------------------------


@pytest.mark.parametrize(
    ("said", "met"),
    [
        ("I'm seeing Nilda. I met her at the table football tournament in April.",
         "Derlis met Nilda at the table football tournament in April 2024."),
        ("Better than that: I'm seeing someone. Her name is Nilda, and I met her at the "
         "table football tournament at the sports club in April.",
         "Derlis met Nilda at the table football tournament at the sports club in April 2024."),
        ("I'm seeing someone. His name is Tiago. I met him at the Harvest Fair in May.",
         "Derlis met Tiago at the Harvest Fair in May 2024."),
    ],
)  # fmt: skip
def test_the_one_the_speaker_is_seeing_met(said: str, met: str) -> None:
    found = [f.text for f in extract_facts(ExtractionInput(f"Derlis: {said}", date(2024, 6, 20)))]
    assert met in found, found


def test_someone_elses_partner_is_no_one_person() -> None:
    found = [
        f.text
        for f in extract_facts(
            ExtractionInput(
                "Derlis: Liesl got engaged to Marco. I met him at the fair.", date(2024, 6, 20)
            )
        )
    ]
    assert not any("met Marco" in text or "met Liesl" in text for text in found), found


def test_a_name_given_then_she_is_still_read_as_before() -> None:
    content = (
        "[13:12] Zeke: also... I've been seeing someone\n[13:13] Dagny: WHAT. who\n"
        "[13:15] Zeke: her name's Honor, she's a harbour pilot in Grimsby."
    )
    found = [f.text for f in extract_facts(ExtractionInput(content, date(2024, 6, 20)))]
    assert "Honor is a harbour pilot in Grimsby." in found, found


@pytest.mark.parametrize(
    ("said", "met"),
    [
        ("Akeem. I met him at the bake and shark stand at Maracas on Sunday.",
         "Tamika met Akeem at the bake and shark stand at Maracas on Sunday, 4 February 2024 "
         "(2024-02-04)."),
        ("Akeem. I met him at the stand, Sunday before last.",
         "Tamika met Akeem at the stand, on Sunday, 28 January 2024 (2024-01-28)."),
    ],
)  # fmt: skip
def test_who_he_is_answered_by_a_name_alone(said: str, met: str) -> None:
    content = f"Darnell: Who is he?\nTamika: {said}"
    found = extract_facts(
        ExtractionInput(content, date(2024, 2, 10), known_names=frozenset({"Akeem"}))
    )
    assert met in [f.text for f in found]


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("Who is he?", "Great. I met him at the stand on Sunday."),  # no name
        ("How was it?", "Akeem. I met him at the stand on Sunday."),  # no who asked
    ],
)
def test_no_name_alone_answers_who(asked: str, said: str) -> None:
    found = extract_facts(ExtractionInput(f"Darnell: {asked}\nTamika: {said}", date(2024, 2, 10)))
    assert not any("met Great" in f.text or "met Akeem" in f.text for f in found)


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("Nilda has moved in with me since the 1st of August.",
         "Nilda moved in with Derlis on 1 August 2024 (2024-08-01)."),
        ("Poor Fátima. Nilda's moved in with me, by the way, since the 1st of August.",
         "Nilda moved in with Derlis, on 1 August 2024 (2024-08-01)."),
    ],
)  # fmt: skip
def test_a_move_told_in_the_perfect_with_since_is_on_its_day(said: str, told: str) -> None:
    found = _facts(f"Derlis: {said}", "Nilda")
    assert told in found, found


def test_since_with_a_state_is_left_as_it_was() -> None:
    found = _facts("Derlis: I've lived in Encarnación since the 1st of August.")
    assert not any(" on 1 August" in text for text in found), found


def test_the_thing_the_speaker_gave_up_is_the_it_sold() -> None:
    found = _facts(
        "Fátima: I gave up the camera, by the way. I sold it to Dahiana for 800,000.", "Dahiana"
    )
    assert "Fátima sold the camera to Dahiana for 800,000." in found, found


def test_our_name_told_of_as_he_is_no_thing() -> None:
    found = _facts(
        "Neema: I did, and our Amani was the hippo; he roared so loudly that the head teacher "
        "jumped."
    )
    assert "Amani roared so loudly that the head teacher jumped." in found, found
    assert not any(text.startswith("The Amani") for text in found), found


def test_our_thing_by_name_is_still_a_thing() -> None:
    found = _facts("Neema: We sold the Panda last week. Our Panda was twenty years old.")
    assert not any(text.startswith("Panda ") for text in found), found


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("Shayla started a sign-painting course.", "Shayla started a sign-painting course."),
        ("Nermeen opened a shop selling school bags in Damietta in March.",
         "Nermeen opened a shop selling school bags in Damietta in March 2024."),
        ("Rhodri opened a bakery in Conwy!", "Rhodri opened a bakery in Conwy."),
    ],
)  # fmt: skip
def test_a_name_opening_on_what_a_person_starts_or_opens(said: str, told: str) -> None:
    assert told in _facts(f"Delroy: {said}\nTarek: No way! I must visit.")


def test_eagerness_after_it_forms_nothing() -> None:
    found = _facts("Bryn: Rhodri opened a bakery in Conwy!\nLowri: No way! I must visit.")
    assert not any("visit" in text for text in found), found


# --- second review's near misses ----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "not_formed"),
    [
        ("I registered for the 10k. 1st of June.", "on 1 June"),  # the day of what was booked
        ("Bob's moved in and out three times since August 2.", "on 2 August"),  # repeated
        ("My doctor found my iron was low, so she retested and it's normal now.", "low iron"),
        ("Shayla opened her laptop in class.", "laptop"),  # a passing act
        ("Pip is a fox terrier, red with embarrassment.", "embarrassment"),  # an idiom
    ],
)
def test_second_review_near_misses(said: str, not_formed: str) -> None:
    found = _facts(f"Ann: {said}", "Bob", "Pip")
    assert not any(not_formed in text for text in found), found


def test_a_laugh_before_news_with_more_after_keeps_it() -> None:
    found = _facts("Bob: haha my dog just ate a sock, the vet says he needs surgery")
    assert any("ate a sock" in text for text in found), found


def test_a_new_place_answering_still_is_read_mid_sentence() -> None:
    found = _facts("Ann: Still working at the hospital?\nBob: Mostly at home now.")
    assert not any("Mostly" in text or "hospital mostly" in text for text in found), found


def test_a_visit_then_the_speakers_deed_stays_one() -> None:
    found = _facts("Neema: My mother came to visit and I cooked for her.")
    assert found == ["Neema's mother came to visit and Neema cooked for her."]

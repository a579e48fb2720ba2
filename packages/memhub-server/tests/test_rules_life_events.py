"""Life events announced across short sentences (issue #15, session 30).

Proposals, births, due dates, a baby's sex and name, pets got and named, weddings and
deaths are told as news in pieces: "Kieran proposed! On Friday, at the harbour.", "Say
hello to Ines! She was born on the 2nd of March.", "We're expecting! The baby is due in
May.", "She's a tabby called Pip.", "When's the wedding?" - "On the 9th of August, in
Sligo." Each piece says little alone; the rules read them together. Near-misses (a
pregnancy denied, two told, an animal's sex, someone else's wedding) form nothing.
15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.described import animal_described, got_told_on, one_got
from memhub_server.pipeline.memory.rules.expecting import (
    baby_name_answered,
    baby_named,
    baby_owned,
    name_explained,
)
from memhub_server.pipeline.memory.rules.wedding import married_on, proposal_told, wedding_told

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- "so did I": the speaker, named -------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        (
            "Maeve: My brother laughed at the ending, and so did I.",
            "Maeve's brother laughed at the ending, and so did Maeve.",
        ),
        (
            "Maeve: my dad quit sugar in march and so did i",
            "Maeve's dad quit sugar in March 2024 and so did Maeve.",
        ),
    ],
)
def test_so_did_i_names_the_speaker(line: str, fact: str) -> None:
    assert fact in texts(line)


# --- a when and where after the news ------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        (
            "Maeve: Guess what? Kieran proposed! On Friday, at the harbour in Howth.",
            "Kieran proposed on Friday, 10 May 2024 (2024-05-10), at the harbour in Howth.",
        ),
        (
            "Maeve: guess what, tadhg proposed!! on saturday at the lighthouse",
            "Tadhg proposed on Saturday, 11 May 2024 (2024-05-11) at the lighthouse.",
        ),
        (
            "Maeve: My grandad died. On Sunday, in his sleep.",
            "Maeve's grandad died on Sunday, 12 May 2024 (2024-05-12), in his sleep.",
        ),
    ],
)
def test_when_fragment_joins_a_life_event(line: str, fact: str) -> None:
    assert fact in texts(line)


def test_when_fragment_after_other_words_is_not_joined() -> None:
    found = texts("Maeve: The battery was flat. On Friday, at the harbour.")
    assert not any("harbour" in fact for fact in found)


# --- "say hello to X!": X is a person -----------------------------------------------------


@pytest.mark.parametrize(
    "greeting", ["Say hello to Ines!", "Conor, say hello to Ines!", "Say hi to Ines."]
)
def test_said_hello_to_is_the_she_after(greeting: str) -> None:
    found = texts("Conor: Hi!", f"Maeve: {greeting} She was born on the 2nd of March.")
    assert "Ines was born on 2 March 2024 (2024-03-02)." in found


# --- the baby due -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "own", "said"),
    [
        (
            "Ciara is pregnant! The baby is due in the spring.",
            (),
            "Ciara is pregnant! Ciara's baby is due in the spring.",
        ),
        (
            "we're expecting!! the baby's due in june",
            (),
            "we're expecting!! our baby is due in june",
        ),
        (
            "The baby is due on the 3rd of June.",
            ("I'm pregnant, ten weeks!",),
            "My baby is due on the 3rd of June.",
        ),
        (
            "My wife is pregnant. The due date is in May.",
            (),
            "My wife is pregnant. My wife's due date is in May.",
        ),
    ],
)
def test_baby_owned(text: str, own: tuple[str, ...], said: str) -> None:
    assert baby_owned(text, own, frozenset({"Ciara"})) == said


@pytest.mark.parametrize(
    "text",
    [
        "The baby is due in May.",  # nobody said pregnant
        "I'm not pregnant. The baby is due in May.",
        "My sister is pregnant and so is my wife. The baby is due in May.",
        "She's pregnant! The baby is due in May.",  # a "she" is for carry
        "Finally pregnant! The baby is due in May.",  # "Finally" is no one
    ],
)
def test_baby_owned_leaves_doubt_alone(text: str) -> None:
    assert baby_owned(text, (), frozenset({"Ciara"})) == text


def test_baby_due_at_the_end_of_a_month_carries_its_year() -> None:
    found = texts("Maeve: Ciara is pregnant! The baby is due at the end of October.")
    assert "Ciara's baby is due at the end of October 2024." in found


def test_due_date_from_the_speakers_turn_before() -> None:
    found = texts(
        "Maeve: Big news. I'm pregnant, eleven weeks!",
        "Conor: Maeve! Congratulations to you both!",
        "Maeve: Thanks! The baby is due on the 20th of November.",
    )
    assert "Maeve's baby is due on 20 November 2024 (2024-11-20)." in found


# --- the baby's sex and name --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "We found out yesterday that it's a boy.",
            "We found out yesterday that our baby is a boy.",
        ),
        (
            "It's a girl! We found out at the scan.",
            "Our baby is a girl! We found out at the scan.",
        ),
        (
            "We found out it's a girl. We'll call her Nora, after my aunt.",
            "We found out our baby is a girl. Our baby girl's name is Nora. "
            "Nora is named after my aunt.",
        ),
    ],
)
def test_baby_named(text: str, said: str) -> None:
    assert baby_named(text) == said


@pytest.mark.parametrize(
    ("text", "prompt", "said"),
    [
        ("We found out it's a girl.", "How's the new kitten?", "We found out it's a girl."),
        (
            "We took the puppy to the vet and found out it's a boy.",
            None,
            "We took the puppy to the vet and found out it's a boy.",
        ),
        ("We'll call her Nora.", None, "We'll call her Nora."),  # no baby spoken of
        (
            "We found out it's a boy. We'll call her Nora.",  # "her" is not the boy
            None,
            "We found out our baby is a boy. We'll call her Nora.",
        ),
    ],
)
def test_baby_named_leaves_others_alone(text: str, prompt: str | None, said: str) -> None:
    assert baby_named(text, (), prompt) == said


def test_baby_name_chosen_whole_chat() -> None:
    found = texts(
        "Conor: How is Ciara keeping?",
        "Maeve: Great. We found out on Monday that it's a boy. "
        "We will call him Oisín, after my dad.",
    )
    # session 34: the "we" of an answer to "How is Ciara keeping?" is Ciara and the speaker
    # (pair_we.who_we_are); before, this was "Maeve and others found out ..."
    assert (
        "Ciara and Maeve found out on Monday, 13 May 2024 (2024-05-13) that their baby is a boy."
        in found
    )
    assert "Maeve's baby boy's name is Oisín." in found
    assert "Oisín is named after Maeve's dad." in found
    assert not any("Ciara's" in fact for fact in found)


# --- an animal described, then named ------------------------------------------------------


def test_animal_described_before_its_name() -> None:
    said = animal_described(
        "She's a greyhound, six years old. Her last family moved abroad. I've named her Tilly.",
        "I adopted a dog from the pound.",
    )
    assert said == (
        "My dog is called Tilly. Tilly is a greyhound. Tilly is six years old. "
        "Tilly's last family moved abroad."
    )


def test_animal_described_and_named_in_one_sentence() -> None:
    said = animal_described("He's a tabby called Pip, after the boy in the book.", "We got a cat!")
    assert animal_described("She's a calico called Ada.", "I got a cat.") == (
        "My cat is called Ada. Ada is a calico cat."
    )
    assert said == "Our cat is called Pip, after the boy in the book. Pip is a tabby."


@pytest.mark.parametrize(
    ("text", "earlier"),
    [
        ("He's a collie. My brother named him Bran.", None),  # someone between
        ("He's a collie. I've named her Bran.", None),  # not the same one
        ("He's a lovely man. His name is Bran.", None),  # no animal
    ],
)
def test_animal_described_left_alone(text: str, earlier: str | None) -> None:
    assert animal_described(text, earlier) == text


def test_animal_described_whole_chat() -> None:
    found = texts(
        "Maeve: I adopted a dog from the shelter on Saturday.",
        "Conor: Amazing! Tell me about him.",
        "Maeve: He's an old beagle. His owner moved into a home. I've named him Biscuit.",
    )
    assert "Maeve's dog is called Biscuit." in found
    assert "Biscuit is an old beagle." in found


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "The kids begged for a rabbit, so we got one last week.",
            "The kids begged for a rabbit, so we got a rabbit last week.",
        ),
        ("I wanted a dog or a cat, so we got one.", "I wanted a dog or a cat, so we got one."),
        ("I needed a car, so I bought one of those.", "I needed a car, so I bought one of those."),
    ],
)
def test_one_got(text: str, said: str) -> None:
    assert one_got(text) == said


# --- a name given is never one already named ----------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "I've met someone. Her name is Orla.",
        "I met someone. She's called Orla.",
        "Her name is Orla.",
    ],
)
def test_name_given_is_not_the_one_asked_about(answer: str) -> None:
    found = texts("Conor: How is Pippa?", f"Maeve: {answer}")
    assert not any("Pippa" in fact for fact in found)


def test_name_given_for_a_relative_asked_about_still_reads() -> None:
    found = texts("Conor: How is your new nephew?", "Maeve: Gorgeous. His name is Rían.")
    assert not any("Conor" in fact for fact in found)


# --- the wedding --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "text", "own", "said"),
    [
        (
            "When is the wedding?",
            "On the 9th of August, in Sligo.",
            ("Shane and I got engaged!",),
            "My wedding is on the 9th of August, in Sligo.",
        ),
        (
            "And the wedding?",
            "The date is set: the 2nd of May next year.",
            (),
            "My wedding is on the 2nd of May next year.",
        ),
        (
            "Have you set a date?",
            "We have! The 3rd of October.",
            ("we got engaged!!",),
            "My wedding is on the 3rd of October.",
        ),
    ],
)
def test_wedding_told(prompt: str, text: str, own: tuple[str, ...], said: str) -> None:
    assert wedding_told(text, prompt, own) == said


@pytest.mark.parametrize(
    ("prompt", "text", "own"),
    [
        ("When is the wedding?", "On the 9th of August.", ("My sister is getting married!",)),
        ("When is your brother's wedding?", "On the 9th of August.", ("We got engaged!",)),
        ("When is the wedding?", "Next summer, we think.", ("We got engaged!",)),
        ("When is the wedding?", "In Sligo.", ("We got engaged!",)),
        ("Have you set a date?", "Yes! The 3rd of October.", ()),  # a date for what?
        ("When is the wedding?", "On the 9th of August.", ("We're not engaged yet.",)),
    ],
)
def test_wedding_left_alone(prompt: str, text: str, own: tuple[str, ...]) -> None:
    assert wedding_told(text, prompt, own) == text


def test_wedding_whole_chat() -> None:
    found = texts(
        "Maeve: Shane and I are engaged!",
        "Conor: Congratulations! When is the wedding?",
        "Maeve: In Westport, on the 7th of September.",
    )
    assert "Maeve's wedding is in Westport, on 7 September 2024 (2024-09-07)." in found


# --- the baby's name, given as an answer ------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "text", "own", "said"),
    [
        (
            "Have you picked a name yet?",
            "Yes! Cathal, after my grandad.",
            ("We found out it's a boy!",),
            "Our baby boy's name is Cathal. Cathal is named after my grandad.",
        ),
        (
            "Congrats on the baby! What are you calling her?",
            "aoife",
            (),
            "Our baby's name is Aoife.",
        ),
    ],
)
def test_baby_name_answered(prompt: str, text: str, own: tuple[str, ...], said: str) -> None:
    assert baby_name_answered(text, prompt, own) == said


@pytest.mark.parametrize(
    ("prompt", "text", "own"),
    [
        ("Have you chosen a name?", "Not yet.", ("I'm pregnant!",)),
        ("Have you chosen a name?", "Nope!", ("I'm pregnant!",)),
        ("What's her name?", "Pepper.", ("We got a kitten and the baby loves her!",)),
        ("Have you picked a name?", "Driftwood.", ("I started a podcast.",)),  # no baby
    ],
)
def test_baby_name_answer_left_alone(prompt: str, text: str, own: tuple[str, ...]) -> None:
    assert baby_name_answered(text, prompt, own) == text


def test_sex_known_only_with_a_baby_spoken_of() -> None:
    assert baby_named("we know its a girl now", (), "Lovely, and the baby?") == (
        "we know our baby is a girl now"
    )
    assert baby_named("we know its a girl now") == "we know its a girl now"
    assert baby_named("I know it's a girl next door.", ("I'm pregnant",)) == (
        "I know it's a girl next door."
    )


# --- what follows "we got a puppy!" -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "we got a kitten! tabby from the shelter, 8 weeks old. called him biscuit",
            "we got a kitten! a tabby from the shelter, 8 weeks old. Our kitten is called Biscuit.",
        ),
        ("I adopted a dog. Named her Juno!", "I adopted a dog. My dog is called Juno."),
        ("we got a puppy! called her back later.", "we got a puppy! called her back later."),
        ("we got a puppy! called her mum", "we got a puppy! called her mum"),
        ("My sister got a puppy! called her tussa", "My sister got a puppy! called her tussa"),
    ],
)
def test_got_told_on(text: str, said: str) -> None:
    assert got_told_on(text) == said


# --- where the proposal was, given as an answer ----------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "text", "own", "said"),
    [
        (
            "Congratulations! How did he ask?",
            "On the pier at Dún Laoghaire, at sunset.",
            ("Big news. Eoin and I got engaged on Friday!",),
            "Eoin proposed to me on the pier at Dún Laoghaire, at sunset.",
        ),
        (
            "Where did Cian propose?",
            "In Paris!",
            (),
            "Cian proposed in Paris!",
        ),
    ],
)
def test_proposal_told(prompt: str, text: str, own: tuple[str, ...], said: str) -> None:
    assert proposal_told(text, prompt, own) == said


@pytest.mark.parametrize(
    ("prompt", "text", "own"),
    [
        ("How did he ask?", "On a hike.", ("We got engaged!",)),  # who, nothing says
        ("How did he ask?", "On a beach.", ("My sister got engaged!",)),
        ("How did he ask?", "In the kitchen, I think.", ("Eoin and I got engaged!",)),
        ("How did he ask?", "He didn't, I asked him!", ("Eoin and I got engaged!",)),
    ],
)
def test_proposal_left_alone(prompt: str, text: str, own: tuple[str, ...]) -> None:
    assert proposal_told(text, prompt, own) == text


# --- why that name -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "text", "said"),
    [
        ("Why Ailbhe?", "It was my granny's name.", "Ailbhe is named after my granny."),
        (
            "Gorgeous! So why Ailbhe?",
            "It was Ronan's mother's name.",
            "Ailbhe is named after Ronan's mother.",
        ),
        (
            "Why Ailbhe?",
            "After the saint, of course.",
            "Ailbhe is named after the saint, of course.",
        ),
        ("Why Ailbhe?", "It was a long story.", "It was a long story."),
        ("Why Ailbhe?", "It was my idea.", "It was my idea."),
        ("Why not Ailbhe?", "It was my granny's name.", "It was my granny's name."),
    ],
)
def test_name_explained(prompt: str, text: str, said: str) -> None:
    assert name_explained(text, prompt, frozenset({"Ailbhe", "Ronan"})) == said


def test_name_explained_needs_a_name() -> None:
    assert name_explained("It was my granny's name.", "Why Ailbhe?") == "It was my granny's name."


# --- one who only says so is no "he" ---------------------------------------------------------


def test_one_reporting_is_not_the_he_after() -> None:
    found = texts(
        "Maeve: Thanks. That's what Ronan says too. I only had him for a year.",
        "Conor: You gave him a good home.",
        "Maeve: We buried him in Ronan's garden.",
    )
    assert not any("buried Ronan" in fact for fact in found)


def test_one_named_and_asked_after_is_still_the_he() -> None:
    found = texts(
        "Maeve: Ronan started his new job on Monday.",
        "Conor: How is he finding it?",
        "Maeve: He's working nights in the lab.",
    )
    assert "Ronan is working nights in the lab (as of 15 May 2024)." in found


def test_the_start_of_a_month_carries_its_year() -> None:
    assert "Maeve and others moved in at the start of March 2024." in texts(
        "Maeve: We moved in at the start of March."
    )


def test_wedding_date_typed_short_reads_as_a_date() -> None:
    assert "Maeve's wedding is on 3 June 2024 (2024-06-03)." in texts(
        "Conor: what about the wedding?", "Maeve: the date is set: 3rd of june!"
    )


def test_a_cousins_baby_due() -> None:
    assert "Maeve's cousin's baby is coming in June 2024." in texts(
        "Maeve: My cousin is pregnant! The baby is coming in June."
    )


@pytest.mark.parametrize(
    ("lines", "fact"),
    [
        (
            ("Maeve: im pregnant!!", "Conor: omg congrats", "Maeve: the baby is due in november"),
            "Maeve's baby is due in November 2024.",
        ),
        (
            ("Maeve: we found out its a girl on monday. we're calling her ada",),
            "Maeve's baby girl's name is Ada.",
        ),
        (
            (
                "Maeve: i adopted a dog on saturday",
                "Conor: tell me everything",
                "Maeve: he's an old greyhound. i named him bran",
            ),
            "Maeve's dog is called Bran.",
        ),
    ],
)
def test_typed_in_lower_case(lines: tuple[str, ...], fact: str) -> None:
    assert fact in texts(*lines)


def test_lower_case_word_after_calling_is_no_name() -> None:
    found = texts("Maeve: we found out its a girl. we're calling her back tomorrow")
    assert not any("name is" in fact for fact in found)


# --- the wedding day, read back from an anniversary -----------------------------------------


def test_married_on_from_a_numbered_anniversary() -> None:
    found = texts("Maeve: Ronan and I have our 25th wedding anniversary on the 9th of August.")
    assert "Ronan and Maeve married on 9 August 1999 (1999-08-09)." in found
    found = texts("Maeve: My parents celebrated their fortieth wedding anniversary on Saturday.")
    assert "Maeve's parents married on 11 May 1984 (1984-05-11)." in found


@pytest.mark.parametrize(
    "fact",
    [
        "Tom has his wedding anniversary on 3 May 2024 (2024-05-03).",  # which one?
        "Tom and Ana have their anniversary on 3 May 2024 (2024-05-03).",
        "Tom and Ana have their 10th wedding anniversary in May 2024.",  # no day
    ],
)
def test_married_on_needs_a_number_and_a_day(fact: str) -> None:
    assert married_on(fact) is None

"""References settled from the turn and its prompt (issue #15).

A fact that leans on a nearby sentence ("It's on the 4th of August", "she got the job",
"here in Dundee") is made self-contained when exactly one candidate fits; when none or
several do, the words stay as they were, so the gate still drops the fact.
1 March 2026 is a Sunday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.context import with_prompt, within_turn

SUNDAY = date(2026, 3, 1)


def texts(content: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput(content, SUNDAY))]


# --- "here"/"there" that name their place ----------------------------------------------


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ("I teach at a primary school here in Dundee", "I teach at a primary school in Dundee"),
        ("we've lived over there in Ghent since 2019", "we've lived in Ghent since 2019"),
        ("the rent out here in the Highlands is mad", "the rent in the Highlands is mad"),
        ("I've worked there at Halden Labs for years", "I've worked at Halden Labs for years"),
    ],
)
def test_here_or_there_before_a_named_place_is_that_place(said: str, meant: str) -> None:
    assert within_turn(said) == meant


@pytest.mark.parametrize(
    "said",
    [
        "I was there in March",  # a month is no place: "there" points elsewhere
        "I'll be there at Easter",
        "we were there in 2019",
        "it's quiet here in town",  # no name
        "I left it there",
    ],
)
def test_here_or_there_without_a_named_place_stays(said: str) -> None:
    assert within_turn(said) == said


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        (
            "I grew up in Cork, my parents still live there",
            "I grew up in Cork, my parents still live in Cork",
        ),
        (
            "I work at Fenwick Labs. my sister works there too",
            "I work at Fenwick Labs. my sister works at Fenwick Labs too",
        ),
        (
            "I flew to Oslo, then went back there in June",
            "I flew to Oslo, then went back to Oslo in June",
        ),
    ],
)
def test_there_is_the_one_place_named_before_it(said: str, meant: str) -> None:
    assert within_turn(said) == meant


@pytest.mark.parametrize(
    "said",
    [
        "We went to Rome and Florence. It was hot there.",  # two places
        "My sister Ana lives in Cork, I visit her there",  # a person named too
        "Remember Hull? I lived there.",  # past a question of one's own
        "I was in Bury. Are you there?",  # a question
        "I moved to Leeds. There's a market on Sundays.",  # "there is", no place
        "I'll get there eventually",  # nothing named
        "Mo's aunt has a farm in Kerry, we should visit when we're there",  # a wish
    ],
)
def test_there_with_no_single_place_before_it_stays(said: str) -> None:
    assert within_turn(said) == said


def test_a_place_named_on_the_spot_forms_a_memory() -> None:
    assert texts("Kit: I work at a bakery here in Galway") == ["Kit works at a bakery in Galway."]


# --- "it" for the one thing the sentence before names ----------------------------------


def test_it_after_the_speakers_statement_joins_it() -> None:
    assert within_turn("I'm running the Cotswold Ultra. It's on the 4th of August.") == (
        "I'm running the Cotswold Ultra, which is on the 4th of August."
    )
    facts = texts("Kit: I'm running the Cotswold Ultra. It's on the 4th of August.")
    assert facts == ["Kit is running the Cotswold Ultra, which is on 4 August 2026 (2026-08-04)."]
    assert within_turn("We saw the Hollins Trio. It was on Friday.") == (
        "We saw the Hollins Trio, which was on Friday."
    )


def test_it_in_another_tense_than_the_statement_before_stands_alone() -> None:
    # joined, the date would be read as past, like the signing up
    assert within_turn("I entered the Cotswold Ultra. It's on the 4th of August.") == (
        "I entered the Cotswold Ultra. The Cotswold Ultra is on the 4th of August."
    )


def test_it_opens_its_own_sentence_when_the_thing_is_not_last() -> None:
    # "which" after "last spring" would describe the spring
    assert within_turn("We bought a narrowboat last spring. It's called Dipper.") == (
        "We bought a narrowboat last spring. Our narrowboat is called Dipper."
    )
    assert within_turn("the café reopened on Monday. It's on Quay Street now") == (
        "the café reopened on Monday. The café is on Quay Street now"
    )


@pytest.mark.parametrize(
    "said",
    [
        "I met Priya at Cafe Nero. It's in Stroud.",  # Priya or Cafe Nero
        "We swapped the sofa for a bookcase. It's called Billy.",  # two things
        "I went to the Hollins gig. It was amazing.",  # a verdict, maybe on the evening
        "Did you see the new library? It's on Mill Road.",  # asked, not said
        "I got it from the Corn Exchange. It's in Ely.",  # "it" already points back
        "A new bakery opened nearby. It's called Crumbs.",  # which bakery, nothing says
        "It's on the 4th of August.",  # nothing before it
    ],
)
def test_it_with_no_single_thing_before_it_stays(said: str) -> None:
    assert within_turn(said) == said


def test_an_unresolved_it_still_forms_nothing() -> None:
    facts = texts("Kit: I met Priya at Cafe Nero. It's in Stroud.")
    assert not any("Stroud" in fact for fact in facts)


# --- a name given to someone just mentioned ----------------------------------------------


def test_a_name_given_to_the_one_someone_mentioned() -> None:
    assert within_turn("I'm fostering a kitten. Her name is Pesto.") == (
        "I'm fostering a kitten. My kitten is called Pesto."
    )
    assert within_turn("btw, we've hired a new cleaner. her name is Dorota, she comes Fridays") == (
        "btw, we've hired a new cleaner. Our new cleaner is called Dorota. Dorota comes Fridays"
    )
    assert "Kit's kitten is called Pesto." in texts(
        "Kit: I'm fostering a kitten. Her name is Pesto."
    )


@pytest.mark.parametrize(
    "said",
    [
        "Jonas and I adopted a rabbit. His name is Clover.",  # Jonas is named too
        "I've got two cats. Her name is Fig.",  # which of the two
        "A man knocked on the door. His name is Ruben.",  # no one the speaker has
        "I never had a brother. His name would be Ruben.",  # no one at all
        "We don't have a cat. Her name is Luna.",
        "I've got a new stepdad. Her name is Ines.",  # "her" is not the stepdad
    ],
)
def test_a_name_with_no_single_someone_before_it_stays(said: str) -> None:
    assert within_turn(said) == said


# --- "he"/"she" for the one person named before ---------------------------------------


def test_a_pronoun_after_a_comma_or_colon_is_the_one_person_before_it() -> None:
    assert within_turn("Ayla rang this morning, she got the job at the library") == (
        "Ayla rang this morning, Ayla got the job at the library"
    )
    assert within_turn("Big news from Rowan: he passed his driving test") == (
        "Big news from Rowan: Rowan passed his driving test"
    )


def test_a_pronoun_opening_a_sentence_is_the_one_person_before_it() -> None:
    assert within_turn("Kasia got promoted. She runs the lab now.") == (
        "Kasia got promoted. Kasia runs the lab now."
    )
    assert within_turn("Chillies. my grandpa's favourite. he grew them in Accra") == (
        "Chillies. my grandpa's favourite. my grandpa grew them in Accra"
    )
    assert texts("Kit: I rang my uncle. He's moving to Lagos.") == [
        "Kit rang their uncle.",
        "Kit's uncle is moving to Lagos.",
    ]


@pytest.mark.parametrize(
    "said",
    [
        "My aunt and Femke came over, she brought cake",  # two people
        "Tomasz told her, she was furious",  # "her" is someone else again
        "Did you see Yusuf? He moved to Cardiff.",  # past a question of the speaker's own
        "My neighbour helped Ivo. He paid for the wood.",  # the neighbour or Ivo
        "I saw Lena and Marek. She looked tired.",
        "My mum phoned my aunt. She's moving to Crete.",  # two relatives
        "My parents rang. He's retiring.",  # a group is no "he"
        "I rang my sister. He's fine.",  # a sister is no "he"
        "Ana's dad rang. He's fine.",  # Ana or her dad
        "Our neighbour's dog barked. He was loud.",  # whose neighbour: "our"
        "My coach says rest is overrated. He's wrong.",  # a verdict on what was said
        "Priya reckons it'll rain. She's probably right.",
    ],
)
def test_a_pronoun_with_no_single_person_before_it_stays(said: str) -> None:
    assert within_turn(said) == said


# --- answers read with their prompt -------------------------------------------------------


def test_an_owned_thing_asked_about_is_the_answers_it() -> None:
    assert with_prompt("how was Petra's trip?", "she loved it") == "Petra loved Petra's trip"


def test_a_relative_named_by_their_owner_is_the_person() -> None:
    assert with_prompt("how's Petra's mum?", "she's much better") == "Petra's mum is much better"
    # a person asked about is no "it"
    assert with_prompt("how's Petra's mum?", "it went fine") == "it went fine"


def test_a_possessive_after_the_named_subject_stays_a_possessive() -> None:
    assert with_prompt("how's your brother doing?", "he's in Oslo, finishing his thesis") == (
        "my brother is in Oslo, finishing his thesis"
    )


def test_an_object_pronoun_after_the_named_subject_is_someone_else() -> None:
    # "her" is not Jonas: Jonas himself would be "himself"
    assert within_turn("Jonas got back. He's smitten with her.") == (
        "Jonas got back. Jonas is smitten with her."
    )
    assert with_prompt("how's Oona?", "she misses him") == "Oona misses him"
    # in a clause of its own, the object is the one named before
    assert with_prompt("how's Oona?", "she moved to Hull, so I rarely see her") == (
        "Oona moved to Hull, so I rarely see Oona"
    )


def test_the_prompt_settles_nothing_past_the_answers_own_question() -> None:
    said = with_prompt("how's Bruno?", "fine. did you hear about Lea? she quit")
    assert said.endswith("she quit")
    assert "Bruno" not in said


def test_them_needs_more_than_one_before_it() -> None:
    # "he" is the grandpa; "them" is not, and the turn before is not at hand
    assert texts("Kit: Chillies. my grandpa's favourite. he grew them in Accra") == []
    assert texts("Kit: Fridays are quiz nights at the Anchor, I never miss them") != []


def test_a_relative_who_made_the_thing_asked_about() -> None:
    assert with_prompt("who made that lovely quilt on your sofa?", "My grandma did!") == (
        "My grandma made the quilt."  # the asker's "lovely" is no fact
    )
    assert with_prompt("where did you get that bowl?", "my brother threw it") == (
        "my brother threw the bowl."
    )
    # two makers: who, the answer does not settle alone
    said = "my aunt and her friend did"
    assert with_prompt("who knitted your scarf?", said) == said


def test_a_relative_of_the_other_sex_is_no_he_or_she() -> None:
    assert with_prompt("how's your brother?", "she's fine") == "she's fine"
    assert with_prompt("is she nervous?", "she's fine", "my dad got the job") == "she's fine"


def test_a_verdict_on_what_the_prompt_said_names_no_one() -> None:
    assert with_prompt("Dmitri says cats are better than dogs", "he's so wrong") == (
        "he's so wrong"
    )


def test_you_is_never_made_into_anyone() -> None:
    assert with_prompt("how is Maren?", "she says hi to you") == "Maren says hi to you"
    assert not any("Maren" in f for f in texts("Sol: how is Maren?\nIda: she says hi to you"))


# --- a prompt that itself points back ----------------------------------------------------


def test_a_prompt_pointing_back_asks_about_the_one_person_before_it() -> None:
    earlier = "big week, Óscar starts at the Fenwick Gallery on Monday"
    assert with_prompt("oh is he nervous?", "he's fine, he painted all weekend", earlier) == (
        "Óscar is fine, Óscar painted all weekend"
    )
    assert with_prompt("how is she?", "she's loving it", "my sister got into Leeds") == (
        "my sister is loving it"
    )


def test_a_place_left_is_no_person() -> None:
    earlier = "it means leaving Galway, though. but Priya has a job in Lisbon"
    assert with_prompt("and what does she say?", "she says yes", earlier) == "Priya says yes"


def test_a_prompt_pointing_back_at_several_people_settles_nothing() -> None:
    earlier = "Óscar and Wiebke start at the gallery on Monday"
    assert with_prompt("is he nervous?", "he's fine", earlier) == "he's fine"
    assert with_prompt("is she nervous?", "she's fine", "my mum and my aunt flew in") == (
        "she's fine"
    )


def test_the_turn_before_the_prompt_reaches_the_extractor() -> None:
    content = "Kit: my brother Lorcan got the job at the fire station\nSol: is he happy?\n"
    content += "Kit: he moved to Sligo last week"
    assert any(fact.startswith("Lorcan moved to Sligo") for fact in texts(content))
    # without the turn before, "he" stays unresolved and forms nothing
    alone = texts("Sol: is he happy?\nKit: he moved to Sligo last week")
    assert not any("Sligo" in fact for fact in alone)


def test_a_name_after_the_is_a_thing_not_a_second_person() -> None:
    assert within_turn("Wiebke joined the Hollis Quartet. She plays viola.") == (
        "Wiebke joined the Hollis Quartet. Wiebke plays viola."
    )


def test_a_relative_asked_about_is_no_it() -> None:
    # it was read as "the sister" before
    assert with_prompt("how is your sister?", "she's loving it") == "my sister is loving it"


# --- "it" for the one thing a question names ----------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "answer", "meant"),
    [
        ("and you? did you apply for the Harwick job?", "I got it!", "I got the Harwick job!"),
        (
            "did you finish the quilt?",
            "nearly, I'll post it Friday",
            "nearly, I'll post the quilt Friday",
        ),
    ],
)
def test_it_taken_by_a_verb_is_the_one_thing_the_question_names(
    prompt: str, answer: str, meant: str
) -> None:
    assert with_prompt(prompt, answer) == meant


@pytest.mark.parametrize(
    ("prompt", "answer"),
    [
        ("will you stay with the orchestra?", "yes, same city so it was easy"),  # what happened
        ("is the flat near the station?", "I love it"),  # the flat or the station
        ("have you met Tomasz?", "I liked it"),  # a person is no "it"
        ("do you like living in Lyon?", "I love it"),  # the living, not Lyon
        ("are you settling in at the new flat?", "loving it"),  # being there
        ("did you fix my bike?", "I fixed it"),  # the asker's bike, said by the answerer
        ("any news on the date?", "we booked it"),  # which date, nothing says
        ("did you pass the theory test?", "I got it wrong twice"),  # "got it wrong": an idiom
    ],
)
def test_it_with_no_single_thing_asked_stays(prompt: str, answer: str) -> None:
    assert with_prompt(prompt, answer) == answer


def test_the_thing_asked_forms_a_memory() -> None:
    content = "Sol: did you apply for the Harwick job?\nKit: I got it! so happy"
    assert "Kit got the Harwick job." in texts(content)


def test_a_shouted_word_in_the_prompt_is_nobody_her_can_mean() -> None:
    # "NO WAY" is a reaction, not a person: "her" stays unresolved rather than "WAY's"
    formed = texts(
        "Nell: we're adopting a rescue cat on Friday\n"
        "Ottilie: OMG NO WAY. what's she like??\n"
        "Nell: her old name was Duchess but we're calling her Pudding"
    )
    assert not any("WAY" in t or "OMG" in t for t in formed), formed
    assert with_prompt("NO WAY. how is she?", "she's fine") == "she's fine"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ines rang. She said he was rude.", "Ines rang. Ines said he was rude."),
        ("Bram rang. He said she was lovely.", "Bram rang. Bram said she was lovely."),
        ("Ines rang. She said she was tired.", "Ines rang. Ines said Ines was tired."),
    ],
)
def test_a_pronoun_of_the_other_sex_is_someone_else(text: str, expected: str) -> None:
    assert within_turn(text) == expected

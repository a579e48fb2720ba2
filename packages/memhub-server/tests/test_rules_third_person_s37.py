"""Facts about a third person in proper-case pair chat (issue #15, session 37, T3).

Kinds of sentence about someone the speaker names that formed nothing or the wrong thing,
each with wordings of our own:

* a "he"/"she" after a semicolon tells of the one named as the subject before it, whoever
  the prompt or the turn named earlier ("How's Oisin? And Bree?" - "Bree is fine. Oisin is
  well; he's opened a forge in Clonmel");
* a post given to someone by an employer ("the council has made her deputy clerk", "the
  brewery has made Wilma head brewer") is that person's, as "has been made" is; not "made
  her a sandwich";
* who someone is, said between commas after their name ("we sail with a new lad, Tadhg
  Roe, a welder from Cobh") is a fact of its own, when nothing else formed holds it;
  a remark ("a bit of a menace") or a question is not;
* a closing purpose that leans on a "her" or "him" ("moved to Sligo to be near her") is
  cut, and what was done stands, when it is a clause of its own;
* a name given for the one just spoken of ("Did Captain Haddock come?" - "He did. His
  name is Declan Furlong") is their real name, when one person of that sex is in reach;
* "she" is never the end of a day's name ("on Christmas Day. ... she got a job" names no
  one);
* the day of an event named with no one as its subject ("The Kilmore regatta is on the
  9th of August") is kept with its date; a bare "the meeting", "the first class" or a
  question is not.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

DAY = date(2025, 5, 21)  # a Wednesday


def texts(*lines: str, day: date = DAY) -> list[str]:
    return [f.text for f in extract_facts(ExtractionInput("\n".join(lines), day))]


# --- a pronoun after a semicolon ----------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Ita: How's Oisin? And Bree?",
                "Cal: Bree is ten months old and chews everything. Oisin is well; he's opened "
                "a forge in Clonmel.",
            ),
            "Oisin has opened a forge in Clonmel.",
        ),
        (
            ("Ita: Any news of Maeve?", "Cal: Maeve is grand; she's started a pottery course."),
            "Maeve has started a pottery course.",
        ),
    ],
)
def test_a_pronoun_after_a_semicolon_is_the_subject_before_it(
    lines: tuple[str, ...], expected: str
) -> None:
    assert any(fact.startswith(expected.rstrip(".")) for fact in texts(*lines))


@pytest.mark.parametrize(
    "lines",
    [
        # the wrong sex for the one named before it
        ("Ita: How's Oisin?", "Cal: Oisin is well; she's opened a forge in Clonmel."),
        # two people before it: either could be meant
        ("Ita: Any news?", "Cal: Oisin and Bree are well; he's opened a forge in Clonmel."),
    ],
)
def test_a_pronoun_after_a_semicolon_without_one_subject_names_no_one(
    lines: tuple[str, ...],
) -> None:
    assert not any("forge" in fact and "Oisin" in fact for fact in texts(*lines))


# --- a post given by an employer -----------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Ita: Is Nuala taking the Galway job?",
                "Cal: No. Nuala turned it down, and the council has made her deputy clerk instead.",
            ),
            "Nuala has been made deputy clerk at the council",
        ),
        (
            ("Ita: How's Wilma?", "Cal: Great! The brewery has made Wilma head brewer."),
            "Wilma has been made head brewer at the brewery",
        ),
        (
            ("Ita: How's Wilma?", "Cal: Great, they've made her a senior engineer at the depot."),
            "Wilma has been made a senior engineer at the depot",
        ),
    ],
)
def test_a_post_given_by_an_employer_is_the_person_s(lines: tuple[str, ...], expected: str) -> None:
    assert any(fact.startswith(expected) for fact in texts(*lines))


@pytest.mark.parametrize(
    "lines",
    [
        ("Ita: How's Wilma?", "Cal: The bakery made her a sandwich for the trip."),
        ("Ita: How's Wilma?", "Cal: The school made her wait for an hour."),
    ],
)
def test_what_an_employer_made_for_someone_is_no_post(lines: tuple[str, ...]) -> None:
    assert not any("been made" in fact for fact in texts(*lines))


# --- who someone is, between commas ---------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Ita: Did the crew find a fourth?",
                "Cal: Luckily, yes: Hugh Dunne, a welder from Cobh, said he'd give it a go.",
            ),
            "Hugh Dunne is a welder from Cobh.",
        ),
        (
            ("Ita: How's the choir?", "Cal: We've a new alto, Saoirse, a vet from Bandon."),
            None,  # the turn's own fact already holds the description
        ),
    ],
)
def test_who_someone_is_between_commas(lines: tuple[str, ...], expected: str | None) -> None:
    facts = texts(*lines)
    if expected is None:
        assert not any(fact.startswith("Saoirse is") for fact in facts)
        assert any("Saoirse, a vet from Bandon" in fact for fact in facts)
    else:
        assert expected in facts


@pytest.mark.parametrize(
    "lines",
    [
        ("Ita: How was it?", "Cal: Fine. Hugh Dunne, a bit of a menace at Tesco, turned up."),
        ("Ita: Who came?", "Cal: Was that Hugh Dunne, a welder from Cobh?"),
    ],
)
def test_a_remark_or_a_question_between_commas_describes_no_one(
    lines: tuple[str, ...],
) -> None:
    assert not any(fact.startswith("Hugh Dunne is") for fact in texts(*lines))


# --- an event's day, with no one as its subject ---------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Cal: The Kilmore regatta is on the 9th of August.",
            "The Kilmore regatta is on 9 August 2025",
        ),
        (
            "Cal: The parish quiz was on Saturday, as it is every May, and we came second.",
            "The parish quiz was on Saturday, 17 May 2025",
        ),
        (
            "Cal: The village summer fete is in July this year.",
            "The village summer fete is in July 2025",
        ),
        ("Cal: And the harvest parade is tomorrow.", "The harvest parade is on 22 May 2025"),
        (
            "Cal: The book fair was yesterday, as every year, and I sold forty prints.",
            "The book fair was on 20 May 2025",
        ),
        (
            "Cal: The gallery opening has moved to the 3rd of June, because of the floods.",
            "The gallery opening has moved to 3 June 2025",
        ),
    ],
)
def test_an_event_s_day_is_kept(line: str, expected: str) -> None:
    assert any(fact.startswith(expected) for fact in texts(line))


def test_an_event_moved_to_a_place_is_no_day() -> None:
    assert not any(
        fact.startswith("The") for fact in texts("Cal: The book fair has moved to Ennis.")
    )


def test_an_event_told_with_what_the_speaker_did_keeps_both() -> None:
    facts = texts("Cal: The parish quiz was on Saturday, and we came second out of nine.")
    assert any(fact.startswith("The parish quiz was on Saturday, 17 May 2025") for fact in facts)
    assert any("came second out of nine" in fact for fact in facts)


@pytest.mark.parametrize(
    "line",
    [
        "Cal: The meeting is on Monday.",
        "Cal: The first class is on Thursday.",
        "Cal: Is the Kilmore regatta on the 9th of August?",
        "Cal: The Kilmore regatta was in the rain.",
    ],
)
def test_an_event_named_by_its_kind_alone_or_asked_is_not_kept(line: str) -> None:
    assert not any(fact.startswith("The ") for fact in texts(line))


# --- the name of a day is no one's ---------------------------------------------------


@pytest.mark.parametrize("day", ["Christmas Day", "Boxing Day", "Bonfire Night", "New Year's Eve"])
def test_a_pronoun_is_never_the_name_of_a_day(day: str) -> None:
    facts = texts(
        "Ita: How was the holiday?",
        f"Cal: Lovely. The whole family came over on {day}. And before that, back in "
        "November, she got a job with the big hotel near Tramore.",
    )
    assert not any("got a job" in fact for fact in facts)


# --- a purpose that leans on "her" or "him" -------------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            ("Ita: How is Fergal?", "Cal: Fergal moved up to Sligo in March to be near her."),
            "Fergal moved up to Sligo in March 2025.",
        ),
        (
            (
                "Ita: How is Fergal?",
                "Cal: Fergal gave up his job at the mill in April to look after her.",
            ),
            "Fergal gave up his job at the mill in April 2025",
        ),
    ],
)
def test_what_was_done_stands_without_a_purpose_leaning_on_a_pronoun(
    lines: tuple[str, ...], expected: str
) -> None:
    facts = texts(*lines)
    assert any(fact.startswith(expected.rstrip(".")) for fact in facts)
    assert not any(" her" in fact or " them" in fact for fact in facts)


def test_a_short_deed_without_its_purpose_is_not_kept() -> None:
    assert texts("Ita: How is Fergal?", "Cal: Fergal asked to marry her.") == []


# --- a real name given for a nickname or a title -----------------------------------------


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (
            (
                "Ita: Did Captain Haddock turn up to the launch?",
                "Cal: He did, and he was charming. His name is Declan Furlong, it turns out.",
            ),
            "Captain Haddock's real name is Declan Furlong.",
        ),
        (
            (
                "Ita: How is the new kitten?",
                "Cal: Spoilt. That's Bear, by the way: his real name is Tomás Quill, and he "
                "spoils her rotten.",
            ),
            "Bear's real name is Tomás Quill.",
        ),
    ],
)
def test_a_real_name_given_for_the_one_spoken_of(lines: tuple[str, ...], expected: str) -> None:
    assert expected in texts(*lines)


@pytest.mark.parametrize(
    "lines",
    [
        # an animal nearer than any name: its name
        ("Ita: How is Colm?", "Cal: Colm has a new dog. His name is Rua."),
        # someone unnamed nearer: their name
        (
            "Ita: How is Colm?",
            "Cal: Colm is grand. And I've been seeing someone. His name is Darragh Bree.",
        ),
        ("Ita: How's Colm's shop?", "Cal: Busy. He hired an apprentice. His name is Darragh."),
        # two people in reach
        ("Ita: Did Colm and Fionn come?", "Cal: One did. His name is Darragh Bree."),
        # the wrong sex
        ("Ita: Did Aoife come?", "Cal: She did. His name is Darragh Bree."),
        # a plain given name is no nickname: a name given after it is someone new's
        ("Ita: How's Niall?", "Cal: He's minding a new apprentice. His name is Cathal."),
        ("Ita: How's Roisin?", "Cal: She's coaching a new striker. Her name is Aine."),
        # someone new brought in after the nickname
        ("Ita: How's Big Mick?", "Cal: He's showing a new fella the ropes. His name is Cathal."),
    ],
)
def test_a_name_given_with_no_one_person_in_reach_is_no_one_s_real_name(
    lines: tuple[str, ...],
) -> None:
    assert not any("real name" in fact for fact in texts(*lines))


# --- a description that is a story's or a claim -------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Cal: The film is about Moll Flanders, a thief from Newgate.",
        "Cal: My novel's about Finn Brady, a smuggler from Howth.",
        "Cal: Peter, a surgeon from Tralee, or so he says.",
        "Cal: Sarah, a barrister from Navan, or so she claims.",
        "Cal: I sat beside Peter, a surgeon from Tralee, supposedly.",
        "Cal: We chatted to Sarah, a barrister in Navan, apparently.",
    ],
)
def test_a_character_or_a_hedged_claim_is_no_description(line: str) -> None:
    facts = texts("Ita: Any news of Peter and Sarah?", line)
    assert not any(
        fact.endswith((" is a thief from Newgate.", " is a smuggler from Howth.")) for fact in facts
    )
    assert not any(" is a surgeon " in fact or " is a barrister " in fact for fact in facts)


def test_a_plain_description_is_still_said() -> None:
    facts = texts(
        "Ita: Any news of Peter?", "Cal: Peter, a surgeon from Tralee, is moving in with us."
    )
    assert "Peter is a surgeon from Tralee." in facts


def test_a_deed_confirmed_of_someone_with_a_two_word_name() -> None:
    # Regression: "Moustache" was read as the verb ("Monsieur moustached come.").
    formed = texts("Bo: Did Big Al sell the boatyard?\nAda: He did!")
    assert formed == ["Big Al sold the boatyard."]
    formed = texts("Bo: Did Monsieur Lapin come?\nAda: He did.")
    assert not any("lapined" in fact.lower() for fact in formed), formed

"""Review of the day's new rules (issue #15, session 30, round 2): sentences of our own,
in proper case and typed in lower case, that a new rule read wrongly.

Each group names the rule, what it misread and what it must do now; the sentences it
was written for still form their facts. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, WEDNESDAY))]


# --- reports: what a teacher, a boss or (asked why) someone close says ---------------------


@pytest.mark.parametrize(
    "lines",
    [
        # a "he", "her" in what is reported: whom, the fact cannot say
        ("Wren: Why did you stop?", "Odile: My dad said I was embarrassing him."),
        ("Odile: My mentor says I remind her of herself at my age.",),
        # taken back or laughed off
        ("odile: my teacher said i cheated on the test but i didnt",),
        ("Odile: My teacher said I was born in the wrong century haha",),
        ("Wren: How come you're vegan?", "Odile: my gf said i eat like a child lol"),
        ("Wren: How's choir?", "Odile: The conductor says I'm flat all the time lol"),
        ("odile: my manager said i was rude to a customer which is rubbish",),
        # a belief told because it was wrong
        ("Odile: The director thought I was someone else.",),
    ],
)
def test_report_misread_forms_nothing(lines: tuple[str, ...]) -> None:
    assert not any(
        " said " in fact or " says " in fact or " thought " in fact for fact in texts(*lines)
    )


def test_report_still_kept() -> None:
    assert "Odile's instructor says Odile has good balance but no patience." in texts(
        "Odile: My instructor says I have good balance but no patience."
    )
    assert "Odile's coach says Odile is the fastest on the team." in texts(
        "Odile: my coach says im the fastest on the team"
    )


# --- a due date, a baby's sex and its name ------------------------------------------------


@pytest.mark.parametrize(
    "lines",
    [
        # "having a baby shower", "expecting a parcel": nobody is pregnant
        ("Odile: I'm having a baby shower for Lena! The baby is due in June.",),
        ("Odile: I'm expecting a parcel today. The baby is due next month though.",),
    ],
)
def test_due_date_of_no_one_said(lines: tuple[str, ...]) -> None:
    assert not any("Odile's baby" in fact for fact in texts(*lines))


@pytest.mark.parametrize(
    "lines",
    [
        # someone else's pregnancy, birth or reveal
        ("Odile: My sister is pregnant. We found out it's a boy!",),
        ("Odile: We went to Lena's gender reveal. We found out it's a boy!",),
        ("Odile: My sister had her baby! We will call her Auntie Odile lol",),
        # no name chosen
        ("Odile: I'm pregnant! We will call her Ada if it's a girl.",),
        ("Odile: We're expecting! We're calling him Leo. Or Max. We can't decide.",),
        ("Odile: I'm pregnant. We're calling him tomorrow to tell him.",),
        ("Odile: We adopted a rescue last week. We found out it's a girl.",),
    ],
)
def test_baby_named_misread_forms_nothing(lines: tuple[str, ...]) -> None:
    found = texts(*lines)
    assert not any("their baby" in fact or "baby's name" in fact for fact in found), found
    assert not any("baby girl's name" in fact or "baby boy's name" in fact for fact in found)


def test_baby_named_still_read() -> None:
    found = texts("Odile: My wife is pregnant. We found out it's a girl. We'll call her Rosa.")
    assert "Odile's baby girl's name is Rosa." in found
    assert "Odile's baby's name is Leo." in texts("Odile: I'm pregnant! We're calling him Leo.")


@pytest.mark.parametrize(
    "answer", ["Soon!", "Thinking.", "Undecided!", "Secret!", "Surprise!", "Loads!", "Eventually."]
)
def test_no_name_given_yet(answer: str) -> None:
    found = texts("Wren: How's the bump? Chosen a name?", f"Odile: {answer}")
    assert not any("name is" in fact for fact in found)


def test_name_answer_still_read() -> None:
    assert "Odile's baby's name is Otto." in texts(
        "Wren: How's the bump? Chosen a name?", "Odile: Yes! Otto."
    )


def test_a_name_for_something_else_is_no_baby() -> None:
    found = texts(
        "Wren: Lena's baby is due soon! Have you got a name for your gift shop yet?",
        "Odile: Yes, Petals.",
    )
    assert not any("baby's name" in fact for fact in found)


@pytest.mark.parametrize(
    ("lines", "wrong"),
    [
        (
            ("Odile: I'm moving to Leeds.", "Wren: Why Leeds?", "Odile: After my uncle's advice."),
            "Leeds is named",
        ),
        (
            ("Odile: I voted for Smith.", "Wren: Why Smith?", "Odile: After the debate, honestly."),
            "Smith is named",
        ),
    ],
)
def test_after_a_time_is_no_namesake(lines: tuple[str, ...], wrong: str) -> None:
    assert not any(wrong in fact for fact in texts(*lines))


def test_namesake_still_read() -> None:
    assert "Odile's dog Archie is named after Odile's favourite footballer." in texts(
        "Odile: My dog is called Archie.",
        "Wren: Why Archie?",
        "Odile: After my favourite footballer.",
    )


# --- the wedding and the proposal ---------------------------------------------------------


@pytest.mark.parametrize(
    "lines",
    [
        # a date asked for something else
        (
            "Odile: We're engaged!!",
            "Wren: Have you set a date for the party?",
            "Odile: On the 12th of June.",
        ),
        (
            "Odile: I'm getting married!",
            "Wren: Have you set a date for the move?",
            "Odile: In March.",
        ),
        # someone else's wedding
        (
            "Odile: I'm going to Jo's wedding.",
            "Wren: Oh nice, when is the wedding?",
            "Odile: It's official: on the 5th of May.",
        ),
        (
            "Wren: Who's getting married? Is it Jo? When is the wedding?",
            "Odile: The date is set: June 14th.",
        ),
        # "said yes" to a job
        (
            "Odile: I said yes to the job!",
            "Wren: When's the big day?",
            "Odile: On the 1st of July.",
        ),
    ],
)
def test_no_wedding_of_the_speaker(lines: tuple[str, ...]) -> None:
    assert not any("Odile's wedding" in fact for fact in texts(*lines))


def test_wedding_still_read() -> None:
    assert "Odile's wedding is on 2 May 2025 (2025-05-02)." in texts(
        "Odile: We got engaged!", "Wren: When's the wedding?", "Odile: On the 2nd of May."
    )


def test_proposal_answer_said_once() -> None:
    found = texts("Odile: Tom proposed!", "Wren: Where did Sam propose?", "Odile: In Rome.")
    assert "Sam proposed in Rome." in found
    assert not any("proposed in Sam" in fact for fact in found)


@pytest.mark.parametrize(
    "lines",
    [
        ("Odile: Lena proposed.", "Wren: To whom?! How did she do it?", "Odile: At the pub."),
        (
            "Odile: Tom and I got engaged! Jo proposed to Kim too!",
            "Wren: How did she ask?",
            "Odile: On a hike.",
        ),
    ],
)
def test_proposal_to_whom_unknown(lines: tuple[str, ...]) -> None:
    assert not any("to Odile" in fact for fact in texts(*lines))


# --- answers: the one who, whose, who is, still since --------------------------------------


def test_the_one_who_did_something_to_the_asker() -> None:
    found = texts("Wren: Aren't you the one who crashed into my car?", "Odile: Yes.")
    assert not any(fact.startswith("Odile crashed") for fact in found)
    assert "Odile plays the organ at St Mary's." in texts(
        "Wren: Aren't you the one who plays the organ at St Mary's?", "Odile: That's me!"
    )


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Whose turn is it?", "Mine."),
        ("Whose fault is it?", "Mine!"),
        ("Whose party is that?", "Sam's."),
        ("Whose song is this?", "Adele's."),
    ],
)
def test_whose_nothing_owned(question: str, answer: str) -> None:
    assert not any(" owns " in fact for fact in texts(f"Wren: {question}", f"Odile: {answer}"))


def test_whose_thing_still_owned() -> None:
    assert "Odile's dad owns the car." in texts("Wren: Whose car is that?", "Odile: My dad's.")


def test_who_is_named_by_a_group() -> None:
    found = texts("Wren: Who's Kofi?", "Odile: My friends.")
    assert not any("Kofi is" in fact for fact in found)
    assert "Kofi is Odile's flatmate." in texts("Wren: Who's Kofi?", "Odile: My flatmate.")


@pytest.mark.parametrize("since", ["6", "this morning", "lunch", "7pm"])
def test_yes_since_an_hour_is_no_lasting_state(since: str) -> None:
    found = texts("Wren: Are you still at the pub?", f"Odile: Yes, since {since}.")
    assert not any("has been at the pub" in fact for fact in found)


def test_yes_since_a_day_still_read() -> None:
    assert "Odile has been on antibiotics since Monday, 13 May 2024 (2024-05-13)." in texts(
        "Wren: Are you still on antibiotics?", "Odile: Yes, since Monday."
    )


# --- idioms and the gate ------------------------------------------------------------------


def test_choosing_the_dire_is_no_preference() -> None:
    assert not any("prefers" in fact for fact in texts("Odile: I would choose death over karaoke."))
    assert "Odile prefers tea to coffee." in texts("Odile: i'd take tea over coffee tbh")


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        (
            "Odile: I'm going in for surgery tomorrow.",
            "Odile is going in for surgery on 16 May 2024 (2024-05-16).",
        ),
        (
            "Odile: I'm going for a run tonight.",
            "Odile is going for a run on the night of 15 May 2024 (2024-05-15).",
        ),
    ],
)
def test_going_with_what_for_is_kept(line: str, fact: str) -> None:
    assert fact in texts(line)


def test_going_only_when_still_dropped() -> None:
    found = texts(
        "Wren: What should I pack for Iceland?", "Odile: We're going in November for a week."
    )
    assert not any("going in November" in fact for fact in found)


# Long turns stay linear in their length: measured by bench/bench_long_turns.py, not here.


def test_echo_and_clause_and_still_read() -> None:
    assert "Odile's mam cried, and so did Odile." in texts("Odile: My mam cried, and so did I.")


# --- where: a place named, then taken back or left open ------------------------------------


@pytest.mark.parametrize(
    "lines",
    [
        ("Wren: Which country are you moving to?", "Odile: New Zealand! Or Australia."),
        ("Wren: Which city did you move to?", "Odile: Berlin. Well, Potsdam, near it."),
        ("Wren: Which country did Tom move to?", "Odile: New Zealand. Wellington, I think."),
        ("Wren: Where did Tom move to?", "Odile: Wellington, I think."),
    ],
)
def test_place_in_doubt_forms_nothing(lines: tuple[str, ...]) -> None:
    assert not any(" mov" in fact for fact in texts(*lines))


def test_place_answers_still_read() -> None:
    assert "Odile is moving to Invercargill, New Zealand." in texts(
        "Wren: Which country are you moving to?",
        "Odile: New Zealand. Invercargill, for my husband's job.",
    )
    assert "Odile is visiting Queenstown, New Zealand." in texts(
        "Wren: Which country are you visiting?", "Odile: New Zealand. Queenstown, for the skiing."
    )


# --- a language is no "her"; a name asked of someone else's baby -----------------------------


def test_a_language_in_the_question_is_no_her() -> None:
    found = texts(
        "Assistant: Why did you decide to learn Spanish?",
        "User: My girlfriend said I'd never manage it, so I'm proving her wrong.",
    )
    assert not any("Spanish's" in fact for fact in found)


def test_name_asked_of_another_baby() -> None:
    found = texts(
        "User: My sister is pregnant.", "Assistant: Have they picked a name?", "User: Mila!"
    )
    assert not any("baby's name" in fact for fact in found)
    assert "The user's baby's name is Mila." in texts(
        "User: I'm pregnant.", "Assistant: Congratulations! Have you picked a name?", "User: Mila!"
    )


def test_his_after_two_names_is_neither() -> None:
    found = texts("Odile: I spoke to Tom and Sam. His car broke down.")
    assert not any(fact.startswith(("Sam's car", "Tom's car")) for fact in found)


def test_the_big_day_long_after_the_engagement() -> None:
    found = texts(
        "Odile: We got engaged last year!",
        "Wren: Amazing. How's running?",
        "Odile: Good, the marathon is close.",
        "Wren: When's the big day?",
        "Odile: On the 3rd of June!",
    )
    assert not any("wedding" in fact for fact in found)
    assert "Odile's wedding is on 9 May 2025 (2025-05-09)." in texts(
        "Odile: We got engaged!", "Wren: When's the big day?", "Odile: On the 9th of May."
    )


def test_dare_closing_on_its_keeps_the_sentence_whole() -> None:
    found = texts("Odile: Try teaching 30 kids and then tell me it's easy.")
    assert not any("'s easy" in fact for fact in found)

"""Chat turns that must form no memory, or only a passing one (issue #15, session 31).

Written fresh, not from any dev set: figures of speech ("my boss is a dragon") form
nothing; what someone is doing this very moment ("I'm resting on the sofa", "my legs are
killing me") is a passing state that expires, not an ongoing activity kept with the day
it was said; a choice or a visit only the turn before explains ("I'll stick to water",
"we'll come, with the kids") forms nothing. Look-alikes that are facts (a job, a breed, a
hobby, a plan, something worn for weeks) are kept as before. 15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts

WEDNESDAY = date(2024, 5, 15)


def facts(*lines: str) -> list[CandidateFact]:
    return extract_facts(ExtractionInput("\n".join(lines), WEDNESDAY))


def texts(*lines: str) -> list[str]:
    return [fact.text for fact in facts(*lines)]


@pytest.mark.parametrize(
    "line",
    [
        "Maya: My boss is a dragon.",
        "Tomas: My flat is a fridge in winter.",
        "Maya: My brother is a walking encyclopedia.",
        "Tomas: My car is a dinosaur but it still runs.",
        "Maya: My kids are little monsters today.",
        "Maya: My garden has turned into a jungle.",
        "Maya: I've got lights like a Christmas tree on the balcony.",
        "Ana: My manager is an absolute tyrant.",
        "Ana: Our office is a sauna in July.",
        "Ana: My nephew is a little monster but I adore him.",
        "Ana: My husband sleeps like a log.",
        "Ana: Honestly my flat looks like a museum now.",
        "Ana: The new office is like a maze.",
        "Ben: My laptop is a dinosaur, I need a new one.",
        "Ben: My kids are angels today.",
        "Ben: My roommate is a pig honestly.",
        "Ben: My boss is such a snake.",
    ],
)
def test_a_figure_of_speech_forms_nothing(line: str) -> None:
    assert texts(line) == []


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("Ana: My dad is a mechanic.", "Ana's dad is a mechanic."),
        ("Ana: My cat is a Maine Coon.", "Ana's cat is a Maine Coon."),
        ("Ana: Our dog is a rescue greyhound.", "Ana's dog is a rescue greyhound."),
        ("Ana: My sister is a nurse in Leeds.", "Ana's sister is a nurse in Leeds."),
        ("Ana: My brother is a rock climber.", "Ana's brother is a rock climber."),
    ],
)
def test_a_job_or_a_breed_is_still_kept(line: str, kept: str) -> None:
    assert kept in texts(line)


def test_a_job_like_anyone_elses_is_no_simile() -> None:
    assert texts("Ana: I have a job like a normal person now, at the bank.") != []


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("Tomas: I'm just chilling on the couch watching telly.", "chilling on the couch"),
        ("Tomas: I'm wearing my comfiest jumper and eating toast.", "comfiest jumper"),
        ("Tomas: I'm packing my bags as we speak.", "packing their bags"),
        ("Maya: I'm waiting for the bus in the rain.", "waiting for the bus"),
        ("Ana: I'm lying on the beach in Crete!", "lying on the beach"),
        ("Ana: I'm relaxing in the bath.", "relaxing in the bath"),
        ("Ana: I'm waiting for the train to Bristol.", "waiting for the train"),
        ("Maya: My legs are killing me after that hike.", "legs are killing"),
        ("Maya: My hands are still shaking from the presentation.", "hands are still shaking"),
        ("Ana: My feet are sore from dancing all night.", "feet are sore"),
        ("Ana: I finally have a free afternoon.", "free afternoon"),
        ("Ewa: I finally have a quiet Saturday. How are you?", "quiet Saturday"),
        ("Tomas: im sat on the sofa eating crisps", "sat on the sofa"),
        ("Maya: im literally dying of heat", "dying of heat"),
        ("Maya: my legs r dead after the gym lol", "legs are dead"),
        ("Maya: Sorry, I'm driving, will call you later.", "is driving"),
        ("Tomas: I'm curled up by the fire with the dog.", "curled up"),
    ],
)
def test_what_someone_is_doing_this_moment_passes(line: str, said: str) -> None:
    found = [fact for fact in facts(line) if said in fact.text]
    assert found, facts(line)
    for fact in found:
        assert "(as of" not in fact.text
        assert fact.kind == "recent" and fact.forget_after is not None


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("Ana: I'm wearing a brace on my wrist for six weeks.", "brace"),
        ("Ana: I'm packing my things for the move to Cork.", "Cork"),
        ("Ana: I'm waiting for my visa to come through.", "visa"),
        ("Ana: I'm watching Succession, it's brilliant.", "Succession"),
        ("Ana: I'm driving to Leeds on Friday.", "Leeds"),
        ("Ana: I'm sat on the committee for the fete.", "committee"),
    ],
)
def test_what_lasts_beyond_the_moment_is_not_made_passing(line: str, said: str) -> None:
    found = [fact for fact in facts(line) if said in fact.text]
    assert found and all(fact.forget_after is None for fact in found)


def test_sitting_an_exam_is_a_dated_event() -> None:
    assert texts("Ana: I'm sitting my driving test in June.") == [
        "Ana is sitting their driving test in June 2024."
    ]


def test_eating_less_meat_is_a_habit() -> None:
    assert texts("Ana: I'm eating less meat these days.") == ["Ana is eating less meat these days."]


@pytest.mark.parametrize(
    "lines",
    [
        ("Ana: Do you want wine?", "Ben: I'll stick to water, thanks."),
        ("Tomas: What will you do about the leak?", "Maya: I'll stick to buckets for now."),
        ("Ana: Are you coming to the party on Friday?", "Ben: Yes, we'll come, with the kids."),
        ("Kai: Tea or coffee?", "Lou: I'm going to stick with tea."),
        ("Kit: We're going to Dingle in July.", "Zed: Lovely! Mo and I will come, with the dog."),
    ],
)
def test_a_choice_only_the_turn_before_explains_forms_nothing(lines: tuple[str, str]) -> None:
    assert [t for t in texts(*lines) if " come" in t or " stick" in t] == []


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("Ben: We will come to Lisbon in May.", "Ben and others will come to Lisbon in May 2024."),
        ("Ben: I'll join the choir in September.", "Ben will join the choir in September 2024."),
    ],
)
def test_a_visit_or_plan_that_says_where_is_kept(line: str, kept: str) -> None:
    assert kept in texts(line)


@pytest.mark.parametrize(
    "lines",
    [
        (
            "Bo: We went to Paris for our anniversary.",
            "Ana: That's so sweet. I want to hear everything.",
        ),
        ("Bo: The new flat is lovely.", "Ana: I'd love to see the photos."),
        ("Ana: I'd love to hear more about the new job.",),
        ("Ana: I want to see photos of the baby!",),
        ("Bo: I'm back from Peru.", "Ana: I want all the details."),
    ],
)
def test_eager_for_the_others_news_forms_nothing_of_ones_own(lines: tuple[str, ...]) -> None:
    assert [t for t in texts(*lines) if t.startswith("Ana")] == []


def test_a_wish_to_hear_something_named_is_kept() -> None:
    assert texts("Ana: I want to hear the new Adele album.") == [
        "Ana wants to hear the new Adele album (as of 15 May 2024)."
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Ana: I have an animal update!",
        "Ana: I have a bit of gossip.",
        "Ana: I have an update on the house.",
        "Ana: I have a confession to make.",
        "Ana: I've got a baby update for you.",
        "Ana: We have a new family member too!",
        "Ana: We've got a new addition to the family.",
    ],
)
def test_news_only_announced_forms_nothing(line: str) -> None:
    assert texts(line) == []


def test_the_news_itself_is_kept() -> None:
    assert texts("Ana: I have news too! I got a new job at the library.") == [
        "Ana got a new job at the library."
    ]
    assert texts("Ana: My brother has a new update app he built.") != []
    found = texts("Ana: We have a new family member too! We got a kitten on Saturday.")
    assert found == ["Ana and others got a kitten on Saturday, 11 May 2024 (2024-05-11)."]


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("Ana: I can't sleep well lately.", "Ana can't sleep well lately (as of 15 May 2024)."),
        (
            "Ana: I don't have much energy lately.",
            "Ana doesn't have much energy lately (as of 15 May 2024).",
        ),
        (
            "Ana: I can't concentrate these days.",
            "Ana can't concentrate these days (as of 15 May 2024).",
        ),
        (
            "Ana: I've had headaches every morning.",
            "Ana has had headaches every morning (as of 15 May 2024).",
        ),
    ],
)
def test_a_difficulty_of_late_holds_as_of_the_day(line: str, kept: str) -> None:
    found = [fact for fact in facts(line) if fact.text == kept]
    assert found and found[0].kind == "recent"


def test_a_stomach_that_is_off_passes() -> None:
    found = [
        f for f in facts("Ana: I can't eat much lately, my stomach is off.") if "stomach" in f.text
    ]
    assert found and all(f.forget_after is not None for f in found)


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("Ana: I can't eat gluten.", "Ana can't eat gluten."),
        ("Ana: I don't drink coffee anymore.", "Ana doesn't drink coffee anymore."),
        (
            "Ana: I've had a coffee every morning since I was fifteen.",
            "Ana has had a coffee every morning since they were fifteen.",
        ),
    ],
)
def test_what_holds_for_good_stays_durable(line: str, kept: str) -> None:
    found = [fact for fact in facts(line) if fact.text == kept]
    assert found and found[0].kind == "durable"

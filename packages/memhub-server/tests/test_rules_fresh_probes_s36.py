"""Fresh probe chats written for session 36, task Q36 (issue #15): kinds of wrong memory
found on text written before looking at what the rules form, each tried in wordings of
our own, with near-misses that must keep what they formed before. 7 October 2024 is a
Monday.
"""

from __future__ import annotations

from datetime import date

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.person import to_third_person

MONDAY = date(2024, 10, 7)


def texts(*lines: str, day: date = MONDAY) -> list[str]:
    content = "\n".join(lines)
    return [fact.text for fact in extract_facts(ExtractionInput(content, day))]


# --- a noun with a verb of its own after a comma is not the speaker's next verb --------


def test_noun_with_its_own_verb_after_a_comma_is_not_conjugated() -> None:
    assert to_third_person("I'm tired, work is draining") == "\ue000 is tired, work is draining"
    assert to_third_person("I love it, rent is cheap") == "\ue000 loves it, rent is cheap"
    assert "runs" not in to_third_person("I'm knackered, run was brutal")


def test_work_or_rent_after_a_comma_forms_no_garbled_memory() -> None:
    for line in (
        "Ines: Honestly I feel so tired these days, work is draining.",
        "Ines: I'm exhausted, work has been mad all week.",
        "Ines: im so broke this month, rent went up again",
        "Ines: I'm skint, rent was due yesterday.",
    ):
        said = texts(line, "Pavel: oh no")
        assert not any("works" in t or "rents" in t for t in said), (line, said)


def test_verbs_continuing_the_speaker_after_a_comma_still_agree() -> None:
    assert (
        to_third_person("I live in Berlin, work at Acme and play chess")
        == "\ue000 lives in Berlin, works at Acme and plays chess"
    )
    assert to_third_person("I'm tired, work nights now") == "\ue000 is tired, works nights now"
    said = texts("Ines: I live in Porto, work at a bakery.", "Pavel: nice")
    assert any("Ines works at a bakery" in t for t in said), said


# --- a bare "one" standing for a thing only the chat named ----------------------------


def test_bare_one_before_by_or_about_forms_nothing() -> None:
    for line in (
        "Ines: Mostly crime novels, I just finished one by Tana French.",
        "Ines: I bought one by a local potter last week.",
        "Ines: I watched one about octopuses yesterday.",
        "Ines: I started one with my sister on Saturday.",
    ):
        said = texts("Pavel: What have you been up to?", line)
        assert not any(" one " in f" {t} " for t in said), (line, said)


def test_a_thing_named_or_one_by_one_is_kept() -> None:
    said = texts("Ines: I finished the book by Tana French on Saturday.", "Pavel: good?")
    assert any("Ines finished the book by Tana French" in t for t in said), said
    said = texts("Ines: I sorted the photos one by one.", "Pavel: patience!")
    assert any("sorted the photos one by one" in t for t in said), said


# --- what "we" can or will never do, said with a laugh, is banter -----------------------


def test_we_never_with_a_laugh_forms_nothing() -> None:
    for line in (
        "Pavel: Then we can never be real friends, haha.",
        "Pavel: We'll never live this down lol",
        "Pavel: we will never agree on anything hahaha",
    ):
        said = texts("Ines: Pineapple on pizza is a crime.", line)
        assert not any("never" in t for t in said), (line, said)


def test_we_never_without_a_laugh_or_news_beside_it_is_kept() -> None:
    said = texts("Ines: How was London?", "Pavel: We will never go back to London.")
    assert any("will never go back to London" in t for t in said), said
    said = texts(
        "Ines: News?", "Pavel: We moved to Leeds in May. We will never go back to London, haha!"
    )
    assert any(t.startswith("Pavel and others moved to Leeds") for t in said), said
    assert not any("never" in t for t in said), said
    said = texts("Ines: News?", "Pavel: We adopted a cat, haha.")
    assert any("adopted a cat" in t for t in said), said

"""Chats whose speakers write their names in lower case are read as chats, by the
chunker (passages per turn, speakers kept) and by the rule extractor (each fact about
the speaker who said it), while notes, logs, links and lists stay prose."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

import pytest

from memhub_server.pipeline.chunker import chunk_text
from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.speakers import (
    drop_stray_lower_case,
    is_lower_case_name,
    reads_as_texting,
)

STAMPED = (
    "[19:02] tamsin: finally home. the new job at the garden centre starts monday\n"
    "[19:03] odhran: nice one!! which garden centre\n"
    "[19:05] tamsin: the big one in hexham. im doing the plants n the cafe\n"
    "[19:06] odhran: class. i sold my van yesterday btw\n"
    "[19:08] tamsin: no way, who bought it\n"
    "[19:09] odhran: a lad from my five a side team"
)
UNSTAMPED = (
    "ines: did you get the tickets\n"
    "marek: yes! two for the saturday show\n"
    "ines: brilliant, i'll drive\n"
    "marek: my sister is coming too"
)


def facts_of(content: str) -> list[str]:
    day = datetime(2024, 3, 14, tzinfo=UTC)
    return [f.text for f in extract_facts(ExtractionInput(content=content, document_date=day))]


@pytest.mark.parametrize(
    ("text", "speakers"),
    [
        (STAMPED, ["tamsin", "odhran"]),
        (UNSTAMPED, ["ines", "marek"]),
        # One name in lower case, the other capitalised.
        ("ines: hiya\nMarek: Hello!\nines: how was it\nMarek: Grand, thanks.", ["ines", "Marek"]),
    ],
)
def test_a_chat_of_lower_case_names_is_chunked_by_turn(text: str, speakers: list[str]) -> None:
    chunks = chunk_text(text, date="2024-03-14")
    assert chunks[0].content.startswith("[2024-03-14, 14 March 2024]\n")
    assert chunks[0].metadata["speakers"] == speakers


@pytest.mark.parametrize(
    "text",
    [
        # Notes and to-do lists.
        "note: buy milk\nnote: call mum\ntodo: fix the bike\ntodo: book the vet",
        # Links and log lines.
        "https://example.com/a\nhttps://example.com/b\nhttp://example.org\nhttp://example.net",
        "[10:01] error: disk full\n[10:02] warning: retrying\n[10:03] error: still full",
        "[12:49:01] kernel: eth0 link is up\n[12:49:02] systemd: Started the backup service.\n"
        "[12:49:03] kernel: usb 1-1 new device\n[12:50:00] systemd: I ran the job for Tom",
        # An agenda, and a diary of key-value lines.
        "[10:00] keynote: I will talk about our new product\n[11:00] workshop: bring laptops\n"
        "[14:00] workshop: bring chargers",
        "mood: tired\nsleep: 6 hours\nmood: better\nsleep: 8 hours",
        "Mood: tired\nSleep: 6 hours\nMood: better\nSleep: 8 hours",
        # A weekly plan.
        "monday: gym\ntuesday: swim\nmonday: stretch\ntuesday: rest",
        # One lower-case label repeated, nobody else speaking.
        "tamsin: my list for the week\ntamsin: bread, eggs\nThen some ordinary prose follows.",
        # Mostly prose, with a couple of labelled lines.
        "We met at the cafe and talked for hours about the trip.\nines: said yes\n"
        "marek: said no\nines: then yes\nmarek: then no\nThe rest of the evening was quiet.\n"
        "Afterwards we walked home along the river and talked about next year.\n"
        "It was late by the time we got back, and the lights were off.\n"
        "Nobody had fed the cat.\nShe was not pleased.",
    ],
)
def test_lower_case_labels_outside_a_chat_stay_prose(text: str) -> None:
    for chunk in chunk_text(text, date="2024-03-14"):
        assert "speakers" not in chunk.metadata


def test_facts_from_a_lower_case_chat_name_their_speaker() -> None:
    facts = facts_of(STAMPED)
    assert facts, "the chat should form facts"
    assert not [f for f in facts if "the user" in f.casefold()], facts
    assert not [f for f in facts if "[19:" in f], facts
    joined = " ".join(facts)
    assert "Tamsin" in joined
    assert "Odhran" in joined
    # Nothing Odhran said is told of Tamsin.
    assert not [f for f in facts if f.startswith("Tamsin") and "van" in f], facts


def test_a_two_line_exchange_in_lower_case_is_told_of_its_speaker() -> None:
    facts = facts_of("ben: my mom cried when i told her lol\nana: aww")
    assert facts == ["Ben's mom cried when Ben told her."], facts


def test_facts_from_lower_case_notes_are_not_given_a_speaker() -> None:
    facts = facts_of("note: my sister lives in Galway\nnote: my brother lives in Cork")
    assert not [f for f in facts if f.startswith("Note")], facts


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("brogan", True),
        ("zoë", True),
        ("https", False),
        ("note", False),
        ("kernel", False),
        ("two words", False),
        ("x", False),
        # Names of two or three words, and the labels of notes that look like them.
        ("jia hui", True),
        ("mei ling", True),
        ("le thi hoa", True),
        ("to do", False),
        ("side note", False),
        ("fun fact", False),
        ("my plan", False),
        ("next steps", False),
        ("shopping list", False),
        ("a b", False),
        ("one two three four", False),
    ],
)
def test_which_lower_case_labels_may_be_names(name: str, expected: bool) -> None:
    assert is_lower_case_name(name) is expected


@dataclass(frozen=True)
class Label:
    key: str
    lower: bool = True
    stamped: bool = False
    texted: bool = False


def test_a_lower_case_label_must_open_two_lines_beside_another_speaker() -> None:
    labels = [Label("ines"), Label("marek"), Label("ines"), Label("marek")]
    assert drop_stray_lower_case(labels, (), nonblank=4) == labels
    # Marek speaks once in a text of more than the labelled lines: only Ines could be a
    # speaker, and alone she makes no chat.
    once = [Label("ines"), Label("marek"), Label("ines")]
    assert drop_stray_lower_case(once, (), nonblank=4) == []
    # When every line is opened by one of them, it is a short exchange all the same.
    assert drop_stray_lower_case(once, (), nonblank=3) == once
    assert drop_stray_lower_case([Label("ben"), Label("ana")], (), nonblank=2) == [
        Label("ben"),
        Label("ana"),
    ]
    # With timestamps (an agenda, a log), each must open two lines.
    timed = [Label("ines", stamped=True), Label("marek", stamped=True)]
    assert drop_stray_lower_case(timed, (), nonblank=2) == []
    # Beside a capitalised speaker who opens two lines, she does.
    mixed = [Label("ines"), Label("marek", lower=False), Label("ines"), Label("marek", False)]
    assert drop_stray_lower_case(mixed, (), nonblank=4) == mixed
    # Mostly prose: no lower-case speaker at all, capitalised labels kept for the caller.
    assert drop_stray_lower_case(mixed, (), nonblank=12) == mixed[1::2]


@pytest.mark.parametrize(
    "text",
    [
        "[12:49:01] kernel: eth0 link is up\n[12:49:02] systemd: Started the backup service.\n"
        "[12:49:03] kernel: usb 1-1 new device\n[12:50:00] cron: I ran the job for Tom",
        "[10:00] keynote: I will talk about our new product\n[11:00] workshop: bring laptops\n"
        "[14:00] workshop: I will bring chargers",
    ],
)
def test_log_lines_and_agendas_form_no_speakers_facts(text: str) -> None:
    for fact in facts_of(text):
        assert not fact.startswith(("Systemd", "Cron", "Kernel", "Keynote", "Workshop")), fact


def test_the_chunker_and_the_extractor_share_the_words_that_are_never_speakers() -> None:
    # The same diary is prose to both readers.
    diary = (
        "Decision: move to Leeds\nAction: call the agent\nDecision: sell the car\nAction: list it"
    )
    assert all("speakers" not in chunk.metadata for chunk in chunk_text(diary))
    assert not [f for f in facts_of(diary) if f.startswith(("Decision", "Action"))]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("finally fixed my bike n rode it to the coast", True),
        ("r u coming to the match sat", True),
        ("think ive lost my keys again", True),
        # Capitals, or nobody in it: an agenda, a log, a note.
        ("I will talk about the roadmap", False),
        ("my talk on the Roadmap", False),
        ("coffee and pastries in the foyer", False),
        ("pick up your badge at the desk", False),
    ],
)
def test_which_lines_read_as_texting(said: str, expected: bool) -> None:
    assert reads_as_texting(said) is expected


def test_a_timed_line_typed_as_texting_is_a_chat_line_even_alone() -> None:
    alone = [Label("rowena", stamped=True, texted=True)]
    assert drop_stray_lower_case(alone, (), nonblank=1) == alone
    # A question and its answer, only one of them personal, both count.
    pair = [Label("rowena", stamped=True, texted=True), Label("dilys", stamped=True)]
    assert drop_stray_lower_case(pair, (), nonblank=2) == pair
    # Not beside prose, and not when the line is not texting.
    assert drop_stray_lower_case(alone, (), nonblank=2) == []
    assert drop_stray_lower_case([Label("rowena", stamped=True)], (), nonblank=1) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "[20:14] rowena: finally passed my driving test on tuesday",
            "Rowena finally passed their driving test on Tuesday, 12 March 2024 (2024-03-12).",
        ),
        (
            "[09:40] dilys: did u get the flat in the end\n[09:42] rowena: yeh moved in on friday",
            "Rowena moved in on Friday, 8 March 2024 (2024-03-08).",
        ),
    ],
)
def test_a_timed_texting_line_is_told_of_its_speaker(text: str, expected: str) -> None:
    facts = facts_of(text)
    assert not [f for f in facts if "[" in f or "the user" in f.casefold()], facts
    assert expected in facts, facts


@pytest.mark.parametrize(
    "text",
    [
        "[10:00] keynote: my talk on the Roadmap\n[11:00] lunch: in the foyer",
        "[09:00] registration: pick up your badge at the desk",
    ],
)
def test_a_timed_agenda_in_lower_case_stays_prose(text: str) -> None:
    assert all("speakers" not in chunk.metadata for chunk in chunk_text(text))
    assert not [f for f in facts_of(text) if f.startswith(("Keynote", "Registration"))]


TWO_WORD_NAME = (
    "[09:30] aiman: jia hui!! hows ipoh. still doin the kaya jars?\n"
    "[09:31] jia hui: ya still. from my mum's kitchen in pasir pinji. 40 jars a wk now\n"
    "[09:33] aiman: 40! who buys\n"
    "[09:33] jia hui: mostly ppl on shopee. n the coffee shop on the corner takes 10\n"
    "[09:34] aiman: nice. me started takraw again lol. the kampung team, training tues nite"
)


@pytest.mark.parametrize(
    ("text", "speakers"),
    [
        (TWO_WORD_NAME, ["aiman", "jia hui"]),
        (
            "mei ling: did u book the hall\nkofi: yes for the 12th\n"
            "mei ling: brilliant ty\nkofi: my brother is bringing the speakers",
            ["mei ling", "kofi"],
        ),
        (
            "Tomás: How was the trip?\nngoc lan: so good, we went to hue n hoi an\n"
            "Tomás: Lovely.\nngoc lan: my mum loved the lanterns",
            ["Tomás", "ngoc lan"],
        ),
    ],
)
def test_a_lower_case_name_of_two_words_is_a_speaker(text: str, speakers: list[str]) -> None:
    chunks = chunk_text(text, date="2024-05-04")
    assert chunks[0].content.startswith("[2024-05-04, 4 May 2024]\n")
    assert chunks[0].metadata["speakers"] == speakers


def test_a_chat_with_a_two_word_lower_case_name_is_cut_into_passages() -> None:
    chunks = chunk_text(TWO_WORD_NAME, date="2024-05-04", passage_tokens=30)
    assert len(chunks) >= 3
    assert all(c.content.startswith("[2024-05-04, 4 May 2024]\n[09:3") for c in chunks)


def test_facts_from_a_two_word_lower_case_name_are_told_of_that_name() -> None:
    facts = facts_of(TWO_WORD_NAME)
    assert "Aiman started takraw again." in facts, facts
    assert [f for f in facts if f.startswith("Jia Hui ")], facts
    assert not [f for f in facts if "[09:" in f or "the user" in f.casefold()], facts


@pytest.mark.parametrize(
    "text",
    [
        # Two-word labels of notes and lists, each repeated, beside prose or alone.
        "shopping list: milk, eggs\nfun fact: owls can't move their eyes\n"
        "shopping list: bread\nfun fact: my cat sleeps 16 hours",
        "We planned the week on Sunday.\nto do: call the vet\nside note: my sister visits\n"
        "to do: book the dentist\nside note: ask about the van\nThat was all of it.",
        # A two-word lower-case label twice, beside a prose line.
        "The trip was long.\nmei ling: hiya\nkofi: hey\nmei ling: bye",
    ],
)
def test_two_word_lower_case_labels_outside_a_chat_stay_prose(text: str) -> None:
    assert all("speakers" not in chunk.metadata for chunk in chunk_text(text, date="2024-03-14"))

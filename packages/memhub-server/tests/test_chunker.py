"""Behaviour of the chunker: what a chunk contains, where text is cut, size limits."""

from __future__ import annotations

import itertools
import json
import random
import re

import pytest

from memhub_server.pipeline.chunker import (
    CHARS_PER_TOKEN,
    MIN_MAX_CHARS,
    PASSAGE_TOKENS,
    Chunk,
    chunk_text,
    normalize_text,
)

WORDS = [
    "memory",
    "server",
    "chunk",
    "retrieval",
    "embedding",
    "kitchen",
    "Berlin",
    "apartment",
    "budget",
    "weekend",
    "garden",
    "recipe",
    "concert",
    "travel",
    "project",
    "deadline",
    "meeting",
    "coffee",
    "bicycle",
    "library",
]


def sentence(rng: random.Random) -> str:
    words = rng.choices(WORDS, k=rng.randint(4, 16))
    return " ".join(words).capitalize() + rng.choice([".", ".", "!", "?"])


def paragraph(rng: random.Random, sentences: int | None = None) -> str:
    count = sentences if sentences is not None else rng.randint(1, 6)
    return " ".join(sentence(rng) for _ in range(count))


def conversation(rng: random.Random, turns: int) -> str:
    speakers = ["User", "Assistant", "Alex", "Dr. Smith"]
    return "\n\n".join(f"{rng.choice(speakers)}: {paragraph(rng)}" for _ in range(turns))


def turn_texts(chunks: list[Chunk]) -> list[str]:
    """Every turn found in the chunks, with any date header removed."""
    found: list[str] = []
    for chunk in chunks:
        body = re.sub(r"^\[[^\]\n]*\]\n", "", chunk.content)
        found.extend(part for part in body.split("\n\n") if part)
    return found


# --- conversations ----------------------------------------------------------------


def test_transcript_turns_are_never_split() -> None:
    rng = random.Random(7)
    turns = [
        f"{rng.choice(['User', 'Assistant'])}: {paragraph(rng, rng.randint(1, 3))}"
        for _ in range(60)
    ]
    chunks = chunk_text("\n\n".join(turns), max_chars=500)
    assert len(chunks) > 5
    # Each turn is shorter than a chunk, so every one must appear intact in exactly
    # one chunk, in source order.
    assert all(len(turn) <= 500 for turn in turns)
    assert turn_texts(chunks) == turns


def test_consecutive_turns_are_grouped_up_to_the_limit() -> None:
    turns = [f"User: question {i} about the garden?\nAssistant: answer {i}." for i in range(40)]
    chunks = chunk_text("\n".join(turns), max_chars=300)
    for chunk in chunks:
        assert len(chunk.content) <= 300
        assert chunk.content.startswith("User:")
        assert chunk.content.count("\n") >= 3  # several turns each, not one per chunk


def test_long_turn_is_split_at_sentences_with_label_repeated() -> None:
    sentences = [f"Sentence number {i} explains the plan in some detail." for i in range(40)]
    text = "User: What is the plan?\n\nAssistant: " + " ".join(sentences) + "\n\nUser: Thanks!"
    chunks = chunk_text(text, max_chars=400)
    assistant = [c for c in chunks if "Assistant" in c.metadata["speakers"]]
    assert len(assistant) >= 4
    pieces: list[str] = []
    for chunk in assistant:
        turn = next(part for part in chunk.content.split("\n\n") if part.startswith("Assistant:"))
        body = turn.removeprefix("Assistant: ")
        # Cut only between sentences: every piece starts and ends on a sentence edge.
        assert body.startswith("Sentence number")
        assert body.endswith("detail.")
        pieces.append(body)
    assert " ".join(pieces) == " ".join(sentences)
    assert chunks[0].content.startswith("User: What is the plan?")
    assert chunks[-1].content.endswith("User: Thanks!")


def test_question_shares_a_chunk_with_the_start_of_a_long_answer() -> None:
    answer = " ".join(f"Tip {i}: book the Sintra train early." for i in range(40))
    text = f"User: Any tips for Lisbon?\n\nAssistant: {answer}"
    chunks = chunk_text(text, max_chars=500)
    assert chunks[0].content.startswith("User: Any tips for Lisbon?\n\nAssistant: Tip 0: book")
    assert chunks[0].metadata["speakers"] == ["User", "Assistant"]
    assert all(c.content.startswith("Assistant: Tip ") for c in chunks[1:])
    assert all(len(c.content) <= 500 for c in chunks)
    rebuilt = " ".join(c.content.split("Assistant: ", 1)[1] for c in chunks)
    assert rebuilt == answer


# Turns sized for 40-token passages (160 characters): the statement and the question fit
# one passage together, the answer does not fit beside them.
STATEMENT = (
    "Mira: We finally fixed the leak under the sink, and the plumber charged us very little."
)
ASKED = "Joss: Brilliant. And the boat trip?"
ANSWER = "Mira: Rained off twice, so we went in the end on the Sunday, out to the seals."


def test_a_question_moves_on_to_the_passage_with_its_answer() -> None:
    assert len(STATEMENT) + len(ASKED) + 2 <= 160 < len(STATEMENT) + len(ASKED) + len(ANSWER) + 4
    text = "\n\n".join([STATEMENT, ASKED, ANSWER])
    chunks = chunk_text(text, date="2025-08-14", passage_tokens=40)
    assert [c.content for c in chunks] == [
        f"[2025-08-14, 14 August 2025]\n{STATEMENT}",
        f"[2025-08-14, 14 August 2025]\n{ASKED}\n\n{ANSWER}",
    ]
    assert [c.metadata["speakers"] for c in chunks] == [["Mira"], ["Joss", "Mira"]]


@pytest.mark.parametrize(
    "shape",
    [
        "[10:02] Mira: {s}\n[10:03] Joss: {q}\n[10:05] Mira: {a}",
        '[{{"role": "user", "name": "Mira", "content": "{s}"}}, '
        '{{"role": "user", "name": "Joss", "content": "{q}"}}, '
        '{{"role": "user", "name": "Mira", "content": "{a}"}}]',
    ],
)
def test_a_question_moves_on_in_other_transcript_shapes(shape: str) -> None:
    said = [t.split(": ", 1)[1] for t in (STATEMENT, ASKED, ANSWER)]
    text = shape.format(s=said[0], q=said[1], a=said[2])
    chunks = chunk_text(text, passage_tokens=40)
    assert len(chunks) == 2
    assert said[0] in chunks[0].content and said[1] not in chunks[0].content
    assert said[1] in chunks[1].content and said[2] in chunks[1].content


def test_a_question_stays_when_the_same_speaker_goes_on() -> None:
    # the next turn is the asker's own: nothing says it answers the question
    text = "\n\n".join([STATEMENT, ASKED, "Joss: " + ANSWER.split(": ", 1)[1]])
    chunks = chunk_text(text, passage_tokens=40)
    assert [c.content for c in chunks] == [f"{STATEMENT}\n\n{ASKED}", chunks[1].content]
    assert chunks[1].content.startswith("Joss: Rained off")


def test_a_question_stays_when_it_and_its_answer_are_too_long_together() -> None:
    told = "Rained off twice, then out to the grey seals on the Sunday."
    answer = "Mira: " + " ".join([told] * 5)
    assert len(ASKED) + len(answer) + 2 > 2 * 160 >= len(answer)
    chunks = chunk_text("\n\n".join([STATEMENT, ASKED, answer]), passage_tokens=40)
    assert [c.content for c in chunks] == [f"{STATEMENT}\n\n{ASKED}", answer]


def test_a_question_inside_a_turn_is_not_moved() -> None:
    # the turn goes on after its question: it is no question waiting for an answer
    told = "Joss: And the boat trip? We went out on Friday."
    chunks = chunk_text("\n\n".join([STATEMENT, told, ANSWER]), passage_tokens=40)
    assert [c.content for c in chunks] == [f"{STATEMENT}\n\n{told}", ANSWER]


def test_moved_questions_keep_every_turn_once_and_in_order() -> None:
    rng = random.Random(11)
    turns = [f"{rng.choice(['Mira', 'Joss', 'Ana'])}: {paragraph(rng, 1)}" for _ in range(200)]
    assert sum(t.endswith("?") for t in turns) > 20
    for tokens in (40, 60, 90):
        assert all(len(t) <= 2 * tokens * CHARS_PER_TOKEN for t in turns)  # none cut
        chunks = chunk_text("\n\n".join(turns), date="2025-08-14", passage_tokens=tokens)
        assert turn_texts(chunks) == turns
        for chunk in chunks:
            # over the target only with a single turn, or a question and its answer
            within = len(chunk.content) <= tokens * CHARS_PER_TOKEN
            pair = chunk.content.count("\n\n") == 1 and "?\n\n" in chunk.content
            assert within or pair or "\n\n" not in chunk.content


def test_label_with_timestamp_is_repeated_whole() -> None:
    text = "[10:32] Alex: " + " ".join(["We should book the train early."] * 30)
    text += "\n[10:35] Sam: Agreed."
    chunks = chunk_text(text, max_chars=300)
    assert len(chunks) >= 3
    assert all(c.content.startswith("[10:32] Alex: We should") for c in chunks[:-1])
    assert chunks[-1].content.endswith("[10:35] Sam: Agreed.")


def test_speakers_metadata_in_order_of_first_appearance() -> None:
    text = (
        "[10:31] Alex: I'm moving to Lisbon in May.\n"
        "[10:32] Dr. Smith: Then start the visa paperwork now.\n"
        "[10:33] Alex: Which documents do I need?\n"
        "[10:34] **Sam:** I can help with that."
    )
    (chunk,) = chunk_text(text)
    assert chunk.metadata["speakers"] == ["Alex", "Dr. Smith", "Sam"]
    assert chunk.content == text


def test_speakers_metadata_per_chunk() -> None:
    text = "\n\n".join(
        [f"Alex: {'Hiking plans for the weekend. ' * 8}".strip()] * 3
        + [f"Sam: {'I prefer the lake trail instead. ' * 8}".strip()] * 3
    )
    chunks = chunk_text(text, max_chars=600, passage_tokens=150)
    assert chunks[0].metadata["speakers"] == ["Alex"]
    assert chunks[-1].metadata["speakers"] == ["Sam"]
    assert any(c.metadata["speakers"] == ["Alex", "Sam"] for c in chunks)


def test_role_names_are_speakers_in_any_case() -> None:
    chunks = chunk_text("user: where did I park?\nassistant: Level 3, spot 41.")
    assert chunks[0].metadata["speakers"] == ["user", "assistant"]


def test_transcript_date_header_on_every_chunk() -> None:
    rng = random.Random(3)
    text = conversation(rng, 40)
    chunks = chunk_text(text, date="2026-03-01T09:30:00+01:00", max_chars=500)
    assert len(chunks) > 3
    for chunk in chunks:
        assert chunk.content.startswith("[2026-03-01, 1 March 2026]\n")
        assert chunk.metadata["date"] == "2026-03-01T09:30:00+01:00"
        assert len(chunk.content) <= 500


def test_non_iso_date_is_used_as_given() -> None:
    (chunk,) = chunk_text("Alex: hi\nSam: hello", date="last Tuesday")
    assert chunk.content == "[last Tuesday]\nAlex: hi\nSam: hello"


def test_preamble_before_first_turn_is_kept() -> None:
    text = "Call with the landlord about the lease.\n\nAlex: Is the rent going up?\nLandlord: No."
    (chunk,) = chunk_text(text, date="2026-02-11")
    assert chunk.content == "[2026-02-11, 11 February 2026]\n" + text
    assert chunk.metadata["speakers"] == ["Alex", "Landlord"]


@pytest.mark.parametrize(
    "text",
    [
        "Note: the meeting moved.\nThe rest of this memo is ordinary prose.",
        "The plan is simple: leave early.\nWe then take the train: it is faster.",
        "Subject: Lease\nFrom: Alex\nTo: Sam\n\nHi Sam, the lease ends in June.",
        "Name: Alex\nEmail: alex@example.com\n\nName: Sam\nEmail: sam@example.com",
    ],
)
def test_prose_with_colons_is_not_a_transcript(text: str) -> None:
    for chunk in chunk_text(text, date="2026-01-01"):
        assert "speakers" not in chunk.metadata
        assert not chunk.content.startswith("[2026-01-01]")


def test_colon_lines_inside_a_turn_stay_in_that_turn() -> None:
    text = (
        "User: How do I water the garden?\n\n"
        "Assistant: Early in the morning.\n\nTip: use a drip line.\n\n"
        "User: Thanks."
    )
    (chunk,) = chunk_text(text)
    assert chunk.metadata["speakers"] == ["User", "Assistant"]


def test_labels_in_code_fences_are_ignored() -> None:
    text = "Setup guide.\n\n```\nAlex: value\nSam: value\nAlex: value\n```\n\nMore prose."
    assert all("speakers" not in c.metadata for c in chunk_text(text))


# --- passages sized for a prompt ---------------------------------------------------

# One short exchange in each shape an adapter sends; every one holds the same four turns.
EXCHANGE = [
    ("Priya", "The allotment finally has a greenhouse."),
    ("Tomasz", "Nice! What are you growing first?"),
    ("Priya", "Chillies, then a fig tree in the spring."),
    ("Tomasz", "Save me a fig."),
]
SHAPES = {
    "named lines": "\n\n".join(f"{who}: {said}" for who, said in EXCHANGE),
    "timestamped lines": "\n".join(
        f"[18:{10 + n:02d}] {who}: {said}" for n, (who, said) in enumerate(EXCHANGE)
    ),
    "bold names": "\n".join(f"**{who}:** {said}" for who, said in EXCHANGE),
    "json named": json.dumps(
        [{"role": "user", "name": who, "content": said} for who, said in EXCHANGE]
    ),
    "json in an object": json.dumps(
        {"messages": [{"speaker": who, "text": said} for who, said in EXCHANGE]}
    ),
}


def conversation_of(turns: int) -> str:
    return "\n\n".join(
        f"{who}: {said} ({n})" for n, (who, said) in enumerate(EXCHANGE * (turns // 4 + 1))
    )


@pytest.mark.parametrize("shape", SHAPES)
def test_every_shape_keeps_its_speakers_and_the_date(shape: str) -> None:
    chunks = chunk_text(SHAPES[shape], date="2025-08-14")
    text = "\n".join(c.content for c in chunks)
    for chunk in chunks:
        assert chunk.content.startswith("[2025-08-14, 14 August 2025]\n")
        assert chunk.metadata["speakers"]
    for who, said in EXCHANGE:
        assert re.search(rf"^(\[18:\d\d\] |\*\*)?{who}:(\*\*)? {re.escape(said)}$", text, re.M)
    assert [s for c in chunks for s in c.metadata["speakers"]][:2] == ["Priya", "Tomasz"]


def test_user_assistant_lines_and_role_messages_read_alike() -> None:
    lines = "User: I switched to a standing desk.\n\nAssistant: How is your back now?"
    messages = json.dumps(
        [
            {"role": "user", "content": "I switched to a standing desk."},
            {"role": "assistant", "content": [{"type": "text", "text": "How is your back now?"}]},
        ]
    )
    assert chunk_text(messages, date="2025-01-02") == chunk_text(lines, date="2025-01-02")


def test_json_messages_without_text_and_tool_messages_are_left_out() -> None:
    messages = [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "Book the dentist for Tuesday."},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1"}]},
        {"role": "tool", "tool_call_id": "c1", "content": '{"booked": true}'},
        {"role": "assistant", "content": [{"type": "image_url", "image_url": "x"}]},
        {"role": "assistant", "content": "Booked for Tuesday at nine."},
    ]
    (chunk,) = chunk_text(json.dumps(messages))
    assert chunk.content == (
        "System: Be brief.\n\nUser: Book the dentist for Tuesday.\n\n"
        "Assistant: Booked for Tuesday at nine."
    )
    assert chunk.metadata["speakers"] == ["System", "User", "Assistant"]


def test_json_speaker_names_are_cleaned() -> None:
    messages = [
        {"role": "user", "name": "  Ana\nMaria: ", "content": "Hi."},
        {"role": "user", "name": "x" * 200, "content": "Too long a name."},
        {"role": "user", "name": 7, "content": "Numbers are not names."},
    ]
    (chunk,) = chunk_text(json.dumps(messages))
    assert chunk.content == (
        "Ana Maria: Hi.\n\nUser: Too long a name.\n\nUser: Numbers are not names."
    )


@pytest.mark.parametrize(
    "text",
    [
        '[{"id": 1, "price": 3.5}, {"id": 2, "price": 4.0}]',
        '{"messages": "none here"}',
        '[{"role": "user", "content": "hi"}, 42]',
        "[]",
        '["just", "strings"]',
        "[not json at all",
        "[" * 5000 + "]" * 5000,
    ],
)
def test_other_json_is_not_a_conversation(text: str) -> None:
    chunks = chunk_text(text, date="2025-01-02")
    assert chunks
    assert all("speakers" not in c.metadata for c in chunks)
    assert "".join("".join(c.content.split()) for c in chunks) == "".join(text.split())


def test_several_default_passages_fit_a_400_token_budget() -> None:
    chunks = chunk_text(conversation_of(200), date="2025-08-14")
    target = PASSAGE_TOKENS * CHARS_PER_TOKEN
    assert all(len(c.content) <= target for c in chunks)
    assert sum(len(c.content) for c in chunks) / len(chunks) > target / 2
    assert 400 * CHARS_PER_TOKEN // target >= 4


@pytest.mark.parametrize("tokens", [10, 40, 90, 130])
def test_passages_group_whole_turns_up_to_the_target(tokens: int) -> None:
    text = conversation_of(120)
    turns = text.split("\n\n")
    chunks = chunk_text(text, date="2025-08-14", passage_tokens=tokens)
    assert turn_texts(chunks) == turns
    for chunk in chunks:
        # A passage grows past the target only when it holds a single turn.
        assert len(chunk.content) <= tokens * CHARS_PER_TOKEN or "\n\n" not in chunk.content


def test_turn_longer_than_twice_the_target_is_cut_with_its_label() -> None:
    long = " ".join(f"Step {i} of the recipe needs the oven at full heat." for i in range(12))
    text = f"Priya: {long}\n\nTomasz: Sounds hot."
    chunks = chunk_text(text, passage_tokens=40)
    priya = [c.content for c in chunks if c.content.startswith("Priya: ")]
    assert len(priya) >= 3
    assert all(len(c) <= 2 * 40 * CHARS_PER_TOKEN for c in priya)
    assert " ".join(c.removeprefix("Priya: ") for c in priya) == long
    assert chunks[-1].content.endswith("Tomasz: Sounds hot.")


def test_turn_up_to_twice_the_target_stays_whole() -> None:
    turn = "Priya: " + " ".join(["The greenhouse needs shade cloth in July."] * 5)
    assert 40 * CHARS_PER_TOKEN < len(turn) <= 2 * 40 * CHARS_PER_TOKEN
    chunks = chunk_text(f"{turn}\n\nTomasz: Noted.", passage_tokens=40)
    assert [c.content for c in chunks] == [turn, "Tomasz: Noted."]


def test_passage_target_never_breaks_max_chars() -> None:
    text = conversation_of(60)
    for tokens in (1, 60, 10_000):
        chunks = chunk_text(text, date="2025-08-14", max_chars=MIN_MAX_CHARS, passage_tokens=tokens)
        assert all(len(c.content) <= MIN_MAX_CHARS for c in chunks)


def test_prose_ignores_the_passage_target() -> None:
    rng = random.Random(11)
    text = "\n\n".join(paragraph(rng, 6) for _ in range(10))
    assert chunk_text(text, passage_tokens=20) == chunk_text(text)


def test_relative_dates_are_noted_after_their_turn() -> None:
    text = (
        "Priya: The roof leaked yesterday.\n\n"
        "Tomasz: We fixed ours three weeks ago, and the gutters go next month.\n\n"
        "Priya: No dates here."
    )
    (chunk,) = chunk_text(text, date="2024-02-29", passage_tokens=100)
    assert chunk.content == (
        "[2024-02-29, 29 February 2024]\n"
        "Priya: The roof leaked yesterday. [yesterday = 28 February 2024 (2024-02-28)]\n\n"
        "Tomasz: We fixed ours three weeks ago, and the gutters go next month. "
        "[three weeks ago = around 8 February 2024 (2024-02-08); next month = March 2024]"
        "\n\n"
        "Priya: No dates here."
    )


def test_note_leaves_out_the_brackets_around_a_phrase() -> None:
    (chunk,) = chunk_text("Priya: We met (yesterday), at last.\nTomasz: Yes!", date="2024-03-05")
    assert "Priya: We met (yesterday), at last. [yesterday = 4 March 2024 (2024-03-04)]" in (
        chunk.content
    )


def test_ambiguous_weekday_gets_no_note() -> None:
    # "Friday" alone may be the last one or the next one: only tense could tell.
    (chunk,) = chunk_text("Priya: The plumber comes Friday.\nTomasz: Good.", date="2024-03-05")
    assert "[" not in chunk.content.split("\n", 1)[1]


def test_no_notes_without_an_iso_date_or_in_prose() -> None:
    turns = "Priya: The roof leaked yesterday.\nTomasz: Oh no."
    assert "=" not in chunk_text(turns, date="last Tuesday")[0].content
    assert "=" not in chunk_text(turns)[0].content
    prose = "The roof leaked yesterday. We fixed it today."
    assert chunk_text(prose, date="2024-03-05")[0].content == prose


def test_a_note_never_breaks_the_size_limit() -> None:
    header = "[2024-03-05, 5 March 2024]\n"
    turn = "Priya: " + "We repainted the shed, " * 6 + "yesterday."
    # The turn fits whole beside the header; with its note it would not.
    assert len(header + turn) <= MIN_MAX_CHARS < len(header + turn) + 20
    chunks = chunk_text(f"{turn}\nTomasz: Nice.", date="2024-03-05", max_chars=MIN_MAX_CHARS)
    assert chunks[0].content.startswith(header + turn + "\n")
    assert "=" not in chunks[0].content
    assert all(len(c.content) <= MIN_MAX_CHARS for c in chunks)


def test_impossible_iso_date_is_shown_as_written() -> None:
    (chunk,) = chunk_text("Alex: hi\nSam: hello", date="2026-13-45")
    assert chunk.content.startswith("[2026-13-45]\n")


def test_invalid_passage_target_is_rejected() -> None:
    with pytest.raises(ValueError, match="passage_tokens"):
        chunk_text("Alex: hi\nSam: hello", passage_tokens=0)


# --- prose and markdown -----------------------------------------------------------


def test_markdown_heading_path_prefixes_chunks() -> None:
    text = (
        "# Travel\n\nNotes about trips.\n\n"
        "## Japan\n\nKyoto in April for the cherry blossoms.\n\n"
        "### Food\n\nTry the okonomiyaki in Osaka.\n\n"
        "## Portugal ##\n\nLisbon trams are crowded in summer."
    )
    chunks = chunk_text(text)
    assert [c.content for c in chunks] == [
        "# Travel\nNotes about trips.",
        "# Travel > ## Japan\nKyoto in April for the cherry blossoms.",
        "# Travel > ## Japan > ### Food\nTry the okonomiyaki in Osaka.",
        "# Travel > ## Portugal\nLisbon trams are crowded in summer.",
    ]
    assert [c.metadata["heading"] for c in chunks] == [
        "# Travel",
        "# Travel > ## Japan",
        "# Travel > ## Japan > ### Food",
        "# Travel > ## Portugal",
    ]


def test_every_chunk_of_a_long_section_carries_the_heading() -> None:
    rng = random.Random(11)
    body = "\n\n".join(paragraph(rng) for _ in range(30))
    chunks = chunk_text(f"# Handbook\n\n## Safety\n\n{body}", max_chars=400)
    assert len(chunks) > 5
    for chunk in chunks:
        assert chunk.content.startswith("# Handbook > ## Safety\n")
        assert chunk.metadata["heading"] == "# Handbook > ## Safety"


def test_text_before_first_heading_has_no_heading() -> None:
    chunks = chunk_text("Intro line.\n\n# Title\n\nBody.")
    assert chunks[0] == Chunk("Intro line.", {})
    assert chunks[1] == Chunk("# Title\nBody.", {"heading": "# Title"})


def test_empty_leaf_headings_are_kept() -> None:
    chunks = chunk_text("# Plans\n\n## Done\n\n## Next\n\nPaint the fence.\n\n## Later")
    assert [c.content for c in chunks] == [
        "# Plans > ## Done",
        "# Plans > ## Next\nPaint the fence.",
        "# Plans > ## Later",
    ]
    assert chunks[0].metadata == {"heading": "# Plans > ## Done"}


def test_consecutive_empty_headings_share_one_chunk() -> None:
    chunks = chunk_text("# Shopping\n\n## Milk\n## Eggs\n### Free range\n## Bread")
    assert chunks == [
        Chunk(
            "# Shopping > ## Milk\n# Shopping > ## Eggs > ### Free range\n# Shopping > ## Bread",
            {"heading": "# Shopping > ## Milk"},
        )
    ]


def test_hash_lines_in_code_fences_are_not_headings() -> None:
    text = "# Script\n\n```bash\n# install deps\npip install memhub\n```"
    (chunk,) = chunk_text(text)
    assert chunk.metadata["heading"] == "# Script"
    assert chunk.content == "# Script\n```bash\n# install deps\npip install memhub\n```"


def test_long_heading_path_is_cut_to_a_fifth_of_the_chunk() -> None:
    title = "A very long section title " * 10
    chunks = chunk_text(f"# {title}\n\n" + "Some text here. " * 100, max_chars=400)
    for chunk in chunks:
        first_line = chunk.content.split("\n", 1)[0]
        assert len(first_line) + 1 <= 400 // 5
        assert first_line.startswith("…")
        assert chunk.metadata["heading"] == f"# {title.strip()}"


def test_paragraphs_are_packed_and_split_at_paragraph_boundaries() -> None:
    paragraphs = [f"Paragraph {i} talks about the allotment garden." for i in range(30)]
    chunks = chunk_text("\n\n".join(paragraphs), max_chars=300, overlap_chars=0)
    rebuilt = [p for c in chunks for p in c.content.split("\n\n")]
    assert rebuilt == paragraphs
    assert all(len(c.content) <= 300 for c in chunks)


def test_prose_overlap_repeats_whole_trailing_sentences() -> None:
    sentences = [f"Fact {i:02d} is about the bicycle repair." for i in range(60)]
    # Each sentence is 36 characters: two fit in a 90-character overlap, three do not.
    chunks = chunk_text(" ".join(sentences), max_chars=400, overlap_chars=90)
    assert len(chunks) > 3
    found = [re.findall(r"Fact \d\d[^.]*\.", c.content) for c in chunks]
    for chunk, facts in zip(chunks, found, strict=True):
        assert chunk.content == " ".join(facts)  # only whole sentences
    for previous, current in itertools.pairwise(found):
        assert current[:2] == previous[-2:]
        assert len(current) > 2  # and new text after the overlap
    assert found[0] + [fact for facts in found[1:] for fact in facts[2:]] == sentences


def test_overlap_can_be_disabled() -> None:
    sentences = [f"Fact {i:02d} is about the bicycle repair." for i in range(60)]
    chunks = chunk_text(" ".join(sentences), max_chars=400, overlap_chars=0)
    assert " ".join(c.content for c in chunks) == " ".join(sentences)


def test_no_overlap_between_sections_or_in_transcripts() -> None:
    text = "# A\n\n" + "Alpha sentence here. " * 30 + "\n\n# B\n\nBeta sentence."
    chunks = chunk_text(text, max_chars=300, overlap_chars=100)
    assert chunks[-1].content == "# B\nBeta sentence."
    turns = "\n".join(f"User: turn {i} is about the cat." for i in range(50))
    transcript = chunk_text(turns, max_chars=300, overlap_chars=100)
    assert sum(c.content.count("\n") + 1 for c in transcript) == 50


def test_monster_sentence_is_split_at_words() -> None:
    words = [f"word{i}" for i in range(500)]
    chunks = chunk_text(" ".join(words), max_chars=250)
    assert [w for c in chunks for w in c.content.split()] == words
    assert all(len(c.content) <= 250 for c in chunks)


def test_monster_word_is_split_at_characters() -> None:
    blob = "x" * 5000
    chunks = chunk_text(blob, max_chars=1000)
    assert "".join(c.content for c in chunks) == blob
    assert all(len(c.content) <= 1000 for c in chunks)


def test_abbreviations_do_not_end_sentences() -> None:
    text = " ".join(["Dr. Smith met Mr. J. Doe at 5 p.m. in the U.S. office today."] * 40)
    for chunk in chunk_text(text, max_chars=300, overlap_chars=0):
        assert chunk.content.startswith("Dr. Smith met")
        assert chunk.content.endswith("office today.")


# --- sizes, normalisation, determinism --------------------------------------------


@pytest.mark.parametrize("max_chars", [MIN_MAX_CHARS, 333, 1200])
@pytest.mark.parametrize("seed", range(4))
def test_every_chunk_fits_max_chars_including_prefixes(max_chars: int, seed: int) -> None:
    rng = random.Random(seed)
    long_turn = "Assistant: " + " ".join(paragraph(rng, 5) for _ in range(20))
    inputs = [
        conversation(rng, 50),
        conversation(rng, 5) + "\n\n" + long_turn,
        "# Guide\n\n## Part\n\n" + "\n\n".join(paragraph(rng) for _ in range(50)),
        "\n".join(f"- item {i}: {sentence(rng)}" for i in range(200)),
        " ".join(rng.choices(WORDS, k=3000)),
        "".join(rng.choices("abc ", k=5000)),
    ]
    for text in inputs:
        for date in (None, "2026-03-01", "around the second week of March in 2026"):
            chunks = chunk_text(text, date=date, max_chars=max_chars, overlap_chars=40)
            assert chunks
            assert all(0 < len(c.content) <= max_chars for c in chunks)
            assert all(c.content.strip() == c.content for c in chunks)


def test_nothing_is_lost_without_overlap() -> None:
    rng = random.Random(5)
    text = "\n\n".join(paragraph(rng, 12) for _ in range(20))
    chunks = chunk_text(text, max_chars=300, overlap_chars=0)
    assert "".join("".join(c.content.split()) for c in chunks) == "".join(text.split())


def test_deterministic() -> None:
    rng = random.Random(9)
    text = conversation(rng, 80)
    prose = "# T\n\n" + "\n\n".join(paragraph(rng) for _ in range(40))
    assert chunk_text(text, date="2026-03-01") == chunk_text(text, date="2026-03-01")
    assert chunk_text(prose) == chunk_text(prose)


def test_whitespace_is_normalised() -> None:
    text = "\ufeffFirst line.   \r\nSecond line.\t\r\n\r\n\r\n\r\n\rThird\x00 paragraph.  \n\n\n"
    assert normalize_text(text) == "First line.\nSecond line.\n\nThird paragraph."
    (chunk,) = chunk_text(text)
    assert chunk.content == "First line.\nSecond line.\n\nThird paragraph."


def test_transcript_with_crlf_is_recognised() -> None:
    (chunk,) = chunk_text("Alex: hi  \r\n\r\n\r\n\r\nSam: hello\r\n")
    assert chunk.content == "Alex: hi\n\nSam: hello"
    assert chunk.metadata["speakers"] == ["Alex", "Sam"]


@pytest.mark.parametrize("text", ["", "   ", "\n\n\r\n\t  \n"])
def test_empty_input_gives_no_chunks(text: str) -> None:
    assert chunk_text(text) == []
    assert chunk_text(text, date="2026-03-01") == []


def test_date_metadata_on_prose_without_header() -> None:
    (chunk,) = chunk_text("Bought a new bike.", date="2026-03-01")
    assert chunk == Chunk("Bought a new bike.", {"date": "2026-03-01"})


@pytest.mark.parametrize(("max_chars", "overlap_chars"), [(MIN_MAX_CHARS - 1, 0), (1200, -1)])
def test_invalid_limits_are_rejected(max_chars: int, overlap_chars: int) -> None:
    with pytest.raises(ValueError, match="must be at least"):
        chunk_text("text", max_chars=max_chars, overlap_chars=overlap_chars)


def test_overlap_is_capped_at_a_quarter_of_the_chunk() -> None:
    sentences = [f"Fact {i:02d} is about the bicycle repair." for i in range(60)]
    chunks = chunk_text(" ".join(sentences), max_chars=200, overlap_chars=150)
    found = [re.findall(r"Fact \d\d[^.]*\.", c.content) for c in chunks]
    # 200 // 4 = 50 characters leave room for one 36-character sentence only.
    for previous, current in itertools.pairwise(found):
        assert current[:1] == previous[-1:]
        assert current[1] not in previous


@pytest.mark.parametrize("kind", ["prose", "conversation", "one line", "no spaces"])
def test_one_megabyte_completes(kind: str) -> None:
    rng = random.Random(1)
    if kind == "prose":
        text = "\n\n".join(
            (f"## Section {i}\n\n" if i % 10 == 0 else "") + paragraph(rng) for i in range(9000)
        )
    elif kind == "conversation":
        text = conversation(rng, 9000)
    elif kind == "one line":
        text = " ".join(sentence(rng) for _ in range(14000))
    else:
        text = "x" * 1_000_000
    text = text[:1_000_000]
    assert len(text) > 900_000
    chunks = chunk_text(text, date="2026-03-01")
    assert len(chunks) > 700
    assert all(len(c.content) <= 1200 for c in chunks)

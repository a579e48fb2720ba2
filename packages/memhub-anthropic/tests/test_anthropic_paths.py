"""Path checks and the path ↔ document id encoding (no engine needed)."""

from __future__ import annotations

import random

import pytest

from memhub.capture import document_id
from memhub_anthropic import MAX_NAME_CHARS, MAX_PATH_CHARS, memory_file_id, memory_file_path
from memhub_anthropic._paths import PathError, parse_path

# (attempt, words the rejection must contain)
REJECTED = [
    ("/memories/../etc/passwd", "'..' segments"),
    ("/memories/..", "'..' segments"),
    ("/memories/a/../../secrets.txt", "'..' segments"),
    ("/memories/./notes.md", "'.' and '..'"),
    ("/memories/\uff0e\uff0e/secrets.txt", "'..' segments"),  # fullwidth dots
    ("/memories/%2e%2e/secrets.txt", "Percent-encoded"),
    ("/memories/%2E%2E%2Fsecrets.txt", "Percent-encoded"),
    ("/memories/..%2fsecrets.txt", "Percent-encoded"),
    ("/memories/%00.md", "Percent-encoded"),
    ("/memories\\..\\secrets.txt", "Backslashes"),
    ("/memories/a\\b.md", "Backslashes"),
    ("/memories/a\x00b.md", "U+0000"),
    ("/memories/a\nb.md", "U+000A"),
    ("/memories/tab\there.md", "U+0009"),
    ("/memories/\x7fdel.md", "U+007F"),
    ("/memories/\u202egnp.md", "U+202E"),  # right-to-left override
    ("/memories/zero\u200bwidth.md", "U+200B"),
    ("/etc/passwd", "Only paths under /memories"),
    ("/home/user/file.txt", "Only paths under /memories"),
    ("/memoriesX/notes.md", "Only paths under /memories"),
    ("memories/notes.md", "Only paths under /memories"),
    ("../../../secrets.txt", "Only paths under /memories"),
    ("/memories//notes.md", "empty segment"),
    ("/memories/ notes.md", "whitespace"),
    ("/memories/" + "n" * (MAX_NAME_CHARS + 1), f"limit is {MAX_NAME_CHARS}"),
    ("/memories/" + "/".join(["dir"] * 300), f"limit is {MAX_PATH_CHARS}"),
    ("", "must be a path under /memories"),
]

ACCEPTED = [
    ("/memories", "/memories"),
    ("/memories/", "/memories"),
    ("/memories/notes.txt", "/memories/notes.txt"),
    ("/memories/project/ideas.md", "/memories/project/ideas.md"),
    ("/memories/deep/nested/path/file.txt", "/memories/deep/nested/path/file.txt"),
    ("/memories/project/", "/memories/project"),
    ("/memories/café plan.md", "/memories/café plan.md"),
    ("/memories/50%off.md", "/memories/50%off.md"),  # a percent sign that escapes nothing
    ("/memories/...", "/memories/..."),
    ("/memories/.hidden", "/memories/.hidden"),
]


@pytest.mark.parametrize(("raw", "reason"), REJECTED)
def test_unsafe_paths_are_rejected_with_a_reason(raw: str, reason: str) -> None:
    with pytest.raises(PathError) as caught:
        parse_path(raw)
    assert reason in str(caught.value)


@pytest.mark.parametrize("raw", [None, 42, ["/memories/x"]])
def test_a_path_must_be_a_string(raw: object) -> None:
    with pytest.raises(PathError, match="must be a path under /memories"):
        parse_path(raw)


@pytest.mark.parametrize(("raw", "canonical"), ACCEPTED)
def test_paths_under_memories_are_accepted(raw: str, canonical: str) -> None:
    assert parse_path(raw).path == canonical


def test_ids_of_look_alike_paths_never_collide() -> None:
    paths = [
        "/memories/a_b.txt",
        "/memories/a/b.txt",
        "/memories/a__b.txt",
        "/memories/a:b.txt",
        "/memories/a b.txt",
        "/memories/a.b.txt",
        "/memories/a_5fb.txt",
        "/memories/A_B.txt",
    ]
    ids = [memory_file_id(p) for p in paths]
    assert len(set(ids)) == len(paths)
    assert ids[:2] == ["memories:a__b.txt", "memories:a:b.txt"]


def test_ids_decode_back_to_their_paths() -> None:
    rng = random.Random(7)
    alphabet = "ab_.-:é 漢🙂%#?&=+~!'\"()[]"
    for _ in range(300):
        parts = [
            "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 8)))
            for _ in range(rng.randint(1, 4))
        ]
        try:
            path = parse_path("/memories/" + "/".join(parts)).path
        except PathError:
            continue  # e.g. a name that starts with a space
        document = memory_file_id(path)
        assert memory_file_path(document) == path
        # Valid as a memhub document id exactly as it is: nothing to escape or shorten.
        assert document_id(document) == document


def test_ids_are_readable_for_ordinary_names() -> None:
    assert memory_file_id("/memories/notes.md") == "memories:notes.md"
    assert memory_file_id("/memories/café plan.md") == "memories:caf_c3_a9_20plan.md"


def test_long_paths_get_a_hashed_id_within_the_limit() -> None:
    path = "/memories/" + "/".join(["é" * 100] * 3)
    hashed = memory_file_id(path)
    assert hashed.startswith("memories-sha256:")
    assert len(hashed) <= 255
    assert memory_file_path(hashed) is None  # the path lives in the document's metadata
    assert memory_file_id(path + "x") != hashed


@pytest.mark.parametrize(
    "foreign",
    [
        "conversation-1",
        "memories",
        "memories:",
        "memories:a::b",
        "memories:_41",  # "A" written as an escape: not the canonical id of /memories/A
        "memories:_zz",
        "memories:..",
        "memories:a_",
    ],
)
def test_ids_that_no_path_encodes_decode_to_none(foreign: str) -> None:
    assert memory_file_path(foreign) is None


def test_the_root_has_no_document_id() -> None:
    with pytest.raises(ValueError, match="is a directory"):
        memory_file_id("/memories/")

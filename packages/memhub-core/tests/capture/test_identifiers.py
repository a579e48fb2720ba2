from __future__ import annotations

import re
from collections.abc import Callable

import pytest

import memhub
from memhub.capture import document_id, namespace_for, namespace_id
from memhub.types import is_valid_namespace

NAMESPACE = re.compile(r"^[a-zA-Z0-9_:-]+$")
DOCUMENT = re.compile(r"^[A-Za-z0-9_.:-]+$")

IdFn = Callable[..., str]
BOTH = pytest.mark.parametrize(
    ("make", "pattern", "limit"),
    [(namespace_for, NAMESPACE, 100), (document_id, DOCUMENT, 255)],
    ids=["namespace", "document"],
)


@pytest.mark.parametrize("raw", ["user_42", "org:acme:user-7", "ABC", "a" * 100])
def test_valid_namespace_passes_through(raw: str) -> None:
    assert namespace_for(raw) == raw


@pytest.mark.parametrize("raw", ["conv-2026.01.15", "chat:123", "x" * 255, "..."])
def test_valid_document_id_passes_through(raw: str) -> None:
    assert document_id(raw) == raw


def test_prefix_is_prepended() -> None:
    assert namespace_for("42", prefix="user:") == "user:42"
    assert document_id("abc", prefix="conv:") == "conv:abc"


def test_email_is_readable_and_stable() -> None:
    first = namespace_for("user@x.com")
    assert re.fullmatch(r"user_x_com--[0-9a-f]{16}", first)
    assert namespace_for("user@x.com") == first
    # Dots are allowed in document ids, so only the @ is replaced there.
    assert re.fullmatch(r"user_x\.com--[0-9a-f]{16}", document_id("user@x.com"))


@BOTH
@pytest.mark.parametrize(
    "raw",
    ["a b", "user@x.com", "José Núñez", "名前", "a/b?c#d", "  padded  ", "x" * 400, "🙂"],
)
def test_result_is_always_valid(make: IdFn, pattern: re.Pattern[str], limit: int, raw: str) -> None:
    result = make(raw, prefix="p:")
    assert pattern.fullmatch(result)
    assert 1 <= len(result) <= limit
    assert result.startswith("p:")


@BOTH
def test_near_identical_inputs_stay_distinct(
    make: IdFn, pattern: re.Pattern[str], limit: int
) -> None:
    raws = ["a b", "a_b", "a@b", "a  b", "a\tb", "a/b", "A b"]
    results = [make(raw) for raw in raws]
    assert len(set(results)) == len(raws)


@BOTH
def test_long_inputs_sharing_a_prefix_stay_distinct(
    make: IdFn, pattern: re.Pattern[str], limit: int
) -> None:
    shared = "x" * (limit + 50)
    first, second = make(shared + "1"), make(shared + "2")
    assert first != second
    assert len(first) == len(second) == limit


@BOTH
def test_mapped_form_cannot_be_claimed_by_another_key(
    make: IdFn, pattern: re.Pattern[str], limit: int
) -> None:
    # Someone who registers the literal mapped form of another key's id must not
    # land on that id: keys shaped like a mapped form get a digest of their own.
    victim = make("alice smith")
    assert make(victim) != victim


def test_accents_fold_to_letters() -> None:
    assert namespace_for("José").startswith("Jose--")


def test_dot_segments_are_not_used_as_document_ids() -> None:
    for raw in (".", ".."):
        result = document_id(raw)
        assert result not in (".", "..")
        assert DOCUMENT.fullmatch(result)
    assert document_id(".") != document_id("..")


@BOTH
@pytest.mark.parametrize("raw", ["", "   ", "\n"])
def test_empty_input_is_rejected(
    make: IdFn, pattern: re.Pattern[str], limit: int, raw: str
) -> None:
    with pytest.raises(ValueError, match="empty identifier"):
        make(raw, prefix="user:")


def test_conversation_documents_share_one_prefix() -> None:
    from memhub.capture import CONVERSATION_PREFIX, conversation_document_id

    assert conversation_document_id("sess-1") == f"{CONVERSATION_PREFIX}sess-1"
    mapped = conversation_document_id("room 7/alice")
    assert mapped.startswith("conversation:room_7_alice--") and DOCUMENT.fullmatch(mapped)
    with pytest.raises(ValueError, match="empty"):
        conversation_document_id(" ")


@pytest.mark.parametrize(
    ("value", "valid"),
    [
        ("user_42", True),
        ("org:acme:user-7", True),
        ("a" * 100, True),
        ("a" * 101, False),
        ("", False),
        ("a b", False),
        ("alex\n", False),  # `$` alone would accept a trailing newline
        (42, False),
        (None, False),
    ],
)
def test_is_valid_namespace_is_the_servers_rule(value: object, valid: bool) -> None:
    assert is_valid_namespace(value) is valid


@pytest.mark.parametrize("raw", ["a b", "alex\n", "x" * 101, "José", "user@x.com"])
def test_namespace_for_always_yields_a_valid_namespace(raw: str) -> None:
    assert is_valid_namespace(memhub.namespace_for(raw))


@pytest.mark.parametrize("bad", ["", "   ", None, 42])
def test_namespace_for_refuses_what_is_not_a_user_id(bad: object) -> None:
    with pytest.raises(ValueError, match="invalid namespace"):
        memhub.namespace_for(bad)  # type: ignore[arg-type]


def test_namespace_id_is_the_older_name_of_namespace_for() -> None:
    assert namespace_id is memhub.namespace_for is namespace_for

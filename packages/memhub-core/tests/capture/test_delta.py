from __future__ import annotations

import pytest

from memhub.capture import DeltaCursor, Turn


def u(text: str) -> Turn:
    return Turn("user", text)


def a(text: str) -> Turn:
    return Turn("assistant", text)


def test_first_call_returns_everything() -> None:
    history = [u("hi"), a("hello")]
    assert DeltaCursor().pending(history) == history


def test_full_history_resent_each_turn() -> None:
    cursor = DeltaCursor()
    history = [u("hi"), a("hello")]
    assert cursor.take(history) == history
    history += [u("I have a cat"), a("Lovely")]
    assert cursor.take(history) == [u("I have a cat"), a("Lovely")]
    assert cursor.take(history) == []


def test_repeated_identical_turns_count_separately() -> None:
    cursor = DeltaCursor()
    history = [u("ok"), a("ok")]
    assert cursor.take(history) == [u("ok"), a("ok")]
    history += [u("ok"), a("ok")]
    assert cursor.take(history) == [u("ok"), a("ok")]
    history += [u("ok")]
    assert cursor.take(history) == [u("ok")]


def test_role_is_part_of_the_match() -> None:
    cursor = DeltaCursor()
    cursor.take([u("ok")])
    assert cursor.pending([u("ok"), a("ok")]) == [a("ok")]


def test_repeated_reply_after_new_input_is_new() -> None:
    # A client that sends only new input (Responses API with previous_response_id):
    # the assistant's "Got it!" answers a different user turn, so both turns are new.
    cursor = DeltaCursor()
    assert cursor.take([u("I like tea"), a("Got it!")]) == [u("I like tea"), a("Got it!")]
    assert cursor.take([u("I like coffee"), a("Got it!")]) == [u("I like coffee"), a("Got it!")]
    assert cursor.take([u("And milk"), a("Got it!")]) == [u("And milk"), a("Got it!")]


def test_new_input_ending_like_the_last_exchange_is_new() -> None:
    # The last two turns repeat what was sent, but they follow a different user turn.
    cursor = DeltaCursor()
    cursor.take([u("coffee please"), a("Anything else?"), u("no")])
    new = [u("tea please"), a("Anything else?"), u("no"), a("Bye")]
    assert cursor.take(new) == new


def test_repeated_reply_in_a_full_history_is_sent_once() -> None:
    cursor = DeltaCursor()
    history = [u("I like tea"), a("Got it!")]
    cursor.take(history)
    history += [u("I like coffee"), a("Got it!")]
    assert cursor.take(history) == [u("I like coffee"), a("Got it!")]
    assert cursor.take(history) == []


def test_edited_older_turn_sends_again_rather_than_lose() -> None:
    cursor = DeltaCursor()
    cursor.take([u("1"), a("2"), u("3"), a("4")])
    edited = [u("1, edited"), a("2"), u("3"), a("4"), u("5")]
    assert cursor.take(edited) == edited


def test_predecessor_carries_across_calls() -> None:
    # New-input-only calls: the second call's turns follow the first call's reply.
    cursor = DeltaCursor()
    cursor.take([u("hi"), a("hello")])
    cursor.take([u("how are you"), a("fine")])
    # A trimmed full history starting mid-way still lines up with what was sent.
    assert cursor.take([a("hello"), u("how are you"), a("fine"), u("bye")]) == [u("bye")]


def test_front_trimmed_history() -> None:
    cursor = DeltaCursor()
    cursor.take([u("1"), a("2"), u("3"), a("4")])
    # The window dropped the oldest exchange and a new one arrived.
    assert cursor.take([u("3"), a("4"), u("5"), a("6")]) == [u("5"), a("6")]
    assert cursor.take([a("6"), u("7")]) == [u("7")]


def test_front_trimmed_with_repeats_inside() -> None:
    cursor = DeltaCursor()
    cursor.take([u("a"), a("ok"), u("b"), a("ok")])
    assert cursor.take([u("b"), a("ok"), a("ok")]) == [a("ok")]


def test_trimmed_history_prefers_the_longest_overlap() -> None:
    # Both [ok] and [ok, ok] from the end of what was sent start this history;
    # the longer overlap is the right one, so only "new" is new.
    cursor = DeltaCursor()
    cursor.take([u("a"), a("ok"), a("ok")])
    assert cursor.take([a("ok"), a("ok"), u("new")]) == [u("new")]


def test_trimmed_history_that_repeats_sent_turns_as_new_ones() -> None:
    # [B, C] is all that is left of the sent turns; the [A, B, C] after it is new,
    # even though it equals everything sent so far.
    cursor = DeltaCursor()
    cursor.take([u("A"), u("B"), u("C")])
    assert cursor.take([u("B"), u("C"), u("A"), u("B"), u("C")]) == [u("A"), u("B"), u("C")]


def test_front_rewritten_with_a_summary() -> None:
    cursor = DeltaCursor()
    cursor.take([u("1"), a("2"), u("3"), a("4")])
    rewritten = [Turn("system", "Summary: they talked about 1 and 2."), u("3"), a("4"), u("5")]
    assert cursor.take(rewritten) == [u("5")]


def test_rewritten_front_with_an_ambiguous_overlap_sends_more() -> None:
    # The last sent turn appears twice; taking the later one would lose "y" and "x".
    cursor = DeltaCursor()
    cursor.take([u("1"), a("x")])
    summary = Turn("system", "Summary")
    assert cursor.take([summary, a("x"), u("y"), a("x"), u("z")]) == [u("y"), a("x"), u("z")]


def test_pinned_system_prompt_with_truncation() -> None:
    cursor = DeltaCursor()
    system = Turn("system", "Be brief.")
    cursor.take([system, u("1"), a("2"), u("3"), a("4")])
    assert cursor.take([system, u("3"), a("4"), u("5")]) == [u("5")]


def test_unrelated_history_is_all_new() -> None:
    cursor = DeltaCursor()
    cursor.take([u("1"), a("2")])
    fresh = [u("new topic"), a("sure")]
    assert cursor.take(fresh) == fresh


def test_failed_write_is_retried_next_time() -> None:
    cursor = DeltaCursor()
    history = [u("hi"), a("hello")]
    first = cursor.pending(history)
    assert first == history  # the write fails: nothing is marked
    history += [u("still there?"), a("yes")]
    assert cursor.pending(history) == history
    cursor.mark_sent(cursor.pending(history))
    assert cursor.pending(history) == []


def test_partial_mark_sent() -> None:
    cursor = DeltaCursor()
    history = [u("1"), a("2"), u("3")]
    cursor.mark_sent(cursor.pending(history)[:2])
    assert cursor.pending(history) == [u("3")]


def test_ids_do_not_affect_matching() -> None:
    cursor = DeltaCursor()
    cursor.take([Turn("assistant", "hello", id="msg_1")])
    assert cursor.pending([a("hello"), u("next")]) == [u("next")]


def test_bounded_memory_still_finds_the_continuation() -> None:
    cursor = DeltaCursor(max_tracked=3)
    history = [u(str(i)) for i in range(10)]
    cursor.take(history)
    history += [a("new")]
    # Only the last three turns are remembered; the full resend still lines up.
    assert cursor.take(history) == [a("new")]


def test_reset_forgets() -> None:
    cursor = DeltaCursor()
    history = [u("hi")]
    cursor.take(history)
    cursor.reset()
    assert cursor.pending(history) == history


def test_max_tracked_must_be_positive() -> None:
    with pytest.raises(ValueError, match="max_tracked"):
        DeltaCursor(max_tracked=0)

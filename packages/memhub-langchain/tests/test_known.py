"""The per-client record of what each chat session last held."""

from __future__ import annotations

from memhub import Memhub
from memhub_langchain._known import KnownSessions, known_sessions


def test_appends_extend_only_known_sessions_and_a_finished_read_resets_them() -> None:
    known = KnownSessions()
    known.append(("ns", "a"), ["never read"])
    assert known.last_known(("ns", "a")) is None

    assert known.read(("ns", "a"), "one", writes_done=True) == "one"
    known.append(("ns", "a"), ["two", "three"])
    assert known.last_known(("ns", "a")) == "one\n\ntwo\n\nthree"
    # The writer had not finished: what it still holds follows the server's content.
    assert known.read(("ns", "a"), "one\n\ntwo", writes_done=False) == "one\n\ntwo\n\ntwo\n\nthree"
    assert known.read(("ns", "a"), "one\n\ntwo\n\nthree", writes_done=True) == "one\n\ntwo\n\nthree"
    assert known.last_known(("ns", "a")) == "one\n\ntwo\n\nthree"

    known.cleared(("ns", "a"))
    assert known.last_known(("ns", "a")) == ""
    known.forget(("ns", "a"))
    assert known.last_known(("ns", "a")) is None


def test_only_the_most_recently_used_sessions_are_kept() -> None:
    known = KnownSessions(max_sessions=2)
    known.read(("ns", "a"), "A", writes_done=True)
    known.read(("ns", "b"), "B", writes_done=True)
    assert known.last_known(("ns", "a")) == "A"  # a is now the most recent
    known.read(("ns", "c"), "C", writes_done=True)
    assert known.last_known(("ns", "b")) is None
    assert known.last_known(("ns", "a")) == "A"
    assert known.last_known(("ns", "c")) == "C"


def test_each_client_has_its_own_sessions(offline_url: str) -> None:
    first = Memhub(base_url=offline_url, api_key="k")
    second = Memhub(base_url=offline_url, api_key="k")
    try:
        assert known_sessions(first) is known_sessions(first)
        assert known_sessions(first) is not known_sessions(second)
    finally:
        first.close()
        second.close()

"""Send each conversation turn once, however the host hands us the history.

Most chat APIs are stateless: every request carries the whole conversation, so a
capture hook sees the same turns again and again. Long conversations are also cut
at the front to fit a context window, sometimes with a summary put in place of
what was cut. Other clients send only what is new (the Responses API with
`previous_response_id`, agent threads that keep history server-side). `DeltaCursor`
remembers what it already sent and works out which turns of the current history
are new.

Identity. A turn is its role and text (ids are ignored: SDKs add or drop them
between requests) *and* the turn it follows: the nearest earlier turn that is not
a system or developer message, or "unknown" when the history starts there.
Assistants repeat themselves ("Got it!"), so the same words after a different user
turn are a different turn. System messages are instructions rather than speech:
they are matched by text alone and are never a turn's predecessor, so a pinned
prompt or a summary put in front does not change who follows whom.

Matching rule. The cursor keeps the turns it has sent, in order, each with its
predecessor, and compares the newest of them with the history:

1. Find the longest run of sent turns, taken from the end of the sent sequence,
   that starts the history. This covers a history re-sent in full (the whole
   sent sequence starts it) and one trimmed at the front (only the newest sent
   turns remain). Everything after that run is new.
2. If no sent turn starts the history, its front was rewritten (a summary or a
   pinned system message now leads). Find the longest run from the end of the
   sent sequence anywhere in the history, the earliest if it occurs more than
   once; everything after it is new.
3. If no sent turn appears at all, the whole history is new.

A run counts only when its first turn follows the same turn in the history as it
did when sent, or when that cannot be checked (the history starts there, or the
cursor no longer remembers what came before). Otherwise the run is the same words
said again after something else, and counting it would swallow the turns before
it: a client that sends only `[user "I like coffee", assistant "Got it!"]` after
`[user "I like tea", assistant "Got it!"]` has two new turns, not none.

Because runs are compared in order, a turn said twice ("ok", "ok") counts twice.
Where the history allows two readings, the rules pick the one that sends more:
a duplicate in memory is cheap, a lost turn is not. The known costs: when a
trimmed history happens to begin with a turn equal to the last one sent, the rest
of the window is sent again; a client that sends only new turns and repeats the
previous exchange word for word cannot be told from a re-sent history, so the
repeat is not sent; and a history whose older turns were edited is sent again
from the first edit on.
"""

from __future__ import annotations

import hashlib
from collections import deque
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .transcript import Turn

__all__ = ["DeltaCursor"]

# Messages that instruct the model rather than take part in the conversation.
_INSTRUCTION_ROLES = frozenset({"system", "developer"})


class _Sent(NamedTuple):
    fingerprint: bytes
    follows: bytes | None
    """The fingerprint of the turn it followed; None when unknown or a system turn."""


class DeltaCursor:
    """Tracks which turns of one conversation have been sent.

    Writing is two-phase so that a failed write is retried: `pending` only looks,
    `mark_sent` commits. With a fire-and-forget writer that retries on its own,
    `take` does both at once. One cursor per conversation; not thread-safe.
    """

    def __init__(self, *, max_tracked: int = 1000) -> None:
        if max_tracked < 1:
            raise ValueError("max_tracked must be at least 1")
        # Only the newest turns are needed to find where a history continues, so
        # memory stays bounded however long the conversation runs.
        self._sent: deque[_Sent] = deque(maxlen=max_tracked)
        self._last_spoken: bytes | None = None

    def pending(self, turns: Sequence[Turn]) -> list[Turn]:
        """The turns of `turns` (the full current history) not sent yet, in order."""
        history = [_fingerprint(turn) for turn in turns]
        follows = _predecessors(turns, history)
        return list(turns[_resume_at(list(self._sent), history, follows) :])

    def mark_sent(self, turns: Iterable[Turn]) -> None:
        """Record `turns` as sent: the result of the latest `pending` call, or its
        leading part if only that much was written."""
        # Marked turns continue what was sent before them, so each follows the
        # last turn spoken before it, across calls.
        for turn in turns:
            fingerprint = _fingerprint(turn)
            if turn.role in _INSTRUCTION_ROLES:
                self._sent.append(_Sent(fingerprint, None))
            else:
                self._sent.append(_Sent(fingerprint, self._last_spoken))
                self._last_spoken = fingerprint

    def take(self, turns: Sequence[Turn]) -> list[Turn]:
        """`pending` and `mark_sent` in one step."""
        new = self.pending(turns)
        self.mark_sent(new)
        return new

    def reset(self) -> None:
        """Forget everything sent, e.g. when the conversation starts over."""
        self._sent.clear()
        self._last_spoken = None


def _fingerprint(turn: Turn) -> bytes:
    # The role's length goes first so that no role/text split can imitate another.
    data = f"{len(turn.role)}:{turn.role}:{turn.text}".encode("utf-8", "surrogatepass")
    return hashlib.blake2b(data, digest_size=16).digest()


def _predecessors(turns: Sequence[Turn], history: list[bytes]) -> list[bytes | None]:
    """For each turn, the fingerprint of the spoken turn before it (None if none)."""
    follows: list[bytes | None] = []
    last: bytes | None = None
    for turn, fingerprint in zip(turns, history, strict=True):
        if turn.role in _INSTRUCTION_ROLES:
            follows.append(None)
        else:
            follows.append(last)
            last = fingerprint
    return follows


def _resume_at(sent: list[_Sent], history: list[bytes], follows: list[bytes | None]) -> int:
    """Index of the first new turn in `history` (see the module docstring)."""
    if not sent:
        return 0
    fingerprints = [entry.fingerprint for entry in sent]
    if history[: len(sent)] == fingerprints:
        return len(sent)  # the common case: the full history was sent again
    overlap = _suffix_overlaps(fingerprints, history)
    for p, length in enumerate(overlap):
        if length and not _same_place(follows[p - length], sent[-length].follows):
            overlap[p] = 0  # the same words after a different turn: not what was sent
    # Rule 1: a run that starts the history ends at p and is p long.
    anchored = [p for p, length in enumerate(overlap) if p and length == p]
    if anchored:
        return anchored[-1]
    # Rule 2: the longest run anywhere; max() keeps the earliest of equals.
    best = max(range(len(overlap)), key=overlap.__getitem__)
    return best if overlap[best] else 0


def _same_place(in_history: bytes | None, when_sent: bytes | None) -> bool:
    """Whether a run's first turn follows the same turn now as when it was sent;
    an unknown predecessor on either side cannot contradict the match."""
    return in_history is None or when_sent is None or in_history == when_sent


def _suffix_overlaps(sent: list[bytes], history: list[bytes]) -> list[int]:
    """For each end position p (0..len(history)), the length of the longest run
    ending there in `history` that is also a run ending the `sent` sequence.

    Reversed, "ends with" becomes "starts with", so one Z-array over
    reversed(sent) + separator + reversed(history) answers every p in linear
    time instead of comparing the sequences once per position.
    """
    m, n = len(sent), len(history)
    z = _z_array([*reversed(sent), None, *reversed(history)])
    return [0] + [z[m + 1 + n - p] for p in range(1, n + 1)]


def _z_array(seq: Sequence[bytes | None]) -> list[int]:
    """z[i] = length of the longest common prefix of seq and seq[i:]."""
    n = len(seq)
    z = [0] * n
    left = right = 0
    for i in range(1, n):
        if i < right:
            z[i] = min(right - i, z[i - left])
        while i + z[i] < n and seq[z[i]] == seq[i + z[i]]:
            z[i] += 1
        if i + z[i] > right:
            left, right = i, i + z[i]
    return z

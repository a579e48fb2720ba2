"""Speaker labels written in lower case ("brogan: u still at the parlour?").

People who text in lower case often type their names that way too, and chat exports
keep user names as typed. The chunker and the rule extractor both read a line that
opens with a capitalised word and a colon as a speaker's turn; a lower-case word and
a colon is much more often something else ("note:", "edit:", "https:", "error:"), so
such a label counts only in a text that reads as a chat: labelled lines make up at
least half of it, a one-word lower-case label opens at least two lines, and there is
another speaker besides (in lower case or not).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

__all__ = ["is_lower_case_name", "lower_case_speakers"]

# Lower-case words that open lines with a colon in logs, links, markup and notes.
_NOT_NAMES: Final = frozenset(
    {
        *("http", "https", "ftp", "sftp", "ssh", "file", "mailto", "tel", "data", "urn"),
        *("info", "debug", "trace", "error", "err", "warn", "warning", "fatal", "critical"),
        *("notice", "log", "ok", "fail", "failed", "pass", "passed", "skip", "skipped"),
        *("note", "notes", "nb", "ps", "edit", "update", "todo", "fixme", "tip", "hint"),
        *("btw", "fyi", "tldr", "re", "fwd", "cc", "bcc", "to", "from", "subject", "date"),
        *("q", "a", "question", "answer", "example", "e.g", "i.e", "eg", "ie", "etc"),
        *("step", "source", "sources", "link", "url", "see", "also", "summary", "status"),
        *("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
        *("mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"),
        *("today", "tonight", "tomorrow", "yesterday", "morning", "afternoon", "evening"),
        *("breakfast", "lunch", "dinner", "pros", "cons", "input", "output", "total"),
    }
)


def is_lower_case_name(name: str) -> bool:
    """Whether a label is one lower-case word that may be a speaker's name."""
    return (
        " " not in name
        and name[:1].isalpha()
        and name == name.lower()
        and name.casefold() not in _NOT_NAMES
    )


def lower_case_speakers(
    labels: Sequence[tuple[str, bool]], others: int, labelled: int, nonblank: int
) -> frozenset[str]:
    """Which lower-case labels are speakers, from every line that opens with one.

    ``labels`` holds each such line's label and whether a timestamp comes before it;
    ``others`` is the number of other speakers found (capitalised names, roles);
    ``labelled`` is the number of lines that open with any label and ``nonblank`` the
    number of non-blank lines: a chat is mostly labelled lines, a document is not.
    Without timestamps a label must open two lines to count; with them (a chat export)
    one that opens a single line counts too, next to one that opens several.
    """
    if 2 * labelled < nonblank:
        return frozenset()
    counts = Counter(key for key, _ in labels)
    repeated = {key for key, count in counts.items() if count >= 2}
    if any(stamped for _, stamped in labels):
        found = frozenset(counts) if repeated else frozenset()
    else:
        found = frozenset(repeated)
    return found if len(found) + others >= 2 else frozenset()

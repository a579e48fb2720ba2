"""History memories: what a single-value fact was before it changed.

When a new value supersedes a single-value fact ("Alex lives in Lisbon" → "Alex lives in
Berlin"), the old version stops being latest and search no longer recalls it, as the
versioning contract says. But "where did Alex live before Berlin?" is then unanswerable
from memories. So reconciliation also writes one history memory per change, in the past
tense and dated:

    "Alex lived in Lisbon, until this changed by 7 March 2024 (2024-03-07) to:
    Alex lives in Berlin."

It is an inference (`isInference`), linked with `derives` to both versions, durable and
never expiring, outside any slot (so it never supersedes or is superseded), sourced from
the documents of both versions. The date is the day of the document that stated the new
value: the change happened by then (when exactly is only known if the new text says so,
and then the new text, quoted in full, says it). A verb that is not found where a
single-value fact keeps it gets a form that needs no tense: "Earlier: <old>. By <date>
this changed to: <new>."
"""

from __future__ import annotations

import re
from datetime import date

from ..dates import MONTHS, full_date

__all__ = ["HISTORY_KIND", "history_text", "past_tense", "same_value"]

HISTORY_KIND = "durable"
"""A history is a lasting fact about the past: it never expires."""

_IRREGULAR = {
    "is": "was",
    "are": "were",
    "has": "had",
    "does": "did",
    "goes": "went",
    "teaches": "taught",
    "leads": "led",
    "runs": "ran",
    "drives": "drove",
    "keeps": "kept",
    "holds": "held",
    "sells": "sold",
    "builds": "built",
    "makes": "made",
    "writes": "wrote",
    "speaks": "spoke",
    "sees": "saw",
    "feels": "felt",
    "spends": "spent",
    "gets": "got",
    "takes": "took",
    "rides": "rode",
    "sings": "sang",
    "swims": "swam",
    "plays": "played",
    "stays": "stayed",
    "says": "said",
    "pays": "paid",
}
"""Third-person present forms whose past is not the regular -ed one (or needs care)."""

_NOT_VERBS = frozenset({"always", "sometimes", "perhaps", "was", "his", "hers", "its", "this"})
"""Words ending in -s that can follow a subject but are not its verb."""
_NOW_WORDS = re.compile(r"\b(?:now|currently|still|presently)\s+", re.IGNORECASE)
"""Adverbs of the present that would be false in the past tense ("now lived")."""
_POSSESSIVE_VERB = re.compile(r"\b(is|are|has)\b")
_WORD = re.compile(r"[A-Za-z']+")
_TRAILING = re.compile(r"[\s.!;]+$")


def _regular_past(verb: str) -> str | None:
    """The past of a regular third-person verb ("lives" → "lived"), or None."""
    lower = verb.lower()
    if lower in _IRREGULAR:
        return _IRREGULAR[lower]
    if lower in _NOT_VERBS or not lower.endswith("s") or lower.endswith("ss") or len(lower) < 4:
        return None
    if lower.endswith("ies"):
        return verb[:-3] + "ied"
    if lower.endswith(("ches", "shes", "sses", "xes", "zes")):
        return verb[:-2] + "ed"
    stem = verb[:-1]
    return stem + "d" if stem.lower().endswith("e") else stem + "ed"


def past_tense(text: str, subject: str | None) -> str | None:
    """`text` (a present-tense fact about `subject`) put in the past tense, or None when
    its verb is not found where a single-value fact keeps it (right after the subject,
    or after a possessive subject: "Alex's manager is Priya")."""
    body = _NOW_WORDS.sub("", _TRAILING.sub("", text.strip()))
    if not subject or not body.lower().startswith(subject.lower()):
        return None
    head, rest = body[: len(subject)], body[len(subject) :]
    if rest.startswith("'s "):
        match = _POSSESSIVE_VERB.search(rest)
        if match is None:
            return None
        verb = match.group(1)
        return head + rest[: match.start()] + _IRREGULAR[verb] + rest[match.end() :]
    if not rest.startswith(" "):
        return None
    match = _WORD.match(rest.lstrip())
    if match is None:
        return None
    verb = match.group(0)
    past = _regular_past(verb)
    if past is None:
        return None
    offset = len(rest) - len(rest.lstrip())
    return f"{head} {past}{rest[offset + len(verb) :]}"


_FUNCTION_WORDS = frozenset(
    _WORD.findall(
        "a an the in at on to of for as with from by and or is are was were has had "
        "now still currently again since until"
    )
)
"""Words that say nothing about which value a fact holds."""
_DATE_WORDS = frozenset(m.lower() for m in MONTHS)


def _value_terms(text: str, subject: str | None) -> set[str]:
    """What `text` says the value is: its words after the subject and its verb, without
    function words, numbers or month names ("Alex moved to Oslo in May 2024" → {oslo})."""
    body = text.strip()
    if subject and body.lower().startswith(subject.lower()):
        body = body[len(subject) :]
        if body.startswith(" "):
            body = body.split(None, 1)[1] if len(body.split(None, 1)) > 1 else ""
    words = (w.lower().strip("'") for w in _WORD.findall(body))
    return {w for w in words if w and w not in _FUNCTION_WORDS and w not in _DATE_WORDS}


def same_value(old: str, new: str, subject: str | None) -> bool:
    """Whether `new` restates or refines `old`'s value rather than changing it ("lives in
    Oslo" → "moved to Oslo in May 2024", "works as a nurse" → "works as a senior nurse"):
    then there is no change for a history memory to tell."""
    before, after = _value_terms(old, subject), _value_terms(new, subject)
    return before <= after or after <= before


def history_text(old: str, new: str, subject: str | None, until: date) -> str:
    """The history memory's text for `old` superseded by `new` on `until`."""
    new_clean = _TRAILING.sub("", new.strip())
    past = past_tense(old, subject)
    if past is not None:
        return f"{past}, until this changed by {full_date(until)} to: {new_clean}."
    old_clean = _TRAILING.sub("", old.strip())
    return f"Earlier: {old_clean}. By {full_date(until)} this changed to: {new_clean}."

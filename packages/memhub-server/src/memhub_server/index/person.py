"""Person-aware queries: a first-person question asked about a namespace's person.

Memories are written in the third person about a named subject ("The user lives in
Lisbon.", "Dana lives in Lisbon."), while the person asks in the first person ("Where
do I live?"). A dense model scores the two far apart (about 0.3 for that pair), so a
search asked to rewrite its query (`rewriteQuery`) embeds "Where does Dana live?" for
memories instead. Passages keep the speaker's own words ("I live in Lisbon"), so they
are still matched with the question as asked.

The rewrite is a table of the frequent English forms, not a grammar: an auxiliary next
to "I" is conjugated ("do I" -> "does Dana", "I'm" -> "Dana is"); other verbs keep their
form, which a dense model reads past. The namespace's person is the subject most of its
memories are about (see `namespace_person`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

__all__ = ["is_first_person", "namespace_person", "to_third_person"]

_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself)\b", re.IGNORECASE)

# "<aux> I" (questions) and "I <aux>" (statements), with the third-person form of the
# auxiliary; {p} stands for the person.
_PAIRS: tuple[tuple[str, str], ...] = (
    (r"\bdo I\b", "does {p}"),
    (r"\bdon't I\b", "doesn't {p}"),
    (r"\bam I\b", "is {p}"),
    (r"\bhave I\b", "has {p}"),
    (r"\bhaven't I\b", "hasn't {p}"),
    (r"\bwas I\b", "was {p}"),
    (r"\bI'm\b", "{p} is"),
    (r"\bI am\b", "{p} is"),
    (r"\bI've\b", "{p} has"),
    (r"\bI have\b", "{p} has"),
    (r"\bI'd\b", "{p} would"),
    (r"\bI'll\b", "{p} will"),
    (r"\bI do\b", "{p} does"),
    (r"\bI don't\b", "{p} doesn't"),
)
_WORDS: tuple[tuple[str, str], ...] = (
    (r"\bmyself\b", "{p}"),
    (r"\bmine\b", "{p}'s"),
    (r"\bmy\b", "{p}'s"),
    (r"\bme\b", "{p}"),
    (r"\bI\b", "{p}"),
)

PERSON_SHARE = 0.5
"""Share of a namespace's memories (those with a subject) one subject must be about,
and pass, to count as the namespace's person; two friends talking share it about
evenly, and then "I" is ambiguous."""


def is_first_person(query: str) -> bool:
    """Whether `query` speaks in the first person singular."""
    return _FIRST_PERSON.search(query) is not None


def to_third_person(query: str, person: str) -> str:
    """`query` with its first-person words replaced by `person` ("Where do I live?",
    "Dana" -> "Where does Dana live?"); unchanged when it has none."""
    if not is_first_person(query):
        return query
    # Curly apostrophes are read as straight ones.
    text = query.replace("\u2019", "'")
    for pattern, replacement in (*_PAIRS, *_WORDS):
        written = replacement.replace("{p}", person).replace("\\", "\\\\")
        text = re.sub(pattern, written, text, flags=re.IGNORECASE)
    return text


def namespace_person(subjects: Iterable[str | None]) -> str | None:
    """The subject more than `PERSON_SHARE` of these memory subjects name (compared
    without case), as most often written; None when no subject is that common."""
    named = [" ".join(s.split()) for s in subjects if s and s.strip()]
    if not named:
        return None
    folded = Counter(s.casefold() for s in named)
    top, count = folded.most_common(1)[0]
    if count <= PERSON_SHARE * len(named):
        return None
    return Counter(s for s in named if s.casefold() == top).most_common(1)[0][0]

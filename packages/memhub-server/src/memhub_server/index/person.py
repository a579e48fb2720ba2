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

A question may also name the person memory calls "the user": "What does Liesel do at
Easter?" asked of an assistant chat whose memories say "The user volunteers at the raft
race every Easter." and, once, "The user's name is Liesel." The name then meets one
memory by keyword and none by meaning. `user_name` reads the name from that memory and
`as_the_user` writes the question as memory does ("What does the user do at Easter?");
unlike the first-person rewrite this needs no request to turn it on, because it only
swaps one name of the person for the other the namespace itself gives.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

__all__ = [
    "USER_NAME_SLOT",
    "as_the_user",
    "is_first_person",
    "namespace_person",
    "to_third_person",
    "user_name",
]

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


USER_NAME_SLOT = "user:name"
"""The slot of the memory that says what the user is called ("The user's name is Liesel.")."""

_NAMED = re.compile(
    r"\b(?:name\s+is|is\s+called|is\s+named|goes\s+by)\s+"
    r"(?P<name>[A-Z][\w'\-]*(?:\s+[A-Z][\w'\-]*)*)",
    re.UNICODE,
)


def user_name(memory: str) -> str | None:
    """The name a "user:name" memory gives ("The user's name is Liesel Hart." ->
    "Liesel Hart"), None when it gives none written with a capital."""
    found = _NAMED.search(memory)
    return found.group("name") if found else None


_SUBJECT_NEXT = re.compile(r"\s+(?:I|you|he|she|we|they|it|(?-i:[A-Z])[a-z]+)\b")


def as_the_user(query: str, name: str) -> str:
    """`query` with the user's `name` (in full, or its first word alone) written as
    memories write the user ("Did Liesel sell her boat?" -> "Did the user sell her boat?");
    unchanged when it does not name them. Names are matched as written, with their
    capital, so a name that is also a word ("Will", "May") is not read into "will"."""
    names = [name] + ([name.split()[0]] if " " in name else [])
    pattern = r"(?<![\w'\-])(?:" + "|".join(re.escape(n) for n in names) + r")(?![\w\-])"
    text = query.replace("\u2019", "'")
    # "Liesel's" -> "the user's"; a sentence that starts with the name keeps its capital.
    # A name that opens a question before its subject is a word there ("Will Dana come?",
    # "May I ask ...?"), not the user.
    rewritten = re.sub(
        pattern,
        lambda m: (
            m.group() if m.start() == 0 and _SUBJECT_NEXT.match(text, m.end()) else "the user"
        ),
        text,
    )
    if rewritten == text:
        return query
    if rewritten.startswith("the user"):
        return "The user" + rewritten[len("the user") :]
    return rewritten

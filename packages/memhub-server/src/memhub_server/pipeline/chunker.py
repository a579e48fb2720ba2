"""Split document text into chunks that can each be retrieved on their own.

A chunk is embedded by all-MiniLM-L6-v2, whose 256-token window holds roughly
1000-1200 characters of English, and indexed for full-text search. Whatever a chunk
does not say itself is invisible to both, so the chunker keeps context inside it:

* **Conversations** (text where lines start with speaker labels such as ``User:``,
  ``Dr. Smith:``, ``**Sam:**`` or ``[10:32] Alex:``, or a JSON array of chat messages
  such as ``[{"role": "user", "name": "Sam", "content": "..."}]``) are cut only between
  turns, into *passages* sized for a prompt rather than for the embedding window:
  consecutive turns are grouped while the passage stays within ``passage_tokens``
  (about :data:`PASSAGE_TOKENS` word pieces, estimated as characters / 4), so a
  400-token prompt budget carries several passages instead of two whole chunks. A
  single turn longer than twice that is cut at paragraph, line, sentence or word
  boundaries and every piece starts with the speaker's label again; its first piece
  fills the current passage when at least a quarter of it is free, so a question and
  the start of its answer stay together. Likewise a passage never ends on a question
  that the next turn, by another speaker, answers: the question moves on to the
  next passage with its answer when the two fit in twice the passage size, so the
  words a question was asked with ("And Baba's dinner?") are in the passage that
  answers it. ``metadata["speakers"]`` lists who speaks in the passage, in order of
  first appearance. When the source date is known each
  passage starts with a header line holding it in ISO and in human form
  (``[2023-05-07, 7 May 2023]``), so that both "2023-05-07" and "May 7" can match it,
  and a turn that names a relative date ("yesterday", "two weeks ago", "next month")
  is followed by what it meant on that date (``[yesterday = 7 May 2023 (2023-05-07)]``,
  written by :mod:`.memory.rules.dates`), so "when
  did ..." finds its answer in the passage itself; an amount said in words gets its
  figures in the same note (``[nine hundred pounds = £900]``).
* **Prose and markdown** are cut at headings and paragraphs, then lines, sentences and
  words, and packed greedily up to ``max_chars``. A chunk never spans two markdown
  sections; it starts with the path of headings above it (``# Title > ## Section``),
  also stored in ``metadata["heading"]``. Consecutive chunks of one section share an
  overlap of whole sentences, at most ``overlap_chars`` long (capped at
  ``max_chars // 4``), so a statement cut by a chunk boundary still appears whole in
  one of them.

Exact format and guarantees:

* Transcript passage: ``"[" + day + "]\\n"`` (only when ``date`` is given) followed by
  turns as they were written, separated by the blank line or line break that separated
  them in the source; a piece of a long turn reads ``label + " " + text``. ``day`` is
  ``YYYY-MM-DD, D Month YYYY`` when ``date`` starts with an ISO 8601 date, or the given
  string itself otherwise. A note `` [phrase = meaning; ...]`` at the end of a turn
  says what its relative dates meant (only phrases that read the same whatever the tense
  get one: a bare "Friday" may be either way) and gives the figures of the amounts it
  says in words (``[four hundred and twenty pounds = £420]``, see :mod:`.numbers`);
  only turns kept whole (no longer than twice the passage size) carry notes. A JSON
  message array is first rewritten as ``Speaker: content`` turns separated by blank
  lines (the speaker is the message's ``name``, else its capitalised ``role``; tool
  messages and messages without text are left out). ``metadata["speakers"]`` is always
  present (empty for a passage holding only text from before the first turn).
* Prose chunk: ``heading_path + "\\n"`` (only inside a markdown section) followed by
  paragraphs separated by blank lines; ``metadata["heading"]`` holds the full path.
  Headings that have neither text nor sub-sections are not dropped: consecutive ones
  are listed, one path per line, in a chunk of their own.
* ``len(chunk.content) <= max_chars`` for every chunk, date header or heading path
  included; those prefixes are cut to at most ``max_chars // 5`` characters (from the
  left, marked with ``…``) to leave room for text.
* ``metadata["date"]`` is the ``date`` argument unchanged, when given, on every chunk.
* Output depends only on the arguments, and time grows linearly with the input.
"""

from __future__ import annotations

import re
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import date as Date
from difflib import SequenceMatcher
from itertools import chain
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from .dates import MONTHS, human_date
from .memory.rules.dates import resolve_relative_dates
from .messages import Message, looks_like_messages, read_messages
from .numbers import numerals_noted
from .sentences import SENTENCE_END, is_abbreviation, split_sentences
from .speakers import (
    NOT_SPEAKERS,
    SPEAKER_ROLES,
    drop_stray_lower_case,
    is_lower_case_name,
    reads_as_texting,
)

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

__all__ = [
    "CHARS_PER_TOKEN",
    "MIN_MAX_CHARS",
    "PASSAGE_TOKENS",
    "Chunk",
    "chunk_text",
    "normalize_text",
]

MIN_MAX_CHARS: Final = 200
"""Smallest accepted ``max_chars``; below it a repeated speaker label could leave no room."""

PASSAGE_TOKENS: Final = 60
"""Default size of a conversation passage, date header included, in estimated tokens.

Chosen on the recall benchmark's development set (``bench/bench_recall.py``): among
40 / 60 / 90 / 130, it gave the best evidence recall at a 400-token prompt budget
(chunks mode 66.3 / 71.2 / 68.0 / 66.6 %, hybrid 70.4 / 72.8 / 69.1 / 67.7 %; the
previous 1200-character chunks had 48.6 and 52.2 %). A 400-token budget then holds
six or seven whole passages. Checked again once a closing question moved on with its answer
(session 49): on nine development sets, 50 tokens lost 7.2 points of hybrid evidence recall
summed over the sets and 70 gained 1.0, unevenly (two sets lost more than a point), so 60
stayed."""

CHARS_PER_TOKEN: Final = 4
"""How many characters of English make one token, for sizing passages without a
tokenizer (the usual rule of thumb for BPE and WordPiece vocabularies)."""

# Message roles whose content is a tool's output or call, not something a person said.
_TOOL_ROLES: Final = frozenset({"tool", "function", "ipython"})
# Longest speaker name taken from a JSON message; longer ones fall back to the role.
_MAX_NAME_CHARS: Final = 40

# A speaker label may take at most this many characters at the start of its line. It
# bounds the repeated label on pieces of a long turn, which the size guarantee relies on.
_MAX_LABEL_CHARS: Final = 64
# The date header and heading path may take at most 1/_PREFIX_SHARE of a chunk.
_PREFIX_SHARE: Final = 5

_LABEL = re.compile(
    r"""
    [ \t]{0,3}
    (?:
        (?:\[[^\]\n]{0,30}\d[^\]\n]{0,30}\]          # [10:32], [2026-03-01 10:32]
          |\(\d[^)\n]{0,30}\)                        # (10:32)
          |\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?  # 10:32, 10:32 pm
        )
        (?P<stamped>[ \t]*)
    )?
    (?:\*\*)?
    (?P<name>[^\W\d_][\w.'’&-]*(?:[ \t][\w.'’&-]+){0,3})
    (?:\*\*:|:\*\*|:)
    (?=[ \t]|$)
    """,
    re.VERBOSE,
)
_FENCE = re.compile(r"[ \t]{0,3}(`{3,}|~{3,})")
_HEADING = re.compile(r"(#{1,6})[ \t]+(\S.*)")
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")
_LINE_BREAK = re.compile(r"\r\n?|[\v\f\x85\u2028\u2029]")
_BLANK_RUN = re.compile(r"\n{3,}")


@dataclass(frozen=True, slots=True)
class Chunk:
    """One retrievable piece of a document: the text to embed and index, plus metadata
    (``speakers``, ``heading``, ``date``) describing where it came from."""

    content: str
    metadata: dict[str, Any] = field(default_factory=dict)


def normalize_text(text: str) -> str:
    """Canonical form of ``text`` used before chunking.

    Line breaks become ``\\n``, control characters other than tab and newline go,
    trailing whitespace is removed from every line, runs of blank lines shrink to one
    and the text loses leading and trailing blank lines. Indentation is kept because it
    carries meaning in code and nested lists.
    """
    text = text.removeprefix("\ufeff")
    text = _LINE_BREAK.sub("\n", text)
    text = _CONTROL.sub("", text)
    # rstrip per line rather than a regex: `[ \t]+$` retries every position of a long
    # run of spaces and goes quadratic on adversarial input.
    text = "\n".join(line.rstrip() for line in text.split("\n"))
    return _BLANK_RUN.sub("\n\n", text).strip("\n")


def chunk_text(
    text: str,
    *,
    date: str | None = None,
    max_chars: int = 1200,
    overlap_chars: int = 150,
    passage_tokens: int = PASSAGE_TOKENS,
) -> list[Chunk]:
    """Split ``text`` into chunks of at most ``max_chars`` characters each.

    See the module documentation for how conversations and prose are cut and what each
    chunk looks like. ``date`` is the ISO 8601 date of the source, if known;
    ``overlap_chars`` bounds the sentences repeated between consecutive prose chunks
    (0 disables the overlap; values above ``max_chars // 4`` are lowered to it);
    ``passage_tokens`` is the size conversation passages are grouped up to (turns are
    never cut to meet it, only to stay within twice it and within ``max_chars``).
    Raises ``ValueError`` for ``max_chars`` below :data:`MIN_MAX_CHARS`, a negative
    overlap or a ``passage_tokens`` below 1.
    """
    if max_chars < MIN_MAX_CHARS:
        raise ValueError(f"max_chars must be at least {MIN_MAX_CHARS}, got {max_chars}")
    if overlap_chars < 0:
        raise ValueError(f"overlap_chars must be at least 0, got {overlap_chars}")
    if passage_tokens < 1:
        raise ValueError(f"passage_tokens must be at least 1, got {passage_tokens}")
    # Capped rather than refused, so lowering max_chars alone keeps working with the
    # default overlap; more than a quarter of a chunk repeated would mostly waste space.
    overlap_chars = min(overlap_chars, max_chars // 4)
    turns: list[_TurnStart] | None
    messages = _message_transcript(text)
    if messages is not None:
        clean, turns = messages
    else:
        clean = normalize_text(text)
        if not clean.strip():
            return []
        turns = _find_turns(clean)
    if turns is None:
        chunks = _chunk_prose(clean, max_chars, overlap_chars)
    else:
        size = _PassageSize.of(date, max_chars, passage_tokens)
        chunks = _chunk_transcript(clean, turns, size)
    if date:
        for chunk in chunks:
            chunk.metadata["date"] = date
    return chunks


# --- pieces and packing -----------------------------------------------------------


class _Unit(NamedTuple):
    """Text that is never cut further, and the separator that preceded it in the source.

    A named tuple rather than a frozen dataclass: a megabyte of short lines makes
    hundreds of thousands of these, and tuple construction is several times cheaper.
    """

    joiner: str
    text: str
    speaker: str | None = None


def _split(text: str, budget: int, joiner: str, level: int = 0) -> list[_Unit]:
    """Cut ``text`` into units of at most ``budget`` characters, trying coarse
    boundaries first: lines, then sentences, then words, then raw characters."""
    if len(text) <= budget:
        return [_Unit(joiner, text)]
    if level == 0:
        parts, sep = [line for line in text.split("\n") if line.strip()], "\n"
    elif level == 1:
        parts, sep = split_sentences(text), " "
    elif level == 2:
        parts, sep = text.split(), " "
    else:
        return [
            _Unit(joiner if start == 0 else "", text[start : start + budget])
            for start in range(0, len(text), budget)
        ]
    # Neighbouring small parts are merged into runs of at most an eighth of the budget:
    # packing still fills chunks to within that eighth, while a megabyte of one-word
    # lines yields thousands of units instead of hundreds of thousands.
    cap = max(1, budget // 8)
    units: list[_Unit] = []
    run: list[str] = []
    run_len = 0
    run_joiner = joiner
    for k, part in enumerate(parts):
        part_joiner = joiner if k == 0 else sep
        if run and (len(part) > budget or run_len + len(sep) + len(part) > cap):
            units.append(_Unit(run_joiner, sep.join(run)))
            run = []
        if len(part) > budget:
            units.extend(_split(part, budget, part_joiner, level + 1))
        elif run:
            run.append(part)
            run_len += len(sep) + len(part)
        else:
            run, run_len, run_joiner = [part], len(part), part_joiner
    if run:
        units.append(_Unit(run_joiner, sep.join(run)))
    return units


class _Packer:
    """Greedily groups consecutive units into bodies of at most ``budget`` characters.

    Each body comes with the speakers of its units in order of first appearance. With
    ``overlap_chars`` a body after the first starts with the trailing sentences of the
    previous body, when they and the next unit fit together. With ``carry`` a body that
    would end on a question a speaker asks moves that question to the next body, with
    the turn that answers it, when the two fit within ``carry`` characters: a passage
    then never holds a question without its answer.
    """

    def __init__(self, budget: int, overlap_chars: int = 0, carry: int = 0) -> None:
        self.budget = budget
        self.overlap_chars = overlap_chars
        self.carry = carry
        self.bodies: list[tuple[str, list[str]]] = []
        self._units: list[_Unit] = []
        self._size = 0

    def room(self, joiner: str) -> int:
        """How long a unit preceded by ``joiner`` may be to join the current body."""
        return self.budget - self._size - len(joiner) if self._units else self.budget

    def add(self, unit: _Unit) -> None:
        if self._units and len(unit.text) > self.room(unit.joiner):
            carried = self._carried(unit)
            body = self._close()
            tail = _overlap(body, self.overlap_chars) if self.overlap_chars else ""
            if carried is not None:
                self._start(carried)
            elif tail and len(tail) + len(unit.joiner) + len(unit.text) <= self.budget:
                self._start(_Unit("", tail))
        if self._units:
            self._size += len(unit.joiner)
            self._units.append(unit)
            self._size += len(unit.text)
        else:
            self._start(unit)

    def _carried(self, unit: _Unit) -> _Unit | None:
        """The body's last unit, when it is a speaker's question that ``unit`` answers
        and the two fit within ``carry``; taken off the body."""
        if self.carry <= 0 or len(self._units) < 2:
            return None
        last = self._units[-1]
        if last.speaker is None or unit.speaker in (None, last.speaker):
            return None
        if not last.text.rstrip().endswith("?"):
            return None
        if len(last.text) + len(unit.joiner) + len(unit.text) > self.carry:
            return None
        self._units.pop()
        return last

    def _start(self, unit: _Unit) -> None:
        self._units = [_Unit("", unit.text, unit.speaker)]
        self._size = len(unit.text)

    def _close(self) -> str:
        body = "".join(u.text if n == 0 else u.joiner + u.text for n, u in enumerate(self._units))
        speakers: list[str] = []
        for u in self._units:
            if u.speaker is not None and u.speaker not in speakers:
                speakers.append(u.speaker)
        self.bodies.append((body, speakers))
        self._units, self._size = [], 0
        return body

    def finish(self) -> list[tuple[str, list[str]]]:
        if self._units:
            self._close()
        return self.bodies


def _pack(units: list[_Unit], budget: int, overlap_chars: int = 0) -> list[tuple[str, list[str]]]:
    """Bodies and speakers of ``units`` packed by :class:`_Packer`."""
    packer = _Packer(budget, overlap_chars)
    for unit in units:
        packer.add(unit)
    return packer.finish()


def _overlap(body: str, limit: int) -> str:
    """The longest tail of ``body`` made of whole sentences (or lines) within ``limit``
    characters; empty when even the last sentence is longer."""
    lowest = len(body) - limit
    # Start looking a little before the limit so a boundary whose punctuation sits just
    # before it is still recognised.
    window = max(0, lowest - 16)
    best = len(body)
    for match in SENTENCE_END.finditer(body, window):
        if match.end() >= lowest and not (
            match.group()[0] == "." and is_abbreviation(body, window, match.start())
        ):
            best = match.end()
            break
    newline = body.find("\n", max(0, lowest - 1))
    if newline != -1 and newline + 1 < best:
        best = newline + 1
    if best <= 0 or best >= len(body):
        return ""
    return body[best:].strip()


def _prefix(label: str, max_chars: int) -> str:
    """``label`` as a first line, cut from the left so it takes at most a fifth of a chunk."""
    cap = max_chars // _PREFIX_SHARE - 1
    if len(label) > cap:
        label = "…" + label[len(label) - cap + 1 :]
    return label + "\n"


# --- conversations ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _TurnStart:
    offset: int
    label_end: int
    key: str
    name: str
    stamped: bool
    lower: bool = False  # a name written in lower case (see `.speakers`)
    texted: bool = False  # its line reads as texting (`.speakers.reads_as_texting`)


def _speaker_name(raw: str) -> str | None:
    """The display name of a label, or None when it does not look like a speaker."""
    name = " ".join(raw.split())
    key = name.casefold()
    if key in SPEAKER_ROLES:
        return name
    if key in NOT_SPEAKERS or len(name) > 40:
        return None
    if is_lower_case_name(name):  # kept only in a chat of such names (`_find_turns`)
        return name
    words = name.split(" ")
    # Names are written in title case ("Dr. Smith", "Speaker 2"); a lower-case word
    # means an ordinary sentence such as "The plan is: ...".
    if not words[0][0].isupper():
        return None
    if not all(word[0].isupper() or word[0].isdigit() for word in words[1:]):
        return None
    return name


def _label(line: str) -> tuple[int, str, bool] | None:
    """End offset, speaker name and whether a timestamp precedes it, for a line that
    opens with a speaker label."""
    # Most lines hold no colon near their start; skipping the regex for them keeps
    # detection cheap on long documents.
    if ":" not in line[: _MAX_LABEL_CHARS + 1]:
        return None
    # endpos bounds the work on a long line; a match ending past the limit is refused
    # below, so `$` matching at endpos cannot accept a cut-off label.
    match = _LABEL.match(line, 0, _MAX_LABEL_CHARS + 8)
    if match is None or match.end() > _MAX_LABEL_CHARS:
        return None
    name = _speaker_name(match.group("name"))
    if name is None:
        return None
    return match.end(), name, match.group("stamped") is not None


def _find_turns(text: str) -> list[_TurnStart] | None:
    """Where each turn starts, or None when ``text`` does not read as a conversation.

    A label counts as a speaker when it is a well-known role, carries a timestamp, or
    occurs at least twice; in short exchanges where most lines are labelled, labels
    seen once count too. The text is a conversation when it has at least two turns by
    two speakers (or one well-known role) and little text before the first turn.
    """
    candidates: list[_TurnStart] = []
    nonblank = 0
    offset = 0
    fence: str | None = None
    for line in text.split("\n"):
        if fence is not None:
            if line.lstrip().startswith(fence):
                fence = None
        elif (opener := _FENCE.match(line)) is not None:
            fence = opener.group(1)
        elif line:
            nonblank += 1
            label = _label(line)
            if label is not None:
                end, name, stamped = label
                key = name.casefold()
                lower = key not in SPEAKER_ROLES and is_lower_case_name(name)
                texted = lower and reads_as_texting(line[end:])
                start = _TurnStart(offset, offset + end, key, name, stamped, lower, texted)
                candidates.append(start)
        offset += len(line) + 1
    if len(candidates) < 2:
        return None
    candidates = drop_stray_lower_case(candidates, SPEAKER_ROLES, nonblank)
    counts: dict[str, int] = {}
    for cand in candidates:
        counts[cand.key] = counts.get(cand.key, 0) + 1
    mostly_labelled = 2 * len(candidates) >= nonblank
    keys = {
        cand.key
        for cand in candidates
        if mostly_labelled or cand.stamped or cand.key in SPEAKER_ROLES or counts[cand.key] >= 2
    }
    starts = [cand for cand in candidates if cand.key in keys]
    if len(starts) < 2:
        return None
    if len(keys) < 2 and not keys & SPEAKER_ROLES:
        return None
    if starts[0].offset > max(500, len(text) // 4):
        return None
    # Show a speaker the way they were first written, whatever the case of later labels.
    names: dict[str, str] = {}
    for start in starts:
        names.setdefault(start.key, start.name)
    return [_TurnStart(s.offset, s.label_end, s.key, names[s.key], s.stamped) for s in starts]


def _message_transcript(text: str) -> tuple[str, list[_TurnStart]] | None:
    """A JSON transcript (:func:`..messages.read_messages`) as ``Speaker: content`` turns
    separated by blank lines, with where each turn starts; None when ``text`` is anything
    else (any other JSON is a data file, left to the prose chunker as it is). Tool
    messages and messages without text are left out."""
    if not looks_like_messages(text):
        return None
    messages = read_messages(text)
    if isinstance(messages, str):
        return None
    said: list[tuple[str, str]] = []
    for message in messages:
        speaker = _message_speaker(message)
        body = normalize_text(message.text).strip()
        if speaker and body:
            said.append((speaker, body))
    if not said:
        return None
    names: dict[str, str] = {}
    parts: list[str] = []
    turns: list[_TurnStart] = []
    offset = 0
    for speaker, body in said:
        name = names.setdefault(speaker.casefold(), speaker)
        turns.append(_TurnStart(offset, offset + len(speaker) + 1, name.casefold(), name, False))
        part = f"{speaker}: {body}"
        parts.append(part)
        offset += len(part) + 2
    return "\n\n".join(parts), turns


def _message_speaker(message: Message) -> str:
    """The label for ``message``: its speaker's name, else its capitalised role; "" for
    a tool's message (skipped)."""
    if message.role in _TOOL_ROLES:
        return ""
    if message.name is not None:
        # A label must stay one short line without a colon of its own.
        name = " ".join(_CONTROL.sub("", message.name).replace(":", " ").split())
        if 0 < len(name) <= _MAX_NAME_CHARS:
            return name
    name = " ".join(message.role.replace(":", " ").split())[:_MAX_NAME_CHARS]
    return name[:1].upper() + name[1:]


def _date_header(date: str | None, max_chars: int) -> str:
    """The first line of every passage: the source date in ISO and human form."""
    if not date or not date.strip():
        return ""
    day = date.strip()
    if _ISO_DAY.match(day):
        day = day[:10]
        # An impossible day ("2026-13-45") is shown as written, like any unparsed date.
        with suppress(ValueError):
            day = f"{day}, {human_date(Date.fromisoformat(day))}"
    return _prefix(f"[{day}]", max_chars)


class _PassageSize(NamedTuple):
    """How big the parts of a conversation passage may be, in characters, and the
    source's day (for relative date notes)."""

    header: str
    target: int
    """Turns are grouped while the body stays within this (soft: a turn is never cut
    to meet it)."""
    piece: int
    """Turns longer than this are cut into pieces of at most this."""
    day: Date | None = None

    @classmethod
    def of(cls, date: str | None, max_chars: int, passage_tokens: int) -> _PassageSize:
        header = _date_header(date, max_chars)
        hard = max_chars - len(header)
        wanted = passage_tokens * CHARS_PER_TOKEN
        # The floor keeps room for a repeated speaker label (at most _MAX_LABEL_CHARS)
        # and some text beside it, however small the target.
        floor = MIN_MAX_CHARS - MIN_MAX_CHARS // _PREFIX_SHARE
        piece = min(hard, max(2 * wanted - len(header), floor))
        day = None
        if date and _ISO_DAY.match(date.strip()):
            with suppress(ValueError):
                day = Date.fromisoformat(date.strip()[:10])
        return cls(header, min(hard, max(wanted - len(header), 1)), piece, day)


_LEADING_PREPOSITION = re.compile(r"^(?:on|in|at)(?:\s+|$)", re.IGNORECASE)
_EDGE_PUNCTUATION = ".,;:!?\"'… "


def _note(said: str, day: Date | None) -> str:
    """`` [phrase = meaning; ...]`` for the relative dates (when the day is known) and the
    amounts said in words in ``said``, or ""."""
    notes = (_date_notes(said, day) if day is not None else []) + numerals_noted(said)
    return f" [{'; '.join(notes)}]" if notes else ""


def _date_notes(said: str, day: Date) -> list[str]:
    """``phrase = absolute`` for each relative date in ``said``."""
    past, periods = resolve_relative_dates(said, day, True)
    if not periods:
        return []
    future, _ = resolve_relative_dates(said, day, False)
    before, after_past, after_future = said.split(), past.split(), future.split()
    notes: list[str] = []
    matcher = SequenceMatcher(None, before, after_past, autojunk=False)
    for i1, i2, j1, j2 in _changed_spans(matcher.get_opcodes(), before):
        meant = " ".join(after_past[j1:j2])
        # Either tense gives the same words only when the phrase is not ambiguous.
        if meant not in " ".join(after_future):
            continue
        phrase = _trim(" ".join(before[i1:i2]))
        meant = _LEADING_PREPOSITION.sub("", _trim(meant))
        if phrase and meant:
            notes.append(f"{phrase} = {meant}")
    return notes


# Words a rewritten date may keep from the phrase it replaced ("January 29th" ->
# "29 January 2025", "this week" -> "the week of ..."): the phrase goes on across them.
_DATE_WORD: Final = re.compile(
    rf"(?:{'|'.join(MONTHS)}|of|the|\d{{1,2}}(?:st|nd|rd|th)?|week|weekend|day|night|morning"
    r"|afternoon|evening|spring|summer|autumn|fall),?",
    re.IGNORECASE,
)


def _changed_spans(
    opcodes: Sequence[tuple[str, int, int, int, int]], before: list[str]
) -> list[tuple[int, int, int, int]]:
    """The word spans a rewrite changed; one date phrase is one span even where the
    rewrite kept a word or two of it ("on January 29th" -> "on 29 January 2025 (...)")."""
    spans: list[tuple[int, int, int, int]] = []
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            continue
        kept = before[spans[-1][1] : i1] if spans else []
        if spans and len(kept) <= 2 and all(_DATE_WORD.fullmatch(word) for word in kept):
            spans[-1] = (spans[-1][0], i2, spans[-1][2], j2)
        else:
            spans.append((i1, i2, j1, j2))
    return [span for span in spans if span[0] < span[1] and span[2] < span[3]]


def _trim(words: str) -> str:
    """``words`` without the punctuation around them; a bracket only when unpaired."""
    words = words.strip(_EDGE_PUNCTUATION)
    if words.startswith("(") and words.endswith(")"):
        words = words[1:-1].strip(_EDGE_PUNCTUATION)
    if words.startswith("(") and ")" not in words:
        words = words[1:]
    if words.endswith(")") and "(" not in words:
        words = words[:-1]
    return words.strip(_EDGE_PUNCTUATION)


def _chunk_transcript(text: str, turns: list[_TurnStart], size: _PassageSize) -> list[Chunk]:
    # No overlap between passages: repeating a turn in the next passage cost evidence
    # recall at a fixed prompt budget on the development set (71.2 % -> 68.4 % at 400).
    packer = _Packer(size.target, carry=size.piece)
    preamble = text[: turns[0].offset].strip("\n")
    if preamble.strip():
        for k, para in enumerate(p for p in preamble.split("\n\n") if p.strip()):
            for unit in _split(para, size.piece, "\n\n" if k else ""):
                packer.add(unit)
    joiner = "\n\n" if text[: turns[0].offset].endswith("\n\n") else "\n"
    for i, turn in enumerate(turns):
        end = turns[i + 1].offset if i + 1 < len(turns) else len(text)
        segment = text[turn.offset : end]
        body = segment.rstrip()
        if len(body) <= size.piece:
            noted = body + _note(text[turn.label_end : turn.offset + len(body)], size.day)
            shown = noted if len(noted) <= size.piece else body
            packer.add(_Unit(joiner, shown, turn.name))
        else:
            _add_long_turn(packer, text, turn, turn.offset + len(body), joiner, size.piece)
        joiner = "\n\n" if segment[len(body) :].count("\n") >= 2 else "\n"
    return [
        Chunk(size.header + body, {"speakers": speakers})
        for body, speakers in packer.finish()
        if body.strip()
    ]


def _add_long_turn(
    packer: _Packer, text: str, turn: _TurnStart, end: int, joiner: str, most: int
) -> None:
    """Add a turn longer than ``most`` characters as pieces of at most that size, each
    starting with the speaker label."""
    label = text[turn.offset : turn.label_end].strip()
    room = most - len(label) - 1
    units: list[_Unit] = []
    rest = text[turn.label_end : end].strip()
    for k, para in enumerate(p for p in rest.split("\n\n") if p.strip()):
        units.extend(_split(para.strip("\n"), room, "\n\n" if k else ""))
    # When the current chunk has a good share of space left, the first piece fills it:
    # a question then shares a chunk with the start of its answer.
    first_room = packer.room(joiner) - len(label) - 1
    taken = 0
    if first_room >= packer.budget // 4:
        size = 0
        for unit in units:
            extra = len(unit.text) + (len(unit.joiner) if taken else 0)
            if size + extra > first_room:
                break
            size += extra
            taken += 1
    pieces = [units[:taken]] if taken else []
    pieces += [[_Unit("", piece)] for piece, _ in _pack(units[taken:], room)]
    for k, piece in enumerate(pieces):
        body = "".join(u.text if n == 0 else u.joiner + u.text for n, u in enumerate(piece))
        packer.add(_Unit(joiner if k == 0 else "\n", f"{label} {body}", turn.name))


# --- prose and markdown -----------------------------------------------------------


def _heading(line: str) -> tuple[int, str] | None:
    match = _HEADING.fullmatch(line)
    if match is None:
        return None
    title = match.group(2)
    # A closing run of '#' is decoration ("## Setup ##") when a space precedes it.
    stripped = title.rstrip("#")
    if stripped != title and (not stripped or stripped[-1] in " \t"):
        title = stripped.rstrip() or title
    return len(match.group(1)), title


def _sections(text: str) -> Iterator[tuple[tuple[str, ...], list[str]]]:
    """The text as (heading path, paragraphs) sections; fenced code stays one paragraph.

    A generator, so a document made of many tiny sections never holds them all at once.
    """
    levels: list[int] = []  # levels of the headings in `path`
    path: tuple[str, ...] = ()
    paragraphs: list[str] = []
    para: list[str] = []
    fence: str | None = None
    for line in text.split("\n"):
        if fence is not None:
            para.append(line)
            if line.lstrip().startswith(fence):
                fence = None
                _close(para, paragraphs)
            continue
        opener = _FENCE.match(line) if line[:4].strip(" \t")[:1] in ("`", "~") else None
        if opener is not None:
            _close(para, paragraphs)
            fence = opener.group(1)
            para.append(line)
            continue
        heading = _heading(line) if line.startswith("#") else None
        if heading is not None:
            _close(para, paragraphs)
            if path or paragraphs:
                yield path, paragraphs
            paragraphs = []
            level, title = heading
            while levels and levels[-1] >= level:
                levels.pop()
            levels.append(level)
            path = (*path[: len(levels) - 1], f"{'#' * level} {title}")
        elif line:
            para.append(line)
        else:
            _close(para, paragraphs)
    _close(para, paragraphs)
    if path or paragraphs:
        yield path, paragraphs


def _close(para: list[str], paragraphs: list[str]) -> None:
    """Move the lines gathered in ``para`` into ``paragraphs`` as one block."""
    if para:
        block = "\n".join(para).strip("\n")
        if block.strip():
            paragraphs.append(block)
        para.clear()


def _chunk_prose(text: str, max_chars: int, overlap_chars: int) -> list[Chunk]:
    chunks: list[Chunk] = []
    # Paths of consecutive headings that have neither text nor sub-sections. Each would
    # make a near-empty chunk on its own, so they are listed together in one.
    bare: list[str] = []
    # A heading without text is only worth a chunk when no sub-section follows, so
    # each section is handled once the next one is known.
    pending: tuple[tuple[str, ...], list[str]] | None = None
    for following, next_paragraphs in chain(_sections(text), [((), [])]):
        if pending is None:
            pending = following, next_paragraphs
            continue
        path, paragraphs = pending
        pending = following, next_paragraphs
        heading = " > ".join(path)
        if not paragraphs:
            if len(following) <= len(path):  # a deeper heading would have kept `path`
                bare.append(heading)
            continue
        chunks.extend(_bare_headings(bare, max_chars))
        bare = []
        prefix = _prefix(heading, max_chars) if path else ""
        budget = max_chars - len(prefix)
        units: list[_Unit] = []
        for para in paragraphs:
            units.extend(_split(para, budget, "\n\n"))
        chunks.extend(
            Chunk(prefix + body, {"heading": heading} if path else {})
            for body, _ in _pack(units, budget, overlap_chars)
            if body.strip()
        )
    chunks.extend(_bare_headings(bare, max_chars))
    return chunks


def _bare_headings(paths: list[str], max_chars: int) -> list[Chunk]:
    """Chunks listing heading paths one per line; ``metadata["heading"]`` is the first."""
    chunks: list[Chunk] = []
    lines: list[str] = []
    first = ""
    size = 0
    for path in paths:
        line = _prefix(path, max_chars).rstrip("\n")
        if lines and size + 1 + len(line) > max_chars:
            chunks.append(Chunk("\n".join(lines), {"heading": first}))
            lines = []
        if not lines:
            first, size = path, -1
        lines.append(line)
        size += 1 + len(line)
    if lines:
        chunks.append(Chunk("\n".join(lines), {"heading": first}))
    return chunks

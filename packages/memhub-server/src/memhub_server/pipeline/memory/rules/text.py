"""Reading raw content for the rule-based extractor: who speaks, and what they state.

:func:`passages` finds the speakers of a transcript (``User:``, ``[10:32] Alex:``,
``**Sam:**``, or a JSON array of ``{role, content}`` messages, see :mod:`.messages`)
and drops assistant turns, keeping what was said just before each turn as its prompt
(an answer such as "Leeds." means something only next to "Which city are you in?");
text without speakers is one prose passage.
:func:`statements` turns a passage into clauses worth rewriting as facts: markdown,
fillers, questions, greetings and small talk removed, compound sentences split where
each half states something on its own.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, replace
from typing import Final

from ...messages import looks_like_messages, read_messages
from ...sentences import split_sentences
from ...speakers import (
    MACHINE_ROLES,
    NOT_SPEAKERS,
    SPEAKER_ROLES,
    USER_ROLES,
    drop_stray_lower_case,
    is_lower_case_name,
    reads_as_texting,
)
from .contraction import s_verb
from .dialect_me import my_for_me
from .done_or_had import done_or_had
from .frames import names_listed, not_said_as_own, on_the_days
from .in_passing import described_in_request, mention_told, occasions_named, reason_told
from .lexicon import (
    FEMALE_KIN,
    GIVEN_UP,
    IRREGULAR_PAST,
    KIN_EXTRA,
    KIN_TITLES,
    MALE_KIN,
    MONTH,
    RELATIVES,
    ROLES,
    SUBORDINATORS,
    WEEKDAY,
    alternation,
    word_set,
)
from .notes import ASK_LEAD, ASKED_TO_REMEMBER, reminder_read
from .texting import casual_spelled

__all__ = [
    "DAY_STANDS_ALONE",
    "FIRST_PERSON",
    "MONTH_EDGE",
    "Passage",
    "passages",
    "retold",
    "spliced",
    "statements",
]


@dataclass(frozen=True, slots=True)
class Passage:
    """Text said by one speaker, or prose when ``speaker`` is None.

    ``speaker`` is the label as written ("Alex", "Dr. Smith"), or "the user" for
    generic labels such as ``User:``, ``Human:`` or ``Me:``.
    """

    speaker: str | None
    text: str
    prompt: str | None = None
    """What another speaker (the assistant too) said just before this turn, if anything."""


def retold(parts: list[Passage], texts: list[str]) -> list[Passage]:
    """``parts`` read with ``texts`` in their place, one for each; a prompt that quoted a
    turn retold quotes it as retold."""
    old = {part.text: new for part, new in zip(parts, texts, strict=True) if part.text != new}
    return [
        replace(
            part,
            text=text,
            prompt=old.get(part.prompt, part.prompt) if part.prompt is not None else None,
        )
        for part, text in zip(parts, texts, strict=True)
    ]


logger = logging.getLogger("memhub.dreaming")

# --- speakers ---------------------------------------------------------------------

_TIMESTAMP = (
    r"(?:\[[^\]\n]{0,40}\]|\(\d[^)\n]{0,30}\)"
    r"|\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?)"
)
_LABEL: Final = re.compile(
    rf"""
    [ \t]{{0,3}}(?:[-*•>][ \t]+)?
    (?:(?P<stamp>{_TIMESTAMP})[ \t]*(?:[-–—|][ \t]*)?)?
    (?:\*\*|__)?
    (?P<name>[^\W\d_][\w.'&-]*(?:[ \t][\w.'&-]+){{0,3}}?)
    (?:[ \t]*{_TIMESTAMP}|[ \t]*\([^)\n]{{1,30}}\))?
    [ \t]*(?:\*\*:|:\*\*|__:|:__|:)(?:\*\*|__)?
    (?=[ \t]|$)
    """,
    re.VERBOSE,
)
_MAX_LABEL_CHARS: Final = 64
_DATE_LINE: Final = re.compile(
    r"[ \t]*\[?[ \t]*\d{4}-\d{2}-\d{2}(?:[ T][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?[ \t]*\]?[ \t]*"
)
_FENCE: Final = re.compile(r"[ \t]{0,3}(`{3,}|~{3,})")
_CONTROL: Final = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\u200b\ufeff]")


@dataclass(frozen=True, slots=True)
class _Label:
    line: int
    end: int
    name: str
    key: str
    stamped: bool
    lower: bool = False  # a one-word name written in lower case (see `...speakers`)
    texted: bool = False  # its line reads as texting (`...speakers.reads_as_texting`)


def passages(content: str) -> list[Passage]:
    """The content split by speaker, without assistant or system turns."""
    if looks_like_messages(content):
        messages = read_messages(content)
        if not isinstance(messages, str):
            return _turn_passages(
                [(_message_speaker(m.role, m.name), m.text.strip()) for m in messages]
            )
        logger.info("content read as plain text, not as a JSON transcript: %s", messages)
    lines = _clean_lines(content)
    labels = _speaker_labels(lines)
    if not labels:
        prose = "\n".join(_unstamped(line) for line in lines)
        return [Passage(None, _BLANKS.sub(" ", prose))] if any(lines) else []
    turns: list[tuple[str | None, str]] = []
    preamble = "\n".join(lines[: labels[0].line]).strip()
    for n, label in enumerate(labels):
        stop = labels[n + 1].line if n + 1 < len(labels) else len(lines)
        body = "\n".join([lines[label.line][label.end :], *lines[label.line + 1 : stop]])
        turns.append((_label_speaker(label.key, label.name), body.strip()))
    found = _turn_passages(turns)
    return [Passage(None, _BLANKS.sub(" ", preamble)), *found] if preamble else found


_BLANKS: Final = re.compile(r"[^\S\n]{2,}")


def _unstamped(line: str) -> str:
    """``line`` without a timestamp and a lower-case name before a colon that opened it
    but did not read as a chat's speaker ("[16:20] bradley: if I had the money ..."):
    neither is part of what was said, and a memory must not keep them."""
    match = _LABEL.match(line, 0, _MAX_LABEL_CHARS + 8)
    if match is None or match["stamp"] is None or not is_lower_case_name(match["name"]):
        return line
    return line[match.end() :].lstrip()


_MACHINE: Final = ""
"""The speaker of a turn whose words are not facts about anyone (assistant, system)."""


def _label_speaker(key: str, name: str) -> str:
    if key in MACHINE_ROLES or key.split(" ")[0] in MACHINE_ROLES:
        return _MACHINE
    return "the user" if key in USER_ROLES else name


def _message_speaker(role: str, name: str | None) -> str:
    if role in MACHINE_ROLES:
        return _MACHINE
    if name and name.casefold() not in USER_ROLES and name.casefold() not in MACHINE_ROLES:
        return name
    return "the user" if role in USER_ROLES or not name else _MACHINE


def _turn_passages(turns: list[tuple[str | None, str]]) -> list[Passage]:
    """Passages of the people's turns, each with the turn before it as its prompt."""
    found: list[Passage] = []
    previous: tuple[str | None, str] | None = None
    for speaker, said in turns:
        # A run of blanks reads as one; left as typed, every rule that looks for a word
        # after "\s+" would retry each blank of a long run, in time that grows with its square.
        body = _BLANKS.sub(" ", said)
        if not body:
            continue
        if speaker != _MACHINE:
            prompt = previous[1] if previous is not None and previous[0] != speaker else None
            found.append(Passage(speaker, body, prompt))
        previous = (speaker, body)
    return found


# Contractions typed without their apostrophe that are no other word, given it back
# before anything reads the turn (a "she" is looked for as "she's"): "shes a nurse", "hes
# back", and "her names paige" ("name's", after whose name it is).
_NO_APOSTROPHE: Final = re.compile(
    r"(?<![\w'])(?:(?P<pronoun>(?-i:[Ss]he|[Hh]e))s"
    r"|(?:(?<=\bmy\s)|(?<=\bhis\s)|(?<=\bher\s)|(?<=\w's\s))(?P<name>name)s"
    r"(?=\s+(?!(?:are|were|and|of|on|in|for|to)\b)\w))(?![\w'])",
    re.IGNORECASE,
)


def _apostrophe(match: re.Match[str]) -> str:
    return f"{match.group('pronoun') or match.group('name')}'s"


def _clean_lines(content: str) -> list[str]:
    """Lines of ``content`` without control characters, code blocks and date headers."""
    text = content.replace("\r\n", "\n").replace("\r", "\n").replace("\u00a0", " ")
    text = _CONTROL.sub("", text.replace("’", "'").replace("‘", "'"))
    text = _NO_APOSTROPHE.sub(_apostrophe, text)
    lines: list[str] = []
    fence: str | None = None
    for line in text.split("\n"):
        if fence is not None:
            if line.lstrip().startswith(fence):
                fence = None
            continue
        opener = _FENCE.match(line)
        if opener is not None:
            fence = opener.group(1)
            continue
        lines.append("" if _DATE_LINE.fullmatch(line) else line)
    return lines


def _speaker_labels(lines: list[str]) -> list[_Label]:
    """Turn starts, following the chunker's rule: a label counts when it is a known role,
    carries a timestamp, occurs twice, or when most lines are labelled."""
    candidates: list[_Label] = []
    nonblank = 0
    for index, line in enumerate(lines):
        if not line.strip():
            continue
        nonblank += 1
        label = _label(line, index)
        if label is not None:
            candidates.append(label)
    if not candidates:
        return []
    candidates = drop_stray_lower_case(candidates, SPEAKER_ROLES, nonblank)
    if not candidates:
        return []
    counts: dict[str, int] = {}
    for cand in candidates:
        counts[cand.key] = counts.get(cand.key, 0) + 1
    has_role = any(cand.key in SPEAKER_ROLES for cand in candidates)
    mostly_labelled = 2 * len(candidates) >= nonblank
    return [
        cand
        for cand in candidates
        if cand.key in SPEAKER_ROLES
        or cand.stamped
        or counts[cand.key] >= 2
        or has_role
        or mostly_labelled
    ]


def _label(line: str, index: int) -> _Label | None:
    if ":" not in line[: _MAX_LABEL_CHARS + 1]:
        return None
    match = _LABEL.match(line, 0, _MAX_LABEL_CHARS + 8)
    if match is None or match.end() > _MAX_LABEL_CHARS:
        return None
    name = " ".join(match.group("name").split())
    key = name.casefold()
    stamped = match.group("stamp") is not None
    if key not in SPEAKER_ROLES:
        if key in NOT_SPEAKERS or key.split(" ")[0] in NOT_SPEAKERS:
            return None
        if is_lower_case_name(name):  # kept only in a chat of such names (`_speaker_labels`)
            texted = reads_as_texting(line[match.end() :])
            name = " ".join(word[0].upper() + word[1:] for word in name.split(" "))
            return _Label(index, match.end(), name, key, stamped, True, texted)
        # Speaker names are written in title case ("Dr. Smith", "Speaker 2"); a lower-case
        # word means an ordinary sentence such as "The plan is: ...".
        words = name.split(" ")
        if not words[0][0].isupper() or not all(w[0].isupper() or w[0].isdigit() for w in words):
            return None
    return _Label(index, match.end(), name, key, stamped)


# --- sentences ----------------------------------------------------------------------

_HEADING: Final = re.compile(r"[ \t]{0,3}#{1,6}(?:[ \t]|$)")
_RULE: Final = re.compile(r"[ \t]*(?:[-*_=][ \t]*){3,}")
_BULLET: Final = re.compile(
    r"[ \t]*(?:>[ \t]*)*(?:(?:[-*+•·▪◦‣–—]|\d{1,3}[.)])[ \t]+)(?:\[[ xX]\][ \t]+)?"
)
_QUOTE: Final = re.compile(r"[ \t]*(?:>[ \t]*)+")
# Bounded lengths keep unclosed brackets from being re-scanned to the end of the line.
_IMAGE: Final = re.compile(r"!\[[^\]]{0,300}\]\([^)\s]{0,500}\)")
_LINK: Final = re.compile(r"\[([^\]]{1,300})\]\([^)\s]{0,500}\)")
_EMPHASIS: Final = re.compile(r"\*\*|__|~~|`|(?<!\w)\*(?=\S)|(?<=\S)\*(?!\w)")
_EMOJI: Final = re.compile(
    r"[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]+"
    r"|(?<!\w)(?::-?[()DPpOo/|]|;-?\)|<3|\^_\^|xD)(?!\w)"
)
_KEY_VALUE: Final = re.compile(
    r"[ \t]*(?P<key>[A-Za-z][A-Za-z ]{0,30}?)[ \t]*:[ \t]+(?P<value>\S.*)"
)
# "Key: value" lines of a profile or notes page, restated as first-person sentences so
# that they go through the same rules as everything else.
_KEY_SENTENCES: Final = {
    "name": "My name is {}",
    "full name": "My name is {}",
    "age": "I'm {}",
    "birthday": "My birthday is {}",
    "date of birth": "My birthday is {}",
    "dob": "My birthday is {}",
    "born": "I was born {}",
    "location": "I live in {}",
    "city": "I live in {}",
    "home": "I live in {}",
    "lives in": "I live in {}",
    "based in": "I live in {}",
    "country": "I live in {}",
    "hometown": "I'm from {}",
    "nationality": "I'm {}",
    "job": "My job is {}",
    "job title": "My job is {}",
    "occupation": "My job is {}",
    "profession": "My job is {}",
    "role": "My job is {}",
    "position": "My job is {}",
    "employer": "I work at {}",
    "company": "I work at {}",
    "works at": "I work at {}",
    "diet": "My diet is {}",
    "allergies": "I'm allergic to {}",
    "allergy": "I'm allergic to {}",
    "allergic to": "I'm allergic to {}",
    "languages": "I speak {}",
    "speaks": "I speak {}",
    "hobbies": "My hobbies are {}",
    "interests": "My interests are {}",
    "likes": "I like {}",
    "dislikes": "I dislike {}",
    "pets": "My pets are {}",
    "partner": "My partner is {}",
    "spouse": "My spouse is {}",
    "wife": "My wife is {}",
    "husband": "My husband is {}",
    "pronouns": "My pronouns are {}",
    "relationship status": "My relationship status is {}",
    "relationship": "My relationship status is {}",
}
_FAVOURITE_KEY: Final = re.compile(r"(?:favou?rite|fave)\s+(\w+(?:\s+\w+)?)", re.IGNORECASE)


def _sentences(text: str, prose: bool) -> list[str]:
    """Sentences of a passage: one per bullet or line unless a line runs on in lower case."""
    blocks: list[str] = []
    current: list[str] = []
    for raw in text.split("\n"):
        line = raw.rstrip()
        if not line.strip() or _HEADING.match(line) or _RULE.fullmatch(line) or "|" in line[:2]:
            _flush(current, blocks)
            continue
        bullet = _BULLET.match(line)
        if bullet is not None:
            line = line[bullet.end() :]
        else:
            quote = _QUOTE.match(line)
            if quote is not None:
                line = line[quote.end() :]
        # Runs of spaces collapse here so that no later pattern walks them repeatedly.
        line = " ".join(_inline(line).split())
        if not line:
            continue
        if prose and (restated := _key_value(line)) is not None:
            _flush(current, blocks)
            blocks.append(restated)
            continue
        runs_on = (
            current
            and bullet is None
            and line[0].islower()
            and current[-1][-1:] not in {".", "!", "?", "…", ":", ";"}
        )
        if not runs_on:
            _flush(current, blocks)
        current.append(line)
    _flush(current, blocks)
    found: list[str] = []
    for block in blocks:
        found.extend(split_sentences(block))
    return found


def _flush(current: list[str], blocks: list[str]) -> None:
    if current:
        blocks.append(" ".join(current))
        current.clear()


def _inline(line: str) -> str:
    # Each substitution is skipped when its trigger characters are absent: most lines
    # are plain text and this runs on every line.
    if "](" in line:
        line = _LINK.sub(r"\1", _IMAGE.sub("", line))
    if "*" in line or "_" in line or "~" in line or "`" in line:
        line = _EMPHASIS.sub("", line)
    if (
        not line.isascii()
        or ":" in line
        or ";" in line
        or "<" in line
        or "^" in line
        or "xD" in line
    ):
        line = _EMOJI.sub(" ", line)
    return line


_SENTENCE_VALUE: Final = re.compile(
    r"(?:i|i'm|i've|we|we're|we've|the\s+user|he|she|they)\s+\w",
    re.IGNORECASE,
)


def _key_value(line: str) -> str | None:
    match = _KEY_VALUE.fullmatch(line)
    if match is None:
        return None
    key = " ".join(match.group("key").lower().split())
    value = match.group("value").strip().rstrip(".")
    template = _KEY_SENTENCES.get(key)
    if template is not None and _SENTENCE_VALUE.match(value):
        # "Home: the user lives in Leeds": the value is a sentence already, with its own
        # subject and verb; the template would say "lives in" twice
        return f"{value[:1].upper()}{value[1:]}."
    if template is not None:
        return template.format(value) + "."
    favourite = _FAVOURITE_KEY.fullmatch(key)
    if favourite is not None:
        return f"My favourite {favourite.group(1)} is {value}."
    return None


# --- clauses ------------------------------------------------------------------------

FIRST_PERSON: Final = re.compile(
    r"(?<![\w'])(?:i|i'm|i've|i'd|i'll|im|ive|me|my|mine|myself|we|we're|we've|we'd|we'll"
    r"|(?-i:us|Us)|our|ours|ourselves)(?![\w'])",
    re.IGNORECASE,
)
"""A first-person word: the clause says something about its speaker."""

_FP_START = r"(?:i|i'm|im|i've|ive|i'd|i'll|my|we|we're|we've|we'll|we'd|our)(?![\w'])"
_STARTS_FIRST_PERSON: Final = re.compile(_FP_START, re.IGNORECASE)
# "..., and they offered me a place on Thursday": what an employer, a school or a club
# did to the speaker, told of "they" after the speaker's own deed; a clause of its own,
# which reads as the speaker's ("I was offered a place on Thursday").
_THEY_TO_ME: Final = (
    r"they\s+(?:offered|gave|sent|paid|awarded|hired|promoted|accepted|shortlisted|chose"
    r"|picked|selected|appointed|interviewed)\s+(?:me|us)(?![\w'])"
)
# "I moved out of my mate's flat, me and Aoife got a place in Earlsdon": "me and" someone
# with a verb after them opens a clause of its own ("Aoife and I got a place").
_ME_AND: Final = (
    r"me\s+and\s+(?:(?:my|our)\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:are|were|have|had|will|'re|'ve"
    rf"|[a-z]+ed|{alternation(IRREGULAR_PAST)})(?![\w'])"
)
# "I sold my car, and Glenford moved in with me": after the speaker's own deed, a named
# someone's with a past verb of its own is a clause of its own (not "Tom and I", nor
# "I met Ana and Tom", whose "Tom" has no verb after it).
_NAMED_DID: Final = (
    rf"(?!(?i:{WEEKDAY}|{MONTH}|christmas|easter|today|tonight|yesterday)\b)"
    r"(?-i:[A-Z])[\w'-]+\s+(?!and\b|had\s+to\b)(?:just\s+|finally\s+|also\s+)?"
    # not what someone said back ("... and Teun said yes")
    r"(?!(?:said|told|thought|reckoned|asked|replied|agreed|answered)\b)"
    rf"(?-i:[a-z]+ed|{alternation(IRREGULAR_PAST)})(?![\w'])"
)
_NAMED_DID_AT: Final = re.compile(rf",?\s+and\s+{_NAMED_DID}")
# "Mum says the house is sold and Tom got the job": all of it is what was passed on
_PASSED_ON: Final = re.compile(
    r"\b(?:says|said|told\s+(?:me|us)|tells\s+(?:me|us)|heard|reckons|thinks)\b", re.IGNORECASE
)
_COMPOUND: Final = re.compile(
    rf"\s*;\s*(?={_FP_START})"
    rf"|,?\s+(?:and|but|plus|so|and\s+also|but\s+also|and\s+now|and\s+then)\s+(?={_FP_START})"
    rf"|,\s+(?={_FP_START})"
    rf"|,?\s+(?:and|and\s+then|then)\s+(?={_THEY_TO_ME})|,\s+(?={_THEY_TO_ME})"
    rf"|,\s+(?={_ME_AND})"
    rf"|,?\s+and\s+(?={_NAMED_DID})",
    re.IGNORECASE,
)
# "... on Tuesday and Aroha and I are doing it up", "She came back at Easter, and Maria and
# I talked all night", "..., and my sister and I went to Paris": a half of its own whose
# subject is a name or a relative joined to "I".
_AND_PAIR_HALF: Final = re.compile(
    rf""",?\s+and\s+(?=(?-i:[A-Z])[\w'-]+\s+and\s+I(?:\s+(?:are|were|have|had|will|got)|'ve|'ll)\b)
    # (any other verb only after a comma: "purple and gold and I looked" is one clause)
    |(?P<any_verb>,\s+and\s+)(?=(?:(?-i:[A-Z])[\w'-]+|(?-i:my|our)\s+(?:[\w'-]+\s+){{0,2}}?[\w'-]+)\s+and\s+I
    (?:'ll|'d|\s+(?:(?:just|finally|both|also|then|now|still|always|usually|often|sometimes
    |never|normally|generally)\s+)?(?:live|work|love|like|go|play
    |run|share|own|do|get|(?-i:[a-z]+ed)|{alternation(IRREGULAR_PAST)}))\b)""",
    re.VERBOSE,
)
_PAIR_FIRST: Final = re.compile(r"(?:(?-i:[A-Z])[\w'-]+|(?-i:my|our)\s+[\w'-]+)\s+and\s+I\b")
# A half opening with "my"/"our" must have a verb of its own; otherwise it is part of a
# list ("I like pizza, my mom's lasagne and sushi").
_POSSESSIVE_START: Final = re.compile(r"(?:my|our)\s", re.IGNORECASE)
_POSSESSIVE_CLAUSE: Final = re.compile(
    r"(?:my|our)\s+(?:[\w'-]+\s+){0,3}?(?:and\s+(?:i|we)\s+)?"  # "my wife Hedda and I are"
    r"(?:is|are|was|were|has|have|had|does|doesn't|did|didn't|will|can|just|also|\w+ed|\w+s"
    # "my dad sold the old car" (not "my wife took me", "my wife and I got married", "my
    # mother came to visit and I cooked": the speaker in it, or what the visit was for)
    r"|sold|won|lost|found|bought|built|caught|wrote|broke)\b",
    re.IGNORECASE,
)
_FILLER: Final = re.compile(
    r"""^(?:
      (?:(?:note|reminder)\s+(?:for\s+later|to\s+self|for\s+the\s+future)\s*(?::|[-–—](?=\s))
       |(?:to-?do|to\s+do|memo)\s*:
       |(?:background|context|heads\s+up|psa)\s*:
       |(?:it\s+)?turns\s+out|apparently|guess\s+what
       |oh|ah|aw|well|so|um+|uh+|er+|hmm+|mm+|yeah|yes|yep|yup|nope|nah|ok|okay|k|sure
       # "no, ..."; but "no class on Monday", "no school tomorrow", "no plumber coming
       # Thursday": nothing on that day
       |no(?!\s+[a-z]+(?:\s+[a-z]+)?\s+(?:on|this|next|tomorrow|today|tonight|coming|visiting)\b)
       |sadly|luckily|unfortunately|fortunately|thankfully  # "Sadly Pip had an operation"
       |right|alright|actually|honestly|basically|anyway|anyways|btw|by\s+the\s+way|fyi|also
       |and|but|plus|then|(?-i:n)(?=\s+(?:my|i|we|me|our)\s)  # "oh n my nan had a fall"
       |ha(?:ha)*|hah|lol|lmao|hey|hi|hello|oh\s+well|cool|great|nice|awesome
       |ooh+|wow|omg|aw+|yay|phew|ugh|sorry|amazing|brilliant|lovely|wonderful|gosh|blimp
       |damn|dang|darn|oops|whoops|ouch|yikes|jeez|geez
       |my\s+(?:gosh|god|goodness|word|days|heavens|lord)  # "Oh my gosh, congrats!"
       |(?:it|that)(?:['’]s|\s+is)\s+(?:so\s+|really\s+|a\s+bit\s+)?(?:tricky|hard|difficult
         |complicated|awkward|tough)\s+(?:because|cos|cause|since)(?=\s+(?:i|i['’]m|i['’]ve|we
         |we['’]re|we['’]ve)\s)
       |congrats|congratulations|fair\s+enough|ah\s+well|oh\s+no|no\s+way|honestly
       |not\s+(?:too\s+|so\s+)?bad(?=\s*,)|can['’]?t\s+complain(?=\s*,)
       |(?:thanks|thank\s+you|thx|ty)(?:\s+(?:so|very)\s+much)?\s+for\s+(?:asking|checking\s+in
         |checking|the\s+[\w'-]+|your\s+[\w'-]+|that)
       |perfect|thanks|thank\s+you|fun\s+fact|just\s+so\s+you\s+know|for\s+the\s+record
       |for\s+context|for\s+reference|as\s+i\s+(?:said|mentioned)|like\s+i\s+said|as\s+mentioned
       |(?:please\s+)?(?:remember|note|keep\s+in\s+mind|don't\s+forget|do\s+not\s+forget
         |be\s+aware|just\s+so\s+you're\s+aware)(?:\s+that)?
       |(?:i\s+)?(?:should|forgot\s+to|wanted\s+to|want\s+to|have\s+to|need\s+to|must)\s+
         (?:also\s+|just\s+)?(?:mention|tell\s+you|say|add|let\s+you\s+know)(?:\s+that)?
       |(?:just\s+)?(?:a\s+)?(?:quick\s+)?(?:update|note|heads\s+up|reminder)
       |(?:great|good|big|some|exciting|sad|bad|happy|amazing|more|my|our)\s+(?:[a-z]+\s+)?news(?:\s+(?:tho|though|here|from\s+here|in\s+(?-i:[A-Z])[\w'-]+(?=\s*:)))?
         # "my big news is sport: ...": what the news is about, named before the colon
         (?:\s+(?:is|was)\s+(?:about\s+)?(?:the\s+|my\s+|our\s+)?[a-z]+(?:\s+[a-z]+)?(?=\s*:))?|in\s+fact|in\s+any\s+case|to\s+be\s+honest
       # "I've got news too, started a welding course on monday": the news is what follows
       |(?:i['’]?ve\s+got|i\s+have|i['’]ve|i\s+got)\s+(?:some\s+)?(?:(?:big|good|great|exciting
         |happy|sad|bad)\s+)?news(?:\s+(?:too|as\s+well|of\s+my\s+own))?(?=\s*[,:\-–—])
       |tbh|to\s+be\s+fair|if\s+i(?:'m|\s+am)\s+(?:honest|being\s+honest)|funnily\s+enough|guess\s+what|p\.?s\.?
       |first\s+thing(?=\s*[,:])|first\s+of\s+all|firstly|secondly
       # "what about you?" - "mine: sold my old telly", "me, bad news, ...": the speaker's
       # turn announced, before what they tell
       |mine(?=\s*[:,]\s)|me(?=\s*:\s|\s*,\s*(?:(?:bad|good|big|sad|great|some)\s+)?news\b)
       |(?:next|quick|another|one\s+more|last|random|different)\s+question(?=\s*[,:\-–—])
       |speaking\s+of\s+(?:which|(?:my\s+|the\s+)?[\w'-]+)(?=\s*[,:!]|\s+(?:i|we|my|our)\b)
       |unrelated|on\s+(?:an)?other\s+note|side\s+note|random(?:ly)?|in\s+other\s+news
       |(?:that|which|this|it)\s+reminds\s+me(?!\s+of\b)|now\s+that\s+i\s+think\s+(?:about|of)\s+it
       # "Swamped with work, but I finally ...": how the speaker is, before the news
       |(?:swamped|(?:super\s+|crazy\s+|so\s+)?busy|slammed|knackered|exhausted|tired|shattered
         |hectic\s+(?:week|day|month))(?:\s+(?:with|at|from)\s+[\w'-]+(?:\s+[\w'-]+)?
         |\s+as\s+(?:always|usual|ever))?(?=\s*,\s*but\b)
       # "Yes, on Friday, but I turned it down": when or how far the answer's unsaid half
       # goes, never the clause after "but"
       |(?:(?:on|last|this|in|at|over|during|back\s+in|early\s+in|late\s+in|around)\s+
         (?!(?:i|we|he|she|they|it|you)\b)(?:the\s+)?[\w'’-]+
         (?:\s+(?:of\s+)?(?!(?:i|we|he|she|they|it|you)\b)[\w'’-]+)?
         |yesterday|today|tonight|this\s+morning|last\s+night
         |(?:a|an|one|two|three|four|five|six|a\s+few|few)\s+(?:days?|weeks?|months?|years?)\s+ago
         |sort\s+of|kind\s+of|partly|mostly|almost|nearly|not\s+yet|in\s+a\s+way
         )(?=\s*,\s*but\s+(?:i|we|i['’]m|i['’]ve|we['’]re|we['’]ve|my|our)\s)
)
      (?:\s*[,:;!.\-–—]+\s*|\s+)
    )+""",
    re.IGNORECASE | re.VERBOSE,
)
# An aside between commas that says how the speaker takes the fact, not what it is.
_ASIDE: Final = re.compile(
    r",\s*(?:(?:funnily|oddly|strangely|weirdly|curiously)\s+enough|ironically|of\s+course)\s*,",
    re.IGNORECASE,
)
# "paid my invoice at last on Monday": relief before the day, no part of the deed (and a
# day after it would not be read as the deed's).
_AT_LAST: Final = re.compile(
    r"\s+at\s+(?:long\s+)?last(?=\s+(?:on|in|last|this|yesterday|today|after)\b)", re.IGNORECASE
)
# "My phone says I averaged 6,200 steps": what a device counts of the speaker is the
# speaker's own figure, no one's view.
_DEVICE_SAYS: Final = re.compile(
    r"""\b(?:my|the)\s+(?:phone|watch|smartwatch|fitbit|app|tracker|step\s+counter|pedometer
    |scales?)\s+(?:says|said|tells\s+me|told\s+me|shows|showed)\s+(?:that\s+)?
    (?=(?:i|i['’]m|im|i['’]ve|ive|my)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# Words that dispute what a device says: "my phone says I'm in Paris but I'm in Leeds".
_DISPUTED: Final = re.compile(
    r"\b(?:but|no\s+way|wrong|lies|lying|liar|broken|glitch\w*|apparently|supposedly|reckons)\b",
    re.IGNORECASE,
)


def _device_count(clause: str) -> str:
    """``clause`` with a device that counts the speaker left out ("My phone says I averaged
    6,200 steps" -> "I averaged 6,200 steps"), unless the clause disputes it."""
    if _DEVICE_SAYS.search(clause) is None or _DISPUTED.search(clause):
        return clause
    return _DEVICE_SAYS.sub("", clause)


# The words before a closing "so" that make it part of what is said.
_SO_KEPT: Final = "|".join(
    rf"(?<=\b{word})"
    for word in (
        "think",
        "hope",
        "guess",
        "said",
        "say",
        "says",
        "told you",
        "suppose",
        "believe",
        "expect",
        "fear",
        "do",
        "did",
        "does",
        "more",
        "less",
        "not",
        "if",
        "or",
        "and",
        "just",
        "ever",
        "quite",
        "thought",
        "hoped",
        "reckon",
        "imagine",
        "seems",
        "seemed",
        "why",
    )
)
_TRAILING: Final = re.compile(
    r"(?:[\s,;:\-–—]++(?:tbh|lol|lmao|haha+|hehe|honestly|though|tho|anyway|btw|imo|imho|xx?|:\)"
    # asides on the news itself: "I'm allergic to shellfish, who knew"
    r"|who\s+knew|go\s+figure|of\s+all\s+things|of\s+all\s+people|thank\s+god|thank\s+goodness"
    # the speaker's verdict on their own deed: "quit in May, best thing I ever did"
    r"|(?:the\s+)?(?:best|worst)\s+(?:thing|decision|move|idea)\s+(?:I(?:'ve)?\s+ever\s+(?:did|done|made|had)|ever)"
    r"|thankfully|finally|at\s+last|by\s+the\s+way|believe\s+it\s+or\s+not|no\s+joke|for\s+once"
    # what a sale was for, leaning on a thing said before: "sold the amp to help pay for it"
    # ("had to pay for them" is what they had to do, and stays)
    r"|(?<!\bhad\s)(?<!\bhave\s)(?<!\bhas\s)(?<!\bneed\s)(?<!\bneeds\s)(?<!\bgot\s)"
    r"(?:in\s+order\s+)?to\s+(?:help\s+)?(?:pay\s+for|cover|fund|put\s+towards)\s+(?:it|that|them)"
    # owning up, no news: "Fifty-two, if I'm honest"
    r"|if\s+i['’]?m\s+(?:being\s+)?honest|to\s+be\s+(?:honest|fair)|truth\s+be\s+told"
    r"|thanks\s+for\s+asking|thank\s+you\s+for\s+asking|send\s+help|pray\s+for\s+me"
    r"|(?:funnily|oddly|strangely|weirdly|curiously)\s+enough|ironically|weirdly|of\s+course"
    r"|don't\s+tell\s+(?:anyone|anybody|[\w'-]+)|trust\s+me|believe\s+me|i\s+swear|i\s+promise"
    # a texted sentence left hanging on its "so": "got a raise at the lift company so"
    # (not "I think so", "told you so", "even more so")
    rf"|(?<!,)(?<!\b(?:{_SO_KEPT})\s)so)?)+$",
    re.IGNORECASE,
)

# A request that closes a statement ("I'm allergic to shellfish, so please leave out the
# prawns"): asked of the listener, no fact of the speaker's.
_REQUEST_TAIL: Final = re.compile(
    r"(?<=\w)(?:,?\s+(?:so|and|but)\s+(?:please|could\s+you|can\s+you|would\s+you"
    # "..., and I'd like some help": the help asked for, not part of the news
    r"|i(?:'d|\s+would)\s+(?:like|love|appreciate)\s+(?:some\s+)?(?:help|advice|ideas"
    r"|suggestions|tips)\b)"
    # ", and suggest a budget": a request of the assistant, after a comma
    r"|,\s+(?:and\s+|then\s+)?(?:please\s+)?(?:suggest|recommend|give\s+me|write\s+me|draft"
    r"|help\s+me|tell\s+me|find\s+me|make\s+me|put\s+together|plan\s+me)\b"
    # ", so speak up", ", so quiet ideas pls": what the listener should do, for that reason
    r"|,?\s+so\s+(?:(?:speak|keep|make|go|be|avoid|skip|leave|use|bear|no)\s"
    r"|[^.!?]*\b(?:pls|plz|please)\b))[^.!?]*[.!]*$",
    re.IGNORECASE,
)

# Questions without a question mark: an interrogative followed by an auxiliary, or an
# auxiliary followed by its subject ("do you know", "is it raining").
_QUESTION: Final = re.compile(
    r"""^(?:
      (?:what|who|whom|whose|where|when|why|how|which)(?:'s|'re|'d)?\s+
        (?:is|are|was|were|do|does|did|can|could|would|should|will|have|has|had|about|much
         |many|long|often|far|old|come|else|if|exactly|should|the|a|you|your|to)\b
      |how's|what's|where's|who's|how\s+are|how\s+was
      |(?:do|does|did|can|could|would|should|will|is|are|am|was|were|have|has|had|shall|may
         |might|must|isn't|aren't|don't|doesn't|didn't|can't|won't|wouldn't|shouldn't|haven't
         |hasn't|wasn't|weren't)\s+
        (?:you|u|i|it|we|they|he|she|there|this|that|these|those|anyone|someone|anybody
         |somebody|y'all|ya|the|a|an|my|your|our|their|his|her)\b
      |(?:i\s+)?(?:wonder|was\s+wondering|am\s+wondering|'m\s+wondering)\b
      |wondering\b|any\s+(?:idea|ideas|tips|suggestions|thoughts|advice|recommendations)\b
      |anyone\s+know\b|(?:if|unless|whether|maybe|perhaps|what\s+if|suppose|imagine)\b
    )""",
    re.IGNORECASE | re.VERBOSE,
)
# Requests to the assistant and polite noise that happen to say "I" or "me".
_REQUEST: Final = re.compile(
    r"""^(?:
      (?:please\s+)?(?:tell|give|show|help|remind|let|excuse|pardon|send|write|explain|find
        |list|suggest|recommend|make|create|generate|summari[sz]e|translate|check|look|search
        |keep|save|update|forget|delete|book|schedule|set|add|remove|describe|compare|draft|fix
        |calculate|answer|ask|read|try|consider|pretend|act|assume|do|don't"""
    # "don't eat meat any more": a habit given up, no order
    + rf"(?!\s+\w+{GIVEN_UP})"
    + r"""|go
        |stop|wait|hold|continue|get|bring|teach|walk|guide|plan|sign|text|email
        |call(?!\s+me\s+\w)|mention|include|invite|thank)\b
      # "Just end with a thank-you to ...", "open the speech with ...": how to write it
      |(?:(?:just|then|and|also)\s+)?(?:end|open|close|finish|start)\s+(?:it\s+|(?:the|my)\s+\w+\s+)?
        with\b
      |please\b|let's\b|lets\b
      |i(?:'ve|\s+have|'d|\s+had)?\s+(?:got|gotta|have|need|must|better)\s+(?:to\s+)?
        (?:go(?!\s+back\s+to\s+(?:work|school|uni|college|the\s+office)\s+(?:on|tomorrow|next
        |in|after|from|this|at\s+the\s+(?:start|end))\b)|run|dash|fly
        |head\s+off|get\s+going)\b
      |i\s+(?:need|want|would\s+like|'d\s+like|'d\s+love|would\s+love)\s+(?:you|your\s+help)\b
      |i\s+(?:have|'ve\s+got|got)\s+(?:a|another|one\s+more|some)\s+(?:quick\s+)?questions?\b
      |i\s+(?:want|wanted|need|would\s+like|'d\s+like)\s+to\s+(?:ask|know|understand|find\s+out|learn\s+more\s+about|check)\b
      |i(?:'m|\s+am)\s+(?:just\s+)?(?:curious|wondering|asking|looking\s+for\s+(?:a\s+|some\s+)?(?:recommendations?|suggestions?|ideas?|advice|tips|help))\b
      |(?:now\s+)?i\s+need\s+(?:some\s+)?(?:help|advice|ideas|suggestions|recommendations|tips)\b
      # "Now I need a meal plan", "I need a simple cake recipe for forty": what the assistant
      # is asked to write
      |(?:now\s+)?i\s+need\s+(?:a|an|some)\s+(?:[\w-]+\s+){0,2}(?:recipes?|meal\s+plan
        |itinerary|packing\s+list|checklist|workout\s+plan|training\s+plan)
        (?=\s*(?:$|[.,;:!?]|(?:for|to|that|which|with|using|without|please|so)\b))
      |i\s+(?:would|'d)\s+(?:like|love)\s+(?:some\s+)?(?:help|advice|ideas|suggestions|tips)\b
      |i\s+(?:don't|do\s+not)\s+(?:know|understand|get\s+it|think\s+so|remember)\b
      |i(?:'m|\s+am)\s+not\s+sure\b
      |i\s+(?:think|guess|suppose|believe|hope)\s+(?:so|not)\b
      |(?:sounds|works|fine|good|ok|okay|great|perfect)\s+(?:\w+\s+)?(?:for|to|by|with)\s+me\b
      |(?:same|me\s+too|me\s+neither|you\s+and\s+me|lucky\s+me|poor\s+me|silly\s+me)\b
      |(?:nice|glad|pleased|good)\s+to\s+(?:meet|see|hear|know)\b
      |(?:thanks|thank\s+you|thx|ty)\b
      |(?:you|your|you're|you've|you'll)\b(?!\s+can\s+call\s+me\b)
    )""",
    re.IGNORECASE | re.VERBOSE,
)
# Words that carry no information on their own: a clause made only of these (plus "I")
# is small talk ("I agree", "I love it", "I'm fine, thanks", "I'll try that").
_LIGHT: Final = word_set(
    """i me my mine myself we us our ours ourselves you your yours it its that this these
    those so them they he she him her his there here one ones is am are was were be been
    being do does did done have has had will would can could should shall may might must
    not don't doesn't didn't won't wouldn't can't couldn't shouldn't isn't aren't wasn't
    weren't haven't hasn't i'm i've i'd i'll we're we've we'll we'd it's that's there's
    know knew think thought guess see saw get got mean meant agree understand try tried
    hope feel felt want need like love appreciate remember forget forgot say said tell told
    ask asked check wait go going come make sure suppose believe wonder bet care mind let
    just really very too also totally definitely actually now then again still yet already
    maybe probably well quite pretty kind sort of a an the to for with about in on at and
    or but yes no ok okay fine good great nice cool awesome perfect sorry back ready done
    alright right lol haha thanks thank please much lot lots more all some any exactly
    indeed true sense way thing things something anything nothing everything idea point
    question answer suggestion help advice tip tips info information response reply
    explanation example stuff bit little today soon later tonight tomorrow glad happy
    doing fine here there stuff what which who how why when where if never ever other
    imagine only""",
    None,
)
_WORD: Final = re.compile(r"[^\W_]+(?:'[^\W_]+)*")
_MAX_WORDS: Final = 60

# Trailing tags are a few words: looking for them only in a clause's last characters keeps
# a clause of thousands of words that look like tags (" x x x ...") from being rescanned
# from every position.
_TAIL_WINDOW: Final = 200


def _trailing_dropped(clause: str) -> str:
    """``clause`` without the tags and asides it ends on (:data:`_TRAILING`), read a window
    at a time from the end (starting at a space) while a whole window is tags."""
    while True:
        cut = max(0, clause.rfind(" ", 0, max(0, len(clause) - _TAIL_WINDOW)))
        trimmed = clause[:cut] + _TRAILING.sub("", clause[cut:])
        if cut == 0 or len(trimmed) > cut:
            return trimmed
        clause = trimmed


# An outing that nearly happened and did not, and the staying in it came to: what did not
# happen, and a day at home, no memory.
_NEARLY_THEN_STAYED: Final = re.compile(
    r"""^(?:we|i)\s+(?:nearly|almost)\s+[^.!?]*?\bbut\b[^.!?]*?\bso\s+(?:we|i)\s+
    (?:just\s+)?(?:stayed\s+(?:home|in|at\s+home|put)|went\s+(?:back\s+)?home|came\s+(?:back\s+)?home
    |turned\s+(?:back|round|around))\b""",
    re.IGNORECASE | re.VERBOSE,
)


def statements(passage: Passage) -> list[str]:
    """Clauses of a passage that may state a fact, cleaned and in reading order."""
    prose = passage.speaker is None
    found: list[str] = []
    for sentence in [
        half for said in _sentences(passage.text, prose) for half in _asked_apart(said)
    ]:
        if _NEARLY_THEN_STAYED.match(sentence):
            continue  # "We nearly drove to Kep, but the car wouldn't start, so we stayed home"
        occasions = occasions_named(sentence)  # "ideas for my son's 10th birthday on the 4th"
        sentence = reminder_read(sentence) or sentence  # "remind me to pay Ivo back"
        if _REMEMBER_ASKED.match(sentence) and ASKED_TO_REMEMBER.match(sentence):
            sentence = ASKED_TO_REMEMBER.sub("", sentence)[:-1] + "."  # "I'm vegetarian."
        if sentence.rstrip("\"')]").endswith("?"):
            # "Gus's manager is Lars, did you know?": a statement with a tag question;
            # "also I'm vegan, do I need ...?": after a filler word.
            said = _said_before_question(_strip_filler(sentence))
            if said is None:
                found.extend(occasions + described_in_request(sentence))
                continue
            sentence = said
        heading = _NEWS_HEADING.match(sentence.strip())
        if heading is not None and _OWN_HEADING.match(heading.group()):
            # "my news is good for once: won first prize" (read before the filler takes "my
            # news"; "Sad news from Tom: ..." is Tom's, left to the colon's reading)
            sentence = sentence.strip()[heading.end() :]
        for part in [*_colon_parts(_casual(_strip_filler(sentence))), *occasions]:
            part = ASKED_TO_REMEMBER.sub("", part)  # "remind me I'm picking mum up at 6"
            if part and (_ASKS.match(part) or _REQUEST.match(part)):
                # "can you suggest a card for my wife Wietske, she's turning 50": a question
                # or request typed without its mark, then a statement of its own
                told = _TOLD_AFTER_ASKING.search(part)
                if told is not None:
                    part = _told_of_one_asked_for(part[: told.start()], part[told.end() :])
                else:  # "add a line about ladders, because my colleague Ravi broke his wrist"
                    described = described_in_request(part)  # "... to Pip, who's two"
                    part = reason_told(part) or mention_told(part) or (described or [part])[0]
            if not part or (_QUESTION.match(part) and not done_or_had(part)):
                continue  # ("had flu all week" is news told without its "I")
            part = _device_count(_REQUEST_TAIL.sub("", part))
            for clause in _named_halves(_split_compound(part)):
                clause = _ASIDE.sub(",", clause)  # "..., funnily enough, even though ..."
                clause = _AT_LAST.sub("", clause)
                clause = _trailing_dropped(_strip_filler(clause).rstrip(".!…")).rstrip(".!…")
                clause = clause.strip()
                if clause and _informative(clause) and not _REQUEST.match(clause):
                    found.append(clause)
                elif clause and _REQUEST.match(clause):  # "I need help with a speech for
                    found.extend(described_in_request(clause))  # Ida, who's retiring"
    return found


# "...; which soap is gentlest?", "...; can you help me write a card?": a question after a
# semicolon, the statement before it a sentence of its own.
_SEMICOLON_QUESTION: Final = re.compile(
    r""";\s+(?=(?:can|could|would|will|should|do|does|is|are|how|what|which|where|when|who
    |why|any)\b[^;]*\?+[\"')\]]*$)""",
    re.IGNORECASE | re.VERBOSE,
)


def _asked_apart(sentence: str) -> list[str]:
    """``sentence`` as the statement and the question a semicolon joins ("My son has
    eczema; which soap is gentlest?" -> "My son has eczema.", "which soap ...?"), or whole."""
    found = _SEMICOLON_QUESTION.search(sentence)
    if found is None:
        return [sentence]
    return [f"{sentence[: found.start()].rstrip(',')}.", sentence[found.end() :]]


# A comma after a question or request, then a clause with a subject and "is"/"has" of its
# own: ", she's turning 50", ", I'm vegan", ", Wietske is turning 50" (a "she" named
# already).
# "dinners for a vegetarian who hates mushrooms? that's me btw": the one asked about, then
# the speaker saying it is them.
_ASKED_FOR_ONESELF: Final = re.compile(
    r"""\bfor\s+(?:a|an)\s+(?P<who>[a-z-]+)\s+who\s+(?P<verb>hates|loves|likes|has|eats|can't
    |cannot|doesn't|does\s+not|won't|is)\s+(?P<what>[^?.!,]+)\?\s+(?:that['’]?s|that\s+is
    |that['’]d\s+be|it['’]?s)\s+me(?:,?\s+(?:btw|by\s+the\s+way|lol|haha|tbh))?[.!]*\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_FIRST_PERSON_VERB: Final = {
    "hates": "hate", "loves": "love", "likes": "like", "has": "have", "eats": "eat",
    "can't": "can't", "cannot": "cannot", "doesn't": "don't", "does not": "do not",
    "won't": "won't", "is": "am",
}  # fmt: skip


def asked_for_oneself(text: str) -> str:
    """``text`` with "... for a vegetarian who hates mushrooms? that's me btw" closed by
    what the speaker says of themself: "... I'm a vegetarian. I hate mushrooms."."""
    found = _ASKED_FOR_ONESELF.search(text)
    if found is None:
        return text
    verb = _FIRST_PERSON_VERB[" ".join(found.group("verb").lower().split())]
    who, what = found.group("who").lower(), found.group("what").strip()
    article = "an" if who[0] in "aeiou" else "a"
    return f"{text[: found.end('what')]}? I'm {article} {who}. I {verb} {what}."


# "Can you remember I'm vegetarian?": a request to keep a statement, put as a question.
# Not "Will you remember my wife is pregnant if I close the app?": what the app keeps.
_REMEMBER_ASKED: Final = re.compile(
    rf"^{ASK_LEAD}(?:can|could)\s+you\b(?!.*\b(?:if|when|after|once|next\s+time)\b).*\?$",
    re.IGNORECASE,
)
_ASKS: Final = re.compile(
    r"""^(?!what\s+if\b)(?:what|who|where|which|why|how|can|could|would|will|do|does|did|should
    |any\s+(?:[\w-]+\s+){0,2}?(?:ideas?|tips|suggestions|recommendations|advice|thoughts))\b""",
    re.IGNORECASE | re.VERBOSE,
)
# (", my neighbour only speaks French", ", he only reads Greek": the one the request is
# for, then what they do, a verb in "-s" of their own.)
_TOLD_AFTER_ASKING: Final = re.compile(
    r""",\s+(?=(?:i'm|i\s+am|i've|i\s+have|he's|she's|he\s+is|she\s+is|he\s+has|she\s+has
    |we're|we've|(?-i:[A-Z])[a-z]+(?:'s|\s+is|\s+has))\s+[\w'-]+
    # "..., gone dairy-free since the spring", "..., just started a new job": own news with
    # its "I've" left out
    |(?:been|gone|just\s+[a-z]{3,}ed)\s+[\w'-]+\s+[\w'-]+
    # "..., my mate costin turns 50 on the 20th": a relative or a mate, named or not
    |(?:he|she|my\s+(?:RELATIVE)(?:\s+(?!(?:only|never|always|really|still|also)\b)
    [a-z][\w'-]+)??)\s+(?:(?:only|never|always|really|still|also)\s+)?
    (?!(?:is|was|has|says|thinks|wants|needs|asks)\b)[a-z]{2,}s\s+[\w'-]+)""".replace(
        "RELATIVE", alternation(RELATIVES | KIN_EXTRA | ROLES)
    ),
    re.IGNORECASE | re.VERBOSE,
)


# "translate this for my landlord": the one a request is for, whom a "he"/"she" after it is.
_ASKED_FOR: Final = re.compile(
    rf"\bfor\s+my\s+(?P<who>{alternation(RELATIVES | ROLES | KIN_EXTRA)})\s*$", re.IGNORECASE
)
_HE_SHE: Final = re.compile(r"^(?:he|she)\s+(?=[a-z])", re.IGNORECASE)


def _told_of_one_asked_for(asked: str, told: str) -> str:
    """``told``, the clause after a request ("he only reads Greek"), with its "he"/"she"
    the one ``asked`` is for ("translate this for my landlord") and without the text the
    request gave after a colon ("...: the boiler is broken again")."""
    told = re.split(r"\s*:\s", told, maxsplit=1)[0]
    found = _ASKED_FOR.search(asked)
    if found is not None:
        told = _HE_SHE.sub(f"my {found.group('who').lower()} ", told, count=1)
    return told


# "Big news: we're moving to Hull", "Ana asked me to tell you: she got the grant": a
# frame, a colon, then a clause that stands on its own. The clause after the colon opens
# with a subject: a pronoun or a capitalised name followed by a lower-case word.
_COLON_CLAUSE: Final = re.compile(
    rf":\s+(?=(?:{_FP_START}|(?:he|she|they|it)(?![\w'])|(?-i:[A-Z])[\w'-]+\s+(?-i:[a-z]))"
    r"\S*\s+\S+\s+\S)",
    re.IGNORECASE,
)


# "Big news on my end, I started at ...", "Some sad news from me - Gran died": news
# announced before a comma or a dash, then told in a clause with a subject of its own
# (the filler stripper may have taken "big news" already, leaving "on my end, ...").
_NEWS_LEAD: Final = re.compile(
    rf"""^(?:(?:so|and|ok|okay|right|well|oh|anyway)[,!\s]+)?
    (?:(?:(?:big|some|good|great|bad|sad|exciting|huge|massive|random|quick|fun|happy|more)
    \s+)+(?:news|update)\s*)?(?:(?:on|from|at)\s+(?:my|this|our)\s+(?:end|side)\s*
    |from\s+(?:me|here|us)\s*|here\s*)?(?<=\w|\s)(?:,|\s[-–—]|(?<=\s)[-–—])\s*
    (?=(?:{_FP_START}|(?-i:[A-Z])[\w'-]+\s+(?-i:[a-z])))""",
    re.IGNORECASE | re.VERBOSE,
)


# "My big news is sport:", "Our news this week:", "my news is good for once:": the news
# announced with a word or three of what kind it is, then told after the colon, however
# the clause opens ("on Sunday I rode ...").
_NEWS_HEADING: Final = re.compile(
    r"""^(?:(?:my|our|the|some|other|more)\s+)?(?:(?:big|main|other|real|good|bad|sad|happy
    |exciting|own|latest|only)\s+){0,2}news(?:\s+(?:is|was|this\s+(?:week|month|year)))?
    (?:\s+(?!(?:that|I|we|he|she|they|my|our)\b)[\w'-]+){0,3}\s*:\s+(?=\S+\s+\S+\s+\S)""",
    re.IGNORECASE | re.VERBOSE,
)

_OWN_HEADING: Final = re.compile(
    r"(?:my|our)\s(?!.*(?-i:[A-Z]))(?!.*\b(?:about|from|re|via)\b)", re.IGNORECASE
)


def _colon_parts(sentence: str) -> list[str]:
    """A sentence split where a colon introduces a clause of its own; else the sentence.
    News announced before a comma is left off ("Big news, I got the job")."""
    sentence = _NEWS_LEAD.sub("", sentence, count=1)
    if (heading := _NEWS_HEADING.match(sentence)) is not None:
        return [sentence[heading.end() :]]  # "My big news is sport: on Sunday I rode ..."
    match = _COLON_CLAUSE.search(sentence)
    if match is None or not sentence[: match.start()].strip():
        return [sentence]
    if names_listed(sentence[match.end() :]):
        return [sentence]  # "We've two goats: Pip and Rolo": the names of what was counted
    frame, clause = sentence[: match.start()].strip(), sentence[match.end() :]
    if not_said_as_own(frame, clause):
        return [frame]  # a wish or another's words: the clause is not the speaker's
    clause = _strip_filler(clause)
    return [frame, f"{days} {clause}" if (days := on_the_days(frame, clause)) else clause]


def _strip_filler(text: str) -> str:
    text = text.strip()
    match = _FILLER.match(text)
    return text[match.end() :].strip() if match is not None else text


def _casual(text: str) -> str:
    """Chat spellings made regular: "i", "im", "dont", "gonna", "name's", and "me" for
    "my" in "me mam's started talking to him" (Northern English, Irish and Scots)."""
    text = _SHORT_MONTH.sub(_month_in_full, text)
    return casual_spelled(my_for_me(text))


# "the 15th of feb", "feb 15th", "on 3 sept": a month cut short next to a day of it ("2 dec
# chairs" is no date).
_SHORT_MONTHS: Final = {
    "jan": "January",
    "feb": "February",
    "mar": "March",
    "apr": "April",
    "jun": "June",
    "jul": "July",
    "aug": "August",
    "sep": "September",
    "sept": "September",
    "oct": "October",
    "nov": "November",
    "dec": "December",
}
# Months that are no other word, as chat types them ("april 20"); not "may" or "march".
_LOWER_MONTHS: Final = word_set(
    "january february april june july august september october november december", None
)
# A part of a month: "(till) the end of (August)", "(since the) middle of (May)".
MONTH_EDGE: Final = r"(?:end|start|beginning|middle)"
# After a day and its month ("3 February") with no preposition before them: the clause
# ends, or goes on with a preposition or an "-ing" verb ("ready 1 March", "pulled a muscle
# 3 feb playing football"), so the day is when; before a noun ("2 dec chairs", "the 2
# March meeting") it describes one. (The dates read it too.)
DAY_STANDS_ALONE: Final = r"""(?:\s*(?:[,;:!?)]|\.(?!\w)|$)
    |\s+(?:at|in|on|for|and|but|so|to|with|from|till|until|then)\b|\s+[a-z]+ing\b)"""
_SHORT_MONTH: Final = re.compile(
    rf"""(?P<before>\b\d{{1,2}}(?:st|nd|rd|th)\s+(?:of\s+)?|\b\d{{1,2}}\s+of\s+
    |\b(?:on|from|until|till|by|since|due|expires?)\s+\d{{1,2}}\s+  # "due 30 oct"
    |\b{MONTH_EDGE}\s+of\s+  # "till end of aug": a part of the month
    # "he came back in oct", "since sept": a month alone after a preposition of time
    # (not "mar", "jan", which are words or names too; after "from" and "by", which take
    # people as well, not "dec" and "jun" either: "got a lift from dec")
    |\b(?:in|since|until|till|early|late|mid)\s+(?=(?-i:[a-z]))(?!mar\b|jan\b)
    |\b(?:from|by)\s+(?=(?-i:[a-z]))(?!mar\b|jan\b|dec\b|jun\b))
    (?P<month>{"|".join(_SHORT_MONTHS)})\.?(?![\w'-])
    |(?P<month2>{"|".join(_SHORT_MONTHS)})\.?\s+(?=\d{{1,2}}(?:st|nd|rd|th)(?![\w'-]))
    # "bday is 19 aug, she ...", "ready 1 mar", "pulled a muscle 3 feb playing football": a
    # bare day number and a month cut short, where the clause ends or goes on to a
    # preposition or a verb in "-ing" ("2 dec chairs" stays)
    |(?P<day3>\b\d{{1,2}}\s+)(?P<month3>{"|".join(_SHORT_MONTHS)})\.?(?={DAY_STANDS_ALONE})
    # "gets married apr 20", "back on august 3": a month, cut short or typed in lower case,
    # before a bare day number where the clause ends or goes on to a preposition ("apr 20
    # quid", "august 3 times" stay)
    |(?P<month4>{"|".join(_SHORT_MONTHS)}|{alternation(_LOWER_MONTHS)})\.?
    \s+(?=\d{{1,2}}(?:st|nd|rd|th)?{DAY_STANDS_ALONE})""",
    re.IGNORECASE | re.VERBOSE,
)


def _month_in_full(match: re.Match[str]) -> str:
    if match["month"] is not None:
        return f"{match['before']}{_SHORT_MONTHS[match['month'].lower()]}"
    if match["month3"] is not None:
        return f"{match['day3']}{_SHORT_MONTHS[match['month3'].lower()]}"
    if match["month4"] is not None:
        month = match["month4"].lower().rstrip(".")
        return f"{_SHORT_MONTHS.get(month, month.capitalize())} "
    return f"{_SHORT_MONTHS[match['month2'].lower()]} "


# "u" typed for "you" in a question put to the one answering: "where are u living now".
_YOU_TYPED_U: Final = re.compile(r"(?<![\w'’.-])u(?![\w'’.-])")


def you_spelled(prompt: str | None) -> str | None:
    """``prompt`` with a lower-case "u" written out as "you" ("u still at the bakery?"),
    so that a question typed in chat reads like one typed in full ("U" is a letter), and
    a question about "you" typed without its mark given one ("what u doing for work now")."""
    if not prompt:
        return prompt
    prompt = _YOU_TYPED_U.sub("you", prompt)
    prompt = _THEN_ASKED.sub("?", _PARTNER_ASKED.sub(r"your \g<new>partner", prompt))
    if "?" not in prompt and _UNMARKED_YOU.fullmatch(prompt.strip()):
        return prompt.rstrip(" .!") + "?"
    return prompt


# "Who's the new man in your life?": the one asked about is a partner.
_PARTNER_ASKED: Final = re.compile(
    r"""\bthe\s+(?P<new>new\s+)?(?:man|woman|guy|girl|fella|fellow|bloke|lady|lad)\s+in\s+
    your\s+life\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "Who's the lucky man, then?": "then" after a comma only leads back to what was said.
_THEN_ASKED: Final = re.compile(r",\s*then\s*\?", re.IGNORECASE)


# "what you doing for work now": one wh-question about "you", in one sentence, its "?" left
# off as in chat.
_UNMARKED_YOU: Final = re.compile(
    r"""(?:(?:so|and|ok|okay|oh)[,!]?\s+)?(?:what|which)\s+(?:(?:are|do|did|were)
    \s+)?you\s+[a-z][^.!,;]*""",
    re.IGNORECASE | re.VERBOSE,
)


_TAG_QUESTION: Final = re.compile(
    r"""(?P<statement>(?-i:[A-Z])[^?]*?\S),\s+(?:did\s+you\s+know|you\s+know|can\s+you\s+believe
    \s+it|would\s+you\s+believe\s+it|isn't\s+it|wasn't\s+it|innit)\s*\?+[\"')\]]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "two weeks ago I fainted ...", "on Friday, I ...": when, before the speaker's own clause.
_WHEN_LEAD: Final = r"""(?:(?:(?:a|an|one|two|three|four|five|six|a\s+few|\d+)\s+
    (?:days?|weeks?|months?|years?)\s+ago|a\s+fortnight\s+ago|yesterday|this\s+morning|last\s+(?:night|week|month|year
    |monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)|on\s+(?:monday|tuesday
    |wednesday|thursday|friday|saturday|sunday))\s*,?\s+)?"""
# How much of the question after the statement is read: up to 300 characters, a number's
# thousands comma allowed ("under 15,000 dollars?"); a longer sentence is read without
# the bound, its question comma-free (the bounded form would backtrack too long there).
_QUESTION_REST: Final = r"(?:[^,]|(?<=\d),(?=\d)){0,300}"
_QUESTION_REST_LONG: Final = r"[^,]*"


def _before_question(rest: str) -> re.Pattern[str]:
    """The statement before a question, which is read with ``rest`` (see above)."""
    return re.compile(
        rf"""(?:(?:also|oh|and|plus|btw|by\s+the\s+way|actually|well|so|ok|okay|quick\s+one
        |one\s+more\s+thing)[\s,]+)*
        (?P<statement>{_WHEN_LEAD}{_FP_START}[^?;]*?[^\s,;])(?:,|\s*[;–—]|\s+-)\s+(?:so\s+|and\s+|but\s+|then\s+)?
        (?=(?:can|could|would|will|should|do|does|did|is|are|was|were|how|what|which|where|when
        |who|why|any|anything|got)\b{rest}\?+[\"')\]]*$)""",
        re.IGNORECASE | re.VERBOSE,
    )


# "I'm lactose intolerant, so can you swap the cream?", "My son has asthma, what snacks
# ...?", "I've gone deaf in one ear; could you ...?": what the speaker says of themselves
# before asking.
_BEFORE_QUESTION: Final = _before_question(_QUESTION_REST)
# "Kit wants a road trip but I get carsick, is that a problem?", "Kit is vegan by the way,
# does that change the menu?": a statement inside a sentence that ends in a question.
_SAID_BEFORE_QUESTION: Final = re.compile(
    rf"""^(?:[^?]*?\s(?:but|and|because|though|although)\s+(?P<own>{_FP_START}[^?]*?[^\s,])
    |(?P<named>(?-i:[A-Z])[\w'-]+\s+(?:is|was|has|works|lives|can't|doesn't)\s[^?]*?[^\s,]))
    ,\s+(?:so\s+|and\s+|but\s+|then\s+)?(?=(?:can|could|would|will|should|do|does|did|is|are
    |was|were|how|what|which|where|when|who|why|any|anything|got)\b
    {_QUESTION_REST}\?+[\"')\]]*$)""",
    re.IGNORECASE | re.VERBOSE,
)


_MAX_QUESTION_CHARS: Final = 400
_BEFORE_QUESTION_LONG: Final = _before_question(_QUESTION_REST_LONG)
_UNSURE: Final = re.compile(
    r"\b(?:if|whether|maybe|perhaps|might|would|could|should|think|thinks|says|said)\b",
    re.IGNORECASE,
)


_MADE_UP: Final = re.compile(
    r"(?:my|our)\s+(?:main\s+)?(?:character|protagonist|hero|heroine|villain|story|novel|npc|oc)\b",
    re.IGNORECASE,
)


def _said_before_question(sentence: str) -> str | None:
    """The statement in ``sentence`` before its closing question, if it has one."""
    # (a long run-on sentence is read without commas in figures: each try of the digit-comma
    # reading would scan to its end, in time quadratic in its length)
    before = _BEFORE_QUESTION if len(sentence) <= _MAX_QUESTION_CHARS else _BEFORE_QUESTION_LONG
    tagged = _TAG_QUESTION.match(sentence) or before.match(sentence)
    if tagged is not None:
        if _MADE_UP.match(tagged.group("statement")):
            return None  # "My character Tom lost his wife, how would he cope ...?": a story
        return tagged.group("statement")
    if len(sentence) > _MAX_QUESTION_CHARS:
        return None  # its lazy halves would cost quadratic time on a run-on sentence
    said = _SAID_BEFORE_QUESTION.match(sentence)
    if said is None or _UNSURE.search(said.group()):
        return None
    return str(said.group("own") or said.group("named"))


# "Yemi runs the design team and Yemi's manager is Quentin": a named subject opening
# the second half, with a verb or a possessive after it.
_NAMED_HALF: Final = re.compile(
    r"\s+(?:and|but)\s+(?=(?-i:[A-Z])[\w-]+(?:'s\s+[\w-]+)?\s+(?:is|was|has|works|lives|runs"
    r"|leads|manages|owns|just|also|starts|started|joined|moved|moves)\b)"
)


# "My sister ran the Leeds 10k in May and this year she's doing the marathon": two things
# one relative did, the second told with "he"/"she" of the relative's sex.
_KIN_THEN_PRONOUN: Final = re.compile(
    r"""^(?P<who>(?:my|our)\s+(?P<kin>[\w-]+)(?:\s+(?-i:[A-Z])[\w-]+(?:['’](?!s\b)[\w-]+)?)?)
    \s+(?!and\b|or\b)(?-i:[a-z])[^,;:]*?
    (?P<cut>,?\s+and\s+(?P<when>(?:(?:this|next|last)\s+(?:year|month|week|time)|then|now)
    ,?\s+)?)(?P<pronoun>she|he)(?P<rest>(?:['’]s|\s+)[^.!?]*[.!?]*)$""",
    re.IGNORECASE | re.VERBOSE,
)


def _kin_halves(sentence: str) -> list[str]:
    """``sentence`` split in two when a relative named by kin does two things and the second
    is told with a "he"/"she" of the relative's sex ("My sister ran ... and she's doing ...");
    the second half names the relative again."""
    found = _KIN_THEN_PRONOUN.match(sentence)
    if found is None:
        return [sentence]
    kin, pronoun = found.group("kin").lower(), found.group("pronoun").lower()
    if kin not in (FEMALE_KIN if pronoun == "she" else MALE_KIN):
        return [sentence]
    when, rest = found.group("when") or "", found.group("rest")
    if rest[:1] in "'’":  # "she's vegan": said of the relative, "'s" is "is" or "has"
        rest = f" {s_verb(rest[2:])}{rest[2:]}"
    second = f"{when}{found.group('who')}{rest}"
    return [sentence[: found.start("cut")], second[:1].upper() + second[1:]]


# "Started at Initech on Monday, my commute is longer": an "I" left out before a past verb;
# the sentence splits as if it were there.
_SUBJECTLESS: Final = re.compile(
    r"(?:(?:and|also|but)\s+)?(?:just\s+|finally\s+)?(?:started|moved|joined|quit|bought|booked|passed|won|ran"
    r"|finished|adopted|graduated|retired|got|failed|lost|broke|sprained|twisted|crashed)\s",
    re.IGNORECASE,
)


# A comma, then the speaker's own clause: "I", "I'm", "we've" and a word after it, or a
# consequence of the news in it (", so we might move to Seattle").
_SPLICED_SPEAKER: Final = re.compile(
    r",\s+(?:so\s+)?(?=(?:i|i'm|im|i've|ive|i'd|i'll|we|we're|we've|we'll|we'd)\s+[\w'])",
    re.IGNORECASE,
)
# A clause with a finite verb of its own ("Music is a big part of my life"), not one that
# leans on what follows ("If it rains", "As a kid", "The day after the wedding").
_FINITE: Final = re.compile(
    r"\b(?:is|was|are|were|has|have|had|does|did|will|can|could|would|should|might|must"
    rf"|[a-z]+ed|{alternation(IRREGULAR_PAST)})\b|\w['’](?:s|re|ve|ll|d)\b",
    re.IGNORECASE,
)
_LEANS_ON_NEXT: Final = re.compile(
    r"""\W*(?:if|when|whenever|because|cos|cause|since|as|although|though|while|whilst|once
    |after|before|until|till|unless|assuming|provided|providing|supposing|barring|in\s+case
    |even|whether|so|that|which|who|where|like|not|no|yes
    |yeah|yep|ok|okay|well|oh|honestly|apparently|sorry|thanks|thank|lol|haha|anyway
    |also|plus|but|and|then|now|mind\s+you)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "I've been back at work since May and the back is fine": a clause of its own after the
# speaker's.
_AND_THE: Final = re.compile(
    r",?\s+(?:and|but)\s+(?=the\s+(?:[\w-]+\s+){1,2}?(?:is|was|are|were)\s)", re.I
)


# A clause that opens on a name or two, then its verb: "Tom sold", "Oona and Piet have".
_NAMED_FIRST: Final = re.compile(
    r"(?!(?:The|This|That|These|Those|My|Our|Your|It|He|She|They|We|His|Her|Their|Its|There"
    r"|What|When|Where|Who|Why|How|If|So|But|And|Then|Yes|No)\b)"
    r"(?-i:[A-Z])[a-z]+(?:\s+(?:and|&)\s+(?-i:[A-Z])[a-z]+)?\s+(?-i:[a-z])"
)


def and_apart(clause: str) -> tuple[str, str] | None:
    """``clause`` as the two sentences "and" joins when one is the speaker's own: "I've
    been back at work since May and the back is fine", "Eleri is already crying about it
    and we live in Amlwch"; None otherwise. The extractor reads the halves apart only
    when the whole forms nothing."""
    if _STARTS_FIRST_PERSON.match(clause) is not None:
        found = _AND_THE.search(clause)
    elif _PRONOUN_FIRST.match(clause) is not None:
        # "It opened on the 1st as planned, and I sold eleven pieces": a deed of the
        # speaker's own after a half that leans on the chat, read alone when it leans on
        # nothing itself ("and I've got till Friday" does)
        found = _OWN_HALF.search(clause)
        if found is None or _OWN_DEED.match(clause, found.end()) is None:
            return None
        if not _whole_clause(clause[: found.start()]) or _UNREAL.search(clause, 0, found.start()):
            return None  # "It would be nice if ..., and I sold ...": a wish, not a deed
    elif _PRONOUN_FIRST.match(clause) is None:
        found = _OWN_HALF.search(clause)
        if found is not None and not _whole_clause(clause[: found.start()]):
            return None
        if found is None and _NAMED_FIRST.match(clause):
            # "Murdo and Seonag had dinner on Saturday, and the boys are thrilled"
            found = _AND_THE.search(clause)
    else:
        return None
    if found is None:
        return None
    return clause[: found.start()], clause[found.end() :]


def spliced(clause: str) -> tuple[str, str] | None:
    """``clause`` as the two sentences a comma joins when a whole clause comes before the
    speaker's own ("Music is a big part of my life, I play the guitar"); None otherwise.
    The extractor reads the halves apart only when the whole forms nothing."""
    if _STARTS_FIRST_PERSON.match(clause) is not None and _OWNER_START.match(clause) is None:
        return None  # "I ..., I ...": compound halves, read apart already ("My husband ...,
        # so we ...": someone else's news first, then the speaker's)
    found = _SPLICED_SPEAKER.search(clause)
    if found is None or not _whole_clause(clause[: found.start()]):
        return None
    consequence = "so" in found.group().lower()  # "They asked me to ..., so I'm ...": no reaction
    if not consequence and _SAYS.search(clause, 0, found.start()):
        return None  # "Joel thinks we should paint it, I'm not convinced": a reaction
    return clause[: found.start()], clause[found.end() :]


_OWNER_START: Final = re.compile(r"(?:my|our)\s", re.IGNORECASE)
_SAYS: Final = re.compile(
    r"\b(?:says?|said|thinks?|thought|reckons?|reckoned|wants?|wanted|told|asked|suggested"
    r"|reckon|insists?|insisted|keeps\s+saying)\b",
    re.IGNORECASE,
)


# "it's tricky", "that's hard", "it was awful": a short remark on what was asked, not one
# that agrees with it ("that's right, we got the keys": the keys the question named).
_REMARK: Final = re.compile(
    r"""(?:it|that)(?:['’]s|\s+is|\s+was)\s+(?:so\s+|really\s+|very\s+|a\s+bit\s+)?
    (?:tricky|hard|complicated|difficult|awkward|tough|messy|funny|weird|strange|crazy|mad
    |wild|chaos|chaotic|rough|sad|annoying|frustrating|stressful|exhausting|awful|terrible
    |scary|complex)""",
    re.IGNORECASE | re.VERBOSE,
)


def _whole_clause(text: str) -> bool:
    """Whether ``text``, the part of a sentence before a comma, is a clause that stands
    on its own: a subject and a finite verb, and no word that ties it to what follows."""
    if _REMARK.fullmatch(text.strip()) is not None:
        return True  # "it's tricky, I'm on call a lot": a remark, then the speaker's news
    return (
        len(text.split()) >= 3
        and _FINITE.search(text) is not None
        and _LEANS_ON_NEXT.match(text) is None
    )


def _split_compound(sentence: str) -> list[str]:
    """Split "I'm a nurse and I live in Lisbon" in two; each half must open with its own
    first-person subject, so "If it rains, I stay home" keeps its condition. A run of the
    speaker's deeds told one after another is split too: "Moved to Zwolle in May, started
    at a co-op" (see :func:`_past_series`)."""
    return [
        deed
        for listed in _news_listed(sentence)
        for part in _split_compound_halves(listed)
        for deed in _past_series(part)
    ]


# One piece of news in a list of them: its own subject (a name, "my son Tojo", "our street
# committee", "Grandma Noro", "Kelvin's boat", "we", "the workshop") and its verb.
_LISTED_NEWS: Final = re.compile(
    rf"""^(?:(?:and|n|&)\s+)?(?:(?:my|our)\s+[a-z]+(?:\s+(?-i:[A-Z])[\w'-]+|\s+[a-z]+)?
    |(?:(?:{alternation(KIN_TITLES)})\s+)?(?-i:[A-Z])[\w'-]+|we|we['’]re|i|i['’]m|i['’]ve
    |(?-i:[A-Z])[\w-]+['’]s\s+[a-z]+|the\s+[a-z]+)\s+(?:finally\s+|just\s+|also\s+|now\s+)?
    (?:[a-z]+ed|{alternation(IRREGULAR_PAST)}|is|are|was|were|has|have|had|sells|runs|works
    |lives|saving|moving|starting|getting|starts|begins|opens|ends|finishes)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_LIST_LAST: Final = re.compile(r"^(?:and|n|&)\s+", re.IGNORECASE)
# A texted item: any one word, a name in lower case, and its verb in the past ("bolo had
# his jabs", "ruthie joined the carnival committee").
_TEXTED_NEWS: Final = re.compile(
    rf"^(?!(?i:i|we|you|he|she|they|it|that|this|there)\s)[A-Za-z][\w'-]+\s+(?:just\s+|finally\s+)?"
    rf"(?:[a-z]+ed|{alternation(IRREGULAR_PAST)})\s+\w",
)
# "got a new laptop": the speaker's deed, its "I" left out.
_TEXTED_OWN_DEED: Final = re.compile(rf"^(?:[a-z]+ed|got|{alternation(IRREGULAR_PAST)})\s+\w")
_TEXTED_LAST: Final = re.compile(r"\s(?:n|and|&)\s(?=[A-Za-z][\w'-]+\s)")
# What makes a list of news one thing said under a frame: a dream, a doubt, a hedge, a joke,
# or a time that opens it ("In 2019 my son moved to Paris, Tom got married, and ...").
_FRAMED_LIST: Final = re.compile(
    r"""\b(?:dreamt|dreamed|dream|think|thinks|thought|heard|believes?|reckons?
    |(?:says|said)(?!\s+(?:his|her|their|my|our|its)\s+first\s+words?\b)  # a first word: news
    |rumou?rs?|apparently|allegedly|supposedly|not\s+true|imagine|lol|haha\w*|jk
    |not\s+sure|no\s+idea|dunno|maybe|perhaps|probably)\b
    |^(?:(?:so|and|but|well|oh)\s+)?(?:in|on|last|this|back\s+in|since|by)\s+\w+
    |^(?:(?:so|and|but|well|oh)\s+)?(?:yesterday|today|earlier)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_SUBORDINATE: Final = re.compile(rf"^(?:{alternation(SUBORDINATORS)})\b", re.IGNORECASE)


def _news_listed(sentence: str) -> list[str]:
    """ "My son Tojo started at the collège, Grandma Noro turned ninety-two, and the workshop
    has a new roof" as its three pieces of news; ``sentence`` whole unless it lists three
    or more, the last after "and", each after the first with its own subject and verb."""
    parts = sentence.split(", ")
    texted = sentence[:1].islower()  # (names may be capitalised by now)
    if len(parts) == 2 and texted and (last := _TEXTED_LAST.search(parts[1])):
        # "got a raise, bolo had his jabs n ruthie joined the carnival committee": texted,
        # the last item after "n" with no comma; a lower-case word may be its subject
        head = parts[1][: last.start()]
        tail = parts[1][last.start() :].lstrip(" ,")
        if (_TEXTED_NEWS.match(head) or _TEXTED_OWN_DEED.match(head)) and _TEXTED_NEWS.match(
            _LIST_LAST.sub("", tail)
        ):
            parts = [parts[0], head, tail]
    if len(parts) < 3 or not _LIST_LAST.match(parts[-1]) or _SUBORDINATE.match(parts[0]):
        return [sentence]  # "When we were at Lake Como, ...": the first part frames the rest
    if _FRAMED_LIST.search(sentence):
        return [sentence]  # "I dreamt ...", "In 2019 ...": a frame or a doubt over the whole
    if not all(
        _LISTED_NEWS.match(part)
        or (texted and _TEXTED_NEWS.match(_LIST_LAST.sub("", part)))
        or (texted and _TEXTED_OWN_DEED.match(part))
        for part in parts[1:]
    ):
        return [sentence]
    return [parts[0], *parts[1:-1], _LIST_LAST.sub("", parts[-1])]


# What a deed of its own does to or at: "a bike", "my notice", "to Crete", "at the co-op",
# "Tom"; not "the papers", "the tiles" (a part of the deed before it: "bought a house,
# signed the papers"), "in two weeks ago" or "150 euros" (how the deed before it went).
_DEED_OBJECT: Final = (
    r"(?:(?:to|at|into|for|from|with|on|in)\s+(?:the|a|an|my|our|his|her|their)\s+"
    r"|(?:to|at|into|for|from|with|on|in)\s+(?=(?-i:[A-Z]))"
    r"|(?:a|an|my|our|some|his|her|their)\s+|(?=(?-i:[A-Z])))"
)
# "I moved to Zwolle in May, started at a co-op": the speaker's deeds in the past, one
# after another, the "I" said once or not at all.
_PAST_LEAD: Final = re.compile(
    rf"^(?:(?:i|we)(?:['’]ve|\s+have)?\s+)?(?:just\s+|finally\s+|also\s+)?(?P<verb>[a-z]+ed|{alternation(IRREGULAR_PAST)})"
    r"\s+\w",
    re.IGNORECASE,
)
_NEXT_DEED: Final = re.compile(
    rf",\s+(?:and\s+(?:then\s+)?|then\s+)?(?=(?:just\s+|also\s+|finally\s+)?"
    rf"(?P<verb>[a-z]+ed|{alternation(IRREGULAR_PAST)})\s+{_DEED_OBJECT}"
    r"(?:[\w'-]+\s+)*?[\w'-]+[.!…]*\s*(?:,|$))",
    re.IGNORECASE,
)
# ... or what the speaker does now after the deeds: "moved to Dunedin in january, working at
# the botanic garden now".
_NEXT_DEED_OR_DOING: Final = re.compile(
    rf"{_NEXT_DEED.pattern}|,\s+(?=(?P<doing>working|living|studying|teaching)\s+(?:at|in|as)"
    r"\s+(?:a|an|the|my)\s)",
    re.IGNORECASE,
)
_I_AM: Final = re.compile(r"^(?:i'm|i’m|i\s+am)\s", re.IGNORECASE)
_LAST_DEED: Final = re.compile(
    rf"\s+and\s+(?:then\s+)?(?=(?:just\s+|also\s+|finally\s+)?"
    rf"(?P<verb>[a-z]+ed|{alternation(IRREGULAR_PAST)})\s+{_DEED_OBJECT}"
    r"(?:[\w'-]+\s+)*?[\w'-]+[.!…]*\s*$)",
    re.IGNORECASE,
)
# Past participles that describe more often than they tell a deed ("a flat, located in
# ...", "Sarah, married with two kids").
_DESCRIBING: Final = word_set(
    """based located called named married retired qualified trained situated used related
    interested excited tired bored scared worried pleased surprised shocked stuck set
    born raised known made built left paid spent cost took lasted saved earned""",
    None,
)


_PAST_AS_BASE: Final = word_set(
    "cut put set let hit read quit shut spread cost hurt bet split burst cast shed bid", None
)


# Verbs that take what was said or found out after them, not a thing done to.
_HEARD: Final = word_set("heard said thought knew learned learnt realised realized", None)


def _past_series(part: str) -> list[str]:
    """``part`` split before each further deed of a run that opens on the speaker's own
    past deed ("I quit my job, sold the house, moved to Crete"); else ``[part]``."""
    lead = _PAST_LEAD.match(part)
    if lead is None and _I_AM.match(part) is not None:
        pass  # "I'm on crutches, sprained my knee on Sunday": how the speaker is, then why
    elif lead is None or lead.group("verb").lower() in _DESCRIBING | _HEARD:
        return [part]  # ("I heard Tom's mum, Jo, had a fall": what was heard, one clause)
    else:
        own = lead.group(0).lower().startswith(("i ", "we ", "i'", "we'")) or _SUBJECTLESS.match(
            part
        )
        if not own and lead.group("verb").lower() in _PAST_AS_BASE:
            return [part]  # "Cut the grass, ...": a base form too, maybe an order
    deeds: list[str] = []
    start = 0
    for found in _NEXT_DEED_OR_DOING.finditer(part):
        verb = found.group("verb") or found.group("doing")
        if verb.lower() in _DESCRIBING or found.start() <= start:
            continue
        deeds.append(part[start : found.start()])
        start = found.end()
    last = part[start:]
    more = _LAST_DEED.search(last) if deeds else None
    if more is not None and more.group("verb").lower() not in _DESCRIBING:
        # "moved to Margate, started at a studio and got a cat": the run's last deed,
        # joined by "and" alone
        deeds.append(last[: more.start()])
        last = last[more.end() :]
    deeds.append(last)
    return [deed for deed in deeds if deed.strip()]


# "My partner Saul is a clockmaker, his daughter Nimue is at art school": a clause, then
# one about a relative of someone in it (or of the speaker), told by "his"/"her"/"my" (or
# the owner's name) and the relation, with a verb of its own; the speaker's relative with
# a past of any kind too, after a bare comma and with more than "me" after it ("Ana is
# expecting in May, my dad sold the shop"; not "..., my uncle taught me", nor "..., and
# Grandma danced for an hour", a scene told whole).
_KIN_OWNED_HALF: Final = re.compile(
    rf"""(?:,\s+(?:and\s+)?|;\s+)(?=(?:his|her|my|our|(?-i:[A-Z])[\w-]+['’]s)\s+
    (?:{alternation(RELATIVES | KIN_EXTRA)})(?:\s+(?-i:[A-Z])[\w'-]+)?
    (?:['’]s\s|\s+(?:(?:just|also|still|now)\s+)?(?:is|was|has|had
    |works|lives|runs|teaches|studies|started|starts|moved|got|became)\b)
    |(?<=[,;]\s)(?:my|our)\s+(?:{alternation(RELATIVES | KIN_EXTRA)})(?:\s+(?-i:[A-Z])[\w'-]+)?
    \s+(?:(?:just|also|still|now)\s+)?(?:(?-i:[a-z]{{2,}}ed)|{alternation(IRREGULAR_PAST)})\b
    (?!\s+(?:me|him|her|them|us|it|you)\s*(?:[,.!?;]|$)))""",
    re.IGNORECASE | re.VERBOSE,
)


def _split_compound_halves(sentence: str) -> list[str]:
    """``sentence`` split into the clauses it joins. Worked off a stack, not by recursion:
    a run-on turn of hundreds of joined clauses must not exhaust Python's call stack."""
    parts: list[str] = []
    todo: list[tuple[str, bool]] = [(sentence, True)]  # (text, whether to split it further)
    while todo:
        text, further = todo.pop()
        halves = _opening_halves(text) if further else None
        if halves is None:
            parts.extend(_split_compound_rest(text) if further else [text])
            continue
        first, second, second_further = halves
        todo.append((second, second_further))
        todo.append((first, True))
    return parts


# How much of a run-on sentence is searched for its first clause boundary. Each part taken
# off is searched for again, so searching the whole rest every time would cost time
# quadratic in the sentence (an 86,000-character turn of joined clauses took 24 s).
_OPENING: Final = 1_000


def _opening_halves(sentence: str) -> tuple[str, str, bool] | None:
    """``_compound_halves`` found in the sentence's opening ``_OPENING`` characters, the rest
    carried on the second half. A long sentence with no boundary in its opening is not
    parted here (``_split_compound_rest`` still splits it, in one pass)."""
    if len(sentence) <= _OPENING:
        return _compound_halves(sentence)
    halves = _compound_halves(sentence[:_OPENING])
    if halves is None:
        return None
    first, second, further = halves
    return first, second + sentence[_OPENING:], further


def _compound_halves(sentence: str) -> tuple[str, str, bool] | None:
    """The first clause of ``sentence`` and the rest, where a pair, a relative's own clause
    or a relative's "he"/"she" clause parts them, and whether the rest may part again."""
    pair = _AND_PAIR_HALF.search(sentence)
    if pair is not None and pair.group("any_verb") and _PAIR_FIRST.match(sentence):
        pair = None  # "Ilona and I went to Bergen, and Oskar and I went to Oslo": one fact
    if pair is not None and _is_clause(sentence[: pair.start()]):
        return sentence[: pair.start()], sentence[pair.end() :], True
    owned = _KIN_OWNED_HALF.search(sentence)
    if (
        owned is not None
        and _whole_clause(sentence[: owned.start()])
        and _PRONOUN_FIRST.match(sentence) is None  # "it's my sister's, ...": whose what?
    ):
        second = sentence[owned.end() :]
        return sentence[: owned.start()], second[:1].upper() + second[1:], True
    if len(kin_halves := _kin_halves(sentence)) == 2:
        return kin_halves[0], kin_halves[1], False
    return None


def _split_compound_rest(sentence: str) -> list[str]:
    if _STARTS_FIRST_PERSON.match(sentence) is None and _SUBJECTLESS.match(sentence) is None:
        if (verdict := _VERDICT_THEN_OWN.match(sentence)) is not None:
            # "The pay isn't great, but I love the books": what the speaker says of a
            # thing, then their own clause; each is read alone
            return [sentence[: verdict.start("cut")], sentence[verdict.end("cut") :]]
        halves = _NAMED_HALF.split(sentence, maxsplit=1)
        if len(halves) == 2 and len(halves[0].split()) >= 3:
            return halves
        halves = _SO_OWN.split(sentence, maxsplit=1)
        if len(halves) == 2 and len(halves[0].split()) >= 3:
            # "The hall double-booked us, so my wedding has moved to the 12th": what came of
            # it for the speaker's own thing, a clause of its own
            return halves
        return [sentence]
    parts: list[str] = []
    start = 0
    for match in _COMPOUND.finditer(sentence):
        # The right half is judged by its opening words only: slicing the whole rest of a
        # long run-on sentence at every "and" would cost quadratic time.
        right = sentence[match.end() : match.end() + 120]
        if _JOINED_SUBJECT.match(right):
            continue  # "..., and my wife Hedda and I are cycling": "I" is half a subject
        if _NAME_JOINED.search(sentence, start, match.start()):
            continue  # "the flat is tiny but Seren and I love it": "Seren and I" is one
        if _PEOPLE_JOINED.fullmatch(sentence, start, match.start()):
            continue  # "My brothers and I take turns", "my boss and I went": one subject
        if _NAMED_DID_AT.match(sentence, match.start()) and _PASSED_ON.search(
            sentence, start, match.start()
        ):
            continue  # "My mum says the house is sold and Tom got the job": hers to tell
        if not (_is_clause(sentence[start : match.start()]) and _is_clause(right)):
            continue
        if _detail_of_the_day(sentence[start : match.start()], match.group(0), right):
            continue  # "We played at the Chenla on Saturday, and I had the solo": one event
        parts.append(sentence[start : match.start()])
        start = match.end()
    parts.append(sentence[start:])
    return [part for part in parts if part.strip()]


# A past event told with its day, then the speaker's own part in it or what came of it,
# told in the past without a day of its own: "We played at the Chenla Theatre on Saturday,
# and I had the roneat solo", "We went fishing on Sunday, and my brother Kassim caught a
# catfish", "I finished the book on Tuesday, and I didn't like the ending". One event.
_DAY_TOLD_LAST: Final = re.compile(
    rf"""^(?:i|we)\s+(?:just\s+|finally\s+|also\s+)?(?:[a-z]+ed|{alternation(IRREGULAR_PAST)})\b
    .*\b(?:on\s+(?:{WEEKDAY})|yesterday|last\s+(?:night|week|weekend|{WEEKDAY}))\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_OWN_PART_AFTER: Final = re.compile(
    rf"""^(?P<who>i|my\s+(?:{alternation(RELATIVES)})(?:\s+(?-i:[A-Z])[\w'-]+)?)
    \s+(?:also\s+|even\s+)?(?!(?:announced|decided|told|said|admitted|revealed|confessed
    |agreed|asked|called|rang|texted)\b)(?:had|got|was|didn't|did|won|came|sang|played|scored
    |made|caught|cooked|met|saw|(?-i:[a-z]+ed))\b
    # a part in the event, not news of its own: no day of its own, nothing of the
    # speaker's own brought in ("and I lost my job"), nothing that is or will be
    (?!.*\b(?:on\s+(?:{WEEKDAY})|yesterday|last\s+\w+|today|tomorrow|next\s+\w+|this\s+\w+
    |in\s+(?:{MONTH})|ago|my|is|are|will|['’]s|['’]re|['’]ll)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def _detail_of_the_day(left: str, joint: str, right: str) -> bool:
    """Whether ``right``, joined on by "and", is the speaker's part in the dated past event
    ``left`` ends on, and so not a clause of its own (a relative's part only when the
    event was "we": "We went fishing on Sunday, and my brother caught a catfish")."""
    part = _OWN_PART_AFTER.match(right)
    return (
        joint.strip(" ,").lower() == "and"
        and _DAY_TOLD_LAST.match(left.strip()) is not None
        and part is not None
        and (part.group("who").lower() == "i" or left.strip().lower().startswith("we "))
    )


_SO_OWN: Final = re.compile(
    r",\s+so\s+(?=(?:my|our)\s+(?:(?!(?:can|could|would|should|might|may|must)\b)[\w'-]+\s+)"
    r"{0,2}?(?:has|have|is|are|was|were|had|got|will)\b)",
    re.IGNORECASE,
)
# "The pay isn't great, but I ...", "The flat is tiny, but I ...": a short verdict on a
# thing, then the speaker's own clause.
_VERDICT_THEN_OWN: Final = re.compile(
    r"""^(?:the|this|that)\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:is|was|are|were|isn't|wasn't|aren't
    |weren't)\s+[^,]{1,40}?(?P<cut>,\s+but\s+)(?=i\s|i'm\s|i've\s)""",
    re.IGNORECASE | re.VERBOSE,
)
_OWN_HALF: Final = re.compile(
    r""",?\s+and\s+(?=(?:(?:on\s+(?:the\s+)?\w+(?:\s+of\s+\w+)?|last\s+\w+|yesterday|today
    |then),?\s+)?(?:i|i'm|i've|we|we're|we've)\s+[a-z])""",
    re.IGNORECASE | re.VERBOSE,
)
# The speaker's deed done to a thing of its own, the day perhaps said first: "I sold eleven
# pieces", "on Sunday we bought a van", "I've booked a week in Crete". Not "I loved it", "I've
# got till Friday", "we sold one", "we lost the keys" (which keys?), "I looked like royalty".
_OWN_DEED: Final = re.compile(
    rf"""(?:(?:on\s+(?:the\s+)?\w+(?:\s+of\s+\w+)?|last\s+\w+|yesterday|today|then),?\s+)?
    (?:i|we)(?:['’]ve|\s+have)?\s+(?:just\s+|also\s+|finally\s+)?
    (?!got\b|had\b|was\b|were\b|did\b|felt\b|thought\b|knew\b|said\b|told\b)
    (?:[a-z]+ed|{alternation(IRREGULAR_PAST)})\s+
    (?!(?:it|them|that|this|those|these|one|ones|him|her|there|so|too|it's|the|like)\b)
    [\w£$€][^\s,.;!?]*\s+[\w£$€]  # two words at least: "I've climbed nine" leans on the chat
    """,
    re.IGNORECASE | re.VERBOSE,
)
# A first half that sets what follows in a wish, a dream, a game or a story.
_UNREAL: Final = re.compile(
    r"""\b(?:would|could|might|if|wish|wished|dream|dreamt|dreamed|imagine|pretend|game|games
    |story|novel|film|movie|level|server|simulator)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# A first half about "it" or "they" leans on the chat, and so may the speaker's half after
# it ("they're paying 3,000 quid and I've got till the end of september").
_PRONOUN_FIRST: Final = re.compile(
    r"(?:he|she|it|they|this|that|there|these|those)(?:['’](?:s|re|ve|d|ll))?\s", re.I
)


# "I'm on the payments team now and Ilse is my new lead": a second half about a named
# person, told by how they stand to the speaker.
_NAMED_MY_HALF: Final = re.compile(
    r",?\s+(?:and|but)\s+(?=(?-i:[A-Z])[\w'-]+\s+(?:is|was)\s+(?:my|our)\s)"
)


# "I met her at uni, Dani is a nurse", "met him at work, Tomas is a chef", "me and Dani
# moved in, Dani is a nurse": the speaker's own clause, a comma, then what a named person
# is (the "she" made a name already).
_NAMED_IS_A_HALF: Final = re.compile(r",\s+(?=(?-i:[A-Z])[\w'-]+\s+(?:is|was)\s+(?:a|an)\s+[a-z])")
_OWN_FIRST_HALF: Final = re.compile(
    r"^(?:(?:i|we|me\s+and\s+[\w'-]+|[\w'-]+\s+and\s+i)\s+[a-z]+|[a-z]+\s+(?:her|him))\b(?!.*,)",
    re.IGNORECASE,
)


def _named_halves(parts: list[str]) -> list[str]:
    """``parts`` with each split once more before a named half (see above)."""
    halves = [half for part in parts for half in _NAMED_MY_HALF.split(part, maxsplit=1)]
    split: list[str] = []
    for half in halves:
        found = _NAMED_IS_A_HALF.search(half)
        if found is not None and _OWN_FIRST_HALF.match(half[: found.start()]):
            split += [half[: found.start()], half[found.end() :]]
        else:
            split.append(half)
    return split


# "I are", "I were": an "I" that is the second half of a subject joined by "and".
_JOINED_SUBJECT: Final = re.compile(r"i\s+(?:are|were)\b", re.IGNORECASE)
# A name opening a clause right before "and I": the first half of a subject.
_NAME_JOINED: Final = re.compile(r"(?:[,;]|\b(?:but|and|so|then))\s+(?-i:[A-Z])[\w'-]+$", re.I)
# The speaker's own people, a whole half before "and I" ("my brothers", "our two boys",
# "my boss"): the first half of a subject, though the last word ends in "s" like a verb.
_PEOPLE_JOINED: Final = re.compile(
    rf"""\s*(?:(?:but|and|so|then)\s+)?(?:my|our)\s+(?:[\w'-]+\s+){{0,2}}?
    (?:{alternation(RELATIVES | KIN_EXTRA | ROLES)}|boys|girls|lads|mates|folks|students
    |grandparents|teachers|bosses|clients)\s*""",
    re.IGNORECASE | re.VERBOSE,
)


def _is_clause(text: str) -> bool:
    """Whether a half of a compound sentence has a verb of its own, as far as cheap checks
    tell: "My wife and I got married" must not lose "My wife"."""
    if _POSSESSIVE_START.match(text):
        return _POSSESSIVE_CLAUSE.match(text) is not None
    return len(text.split()) >= 2


def _informative(clause: str) -> bool:
    words = _WORD.findall(clause.lower())
    if not 2 <= len(words) <= _MAX_WORDS:
        return False
    return any(word not in _LIGHT for word in words)

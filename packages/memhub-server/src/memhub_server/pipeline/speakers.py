"""What the chunker and the rule extractor agree on about speaker labels.

Both read a line that opens with a name and a colon ("Alex: ...", "[10:32] Alex: ...") as
a turn. What is shared here makes the two readers of one document agree:

* the roles (`SPEAKER_ROLES`: "User", "Assistant", "Interviewer", ...), speakers in any case;
* `NOT_SPEAKERS`: words that open "Key: value" lines in notes and forms ("Mood: tired",
  "Plan: ...", "Q: ..."), never speakers, whatever their case;
* labels written in lower case ("brogan: u still at the parlour?", "jia hui: ya still").
  People who text in lower case often type their names that way too, and chat exports
  keep handles as typed; but a lower-case word and a colon is much more often something
  else ("edit:", "https:", "error:", "kernel:"). Such a label counts only in a text that
  reads as a chat (`drop_stray_lower_case`): labelled lines make up at least half of it,
  the label opens at least two lines (or every line opens with one of two or more such
  labels and none has a timestamp), and there is another speaker besides (in lower case
  or not). A timed line that is texting (`reads_as_texting`: "[13:03] tegan: got my nose
  pierced n mam hasnt noticed") is a chat's line however often its label occurs: where
  every line opens with a label and one of the lower-case ones is typed so, each counts,
  even alone; an agenda or a log ("[10:00] keynote: I will talk about ...") is not typed
  in lower case with "my" or "u" in it. A lower-case name of two or three words counts
  only where every line opens with a label.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Sequence
from typing import Final, Protocol, TypeVar

__all__ = [
    "MACHINE_ROLES",
    "NOT_SPEAKERS",
    "OTHER_ROLES",
    "SPEAKER_ROLES",
    "USER_ROLES",
    "drop_stray_lower_case",
    "is_lower_case_name",
    "reads_as_texting",
]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Labels that stand for the person the memory is about.
USER_ROLES: Final = frozenset(
    {"user", "human", "me", "customer", "caller", "client", "patient", "member", "you",
     "visitor", "end user", "enduser", "student"}
)  # fmt: skip
# Labels whose words are not facts about anyone we remember: the model, tools, staff.
MACHINE_ROLES: Final = frozenset(
    {"assistant", "ai", "bot", "chatbot", "system", "model", "agent", "tool", "function",
     "developer", "chatgpt", "gpt", "claude", "gemini", "copilot", "llm", "memhub",
     "support", "operator", "representative", "rep", "narrator", "moderator"}
)  # fmt: skip
OTHER_ROLES: Final = frozenset(
    {"interviewer", "interviewee", "host", "guest", "speaker", "doctor", "therapist", "coach"}
)
SPEAKER_ROLES: Final = USER_ROLES | MACHINE_ROLES | OTHER_ROLES
"""Labels that are speakers in any case and however often they occur."""

NOT_SPEAKERS: Final = _words(
    """address also author bcc caution cc company cons context cost date description
    e-mail edit email example examples fixme from hint id important keywords link location
    n.b. name nb note notes p.s. phone price pros ps re references see source sources
    status step subject summary tags tel time tip tips title to todo to-do total type update url
    remember memo
    warning website goal goals plan plans reminder idea ideas question answer q a
    background agenda diary journal mood weather meeting topic result outcome decision
    action actions problem solution issue fix bug feature comment comments feedback remark
    observation highlights fyi psa age birthday city country job work occupation
    role employer diet
    allergies allergy languages language skills preferences family pets education school
    home favorite favourite favorites favourites hobbies interests likes dislikes pronouns
    partner spouse nationality hometown profession position dob born today tonight tomorrow
    yesterday monday tuesday wednesday thursday friday saturday sunday morning afternoon
    evening day week month year breakfast lunch dinner btw tldr tl;dr lesson
    lessons takeaway takeaways quote recipe ingredients instructions output input response
    reply prompt request query error attendees participants present absent venue
    where when who what why how"""
)
"""Words that open "Key: value" lines in notes and forms, never a speaker's name."""

# Lower-case words that open lines with a colon in links, logs and config files.
_NOT_NAMES: Final = _words(
    """http https ftp sftp ssh file mailto tel data urn
    info debug trace err warn fatal critical notice log ok fail failed pass passed skip skipped
    kernel systemd cron crond sshd nginx apache httpd postgres mysql redis docker app server
    client worker daemon host main root admin sudo bash shell stdout stderr test tests
    mon tue tues wed thu thur thurs fri sat sun
    eg e.g i.e ie etc fwd"""
)


class _Label(Protocol):
    @property
    def key(self) -> str: ...  # the label, case-folded

    @property
    def lower(self) -> bool: ...  # a name written in lower case (`is_lower_case_name`)

    @property
    def stamped(self) -> bool: ...  # a timestamp comes before it

    @property
    def texted(self) -> bool: ...  # its line reads as texting (`reads_as_texting`)


L = TypeVar("L", bound=_Label)


def is_lower_case_name(name: str) -> bool:
    """Whether a label is a name typed in lower case: one word of 2 to 20 letters (an
    apostrophe or hyphen inside allowed: "o'neill", "mary-kate"), or two or three such
    words of which none is a word that opens a note's label ("jia hui", "mei ling", but
    not "to do", "side note", "my plan")."""
    words = name.split(" ")
    if len(words) == 1:
        return _lower_case_word(name)
    return len(words) <= 3 and all(
        _lower_case_word(word) and word not in _LABEL_WORDS for word in words
    )


def _lower_case_word(word: str) -> bool:
    return (
        2 <= len(word) <= 20
        and word[0].isalpha()
        and word[-1].isalpha()
        and all(char.isalpha() or char in "'-" for char in word)
        and word == word.lower()
        and word not in _NOT_NAMES
        and word not in NOT_SPEAKERS
    )


# Words of the labels of notes, lists and forms that run to more than one word ("to do",
# "side note", "fun fact", "next steps", "my plan", "last updated"): no part of a name.
_LABEL_WORDS: Final = _words(
    """a an the to of in on at for by with from and or not no so if as up out off
    my your our his her their its this that these those i me we you it is are was be do
    did done one two three four five six seven eight nine ten first second third last next
    new old main final quick side fun pro key top short long follow action due shopping
    steps step points items list things thing tip fact notes note updated changes"""
)


# The speaker or the listener as texting types them ("my", "im", "u", "ur"), and the marks
# of texting ("n", "w", "dont", "lol", "rn"). (Not "you": "[09:00] registration: pick up
# your badge" is a lower-case agenda.)
_TEXTING: Final = re.compile(
    r"""(?<![\w'])(?:i|im|ive|id|i'm|i've|i'd|me|my|u|ur|n|w|lol|lmao|ugh|omg|rn|tbh|haha+
    |(?:do|does|did|is|was|has|have|ca)nt
    # a day or a time cut short, or named without its capital: "back from leeds tues",
    # "still on nights till april" (an agenda writes "Tues", "April")
    |tues?|weds|thu|thurs?|fri|tmrw|tmr|2moro|2day|2nite|yday|yest|yrs?|wks?|mths?
    # "off work till mon", "back on sat": the days cut short that are words of their own
    # too, only after a word that dates them
    |(?:(?<=\btill\s)|(?<=\buntil\s)|(?<=\btil\s)|(?<=\bon\s)|(?<=\bby\s)|(?<=\bfrom\s)
      |(?<=\bnext\s)|(?<=\blast\s)|(?<=\bsince\s))(?:mon|sat|sun)
    # "moving flats sat, the new one ...": one ending a clause that opens on the speaker's
    # doing ("the dog sat," and "we sat," go on another way)
    |^\s*[a-z]{3,}(?:ing|ed)\s[^,]*?(?<=[a-z]\s)(?<!\bin\s)(?:sat|sun)(?=\s*(?:,|$))
    |monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june
    |july|august|september|october|november|december)(?![\w'])
    # a line that opens on the speaker's own news, its "I" left out: "went to a wedding
    # sat", "sold my bike", "been learning welsh", "off to crete", "hate olives", "sat got
    # the keys" (a day cut short before it)
    |^\s*(?:(?:sat|mon|wed)\s+(?:got|went|did|had|took|bought|[a-z]{3,}ed)\s|been\s+(?:[a-z]+ing|made)|gone\s+[a-z]|still\s+on\s|off\s+to\s|hate\s|love\s|cant\s+stand
    |saving\s+(?:up\s+)?(?:for\s|\d)
    |(?:just\s+)?[a-z]{3,}ed\s+(?:my|a|an)\s|(?:went|got|came|flew|drove)\s+(?:back|home|to)\s
    # "takin the boat out sat", "headin to leeds fri": a verb in "-ing" typed without its
    # "g" (a consonant before "in": not "join", "train"), not a verb in "-in" of its own
    |(?!(?:begin|spin|skin|twin|thin|grin|chin|within)\s)[a-z]*[b-df-hj-np-tv-z]in\s+
    (?:the|my|a|an|to|out|up|off|back|home|on|at|for|with|it)\s)""",
    re.VERBOSE,
)


def reads_as_texting(said: str) -> bool:
    """Whether ``said`` (a line's text after its label) is typed as texting: no capital
    letter anywhere, and the speaker or the listener in it ("doing my test on the 28th",
    "hows ur grandad") or a mark of texting ("off work w an ear infection ugh"). A timed
    agenda or log writes capitals or has neither."""
    return said == said.lower() and _TEXTING.search(said) is not None


def drop_stray_lower_case(labels: Sequence[L], roles: Collection[str], nonblank: int) -> list[L]:
    """``labels`` (every line that opens with a label, in order) without the lower-case
    ones that do not read as a chat's speakers. ``roles`` are labels that are speakers
    in any case; ``nonblank`` is the number of non-blank lines of the text."""
    counts = Counter(label.key for label in labels)
    lower = {label.key for label in labels if label.lower}
    # Every line opened by one of two or more such names ("ben: my mom cried when i told
    # her" / "ana: aww") is a short exchange: each counts though it speaks once. Not with
    # timestamps: a timed agenda or log ("[10:00] keynote: ...") is no exchange, unless a
    # lower-case one's line is typed as texting ("[13:03] tegan: got my nose pierced").
    whole = len(labels) >= nonblank
    texted = whole and any(label.lower and label.stamped and label.texted for label in labels)
    exchange = texted or (len(lower) >= 2 and whole and not any(label.stamped for label in labels))
    # A name of two or three lower-case words ("jia hui") only where every line opens with
    # a label: beside prose, "shopping list:" or "fun fact:" is far likelier.
    repeated = {
        key for key in lower if (counts[key] >= 2 or exchange) and (whole or " " not in key)
    }
    others = {
        label.key
        for label in labels
        if not label.lower and (label.key in roles or counts[label.key] >= 2)
    }
    speakers = texted or len(repeated | others) >= 2
    chat = bool(repeated) and speakers and 2 * len(labels) >= nonblank
    return [label for label in labels if not label.lower or (chat and label.key in repeated)]

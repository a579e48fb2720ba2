"""Names typed in lower case, and names that only address the listener.

Casual chat is often typed all in lower case: "ottilie turns 40 on the 3rd of june",
"and radek passed his test too". The rest of the extractor takes only capitalised words
for names (a lower-case word may be anything), so such a turn forms nothing although the
same document writes "my neighbour Ottilie". :func:`restored_names` gives back the capital
of a word the document or the namespace attests as a name: a speaker label, a word written
capitalised on its own ("my cousin Radek", not "Year 12 Maths") where
:func:`.person.written_names` takes it for a name, a name given with "called"/"named"
("a puppy called tansy") or "her name is" ("her names aoife"), a word with strong signs
of a name however it is typed (after an owned relative, "my sister florencia"; said alone
after meeting or seeing someone, "i met someone. marzena."; sending a greeting, "malin
says hi"; owning a relative, "eleri's mum"; asked after and answered of as a "he" or
"she", "hows reece" - "reece is 10 now! ... his birthday"), or a name the namespace's
memories give someone. It is restored
wherever the lower-case word stands on its own ("radek's van", "ottilie and i"), but:

* not at all where the document also writes the word after an article or a determiner
  ("the bramble by the gate", "a rose"): there the word is an ordinary one too;
* a name that is also an ordinary English word ("will", "rose", "mark") only where the
  word cannot be the ordinary one: owning a relative or pet ("will's sister") or opening
  a clause before a verb in the past tense ("and mark passed his test"), a life event
  ("leilani is pregnant") or a greeting ("malin says hi").

A name typed with its possessive "s" and no apostrophe before a relative ("malins mum")
gets both back ("Malin's mum").

Chat also names the listener in address: "my brother is 31, barney.", "thanks, ade",
"morning love!", "barnaby!! you never call". :func:`without_vocatives` drops the other
speaker's name, a short form of it, or an endearment where it only addresses them (after
a comma at the end of a clause, or opening a turn or a sentence before "!" or after a
greeting), so it never ends up inside a memory ("Ifeoma's brother is 31, barney.").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from itertools import pairwise
from typing import Final

from .context import NOT_SAID_ALONE
from .lexicon import (
    FEMALE_NAMES,
    IRREGULAR_PAST,
    JOBS,
    KIN_EXTRA,
    MALE_NAMES,
    PETS,
    RELATIVES,
    ROLES,
    alternation,
    word_set,
)
from .person import HOW_ONE_IS, could_be_a_name, did_to_speaker, life_event, written_names
from .text import Passage
from .texting import KIN_NAME_VERB, NOT_KIN_NAMES, typed_as_texting

__all__ = ["restored_names", "unshouted", "without_vocatives"]


def restored_names(
    parts: list[Passage], known: Iterable[str] = ()
) -> tuple[list[Passage], frozenset[str]]:
    """``parts`` with the names they (or ``known``) attest capitalised where they are
    typed in lower case, and the listener's name dropped where it only addresses them;
    with the names given back somewhere. Those are people's names even where the document
    also types the word in lower case elsewhere (:func:`.person.attested_names` would
    not take them then): "will" may be a verb in one sentence and Will in the next."""
    names = _attested(parts, known)
    # "a rabbit called clover": given in so many words, a name wherever it opens a clause
    given = frozenset(name.lower() for part in parts for name in _given_names(part.text))
    speakers = _speaker_words(parts)
    found: list[Passage] = []
    spelled: set[str] = set()
    for part in parts:
        listeners = [word for word in speakers if word not in _words(part.speaker)]
        text = _restored(without_vocatives(unshouted(part.text), listeners), names, spelled, given)
        prompt = part.prompt
        if prompt is not None:
            others = [word for word in speakers if word not in listeners]
            prompt = _restored(without_vocatives(unshouted(prompt), others), names, spelled)
        found.append(replace(part, text=text, prompt=prompt))
    return found, frozenset(spelled)


# Three or more words in capitals in a row ("better news, WE GOT A DOG"), or two of three
# letters or more before "!" ("VISA GRANTED!!"): shouting, not names or acronyms, which
# stand alone ("the NHS", "at UCL").
_SHOUTING: Final = re.compile(
    r"\b[A-Z][A-Z'’]*(?:[ \t]+[A-Z][A-Z'’]*){2,}\b"
    r"|\b[A-Z][A-Z'’]{2,}[ \t]+[A-Z][A-Z'’]{2,}\b(?=\s*!)"
)


def unshouted(text: str) -> str:
    """``text`` with words shouted in capitals written in lower case ("I" stays)."""

    def lowered(match: re.Match[str]) -> str:
        words = match.group().split()
        if sum(len(word) > 1 for word in words) < 2:
            return match.group()  # "Plan A I" is no shouting
        return " ".join("I" if word == "I" else word.lower() for word in words)

    return _SHOUTING.sub(lowered, text)


# --- which words are names ------------------------------------------------------------

_SENTENCE: Final = re.compile(r"[^.!?:;\n\"“”()\[\]]+")
_TOKEN: Final = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
# Words of the grammar, and those that open a sentence in chat: capitalised there, never a
# name ("For you, yes. Gethin ..."). Not "will": Will is a name often enough (see
# _ORDINARY).
_FUNCTION_WORDS: Final = word_set(
    """about above across after again against all almost along also although always am
    among and another any anyway are around as at away back be because been before being
    below between both but by can cannot could did do does doing done down during each
    either else enough even ever every few for from further had has have having her here
    hers herself him himself his how however if in into is its itself just least less
    like me might mine more most much must my myself neither never next no nor not now of
    off often on once only or other others otherwise our ours ourselves out over own
    perhaps please rather same shall should since so some soon still such than thanks
    that their theirs them themselves then therefore though through thus till to too
    toward towards under until up upon us very was were what whatever when whenever where
    whether which while who whoever whom whose why with within without would yet you
    your yours yourself yourselves yes yeah yep yup no nope nah oh ah aw wow hey hi hello
    hiya bye well right sure okay ok lol haha hmm um uh oops sorry thank cheers congrats
    anyway btw plus maybe probably definitely actually honestly literally basically
    really seriously apparently luckily sadly finally meanwhile besides otherwise still
    sometimes usually great good nice cool fine wait guess imagine""",
    None,
)
# Capitalised in writing, but days, months, pronouns and the like, never someone's name.
_NEVER: Final = (
    RELATIVES
    | ROLES
    | KIN_EXTRA
    | PETS
    | JOBS
    | word_set(
        """i i'm i've i'd i'll the a an this that these those it there here he she they you
        we what when where why how who which monday tuesday wednesday thursday friday
        saturday sunday january february march april may june july august september october
        november december today tomorrow yesterday christmas easter god lord ok okay mr mrs
        ms dr st mt sir madam miss""",
        None,
    )
    | _FUNCTION_WORDS
    # contractions typed without the apostrophe: "my mum hasnt stopped laughing"
    | word_set(
        """isnt arent wasnt werent hasnt havent hadnt doesnt dont didnt cant couldnt wont
        wouldnt shouldnt mustnt neednt mightnt aint im ive youre youve theyre theyve
        thats whats wheres hows""",
        None,
    )
)
# Before a lower-case word that is a name they are never written: "the hart", "a rose".
_DETERMINERS: Final = word_set(
    "a an the these those some any every each another such very too quite rather more most",
    None,
)
# Names that are also ordinary English words; restored only where no ordinary word can
# stand (see :func:`_only_a_name`).
_ORDINARY: Final = word_set(
    """will may rose bill jack mark grace hope frank pat sue dawn summer autumn april june
    august art bob bud buck cash chase chip cliff clay crystal daisy dale dash dean drew eve
    faith fern gale gene ginger glen grant guy hazel heath holly hunter iris ivy jade jay
    jean jewel joy kit lance lily max miles mo nick norm olive opal pearl penny peg ray reed
    rich rob robin rocky rod roman rusty sage sandy skip sky stone storm sunny violet wade
    ward win wolf woody amber brook river rain heather ruby poppy pepper coco biscuit mango
    muffin bear tiger shadow lucky buddy duke king princess cookie peanut pickle honey
    angel star blue bean bo ace ash basil bay bell berry birch blaze bliss bonnie brandy
    candy carol cherry clover coral dusty ebony echo ember flint forest fox gem gus happy
    harmony heaven hero honor jazz jet june lark lotus major marina marsh melody misty
    monday noble oak ocean patience paris pip piper plum prince rebel rex rocket rowan
    sable scout sierra silver smokey snow sparky spike sugar tank teddy trinity trixie
    wren zeus rick tom sam""",
    None,
)


def _attested(parts: list[Passage], known: Iterable[str]) -> dict[str, str]:
    """The names ``parts`` and ``known`` attest (:func:`.person.written_names`, with the
    prompts too), by their lower-case spelling; not a word the document capitalises only
    inside a run of capitals ("Year 12 Maths Methods") or writes after an article ("the
    bramble"). A name the document capitalises only opening a sentence ("Night night! She
    ...") is marked ``_AT_START``: where it is typed in lower case it is treated as a name
    that is also an ordinary word."""
    prompts = [Passage(None, part.prompt) for part in parts if part.prompt]
    written = written_names([*parts, *prompts], known)
    inside: set[str] = set(_speaker_words(parts))
    alone: set[str] = set(inside)
    ordinary: set[str] = set()
    owned: set[str] = set()  # "my phone", "her work": a thing, whatever else it does
    for part in [*parts, *prompts]:
        for sentence in _SENTENCE.findall(part.text):
            words = _TOKEN.findall(sentence)
            owned |= {
                word[:1].upper() + word[1:] for before, word in pairwise(words)
                if word.islower() and before.lower() in _POSSESSIVES
            }  # fmt: skip
            on_own = [i for i in range(len(words)) if _on_its_own(words, i)]
            alone |= {_bare(words[i]) for i in on_own}
            inside |= {_bare(words[i]) for i in on_own if not _opens(words, i)}
            ordinary |= {
                word for before, word in pairwise(words)
                if word.islower() and before.lower() in _DETERMINERS
            }  # fmt: skip
    inside |= {word for name in known for word in name.split()}
    inside |= {name for part in parts for name in _given_names(part.text)}
    inside |= {name for part in parts for name in _introduced_names(part.text)}
    inside |= {name for part in parts if part.prompt for name in _asked_after(part)}
    inside |= {name for part in parts if part.prompt for name in _kin_answered(part)}
    inside |= {name for part in parts if part.prompt for name in _asked_who(part)}
    inside |= _subject_names([part.text for part in parts]) - owned
    paired = {name for part in parts for name in _paired_names(part.text)}
    paired |= {name for part in parts for name in _eventful_names(part.text)}
    return {
        word.lower(): word if word in inside else _AT_START + word
        for word in (written & alone) | inside | paired
        if _title(word) and word.lower() not in _NEVER and word.lower() not in ordinary
    }


# "kelechi and i are flying out", "and bo and me went halves", "me and jess got engaged":
# opening a clause, paired with the speaker, a lower-case word is someone; only restored
# where a name must stand.
_PAIRED: Final = re.compile(
    r"(?:^|[.!?;:,\n]\s*|\b(?:and|but|so|then|also|btw|oh|yesterday|today)\s+)"
    r"(?:(?P<name>[^\W\d_]+)\s+(?:and|&)\s+(?:i|me)\b"
    r"|(?:i|me)\s+(?:and|&)\s+(?P<after>[^\W\d_]+)(?=\s+(?-i:[a-z])))",
    re.IGNORECASE,
)
# Things, not people, that chat pairs with "I" ("work and i don't get along").
_NOT_PAIRED: Final = word_set(
    """work school uni college life home coffee tea wine beer dinner lunch breakfast
    everyone everybody nobody somebody someone family team class maths math sleep food
    money exercise running gym bed""",
    None,
)


def _paired_names(text: str) -> list[str]:
    """Lower-case words ``text`` pairs with the speaker at a clause's start, capitalised."""
    found = []
    for match in _PAIRED.finditer(text):
        name = match.group("name") or match.group("after")
        if name.islower() and name not in _NOT_PAIRED and name not in _NEVER:
            found.append(name[:1].upper() + name[1:])
    return found


# "matiu proposed on the beach", "and then kobi moved in": a lower-case word opening a
# sentence before what only a person or an animal does (:func:`.person.life_event`).
_NOBODY_IN_PARTICULAR: Final = word_set(
    """everyone everybody nobody someone somebody anyone anybody people family team band
    company office shop business work rent prices traffic nothing everything something
    production factory store church club restaurant department firm school headquarters""",
    None,
)


def _after_word(clause: str, word: str) -> str:
    """What ``clause`` says after ``word`` as a whole word (not inside another)."""
    found = re.search(rf"(?<![\w'’]){re.escape(word)}(?![\w'’])", clause)
    return "" if found is None else clause[found.end() :]


# Where a texted clause ends: a comma, or "n"/"and" before the next item of a list ("got
# a new laptop n jordell got engaged").
_CLAUSE_SPLIT: Final = re.compile(r",|\s(?:n|and|&)\s")


def _eventful_names(text: str) -> list[str]:
    """Lower-case words opening a sentence of ``text`` before a life event, capitalised."""
    found = []
    clauses = [
        part for sentence in _SENTENCE.findall(text) for part in _CLAUSE_SPLIT.split(sentence)
    ]
    for clause in clauses:
        words = _TOKEN.findall(clause)
        at = next((i for i, word in enumerate(words) if word.lower() not in _OPENING), None)
        if at is None:
            continue
        name = words[at]
        if (
            name.islower()
            and name not in _NEVER
            and name not in _NOBODY_IN_PARTICULAR
            and could_be_a_name(name)
            and (
                life_event([word.lower() for word in words[at + 1 :]])
                # the words after it as typed, numbers kept ("turned 10 on tues")
                or life_event(_after_word(clause, name).lower().split())
            )
        ):
            found.append(name[:1].upper() + name[1:])
    return found


_AT_START: Final = "^"
# Words that may open a sentence before its subject: a capital after them still opens it.
_OPENING: Final = word_set(
    """also and so oh anyway plus btw meanwhile then well but ok okay yes yeah yesterday
    today tonight last this on lol omg haha hey hi hello morning evening night""",
    None,
)


def _opens(words: list[str], index: int) -> bool:
    return all(word.lower() in _OPENING for word in words[:index])


# "he's called pythagoras", "a cat named biscuit", "my brother's called tomos": a name
# given in so many words, however it is typed.
_GIVEN: Final = re.compile(
    # from the start of a word only: retried inside one long word, it is quadratic
    r"(?<![^\W\d_])(?P<who>[^\W\d_]+(?:['’]s)?)(?:,\s*\d{1,2},)?\s+(?:called|named)\s+(?P<name>[^\W\d_]+)"
    r"(?=\s*(?:[.,!?;:)…]|$)|\s+(?:and|but|who|because|after|lol|haha|last|this|from|in|on"
    r"|at|yesterday|today|now)\b)",
    re.IGNORECASE,
)
_GIVEN_AFTER: Final = (
    RELATIVES
    | KIN_EXTRA
    | PETS
    | word_set(
        """is was were been be he's she's it's they're 's girl boy guy man woman lady bloke
        kid puppy kitten pup foal lamb""",
        None,
    )
)


def _given_names(text: str) -> list[str]:
    """The names ``text`` gives someone with "called"/"named", capitalised."""
    found = []
    for match in _GIVEN.finditer(text):
        who = match.group("who").lower()
        if who in _GIVEN_AFTER or _bare(who) in _GIVEN_AFTER:
            name = match.group("name")
            found.append(name[:1].upper() + name[1:].lower())
    return found


# What says a lower-case word is someone's name however it is typed: it follows a relative
# or role owned by someone ("my sister florencia got married", "eleri's mum mair"), it is
# said alone right after meeting someone ("i met someone. marzena. she's ..."), it sends a
# greeting ("malin says hi") or it owns a relative ("leilani's mum"). The word after a
# relative must end its clause or come before a verb: "my son plays" is no name.
_KIN_NOUNS: Final = alternation(w for w in RELATIVES | KIN_EXTRA | ROLES if " " not in w)
_OWNER: Final = r"(?:my|his|her|our|their|[^\W\d_]+['’]s)"
_AFTER_KIN: Final = re.compile(
    rf"""(?<![\w'’]){_OWNER}\s+(?P<kin>{_KIN_NOUNS})\s+(?P<name>[^\W\d_]+)
    (?=\s*(?:[.,!?;:…)\n]|$)|\s+(?:and|&|who|turns|{KIN_NAME_VERB})\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# Words after a relative that say how they are, not who: "my husband mad", "my mum busy".
_HOW_KIN_ARE: Final = NOT_KIN_NAMES | NOT_SAID_ALONE | HOW_ONE_IS
# "malins mum came from sundsvall", "jorys mum is having a hip replacement": a name with
# its possessive "s" but no apostrophe, opening a clause before a relative and a verb.
_OWNS_KIN_BARE: Final = re.compile(
    rf"""(?:^|[.!?;,\n]\s*|\b(?:and|so|but|also|oh|btw)\s+)(?P<name>[^\W\d_]{{2,}}[^\W\d_s])s
    \s+(?:{_KIN_NOUNS})\s+(?:is|was|has|had|came|went|got|just|{alternation(IRREGULAR_PAST)}
    |[^\W\d_]+ed)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "ruaraidh is 4 and a half", "deiniol has been made captain", "kenny took me for a meal":
# in a turn typed as texting, a lower-case word opening a clause as the subject of what
# only a person is or does ("kenny's" is already read as "kenny is" by :mod:`.texting`).
_SUBJECT: Final = re.compile(
    rf"""(?:^|[.!?;,\n]\s*|\b(?:and|but|so|then|also|btw|oh|anyway|cos)\s+)
    (?:(?:{_KIN_NOUNS})\s+)?(?P<name>[a-z]{{3,}})\s+(?:(?:is|has\s+been)\s+(?:now\s+|still\s+)?
    (?:\d{{1,2}}(?=\s*(?:[,.!?;]|$)|\s+(?:and|now|today|next|this|on|in|years|yrs|months
    |weeks|wks|tho|though|already|tomorrow)\b)|pregnant|engaged|married|expecting|made|doing
    |working|learning|starting|moving|retiring|training)\b
    # what things do not do to one ("flu took me out", "the noise kept me up")
    |(?:bought|gave|asked|told|sent|rang|phoned|texted|invited|drove|taught|hugged|dumped)
    \s+(?:me|us)\b|took\s+(?:me|us)\s+(?:for|to)\b
    # "dara finally got her licence renewed", "kofi lost his job": what one does to one's own
    |(?:(?:finally|just|also|already)\s+)?(?:got|had|passed|lost|sold|broke|hurt|quit|left
    |failed|finished|dyed)\s+(?:her|his)\s+(?!own\b)[a-z])""",
    re.VERBOSE,
)


# "pedr made me a quilt", "tam has lent us her van": a lower-case word opening a clause
# before a deed done for the speaker (:func:`.person.did_to_speaker`).
_BEFORE_DEED: Final = re.compile(
    r"""(?:^|[.!?;,\n]\s*|\b(?:and|but|so|then|also|btw|oh|anyway|cos|omg|yeah|well|lol)\s+)
    (?!(?:and|but|then|also|btw|anyway|cos|omg|yeah|well|lol)\b)(?P<name>[a-z]{3,})
    (?=\s+(?P<rest>[a-z]+(?:\s+[a-z]+){1,4}))""",
    re.VERBOSE,
)
_I: Final = re.compile(r"(?<![\w'’])I(?![\w])")  # typed "i", or spelled out from "im"


def _subject_names(texts: list[str]) -> set[str]:
    """Lower-case words ``texts`` make the subject of what a person is or does (see
    ``_SUBJECT``), capitalised."""
    found = set()
    for text in texts:
        if not typed_as_texting(_I.sub("i", text)):
            continue  # "so sleep is ...": in a turn typed with capitals, no name
        deeds = [
            match["name"]
            for match in _BEFORE_DEED.finditer(text)
            if did_to_speaker(words := match["rest"].split())
            # "flu took me out", "the walk took us over": only a person takes one for or to
            and (words[0] != "took" or words[2:3] in (["for"], ["to"]))
        ]
        for name in [match["name"] for match in _SUBJECT.finditer(text)] + deeds:
            if (
                name not in _NOT_INTRODUCED
                and name not in _ASKED_THINGS
                and name not in _ORDINARY  # "rain took me by surprise"
                and not name.endswith((*_DESCRIBING, "ss"))
                and could_be_a_name(name)
            ):
                found.add(name[:1].upper() + name[1:])
    return found


_ENDS_CLAUSE: Final = re.compile(r"\s*(?:[.,!?;:…)\n]|$)|\s+(?:and|&|who)\b")
_MET_SOMEONE: Final = re.compile(
    r"""\b(?:met|seeing|dating)\s+(?:someone|somebody|a\s+(?:guy|girl|man|woman|lady|bloke|lad|lass)
    |this\s+(?:guy|girl|man|woman|lady|bloke))\b[^.!?\n]{0,60}?[.!?…]+\s*
    (?:(?:and|so|well|oh)\s+)?(?P<name>[^\W\d_]+)\s*(?=[.!,…]|\s[-–—]|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "her name is aoife", "his names kojo": a name given in so many words, the apostrophe of
# "name's" often dropped in chat.
_NAME_IS: Final = re.compile(
    r"""(?<![\w'’])(?:his|her)\s+name(?:['’]?s|\s+is)\s+(?P<name>[^\W\d_]+)
    (?=\s*(?:[.,!?;:)…]|$)|\s+(?:and|but|lol|haha)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_SENDS_GREETING: Final = re.compile(
    r"""(?:^|[.!?;,\n]\s*|\b(?:and|oh|also|btw)\s+)(?P<name>[^\W\d_]+)\s+
    (?:says|said|sends|sent)\s+(?:hi|hello|hey|hiya|(?:his|her|their)\s+love)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_OWNS_KIN: Final = re.compile(
    rf"(?<![\w'’])(?P<before>[^\W\d_]+\s+)?(?P<name>[^\W\d_]+)['’]s\s+(?:{_KIN_NOUNS})\b",
    re.IGNORECASE,
)
# Words not a name even where such a pattern finds them ("my brother again", "my mum
# tonight", "everyone's mum").
_NOT_INTRODUCED: Final = (
    _NEVER
    | _NOBODY_IN_PARTICULAR
    | word_set(
        """tonight later again instead first last home back too though either also now
        here there then once twice today yesterday tomorrow anyway else included aside
        alone anyone anybody nobody everyone everybody someone somebody whoever one tho
        tbh ngl imo rn atm pls lmao omg idk already downstairs upstairs outside inside
        overnight everywhere nearby abroad man woman guy girl boy lady bloke lad lass
        person dude gal chap bride groom tall short dark handsome pretty smart kind
        quiet shy older younger dinner lunch breakfast tea food coffee traffic production
        office company business factory shop store church club restaurant cafe bar lab
        department firm car house flat phone bike van truck boat job birthday wedding
        party garden kitchen room bedroom place stuff things rugby football soccer hockey
        netball cricket tennis swimming match game recital concert nativity play show exam
        exams test graduation practice training homework appointment surgery operation
        lesson lessons class classes amma appa ammi abba baba mama papa oma opa tia tio
        jiji nana nani dadi dada babe bae hubs hubby wifey sweetie hun kiddo doggo moggy pup
        puppy kitty toddler cabbie lodger flatmate roommate housemate landlord landlady""",
        None,
    )
)


def _introduced_names(text: str) -> list[str]:
    """Lower-case words ``text`` shows to be someone's name (see ``_AFTER_KIN``),
    capitalised."""
    found = []
    for match in _AFTER_KIN.finditer(text):
        name, kin = match.group("name"), match.group("kin").lower()
        if kin.endswith("s") and kin != "boss":
            continue  # "my sisters wedding was lovely": her wedding, no name
        if name.endswith(("ed", "ing", "ly")) or _past(name) or name in IRREGULAR_PAST:
            continue  # "my dad retired.", "her boss quit"
        if name.lower() in _HOW_KIN_ARE:
            continue  # "my dad never said", "my wife still works", "my husband mad"
        if name.endswith("s") and not (
            name.endswith(("as", "is", "os", "us")) and _ENDS_CLAUSE.match(text, match.end())
        ):
            continue  # "my brother gets married", "my son plays": a verb; "my son marcus."
        found.append(name)
    found += [
        m.group("name")
        for pattern in (_MET_SOMEONE, _NAME_IS)
        for m in pattern.finditer(text)
        if m.group("name").lower() not in NOT_SAID_ALONE
        and not m.group("name").lower().endswith(_DESCRIBING)
    ]
    found += [m.group("name") for m in _SENDS_GREETING.finditer(text)]
    found += [m.group("name") for m in _OWNS_KIN_BARE.finditer(text)]
    for match in _OWNS_KIN.finditer(text):
        before = (match.group("before") or "").strip().lower()
        if before not in _DETERMINERS and before not in _POSSESSIVES:
            found.append(match.group("name"))
    return [
        name[:1].upper() + name[1:]
        for name in found
        if name.islower()
        and name not in _NOT_INTRODUCED
        and could_be_a_name(name)
        and len(name) > 2
    ]


# "hows reece" - "reece is 10 now! we did his birthday ...", "and ifeanyi?" - "he's on
# nights": a lower-case word asked after, when the answer tells of a "he" or "she".
_ASKED_AFTER: Final = re.compile(
    r"""(?:^|[.!?,\n]\s*|\b(?:and|so|oh|but)\s+)(?P<how>how['’]?s|how\s+is|and|what\s+about
    |how\s+about)\s+(?P<name>[^\W\d_]+)\s*(?:[?!.…]+\s*)?$""",
    re.IGNORECASE | re.VERBOSE,
)
_ANSWER_OPENING: Final = re.compile(
    r"(?:(?:oh|well|so|yeah|yes|haha|lol|ha|omg)[\s,!.]+)*(?P<word>[^\W\d_]+)\s+[a-z]", re.I
)
# "good, tired, he's on nights": the answer's first clause tells of a "he" or "she".
_FIRST_CLAUSE_HE_SHE: Final = re.compile(
    r"(?:[^\W\d_]+[\s,!.]+){0,3}?(?:he|she)(?:['’]s|\s+[a-z]+)", re.IGNORECASE
)
_HE_OR_SHE: Final = re.compile(r"(?<![\w'’])(?:he|she|his|her|him)(?![\w])", re.IGNORECASE)
# What chat asks after that is nobody ("hows work", "and the garden?").
_ASKED_THINGS: Final = word_set(
    """work school uni college life things everything stuff job business training home
    house flat garden weather trip holiday holidays wedding baby kids family health back
    knee leg arm foot shoulder head nose course exam exams move renovation project
    parenting retirement week weekend day morning night summer winter spring autumn""",
    None,
)


def _asked_after(part: Passage) -> list[str]:
    """The lower-case word ``part``'s prompt asks after, capitalised, when ``part`` answers
    of a "he" or "she"; none otherwise."""
    asked = _ASKED_AFTER.search((part.prompt or "").strip())
    if asked is None or _HE_OR_SHE.search(part.text) is None:
        return []
    name = asked.group("name")
    opening = _ANSWER_OPENING.match(part.text)
    how = asked.group("how").lower() != "and"
    if not (opening is not None and opening.group("word") == name) and not (
        how and _FIRST_CLAUSE_HE_SHE.match(part.text)
    ):
        return []  # "and dinner?" - "she cooked lasagne": the answer must tell of it
    if (
        not name.islower()
        or name in _NOT_INTRODUCED
        or name in _ASKED_THINGS
        or name.endswith(_DESCRIBING)  # "how's baking?" - "she taught me"
        or not could_be_a_name(name)
        or len(name) < 3
    ):
        return []
    return [name[:1].upper() + name[1:]]


# "hows the gf" - "ngaires good, she got the job", "how's your brother?" - "tomas is ok,
# he's on nights": the relative asked after, answered by name (with "is", or its "s"
# typed on) before how they are, and told of as a "he" or "she".
_ASKED_AFTER_KIN: Final = re.compile(
    rf"""(?:^|[.!?,\n]\s*|\b(?:and|so|oh|but)\s+)(?:how['’]?s|how\s+is)\s+(?:the|your|ur|ya)\s+
    (?:{_KIN_NOUNS})\s*[?!.…]*\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_NAME_HOW: Final = re.compile(
    r"""(?:(?:oh|well|so|yeah|yes|ya|haha|lol|ha)[\s,!.]+)*(?P<word>[^\W\d_]{3,}?)
    (?:['’]?s|\s+is)\s+(?:good|ok|okay|fine|great|well|alright|grand|busy|tired|sick|ill
    |better|back|home|still|not|doing)\b""",
    re.VERBOSE,
)


def _kin_answered(part: Passage) -> list[str]:
    """The lower-case name ``part`` gives the relative its prompt asks after, capitalised:
    "hows the gf" - "ngaires good, she ..."; none otherwise."""
    if _ASKED_AFTER_KIN.search((part.prompt or "").strip()) is None:
        return []
    said = _NAME_HOW.match(part.text)
    if said is None or _HE_OR_SHE.search(part.text, said.end()) is None:
        return []
    name = said.group("word")
    if name + "s" in MALE_NAMES | FEMALE_NAMES:
        name += "s"  # "jamess good": the name ends in "s" itself
    if (
        not name.islower()
        or name in _NEVER
        or name in _NOT_INTRODUCED
        or name in _ASKED_THINGS
        or not could_be_a_name(name)
    ):
        return []
    return [name[:1].upper() + name[1:]]


# "wait who's derek again?" - "me brother! the older one": a lower-case word asked "who
# is" of, when the answer says how they stand to the speaker.
_ASKED_WHO: Final = re.compile(
    r"""(?:^|[.!?,\n]\s*|\b(?:wait|on|sorry|me|and|so)\s+)who(?:['’]s|\s+is|\s+was)\s+
    (?P<name>[^\W\d_]+)(?:\s+again)?\s*(?:,[^?.!]{0,30})?[?!.]*\s*(?:[^\W\d_]+[?!.]*)?$""",
    re.IGNORECASE | re.VERBOSE,
)
# What "who's ...?" asks that is no name ("who's next?", "who's in?").
_NOT_ASKED_WHO: Final = word_set(
    """next first last that this there here it in out up down home around free better
    worse left right new old new there's that's ready back off on""",
    None,
)
_ANSWERED_KIN: Final = re.compile(
    r"^(?:oh|ah|haha|ha|lol|sorry)?[\s,!.]*(?:my|me|our)\s+(?:[\w-]+\s+){0,2}?(?P<head>[\w-]+)\s*[.!]",
    re.IGNORECASE,
)


def _asked_who(part: Passage) -> list[str]:
    """The lower-case word ``part``'s prompt asks "who is" of, capitalised, when ``part``
    answers with a relative, a role or a friend of the speaker's; none otherwise."""
    asked = _ASKED_WHO.search((part.prompt or "").strip())
    said = _ANSWERED_KIN.match(part.text.strip())
    if asked is None or said is None:
        return []
    head = said.group("head").lower()
    if head not in RELATIVES | ROLES | KIN_EXTRA and head != "friend":
        return []
    name = asked.group("name")
    if (
        not name.islower()
        or name in _NOT_INTRODUCED
        or name in _NOT_ASKED_WHO
        or name.endswith(_DESCRIBING)  # "who's driving?" - "my dad"
        or not could_be_a_name(name)
    ):
        return []
    return [name[:1].upper() + name[1:]] if len(name) > 2 else []


# Endings of words that describe the one met rather than name them ("gorgeous", "tall").
_DESCRIBING: Final = ("ous", "ful", "ing", "ly", "able", "ible", "ish", "est", "less", "ive")
_POSSESSIVES: Final = word_set("my your his her our their its the a an this that", None)


def _on_its_own(words: list[str], index: int) -> bool:
    """Whether ``words[index]`` is capitalised between words that are not: "my cat Pim",
    not "Year 12 Maths Methods"."""
    neighbours = words[index - 1 : index] + words[index + 1 : index + 2]
    return _title(_bare(words[index])) and not any(_title(_bare(w)) for w in neighbours if w != "I")


def _title(word: str) -> bool:
    return len(word) > 1 and word.isalpha() and word[0].isupper() and word[1:].islower()


def _bare(word: str) -> str:
    return word[:-2] if word.endswith(("'s", "’s")) else word


def _speaker_words(parts: list[Passage]) -> list[str]:
    labels = {part.speaker for part in parts if part.speaker and part.speaker != "the user"}
    return [word for label in sorted(labels) for word in label.split() if _title(word)]


def _words(label: str | None) -> list[str]:
    return label.split() if label else []


# --- restoring the capital ---------------------------------------------------------------

# A lower-case word on its own: not part of an address, a handle or a hyphenated word.
_LOWER_WORD: Final = re.compile(r"(?<![\w@#/'’.-])(?P<word>[^\W\d_]+)(?![\w@/-]|[.][^\W\d_])")
_CLAUSE_OPENERS: Final = word_set(
    """and but so then also plus btw oh anyway well yeah yes ok okay lol omg haha because
    cause cos coz when while after since""",
    None,
)
_CLAUSE_EDGE: Final = re.compile(r"(?:^|[.!?;:,\n(]|—|–|\s-\s)\s*$")
_OWNED: Final = re.compile(r"['’]s\s+(?P<owned>[^\W\d_]+)")
_OWNED_BY_PEOPLE: Final = (
    RELATIVES | KIN_EXTRA | PETS | word_set("birthday wedding funeral graduation", None)
)
_AND_I: Final = re.compile(r"\s+(?:and|&)\s+(?:i|me)\b", re.IGNORECASE)
_I_AND: Final = re.compile(r"(?<![\w'’])(?:i|me)\s+(?:and|&)\s+$", re.IGNORECASE)
_NEXT_WORD: Final = re.compile(r"\s+(?P<next>[^\W\d_]+)")
# Past forms that are the base form too ("will cut", "may put"): no sign of a name.
_BASE_TOO: Final = word_set(
    "bet bid burst cut hit hurt let put quit set shut split upset lay", None
)


def _restored(
    text: str, names: dict[str, str], spelled: set[str], given: frozenset[str] = frozenset()
) -> str:
    """``text`` with ``names`` capitalised where they stand as names; adds those it
    capitalised to ``spelled``. A name in ``given`` (given with "called" or "named") is one
    wherever it opens a clause, even if it is also an ordinary word ("clover's at the vet")."""
    if not names:
        return text

    def capital(match: re.Match[str]) -> str:
        word = match.group("word")
        name = names.get(word)
        if name is None:
            return _owner(text, match, names, spelled) or word
        if (
            (name.startswith(_AT_START) or word in _ORDINARY)
            and not _only_a_name(text, match)
            and not (word in given and _at_clause_start(text, match))
        ):
            return word
        name = name.removeprefix(_AT_START)
        spelled.add(name)
        return name

    return _LOWER_WORD.sub(capital, text)


def _owner(text: str, match: re.Match[str], names: dict[str, str], spelled: set[str]) -> str:
    """A name typed with its "'s" but no apostrophe, read out: before a relative or pet
    ("malins mum came to help") the possessive; for a name that is no ordinary word, also
    "is" opening a clause before how they are ("ngaires good", "tamas back at work"), and
    the possessive before what they own ("smokos leg is healed", "ate tamas chips",
    "on rhianons dads farm"); else ""."""
    word = match.group("word")
    name = names.get(word[:-1]) if word.endswith("s") else None
    following = _NEXT_WORD.match(text, match.end())
    if name is None or following is None:
        return ""
    owned = following.group("next")
    if owned.lower() in _OWNED_BY_PEOPLE:
        reading = f"{name.removeprefix(_AT_START)}'s"
    elif name.startswith(_AT_START) or word[:-1] in _ORDINARY or not owned.islower():
        return ""
    else:
        reading = _told_with_s(text, match, name, owned)
    if reading:
        spelled.add(name.removeprefix(_AT_START))
    return reading


# How someone is, or where, after their name and its "s" ("ngaires good", "tamas back").
_HOW_OR_WHERE: Final = word_set(
    """good ok okay fine great well alright grand busy tired sick ill better worse back home
    off away out still not at in on w with due doing gone done over up here there so""",
    None,
)
# What a thing someone owns goes on to do or be ("smokos leg is healed", "rhians car got").
_THING_GOES_ON: Final = re.compile(
    rf"\s+[^\W\d_]+\s+(?:is|was|has|had|got|gets|needs|{alternation(IRREGULAR_PAST)}"
    r"|[a-z]{3,}ed)\b"
)
_COUNT_OR_DETERMINER: Final = re.compile(r"(?:\d|\b(?:the|a|an|two|both|all|2))\s+$")


def _told_with_s(text: str, match: re.Match[str], name: str, following: str) -> str:
    """``name`` with the "'s" its word typed without the apostrophe, read out (see
    :func:`_owner`), or "" where it may be something else ("2 manaias", "the tamas")."""
    if _at_clause_start(text, match):
        if following in _HOW_OR_WHERE:
            return f"{name} is"
        if _THING_GOES_ON.match(text, match.end()):
            return f"{name}'s"
        return ""
    before = text[max(0, match.start() - 12) : match.start()]
    if _COUNT_OR_DETERMINER.search(before) or following in _FUNCTION_WORDS:
        return ""
    return f"{name}'s"


def _only_a_name(text: str, match: re.Match[str]) -> bool:
    """Whether a word that may also be an ordinary one can only be a name where it stands:
    owning a relative or pet ("will's sister"), paired with the speaker ("will and i"),
    or opening a clause before a verb in the past tense ("and mark passed his test",
    "rose moved to Leeds")."""
    owned = _OWNED.match(text, match.end())
    if owned is not None:
        return owned.group("owned").lower() in _OWNED_BY_PEOPLE
    if _AND_I.match(text, match.end()):
        return True  # "ottilie and i painted the hall"
    if _I_AND.search(text, max(0, match.start() - 12), match.start()) and _at_clause_start(
        text, match, 2
    ):
        return True  # "me and tez moved in": the speaker's other half of the subject
    after = _TOKEN.findall(text[match.end() : match.end() + 60].lower())
    if _at_clause_start(text, match) and (life_event(after) or after[:2] in _GREETED):
        return True  # "leilani is pregnant", "malin says hi"
    if _AND_BEFORE.search(text, max(0, match.start() - 6), match.start()) and life_event(after):
        return True  # "got a new laptop n jordell got engaged": the next item's subject
    following = _NEXT_WORD.match(text, match.end())
    if following is None or not _past(following.group("next").lower()):
        return False
    return _at_clause_start(text, match)


_AND_BEFORE: Final = re.compile(r"\s(?:n|and|&)\s+$", re.IGNORECASE)
_GREETED: Final = [["says", "hi"], ["says", "hello"], ["sends", "her"], ["sends", "his"]]


def _at_clause_start(text: str, match: re.Match[str], skip: int = 0) -> bool:
    """Whether the word ``match`` found opens a clause, ``skip`` words before it aside."""
    # Only the words just before are read: the whole turn before each word would make a
    # long turn's many names quadratic.
    start = max(0, match.start() - _LOOKBACK)
    before = text[start : match.start()].rstrip().split(" ")
    before = before[: len(before) - skip] if skip else before
    while before and before[-1].lower() in _CLAUSE_OPENERS:
        before.pop()
    said = " ".join(before)
    if not said.strip():
        return start == 0
    return _CLAUSE_EDGE.search(said) is not None


_LOOKBACK: Final = 200


def _past(word: str) -> bool:
    if word in _BASE_TOO:
        return False
    if word in IRREGULAR_PAST:
        return True
    return len(word) > 4 and word.endswith("ed") and not word.endswith("eed")


# --- vocatives -----------------------------------------------------------------------------

# Words that address the listener whoever they are. Not "boys", "girl" or "baby": "we have
# two kids, boys." says who they are.
_ENDEARMENTS: Final = word_set(
    """pet love hun hon babe darling dear dearie mate dude bro sis man pal buddy sweetie
    sweetheart honey chief champ kiddo lass folks fam bestie guys mum mom dad mama papa""",
    None,
)
# Short words that may end a clause after a comma and share a listener's first letters:
# never taken for a nickname ("I'll come, too" to Tomasz).
_NOT_NICKNAMES: Final = word_set(
    """too to then though tho thanks thx now no not nope yes yep yeah ya ok okay lol haha
    please pls sorry so sure right really again anyway maybe mostly honestly obviously
    probably tonight today tomorrow yesterday mind also as well even ever all both each
    and or but by for from in on at of off out up with what when where who why how hi hey
    hello bye cheers congrats apparently actually basically literally definitely seriously
    totally sadly luckily lots less more most much many well done good great fine nice cool
    wow oh ah aw aww eh uh um hm hmm yay nah yup yea ugh ooh omg lmao gah argh phew whoa
    woah jeez damn wait sure ha hah heh hehe same""",
    None,
)
_REPEATS: Final = re.compile(r"(.)\1+")
_GREETINGS: Final = (
    r"(?:hi|hey|heya|hiya|hello|helloo+|morning|mornin|good\s+morning|evening|good\s+evening"
    r"|night|nighty\s+night|oi|yo|howdy|thanks|thank\s+you|ta|cheers|congrats|congratulations"
    r"|welcome\s+back|oh|ah|aw+|sorry|love\s+you|miss\s+you|happy\s+birthday)"
)
_WORD: Final = r"[^\W\d_]+"
_ENDING: Final = re.compile(
    rf"(?P<before>[^\W_])\s*,\s*(?P<word>{_WORD})(?P<end>\s*(?:[.!?…]+|[,;]|$|\n|\s+[-–—]))"
)
_LISTED: Final = re.compile(r",\s*(?-i:[A-Z])[^\W\d_]*\Z")
_OPENING_ADDRESS: Final = re.compile(
    rf"(?:^|(?<=[.!?…\n])\s*)(?P<greeting>{_GREETINGS}\s*,?\s+)?(?P<word>{_WORD})"
    # (or right before the speaker's own "i": "rhys i need to vent")
    r"(?P<end>\s*[!?.…,]+\s*|\s*$|\s+(?=(?:i|i['’]m|im|i['’]ve|ive|i['’]ll)\s))",
    re.IGNORECASE,
)


def without_vocatives(text: str, listeners: Iterable[str]) -> str:
    """``text`` without the words that only address the listener: one of ``listeners``
    (the other speakers' names), a nickname of one, or an endearment, after a comma at the
    end of a clause ("she's 27, caz.") or opening the text or a sentence before "!",
    a comma or the speaker's "i", or after a greeting ("caz!! are you alive", "morning
    pet!", "caz i need a favour")."""
    names = [name.lower() for name in listeners]

    def ending(match: re.Match[str]) -> str:
        end = match.group("end")
        inside = end.strip() in {",", ";"}  # "honestly, caz, it was awful"
        listed = _LISTED.search(text, 0, match.start("before") + 1) is not None
        if listed or not _addresses(match.group("word"), names, by_name=inside):
            return match.group(0)  # "Tom, Ana, Zeke": a list, not an address
        return match.group("before") + ("" if inside else end)

    def opening(match: re.Match[str]) -> str:
        end = match.group("end")
        # "mum, dad and I went": only "!" or a greeting makes an endearment an address
        by_name = match.group("greeting") is None and "!" not in end
        if not _addresses(match.group("word"), names, by_name=by_name):
            return match.group(0)
        return " " if match.start() > 0 and end.strip() else ""

    text = _ENDING.sub(ending, text)
    return _OPENING_ADDRESS.sub(opening, text).strip()


def _addresses(word: str, names: list[str], by_name: bool = False) -> bool:
    """Whether ``word`` addresses the listener: one of their ``names``, a nickname of one
    or (unless ``by_name``) an endearment."""
    low = word.lower()
    if low in _ENDEARMENTS:
        return not by_name
    if low in _NOT_NICKNAMES or _REPEATS.sub(r"\1", low) in _NOT_NICKNAMES:
        return False  # "nooo", "sooo"
    return any(low == name or _nickname(low, name) for name in names)


def _nickname(word: str, name: str) -> bool:
    """Whether ``word`` may be a short form of ``name``: "ade" of Adebayo, "barney" of
    Barnaby, "tommy" of Tomasz. It must share the first two letters, and three when it has
    three ("lexie" of Alexandra is missed on purpose), and be short: "Lisbon!" is no
    address to Lina, "same" none to Saoirse."""
    fold = str.maketrans("zk", "sc")
    word, name = word.translate(fold), name.translate(fold)
    short = len(word) <= 4 or (word.endswith(("y", "ie")) and len(word) <= len(name) + 1)
    return len(word) >= 2 and short and word[:3] == name[: min(3, len(word))]

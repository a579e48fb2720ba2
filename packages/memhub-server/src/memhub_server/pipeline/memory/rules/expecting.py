"""The baby of a pregnancy told earlier, named as whose it is.

"Lenka is pregnant! The baby is due at the end of September." and "I'm pregnant, eight
weeks today!" - "Congratulations!" - "The baby is due on the 2nd of November." say when
someone's baby is due, but "the baby" alone is nobody's: the sentence forms nothing.
:func:`baby_owned` names the baby for the one the turn, or the speaker's own turns before
it, says is pregnant: "Lenka's baby is due ...", "My baby is due ..." (the speaker's).
Only when exactly one pregnancy is told; a "she" ("She's due in May") is left to
:mod:`.carry`.

:func:`baby_named` reads what the parents-to-be find out and choose: "We found out on
Monday that it's a girl." -> "We found out on Monday that our baby is a girl."; "We will
call her Bára, after my grandmother." -> "Our baby girl's name is Bára. Bára is named
after my grandmother." (only where the turn or the speaker's turns before speak of the
baby or a pregnancy, and of no animal). :func:`name_explained` reads why a name was
chosen: "Why Archie?" - "It was Briony's grandfather's name." -> "Archie is named after
Briony's grandfather."
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Final

from .context import NOT_SAID_ALONE
from .described import NOT_A_NAME
from .lexicon import FEMALE_KIN, MALE_KIN, PETS, RELATIVES, alternation, word_set
from .pets import BREEDS

__all__ = ["baby_name_answered", "baby_named", "baby_owned", "name_explained"]

_UPPER: Final = "A-ZÀ-ÖØ-Þ"
# "The baby is due ...", "the baby's due ...", "The baby is coming in May", "the due date
# is ...": a sentence whose subject is the unborn baby (or its due date).
_THE_BABY: Final = re.compile(
    r"""(?:^|(?<=[.!?])\s+)(?P<lead>(?:(?:and|so|oh|well)[,\s]+)?)
    (?P<the>the)\s+(?P<what>baby(?=(?:'s|’s|\s+is)\s+(?:due|coming|expected)\b)
    |due\s+date(?=(?:'s|’s|\s+is)\s))""",
    re.IGNORECASE | re.VERBOSE,
)
_KIN: Final = word_set(
    "wife partner girlfriend sister daughter fiancée fiancee cousin niece friend", None
)
# Who is pregnant: "I'm pregnant", "we're expecting", "Lenka is pregnant", "my sister's
# pregnant", "Lenka is pregnant again".
_PREGNANT: Final = re.compile(
    rf"""(?<![\w'’])(?:(?P<i>i(?:'m|’m|m|\s+am))|(?P<we>we(?:'re|’re|\s+are))
    |(?P<kin>my\s+(?:{alternation(_KIN)}))|(?P<name>(?-i:[{_UPPER}])[\w'-]+))
    (?:'s|’s|\s+is|\s+are|\s+am)?\s+(?:(?:finally|now|also|officially)\s+)?
    (?:pregnant|expecting(?:\s+a\s+baby)?(?=\s*[.!,]|\s*$|\s+(?:again|in|on)\b)
    |having\s+a\s+baby(?!\s+(?:shower|monitor|gate|clothes|seat|boom|sitter)\b))\b""",
    re.IGNORECASE | re.VERBOSE,
)
_NOT_NAMES: Final = word_set(
    "i she he they it who she's he's it's that's there's everyone someone nobody", None
)
# The pregnancy is denied or only wished for: "I'm not pregnant", "if she were pregnant".
_NOT_SO: Final = re.compile(r"\b(?:not|never|if|wish|hope|maybe|might)\b|n't\b", re.I)


# (bounded: a long turn typed without a full stop is read once, not once per pregnancy)
_ALSO: Final = re.compile(r"[^.!?]{0,60}?\b(?:so|and)\s+(?:is|am|are|was)\b", re.I)


def baby_owned(text: str, own_turns: Sequence[str] = (), names: Collection[str] = ()) -> str:
    """``text`` (one turn) with "the baby" of a sentence saying when it is due made the
    baby of the one pregnant: the turn before it, then ``own_turns`` (the speaker's own
    turns before, the latest first) say who; ``names`` are the words the document attests
    as people's names. Left as it is when none or several are."""
    found = _THE_BABY.search(text)
    if found is None:
        return text
    owner = _owner(text[: found.start()], names)
    for said in own_turns:
        if owner is not None:
            break
        owner = _owner(said, names)
    if owner is None or owner == "":
        return text
    the = found.group("the")
    owned = owner if the[:1].islower() else owner[:1].upper() + owner[1:]
    rest = text[found.end("the") :]
    at = found.end("what") - found.end("the")
    if rest[at : at + 2] in {"'s", "’s"}:
        rest = f"{rest[:at]} is{rest[at + 2 :]}"  # "the baby's due": not the baby's own
    return f"{text[: found.start('the')]}{owned}{rest}"


def _owner(said: str, names: Collection[str]) -> str | None:
    """Whose baby it is by what ``said`` tells: "my", "our", "Lenka's", "my wife's"; None
    when ``said`` tells no pregnancy, "" when it tells more than one or one in doubt."""
    owners: set[str] = set()
    for match in _PREGNANT.finditer(said):
        clause = said[max(said.rfind(".", 0, match.start()), 0) : match.start()]
        if _NOT_SO.search(clause) or _NOT_SO.search(said[match.start() : match.end()]):
            return ""
        if _ALSO.match(said, match.end()):
            return ""  # "my sister is pregnant and so is my wife": two babies
        if match.group("i"):
            owners.add("my")
        elif match.group("we"):
            owners.add("our")
        elif match.group("kin"):
            owners.add(" ".join(match.group("kin").lower().split()) + "'s")
        else:
            name = match.group("name")
            if name.lower() in _NOT_NAMES or name not in names:
                return ""
            owners.add(f"{name}'s")
    if not owners:
        return None
    return owners.pop() if len(owners) == 1 else ""


# "We found out on Monday that it's a girl", "we found out its a boy yesterday".
_FOUND_OUT: Final = re.compile(
    r"""\b(?P<head>(?:we|i)(?:'ve|’ve|\s+have|\s+just)?\s+(?:found\s+out|know|learned|learnt)\b
    [^.!?]{0,80}?\s(?:that\s+)?)
    (?:it(?:'s|’s|s|\s+is)|they(?:'re|’re|\s+are))\s+(?P<sex>a\s+(?:girl|boy)|twins|twin\s+(?:girls|boys))
    (?=\s*[.!,]|\s*$|\s+(?:on|at|last|yesterday|this|today|now|for\s+sure)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "It's a girl! We found out ...": said first, then how it was found out.
_ITS_A: Final = re.compile(
    r"""(?:^|(?<=[.!?])\s+)it(?:'s|’s|\s+is)\s+(?P<sex>a\s+(?:girl|boy))[.!]+\s+
    (?=(?:we|i)\s+found\s+out\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "We had the twenty-week scan. It's a girl!": a scan, then what it showed.
_SCAN_THEN: Final = re.compile(
    r"""\b(?:we|i)(?:'ve|’ve|\s+have)?\s+(?:just\s+)?(?:had|went\s+for|been\s+for)\s+
    (?:the|our|my|a)\s+(?:[\w-]+\s+){0,2}?scan\b[^.!?]{0,60}[.!]+\s+
    (?P<said>it(?:'s|’s|\s+is)\s+(?P<sex>a\s+(?:girl|boy)))(?=\s*[.!]|\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "We will call her Bára, after my grandmother", "we're calling him Tomás".
_WILL_CALL: Final = re.compile(
    rf"""(?:^|(?<=[.!?])\s+)(?:(?:and|so)\s+)?(?:we|i)(?:'ll|’ll|\s+will|'re\s+going\s+to
    |’re\s+going\s+to|\s+are\s+going\s+to|'re|’re|\s+are|'m\s+going\s+to|\s+am\s+going\s+to)
    \s+(?:call|calling|name|naming)\s+(?P<pron>her|him)\s+
    (?P<name>[{_UPPER}a-z][\w'-]+(?:\s+(?-i:[{_UPPER}])[\w'-]+)?)(?![\w'-])""",
    re.IGNORECASE | re.VERBOSE,
)
_NAMED_AFTER: Final = re.compile(
    r",\s+(?P<after>after\s+(?:my|our|his|her)\s+[\w' -]+?)(?=\s*[.!]|$)"
)
_BABY_TOLD: Final = re.compile(
    r"\b(?:baby|pregnan\w*|expecting|due\s+(?:in|on|at)|scan|bump|our\s+baby|a\s+(?:girl|boy)\b)",
    re.IGNORECASE,
)
_BABY_SAID: Final = re.compile(r"\b(?:baby|pregnan\w*|expecting|bump)\b", re.IGNORECASE)
# Whose a baby told of may be, when it is the speaker's (or their partner's).
_OWN_BABY: Final = frozenset(
    {"my", "our", "my wife's", "my partner's", "my girlfriend's", "my fiancée's", "my fiancee's"}
)
# Someone else's baby, born: "My sister had her baby!", "Lena gave birth to a boy".
_BORN_TO_ANOTHER: Final = re.compile(
    r"""(?<![\w'’])(?!(?:i|we)\b)[\w'’]+\s+(?:(?:just|finally)\s+)?(?:had|has\s+had|gave\s+birth)
    \s+(?:to\s+)?(?:her|their|a|the)\s+(?:baby|girl|boy|little)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# Someone else's baby spoken of: "Lena's gender reveal", "my sister's baby shower".
_ANOTHERS_BABY: Final = re.compile(
    r"""(?:(?-i:[A-Z])[\w-]+|\bmy\s+(?!(?:wife|partner|girlfriend|fianc[ée]e)\b)[\w-]+)['’]s\s+
    (?:gender\s+reveal|baby\s+shower|baby|scan|bump|pregnancy|due\s+date)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "We will call her Ada if it's a girl", "call her Auntie Ana lol": no name chosen.
_NOT_CHOSEN: Final = re.compile(
    r"[^.!?]*?(?:\bif\b|\bor\s+(?-i:[A-Z])|(?<![\w'])(?:lol|haha\w*|lmao|jk)(?![\w']))",
    re.IGNORECASE,
)
# A choice still open, after the name: "Or Max.", "We can't decide", "maybe".
_UNDECIDED: Final = re.compile(
    r"""^[\s,.!…-]*(?:or\b|maybe\b)|\b(?:can't|cannot|can\s+not|haven't|not)\s+(?:decide|decided|sure)\b
    |\bundecided\b|\bor\s+maybe\b""",
    re.IGNORECASE | re.VERBOSE,
)
# Words after "calling him" that name no one: "we're calling him tomorrow".
_NOT_NAMED: Final = word_set(
    "tomorrow soon asap every when after before about at this next later first", None
)
# Words that call someone by what they are, not by a name.
_TITLES: Final = word_set(
    """auntie aunty aunt uncle nana nanna granny grandma grandpa grandad mummy mommy daddy
    princess prince trouble baby babe sweetie honey love""",
    None,
)
_ANIMAL: Final = re.compile(
    rf"\b(?:{alternation(PETS | BREEDS | word_set('rescue shelter litter vet', None))})\b",
    re.IGNORECASE,
)


def baby_named(text: str, own_turns: Sequence[str] = (), prompt: str | None = None) -> str:
    """``text`` (one turn) with the sex found out and the name chosen said of the
    speaker's baby (see the module docstring); ``own_turns`` are the speaker's own turns
    before, the latest first; ``prompt`` the turn answered ("How's the kitten?" - "we
    found out it's a girl" speaks of no baby)."""
    if not re.search(r"found\s+out|know|learn|call|nam|scan", text, re.IGNORECASE):
        return text
    told = [text, *own_turns[:4]]
    if _ANIMAL.search(f"{prompt or ''} {text}") or not any(
        _BABY_TOLD.search(said) for said in told
    ):
        return text
    if not _own_baby(told):
        return text  # "My sister is pregnant. We found out it's a boy!": hers
    sex = ""
    if (said_first := _ITS_A.search(text)) is not None:
        sex = said_first.group("sex").split()[-1].lower()  # "It's a girl! We found out ..."
        lead = text[: said_first.start()] + (" " if said_first.start() else "")
        text = f"{lead}Our baby is {said_first.group('sex')}! {text[said_first.end() :]}"
    if (scanned := _SCAN_THEN.search(text)) is not None:
        # "We had the twenty-week scan. It's a girl.": the scan told what it is
        sex = scanned.group("sex").split()[-1].lower()
        said = f"Our baby is {scanned.group('sex')}"
        text = f"{text[: scanned.start('said')]}{said}{text[scanned.end() :]}"
    found = _FOUND_OUT.search(text)
    if found is not None and not _known(found.group("head"), prompt, own_turns):
        found = None
    if found is not None:
        sex = found.group("sex").split()[-1].lower()
        said = f"{found.group('head')}our baby is {found.group('sex')}"
        text = f"{text[: found.start()]}{said}{text[found.end() :]}"
    if (named := _WILL_CALL.search(text)) is not None:
        chosen = {"her": "girl", "him": "boy"}[named.group("pron").lower()]
        if sex and sex != chosen:
            return text
        name = named.group("name")
        if name.lower() in NOT_A_NAME or name.split()[0].lower() in _TITLES:
            return text  # "we're calling her back", "we'll call her Auntie Ana"
        if name.split()[0].lower() in _NOT_NAMED or _NOT_CHOSEN.match(text, named.end()):
            return text  # "We're calling him tomorrow", "We will call her Ada if it's a girl"
        if _UNDECIDED.search(text, named.end()):
            return text  # "We're calling him Leo. Or Max. We can't decide."
        name = name[:1].upper() + name[1:]  # "we're calling her ada"
        said = f"Our baby {sex}'s name is {name}" if sex else f"Our baby's name is {name}"
        rest = text[named.end() :]
        if (after := _NAMED_AFTER.match(rest)) is not None:
            # ", after my grandmother": said of the name, so "my" stays the speaker's
            said += f". {name} is named {after.group('after')}"
            rest = rest[after.end() :]
        text = f"{text[: named.start()]}{' ' if named.start() else ''}{said}{rest}"
    return text


def _own_baby(told: Sequence[str]) -> bool:
    """Whether the baby ``told`` (this turn, then the speaker's turns before) speaks of
    may be the speaker's: no one else's pregnancy or birth is told before one of theirs."""
    for said in told:
        if _BORN_TO_ANOTHER.search(said) or _ANOTHERS_BABY.search(said):
            return False
        owner = _owner(said, ())
        if owner == "" or (owner is not None and owner not in _OWN_BABY):
            return False
        if owner is not None:
            return True
    return True


# "Have you chosen a name yet?", "What's her name?", "What are you calling him?"
_NAME_ASKED: Final = re.compile(
    r"""\b(?:(?:chosen|picked|got|decided\s+on|thought\s+of)\s+a\s+name
    (?!\s+for\s+(?!(?:the|your|her|his|their)\s+(?:baby|little\s+one|bump)\b))
    |what(?:'s|’s|\s+is|\s+will\s+be)\s+(?:her|his|the\s+baby(?:'s|’s))\s+name
    |what\s+(?:are|will)\s+you\s+(?:call|name|calling|naming)\s+(?:her|him|the\s+baby))
    \b[^.!?]*\?""",
    re.IGNORECASE | re.VERBOSE,
)
# A name asked of others: "Have they picked a name?", "Has she chosen a name?"
_ASKED_OF_OTHERS: Final = re.compile(
    r"\b(?:have\s+they|has\s+(?:she|he|(?-i:[A-Z])[a-z]+)|did\s+(?:they|she|he))\s+"
    r"(?:chosen|picked|got|decided|thought)\b",
    re.IGNORECASE,
)
# "Ruxandra, after Ilinca's grandmother", "Yes! Ada."
_NAME_ANSWER: Final = re.compile(
    rf"""^(?:(?:yes|yeah|yep|we\s+have|we\s+did)[,!.]*\s+)?
    (?P<name>[{_UPPER}a-z][a-zà-ÿ'’-]+)(?:,?\s+(?P<after>after\s+[^.!?]+?))?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# A word alone that answers "Have you chosen a name?" without giving one.
_NO_NAME_YET: Final = word_set(
    """soon secret undecided thinking maybe nope nah not no later tbd tomorrow honestly
    almost nearly working still possibly probably definitely sure obviously nothing none
    kinda sorta shortlist shortlisted arguing debating pending classified unsure dunno idk
    surprise lots loads several many few some plenty tons heaps dozens hundreds never
    always ages once twice sadly nah nearly kind sort ugh hmm ha yes yeah yep""",
    None,
)
# Adverbs no one is named: "Eventually.", "Obviously!", "Absolutely."
_ADVERB_END: Final = re.compile(r"(?:ually|ously|ably|ibly|utely|ently|antly|ately)$", re.I)
_SEX_TOLD: Final = re.compile(
    r"\b(?:it(?:'s|’s|s|\s+is)\s+a|baby)\s+(?P<sex>girl|boy)\b", re.IGNORECASE
)


def _known(head: str, prompt: str | None, own_turns: Sequence[str]) -> bool:
    """Whether "<head> it's a girl" tells a baby's sex: "we found out ..." does; "we know
    ..." only where a baby was spoken of besides ("I know it's a girl who ..." never)."""
    if re.search(r"found\s+out", head, re.IGNORECASE):
        return True
    told = [prompt or "", *own_turns[:4]]
    return head.lower().startswith("we") and any(_BABY_SAID.search(said) for said in told)


def baby_name_answered(text: str, prompt: str | None, own_turns: Sequence[str] = ()) -> str:
    """``text`` (one turn) answering ``prompt`` with a name alone said as the baby's name:
    "Have you chosen a name yet?" - "Ruxandra, after Ilinca's grandmother" -> "Our baby
    girl's name is Ruxandra. Ruxandra is named after Ilinca's grandmother." Only where the
    turns (``own_turns``: the speaker's own before, the latest first) or the prompt speak
    of a baby or a pregnancy, and none of them of an animal."""
    if not prompt or _NAME_ASKED.search(prompt) is None:
        return text
    answer = _NAME_ANSWER.match(text.strip())
    if answer is None or answer.group("name").lower() in NOT_SAID_ALONE | _NO_NAME_YET:
        return text
    if _ADVERB_END.search(answer.group("name")):
        return text  # "Eventually.": no name
    told = [prompt, *own_turns[:3]]
    if any(_ANIMAL.search(said) for said in told) or not any(_BABY_TOLD.search(s) for s in told):
        return text
    if _ASKED_OF_OTHERS.search(prompt) or not _own_baby(told):
        return text  # "My sister is pregnant." - "Have they picked a name?": hers
    sexes = {m.group("sex").lower() for said in told for m in _SEX_TOLD.finditer(said)}
    sex = sexes.pop() if len(sexes) == 1 else ""
    name = answer.group("name")
    name = name[:1].upper() + name[1:]
    said = f"Our baby {sex}'s name is {name}." if sex else f"Our baby's name is {name}."
    if answer.group("after"):
        said += f" {name} is named {answer.group('after')}."
    return said


# "Why Archie?", "So why Mielie?": why that name.
_WHY_NAME: Final = re.compile(
    rf"(?:^|[.!?]\s+)(?:(?:and|so|but|ok|okay)[,\s]+)?why\s+(?P<name>(?-i:[{_UPPER}])[\w'-]+)\s*\?+\s*$",
    re.IGNORECASE,
)
# "It was Briony's grandfather's name.", "After my grandad.", "She's named after the
# river."
_AFTER_WHOM: Final = re.compile(
    r"""^(?:(?:it|that)(?:'s|’s|\s+is|\s+was)\s+(?P<whose>(?:my|our|(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+(?:'s|’s))
    \s+(?:[\w-]+\s+)?[\w-]+?)(?:'s|’s)\s+name
    |after\s+(?P<after>(?:my|our|the|(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+(?:'s|’s))\s+[^.!?,]+?))\s*(?=[.!,]|$)""",
    re.IGNORECASE | re.VERBOSE,
)


# What a name may be taken from: someone ("after my grandad", "after Bob Marley") or a
# thing named ("after the river").
_NAMESAKE: Final = re.compile(
    rf"""(?:\b(?:{alternation(RELATIVES | FEMALE_KIN | MALE_KIN)}|friend|hero|idol|footballer
    |player|singer|poet|writer|author|artist|character|saint|river|mountain|lake|island|town
    |village|city|song|band|book|film|goddess|god|queen|king)|\s(?-i:[{_UPPER}])[\w'-]+)$""",
    re.IGNORECASE | re.VERBOSE,
)


def name_explained(text: str, prompt: str | None, names: Collection[str] = ()) -> str:
    """``text`` (one turn) answering "Why <Name>?" with whom the name comes from said of
    the name: "It was Briony's grandfather's name." -> "Archie is named after Briony's
    grandfather."; ``names`` are the words the document attests as names."""
    if not prompt or (asked := _WHY_NAME.search(prompt)) is None:
        return text
    name = asked.group("name")
    if name not in names:
        return text
    found = _AFTER_WHOM.match(text)
    if found is None:
        return text
    whom = found.group("whose") or found.group("after")
    if found.group("after") and not _NAMESAKE.search(whom):
        return text  # "Why Leeds?" - "After my uncle's advice": a time, not a namesake
    return f"{name} is named after {whom}{text[found.end() :]}"

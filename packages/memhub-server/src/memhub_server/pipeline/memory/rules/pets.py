"""Named animals: which words a document shows to be a pet's name, and what a pet's own
clause says.

A capitalised word opening a sentence is a name only when the document treats it as one
(:func:`.person.attested_names`); people are shown by "he"/"she", a relative or a speaker.
A pet is shown otherwise: "my dog Juniper", "Juniper the cat", "a greyhound named
Juniper", "Juniper is a whippet". Such a name may then be the subject of the same
named-subject facts as a person ("Juniper ate a sock yesterday"), and of a few states
only an animal's clause says plainly: what it is ("is a whippet"), its age ("is three"),
how it is ("is limping").

Only the pattern makes the name; the pet word alone ("my dog ate my homework") names
no one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final, Literal

from .lexicon import AGE_WORDS, PETS, RELATIVES, alternation, word_set
from .person import SUBJECT
from .text import Passage

__all__ = [
    "BREEDS",
    "PetState",
    "attested_pets",
    "names_animal",
    "pet_owners",
    "pet_state",
    "remembered_owners",
    "remembered_pets",
    "with_owner",
    "without_apposition",
]

BREEDS: Final = word_set(
    """labrador|retriever|spaniel|terrier|poodle|beagle|collie|sheepdog|husky|dachshund|
    pug|corgi|greyhound|whippet|lurcher|bulldog|rottweiler|doberman|schnauzer|dalmatian|
    chihuahua|shih tzu|cockapoo|labradoodle|cavapoo|staffie|staffy|mastiff|malamute|
    german shepherd|alsatian|vizsla|weimaraner|samoyed|akita|shiba|tabby|maine coon|
    ragdoll|sphynx|moggy|mutt|budgerigar|cockatoo|axolotl|alpaca|gelding|foal|mare|stallion|
    donkey|saluki|borzoi|pomeranian|bichon|basenji|springer spaniel|bengal|siamese|burmese|
    birman|abyssinian|yorkie|westie|sheltie|frenchie|lhasa apso|cockerpoo|cavachon|maltipoo|
    goldendoodle|great dane|jack russell|dobermann|cockatiel|parakeet"""
)
"""Breeds and kinds no one calls a person: "<name> is a whippet" says it is an animal."""
# Words that may stand before a plain pet word and keep it literal ("a ginger cat", "a
# senior dog"), unlike "a lucky dog", "a dark horse" or "a big fish".
_PET_ADJECTIVES: Final = (
    "little|tiny|young|senior|rescue|rescued|ginger|black|white|grey|gray|brown|tortoiseshell|calico|"
    "tabby|fluffy|long-haired|short-haired|miniature|toy|female|male|boy|girl|pet|house|"
    "indoor|outdoor|border|golden|cocker|springer|jack|russell|german|french|english|"
    "yellow|chocolate|red|blue|baby"
)
_ANIMAL: Final = alternation(PETS | BREEDS)
_BREED: Final = alternation(BREEDS)
# "a whippet", "a rescue greyhound", "a ginger cat"; not "a lucky dog" or "a dog person"
_AN_ANIMAL: Final = (
    rf"(?:a|an)\s+(?:(?:[\w-]+\s+){{0,2}}?(?:{_BREED})|(?:(?:{_PET_ADJECTIVES})\s+){{0,2}}"
    rf"(?:{_ANIMAL}))"
)
_NAME: Final = r"(?P<name>(?-i:[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?))"
# The animal word ends its noun phrase: "a cat person", "a dog walker" name no animal.
_ENDS: Final = r"(?=\s*(?:[,.;:!?)]|$)|\s+(?:and|who|which|that|with|from|now|too|as)\b)"
_VERB_AFTER: Final = r"is|was|has|had|ate|bit|ran|got|won|keeps|[a-z]{2,}ed|[a-z]{3,}[^s\W]s"
_OWNER: Final = r"(?P<owner>my|our|his|her|their|the\s+user['’]s|(?-i:[A-Z][a-z]+)['’]s)"
# "my dog Juniper", "our old cat Miso", "Dana's puppy Bean"
_OWNED: Final = re.compile(
    rf"""\b{_OWNER}\s+(?:[\w-]+\s+){{0,2}}?(?P<animal>{_ANIMAL}),?\s+{_NAME}\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "our cat is called Miso", "my dog's name is Juniper", "The user's dog is Juniper."
_OWNED_IS: Final = re.compile(
    rf"""\b{_OWNER}\s+(?:[\w-]+\s+){{0,2}}?(?P<animal>{_ANIMAL})(?:['’]s\s+name)?\s+is\s+
    (?:called\s+|named\s+)?{_NAME}(?=\s*[.,;!?]|\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)
_PATTERNS: Final = tuple(
    re.compile(pattern, re.IGNORECASE | re.VERBOSE)
    for pattern in (
        _OWNED.pattern,
        _OWNED_IS.pattern,
        # "Juniper, our spaniel, ..."
        rf"""\b{_NAME},\s+(?:the|our|my|her|his|their)\s+(?:[\w-]+\s+)?(?:{_ANIMAL}){_ENDS}""",
        # "we took Juniper the cat to the vet": inside a sentence
        rf"""(?<=[a-z,]\s){_NAME}\s+the\s+(?:[\w-]+\s+)?(?:{_ANIMAL})\b""",
        # "Juniper the cat knocked ...": a verb of its own follows ("Walk the dog later"
        # is a request)
        rf"""\b{_NAME}\s+the\s+(?:[\w-]+\s+)?(?:{_ANIMAL})\s+(?:{_VERB_AFTER})\b""",
        # "a greyhound named Juniper", "a kitten called Miso"
        rf"""\b(?:{_ANIMAL})\s+(?:named|called)\s+{_NAME}\b""",
        # "Juniper is a whippet", "Miso's a ginger tabby"
        rf"""(?:^|[.!?]\s+|\n)\s*{_NAME}(?:\s+is|\s+was|['’]s)\s+{_AN_ANIMAL}{_ENDS}""",
    )
)
_NOT_NAMES: Final = word_set(
    """the this that my our his her their your it he she they we you there here what who
    mine yours new old little big baby rescue thanks thank hi hey yes no oh so and but
    walk feed pet take wash brush groom let bring get see love miss tell ok okay""",
    None,
)


_KIN: Final = alternation(RELATIVES)
# "my nephew Max", "my sister is also called Bella", "Max is my brother": a person's name.
_PERSON_NAMED: Final = (
    re.compile(
        rf"""\b{_OWNER}\s+(?:[\w-]+\s+){{0,2}}?(?:{_KIN}),?\s+
        (?:(?:is|was)\s+(?:also\s+)?(?:called\s+|named\s+)?)?{_NAME}\b""",
        re.IGNORECASE | re.VERBOSE,
    ),
    re.compile(
        rf"{_NAME}\s+(?:is|was)\s+(?:also\s+)?(?:my|our|his|her|their)\s+(?:{_KIN})\b",
        re.IGNORECASE,
    ),
)


def _people_named(parts: Iterable[Passage]) -> set[str]:
    """Names ``parts`` give a relative: a pet sharing one cannot be told from the person
    ("my dog Max and my nephew Max ... Max is starting nursery")."""
    return {m.group("name") for part in parts for p in _PERSON_NAMED for m in p.finditer(part.text)}


def attested_pets(parts: Iterable[Passage]) -> frozenset[str]:
    """The words ``parts`` show to be a named animal's name (see the module docstring).
    The namespace's known names carry no kind: a name is a pet's only where the document
    says so, and not when it also names a relative there."""
    parts = list(parts)
    found: set[str] = set()
    for part in parts:
        for pattern in _PATTERNS:
            for match in pattern.finditer(part.text):
                name = match.group("name")
                if name.lower() not in _NOT_NAMES and name.lower() not in PETS | BREEDS:
                    found.add(name)
    return frozenset(found - _people_named(parts))


PetState = tuple[Literal["durable", "state"], str | None, str]
"""(category, attribute, rewritten text) of a pet's own clause."""

_COLOURS: Final = (
    r"(?:white|black|brown|grey|gray|ginger|golden|cream|tan|tabby|tortoiseshell|spotted|fawn"
    r"|brindle|silver|red|orange|chocolate|liver|blue|merle|tricolour|tricolor|piebald)"
)
_WHAT_IT_IS: Final = re.compile(
    # "<S> is a silver borzoi, four years old"
    rf"^{SUBJECT}\s+(?:is|was)\s+{_AN_ANIMAL}"
    # "..., white with a brown patch over one eye": its colours, after it
    rf"(?:,\s+{_COLOURS}(?:\s+and\s+{_COLOURS})?(?:\s+with\s+(?:a\s+)?{_COLOURS}\s+"
    r"(?:patch|patches|spot|spots|socks|paws|tail|chest|stripe|stripes|markings|face|ears|nose)"
    r"(?:\s+(?:over|on|round|around)\s+(?:one|an?|her|his|its|the)\s+[a-z]+)?)?)?"
    rf"(?:,\s+(?:\d{{1,2}}|{'|'.join(AGE_WORDS)})\s+(?:years?|months?|weeks?)\s+old)?\.?$",
    re.IGNORECASE,
)
_AGE: Final = re.compile(
    rf"^{SUBJECT}\s+(?:is|turned|just\s+turned|has\s+just\s+turned)\s+(?P<age>{'|'.join(AGE_WORDS)})"
    r"(?:\s+years?\s+old)?\.?$",
    re.IGNORECASE,
)
# How an animal is, said of it alone: "<S> is limping", "<S> is still recovering".
_HOW_IT_IS: Final = re.compile(
    rf"""^{SUBJECT}\s+(?:is|has\s+been)\s+(?:(?:still|now|really|badly|a\s+bit|quite)\s+)*
    (?P<how>limping|sick|ill|poorly|unwell|injured|recovering|shedding|teething|missing|lost
    |pregnant|in\s+heat|on\s+antibiotics|on\s+medication|off\s+(?:his|her|its)\s+food)\b
    [^,;]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def pet_state(rewritten: str) -> PetState | None:
    """What a pet's rewritten clause (its subject the placeholder) states, when it is one
    of the states only an animal's clause says plainly; None otherwise (other clauses go
    through the named-subject rules like a person's)."""
    text = rewritten.strip()
    if _WHAT_IT_IS.match(text):
        return "durable", None, text.rstrip(".")
    age = _AGE.match(text)
    if age is not None:
        return "durable", "age", f"{SUBJECT} is {age.group('age').lower()} years old"
    if _HOW_IT_IS.match(text):
        return "state", None, text.rstrip(".")
    return None


def names_animal(rewritten: str) -> bool:
    """Whether a named subject's rewritten clause says what animal it is ("<S> is a
    whippet"): the clause shows the name a pet's by itself, as a short answer rewritten
    after the other passages were read ("what breed is Ludo?" - "a whippet")."""
    return _WHAT_IT_IS.match(rewritten.strip()) is not None


_APPOSITION: Final = re.compile(
    rf"^(?P<name>(?-i:[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?)),?\s+the\s+(?:[\w-]+\s+)?(?:{_ANIMAL}),?\s+",
    re.IGNORECASE,
)


def without_apposition(clause: str, pets: frozenset[str]) -> str:
    """``clause`` without "the cat" after a pet's name opening it ("Miso the cat knocked
    over a vase" -> "Miso knocked over a vase"), so the name's own verb follows it."""
    match = _APPOSITION.match(clause)
    if match is None or match.group("name") not in pets:
        return clause
    return f"{match.group('name')} {clause[match.end() :]}"


def pet_owners(parts: Iterable[Passage]) -> dict[str, str]:
    """Whose animal each pet is, as the document says it: "Sao: my dog Juniper" gives
    ``{"Juniper": "Sao's dog"}``. A name given two owners or kinds gets none."""
    parts = list(parts)
    people = _people_named(parts)
    owners: dict[str, str | None] = {}
    for part in parts:
        for match in (*_OWNED.finditer(part.text), *_OWNED_IS.finditer(part.text)):
            owner = " ".join(match.group("owner").split())
            if owner.lower() in {"my", "our"}:
                if not part.speaker:
                    continue
                owner = f"{part.speaker}'s"
            elif owner.lower() in {"his", "her", "their"}:
                continue  # whose, another sentence said
            name = match.group("name")
            if name.lower() in _NOT_NAMES or name.lower() in PETS | BREEDS or name in people:
                continue
            owner = owner.replace("’", "'")
            said = f"{owner} {match.group('animal').lower()}"
            owners[name] = said if owners.get(name, said) == said else None
    return {name: said for name, said in owners.items() if said is not None}


# What only a person does: a pet's name saying it is someone else of that name, whose
# owner the fact must not claim ("Olive works at the bank").
_PEOPLE_ONLY: Final = re.compile(
    r"\b(?:works?|worked|working|job|jobs|employer|boss|colleagues?|school|nursery|uni"
    r"|university|college|degree|exam|exams|promot\w*|married|marry|engaged|wedding"
    r"|husband|wife|boyfriend|girlfriend|salary|rent|mortgage|drives?|drove|votes?|voted)\b",
    re.IGNORECASE,
)


def with_owner(text: str, subject: str, owners: dict[str, str]) -> str:
    """A pet's fact text with whose animal it is ("Juniper ate a sock." -> "Sao's dog
    Juniper ate a sock."), when the fact opens on the pet's name and the document said."""
    owner = owners.get(subject)
    if owner is None or not text.startswith(f"{subject} ") or _PEOPLE_ONLY.search(text):
        return text
    owner = owner[:1].upper() + owner[1:]  # "The user's dog"
    return f"{owner} {text}"


def remembered_pets(memories: Iterable[str], names: frozenset[str]) -> frozenset[str]:
    """The names among ``names`` (those the document or the namespace's known names
    attest) that the namespace's memories show to be pets ("Ferdie's dog is Bruno."): a
    later session's "Bruno is limping" is then a pet's state. The memories give the kind,
    never the name."""
    parts = [Passage(None, text) for text in memories]
    return attested_pets(parts) & names


def remembered_owners(memories: Iterable[str]) -> dict[str, str]:
    """Whose pet each is, as the namespace's memories say it (:func:`pet_owners`)."""
    return pet_owners(Passage(None, text) for text in memories)

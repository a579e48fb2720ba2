"""An animal just got, described by a pronoun before its name is given.

"I adopted a dog on Saturday." - "Tell me everything." - "He's an old pug, eleven years
old and nearly blind. His owner died and nobody wanted him. I've named him Knödel." and
"She's a calico called Chinook, after the warm wind here." say what the animal is before
(or as) they name it, so every sentence leans on a "he"/"she". :func:`animal_described`
makes the name stand for the pronoun:

* "He's an old pug, ... I've named him Knödel." -> "Knödel is an old pug, ... My dog is
  called Knödel." (the naming said as the speaker's animal when the turn or the speaker's
  turn before says they got one: "I adopted a dog"), the sentences between made Knödel's;
* "She's a calico called Chinook, after ..." -> "Chinook is a calico, after ...", and
  "My cat is called Chinook." when the speaker got a cat.

Only when the description names a kind of animal and the pronoun of the naming is the
same; a sentence between that names someone else stops it.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon import PETS, alternation, word_set
from .pets import BREEDS

__all__ = ["NOT_A_NAME", "animal_described", "got_told_on", "one_got"]

_UPPER: Final = "A-ZÀ-ÖØ-Þ"
_KINDS: Final = (
    PETS
    | BREEDS
    | word_set("calico tortoiseshell tortie ginger mutt mongrel pup lamb mare foal donkey", None)
)
_KIND: Final = alternation(_KINDS)
_LEAD: Final = r"(?:(?:oh|so|and|but|well|yes|yeah|ok|okay)[,!.]?\s+)*"
_NAME: Final = rf"(?P<name>(?-i:[{_UPPER}])[\w'-]+(?:\s+(?-i:[{_UPPER}])[\w'-]+)?)"
# "He's an old pug, eleven years old": what the animal is, by its pronoun.
_IS_A: Final = re.compile(
    rf"""^(?P<lead>{_LEAD})(?P<pron>he|she)(?:'s|’s|\s+is)\s+(?P<what>(?:a|an)\s+
    (?:[\w'’-]+,?\s+){{0,3}}?(?:{_KIND})(?:\s+(?:{_KIND}))?)(?![\w'-])
    (?:\s+(?:called|named)\s+{_NAME}(?![\w'-]))?""",
    re.IGNORECASE | re.VERBOSE,
)
# "I've named him Knödel", "We called her Mielie", "his name is Knödel".
_NAMING: Final = re.compile(
    rf"""^{_LEAD}(?:(?:i|we)(?:'ve|’ve|\s+have)?\s+(?:just\s+)?(?:named|called)\s+(?P<obj>him|her)
    |(?P<poss>his|her)\s+name(?:'s|’s|\s+is)|(?P<subj>he|she)(?:'s|’s|\s+is)\s+called)
    \s+(?P<name>[{_UPPER}a-z][\w'-]+(?:\s+(?-i:[{_UPPER}])[\w'-]+)?)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "I adopted a dog", "we got a kitten from the SPCA": the speaker's own animal, just got.
_GOT: Final = re.compile(
    rf"""\b(?P<who>i|we)(?:'ve|’ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:got|adopted|rescued
    |bought|brought\s+home|took\s+in)\s+(?:a|an)\s+(?:[\w-]+\s+){{0,2}}?(?P<noun>{_KIND})\b""",
    re.IGNORECASE | re.VERBOSE,
)
# Someone else the pronoun of a sentence between could be.
_SOMEONE: Final = re.compile(rf"(?<![.!?]\s)(?<!^)\b(?-i:[{_UPPER}])[a-z]+\b|\bmy\s+\w+\b")
_SEX: Final = {"he": "m", "him": "m", "his": "m", "she": "f", "her": "f"}
_HIS: Final = re.compile(r"\b(?P<word>he|him|his)\b", re.IGNORECASE)
_HERS: Final = re.compile(r"\b(?P<word>she|her)\b(?P<next>\s+\w+)?", re.IGNORECASE)
# After "her" these start no noun: "nobody wanted her and ...", "took her to the vet".
_NOT_OWNED: Final = word_set(
    "and but so or to from in on at for with up back home out down off again too now", None
)


def animal_described(text: str, earlier: str | None = None) -> str:
    """``text`` (one turn) with the sentences that describe an animal by a pronoun before
    (or while) naming it said of its name; ``earlier`` is the speaker's own turn before
    the prompt. See the module docstring."""
    if not re.search(r"\b(?:he|she)(?:'s|’s|\s+is)\s+an?\s", text, re.IGNORECASE):
        return text
    sentences, gaps = _split(text)
    for n, sentence in enumerate(sentences):
        found = _IS_A.match(sentence)
        if found is None:
            continue
        sex = _SEX[found.group("pron").lower()]
        got = _got([earlier or "", *sentences[:n]])
        rest = sentence[found.end() :]
        if found.group("name"):
            name = found.group("name")
            after = _AFTER.match(rest)  # ", after the warm wind": why it was so named
            naming = _owned(got, name, after.group() if after else "") if got else ""
            rest = rest[after.end() :] if after else rest
            sentences[n] = f"{naming}{_is_what(found, name, got, rest)}"
            return _joined(sentences, gaps)
        named = _named_later(sentences, n, sex)
        if named is None:
            return text  # ("Meet Gustav! He's a pug": read by :mod:`.idioms` already)
        k, name = named
        naming = _owned(got, name, "") if got else ""
        sentences[n] = f"{naming}{_is_what(found, name, got, rest)}"
        for between in range(n + 1, k):
            sentences[between] = _of_name(sentences[between], name, sex)
        if got:
            sentences[k] = ""  # said first, so the name is known as an animal's
        return _joined(sentences, gaps)
    return text


_AFTER: Final = re.compile(r",?\s+after\s+[^,.!?]+")
# ", eleven years old and nearly blind": more of what the animal is, said of it.
_MORE: Final = re.compile(r"^,\s+(?!(?:and|but|so|he|she|it|who|which|i|we)\b)(?P<more>[^.!?]+)")


def _is_what(found: re.Match[str], name: str, got: tuple[str, str] | None, rest: str) -> str:
    """ "Knödel is an old pug. Knödel is eleven years old ..." for "He's an old pug, eleven
    years old ...": the kind said of the name (with the animal got after a word that only
    describes it: "a calico cat"), and what follows the kind said of it too."""
    what = found.group("what")
    kind = what.split()[-1].lower()
    if got is not None and kind not in PETS and kind not in BREEDS:
        what = f"{what} {got[1]}"
    said = f"{found.group('lead')}{name} is {what}"
    more = _MORE.match(rest)
    if more is not None:
        return f"{said}. {name} is {more.group('more').strip()}{rest[more.end() :]}"
    return f"{said}{rest}"


def _split(text: str) -> tuple[list[str], list[str]]:
    """The sentences of ``text`` and the spaces between them (a line break stays one)."""
    parts = _GAP.split(text)
    return parts[0::2], parts[1::2]


def _joined(sentences: list[str], gaps: list[str]) -> str:
    """``sentences`` put back together with ``gaps``; a sentence made "" is left out."""
    out = sentences[0]
    for gap, sentence in zip(gaps, sentences[1:], strict=True):
        if sentence:
            out = f"{out}{gap}{sentence}" if out else sentence
    return out


_GAP: Final = re.compile(r"(?<=[.!?])(\s+)")


def _got(said: list[str]) -> tuple[str, str] | None:
    """Who got which animal ("I", "dog"), by the last such sentence in ``said``; None when
    that sentence names two kinds ("a hamster and a gerbil")."""
    found = [m for s in said for m in _GOT.finditer(s)]
    if not found:
        return None
    rest = found[-1].string[found[-1].end() :]
    if re.search(rf"\b(?:{_KIND})\b", re.split(r"[.!?]", rest)[0], re.IGNORECASE):
        return None
    return found[-1].group("who").lower(), found[-1].group("noun").lower()


def _owned(got: tuple[str, str], name: str, why: str) -> str:
    who, noun = got
    return f"{'Our' if who == 'we' else 'My'} {noun} is called {name}{why}. "


def _named_later(sentences: list[str], n: int, sex: str) -> tuple[int, str] | None:
    """The sentence after ``n`` that names the one ``sentences[n]`` described, with the
    name, when the sentences between speak of no one else."""
    for k in range(n + 1, len(sentences)):
        naming = _NAMING.match(sentences[k])
        if naming is not None:
            pronoun = naming.group("obj") or naming.group("poss") or naming.group("subj")
            name = naming.group("name")
            if _SEX[pronoun.lower()] != sex or name.lower() in NOT_A_NAME:
                return None
            return k, name[:1].upper() + name[1:]  # "i named him bran": Bran
        other = "she" if sex == "m" else "he"
        if _SOMEONE.search(sentences[k]) or re.search(rf"\b{other}\b", sentences[k], re.I):
            return None
    return None


def _of_name(sentence: str, name: str, sex: str) -> str:
    """``sentence`` with each pronoun of ``sex`` made ``name``: "His owner died and nobody
    wanted him" -> "Knödel's owner died and nobody wanted Knödel"."""

    def his(match: re.Match[str]) -> str:
        return f"{name}'s" if match.group("word").lower() == "his" else name

    def hers(match: re.Match[str]) -> str:
        after = match.group("next") or ""
        if match.group("word").lower() == "her" and after.strip().lower() not in _NOT_OWNED:
            return f"{name}'s{after}" if after else name
        return f"{name}{after}"

    said = _HIS.sub(his, sentence) if sex == "m" else _HERS.sub(hers, sentence)
    return said[:1].upper() + said[1:]


# "Sipho begged for a kitten, so we got one from the SPCA": "one" of the kind just named.
_ONE_GOT: Final = re.compile(
    rf"""\b(?:a|an)\s+(?P<noun>{_KIND})\b(?P<mid>[^.!?]*?\b(?:so|and|then)\s+(?:i|we)
    (?:'ve|’ve|\s+have)?\s+(?:just\s+|finally\s+|eventually\s+)?(?:got|adopted|rescued
    |bought|brought\s+home)\s+)one\b(?!\s+(?:of|more|too)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def one_got(text: str) -> str:
    """``text`` with the "one" the speaker got said as the animal the same sentence named
    before it: "Sipho begged for a kitten, so we got one from the SPCA" -> "..., so we got a
    kitten from the SPCA". Not when the sentence names two kinds ("a dog or a cat")."""

    def said(match: re.Match[str]) -> str:
        noun = match.group("noun")
        if re.search(rf"\b(?:{_KIND})\b", match.group("mid"), re.IGNORECASE):
            return match.group()
        article = "an" if noun[:1].lower() in "aeiou" else "a"
        return f"{match.group()[: match.end('mid') - match.start()]}{article} {noun.lower()}"

    return _ONE_GOT.sub(said, text) if " one" in text else text


# After "we got a puppy!": "sheepdog pup from a farm on Unst, ..." (the kind with no
# article) and "called her Tussa" (the naming with no subject).
_BARE_KIND: Final = re.compile(
    rf"""(?P<np>(?:[\w-]+\s+)?(?:{_KIND}))(?=\s+from\s|\s*,)""",
    re.IGNORECASE | re.VERBOSE,
)
_BARE_CALLED: Final = re.compile(
    r"""(?P<who>(?:i|we)(?:'ve|’ve|\s+have)?\s+)?(?P<verb>called|named)\s+(?P<pron>her|him|it)\s+(?P<name>[\w'-]+)\s*(?P<end>[.!]*)$""",
    re.IGNORECASE | re.VERBOSE,
)
NOT_A_NAME: Final = word_set(
    """back up out over in on off down round around names everything something nothing
    anything crazy lazy stupid mad mum mom dad a an the that this too again today yesterday
    tonight later now earlier first""",
    None,
)


def got_told_on(text: str) -> str:
    """``text`` (one turn) with what follows the speaker's news of an animal got said in
    full: "we got a puppy! sheepdog pup from a farm, 9 weeks old. called her tussa" ->
    "we got a puppy! a sheepdog pup from a farm, 9 weeks old. Our puppy is called Tussa"
    (the name capitalised, as names are read)."""
    sentences, gaps = _split(text)
    told = list(sentences)
    got: tuple[str, str] | None = None
    for n, sentence in enumerate(sentences):
        if got is not None:
            if _BARE_KIND.match(sentence) and not _AFTER_VERB.search(sentence):
                sentences[n] = f"a {sentence[:1].lower()}{sentence[1:]}"
            elif (called := _BARE_CALLED.match(sentence)) is not None and _told_short(called):
                name = called.group("name")
                sentences[n] = _owned(got, f"{name[:1].upper()}{name[1:]}", "").rstrip()
        found = _got([sentence])
        got = found if found is not None else got
    return text if sentences == told else _joined(sentences, gaps)


def _told_short(called: re.Match[str]) -> bool:
    """Whether a naming is told the chat's short way the naming rules do not read: with no
    one doing it ("called her Tussa") or the name typed in lower case ("we called her
    tussa"); never a word that is no name ("called her back")."""
    name = called.group("name")
    if name.lower() in NOT_A_NAME:
        return False
    return not called.group("who") or name[:1].islower()


# A verb in a sentence makes it a clause, not a fragment about the animal got.
_AFTER_VERB: Final = re.compile(
    r"\b(?:is|was|are|were|has|had|have|does|did|i|we|he|she|they|it)\b", re.IGNORECASE
)

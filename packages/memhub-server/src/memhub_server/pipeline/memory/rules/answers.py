"""Short answers read with the wh-question they answer.

Two people chatting state most facts as answers to each other's questions, and the
answer alone is a fragment: "when do you hand the keys over?" - "the 1st of December.";
"what breed is Rollo?" - "a lurcher, yes". :func:`short_answer` writes such an
answer as the statement the question asked for, which the extractor then reads like any
other sentence (so its relative dates are resolved, and the gate still judges it):

* **when**: "when are you flying out?" + "next Thursday" -> "I'm flying out next
  Thursday"; "when does Halvard start at the clinic?" + "the 3rd" -> "Halvard starts at the
  clinic on the 3rd";
* **where**: "where are you moving to?" + "Narvik, for the job" -> "I'm moving to Narvik";
* **what / which**: "what do you teach?" + "geography, mostly" -> "I teach geography";
  "what breed is Rollo?" + "a lurcher" -> "Rollo is a lurcher"; "what does your
  brother do?" + "plumber" -> "My brother works as a plumber"; "what's the puppy
  called?" + "Biscuit!" -> "My puppy is called Biscuit", when the answerer's own turn
  before the question says whose puppy it is;
* **tastes and pastimes**: "what kind of music do you like?" + "mostly jazz, especially
  Coltrane" -> "I like jazz, especially Coltrane"; "what do you do in your spare time?" +
  "pottery, mostly. and a bit of bouldering" -> "I'm into pottery and bouldering"; "what
  does Ioana study?" + "medicine, 4th year" -> "Ioana studies medicine (4th year)";
* **how old / how many**: "how old is your daughter?" + "six in May" -> "My daughter
  turns 6 in May"; "how many kids does Anselm have?" + "three" -> "Anselm has three kids";
* **yes to a question about someone named**: "did Maren get the flat?" + "yes!!" ->
  "Maren got the flat".

Only a question asked of the one answering ("you", "your ...") or about someone named is
read, only when the prompt asks that one question, and only when the answer is a fragment
of the type the question wants (a date for "when", a place for "where", ...). An answer
that hedges, jokes, denies or asks back ("no idea", "maybe Leeds?", "the moon haha")
says nothing. Questions the context module already reads (:mod:`.context`, and the
"when did you ...?" dates in :mod:`.news`) are left to it: this runs only on a turn
nothing else rewrote.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from .context import (
    FILLER,
    KIN_WORDS,
    NOT_NAMES,
    SENTENCE_END,
    UPPER,
    first_person,
    first_sentence,
    past_tense,
    pronoun_fits,
    studied,
    third_person,
    workplace,
)
from .fragment_tails import (
    ONE_OF_A_KIND,
    question_in_full,
    span_kept,
    tails_joined,
    taken_back,
    unsaid_after,
    whose_only,
)
from .lexicon import (
    COLOURS,
    COUNTRIES,
    CURRENCY_WORDS,
    FEMALE_KIN,
    FEMALE_NAMES,
    GROUPS,
    IRREGULAR_PAST,
    JOBS,
    JOKE_PLACES,
    MALE_KIN,
    MALE_NAMES,
    MONTH,
    NOT_PLACES,
    NOT_WORK,
    NUMBER_WORDS,
    PASTIMES,
    PETS,
    QUALITIES,
    RELATIVES,
    SCHOOL_YEAR,
    SHORT_WEEKDAY,
    WEEKDAY,
    alternation,
    ends_on_a_job,
    number_value,
    word_set,
)
from .pets import BREEDS
from .texting import DOES_VERBS

__all__ = [
    "age_answered",
    "answer_tails_joined",
    "answer_taken_back",
    "asked_about",
    "cost_joke_dropped",
    "home_since_told",
    "job_answered",
    "short_answer",
]


def age_answered(prompt: str | None, answer: str, earlier: str | None = None) -> str | None:
    """ "how old is your mum?" - "Seventy-one, and she still cycles everywhere.": the age
    the answer opens on, said of the one asked about ("My mum is 71."), read before
    anything else in the answer is; None for any other prompt or answer."""
    question = _only_question(prompt) if prompt and "?" in prompt else None
    if question is None or _HOW_OLD.match(question) is None:
        return None
    first, rest = first_sentence(answer)
    said = FILLER.sub("", first).strip()
    if _AGE.match(_head(_AGE_PRONOUN.sub("will be ", said, count=1))) is None:
        return None  # ("She'll be ninety on the 14th, so ...": the age opens it too)
    statement = _age(question, said, earlier)
    return None if statement is None else f"{statement}. {_and_more(said)}{rest}".strip()


# "Eleven, and she's started the cello.": a clause of its own after the fragment answer.
_AND_MORE: Final = re.compile(
    r"^[^,]+,\s*and\s+(?P<clause>(?:he|she|they|I)(?:['’](?:s|ve|re|m|ll|d))?\s+[^,]+?)[.!]*$",
    re.IGNORECASE,
)


# "Eleven, and she's the devil incarnate.", "..., and he's a right little terror", "..., and
# she rules the roost": what one calls a relative in jest or despair, no fact of them.
_TEASED: Final = re.compile(
    r"""^(?:he|she|they)(?:['’](?:s|re)|\s+is|\s+are)\s+(?:(?:such|a|an|the|right|proper|real
    |little|total|absolute|complete|bit\s+of|of|pure|utter)\s+)*(?:devil|terror|handful|nightmare
    |madam|monster|menace|horror|tyrant|pain|brat|gremlin|demon|angel|diva|beast|minx|rascal
    |scamp|rogue|nuisance|wind-?up|drama\s+queen|boss\s+of\s+the\s+house|[\w'-]+\s+by\s+half)s?\b
    |\b(?:incarnate|by\s+half|rules?\s+the\s+roost|wears?\s+the\s+trousers|drives?\s+(?:me|us)\s+(?:mad
    |crazy|nuts|up\s+the\s+wall|round\s+the\s+bend)|runs?\s+rings\s+round)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _and_more(said: str) -> str:
    """The clause after a fragment answer's ", and", as a sentence of its own ("Eleven, and
    she's started the cello." -> "She's started the cello. "); "" when there is none."""
    more = _AND_MORE.match(said.strip())
    if more is None or _HEDGED.search(more.group("clause")) or _TEASED.search(more.group("clause")):
        return ""
    clause = more.group("clause")
    return f"{clause[:1].upper()}{clause[1:]}. "


def short_answer(
    prompt: str | None,
    answer: str,
    earlier: str | None = None,
    year: int | None = None,
    own_before: Sequence[str] = (),
) -> str:
    """``answer`` opening on the statement the prompt's one wh-question asked for, when
    its first sentence is a fragment that answers it; otherwise ``answer`` as it was.
    ``earlier`` is the answerer's turn before the prompt (it may say whose "the baby" is);
    ``year`` the document's, after which no "since" or "from" tail is read; ``own_before``
    the answerer's turns before (the latest first), which may say what "it" is.
    """
    question = _asked(prompt)  # "wat dog u got", "how's the new place"
    if question is None:
        return answer
    answer = tails_joined(question, answer, year)  # "a sloughi. called sumac"
    first, rest = first_sentence(answer)
    said = _LAUGH_AT_ASIDE.sub(r"\g<aside>", FILLER.sub("", first).strip())
    if not said or "?" in said or _HEDGED.search(said):
        return answer
    if unsaid_after(rest) or whose_only(said):
        return answer  # "spaniel. hopefully", "a lab. dead now": taken back; "my dad's"
    if (group := _counted_group(question, said)) is not None:
        return f"{group}. {rest}".strip()  # "how many are coming?" - "eleven, my whole choir"
    if (pastime := _pastime(question, said, rest)) is not None:
        return pastime  # "what do you do for fun?" - "pottery, mostly. and a bit of bouldering"
    if (listed := _counted_kinds(question, said, rest)) is not None:
        kinds, after = listed  # "how many pets?" - "four: a horse, a pony, a goat and a donkey"
        return f"{kinds}. {after}".strip()
    if (cost := _how_much_was(question, said, earlier)) is not None:
        return f"{cost}. {rest}".strip()  # "how much was the van?" - "£900."
    own_told = " ".join([earlier or "", *own_before[:3]])
    if (again := _when_again(question, said, own_told)) is not None:
        return f"{again}. {rest}".strip()  # "When can you take it again?" - "In March"
    if (told := _kin_did(question, said)) is not None:
        return f"{told}. {rest}".strip()  # "where does your gran live?" - "lives in troon"
    if len(said.split()) > _MAX_WORDS and (waited := _waited_and_more(question, said)):
        return f"{waited}. {rest}".strip()  # "6 wks, n the airline paid 40,000 in the end"
    if len(said.split()) > _MAX_WORDS:
        # a home and its place may come with an aside: "a little cottage in Mylor, 10 mins
        # from the workshop"
        moved = _where_news(question, said, earlier) if _HOME_IN.match(_head(said)) else None
        if moved is None and len(_head(said).split()) <= _GAP_MAX_WORDS:
            # "a coppice on a farm above Trefriw, eleven miles away"
            moved = (
                _gap_filled(question, said)
                or _and_the(question, said)
                # "The red one, because the blue one failed the inspection."
                or _which_one(question, said)
            )
        return answer if moved is None else f"{moved}. {_and_more(said)}{rest}".strip()
    statement = _statement(question, said, rest, earlier)
    if statement is None and earlier is not None:
        # "I've got a new boyfriend!" - "what does he do?": "he" is the one brought up
        named = _pronoun_as_brought(question, prompt or "", earlier)
        statement = None if named is None else _statement(named, said, rest, earlier)
    if statement is None:
        return answer
    statement = span_kept(statement, said, question)  # "bandoneón since March": kept
    return f"{statement}. {_and_more(said)}{rest}".strip()


# "Where does your gran live now?", "What did your brother do at the weekend?", "How's your
# dad getting on?": a question about the answerer's relative or pet.
_ASKED_OF_KIN: Final = re.compile(
    rf"""^(?:[\w']+\s+){{0,3}}?(?:is|does|did|has|was|['’]s)\s+your\s+(?:[\w-]+\s+)?
    (?P<kin>{alternation(RELATIVES | PETS)})\b[^?]*\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_NOT_DEEDS: Final = word_set("said used need fed bed red shed", None)


def answer_taken_back(prompt: str | None, answer: str) -> bool:
    """Whether ``answer`` to the prompt's one wh-question is a fragment that a short
    fragment after it takes back ("wat dog u got" - "collie. barney. joking"): read on the
    turn as said, before a retraction drops only the sentence the joke follows; see
    :func:`.fragment_tails.taken_back`."""
    question = _asked(prompt)
    return question is not None and taken_back(question, answer)


def answer_tails_joined(prompt: str | None, answer: str, year: int | None = None) -> str:
    """``answer`` to the prompt's one wh-question with the fragments after its first that
    say what it is called, since when or from which year joined onto it ("bandoneón. since
    march" -> "bandoneón since March."), for every reader of the answer; see
    :func:`.fragment_tails.tails_joined`."""
    question = _asked(prompt)
    if question is None:
        return answer
    if taken_back(question, answer):
        return ""  # "collie. barney. joking": nothing said in earnest
    return tails_joined(question, answer, year)


def _asked(prompt: str | None) -> str | None:
    """The one wh-question ``prompt`` asks as :func:`short_answer` reads it: typed in full,
    its mark added where chat leaves it off; None when it asks no one question."""
    if not prompt:
        return None
    prompt = question_in_full(prompt)  # "wat dog u got"
    if "?" not in prompt and _UNMARKED_QUESTION.search(prompt):
        prompt = prompt.rstrip(" .!") + "?"  # "you did it!! how's the new place"
    return _only_question(prompt) if "?" in prompt else None


def home_since_told(prompt: str | None, answer: str) -> str:
    """``answer`` opening on the statement :func:`_home_since` makes of it ("hows ur nan
    after the op?" - "out since tues, back on her feet" -> "My nan has been out of
    hospital since Tuesday."), read before the answer's "her" is settled (which would keep
    the answer from being read as a fragment); else as it was."""
    question = _asked(prompt)
    if question is None:
        return answer
    said = FILLER.sub("", answer).strip()
    home = _home_since(question, said)
    if home is None:
        return answer
    # the first sentence's aside ("still sore", "and already back in her garden") says how
    # they are, as the one asked is not named in it: left out, unless it is a clause of its
    # own ("..., and he's moved in with my sister")
    return f"{home}. {_and_more(first_sentence(said)[0])}{first_sentence(said)[1]}".strip()


def _kin_did(question: str, said: str) -> str | None:
    """ "where does your gran live?" + "lives in troon, walks the prom every morning" -> "My
    gran lives in Troon, walks the prom every morning": an answer that opens on a verb
    (one that says what someone does, or any past one) with its subject left out has the
    relative asked about as its subject, and so has a clause after it that opens on such a
    verb too; None for any other question or answer."""
    asked = _ASKED_OF_KIN.match(question)
    if asked is None or not _a_deed(said):
        return None
    head, _, tail = said.partition(", ")
    verb = head.split(maxsplit=1)[0]
    if not verb.isupper():  # "Drives a bus": a verb, not a name after "my brother"
        head = head[:1].lower() + head[1:]
    told = _gap_filled(question, head) or f"My {asked.group('kin').lower()} {head}"
    if tail and _a_deed(tail):
        return f"{told}, {tail.rstrip('.!')}"
    return f"{told}. {tail}".rstrip(". ") if tail else told


def _a_deed(clause: str) -> bool:
    """Whether ``clause`` opens on a verb of what someone does, or a past one, and goes on."""
    words = clause.lower().split()
    if len(words) < 2 or words[0] in _NOT_DEEDS:
        return False
    verb = words[0]
    return verb in DOES_VERBS or verb in IRREGULAR_PAST or (verb.endswith("ed") and len(verb) > 4)


def asked_about(prompt: str | None, answer: str, read: str) -> frozenset[str]:
    """The name the prompt asks about, when :func:`short_answer` made ``answer`` the
    statement ``read`` about it ("What breed is Bracken?" - "A pug." -> "Bracken is a
    pug"; "Where's your Agnar working?" -> "My Agnar is working ..."): the question
    shows the name is someone's, though no turn of the document says it."""
    if not prompt or read == answer:
        return frozenset()
    opening = _OPENING_NAME.match(read)
    if opening is None or opening.group("name") not in prompt:
        return frozenset()
    name = opening.group("name")
    return frozenset() if name.lower() in NOT_NAMES | _NOT_PEOPLE else frozenset({name})


# An answer's aside that makes it a wish, not what is done: "in a perfect world", "in an
# ideal world", "in theory", "in my dreams", "ideally", "if I'm lucky".
_WISHED: Final = re.compile(
    r"""\b(?:in\s+(?:a|an)\s+(?:perfect|ideal)\s+world|in\s+theory|in\s+my\s+dreams|ideally
    |if\s+i['’]?m\s+lucky|if\s+all\s+goes\s+well|if\s+we['’]?re\s+lucky)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "Bracken is ...", "My Agnar works ...": the name a statement made of an answer opens on.
_OPENING_NAME: Final = re.compile(
    rf"^(?:my\s+|our\s+)?(?P<name>(?-i:[{UPPER}])[a-z'-]+)\b(?!')", re.IGNORECASE
)


def _statement(question: str, said: str, rest: str, earlier: str | None) -> str | None:
    """The statement ``said`` makes as the answer to ``question``, or None; none of an
    answer said of a world wished for ("Saturdays, in a perfect world")."""
    if _WISHED.search(said):
        return None
    return (
        _when(question, said)
        or _which_days(question, said)
        or _when_news(question, said, earlier)
        or _when_the(question, said, earlier)
        or _where_news(question, said, earlier)
        or _where(question, said, rest)
        or _what_done(question, said)
        or _taste(question, said)
        or _what_it_is(question, said)
        or _kind_brought(question, said, earlier)
        or _new_home(question, said)
        or _whose_thing(question, said)
        or _with_whom(question, said)
        or _what_job(question, said)
        or _name_given(question, said, earlier)
        or _pronoun_named(question, said, earlier)
        or _age(question, said, earlier)
        or _how_many(question, said)
        or _how_many_a_day(question, said)
        or _how_many_come_or_done(question, said)
        or _how_often(question, said)
        or _weighed(question, said, earlier)
        or _how_many_work(question, said)
        or _how_long(question, said)
        or _how_long_waited(question, said)
        or _how_long_trip(question, said)
        or _school_year(question, said)
        or _yes_of(question, said)
        or _since_when(question, said)
        or _how_did(question, said)
        or _which_one(question, said)
        or _gap_filled(question, said)
        or _and_the(question, said)
        or _where_theirs(question, said)
    )


_MAX_WORDS: Final = 9
# A laugh at the aside after the answer, not at the answer: "portobello, above a chip shop
# lol" (not "the moon lol", "Leeds lol").
_LAUGH_AT_ASIDE: Final = re.compile(
    r"^(?P<aside>[^,]+,\s*[^,\s]+(?:\s+[^,\s]+){1,5})\s+(?:lol|haha+|lmao)[.!]*$", re.I
)
# An answer that does not commit to anything: unsure, wishing, joking, refusing.
_HEDGED: Final = re.compile(
    r"""\b(?:no\s+idea|not\s+sure|unsure|dunno|don'?t\s+know|no\s+clue|who\s+knows|maybe
    |perhaps|possibly|probably|hopefully|i\s+wish|if\s+only|not\s+yet|tb[cd]|undecided|haha\w*
    |hah|lol|lmao|rofl|jk|kidding|joking|guess|apparently|supposedly|might|could\s+be|ish
    |or\s+so|no|nope|nah|not|never|none|nothing|nowhere|nobody|depends|either|or)\b
    |[😂🤣😜😉🙃😅🤞]""",
    re.IGNORECASE | re.VERBOSE,
)


def _only_question(prompt: str) -> str | None:
    """The prompt's question, when it ends on one and asks nothing else."""
    sentences = [s.strip() for s in SENTENCE_END.split(prompt.strip()) if s.strip()]
    if len(sentences) > 1 and _AND_WHY.fullmatch(sentences[-1]) and sentences[-2].endswith("?"):
        # "when? and why": the reason is asked after; the answer's head answers the first
        sentences = sentences[:-1]
    # "What?!", "Really?", "No way?!": surprise, not a question asked
    asked = [s for s in sentences if "?" in s and not _SURPRISE.fullmatch(s)]
    if len(asked) == 1 and not sentences[-1].endswith("?"):
        # "What breed is your dog? That changes how much exercise he needs.": why it asks
        after = sentences[sentences.index(asked[0]) + 1 :]
        if len(after) == 1 and _WHY_ASKED.match(after[0]):
            sentences = sentences[: -len(after)]
    if len(asked) != 1 or not sentences[-1].endswith("?"):
        return None
    question = re.sub(r"\?[?!]*$", "?", " ".join(asked[0].split()))
    question = FILLER.sub("", question)
    # "Ana, when ...?", "ok but when ...?": what leads up to the question word
    return _LEAD.sub("", question)


# A reason asked after the question, in a sentence of its own: "when? and why", "and how come??"
_AND_WHY: Final = re.compile(r"(?:and|n|&)\s+(?:why|how\s+come)\s*[?!]*", re.IGNORECASE)
# What an assistant says after its question of why it asks: "That changes how much
# exercise he needs.", "It helps me plan the portions."
_WHY_ASKED: Final = re.compile(
    r"""^(?:that|this|it)\s+(?:changes|affects|helps|will\s+help|would\s+help|matters|makes\s+a
    \s+difference|decides|determines)\b[^?]*[.!]$""",
    re.IGNORECASE | re.VERBOSE,
)
# A question typed without its mark, closing the turn: "how's the new place", "where to".
_UNMARKED_QUESTION: Final = re.compile(
    r"(?:^|[.!]\s+)(?:how's|how\s+is|what's|where's|when's|who's|how\s+are|how\s+was"
    r"|where\s+to|where\s+(?:are|do)\s+you"
    # "where do u keep the boat now", "how many hens do you have": a wh-question about "you"
    r"|(?:where|what|which|who|how\s+(?:much|many|far))(?:\s+[a-z]+)?\s+(?:do|does|did|are|is|was"
    r"|were|will|have|has)\s+(?:you|u|your)\b|how\s+did\s+(?:you|u|your)\b"
    r"|how\s+much\s+(?:was|were|did)\s+(?:the|your)\b)\b[^.!]*[.!]?\s*$",
    re.IGNORECASE,
)
_SURPRISE: Final = re.compile(
    r"(?:what|really|seriously|no\s+way|wait|huh|omg|whaaa*t|you\s+did|is\s+that\s+right)"
    r"\s*\?+!*",
    re.IGNORECASE,
)
_LEAD: Final = re.compile(
    r"""^(?:(?:but|and|so|ok|okay|wait|ooh+|wow|nice|aw+|omg|yay|cute|lovely|congrats|amazing
    |ha+|haha+)[,!.]*\s+|(?-i:[A-Z])[a-z]+,\s+(?=(?:when|where|what|which|who|how|did|has|is)\b))+""",
    re.IGNORECASE | re.VERBOSE,
)

# --- who is asked about -------------------------------------------------------------

# "you", "you and Halvard", "Halvard", "Halvard's sister", "your (little) brother", "your dog".
_WHO: Final = rf"""(?P<who>you\s+(?:two|both|guys|all)\b
    |you(?![\w'])(?:\s+and\s+(?P<partner>(?-i:[{UPPER}])[a-z]+|your\s+(?:KIN)))?
    |(?-i:[{UPPER}])[a-z]+(?:'s\s+(?:KIN|PET))?
    |your\s+(?:(?:little|big|older|younger|eldest|youngest|new)\s+)?(?:KIN|PET)
    |your\s+(?-i:[{UPPER}])[a-z]+(?!'))""".replace("KIN", KIN_WORDS).replace(
    "PET", alternation(PETS)
)
_PLURAL_WHO: Final = word_set(
    "parents kids children twins grandparents in-laws sisters brothers sons daughters", None
)


# "what does he do?", "when is she moving?": the he or she a question asks about.
_SUBJECT_PRONOUN: Final = re.compile(
    r"\b(?:is|was|does|did|has|will|'s)\s+(?P<pronoun>he|she)\b", re.IGNORECASE
)
_ANY_PRONOUN: Final = re.compile(
    r"\b(?:he|she|him|her|his|hers|they|them|their|it|its)\b", re.IGNORECASE
)
# A name inside a sentence, not after "in", "to", "from" (a place): someone else the he or
# she may be.
_OTHER_NAME: Final = re.compile(
    rf"""(?<![.!?…]\s)(?<![.!?…])(?<!\bin\s)(?<!\bto\s)(?<!from\s)(?<!\bat\s)(?<!near\s)(?<!^)
    \b(?!(?:I|I'm|I've|I'd|I'll|january|february|march|april|may|june|july|august|september
    |october|november|december|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)
    (?-i:[{UPPER}])[a-z'’-]+\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "my aunt lives there too", "the boss": someone the asker brings up, who may be the he or she.
_ASKERS_OWN: Final = re.compile(
    rf"\b(?:my|our|his|their|a|an|the)\s+(?:[a-z]+\s+)?(?:{KIN_WORDS}|{alternation(PETS)})\b",
    re.IGNORECASE,
)
_WHO_ALONE: Final = re.compile(rf"(?:{_WHO})", re.IGNORECASE | re.VERBOSE)


def _pronoun_as_brought(question: str, prompt: str, earlier: str) -> str | None:
    """``question`` with its "he" or "she" as the one the answerer brought up in
    ``earlier`` ("what does he do?" after "I've got a new boyfriend" -> "what does your
    boyfriend do?"); None when it asks of no one, of more than one, or of no one
    brought up."""
    if "?" in earlier or len(_ANY_PRONOUN.findall(question)) != 1:
        return None
    if _OTHER_NAME.search(prompt) or _OTHER_NAME.search(earlier) or _ASKERS_OWN.search(prompt):
        return None  # "my cousin met Tomas": which of them "he" is, nothing says
    asked = _SUBJECT_PRONOUN.search(question)
    if asked is None:
        return None
    found = _brought_up(earlier, asked.group("pronoun").lower())
    if found is None:
        return None
    who = f"your {found[1]}"
    if _WHO_ALONE.fullmatch(who) is None:
        return None  # "your baby boy", "your band": no one the questions read name so
    start, end = asked.span("pronoun")
    return question[:start] + who + question[end:]


def _subject(who: str, partner: str | None) -> str | None:
    """The one asked about, as the answerer says it: "you" -> "I", "your son" -> "My
    son", "you and Halvard" -> "Halvard and I"; None when it is no one's name."""
    low = " ".join(who.lower().split())
    if low in {"you two", "you both", "you guys", "you all"}:
        return "We"
    if low == "you" or low.startswith("you "):
        if partner is None:
            return "I"
        if partner.lower().startswith("your "):
            return f"My {partner.split(maxsplit=1)[1].lower()} and I"
        return None if partner.lower() in NOT_NAMES else f"{partner} and I"
    if low.startswith("your "):
        # "your Agnar": one's own named in the way of kin ("our Kieran"), kept capitalised
        owned = who.split(maxsplit=1)[1]
        named = owned[:1].isupper() and owned.lower() not in RELATIVES | PETS
        return "My " + (owned if named else owned.lower())
    if who.split("'")[0].lower() in NOT_NAMES | _NOT_PEOPLE:
        return None  # "When is Christmas?": no one's name
    return who


# Capitalised words that open questions or name times, never a person asked about.
_NOT_PEOPLE: Final = word_set(
    """christmas easter school work uni college church mass dinner lunch breakfast it that
    this there he she they we everyone everybody anyone someone mum mom dad""",
    None,
)


def _plural(subject: str) -> bool:
    return (
        subject == "We" or subject.endswith(" and I") or subject.split()[-1].lower() in _PLURAL_WHO
    )


# "how's your nan after the op?", "How's your mum?", "how is Ilse since the fall?": how
# someone is, asked of the answerer's relative or pet or of someone named.
_HOW_IS: Final = re.compile(
    rf"""^how(?:['’]s|\s+is)\s+{_WHO}(?P<after>\s+(?:after|since)\s+(?:the|his|her|their)\s+
    (?:op|operation|surgery|procedure|fall|stroke|accident|hip|knee)(?:\s+op)?)?
    (?:\s+(?:now|doing|getting\s+on|keeping))*\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "home since friday", "Out of hospital since Friday", "back home since the 3rd", "out since
# tues": out of hospital since a day, the answer's first clause.
_HOME_SINCE: Final = re.compile(
    rf"""^(?P<state>(?:back\s+)?home(?:\s+from\s+(?:the\s+)?hospital)?|out\s+of\s+(?:the\s+)?hospital
    |out|discharged)\s+(?P<since>since\s+(?:(?:last\s+)?(?:{WEEKDAY}|{SHORT_WEEKDAY}|{MONTH}
    |week|weekend|yesterday)|the\s+weekend|the\s+\d{{1,2}}(?:st|nd|rd|th)(?:\s+of\s+{MONTH})?))
    [.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# A clause after the first that tells of another stay or a change since: "but back in since
# thursday", "then readmitted", "went back in".
_STATE_AGAIN: Final = re.compile(
    r"""\b(?:since|back\s+in(?=\s+(?:since|hospital|again)\b|\W*$)|readmitted|admitted
    |went\s+back\s+in|in\s+again|taken\s+back\s+in)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_DAY_LOW: Final = re.compile(rf"\b{WEEKDAY}\b|\b{MONTH}\b", re.IGNORECASE)


def _home_since(question: str, said: str) -> str | None:
    """ "how's your grandad after the op?" + "home since friday, still sore" -> "My
    grandad has been home since Friday"; "How's your mum?" + "Out of hospital since
    Friday, and ..." -> "My mum has been out of hospital since Friday". A bare "out" is
    out of hospital only when the question asks after an operation or a fall; any other
    answer about how someone is says no dated fact here."""
    asked = _HOW_IS.match(question)
    if asked is None:
        return None
    first, *after = re.split(r"\s*[,;]\s*", said.strip(), maxsplit=1)
    home = _HOME_SINCE.match(first)
    if home is None or (after and _STATE_AGAIN.search(after[0])):
        return None  # "out since tues, but back in since thursday": which state holds, unsure
    subject = _subject(asked.group("who"), asked.group("partner"))
    state = home.group("state").lower()
    if subject is None or subject == "I" or (state == "out" and not asked.group("after")):
        return None  # "how's your mum?" - "out since Friday": out where, nothing says
    if state == "out" and set(asked.group("who").lower().split()) & PETS:
        return None  # "how's your cat after the op?" - "out since tues": a vet's, no hospital
    state = "out of hospital" if state == "out" else state
    has = "have" if _plural(subject) else "has"
    since = _DAY_LOW.sub(lambda m: m.group(0).capitalize(), home.group("since"))
    return f"{subject} {has} been {state} {since}"


def _with_verb(subject: str, aux: str, verb: str, rest: str) -> str | None:
    """``subject`` with the question's verb as a statement says it: "do you hand" -> "I
    hand", "does Halvard start" -> "Halvard starts", "did you buy" -> "I bought", "are you flying"
    -> "I'm flying"."""
    aux = aux.lower()
    tail = f" {rest}" if rest else ""
    if aux in {"are", "is", "'s", "'re"}:
        be = "are" if _plural(subject) else "is"
        lead = "I'm" if subject == "I" else f"{subject} {be}"
        return f"{lead} {verb}{tail}"
    if aux == "will":
        return f"{subject} will {verb}{tail}"
    if aux == "did":
        past = past_tense(verb)
        return None if past is None else f"{subject} {past}{tail}"
    if aux == "does" and not _plural(subject):
        return f"{subject} {third_person(verb.lower())}{tail}"
    return f"{subject} {verb}{tail}"


# What a question asks of its own subject that says no lasting or dated fact.
_IDLE_VERBS: Final = word_set(
    """think know reckon want wanna need mean fancy feel like say expect suppose hope wish
    be free available around about up awake doing feeling thinking planning meaning trying
    hoping wanting""",
    None,
)
_PRONOUN_OBJECT: Final = re.compile(
    r"\b(?:you|him|her|them|it|this|that|these|those|us|me|there|here)\b", re.IGNORECASE
)


def _told(subject: str | None, aux: str, verb: str, rest: str | None) -> str | None:
    """The question's own clause as a statement, or None when it cannot be one."""
    rest = (rest or "").strip()
    if subject is None or verb.lower() in _IDLE_VERBS:
        return None
    if _PRONOUN_OBJECT.search(re.sub(r"\byour\b", "", rest, flags=re.I)):
        return None  # "when do you see her?": whom, the question leaves to its context
    if _TWO_QUESTIONS.search(rest):
        return None  # "where are you going and when?": which the answer is, it cannot say
    rest = first_person(rest) if rest else rest
    being = aux.lower() in {"are", "is", "'s", "'re"}
    if being and not verb.lower().endswith("ing") and verb.lower() not in {"due", "back", "from"}:
        return None  # "when are you free?": no doing to date
    return _with_verb(subject, aux, verb.lower(), rest)


_TWO_QUESTIONS: Final = re.compile(r"\b(?:and|or|when|where|what|who|why|how|which)\b", re.I)

# --- when -----------------------------------------------------------------------------

_MONTH: Final = MONTH
_WEEKDAY: Final = WEEKDAY
_ORDINAL: Final = r"\d{1,2}(?:st|nd|rd|th)"
_COUNT: Final = r"""(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve
    |a\s+couple\s+of|a\s+few|\d{1,2})"""
_SEASON: Final = r"(?:spring|summer|autumn|fall|winter)"
_PART: Final = r"""(?:(?:early|mid|late|the\s+end\s+of|end\s+of|the\s+start\s+of|start\s+of
    |the\s+beginning\s+of|beginning\s+of|the\s+middle\s+of|middle\s+of)[\s-]+)"""
# A date said on its own: "the 1st of December", "next Thursday", "in two weeks", "May".
_DATE: Final = re.compile(
    rf"""(?P<prep>(?:on|in|at|by|from|around|about|until|till|before|after|over)\s+)?
    (?P<date>{_PART}?
    (?:today|tonight|last\s+night|this\s+(?:morning|afternoon|evening)
    |(?:tomorrow|yesterday)(?:\s+(?:morning|afternoon|evening|night))?
    |{_COUNT}\s+(?:days?|weeks?|months?|years?)\s+ago
    |the\s+day\s+after\s+tomorrow
    |(?:this|next|last|coming)\s+(?:week(?:end)?|month|year|term|{_WEEKDAY}|{_MONTH}|{_SEASON})
    |(?:in\s+)?{_COUNT}\s+(?:days?|weeks?|months?|years?)(?:\s+(?:time|from\s+now))?
    |a\s+week\s+(?:today|tomorrow|on\s+{_WEEKDAY})
    |{_WEEKDAY}(?:\s+the\s+{_ORDINAL})?(?:\s+(?:morning|afternoon|evening|night))?
    |(?:the\s+)?{_ORDINAL}(?:\s+of\s+{_MONTH})?(?:,?\s+\d{{4}})?
    |\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}(?:,?\s+\d{{4}})?
    |{_MONTH}(?:\s+(?:the\s+)?{_ORDINAL}|\s+\d{{1,2}})?(?:,?\s+\d{{4}})?
    |{_SEASON}(?:\s+\d{{4}})?|(?:19|20)\d\d|christmas|easter|new\s+year(?:'s)?))""",
    re.IGNORECASE | re.VERBOSE,
)
# A date within a sentence, in whole words ("our daughter", "Augsburg" name no August).
_DATE_WORD: Final = re.compile(
    rf"(?<![\w'’])(?:{_DATE.pattern})(?![\w'’])", re.IGNORECASE | re.VERBOSE
)
# "when did your rent go up?": a thing of one's own asked about, beside anyone
_WHO_OR_OWNED: Final = _WHO.replace(
    "(?P<who>",
    r"""(?P<who>your\s+(?:rent|flight|bus|train|contract|visa|passport|lease|exam|interview
    |operation|appointment|surgery|results?|refund|loan|course)\b(?!')
    |""",
    1,
)
_WHEN: Final = re.compile(
    rf"""^when(?:\s+(?P<aux>do|does|did|are|is|will)|(?P<aux2>'s|'re))\s+{_WHO_OR_OWNED}\s+
    (?P<verb>[a-z]+)(?P<rest>(?:\s+(?!again\b|exactly\b|then\b|now\b)[\w'-]+){{0,5}}?)
    (?:\s+(?:again|exactly|then|now|do\s+you\s+think))?
    # "..., and by how much?": the sum asked too, told after the day
    (?P<much>,?\s+and\s+(?:by\s+)?how\s+much)?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# The sum told after the day, when the question asked how much: ", from 45,000 to 50,000 CFA".
_SUM_AFTER: Final = re.compile(
    r"""^[^,]+,\s+(?P<sum>(?:(?:from|by|up\s+(?:by|to)|to)\s+[£$€]?\d[^.!?]*?
    |[£$€]?\d[\d,.]*\s*(?:%|percent|k)?(?:\s+(?:more|a\s+month|a\s+week|[a-z]+s))?))[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "when's your flight?", "when is Halvard's graduation?": a day that belongs to someone.
_WHEN_THEIRS: Final = re.compile(
    rf"""^when(?:'s|\s+is)\s+(?P<owner>your|(?-i:[{UPPER}])[a-z]+'s)\s+
    (?P<thing>(?:[a-z]+\s+){{0,2}}[a-z]+)(?:\s+again)?\?$""",
    re.IGNORECASE | re.VERBOSE,
)


def _dated(said: str) -> str | None:
    """The date ``said`` is, as it reads after a verb ("on the 3rd", "in May", "next
    week"); None when ``said`` is more than a date."""
    head = _head(said)
    day = _DATE.fullmatch(head)
    if day is None:
        return None
    date = re.sub(r",\s*(?=\d{4}$)", " ", day.group("date"))  # the dates module reads "June 2018"
    date = _MONTHS.sub(lambda m: m.group().capitalize(), date)
    # "end of October" -> "late October": the dates module dates the part of a month
    date = _PART_OF_MONTH.sub(lambda m: _PARTS[m.group("part").split()[-1].lower()] + " ", date)
    date = re.sub(rf"(?i)\b{_WEEKDAY}\b", lambda m: m.group().capitalize(), date)
    if day.group("prep"):
        return f"{day.group('prep').lower()}{date}"
    low = date.lower()
    if re.match(r"(?:today|tonight|tomorrow|yesterday|the\s+day|this|next|last|coming|in\s)", low):
        return date
    if low.endswith(" ago") or low.startswith("a week "):
        return date
    if re.match(rf"(?:{_COUNT})\s", low):
        return f"in {date}"
    if low.startswith(("the end", "end", "the start", "start", "the beginning", "beginning")):
        return f"at {date if low.startswith('the') else 'the ' + date}"
    if re.fullmatch(r"(?:19|20)\d\d", low):
        return f"in {date}"  # "2019": a year, no day
    if re.match(rf"(?:{_WEEKDAY}|the\s+\d|\d)", low) or re.match(
        rf"{_MONTH}\s+\d{{1,2}}\b", low, re.X
    ):
        return f"on {date}"
    return f"in {date}"


# "Is Gavino home?", "are you still in Leeds?", "Is your sister working at the mill now?":
# a state asked about, which "Since March." says has held since a day.
_IS_STATE: Final = re.compile(
    rf"""^(?:is|are)\s+{_WHO}\s+(?:still\s+)?
    (?P<state>(?!(?:going|gonna|sure|ok|okay|alright|free|coming|joking|kidding|serious)\b)
    [\w'-]+(?:\s+[\w'-]+){{0,4}}?)(?:\s+(?:now|yet|these\s+days|again|at\s+the\s+moment))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_SINCE: Final = re.compile(
    r"""^(?:(?:yes|yeah|yep|yup)[,!.]*\s+)?(?:ever\s+)?since\s+(?P<when>.+?)
    (?:,?\s+(?:yes|yeah|yep|yup|now))?[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _since_when(question: str, said: str) -> str | None:
    """ "Is Gavino home?" + "Since the 10th of March." -> "Gavino has been home since the
    10th of March"; None when the answer is more than "since" and a date, or the state
    leans on someone the question does not name ("is she with him?")."""
    asked = _IS_STATE.match(question)
    since = _SINCE.match(said)
    if asked is None or since is None:
        return None
    day = _dated(since.group("when"))
    subject = _subject(asked.group("who"), asked.group("partner"))
    state = asked.group("state")
    if day is None or subject is None or _PRONOUN_OBJECT.search(re.sub(r"\byour\b", "", state)):
        return None
    day = re.sub(r"^(?:on|in|at)\s+", "", day)
    have = "have" if subject == "I" or _plural(subject) else "has"
    return f"{subject} {have} been {first_person(state)} since {day}"


_PART_OF_MONTH: Final = re.compile(
    rf"^(?:the\s+)?(?P<part>end|start|beginning|middle)\s+of\s+(?={_MONTH}\b)", re.I | re.X
)
_PARTS: Final = {"end": "late", "start": "early", "beginning": "early", "middle": "mid"}
_MONTHS: Final = re.compile(rf"\b{_MONTH}\b", re.IGNORECASE | re.VERBOSE)


_CONDITION: Final = re.compile(
    r"(?:^|[\s,;(–—-])(?:if|unless|assuming|provided|depending|hopefully|fingers\s+crossed)\b",
    re.IGNORECASE,
)


def _head(said: str) -> str:
    """What a fragment answer gives before its aside: "Narvik, for the job" -> "Narvik";
    nothing when the aside makes it a condition ("Leeds if I get the job", "3 if you count
    Latin"), which holds only if the condition does."""
    if _CONDITION.search(said):
        return ""
    # a year after a comma is still the date's own ("the 2nd of June, 2018")
    head = re.split(
        r"\s*(?:,(?!\s*(?:19|20)\d\d\b)|[;:(–—])\s*|\s+-\s+|\s+(?:for|because|cos|since|when|if)\s",
        said,
        maxsplit=1,
    )[0]
    return head.strip().rstrip(".!…").strip()


def _when(question: str, said: str) -> str | None:
    """ "when are you flying out?" + "Thursday" -> "I'm flying out on Thursday"."""
    if (asked := _WHEN.match(question)) is not None:
        date = _dated(said)
        if date is None:
            return None
        subject = _subject(asked.group("who"), asked.group("partner"))
        aux = asked.group("aux") or asked.group("aux2")
        told = _told(subject, aux, asked.group("verb"), asked.group("rest"))
        if told is not None and asked.group("much"):
            # "When did your rent go up, and by how much?" - "In January, from 45,000 to
            # 50,000 CFA."; the day alone is no answer to both
            sum_after = _SUM_AFTER.match(said.strip())
            return None if sum_after is None else f"{told} {date}, {sum_after.group('sum')}"
        return None if told is None else f"{told} {date}"
    if (theirs := _WHEN_THEIRS.match(question)) is not None:
        date = _dated(said)
        if date is None and (placed := _DATE_IN_PLACE.match(said.strip())) is not None:
            # "Next June in Toronto": the day, then where it is held
            day = _dated(placed.group("date"))
            place = placed.group("place")
            if (
                day is not None
                and _MONTHS.fullmatch(place) is None
                and not _WEEKDAYS.fullmatch(place)
            ):
                date = f"{day} in {place}"
        owner = theirs.group("owner")
        if date is None or (owner.lower() != "your" and _subject(owner[:-2], None) is None):
            return None
        if _PRONOUN_OBJECT.search(theirs.group("thing")):
            return None
        whose = "My" if owner.lower() == "your" else owner
        return f"{whose} {theirs.group('thing').lower()} is {date}"
    return None


# "which days do you work at the deli?", "what day does Halvard swim?": days of the week.
_WHICH_DAYS: Final = re.compile(
    rf"""^(?:(?:which|what)\s+days?(?:\s+of\s+the\s+week)?|(?P<when>when))\s+(?P<aux>do|does|are|is)\s+{_WHO}\s+
    (?P<verb>[a-z]+)(?P<rest>(?:\s+(?!usually\b|now\b|then\b)[\w'-]+){{0,5}}?)
    (?:\s+(?:usually|now|then|these\s+days))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_A_DAY: Final = rf"""(?:{_WEEKDAY}s?|week(?:end|day)s)"""
# "Tuesdays and Fridays", "just Mondays", "Monday to Thursday": days and nothing else.
_DAYS_TOLD: Final = re.compile(
    rf"""^(?:(?:just|only|usually|always|mostly)\s+)?(?:on\s+)?
    (?P<days>{_A_DAY}(?:\s*(?:,|and|&|to|through|-)\s*(?:on\s+)?{_A_DAY})*)[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# "Which days do you hate most?", "... don't you work?": the days compared or not done.
_DAYS_NOT_AN_ACTIVITY: Final = re.compile(
    r"\b(?:not|never|most|best|least|more|less|better|worse)\b", re.IGNORECASE
)
# "Which days do you prefer?", "... have off?": verbs whose object the days themselves are.
_DAYS_ITS_OBJECT: Final = word_set(
    """hate love like prefer dread enjoy mind miss choose pick want need get have take keep
    book find rate recommend suggest avoid""",
    None,
)


def _which_days(question: str, said: str) -> str | None:
    """ "which days do you work at the deli?" + "Tuesdays and Fridays" -> "I work at the
    deli on Tuesdays and Fridays"."""
    asked = _WHICH_DAYS.match(question)
    where = _DAYS_WHERE.search(said)  # "Saturdays, at the swimming hall in Skive"
    if where is not None and _no_place(where.group("where")):
        where = None  # "Saturdays, in a perfect world": a manner of speaking, no place
    days_said = said[: where.start()] if where is not None else said
    told = _DAYS_TOLD.match(days_said.strip()) if asked is not None else None
    if asked is None or told is None:
        return None
    if asked.group("when") and (
        asked.group("aux").lower() not in {"do", "does"} or not _HABIT_DAYS.search(told.group(0))
    ):
        return None  # "when do you fly?" - "Saturday": one day, read by :func:`_when`
    verb, rest = asked.group("verb").lower(), asked.group("rest")
    if verb in {"not", "never"} or _DAYS_NOT_AN_ACTIVITY.search(rest):
        return None  # "which days do you not work / hate most?": not the days something is done
    if verb in _DAYS_ITS_OBJECT and not re.sub(r"(?i)\b(?:off|free)\b", "", rest).strip():
        return None  # "which days do you prefer / have off?": the days are what is preferred
    subject = _subject(asked.group("who"), asked.group("partner"))
    statement = _told(subject, asked.group("aux"), asked.group("verb"), asked.group("rest"))
    days = re.sub(rf"(?i)\b{_WEEKDAY}", lambda m: m.group().capitalize(), told.group("days"))
    days = re.sub(r"(?i)\s+on\s+", " ", days)  # "Mondays and on Fridays"
    days = re.sub(r"(?i)\bweek(?:end|day)s\b", lambda m: m.group().lower(), days)  # "Weekends"
    if statement is None:
        return None
    place = where.group("where") if where is not None else ""
    if re.search(r"\b(?:at|in)\s", statement):
        place = ""  # "which days do you work at the deli?" - "Tuesdays, at the deli"
    return " ".join(filter(None, [f"{statement} on {days}", place]))


# ", at the swimming hall in Skive", ", in the village hall": where the days' habit is kept.
_DAYS_WHERE: Final = re.compile(
    r",\s*(?P<where>(?:at|in)\s+(?:the|a|an|my|our)\s+[\w' -]{2,60}?)[.!]*$", re.IGNORECASE
)
# The last words of an "in/at the ..." that names no place but a time, a case or a manner:
# "in a perfect world", "in the end", "at the moment", "in the mornings", "at the latest".
_NO_PLACE_LAST: Final = word_set(
    """world end ends meantime way dreams dream moment moments latest least most best worst
    morning mornings afternoon afternoons evening evenings night nights summer winter spring
    autumn holidays holiday term terms weekend weekends week case theory fact general future
    past time times mood opinion view long run rule whole day days beginning start minute
    mo""",
    None,
)


def _no_place(where: str) -> bool:
    """Whether ``where`` ("in a perfect world", "at the swimming hall") names no place."""
    last = where.lower().split()[-1].strip("'")
    return last in _NO_PLACE_LAST


# "Saturdays", "weekends", "Monday to Friday": days said as a habit (one "Saturday" is a date).
_HABIT_DAYS: Final = re.compile(
    rf"{_WEEKDAY}s\b|\bweek(?:end|day)s\b|{_WEEKDAY}\s+to\s+{_WEEKDAY}", re.IGNORECASE
)


# "Next June in Toronto", "On the 3rd, in Lyon": a day and the town it is held in.
_DATE_IN_PLACE: Final = re.compile(
    rf"""^(?:it's\s+|it\s+is\s+)?(?P<date>[\w\s']+?),?\s+in\s+
    (?P<place>(?-i:[{UPPER}])[a-z]+(?:\s+(?-i:[{UPPER}])[a-z]+)?)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_WEEKDAYS: Final = re.compile(rf"{_WEEKDAY}", re.IGNORECASE | re.VERBOSE)


# "when??", "when is it?": when the answerer's own news happens.
_WHEN_BARE: Final = re.compile(
    r"^when(?:(?:'s|\s+is|\s+was|\s+will\s+be)\s+(?:it|that|this))?\?$", re.I
)
_OWN_NEWS: Final = re.compile(
    rf"""^(?:[a-z]+(?:\s+[a-z]+)?[,!.:]+\s+)*
    (?P<news>(?:i|we|(?-i:[{UPPER}])[a-z]+\s+and\s+i|my\s+[a-z]+\s+and\s+i)(?:'m|'re|'ve|\s+am
    |\s+are|\s+have)?\s+(?:just\s+|finally\s+|officially\s+)?[a-z]+[^?]*)$""",
    re.IGNORECASE | re.VERBOSE,
)


# News of a relative's or someone named, in the past: "our son Ilan was born!", "my sister
# got married", "Fen graduated" (not "Fen is pregnant": a date asked after that is a due
# date, not the day of the news).
_THEIR_NEWS: Final = re.compile(
    rf"""^(?:[a-z]+(?:\s+[a-z]+)?[,!.:]+\s+)*
    (?P<news>(?:(?:my|our)\s+(?:(?:little|baby|new|eldest|youngest|older|younger)\s+)?
    (?:{KIN_WORDS})(?:\s+(?-i:[{UPPER}])[a-z]+)?|(?-i:[{UPPER}])[a-z]+)
    \s+(?:finally\s+|just\s+)?(?:was\s+born|got\s+(?:married|engaged|divorced|promoted)
    |arrived|graduated|retired|proposed|passed\s+(?:away|(?:her|his)\s+[a-z]+\s+test))
    (?:\s+[^?]*|[.!…]*))$""",
    re.IGNORECASE | re.VERBOSE,
)


def _own_news(turn: str) -> list[str]:
    """The sentences of ``turn`` in which its speaker tells of themself ("we're moving to
    Hexham", "Fen and I got engaged") or of a relative or someone named, in the past ("our
    son Ilan was born"), without their closing marks."""
    sentences = [s.strip() for s in SENTENCE_END.split(turn.strip()) if s.strip()]
    return [
        m.group("news").rstrip(" .!…")
        for s in sentences
        if (m := _OWN_NEWS.match(s) or _THEIR_NEWS.match(s))
    ]


def _when_news(question: str, said: str, earlier: str | None) -> str | None:
    """ "we're moving to Hexham!" - "when??" - "end of October" -> "we're moving to Hexham in
    late October": the one statement of the answerer's turn, dated."""
    if earlier is None or _WHEN_BARE.match(question) is None or "?" in earlier:
        return None
    date = _dated(said)
    if date is None:
        return None
    news = _own_news(earlier)
    if len(news) != 1 or len(news[0].split()) > _MAX_NEWS_WORDS:
        return None  # none or several things it may date; a long story is no one piece of news
    if _DATE_WORD.search(news[0]) is not None or _HEDGED.search(news[0]):
        return None  # dated already, or not sure of itself
    if _PREPARING.search(news[0]):
        return None  # "I'm planning a party" - "when is it?": the party's day, not the planning's
    return f"{news[0]} {date}"


# Doing something toward a thing still to come: a date asked after it is the thing's.
_PREPARING: Final = re.compile(
    r"\b(?:plann|organi[sz]|arrang|book|sav|prepar|think|look|shopp|budget|train|studi|revis"
    r"|practi[sc]|decid|try|tri|work)(?:e|es|ed|ing|ies|s)?"
    r"\s+(?:on\s+|for\s+|about\s+|to\s+)?(?:a|an|the|my|our|his|her|their|some)\b",
    re.IGNORECASE,
)


_MAX_NEWS_WORDS: Final = 16


# "when's the wedding?", "when is the baby due?": the answerer's own, by their turn before.
_WHEN_THE: Final = re.compile(
    r"""^when(?:'s|\s+is)\s+the\s+(?:big\s+)?(?P<thing>[a-z]+)(?:\s+(?P<due>due))?
    (?:\s+again)?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# What a turn says that makes "the wedding" or "the baby" the speaker's own.
_IMPLIED: Final = {
    "wedding": re.compile(
        r"\b(?P<who>i|we)(?:'m|'re|\s+am|\s+are)\s+(?:getting\s+married|engaged)\b"
        r"|\b(?P<who2>i|we)\s+got\s+engaged\b",
        re.IGNORECASE,
    ),
    "baby": re.compile(
        r"\b(?P<who>i|we)(?:'m|'re|\s+am|\s+are)\s+(?:pregnant|expecting)\b"
        r"|\b(?P<who2>i|we)\s+(?:found\s+out\s+)?(?:i|we)(?:'m|'re)\s+(?:pregnant|expecting)\b"
        # "my wife is pregnant": the couple's baby
        r"|\b(?P<who3>my)\s+(?:wife|partner|girlfriend|fianc[ée]e?)(?:'s|\s+is)\s+"
        r"(?:pregnant|expecting)\b",
        re.IGNORECASE,
    ),
}


def _when_the(question: str, said: str, earlier: str | None) -> str | None:
    """ "we got engaged!!" - "when's the wedding?" - "next June" -> "Our wedding is next
    June"; "I've got an interview" - "when is the interview?" - "Friday" -> "My interview
    is on Friday"."""
    asked = _WHEN_THE.match(question)
    if asked is None or earlier is None or "?" in earlier:
        return None
    date = _dated(said)
    if date is None:
        return None
    thing = asked.group("thing").lower()
    owner = _owner(earlier, thing)
    implied = _IMPLIED.get(thing)
    if owner is None and implied is not None and (m := implied.search(earlier)) is not None:
        who = m.group("who") or m.group("who2") or m.groupdict().get("who3") or ""
        owner = "My" if who.lower() == "i" else "Our"
    if owner is None:
        return None
    due = " due" if asked.group("due") else ""
    return f"{owner} {thing} is{due} {date}"


# "When can you take it again?", "when will you sit the exam again?": when the answerer
# tries again a trial of their own their turns before told of failing.
_WHEN_AGAIN: Final = re.compile(
    r"""^when\s+(?:can|will|could|do|are)\s+you\s+(?:get\s+to\s+|going\s+to\s+)?
    (?P<verb>take|sit|do|try|resit|retake|redo)\s+(?P<thing>it|(?:the|your)\s+(?:[a-z]+\s+)?
    (?:test|exam|theory|practical))\s+again\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# The answerer's own trial told before: "I failed my driving test on Tuesday".
_OWN_TRIAL: Final = re.compile(
    r"""\b(?:failed|flunked|didn['’]t\s+pass)\s+my\s+(?P<trial>(?:[a-z]+\s+)?(?:test|exam|theory
    |practical))\b""",
    re.IGNORECASE | re.VERBOSE,
)


_ANY_TRIAL: Final = re.compile(r"\bmy\s+((?:[a-z]+\s+)?(?:test|exam|theory|practical))\b")


def _when_again(question: str, said: str, told: str) -> str | None:
    """ "I failed my driving test." - "When can you take it again?" - "In March." -> "I can
    take my driving test again in March"; only a trial the answerer told of failing in
    ``told`` (their turns before the question)."""
    asked = _WHEN_AGAIN.match(question)
    if asked is None:
        return None
    date = _dated(said)
    if date is None:
        return None
    trials = [m.group("trial").lower() for m in _OWN_TRIAL.finditer(told)]
    if len(set(_ANY_TRIAL.findall(told.lower()))) > 1:
        return None  # "my driving test and my theory exam": which one "it" is, unsaid
    thing = asked.group("thing").lower()
    if thing == "it":
        if len(set(trials)) != 1:
            return None  # which one "it" is, the turns before must say
        thing = trials[0]
    else:
        thing = thing.split(" ", 1)[1]
        if not any(trial.endswith(thing.split()[-1]) for trial in trials):
            return None  # "the test" is the answerer's only when they told of theirs
    return f"I can {asked.group('verb').lower()} my {thing} again {date}"


# --- where ----------------------------------------------------------------------------

_WHERE: Final = re.compile(
    rf"""^(?:where|which\s+(?P<kind>country|city|town|village|county|state|island|region))
    (?:\s+(?P<aux>do|does|did|are|is|will)|(?P<aux2>'s|'re))\s+{_WHO}\s+
    (?P<verb>[a-z]+)(?P<rest>(?:\s+(?!to\b|from\b|at\b|in\b|on\b|now\b|again\b|next\b)[\w'-]+){{0,4}}?)
    (?:\s+(?P<prep>to|from|at|in|on))?(?:\s+(?:now|again|next|then|these\s+days|in\s+the\s+end
    |originally))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_PLACE_WORD: Final = rf"(?-i:[{UPPER}])[\w'-]+"
_PLACE: Final = re.compile(
    rf"""(?P<prep>(?:(?:just\s+)?(?:in|to|near|outside|at)|north\s+of|south\s+of|east\s+of
    |west\s+of)\s+)?(?P<place>(?:the\s+)?{_PLACE_WORD}(?:\s+(?:{_PLACE_WORD}|on|upon|de|del|la|le)){{0,3}}
    |[a-z][a-z ]+)""",
    re.IGNORECASE | re.VERBOSE,
)
_CLAUSE_WORDS: Final = word_set(
    "i we he she they you i'm we're it's is are was were has have had am be been", None
)


def _a_clause(words: list[str]) -> bool:
    """Whether lower-cased ``words`` hold a subject or a verb: a clause, no fragment."""
    return any(w in _CLAUSE_WORDS or w in IRREGULAR_PAST for w in words)


_MOVING: Final = re.compile(r"^(?:mov|go|went|head|travel|fl[yi]|relocat|emigrat|off|back)", re.I)
_STUDYING: Final = re.compile(r"^(?:work|stud|teach|train|intern|volunteer|play)", re.I)


# "On a farm outside Kilkenny", "On an island off Gotland": a place with a preposition
# the answer opened on.
_ON_A_PLACE: Final = re.compile(r"(?P<prep>on|outside|near|by)\s+(?=(?:a|an|the)\s)", re.IGNORECASE)


def _placed(said: str) -> tuple[str | None, str] | None:
    """The place ``said`` names, with the preposition it came with; None when it names
    none (a lower-case word is a place only when it is a country)."""
    told = _PLACE.fullmatch(_head(said))
    if told is None:
        return None
    place = told.group("place")
    if (on := _ON_A_PLACE.match(place)) is not None and told.group("prep") is None:
        return on.group("prep").lower(), place[on.end() :]  # "On an island off Sweden"
    words = [w.lower() for w in place.split() if w.lower() != "the"]
    if place[:1].islower() and not place.lower().startswith("the "):
        if place.lower() not in COUNTRIES and not _typed_lower(said, place):
            return None  # "home", "work", "abroad": no place to remember
        place = " ".join(w.capitalize() for w in place.split())
    elif place.lower().startswith("the ") and not place[4:5].isupper():
        return None  # "the pub": which one, nothing says
    country = " ".join(words) in COUNTRIES  # "New Zealand": a country whatever its first word
    if (
        words
        and not country
        and (words[0] in NOT_NAMES | NOT_PLACES or re.fullmatch(_MONTH, words[0], re.X))
    ):
        return None  # "Same place.": a reply opens on a capital whatever its first word
    if _a_clause(words):
        return None  # "We went to Portugal": a clause of its own, read as one
    prep = told.group("prep")
    return (" ".join(prep.split()).lower() if prep else None), place


def _typed_lower(said: str, place: str) -> bool:
    """Whether lower-case ``place`` is a place's name typed by one who types all in lower
    case ("portobello, above a chip shop"): one word, no ordinary word for where one is
    ("home", "halls", "my mum's"), in an answer with no capital anywhere, and placed
    itself by what follows it ("above a chip shop", "near the station"), which says the
    word before it is a place."""
    if said != said.lower() or not re.fullmatch(r"[a-z]{4,}", place):
        return False
    if _LOCATED_ASIDE.match(said, len(place)) is None:
        return False
    if place in NOT_NAMES | NOT_PLACES | _HOMES | _NOT_WHERE | RELATIVES:
        return False
    if place.rstrip("s") in RELATIVES or place.rstrip("s") in _HOMES:
        return False  # "grandmas", "nans": someone's home
    return not place.endswith(_NOT_PLACE_ENDS)


# ", above a chip shop", ", right by the station": where in the place the home is.
_LOCATED_ASIDE: Final = re.compile(
    r""",\s*(?:just\s+|right\s+)?(?:above|over|near|by|next\s+to|behind|opposite|off|outside
    |close\s+to|round\s+the\s+corner\s+from|on\s+the\s+edge\s+of)\s+(?:a|an|the|my)\s""",
    re.VERBOSE,
)


# Where one lives or goes, said in ordinary words: no place's name.
_HOMES: Final = word_set(
    """halls campus digs lodgings barracks suburbs countryside coast seaside mountains hills
    city centre downtown uptown flat house home houseboat boat van caravan tent cottage
    bungalow apartment studio hostel hotel dorm dorms mums dads nans grans parents friends
    sofa couch floor garage attic basement loft shed farm village suburb estate street road""",
    None,
)
_NOT_PLACE_ENDS: Final = ("ing", "ed", "ly", "'s", "s'")
# Words that answer "where?" with no place, or another question: "soon", "together".
_NOT_WHERE: Final = word_set(
    """soon later today tonight tomorrow yesterday weekend somewhere anywhere everywhere
    together alone apart rent free cheap nice good fine dunno idk unsure undecided what
    why when where which there here both neither with without about around again still
    yet already also even just only ever never always sometimes nearer further closer""",
    None,
)


# What follows a place named that takes it back or leaves it open: "Or Australia.", "Well,
# Potsdam", "Actually, ...", "I think", "maybe".
_IN_DOUBT: Final = re.compile(
    r"""^[\s.!,…-]*(?:or\b|well\b|actually\b|maybe\b|probably\b|possibly\b|hopefully\b
    |i\s+think\b|i\s+guess\b|not\s+sure\b|or\s+maybe\b|i'm\s+not\s+sure\b|if\b|unless\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_PLACE_HEDGED: Final = re.compile(
    r",\s*(?:i\s+think|i\s+guess|maybe|probably|possibly|hopefully|if\b|or\b|unless\b)", re.I
)
_VISITING: Final = frozenset({"visit", "visits", "visiting", "visited"})


def _where(question: str, said: str, rest: str = "") -> str | None:
    """ "where are you moving to?" + "Narvik, for the job" -> "I'm moving to Narvik";
    "which country are you moving to?" + "Norway. Narvik, for the job." -> "I'm moving to
    Narvik, Norway"."""
    asked = _WHERE.match(question)
    if asked is None:
        return None
    if asked.group("verb").lower() in {"work", "works", "working"} and not asked.group("rest"):
        return None if asked.group("kind") else _where_working(asked, said)
    placed = _placed(said)
    if placed is None or _IN_DOUBT.match(rest) or _PLACE_HEDGED.search(said):
        return None  # "New Zealand! Or Australia.", "Berlin. Well, Potsdam", "Leeds, I think"
    said_prep, place = placed
    if (asked.group("kind") or "").lower() == "country" and said_prep is None:
        # the country, then the town in it: "New Zealand. Invercargill, for my husband's job."
        if rest and _PLACE_HEDGED.search(first_sentence(rest)[0]):
            return None  # "New Zealand. Wellington, I think."
        town = _placed(first_sentence(rest)[0]) if rest else None
        if (
            town is not None
            and town[0] is None
            and town[1][:1].isupper()
            and not town[1].lower().startswith("the ")
            and town[1].lower() not in COUNTRIES
        ):
            place = f"{town[1]}, {place}"
    subject = _subject(asked.group("who"), asked.group("partner"))
    verb = asked.group("verb")
    aux = asked.group("aux") or asked.group("aux2")
    told = _told(subject, aux, verb, asked.group("rest"))
    if told is None or verb.lower() in _WHERE_IDLE:
        return None
    prep = (asked.group("prep") or "").lower()
    moving = _MOVING.match(verb) is not None or prep == "to"
    if verb.lower() == "from":
        where = place  # "where is Maren from?": "Maren is from Bergen"
    elif said_prep is not None and said_prep not in {"in", "to", "at"}:
        where = f"{said_prep} {place}"
    elif prep:
        where = f"{prep} {place}"
    elif moving:
        where = f"to {place}"
    elif verb.lower() in _VISITING:
        where = place  # "Which country are you visiting?": "I'm visiting New Zealand"
    else:
        where = f"{'at' if _STUDYING.match(verb) and place.startswith('the') else 'in'} {place}"
    return f"{told} {where}"


def _where_working(asked: re.Match[str], said: str) -> str | None:
    """ "where does Ilse work?" + "Vet nurse" -> "Ilse works as a vet nurse"; + "Tesco"
    -> "Ilse works at Tesco"; nothing when the answer is neither for sure."""
    subject = _subject(asked.group("who"), asked.group("partner"))
    told = _told(subject, asked.group("aux") or asked.group("aux2"), asked.group("verb"), None)
    kind = workplace(_head(said))
    return None if told is None or kind is None else f"{told} {kind}"


# "where to?", "where??": where the answerer's own news takes them.
_WHERE_BARE: Final = re.compile(r"^where(?:\s+to|\s+is\s+it|'s\s+that|'s\s+it)?\?$", re.I)
_MOVING_NEWS: Final = re.compile(
    r"""^(?:i|we|(?-i:[A-Z])[a-z]+\s+and\s+i)(?:'m|'re|\s+am|\s+are)\s+(?:finally\s+|officially\s+)?
    (?:moving|relocating|emigrating)(?:\s+(?:house|abroad|away|out))?$""",
    re.IGNORECASE | re.VERBOSE,
)


def _where_news(question: str, said: str, earlier: str | None) -> str | None:
    """ "we're moving!" - "where to??" - "Hexham" -> "we're moving to Hexham"; "we moved
    house on friday!!" - "where to?" - "a little cottage in Mylor" -> "we moved to a little
    cottage in Mylor on friday"."""
    if earlier is None or _WHERE_BARE.match(question) is None or "?" in earlier:
        return None
    placed = _placed(said) or _home_in_place(said)
    if placed is None:
        return None
    news = _own_news(earlier)
    if len(news) != 1:
        return None
    prep, place = placed
    to = prep if prep and prep not in {"in", "at"} else "to"
    if (moved := _MOVED_NEWS.match(news[0].rstrip(" .!…"))) is not None:
        return f"{moved.group('who')} {moved.group('verb')} {to} {place}{moved.group('when') or ''}"
    moving = _MOVING_NEWS.match(news[0].rstrip(" .!…"))
    if moving is None:
        return None  # "I got a job!" - "where?": at, in or near, nothing says
    return f"{moving.group()} {to} {place}"


# "we moved house on friday", "I finally moved out last week": a move already made.
_MOVED_NEWS: Final = re.compile(
    r"""^(?P<who>i|we|(?-i:[A-Z])[a-z]+\s+and\s+i)\s+(?:finally\s+|just\s+|officially\s+)?
    (?P<verb>moved|relocated|emigrated)(?:\s+(?:house|abroad|away|out))?
    (?P<when>\s+(?:on|in|last|this|yesterday|at\s+the\s+weekend)\b.*)?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "a little cottage in Mylor", "a flat near Leith": a home and where it is.
_HOME_IN: Final = re.compile(
    r"""(?P<home>(?:a|an)\s+(?:[a-z]+\s+){0,2}?(?:cottage|flat|house|bungalow|apartment|place
    |studio|farmhouse|terrace|semi|barn|houseboat|cabin)\s+(?:in|near|outside|on)\s+
    (?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+){0,2})$""",
    re.IGNORECASE | re.VERBOSE,
)


def _home_in_place(said: str) -> tuple[str | None, str] | None:
    """(None, "a little cottage in Mylor") for an answer that names a home and its place."""
    found = _HOME_IN.fullmatch(_head(said))
    if found is None:
        return None
    home = found.group("home")
    return None, home[:1].lower() + home[1:]  # "A flat near Leith" -> "moving to a flat ..."


_WHERE_IDLE: Final = word_set("put keep leave hide park find get buy see meet", None)

# --- what / which ---------------------------------------------------------------------

# "what do you teach?", "which uni did Halvard go to?", "what are you studying?"
_WHAT_DONE: Final = re.compile(
    rf"""^(?:what(?:\s+(?!else\b)[a-z]+)?|which(?:\s+[a-z]+){{1,2}}?)
    (?:\s+(?P<aux>do|does|did|are|is|will)|(?P<aux2>'s|'re))\s+{_WHO}\s+(?P<verb>[a-z]+)(?P<rest>\s+(?:in|at|on|for|with|to|as|into))?
    (?P<where>(?!\s+(?:in\s+the\s+end|at\s+the\s+moment)\b)\s+(?:in|at|for)\s+(?:the|your)\s+[a-z]+
    (?:\s+[a-z]+)?)?
    (?:\s+(?:again|now|these\s+days|at\s+the\s+moment|mostly|then|exactly|in\s+the\s+end
    |at\s+uni|at\s+university|at\s+college|at\s+school|for\s+work))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# Verbs whose object is worth keeping: what one does, owns, studies, made or chose.
_DONE_VERBS: Final = word_set(
    """teach teaching study studying drive driving play playing speak speaking ride riding
    support collect collecting grow growing breed breeding keep own sell selling make making
    build building coach coaching manage managing run running research researching design
    designing cook cooking bake baking brew brewing knit knitting paint painting sing
    singing write writing read reading drink train training major majoring specialise
    specialize specialising specializing learn learning use volunteer volunteering
    buy bought get order pick choose win adopt name call rent book plant go went end
    decide settle work working""",
    None,
)
_NEEDS_PREP: Final = word_set(
    "major majoring specialise specialize specialising specializing", None
)


def _thing(said: str) -> str | None:
    """The noun phrase a fragment answer gives ("chemistry, mostly year 10" ->
    "chemistry"); None when it is no short noun phrase."""
    head = _head(said)
    words = head.split()
    if not words or len(words) > _MAX_THING_WORDS:
        return None
    if any(w.lower().strip("'\"") in _NOT_THING for w in words):
        return None
    if _OWNER_AS_VERB.search(head):
        return None  # "Kasia's a dentist, ...": a clause of its own, no noun phrase
    if not re.fullmatch(r"[\w' &.-]+", head):
        return None
    return head


_MAX_THING_WORDS: Final = 5
# "'s" read as "is"/"has": before an article, a preposition or an adverb, not a noun.
_OWNER_AS_VERB: Final = re.compile(
    r"['’]s\s+(?:a|an|the|in|at|on|from|with|not|been|got|gone|just|still|always|never"
    r"|really|so|very|now|back|off|away|out|my|your|his|her|our|their)\b",
    re.IGNORECASE,
)
_NOT_THING: Final = word_set(
    """i i'm i've i'd i'll me my we we're our us is are was were am be been have has had do
    does did don't doesn't didn't can can't will won't would it it's that that's this
    there there's he she they he's she's they're you you're your yes yeah yep sure same
    something anything everything stuff things whatever usual again one ones""",
    None,
)


def _what_done(question: str, said: str) -> str | None:
    """ "what do you teach?" + "chemistry, mostly year 10" -> "I teach chemistry"."""
    asked = _WHAT_DONE.match(question)
    if asked is None:
        return None
    verb = asked.group("verb").lower()
    rest = (asked.group("rest") or "").strip().lower()
    if verb not in _DONE_VERBS or (verb in _NEEDS_PREP and not rest):
        return None
    if verb in {"go", "went", "end", "decide", "settle", "work", "working"} and not rest:
        return None  # "what did you go?": nothing; "what did you go for?" below
    where = asked.group("where")
    if where and (rest or _TIME_OF.search(where)):
        return None  # "what do you go in for at the club?", "... in the mornings": no place
    thing = _thing(said)
    if thing is None:
        return None
    subject = _subject(asked.group("who"), asked.group("partner"))
    aux = asked.group("aux") or asked.group("aux2")
    told = _told(subject, aux, verb, rest)
    if told is None:
        return None
    if where:
        # "which instrument do you play in the orchestra?" - "the oboe": "I play the oboe
        # in the orchestra"
        return f"{told} {_in_sentence(thing)} {first_person(where.strip())}"
    if verb.startswith(("stud", "major", "learn", "train")):
        return f"{told} {studied(_in_sentence(thing), said)}"
    if verb in _MADE_FOR_VERBS and (made_for := _MADE_FOR.match(said, len(thing))) is not None:
        # "what did you make?" - "a set of mugs for my husband Dan": whom it was for
        return f"{told} {_in_sentence(thing)} {made_for.group('whom')}"
    if verb in _HAD_VERBS:
        thing = _one_of_a_kind(_in_sentence(thing), question)  # "what van do you drive?"
    return f"{told} {_in_sentence(thing)}"


# A time, not a place, after "in the", "at the": "in the mornings", "at the weekend".
_TIME_OF: Final = re.compile(
    r"\b(?:mornings?|afternoons?|evenings?|nights?|weekends?|week|moment|end|summer|winter"
    r"|spring|autumn|holidays?|past|future|meantime|day|beginning|start|minute)$",
    re.IGNORECASE,
)


# Verbs whose answer may name whom the thing was for, kept with it.
_MADE_FOR_VERBS: Final = word_set(
    "make making build building bake baking knit knitting buy bought get", None
)
# "... for my husband Dan", "... for our son": a relative or pet of the answerer.
_MADE_FOR: Final = re.compile(
    rf"""\s+(?P<whom>for\s+(?:my|our)\s+(?:{KIN_WORDS}|{alternation(PETS)})
    (?:\s+(?-i:[A-Z])[\w'-]+)?)(?![\w'-])""",
    re.IGNORECASE | re.VERBOSE,
)


def _in_sentence(thing: str) -> str:
    """An answer as it reads inside a sentence: "A whippet" -> "a whippet", "Plumber" ->
    "plumber"; other words keep the capitals they were typed with ("Durham")."""
    first = thing.split()[0].lower()
    if first in {"a", "an", "the"} or first in JOBS:
        return thing[:1].lower() + thing[1:]
    return thing


# "what year is your son in?", "which class is Pip in?": where someone is at school.
_SCHOOL_YEAR: Final = re.compile(
    rf"""^(?:what|which)\s+(?:year|grade|class|form|set)\s+(?:is|'s)\s+{_WHO}\s+in
    (?:\s+(?:now|again|this\s+year))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_YEAR_GIVEN: Final = re.compile(rf"^(?:class\s*(?:\d{{1,2}}|[a-z]+)|{SCHOOL_YEAR})$", re.IGNORECASE)


def _school_year(question: str, said: str) -> str | None:
    """ "what year is your son in?" + "year 4" -> "My son is in year 4"."""
    asked = _SCHOOL_YEAR.match(question)
    year = _head(said)
    if asked is None or _YEAR_GIVEN.match(year) is None:
        return None
    subject = _subject(asked.group("who"), asked.group("partner"))
    if subject is None or subject.endswith(" and I"):
        return None
    lead = "I'm" if subject == "I" else f"{subject} {'are' if _plural(subject) else 'is'}"
    return f"{lead} in {year[:1].lower()}{year[1:]}"


# "what breed is Rollo?", "what colour is your van?", "what kind of dog is Pip?"
_WHAT_IT_IS: Final = re.compile(
    rf"""^what\s+(?P<attr>breed|colou?r|(?:kind|sort|type)(?:\s+of\s+[a-z]+)?|make|model
    |species|brand|car|instrument)\s+(?:is|'s|was)\s+(?:{_WHO}|(?P<thing>(?:your|(?-i:[{UPPER}])[a-z]+'s)
    \s+(?:new\s+|old\s+)?[a-z]+))(?:\s+(?:again|now|then))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_ARTICLE: Final = re.compile(r"^(?:a|an|the|my|our)\s", re.IGNORECASE)


def _what_it_is(question: str, said: str) -> str | None:
    """ "what breed is Rollo?" + "a lurcher, yes" -> "Rollo is a lurcher"."""
    asked = _WHAT_IT_IS.match(question)
    if asked is None:
        return None
    thing = _thing(said)
    if (owned := asked.group("thing")) is not None:
        subject = _subject(owned, None) if owned.split()[-1].lower() not in _NOT_THING else None
    else:
        subject = _subject(asked.group("who"), asked.group("partner"))
    if thing is None or subject is None or subject.endswith(" and I") or subject == "I":
        return None
    attr = asked.group("attr").lower()
    value = _in_sentence(thing)
    if not attr.startswith(("colo",)) and not _ARTICLE.match(value):
        value = ("an " if value[:1].lower() in "aeiou" else "a ") + value
    be = "are" if _plural(subject) else "is"
    return f"{subject} {be} {value}"


# "how's the new place?" + "a basement suite 5 mins from my parents": what the new home is.
_HOWS_NEW_HOME: Final = re.compile(
    r"""^how(?:'s|\s+is)\s+(?:the|your)\s+new\s+(?P<thing>place|flat|house|home|apartment
    |cottage|room|digs)\??$""",
    re.IGNORECASE | re.VERBOSE,
)


def _new_home(question: str, said: str) -> str | None:
    """ "how's the new place?" + "a basement suite near my parents" -> "My new place is a
    basement suite near my parents"; None unless the answer is such a phrase, no clause."""
    asked = _HOWS_NEW_HOME.match(question)
    head = _head(said)
    if asked is None or not _ARTICLE.match(head):
        return None
    if _a_clause(head.lower().split()):
        return None
    return f"My new {asked.group('thing').lower()} is {head[:1].lower()}{head[1:]}"


# "what's Halvard's surname?", "what is Halvard's band called?": something of someone named.
_WHOSE_THING: Final = re.compile(
    rf"""^what(?:'s|\s+is)\s+(?P<owner>(?-i:[{UPPER}])[a-z]+)'s\s+(?:new\s+)?
    (?P<thing>[a-z]+(?:\s+(?!called\b|named\b)[a-z]+)?)(?:\s+(?P<called>called|named))?
    (?:\s+again)?\?$""",
    re.IGNORECASE | re.VERBOSE,
)


def _whose_thing(question: str, said: str) -> str | None:
    """ "what's Halvard's surname?" + "Oyelaran" -> "Halvard's surname is Oyelaran"."""
    asked = _WHOSE_THING.match(question)
    if asked is None or _subject(asked.group("owner"), None) is None:
        return None
    thing = _thing(said)
    if thing is None or asked.group("thing").split()[-1].lower() in _NOT_THING | _VAGUE:
        return None
    called = " called" if asked.group("called") else ""
    return (
        f"{asked.group('owner')}'s {asked.group('thing').lower()} is{called} {_in_sentence(thing)}"
    )


_VAGUE: Final = word_set("problem deal story plan news issue thing point excuse secret", None)

# "who do you work for?", "who did Halvard go with?": a person or a firm, with a preposition.
_WITH_WHOM: Final = re.compile(
    rf"""^who\s+(?P<aux>do|does|did|are|is)\s+{_WHO}\s+(?P<verb>[a-z]+)
    (?P<rest>(?:\s+(?!with\b|for\b)[a-z]+){{0,2}}?)\s+(?P<prep>with|for)
    (?:\s+(?:now|again|these\s+days|then))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_SOMEONE: Final = re.compile(
    rf"""^(?:(?:my|our)\s+(?:[a-z]+\s+)?(?:{KIN_WORDS}|friend|friends|boss|colleague|colleagues)
    |(?-i:[{UPPER}])[\w'&-]+(?:\s+(?:(?-i:[{UPPER}])[\w'&-]+|and|&|of)){{0,3}})$""",
    re.IGNORECASE | re.VERBOSE,
)


# Whom one works, plays or lives with is a lasting fact; whom one went with is half of one.
_WITH_VERBS: Final = word_set(
    """work working play playing live living train training study studying sing singing
    volunteer volunteering write writing coach coaching teach teaching intern interning
    freelance freelancing record recording tour touring perform performing dance dancing
    climb climbing""",
    None,
)


def _with_whom(question: str, said: str) -> str | None:
    """ "who do you work for?" + "Halvorsen Marine" -> "I work for Halvorsen Marine"."""
    asked = _WITH_WHOM.match(question)
    if asked is None:
        return None
    whom = _head(said)
    if _SOMEONE.match(whom) is None:
        return None
    mine = whom.split()[0].lower() in {"my", "our"}
    if not mine and whom.split()[0].lower() in NOT_NAMES | NOT_PLACES:
        return None  # "Nobody", "Same lot": a reply opens on a capital whatever it says
    if asked.group("verb").lower() not in _WITH_VERBS:
        return None  # "who did you go with?" - "my sister": went where, nothing says
    subject = _subject(asked.group("who"), asked.group("partner"))
    aux = asked.group("aux")
    told = _told(subject, aux, asked.group("verb"), asked.group("rest"))
    if told is None:
        return None
    if mine:
        whom = whom[:1].lower() + whom[1:]
    return f"{told} {asked.group('prep').lower()} {whom}"


# "what does your sister do?", "what does Halvard do for work?"
_WHAT_JOB: Final = re.compile(
    rf"""^what\s+(?P<aux>does|did)\s+{_WHO}\s+do(?:\s+(?:for\s+work|for\s+a\s+living
    |now|again|these\s+days|exactly|then))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)


def _what_job(question: str, said: str) -> str | None:
    """ "what does your brother do?" + "plumber" -> "My brother works as a plumber"."""
    asked = _WHAT_JOB.match(question)
    if asked is None or asked.group("partner") or asked.group("who").lower() == "you":
        return None  # "what do you do?" is the context module's
    thing = _thing(said)
    subject = _subject(asked.group("who"), None)
    if thing is None or subject is None or len(thing.split()) > _MAX_JOB_WORDS:
        return None
    past = asked.group("aux").lower() == "did"
    work = ("worked" if past else "work") if _plural(subject) else "works"
    if past:
        work = "worked"
    job = _in_sentence(thing)
    if re.fullmatch(r"[a-z]+ing", job):
        return f"{subject} {work} in {job}"  # "nursing": a field
    if not _ARTICLE.match(job):
        job = ("an " if job[:1] in "aeiou" else "a ") + job
    return f"{subject} {work} as {job}"


_MAX_JOB_WORDS: Final = 3

# "He's a court usher at the crown court", "she's an apprentice farrier for a yard in Usk":
# the answer's whole sentence, "a"/"an" and a noun, then where.
_TOLD_JOB: Final = re.compile(
    r"""^(?P<pronoun>he|she)(?:'s|’s|\s+is)\s+(?:now\s+)?(?P<job>(?:a|an)(?:\s+[a-z-]+){1,3}?)
    (?P<where>\s+(?:at|for|with)\s+(?:the|a|an|(?-i:[A-Z]))[^,;:]*)?$""",
    re.IGNORECASE | re.VERBOSE,
)
# Words that make "a good listener", "a bit of a worrier", "a saint at home" no job: the
# qualities and the nouns of how someone is that no post held somewhere has either, and a
# few words of praise.
_NOT_A_TRADE: Final = (
    QUALITIES | NOT_WORK | word_set("lovely proper real right total complete mate", None)
)


def job_answered(prompt: str | None, answer: str) -> str:
    """``answer`` opening "<Name> works as ..." when the prompt's one question asks what
    someone does and the answer's first sentence tells it of them as "he"/"she" ("What does
    Ifor do?" - "He's a tree surgeon for the council."); otherwise ``answer`` as it was."""
    question = _only_question(prompt) if prompt and "?" in prompt else None
    if question is None:
        return answer
    first, rest = first_sentence(answer)
    job = _job_told(question, FILLER.sub("", first).strip(), prompt or "")
    return answer if job is None else f"{job}. {rest}".strip()


def _job_told(question: str, said: str, prompt: str = "") -> str | None:
    """ "what does Ifor do?" + "He's a tree warden for the council" -> "Ifor works as a
    tree warden for the council": the answer's he or she is the one asked about, and what
    they are, told with where, is the work the question asks for even when the trade is
    no word the job lists know."""
    asked = _WHAT_JOB.match(question)
    told = _TOLD_JOB.match(said.rstrip(" .!"))
    if asked is None or told is None or asked.group("aux").lower() != "does":
        return None
    subject = _subject(asked.group("who"), asked.group("partner"))
    if subject is None or subject in {"I", "We"} or _plural(subject):
        return None
    if not pronoun_fits(subject, told.group("pronoun")):
        return None
    if (
        pronoun_fits(subject, "he")
        and pronoun_fits(subject, "she")
        and _other_in_view(prompt, subject, told.group("pronoun"))
    ):
        return None  # a name of no known sex: "she" may be another the prompt names
    words = told.group("job").lower().split()[1:]
    if any(word in _NOT_A_TRADE for word in words) or _TEASED.search(said):
        return None
    if told.group("where") is None or ends_on_a_job(words):
        # "She's a worrier": no job without where it is done; "He's a plumber" is read as
        # a job already
        return None
    return f"{subject} works as {told.group('job').lower()}{told.group('where') or ''}"


# Kin words for someone a "he"/"she" may be: "Her sister was there."
_SEXED_WORDS: Final = MALE_KIN | FEMALE_KIN
_WORD: Final = re.compile(r"[A-Za-z][\w-]*")


def _other_in_view(prompt: str, subject: str, pronoun: str) -> bool:
    """Whether ``prompt`` names someone other than ``subject`` that ``pronoun`` could be:
    a kin word, a known first name or a capitalised word inside a sentence ("Saw Ifor and
    Cerys in town. What does Ifor do?"). A pronoun of the prompt's own points at one it
    names, and a name of no known sex opening a sentence is not told from "Then"."""
    own = {word.lower() for word in subject.split()}
    for found in _WORD.finditer(prompt):
        word = found.group()
        low = word.lower()
        if low in own or low == "i":
            continue
        opens = re.search(r"(?:^|[.!?]\s+)$", prompt[: found.start()]) is not None
        if low in _SEXED_WORDS:
            fits = pronoun_fits(f"my {low}", pronoun)
        elif low in MALE_NAMES or low in FEMALE_NAMES or (word[:1].isupper() and not opens):
            fits = pronoun_fits(word.capitalize(), pronoun)  # "Cerys" is no "he"
        else:
            fits = False
        if fits:
            return True
    return False


# --- names given ----------------------------------------------------------------------

# "what's the baby called?", "what's the new puppy's name?"
_THING_NAMED: Final = re.compile(
    r"""^what(?:'s|\s+is|\s+was)\s+the\s+(?:new\s+|little\s+)?(?P<thing>[a-z]+)
    (?:'s\s+name|\s+called|\s+named)(?:\s+again)?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_NAME: Final = re.compile(rf"(?P<name>(?-i:[{UPPER}])[a-z'-]+(?:\s+(?-i:[{UPPER}])[a-z'-]+)?)")


def _name_given(question: str, said: str, earlier: str | None) -> str | None:
    """ "what's the baby called?" + "Ines!" -> "My baby is called Ines", when the
    answerer's turn before the question says whose baby it is."""
    asked = _THING_NAMED.match(question)
    if asked is None or earlier is None:
        return None
    named = _NAME.fullmatch(_head(said))
    if named is None or named.group("name").split()[0].lower() in NOT_NAMES | _NOT_PEOPLE:
        return None
    thing = asked.group("thing").lower()
    if thing not in RELATIVES | PETS | _NAMED_THINGS:
        return None
    owner = _owner(earlier, thing)
    if owner is None:
        return None
    return f"{owner} {thing} is called {named.group('name')}"


_NAMED_THINGS: Final = word_set("boat van car band shop cafe café bakery book podcast", None)


def _owner(earlier: str, thing: str) -> str | None:
    """Whose ``thing`` the answerer's earlier turn says it is: "My", "Our", "Halvard's"."""
    things = rf"(?:{re.escape(thing)}|{_BABY if thing == 'baby' else re.escape(thing)})"
    mine = re.search(
        rf"\b(?P<det>my|our)\s+(?:new\s+|little\s+|[a-z]+\s+)?{things}\b", earlier, re.I
    )
    if mine is not None:
        return mine.group("det").capitalize()
    got = re.search(
        rf"""\b(?P<who>i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:got|had|adopted|bought
        |rescued|welcomed|picked\s+up|brought\s+home)\s+(?:a|an)\s+(?:new\s+|little\s+|[a-z]+\s+)?
        {things}\b""",
        earlier,
        re.IGNORECASE | re.VERBOSE,
    )
    if got is not None:
        return "My" if got.group("who").lower() == "i" else "Our"
    theirs = re.search(
        rf"""(?P<owner>(?-i:[{UPPER}])[a-z]+|\bmy\s+(?:{KIN_WORDS}))\s+(?:just\s+|finally\s+)?
        (?:had|got|adopted|bought|welcomed)\s+(?:a|an|her|his|their)\s+(?:new\s+|little\s+|[a-z]+\s+)?
        {things}\b""",
        earlier,
        re.IGNORECASE | re.VERBOSE,
    )
    if theirs is None or theirs.group("owner").lower() in NOT_NAMES | _NOT_PEOPLE:
        return None
    owner = theirs.group("owner")
    owner = owner[:1].upper() + owner[1:]
    return f"{owner}'s"


_BABY: Final = r"(?:baby|boy|girl|son|daughter)"

# "The Flour Pot", "Harbour Voices", "Songs of the Fen": the name of a band, shop, book.
_TITLE: Final = re.compile(
    rf"""(?P<name>(?:the\s+)?(?-i:[{UPPER}])[\w'&-]*(?:\s+(?:(?-i:[{UPPER}])[\w'&-]*|of|the|and|&
    |in|on)){{0,4}})""",
    re.IGNORECASE | re.VERBOSE,
)

# "what's her name?", "what's he called?", "what are you calling him?": the one the
# answerer just brought up, without a name.
_PRONOUN_NAMED: Final = re.compile(
    r"""^(?:what(?:'s|\s+is)\s+(?P<whose>his|her|its|the)\s+name|what(?:'s|\s+is)\s+(?P<who>he|she|it)
    \s+called|what(?:\s+(?:are|did|will|have|do)|['’]ll)\s+you\s+(?:going\s+to\s+)?(?:calling|naming|call|name
    |called|named)\s+(?P<whom>him|her|it)
    |(?:(?:and\s+)?(?:a|the|got\s+a|any)\s+)?name)(?:\s+again|\s+yet)?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "what will you call her?", "what are you going to name him?": one to come, never a
# relative the answerer already has ("my sister") but a baby or animal they are getting.
_TO_COME: Final = re.compile(r"\b(?:will|['’]ll|going\s+to|are)\s+you\b|you['’]ll\b", re.I)
# "we've just had a daughter": a relative new in the answerer's life, who may be named.
_HAD: Final = re.compile(r"\b(?:i|we)(?:['’]ve|\s+have)?\s+(?:just\s+)?had\s+(?:a|an)\b", re.I)
_PETS_OR_KIN: Final = alternation(PETS | RELATIVES)
# "my new puppy", "we adopted a rescue greyhound": someone brought up without a name.
_BROUGHT_UP: Final = re.compile(
    rf"""\b(?:(?P<det>my|our)\s+(?:new\s+|little\s+|baby\s+)?(?P<thing>{_PETS_OR_KIN})(?!['’]s\b)
    |(?P<who>i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:got|had|adopted|bought|rescued
    |welcomed|brought\s+home)\s+(?:a|an)\s+(?:new\s+|little\s+|rescue\s+)?
    (?P<thing2>baby\s+(?:boy|girl)|{_PETS_OR_KIN})
    # "we pick up a second whippet puppy on the 29th", "I'm collecting a rescue lurcher"
    |(?P<who2>i|we)(?:['’](?:m|re|ll)|\s+(?:am|are|will))?\s+(?:(?:soon|finally)\s+)?
    (?:pick(?:ing)?\s+up|collect(?:ing)?|fetch(?:ing)?|adopt(?:ing)?|bring(?:ing)?\s+home
    |get(?:ting)?)\s+(?:a|an)\s+(?:[\w-]+\s+){{0,2}}?(?P<thing4>{_PETS_OR_KIN})
    |(?P<who3>i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:joined|started|opened|launched
    |formed|founded|set\s+up|bought|built|finished|adopted|got|restored)\s+(?:a|an|my|our)\s+
    # "a little boat", "an old wooden dinghy", "a second-hand camper van"
    (?:(?:new|own|little|old|small|big|wooden|second-hand|secondhand|used|vintage|classic
    |camper|fishing|sailing|rowing|motor)\s+){{0,2}}
    (?P<thing3>band|choir|shop|cafe|café|bakery|business|company|podcast|blog|book|novel|boat
    |van|car|motorbike|caravan|campervan|yacht|dinghy|canoe|kayak|tractor|club|team|studio
    |restaurant|bar|charity|label|album|game|app))
    \b(?!\s+(?-i:[{UPPER}]))""",
    re.IGNORECASE | re.VERBOSE,
)


def _pronoun_named(question: str, said: str, earlier: str | None) -> str | None:
    """ "I got a new puppy!" - "aww what's her name?" - "Mochi" -> "My puppy is called
    Mochi": the one someone the answerer brought up, named."""
    asked = _PRONOUN_NAMED.match(question)
    if asked is None or earlier is None or "?" in earlier:
        return None
    named = _NAME.fullmatch(_head(said)) or _TITLE.fullmatch(_head(said))
    opening = named.group("name").lower().removeprefix("the ").split()[0] if named else ""
    if named is None or opening in NOT_NAMES | _NOT_PEOPLE | NOT_PLACES:
        return None
    pronoun = (asked.group("whose") or asked.group("who") or asked.group("whom") or "").lower()
    found = _brought_up(earlier, pronoun)
    if found is None:
        return None
    whose, thing = found
    noun = thing.split()[-1]
    if named.re is _TITLE and (noun in PETS or noun in RELATIVES):
        return None  # "The Boss": a title, no pet's or person's name
    if _TO_COME.search(question) and noun in RELATIVES - {"baby"} and _HAD.search(earlier) is None:
        return None  # "my sister's pregnant" - "what will you call her?": the baby, not her
    name = named.group("name")
    return f"{whose.capitalize()} {thing} is called {_in_sentence(name)}"


def _brought_up(earlier: str, pronoun: str) -> tuple[str, str] | None:
    """The one someone, pet or thing the answerer brought up in ``earlier`` that
    ``pronoun`` ("he", "her", "its", or "" for none) can stand for, as ("my", "puppy");
    None when there is none, or more than one."""
    brought = list(_BROUGHT_UP.finditer(earlier))
    found = {
        ((m.group("det") or ("my" if (m.group("who") or m.group("who2") or m.group("who3")
                                      or "").lower() == "i" else "our")).lower(),
         " ".join((m.group("thing") or m.group("thing2") or m.group("thing3")
                   or m.group("thing4")).lower().split()))
        for m in brought
    }  # fmt: skip
    if len(found) != 1 or _someone_else_new(earlier, brought):
        return None  # no one, or several: whom the question means, nothing says
    whose, thing = found.pop()
    noun = thing.split()[-1]
    if (pronoun in {"it", "its"}) and (noun in RELATIVES or noun in {"boy", "girl"}):
        return None  # a person is no "it"
    if (pronoun in {"his", "he", "him"} and (noun in FEMALE_KIN or noun == "girl")) or (
        pronoun in {"her", "she"} and (noun in MALE_KIN or noun == "boy")
    ):
        return None  # "my sister" is no "he"
    if noun in _PLURAL_WHO or (noun.endswith("s") and noun in PETS | RELATIVES):
        return None  # "my dogs": no one "her"
    return whose, thing


# "my brother adopted a dog": a newcomer the answerer did not bring up as their own, who
# may be the "his" asked about as well as "my brother".
_NEWCOMER: Final = re.compile(
    rf"\b(?:a|an)\s+(?:new\s+|little\s+|rescue\s+)?(?:baby\s+(?:boy|girl)|{_PETS_OR_KIN})\b",
    re.IGNORECASE,
)


def _someone_else_new(earlier: str, brought: list[re.Match[str]]) -> bool:
    """Whether ``earlier`` introduces someone besides the ones ``brought`` up. One told
    before a colon that the clause after it brings up is the same ("Nutmeg is getting a
    sister: we adopt a second kitten on Friday")."""
    return any(
        not any(m.start() >= b.start() and m.end() <= b.end() for b in brought)
        and not (
            re.match(r"\s*[:–—]", earlier[m.end() :]) is not None
            and any(b.start() > m.end() for b in brought)
        )
        for m in _NEWCOMER.finditer(earlier)
    )


# "what kind of dog?", "what breed is she?": the kind of the one the answerer just brought
# up ("we adopted a dog from the shelter").
_KIND_BROUGHT: Final = re.compile(
    r"""^what\s+(?:(?:kind|sort|type)\s+of\s+(?P<noun>[a-z]+)|breed)(?:\s+(?:is|was)\s+
    (?P<pronoun>he|she|it)|(?P<pronoun2>'s\s+(?:he|she|it)))?(?:\s+again)?\?$""",
    re.IGNORECASE | re.VERBOSE,
)


def _kind_brought(question: str, said: str, earlier: str | None) -> str | None:
    """ "We adopted a dog on Sunday!" - "what kind of dog?" - "a deerhound cross, very
    nervous" -> "Our dog is a deerhound cross"."""
    asked = _KIND_BROUGHT.match(question)
    if asked is None or earlier is None or "?" in earlier:
        return None
    thing = _thing(said)
    if thing is None:
        return None
    words = thing.lower().split()
    if words[0] not in {"a", "an"} and words[-1] not in BREEDS:
        return None  # "Mossy": a name, no kind; "big": no kind either
    pronoun = (asked.group("pronoun") or asked.group("pronoun2") or "").lower()
    found = _brought_up(earlier, pronoun.split()[-1] if pronoun else "")
    if found is None:
        return None
    whose, brought = found
    noun = brought.split()[-1]
    asked_noun = (asked.group("noun") or "").lower()
    if (asked_noun and asked_noun != noun) or (not asked_noun and noun not in PETS):
        return None  # "what kind of car?" after "we got a puppy": some other thing
    return f"{whose.capitalize()} {brought} is {_in_sentence(thing)}"


# "how much did he weigh?", "how much does your dog weigh?": a weight.
_HOW_MUCH_WEIGH: Final = re.compile(
    rf"""^how\s+much\s+(?P<aux>did|does|do)\s+(?:(?P<pronoun>he|she|it)|{_WHO})\s+weigh
    (?:\s+(?:at\s+birth|now|then|again))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_WEIGHT_WORDS: Final = r"""(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve
    |thirteen|fourteen|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"""
_WEIGHT: Final = re.compile(
    rf"""^(?:(?:about|around|nearly|almost|just\s+over|just\s+under|over|under|a\s+bit\s+over)
    \s+)?(?:\d{{1,3}}(?:\.\d{{1,2}})?|{_WEIGHT_WORDS})\s*(?:kilos?|kgs?|kilograms?|pounds?|lbs?
    |stone|grams?|g)(?:\s+(?:and\s+)?(?:\d{{1,2}}|{_WEIGHT_WORDS})\s*(?:ounces?|oz|pounds?
    |lbs?))?$""",
    re.IGNORECASE | re.VERBOSE,
)


def _weighed(question: str, said: str, earlier: str | None) -> str | None:
    """ "we had a baby girl!" - "how much did she weigh?" - "3.4 kilos" -> "My baby girl
    weighed 3.4 kilos"; "how much does your dog weigh?" - "about 30 kg" -> "My dog weighs
    about 30 kg"."""
    asked = _HOW_MUCH_WEIGH.match(question)
    weight = _head(said)
    if asked is None or _WEIGHT.match(weight) is None:
        return None
    weight = weight[:1].lower() + weight[1:]  # "About 40 kilos" inside a sentence
    if (pronoun := asked.group("pronoun")) is not None:
        found = None if earlier is None or "?" in earlier else _brought_up(earlier, pronoun.lower())
        if found is None:
            return None  # "he": whom, nothing the answerer said before tells
        subject: str | None = f"{found[0].capitalize()} {found[1]}"
    else:
        subject = _subject(asked.group("who"), asked.group("partner"))
    if subject is None or subject.endswith(" and I") or _plural(subject):
        return None
    if asked.group("aux").lower() == "did":
        return f"{subject} weighed {weight}"
    return f"{subject} {'weigh' if subject == 'I' else 'weighs'} {weight}"


# --- how old, how many ----------------------------------------------------------------

_TENS: Final = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_UNITS: Final = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
# "seventy-one", "thirty eight": a number of tens and units, as ages are said.
_COMPOUND: Final = rf"(?:{'|'.join(_TENS)})[- ](?:{'|'.join(_UNITS)})"
_NUMBER: Final = rf"(?:\d{{1,3}}|{_COMPOUND}|" + "|".join(NUMBER_WORDS) + r")"


def _number(said: str) -> str:
    """ "seventy-one" -> "71", "nine" -> "9", "12" -> "12"."""
    value = number_value(said)
    return said if value is None else str(value)


_HOW_OLD: Final = re.compile(
    rf"""^how\s+old(?:\s+(?P<aux>is|are|'s|(?P<will>will))|(?P<aux2>'s))\s+(?:(?P<pronoun>he|she)|{_WHO})
    (?(will)\s+be(?:\s+(?:this\s+year|next\s+year|then|on\s+the\s+day|next\s+time))?
    |(?:\s+(?:now|again|these\s+days|going\s+to\s+be|anyway|exactly))?)\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_AGE: Final = re.compile(
    rf"""^(?:(?P<turning>turning|turns|will\s+be)\s+)?(?P<age>{_NUMBER})
    (?:\s+(?P<unit>weeks|months)(?:\s+old)?)?(?:\s+(?P<when>.+))?$
    |^(?P<about>nearly|almost|just\s+turned|just\s+over|about|around)\s+(?P<age2>{_NUMBER})$""",
    re.IGNORECASE | re.VERBOSE,
)


# "He'll be seven in May", "She's nine": the one asked about, said as "he" or "she".
_AGE_PRONOUN: Final = re.compile(
    r"^(?:he|she)(?:(?P<will>'ll\s+be|\s+will\s+be)|'s|\s+is)\s+(?=\w)", re.IGNORECASE
)


# A day said to be still ahead: "next week", "tomorrow", "in a fortnight".
_AHEAD: Final = re.compile(
    r"\b(?:next|tomorrow|coming|soon|in\s+(?:a|an|two|three|four|five|\d+)\s+(?:days?|weeks?"
    r"|months?|fortnight))\b",
    re.IGNORECASE,
)
# "Nineteen, in October.", "twelve - on the 3rd": an age, then when it is reached.
_COMMA_WHEN: Final = re.compile(r"^[^,;.]+?(?:[,;.]|\s[–—-])\s*(?P<when>[^,;]+?)[.!]*$")


def _age(question: str, said: str, earlier: str | None = None) -> str | None:
    """ "how old is your son now?" + "seven in March" -> "My son turns 7 in March"; "we
    adopted a dog!" - "how old is she?" - "about two" -> "Our dog is about 2"."""
    asked = _HOW_OLD.match(question)
    said = _AGE_PRONOUN.sub(lambda m: "will be " if m.group("will") else "", said.strip(), count=1)
    told = _AGE.match(_head(said)) if asked is not None else None
    if asked is None or told is None:
        return None
    subject: str | None
    if (pronoun := asked.group("pronoun")) is not None:
        found = None if earlier is None or "?" in earlier else _brought_up(earlier, pronoun.lower())
        subject = None if found is None else f"{found[0].capitalize()} {found[1]}"
    else:
        subject = _subject(asked.group("who"), asked.group("partner"))
    if subject is None or subject.endswith(" and I") or _plural(subject):
        return None
    age = _number(told.group("age") or told.group("age2"))
    if told.group("unit"):
        # "Fourteen weeks on Tuesday": a baby's or a puppy's age, in its unit, as said
        age = f"{told.group('age').lower()} {told.group('unit').lower()} old"
    if not asked.group("will") and not told.group("when") and not told.group("turning"):
        # "how old is your son now?" - "Eleven, on Sunday": the age reached that day (or
        # reached soon: "Eleven, next week")
        told_when = _COMMA_WHEN.match(said) if told.group("age") else None
        date = None if told_when is None else _dated(told_when.group("when"))
        if date is not None:
            said_age = told.group("age").lower()
            if not told.group("unit") and not said_age.isdigit():
                age = f"{said_age} ({age})"  # "eleven (11)": as said, and as a number
            turned = "turns" if _AHEAD.search(date) else "turned"  # "next week": not yet
            return f"{subject} {turned} {age} {date}"
    if asked.group("will") and not told.group("when"):
        # "how old will she be this year?" - "Nineteen, in October": the day after a comma
        told_when = _COMMA_WHEN.match(said)
        date = None if told_when is None else _dated(told_when.group("when"))
        return (
            None
            if date is None
            else f"{subject} {'turn' if subject == 'I' else 'turns'} {age} {date}"
        )
    if told.group("about"):
        about = " ".join(told.group("about").lower().split())
        if about == "just turned":
            return f"{subject} just turned {age}"
        return f"{'I am' if subject == 'I' else subject + ' is'} {about} {age}"
    if told.group("when"):
        date = _dated(told.group("when"))
        if date is None:
            return None
        if told.group("unit") and not asked.group("will") and not _AHEAD.search(date):
            return f"{subject} turned {age} {date}"  # "Fourteen weeks on Tuesday"
        return f"{subject} {'turn' if subject == 'I' else 'turns'} {age} {date}"
    if told.group("turning"):
        return None  # "turning 30": when, it does not say
    return f"{'I am' if subject == 'I' else subject + ' is'} {age}"


_HOW_MANY: Final = re.compile(
    rf"""^how\s+many\s+(?P<noun>[a-z]+(?:\s+[a-z]+)?)\s+(?P<aux>do|does|have|has)\s+{_WHO}
    (?:\s+(?P<verb>have|got|own|keep|speak|play))?(?:\s+(?:now|then|again|altogether
    |in\s+total|these\s+days))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_COUNTED: Final = re.compile(rf"^(?:just\s+)?(?P<count>{_NUMBER})(?:\s+(?P<noun>[a-z]+))?$", re.I)
# Plurals without an "s": "how many children do you have?" + "three".
_IRREGULAR_PLURALS: Final = word_set("children grandchildren", None)


def _how_many(question: str, said: str) -> str | None:
    """ "how many kids does Anselm have?" + "three" -> "Anselm has three kids"."""
    asked = _HOW_MANY.match(question)
    told = _COUNTED.match(_head(said)) if asked is not None else None
    if asked is None or told is None:
        return None
    noun = asked.group("noun").lower()
    if told.group("noun") and told.group("noun").lower() not in noun:
        return None  # "three cats" for "how many pets": fine, but "three now" is not a noun
    count = told.group("count").lower()
    plural = noun.endswith("s") or noun.split()[-1] in _IRREGULAR_PLURALS
    if count in {"one", "1"} or not plural:
        return None  # "one kids": which one, a plural cannot say
    subject = _subject(asked.group("who"), asked.group("partner"))
    if subject is None:
        return None
    aux = asked.group("aux").lower()
    verb = (asked.group("verb") or "have").lower()
    if verb == "got":
        verb = "have"
    if aux not in {"do", "does", "have", "has"}:
        return None
    said_verb = verb if subject == "I" or _plural(subject) else third_person(verb)
    return f"{subject} {said_verb} {count} {noun}"


# "how many steps are you doing a day now?", "How many cups of coffee a day do you drink?":
# how much of something the one asked does in a day or a week.
_PER_DAY: Final = r"(?:a|per|each|every)\s+(?P<per>day|week|night|month)"
_HOW_MANY_A_DAY: Final = re.compile(
    rf"""^how\s+(?:many|much)\s+(?P<noun>steps|km|kms|kilometres|kilometers|miles|hours|pages
    |cups\s+of\s+[a-z]+|glasses\s+of\s+[a-z]+|cigarettes|laps|lengths|push-?ups|words)
    (?:\s+{_PER_DAY})?\s+(?P<aux>are|do)\s+(?:you|u)\s+(?P<verb>doing|do|walking|walk|running|run
    |drinking|drink|smoking|smoke|reading|read|sleeping|sleep|swimming|swim|writing|write)
    (?(per)|\s+{_PER_DAY.replace("per>", "per2>")})
    (?:\s+(?:now|these\s+days|at\s+the\s+moment))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "6k", "about 6,000", "11,500", "twelve": the count an answer opens on.
_RATE_TOLD: Final = re.compile(
    rf"""^(?:(?:about|around|roughly|nearly|almost|over|under|like|just\s+over|just\s+under)\s+)?
    (?P<count>\d[\d,.]*\s*k?|{alternation(NUMBER_WORDS)})(?=\s*(?:[.!,]|$|\s+(?:now|a\s+day)\b))""",
    re.IGNORECASE | re.VERBOSE,
)


def _how_many_a_day(question: str, said: str) -> str | None:
    """ "how many steps are you doing a day now?" + "6k. was 3k in jan" -> "I'm doing 6k
    steps a day now"; "how many cups of coffee a day do you drink?" + "about four" -> "I
    drink about four cups of coffee a day"."""
    asked = _HOW_MANY_A_DAY.match(question)
    told = _RATE_TOLD.match(_head(said).strip()) if asked is not None else None
    if asked is None or told is None:
        return None
    per = asked.group("per") or asked.group("per2")
    count = told.group(0).strip()
    verb = asked.group("verb").lower()
    noun = asked.group("noun").lower()
    if asked.group("aux").lower() == "are":
        doing = verb if verb.endswith("ing") else None
        return None if doing is None else f"I'm {doing} {count} {noun} a {per} now"
    return f"I {verb} {count} {noun} a {per}"


# "How many guests are coming to your sister's henna night?", "how many people came to the
# opening?": a count of those at an occasion ...
_HOW_MANY_COMING: Final = re.compile(
    r"""^how\s+many\s+(?P<noun>(?:[a-z]+\s+)?(?:[a-z]+s|people|children))\s+(?P<verb>are\s+coming
    |came|turned\s+up|will\s+(?:come|be\s+coming))\s+(?P<rest>(?:to|for)\s+[^?]+?)
    (?:\s+(?:then|in\s+the\s+end))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# ... and "How many driving lessons have you had so far?", "how many hours have you
# volunteered at the food drive?": a count of what someone has done.
_HOW_MANY_DONE: Final = re.compile(
    rf"""^how\s+many\s+(?P<noun>(?:[a-z]+\s+)?[a-z]+s)\s+(?P<aux>have|has)\s+{_WHO}
    \s+(?P<verb>had|done|taken|run|swum|read|written|sold|made|[a-z]+ed)
    (?P<rest>(?:\s+(?:at|in|on|for|with)\s+[^?]+?)?)(?:\s+(?:so\s+far|now|altogether|in\s+total))?
    \?$""",
    re.IGNORECASE | re.VERBOSE,
)
# What may follow a count in such a reply and still be the count's: "so far this year".
_COUNT_TAIL: Final = re.compile(
    r"^(?:(?:so\s+far|this\s+year|this\s+term|in\s+total|altogether|now)\s*)+$", re.I
)


def _count_opening(said: str, noun: str) -> tuple[str, str] | None:
    """(the count, what after it is still the count's) a reply opens on ("Forty hours so
    far this year" to "how many hours" -> ("forty", "so far this year")); None when the
    reply opens on no number, on one, or goes on with more than the counted noun."""
    words = _amount_head(said).split()
    lead, end = _count_run(words)
    if not end:
        return None
    count = " ".join(words[:end])
    rest = words[end:]
    last = noun.split()[-1].lower()
    if rest and rest[0].lower() in {last, last.rstrip("s")}:
        rest = rest[1:]  # "forty hours", to "how many hours": the noun said again
    tail = " ".join(rest)
    if words[lead].lower() in {"one", "1", "a"} or (tail and not _COUNT_TAIL.match(tail)):
        return None
    return count[:1].lower() + count[1:], f" {tail.lower()}" if tail else ""


def _how_many_come_or_done(question: str, said: str) -> str | None:
    """ "How many guests are coming to your sister's henna night?" + "Seventy-two" ->
    "Seventy-two guests are coming to my sister's henna night"; "How many driving lessons
    have you had so far?" + "12" -> "I have had 12 driving lessons"."""
    if (coming := _HOW_MANY_COMING.match(question)) is not None:
        counted = _count_opening(said, coming.group("noun"))
        if counted is None:
            return None
        if not re.search(r"\byour\b", coming.group("rest"), re.IGNORECASE):
            return None  # "how many came to the party?": whose party, nothing says
        rest = re.sub(r"\byour\b", "my", coming.group("rest"), flags=re.IGNORECASE)
        if _PRONOUN_OBJECT.search(rest):
            return None  # "how many are coming to your thing with her?": leans on the chat
        count, tail = counted
        verb = " ".join(coming.group("verb").lower().split())
        return f"{count[:1].upper()}{count[1:]} {coming.group('noun').lower()} {verb} {rest}{tail}"
    done = _HOW_MANY_DONE.match(question)
    if done is None:
        return None
    counted = _count_opening(said, done.group("noun"))
    subject = _subject(done.group("who"), done.group("partner"))
    if counted is None or subject is None:
        return None
    rest = first_person(done.group("rest").strip()) if done.group("rest") else ""
    if _PRONOUN_OBJECT.search(rest):
        return None
    count, tail = counted
    have = "have" if subject == "I" or _plural(subject) else "has"
    noun = done.group("noun").lower()
    after = f" {rest}" if rest else ""
    return f"{subject} {have} {done.group('verb').lower()} {count} {noun}{after}{tail}"


# "How often does your dog have to take the antibiotics?", "how often do you swim?": how
# often the one asked does something ...
_HOW_OFTEN: Final = re.compile(
    rf"""^how\s+often\s+(?P<aux>do|does|did|will)\s+{_WHO}\s+(?P<verb>[a-z]+)
    (?P<rest>(?:\s+[^?]+?)?)(?:\s+(?:now|these\s+days|at\s+the\s+moment))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# ... told as a frequency: "every twelve hours", "twice a week", "three times a day", "once
# a fortnight", "every other Sunday".
_FREQUENCY: Final = re.compile(
    rf"""^(?:(?:every|each)\s+(?:other\s+|single\s+)?(?:(?:{_NUMBER}|few|couple\s+of)\s+)?
    (?:days?|weeks?|months?|years?|hours?|mornings?|evenings?|nights?|weekends?|fortnight
    |{WEEKDAY})|(?:once|twice|{_NUMBER}\s+times)\s+(?:a|an|per|every|each)\s+(?:day|week|month|year
    |fortnight|night))(?:\s+for\s+[a-z0-9 ]+)?$""",
    re.IGNORECASE | re.VERBOSE,
)


def _how_often(question: str, said: str) -> str | None:
    """ "How often does your dog have to take the antibiotics?" + "Every twelve hours, for
    ten days." -> "My dog has to take the antibiotics every twelve hours, for ten days"."""
    asked = _HOW_OFTEN.match(question)
    if asked is None:
        return None
    head = re.sub(r"\s*,\s*(?=for\s)", " ", said.strip().rstrip(".!"))  # ", for ten days"
    if _FREQUENCY.match(head) is None:
        return None
    subject = _subject(asked.group("who"), asked.group("partner"))
    rest = asked.group("rest").strip()
    often = f"{head[:1].lower()}{head[1:]}"
    return _told(subject, asked.group("aux"), asked.group("verb"), f"{rest} {often}")


# "how many people work for you?", "how many staff does Oskar employ?": whom someone employs.
_HOW_MANY_WORK: Final = re.compile(
    rf"""^how\s+many\s+(?P<noun>people|staff|employees|workers|[a-z]+s)\s+(?:work|are\s+working)
    \s+for\s+{_WHO}(?:\s+(?:now|these\s+days|at\s+the\s+moment))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_HOW_MANY_EMPLOY: Final = re.compile(
    rf"""^how\s+many\s+(?P<noun>people|staff|employees|workers|[a-z]+s)\s+(?:do|does)\s+{_WHO}
    \s+(?:employ|have\s+working\s+for\s+(?:you|him|her))(?:\s+(?:now|these\s+days))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_STAFF_WORDS: Final = JOBS | word_set(
    """person people staff apprentice trainee employee worker volunteer intern assistant
    full-timer part-timer""",
    None,
)
_STAFF_ITEM: Final = re.compile(
    rf"""^(?:(?:about|around|nearly|almost|over|just\s+over|roughly)\s+)?(?:{_NUMBER}|a|an)
    (?:\s+(?P<words>[a-z-]+(?:\s+[a-z-]+)?))?$""",
    re.IGNORECASE | re.VERBOSE,
)


def _staffed(word: str) -> bool:
    word = word.lower()
    return word in _STAFF_WORDS or (word.endswith("s") and word[:-1] in _STAFF_WORDS)


def _staff_items(staff: str) -> list[re.Match[str]] | None:
    """Each "eleven masons", "two apprentices" of a listed staff; None unless every item
    is a count."""
    items = [item for item in _LIST_SPLIT.split(staff) if item]
    told = [t for item in items if (t := _STAFF_ITEM.match(item)) is not None]
    return told if told and len(told) == len(items) else None


def _how_many_work(question: str, said: str) -> str | None:
    """ "how many people work for you?" + "eleven masons and two apprentices" -> "I employ
    eleven masons and two apprentices"."""
    asked = _HOW_MANY_WORK.match(question) or _HOW_MANY_EMPLOY.match(question)
    if asked is None:
        return None
    noun = asked.group("noun").lower()
    if not _staffed(noun):
        return None  # "how many hours work for you?": no one employed
    staff = said.strip().rstrip(".!…").strip()
    told = _staff_items(staff)
    if told is None and "," in staff and not _STAFF_ITEM.match(staff.split(",")[1].strip()):
        staff = _head(said)  # "twelve, plus my brother on Saturdays": the count before
        told = _staff_items(staff)
    if told is None:
        return None
    words = [t.group("words") for t in told]
    if any(w is not None and not _staffed(w.split()[-1]) for w in words):
        return None  # "eleven in summer": no one counted
    if len(words) > 1 and None in words:
        return None  # "three and two": three what, it does not say
    subject = _subject(asked.group("who"), asked.group("partner"))
    if subject is None or subject.endswith(" and I") or _plural(subject):
        return None
    count = staff[:1].lower() + staff[1:]
    if words[0] is None:
        count = f"{count} {noun}"  # "twelve" -> "twelve people"
    return f"{subject} {'employ' if subject == 'I' else 'employs'} {count}"


# "how many pets have you got?" - "two. a terrapin and a very loud cockatiel": the animals
# counted, named by kind, say more than the count. Each must be an animal, and as many as
# the count says.
_ANIMAL_KINDS: Final = (
    PETS
    | BREEDS
    | word_set(
        """terrapin|turtle|tortoise|parakeet|lovebird|cockatoo|rat|rats|mouse|degu|tarantula|
    stick insect|frog|toad|newt|iguana|bearded dragon|corn snake|python|gecko|axolotl|duck|hen|
    cockerel|bantam|quail|pig|sheep|goat|cow|alpaca|llama|pony|rabbit|guinea pig|ferret"""
    )
)
_ANIMAL_NOUNS: Final = word_set("pets|animals|dogs|cats|birds|horses|rabbits|fish")
_ANIMAL_ITEM: Final = re.compile(
    rf"""^(?:a|an|one|(?P<many>two|three|four|2|3|4))\s+
    (?:(?:very|really|so|super|quite|rather|extremely)\s+[\w-]+\s+)?
    (?P<kind>(?:[\w-]+\s+){{0,2}}?(?:{alternation(_ANIMAL_KINDS | {"tomcat"})})s?)
    # "an old tomcat called Brigadier": the name given stays with the animal
    (?P<named>\s+(?:called|named)\s+(?-i:[A-Z])[\w'-]+)?$""",
    re.IGNORECASE | re.VERBOSE,
)
_LIST_SPLIT: Final = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*", re.IGNORECASE)
# Words about how an animal behaves, not what it is ("a very loud cockatiel").
_OPINION: Final = word_set(
    """loud noisy naughty grumpy lazy fat mad daft crazy stupid evil cheeky sweet lovely
    gorgeous adorable cute old ancient angry bossy greedy spoilt spoiled""",
    None,
)
_COUNTS: Final = {"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}


# Animal words that are the same in the singular and the plural.
_SAME_IN_PLURAL: Final = word_set("fish goldfish sheep deer", None)


def _number_of(kind: str) -> bool | None:
    """Whether the animal word ending ``kind`` is plural (None when it could be either)."""
    last = kind.split()[-1].lower()
    if last in _SAME_IN_PLURAL:
        return None
    return last.endswith("s") and not last.endswith("ss")


def _counted_kinds(question: str, said: str, rest: str) -> tuple[str, str] | None:
    """ "how many pets have you got?" + "two. a terrapin and a very loud cockatiel" ->
    ("I have a terrapin and a cockatiel", what follows the list)."""
    asked = _HOW_MANY.match(question)
    told = _COUNTED.match(_head(said)) if asked is not None else None
    if asked is None or told is None or told.group("noun"):
        return None
    if asked.group("noun").lower() not in _ANIMAL_NOUNS or (
        asked.group("verb") or "have"
    ).lower() not in {"have", "got", "own", "keep"}:
        return None
    count = _COUNTS.get(told.group("count").lower())
    subject = _subject(asked.group("who"), asked.group("partner"))
    if count is None or subject != "I":
        return None  # of someone else, the count alone reads as a fact more surely
    aside = said[len(_head(said)) :].strip().lstrip(",;:–—-.!…").strip()
    if aside:
        listed, after = aside, rest
    else:
        listed, after = first_sentence(rest)
    listed = listed.strip().rstrip(".!…").strip()
    items = [item for item in _LIST_SPLIT.split(listed) if item]
    kinds = []
    for item in items:
        match = _ANIMAL_ITEM.match(item)
        if match is None:
            return None
        many = match.group("many")
        plural = _number_of(match.group("kind"))
        if plural is not None and (many is None) == plural:
            return None  # "two budgie", "a budgies": not a count of animals
        if many is not None and match.group("named"):
            return None  # "two cats called Tom": one name for two animals
        count -= _COUNTS[many.lower()] if many else 1
        words = [w for w in match.group("kind").split() if w.lower() not in _OPINION]
        kind = " ".join(words).lower()
        article = many.lower() if many else "an" if kind[:1] in "aeiou" else "a"
        kinds.append(f"{article} {kind}{match.group('named') or ''}")
    if count != 0 or len(kinds) < 2:
        return None  # as many as the count says, and a list of them
    return f"I have {', '.join(kinds[:-1])} and {kinds[-1]}", after


# "how many are coming?" - "eleven, it's my whole bell-ringing team": the ones counted are a
# group the speaker belongs to. A group named only by a word that says nothing of what it
# does ("my whole work team", "my whole team") is left alone.
_HOW_MANY_ANY: Final = re.compile(r"^how\s+many\b[^?]*\?$", re.IGNORECASE)
_WHOLE_GROUP: Final = re.compile(
    rf"""^(?:{_NUMBER}|a\s+dozen)(?:\s+of\s+us)?\s*[,.;:–—-]\s*
    (?:(?:it's|it\s+is|that's|that\s+is|they're|basically|just|so)\s+)?(?:my|our)\s+
    (?:whole\s+|entire\s+|full\s+)(?P<kind>[\w-]+(?:\s+[\w-]+)?)\s+
    (?P<group>team|{alternation(GROUPS)})$""",
    re.IGNORECASE | re.VERBOSE,
)
_NOT_A_KIND: Final = word_set(
    """work|office|own|new|old|school|uni|college|little|lovely|usual|monday|tuesday|wednesday|
    thursday|friday|saturday|sunday|weekend|weekday|today|tonight|tomorrow|morning|evening"""
)


def _counted_group(question: str, said: str) -> str | None:
    """ "how many are coming?" + "eleven, it's my whole bell-ringing team" -> "I'm in a
    bell-ringing team"."""
    if _HOW_MANY_ANY.match(question) is None:
        return None
    told = _WHOLE_GROUP.match(said.strip().rstrip(".!…").strip())
    if told is None or any(
        word.lower() in _NOT_A_KIND or any(ch.isdigit() for ch in word)
        for word in told.group("kind").split()
    ):
        return None  # "my whole work team": what it does, not said; "Sunday league": a day
    group = f"{told.group('kind')} {told.group('group')}".lower()
    return f"I'm in {'an' if group[:1] in 'aeiou' else 'a'} {group}"


# "how long has Maren been a midwife?", "how long have you lived in Hexham?"
_HOW_LONG: Final = re.compile(
    rf"""^how\s+long\s+(?:has|have)\s+{_WHO}\s+(?P<done>(?:been\s+)?[a-z]+(?:\s+[\w'-]+){{0,5}}?)
    (?:\s+(?:now|for|then))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_SPAN: Final = re.compile(
    rf"""^(?:(?:about|around|almost|nearly|over|just\s+over|roughly|for)\s+)*
    (?:(?:{_COUNT}|\d{{1,2}}(?:\.\d)?)\s+(?:and\s+a\s+half\s+)?(?:years?|months?|weeks?|decades?)
    |since\s+(?:{_MONTH}|(?:19|20)\d\d|{_SEASON}|last\s+[a-z]+)(?:\s+\d{{4}})?)$""",
    re.IGNORECASE | re.VERBOSE,
)


# "how long have Peveril and Verity been together?", "... Maren and her husband been
# married?": a couple asked about (a speech, a card for them), how long they have been so.
_HOW_LONG_COUPLE: Final = re.compile(
    rf"""^how\s+long\s+have\s+(?P<who>(?-i:[{UPPER}])[a-z]+\s+and\s+
    (?:(?-i:[{UPPER}])[a-z]+|(?:his|her)\s+(?:partner|wife|husband|girlfriend|boyfriend
    |fianc[eé]e?))
    )\s+(?P<done>been\s+(?:together|married|engaged|going\s+out|dating|a\s+couple))
    (?:\s+(?:now|for))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)


def _how_long(question: str, said: str) -> str | None:
    """ "how long has Maren been a midwife?" + "twelve years" -> "Maren has been a midwife
    for twelve years"; the context module reads the same of "you". A couple asked about
    by name is read so too: "how long have Peveril and Verity been together?" + "nine
    years" -> "Peveril and Verity have been together for nine years"."""
    span = _head(said)
    couple = _HOW_LONG_COUPLE.match(question)
    if couple is not None and _SPAN.match(span) is not None:
        first = couple.group("who").split()[0]
        if first.lower() in NOT_NAMES | _NOT_PEOPLE:
            return None
        span = re.sub(r"(?i)^for\s+", "", span)
        since = span.lower().startswith("since")
        if not since:
            span = span[:1].lower() + span[1:]  # "Nine years" said alone: "for nine years"
        who = " ".join(couple.group("who").split())
        return f"{who} have {couple.group('done')} {'' if since else 'for '}{span}"
    asked = _HOW_LONG.match(question)
    if asked is None or _SPAN.match(span) is None:
        return None
    subject = _subject(asked.group("who"), asked.group("partner"))
    done = asked.group("done")
    if subject is None or _PRONOUN_OBJECT.search(done) or _TWO_QUESTIONS.search(done):
        return None
    span = re.sub(r"(?i)^for\s+", "", span)
    have = "have" if subject == "I" or _plural(subject) else "has"
    since = span.lower().startswith("since")
    return f"{subject} {have} {first_person(done)} {'' if since else 'for '}{span}"


# "how long did u wait for ur refund?": a wait, queue or stay, done once.
_HOW_LONG_WAITED: Final = re.compile(
    rf"""^how\s+long\s+did\s+{_WHO}\s+(?P<verb>wait|queue|stay)
    (?P<rest>(?:\s+(?:for|at|in|on)\s+[\w'-]+(?:\s+[\w'-]+){{0,4}})?)\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_WAITED: Final = {"wait": "waited", "queue": "queued", "stay": "stayed"}
_WAIT_SPAN: Final = re.compile(
    rf"""^(?:(?:about|around|almost|nearly|over|just\s+over|roughly|for)\s+)*
    (?:{_COUNT}|an?|\d{{1,2}}(?:\.\d)?)\s+(?:and\s+a\s+half\s+)?
    (?:minutes?|hours?|days?|weeks?|months?|years?)$""",
    re.IGNORECASE | re.VERBOSE,
)
# What came of the wait, told after its span: ", and the airline paid 40,000 in the end".
_AND_AFTER_SPAN: Final = re.compile(
    r"""^[^,]+,\s+(?P<more>(?:and|but)\s+(?:the\s+[a-z]+(?:\s+[a-z]+)?|they)\s+(?:finally\s+)?
    (?:paid|refunded|gave|sent|offered|returned)\b[^.!?]*?)[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _how_long_waited(question: str, said: str) -> str | None:
    """ "how long did you wait for your refund?" + "6 weeks" -> "I waited 6 weeks for my
    refund"."""
    asked = _HOW_LONG_WAITED.match(question)
    span = _head(said)
    if asked is None or _WAIT_SPAN.match(span) is None:
        return None
    subject = _subject(asked.group("who"), asked.group("partner"))
    rest = asked.group("rest").strip()
    if subject is None or _PRONOUN_OBJECT.search(rest):
        return None
    span = re.sub(r"(?i)^for\s+", "", span)
    waited = _WAITED[asked.group("verb").lower()]
    return (
        f"{subject} {waited} {span[:1].lower()}{span[1:]}{' ' if rest else ''}{first_person(rest)}"
    )


def _waited_and_more(question: str, said: str) -> str | None:
    """:func:`_how_long_waited` of an answer too long to be read as a fragment, with the
    clause after its ", and" kept on: what came of the wait ("..., and the airline paid
    40,000 in the end")."""
    told = _how_long_waited(question, said)
    more = _AND_AFTER_SPAN.match(said.strip())
    if told is None or more is None or _HEDGED.search(more.group("more")):
        return told
    return f"{told}, {more.group('more')}"


# "how long does it take you to get to the zoo these days?", "how long is the drive up
# now?", "how long is your commute?": how long the one asked takes on a way they go.
_HOW_LONG_TRIP: Final = re.compile(
    r"""^how\s+long\s+(?:does\s+it\s+take\s+you\s+to\s+(?:get|go|drive|cycle|walk|ride)\s+
    (?:(?:in\s+|up\s+|down\s+|over\s+)?to\s+(?P<to>[\w'’ -]+?)|(?P<in>in|up|down|there|home))
    |is\s+(?P<whose>the|your)\s+(?P<trip>(?:[a-z]+\s+)?(?:drive|commute|journey|trip|walk|ride
    |run|cycle|ferry|crossing|flight)(?:\s+(?:up|in|down|over|home|to\s+[\w'’ -]+?))?))
    (?:\s+(?:now|these\s+days|nowadays|then|each\s+way|every\s+day))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "twenty-five minutes", "about an hour", "15 min", "an hour and a quarter", "forty mins".
_TRIP_SPAN: Final = re.compile(
    rf"""^(?P<span>(?:(?:about|around|almost|nearly|over|under|just\s+over|just\s+under
    |roughly|only|barely)\s+)?(?:(?:{_COUNT}|{_NUMBER})\s+(?:minutes?|mins?|hours?|hrs?)|half\s+an\s+hour|an\s+hour(?:\s+and\s+a\s+(?:half
    |quarter))?|(?:a|one)\s+and\s+a\s+half\s+hours))
    (?P<tail>(?:\s+now|\s+each\s+way|\s+door\s+to\s+door)?(?:,?\s+(?:on|by|in)\s+(?:the\s+|my\s+)?
    [a-z]+(?:\s+[a-z]+)?)?(?:\s+now)?)[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_SHORT_SPANS: Final = {"min": "minutes", "mins": "minutes", "hr": "hours", "hrs": "hours"}


def _how_long_trip(question: str, said: str) -> str | None:
    """ "how long does it take you to get to the zoo these days?" + "Twenty-two minutes
    now, on the bike." -> "My journey to the zoo takes twenty-two minutes now, on the bike";
    "how long is the drive up now?" + "Twenty-five minutes" -> "My drive up takes
    twenty-five minutes". A span alone answers it, or with how or when ("on the bike",
    "now"); anything more is another clause, read on its own."""
    asked = _HOW_LONG_TRIP.match(question)
    first = said.split(",")[0]
    answer = _TRIP_SPAN.match(first if "," in said else _head(said))
    if asked is None or answer is None:
        return None
    span = answer.group("span")
    span = re.sub(r"\b(min|mins|hr|hrs)\b", lambda m: _SHORT_SPANS[m.group(1).lower()], span)
    span = span[:1].lower() + span[1:]
    how = _TRIP_HOW.match(said, len(first))
    tail = answer.group("tail") + (how.group() if how is not None else "")
    if asked.group("trip") is not None:
        trip = asked.group("trip")
    elif asked.group("to") is not None:
        trip = f"journey to {asked.group('to')}"
    else:
        trip = f"journey {asked.group('in')}"
    return f"My {trip} takes {span}{tail}"


# ", on the bike", ", by car": how, said after the span and a comma.
_TRIP_HOW: Final = re.compile(r",\s+(?:on|by|in)\s+(?:the\s+|my\s+)?[a-z]+(?:\s+[a-z]+)?(?=[.!]*$)")


# --- tastes and pastimes ---------------------------------------------------------------

# "what kind of music do you like?", "which films does Ioana watch?", "what bands are you into?"
_KIND_OF: Final = r"""(?:what|which)\s+(?:(?:kinds?|sorts?|types?|genres?|styles?)\s+of\s+)?
    (?P<kind>[a-z]+(?:\s+[a-z]+)?)"""
_TASTE_TAIL: Final = r"""(?:\s+(?:most|best|mostly|usually|these\s+days|at\s+the\s+moment|now
    |then|most\s+of\s+all))?\?$"""
_TASTE_DONE: Final = re.compile(
    rf"""^{_KIND_OF}\s+(?P<aux>do|does)\s+{_WHO}\s+(?P<verb>like|love|enjoy|prefer|listen\s+to
    |watch|read){_TASTE_TAIL}""",
    re.IGNORECASE | re.VERBOSE,
)
_TASTE_INTO: Final = re.compile(
    rf"""^{_KIND_OF}\s+(?:(?P<aux>are|is)|(?P<aux2>'re|'s))\s+{_WHO}\s+into{_TASTE_TAIL}""",
    re.IGNORECASE | re.VERBOSE,
)
# What a taste is a taste in: "what kind of music", not "which one" or "what cake".
_TASTE_KINDS: Final = word_set(
    """music|films|movies|film|movie|books|book|novels|food|foods|cuisine|games|video games|
    board games|sports|sport|bands|artists|singers|shows|tv|telly|tv shows|podcasts|authors|
    writers|genres|series|anime|comics|art|dance|exercise|beer|wine|coffee|tea|poetry|
    theatre|documentaries|bands|musicians|composers|dogs|cars"""
)
# Words that make an answer about taste no taste at all: "anything", "all sorts".
_NO_TASTE: Final = word_set(
    """all everything anything whatever sorts kinds varies various bit random loads mix
    usual same stuff things""",
    None,
)
_TASTE_TAIL_WORD: Final = re.compile(r"\s+(?:mostly|mainly|usually|really)$", re.IGNORECASE)
# "jazz, especially Coltrane": the aside narrows the taste, and is kept.
_NARROWED: Final = re.compile(
    r"^\s*[,;–—-]\s*(?P<aside>(?:especially|particularly|mainly|mostly)\s+[\w' &.-]{1,40}?)[.!]*$",
    re.IGNORECASE,
)
_TASTE_LEAD: Final = re.compile(
    r"^(?:(?:mostly|mainly|largely|usually|generally|mostly\s+just|a\s+lot\s+of|lots\s+of"
    r"|loads\s+of|a\s+bit\s+of|some|a\s+little|just)\s+)+",
    re.IGNORECASE,
)


def _lowered(thing: str) -> str:
    """A taste or hobby typed at the start of a reply, as it reads inside a sentence:
    "Pottery" -> "pottery", "Rock climbing" -> "rock climbing", "Boardgames" -> "boardgames";
    a name keeps its capitals
    ("Coltrane", "Warhammer")."""
    words = thing.split()
    for size in (3, 2, 1):
        if " ".join(words[:size]).lower() in PASTIMES:
            return thing[:1].lower() + thing[1:]
    if len(words) > 1 and words[0][1:].islower() and all(w[:1].islower() for w in words[1:]):
        return thing[:1].lower() + thing[1:]  # "Guys with beards": no name
    if len(words) == 1 and thing[1:].islower() and _PLAIN_PLURAL.match(thing):
        return thing.lower()  # "Boardgames, mostly": a plain plural noun, no name
    return _in_sentence(thing)


def _taste_said(said: str) -> str | None:
    """What a reply to a taste question names ("Mostly jazz, especially Coltrane" ->
    "jazz, especially Coltrane"); None when it names nothing for sure."""
    said = said.strip().rstrip(".!…").strip()
    head = _head(said)
    thing = _thing(_TASTE_TAIL_WORD.sub("", _TASTE_LEAD.sub("", head)))
    if thing is None or any(w.lower() in _NO_TASTE | _NOT_PASTIMES for w in thing.split()):
        return None
    aside = _NARROWED.match(said[len(head) :])
    if said[len(head) :].strip() and aside is None:
        aside_text = said[len(head) :].strip(" ,;–—-")
        if not re.fullmatch(
            r"(?:obviously|definitely|for\s+sure|always|mostly|mainly|really)", aside_text, re.I
        ):
            return None  # "jazz, because my dad played it": more than a taste, read whole
    narrowed = f", {aside.group('aside')}" if aside is not None else ""
    return f"{_lowered(thing)}{narrowed}"


def _taste(question: str, said: str) -> str | None:
    """ "what kind of music do you like?" + "mostly jazz, especially Coltrane" -> "I like
    jazz, especially Coltrane"; "what films is Ioana into?" + "horror" -> "Ioana is into
    horror"."""
    asked = _TASTE_DONE.match(question) or _TASTE_INTO.match(question)
    if asked is None or asked.group("kind").lower() not in _TASTE_KINDS:
        return None
    subject = _subject(asked.group("who"), asked.group("partner"))
    value = _taste_said(said)
    if subject is None or value is None or value.split(",")[0] in _TASTE_KINDS:
        return None  # "what kind of music do you like?" - "music": no kind
    if asked.re is _TASTE_INTO:
        return f"{_into(subject)} {value}"
    verb = " ".join(asked.group("verb").lower().split())
    if asked.group("aux").lower() == "does" and not _plural(subject):
        first, *more = verb.split()
        verb = " ".join([third_person(first), *more])
    return f"{subject} {verb} {value}"


def _into(subject: str) -> str:
    if subject == "I":
        return "I'm into"
    return f"{subject} {'are' if _plural(subject) else 'is'} into"


# "what do you do for fun?", "what does Ioana do in her spare time?", "what are you into?"
_PASTIME_DO: Final = re.compile(
    rf"""^what\s+(?P<aux>do|does)\s+{_WHO}\s+do\s+(?:for\s+fun|in\s+(?:your|his|her|their)
    \s+(?:spare|free|own)\s+time|outside\s+(?:of\s+)?work|to\s+(?:relax|unwind)
    |(?:at|on)\s+(?:the\s+)?weekends?)(?:\s+(?:these\s+days|then|now|mostly|usually))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_PASTIME_INTO: Final = re.compile(
    rf"""^what(?:\s+(?:are|is)|'re|'s)\s+{_WHO}\s+into(?:\s+(?:these\s+days|at\s+the\s+moment
    |now|then|lately))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "What does she like?", "what does Ioana enjoy doing?", "what do you love?": what someone
# likes, with no kind of thing named (a birthday card or a present asked for). "he" and
# "she" are kept for the turns to settle ("She likes wild swimming"), or the fact dropped.
_PASTIME_LIKES: Final = re.compile(
    rf"""^what\s+(?P<aux>do|does)\s+(?:(?P<pron>he|she)|{_WHO})\s+(?P<verb>like|love|enjoy)
    (?:\s+doing)?(?:\s+(?:these\s+days|most|best|now|then))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# What fills spare time without being a pastime worth keeping ("work, mostly", "sleep").
_NOT_PASTIMES: Final = word_set(
    """work working job sleep sleeping nap naps napping rest resting chores housework
    errands homework kids family tv telly netflix youtube tiktok instagram phone scrolling
    chilling relaxing eat eating drink drinking pub drinks wine beer nothing much usual
    study studying revising revision cleaning shopping laundry commute commuting""",
    None,
)
# A pastime said as what one does: "play the guitar", "go climbing", "read a lot".
_PASTIME_VERBS: Final = word_set(
    """play read watch go run swim walk hike climb cycle bike cook bake paint draw write
    knit sew sing dance garden fish skate surf ski sail row box lift""",
    None,
)
_OWN: Final = word_set("my our", None)  # "walk my dog": the answerer's own
_MORE_PASTIME: Final = re.compile(
    r"""^(?:and|plus|also|oh\s+and)\s+(?:(?:a\s+(?:bit|little)\s+of|some|a\s+lot\s+of|lots\s+of
    |loads\s+of|the\s+odd\s+bit\s+of|occasionally|sometimes)\s+)?
    (?P<more>[\w' -]+?)(?:\s+(?:too|as\s+well|sometimes|now\s+and\s+then))?[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _pastime(question: str, said: str, rest: str) -> str | None:
    """ "what do you do for fun?" + "pottery, mostly. and a bit of bouldering" -> "I'm into
    pottery and bouldering"; + "play the guitar" -> "I play the guitar"."""
    asked = (
        _PASTIME_DO.match(question)
        or _PASTIME_INTO.match(question)
        or _PASTIME_LIKES.match(question)
    )
    if asked is None:
        return None
    if asked.re is _PASTIME_LIKES and asked.group("pron") is not None:
        subject: str | None = asked.group("pron").capitalize()
    else:
        subject = _subject(asked.group("who"), asked.group("partner"))
    if subject is None:
        return None
    said = said.strip().rstrip(".!…").strip()
    head = _head(said)
    aside = said[len(head) :].strip(" ,;–—-")
    if aside and not re.fullmatch(r"mostly|mainly|really|usually|these\s+days|lately", aside, re.I):
        return None  # "pottery, when I get the time": more than the pastime, read whole
    words = _TASTE_LEAD.sub("", head).split()
    if asked.re is _PASTIME_LIKES:
        return _liked(subject, asked.group("verb"), " ".join(words), rest)
    if not words or len(words) > _MAX_THING_WORDS:
        return None
    if words[0].lower() in _PASTIME_VERBS and subject == "I" and asked.re is _PASTIME_DO:
        if any(w.lower().strip("'") in (_NOT_THING - _OWN) | _NOT_PASTIMES for w in words[1:]):
            return None
        if not re.fullmatch(r"[\w' -]+", head):
            return None
        done = " ".join(words)
        return f"I {done[:1].lower()}{done[1:]}. {rest}".strip()  # "Play the guitar"
    thing = _thing(" ".join(words))
    if thing is None or any(
        w.lower() in _NOT_PASTIMES | _NO_TASTE or w.lower() in _PASTIME_VERBS for w in thing.split()
    ):
        return None
    things = [_lowered(thing)]
    after = rest
    more_sentence, later = first_sentence(rest)
    if (more := _MORE_PASTIME.match(more_sentence.strip())) is not None:
        extra = _thing(more.group("more"))
        if extra is not None and not any(
            w.lower() in _NOT_PASTIMES | _NO_TASTE | _PASTIME_VERBS for w in extra.split()
        ):
            things.append(_lowered(extra))
            after = later
    return f"{_into(subject)} {' and '.join(things)}. {after}".strip()


# "wild swimming and true crime podcasts", "knitting n crosswords": things liked, listed.
_LIKED_AND: Final = re.compile(r"\s+(?:and|n|&)\s+", re.IGNORECASE)
_LIKED_MAX: Final = 4


def _liked(subject: str, verb: str, said: str, rest: str) -> str | None:
    """ "What does Ioana like?" + "wild swimming and true crime podcasts. and the sea" ->
    "Ioana likes wild swimming and true crime podcasts and the sea"; None unless every
    thing listed is a short noun phrase and a pastime (not "work", "anything")."""
    items = [_thing(item) for item in _LIKED_AND.split(said)]
    more_sentence, after = first_sentence(rest)
    more = _MORE_LIKED.match(more_sentence.strip())
    if more is not None:
        items.append(_thing(more.group("more")))
    else:
        after = rest
    if not items or len(items) > _LIKED_MAX:
        return None
    things: list[str] = []
    for item in items:
        if item is None or any(w.lower() in _NOT_PASTIMES | _NO_TASTE for w in item.split()):
            return None
        if _BEING_SO.match(item):
            return None  # "Being annoying": a joke about oneself, no pastime
        # "Trampolining and zombie films", "Dogs. She hates cats": a one-word pastime or a
        # plain plural noun capitalised as the reply opens
        one_word = " " not in item and item[1:].islower()
        plain = one_word and (
            item.endswith("ing") or item.lower() in PETS or _PLAIN_PLURAL.match(item) is not None
        )
        things.append(item.lower() if plain else _lowered(item))
    verb = verb.lower()
    plain = subject == "I" or subject.endswith(" I") or _plural(subject)
    said_plainly = f"{subject} {verb if plain else third_person(verb)} {' and '.join(things)}"
    return f"{said_plainly}. {after}".strip()


# "Being annoying", "being right", "being lazy": being some way, liked only in a joke
# ("being outdoors", "being by the sea", "being at home" are places, and kept).
_BEING_SO: Final = re.compile(
    r"""^being\s+(?!(?:outdoors|outside|out|in|by|at|on|near|around|with|among|home|alone|active
    |creative|busy|organised|organized)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "Dogs", "Films", "Musicals", "Toys": a plain plural noun, its "s" after a consonant, which a
# name rarely is (not "Oasis", "Texas", "Carlos", "James", "Glass").
_PLAIN_PLURAL: Final = re.compile(r"^[A-Za-z]{2,}[b-df-hj-np-rt-z]s$")


# "n the sea at patrington", "and crosswords": one more thing liked, in a sentence after.
_MORE_LIKED: Final = re.compile(
    r"^(?:and|n|&|plus|also|oh\s+and)\s+(?P<more>[\w' -]+?)(?:\s+(?:too|as\s+well))?[.!]*$",
    re.IGNORECASE,
)


# --- yes to a question about someone named ------------------------------------------

_YES_OF: Final = re.compile(
    rf"""^(?P<aux>did|has|is|was)\s+(?P<who>(?-i:[{UPPER}])[a-z]+(?:'s\s+(?:KIN))?
    |your\s+(?:(?:little|big|older|younger)\s+)?(?:KIN))\s+(?!still\b)(?P<verb>[a-z]+)
    (?P<rest>(?:\s+[\w'-]+){{0,5}})\?$""".replace("KIN", KIN_WORDS),
    re.IGNORECASE | re.VERBOSE,
)
_YES: Final = re.compile(
    r"""^(?:yes+|yeah|yep|yup|ya|aye|of\s+course|absolutely|definitely|she\s+(?:did|has|is|was)
    |he\s+(?:did|has|is|was)|they\s+(?:did|have|are|were))(?:[\s,!.]+(?:yes+|yeah|yep|finally
    |she\s+(?:did|has|is|was)|he\s+(?:did|has|is|was)|they\s+(?:did|have|are|were)))*[\s,!.]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_NOT_NEWS: Final = word_set(
    """ok okay alright fine well better good happy sad coming there around home back excited
    nervous mad upset angry annoyed pleased serious joking kidding sure real right wrong
    like love hate know mind care think say tell want going doing feeling being there
    the""",
    None,
)


def _yes_of(question: str, said: str) -> str | None:
    """ "did Maren get the flat?" + "yes!!" -> "Maren got the flat"."""
    asked = _YES_OF.match(question)
    if asked is None or _YES.match(said) is None:
        return None
    subject = _subject(asked.group("who"), None)
    verb = asked.group("verb").lower()
    rest = asked.group("rest").strip()
    if subject is None or verb in _NOT_NEWS or verb in _IDLE_VERBS:
        return None
    if re.search(r"\b(?:or|not|never)\b|n't\b", f"{verb} {rest}", re.IGNORECASE):
        return None  # "did Maren move to Hull or York?", "did Maren not go?": yes to what
    if _PRONOUN_OBJECT.search(rest) or re.search(r"\b(?:any|ever|yet)\b", rest, re.I):
        return None  # "did Halvard like it?", "has Halvard found one yet?"
    aux = asked.group("aux").lower()
    if not rest:
        # "did Maren pass?", "is Maren pregnant?": only what stands without an object
        if aux == "did" and verb in _DONE_ALONE:
            return _with_verb(subject, "did", verb, rest)
        if aux in {"is", "was"} and verb in _STATES:
            return f"{subject} {aux} {verb}"
        return None
    if aux == "did":
        return _with_verb(subject, "did", verb, rest)
    if aux == "has" and (verb.endswith(("ed", "en")) or verb in _PARTICIPLES):
        return f"{subject} has {verb} {rest}"
    if verb in {"a", "an"} and rest.split()[0].lower() in {"bit", "little", "lot", "fan"}:
        return None  # "is Maren a bit down?": a mood, not what she is
    if aux in {"is", "was"} and (verb.endswith("ing") or verb in {"a", "an"}):
        return f"{subject} {aux} {verb} {rest}"
    return None


_DONE_ALONE: Final = word_set("pass win qualify graduate retire propose", None)
# What someone is that a plain "yes" confirms as a fact about them.
_STATES: Final = word_set(
    """pregnant engaged married single divorced separated widowed retired vegan vegetarian
    allergic diabetic coeliac deaf blind adopted qualified left-handed""",
    None,
)


_PARTICIPLES: Final = word_set(
    "had got won sold bought found done made run begun met left paid lost built sent", None
)


# --- any other wh-question: the answer fills the question's gap ------------------------

# "where will you two live after the wedding?", "what did you pick up in the end?", "who are
# you going with?", "how many hours does your son work?", "which van did you buy?": a
# question about the one asked whose own clause can be said back with the answer in it.
_GAP_ASKED: Final = re.compile(
    rf"""^(?P<wh>where|who|how(?=\s+(?:do|does|did)\s)|what(?:\s+(?P<what>(?:kind|sort|type|make)\s+of\s+[a-z]+
    |(?!else\b|if\b|about\b|on\b|for\b)[a-z]+))?|which\s+(?P<which>[a-z]+)
    |how\s+(?P<how>much|many|far)(?:\s+(?P<counted>(?!do\b|did\b|are\b|is\b|will\b)[a-z]+))?)
    (?:\s+(?P<aux>do|does|did|are|is|was|were|will|have|has)|(?P<aux2>'s|'re|'ll|'ve))\s+{_WHO}
    \s+(?P<verb>[a-z]+)(?P<rest>(?:\s+[\w'-]+){{0,6}}?)
    (?:\s+(?:now|again|these\s+days|at\s+the\s+moment|in\s+the\s+end|exactly|then
    |nowadays|in\s+the\s+end\s+then))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# Verbs whose "what?" asks no fact, or one the rules above read in their own way.
_GAP_IDLE: Final = word_set(
    """do go happen call name mean say tell ask look sound taste smell seem get-on""",
    None,
)
_GAP_PREPS: Final = word_set(
    """in at on to from with for near by above below under over behind outside inside off
    into onto past round around through beside between up down out after before during
    since until till""",
    None,
)
# What a "what X" or "which X" asks for that is a time: said with the preposition a time takes.
_GAP_TIME_PREP: Final = {"time": "at", "day": "on", "date": "on", "year": "in", "month": "in"}
# A home or ground one is in, not at: "in a flat above the bakery", "in a coppice".
_GAP_IN: Final = word_set(
    """flat house cottage bungalow apartment studio room shed barn garage attic basement
    loft garden field wood woods woodland coppice forest village town city valley street
    road lane square caravan van tent boat houseboat kitchen workshop studio hut cabin
    farmhouse terrace semi annexe block building tower close estate park""",
    None,
)
# Words that make a reply no noun phrase of its own: a clause, a reference to the chat, a
# joke word or a shrug.
_GAP_NOT_THING: Final = _NOT_THING - {"my", "our"} | word_set(
    """your yours his her its their them him us whatever somewhere someone something nothing
    idea clue sure""",
    None,
)
_GAP_MAX_WORDS: Final = 12
# A regular past tense ("passed", "arrived"), not a noun that ends so ("shed", "hundred").
_VERB_ED: Final = re.compile(
    r"(?!(?:shed|bed|red|seed|speed|need|feed|weed|breed|hundred|sled)$)[a-z]{2,}ed"
)
_GAP_DETERMINERS: Final = word_set("a an the my our some his her their this that", None)
# A meal had or to be had: said of a day, no fact that lasts.
_MEAL: Final = re.compile(
    r"\bfor\s+(?:breakfast|lunch|dinner|tea|supper|brunch|pudding|dessert)\b", re.I
)
_GAP_LOWER_FIRST: Final = re.compile(
    r"^(?:a|an|the|my|our|some|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|first|second|third|fourth|fifth|half|both|each)\b",
    re.IGNORECASE,
)


_GAP_QUANTIFIER: Final = re.compile(
    r"(?:everyone|everybody|no\s+one|nobody|loads|lots|all\s+of\s+(?:them|us|em)|the\s+lot)\b",
    re.IGNORECASE,
)


# " called Sumac", " named The Wandering Winkle": a thing's name closing a noun phrase.
_NAMED_TAIL: Final = re.compile(
    r"\s+(?P<called>called|named)\s+(?P<name>[\w'’-]+(?:\s+[\w'’-]+){0,2})$", re.IGNORECASE
)
# A title in quotes, the whole answer: "\"The Orange Trees of Salto\"", "“Middlemarch”".
_QUOTED: Final = re.compile(r"^[\"“](?P<title>[^\"“”]{2,60})[\"”]$")


def _gap_thing(said: str) -> str | None:
    """The noun or prepositional phrase a reply gives ("Eevi's flat above the clock shop,
    for now" -> "Eevi's flat above the clock shop"), lower-cased where it opens on an
    ordinary word; None when the reply is a clause, a shrug or a joke."""
    head = _head(said)
    if (called := _NAMED_TAIL.search(head)) is not None and called.start():
        # "a sloughi called Sumac", "a bichon called wonton": the thing, then its name
        name = called.group("name")
        thing = _gap_thing(head[: called.start()])
        if thing is None or name.split()[0].lower() in _GAP_NOT_THING | _NOT_THING:
            return None  # "the van called it": no name
        name = " ".join(w[:1].upper() + w[1:] for w in name.split()) if name.islower() else name
        return f"{thing} {called.group('called').lower()} {name}"
    if (quoted := _QUOTED.match(head)) is not None:
        # "\"The Orange Trees of Salto\"": a title, said as it is written
        return head if _gap_thing(quoted.group("title")) is not None else None
    words = [w.lower().strip("'\"!.,") for w in head.split()]
    if not words or len(words) > _GAP_MAX_WORDS or not re.fullmatch(r"[\w' &.,£$€:-]+", head):
        return None
    if any(w in _GAP_NOT_THING for w in words) or _a_clause(words) or _OWNER_AS_VERB.search(head):
        return None  # "We will", "It's the blue one", "Kasia's a dentist": clauses of their own
    if any(
        _VERB_ED.fullmatch(w) and words[at - 1] not in _GAP_DETERMINERS
        for at, w in enumerate(words)
        if at
    ):
        return None  # "the van passed its MOT": a clause whose verb no list names
    if words[-1] in _GAP_PREPS - {"up", "down", "out", "off", "in", "on"}:
        return None  # "Round the back of": cut short
    if _GAP_QUANTIFIER.match(head):
        return None  # "Everyone.", "Loads": no one and nothing in particular
    tokens = head.split()
    for at, word in enumerate(words[1:-1], start=1):
        if word in RELATIVES and words[at - 1] in {"my", "our", "his", "her", "their"}:
            after = words[at + 1]
            if not (
                after in _GAP_PREPS
                or after in {"and", "&", "or"}
                or (at == 1 and tokens[at + 1][:1].isupper())  # "My cousin Nia"
            ):
                return None  # "Mostly my husband mad": no place, time nor name after him
    lowered = _GAP_LOWER_FIRST.match(head) is not None or words[0] in JOBS
    following = head.split()[1:2]
    if following and following[0][:1].islower() and "'" not in head.split()[0]:
        # "Fish and chips", "Veterinary science at Liverpool": the capital is the reply's
        # own, not a name's ("Wolf Hall", "Eevi's flat")
        lowered = lowered or words[0] not in MALE_NAMES | FEMALE_NAMES
    return head[:1].lower() + head[1:] if lowered else head


def _gap_clause(subject: str, aux: str, verb: str, obj: str) -> str | None:
    """The question's own clause said back by the one asked, in the question's tense:
    "have you moved" -> "I have moved", "were you living" -> "I was living"."""
    low = aux.lower()
    if low in {"have", "has", "'ve"}:
        have = "have" if subject == "I" or _plural(subject) else "has"
        return (
            None
            if not verb.endswith(("ed", "en")) and verb not in _PARTICIPLES
            else (f"{subject} {have} {verb}{f' {obj}' if obj else ''}")
        )
    if low in {"was", "were"}:
        if not verb.endswith(("ing", "ed", "en")) and verb not in _PARTICIPLES | {"born"}:
            return None
        was = "were" if _plural(subject) else "was"
        return f"{subject} {was} {verb}{f' {obj}' if obj else ''}"
    return _told(subject, "will" if low == "'ll" else low, verb, obj or None)


def _inside(said: str) -> str:
    """``said`` as it reads after a verb: "My chestnut" -> "my chestnut"."""
    first = said.split(maxsplit=1)[0] if said else ""
    return said[:1].lower() + said[1:] if first in {"My", "Our", "Me", "Us"} else said


def _split_rest(rest: str) -> tuple[str, str]:
    """(the object, the adverbial) of what follows a question's verb: "your chestnut" ->
    ("your chestnut", ""), "after the wedding" -> ("", "after the wedding")."""
    words = rest.split()
    for at, word in enumerate(words):
        if word.lower() in {"this", "next", "last", "every", "each"} and at + 1 < len(words):
            return " ".join(words[:at]), " ".join(words[at:])  # "... this year"
        if (
            word.lower() in _GAP_PREPS
            and at + 1 < len(words)
            and word.lower() not in {"up", "down", "out", "off", "round", "around", "over"}
        ):
            return " ".join(words[:at]), " ".join(words[at:])
    return rest.strip(), ""


# "this year", "that week": a time, no "this" or "that" pointing back into the chat.
_TIMED: Final = re.compile(
    r"\b(?:this|that|next|last)\s+(?:year|week|month|term|season|summer|winter|spring|autumn"
    r"|time|morning|afternoon|evening|weekend)\b",
    re.IGNORECASE,
)


# What a question asks that the rules above read in their own way, or that asks no fact: a
# taste ("which days do you prefer?"), a place of a kind ("which country ...?", read with
# its doubts by :func:`_where`), a negation.
_GAP_LEFT: Final = word_set(
    """prefer love like enjoy hate mind rather not never country city town village county
    state island region days times""",
    None,
)


# "which bike did you get, the green or the red?": the question, then the ones it offers.
_CHOICES: Final = re.compile(
    r"""^(?P<question>.+?),?\s+(?:the\s+)?(?P<first>[a-z-]+)(?:\s+one)?\s+or\s+(?:the\s+)?
    (?P<second>[a-z-]+)(?:\s+one)?\s*\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "the green one", "a red one", "the green", "green": one of a kind, picked out.
_ONE_PICKED: Final = re.compile(
    r"(?:(?P<det>the|a|an)\s+)?(?P<which>(?!one\b)[a-z-]+(?:\s+(?!one\b)[a-z-]+)?)(?P<one>\s+one)?",
    re.IGNORECASE,
)


def _which_one(question: str, said: str) -> str | None:
    """ "which bike did you get in the end, the green or the red?" + "the green one" -> "I
    got the green bike": the one picked, with the kind the question names. A bare word
    ("green") counts only as one of the choices the question offers, or a colour."""
    choices = _CHOICES.match(question)
    base = f"{choices.group('question')}?" if choices is not None else question
    asked = _gap_asked(base)
    if asked is None or not (kind := asked.group("which") or asked.group("what")):
        return None
    picked = _ONE_PICKED.fullmatch(_head(said))
    if picked is None or kind.split()[-1].lower() in _NO_KIND_PICKED:
        return None
    which = picked.group("which").lower()
    offered = choices is not None and which in {
        choices.group("first").lower(),
        choices.group("second").lower(),
    }
    if not picked.group("one") and not offered and which not in COLOURS:
        return None  # "which bike?" - "mine": no one of the kind picked out
    if which.split()[-1] in _GAP_NOT_THING | {"one", "ones"} or which.split()[0] in _NOT_PICKED:
        return None
    det = (picked.group("det") or "the").lower()
    one = f"{det} {which} {kind.split()[-1].lower()}"
    statement = _gap_filled(base, one)
    named = _ONE_NAMED.match(said, len(_head(said)))
    if statement is not None and named is not None and statement.endswith(one):
        statement += f", {named.group('name')}"  # "The blue one, the Datsun."
    return statement


# ", the Datsun": the one picked, by its name.
_ONE_NAMED: Final = re.compile(
    rf"\s*,\s*(?P<name>(?:the\s+)?(?-i:[{UPPER}])[\w'-]+(?:\s+(?-i:[{UPPER}])[\w'-]+)?)\s*[.!]*$",
    re.IGNORECASE,
)


# "the other one", "the same one": no one picked out by what it is.
_NOT_PICKED: Final = word_set("other same first last next old new usual", None)
# "which way", "what time": no kind of thing to pick one of.
_NO_KIND_PICKED: Final = word_set("way time day date year month kind sort type make", None)


def _gap_asked(question: str) -> re.Match[str] | None:
    """The wh-question about the one asked whose gap an answer may fill; None for one that
    asks no fact, or one another rule reads."""
    asked = _GAP_ASKED.match(question)
    if asked is None or asked.group("who").lower().split()[0] not in {"you", "your"}:
        return None
    done = _WHAT_DONE.match(question)
    if (done and done.group("where")) or _WHERE_WORK_ASKED.match(question) is not None:
        return None  # "what do you play in the evenings?", "where are you working?": read above
    verb = asked.group("verb").lower()
    wh = asked.group("wh").lower().split()[0]
    kind = (asked.group("what") or asked.group("which") or "").lower()
    if verb in _IDLE_VERBS or verb in _GAP_PREPS or (wh == "where" and verb in _WHERE_IDLE):
        return None  # "where did you leave your keys?": where a thing lies, no fact
    if verb in _GAP_IDLE and not (
        (wh == "where" and verb == "go")
        # "how much did you ask for the boat?": a price asked
        or (verb == "ask" and (asked.group("how") or "").lower() == "much")
    ):
        return None
    if verb in _GAP_LEFT or kind in _GAP_LEFT:
        return None
    if verb in {"a", "an", "the", "my", "your", "it", "that", "this", "there"}:
        return None  # "what is your dog, a husky?": no verb to say back
    rest = asked.group("rest")
    if _PRONOUN_OBJECT.search(re.sub(r"\byour\b", "", _TIMED.sub("", rest))):
        return None  # "who did you give it to?": what "it" is, the chat says
    if _TWO_QUESTIONS.search(rest) or _MEAL.search(rest) or re.search(r"\bnot\b|n't", rest):
        return None  # "what did you have for dinner?": a meal, gone by tomorrow
    return asked


# "where are you working?", "where does Ilse work now?": a workplace, or a kind of work.
_WHERE_WORK_ASKED: Final = re.compile(
    r"^where(?:'s|'re|\s+\w+)\s+.*\bwork(?:s|ing)?(?:\s+(?:now|these\s+days|at\s+the\s+moment))?\?$",
    re.IGNORECASE,
)


def _gap_filled(question: str, said: str) -> str | None:
    """ "where will you two live after the wedding?" + "Eevi's flat above the clock shop,
    for now" -> "We will live in Eevi's flat above the clock shop after the wedding";
    "what did you pick up in the end?" + "a tipper truck" -> "I picked up a tipper
    truck"; "who are you going with?" + "my cousin Nia" -> "I'm going with my cousin Nia";
    "which instrument are you learning?" + "bandoneón since March" -> "I've been learning
    bandoneón since March" (the span the answer closes on is kept: :func:`.span_kept`)."""
    asked = _gap_asked(question)
    if asked is None:
        return None
    verb = asked.group("verb").lower()
    wh = asked.group("wh").lower().split()[0]
    subject = _subject(asked.group("who"), asked.group("partner"))
    rest = " ".join(asked.group("rest").split())
    if subject is None:
        return None
    aux = asked.group("aux") or asked.group("aux2")
    reply = _verb_dropped(said, verb)
    thing = _gap_amount(asked, said) if asked.group("how") else _gap_thing(reply)
    if thing is None:
        return None
    if wh == "how" and not asked.group("how"):
        # "how did you and Pertti meet?" - "At a salsa class in Peebles.": how, said by
        # where or through what
        obj, adverbial = _split_rest(_inside(first_person(rest)) if rest else "")
        if thing.split()[0].lower() not in _HOW_PREPS or adverbial:
            return None
        clause = _gap_clause(subject, aux, verb, obj)
        return None if clause is None else f"{clause} {thing[:1].lower()}{thing[1:]}"
    obj, adverbial = _split_rest(_inside(first_person(rest)) if rest else "")
    if wh == "where":
        thing = _gap_where(thing, verb, obj, adverbial)
        if thing is None:
            return None
        if obj.split()[-1:] and obj.split()[-1].lower() in {"to", "from", "at", "in"}:
            obj = " ".join(obj.split()[:-1])  # "where are you moving to?": "moving to X"
        clause = _gap_clause(subject, aux, verb, obj)
        return None if clause is None else " ".join(filter(None, [clause, thing, adverbial]))
    kind = (asked.group("what") or asked.group("which") or "").lower()
    if verb in _HAD_VERBS:
        thing = _one_of_a_kind(thing, question)  # "what car do you drive?" - "grey trabant"
    if (prep := _GAP_TIME_PREP.get(kind)) is not None and not thing.lower().startswith(prep):
        if kind == "time" and _CLOCK.fullmatch(thing) is None:
            return None  # "what time are you coming?" - "eleven, it's my whole team": a count
        thing = f"{prep} {thing}"
    if rest and (rest.split()[-1].lower() in _GAP_PREPS or _ENDED_UP.fullmatch(rest)):
        # "what are you saving up for?", "who did you go with?", "what did you end up
        # buying?": the answer after what the question left at its end
        clause = _gap_clause(subject, aux, verb, _inside(first_person(rest)))
        return None if clause is None else f"{clause} {thing}"
    if obj and asked.group("how"):
        # "how far do you walk the dogs every morning?": the distance after the object;
        # "asked the insurance for eleven thousand"
        thing = f"for {thing}" if verb == "ask" else thing
        clause = _gap_clause(subject, aux, verb, obj)
        return None if clause is None else " ".join(filter(None, [clause, thing, adverbial]))
    if obj:
        return None  # "what did you give your sister?": which of two objects, unclear
    clause = _gap_clause(subject, aux, verb, "")
    return None if clause is None else " ".join(filter(None, [clause, thing, adverbial]))


# What one has of a kind: "what car do you drive?", "what dog have you got?", "which bike
# did you buy?" ask for one thing, said with "a" when the answer leaves it out.
_HAD_VERBS: Final = word_set("have got get drive driving own ride riding keep buy adopt", None)
# What a bare answer may open on that takes no "a": a determiner, a number, a possessive.
_NO_ARTICLE: Final = _GAP_DETERMINERS | word_set(
    "one two three four five six seven eight nine ten both some any no each every", None
)


def _one_of_a_kind(thing: str, question: str) -> str:
    """``thing`` with "a" or "an" when it is a bare singular noun phrase typed in lower case
    answering "what <kind> ...?" of one animal or machine ("what car do you drive?" +
    "grey trabant" -> "a grey trabant"); as it was when it opens on a determiner, a number
    or a name, is more than one, or answers of another kind ("what cheese ...?")."""
    if not ONE_OF_A_KIND.match(question):
        return thing
    head = re.split(r"\s+(?:called|named|from)\s", thing, maxsplit=1)[0]
    words = head.split()
    first = words[0] if words else ""
    if (
        not words
        or not first.islower()
        or first in _NO_ARTICLE
        or first[:1].isdigit()
        or "'" in first
        or words[-1].endswith("s")
    ):
        return thing
    return f"{'an' if first[:1] in 'aeiou' else 'a'} {thing}"


# A time of day said as one: "7.30", "half six", "quarter to nine", "noon", "10am".
_CLOCK: Final = re.compile(
    r"""(?:\d{1,2}[:.]\d\d(?:\s*[ap]m)?|\d{1,2}\s*[ap]m|(?:half|quarter)\s+(?:past\s+|to\s+)?[a-z]+
    |[a-z]+\s+o'clock|noon|midday|midnight|lunchtime|teatime)""",
    re.IGNORECASE | re.VERBOSE,
)
# What an answer to "how did you ...?" opens on when it says where or through what.
_HOW_PREPS: Final = word_set("at in on through via by from online", None)
_ENDED_UP: Final = re.compile(r"up\s+[a-z]+ing", re.IGNORECASE)
_GAP_MOVING: Final = re.compile(r"^(?:mov|go|head|relocat|emigrat|travel|fly|drive|walk)", re.I)


def _verb_dropped(said: str, verb: str) -> str:
    """A terse reply without the question's verb it opens on: "lives in kinghorn" to
    "where does your mum live?" -> "in Kinghorn" (a lower-case place typed so capitalised)."""
    forms = {verb, third_person(verb), past_tense(verb) or verb}
    opening = said.split(maxsplit=1)
    if len(opening) < 2 or opening[0].lower() not in forms:
        return said
    kept = opening[1]
    place = re.match(r"(?P<prep>in|at|near|to)\s+(?P<place>[a-z]{4,})(?=\s*(?:[,.!]|$))", kept)
    if (
        place is not None
        and said == said.lower()
        and place.group("place") not in NOT_PLACES | _HOMES
    ):
        kept = f"{place.group('prep')} {place.group('place').capitalize()}{kept[place.end() :]}"
    return kept


def _gap_where(thing: str, verb: str, obj: str, adverbial: str) -> str | None:
    """Where ``thing`` (a reply to "where ...?") puts the deed, with the preposition it
    takes: its own ("above Trefriw"), "to" after a verb of going, else "in" or "at"."""
    low = thing.lower()
    first = low.split()[0]
    if first in _GAP_PREPS:
        return thing[:1].lower() + thing[1:]  # "On an allotment ..." inside a sentence
    if any(w in JOKE_PLACES for w in low.split()):
        return None  # "the moon, obviously"
    if _GAP_LOWER_FIRST.match(thing) is None and "'s " not in thing:
        return None  # "halls", "Remote": no place of a kind (a place's name is read above)
    if first in NOT_PLACES or low in _NOT_WHERE or low in COUNTRIES | NOT_PLACES:
        return None if low not in COUNTRIES else f"in {thing}"
    if obj.lower().endswith((" to", "to")) or _GAP_MOVING.match(verb):
        return f"to {thing}"
    if obj.lower().endswith(" from") or obj.lower() == "from":
        return f"from {thing}"
    head = re.split(r"\s+(?:in|on|at|near|above|below|by|off|outside|behind|over)\s", low)[0]
    named = not _GAP_LOWER_FIRST.match(thing)
    homely = head.split()[-1] in _GAP_IN or head.split()[-1].rstrip("s") in _GAP_IN
    return f"{'in' if named or homely else 'at'} {thing}"


# Currencies named in words after an amount ("six thousand pesos", "900 zloty"), beyond the
# pound, euro and dollar the pattern below spells out.
_CURRENCIES: Final = alternation(
    # The lexicon's, and words that are money only as the answer to "how much" ("ten won",
    # "five real") or in the singular ("a peso").
    CURRENCY_WORDS
    + tuple(
        word_set(
            """peso rupee yuan zlotys franc lire reais real dirham dirhams leu leva lev forint
            koruna crown crowns shekel baht ringgit ruble rubles rouble roubles dinar dinars
            dong won peseta pesetas""",
            None,
        )
    )
)
# "about forty quid", "£3,200", "two hundred and ninety thousand pounds", "11 miles", "40k":
# how much or how far a reply says, with its unit.
_GAP_AMOUNT: Final = re.compile(
    rf"""^(?:(?:about|around|roughly|nearly|almost|just\s+over|just\s+under|over|under)\s+)?
    (?:[$£€]\s?\d[\d,.]*\s*(?:k|m|grand|thousand|million)?
    |\d[\d,.]*\s*(?:million|thousand|billion)(?:\s+(?:[a-z]{{2,4}}|{_CURRENCIES}|dollars?|pounds?
    |euros?))?  # "2.4 million fbu"
    |\d[\d,.]*\s*(?:k|m|km|mi|miles?|kilometres?|kilometers?|grand|quid|pounds?|euros?
    |(?:(?-i:[A-Z]{{2,3}})\s+)?dollars?|bucks|{_CURRENCIES}|hours?|hrs?|minutes?|mins?
    |a\s+(?:week|month|year|day))?
    |(?P<said>(?:[a-z]+[\s-]+){{0,6}}?[a-z]+)\s+(?:pounds?|quid|grand|euros?|dollars?|bucks|{_CURRENCIES}
    |miles?|kilometres?|kilometers?|k|hours?|minutes?|mins?)
    # "Eleven thousand": a round sum in words, its unit left to the question
    |(?P<round>(?:[a-z]+[\s-]+){{0,6}}?(?:hundred|thousand|million)))
    (?:\s+(?:a|an|per|each)\s+(?:week|month|year|day|hour|night|time))?
    (?:\s+(?:second-?hand|secondhand|used|brand\s+new))?$  # "38,000 EC dollars second-hand"
    """,
    re.IGNORECASE | re.VERBOSE,
)
# The words a number is said in, beyond the lexicon's ("two hundred and ninety thousand").
_NUMBER_WORD: Final = frozenset(NUMBER_WORDS) | word_set(
    "a and hundred thousand million half", None
)

_UNITLESS: Final = re.compile(r"(?:hundred|thousand|million)$", re.IGNORECASE)
_MONEY_VERBS: Final = word_set(
    """pay paid cost ask charge spend get earn make raise save sell owe borrow lend win claim
    give offer""",
    None,
)


def _amount_head(said: str) -> str:
    """:func:`_head` of a reply that may write thousands with a comma ("£8,500, and ...")."""
    return _head(re.sub(r"(?<=\d),(?=\d{3}\b)", "", said))


def _count_run(words: list[str]) -> tuple[int, int]:
    """(where a reply's count starts, where it ends): past an "about", the longest run of
    number words it opens on ("about two hundred" -> (1, 3), "sixty-two" -> (0, 1)); an
    end of 0 when it opens on none."""
    lead = 1 if words and words[0].lower() in {"about", "around", "nearly", "over"} else 0
    numbers = [k for k in range(lead + 1, len(words) + 1) if _a_number(" ".join(words[lead:k]))]
    return lead, max(numbers, default=0)


def _a_number(said: str) -> bool:
    """Whether ``said`` is a number in figures or words ("14", "two hundred", "sixty-two")."""
    words = re.split(r"[\s-]+", said.strip())
    return said.strip().isdigit() or all(w.lower() in _NUMBER_WORD for w in words if w)


def _an_amount(head: str) -> str | None:
    """``head`` as it reads inside a sentence when it is an amount or a distance ("£3,200",
    "two hundred and ninety thousand pounds"); None when it is not ("loads of pounds")."""
    amount = _GAP_AMOUNT.match(head)
    if amount is None:
        return None
    if amount.group("said") and not _a_number(amount.group("said")):
        return None
    if amount.group("round") and not _a_number(amount.group("round")):
        return None  # "loads of thousand"
    return head[:1].lower() + head[1:]


def _gap_amount(asked: re.Match[str], said: str) -> str | None:
    """The amount, distance or count a reply to "how much/far/many ...?" opens on, as it
    reads in the statement ("eleven" to "how many hours" -> "eleven hours"); None when the
    reply is no number."""
    head = _amount_head(said)
    if asked.group("how").lower() == "many":
        words = head.split()
        lead, end = _count_run(words)
        kind = (asked.group("counted") or "").lower()
        after = " ".join(words[end:])
        if not end or not kind or (after and after.lower().rstrip("s") != kind.rstrip("s")):
            return None
        if " ".join(words[lead:end]).lower() in {"one", "1", "a"}:
            return None  # "How many children?" - "One.": no plural to say it with
        return f"{' '.join(words[:end]).lower()} {kind}"
    amount = _an_amount(head)
    if amount is not None and asked.group("how").lower() != "much" and _MONEY.search(amount):
        return None  # "how far did you run?" - "5 lei": money answers only "how much"
    if (
        amount is not None
        and _UNITLESS.search(amount)
        and (
            asked.group("how").lower() != "much" or asked.group("verb").lower() not in _MONEY_VERBS
        )
    ):
        # "how far?" - "Eleven hundred", "how much did you weigh?" - "Three thousand": of
        # what, only a "how much" of money may leave out
        return None
    return None if amount is None else _as_written(amount, said)


# Money in an amount: a currency sign, or a currency named in words.
_MONEY: Final = re.compile(
    rf"[$£€]|\b(?:pounds?|quid|grand|euros?|dollars?|bucks|{_CURRENCIES})\b", re.IGNORECASE
)


# --- how one did: a result ----------------------------------------------------------------

# "how did you do at the county show?", "how did your Nia get on in the final?": how the one
# asked came out of a contest or a test.
_HOW_DID: Final = re.compile(
    rf"""^how\s+did\s+{_WHO}\s+(?:do|get\s+on|go|fare|get\s+along)
    (?P<at>\s+(?:at|in|on|with)\s+(?:the|your|my|his|her|their)\s+[\w' -]+?)?
    (?:\s+in\s+the\s+end|\s+then)?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_PLACED_ORDINAL: Final = r"""(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth
    |last|\d{1,2}(?:st|nd|rd|th))"""
# What a result is said as: a prize or medal won, a place come, a grade or mark got.
_RESULT: Final = re.compile(
    rf"""^(?:(?:i|we|he|she|they)\s+)?(?:(?:came|got|won|finished|took)\s+)?(?:(?P<won>(?:(?:joint|equal)\s+)?{_PLACED_ORDINAL}\s+prize|(?:a\s+|the\s+)?(?:gold|silver
    |bronze)(?:\s+medal)?|(?:the\s+)?(?:cup|trophy|title|shield|rosette|red\s+rosette|blue\s+ribbon
    |best\s+in\s+show|grand\s+prize|top\s+prize|jackpot)|a\s+(?:medal|rosette|prize|trophy|cup))
    |(?P<came>(?:(?:joint|equal)\s+)?{_PLACED_ORDINAL}(?:\s+place)?)
    |(?P<got>(?:a|an)\s+(?:distinction|merit|pass|first|2:1|2:2|third|a\*?|b|c|high\s+distinction
    |commendation|highly\s+commended)|(?-i:[A-E])\*?|grade\s+\w+|full\s+marks|\d{{1,3}}\s*%
    |\d{{1,3}}\s+out\s+of\s+\d{{1,3}}|distinction|merit|highly\s+commended))
    (?P<tail>(?:\s+(?:in|for|out\s+of|of|at|with)\s+[\w' -]+?)?)$""",
    re.IGNORECASE | re.VERBOSE,
)


# "how was the county show?", "how did your driving test go?": an event of the one asked ...
_HOW_WAS: Final = re.compile(
    r"""^how\s+(?:was|did)\s+(?P<event>(?:the|your)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+?)
    (?:\s+go)?(?:\s+then)?\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# ... which one sits, not attends: "in my exam", "at the county show".
_SAT: Final = word_set(
    """exam exams test tests assessment audition interview final finals race quiz competition
    match game tournament league contest heat heats""",
    None,
)


def _how_did(question: str, said: str) -> str | None:
    """ "how did you do at the show?" + "Second prize in the sheep classes!" -> "I won
    second prize in the sheep classes at the show"; nothing for a reply that is no result
    ("Not bad", "It went fine")."""
    asked = _HOW_DID.match(question)
    was = _HOW_WAS.match(question) if asked is None else None
    if asked is None and was is None:
        return None
    own = re.match(r"(?P<who>i|we|he|she|they)\s", _head(said), re.IGNORECASE)
    subject = _subject(asked.group("who"), asked.group("partner")) if asked is not None else None
    if asked is None:
        subject = "I" if own is None or own.group("who").lower() == "i" else own.group("who")
    result = _RESULT.match(_head(said))
    if subject is None or result is None:
        return None
    verb = "won" if result.group("won") else "came" if result.group("came") else "got"
    told = result.group("won") or result.group("came") or result.group("got")
    told = re.sub(r"\s+place$", "", told, flags=re.I) if verb == "came" else told
    lowered = told if re.fullmatch(r"[A-E]\*?", told) else told[:1].lower() + told[1:]
    if asked is not None:
        at = first_person(asked.group("at").strip()) if asked.group("at") else ""
    elif was is not None:
        event = _inside(first_person(was.group("event")))
        event = event[:1].lower() + event[1:]
        at = f"{'in' if event.split()[-1].lower() in _SAT else 'at'} {event}"
    # "Third, out of fourteen teams.": out of how many, said after the comma
    field = _OUT_OF.match(said, len(_head(said))) if verb == "came" else None
    placed = lowered + result.group("tail") + (f" {field.group('field')}" if field else "")
    return " ".join(filter(None, [subject, verb, placed, at]))


_OUT_OF: Final = re.compile(
    rf""",\s*(?P<field>out\s+of\s+(?:about\s+|nearly\s+|over\s+)?(?:\d[\d,]*|{_NUMBER}|a\s+hundred
    |hundreds)(?:\s+[a-z]+)?)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# --- how much something cost --------------------------------------------------------------

# "how much was your new van?", "how much did the cottage go for?": a price asked.
_HOW_MUCH_WAS: Final = re.compile(
    r"""^how\s+much\s+(?P<aux>was|is|were|are|did|does|will)\s+(?P<thing>(?:your|the)\s+
    (?:[a-z]+\s+){0,2}?[a-z]+)(?:\s+(?P<verb>cost(?:\s+(?P<you>you|u|ya))?|go\s+for|sell\s+for
    |(?P<back>set\s+you\s+back)|be))?\?$""",
    re.IGNORECASE | re.VERBOSE,
)


# "I bought a van", "we've booked the venue", "just got a new bike": the answerer's own
# purchase, told before the price was asked.
_BOUGHT_ONESELF: Final = re.compile(
    r"""(?:\b(?:I|we)(?:['’]ve|\s+have|\s+had)?|(?:^|[.!?,;]\s+)(?:(?:and|n|so)\s+)?)\s*(?:(?:just|finally|also|
    actually)\s+)*(?:bought|got|paid\s+for|booked|ordered|picked\s+up|hired|rented|treated
    \s+(?:myself|ourselves)\s+to|splashed\s+out\s+on)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "£40, but Tom paid": someone else paid it.
_PAID_BY_ANOTHER: Final = re.compile(
    r"\bbut\s+(?!I\b|we\b)[\w'’]+(?:\s+[\w'’]+)?\s+(?:paid|got\s+it|treated)\b", re.IGNORECASE
)


def _how_much_was(question: str, said: str, earlier: str | None = None) -> str | None:
    """ "how much was the cottage?" + "two hundred and ninety thousand pounds" -> "I paid
    two hundred and ninety thousand pounds for the cottage", when the question asks of
    "your cottage" or the answerer told (in ``earlier``) of buying it themself; "My sister
    bought a van." - "how much was the van?" - "3k" forms nothing of the answerer."""
    asked = _HOW_MUCH_WAS.match(question)
    if asked is None:
        return None
    amount = _an_amount(_amount_head(said))
    if amount is None or asked.group("aux").lower() not in {"was", "were", "did"}:
        return None  # "how much is the cottage?": asked before anyone paid it
    if _PAID_BY_ANOTHER.search(said):
        return None  # "£40, but Tom paid."
    noun = asked.group("thing").split()[-1].lower()
    # "how much did the phone cost you?": the answerer's
    theirs = (
        asked.group("thing").lower().startswith("your")
        or bool(asked.group("you") or asked.group("back"))
    ) or any(
        _BOUGHT_ONESELF.search(sentence) and re.search(rf"\b{re.escape(noun)}s?\b", sentence, re.I)
        for sentence in re.split(r"(?<=[.!?])\s+", earlier or "")
    )
    if not theirs and earlier and _told_as_own(noun, earlier) and _amount_bought(said):
        # "The truck is open!" - "How much did the truck cost?" - "38,000 second-hand": the
        # answerer's news of the truck, and a price said of buying it
        theirs = True
    if not theirs:
        return None  # "My sister bought a van." - "how much was the van?": not theirs
    return f"I paid {_as_written(amount, said)} for {_inside(first_person(asked.group('thing')))}"


def _as_written(amount: str, said: str) -> str:
    """``amount`` with each number the reply wrote with thousands commas written so again
    ("38000 dollars" of "38,000 dollars"), as a search for the figure will spell it."""

    def written(match: re.Match[str]) -> str:
        digits = match.group()
        spelled = f"{int(digits):,}"
        return spelled if spelled in said else digits

    return re.sub(r"(?<![\d.,])\d{4,}(?=\.\d|(?![\d.,]))", written, amount)


# What says a price was paid in buying: "second-hand", "new", "secondhand", "used".
_BOUGHT_HOW: Final = re.compile(
    r"\b(?:second-?hand|secondhand|used|brand\s+new|new|in\s+cash|outright)\b", re.IGNORECASE
)


def _amount_bought(said: str) -> bool:
    return _BOUGHT_HOW.search(first_sentence(said)[0]) is not None


def _told_as_own(noun: str, earlier: str) -> bool:
    """Whether the answerer's turn before the question speaks of "the <noun>" (or "my",
    "our") and of no one else's: "The truck is open!"; not "Jo's truck", "his truck"."""
    thing = rf"(?:new\s+|old\s+)?{re.escape(noun)}\b"
    if re.search(rf"(?:\b(?:his|her|their)|['’]s)\s+{thing}", earlier, re.IGNORECASE):
        return False
    if _NOT_BOUGHT.search(earlier):
        return False  # "We sold the old car", "I test drove the truck": not bought
    # the thing as the subject of the news ("The truck is open!"), or called theirs
    return (
        re.search(
            rf"(?:^|(?<=[.!?]\s))(?:(?:the|my|our)\s+{thing})\s+(?:is|was|has|had|['’]s)\b",
            earlier,
            re.IGNORECASE,
        )
        is not None
        or re.search(rf"\b(?:my|our)\s+{thing}", earlier, re.IGNORECASE) is not None
    )


# What says a thing was not bought by the answerer: sold, tried, only thought of.
_NOT_BOUGHT: Final = re.compile(
    r"""\b(?:sold|selling|test[- ]?drove|test[- ]?driving|thinking|looking\s+at|considering
    |advert|rented|renting|borrowed|borrowing|lent)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "We'll be eating beans till Christmas.", "I'll be living on toast.": a joke about the
# cost, after a price said, no plan.
_COST_JOKE: Final = re.compile(
    r"""(?:^|(?<=[.!?]\s))(?P<amount>[^.!?]+)[.!]+\s+(?P<joke>(?:we|i)(?:['’]ll|\s+will)\s+be\s+
    [a-z]+ing(?:\s+[a-z'’]+){0,4}[.!]*)(?=\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)


def cost_joke_dropped(text: str) -> str:
    """``text`` without the closing "we'll be eating charcoal" after a sentence that is
    only a price ("Ninety grand. We'll be living on beans."): a joke about the cost, no
    plan; a plan with more to it ("we'll be moving in May") is no such few words."""
    joke = _COST_JOKE.search(text)
    if joke is None or _an_amount(_amount_head(joke.group("amount").strip())) is None:
        return text
    if _DATE_WORD.search(joke.group("joke")):
        return text  # "We'll be moving in on the 5th": when, a plan
    return text[: joke.start("joke")].rstrip()


# --- "and the new X?": what the one asked has, described ---------------------------------

# "and the new wood?", "what about your new van?": a thing of the one asked, asked after.
_AND_THE: Final = re.compile(
    r"^(?:what\s+about\s+)?(?:the|your)\s+(?P<thing>new\s+[a-z]+|[a-z]+)\?$", re.IGNORECASE
)
# "A sweet chestnut coppice on a farm above Trefriw", "A flat near the harbour in Amlwch": a
# description that says where or whence, no verdict ("A nightmare!").
_DESCRIBED: Final = re.compile(
    r"^(?:a|an)\s+(?:[\w'-]+\s+){0,4}?(?:in|on|near|above|below|by|outside|off|from|behind)\s+"
    r"(?:(?:a|an|the)\s+(?:[\w'-]+\s+){0,3}(?:in|on|near|above|below|outside|off)\s+)?"
    r"(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+){0,2}$",
    re.IGNORECASE,
)


# "where's your new job?", "where is your allotment now?": where a thing of theirs is.
_WHERE_THEIRS: Final = re.compile(
    r"^where(?:'s|\s+is)\s+your\s+(?P<thing>(?:new\s+)?[a-z]+)(?:\s+(?:now|these\s+days))?\?$",
    re.IGNORECASE,
)


def _where_theirs(question: str, said: str) -> str | None:
    """ "where's your new job?" + "the ice plant at Brora" -> "My new job is at the ice
    plant at Brora"; + "A yard in Wick" -> "My new job is in a yard in Wick"."""
    asked = _WHERE_THEIRS.match(question)
    thing = _gap_thing(said) if asked is not None else None
    if asked is None or thing is None:
        return None
    where = _gap_where(thing, "be", "", "")
    if where is None or asked.group("thing").lower().split()[-1] in RELATIVES | PETS:
        return None  # "where's your mum?": where she is this minute
    return f"My {asked.group('thing').lower()} is {where}"


def _and_the(question: str, said: str) -> str | None:
    """ "and the new wood?" + "A sweet chestnut coppice on a farm above Trefriw, eleven
    miles away" -> "My new wood is a sweet chestnut coppice on a farm above Trefriw"."""
    asked = _AND_THE.match(question)
    if asked is None:
        return None
    thing = asked.group("thing").lower()
    if thing.endswith("s") or thing.split()[-1] in RELATIVES | PETS | NOT_PLACES:
        return None  # "and the kids?", "and your mum?": how they are, asked
    head = _head(said)
    if _DESCRIBED.match(head) is None or _gap_thing(said) is None:
        return None
    return f"My {thing} is {head[:1].lower()}{head[1:]}"

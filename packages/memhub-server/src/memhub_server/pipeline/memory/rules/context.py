"""Answers read next to the question they answer.

In a conversation most facts are given as answers: "Which city are you in?" -
"Leeds."; "You're still vegetarian, right?" - "Yep, twelve years now."; "How's your
brother Tom?" - "He just qualified as a nurse!". Alone, none of those answers says
anything about anyone. :func:`with_prompt` rewrites an answer so that it does, using
the turn before it (its prompt):

* **Fragments** answering a question about "you" become the statement the question
  asked for: "What's your dog called?" + "Otto." -> "My dog is called Otto.";
  "Where are you living now?" + "Leeds, since March." -> "I live in Leeds.".
* **Confirmations** of a statement about "you" ("..., right?", "Aren't you ...?",
  "You still at ...?") become that statement in the first person, when the answer
  agrees and says nothing of its own: "Very." after "Aren't you allergic to nuts?"
  -> "I'm allergic to nuts.".
* **References**: "he"/"she"/"they" (and "he'll", "she'd" ...) for the one person the
  prompt names or has as its question's subject ("Did Olivier come home for
  Saint-Jean?"), or, when the prompt itself says "she", the one person the turn before it
  names (its last sentence first, and never one of the other sex); "there" for the one
  place it names, and "it" for the thing it asked about ("How is Ramona's school?" + "It
  opened in July"): "Is Bea still at Acme?" + "She's at Initech now." -> "Bea's at
  Initech now.".

:func:`within_turn` does the same inside one turn, from the sentence before ("I grew up
in Cork, my parents still live there" -> "... live in Cork").

A reference is settled only when exactly one candidate fits; anything else is left as it
was, and the extractor then forms nothing from a clause that still leans on its context
(:func:`cut_unresolved`). Nothing is settled past a question the speaker asked
themself, and "you" is never made into anyone.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Collection
from itertools import pairwise
from typing import Final

from .contraction import d_verb, s_verb
from .fragment_tails import span_kept
from .lexicon import (
    AGE_WORDS,
    BODY_PARTS,
    COUNTRIES,
    DEMONYMS,
    FEMALE_KIN,
    FEMALE_NAMES,
    HEDGE_WORDS,
    IRREGULAR_PAST,
    JOBS,
    KIN_EXTRA,
    LAUGH,
    MALE_KIN,
    MALE_NAMES,
    MONTH,
    NOT_IN_A_NUMBER,
    NOT_PLACES,
    NUMBER_WORDS,
    PASTIMES,
    PETS,
    QUALITIES,
    RELATIVES,
    ROLES,
    WEATHER_IT,
    WEEKDAY,
    alternation,
    ends_on_a_job,
    number_value,
    word_set,
)
from .naming import (
    Given,
    counted_named,
    got_by_speaker,
    has_name,
    imagined_naming,
    is_new,
    is_thing,
    name_given,
    named_again,
    naming_clause,
    newborn_named,
    no_one_to_name,
    several_named,
    sex_fits,
    took_on,
)
from .person import could_be_a_name
from .pets import BREEDS
from .worth import a_saying

# Besides what the extractor calls (with_prompt, within_turn, cut_unresolved, ...): the
# words and readings of who is in reach of a pronoun, which .answers and .carry share.
__all__ = [
    "DAY_NAME_ENDS",
    "FILLER",
    "GROUP",
    "KIN_UNNAMED",
    "KIN_WORDS",
    "NAMED_START",
    "NAME_WORD",
    "NOT_NAMES",
    "NOT_SAID_ALONE",
    "PARTNER_NAMED",
    "PEOPLE_WORDS",
    "PLURAL_KIN",
    "POSSESSIVE",
    "SENTENCE_END",
    "SOMEONE",
    "THEY_SUBJECT",
    "UPPER",
    "VERDICT",
    "answered_by_name",
    "cut_unresolved",
    "first_person",
    "first_rivalled",
    "first_sentence",
    "its_own",
    "name_pronouns",
    "named_as",
    "names_a_job",
    "news_opening",
    "one_pair",
    "pair_subject",
    "past_tense",
    "people_and_places",
    "people_in",
    "plain_deixis",
    "pronoun_fits",
    "settled_prompt",
    "spoken_to",
    "studied",
    "third_person",
    "turns_to_news",
    "with_prompt",
    "within_turn",
    "workplace",
]

# Any relative, longest first ("sister-in-law" before "sister"), for a regex alternation.
KIN_WORDS: Final = alternation(RELATIVES)
SENTENCE_END: Final = re.compile(r"(?<=[.!?])\s+")
FILLER: Final = re.compile(
    r"^(?:(?:oh|ah|um+|uh+|well|so|hmm+|haha+|ha|lol|honestly|actually|oof|ooh+|and|okay|ok)"
    r"\b[\s,.!]*)+",
    re.IGNORECASE,
)


# Capitals of the Latin alphabets names are written in ("Élodie", "Łukasz", "Øyvind").
UPPER: Final = "A-ZÀ-ÖØ-ÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮİĴĶĹĻĽĿŁŃŅŇŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽ"
# A capitalised word as a name is written, in those alphabets too: "Rógvi", "Øyvind", "Łukasz".
NAME_WORD: Final = rf"(?-i:[{UPPER}])[a-zß-öø-ÿ\u0100-\u017f]+"


# "Who built that lovely boat?": the asker's praise of a thing, which an answer carrying
# the thing over ("He spent six winters on it") must not say as the speaker's.
_ASKERS_PRAISE: Final = re.compile(
    r"""\b(?P<det>that|this|those|these|the|your)\s+(?:(?:really|very|so)\s+)?(?:lovely|beautiful
    |gorgeous|stunning|amazing|adorable|cute|wonderful|fabulous|fab|awesome|fancy
    |brilliant|fantastic|incredible|impressive|magnificent|splendid)\s+(?=[a-z])""",
    re.IGNORECASE | re.VERBOSE,
)


# A laugh closing the question: "who's Romy again lol", "u still on nights haha?".
_PROMPT_LAUGH: Final = re.compile(
    r"(?<![\s,])[\s,]+(?:lol|haha+|lmao|hehe)\s*(?P<mark>[?!.]*)\s*$", re.IGNORECASE
)


# A storm, a flood or a wind a question asks about, and an answer's "It" that then did
# damage.
_WEATHER_ASKED: Final = re.compile(
    r"\bthe\s+(?P<weather>storm|flood|floods|hurricane|cyclone|typhoon|wind|gale|hail|tornado)\b",
    re.IGNORECASE,
)
_IT_DID_DAMAGE: Final = re.compile(
    rf"""^It\s+(?=(?:tore|ripped|blew|knocked|smashed|wrecked|flooded|broke|flattened|uprooted
    |damaged|ruined|destroyed)\s+(?:\w+\s+){{0,2}}?(?:my|our|the)\b
    # not someone's thing or a relative ("the windscreen of my neighbour's van", "my mum")
    (?![^.!?]*\b(?:{alternation(RELATIVES)}|neighbou?r|neighbou?r['’]s|friend|mine['’]s)\b))""",
    re.VERBOSE,
)


def _weather_it(question: str | None, answer: str) -> str:
    """``answer`` with an opening "It" that did damage made the storm ``question`` asks
    about ("Did the storm reach Anjouan?" - "It tore the sheets off my roof")."""
    storm = _WEATHER_ASKED.search(question) if question is not None else None
    if storm is None:
        return answer
    return _IT_DID_DAMAGE.sub(f"The {storm.group('weather').lower()} ", answer, count=1)


def with_prompt(prompt: str | None, answer: str, earlier: str | None = None) -> str:
    """``answer`` made to stand on its own with what ``prompt`` asked, where it can be.

    ``earlier`` is the turn before the prompt, when there is one: "how is she?" asks
    about the one person it names ("My sister Ada starts uni." - "how is she?")."""
    if not prompt:
        return answer
    prompt = _PROMPT_LAUGH.sub(r"\g<mark>", prompt)  # "who's Romy again lol": asked all the same
    prompt = _marked(_ASKERS_PRAISE.sub(r"\g<det> ", prompt))  # "that lovely boat": the boat
    if earlier and PEOPLE_WORDS.search(prompt) is not None and not _said_of(prompt):
        person = _earlier_person(earlier, prompt)
        if (
            person is not None
            and pronoun_fits(person, prompt)
            and _kin_fits(person, earlier, prompt)
        ):
            prompt = name_pronouns(person, prompt)
    if earlier:
        # "Guess who ..." - "who?" - "me!"; "I finished my novel!" - "how long is it?"
        answer = (
            _riddle_solved(earlier, prompt, answer)
            or _someone_answered(earlier, prompt, answer)
            or _measured(earlier, prompt, answer)
            or _it_called(earlier, prompt, answer)
            or answer
        )
    question = _last_question(prompt) if "?" in prompt else None
    answer = _kin_named(prompt, answer)
    answer = _errand_promised(question, answer)
    answer = _weather_it(question, answer)
    if question is not None:
        question = _asked_plainly(_PURPOSE_TAIL.sub("?", FILLER.sub("", question)))
        # "wait, you're the one who ...?": who the one asked is, not surprise at their news
        question = _WAIT_THE_ONE.sub("", question)
        question = _WAIT_ASKED.sub("", question)  # "wait do you still work there?"
        question = _still_so(prompt, question)  # "You mentioned ... Is that still the plan?"
        question = _ASKED_AGAIN.sub(r"\g<asked>?", question)  # "Where did you grow up again?"
        question = _YOU_SAID_ASKED.sub("", question)  # "You said earlier that you ...?"
        first, rest = first_sentence(answer)
        first = _done_said_as_yes(question, first)  # "did you pass?" - "I passed on the 20th"
        first, rest, answer = _yes_apart(question, first, rest, answer)  # "yeh moved in ..."
        if (still := _STILL_HAVE.match(question)) is not None:
            # "that old Vespa" is the one both know of: "the old Vespa" in a memory
            if still.group("det").lower() in {"that", "those"}:
                question = question[: still.start("det")] + "the" + question[still.end("det") :]
            going = _YES_STILL_GOING.match(first) or _YES_STILL_GOT.match(first)
            if going is not None:
                # "Yes, still running": the van still runs, not the speaker; "yep still
                # got her": a yes, said again
                thing = _STILL_HAVE.sub("", question, count=1)  # "that" read "the" above
                more = _it_is_the_thing((going.group("more") or "").lstrip(",; "), thing)
                first, rest = "Yes.", f"{more[:1].upper()}{more[1:]} {rest}".strip()
        if _WHERE_WORK.match(question) and (at := _I_AM_AT.match(first)) is not None:
            # "Where do you work?" - "I'm at a law firm in Leeds": works there
            first = f"I work {at.group('at')}"
            answer = f"{first} {rest}".strip()
        since = _YES_SINCE.match(first)
        if since is not None:  # ", but not on line 4": a detail, not a no
            first = f"{since.group('yes')}, since {since.group('when')}."
        first, rest = _doer_after_pronoun(first, rest)  # "he is. my brother mussa, ..."
        statement = (
            _made_by(prompt, question, first, rest)
            or _doer_named(question, first, rest)
            or _hearsay_owned(question, first)
            or _lodging_answer(question, first)
            or _fragment_answer(question, first)
            or _kind_named(question, first)
            or _any_answered(question, first)
            or _one_found(question, first)
            or _counted(question, first)
            or _one_of_them(question, first)
            or _the_one_who(question, first, rest)
            or (None if _came_from_someone(rest) else _confirmed(question, first))
            or _confirmed_by_detail(question, first)
            or _confirmed_of(question, first)
            or _kin_confirmed(question, first)
            or _premise_echoed(prompt, first)
            or _age_told(question, first)
            or _whose_it_is(question, first, rest)
            or _swapped(prompt, question, first)
            or _corrected(question, first)
            or _subject_given(question, first, prompt)
            or _they_did(question, first)
        )
        if statement is None:
            # "We did, in June, and we're thrilled"; "who's Aroha?" - "my sister!!"
            statement, first, rest = _confirmed_apart(prompt, question, first, rest)
        if statement is not None:
            rest = _owned_thing_goes_on(question, first, statement, rest)  # "She's staying ..."
            statement = _with_own_clause(question, first, statement)
            statement = _with_span(first, statement)
            statement = _with_day(question, first, statement)
            statement = _with_habit(first, statement)
            rest = _named_after_yes(first, rest)  # "Yes, Biscuit is nine now."
            answer = f"{statement}. {rest}".strip()
        elif (home := _LIFE_IN.match(question)) is not None and not _DISAGREE.search(first):
            # "How's life in Leeds?" takes for granted that the one asked lives there;
            # an answer that does not say otherwise lets it stand.
            answer = f"I live in {home.group('place')}. {answer}"
        answer, prompt = _why_place_there(question, answer, prompt)
        answer = _left_it(question, answer)
        answer = _stopped_it(question, answer)
        answer = _split_up(question, answer)
        answer = _been_there(question, answer)
        answer = _title_at_site(question, answer)
    else:  # "hang on who's Aroha" - "my little sister!!": asked in chat without its "?"
        first, rest = first_sentence(answer)
        if (who := _who_answered(prompt, first, rest)) is not None:
            answer = f"{who[0]}. {who[1]}".strip()
    return _resolve_references(prompt, answer)


# "Did you pass the freediving exam?", "did u get the job?": a deed asked of the one asked.
_DID_YOU_DO: Final = re.compile(
    r"^did\s+(?:you|u)\s+(?P<verb>[a-z]+)\s+[^,?]*\?$",
    re.IGNORECASE,  # not "..., Ann?"
)
# "I passed on the 20th of July!", "i got it!!": the deed said back, with when but nothing
# more of what.
_I_DID: Final = re.compile(
    rf"""^(?:(?:yes|yeah|yep|yup)[,!.]*\s+)?i\s+(?P<verb>[a-z]+)(?:\s+(?:it|them))?
    # a day, not a particle ("I gave in", "I called in sick", "I finished last")
    (?P<when>\s+(?:on\s+(?:the\s+)?(?:\d|{WEEKDAY})|in\s+(?:{MONTH}|\d{{4}})|yesterday
    |last\s+(?:week|night|month|{WEEKDAY})|this\s+(?:morning|afternoon|week))[^,;:]*?)?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _done_said_as_yes(question: str, first: str) -> str:
    """``first`` as a yes when it says back the deed the question asked of, with nothing
    more than when: "Did you pass the freediving exam?" + "I passed on the 20th of July!"
    -> "Yes, on the 20th of July!"; ``first`` as it was otherwise."""
    asked, said = _DID_YOU_DO.match(question), _I_DID.match(first)
    if asked is None or said is None or past_tense(asked["verb"]) != said["verb"].lower():
        return first
    when = (said["when"] or "").strip()
    return f"Yes, {when}!" if when else "Yes!"


def _said_of(prompt: str) -> list[str]:
    """The people ``prompt`` names other than the one it is said to: "I'm sorry, Ezekiel.
    Does he have any dietary needs?" names no one the "he" could be, so the "he" is the
    one the turn before it told of."""
    return [p for p in people_and_places(prompt)[0] if not spoken_to(p, prompt)]


# "a WHAT", "a what?!": a question that echoes what the one before it said the speaker
# got ...
_ECHOED_ONE: Final = re.compile(
    r"^(?:(?:sorry|wait)[,\s]+)?(?:a|an)\s+what\b\s*(?:now)?[?!.]*$", re.I
)
# ... in their own turn before it: "I got a snake", "we've just adopted a goat".
_GOT_ONE: Final = re.compile(
    r"""\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+)?(?P<verb>got|bought|adopted|rescued|found)\s+
    (?:a|an)\s+[a-z]""",
    re.IGNORECASE | re.VERBOSE,
)


def _echoed(prompt: str, earlier: str) -> str | None:
    """ "What did you get?" for "a WHAT" after "I got a snake": the question an echo puts."""
    if _ECHOED_ONE.match(prompt.strip()) is None:
        return None
    got = list(_GOT_ONE.finditer(earlier))
    if len(got) != 1:
        return None
    verb = {"got": "get", "bought": "buy", "adopted": "adopt", "rescued": "rescue"}.get(
        got[0].group("verb").lower(), "find"
    )
    return f"What did you {verb}?"


# "You mentioned you're allergic to nuts, is that right?": a yes-no question put as what
# the asker remembers.
_REMEMBERED_ASK: Final = re.compile(
    r"""^you\s+(?:mentioned|said|told\s+me)\s+(?:that\s+|before\s+that\s+)?you(?P<be>'re|\s+are)\s+
    (?P<rest>[^?,]+?)\s*(?:,\s*(?:is\s+that\s+(?:right|correct|true|still\s+the\s+case)|right
    |correct|yeah))?\s*\?$""",
    re.IGNORECASE | re.VERBOSE,
)


def _asked_plainly(question: str) -> str:
    """``question`` asked plainly: "You mentioned you're allergic to nuts, is that right?"
    -> "Are you allergic to nuts?"."""
    remembered = _REMEMBERED_ASK.match(question.strip())
    return f"Are you {remembered.group('rest')}?" if remembered is not None else question


# "Are you still at the design firm?" - "No, I left in January.": what was left.
# "Are you still a member of the rowing club?" - "I left in August.": the club was left.
_STILL_AT: Final = re.compile(
    r"""^(?:are|were)\s+you\s+(?:still\s+(?:working\s+|singing\s+|playing\s+)?(?P<at>at|with|for|in)
    |(?:still\s+)?(?:a\s+)?member\s+of)\s+
    (?P<place>(?:the|your)\s+[^?,]+?)\s*\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# The "No," may be left out, or said as "Not any more,"; "I left it in May" leaves the same.
_NO_I_LEFT: Final = re.compile(
    r"""^(?P<no>(?:no|nope|nah|not\s+any\s*more)[,!.]*\s+)?(?P<i>i(?:\s+actually)?\s+(?:left|quit))
    (?:\s+(?:it|them))?
    (?P<rest>\s+(?:in|on|at|last|this|back\s+in|a\s+(?:few|couple)|\w+\s+(?:weeks?|months?|years?)
    \s+ago)\b[^.!?]*)?(?P<end>[.!]*)$""",
    re.IGNORECASE | re.VERBOSE,
)


# "Where did you grow up again?", "What's your sister called again?": "again" only asks to
# be told once more; the answer is what the question asks without it.
_ASKED_AGAIN: Final = re.compile(
    r"^(?P<asked>(?:where|what|when|who|which|how)\b[^?]*?)\s*,?\s+(?:again|by\s+the\s+way|btw)\s*\?$",
    re.IGNORECASE,
)
# "Have you ever been to Japan?" - "Yes, twice, I loved Kyoto.": how often, then more.
_BEEN_TO: Final = re.compile(
    rf"^have\s+you\s+(?:ever\s+)?been\s+to\s+(?P<place>(?-i:[{UPPER}])[^?,]*?)\s*\?$",
    re.IGNORECASE,
)
_YES_TIMES: Final = re.compile(
    r"""^(?:yes|yeah|yep|yup)[,!.]*\s+(?:actually\s+)?(?P<times>once|twice|three\s+times
    |a\s+(?:few|couple\s+of)\s+times|(?:two|three|four|five|six|\d+)\s+times)\b[,.!]*
    (?P<more>[^.!?]*[.!?]*)$""",
    re.IGNORECASE | re.VERBOSE,
)
# "Where do you work these days?" - "I'm at a design agency in Leeds.": works there.
_WHERE_WORK: Final = re.compile(
    r"^where\s+(?:do|are|did)\s+you\s+(?:\w+\s+)?work(?:ing)?\b", re.IGNORECASE
)
_I_AM_AT: Final = re.compile(
    r"""^(?:i['’]m|i\s+am)\s+(?:now\s+|still\s+|currently\s+)?
    (?P<at>(?:at|with|for)\s+(?:a|an|the|(?-i:[A-Z]))[^?]*)$""",
    re.IGNORECASE | re.VERBOSE,
)
# "Do you still have that old Vespa?" - "Yes, still running.": the thing still runs.
# A yes, then a deed in the past with its subject left out ("yeh moved in on friday",
# "Yes, started on Monday"); not one done to "it" or "them", which the question names.
_YES_THEN_DEED: Final = re.compile(
    rf"""^(?:yes|yeah|yeh|yep|yup|ya|aye)[,!.]*\s+
    (?=(?:just\s+|finally\s+)?(?:(?-i:[a-z]{{2,}}ed)|{alternation(IRREGULAR_PAST)})
    (?!\s+(?:it|them|that|one|there|so|too|yes|no)\b)\s+\w)""",
    re.IGNORECASE | re.VERBOSE,
)
# "did u find him?" - "yeah curled up on the towels": the deed after the yes is the one
# asked about's, not the speaker's.
_ASKED_OF_ANOTHER: Final = re.compile(r"\b(?:he|him|his|she|her|they|them|it)\b", re.I)


def _yes_apart(question: str, first: str, rest: str, answer: str) -> tuple[str, str, str]:
    """``first``, ``rest`` and the whole ``answer`` with a yes and the speaker's next deed
    said in one sentence read apart ("Yeh, moved in on Friday" -> "Yes." and "Moved in on
    Friday"), as "Yes! Moved in on Friday." is; all three as they were otherwise."""
    deed = _YES_THEN_DEED.match(first)
    if deed is None or _ASKED_OF_ANOTHER.search(question):
        return first, rest, answer
    told = first[deed.end() :]
    rest = f"{told[:1].upper()}{told[1:]} {rest}".strip()
    return "Yes.", rest, f"Yes. {rest}"


_STILL_HAVE: Final = re.compile(
    r"^(?:do|did)\s+you\s+still\s+(?:have|own|drive|ride|keep)\s+(?P<det>that|the|your|those)\s",
    re.IGNORECASE,
)
_YES_STILL_GOING: Final = re.compile(
    r"""^(?:yes|yep|yeah|yup)[,!.]*\s+(?:i['’]m\s+|it['’]s\s+|she['’]s\s+|he['’]s\s+)?still\s+
    (?:going(?:\s+strong)?|running|alive|kicking|working|ticking\s+over)
    (?P<more>\s*[,;]\s*[^.!?]+)?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _it_is_the_thing(more: str, thing: str) -> str:
    """``more`` (what a "yes" to "do you still have that chinchilla?" went on to say) with
    the "she's" opening it said of the thing: "she's 9 now" -> "my chinchilla is 9 now"."""
    thing = thing.strip().rstrip("?!. ").strip()
    opens = _THING_PRONOUN.match(more)
    if opens is None or not re.fullmatch(r"[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}", thing):
        return more
    return f"my {thing} is {more[opens.end() :]}"


_THING_PRONOUN: Final = re.compile(r"^(?:he|she|it)(?:['’]s|\s+is)\s+(?!been\b|got\b)", re.I)
# "yep still got her, she's 9 now": the thing asked about, still had.
_YES_STILL_GOT: Final = re.compile(
    r"""^(?:yes|yep|yeah|yup)[,!.]*\s+(?:i\s+)?(?:(?:have\s+)?still\s+)?(?:got|have)\s+
    (?:him|her|it|them)(?P<more>\s*[,;]\s*[^.!?]+)?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "Are you still vegan?" - "No, I stopped last year.": what was stopped, put after the verb
# ("I stopped being vegan last year", "I gave up doing yoga in 2023").
_STILL_BEING: Final = re.compile(
    r"""^(?:are|were)\s+you\s+still\s+(?:(?P<doing>[a-z]+ing(?:\s+[^?,]+?)?)
    |(?P<being>(?:an?\s+)?(?!(?:there|here|around|awake|up|together|mad|angry|upset|sick|ill
    |okay|ok|alright|sure|free|busy|single|coming|going|on|in|at|with)\b)[a-z]+(?:-[a-z]+)?))
    \s*\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "No, I stopped last year.", "I gave it up at Christmas.", "Not any more, I quit in May.":
# the "No," may be left out, since the question already asked whether it goes on.
_NO_I_STOPPED: Final = re.compile(
    r"""^(?:(?:no|nope|nah|not\s+any\s*more)[,!.]*\s+)?i\s+(?:actually\s+)?
    (?P<verb>stopped|gave\s+(?:it\s+)?up|quit)(?:\s+it)?
    (?P<rest>\s+(?:in|on|at|over|last|this|back\s+in|a\s+(?:few|couple)|\w+\s+(?:weeks?|months?|years?)
    \s+ago|after|when|during)\b[^.!?]*)?(?P<end>[.!]*)$""",
    re.IGNORECASE | re.VERBOSE,
)

# "No, I handed it over in March.": a business the speaker ran, given up to someone else.
_NO_I_HANDED: Final = re.compile(
    r"""^(?:(?:no|nope|nah|not\s+any\s*more)[,!.]*\s+)?i\s+(?:actually\s+)?
    (?P<verb>handed\s+it\s+(?:over|on)|passed\s+it\s+on|sold\s+it|closed\s+it
    |shut\s+it\s+down)
    (?P<rest>\s+(?:in|on|at|last|this|back\s+in|a\s+(?:few|couple)|\w+\s+(?:weeks?|months?|years?)
    \s+ago|to)\b[^.!?]*)?(?P<end>[.!]*)$""",
    re.IGNORECASE | re.VERBOSE,
)
# "running the shop", "managing the cafe": a business someone runs.
_RUNNING_THING: Final = re.compile(
    r"""(?:running|managing|owning)\s+(?:the|your)\s+(?P<thing>(?:[a-z]+\s+)?(?:shop|cafe|café|pub
    |bar|restaurant|business|company|bakery|salon|farm|hotel|gym|studio|stall|firm|deli|garage
    |bookshop|nursery|practice))""",
    re.IGNORECASE | re.VERBOSE,
)

_NOT_SINCE: Final = re.compile(
    r"^(?:no|nope|nah)[,!.]*\s+not\s+since\s+(?P<when>(?:last|the|this|[A-Z0-9])[^.!?,;]*?)\s*[.!]*$",
    re.IGNORECASE,
)


def _been_there(question: str, answer: str) -> str:
    """``answer`` with how often "Have you ever been to Japan?" was answered said whole:
    "Yes, twice, I loved Kyoto." -> "I have been to Japan twice. I loved Kyoto."."""
    been = _BEEN_TO.match(question)
    if been is None:
        return answer
    first, rest = first_sentence(answer)
    times = _YES_TIMES.match(first.strip())
    if times is None:
        return answer
    more = times.group("more").strip()
    said = f"I have been to {been.group('place')} {times.group('times')}."
    return " ".join(part for part in (said, more[:1].upper() + more[1:], rest) if part)


def _stopped_it(question: str, answer: str) -> str:
    """``answer`` with what "Are you still vegan?" asked about put after its "No, I
    stopped": "I stopped being vegan last year", "I gave up doing yoga in 2023"."""
    asked = _STILL_BEING.match(question)
    if asked is None:
        return answer
    first, rest = first_sentence(answer)
    said = _NO_I_STOPPED.match(first.strip())
    handed = _NO_I_HANDED.match(first.strip())
    run = _RUNNING_THING.fullmatch(asked.group("doing") or "")
    if said is None and handed is not None and run is not None:
        # "Are you still running the shop?" - "No, I handed it over in March."
        words = handed.group("verb").lower().split()
        verb = " ".join(w for w in words if w != "it")
        thing = f"the {run.group('thing')}"
        end = handed.group("end") or "."
        return f"I {verb} {thing}{handed.group('rest') or ''}{end} {rest}".strip()
    if said is None:
        since = _NOT_SINCE.match(first.strip())
        if since is None or asked.group("being") is None:
            return answer
        # "Are you still vegan?" - "No, not since last year." -> "I haven't been vegan ..."
        return f"I haven't been {asked.group('being')} since {since.group('when')}. {rest}".strip()
    verb = "gave up" if said.group("verb").lower().startswith("gave") else said.group("verb")
    doing = asked.group("doing")
    what = first_person(doing) if doing else f"being {asked.group('being')}"
    stopped = f"I {verb} {what}{said.group('rest') or ''}{said.group('end') or '.'}"
    return f"{stopped} {rest}".strip()


# "Are you still seeing Rhian?" - "No, we broke up in May.": who "we" were.
_STILL_SEEING: Final = re.compile(
    rf"""^(?:are|were)\s+you\s+still\s+(?:seeing|dating|going\s+out\s+with|with|engaged\s+to)\s+
    (?P<name>(?-i:[{UPPER}])[a-z]+)\s*\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_NO_WE_SPLIT: Final = re.compile(
    r"""^(?:(?:no|nope|nah|not\s+any\s*more)[,!.]*\s+)?we\s+(?P<verb>broke\s+up|split(?:\s+up)?
    |separated)\b(?P<rest>[^.!?]*)(?P<end>[.!]*)$""",
    re.IGNORECASE | re.VERBOSE,
)


def _split_up(question: str, answer: str) -> str:
    """``answer`` with who "we" were when "Are you still seeing Rhian?" is answered "No,
    we broke up last spring": "Rhian and I broke up last spring"."""
    asked = _STILL_SEEING.match(question)
    if asked is None:
        return answer
    first, rest = first_sentence(answer)
    said = _NO_WE_SPLIT.match(first.strip())
    if said is None:
        return answer
    split = f"{asked.group('name')} and I {said.group('verb')}{said.group('rest')}"
    return f"{split}{said.group('end') or '.'} {rest}".strip()


# "Can you tell Huw I'll be late?" - "I'll tell him.": an errand the other asked for,
# promised back; a message passed on is no news of the one who will pass it.
_ERRAND_ASKED: Final = re.compile(
    r"""^(?:(?:so|oh|hey)[,\s]+)?(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?
    (?:tell|remind|ask|let|text|message|call|ring|email|warn|thank)\s""",
    re.IGNORECASE | re.VERBOSE,
)
_ERRAND_PROMISED: Final = re.compile(
    r"""^(?:(?:yes|yeah|yep|sure|ok|okay|of\s+course|no\s+problem|will\s+do)[,!.]*\s+)?
    i(?:['’]ll|\s+will)\s+(?:definitely\s+|certainly\s+)?(?:tell|remind|ask|let|text|message
    |call|ring|email|warn|thank)\s+(?:him|her|them)\b[^.!?]*[.!?]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# "I think Niall would love that film." - "I'll tell him.": a message to pass on, promised.
_WILL_TELL: Final = re.compile(
    r"""^(?:(?:ha|haha|oh|ok|okay|sure|yes|yeah)[,!.]*\s+)*i(?:['’]ll|\s+will)\s+(?:tell|let|ask)\s+
    (?:him|her|them)(?:\s+know)?(?:\s+(?:later|tonight|tomorrow|then|next\s+time
    |when\s+i\s+see\s+(?:him|her|them)|at\s+the\s+[a-z]+))?
    (?:\s*,?\s+(?:ha|haha|lol|hah))?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _errand_promised(question: str | None, answer: str) -> str:
    """``answer`` without its first sentence when that only promises the errand the
    question asked for ("Can you remind Gwen about the party?" - "I'll remind her
    tonight."), or only promises to pass a word on ("I'll tell him.")."""
    first, rest = first_sentence(answer)
    asked = question is not None and _ERRAND_ASKED.match(question) is not None
    if (asked and _ERRAND_PROMISED.match(first.strip())) or _WILL_TELL.match(first.strip()):
        return rest.strip()
    return answer


def _left_it(question: str, answer: str) -> str:
    """``answer`` with the place "Are you still at the firm?" asked about put after its
    "No, I left": "I left the design firm in January".
    """
    asked = _STILL_AT.match(question)
    if asked is None:
        return answer
    first, rest = first_sentence(answer)
    said = _NO_I_LEFT.match(first.strip())
    if said is None:
        return answer
    place = first_person(asked.group("place"))
    left = f"{said.group('i')} {place}{said.group('rest') or ''}{said.group('end') or '.'}"
    return f"{left} {rest}".strip()


# "Why Denver?", "Why Lisbon, of all places?", "How come Leeds?": a move or a trip asked
# about by its place alone.
_WHY_PLACE: Final = re.compile(
    rf"""^(?:why|how\s+come)\s+(?P<place>(?-i:[{UPPER}])[a-z]+(?:\s+(?-i:[{UPPER}])[a-z]+)?)
    (?:,?\s+of\s+all\s+places)?\s*\?+$""",
    re.IGNORECASE | re.VERBOSE,
)


def _why_place_there(question: str, answer: str, prompt: str) -> tuple[str, str]:
    """``answer`` with the "there" of its first sentence made the place "Why Denver?"
    asked about: "Sam got a job offer at a hospital there" -> "... a hospital in Denver".
    The answer's "there" says the one name asked about is a place, not a person, so the
    ``prompt`` returned with it has that question taken out: the answer's "he" or "she"
    is not the place ("He got a job there" is no "Denver got a job")."""
    asked = _WHY_PLACE.match(question)
    if asked is None:
        return answer, prompt
    place = asked.group("place")
    if place.split()[0].lower() in NOT_NAMES:
        return answer, prompt
    first, rest = first_sentence(answer)
    pointing = _THERE_POINTING.search(first)
    if pointing is None or "?" in first or _THERE_POINTING.search(first, pointing.end()):
        return answer, prompt
    lead = first[: pointing.start()]
    if people_and_places(lead)[1] or _WISHED.search(lead):
        return answer, prompt  # a place of its own ("we met in Oslo and ... there"), or a wish
    where = f"to {place}" if _MOTION.search(lead) else f"in {place}"
    asker = prompt.replace(question, " ").strip() or "."
    return f"{lead}{where}{first[pointing.end() :]} {rest}".strip(), asker


_MY_KIN: Final = re.compile(
    r"\bmy\s+(?P<kin>" + KIN_WORDS + r")\b(?!\s+(?-i:[A-Z]))",
    re.IGNORECASE,
)


# "She had a fall", "His party is ...": someone the turn told of before it names anyone
# A "her"/"him" is one too ("help with a routine for her. Tansy does the feeds": another
# than Tansy), but not before the name it is given ("we've renamed her Hypatia").
_PERSON_PRONOUN: Final = re.compile(
    r"(?<![\w'’])(?:he|she|his|(?:him|her)(?!\s+(?-i:[A-Z])))(?![\w-])", re.IGNORECASE
)
# An animal in the turn: "he is very small. I adopted a hedgehog called Pippin" names the
# "he" after it.
_PET_WORD: Final = re.compile(rf"\b(?:{alternation(PETS)})\b", re.IGNORECASE)


def _earlier_person(earlier: str, prompt: str = "") -> str | None:
    """The one person ``earlier`` (the turn before a prompt) names, as the one asking
    would say it: "Ada" or, for "my sister", "your sister". ``prompt``'s own "he" or
    "she" rules out one of the other sex told of before ("Good for him. I proposed to
    Temitope." - "What did she say?"), and the turn's last sentence is read first: the
    one it names is the one just told of ("She's well. Our aunt Meinir had a fall." -
    "Is she all right?")."""
    if _OWNER_OPENING.search(earlier) is not None:
        return None
    people, mentions = _told_of(earlier)
    if len(people) != 1:
        return _last_told_of(earlier, prompt, people)
    told = _PERSON_PRONOUN.search(earlier, 0, min(mentions, default=0))
    if told is not None and _PET_WORD.search(earlier) is None and _same_sex(told.group(), prompt):
        # "She had a fall. My mum flew out": the "she" is another, told of first ("help
        # with a routine for her. Tansy does the feeds": "her" is another than Tansy)
        return _last_told_of(earlier, prompt, people)
    return people[0]


def _kin_fits(person: str, earlier: str, prompt: str) -> bool:
    """Whether the relation ``earlier`` gives ``person`` can be ``prompt``'s "he"/"she":
    "my nephew Idris" is no "she"."""
    for kin in re.finditer(rf"\b(?:{KIN_WORDS})\s+{re.escape(person)}\b", earlier, re.I):
        if not pronoun_fits(kin.group().split()[-2], prompt):
            return False
    return True


def _told_of(text: str) -> tuple[list[str], list[int]]:
    """The people ``text`` tells of (a name, or else "your <kin>" for "my <kin>") and
    where it names them."""
    people = [p for p in people_in(text) if not _only_reporting(p, text) and not _a_title(p, text)]
    mentions = [m.start() for p in people for m in re.finditer(re.escape(p), text)]
    if not people:
        found = list(_MY_KIN.finditer(text))
        mentions = [m.start() for m in found]
        people = list(dict.fromkeys(f"your {m.group('kin').lower()}" for m in found))
    return people, mentions


def _last_told_of(earlier: str, prompt: str, everyone: list[str]) -> str | None:
    """The one person the last sentence of ``earlier`` tells of, when ``prompt``'s "he" or
    "she" fits them and no one else ``earlier`` names: the one just told of is the one
    asked after, though a "she" came before ("She's well, and she's borrowed my van. Our
    aunt Meinir isn't so good, though: she fell off a ladder." - "Is she all right?"), when
    that sentence goes on about them as "she" too."""
    sentences = SENTENCE_END.split(earlier.strip())
    if len(sentences) < 2 or _SEXED.search(prompt) is None:
        return None
    last = sentences[-1]
    people, mentions = _told_of(last)
    if len(people) != 1 or last.rstrip().endswith("?") or not pronoun_fits(people[0], prompt):
        return None
    if _PERSON_PRONOUN.search(last, 0, min(mentions, default=0)) is not None:
        return None  # "She rang: my mum ...": the "she" of the last sentence is another
    again = _SEXED.search(last, max(mentions, default=0))
    if again is None or not _same_sex(again.group(), prompt):
        return None  # "She had a fall. My mum flew out.": the news is the first one's
    if _REPORTED.search(last, max(mentions, default=0), again.start()) is not None:
        return None  # "He rang. Jan says he slipped": the "he" Jan reports is another
    others = [p for p in everyone if p != people[0] and p.split()[-1] != people[0].split()[-1]]
    if any(pronoun_fits(p, prompt) for p in others):
        return None  # "Tom rang. Kasia is in Leeds." - "Is he ...?": Tom may be meant
    return people[0]


def _same_sex(word: str, prompt: str) -> bool:
    """Whether ``word`` ("him", "she") can be the one ``prompt``'s first "he"/"she" is:
    not when both are sexed and differ ("Good for him." - "What did she say?")."""
    asked = _SEXED.search(prompt)
    if asked is None or word.lower() not in _SEX_WORDS:
        return True
    return (word.lower() in _MALE_PRONOUNS) == (asked.group().lower() in _MALE_PRONOUNS)


_SEX_WORDS: Final = frozenset({"he", "she", "his", "him", "her"})
# A verb of saying or thinking: a "he" after it may be anyone the one named speaks of.
_REPORTED: Final = re.compile(
    r"\b(?:says|said|say|thinks|thought|reckons|reckoned|told|tells|heard|hears)\b", re.I
)


def _only_reporting(person: str, earlier: str) -> bool:
    """Whether ``earlier`` names ``person`` only as the one who says so ("That's what
    Matthias says too. I only had him for eight months"): no one a "he" after it is."""
    said = list(re.finditer(rf"(?<![\w'’]){re.escape(person)}(?![\w'’])", earlier))
    return bool(said) and all(
        _WHAT_BEFORE.search(earlier[: m.start()]) and _SAYS_AFTER.match(earlier, m.end())
        for m in said
    )


def _a_title(person: str, earlier: str) -> bool:
    """Whether ``earlier`` names ``person`` only as what was watched, read or listened to
    ("We watched Princess Mononoke"): a film or a book, no "she"."""
    said = list(re.finditer(rf"(?<![\w'’]){re.escape(person)}(?![\w'’])", earlier))
    return bool(said) and all(_WATCHED_BEFORE.search(earlier[: m.start()]) for m in said)


_WATCHED_BEFORE: Final = re.compile(
    r"""\b(?:watched|watching|watch|re-?watched|read|reading|re-?read|listened\s+to|listening\s+to
    |binged|streamed|sang|singing)\s+$""",
    re.IGNORECASE | re.VERBOSE,
)


# "That's what Matthias says", "just what Ana said": the one reporting, around the name.
_WHAT_BEFORE: Final = re.compile(r"\bwhat\s+$", re.IGNORECASE)
_SAYS_AFTER: Final = re.compile(r"\s+(?:says|said|thinks|thought)\b", re.IGNORECASE)


# How the speaker feels about the news a sentence opens on: "Sadly he had an operation
# on Monday". The news is the same without it, and whose it is, the pronoun after it says.
SENTENCE_ADVERBS: Final = "sadly|luckily|unfortunately|fortunately|thankfully"
_LEADING_ADVERB: Final = re.compile(rf"^(?:{SENTENCE_ADVERBS}),?\s+", re.IGNORECASE)


def without_sentence_adverb(sentence: str) -> str:
    """``sentence`` without the feeling it opens on ("Sadly he had ..." -> "he had ...")."""
    return _LEADING_ADVERB.sub("", sentence, count=1)


# "She ...", or "Her sugar levels ...": whose, the one the sentence before names ("His
# name is ..." names the one just mentioned, :func:`_names_given`; "Her son Rufus ..."
# is :mod:`.kin`'s).
_OPENING_PRONOUN: Final = re.compile(
    r"""[.!?]\s+(?:(?:ADVERBS),?\s+)?
    (?:he|she|he's|she's|he'd|she'd|he'll|she'll
    |(?:his|her)\s+(?!(?:own|name|names|nickname|full\s+name|KIN)\b)[\w-]+)\s""".replace(
        "KIN", KIN_WORDS
    ).replace("ADVERBS", SENTENCE_ADVERBS),
    re.IGNORECASE | re.VERBOSE,
)


# "My brother Tim is a pilot, he flies to Lima": the subject the sentence opens on, named;
# "Ivo's sister Lea left the bank; she ...", after a semicolon too.
_NAMED_OPENING: Final = re.compile(
    r"""(?:(?<=^)|(?<=[.!?]\s))(?:(?:my|our|(?-i:[A-Z])[\w-]+['’]s)\s+(?:[\w-]+\s+)?(?:KIN)\s+
    (?P<name>(?-i:[A-Z])[\w'-]+)(?!\s+(?-i:[A-Z]))(?=[^.!?]*?[,;]\s+(?:and\s+)?(?:he|she)\b)
    [^.!?]*?)(?P<comma>[,;]\s+(?:and\s+)?)(?P<pronoun>he|she|he's|she's)\s""".replace(
        "KIN", KIN_WORDS
    ),
    re.IGNORECASE | re.VERBOSE,
)


# ... or about a pet of theirs, named: "a poem for my hearing dog, Perrin? She retires ...",
# or to their landlord: "help me write to the landlord? He's raising the rent".
_OWN_RELATIVE_ASKED: Final = re.compile(
    rf"""\b(?:for|with|to|about)\s+(?:my\s+(?:(?:{KIN_WORDS})\b(?!['’]s)
    |(?:[a-z]+\s+)?(?:{alternation(PETS)}),?\s+(?-i:[{UPPER}])[a-z]+\b)
    |(?:my|the)\s+(?:landlord|landlady)\b(?!['’]s))""",
    re.IGNORECASE | re.VERBOSE,
)


# "Remember Marco from uni? He's moving to Berlin": the question only brings someone back
# to mind, to say something of them.
_REMEMBER_THEM: Final = re.compile(
    rf"""^(?:(?:oh|so|hey)[,!]?\s+)?(?:(?:do\s+)?you\s+)?remember\s+(?:my\s+[a-z]+\s+)?
    (?P<name>(?-i:[{UPPER}])[a-z]+)(?:\s+from\s+[\w\s'-]{{1,30}}|\s+(?:who|that)\s[^?]{{1,60}})?
    \s*\?+$""",
    re.IGNORECASE | re.VERBOSE,
)


# "she's my niece, she lives with us": who the one asked about is, then what that one
# does; the second "she" is the niece ("My niece lives with us").
_IS_MY_THEN: Final = re.compile(
    rf"""(?:^|(?<=[.!?]\s))(?P<first>(?P<p1>he|she)(?:['’]?s|\s+is)\s+my\s+
    (?P<who>{alternation(RELATIVES | ROLES | KIN_EXTRA)}))\s*(?:,|;|\s+and)\s+
    (?P<p2>he|she)(?P<aux>['’]s(?=\s+[a-z]))?(?=['’]s\s+[a-z]|\s+[a-z])""",
    re.IGNORECASE | re.VERBOSE,
)
_HAS_AFTER: Final = re.compile(r"\s+(?:been|got|gone|had|just\s+(?:been|got|had))\b", re.I)


def _is_my_then(match: re.Match[str]) -> str:
    if match.group("p1").lower() != match.group("p2").lower():
        return match.group()
    said = f"{match.group('first')}. My {match.group('who').lower()}"
    if match.group("aux") is None:
        return said
    has = _HAS_AFTER.match(match.string, match.end())
    return f"{said} {'has' if has else 'is'}"


# "a rescue greyhound called Luna and she's four", "Luna is a rescue greyhound and she's
# four": the animal just named is the one aged.
# A pet named as it is got, then "he's"/"she's" and a number: the number is the pet's age,
# whoever else the sentence names ("my partner Huw and I got a whippet called Moss, he's
# 2"), the pet being the one just named. Not after "has": "my sister has a dog called Rex
# and she's 30" may be the sister's age. A name typed in lower case is still a name after
# "called" ("a ferret called bilbo, she's 1").
# An animal's age: up to 25 years ("she's 34" after a pet is someone else's age).
_ANIMAL_YEARS: Final = sorted(
    (word for word, n in NUMBER_WORDS.items() if n.isdigit() and int(n) <= 25),
    key=len,
    reverse=True,
)
_AGE_AFTER: Final = rf"""\s*,?\s+(?:and\s+)?(?:he|she)(?:'s|s|\s+is)\s+
    (?=(?:(?:1\d|2[0-5]|[1-9])(?!\d)|{"|".join(_ANIMAL_YEARS)}|a\s+year)
    (?:\s+(?:years?|months?|weeks?)\s+old)?\s*(?:[.!,;]|$))"""
_ANIMAL_AGED: Final = re.compile(
    # (bounded gaps: a turn with no full stop must not be searched in quadratic time)
    rf"""(?P<named>(?:^|(?<=[.!?]\s))(?:(?:he|she)(?:'s|\s+is)|[^.!?]{{0,80}}?\b(?:got|adopted
    |rescued|bought|have|took\s+in))\s+[^.!?]{{0,60}}?
    \b(?:{alternation(PETS | BREEDS)})\s+(?:called|named)\s+
    (?!(?:me|him|her|us|them|it|out|back|in|the|a|an|my|our)\b)(?P<name>[^\W\d_][\w-]*)){_AGE_AFTER}
    |(?P<named2>(?:^|(?<=[.!?]\s))(?P<name2>(?-i:[A-Z])[\w-]+)\s+is\s+(?:a|an)\s+
    (?:[\w-]+\s+){{0,2}}?(?:{alternation(PETS | BREEDS)})){_AGE_AFTER}""",
    re.IGNORECASE | re.VERBOSE,
)


def _animal_aged(match: re.Match[str]) -> str:
    named = match.group("named") or match.group("named2")
    name = match.group("name") or match.group("name2")
    return f"{named}. {name[:1].upper()}{name[1:]} is "


# Words of a turn that may give someone a name: "her name is", "called", "I met someone.
# Kasia.", "I met a guy. Dario, he's ...".
_NAMING_WORDS: Final = re.compile(r"name|call|some(?:one|body)|\b(?:met|seeing|dating)\b")


def within_turn(text: str, prompt: str | None = None, news_from: str | None = None) -> str:
    """``text`` with what a sentence leans on taken from the sentence before it, in the
    same turn:

    * "he"/"she" opening a sentence, when the sentence before names one person (or,
      naming no one, one relative of the speaker's): "My brother Tim is a chef. He works
      at Nobu." -> "... Tim works at Nobu."; likewise a clause after a comma or colon,
      when what comes before it names one person ("Ayla rang, she got the job");
    * "it" opening a sentence that places, dates or names a thing, when the sentence
      before names one thing: "We booked the Harbour Inn. It's in Whitby." -> "We booked
      the Harbour Inn, which is in Whitby." (:func:`_it_named`);
    * a name given to the one someone just mentioned: "I hired an apprentice. His name
      is Jarrah." -> "... My new apprentice is called Jarrah."; "We adopted a beagle, we've
      called them Pickle" -> "... We've called the beagle Pickle" (:func:`_name_given`);
      the one the speaker met or is seeing, named or said alone next: "I met someone.
      Kasia. She ..." -> "I met Kasia. She ..." (:func:`_someone_named`);
    * "there" for the one place named before it (:func:`_there_named`), and "here" or
      "there" that names its place itself: "I teach here in Leeds" -> "I teach in Leeds".

    A sentence the speaker asked ("Remember Jo? She ...") settles nothing after it, and a
    "he"/"she" settles nothing when the turn or its ``prompt`` named someone else it could
    be ("How's Kim?" - "Ana popped round. She's moved."). ``news_from``: the words that
    open the speaker's own news, announced in the turn as said ("My news is sadder: Liis
    and I ..."; see :func:`news_opening`); no one named before them is a rival."""
    text = _HERE_IN_PLACE.sub(_place_itself, text)
    text = _IS_MY_THEN.sub(_is_my_then, text)
    text = _ANIMAL_AGED.sub(_animal_aged, text)  # "... called Luna and she's four"
    if (riddle := _OWN_RIDDLE.match(text)) is not None:
        # "Guess who got the job?? ME": the speaker's riddle, answered in the same turn
        text = _riddle_solved(riddle.group("riddle"), "", riddle.group("answer")) or text
    if _NAMED_OPENING.search(text) is not None:
        text = _NAMED_OPENING.sub(_named_clause, text)
    if _NAMING_WORDS.search(text) is not None:
        text = _names_given(text)
    if _THEY_OPENING.search(text) is not None:
        text = _pair_they(text, prompt)
    if _LEANING.search(text) is None:
        return text
    sentences = SENTENCE_END.split(text)
    changed = False
    for n, sentence in enumerate(sentences):
        if named := _named_in_sentence(sentence, " ".join([prompt or "", *sentences[:n]])):
            sentences[n] = sentence = named
            changed = True
        # (the last sentence with words: a name given may have emptied the one before)
        before = next((s for s in reversed(sentences[:n]) if s.strip()), "")
        if (
            before.rstrip().endswith("?")
            and not _OWN_RELATIVE_ASKED.search(before)
            and not _REMEMBER_THEM.match(before.strip())
        ):
            # "Remember Jo? She ...": a question of one's own settles nothing, unless it
            # is about a relative of the speaker's ("a gift for my dad? He's turning 60")
            before = ""
        # the first sentence's "him"/"her": the one the prompt asked about
        opening = before if n else _last_sentence(prompt)
        named_alone = _name_answering_who(before, prompt) if n == 1 else None
        placed = _placed_or_object_named(before, sentences[n], opening, named_alone)
        if placed is not None:
            sentences[n] = sentence = placed
            changed = True
        if not before:
            continue
        if _OPENING_PRONOUN.match(". " + sentence) and not VERDICT.match(sentence):
            remembered = _REMEMBER_THEM.match(before.strip())
            person = _one_person(before) or (remembered and remembered.group("name"))
            if (
                person is not None
                and not named_again(person, sentence, before)
                and pronoun_fits(person, sentence)
                and not _rivals(person, _since_news(prompt, sentences[:n], news_from), sentence)
            ):
                sentences[n] = name_pronouns(person, without_sentence_adverb(sentence))
                changed = True
        elif (said := _it_named(before, sentence)) is not None:
            sentences[n - 1], sentences[n] = said
            changed = True
        elif (done := _it_done_to(before, sentence)) is not None:
            sentences[n] = done
            changed = True
    return " ".join(s for s in sentences if s) if changed else text


# "him", or "her" as an object (before an article, a possessive, a particle or the end of
# the clause: "lent her my bike", "picked her up", "rang her"), not "her bike".
_HIM_OR_HER: Final = re.compile(
    r"""(?<=[a-z]\s)(?:him|her(?=\s+(?:a|an|the|my|our|some|up|off|out|back|home|round|over|to
    |from|at|on|in|for|with|yesterday|today|last|this)\b|\s*[,.;:!?]|\s*$))(?![\w'’])""",
    re.VERBOSE,
)
# A subject "he"/"she", anywhere in the sentence: left to the rules for those.
_HE_OR_SHE: Final = re.compile(r"(?<![\w'’])(?:he|she)(?![\w])", re.IGNORECASE)
# What is done with them, said after the pronoun: "lent her my bike", "picked her up".
_TOLD_AFTER: Final = re.compile(r"\s+[\w'’]+")
# A capitalised word inside the sentence (not its first word, "I", a month or a day): a
# name of its own.
_NAMED_INSIDE: Final = re.compile(
    rf"(?<=[\w,;:]\s)(?!I\b|(?i:{MONTH}|{WEEKDAY}|christmas|easter)\b)[A-Z]"
)
# A title after "the" names a place or an event, not someone: "the Race of Hope", "the
# Harvest Fair".
_THE_TITLED: Final = re.compile(
    r"\b(?:the|at|in|near|outside)\s+[A-Z][\w'’-]*(?:\s+(?:of\s+)?[A-Z][\w'’-]*)*"
)  # (and a place after "at" or "in": "met him at Maracas")
_TELLING: Final = re.compile(r"\b(?:says|said|thinks|thought|reckons|told|tells)\b", re.I)
# Each searched once on its own: one pattern for both orders would rescan from every "his".
_HIS: Final = re.compile(r"\b(?:him|his|himself)\b", re.IGNORECASE)
_HERS: Final = re.compile(r"\b(?:her|hers|herself)\b", re.IGNORECASE)


_BARE_NAME_SAID: Final = re.compile(rf"\s*(?P<name>(?-i:[{UPPER}])[a-z'’-]+)\s*[.!]*\s*")


# Words a reply may open on alone that are no name.
_REPLY_WORDS: Final = word_set(
    """great nice cool brilliant lovely sure right well wow exactly absolutely thanks sorry
    true fine good perfect amazing awesome indeed definitely totally honestly seriously
    anyway nobody everyone someone haha lol yeah yep nope nah ugh aww congrats congratulations
    sweet bless bingo correct precisely gosh""",
    None,
)


def _name_answering_who(said: str, prompt: str | None) -> str | None:
    """The name ``said`` gives alone when it answers "who is he?" ("Akeem."), else None."""
    if not _WHO_ASKED.match(_last_sentence(prompt)):
        return None
    found = _BARE_NAME_SAID.fullmatch(said)
    name = found.group("name") if found is not None else ""
    low = name.lower()
    return name if name and low not in NOT_NAMES and low not in _REPLY_WORDS else None


def _placed_or_object_named(
    before: str, sentence: str, opening: str, named: str | None = None
) -> str | None:
    """``sentence`` with its "there" (:func:`_there_named`, from ``before``) and its object
    "him"/"her" (:func:`_object_named`, from ``opening``, or ``named`` when a name alone
    answered who) settled; None when neither is."""
    placed = _there_named(before, sentence)
    return _object_named(opening, placed or sentence, named) or placed


def _last_sentence(text: str | None) -> str:
    return SENTENCE_END.split(text.strip())[-1] if text else ""


def _object_named(before: str, sentence: str, named: str | None = None) -> str | None:
    """``sentence`` with its object "him"/"her" named, when ``before`` (the sentence before
    it, or the prompt's last) names one person that fits it and the sentence names no one
    else: "Saw Ilse at the market." + "I lent her my bike." -> "I lent Ilse my bike."; None
    otherwise."""
    pronoun = _HIM_OR_HER.search(sentence)
    if not before or pronoun is None or not _TOLD_AFTER.match(sentence, pronoun.end()):
        return None  # "I love her": a reaction, with nothing done
    # "met him at the Harvest Fair": a title no "him" is (a boat may well be a "her": "the
    # Kestrel Queen ... take her out")
    him = pronoun.group().lower() == "him"
    untitled = _THE_TITLED.sub("the place", sentence) if him else sentence
    if _HE_OR_SHE.search(sentence) is not None or _NAMED_INSIDE.search(untitled) is not None:
        return None  # "... take her out" of "the Kestrel Queen": she is who it names
    if _TELLING.search(before) is not None:
        return None  # "That's what Matthias says too. I only had him ...": someone else
    if _HIS.search(sentence) is not None and _HERS.search(sentence) is not None:
        return None  # "I told him about her": two people, one of them not named
    # "Her name is Nilda. I met her ...": the one just named
    given = _NAME_GIVEN_ALONE.fullmatch(before.strip())
    person = named or (given.group("name") if given is not None else _one_person(before))
    if person is None or person.startswith("my ") or not pronoun_fits(person, sentence):
        return None
    return name_pronouns(person, sentence)


# The speaker turning to news of their own: "I have news too, ...", "Guess what, ...".
# Whoever was spoken of before it is no longer who a "he"/"she" after it means.
_OWN_NEWS_OPENING: Final = re.compile(
    r"""\b(?:(?:i|we)(?:\s+have|['’]ve\s+got|\s+got)\s+(?:some\s+)?(?:big\s+|sad\s+|good\s+
    |bad\s+|exciting\s+)?news(?:\s+too|\s+of\s+my\s+own)?|guess\s+what|by\s+the\s+way)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def turns_to_news(text: str) -> bool:
    """Whether the speaker, in ``text``, turns to news of their own ("Good! I have news
    too. ..."): a "he"/"she" after it is none of those the prompt named."""
    return _OWN_NEWS_OPENING.search(text) is not None


def _since_news(prompt: str | None, sentences: list[str], news_from: str | None = None) -> str:
    """What a "he"/"she" after ``sentences`` could also mean: the prompt and the turn so
    far, or, once the speaker turned to news of their own ("Lol. I have news too, my
    grandad died. He was 94"), only what the turn said from there on (from ``news_from``,
    when the announcement itself was dropped before)."""
    # Only the last _RIVALS_REACH characters are read for rivals, so a long turn is read
    # from just before them: one pronoun costs the same however long the turn is.
    start = _tail_start(sentences)
    said = " ".join(sentences[start:])
    openings = list(_OWN_NEWS_OPENING.finditer(said))
    if openings:
        return said[openings[-1].start() :]
    if news_from is not None and (at := said.rfind(news_from)) >= 0:
        if start and any(_OWN_NEWS_OPENING.search(s) for s in sentences[:start]):
            return said  # the news opened further back: all of the tail is after it
        return said[at:]
    return said if start else " ".join([prompt or "", *sentences])


def _tail_start(sentences: list[str]) -> int:
    """The index from which ``sentences``, joined, are just longer than _RIVALS_REACH
    characters (0 when all of them are not)."""
    size = 0
    for n in range(len(sentences) - 1, -1, -1):
        size += len(sentences[n]) + 1
        if size > _RIVALS_REACH + 1:
            return n
    return 0


# "My news is sadder: ...", "Our news: ...", "I have news too. ...": the speaker's own news
# announced, then told.
_NEWS_ANNOUNCED: Final = re.compile(
    r"""(?:\b(?:my|our)\s+(?:own\s+)?news(?:\s+is\s+(?:[\w-]+\s+)?[\w-]+)?
    |\b(?:i|we)(?:\s+have|['’]ve\s+got|\s+got)\s+(?:some\s+)?(?:[\w-]+\s+)?news
    (?:\s+(?:too|as\s+well|of\s+(?:my|our)\s+own))?)\s*[:.!]+\s+
    (?P<told>[^\W\d_][\w'’-]*\s+[\w'’-]+)""",
    re.IGNORECASE | re.VERBOSE,
)


def news_opening(text: str) -> str | None:
    """The first two words of the news ``text`` (one turn, as said) announces last ("My
    news is sadder: Liis and I ..." -> "Liis and"); None when it announces none."""
    found = list(_NEWS_ANNOUNCED.finditer(text))
    if not found:
        return None
    told = found[-1].group("told")
    return told[:1].upper() + told[1:]


_THERE_POINTING: Final = re.compile(
    r"""(?<![\w'])there(?!\s+(?:is|are|was|were|will|have|has|had|used|must|might|may|seems?
    |goes|you|we)\b|')(?![\w'])""",
    re.IGNORECASE | re.VERBOSE,
)


_WISHED: Final = re.compile(
    r"\b(?:should|would|could|might|if|when|whenever|maybe|unless|someday|one\s+day)\b", re.I
)


def _there_named(before: str, sentence: str) -> str | None:
    """``sentence`` with "there" made the one place named before it, in the sentence or
    the one before: "I grew up in Cork, my parents still live there" -> "... live in
    Cork"; None when no single place is named."""
    pointing = _THERE_POINTING.search(sentence)
    if pointing is None or "?" in sentence:
        return None
    if _WISHED.search(_SEGMENT.split(sentence[: pointing.start()])[-1]):
        return None  # "..., we should go when we're there": a wish, no fact to keep
    said = f"{before} {sentence[: pointing.start()]}"
    people, places = people_and_places(said)
    if len(places) != 1 or people:
        return None  # "We saw Rome and Florence": "Florence" is no place by its lead
    named = re.search(
        rf"\b(?P<at>at\s+)?(?P<the>the\s+)?{re.escape(places[0])}", said, re.IGNORECASE
    )
    place = f"{named.group('the') or ''}{places[0]}" if named else places[0]
    lead = sentence[: pointing.start()]
    if _MOTION.search(lead):
        where = f"to {place}"
    else:
        where = f"{'at' if named and named.group('at') else 'in'} {place}"
    return f"{lead}{where}{sentence[pointing.end() :]}"


def pronoun_fits(person: str, text: str) -> bool:
    """Whether the first "he"/"she" (or "him", "her") of ``text`` can be ``person``: "my
    sister" is no "he"."""
    pronoun = _SEXED.search(text)
    noun = person.split()[-1].lower()
    if pronoun is None:
        return True
    if noun in PLURAL_KIN:
        return False  # "Are your parents coming?" - "... because of his hip": not both
    if pronoun.group().lower() in _MALE_PRONOUNS:
        return noun not in FEMALE_KIN and not _named_as(person, FEMALE_NAMES)
    return noun not in MALE_KIN and not _named_as(person, MALE_NAMES)


def _named_as(person: str, names: frozenset[str]) -> bool:
    """Whether ``person`` is named ("Crispin", "Crispin Hale", "my lodger Crispin", not
    "my lodger") with a first name of ``names``."""
    for word in person.split():
        if word[:1].isupper() and word.lower() not in _DETERMINERS:
            return word.lower() in names
    return False


_DETERMINERS: Final = frozenset({"my", "our", "your", "his", "her", "their", "the", "a", "an"})


_SEXED: Final = re.compile(
    r"(?<![\w'])(?:he|she|he's|she's|he'd|she'd|he'll|she'll|him|his|her|hers)(?![\w'])",
    re.IGNORECASE,
)


# "My boss thinks open-plan is great. He's wrong.": a verdict on what was said, not a
# fact about the one who said it.
VERDICT: Final = re.compile(
    r"""^(?:he|she|they)(?:'s|'re|\s+is|\s+was|\s+are|\s+were)\s+(?:not\s+|so\s+|totally\s+
    |absolutely\s+|completely\s+|probably\s+|dead\s+|100%\s+)?(?:wrong|right|correct
    |mistaken|kidding|joking|lying|bluffing)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_LEANING: Final = re.compile(r"(?<![\w'])(?:he|she|his|him|her|its|it|there)(?!\w)", re.IGNORECASE)
# "Sigrid rang, she's got the job": a clause after a comma or colon opening on "he"/"she"
# ("Ana is fine, though she had a fall").
_CLAUSE_PRONOUN: Final = re.compile(
    r"(?:\s*[,:;]\s+|\s+[–—-]\s+)(?:(?:and|but|so|though|although)\s+)?"
    r"(?P<pronoun>he|she|he's|she's|he'd|she'd|he'll|she'll)\s",
    re.IGNORECASE,
)


def _named_in_sentence(sentence: str, earlier: str = "") -> str | None:
    """``sentence`` with a "he"/"she" after a comma or colon named, when what comes before
    it in the sentence names one person: "Ayla rang: she got the job" -> "Ayla rang: Ayla
    got the job"."""
    clause = _CLAUSE_PRONOUN.search(sentence)
    if clause is None:
        return None
    person = _one_person(sentence[: clause.start()])
    at = clause.start("pronoun")
    if person is None or not pronoun_fits(person, sentence[at:]):
        return None
    kin = re.search(rf"([\w-]+)\s+{re.escape(person)}\b", sentence[: clause.start()])
    if kin is not None and not pronoun_fits(kin.group(1), sentence[at:]):
        return None  # "My sister Jo rang, he's ...": not Jo
    # "Our aunt Meinir isn't so good, though: she fell off a ladder": what follows a colon
    # tells of the one the clause before it is about, whoever the turn named before; so
    # does what follows a semicolon ("Oisin is well; he's opened a forge")
    joined = clause.group().strip()[:1]
    explained = joined in {":", ";"} and _opens_on(sentence[: clause.start()], person)
    if not explained and _rivals(person, f"{earlier} {sentence[: clause.start()]}", sentence[at:]):
        return None  # "Kim rang. Ana texted, she's moved": Ana, or Kim
    if joined == ";":
        # two sentences joined: told apart, each reads as one ("Oisin is well. Oisin has
        # opened a forge")
        return f"{sentence[: clause.start()]}. {name_pronouns(person, sentence[at:])}"
    return sentence[:at] + name_pronouns(person, sentence[at:])


# A clause that opens on a person named as its subject: "Meinir isn't", "Our aunt Meinir
# is", "my cousin Ola has".
_SUBJECT_OPENING: Final = re.compile(
    r"^\s*(?:(?:and|but|so|oh|also)[\s,]+)?(?:(?:my|our)\s+(?:[\w-]+\s+){1,2}?)?"
    r"(?P<name>(?-i:[A-Z])[\w'’-]+)\s+(?:is|isn't|was|wasn't|has|hasn't|had|hadn't"
    r"|['’]s|is\s+not|has\s+not)\b",
    re.IGNORECASE,
)


def _opens_on(clause: str, person: str) -> bool:
    """Whether ``clause`` opens on ``person`` as its subject."""
    opened = _SUBJECT_OPENING.match(clause)
    return opened is not None and opened.group("name") == person


# A verbless remark on someone just told of: "The perfect walking partner.", "What a
# brother!"
_KIN_REMARK: Final = re.compile(
    rf"""^(?:what\s+an?|such\s+an?|the|a|an)\s+(?:[\w-]+\s+){{0,3}}?(?:{KIN_WORDS})\s*[.!]*$""",
    re.IGNORECASE,
)


_RIVALS_REACH: Final = 800  # characters of the turn read back for a rival


# A possessive a text opens on, with any space before it: the pronoun a rival is sought for.
_LEADING_WORD: Final = re.compile(r"\s*(?:his|her)\b", re.IGNORECASE)


def _rivals(person: str, earlier: str, told: str, *, kin: bool = True) -> bool:
    """Whether ``earlier`` (what the turn said before the sentence that names ``person``)
    names someone else the "he"/"she" opening ``told`` could just as well be: "Kim rang.
    Then Ana rang. She's moved to Leeds." leaves "she" to nobody. Someone spoken to
    ("Thanks, Lee!") is no "she", and a relative of the other sex ("my dad") no rival;
    with ``kin`` False no unnamed relative is ("Her mum moved, her dad stayed")."""
    if not earlier.strip():
        return False
    if len(earlier) > _RIVALS_REACH:
        # Rivals are looked for in the sentences just before: a long turn costs no more
        # per pronoun (the window starts after a sentence end, so no name is cut).
        window = earlier[-_RIVALS_REACH:]
        cut = SENTENCE_END.search(window)
        earlier = window[cut.end() :] if cut is not None else window
    earlier = _BESIDE_NAME.sub(r"\g<name>", earlier)  # "Tom, my old boss, came": one person
    # "Nejc plays his first concert": read with the pronoun, the name opens its sentence
    # on a verb in "-s" (cut just before "his", "Nejc plays" shows no verb of a name's)
    pronoun = _LEADING_WORD.match(told)
    read = earlier + (pronoun.group() if pronoun is not None else "")
    named = [p for p in people_in(read) if not spoken_to(p, earlier)]
    if pronoun is not None and named:
        # ... but "Rome suits his health" opens on a place, not on someone the "his" is
        plain = people_in(earlier)
        owned = told[pronoun.end() : pronoun.end() + 40]
        named = [p for p in named if p in plain or _owner_a_person(p, read, owned)]
    remarks = " ".join(p for p in SENTENCE_END.split(earlier) if _KIN_REMARK.match(p.strip()))
    relatives = _kin_unnamed(earlier) if kin else []
    if remarks:  # "The perfect walking partner!": said of someone, names no one new
        named_in_remarks = [m.group().lower() for m in KIN_UNNAMED.finditer(remarks)]
        relatives = [r for r in relatives if r not in named_in_remarks]
    unnamed = [
        m.group("noun").lower()
        for m in SOMEONE.finditer(earlier)
        if _PREDICATE.search(earlier, max(0, m.start() - _PREDICATE_REACH), m.start()) is None
        and not named_as(person, earlier[m.end() :])
    ]
    unnamed += [m.group("noun").lower() for m in _OWNED_ROLE.finditer(earlier)]
    same = person.lower()
    for other in named + relatives + unnamed:
        low = other.lower()
        if low in same or same in low or not pronoun_fits(other, told):
            continue
        if low in PLURAL_KIN:
            continue  # "my parents" is no "she"
        if other in relatives and re.search(
            rf"\b{re.escape(low.split()[-1])}\s+{re.escape(person)}\b", earlier, re.IGNORECASE
        ):
            continue  # "How's your sister?" - "My sister Nell is great! She ...": one person
        if other in relatives and _same_kin(low.split()[-1], person.split()[0]):
            continue  # "How's your nan?" - "Grandma Amparo is fine, though she ...": one
        if other in relatives and re.search(
            rf"\b{re.escape(person)}\s+(?:is|was)\s+(?:my|our)\s+(?:[\w-]+\s+)?{re.escape(low)}\b",
            earlier,
            re.IGNORECASE,
        ):
            continue  # "Kofi is my flatmate. He ...": one person
        if other in relatives and answered_by_name(person, low, earlier):
            continue  # "How's your brother?" - "Petroc's back. He ...": the one asked about
        if re.search(
            rf"\b{re.escape(low)}\s+(?:is|was)\s+(?:called|named)\s+{re.escape(person)}\b",
            earlier,
            re.IGNORECASE,
        ):
            continue  # "I hired an apprentice. My new apprentice is called Zuleika.": one
        return True
    return False


def answered_by_name(person: str, kin: str, earlier: str) -> bool:
    """Whether ``earlier`` (a question, then the turn so far) asks after the answerer's
    relative ``kin`` and the answer opens on ``person`` as its subject: "How's your sister?
    Nell's fine", "And your son? Oh, Kit is in Leeds now". Not one a kin title names
    ("How's your nan?" - "Auntie Jo is fine"): a relative of their own."""
    if person.split()[0].lower() in RELATIVES:
        return False
    asked = re.search(
        rf"\byour\s+(?:[\w-]+\s+)?{re.escape(kin)}\b[^.!?]*\?", earlier, re.IGNORECASE
    )
    return asked is not None and (
        re.compile(rf"\s*(?:\w+[,!.]\s+)?{re.escape(person)}(?:['’]s|\s+is|\s+has)\b").match(
            earlier, asked.end()
        )
        is not None
        or re.search(rf"\?\s+{re.escape(person)}(?:['’]s|\s+is|\s+has)\b", earlier) is not None
    )


# Kin words for one relation, one of which may be a title before a name ("Grandma Amparo").
_KIN_KINDS: Final = (
    word_set("grandma granny gran nan nana nanna grandmother yaya yiayia nonna abuela oma", None),
    word_set("grandpa grandad granddad grandfather papou nonno abuelo opa", None),
    word_set("aunt auntie aunty", None),
)


def _same_kin(word: str, title: str) -> bool:
    """Whether kin ``word`` and the ``title`` before a name say one relation: "nan" and
    "Grandma", "auntie" and "Aunt"."""
    word, title = word.lower(), title.lower()
    return any(word in kind and title in kind for kind in _KIN_KINDS) or word == title


# "in the garden of my landlady, frau obermaier, she feeds him": someone's landlady, boss
# or coach is someone else too.
_OWNED_ROLE: Final = re.compile(
    rf"\b(?:my|our|your|his|her|their)\s+(?P<noun>{alternation(ROLES - RELATIVES)})\b",
    re.IGNORECASE,
)


# "training to be a firefighter", "is a nurse": what the person is, not someone else.
# How far back from a noun "is a", "became the" can start (words are cut at 120 letters).
_PREDICATE_REACH: Final = 300
_PREDICATE: Final = re.compile(
    r"\b(?:be|become|became|becoming|as|is|was|'s|are|were|am|'m)\s+(?:[a-z-]+\s+){0,2}$",
    re.IGNORECASE,
)


def named_as(person: str, after: str) -> bool:
    """Whether ``after`` (what follows a noun for someone) gives that someone ``person``'s
    name: "an apprentice, his name is Jarrah", "a designer called Ines"."""
    at = after.find(person)
    return (
        0 <= at <= 30
        and re.fullmatch(
            r"[\s,:;–—-]*(?:(?:who|whose|his|her|their|name|is|was|'s|called|named)[\s,:;–—-]*)*",
            after[:at],
            re.IGNORECASE,
        )
        is not None
    )


# Someone not named: "hired a new designer. He starts ...", "met this guy, he ...".
SOMEONE: Final = re.compile(
    r"""\b(?:a|an|the|this|that|our|their|his|her|new)\s+(?:[a-z-]+\s+)?
    (?P<noun>guy|man|woman|girl|boy|lady|bloke|chap|kid|baby|person|friend|stranger|bride
    |groom|customer|buyer|seller|widow|widower|patient|tourist|passenger|visitor|guest|lodger
    |tenant|neighbour|neighbor|"""
    + alternation(w for w in JOBS | ROLES if " " not in w)
    + r""")\b""",
    re.IGNORECASE | re.VERBOSE,
)


def spoken_to(name: str, text: str) -> bool:
    """Whether ``text`` only says ``name`` to greet or thank the one it is said to ("Hi
    Lee!", "thanks, Lee", "..., Lee?")."""
    if any(met.group("name") == name for met in _MET_NAMED.finditer(text)):
        return False  # "I met someone. Yasmin. She ...": the one met
    # "Lee's fine": said of Lee, the "'s" his verb or what he owns
    for match in re.finditer(rf"(?<![\w']){re.escape(name)}(?:['’]s)?(?![\w'])", text):
        before = text[max(0, match.start() - 20) : match.start()].rstrip(" \t\"'")
        after = text[match.end() : match.end() + 2]
        if _GREETING_BEFORE.search(before):
            continue  # "Hi Lee", "thanks, Lee"
        if _INTRODUCED_AS.match(text, match.end()):
            return False  # "Lee, he's a friend of the groom": said of Lee
        if (not before or before[-1] in ",.!?") and re.match(r"\s*(?:[,.!?]|$)", after):
            continue  # "Lee, did Kim call?", "..., Lee?", "Lee!"
        return False
    return True


_INTRODUCED_AS: Final = re.compile(
    r"\s*,\s*(?:$|(?:he|she)(?:['’]s|\s+is|\s+was)\s)", re.IGNORECASE
)
_GREETING_BEFORE: Final = re.compile(
    r"\b(?:hi|hey|hello|hiya|thanks|thank\s+you|cheers|congrats|sorry|bye|morning|night"
    r"|dear|love\s+you|miss\s+you|oh)[,!\s]*$",
    re.IGNORECASE,
)


PEOPLE_WORDS: Final = re.compile(
    r"(?<![\w'])(?:he|she|him|his|her|hers|they|them|their|he's|she's)(?![\w'])", re.I
)
KIN_UNNAMED: Final = re.compile(
    # "(?![\w-])": the "father" of "father-in-law Wighard" is no relative left unnamed
    r"\b(?:" + KIN_WORDS + r")(?![\w-])(?!\s+(?-i:[A-Z]))"
    r"(?!\s+(?:" + KIN_WORDS + r")\s+(?-i:[A-Z]))",
    re.IGNORECASE,
)


_LETTERS: Final = re.compile(r"[^\W\d_]+")
# The first word of every relative: a text with none of them names no relative, and is
# not scanned with KIN_UNNAMED's long alternation at each of its words.
_KIN_FIRST_WORDS: Final = frozenset(_LETTERS.findall(w.lower())[0] for w in RELATIVES)


def _kin_unnamed(text: str) -> list[str]:
    """The relatives ``text`` speaks of without a name, lower-cased, in order."""
    if _KIN_FIRST_WORDS.isdisjoint(_LETTERS.findall(text.lower())):
        return []
    return [m.group().lower() for m in KIN_UNNAMED.finditer(text)]


# "Mum sends her love", "Tom sent his regards": the greeting is the sender's own.
_LOVE_SENT: Final = re.compile(
    r"\b(?P<verb>sends|sent|gives|gave)\s+(?:his|her)\s+(?P<what>love|regards|best)\b",
    re.IGNORECASE,
)


def _one_person(text: str) -> str | None:
    """The one person ``text`` names, or None when it names none or several (a relative
    without a name, or a pronoun pointing further back, counts as another). With no name,
    the speaker's one relative is that person: "I rang my dad. He's fine." -> "my dad"."""
    # "Marina, the baby from the storm, came too. She ...": who the name is, said beside
    # it, is the same one
    text = _BESIDE_NAME.sub(r"\g<name>", text)
    text = _LOVE_SENT.sub(r"\g<verb> \g<what>", text)  # "Mum sends her love": hers, no other
    if PEOPLE_WORDS.search(text) is not None or _TWO_NAMED.search(text) is not None:
        return None  # "I spoke to Tom and Sam. He ...": either
    if (partner := PARTNER_NAMED.search(text)) is not None and not _SPEAKER_BEFORE.search(
        text, 0, partner.start()
    ):
        return None  # "Liesl got engaged to Marco. He proposed ...": either ("I'm seeing
        # Nilda. I met her ...": the one the speaker is seeing)
    people = people_in(text)
    if _OWNER_OPENING.search(text) is not None:
        return None  # "Ana's dad rang. He ...": Ana, or her dad
    if (told := _TELLER_OPENING.match(text.strip())) is not None and told.group(1) not in people:
        return None  # "Kwame says Berlin is freezing. He ...": Kwame, whom people_in missed
    relatives = [m.group() for m in KIN_UNNAMED.finditer(text)]
    if not people and len(relatives) == 1:
        mine = _MY_KIN.search(text)
        if mine is not None and mine.group("kin").lower() == relatives[0].lower():
            kin = mine.group("kin").lower()
            return None if kin in PLURAL_KIN else f"my {kin}"
    if len(people) == 1 and len(relatives) == 1 and _NAME_IS_KIN.match(text.strip()):
        return people[0]  # "Kofi is my flatmate. He ...": one person, named and placed
    if not people and not relatives:
        # "My landlord rang. He ...", "write to the landlord? He's raising the rent": the
        # speaker's one landlord, boss or neighbour
        roles = [m.group("role").lower() for m in _MY_ROLE.finditer(text)]
        return f"my {roles[0]}" if len(set(roles)) == 1 else None
    return people[0] if len(people) == 1 and not relatives else None


# Someone the speaker has by what they do for them, not by kin: "my landlord", "the
# landlady" (one's own, said so in one's own request), "my boss".
_ROLES_HAD: Final = "landlord|landlady|boss|manager|neighbour|neighbor"
_MY_ROLE: Final = re.compile(
    rf"\b(?:my|the)\s+(?P<role>{_ROLES_HAD})\b(?!['’]s|\s+(?-i:[A-Z]))", re.IGNORECASE
)


# "His name is Besong", "her name's Nilda": the one sentence names one person.
_NAME_GIVEN_ALONE: Final = re.compile(
    rf"(?:and\s+)?(?:his|her)\s+name(?:['’]s|\s+is)\s+(?P<name>(?-i:[{UPPER}])[a-z'’-]+)[.!]?",
    re.IGNORECASE,
)
# The speaker as the subject just before a partner's name: "I'm seeing", "I've been dating".
_SPEAKER_BEFORE: Final = re.compile(
    r"(?:^|\s)(?:i['’]m|i\s+am|i['’]ve\s+been|i\s+have\s+been|i)\s+(?:[a-z]+\s+)?$",
    re.IGNORECASE,
)
# A name opening a sentence as who says what follows: "Kwame says ...", "Ana reckons ...".
_TELLER_OPENING: Final = re.compile(
    rf"""((?-i:[{UPPER}])[a-z]+)\s+(?:says|said|reckons|thinks|thought|told\s+me|tells\s+me
    |reckoned|mentioned|swears)\b""",
    re.VERBOSE,
)
_BESIDE_NAME: Final = re.compile(
    rf"(?P<name>(?<![\w'])(?-i:[{UPPER}])[a-z]+),\s+(?:the|my|our)\s+(?!and\b)[a-z][^,.!?;]{{0,40}},(?=\s)"
)
# "Tom and Sam", "Ana, Jo and Kim": names joined, whatever "to" or "at" leads them (a "to
# Tom" may read as a place).
_TWO_NAMED: Final = re.compile(
    rf"(?<![\w'])(?-i:[{UPPER}])[a-z]+,?\s+(?:and|&)\s+(?-i:[{UPPER}])[a-z]+(?![\w'])"
)


# "engaged to Marco", "married Dev", "moved in with Tariq": a partner named after the
# verb (which :func:`people_in` may read as a place after "to" or "with").
PARTNER_NAMED: Final = re.compile(
    rf"""\b(?:engaged|married|marrying|marry|dating|seeing|going\s+out\s+with|moved\s+in\s+with
    |moving\s+in\s+with|living\s+with|split\s+up\s+with|broke\s+up\s+with|broken\s+up\s+with
    |divorced|divorcing|proposed\s+to)\s+(?:to\s+)?(?-i:[{UPPER}])[a-z]+(?![\w'])""",
    re.IGNORECASE | re.VERBOSE,
)


# "Kofi is my flatmate", "Ines was our neighbour": a name, then who they are.
_NAME_IS_KIN: Final = re.compile(
    rf"^(?-i:[{UPPER}])[a-z]+\s+(?:is|was)\s+(?:my|our)\s+(?:[\w-]+\s+)?[\w-]+[.!]*$",
    re.IGNORECASE,
)


# "My parents rang. He ...": a group is no "he"/"she".
PLURAL_KIN: Final = word_set(
    """parents sisters brothers siblings sons daughters kids children babies twins
    grandparents grandchildren grandkids cousins nieces nephews in-laws family friends
    roommates flatmates housemates neighbors neighbours colleagues coworkers co-workers
    teammates team household""",
    None,
)


def people_in(text: str) -> list[str]:
    """The people ``text`` names: those :func:`people_and_places` finds, and a name opening one of
    its sentences on a verb (which :func:`people_and_places` cannot tell from any opening word)."""
    people, _ = people_and_places(text)
    for sentence in SENTENCE_END.split(text.strip()):
        sentence = _ADVERB_LEAD.sub("", sentence)  # "Then Kim rang": Kim opens it
        opening = _NAME_OPENING.match(sentence) or _NAMES_JOINED.match(sentence)
        first = opening.group("name").split()[0].lower() if opening is not None else ""
        if opening is not None and first not in NOT_NAMES and first not in NUMBER_WORDS:
            people.append(opening.group("name"))  # ("Six years in May": no one)
    people += [m.group("name") for m in _MET_NAMED.finditer(text)]
    return list(dict.fromkeys(people))


# "I met someone at the wedding. Ignacio, he's a friend of the groom", "... Yasmin. She":
# the one met, named.
_MET_NAMED: Final = re.compile(
    rf"""\b(?:someone|somebody)\b[^.!?]*[.!?]+\s+(?P<name>(?-i:[{UPPER}])[a-z]+)
    (?:,\s*(?:$|(?:he|she)(?:['’]s|\s+is|\s+was)\s)|\s*[.!]+(?:\s|$))""",
    re.IGNORECASE | re.VERBOSE,
)


# "Óscar and Wiebke start ...": a name opening the sentence, joined to another.
_NAMES_JOINED: Final = re.compile(
    rf"(?P<name>(?-i:[{UPPER}])[a-z]+)(?:,\s+(?-i:[{UPPER}])[a-z]+)*\s+(?:and|&)\s+(?-i:[{UPPER}])"
)
# "Élodie's workshop is here": an owner opening a sentence, whom people_and_places cannot tell from
# any opening word; a "she" after it may be the owner or what is owned.
# Not "Ana's fine." or "Ana's doing well": "'s" is "is" there, and the sentence is Ana's.
_OWNER_OPENING: Final = re.compile(
    rf"(?:^|[.!?]\s+)(?!(?:What|Who|Where|When|How|That|There|Here|It|He|She|Let)'s)"
    rf"{NAME_WORD}'s\s+(?-i:[a-z])(?!\w*ed\b)(?!\w*ing\b)(?!\w+\s*(?:[.!?]|$))"
)


# "Kasia got promoted", "Ayla rang", "Noor wants to ...": a name opening the sentence on
# its verb ("Big news from ..." opens on no verb: "news" is followed by no object).
_NAME_OPENING: Final = re.compile(
    r"(?!(?:The|This|That|These|Those|My|Our|Your|It|He|She|They|We|His|Her|Their|Its|There"
    r"|What|When|Where|Who|Why|How|If|So|But|And|Then)\b)"
    rf"(?P<name>{NAME_WORD}(?:\s+{NAME_WORD})?)(?:\s+"
    r"(?:is|was|has|had|will|would|can|could|can't|won't|should|must|might|[a-z]+ed|"
    + alternation(IRREGULAR_PAST)
    + r"|[a-z]+s\s+(?:to|a|an|the|his|her|their|my|our|it|that|on|in|at|with|for)\b)\b"
    # "Ana's fine.", "Ana's doing well", "Ana's still in Oslo": "'s" as her verb
    + r"|'s\s+(?=[a-z]+ing\b|[a-z]+ed\b|[a-z]+\s*(?:[.!?,;]|$)|(?:still|now|just|back|not|at|in"
    + r"|off|on|been|got|"
    + alternation(IRREGULAR_PAST)
    + r")\b))"
)


# "here in Leeds", "over there at the Barbican": the place is named on the spot, so the
# pointing word adds nothing ("there in May" points elsewhere: a date is no place).
_HERE_IN_PLACE: Final = re.compile(
    r"""(?<![\w'])(?:(?:over|out|down|up|right)\s+)?(?:here|there)\s+
    (?=(?:in|at)\s+(?:the\s+)?(?P<place>(?-i:[A-Z])[\w'-]*))""",
    re.IGNORECASE | re.VERBOSE,
)


def _place_itself(match: re.Match[str]) -> str:
    return match.group() if match.group("place").lower() in NOT_NAMES else ""


# "It's called ...", "It's on the 3rd of May", "It opens in June", "It's near the station":
# what is said of a thing (a name, a date, a place), not of an event or a feeling ("It was
# great" may be about the evening the sentence before only implies).
_IT_OPENS: Final = re.compile(
    r"""(?:^|[.!?]\s+)it(?:(?P<be>'s|\s+is|\s+was|'ll\s+be|\s+will\s+be)|\s+(?P<verb>opens|opened
    |starts|started|begins|began|closes|closed|runs|ran|finishes|finished))\s+
    (?=(?:called|named)\b|(?:on|in|at|from|until|till)\s+(?:the\s+)?(?-i:[A-Z0-9])
    |(?:near|opposite|next\s+to|just\s+off|round\s+the\s+corner\s+from)\b
    |(?:(?:on|from)\s+)?(?:next|this|this\s+coming)\s+(?:week|month|weekend|monday|tuesday|wednesday
      |thursday|friday|saturday|sunday)\b|(?:tomorrow|tonight)\b
    |(?:on\s+)?every\s+(?:other\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday
      |weekday|morning|evening|weekend)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_BE_WORD: Final = {"'s": "is", "is": "is", "was": "was", "'ll be": "will be", "will be": "will be"}
# "It has a balcony", "it's got a big garden": what a thing has, told right after it.
_IT_HAS: Final = re.compile(
    r"""(?:^|[.!?]\s+)it(?:\s+has(?:\s+got)?|['’]s\s+got)\s+
    (?=(?:a|an|two|three|four|five|six|its\s+own)\s)""",
    re.IGNORECASE | re.VERBOSE,
)
# What a speaker lives in or drives: the things whose features are worth keeping.
_HAD_THING: Final = re.compile(
    r"""\b(?:house|flat|apartment|cottage|bungalow|cabin|studio|home|place|room|garden|boat
    |van|car|caravan|campervan|motorhome|bike|allotment|shop|cafe|café|studio)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "We sailed it across the bay": "it" as what the speaker did something to.
_IT_OBJECT: Final = re.compile(
    r"""^(?P<lead>(?:and\s+|so\s+|then\s+)?(?:i|we)\s+(?:just\s+|finally\s+|already\s+)?
    (?:[a-z]+ed|sold|took|rode|drove|sailed|sent|gave|brought|lent|hung|fixed|built|made)\s+
    |my\s+(?:KIN)(?:\s+(?-i:[A-Z])[a-z]+)?\s+(?:is|'s|will\s+be)\s+(?:also\s+)?
    (?=\w+(?:\s+for)?\s+it\s+with\s+(?:me|us)\b)(?:running|doing|walking|cycling|riding
    |swimming|entering|joining|hosting|training\s+for)\s+)
    it\b(?!['’])""".replace("KIN", KIN_WORDS),
    re.IGNORECASE | re.VERBOSE,
)


_ENTERED: Final = re.compile(
    r"\b(?:signed\s+up|registered|entered|enrolled|(?:am|'m)\s+(?:doing|running|entering))\b",
    re.IGNORECASE,
)


def _it_done_to(before: str, sentence: str) -> str | None:
    """``sentence`` with the "it" the speaker did something to made the one thing the
    speaker's sentence before named: "I've bought a dinghy. We sailed it across the bay"
    -> "We sailed the dinghy across the bay". None when ``before`` is not the speaker's,
    names no one thing, or the sentence has another "it"."""
    found = _IT_OBJECT.match(sentence.strip())
    if found is None or _SPEAKER_OPENING.match(before) is None:
        return None
    thing = _one_thing(before)
    if thing is None or no_one_to_name(before):
        return None
    if found.group("lead").lower().startswith("my"):
        # "I signed up for the charity run. My husband is running it with me."
        at = before.lower().find(thing.lower())
        if _ENTERED.search(before[: max(at, 0)]) is None:
            return None
    elif not got_by_speaker(before, thing):
        return None
    rest = sentence.strip()[found.end() :]
    if _REFERRING.search(rest):
        return None  # "we sailed it and it sank": which "it" is which, leave it
    named = re.sub(r"^(?:a|an)\s+", "the ", thing, flags=re.IGNORECASE)
    return f"{found.group('lead')}{named}{rest}"


def _it_named(before: str, sentence: str) -> tuple[str, str] | None:
    """``before`` and ``sentence`` (opening on "it", :data:`_IT_OPENS`) with the "it" told
    what it is, when ``before`` names one thing; None when it names none or several.

    When ``before`` is the speaker's own statement ending on the thing, the two read as
    one ("I joined the Harbour Choir, which is in Whitby"): the detail stays with what
    the speaker did. Otherwise the thing opens the sentence ("The shop is called ...",
    "My new van is called Vera")."""
    opening = _IT_OPENS.match(sentence) or _IT_HAS.match(sentence)
    if opening is None:
        return None
    has = opening.re is _IT_HAS
    before = plain_deixis(before)  # "I signed up for that class. It starts ...": a class
    # "a flat in Hatfield": where the thing is only says which, as for an event
    thing = _one_thing(before, event=has or opening.group("verb") in _EVENT_VERBS)
    if thing is None or no_one_to_name(before):
        return None  # "I wish I had a boat. It's called ...": no boat to name
    if has and (_HAD_THING.search(thing) is None or not got_by_speaker(before, thing)):
        # "I rented a flat. It has a balcony": what the speaker's own place or vehicle has;
        # not "We saw a castle. It has a moat"
        return None
    be = None if has else opening.group("be")
    verb = "has" if has else _BE_WORD[" ".join(be.split()).lower()] if be else opening.group("verb")
    said = sentence[opening.end() :]
    statement = before.rstrip(" .!…")
    speaker = _SPEAKER_OPENING.match(before)
    if (
        speaker is not None
        and statement.lower().endswith(thing.lower())
        and (verb in _PAST_IT) == (_PAST_STATEMENT.search(statement) is not None)
    ):
        # one tense for both: "I signed up for the Bath Half, which is on 3 May" would be
        # dated as what was done, a May gone by
        return f"{statement}, which {verb} {said}", ""
    if speaker is not None:
        # "I bought a van last week. It's called Vera.": "which" would follow the week
        if (
            _INDEFINITE.match(thing)
            and not got_by_speaker(before, thing)
            and _SIGNED_UP.search(before) is None
        ):
            return None  # "We went to a little island. It's called ...": not theirs
        mine = "my" if speaker.group("who").lower() == "i" else "our"
        thing = _INDEFINITE.sub(mine, thing)
    return before, f"{thing[:1].upper()}{thing[1:]} {verb} {said}"


# "I signed up for a painting class. It starts next Tuesday": what one has signed up for
# or booked is theirs to talk of ("my painting class").
_SIGNED_UP: Final = re.compile(
    r"\b(?:signed\s+up\s+for|enrolled\s+(?:in|on)|registered\s+for|booked)\s+(?:a|an)\s",
    re.IGNORECASE,
)
_PAST_IT: Final = frozenset({"was", "opened", "started", "began", "closed", "ran", "finished"})
_PAST_STATEMENT: Final = re.compile(
    r"\b(?:i|we)\s+(?:[a-z]+\s+)?(?:[a-z]+ed|" + alternation(IRREGULAR_PAST) + r")\b",
    re.IGNORECASE,
)
_INDEFINITE: Final = re.compile(r"^(?:a|an)(?=\s)", re.IGNORECASE)
# After a name given: the sentence ends, or goes on about the one named ("..., she
# starts Monday", "... and he plays the tuba"); "Her name is Mochi Lee the Third" is no
# name read whole.
_NAME_END: Final = re.compile(r"\s*(?:[,.!;]|$)|\s+(?:and|but|so)\b", re.IGNORECASE)
_GOES_ON: Final = re.compile(
    r"(?:,\s+(?:and\s+)?|\s+and\s+)(?P<pronoun>he|she|they)(?P<be>['’]?s(?<!ys)|'re)?\s+",
    re.IGNORECASE,
)
_PRONOUN_SEX: Final = {"he": "m", "she": "f"}
# "side note, we took on a trainee": the speaker's clause, after a lead of no matter.
_SPEAKER_CLAUSE: Final = re.compile(r"[,:;]\s+(?=(?:i|we)(?:'ve|'m|'re)?\s)", re.IGNORECASE)


# "I play in a ceilidh band with friends", "We started a running club": a group the
# speaker is in, which "we're called ..." after it names.
_IN_GROUP: Final = re.compile(
    r"""^(?:(?:so|and|also|oh|well)[\s,]+)*(?:i|we)(?:'m|'re|\s+am|\s+are)?\s+
    (?:(?:now|also|still|just)\s+)?(?:(?:play|sing|played|sang|am|are|'m|'re)\s+in
    |joined|started|formed|set\s+up|founded)\s+(?:a|an|our)\s+
    (?P<group>(?:[\w-]+\s+){0,2}?(?:band|choir|trio|quartet|duo|group|team|club|orchestra
    |crew|squad|society))\b[^.!?]*[.!]*\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_WE_CALLED: Final = re.compile(
    r"""^\s*we(?:'re|\s+are)\s+(?:called|named)\s+
    (?P<name>(?:(?-i:[A-Z])[\w'-]*|the)(?:\s+(?:(?-i:[A-Z])[\w'-]*|of|and|the|&)){0,4})
    \s*[.!]*\s*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _group_named(before: str, sentence: str) -> str | None:
    """``sentence`` said of the group ``before`` says the speaker is in, when it gives the
    group's name: "I play in a ceilidh band." + "We're called The Flying Haggis." -> "Our
    ceilidh band is called The Flying Haggis."; None for any other pair."""
    group = _IN_GROUP.match(before.strip())
    called = _WE_CALLED.match(sentence) if group is not None else None
    if group is None or called is None:
        return None
    if (
        called.group("name")[:1].islower()
        and re.match(r"the\s+[A-Z]", called.group("name")) is None
    ):
        return None  # "We're called the winners": no name
    return f"Our {group.group('group')} is called {called.group('name')}."


# "Sam has a new girlfriend", "My brother's got a new partner": someone else's new partner,
# whom the next sentence names.
_NEW_PARTNER: Final = re.compile(
    rf"""^(?P<who>(?-i:[A-Z])[\w-]+|my\s+(?:(?:older|younger|big|little|best)\s+)?
    (?:{alternation(RELATIVES)})(?:\s+(?-i:[A-Z])[\w-]+)?)
    (?:\s+has|\s+has\s+got|'s\s+got|\s+got)\s+(?:(?:himself|herself)\s+)?a\s+new\s+
    (?P<role>girlfriend|boyfriend|partner)(?:\s+(?:already|now|too|at\s+last))?\s*[.!]*\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_ROLE_SEX: Final = {"girlfriend": {"f"}, "boyfriend": {"m"}, "partner": {"f", "m"}}


def _new_partner_named(before: str, sentence: str) -> str | None:
    """``sentence`` said of the new partner ``before`` gives someone else, when it opens by
    naming them: "Sam has a new girlfriend." + "Her name is Chloe and she's a vet." ->
    "Sam's new girlfriend is called Chloe. Chloe is a vet."; None for any other pair."""
    new = _NEW_PARTNER.match(before.strip())
    given = name_given(sentence) if new is not None else None
    if new is None or given is None or given.lead is not None or " " in given.name:
        return None
    who, role = new.group("who"), new.group("role").lower()
    if who.lower() in NOT_NAMES or given.sex not in _ROLE_SEX[role]:
        return None
    said = f"{who}'s new {role} is called {given.name}"
    rest = sentence[given.end :]
    if (goes_on := _GOES_ON.match(rest)) is not None:
        if _PRONOUN_SEX.get(goes_on.group("pronoun").lower()) != given.sex:
            return None
        be = " is" if goes_on.group("be") else ""
        return f"{said}. {given.name}{be} {rest[goes_on.end() :]}"
    if not re.match(r"\s*[.!]*\s*$", rest):
        return None
    return f"{said}."


def _names_given(text: str) -> str:
    """``text`` with each name given to the one just mentioned said of them, in the next
    sentence or a clause of the same one (:func:`_name_given`); a naming clause after one
    denied or imagined ("I never had a sister; her name is Ylva"), or one that only
    imagines a name ("..., his name would be Otto"), is dropped, as it names no one."""
    sentences = SENTENCE_END.split(text)
    changed = False
    for n, sentence in enumerate(sentences):
        if (joined := naming_clause(sentence)) is not None:
            head = sentence[: joined[0]]
            # "I adopted a kitten! She's black with white socks, she's called Biscotte": a
            # description of the one just mentioned may stand before its name
            described = (
                n
                and _PRONOUN_DESCRIBES.match(head.strip()) is not None
                and not sentences[n - 1].rstrip().endswith("?")
            )
            said = _name_given(head, sentence[joined[1] :])
            if said is None and described:
                said = _name_given(_with_own_subject(sentences[n - 1]), sentence[joined[1] :])
            if said is not None:
                sentences[n] = f"{head}. {said}"
                changed = True
            elif no_one_to_name(head):
                sentences[n] = f"{head}."
                changed = True
        elif (imagined := imagined_naming(sentence)) is not None and imagined > 0:
            # "I never had a brother; his name would have been Radek": no one is named
            sentences[n] = f"{sentence[:imagined].rstrip()}."
            changed = True
        elif n and (met := _someone_named(sentences[n - 1], sentence)) is not None:
            sentences[n - 1], sentences[n] = met
            changed = True
        elif n and (counted := counted_named(sentences[n - 1], sentence)) is not None:
            sentences[n] = counted  # "We adopted two cats." + "They're called Pepper and Salt."
            changed = True
        elif n and (born := newborn_named(sentences[n - 1], sentence)) is not None:
            sentences[n] = born  # "My sister had a baby girl." + "She's called Isla."
            changed = True
        elif (
            n
            and (split := _naming_goes_on(sentence)) is not None
            and (born := newborn_named(sentences[n - 1], split[0])) is not None
        ):
            sentences[n] = f"{born} {split[1]}"  # "She's called Isla, and she's tiny."
            changed = True
        elif n and (partner := _new_partner_named(sentences[n - 1], sentence)) is not None:
            sentences[n] = partner  # "Sam has a new girlfriend." + "Her name is Chloe."
            changed = True
        elif n and (group := _group_named(sentences[n - 1], sentence)) is not None:
            sentences[n] = group  # "I play in a band." + "We're called The Flying Haggis."
            changed = True
        elif n and several_named(sentences[n - 1], sentence):
            pass  # "We met two kittens at the shelter. They're called ...": not the shelter
        elif (
            n
            # "Remember Jo? Her name ...": a question of one's own settles nothing
            and not sentences[n - 1].rstrip().endswith("?")
            and (said := _name_given(_with_own_subject(sentences[n - 1]), sentence)) is not None
        ) or (
            n >= 2
            # "I bought a boat! 19 foot, second hand. Her name is Makani": a description
            # of the one just mentioned stands between it and its name
            and _DESCRIBED.match(sentences[n - 1].strip()) is not None
            and not sentences[n - 2].rstrip().endswith("?")
            and (said := _name_given(_with_own_subject(sentences[n - 2]), sentence)) is not None
        ):
            sentences[n] = said
            changed = True
    return " ".join(sentences) if changed else text


# "She's black with white socks", "He's tiny": a description that opens on the pronoun of
# the one just mentioned, before the clause that names them.
_PRONOUN_DESCRIBES: Final = re.compile(r"^(?:she|he)(?:['’]s|\s+is)\s+[\w'-]+", re.IGNORECASE)


_NAMED_GOES_ON: Final = re.compile(
    r"(?:,\s+(?:and\s+)?|\s+and\s+)(?P<pronoun>he|she|they)(?![\w-])", re.IGNORECASE
)


def _naming_goes_on(sentence: str) -> tuple[str, str] | None:
    """``sentence`` that opens by naming someone and goes on about them after a comma
    ("She's called Isla, and she's tiny."), split into the naming ("She's called Isla.")
    and the rest ("She's tiny."); None for any other sentence."""
    given = name_given(sentence)
    if given is None or (goes_on := _NAMED_GOES_ON.match(sentence, given.end)) is None:
        return None
    rest = sentence[goes_on.start("pronoun") :]
    return f"{sentence[: given.end]}.", f"{rest[:1].upper()}{rest[1:]}"


# "Got a puppy!!", "Just adopted a kitten.": the speaker's own news with its "I" left out.
_GOT_WITHOUT_I: Final = re.compile(
    r"^(?:(?:just|finally|so)\s+)?(?:got|adopted|rescued|bought)\s+(?:a|an)\s", re.IGNORECASE
)


def _with_own_subject(sentence: str) -> str:
    """``sentence`` with the "I" a subjectless "Got a puppy!!" leaves out put back."""
    if _GOT_WITHOUT_I.match(sentence.strip()) is None:
        return sentence
    said = sentence.strip()
    return f"I {said[:1].lower()}{said[1:]}"


# A sentence with no verb of its own that describes what came before: "A street dog that
# followed me home.", "A deerhound cross, very long legs.", "19 foot, second hand."
_DESCRIBED: Final = re.compile(
    r"""(?:an?\s+(?:[\w'-]+\s+){0,3}?[\w'-]+(?:\s+(?:that|which|from|with)\b|,)
    |\d[\d.,]*\s*(?:foot|feet|ft|metres?|meters?|m|years?|months?|weeks?|kg|kilos?)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


# "I met someone.", "I've been seeing a guy from work.": a person the speaker met or goes
# out with, not yet named. (Someone a relative met is left alone: "my brother met a guy at
# the gym. his name is Tom" says little worth keeping about either.)
_MET_SOMEONE: Final = re.compile(
    r"""^(?:(?:well|so|and|oh|also|ok|okay|anyway|guess\s+what|news)[\s,.!…:]+)*
    (?P<lead>(?:i(?:'ve|\s+have|'m|\s+am)?|ive|im)\s+
    (?:(?:just|finally|recently|actually)\s+)?
    (?:met|been\s+seeing|seeing|started\s+seeing|been\s+dating|dating|started\s+dating))\s+
    (?P<who>someone|somebody|a\s+(?:guy|girl|man|woman|lady|bloke))(?:\s+new)?\b
    (?P<rest>[^.!?]*)[.!…]*$""",
    re.IGNORECASE | re.VERBOSE,
)


_MET_SEX: Final = {"guy": "m", "man": "m", "bloke": "m", "girl": "f", "woman": "f", "lady": "f"}
# "I met someone. Kasia. She ...", "I've been seeing someone. Morag, she runs ...": the
# name said alone, or before a "he"/"she" that goes on about them.
_NAME_ALONE: Final = re.compile(
    rf"""^\s*(?P<name>(?-i:[{UPPER}])[^\W\d_]+)(?=\s*[.!…]+\s*$|\s*$
    |,\s+(?P<pronoun>he|she)(?:['’]?s|\s+is|\s+was|\s+[a-z]+s)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def _name_alone(sentence: str) -> Given | None:
    """The name ``sentence`` opens on saying alone, as a :class:`.naming.Given`."""
    alone = _NAME_ALONE.match(sentence)
    if alone is None:
        return None
    name = alone.group("name")
    low = name.lower()
    # "Finally.", "Amazing.": words of those endings are no names, unless a list knows the
    # name or a he/she follows it ("Emily.", "Kelly, she's a vet")
    named = low in MALE_NAMES or low in FEMALE_NAMES or alone.group("pronoun")
    if (
        low in NOT_SAID_ALONE
        or low in COUNTRIES
        or (not named and low.endswith(("ly", "ing", "ed", "ous", "ful")))
        or len(name) < 3
    ):
        return None  # "I met someone. Finally.", "... Amazing.", "... Spain!"
    sex = _PRONOUN_SEX.get((alone.group("pronoun") or "").lower())
    return Given(name, sex, None, alone.end("name"))


def _name_goes_on(given: Given, rest: str) -> str | None:
    """What ``rest`` (the words after a name given) goes on to say of that person, with the
    name for its he/she: ", she's a vet in Ripon" -> "Kelly is a vet in Ripon"; None when it
    says nothing more of them or its pronoun is the other sex."""
    goes_on = _GOES_ON.match(rest)
    if goes_on is None or given.sex != _PRONOUN_SEX.get(goes_on.group("pronoun").lower()):
        return None
    be = " is" if goes_on.group("be") else ""
    return f"{given.name}{be} {rest[goes_on.end() :]}"


def _someone_named(before: str, sentence: str) -> tuple[str, str] | None:
    """``before`` and ``sentence`` with the one the speaker met (or goes out with) in
    ``before`` called by the name ``sentence`` opens on giving: "I met someone." + "His
    name is Matthias, and he's a mountain rescue volunteer." -> "I met Matthias." +
    "Matthias is a mountain rescue volunteer."; None for any other pair."""
    met = _MET_SOMEONE.match(before.strip())
    given = (name_given(sentence) or _name_alone(sentence)) if met is not None else None
    if met is None or given is None or given.lead is not None or " " in given.name:
        return None
    sex = _MET_SEX.get(met.group("who").split()[-1].lower())
    if not _NAME_END.match(sentence, given.end) or (
        None not in {sex, given.sex} and sex != given.sex
    ):
        return None
    introduced = f"{met.group('lead')} {given.name}{met.group('rest')}."
    rest = sentence[given.end :]
    if (said := _name_goes_on(given, rest)) is not None:
        return introduced, said
    return introduced, rest.lstrip(" ,.;!")


def _kin_named_ahead(given: Given, who: str) -> bool:
    """Whether ``given`` is a name the speaker is going to give and ``who`` a relative: the
    name is for someone still to come, not for the relative."""
    return (
        given.lead is not None
        and "going" in given.lead.lower()
        and re.search(rf"\b(?:{KIN_WORDS})\b", who, re.IGNORECASE) is not None
    )


def _name_given(before: str, sentence: str) -> str | None:
    """``sentence`` said of the one someone (or a pet, a boat, a band) ``before`` mentions
    without a name, when it opens by naming them: "We're getting a puppy." + "Her name is
    Miso." -> "Our new puppy is called Miso."; "We adopted a beagle." + "We've called them
    Pickle." -> "We've called the beagle Pickle."; None when ``before`` mentions none or
    several, names anyone, or denies or only imagines the one it mentions."""
    given = name_given(sentence)
    if given is None or no_one_to_name(before) or not _NAME_END.match(sentence, given.end):
        return None
    if _SPEAKER_OPENING.match(before) is None:
        clauses = list(_SPEAKER_CLAUSE.finditer(before))
        before = before[clauses[-1].end() :] if clauses else before
    speaker = _SPEAKER_OPENING.match(before)
    got = took_on(before) if speaker is not None else None
    who = _one_thing(before, kin=True)
    if who is None or (got is not None and who.lower().startswith(got.lower())):
        # "We got a tortoise for my birthday", "we adopted a Hermann's tortoise this
        # morning": the one thing the speaker got is the one named ("a rescue cat", not
        # "a rescue cat two" of "... two weeks ago")
        who = got
    if who is None or not sex_fits(who, given.sex) or has_name(who) or _kin_named_ahead(given, who):
        # "I have a stepmum. His name is ...": someone else; "My sister is pregnant. We're
        # going to call her ...": not the sister
        return None
    if who[:1].isupper() and _DETERMINED.match(who) is None:
        return None  # "He moved to Spain and left me his donkey. Her name is ...": no place
    if re.search(r"\b(?:someone|somebody)\b", who, re.IGNORECASE):
        return None  # "My sister met someone. His name is Ivo": no one of the speaker's
    if _INDEFINITE.match(who):
        if speaker is None:
            return None  # "A man knocked. His name is ...": no one the speaker has
        if got is None and is_thing(who) and not got_by_speaker(before, who):
            return None  # "We went to see a band. They're called ...": not theirs
        if given.lead is not None:
            whose = "the"
        else:
            whose = "my" if speaker.group("who").lower() == "i" else "our"
            if got is not None and is_new(who):
                whose = f"{whose} new"  # "We got a kitten": a new one
        who = _INDEFINITE.sub(whose, who)
    rest = sentence[given.end :]
    if given.lead is not None:
        return f"{given.lead} {who} {given.name}{rest}"
    said = f"{who[:1].upper()}{who[1:]} is called {given.name}"
    if (goes_on := _GOES_ON.match(rest)) is not None:
        # "..., she starts Monday", "... and he plays the tuba": what is said of the one
        # named next is a sentence of its own, about them when the pronoun fits
        pronoun = goes_on.group("pronoun").lower()
        if pronoun == "they" or given.sex not in {None, _PRONOUN_SEX[pronoun]}:
            return f"{said}. {rest[goes_on.start('pronoun') :]}"
        be = " is" if goes_on.group("be") else ""
        return f"{said}. {given.name}{be} {rest[goes_on.end() :]}"
    said += rest
    return _named_in_sentence(said) or said


_DETERMINED: Final = re.compile(
    r"(?<![\w'])(?P<det>the|my|our|a|an)\s+(?=(?P<words>(?:[a-z][\w-]*\s*){1,3}))",
    re.IGNORECASE,
)
# Words that end a noun phrase read left to right (what follows is its verb or a
# preposition) and nouns that are times, amounts or people, never an "it".
_PHRASE_END: Final = word_set(
    """is are was were be been am has have had do does did will would can could should
    may might must shall and or but so of in on at to for from with by about into over
    under near than as that which who when where while because if it its this these those
    after before since until during through without across behind
    there here up out off back down just really very too also still already now then
    today tonight yesterday tomorrow last next every ago yet i you he she we they me him
    her us them my your our a an the go goes went gone going""",
    None,
)
_NOT_IT: Final = word_set(
    """lot bit few couple while little week weekend day days morning afternoon evening
    night time times moment year years month months hour hours minute minutes way thing
    things one ones news idea chance point end start rest other same kind sort date dates
    plan plans stuff situation weather""",
    None,
)
_REFERRING: Final = re.compile(
    r"(?<![\w'])(?:it|it's|this|that|these|those|they|them)(?![\w'])", re.I
)
_SPEAKER_OPENING: Final = re.compile(
    r"""^(?:(?:oh|so|and|but|well|also|anyway|plus|ok|okay|btw|in\s+\w+\s+news)[,!.]?\s+
    |\w+,\s+)*(?P<who>i|we)(?:'m|'ve|'d|'ll|'re)?\s""",
    re.IGNORECASE | re.VERBOSE,
)


# What "it" does when it is an event: "It starts on the 2nd of April".
_EVENT_VERBS: Final = frozenset(
    {"starts", "started", "begins", "began", "finishes", "finished", "runs", "ran"}
)
_PLACE_BEFORE: Final = re.compile(r"\b(?:at|in|near)\s+$", re.IGNORECASE)


def _one_thing(sentence: str, *, kin: bool = False, event: bool = False) -> str | None:
    """The one thing ``sentence`` names, as a phrase that can open a sentence ("the Bath
    Half", "the shop", "my new bike"), or None when it names none or several (a person
    named, or a pronoun pointing further back, counts as another candidate). With
    ``event`` (what "it" is said to start or finish), the place a thing is at does not
    count ("a photography course at the community centre": the course)."""
    if _REFERRING.search(sentence) is not None:
        return None  # "I got it from the market": "it" may be what it already pointed at
    things: list[str] = []
    blocked = False

    def add(phrase: str) -> None:
        if phrase.lower() not in (t.lower() for t in things):
            things.append(phrase)

    speaker = _SPEAKER_OPENING.match(sentence)  # "I bought a van": the van is the one bought
    spans: list[tuple[int, int]] = []
    for m in _DETERMINED.finditer(sentence):
        words = _phrase_words(m.group("words"))
        head = words[-1].lower() if words else ""
        if not head or head in _NOT_IT or head in NOT_NAMES or (head in RELATIVES and not kin):
            continue
        if m.group("det").lower() in {"a", "an"} and speaker is None:
            blocked = True  # "a man at the bar": which, nothing says
            continue
        if event and things and _PLACE_BEFORE.search(sentence, 0, m.start()):
            continue  # "a course at the community centre": where the course is held
        spans.append((m.start(), m.start("words") + len(" ".join(words))))
        add(f"{m.group('det')} {' '.join(words)}")
    people, places = people_and_places(sentence)
    for name in people + places:
        at = sentence.find(name)
        if event and things and name in places and _PLACE_BEFORE.search(sentence, 0, at):
            continue  # "a flat in Hatfield": where the flat is, no thing of its own
        if not any(start <= at < end for start, end in spans):
            add(name)  # "the Bath Half" is one thing, not also "Bath Half"
    for m in _OTHERS_THING.finditer(sentence):
        # "he left me his donkey": another's thing is another candidate ("Spain" is not
        # the one a "her name is" after it names)
        if m.group("noun").lower() not in _PHRASE_END | _NOT_IT:
            add(m.group())
    if blocked or len(things) != 1:
        return None
    return things[0]


def _phrase_words(text: str) -> list[str]:
    """The words after a determiner that still name its thing: up to a phrase-ending
    word, a contraction, a past participle, or a relative's deed ("my uncle left ...")."""
    words: list[str] = []
    for word in text.split():
        low = word.lower()
        if low in _PHRASE_END or "'" in word or (word.islower() and low.endswith("ed")):
            break
        if words and words[-1].lower() in RELATIVES | ROLES and low in IRREGULAR_PAST:
            break  # "my uncle left me ...": the uncle, then what he did
        words.append(word)
    return words


_OTHERS_THING: Final = re.compile(
    r"(?<![\w'])(?:his|her|their)\s+(?:[a-z][\w-]*\s+){0,2}?(?P<noun>[a-z][\w-]*)(?=\s*[,.!?;]|\s*$)"
)


def _named_clause(match: re.Match[str]) -> str:
    said = match.group()[: match.start("comma") - match.start()]
    name, pronoun = match.group("name"), match.group("pronoun")
    kin = match.string[: match.start("name")].split()[-1]
    if match.group("comma").startswith(";") and said.split(" ")[0].lower() in {"my", "our"}:
        # "My partner Hemi comes along; he's ...": the speaker's own, read further on
        return match.group()
    if not pronoun_fits(name, pronoun) or not pronoun_fits(kin, pronoun):
        return match.group()  # "My lodger Crispin rang, she's ...": someone else
    verb = ""
    if match.group("pronoun").lower().endswith("'s"):
        # "..., he's moved to Lima": "has"; "..., she's engaged": "is"
        verb = f" {s_verb(match.string[match.end() :])}"
    return f"{said}. {match.group('name')}{verb} "


# "Is your cousin still in Porto?" - "Stefan? Yes, still there.": the answer names the
# relative the prompt asked about.
_NAME_CHECKED: Final = re.compile(
    r"^(?P<name>(?-i:[A-Z])[\w'-]+)\?\s+(?:yes|yep|yeah|yup|yes+)\b[,!.]*\s+(?P<rest>still\b.*)$",
    re.IGNORECASE | re.DOTALL,
)


# "How's your husband?" - "Marcus is good, he's training ...": the one asked about, named
# as the answer opens on how they are.
_HOW_IS_YOUR: Final = re.compile(
    rf"(?:^|[.!?]\s+)how(?:'s|\s+is)\s+your\s+(?:new\s+)?(?P<kin>{KIN_WORDS}|{alternation(PETS)})"
    r"\s*(?:doing\s*)?\?+$",
    re.IGNORECASE,
)
_NAME_IS_WELL: Final = re.compile(
    r"""^(?P<name>(?-i:[A-Z])[a-z]+)(?:'s|\s+is)\s+(?:doing\s+)?(?:really\s+|so\s+|pretty\s+)?
    (?:good|great|well|fine|ok|okay|alright|amazing|better|busy)\b(?P<rest>[,!.].*)?$""",
    re.VERBOSE | re.DOTALL,
)


_NO_NAME_WELL: Final = frozenset({"he", "she", "it", "they", "we", "that", "this", "everyone"})


def _kin_well(prompt: str, answer: str) -> str:
    """``answer`` with the relative "How's your husband?" asked about named as such:
    "Marcus is good, he's training ..." -> "My husband Marcus is good, he's training ..."."""
    asked = _HOW_IS_YOUR.search(prompt.strip())
    told = _NAME_IS_WELL.match(answer.strip()) if asked is not None else None
    if asked is None or told is None:
        return answer
    kin, name = asked.group("kin").lower(), told.group("name")
    if name.lower() in _NO_NAME_WELL:
        return answer  # "She's well.": the relative asked about, said as a pronoun
    if kin in PLURAL_KIN or name.lower() in NOT_NAMES or not pronoun_fits(f"my {kin}", answer):
        return answer
    return f"My {kin} {answer.strip()}"


# "What's your new boss like?", "whats the boss like", "How's the new flatmate?": the one
# relation of the answerer's the question asks after, whom the answer may name.
_ASKED_AFTER_ONE: Final = re.compile(
    rf"""(?:^|[.!?]\s+)(?:what(?:'s|s|\s+is)|how(?:'s|s|\s+is))\s+(?:your|ur|the)\s+(?:new\s+)?
    (?P<kin>{alternation(RELATIVES | ROLES | KIN_EXTRA)})(?:\s+like)?\s*\?*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _asked_one_named(prompt: str, answer: str) -> str:
    """ "What's your new boss like?" + "Her name is Gaynor, she's about sixty." -> "My
    boss is called Gaynor. Gaynor is about sixty."; ``answer`` as it is otherwise."""
    asked = _ASKED_AFTER_ONE.search(" ".join(prompt.split()))
    given = name_given(answer) if asked is not None else None
    if asked is None or given is None or given.lead is not None or " " in given.name:
        return answer
    kin = asked.group("kin").lower()
    if kin in PLURAL_KIN or given.name.lower() in NOT_NAMES or not sex_fits(kin, given.sex):
        return answer
    if not _NAME_END.match(answer, given.end):
        return answer
    named = f"My {kin} is called {given.name}."
    rest = answer[given.end :]
    if (said := _name_goes_on(given, rest)) is not None:
        return f"{named} {said}"
    return f"{named} {rest.lstrip(' ,.;!')}".strip()


def _kin_named(prompt: str, answer: str) -> str:
    answer = _asked_one_named(prompt, _kin_well(prompt, answer))
    checked = _NAME_CHECKED.match(answer.strip())
    pointed = _THATS_THEM.match(answer.strip()) if checked is None else None
    if checked is None and pointed is None:
        return answer
    kin = {m.group("kin").lower() for m in _YOUR_KIN.finditer(prompt)}
    if len(kin) != 1:
        return answer
    relative = kin.pop()
    if pointed is not None:
        # "Is your brother the one in Lyon?" - "That's him, Anselm. He's been there ...":
        # the relative is named, and "he" after it is that relative
        name, rest = pointed.group("name"), pointed.group("rest")
        if not pronoun_fits(f"my {relative}", pointed.group("who")):
            return answer
        person = f"my {relative} {name}"
        told = name_pronouns(person, rest) if pronoun_fits(person, rest) else rest
        if person in told:
            return f"{told[:1].upper()}{told[1:]}"  # what is said of them carries the name
        return f"My {relative} is called {name}. {told}".strip()
    assert checked is not None
    return f"My {relative} {checked.group('name')} is {checked.group('rest')}"


# "That's him, Anselm.", "yes that's her - Maren!": the one asked about, named.
_THATS_THEM: Final = re.compile(
    r"""^(?:(?:yes|yeah|yep|yup)[,!.]*\s+)?that's\s+(?P<who>him|her)[,!.]*\s*(?:[–—-]\s*)?
    (?P<name>(?-i:[A-Z])[\w'-]+)\s*[.!]+\s*(?P<rest>.*)$""",
    re.IGNORECASE | re.VERBOSE | re.DOTALL,
)


# "Which city are you in, so I can be specific?": the purpose asks nothing more.
_PURPOSE_TAIL: Final = re.compile(r",\s+(?:so|so\s+that|to|just\s+so)\s+[^?]*\?$", re.IGNORECASE)


def moves_on(prompt: str) -> bool:
    """Whether ``prompt``'s last question asks past what was just said ("Good old Ifor.
    How's everything else?", "Any other news?"): an answer's "he"/"she" is then no one the
    prompt named."""
    asked = _last_question(prompt) if "?" in prompt else None
    if asked is None or _MOVING_ON.search(asked) is None:
        return False
    # "What else did Ifor say?", "How's your dad otherwise?": it still asks about someone
    return not any(w[:1].isupper() for w in asked.split()[1:]) and not _YOUR_KIN.search(asked)


_MOVING_ON: Final = re.compile(
    r"""\b(?:else|otherwise|apart\s+from\s+(?:that|this)|besides\s+(?:that|this)
    |other\s+than\s+(?:that|this)|other\s+news)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _last_question(prompt: str) -> str | None:
    sentences = [s.strip() for s in SENTENCE_END.split(prompt.strip()) if s.strip()]
    for sentence in reversed(sentences):
        if sentence.endswith("?"):
            return " ".join(sentence.split())
    return None


def first_sentence(answer: str) -> tuple[str, str]:
    parts = SENTENCE_END.split(answer.strip(), maxsplit=1)
    return parts[0], parts[1] if len(parts) > 1 else ""


# --- fragments ------------------------------------------------------------------------

_VERBISH: Final = word_set(
    """i i'm i've i'd i'll me my we we're our is are was were am be been have has had do
    does did don't doesn't didn't can can't will won't would it it's that's there's he she
    they he's she's they're you you're no not nope nah yes yeah yep dunno maybe probably
    nothing none nobody nowhere never anything something everything everywhere""",
    None,
)
_MAX_FRAGMENT_WORDS: Final = 6


def _fragment(sentence: str) -> str | None:
    """The noun phrase a fragment answer gives ("Leeds, since March." -> "Leeds")."""
    text = _STILL.sub("", FILLER.sub("", sentence).strip())  # "Still Leeds." -> "Leeds"
    text = _NAME_IS.sub("", text)  # "His name's Carl." -> "Carl"
    if _NAME_SAID.match(text):
        return None  # "His name's a secret": a sentence, no name
    head = re.split(r"\s*[,;:(–—]\s*|\s+-\s+", text, maxsplit=1)[0].strip().rstrip(".!…")
    words = head.split()
    if not words or len(words) > _MAX_FRAGMENT_WORDS:
        return None
    if _NAMED_THEN_VERB.match(text, len(head)):
        return None  # "The organ builder, Aivars, heard me ...": a sentence, its subject named
    if head.endswith("?") or _POINTS_BACK.match(head):
        return None  # "Why?", "Same place": asks back, or leans on what was said before
    if any(w.lower().strip(".,!?'\"") in _VERBISH for w in words):
        return None
    if _ARTICLE_WORD.match(head):
        return head[:1].lower() + head[1:]  # "A small town near Cork" inside a sentence
    return head


# "His name's Carl", "Her name is Carys": the name, said with what it is.
_NAME_IS: Final = re.compile(
    r"^(?:his|her|their)\s+name(?:['’]s|\s+is)\s+(?=(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s*(?:[,.!;]|$))",
    re.IGNORECASE,
)


_NAME_SAID: Final = re.compile(r"^(?:his|her|their|my)\s+name(?:['’]s|\s+is)\s", re.I)


# ", Aivars, heard me": a name set beside the phrase, then its verb.
_NAMED_THEN_VERB: Final = re.compile(
    rf"\s*,\s*(?-i:[{UPPER}])[\w'-]+(?:\s+(?-i:[{UPPER}])[\w'-]+)?\s*,\s+(?-i:[a-z])[\w'-]+"
    r"(?<!\band)(?<!\bor)(?<!\bbut)\b(?!\s*[.!?]*$)"
)


# "Still Leeds.", "Definitely Middlemarch.", "Hands down, Lisbon.": a word that only
# insists on the answer.
_STILL: Final = re.compile(
    r"^(?:still|definitely|easily|hands\s+down|obviously|without\s+(?:a\s+)?doubt)[,!]?\s+"
    r"(?=(?-i:[A-Z]))",
    re.IGNORECASE,
)
_POINTS_BACK: Final = re.compile(
    r"^(?:(?:the\s+)?same|nowhere|nobody|none|nothing|no\s+one)\b", re.IGNORECASE
)
_IS_FIELD: Final = re.compile(r"[a-z]+ing", re.IGNORECASE)
_ARTICLE_WORD: Final = re.compile(r"(?:A|An|The)\s+[a-z]")
_PLACE_PREPOSITION: Final = re.compile(r"^(?:in|at|near|to|from)\s+", re.IGNORECASE)
_WORKPLACE: Final = re.compile(r"\s*(?P<place>(?:at|for|in)\s+[^,.;!?]+)")
_ARTICLE: Final = re.compile(r"^(?:a|an|the)\s", re.IGNORECASE)
# "On a farm outside Kilkenny", "Outside Leeds", "By the sea": a place with its preposition.
_ON_A_PLACE: Final = re.compile(
    r"^(?:on\s+(?:a|an|the)|(?:just\s+)?outside|by\s+the|up\s+north|down\s+south)\b", re.IGNORECASE
)


def _with_article(phrase: str) -> str:
    if _ARTICLE.match(phrase) or (phrase[:1].isupper() and " " in phrase):
        return phrase
    noun = phrase[:1].lower() + phrase[1:]
    return ("an " if noun[:1] in "aeiou" else "a ") + noun


def _question(pattern: str) -> re.Pattern[str]:
    """A whole question, any case; ``pattern`` is verbose and leaves out the "?"."""
    return re.compile(rf"^(?:{pattern})\?$", re.IGNORECASE | re.VERBOSE)


_YOUR_THING: Final = _question(
    r"""(?:what|who|which)(?P<be>'s|\s+is|\s+are|'re)\s+your\s+
    (?P<thing>(?:[\w'-]+\s+){0,2}?[\w'-]+?)(?:\s+(?P<tail>called|named))?
    (?:\s+(?:again|now|these\s+days|then))?"""
)
# A "what's your ... <word>?" whose last word makes it ask about how or what for, not
# for the thing itself: "what's your flat like?", "what's your sister up to?".
_NOT_A_THING: Final = frozenset({"like", "up", "to", "doing", "about", "for", "into", "on", "with"})
_WHERE_YOU: Final = _question(
    r"""(?:where(?:abouts)?\s+(?:are|do)\s+you\s+(?P<verb>living|live|based|staying|sleeping|working
    |work|from)
    (?:\s+(?:now|these\s+days|at\s+the\s+moment))?
    |(?:remind\s+me\s+|so\s+)?where\s+(?:did\s+)?you\s+(?P<ended>end(?:ed)?\s+up|settled?)
    (?:\s+(?:again|in\s+the\s+end))?
    |are\s+you\s+still\s+in\s+the\s+same\s+(?P<same>place|city|town|flat|house|area)
    |(?:so\s+)?where(?:'s|\s+is)\s+(?P<home>home)(?:\s+for\s+you)?
    (?:\s+(?:now|these\s+days|at\s+the\s+moment|nowadays))?
    |where\s+do\s+you\s+call\s+(?P<home2>home)(?:\s+(?:now|these\s+days|at\s+the\s+moment))?)"""
)
# "Where's home?" - "Cork originally": where someone comes from, not where they live.
_ORIGIN: Final = re.compile(
    r"^[^,]*?\s+originally\W*$|^[^,]*,\s*(?:originally|born\s+and\s+(?:bred|raised))\W*$",
    re.IGNORECASE,
)
# "between Leeds and London", "wherever the van is": no one place.
_NO_ONE_PLACE: Final = re.compile(
    r"^(?:between|wherever|anywhere|everywhere|all\s+over|here\s+and\s+there)\b", re.IGNORECASE
)
_ORIGINALLY: Final = re.compile(r"\s+originally$", re.IGNORECASE)
_JOKING: Final = re.compile(
    rf"{LAUGH}|\b(?:haha\w*|jk|kidding|joking)\b|[😜😉🙃😅]", re.IGNORECASE | re.VERBOSE
)
_WHICH_PLACE: Final = _question(
    r"""(?:which|what)\s+(?:city|town|country|village|neighbou?rhood|part\s+of\s+[\w\s]+?)\s+
    (?:are|do)\s+you\s+(?P<verb>in|live\s+in|living\s+in|based\s+in|from)
    (?:\s+(?:now|these\s+days))?"""
)
_WHAT_JOB: Final = _question(
    r"""what\s+(?:do\s+you\s+do|(?:are\s+)?you\s+doing)(?:\s+for\s+(?:work|a\s+living))?
    (?:\s+(?:on|at|in)\s+the\s+(?!(?:weekends?|evenings?|nights?|mornings?|holidays?|summer
    |winter|moment|day|week|mean\s*time)\b)(?:[\w-]+\s+){0,2}?(?:farm|site|hospital|plant
    |factory|port|station|mine|rig|yard|lab|office|base|airport|school|works|mill))?
    (?:\s+these\s+days|\s+now)?
    (?:,?\s+now\s+that\s+you(?:'ve|\s+have|'re|\s+are)?\s+(?:left|retired|quit|finished|moved)\b[^?]*)?"""
)
_WHAT_CALLED: Final = _question(
    r"""(?:(?:so\s+)?what\s+(?:did|(?P<now>are))\s+you\s+(?P<verb>call|name|calling|naming)\s+
    (?P<thing>(?:[\w'-]+\s+){0,3}?[\w'-]+)
    |did\s+you\s+(?P<verb2>call|name)\s+(?P<thing2>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+yet)"""
)
_WHAT_DOING: Final = _question(
    r"""what\s+(?:(?:kind\s+of\s+|sort\s+of\s+)?(?:sport|sports|instrument|music|book|books|course
    |subject|subjects|language|languages|degree|game|games)\s+)?(?:are|were)\s+you\s+(?P<verb>[a-z]+ing)
    (?P<when>\s+(?:these\s+days|now|at\s+the\s+moment|lately|right\s+now))?"""
)
_WHERE_DID: Final = _question(
    r"""(?:where|how(?!\s+did\s+you\s+(?:do|go|get\s+on|fare|find|like|feel|manage|cope)\b))
    \s+did\s+you(?P<other>\s+and\s+(?-i:[A-Z])[\w'-]+)?
    (?:\s+(?:two|both|guys|all))?\s+(?P<verb>[a-z]+)
    (?P<rest>(?:\s+(?!in\s+the\s+end\b|first\b|originally\b|then\b)[\w'-]+){0,5}?)
    (?:\s+(?:in\s+the\s+end|first|originally|then|after\s+all))?"""
)
# "At a book fair in Oakham", "In a queue at the post office": how, said by where.
_HOW_PLACED: Final = re.compile(r"(?:at|in|on)\s+(?:a|an|the|my|our)\s", re.IGNORECASE)
_MOTION_WORDS: Final = re.compile(r"\b(?:go|going|went|travel\w*|fly\w*|mov\w*|head\w*)\b", re.I)
_WHO_MADE: Final = _question(
    r"""who\s+(?P<verb>made|painted|drew|built|knitted|knit|took|carved|sewed|designed|baked
    |crocheted|quilted|framed|wrote|organised|organized|planned|arranged|cooked|catered|fixed
    |repaired|restored|decorated|renovated)\s+(?P<rest>(?:that|this|your|the)\s+.+)"""
)
# "Priscilla did.", "Yemi!", "My friend Pia did": who made it, named.
_MAKER: Final = re.compile(
    # "She did, Halima, with four layers": the pronoun first, then who it is
    r"(?:(?:she|he|they)\s+did\s*,\s*)?(?P<name>(?-i:[A-Z])[\w'-]+)(?:\s+did)?\s*(?:[.!,]|$)",
    re.IGNORECASE,
)
# "My mum did!", "my uncle made it": who made it, a relative of the one answering.
_KIN_MAKER: Final = re.compile(
    r"(?P<name>(?:my|our)\s+(?:[\w-]+\s+)?(?:"
    + KIN_WORDS
    + r"))\s+(?:did\b|(?P<verb>made|built|painted|drew|knitted|took|carved|sewed|threw|baked)"
    r"\s+it\b)",
    re.IGNORECASE,
)
_MADE_HOW: Final = re.compile(
    r"\s+(?:out\s+of|from|with|for|in|by\s+hand|on)\b[^,.;!?]*", re.IGNORECASE
)
_LIFE_IN: Final = _question(
    r"""how(?:'s|\s+is|\s+are)\s+(?:life|living|everything|things|it\s+going)\s+(?:going\s+)?
    (?:in|over\s+in|down\s+in|up\s+in|out\s+in|back\s+in)\s+
    (?P<place>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2})
    (?:\s+these\s+days|\s+treating\s+you)?"""
)
_WHERE_FROM: Final = _question(
    r"""where(?:'s|\s+is|\s+did)\s+(?:it|that|you\s+get\s+(?:it|(?:that|this|your|the)\s+
    (?P<thing>(?:[\w-]+\s+){0,3}?[\w-]+)(?:\s+(?:in|on|by|above|from|you|we|that)\s+[^?]+)?))
    (?:\s+from)?"""
)
_MAKER_DID: Final = re.compile(
    r"""(?P<name>(?-i:[A-Z])[\w'-]+)\s+(?:did|(?P<verb>made|built|painted|drew|knitted|took
    |carved|sewed|threw)\s+it)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_THAT_WAS: Final = re.compile(
    r"(?:that|it)(?:\s+was|'s)\s+(?P<name>(?-i:[A-Z])[\w'-]+)\s*(?:[.!,]|$)", re.IGNORECASE
)
# "How old are you now?", "How old are you now, thirty-five?": the guess the question ends
# on waits for the age put right or agreed.
_HOW_OLD: Final = _question(
    r"how\s+old\s+are\s+you(?:\s+now)?(?:,?\s+(?:about\s+)?(?:\d{1,3}|[a-z]+(?:-[a-z]+)?)(?:\s+now)?)?"
)
_PAST: Final = {
    "meet": "met", "go": "went", "get": "got", "grow": "grew", "find": "found",
    "buy": "bought", "come": "came", "begin": "began", "make": "made", "take": "took",
    "study": "studied", "stay": "stayed",
}  # fmt: skip
_LIVE: Final = {
    "living": "I live in",
    "live": "I live in",
    "in": "I live in",
    "staying": "I'm staying in",
}


def _in_sentence(phrase: str) -> str:
    """A fragment as it reads inside a sentence: "Oat lattes" -> "oat lattes", while
    names keep their capitals ("Talking Heads", "Lisbon")."""
    words = phrase.split()
    if len(words) > 1 and all(w[:1].isupper() for w in words if w.isalpha() and len(w) > 3):
        return phrase
    if len(words) == 1 or not words[0][:1].isupper():
        return phrase
    return phrase[:1].lower() + phrase[1:]


def _made_by(prompt: str, question: str, answer: str, rest: str = "") -> str | None:
    """ "Who made that quilt?" + "Dana did." -> "Dana made the quilt"; "Where did you get
    that lamp?" (or "... that lamp. Where's it from?") + "That was Dana." -> "Dana made
    the lamp". ``rest``: the answer after its first sentence ("He carved it from oak"
    tells the deed whole, with how, once its "it" is the thing)."""
    said = FILLER.sub("", answer)
    if _TOLD_AGAIN.match(rest):
        return None
    if (asked := _WHO_MADE.match(question)) is not None:
        maker = _MAKER.match(said) or _KIN_MAKER.match(said) or _THAT_WAS.match(said)
        thing = _asked_thing(question) or asked.group("rest")
        verb = asked.group("verb").lower()
    elif (got := _WHERE_FROM.match(question)) is not None:
        maker = (
            _MAKER_DID.match(said) or _KIN_MAKER.match(said) or _THAT_WAS.match(said)
        )  # not "Ikea." (a shop)
        thing = got.group("thing") or _asked_thing(prompt)
        verb = "made"
    else:
        return None
    if maker is None or not thing:
        return None
    if not _a_name(maker.group("name")):
        return None  # "he did, Yesterday.", "She did, Honestly ...": no one named
    verb = (maker.groupdict().get("verb") or verb).lower()
    # "my grandad carved it out of a single piece of yew": how, kept with who
    how = _MADE_HOW.match(said, maker.end()) if maker.groupdict().get("verb") else None
    on = _MADE_ON.match(asked.group("rest")) if asked is not None else None
    if on is not None and verb in {"painted", "drew", "carved", "decorated"}:
        thing = on.group("thing")  # "the fish on your garage door": painted there, stays there
    thing = re.sub(r"\byour\b", "my", thing)  # "in your hallway", said back: "in my hallway"
    thing = re.sub(r"^(?:the|that|this)\s+", "", thing, flags=re.IGNORECASE)  # "the cake for ..."
    return f"{maker.group('name')} {verb} the {thing}{how.group() if how else ''}"


def _doer_named(question: str, answer: str, rest: str = "") -> str | None:
    """ "Who looks after the bees when you're away?" + "My nephew does." -> "My nephew
    looks after the bees when I'm away"; "who's driving tonight?" + "Priya is!" -> "Priya
    is driving tonight"; "Who taught you to knit?" + "My gran did." -> "My gran taught me
    to knit". The answer's "does", "did", "is" or "will" must fit the question's verb;
    when ``rest`` tells the deed again ("He built it in May."), that says it whole."""
    if _TOLD_AGAIN.match(rest):
        return None
    asked = _WHO_DID.match(question.strip())
    said = _DOER.match(FILLER.sub("", answer.strip()))
    if asked is None or said is None:
        return None
    verb, rest = asked.group("verb").lower(), asked.group("rest")
    aux = (asked.group("aux") or "").lower().replace("'", "").strip()
    if verb in _NOT_DEEDS or _DOER_HEDGED.search(rest):
        return None  # "who knows?", "who is Ana?", "who did you go with?"
    if aux in {"s", "is"}:
        tense, lead = "is", "is "
    elif aux in {"ll", "will"}:
        tense, lead = "will", "will "
    elif not aux and (verb in IRREGULAR_PAST or verb.endswith("ed")):
        tense, lead = "did", ""
    elif not aux and verb.endswith("s"):
        tense, lead = "does", ""
    else:
        return None
    if (said.group("aux") or tense).lower() != tense or (tense == "is") != verb.endswith("ing"):
        return None  # "Who fixed it?" - "My dad does": no answer to that question
    doer = said.group("doer")
    if doer.split()[0].lower() in NOT_NAMES | {"nobody", "everyone", "someone", "anyone"}:
        return None
    # "taught you to knit", "when you're away": the one asked, said back as "me" or "I"
    told = re.sub(r"^(?:you\b|(?:that|this)\b)", _said_back, rest, flags=re.IGNORECASE)
    more = f" {said.group('more')}" if said.group("more") else ""
    if more and more.strip().lower() in told.lower():
        more = ""  # "every morning?" - "Tom, every morning": said once
    return first_person(f"{doer[:1].upper()}{doer[1:]} {lead}{verb} {told}{more}")


# "he is.", "She does!": who is asked after, only as a pronoun ...
_PRONOUN_DOES: Final = re.compile(
    r"^(?:he|she|they)\s+(?P<aux>is|does|did|will)\s*[.!]*$", re.IGNORECASE
)
# ... and then named: "my brother mussa, every tues", "Kassim, on Fridays".
_NAMED_NEXT: Final = re.compile(
    rf"""^(?P<doer>(?:my|our)\s+(?:[a-z]+\s+)?(?:{KIN_WORDS})|(?-i:[{UPPER}])[a-z'-]+)
    (?:\s+(?P<name>[{UPPER}a-z][a-z'-]+))?(?P<more>\s*,\s*[^.!?]+?)?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _a_name(word: str) -> bool:
    """Whether ``word`` may name someone (not "Yesterday", "Honestly", "obviously")."""
    return word.lower() not in NOT_NAMES and could_be_a_name(word)


def _doer_after_pronoun(first: str, rest: str) -> tuple[str, str]:
    """ "he is." + "my brother mussa, every tues" -> ("my brother mussa is, every tues",
    ""): who does it, named in the sentence after the pronoun that answered; ``first`` and
    ``rest`` as they were for any other answer."""
    pronoun = _PRONOUN_DOES.match(first)
    named = _NAMED_NEXT.match(rest) if pronoun is not None else None
    if pronoun is None or named is None:
        return first, rest
    doer, name = named.group("doer", "name")
    if not _a_name(doer) or (name and not _a_name(name)):
        return first, rest  # "he is. Obviously", "he is. my brother obviously": no name
    if name:
        doer = f"{doer} {name.capitalize()}"  # "my brother mussa": a name
    return f"{doer} {pronoun.group('aux').lower()}{named.group('more') or ''}", ""


def _said_back(said: re.Match[str]) -> str:
    """ "you" after the verb is "me" said back; "that quilt" is "the quilt"."""
    return "me" if said.group().lower() == "you" else "the"


# "Who looks after the bees?", "who's driving tonight", "Who'll feed the cat?", "Who made
# the cake?": who does a deed, asked.
_WHO_DID: Final = _question(
    r"""who(?:\s*(?P<aux>'s|\s+is|'ll|\s+will))?\s+(?P<verb>[a-z]+)\s+(?P<rest>[a-z][^?]*?)"""
)
# "My nephew does.", "Priya is!", "our Tam did", "Me mam will.": who, and a word to agree
# with the question's tense; or the relative alone ("My nephew.").
_DOER: Final = re.compile(
    rf"""^(?P<doer>(?:my|our|me)\s+(?:[a-z]+\s+)?(?:{KIN_WORDS})(?:\s+(?-i:[{UPPER}])[a-z'-]+)?
    |(?:our\s+)?(?-i:[{UPPER}])[a-z'-]+(?:\s+and\s+(?-i:[{UPPER}])[a-z'-]+)?)
    (?:\s+(?P<aux>does|did|is|will))?(?:\s*,\s*(?P<more>(?:at|in|on|for|with|from|last|this|back
    |every)\s[^.!?,;]+?))?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_NOT_DEEDS: Final = word_set(
    """is was are were do does did has have had can could would should knows knew cares
    cared said says asked asks thinks thought wants wanted needs needed says told tells
    else going being""",
    None,
)
# "who helped you with it?" needs an "it"; "who did you go with?" asks of someone else.
# "who'll look after them while you're away?" leans on what "them" was.
_DOER_HEDGED: Final = re.compile(r"\b(?:it|them|him|her|he|she|they)\b|\bthat$|\bor\b", re.I)


_MADE_ON: Final = re.compile(
    r"^(?:the|that|this)\s+(?P<thing>[\w'-]+(?:\s+[\w'-]+)?\s+on\s+your\s+[\w'-]+(?:\s+[\w'-]+)?)$",
    re.IGNORECASE,
)
# "He carved it from oak.", "She made it out of driftwood.": the deed told again, whole.
_TOLD_AGAIN: Final = re.compile(
    r"^(?:he|she|they)\s+(?:[a-z]+ed|made|built|drew|knit|threw|wove|spun|wrote|took|cast)\s+it\b",
    re.IGNORECASE,
)


_FRAGMENT_QUESTIONS: Final = (
    "what", "who", "which", "where", "how", "remind", "so ", "are you still", "did you",
    "when",
)  # fmt: skip
_WHAT_YOU_VERB: Final = _question(
    r"""(?:what|which)\s+(?:kind\s+of\s+|sort\s+of\s+|type\s+of\s+)?[a-z]+(?:\s+[a-z]+)?\s+
    (?:do\s+you|does\s+(?P<who>your\s+(?:"""
    + KIN_WORDS
    + r""")|(?-i:[A-Z])[a-z]+))\s+
    (?P<verb>play|drive|speak|drink|ride|support|follow|teach|study|own|use
    |listen\s+to|read|write|collect|grow|breed|keep|work\s+with|sell|make|bake|brew|paint
    |design|build|knit|sew|fix|repair|restore)
    (?:\s+(?:now|these\s+days|at\s+the\s+moment|most|best|usually|mostly))?"""
)
_WHEN_YOUR: Final = _question(
    r"""when(?:'s|\s+is)\s+your\s+(?P<thing>birthday|anniversary|name\s+day|wedding
    |due\s+date)(?:\s+again)?"""
)
_HOW_LONG: Final = _question(
    r"""how\s+long\s+have\s+you\s+(?P<done>(?:been\s+)?[a-z]+(?:\s+[^?,]{1,40}?)?)
    (?:\s+(?:now|for|then))?"""
)
# "how long have you been together?": with whom, the answer alone cannot say.
_NOT_ALONE: Final = re.compile(r"\b(?:together|there|here|it|that|this|them)$", re.IGNORECASE)
# "two years now": how long so far, said the way a span is.
_SPAN_TAIL: Final = re.compile(r"\s+(?:now|already|so\s+far)$")
_DURATION: Final = re.compile(
    r"^(?:about\s+|around\s+|almost\s+|nearly\s+|over\s+|just\s+over\s+|roughly\s+)?"
    r"(?:\w+\s+(?:and\s+a\s+half\s+)?(?:years?|months?|weeks?|decades?)"
    r"(?:\s+(?:now|already|so\s+far))?|since\s+\S.*)$",
    re.IGNORECASE,
)


def _your_thing(question: re.Match[str], value: str, answer: str = "") -> str | None:
    """ "what's your cat called?" + "Miso" -> "My cat is called Miso"; "who are your
    witnesses?" + "Ines and her brother Tom." -> "My witnesses are Ines and her brother
    Tom"."""
    words = question.group("thing").lower().split()
    last = words[-1]
    if last in _NOT_A_THING:
        return None  # "what's your new boss like?" asks what they are like, not who
    if len(words) > 1 and last.endswith("ing") and words[-2] in RELATIVES | PETS:
        return None  # "what is your son studying?": what he does, asked of him
    if last in _JOB_WORDS and not names_a_job(value):
        return None  # "What's your dad's job?" - "Retired now."
    if last in _PASTIME_WORDS and not question.group("tail"):
        if _JOKING.search(value) or any(w.lower() in _NO_PASTIME for w in value.split()):
            return None
        value = _MOSTLY.sub("", value).strip()  # "what are your hobbies?" - "pottery, mostly"
        lower = _IS_FIELD.fullmatch(value) or value.lower() in PASTIMES  # "Woodwork"
        return f"I'm into {value[:1].lower() + value[1:] if lower else value}"
    tail = f" {question.group('tail').lower()}" if question.group("tail") else ""
    if question.group("be").strip().lower() in {"are", "'re"}:
        said = _all_listed(answer, value) or _in_sentence(value)
        bare = _HEDGE_KEPT.sub("", said)
        if _GUESSED.search(bare) or (_GUESSED.search(answer) and bare == said):
            return None  # "Mia and Jo, hopefully", "Mia, maybe Jo": a guess
        if _THIRD_OWNER.search(bare):
            return None  # "Ines and her sister", no one named before "her": whose?
        return f"My {question.group('thing')} are{tail} {said}"
    if _GUESSED.search(answer):
        return None  # "Tom, hopefully": a guess
    return f"My {question.group('thing')} is{tail} {_in_sentence(value)}"


# "Ines and Tom", "Ines, and Tom": the items of an answer's list; one that only puts a
# matter aside ("though") is no item.
_ITEMS_SPLIT: Final = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*", re.IGNORECASE)
_HEDGE_ITEM: Final = re.compile(r"^though\b", re.I)
# "if she'll do it", "hopefully", "if they say yes", "maybe": an answer that is a guess.
_GUESSED: Final = re.compile(
    rf"""\b(?:{HEDGE_WORDS}|unless|if\s+(?:all|everything|she|he|they|it|we)\b
    |if\s+(?:she|he|they|it|we)['’](?:ll|s|re|d)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "Ines (unconfirmed)": an item's hedge, kept with it.
_HEDGE_KEPT: Final = re.compile(r"\s*\(unconfirmed\)")
# "her sister Tom": an owner a fact would leave for the reader to guess.
_THIRD_OWNER: Final = re.compile(r"\b(?:her|his|their)\s", re.IGNORECASE)
# A name alone, the owner an item's "her" or "his" after it speaks of.
_A_NAME: Final = re.compile(rf"(?-i:[{UPPER}])[a-z'-]+")


def _owner_named(before: str, item: str) -> str:
    """``item`` with an opening "her" or "his" said as the name listed just ``before`` it
    ("Ines", "her sister Tom" -> "Ines's sister Tom"); else ``item`` as it is."""
    owner = re.match(r"(?:her|his)\s", item, re.IGNORECASE)
    if owner is None or not _A_NAME.fullmatch(before):
        return item
    return f"{before}'s {item[owner.end() :]}"


def _all_listed(answer: str, value: str) -> str | None:
    """Every item the answer lists after ``value``, its first ("Ines, and her sister Tom."
    -> "Ines and Ines's sister Tom"), each as said inside a sentence ("My cousin" -> "my
    cousin"); None when the answer is no list of short noun phrases."""
    text = FILLER.sub("", answer).strip().rstrip(".!…")
    items: list[str] = []
    hedges: set[int] = set()  # "Ines, if she'll do it, and Tom": Ines unconfirmed
    said = [item for item in _ITEMS_SPLIT.split(text) if item and not _HEDGE_ITEM.match(item)]
    for at, item in enumerate(said):
        if items and 0 < at < len(said) - 1 and _GUESSED.match(item):
            hedges.add(len(items) - 1)
        else:
            items.append(item)
    items = items[:1] + [_owner_named(a, b) for a, b in pairwise(items)]
    if (
        len(items) < 2
        or items[0] != value
        or any(
            len(item.split()) > 4 or any(w.lower() in _VERBISH - _OWNERS for w in item.split())
            for item in items
        )
    ):
        return None
    items = [_LEADING_DETERMINER.sub(lambda m: m.group().lower(), item) for item in items]
    # said as "unconfirmed": the hedge's own "it", "she" would be read as the fact's
    items = [f"{item} (unconfirmed)" if at in hedges else item for at, item in enumerate(items)]
    return f"{', '.join(items[:-1])} and {items[-1]}"


_OWNERS: Final = word_set("my our", None)
_LEADING_DETERMINER: Final = re.compile(r"^(?:a|an|the|my|our|some)\b", re.IGNORECASE)


_PASTIME_WORDS: Final = frozenset({"hobby", "hobbies", "interests", "passions"})
_NO_PASTIME: Final = frozenset({"work", "sleep", "sleeping", "nothing", "netflix", "tv", "kids"})


# "about two years now, I take classes on Tuesdays": after the span, a clause of its own.
_OWN_CLAUSE: Final = re.compile(
    r"^[^,;]+[,;–—]\s*(?:and\s+|but\s+)?(?P<clause>(?:i|i'm|i've)\s+[^,;?]+?)[.!]*$",
    re.IGNORECASE,
)


# ", eleven years now" closing an answer: how long what it confirms has lasted.
_CLOSING_SPAN: Final = re.compile(
    r"""[,;]\s+(?P<span>(?:(?:almost|nearly|over|about|around|more\s+than)\s+)?
    (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen
    |fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)\s+
    (?:years|months|weeks|decades)(?:\s+(?:now|and\s+counting|so\s+far))?)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# "Yes, since the 1st of October, but not on line 4.": when what is confirmed began.
_YES_SINCE: Final = re.compile(
    r"""^(?P<yes>yes|yeah|yep|yup)[,!.]*\s+since\s+
    (?!(?:about\s+|around\s+)?(?:\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|o'clock|ish)?
    |(?:this|early\s+this)\s+(?:morning|afternoon|evening)|tonight|lunch(?:time)?|breakfast
    |dinner|noon|midday|midnight|last\s+night|earlier|an\s+hour|(?:the\s+)?(?:morning|afternoon)
    )\s*(?:[,.!]|$))
    (?P<when>(?:the\s+)?[\w ]+?)
    (?:,\s+but\s+not\s+[^,.;!?]+)?[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _with_span(first: str, statement: str) -> str:
    """``statement`` (what an answer confirmed, in the first person) with how long it has
    lasted, when the answer closed on that: "Are you still on line 4?" - "Yes, still line
    4, eleven years now." -> "I'm still on line 4, eleven years now"; "Are you back at
    work?" - "Yes, since the 1st of October." -> "I've been back at work since the 1st of
    October"."""
    since = _YES_SINCE.match(first)
    if since is not None and statement.startswith("I'm ") and " since " not in statement:
        body = re.sub(r"(?i)^still\s+|\s+now$", "", statement[4:].rstrip(" .!"))
        return f"I've been {body} since {since.group('when')}"
    span = _CLOSING_SPAN.search(first)
    if span is None or not statement.lower().startswith(("i'm still", "i am still", "i still")):
        return statement
    if span.group("span").lower() in statement.lower():
        return statement
    return f"{statement.rstrip(' .!')}, {span.group('span')}"


# "Yes, on the 5th of January.", "I did, last week!": a "yes" that says only when.
_YES_WHEN: Final = re.compile(
    r"""^(?:yes|yeah|yep|yup|i\s+did|we\s+did|(?:he|she|they)\s+did|yes,\s+(?:i|we|he|she|they)
    \s+did)[,!.]*\s+(?P<when>(?:on\s+(?:the\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+[a-z]+)?
    |(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+))
    |last\s+(?:week|weekend|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)
    |yesterday|in\s+(?:january|february|march|april|may|june|july|august|september|october
    |november|december|\d{4})|(?:a|two|three|four|five|six|a\s+few|a\s+couple\s+of)\s+
    (?:days|weeks|months|years|day|week|month|year)\s+ago)
    (?:,\s+(?:with|in|at|by|from|after)\s+[^.!?]+)?[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_DAY_SAID: Final = re.compile(
    r"""\b(?:on\s+(?:the\s+)?(?:\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday
    |new\s+year|christmas|easter|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth
    |tenth|eleventh|twelfth)\b)|last|yesterday
    |ago|in\s+(?:january|february|march|april|may|june|july|august|september|october|november
    |december|\d{4}))\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _with_day(question: str, first: str, statement: str) -> str:
    """``statement`` (a deed a "did ...?" answer confirmed) with the day the answer gave
    for it: "Did you move in?" - "I did, on the 5th of January." -> "I moved in on the
    5th of January"."""
    asked = question.lower()
    if not asked.startswith(("did ", "didn't ")) and not asked.endswith(
        ("didn't you?", "did you?")
    ):
        return statement  # "You moved in, didn't you?" asks the same
    when = _YES_WHEN.match(first.strip())
    if when is None:
        return _with_details(first, statement)
    if _DAY_SAID.search(statement):
        return statement
    return f"{statement.rstrip(' .!')} {when.group('when')}"


# "We did, on the 3rd of August, to a terrace in Ludlow.", "Yes! In March, with my sister.":
# a yes and then only what says when, where, with whom the deed was done ...
_YES_DETAILED: Final = re.compile(
    r"""^(?:(?:yes|yeah|yep|yup)[,!.]*\s*)?(?:(?:i|we|he|she|they)\s+did|yes|yeah|yep|yup)[,!.]*
    \s+(?P<details>[^.!?;]+?)[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# ... each detail opening on a preposition or a past day, none a clause of its own.
_DETAIL: Final = re.compile(
    r"""^(?:on|in|at|to|into|from|with|near|outside|by|for|last|yesterday|back\s+in)\s+
    (?!(?:i|we|he|she|they|it)\b)[\w' -]+$""",
    re.IGNORECASE | re.VERBOSE,
)
# ... and how long it took ("in under four hours") is left to the rules of durations.
_NOT_DETAIL: Final = re.compile(
    r"""\b(?:i|we|he|she|they|it|is|was|were|are|but|though|if|maybe|hopefully|not)\b
    |\bthe\s+end\b|\b(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# A deed that goes somewhere or to someone, whose "to ..." a yes may add.
_WHITHER: Final = re.compile(
    r"""\b(?:mov(?:e|ed|es|ing)|go|goes|going|gone|went|head(?:ed|ing|s)?|relocat\w*|emigrat\w*
    |travel\w*|flew|fly|flying|drove|drive|driving|walk\w*|sold|sell\w*|sen[dt]\w*|gave|giv\w*
    |post\w*|ship\w*|transfer\w*)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _with_details(first: str, statement: str) -> str:
    """``statement`` with the details a "yes" gave after it, when all of it is details:
    "Did you move?" - "We did, on the 3rd of August, to a terrace in Ludlow." -> "I moved
    on the 3rd of August to a terrace in Ludlow"."""
    told = _YES_DETAILED.match(first.strip())
    if told is None:
        return statement
    details = [d.strip() for d in re.split(r"\s*,\s*(?:and\s+)?", told.group("details"))]
    if not all(_DETAIL.match(d) and not _NOT_DETAIL.search(d) for d in details):
        return statement
    if _WHITHER.search(statement) is None:
        # "Did you get the house?" - "We did, to a house in Llanrwst": no deed goes "to"
        details = [d for d in details if not re.match(r"(?:to|into)\s", d, re.IGNORECASE)]
    return " ".join([statement.rstrip(" .!"), *(d[:1].lower() + d[1:] for d in details)])


# "Yes, that's right, every Thursday morning.", "I do, on Saturdays.": how often what the
# answer agrees to happens, and nothing more.
_YES_HABIT: Final = re.compile(
    rf"""^(?:yes|yeah|yep|yup|i\s+do|we\s+do|i\s+am|we\s+are|that's\s+right|correct)
    (?:[,!.]*\s+that's\s+right)?[,!.]*\s+(?:still\s+)?(?P<when>(?:every|each)\s+(?:other\s+)?{WEEKDAY}
    (?:\s+(?:morning|afternoon|evening|night))?|on\s+{WEEKDAY}s(?:\s+and\s+{WEEKDAY}s)?
    |(?:at|on)\s+(?:the\s+)?weekends?)[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _with_habit(first: str, statement: str) -> str:
    """``statement`` (a habit the answer agreed to) with how often the answer says it
    happens: "You help at the food bank?" - "Yes, every Friday." -> "I help at the food
    bank every Friday"."""
    habit = _YES_HABIT.match(first.strip())
    if habit is None or re.search(rf"\b{WEEKDAY}s?\b|\bweekends?\b", statement, re.I):
        return statement
    return f"{statement.rstrip(' .!')} {habit.group('when')}"


# "Did Temitope move in?" - "She did!": a deed of someone named the answer confirms.
_DID_NAMED: Final = re.compile(
    rf"""^did\s+(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+){{0,2}}
    |your\s+(?P<kin>{alternation(RELATIVES)}))\s+(?P<verb>(?-i:[a-z]+))\b(?P<rest>[^?]*)\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_THEY_DID: Final = re.compile(
    r"""^(?:(?:yes|yeah|yep|yup)[,!.]*\s*(?:(?P<said>he|she|they)\s+did\b)?
    |(?P<only>he|she|they)\s+did\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def _they_did(question: str, answer: str) -> str | None:
    """ "Did Temitope move in?" + "She did, on the 5th of January." -> "Temitope moved
    in"; the day is added after (:func:`_with_day`). None when the answer says more than
    the "yes" and its day, or when the one asked about is not plainly a person."""
    asked = _DID_NAMED.match(question.strip())
    said = _THEY_DID.match(answer.strip()) or _deed_echoed(asked, answer.strip())
    if asked is None or said is None or _DISAGREE.search(answer):
        return None
    after = answer.strip()[said.end() :].strip(" ,!.")
    if after and _YES_WHEN.match(f"yes, {after}") is None:
        return None  # "Yes, she did, but she hated it": more than the yes
    who = asked.group("who")
    if asked.group("kin") is None and who.lower() in NOT_NAMES:
        return None  # "Did It ...", "Did You ...": no one named
    verb = asked.group("verb")
    if verb.lower() in {"you", "he", "she", "they", "we", "i", "it", "not", "never", "ever"}:
        return None
    if verb.lower() in {"and", "or", "nor"}:
        return None  # "Did Tom and Kasia like it?" - "He did": two asked about, no verb yet
    if re.search(r"\bor\b", asked.group("rest"), re.IGNORECASE):
        return None  # "did Anouk move to Ghent or Bruges?" - "yes": which, it does not say
    past = past_tense(verb)
    if past is None:
        return None
    rest = _NOT_YET.sub("", _YOUR.sub("my", asked.group("rest")))
    owner = "my " + asked.group("kin") if asked.group("kin") else who
    return f"{owner} {past}{rest}".rstrip()


# "Did your sister pass the road test?" - "She passed!!": the deed asked about said again in
# the past, with nothing after it; what it was done to, the question said.
_THEY_DID_IT: Final = re.compile(
    r"^(?:(?:yes|yeah|yep|yup|ya)[,!.]*\s*)?(?:he|she|they)\s+(?P<past>[a-z]+)(?=\s*(?:[,!.]|$))",
    re.IGNORECASE,
)


def _deed_echoed(asked: re.Match[str] | None, answer: str) -> re.Match[str] | None:
    """The answer's opening, when it is the deed ``asked`` about said again in the past
    ("She passed!", "He finished."), as :data:`_THEY_DID` matches "She did"."""
    echo = _THEY_DID_IT.match(answer) if asked is not None else None
    if asked is None or echo is None:
        return None
    past = past_tense(asked.group("verb"))
    return echo if past is not None and echo.group("past").lower() == past else None


_YOUR: Final = re.compile(r"(?<![\w'])your(?![\w'])", re.IGNORECASE)
# "Did you move in yet?": "yet" asks, the deed confirmed has none.
_NOT_YET: Final = re.compile(r"(?:^|\s+)(?:yet|already|in\s+the\s+end)$", re.IGNORECASE)


def _with_own_clause(question: str, first: str, statement: str) -> str:
    """``statement`` (what a "how long have you ...?" answer's span said) with the clause
    the answerer went on to say of themself in the same sentence, when there is one."""
    if not (
        (_HOW_LONG.match(question) is not None and statement.startswith("I have "))
        or (_YOUR_THING.match(question) is not None and statement.startswith("I'm into "))
    ):
        return statement
    clause = _OWN_CLAUSE.match(first)
    if clause is None or _JOKING.search(clause.group("clause")):
        return statement
    told = clause.group("clause")
    return f"{statement}. {told[:1].upper()}{told[1:]}"


# "What is your role on the village council?": a post held in a body the question names.
_ROLE_ON: Final = _question(
    r"""what(?:'s|\s+is)\s+your\s+(?:role|job|position|post)\s+(?P<where>(?:on|in|at|with|for)
    \s+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,3})(?:\s+(?:now|these\s+days))?"""
)
_POSTS: Final = word_set(
    """secretary treasurer chair chairman chairwoman chairperson president vice-president
    vice-chair captain vice-captain organiser organizer coordinator member trustee steward
    warden leader""",
    None,
)
# ", since the spring", ", since March": since when (not "since Tom cancelled": why).
_SINCE_TOLD: Final = re.compile(
    rf""",\s*(?P<since>since\s+(?:the\s+)?(?:spring|summer|autumn|fall|winter|{MONTH}|\d{{4}}
    |last\s+\w+|then)\b[^,.;!?]*)""",
    re.IGNORECASE | re.VERBOSE,
)


def _role_on(question: re.Match[str], value: str, answer: str) -> str | None:
    """ "What is your role on the village council?" + "Secretary, since the spring." -> "I'm
    secretary on the village council since the spring"; None when the answer names no
    post."""
    words = value.rstrip(".!").split()
    if not words or len(words) > 2 or words[-1].lower() not in _POSTS or _GUESSED.search(answer):
        return None  # "Mostly making the tea", "Hopefully chair": no post held
    since = _SINCE_TOLD.search(answer)
    tail = f" {since.group('since')}" if since is not None else ""
    return f"I'm {value.rstrip('.!').lower()} {question.group('where')}{tail}"


# "With my sister Marija in Struga until the floors dry.", "At Aunt Leiwia's in Erakor,
# with the children, until the roof is fixed.": where someone stays, and with whom or
# until when.
_LODGED: Final = re.compile(
    r"""^(?P<prep>with|at)\s+(?P<where>(?:my|our|(?-i:[A-Z]))[^,.;!?]*?)
    (?P<company>,\s+with\s+(?:the|my|our)\s+[^,.;!?]+)?
    (?P<until>,?\s+(?:until|till)\s+[^.;!?]+)?\s*(?:[.!]|$)""",
    re.IGNORECASE | re.VERBOSE,
)


def _lodging_answer(question: str, answer: str) -> str | None:
    """ "Where are you living?" + "With my sister Marija in Struga until the floors dry."
    -> "I'm staying with my sister Marija in Struga until the floors dry" (a stay until a
    day or a repair is no home); None for any other answer."""
    asked = _WHERE_YOU.match(question)
    verb = (asked.groupdict().get("verb") or "") if asked is not None else ""
    if verb.lower() not in {"living", "live", "staying", "sleeping"}:
        return None
    lodged = _LODGED.match(answer.strip())  # (the answer's first sentence)
    if lodged is None or _JOKING.search(answer):
        return None
    until = lodged.group("until") or ""
    temporary = bool(until) or verb.lower() in {"staying", "sleeping"}
    how = "I'm staying" if temporary else "I live"
    company = lodged.group("company") or ""
    return f"{how} {lodged.group('prep').lower()} {lodged.group('where')}{company}{until}"


def _fragment_answer(question: str, answer: str) -> str | None:
    """The statement a wh-question about "you" asked for, with the fragment answer."""
    if not question.lower().startswith(_FRAGMENT_QUESTIONS):
        return None
    value = _fragment(answer)
    if value is None:
        return None
    if (said := _habit_date_or_span(question, value)) is not None:
        return said or None
    if (m := _ROLE_ON.match(question)) is not None:
        return _role_on(m, value, answer)
    if (m := _YOUR_THING.match(question)) is not None:
        return _your_thing(m, value, answer)
    if (m := _WHERE_YOU.match(question)) is not None or (
        m := _WHICH_PLACE.match(question)
    ) is not None:
        return _place_answer(m, answer, value)
    if _WHAT_JOB.match(question) is not None:
        return _job_answer(answer, value)
    if (m := _WHAT_CALLED.match(question)) is not None:
        thing = first_person(m.group("thing") or m.group("thing2"))
        verb = (m.group("verb") or m.group("verb2")).lower()
        if m.group("now"):  # "what are you calling the puppy?": "I'm calling the puppy Gannet"
            return f"I'm {'naming' if verb == 'naming' else 'calling'} {thing} {value}"
        return f"I {'named' if verb == 'name' else 'called'} {thing} {value}"
    if (m := _WHAT_DOING.match(question)) is not None:
        verb = m.group("verb").lower()
        if verb in {"studying", "learning", "training"}:
            value = studied(value, FILLER.sub("", answer))  # "Medicine, 4th year"
        # "Law, since September": since when, kept ("I've been studying law since ...")
        statement = f"I'm {verb} {_in_sentence(value)}{m.group('when') or ''}"
        return span_kept(statement, answer, question)
    if (m := _WHERE_DID.match(question)) is not None:
        if question.lower().startswith("how") and _HOW_PLACED.match(value) is None:
            return None  # "how did you hurt your back?" - "Lifting a wardrobe.": no place
        return _where_did_answer(m, value)
    if _HOW_OLD.match(question) is not None and (age := _years(value)) is not None:
        return f"I'm {age}"
    return None


def _years(value: str) -> str | None:
    """An age said in figures or words, in figures: "36", "thirty-six" -> "36"; None when
    ``value`` is no number."""
    years = number_value(value)
    return None if years is None else str(years)


# "Do you have any injuries I should know about?" + "A dodgy left knee.", "Any allergies?" +
# "Penicillin.": what the one asked has, named in answer.
_ANY_ASKED: Final = _question(
    r"""(?:(?:do|did|have)\s+you\s+(?:have|got|own|keep|take)\s+(?:got\s+)?|(?:got\s+)?)any\s+
    (?P<what>(?:[a-z-]+\s+){0,2}?[a-z-]+)(?:\s+(?:i|that|which|we|you)\b[^?]*)?"""
)
_HAD_KINDS: Final = word_set(
    """pets animals kids children siblings brothers sisters injuries conditions problems
    issues illnesses""",
    None,
)
_DIETS: Final = word_set(
    "vegetarian vegan pescatarian coeliac celiac halal kosher gluten-free dairy-free", None
)
_COUNT_WORDS: Final = word_set("one two three four five six seven eight nine ten", None)
_NO_ANSWER: Final = re.compile(
    r"^(?:no|none|nope|nah|not|nothing|never|zero|luckily\s+not)\b", re.IGNORECASE
)


# A word that says the answer is no plain yes: "hopefully one day", "maybe soon".
_HEDGED: Final = word_set(
    """hopefully maybe perhaps probably possibly someday day soon eventually yet loads lots
    planning hoping wish kinda sorta""",
    None,
)
# What one has, named as one: "A cat called Mog", "An older brother, Tom" (a condition
# is named without: "Type 1 diabetes").
_HAD_ONES: Final = word_set("pets animals kids children siblings brothers sisters", None)
_ONE_HAD: Final = re.compile(r"(?:a|an)\s", re.IGNORECASE)
# A word after the answer that only softens it: "Cats mostly".
_LOOSELY: Final = re.compile(r"\s+(?:mostly|mainly|i\s+think|lol|haha|ha)$", re.IGNORECASE)


def _any_answered(question: str, answer: str) -> str | None:
    """ "Any allergies?" + "Penicillin." -> "I'm allergic to Penicillin"; "Do you have any
    pets?" + "A cat called Mog." -> "I have a cat called Mog"; "Any dietary
    requirements?" + "Vegan." -> "I'm vegan". None for other questions and for "no"."""
    asked = _ANY_ASKED.match(question)
    if asked is None or _NO_ANSWER.match(FILLER.sub("", answer).strip()):
        return None
    head = re.split(r"\s*[,;:(–—]\s*", FILLER.sub("", answer).strip(), maxsplit=1)[0]
    value = _LOOSELY.sub("", head.strip().rstrip(".!…"))
    words = value.lower().split()
    if not words or len(words) > 10 or any(w.strip("'\"") in _VERBISH for w in words):
        return None
    if any(w.strip("'\"!?") in _HEDGED for w in words):
        return None  # "Any kids?" - "Hopefully one day!": none yet
    if words[0] in _COUNT_WORDS or words[0].isdigit():
        return None  # "Two, a boy and a girl": counted, read by _counted
    kind = asked.group("what").lower().split()[-1]
    if kind.startswith("allerg"):
        return f"I'm allergic to {value}"
    if kind in {"requirements", "restrictions", "needs"} and "diet" in asked.group("what"):
        return f"I'm {value.lower()}" if value.lower() in _DIETS else None
    if words[0] in BODY_PARTS and kind in {"injuries", "injury"}:
        # "Any injuries?" - "knee a bit": the part that hurts, no thing one has
        return f"my {words[0]} is {'a bit ' if 'bit' in words else ''}injured"
    if words[0] in BODY_PARTS and kind in {"problems", "issues"}:
        return None  # "Any problems?" - "back, sometimes": which, not what
    if kind in _HAD_KINDS:
        if kind in _HAD_ONES and _ONE_HAD.match(value) is None:
            return None  # "Loads of nieces": no pet, child or sibling of their own named
        return f"I have {value[:1].lower() + value[1:] if _ARTICLE.match(value) else value}"
    return None


# "Have you found a place?", "Did you get a dog in the end?": whether the one asked got
# one of a kind ...
_FOUND_ASKED: Final = re.compile(
    r"""^(?:so\s+|and\s+)?(?P<aux>have|did)\s+you\s+(?P<verb>found|find|got|get|bought|buy|booked
    |book|picked|pick|chosen|choose|rented|rent|adopted|adopt)\s+(?:a|an|one|any|another)\s+
    (?:[a-z][\w-]*\s+)?(?P<kind>(?!yet\b|already\b|in\b)[a-z][\w-]*)
    (?:\s+(?:yet|already|in\s+the\s+end))?\s*\?+$""",
    re.IGNORECASE | re.VERBOSE,
)
# ... answered by which one: "A small flat in Hatfield, near the university."
_ONE_TOLD: Final = re.compile(
    r"""^(?:(?:yes|yeah|yep|yup)[,!.]*\s+)?
    # "Yes, in January: a blue Kangoo": when, before which one
    (?:(?P<when>(?:in|on|last|back\s+in)\s+[\w ]{2,20}?)\s*[:,]\s+)?
    (?P<one>(?:a|an)\s+[^.!?]+?)
    # "..., so my dad has his car back": what came of it, a clause of its own
    (?:,\s+(?:so|and|but)\s+[^.!?]+)?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_FOUND_VERB: Final = {
    "find": ("found", "found"),
    "get": ("got", "got"),
    "buy": ("bought", "bought"),
    "book": ("booked", "booked"),
    "pick": ("picked", "picked"),
    "choose": ("chose", "chosen"),
    "rent": ("rented", "rented"),
    "adopt": ("adopted", "adopted"),
}


def _one_found(question: str, answer: str) -> str | None:
    """ "Have you found a place?" + "A small flat in Hatfield." -> "I have found a small
    flat in Hatfield"; "Did you get a dog in the end?" + "A terrier from the shelter." ->
    "I got a terrier from the shelter". Nothing for an answer with a verb of its own
    ("A flat in Leith fell through") or a doubt."""
    asked = _FOUND_ASKED.match(question.strip())
    told = _ONE_TOLD.match(FILLER.sub("", answer.strip())) if asked is not None else None
    if asked is None or told is None or _DISAGREE.search(answer):
        return None
    one = told.group("one")
    words = [w.strip("'\",") for w in one.lower().split()]
    if len(words) > 12 or any(
        w in _VERBISH
        or w in _HEDGED
        or w in IRREGULAR_PAST
        or (w.endswith("ed") and len(w) > 5 and w != "hundred")
        for w in words
    ):
        return None
    verb = asked.group("verb").lower()
    base = next((b for b, forms in _FOUND_VERB.items() if verb == b or verb in forms), None)
    if base is None:
        return None
    past, done = _FOUND_VERB[base]
    # "a tiny one in Leith": one of the kind asked about
    one = re.sub(r"(?<=\s)one\b", asked.group("kind").lower(), one, count=1)
    said = f"I have {done}" if asked.group("aux").lower() == "have" else f"I {past}"
    when = f", {told.group('when')}" if told.group("when") else ""
    return f"{said} {one[:1].lower()}{one[1:]}{when}"


# Fields of study, typed with a capital at the start of a reply but no names: "Medicine".
_FIELDS_OF_STUDY: Final = word_set(
    """medicine|law|history|maths|math|mathematics|physics|chemistry|biology|geography|
    economics|philosophy|psychology|sociology|politics|engineering|architecture|nursing|
    dentistry|pharmacy|accounting|finance|marketing|music|art|drama|design|linguistics|
    anthropology|archaeology|computing|computer science|civil engineering|
    mechanical engineering|veterinary medicine|vet med|midwifery|physiotherapy|journalism|
    biochemistry|neuroscience|astrophysics|statistics|geology|zoology|botany|theology|
    classics|criminology|graphic design|fine art|fashion|photography|film|animation|
    business|management|education|social work|sports science|nutrition|agriculture"""
)
# "medicine, 4th year": how far along the study is, kept with it.
_STUDY_YEAR: Final = re.compile(
    r"""^\s*[,;–—-]\s*(?P<year>(?:(?:\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth
    |final|last)\s+year|year\s+\d))[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def studied(thing: str, said: str) -> str:
    """What someone studies as it reads in a sentence: "Medicine, 4th year" -> "medicine
    (4th year)"."""
    field = thing[:1].lower() + thing[1:] if thing.lower() in _FIELDS_OF_STUDY else thing
    head = re.split(r"\s*[,;–—]\s*|\s+-\s+", said.strip(), maxsplit=1)[0]
    year = _STUDY_YEAR.match(said.strip()[len(head) :]) if said.strip().startswith(head) else None
    return f"{field} ({year.group('year').lower()})" if year is not None else field


# An answer that says the question's verb again before the place, "I" left out: "where do
# you live?" - "live in a van now", "where do you work?" - "working at the docks".
_ECHOED_VERB: Final = re.compile(
    r"^(?:i\s+|i['’]m\s+)?(?:live|living|work|working|based)\s+(?=(?:in|at|on|near|by)\b)",
    re.IGNORECASE,
)


def _place_answer(m: re.Match[str], answer: str, value: str) -> str | None:
    """ "where are you living now?" (or "where's home these days?") + "Aberystwyth, near
    the pier" -> "I live in Aberystwyth"; "where's home?" + "Cork originally" -> "I'm from
    Cork"."""
    if _JOKING.search(answer) or _NO_ONE_PLACE.match(value):
        return None  # "the moon haha", "between Leeds and London": not where they live
    value = _ECHOED_VERB.sub("", value)  # "live in a van": the question's verb said again
    place = _PLACE_PREPOSITION.sub("", value)
    head = re.split(r"[!.?,;]", place, maxsplit=1)[0].split()
    if head and head[0].lower() in NOT_PLACES and not any(w[:1].isupper() for w in head[1:]):
        return None  # "Home! Finally.", "Same place": no place ("North Wales" is one)
    verb = " ".join((m.groupdict().get("verb") or "live").lower().split())
    if _ON_A_PLACE.match(value) and verb.split(" ")[0] in {"live", "living"}:
        return f"I live {value[:1].lower()}{value[1:]}"  # "On a boat in Bristol"
    if _ORIGIN.search(answer) and (m.groupdict().get("home") or m.groupdict().get("home2")):
        verb = "from"  # "where's home?" - "Cork originally": where they come from
    if verb == "from":
        return f"I'm from {_ORIGINALLY.sub('', place)}"
    if verb in {"working", "work"}:
        return _workplace_answer(answer, value, place)
    if verb.startswith("based"):
        return f"I'm based in {place}"
    return f"{_LIVE.get(verb.split(' ')[0], 'I live in')} {place}"


# "... moving to", "... come from": a place question's clause ending on its preposition.
_ENDS_ON_PREP: Final = re.compile(r"\s+(?P<prep>to|from|in|at|into)$", re.IGNORECASE)


def _where_did_answer(m: re.Match[str], value: str) -> str:
    """ "Where did you grow up?" + "A small town near Cork." -> "I grew up in a small town
    near Cork"."""
    verb = m.group("verb").lower()
    past = _PAST.get(verb) or (verb if verb in IRREGULAR_PAST else None) or past_tense(verb)
    if past is None:
        past = verb + ("d" if verb.endswith("e") else "ed")
    who = f"{m.group('other').strip()[4:]} and I" if m.group("other") else "I"
    rest = m.group("rest") or ""
    # "where did you end up moving to?": the question's own preposition is the one the
    # place takes, said once ("moving to Gijón", not "moving to to Gijón")
    own_prep = _ENDS_ON_PREP.search(rest)
    rest = rest[: own_prep.start()] if own_prep else rest
    rest = f" {first_person(rest)}" if rest.strip() else ""
    detail = _in_sentence(value)
    if (
        not _PLACE_PREPOSITION.match(value)
        and not _ON_A_PLACE.match(value)
        and (not value[:1].islower() or _ARTICLE.match(value))
    ):
        to = "to" if _MOTION_WORDS.search(f"{verb}{rest}") else "in"
        detail = f"{own_prep.group('prep').lower() if own_prep else to} {value}"
    elif _ON_A_PLACE.match(value) or _PLACE_PREPOSITION.match(value):
        detail = detail[:1].lower() + detail[1:]  # "Outside Leeds" -> "outside Leeds"
    return f"{who} {past}{rest} {detail}"


# Lines of work named the way people answer "where do you work?" ("Retail.").
_FIELDS: Final = word_set(
    """retail|hospitality|finance|banking|insurance|sales|admin|construction|logistics|
    healthcare|education|tech|it|law|media|publishing|pharma|government|academia|
    social care|customer service|hr|recruitment|real estate|property|telecoms"""
)
# Answers that say how or whether someone works, not where.
_NOT_WORKPLACE: Final = word_set(
    """freelance|self-employed|remote|remotely|part-time|full-time|home|unemployed|
    retired|between jobs|on leave|nowhere|contract|temping|shifts|nights"""
)


def _workplace_answer(answer: str, value: str, place: str) -> str | None:
    """ "Where are you working now?" with the answer as a statement, or None when the
    answer is no job, line of work or employer for sure (:func:`workplace`)."""
    kind = workplace(place)
    if kind is None:
        return None
    if kind.startswith("as "):
        return _job_answer(answer, _lower_title(value))
    return f"I work {kind}"


def workplace(place: str) -> str | None:
    """How a fragment answer to "where do you work?" goes after "works": a job ("Vet
    nurse." -> "as a vet nurse"), a line of work ("Retail." -> "in retail") or an
    employer ("Tesco.", "The council.", "A café in town." -> "at ..."); None when it is
    none of these for sure ("Freelance.", "Admin stuff mostly.")."""
    place = place.strip().rstrip(".!")
    if _ARTICLE.match(place):
        place = place[:1].lower() + place[1:]  # "The council" inside a sentence
    words = place.lower().split()
    if not words or " ".join(words) in _NOT_WORKPLACE or words[0] in _NOT_WORKPLACE:
        return None
    if " ".join(words) in _FIELDS or _IS_FIELD.fullmatch(place):
        return f"in {place.lower()}"
    if words[0] == "the":
        return f"at {place}"  # "The vets.": a place, even ending on a job word
    if ends_on_a_job(_job_head(place)):
        return f"as {_with_article(_lower_title(place))}"
    if words[0] in {"a", "an"}:
        return f"at {place}"  # "A café in town."
    if all(w[:1].isupper() for w in place.split() if w.lower() not in _NAME_LINKS):
        return f"at {place}"  # "Tesco.", "Bank of Scotland."
    return None


def _lower_title(phrase: str) -> str:
    """A job typed at the start of a reply, as it reads inside a sentence: "Vet nurse" ->
    "vet nurse"; a title typed in capitals throughout ("Head Chef") keeps them."""
    words = phrase.split()
    if len(words) > 1 and all(w[:1].isupper() for w in words):
        return phrase
    return phrase[:1].lower() + phrase[1:]


_NAME_LINKS: Final = frozenset({"and", "&", "of", "the", "de", "for", "on"})


# "Seaweed farming", "software engineering": a line of work said as a noun and its "-ing"
# (not "just relaxing", "job hunting", "binge watching").
_FIELD_OF: Final = re.compile(
    r"""(?!(?:just|mostly|mainly|still|not|really|only|basically|some|a|an|the|no|lots|loads
    |more|less|job|house|flat|binge|day|people|bird|window|sight|online)\s)[a-z]+\s+
    (?!(?:watching|sleeping|relaxing|chilling|napping|gaming|travell?ing|studying|revising
    |parenting|waiting|shopping|hunting|morning|evening|nothing|something|anything|everything
    |thing|building|wedding|clothing)$)[a-z]{3,}ing""",
    re.IGNORECASE | re.VERBOSE,
)


def _job_answer(answer: str, value: str) -> str | None:
    """ "What do you do?" + "Baker, at the Crumb." -> "I work as a baker at the Crumb";
    None when the answer names no job ("As little as possible.", "Retired now.")."""
    if _IS_FIELD.fullmatch(value) or _FIELD_OF.fullmatch(value):
        return f"I work in {value.lower()}"  # "Nursing." is a field, not a title
    if _SHIFTS_AT.fullmatch(value):
        return f"I work {value[:1].lower()}{value[1:]}"  # "Night shifts at the depot."
    if not names_a_job(value):
        return None
    where = _WORKPLACE.match(answer, len(FILLER.sub("", answer).split(",")[0]) + 1)
    place = f" {where.group('place')}" if where and answer.startswith(value) else ""
    if not place and answer.startswith(value):
        span = _YEARS_IN_JOB.match(answer, len(value))
        if span is not None:  # "Turbine technician, 11 years now."
            return f"I have worked as {_with_article(value)} for {span.group('span')}"
    return f"I work as {_with_article(value)}{place}"


# "Night shifts at the parcel depot": the work, told by its shifts and where they are.
_SHIFTS_AT: Final = re.compile(
    r"""(?:night|day|early|late|evening|weekend|twelve-hour|12-hour)\s+shifts\s+(?:at|in|on)
    \s+(?:the|a|an)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+""",
    re.IGNORECASE | re.VERBOSE,
)
# "..., 11 years now.": how long the job has been held, after it.
_YEARS_IN_JOB: Final = re.compile(
    r"""\s*[,;–—-]\s*(?P<span>(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven
    |twelve|fifteen|twenty)\s+years)(?:\s+now)?\s*(?:[.!]|$)""",
    re.IGNORECASE | re.VERBOSE,
)


# How a job title not in the lexicon usually ends: "sommelier", "welder", "dentist".
_JOB_ENDING: Final = re.compile(r"(?:er|or|ist|ian|ant|ent|eer|man|woman|person|ier)$")


_JOB_WORDS: Final = frozenset({"job", "occupation", "profession", "trade"})


def names_a_job(value: str) -> bool:
    """Whether a fragment answer names a job ("Baker, at the Crumb", "sommelier"), not a
    state or a quip ("Retired now", "As little as possible")."""
    head = _job_head(value.rstrip(".!").replace(",", " "))
    return bool(head) and (ends_on_a_job(head) or bool(_JOB_ENDING.search(head[-1])))


def _job_head(phrase: str) -> list[str]:
    """The words of a job phrase before where it is held: "vet nurse at the Royal" ->
    ["vet", "nurse"]."""
    return re.split(r"\s+(?:at|for|in|with)\s+", phrase.lower(), maxsplit=1)[0].split()


_MOSTLY: Final = re.compile(r"^(?:mostly|mainly|usually)\s+|\s+(?:mostly|mainly|usually)$", re.I)


def _habit_date_or_span(question: str, value: str) -> str | None:
    """ "Which instrument do you play?", "When's your birthday?", "How long have you lived
    in Perth?" with the answer; "" when the question matched but the answer does not fit,
    None when the question is none of these."""
    if (m := _WHAT_YOU_VERB.match(question)) is not None:
        value = _MOSTLY.sub("", value).strip()  # "mostly jazz": jazz is what is played
        if not value:
            return ""
        verb = " ".join(m.group("verb").lower().split())
        who = m.group("who")
        if who is None:
            return f"I {verb} {_in_sentence(value)}"
        if who.lower().startswith("your "):
            who = f"my {who[5:].lower()}"  # "what sport does your daughter play?"
        elif who.lower() in NOT_NAMES:
            return ""
        head, _, rest = verb.partition(" ")  # "listen to" -> "listens to"
        return f"{who} {' '.join([third_person(head), rest]).strip()} {_in_sentence(value)}"
    if (m := _WHEN_YOUR.match(question)) is not None:
        # "The 3rd of March.": "on the 3rd of March"
        value = re.sub(r"^(?:on\s+)?the\b", "the", value, flags=re.IGNORECASE)
        return f"My {m.group('thing').lower()} is on {value}"
    if (m := _HOW_LONG.match(question)) is not None:
        if _DURATION.match(value) is None or _NOT_ALONE.search(m.group("done")):
            return ""
        since = value.lower().startswith("since")
        span = _SPAN_TAIL.sub("", value.lower())
        return f"I have {first_person(m.group('done'))} {'' if since else 'for '}{span}"
    return None


# --- confirmations --------------------------------------------------------------------

_TAG: Final = re.compile(
    r",?\s+(?:right|no|yeah|correct|isn't\s+it|aren't\s+you|don't\s+you|didn't\s+you"
    r"|haven't\s+you|weren't\s+you|wasn't\s+it|do\s+you|are\s+you|innit|eh"
    # "your lad started at the forest school, didn't he?": the tag asks of the relative
    r"|(?:is|was|does|did|has)n'?t\s+(?:he|she)|(?:are|were|do|did|have)n'?t\s+they"
    r"|(?:is|are|do|did|have|were)nt\s+(?:it|you))\?$",
    re.IGNORECASE,
)
_INVERTED: Final = re.compile(
    r"^(?P<aux>are|aren't|do|don't|have|haven't|did|didn't|were|weren't)\s+you\s+(?P<rest>.+)\?$",
    re.IGNORECASE,
)
_YOU_STATEMENT: Final = re.compile(r"^(?:you(?:'re|'ve|\s+\w+)|your\s+\w+)\b.*", re.IGNORECASE)
# "You said earlier that you volunteer at ...?": what was said, asked again to be confirmed
# (with a tag, "..., is that right?", it is read as asked plainly).
_YOU_SAID_ASKED: Final = re.compile(
    r"""^(?:so\s+)?you\s+(?:said|mentioned|told\s+me)(?:\s+(?:earlier|before|once|last\s+time))?
    (?:\s+that)?\s+(?=your?\b[^,]*\?$)""",
    re.IGNORECASE | re.VERBOSE,
)
_AGREE: Final = re.compile(
    r"^(?:yes|yeah|yep|yup|yes+|ya|yeh|yea|aye|definitely|absolutely|indeed|correct|right|very|still"
    r"|sure|of\s+course|totally|always|exactly|that's\s+right|uh-huh|mhm|i\s+am|i\s+do|i\s+have"
    r"|i\s+did|we\s+did|i\s+was|we\s+have|once|twice|(?:a\s+few|a\s+couple\s+of|many|several"
    r"|\w+)\s+times"
    r"|\w+,\s+yes|love\s+it|loving\s+it|can't\s+complain|so\s+far\s+so\s+good)\b",
    re.IGNORECASE,
)
_CONTENT: Final = ("love", "loving", "can't", "so far")
# "You two still in that flat?": the two asked about, the answerer and someone.
_YOU_PLURAL_STILL: Final = re.compile(r"^you\s+(?:two|both|guys|all|lot)\s+still\s+", re.I)
_NAMED_PLACE: Final = re.compile(r"\b(?:in|at)\s+(?-i:[A-Z])")
# "Still loving Portland?": what the one asked is taken to love.
_STILL_LOVING: Final = re.compile(
    r"^still\s+(?:loving|enjoying|liking)\s+(?P<what>[^?]+)\?$", re.IGNORECASE
)
_DISAGREE: Final = re.compile(r"\b(?:no|nope|nah|not|never|wish|used\s+to|anymore)\b", re.I)
_SECOND_PERSON: Final = {
    "you're": "I'm", "you've": "I've", "you'd": "I'd", "you'll": "I'll", "you are": "I am",
    "you": "I", "your": "my", "yours": "mine", "yourself": "myself",
}  # fmt: skip
_YOU_WORD: Final = re.compile(
    r"\b(?:you['’](?:re|ve|d|ll)|you\s+are|yourself|yours|your|you)\b", re.IGNORECASE
)
_INVERTED_VERB: Final = {"are": "I'm", "were": "I was", "have": "I have", "did": "I", "do": "I"}


# "Did you buy it?" - "Yes! My sister gave it to me.": the sentence after the yes says the
# thing came from someone else, so the yes answered something else ("Is that a guitar?").
_FROM_SOMEONE: Final = re.compile(
    r"""\b(?:gave|got|bought|made|built|knitted|knit|painted|sent|handed|lent|passed|drew
    |sewed|baked|brought|left|picked)\s+(?:it|them|that|this|one)\s+(?:\w+\s+)?(?:to|for)\s+
    (?:me|us)\b|\b(?:was|were|it's|it\s+is)\s+(?:a|my)\s+(?:\w+\s+)?(?:gift|present)\b
    |\b(?:a\s+)?(?:gift|present)\s+from\b|\bhanded\s+down\b|\binherited\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _came_from_someone(rest: str) -> bool:
    """Whether the sentence after a yes says the thing was given to the answerer."""
    following, _ = first_sentence(rest) if rest else ("", "")
    return _FROM_SOMEONE.search(following) is not None


# "Do you think I should take the job in Oslo?", "Don't you reckon it's too far?": the
# other's opinion or advice is asked; a "yes" states nothing about the one who says it.
_OPINION_ASKED: Final = re.compile(
    r"^(?:do|don't|dont|do\s+not)\s+you\s+(?:think|reckon|feel|believe|suppose)\b", re.IGNORECASE
)


# "Someone told me you're learning Japanese?" - "Guilty!": hearsay about the one asked,
# owned. Only news of doing something ("you're writing", "you've bought", "you ran"), never
# praise ("Apparently you're the best baker in town?" - "Guilty!").
_HEARSAY_ABOUT_YOU: Final = re.compile(
    r"""^(?:(?:so|oh|hey|wait)[,\s]+)?(?:someone|somebody|people|a\s+little\s+bird|\w+)\s+
    (?:told\s+me|said|says|mentioned|tells\s+me)\s+(?:that\s+)?
    |^(?:(?:so|oh|hey|wait)[,\s]+)?(?:i\s+hear(?:d)?|heard|word\s+is|rumou?r\s+has\s+it
    |is\s+it\s+true)\s*,?\s+(?:that\s+)?""",
    re.IGNORECASE | re.VERBOSE,
)
_YOU_DOING: Final = re.compile(
    r"""^you(?P<aux>['’]re|\s+are|['’]ve|\s+have)\s+(?P<what>(?:just\s+|finally\s+|actually\s+)?
    (?:[a-z]+ing|[a-z]+ed|bought|got|taken|begun|written|sold|won|found|made|built|become|left
    |quit|engaged|pregnant|expecting)\s[^?]*)\?+$
    |^you\s+(?P<past>(?:just\s+|finally\s+|actually\s+)?(?:[a-z]+ed|ran|won|bought|got|took
    |wrote|sold|built|made|quit|left|swam|climbed|passed)\s[^?]*)\?+$""",
    re.IGNORECASE | re.VERBOSE,
)
_OWNED: Final = re.compile(
    r"^(?:guilty(?:\s+as\s+charged)?|(?:yes|yeah|yep)[,!.]*\s+(?:it['’]s\s+)?true|it['’]s\s+true)\b",
    re.IGNORECASE,
)


_YES_IT_IS: Final = re.compile(r"^(?:yes|yeah|yep|yup|i\s+did|i\s+am|i\s+have)\b", re.IGNORECASE)


def _hearsay_owned(question: str, answer: str) -> str | None:
    """What hearsay about the one asked said, when the answer owns it: "I hear you're
    opening a shop?" - "Guilty!" -> "I'm opening a shop"."""
    lead = _HEARSAY_ABOUT_YOU.match(question.strip())
    if lead is None:
        return None
    owned = _OWNED.match(answer.strip()) is not None or (
        lead.group().lower().lstrip().startswith("is it true")
        and _YES_IT_IS.match(answer.strip()) is not None
        and not _DISAGREE.search(answer)
    )
    if not owned:
        return None
    told = _YOU_DOING.match(question.strip()[lead.end() :])
    if told is None:
        return None
    if told.group("past") is not None:
        return f"I {told.group('past').strip()}"
    aux = told.group("aux").lower().strip(" '’")
    said = "I'm" if aux in {"re", "are"} else "I've"
    return f"{said} {told.group('what').strip()}"


def _confirmed(question: str, answer: str) -> str | None:
    """A statement about "you" that the answer confirms, in the first person."""
    nth = _NTH_TIME.search(answer)  # "Yes, my second time": how often, kept for a "did"
    if nth is not None:
        answer = answer[: nth.start()] + answer[nth.end() :]
    agreed = _AGREE.match(answer.strip())
    if (
        ("you" not in question.lower() and _STILL_LOVING.match(question) is None)
        or agreed is None
        or _DISAGREE.search(answer.split(".")[0])
    ):
        return None
    if agreed.group().lower().startswith(_CONTENT) and _NAMED_PLACE.search(question) is None:
        return None  # "Love it." agrees that a place is home, not to just any question
    if _OPINION_ASKED.match(question):
        return None  # "Do you think I should take the job?" - "Yes!": advice, not a fact
    if _says_something(answer) or _ASKERS_OWN.search(question) or _TWO_OPTIONS.search(question):
        # "Yes, he's my manager": the answer's own words carry the fact; "Have you read
        # the book I lent you?": the asker's "I" is not the answerer's; "Are you still at
        # that studio, or is that Tom?" - "Yes": which of the two, it does not say
        return None
    statement: str | None = None
    untagged = _TAG.sub("", question)
    if untagged != question and _YOU_STATEMENT.match(untagged):
        statement = untagged
    elif (m := _INVERTED.match(question)) is not None:
        aux = m.group("aux").lower().replace("n't", "")
        rest = m.group("rest")
        if _ANY.search(rest):
            return None  # "Do you have any pets?" - "Yes.": how many, the answer did not say
        if aux == "did":
            return _did_confirmed(rest, answer, agreed.end(), nth)
        lead = "I've" if aux == "have" and rest.lower().startswith("got ") else _INVERTED_VERB[aux]
        said = _the_known(f"{lead} {first_person(rest)}")
        return _promoted(said, answer) or _still_for(said, answer)
    elif (plural := _YOU_PLURAL_STILL.match(question)) is not None:
        statement = "we're still " + question[plural.end() : -1]  # not "I two still in ..."
    elif question.lower().startswith("you still "):
        statement = "you're still " + question[len("you still ") : -1]
    elif (loving := _STILL_LOVING.match(question)) is not None:
        statement = f"you love {loving.group('what')}"
    elif question.endswith("?") and _YOU_STATEMENT.match(question):
        statement = question[:-1]
    if statement is None:
        return None
    # "you two have been married ages" is said to a pair: "we", never "I two"
    said = _narrowed(first_person(_YOU_PLURAL.sub("we", statement, count=1)), answer)
    said = _the_known(said)
    return _promoted(said, answer) or _still_for(said, answer)


def _did_confirmed(
    rest: str, answer: str, agreed_end: int, nth: re.Match[str] | None
) -> str | None:
    """What a yes to "Did you <rest>" says in the first person: "Did you get the job?" -
    "I did!" -> "I got the job"; "Did you ever finish the series?" - "I did." -> "I finished
    the series"; None when the verb has no past form known. ``nth``: how many times it has
    been so ("Yes, my second time")."""
    rest = _DID_ADVERB.sub("", rest)
    verb, _, after = rest.partition(" ")
    past = past_tense(verb)
    if past is None:
        return None
    said = _the_known(f"I {past} {first_person(_NOT_YET.sub('', after))}").rstrip()
    if nth is not None and verb.lower() in _COUNTED_VISITS:
        # "Did you go to the fair again?" - "Yes, my second time" (not "Did you pass your
        # test?" - "Yes, first time!": at the first try)
        said = f"{_AGAIN_AT_END.sub('', said)} for the {nth.group('nth').lower()} time"
    # "Did you sell the old car?" - "I did, to a teacher in Roseau for 9,000": to whom or
    # for how much, said straight after the yes (a day is read later)
    tail = _HOW_IT_WENT.match(answer.strip(), agreed_end)
    return f"{said} {tail.group('tail')}" if tail is not None else said


# ", my second time", ", the third time there": how many times the yes has been so.
_NTH_TIME: Final = re.compile(
    r""",\s*(?:(?:my|our|the|her|his|their)\s+)?(?P<nth>first|second|third|fourth|fifth|sixth
    |seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\s+time(?:\s+there)?\b
    (?!\s+(?:in|since|this|ever|for)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# Verbs of going and taking part, whose times can be counted ("my second time" at a fair).
_COUNTED_VISITS: Final = frozenset(
    {"go", "come", "visit", "attend", "enter", "run", "play", "perform", "compete", "exhibit",
     "show", "sell", "sing", "race", "swim", "ride", "walk", "take"}
)  # fmt: skip
_AGAIN_AT_END: Final = re.compile(r"\s+again$", re.IGNORECASE)

_HOW_IT_WENT: Final = re.compile(
    rf"""[,:]\s+(?P<tail>(?:to|for|with|from)\s(?![^.!?;]*\b(?:{WEEKDAY}|{MONTH}|\d{{1,2}}(?:st|nd
    |rd|th)|yesterday|today|ago|last|tomorrow)\b)[^.!?;]*?)\s*(?:[.!]|$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "..., or is that Tom?", "... or have you moved?": a question offering two things, which a
# bare yes does not choose between (not "or not", "or so", "or something").
_TWO_OPTIONS: Final = re.compile(
    r"\bor\b(?!\s+(?:not|so|two|three|more|less|something|anything|whatever|what)\b)",
    re.IGNORECASE,
)


def _the_known(statement: str) -> str:
    """``statement`` with the thing both speakers know of as a memory says it: "that
    studio in Frome" -> "the studio in Frome", "those novels of mine" -> "my novels"."""
    statement = _THAT_OF_MINE.sub(r"my \g<thing>", statement)
    return _KNOWN_THAT.sub(
        lambda m: m.group() if _CLAUSE_BEFORE.search(statement, 0, m.start()) else "the ",
        statement,
    )


_THAT_OF_MINE: Final = re.compile(
    r"\b(?:that|those)\s+(?P<thing>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+of\s+mine\b"
)
# "Are you still at that studio in Frome?": "that" is the one both know of, which a
# memory calls "the" (not the "that" of "you said that you ...").
_KNOWN_THAT: Final = re.compile(
    r"""\b(?:that|those)\s+(?!(?:i|you|he|she|we|they|it|there|the|a|an|my|your|his|her|our
    |their|its|this|is|was|are|were|one|much|many|far|long|way|time|day|week|year)\b)(?=[a-z])""",
    re.VERBOSE,
)


# "Did you know that dogs can swim?", "so sure that ...": after a verb of saying, knowing or
# deciding "that" opens a clause, and stays (not after "see" or "remember", whose "that"
# is as often the thing: "did you see that film?").
_CLAUSE_BEFORE: Final = re.compile(
    r"""\b(?:say|says|said|think|thinks|thought|know|knows|knew|known|hope|hopes|hoped|believe
    |believes|believed|feel|feels|felt|realise|realises|realised|realize|realizes|realized
    |hear|hears|heard|admit|admits|admitted|claim|claims|claimed|agree|agrees|agreed|decide
    |decides|decided|learn|learns|learned|learnt|guess|guessed|suppose|supposed|wish|wished
    |swear|swore|notice|noticed|doubt|doubted|prove|proved|suggest|suggested|explain
    |explained|mention|mentioned|expect|expected|promise|promised|sure|aware|glad|certain
    |convinced|worried|afraid|so|such|now)\s+$""",
    re.IGNORECASE | re.VERBOSE,
)


# Words between "did you" and its verb that the past tense drops ("did you ever finish").
_DID_ADVERB: Final = re.compile(r"^(?:(?:ever|finally|actually|really|eventually)\s+)+", re.I)


# "Yes, still line 4, eleven years now.": how long the state the question asked about has
# held; "Still there, eight years in March.": how long it will have held when the month
# named comes round (the dates make that a start: "since March 2016").
_SPAN_NOW: Final = re.compile(
    rf"""(?:^|[\s,;])(?:(?P<about>going\s+on|nearly|almost|about|around|over|more\s+than)\s+)?
    (?P<span>(?:\d{{1,2}}|one|two|three|four|five|six|seven|eight|nine|ten|eleven
    |twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty
    |a\s+few|a\s+couple\s+of)\s+(?:years|months))(?:\s+now|\s+(?P<when>in\s+{MONTH}
    |this\s+(?:month|spring|summer|autumn|winter)))?\s*(?:[.!]|$)""",
    re.IGNORECASE | re.VERBOSE,
)


def _still_for(statement: str, answer: str) -> str:
    """ "I'm still on line 4" confirmed by "Yes, still line 4, eleven years now." -> "I've
    been on line 4 for eleven years"; ``statement`` as it was without such a span."""
    if not statement.startswith("I'm still "):
        return statement
    span = _SPAN_NOW.search(first_sentence(answer)[0])
    if span is None:
        return statement
    about = (span.group("about") or "").lower()
    about = "nearly " if about in {"going on", "almost"} else f"{about} " if about else ""
    held = statement[len("I'm still ") :]
    when = f" {span.group('when')}" if span.group("when") else ""
    return f"I've been {held} for {about}{span.group('span')}{when}"


# "Is that still the plan?", "Still happening?": whether what the asker just said of the one
# asked still holds; "Is that right?", "Have I got that right?": whether it is so.
_STILL_SO: Final = _question(
    r"""(?:(?:is|are)\s+(?:that|this|it)\s+)?still\s+(?:the\s+plan|happening|on|going\s+ahead)
    |(?:is\s+that|that's)\s+(?:right|correct|true|still\s+the\s+case)
    |(?:have|did)\s+i\s+(?:got|get|remembered|remember)\s+that\s+right|right|correct"""
)
# "You mentioned you're training for a triathlon.", "Last time you said your son was
# moving to Oslo.", "So you volunteer at the food bank.": what the asker says they were
# told of the one asked.
_YOU_SAID: Final = re.compile(
    r"""^(?:(?:last\s+time|before|earlier|a\s+while\s+ago)\s*,?\s+)?(?:(?:so\s+)?you\s+(?:mentioned
    |said|told\s+me)(?:\s+(?:earlier|before|once|last\s+time))?\s+(?:that\s+)?|so\s+)?
    (?P<said>your?(?:'re|'ve)?\s+[^.!?]+?)\s*[.!]?$""",  # (or said plainly: "You work at ...")
    re.IGNORECASE | re.VERBOSE,
)


def _still_so(prompt: str, question: str) -> str:
    """ "You mentioned you're training for a triathlon. Is that still the plan?" asks
    "you're training for a triathlon?"; any other question as it was."""
    if _STILL_SO.match(question) is None:
        return question
    sentences = [s.strip() for s in SENTENCE_END.split(prompt.strip()) if s.strip()]
    if len(sentences) < 2 or not sentences[-1].endswith(question.strip()):
        return question  # the question must close the prompt, the statement just before it
    said = _YOU_SAID.match(FILLER.sub("", sentences[-2]))
    if said is None or "?" in sentences[-2]:
        return question
    # "you said you were moving": still the plan, so "you're moving" now
    return re.sub(r"^you\s+were\s+(?=[a-z]+ing\b)", "you're ", said.group("said"), flags=re.I) + "?"


# "yes, the chamber choir": after the "yes", the thing asked about, named more closely.
_CLOSER_NAME: Final = re.compile(
    r"""^(?P<named>(?:the|a|an|my|our)\s+(?:[\w'-]+\s+){1,3}?(?P<noun>[a-z][\w'-]*))\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# "yes, the Windermere one in September": the thing asked about, by what tells it apart.
_CLOSER_ONE: Final = re.compile(
    r"""^the\s+(?P<which>(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+one
    (?P<tail>\s+(?:in|on|at|next|this)\s+[^.!?,;]+?)?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_LOOSE_THING: Final = re.compile(r"\b(?:a|an)\s+(?P<noun>[a-z][\w-]*)(?=\s*$)", re.IGNORECASE)


def _narrowed(statement: str, answer: str) -> str:
    """ "I'm in a choir now" confirmed by "yes, the chamber choir" -> "I'm in the chamber
    choir now": the thing the question named loosely, as the answer names it; "I'm
    training for a triathlon" by "yes, the Windermere one in September" -> "I'm training
    for the Windermere triathlon in September"."""
    rest = _AGREE.sub("", answer.strip(), count=1).strip(" ,")
    one = _CLOSER_ONE.match(rest.split(".", 1)[0].strip())
    loose_one = _LOOSE_THING.search(statement)
    if one is not None and loose_one is not None:
        which = one.group("which")
        if which.lower() not in {"same", "other", "first", "last", "next", "new", "old"}:
            named = f"the {which} {loose_one.group('noun')}{one.group('tail') or ''}"
            return f"{statement[: loose_one.start()]}{named}"
    closer = _CLOSER_NAME.match(rest.split(".", 1)[0].strip())
    if closer is None:
        return statement
    named = closer.group("named")
    loose = re.compile(rf"\b(?:a|an|the)\s+{re.escape(closer.group('noun'))}\b", re.IGNORECASE)
    return loose.sub(lambda _: named, statement, count=1)


_YOU_PLURAL: Final = re.compile(r"^you\s+(?:two|both|guys|all|lot)\b", re.IGNORECASE)
_WAIT_THE_ONE: Final = re.compile(r"^wait,\s+(?=you(?:'re|\s+are)\s+the\s+one\b)", re.I)
# "wait do you still ...?", "hang on, are you ...?": surprise before a plain question.
_WAIT_ASKED: Final = re.compile(
    r"^(?:wait|hang\s+on|hold\s+on)[,!.]*\s+(?=(?:do|does|did|are|is|have|has)\s+you\s)", re.I
)


def _marked(prompt: str) -> str:
    """``prompt`` with the question mark a closing "do you still ..." was typed without
    ("wait do u still work at the bowling alley", "u still on nights"), and a bare "Still
    on nights?" asked of "you" in words."""
    if "?" not in prompt and _STILL_UNMARKED.search(prompt):
        prompt = prompt.rstrip(" .!") + "?"
    return _STILL_BARE.sub(r"\g<lead>You still \g<what>", prompt)


# "wait do you still work at the bowling alley", "you still on nights": a yes-no question
# typed without its mark, closing the turn.
_STILL_UNMARKED: Final = re.compile(
    r"""(?:^|[.!]\s+)(?:(?:wait|so|and|oh|hang\s+on)[,\s]+)?(?:(?:do|are)\s+)?you\s+still\s
    [^.!]*[.!]?\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "Still on nights?", "still with the Brass Moth?", "Still doing the markets?": asked of
# the one answering, its "you" left out; not the weather ("Still raining there?").
_STILL_BARE: Final = re.compile(
    r"""(?P<lead>^|[.!]\s+)still\s+(?P<what>(?:on|at|with|in|doing|working|teaching|running
    |living|driving|playing|singing|volunteering|training|studying|going\s+to)\s+[^.!?]+\?)\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "I'm still working at the climbing wall", as a "yes" confirms it.
_STILL_THERE: Final = re.compile(
    r"^(?:I'm\s+still\s+(?:working\s+)?|I\s+still\s+work\s+)"
    r"(?P<where>(?:at|in|for)\s+(?:the|my)\s+[^,]+)$"
)
# "yep, head setter now", "yes, the manager now": the post the one asked holds there now.
_POST_NOW: Final = re.compile(
    r"""^(?:the\s+)?(?P<post>(?:(?P<rank>head|senior|assistant|deputy|lead|chief|shift|duty
    |store|general|area)\s+)?[a-z-]+)\s+now(?:\s+(?:lol|haha|ha|tbh|actually))?\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _promoted(statement: str, answer: str) -> str | None:
    """ "I'm still working at the climbing wall" confirmed by "yep, head setter now" ->
    "I'm the head setter at the climbing wall now"; None for any other confirmation."""
    there = _STILL_THERE.match(statement)
    if there is None:
        return None
    rest = _AGREE.sub("", first_sentence(answer)[0].strip(), count=1).strip(" ,")
    post = _POST_NOW.match(rest)
    if post is None:
        return None
    title = post.group("post").lower()
    if post.group("rank") is None and title not in JOBS:
        return None  # "yep, busier now", "yes, part-time now": no post
    return f"I'm the {title} {there.group('where')} now"


# "Yes, Biscuit is nine now.": after the "yes", a sentence of its own about someone named.
_YES_THEN_NAMED: Final = re.compile(
    r"""^(?:yes|yeah|yep|yup)\s*[,!.]+\s*
    (?P<said>(?-i:[A-Z])[a-z]+\s+(?:is|was|has|turned|just|got)\s+[^.!?]+[.!]*)\s*$""",
    re.IGNORECASE | re.VERBOSE,
)


def _named_after_yes(first: str, rest: str) -> str:
    """``rest`` with what ``first`` says after its "yes" of someone named put before it."""
    named = _YES_THEN_NAMED.match(first)
    return rest if named is None else f"{named.group('said')} {rest}".strip()


# "Still there, yes, though I'm on nights now", "We did, in June, and we're thrilled": a yes
# (with a detail of its own) and then a clause of the answerer's own (or of others: "...,
# and they've made me head chef"), read after it.
_YES_THEN_OWN: Final = re.compile(
    r"""^(?P<yes>[^,;]+(?:,\s*(?:yes|yeah|yep|still(?:\s+there)?|in\s+[^,;]+|since\s+[^,;]+
    |every\s+[^,;]+|(?:(?:my|our|the|her|his|their)\s+)?[a-z0-9]+\s+time(?:\s+there)?))?)
    \s*[,;]\s*(?:and|but|though|although)\s+(?P<own>(?:i|i'm|i've|we|we're|we've|my|our|they|they've
    |they're|he|he's|she|she's)\b[^?]+)$""",
    re.IGNORECASE | re.VERBOSE,
)


def _confirmed_apart(
    prompt: str, question: str, first: str, rest: str
) -> tuple[str | None, str, str]:
    """(the statement, the answer's first sentence, the rest) for an answer whose yes
    confirms ``question`` and then says a clause of its own, which joins the rest, or for
    one that says who someone is (:func:`_who_answered`); (None, ``first``, ``rest``) for
    any other answer."""
    apart = _yes_then_own_clause(first)
    if apart is not None and (statement := _confirmed(question, apart[0])) is not None:
        return statement, apart[0], f"{apart[1]} {rest}".strip()
    if (who := _who_answered(prompt, first, rest)) is not None:
        return who[0], first, who[1]
    return None, first, rest


# "we're both still shaking", "I'm so relieved": how the answerer feels about it, in one word.
_HOW_THEY_FEEL: Final = re.compile(
    r"""^(?:i'm|i\s+am|we're|we\s+are)\s+(?:both\s+|all\s+)?(?:(?:still|so|really|very|just)\s+)*
    [a-z]+$""",
    re.IGNORECASE | re.VERBOSE,
)


def _yes_then_own_clause(first: str) -> tuple[str, str] | None:
    """(the yes, the answerer's own clause as a sentence) for an answer that agrees and then
    says more of its own; None for any other answer."""
    apart = _YES_THEN_OWN.match(first.strip())
    if (
        apart is None
        or _AGREE.match(apart.group("yes")) is None
        or _says_something(_NTH_TIME.sub("", apart.group("yes")))  # "Yes, my second time"
    ):
        return None
    own = apart.group("own").rstrip(" .!")
    if _HOW_THEY_FEEL.match(own):
        return f"{apart.group('yes')}.", ""  # "..., and we're both still shaking": a mood
    return f"{apart.group('yes')}.", f"{own[:1].upper()}{own[1:]}."


def _says_something(answer: str) -> bool:
    """Whether the answer's first sentence has a subject and verb of its own (other
    than the one that agrees: "Yes, I am.")."""
    rest = _AGREE.sub("", answer.strip(), count=1)
    rest = _ECHO.sub("", rest, count=1)
    rest = _ASIDE_OF_NO_FACT.sub("", rest)  # "I did, until I was twelve", "and it's great"
    return re.search(r"\b(?:i|i'm|i've|my|we|we're|he|she|it|they|he's|she's|they're|it's)\b",
                     rest, re.IGNORECASE) is not None  # fmt: skip


# What a "yes" may add that says no fact of its own: until what age ("until I was twelve",
# "till I was a teenager"), or how good it is ("and it's a brilliant group this year").
_ASIDE_OF_NO_FACT: Final = re.compile(
    r"""(?:,\s*|\s+)(?:until|till|til)\s+i\s+was\s+(?:a\s+)?[\w-]+(?=\s*(?:[,.!]|$))
    |,\s*(?:and|but)\s+(?:it's|it\s+is|they're|they\s+are)\s+(?:a\s+|an\s+)?
    (?:(?:really|so|very|such\s+a|a\s+really)\s+)?(?:brilliant|great|lovely|good|fun|nice|amazing
    |fantastic|wonderful|smashing|cracking|lively|friendly|keen|lovely)\b[^,.!]*[.!]*$
    |,\s*(?:and\s+)?(?:(?:he|she|they)\s+)?(?:loves|love|loving|enjoys|enjoying|likes)\s+it
    (?:\s+(?:there|so\s+far|already))?[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_ECHO: Final = re.compile(
    r"^[\s,!.]*(?:i|we)\s+(?:am|do|did|have|was|were|had|sure\s+(?:am|do|did|have))"
    r"(?:\s+(?:indeed|too|yes))?\s*(?:[,!.]+|$)",
    re.IGNORECASE,
)
# "any", and what nobody named: "Have you read anything good?" - "Yes!" says what was read
# only in what follows, if anywhere.
_ANY: Final = re.compile(
    r"\b(?:any|anything|anyone|anybody|anywhere|something|someone|somebody|somewhere)\b",
    re.IGNORECASE,
)
_IRREGULAR: Final = {
    **_PAST,
    "have": "had", "do": "did", "see": "saw", "win": "won", "run": "ran", "eat": "ate",
    "leave": "left", "tell": "told", "give": "gave", "feel": "felt", "write": "wrote",
    "read": "read", "hear": "heard", "keep": "kept", "sell": "sold", "lose": "lost",
    "catch": "caught", "bring": "brought", "think": "thought", "say": "said",
    "teach": "taught", "swim": "swam", "fly": "flew", "drive": "drove", "ride": "rode",
    "break": "broke", "choose": "chose", "speak": "spoke", "wear": "wore", "hold": "held",
    "sleep": "slept", "spend": "spent", "build": "built", "send": "sent", "pay": "paid",
    "sit": "sat", "stand": "stood", "put": "put", "cut": "cut", "quit": "quit", "hit": "hit",
    "let": "let", "set": "set", "fall": "fell", "know": "knew", "draw": "drew",
    "throw": "threw", "sing": "sang", "drink": "drank", "lend": "lent", "shut": "shut",
    "forget": "forgot", "become": "became", "sink": "sank", "ring": "rang", "wake": "woke",
}  # fmt: skip


def past_tense(verb: str) -> str | None:
    """The past tense of a plain verb, or None when it is not one we can tell."""
    low = verb.lower()
    if not low.isalpha():
        return None
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    if low in IRREGULAR_PAST or low.endswith("ed"):
        return low  # already past ("Didn't you used to ...")
    if low.endswith("e"):
        return low + "d"
    if low.endswith("y") and len(low) > 2 and low[-2] not in "aeiou":
        return low[:-1] + "ied"
    if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnpt]", low) and len(low) <= 4:
        return low + low[-1] + "ed"  # "stop" -> "stopped", "plan" -> "planned"
    return low + "ed"


_COUNTED: Final = re.compile(
    r"""^(?:(?:yes|yeah|yep|yup)[,!.]?\s+)?(?:i\s+have\s+|we\s+have\s+)?
    (?P<count>one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2}|a\s+couple)
    (?P<noun>(?:\s+(?!now\b|actually\b|yes\b|so\b|though\b|too\b)[a-z][\w-]*){0,2})
    \s*(?:[,.!]|$)""",
    re.IGNORECASE | re.VERBOSE,
)
_HAVE_ANY: Final = _question(
    r"""(?:do\s+you\s+have|have\s+you\s+got|got|you\s+got|any)\s+(?:any\s+)?
    (?P<thing>kids|children|pets|siblings|brothers|sisters|grandchildren|grandkids|dogs|cats
    |cars|nieces|nephews|cousins)(?:\s+(?:now|yet|then))?"""
)


def _counted(question: str, answer: str) -> str | None:
    """ "Do you have any kids?" + "Two, both under five." -> "I have two kids"."""
    asked = _HAVE_ANY.match(question)
    said = _COUNTED.match(FILLER.sub("", answer).strip())
    if asked is None or said is None:
        return None
    count = said.group("count").lower()
    noun = said.group("noun").strip() or asked.group("thing").lower()
    if count in {"one", "1"} and noun == asked.group("thing").lower():
        return None  # "One." of "pets": which one is not a plural noun
    return f"I have {count} {noun}"


def first_person(text: str) -> str:
    def swap(match: re.Match[str]) -> str:
        said = re.sub(r"\s+", " ", match.group().lower().replace("’", "'"))
        word = _SECOND_PERSON[said]
        return word if match.start() else word[:1].upper() + word[1:]

    return _YOU_WORD.sub(swap, text.strip())


# --- references -----------------------------------------------------------------------

_CAPITALISED: Final = re.compile(
    rf"(?<![\w'])(?-i:[{UPPER}][\w'&-]*(?:\s+(?-i:[{UPPER}&])[\w'&-]*){{0,2}})"
)
_THE_BEFORE: Final = re.compile(r"\bthe\s+$", re.IGNORECASE)
_PLACE_LEAD: Final = re.compile(
    r"\b(?:in|to|from|at|near|around|visit|visited|visiting|like|liked|love|loved|enjoy|enjoyed"
    r"|of|into|through|throughout|across|all\s+over|leave|left|leaving|still\s+at)\s*$",
    re.IGNORECASE,
)
# "listening to Nina Simone", "talking to Ines", "married to Tom": one listened or talked
# to is a person, not a place one goes "to".
_PERSON_TO: Final = re.compile(
    r"""\b(?:listen|listens|listening|listened|talk|talks|talking|talked|speak|speaks|speaking
    |spoke|spoken|chat|chatting|chatted|writing|wrote|married|engaged|introduced)\s+to\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "Any news from Nadia?", "Heard from Tom lately?": people one hears from.
_NEWS_FROM: Final = re.compile(
    r"\b(?:news|heard|hear|word|anything|update)\s+from\s*$"
    # "say hello to Bára!", "give my love to Ana": people one greets
    r"|\b(?:hello|hi|hiya|hey|love|regards|congratulations|congrats)\s+to\s*$",
    re.I,
)
NOT_NAMES: Final = word_set(
    """i i'm i've i'd how how's what what's who who's where when why which did do does is are
    was were have has can could would will you your the a an and or but so yes no hey hi oh
    monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
    thursdays fridays saturdays sundays january february march april
    may june july august september october november december mr mrs ms dr is isn't aren't
    any anything whose ok okay christmas easter he she it we they this that there""",
    None,
) | frozenset(NUMBER_WORDS)  # "Six years in September. He's ...": no one named Six


NOT_SAID_ALONE: Final = (
    NOT_NAMES
    | PETS
    | RELATIVES
    | ROLES
    | word_set(
        """wow whoa woah omg ugh argh ah aw aww oh ooh oops yay yikes yup yep yeah nope nah
    dunno idk whoever whatever meh hah heh ha haha hehe lol lmao rofl tbh ngl imo wtf
    nevermind nvm unsure unknown pass why what hm hmmm no-one noone none nothing blah
    eh erm er ew yeah yea ya yes yass yess okey k kk thx ty np nice cool ha cheers
    hmm um uh huh damn dang gosh jeez blimey bless cheers thanks congrats sorry please
    anyway anyhow honestly seriously literally basically actually apparently obviously
    clearly exactly totally absolutely definitely indeed really right sure true agreed
    same fair done sorted noted update news plot twist bingo boom bam wait listen look
    see guess imagine welcome finally later today tonight tomorrow yesterday now then
    nice great good cool fine lovely brilliant amazing awesome perfect wonderful fantastic
    incredible beautiful gorgeous cute sweet adorable fab excellent superb class classic
    typical brutal rough tough hard sad awful terrible horrible dreadful grim weird odd
    strange bizarre mad crazy wild insane unreal hilarious funny rude harsh bold brave
    legend hero mood same respect shocking shocked gutted stunned relieved proud lucky
    unlucky poor bless sweetheart darling love babe hun mate buddy dude bro sis guys
    everyone nobody someone somebody anybody anyone god lord jesus christ heaven hell
    yes no ok okay hi hey hello bye night morning evening afternoon also plus still
    again anyway first second next last""",
        None,
    )
)
"""Words said alone that are no one's name ("Wow.", "Gorgeous."): :mod:`.carry`,
:mod:`.casing` and a name said alone after meeting someone ("I met someone. Kasia.")."""
_SUBJECT_PRONOUN: Final = re.compile(
    r"(?<![\w'])(?P<word>he|she|he's|she's|they|they're|they've|he'd|she'd|he'll|she'll|they'll)"
    r"(?![\w'])",
    re.IGNORECASE,
)
_OBJECT_PRONOUN: Final = re.compile(r"(?<![\w'])(?P<word>him|his|her|hers)(?![\w'])", re.I)
_THERE: Final = re.compile(
    r"(?<![\w'])(?:here|there(?!\s+(?:is|are|was|were|'s|will|have|has|had)\b))(?![\w'])", re.I
)
_MOTION: Final = re.compile(
    r"\b(?:mov\w*|go\w*|went|fly\w*|flew|head\w*|travel\w*|relocat\w*|com\w*|get\w*|got|back)\s+$",
    re.IGNORECASE,
)
# "hate it when", "love it if": an "it" that stands for the clause after it, not a thing.
_IT_OF_WHEN: Final = "|".join(
    rf"(?<={verb}\s)"
    for verb in sorted(
        word_set(
            "hate hates hated love loves loved like likes liked mind minds minded adore adores"
            " stand",
            None,
        )
    )
)
# Before an "it" that may be a thing talked about: not the weather's ("before it rains"),
# nor the "it" of "I hate it when ...".
_NOT_A_THING_IT: Final = rf"(?!{WEATHER_IT})(?!(?:{_IT_OF_WHEN})it\s+(?:when|whenever|if)\b)"
_IT: Final = re.compile(rf"(?<![\w'])(?<!believe ){_NOT_A_THING_IT}it(?![\w'])")
# "Is that from all the walking?": a "that" standing alone, before a preposition or a
# verb, points at no thing.
_NO_THING_OPENS: Final = (
    r"(?!(?:from|for|to|in|on|at|with|about|by|of|because|is|was|be|been|just"
    r"|really|what|how|why|when|where|who|so|too|very)\b)"
)
_ASKED_THING: Final = re.compile(
    rf"\b(?:that|this|your)\s+{_NO_THING_OPENS}(?P<thing>(?:[a-z][\w-]*\s+){{0,2}}[a-z][\w-]*)\s*\?$"
)
# "that big photo of the fjord above the bed", "that jumper you wore": the thing pointed
# at, up to where a place or a clause about it begins.
_POINTED_THING: Final = re.compile(
    rf"""\b(?:that|this|your)\s+{_NO_THING_OPENS}(?P<thing>(?:[a-z][\w-]*(?:['’]s)?\s+){{0,3}}?[a-z][\w-]*
    (?:\s+of\s+(?:the\s+|a\s+|an\s+|your\s+)?[a-z][\w-]*)?)
    (?=\s+(?:above|in|on|at|by|from|over|under|near|behind|next|you|we|i|he|she|they|that
    |which)\b
    |\s*[?.!,]|\s*$)""",
    re.VERBOSE,
)
# "the portrait in ", "the red paddleboard on ", "that dolls' house in ": a thing named just
# before the "your ..." that says where it is.
_PLACED_THING: Final = re.compile(
    r"""\b(?:the|that|this)\s+(?P<head>(?:[a-z][\w'’-]*\s+){0,2}?[a-z][\w-]*)
    \s+(?P<prep>in|on|at|above|over|under|by|near|behind|outside|beside)\s+$""",
    re.IGNORECASE | re.VERBOSE,
)
# Nouns for people, never an "it".
_PERSON_NOUNS: Final = RELATIVES | word_set(
    """guy guys man men woman women lady ladies girl girls boy boys kid kids person people
    bloke fella chap baby babies friend friends""",
    None,
)
_NOT_THINGS: Final = word_set(
    """is was are were i you he she we they it be been being has have had do does did will
    would can could one ones way much many time day week year month morning evening night
    doing going getting feeling coming holding still now again there here really ever
    yet too""",
    None,
)


# "How did your interview go?", "How did the adoption interview go on Friday?": how an
# occasion of the answerer's own went ("the" only for occasions no one else has for them).
_HOW_DID_GO: Final = re.compile(
    r"""\bhow\s+did\s+(?:your\s+(?P<thing>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)
    |the\s+(?P<occasion>(?:[a-z][\w-]*\s+){0,2}?(?:interview|exam|test|audition|appointment
    |presentation|surgery|operation|scan|recital|assessment|viva|hearing|check-?up)))\s+go
    (?:\s+(?:today|yesterday|on\s+[a-z]+|last\s+[a-z]+|this\s+morning))?\s*\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "How did your day go?": how a stretch of time went is no news.
_VAGUE_OCCASIONS: Final = word_set(
    "day week weekend morning afternoon evening night thing things time it that", None
)
# The answer's opening "it went": "It went really well", "Oh, it went great".
_IT_WENT: Final = re.compile(
    r"^(?P<lead>(?:(?:oh|well|honestly|yeah|so|thanks|haha)[,!.]?\s+)*)it\s+(?=went\s)",
    re.IGNORECASE,
)


# A thing asked after by name: "How's the new project going?", "How is Ramona's school?",
# "And the Telavi trip?", "What about your shoulder?"; the head is the thing's own word.
_THING_ASKED_AFTER: Final = re.compile(
    rf"""^(?:(?:and|so)\s+)?(?:how(?:['’]s|\s+is)\s+|(?:and|what\s+about|how\s+about)\s+)
    (?P<thing>(?:the|your|{NAME_WORD}['’]s)\s+(?:[\w-]+\s+){{0,2}}?(?P<head>(?-i:[a-z])[\w-]*))
    (?:\s+(?:going|doing|coming\s+along|looking|getting\s+on|shaping\s+up|holding\s+up))?
    \s*\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# The answer's opening "it" as its subject: "It's finished!", "Yes, it opened on the
# 1st of July", "It'll be ready in September" (not "It's raining": the weather's).
_IT_OPENS_ANSWER: Final = re.compile(
    rf"""^(?P<lead>(?:(?:oh|well|yes|yeah|yep|honestly|so|ha|haha)[,!.]?\s+)*)
    (?P<it>it)(?P<verb>['’]s|['’]ll|['’]d|\s+(?=[a-z]))(?!{WEATHER_IT})""",
    re.IGNORECASE | re.VERBOSE,
)
# Words a thing asked after may be that are no thing an answer's "it" is: a stretch of
# time, the weather, life, what is going on, or the work towards a thing ("How's the
# wedding planning?" - "It's been moved": the wedding).
_NO_SUBJECT_THING: Final = word_set(
    "day week weekend morning afternoon evening night time weather life thing things"
    " everything it that news plan plans planning preparations preparation prep organising"
    " organizing",
    None,
)


# "Have you decided on a new laptop?", "did you get a second-hand one or a new car?": a
# question that ends on one thing, named with "a" ...
_A_THING_ASKED: Final = re.compile(
    r"""\b(?:a|an)\s+(?:[a-z-]+\s+){0,2}?(?P<noun>[a-z]{3,})\s*\?+\s*$""", re.IGNORECASE
)
# ... which an answer calls "the cheaper one", "an old one", "the blue one".
_ONE_OF_A_KIND: Final = re.compile(
    r"""\b(?P<det>the|a|an)\s+(?P<kind>(?!(?:only|same|other|last|next|first|right|wrong|one)\b)
    (?![a-z-]*[^s\W]s\s)[a-z-]+)\s+one\b
    (?!\s+(?:of|who|that|which|more|each|day|week|month|year|time|another|by|after)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


_PEOPLE_OR_PETS: Final = RELATIVES | ROLES | KIN_EXTRA | PETS | JOBS


def _ones_named(prompt: str, answer: str) -> str:
    """ "Have you decided on a new laptop?" - "I bought the cheaper one, because the old one
    can't be repaired." -> "... the cheaper laptop, because the old laptop ...": "one"
    after a word that says which is the thing the question ended on. A person (kin, a
    role, a job), a pet or a plural is no such thing; "the only one", "the one who", "the
    kids one more year" stay as they are."""
    asked = (_last_question(prompt) or "").strip() if "?" in prompt else ""
    thing = _A_THING_ASKED.search(asked)
    if thing is None:
        return answer
    noun = thing.group("noun")
    low = noun.lower()
    if low in _PEOPLE_OR_PETS or low in NOT_NAMES or low.endswith("ing"):
        return answer
    return _ONE_OF_A_KIND.sub(lambda m: f"{m.group('det')} {m.group('kind')} {noun}", answer)


def _thing_asked_after(prompt: str, answer: str) -> str:
    """ "How's the new project going?" - "It started on the 4th of March." -> "The new
    project started ...": the answer's opening "it" is the one thing the question asks
    after (a person, a pet or several things are no "it"; "your" is the answerer's own).
    Only the first sentence's "it"s are read, and only while nothing else is named as a
    thing before them."""
    asked = (_last_question(prompt) or "").strip() if "?" in prompt else ""
    after = _THING_ASKED_AFTER.match(asked) or _THING_ASKED_AFTER.match(FILLER.sub("", asked))
    opening = _IT_OPENS_ANSWER.match(answer)
    if after is None or opening is None:
        return answer
    head = after.group("head").lower()
    if head in RELATIVES | ROLES | KIN_EXTRA | PETS | _NO_SUBJECT_THING or head in NOT_NAMES:
        return answer
    if _plural_thing(after.group("thing")):
        return answer
    rest = answer[opening.end() :]
    verb = opening.group("verb").lower().replace("’", "'")
    if a_saying(first_sentence(f"{verb}{rest}")[0]):
        return answer  # "What about your van?" - "It's a long story": no news of the van
    if head in BODY_PARTS and verb.strip() in {"'s", "is", "was"}:
        return answer  # "How's your knee?" - "It's a torn ligament": what is wrong with it
    if _VERDICT_WAS.match(rest):
        return answer  # "And the party?" - "it was loud, and ...": how it went, no news
    thing = re.sub(r"^your\b", "my", after.group("thing"), flags=re.IGNORECASE)
    thing = thing[:1].upper() + thing[1:] if not opening.group("lead") else thing
    said = {"'s": f" {s_verb(rest)}", "'ll": " will", "'d": f" {d_verb(rest)}"}.get(verb, verb)
    first, more = first_sentence(rest)
    if (other := _OTHER_CLAUSE.search(first)) is not None and not _LEANS_BACK.search(
        first, other.end()
    ):
        # "It opened in March, and yesterday I sold ...": the speaker's own news is a
        # sentence of its own, not a clause of the thing's
        tail = first[other.end() :]
        more = f"{tail[:1].upper()}{tail[1:]} {more}"
        first = first[: other.start()] + "."
    first = _AND_IT.sub(lambda m: f"{m.group('join')}{_as_answerer(thing)} ", first)
    return f"{opening.group('lead')}{thing}{said.rstrip()} {first} {more}".rstrip()


# "from then", "there", "that": a clause that leans on the one before it stays joined to it
# ("It starts on the 14th, and I'm on the press from then till Christmas").
_LEANS_BACK: Final = re.compile(r"\b(?:then|there|that|this|it|them)\b", re.IGNORECASE)
# ", and yesterday I ...": a clause joined on that goes on about something else.
_OTHER_CLAUSE: Final = re.compile(r"[,;]\s+(?:and|but|so)\s+(?!it\b)(?=\S)", re.IGNORECASE)


# "it was loud", "it were grand": how a thing asked after went, said of the past.
_VERDICT_WAS: Final = re.compile(r"\s*(?:was|were)\b", re.IGNORECASE)
# "..., and it has forty students": the same "it" going on in the sentence's next clause.
_AND_IT: Final = re.compile(
    r"(?P<join>,\s+(?:and|but|so)\s+)it\s+(?=(?:has|had|is|was|will|opens|closes|starts|ends)\b)",
    re.IGNORECASE,
)


def _how_it_went(prompt: str, answer: str) -> str:
    """ "How did your interview go?" - "It went really well": "My interview went ..."."""
    went = _HOW_DID_GO.search(prompt.strip())
    occasion = (went.group("thing") or went.group("occasion")).lower() if went else ""
    if not occasion or occasion.split()[-1] in _VAGUE_OCCASIONS:
        return answer
    return _IT_WENT.sub(f"\\g<lead>My {occasion} ", answer, count=1)


def _as_answerer(thing: str) -> str:
    """A thing the asker pointed at, as it reads after "the" in the answerer's words: "a
    guitar" -> "guitar" (not "the a guitar"), "your own painting" -> "painting", "a photo
    of your garden" -> "photo of my garden"."""
    thing = re.sub(r"^(?:(?:an?|the|your)\s+)?(?:own\s+)?", "", thing, flags=re.IGNORECASE)
    return re.sub(r"\byour\b", "my", thing, flags=re.IGNORECASE)


def _asked_thing(prompt: str) -> str | None:
    """The thing a prompt points at first ("that photo of the glacier in your hall"), for
    an "it" in the answer; else the thing its question ends on."""
    if "?" not in prompt:
        return None  # only a question, or what it follows, sets up an "it" to answer
    sentences = [x for x in SENTENCE_END.split(prompt.strip()) if x.strip()]
    asking = max(i for i, sentence in enumerate(sentences) if "?" in sentence)
    near = " ".join(sentences[max(0, asking - 1) : asking + 1])
    for match in _POINTED_THING.finditer(near):
        words = match.group("thing").split()
        lead = near[max(0, match.start() - 80) : match.start()]  # (a window, not all before)
        if (placed := _PLACED_THING.search(lead)) is not None:
            # "Who painted the portrait in your hallway?": the thing asked about is the
            # portrait, and the hallway only says which portrait
            head = placed.group("head").lower().split()
            if head[0] not in _NOT_THINGS and head[-1] not in _NOT_THINGS | _PERSON_NOUNS:
                if placed.group("prep").lower() == "on":
                    # "the red paddleboard on your car": where it is now, not which it is
                    return placed.group("head")
                where = f"{placed.group('prep').lower()} your {match.group('thing')}"
                return f"{placed.group('head')} {where}"
            continue
        if (one := _ONE_OF_YOUR.fullmatch(match.group("thing"))) is not None:
            # "Is that one of your cakes?" - "Yes, I made it ...": one cake
            single = _singular(one.group("things"))
            if single is not None and single not in _NOT_THINGS:
                return single
        # "that shepherd's crook" is a thing; "your mum's car", "that your dad's van" are
        # someone's, and which "it" is theirs nothing here says
        owner = re.sub(r"['’]s$", "", words[0])
        owned = owner != words[0] or any(w.endswith(("'s", "’s")) for w in words[1:])
        if owned and (owner in _PERSON_NOUNS or words[0] in _POSSESSIVES):
            continue
        if words[0] in _PERSON_NOUNS or any(word in _NOT_A_THING_WORD for word in words):
            continue  # "Did your dad ever finish building that boat?": no thing in "dad ever"
        if words[0] not in _NOT_THINGS and words[-1] not in _NOT_THINGS:
            return match.group("thing")
    asked = _ASKED_THING.search(prompt)
    return asked.group("thing") if asked is not None else None


# Verbs a thing asked about does, in the plain form a "did" or "will" question puts after
# it: "Did the okada stay fixed?", "Will the van pass its test?".
# (Only verbs that are no nouns too: "the kitchen sink", "the gas leak", "the road show".)
_ASKED_THING_DOES: Final = word_set(
    """stay start go come get arrive sell survive grow die fail crash""",
    None,
)
_THING_DETERMINERS: Final = word_set("the a an my your our his her their this that", None)
_AUX_BEFORE: Final = r"(?:did|does|do|will|would|can|could|should|didn['’]t|won['’]t)\s+"


def _before_its_verb(thing: str, prompt: str) -> str:
    """``thing`` cut before the verb a question put after it ("Did your bike stay fixed?":
    "your bike", not "your bike stay fixed")."""
    words = thing.split()
    owner = r"(?:(?:the|your|my|our|his|her|their|this|that)\s+)?"
    # only a question that opens on its helper verb ("What did the tunnel cost?" asks a cost)
    opening = r"(?:^|[.!?]\s+|,\s*)"
    if not re.search(opening + _AUX_BEFORE + owner + re.escape(thing), prompt, re.IGNORECASE):
        return thing
    for at in range(1, len(words)):
        if (
            words[at].lower() in _ASKED_THING_DOES
            and words[at - 1].lower() not in _THING_DETERMINERS
        ):
            kept = words[:at]
            while len(kept) > 1 and kept[-1].lower() in _NOT_A_THING_WORD:
                kept.pop()  # "Did the radio ever arrive?": the radio
            return " ".join(kept)
    return thing


# "the fishermen's committee?": a thing owned by the one named, ending the question.
_OWNED_AT_END: Final = re.compile(r"['’]s\s+(?P<noun>[a-z][\w-]*)\s*[?!.]*\s*$", re.IGNORECASE)
_PREPOSITION_BEFORE: Final = re.compile(r"\b(?:on|in|at|of|for|with|from|to|off)\s+$", re.I)
# Words after "the X's" that say how it is, not what it owns ("So the dog's sick?").
_HOW_IT_IS: Final = word_set(
    """sick ill fine ok okay better worse gone back home here there dead alive open shut
    closed done over broken late early big small new old good bad right wrong ready off on
    out up down away free full empty""",
    None,
)


def _owned_by_it(thing: str, question: str) -> str:
    """``thing`` with what it owns when the question ends on that ("Are you still on the
    fishermen's committee?": the committee, not the fishermen)."""
    at = question.lower().rfind(thing.lower())
    found = _OWNED_AT_END.match(question, at + len(thing)) if at >= 0 else None
    if found is None or not _PREPOSITION_BEFORE.search(question, max(0, at - 12), at):
        return thing  # "Did you know the rent's due?": how it is, no thing it owns
    noun = found.group("noun")
    if noun.lower() in _HOW_IT_IS or noun.lower().endswith(("ed", "ing")):
        return thing
    return f"{thing}{question[at + len(thing) : found.end('noun')]}"


# Words that show a phrase after "your" runs on into the rest of the question.
_NOT_A_THING_WORD: Final = frozenset(
    {"ever", "still", "just", "really", "finally", "actually", "already", "even", "never"}
)
_POSSESSIVES: Final = word_set("my your our his her their", None)

_ONE_OF_YOUR: Final = re.compile(r"one\s+of\s+your\s+(?P<things>[a-z][\w-]*)")


def _singular(noun: str) -> str | None:
    """One of a plain plural noun ("cakes" -> "cake", "boxes" -> "box", "berries" ->
    "berry"); None for a word that does not read as one."""
    if noun.endswith("ies") and len(noun) > 4:
        return noun[:-3] + "y"
    if noun.endswith(("sses", "shes", "ches", "xes")):
        return noun[:-2]
    if noun.endswith("s") and not noun.endswith(("ss", "us", "is")) and len(noun) > 3:
        return noun[:-1]
    return None


# "I got it wrong", "we got it sorted": an "it" that only carries an idiom.
_IT_TAKEN: Final = re.compile(
    rf"""(?:(?<![\w'])(?P<lead>[a-z']+)|^(?P<opening>(?:Sold|Gave|Lent|Fixed|Repaired|Painted|Built|Returned|Replaced
    |Cancelled|Bought|Crashed|Scrapped))(?=\s+it\s+(?:in|on|for|to|last|at)\b))\s+{_NOT_A_THING_IT}it(?![\w'])(?!\s+(?:wrong|right|done
    |sorted|easy|hard|tough|all|over|together|clear|worse|better)\b)""",
    re.VERBOSE,
)
_CLAUSE_OPENERS: Final = word_set(
    "so and but cos cause because if as when that though although while since until", None
)


def _it_taken(thing: str, answer: str) -> str:
    """``answer`` with each "it" a verb or preposition takes ("got it", "booked it")
    made ``thing``; an "it" opening a clause is left."""

    def taken(match: re.Match[str]) -> str:
        # (a capital verb only where the answer opens on it: "Sold it in February")
        lead = match.group("lead") or match.group("opening")
        if lead.lower() in _CLAUSE_OPENERS:
            return match.group()
        return f"{lead} {thing}"

    return _IT_TAKEN.sub(taken, answer)


def _question_thing(prompt: str) -> str | None:
    """The one thing the prompt's last question names, when it names one and no one:
    "Did you apply for the Kestrel job?" - "I got it!"; "Any news on the date?" - "We've
    booked it."."""
    question = _last_question(prompt) if "?" in prompt else None
    if question is None:
        return None
    thing = _one_thing(question)
    if thing is not None:
        thing = _PARTICLES_AFTER.sub("", thing) or None  # "the Doblò everywhere": the Doblò
    if thing is not None:
        thing = _before_its_verb(thing, prompt)
        thing = _owned_by_it(thing, question)
    if thing is None or not thing.lower().startswith("the "):
        # "Have you met Tom?" - "It was fun": a person is no "it"; "Do you like living in
        # Leeds?" - "Love it": the living; the asker's "my bike" is not the answerer's
        return None
    if re.search(rf"\b(?:in|at|near|around)\s+{re.escape(thing)}", question, re.I):
        return None  # "Are you happy in the new flat?" - "Loving it": being there
    if re.match(rf"(?:did|does|do|will|has|have)\s+{re.escape(thing)}\s*\?$", question, re.I):
        # "Did the tooth fairy visit?": "the tooth fairy visit" runs the one asked about
        # into its verb, and what an "it" in the answer is, nothing says
        return None
    return thing


_PLURAL_VERB: Final = {"they're": "is", "they've": "has", "they'll": "will", "they": ""}


def people_and_places(prompt: str) -> tuple[list[str], list[str]]:
    """People and places the prompt names, each without repeats."""
    people: list[str] = []
    places: list[str] = []
    for match in _CAPITALISED.finditer(prompt):
        name = match.group()
        words = name.split()
        # what leads up to the name: its last words are enough, and reading all of a long
        # text before every name would take time that grows with its square
        lead = prompt[max(0, match.start() - _LEAD_CHARS) : match.start()]
        the_opening = False  # "The Chicago one": the name of a thing or a place
        while words and (words[0].lower() in NOT_NAMES or _opening_adverb(words, lead)):
            the_opening = words.pop(0).lower() == "the"
        if not words:
            continue
        name = " ".join(words)
        sentence_start = not lead.strip() or lead.rstrip()[-1:] in ".!?"
        if sentence_start and name == match.group():
            continue  # "Did ..." / "Lovely ...": any opening word is capitalised
        if all(len(word) > 1 and word.isupper() for word in words):
            continue  # "NO WAY", "OMG", "NHS": shouting or an acronym, not a person
        if name.lower() in DEMONYMS:
            continue  # "Why did you decide to learn Spanish?": a language, never a "her"
        if words[-1] in DAY_NAME_ENDS:
            continue  # "Christmas Day", "Boxing Day", "Bonfire Night": a day, never a "she"
        if _A_BEFORE.search(lead) and _NOUN_AFTER.match(prompt, match.end()):
            continue  # "a Ghibli film", "an Ikea sofa": a make or a maker, never a "her"
        if name.endswith("'s") and len(name) > 2:
            # "how was Ana's trip?": the person is Ana; "how's Ana's mum?": Ana's mum
            kin = _KIN_AFTER.match(prompt, match.end())
            name = f"{name} {kin.group('kin').lower()}" if kin else name[:-2]
        place = (
            _PLACE_LEAD.search(lead) is not None
            and _NEWS_FROM.search(lead) is None
            and _PERSON_TO.search(lead) is None
        ) or (the_opening or _THE_BEFORE.search(lead) is not None)  # "the Science Museum"
        target = places if place else people
        if name not in target:
            target.append(name)
    return people, places


# The words that end the name of a day, not a person: "Christmas Day", "Bonfire Night".
DAY_NAME_ENDS: Final = frozenset({"Day", "Eve", "Night"})
_A_BEFORE: Final = re.compile(r"(?<![\w'])(?:a|an)\s+$", re.IGNORECASE)
_NOUN_AFTER: Final = re.compile(
    r"\s+(?!(?:named|called|who|that|which|and|or|but|is|was|from|in|at|on|with|to|for|of)\b)"
    r"(?-i:[a-z])[\w-]*"
)


# Words that open a sentence before its subject: "Then Kim rang", "Luckily Ines ...".
_OPENING_ADVERBS: Final = word_set(
    """then later so and but also anyway apparently luckily thankfully fortunately
    unfortunately sadly finally eventually afterwards meanwhile plus""",
    None,
)


_ADVERB_LEAD: Final = re.compile(
    r"^(?:" + alternation(_OPENING_ADVERBS) + rf")\b,?\s+(?=(?-i:[{UPPER}]))",
    re.IGNORECASE,
)


def _opening_adverb(words: list[str], lead: str) -> bool:
    """Whether ``words[0]`` is an adverb opening a sentence before a name ("Then Kim"):
    the name after it is as much at the sentence start as if it opened it."""
    return (
        len(words) > 1
        and words[0].lower() in _OPENING_ADVERBS
        and (not lead.strip() or lead.rstrip()[-1:] in ".!?")
    )


_LEAD_CHARS: Final = 120
_SENTENCE_CHARS: Final = 400  # as far back as a pronoun's own sentence is looked for
_KIN_AFTER: Final = re.compile(
    r"\s+(?:[a-z][\w-]*\s+)?(?P<kin>" + KIN_WORDS + r")\b",
    re.IGNORECASE,
)
_OWN_QUESTION: Final = re.compile(r"\?+(?=\s+\S)")
# "How was Ana's trip?": the thing the question asks about, named by its owner.
_OWNED_THING: Final = re.compile(
    r"""\b(?:how|what)(?:'s|\s+is|\s+was|\s+did)\s+
    (?P<thing>(?-i:[A-Z])[\w-]*'s\s+(?:[a-z][\w-]*\s+)??[a-z][\w-]*)
    (?:\s+(?:go|going|doing|been|now|then|again))?\s*\?$""",
    re.VERBOSE,
)
_REFERENCE_HINT: Final = re.compile(
    r"(?<![\w'])(?:he|she|him|his|her|hers|they|there|here)(?![\w])", re.IGNORECASE
)


# "your sister", "your mam's hip": not "your sister's boss", who is someone else.
_PEOPLE_NOUNS: Final = alternation(RELATIVES | ROLES | KIN_EXTRA)
_YOUR_KIN: Final = re.compile(
    rf"\byour\s+(?P<kin>{KIN_WORDS})\b"
    rf"(?!\s+(?-i:[A-Z])|['’]s\s+(?:[\w-]+\s+)?(?:{_PEOPLE_NOUNS})\b)",
    re.IGNORECASE,
)


_NAME_GIVEN_TO: Final = re.compile(
    r"""\b(?:(?:his|her)\s+name(?:'s|’s|\s+is)|(?:he|she)(?:'s|’s|\s+is)\s+(?:called|named)
    |(?:call|calling|called|name|naming|named)\s+(?:him|her)\s+(?-i:[A-ZÀ-ÖØ-Þ]))""",
    re.IGNORECASE | re.VERBOSE,
)


# A thing of the speaker's given a name of its own, which a "she"/"he" after it may be:
# "my old river cruiser, the Kestrel Queen", "our van, Bessie", "my car called Rusty".
_OWN_THING_NAMED: Final = re.compile(
    r"""\b(?:my|our)\s+(?:[a-z-]+\s+){0,3}?(?P<noun>(?-i:[a-z][\w-]*))(?:,\s+|\s+(?:called|named)\s+)
    (?:the\s+)?(?P<name>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)*)""",
    re.IGNORECASE | re.VERBOSE,
)
# "my son, Leo", "my friend, Jo": a person named, no thing of the speaker's.
_FOLK: Final = RELATIVES | KIN_EXTRA | ROLES
_THEY_SUBJECT: Final = re.compile(
    r"(?<![\w'])(?:they|they're|they've|they'd|they'll)(?![\w'])", re.I
)
# A number of things or animals: "two kittens", "3 new chairs", "a couple of hens".
_PLURAL_THINGS: Final = re.compile(
    rf"""(?<![\w'])(?:{alternation(frozenset(NUMBER_WORDS) - {"one"})}|\d+|a\s+couple\s+of
    |a\s+pair\s+of|some)\s+(?:[\w-]+\s+){{0,2}}[a-z][\w-]*s\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _named_up_to(person: str, answer: str, others: Collection[str] = ()) -> int:
    """How far into ``answer`` its pronouns may be ``person``: up to a rival, or to a name
    given ("How is Chinook?" - "I met someone. Her name is Nneoma": one with a name
    already is not the one a name is given to). When the question named ``others`` too
    (``person`` being its subject), only up to the first sentence that names anyone else:
    "And Yvaine, is she enjoying Keele?" - "She loves it. Hermione has moved, so Yvaine
    spends Christmas half with me and half with her" (the "her" is Hermione)."""
    at = first_rivalled(person, answer)
    if others:
        starts = [m.end() for m in _SENTENCE_STARTS.finditer(answer)]
        for start, end in pairwise([*starts, len(answer)]):
            if [p for p in people_in(answer[start:end]) if p != person]:
                return min(at, start)
    if not person.startswith("my ") and (naming := _NAME_GIVEN_TO.search(answer)):
        at = min(at, naming.start())
    thing = _OWN_THING_NAMED.search(answer, 0, at)
    if thing is not None and thing["name"] != person and thing["noun"].lower() not in _FOLK:
        at = thing.start()  # "my old cruiser, the Kestrel Queen ... take her out": the boat
    they = _THEY_SUBJECT.search(answer, 0, at)
    if they is not None and _PLURAL_THINGS.search(answer, 0, they.start()) is not None:
        at = they.start()  # "Poor Tom. I've adopted two kittens. They're called ...": the kittens
    return at


# Where a sentence after the first begins.
_SENTENCE_STARTS: Final = re.compile(r"(?<=[.!?])\s+(?=\S)")


def _there_placed(prompt: str, answer: str, place: str) -> str:
    """``answer`` with "there" and "here" made the one ``place`` the prompt names. A place
    someone came from is not where the one answering is: "Tom's parents came from Kisumu"
    - "We had the whole family here" leaves "here" as it is."""
    came_from = re.search(rf"\bfrom\s+{re.escape(place)}\b", prompt) is not None

    def placed(match: re.Match[str]) -> str:
        if came_from and match.group().lower() == "here":
            return match.group()
        return f"to {place}" if _MOTION.search(answer[: match.start()]) else f"in {place}"

    return _THERE.sub(placed, answer)


# "What is the letter about?" - "It's to the council about the bus ... I rely on it": the
# answer names what the thing is about, and an "it" after may be either.
_ASKED_ABOUT: Final = re.compile(
    r"\bwhat(?:'s|’s|\s+is|\s+was|\s+are|\s+were|\s+will)\s+[^?]*\babout\s*\?", re.IGNORECASE
)
_PARTICLES_AFTER: Final = re.compile(
    r"(?:\s+(?:back|up|out|off|away|down|over|yet|since|already|again|now|still|too|then|about"
    r"|for|with|from|of|to|into|on|in|at|called|named|everywhere|anywhere|much|lately"
    r"|often|any\s+more|anymore|these\s+days|every\s+day|a\s+lot|at\s+all))+$",
    re.IGNORECASE,
)


# A thing the answer names as got, bought or made: "we've bought a cargo bike", "I ordered
# a new one".
_OWN_THING_GOT: Final = re.compile(
    r"""\b(?:bought|got|ordered|found|built|adopted|rescued|hired|rented|borrowed|booked
    |picked\s+up|treated\s+(?:myself|ourselves)\s+to)\s+(?:a|an|another)\s+[^.!?,;]*?
    [a-z][\w-]*(?=\s*(?:[.!?,;]|\s+(?:for|with|from|at|in|on|and|to)\b))""",
    re.IGNORECASE | re.VERBOSE,
)


_IT_IN_A_LATER_SENTENCE: Final = re.compile(r"[^.!?]*[.!?]\s.*?\bit\b", re.IGNORECASE | re.DOTALL)


# A sentence that opens on a thing of its own doing something: "The jug leans to the left",
# "My stool wobbles", "The cake was a disaster".
_THING_OPENS: Final = re.compile(
    r"""(?:^|(?<=[.!?]\s))(?:The|My|Our|the|my|our)\s+(?P<noun>[a-z]+)\s+
    (?:is|was|has|had|looks|looked|leans|leaned|[a-z]+(?<!ss)s|[a-z]+ed)\b""",
    re.VERBOSE,
)


def _other_thing_opens(answer: str, thing: str) -> int | None:
    """Where ``answer`` first opens a sentence on a thing other than ``thing`` (the one
    asked about) and not a person: an "it" after it may be that thing. None if nowhere.
    An "it" a verb takes after "but"/"and" in that same sentence is still the thing asked
    ("How's the garden?" - "The weather was awful but I love it"): then the place returned
    is past that sentence ("The jug leans, but it holds water": "it" opens its clause)."""
    words = {w.lower() for w in thing.split()}
    for found in _THING_OPENS.finditer(answer):
        noun = found.group("noun")
        if noun in words or noun.rstrip("s") in words or noun in RELATIVES | ROLES | JOBS:
            continue
        if PEOPLE_WORDS.fullmatch(noun) is not None:
            continue
        end = _SENTENCE_STOP.search(answer, found.end())
        stop = end.end() if end is not None else len(answer)
        if _IT_TAKEN_AFTER_BUT.search(answer, found.end(), stop) is not None:
            return stop if stop < len(answer) else None
        return found.start()
    return None


_SENTENCE_STOP: Final = re.compile(r"[.!?]+(?=\s|$)")
# "... but I love it", "... and I finished it last night": an "it" a verb takes in a clause
# of its own after "but"/"and" (not "but it holds water", where "it" opens the clause).
_IT_TAKEN_AFTER_BUT: Final = re.compile(
    r"\b(?:but|and)\s+(?!it\b)[^.!?]*?(?<=[a-z]\s)it(?![\w'’])", re.IGNORECASE
)


# A plural noun closing a thing asked about: "your fingers", "the new tyres" (not "the
# class", "the bus", "the news", "the thesis", "athletics").
_PLURAL_ASKED: Final = re.compile(r"(?<![sui])s$(?<!news)(?<!ics)", re.IGNORECASE)


def _plural_thing(thing: str) -> bool:
    """Whether ``thing`` asked about is plural, by its head noun: "your fingers", not
    "the mural of the allotments"."""
    head = re.split(r"\s+(?:of|from|with|for|in|on|at)\s+", thing, maxsplit=1)[0]
    return _PLURAL_ASKED.search(head.strip()) is not None


# A thing named with its article or owner: "the cottage", "a bike", "my old coop".
_A_THING_NAMED: Final = re.compile(
    r"(?<![\w'’])(?:the|a|an|my|our|his|her|their)\s+(?!(?:it|lot|bit|few|little)\b)[a-z]",
    re.IGNORECASE,
)


def _names_a_thing(answer: str) -> bool:
    """Whether ``answer`` names a thing before its first "it", one the "it" may be."""
    it = _IT.search(answer)
    return _A_THING_NAMED.search(answer, 0, it.start() if it else len(answer)) is not None


def _its_resolved(prompt: str, answer: str) -> str:
    """``answer`` with each "it" made the thing ``prompt`` asks about, where one is. Asked
    what a thing is about, only the sentence that answers is read: past it, an "it" may be
    what the thing is about ("It's to the council about the bus. ... I rely on it")."""
    rest = ""
    if _ASKED_ABOUT.search(prompt) is not None:
        answer, rest = first_sentence(answer)
        rest = f" {rest}" if rest else ""
    own = _OWN_THING_GOT.search(answer)
    if own is not None and _IT_IN_A_LATER_SENTENCE.match(answer, own.end()):
        # "Will you take the baby to the market by car?" - "No, we've bought a cargo bike.
        # I sold my Fiesta to help pay for it": past a thing the answer names as got, an
        # "it" in a later sentence may be that thing (not in the same one: "Not yet, I got
        # a new bike first, and it goes on eBay next week" is the van asked about)
        answer, rest = answer[: own.end()], answer[own.end() :] + rest
    thing = _asked_thing(prompt.strip())
    if thing is not None:
        # "Have you fixed your bike up yet?": the bike, not "bike up yet"
        thing = _PARTICLES_AFTER.sub("", thing) or None
    if thing is not None:
        thing = _before_its_verb(thing, prompt)  # "Did your bike stay fixed?": the bike
    if thing is not None and any(w.lower() in RELATIVES for w in thing.split()):
        # "How is your sister?" - "She's loving it", "Have you paid your gran back yet?" -
        # "Half of it so far": a person is no "it"
        thing = None
    if thing is not None and _plural_thing(thing) and _names_a_thing(answer):
        # "How are your fingers?" - "... Marek gave it to the new apprentice": things are
        # no "it"; the "it" is something the answer names (the cottage). Naming none, the
        # "it" is what was asked ("How are your gas bills?" - "I paid it yesterday")
        return answer + rest
    if thing is not None and (other := _other_thing_opens(answer, thing)) is not None:
        # "And the clay class?" - "Finished. The jug leans, but it holds water. I gave it
        # to Mum": past a sentence about another thing, "it" may be that thing
        answer, rest = answer[:other], answer[other:] + rest
    if thing is not None:
        # "What's your favourite film?" - "... I've watched it twenty times": the
        # answerer's own favourite film, not "the" one
        owned = re.search(rf"\byour\s+{re.escape(thing)}\b", prompt, re.IGNORECASE)
        answer = _IT.sub(f"{'my' if owned else 'the'} {_as_answerer(thing)}", answer)
    elif (owned_thing := _OWNED_THING.search(prompt.strip())) is not None and (
        owned_thing.group("thing").split()[-1].lower() not in RELATIVES | PETS
    ):
        answer = _IT.sub(owned_thing.group("thing"), answer)
    elif (question_thing := _question_thing(prompt)) is not None and (
        # "How are the chickens?" - "... The old coop rotted, so I burned it": no "it"
        not _plural_thing(question_thing) or not _names_a_thing(answer)
    ):
        # "Will you stay with the band?" - "yes, I moved, so it was easy": an "it" that
        # opens a clause may be what happened; one a verb takes is the thing asked
        if (other := _other_thing_opens(answer, question_thing)) is not None:
            answer, rest = answer[:other], answer[other:] + rest  # (as above)
        answer = _it_taken(question_thing, answer)
        answer = _it_befell(question_thing, prompt, answer)
    return answer + rest


# "How is the okada you bought?" - "... It broke down on Monday": an "It" opening a
# sentence before what befalls a thing is the thing asked about, the speaker's own when the
# question says they got it.
_IT_BEFELL: Final = re.compile(
    r"""(?:^|(?<=[.!?]\s))It\s+(?=(?:just\s+|finally\s+|also\s+)?(?:broke\s+down|broke
    |died|needed|needs|got\s+stolen|was\s+stolen|got\s+a\s+puncture|failed|crashed
    |stopped\s+working|cost\s+(?:me\s+)?\d)\b)""",
    re.VERBOSE,
)


# The thing handed on in the answer: "sold it", "gave it to Tom", "he got it".
_HANDED_ON: Final = re.compile(
    r"\b(?:(?:sold|gave|lent|handed|passed)\s+(?:it|the|my)|(?:he|she|they)\s+(?:got|has|have)"
    r"\s+(?:it|the))\b",
    re.IGNORECASE,
)


def _it_befell(thing: str, prompt: str, answer: str) -> str:
    """``answer`` with each sentence-opening "It" before what befalls a thing made
    ``thing`` (see ``_IT_BEFELL``)."""
    if _HANDED_ON.search(answer):
        return answer  # "I sold it to Tom in March. It broke down on Monday": Tom's now
    bare = thing[4:] if thing.lower().startswith("the ") else thing
    yours = re.search(
        rf"\b{re.escape(bare)}\s+(?:that\s+)?you(?:['’]ve|\s+have)?\s+(?:just\s+)?"
        r"(?:bought|got|ordered|built|fixed|rented)\b(?!\s+(?:for|as\s+a\s+gift)\b)",
        prompt,
        re.IGNORECASE,
    )
    said = f"My {bare}" if yours else thing[:1].upper() + thing[1:]
    return _IT_BEFELL.sub(f"{said} ", answer)


def _resolve_references(prompt: str, answer: str) -> str:
    # "Remember Jo? She ...": past a question of the answer's own, the prompt settles nothing
    own = _OWN_QUESTION.search(answer)
    if own is not None:
        head, tail = answer[: own.end()], answer[own.end() :]
        return _resolve_references(prompt, head) + tail if head.strip() else answer
    answer = _thing_asked_after(prompt, _how_it_went(prompt, answer))
    answer = _ones_named(prompt, answer)  # "a new laptop?" - "the cheaper one"
    if _IT.search(answer) is not None:
        answer = _its_resolved(prompt, answer)
    if _REFERENCE_HINT.search(answer) is None or VERDICT.match(FILLER.sub("", answer)):
        return answer
    people, places = _prompt_people(prompt)
    if len(people) > 1:
        # "Hi Ottilie! How's Rhiannon?": the one greeted is not the one asked about
        people = [p for p in people if not spoken_to(p, prompt)] or people
    elif people and _ADDRESSED_THEN_POINTED.search(prompt) and spoken_to(people[0], prompt):
        # "Of course, Ines! Tell me about him.": the one spoken to answers; "him" is
        # someone the turn before named
        people = []
    asked = _last_question(prompt) if "?" in prompt else None
    # "Did Olivier come home for Saint-Jean?" - "He came ...": the one the question asks
    # about, not a word after its verb that may or may not be someone
    narrowed = _subject_asked(asked, people, answer)
    others = [p for p in people if p not in narrowed]
    people = narrowed
    if people and asked is not None and not any(p in asked for p in people):
        # "Kai never sleeps. How's your dad?" - "Great. He walked ...": the answer is to
        # the last question, about "your dad", not to the news before it
        kin = {m.group("kin").lower() for m in _YOUR_KIN.finditer(asked)}
        if len(kin) == 1:
            people = [f"my {kin.pop()}"]
    if not people and not moves_on(prompt):
        # "Is your sister still in Derby?" - "No, she moved to Hull.": "she" is "my sister".
        kin = {m.group("kin").lower() for m in _YOUR_KIN.finditer(prompt)}
        if len(kin) == 1:
            people = [f"my {kin.pop()}"]
    elif (last := _HOW_IS_YOUR.search(prompt.strip())) is not None and (
        last.group("kin").lower() not in PLURAL_KIN
    ):
        # "Priit sleeps at his desk. How's your dad doing?" - "He walked three miles": the
        # one the closing question asks after, not one named before it
        people = [f"my {last.group('kin').lower()}"]
    if (
        len(people) == 1
        and pronoun_fits(people[0], answer)
        and not _titled_otherwise(people[0], prompt, answer)
        and not _prompt_points_back(prompt, people[0], answer)
    ):
        # "How's Kim?" - "Ana popped round. She's moved": Ana, or Kim; up to that "she",
        # "her" is still Kim's ("Her mum rang. She's ...": only "her mum" is settled)
        at = _named_up_to(people[0], answer, others)
        if _SEXED.search(answer, 0, at) is not None or _SEXED.search(answer) is None:
            # (a "he" or "she" after the cut still says the one asked about is no "they")
            answer = name_pronouns(people[0], answer[:at]) + answer[at:]
    if len(places) == 1:
        answer = _there_placed(prompt, answer, places[0])
    elif not places and (work := _WORK_PLACE.search(prompt.strip())) is not None:
        # "Are you still working at the library?" - "Yes, I've been a librarian there for
        # six years": there is the library
        site = work.group("site")
        answer = _ONLY_THERE.sub(lambda m: _at_site(site, answer[: m.start()]), answer)
    return answer


# The one a question asks about, as its subject: "Did Olivier come home for Saint-Jean?",
# "And Yvaine, is she enjoying Keele?", "How is Krišs getting on in Kiel?", "Is Kris
# liking Saxmundham?" (a hyphenated name too: "Did Gian-Andri get it?").
_ASKED_SUBJECT: Final = re.compile(
    r"""^(?:(?:and|so|but|then)\s+)?(?:
    (?:how|where|what|when|why|who)\s+(?:is|was|does|did|has|will|would)\s+(?P<who>NAME)
    |how['’]s\s+(?P<who2>NAME)
    |(?:is|was|does|did|has|had|will|would|can|could)\s+(?P<who3>NAME)
    |(?P<who4>NAME)\s*,\s*(?:is|was|does|did|has|will|how\s+is|how['’]s)\s+(?:he|she)\b)
    (?![\w'’-])(?!\s+(?:and|&|or|nor)\s)""".replace("NAME", rf"{NAME_WORD}(?:-{NAME_WORD})?"),
    re.IGNORECASE | re.VERBOSE,
)


def _subject_asked(asked: str | None, people: list[str], answer: str) -> list[str]:
    """``people`` narrowed to the one ``asked`` (the prompt's last question) has as its
    subject, when the answer's "he"/"she" fits them and no other of ``people`` is known
    to be that sex: "Did Olivier come home for Saint-Jean?" - "He came for the fire" is
    Olivier; "Did Olivier meet Marie?" - "She did" is no one settled."""
    if len(people) < 2 or asked is None:
        return people
    return _the_subject(asked, people, answer) or people


def _the_subject(asked: str, people: list[str], answer: str) -> list[str]:
    """The one of ``people`` that is the subject of ``asked``, or none (see above)."""
    said = _ASKED_SUBJECT.match(FILLER.sub("", asked.strip()))
    if said is None:
        return []
    who = next(g for g in said.groups() if g is not None)
    if who not in people or who.lower() in NOT_NAMES or not pronoun_fits(who, answer):
        return []
    pronoun = _SEXED.search(answer)
    if pronoun is None:
        return []
    names = MALE_NAMES if pronoun.group().lower() in _MALE_PRONOUNS else FEMALE_NAMES
    if any(p != who and (_named_as(p, names) or p.lower() in names) for p in people):
        return []  # another the question names is known to be a "he" (or "she") too
    if said.group("who4") is None and not all(
        re.search(rf"\b{_WHERE_OR_WHEN}\s+{re.escape(p)}\b", asked, re.IGNORECASE)
        for p in people
        if p != who
    ):
        return []  # "Is Tadhg coming with Aoife?" - "She is": Aoife may be the "she"
    return [who]


# A preposition of place or time: what follows is where or when, not someone ("for
# Saint-Jean", "in Kiel").
_WHERE_OR_WHEN: Final = r"(?:for|in|at|to|from|on|near|around|round|outside|into|over|after)"


# Words a capital gives at the start of a quote or a line that open no name ("To Emrick").
_NO_NAME_OPENS: Final = word_set("to for from dear with by of in at on and", None)


def _prompt_people(prompt: str) -> tuple[list[str], list[str]]:
    """The people and places ``prompt`` names that an answer's "he"/"she" or "there" may
    stand for; no people when its last question asks past them ("Good old Ifor. Any other
    news?" - "She's pregnant!": not Ifor)."""
    people, places = people_and_places(prompt)
    if moves_on(prompt):
        return [], places
    # '"To Emrick, who charmed me ..."': a dedication's "To" is no part of a name; "Bad
    # luck! Is Bad all right?" (the prompt's "he" read as the word it opens on): no one
    people = [p for p in people if p.split()[0].lower() not in _NO_NAME_OPENS | QUALITIES]
    if (pair := _PAIR.match(FILLER.sub("", prompt.strip()))) is not None:
        # "Oona and Piet must be thrilled": two people, though the first opens the sentence
        people = list(dict.fromkeys([*people, pair.group("first"), pair.group("second")]))
    return people, places


# A "he"/"she" of the prompt's own that opens a sentence.
_PROMPT_PRONOUN: Final = re.compile(
    r"(?:^|(?<=[.!?])\s+)(?:(?:aww+|oh|wow|omg|and)[\s,!]+)*(?P<word>he|she)(?:'s|’s)?\b",
    re.IGNORECASE,
)


# A name said to someone, then a "he"/"she" further on: "Right, Ines! What does he do?"
_ADDRESSED_THEN_POINTED: Final = re.compile(
    rf"(?:^|[,.!?]\s*|\b(?:hi|hey|hello|thanks|thank\s+you)\s+){NAME_WORD}\s*[!,.]"
    r"[^\n]*?\b(?:he|him|his|she|her)\b",
    re.IGNORECASE,
)


def _prompt_points_back(prompt: str, person: str, answer: str) -> bool:
    """Whether ``prompt`` speaks of someone as "he"/"she" before it names ``person``
    ("He's beautiful! How are you and Briony?"): one the turn before it named, whom the
    same pronoun in ``answer`` may mean as well."""
    said = FILLER.sub("", prompt)
    named = re.search(rf"\b{re.escape(person)}\b", said)
    if named is not None and (
        (other := _OBJECT_AFTER_NAME.match(said, named.end())) is not None
        and (_HE_WORDS if other.group("word").lower() == "him" else _SHE_WORDS).search(answer)
        and pronoun_fits(person, other.group("word"))
    ):
        return True  # "Does Moose like her?" - "Priit adores her": her is not Moose
    pronoun = _PROMPT_PRONOUN.search(said)
    if pronoun is None or named is None or pronoun.start() > named.start():
        return False
    same = _HE_WORDS if pronoun.group("word").lower() == "he" else _SHE_WORDS
    return same.search(answer) is not None and pronoun_fits(person, pronoun.group("word"))


# "Does Moose like her?", "Has Tom met him yet?": the one named, then another as the
# object that closes the question.
_OBJECT_AFTER_NAME: Final = re.compile(
    r"[^.!?]*?\s(?P<word>her|him)(?:\s+(?:yet|much|at\s+all|already))?\s*\?", re.IGNORECASE
)
_HE_WORDS: Final = re.compile(r"\b(?:he|him|his|himself)\b", re.IGNORECASE)
_SHE_WORDS: Final = re.compile(r"\b(?:she|her|hers|herself)\b", re.IGNORECASE)


# "You're still at the bike shop, aren't you?", "are you still working at the bakery?": the
# one asked is taken to work at a place with no name.
_STILL_AT_SITE: Final = re.compile(
    r"""^(?:you're|you\s+are|are\s+you|you)\s+still\s+(?:working\s+)?at\s+
    (?P<site>the\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)(?:\s+(?:now|these\s+days))?
    (?:,?\s+(?:aren't\s+you|right|yeah|then))?\s*\?$""",
    re.IGNORECASE | re.VERBOSE,
)
# "i'm the manager now", "I'm now head baker": a title said with no place.
_TITLE_NOW: Final = re.compile(
    r"""(?<![\w'])(?P<said>i(?:'m|\s+am)\s+(?:now\s+)?(?P<role>(?:(?:the|a|an)\s+)?
    (?:[a-z-]+\s+){0,2}?[a-z-]+))(?P<now>\s+now)?(?=\s*(?:[.!,;]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
_LEFT_IT: Final = re.compile(r"\b(?:left|quit|leaving|moved|retired|sacked|fired)\b", re.I)


def _title_at_site(question: str, answer: str) -> str:
    """ "You're still at the bike shop, aren't you?" - "yep. i'm the manager now" -> "...
    i'm the manager at the bike shop now": a title given without its place holds at the
    place the question named, when the answer takes nothing back."""
    asked = _STILL_AT_SITE.match(question) or _WORK_PLACE.search(question)
    if asked is None or _DISAGREE.search(answer) or _LEFT_IT.search(answer):
        return answer
    told = _TITLE_NOW.search(answer)
    if told is None:
        return answer
    words = told.group("role").lower().split()
    words = words[1:] if words[0] in {"the", "a", "an"} else words
    if not words or not ends_on_a_job(words) or _TITLE_NOW.search(answer, told.end()):
        return answer
    site = asked.group("site")
    site = "the" + site[3:]  # "The Riverside Practice" opening a question
    return f"{answer[: told.end('said')]} at {site}{answer[told.end('said') :]}"


def _at_site(site: str, before: str) -> str:
    """ "there" for a place without a name: "left there" the library, "went there" to it,
    "worked there" at it."""
    if _TAKES_PLACE.search(before):
        return site
    return f"to {site}" if _MOTION.search(before) else f"at {site}"


# Verbs that take a place with no preposition: "left the library", "loves the shelter".
_TAKES_PLACE: Final = re.compile(
    r"\b(?:left|leave|leaves|leaving|quit|quits|quitting|visit\w*|love[sd]?|loving|like[sd]?"
    r"|hate[sd]?|miss(?:es|ed)?|join(?:s|ed)?|run|runs|ran|running|manage[sd]?)\s+$",
    re.IGNORECASE,
)


# A question that ends on where someone works or helps out, a place without a name.
_WORK_PLACE: Final = re.compile(
    r"""\b(?:work|works|working|worked|volunteer|volunteers|volunteering|volunteered|teach
    |teaches|teaching|taught)\s+at\s+(?P<site>the\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)
    (?:\s+(?:now|still|these\s+days))?\s*\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_ONLY_THERE: Final = re.compile(
    r"(?<![\w'])there(?!\s+(?:is|are|was|were|'s|will|have|has|had)\b)(?![\w'])", re.I
)


# "Mrs Okafor", "Mr Oduya": a title that says which of "he" and "she" someone is.
_TITLED: Final = re.compile(
    r"\b(?P<title>mr|mrs|ms|miss|sir|lord|lady|dame)\.?\s+(?P<name>(?-i:[A-Z])[\w'-]+)", re.I
)


def _titled_otherwise(person: str, prompt: str, answer: str) -> bool:
    """Whether ``prompt`` gives ``person`` a title of the other sex than the first
    "he"/"she" of ``answer``: "How is Mrs Okafor?" - "he's retiring" is someone else."""
    pronoun = _SEXED.search(answer)
    if pronoun is None:
        return False
    male = pronoun.group().lower() in _MALE_PRONOUNS
    return any(
        m.group("name") == person.split()[-1] and (m.group("title").lower() in _MALE_TITLES) != male
        for m in _TITLED.finditer(prompt)
    )


_MALE_TITLES: Final = frozenset({"mr", "sir", "lord"})
_MALE_PRONOUNS: Final = frozenset({"he", "he's", "he'd", "he'll", "him", "his"})


_MY_RELATIVE: Final = re.compile(rf"\b(?:my|our)\s+(?P<kin>{KIN_WORDS})\b", re.IGNORECASE)


def _named_in(earlier: str) -> list[str]:
    """Who ``earlier`` names, by name or as the speaker's relative ("my father")."""
    others = [p for p in people_in(earlier) if not spoken_to(p, earlier)]
    return others + [f"my {m.group('kin').lower()}" for m in _MY_RELATIVE.finditer(earlier)]


def _other_fits(person: str, others: list[str], told: str) -> bool:
    """Whether one of ``others`` who is not ``person`` fits the pronoun opening ``told``."""
    same = person.lower()
    return any(
        o.lower() not in same
        and same not in o.lower()
        and not _one_parent(person, o)
        and pronoun_fits(o, told)
        for o in others
    )


# The words a speaker calls a parent by: "Mum" and "my mother" are one person.
_PARENT_WORDS: Final = (
    word_set("mum mom mother mam mummy mommy ma", None),
    word_set("dad father da daddy papa pa", None),
)


def _one_parent(person: str, other: str) -> bool:
    """Whether ``person`` ("my mother") and ``other`` ("Mum") both name the speaker's one
    mother, or one father: the same one, no rival ("Mum's memory is going ... I look
    after her")."""
    first, second = person.lower().split(), other.lower().split()
    if len(second) > 2 or first[:1] not in (["my"], ["our"]) or len(first) != 2:
        return False
    if len(second) == 2 and second[0] not in {"my", "our"}:
        return False
    return any(first[-1] in words and second[-1] in words for words in _PARENT_WORDS)


# How far before an object pronoun's clause someone named may be who it means, in
# characters (a few sentences): bounds the work on a long answer.
_RIVAL_REACH: Final = 600

# Where a clause before an object pronoun ends: a sentence end, a semicolon, or a comma
# or "and"/"because"/"so" before a new "I" or "we".
_OBJECT_CLAUSE_EDGE: Final = re.compile(
    r"[.!?;]\s|(?:,\s*|\s)(?:and|because|so|but)\s+(?=(?:i|we)\b)", re.IGNORECASE
)


# The speaker's relative opening a clause, as its subject: "My dad has moved onto ...".
_KIN_OPENS_CLAUSE: Final = re.compile(
    r"(?:^|[.!?;:]\s+|,\s+(?:and|but|so)\s+)(?:my|our)\s+(?P<kin>[a-z]+)\s+(?!and\b)[^.!?;:,]*$",
    re.IGNORECASE,
)


def _own_kin_subject(person: str, answer: str, at: int) -> bool:
    """Whether the clause holding the "his"/"her" at ``at`` opens on a relative of the
    speaker's other than ``person``, of the pronoun's sex: the pronoun is theirs."""
    # The clause opens at the last stop or comma before the pronoun, or at the start.
    clause = max(0, *(answer.rfind(mark, 0, at) for mark in ".!?;:,"))
    opens = _KIN_OPENS_CLAUSE.search(answer, clause, at)
    if opens is None:
        return False
    kin = f"my {opens.group('kin').lower()}"
    if kin.split()[-1] not in RELATIVES or kin in person.lower() or person.lower() in kin:
        return False
    return pronoun_fits(kin, answer[at:])


# "<someone> said <someone else> told": the one told is the one who said so.
_TOLD_BEFORE: Final = re.compile(r"\btold\s+$", re.IGNORECASE)
_SAID: Final = re.compile(r"\b(?:said|says|reckons|heard)\b", re.IGNORECASE)


def _relayed_to(answer: str, at: int) -> bool:
    """Whether the "her"/"him" at ``at`` in ``answer`` is told news by someone who passes
    it on in the same sentence: "Mum said Aunt Ebba told her ..."."""
    if _TOLD_BEFORE.search(answer, max(0, at - 8), at) is None:
        return False
    reach = max(0, at - _RIVAL_REACH)  # near, not pages back: a long turn stays linear
    start = max(answer.rfind(stop, reach, at) for stop in ".!?;")
    return _SAID.search(answer, max(start + 1, reach), at) is not None


def first_rivalled(person: str, answer: str) -> int:
    """Where ``answer`` first says "she", "he" or "her ..." of someone who may not be
    ``person`` (someone else named or mentioned before it); its length when nowhere."""
    # Clause edges, and who is named before each, found once for the whole answer: read
    # again for every pronoun, a long answer cost the square of its length.
    edges = list(_OBJECT_CLAUSE_EDGE.finditer(answer))
    edge_ends = [edge.end() for edge in edges]
    named: dict[int, list[str]] = {}
    for word in _SEXED.finditer(answer):
        subject = _SUBJECT_PRONOUN.match(answer, word.start()) is not None
        if not subject and _relayed_to(answer, word.start()):
            return word.start()  # "Mum said Ana told her": the "her" is Mum
        # "his" is never an object ("him" is): "had an op on his back leg" is owned, though
        # "her back" may be an object ("brought her back")
        owned = word.group().lower() == "his" or POSSESSIVE.match(answer, word.start()) is not None
        if not subject and not owned:
            # "Ana saw her": an object is not who its own clause is about; one named in a
            # clause before it may be ("my father was diagnosed with MS and I want to stay
            # near him")
            before = bisect_right(edge_ends, word.start())
            if before:
                cut = edges[before - 1].start()
                if cut not in named:  # a rival is named near, not pages back
                    named[cut] = _named_in(answer[max(0, cut - _RIVAL_REACH) : cut])
                if _other_fits(person, named[cut], answer[word.start() :]):
                    return word.start()
            continue
        if _rivals(person, answer[: word.start()], answer[word.start() :], kin=subject):
            return word.start()  # "My brother bought his old car": whose car?
        if not subject and _owner_opens_sentence(person, answer, word):
            return word.start()  # "Nejc plays his first concert": Nejc's, not the one asked
        if not subject and _own_kin_subject(person, answer, word.start()):
            return word.start()  # "Dad has moved onto his fishing boat": Dad's boat
    return len(answer)


_OWNER_REACH: Final = 200
"""How far back from a "his"/"her" the opening of its sentence is looked for."""


def _owner_opens_sentence(person: str, answer: str, word: re.Match[str]) -> bool:
    """Whether the sentence of the possessive ``word`` opens on someone other than
    ``person`` doing something ("Nejc plays his first concert", "Then Ana sold her car"):
    the "his"/"her" is most likely that subject's own."""
    start = max(0, word.start() - _OWNER_REACH)
    ends = list(SENTENCE_END.finditer(answer, start, word.start()))
    sentence = answer[ends[-1].end() if ends else start : word.end()]
    same = person.lower()
    return any(
        name.lower() not in same
        and same not in name.lower()
        and _owner_a_person(name, sentence, answer[word.end() : word.end() + 40])
        for name in people_in(sentence)
    )


# What a place, a thing or a time does to someone's lot: "Rome suits his health", "Physio
# helps his back", "Tesco pays his wages", "Christmas ruined his diet". A person opening a
# sentence on one of these is rare; a capitalised thing often is.
_THING_DOES: Final = word_set(
    """suit suits suited help helps helped hurt hurts ease eases eased improve improves
    improved affect affects affected ruin ruins ruined agree agrees agreed cure cures cured
    worsen worsens worsened boost boosts boosted strain strains strained""",
    None,
)
# Times and feasts a sentence may open on: "Christmas ruined his diet".
_TIME_OPENING: Final = re.compile(
    rf"(?:{WEEKDAY}|{MONTH}|christmas|easter|ramadan|eid|diwali|hanukkah|halloween|lent)$",
    re.IGNORECASE,
)


def _owner_a_person(name: str, sentence: str, owned: str = "") -> bool:
    """Whether ``name``, opening ``sentence`` before a "his"/"her", is a person who may own
    what follows: a given name or a person word is; a country, a time, or a capitalised
    word doing what a place or a thing does to someone ("Rome suits his health", "Physio
    helps his back") is not."""
    first = name.split()[0].lower()
    if first in MALE_NAMES | FEMALE_NAMES or first in RELATIVES:
        return True  # "Piotr sits his final exam", "Mum sold her car"
    # (a role or job word is read on: "Physio helps his back" is the treatment)
    if first in COUNTRIES or _TIME_OPENING.match(first) is not None:
        return False
    verb = re.search(rf"\b{re.escape(name)}\s+(?P<verb>[a-z]+)", sentence)
    if verb is None or verb.group("verb") not in _THING_DOES:
        return True
    # "Jonas helps his dad": what is done to someone (not to their back) is a person's doing
    head = owned.split()[:2]
    return any(w.lower().strip(".,;:!?") in RELATIVES | ROLES | JOBS | PETS for w in head)


_WILL: Final = {"'ll": " will"}
# A subject pronoun's own word, before any contraction: "he" of "he'll".
_BARE_PRONOUN: Final = re.compile(r"he|she|they", re.IGNORECASE)


def _a_saying_of(match: re.Match[str]) -> bool:
    """Whether the sentence the subject pronoun ``match`` opens is a saying ("He'll be the
    death of me"): the pronoun is left as said, and the saying forms nothing of anyone."""
    word = match.group("word")
    bare = _BARE_PRONOUN.match(word)
    said = word[bare.end() :] if bare else ""
    return a_saying(first_sentence(said + match.string[match.end() :])[0])


def name_pronouns(person: str, answer: str) -> str:
    """``answer`` with "he"/"she"/"they" (and "him", "her" ...) replaced by ``person``."""
    plural = person.startswith("my ") and person.endswith(("s", "children", "people"))
    # "They've made her head of nursing": one who is "her" is not also "they"
    first = None if plural else _SEXED.search(answer)
    sexed = first is not None
    # "She said he was rude": the "he" is someone else, the person is the first one's sex
    male = first is not None and first.group().lower() in _MALE_PRONOUNS

    def other_sex(word: str) -> bool:
        return (
            first is not None and not word.startswith("they") and (word in _MALE_PRONOUNS) != male
        )

    def subject(match: re.Match[str]) -> str:
        word = match.group("word").lower()
        if other_sex(word) or _a_saying_of(match):
            return match.group()
        if word.startswith("they"):
            if sexed:
                return match.group()
            if plural:  # "my parents": the verb stays plural
                return person + word[4:].replace("'re", " are").replace("'ve", " have").replace(
                    "'ll", " will"
                )
            return f"{person} {_PLURAL_VERB.get(word, '')}".rstrip()
        if word.endswith("'s"):
            return f"{person} {s_verb(answer[match.end() :])}"  # "she's moved": "has"
        if word.endswith("'d"):
            return f"{person} {d_verb(answer[match.end() :])}"  # "she'd moved": "had"
        return person + _WILL.get(word[-3:], "")  # "he'll be out": "Olek will be out"

    answer = _SUBJECT_PRONOUN.sub(subject, answer)

    def whose(match: re.Match[str]) -> str:
        if other_sex(match.group("word").lower()):
            return match.group()
        recent = answer[max(0, match.start() - _SENTENCE_CHARS) : match.start()]
        sentence = SENTENCE_END.split(recent)[-1]
        # "his" is always an owner ("Physio helps his back"); "her back" may be an object
        owner = (
            match.group("word").lower() == "his"
            or POSSESSIVE.match(answer, match.start()) is not None
        )
        if owner and person in sentence:
            return match.group()  # "Ana is back, starting her PhD": whose is said already
        if not owner and person in _SEGMENT.split(sentence)[-1]:
            return match.group()  # "Ana adores her": someone else (Ana would be "herself")
        if not owner:
            # "we buried him in Tom's garden": the rest of the sentence names Tom, so "him"
            # is someone else (found without copying the rest of a long turn)
            end = SENTENCE_END.search(answer, match.end())
            named = re.compile(rf"(?<![\w']){re.escape(person)}(?![\w])")
            if named.search(answer, match.end(), end.start() if end else len(answer)):
                return match.group()
        return f"{person}'s" if owner else person

    return _OBJECT_PRONOUN.sub(whose, answer)


# --- what is left unresolved ----------------------------------------------------------

_UNRESOLVED: Final = re.compile(
    rf"""(?<![\w'])(?:
      (?P<person>he|she|him|his|hers|her|he's|she's|they|them|their|theirs|they're|they've
        |he'd|she'd|they'd|he'll|she'll|they'll)
      |(?!{WEATHER_IT})it|its|it's|you(?!\s+can\s+call\s+me\b)|your|yours|you're|you've|you'll|yourself|here
      |there(?!\s+(?:is|are|was|were|will|has|have|had|used|must|might|may)\b|'s|'re)
      |(?:this|that|these|those)(?=\s*(?:$|[.,;:!?)]|\s(?:is|was|are|were|one|ones|will|has)\b))
      |(?:this|that)'s
      |(?:(?<=\babout\s)|(?<=\bof\s)|(?<=\bwith\s)|(?<=\bat\s)|(?<=\bon\s)|(?<=\bfrom\s)|(?<=\bfor\s)|(?<=\bby\s)|(?<=\blike\s)|(?<=\blove\s)|(?<=\bloves\s)|(?<=\bloved\s))that(?=\s+[a-z])
      |(?:this|these|those)(?=\s+(?!(?:week|weekend|month|year|morning|afternoon|evening|night
        |time|summer|winter|spring|autumn|fall|season|term|semester|days|weeks|months|years
        |monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march
        |april|may|june|july|august|september|october|november|december|christmas|easter
        |holiday|holidays|quarter|sprint|round|series|past|coming|fortnight|mon|tue|tues|wed
        |weds|thu|thur|thurs|fri|sat|sun)\b)
        [a-z])
    )(?![\w'])""",
    re.IGNORECASE | re.VERBOSE,
)
_SEGMENT: Final = re.compile(
    rf"\s*(?:[,;:]|\s[–—-])\s+|{NOT_IN_A_NUMBER}\s+(?:and|but|so)\s+", re.IGNORECASE
)
# What "he", "her" or "they" may point back to inside the clause itself: a relative, a
# pet or someone named ("My sister and her husband ...", "Sam said he ...").
_ANTECEDENT: Final = re.compile(
    rf"\b(?:{alternation(RELATIVES | PETS)})"
    rf"\b|(?<!^)(?<![.!?]\s)\b{NAME_WORD}",
    re.IGNORECASE,
)


# "Wendell likes his reports as PDF", "Wendell finally sold his van": a clause opening on
# a name and its verb (adverbs between them, an irregular past or a modal included).
NAMED_START: Final = re.compile(
    r"^(?!(?:The|This|That|These|Those|My|Our|Your|It|He|She|They|We|His|Her|Their|Its|There"
    r"|What|When|Where|Who|Why|How|If|So|But|And|Then)\b)"
    rf"{NAME_WORD}(?:\s+{NAME_WORD})?\s+"
    r"(?:(?:just|finally|also|really|still|already|recently|actually|never|always|now|only"
    r"|even|officially|literally|basically|usually|often)\s+)*"
    r"(?:is|was|has|had|did|does|will|would|can|could|should|might|must|[a-z]+s|[a-z]+ed|"
    + alternation(IRREGULAR_PAST)
    + r")\b"
)


# How often something is done to someone: "most evenings", "every other Sunday".
_OFTEN_UNITS: Final = (
    rf"(?:days?|evenings?|mornings?|nights?|afternoons?|weekends?|weeks?|{WEEKDAY}s?)"
)
# "take her shopping", "brought him fishing": a verb of taking someone out, right before
# the pronoun (one fixed-width look back per verb form).
_TAKEN_OUT: Final = "|".join(
    rf"(?<=\b{verb}\s(?:his|her)\s)"
    for verb in ("take", "takes", "took", "taking", "bring", "brings", "brought", "bringing")
)
# What follows "shopping" in "take her shopping": when or where, or the clause ends.
_AFTER_OUTING: Final = (
    r"(?:every|each|most|on|at|in|to|with|and|but|once|twice|for|round|near|by|after|before"
    r"|this|last|next|now|today|tomorrow|again|sometimes|often)"
)
# "his"/"her" before what is owned ("her reports"), not "her" as an object ("met her at").
POSSESSIVE: Final = re.compile(
    r"(?:his|her)\s+(?!(?:at|in|on|to|for|with|and|or|from|about|again|too|yesterday|today"
    r"|last|next|this|back|up|out|off|over|a|an|the|his|her|their|my|your|our|its|some"
    r"|that|these|those)\b)"
    # "look after her most evenings", "ring him every Sunday": how often it is done to them,
    # so the pronoun is the object, no owner ("her most evenings" is no one's)
    rf"(?!(?:most|every|each|all)\s+(?:other\s+|single\s+)?{_OFTEN_UNITS}\b)"
    r"(?!(?:twice|once|daily|weekly|nightly)\b)"
    # "take her shopping", "took her swimming on Sunday": out to do something, not her
    # shopping ("took her knitting bag": the "-ing" word before a noun is hers)
    rf"(?!(?:{_TAKEN_OUT})[a-z]+ing(?:\s*(?:[,.;:!?]|$)|\s+{_AFTER_OUTING}\b))"
    r"[a-z]",
    re.IGNORECASE,
)


# "my land rover passed its inspection", "the boiler had its service": "its" is the
# thing that opens the clause, the one verb between them. "Rhian's café won an award for
# its cakes": the owned thing that opens it, and what it did "for", "with" or "in" it.
_ITS_OWN_THING: Final = re.compile(
    r"""^(?:my|our|the|\ue000['’]s|(?-i:[A-Z])[\w-]+['’]s)\s+(?:[\w-]+\s+){1,3}?
    (?:(?:passed|failed|had|has|got|needs|needed|missed|did)\s+
    |(?:won|got|lost|was\s+praised|was\s+fined|was\s+named)\s+(?:[\w-]+\s+){0,3}?
    (?:for|with|in|on)\s+)(?=its\s)""",
    re.IGNORECASE | re.VERBOSE,
)


def its_own(text: str, at: int) -> bool:
    """Whether the "its" at ``at`` is the thing ``text`` opens on (see above)."""
    found = _ITS_OWN_THING.match(text)
    return found is not None and found.end() == at


# "Halina and her mother cheered", "Tor and his wife opened a bakery": the "her" or "his"
# right after a name and "and" is that name's.
_NAME_AND: Final = re.compile(
    r"(?:(?:also|and|so|oh|plus|then)[,]?\s+)?(?!(?:And|But|So|Then|Me|You)\b)"
    rf"{NAME_WORD}\s+and\s+",
    re.IGNORECASE,
)


def _leans_on_context(clause: str, start: int, end: int) -> bool:
    for match in _UNRESOLVED.finditer(clause, start, end):
        if match.group().lower() == "its" and its_own(clause, match.start()):
            continue
        if match.group("person") is None:
            return True
        if (
            _ANTECEDENT.search(clause, 0, match.start()) is None
            and not (
                POSSESSIVE.match(clause, match.start())
                and (NAMED_START.match(clause) or _NAME_AND.fullmatch(clause, 0, match.start()))
            )
            and not _opening_name_meant(clause, match.start(), match.group())
        ):
            return True
        if match.group().lower() == "them" and not _many_before(clause, match.start()):
            return True  # "My dad grew them": not him; what, the turn before said
        if (
            match.group().lower() in _THEY
            and not _group_before(clause, match.start())
            and _NAMING.match(clause, match.end()) is None
        ):
            return True  # "My uncle worked there for years, and then they closed it"
    return False


def own_deed_of_the_thing(text: str, at: int, pronoun: str) -> bool:
    """Whether the "he"/"she" at ``at`` tells, in a relative clause with no "that", what
    was done to the thing before it ("Kelvin paid back the 2,000 dollars he borrowed"):
    the one the clause opens on, by the caller's other checks."""
    return (
        _THING_BEFORE.search(text, max(0, at - 80), at) is not None
        and _HE_DID.match(text, at + len(pronoun)) is not None
    )


def _opening_name_meant(clause: str, at: int, pronoun: str) -> bool:
    """Whether a "he"/"she" at ``at``, opening the reason "because" gives, stands for the
    one name the clause opens on, with a verb after it and of a sex the pronoun fits ("Tom
    quit his job because he's moving to Spain")."""
    opening = NAMED_START.match(clause)
    if opening is None or opening.end() > at or not _HE_SHE.fullmatch(pronoun):
        return False
    if _REASON_BEFORE.search(clause, 0, at) is None and not own_deed_of_the_thing(
        clause, at, pronoun
    ):
        return False  # only a reason given for the news: who else, the chat may say
    return pronoun_fits(clause.split(None, 1)[0], pronoun)


_HE_SHE: Final = re.compile(r"(?:he|she)(?:['’](?:s|d|ll))?", re.IGNORECASE)
_REASON_BEFORE: Final = re.compile(r"\bbecause\s+$", re.IGNORECASE)
# "the 2,000 dollars he borrowed": a thing, then what a "he" did to it.
_THING_BEFORE: Final = re.compile(
    r"""\bthe\s+(?:(?!(?:before|after|when|while|because|since|until|till|as|if|so|and|but|or
    |that|which|where|then|once)\b)[\w,'’-]+\s+){1,3}$""",
    re.IGNORECASE | re.VERBOSE,
)
_HE_DID: Final = re.compile(
    r"""\s+(?:had\s+)?(?:borrowed|bought|owed|took\s+out|won|lost|sold|saved|earned|spent|paid
    |ordered|booked|got|raised|lent)\b(?!\s+(?:him|her)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
_THEY: Final = frozenset({"they", "they're", "they've", "they'd", "they'll"})
# "My niece had a boy, they called him Tobiah": who named a child, the parents, says nothing.
_NAMING: Final = re.compile(r"\s+(?:called|named|christened)\s", re.IGNORECASE)
# Plurals of time, which no "they" is: "for years, and then they closed the factory".
_TIME_PLURAL: Final = re.compile(
    r"(?:second|minute|hour|day|night|week|weekend|month|year|decade|age|time)s", re.IGNORECASE
)


def _group_before(clause: str, at: int) -> bool:
    """Whether what ``clause`` says before ``at`` names a group a "they" can be: a plural
    relative, people, more than one named, or a plural noun. Not the speaker's "we" (they
    would say "we" again) and no plural of time."""
    before = clause[:at]
    for found in _MANY.finditer(before):
        if found.group().lower() not in {"we", "us", "our"}:
            return True
    return any(
        _PLURAL_NOUN.fullmatch(word) and not _TIME_PLURAL.fullmatch(word)
        for word in (w.strip(",.;:!?") for w in before.split())
    )


def _many_before(clause: str, at: int) -> bool:
    """Whether what ``clause`` says before ``at`` can be a "them": a group, more than one
    named, the speaker's "we", or a plural noun ("Wednesdays ..., I never miss them")."""
    before = clause[:at]
    if _MANY.search(before) is not None:
        return True
    words = before.split()[:-1]  # the word right before "them" is its verb ("misses")
    if len(before.split()) > 1 and before.split()[-1].lower().endswith("ing") and words:
        words = words[:-1]  # "Mia loves picking them": "loves" is a verb too
    return any(_PLURAL_NOUN.fullmatch(w.strip(",.;:!?")) for w in words)


# Who "them" can be: a group, more than one named, or the speaker's "we".
_MANY: Final = re.compile(
    rf"""\b(?:{alternation(PLURAL_KIN)}
    |people|guys|we|us|our
    |(?-i:[A-Z])[\w'-]*\s+(?:and|&)\s+(?-i:[A-Z])[\w'-]*)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_PLURAL_NOUN: Final = re.compile(
    r"(?!(?:is|was|has|does|his|hers|this|its|yes|always|perhaps|sometimes|thus|plus|us|bus"
    r"|gas|less|unless|across|towards|afterwards|chaos|news)$)[A-Za-z]{2,}[^s'\W]s",
    re.IGNORECASE,
)


# "My mom gave me this necklace when I was a kid", "I took this photo at the parade": a
# thing shown while it is talked about, made, given or got. Told on its own it is "a
# necklace", which stays true; "this" would lean on the photo. So is a thing the two have
# talked of before and the speaker has now done ("I finally signed up for that painting
# class"): "a painting class".
_SHOWN_THING: Final = re.compile(
    r"""\b(?P<verb>gave|give|got|bought|made|painted|drew|took|found|built|knitted|knit|baked
    |wrote|received|sewed|carved|framed|won|picked\s+up|brought\s+back|signed\s+up\s+for
    |enrolled\s+in|registered\s+for|applied\s+for|joined|booked)\s+
    (?:(?:me|him|her|us|them)\s+)?(?P<det>this|these|that|those)\s+
    (?=(?P<noun>(?!(?:week|weekend|month|year|morning|afternoon|evening|night|time|summer|winter
    |spring|autumn|fall|season|term|one|ones|thing|stuff
    # "I'll give that a go", "took that to heart": "that" is the thing, no noun follows
    |a|an|the|to|up|out|off|back|for|in|on|of|with|as|into|over|away|and|or|but|is|was)\b)
    [a-z]+)\b(?!\s+a\s+(?:go|try|whirl|shot)\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# "I moved here from Sweden": where "here" is, the chat does not say; where from, it does.
_HERE_FROM: Final = re.compile(
    r"\b(?P<verb>moved|came|emigrated|relocated|immigrated)\s+(?:over\s+)?here\s+(?=from\b)",
    re.IGNORECASE,
)


def plain_deixis(clause: str) -> str:
    """``clause`` with a thing shown as it is given, made or got told as "a" thing, and
    "moved here from X" as "moved from X" (see above)."""

    def shown(match: re.Match[str]) -> str:
        head = match.group()[: match.start("det") - match.start()]
        if match.group("det").lower() in {"these", "those"}:
            return f"{head}some "
        return f"{head}{'an' if match.group('noun')[0].lower() in 'aeiou' else 'a'} "

    clause = _SHOWN_THING.sub(shown, clause)
    return _HERE_FROM.sub(lambda m: f"{m.group('verb')} ", clause)


def cut_unresolved(clause: str) -> str | None:
    """``clause`` up to the first segment that leans on words it does not explain
    ("it", "she", "you", "there", "that's" ...), or None when its opening segment does.

    Run on the clause as written, before first person becomes third: the rewrite itself
    writes "they"/"their" for the speaker.
    """
    if _UNRESOLVED.search(clause) is None:
        return clause
    kept = 0  # where the segments without such words end
    pos = 0
    last = 0  # where the segments before the last one kept end
    opened = 0  # where the last one kept opens
    separators = sorted(
        [*_SEGMENT.finditer(clause), *_RELATIVE.finditer(clause), *_reasons_cut(clause)],
        key=_start,
    )
    for separator in [*separators, None]:
        end = separator.start() if separator is not None else len(clause)
        if _leans_on_context(clause, pos, end):
            if _CONDITION_ON_CONTEXT.match(clause, pos):
                return None  # "..., if he still has it": cut, the plan would read as firm
            one = clause[opened:kept]
            if kept and _ONE_NAME.fullmatch(one) and one.lower() not in NOT_NAMES:
                kept = last  # "tiny but Seren and I love it": the name is half a subject
            break
        last, kept, opened = kept, end, pos
        if separator is None:
            break
        pos = separator.end()
    return clause[:kept].strip() or None


_ONE_NAME: Final = re.compile(r"(?-i:[A-Z])[\w'’-]+")
# A relative clause after a thing, its verb first: "a hotel that sells them to its guests"
# (cut there when it leans on its context, the thing kept). Not "heard that she ...".
_RELATIVE: Final = re.compile(
    r"(?<![,;:])(?<!\band)(?<!\bbut)(?<!\bso)(?<!\bsaid)(?<!\bsays)\s+(?:that|which)\s+"
    r"(?=(?:sells|makes|runs|keeps|wants|pays|buys)\b)",
    re.IGNORECASE,
)

# A reason or a time that opens on a pronoun: "my bank froze my account because they
# thought ...", "we stayed at my sister's for five weeks while it dried" (not "since it
# opened in 2010": when it began).
_REASON_ON: Final = re.compile(
    r"\s+(?:because|cos|coz|while|until|till)\s+(?=(?:he|she|it|they|you)\b)",
    re.IGNORECASE,
)
# "I didn't leave Leeds because it was boring": a "not" before a reason may deny the reason,
# not the deed; such a clause is not cut there.
_DENIED: Final = re.compile(r"n['’]t\b|\b(?:not|never)\b", re.IGNORECASE)


def _reasons_cut(clause: str) -> list[re.Match[str]]:
    """Where ``clause`` may be cut before a reason or a time leaning on a pronoun."""
    return [
        found
        for found in _REASON_ON.finditer(clause)
        if not _DENIED.search(clause, 0, found.start())
    ]


def _start(match: re.Match[str]) -> int:
    return match.start()


# A condition whose subject the context names: "if he still has it", "unless they change
# the rota". ("if you must know", "if that makes sense" only hedge how it is said.)
_CONDITION_ON_CONTEXT: Final = re.compile(
    r"(?:if|unless|assuming|provided|providing|(?:as|so)\s+long\s+as)\s+(?:he|she|it|they)\b",
    re.IGNORECASE,
)


# --- what the turn before the prompt set up ---------------------------------------------


def _someone_answered(earlier: str, prompt: str, answer: str) -> str | None:
    """``answer`` opening on the speaker's own news about "someone", with the name the
    answer gives in its place: "I'm seeing someone" - "WHO" - "ottie. she turns bowls" ->
    "I'm seeing Ottie. she turns bowls"; "we've hired somebody new" - "ooh who?" - "Kasia,
    from the bakery" -> "we've hired Kasia"; None when the news is not the speaker's own
    or the answer is no name alone ("can't say!", "you'll see")."""
    news = _SOMEONE_NEWS.fullmatch(" ".join(earlier.split()).rstrip(" .!…"))
    if news is None or _WHO_ASKED.fullmatch(prompt.strip()) is None:
        return None
    named = _ANSWERED_NAME.match(answer.strip())
    if named is None or named.group("name").lower() in NOT_SAID_ALONE | _NOT_SOMEONE:
        return None  # "later.", "soon!", "lol": put off, no name
    name = named.group("name")
    name = name[:1].upper() + name[1:]  # "ottie", typed in lower case, is still a name
    told = earlier[: news.start("someone")] + name + news.group("after")
    return f"{told.strip()}. {answer[named.end() :].strip()}".strip()


# "I'm seeing someone", "we've taken on somebody new at work": the speaker's own news of a
# person not yet named.
_SOMEONE_NEWS: Final = re.compile(
    r"""(?:(?:so|well|ok|okay|also|and|oh)[,!]?\s+)*(?:(?:i|we)(?:'m|'ve|\s+am|\s+have|\s+are|'re)?\s+)?
    (?:(?:just|finally|actually|officially|kind\s+of|sort\s+of)\s+)?
    (?:seeing|dating|met|hired|taken\s+on|been\s+seeing|got\s+(?:a\s+thing\s+with|with))\s+
    (?P<someone>some(?:one|body)(?:\s+new)?)(?P<after>(?:\s+(?:at|from)\s+[a-z][\w\s'-]*?)?)
    (?:,?\s+(?:btw|too|actually|lol|haha|x+))?""",
    re.IGNORECASE | re.VERBOSE,
)
# "WHO", "ooh who??", "who is it?", "who's the lucky one?": asked who they are.
_WHO_ASKED: Final = re.compile(
    r"""(?:(?:ooh+|oh|wait|omg|what|wow)[,!.]*\s+)*(?:who|who\s+is\s+(?:it|he|she|they)
    |who's\s+the\s+lucky\s+(?:one|guy|girl|man|woman|lady|fella))\s*[?!.]*""",
    re.IGNORECASE | re.VERBOSE,
)
# "ottie.", "Kasia, from the bakery", "Rhian!! she ...": a name, alone in its sentence.
_ANSWERED_NAME: Final = re.compile(r"(?P<name>[A-Za-z][a-z'-]+)\s*(?:[.!,]+|$)")
_NOT_SOMEONE: Final = word_set(
    "secret nobody noone someone guess you me him her them wait soon l8r ltr", None
)


# "Guess who's learning the harp" - "you??" - "me!": a riddle the speaker answers.
_RIDDLE: Final = re.compile(
    r"""^(?:(?:so|ok|okay|oh|well|right|hey)[,!.]*\s+)*guess\s+who(?P<verb>'s|'ll|\s+[a-z']+)
    \s+(?P<rest>[^?!.]+?)\s*[.!?…]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_OWN_RIDDLE: Final = re.compile(
    r"(?P<riddle>(?:\w+[,!.]*\s+)?guess\s+who[^?!.]+[?!.…]+)\s+(?P<answer>me\b.*)$",
    re.IGNORECASE | re.DOTALL,
)
# "me.", "Me!!", "yep, me": the speaker owns up.
_ME: Final = re.compile(
    r"^(?:(?:yep|yes|yeah|yup|correct|guilty)[,!.]*\s+)?me\b(?!\s+(?:and|&|too)\b)[.!,…]*\s*", re.I
)
_AGREED: Final = re.compile(
    r"^(?:yep|yes|yeah|yup|correct|guilty(?:\s+as\s+charged)?)\b[.!,…]*\s*", re.I
)
# "you?", "... you??", "is it you?": the one asking guessed the speaker.
_GUESSED_YOU: Final = re.compile(r"(?:^|[\s.])(?:is\s+it\s+)?you\?+$", re.IGNORECASE)
_RIDDLE_OWN: Final = re.compile(r"\b(?:his|her|their|himself|herself|themselves)\b", re.I)
_SOFTENERS: Final = word_set("just finally actually officially now also", None)
_MODALS: Final = word_set("can could will would might must should", None)


def _riddle_solved(earlier: str, prompt: str, answer: str) -> str | None:
    """``answer`` opening on what the speaker's own riddle said, once they own up to it:
    "Guess who spent Friday in A&E" - "who??" - "me. a bee sting" -> "I spent Friday in
    A&E. a bee sting"; None when the answer names anyone else, or agrees to a guess that
    was not the speaker ("your brother?" - "yep")."""
    riddle = _RIDDLE.match(" ".join(earlier.split()))
    if riddle is None:
        return None
    said = answer.lstrip()
    owned = _ME.match(said)
    if owned is None and _GUESSED_YOU.search(prompt.strip()) is not None:
        owned = _AGREED.match(said)
    if owned is None:
        return None
    # "guess who passed her test": the riddle's "her" is the speaker's own
    rest_of_riddle = _RIDDLE_OWN.sub(_own_word, riddle.group("rest"))
    words = [riddle.group("verb").strip().lower(), *rest_of_riddle.split()]
    lead = ["I"]
    while len(words) > 1 and words[0] in _SOFTENERS:
        lead.append(words.pop(0))
    verb = words.pop(0)
    first = _first_person_verb(verb, words[0].lower() if words else "")
    if first is None:
        return None
    statement = " ".join([*lead, first, *words]) if first else " ".join([*lead, *words])
    statement = statement.replace("I 'm", "I'm").replace("I 've", "I've").replace("I 'll", "I'll")
    rest = said[owned.end() :].strip()
    if _DISAGREE.search(first_sentence(rest)[0]):
        return None  # "me. haha no, Tom": a joke, then someone else
    if (where := _WHEN_OR_WHERE.match(rest)) is not None:
        # "me! in June, at the registry office": when or where the riddle's news happens
        statement += " " + where.group("said").rstrip(",")
        rest = rest[where.end() :].strip()
    return f"{statement}. {rest}".strip()


_WHEN_OR_WHERE: Final = re.compile(
    r"(?P<said>(?:in|at|on|this|next|over)\s+[^.!?;]{1,60}?)\s*(?:[.!;]+\s*|$)", re.IGNORECASE
)


def _own_word(match: re.Match[str]) -> str:
    word = match.group().lower()
    if word.endswith(("self", "selves")):
        return "myself"
    if word == "their" or POSSESSIVE.match(match.string, match.start()) is not None:
        return "my"
    return match.group()  # "guess who saw her at the gym": someone else


def _first_person_verb(verb: str, following: str) -> str | None:
    """The riddle's third-person verb as the speaker says it of themself ("'s" -> "'m" or
    "'ve", "owns" -> "own"); None when it is no verb we can tell."""
    if verb == "'s":
        return "'ve" if s_verb(following) == "has" else "'m"  # "who's engaged": "I'm"
    if verb in {"is", "'ll", "was"} or verb in _MODALS:
        return {"is": "am"}.get(verb, verb)
    if verb in {"has", "does"}:
        return {"has": "have", "does": "do"}[verb]
    if verb in IRREGULAR_PAST or verb.endswith("ed"):
        return verb
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("shes", "ches", "sses", "xes", "zes", "oes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return None


# "How long is it?", "how many pages is it?": the size of what the speaker just mentioned.
_SIZE_ASKED: Final = _question(
    r"""(?:(?:and|so|wow|ooh|oh)[,!]*\s+)?how\s+(?:long|big|many\s+[a-z]+|much)
    (?:'s|\s+is|\s+was)\s+(?:it|the\s+thing)(?:\s+now|\s+in\s+the\s+end)?\?*"""
)
# "212 pages", "about 90,000 words", "three hours and a bit": a measure, opening the answer.
_MEASURE: Final = re.compile(
    r"""^(?P<size>(?:(?:about|around|almost|nearly|over|just\s+over|just\s+under|roughly)\s+)?
    (?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty
    |forty|fifty|sixty|seventy|eighty|ninety|a\s+hundred)\s*(?P<unit>pages|words|chapters
    |songs|tracks|episodes|minutes|mins|hours|km|kilometres|kilometers|miles|metres|meters|m
    |feet|ft|kg|kilos|pounds|lbs|litres|liters|rooms|floors|acres|hectares|square\s+metres))
    (?P<end>\s*(?:[.!,;]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
_WORK_PARTS: Final = word_set("pages words chapters songs tracks episodes", None)
# "I finished my novel!", "we launched our app": the speaker's one own thing.
_OWN_THING: Final = re.compile(
    r"\b(?:my|our)\s+(?P<thing>(?:(?:new|first|own|final|whole)\s+)?[a-z][\w-]*)\b(?!\s+(?-i:[A-Z]))",
    re.IGNORECASE,
)


def _measured(earlier: str, prompt: str, answer: str) -> str | None:
    """``answer`` saying what the speaker's own last turn made or did is this big, when
    the prompt asks how big "it" is: "I finished my novel!" - "how long is it?" - "340
    pages" -> "My novel is 340 pages"; None unless that turn names one thing of theirs."""
    question = _last_question(prompt) if "?" in prompt else None
    size = _MEASURE.match(FILLER.sub("", answer.strip()))
    if size is None or _SPEAKER_OPENING.match(earlier.strip()) is None or "?" in earlier:
        return None
    if question is None:
        # "I finished my novel!" - "congrats!" - "340 pages": told unasked, only the
        # parts a piece of work is counted in say what is being measured
        if size.group("unit").lower() not in _WORK_PARTS or "?" in prompt:
            return None
    elif _SIZE_ASKED.match(FILLER.sub("", question)) is None:
        return None
    things = {m.group("thing").lower() for m in _OWN_THING.finditer(earlier)}
    things -= RELATIVES | PETS | _NOT_IT
    if len(things) != 1:
        return None
    mine = "Our" if re.search(r"\bour\b", earlier, re.IGNORECASE) else "My"
    rest = FILLER.sub("", answer.strip())[size.end() :].strip()
    return f"{mine} {things.pop()} is {size.group('size')}. {rest}".strip()


# "What's it called?", "whats it called": the name of a thing of the answerer's.
_IT_CALLED_ASKED: Final = re.compile(
    r"(?:and\s+|so\s+)?what(?:['’]s|\s+is|s)\s+it\s+(?:called|named)\s*\?*$", re.IGNORECASE
)
_YOUR_OWN_THING: Final = re.compile(
    r"\byour\s+(?P<thing>(?:(?:new|own)\s+)?[a-z][\w-]*)\b(?!\s+(?-i:[A-Z]))", re.IGNORECASE
)
# A name said first in the answer: capitalised words ("Escola Andorinha", "The Salty
# Bean") or words in quotes ("the curd and the crust"), then the sentence ends or goes on
# after a comma ("..., which means swallow").
_NAME_TOLD: Final = re.compile(
    r"""^(?:(?P<quote>["“])(?P<quoted>[^"”]{2,40})["”]
    |(?P<name>(?-i:[A-Z0-9])[\w'’&-]*(?:\s+(?:(?-i:[A-Z0-9])[\w'’&-]*|de|da|do|del|la|le|of|the
    |and|&)){0,4}))
    (?P<end>\s*[.!]+|\s*,|\s*$)""",
    re.VERBOSE,
)


def _it_called(earlier: str, prompt: str, answer: str) -> str | None:
    """``answer`` saying what the answerer's thing is called, when the prompt asks what "it"
    is called and it, or the answerer's own turn before it, names one thing of theirs:
    "Your own school! What is it called?" - "Escola Andorinha." -> "My own school is called
    Escola Andorinha."; None otherwise."""
    question = _last_question(prompt) if "?" in prompt else None
    asked = prompt.strip().rsplit(".", 1)[-1].strip() if question is None else question
    if not _IT_CALLED_ASKED.match(FILLER.sub("", asked).strip()):
        return None
    said = FILLER.sub("", answer.strip())
    told = _NAME_TOLD.match(said)
    if told is None:
        return None
    name = told.group("name") or f'"{told.group("quoted")}"'
    if name.split()[0].lower() in {"i", "it", "we", "my", "our", "no", "not", "nothing"}:
        return None  # "I haven't named it yet", "No name yet"
    yours = {m.group("thing").lower() for m in _YOUR_OWN_THING.finditer(prompt)}
    yours -= RELATIVES | PETS | _NOT_IT
    if len(yours) == 1:
        mine, thing = "My", yours.pop()
    else:
        if yours or "?" in earlier:
            return None  # "Did you see my shop?": the thing may be another's answer
        things = {m.group("thing").lower() for m in _OWN_THING.finditer(earlier)}
        things -= RELATIVES | PETS | _NOT_IT
        if len(things) != 1:
            return None
        mine = "Our" if re.search(r"\bour\b", earlier, re.IGNORECASE) else "My"
        thing = things.pop()
    rest = said[told.end() :].strip()
    if told.group("end").strip() == ",":
        rest = f"{name} {rest}" if rest.lower().startswith("which ") else rest
    return f"{mine} {thing} is called {name}. {rest}".strip()


# "How old is Oskar now?", "Oskar is how old now?", "how old's your son?"
_AGE_ASKED: Final = _question(
    rf"""(?:how\s+old(?:'s|\s+is)\s+(?P<who>(?-i:[{UPPER}])[a-z]+|your\s+(?:YOUNG\s+)?(?:KIN))
    |(?P<who2>(?-i:[{UPPER}])[a-z]+|your\s+(?:YOUNG\s+)?(?:KIN))\s+is\s+how\s+old)
    (?:\s+(?:now|these\s+days|again))?""".replace(
        "KIN", f"{KIN_WORDS}|boy|girl|lad|lass|one|ones"
    ).replace("YOUNG", "(?:little|baby|eldest|oldest|youngest|older|younger|big|wee)")
)
# "16 going on 40", "twelve.", "9, and taller than me": an age told plainly ("seven in
# March" is an age to come, "nearly 16" not 16).
_AGE_TOLD: Final = re.compile(
    r"""^(?P<age>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve
    |thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)
    (?:\s+(?P<unit>weeks|months)(?:\s+old)?
    |\s+(?:years\s+old|(?:going\s+on|and\s+acting)\s+\w+|and\s+a\s+half))?(?:\s*[.!,]|\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)


def _age_told(question: str, answer: str) -> str | None:
    """ "How old is Oskar now?" + "16 going on 40." -> "Oskar is 16"."""
    asked = _AGE_ASKED.match(question)
    if asked is None:
        return None
    told = _AGE_TOLD.match(FILLER.sub("", answer.strip()))
    if told is None:
        return None
    who = asked.group("who") or asked.group("who2")
    if who.lower().startswith("your "):
        who = "my " + who.split(maxsplit=1)[1].lower()
    elif who.lower() in NOT_NAMES:
        return None  # "How old is Christmas?": no one's name
    age = told.group("age").lower()
    if told.group("unit"):
        # "Fourteen months": a baby's age, counted in months until it is counted in years
        return f"{who[:1].upper()}{who[1:]} is {age} {told.group('unit').lower()} old"
    age = AGE_WORDS.get(age, age)
    return f"{who[:1].upper()}{who[1:]} is {age}"


# "Whose is the red paddleboard on your car?", "Whose bike is that?": whose a thing is.
_WHOSE_ASKED: Final = _question(
    r"""whose\s+(?:is|'s)\s+(?:the|that|this)\s+(?P<thing>(?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)
    (?:\s+(?:parked|standing|sitting|tied\s+up|kept))?(?:\s+(?:in|on|at|by|outside|behind|near)\s+[^?]+)?
    (?:\s+(?:you|you've)\s+(?:mentioned|said|told\s+me\s+about|talked\s+about))?
    |whose\s+(?P<thing2>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+(?:is|'s|(?P<was>was))\s+(?:that|this|it)
    (?:\s+(?:in|on|at|by|outside|behind|near)\s+[^?]+|\s+(?:outside|out\s+there|over\s+there)
    |(?P<held>\s+(?:that\s+)?you(?:'re|\s+are|'ve|\s+have)\s+(?:(?:trying|hoping|going|planning)
    \s+to\s+(?:sell|restore|fix|give\s+away|get\s+rid\s+of)|selling|restoring|fixing\s+up
    |got|inherited|been\s+(?:using|restoring|fixing|driving|riding|wearing)|using|driving|riding
    |wearing)\b[^?]*))?"""
)
# "Whose bike is it you're selling?", "Whose car was that?": the one asked has it now, or it
# is past, so the answer says whose it was, not who owns it.
# "It's my son's.", "My daughter's!", "Mine.", "Ilse's": whose it is, and nothing else.
_WHOSE_TOLD: Final = re.compile(
    rf"""^(?:(?:it's|it\s+is|that's|that\s+is|he's|she's|they're)\s+)?
    (?:(?P<mine>mine)|(?P<kin>my\s+(?:(?:little|big|older|younger|eldest|youngest)\s+)?(?:{KIN_WORDS}))'s
    |(?P<name>(?-i:[{UPPER}])[a-z]+)'s)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# "... you've inherited", "She passed away in May.", "He ran a shop": the owner had it once,
# and it has passed on.
_PASSED_ON: Final = re.compile(
    r"""\b(?:inherited|been\s+given|was\s+given|were\s+given|handed\s+(?:it\s+|them\s+)?down
    |passed\s+(?:away|on|down)|died|late|left\s+(?:it|them)\s+to|gave\s+(?:it|them)\s+to)\b
    |^(?:he|she|they)\s+(?:was|were|used\s+to|ran|had|left|gave)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _owned_thing_goes_on(question: str, first: str, statement: str, rest: str) -> str:
    """``rest`` after a "whose is it?" answer that called the thing "he" or "she", with the
    same word opening ``rest`` said of the thing, not of its owner: "Whose is the grey
    cob?" - "She's my niece's. She's grazing here until May." -> "The grey cob is grazing
    here until May." ("It's my niece's. She's ..." is the niece)."""
    opens = _THING_PRONOUN.match(rest)
    called = re.match(r"(?:he|she)\b", first.strip(), re.IGNORECASE)
    if _WHOSE_ASKED.match(question) is None:
        return rest
    if opens is None or called is None:
        return rest
    if not rest.lower().startswith(called.group().lower()) or " the " not in statement:
        return rest
    if " owns the " not in statement and " own the " not in statement:
        return rest
    return f"The {statement.split(' the ', 1)[1]} is {rest[opens.end() :]}"


def _whose_it_is(question: str, answer: str, rest: str = "") -> str | None:
    """ "Whose is the red paddleboard?" + "It's my son's." -> "My son owns the red
    paddleboard"; "Whose bike is it you're riding?" + "My brother's." -> "The bike is my
    brother's" (it "belonged to" him only when the question or ``rest`` says it was his)."""
    asked = _WHOSE_ASKED.match(question)
    if asked is None:
        return None
    thing = asked.group("thing") or asked.group("thing2")
    thing = thing if _CAPITALISED.search(thing) else thing.lower()  # "the old Humber"
    words = thing.lower().split()
    if words[0] in _NOT_THINGS or words[-1] in _NOT_THINGS | _PERSON_NOUNS | _NOT_IT | _NOT_OWNED:
        return None  # "Whose turn is it?" - "Mine": no thing one owns
    told = _WHOSE_TOLD.match(FILLER.sub("", answer.strip()))
    if told is None:
        return None
    if told.group("mine"):
        return f"I own the {thing}"
    if asked.group("held") is not None or asked.group("was") is not None:
        owner = told.group("kin") or told.group("name")
        if owner.lower() in NOT_NAMES:
            return None
        owner = owner[:1].lower() + owner[1:] if told.group("kin") else owner  # "my aunt"
        held = asked.group("held") or ""
        if asked.group("was") is None and not any(_PASSED_ON.search(s) for s in (held, rest)):
            return f"The {thing} is {owner}'s"  # "you're riding" it: still the owner's
        return f"The {thing} belonged to {owner}"
    if told.group("kin"):
        kin = told.group("kin").split(maxsplit=1)[1].lower()
        verb = "own" if kin.split()[-1] in PLURAL_KIN else "owns"
        return f"My {kin} {verb} the {thing}"
    name = told.group("name")
    if name.lower() in NOT_NAMES:
        return None
    return f"{name} owns the {thing}"


# What "whose" asks of that no one owns: a turn, a fault, an idea, a party, a song.
_NOT_OWNED: Final = word_set(
    """turn go round shout fault idea call choice decision problem responsibility job move
    party wedding birthday funeral song voice handwriting writing work treat suggestion
    plan side team fault mistake pick""",
    None,
)


# "Aren't you the one who plays the organ at St Aldhelm's?", "You're the guy who fixed
# Ana's boiler, right?": someone known by what they do.
_THE_ONE_ASKED: Final = _question(
    r"""(?:(?:aren't|are|weren't|were)\s+you|you're|you\s+are|you\s+were)\s+
    the\s+(?:one|guy|girl|woman|man|lady|person|bloke|chap|fella)\s+(?:(?:who|that)
    (?:\s+(?P<adverb>always|usually|often|sometimes|still|also|just|really|never)(?=\s))?
    (?:\s+(?P<verb>[a-z']+)|(?P<be>'s))|(?P<with>with)(?=\s+(?:the|a|an)\s))(?P<rest>\s+[^?]+?)?(?:,?\s+(?:right|aren't\s+you|weren't\s+you|yeah))?"""
)
# "That's me!", "Guilty as charged.", "Yes, that's me": the answerer owns up to it.
_OWNED_UP: Final = re.compile(
    r"""^(?:(?:yes|yep|yeah|yup|haha|ha)[,!.]*\s+)?(?:that(?:'s|s|\s+is|\s+was)\s+me
    |that(?:'s|\s+is)\s+right|guilty(?:\s+as\s+charged)?|the\s+very\s+(?:same|one)
    |yes|yep|yeah|yup|i\s+am|i\s+was|correct|indeed|(?:one\s+and\s+)?the\s+same)\b
    (?:,?\s+(?:yes|yeah|yep|indeed|that's\s+me))?
    (?:,\s+(?:since|for)\s+[^,.!?]+)?\s*(?:[.!]+|$)  # "That's right, since the spring."
    """,
    re.IGNORECASE | re.VERBOSE,
)
# Verbs a "who" clause puts in the third person, as the one asked says them.
_OWN_VERB: Final = {"is": "am", "'s": "am", "has": "have", "does": "do", "goes": "go", "was": "was"}


def _the_one_who(question: str, answer: str, rest: str = "") -> str | None:
    """ "Aren't you the one who plays the organ at St Aldhelm's?" + "That's me!" -> "I
    play the organ at St Aldhelm's"; nothing when what follows takes part of it back
    ("guilty. peanuts and cashews, not almonds")."""
    asked = _THE_ONE_ASKED.match(question)
    if asked is None or _OWNED_UP.match(FILLER.sub("", answer.strip())) is None:
        return None
    if _QUALIFIED.search(first_sentence(rest)[0]):
        return None
    verb = (asked.group("verb") or asked.group("be") or "has").lower()  # "the one with ..."
    rest = asked.group("rest") or ""
    if _ASKERS_OWN.search(rest):
        return None  # "the one who crashed into my car?": the asker's car
    rest = f" {first_person(rest.strip())}" if rest.strip() else ""
    if _PRONOUN_OBJECT_ASKED.search(rest):
        return None  # "the one who told her?": whom, the question leaves to its context
    if verb in _OWN_VERB:
        verb = _OWN_VERB[verb]
    elif verb.endswith("ies") and len(verb) > 4:
        verb = verb[:-3] + "y"  # "studies" -> "study"
    elif verb.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        verb = verb[:-2]  # "teaches" -> "teach"
    elif verb.endswith("s") and not verb.endswith("ss"):
        verb = verb[:-1]  # "plays" -> "play"
    elif not (verb in {"can", "will", "used"} or verb.endswith("ed") or verb in IRREGULAR_PAST):
        return None  # no verb we can read: "the one who always ..."
    adverb = f" {asked.group('adverb').lower()}" if asked.group("adverb") else ""
    if adverb.strip() == "never":
        return None  # "the one who never ...": owned up to, a "not" the answer cannot carry
    if verb == "am":
        return f"I'm{adverb}{rest}"
    return f"I{adverb} {verb}{rest}"


_QUALIFIED: Final = re.compile(
    r"\b(?:not|no|never|except|only|but|though|although|actually|used\s+to|anymore|well)\b", re.I
)
# A "her" or "there" the question leaves to its context, and the asker's own "my", "me"
# ("the one who crashed into my car": the asker's car, not the answerer's).
_PRONOUN_OBJECT_ASKED: Final = re.compile(r"\b(?:him|her|them|it|that|this|there)\b", re.I)
_ASKERS_OWN: Final = re.compile(r"(?<![\w'’])(?:my|me|mine|our|us|ours|i|i'm|i've)(?![\w'’])", re.I)


# "Do you still swim?" - "every morning, at the lido": agreement by saying when or where.
_STILL_ASKED: Final = _question(
    r"""(?:(?P<aux>are|do)\s+you|you(?P<be>'re)?)\s+still\s+(?P<what>[^?]+?)(?:\s+(?:these\s+days|now))?"""
)
_HABIT_DETAIL: Final = re.compile(
    r"""^(?P<detail>(?:every|most|each)\s+(?:other\s+)?[a-z]+
    (?:\s*(?:,|and|or|&)\s*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))*
    (?:\s+(?:night|morning|evening|afternoon)s?)?
    |on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s
    |(?:once|twice|three\s+times|four\s+times)\s+a\s+(?:week|month|fortnight|day|year)
    |(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends))
    (?P<place>,?\s+(?:at|in)\s+(?:the\s+|a\s+)?[\w'-]+(?:\s+(?:on|in|at|of|near|by)?\s*
    (?:the\s+|my\s+|our\s+)?[\w'-]+){0,3})?
    \s*(?:[.!]|$)""",
    re.IGNORECASE | re.VERBOSE,
)


# "Are you allergic to nuts?" + "yes, peanuts and cashews": the yes says which.
_ALLERGY_ASKED: Final = re.compile(
    r"""^are\s+you\s+(?:still\s+)?(?P<what>(?:allergic|intolerant|sensitive)\s+to
    |(?:afraid|scared|terrified)\s+of)\s+(?P<kind>[a-z][\w\s-]{0,30}?)\s*\?$""",
    re.IGNORECASE | re.VERBOSE,
)
_WHICH_ONES: Final = re.compile(
    r"""^(?:yes|yeah|yep|yup)[,!.]*\s+(?P<which>[a-z][\w-]*(?:(?:,\s*|\s+and\s+|\s+&\s+)
    [a-z][\w-]*){0,4})\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# Words after "yes," that say how much or how one feels about it, never which kind.
_HOW_MUCH_WORD: Final = re.compile(
    r"""(?!(?:jelly|holly|lily|belly)$)[a-z'-]+ly|a|still|always|totally|quite|bit|lol|lots
    |loads|both|all|some|big|time|but|though|since|forever|sadly|afraid|yes|yeah|no""",
    re.IGNORECASE | re.VERBOSE,
)


def _kind_named(question: str, answer: str) -> str | None:
    """ "Are you allergic to nuts?" + "yes, peanuts and cashews" -> "I'm allergic to
    peanuts and cashews": the yes names which of the kind asked about."""
    asked = _ALLERGY_ASKED.match(question.strip())
    told = _WHICH_ONES.match(answer.strip()) if asked is not None else None
    if asked is None or told is None:
        return None
    which = told.group("which")
    if which.split()[0].lower() in {"i", "i'm", "it", "that", "very", "really", "so", "please"}:
        return None  # "yes, I am", "yes, very": no kind named
    if any(_HOW_MUCH_WORD.fullmatch(word) for word in re.split(r"[\s,&]+", which) if word):
        return None  # "yes, terribly", "yeah, unfortunately", "yes, a bit": how, not which
    return f"I'm {' '.join(asked.group('what').split()).lower()} {which}"


def _confirmed_by_detail(question: str, answer: str) -> str | None:
    """ "Do you still swim?" + "every morning at the lido." -> "I still swim every morning
    at the lido": saying when (and where) agrees without a "yes"."""
    asked = _STILL_ASKED.match(question)
    if asked is None:
        return None
    agreed = _AGREE.sub("", answer.strip(), count=1).strip(" ,!")  # "Yes, every Tuesday"
    told = _HABIT_DETAIL.match(FILLER.sub("", agreed))
    if told is None or _DISAGREE.search(answer):
        return None
    what = first_person(asked.group("what"))
    aux = (asked.group("aux") or "").lower()
    being = aux == "are" or asked.group("be") or _BEING.match(what) is not None
    lead = "I'm still" if being and aux != "do" else "I still"
    detail = told.group("detail") + (told.group("place") or "")
    return f"{lead} {what} {detail[:1].lower()}{detail[1:]}"


# "you still at the bakery?", "you still playing in the band?": being, not doing.
_BEING: Final = re.compile(r"(?:[a-z]+ing|at|in|on|with|a|an|the|into|there|here)\b", re.I)


# "Still teaching maths?" - "physics now": the answer swaps what the question took for granted.
_STILL_DOING: Final = _question(
    rf"""(?:(?:are|is)\s+)?(?P<who>you|(?-i:[{UPPER}])[a-z]+)?\s*still\s+(?P<verb>[a-z]+ing)
    \s+(?P<what>[^?]+?)"""
)
_LEADING_LOWER: Final = frozenset({"mostly", "only", "just", "mainly", "at", "in", "on", "from"})
# "only on Tuesdays", "just at weekends", "twice a week": a new when, not a new what.
_WHEN_INSTEAD: Final = re.compile(
    rf"""(?:(?:only|just|mostly|mainly)\s+)?(?:on\s+(?:{WEEKDAY}s?|weekends|weekdays)
    |at\s+(?:the\s+)?weekends?|every\s+[a-z]+|once|twice|three\s+times)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "every morning", "on Fridays", "twice a week": how often, closing what was asked.
_HOW_OFTEN_TAIL: Final = re.compile(
    rf"\s+(?:every|each)\s+[a-z]+(?:\s+[a-z]+)?$|\s+on\s+{WEEKDAY}s?$|\s+(?:once|twice)\s+a\s+[a-z]+$",
    re.IGNORECASE,
)
_NOW_INSTEAD: Final = re.compile(
    r"""^(?:(?:no|nope|nah)[,!.]*\s+)?(?P<new>(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*),?\s+now\b
    (?:\s+though)?\s*(?:[.!,;]|$)""",
    re.IGNORECASE | re.VERBOSE,
)


# "No, Mullingar, not Tullamore.", "Nine years, not eleven.": what the asker had wrong, put
# right; "No, Mullingar.": a place or name alone in place of the one the asker said.
_RIGHT_NOT_WRONG: Final = re.compile(
    r"""^(?:(?:no|nope|nah|not\s+quite|actually)[,!.]*\s+)?(?P<right>[^,;.!?]+?)\s*,?\s+not\s+
    (?P<wrong>[^,;.!?]+?)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_NO_NAMED: Final = re.compile(
    rf"^(?:no|nope|nah)[,!.]*\s+(?P<right>(?-i:[{UPPER}])[\w'-]+(?:\s+(?-i:[{UPPER}])[\w'-]+)?)[.!]*$",
    re.IGNORECASE,
)
_NAMED_AFTER: Final = re.compile(
    rf"\b(?:in|at|to|from|near)\s(?P<place>(?-i:[{UPPER}])[\w'-]+(?:\s+(?-i:[{UPPER}])[\w'-]+)?)",
    re.IGNORECASE,
)
# "No, Sunday.", "No, Sarah.": a day, a month or a given name, never a place put right.
_NOT_A_PLACE: Final = re.compile(
    rf"(?:{WEEKDAY}|{MONTH}|christmas|easter|xmas)(?:\s|$)", re.IGNORECASE
)


def _corrected(question: str, answer: str) -> str | None:
    """The statement a yes-no question put about the one asked, with what the answer
    corrects in it: "So you live in Tullamore?" - "No, Mullingar, not Tullamore." -> "I
    live in Mullingar"; None when the answer corrects nothing the question said (the
    asker's wrong word is never kept)."""
    said = _confirmed(question, "Yes.")
    if said is None:
        return None
    if (fixed := _RIGHT_NOT_WRONG.match(answer.strip())) is not None:
        right, wrong = fixed.group("right"), fixed.group("wrong")
    elif (
        (named := _NO_NAMED.match(answer.strip())) is not None
        and not _NOT_A_PLACE.match(named.group("right"))
        and named.group("right").split()[0].lower() not in MALE_NAMES | FEMALE_NAMES
        and not re.search(r"\bthe\s+one\b", said, re.IGNORECASE)  # "the one moving to Leeds"
        and len(places := [m.group("place") for m in _NAMED_AFTER.finditer(said)]) == 1
    ):
        right, wrong = named.group("right"), places[0]
    else:
        return None
    if _DISAGREE.search(right) or len(right.split()) > 4:
        return None  # "not now, not ever"
    found = list(re.finditer(rf"(?<![\w'-]){re.escape(wrong)}(?![\w'-])", said, re.IGNORECASE))
    if len(found) != 1:
        return None
    after = said[found[0].end() :]
    if wrong[:1].islower():
        right = right[:1].lower() + right[1:]  # "Physics, not maths.": capital only as said first
    if right.split()[-1].lower() == (after.split() or [""])[0].lower() and " " in right:
        right = right.rsplit(maxsplit=1)[0]  # "Nine years, not eleven": "years" said already
    return f"{said[: found[0].start()]}{right}{after}"


def _swapped(prompt: str, question: str, answer: str) -> str | None:
    """ "Still teaching maths?" + "physics now." -> "I'm teaching physics now"; about the
    one person the prompt names when the question leaves its subject out ("How's Ana?
    still at school?"). None when several could be meant."""
    asked = _STILL_DOING.match(question)
    told = _NOW_INSTEAD.match(FILLER.sub("", answer.strip()))
    if asked is None or told is None or _fragment(told.group("new")) is None:
        return None
    who = asked.group("who")
    if who is None:
        people = people_and_places(prompt)[0]
        if len(people) > 1 or (PEOPLE_WORDS.search(prompt) is not None and not people):
            return None  # "how's she? still ...": someone the prompt does not name
        who = people[0] if people else "you"
    if who.lower() in NOT_NAMES - {"you"}:
        return None
    subject = "I'm" if who.lower() == "you" else f"{who} is"
    new = told.group("new")
    if _WHEN_INSTEAD.match(new):
        # "Still going to the gym every morning?" - "Only on Tuesdays now": when, not what
        what = _HOW_OFTEN_TAIL.sub("", asked.group("what"))
        return f"{subject} {asked.group('verb').lower()} {what} {new[:1].lower()}{new[1:]} now"
    if new.split()[0].lower() in _LEADING_LOWER:
        new = new[:1].lower() + new[1:]  # "Mostly at home now": mid-sentence
    return f"{subject} {asked.group('verb').lower()} {new} now"


# "when do you hand it over?": a question whose "it" is what the one asked said before.
_WHEN_YOU_IT: Final = re.compile(
    r"\bwhen\s+(?:do|did|will|can|are)\s+you\s+(?:[a-z]+\s+)?[a-z]+\s+(?P<it>it)\b(?=[^?]*\?\s*$)",
    re.IGNORECASE,
)
_ASKERS_THING: Final = re.compile(
    r"\b(?:a|an|the|my|our|this|that|these|those|his|her|their|some)\s+[a-z]", re.IGNORECASE
)
# "I finished my first screenplay!" - "Are you sending it to any contests?": a yes-no
# question, opening its sentence, whose "it" is the answerer's thing (when the asker's
# turn names no thing of its own before it).
_YOU_IT: Final = re.compile(
    r"""(?:^|(?<=[.!?]\s))(?:so\s+|and\s+)?(?:are|did|will|have|do|can)\s+you\s+
    (?!(?:\w+\s+)?(?:like|love|enjoy|hate|mind|miss|regret)\w*\s+it\b)
    (?:[a-z]+\s+)?[a-z]+\s+(?P<it>it)\b(?=[^?]*\?\s*$)""",
    re.IGNORECASE | re.VERBOSE,
)


def settled_prompt(prompt: str | None, earlier: str | None) -> str | None:
    """``prompt`` with the "it" of a "when do you ... it?" question made the one thing
    ``earlier`` (the answerer's turn before it) names: "I'm selling the bakery." - "when
    do you hand it over?" -> "when do you hand the bakery over?". Left as it was when
    that turn names no thing or several, or asked something itself. The "it" of "When is
    it?" after one occasion of the answerer's in the same prompt ("... for your birthday.
    When is it again?") is that occasion."""
    occasion = _WHEN_IS_YOURS.search(prompt) if prompt else None
    if prompt and occasion is not None and len(_YOUR_OCCASION.findall(prompt)) == 1:
        yours = f"your {occasion.group('what')}"
        # "When is it again?" -> "When is your interview?": the "again" cut with the "it"
        end = occasion.end("again") if occasion.group("again") else occasion.end("it")
        return f"{prompt[: occasion.start('it')]}{yours}{prompt[end:]}"
    if not prompt or not earlier or "?" in earlier:
        return prompt
    if (echo := _echoed(prompt, earlier)) is not None:
        return echo  # "i got a snake" - "a WHAT": "What did you get?"
    asked = _WHEN_YOU_IT.search(prompt)
    if asked is None:
        asked = _YOU_IT.search(prompt)
        if asked is None or _ASKERS_THING.search(prompt[: asked.start()]) is not None:
            return prompt  # "I read a book about them. Did you finish it?": the book
    said = FILLER.sub("", earlier.strip())
    if _SPEAKER_OPENING.match(said) is None:
        # "Pretty good. I finished my first screenplay!": the news is the last sentence
        said = FILLER.sub("", SENTENCE_END.split(said.strip())[-1])
    if _SPEAKER_OPENING.match(said) is None:
        return prompt  # "my proudest moment": a remark, not something the speaker does
    thing = _one_thing(said)
    if thing is None or thing.split()[-1].lower() in RELATIVES | PETS:
        return prompt
    det, _, words = thing.partition(" ")
    if asked.re is _YOU_IT and det.lower() not in {"my", "our", "a", "an"}:
        return prompt  # "the youngest is 17" - "do you like it?": the teaching, likely
    if det.lower() in {"my", "our", "a", "an"} and asked.re is _YOU_IT:
        thing = f"the {words}"  # "Are you sending the screenplay ...?", as the answer reads it
    elif det.lower() in {"my", "our", "a", "an"}:
        thing = f"your {words}"  # the asker's words for the answerer's own thing
    elif det.lower() != "the":
        return prompt  # a name: a person, a place, or a thing, nothing says which
    return f"{prompt[: asked.start('it')]}{thing}{prompt[asked.end('it') :]}"


# An occasion of the answerer's named in the prompt, and "When is it?" asked of it after
# it: "I'll bake you one for your birthday. When is it again?"
_OCCASIONS: Final = r"""(?:birthday|wedding|exam|interview|party|operation|surgery|appointment
    |match|race|gig|concert|recital|graduation|anniversary|test|flight|hearing|scan)"""
# (in_passing's occasions are only parties and anniversaries: no interview, exam or scan.)
# The occasion word ends its noun phrase: "your test results" is no test.
_OCCASION_ENDS: Final = r"""(?=\s*[.,;:!?)]|\s*$|\s+(?:on|at|in|for|with|to|from|about|next
    |this|tomorrow|today|tonight|coming\s+up)\b)"""
_YOUR_OCCASION: Final = re.compile(
    rf"\byour\s+(?:[\w'-]+\s+){{0,2}}?{_OCCASIONS}\b{_OCCASION_ENDS}",
    re.IGNORECASE | re.VERBOSE,
)
# (the sentence between is bounded, so that long unpunctuated text is read in linear time)
_WHEN_IS_YOURS: Final = re.compile(
    rf"""\byour\s+(?P<what>(?:[\w'-]+\s+){{0,2}}?{_OCCASIONS})\b{_OCCASION_ENDS}
    [^.!?]{{0,160}}[.!]+\s+(?:(?:so|and|oh)[\s,]+)?when(?:['’]s|\s+is|\s+was)\s+
    (?P<it>it)(?P<again>\s+again)?\s*\?""",
    re.IGNORECASE | re.VERBOSE,
)


# "How was Arjun?", "how's your dad holding up?": a question about one person ...
_HOW_WAS: Final = _question(
    rf"""(?:(?:and\s+|so\s+)?how(?:'s|\s+is|\s+was|\s+did)\s+(?P<who>(?-i:[{UPPER}])[a-z]+
    |your\s+(?:KIN))(?!\s+(?:and|&|or|\+)\s)(?:\s+[^?]{{0,40}})?
    |(?:(?:and|what\s+about|how\s+about)\s+)?(?P<other>(?-i:[{UPPER}])[a-z]+|your\s+(?:KIN)))""".replace(
        "KIN", KIN_WORDS
    )
)
# ... answered by what they did: "cried in the car", "loved it, stayed till midnight".
_DID_OPENING: Final = re.compile(r"^(?P<verb>[A-Za-z][a-z]{2,})\b(?!')")
_AND_ABOUT: Final = re.compile(r"^(?:and|what\s+about|how\s+about)\s", re.IGNORECASE)
# Names that end like a past tense ("Jared rang"), never the verb of a reply.
_ED_NAMES: Final = word_set("jared alfred mohammed muhammad ahmed hamed fred ned ted reed", None)


# "Who's Kofi?" + "My flatmate.": the one asked about, told by how they stand to the
# speaker. The question may be put round about ("Remind me, who is Kofi?", "wait who's
# Kofi again, your cousin?", "Kofi? Remind me who that is"), and in chat without its "?".
_ASK_OPENING: Final = (
    r"(?:(?:wait|hang\s+on|sorry|sorry\s+remind\s+me|remind\s+me|and|so|but)[,:]?\s+)*"
)
_NAME_ASKED: Final = rf"(?P<name>(?-i:[{UPPER}])[a-z]+(?:\s+(?-i:[{UPPER}])[a-z]+)?)"
_WHO_IS_NAMED: Final = re.compile(
    rf"""^{_ASK_OPENING}who(?:'s|\s+is|\s+was)\s+{_NAME_ASKED}(?:\s+again)?
    (?:,\s*(?:your|ur|the)\s+[a-z]+(?:\s+[a-z]+)?)?\s*[?!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "Kofi? Remind me who that is, I'm terrible with names.": the name, then who it is.
_NAME_THEN_WHO: Final = re.compile(
    rf"""^{_NAME_ASKED}\?+\s+{_ASK_OPENING}who(?:(?:'s|\s+is)\s+(?:that|he|she)
    |\s+(?:that|he|she)\s+is)(?:\s+again)?
    (?:\s*[?!.]+\s*$|\s*,\s*i(?:'m|\s+am)\s+(?:terrible|awful|bad|hopeless|useless)
    \s+(?:with|at)\s+names\b[^?]*$)""",
    re.IGNORECASE | re.VERBOSE,
)
# "Is Birger your dad or your uncle?", "is Kofi your cousin?": the relation asked, which
# "My dad!" (or, with one relation asked, "Yes") tells.
_IS_NAMED_YOUR: Final = re.compile(
    rf"""^{_ASK_OPENING}is\s+{_NAME_ASKED}\s+(?:your|ur)\s+(?P<relation>[a-z]+(?:\s+[a-z]+)?)
    (?P<other>\s+or\s+(?:your\s+|ur\s+)?[a-z]+(?:\s+[a-z]+)?)?\s*\?+$""",
    re.IGNORECASE | re.VERBOSE,
)
# "Yes!", "Yep.": the one relation asked, agreed to.
_YES_ALONE: Final = re.compile(r"^(?:yes+|yeah|yep|yup|correct|that's\s+right)\s*[.!]*$", re.I)
_MY_RELATION: Final = re.compile(
    r"""^(?:oh|ah|haha|ha|sorry)?[,!.]*\s*(?P<whose>my|our|me)\s+(?P<relation>(?:[\w-]+\s+){0,2}?
    (?P<head>[\w-]+)(?:\s+on\s+my\s+(?:mum|mom|mam|mother|dad|father)'s\s+side)?)\s*[.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "My brother! The older one.": which of them, said next.
_WHICH_ONE: Final = re.compile(
    r"^the\s+(?P<which>older|younger|oldest|eldest|youngest|middle|big|little)\s+one\s*[.!]+\s*",
    re.IGNORECASE,
)


def asked_who(prompt: str) -> str | None:
    """The name a prompt asks "who is ...?" of: "Remind me, who is Kofi?", "hang on who's
    Kofi" (the prompt's last sentence), "Kofi? Remind me who that is." (its last two)."""
    sentences = [s.strip() for s in SENTENCE_END.split(prompt.strip()) if s.strip()]
    if not sentences:
        return None
    asked = _WHO_IS_NAMED.match(" ".join(sentences[-1].split()))
    if asked is None and (question := _last_question(prompt)) is not None:
        asked = _WHO_IS_NAMED.match(question)  # "who's Dani??? spill"
    if asked is None and len(sentences) > 1:
        asked = _NAME_THEN_WHO.match(" ".join(" ".join(sentences[-2:]).split()))
    if asked is None and (question := _last_question(prompt)) is not None:
        asked = _IS_NAMED_YOUR.match(" ".join(question.split()))  # "is Kofi your cousin?"
    if asked is None or asked.group("name").lower() in NOT_NAMES:
        return None
    return asked.group("name")


def _relation_agreed(prompt: str, answer: str) -> str | None:
    """ "Is Kofi your cousin?" + "Yes!" -> "my cousin": the one relation asked, agreed to
    (not "Is Kofi your cousin or your uncle?", nor "your cousin's friend")."""
    question = _last_question(prompt)
    asked = _IS_NAMED_YOUR.match(" ".join(question.split())) if question else None
    if asked is None or asked.group("other") or _YES_ALONE.match(answer.strip()) is None:
        return None
    return f"my {asked.group('relation')}"


def _who_answered(prompt: str, answer: str, rest: str = "") -> tuple[str, str] | None:
    """ "Who's Kofi?" + "My flatmate." -> "Kofi is my flatmate"; only a relative, a role or
    a friend ("my flatmate", "my wife's cousin" is not read). With the rest of the answer,
    less a "the older one." that says which ("my brother! the older one.")."""
    name = asked_who(prompt)
    answer = _relation_agreed(prompt, answer) or answer  # "Is Kofi your cousin?" - "Yes!"
    said = _MY_RELATION.match(answer.strip()) if name is not None else None
    if name is None or said is None:
        return None
    head = said.group("head").lower()
    if head in PLURAL_KIN or (head.endswith("s") and head[:-1] in RELATIVES | ROLES | KIN_EXTRA):
        return None  # "My friends.": more than the one asked about
    if head not in RELATIVES | ROLES | KIN_EXTRA and head != "friend":
        return None
    relation = said.group("relation")
    which = _WHICH_ONE.match(rest)
    if which is not None and relation.lower() == head:
        relation = f"{which.group('which').lower()} {relation}"
        rest = rest[which.end() :]
    # "She runs the bakery": the one just said to be the speaker's cousin, though "my mum"
    # ("my cousin on my mum's side") is a "she" in reach too
    told, after = first_sentence(rest)
    if told and _SEXED.search(told) is not None and pronoun_fits(head, told):
        rest = f"{name_pronouns(name, told)} {after}".strip()
    whose = said.group("whose").lower()
    return f"{name} is {'my' if whose == 'me' else whose} {relation}", rest


def _subject_given(question: str, answer: str, prompt: str = "") -> str | None:
    """ "How was Arjun?" + "cried in the car." -> "Arjun cried in the car": the answer's
    past verb has the one asked about as its subject. A name asked alone counts only
    after "and" or "what about" in ``prompt`` ("And Lena?"; "Who went? Anna?" guesses)."""
    asked = _HOW_WAS.match(question)
    if asked is not None and asked.group("other") is not None:
        last = _last_question(prompt) or ""
        if _AND_ABOUT.match(last) is None:
            return None
    said = FILLER.sub("", answer.strip())
    opening = _DID_OPENING.match(said)
    if asked is None or opening is None:
        return None
    verb = opening.group("verb").lower()
    if (verb not in IRREGULAR_PAST and not verb.endswith("ed")) or verb in _VERBISH | _ED_NAMES:
        return None
    if verb in {"need", "used", "red", "bed", "shed"} or " I " in f" {said} ":
        return None  # "used to ...": not now; "I" in it: the speaker's own doing
    # "And Lena?" + "Started her new job on Monday.": the one the short question brings up
    who = asked.group("who") or asked.group("other")
    if who.lower().startswith("your "):
        who = "my " + who.split(maxsplit=1)[1].lower()
    elif who.lower() in NOT_NAMES:
        return None
    return f"{who[:1].upper()}{who[1:]} {verb}{said[len(verb) :].rstrip('.!…')}"


# "yes, the Windsor one in September": which of the kind the question named.
_PICKED: Final = re.compile(
    r"""^(?:yes|yeah|yep|yup)[,!.]*\s+the\s+(?P<which>[\w'-]+(?:\s+[\w'-]+)?)\s+one\b
    (?P<rest>[^.!?]{0,60})""",
    re.IGNORECASE | re.VERBOSE,
)
# "a marathon": one word, so "the Berlin one" can take its place ("a favourite café" -
# "the little one" is not "the little favourite café").
_A_KIND: Final = re.compile(r"\b(?:a|an)\s+(?P<kind>[a-z][\w-]*)$")


def _one_of_them(question: str, answer: str) -> str | None:
    """ "Are you still training for a triathlon?" + "Yes, the Windsor one in September."
    -> "I'm still training for the Windsor triathlon in September"."""
    picked = _PICKED.match(FILLER.sub("", answer.strip()))
    if picked is None or _DISAGREE.search(picked.group()):
        return None
    statement = _confirmed(question, "Yes.")
    kind = _A_KIND.search(statement) if statement is not None else None
    if statement is None or kind is None:
        return None
    rest = picked.group("rest").strip(" ,;:")
    said = f"{statement[: kind.start()]}the {picked.group('which')} {kind.group('kind')}"
    return f"{said} {rest}".rstrip()


# "Is Pavel still at the bakery?", "does your sister still sing?": about someone else.
_STILL_OF: Final = _question(
    rf"""(?P<aux>is|does)\s+(?P<who>(?-i:[{UPPER}])[a-z]+|your\s+(?:KIN))\s+still\s+
    (?P<rest>[^?]+?)""".replace("KIN", KIN_WORDS)
)


def _confirmed_of(question: str, answer: str) -> str | None:
    """ "Is Pavel still at the bakery?" + "yep, five years now" -> "Pavel is still at the
    bakery"; "Does your sister still sing?" + "every Sunday" -> "My sister still sings
    every Sunday". Nothing when the answer doubts it or says no."""
    asked = _STILL_OF.match(question)
    if asked is None:
        return None
    said = FILLER.sub("", answer.strip())
    detail = _HABIT_DETAIL.match(said)
    if (_AGREE.match(said) is None and detail is None) or _DISAGREE.search(said):
        return None
    if said.lower().startswith(_CONTENT):
        return None  # "love it": a feeling about the place, no yes
    if detail is None and _OWN_WORDS.search(_AGREE.sub("", said, count=1)):
        return None  # "Yep, Ruairi's still there": the answer's own words carry the fact
    # "And Lena?" + "Started her new job on Monday.": the one the short question brings up
    who = asked.group("who") or asked.group("other")
    if who.lower().startswith("your "):
        who = "My " + who.split(maxsplit=1)[1].lower()
    elif who.lower() in NOT_NAMES:
        return None
    rest = asked.group("rest")
    if asked.group("aux").lower() == "is":
        statement = f"{who} is still {rest}"
    else:
        verb, _, after = rest.partition(" ")
        if past_tense(verb) is None or verb.lower() in _VERBISH:
            return None
        statement = f"{who} still {third_person(verb.lower())} {after}".rstrip()
    if detail is not None:
        told = detail.group("detail") + (detail.group("place") or "")
        statement += f" {told[:1].lower()}{told[1:]}"
    return statement


# "Is Dougie your brother?", "Mirela's your cousin, isn't she?", "Our Dougie being your
# brother?", "Rhona being your niece from Largs?", "your cousin, Mirela?", "Mirela, your
# cousin?": whether someone named is the one asked's relative (and where they are from).
_KIN_ASKED: Final = _question(
    rf"""(?:(?:is|was)\s+(?P<who>NAME)\s+your\s+(?P<kin>(?:KIN)(?:-in-law)?)
    |(?:our\s+|your\s+)?(?P<who2>NAME)(?:'s|\s+is|\s+being|,)\s+your\s+(?P<kin2>KIN)
    |(?:is\s+(?:that|this)\s+|(?:that|this)\s+(?:is|was|'s)\s+)?your\s+(?P<kin3>KIN),?\s+(?P<who3>NAME))
    (?P<from>\s+(?:from|in|at|up\s+in|down\s+in|over\s+in)\s+(?-i:[{UPPER}])[\w'-]+
    (?:\s+(?-i:[{UPPER}])[\w'-]+)?)?
    (?:,?\s+(?:right|isn't\s+(?:he|she)|is\s+(?:he|she)|wasn't\s+(?:he|she)|yeah|no|then))?""".replace(
        "KIN", KIN_WORDS
    ).replace("NAME", rf"(?-i:[{UPPER}])[a-z'-]+")
)
# "That's her.", "that's the one", "the very same": a guess at who someone is, agreed.
_GUESS_AGREED: Final = re.compile(
    r"""^(?:(?:yes|yeah|yep|yup|aye)[,!.]*\s+)?(?:that(?:'s|\s+is|\s+was)\s+(?:her|him|the\s+one
    |right|it)|the\s+(?:very\s+)?same|spot\s+on|got\s+it\s+in\s+one)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "No, my niece.", "nah she's my cousin": a guess at the relation, put right.
_KIN_NO: Final = re.compile(r"^(?:no|nope|nah|not\s+quite)\b", re.IGNORECASE)
# "My stepson, Ola's boy.": the relation said straight out, in place of the one guessed
# (its words are read again as the kin said).
_KIN_SAID: Final = re.compile(
    rf"^(?:my|our)\s+(?P<said>(?:(?:little|big|older|younger|eldest|youngest|twin)\s+)?(?:{KIN_WORDS}))\s*[,.!]",
    re.I,
)
# "Aye, my wee brother, the one who runs the pawnbroker's in Buckie.": the kin said again,
# with who they are; "Yes, the potter!": what they do.
_KIN_AGAIN: Final = re.compile(
    rf"""^[\s,!.]*(?:(?:he\s+is|she\s+is|he's|she's|he\s+was|she\s+was)[\s,!.]*)?
    (?:(?:my|our)\s+(?P<said>(?:[a-z]+\s+)?(?:{KIN_WORDS}))[\s,!.]*)?
    (?:(?:the\s+one|the\s+(?:[a-z]+\s+)?(?:one|guy|lad|lass|girl|woman|man))\s+(?:who|that)\s+
    (?P<who_does>[a-z][^,;!?]+?)|the\s+(?P<job>[a-z-]+(?:\s+[a-z-]+)?))?[\s.!]*$""",
    re.IGNORECASE | re.VERBOSE,
)


# "You mentioned you're a light sleeper; should I ...?": what the asker remembers of the
# one asked, before a question about something else.
_PREMISE: Final = re.compile(
    r"""\byou\s+(?:mentioned|said|told\s+me)(?:\s+(?:earlier|before))?(?:\s+that)?\s+you(?:'re|\s+are)
    \s+(?P<what>(?:a|an)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s*(?:[;,.?]|\s+(?:so|and|but)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "Yes, a very light sleeper, always have been.": the premise said again, owned.
_PREMISE_AGAIN: Final = re.compile(
    r"""^[\s,!.]*(?P<what>(?:a|an)\s+(?:(?:very|really|quite|pretty|terribly|extremely|bit\s+of\s+a)
    \s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s*(?:[,.!]|$)""",
    re.IGNORECASE | re.VERBOSE,
)


def _premise_echoed(prompt: str, answer: str) -> str | None:
    """ "You mentioned you're a light sleeper; should I avoid ...?" + "Yes, a very light
    sleeper, always have been." -> "I'm a very light sleeper": the yes answers the
    question, but the words after it own what the asker remembered."""
    premise = _PREMISE.search(prompt)
    said = FILLER.sub("", answer.strip())
    agreed = _AGREE.match(said)
    if premise is None or agreed is None or _DISAGREE.search(said):
        return None
    again = _PREMISE_AGAIN.match(said[agreed.end() :])
    if again is None:
        return None
    what = again.group("what")
    if what.lower().split()[-1] != premise.group("what").lower().split()[-1]:
        return None  # "Yes, a room on the top floor": an answer to the question
    return f"I'm {what[:1].lower()}{what[1:]}"


_KIN_WHICH: Final = word_set("little big older younger eldest oldest youngest baby twin", None)


def _kin_confirmed(question: str, answer: str) -> str | None:
    """ "Is Dougie your brother?" + "Aye, my wee brother, the one who runs the chip shop."
    -> "Dougie is my wee brother. Dougie runs the chip shop"; "Rhona being your niece from
    Largs?" + "That's her." -> "Rhona is my niece from Largs"; + "No, my cousin." -> "Rhona
    is my cousin"; nothing when the answer does not agree or says more than the kin and
    who they are."""
    asked = _KIN_ASKED.match(question.strip())
    said = FILLER.sub("", answer.strip())
    agreed = _GUESS_AGREED.match(said) or _AGREE.match(said)
    denied = _KIN_NO.match(said)
    straight = _KIN_SAID.match(said)  # "My stepson, Ola's boy."
    reply = agreed or denied
    if asked is not None and reply is None and straight is not None:
        who = asked.group("who") or asked.group("who2") or asked.group("who3")
        return None if who.lower() in NOT_NAMES else f"{who} is my {straight.group('said').lower()}"
    if asked is None or reply is None:
        return None
    if agreed is not None and _DISAGREE.search(said):
        return None
    who = asked.group("who") or asked.group("who2") or asked.group("who3")
    kin = (asked.group("kin") or asked.group("kin2") or asked.group("kin3")).lower()
    again = _KIN_AGAIN.match(said[reply.end() :])
    if who.lower() in NOT_NAMES | _NOT_IT or again is None:
        return None
    named = again.group("said")
    if denied is not None:
        if named is None or named.lower().split()[-1] == kin.split()[-1]:
            return None  # "No.", "No, my brother": nothing put right
        return f"{who} is my {named.lower()}"  # "No, my cousin": the relation put right
    if named is not None and named.lower().split()[-1] != kin.split()[-1]:
        return None  # "Is Dougie your brother?" - "Yes, my cousin": a no, in effect
    if named is not None and " " in named:
        # "my wee brother": Scots for "little"; other words before the kin are kept out
        which, _ = named.lower().split(maxsplit=1)
        which = {"wee": "little", "lil": "little"}.get(which, which)
        kin = f"{which} {kin}" if which in _KIN_WHICH else kin
    statement = f"{who} is my {kin}{asked.group('from') or ''}"
    if (does := again.group("who_does")) is not None:
        statement += f". {who} {does}"
    elif (job := again.group("job")) is not None and ends_on_a_job(job.lower().split()):
        statement += f". {who} is {'an' if job[:1].lower() in 'aeiou' else 'a'} {job.lower()}"
    elif job is not None:
        return None  # "Yes, the weather was awful": no one's job
    return statement


_OWN_WORDS: Final = re.compile(
    r"(?-i:[A-Z])|'s\b|\b(?:is|are|was|were|has|have|i|i'm|we|he|she|they|my)\b", re.IGNORECASE
)


def third_person(verb: str) -> str:
    """ "play" -> "plays", "teach" -> "teaches", "study" -> "studies", "have" -> "has"."""
    if verb in {"have", "do", "go"}:
        return {"have": "has", "do": "does", "go": "goes"}[verb]
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        return verb + "es"
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


# "They've bought a van": a sentence opening on "they" as its subject.
_THEY_OPENING: Final = re.compile(r"(?:^|[.!?]\s+)they(?:'ve|'re|'d|'ll)?\s", re.IGNORECASE)
# "Oona and Piet": two names joined by "and", neither owning what follows ("Piet's kids").
_PAIR: Final = re.compile(
    rf"""(?<!,\s)(?<![\w'])(?P<pair>(?P<first>(?-i:[{UPPER}])[a-z]+)\s+(?:and|&)\s+
    (?P<second>(?-i:[{UPPER}])[a-z]+))(?![\w'’])""",
    re.VERBOSE,
)
# Anyone else "they" could be: a group, a plural noun with its determiner, another "they".
GROUP: Final = re.compile(
    rf"""(?<![\w'])(?:they|them|their|theirs|people|everyone|everybody|guys|folks|lads|girls
    |(?:{alternation(PLURAL_KIN)})
    |(?:the|my|our|his|her|your|their|both|two|three|four|some|all|these|those)\s+
    (?:[\w-]+\s+)?[a-z-]+s)(?![\w'])""",
    re.IGNORECASE | re.VERBOSE,
)


def _pair_they(text: str, prompt: str | None) -> str:
    """``text`` with a "they" opening a sentence made the pair of people the sentence
    before names: "Oona and Piet came round. They've bought a boat." -> "... Oona and
    Piet have bought a boat." Only when that pair is the one plural in reach: another
    pair, a group ("the kids", "my parents") or anyone else named leaves "they" alone."""
    sentences = SENTENCE_END.split(text)
    changed = False
    for n in range(1, len(sentences)):
        sentence = sentences[n]
        they = THEY_SUBJECT.match(sentence)
        if they is None or "?" in sentence:
            continue
        if _SEXED.search(sentence) is not None:
            continue  # "They told her ...": one who is "her" is not also "they"
        earlier = " ".join([prompt or "", *sentences[: n - 1]])
        pair = one_pair(sentences[n - 1], earlier)
        if pair is not None:
            sentences[n] = pair_subject(pair, they) + sentence[they.end() :]
            changed = True
        elif (
            they.group("verb") is None
            and _COMPANY_DID.match(sentence, they.end())
            and (body := _WRITTEN_TO.search(sentences[n - 1]))
        ):
            # "help me write to the gas company? They billed me 612 reais": the one written to
            sentences[n] = f"The {body.group('body')} {sentence[they.end() :].lstrip()}"
            changed = True
    return " ".join(sentences) if changed else text


# What a company did, after its "they": a deed in the past ("billed", "lost", "cancelled"),
# or one it keeps doing or refuses ("still", "never", "won't").
_COMPANY_DID: Final = re.compile(
    r"\s+(?:(?:still|never|finally|just)\s+)?(?:[a-z]+ed|lost|sent|took|kept|won['’]?t|refuse[sd]?)\b",
    re.IGNORECASE,
)
# A request to write to a company or an office, the one a "they" next is: "Could you help
# me write a complaint to the gas company?", "draft a letter to the airline?".
_WRITTEN_TO: Final = re.compile(
    r"""\b(?:write|writing|draft|drafting|email|complain|complaint|letter|message)\b[^?]*?
    \b(?:to|at|about)\s+the\s+(?P<body>(?:[a-z]+\s+)?(?:company|airline|bank|council|insurer
    |agency|courier|embassy|consulate|garage|hotel|shop|store|school|university|clinic
    |hospital|landlord|letting\s+agent))\s*\?\s*$""",
    re.IGNORECASE | re.VERBOSE,
)


def one_pair(before: str, earlier: str) -> str | None:
    """The one pair of people ``before`` names, when nothing else in it or in ``earlier``
    (the turn's and prompt's text before it) could be "they"."""
    if before.rstrip().endswith("?") or GROUP.search(before) is not None:
        return None
    pairs = list(_PAIR.finditer(before))
    if len(pairs) != 1 or _PAIR.search(earlier) is not None or GROUP.search(earlier):
        return None
    pair = pairs[0]
    people, places = people_and_places(before)
    named = {*people, *people_in(before)}
    own = {pair.group("first"), pair.group("second"), pair.group("pair")}
    if places or not own & named or named - own:
        return None  # "We drove to Hale and Bury", or a third person in the sentence
    if {w.lower() for w in own} & (NOT_NAMES | _OPENING_ADVERBS):
        return None
    return pair.group("pair")


THEY_SUBJECT: Final = re.compile(r"(?<![\w'])they(?P<verb>'ve|'re|'d|'ll)?(?![\w'])", re.I)


_PLURAL_CONTRACTION: Final = {"'ve": " have", "'re": " are", "'ll": " will"}


def pair_subject(pair: str, match: re.Match[str]) -> str:
    """The pair standing for "they" ("they've" -> "Oona and Piet have")."""
    verb = (match.group("verb") or "").lower()
    if verb == "'d":
        return f"{pair} {d_verb(match.string[match.end() :])}"
    return pair + _PLURAL_CONTRACTION.get(verb, "")

"""The rule-based extractor, split by concern.

:mod:`.extractor` classifies statements into facts (kind, slot, expiry) and is the
public face; :mod:`.idioms` makes plain the ways of saying a fact that hide the speaker
("Guess who got the job? Me!", "Being a nurse there is hard work"); :mod:`.text` finds
speakers and statements, :mod:`.context` reads answers with their question and decides what
still leans on its context, :mod:`.person` rewrites first person to third (and knows which
capitalised words the document uses as people's names), :mod:`.news` restates news told in
chat shorthand ("I got the job!!! Brightwell Foods."), :mod:`.kin` forms the relations
people name in passing ("my wife Kamila says ..."), :mod:`.dates` makes
relative dates absolute, :mod:`.gate` drops a finished fact that would not read on its own
(a "you", an unresolved pronoun or date, no verb, or by :mod:`.unfinished` an object
left in the chat: "is halfway through", "cried at the end", "is the secretary") or, by
:mod:`.worth` and :mod:`.review`, says nothing worth recalling ("has news", "is a genius",
"has to tell someone"), and
:mod:`.lexicon` holds the word lists they share. The turn is made plainer before its
clauses are read: :mod:`.casing` (names typed in lower case, vocatives), :mod:`.answers`
(short answers), :mod:`.fragment_tails` (a texted wh-question read in full, "wat dog u
got"; an answer's fragments after the first joined onto it, "a sloughi. called sumac"),
:mod:`.dialect_me` ("me" for "my": "cut me hand", "me dad sold the
shop"), :mod:`.contraction` ("'s" and "'d"), :mod:`.carry` (a "he"/"she" across
the turn boundary), :mod:`.taken_up` (a name the prompt says that the answer's "he" or "she"
takes up is a person's: "Is Cerys leaving?" - "She's finished ..."), :mod:`.naming` and
:mod:`.pets` (names given to things and animals),
:mod:`.pair_we` ("we" after "Ilona and I"), :mod:`.continuation` (a left-out "I"),
:mod:`.retraction` (a sentence taken back: "the 14th. no wait, the 21st"),
:mod:`.asides` (a line quoted or a title no one is given: "As the song says, I'm walking
on sunshine!", "I've just been made Pope"), :mod:`.moved` (a day set and moved: "set for the
2nd, then moved to the 9th": the 9th stands),
:mod:`.leads` (an answer's verbless lead: "Very well, but I've moved it to Thursdays"),
:mod:`.offices` (an office in the group the question named: "And the touring club?" - "I'm
the secretary"),
:mod:`.still_of_other` (whose a subjectless "Still ..." answer is after "Is Manolo still
...?"),
:mod:`.corrections` (a day corrected after it was said: "on Sunday. Sorry, it was Saturday"),
:mod:`.appointments` (an appointment "got" and looked forward to is ahead: "got an interview
on friday, wish me luck"), :mod:`.it_after` (the "it" after the speaker's own thing: "I
cancelled my gym membership. It was 40 pounds a month."), :mod:`.intro` (a speaker who
introduces themself without "I'm": "hi. kagiso from francistown"),
:mod:`.dictated` (what the user asks to have written: "Tell her that Mum has moved"),
:mod:`.put_right` (the assistant put right: "Sesame, not peanuts!" read into the
assistant's "Since Ianto is allergic to peanuts"), :mod:`.monthly` (a money day that comes
every month: "my payday is the 15th"),
:mod:`.which_i` (a thing, then the speaker's deed on it: "The west window, which I've just
restored."), :mod:`.for_it` (a journey made "for it": "flying home from Calgary for it"),
:mod:`.frames` (a frame before a colon), :mod:`.findings` (a doctor's or vet's finding told
as reported speech: "the vet said she has kidney disease"), :mod:`.durations` (how long,
without "I": "11 years as a radiographer"), :mod:`.gerunds` (an activity told as a gerund
subject: "Painting is my way of relaxing") and :mod:`.notes` (notes to self: "reminder: the
bins are on Thursdays now"); :mod:`.reports` finds what a teacher, coach or boss says of
the speaker ("my instructor says I have good balance"), kept with who said it.
:mod:`.continuation` also joins a verbless fragment to the news it adds to ("I bought a
piano. a 1920s upright"), and :mod:`.kin` makes "Mum slipped" the speaker's mum. The
speaker's own news told short is read whole as well: :mod:`.starts`
("I start on the 4th": the job the chat named), :mod:`.told` ("..., they told me on monday":
the day the news came), :mod:`.checks` ("the van failed its MOT": the speaker's van;
"someone nicked my bike": it got stolen), :mod:`.things` (a boat or a car with a name
of its own as the subject: "the Marigold got new sails"; a part of the vehicle just named:
"Driving the Panda?" - "The clutch went"; "the van" the speaker called "my van" before),
:mod:`.done_or_had` ("had flu all christmas":
"did"/"had" with the "I" left out), :mod:`.known_by` ("Priya from work got promoted": a name
with where it is known from), :mod:`.apposition` ("a new man, Kilian Roe, a crabber from
Ardmore": who someone is, between commas), :mod:`.real_name` ("Did the Walrus come?" - "He
did. His name is Mogens Skov") and
:mod:`.own_fragments` ("slipped disc, it happened on ...", "we moved! in Leeds since May").
:mod:`.clefts` says plainly who it was, put right ("No, it's Ana's brother Ivo who is in
Leeds, not mine"). :mod:`.hedges` gives a hedge typed without its owner back to the speaker
("think im moving to Hove", "Boss reckons I'll be made foreman"), :mod:`.counted` gives a
bare count the word for what it counts from the question or the turn before ("And your
goats?" - "We've four now: ..."), and :mod:`.stories` drops a childhood story told to
explain a liking ("I hate sprouts. My nan boiled them every Christmas").
Life events told in pieces are read together: :mod:`.expecting` (a baby due, its sex and
name: "Lenka is pregnant! The baby is due in May.", "We'll call her Bára"),
:mod:`.described` (an animal described by a pronoun before it is named: "He's an old pug.
I've named him Knödel.") and :mod:`.wedding` ("When is the wedding?" - "In Ibadan, on the
16th of August.", "How did he ask?" - "On top of the mountain at sunrise."). News told as
a question is said plainly and praise said in irony dropped by :mod:`.asked_news` ("Have
you seen the car I bought last week?", "Oh great, I just love doing my taxes").
:mod:`.gifts` names the other of two friends in thanks for a thing and a thing sent ("Thank
you for the scarf!", "I posted you a book"), and :mod:`.funeral` gives "the funeral" to the
one death the speaker just told of ("My grandad died on Saturday." ... "The funeral is next
Friday."). A few things said after the news they belong to are joined to it:
:mod:`.last_day` (a day told first: "Friday was my last day"), :mod:`.together` (how long a
couple that just split was together), :mod:`.time_taken` (how long a race or walk took:
"Three hours!"), :mod:`.named_after` (what a name was given after: "called Chinook, after
the warm wind") and :mod:`.results` (a deed told as a result: "so nervous that I said good
evening"). Last, :mod:`.ages` dates every age a fact keeps with the month it was said ("Jojo's
chinchilla is 9 now" -> "... was 9 years old in January 2025"), so it stays true, and
:mod:`.dates`' ``weekday_named`` gives a day told by its weekday that weekday back ("sold my
van tues" -> "... on Tuesday, 14 May 2024 (2024-05-14)").
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..facts import CandidateFact, ExtractionInput

if TYPE_CHECKING:
    from .extractor import EVENT_DAYS, STATE_DAYS, RuleExtractor, extract_facts

__all__ = ["EVENT_DAYS", "STATE_DAYS", "LazyRuleExtractor", "RuleExtractor", "extract_facts"]


def __getattr__(name: str) -> Any:
    # The extractor's patterns take about a second to compile: a module that only needs
    # a sibling (search reads ``.dates``) does not pay for them by importing this package.
    if name in {"EVENT_DAYS", "STATE_DAYS", "RuleExtractor", "extract_facts"}:
        from . import extractor

        return getattr(extractor, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class LazyRuleExtractor:
    """The rule extractor, imported when the first batch is read, so a server (or an
    embedded engine) starts without compiling the rules' patterns: the first dream pays
    for them once, on the worker's thread, instead of every start-up."""

    name = "rules"
    reads_known_names = True  # as :class:`.extractor.RuleExtractor` does

    def __init__(self) -> None:
        self._inner: RuleExtractor | None = None
        self._lock = threading.Lock()

    def _load(self) -> RuleExtractor:
        with self._lock:
            if self._inner is None:
                from .extractor import RuleExtractor

                self._inner = RuleExtractor()
            return self._inner

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        return self._load().extract(batch)

"""The rule-based extractor: candidate facts without a language model.

It is the default when no LLM endpoint is configured, so it must be deterministic,
offline and fast (hundreds of short chats per second on one core). It reads what
people say about themselves and rewrites each statement as a standalone fact:

* **Who.** Transcript turns are attributed to their speaker (``Alex: I live in
  Berlin`` -> "Alex lives in Berlin."); generic labels (``User:``, ``Human:``,
  ``Me:``, ``Customer:``) and prose without speakers are about "the user".
  Assistant, system and bot turns are skipped entirely. Prose may also state facts
  about a named person ("Maria is a pilot") or leave the subject out in notes
  ("Lives in Berlin"); those are kept only when a rule below recognises them.
* **What.** Questions, greetings, thanks, acknowledgements, requests to the assistant
  and hypotheticals ("I would ...", "If ...") are dropped (:mod:`.text`). First
  person becomes third person (:mod:`.person`): "I'm a nurse" -> "Alex is a
  nurse.", "my" -> "Alex's" (later "their"), "we" -> "Alex and others". Compound
  sentences are split when each half stands on its own: "I'm a nurse and I live in
  Lisbon", "I live in Berlin and work at Acme" give two facts each; "I like cats and
  dogs" stays one.
* **Idioms.** Ways of saying a fact that hide the speaker are made plain first, on the
  turn as said (:mod:`.idioms`): "Guess who got the nursing job? Me!" -> "I got the
  nursing job", "Today's my 40th birthday" -> "My 40th birthday is today", "Chef, at the
  Grand." -> "I work as a chef at the Grand.".
* **Self-contained.** An answer is read with the question before it (:mod:`.context`):
  "Which city are you in?" + "Leeds." -> "Alex lives in Leeds."; "he"/"she"/"there"/"it"
  become the one person, place or thing the question named. A clause that still leans
  on its context ("She drew it for me", "Dana is always here for you") forms nothing;
  a trailing segment that does is cut off ("I hate olives, they taste like soap" ->
  "Alex hates olives."). A doctor's, vet's or physio's finding is the exception to
  reported speech: "the doctor said I have gout" -> "Alex has gout." (:mod:`.findings`).
  Other people's opinions ("My mum says I work too much"),
  elliptic halves ("..., have been for years") and clauses where the speaker is only an
  object ("Drinks on me") form nothing either. Plain statements about a named person
  ("Alex's manager is Priya", "Sam and Jo are neighbours") or a named thing ("The
  project codename is Kestrel", slot ``the_project:codename``) form facts.
  Before the clauses are read, the turn is made plainer: names typed in lower case get
  their capital back (:mod:`.casing`), a short answer becomes the statement asked for
  (:mod:`.answers`), a "he"/"she" goes to the one person named just before, across the
  turn boundary too (:mod:`.carry`), a name given to a thing or an animal goes to it
  (:mod:`.naming`), a "we" after "Ilona and I" is that pair (:mod:`.pair_we`), a
  clause that left out its "I" gets it back (:mod:`.continuation`), and so does a span or
  a gerund subject ("11 years as a radiographer", "Painting is my way of relaxing":
  :mod:`.durations`, :mod:`.gerunds`). A verbless fragment joins the news it adds to ("I
  bought a piano. a 1920s upright"), "Mum slipped" is the speaker's mum, the name of the
  one answering is never the "she" of their answer, and "the interview was on Monday"
  said by a speaker who names no one else is theirs. A comma splice before the speaker's
  own clause is read as two sentences when the whole forms nothing ("Music is a big part
  of my life, I play the guitar"), and a closing clause on an unresolved pronoun is cut
  rather than losing the fact ("I have a Shih Tzu named Bella, she's my best friend").
  Notes to self are read by :mod:`.notes`.
* **When.** Relative dates become absolute against the document date
  (:mod:`.dates`): "I have an exam tomorrow" on 2026-03-01 -> "... on 2 March 2026
  (2026-03-02)".
* **Kind, slot and expiry.** Ordered rules classify each fact (first match wins):

  1. *Single-valued attributes* -> durable with a slot ``<subject-key>:<attribute>``:
     name, age, birthday, home_city / home_country ("I live in", "I moved to",
     "I'm based in", "we relocated to"), employer ("I work at/for", "I joined"),
     job_title ("I'm a nurse", "I work as"), relationship_status,
     favourite_<thing> ("My favourite colour is blue" -> ``favourite_color``) and diet.
     These win even when the sentence has a date ("I moved to Lisbon last month").
  2. *Other durable facts* (no slot): allergies and chronic conditions, fears,
     languages, skills, education, likes and dislikes, identity and origin, habits.
  3. *Temporary states* -> recent: moods, short illnesses, whereabouts.
  4. *Events* -> recent: "I have an exam/meeting/flight ...".
  5. *Plans and activities* -> recent: future and progressive tense, "I started ...",
     "I want to ...".
  6. Anything else with a date -> a recent event ("My mom's birthday is tomorrow").
  7. Relatives, pets and possessions -> durable.
  8. Otherwise the tense decides: present -> durable, past -> recent event, future or
     progressive -> recent activity; "would/could/should" clauses were dropped earlier.

  Named third parties and subject-less notes must match a pattern of rules 1-5 or 7;
  rules 6 and 8 apply only to what a speaker (or "the user") says about themselves. A
  person the document attests by name (a speaker, a capitalised word inside a sentence,
  see ``person.attested_names``) may also be the subject of any verb of their own: "Arjun
  passed his exam on Tuesday" is an event, "Efua arrives on Friday" a dated plan, "Sam is
  rebuilding the porch" an activity and "Sam restores motorbikes" a durable fact; what
  they say, think or seem ("Sam says hi") forms nothing.

The fact's ``subject`` is the speaker label as written, "the user" for generic labels
and speaker-less prose, or the named third party; its slot key is that subject in lower
case with runs of other characters replaced by "_" ("Dr. Smith" -> ``dr_smith``, the
user -> ``user``).

Expiry (``forget_after``, midnight UTC) is for what stops being true: undated temporary
states and plans. History does not expire: "Alex went to a support group on 7 May 2023" is as
true a year later as the day it was said, and a question about May 2023 must still find
it. (The profile's recent section is where old events drop out, not search: see
``services.profiles``.)

* Durable facts never expire.
* A fact whose text names when it holds never expires: its relative date phrase was
  made absolute, so it can never be read as current when it is not. "I have an exam
  tomorrow" on 2026-03-01 -> "... has an exam on 2 March 2026 (2026-03-02)" is the plan
  while that day is ahead and a fact about that day once it has passed (the exam was
  on, or at least planned for, that day); a year later "When was the exam?" must still
  find it. (Open-ended phrases such as "since last month" say when something began,
  not when it holds: they do not count.) That the plan is over shows in the profile,
  whose recent section keeps a fact for two weeks past the latest date its text names.
* A fact about the past never expires: one in the past tense ("went", "was sick"), and
  an event in the perfect ("has finished the thesis").
* A budget ("my budget is around 700 euros") and a thing just finished, mended or broken
  ("the car is finally fixed") are recent, not durable, but never expire: they record
  what was decided or done at that date, and "what was my budget?" must still find it.
* A plan or an ongoing activity that says no date ("is learning the cello", "wants to
  move to Madrid") is written with the day it was said: "... is learning the cello (as
  of 1 March 2026)" (:func:`~memhub_server.pipeline.dates.as_of`). Read a year later it
  does not claim to be current, so it never expires: "Where did Alejandra want to move?"
  must still find it. It stays in the profile's recent section for a month after that
  day; said again later, it becomes the next version of itself, with the newer day.
* What is left reads as current ("is tired", "has a meeting") and would mislead once it
  is not: it expires a fixed number of days after the document date, at midnight:
  :data:`STATE_DAYS` (3) for moods, illnesses and whereabouts ("is tired", "has been
  sick") and :data:`EVENT_DAYS` (7) for undated events ("has a meeting").

``supporting_context`` and ``organization_context`` are not used, and ``existing`` only
for the names it gives people (with ``known_names``, they count as attested): the rule
extractor never links facts (``relation`` is always "new"); reconciliation relates them
by slot and similarity.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from typing import Final, Literal

from ...dates import as_of
from ..facts import CandidateFact, ExtractionInput
from .ages import age_dated, age_fronted, count_grown
from .answers import (
    age_answered,
    answer_tails_joined,
    answer_taken_back,
    asked_about,
    cost_joke_dropped,
    home_since_told,
    job_answered,
    short_answer,
)
from .appointments import appointment_ahead
from .apposition import described
from .asides import asides_dropped
from .asked_news import news_asked, without_irony
from .carry import carried
from .casing import restored_names, unshouted
from .checks import (
    SUPPLIES,
    harmed_told,
    owned_broken,
    owned_checked,
    owned_mended,
    owned_outcome,
    owned_supply,
    sent_by_work,
    stolen_told,
    the_thing_yours,
)
from .clefts import cleft_plain
from .context import (
    PEOPLE_WORDS,
    SENTENCE_END,
    cut_unresolved,
    first_sentence,
    news_opening,
    plain_deixis,
    settled_prompt,
    turns_to_news,
    with_prompt,
    within_turn,
)
from .continuation import complete_alone, fragments_joined, speaker_led, with_subjects
from .corrections import corrected
from .counted import count_noun_given
from .dates import (
    Period,
    back_then,
    month_carried,
    resolve_relative_dates,
    span_verdict_dropped,
    unanchored,
    weekday_named,
    without_unanchored,
    written_dates,
)
from .described import animal_described, got_told_on, one_got
from .dictated import dictated
from .expecting import baby_name_answered, baby_named, baby_owned, name_explained
from .findings import CONDITION, SHORT_ILLNESSES, plain_findings
from .for_it import journey_for_it
from .fragment_tails import question_in_full
from .funeral import funeral_owned
from .gate import unsafe
from .gifts import age_thanked, deed_thanked, gifts_told
from .handed import handed_to_speaker
from .hedges import boss_owned, hedged
from .idioms import plain_idioms
from .in_passing import asked_of_one_named, we_met_named
from .intro import introduced
from .it_after import it_named
from .kin import (
    identity_then,
    kin_facts,
    kin_name_contracted,
    named_relatives,
    one_of_mine,
    owned_parent,
    owners_named,
    plainly_related,
)
from .known_by import known_by_apart
from .last_day import day_first_told
from .leads import lead_dropped, span_lead_dropped, that_dropped, verdict_dropped, why_lead_dropped
from .lexicon import (
    BODY_PARTS,
    COUNTRIES,
    CURRENCY_WORDS,
    DEMONYMS,
    IRREGULAR_PAST,
    JOBS,
    KIN_TITLES,
    MONTH,
    NOT_WORK,
    NUMBER_WORDS,
    PETS,
    QUALITIES,
    RELATIVES,
    SCHOOL_YEAR,
    VEHICLES,
    WEEKDAY,
    WORKPLACES,
    alternation,
    word_set,
)
from .measures import measures_joined, owned_priced
from .monthly import monthly_days
from .moved import latest_move
from .named_after import named_after_told
from .named_back import named_back
from .naming import animal_got, paid_for_named, things_named
from .notes import (
    NOTE_EVENT,
    is_self_note,
    jotted_event,
    note_fact,
    owned_in_note,
    trade_visit,
)
from .offices import office_of_group
from .one_of_kind import one_named
from .own_fragments import own_fragments
from .own_occasion import occasion_owned
from .pair_we import (
    couple_we,
    partner_named,
    we_listed,
    we_named,
    we_the_pair,
    we_the_team,
    who_we_are,
)
from .person import (
    SUBJECT,
    Tense,
    attested_names,
    clause_tense,
    done_for,
    memory_names,
    named_verb,
    speaker_fragment,
    spelled_is,
    split_after_named,
    split_coordinated,
    subjectless_note,
    third_party,
    to_third_person,
)
from .pets import (
    attested_pets,
    names_animal,
    pet_owners,
    pet_state,
    remembered_owners,
    remembered_pets,
    with_owner,
    without_apposition,
)
from .plain import plain_kind
from .put_right import put_right
from .real_name import real_names
from .reports import news_passed_on, news_reported, speaker_reports
from .results import result_told
from .resumed import return_named
from .retraction import joke_dropped, quips_dropped, without_retracted
from .review import filled_from_turn
from .several import people_apart
from .starts import OWN_TURNS, start_named
from .stories import story_dropped
from .taken_up import taken_up
from .text import (
    FIRST_PERSON,
    Passage,
    and_apart,
    asked_for_oneself,
    passages,
    spliced,
    statements,
    you_spelled,
)
from .texting import untexted
from .things import (
    attested_things,
    owned_before,
    parts_owned,
    remembered_things,
    the_thing_named,
    things_opening,
)
from .time_taken import time_taken_joined, wait_joined
from .together import together_told
from .told import told_when
from .undone import undone_dropped
from .weather import weather_damage
from .wedding import asked_to_marry, married_on, proposal_told, wedding_told
from .which_i import which_i
from .worth import tidied, without_fuller_said, without_restatements, without_side_clauses

__all__ = ["EVENT_DAYS", "STATE_DAYS", "RuleExtractor", "extract_facts"]

STATE_DAYS: Final = 3
"""Moods, short illnesses and whereabouts ("I'm tired", "I have a cold", "I'm at the
airport") without a date expire this many days after the document date (at midnight UTC)."""
EVENT_DAYS: Final = 7
"""Undated events in the present tense ("I have a meeting"); past events never expire."""

_SAID_ON: Final = datetime.min.replace(tzinfo=UTC)
"""The expiry a plan or an ongoing activity that says no date ("I'm learning the cello")
carries while a document's facts are read; :func:`extract_facts` replaces it by the day it
was said, written into the text ("... (as of 1 March 2026)"), and no expiry."""

Category = Literal["durable", "state", "event", "activity"]
_DEFAULT_DAYS: Final[dict[Category, int]] = {"durable": 0, "state": STATE_DAYS, "event": EVENT_DAYS}


class RuleExtractor:
    """Deterministic, offline extractor; see the module docstring for what it keeps."""

    name: str = "rules"
    reads_known_names: bool = True
    """A name an earlier document gave someone opens facts here: the dreamer reads a
    namespace's documents in order (see :meth:`..dreamer.Dreamer._extract_in_order`)."""

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        """Candidate facts for each input, in the order of ``batch``. Each input is read on
        its own (with the names its namespace's memories already give people), so what a
        document forms never depends on which other documents shared its batch."""
        return [extract_facts(item) for item in batch]


def _namespace_names(item: ExtractionInput) -> frozenset[str]:
    """The names ``item`` says its namespace already gives people: its ``known_names`` and
    those of the existing memories it carries."""
    found = set(item.known_names)
    for memory in item.existing:
        found |= memory_names(memory.subject, memory.text)
    return frozenset(found)


# No word of a fact is this long: a pasted blob (a key, a hash, a line of one letter) is cut
# to it before any rule reads the text, since many rules rescan a word from each of its
# letters and a 30,000-letter word took seconds.
_LONGEST_WORD: Final = 120
_LONG_WORD: Final = re.compile(rf"\S{{{_LONGEST_WORD + 1},}}")


def _long_words_cut(content: str) -> str:
    """``content`` with every run of more than :data:`_LONGEST_WORD` non-space characters
    cut to that many."""
    return _LONG_WORD.sub(lambda m: m.group()[:_LONGEST_WORD], content)


def extract_facts(
    item: ExtractionInput, known: frozenset[str] = frozenset()
) -> list[CandidateFact]:
    """Candidate facts stated in one input's content, in reading order, without duplicates.
    ``known``: further names the namespace gives people (see :func:`_namespace_names`)."""
    today = _day_of(item.document_date)
    facts: list[CandidateFact] = []
    seen: set[str] = set()
    known = known | _namespace_names(item)
    # "on Sunday. Sorry, it was Saturday": read with the day corrected
    # "dont eat meat since jan": typed as texting, read as if typed in full
    # "ran the 10k sunday. 52 mins": the time joins the run
    # "think im moving", "Boss reckons I'll ...": the hedge's owner said
    # "VISA GRANTED!!": shouting read in lower case before anything else reads it
    parts = [
        replace(part, text=unshouted(part.text)) for part in passages(_long_words_cut(item.content))
    ]
    parts = measures_joined(untexted(hedged(corrected(parts))))
    parts, spelled = restored_names(parts, known)  # "ottilie sold ..."
    pets = attested_pets(parts)
    things = attested_things((p.text for p in parts), known)  # "an old ketch, the Marigold"
    names = attested_names(parts, known) | spelled | pets | things
    remembered = [memory.text for memory in item.existing]
    pets |= remembered_pets(remembered, names)
    owners = remembered_owners(remembered) | pet_owners(parts)
    speakers = frozenset(p.speaker for p in parts if p.speaker is not None)
    before: Passage | None = None
    said_before: dict[str | None, list[str]] = {}  # each speaker's turns, the latest first
    partners: dict[str | None, set[str]] = {}  # each speaker's partners named so far
    counted: dict[str | None, list[str]] = {}  # the facts each speaker's last turn formed
    called: dict[str | None, set[str]] = {}  # the names each speaker gave themself
    settled_turns: dict[str, str] = {}  # each turn as said -> with its "he"/"she" named
    theirs: dict[str | None, frozenset[str]] = {}  # the things memories give each speaker
    for at, passage in enumerate(parts):
        # Idioms first, on the turn as said: read with its prompt, "still there" may be
        # about someone the prompt named, not the speaker. The turn before the prompt
        # settles a prompt that itself points back ("how is she?").
        earlier = before.prompt if before is not None and before.text == passage.prompt else None
        if before is not None and passage.prompt and before.speaker == passage.speaker:
            earlier = before.text  # an assistant's prompt is no passage: the turn before it is
        answerer = (
            before.speaker if before is not None and before.speaker != passage.speaker else None
        )
        before = passage
        note = is_self_note(passage.speaker, passage.text)  # "note to self: the car's ..."
        # "where are u living now?"; "wat dog u got": a texted question read as asked in full
        prompt = you_spelled(question_in_full(passage.prompt) if passage.prompt else None)
        prompt = settled_prompt(prompt, earlier)  # "when do you hand it over?"
        prompt = the_thing_yours(prompt)  # "And the shower?": the answerer's shower
        prompt = _addressee_unnamed(prompt, passage.speaker)  # "amazing, Zeke" to Zeke
        for own_name in called.get(passage.speaker, ()):
            # "I'm Ines." - "Right, Ines! What does he do?": Ines is no "he" or "she"
            prompt = _addressee_unnamed(prompt, own_name)
            earlier = _addressee_unnamed(earlier, own_name)
        prompt = asked_of_one_named(prompt, names, earlier)  # "Well done, Ada! How old is she?"
        # "wat dog u got" - "collie. barney. joking": the whole answer taken back
        taken = answer_taken_back(prompt, passage.text)
        own = "" if taken else without_retracted(passage.text)  # "at midsummer.. no wait"
        own = named_back(own, passage.prompt, earlier, answerer)  # "How's your mum?" ... "Poor Ada"
        own = put_right(own, passage.prompt)  # "Sesame, not peanuts!": the prompt's clause
        own = introduced(own)  # "hi. kagiso from francistown. need an ad"
        own = quips_dropped(own)  # "Then we can never be real friends, haha."
        own = cost_joke_dropped(own)  # "Ninety grand. We'll be living on beans."
        own = answer_tails_joined(prompt, own, today.year)  # "wat dog u got" - "papillon. bonnie"
        own = home_since_told(prompt, own)  # "hows ur nan after the op?" - "out since tues"
        own = asides_dropped(own)  # "As the song says, I'm walking on sunshine!"
        own = story_dropped(own)  # "I hate sprouts. My nan boiled them every Christmas."
        own = undone_dropped(own)  # "We had an offer accepted, but it fell through."
        own = joke_dropped(own, passage.speaker, parts[at + 1 : at + 3])  # "What's the real news?"
        own = _without_beliefs(own)  # "Ann owns three boats, he reckons."
        own = dictated(own, speakers, prompt)  # "Tell her that Mum has moved": own news
        own = which_i(own)  # "The west window, which I've just restored.": the deed
        own = journey_for_it(own)  # "My son is flying home from Calgary for it"
        own = news_asked(without_irony(own))  # "Have you seen the car I bought?"
        own = month_carried(own)  # "on the 21st of September, so we'll leave on the 19th"
        own = monthly_days(own)  # "my payday is the 15th": of each month
        # "set for the 2nd, then moved to the 9th": the 9th stands
        own = latest_move(own, today, prompt)
        own = back_then(own)  # "Back in May I broke my wrist": "In May I broke ..."
        own = span_verdict_dropped(own)  # "Last week in Crete was amazing, we swam ..."
        own = asked_for_oneself(own)  # "for a vegetarian who hates mushrooms? that's me"
        own = plain_findings(own, prompt, pets)  # "the vet said she has ...": the finding
        own = news_reported(own, prompt)  # "My dad says he's going to retire": his news
        own = cleft_plain(own)  # "No, it's Ana's brother Ivo who is in Leeds, not mine"
        own = identity_then(own, prompt)  # "She's my grandmother, and she turns 100": hers
        own = owned_parent(own)  # "Mum slipped on the ice": the speaker's mum
        own = kin_name_contracted(own)  # "my sis ines's moved": "my sis Ines has moved"
        own = one_of_mine(own)  # "One of my students, Leni, won ...": "My student Leni"
        own = told_when(own, earlier)  # "I've been made supervisor, they told me on monday"
        own = things_opening(own, things)  # "the Marigold got new sails": named, a subject
        # "the van failed its MOT": the speaker's van (not "the Corsa" the chat shows is Bob's:
        # a thing's name has lost its "the" just above)
        own = owned_checked(own)
        # "my van" ... "the van"; "Ola is chair of the bowls club" ... "the bowls club"
        if passage.speaker not in theirs:  # what memories say is theirs, read once
            theirs[passage.speaker] = remembered_things(remembered, passage.speaker)
        own = owned_before(own, said_before.get(passage.speaker, []), theirs[passage.speaker])
        own, used = parts_owned(own, prompt, things)  # "Driving the Panda?" - "The clutch went"
        things, names = things | used, names | used
        own = it_named(own)  # "I cancelled my TV subscription. It was 450 a month."
        own = owned_priced(own)  # "the venue wants 4k": the speaker's venue
        own = stolen_told(own)  # "someone nicked my bike": the speaker's bike got stolen
        own = harmed_told(own)  # "a pothound bit me": the speaker got bitten
        own = owned_outcome(own, prompt)  # "The speech went really well": the speaker's
        own = owned_mended(own, prompt)  # "the cast came off on the 20th": the speaker's
        own = owned_broken(own, prompt)  # "the roof started leaking on Tuesday": likewise
        own = owned_supply(own, prompt)  # "power was out 14 hrs on tues": the speaker's
        own = sent_by_work(own)  # "the charity is sending me to Nimule": the speaker goes
        own = result_told(own)  # "so nervous that I said ...": the deed on its own
        own = gifts_told(own, passage.speaker, speakers)  # "Thanks for the scarf!"
        own = deed_thanked(own)  # "Thanks for feeding the cat while I was in Crete!"
        own = age_thanked(own, prompt, passage.speaker, speakers)  # "Thanks! Forty today."
        # "Marit keeps twelve hens now." - "Twelve!" - "Thirteen since Sunday.": hens
        own = count_grown(own, counted.get(passage.speaker, []), passage.prompt)
        own = own_fragments(own, prompt)  # "I've done my back in. slipped disc, it happened ..."
        own = day_first_told(own)  # "I quit the farm. Friday was my last day."
        own = appointment_ahead(own)  # "got an interview on friday, wish me luck"
        own = asked_to_marry(own)  # "I asked Sanne to marry me and she said yes!"
        own_before = said_before.get(passage.speaker, [])
        own = count_noun_given(own, passage.prompt, own_before)  # "And Bo's pigs?" - "three now"
        unread = own
        own = wedding_told(own, prompt, own_before)  # "When's the wedding?" - "In May."
        own = one_named(own, prompt)  # "you need a car." - "Already bought one: a Matiz"
        own = funeral_owned(own, own_before)  # "My nan died ..." - "The funeral is ..."
        # "I've enrolled in a class ... The exam is on the 9th": the speaker's exam
        own = occasion_owned(own, own_before, remembered, passage.speaker)
        own = proposal_told(own, prompt, own_before)  # "How did he ask?" - "On a hike."
        own = name_explained(own, prompt, names)  # "Why Archie?" - "It was my dad's name."
        own = baby_name_answered(own, prompt, own_before)  # "Chosen a name?" - "Ada!"
        own = together_told(own, prompt, own_before)  # "Kim and I split up" ... "4 years."
        own = lead_dropped(own, prompt)  # "Very well, but I've moved it to Thursdays."
        own = office_of_group(own, prompt)  # "And the club?" - "I'm the secretary."
        own = span_lead_dropped(own)  # "Only ten days in the end; we came home on the 9th"
        own = why_lead_dropped(own, prompt)  # "travel cos we go to my aunt's at Easter"
        own = that_dropped(own, prompt)  # "What should I highlight?" - "That I've ..."
        own = verdict_dropped(own)  # "Birthday was good, my mum took me to the zoo."
        plain = job_answered(prompt, plain_idioms(own, prompt, earlier))  # "He's a ..."
        aged = age_answered(prompt, plain, earlier)  # "How old is she?" - "Nine, and ..."
        # "Seventy, and she still swims": the age said of her, before "she" is settled
        fronted = age_fronted(plain, names, prompt)
        text = with_prompt(prompt, fronted, earlier) if aged is None else aged
        names |= taken_up(prompt, plain, text, speakers)  # "Is Cerys leaving?" - "She's ..."
        if (
            aged is None
            # the answer's first sentence as it was ("it" may be settled after it)
            and first_sentence(text)[0] == first_sentence(plain)[0]
            and own.startswith(plain.rstrip(" .!?"))
            and own == unread
        ):
            # idioms at most cut a tail, and no life event above has said the answer whole
            # ("Where did Sam propose?" - "In Rome." is "Sam proposed in Rome." already)
            answered = short_answer(  # "where to?" - "Galway"
                prompt, text, earlier, today.year, said_before.get(passage.speaker, [])
            )
            names |= asked_about(prompt, text, answered)  # "What breed is Bracken?"
            text = answered
        text = return_named(text)  # "I stopped swimming, but I'm going back in May"
        # "we got one": the animal the sentence named ("begged for a kitten, so we got one")
        got_earlier = one_got(earlier) if earlier else earlier
        text = got_told_on(one_got(text))  # "we got a puppy! called her tussa"
        text = animal_described(text, got_earlier)  # "He's a pug. I named him Otto."
        text = animal_got(text, got_earlier)  # "saluki from the rescue, she's called Wisp"
        text = paid_for_named(text)  # "... called Biscotti. We paid 650 pounds for her."
        # "Good! I have news too. My nan died. She was 88": "she" is none the prompt named
        news = turns_to_news(passage.text)
        opened = news_opening(passage.text)  # "My news is sadder: Liis and I ...": from "Liis"
        text = people_apart(text, names)  # "Ana is nine and ..., Ivo is six and ..."
        text = things_named(
            within_turn(text, None if news else prompt, opened), prompt, got_earlier
        )
        # the speaker's own turn before the prompt: "grandad died" there is their grandad
        own_earlier = earlier
        if earlier and said_before.get(passage.speaker, [None])[0] == earlier:
            own_earlier = owned_parent(earlier)
        told = carried(text, prompt, own_earlier, names, speakers)  # "how's Ana?" - "He"
        earlier_told = settled_turns.get(earlier or "", earlier)
        if told.text == text and own_earlier and earlier_told and earlier_told != earlier:
            # "He restores organs." - "Any stories?" - "He ...": the one the "he" was
            told = carried(text, prompt, owned_parent(earlier_told), names, speakers)
        text, people = told
        names |= people
        text = we_the_pair(text, names)  # "Rochelle and I split up. we told Clem" - "we"
        text = we_listed(text)  # "We play in a band, me and some friends from work."
        last_own = said_before.get(passage.speaker, [None])[0]
        # "Jess and I broke up." - "What happened?" - "We ...": the pair, in the facts
        mates = partners.get(passage.speaker, set())
        mate = next(iter(mates)) if len(mates) == 1 else None
        we = who_we_are(text, names, prompt, last_own if last_own == earlier else None, mate, pets)
        if (named := partner_named(text, prompt, names)) is not None:
            partners[passage.speaker] = mates | {named}  # "my girlfriend, Esperanza"
        text = we_the_team(text)  # "I support Arsenal. We lost to Chelsea": Arsenal lost
        text = fragments_joined(text)  # "I bought a piano. a 1920s upright from ..."
        text = time_taken_joined(text)  # "We rowed to the fort last weekend. Three hours!"
        text = wait_joined(text)  # "got her licence renewed, took her 3 months"
        text = named_after_told(text)  # "called Chinook, after the warm wind": named after
        own_turns = said_before.get(passage.speaker, [])
        text = start_named(text, prompt, earlier, own_turns)  # "I start on the 4th": the job
        text = baby_owned(text, own_turns, names)  # "Lenka is pregnant! The baby is due ..."
        text = baby_named(text, own_turns, prompt)  # "found out it's a girl. We will call her Bára"
        said_before[passage.speaker] = [passage.text, *own_turns[: OWN_TURNS - 1]]
        settled_turns[passage.text] = text
        # "Dilys is 90. Her son Gareth ...": "Dilys's son Gareth ..."
        text, settled = owners_named(text, passage.speaker, prompt)
        if text != passage.text:
            passage = Passage(passage.speaker, text)
        said = [
            part
            for told in statements(passage)
            # "Dulcie is a boat-builder, which is how we met": Dulcie and the speaker
            for clause in [we_met_named(told, names, passage.speaker)]
            for part in [
                *_read_apart(_diet_apart(clause), passage.speaker, today, names, pets),
                *_own_place_named(clause),
                *_diet_named(clause),
            ]
        ]
        # "tripped over a root on Tuesday": the subject a clause left out, put back
        # "Mum's lending me her car": the speaker borrows it; "the rain flooded our
        # cellar": the speaker's cellar was flooded
        read = [
            handed_to_speaker(c, passage.text) or weather_damage(c) or speaker_led(c) or c
            for c in with_subjects(said, passage.speaker, prompt)
        ]
        clauses = [
            (c, _note_facts(r, passage.speaker, today, names, pets, note))
            for c, r in zip(said, read, strict=True)
        ]
        found = without_side_clauses(passage.text, clauses)
        found = [replace(f, text=filled_from_turn(f.text, passage.text, prompt)) for f in found]
        kept = [safe for fact in found if (safe := _safe_part(fact, passage.speaker)) is not None]
        kept += _reported_facts(passage.text, passage.speaker, today, names, prompt)
        kept += _described(passage.text, names, pets, kept)  # "Kilian, a crabber from Ardmore"
        kept += [  # "Did Monsieur Moustache come?" - "He did. His name is Gérard Thiébaut."
            CandidateFact(text=said, subject=who, kind="durable")
            for who, said in real_names(unread, prompt)  # as said, before "she" is named
            if unsafe(said, who) is None
        ]
        # People named in passing ("my wife Kamila says ..."): the relation is a fact even
        # where the clause around it forms none.
        # A relation's age is kept as said that month ("Tui was nine years old in May
        # 2024"), not as a bare "Tui is nine years old." the clause rules made of it.
        unaged = [f for f in kept if _AGE_SAID.search(f.text) is None]
        kin = [
            f
            for f in kin_facts(passage, today, unaged, prompt, settled)
            if unsafe(f.text, f.subject) is None
        ]
        dated = {m.group("who", "age") for f in kin if (m := _DATED_AGE.match(f.text))}
        kept = [
            f
            for f in kept
            if (m := _BARE_AGE.match(f.text)) is None or m.group("who", "age") not in dated
        ] + [f for f in kin if _BARE_AGE.match(f.text) is None]
        # "Mum says the house is sold": after the relations, which it names in passing
        kept += _passed_on_facts(passage.text, passage.speaker, today, names)
        kept = named_relatives(without_restatements(kept))
        kept = [replace(f, text=plainly_related(f.text)) for f in kept]  # "Una's fella"
        kept = [replace(f, text=boss_owned(f.text, passage.speaker)) for f in kept]
        if we is not None:
            kept = [replace(f, text=we_named(f.text, f.subject, we)) for f in kept]
        kept = [replace(f, text=couple_we(f.text, f.subject)) for f in kept]
        kept = [replace(f, text=with_owner(f.text, f.subject, owners)) for f in kept]
        kept = [replace(f, text=the_thing_named(f.text, things)) for f in kept]
        kept += [  # "... their 40th wedding anniversary on ...": the day they married
            replace(f, text=wed, kind="durable", slot=None, forget_after=None)
            for f in kept
            if (wed := married_on(f.text)) is not None
        ]
        # "Tui is nine now": an age as it stands, kept as said that month
        kept = [replace(fact, text=age_dated(fact.text, today, names)) for fact in kept]
        # "on Tuesday": the day, written in full, keeps the weekday it was said by
        kept = [replace(fact, text=weekday_named(fact.text, passage.text)) for fact in kept]
        counted[passage.speaker] = [fact.text for fact in kept]
        called.setdefault(passage.speaker, set()).update(_own_names(kept, passage.speaker))
        for fact in kept:
            key = fact.text.casefold()
            if key not in seen:
                seen.add(key)
                facts.append(fact)
    return [_stamped(fact, today) for fact in without_fuller_said(facts)]


def _stamped(fact: CandidateFact, today: date) -> CandidateFact:
    """A plan or an ongoing activity that says no date written with the day it was said
    instead of expiring ("is learning the cello (as of 1 March 2026)"); others as they are.
    Stamped last, so that no rule above reads the stamp as part of what was said."""
    if fact.forget_after != _SAID_ON:
        return fact
    return replace(fact, text=as_of(fact.text, today), forget_after=None)


# ", she's my best friend", ", when she stood on their foot", ", and they offered them a
# place": a closing clause that opens on a pronoun.
_PRONOUN_TAIL: Final = re.compile(
    r",\s+(?:(?:and|but|so|when|while|because|after|before|until)\s+)?(?:(?:now|then)\s+)?"
    r"(?:he|she|it|they|that|this|his|her|their|its)(?:['’](?:s|re|ll|d|ve))?\s"
    # ", and the cat hides whenever she practises": a closing clause with a subject of its
    # own, leaning on a pronoun further on; ", because the vicar broke his leg": a reason
    r"|,\s+(?:and|but|so)\s+the\s+[a-z]+\s+[a-z]+s\s"
    r"|,\s+(?:because|as)\s+the\s+[a-z]+\s+(?:[a-z]+ed|[a-z]+s|was|had)\s"
    # ", and Wolstan played the whole thing standing up": one of its own, named
    r"|,\s+(?:and|but|so)\s+(?-i:[A-Z])[\w'’-]+\s+(?-i:[a-z]+(?:ed|s))\s"
    # "fostering a puppy for the shelter until she finds a home": how long, leaning on a
    # "she" the head settles
    r"|\s+(?:until|till|once)\s+(?:he|she|they|it)\s"
    # "jefferson turned 10 on tues, we took him to the water park": the speaker's "we"
    # spliced on with a comma alone, written as "<S> and others" by now
    r"|,\s+(?:then\s+)?(?-i:[A-Z])[\w'’-]+\s+and\s+others\s+(?-i:[a-z]+)\s(?=[^,;]*\b(?:him|her|them)\b)",
    re.IGNORECASE,
)


# " to be near her", " to look after him": a closing purpose whose "him" or "her" its
# context settles; what was done stands without it ("moved to Galway to be near her").
_PURPOSE_TAIL: Final = re.compile(
    r"\s+(?:in\s+order\s+)?to\s+(?:[a-z]+\s+){1,3}?(?:him|her|them)\b[^,;()]*$",
    re.IGNORECASE,
)


_BELIEVED: Final = re.compile(r"\b(?:thinks|thought|reckons|reckoned)$", re.IGNORECASE)


def _reported_facts(
    text: str, speaker: str | None, today: date, names: frozenset[str], prompt: str | None
) -> list[CandidateFact]:
    """What a teacher, coach or boss says of the speaker ("my instructor says I have good
    balance"), or someone close when the prompt asked why, kept with who said it
    (:mod:`.reports`). What is said is judged as the speaker's own clause would be: a
    modal, a passing remark or a mood forms nothing."""
    subject = speaker or "the user"
    facts: list[CandidateFact] = []
    for head, said in speaker_reports(text, speaker, names, prompt):
        tense = clause_tense(said)
        if tense == "modal":
            continue
        past = tense in {"past", "perfect"}
        said, periods = resolve_relative_dates(said, today, past, named=True)
        verdict = _classify(said, tense, periods, False)
        if verdict is None or (verdict.category in {"state", "activity"} and not periods):
            continue  # "says I look tired": how one is today, not a view worth keeping
        dated = any(period.bounded for period in periods)  # dated: a record of that day
        if dated and _BELIEVED.search(head):
            continue  # "my manager thinks I'm in Spain next week": a belief, maybe wrong
        text = _finish(f"{head} {said}", subject)
        kind: Literal["durable", "recent"] = "recent" if dated else "durable"
        fact = tidied(CandidateFact(text=text, subject=subject, kind=kind))
        if unsafe(fact.text, subject, speaker) is None:
            facts.append(fact)
    return facts


def _passed_on_facts(
    text: str, speaker: str | None, today: date, names: frozenset[str]
) -> list[CandidateFact]:
    """News someone passes on ("Mum says the house is sold"), kept with who passed it on
    (:func:`.reports.news_passed_on`), its dates resolved against ``today``; undated, it
    holds as of the day it was said."""
    subject = speaker or "the user"
    facts: list[CandidateFact] = []
    for head, said in news_passed_on(text, speaker, names):
        past = clause_tense(said) in {"past", "perfect"}
        said, periods = resolve_relative_dates(said, today, past, named=True)
        fact = tidied(
            CandidateFact(
                text=_finish(f"{head} {said}", subject),
                subject=subject,
                kind="recent",
                forget_after=None if periods else _SAID_ON,  # a date in the text says when
            )
        )
        if unsafe(fact.text, subject, speaker) is None:
            facts.append(fact)
    return facts


def _described(
    text: str, names: frozenset[str], pets: frozenset[str], kept: Sequence[CandidateFact]
) -> list[CandidateFact]:
    """Who the people ``text`` describes in passing are (:mod:`.apposition`): "we row with
    Kilian Roe, a crabber from Ardmore, now" -> "Kilian Roe is a crabber from Ardmore.";
    not an animal's description, one a fact ``kept`` from the turn already holds, or one
    that would not read on its own."""
    facts: list[CandidateFact] = []
    held = " ".join(fact.text for fact in kept)
    for sentence in SENTENCE_END.split(text):
        for name, said, whole in described(sentence, names - pets, _is_job):
            if whole not in held and unsafe(said, name) is None:
                facts.append(CandidateFact(text=said, subject=name, kind="durable"))
    return facts


def _safe_part(fact: CandidateFact, speaker: str | None = None) -> CandidateFact | None:
    """``fact`` if it reads well on its own; else the fact without a closing clause that
    leans on a pronoun ("<S> has a Shih Tzu named Bella, she's their best friend" ->
    "... named Bella.", "<S> moved to Galway to be near her" -> "<S> moved to Galway."),
    when what is left does; else None."""
    reason = unsafe(fact.text, fact.subject, speaker)
    if reason is None:
        return fact
    if reason == "someone else's":
        return None  # "<S> has four neighbours, they think": not the speaker's to state
    tails = list(_PRONOUN_TAIL.finditer(fact.text))
    if fact.subject != (speaker or "the user"):
        # someone else's move for a "her": theirs still ("Euan moved to Leeds to be near
        # her"); the speaker's own trip to see a "him" is about who they go to see
        tails += _PURPOSE_TAIL.finditer(fact.text)
    for tail in sorted(tails, key=lambda found: found.start(), reverse=True):
        head = fact.text[: tail.start()].rstrip(" ,;") + "."
        if len(head.split()) >= 4 and unsafe(head, fact.subject, speaker) is None:
            return replace(fact, text=head)
    if reason in {"fragment", "partial fact"}:
        return _clause_after_lead(fact, speaker)
    return None


# ", and <S> has moved ...", ", though Ferdie is moving ...": a clause of its own after a
# lead of three words or more that forms nothing ("Out of hospital since 14 October",
# "<S>'s brother Ferdie"); not after a short answer ("Not yet, and I'm cross about it"
# leans on the question), a scene set by a count ("Two hundred guests in a barn, and my
# brother gave a speech": at the wedding asked of) nor after "but" ("Not fast, but I
# didn't fall once" leans on it).
_CLAUSE_AFTER_LEAD: Final = re.compile(
    r"^(?!(?:yes|yeah|no|nope|not|never|nothing|well|oh|\d+|a\s+hundred|hundreds|dozens"
    r"|loads|lots|about|around|over|nearly|two|three|four|five|six|seven|eight|nine|ten"
    r"|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)(?P<lead>[^,]*)"
    r",\s+(?:and|though|although|even\s+though)\s+(?P<who>(?:the\s+user|(?-i:[A-Z])[\w'-]+)"
    r"(?:['’]s\s+[a-z]+(?:\s+(?-i:[A-Z])[\w'-]+)?)?)\s+(?=[a-z])",
    re.IGNORECASE,
)


_NO_SUBJECT_NAMES: Final = frozenset({"i", "the", "this", "that", "there", "it", "then", "so"})


def _lead_and_clause(text: str) -> re.Match[str] | None:
    """A lead of three words or more before ", and <someone>" (counted here, not by the
    pattern: a pattern that counted them backtracked in quadratic time on a long text)."""
    found = _CLAUSE_AFTER_LEAD.match(text)
    return found if found is not None and len(found["lead"].split()) >= 3 else None


def _clause_after_lead(fact: CandidateFact, speaker: str | None) -> CandidateFact | None:
    """The clause after the first "and"/"though" of ``fact``, read alone, when it names its
    own subject and reads well; else None."""
    found = _lead_and_clause(fact.text)
    if found is None:
        return None
    who = found["who"]
    subject = fact.subject if who.lower().startswith(fact.subject.lower()) else who
    if subject != fact.subject and subject.split()[0].lower() in _NO_SUBJECT_NAMES:
        return None
    text = fact.text[found.start("who") :]
    rest = replace(fact, text=text[:1].upper() + text[1:], subject=subject)
    if len(rest.text.split()) < 4 or _lead_and_clause(rest.text) is not None:
        return None
    return _safe_part(rest, speaker)


def _read_apart(
    clause: str, speaker: str | None, today: date, names: frozenset[str], pets: frozenset[str]
) -> list[str]:
    """``clause``, or the two sentences a comma splices into it when the whole forms
    nothing and the speaker's own half may ("Music is a big part of my life, I play the
    guitar")."""
    halves = (
        spliced(clause)
        or _named_twice(clause, names)
        or and_apart(clause)
        or _reason_apart(clause, names)
        or _apposed_apart(clause, names)
    )
    if halves is None or _clause_facts(clause, speaker, today, names, pets):
        return [clause]
    return list(halves)


# "We keep three alpacas on our smallholding in Powys": a place the speaker has, named in
# passing by what they do there now.
_ON_OWN_PLACE: Final = re.compile(
    r"""^(?P<who>i|we)\s+(?:also\s+|still\s+)?(?:keep|grow|raise|breed|rear|run|spend|stay|live
    |work|go|sail|moor|holiday|have)\b[^,;]*?\b(?:on|at|in|to)\s+(?:my|our)\s+
    (?P<place>smallholding|farm|allotment|croft|vineyard|orchard|ranch|narrowboat|houseboat
    |cottage|holiday\s+home|holiday\s+cottage|caravan|cabin|chalet|villa)\s+
    (?P<where>(?:in|near|outside|on)\s+(?:the\s+)?(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)
    (?=\s*(?:[,.;!]|$|\s+(?:and|where|with|for|every|at|on|in)\b))""",
    re.IGNORECASE | re.VERBOSE,
)
_NOT_SO: Final = re.compile(
    r"\b(?:not|never|don't|doesn't|if|would|could|might|dream|wish|want|wanted|hope|used)\b",
    re.IGNORECASE,
)


def _own_place_named(clause: str) -> list[str]:
    """ "we have a smallholding in Powys" for "we keep three alpacas on our smallholding in
    Powys": a place of the speaker's that the clause names only in passing; else nothing."""
    found = _ON_OWN_PLACE.match(clause)
    if found is None or _NOT_SO.search(clause):
        return []
    place = found.group("place").lower()
    article = "an" if place[0] in "aeiou" else "a"
    return [f"{found.group('who')} have {article} {place} {found.group('where')}"]


# "I'm a vegan weightlifter": how the speaker eats, said of them as a whole. Not of one
# who makes or sells food ("a vegan chef" may cook vegan food and eat anything).
_DIET_BEFORE_NOUN: Final = re.compile(
    r"""^(?:i'm|i\s+am)\s+(?P<art>a|an)\s+(?P<diet>vegan|vegetarian|pescatarian|teetotal|coeliac|celiac)
    \s+(?P<noun>[a-z-]+)(?=\s*(?:[,.;!]|$|\s+(?:and|but|so|who|from|in|at|with)\b))""",
    re.IGNORECASE | re.VERBOSE,
)
_MAKES_FOOD: Final = word_set(
    """chef cook baker caterer butcher blogger influencer restaurateur grocer farmer writer
    author food foodie cafe café restaurant bakery shop business brand""",
    None,
)


def _diet_named(clause: str) -> list[str]:
    """ "I'm vegan" for "I'm a vegan weightlifter"; else nothing."""
    found = _diet_before_noun(clause)
    return [] if found is None else [f"I'm {found.group('diet').lower()}"]


def _diet_apart(clause: str) -> str:
    """ "I'm a weightlifter" for "I'm a vegan weightlifter" (the diet is its own clause,
    :func:`_diet_named`); ``clause`` as it was otherwise."""
    found = _diet_before_noun(clause)
    if found is None:
        return clause
    noun = found.group("noun")
    article = "an" if noun[:1].lower() in "aeiou" else "a"
    return f"{clause[: found.start('art')]}{article} {clause[found.start('noun') :]}"


def _diet_before_noun(clause: str) -> re.Match[str] | None:
    found = _DIET_BEFORE_NOUN.match(clause)
    if found is None or found.group("noun").lower() in _MAKES_FOOD:
        return None
    noun = found.group("noun").lower()
    if not (noun in JOBS or noun.endswith(("er", "or", "ist", "ian", "ent"))):
        return None  # "a vegetarian option", "a vegan lasagne": no person
    return found


# "Sipho is thrilled, because Gogo spoils Sipho with sweets": a mood, then its reason told
# as a clause of its own, opening on someone.
_REASON: Final = re.compile(
    r""",?\s+because\s+(?P<reason>(?:(?:my|our)\s+[\w-]+|(?-i:[A-Z])[\w'-]+)\s+[^,;]+)$""",
    re.IGNORECASE,
)
# The speaker's own mood or state: "I'm annoyed", "we were gutted", "I feel awful". Not a
# deed or a plan of theirs ("we've moved it to June", "we were going to fly"), whose reason
# told of someone named is news of its own.
_OWN_MOOD: Final = re.compile(
    r"""(?:(?:i|we)\s+(?:am|are|was|were|feel|felt|get|got)|i'm|im|we're)\b
    (?!\s+(?:going|having|moving|flying|leaving|off)\b)|(?:i|we)\s+[a-z]+(?<!ed)\s+(?:so|really|very)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# "on her leg", "in his knee": a part of the body, the subject's own.
_OWN_BODY: Final = re.compile(rf"\b(?:his|her)\s+(?:{alternation(BODY_PARTS)})\b", re.IGNORECASE)


def _reason_apart(clause: str, names: frozenset[str]) -> tuple[str, str] | None:
    """``clause`` as its head and the reason "because" gives, when the reason opens on
    something of the speaker's ("my dog died") or, for someone else's mood, a name the
    document attests (not on "I": "because I hadn't signed yet" leans on its head); the
    extractor reads the halves apart only when the whole forms nothing ("He's thrilled,
    because Gogo spoils him": the mood passes, the habit is a fact)."""
    reason = _REASON.search(clause)
    if reason is None or reason.start() == 0:
        return None
    told = reason.group("reason")
    if re.match(
        r"\s*(?:(?:now|so|and|but|well|oh|then|sadly|anyway|yeah|also)\b[,\s]+)*(?:i|we)\b",
        clause,
        re.IGNORECASE,
    ):
        # "I'm sad because Jo hurt her knee": the knee is Jo's. Of someone else's mood
        # ("Sam was upset because Jo kicked her leg") the "her" may be Sam's.
        told = _OWN_BODY.sub("", told)
    if PEOPLE_WORDS.search(told):
        return None  # "She's upset because my brother forgot her birthday": whose, unsaid
    first = reason.group("reason").split()[0]
    if first.lower() in {"my", "our"}:
        return clause[: reason.start()], reason.group("reason")
    if first not in names or _OWN_MOOD.match(clause):
        return None  # "I'm annoyed because Brexit ...": a name, for the speaker's own mood
    return clause[: reason.start()], reason.group("reason")


# A name, with the kin word it may carry as a title: "Ignacio", "Grandma Amparo".
_TITLED_NAME: Final = (
    r"(?:(?:Grandma|Grandpa|Granny|Gran|Grandad|Nan|Nana|Aunt|Auntie|Aunty|Uncle|Cousin)\s+)?"
    r"(?-i:[A-Z])[\w'-]+"
)
# "Ignacio is here, Ignacio measures how fast the glacier melts" (a "he" named): two
# sentences about one person.
_NAMED_TWICE: Final = re.compile(
    rf"^(?P<first>(?P<name>{_TITLED_NAME})\s[^,]+),\s+(?P<second>(?P=name)\s.+)$"
    # "Mistral is a borzoi, four years old, and Mistral won forty shows"
    # "Tom is fine, though Tom had a fall in May": what is said of him, then the news
    rf"|^(?P<first2>(?P<name2>{_TITLED_NAME})\s.+?)(?:,\s+(?:and|but|though|although)\s+"
    r"|\s+(?:and|but)\s+)"
    r"(?P<second2>(?P=name2)\s.+)$"
)


# "Bwenzi, Mrs Banda's old dog next door, died on Wednesday", "Chimwemwe Phiri, who sat
# next to me in primary school, sent me a message": a name the document attests, who or
# what it is between commas, then its own verb.
_APPOSED: Final = re.compile(
    rf"""^(?:[^:,.]{{1,40}}:\s+)?  # "Something sad here too: Bwenzi, ..."
    (?P<name>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?),\s+
    (?:(?P<who>who\s+(?!(?:is|was|are|were)\b)[^,]{{3,80}})
    |(?P<what>(?:the|an?|(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?['’]s)\s+[^,]{{2,60}}?))
    ,\s+(?P<rest>(?:just\s+|finally\s+|sadly\s+)?(?:[a-z]+ed|{alternation(IRREGULAR_PAST)}
    |has|had|is|was|lives|works)\b.*)$""",
    re.VERBOSE,
)


_WHOSE: Final = re.compile(r"(?:\S+\s+){0,2}\S+['’]s\s")  # "Mrs Banda's old dog"


def _apposed_apart(clause: str, names: frozenset[str]) -> tuple[str, str] | None:
    """``clause`` as what its named subject did and who or what the name is, when a
    description stands between them: "Bwenzi, Mrs Banda's old dog next door, died on
    Wednesday" -> "Bwenzi died on Wednesday", "Mrs Banda's old dog next door is called
    Bwenzi"; "Chimwemwe, who sat next to me at school, sent me a message" -> "Chimwemwe sent
    me a message", "Chimwemwe sat next to me at school"."""
    match = _APPOSED.match(clause)
    if match is None or match.group("name").split()[0] not in names:
        return None
    name, rest = match.group("name", "rest")
    if match.group("who") is not None:
        return f"{name} {rest}", f"{name} {match.group('who').split(None, 1)[1]}"
    what = match.group("what")
    if _WHOSE.match(what):
        return f"{name} {rest}", f"{what} is called {name}"  # "Mrs Banda's old dog is ..."
    return f"{name} {rest}", f"{name} is {what}"


def _named_twice(clause: str, names: frozenset[str]) -> tuple[str, str] | None:
    """``clause`` as the two sentences a comma joins when both open on the same name."""
    match = _NAMED_TWICE.match(clause)
    if match is None:
        return None
    at = "" if match.group("name") else "2"
    if _KIN_TITLE.sub("", match.group(f"name{at}")) not in names:  # "Grandma Amparo": Amparo
        return None
    return match.group(f"first{at}"), match.group(f"second{at}")


def _own_names(facts: Sequence[CandidateFact], speaker: str | None) -> list[str]:
    """The names ``facts`` say the speaker goes by ("The user's name is Ines.")."""
    key = _subject_key(speaker or "the user")
    return [
        given.group("name")
        for fact in facts
        if fact.slot == f"{key}:name" and (given := _NAME_GIVEN.search(fact.text)) is not None
    ]


_NAME_GIVEN: Final = re.compile(r"['’]s name is (?P<name>\S+?)\.?$")


def _addressee_unnamed(prompt: str | None, speaker: str | None) -> str | None:
    """``prompt`` with the name of the one answering it put as "you": said to them, it
    names no third person a "she" in the answer could be ("that's amazing zeke" -
    "she painted a rabbit")."""
    if not prompt or not speaker or speaker.lower() not in prompt.lower():
        return prompt
    own = re.compile(
        rf"(?<![\w'-])(?:{_VOCATIVE_TITLES}\s+)?{re.escape(speaker)}(?P<owns>['’]s)?(?![\w'-])",
        re.I,
    )
    return own.sub(lambda m: "your" if m.group("owns") else "you", prompt)


# A title said with the name of the one spoken to ("Congratulations, Auntie Gaspara!",
# "Morning, Dr Okafor"): part of the name put as "you", not someone else of its own.
_VOCATIVE_TITLES: Final = r"(?:auntie|aunty|aunt|uncle|mr|mrs|ms|miss|dr|prof|professor|coach)\.?"


def _day_of(value: date) -> date:
    # A datetime is a date too; mixing the two in arithmetic and comparisons fails.
    if isinstance(value, datetime):
        if value.tzinfo is not None:
            value = value.astimezone(UTC)
        return value.date()
    return value


# --- one clause ---------------------------------------------------------------------


_Strict = bool | Literal["named", "pet"]
"""False: a speaker's own words, the tense decides what is left. True: about someone else
or a note, only recognised patterns count. "named": about a person the document attests as
one, whose own verb also counts (:func:`_named_fact`). "pet": a named animal, as "named"
and with the states of :func:`.pets.pet_state`."""


@dataclass(frozen=True, slots=True)
class _Verdict:
    category: Category
    attribute: str | None = None
    text: str | None = None
    """Replacement wording, when the rule restates the clause ("I'm Alex" -> name)."""
    extra: tuple[tuple[str, str], ...] = ()
    """Further durable facts implied by the clause: (rewritten text, attribute)."""
    lasting: bool = False
    """A recent fact that is a record of its day and never expires ("<S>'s budget is
    700 euros", "<S>'s car is fixed"): not durable, not misleading once old either."""


def _clause_facts(
    clause: str,
    speaker: str | None,
    today: date,
    names: frozenset[str] = frozenset(),
    pets: frozenset[str] = frozenset(),
) -> list[CandidateFact]:
    subject = speaker or "the user"
    if (parts := split_after_named(clause, names)) is not None:
        return [f for part in parts for f in _clause_facts(part, speaker, today, names, pets)]
    clause = without_apposition(_since_last(clause), pets)  # "Since May I've ..."
    clause, names = known_by_apart(clause, names)  # "Priya from work got promoted"
    clause = _CONTACT_CLAUSE.sub(_with_the_speaker, clause)  # "a nurse I work with"
    clause = trade_visit(clause) or clause  # "The roofer comes on Monday": to the speaker's
    clause = _BARE_PAPERS.sub(_papers_owned, clause)  # "Visa granted on Tuesday!"
    cut = cut_unresolved(
        plain_deixis(_ITS_MY.sub(r"\g<thing> is\g<rest>", spelled_is(clause, names)))
    )
    if cut is None:
        # it leans on words only its context explains: not a memory, but a clause joined
        # on with a subject of its own may still be one ("They told us on Saturday, and
        # my dad has moved into a flat")
        tail = _own_tail(clause, names) or _same_day_own(clause)
        return [] if tail is None else _clause_facts(tail, speaker, today, names, pets)
    clause = cut
    strict: _Strict = False  # only recognised patterns count, not the tense fallback
    fragment = speaker_fragment(clause) if speaker is not None else None
    head = _named_head(clause, names)  # "Ulrich moved in, with a cat I ...": "Ulrich moved in"
    if fragment is not None and FIRST_PERSON.search(clause):
        # "Got my black belt": "I" left out; put back, so "my" reads "their" after it
        rewritten = to_third_person(_FRAGMENT_SUBJECT.sub(_as_first_person, fragment, count=1))
    elif FIRST_PERSON.search(clause) and not _about_someone_named(clause, names) and not head:
        rewritten = to_third_person(clause)
    elif (named := third_party(_speaker_named(head or clause, subject), names)) is not None:
        # "Everett moved in with me on the 1st": about Everett; "me" is the speaker ("Ulrich
        # moved in, with a cat I didn't know about": Ulrich's news, the speaker in the aside)
        subject, rewritten = named
        strict = _strictness(subject, rewritten, names, pets)
        if (
            FIRST_PERSON.search(clause)
            and _a_moment(rewritten, today)
            # "Oriel has just made me a cake": a deed done for the speaker, no moment
            and not (strict == "named" and done_for(rewritten, speaker or "the user"))
        ):
            return []  # "Biscuit is judging me from the door": a moment with the speaker
    elif (thing := _thing_fact(clause)) is not None:
        return [thing]
    elif speaker is None and (note := subjectless_note(clause)) is not None:
        rewritten, strict = note, True
    elif fragment is not None:
        rewritten = fragment
    else:
        return []
    if _says_no_fact(rewritten):
        return []
    if not strict and "," in rewritten[: rewritten.find(SUBJECT)] and not _subject_leads(rewritten):
        return []  # "Cats are better than dogs, fight <S>": a remark, not about the speaker
    if rewritten.startswith(SUBJECT) and len(_WORDS.findall(rewritten)) < 2:
        return []  # "Alex knows.": a verb without what it is about
    facts: list[CandidateFact] = []
    for text in split_coordinated(rewritten):
        if not _ELLIPTIC.match(text):
            facts.extend(_facts(text, subject, strict, today))
    return facts


# ", and my dad has ...", ", and Ilse is ...": a clause joined on whose subject is named in
# full, a relative of the speaker's or someone the document names. Only "and": what
# follows "so" or "but" answers the part before it ("It means moving, but my mother is only
# an hour away", "She broke up with him, so my mother can cook turkey again").
# The speaker too, after the day it happened: "It's every August, and on Sunday I grilled
# two thousand sardines", "It rained all day, and last week I passed my test".
_WEEKDAYS = WEEKDAY
_OWN_TAIL: Final = re.compile(
    rf"""[,;]\s+and\s+(?:(?:(?P<kin>(?:my|our)\s+(?:(?:older|younger|big|little
    |eldest|youngest)\s+)?(?:{alternation(RELATIVES)}))|(?P<name>(?-i:[A-Z])[\w'’-]+))
    (?=\s+[a-z])
    |(?P<own>(?:on|last|this)\s+(?:{_WEEKDAYS}
    |week|weekend|month|year|night|morning)|yesterday|(?:(?:a|one|two|three|four|five|six
    |a\s+few|\d{{1,2}})\s+(?:days?|weeks?|months?|years?)\s+ago))\s+(?=i(?:['’]ve)?\s+[a-z]))""",
    re.IGNORECASE | re.VERBOSE,
)


def _own_tail(clause: str, names: frozenset[str]) -> str | None:
    """The part of ``clause`` after the first ", and" that opens on a
    subject of its own: the speaker's relative or a name ``names`` attests; None when
    there is none."""
    for match in _OWN_TAIL.finditer(clause):
        name = match.group("name")
        if name is not None and name not in names:
            continue
        if match.group("own") is not None:
            tail = clause[match.start("own") :]
            return tail[:1].upper() + tail[1:]
        tail = clause[match.start("kin") if name is None else match.start("name") :]
        return tail[:1].upper() + tail[1:] if name is not None else tail
    return None


# "It melted three weeks ago, on the same day I adopted a cat": the speaker's news, told
# as falling on the day of something the clause before it leaves to its context. Its day
# is the one said before it.
_SAME_DAY_OWN: Final = re.compile(
    r"""\s(?P<when>(?:on|last|this)\s+[\w']+|yesterday|(?:(?:a|one|two|three|four|five|six
    |a\s+few|a\s+couple\s+of|\d{1,2})\s+(?:days?|weeks?|months?|years?)\s+ago)
    |(?:in|on)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+of\s+[A-Z][a-z]+|in\s+[A-Z][a-z]+)
    \s*,\s+(?:on\s+)?(?:the|that)\s+(?:very\s+)?same\s+(?:day|night|morning|evening|week)
    \s+(?:that\s+|as\s+)?(?P<who>I|we)\s+(?P<what>[^,;]+)(?P<rest>.*)$""",
    re.VERBOSE,
)


def _same_day_own(clause: str) -> str | None:
    """The speaker's news after "the same day" in ``clause``, with the day said before
    it ("It melted three weeks ago, on the same day I adopted a cat" -> "I adopted a cat
    three weeks ago"); None when the clause tells none so."""
    match = _SAME_DAY_OWN.search(clause)
    if match is None:
        return None
    who, what, when = match.group("who"), match.group("what"), match.group("when")
    return f"{who[:1].upper()}{who[1:]} {what} {when}{match.group('rest')}"


# "Visa granted on Tuesday!", "Loan approved.": the speaker's own papers, said with no "my"
# and no "was", opening the clause (not "Visas granted to ...": a plural is everyone's).
_BARE_PAPERS: Final = re.compile(
    r"""^(?P<thing>(?-i:[A-Z])(?:isa|assport|oan|ortgage|pplication|laim|ermit|icence|icense
    |efund|ork\s+permit|esidence\s+permit)(?:\s+(?:for|to)\s+(?-i:[A-Z])[\w'’-]+)?)
    \s+(?P<done>granted|refused|approved|rejected|renewed|accepted|denied)\b""",
    re.VERBOSE,
)


def _papers_owned(match: re.Match[str]) -> str:
    thing = match.group("thing")
    return f"my {thing[:1].lower()}{thing[1:]} was {match.group('done')}"


# "The bake sale raised 34,000 ouguiya, more than we hoped!", "fundraiser got 21000, beat
# the target": what a fundraising event made, told with the event as its subject (a sum in
# figures; "our fundraiser" is the speaker's and read as such elsewhere).
_RAISED: Final = re.compile(
    r"""^(?:(?:so|and|also|btw|oh)[\s,]+)?(?P<event>(?:the\s+)?(?:[\w'’-]+\s+){0,3}?(?:bake\s+sale
    |raffle|fundraiser|fund-raiser|auction|appeal|quiz\s+night|charity\s+(?:run|walk|swim|ride
    |concert|dinner|match)|sponsored\s+(?:run|walk|swim|ride|silence)|gala|fete|jumble\s+sale
    |car\s+boot\s+sale|crowdfunder|collection))
    \s+(?:has\s+|finally\s+)?(?P<verb>raised|made|brought\s+in|took|got|collected)\s+
    (?P<amount>(?:(?:about|over|nearly|almost|just\s+over|just\s+under)\s+)?[£$€]?\d(?:[\d,.]*\d)?
    (?:\s*(?:k|grand|million|thousand))?(?:\s+(?!(?:in|on|at|for|from|so|and|but|last|this)\b)[a-z]{2,12})?)
    (?=\s*(?:[,.;!]|$)|\s+(?:in|on|for|last|this)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def _raised(clause: str) -> CandidateFact | None:
    """:data:`_RAISED` as a fact about the event: "The bake sale raised 34,000 ouguiya.";
    None for any other clause, or one whose event is no one's in particular."""
    found = _RAISED.match(clause)
    if found is None or FIRST_PERSON.search(found.group("event")):
        return None
    event = " ".join(found.group("event").split())
    if not event.lower().startswith("the "):
        event = f"the {event}"  # "fundraiser got 21000": the one the chat is about
    event = event[:1].upper() + event[1:]
    text = f"{event} raised {found.group('amount')}"
    return CandidateFact(text=_finish(text, ""), subject=event, kind="recent")


def _note_facts(
    clause: str,
    speaker: str | None,
    today: date,
    names: frozenset[str],
    pets: frozenset[str],
    note: bool,
) -> list[CandidateFact]:
    """Facts from one clause, tidied; ``note``: the clause is from a note its writer keeps
    (:mod:`.notes`), where "the car" is the writer's and a thing's regular day or address
    is a fact of its own (worded as it stands: "the bins are", not a rewritten "we are")."""
    if note:
        if (noted := note_fact(clause)) is not None:
            subject, text = noted
            return [CandidateFact(text=_finish(text, subject), subject=subject, kind="durable")]
        # "the car's MOT runs out in March"; "road test on Sunday the 22nd at eight"
        clause = owned_in_note(clause) or jotted_event(clause) or clause
    # "The Kilmore regatta is on the 9th of August, as every year"; in a note, any event
    # named and dated ("the boat club's dance is at the hall on the 5th")
    for pattern in (_EVENT_DATED, NOTE_EVENT) if note else (_EVENT_DATED,):
        if (event := _event_dated(clause, today, pattern)) is not None:
            return [event]
    if (raised := _raised(clause)) is not None:
        return [raised]  # "The bake sale raised 34,000 ouguiya"
    return [tidied(f) for f in _clause_facts(clause, speaker, today, names, pets)]


_FRAGMENT_SUBJECT: Final = re.compile(rf"{SUBJECT}(?:\s+(?P<verb>is|has)\b)?")


# "I", "we" as a subject: the clause is the speaker's, whoever else it names.
_FIRST_SUBJECT: Final = re.compile(
    r"(?<![\w'])(?:i|i'm|i've|i'd|i'll|im|ive|we|we're|we've|we'd|we'll)(?![\w'])",
    re.IGNORECASE,
)
_SPEAKER_OBJECT: Final = re.compile(
    r"(?<![\w'])(?P<word>me|my|mine|myself|(?-i:us)|our|ours)(?![\w'])", re.IGNORECASE
)


def _strictness(
    subject: str, rewritten: str, names: frozenset[str], pets: frozenset[str]
) -> _Strict:
    """How a clause about someone else is read: only by known patterns ("named", "pet"
    for an attested name, True for any other subject), or freely for "the user"."""
    if subject == "the user":
        return False
    named = _WITH_OWN_COMPANY.sub("", subject)  # "Halina and her mother": Halina's
    named = _KIN_TITLE.sub("", named)  # "Grandma Amparo", "Uncle Dev": Amparo, Dev
    if all(word in names for word in named.split(" ") if word != "and"):
        return "pet" if subject in pets or names_animal(rewritten) else "named"
    return True


# A kin word used as a title before a name: "Grandma Amparo had a fall" is about Amparo,
# read like any name the document attests.
_KIN_TITLE: Final = re.compile(
    rf"(?<![\w'])(?:{alternation(KIN_TITLES)})\s+(?=(?-i:[A-ZÀ-Þ]))", re.IGNORECASE
)
# "Halina and her mother", "Ismay and her husband Kenelm": the relative, named or not.
_WITH_OWN_COMPANY: Final = re.compile(r"(?<= and) (?:his|her) [a-z ]+?(?=$| [A-Z])")


# A comma and what follows it to the end of the clause.
_COMMA_TAIL: Final = re.compile(r",\s+(?P<tail>[^,]+)$")
# An aside that adds to what the clause before it said: "with a cat I ...".
_ASIDE_OPENS: Final = re.compile(r"with\s+(?:a|an|some|the)\s", re.IGNORECASE)


def _named_head(clause: str, names: frozenset[str]) -> str | None:
    """The part of ``clause`` before its last comma, when that part is a clause of its own
    about a name the document attests, without the speaker in it, and the speaker is in
    the aside after the comma only: "Ulrich moved in on the 1st, with a cat I didn't know
    about" -> "Ulrich moved in on the 1st"; None otherwise."""
    tail = _COMMA_TAIL.search(clause)
    if tail is None or not FIRST_PERSON.search(tail.group("tail")):
        return None
    head = clause[: tail.start()]
    if FIRST_PERSON.search(head) or _SPEAKER_OBJECT.search(head) or len(head.split()) < 3:
        return None
    if _ASIDE_OPENS.match(tail.group("tail")) is None:
        return None  # "Tom rang, I was out": two sentences, read apart elsewhere
    named = third_party(head, names)
    if named is None or not all(w in names for w in named[0].split(" ") if w != "and"):
        return None
    return head


def _about_someone_named(clause: str, names: frozenset[str]) -> bool:
    """Whether ``clause``, with the speaker in it only as "me", "my" or "us", opens on a
    name the document attests: "Everett moved in with me" is about Everett, while
    "Radiohead is my favourite band" stays the speaker's."""
    if _FIRST_SUBJECT.search(clause):
        return False
    named = third_party(clause, names)
    return named is not None and all(word in names for word in named[0].split(" ") if word != "and")


# Someone living or staying in the speaker's home: a stay, whatever its length.
_STAYING_WITH: Final = re.compile(
    r"\b(?:staying|living|lodging)\s+(?:with|at|in)\s+(?!the\s+moment\b)", re.IGNORECASE
)
_FOR_A_SPAN: Final = re.compile(
    r"""\bfor\s+(?:(?:a|an|another|the\s+next|\d{1,2}|two|three|four|five|six|seven|eight|nine|ten
    |a\s+few|a\s+couple\s+of)\s+)(?:days?|weeks?|months?|years?|nights?)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _a_moment(text: str, today: date) -> bool:
    """Whether ``text`` tells what someone is doing or has just done, with no day said:
    "is holding an umbrella over <S>", "has found the sunniest windowsill"."""
    if clause_tense(text) not in {"progressive", "perfect"}:
        return False
    if _FOR_A_SPAN.search(text):
        return False  # "is staying with <S> for three weeks": a stay, not a moment
    if _STAYING_WITH.search(text):
        return False  # "is staying in <S>'s spare room until he finds a flat": a stay
    periods = resolve_relative_dates(text, today, False, named=True)[1]
    return not any(period.bounded for period in periods)


def _speaker_named(clause: str, speaker: str) -> str:
    """``clause`` with the speaker's object and possessive words ("me", "my", "us") put
    as the speaker's name, for a clause about someone else."""

    def named(match: re.Match[str]) -> str:
        word = match.group("word").lower()
        if word in {"me", "myself"}:
            return speaker
        if word == "us":
            return f"{speaker} and others"
        return f"{speaker}'s"

    return _SPEAKER_OBJECT.sub(named, clause)


# "Lorimer is a nurse I work with": who someone is, told by what they do with the speaker;
# "with" makes it go both ways ("a nurse who works with me").
_CONTACT_CLAUSE: Final = re.compile(
    r"""^(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?(?:'s|\s+is|\s+was)\s+(?:a|an|the)
    \s+(?:[a-z][\w-]+\s+){0,2}?[a-z][\w-]+)\s+i\s+(?P<verb>work|worked|train|trained|play|played
    |study|studied|volunteer|volunteered|sing|sang|run|ran|climb|climbed|dance|danced)\s+with
    (?P<rest>(?:\s+(?:at|in|on)\s+[^,;]+)?)(?=\s*(?:[,;.!]|$))""",
    re.IGNORECASE | re.VERBOSE,
)
_WITH_VERBS: Final = {
    "work": "works",
    "train": "trains",
    "play": "plays",
    "study": "studies",
    "volunteer": "volunteers",
    "sing": "sings",
    "run": "runs",
    "climb": "climbs",
    "dance": "dances",
}


def _with_the_speaker(match: re.Match[str]) -> str:
    """ "a nurse I work with" -> "a nurse who works with me"."""
    verb = match.group("verb").lower()
    return f"{match.group('who')} who {_WITH_VERBS.get(verb, verb)} with me{match.group('rest')}"


def _as_first_person(match: re.Match[str]) -> str:
    return {"is": "I'm", "has": "I have"}.get(match.group("verb") or "", "I")


# "It's my birthday today" says "My birthday is today"; the "it" points at nothing.
_ITS_MY: Final = re.compile(
    r"""^it(?:'s|\s+is|\s+was)\s+(?P<thing>(?:my|our)\s+(?:[\w'-]+\s+){0,3}?(?:birthday
    |anniversary|wedding|graduation|(?:first|last)\s+day|day\s+off|turn|round|shout|party))\b
    (?!\s+(?:anniversary|party|reception|celebration|dinner|day)\b)(?P<rest>.*)$""",
    re.IGNORECASE | re.VERBOSE,
)


# A sentence that ends on someone else's belief: "Ann owns three boats, he reckons.", "The
# flat is damp, my sister thinks." What they believe, not something known. (The speaker's
# own "..., I think" is a hedge on their own words and stays.)
_BELIEF_TAIL: Final = re.compile(
    r"""(?:^|(?<=[.!?])\s+)[^.!?\n]*?,\s*(?:and\s+|or\s+|so\s+)?(?:he|she|they|people
    |everyone|(?:my|our|his|her|their)\s+[\w-]+|(?-i:[A-Z][a-z]+))\s+(?:thinks|think
    |reckons|reckon|reckoned|believes|believe|believed|thought|guesses|supposes|suspects)
    \s*[.!]*(?=\s|$)""",
    re.IGNORECASE | re.VERBOSE,
)


# A sentence about something else told on someone's word: "The pool is closing, according
# to my neighbour." (Not one the speaker is in: "I'm anaemic, according to my doctor" is
# a finding about them; nor one a doctor or a test tells: "My dad has Parkinson's,
# according to the consultant" is a diagnosis.)
_HEARSAY_TAIL: Final = re.compile(
    r"""(?:^|(?<=[.!?])\s+)(?![^.!?\n]*\b(?:I|I'm|I've|I'd|me|we|we're|we've|us)\b)[^.!?\n]*?,\s*
    (?:or\s+so\s+)?according\s+to\s+(?!(?:(?:the|my|our|his|her|their)\s+)?(?:[\w-]+\s+)?
    (?:doctors?|docs?|gp|consultants?|nurses?|surgeons?|specialists?|vets?|hospital|scans?
    |x-?rays?|mri|tests?|results|biopsy)\b)[^.!?,\n]+[.!]*(?=\s|$)""",
    re.IGNORECASE | re.VERBOSE,
)


# A sentence the speaker takes back or doubts at its end: "Tomas was in hospital on
# Friday... not.", "..., if you believe him".
_DOUBT_TAIL: Final = re.compile(
    r"""(?:^|(?<=[.!?])\s+)[^.!?\n]*?(?:(?:\.{2,}|…|,|-+)\s*not|,\s*if\s+you\s+(?:can\s+)?believe
    \s+(?:him|her|them|that|it|a\s+word\s+of\s+it))\s*(?:[.!]+(?=\s|$)|$)""",
    re.IGNORECASE | re.VERBOSE,
)


def _without_beliefs(text: str) -> str:
    """``text`` without the sentences that end on what someone else believes or says, or
    on the speaker's own doubt."""
    if "," not in text and "not" not in text.lower():
        return text
    return _DOUBT_TAIL.sub("", _HEARSAY_TAIL.sub("", _BELIEF_TAIL.sub("", text))).strip()


# Those who tell the speaker their own news rather than a view of them: "My bosses say I'm
# getting promoted", "My doctors think I have MS", "My results say I passed".
_OWN_NEWS_TOLD_BY: Final = r"""(?:bosses|managers|teachers|tutors|coaches|doctors|docs
    |consultants|nurses|surgeons|specialists|vets|results|tests|scans|grades|marks)"""
# Someone else's view of things ("My mum says I work too much", "My boss thinks open-plan
# offices are great", "my kids reckon I'm addicted to crosswords"): the speaker said it,
# but it states nothing about them. (Told by more than one, it is a view of the speaker:
# "my parents say they're moving" is their news.)
_REPORTED: Final = re.compile(
    rf"""^(?:[\w'-]+\s+){{0,3}}?{SUBJECT}'s\s+(?:[\w'-]+\s+){{1,3}}?(?:says|said|thinks|thought
    |reckons|reckoned|believes|believed|feels|claims|claimed|insists|insisted|argues|argued
    |swears|keeps\s+saying|is\s+convinced|was\s+convinced|is\s+sure|wants\s+{SUBJECT}\s+to
    |told\s+{SUBJECT}
    |want\s+{SUBJECT}\s+to)\b
    |^(?:[\w'-]+\s+){{0,3}}?{SUBJECT}'s\s+(?!(?:[\w'-]+\s+){{0,2}}?{_OWN_NEWS_TOLD_BY}\s)
    (?:[\w'-]+\s+){{1,3}}?(?:(?:say|think|reckon|believe
    |claim|insist|argue|swear|keep\s+saying|are\s+convinced|were\s+convinced|are\s+sure)\s+
    (?:that\s+)?|keeps?\s+telling\s+){SUBJECT}""",
    re.IGNORECASE | re.VERBOSE,
)
# Someone else's guess at what will be, or view of a thing: "Sherif reckons our team will
# go down", "<S> thinks the new coach is useless" (what they say they did is news, read
# elsewhere: "<S> says he's moving"; the speaker's own "I think we'll move in summer" is a
# plan, hedged).
_OPINION_OF: Final = re.compile(
    rf"""^(?:(?!(?:i|we)\b)[^\W\d_][\w-]*
    |(?=[^,.;]*\b(?:useless|rubbish|great|brilliant|terrible)){SUBJECT}
    # the speaker's own guess at how a team, the prices or the weather will go ("I reckon
    # our team will go down"), not at a plan of theirs or their people's
    |(?=[^,.;]{{0,80}}?\b(?:team|side|club|prices?|rents?|weather|government|council|economy
    |market|election|league)\b[^,.;]{{0,80}}?\b(?:will|['’]ll|won['’]t|going\s+to|gonna)\b)
    {SUBJECT})
    \s+(?:reckons|reckoned|thinks|thought|believes|believed
    |guesses|reckon|think)\s+(?!(?:of|about|so|not)\b)(?:that\s+)?
    # not a guess about the speaker ("my boss reckons I'll be head smoker by summer")
    (?![^,.;]*(?:\b(?:i|i['’]ll|i['’]m|we|we['’]ll|me|us)\b|{SUBJECT}\s))
    # what is thought is a guess about what will be, or another's view of a thing
    (?=[^,.;]*\b(?:will|['’]ll|won['’]t|going\s+to|gonna|should|is\s+(?:useless|rubbish|great
    |brilliant|terrible|the\s+best|the\s+worst)))""",
    re.IGNORECASE | re.VERBOSE,
)
# Elliptic halves: "I'm a nurse, have been for ten years" -> "<S> has been for ten years".
_ELLIPTIC: Final = re.compile(
    rf"{SUBJECT}\s+(?:has|have|had)\s+been\s+(?:for|since|forever$|ages$|a\s+while$)"
    # "..., and I have for six years", "my wife has since 2019": how long, the verb left out
    rf"|{SUBJECT}(?:'s(?:\s+[\w-]+){{1,2}})?\s+(?:has|have|had)\s+"
    rf"(?:for\s|since\s+(?:\d|then\b|last\b|the\b|{MONTH}\b))"
    rf"|{SUBJECT}\s+(?:is|are|was|were|has|have|does|do|did|will|can|would)\s*$"
    # "<S> never learned, feels like a gap": learned what, the clause before said
    rf"|{SUBJECT}\s+never\s+(?:learned|learnt|did|went|could|knew)\s*(?:,|$)",
    re.IGNORECASE,
)
# Words that may stand right before the subject when it is what the clause is about:
# "<S> lives ...", "Yesterday <S> ran ...", "..., and <S> ...". After anything else
# (a verb or a preposition: "Cats are better, fight <S>") the speaker is only an object.
_BEFORE_SUBJECT: Final = word_set(
    """, and but so then when while because since after before now today yesterday tonight
    tomorrow also finally recently honestly actually lately currently eventually once
    sometimes usually always often last this next ago week weekend month year morning
    afternoon evening night monday tuesday wednesday thursday friday saturday sunday spring
    summer autumn fall winter that if though although weekends weekdays mornings evenings
    nights mondays tuesdays wednesdays thursdays fridays saturdays sundays january february
    march april may june july august september october november december""",
    None,
)
# A thing in or of the speaker's home or belongings, then what happened to it: "The water
# heater in <S>'s flat died", "the roof of <S>'s shed blew off". Only a deed in the past.
_THING_OF_THEIRS_DID: Final = re.compile(
    rf"""the\s+(?:[\w-]+\s+){{0,2}}[\w-]+\s+(?:in|of|on|at)\s+{SUBJECT}'s\s+(?:[\w-]+\s+)?
    (?:flat|house|home|apartment|kitchen|bathroom|bedroom|room|hall|garden|shed|garage|cellar
    |basement|loft|attic|yard|allotment|office|shop|studio|workshop|building|block|street
    |door|roof|phone|laptop|computer|{alternation(VEHICLES)})
    \s+(?:finally\s+|just\s+)?(?:(?-i:[a-z]+ed)|{alternation(IRREGULAR_PAST)})\b""",
    re.IGNORECASE | re.VERBOSE,
)
_SPEAKER_AFTER: Final = re.compile(
    rf"\b(?:they|them|their|theirs|themself|themselves)\b|{SUBJECT}", re.IGNORECASE
)
_WORD_OR_COMMA: Final = re.compile(r"[\w'-]+|,")
_WORDS: Final = re.compile(r"[\w'-]+")


# A phrase that opens the clause to say when, owned by the subject: "On <S>'s birthday",
# "During <S>'s last week in Rome".
_FRONTED_OWNER: Final = re.compile(
    rf"^(?:on|in|at|during|after|before|over|for)\s+{SUBJECT}['’]s\s"
    # "Over my dead body I'm ...", "In my dreams I'm ...": a phrase that takes it all back
    r"(?!(?:dead\s+body|(?:wildest\s+)?dreams?|head|mind|imagination|fantasies)\b)",
    re.IGNORECASE,
)
_BARE_SUBJECT: Final = re.compile(rf"{SUBJECT}(?!['’]s)")


def _subject_leads(text: str) -> bool:
    """Whether the subject, where it first appears, is what the clause is about rather
    than an object ("Drinks on <S>", "A book <S> can't put down")."""
    fronted = _FRONTED_OWNER.match(text)
    if fronted is not None and _BARE_SUBJECT.search(text, fronted.end()):
        return True  # "On <S>'s birthday <S> ran ...": the phrase says when, <S> leads
    if (did := _THING_OF_THEIRS_DID.match(text)) is not None and not _SPEAKER_AFTER.search(
        text, did.end()
    ):
        # "The water heater in <S>'s flat died": what befell the speaker's home (not "The
        # man in <S>'s office laughed at them": the speaker in a moment of someone else's)
        return True
    at = text.find(SUBJECT)
    before = _WORD_OR_COMMA.findall(text[max(0, at - 60) : at]) if at > 0 else []
    if not before:
        return True
    last = before[-1].lower()
    return last in _BEFORE_SUBJECT or last[:1].isdigit()


# ", and the certificate ceremony is in February", ", and the fees are due on the 5th": a
# clause joined on after a past one, about a thing of its own that is or will be.
_TAIL_AHEAD: Final = re.compile(
    rf"and\s+(?:the|my|our|{re.escape(SUBJECT)}['’]s)\s+(?:[\w'-]+\s+){{0,3}}?(?:is|are|will\s+be)\s+"
    rf"(?:due\s+in|in|set\s+for|planned\s+for)\s+(?:{MONTH})\b(?!\s+\d)",
    re.IGNORECASE,
)


def _facts(text: str, subject: str, strict: _Strict, today: date) -> list[CandidateFact]:
    """Facts from one rewritten clause (the subject still a placeholder)."""
    tense = clause_tense(text)
    if tense == "modal":
        return []
    past = tense in {"past", "perfect"}
    head, comma, tail = text.partition(", ")
    if past and comma and _TAIL_AHEAD.match(tail) and clause_tense(tail) in {"present", "future"}:
        # "<S> passed the exam, and the certificate ceremony is in February": the "and"
        # clause says what is still to come, its month the coming one
        head, before = resolve_relative_dates(head, today, True, named=True)
        tail, after = resolve_relative_dates(tail, today, False, named=True)
        text, periods = f"{head}{comma}{tail}", (*before, *after)
    elif not past and comma and clause_tense(head) in {"past", "perfect"}:
        # "<S>'s mum got back from hajj in June, their mum is still glowing": a date in
        # the past clause is past, whatever the clause after the comma says of now
        head, before = resolve_relative_dates(head, today, True, named=True)
        tail, after = resolve_relative_dates(tail, today, past, named=True)
        text, periods = f"{head}{comma}{tail}", (*before, *after)
    else:
        text, periods = resolve_relative_dates(text, today, past, named=True)
    if tense == "past" and unanchored(text):
        text = without_unanchored(text)  # "<S> slipped the week before": when, left out
    periods = periods or written_dates(text)  # "starts school in September 2025"
    if _ache_of_the_day(text, periods):
        return []  # "<S>'s head is pounding on 9 October": gone by the next day
    verdict = _classify(text, tense, periods, strict)
    if verdict is None and strict in {"named", "pet"} and _name_shaped(subject):
        # "Doutzen was called back to the ferry on the 13th": no rule reads it, a record still
        only_when = _ONLY_WHEN.match(text) is not None and not complete_alone(text)
        if not only_when and (plain := plain_kind(text, bool(periods))) is not None:
            verdict = _Verdict(plain)
    if verdict is None:
        return []
    key = _subject_key(subject)
    facts = [
        CandidateFact(
            text=_finish(verdict.text or text, subject),
            subject=subject,
            kind="durable" if verdict.category == "durable" else "recent",
            slot=f"{key}:{verdict.attribute}" if verdict.attribute else None,
            forget_after=None
            if verdict.lasting
            # "<S>'s neck is killing them on 14 January": its day makes no pain lasting
            else _forget_after(
                verdict.category, tense, () if _pain_that_day(text, periods) else periods, today
            ),
        )
    ]
    for extra_text, attribute in verdict.extra:
        facts.append(
            CandidateFact(
                text=_finish(extra_text, subject),
                subject=subject,
                kind="durable",
                slot=f"{key}:{attribute}",
            )
        )
    return facts


# "The project codename is Kestrel", "Our wifi password is ...": a named attribute of a
# thing, stated plainly. The value must be a name or a number, not an opinion.
# "The search overhaul is codenamed Halyard": the name given to a thing.
_THING_NAMED: Final = re.compile(
    r"""(?P<owner>the\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:is|was|has\s+been|will\s+be)\s+
    (?:now\s+)?(?P<attribute>code-?named|nicknamed|called|named)\s+
    (?P<value>(?-i:[A-Z0-9"'])[^,;!?]*)$""",
    re.IGNORECASE | re.VERBOSE,
)
_THING_FACT: Final = re.compile(
    r"""(?P<owner>(?:the|our|their)\s+(?:[\w-]+\s+){0,2}?)
    (?P<attribute>code\s?name|name|nickname|title|deadline|budget|address|postcode|zip\s+code
    |launch\s+date|release\s+date|due\s+date|start\s+date|venue|location|theme|motto
    |slogan|mascot|colou?rs?|capital|owner|founder|ceo|lead|leader|sponsor|domain)
    \s+(?:is|was|will\s+be|has\s+been)\s+(?:now\s+|still\s+|called\s+)?
    (?P<value>(?-i:[A-Z0-9$€£"'])[^,;!?]*)$""",
    re.IGNORECASE | re.VERBOSE,
)


def _name_shaped(subject: str) -> bool:
    """Whether ``subject`` reads as people's names ("Doutzen", "Ivica Bura", "Ana and Ivo"),
    not a thing's ("the project")."""
    words = [word for word in subject.split(" ") if word != "and"]
    return all(word[:1].isupper() for word in words) and not any(
        _NO_ONE.fullmatch(word) for word in words
    )


# Capitalised words that name a day or a season, no one: "Easter is on the 31st".
_NO_ONE: Final = re.compile(
    rf"(?:{MONTH}|{WEEKDAY}|christmas|easter|xmas|halloween|diwali|eid|hanukkah|ramadan"
    r"|thanksgiving|today|tonight|tomorrow|yesterday|weekend|summer|winter|spring|autumn)",
    re.IGNORECASE,
)


def _thing_fact(clause: str) -> CandidateFact | None:
    match = _THING_FACT.match(clause) or _THING_NAMED.match(clause)
    if match is None:
        return None
    owner = " ".join(match.group("owner").split())
    if owner.lower().split(" ")[-1] in {"the", "our", "their"}:
        return None  # "The name is Bond": whose name is not said
    if owner.lower().startswith(("our ", "their ")):
        return None  # whose "our" is, the clause does not say
    attribute = "_".join(match.group("attribute").lower().split())
    if match.re is _THING_NAMED:
        attribute = "codename" if attribute.startswith("code") else "name"
    return CandidateFact(
        text=_finish(clause, ""),
        subject=owner,
        kind="durable",
        slot=f"{_subject_key(owner)}:{attribute}",
    )


def _subject_key(subject: str) -> str:
    if subject.lower() == "the user":
        return "user"
    key = "".join(ch if ch.isalnum() else "_" for ch in subject.lower())
    return _UNDERSCORES.sub("_", key).strip("_") or "user"


_UNDERSCORES: Final = re.compile(r"_+")
_SPACE_BEFORE_PUNCT: Final = re.compile(r"\s+([,.;:!?])")
_SPACES: Final = re.compile(r"\s+")


def _finish(text: str, subject: str) -> str:
    text = _SPACES.sub(" ", text.replace(SUBJECT, subject)).strip()
    text = _SPACE_BEFORE_PUNCT.sub(r"\1", text).rstrip(" ,;:-–—").rstrip(".!…").rstrip()
    return text[:1].upper() + text[1:] + "."


def _forget_after(
    category: Category, tense: Tense, periods: tuple[Period, ...], today: date
) -> datetime | None:
    """When a fact stops being recalled (None: never); the rule is in the module docstring."""
    if category == "durable":
        return None
    if any(period.bounded for period in periods):
        return None  # the text says when it holds: true about that time for good
    if tense == "past" or (tense == "perfect" and category == "event"):
        return None  # history: true about its date for good
    if category == "activity":
        return _SAID_ON  # stamped with its day instead (see extract_facts)
    days = _DEFAULT_DAYS[category]
    if (date.max - today).days < days:
        # Past the end of the calendar: the last moment it holds, not an overflow.
        return datetime.max.replace(tzinfo=UTC)
    return _midnight(today + timedelta(days=days))


def _midnight(day: date) -> datetime:
    return datetime(day.year, day.month, day.day, tzinfo=UTC)


# --- classification -----------------------------------------------------------------


def _classify(
    text: str, tense: Tense, periods: tuple[Period, ...], strict: _Strict
) -> _Verdict | None:
    if _said_in_passing(text):
        return None  # "hasn't packed a thing", "<S>'s boss is a dragon": not a lasting fact
    if unanchored(text):
        return None  # "<S> moves the weekend before": before what, another sentence said
    if (
        _MOMENTARY.search(text)
        or _BODY_NOW.search(text)
        or _FEELING_NOW.search(text)
        or _DAY_OFF_NOW.search(text)
        or _BODY_MENDED.match(text)  # "<S>'s knee is finally better": as of the day said
        or _SUPPLY_NOW.match(text)  # "<S>'s power is back after 2 days"
        or _COUNT_SO_FAR.search(text)  # "<S> has 1,500 so far": a count as of the day
        or _HAS_SUM.match(text)  # "<S> has 4,200 ngultrum in a tin": a sum put by, now
    ):
        return _Verdict("state")  # "<S> is resting on the sofa": passes within the day
    if strict == "pet" and (state := pet_state(text)) is not None:
        return _Verdict(state[0], state[1], text=state[2])  # "<S> is a whippet"
    clause = _Clause.of(text)
    for matcher, decide in _SLOT_RULES:
        match = matcher.find(clause)
        if match is not None:
            verdict = decide(match, text)
            if verdict is not None:
                return verdict
    kind = _kind_of_what_happened(clause, periods)
    if kind is not None:
        return kind
    if _DURABLE.find(clause) or (_DAYS_EVENINGS.search(text) and not _ONE_WEEK.search(text)):
        return _Verdict("durable")  # "on Tuesday and Thursday evenings": every week
    if (feeling := _FEELING.find(clause)) is not None and not _FEAR_OF.search(text):
        return _felt(text, feeling.start(), tense, periods, strict)
    if _STATE.find(clause):
        return _Verdict("state")
    if _EVENT.find(clause):
        return _Verdict("event")
    if _ACTIVITY.find(clause):
        return _Verdict("activity")
    if (now := _RIGHT_NOW.find(clause)) is not None and _now_of_the_clause(clause, now):
        return _Verdict("state")
    return _fallback(clause, tense, periods, strict)


def _felt(
    text: str, at: int, tense: Tense, periods: tuple[Period, ...], strict: _Strict
) -> _Verdict | None:
    """A clause with a feeling at ``at``. How someone feels passes: not a memory. What
    they feel it about may be one: "nervous about my interview tomorrow" -> "has an
    interview on <date>". Others' feeling after what the subject did is left out: "<S> made
    the playoffs on Wednesday, so everybody is very happy" is the playoffs."""
    if tail := _others_feel(text, at):
        verdict = _classify(text[:tail], tense, periods, strict)
        return None if verdict is None else replace(verdict, text=verdict.text or text[:tail])
    return _feeling_about(text, tense, periods)


def _others_feel(text: str, at: int) -> int:
    """Where the clause of others' feeling at ``at`` begins when it is told after what the
    subject did, else 0: "<S> made the playoffs on Wednesday, so everybody is very happy"
    (the playoffs are the fact; how the team feels only follows from it)."""
    tail = text.rfind(", so ", 0, at)
    if tail < 0 or SUBJECT not in text[:tail] or SUBJECT in text[tail:at]:
        return 0
    return tail if _OTHERS_FEELING.match(text, tail + len(", so ")) is not None else 0


_OTHERS_FEELING: Final = re.compile(
    r"""(?:now\s+)?(?:everybody|everyone|the\s+whole\s+(?:family|team|club|house|village|office)
    |the\s+(?:kids|children|team|family|neighbours|neighbors))\s+(?:is|are|was|were)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _said_in_passing(text: str) -> bool:
    """Whether ``text`` is a remark that holds no fact to keep: "<S> hasn't packed a
    thing", "<S> is basically a vampire", a figure of speech ("<S>'s boss is a dragon"), or
    a choice only the turn before explains ("<S> will stick to water"), or an eagerness to
    hear the news of the turn before ("<S> wants to hear everything"), or news only
    announced ("<S> has an animal update", "<S> has a confession to make"), or a need that
    passes with the day ("<S> needs a coffee", "<S> needs to meet Dash"), or a guess about
    someone else ("<S> is pretty sure the vicar fancies their aunt")."""
    return any(
        rx.search(text)
        for rx in (
            _PASSING_REMARK,
            _FIGURATIVE,
            _CHOSEN_OVER,
            _EAGER,
            _ANNOUNCED,
            _PASSING_NEED,
            _KEEN_OR_NOT_DONE,
            _STOPPED_WHAT,
            _UNDECIDED,
            _GIVEN_UP_PLAN,
            _GUESSED,
            _NOT_TAKEN_UP,
            _ECHOED,
        )
    )


def _pain_that_day(text: str, periods: tuple[Period, ...]) -> bool:
    """Whether ``text`` is how a part of the body feels, told with the day it does
    ("<S>'s back is aching on 10 January after the gym"): a state that passes, which its
    day does not make a record to keep for good."""
    now = _BODY_NOW.search(text) or _FEELING_NOW.search(text)
    return now is not None and _one_day(periods)


def _one_day(periods: tuple[Period, ...]) -> bool:
    """Whether one of ``periods`` is a day (or two) as told: "on 10 January", "on the
    night of 3 May"."""
    return any(period.bounded and (period.end - period.start).days <= 2 for period in periods)


def _ache_of_the_day(text: str, periods: tuple[Period, ...]) -> bool:
    """Whether ``text`` is an ache or a chill felt on the day it is told ("<S>'s head is
    pounding on 9 October 2025", "<S>'s shoulders are killing them right now", "<S> is so
    cold on the morning of 3 May"): it passes with the day, like a mood (rule 3a), and
    keeps nothing. Told with no day ("<S>'s knee is stiff"), or a hurt the part shows
    ("<S>'s ankle is swollen on 3 May"), it stays a state; so does one a lasting condition
    causes ("<S>'s hands are numb from the MS today")."""
    if _CHILLED.search(text) is not None and _LASTING_CAUSE.search(text) is None:
        return True  # cold hands or feet pass with the weather, told with a day or not
    if _ACHE_NOW.search(text) is None and _FEELING_NOW.search(text) is None:
        return False
    if _LASTING_CAUSE.search(text) is not None:
        return False
    return _RIGHT_NOW.find(_Clause.of(text)) is not None or _one_day(periods)


def _now_of_the_clause(clause: _Clause, now: re.Match[str]) -> bool:
    """Whether "at the moment" (``now``) makes the whole clause a passing state: not when
    it only qualifies a tail after a comma ("<S> tutors maths, about 14 students at the
    moment") or an occupation ("<S> tutors maths at the moment")."""
    return "," not in clause.text[: now.start()] and _OCCUPATION.find(clause) is None


def _kind_of_what_happened(clause: _Clause, periods: tuple[Period, ...]) -> _Verdict | None:
    """Kinds the tense gets wrong: a pet or child gained ("got a puppy") and a new job
    ("started at Siemens on Monday") are durable, a present state that passes ("is
    pregnant", "is off work", "the car is fixed") is recent. Dated, the pet or child is
    an event of that day (recent, never expiring) like any other."""
    dated = any(period.bounded for period in periods)
    if not dated and _GAINED.find(clause):
        return _Verdict("durable")
    if _CHILD_BORN.find(clause):
        return _Verdict("event" if dated else "durable")
    if _NEW_JOB.find(clause):
        return _Verdict("durable", "employer")
    if _HABIT_NOWADAYS.find(clause):
        return _Verdict("durable")  # "is drinking green tea these days": a habit
    if not dated and _HOW_THEY_MET.find(clause):
        return _Verdict("durable")
    if _PREGNANT.find(clause):
        return _Verdict("activity")
    if _IN_A_NAMED_PLACE_OR_YEAR.find(clause) and not _RIGHT_NOW.find(clause):
        return _Verdict("activity")  # "in Rome at the moment": said to pass, it expires
    if _LATELY.search(clause.text):
        return _Verdict("event" if dated else "activity")  # "can't sleep well lately"
    if _BUDGET.find(clause) or _RELOCATING.find(clause):
        return _Verdict("activity", lasting=True)
    if not dated and _WORK_AHEAD.find(clause) and not _WORK_A_WHILE.search(clause.text):
        return _Verdict("activity", lasting=True)
    if _THING_DONE.find(clause):
        return _Verdict("event", lasting=True)
    if _OFF.find(clause):
        return _Verdict("state")
    if _ON_SHIFTS.find(clause):
        return _Verdict("activity")
    if _SEASONAL_JOB.find(clause):
        return _Verdict("event" if dated else "activity")
    return None


def _feeling_about(text: str, tense: Tense, periods: tuple[Period, ...]) -> _Verdict | None:
    about = _FEELING_ABOUT.match(text)
    if about is None or not any(period.bounded for period in periods):
        return None  # undated ("excited for the trip"): nothing to remember
    if SUBJECT not in about.group("rest") and "(" in about.group("rest"):
        event = about.group("event")
        article = "an" if event[:1].lower() in "aeiou" else "a"
        verb = "had" if tense in {"past", "perfect"} else "has"
        return _Verdict("event", text=f"{SUBJECT} {verb} {article} {event}{about.group('rest')}")
    return None


def _fallback(
    clause: _Clause, tense: Tense, periods: tuple[Period, ...], strict: _Strict
) -> _Verdict | None:
    """Rules 6-8, for clauses no specific pattern recognised."""
    text = clause.text
    if not strict and not _subject_leads(text):
        # The speaker is only an object ("Drinks on <S>"): only a relation says more
        # ("Sam is <S>'s manager").
        return _Verdict("durable") if _WEAK_DURABLE.find(clause) else None
    if not strict and tense in {"future", "progressive"}:
        return _Verdict("activity")
    if not strict and any(period.bounded for period in periods):
        return _Verdict("event")
    if strict and _OTHERS_WORK.find(clause):
        return _Verdict("durable")  # what someone makes or teaches lasts ("Sam built the shed")
    named = _named_fact(clause, tense, periods) if strict in {"named", "pet"} else None
    if named is not None and named.category != "durable":
        return named  # "<S>'s sister arrives on Friday": the visit, not the relation
    if (
        tense == "past"
        and _KIN_DID.match(text)
        and not _LASTED.search(text)
        and not _MADE_THING.search(text)  # "<S>'s mum made the quilt": the quilt lasts
    ):
        return _Verdict("event")  # "<S>'s dad fell off a ladder": what happened, not who
    if _WEAK_DURABLE.find(clause):
        return _Verdict("durable")
    if strict is True and _OCCASION_DAY.match(text) and any(p.bounded for p in periods):
        return _Verdict("event")  # "<S>'s Guaraní exam is on 3 May": whoever <S> is
    if strict:
        return named
    if tense == "present":
        return _Verdict("durable")
    if tense == "perfect" and _LASTING.find(clause):
        return _Verdict("durable")
    return _Verdict("event")


def _rx(pattern: str, flags: int = re.IGNORECASE) -> re.Pattern[str]:
    """Compile ``pattern`` with ``<S>`` standing for the subject (with "and others" for
    "we") and ``<A>`` for adverbs and negations between subject and verb."""
    return re.compile(pattern.replace("<S>", _S).replace("<A>", _A), flags | re.VERBOSE)


_S = rf"{SUBJECT}(?:\s+and\s+(?:others|their\s+[\w'-]+(?:\s+[\w'-]+)?))?"
_A = r"""(?:(?:also|really|still|just|now|currently|actually|usually|always|often|recently
    |finally|officially|happily|proudly|already|even|mostly|mainly|only|both|all|sometimes
    |totally|absolutely|definitely|kind\s+of|sort\s+of|pretty\s+much|no\s+longer|not
    |doesn't|does\s+not|don't|do\s+not|originally|permanently|temporarily|soon|once
    |eventually|officially|full[- ]time|part[- ]time)\s+)*"""
_STOP_WORDS = r"""in|on|at|of|with|since|for|and|but|because|near|from|last|next|this|ago|by
    |until|during|when|while|after|before|to|so|as|now|anymore|any\s+more|any\s+longer|again
    |permanently|recently
    |soon|already|temporarily|together|alone|back|where|which|who|that|though|although
    |these|right|full|part|years?|months?|weeks?"""
_PHRASE_END: Final = _rx(rf"\s+(?:{_STOP_WORDS})\b.*$|\s*[,;:(].*$", re.IGNORECASE | re.DOTALL)
_DETERMINERS: Final = word_set(
    """a an my our his her their this that these those some one another its your here
    there home town downtown abroad overseas suburbs countryside together""",
    None,
)
_VAGUE_PLACES: Final = frozenset(
    {"the city", "the countryside", "the suburbs", "the area", "the country", "the capital",
     "the same city", "the same town", "the neighborhood", "the neighbourhood", "the north",
     "the south", "the east", "the west", "the centre", "the center", "the village"}
)  # fmt: skip


def _head(phrase: str) -> str:
    """The phrase cut before its first preposition, conjunction or punctuation."""
    return _PHRASE_END.sub("", phrase).strip()


_HOME_IN: Final = re.compile(
    r"""^(?:(?:a|an|the|their|his|her|<S>'s)\s+)?(?:(?:new|first|own|little|tiny|old|rented)\s+)*
    (?:flat|house|home|apartment|place|cottage|bungalow|townhouse)\s+in\s+
    (?P<town>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)""".replace("<S>", SUBJECT),
    re.IGNORECASE | re.VERBOSE,
)


# "moved into their new flat in March": a time, no town.
_NOT_A_TOWN: Final = re.compile(
    r"""(?:january|february|march|april|may|june|july|august|september|october|november
    |december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|autumn
    |winter|easter|christmas|term|uni|college)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "a flat in Soho for my internship, back home in June": a stay, no home.
_STAY_A_WHILE: Final = re.compile(
    r"""\bfor\s+(?:the|their|his|her|its|a|an|<S>'s)\s+(?:\w+\s+)?(?:internship|course|summer
    |semester|term|year|month|week|weekend|project|contract|placement|season|holidays?)\b
    |\b(?:temporarily|for\s+now|until|till|back\s+home)\b""".replace("<S>", SUBJECT),
    re.IGNORECASE | re.VERBOSE,
)


def _place(match: re.Match[str], text: str) -> _Verdict | None:
    place = _head(match.group("place"))
    low = place.lower()
    if not place or SUBJECT in place or low in _VAGUE_PLACES or _A_SCHOOL_YEAR.match(place):
        return None  # "<S> is in P6 now": a school year, not a town
    first = low.split(" ")[0]
    if first in _DETERMINERS or first == "the":
        # "moved into their flat in Wilten", "a new house in Cobh": a home in a named place
        home = _HOME_IN.search(match.group("place"))
        if (
            home is not None
            and home.group("town").lower() not in _VAGUE_PLACES
            and _NOT_A_TOWN.match(home.group("town")) is None
            and _STAY_A_WHILE.search(text) is None
        ):
            return _Verdict("durable", "home_city")
    if first in _DETERMINERS:
        return None
    if first == "the" and not (place[4:5].isupper() or low in COUNTRIES):
        return None
    return _Verdict("durable", "home_country" if low in COUNTRIES else "home_city")


_NOT_EMPLOYERS: Final = frozenset(
    {"home", "a living", "myself", "themselves", "free", "fun", "money", "now", "a while",
     "years", "hours", "the weekend", "weekends", "night", "nights", "school"}
)  # fmt: skip
_JOB_PHRASE: Final = _rx(
    r"\bas\s+(?P<job>(?:a|an|the)\s+[\w' -]+?)(?=\s+(?:at|for|in|since|on|with|and)\b|[,.;!]|$)"
)


def _employer(match: re.Match[str], text: str) -> _Verdict | None:
    org = _head(match.group("org"))
    if not org or org.lower() in _NOT_EMPLOYERS or SUBJECT in org:
        return None
    job = _JOB_PHRASE.search(text, match.start())
    extra: tuple[tuple[str, str], ...] = ()
    if job is not None and _is_job(job.group("job")):
        extra = ((f"{SUBJECT} works as {job.group('job')}", "job_title"),)
    return _Verdict("durable", "employer", extra=extra)


# Places people stay at for hours, not months: "still at the airport" is where someone is.
_PASSING_PLACES: Final = word_set(
    """airport station gym office hospital party pub bar restaurant cafe café beach doctor's
    dentist's vet's shop shops store supermarket mall library park cinema theatre theater
    concert match game wedding funeral meeting hotel pool table desk door gate
    queue line traffic lights border hairdresser's salon spa clinic museum zoo market""",
    None,
)


def _still_at(match: re.Match[str], text: str) -> _Verdict | None:
    org = _head(match.group("org"))
    words = org.lower().split()
    if len(words) < 2 or SUBJECT in org or (len(words) == 2 and words[1] in _PASSING_PLACES):
        return None
    return _Verdict("durable", "employer")


# "-ing" verbs that say where someone is or how they are, not what they work at: "still
# living at the farm", "still waiting at the station".
_NOT_WORK_VERBS: Final = word_set(
    """living staying sleeping sitting standing waiting queueing queuing hanging stuck
    eating drinking looking hoping trying recovering feeling getting parked lying
    shopping visiting""",
    None,
)


def _still_working(match: re.Match[str], text: str) -> _Verdict | None:
    """Work kept up at a place of work: "<S> is still mending nets on the fish farm", "still
    repairing watches in the back of the jeweller's" (never "still waiting at the bus stop")."""
    place = [w.strip("'’") for w in match.group("place").lower().split()]
    if match.group("verb").lower() in _NOT_WORK_VERBS or SUBJECT in match.group("place"):
        return None
    at_work = any(w in WORKPLACES for w in place) or any(
        w.endswith(("'s", "’s")) and w[:-2] not in RELATIVES for w in match.group("place").split()
    )
    return _Verdict("durable") if at_work else None


def _left_for_new_work(match: re.Match[str], text: str) -> _Verdict | None:
    verb, _, rest = match.group("new").partition(" ")
    does = {"teach": "teaches", "join": "has joined"}.get(verb.lower(), f"{verb.lower()}s")
    attribute = "employer" if verb.lower() in {"work", "join"} else "job_title"
    return _Verdict("event", extra=((f"{SUBJECT} {does} {rest}", attribute),))


def _joined(match: re.Match[str], text: str) -> _Verdict | None:
    org = _head(match.group("org"))
    if not org or not org[0].isupper() or org.split(" ")[0] in {"The", "A", "An", "My"}:
        return None
    return _Verdict("durable", "employer")


_ARTICLE: Final = re.compile(r"(?:a|an|the)\s+", re.IGNORECASE)
_ORG_AFTER: Final = re.compile(r"\s(?:at|for)\s+(?P<org>[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})")


def _is_job(phrase: str) -> bool:
    words = _ARTICLE.sub("", _head(phrase), count=1).lower().split()
    if not words or any(word in QUALITIES for word in words):
        return False
    last = words[-1]
    return (
        " ".join(words[-2:]) in JOBS
        or last in JOBS
        or (last.endswith("s") and last[:-1] in JOBS)
        or (last.endswith(_JOB_ENDINGS) and last.isalpha() and len(last) > 8)
        or _trade_man(last)
        # "a boat-builder", "a sheep-farmer": what is made or tended, then the job
        or (
            last.count("-") == 1
            and last.split("-")[0].isalpha()
            and last.split("-")[0] not in _NOT_WHAT_IS_WORKED_ON
            and last.split("-")[1] in JOBS
        )
    )


# "an ex-teacher", "a non-smoker", "a would-be writer": a prefix that says the job is not
# (or not yet) theirs
_NOT_WHAT_IS_WORKED_ON: Final = QUALITIES | {"ex", "non", "self", "anti", "pre", "wannabe"}


# Endings only occupations have: "a hydrologist", "a glaciologist", "a cartographer", "a
# beautician", "a silversmith", "a shipwright", "a beekeeper".
_JOB_ENDINGS: Final = ("ologist", "ographer", "ician", "smith", "wright", "keeper", "iatrist")


# "a signalman", "a ferryman", "a groundswoman": what is tended, then "man" or "woman".
# Never a word for a kind of person ("a gentleman", "a madman", "a Scotsman") or a thing
# ("a snowman", "a talisman").
_NOT_TRADES: Final = word_set(
    """gentle mad snow cave super lay bat walk sand talis otto cai hu ger sha wo yeo
    country english irish scots scot french dutch welsh cornish manx noble kins clans
    sports show marks states church free every straw bogey family muscle ombuds
    norse highland lowland island isle fresh north south east west ulster""",
    None,
)


def _trade_man(word: str) -> bool:
    """Whether ``word`` names a trade by what its worker tends, then "man" or "woman":
    "signalman", "ferryman", "cameraman", "groundswoman"."""
    stem = word.removesuffix("woman") if word.endswith("woman") else word.removesuffix("man")
    return (
        stem != word
        and len(stem) >= 3
        and stem.isalpha()
        and stem not in _NOT_TRADES
        and stem.removesuffix("s") not in _NOT_TRADES
        and not stem.endswith("shire")  # "Yorkshireman": where he is from, no trade
    )


# A rank before the name of a post: "a senior usher", "lead podiatrist", "a trainee
# solicitor", "head of the hedging team". Never a rank that is no post ("a senior citizen").
_RANKS: Final = word_set(
    "senior junior head lead chief deputy assistant trainee apprentice acting principal", None
)
# Nouns that name a post whatever comes before them: "crew leader", "footpath officer",
# "net mender", "shop steward", "fire warden", "union rep".
_POST_HEADS: Final = word_set(
    """leader officer mender warden steward inspector foreman forewoman rep lead organiser
    organizer controller marshal convenor maker fitter cutter grinder waller picker packer
    keeper""",
    None,
)
# Of those, the ones that need the "what of" before them to be a post ("the leader" alone
# may lead anything; a "basket maker" or "knife grinder" is a trade, "a maker" no one's;
# a "lock keeper" keeps the lock, "she's a keeper" is praise).
_COMPOUND_POST_HEADS: Final = word_set(
    """leader lead rep mender organiser organizer controller maker fitter cutter grinder
    waller picker packer keeper""",
    None,
)
_NOT_POSTS: Final = word_set(
    "citizen citizens moment moments girl boy year years redundant aware", None
)

# "a court usher at the county court", "the sexton at the church in Otley", "a bailiff for
# the county court", "gaffer at the mussel farm": where the post is held follows it, a
# place with "the" or a name ("for putting up with me", "at home" are no place).
_ROLE_AT: Final = re.compile(
    r"""^(?:(?:a|an|the)\s+)?(?P<role>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)
    \s+(?P<prep>at|for|with|on)\s+(?P<place>the\s+[a-z][\w'-]*|(?-i:[A-Z]))""",
    re.IGNORECASE | re.VERBOSE,
)
# Where a post is held "on": a vessel, a ward, a line ("a deckhand on the ferry to Kalsoy",
# "a porter on the children's ward"); never "a guest on the podcast", "a demon on the pitch".
_WORKED_ON: Final = re.compile(
    r"""\s+on\s+the\s+(?:[\w'-]+\s+){0,2}?(?:ferry|ferries|boat|boats|ship|ships|trawler|tanker
    |rig|rigs|train|trains|buses|ward|wards|line|farm|site|trawlers|lifeboat|liner|barge|tugs?)\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _is_post(phrase: str) -> bool:
    """Whether ``phrase`` names a post by its rank ("a senior usher", "head of the team") or
    by where it is held ("a kennel maid at the boarding kennels"), the job word unknown."""
    words = _ARTICLE.sub("", _head(phrase), count=1).lower().split()
    if not words or any(word in QUALITIES or not word.isalpha() for word in words):
        return False
    if words[0] in _RANKS:
        # "a senior at the high school" alone is a pupil; "the head" is the head teacher
        return words[-1] not in _NOT_POSTS if len(words) > 1 else words[0] in {"head", "principal"}
    if words[-1] in _POST_HEADS and (len(words) > 1 or words[0] not in _COMPOUND_POST_HEADS):
        return True  # "crew leader", "footpath officer", "foreman": what of, then the post
    role = _ROLE_AT.match(phrase.strip())
    if (
        role is None
        or role.group("role").lower().split() != words
        or words[0] == "to"  # "was made to wait at the station": a deed, no post
        or (role.group("prep").lower() == "on" and not _WORKED_ON.match(phrase, role.end("role")))
        # "a rock for the family", "a natural with the kids": people, no place of work
        or role.group("place").lower().removeprefix("the ") in RELATIVES
    ):
        return False
    last = words[-1]
    # "the best at it", "a guest at the wedding": a rank in a field or a guest, no post
    return last not in NOT_WORK and not last.endswith(("est", "ing", "ness")) and len(last) > 2


def _job(match: re.Match[str], text: str) -> _Verdict | None:
    phrase = match.group("job")
    if not (_is_job(phrase) or _is_post(phrase)):
        return None
    extra: tuple[tuple[str, str], ...] = ()
    org = _ORG_AFTER.search(text, match.start("job"))
    before = text[max(0, org.start() - 40) : org.start()].split()[-1:] if org is not None else []
    # "head of the smokehouse at Scrabster": the name is where the smokehouse is, no employer
    near = {word.lower().strip(",.;:") for word in before}
    if org is not None and "student" not in phrase.lower() and not near & WORKPLACES:
        extra = ((f"{SUBJECT} works at {org.group('org')}", "employer"),)
    return _Verdict("durable", "job_title", extra=extra)


# Words before "job" that say which job it is not ("got the new job", "the dream job").
_NOT_JOB_NAMES: Final = word_set(
    """new old first last dream perfect big summer weekend day night desk office part-time
    full-time temp temporary other same better good great bad""",
    None,
)


def _job_before_job(match: re.Match[str], text: str) -> _Verdict | None:
    words = match.group("job").lower().split()
    if _is_job("a " + match.group("job")) or (
        words and all(w.isalpha() and w not in _NOT_JOB_NAMES for w in words)
    ):
        return _Verdict("durable", "job_title")  # "got the zookeeper job": "job" says so
    return None


def _any_job(match: re.Match[str], text: str) -> _Verdict | None:
    return _Verdict("durable", "job_title") if _head(match.group("job")) else None


_NAME_WORDS_NOT_NAMES: Final = word_set(
    """back here home done fine good great ready sorry ok okay new there in out off on up
    down busy free tired sure right alright well""",
    None,
)


def _bare_name(match: re.Match[str], text: str) -> _Verdict | None:
    name = match.group("name")
    low = name.lower()
    if low in DEMONYMS or low.split(" ")[0] in _NAME_WORDS_NOT_NAMES:
        return None
    return _Verdict("durable", "name", text=f"{SUBJECT}'s name is {name}")


def _called(match: re.Match[str], text: str) -> _Verdict | None:
    return _Verdict("durable", "name", text=f"{SUBJECT} goes by {match.group('name')}")


# "Tui is nine years old.": an age and nothing more; "Tui was nine years old in May 2024.":
# the same, dated by the month it was said in.
_BARE_AGE: Final = re.compile(r"^(?P<who>.+?) is (?P<age>[\w -]+?) years? old\.?$")
_AGE_SAID: Final = re.compile(r" is [\w -]+? years? old\b")
_DATED_AGE: Final = re.compile(r"^(?P<who>.+?) was (?P<age>[\w -]+?) years? old in ")
# An age in words: "forty", "twenty-six", "ninety one" (the words: lexicon.NUMBER_WORDS).
_TENS: Final = tuple(word for word, n in NUMBER_WORDS.items() if int(n) >= 20)
_UNDER_TWENTY: Final = tuple(word for word, n in NUMBER_WORDS.items() if int(n) < 20)
_UNITS: Final = tuple(word for word, n in NUMBER_WORDS.items() if int(n) < 10)
_AGE_IN_WORDS: Final = (
    rf"(?:{'|'.join(_TENS)})(?:[-\s](?:{'|'.join(_UNITS)}))?(?![\w-])"
    rf"|(?:{'|'.join(_UNDER_TWENTY)})(?![\w-])"
)


def _age_value(said: str) -> int:
    """ "42", "forty-two", "nine", "four and a half" -> the number (of whole years)."""
    said = said.split()[0] if said[:1].isdigit() else said
    if said.isdigit():
        return int(said)
    return sum(int(NUMBER_WORDS.get(word, 0)) for word in re.split(r"[-\s]+", said.lower()))


_TURNED: Final = re.compile(r"\bturned\s", re.IGNORECASE)


def _age(match: re.Match[str], text: str) -> _Verdict | None:
    if not 1 <= _age_value(match.group("age")) <= 120:
        return None
    # "turned four last month": a birthday, that day's news, and true for good
    turned = _TURNED.search(match.group()) is not None
    category: Category = "event" if turned else "durable"
    in_words = not match.group("age")[:1].isdigit()
    if match.group("unit") or (turned and in_words and text[match.end("age") :].strip(" .!")):
        # "turned forty on 25 August" reads whole as said; "turned 21 on ..." takes its
        # unit, and "turned four" alone is dated as an age by ages.age_dated
        return _Verdict(category, "age", lasting=turned)
    unit = " year old" if match.group("age").lower() in {"1", "one"} else " years old"
    restated = text[: match.end("age")] + unit + text[match.end("age") :]
    return _Verdict(category, "age", text=restated, lasting=turned)


_US_SPELLING: Final = {
    "colour": "color",
    "colours": "colors",
    "flavour": "flavor",
    "flavours": "flavors",
    "programme": "program",
    "programmes": "programs",
    "theatre": "theater",
    "centre": "center",
    "humour": "humor",
    "neighbour": "neighbor",
    "jewellery": "jewelry",
    "harbour": "harbor",
    "metre": "meter",
    "litre": "liter",
    "catalogue": "catalog",
    "aeroplane": "airplane",
    "pyjamas": "pajamas",
    "moustache": "mustache",
    "doughnut": "donut",
}
_NOT_PLURAL: Final = frozenset(
    {"series", "species", "news", "glasses", "sports", "clothes", "jeans", "shoes"}
)
_THING_WORDS: Final = re.compile(r"[^\W_]+")


def _favourite(match: re.Match[str], text: str) -> _Verdict | None:
    words = [_US_SPELLING.get(w, w) for w in _THING_WORDS.findall(match.group("thing").lower())]
    if not words:
        return None
    last = words[-1]
    if last not in _NOT_PLURAL and len(last) > 3 and not last.endswith(("ss", "us", "is")):
        if last.endswith("ies"):
            words[-1] = last[:-3] + "y"
        elif last.endswith(("shes", "ches", "xes", "sses")):
            words[-1] = last[:-2]
        elif last.endswith("s"):
            words[-1] = last[:-1]
    return _Verdict("durable", "favourite_" + "_".join(words))


def _fixed(attribute: str) -> Callable[[re.Match[str], str], _Verdict | None]:
    def decide(match: re.Match[str], text: str) -> _Verdict | None:
        return _Verdict("durable", attribute)

    return decide


class _Matcher:
    """A group of alternative patterns, tried cheaply.

    Alternatives that open with the subject (``<S>``) are only tried where the subject
    occurs, instead of at every position of the text. The others are searched for, and
    only in texts that contain one of their cue words (lower case); without cues they
    are always searched.
    """

    def __init__(self, anchored: Sequence[str], *floating: tuple[str, tuple[str, ...]]) -> None:
        self._anchored = _rx(_factor(anchored)) if anchored else None
        self._floating = tuple((_rx(pattern), cues) for pattern, cues in floating)

    def find(self, clause: _Clause) -> re.Match[str] | None:
        if self._anchored is not None:
            for start in clause.starts:
                match = self._anchored.match(clause.text, start)
                if match is not None:
                    return match
        for pattern, cues in self._floating:
            if not cues or any(cue in clause.lower for cue in cues):
                match = pattern.search(clause.text)
                if match is not None:
                    return match
        return None


def _factor(alternatives: Sequence[str]) -> str:
    """One pattern for alternatives that all open with ``<S>``, with the shared openings
    ``<S>\\s+<A>`` and ``<S>'s\\s+`` written once: the regex engine does not factor them
    itself and would otherwise re-read the adverbs for every alternative."""
    verbal: list[str] = []
    possessive: list[str] = []
    other: list[str] = []
    for alternative in (a.strip() for a in alternatives):
        if alternative.startswith(r"<S>\s+<A>"):
            verbal.append(alternative[len(r"<S>\s+<A>") :])
        elif alternative.startswith(r"<S>'s\s+"):
            possessive.append(alternative[len(r"<S>'s\s+") :])
        elif alternative.startswith("<S>"):
            other.append(alternative)
        else:
            raise ValueError(f"anchored alternative must open with <S>: {alternative!r}")
    parts = [f"(?:{a})" for a in other]
    if verbal:
        parts.append(r"<S>\s+<A>(?:" + "|".join(f"(?:{a})" for a in verbal) + ")")
    if possessive:
        parts.append(r"<S>'s\s+(?:" + "|".join(f"(?:{a})" for a in possessive) + ")")
    return "|".join(parts)


@dataclass(frozen=True, slots=True)
class _Clause:
    text: str
    lower: str
    starts: tuple[int, ...]
    """Where the subject placeholder occurs."""

    @classmethod
    def of(cls, text: str) -> _Clause:
        starts: list[int] = []
        at = text.find(SUBJECT)
        while at != -1:
            starts.append(at)
            at = text.find(SUBJECT, at + 1)
        return cls(text, text.lower(), tuple(starts))


_MONTH_NAMES = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
)
_DIETS = (
    r"vegan|vegetarian|veggie|pescatarian|pescetarian|flexitarian|plant[- ]based|carnivore"
    r"|omnivore|keto|paleo|fruitarian"
)
_FAVOURITE = r"(?:all[- ]time\s+|absolute\s+|current\s+|very\s+|new\s+)?(?:favou?rite|fave|fav)"

_Decide = Callable[[re.Match[str], str], "_Verdict | None"]

# Rule 1: single-valued attributes, in order; the first rule whose pattern matches and
# whose decision accepts the match wins.
_SLOT_RULES: Final[tuple[tuple[_Matcher, _Decide], ...]] = (
    # name
    (
        _Matcher(
            (), (rf"^{SUBJECT}\s+is\s+(?-i:(?P<name>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){{0,2}}))$", ())
        ),
        _bare_name,
    ),
    (_Matcher((), (r"\bcall\s+<S>\s+(?P<name>[^\W\d_][\w'-]*)", ("call",))), _called),
    (
        _Matcher(
            (
                r"<S>'s\s+(?:full\s+|real\s+|first\s+|last\s+|given\s+)?name\s+is\b",
                r"<S>\s+<A>(?:is|are)\s+(?:called|named)\b",
                r"<S>\s+<A>(?:goes|go)\s+by\b",
            )
        ),
        _fixed("name"),
    ),
    # age
    (
        _Matcher(
            (
                # in words only after "is" or "turned": "turns eleven soon" says nothing
                # of when, "turned four last month" does
                rf"""<S>\s+<A>(?:is|turned|turns|just\s+turned|has\s+turned)\s+
                (?P<age>(?:\d{{1,3}}|(?:(?<=\bis\s)|(?<=\bturned\s))(?:{_AGE_IN_WORDS}))
                (?:\s+and\s+a\s+half)?)
                (?P<unit>\s*(?:years?|yrs?)(?:\s+old|\s+of\s+age)?|\s*y/?o
                # "Ada is five months old", "the puppy is ten weeks old": a baby's, an animal's
                |\s+(?:months?|weeks?|days?)\s+old)?
                (?=\s*$|\s*[,;!)]|\s+(?:and|but|so|now|today|soon|on|in|next|last|this)\b)""",
            )
        ),
        _age,
    ),
    (_Matcher((r"<S>'s\s+age\s+is\b",)), _fixed("age")),
    # birthday
    (
        _Matcher(
            (
                r"<S>'s\s+(?:birthday|bday|b-day|date\s+of\s+birth|dob)\s+is\b",
                rf"""<S>\s+<A>(?:was|were)\s+born\s+(?:on\s+|in\s+)?
                (?:\d{{4}}\b|(?:{_MONTH_NAMES})\b|the\s+\d)""",
            )
        ),
        _fixed("birthday"),
    ),
    # home (one matcher each: a pattern may name a group only once)
    (
        _Matcher(
            (
                r"""<S>\s+<A>(?:lives|live|has\s+lived|have\s+lived|has\s+been\s+living
                |have\s+been\s+living|is\s+living|are\s+living|resides|reside
                |is\s+(?:now\s+)?based|are\s+(?:now\s+)?based|is\s+settled|are\s+settled
                |is\s+located|are\s+located)\s+in\s+(?P<place>[^,.;!?]+)""",
            )
        ),
        _place,
    ),
    (
        _Matcher(
            (
                r"""<S>\s+<A>(?:moved|relocated|has\s+moved|have\s+moved|has\s+relocated
                |have\s+relocated|settled|emigrated|immigrated|has\s+just\s+moved
                |have\s+just\s+moved)\s+(?:back\s+)?(?:to|into)\s+(?P<place>[^,.;!?]+)""",
            )
        ),
        _place,
    ),
    (
        _Matcher(
            (r"<S>'s\s+(?:home|house|apartment|flat|place)\s+is\s+in\s+(?P<place>[^,.;!?]+)",)
        ),
        _place,
    ),
    (
        _Matcher(
            (
                # "still in Kyoto", "in Porto now": where someone lives, said as the news
                # it is; a visit names its span ("in Rome this week") or is plain "in Rome"
                r"<S>\s+(?:is|are)\s+(?:still|now)\s+in\s+(?P<place>(?-i:[A-Z])[^,.;!?]*)",
            )
        ),
        _place,
    ),
    (
        _Matcher(
            (
                r"""<S>\s+(?:is|are)\s+in\s+(?P<place>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2})
                \s+now\b""",
            )
        ),
        _place,
    ),
    # employer (before job title: "I work at Acme as an engineer" names both)
    (
        _Matcher(
            (
                r"""<S>\s+<A>(?:works|work|has\s+worked|have\s+worked|has\s+been\s+working
                |have\s+been\s+working|is\s+working|are\s+working|is\s+employed|are\s+employed
                |started\s+working|is\s+interning|interns
                |(?:got|landed|accepted|took|started|starts|has|have|found|is\s+starting
                 |will\s+start)\s+(?:a|the|an|<S>'s|their)\s+(?:new\s+|first\s+)?
                 (?:job|position|role|internship)(?:\s+as\s+(?:a|an)\s+[\w -]+?)?)
                \s+(?:at|for|by)\s+(?P<org>[^,.;!?]+)""",
            )
        ),
        _employer,
    ),
    (_Matcher((r"<S>\s+<A>(?:joined|has\s+joined|have\s+joined)\s+(?P<org>[^,.;!?]+)",)), _joined),
    (
        _Matcher(
            (
                r"<S>'s\s+(?:employer|company|workplace)\s+is\s+(?-i:[A-Z])",
                # "still at Acme": where someone works or studies, not where they stand
                r"<S>\s+(?:is|are)\s+still\s+(?:at|with)\s+(?:the\s+)?(?-i:[A-Z])",
                r"<S>\s+<A>(?:quit|left|lost|resigned\s+from)\s+(?:their|<S>'s|the|a)\s+(?:\w+\s+)?job\b",
                r"<S>\s+<A>(?:was|were|got|has\s+been|have\s+been)\s+(?:laid\s+off|fired|let\s+go)\b",
            )
        ),
        _fixed("employer"),
    ),
    (
        _Matcher(
            (
                # "still at the rail authority": an organisation, unless the place is one
                # people only pass through ("still at the airport")
                r"<S>\s+(?:is|are)\s+still\s+(?:at|with)\s+(?P<org>(?:the|a|an)\s+[^,.;!?]+)",
            )
        ),
        _still_at,
    ),
    (
        _Matcher(
            (
                r"""<S>\s+(?:is|are)\s+still\s+(?P<verb>[a-z]+ing)\s+(?:[\w'-]+\s+){0,4}?
                (?:at|on|in|for|with)\s+(?P<place>(?:the|a|an|two|three|several|some)\s+[^,.;!?]+
                |(?-i:[A-Z])[^,.;!?]*)""",
            )
        ),
        _still_working,
    ),
    (
        _Matcher(
            (
                # "left in July to run the kiosk at the picnic site": the old job ends, the
                # new one is what follows "to"
                r"""<S>\s+<A>(?:(?:has|have|had)\s+<A>)?(?:left|quit|packed\s+in|jacked\s+in)\b
                [^,.;!?]*?\s+to\s+(?P<new>(?:(?:run|manage|open)\s+(?:the|a|an)\s+(?!errands?\b)
                |(?:work|teach)\s+(?:at|for|in|on)\s+(?:the|a|an|(?-i:[A-Z]))
                |join\s+(?:the\s+)?(?-i:[A-Z]))[^,.;!?]+)""",
            )
        ),
        _left_for_new_work,
    ),
    # job title
    (
        _Matcher(
            (
                r"""<S>\s+<A>(?:works|work|is\s+working|has\s+worked|have\s+worked
                |has\s+been\s+working|started\s+working|freelances|freelance|qualified
                |has\s+qualified|have\s+qualified|trained|retrained|has\s+trained|started|starts
                |began|has\s+started|is\s+starting)\s+as\s+
                (?P<job>[^,.;!?]+)""",
            )
        ),
        _any_job,
    ),
    (
        _Matcher(
            (
                # "started an apprenticeship as a tiler", "is doing a traineeship as a welder"
                r"""<S>\s+<A>(?:(?:has|have|had)\s+<A>)?(?:started|starts|began|is\s+starting
                |are\s+starting|is\s+doing|are\s+doing|did|got|took\s+up|took|is\s+taking
                |has\s+got|won|is\s+on|are\s+on|was\s+offered|accepted)\s+
                (?:a|an|the|<S>'s|their|her|his)\s+(?:new\s+)?(?:apprenticeship|traineeship
                |training\s+place|placement)\s+as\s+(?P<job>[^,.;!?]+)""",
            )
        ),
        _any_job,
    ),
    (
        _Matcher(
            (
                # "got the nursing job": the job is named before "job"
                r"""<S>\s+<A>(?:got|landed|accepted|was\s+offered|has\s+got|has\s+landed
                |took|starts|started|is\s+starting)\s+(?:a|the|that|<S>'s|their)\s+(?:new\s+)?
                (?P<job>[\w' -]+?)\s+(?:job|position|role|post)\b""",
            )
        ),
        _job_before_job,
    ),
    (
        _Matcher(
            (
                # "got a job teaching English in Madrid": the work said after "job"
                r"""<S>\s+<A>(?:got|landed|found|has\s+got|has\s+landed|has\s+found
                |was\s+offered|accepted|took)\s+(?:a|the)\s+(?:new\s+)?(?:job|position|role)\s+
                (?:teaching|nursing|coaching|tutoring|cooking|driving|cleaning|managing
                |designing|translating|editing|waitressing|bartending|lecturing|caring\s+for)\s+
                \w""",
            )
        ),
        _fixed("job_title"),
    ),
    (
        _Matcher(
            (
                r"""<S>\s+<A>(?:is|are|became|has\s+become|have\s+become|has\s+been
                |have\s+been|(?:is|are)\s+going\s+to\s+be|(?:will|'ll)\s+be
                # "isn't a bus conductor any more": a job left, said with "n't"
                |(?:is|are)n['’]t(?=[^,.;!?]*\b(?:any\s*more|any\s+longer|now)\b))\s+
                (?:now\s+|currently\s+|still\s+|not\s+|no\s+longer\s+)*
                (?P<job>(?:a|an|the)\s+[^,.;!?]+)""",
            )
        ),
        _job,
    ),
    (
        _Matcher(
            (
                # "has been made gaffer at the mussel farm", "was made senior usher": a post
                # given, said with or without an article
                r"""<S>\s+<A>(?:(?:has|have|had)\s+<A>been|was|were|got|is\s+being)\s+
                <A>made\s+(?P<job>(?-i:[a-z])[^,.;!?]+)""",
            )
        ),
        _job,
    ),
    (
        _Matcher(
            (
                r"""<S>\s+<A>(?:(?:is|are|has|have|has\s+been|have\s+been)\s+)?(?:now\s+)?
                (?:retired|unemployed|self-employed|between\s+jobs|jobless|out\s+of\s+work
                |a\s+freelancer|a\s+stay-at-home\s+(?:mom|dad|parent|mother|father))\b""",
                r"<S>\s+<A>(?:got|was|were|has\s+been|have\s+been)\s+promoted\b",
                r"<S>'s\s+(?:job|job\s+title|title|role|position|occupation|profession)\s+is\b",
            )
        ),
        _fixed("job_title"),
    ),
    # relationship status
    (
        _Matcher(
            (
                r"""<S>\s+<A>(?:is|are|has\s+been|have\s+been)\s+
                (?:happily\s+|recently\s+|newly\s+|still\s+|now\s+|not\s+|no\s+longer\s+
                 |currently\s+)*
                (?:married|single|engaged|divorced|widowed|separated
                |in\s+a\s+(?:[\w-]+\s+)?relationship|dating\s+(?:someone|somebody)
                |seeing\s+someone|taken)\b""",
                r"""<S>\s+<A>(?:got|just\s+got|recently\s+got|has\s+gotten|have\s+gotten
                |has\s+got|have\s+got)\s+(?:married|engaged|divorced)\b""",
                # "<S> has been seeing Nneoma", "<S> is dating Idris": going out with someone
                r"""<S>\s+<A>(?:(?:has|have)\s+been\s+(?:seeing|dating)|(?:is|are)\s+dating
                |started\s+(?:seeing|dating))\s+(?-i:[A-Z])[a-z]+(?:[.,!]|\s+(?:for|since)\b|$)""",
                r"<S>\s+<A>(?:broke|has\s+broken|have\s+broken)\s+up\b",
                # "<S> and others are back together", "<S> is back with Éabha": a couple
                # that split, together again (not "back with Mum", "back with a cold")
                r"""<S>\s+<A>(?:is|are|got|have\s+got|has\s+got|'s|'re)\s+(?:now\s+)?back\s+
                (?:together\b|with\s+(?!(?i:mum|mom|mam|dad|nan|gran|grandma|grandpa)\b)
                (?-i:[A-ZÀ-Þ])[\w'’-]+(?=\s*(?:[.,!;]|$|\s+(?:now|again|since)\b)))""",
                r"<S>'s\s+relationship\s+status\s+is\b",
            )
        ),
        _fixed("relationship_status"),
    ),
    (
        _Matcher(
            (
                # "Femi has become a grandad": a new place in the family, for good
                r"""<S>\s+<A>(?:has\s+become|have\s+become|'s\s+become|became|just\s+became)\s+
                (?:a\s+|an\s+)(?:first-time\s+)?(?:great[- ])?
                (?:grandad|granddad|grandfather|grandpa|grandma|grandmother|granny|grandparent|grandparents|nan|nana)
                (?=\s*(?:[.!?]|$|\s+(?:again|for\s+the\s+\w+\s+time|last\s+\w+|on|in
                |yesterday|this\s+\w+)\b))""",
            )
        ),
        _fixed("family"),
    ),
    # favourites
    (
        _Matcher(
            (
                rf"""<S>'s\s+{_FAVOURITE}\s+(?P<thing>[\w'-]+(?:\s+[\w'-]+){{0,2}}?)\s+
                (?:is|are|was|were|has\s+to\s+be|would\s+be|of\s+all\s+time\s+is
                |right\s+now\s+is)\b""",
            )
        ),
        _favourite,
    ),
    (
        _Matcher(
            (),
            (
                rf"""\b(?:is|are|was)\s+(?:definitely\s+|probably\s+|still\s+)?<S>'s\s+{_FAVOURITE}
                \s+(?P<thing>[\w'-]+(?:\s+[\w'-]+){{0,2}}?)
                (?=\s*$|\s+(?:of|in|on|at|to|ever|right|now|these|this|for|and|but)\b|\s*[,;!])""",
                ("fav",),
            ),
        ),
        _favourite,
    ),
    # diet
    (
        _Matcher(
            (
                rf"""<S>\s+<A>(?:is|are|has\s+been|have\s+been|became|has\s+become
                |have\s+become|went|has\s+gone|have\s+gone|turned)\s+(?:not\s+|no\s+longer\s+)?
                (?:a\s+|an\s+)?(?:strict\s+|fully\s+|mostly\s+|now\s+|pretty\s+much\s+
                |full[- ]time\s+|lifelong\s+)?(?:{_DIETS})\b""",
                r"""<S>\s+<A>(?:eats|eat|follows|follow|is\s+on|are\s+on|has\s+been\s+on
                |have\s+been\s+on|started|went\s+on|is\s+doing|are\s+doing)\s+(?:a|an|the)\s+
                (?:[\w-]+\s+){0,2}?diet\b""",
                rf"<S>\s+<A>(?:eats|eat)\s+(?:only\s+|strictly\s+)?(?:halal|kosher|{_DIETS})\b",
                r"""<S>\s+<A>(?:eats?|stopped\s+eating|quit\s+eating|has\s+stopped\s+eating
                |have\s+stopped\s+eating|gave\s+up)\s+(?:no\s+|any\s+)?
                (?:meat|animal\s+products|red\s+meat)\b""",
                r"<S>'s\s+diet\s+is\b",
            )
        ),
        _fixed("diet"),
    ),
)

_CHRONIC = r"""diabetes|asthma|adhd|autism|epilepsy|migraines|arthritis|hypertension
    |high\s+blood\s+pressure|crohn'?s|ibs|eczema|psoriasis|depression|anxiety|ocd|ptsd|bipolar
    |lupus|multiple\s+sclerosis|parkinson'?s|dyslexia|tinnitus|hay\s+fever|a\s+pacemaker|cancer
    |hiv|hypothyroidism|long\s+covid|sleep\s+apnea|insomnia|scoliosis|fibromyalgia
    |endometriosis|pcos|tourette'?s|a\s+disability|chronic\s+\w+
    |a\s+(?:heart|chronic|thyroid|kidney|skin|genetic|medical|back|knee)\s+
     (?:condition|problem|disease|injury)"""
_INSTRUMENTS_AND_GAMES = r"""guitar|piano|violin|cello|drums|bass|saxophone|sax|flute|trumpet
    |clarinet|ukulele|harp|trombone|viola|keyboard|organ|harmonica|banjo|mandolin|accordion
    |tennis|football|soccer|basketball|baseball|volleyball|golf|chess|hockey|rugby|cricket
    |badminton|squash|table\s+tennis|ping\s+pong|padel|pickleball|poker|bridge|video\s+games"""
_DEMONYM_WORDS = alternation(DEMONYMS)
_HABIT_CUES = (
    "every", "each", "daily", "nightly", "annually", "yearly", " a day", " a week",
    " a month", " a year", "weekdays", "weekends", "days", "mondays", "tuesdays",
    "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "most ",
)  # fmt: skip

# Rule 2: durable facts without a slot. They win over dates and moods.
_DURABLE: Final = _Matcher(
    (
        # chronic conditions, fears, restrictions
        rf"""<S>\s+<A>(?:has|have|has\s+got|have\s+got|suffers?\s+from|lives?\s+with
        |is\s+living\s+with|(?:was|were|has\s+been|have\s+been|got)\s+diagnosed\s+with
        |struggles?\s+with)\s+(?:type\s+[12]\s+|mild\s+|severe\s+)?(?:{_CHRONIC})\b""",
        # any condition, illness or injury that lasts: "<S> has kidney disease"
        rf"""<S>\s+<A>(?:has|have|has\s+got|have\s+got|suffers?\s+from|lives?\s+with
        |is\s+living\s+with|(?:was|were|has\s+been|have\s+been|got)\s+diagnosed\s+with)\s+
        (?:{CONDITION})""",
        # a lasting weakness: "<S> has a bad back", "<S> can't walk very far"
        r"""<S>\s+<A>(?:has|have|has\s+got|have\s+got)\s+(?:a\s+)?(?:bad|dodgy|weak|gammy|dicky)
        \s+(?:(?:left|right)\s+)?(?:back|knees?|hips?|heart|shoulders?|ankles?|chest|leg)\b""",
        r"""<S>\s+(?:can't|cannot|can\s+not|can\s+no\s+longer|isn't\s+able\s+to)\s+(?:walk|stand)
        \s+(?:very\s+)?(?:far|for\s+long|without\s+a\s+stick)\b""",
        r"""<S>\s+<A>(?:is|are)\s+(?:diabetic|asthmatic|colou?r[- ]?blind|deaf|blind|autistic
        |dyslexic|epileptic|hard\s+of\s+hearing|partially\s+sighted|disabled
        |a\s+wheelchair\s+user|in\s+a\s+wheelchair|neurodivergent|immunocompromised|sober
        |teetotal)\b""",
        r"""<S>\s+<A>(?:takes|take|is\s+on|are\s+on)\s+(?:\w+\s+)?(?:medication|meds|insulin
        |antidepressants|blood\s+thinners)\b""",
        r"""<S>\s+<A>(?:doesn't|does\s+not|don't|do\s+not|never|can't|cannot|can\s+not)\s+
        (?:eat|drink|(?:have|tolerate)\s+(?:dairy|gluten|sugar|caffeine|alcohol|nuts|peanuts
        |shellfish|eggs|meat|pork|beef|fish|seafood|spicy\s+food|lactose|soy|wheat))\b""",
        r"""<S>\s+<A>(?:is|are)\s+(?:(?:so|very|really|deathly|super)\s+)?(?:afraid|scared
        |terrified|frightened)\s+of\b""",
        r"<S>\s+<A>(?:has|have)\s+(?:a\s+)?(?:fear|phobia)\s+of\b",
        # languages
        r"""<S>\s+<A>(?:speaks|speak|can\s+speak|is\s+fluent\s+in|are\s+fluent\s+in
        |is\s+a\s+native\s+(?:\w+\s+)?speaker|is\s+bilingual|is\s+trilingual|is\s+multilingual)\b""",
        r"""<S>'s\s+(?:native\s+language|mother\s+tongue|first\s+language|second\s+language
        |native\s+tongue)\s+is\b""",
        # skills and hobbies
        r"""<S>\s+<A>(?:can|knows\s+how\s+to|know\s+how\s+to)\s+(?:play|speak|code|program|cook
        |bake|swim|drive|sing|dance|ski|snowboard|surf|skate|knit|sew|paint|draw|juggle
        |read\s+music|fly|ride|type|climb|sail|dive)\b""",
        r"""<S>\s+<A>(?:is|are)\s+(?:very\s+|really\s+|pretty\s+|quite\s+|super\s+|not\s+)?
        (?:good|great|skilled|experienced|proficient|fluent|an?\s+expert|bad|terrible|decent
        |excellent|talented|hopeless|amazing)\s+(?:at|in|with)\b""",
        rf"""<S>\s+<A>(?:plays|play|has\s+played|have\s+played|has\s+been\s+playing
        |have\s+been\s+playing)\s+(?:the\s+)?(?:{_INSTRUMENTS_AND_GAMES})\b""",
        r"<S>\s+<A>(?:has|have)\s+(?:\w+\s+)?(?:years\s+of\s+)?experience\s+(?:in|with)\b",
        r"""<S>\s+<A>(?:is|are)\s+(?:a|an)\s+(?:good|great|decent|keen|avid|passionate|amateur
        |professional|competitive|experienced|bad|terrible|talented|big|huge)\s+\w+""",
        # education
        r"""<S>\s+<A>(?:studies|study|studied|majored|majors|is\s+majoring|are\s+majoring
        |minored|graduated|has\s+graduated|have\s+graduated|attends|attend|is\s+enrolled
        |are\s+enrolled|enrolled|is\s+studying|are\s+studying|has\s+studied|have\s+studied)\b
        (?!\s+(?:for|all|late|hard|on|a\s+lot)\b)""",
        r"""<S>\s+<A>(?:has|have|holds|hold|earned|got|received|completed|finished|is\s+doing
        |are\s+doing|is\s+pursuing|are\s+pursuing)\s+(?:a|an|<S>'s|their|his|her)\s+
        (?:[\w'-]+\s+){0,2}?(?:degree|diploma|phd|ph\.d|doctorate|masters?|master's|bachelors?
        |bachelor's|mba|bsc|msc)\b""",
        r"""<S>\s+<A>(?:went|goes|go)\s+to\s+(?:college|university|uni|grad\s+school|law\s+school
        |med\s+school|medical\s+school|business\s+school|high\s+school|boarding\s+school)\b""",
        r"""<S>\s+<A>(?:went|goes|go)\s+to\s+(?:the\s+)?(?:(?-i:[A-Z])[\w&.'-]*\s+){0,4}
        (?:University|College|Institute|School|Academy)\b""",
        r"<S>\s+<A>(?:is|are)\s+(?:a\s+)?(?:freshman|sophomore|junior|senior)\s+(?:at|in)\b",
        # "<S> is at university now, in Falmer", "<S>'s still at art college in Leeds"
        r"""<S>\s+<A>(?:is|are|has\s+been|have\s+been)\s+(?:(?:now|still|currently|away)\s+)?
        at\s+(?:(?:art|music|drama|law|medical|med|agricultural|veterinary|vet|nursing|sixth[- ]form
        |technical|boarding|a|the)\s+)?(?:college|university|uni|school)\b
        (?!\s+(?:today|tonight|this\s+(?:morning|afternoon|evening)|till|until|for\s+the\s+day)\b)
        (?![^,;]*\(\d{4}-\d\d-\d\d\))""",
        # likes, dislikes, preferences
        r"""<S>\s+<A>(?:(?:really|absolutely|totally|truly|genuinely|kind\s+of|kinda|sort\s+of
        |secretly|(?:much|far)(?=\s+prefer))\s+)*(?:likes|like|loves|love|enjoys|enjoy|prefers|prefer|hates|hate|dislikes
        |dislike|adores|adore|detests|detest|can't\s+stand|cannot\s+stand
        |can't\s+get\s+enough\s+of|is\s+(?:really\s+|so\s+)?into|are\s+into
        |is\s+(?:not\s+)?(?:a\s+)?(?:big\s+|huge\s+|massive\s+|die-hard\s+|long-time\s+
         |lifelong\s+)?fan\s+of
        |are\s+(?:big\s+|huge\s+)?fans\s+of|is\s+obsessed\s+with|is\s+passionate\s+about
        |(?:has|have)\s+been\s+(?:really\s+|so\s+|totally\s+)?(?:into|obsessed\s+with)
        |is\s+(?:very\s+|really\s+)?interested\s+in|is\s+(?:crazy|mad|nuts|wild)\s+about|is\s+a\s+sucker\s+for
        |has\s+a\s+soft\s+spot\s+for|is\s+a\s+night\s+owl|is\s+an\s+early\s+(?:bird|riser)
        |is\s+(?:not\s+)?(?:a|an)\s+(?:morning|night|cat|dog|coffee|tea|people|beach|mountain
         |summer|winter|indoor|outdoor)\s+person)\b""",
        r"""<S>'s\s+(?:hobbies|hobby|interests|passion|passions|guilty\s+pleasure)\s+
        (?:is|are|include)\b""",
        # identity and origin
        r"<S>\s+<A>(?:is|are)\s+(?:originally\s+)?from\s+(?!work|home|school|the\s+office)\w",
        r"""<S>\s+<A>(?:grew\s+up|was\s+raised|were\s+raised|was\s+born|were\s+born)\s+
        (?:in|on|and)\b""",
        # "Ada was born at St Mary's": where, or at what hour or week
        r"<S>\s+<A>(?:was|were)\s+born\s+at\s+\w",
        rf"""<S>\s+<A>(?:is|are)\s+(?:a\s+|an\s+)?(?:half[- ])?(?:{_DEMONYM_WORDS})\b
        (?!\s+(?:food|restaurants?|cuisine|movies?|films?|music|songs?|dish|dishes|wine|beer
        |place)\b)""",
        r"<S>'s\s+pronouns\s+are\b",
        r"<S>\s+<A>(?:identifies|identify)\s+as\b",
        r"<S>\s+<A>(?:is|are)\s+(?:left|right)[- ]handed\b",
        r"""<S>\s+<A>(?:is|are)\s+(?:an?\s+)?(?:introvert|extrovert|ambivert|introverted
        |extroverted|gay|lesbian|bisexual|straight|queer|trans|transgender|non-binary|nonbinary
        |asexual|pansexual)\b""",
        r"<S>\s+<A>(?:is|are)\s+(?:a\s+|an\s+)?(?:\w+\s+)?(?:citizen|immigrant|expat|refugee)\b",
        # habits
        r"""<S>\s+(?:usually|always|often|never|regularly|rarely
        |typically|normally|generally|habitually|seldom)\s+(?!been\b|had\b|did\b|went\b|was\b)""",
        # "is usually birdwatching": what someone does as a rule, not right now
        r"""<S>\s+(?:is|are)\s+(?:usually|always|often|regularly|typically|normally|generally)
        \s+\w+ing\b""",
        r"<S>\s+<A>used\s+to\b",
        # a calling in the making: "Sam is training to be a pilot"
        r"""<S>\s+<A>(?:is|are)\s+(?:training|studying|retraining)\s+(?:to\s+be(?:come)?|as)\s+
        (?:a|an)\s""",
        # a name given: "We've called the puppy Biscuit"
        r"""<S>\s+<A>(?:called|named|has\s+called|have\s+called|has\s+named|have\s+named)\s+
        (?:the|their|<S>'s)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+\s+(?-i:[A-Z])""",
    ),
    (
        r"""\ballergic\s+to\b|\ballerg(?:y|ies)\b
        |\b(?:lactose|gluten|fructose|histamine|dairy)[- ]intoleran|\bintoleran(?:t|ce)\s+to\b
        |\bceliac\b|\bcoeliac\b""",
        ("allerg", "intoleran", "celiac", "coeliac"),
    ),
    (
        rf"""\b(?:every|each)\s+(?:single\s+)?(?:day|morning|afternoon|evening|night|week
        |weekend|month|year|summer|winter|spring|autumn|fall|{_WEEKDAYS})\b
        |\b(?:daily|nightly|annually|yearly)\b
        |\b(?:once|twice|three\s+times|\d+\s+times|several\s+times|a\s+few\s+times)\s+a\s+
         (?:day|week|month|year)\b
        |\b(?:one|two|three|four|five|six|seven|\d)\s+(?:days|mornings|afternoons|evenings
         |nights|times)\s+a\s+(?:week|month)\b
        |(?:\bon\s+|\bat\s+|^)(?:weekdays|weekends|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays
         |sundays)\b
        |\bmost\s+(?:days|mornings|afternoons|evenings|nights|weekends|weekdays|weeks
         |mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b
        |\bevery\s+other\s+day\b""",
        _HABIT_CUES,
    ),
    (
        # things that lasted: "I was a teacher for ten years"
        r"""\bfor\s+(?:(?:over|nearly|almost|about|around|more\s+than)\s+)?(?:(?:\d+|many|several
        |a\s+few|a\s+couple\s+of|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve
        |thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)
        (?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?\s+)?(?:years|decades)\b
        |\bsince\s+(?:\d{4}(?![\w-])|childhood|high\s+school|college|university
        |<S>\s+(?:was|were)\b|(?:they|he|she|I|we)\s+(?:was|were)\s+(?:a\s+)?(?:kid|child|little|young|small|teen
        |teenager|baby|toddler|student|\d+|[a-z]+(?:teen|ty)(?:[\s-][a-z]+)?)\b)""",
        ("years", "decades", "since"),
    ),
    (
        # childhood and past life
        r"""\bwhen\s+<S>\s+(?:was|were)\s+(?:young|little|younger|small|growing\s+up
        |a\s+(?:kid|child|teenager|teen|student|baby))\b|\bgrowing\s+up\b
        |\bas\s+a\s+(?:kid|child|teenager|teen)\b""",
        ("when ", "growing up", "as a "),
    ),
)

# How someone feels (rule 3a): passing, and not a memory. "Wendell was exhausted on 3 May"
# is true, but nobody asks about it a month later, and stored as a dated fact it crowds
# out what they do ask about.
_FEELINGS = r"""tired|exhausted|sleepy|drowsy|hungry|starving|ravenous|famished|peckish|parched
    |thirsty|stressed(?:\s+out)?|stuffed|full(?=\s+(?:after|from)\b)
    |anxious|nervous|excited|sad|upset|angry|mad|annoyed|frustrated|bored|lonely|overwhelmed
    |appalled|horrified|livid|fuming|furious|outraged|disgusted|scandali[sz]ed|shocked
    |speechless|gobsmacked|mortified
    |worried|scared|terrified|afraid|busy|swamped|slammed|down|low|blue|grumpy|cranky
    |burn(?:t|ed)\s+out|drained|relieved|thrilled|ecstatic|motivated|unmotivated|productive
    |unproductive|confused|proud|grateful|thankful|homesick|heartbroken|miserable|energi[sz]ed
    |refreshed|rested|calm|relaxed|restless|impatient|disappointed|devastated|better|worse
    |awful|terrible|on\s+edge|in\s+(?:such\s+)?an?\s+(?:[\w-]+\s+){0,3}mood|fed\s+up|happy|freezing|boiling|stoked
    |the\s+(?:[\w-]+\s+)?blues(?!\s+(?:on|records?|collection)\b)|cheerful|cheery|chirpy|upbeat|in\s+(?:good|high|low)\s+spirits
    |pumped|psyched|hyped|wrecked|fried|beat
    |gutted|chuffed|buzzing|knackered|shattered|wiped(?:\s+out)?|worn\s+out|tired\s+out|done\s+in|frazzled|elated|overjoyed|delighted
    |glad|pleased|content|hopeful|optimistic|pessimistic|jealous|embarrassed|ashamed|guilty
    |nostalgic|emotional|fine|okay|ok|great|good|amazing|brilliant|fantastic|wonderful
    |awesome|lucky|blessed|sorry|curious|keen(?!\s+on\b)|giddy|jittery|antsy|moody|irritable|fed\s+up
    |sick\s+(?:of|and\s+tired)|over\s+the\s+moon|on\s+cloud\s+nine|a\s+wreck
    |a\s+(?:bit\s+of\s+a\s+)?mess|in\s+bits|out\s+of\s+sorts|all\s+over\s+the\s+place
    |in\s+an?\s+(?:strop|huff|funk|flap|tizzy|sulk|grump|state)|having\s+an?\s+(?:[\w-]+\s+)?day"""
# How someone is (rule 3b): short illnesses and the like, kept as recent states.
_MOODS = r"""sick|ill|unwell|poorly|hungover|jet[- ]?lagged|sore|injured|hurt|stuck|running\s+late
    |late|sweaty|bloated|nauseous|dizzy|feverish|under\s+the\s+weather|in\s+pain"""
_AILMENTS = rf"""cold|flu|fever|headache|migraine|sore\s+throat|cough|covid(?:-19)?|hangover
    |stomach\s*ache|stomach\s+bug|tummy\s+ache|toothache|backache|back\s+pain|infection
    |ear\s+infection|rash|cramps|jet\s*lag|sunburn|runny\s+nose|stuffy\s+nose|sprained\s+\w+
    |broken\s+\w+|food\s+poisoning|virus|bug|{SHORT_ILLNESSES}"""
_MOOD_VERB_CUES = (
    "is ", "are ", "was ", "were ", "feel", "felt", "been ", "get", "got ", "seem",
)  # fmt: skip
_DEGREE = r"""(?:(?:so|very|really|super|extremely|totally|completely|a\s+bit|a\s+little
    |kind\s+of|kinda|sort\s+of|pretty|quite|too|incredibly|absolutely|rather|slightly|somewhat
    |still|just|already|not|a\s+little\s+bit|more|less|a\s+lot|much|way|soo+|sooo+|properly
    |honestly|seriously|literally|well|bloody|fairly|feeling|getting|a\s+tad|[a-z]+ly)\s+)*"""
_BE = r"""(?:is|are|was|were|feels|feel|felt|feeling|has\s+been|have\s+been|had\s+been|gets|get
    |got|getting|seems?|seemed|is\s+feeling|was\s+feeling|has\s+been\s+feeling)"""

# What may follow a felt "-ing" word ("freezing", "boiling", "buzzing", "starving") while it
# still says how someone feels: a time ("boiling today", "freezing this morning"), a place
# word, a degree, a joining word or a chat filler. Any other word after it is its object,
# and the word is a verb of work or cooking: "is still boiling pulpo at the fairs",
# "was freezing the berries", "is buzzing people in at the door".
_NOT_AN_OBJECT = r"""today|tonight|now|here|there|again|lately|atm|rn|this|that|all|right|so
    |and|but|or|because|cos|coz|cuz|lol|haha|hot|cold|out|up|in|at|on|from|after|since|with
    |to|for|outside|inside|too|as|like|tbh|honestly|literally|though|tho|already|still
    |yesterday|tomorrow|every|most|by|when|while|if|until|till|even|just|ngl|omg|af
    |mate|man|dude|bro|guys|tonite|these|days|weeks|all\s+day|half|about|around|round|of
    |off|into|during|through|than|then|over|the\s+whole"""
# What follows a felt "-ing" word without being a thing worked on: a reflexive ("starving
# myself", "freezing themselves") or one's own body part and "off" ("freezing my tits off",
# "boiling me bits off"), the mood said louder.
_NO_OBJECT_BUT_SELF = r"""(?:myself|meself|yourself|himself|herself|themselves|themself|ourselves
    |yourselves|oneself)\b|(?:my|me|your|ur|his|her|their|our)\s+[\w'-]+\s+off\b"""
# A felt "-ing" word followed by a word that can only be its object (see _NOT_AN_OBJECT).
_ING_WITH_OBJECT = rf"""(?<=ing)\s+(?!(?:{_NOT_AN_OBJECT})\b)(?!{_NO_OBJECT_BUT_SELF})[\w<]"""

# Rule 3a: feelings, which form nothing.
_FEELING: Final = _Matcher(
    (),
    (
        rf"""\b{_BE}\s+{_DEGREE}(?:{_FEELINGS})\b(?!\s+(?:at(?!\s+(?:work|home|school|uni|the\s+office)\b)|with|to\s+(?!be\b|have\b|see\b
        |hear\b|get\b|finally\b|be\b)|for\s+a\s+living)\b|-|{_ING_WITH_OBJECT})""",
        _MOOD_VERB_CUES,
    ),
    (
        # "I'm swamped with the kids and work": how busy someone is, for now
        rf"""\b{_BE}\s+{_DEGREE}(?:swamped|snowed\s+under|slammed|flat\s+out|fed\s+up|busy|run\s+off\s+\w+
        \s+feet)\s+with\b""",
        ("swamped", "snowed", "slammed", "flat out", "fed up", "busy", "run off"),
    ),
    (
        # "Right, I'm off before the rain starts": leaving now, said in parting (not "at
        # weekends I'm off", "Fridays I'm off": days off, after a plural)
        r"""(?<!s\s)(?<!s,\s)<S>\s+<A>(?:is|are)\s+off\s*(?:$|[.!,;]|(?:now|then|before|for\s+now)\b)""",
        ("off",),
    ),
    (
        # "I'm doing much better": how someone is doing, a passing state too
        rf"""<S>\s+<A>(?:is|are|was|were|has\s+been|have\s+been)\s+doing\s+{_DEGREE}(?:better|well
        |fine|ok|okay|great|alright|all\s+right|good|badly|terribly|amazing|awful|worse)\b""",
        ("doing",),
    ),
    (
        # "I'm a bit short-tempered today", "we were rather prickly this morning", "sorry if
        # I'm snappy today": a word hedged by degree, or apologised for, and said of this
        # day only is a mood, whatever the word ("a bit deaf in one ear", said of no day, is
        # how someone is; "I'm 40 today", neither hedged nor apologised for, is an age)
        r"""(?:<S>\s+<A>(?:is|are|was|were|'s|'re)\s+(?:being\s+)?(?:(?:a\s+)?(?:(?:wee|little|tiny)\s+)?
        (?:bit|tad)(?:\s+of\s+an?)?|a\s+little|rather|slightly|kinda|kind\s+of|sort\s+of|so|really
        |super|well|proper|dead|feeling|(?-i:[a-z]+ly))\s+
        |(?:sorry|apologies|soz|forgive\s+me)\s+(?:if|that)\s+<S>\s+(?:is|are|was|were|'s|'re|seems?)
        \s+(?:(?:a\s+)?bit\s+)?)
        (?!of\b|in\b|on\b|at\b|behind\b|ahead\b)[\w-]+\s*,?\s*(?:today|tonight|this\s+(?:morning
        |afternoon|evening)|right\s+now|rn|atm|on\s+(?:the\s+(?:morning|afternoon|evening|night)
        \s+of\s+)?\d{1,2}\s+(?-i:[A-Z])[a-z]+\s+\d{4}\s+\(\d{4}-\d\d-\d\d\))
        (?=\s*(?:$|[,.;!?]|(?:sorry|soz|apologies|lol|haha\w*|tbh|ngl)\b))""",
        ("today", "tonight", "this ", "now", "rn", "atm", "("),
    ),
    (
        # "I feel ancient": how someone feels is a passing state, whatever the word
        # (how the body is, "feeling dizzy", is a state: rule 3b)
        rf"""<S>\s+<A>(?:feels|feel|felt|is\s+feeling|was\s+feeling|has\s+been\s+feeling)\s+
        {_DEGREE}(?!like\s+<S>\b|(?:{_MOODS})\b)\w""",
        ("feel", "felt"),
    ),
)

# "<S>'s knee is finally better", "<S>'s wrist is healed now": a part of the body
# mended, a state as of the day it is said (not a feeling of the knee's).
_BODY_MENDED: Final = re.compile(
    rf"""^{SUBJECT}['’]s\s+(?:(?:left|right|bad|sore)\s+)?(?:{alternation(BODY_PARTS)})\s+(?:is|are)\s+
    (?:(?:finally|much|a\s+lot|way|loads|now|all|completely|so\s+much)\s+)*(?:better|healed
    |mended|fine\s+again|back\s+to\s+normal)\b(?:\s+now)?\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
# "<S> has 1,500 so far", "<S> has sold eleven so far": a count that grows, as of the day.
_COUNT_SO_FAR: Final = re.compile(
    rf"^{SUBJECT}\s+(?:has|have)\s+(?:saved\s+|sold\s+|raised\s+|made\s+|got\s+)?"
    r"(?:[^,;]|(?<=\d),(?=\d))*?\bso\s+far\b",
    re.IGNORECASE,
)
# "<S>'s power is back", "<S> has had no water since Monday": a supply cut or back, as of
# the day said.
_SUPPLY_NOW: Final = re.compile(
    rf"""^{SUBJECT}(?:\s+and\s+others)?(?:['’]s\s+(?:{SUPPLIES})\s+(?:is|are|has\s+been|have\s+been)
    \s+(?:still\s+|finally\s+)?(?:back|out|off|down|cut)\b|\s+(?:has|have)\s+had\s+no\s+(?:{SUPPLIES})\b)""",
    re.IGNORECASE | re.VERBOSE,
)
# "on Tuesday and Thursday evenings", "on Saturday mornings": those days' evenings, every
# week, unless one week is meant ("this week I'm working on Tuesday and Thursday evenings").
_DAYS_EVENINGS: Final = re.compile(
    rf"""\bon\s+{WEEKDAY}(?:\s*(?:,|and|&)\s*{WEEKDAY})*\s+(?:mornings|afternoons|evenings
    |nights)\b""",
    re.IGNORECASE | re.VERBOSE,
)
_ONE_WEEK: Final = re.compile(
    r"\b(?:(?:this|last|next|that)\s+week|week\s+of|the\s+week)\b", re.IGNORECASE
)
# Rule 3b: temporary states.
_STATE: Final = _Matcher(
    (
        r"""<S>\s+<A>(?:is|are)\s+(?:stuck|stranded|waiting|sitting|standing|queuing|queueing
        |lying|snowed\s+in|trapped)\s+(?:at|in|on|outside)\b""",
        rf"""<S>\s+<A>(?:has|have|has\s+got|have\s+got|has\s+had|have\s+had|had|caught|got
        |came\s+down\s+with
        |is\s+down\s+with|are\s+down\s+with|is\s+getting|is\s+fighting|is\s+recovering\s+from
        |woke\s+up\s+with|is\s+nursing)\s+(?:a\s+|an\s+|the\s+|some\s+)?
        (?:(?:bad|terrible|awful|slight|mild|little|nasty|horrible|splitting|bit\s+of\s+a)\s+)*
        (?:{_AILMENTS})\b(?!s)""",
        # a relative's or a pet's: "<S>'s dad has pneumonia"
        rf"""<S>'s\s+(?:[\w-]+\s+){{1,2}}?(?:has|has\s+got|had|caught|got|came\s+down\s+with
        |is\s+down\s+with|is\s+recovering\s+from)\s+(?:a\s+|an\s+|the\s+|some\s+)?
        (?:(?:bad|terrible|awful|slight|mild|little|nasty|horrible|splitting|bit\s+of\s+a)\s+)*
        (?:{_AILMENTS})\b(?!s)""",
        r"""<S>\s+<A>(?:is|are)\s+(?:currently\s+|now\s+|still\s+|just\s+|already\s+)*
        (?:at\s+(?:the\s+|a\s+|an\s+|<S>'s\s+|their\s+|home\b|work\b|school\b|uni\b|college\b
          |church\b|(?-i:[A-Z]))
        |in\s+(?:the\s+)?(?:hospital|office|car|train|bus|plane|air|queue|line|shower|kitchen
          |bed|waiting\s+room|meeting|er|lobby)\b
        |in\s+(?-i:[A-Z])
        |in\s+the\s+(?:(?-i:[A-Z])[\w'’-]+\s+){1,4}(?:hospital|infirmary|hospice|clinic)\b
        |on\s+(?:the|a|an|their)\s+(?:night|early|late|last|first|morning|evening|school
          |overnight|slow|fast|wrong)\s+(?:bus|train|plane|ferry|boat|tram|coach|flight)\b
        |on\s+their\s+(?:lunch\s+|tea\s+|coffee\s+)?break\b
        |on\s+(?:the\s+|a\s+|an\s+)?(?:way|road|train|bus|plane|phone|call|vacation|holiday
          |leave|sick\s+leave|parental\s+leave|break|lunch|duty|shift|(?:\w+\s+)?trip|flight
          |their\s+way|antibiotics|painkillers|steroids|crutches|bed\s+rest)\b
        |(?:home|away|abroad|outside|offline|travell?ing|visiting)\b
        |(?:[\w-]+\s+){1,3}away\b)""",
        # a relative's or a pet's stay in hospital: "<S>'s dad is in the Royal Free Hospital"
        r"""<S>'s\s+(?:[\w-]+\s+){1,2}?(?:is|are)\s+(?:(?:still|now|currently|back)\s+)?in\s+
        (?:the\s+)?(?:(?-i:[A-Z])[\w'’-]+\s+){0,4}(?:hospital|infirmary|hospice)\b""",
        # "<S> has just come back from a run": just done, so true for the moment
        r"""<S>\s+<A>(?:has|have)\s+just\s+(?:come|got|gotten)\s+(?:back|home|in)\s+from\s+
        (?:a|an|their|the)\s+(?:[\w-]+\s+)?(?:run|walk|jog|swim|ride|shift|workout|session
        |practice|class|gym)\b""",
    ),
    (
        # any subject: "Alex is sick", "Alex's dog is sick"
        rf"""\b{_BE}\s+{_DEGREE}(?:{_MOODS})\b(?!\s+(?:at|of)\b)""",
        _MOOD_VERB_CUES,
    ),
)

_EVENTS = r"""exams?|tests?|quiz|interview|meetings?|appointment|date|flight|trip|party
    |deadline|presentation|call|class|lesson|game|match|concert|wedding|surgery|operation
    |check-?up|shift|session|conference|workshop|hearing|recital|show|performance|audition|race
    |event|gig|dinner|lunch|reservation|visit|review|vacation|holiday|day\s+off|training
    |practice|rehearsal|ceremony|funeral|celebration|barbecue|bbq|picnic|sleepover|tournament
    |competition|meetup|hangout|exhibition|premiere|cruise|finals?|midterms?|night\s+out|play
    |field\s+day|sports\s+day|parents['’]?\s+evening|graduation|christening"""

# "The Helvick Cup is on the 16th of August", "the village show was on Saturday": when an
# event is, said with no one as its subject. The event is named by more than its kind
# ("the striking competition", not "the party" or "the first class"), so that it reads
# on its own.
_EVENT_DATED: Final = re.compile(
    rf"""^(?:(?:and|so|oh|also|anyway)[\s,]+)?
    (?P<event>the\s+(?!(?:first|next|last|final|big|new|other|same|second|usual)\s)
    (?:(?:[\w'’-]+\s+){{1,3}}?(?:{_EVENTS}|cup|festival|fair|fete|opening|procession
    |regatta|gala|league|marathon|championships?|derby|carnival|parade|open\s+day)
    # or a community's day named by its place: "the clean-up of Grand Anse beach"
    |(?:[a-z]+\s+)?(?:clean-?up|fundraiser|bake\s+sale|auction|bazaar|(?:charity|fun)\s+(?:run|walk))
    \s+(?:of|at|on|in|for)\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]+(?:\s+[\w'’-]+){{0,2}}?)
    # where it is held, by its name: "the reed festival at Caraorman is on the 19th"
    (?:\s+(?:at|in)\s+(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){{0,2}})?)
    \s+(?P<verb>is|was|will\s+be|(?:(?:has|had)\s+(?:been\s+)?|is\s+(?:now\s+)?|was\s+|(?=moved\s+to\b))(?:moved
    |put\s+back|postponed|brought\s+forward)(?:\s+again)?)\s+(?:(?:being\s+)?held\s+)?
    (?P<when>(?:on|in|to)\s+[^,;:]+|yesterday|today|tomorrow|tonight
    |(?:last|next|this)\s+[a-z]+)""",
    re.IGNORECASE | re.VERBOSE,
)


_JOINED_ON: Final = re.compile(r",\s+(?:and|but|so)\s", re.IGNORECASE)
# What a dated meeting is about, after its day and maybe its hour: ", 6 p.m., about the
# noise from the bar"; or what a dated outing costs: ", 15,000 shillings".
_WHAT_ABOUT: Final = re.compile(
    r"(?:,\s+\d{1,2}(?:[.:]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?))?,\s+(?P<about>about\s+(?:the|a|an|my|our|his|her|their|what|how|whether)\s+[^,;.!?]+"
    # or what it costs: ", 15,000 shillings, bring lunch"
    r"|[£$€]?\d{1,3}(?:,\d{3})+(?:\s+[a-z]+)?(?=\s*(?:[,;.!?]|$)))",
    re.IGNORECASE,
)


_COHORT: Final = re.compile(
    r"(?P<lead>\b(?:class|graduates)\s+of\s+)(?P<year>(?:19|20)\d\d)\b",
    re.IGNORECASE,
)
_COHORT_MARK: Final = "\ue003"


def _event_dated(
    clause: str, today: date, pattern: re.Pattern[str] = _EVENT_DATED
) -> CandidateFact | None:
    """The day of an event ``clause`` names with no one as its subject ("The Helvick Cup
    is on 16 August 2025."), read by ``pattern``; None when it says none, or a day that
    does not resolve."""
    match = pattern.match(clause)
    if match is None or FIRST_PERSON.search(clause):
        return None
    if _JOINED_ON.search(clause, match.end()):
        return None  # "..., and we came fourth": each half read apart
    said = clause[match.start("event") : match.end()]
    past = match.group("verb").lower() == "was"
    # "the reunion of the class of 1999 is on Saturday the 29th of June": a year group's
    # name, no year of the day; kept out of the reading of the date
    cohorts = [m.group("year") for m in _COHORT.finditer(said)]
    said = _COHORT.sub(lambda m: f"{m.group('lead')}{_COHORT_MARK}", said)
    text, periods = resolve_relative_dates(said, today, past, named=True)
    for year in cohorts:
        text = text.replace(_COHORT_MARK, year, 1)
    if not any(period.bounded for period in periods):
        return None
    if (about := _WHAT_ABOUT.match(clause, match.end())) is not None:
        text += f", {about.group('about')}"  # "..., 6 p.m., about the noise from the bar"
    event = " ".join(match.group("event").split())
    return CandidateFact(
        text=_finish(text, ""), subject=event[:1].upper() + event[1:], kind="recent"
    )


# "a dog named Biscuit who is scared of thunder": a fear that lasts, of whatever has it.
_FEAR_OF: Final = re.compile(
    r"""\b(?:who|that|which)\s+(?:is|are|gets|get)\s+(?:(?:so|very|really|terribly)\s+)?
    (?:scared|afraid|terrified|frightened)\s+of\b""",
    re.IGNORECASE | re.VERBOSE,
)

# "nervous about my interview tomorrow": the event felt about.
_FEELING_ABOUT: Final = _rx(
    rf"""^<S>\s+<A>{_BE}\s+{_DEGREE}(?:{_FEELINGS})\s+(?:about|for|before|ahead\s+of)\s+
    (?:<S>'s|their|the)\s+(?P<event>(?:[\w'-]+\s+){{0,2}}?(?:{_EVENTS}))\b(?P<rest>[^,;]*)$"""
)

# Something not yet done ("<S> hasn't started revising") passes with the day; a figure of
# speech ("<S> is basically a vampire") is not meant as said. What has not happened for a
# span of time ("hasn't eaten meat in ten years", "since 2019") is a habit, and stays.
_PASSING_REMARK: Final = _rx(
    r"""^<S>\s+(?:(?:hasn't|haven't|has\s+not|have\s+not)\s+(?:even\s+|yet\s+)?
    (?:[\w'-]+ed|done|packed|slept|eaten|had|been|got|gotten|started|finished|begun)\b
    (?![^,]*\b(?:in|for|since)\s+(?:\w+\s+)?(?:years?|months?|decades?|ages|\d{4})\b)(?!\s+to\b)
    |(?:is|are|was|were)\s+(?:basically|literally|practically|officially\s+a\s+certified)
    \s+(?:a|an)\s
    # "I lose track", "I keep forgetting": how the speaker's memory goes, said in passing
    |(?:always\s+|just\s+)?(?:loses|lose|lost|keeps?\s+losing)\s+track
    (?:\s+of\s+(?:time|it|things|the\s+days|the\s+date))?\s*$
    |(?:keeps?\s+forgetting|forgets|forgot)\s*$)"""
)

# A figure of speech, not a fact: "<S>'s boss is a dragon", "<S>'s flat is a fridge",
# "<S>'s brother is a walking encyclopedia", "<S> has lights like a Christmas tree",
# "<S> sleeps like a log". (A pet's breed or a person's job is never one of these nouns.)
_FIGURATIVE: Final = _rx(
    r"""^<S>(?:'s\s+[\w'-]+(?:\s+[\w'-]+)?)?\s+(?:is|are|was|were|'s|'re|has\s+become
    |have\s+become|has\s+turned\s+into|have\s+turned\s+into|turned\s+into)\s+
    (?:(?:such|a|an|the|total|real|complete|absolute|proper|little|big|old|walking|bit\s+of|of|
    right|like|basically|literally|practically|such\s+a)\s+)*
    (?:dragons?|snakes?|pigs?|monsters?|angels?|dinosaurs?|fridge|freezer|oven|sauna|zoo|circus
    |madhouse|mad\s+house|war\s+zone|bomb\s+site|pigsty|tip|encyclopa?edia|machines?|saints?
    |tyrants?|slave\s+drivers?|shoebox|jungle|beasts?|goldfish|sloths?|vampires?|robots?
    |treasures?|gems?|rocks?|legends?|diva|nightmare|disaster|train\s+wreck|mess|museum)
    (?=\s*(?:$|[,.;:!?]|(?:in|on|at|of|when|but|and|with|to|for|during|these|most|sometimes
    |today|tonight|this|again|honestly|though|really|lately|now|after|before|if|because|so|all
    |every)\b))
    |^<S>(?:'s\s+[\w'-]+(?:\s+[\w'-]+)?)?\s+(?:<A>)?(?:is|are|was|were|looks?|looked|feels?
    |felt|sounds?|seems?|acts?|behaves?|sleeps?|slept|eats?|ate|works?|worked|drinks?|drank)\s+
    (?:just\s+|exactly\s+|a\s+bit\s+|more\s+|kind\s+of\s+)?like\s+an?\s+(?!lot\b|bit\b)
    |^<S>\s+(?:<A>)?(?:has|have)\s+(?:got\s+)?(?!(?:a|an|the|one)\s)[\w'-]+s\s+like\s+an?\s
    # a home or a boss only in a manner of speaking: "<S> lives in a bubble", "<S> lives in
    # the past", "<S> lives in hope", "<S> works for a living", "<S> works for the man"
    |^<S>\s+(?:<A>)?(?:lives?|lived|living)\s+in\s+(?:(?:a|an|the|my|his|her|their|our)\s+
    (?:own\s+|little\s+)*(?:bubble|past|dream|dreamworld|dream\s+world|fantasy|fantasy\s+world
    |fantasy\s+land|ivory\s+tower|fool's\s+paradise|fast\s+lane|moment|dark\s+ages|stone\s+age)
    |hope|fear|denial|sin|la[\s-]la[\s-]land|cloud\s+cuckoo\s+land)(?![\w'-])
    |^<S>\s+(?:<A>)?(?:works?|worked|working)\s+for\s+(?:a\s+living|the\s+man|peanuts|a\s+pittance
    |buttons)(?![\w'-])""",
)
# A choice that only the turn before can explain: "<S> will stick to bridges" (instead of
# what?), "<S> will stick with tea", "<S> will come, with the baby" (to what?).
_CHOSEN_OVER: Final = _rx(
    r"""^(?:[\w'-]+\s+and\s+)?<S>\s+(?:<A>)?(?:will|'ll|is\s+going\s+to|are\s+going\s+to)\s+(?:<A>)?(?:stick\s+(?:to|with)\b
    |(?:come|be\s+there|make\s+it|join\s+(?:you|them|us))(?:\s+(?:too|as\s+well|then))?\s*(?:,|$))
    |^<S>\s+(?:<A>)?(?:is|are|will\s+be|'s|'re|'ll\s+be)\s+(?:<A>)?staying\s+put\s*(?:,|$)"""
)
# Eager for the other's news, no fact of one's own: "<S> wants to hear everything",
# "<S> would love to see the photos", "<S> wants all the details".
_EAGER: Final = _rx(
    r"""^<S>\s+(?:<A>)?(?:wants?|would\s+love|would\s+like|can't\s+wait|cannot\s+wait|is\s+dying
    |are\s+dying)\s+(?:to\s+(?:hear|see|know|read|get)\s+)?(?:more\s+|all\s+)?(?:everything|all\s+about
    |about\s+(?:it|that|them|this)|(?:the|some|your|<S>'s)\s+(?:details|photos|pictures|pics)
    |about\s+(?:the|your|their|<S>'s)\s+(?:new\s+)?(?:job|trip|wedding|holiday|baby|house|flat|date
    |travels|adventures?)\b
    |photos|pictures|pics|the\s+(?:whole\s+)?story|how\s+it|what\s+happened|all\s+the\s+details)\b"""
)
# A need that passes with the day, or a wish to meet the other's new pet or baby: "<S> needs
# a holiday from their holiday", "<S> needs a coffee", "<S> needs to meet Dash".
_PASSING_NEED: Final = _rx(
    r"""^<S>\s+(?:<A>)?(?:really\s+|seriously\s+|badly\s+|desperately\s+)?(?:needs?|could\s+use)\s+
    (?:(?:a|an|some|another)\s+(?:(?:proper|good|long|big|strong|stiff|quick|little)\s+)?
    (?:holiday|vacation|break|rest|nap|sleep|lie-in|coffee|tea|drink|beer|wine|glass\s+of\s+wine
    |hug|day\s+off|weekend)(?:\s+from\s+[\w'\s]+)?[.!]*$
    |to\s+(?:come\s+(?:and|to)\s+)?meet\s+(?-i:[A-Z])[\w'-]*(?:\s+(?:soon|asap|now))?[.!]*$)"""
)
# Eagerness for what the turn before told of, no plan: "<S> must visit", "<S> must try it",
# "<S> needs that comic (in their life)"; and what nearly happened or was backed out of,
# so did not: "<S> almost signed up for the marathon", "<S> almost drove up to the
# crater", "<S> never did get to the fair", "<S> never got round to the race", "<S> didn't
# in the end", "<S> chickened out"; and a title given in jest: "<S> is the Queen of the
# night shift, according to Jens".
_KEEN_OR_NOT_DONE: Final = _rx(
    rf"""^<S>\s+(?:<A>)?(?:really\s+|simply\s+|so\s+)?must\s+(?:(?:go\s+and|come\s+and)\s+)?
    (?:visit|go|try|see|watch|read|meet|check)\b
    |^<S>\s+(?:<A>)?(?:really\s+|so\s+)?(?:needs?|wants?)\s+(?:that|this|those|these)\s+[\w'-]+
    (?:\s+in\s+(?:their|<S>'s)\s+life)?\s*[.!]*$
    |^<S>\s+(?:almost|nearly|very\s+nearly|so\s+nearly)\s+(?-i:[a-z]+ed|{alternation(IRREGULAR_PAST)})\b
    |^<S>\s+never\s+(?:did\s+(?:go|get\s+to|make\s+it)\b|got\s+(?:round|around)\s+to\b|made\s+it\s+to\b)
    |^<S>\s+(?:didn't|didnt|did\s+not|never\s+did)(?:\s+in\s+the\s+end|\s+after\s+all)?\s*[.!]*$
    |^<S>\s+(?:is|am)\s+the\s+(?-i:[A-Z])[\w-]+\s+of\s+[^,]+,\s+(?:according\s+to\s+(?-i:[A-Z])[\w'-]+
    \s*[.!]*$|as\s+far\s+as\s+[^,]+?\s+(?:is|are)\s+concerned)
    |^<S>\s+(?:<A>)?(?:chickened\s+out|bottled\s+(?:it|out)|lost\s+their\s+nerve|got\s+cold\s+feet
    |backed\s+out|wimped\s+out|held\s+their\s+nerve|kept\s+their\s+nerve|stuck\s+to\s+their\s+guns
    |stood\s+their\s+ground)\s*[.!]*$"""
)
# What was stopped or left, never said: "<S> stopped in January 2026", "<S> left in summer
# 2025, too busy". The question before it, which named it, was not understood.
_STOPPED_WHAT: Final = _rx(
    r"""^(?:(?:not\s+any\s*more|not\s+any\s+longer|no|nope|sadly|actually)\s*,\s*)?
    <S>\s+(?:<A>)?(?:stopped|quit|gave\s+(?:it\s+)?up(?!\s+on\b)|gave\s+in|caved|left|swapped
    |switched)\s+
    (?:in|on|at|over|after|before|last|this|back\s+in|during|around|a\s+few|a\s+couple
    |\w+\s+(?:weeks?|months?|years?)\s+ago)\b(?![^.!?]*\b(?:to|for|from|because|as|when|with)\b)
    [^.!?]*[.!]*$"""
)
# A choice not yet made, or a guess about oneself: "<S> can't decide whether to paint the
# kitchen", "<S> is torn between two flats", "<S> thinks they might be coming down with a
# cold", "<S> is thinking about maybe learning the cello", "Not sure if <S> will go",
# "<S>'s sister might be moving in", "<S> will move to Bristol if Sam gets the job", "<S> is
# hoping to buy a house next year if the rates go down".
# Nothing is settled yet.
_UNDECIDED: Final = _rx(
    r"""^(?:<A>)?not\s+sure\s+(?:if|whether)\b
    |^<S>(?:'s\s+(?:[\w'-]+\s+){1,2}?)?\s*(?:<A>)?(?:might|may|could)\s+(?:well\s+|possibly\s+)?be\s+
    [a-z]+ing\b
    |^<S>\s+(?:<A>)?(?:(?:will|'ll|would|'d|(?:is|are)\s+(?:hoping|planning)\s+to)\s+(?:<A>)?
    (?:probably\s+|maybe\s+|likely\s+)?[^,;]*
    (?<!\beven)(?<!\bas)\s+if\b
    |(?:can't|cannot|can\s+not|couldn't|could\s+not)\s+(?:quite\s+)?decide\b
    |(?:can't|cannot|can\s+not|couldn't|could\s+not)\s+(?:quite\s+)?make\s+(?:up\s+)?
    (?:their|<S>'s)\s+minds?(?:\s+up)?\b
    |(?:hasn't|haven't|has\s+not|have\s+not)\s+(?:yet\s+)?(?:decided|made\s+up\s+(?:their|<S>'s)
    \s+minds?|made\s+(?:their|<S>'s)\s+minds?\s+up)\b
    |(?:is|are)\s+(?:still\s+|a\s+bit\s+|so\s+)?(?:torn|undecided|in\s+two\s+minds)\b
    |(?:thinks|reckons|suspects|guesses)\s+(?:that\s+)?(?:they|<S>)\s+(?:might|may|could)\s+be\b
    |(?:thinks|reckons|suspects)\s+(?:that\s+)?(?:they|<S>)\s+(?:is|are|'s|'re)\s+(?:coming
    \s+down\s+with|going\s+down\s+with|(?:getting|catching)\s+(?:a\s+cold|ill|sick|the\s+flu|flu
    |a\s+bug|something|a\s+(?:migraine|headache|sore\s+throat)))\b
    |(?:is|are)\s+thinking\s+(?:about|of)\s+maybe\b
    |(?:is|are|has\s+been|have\s+been)\s+(?:<A>)?(?:(?:kinda|kind\s+of|sort\s+of|sorta)\s+)?
    (?:thinking|considering|toying\s+with|mulling\s+over)\s+(?:(?:about|of|over|with)\s+)?
    (?:the\s+idea\s+of\s+)?(?:maybe|perhaps|possibly)\b
    |(?:is|are)\s+(?:kinda|kind\s+of|sort\s+of|sorta)\s+(?:thinking|considering)\b
    |(?:is|are)\s+(?:<A>)?hoping\s+to\s[^,;]*\s(?:once|as\s+soon\s+as)\s
    |hopes?\s+(?:that\s+)?(?:they|<S>)\s+(?:gets?|will|'ll|wins?|pass(?:es)?|makes?)\b)
    |,\s*(?:but\s+)?(?:not|nothing(?:'s|\s+is)?|(?:<S>\s+)?(?:haven't|hasn't|have\s+not|has\s+not))
    \s+(?:yet\s+)?decided\b"""
)
# What only echoes or answers the turn before, which alone says nothing: "<S> heard that
# too", "<S> thought the same", "Exactly what <S> wanted", "<S> can't do on 3 May" (a day
# offered), and a possessive whose thing the turn before named ("Mine certainly don't":
# "<S>'s certainly don't").
_ECHOED: Final = _rx(
    r"""^<S>\s+(?:<A>)?(?:heard|hears|read|reads|thought|thinks|said|says|saw|noticed|felt|feels
    |guessed|figured)\s+(?:that|the
    \s+same|so)(?:\s+(?:too|as\s+well|myself))?\s*[.!]*$
    |^(?:<A>)?(?:exactly|just|precisely)\s+what\s+<S>\s+(?:<A>)?(?:wanted|needed|was\s+after
    |asked\s+for|was\s+hoping\s+for)\b
    |^<S>\s+(?:<A>)?(?:can't|cannot|can\s+not|couldn't|could\s+not)\s+(?:do|make)\s+(?:on\s+)?
    (?:\d|(?-i:[A-Z])\w*day\b)
    |^<S>'s\s+(?:(?:certainly|definitely|really|never|always|also|too|both|all|just)\s+)*
    (?:don't|doesn't|do|does|did|didn't|is|isn't|are|aren't|were|weren't|won't|will|can|can't
    |never)\b"""
)
# A plan given up or never carried out, told in the past: "<S> was going to buy a bike",
# "<S> was planning to sell the piano", "<S>'s son had planned to retrain", and the bare
# "<S> changed their mind" after it.
# A trip that did not happen says so with a "but": "<S> was going to Spain in June but the
# flights got cancelled". (Not where "going to" leads to a place and nothing undoes it:
# "<S> was going to the gym every day".)
_GIVEN_UP_PLAN: Final = _rx(
    r"""^<S>(?:'s\s+[\w'-]+)?\s+(?:<A>)?(?:(?:was|were|had)\s+(?:going|gonna|planning|planned|meant
    |supposed|about)\s+to\s+
    (?!(?:the|a|an|<S>'s|their|his|her|bed|work|school|church|uni|university|college|class
    |town|hospital|therapy|gym)\b)(?-i:[a-z])
    |(?:was|were|had)\s+(?:going|gonna|planning|planned|meant|supposed)\s+to\s[^,;]*\bbut\b
    |(?:changed\s+their\s+mind|decided\s+against\s+it|thought\s+better\s+of\s+it)\s*[.!]*$)"""
)
# The speaker's guess about someone or something else: "<S> is pretty sure the vicar
# fancies their aunt", "Pretty sure <S>'s neighbour is a spy", "<S> suspects their brother
# is hiding something", "<S> bet the cafe closes by Christmas". A guess, not a fact; one
# about themself ("<S> is pretty sure they are allergic to cats") is theirs to tell. Sworn
# to, it is said for effect, of anyone ("<S> swears they have walked a thousand miles");
# "swear to god" only stresses news told ("<S> swears to god their sister got engaged").
_GUESSED: Final = _rx(
    r"""^(?:<S>\s+(?:<A>)?(?:is|are)\s+(?:<A>)?)?(?:(?:pretty|fairly|quite|almost|dead|100%)\s+)?
    (?:sure|certain|convinced)\s+(?:that\s+)?(?!(?:<S>|they)(?!['’]s))
    |^<S>\s+(?:<A>)?(?:suspects?|suspected|bet|bets)\s+(?!on\b|against\b|\d|£|\$|€
    |(?:a|an)\s+(?:fiver|tenner|quid|pound))(?:that\s+)?(?!(?:<S>|they)(?!['’]s))
    |^<S>\s+(?:<A>)?(?:swears|swear|swore)\s+(?!by\b|off\b|at\b|in\b|an?\s|to\s+god\b)"""
)
# Someone else's idea the speaker is not taken with: "The kids want a trampoline, but <S> is
# not convinced", and one told only by hearsay: "According to <S>'s brother, the bakery is
# overpriced" (unless the hearsay is about the speaker).
_NOT_TAKEN_UP: Final = _rx(
    r"""\bbut\s+<S>\s+(?:<A>)?(?:is|are)\s+(?:<A>)?(?:so\s+|too\s+|that\s+)?(?:convinced|sure|keen)
    \s*[.!]*$
    |^according\s+to\s+<S>'s\s+[\w'-]+(?!.*<S>)"""
)
# A difficulty of late, or what has kept happening: "<S> can't sleep well lately", "<S>
# doesn't have much energy these days", "<S> has had headaches every morning". It holds as
# of the day it was said, not for good.
_LATELY: Final = _rx(
    r"""^<S>(?:'s\s+[\w'-]+)?\s+(?:<A>)?(?:(?:can't|cannot|can\s+not|doesn't|don't|does\s+not|do\s+not
    |isn't|is\s+not|aren't)\s+[^,;]*\b(?:lately|these\s+days|recently|at\s+the\s+moment)\b
    |(?:has|have)\s+had\s+(?:[\w'-]+\s+){1,3}every\s+(?:single\s+)?(?:day|morning|night|evening
    |week)\b(?![^,;]*\b(?:for|since)\s))"""
)
# News announced, not yet told: "<S> has an animal update", "<S> has a bit of gossip",
# "<S> has a new family member too" (the next sentence says who).
_ANNOUNCED: Final = _rx(
    r"""^<S>\s+(?:<A>)?(?:has|have|has\s+got|have\s+got)\s+(?:an?\s+|some\s+|more\s+|a\s+bit\s+of\s+)?
    (?:[\w-]+\s+)?(?:update|news|gossip|confession|announcement|family\s+member|addition\s+to\s+the
    \s+family)(?:\s+(?:on|about)\s+(?:the|<S>'s|their)\s+[\w'-]+|\s+for\s+(?:you|everyone)|\s+to\s+(?:make
    |share|tell))?(?:\s+(?:too|as\s+well))?\s*$"""
)
# What someone is doing this moment: sitting, resting, packing, waiting for the bus.
_MOMENTARY: Final = _rx(
    r"""^(?!.*\bfor\s+(?:\w+\s+)?(?:days|weeks?|months?|years?)\b)(?!.*\b(?:move|moving
    |relocat\w*|emigrat\w*)\b)(?!.*\bon\s+(?:the|a)\s+(?:board|committee|panel|jury|bench
    |council)\b)<S>\s+(?:<A>)?(?:is|are)\s+(?:<A>|literally\s+)?(?:(?:driving|dying)\s*$
    |dying\s+of\s+(?:heat|hunger|boredom|thirst|cold|laughter)\b|(?:sat|stood)\s+(?:on|in|at|by|under
    |outside|here|there)\b|(?:sitting|lying|resting|chilling|relaxing
    |lounging|sprawled|curled\s+up|snuggled\s+up|tucked\s+up|cuddled\s+up)\b
    (?!\s+(?:an?\s+)?(?:exam|test|finals))
    |wearing\b|packing\s+(?:<S>'s|their|the)\s|waiting\s+(?:for|at)\s+(?:the|a|an|<S>'s|their)
    \s+(?:bus|train|tram|taxi|cab|lift|kettle|plane|ferry|pizza|delivery|food)\b
    |watching\s+(?:telly|tv|the\s+telly|the\s+tv|a\s+film|a\s+movie)\b
    |eating\s+(?:toast|breakfast|lunch|dinner|supper|a\s+sandwich|cereal|crisps|popcorn|pizza
    |cake|ice\s+cream|biscuits|chocolate|leftovers)\b|running\s+late\b)""",
)
# The parts of the body whose feeling is told ("<S>'s legs are killing them"), and what
# they feel: an ache or a sting that passes, not a hurt they show ("swollen", "bruised").
_FELT_PARTS = r"""(?:legs?|arms?|back|feet|foot|knees?|hands?|head|neck|shoulders?|eyes|muscles
    |calves|thighs|stomach|tummy|ankles?|wrists?|hips?|elbows?|toes?|fingers?|throat|ears?|jaw
    |teeth|tooth|sinuses)"""
_ACHES = r"""killing|sore|aching|achy|shaking|dead|hurting|throbbing|pounding|banging|thumping
    |stiff|numb|burning|stinging|itching|itchy|tingling|churning|wrecked|on\s+fire|frozen
    |freezing|like\s+jelly|in\s+agony|agony"""
# How a part of the body feels after something: "<S>'s legs are killing them".
_BODY_NOW: Final = _rx(
    rf"""^<S>'s\s+{_FELT_PARTS}\s+(?:is|are|r|has\s+been|have\s+been)\s+(?:<A>)?
    (?!frozen|freezing)(?:{_ACHES}|swollen|bruised|off|upset|playing\s+up)\b""",
)
# "<S>'s feet are freezing", "<S>'s hands are frozen": cold that passes with the weather
# (a frozen shoulder is no chill).
# How much a part of the body is felt to ache or chill: "so", "really", "a bit".
_FELT_HOW_MUCH = r"""(?:(?:so|really|very|a\s+bit|a\s+little|absolutely|properly|bloody|dead|super
    |proper|totally)\s+)*"""
_CHILLED: Final = _rx(
    rf"""^<S>'s\s+(?:hands?|feet|foot|toes?|fingers?|ears?|nose|face|legs?)
    (?:\s+(?:is|are|r)|'s|'re)\s+(?:<A>)?{_FELT_HOW_MUCH}
    (?:frozen|freezing|like\s+ice|ice\s+cold|blocks\s+of\s+ice)\b"""
)
# An ache told of the day it is felt: "<S>'s head is pounding on 9 October 2025", "<S>'s
# ankle's throbbing right now" (the day resolved or not).
_ACHE_NOW: Final = _rx(
    rf"""^<S>'s\s+{_FELT_PARTS}(?:\s+(?:is|are|r)|'s|'re)\s+(?:<A>)?{_FELT_HOW_MUCH}
    (?:{_ACHES})\b""",
)
# A lasting condition as the cause of an ache: "numb from the MS", "because of my arthritis".
_LASTING_CAUSE: Final = _rx(
    rf"""\b(?:from|because\s+of|due\s+to|with)\s+(?:(?:the|<S>'s|their)\s+)?
    (?:(?-i:MS|ME)\b|{CONDITION})""",
)
# How the whole body feels just now, with the day or the part of it: "<S> is so cold on
# the morning of 3 May", "<S> is absolutely boiling". It passes within the day.
_FEELING_NOW: Final = _rx(
    r"""^<S>\s+(?:is|are)\s+(?:<A>)?(?:(?:so|really|absolutely|a\s+bit|a\s+little|freezing
    |very|too)\s+)*(?:cold|freezing|boiling|roasting|baking|sweaty|soaked|drenched|shivering
    |frozen)\s*(?:$|[,.!]|\b(?:on\s+the\s+(?:morning|afternoon|evening|night)\s+of|on\s+\d|right
    \s+now|at\s+the\s+moment|today|tonight)\b)""",
)
# A free day said that day: "<S> finally has a quiet Saturday".
_DAY_OFF_NOW: Final = _rx(
    r"""^<S>\s+(?:<A>)?(?:has|have|has\s+got|have\s+got)\s+(?:a|an)\s+(?:quiet|free|lazy|rare
    |slow|relaxing|peaceful|chilled)\s+(?:day|morning|afternoon|evening|night|weekend|monday
    |tuesday|wednesday|thursday|friday|saturday|sunday)\s*$""",
)


# Rule 4: events.
_EVENT: Final = _Matcher(
    (
        rf"""<S>\s+<A>(?:has|have|has\s+got|have\s+got|had|is\s+having|are\s+having|got)\s+
        (?:a|an|the|<S>'s|their|another|one\s+more|two|three|some)?\s*
        (?:(?:big|important|final|job|new|first|second|third|quick|short|long|online|early
          |late|annual|weekly|team|work|school|family|birthday|dinner|lunch|doctor's|dentist
          |dental|medical|vet|hair|driving|math|maths|english|history|physics|chemistry
          |biology|french|spanish|german|piano|guitar|dance|yoga|gym|office|board|client|sales
          |business)\s+)*
        (?:{_EVENTS})\b""",
        # life events of anyone: "Sam is getting married on the 16th"
        r"""<S>\s+<A>(?:is|are|was|were)\s+getting\s+(?:married|engaged|divorced|hitched)\b""",
        r"<S>\s+<A>(?:got|get|will\s+get)\s+(?:married|engaged|divorced|hitched)\b",
        r"""<S>'s\s+(?:(?:big|first|second|50th|40th|30th|\d+(?:st|nd|rd|th))\s+)?(?:wedding
        |birthday|funeral|graduation|christening|baby\s+shower|hen\s+do|stag\s+do|leaving\s+do
        |retirement\s+party|housewarming|engagement\s+party|launch|opening
        |(?:opening|first)\s+night|premiere|recital|graduation\s+ceremony)\s+(?:is|was|will\s+be)
        \b""",
    )
)

# Rule 5: plans and ongoing activities.
_ACTIVITY: Final = _Matcher(
    (
        # a reading a check-up gives: "<S>'s blood sugar is back to normal"
        r"""<S>'s\s+(?:blood\s+sugar|blood\s+pressure|cholesterol|sugar\s+levels?|iron\s+levels?
        |blood\s+counts?|thyroid\s+levels?|heart\s+rate|blood\s+tests?|test\s+results|scan)\s+
        (?:is|are|was|were|has\s+been|have\s+been)\s+(?:(?:now|finally|still|much|a\s+lot)\s+)*
        (?:back\s+to\s+normal|normal|high|low|too\s+high|too\s+low|under\s+control|stable
        |better|worse|bad|clear)\b""",
        r"""<S>\s+<A>(?:started|began|has\s+started|have\s+started|is\s+starting|are\s+starting
        |took\s+up|has\s+taken\s+up|have\s+taken\s+up|picked\s+up)\s+
        (?:\w+ing\b|to\b|a\s+new\b|lessons?\b)""",
        r"""<S>\s+<A>(?:is|are)\s+(?:moving|relocating|emigrating)\s+(?:back\s+)?(?:to|into)\b""",
        r"""<S>\s+<A>(?:plans?|is\s+planning|are\s+planning|intends?|is\s+intending|wants?|wanted
        |hopes?|is\s+hoping|are\s+hoping|is\s+thinking\s+(?:about|of)
        |are\s+thinking\s+(?:about|of)|is\s+considering|are\s+considering|would\s+like
        |would\s+love|would\s+prefer|would\s+rather|is\s+looking\s+forward
        |are\s+looking\s+forward|is\s+saving\s+(?:up\s+)?for|is\s+trying\s+to|are\s+trying\s+to
        |is\s+learning|are\s+learning|is\s+training|is\s+preparing|are\s+preparing|needs?\s+to
        |has\s+to|have\s+to|needs?\s+(?:a|an|some|more)\s|is\s+going\s+to|are\s+going\s+to|will|is\s+about\s+to|is\s+due\s+to
        |is\s+expecting|are\s+expecting)\b""",
    )
)

_RIGHT_NOW: Final = _Matcher(
    (),
    (
        r"\b(?:right\s+now|at\s+the\s+moment|atm|as\s+we\s+speak|for\s+now)\b",
        ("now", "moment", "atm", "speak"),
    ),
)
# "<S> tutors maths at the moment": an occupation the speaker has now, not a passing state.
_OCCUPATION: Final = _Matcher(
    (r"<S>\s+<A>(?:teaches|tutors|coaches|lectures|instructs)\s+(?!<S>)\w",),
)

_KIN = alternation(RELATIVES | PETS)
_KIN_ADJECTIVES = r"""older|younger|big|little|baby|twin|step|half|best|oldest|youngest|eldest
    |new|late|ex|former|two|three|four|\d+|adult|grown|teenage|only|other|[\w]+-year-old|sweet
    |lovely|adopted|rescue"""

# Rule 7: relatives, pets and possessions.
_WEAK_DURABLE: Final = _Matcher(
    (
        rf"""<S>\s+<A>(?:is|was)\s+(?:now\s+)?(?-i:[A-Z])[\w-]+'s\s+(?:new\s+|old\s+)?
        (?:{_KIN}|landlord|landlady|coach|tutor|teacher|supervisor|mentor|doctor)\b""",
        # "<S> is a friend of the groom", "<S> is an old colleague of Ines's"
        rf"""<S>\s+<A>(?:is|was)\s+(?:a|an)\s+(?:(?:old|close|good|childhood)\s+)?
        (?:{_KIN})\s+of\s+(?:the\s+(?:bride|groom|family|host|hosts)|(?-i:[A-Z])[\w-]+)\b""",
        r"""<S>'s\s+(?:new\s+|old\s+|current\s+|former\s+|usual\s+)?(?:landlord|landlady|tenant
        |dentist|gp|vet|accountant|lawyer|solicitor|coach|trainer|tutor|teacher|supervisor
        |advisor|adviser|assistant|agent|barber|hairdresser|nanny|babysitter|cleaner|mechanic
        |physio|physiotherapist|psychologist|counsellor|counselor|line\s+manager|team\s+lead
        |director|ceo|founder|owner|editor|publisher|doctor|godparent)\s+(?:is|was)\b""",
        r"""<S>\s+<A>(?:are|were|have\s+been)\s+(?:(?:close|old|best|good|business|long-time
        |lifelong)\s+)*(?:partners|friends|colleagues|co-workers|coworkers|neighbou?rs|roommates
        |flatmates|housemates|siblings|cousins|twins|married|engaged|a\s+couple|teammates)\b""",
        rf"<S>'s\s+(?:(?:{_KIN_ADJECTIVES})\s+)*(?:{_KIN})\b",
        rf"""<S>\s+<A>(?:has|have|has\s+got|have\s+got|owns|own)\s+(?:a|an|one|two|three|four
        |five|six|seven|eight|nine|ten|\d+|no|twin|several|many|a\s+few)\s+(?:[\w-]+\s+){{0,2}}?
        (?:{_KIN}|cars?|houses?|apartment|flat|bike|motorcycle|boat|home|place|garden)\b""",
        r"""<S>\s+<A>(?:is|are)\s+(?:a\s+|the\s+)?(?:mom|mother|mum|dad|father|parent|parents
        |grandmother|grandfather|grandparent|grandparents|grandma|grandpa|aunt|uncle|godmother
        |godfather|only\s+child|oldest|youngest|middle\s+child|twin|stepmom|stepdad
        |single\s+(?:mom|dad|parent)|(?:older|younger|big|little)\s+(?:sister|brother))\b""",
    ),
    (
        rf"\b(?:{_KIN})\s+(?:is\s+named|is\s+called|named|called)\b",
        ("named", "called"),
    ),
    (
        # "the gate code at <S>'s allotment is 5519": a code or number of the speaker's place
        r"""^the\s+(?:[\w-]+\s+)?(?:code|password|passcode|pin|combination|number)\s+(?:at|for|on
        |to)\s+<S>'s\s+(?:[\w-]+\s+){0,3}?[\w-]+\s+(?:is|was)\s+(?:now\s+)?["'“]?
        [\w-]*\d[\w-]*["'”]?\s*$""",
        ("code", "password", "pin", "combination", "number"),
    ),
    (
        # "Alex is my brother" -> "Alex is Sam's brother"
        rf"\b(?:is|are|was)\s+<S>'s\s+(?:(?:{_KIN_ADJECTIVES})\s+)*(?:{_KIN})\b",
        (),
    ),
)

# "<S>'s dad fell off a ladder", "<S>'s sister Ana bought a flat": a relative's own past
# verb, not a state ("<S>'s dad was a miner") or a span ("worked there for 30 years").
_KIN_DID: Final = _rx(
    rf"""^<S>'s\s+(?:(?:{_KIN_ADJECTIVES})\s+)*(?:{_KIN})\s+(?:(?-i:[A-Z])[\w-]+\s+)?<A>
    (?!(?:was|were|had|did|used|got\s+(?:married|engaged|divorced))\b)[a-z]+\b"""
)
_LASTED: Final = re.compile(
    r"\bfor\s+(?:\w+\s+)?(?:years|decades|months)\b|\bsince\b"
    r"|\b(?:got|found|landed|started|took)\s+(?:a\s+|the\s+)?(?:new\s+)?job\b",
    re.IGNORECASE,
)
# What someone makes, builds or grows lasts: "<S>'s mum made the quilt".
_MADE_VERBS = r"""made|built|painted|drew|knitted|knit|wrote|carved|sewed|designed|crafted
    |composed|quilted|crocheted|wove|forged|planted|restored|threw"""
_MADE_THING: Final = re.compile(
    rf"\b(?:{_MADE_VERBS})\s+(?:the|a|an|this|that|these|those|their|\ue000's)\b",
    re.IGNORECASE | re.VERBOSE,
)
# Verbs of time off or of how someone is, never work done: "drinks at the pub", "swims at
# the club", "loves the food at the cafe", "forgets his keys at the office".
_LEISURE_VERBS: Final = r"""(?:drinks|eats|plays|sits|stays|lives|shops|swims|goes|comes
    |meets|hangs|waits|parks|sleeps|sings|dances|walks|runs|rides|trains|visits|says|thinks
    |loves|likes|hates|enjoys|misses|forgets|loses|leaves|starts|begins|finishes|quits|was
    |has|is|does)"""
_OTHERS_WORK: Final = _Matcher(
    (
        rf"""<S>\s+<A>(?:{_MADE_VERBS})\s+(?:the|a|an|this|that|these|those|<S>'s|their)\s+\w""",
        r"""<S>\s+<A>took\s+(?:the|a|an|this|that|these|those|<S>'s|their)\s+(?:[\w-]+\s+){0,3}?
        (?:photos?|pictures?|photographs?|portraits?|shots?)\b""",
        r"""<S>\s+<A>(?:teaches|teach|lectures|coaches|tutors|trains)\s+(?!<S>)\w+""",
        r"""<S>\s+<A>(?:runs|leads|manages|heads|owns|founded|co-founded|chairs
        |is\s+(?:now\s+|currently\s+)?(?:running|leading|managing|heading|chairing))\s+
        (?:the|a|an|their|<S>'s)\s+\w""",
        # "<S> fits kitchens for a builder in Hull", "<S> works weekends on a farm": work
        # done for or at a place of work (never "drinks at the pub", "eats at the cafe")
        rf"""<S>\s+<A>(?!{_LEISURE_VERBS}\b)[a-z]+[^s\W]s\s+(?:(?!<S>)[\w'-]+\s+){{0,4}}?
        (?:for|at|on|in|with)\s+(?:the|a|an|two|three|several|\w+'s)\s+(?:[\w'-]+\s+){{0,3}}?
        (?:{alternation(WORKPLACES)})\b""",
    )
)

_LASTING: Final = _Matcher(
    (),
    (
        r"\b(?:never|ever|always|since|been\s+to)\b|\bfor\s+(?:\d+|many|several|a\s+few)\s+years\b",
        (),
    ),
)


# --- someone else's own verb (rules for attested names) ---------------------------------

# Verbs of what is scheduled: "<S> starts school in September" is a plan, not a trait.
_SCHEDULED: Final = word_set(
    """starts begins leaves arrives moves opens finishes returns graduates heads""",
    None,
)
_AGEING: Final = word_set("turns turning", None)
_TURNING_AGE: Final = _rx(
    r"""^<S>\s+(?:is|'s)\s+turning\s+(?:\d{1,3}|ten|eleven|twelve|thirteen|fourteen|fifteen
    |sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty
    |ninety)(?:-\w+)?|one\s+hundred|a\s+hundred|two|three|four|five|six|seven|eight|nine)$"""
)


def _named_fact(clause: _Clause, tense: Tense, periods: tuple[Period, ...]) -> _Verdict | None:
    """What someone else did, does or will do, in a verb no rule above knows ("<S> passed
    his exam on Tuesday", "<S> came fourth in Prague", "<S> arrives on Friday"): past
    events, plans with a date, ongoing activities and present habits or states. Copulas,
    reported speech and undated predictions form nothing here."""
    if tense == "progressive" and _TURNING_AGE.match(clause.text):
        # "<S> is turning 50" (a birthday card asked for): a birthday at hand, kept for a
        # while as a relative's is ("my dad is turning 70")
        return _Verdict("activity")
    # a pair's plain verb ("<S> own a bakery") was let through only after two names
    verb = named_verb(clause.text) or named_verb(clause.text, plural=True)
    dated = any(period.bounded for period in periods)
    if verb is None:
        # "<S>'s first day was Wednesday": a day of theirs, named by its date; "<S> has the
        # orthodontist on 23 May": an appointment of theirs, on its date
        owned = _OWNED_DAY.match(clause.text) or _HAS_ON_DAY.match(clause.text)
        return _Verdict("event") if dated and owned else None
    if (
        tense in {"past", "perfect"}
        and verb != "had"  # "<S> had kittens on Sunday": "had" is the verb, "kittens" what
        and _ONLY_WHEN.match(clause.text)
        and not complete_alone(clause.text)
    ):
        return None  # "<S> left in spring 2024": left what, the question said
    if tense in {"past", "perfect"} or dated:
        return _Verdict("event")
    if verb in _AGEING:
        return None  # "<S> turns eleven soon": an age is a fact only with its date
    if tense == "progressive":
        return _Verdict("activity")
    if tense == "present":
        return _Verdict("activity" if verb in _SCHEDULED else "durable")
    return None


# "<S> has 4,200 ngultrum in a tin", "<S> has £900 saved": a sum someone has now.
_HAS_SUM: Final = _rx(
    rf"""^<S>\s+<A>(?:has|have)\s+(?:about\s+|nearly\s+|almost\s+|over\s+)?[£$€]?\d[\d,.]*k?
    \s+(?:{alternation(CURRENCY_WORDS)}|pounds|dollars|euros|quid|bucks|saved|put\s+by
    |in\s+the\s+bank)\b"""  # (and "so far": _COUNT_SO_FAR)
)
# A verb followed by nothing but when: "<S> left in spring 2024", "<S> started on 8 May 2023
# (2023-05-08)".
_ONLY_WHEN: Final = _rx(
    rf"""^<S>\s+<A>(?:has\s+|had\s+)?[\w'-]+\s+(?:(?:in|on|at|during|by|around|until|the
    |early|late|mid|of|{_MONTH_NAMES}|{_WEEKDAYS}|spring|summer|autumn|fall|winter|\d+(?:st|nd|rd|th)?)
    (?:[\s,]+|$)|\(\d{{4}}-[^)]*\)[\s,]*)*$"""
)
# "<S>'s ninetieth is at the Swan Inn in Much Wenlock on 13 July 2024 (...)": the place
# said before the day, the length of a hotel's name and its town.
_OWNED_DAY: Final = _rx(
    r"""^<S>'s\s+(?:[\w'-]+\s+){0,3}?(?:is|was|will\s+be)\s+(?:on\s+)?
    [^,()]{0,64}\(\d{4}-\d{2}-\d{2}"""
)
# "<S>'s Guaraní exam is on 3 May", "<S>'s school play was on Thursday": an occasion of
# someone's, by its kind (:data:`_EVENTS`), on its date.
_OCCASION_DAY: Final = _rx(
    rf"""^<S>'s\s+(?:[\w'-]+\s+){{0,3}}?(?:{_EVENTS})\s+(?:is|was|will\s+be)\s+(?:on\s+)?
    [^,()]{{0,64}}\(\d{{4}}-\d{{2}}-\d{{2}}"""
)
_HAS_ON_DAY: Final = _rx(
    r"""^<S>\s+<A>(?:has|have)\s+(?:got\s+)?(?:the|an?|his|her|their)\s+(?:[\w'-]+\s+){0,3}?
    (?:on|at)\s+[^,()]{0,30}\(\d{4}-\d{2}-\d{2}"""
)


# What a budget is, and a thing just finished, mended or broken, hold for a while, not
# for good: "<S>'s budget is around 700 euros" (a plan), "<S>'s car is finally fixed".
# "<S> is moving to Eindhoven for work": where someone is going to live is still worth
# finding once the move is done, unlike a plan for a week.
_RELOCATING: Final = _Matcher(
    (
        r"""<S>\s+<A>(?:is|are)\s+(?:(?:finally|actually|now|also)\s+)?(?:moving|relocating
        |emigrating)\s+(?:back\s+)?to\s+(?:(?-i:[A-Z])|the\s+(?:us|uk|states|netherlands)\b)""",
        r"""<S>'s\s+(?:[\w-]+\s+){1,2}?(?:is|are)\s+(?:(?:finally|actually|now|also)\s+)?
        (?:moving|relocating|emigrating)\s+(?:back\s+)?to\s+(?:(?-i:[A-Z])
        |the\s+(?:us|uk|states|netherlands)\b)""",
    )
)
# "<S> will be designing pedestrian bridges": what a new job will have someone do, still
# worth finding once the job has begun.
_WORK_AHEAD: Final = _Matcher(
    (
        r"""<S>\s+<A>(?:will|'ll)\s+be\s+(?:designing|teaching|managing|leading|coaching
        |developing|programming|nursing|treating|working\s+(?:as|for|in))\s+
        (?!<S>)(?!(?:free|nothing|a\s+few|a\s+couple|an?\s+(?:hour|day|week)|\d|the\s+garden|myself|themselves
        |himself|herself|ourselves|yourself|(?:a|my|their|his|her|the)\s+(?:\w+\s+)?(?:hangover
        |cold|wounds?|injury|grudge))\b)\w""",
    )
)
# "will be working in the garden all weekend", "managing the bar at the wedding": work of
# a while or of one occasion, no job.
_WORK_A_WHILE: Final = re.compile(
    r"""\b(?:all\s+(?:day|night|week|weekend|morning|afternoon|evening)|tonight|tomorrow
    |this\s+(?:weekend|week|evening|afternoon|morning)|at\s+the\s+(?:wedding|party|match|game
    |festival|fair|event|fete|christening|funeral|concert|gig|do)|for\s+the\s+(?:day|night
    |weekend|wedding|party|event))\b""",
    re.IGNORECASE | re.VERBOSE,
)
_BUDGET: Final = _Matcher(
    (
        r"<S>'s\s+(?:[\w-]+\s+){0,2}?budget\b",
        r"<S>\s+<A>(?:has|have|has\s+got|have\s+got)\s+(?:a|an)\s+(?:[\w-]+\s+)?budget\b",
    )
)
_THING_DONE: Final = _Matcher(
    (
        r"""<S>'s\s+(?:new\s+|old\s+)?(?:[\w-]+\s+){0,2}?(?:is|are|was|were|has\s+been|have\s+been
        |got)\s+(?:(?:finally|now|all|just|already|completely|fully|officially|totally)\s+)*
        (?:fixed|repaired|mended|done|finished|sorted|ready|broken|booked|packed|cancell?ed
        |canceled|postponed|delayed|over|delivered|sold|flooded|stolen|hacked)\b(?!\s+(?:with|by|in)\b)""",
        # "<S>'s passport was lost in the post": where a thing went missing
        r"""<S>'s\s+(?:new\s+|old\s+)?(?:[\w-]+\s+){0,2}?(?:was|were|has\s+been|have\s+been
        |got)\s+lost\s+in\s+the\s+(?:post|mail|move|fire|flood|storm)\b""",
    )
)
# Away from work or school for a spell: "<S> has been off sick since Monday".
_OFF: Final = _Matcher(
    (
        r"""<S>\s+<A>(?:is|are|has\s+been|have\s+been)\s+(?:\w+\s+)?off\s+(?:work|sick|school
        |uni|college)\b""",
    )
)
# Working a run of shifts, said with where or till when: "<S> is on nights on the
# children's ward till July", "<S> has been on earlies at the depot since March".
_ON_SHIFTS: Final = _Matcher(
    (
        r"""<S>\s+<A>(?:is|are|has\s+been|have\s+been)\s+(?:still\s+|now\s+|back\s+)?on\s+
        (?:nights|night\s+shifts|nightshifts|the\s+night\s+shift|earlies|lates|early\s+shifts
        |late\s+shifts|days|day\s+shifts|the\s+day\s+shift)\s+(?:at|on|in|till|until|since)\b""",
    )
)
# A job for a season or beside another: "<S> has a summer job on a research ship", "<S> got
# a Saturday job at the garden centre". It holds for a while, said with where it is.
_SEASONAL_JOB: Final = _Matcher(
    (
        r"""<S>\s+<A>(?:has|have|has\s+got|have\s+got|got|found|landed|has\s+found|has\s+landed)
        \s+(?:a|an)\s+(?:new\s+)?(?:summer|holiday|weekend|saturday|sunday|evening|part-time
        |temporary|seasonal|christmas)\s+job\s+(?:at|on|in|with|for)\s+(?:a|an|the|(?-i:[A-Z]))""",
    )
)
# A pet or a child that joined the family: "<S> adopted a rescue greyhound last Saturday".
_GAINED: Final = _Matcher(
    (
        rf"""<S>\s+<A>(?:adopted|rescued|got|bought|took\s+in)\s+(?:a|an|two|three)\s+
        (?:[\w-]+\s+){{0,2}}?(?:{alternation(PETS)})
        (?=\s*(?:[,.;:!?(]|$)|\s+(?:called|named|from|at|on|in|and|who|last|this)\b)""",
        r"""<S>\s+<A>(?:had|welcomed|adopted)\s+(?:a\s+)?(?:baby\s+)?(?:a\s+)?(?:boy|girl|son
        |daughter|twins|triplets)\b(?!\s+(?:in|at|with|who|that|on\s+(?:the|my|our|his|her
        |their)\s+(?!\d))\b)""",
    )
)
# A child born: "<S> had a little boy on 24 June", "<S> had a healthy baby girl", not "<S>
# had a boy in her class who bit everyone". Dated, an event of that day like any other.
_CHILD_BORN: Final = _Matcher(
    (
        rf"""<S>\s+<A>(?:had|welcomed)\s+(?:a\s+)?(?:(?:little|healthy|beautiful|lovely
        |gorgeous|tiny|bouncing|baby)\s+){{1,2}}(?:boy|girl|son|daughter|twins|triplets)
        (?=\s*(?:[,.;:!(]|$)|\s+(?:called|named|on|last|this|yesterday|at\s+\d|weighing
        |in\s+(?:{_MONTH_NAMES}|(?:19|20)\d\d|the\s+(?:early|middle|night))\b))""",
    )
)
# A new job: "<S> started at Siemens on Monday" (not "at 9", not "at Christmas").
_NEW_JOB: Final = _Matcher(
    (
        r"""<S>\s+<A>(?:started|began)\s+(?:work(?:ing)?\s+|a\s+new\s+job\s+|the\s+new\s+job\s+)?
        at\s+(?!(?-i:Christmas|Easter|Halloween|Thanksgiving|New\s+Year|Diwali|Eid))
        (?-i:[A-Z])[\w&'-]+""",
    )
)
_HABIT_NOWADAYS: Final = _Matcher(
    (r"""<S>\s+<A>(?:is|are)\s+(?:\w+ing)\b[^,;]*?\b(?:these\s+days|nowadays)\b""",),
)
# How a couple or friends met, undated: "<S> and Tom met at a salsa class in Porto".
_HOW_THEY_MET: Final = _Matcher(
    (
        r"""<S>\s+and\s+(?-i:[A-Z])[\w-]+\s+(?:first\s+)?met\s+(?:at|in|through|on|via|while
        |when|online)\b""",
    ),
    (
        r"""\b(?-i:[A-Z])[\w-]+\s+and\s+<S>\s+(?:first\s+)?met\s+(?:at|in|through|on|via|while
        |when|online)\b""",
        ("met",),
    ),
)
# Where someone is, by the place's name, and a child's school year: "<S> is in Lienz", "<S>'s
# son is in Year 3", "<S> is in p2 now". Both hold for a while and say something worth
# finding later, so they are kept with the day they were said ("(as of 2 March 2024)")
# instead of expiring with the moods and the waiting rooms; unless said to pass ("right now").
_A_SCHOOL_YEAR: Final = re.compile(rf"(?:{SCHOOL_YEAR})$", re.IGNORECASE)
_IN_A_NAMED_PLACE_OR_YEAR: Final = _Matcher(
    (
        rf"""<S>\s+<A>(?:is|are)\s+(?:(?:currently|now|still|already|settled)\s+)*in\s+
        (?:{SCHOOL_YEAR}|(?!(?:Year|Form|Primary|Class|Set)\b)(?-i:[A-Z])[\w'’-]*(?:\s|[.,;!?]|$))""",
        rf"""<S>'s\s+(?:[\w-]+\s+){{1,2}}?(?:is|are)\s+(?:(?:currently|now|still|already)\s+)*
        in\s+(?:{SCHOOL_YEAR})""",
    ),
)
_PREGNANT: Final = _Matcher(
    (
        # "<S> is pregnant", "<S> is 7 months pregnant", "<S> is six weeks pregnant"
        r"""<S>\s+<A>(?:is|are)\s+(?:\w+\s+|[\w-]+\s+(?:weeks?|months?)\s+)?(?:pregnant
        |expecting\s+(?:a\s+baby|twins))\b""",
        # "<S>'s wife is pregnant"
        r"""<S>'s\s+(?:[\w-]+\s+){1,2}?<A>(?:is|are)\s+(?:\w+\s+|[\w-]+\s+(?:weeks?|months?)
        \s+)?(?:pregnant|expecting\s+(?:a\s+baby|twins))\b""",
    ),
)


# "Since the 2nd of January I've been chef at the bistro": a start said before the clause
# it dates. Put after it ("I've been chef at the bistro since the 2nd of January"), the
# clause reads as any other; before it, "since" reads as a clause of its own.
_SINCE_FIRST: Final = re.compile(
    rf"""^since\s+(?P<when>(?:(?:the|of|last|early|late|mid|start|beginning|end|new|year's
    |{_MONTH_NAMES}|{_WEEKDAYS}|christmas|easter|spring|summer|autumn|fall|winter|january
    |(?:19|20)\d\d|\d{{1,2}}(?:st|nd|rd|th)?)(?:\s+|(?=\s*,?\s+(?:i|we)\b)))+)\s*,?\s+
    (?P<rest>(?:i|we)(?:['’]ve|\s+have)\s+(?:\w+\s+)?(?:been|worked|lived|had|run|done|taught
    |played|owned|kept|stayed|volunteered|trained|studied)\b[^,;]*)$""",
    re.IGNORECASE | re.VERBOSE,
)


# "Nilda's moved in with me since the 1st of August": a move made on a day, told in the
# perfect with "since" (the day it happened).
_MOVED_SINCE: Final = re.compile(
    rf"""(?:['’]s|['’]ve|\s+has|\s+have)\s+(?P<done>moved\s+in|moved\s+out|moved\s+away|moved
    |started|joined|arrived)\b(?P<rest>(?:(?!\b(?:times|twice|every|each|again|daily|late|early)\b)
    [^;.!?\d]){{0,40}}?)\s+since\s+(?=(?:the\s+\d{{1,2}}(?:st|nd|rd|th)
    |\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTH_NAMES})|(?:{_MONTH_NAMES})\s+\d))""",
    re.IGNORECASE | re.VERBOSE,
)


# "Three evenings a week I draw maps ...", "Every Sunday we climb ...": how often, told
# first, before the speaker's own doing in the present.
_HABIT_FIRST: Final = re.compile(
    rf"""^(?P<when>(?:every|each)\s+(?:other\s+)?(?:{_WEEKDAYS}|day|morning|evening|night
    |week|weekend|month)|(?:once|twice|(?:{alternation(NUMBER_WORDS)}|\d+)\s+(?:times|days
    |evenings|mornings|nights|afternoons))\s+a\s+(?:week|month|fortnight|day)
    |most\s+(?:days|evenings|mornings|nights|weekends))\s*,?\s+
    (?P<rest>(?:i|we)\s+(?!(?:was|were|had|did|went|got|am|will|would|could|should|might)\b)
    (?-i:[a-z]+)\b[^,;]*)$""",
    re.IGNORECASE | re.VERBOSE,
)


_WHICH_THING: Final = re.compile(r"\s+(?:that|which|who)\s", re.IGNORECASE)


# A clause that opens on an "-ing" word, and a verb that would make it a sentence
# ("Swimming is my favourite sport" is one).
_GERUND_ALONE: Final = re.compile(r"^[a-z]{2,}ing\s+(?:a|an|the|some)\s", re.IGNORECASE)
_A_FINITE_VERB: Final = re.compile(
    r"""\b(?:is|are|was|were|has|have|had|will|would|can|could|does|did|makes|keeps|helps
    |means|takes|gets|got|made|took|costs?|starts|started)\b|(?<=[a-z])['’]s\s""",
    re.IGNORECASE | re.VERBOSE,
)


def _says_no_fact(rewritten: str) -> bool:
    """Whether ``rewritten`` (a clause, its subject a placeholder) is what another thinks
    ("Sherif reckons our team will go down") or a doing with no one doing it ("making a
    cake for my mum")."""
    if _REPORTED.search(rewritten) or _OPINION_OF.match(rewritten):
        return True
    return _GERUND_ALONE.match(rewritten) is not None and not _A_FINITE_VERB.search(rewritten)


def _since_last(clause: str) -> str:
    """ "Since Monday I've worked for myself" -> "I've worked for myself since Monday";
    "Nilda's moved in with me since the 1st of August" -> "Nilda moved in with me on the
    1st of August"; "Three evenings a week I draw maps" -> "I draw maps three evenings a
    week"; ``clause`` as it was otherwise."""
    if (habit := _HABIT_FIRST.match(clause)) is not None:
        # how often goes after the doing and its object, before a clause about the object
        # ("... for a hotel three evenings a week that sells them ...")
        when, rest = habit.group("when"), habit.group("rest")
        cut = _WHICH_THING.search(rest)
        at = len(rest) if cut is None else cut.start()
        return f"{rest[:at]} {when[:1].lower()}{when[1:]}{rest[at:]}"
    if " since " in clause:
        clause = _MOVED_SINCE.sub(r" \g<done>\g<rest> on ", clause)
    found = _SINCE_FIRST.match(clause)
    if found is None or " since " in found.group("rest").lower():
        return clause
    return f"{found.group('rest')} since {found.group('when').strip()}"

"""Fragment answers read with the question they answer, whatever its shape (session 47).

A wh-question typed as a text ("wat dog u got", "where u livin now") is read as asked in
full; an answer said in fragments ("a ragdoll. called Miso.", "whippet. luna. 3",
"a transit. from 2012.") keeps what the fragments after the first say of it (its name,
since when, the year it is from); a "since" the answer closes on is said in the tense that
takes it; "how's your nan after the op?" - "out since tues" is a dated fact. Other
sentences after the answer, questions of another kind, and answers that are no such
fragment form nothing new. 10 September 2024 is a Tuesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.fragment_tails import (
    question_in_full,
    span_kept,
    tails_joined,
)

TUESDAY = date(2024, 9, 10)


def facts(question: str, answer: str) -> list[str]:
    content = f"Wynne: {question}\nBronwen: {answer}"
    return [fact.text for fact in extract_facts(ExtractionInput(content, TUESDAY))]


@pytest.mark.parametrize(
    ("typed", "in_full"),
    [
        ("wat dog u got", "what dog have you got?"),
        ("wat kinda car u got now", "what kind of car have you got now?"),
        ("where u workin now", "where are you working now?"),
        ("wot u callin the van", "what are you calling the van?"),
        ("ok cool. wat u drivin these days", "ok cool. what are you driving these days?"),
        ("wat breed is ur new pup", "what breed is your new pup?"),
        ("hows ur mum", "hows ur mum"),
        ("how was ur bday", "how was ur bday"),
        ("what kind of dog did you get in the end", "what kind of dog did you get in the end?"),
        # near misses: typed with capitals, no wh-question, no question at all
        ("What dog have you got", "What dog have you got"),
        ("u coming tonight", "are you coming tonight?"),  # "are" left out (session 51)
        ("what a day", "what a day"),
        ("where u from", "where u from"),
        ("what i did was leave early", "what i did was leave early"),
    ],
)
def test_question_in_full(typed: str, in_full: str) -> None:
    assert question_in_full(typed) == in_full


@pytest.mark.parametrize(
    ("question", "answer", "joined"),
    [
        ("What kind of cat have you got?", "a ragdoll. called Miso.", "a ragdoll called Miso."),
        ("what dog have you got?", "whippet. luna. 3", "whippet called Luna. 3"),
        ("What horse have you got now?", "A cob. Barney.", "A cob called Barney."),
        ("Which language are you learning?", "Welsh. Since January.", "Welsh since January."),
        ("What motorbike do you ride?", "a Honda CB500. 2019.", "a Honda CB500 from 2019."),
        ("what van have you got?", "a transit. from 2012.", "a transit from 2012."),
        # near misses: a verdict, a clause, a year said of no machine, no wh-question
        (
            "What dog have you got?",
            "A lab. Lovely. Mad as a box of frogs.",
            "A lab. Lovely. Mad as a box of frogs.",
        ),
        ("Which book are you reading?", "Dune. Tom lent it me.", "Dune. Tom lent it me."),
        ("What did you have for lunch?", "soup. 1989", "soup. 1989"),
        ("Have you got a dog?", "a lab. called Pip.", "a lab. called Pip."),
        ("What dog have you got?", "I love him. called Pip.", "I love him. called Pip."),
    ],
)
def test_tails_joined(question: str, answer: str, joined: str) -> None:
    assert tails_joined(question, answer) == joined


@pytest.mark.parametrize(
    ("statement", "said", "kept"),
    [
        ("I'm learning Welsh", "Welsh since January", "I've been learning Welsh since January"),
        (
            "My son is training at the dojo",
            "the dojo, since the spring",
            "My son has been training at the dojo since the spring",
        ),
        ("I went to Crete", "Crete, for ten days", "I went to Crete for ten days"),
        # near misses: "for" with what is being done now, "since" with a plain present,
        # a statement with a span of its own
        ("I'm learning the oboe", "the oboe, for six months", "I'm learning the oboe"),
        ("I have a van", "a van, since 2019", "I have a van"),
        ("I've lived here since May", "since May", "I've lived here since May"),
    ],
)
def test_span_kept(statement: str, said: str, kept: str) -> None:
    assert span_kept(statement, said) == kept


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        # texted questions, answered in fragments
        ("wat dog u got", "whippet. luna. 3", "Bronwen has got a whippet called Luna"),
        ("wat kinda cat u got", "tabby. called mog", "Bronwen has got a tabby called Mog"),
        ("wat car u got", "an old saab", "Bronwen has got an old saab"),
        ("where u livin now", "a flat in hull", "Bronwen lives in a flat in hull"),
        ("wot u studyin", "geology", "Bronwen is studying geology"),
        # capitals, fragments after the first
        ("What kind of cat have you got?", "a ragdoll. called Miso.", "a ragdoll called Miso"),
        ("What horse have you got now?", "A cob. Barney.", "Bronwen has got a cob called Barney"),
        ("What motorbike do you ride?", "a Honda CB500. 2019.", "a Honda CB500 from 2019"),
        ("What car do you have?", "grey saab. 1998", "Bronwen has a grey saab from 1998"),
        ("what breed is your dog?", "a vizsla. called Pip.", "dog is a vizsla called Pip"),
        # since when, in the tense that takes it
        (
            "Which language are you learning?",
            "Portuguese. Since January.",
            "Bronwen has been learning Portuguese since January 2024",
        ),
        (
            "What are you studying?",
            "Law, since September.",
            "Bronwen has been studying law since September 2024",
        ),
        ("where u workin now", "the docks at tilbury", "Bronwen works at the docks at tilbury"),
        # a quoted title
        ("Which book are you reading now?", '"The Long Shore". Slow going.', '"The Long Shore"'),
        # home from hospital since a day
        (
            "How's your mum?",
            "Out of hospital since Friday, and already back in her garden.",
            "Bronwen's mum has been out of hospital since Friday, 6 September 2024",
        ),
        (
            "hows ur grandad after the op",
            "home since friday, still sore",
            "Bronwen's grandad has been home since Friday, 6 September 2024",
        ),
        (
            "hows ur nan after the op?",
            "out since tues, back on her feet",
            "Bronwen's nan has been out of hospital since Tuesday, 3 September 2024",
        ),
        (
            "How is Ilse since the fall?",
            "Back home since the 3rd, walking with a frame.",
            "Ilse has been back home since 3 September 2024",
        ),
        # "when do you ...?" answered by days said as a habit, with where it is kept
        (
            "When do you take your son to judo?",
            "Tuesdays and Thursdays.",
            "takes their son to judo on Tuesdays and Thursdays",
        ),
        (
            "when do you play football?",
            "sundays, in the park by the river",
            "Bronwen plays football on Sundays in the park by the river",
        ),
        (
            "When do you take Agi riding?",
            "Saturdays, at the stables in Wick.",
            "Bronwen takes Agi riding on Saturdays at the stables in Wick",
        ),
        (
            "When does your dad go bowling?",
            "Weekends, at the club in Hove.",
            "Bronwen's dad goes bowling on weekends at the club in Hove",
        ),
        ("When do you swim?", "Mondays and Fridays", "Bronwen swims on Mondays and Fridays"),
        # an amount in a currency named in words
        ("How much was your new bike?", "nine hundred zloty", "paid nine hundred zloty"),
        ("How much did your flat cost?", "Six thousand pesos.", "paid six thousand pesos"),
        ("how much did your van cost?", "four thousand rand, from a dealer", "four thousand rand"),
        ("How much was your tent?", "2000 kroner", "paid 2000 kroner"),
        ("How much were your boots?", "about forty francs", "paid about forty francs"),
        # where the question closes on its own preposition: said once
        ("where did you end up moving to?", "Leeds, near my sister", "ended up moving to Leeds"),
        ("where did you end up going to?", "Crete.", "ended up going to Crete"),
        ("where did you grow up?", "Leeds", "Bronwen grew up in Leeds"),
        # one day is a date, named with its weekday
        (
            "When do you fly?",
            "Saturday.",
            "Bronwen flies on Saturday, 14 September 2024 (2024-09-14).",
        ),
    ],
)
def test_fragment_answer_formed(question: str, answer: str, fact: str) -> None:
    formed = facts(question, answer)
    assert any(fact in f for f in formed), formed


@pytest.mark.parametrize(
    ("question", "answer", "not_said"),
    [
        # a verdict after the answer is no name
        ("What dog have you got?", "A lab. Lovely. Mad as a box of frogs.", "called"),
        # a name lent by someone after the answer is no name of the answer
        ("Which book are you reading?", "Dune. Tom lent it me.", "called"),
        # "a" only for one animal or machine: cheese is no such thing
        ("What kind of cheese do you have?", "cheddar", "a cheddar"),
        # "for six months" with what is being done now: so far or ahead, unsure
        ("What instrument are you learning?", "the oboe, for six months", "six months"),
        # out where? nothing says
        ("How's your mum?", "out since Friday", "hospital"),
        ("How's your mum?", "home since she retired", "has been home"),
        ("where did you end up moving to?", "Leeds, near my sister", "to to"),
        # one day is a date, not a habit; "are you working" asks of no habit
        ("When do you fly?", "Saturday.", "on Saturdays"),
        ("When are you working?", "Mondays.", "Mondays"),
        # the place said by the question already: not said twice
        ("which days do you work at the deli?", "Tuesdays, at the deli.", "at the deli at"),
        # an amount of no currency
        ("How much was your new bike?", "nine hundred things", "paid"),
    ],
)
def test_fragment_answer_not_formed(question: str, answer: str, not_said: str) -> None:
    formed = facts(question, answer)
    assert not any(not_said in f for f in formed), formed

"""A day said and then corrected is remembered with the corrected day (issue #15).

"We buried him on Sunday. Sorry, it was Saturday." is one fact about Saturday; the
correction itself ("I'm all muddled") is no fact, but a reason given after a colon is read
on its own. A correction may follow in the speaker's next turn, after the other's reply.
Amounts, places in a ranking and things are put right the same way. Nothing that only looks
like a correction changes anything. The sentences are our own; 7 October 2025 is a Tuesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.corrections import corrected
from memhub_server.pipeline.memory.rules.text import Passage, passages

TUESDAY = date(2025, 10, 7)


def texts(*turns: str) -> list[str]:
    return [fact.text for fact in extract_facts(ExtractionInput("\n".join(turns), TUESDAY))]


@pytest.mark.parametrize(
    ("turn", "fact"),
    [
        (
            "Wilfreda: We planted the pear tree on Sunday. Sorry, it was Saturday, "
            "I'm all over the place this week.",
            "Wilfreda and others planted the pear tree on Saturday, 4 October 2025 (2025-10-04).",
        ),
        (
            "Wilfreda: Two weeks ago I passed my driving test. Actually, it was three weeks ago.",
            "Around 16 September 2025 (2025-09-16) Wilfreda passed their driving test.",
        ),
        (
            "Wilfreda: i passed my driving test two weeks ago. actually it was three weeks ago, "
            "not two",
            "Wilfreda passed their driving test around 16 September 2025 (2025-09-16).",
        ),
        (
            "Wilfreda: My exam is on the 14th. Actually it's the 16th, not the 14th.",
            "Wilfreda's exam is on 16 October 2025 (2025-10-16).",
        ),
        (
            "Wilfreda: I met Tobias on Monday. Sorry, it was last Sunday, I mean.",
            "Wilfreda met Tobias on Sunday, 5 October 2025 (2025-10-05).",
        ),
    ],
)
def test_a_day_corrected_in_the_same_turn(turn: str, fact: str) -> None:
    assert texts("Bo: How are things?", turn, "Bo: Oh, lovely.") == [fact]


def test_a_day_corrected_in_the_speakers_next_turn() -> None:
    read = corrected(
        passages(
            "Bo: And how is the van?\n"
            "Wilfreda: Stolen! Someone took it from outside the depot two weeks ago.\n"
            "Bo: Oh no, that's awful. Did you tell the police?\n"
            "Wilfreda: I did. Actually, it was three weeks ago, not two. I checked the report."
        )
    )
    assert [p.text for p in read] == [
        "And how is the van?",
        "Stolen! Someone took it from outside the depot three weeks ago.",
        "Oh no, that's awful. Did you tell the police?",
        "I did. I checked the report.",
    ]
    assert read[2].prompt == read[1].text


@pytest.mark.parametrize(
    "turns",
    [
        # not a correction: the day is what the sentence is about
        ("Wilfreda: I'm free on Monday. Actually, Tuesday works better for me.",),
        ("Wilfreda: We moved on Friday. Sorry, it was Saturday night chaos here.",),
        # the word it says it replaces is not there
        ("Wilfreda: I started on Monday. Actually, it was Tuesday, not Wednesday.",),
        # another speaker's day is theirs to correct
        ("Bo: I saw your sister on Friday.", "Wilfreda: Actually, it was Thursday."),
        # no day of that kind before it
        ("Wilfreda: We finally painted the hall. Actually, it was three weeks ago.",),
    ],
)
def test_what_only_looks_like_a_correction_changes_nothing_before_it(
    turns: tuple[str, ...],
) -> None:
    read = passages("\n".join(turns))
    assert [p.text for p in corrected(read)[:-1]] == [p.text for p in read[:-1]]


def test_the_prompt_of_the_next_turn_is_the_corrected_text() -> None:
    read = corrected(
        passages("Wilfreda: We landed on Sunday. Sorry, it was Monday.\nBo: Welcome back!")
    )
    assert read == [
        Passage("Wilfreda", "We landed on Monday."),
        Passage("Bo", "Welcome back!", "We landed on Monday."),
    ]


def read(*turns: str) -> list[str]:
    return [p.text for p in corrected(passages("\n".join(turns)))]


@pytest.mark.parametrize(
    ("turn", "text"),
    [
        # an amount said again, "actually" after it or "well" before it
        (
            "Wilfreda: We picked forty kilos of damsons on Sunday. Forty-two, actually: "
            "Tobias weighed the crates.",
            "We picked forty-two kilos of damsons on Sunday. Tobias weighed the crates.",
        ),
        (
            "Wilfreda: the roof cost 5 grand. 5,600 actually with the scaffolding",
            "the roof cost 5,600.",
        ),
        (
            "Wilfreda: got a van off my uncle for 900. well 950, he drives a hard bargain",
            "got a van off my uncle for 950.",
        ),
        (
            "Wilfreda: We sold two hundred and forty pies at the fete. Two hundred and fifty, "
            "actually.",
            "We sold two hundred and fifty pies at the fete.",
        ),
        # a reason that speaks of the value taken back goes with it
        (
            "Wilfreda: We moved in on the 3rd. Sorry, the 10th: the lease slipped from the 3rd.",
            "We moved in on the 10th.",
        ),
        # a place in a ranking
        (
            "Wilfreda: Our quiz team came fourth at the Red Lion. Sorry, fifth: they recounted.",
            "Our quiz team came fifth at the Red Lion.",
        ),
        # a thing, by its determiner
        (
            "Wilfreda: Tobias fell off his bike and bruised his knee. Sorry, his hip, not the "
            "knee.",
            "Tobias fell off his bike and bruised his hip.",
        ),
        (
            "Wilfreda: We rehomed a greyhound... sorry, a whippet, called Dot, in June.",
            "We rehomed a whippet, called Dot, in June.",
        ),
        (
            "Wilfreda: got my forklift... no my crane licence on monday!!",
            "got my crane licence on monday!!",
        ),
        # inside the sentence: a day or an amount taken back after a comma
        (
            "Wilfreda: the plumber comes on tuesday, sorry i meant wednesday, about ten",
            "the plumber comes on wednesday, about ten",
        ),
        (
            "Wilfreda: I paid 30 for the tickets, or rather 35, with the booking fee.",
            "I paid 35 for the tickets, with the booking fee.",
        ),
        (
            "Wilfreda: My exam starts on the 2nd june. Sorry, I meant 9th june.",
            "My exam starts on 9th june.",
        ),
    ],
)
def test_a_value_corrected_is_read_with_the_correction(turn: str, text: str) -> None:
    assert read("Bo: Any news?", turn) == ["Any news?", text]


def test_a_correction_of_the_others_words_leaves_the_speakers_own_turn() -> None:
    turns = (
        "Wilfreda: We beat nine other choirs at the eisteddfod!",
        "Bo: Well done, all six of you.",
        "Wilfreda: Seven, actually. Tobias joined in May.",
    )
    assert read(*turns)[0] == "We beat nine other choirs at the eisteddfod!"


@pytest.mark.parametrize(
    "turns",
    [
        ("Wilfreda: I planted three apple trees. Not bad for a Sunday.",),
        ("Bo: Do you need a hand?", "Wilfreda: No, I'm fine, thanks."),
        ("Wilfreda: I bought a new coat. Actually, I love it.",),
        ("Wilfreda: I missed your call on Monday. Sorry, I was out.",),
        ("Wilfreda: I went with my mum. Actually, my sister lives there.",),
        ("Wilfreda: We bought four chairs. One actually broke already.",),
        ("Wilfreda: We booked eight places. Well, 3 of us went in the end.",),
        ("Wilfreda: I lost my keys. Sorry, my fault.",),
        ("Wilfreda: I rang my brother. Sorry, my battery died.",),
        ("Wilfreda: We met the new vicar. Sorry, the dog ran off.",),
        ("Wilfreda: It rained on Monday, not Tuesday but Wednesday too.",),
        ("Wilfreda: I came first in the race, actually, I love running.",),
    ],
)
def test_what_only_looks_like_a_correction_of_a_value_changes_nothing(
    turns: tuple[str, ...],
) -> None:
    said = passages("\n".join(turns))
    assert [p.text for p in corrected(said)] == [p.text for p in said]


@pytest.mark.parametrize(
    "turns",
    [
        ("Wilfreda: I'm 41.", "Bo: How many grandchildren now?", "Wilfreda: Three, actually."),
        ("Wilfreda: We've got two ponies.", "Bo: How old are they?", "Wilfreda: Nine, actually."),
        (
            "Wilfreda: My nephew turns 21 on Friday.",
            "Bo: What time does the do start?",
            "Wilfreda: 7, actually: it's at the rugby club.",
        ),
        (
            "Wilfreda: I start at the library on Monday.",
            "Bo: Which day is the quiz?",
            "Wilfreda: Sorry, it's Thursday.",
        ),
    ],
)
def test_an_answer_to_the_others_question_corrects_nothing_before_it(
    turns: tuple[str, ...],
) -> None:
    assert read(*turns)[0] == turns[0].removeprefix("Wilfreda: ")


@pytest.mark.parametrize("check", ["Bo: 900?", "Bo: Did you say 900?"])
def test_a_question_that_checks_the_value_lets_the_answer_correct_it(check: str) -> None:
    turns = ("Wilfreda: The boiler cost 900 to fix.", check, "Wilfreda: 950, actually.")
    assert read(*turns)[0] == "The boiler cost 950 to fix."


@pytest.mark.parametrize(
    "turn",
    [
        "Wilfreda: I lost my purse at the market. Sorry, my husband lost it.",
        "Wilfreda: I sold my car last week... sorry, my dad sold it.",
    ],
)
def test_a_new_clause_with_an_irregular_past_is_no_thing_put_right(turn: str) -> None:
    assert read(turn) == [turn.removeprefix("Wilfreda: ")]


def test_many_corrections_inside_a_sentence_are_each_applied() -> None:
    # one after another, more of them than Python would recurse into
    turn = "Wilfreda: I bought a lamp... sorry " + "a lamp... sorry " * 1200 + "a rug."
    assert read(turn) == ["I bought a rug."]


def test_a_long_run_of_words_that_take_back_is_read_once() -> None:
    # each "no, " was once read again from every comma before it
    taken_back = "Wilfreda: we got a spaniel" + ", no" * 8000
    assert read(taken_back + ".") == [taken_back.removeprefix("Wilfreda: ") + "."]
    assert read(taken_back + ", sorry, a springer.") == ["we got a springer."]


def test_a_weekday_cut_short_is_corrected_like_one_in_full() -> None:
    assert read("Wilfreda: my MOT is on thurs. Actually, fri.") == ["my MOT is on fri."]
    # "sat" and "sun" are words of their own
    assert read("Wilfreda: We sat in the sun on Monday. Sorry, Tuesday.") == [
        "We sat in the sun on Tuesday."
    ]


@pytest.mark.parametrize(
    ("said", "text"),
    [
        # a value alone after the other said the speaker's value again
        (
            "Wilfreda: Our quiz team scored thirty-eight points on Friday. / Bo: Thirty-eight!"
            " / Wilfreda: Thirty-six. Tobias marks generously.",
            "Our quiz team scored thirty-six points on Friday.",
        ),
        (
            "Wilfreda: The plumber charged me 240. / Bo: 240? / Wilfreda: 260. Parts extra.",
            "The plumber charged me 260.",
        ),
        (
            "Wilfreda: we picked nine buckets of plums / Bo: nine buckets!! / Wilfreda: ten!",
            "we picked ten buckets of plums",
        ),
        (
            "Wilfreda: I marked sixty essays this week and three of them were good."
            " / Bo: Only three! / Wilfreda: Four. I was being harsh.",
            "I marked sixty essays this week and four of them were good.",
        ),
        # "really" after it, "no" before it, "3k", "and a half"
        (
            "Wilfreda: Tobias rowed 300 miles last summer. / Bo: Wow. / Wilfreda: 310 really",
            "Tobias rowed 310 miles last summer.",
        ),
        (
            "Wilfreda: Sixty-five, really, she said. No: Ada is eighty. Sorry, eighty-one.",
            "Sixty-five, really, she said. No: Ada is eighty-one.",
        ),
        ("Wilfreda: We invited 80 people. No, 85.", "We invited 85 people."),
        ("Wilfreda: the car cost me 4k. well 3,900", "the car cost me 3,900."),
        (
            "Wilfreda: The drive took Tobias six hours. Well, six and a half.",
            "The drive took Tobias six and a half hours.",
        ),
    ],
)
def test_a_value_said_again_in_the_next_turn_puts_it_right(said: str, text: str) -> None:
    assert read(*said.split(" / "))[0] == text


@pytest.mark.parametrize(
    "turns",
    [
        # the other asks for a new value
        ("Wilfreda: I swam 40 lengths today.", "Bo: 40! How long?", "Wilfreda: Fifty."),
        # no value of the speaker's said again
        ("Wilfreda: I swam 40 lengths today.", "Bo: Show-off!", "Wilfreda: Fifty."),
        ("Wilfreda: I swam 40 lengths today.", "Bo: All 50?", "Wilfreda: Forty-five."),
        # the value goes on into a clause of its own
        ("Wilfreda: I swam 40 lengths today.", "Bo: 40!", "Wilfreda: 2 more than Tobias."),
        # said first in the turn, "no" answers the other
        ("Bo: Was it 80 people?", "Wilfreda: No, 85."),
    ],
)
def test_a_value_alone_that_corrects_nothing_changes_nothing(turns: tuple[str, ...]) -> None:
    said = passages("\n".join(turns))
    assert corrected(said)[0].text == said[0].text


@pytest.mark.parametrize(
    ("turns", "text"),
    [
        (
            (
                "Wilfreda: I sell my jam at four pounds a jar.",
                "Bo: Four pounds!",
                "Wilfreda: Three fifty.",
            ),
            "I sell my jam at three pounds fifty a jar.",
        ),
        (
            (
                "Wilfreda: The ferry was six hundred euros.",
                "Bo: Six hundred!",
                "Wilfreda: Five hundred.",
            ),
            "The ferry was five hundred euros.",
        ),
    ],
)
def test_a_price_said_as_people_say_prices_keeps_its_money_word(
    turns: tuple[str, ...], text: str
) -> None:
    assert read(*turns)[0] == text


@pytest.mark.parametrize(
    ("said", "text"),
    [
        (
            "Wilfreda: I swam 60 lengths on Friday. / Bo: Really? "
            "/ Wilfreda: Well, 50. I lost count.",
            "I swam 50 lengths on Friday.",
        ),
        (
            "Wilfreda: Tobias sold forty lambs. / Bo: Seriously?? / Wilfreda: Thirty-eight.",
            "Tobias sold thirty-eight lambs.",
        ),
        (
            "Wilfreda: our quote came to 1,200 / Bo: are you sure? / Wilfreda: sorry, 1,250",
            "our quote came to 1,250",
        ),
    ],
)
def test_a_value_put_right_after_the_other_doubts_it(said: str, text: str) -> None:
    assert read(*said.split(" / "))[0] == text


def test_a_value_after_the_others_question_for_a_new_one_puts_nothing_right() -> None:
    turns = ("Wilfreda: I swam 60 lengths.", "Bo: How long?", "Wilfreda: 50 minutes.")
    assert read(*turns)[0] == "I swam 60 lengths."


@pytest.mark.parametrize(
    ("said", "text"),
    [
        # review s41: a value of another kind or size, or of a sentence with two of its kind
        (
            "Wilfreda: We bought a house with 3 bedrooms. / Bo: Really? / Wilfreda: 300k. Mad.",
            "We bought a house with 3 bedrooms.",
        ),
        ("Wilfreda: I ran 10k on Sunday. / Bo: Seriously? / Wilfreda: 12.", "I ran 10k on Sunday."),
        ("Wilfreda: I'm 34 and Tom is 36. / Bo: Really? / Wilfreda: 37.", "I'm 34 and Tom is 36."),
        # still put right: the same kind, near in size
        ("Wilfreda: I ran 10k on Sunday. / Bo: Really? / Wilfreda: 12k.", "I ran 12k on Sunday."),
        (
            "Wilfreda: We paid 2 grand for the car. / Bo: Really? / Wilfreda: 2,400.",
            "We paid 2,400 for the car.",
        ),
    ],
)
def test_a_value_after_a_doubt_puts_right_only_one_it_can_replace(said: str, text: str) -> None:
    assert read(*said.split(" / "))[0] == text


@pytest.mark.parametrize(
    ("said", "text"),
    [
        # review s42: a bare figure put right keeps the unit of the one it replaces
        ("Wilfreda: I earn 30k. well, 28 if I'm honest", "I earn 28k."),
        (
            "Wilfreda: I paid £40 for the coat. well 45, he drives a hard bargain",
            "I paid £45 for the coat.",
        ),
        # as before: a unit said after it stays, a full figure is said as it is
        ("Wilfreda: I earn 30 grand. well, 28 if I'm honest", "I earn 28 grand."),
        ("Wilfreda: I earn 30k. well, 28,500 if I'm honest", "I earn 28,500."),
    ],
)
def test_a_figure_put_right_keeps_its_unit(said: str, text: str) -> None:
    assert read(said)[0] == text


@pytest.mark.parametrize(
    ("said", "text"),
    [
        # review s42: "it was X who ..., not Y" puts X in Y's place, not the whole cleft
        ("Wilfreda: Tom moved to Leeds. sorry, it was Jo who moved, not Tom", "Jo moved to Leeds."),
        (
            "Wilfreda: Tom lives in Leeds. no, it's Jo who lives there, not Tom",
            "Jo lives in Leeds.",
        ),
        # as before: a plain "X, not Y"
        ("Wilfreda: Tom moved to Leeds. sorry, Jo, not Tom", "Jo moved to Leeds."),
    ],
)
def test_a_cleft_correction_puts_only_who_in_place(said: str, text: str) -> None:
    assert read(said)[0] == text


@pytest.mark.parametrize(
    ("turns", "text"),
    [
        # an apology after the value, in the same turn or the speaker's next one
        (
            ("Wilfreda: We raised eighty pounds at the bake sale. Eighty-four, sorry.",),
            "We raised eighty-four pounds at the bake sale.",
        ),
        (
            ("Wilfreda: we've got 60 hens now", "Wilfreda: 65 sorry, forgot the bantams"),
            "we've got 65 hens now",
        ),
        (
            (
                "Wilfreda: Three hundred people came to the carnival on Saturday.",
                "Wilfreda: Three hundred and sixty, sorry; the gate count was late.",
            ),
            "Three hundred and sixty people came to the carnival on Saturday.",
        ),
        (
            ("Wilfreda: Tobias ran the 5k in twenty-six minutes. Twenty-four, my mistake.",),
            "Tobias ran the 5k in twenty-four minutes.",
        ),
        # a measure said in two parts: the unit stays between them
        (
            ("Wilfreda: Tobias threw the javelin forty metres twenty. Forty-one ten, sorry.",),
            "Tobias threw the javelin forty-one metres ten.",
        ),
        (
            ("Wilfreda: My son is five foot nine now. Five ten, actually.",),
            "My son is five foot ten now.",
        ),
        (
            ("Wilfreda: The ferry took two hours forty.", "Wilfreda: two fifty, sorry"),
            "The ferry took two hours fifty.",
        ),
    ],
)
def test_a_value_with_an_apology_after_it_corrects_the_one_before(
    turns: tuple[str, ...], text: str
) -> None:
    assert read("Bo: Any news?", *turns)[1] == text


@pytest.mark.parametrize(
    "turns",
    [
        ("Wilfreda: We had 40 at the quiz.", "Bo: How many tables?", "Wilfreda: Twelve, sorry."),
        ("Wilfreda: I baked 30 scones.", "Wilfreda: Twelve, sorry for the wait, Bo."),
        ("Wilfreda: I swam 20 lengths.", "Wilfreda: Sorry, I have to go."),
    ],
)
def test_an_apology_that_corrects_nothing_changes_nothing(turns: tuple[str, ...]) -> None:
    said = passages("\n".join(turns))
    assert [p.text for p in corrected(said)] == [p.text for p in said]


# review s43: a figure whose "sorry" or "actually" goes on to name another thing is that
# thing's, and leaves the figure before it as said
@pytest.mark.parametrize(
    "turns",
    [
        ("Ann: We paid 300 for the tickets.", "Bob: Wow", "Ann: 400, sorry, I mean for the hotel."),
        ("Ann: We paid 300 for the tickets.", "Bob: Wow", "Ann: 400, sorry, for the hotel."),
        ("Ann: We paid 300 for the tickets.", "Bob: Wow", "Ann: 400, sorry, that was the hotel."),
        ("Ann: We paid 300 for the tickets. 400, actually, for the hotel.",),
    ],
)
def test_a_figure_for_another_thing_corrects_nothing(turns: tuple[str, ...]) -> None:
    facts = texts(*turns)
    assert "Ann and others paid 300 for the tickets." in facts
    assert not any("400" in fact for fact in facts)


@pytest.mark.parametrize(
    "turns",
    [
        # nothing after the apology, or only why: the figure before is put right, as before
        ("Ann: We paid 300 for the tickets.", "Bob: Wow", "Ann: 400, sorry."),
        ("Ann: We paid 300 for the tickets. 400, sorry, for both of us.",),
    ],
)
def test_a_figure_with_only_an_apology_still_corrects(turns: tuple[str, ...]) -> None:
    assert "Ann and others paid 400 for the tickets." in texts(*turns)


def test_a_figure_that_is_someone_elses_corrects_nothing() -> None:
    said = texts("Ann: We ran 10k in 50 mins.", "Bob: nice", "Ann: 52, sorry, Tom's time was 50.")
    assert "Ann and others ran 10k in 50 mins." in said
    # a reason that names someone but gives no figure of theirs still puts the figure right
    assert "Ann and others ran 10k in 52 mins." in texts(
        "Ann: We ran 10k in 50 mins.", "Bob: nice", "Ann: 52, sorry, Tom's watch was wrong."
    )

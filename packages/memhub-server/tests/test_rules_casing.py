"""Names typed in lower case, and names that only address the listener (issue #15,
rules/casing.py).

"ottilie sold forty jars at the fair" forms nothing while "ottilie" is just a lower-case
word; once the document (or the namespace) writes "my neighbour Ottilie", it is her name
wherever it can be nothing else. A name that is also an ordinary word ("rose", "will")
keeps its lower case unless the spot rules the ordinary word out, and a word the document
also writes after an article is never restored. The listener's name, a nickname of it or
an endearment in address ("my sister is 27, barney.") never ends up in a memory.
15 May 2024 is a Wednesday.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.casing import restored_names, without_vocatives
from memhub_server.pipeline.memory.rules.text import passages

WEDNESDAY = date(2024, 5, 15)


def texts(*lines: str, known: frozenset[str] = frozenset()) -> list[str]:
    content = "\n".join(lines)
    item = ExtractionInput(content, WEDNESDAY, known_names=known)
    return [fact.text for fact in extract_facts(item)]


def restored(*lines: str, known: tuple[str, ...] = ()) -> list[str]:
    return [part.text for part in restored_names(passages("\n".join(lines)), known)[0]]


# --- the capital given back ---------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "said"),
    [
        # the subject of a clause
        (
            ("Noor: my neighbour Ottilie keeps bees", "Noor: ottilie sold forty jars today"),
            "Ottilie sold forty jars today",
        ),
        # after a preposition, and owning something
        (
            ("Noor: my cousin Radek is back", "Noor: had lunch with radek, radek's van died"),
            "had lunch with Radek, Radek's van died",
        ),
        # "and i": a pair of subjects
        (
            ("Noor: my flatmate Sunniva is great", "Noor: sunniva and i painted the hall"),
            "Sunniva and i painted the hall",
        ),
        # a speaker's own name, spelled as their label
        (("Hamish: hi", "Lotte: hamish's brother moved to Oslo"), "Hamish's brother moved to Oslo"),
        # a name with letters beyond ASCII
        (
            ("Noor: my tutor Žaneta is strict", "Noor: žaneta failed me again"),
            "Žaneta failed me again",
        ),
        # a name given with "called"/"named", however it is typed
        (
            ("Noor: our new puppy is called tansy", "Noor: tansy chewed my shoe"),
            "Tansy chewed my shoe",
        ),
        (
            ("Noor: my uncle's named ruaridh", "Noor: ruaridh retired"),
            "Ruaridh retired",
        ),
        # a name that is also a word, where only the name fits: a past verb after it
        (
            ("Noor: my son Will is 9", "Noor: and will lost his first tooth on friday"),
            "and Will lost his first tooth on friday",
        ),
        (
            ("Noor: my aunt Rose is in Kent", "Noor: rose's husband retired"),
            "Rose's husband retired",
        ),
    ],
)
def test_attested_names_get_their_capital_back(lines: tuple[str, ...], said: str) -> None:
    assert restored(*lines)[-1] == said


def test_known_names_of_the_namespace_count() -> None:
    assert restored("Noor: radek got engaged", known=("Radek",)) == ["Radek got engaged"]


@pytest.mark.parametrize(
    ("lines", "said"),
    [
        # never attested as a name
        (("Noor: ottilie sold forty jars today",), "ottilie sold forty jars today"),
        # "called" that gives no name
        (("Noor: i called back", "Noor: back pain is the worst"), "back pain is the worst"),
        (("Noor: we called it a day", "Noor: day two was better"), "day two was better"),
        # a name that is also a word, where the word fits
        (("Noor: my aunt Rose is in Kent", "Noor: prices rose again"), "prices rose again"),
        (("Noor: my son Will is 9", "Noor: will you come at six"), "will you come at six"),
        (("Noor: my son Will is 9", "Noor: i will fix it"), "i will fix it"),
        (
            ("Noor: my friend Grace moved", "Noor: she said grace before dinner"),
            "she said grace before dinner",
        ),
        # the document also writes the word after an article: an ordinary word too
        (
            ("Noor: our dog Bramble is old", "Noor: a bramble cut my arm. bramble barked"),
            "a bramble cut my arm. bramble barked",
        ),
        # capitalised only in a run of capitals, as a title
        (("Noor: I teach Year 9 Maths Methods", "Noor: maths is fun"), "maths is fun"),
        # a grammar word opening a sentence before someone's name
        (("Noor: For you, yes. Gethin can help, he knows", "Noor: it's for you"), "it's for you"),
        # inside an address or a handle
        (
            ("Noor: my cousin Radek is back", "Noor: mail radek.nowak@example.com or @radek"),
            "mail radek.nowak@example.com or @radek",
        ),
    ],
)
def test_other_lower_case_words_stay(lines: tuple[str, ...], said: str) -> None:
    assert restored(*lines)[-1] == said


def test_a_restored_name_forms_its_facts() -> None:
    found = texts(
        "Noor: my neighbour Ottilie keeps bees",
        "Noor: ottilie sold forty jars of honey at the fair on saturday",
    )
    assert (
        "Ottilie sold forty jars of honey at the fair on Saturday, 11 May 2024 (2024-05-11)."
        in found
    )


def test_a_known_name_in_lower_case_forms_its_facts() -> None:
    found = texts("Noor: radek passed his driving test yesterday", known=frozenset({"Radek"}))
    assert found == ["Radek passed his driving test on 14 May 2024 (2024-05-14)."]


@pytest.mark.parametrize(
    "lines",
    [
        ("Noor: ottilie sold forty jars of honey on saturday",),
        ("Noor: my aunt Rose is in Kent", "Noor: prices rose on saturday"),
        ("Noor: my son Will is 9", "Noor: will you come on saturday"),
    ],
)
def test_no_name_no_fact_about_it(lines: tuple[str, ...]) -> None:
    found = texts(*lines)
    assert not [fact for fact in found if "saturday" in fact.lower() or "2024-05-1" in fact]


# --- vocatives ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "listeners", "said"),
    [
        ("my brother is 31, barney.", ["Barnaby"], "my brother is 31."),
        ("my brother is 31, Barnaby!", ["Barnaby"], "my brother is 31!"),
        ("it was awful, mate. truly", [], "it was awful. truly"),
        ("honestly, barnaby, it was awful", ["Barnaby"], "honestly it was awful"),
        ("barnaby!! you never call", ["Barnaby"], "you never call"),
        ("morning love! i start on monday", [], "i start on monday"),
        ("oh barnaby. I'm so sorry", ["Barnaby"], "I'm so sorry"),
        ("thanks, ade", ["Adebayo"], "thanks"),
    ],
)
def test_vocatives_are_dropped(text: str, listeners: list[str], said: str) -> None:
    assert without_vocatives(text, listeners) == said


@pytest.mark.parametrize(
    ("text", "listeners"),
    [
        ("I'll come, too.", ["Tomasz"]),  # a short word sharing the listener's first letters
        ("mum, dad and I went to Rome", []),  # a list of people, not an address
        ("we invited Tobi, Ada, Barnaby", ["Barnaby"]),
        ("I bought it in Leeds, Tobi.", ["Barnaby"]),  # someone else: who, we cannot tell
        ("Barnaby and I met in Leeds", ["Barnaby"]),
        ("Lisbon!", ["Lina"]),  # shares her first letters, but too long for a short form
    ],
)
def test_other_words_stay(text: str, listeners: list[str]) -> None:
    assert without_vocatives(text, listeners) == text


def test_a_vocative_never_ends_up_in_a_memory() -> None:
    found = texts("Barnaby: how old is your brother", "Ifeoma: he's 31, barney.")
    assert found and all("barney" not in fact.lower() for fact in found)
    found = texts("Barnaby: hi", "Ifeoma: i moved to Lisbon in March, love.")
    assert found == ["Ifeoma moved to Lisbon in March 2024."]


@pytest.mark.parametrize(
    ("text", "listeners"),
    [
        ("Ha, salt. Of course.", ["Saskia"]),  # shares two letters only
        ("Same, speak soon.", ["Saoirse"]),
        ("Nooo", ["Noor"]),  # a drawn-out "no"
    ],
)
def test_words_like_a_short_form_stay(text: str, listeners: list[str]) -> None:
    assert without_vocatives(text, listeners) == text


def test_a_name_seen_only_opening_a_sentence_is_restored_only_where_it_is_a_name() -> None:
    # "Night night! She ...": "Night" opens a sentence before "she"; no name
    lines = ("Noor: Night night! She sleeps now", "Noor: good night!")
    assert restored(*lines)[-1] == "good night!"
    lines = ("Noor: Tobiah came over. He brought cake", "Noor: tobiah and i baked a pie")
    assert restored(*lines)[-1] == "Tobiah and i baked a pie"
    lines = ("Noor: Tobiah came over. He brought cake", "Noor: tobiah ate it all")
    assert restored(*lines)[-1] == "Tobiah ate it all"


def test_a_word_paired_with_the_speaker_is_someone() -> None:
    found = texts(
        "Noor: so marit and i went to the coast",
        "Noor: marit swam in the sea on sunday",
        "Noor: marit is brave",
    )
    assert "Marit swam in the sea on Sunday, 12 May 2024 (2024-05-12)." in found
    assert not [fact for fact in found if "brave" in fact]  # no past verb: not surely her
    found = texts("Noor: work and i don't get along", "Noor: work sucked on monday")
    assert not [fact for fact in found if "sucked" in fact]


# --- a name only ever typed in lower case, attested by what only a person does ---------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Wren: and then tamsin proposed at the top of the lighthouse on saturday!!",
            "Tamsin proposed at the top of the lighthouse on Saturday, 11 May 2024 (2024-05-11).",
        ),
        (
            "Wren: dobbin escaped on monday and ate the neighbour's lettuces",
            "Dobbin escaped on Monday, 13 May 2024 (2024-05-13) and ate the neighbour's lettuces.",
        ),
        (
            "Wren: iolo moved in with me on the 1st. the flat is chaos",
            "Iolo moved in with Wren on 1 May 2024 (2024-05-01).",
        ),
    ],
)
def test_a_lower_case_name_before_a_life_event_is_restored(line: str, expected: str) -> None:
    assert expected in texts(line)


@pytest.mark.parametrize(
    "line",
    ["Wren: everyone moved out on monday", "Wren: work moved to the new site on monday"],
)
def test_no_one_in_particular_is_no_name(line: str) -> None:
    assert not [text for text in texts(line) if text.split(" ")[0] in {"Everyone", "Work"}]


# --- a lower-case subject in a turn typed as texting ----------------------------------


def test_a_lower_case_word_that_treats_the_speaker_is_a_name_throughout() -> None:
    said = restored(
        "ffion: hiya",
        "gwil: bryn took me for a curry n bought me a watch",
        "ffion: aw",
        "gwil: then drinks on bryn lol",
    )
    assert said[1].startswith("Bryn took me") and said[3].endswith("on Bryn lol")


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("gwil: wife eluned is doing a pottery course", "Eluned"),
        ("gwil: ugh. idris has been made captain", "Idris"),
        ("gwil: osian is 7 now and reading everything", "Osian"),
    ],
)
def test_a_lower_case_subject_of_a_person_s_state_is_a_name(line: str, expected: str) -> None:
    assert expected in restored("ffion: hiya", line)[1]


@pytest.mark.parametrize(
    "line",
    [
        "gwil: flu took me out for a week. stress is doing my head in",
        "gwil: rain stopped me going out. rain took me by surprise",
        "gwil: so telly is 9 now. my telly keeps dying",
        "Gwil: Honestly, coffee is doing wonders. So, brexit is 8 years old now.",
    ],
)
def test_a_thing_said_of_as_a_subject_stays_in_lower_case(line: str) -> None:
    said = restored("ffion: hiya", line)[1]
    assert said.split(".")[0] == line.split(": ", 1)[1].split(".")[0]

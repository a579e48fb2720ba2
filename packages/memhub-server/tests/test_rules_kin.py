"""People named in passing form relation facts (rules/kin.py, hooked into extract_facts).

Each case is a chat line of our own; the relation fact must be formed whatever the rest
of the clause forms (an opinion, a request, a question, a plan), and nothing must be
formed from hypotheticals, quotes, unnamed relations or capitalised words that are no
names.
"""

from __future__ import annotations

from datetime import date

import pytest

from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.pipeline.memory.rules import extract_facts
from memhub_server.pipeline.memory.rules.gate import unsafe
from memhub_server.pipeline.memory.rules.kin import kin_facts
from memhub_server.pipeline.memory.rules.text import Passage, passages

DAY = date(2025, 2, 11)


def facts(content: str, day: date = DAY) -> list[CandidateFact]:
    return extract_facts(ExtractionInput(content=content, document_date=day))


def texts(content: str) -> list[str]:
    return [fact.text for fact in facts(content)]


def passage_of(line: str) -> Passage:
    """A turn as :func:`passages` reads it: "User:" is the user, a name is that speaker."""
    speaker, _, text = line.rpartition(": ")
    return Passage({"": None, "User": "the user"}.get(speaker, speaker), text)


@pytest.mark.parametrize(
    ("line", "relation"),
    [
        # someone else's opinion: the clause forms nothing, the relation does
        ("Dagny: my husband Arvid reckons we should repaint the hall", "Dagny's husband is Arvid."),
        ("Dagny: my aunt Philippa says I look tired", "Dagny's aunt is Philippa."),
        # a question and a request
        (
            "User: Can my niece Perpetua join the cooking class too?",
            "The user's niece is Perpetua.",
        ),
        (
            "User: Please draft an email to my landlord Mr Szabo about the leak",
            "The user's landlord is Mr Szabo.",
        ),
        # a named owner, and the user named in the third person
        ("Oskar: Leontyne's cousin Cassius wants to visit", "Leontyne's cousin is Cassius."),
        ("The user's godson Peregrine wants a drum kit.", "The user's godson is Peregrine."),
        # multi-word names kept whole, a title with or without its full stop
        (
            "User: my colleague Sandeep Varma says the budget is fine",
            "The user's colleague is Sandeep Varma.",
        ),
        (
            "User: my supervisor Dr. Lindqvist explained it twice",
            "The user's supervisor is Dr. Lindqvist.",
        ),
        # a narrowing noun before a role, and an adjective before a relative
        (
            "User: my thesis supervisor Professor Ngata wants a draft by March",
            "The user's thesis supervisor is Professor Ngata.",
        ),
        ("Lorne: my little brother Fergus thinks he's funny", "Lorne's little brother is Fergus."),
        # between commas, and the name before the relation
        (
            "User: my dentist, Dr Afolabi, says I grind my teeth",
            "The user's dentist is Dr Afolabi.",
        ),
        (
            "User: I lent my bike to Hollis, my flatmate, and he lost it",
            "The user's flatmate is Hollis.",
        ),
        # "in law" spaced
        (
            "User: my brother in law Tobias wants me to help him move",
            "The user's brother-in-law is Tobias.",
        ),
        # a relation named with "called", in a sentence that forms nothing else
        (
            "Wanda: my riding instructor is a scary woman called Mrs Quigley, honestly",
            "Wanda's riding instructor is Mrs Quigley.",
        ),
        # other ways of giving the name
        (
            "User: a good friend of mine called Zebedee says the market is closing",
            "The user's friend is Zebedee.",
        ),
        ("User: my cousin, whose name is Leopoldine, says hi", "The user's cousin is Leopoldine."),
        ("User: my cousin named Leopoldine says hi", "The user's cousin is Leopoldine."),
        ("User: Anouska (my sister) says hi", "The user's sister is Anouska."),
        # plural relation, one fact for the list
        (
            "User: my twins Wilf and Ottoline keep asking for a puppy",
            "The user's twins are Wilf and Ottoline.",
        ),
        # a pet is named in passing too
        (
            "User: my dog Pilchard keeps barking at the postman, any tips?",
            "The user's dog is Pilchard.",
        ),
    ],
)
def test_relation_named_in_passing_forms_a_fact(line: str, relation: str) -> None:
    formed = kin_facts(passage_of(line), DAY)
    assert [fact.text for fact in formed] == [relation]
    fact = formed[0]
    assert fact.kind == "durable"
    assert fact.slot is None
    assert fact.forget_after is None
    assert unsafe(fact.text, fact.subject) is None


@pytest.mark.parametrize(
    ("line", "relation"),
    [
        ("Dagny: my husband Arvid reckons we should repaint the hall", "Dagny's husband is Arvid."),
        ("User: Does my dog Pilchard need a raincoat?", "The user's dog is Pilchard."),
        (
            "User: Help me choose a gift. It's for my stepdad Ignatius.",
            "The user's stepdad is Ignatius.",
        ),
        (
            "User: my thesis supervisor Professor Ngata says the draft is fine",
            "The user's thesis supervisor is Professor Ngata.",
        ),
    ],
)
def test_extractor_forms_the_relation_where_the_clause_forms_nothing(
    line: str, relation: str
) -> None:
    assert relation in texts(line)


def test_the_relation_outlives_a_fragment_around_it() -> None:
    # "The user's brother Fabian, they don't drive." fails the gate; the relation stands
    assert texts("User: My brother Fabian, I don't drive") == ["The user's brother is Fabian."]


def test_subject_is_the_owner() -> None:
    by_text = {f.text: f for f in facts("Oskar: Leontyne's cousin Cassius paints, she's nine")}
    assert by_text["Leontyne's cousin is Cassius."].subject == "Leontyne"
    by_text = {f.text: f for f in facts("Dagny: my husband Arvid reckons it's fine")}
    assert by_text["Dagny's husband is Arvid."].subject == "Dagny"
    by_text = {f.text: f for f in facts("User: my husband Arvid reckons it's fine")}
    assert by_text["The user's husband is Arvid."].subject == "the user"


def test_his_and_her_only_when_the_sentence_settles_whose() -> None:
    found = kin_facts(Passage("Marit", "my sister Brynja and her husband Eirik are visiting"), DAY)
    assert [f.text for f in found] == ["Marit's sister is Brynja.", "Brynja's husband is Eirik."]
    assert [f.subject for f in found] == ["Marit", "Brynja"]
    assert "Tamsin's brother is Crispin." in texts(
        "User: Tamsin says her brother Crispin is a firefighter"
    )
    # "her" after a brother: not him; after two people: either
    assert not any(
        "'s wife is" in t for t in texts("User: my brother Olaf and her wife Signy visited")
    )
    assert not any(
        "'s husband is" in t
        for t in texts("User: my sister Brynja and my cousin Astrid and her husband Eirik came")
    )
    # nobody named before "his"
    assert not any("Torvald" in t for t in texts("User: honestly his brother Torvald is a saint"))


def test_a_name_given_right_after_the_relation() -> None:
    assert "Marit's new intern is called Sunniva." in texts(
        "Marit: we've just taken on an intern. her name is Sunniva, she's brilliant"
    )
    # the name-given rewrite already restates this one ("our new neighbour is called Piotr"), so
    # the relation is formed once, by the clause rules
    formed = texts("User: we've got a new neighbour. his name is Piotr and he plays the tuba")
    assert sum("neighbour" in t and "Piotr" in t for t in formed) == 1, formed
    # a teacher met is not the speaker's teacher; a sister not had has no name
    assert not any(
        "Odile" in t for t in texts("User: I met a teacher at the bus stop. her name is Odile")
    )
    assert not any("Odile" in t for t in texts("User: I don't have a sister. her name is Odile"))
    # someone else came between the relation and the name
    assert not any(
        "Tom" in t for t in texts("User: my brother met a guy at the gym. his name is Tom")
    )
    # the pronoun's sex must fit the relation
    assert not any("Piotr" in t for t in texts("User: I have a new stepmum. his name is Piotr"))


def test_age_of_a_relation_just_named_is_dated() -> None:
    formed = {f.text: f for f in facts("Marit: my son Lasse wants a phone. he's eleven.")}
    age = formed["Lasse was eleven years old in February 2025."]
    assert age.subject == "Lasse"
    assert age.kind == "durable"
    assert "Marit's son is Lasse." not in formed  # "Marit's son Lasse wants a phone." says it
    months = texts("User: my niece Clemency was born in June. Clemency is 8 months old now")
    assert "Clemency was 8 months old in February 2025." in months
    # an age out of range, and a future birthday, are no ages
    assert not any("years old" in t for t in texts("User: my son Lasse wants a car. Lasse is 400."))
    assert not any(
        "eleven" in t for t in texts("User: my son Lasse wants a phone. Lasse turns eleven soon.")
    )


@pytest.mark.parametrize(
    "line",
    [
        "User: if my cousin Ferdinand turns up, hide the cake",
        "User: imagine my boss Gretchen in a clown suit",
        "User: Write a story where my sister Odile is a dragon",
        'User: She said "my husband Barnaby is away" and left',
        "User: is your sister Henrike coming?",
        "User: my brother says hi, Tancredi is opening a cafe",
        "User: my mum's there",
        "User: my wife cooked Sunday lunch",
        "User: my wife kamila cooked",
        "User: my boss Slacked me at midnight",
        "User: our lead Java developer quit",
        "User: My Sister Wendeline Is Great",
        "User: my dad Irish? no, Scottish",
        "User: I told my manager Thursday was impossible",
        "User: Honestly, my dad thinks the film is overrated",
        "User: Ha, my neighbour's been drilling all day",
        "User: Everyone's favourite teacher Mrs Okafor retired",
        # "called" is a phone call here
        "User: my cousin called Jo yesterday",
        "User: a friend of mine called me last night",
    ],
)
def test_no_relation_fact_from_near_misses(line: str) -> None:
    assert kin_facts(passage_of(line), DAY) == []


def test_no_duplicate_of_what_the_clause_rules_formed() -> None:
    # the clause rules form these already, in other words
    assert texts("Rosalind: My sister is called Marguerite.") == [
        "Rosalind's sister is called Marguerite."
    ]
    assert texts("Rosalind: Esperanza is my manager.") == ["Esperanza is Rosalind's manager."]
    found = texts("Rosalind: my sister Marguerite is a cardiologist in Leeds")
    assert not any(t == "Rosalind's sister is Marguerite." for t in found)
    assert any("Marguerite" in t for t in found)


def test_kin_facts_alone_and_without_relations() -> None:
    passage = Passage("Ines", "my flatmate Gwilym keeps stealing my oat milk")
    found = kin_facts(passage, DAY)
    assert [f.text for f in found] == ["Ines's flatmate is Gwilym."]
    assert kin_facts(Passage("Ines", "the weather in Cardiff is awful"), DAY) == []
    # whatever the text, it never fails
    for text in ("my sister", "my sister ,", "my sister Dr", "Dr's sister Mr", "'s sister X"):
        kin_facts(Passage(None, text), DAY)


def test_a_run_of_blanks_reads_as_one() -> None:
    # pasted text can hold long runs of spaces; read as one blank, they change nothing
    # (and no rule retries every blank of the run)
    spaced = "Ann: my" + " " * 5000 + "sister\t\t Ingrid is a   welder"
    assert [p.text for p in passages(spaced)] == ["my sister Ingrid is a welder"]
    assert texts(spaced) == texts("Ann: my sister Ingrid is a welder")
    assert [p.text for p in passages("a  b\n\n  c")] == ["a b\n\n c"]  # lines stay lines


# --- a parent by the bare word; a relative named in another fact of the turn -----------------


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "Tarja: Mum slipped on the ice on Saturday and broke her wrist.",
            "Tarja's mum slipped on the ice on Saturday, 8 February 2025 (2025-02-08) and broke"
            " her wrist.",
        ),
        (
            "Tarja: ugh, nonna turned 97 on Sunday and still beat us at cards",
            "Tarja's nonna turned 97 on Sunday, 9 February 2025 (2025-02-09)"
            " and still beat Tarja and others at cards.",
        ),
    ],
)
def test_a_parent_named_by_the_bare_word_is_the_speakers(content: str, expected: str) -> None:
    assert expected in texts(content)


@pytest.mark.parametrize(
    "content",
    ["Tarja: dad jokes are the worst", "Tarja: Mum, look at this!", "Tarja: I told mum about it"],
)
def test_a_bare_parent_word_that_is_no_subject_stays(content: str) -> None:
    assert not [text for text in texts(content) if "Tarja's mum" in text or "Tarja's dad" in text]


def test_a_relative_named_in_the_same_turn_is_named_in_its_news() -> None:
    formed = texts("Tarja: my son was born on Sunday, his name is Ilmari, we're exhausted")
    assert "Tarja's son Ilmari was born on Sunday, 9 February 2025 (2025-02-09)." in formed
    assert "Tarja's son is called Ilmari." in formed  # the relation itself stays


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "Wren: my girlfriend Odile is from Lyon and we're seeing her parents in May. "
            "her dad Bastien speaks no english",
            "Odile's dad is Bastien.",
        ),
        ("Wren: My landlady Henrietta is 84. Her grandson Piers fixes the boiler.", None),
        ("Wren: Bronwen's a star. Her brother Idris plays rugby for Cardiff.", None),
        ("Wren: my mate Oskar got engaged!! his fiancée Lenka is a vet", None),
        ("Wren: My brother Casimir rang. My sister Ilse came round. His wife Maud is ill.", None),
        ("Wren: Mrs Abernathy next door is retiring. Her son Rufus is a dentist.", None),
    ],
)
def test_his_or_her_owned_by_the_one_person_the_turn_named(
    content: str, expected: str | None
) -> None:
    formed = texts(content)
    wanted = {
        "Wren: My landlady Henrietta is 84. Her grandson Piers fixes the boiler.": (
            "Henrietta's grandson is Piers."
        ),
        "Wren: Bronwen's a star. Her brother Idris plays rugby for Cardiff.": (
            "Bronwen's brother is Idris."
        ),
        "Wren: my mate Oskar got engaged!! his fiancée Lenka is a vet": (
            "Oskar's fiancée is Lenka."
        ),
        "Wren: My brother Casimir rang. My sister Ilse came round. His wife Maud is ill.": (
            "Casimir's wife is Maud."
        ),
        "Wren: Mrs Abernathy next door is retiring. Her son Rufus is a dentist.": (
            "Mrs Abernathy's son is Rufus."
        ),
    }
    assert (expected or wanted[content]) in formed


@pytest.mark.parametrize(
    "content",
    [
        # two people named: either could be meant
        "Wren: Bronwen came over with Idris. Her sister Cerys stayed home.",
        "Wren: Bronwen and Gwen came over. Her sister Cerys stayed home.",
        # the relation or the title says the one named is of the other sex
        "Wren: My sister Ilse rang. His wife Maud is ill.",
        "Wren: Mrs Abernathy next door is retiring. His son Rufus is a dentist.",
        # someone without a name could be meant
        "Wren: Bronwen met a guy at the pub. His sister Cerys is a nurse.",
        "Wren: Bronwen came with my dad. His wife Maud was there.",
        "Wren: Bronwen's dog is poorly. Her vet Dr Pryce is worried.",
        # the owner is only a "she"
        "Wren: My landlady is lovely. She is 84. Her grandson Piers fixes the boiler.",
        # a "he" of the other sex when the name does not say which the person is
        "Wren: Kit rang. He said she was lovely. Her brother Idris is a chef.",
        # a name that is a film's or a book's
        "Wren: we watched Tangled. her sister Bronwen loved it",
        "Wren: Idris Quest is my favourite book. His brother Bronwen is funny.",
        # unreal
        "Wren: Bronwen is great. If her sister Cerys comes we'll go out.",
        # names in lower case
        "Wren: bronwen's a star. her brother Idris plays rugby.",
    ],
)
def test_no_his_or_her_owner_when_the_turn_leaves_it_open(content: str) -> None:
    formed = texts(content)
    assert not any(
        f"{owner}'s {relation}" in text
        for text in formed
        for owner in (
            "Bronwen",
            "Gwen",
            "Idris",
            "Ilse",
            "Abernathy",
            "Kit",
            "Maud",
            "Tangled",
            "Quest",
        )
        for relation in ("sister", "wife", "son", "vet", "grandson", "brother", "husband")
    ), formed


def test_his_or_her_owner_not_settled_when_the_prompt_names_someone_else() -> None:
    alone = texts("Wren: Bronwen's a star. Her brother Idris is a chef.")
    assert "Bronwen's brother is Idris." in alone
    formed = texts(
        "Nia: How is Gwen getting on?\nWren: Bronwen's a star. Her brother Idris is a chef."
    )
    assert not any("brother is Idris" in text for text in formed), formed


def test_the_clause_after_his_or_her_is_about_the_owner_the_turn_named() -> None:
    formed = texts("Wren: My landlady Henrietta is 84. Her grandson Piers fixes the boiler.")
    assert "Henrietta's grandson Piers fixes the boiler." in formed
    assert "Henrietta's grandson is Piers." in formed
    # news soon forgotten keeps the relation all the same
    formed = texts("Wren: My brother Casimir rang. His wife Maud is poorly.")
    assert "Casimir's wife is Maud." in formed


def test_his_or_her_in_the_sentence_that_names_its_owner_settles_nothing_after() -> None:
    formed = texts("Wren: Bronwen and her sister Gwen came. Her husband Idris stayed home.")
    assert "Bronwen's sister is Gwen." in formed
    assert not any("husband" in text for text in formed), formed

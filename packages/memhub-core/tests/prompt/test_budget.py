from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

import pytest

from memhub.prompt import (
    DEFAULT_TOKEN_BUDGET,
    Fact,
    MemoryContext,
    MemoryMode,
    Recall,
    RecallOptions,
    Section,
    dedupe,
    estimate_tokens,
    fit_budget,
)


def _recall(mode: MemoryMode = "full", **sections: tuple[str, ...]) -> Recall:
    """A recall holding `sections` (static, dynamic, search) of plain texts."""
    built = {
        name: tuple(
            Fact(id=f"{name}{i}", text=text, section=cast("Section", name))
            for i, text in enumerate(sections.get(name, ()))
        )
        for name in ("static", "dynamic", "search")
    }
    return Recall(mode=mode, **built)


def _cost(recall: Recall) -> int:
    return sum(estimate_tokens(f.text) + 1 for f in recall.facts)


def _words(n: int, word: str = "orchard") -> str:
    return " ".join([word] * n)


def test_estimate_takes_the_larger_of_characters_and_words() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("   ") == 0
    # 10 words of 1 letter: 19 characters / 4 = 4.75, but 10 words x 1.3 = 13.
    assert estimate_tokens(" ".join("a" * 10)) == 13
    # One 40-letter word: 40 / 4 = 10 beats 1 x 1.3.
    assert estimate_tokens("x" * 40) == 10


def test_no_budget_keeps_everything() -> None:
    recall = _recall(static=(_words(300),), search=(_words(300),))
    assert fit_budget(recall, None) is recall


def test_search_is_filled_in_rank_order_and_never_over_budget() -> None:
    hits = tuple(f"hit {i}: {_words(20)}" for i in range(10))
    each = estimate_tokens(hits[0]) + 1
    recall = _recall(mode="query", search=hits)
    fitted = fit_budget(recall, 100)
    assert [f.text for f in fitted.search] == list(hits[: 100 // each])
    assert 100 - each < _cost(fitted) <= 100


def test_a_fact_too_big_is_skipped_and_smaller_later_ones_still_fit() -> None:
    recall = _recall(mode="query", search=("short one", _words(200), "short two"))
    fitted = fit_budget(recall, 50)
    assert [f.text for f in fitted.search] == ["short one", "short two"]


def test_first_fact_is_kept_when_it_fits_exactly() -> None:
    text = _words(30)
    recall = _recall(mode="query", search=(text, "another"))
    fitted = fit_budget(recall, estimate_tokens(text) + 1)
    assert [f.text for f in fitted.search] == [text]


def test_nothing_fits_a_budget_smaller_than_every_fact() -> None:
    recall = _recall(static=(_words(50),), search=(_words(50),))
    assert fit_budget(recall, 10).is_empty


def test_long_profile_does_not_crowd_out_search_hits() -> None:
    profile = tuple(f"durable fact {i} {_words(8)}" for i in range(60))
    hits = tuple(f"answer {i} {_words(8)}" for i in range(10))
    fitted = fit_budget(_recall(static=profile, search=hits), 200)
    assert _cost(fitted) <= 200
    # Search takes up to half, the profile the rest, in their own orders.
    assert [f.text for f in fitted.search] == list(hits[: len(fitted.search)])
    assert [f.text for f in fitted.static] == list(profile[: len(fitted.static)])
    assert len(fitted.search) >= 5
    assert len(fitted.static) >= 5


def test_short_profile_leaves_its_room_to_search() -> None:
    hits = tuple(f"answer {i} {_words(8)}" for i in range(20))
    fitted = fit_budget(_recall(static=("Lives in Porto",), search=hits), 200)
    assert [f.text for f in fitted.static] == ["Lives in Porto"]
    # Nearly the whole budget goes to hits once the one-line profile is in.
    assert _cost(fitted) > 180
    assert _cost(fitted) <= 200


def test_profile_too_long_keeps_the_facts_about_the_query_first() -> None:
    profile = tuple(f"Durable fact number {i} about gardening" for i in range(40))
    profile = (*profile[:30], "The user lives in Ghent", *profile[30:])
    recall = Recall(
        mode="full",
        query="Where do I live these days?",
        static=_recall(static=profile).static,
    )
    fitted = fit_budget(recall, 60)
    texts = [f.text for f in fitted.static]
    # 31st in the profile, yet kept: it is the one fact about the question.
    assert "The user lives in Ghent" in texts
    assert _cost(fitted) <= 60
    # Without a query (or when everything fits) the profile's own order is kept.
    assert fit_budget(replace(recall, query=""), 60).static == recall.static[: len(texts)]
    assert fit_budget(recall, None).static == recall.static


def test_profile_too_long_keeps_the_facts_the_search_found_first() -> None:
    # "studying" shares no word with "nursing degree": only the search knew it answers
    profile = tuple(f"Teo fact {i} {_words(6)}" for i in range(30))
    profile += ("Teo started a nursing degree in February.",)
    recall = _recall(static=profile, search=("Teo's flat is near the station.",))
    found = replace(recall.static[-1], similarity=0.7)
    other = replace(recall.static[3], similarity=0.5)
    static = (*recall.static[:3], other, *recall.static[4:-1], found)
    recall = replace(recall, static=static, query="What is Teo studying?")
    fitted = fit_budget(recall, 60)
    kept = [f.text for f in fitted.static]
    assert "Teo started a nursing degree in February." in kept
    assert kept.index("Teo started a nursing degree in February.") == len(kept) - 1
    assert other.text in kept
    assert [f.text for f in fitted.search] == ["Teo's flat is near the station."]


def test_kept_profile_facts_are_shown_in_the_profile_order() -> None:
    profile = ("Keeps bees", "Rides a cargo bike to work", "Owns a kayak")
    recall = Recall(mode="profile", query="bike and kayak", static=_recall(static=profile).static)
    cost = estimate_tokens(profile[1]) + estimate_tokens(profile[2]) + 2
    fitted = fit_budget(recall, cost)
    assert [f.text for f in fitted.static] == ["Rides a cargo bike to work", "Owns a kayak"]


def test_profile_alone_fills_static_then_dynamic() -> None:
    recall = _recall(
        mode="profile", static=tuple(_words(10) for _ in range(3)), dynamic=(_words(10),)
    )
    fitted = fit_budget(recall, 3 * (estimate_tokens(_words(10)) + 1))
    assert len(fitted.static) == 3
    assert fitted.dynamic == ()


def test_dedupe_before_budget_keeps_duplicates_from_taking_room() -> None:
    text = _words(30)
    recall = _recall(static=(text,), search=(text, "Prefers window seats"))
    fitted = fit_budget(dedupe(recall), estimate_tokens(text) + 1 + 10)
    assert [f.text for f in fitted.facts] == [text, "Prefers window seats"]


def test_recall_options_default_budget_and_validation() -> None:
    assert RecallOptions().token_budget == DEFAULT_TOKEN_BUDGET == 400
    assert RecallOptions(token_budget=None).token_budget is None
    with pytest.raises(ValueError, match="token_budget"):
        RecallOptions(token_budget=0)


async def test_memory_context_applies_the_budget(flavour: Any) -> None:
    hits = [f"passage {name} {_words(40)}" for name in ("one", "two", "three", "four")]
    client = flavour.make(search=hits)
    context = MemoryContext(
        client, namespace="u1", options=RecallOptions(mode="query", token_budget=150)
    )
    block = await flavour.build(context, [{"role": "user", "content": "orchard?"}])
    assert block is not None
    # Each passage costs over 80 estimated tokens: one fits, a second would overflow.
    assert "passage one" in block
    assert "passage two" not in block
    # The search request still asks for up to search_limit hits.
    assert client.calls[-1][2]["limit"] == 10


# -- passages cut to the lines that answer -------------------------------------------------

_PASSAGE = "\n".join(
    [
        "[2025-04-12, 12 April 2025]",
        "[09:01] tomas: morning!! how was the weekend",
        "[09:02] ana: " + _words(40, "busy"),
        "[09:03] tomas: did u ever find a name for the bakery",
        "[09:04] ana: yes!! its called the rolling pin, opening in may",
        "[09:05] tomas: love it. " + _words(40, "lovely"),
        "[09:06] ana: " + _words(40, "thanks"),
    ]
)


def _passage_recall(query: str, *hits: str, static: tuple[str, ...] = ()) -> Recall:
    return replace(_recall(mode="full", static=static, search=hits), query=query)


def test_a_passage_too_long_is_cut_to_the_line_about_the_query_and_its_reply() -> None:
    fitted = fit_budget(_passage_recall("What is the name of Ana's bakery?", _PASSAGE), 80)
    (text,) = [f.text for f in fitted.search]
    assert text.startswith("[2025-04-12, 12 April 2025]\n…\n")
    assert "did u ever find a name for the bakery" in text
    assert "its called the rolling pin" in text
    assert text.endswith("\n…")
    assert estimate_tokens(text) + 1 <= 80
    assert fitted.search[0].id == "search0"


def test_the_cut_grows_to_the_line_before_when_it_fits() -> None:
    passage = "\n".join(
        [
            "Priya: How is the new flat?",
            "Owen: Lovely, and my sister moved in next door.",
            "Priya: What does Cerys do these days?",
            "Owen: She's a tree surgeon now, climbing oaks all week.",
            "Priya: " + _words(60, "wonderful"),
        ]
    )
    fitted = fit_budget(_passage_recall("What does Cerys do for work?", passage), 60)
    (text,) = [f.text for f in fitted.search]
    assert text.splitlines() == [
        "…",
        "Owen: Lovely, and my sister moved in next door.",
        "Priya: What does Cerys do these days?",
        "Owen: She's a tree surgeon now, climbing oaks all week.",
        "…",
    ]


def test_names_on_every_line_count_for_little_against_a_rare_word() -> None:
    passage = "\n".join(
        [
            "[10:00] lena: lena here, back from the coast",
            "[10:01] max: lena!! hows the coast",
            "[10:02] lena: windy. my dog bruno loved the beach tho",
            "[10:03] max: " + _words(50, "haha"),
            "[10:04] lena: " + _words(50, "yeah"),
        ]
    )
    fitted = fit_budget(_passage_recall("What is the name of Lena's dog?", passage), 40)
    (text,) = [f.text for f in fitted.search]
    assert "my dog bruno" in text
    assert "lena here" not in text


@pytest.mark.parametrize(
    ("query", "text"),
    [
        # no word of the query in the passage: skipped as before, never cut at random
        ("Where does Ana live?", _PASSAGE),
        # a single long line is a memory, not a passage of turns
        ("What is the bakery called?", "The bakery " + _words(200, "crumb")),
        # no query words at all
        ("", _PASSAGE),
    ],
)
def test_a_passage_is_not_cut_without_a_line_about_the_query(query: str, text: str) -> None:
    fitted = fit_budget(_passage_recall(query, text, "short fact"), 60)
    assert [f.text for f in fitted.search] == ["short fact"]


def test_a_passage_that_fits_is_shown_whole() -> None:
    fitted = fit_budget(_passage_recall("bakery name?", _PASSAGE), 1000)
    assert [f.text for f in fitted.search] == [_PASSAGE]


def test_a_cut_passage_leaves_room_for_the_profile_and_stays_in_budget() -> None:
    profile = tuple(f"Ana fact {i} {_words(6)}" for i in range(10))
    fitted = fit_budget(
        _passage_recall("What is the name of Ana's bakery?", _PASSAGE, static=profile), 150
    )
    assert _cost(fitted) <= 150
    assert len(fitted.static) >= 3
    assert any("rolling pin" in f.text for f in fitted.search)


def test_a_profile_that_fits_the_budget_but_not_its_share_keeps_the_relevant_facts() -> None:
    # 24 facts of ~13 tokens fit a 400 budget alone, not beside 200 tokens of search hits
    profile = tuple(f"Ola fact {i} {_words(5)}" for i in range(24))
    profile += ("Ola's bike is a red Bianchi.",)
    hits = tuple(f"hit {i} {_words(10)}" for i in range(20))
    recall = replace(_recall(static=profile, search=hits), query="What bike does Ola ride?")
    assert sum(estimate_tokens(f.text) + 1 for f in recall.static) < 400
    fitted = fit_budget(recall, 400)
    assert "Ola's bike is a red Bianchi." in [f.text for f in fitted.static]
    assert len(fitted.static) < len(profile)

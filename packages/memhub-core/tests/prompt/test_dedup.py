from __future__ import annotations

import pytest

from memhub.prompt import Fact, MemoryMode, Recall, dedupe, memory_key


def _facts(section: str, *texts: str) -> tuple[Fact, ...]:
    return tuple(
        Fact(id=f"{section}{i}", text=t, section=section)  # type: ignore[arg-type]
        for i, t in enumerate(texts)
    )


def _recall(
    mode: MemoryMode = "full",
    static: tuple[str, ...] = (),
    dynamic: tuple[str, ...] = (),
    search: tuple[str, ...] = (),
) -> Recall:
    return Recall(
        mode=mode,
        static=_facts("static", *static),
        dynamic=_facts("dynamic", *dynamic),
        search=_facts("search", *search),
    )


def _texts(facts: tuple[Fact, ...]) -> list[str]:
    return [f.text for f in facts]


@pytest.mark.parametrize(
    "text",
    [
        "Alex likes tea",
        "  alex   LIKES\ttea ",
        "[Recent] Alex likes tea",
        "[recent]Alex likes tea",
        "[Summary] Alex likes tea",
        "[2025-01-02] Alex likes tea",
        "[2025-01-02][RECENT] Alex likes tea",
        "[Recent]  [Summary] [2025-01-02]   alex likes tea",
    ],
)
def test_key_ignores_markers_case_and_spacing(text: str) -> None:
    assert memory_key(text) == "alex likes tea"


@pytest.mark.parametrize(
    "text",
    ["Alex [Recent] likes tea", "[Soon] Alex likes tea", "[2025-1-2] Alex likes tea"],
)
def test_key_keeps_markers_that_are_not_leading_or_not_known(text: str) -> None:
    assert memory_key(text) != "alex likes tea"


def test_priority_static_then_dynamic_then_search() -> None:
    result = dedupe(
        _recall(
            static=("Alex likes tea",),
            dynamic=("[Recent] alex likes TEA", "Working on the launch"),
            search=("alex likes tea", "[2025-01-02] working on the launch", "Has a cat"),
        )
    )
    assert _texts(result.static) == ["Alex likes tea"]
    assert _texts(result.dynamic) == ["Working on the launch"]
    assert _texts(result.search) == ["Has a cat"]


def test_display_text_keeps_its_markers() -> None:
    result = dedupe(_recall(dynamic=("[Recent]  Moved to Porto",), search=("moved to porto",)))
    assert _texts(result.dynamic) == ["[Recent]  Moved to Porto"]
    assert result.search == ()


def test_duplicates_within_a_section_are_dropped_first_kept() -> None:
    result = dedupe(
        _recall(
            static=("Likes tea", "likes  tea", "Lives in Lisbon"),
            dynamic=("A", "[Recent] a"),
            search=("x", "X "),
        )
    )
    assert [f.id for f in result.static] == ["static0", "static2"]
    assert _texts(result.dynamic) == ["A"]
    assert _texts(result.search) == ["x"]


def test_query_mode_keeps_search_hits_that_match_the_hidden_profile() -> None:
    result = dedupe(
        _recall(
            mode="query", static=("Likes tea",), search=("likes tea", "Likes tea ", "Has a cat")
        )
    )
    assert _texts(result.search) == ["likes tea", "Has a cat"]


def test_full_mode_drops_search_hits_that_match_the_profile() -> None:
    result = dedupe(_recall(mode="full", static=("Likes tea",), search=("likes tea", "Has a cat")))
    assert _texts(result.search) == ["Has a cat"]


def test_facts_with_nothing_but_markers_are_dropped() -> None:
    result = dedupe(_recall(dynamic=("[Recent]", "   ", "Real fact")))
    assert _texts(result.dynamic) == ["Real fact"]


def test_dedupe_keeps_mode_query_and_error() -> None:
    error = RuntimeError("boom")
    original = Recall(mode="profile", query="q", error=error)
    result = dedupe(original)
    assert (result.mode, result.query, result.error) == ("profile", "q", error)


def test_facts_are_hashable_and_their_metadata_read_only() -> None:
    source = {"tags": "a"}
    fact = Fact(id="m1", text="t", section="search", metadata=source)
    source["tags"] = "changed"
    assert fact.metadata == {"tags": "a"}
    assert len({fact, Fact(id="m1", text="t", section="search", metadata={"tags": "a"})}) == 1
    with pytest.raises(TypeError):
        fact.metadata["tags"] = "b"  # type: ignore[index]


def _scored(section: str, *hits: tuple[str, float | None]) -> tuple[Fact, ...]:
    return tuple(
        Fact(id=f"{section}{i}", text=t, section=section, similarity=s)  # type: ignore[arg-type]
        for i, (t, s) in enumerate(hits)
    )


def test_a_profile_fact_the_search_also_found_takes_the_hits_similarity() -> None:
    recall = Recall(
        mode="full",
        static=_facts("static", "Noor is a welder.", "Noor lives in Leeds."),
        dynamic=_facts("dynamic", "[Recent] Noor started pottery."),
        search=_scored(
            "search",
            ("noor started pottery.", 0.71),
            ("Noor is a  welder.", 0.64),
            ("Noor's kiln is in the shed.", 0.52),
        ),
    )
    result = dedupe(recall)
    assert [(f.text, f.similarity) for f in result.facts] == [
        ("Noor is a welder.", 0.64),
        ("Noor lives in Leeds.", None),
        ("[Recent] Noor started pottery.", 0.71),
        ("Noor's kiln is in the shed.", 0.52),
    ]
    assert [f.section for f in result.facts] == ["static", "static", "dynamic", "search"]


def test_query_mode_leaves_the_hidden_profile_unscored() -> None:
    recall = Recall(
        mode="query",
        static=_facts("static", "Noor is a welder."),
        search=_scored("search", ("Noor is a welder.", 0.64)),
    )
    result = dedupe(recall)
    assert [f.similarity for f in result.static] == [None]
    assert [f.text for f in result.search] == ["Noor is a welder."]

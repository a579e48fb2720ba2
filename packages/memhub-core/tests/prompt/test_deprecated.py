"""The shared mapping from an adapter's old recall keywords to `RecallOptions`."""

from __future__ import annotations

import warnings

import pytest

from memhub.prompt import RecallOptions
from memhub.prompt.deprecated import options_from_keywords

DEFAULT = RecallOptions(mode="profile", timeout=1.5)
MESSAGES = {
    "deprecated": "Thing({keywords}) is deprecated",
    "conflict": "options= or {names}, not both",
}


def build(options: RecallOptions | None = None, **keywords: object) -> RecallOptions:
    return options_from_keywords(options, keywords, default=DEFAULT, stacklevel=3, **MESSAGES)


def test_no_keywords_gives_the_options_or_the_default_without_a_warning() -> None:
    given = RecallOptions(mode="full")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert build() is DEFAULT
        assert build(given) is given


def test_keywords_are_laid_over_the_default_with_a_warning_at_the_caller() -> None:
    with pytest.warns(DeprecationWarning, match=r"^Thing\(mode=, search_limit=\) is dep") as seen:
        options = build(mode="full", search_limit=3)
    assert options == RecallOptions(mode="full", search_limit=3, timeout=1.5)
    assert seen[0].filename == __file__


def test_keywords_and_options_together_are_refused() -> None:
    with pytest.raises(TypeError, match=r"^options= or mode, timeout, not both$"):
        build(RecallOptions(), mode="full", timeout=2.0)

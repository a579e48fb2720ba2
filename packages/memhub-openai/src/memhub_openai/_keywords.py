"""The recall keywords `with_memory` took before `options=`, kept for one release.

`with_memory(client, namespace=..., mode="full", timeout=2.0)` still works: the
keywords are laid over `DEFAULT_OPTIONS` and a `DeprecationWarning` names the
replacement. Type checkers still accept the old calls (`RecallKeywords`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypedDict

from memhub.prompt import MemoryMode, RecallOptions
from memhub.prompt.deprecated import options_from_keywords

from ._memory import DEFAULT_OPTIONS

if TYPE_CHECKING:
    from memhub.prompt.retrieval import FilterInput

__all__ = ["RecallKeywords", "options_with"]


class RecallKeywords(TypedDict, total=False):
    """Deprecated: the fields of `RecallOptions` that `with_memory` took one by one."""

    mode: MemoryMode
    search_limit: int
    threshold: float
    timeout: float
    raise_on_error: bool
    filter: FilterInput | None


def options_with(options: RecallOptions | None, deprecated: Mapping[str, Any]) -> RecallOptions:
    """The recall options for `with_memory`: `options`, or the default with the old keywords."""
    unknown = sorted(set(deprecated) - RecallKeywords.__optional_keys__)
    if unknown:
        raise TypeError(f"with_memory() got an unexpected keyword argument {unknown[0]!r}")
    return options_from_keywords(
        options,
        deprecated,
        default=DEFAULT_OPTIONS,
        deprecated="with_memory({keywords}) is deprecated; pass options=RecallOptions(...)",
        conflict="with_memory() takes options= or the older {keywords}, not both",
        stacklevel=4,  # the caller of with_memory, past this function and with_memory
    )

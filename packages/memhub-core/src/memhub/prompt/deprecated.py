"""Recall keywords an adapter took before `options=RecallOptions(...)`, kept for a release.

Adapters that once took `mode=`, `timeout=` and the like one by one still accept
them: the keywords are laid over the adapter's default options and a
`DeprecationWarning` names the replacement. The adapter words its own messages
(they name its class or function), so only the mapping lives here.
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from .retrieval import RecallOptions

__all__ = ["options_from_keywords"]


def options_from_keywords(
    options: RecallOptions | None,
    keywords: Mapping[str, Any],
    *,
    default: RecallOptions,
    deprecated: str,
    conflict: str,
    stacklevel: int,
) -> RecallOptions:
    """`options`, or `default` with the deprecated recall `keywords` laid over it.

    `deprecated` (the warning) and `conflict` (the `TypeError` when both styles
    are given) are formatted with `keywords` (`"mode=, timeout="`) and `names`
    (`"mode, timeout"`). `stacklevel` counts from this function, so the warning
    points at the adapter's caller.
    """
    if not keywords:
        return default if options is None else options
    spelled = {
        "keywords": ", ".join(f"{name}=" for name in keywords),
        "names": ", ".join(keywords),
    }
    if options is not None:
        raise TypeError(conflict.format(**spelled))
    warnings.warn(deprecated.format(**spelled), DeprecationWarning, stacklevel=stacklevel)
    return replace(default, **keywords)

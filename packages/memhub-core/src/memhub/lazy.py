"""Lazy public names for adapter packages: the one idiom every `memhub_*` adapter uses.

An adapter's `__init__` must not import its framework SDK: `import memhub_livekit`
stays cheap, and the SDK loads when a name that needs it is first used. When the
SDK is missing, the error says in one line what to install.

    __getattr__, __dir__ = lazy_exports(
        __name__, {"LiveKitMemory": "._memory"}, sdk="livekit", install="memhub-livekit"
    )
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["lazy_exports"]


def lazy_exports(
    package: str, homes: Mapping[str, str], *, sdk: str, install: str
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """`__getattr__` and `__dir__` for `package`, loading each name from its module
    in `homes` (relative, like `"._memory"`) on first use.

    A `ModuleNotFoundError` for the top-level module `sdk` becomes an ImportError that
    says to `pip install <install>`.
    """

    def __getattr__(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        try:
            module = importlib.import_module(home, package)
        except ModuleNotFoundError as exc:
            if (exc.name or "").partition(".")[0] != sdk:
                raise
            raise ImportError(
                f"{package}.{name} needs the {sdk!r} package: pip install {install}"
            ) from exc
        value = getattr(module, name)
        setattr(sys.modules[package], name, value)  # later lookups skip this hook
        return value

    def __dir__() -> list[str]:
        return sorted({*vars(sys.modules[package]), *homes})

    return __getattr__, __dir__

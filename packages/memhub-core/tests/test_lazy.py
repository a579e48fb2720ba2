from __future__ import annotations

import sys
import types
from collections.abc import Iterator

import pytest

from memhub.lazy import lazy_exports


@pytest.fixture
def package() -> Iterator[types.ModuleType]:
    """A throwaway package whose `_present` module imports fine and `_absent` does not."""
    root = types.ModuleType("fakepkg")
    root.__path__ = []
    present = types.ModuleType("fakepkg._present")
    present.Thing = object()  # type: ignore[attr-defined]
    sys.modules.update({"fakepkg": root, "fakepkg._present": present})
    root.__getattr__, root.__dir__ = lazy_exports(  # type: ignore[method-assign]
        "fakepkg",
        {"Thing": "._present", "Missing": "._absent", "Other": "._other"},
        sdk="fakesdk",
        install="memhub-fake",
    )
    yield root
    for name in ("fakepkg", "fakepkg._present"):
        sys.modules.pop(name, None)


def test_a_name_loads_on_first_use_and_is_then_cached(package: types.ModuleType) -> None:
    thing = package.Thing
    assert thing is sys.modules["fakepkg._present"].Thing
    assert vars(package)["Thing"] is thing
    assert {"Thing", "Missing"} <= set(dir(package))


def test_an_unknown_name_is_an_attribute_error(package: types.ModuleType) -> None:
    with pytest.raises(AttributeError, match="has no attribute 'Nope'"):
        _ = package.Nope


def test_a_missing_sdk_says_what_to_install(
    package: types.ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    absent = ModuleNotFoundError("No module named 'fakesdk.core'", name="fakesdk.core")
    other = ModuleNotFoundError("No module named 'elsewhere'", name="elsewhere")

    def fail(name: str, package: str | None = None) -> types.ModuleType:
        raise absent if name == "._absent" else other

    monkeypatch.setattr("importlib.import_module", fail)
    with pytest.raises(ImportError, match=r"needs the 'fakesdk' package: pip install memhub-fake"):
        _ = package.Missing
    # Any other missing module is not ours to explain.
    with pytest.raises(ModuleNotFoundError, match="elsewhere"):
        _ = package.Other

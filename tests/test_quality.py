"""Repository-wide gates: lint, formatting, strict typing and package layout.

They run as tests so the one test command is also the one quality gate.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = sorted(p for p in (ROOT / "packages").iterdir() if (p / "pyproject.toml").exists())


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_ruff_lint_is_clean() -> None:
    result = _run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_clean() -> None:
    result = _run("ruff", "format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.timeout(600)
def test_mypy_strict_on_every_package_src() -> None:
    sources = [str(p / "src") for p in PACKAGES]
    result = _run("mypy", *sources)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("package", PACKAGES, ids=[p.name for p in PACKAGES])
def test_every_package_ships_py_typed(package: Path) -> None:
    modules = [p for p in (package / "src").iterdir() if p.is_dir() and p.name.isidentifier()]
    assert modules, f"{package.name} has no importable module under src/"
    for module in modules:
        assert (module / "py.typed").exists(), f"{module} lacks py.typed"

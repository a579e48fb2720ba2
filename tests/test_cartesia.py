"""memhub-cartesia, which lives in an environment of its own, checked from the main suite.

cartesia-line pins fastapi, starlette, websockets and mcp older than memhub-server
runs, so `packages/memhub-cartesia` has its own pyproject and uv.lock and is not a
workspace member. These tests build that environment exactly as locked (`uv sync
--locked`: a no-op when it is up to date), start a real engine from this
environment on a loopback port, and there run the package's own tests against it,
its strict type check and its example. The one test command stays the one gate.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from memhub_server.testing import LocalEngine, LoopbackServer

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "packages" / "memhub-cartesia"
# Variables that would point uv or Python at this environment instead of the package's.
_FOREIGN = ("VIRTUAL_ENV", "UV_PROJECT_ENVIRONMENT", "PYTHONPATH", "PYTHONHOME")


def _environment(**extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in _FOREIGN and not k.startswith(("MEMHUB_", "SUPERMEMORY_", "OPENAI_"))
    }
    env.setdefault("UV_PYTHON_DOWNLOADS", "never")
    return {**env, **extra}


def _run(argv: list[str | Path], *, timeout: float, **env: str) -> str:
    result = subprocess.run(
        [str(a) for a in argv],
        cwd=PACKAGE,
        env=_environment(**env),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-8000:]
    return result.stdout


@pytest.fixture(scope="module")
def python() -> Path:
    """The package environment's interpreter, synced to its lock file."""
    uv = os.environ.get("UV") or shutil.which("uv")
    assert uv, "uv is needed to build memhub-cartesia's own environment (pip install uv)"
    _run([uv, "sync", "--locked", "--quiet"], timeout=600)
    return PACKAGE / ".venv" / "bin" / "python"


@contextlib.contextmanager
def _serve(data_dir: Path) -> Iterator[LoopbackServer]:
    with LocalEngine(data_dir) as engine, engine.loopback() as server:
        # Load the embedding model now, so no test's first recall waits for it.
        engine.client().search("warm-up", query="warm up")
        yield server


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LoopbackServer]:
    with _serve(tmp_path_factory.mktemp("cartesia-engine")) as server:
        yield server


@pytest.mark.timeout(600)
def test_the_package_tests_pass_against_a_real_engine(python: Path, engine: LoopbackServer) -> None:
    out = _run(
        [python, "-m", "pytest", "-q"],
        timeout=540,
        MEMHUB_CARTESIA_TEST_URL=engine.base_url,
    )
    summary = out.strip().splitlines()[-1]
    assert " passed" in summary, out[-4000:]
    assert "skipped" not in summary and "xfail" not in summary, summary


@pytest.mark.timeout(300)
def test_the_package_src_is_strictly_typed(python: Path) -> None:
    # Its own [tool.mypy] (strict), in its own environment: cartesia-line is installed there.
    out = _run([python, "-m", "mypy", "src"], timeout=280)
    assert out.startswith("Success"), out


@pytest.mark.timeout(300)
def test_the_example_remembers_across_calls(python: Path, tmp_path: Path) -> None:
    data_dir = tmp_path / ".memhub-examples" / "cartesia"  # the example's DATA_DIR
    with _serve(data_dir) as server:
        out = _run(
            [python, ROOT / "examples" / "cartesia_memory.py"],
            timeout=280,
            MEMHUB_BASE_URL=server.base_url,
            MEMHUB_API_KEY="local-test",
        )
    assert "  - The user loves green tea." in out
    assert out.count("<memhub-memory>") == 1
    assert "call 2  agent:  How about a pot of green tea, since you love it?" in out
    assert out.rstrip().endswith(
        "User: What should I drink this afternoon?\n\n"
        "Assistant: How about a pot of green tea, since you love it?"
    )
    assert (data_dir / "memhub.sqlite3").exists()


def test_the_package_environment_is_not_this_one() -> None:
    # The main environment never installs cartesia-line (its pins would downgrade the server).
    result = subprocess.run(
        [sys.executable, "-c", "import importlib.util as u; print(u.find_spec('line'))"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout.strip() == "None"

"""memhub-cartesia, which lives in an environment of its own, checked from the main suite.

cartesia-line pins fastapi, starlette, websockets and mcp older than memhub-server
runs, so `packages/memhub-cartesia` has its own pyproject and uv.lock and is not a
workspace member. These tests build that environment exactly as locked (`uv sync
--locked`: a no-op when it is up to date), start a real engine from this
environment on a loopback port, and there run the package's own tests against it,
its strict type check and its example, side by side. The one test command stays the
one gate.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from memhub_server.testing import LocalEngine

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


class Run:
    """A child process in the package's environment, started now, read when needed."""

    def __init__(self, argv: list[str | Path], **env: str) -> None:
        self.process = subprocess.Popen(
            [str(a) for a in argv],
            cwd=PACKAGE,
            env=_environment(**env),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    def output(self, timeout: float) -> str:
        """Its standard output once it has exited; fails the test on a non-zero exit."""
        out, err = self.process.communicate(timeout=timeout)
        assert self.process.returncode == 0, (out + err)[-8000:]
        return out

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.communicate()


@pytest.fixture(scope="module")
def python() -> Path:
    """The package environment's interpreter, synced to its lock file."""
    uv = os.environ.get("UV") or shutil.which("uv")
    assert uv, "uv is needed to build memhub-cartesia's own environment (pip install uv)"
    Run([uv, "sync", "--locked", "--quiet"]).output(timeout=600)
    return PACKAGE / ".venv" / "bin" / "python"


@pytest.fixture(scope="module")
def runs(python: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Run]]:
    """The package's tests, its type check and its example, started side by side (they
    mostly wait: on the engine, on imports) against one real engine on a loopback port,
    whose data folder is the one the example names (DATA_DIR)."""
    data_dir = tmp_path_factory.mktemp("cartesia") / ".memhub-examples" / "cartesia"
    with LocalEngine(data_dir) as engine, engine.loopback() as server:
        # Load the embedding model now, so no test's first recall waits for it.
        engine.client().search("warm-up", query="warm up")
        started = {
            "tests": Run([python, "-m", "pytest", "-q"], MEMHUB_CARTESIA_TEST_URL=server.base_url),
            # Its own [tool.mypy] (strict), where cartesia-line is installed.
            "mypy": Run([python, "-m", "mypy", "src"]),
            "example": Run(
                [python, ROOT / "examples" / "cartesia_memory.py"],
                MEMHUB_BASE_URL=server.base_url,
                MEMHUB_API_KEY="local-test",
            ),
        }
        try:
            yield started
        finally:
            for run in started.values():
                run.stop()


@pytest.mark.timeout(600)
def test_the_package_tests_pass_against_a_real_engine(runs: dict[str, Run]) -> None:
    out = runs["tests"].output(timeout=540)
    summary = out.strip().splitlines()[-1]
    assert " passed" in summary, out[-4000:]
    assert "skipped" not in summary and "xfail" not in summary, summary


@pytest.mark.timeout(300)
def test_the_package_src_is_strictly_typed(runs: dict[str, Run]) -> None:
    out = runs["mypy"].output(timeout=280)
    assert out.startswith("Success"), out


@pytest.mark.timeout(300)
def test_the_example_remembers_across_calls(runs: dict[str, Run]) -> None:
    out = runs["example"].output(timeout=280)
    assert "  - The user loves green tea." in out
    assert out.count("<memhub-memory>") == 1
    assert "call 2  agent:  How about a pot of green tea, since you love it?" in out
    assert out.rstrip().endswith(
        "User: What should I drink this afternoon?\n\n"
        "Assistant: How about a pot of green tea, since you love it?"
    )


def test_the_package_environment_is_not_this_one() -> None:
    # The main environment never installs cartesia-line (its pins would downgrade the server).
    result = subprocess.run(
        [sys.executable, "-c", "import importlib.util as u; print(u.find_spec('line'))"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout.strip() == "None"

"""The examples keep working: each runs end to end against the in-process engine."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.mark.timeout(300)
def test_quickstart_runs(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMHUB_", "SUPERMEMORY_"))}
    result = subprocess.run(
        [sys.executable, str(EXAMPLES / "quickstart.py")],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=280,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "vegetarian" in result.stdout
    assert result.stdout.count("<memhub-memory>") == 1
    assert (tmp_path / ".memhub" / "memhub.sqlite3").exists()

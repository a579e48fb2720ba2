"""The Agent Framework example runs end to end against the in-process engine."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "agent_framework_memory.py"


@pytest.mark.timeout(300)
def test_example_runs_offline(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMHUB_", "SUPERMEMORY_"))}
    result = subprocess.run(
        [sys.executable, str(EXAMPLE)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=280,
        check=False,
    )

    assert result.returncode == 0, result.stderr
    out = result.stdout
    # Learned in the first conversation, recalled as instructions in the second.
    assert "assistant: I remember: The user lives in Lisbon. The user works as a nurse." in out
    assert out.count("<memhub-memory>") == 1
    assert "assistant: Memory search found: The user works as a nurse." in out
    assert (tmp_path / ".memhub" / "memhub.sqlite3").exists()

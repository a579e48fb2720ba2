"""The LiveKit example runs end to end, offline, against the in-process engine."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "livekit_memory.py"


@pytest.mark.timeout(300)
def test_the_livekit_example_remembers_across_calls(tmp_path: Path) -> None:
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
    assert "  - The user loves green tea." in out
    assert out.count("<memhub-memory>") == 1
    assert "call 2  agent:  How about a pot of green tea, since you love it?" in out
    assert out.rstrip().endswith(
        "User: What should I drink this afternoon?\n\n"
        "Assistant: How about a pot of green tea, since you love it?"
    )
    assert (tmp_path / ".memhub" / "memhub.sqlite3").exists()

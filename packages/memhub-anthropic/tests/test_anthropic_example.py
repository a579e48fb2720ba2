"""examples/claude_memory_tool.py runs end to end: offline, in-process engine, scripted Claude."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "claude_memory_tool.py"


@pytest.mark.timeout(300)
def test_the_example_runs_offline(tmp_path: Path) -> None:
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
    assert "Created /memories/user_profile.md (4 lines, 68B)." in out
    # The second conversation read the first one's file and edited it.
    assert "     3\t- Vegetarian" in out
    assert "     3\t- Vegan" in out
    assert "From my notes (Lives in Lisbon; Vegan; Allergic to peanuts)" in out
    # ...and memhub formed memories from it.
    assert "The user lives in Lisbon.   (from /memories/user_profile.md)" in out
    assert (tmp_path / ".memhub" / "memhub.sqlite3").exists()

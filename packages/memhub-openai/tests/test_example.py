"""The example runs end to end, offline, against the in-process engine."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "openai_memory.py"


@pytest.mark.timeout(180)
def test_the_example_remembers_across_conversations(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMHUB_", "SUPERMEMORY_"))}
    result = subprocess.run(
        [sys.executable, str(EXAMPLE)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=170,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "model > Nice to meet you! I'll keep that in mind." in lines
    # Friday's conversation is new, yet the model was told what Monday's taught memhub.
    assert "model > The user is vegetarian. The user lives in Lisbon." in lines
    assert "model > Here is what I know: The user is vegetarian. The user lives in Lisbon." in lines
    assert (tmp_path / ".memhub" / "memhub.sqlite3").exists()

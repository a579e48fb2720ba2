"""examples/pipecat_memory.py runs end to end, offline, in a fresh directory."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "pipecat_memory.py"


@pytest.mark.timeout(300)
def test_the_example_remembers_the_caller_on_the_second_call(tmp_path: Path) -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("MEMHUB_", "SUPERMEMORY_", "OPENAI_"))
    }
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
    first_call, second_call = out.split("=== call-2")
    # Nothing was known at the first turn (later turns of the same call may already see
    # memories formed from it, depending on timing); the second call was sent the memory.
    assert "<memhub-memory>" not in first_call.split("Bot:")[0]
    assert second_call.count("<memhub-memory>") == 1
    assert "- The user lives in Lisbon." in second_call
    assert "- The user is vegetarian." in second_call
    assert "Stored: User: Hi! I'm Alex." in first_call
    assert "Assistant: Biscuit is a lovely name. Talk soon!" in first_call
    assert (tmp_path / ".memhub").is_dir()

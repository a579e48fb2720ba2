"""The LangChain example runs end to end against the in-process engine."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "langchain_memory.py"


@pytest.mark.timeout(300)
def test_langchain_example_runs(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMHUB_", "SUPERMEMORY_"))}
    # Form memories as soon as the chat is stored instead of after the 5 s quiet window.
    env["MEMHUB_DREAM_WINDOW"] = "0"
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
    assert "history read back: 4 messages, exact: True" in out
    # What the chat taught memhub reaches the next model call through the retriever.
    assert (
        "--- the model receives:\n"
        "System: What you know about the user:\n"
        "- The user loves green tea.\n"
        "Human: Any tea recommendations for me?\n"
    ) in out
    assert '-> [success] {"results":[{"id":"mem_' in out
    assert '-> [error] {"error":"invalid arguments for search_memories' in out
    assert (tmp_path / ".memhub" / "memhub.sqlite3").exists()

"""The examples keep working: each runs end to end, offline, against the in-process engine.

Each runs as a fresh process in an empty directory with no memhub configuration in its
environment, exactly as a reader would run it.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def run_example(name: str, cwd: Path, **env: str) -> str:
    """Run `examples/<name>.py` in `cwd` and return its output; fail on a non-zero exit."""
    clean = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("MEMHUB_", "SUPERMEMORY_", "OPENAI_"))
    }
    result = subprocess.run(
        [sys.executable, str(EXAMPLES / f"{name}.py")],
        cwd=cwd,
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=280,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    # Its own data folder, so examples run one after another never mix memories.
    assert len(list((cwd / ".memhub-examples").glob("*/memhub.sqlite3"))) == 1
    assert not (cwd / ".memhub").exists()
    return result.stdout


def test_each_example_has_its_own_data_folder_and_namespace() -> None:
    sources = [path.read_text(encoding="utf-8") for path in sorted(EXAMPLES.glob("*.py"))]
    folders = [re.findall(r'^DATA_DIR = "(.+)"', text, re.M) for text in sources]
    users = [re.findall(r'^(?:NAMESPACE|USER|USER_ID) = "(.+)"', text, re.M) for text in sources]
    assert all(len(found) == 1 for found in folders + users)
    assert len({f[0] for f in folders}) == len({u[0] for u in users}) == len(sources)


@pytest.mark.timeout(300)
def test_quickstart_runs(tmp_path: Path) -> None:
    out = run_example("quickstart", tmp_path)
    assert "vegetarian" in out
    assert out.count("<memhub-memory>") == 1


@pytest.mark.timeout(300)
def test_agent_framework_example_recalls_in_a_new_session(tmp_path: Path) -> None:
    out = run_example("agent_framework_memory", tmp_path)
    # Learned in the first conversation, recalled as instructions in the second.
    assert "assistant: I remember: The user lives in Lisbon. The user works as a nurse." in out
    assert out.count("<memhub-memory>") == 1
    assert "assistant: Memory search found: The user works as a nurse." in out


@pytest.mark.timeout(300)
def test_claude_memory_tool_example_edits_its_notes(tmp_path: Path) -> None:
    out = run_example("claude_memory_tool", tmp_path)
    assert "Created /memories/user_profile.md (4 lines, 68B)." in out
    # The second conversation read the first one's file and edited it.
    assert "     3\t- Vegetarian" in out
    assert "     3\t- Vegan" in out
    assert "From my notes (Lives in Lisbon; Vegan; Allergic to peanuts)" in out
    # ...and memhub formed memories from it.
    assert "The user lives in Lisbon.   (from /memories/user_profile.md)" in out


@pytest.mark.timeout(300)
def test_claude_with_memory_example_recalls_in_a_new_conversation(tmp_path: Path) -> None:
    out = run_example("claude_with_memory", tmp_path)
    # Learned on Monday, recalled into Friday's system prompt after the cached part.
    assert "claude> The user is vegetarian. The user lives in Lisbon." in out
    assert "You are a local guide.\n<memhub-memory>" in out
    assert out.count("<memhub-memory>") == 1
    assert "claude> Here is what I know: The user is vegetarian. The user lives in Lisbon." in out


@pytest.mark.timeout(300)
def test_langchain_example_round_trips_history_and_retrieves(tmp_path: Path) -> None:
    # Form memories as soon as the chat is stored instead of after the 5 s quiet window.
    out = run_example("langchain_memory", tmp_path, MEMHUB_DREAM_WINDOW="0")
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


@pytest.mark.timeout(300)
def test_livekit_example_remembers_across_calls(tmp_path: Path) -> None:
    out = run_example("livekit_memory", tmp_path)
    assert "  - The user loves green tea." in out
    assert out.count("<memhub-memory>") == 1
    assert "call 2  agent:  How about a pot of green tea, since you love it?" in out
    # On a realtime model the profile reaches the live session's instructions.
    assert "call 3  agent:  Welcome back, Alex! Shall I put the kettle on for a green tea?" in out
    assert out.rstrip().endswith(
        "User: What should I drink this afternoon?\n\n"
        "Assistant: How about a pot of green tea, since you love it?"
    )


@pytest.mark.timeout(300)
def test_openai_example_remembers_across_conversations(tmp_path: Path) -> None:
    out = run_example("openai_memory", tmp_path)
    lines = out.splitlines()
    assert "model > Nice to meet you! I'll keep that in mind." in lines
    # Friday's conversation is new, yet the model was told what Monday's taught memhub.
    assert "model > The user is vegetarian. The user lives in Lisbon." in lines
    assert "model > Here is what I know: The user is vegetarian. The user lives in Lisbon." in lines


@pytest.mark.timeout(300)
def test_pipecat_example_remembers_the_caller_on_the_second_call(tmp_path: Path) -> None:
    out = run_example("pipecat_memory", tmp_path)
    first_call, second_call = out.split("=== call-2")
    # Nothing was known at the first turn (later turns of the same call may already see
    # memories formed from it, depending on timing); the second call was sent the memory.
    assert "<memhub-memory>" not in first_call.split("Bot:")[0]
    assert second_call.count("<memhub-memory>") == 1
    assert "- The user lives in Lisbon." in second_call
    assert "- The user is vegetarian." in second_call
    assert "Stored: User: Hi! I'm Alex." in first_call
    assert "Assistant: Biscuit is a lovely name. Talk soon!" in first_call


@pytest.mark.timeout(300)
def test_langgraph_example_recalls_across_threads_and_searches_the_store(tmp_path: Path) -> None:
    out = run_example("langgraph_memory", tmp_path, MEMHUB_DREAM_WINDOW="0")
    first, second = out.split("--- waiting for memhub")
    # The first turn had nothing to recall; the next thread gets what it taught memhub.
    assert "<memhub-memory>" not in first
    assert second.count("<memhub-memory>") == 1
    assert "- The user loves green tea." in second
    assert "assistant: Try a Japanese sencha, you love green tea." in second
    assert "--- namespaces: [('users', 'alex', 'notes'), ('users', 'alex', 'settings')]" in out
    assert "--- get: {'text': 'Visiting Kyoto and Osaka in April', 'severity': 0}" in out
    assert "--- filter severity > 1: ['allergy']" in out
    assert "--- search 'Which foods are dangerous?': allergy" in out

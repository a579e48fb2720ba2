"""Type checkers see a wrapped client as the client it wraps."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]

USAGE = textwrap.dedent(
    """
    from openai import AsyncOpenAI, AzureOpenAI, OpenAI

    from memhub import AsyncMemhub, Memhub
    from memhub.prompt import RecallOptions
    from memhub_openai import memory_of, memory_tools, with_memory

    client = with_memory(OpenAI(api_key="k"), namespace="a", memhub=Memhub())
    reveal_type(client)
    reveal_type(client.chat.completions.create(model="m", messages=[]))
    aclient = with_memory(AsyncOpenAI(api_key="k"), namespace="a", memhub=AsyncMemhub())
    reveal_type(aclient)
    azure = with_memory(
        AzureOpenAI(api_key="k", api_version="2025-04-01-preview", azure_endpoint="https://x"),
        namespace="a",
    )
    reveal_type(azure)
    reveal_type(memory_of(client))
    reveal_type(memory_tools(namespace="a"))
    reveal_type(memory_tools(namespace="a", memhub=AsyncMemhub()))
    with_memory(OpenAI(api_key="k"), namespace="a", options=RecallOptions(mode="full"))
    with_memory(OpenAI(api_key="k"), namespace="a", mode="full", timeout=1.0)  # deprecated, typed
    with_memory(OpenAI(api_key="k"), namespace="a", memhub=AsyncMemhub())
    """
)


@pytest.mark.timeout(300)
def test_mypy_sees_the_client_types(tmp_path: Path) -> None:
    usage = tmp_path / "usage.py"
    usage.write_text(USAGE)
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), str(usage)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    notes = [line.split(": ", 2)[-1] for line in result.stdout.splitlines() if "note:" in line]
    revealed = [note for note in notes if note.startswith("Revealed type")]
    assert revealed == [
        'Revealed type is "openai._client.OpenAI"',
        'Revealed type is "openai.types.chat.chat_completion.ChatCompletion"',
        'Revealed type is "openai._client.AsyncOpenAI"',
        'Revealed type is "openai.lib.azure.AzureOpenAI"',
        'Revealed type is "memhub_openai._memory.OpenAIMemory"',
        'Revealed type is "memhub_openai._tools.MemoryToolkit"',
        'Revealed type is "memhub_openai._tools.AsyncMemoryToolkit"',
    ], result.stdout
    # The one mistake: a sync client cannot recall through an async memhub client.
    errors = [line for line in result.stdout.splitlines() if ": error:" in line]
    mistake = USAGE.splitlines().index(USAGE.strip().splitlines()[-1]) + 1
    assert len(errors) == 1 and f"usage.py:{mistake}:" in errors[0], result.stdout

"""Every adapter package has the same shape: importing it loads no framework SDK, each
public name resolves on first use, and a missing SDK fails with an install hint."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

ADAPTERS = {
    "memhub_openai": "openai",
    "memhub_anthropic": "anthropic",
    "memhub_livekit": "livekit",
    "memhub_pipecat": "pipecat",
    "memhub_agent_framework": "agent_framework",
    "memhub_langchain": "langchain_core",
    "memhub_mcp": "mcp",
    "memhub_cartesia": "line",
}
# Locked on its own (tests/test_cartesia.py): its SDK cannot be installed here, so it takes
# part in the checks run in a child process with its src on the path, and its own tests
# resolve its public names where the SDK is installed.
ELSEWHERE = {
    "memhub_cartesia": Path(__file__).resolve().parents[1] / "packages/memhub-cartesia/src"
}


def _python(code: str, package: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if package in ELSEWHERE:
        env["PYTHONPATH"] = str(ELSEWHERE[package])
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)


@pytest.mark.parametrize(("package", "sdk"), ADAPTERS.items())
def test_importing_an_adapter_loads_neither_its_sdk_nor_the_server(package: str, sdk: str) -> None:
    code = (
        f"import sys, {package}\n"
        f"assert {sdk!r} not in sys.modules, 'the SDK was imported'\n"
        "assert 'memhub_server' not in sys.modules and 'numpy' not in sys.modules\n"
    )
    result = _python(code, package)
    assert result.returncode == 0, result.stderr


# Pipecat's own audio module imports the deprecated stdlib `audioop`.
@pytest.mark.filterwarnings("ignore:'audioop' is deprecated:DeprecationWarning")
@pytest.mark.parametrize("package", [p for p in ADAPTERS if p not in ELSEWHERE])
def test_every_public_name_resolves(package: str) -> None:
    module = importlib.import_module(package)
    for name in module.__all__:
        assert getattr(module, name) is not None
    assert set(module.__all__) <= set(dir(module))


# The first name of each adapter that needs its SDK. memhub_openai has none: it
# never imports `openai` for the wrapper itself, and the app's own `from openai
# import OpenAI` fails first.
NEEDS_SDK = {
    "memhub_anthropic": "MemhubMemoryTool",
    "memhub_livekit": "LiveKitMemory",
    "memhub_pipecat": "MemoryProcessor",
    "memhub_agent_framework": "MemhubContextProvider",
    "memhub_langchain": "MemhubRetriever",
    "memhub_mcp": "MemhubMCP",
    "memhub_cartesia": "CartesiaMemory",
}


@pytest.mark.parametrize(("package", "lazy"), NEEDS_SDK.items())
def test_a_missing_sdk_says_what_to_install(package: str, lazy: str) -> None:
    # A meta-path finder that refuses the SDK stands in for an environment without it.
    sdk = ADAPTERS[package]
    code = (
        "import sys\n"
        "class Refuse:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        f"        if name.partition('.')[0] == {sdk!r}:\n"
        "            raise ModuleNotFoundError(f'No module named {name!r}', name=name)\n"
        "sys.meta_path.insert(0, Refuse())\n"
        f"import {package}\n"
        "try:\n"
        f"    {package}.{lazy}\n"
        "except ImportError as exc:\n"
        "    print(exc)\n"
    )
    result = _python(code, package)
    assert result.returncode == 0, result.stderr
    install = package.replace("_", "-")
    assert f"pip install {install}" in result.stdout, result.stdout

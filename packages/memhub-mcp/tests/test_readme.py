"""The host configuration in the README works as written: every JSON block parses, and
each stdio entry names the installed command with arguments it accepts."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from memhub_mcp._cli import _parser

README = Path(__file__).resolve().parents[1] / "README.md"


def _configs() -> list[dict[str, Any]]:
    blocks = re.findall(r"```json\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    return [json.loads(block) for block in blocks]


def test_every_host_config_parses_and_each_stdio_entry_runs_memhub_mcp() -> None:
    servers = [entry for config in _configs() for entry in config["mcpServers"].values()]
    assert len(servers) == 4  # Claude Desktop twice, Claude Code, Cursor
    stdio = [entry for entry in servers if "command" in entry]
    assert stdio and all(entry["command"] == "memhub-mcp" for entry in stdio)
    assert (Path(sys.executable).parent / "memhub-mcp").exists()  # the console script
    for entry in stdio:
        _parser().parse_args(entry["args"])  # exits on an unknown argument
    for entry in servers:
        if "url" in entry:
            assert entry["url"].endswith("/mcp")
            assert entry["headers"]["Authorization"].startswith("Bearer ")

"""The line protocol the client drivers here speak with the test driving them.

A driver prints one JSON object per line on stdout: `{"step": name}` when it wants the
engine settled (it then waits for a line on stdin), and `{"result": {...}}` at the end.
Imported by the Python drivers (their folder is on `sys.path` when run as scripts).
"""

from __future__ import annotations

import json
import sys
from typing import Any

__all__ = ["result", "step"]


def step(name: str) -> None:
    """Tell the driving test a step is done, and wait until it has settled the engine."""
    print(json.dumps({"step": name}), flush=True)
    sys.stdin.readline()


def result(out: dict[str, Any]) -> None:
    print(json.dumps({"result": out}, default=str), flush=True)

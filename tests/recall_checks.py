"""Checks shared by the recall dev-set and held-out-set tests: a question is well-formed."""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

from _recall.scoring import terms

ABSOLUTE_DATE = re.compile(r"\d{4}-\d{2}(-\d{2})?")


def check_question(q: dict[str, Any], turns: Mapping[str, tuple[str, str]]) -> None:
    """`q` has an answer and evidence turns of its own conversation holding every key group.

    `turns` maps a turn id to (conversation id, turn text).
    """
    assert q["answer"].strip() and q["question"].strip(), q["id"]
    assert q["evidence"], q["id"]
    assert set(q["keys"]) == set(q["evidence"]), q["id"]
    assert all(turns[t][0] == q["conversation"] for t in q["evidence"]), q["id"]
    present = set(terms(" ".join(turns[t][1] for t in q["evidence"])))
    for groups in q["keys"].values():
        for group in groups:
            assert any(set(terms(p)) <= present for p in group), (q["id"], group)
    if q["category"] == "multi-hop":
        assert len(q["evidence"]) >= 2, q["id"]
    if q["category"] == "temporal":
        assert ABSOLUTE_DATE.fullmatch(q["answer"]), q["id"]


def written_files(folder: Path) -> dict[str, str]:
    """What `folder`'s own ``write.py`` writes: file name -> text (its ``build()``)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"write_{folder.name}", folder / "write.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    files: dict[str, str] = module.build()
    return files


def turn_texts(conversations: Sequence[Mapping[str, Any]]) -> dict[str, tuple[str, str]]:
    """Turn id -> (conversation id, turn text), as `check_question` takes them."""
    return {
        t["id"]: (c["id"], t["text"])
        for c in conversations
        for s in c["sessions"]
        for t in s["turns"]
    }

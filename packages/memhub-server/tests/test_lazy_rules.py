"""The offline rule extractor is loaded when memories are first formed, not at start-up:
compiling its patterns takes about a second, which a server, an embedded engine or a search
should not wait for."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from memhub import Memhub
from memhub_server.engine import Engine
from memhub_server.pipeline.memory.rules import LazyRuleExtractor
from memhub_server.services.status import server_status

_EXTRACTOR = "memhub_server.pipeline.memory.rules.extractor"


def test_starting_an_engine_and_searching_compile_no_rule(tmp_path: Path) -> None:
    # A fresh interpreter: this one has long since imported the rules.
    code = f"""
import sys
from memhub_server.config import Settings
from memhub_server.engine import Engine
import memhub_server.api
engine = Engine(Settings(data_dir={str(tmp_path / "data")!r}, start_worker=False, auth=False))
engine.start()
print({_EXTRACTOR!r} in sys.modules, type(engine.extractor).__name__)
engine.close()
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "LazyRuleExtractor"]


def test_the_lazy_extractor_forms_what_the_rules_form(
    make_engine: Callable[..., Engine], memhub_for: Callable[[Engine], Memhub]
) -> None:
    engine = make_engine()
    assert isinstance(engine.extractor, LazyRuleExtractor)
    assert engine.extractor.name == "rules"
    client = memhub_for(engine)
    client.add("kit", content="User: My sister is called Ottoline.", date="2026-02-01")
    assert engine.worker.drain()
    memories = [m.memory for m in client.list("kit", "memories").memories]
    assert memories == ["The user's sister is called Ottoline."]
    # operators still see which extractor they run
    assert server_status(engine)["extractor"] == "RuleExtractor"


def test_an_unknown_name_is_still_an_attribute_error() -> None:
    import memhub_server.pipeline.memory.rules as rules

    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        _ = rules.Nothing  # type: ignore[attr-defined]
    assert rules.RuleExtractor().name == "rules"

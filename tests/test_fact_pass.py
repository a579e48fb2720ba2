"""bench/fact_pass.py: the server-free pass over the dev sets, and its scoring (issue #15)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))

import fact_pass  # noqa: E402


def test_only_development_sets_are_listed() -> None:
    names = fact_pass.dev_sets()
    assert names[:2] == ["recall", "recall-dev2"]
    assert all(name == "recall" or re.fullmatch(r"recall-dev\d+", name) for name in names)


def test_a_blind_set_is_refused() -> None:
    with pytest.raises(SystemExit) as refused:
        fact_pass.main(["/tmp/unused.tsv", "blind-heldout32"])
    assert refused.value.code == 2


def test_every_sentence_is_accounted_for_and_scored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = fact_pass.facts_of_set("recall-dev2")
    sentences = [
        json.loads(raw)
        for raw in (BENCH / "data" / "recall-dev2" / "sentences.jsonl").read_text().splitlines()
    ]
    documents = {line.split("\t", 1)[0] for line in lines}
    assert {s["id"] for s in sentences} <= documents  # each formed something or said nothing
    assert all(len(line.split("\t")) == 4 for line in lines)
    written = tmp_path / "facts.tsv"
    written.write_text("\n".join(lines) + "\n")
    fact_pass.score(written, ["recall-dev2"], show=False)
    said = re.fullmatch(
        r"recall-dev2: precision ([\d.]+), recall ([\d.]+) "
        r"\((\d+) of (\d+) formed, (\d+) expected\)\n",
        capsys.readouterr().out,
    )
    assert said is not None
    matched, formed, expected = (int(said.group(n)) for n in (3, 4, 5))
    assert expected == sum(len(s["expected"]) for s in sentences)
    ids = {s["id"] for s in sentences}
    assert formed == sum(1 for line in lines if line.split("\t")[0] in ids and "\t-\t" not in line)
    assert 0 < matched <= min(formed, expected)
    assert float(said.group(1)) == pytest.approx(round(100 * matched / formed, 1))

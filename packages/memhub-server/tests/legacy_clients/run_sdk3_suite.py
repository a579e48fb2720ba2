"""Runs the `supermemory` 3.62.0 sdist's own generated API tests against a real memhub.

Not a pytest module (the sdist's tests are written for Stainless's mock server, with
fake ids, so many are expected to fail on a real server): a script that reports pass
counts per file.

    uv run python packages/memhub-server/tests/legacy_clients/run_sdk3_suite.py SDIST_DIR

SDIST_DIR is the unpacked `supermemory-3.62.0` sdist (`pip download --no-binary :all:`).
The suite runs in its own environment (`uv run --isolated --with supermemory==3.62.0 ...`)
against memhub on a loopback port with auth off (the suite sends the key "My API Key").
Its "mock server tests are disabled" skip markers are removed from a copy of the tests.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path

from memhub_server.testing import LocalEngine

SDK = "supermemory[aiohttp]==3.62.0"
TEST_DEPS = [
    "pytest==8.4.2",
    "pytest-asyncio",
    "respx",
    "dirty-equals",
    "time-machine",
    "nest_asyncio",
]
_SKIP = re.compile(r'^\s*@pytest\.mark\.skip\(reason="Mock server tests are disabled"\)\n', re.M)


def main() -> None:
    sdist = Path(sys.argv[1])
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        shutil.copytree(sdist / "tests", work / "tests")
        for path in (work / "tests" / "api_resources").glob("test_*.py"):
            path.write_text(_SKIP.sub("", path.read_text()))
        report = work / "report.xml"
        with LocalEngine(work / "data") as local, local.loopback() as server:
            command = ["uv", "run", "--isolated", "--no-project", "--quiet", "--with", SDK]
            for dep in TEST_DEPS:
                command += ["--with", dep]
            command += [
                "python",
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:cacheprovider",
                "tests/api_resources",
                f"--junitxml={report}",
                "-o",
                "asyncio_mode=auto",
            ]
            env = {**os.environ, "TEST_API_BASE_URL": server.base_url}
            subprocess.run(command, cwd=work, env=env, check=False, capture_output=True)
        counts: dict[str, Counter[str]] = {}
        failures: Counter[str] = Counter()
        for case in ElementTree.parse(report).iter("testcase"):
            name = case.get("classname", "").split(".")[-2] + ".py"
            outcome = "passed"
            for child in case:
                if child.tag in ("failure", "error", "skipped"):
                    outcome = child.tag
                    message = (child.get("message") or "").splitlines()[0][:120]
                    failures[f"{name}: {message}"] += 1
            counts.setdefault(name, Counter())[outcome] += 1
    for name, counter in sorted(counts.items()):
        total = sum(counter.values())
        print(f"{name}: {counter['passed']}/{total} passed {dict(counter)}")
    print("\nfailure reasons:")
    for reason, n in failures.most_common():
        print(f"  {n:3d}  {reason}")


if __name__ == "__main__":
    main()

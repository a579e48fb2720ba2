"""The docs work as written: every shell and Python block in README.md and docs/ runs.

Blocks run in order, one document at a time, in a fresh folder per document with the
workspace's `memhub` and `python` first on PATH and no memhub configuration in the
environment, as a reader who installed memhub would run them. A comment on the line
above a block changes how it runs:

- `<!-- docs-test: skip: <reason> -->`: not run (a real model key, Docker, root, a git
  host); the reason is required.
- `<!-- docs-test: background -->`: a long-running command (`memhub serve`): started,
  waited for until its port answers, and stopped after the document's last block.
- `<!-- docs-test: in-checkout -->`: run from the repository root (building wheels).

The one rewrite: port 6767 becomes a free port, so the test never collides with a server
already running on the machine. The generated pages must match `docs/generate.py`.
"""

from __future__ import annotations

import importlib.util
import os
import re
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
RUNNABLE = {"bash": "bash", "sh": "bash", "python": "python"}
_FENCE = re.compile(r"^```(\w*)\s*$")
_MARK = re.compile(r"^<!-- docs-test: (skip: (?P<reason>.+?)|background|in-checkout) -->$")


@dataclass(frozen=True)
class Block:
    path: Path
    line: int
    language: str
    code: str
    mark: str  # "", "skip", "background" or "in-checkout"
    reason: str = ""


def blocks(path: Path) -> list[Block]:
    found: list[Block] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        fence = _FENCE.match(lines[i])
        if not fence:
            i += 1
            continue
        start, language = i, fence.group(1)
        i += 1
        while i < len(lines) and lines[i].strip() != "```":
            i += 1
        code = "\n".join(lines[start + 1 : i]) + "\n"
        above = lines[start - 1].strip() if start else ""
        marked = _MARK.match(above)
        mark = ""
        if marked:
            mark = "skip" if marked.group("reason") else marked.group(1)
        reason = (marked.group("reason") or "") if marked else ""
        found.append(Block(path, start + 1, language, code, mark, reason))
        i += 1
    return found


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _env() -> dict[str, str]:
    clean = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("MEMHUB_", "SUPERMEMORY_", "OPENAI_", "VIRTUAL_ENV"))
    }
    clean["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{clean.get('PATH', '')}"
    return clean


def _wait_for(port: int, process: subprocess.Popen[str], what: str) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"{what} exited with {process.returncode}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            time.sleep(0.1)
    raise AssertionError(f"{what} did not answer on port {port} within 60 s")


def test_every_block_is_runnable_or_says_why_not() -> None:
    for path in DOCS:
        for block in blocks(path):
            where = f"{path.relative_to(ROOT)}:{block.line}"
            if block.mark == "skip":
                assert len(block.reason) > 10, f"{where}: a skip needs a reason"
            if block.language in RUNNABLE or block.mark:
                continue
            # Only runnable languages may go unmarked; anything else says what it is.
            assert block.language in {"", "text", "json", "ini", "dockerfile"}, where


def _runnable(path: Path) -> list[Block]:
    return [b for b in blocks(path) if b.language in RUNNABLE and b.mark != "skip"]


@pytest.mark.timeout(600)
@pytest.mark.parametrize(
    "path", [p for p in DOCS if _runnable(p)], ids=lambda p: str(p.relative_to(ROOT))
)
def test_the_blocks_of_each_page_run_as_written(path: Path, tmp_path: Path) -> None:
    runnable = _runnable(path)
    port = _free_port()
    env = _env()
    background: list[subprocess.Popen[str]] = []
    try:
        for block in runnable:
            code = block.code.replace("6767", str(port))
            where = f"{path.relative_to(ROOT)}:{block.line}"
            command = (
                ["bash", "-euo", "pipefail", "-c", code]
                if RUNNABLE[block.language] == "bash"
                else [sys.executable, "-c", code]
            )
            cwd = ROOT if block.mark == "in-checkout" else tmp_path
            if block.mark == "background":
                process = subprocess.Popen(
                    command, cwd=cwd, env=env, text=True, start_new_session=True,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                )  # fmt: skip
                background.append(process)
                _wait_for(port, process, where)
                continue
            result = subprocess.run(
                command, cwd=cwd, env=env, capture_output=True, text=True, timeout=300,
                check=False,
            )  # fmt: skip
            assert result.returncode == 0, f"{where} failed:\n{result.stdout}\n{result.stderr}"
    finally:
        for process in background:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=30)


def test_generated_pages_are_up_to_date() -> None:
    spec = importlib.util.spec_from_file_location("docs_generate", ROOT / "docs" / "generate.py")
    assert spec and spec.loader
    generate = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generate)
    for page, text in generate.pages().items():
        assert page.read_text(encoding="utf-8") == text, (
            f"{page.name} is stale: run `uv run python docs/generate.py`"
        )


def test_no_readme_tells_people_to_pip_install_an_unpublished_package() -> None:
    readmes = [ROOT / "README.md", *ROOT.glob("packages/*/README.md"), *DOCS]
    for readme in readmes:
        text = readme.read_text(encoding="utf-8")
        assert not re.search(r"pip install memhub-[a-z-]+", text), readme


def test_relative_links_in_the_docs_lead_somewhere() -> None:
    pages = [*DOCS, *ROOT.glob("packages/*/README.md")]
    for page in pages:
        text = page.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if target.startswith(("http://", "https://", "mailto:")):
                continue
            file, _, anchor = target.partition("#")
            linked = (page.parent / file).resolve() if file else page
            assert linked.exists(), f"{page.relative_to(ROOT)} links to missing {target}"
            if anchor and linked.suffix == ".md":
                headings = re.findall(r"^#+ (.+)$", linked.read_text(encoding="utf-8"), re.M)
                slugs = {
                    re.sub(r"[^\w\- ]", "", h).strip().lower().replace(" ", "-") for h in headings
                }
                assert anchor in slugs, f"{page.relative_to(ROOT)}: no heading #{anchor} in {file}"

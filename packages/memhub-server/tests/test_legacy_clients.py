"""Official Supermemory clients of the v3/v4 API, unchanged, against a real memhub on
loopback: the Python SDK 3.62.0, `supermemory-openai-sdk` 1.0.10, `supermemory-pipecat`
0.1.5, `supermemory-cartesia` 0.1.5, and the TypeScript SDK 4.25.4 (npm).

None is a workspace dependency: `uv run --isolated --with <package>==<version>` gives
each Python client an environment of its own (from the package index), `npm install`
a temporary folder the TypeScript one, and a driver script under `legacy_clients/`
runs it. Add → memory formation → search and profile must return
what was added, through the v3/v4 routes only.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from memhub_server.services.auth import create_key
from memhub_server.testing import LocalEngine

# Each client meets the same answers on either storage backend.
pytestmark = pytest.mark.both_backends

SDK = "supermemory==3.62.0"
OPENAI_ADAPTER = "supermemory-openai-sdk==1.0.10"
DRIVERS = Path(__file__).parent / "legacy_clients"


def _run_client(
    local: LocalEngine, base_url: str, key: str, package: str, driver: str, *args: str
) -> dict[str, Any]:
    """Run the Python `driver` with `package` installed (see `_drive`)."""
    uv = shutil.which("uv")
    assert uv is not None, "uv runs the SDK in an environment of its own"
    command = [uv, "run", "--isolated", "--no-project", "--quiet", "--python", sys.executable]
    command += ["--with", package, "python", str(DRIVERS / driver), base_url, key, *args]
    return _drive(local, command, package)


REEF_PAGE = """<html><head><title>Reef survey</title><script>track()</script></head>
<body><nav>Menu</nav><article><h1>Reef survey</h1>
<p>The reef survey off Sagres starts at dawn on Tuesday.</p></article></body></html>"""


@contextmanager
def page_server(folder: Path) -> Iterator[str]:
    """Serves `folder` on a free loopback port; yields its base URL."""
    handler = partial(_QuietFiles, directory=str(folder))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


class _QuietFiles(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def _drive(
    local: LocalEngine, command: list[str], what: str, cwd: Path | None = None
) -> dict[str, Any]:
    """Run a client driver; settle the engine at each step it reports, return its result."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SUPERMEMORY_", "VIRTUAL_ENV"))}
    env["UV_PYTHON_DOWNLOADS"] = "never"
    # stderr to a file: a chatty client (Pipecat logs every frame) would fill a pipe and stall.
    with (
        tempfile.TemporaryFile("w+") as errors,
        subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
            env=env,
            cwd=cwd,
        ) as process,
    ):
        assert process.stdin is not None and process.stdout is not None
        for line in process.stdout:
            message = json.loads(line)
            if "step" in message:
                local.settle()
                process.stdin.write("\n")
                process.stdin.flush()
            else:
                process.wait(60)
                result: dict[str, Any] = message["result"]
                return result
        process.wait(60)
        errors.seek(0)
        stderr = errors.read()[-5000:]
    pytest.fail(f"the {what} driver ended without a result:\n{stderr}")


def test_sdk_3_62_round_trip(tmp_path: Path, database_settings: dict[str, Any]) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "reef.html").write_text(REEF_PAGE)
    # The operator setting lets the server fetch from the loopback page server.
    with (
        LocalEngine(
            tmp_path / "data", auth=True, fetch_private_urls=True, **database_settings
        ) as local,
        page_server(site) as pages,
    ):
        key, _ = create_key(local.engine.store, name="admin", admin=True)
        with local.loopback() as server:
            page = f"{pages}/reef.html"
            out = _run_client(local, server.base_url, key, SDK, "sdk3_roundtrip.py", page)
        forgotten = local.engine.memories.get("user_priya", out["forget"]["id"], set(), 1)

    assert out["version"] == "3.62.0"
    assert out["add"]["id"] == "intro-1"
    assert out["batch"] == {"success": 2, "failed": 0, "n": 2}
    # Content that is a URL is fetched; the page's text is stored, never the URL string.
    assert out["url"] == {"id": "reef-page", "status": "queued"}
    assert out["page"] == {
        "content": "Reef survey\nThe reef survey off Sagres starts at dawn on Tuesday.",
        "url": page,
        "title": "Reef survey",
    }
    assert out["bad_url"]["status"] == 400 and "HTTP 404" in out["bad_url"]["body"]["error"]
    # Reads by customId, with the namespaces (tags) the document lives in.
    assert out["get"]["customId"] == "intro-1"
    assert out["get"]["containerTags"] == ["user_priya"]
    assert out["get"]["status"] == "done"
    assert any("marine biologist" in memory for memory in out["get"]["memories"])
    # A document sent with two tags is seen under both; the odd tag is mapped, not refused.
    assert sorted(out["get_multi_tags"])[1] == "user_priya"
    assert out["list"]["total"] == 5 and out["list"]["pages"] == 3  # with the fetched page
    assert len(out["list"]["ids"]) == 2
    assert out["list_filtered"] == [["intro-1", out["list_filtered"][0][1]]]
    assert "marine biologist" in out["list_filtered"][0][1]
    assert out["processing"] == 0
    # Memories formed from what was added come back from v4 search, v3 search and profile.
    assert any("marine biologist" in memory for memory in out["v4_search"])
    assert any("cello" in text for text in out["v4_hybrid"])
    assert any(
        any("peanuts" in chunk for chunk in hit["chunks"]) and hit["documentId"] == "intro-1"
        for hit in out["v3_search"]
    )
    facts = out["profile"]["static"] + out["profile"]["dynamic"]
    assert any("peanuts" in fact for fact in facts)
    assert any("peanuts" in memory for memory in out["profile"]["search"])
    assert any("cello" in fact for fact in out["profile_other_tag"])
    assert not any("peanuts" in fact for fact in out["profile_other_tag"])
    assert out["update"] == "intro-1"
    assert out["settings"] is None
    assert out["settings_after"] == out["settings_update"] == "Only keep facts about people."
    # A memory revised (new version), found by search, then forgotten by its text.
    assert out["update_memory"]["version"] == 2
    assert out["update_memory"]["parent"] == out["update_memory"]["target"]
    assert "Priya works as a diver in Faro." in out["search_after_update"]
    assert out["forget"]["forgotten"] is True and out["forget"]["id"] == out["forget"]["target"]
    assert forgotten.is_forgotten and forgotten.metadata["forgetReason"] == "retired"
    assert out["forget_again"] == 409
    assert out["after_delete"] == 404
    assert out["bulk"] == {"deleted": 1, "errors": ["never-there"]}
    assert out["connections"] == 404


def test_openai_adapter_tools_and_middleware(
    tmp_path: Path, database_settings: dict[str, Any]
) -> None:
    with LocalEngine(tmp_path, auth=True, **database_settings) as local:
        key, _ = create_key(local.engine.store, name="admin", admin=True)
        with local.loopback() as server:
            out = _run_client(local, server.base_url, key, OPENAI_ADAPTER, "openai_adapter.py")

    # All seven tools succeed.
    assert out["add_memory"] is True and out["document_add"] is True
    found = out["search_memories"]
    assert found["success"] is True
    assert any("pilot" in (r.get("memory") or "") for r in found["results"])
    assert any("dumplings" in (r.get("chunk") or "") for r in found["results"])
    profile = out["get_profile"]
    assert profile["success"] is True
    assert any("pilot" in fact for fact in profile["profile"]["static"])
    listing = out["document_list"]
    assert listing["success"] is True and len(listing["documents"]) == 2
    assert out["memory_forget"]["success"] is True, out["memory_forget"]
    assert out["document_delete"]["success"] is True, out["document_delete"]
    # The middleware stored the conversation and injected it into the next call's prompt.
    # (The first call stores before it asks, so whether it already sees its own fact
    # depends on how fast memhub forms it: not asserted.)
    first, second = out["middleware_prompts"]
    assert first[0].startswith("You are helpful.")
    assert any("Miso" in prompt for prompt in second)


PIPECAT_ADAPTER = "supermemory-pipecat==0.1.5"


def test_pipecat_adapter_recalls_across_sessions(
    tmp_path: Path, database_settings: dict[str, Any]
) -> None:
    with LocalEngine(tmp_path, auth=True, **database_settings) as local:
        key, _ = create_key(local.engine.store, name="admin", admin=True)
        with local.loopback() as server:
            out = _run_client(local, server.base_url, key, PIPECAT_ADAPTER, "pipecat_adapter.py")

    # The first session had nothing to recall; the second gets the first one's facts,
    # injected by the adapter from memhub's /v4/profile answer.
    assert not any("user_memories" in m["content"] for m in out["first"])
    injected = [m["content"] for m in out["second"] if "<user_memories>" in m["content"]]
    assert len(injected) == 1
    assert "baker" in injected[0] and "Riga" in injected[0]


CARTESIA_ADAPTER = "supermemory-cartesia==0.1.5"


def test_cartesia_adapter_recalls_across_calls_under_each_tag(
    tmp_path: Path, database_settings: dict[str, Any]
) -> None:
    with LocalEngine(tmp_path, auth=True, **database_settings) as local:
        key, _ = create_key(local.engine.store, name="admin", admin=True)
        with local.loopback() as server:
            out = _run_client(local, server.base_url, key, CARTESIA_ADAPTER, "cartesia_adapter.py")

    assert out["first"] == [None]  # nothing to recall on the first call
    (context,) = out["second"]
    assert context is not None and "chemistry" in context and "<user_memories>" in context
    # The turn was stored with two tags; the second tag's profile sees it too.
    assert any("chemistry" in fact for fact in out["org"])


TS_SDK = "supermemory@4.25.4"


def test_typescript_sdk_round_trip(tmp_path: Path, database_settings: dict[str, Any]) -> None:
    npm, node = shutil.which("npm"), shutil.which("node")
    assert npm is not None and node is not None, "the TypeScript SDK runs on Node.js"
    folder = tmp_path / "ts"
    folder.mkdir()
    (folder / "package.json").write_text('{"private": true}')
    subprocess.run(
        [npm, "install", TS_SDK, "--no-audit", "--no-fund", "--loglevel=error"],
        cwd=folder,
        check=True,
        capture_output=True,
    )
    shutil.copy(DRIVERS / "ts_sdk.mjs", folder / "ts_sdk.mjs")
    with LocalEngine(tmp_path / "data", auth=True, **database_settings) as local:
        key, _ = create_key(local.engine.store, name="admin", admin=True)
        with local.loopback() as server:
            command = [node, "ts_sdk.mjs", server.base_url, key]
            out = _drive(local, command, TS_SDK, cwd=folder)

    assert out["add"] == {"id": "ines-1", "status": "queued"}
    assert out["get"] == {"customId": "ines-1", "containerTags": ["ts_user"], "status": "done"}
    assert out["list"] == ["ines-1"]
    assert any("clock restorer" in (text or "") for text in out["search"])
    assert any(
        "vegetarian" in fact for fact in out["profile"]["static"] + out["profile"]["dynamic"]
    )
    assert any("vegetarian" in (memory or "") for memory in out["profile"]["search"])
    assert out["updateMemory"]["version"] == 2
    assert out["updateMemory"]["parent"] == out["updateMemory"]["target"]
    assert out["forget"]["forgotten"] is True and out["forget"]["id"] == out["forget"]["target"]
    assert out["afterDelete"] == 404

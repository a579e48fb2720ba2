"""The `memhub` command: keys, serve's first-boot key, and re-embed."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memhub import APIConnectionError, AuthenticationError, Memhub
from memhub_server.cli import main


def test_keys_create_scoped_read_only(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    assert (
        main(["keys", "create", "--data-dir", str(data), "--namespace", "alice", "--read-only"])
        == 0
    )
    key = capsys.readouterr().out.splitlines()[0]
    assert key.startswith("mh_")
    from memhub_server.config import Settings
    from memhub_server.engine import Engine
    from memhub_server.services.auth import hash_key

    engine = Engine(Settings(data_dir=data, start_worker=False))
    try:
        record = engine.store.api_key_by_hash(hash_key(key))
        assert record is not None
        assert (record.namespaces, record.read_only, record.admin) == (("alice",), True, False)
    finally:
        engine.close()
    assert main(["keys", "create", "--data-dir", str(data), "--namespace", "bad ns"]) == 2


def test_unreachable_postgres_is_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Nothing listens on port 1: start-up must say so in one line, not a psycopg traceback.
    url = "postgresql://nobody:sekrit@127.0.0.1:1/x"
    code = main(["serve", "--database-url", url, "--data-dir", str(tmp_path / "data")])
    err = capsys.readouterr().err
    assert code == 2
    [line] = [line for line in err.splitlines() if line.startswith("memhub: ")]
    assert "PostgreSQL at 127.0.0.1:1 as nobody, database x" in line
    assert "refused" in line
    assert "sekrit" not in err
    assert "Traceback" not in err


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _serve(data: Path, port: int) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if k != "MEMHUB_ADMIN_KEY"}
    return subprocess.Popen(
        [sys.executable, "-m", "memhub_server.cli", "serve", "--data-dir", str(data),
         "--port", str(port), "--log-level", "warning"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )  # fmt: skip


def _wait_healthy(port: int) -> None:
    # No breaker: this loop expects refusals until the server is up, and must see it at once.
    with Memhub(
        base_url=f"http://127.0.0.1:{port}", api_key="x", max_retries=0, breaker=False
    ) as probe:
        deadline = time.monotonic() + 30
        while True:
            try:
                probe.health()
                return
            except APIConnectionError:
                assert time.monotonic() < deadline, "server did not come up"
                time.sleep(0.05)


def _boot_once(data: Path) -> str:
    """Start the server, wait until it answers, stop it; return what it printed."""
    port = _free_port()
    process = _serve(data, port)
    try:
        _wait_healthy(port)
    finally:
        process.send_signal(signal.SIGTERM)
        output, _ = process.communicate(timeout=30)
    return output


@pytest.mark.timeout(120)
def test_serve_prints_the_admin_key_once(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = _boot_once(data)
    assert "shown only once" in first
    assert "memhub: stopped cleanly" in first
    key = next(line.strip() for line in first.splitlines() if line.strip().startswith("mh_"))
    second = _boot_once(data)
    assert "mh_" not in second
    port = _free_port()
    process = _serve(data, port)
    try:
        _wait_healthy(port)
        with Memhub(base_url=f"http://127.0.0.1:{port}", api_key=key) as client:
            assert client.add("alice", content="hello").status == "queued"
            assert client.organization.get().namespace_count == 1
        stranger = Memhub(base_url=f"http://127.0.0.1:{port}", api_key="mh_wrong")
        with stranger, pytest.raises(AuthenticationError):
            stranger.organization.get()
    finally:
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=30)


def test_reembed_command_reports_progress(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["reembed", "--data-dir", str(tmp_path / "empty")]) == 0
    assert "re-embedded 0 chunk(s)" in capsys.readouterr().out


def test_serve_runs_blas_single_threaded_and_embeds_on_every_core(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import threadpoolctl

    from memhub_server import cli
    from memhub_server.config import Settings

    calls: list[dict[str, object]] = []
    monkeypatch.setattr(threadpoolctl, "threadpool_limits", lambda **kw: calls.append(kw))
    for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.delenv("MEMHUB_EMBED_THREADS", raising=False)
    monkeypatch.setattr(cli.os, "cpu_count", lambda: 6)
    tuned = cli._serve_threads(Settings())
    assert (tuned.embed_threads, calls) == (6, [{"limits": 1, "user_api": "blas"}])

    # The operator's own settings win: BLAS is left alone and the thread count kept.
    calls.clear()
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "4")
    monkeypatch.setenv("MEMHUB_EMBED_THREADS", "2")
    kept = cli._serve_threads(Settings.from_env())
    assert (kept.embed_threads, calls) == (2, [])


AVX512_CPU = (
    "vendor_id\t: AuthenticAMD\nflags\t\t: fpu sse2 avx2 fma avx512f avx512dq avx512cd avx512bw"
    " avx512vl\n"
)
AVX2_CPU = "vendor_id\t: GenuineIntel\nflags\t\t: fpu sse2 avx avx2 fma\n"


@pytest.mark.parametrize(
    ("coretype", "cpuinfo", "warns"),
    [
        ("Haswell", AVX512_CPU, True),  # pinned below what the CPU can do
        (" zen ", AVX512_CPU, True),
        ("Haswell", AVX2_CPU, False),  # the pin matches the CPU
        ("SkylakeX", AVX512_CPU, False),  # an AVX-512 kernel set
        (None, AVX512_CPU, False),  # OpenBLAS chooses for itself
        ("", AVX512_CPU, False),
        ("Haswell", "", False),  # no /proc/cpuinfo: nothing known, nothing said
    ],
)
def test_blas_pin_warning(coretype: str | None, cpuinfo: str, warns: bool) -> None:
    from memhub_server.cli import blas_pin_warning

    message = blas_pin_warning(coretype, cpuinfo)
    assert (message is not None) == warns
    if message:
        assert f"OPENBLAS_CORETYPE={coretype.strip()}" in message and "half speed" in message

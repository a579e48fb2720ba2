from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
import pytest

from memhub import Memhub
from memhub_server.api import create_app
from memhub_server.config import Settings
from memhub_server.embedded import SyncASGITransport
from memhub_server.engine import Engine
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.services.auth import create_key

BASE = "http://memhub.test"


@pytest.fixture(scope="session")
def embedder() -> LocalMiniLMEmbedder:
    """The real local model, loaded once for the whole run."""
    return LocalMiniLMEmbedder()


@pytest.fixture
def engine(
    tmp_path: Path,
    embedder: LocalMiniLMEmbedder,
    database_settings: dict[str, Any],
) -> Iterator[Engine]:
    """An engine whose worker runs only when a test drains it, so tests are deterministic.

    On PostgreSQL memories form at once: draining waits out the dream window, which the
    SQLite run of the same test covers, and the second run need not wait again."""
    quick = {"dream_window": 0.0} if "database_url" in database_settings else {}
    settings = Settings(
        data_dir=tmp_path / "data", start_worker=False, **database_settings, **quick
    )
    engine = Engine(settings, embedder=embedder)
    engine.start()
    yield engine
    engine.close()


@pytest.fixture
def make_engine(
    tmp_path: Path,
    embedder: LocalMiniLMEmbedder,
    database_settings: dict[str, Any],
) -> Iterator[Callable[..., Engine]]:
    """Builds started engines without auth whose worker runs only when a test drains it
    and whose memories form at once; all are closed at teardown. Keyword arguments go to
    `Engine` (`extractor=`, `embedder=`), `data_dir` to the settings."""
    with ExitStack() as opened:

        def make(data_dir: Path | None = None, **kwargs: Any) -> Engine:
            settings = Settings(
                data_dir=data_dir or tmp_path / "data",
                start_worker=False,
                auth=False,
                dream_window=0,
                **database_settings,
            )
            engine = Engine(settings, **{"embedder": embedder, **kwargs})
            opened.callback(engine.close)
            engine.start()
            return engine

        yield make


@pytest.fixture
def memhub_for() -> Iterator[Callable[[Engine], Memhub]]:
    """Builds memhub clients bound to an engine's app (closed at teardown)."""
    with ExitStack() as opened:
        yield lambda engine: opened.enter_context(
            Memhub(base_url=BASE, transport=SyncASGITransport(create_app(engine)))
        )


@pytest.fixture
def admin_key(engine: Engine) -> str:
    key, _ = create_key(engine.store, name="admin", admin=True)
    return key


@pytest.fixture
def http(engine: Engine, admin_key: str) -> Iterator[httpx.Client]:
    """Raw HTTP against the app, authenticated as admin."""
    with httpx.Client(
        transport=SyncASGITransport(create_app(engine)),
        base_url=BASE,
        headers={"authorization": f"Bearer {admin_key}"},
    ) as client:
        yield client


@pytest.fixture
def client(engine: Engine, admin_key: str) -> Iterator[Memhub]:
    """memhub's own client against the app."""
    with Memhub(
        base_url=BASE, api_key=admin_key, transport=SyncASGITransport(create_app(engine))
    ) as client:
        yield client


def _pdf_with_text(text: str) -> bytes:
    """A minimal one-page PDF whose page draws `text` in Helvetica."""
    stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


@pytest.fixture
def make_pdf():
    return _pdf_with_text

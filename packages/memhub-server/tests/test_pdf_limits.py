"""Reading a PDF has a bounded cost: pages, decompressed size, text and time.

The hostile files are built here with pypdf's writer: a page whose content stream is
tens of MB of text operators flate-compressed to ~60 KiB, thousands of pages, and
pages sharing one heavy content stream. Each is refused quickly, with a 413 saying
which limit it passed, and nothing is stored.
"""

from __future__ import annotations

import io

import httpx
import pytest
from pypdf import PdfWriter
from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

from memhub_server.config import Limits
from memhub_server.engine import Engine
from memhub_server.pipeline.extract import FileTooCostlyError, PdfLimits, extract_text

pytestmark = pytest.mark.both_backends

MiB = 1024 * 1024


def pdf(content: bytes, *, pages: int = 1) -> bytes:
    """A PDF of `pages` pages that all draw `content` (one flate-compressed stream)
    in Helvetica."""
    writer = PdfWriter()
    font = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Font"),
            NameObject("/Subtype"): NameObject("/Type1"),
            NameObject("/BaseFont"): NameObject("/Helvetica"),
        }
    )
    stream = DecodedStreamObject()
    stream.set_data(content)
    contents = writer._add_object(stream.flate_encode(level=9))
    resources = DictionaryObject(
        {NameObject("/Font"): DictionaryObject({NameObject("/F1"): writer._add_object(font)})}
    )
    for _ in range(pages):
        page = writer.add_blank_page(612, 792)
        page[NameObject("/Resources")] = resources
        page[NameObject("/Contents")] = contents
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def text_ops(text: str, times: int) -> bytes:
    return b"BT /F1 12 Tf 72 720 Td " + b"(%s) Tj " % text.encode() * times + b"ET"


def read(data: bytes, limits: PdfLimits | None = None) -> str:
    return extract_text(data, filename="upload.pdf", content_type=None, pdf_limits=limits).text


def test_the_builder_makes_readable_pdfs() -> None:
    assert read(pdf(text_ops("Alex keeps bees.", 1), pages=2)) == (
        "Alex keeps bees.\n\nAlex keeps bees."
    )


def test_a_decompression_bomb_is_refused() -> None:
    bomb = pdf(b"BT /F1 12 Tf 72 720 Td (" + b"a" * (60 * MiB) + b") Tj ET")
    assert len(bomb) < 100 * 1024  # ~60 KiB on the wire
    with pytest.raises(FileTooCostlyError, match="more resources to read than this server"):
        read(bomb)


def test_a_bomb_of_zeros_is_refused() -> None:
    with pytest.raises(FileTooCostlyError, match="Limit reached while decompressing"):
        read(pdf(bytes(64 * MiB)))


def test_too_many_pages_are_refused_before_reading_any() -> None:
    writer = PdfWriter()
    for _ in range(5000):
        writer.add_blank_page(612, 792)
    buffer = io.BytesIO()
    writer.write(buffer)
    with pytest.raises(FileTooCostlyError, match="the PDF has 5000 pages; the limit is 1000"):
        read(buffer.getvalue())
    # The limit is a setting.
    with pytest.raises(FileTooCostlyError, match="the PDF has 3 pages; the limit is 2"):
        read(pdf(text_ops("Alex keeps bees.", 1), pages=3), PdfLimits(max_pages=2))


def test_pages_sharing_one_heavy_stream_stop_at_the_text_limit() -> None:
    heavy = pdf(text_ops("Alex keeps bees on the roof. " * 100, 100), pages=200)
    with pytest.raises(FileTooCostlyError, match="more than 500000 characters of text"):
        read(heavy, PdfLimits(max_chars=500_000))


def test_reading_stops_at_the_time_limit() -> None:
    document = pdf(text_ops("Alex keeps bees.", 10), pages=3)
    with pytest.raises(FileTooCostlyError, match="longer than the limit of 0 s"):
        read(document, PdfLimits(max_seconds=0))


def test_the_stream_limit_is_a_setting() -> None:
    document = pdf(text_ops("Alex keeps bees.", 20_000))  # ~560 KB decompressed
    assert read(document).count("Alex keeps bees.") == 20_000
    with pytest.raises(FileTooCostlyError):
        read(document, PdfLimits(max_stream_bytes=100_000))


def test_limits_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMHUB_MAX_PDF_PAGES", "12")
    monkeypatch.setenv("MEMHUB_MAX_PDF_STREAM_BYTES", "1048576")
    monkeypatch.setenv("MEMHUB_MAX_PDF_SECONDS", "2.5")
    limits = Limits.from_env()
    assert (limits.max_pdf_pages, limits.max_pdf_stream_bytes, limits.max_pdf_seconds) == (
        12,
        MiB,
        2.5,
    )
    assert (Limits().max_pdf_pages, Limits().max_pdf_stream_bytes, Limits().max_pdf_seconds) == (
        1000,
        8 * MiB,
        30.0,
    )


@pytest.mark.parametrize(
    ("document", "message"),
    [
        (lambda: pdf(bytes(64 * MiB)), "Limit reached while decompressing"),
        (lambda: pdf(text_ops("x", 1), pages=1001), "the PDF has 1001 pages; the limit is 1000"),
        (
            lambda: pdf(text_ops("Alex keeps bees on the roof. " * 100, 400), pages=3),
            "more than 2000000 characters of text",
        ),
    ],
)
def test_uploads_past_a_limit_are_413_and_store_nothing(
    http: httpx.Client, engine: Engine, document: object, message: str
) -> None:
    data = document()  # type: ignore[operator]
    response = http.post("/ns/alex/document/file", files={"file": ("big.pdf", data)})
    assert response.status_code == 413
    assert message in response.json()["error"]
    assert engine.store.namespace("alex") is None
    assert engine.store.pending_jobs() == 0

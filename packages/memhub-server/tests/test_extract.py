"""Text extraction from uploads: plain text, markdown and real (hand-built) PDFs."""

from __future__ import annotations

import codecs
import io

import pytest
from pypdf import PdfReader, PdfWriter
from pypdf.errors import DependencyError

from memhub_server.pipeline.extract import Extracted, UnsupportedFileError, extract_text


def _pdf_string(text: str) -> str:
    return "(" + text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def make_pdf(pages: list[str], *, title: str | None = None) -> bytes:
    """A minimal but valid PDF: one Helvetica text object per page, a correct xref
    table, and an /Info dictionary carrying ``title`` when given."""
    count = len(pages)
    objects: dict[int, bytes] = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        2: (
            f"<< /Type /Pages /Kids [{' '.join(f'{4 + 2 * i} 0 R' for i in range(count))}] "
            f"/Count {count} >>"
        ).encode(),
        3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    }
    for i, text in enumerate(pages):
        lines = text.split("\n") if text else []
        shows = "".join(f"{_pdf_string(line)} Tj 0 -16 Td " for line in lines)
        stream = f"BT /F1 12 Tf 72 720 Td {shows}ET".encode("latin-1") if lines else b""
        objects[4 + 2 * i] = (
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
            f"/Resources << /Font << /F1 3 0 R >> >> /Contents {5 + 2 * i} 0 R >>"
        ).encode()
        objects[5 + 2 * i] = b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream)
    info = None
    if title is not None:
        info = 4 + 2 * count
        objects[info] = f"<< /Title {_pdf_string(title)} >>".encode("latin-1")
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets: dict[int, int] = {}
    for number in sorted(objects):
        offsets[number] = len(out)
        out += b"%d 0 obj\n%s\nendobj\n" % (number, objects[number])
    xref = len(out)
    size = max(objects) + 1
    out += b"xref\n0 %d\n0000000000 65535 f \n" % size
    out += b"".join(b"%010d 00000 n \n" % offsets[number] for number in range(1, size))
    trailer = b"<< /Size %d /Root 1 0 R%s >>" % (size, b" /Info %d 0 R" % info if info else b"")
    out += b"trailer\n%s\nstartxref\n%d\n%%%%EOF\n" % (trailer, xref)
    return bytes(out)


def encrypt(pdf: bytes, *, user_password: str) -> bytes:
    writer = PdfWriter(clone_from=io.BytesIO(pdf))
    # RC4 needs no optional crypto dependency, unlike AES.
    writer.encrypt(user_password=user_password, owner_password="owner", algorithm="RC4-128")
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def extract(data: bytes, filename: str | None = None, content_type: str | None = None) -> Extracted:
    return extract_text(data, filename=filename, content_type=content_type)


# --- PDF --------------------------------------------------------------------------


def test_hand_built_pdf_is_valid_for_pypdf() -> None:
    # Guards the fixture itself: pypdf must read it without repairing anything.
    reader = PdfReader(io.BytesIO(make_pdf(["Hello (world)"])), strict=True)
    assert reader.pages[0].extract_text().strip() == "Hello (world)"


def test_pdf_text_of_all_pages_joined_with_blank_lines() -> None:
    pdf = make_pdf(["Quarterly report\nRevenue grew 12%.", "Page two: outlook (stable)."])
    result = extract(pdf, "report.pdf", "application/pdf")
    assert result == Extracted(
        text="Quarterly report\nRevenue grew 12%.\n\nPage two: outlook (stable).",
        type="pdf",
        title=None,
    )


def test_pdf_title_from_metadata() -> None:
    result = extract(make_pdf(["Body text"], title="  Lease   Agreement 2026 "))
    assert result.title == "Lease Agreement 2026"
    assert result.type == "pdf"


@pytest.mark.parametrize(
    ("filename", "content_type"),
    [(None, None), ("scan.bin", "application/octet-stream"), ("notes.txt", "text/plain")],
)
def test_pdf_detected_by_magic_bytes_whatever_the_name(
    filename: str | None, content_type: str | None
) -> None:
    assert extract(make_pdf(["Magic"]), filename, content_type).type == "pdf"


def test_pdf_with_leading_whitespace_is_still_a_pdf() -> None:
    assert extract(b"\r\n" + make_pdf(["Still readable"])).text == "Still readable"


def test_text_mentioning_the_pdf_signature_stays_text() -> None:
    data = b"Every PDF starts with %PDF-1.7 or similar."
    assert extract(data, "notes.txt").type == "text"


def test_pages_without_text_are_skipped() -> None:
    assert extract(make_pdf(["First", "", "Third"])).text == "First\n\nThird"


def test_pdf_without_text_needs_ocr() -> None:
    with pytest.raises(UnsupportedFileError, match=r"no extractable text.*OCR"):
        extract(make_pdf(["", ""]), "scan.pdf")


def test_pdf_without_pages() -> None:
    with pytest.raises(UnsupportedFileError, match="no pages"):
        extract(make_pdf([]))


@pytest.mark.parametrize(
    "data",
    [
        b"%PDF-1.7\nthis is not really a PDF\n",
        make_pdf(["Cut short"])[:120],
    ],
    ids=["garbage", "truncated"],
)
def test_corrupt_pdf(data: bytes) -> None:
    with pytest.raises(UnsupportedFileError, match="PDF could not be read"):
        extract(data, "broken.pdf")


@pytest.mark.parametrize(("filename", "content_type"), [("a.pdf", None), (None, "application/pdf")])
def test_declared_pdf_that_is_not_one(filename: str | None, content_type: str | None) -> None:
    with pytest.raises(UnsupportedFileError, match="not a valid PDF"):
        extract(b"just some words", filename, content_type)


def test_password_protected_pdf() -> None:
    with pytest.raises(UnsupportedFileError, match="encrypted with a password"):
        extract(encrypt(make_pdf(["Secret plans"]), user_password="hunter2"))


def test_pdf_encrypted_without_user_password_is_read() -> None:
    result = extract(encrypt(make_pdf(["Open to read"], title="Restricted"), user_password=""))
    assert result == Extracted(text="Open to read", type="pdf", title="Restricted")


def test_pdf_needing_missing_crypto_library(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self: PdfReader, password: str | bytes) -> None:
        raise DependencyError("cryptography>=3.1 is required for AES algorithm")

    monkeypatch.setattr(PdfReader, "decrypt", refuse)
    with pytest.raises(UnsupportedFileError, match="AES"):
        extract(encrypt(make_pdf(["x"]), user_password=""))


# --- text -------------------------------------------------------------------------


def test_plain_utf8_text() -> None:
    result = extract("Grüße aus Köln — 東京\n".encode(), "notes.txt", "text/plain")
    assert result == Extracted(text="Grüße aus Köln — 東京\n", type="text", title=None)


def test_utf8_bom_is_dropped() -> None:
    result = extract(codecs.BOM_UTF8 + "Ünïcode".encode(), "bom.txt")
    assert result.text == "Ünïcode"


def test_utf16_with_bom() -> None:
    data = "Hello from Windows — café".encode("utf-16")
    assert extract(data, "win.txt", "text/plain").text == "Hello from Windows — café"


def test_latin1_fallback_only_when_not_utf8() -> None:
    assert extract("café déjà vu".encode("latin-1"), "old.txt").text == "café déjà vu"
    # Windows-1252 punctuation that Latin-1 would turn into control characters.
    assert extract(b"\x93quoted\x94 \x96 dash", "win.txt").text == "“quoted” – dash"
    # Valid UTF-8 wins even when the client declared a legacy charset.
    data = "naïve".encode()
    assert extract(data, None, "text/plain; charset=ISO-8859-1").text == "naïve"


def test_declared_charset_is_used_for_non_utf8_bytes() -> None:
    data = "Привет".encode("koi8-r")
    assert extract(data, None, "text/plain; charset=koi8-r").text == "Привет"


def test_markdown_title_from_first_heading() -> None:
    text = "Intro line\n\n```sh\n# not a title\n```\n\n# Trip to Lisbon #\n\n## Day 1\n\n# Later"
    result = extract(text.encode(), "trip.md", None)
    assert result == Extracted(text=text, type="text", title="Trip to Lisbon")


@pytest.mark.parametrize(
    ("filename", "content_type", "title"),
    [
        (None, "text/markdown; charset=utf-8", "Recipes"),
        ("recipes.MARKDOWN", None, "Recipes"),
        (None, None, "Recipes"),  # undeclared, opens with a heading
        ("recipes.txt", "text/plain", None),  # declared plain text: '#' is just a character
    ],
)
def test_markdown_detection(
    filename: str | None, content_type: str | None, title: str | None
) -> None:
    result = extract(b"# Recipes\n\nPancakes.", filename, content_type)
    assert (result.type, result.title) == ("text", title)


def test_markdown_without_heading_has_no_title() -> None:
    assert extract(b"Just a list\n\n- one\n- two", "list.md").title is None


def test_file_type_hint() -> None:
    assert extract_text(b"# Hi\n", filename=None, content_type=None, file_type="markdown").title
    with pytest.raises(UnsupportedFileError, match="image"):
        extract_text(b"abc", filename=None, content_type=None, file_type="image")
    with pytest.raises(UnsupportedFileError, match="PDF"):
        extract_text(b"abc", filename=None, content_type=None, file_type="pdf")


def test_other_text_formats_are_read_as_text() -> None:
    assert extract(b'{"note": "buy milk"}', "data.json", "application/json").type == "text"
    assert extract(b"a,b\n1,2\n", "table.csv", "text/csv").text == "a,b\n1,2\n"


# --- refusals ---------------------------------------------------------------------


def test_empty_file() -> None:
    with pytest.raises(UnsupportedFileError, match=r"^the file is empty$"):
        extract(b"", "empty.txt", "text/plain")


def test_whitespace_only_file() -> None:
    with pytest.raises(UnsupportedFileError, match="only whitespace"):
        extract(b" \n\t\r\n", "blank.txt")


@pytest.mark.parametrize(
    ("data", "filename", "content_type", "named"),
    [
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "photo.txt", "text/plain", "PNG image"),
        (b"\xff\xd8\xff\xe0\x00\x10JFIF", None, None, "JPEG image"),
        (b"ID3\x04\x00\x00\x00\x00\x00\x00", "song.mp3", None, "MP3"),
        (b"RIFF\x24\x00\x00\x00WAVEfmt ", None, None, "WAV"),
        (b"\x00\x00\x00\x18ftypmp42", "clip", None, "MP4"),
        (b"PK\x03\x04\x14\x00\x06\x00", "doc.docx", None, "ZIP archive"),
        (b"hello", "picture.png", None, ".png file"),
        (b"hello", None, "audio/mpeg", "audio/mpeg"),
        (b"text\x00with\x00nuls", "data.bin2", "application/octet-stream", "binary file"),
        (bytes(range(1, 32)) * 40, None, None, "binary file"),
    ],
)
def test_unsupported_files_are_refused_with_a_clear_message(
    data: bytes, filename: str | None, content_type: str | None, named: str
) -> None:
    with pytest.raises(UnsupportedFileError) as raised:
        extract(data, filename, content_type)
    message = str(raised.value)
    assert named in message
    assert "plain text, markdown and PDF" in message


def test_text_that_happens_to_start_like_a_signature_is_text() -> None:
    assert extract(b"BMW drivers: a survey", "cars.txt").text == "BMW drivers: a survey"
    assert extract(b"MZ-80 was a computer", None).type == "text"


def test_unsupported_file_error_is_a_value_error() -> None:
    assert issubclass(UnsupportedFileError, ValueError)

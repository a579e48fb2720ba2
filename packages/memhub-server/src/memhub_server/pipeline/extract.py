"""Turn an uploaded file into plain text for the chunker.

memhub reads plain text (any text-like file: ``.txt``, markdown, CSV, JSON, source
code ...), HTML (its readable text, see :func:`html_to_text`) and PDFs with a text
layer. Everything else is refused with
:class:`UnsupportedFileError`, whose message says what the file looked like and what
would have been accepted, so the API can hand it straight back as a 4xx error.

The decision trusts the bytes over the name: a PDF is recognised by its ``%PDF-``
signature as well as by its content type or extension, and common image, audio, video
and archive signatures are refused even when the upload claims to be text.
"""

from __future__ import annotations

import codecs
import dataclasses
import io
import re
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from lxml.html import HtmlElement
    from pypdf import Configuration, PdfReader

__all__ = [
    "HTML_TYPES",
    "SUPPORTED",
    "Extracted",
    "FileTooCostlyError",
    "PdfLimits",
    "UnsupportedFileError",
    "extract_text",
    "html_to_text",
]

SUPPORTED: Final = "plain text, markdown and PDF files with a text layer"
"""How error messages describe what memhub can read."""

# Signatures of common formats that are never text. Checked before decoding because
# several of them (MP3 frames, some images) contain no NUL byte early on.
_SIGNATURES: Final[tuple[tuple[bytes, str], ...]] = (
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF87a", "a GIF image"),
    (b"GIF89a", "a GIF image"),
    (b"BM", "a BMP image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"\x00\x00\x01\x00", "an icon image"),
    (b"ID3", "an MP3 audio file"),
    (b"OggS", "an Ogg audio/video file"),
    (b"fLaC", "a FLAC audio file"),
    (b"\x1aE\xdf\xa3", "a Matroska/WebM video"),
    (b"PK\x03\x04", "a ZIP archive (for example a Word, Excel or EPUB file)"),
    (b"\x1f\x8b", "a gzip archive"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive"),
    (b"Rar!", "a RAR archive"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "a legacy Microsoft Office file"),
    (b"\x7fELF", "an executable"),
    (b"MZ", "an executable"),
    (b"SQLite format 3\x00", "an SQLite database"),
)
_RIFF_KINDS: Final = {b"WAVE": "a WAV audio file", b"AVI ": "an AVI video", b"WEBP": "a WebP image"}

_MARKDOWN_EXTENSIONS: Final = frozenset({".md", ".markdown", ".mdown", ".mkd", ".mdx"})
_MARKDOWN_TYPES: Final = frozenset({"text/markdown", "text/x-markdown"})
_PDF_TYPES: Final = frozenset({"application/pdf", "application/x-pdf"})
HTML_TYPES: Final = frozenset({"text/html", "application/xhtml+xml"})
_HTML_EXTENSIONS: Final = frozenset({".html", ".htm", ".xhtml"})
_MEDIA_PREFIXES: Final = ("image/", "audio/", "video/", "font/")
# fileType values (Supermemory's document types) that name something without text here.
_MEDIA_FILE_TYPES: Final = frozenset({"image", "video", "audio"})
_MEDIA_EXTENSIONS: Final = frozenset(
    {
        ".png",
        ".jpg",
        ".jpeg",
        ".gif",
        ".webp",
        ".bmp",
        ".tif",
        ".tiff",
        ".heic",
        ".ico",
        ".mp3",
        ".wav",
        ".ogg",
        ".flac",
        ".m4a",
        ".aac",
        ".mp4",
        ".mov",
        ".avi",
        ".mkv",
        ".webm",
        ".zip",
        ".gz",
        ".tar",
        ".7z",
        ".rar",
        ".docx",
        ".xlsx",
        ".pptx",
        ".doc",
        ".xls",
        ".ppt",
        ".epub",
        ".odt",
        ".exe",
        ".dll",
        ".so",
        ".bin",
    }
)
_FIRST_HEADING = re.compile(r"^# +(\S.*?)(?:[ \t]+#+)?[ \t]*$", re.MULTILINE)
# C0 control characters that never occur in real text (tab, newlines, form feed and
# escape excluded). A handful can be noise; many mean the bytes are not text.
_BINARY_CONTROLS = re.compile(rb"[\x01-\x08\x0e-\x1a\x1c-\x1f]")
_PRINTABLE = re.compile(rb"[\x20-\x7e]+")


class UnsupportedFileError(ValueError):
    """The file cannot be turned into text; the message says why, for the client."""


class FileTooCostlyError(ValueError):
    """Reading the file would take more than `PdfLimits` allow; the message says which."""


@dataclass(frozen=True, slots=True)
class PdfLimits:
    """What reading one PDF may cost. A PDF is a program as much as a document: a few
    KiB can inflate to gigabytes or describe thousands of pages, so each cost is capped.

    ``max_pages``: pages in the file (checked before any page is read).
    ``max_stream_bytes``: decompressed size of any one stream (a page's content, a
    font's character map ...), enforced by pypdf as it decompresses.
    ``max_seconds``: time spent reading, checked before each page; one page may run
    past it by what its (capped) streams cost.
    ``max_chars``: extracted text; past it the document could not be stored anyway.
    """

    max_pages: int = 1000
    max_stream_bytes: int = 8 * 1024 * 1024
    max_seconds: float = 30.0
    max_chars: int = 2_000_000


@dataclass(frozen=True, slots=True)
class Extracted:
    """Text of a file, the document type memhub records for it (``"text"``, ``"pdf"``
    or ``"webpage"``), and a title when the file carries one."""

    text: str
    type: str
    title: str | None


def extract_text(
    data: bytes,
    *,
    filename: str | None,
    content_type: str | None,
    file_type: str | None = None,
    pdf_limits: PdfLimits | None = None,
) -> Extracted:
    """Extract the text of an uploaded file.

    ``filename``, ``content_type`` (a MIME type, parameters allowed) and ``file_type``
    (the API's optional type hint, such as ``"pdf"`` or ``"text"``) help decide what
    the bytes are, but signatures in the bytes take precedence.

    Plain text is decoded as UTF-8 (a byte-order mark is dropped, and UTF-16 with a BOM
    is understood); text that is not valid UTF-8 is decoded as Windows-1252, falling
    back to Latin-1, the encodings legacy Western files almost always use. Markdown gets
    its first ``# `` heading as title; HTML (by type, extension or hint) becomes its
    readable text (:func:`html_to_text`). PDFs yield the text of all pages separated by
    blank lines and the title from their metadata.

    Raises :class:`UnsupportedFileError` for empty files, formats other than text and
    PDF, and PDFs that are encrypted, damaged or have no extractable text, and
    :class:`FileTooCostlyError` for PDFs past ``pdf_limits`` (the defaults of
    :class:`PdfLimits` when not given).
    """
    if not data:
        raise UnsupportedFileError("the file is empty")
    mime, charset = _parse_content_type(content_type)
    extension = _extension(filename)
    hint = (file_type or "").strip().lower()
    if _is_pdf(data, mime, extension, hint):
        return _extract_pdf(data, pdf_limits or PdfLimits())
    kind = _binary_kind(data, mime, extension, hint)
    if kind is not None:
        raise UnsupportedFileError(f"cannot extract text from {kind}; memhub reads {SUPPORTED}")
    text = _decode(data, charset)
    if not text.strip():
        raise UnsupportedFileError("the file contains only whitespace")
    if mime in HTML_TYPES or extension in _HTML_EXTENSIONS or hint in {"html", "webpage"}:
        return html_to_text(text)
    markdown = (
        extension in _MARKDOWN_EXTENSIONS
        or mime in _MARKDOWN_TYPES
        or hint in {"markdown", "md"}
        # Without any declared type, a file opening with a `# ` heading is markdown.
        or (not mime and not extension and text.lstrip().startswith("# "))
    )
    return Extracted(text=text, type="text", title=_markdown_title(text) if markdown else None)


def _parse_content_type(content_type: str | None) -> tuple[str, str | None]:
    """The bare lower-case MIME type and the charset parameter, if any."""
    if not content_type:
        return "", None
    mime, *params = content_type.split(";")
    charset = None
    for param in params:
        key, _, value = param.partition("=")
        if key.strip().lower() == "charset":
            charset = value.strip().strip('"').lower() or None
    return mime.strip().lower(), charset


def _extension(filename: str | None) -> str:
    if not filename:
        return ""
    name = filename.replace("\\", "/").rsplit("/", 1)[-1].lower()
    dot = name.rfind(".")
    return name[dot:] if dot > 0 else ""


def _is_pdf(data: bytes, mime: str, extension: str, hint: str) -> bool:
    # Some generators emit whitespace before the header, which readers tolerate. Other
    # leading bytes are not accepted: a text file merely mentioning "%PDF-" near its
    # start must stay text.
    if data.lstrip(b" \t\r\n\x00\x0c").startswith(b"%PDF-"):
        return True
    return mime in _PDF_TYPES or extension == ".pdf" or hint == "pdf"


def _binary_kind(data: bytes, mime: str, extension: str, hint: str) -> str | None:
    """A description of what the bytes are when they are clearly not text, else None."""
    head = data[:64]
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return None  # UTF-16 text has NUL bytes but is text
    if head[:4] == b"RIFF" and head[8:12] in _RIFF_KINDS:
        return _RIFF_KINDS[head[8:12]]
    if head[4:8] == b"ftyp":
        return "an MP4/QuickTime video or audio file"
    looks_binary = b"\x00" in head or _BINARY_CONTROLS.search(head) is not None
    for signature, kind in _SIGNATURES:
        # Printable signatures ("BM", "MZ", "ID3", "OggS" ...) can open ordinary text;
        # they only count when binary bytes follow.
        if head.startswith(signature) and (not _PRINTABLE.fullmatch(signature) or looks_binary):
            return kind
    if mime.startswith(_MEDIA_PREFIXES):
        return f"a file of type {mime}"
    if hint in _MEDIA_FILE_TYPES:
        return f"a file of type {hint}"
    if extension in _MEDIA_EXTENSIONS:
        return f"a {extension} file"
    sample = data[:8192]
    if b"\x00" in sample:
        return "a binary file" + (f" ({mime})" if mime else "")
    if len(_BINARY_CONTROLS.findall(sample)) * 20 > len(sample):
        return "a binary file" + (f" ({mime})" if mime else "")
    return None


def _decode(data: bytes, charset: str | None) -> str:
    if data.startswith(codecs.BOM_UTF8):
        return data[len(codecs.BOM_UTF8) :].decode("utf-8", errors="replace")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")
    # UTF-8 comes first even against a declared charset: clients often label uploads
    # ISO-8859-1 by default, while non-ASCII text in a legacy encoding is almost never
    # valid UTF-8 by accident.
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    if charset:
        try:
            return data.decode(charset)
        except (LookupError, UnicodeDecodeError):
            pass
    # Windows-1252 is what "Latin-1" files written on Windows actually are (curly
    # quotes and dashes live in 0x80-0x9F); it leaves five bytes undefined, and for
    # those Latin-1, which maps every byte, takes over.
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _markdown_title(text: str) -> str | None:
    in_fence = False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith(("```", "~~~")):
            # `# ` inside a fenced block is a shell or Python comment, not a title.
            in_fence = not in_fence
        elif not in_fence and (match := _FIRST_HEADING.match(line)) is not None:
            return match.group(1).strip() or None
    return None


def _extract_pdf(data: bytes, limits: PdfLimits) -> Extracted:
    # Imported here so that importing the pipeline does not pay for the PDF parser.
    from pypdf import apply_configuration

    with apply_configuration(_pdf_configuration(limits)):
        return _read_pdf(data, limits)


def _pdf_configuration(limits: PdfLimits) -> Configuration:
    """pypdf's own resource limits, brought down to `limits` (never raised)."""
    from pypdf import Configuration, get_configuration

    current = get_configuration()
    cap = limits.max_stream_bytes
    wanted = {
        "zlib_maximum_output_length": cap,
        "lzw_maximum_output_length": cap,
        "run_length_maximum_output_length": cap,
        "brotli_maximum_output_length": cap,
        "array_based_stream_maximum_output_length": cap,
        "stream_decoding_work_maximum_length": 4 * cap,
        # Damaged flate data is recovered byte by byte in Python: slow per byte.
        "zlib_maximum_recovery_input_length": 1024 * 1024,
    }
    known = {field.name for field in dataclasses.fields(Configuration)}
    return current.with_overwrites(
        **{
            # 0 turns a pypdf limit off; otherwise the stricter of the two applies.
            name: min(value, getattr(current, name)) if getattr(current, name) else value
            for name, value in wanted.items()
            if name in known
        }
    )


def _read_pdf(data: bytes, limits: PdfLimits) -> Extracted:
    deadline = time.monotonic() + limits.max_seconds
    reader = _open_pdf(data)
    count = len(reader.pages)
    if count > limits.max_pages:
        raise FileTooCostlyError(
            f"the PDF has {count} pages; the limit is {limits.max_pages} "
            "(split it, or upload its text)"
        )
    texts, failures = _pdf_texts(reader, count, limits, deadline)
    if not texts:
        if failures == count:
            raise UnsupportedFileError(
                "the PDF could not be read; the file is damaged or not a valid PDF"
            )
        raise UnsupportedFileError(
            "the PDF contains no extractable text; it is probably scanned images, "
            "which would need OCR, and memhub does not do OCR"
        )
    return Extracted(text="\n\n".join(texts), type="pdf", title=_pdf_title(reader))


def _open_pdf(data: bytes) -> PdfReader:
    """The parsed PDF, decrypted when it opens without a password, with at least a page."""
    from pypdf import PasswordType, PdfReader
    from pypdf.errors import DependencyError, LimitReachedError

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            # Many PDFs are encrypted only to restrict printing or copying, with an
            # empty user password; those open without asking anybody anything.
            try:
                opened = reader.decrypt("")
            except DependencyError as exc:
                raise UnsupportedFileError(
                    "the PDF is encrypted with AES, which this server cannot decrypt; "
                    "upload a copy without encryption"
                ) from exc
            except Exception as exc:
                raise _encrypted() from exc
            if opened == PasswordType.NOT_DECRYPTED:
                raise _encrypted()
        count = len(reader.pages)
    except UnsupportedFileError:
        raise
    except LimitReachedError as exc:
        raise _too_costly(exc) from exc
    except Exception as exc:
        # pypdf signals damaged input with many exception types (its own errors, but
        # also ValueError, KeyError, RecursionError ...), so any failure here means the
        # file cannot be read.
        raise UnsupportedFileError(
            "the PDF could not be read; the file is damaged or not a valid PDF"
        ) from exc
    if not count:
        raise UnsupportedFileError("the PDF has no pages")
    return reader


def _pdf_texts(
    reader: PdfReader, count: int, limits: PdfLimits, deadline: float
) -> tuple[list[str], int]:
    """Each page's text (empty pages left out) and how many pages could not be read."""
    from pypdf.errors import LimitReachedError

    texts: list[str] = []
    size = failures = 0
    for index in range(count):
        if time.monotonic() >= deadline:
            raise FileTooCostlyError(
                f"reading the PDF took longer than the limit of {limits.max_seconds:g} s "
                f"(stopped at page {index + 1} of {count}); split it, or upload its text"
            )
        try:
            text = reader.pages[index].extract_text()
        except LimitReachedError as exc:
            raise _too_costly(exc) from exc
        except Exception:
            # One unreadable page should not cost the text of all the others.
            failures += 1
            continue
        text = text.replace("\x00", "").strip()
        size += len(text)
        if size > limits.max_chars:
            raise FileTooCostlyError(
                f"the PDF holds more than {limits.max_chars} characters of text (the limit "
                f"for one document), reached at page {index + 1} of {count}"
            )
        if text:
            texts.append(text)
    return texts, failures


def _too_costly(exc: Exception) -> FileTooCostlyError:
    return FileTooCostlyError(
        f"the PDF needs more resources to read than this server allows ({exc}); "
        "upload its text instead"
    )


def _encrypted() -> UnsupportedFileError:
    return UnsupportedFileError(
        "the PDF is encrypted with a password; upload a copy without password protection"
    )


def _pdf_title(reader: PdfReader) -> str | None:
    try:
        metadata = reader.metadata
        title = metadata.title if metadata is not None else None
    except Exception:
        # A broken info dictionary only costs the title, never the text.
        return None
    if not isinstance(title, str):
        return None
    title = " ".join(title.replace("\x00", "").split())
    return title or None


# -- HTML ---------------------------------------------------------------------------------


def html_to_text(html: str) -> Extracted:
    """A page's readable text, with its ``<title>`` as title.

    The text is the page's main content as trafilatura finds it: navigation, headers,
    footers, sidebars, comment threads and cookie banners are dropped (they would
    become memories about the site rather than the page); tables are kept, row by row;
    links keep their text but not their address; images are dropped. A page too short
    or too unusual to have a main content gives all its visible text instead.

    Never raises on malformed HTML; raises :class:`UnsupportedFileError` when the page
    has no readable text at all.
    """
    # trafilatura pulls in lxml, dateparser and more (~0.3 s): paid on the first page,
    # not by every server start or `import memhub_server`.
    import trafilatura

    tree = _html_tree(html)
    if tree is None:
        raise UnsupportedFileError("the page has no readable text")
    for navigation in list(tree.iter("nav")):
        # Marked up by the page itself as navigation, which trafilatura's heuristics
        # keep on short pages.
        navigation.drop_tree()
    text = trafilatura.extract(
        tree, include_comments=False, include_tables=True, include_images=False, include_links=False
    ) or trafilatura.html2txt(tree)
    if not text.strip():
        raise UnsupportedFileError("the page has no readable text")
    title = " ".join((tree.findtext(".//title") or "").split()) or None
    return Extracted(text=text.strip(), type="webpage", title=title)


def _html_tree(html: str) -> HtmlElement | None:
    """The parsed page (lxml repairs what it can), or None when there is nothing to parse."""
    from lxml import etree
    from lxml.html import HTMLParser, document_fromstring

    # Parsed as UTF-8 bytes: the text is already decoded, and lxml refuses a `str` that
    # carries an XML encoding declaration.
    parser = HTMLParser(encoding="utf-8", remove_comments=True, remove_pis=True)
    try:
        return document_fromstring(html.encode("utf-8", errors="replace"), parser=parser)
    except (etree.ParserError, ValueError):  # an empty document
        return None

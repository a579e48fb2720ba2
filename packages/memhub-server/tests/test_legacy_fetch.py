"""URL content on the legacy routes: fetched from a real HTTP server on loopback, under
the address policy (private addresses refused by default, after resolution and on
every redirect), size cap and content-type handling; failures are a clear 400 that
stores nothing and leaves existing documents as they were."""

from __future__ import annotations

import ipaddress
import ssl
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import httpx
import pytest

from memhub_server.api import create_app
from memhub_server.config import Settings
from memhub_server.embedded import SyncASGITransport
from memhub_server.engine import Engine
from memhub_server.pipeline.extract import UnsupportedFileError, extract_text, html_to_text
from memhub_server.pipeline.fetch import (
    Address,
    FetchError,
    FetchTooLarge,
    UrlFetcher,
    any_address,
    public_only,
)
from memhub_server.services.documents import url_fetcher

pytestmark = pytest.mark.both_backends

PAGE = b"""<!doctype html><html><head><title>Tide  tables</title>
<style>body { color: red }</style><script>var secret = "do not index";</script></head>
<body><nav>Home | About</nav>
<main><h1>Low tide</h1><p>Low tide at the harbour is at 06:40 on Saturday.</p>
<ul><li>Bring boots</li><li>Check the wind</li></ul></main>
<footer>Copyright</footer></body></html>"""


class _Site(BaseHTTPRequestHandler):
    """A few pages, and the redirects and failures a fetcher must survive."""

    routes: ClassVar[dict[str, tuple[int, dict[str, str], bytes]]] = {}
    seen: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        self.seen.append(self.path)
        status, headers, body = self.routes.get(self.path, (404, {}, b"missing"))
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def site(make_pdf: Callable[[str], bytes]) -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    _Site.seen = []
    _Site.routes = {
        "/tides.html": (200, {"content-type": "text/html; charset=utf-8"}, PAGE),
        "/notes.txt": (200, {"content-type": "text/plain"}, b"Ferry leaves at nine."),
        "/guide.pdf": (200, {"content-type": "application/pdf"}, make_pdf("Pier opens at ten")),
        "/logo.png": (200, {"content-type": "image/png"}, b"\x89PNG\r\n\x1a\n" + b"\0" * 64),
        "/big.txt": (200, {"content-type": "text/plain"}, b"word " * 400),
        "/to-metadata": (302, {"location": "http://169.254.169.254/latest/meta-data"}, b""),
        "/to-page": (301, {"location": "/tides.html"}, b""),
        "/blank.html": (200, {"content-type": "text/html"}, b"<html><script>x()</script></html>"),
        "/loop": (302, {"location": "/loop"}, b""),
    }
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield base
    server.shutdown()
    server.server_close()
    thread.join()


def _loopback_or_public(address: Address) -> bool:
    """The test's policy: this machine's loopback server, and otherwise the default."""
    return address == ipaddress.ip_address("127.0.0.1") or public_only(address)


def _fetcher(**kwargs: object) -> UrlFetcher:
    return UrlFetcher(allowed=_loopback_or_public, **kwargs)  # type: ignore[arg-type]


# -- the fetcher ------------------------------------------------------------------------------


def test_html_becomes_readable_text_without_scripts_or_furniture() -> None:
    page = html_to_text(PAGE.decode())
    assert page.title == "Tide tables" and page.type == "webpage"
    assert page.text == (
        "Low tide\nLow tide at the harbour is at 06:40 on Saturday.\n- Bring boots\n"
        "- Check the wind"
    )
    # Without <main>/<article>, everything outside scripts and navigation is the text.
    bare = html_to_text("<body><nav>menu</nav><div>One</div><div>Two &amp; three</div></body>")
    assert bare.text == "One\nTwo & three" and bare.title is None


ARTICLE = """<html><head><title>Planting tomatoes | Allotment Weekly</title></head><body>
<header><div class="logo">Allotment Weekly</div><nav><ul><li><a href="/">Home</a></li>
<li><a href="/about">About us</a></li><li><a href="/shop">Shop</a></li></ul></nav></header>
<div id="content"><article><h1>Planting tomatoes in spring</h1>
<p>Tomatoes go into the ground once nights stay above ten degrees, which in most northern
gardens means the last week of May.</p>
<p>Stake each plant when it goes in and water deeply twice a week rather than a little every
day, so that the roots grow down towards the moisture.</p>
<table><tr><th>Variety</th><th>Days to harvest</th></tr><tr><td>Cherry</td><td>60</td></tr></table>
<p>Our <a href="/peppers">pepper guide</a> covers the next bed. <img src="t.png" alt="a tomato"></p>
</article>
<div class="comments"><h3>Comments</h3><p>First! Cheap watches at my site.</p></div>
<aside><h3>Popular</h3><ul><li><a href="/shovels">Ten best shovels</a></li></ul></aside></div>
<footer><p>Copyright 2026 Allotment Weekly. All rights reserved.</p>
<p><a href="/privacy">Privacy policy</a> | <a href="/terms">Terms of use</a></p></footer>
</body></html>"""


def test_boilerplate_is_dropped_and_the_article_kept() -> None:
    page = html_to_text(ARTICLE)
    assert page.title == "Planting tomatoes | Allotment Weekly"
    assert page.text.startswith("Planting tomatoes in spring\nTomatoes go into the ground")
    assert "roots grow down towards the moisture" in page.text
    # Tables are kept row by row; a link keeps its text, not its address.
    assert "Cherry" in page.text and "60" in page.text
    assert "pepper guide covers the next bed" in page.text and "/peppers" not in page.text
    for boilerplate in ("About us", "Shop", "Cheap watches", "Ten best shovels", "Copyright"):
        assert boilerplate not in page.text
    assert "Privacy policy" not in page.text and "a tomato" not in page.text


@pytest.mark.parametrize(
    "html",
    [
        "",
        "   \n ",
        "<html><head><title>Only a title</title></head><body></body></html>",
        "<body><script>render()</script><style>p {}</style><nav>Home</nav></body>",
        "<!-- nothing but a comment -->",
    ],
)
def test_a_page_without_readable_text_is_refused(html: str) -> None:
    with pytest.raises(UnsupportedFileError, match="no readable text"):
        html_to_text(html)


@pytest.mark.parametrize(
    ("html", "text"),
    [
        ("Just a sentence, no markup.", "Just a sentence, no markup."),
        ("<p>Short.", "Short."),
        ("<div>Unclosed <b>bold</span></p>tail</html>", "Unclosed boldtail"),
        ("<<<>>> <p>Stray brackets</p>", "Stray brackets"),
        (
            "<?xml version='1.0' encoding='latin-1'?><html><body><p>Déjà vu</p></body></html>",
            "Déjà vu",
        ),
        ("<p>Caf\x00\x01e au lait</p>", "e au lait"),
    ],
)
def test_malformed_or_tiny_html_still_gives_its_text(html: str, text: str) -> None:
    assert text in html_to_text(html).text


def test_an_uploaded_html_file_is_read_as_a_page() -> None:
    for options in ({"content_type": "text/html; charset=utf-8"}, {"filename": "tides.htm"}):
        page = extract_text(PAGE, **{"filename": None, "content_type": None, **options})
        assert page.type == "webpage" and page.title == "Tide tables"
        assert page.text.startswith("Low tide\n") and "do not index" not in page.text
    # A declared plain-text file stays as it is, markup and all.
    assert extract_text(PAGE, filename="tides.txt", content_type=None).text == PAGE.decode()


def test_fetches_html_text_and_pdf_and_follows_a_redirect(site: str) -> None:
    fetcher = _fetcher()
    assert fetcher.fetch(f"{site}/to-page").text.startswith("Low tide\n")
    assert fetcher.fetch(f"{site}/notes.txt").text == "Ferry leaves at nine."
    pdf = fetcher.fetch(f"{site}/guide.pdf")
    assert pdf.type == "pdf" and "Pier opens at ten" in pdf.text


def test_private_addresses_are_refused_by_default_before_any_request(site: str) -> None:
    with pytest.raises(FetchError, match="non-public address"):
        UrlFetcher().fetch(f"{site}/tides.html")
    assert _Site.seen == []
    # A name is checked by what it resolves to, whatever it looks like.
    intranet = UrlFetcher(resolve=lambda host, port: ["10.1.2.3"])
    with pytest.raises(FetchError, match=r"resolves to 10\.1\.2\.3"):
        intranet.fetch("https://wiki.example.com/page")
    # One refused address among several refuses the name.
    mixed = UrlFetcher(resolve=lambda host, port: ["93.184.215.14", "127.0.0.1"])
    with pytest.raises(FetchError, match=r"127\.0\.0\.1"):
        mixed.fetch("http://mixed.example.com/")


@pytest.mark.parametrize(
    ("address", "public"),
    [
        ("127.0.0.1", False),
        ("10.0.0.8", False),
        ("192.168.1.1", False),
        ("169.254.169.254", False),
        ("100.64.0.1", False),
        ("0.0.0.0", False),
        ("224.0.0.1", False),
        ("::1", False),
        ("fe80::1", False),
        ("fd00::1", False),
        ("::ffff:127.0.0.1", False),
        ("2002:a00:1::", False),
        ("8.8.8.8", True),
        ("2606:4700:4700::1111", True),
    ],
)
def test_public_only_policy(address: str, public: bool) -> None:
    assert public_only(ipaddress.ip_address(address)) is public


def test_every_redirect_is_checked_and_redirects_are_bounded(site: str) -> None:
    with pytest.raises(FetchError, match=r"169\.254\.169\.254"):
        _fetcher().fetch(f"{site}/to-metadata")
    with pytest.raises(FetchError, match="redirected more than 5 times"):
        _fetcher().fetch(f"{site}/loop")
    assert _Site.seen.count("/loop") == 6


def test_size_type_status_and_scheme_failures_say_why(site: str) -> None:
    with pytest.raises(FetchTooLarge, match="larger than 1000 bytes"):
        _fetcher(max_bytes=1000).fetch(f"{site}/big.txt")
    with pytest.raises(FetchError, match="PNG image"):
        _fetcher().fetch(f"{site}/logo.png")
    with pytest.raises(FetchError, match=r"/blank\.html: the page has no readable text"):
        _fetcher().fetch(f"{site}/blank.html")
    with pytest.raises(FetchError, match="HTTP 404"):
        _fetcher().fetch(f"{site}/gone")
    with pytest.raises(FetchError, match="only http and https"):
        _fetcher().fetch("ftp://example.com/file")


TLS = Path(__file__).parent / "tls"
"""A self-signed certificate for `pages.test` (and its key), made for this test only."""


def test_https_connects_to_the_checked_address_and_verifies_the_name(site: str) -> None:
    """The connection goes to the address that passed the policy, while TLS still checks
    the certificate against the URL's host name (sent as SNI), not the address."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Site)
    served = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    served.load_cert_chain(TLS / "pages.test.crt", TLS / "pages.test.key")
    server.socket = served.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    port = server.server_address[1]
    trusting = httpx.HTTPTransport(verify=ssl.create_default_context(cafile=TLS / "pages.test.crt"))
    fetcher = _fetcher(resolve=lambda host, port: ["127.0.0.1"], transport=trusting)
    try:
        assert fetcher.fetch(f"https://pages.test:{port}/notes.txt").text == "Ferry leaves at nine."
        with pytest.raises(FetchError, match="Hostname mismatch"):
            fetcher.fetch(f"https://other.test:{port}/notes.txt")
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def test_operator_setting_allows_private_addresses(tmp_path: Path) -> None:
    assert url_fetcher(Settings(data_dir=tmp_path)).allowed is public_only
    allowed = url_fetcher(Settings(data_dir=tmp_path, fetch_private_urls=True))
    assert allowed.allowed is any_address


# -- through the legacy routes ----------------------------------------------------------------


@pytest.fixture
def fetching(make_engine: Callable[..., Engine]) -> Iterator[tuple[Engine, httpx.Client]]:
    engine = make_engine()
    engine.documents.fetcher = _fetcher()
    with httpx.Client(
        transport=SyncASGITransport(create_app(engine)), base_url="http://memhub.test"
    ) as http:
        yield engine, http


def test_url_content_is_fetched_and_stored_as_the_page_text(
    site: str, fetching: tuple[Engine, httpx.Client]
) -> None:
    engine, http = fetching
    url = f"{site}/tides.html"
    added = http.post("/v3/documents", json={"content": f" {url} ", "containerTag": "sea"})
    assert added.status_code == 200
    doc = http.get(f"/v3/documents/{added.json()['id']}").json()
    assert doc["content"].startswith("Low tide\nLow tide at the harbour")
    assert doc["url"] == url and doc["title"] == "Tide tables" and doc["type"] == "webpage"
    assert "do not index" not in doc["content"]
    assert engine.worker.drain(60)
    hits = http.post("/v3/search", json={"q": "when is low tide", "containerTag": "sea"}).json()
    assert hits["results"][0]["documentId"] == added.json()["id"]


def test_a_url_that_cannot_be_fetched_is_a_400_and_changes_nothing(
    site: str, fetching: tuple[Engine, httpx.Client]
) -> None:
    _, http = fetching
    missing = http.post("/v3/documents", json={"content": f"{site}/gone", "containerTag": "sea"})
    assert missing.status_code == 400 and "HTTP 404" in missing.json()["error"]
    original = {"content": "Original notes.", "customId": "n1", "containerTag": "sea"}
    kept = http.post("/v3/documents", json=original)
    assert kept.status_code == 200
    patched = http.patch("/v3/documents/n1", json={"content": f"{site}/to-metadata"})
    assert patched.status_code == 400 and "169.254.169.254" in patched.json()["error"]
    assert http.get("/v3/documents/n1").json()["content"] == "Original notes."
    # A page replaces the content once it can be fetched.
    assert http.patch("/v3/documents/n1", json={"content": f"{site}/notes.txt"}).is_success
    assert http.get("/v3/documents/n1").json()["content"] == "Ferry leaves at nine."
    listed = http.post("/v3/documents/list", json={"containerTags": ["sea"]}).json()
    assert [d["id"] for d in listed["memories"]] == ["n1"]


def test_batch_fetches_url_items_and_fails_only_those_that_cannot_be(
    site: str, fetching: tuple[Engine, httpx.Client]
) -> None:
    _, http = fetching
    batch = http.post(
        "/v3/documents/batch",
        json={
            "containerTag": "sea",
            "documents": [
                "Plain text stays.",
                {"content": f"{site}/notes.txt", "customId": "ferry"},
                {"content": f"{site}/logo.png", "customId": "logo"},
            ],
        },
    ).json()
    assert (batch["success"], batch["failed"]) == (2, 1)
    failed = [r for r in batch["results"] if r["status"] == "error"]
    assert failed[0]["id"] == "logo" and "PNG image" in failed[0]["error"]
    assert http.get("/v3/documents/ferry").json()["content"] == "Ferry leaves at nine."
    assert http.get("/v3/documents/logo").status_code == 404


def test_by_default_a_loopback_url_is_refused_and_not_stored(
    site: str, make_engine: Callable[..., Engine]
) -> None:
    engine = make_engine()
    with httpx.Client(
        transport=SyncASGITransport(create_app(engine)), base_url="http://memhub.test"
    ) as http:
        refused = http.post(
            "/v3/documents", json={"content": f"{site}/tides.html", "containerTag": "sea"}
        )
        assert refused.status_code == 400
        assert "MEMHUB_FETCH_PRIVATE_URLS" in refused.json()["error"]
        listed = http.post("/v3/documents/list", json={"containerTags": ["sea"]}).json()
    assert listed["memories"] == [] and _Site.seen == []

"""Fetch the page a URL names, safely, and turn it into text for the chunker.

The legacy API treats content that is only a URL as "the document at this URL". The
server fetches it on the caller's behalf, which makes every fetch a request the
server itself sends: pointed at `http://169.254.169.254/` (a cloud metadata service)
or `http://localhost:…`, it would read what only the server may read. So:

- only `http` and `https` URLs, on their default or an explicit port;
- the host is resolved here, every address it resolves to must pass the address
  policy (by default: public addresses only, so no private, loopback, link-local,
  shared, multicast or reserved range), and the connection goes to the checked
  address itself (the name is kept for `Host` and TLS), so a second lookup cannot
  answer differently;
- redirects are followed by hand, at most `MAX_REDIRECTS`, each hop checked the
  same way;
- the body is read up to a byte cap and the whole fetch up to a deadline.

HTML becomes its readable text (`html_to_text`: the main content as trafilatura
extracts it, `<title>` as the title); any other body goes through `extract_text`,
which reads text and PDFs and refuses everything else.
"""

from __future__ import annotations

import ipaddress
import socket
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final
from urllib.parse import urljoin, urlsplit

import httpx

from .extract import (
    HTML_TYPES,
    Extracted,
    FileTooCostlyError,
    PdfLimits,
    UnsupportedFileError,
    extract_text,
    html_to_text,
)

__all__ = [
    "MAX_REDIRECTS",
    "Address",
    "FetchError",
    "FetchTooLarge",
    "UrlFetcher",
    "any_address",
    "public_only",
]

MAX_REDIRECTS: Final = 5
DEFAULT_TIMEOUT: Final = 15.0
"""Seconds one fetch may take, redirects and body included."""
_USER_AGENT: Final = "memhub (+https://github.com/memhub) url-fetch"

Address = ipaddress.IPv4Address | ipaddress.IPv6Address
Resolver = Callable[[str, int], Sequence[str]]
"""Host and port to the addresses a connection may go to."""


class FetchError(ValueError):
    """The URL could not be fetched or read; the message says why, for the client."""


class FetchTooLarge(FetchError):
    """The body (or what would be extracted from it) is past the configured limits."""


def public_only(address: Address) -> bool:
    """The default policy: globally routable unicast addresses only. This refuses
    private, loopback, link-local (and so the 169.254.169.254 metadata service),
    shared (100.64/10), multicast, reserved and unspecified addresses, and IPv6
    addresses that embed a refused IPv4 one."""
    if isinstance(address, ipaddress.IPv6Address):
        embedded = address.ipv4_mapped or address.sixtofour
        if embedded is not None and not public_only(embedded):
            return False
    return address.is_global and not address.is_multicast


def any_address(address: Address) -> bool:
    """The operator's opt-in (`MEMHUB_FETCH_PRIVATE_URLS`): any address at all."""
    return True


def system_resolver(host: str, port: int) -> list[str]:
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as exc:
        raise FetchError(f"the host {host!r} could not be resolved ({exc})") from None
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


@dataclass(frozen=True)
class UrlFetcher:
    """Fetches one URL into `Extracted` text, under an address policy and limits."""

    allowed: Callable[[Address], bool] = public_only
    max_bytes: int = 25 * 1024 * 1024
    timeout: float = DEFAULT_TIMEOUT
    pdf_limits: PdfLimits = field(default_factory=PdfLimits)
    resolve: Resolver = system_resolver
    transport: httpx.BaseTransport | None = None
    """Only for tests that stand in for the network."""

    def fetch(self, url: str) -> Extracted:
        """The text at `url`. Raises `FetchError` (`FetchTooLarge` for size) with a
        message fit for the client."""
        deadline = time.monotonic() + self.timeout
        current = url.strip()
        with httpx.Client(
            transport=self.transport, timeout=self.timeout, follow_redirects=False
        ) as client:
            for _ in range(MAX_REDIRECTS + 1):
                response = self._send(client, current, deadline)
                if response.is_redirect:
                    location = response.headers.get("location", "")
                    response.close()
                    if not location:
                        raise FetchError(f"{current} redirected without a location")
                    current = urljoin(current, location)
                    continue
                try:
                    return self._read(current, response, deadline)
                finally:
                    response.close()
        raise FetchError(f"{url} redirected more than {MAX_REDIRECTS} times")

    def _send(self, client: httpx.Client, url: str, deadline: float) -> httpx.Response:
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https"):
            raise FetchError(f"only http and https URLs are fetched, not {parts.scheme!r}")
        host = parts.hostname
        if not host:
            raise FetchError(f"{url!r} names no host")
        try:
            port = parts.port or (443 if parts.scheme == "https" else 80)
        except ValueError:
            raise FetchError(f"{url!r} has an invalid port") from None
        address = self._checked_address(host, port)
        target = httpx.URL(url).copy_with(host=str(address))
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise FetchError(f"fetching {url} took longer than {self.timeout:g} seconds")
        request = client.build_request(
            "GET",
            target,
            headers={"host": httpx.URL(url).netloc.decode("ascii"), "user-agent": _USER_AGENT},
            timeout=remaining,
            # The certificate is checked against the name, not the pinned address.
            extensions={"sni_hostname": host},
        )
        try:
            return client.send(request, stream=True)
        except httpx.TimeoutException:
            raise FetchError(f"fetching {url} took longer than {self.timeout:g} seconds") from None
        except httpx.HTTPError as exc:
            raise FetchError(f"fetching {url} failed ({type(exc).__name__}: {exc})") from None

    def _checked_address(self, host: str, port: int) -> Address:
        """The first address `host` resolves to, if every one passes the policy (a
        name with any refused address is refused: which one a client would use is
        not ours to choose)."""
        try:
            literal: Address | None = ipaddress.ip_address(host.strip("[]"))
        except ValueError:
            literal = None
        if literal is not None:
            found = [literal]
        else:
            found = [_address(a) for a in self.resolve(host, port)]
        if not found:
            raise FetchError(f"the host {host!r} could not be resolved")
        for address in found:
            if not self.allowed(address):
                raise FetchError(
                    f"the host {host!r} resolves to {address}, a private, loopback, "
                    "link-local or otherwise non-public address, which memhub does not "
                    "fetch (an operator can allow it with MEMHUB_FETCH_PRIVATE_URLS=true)"
                )
        return found[0]

    def _read(self, url: str, response: httpx.Response, deadline: float) -> Extracted:
        if response.status_code >= 400:
            raise FetchError(f"{url} answered HTTP {response.status_code}")
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self.max_bytes:
            raise FetchTooLarge(self._too_large(url))
        body = bytearray()
        try:
            for piece in response.iter_bytes():
                body += piece
                if len(body) > self.max_bytes:
                    raise FetchTooLarge(self._too_large(url))
                if time.monotonic() > deadline:
                    raise FetchError(f"fetching {url} took longer than {self.timeout:g} seconds")
        except httpx.HTTPError as exc:
            raise FetchError(f"reading {url} failed ({type(exc).__name__}: {exc})") from None
        content_type = response.headers.get("content-type")
        try:
            if _mime(content_type) in HTML_TYPES:
                return html_to_text(_decoded(bytes(body), response))
            name = urlsplit(url).path.rsplit("/", 1)[-1] or None
            return extract_text(
                bytes(body), filename=name, content_type=content_type, pdf_limits=self.pdf_limits
            )
        except UnsupportedFileError as exc:
            raise FetchError(f"{url}: {exc}") from None
        except FileTooCostlyError as exc:
            raise FetchTooLarge(f"{url}: {exc}") from None

    def _too_large(self, url: str) -> str:
        return f"{url} is larger than {self.max_bytes} bytes, the limit for a fetched page"


def _address(text: str) -> Address:
    # getaddrinfo may give a scoped IPv6 address (`fe80::1%eth0`); the scope does not
    # change what kind of address it is.
    return ipaddress.ip_address(text.split("%", 1)[0])


def _mime(content_type: str | None) -> str:
    return (content_type or "").split(";", 1)[0].strip().lower()


def _decoded(body: bytes, response: httpx.Response) -> str:
    """The page's text in its declared charset, UTF-8 when none is declared."""
    try:
        return body.decode(response.charset_encoding or "utf-8", errors="replace")
    except LookupError:  # an unknown charset name
        return body.decode("utf-8", errors="replace")

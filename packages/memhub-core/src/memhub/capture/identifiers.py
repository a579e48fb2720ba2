"""Turn arbitrary host identifiers into valid namespaces and document ids.

Apps key memory by whatever they have: an email, a display name, a session id
from another system. The server accepts a narrower alphabet, so those keys need
mapping, and the mapping must never merge two keys: a namespace is an isolation
boundary, so if "a b" and "a_b" landed in the same namespace one user would read
another's memories.

The rule: a key that is already valid is used as it is. Any other key is made
readable (accents folded, runs of other characters replaced by "_", length
capped) and gets `--` plus 16 hex characters of the SHA-256 of the original key.
The digest keeps keys apart that clean to the same text, and 64 bits make it
impractical to craft a key that collides with someone else's. A valid key that
already ends in that `--<16 hex>` shape is treated as needing a digest too, so no
key passed through unchanged can equal the mapped form of a different key.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

from ..types import NAMESPACE_MAX_LENGTH

__all__ = [
    "CONVERSATION_PREFIX",
    "conversation_document_id",
    "document_id",
    "namespace_for",
    "namespace_id",
]

DOCUMENT_ID_MAX = 255

_NAMESPACE_CHARS = r"a-zA-Z0-9_:-"
# Document ids appear in URL paths; this alphabet needs no percent-encoding there.
_DOCUMENT_CHARS = r"A-Za-z0-9_.:-"

_DIGEST_HEX = 16
_SEPARATOR = "--"
_LOOKS_MAPPED = re.compile(re.escape(_SEPARATOR) + f"[0-9a-f]{{{_DIGEST_HEX}}}$")


def namespace_for(user_id: str, *, prefix: str = "") -> str:
    """The namespace for `prefix + user_id`: unchanged if already valid, otherwise
    cleaned and suffixed with a digest. Matches `^[a-zA-Z0-9_:-]+$`, at most 100
    characters. Every adapter maps its `namespace=` argument through this, so one
    user id reaches the same memory from any framework.

    Raises ValueError for a non-string or an empty (blank) id.
    """
    if not isinstance(user_id, str):
        raise ValueError(f"invalid namespace {user_id!r}: expected a string")
    try:
        return _map(user_id, prefix, _NAMESPACE_CHARS, NAMESPACE_MAX_LENGTH, what="namespace")
    except ValueError as exc:
        raise ValueError(f"invalid namespace {user_id!r}: {exc}") from None


namespace_id = namespace_for
"""The older name of `namespace_for`, kept so existing imports keep working."""


def document_id(raw: str, *, prefix: str = "") -> str:
    """A document id for `prefix + raw`: unchanged if valid, otherwise cleaned and
    suffixed with a digest. Matches `^[A-Za-z0-9_.:-]+$`, at most 255 characters."""
    return _map(raw, prefix, _DOCUMENT_CHARS, DOCUMENT_ID_MAX, what="document id")


CONVERSATION_PREFIX = "conversation:"
"""Adapters capture a conversation's transcript as the document `conversation:<id>`, so the
same conversation captured through two frameworks lands in one document. (LangChain's chat
history is the exception: it stores structured messages, under `langchain:<session>`.)"""


def conversation_document_id(conversation_id: str) -> str:
    """The document id a conversation's transcript is captured under."""
    return document_id(conversation_id, prefix=CONVERSATION_PREFIX)


def _map(raw: str, prefix: str, chars: str, limit: int, *, what: str) -> str:
    if not raw.strip():
        # An empty key is almost always a missing value; mapping it would pool
        # every such caller into one shared namespace.
        raise ValueError(f"cannot build a {what} from an empty identifier")
    key = prefix + raw
    if _is_valid(key, chars, limit):
        return key
    digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:_DIGEST_HEX]
    room = limit - len(_SEPARATOR) - _DIGEST_HEX
    readable = _readable(key, chars)[:room].strip("_") or "_"
    return f"{readable}{_SEPARATOR}{digest}"


def _is_valid(key: str, chars: str, limit: int) -> bool:
    if len(key) > limit or re.fullmatch(f"[{chars}]+", key) is None:
        return False
    # "." and ".." are dot-segments: clients and proxies resolve them out of a URL path.
    return key not in (".", "..") and _LOOKS_MAPPED.search(key) is None


def _readable(key: str, chars: str) -> str:
    # Fold accents so "José" keeps its letters ("Jose") instead of becoming "Jos_".
    folded = "".join(c for c in unicodedata.normalize("NFKD", key) if not unicodedata.combining(c))
    return re.sub(f"[^{chars}]+", "_", folded)

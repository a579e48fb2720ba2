"""API keys: minted once, stored only as hashes, scoped to namespaces and to reading."""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from ..store.base import ApiKeyRecord
from ..store.interface import Store
from .errors import Forbidden, Unauthorized

__all__ = ["Principal", "hash_key", "new_key"]

KEY_PREFIX = "mh_"


def new_key() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(32)


def hash_key(key: str) -> str:
    # Keys are 256-bit random tokens, so a fast hash cannot be brute-forced;
    # a slow password hash would only add latency to every request.
    return hashlib.sha256(key.encode()).hexdigest()


@dataclass(frozen=True)
class Principal:
    """Who is calling and what they may touch."""

    namespaces: tuple[str, ...] | None = None
    read_only: bool = False
    admin: bool = True

    @classmethod
    def of(cls, record: ApiKeyRecord) -> Principal:
        return cls(namespaces=record.namespaces, read_only=record.read_only, admin=record.admin)

    def may_see(self, namespace: str) -> bool:
        return self.namespaces is None or namespace in self.namespaces

    def check_read(self, namespace: str) -> None:
        if not self.may_see(namespace):
            raise Forbidden("The API key cannot access this namespace")

    def check_write(self, namespace: str) -> None:
        self.check_read(namespace)
        if self.read_only:
            raise Forbidden("Namespace write access denied: this API key is read-only")

    def check_admin(self) -> None:
        if not self.admin or self.read_only:
            raise Forbidden("Admin access required")


def authenticate(store: Store, authorization: str | None) -> Principal:
    if not authorization:
        raise Unauthorized("Missing API key: send Authorization: Bearer <key>")
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("Malformed Authorization header: expected 'Bearer <key>'")
    record = store.api_key_by_hash(hash_key(token.strip()))
    if record is None:
        raise Unauthorized("Invalid API key")
    return Principal.of(record)


def create_key(
    store: Store,
    *,
    name: str,
    namespaces: Sequence[str] | None = None,
    read_only: bool = False,
    admin: bool = False,
) -> tuple[str, ApiKeyRecord]:
    """Mint a key; the plaintext is returned once and never stored."""
    key = new_key()
    record = store.create_api_key(
        hash_key(key), name=name, namespaces=namespaces, read_only=read_only, admin=admin
    )
    return key, record


def ensure_admin_key(store: Store, configured: str | None) -> str | None:
    """Make sure an admin key exists. Returns a newly minted key to show once, else None."""
    if configured:
        if store.api_key_by_hash(hash_key(configured)) is None:
            store.create_api_key(
                hash_key(configured),
                name="admin (configured)",
                namespaces=None,
                read_only=False,
                admin=True,
            )
        return None
    if store.count_api_keys(admin=True):
        return None
    key, _ = create_key(store, name="admin", admin=True)
    return key

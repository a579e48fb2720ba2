"""Connections to PostgreSQL: a pool, rows as dicts, times in UTC, vectors as numpy.

pgvector's `vector` travels in its binary form (a dimension count, then big-endian
float4s) both ways, so no vector is ever formatted as text.
"""

from __future__ import annotations

import re
import struct
from typing import Any

import numpy as np
import psycopg
from psycopg.abc import AdaptContext, Buffer
from psycopg.adapt import Dumper, Loader
from psycopg.conninfo import conninfo_to_dict
from psycopg.pq import Format
from psycopg.rows import DictRow, dict_row
from psycopg.types import TypeInfo
from psycopg_pool import ConnectionPool, PoolTimeout

from ..base import StoreUnavailable, Vector

__all__ = ["Connection", "connect", "open_pool", "register_vector", "unavailable"]

Connection = psycopg.Connection[DictRow]

_HEADER = struct.Struct(">HH")
_URL_PASSWORD = re.compile(r"(://[^:/@\s]*:)[^@\s]*@")


class VectorDumper(Dumper):
    format = Format.BINARY

    def dump(self, obj: Any) -> Buffer:
        array = np.asarray(obj, dtype=">f4").reshape(-1)
        return _HEADER.pack(len(array), 0) + array.tobytes()


class VectorLoader(Loader):
    format = Format.BINARY

    def load(self, data: Buffer) -> Vector:
        dimensions = _HEADER.unpack_from(data)[0]
        return np.frombuffer(data, dtype=">f4", count=dimensions, offset=4).astype(np.float32)


def register_vector(context: AdaptContext, info: TypeInfo) -> None:
    """numpy arrays dump as `vector`; `vector` columns read in binary load as float32."""
    info.register(context)
    dumper = type("NumpyVectorDumper", (VectorDumper,), {"oid": info.oid})
    context.adapters.register_dumper(np.ndarray, dumper)
    context.adapters.register_loader(info.oid, VectorLoader)


def _configure(conn: psycopg.Connection[Any]) -> None:
    conn.execute("SET TIME ZONE 'UTC'")
    info = TypeInfo.fetch(conn, "vector")
    if info is None:
        raise StoreUnavailable("the pgvector extension is not installed in this database")
    register_vector(conn, info)
    conn.commit()


def open_pool(url: str, *, max_size: int = 10) -> ConnectionPool[Connection]:
    """A pool of connections to `url`, opened and checked (fails here if unreachable)."""
    pool: ConnectionPool[Connection] = ConnectionPool(
        url,
        min_size=1,
        max_size=max_size,
        # Autocommit: a read is one statement and one round trip, not BEGIN, the
        # statement and COMMIT (a search makes a dozen reads; on a busy machine every
        # round trip waits for the server process to be scheduled). Writes open their
        # transactions themselves (`conn.transaction()`).
        kwargs={"row_factory": dict_row, "autocommit": True},
        configure=_configure,
        open=False,
        name="memhub",
    )
    try:
        pool.open(wait=True, timeout=30)
    except PoolTimeout as exc:
        pool.close()
        raise unavailable(url, exc) from exc
    return pool


def connect(url: str, **kwargs: Any) -> psycopg.Connection[Any]:
    """One connection to `url`; an unreachable server, a refused login or a malformed URL
    raises `StoreUnavailable` saying which, instead of psycopg's traceback."""
    try:
        return psycopg.connect(url, **kwargs)
    except psycopg.Error as exc:
        raise unavailable(url, exc) from exc


def unavailable(url: str, exc: Exception) -> StoreUnavailable:
    """`exc` (from connecting to `url`) as one line naming the server, user and database.

    libpq's messages name the host, port and user but never the password; it is masked
    all the same in case a driver ever echoes the URL back."""
    try:
        info = conninfo_to_dict(url)
    except psycopg.Error:
        info = {}
    password = str(info.get("password") or "")
    where = f"{info.get('host') or 'localhost'}:{info.get('port') or 5432}"
    if info.get("user"):
        where += f" as {info['user']}"
    if info.get("dbname"):
        where += f", database {info['dbname']}"
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    detail = lines[0].removeprefix("connection failed: ") if lines else type(exc).__name__
    if password:
        detail = detail.replace(password, "***")
    detail = _URL_PASSWORD.sub(r"\1***@", detail)
    if not info:
        return StoreUnavailable(f"invalid PostgreSQL database URL: {detail}")
    return StoreUnavailable(f"cannot connect to PostgreSQL at {where}: {detail}")

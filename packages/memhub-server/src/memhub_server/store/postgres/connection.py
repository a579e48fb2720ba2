"""Connections to PostgreSQL: a pool, rows as dicts, times in UTC, vectors as numpy.

pgvector's `vector` travels in its binary form (a dimension count, then big-endian
float4s) both ways, so no vector is ever formatted as text.
"""

from __future__ import annotations

import struct
from typing import Any

import numpy as np
import psycopg
from psycopg.abc import AdaptContext, Buffer
from psycopg.adapt import Dumper, Loader
from psycopg.pq import Format
from psycopg.rows import DictRow, dict_row
from psycopg.types import TypeInfo
from psycopg_pool import ConnectionPool

from ..base import Vector

__all__ = ["Connection", "open_pool", "register_vector"]

Connection = psycopg.Connection[DictRow]

_HEADER = struct.Struct(">HH")


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
        raise RuntimeError("the pgvector extension is not installed in this database")
    register_vector(conn, info)
    conn.commit()


def open_pool(url: str, *, max_size: int = 10) -> ConnectionPool[Connection]:
    """A pool of connections to `url`, opened and checked (fails here if unreachable)."""
    pool: ConnectionPool[Connection] = ConnectionPool(
        url,
        min_size=1,
        max_size=max_size,
        kwargs={"row_factory": dict_row},
        configure=_configure,
        open=False,
        name="memhub",
    )
    pool.open(wait=True, timeout=30)
    return pool

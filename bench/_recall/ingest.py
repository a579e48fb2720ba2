"""Sending the set to a memhub server as adapters send it, and waiting until it settles.

Each conversation gets a namespace, each session a document (``id`` = session id, ``date``
= session date, content in the conversation's shape); each labelled sentence gets a
namespace and a document of its own, so no other item's memories can merge with its.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from memhub import Memhub
from memhub import types as t

from .shapes import render

POLL_S = 0.25
Sources = dict[str, tuple[t.GraphMemory, frozenset[str]]]
"""Memory id -> (the memory, ids of the documents it was formed from)."""


def namespace_of(item_id: str) -> str:
    return f"recall-{item_id}"


def session_document(conv: dict[str, Any], session: dict[str, Any]) -> dict[str, Any]:
    turns = [(turn["speaker"], turn["text"]) for turn in session["turns"]]
    content = render(conv["shape"], turns, key=session["id"], user_label=conv["user_label"] or "")
    return {
        "id": session["id"],
        "content": content,
        "date": session["date"],
        "metadata": {"conversation": conv["id"], "shape": conv["shape"]},
    }


def sentence_document(item: dict[str, Any]) -> str:
    turns = [(line["speaker"], line["text"]) for line in item["context"]]
    turns.append((item["speaker"], item["sentence"]))
    return render(item["shape"], turns, key=item["id"])


def _documents(client: Memhub, namespace: str) -> list[t.DocumentListItem]:
    found: list[t.DocumentListItem] = []
    page = 1
    while True:
        listing = client.list(namespace, "documents", page=page, limit=100)
        found += listing.documents
        if page >= listing.pagination.total_pages:
            return found
        page += 1


def _settled(doc: t.DocumentListItem, dreaming: bool) -> bool:
    # a failed dream has settled too (counted apart by `failed_dreams`): waiting on it
    # would only run the clock out
    indexed = doc.system.status in ("done", "failed")
    done = ("done", "failed", "None")
    return indexed and (not dreaming or str(doc.system.dreaming_status) in done)


def failed_dreams(client: Memhub, namespaces: Sequence[str]) -> int:
    """Documents of `namespaces` whose memory formation failed."""
    return sum(
        str(d.system.dreaming_status) == "failed"
        for ns in namespaces
        for d in _documents(client, ns)
    )


def wait_until(
    client: Memhub, namespaces: Sequence[str], *, dreaming: bool, timeout: float
) -> tuple[float, int]:
    """Poll until every document of `namespaces` has settled: (when, documents still not).

    The worker takes documents in submission order, so the last namespace is watched
    alone until it settles; only then is everything swept (and re-swept where needed).
    """
    deadline = time.perf_counter() + timeout

    def unsettled(namespace: str) -> int:
        return sum(not _settled(d, dreaming) for d in _documents(client, namespace))

    while time.perf_counter() < deadline and unsettled(namespaces[-1]):
        time.sleep(POLL_S)
    pending = list(namespaces)
    while pending and time.perf_counter() < deadline:
        pending = [ns for ns in pending if unsettled(ns)]
        if pending:
            time.sleep(POLL_S)
    return time.perf_counter(), sum(unsettled(ns) for ns in pending)


def ingest_conversations(
    client: Memhub, convs: list[dict[str, Any]], timeout: float
) -> dict[str, Any]:
    """One `batch_add` per conversation; timed until indexed and until memories are formed."""
    namespaces = [namespace_of(c["id"]) for c in convs]
    turns = sum(len(s["turns"]) for c in convs for s in c["sessions"])
    began = time.perf_counter()
    for conv, namespace in zip(convs, namespaces, strict=True):
        docs = [session_document(conv, s) for s in conv["sessions"]]
        reply = client.documents.batch_add(namespace, documents=docs)
        if reply.failed:
            raise RuntimeError(f"{namespace}: batch_add rejected {reply.failed} document(s)")
    submitted = time.perf_counter()
    indexed, not_indexed = wait_until(client, namespaces, dreaming=False, timeout=timeout)
    dreamed, not_dreamed = wait_until(client, namespaces, dreaming=True, timeout=timeout)
    indexed_s, dreamed_s = indexed - began, dreamed - began
    return {
        "documents": sum(len(c["sessions"]) for c in convs),
        "turns": turns,
        "submit_s": round(submitted - began, 2),
        "indexed_s": round(indexed_s, 2),
        "with_memories_s": round(dreamed_s, 2),
        "turns_per_s_indexed": round(turns / indexed_s, 1),
        "turns_per_s": round(turns / dreamed_s, 1),
        "documents_not_indexed": not_indexed,
        "documents_not_dreamed": not_dreamed,
        "documents_dream_failed": failed_dreams(client, namespaces),
        "poll_interval_s": POLL_S,
    }


def ingest_sentences(
    client: Memhub, sentences: list[dict[str, Any]], timeout: float
) -> dict[str, Any]:
    """Each labelled sentence as its own document in its own namespace, until dreamed."""
    began = time.perf_counter()
    for item in sentences:
        client.add(
            namespace_of(item["id"]),
            content=sentence_document(item),
            id=item["id"],
            date=item["date"],
        )
    namespaces = [namespace_of(item["id"]) for item in sentences]
    settled, pending = wait_until(client, namespaces, dreaming=True, timeout=timeout)
    return {
        "seconds": round(settled - began, 2),
        "documents_not_dreamed": pending,
        "documents_dream_failed": failed_dreams(client, namespaces),
    }


def memory_sources(client: Memhub, namespace: str) -> Sources:
    """Every memory of `namespace` (any state) with the documents it was formed from."""
    found: Sources = {}
    page = 1
    while True:
        graph = client.graph(namespace, page=page, limit=100)
        for memory in graph.memories:
            _, seen = found.get(memory.id, (memory, frozenset()))
            found[memory.id] = (memory, seen | frozenset(memory.document_ids))
        if page >= max(graph.pagination.total_pages, 1):
            return found
        page += 1

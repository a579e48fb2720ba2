"""Scale-out on PostgreSQL with real processes: several `memhub worker` processes and
several `memhub serve --no-worker` processes on one database share the ingest queue, do
every job exactly once, and keep each document's appends in order; a worker killed
mid-batch loses nothing once its lease runs out; two workers forming one namespace's
memories at once neither fork a version chain nor store a memory twice.

The issue's full size (3,000 jobs across 300 documents) is `bench/bench_scale_out.py`;
this runs a fifth of it within the CI budget."""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from memhub_server.cluster import (
    Cluster,
    HashEmbeddings,
    append_problems,
    ledger_id,
    ledger_line,
    queue,
    send_appends,
    wait_until,
)
from memhub_server.store.base import NewDocument
from memhub_server.store.postgres import PostgresStore

DOCUMENTS = 60
APPENDS = 10  # per document: 600 ingest jobs in all
WORKERS = 3
SERVERS = 2
DEADLINE = 90.0  # seconds a wait may take before the test fails, on a loaded machine


@pytest.fixture
def embeddings() -> Iterator[HashEmbeddings]:
    with HashEmbeddings() as embeddings:
        yield embeddings


@pytest.fixture
def cluster(tmp_path: Path, postgres_url: str, embeddings: HashEmbeddings) -> Iterator[Cluster]:
    """Processes on `postgres_url` that embed with `embeddings` (these tests are about
    queues and processes; the model's CPU time would only slow them down)."""
    with Cluster(postgres_url, tmp_path, env=embeddings.env, timeout=DEADLINE) as cluster:
        yield cluster


SHORT_LEASE = {"MEMHUB_LEASE_SECONDS": "3"}
"""Long enough that a live worker's heartbeat (every second) keeps up on a loaded machine."""


def _rows(url: str, query: str) -> list[tuple[object, ...]]:
    with psycopg.connect(url) as conn:
        return list(conn.execute(query).fetchall())


def test_workers_and_api_processes_share_the_queue_exactly_once_in_order(
    cluster: Cluster, postgres_url: str
) -> None:
    for _ in range(WORKERS):
        cluster.worker(wait=False)
    urls = [cluster.api() for _ in range(SERVERS)]
    send_appends(urls, cluster.admin_key, documents=DOCUMENTS, appends=APPENDS)
    # A finished job's row is deleted (a failed one stays): every accepted append was
    # queued before its request returned, so an empty queue means every job finished.
    wait_until(lambda: not queue(postgres_url), "the workers did not finish every job", DEADLINE)
    # Each append is stored once and after the one before it.
    assert append_problems(postgres_url, documents=DOCUMENTS, appends=APPENDS) == []


# -- a worker killed mid-batch ----------------------------------------------------------

KILLED_DOCUMENTS = 20
KILLED_APPENDS = 4


def test_a_worker_killed_mid_batch_loses_nothing_once_its_lease_runs_out(
    cluster: Cluster, embeddings: HashEmbeddings, postgres_url: str
) -> None:
    store = PostgresStore(postgres_url, embedding_model="m")
    try:
        doomed = cluster.worker(env=SHORT_LEASE)
        # Its batch is claimed, then held at the embedding step until it is killed.
        embeddings.hold()
        for turn in range(KILLED_APPENDS):
            news = [
                NewDocument(content=ledger_line(document, turn), custom_id=ledger_id(document))
                for document in range(KILLED_DOCUMENTS)
            ]
            store.add_documents("ops", news)
        assert embeddings.waiting.wait(DEADLINE), "the worker never started a batch"
        cluster.kill(doomed)
    finally:
        store.close()
    # Its claims outlive it (nothing handed them back): one per document, its first.
    assert queue(postgres_url) == {
        "running": KILLED_DOCUMENTS,
        "queued": KILLED_DOCUMENTS * (KILLED_APPENDS - 1),
    }
    embeddings.release()
    for _ in range(2):
        cluster.worker(wait=False, env=SHORT_LEASE)
    wait_until(lambda: not queue(postgres_url), "the killed worker's jobs never finished", DEADLINE)
    [(failed,)] = _rows(postgres_url, "SELECT count(*) FROM documents WHERE status <> 'done'")
    assert failed == 0
    # Each append once (none lost, none done twice), in the order sent.
    problems = append_problems(postgres_url, documents=KILLED_DOCUMENTS, appends=KILLED_APPENDS)
    assert problems == []


# -- two workers forming one namespace's memories --------------------------------------

MOVES = ["Lisbon", "Porto", "Madrid", "Lyon", "Ghent", "Turin", "Bern", "Graz", "Cork", "Riga"]
JOBS = ["a nurse", "a teacher", "a baker", "a pilot", "an editor", "a farmer"]
REPEATS = 8  # documents that each say the same habit again


def _race_documents() -> list[str]:
    moves = [f"User: I moved to {city}." for city in MOVES]
    jobs = [f"User: I work as {job} now." for job in JOBS]
    habit = ["User: I drink green tea every morning."] * REPEATS
    # Interleaved, so every wave holds some of each.
    mixed = [moves, jobs, habit]
    return [kind[i] for i in range(max(map(len, mixed))) for kind in mixed if i < len(kind)]


def test_two_workers_forming_one_namespaces_memories_never_fork_or_duplicate(
    cluster: Cluster, embeddings: HashEmbeddings, postgres_url: str
) -> None:
    for _ in range(2):
        cluster.worker(env={"MEMHUB_DREAM_WINDOW": "0"})
    store = PostgresStore(postgres_url, embedding_model="m")
    texts = _race_documents()
    # The first worker to form memories stops at embedding them ("The user ..."; chunks
    # are indexed freely), holding its claim: the other must not form any in the
    # namespace meanwhile, though more than one batch of documents is due there.
    embeddings.hold(containing="The user")
    try:
        store.add_documents(
            "race",
            [NewDocument(content=text, custom_id=f"turn-{n:02d}") for n, text in enumerate(texts)],
        )
        assert embeddings.waiting.wait(DEADLINE), "no memory formation started"
        time.sleep(1.0)  # time for the other worker to try (it polls every 0.25 s)
        embeddings.release()

        def settled() -> bool:
            return not queue(postgres_url) and store.pending_dreams() == 0

        wait_until(settled, "memories never formed", DEADLINE)
        documents = store.list_documents("race", sort="createdAt", descending=False)
        assert [(d.status, d.dreaming_status, d.error) for d in documents] == [
            ("done", "done", None)
        ] * len(texts)
        memories = store.list_memories("race")
    finally:
        store.close()

    chains = defaultdict(list)
    for memory in memories:
        chains[memory.root_id].append(memory)
    for chain in chains.values():
        chain.sort(key=lambda m: m.version)
        # One straight line: versions 1..n, each the child of the one before, the last
        # one alone latest.
        assert [m.version for m in chain] == list(range(1, len(chain) + 1))
        assert [m.parent_id for m in chain] == [None, *(m.id for m in chain[:-1])]
        assert [m.is_latest for m in chain] == [False] * (len(chain) - 1) + [True]
    by_slot = defaultdict(list)
    for chain in chains.values():
        by_slot[chain[-1].slot].append(chain)
    # Each move and each new job is one version of one chain: none lost, none forked off.
    [homes] = by_slot["user:home_city"]
    assert len(homes) == len(MOVES)
    [jobs] = by_slot["user:job_title"]
    assert len(jobs) == len(JOBS)
    # The habit said again and again is one memory with a source per document.
    live = [m.text for m in memories if m.is_latest and not m.is_forgotten]
    assert len(live) == len(set(live))
    [tea] = [m for m in memories if "green tea" in m.text]
    assert tea.source_count == REPEATS

"""Drives the official `supermemory` 3.62.0 SDK against a memhub server.

Run in its own environment (the SDK is not a workspace dependency):
    uv run --isolated --no-project --with supermemory==3.62.0 python sdk3_roundtrip.py URL KEY PAGE
PAGE is the URL of a web page the server can fetch (a loopback page server in the test).
Prints one JSON object of what each call returned; the pytest side asserts on it.
`wait` lines are read from stdin between steps: the test settles the engine then.
"""

from __future__ import annotations

import sys

import supermemory
from driver_protocol import result, step
from supermemory import NotFoundError, Supermemory


def main() -> None:
    base_url, key, page = sys.argv[1], sys.argv[2], sys.argv[3]
    client = Supermemory(api_key=key, base_url=base_url, max_retries=0)
    out: dict[str, object] = {"version": supermemory.__version__}

    added = client.add(
        content="Priya works as a marine biologist in Lisbon. Priya is allergic to peanuts.",
        container_tag="user_priya",
        custom_id="intro-1",
        metadata={"source": "chat", "turn": 1},
    )
    out["add"] = {"id": added.id, "status": added.status}
    multi = client.documents.add(
        content="Priya plays the cello every Sunday.",
        container_tags=["user_priya", "team:ocean lab"],
        custom_id="hobby-1",
    )
    out["multi_add"] = multi.id
    batch = client.documents.batch_add(
        documents=[{"content": "Priya's sister Anika lives in Porto."}, "Priya drinks green tea."],
        container_tag="user_priya",
    )
    out["batch"] = {"success": batch.success, "failed": batch.failed, "n": len(batch.results)}
    fetched = client.add(content=page, container_tag="user_priya", custom_id="reef-page")
    out["url"] = {"id": fetched.id, "status": fetched.status}
    try:
        client.add(content=page.replace("reef", "missing"), container_tag="user_priya")
        out["bad_url"] = "stored"
    except supermemory.APIStatusError as exc:
        out["bad_url"] = {"status": exc.status_code, "body": exc.body}
    step("added")
    page_doc = client.documents.get("reef-page")
    out["page"] = {"content": page_doc.content, "url": page_doc.url, "title": page_doc.title}

    got = client.documents.get("intro-1")
    out["get"] = {
        "id": got.id,
        "customId": got.custom_id,
        "containerTags": got.container_tags,
        "status": got.status,
        "memories": [m.memory for m in got.memories or []],
    }
    out["get_multi_tags"] = client.documents.get("hobby-1").container_tags
    listing = client.documents.list(container_tags=["user_priya"], limit=2, page=1)
    out["list"] = {
        "ids": [d.id for d in listing.memories],
        "total": listing.pagination.total_items,
        "pages": listing.pagination.total_pages,
    }
    filtered = client.documents.list(
        container_tags=["user_priya"],
        filters={"AND": [{"key": "turn", "value": "1"}]},
        include_content=True,
    )
    out["list_filtered"] = [(d.custom_id, d.content) for d in filtered.memories]
    out["processing"] = client.documents.list_processing().total_count

    memories = client.search.memories(q="Where does Priya work?", container_tag="user_priya")
    out["v4_search"] = [r.memory for r in memories.results]
    hybrid = client.search.memories(
        q="cello", container_tag="team:ocean lab", search_mode="hybrid", threshold=0.1
    )
    out["v4_hybrid"] = [r.memory or r.chunk for r in hybrid.results]
    docs = client.search.execute(q="What is Priya allergic to?", container_tags=["user_priya"])
    out["v3_search"] = [
        {"documentId": r.document_id, "chunks": [c.content for c in r.chunks]} for r in docs.results
    ]
    profile = client.profile(container_tag="user_priya", q="allergy", threshold=0.1)
    out["profile"] = {
        "static": profile.profile.static,
        "dynamic": profile.profile.dynamic,
        "search": [
            r.memory for r in (profile.search_results.results if profile.search_results else [])
        ],
    }
    other = client.profile(container_tag="team:ocean lab")
    out["profile_other_tag"] = (other.profile.static or []) + (other.profile.dynamic or [])

    updated = client.documents.update("intro-1", metadata={"source": "chat", "turn": 2})
    out["update"] = updated.id
    out["settings"] = client.settings.get().filter_prompt
    out["settings_update"] = client.settings.update(
        filter_prompt="Only keep facts about people."
    ).updated.filter_prompt
    out["settings_after"] = client.settings.get().filter_prompt

    target = next(r for r in memories.results if r.memory)
    revised = client.memories.update_memory(
        container_tag="user_priya", id=target.id, new_content="Priya works as a diver in Faro."
    )
    out["update_memory"] = {
        "version": revised.version,
        "parent": revised.parent_memory_id,
        "target": target.id,
    }
    after = client.search.memories(q="What is Priya's job?", container_tag="user_priya")
    out["search_after_update"] = [r.memory for r in after.results]
    forgot = client.memories.forget(
        container_tag="user_priya", content="Priya works as a diver in Faro.", reason="retired"
    )
    out["forget"] = {"id": forgot.id, "forgotten": forgot.forgotten, "target": revised.id}
    try:
        client.memories.forget(container_tag="user_priya", id=revised.id)
        out["forget_again"] = "ok"
    except supermemory.ConflictError as exc:
        out["forget_again"] = exc.status_code

    client.documents.delete("hobby-1")
    try:
        client.documents.get("hobby-1")
        out["after_delete"] = "found"
    except NotFoundError:
        out["after_delete"] = 404
    bulk = client.documents.delete_bulk(ids=["intro-1", "never-there"])
    out["bulk"] = {"deleted": bulk.deleted_count, "errors": [e.id for e in bulk.errors or []]}
    try:
        client.connections.list()
        out["connections"] = "served"
    except NotFoundError as exc:
        out["connections"] = exc.status_code
    result(out)


if __name__ == "__main__":
    main()

"""`preview_forget`: forgetting by description lists the matches (with ids) and forgets
nothing; an exact id then forgets that memory."""

from __future__ import annotations

from memhub.testing import MemoryTransport
from memhub.tools import MemoryTools


def test_a_description_previews_and_an_id_applies() -> None:
    transport = MemoryTransport()
    client = transport.client()
    client.add("alex", content="The user drives a red Volvo.")
    tools = MemoryTools(client, "alex", preview_forget=True)
    preview = tools.run("forget_memory", {"memory_id": None, "query": "red Volvo"})
    assert preview.ok and preview.data["preview"] is True and preview.data["forgotten"] == 0
    [match] = preview.data["matches"]
    assert match["memory"] == "The user drives a red Volvo."
    assert client.list("alex", "memories").memories  # still there
    applied = tools.run("forget_memory", {"memory_id": match["id"], "query": None})
    assert applied.data == {"forgotten": 1}
    assert not client.list("alex", "memories").memories


def test_without_preview_a_description_forgets_at_once() -> None:
    client = MemoryTransport().client()
    client.add("alex", content="The user drives a red Volvo.")
    result = MemoryTools(client, "alex").run(
        "forget_memory", {"memory_id": None, "query": "red Volvo"}
    )
    assert result.data == {"forgotten": 1, "memories": ["The user drives a red Volvo."]}

"""The browsing tools bound what they return, whatever the server holds."""

from __future__ import annotations

import httpx

from memhub import AsyncMemhub
from memhub.tools import AsyncMemoryTools
from memhub_mcp._readers import ITEM_CHARS, list_memories

LONG = "word " * 2000


def _server(request: httpx.Request) -> httpx.Response:
    page = {"currentPage": 1, "limit": 50, "totalItems": 1, "totalPages": 1}
    item = {"id": "x", "memory": LONG, "summary": LONG, "system": {"status": "done"}}
    empty: list[object] = []
    return httpx.Response(
        200,
        json={"documents": [item], "chunks": empty, "memories": [item], "pagination": page},
    )


async def test_long_texts_in_lists_are_cut() -> None:
    transport = httpx.MockTransport(_server)
    async with AsyncMemhub(base_url="http://memhub.test", api_key="k", transport=transport) as c:
        [memory] = (await list_memories(c, "alex", {"limit": 50}))["memories"]
        tools = AsyncMemoryTools(c, "alex", include=["list_documents"])
        [document] = (await tools.run("list_documents", {})).data["documents"]
    assert memory["memory"] == LONG[:ITEM_CHARS] + " …"
    assert len(document["summary"]) == 500 + 2

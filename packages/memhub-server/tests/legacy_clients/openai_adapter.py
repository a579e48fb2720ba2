"""Drives `supermemory-openai-sdk` 1.0.10 (its 7 tools and its chat middleware) against
memhub. Run in its own environment:
    uv run --isolated --no-project --with supermemory-openai-sdk==1.0.10 \\
        python openai_adapter.py URL KEY
The OpenAI side is a local stand-in (an httpx mock transport that records the request
and answers a fixed completion): what is under test is the Supermemory traffic.
Prints one JSON line per step as `sdk3_roundtrip.py` does.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

import httpx
import openai
from driver_protocol import result, step
from supermemory_openai import OpenAIMiddlewareOptions, SupermemoryTools, with_supermemory


def fake_openai(seen: list[dict[str, Any]]) -> openai.OpenAI:
    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(json.loads(request.content))
        return httpx.Response(
            200,
            json={
                "id": "chatcmpl-1",
                "object": "chat.completion",
                "created": 0,
                "model": "stand-in",
                "choices": [
                    {
                        "index": 0,
                        "finish_reason": "stop",
                        "message": {"role": "assistant", "content": "Noted."},
                    }
                ],
            },
        )

    transport = httpx.MockTransport(answer)
    return openai.OpenAI(api_key="sk-test", http_client=httpx.Client(transport=transport))


async def tools_run(base_url: str, key: str, out: dict[str, Any]) -> None:
    tools = SupermemoryTools(key, {"base_url": base_url, "container_tags": ["oa_user"]})
    out["add_memory"] = (await tools.add_memory("Lena is a pilot who lives in Graz."))["success"]
    added = await tools.document_add("Lena's favourite food is dumplings.", title="food")
    out["document_add"] = added["success"]
    out["document_id"] = (added.get("document") or {}).get("id")


async def tools_recall(base_url: str, key: str, out: dict[str, Any]) -> None:
    tools = SupermemoryTools(key, {"base_url": base_url, "container_tags": ["oa_user"]})
    found = await tools.search_memories("What is Lena's job?")
    out["search_memories"] = found
    out["get_profile"] = await tools.get_profile("food")
    out["document_list"] = await tools.document_list(limit=10)
    memory_ids = [r.get("id") for r in found.get("results") or [] if r.get("memory")]
    forgot = await tools.memory_forget(memory_id=memory_ids[0] if memory_ids else None)
    out["memory_forget"] = forgot
    out["document_delete"] = await tools.document_delete(out["document_id"])


def main() -> None:
    base_url, key = sys.argv[1], sys.argv[2]
    out: dict[str, Any] = {}
    asyncio.run(tools_run(base_url, key, out))
    step("tools added")
    asyncio.run(tools_recall(base_url, key, out))

    seen: list[dict[str, Any]] = []
    options = OpenAIMiddlewareOptions(
        container_tag="oa_user", custom_id="chat-1", mode="full", api_key=key, base_url=base_url
    )
    chat = with_supermemory(fake_openai(seen), options)
    messages = [
        {"role": "system", "content": "You are helpful."},
        {"role": "user", "content": "I just adopted a cat called Miso."},
    ]
    chat.chat.completions.create(model="stand-in", messages=messages)
    step("middleware stored")
    chat.chat.completions.create(
        model="stand-in", messages=[{"role": "user", "content": "What is my cat called?"}]
    )
    out["middleware_prompts"] = [
        [m["content"] for m in request["messages"] if m["role"] == "system"] for request in seen
    ]
    result(out)


if __name__ == "__main__":
    main()

"""Drives `supermemory-cartesia` 0.1.5 against memhub: a Cartesia Line agent wrapped by
the adapter, over two calls; the second recalls what the first stored. The first call
stores under two tags (a primary user tag plus an organization tag, as Cartesia does).
Run in its own environment:
    uv run --isolated --no-project --with supermemory-cartesia==0.1.5 \\
        python cartesia_adapter.py URL KEY
Prints one JSON line per step as `sdk3_roundtrip.py` does.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncGenerator
from typing import Any

import supermemory
from driver_protocol import result, step
from line.events import UserTextSent, UserTurnEnded
from supermemory_cartesia import SupermemoryCartesiaAgent


class RecordingAgent:
    """A Line agent that answers nothing and keeps the memory context it was given."""

    def __init__(self) -> None:
        self.contexts: list[str | None] = []

    async def process(
        self, env: Any, event: Any, context: str | None = None
    ) -> AsyncGenerator[Any, None]:
        self.contexts.append(context)
        return
        yield


async def call(base_url: str, key: str, call_id: str, text: str) -> list[str | None]:
    inner = RecordingAgent()
    agent = SupermemoryCartesiaAgent(
        agent=inner,
        api_key=key,
        container_tag="noor",
        container_tags=["org-acme"],
        custom_id=call_id,
        base_url=base_url,
    )
    event = UserTurnEnded(content=[UserTextSent(content=text)])
    async for _ in agent.process(None, event):
        pass
    await asyncio.gather(*agent._background_tasks)  # the adapter stores in the background
    return inner.contexts


async def org_profile(base_url: str, key: str) -> list[str]:
    client = supermemory.AsyncSupermemory(api_key=key, base_url=base_url)
    answer = await client.profile(container_tag="org-acme")
    return (answer.profile.static or []) + (answer.profile.dynamic or [])


def main() -> None:
    base_url, key = sys.argv[1], sys.argv[2]
    first = asyncio.run(call(base_url, key, "call-1", "I'm Noor and I teach chemistry in Leeds."))
    step("first call stored")
    second = asyncio.run(call(base_url, key, "call-2", "Which subject do I teach?"))
    out = {"first": first, "second": second, "org": asyncio.run(org_profile(base_url, key))}
    result(out)


if __name__ == "__main__":
    main()

"""Drives `supermemory-pipecat` 0.1.5 against memhub: two sessions of a Pipecat pipeline
(through Pipecat's own `run_test` harness), the second recalling what the first stored.
Run in its own environment:
    uv run --isolated --no-project --with supermemory-pipecat==0.1.5 \\
        python pipecat_adapter.py URL KEY
Prints one JSON line per step as `sdk3_roundtrip.py` does.
"""

from __future__ import annotations

import asyncio
import sys
from typing import Any

from driver_protocol import result, step
from pipecat.frames.frames import LLMContextFrame
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.tests.utils import run_test
from supermemory_pipecat import SupermemoryPipecatService


async def session(base_url: str, key: str, session_id: str, text: str) -> list[Any]:
    service = SupermemoryPipecatService(
        api_key=key, user_id="pc_user", session_id=session_id, base_url=base_url
    )
    context = LLMContext([{"role": "user", "content": text}])
    down, _ = await run_test(service, frames_to_send=[LLMContextFrame(context)])
    await service.cleanup()
    return [
        m
        for frame in down
        if isinstance(frame, LLMContextFrame)
        for m in frame.context.get_messages()
    ]


def main() -> None:
    base_url, key = sys.argv[1], sys.argv[2]
    first = asyncio.run(
        session(base_url, key, "s1", "My name is Tomas and I work as a baker in Riga.")
    )
    step("first session stored")
    second = asyncio.run(session(base_url, key, "s2", "What do I do for work?"))
    out = {"first": first, "second": second}
    result(out)


if __name__ == "__main__":
    main()

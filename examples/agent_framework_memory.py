"""Long-term memory for a Microsoft Agent Framework agent, in one offline file.

Run with `uv run python examples/agent_framework_memory.py`. The memhub engine runs in
this process on ./.memhub-examples/agent-framework (set MEMHUB_BASE_URL to use a server
instead). The model is a stand-in (`memhub_agent_framework.testing.ScriptedChatClient`)
so that no API key is needed; replace it with a real one (OpenAIChatClient, ...) and the
memhub parts stay as they are.

1. A first conversation is stored in the background by the context provider.
2. In a new conversation, what memhub learned reaches the model as instructions.
3. The model can also search memory itself through the memory tools.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Mapping, Sequence
from typing import Any

from agent_framework import Agent, Message

from memhub import Memhub
from memhub.prompt import RecallOptions
from memhub_agent_framework import MemhubContextProvider, memory_tools
from memhub_agent_framework.testing import Reply, ScriptedChatClient

NAMESPACE = "example_agent_framework_alex"
DATA_DIR = ".memhub-examples/agent-framework"  # its own data folder: examples never mix memories


def stand_in_model(messages: Sequence[Message], options: Mapping[str, Any]) -> Reply:
    """Plays the model: repeats the memory it was given and searches when asked to."""
    last = messages[-1]
    if last.role == "tool":
        found = json.loads(last.contents[0].result)["results"]
        return f"Memory search found: {found[0]['memory']}"
    if last.text.startswith("Look up"):
        query = last.text.removeprefix("Look up").strip(" ?.")
        return ("search_memories", {"query": query, "limit": 1})
    instructions = str(options.get("instructions") or "")
    remembered = [line.removeprefix("- ") for line in instructions.splitlines() if line[:2] == "- "]
    if remembered:
        return "I remember: " + " ".join(remembered)
    return "Nice to meet you!"


async def talk(agent: Agent[Any], text: str, **kwargs: Any) -> None:
    print(f"user: {text}")
    print(f"assistant: {(await agent.run(text, **kwargs)).text}")


def wait_for_memories(client: Memhub, document_id: str) -> None:
    """Memories form shortly after a conversation is stored; wait for them here."""
    deadline = time.monotonic() + 60
    while client.documents.get(NAMESPACE, document_id).system.dreaming_status != "done":
        if time.monotonic() > deadline:
            raise TimeoutError("memories did not form within a minute")
        time.sleep(0.2)


async def main() -> None:
    # Agent Framework's own chat client layers, answered by `stand_in_model`.
    model = ScriptedChatClient(default=stand_in_model)
    with Memhub(data_dir=DATA_DIR) as client:
        # Load the embedding model before the first turn, so it is not spent
        # waiting (a `memhub serve` server has done this long before).
        client.profile(NAMESPACE)
        # Recall is time-boxed (3 s by default) so a slow memory never stalls a reply;
        # a first run also loads the embedding model, so give it longer here.
        options = RecallOptions(timeout=15.0)
        async with MemhubContextProvider(client, NAMESPACE, options=options) as memory:
            agent = Agent(
                model,
                "You are a friendly assistant.",
                context_providers=[memory],
                tools=memory_tools(client, NAMESPACE),
            )

            print("--- 1. a first conversation, stored in the background")
            first = agent.create_session()
            await talk(agent, "Hi! I live in Lisbon and I work as a nurse.", session=first)
            await memory.aflush()
            wait_for_memories(client, memory.document_id_for(first))

            print("\n--- 2. a new conversation: memory arrives as instructions")
            await talk(agent, "What do you know about me?", session=agent.create_session())
            print(f"(the model's instructions)\n{model.requests[-1].instructions}")

            print("\n--- 3. the model searches memory with a tool")
            await talk(agent, "Look up where I work.", session=agent.create_session())


if __name__ == "__main__":
    asyncio.run(main())

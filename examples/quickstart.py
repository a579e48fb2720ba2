"""memhub in one file: store a conversation, recall it, and build a model prompt.

Run with `uv run python examples/quickstart.py`. With no MEMHUB_BASE_URL set, the engine
runs inside this process on ./.memhub-examples/quickstart; point MEMHUB_BASE_URL (and
MEMHUB_API_KEY) at a `memhub serve` instance to use a server instead."""

from __future__ import annotations

import time

from memhub import Memhub
from memhub.capture import format_transcript, turns_from_messages
from memhub.prompt import MemoryContext, RecallOptions

NAMESPACE = "example_quickstart_alex"
DATA_DIR = ".memhub-examples/quickstart"  # its own data folder: examples never mix memories

conversation = [
    {"role": "system", "content": "You are a helpful travel assistant."},
    {"role": "user", "content": "I'm vegetarian and I'm flying to Tokyo next month."},
    {"role": "assistant", "content": "Great! I'll keep vegetarian options in mind."},
]


def main() -> None:
    with Memhub(data_dir=DATA_DIR) as client:
        # Load the embedding model before the first turn, so it is not spent
        # waiting (a `memhub serve` server has done this long before).
        client.profile(NAMESPACE)
        transcript = format_transcript(turns_from_messages(conversation))
        client.add(NAMESPACE, content=transcript, id="conversation-1")
        while client.documents.get(NAMESPACE, "conversation-1").system.status != "done":
            time.sleep(0.1)

        for hit in client.search(NAMESPACE, query="What does Alex eat?").results:
            print(f"{hit.similarity:.2f}  {hit.text}")

        # What an adapter does before each model call: recall, dedupe, render, inject.
        context = MemoryContext(
            client,
            namespace=NAMESPACE,
            options=RecallOptions(mode="query", search_mode="hybrid", threshold=0.3),
        )
        next_turn = [*conversation, {"role": "user", "content": "Any food tips for my trip?"}]
        for message in context.inject(next_turn):
            print(f"--- {message['role']}\n{message['content']}")


if __name__ == "__main__":
    main()

"""memhub with LangChain agents and LangGraph: memory middleware and a memhub-backed store.

Run with `uv run python examples/langgraph_memory.py`. With no MEMHUB_BASE_URL set, the
engine runs inside this process on ./.memhub-examples/langgraph. LangChain's fake chat
model stands in for a real one, so this runs offline; pass any chat model (or a
"provider:model" string) to `create_agent` instead.

1. `MemhubMiddleware` recalls what memhub knows about the user into each model call's
   system message and stores the conversation after each answer.
2. `MemhubStore` is LangGraph's long-term store (`create_agent(..., store=...)`,
   `graph.compile(store=...)`), kept in memhub and searchable by meaning."""

from __future__ import annotations

import time
from typing import Any

from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import BaseMessage, HumanMessage
from langchain_core.outputs import ChatResult

from memhub import Memhub
from memhub_langchain import MemhubMiddleware, MemhubStore

NAMESPACE = "example_langgraph_alex"
DATA_DIR = ".memhub-examples/langgraph"  # its own data folder: examples never mix memories


class ShowingModel(GenericFakeChatModel):
    """The fake model, printing the system message it is sent."""

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        if messages and messages[0].type == "system":
            print(f"--- the model's system message:\n{messages[0].text}")
        return super()._generate(messages, *args, **kwargs)


def wait_for_memories(client: Memhub, document_id: str) -> None:
    # Memories form once a conversation has been quiet for a moment (MEMHUB_DREAM_WINDOW).
    print("--- waiting for memhub to turn the chat into memories ...")
    while True:
        system = client.documents.get(NAMESPACE, document_id).system
        if system.status == "done" and system.dreaming_status == "done":
            return
        time.sleep(0.1)


def agent_with_memory(client: Memhub) -> None:
    middleware = MemhubMiddleware(client, namespace=NAMESPACE)
    model = ShowingModel(
        messages=iter(
            ["Berlin and green tea, noted!", "Try a Japanese sencha, you love green tea."]
        )
    )
    agent = create_agent(
        model, system_prompt="You are a concise assistant.", middleware=[middleware]
    )

    def say(text: str, thread: str) -> None:
        result = agent.invoke(
            {"messages": [HumanMessage(text)]}, {"configurable": {"thread_id": thread}}
        )
        print(f"user: {text}\nassistant: {result['messages'][-1].text}")

    say("I live in Berlin and I love green tea.", thread="day-1")
    middleware.flush()  # captured turns are sent in the background; wait for them here
    wait_for_memories(client, "conversation:day-1")
    say("Any tea recommendations for me?", thread="day-2")  # a new thread, same user


def store(client: Memhub) -> None:
    items = MemhubStore(client, namespace=NAMESPACE)
    notes = ("users", "alex", "notes")
    items.put(notes, "allergy", {"text": "Allergic to peanuts", "severity": 3})
    items.put(notes, "trip", {"text": "Visiting Kyoto in April", "severity": 0})
    items.put(("users", "alex", "settings"), "units", {"temperature": "celsius"}, index=False)
    items.put(notes, "trip", {"text": "Visiting Kyoto and Osaka in April", "severity": 0})

    print(f"--- namespaces: {items.list_namespaces(prefix=('users',))}")
    trip = items.get(notes, "trip")
    assert trip is not None
    print(f"--- get: {trip.value} (created {trip.created_at:%H:%M:%S})")
    severe = items.search(notes, filter={"severity": {"$gt": 1}})
    print(f"--- filter severity > 1: {[item.key for item in severe]}")
    # Semantic search sees an item once memhub has indexed it (a moment after the put).
    deadline = time.monotonic() + 30
    while not (hits := items.search(("users", "alex"), query="Which foods are dangerous?")):
        if time.monotonic() > deadline:
            raise SystemExit("the items were not indexed in time")
        time.sleep(0.1)
    print(f"--- search 'Which foods are dangerous?': {hits[0].key} ({hits[0].score:.2f})")


def main() -> None:
    with Memhub(data_dir=DATA_DIR) as client:
        # Start from a clean slate, so the example can run again.
        client.documents.delete(NAMESPACE, ids=["conversation:day-1", "conversation:day-2"])
        agent_with_memory(client)
        store(client)


if __name__ == "__main__":
    main()

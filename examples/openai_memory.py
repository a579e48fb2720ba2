"""An OpenAI client that remembers users across conversations, in one file.

Run with `uv run python examples/openai_memory.py`. It runs offline: memhub's engine
runs in this process on ./.memhub-examples/openai, and the model is a small stand-in
answering through the OpenAI SDK's own HTTP layer (`memhub_openai.testing`), so no API
key is needed. For a real model, build the client as `OpenAI()` and keep everything
else.

1. Monday's conversation is captured into memory as it happens.
2. On Friday, in a new conversation, the model is given what memhub remembers.
3. The model looks the user up itself, through memhub's function tools.
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

from openai import OpenAI

from memhub import Memhub
from memhub_openai import memory_of, memory_tools, with_memory
from memhub_openai.testing import Reply, ScriptedOpenAI

# Form memories as soon as a conversation arrives, rather than after a quiet spell.
os.environ.setdefault("MEMHUB_DREAM_WINDOW", "0")

USER = "example_openai_alex"
DATA_DIR = ".memhub-examples/openai"  # its own data folder: examples never mix memories


def stand_in_model(body: dict[str, Any]) -> Reply:
    """Plays the model: repeats what memory told it, and calls get_profile when offered tools."""
    last = body["messages"][-1]
    if body.get("tools") and last["role"] == "user":
        return Reply(tool_calls=[("call_1", "get_profile", "{}")])
    if last["role"] == "tool":
        known = json.loads(last["content"])["static"]
        return Reply("Here is what I know: " + " ".join(known))
    system = next((m["content"] for m in body["messages"] if m["role"] == "system"), "")
    facts = [line[2:] for line in system.splitlines() if line.startswith("- ")]
    return Reply(" ".join(facts) or "Nice to meet you! I'll keep that in mind.")


def openai_client() -> OpenAI:
    # The real SDK client; only its HTTP endpoint is `stand_in_model`.
    return ScriptedOpenAI(default=stand_in_model).client()


def wait_for_memories(memhub: Memhub, document_id: str) -> None:
    while memhub.documents.get(USER, document_id).system.dreaming_status != "done":
        time.sleep(0.1)


def main() -> None:
    with Memhub(data_dir=DATA_DIR) as memhub:
        # Load the embedding model before the first turn, so it is not spent
        # waiting (a `memhub serve` server has done this long before).
        memhub.profile(USER)
        # 1. Monday: the exchange goes to the document "conversation:monday".
        monday = with_memory(
            openai_client(), namespace=USER, conversation_id="monday", memhub=memhub
        )
        said = "Hi! I'm vegetarian and I live in Lisbon."
        answer = monday.chat.completions.create(
            model="gpt-4.1-mini", messages=[{"role": "user", "content": said}]
        )
        print(f"monday> {said}\nmodel > {answer.choices[0].message.content}\n")
        memory_of(monday).close()  # flush the capture before we look at memory
        wait_for_memories(memhub, "conversation:monday")

        # 2. Friday: a new conversation; the profile arrives in the system message.
        friday = with_memory(
            openai_client(), namespace=USER, conversation_id="friday", memhub=memhub
        )
        messages: list[Any] = [
            {"role": "system", "content": "You are a helpful local guide."},
            {"role": "user", "content": "Where should I go for dinner tonight?"},
        ]
        answer = friday.chat.completions.create(model="gpt-4.1-mini", messages=messages)
        print(f"friday> {messages[1]['content']}\nmodel > {answer.choices[0].message.content}\n")

        # 3. Tools: the model asks for the profile; the executor answers from memhub.
        tools = memory_tools(namespace=USER, memhub=memhub)
        question = "What do you know about me?"
        messages += [answer.choices[0].message, {"role": "user", "content": question}]
        step = friday.chat.completions.create(
            model="gpt-4.1-mini", messages=messages, tools=tools.definitions
        )
        messages += [step.choices[0].message, *tools.execute(step)]
        final = friday.chat.completions.create(
            model="gpt-4.1-mini", messages=messages, tools=tools.definitions
        )
        print(f"friday> {question}\nmodel > {final.choices[0].message.content}")
        memory_of(friday).close()


if __name__ == "__main__":
    main()

"""Claude that remembers users across conversations, automatically, in one file.

Run with `uv run python examples/claude_with_memory.py`. It runs offline: memhub's
engine runs in this process on ./.memhub-examples/claude-memory, and Claude is a small
stand-in answering through the Anthropic SDK's own HTTP layer
(`memhub_anthropic.testing`), so no API key is needed. For the real model, build the
client as `Anthropic()` and keep everything else.

1. Monday's conversation is captured into memory as it happens.
2. On Friday, in a new conversation, Claude is given what memhub remembers, at the end
   of its system prompt (the cached part of the prompt stays as it was).
3. Claude looks the user up itself, through memhub's tools and the SDK's tool runner.
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

from anthropic import Anthropic

from memhub import Memhub
from memhub_anthropic import memory_of, memory_tools, with_memory
from memhub_anthropic.testing import Reply, ScriptedClaude

# Form memories as soon as a conversation arrives, rather than after a quiet spell.
os.environ.setdefault("MEMHUB_DREAM_WINDOW", "0")

USER = "example_claude_memory_alex"
DATA_DIR = ".memhub-examples/claude-memory"  # its own data folder: examples never mix memories
MODEL = "claude-sonnet-4-5"


def system_text(body: dict[str, Any]) -> str:
    system = body.get("system", "")
    return system if isinstance(system, str) else "\n".join(b["text"] for b in system)


def stand_in_claude(body: dict[str, Any]) -> Reply:
    """Plays Claude: repeats what memory told it, and calls get_profile when given tools."""
    content = body["messages"][-1]["content"]
    results = (
        [b for b in content if b["type"] == "tool_result"] if isinstance(content, list) else []
    )
    if results:
        known = json.loads(results[0]["content"])["static"]
        return Reply("Here is what I know: " + " ".join(known))
    if body.get("tools"):
        return Reply("", tool_uses=[("toolu_01", "get_profile", {})])
    facts = [line[2:] for line in system_text(body).splitlines() if line.startswith("- ")]
    return Reply(" ".join(facts) or "Nice to meet you! I'll keep that in mind.")


def claude_client(endpoint: ScriptedClaude) -> Anthropic:
    # The real SDK client; only its HTTP endpoint is `stand_in_claude`.
    return endpoint.client()


def wait_for_memories(memhub: Memhub, document_id: str) -> None:
    while memhub.documents.get(USER, document_id).system.dreaming_status != "done":
        time.sleep(0.1)


def main() -> None:
    endpoint = ScriptedClaude(default=stand_in_claude)
    with Memhub(data_dir=DATA_DIR) as memhub:
        # Load the embedding model before the first turn, so it is not spent
        # waiting (a `memhub serve` server has done this long before).
        memhub.profile(USER)
        # 1. Monday: the exchange goes to the document "conversation:monday".
        monday = with_memory(
            claude_client(endpoint), namespace=USER, conversation_id="monday", memhub=memhub
        )
        said = "Hi! I'm vegetarian and I live in Lisbon."
        answer = monday.messages.create(
            model=MODEL, max_tokens=1024, messages=[{"role": "user", "content": said}]
        )
        print(f"monday> {said}\nclaude> {answer.content[0].text}\n")
        memory_of(monday).close()  # flush the capture before we look at memory
        wait_for_memories(memhub, "conversation:monday")

        # 2. Friday: a new conversation, streamed; memory arrives after the cached prompt.
        friday = with_memory(
            claude_client(endpoint), namespace=USER, conversation_id="friday", memhub=memhub
        )
        guide = {
            "type": "text",
            "text": "You are a local guide.",
            "cache_control": {"type": "ephemeral"},
        }
        question = "Where should I go for dinner tonight?"
        messages: list[Any] = [{"role": "user", "content": question}]
        with friday.messages.stream(
            model=MODEL, max_tokens=1024, system=[guide], messages=messages
        ) as stream:
            print(f"friday> {question}\nclaude> ", end="")
            for text in stream.text_stream:
                print(text, end="", flush=True)
            print()
            reply = stream.get_final_message()
        print(f"\nClaude's system prompt was:\n{system_text(endpoint.last)}\n")

        # 3. Tools: Claude asks for the profile; the SDK's tool runner answers from memhub.
        tools = memory_tools(namespace=USER, memhub=memhub)
        question = "What do you know about me?"
        messages += [
            {"role": "assistant", "content": reply.content},
            {"role": "user", "content": question},
        ]
        runner = claude_client(endpoint).beta.messages.tool_runner(
            model=MODEL, max_tokens=1024, messages=messages, tools=tools.runner_tools
        )
        print(f"friday> {question}\nclaude> {runner.until_done().content[0].text}")
        memory_of(friday).close()


if __name__ == "__main__":
    main()

"""Claude's memory tool, backed by memhub: two conversations that share a memory file.

Run with `uv run python examples/claude_memory_tool.py`. It runs offline: memhub runs
inside this process on ./.memhub-examples/claude, and Claude is played by a scripted
stand-in behind the Anthropic SDK's HTTP layer. To talk to the real model, use
`Anthropic()` (with ANTHROPIC_API_KEY set) instead of `scripted_claude(...)`.

Every file Claude writes under /memories is a memhub document, so besides being
there for the next conversation, its content becomes searchable memory.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from typing import Any

import httpx2
from anthropic import Anthropic

from memhub import Memhub
from memhub_anthropic import MemhubMemoryTool, memory_file_id

NAMESPACE = "example_claude_alex"
DATA_DIR = ".memhub-examples/claude"  # its own data folder: examples never mix memories
PROFILE = "/memories/user_profile.md"
NOTES = "# User profile\n- Lives in Lisbon\n- Vegetarian\n- Allergic to peanuts\n"

Turn = Callable[[dict[str, Any]], list[dict[str, Any]]]


def memory_call(**command: Any) -> Turn:
    return lambda request: [
        {
            "type": "tool_use",
            "id": f"toolu_{time.monotonic_ns()}",
            "name": "memory",
            "input": command,
        }
    ]


def say(text: str) -> Turn:
    return lambda request: [{"type": "text", "text": text}]


def scripted_claude(*turns: Turn) -> Anthropic:
    """An Anthropic client whose model answers each request with the next scripted turn."""
    replies = iter(turns)

    def messages_api(request: httpx2.Request) -> httpx2.Response:
        content = next(replies)(json.loads(request.content))
        return httpx2.Response(
            200,
            json={
                "id": f"msg_{time.monotonic_ns()}",
                "type": "message",
                "role": "assistant",
                "model": "claude-sonnet-4-5",
                "content": content,
                "stop_reason": "tool_use" if content[0]["type"] == "tool_use" else "end_turn",
                "stop_sequence": None,
                "usage": {"input_tokens": 900, "output_tokens": 80},
            },
        )

    return Anthropic(
        api_key="offline", http_client=httpx2.Client(transport=httpx2.MockTransport(messages_api))
    )


def answer_from_notes(request: dict[str, Any]) -> list[dict[str, Any]]:
    """The last turn of session 2: Claude answers from what the memory tool returned."""
    edited = request["messages"][-1]["content"][0]["content"]
    lines = [line.split("\t", 1)[1] for line in edited.splitlines()[1:]]
    notes = [line.removeprefix("- ") for line in lines if not line.startswith("#")]
    return say(f"Noted! From my notes ({'; '.join(notes)}): try the mushroom tacos tonight.")(
        request
    )


def converse(claude: Anthropic, memory: MemhubMemoryTool, user_text: str) -> None:
    print(f"user: {user_text}")
    runner = claude.beta.messages.tool_runner(
        model="claude-sonnet-4-5",
        max_tokens=1024,
        messages=[{"role": "user", "content": user_text}],
        tools=[memory],
    )
    for message in runner:
        for block in message.content:
            if block.type == "text":
                print(f"claude: {block.text}")
            elif block.type == "tool_use":
                print(f"  memory.{block.input['command']}  {json.dumps(block.input)[:90]}")
        reply = runner.generate_tool_call_response()  # cached: the runner sends these
        for result in reply["content"] if reply and not isinstance(reply["content"], str) else []:
            if isinstance(result, dict) and result["type"] == "tool_result":
                print("    -> " + str(result.get("content")).replace("\n", "\n       "))
    print()


def main() -> None:
    # The in-process engine batches memory formation for 5 s by default; the demo wants it now.
    os.environ.setdefault("MEMHUB_DREAM_WINDOW", "0")
    with Memhub(data_dir=DATA_DIR) as client:
        # Load the embedding model before the first turn, so it is not spent
        # waiting (a `memhub serve` server has done this long before).
        client.profile(NAMESPACE)
        memory = MemhubMemoryTool(client, namespace=NAMESPACE)
        memory.clear_all_memory()  # start the demo from an empty /memories

        print("== Conversation 1")
        converse(
            scripted_claude(
                memory_call(command="view", path="/memories"),
                memory_call(command="create", path=PROFILE, file_text=NOTES),
                say("Welcome to Lisbon! I'll remember that you're vegetarian and avoid peanuts."),
            ),
            memory,
            "I just moved to Lisbon. I'm vegetarian and allergic to peanuts.",
        )

        print("== Conversation 2 (a new session: only the memory files carry over)")
        converse(
            scripted_claude(
                memory_call(command="view", path="/memories"),
                memory_call(command="view", path=PROFILE),
                memory_call(
                    command="str_replace", path=PROFILE, old_str="Vegetarian", new_str="Vegan"
                ),
                answer_from_notes,
            ),
            memory,
            "Any dinner idea for tonight? Oh, and I'm vegan now.",
        )

        # The file went through memhub's pipeline like any document: wait for it to settle.
        document_id = memory_file_id(PROFILE)
        deadline = time.monotonic() + 120
        while client.documents.get(NAMESPACE, document_id).system.dreaming_status != "done":
            if time.monotonic() > deadline:
                raise TimeoutError("memhub did not finish processing the memory file")
            time.sleep(0.2)

        print("== What memhub now recalls about the user")
        found = client.search(
            NAMESPACE, query="Where does the user live? Allergies?", search_mode="memories"
        )
        for hit in found.results:
            print(f"{hit.similarity:.2f}  {hit.memory}   (from {hit.metadata.get('file_path')})")


if __name__ == "__main__":
    main()

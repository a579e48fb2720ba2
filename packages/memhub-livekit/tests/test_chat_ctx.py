"""Placing the memory block in a LiveKit ChatContext, and what importing the package costs."""

from __future__ import annotations

import subprocess
import sys

from livekit.agents import llm

from memhub._block import wrap
from memhub_livekit import MEMORY_MARKER
from memhub_livekit._chat_ctx import last_user_message, message_text, put_block

OLD = wrap("Old memory.")
NEW = wrap("New memory.")


def _history() -> llm.ChatContext:
    ctx = llm.ChatContext.empty()
    ctx.add_message(role="system", content=f"Be brief.\n\n{OLD}", created_at=1.0)
    ctx.add_message(role="user", content="Hello", created_at=2.0)
    ctx.add_message(role="assistant", content="Hi!", created_at=3.0)
    ctx.add_message(role="system", content=[OLD], extra={MEMORY_MARKER: True}, created_at=3.5)
    ctx.add_message(role="user", content=["Where do I live?"], created_at=4.0)
    ctx.insert(llm.FunctionCall(call_id="c1", name="search_memories", arguments="{}", created_at=5))
    return ctx


def test_the_new_block_replaces_every_old_one_and_sits_before_the_user():
    history = _history()
    turn = history.copy()  # what llm_node receives: a new list sharing the same items
    user = last_user_message(turn)
    assert user is not None

    put_block(turn, NEW, anchor=user)

    shown = [(i.type, getattr(i, "role", None), getattr(i, "content", None)) for i in turn.items]
    assert shown == [
        ("message", "system", ["Be brief."]),
        ("message", "user", ["Hello"]),
        ("message", "assistant", ["Hi!"]),
        ("message", "system", [NEW]),
        ("message", "user", ["Where do I live?"]),
        ("function_call", None, None),
    ]
    memory = turn.items[3]
    assert isinstance(memory, llm.ChatMessage)
    assert memory.extra == {MEMORY_MARKER: True}
    assert 3.0 < memory.created_at < 4.0
    # The agent's own history is untouched.
    assert history.items[0].content == [f"Be brief.\n\n{OLD}"]
    assert len(history.items) == 6


def test_without_a_user_message_the_block_goes_last_and_none_only_cleans():
    ctx = llm.ChatContext.empty()
    ctx.add_message(role="system", content="Greet the caller.")
    put_block(ctx, NEW, anchor=None, role="developer")
    assert [(m.role, m.content) for m in ctx.messages()] == [
        ("system", ["Greet the caller."]),
        ("developer", [NEW]),
    ]
    put_block(ctx, None, anchor=None)
    assert [m.content for m in ctx.messages()] == [["Greet the caller."]]


def test_the_query_is_the_users_text_without_blocks():
    message = llm.ChatMessage(role="user", content=[f"{OLD}\nWhere do I live?"])
    assert message_text(message) == "Where do I live?"
    assert message_text(llm.ChatMessage(role="user", content=[])) == ""


def test_importing_the_package_does_not_import_livekit():
    code = "import sys, memhub_livekit\nassert 'livekit' not in sys.modules, 'eager import'\n"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr

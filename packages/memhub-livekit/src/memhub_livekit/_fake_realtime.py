"""The OpenAI Realtime API on loopback, answering from a script (see `testing`).

A websocket server (aiohttp, a dependency of livekit-agents) that speaks just
enough of the Realtime protocol for LiveKit's own OpenAI realtime session:
session updates, conversation items created and deleted, responses in text, and
a spoken user turn as server-side voice detection reports it. Each response
keeps the instructions and the conversation the model had at that moment.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeAlias

import aiohttp
from aiohttp import web
from livekit.agents import inference

from memhub.prompt import has_block

__all__ = ["RealtimeResponse", "RealtimeScript", "ScriptedRealtime"]

RealtimeScript: TypeAlias = str | Callable[["RealtimeResponse"], str]
"""A reply, or a function of what the model had (its instructions and items) that picks one."""


@dataclass(frozen=True)
class RealtimeResponse:
    """What the realtime model had when it was asked to respond."""

    instructions: str
    items: list[dict[str, Any]]
    reply: str = ""

    @property
    def memory_blocks(self) -> list[str]:
        """The memhub blocks in the instructions and in the conversation items."""
        texts = [self.instructions, *(_item_text(item) for item in self.items)]
        return [text for text in texts if has_block(text)]


class ScriptedRealtime:
    """A fake OpenAI Realtime endpoint; `model()` is LiveKit's realtime model pointed at it.

    Use it as an async context manager. Each response takes the next step of
    `script`, then `default`. `responses` keeps what the model had for each one;
    `instructions` is every instructions value the session was updated to.
    `speak(text)` plays a spoken user turn: the item, its transcript and, with
    server-side turn detection, the response the server starts on its own.
    """

    def __init__(self, *script: RealtimeScript, default: RealtimeScript = "OK.") -> None:
        self.script: list[RealtimeScript] = list(script)
        self.default: RealtimeScript = default
        self.responses: list[RealtimeResponse] = []
        self.instructions: list[str] = []
        self._items: list[dict[str, Any]] = []
        self._ids = itertools.count(1)
        self._sockets: list[web.WebSocketResponse] = []
        self._runner: web.AppRunner | None = None
        self._http: aiohttp.ClientSession | None = None
        self._auto_respond = True
        self._configured = asyncio.Event()
        self.base_url = ""

    async def __aenter__(self) -> ScriptedRealtime:
        app = web.Application()
        app.router.add_get("/{tail:.*}", self._socket)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        host, port = self._runner.addresses[0][:2]
        self.base_url = f"http://{host}:{port}/v1"
        self._http = aiohttp.ClientSession()
        return self

    async def __aexit__(self, *_exc: object) -> None:
        for socket in self._sockets:
            await socket.close()
        if self._http is not None:
            await self._http.close()
        if self._runner is not None:
            await self._runner.cleanup()

    def model(self, *, server_turn_detection: bool = True) -> inference.RealtimeModel:
        """LiveKit's OpenAI realtime model (text replies) connected to this endpoint.

        `server_turn_detection=False` turns the server's voice detection off, so
        the agent detects turns itself and asks for each reply.
        """
        assert self._http is not None, "use ScriptedRealtime as an async context manager"
        self._auto_respond = server_turn_detection
        extra: dict[str, Any] = {} if server_turn_detection else {"turn_detection": None}
        return inference.RealtimeModel(
            "openai/gpt-realtime",
            base_url=self.base_url,
            api_key="test-key",
            api_secret="test-secret-long-enough-for-hmac-sha256",
            modalities=["text"],
            http_session=self._http,
            **extra,
        )

    @property
    def current_instructions(self) -> str:
        return self.instructions[-1] if self.instructions else ""

    async def speak(self, text: str) -> None:
        """A spoken user turn, reported as the server's voice detection does.

        Waits for the session to be configured first, as speech only reaches a live one.
        """
        await asyncio.wait_for(self._configured.wait(), 20)
        item_id = f"item_user_{next(self._ids)}"
        item = {
            "id": item_id,
            "type": "message",
            "role": "user",
            "status": "completed",
            "content": [{"type": "input_audio", "transcript": None}],
        }
        await self._broadcast({"type": "input_audio_buffer.speech_started", "item_id": item_id})
        await self._broadcast({"type": "input_audio_buffer.speech_stopped", "item_id": item_id})
        await self._add_item(item)
        if self._auto_respond:
            await self._respond({})
        await self._broadcast(
            {
                "type": "conversation.item.input_audio_transcription.completed",
                "item_id": item_id,
                "content_index": 0,
                "transcript": text,
            }
        )
        item["content"] = [{"type": "input_audio", "transcript": text}]

    # -- the server

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        self._sockets.append(socket)
        self._items = []  # a new connection is a new provider session
        await self._send(socket, {"type": "session.created", "session": {}})
        async for message in socket:
            if message.type == aiohttp.WSMsgType.TEXT:
                await self._handle(json.loads(message.data))
        return socket

    async def _handle(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == "session.update":
            session = event.get("session") or {}
            if isinstance(session.get("instructions"), str):
                self.instructions.append(session["instructions"])
            await self._broadcast({"type": "session.updated", "session": session})
            self._configured.set()
        elif kind == "conversation.item.create":
            item = dict(event["item"])
            item.setdefault("id", f"item_{next(self._ids)}")
            await self._add_item(item, event.get("previous_item_id"))
        elif kind == "conversation.item.delete":
            self._items = [item for item in self._items if item["id"] != event["item_id"]]
            deleted = {"type": "conversation.item.deleted", "item_id": event["item_id"]}
            await self._broadcast(deleted)
        elif kind == "response.create":
            await self._respond((event.get("response") or {}).get("metadata") or {})

    async def _add_item(self, item: dict[str, Any], previous: str | None = None) -> None:
        if previous in (None, "root") or not any(i["id"] == previous for i in self._items):
            index = 0 if previous == "root" else len(self._items)
        else:
            index = next(n for n, i in enumerate(self._items) if i["id"] == previous) + 1
        self._items.insert(index, item)
        before = self._items[index - 1]["id"] if index > 0 else None
        await self._broadcast(
            {"type": "conversation.item.added", "previous_item_id": before, "item": item}
        )

    async def _respond(self, metadata: dict[str, Any]) -> None:
        seen = RealtimeResponse(self.current_instructions, [dict(i) for i in self._items])
        step = self.script.pop(0) if self.script else self.default
        text = step(seen) if callable(step) else step
        self.responses.append(RealtimeResponse(seen.instructions, seen.items, text))
        n = next(self._ids)
        response_id, item_id = f"resp_{n}", f"item_assistant_{n}"
        item: dict[str, Any] = {
            "id": item_id,
            "type": "message",
            "role": "assistant",
            "status": "in_progress",
            "content": [],
        }
        await self._broadcast(
            {
                "type": "response.created",
                "response": {"id": response_id, "status": "in_progress", "metadata": metadata},
            }
        )
        await self._add_item(item)
        part: dict[str, Any] = {"item_id": item_id, "response_id": response_id, "output_index": 0}
        await self._broadcast({"type": "response.output_item.added", **part, "item": item})
        part["content_index"] = 0
        await self._broadcast(
            {"type": "response.content_part.added", **part, "part": {"type": "text"}}
        )
        for word in _words(text):
            await self._broadcast({"type": "response.output_text.delta", **part, "delta": word})
        await self._broadcast({"type": "response.output_text.done", **part, "text": text})
        item.update(status="completed", content=[{"type": "output_text", "text": text}])
        await self._broadcast({"type": "response.output_item.done", **part, "item": item})
        await self._broadcast(
            {
                "type": "response.done",
                "response": {"id": response_id, "status": "completed", "metadata": metadata},
            }
        )

    async def _broadcast(self, event: dict[str, Any]) -> None:
        for socket in list(self._sockets):
            if not socket.closed:
                await self._send(socket, event)

    async def _send(self, socket: web.WebSocketResponse, event: dict[str, Any]) -> None:
        event = {"event_id": f"event_{next(self._ids)}", **event}
        await socket.send_str(json.dumps(event))
        await asyncio.sleep(0)  # let the client read events in the order a server sends them


def _words(text: str) -> list[str]:
    first, *rest = text.split(" ")
    return [first, *(f" {word}" for word in rest)]


def _item_text(item: dict[str, Any]) -> str:
    parts = item.get("content") or []
    return "".join(str(part.get("text") or part.get("transcript") or "") for part in parts)

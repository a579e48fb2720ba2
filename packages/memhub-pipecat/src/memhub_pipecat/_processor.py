"""`MemoryProcessor`: memory for a Pipecat pipeline, between the user aggregator and the LLM.

    pipeline = Pipeline([
        transport.input(), stt,
        aggregators.user(),
        MemoryProcessor(client, namespace="alex"),
        llm, tts, transport.output(),
        aggregators.assistant(),
    ])

The user aggregator pushes an `LLMContextFrame` when the user's turn ends. The
processor queues the turns the context gained since last time for storage, recalls
memory for the latest user text within a time box, puts the block into the
context and passes the frame on. Recall that fails or runs out of time leaves
the context as it was (last turn's block, if any, stays), so the model answers
anyway. Every other frame is pushed on as it came.

A speech-to-speech service (OpenAI Realtime and the like) announces itself
with `LLMServiceMetadataFrame(is_realtime_service=True)`. It keeps the
conversation on the provider's side and reads the context only when it connects,
so there the block goes into the service's system instruction instead, through
an `LLMUpdateSettingsFrame` pushed just before the context frame (see
`_speech_to_speech`).
"""

from __future__ import annotations

import logging
import uuid
import warnings
from collections.abc import Sequence
from typing import Any

from pipecat.frames.frames import (
    Frame,
    LLMContextFrame,
    LLMServiceMetadataFrame,
    LLMUpdateSettingsFrame,
)
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor
from pipecat.services.settings import LLMSettings

from memhub import AsyncMemhub, Memhub
from memhub.capture import (
    BackgroundWriter,
    DeltaCursor,
    conversation_document_id,
    finish_writer,
    format_transcript,
    namespace_for,
    turns_from_messages,
    writer_for,
)
from memhub.prompt import (
    MemoryContext,
    RecallOptions,
    Template,
    is_new_turn,
    last_user_text,
    render,
)
from memhub.prompt.deprecated import options_from_keywords

from ._placement import InjectPosition, InjectRole, check_placement, place_block, strip_memory
from ._speech_to_speech import instruction_with_block

__all__ = ["DEFAULT_OPTIONS", "DEFAULT_RECALL_TIMEOUT", "MemoryProcessor"]

logger = logging.getLogger("memhub.pipecat")

# Metadata on the conversation document; the reference adapter's key, for data compatibility.
_METADATA = {"platform": "pipecat"}
_WRITE_TIMEOUT = 10.0

DEFAULT_RECALL_TIMEOUT = 1.5
"""Seconds a turn may wait for memory before the model answers without it."""
DEFAULT_OPTIONS = RecallOptions(timeout=DEFAULT_RECALL_TIMEOUT)
"""Recall when no `options` are given: the core's defaults, time-boxed for a voice turn."""
# Keywords that used to set recall options; kept working for one release.
_RECALL_KEYWORDS = ("mode", "search_limit", "threshold", "timeout")


class MemoryProcessor(FrameProcessor):
    """Recalls memory into each `LLMContextFrame` and captures the conversation.

    `client` is a `memhub.Memhub` or `memhub.AsyncMemhub`. Memory lives in
    `namespace`, any user id mapped through `memhub.namespace_for`. The whole
    session is stored as one conversation document, `session_id` (a fresh
    `pipecat-<uuid>` when omitted).

    Recall: `options` (`memhub.prompt.RecallOptions`; default `DEFAULT_OPTIONS`:
    full mode with a time box of `DEFAULT_RECALL_TIMEOUT`, 1.5 s). `position` and `role` say where
    the block goes (see `place_block`); `template` replaces the default rendering.

    Speech-to-speech services get the block in their system instruction:
    `system_instruction` is the one you gave the service (the block goes after
    it); without it, the context's leading system message stands in for it.

    Capture: `capture=False` turns it off. Writes go through `writer` when given
    (shared, flushed but not closed at cleanup), otherwise through a writer of
    this processor's own, closed at cleanup after at most `flush_timeout` seconds
    (default: the writer's, `MEMHUB_FLUSH_TIMEOUT` or 5 s).

    Deprecated for one release, each with a `DeprecationWarning`: `user_id=` (now
    `namespace=`) and the recall keywords `mode`, `search_limit`, `threshold` and
    `timeout` (now fields of `options`).
    """

    def __init__(
        self,
        client: Memhub | AsyncMemhub,
        *,
        namespace: str | None = None,
        session_id: str | None = None,
        options: RecallOptions | None = None,
        position: InjectPosition = "system",
        role: InjectRole = "developer",
        template: Template | None = None,
        capture: bool = True,
        writer: BackgroundWriter | None = None,
        flush_timeout: float | None = None,
        system_instruction: str | None = None,
        user_id: str | None = None,
        **kwargs: Any,
    ) -> None:
        if not isinstance(client, Memhub | AsyncMemhub):
            raise TypeError(f"client must be memhub.Memhub or memhub.AsyncMemhub, got {client!r}")
        check_placement(position, role)
        namespace = _namespace(namespace, deprecated_user_id=user_id)
        options = _recall_options(options, kwargs)  # takes the deprecated keywords out
        super().__init__(**kwargs)
        self.namespace = namespace
        self.document_id = conversation_document_id(session_id or f"pipecat-{uuid.uuid4().hex}")
        self.position: InjectPosition = position
        self.role: InjectRole = role
        self.capture = capture
        self._client = client
        self._memory = MemoryContext(
            client,
            namespace=self.namespace,
            conversation_id=self.document_id,
            options=options,
            template=template,
        )
        self._writer = writer
        self._owns_writer = writer is None
        self._flush_timeout = flush_timeout
        self._cursor = DeltaCursor()
        # The conversation's own context, as last seen; speculative ones are copies.
        self._context: LLMContext | None = None
        self._finished = False
        # Speech-to-speech: set by the service's metadata frame.
        self.system_instruction = system_instruction
        self._speech_to_speech = False
        self._instruction: str | None = None  # as last sent to the service
        self._warned_no_instruction = False

    @property
    def options(self) -> RecallOptions:
        return self._memory.options

    def can_generate_metrics(self) -> bool:
        """Recall time is reported as this processor's processing time."""
        return True

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        if isinstance(frame, LLMServiceMetadataFrame):
            self._speech_to_speech = frame.is_realtime_service
        if isinstance(frame, LLMContextFrame) and direction == FrameDirection.DOWNSTREAM:
            try:
                await self._prepare(frame)
            except Exception:
                # Memory must never cost the user an answer: pass the frame on as it came.
                logger.exception("memhub could not prepare this turn; answering without memory")
        await self.push_frame(frame, direction)

    async def cleanup(self) -> None:
        """Capture the turns added since the last inference, then flush the writer."""
        await super().cleanup()  # type: ignore[no-untyped-call]  # Pipecat leaves it unannotated
        if self._finished:
            return
        self._finished = True
        if self._context is not None:
            self._capture(self._context.get_messages())
        if self._writer is not None:
            await finish_writer(
                self._writer, owned=self._owns_writer, flush_timeout=self._flush_timeout
            )

    async def _prepare(self, frame: LLMContextFrame) -> None:
        context = frame.context
        # A speculative frame carries a provisional copy of the context whose last
        # user turn may still change: it gets memory like any other, but only the
        # real context is kept for the final capture.
        settled = list(context.get_messages())
        if frame.speculation:
            # Everything but the speculated turn at the end is settled history.
            settled = settled[:-1]
        else:
            self._context = context
        messages = strip_memory(context.get_messages())
        await self.start_processing_metrics()
        try:
            recall = await self._memory.arecall(
                last_user_text(messages), new_turn=is_new_turn(messages)
            )
        finally:
            await self.stop_processing_metrics()
            # Queued after recall, so this turn's own words cannot come back to the
            # model as "memory" (a fast server could store them before the search).
            self._capture(settled)
        if recall.error is not None:
            return  # keep last turn's block: stale memory beats none
        block = render(recall, template=self._memory.template)
        if self._speech_to_speech:
            await self._instruct(messages, block)
            return
        # Read the messages again: an aggregator may have added one during recall.
        context.set_messages(
            place_block(context.get_messages(), block, position=self.position, role=self.role)
        )

    async def _instruct(self, messages: Sequence[Any], block: str | None) -> None:
        """Send a speech-to-speech service its system instruction with `block` in it."""
        instruction = instruction_with_block(self.system_instruction, messages, block)
        if instruction is None:
            if not self._warned_no_instruction:
                self._warned_no_instruction = True
                logger.warning(
                    "memhub cannot give a speech-to-speech service memory without its "
                    "system instruction: pass MemoryProcessor(system_instruction=...), the "
                    "one the service was given"
                )
            return
        if instruction == self._instruction:
            return
        self._instruction = instruction
        delta = LLMSettings(system_instruction=instruction)
        await self.push_frame(LLMUpdateSettingsFrame(delta=delta))

    def _capture(self, messages: Sequence[Any]) -> None:
        """Queue the turns of `messages` (the whole history) not stored yet."""
        if not self.capture:
            return
        turns = self._cursor.take(turns_from_messages(messages))
        if not turns:
            return
        self._ensure_writer().submit(
            self.namespace,
            content=format_transcript(turns),
            id=self.document_id,
            metadata=_METADATA,
        )

    def _ensure_writer(self) -> BackgroundWriter:
        if self._writer is None:
            # On the pipeline's loop, so an `AsyncMemhub` sends through it.
            self._writer = writer_for(
                self._client,
                name="memhub-pipecat-writer",
                flush_timeout=self._flush_timeout,
                request_timeout=_WRITE_TIMEOUT,
            )
        return self._writer


def _namespace(namespace: str | None, *, deprecated_user_id: str | None) -> str:
    if deprecated_user_id is not None:
        if namespace is not None:
            raise ValueError("pass namespace= only (user_id= is its deprecated spelling)")
        _deprecated("user_id=", "namespace=")
        namespace = deprecated_user_id
    if namespace is None:
        raise ValueError("namespace= is required: the user's id (any string)")
    return namespace_for(namespace)


def _recall_options(options: RecallOptions | None, kwargs: dict[str, Any]) -> RecallOptions:
    """`options`, or the default updated by the deprecated recall keywords in `kwargs`."""
    given = {name: kwargs.pop(name) for name in _RECALL_KEYWORDS if name in kwargs}
    return options_from_keywords(
        options,
        given,
        default=DEFAULT_OPTIONS,
        deprecated="MemoryProcessor({keywords}) is deprecated; pass options=RecallOptions(...) "
        "instead",
        conflict="pass options= or the deprecated {names}, not both",
        stacklevel=4,  # the line that built the processor, past this helper and __init__
    )


def _deprecated(old: str, new: str) -> None:
    # stacklevel 4: the line that built the processor, past this helper, its caller and __init__.
    warnings.warn(
        f"MemoryProcessor({old}) is deprecated; pass {new} instead",
        DeprecationWarning,
        stacklevel=4,
    )

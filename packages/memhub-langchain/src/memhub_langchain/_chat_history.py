"""`MemhubChatMessageHistory`: a LangChain chat history kept as a memhub conversation.

The conversation is one document per session, so what users say is chunked and
mined for memories like any other conversation, while the history reads back
the exact messages it stored (see `_records` for the format).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime

from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.messages import BaseMessage

from memhub import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    AsyncMemhub,
    Memhub,
    MemhubError,
    NotFoundError,
    namespace_for,
)
from memhub.capture import BackgroundWriter, document_id, shared_writer
from memhub.prompt import call_within
from memhub.types import MetadataValue

from ._known import known_sessions
from ._records import check_labels, decode_records, encode_record, legacy_records

__all__ = ["DOCUMENT_PREFIX", "RECORDS_PREFIX", "MemhubChatMessageHistory"]

logger = logging.getLogger("memhub")

DOCUMENT_PREFIX = "langchain:"
"""A session's transcript is the document `langchain:<session_id>` (made valid if needed)."""
RECORDS_PREFIX = "langchain-records:"
"""Its exact messages are the stored-only document `langchain-records:<session_id>`."""


class MemhubChatMessageHistory(BaseChatMessageHistory):
    """Chat history for one session, stored in `namespace` as two documents: a
    transcript that memhub indexes and mines, and the exact messages, stored but
    never indexed (see `memhub_langchain._records`).

    Writes never block: `add_messages` queues the messages on a background
    writer (by default one shared by every history on the same `client`), which
    sends, batches and retries them. Reads first wait (up to `timeout`) for
    pending writes, then fetch the documents; messages this process added that
    are still queued are shown after what the server returned, so a history
    always sees its own messages. An in-process engine is started before that
    time box begins: its start takes seconds once, and is no outage.

    A read never pretends a conversation is empty. A session that was never
    written reads as `[]`. When memhub cannot be reached (no connection, a
    timeout, 408, 429 or 5xx), the read logs a warning and returns the messages
    last read through this `client` plus those this process added since, which
    may miss messages other processes added meanwhile. When nothing is known
    about the session, or memhub refused the read (401, 403, ...), it raises
    the `memhub.MemhubError`. With `raise_on_error=True` every failed read
    raises, even when earlier messages are known.

    `client` is required because the writer runs on a sync client; pass
    `async_client` too and the async reads will not occupy a thread.
    `labels` renames speakers in the stored transcript, e.g. `{"user": "Alex"}`
    makes the memories read "Alex lives in Berlin". `metadata` is added to the
    document's (`source`, `kind` and `session_id` are always set).
    """

    def __init__(
        self,
        client: Memhub,
        *,
        namespace: str,
        session_id: str,
        async_client: AsyncMemhub | None = None,
        writer: BackgroundWriter | None = None,
        labels: Mapping[str, str] | None = None,
        metadata: Mapping[str, MetadataValue] | None = None,
        timeout: float = 5.0,
        raise_on_error: bool = False,
    ) -> None:
        super().__init__()
        if not isinstance(client, Memhub):
            raise TypeError("client must be a memhub.Memhub (pass an AsyncMemhub as async_client)")
        if timeout <= 0:
            raise ValueError(f"timeout must be positive, got {timeout}")
        self.client = client
        self.async_client = async_client
        self.namespace = namespace_for(namespace)
        self.session_id = session_id
        self.document_id = document_id(session_id, prefix=DOCUMENT_PREFIX)
        self.records_id = document_id(session_id, prefix=RECORDS_PREFIX)
        self.writer = (
            writer if writer is not None else shared_writer(client, name="memhub-langchain-writer")
        )
        self.labels = check_labels(labels)
        self.metadata: dict[str, MetadataValue] = {
            **(metadata or {}),
            "source": "langchain",
            "kind": "conversation",
            "session_id": session_id,
        }
        self.timeout = timeout
        self.raise_on_error = raise_on_error
        self._known = known_sessions(client)
        self._key = (self.namespace, self.document_id)

    # -- reading ----------------------------------------------------------------------

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        """The stored messages, oldest first (see the class docs for failed reads)."""
        self.client.start()  # an in-process engine's one-off start is not memhub being slow
        writes_done = self.writer.flush(self.timeout)
        try:
            content = call_within(self.timeout, self._fetch)
        except MemhubError as exc:
            return self._read_failed(exc)
        return self._read(content, writes_done)

    async def aget_messages(self) -> list[BaseMessage]:
        """The stored messages, oldest first, without blocking the event loop."""
        await self._astart()
        writes_done = await self.writer.aflush(self.timeout)
        try:
            async with asyncio.timeout(self.timeout):
                content = await self._afetch()
        except TimeoutError:
            return self._read_failed(
                APITimeoutError(f"memhub did not answer within {self.timeout:g}s")
            )
        except MemhubError as exc:
            return self._read_failed(exc)
        return self._read(content, writes_done)

    async def _astart(self) -> None:
        await asyncio.to_thread(self.client.start)  # the writer's client
        if self.async_client is not None:
            await self.async_client.start()

    def _read(self, content: str, writes_done: bool) -> list[BaseMessage]:
        if not writes_done:
            logger.debug("chat history read while writes to memhub are still pending")
        return decode_records(self._known.read(self._key, content, writes_done=writes_done))

    def _fetch(self) -> str:
        # Records of a history written before the split live in the transcript.
        return _joined(legacy_records(self._get(self.document_id)), self._get(self.records_id))

    def _get(self, ref: str) -> str:
        try:
            document = self.client.documents.get(self.namespace, ref, timeout=self.timeout)
        except NotFoundError:
            return ""  # nothing said in this session yet
        return document.content or ""

    async def _afetch(self) -> str:
        if self.async_client is None:
            return await asyncio.to_thread(self._fetch)
        legacy, records = await asyncio.gather(
            self._aget(self.async_client, self.document_id),
            self._aget(self.async_client, self.records_id),
        )
        return _joined(legacy_records(legacy), records)

    async def _aget(self, client: AsyncMemhub, ref: str) -> str:
        try:
            document = await client.documents.get(self.namespace, ref, timeout=self.timeout)
        except NotFoundError:
            return ""
        return document.content or ""

    def _read_failed(self, error: MemhubError) -> list[BaseMessage]:
        """The last known messages when memhub is unreachable; otherwise `error`, raised."""
        if self.raise_on_error:
            reason = "raise_on_error is set"
        elif not _may_pass(error):
            reason = "memhub refused the read"
        elif (known := self._known.last_known(self._key)) is not None:
            messages = decode_records(known)
            logger.warning(
                "could not read chat history %r from memhub (%s); using the %d messages last "
                "read or added by this process, which may be missing newer ones",
                self.session_id,
                error,
                len(messages),
            )
            return messages
        else:
            reason = "nothing read or added through this client is known to fall back on"
        error.add_note(
            f"memhub_langchain: could not read chat history {self.session_id!r} (document "
            f"{self.document_id!r} in namespace {self.namespace!r}), and {reason}"
        )
        raise error

    # -- writing ----------------------------------------------------------------------

    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        """Queue `messages` for storage and return at once.

        Raises ValueError for a message the history could not read back (a
        `RemoveMessage` or a custom message type); nothing is stored then.
        """
        records = [encode_record(message, self.labels) for message in messages]
        if not records:
            return
        texts = [record.text for record in records]
        self._known.append(self._key, texts)
        # The day the words were said: relative dates ("tomorrow") resolve against it.
        today = datetime.now(UTC).date().isoformat()
        # The server joins appends with a blank line too, so a batch stores exactly
        # what one append per message would. Records first: they are what reads need.
        self.writer.submit(
            self.namespace,
            content="\n\n".join(texts),
            id=self.records_id,
            metadata=self.metadata,
            date=today,
            task_type="store",
        )
        lines = "\n".join(record.line for record in records if record.line)
        if lines:
            self.writer.submit(
                self.namespace,
                content=lines,
                id=self.document_id,
                metadata=self.metadata,
                date=today,
            )

    async def aadd_messages(self, messages: Sequence[BaseMessage]) -> None:
        """Same as `add_messages`, which never blocks."""
        self.add_messages(messages)

    # -- clearing ---------------------------------------------------------------------

    def clear(self) -> None:
        """Delete this session's conversation document, permanently.

        Pending writes are sent first so none of them recreates the document
        afterwards. Memories formed only from this conversation are forgotten
        with it; to start afresh and keep what was learned, use a new session
        id instead. A failed clear always raises: the caller asked for a deletion
        and must know it may not have happened.
        """
        self.client.start()
        self.writer.flush(self.timeout)
        try:
            self.client.documents.delete(
                self.namespace, ids=[self.document_id, self.records_id], timeout=self.timeout
            )
        except MemhubError:
            self._known.forget(self._key)  # it may or may not be gone now
            raise
        self._known.cleared(self._key)

    async def aclear(self) -> None:
        """`clear` without blocking the event loop."""
        await self._astart()
        await self.writer.aflush(self.timeout)
        if self.async_client is None:
            await asyncio.to_thread(self.clear)
            return
        try:
            await self.async_client.documents.delete(
                self.namespace, ids=[self.document_id, self.records_id], timeout=self.timeout
            )
        except MemhubError:
            self._known.forget(self._key)
            raise
        self._known.cleared(self._key)


def _may_pass(error: MemhubError) -> bool:
    """Whether `error` says memhub is unreachable for now, rather than refusing the read."""
    if isinstance(error, APIConnectionError):
        return True
    return isinstance(error, APIStatusError) and (
        error.status_code in (408, 429) or error.status_code >= 500
    )


def _joined(*contents: str) -> str:
    return "\n\n".join(content for content in contents if content)

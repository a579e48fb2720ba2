"""`/v4/memories`, `/v4/conversations`, `/v3/settings` and the `/v3/connections` stubs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Path
from starlette.responses import Response

from memhub import types as t
from memhub.capture import conversation_document_id

from ...engine import Engine
from ...services.auth import Principal
from ...services.errors import Conflict, InvalidInput, NotFound
from ...services.memories import FORGOTTEN_ON_REQUEST, Revision
from ..deps import Caller, EngineDep
from ..errors import error_response
from ..namespaces import _NOT_SERVED
from ..openapi import ERROR_RESPONSE
from ..wire import wire
from . import models as m
from .common import TAG, aware, checked, legacy_router, v5
from .tags import namespace_of_tag, namespaces_of

__all__ = ["connections", "router"]

router = legacy_router()


# -- forgetting one memory --------------------------------------------------------------------


def _target(
    engine: Engine, caller: Principal, body: m.ForgetMemory | m.UpdateMemory
) -> tuple[str, str]:
    """The namespace a forget or update writes to (checked) and the memory it names, by
    `id` or by its exact text (`id` when both are sent, since it is the exact one)."""
    namespace = namespace_of_tag(body.container_tag)
    caller.check_write(namespace)
    if body.id is not None:
        return namespace, body.id
    if body.content is None:
        raise InvalidInput("Invalid request: send 'id' or 'content' to name the memory")
    return namespace, _memory_by_text(engine, namespace, body.content)


def _memory_by_text(engine: Engine, namespace: str, content: str) -> str:
    """The id of the memory whose text is exactly `content` (a live one first)."""
    matches = [
        record
        for record in engine.memories.listing(namespace, None, True, "createdAt", True)
        if record.text == content
    ]
    if not matches:
        raise NotFound("Memory not found")
    matches.sort(key=lambda r: (r.is_forgotten, not r.is_latest))
    return matches[0].id


@router.delete(
    "/v4/memories",
    response_model=m.Forgotten,
    summary="Forget one memory, by id or exact text (v4)",
    description=(
        "A soft forget: the memory stays, hidden from search and profile. 404 when there "
        "is no such memory, 409 when it is already forgotten. `reason` is recorded with the "
        "forget (the v5 memory's `metadata.forgetReason`)."
    ),
)
def forget_memory(body: m.ForgetMemory, caller: Caller, engine: EngineDep) -> Response:
    namespace, memory_id = _target(engine, caller, body)
    reason = body.reason if body.reason and body.reason.strip() else FORGOTTEN_ON_REQUEST
    result = engine.memories.forget(namespace, [memory_id], reason)
    if result.errors:
        problem = result.errors[0].error
        raise (Conflict if "already" in problem else NotFound)(problem)
    return wire(m.Forgotten(id=memory_id, forgotten=True))


def _revision(body: m.UpdateMemory) -> Revision:
    sent = body.model_fields_set
    reschedule = "forget_after" in sent or "forget_reason" in sent
    forget_after = aware(body.forget_after) if body.forget_after is not None else None
    # A cleared expiry clears its reason with it, as the v4 API has it.
    reason = body.forget_reason if forget_after is not None or "forget_after" not in sent else None
    return Revision(
        text=body.new_content,
        metadata=body.merged_metadata(),
        reschedule=reschedule,
        forget_after=forget_after,
        forget_reason=reason,
    )


@router.patch(
    "/v4/memories",
    response_model=m.MemoryRevised,
    summary="Update a memory by creating a new version (v4)",
    description=(
        "The memory (by `id` or exact `content`) gets a new version holding `newContent`: "
        "the old one stays with `isLatest: false`, the new one continues its chain "
        "(`parentMemoryId`, `rootMemoryId`, `version + 1`). `metadata`, `forgetAfter` and "
        "`forgetReason` left out are inherited; `temporalContext` is kept in metadata. "
        "404 when there is no such memory; 409 when it is forgotten or not the latest."
    ),
)
def update_memory(body: m.UpdateMemory, caller: Caller, engine: EngineDep) -> Response:
    namespace, memory_id = _target(engine, caller, body)
    new = engine.memories.revise(namespace, memory_id, _revision(body))
    return wire(
        m.MemoryRevised(
            **m.WrittenMemory.fields_of(new),
            version=new.version,
            parent_memory_id=new.parent_id,
            root_memory_id=new.root_id,
        )
    )


# -- conversations ----------------------------------------------------------------------------

_ROLES = {"user": "User", "assistant": "Assistant", "system": "System", "tool": "Tool"}


def _transcript(messages: list[m.ConversationMessage]) -> str:
    """`Role: text` lines, one per message with text, as memhub's adapters write them."""
    lines = []
    for message in messages:
        if isinstance(message.content, str):
            text = message.content
        else:
            text = " ".join(part.text for part in message.content if part.text)
        if text.strip():
            lines.append(f"{_ROLES[message.role]}: {text.strip()}")
    return "\n\n".join(lines)


@router.post(
    "/v4/conversations",
    response_model=m.ConversationAdded,
    summary="Add or extend a conversation (v4)",
    description=(
        "Stored as the document `conversation:<conversationId>` (the id memhub's own adapters "
        "use), as a `Role: text` transcript. The whole conversation is resent each turn; "
        "only messages not stored yet are processed."
    ),
)
def add_conversation(body: m.Conversation, caller: Caller, engine: EngineDep) -> Response:
    names = namespaces_of(caller, body.container_tag, body.container_tags, access="write")
    content = _transcript(body.messages)
    if not content:
        raise InvalidInput("Invalid request: the messages hold no text")
    document = v5(
        t.DocumentInput,
        content=content,
        id=conversation_document_id(body.conversation_id),
        supporting_context=body.entity_context,
        metadata=body.metadata,
    )
    refs = [engine.documents.add(name, document) for name in names]
    return wire(
        m.ConversationAdded(
            id=refs[0].id, conversation_id=body.conversation_id, status=refs[0].status
        )
    )


# -- settings ---------------------------------------------------------------------------------


def _settings(engine: Engine, caller: Principal) -> m.Settings:
    organization = engine.namespaces.organization(caller)
    return m.Settings(filter_prompt=organization.organizational_context)


@router.get(
    "/v3/settings",
    response_model=m.Settings,
    summary="Organization settings (v3)",
    description="`filterPrompt` is the organization's context (`GET /organization`).",
)
def get_settings(caller: Caller, engine: EngineDep) -> Response:
    return wire(_settings(engine, caller))


@router.patch(
    "/v3/settings",
    response_model=m.SettingsUpdated,
    summary="Set the organization's context (v3)",
    description=(
        "Only `filterPrompt` (the organization's context; `null` clears it) is served; the "
        "hosted platform's other settings (connectors' OAuth keys, chunk size, LLM "
        "filtering, organization buckets) are a 400. `updated` holds what was set."
    ),
)
def update_settings(body: m.SettingsUpdate, caller: Caller, engine: EngineDep) -> Response:
    caller.check_admin()
    updated: dict[str, str | None] = {}
    if "filter_prompt" in body.model_fields_set:
        context = {"organizational_context": body.filter_prompt}
        engine.namespaces.update_organization(caller, checked(t.UpdateOrganizationRequest, context))
        updated["filterPrompt"] = body.filter_prompt
    return wire(m.SettingsUpdated(updated=updated))


# -- connections: not served ------------------------------------------------------------------


def _connections() -> Response:
    return error_response(404, _NOT_SERVED.format(feature="Connectors"))


def _connection(rest: Annotated[str, Path(description="The rest of the route")]) -> Response:
    return _connections()


_CONNECTION_ROUTES: tuple[tuple[str, Callable[..., Response]], ...] = (
    ("/v3/connections", _connections),
    ("/v3/connections/{rest:path}", _connection),
)

# Plain routes, not strict ones: whatever the query string holds, the answer is this 404.
connections = APIRouter(tags=[TAG])
for _path, _endpoint in _CONNECTION_ROUTES:
    for _method in ("GET", "POST", "PATCH", "DELETE"):
        connections.add_api_route(
            _path,
            _endpoint,
            methods=[_method],
            status_code=404,
            operation_id=f"legacy{_endpoint.__name__}_{_method.lower()}",
            responses={404: {**ERROR_RESPONSE, "description": "Not served by memhub"}},
            summary="Connections (not served)",
        )

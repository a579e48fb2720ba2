"""The tools an MCP host sees: names, descriptions, schemas and annotations.

The four memory tools are `memhub.tools`' own specs with one more, optional
property, `namespace`; the read-only tools that only MCP offers (browsing
memories, documents and namespaces) are described here in the same style.
Optional properties of the MCP-only tools are simply not required: MCP has no
strict mode to satisfy.
"""

from __future__ import annotations

from typing import Any

from mcp_types import Tool, ToolAnnotations

from memhub._document_tools import DOCUMENT_MAX_CHARS, DOCUMENT_TEXT_DEFAULT, LIST_LIMIT
from memhub.tools import TOOL_NAMES, tool_specs

__all__ = [
    "DOCUMENT_MAX_CHARS",
    "DOCUMENT_TEXT_DEFAULT",
    "LIST_LIMIT",
    "NAMESPACE_PROPERTY",
    "TOOLS",
    "WRITE_TOOLS",
]


NAMESPACE_PROPERTY: dict[str, Any] = {
    "type": ["string", "null"],
    "description": "The namespace (whose memory) to use. Leave it out when the key has one "
    "namespace or a default is configured; list_namespaces shows the others.",
}

_READS = ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False)
_ANNOTATIONS: dict[str, ToolAnnotations] = {
    "search_memories": _READS,
    "get_profile": _READS,
    "add_memory": ToolAnnotations(
        read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False
    ),
    "forget_memory": ToolAnnotations(
        read_only_hint=False, destructive_hint=True, idempotent_hint=True, open_world_hint=False
    ),
}
_TITLES = {
    "search_memories": "Search memories",
    "add_memory": "Save a memory",
    "get_profile": "Get the user profile",
    "forget_memory": "Forget memories",
    "list_memories": "List memories",
    "get_memory": "Get a memory",
    "list_documents": "List documents",
    "get_document": "Read a document",
    "list_namespaces": "List namespaces",
}

_EXTRA_DESCRIPTION = {
    "forget_memory": " Forgetting by description only previews: it returns the matching "
    "memories with their ids and forgets nothing; then forget each one meant by its memory_id.",
}

WRITE_TOOLS = frozenset({"add_memory", "forget_memory"})


def _page_properties(what: str) -> dict[str, Any]:
    return {
        "page": {"type": ["integer", "null"], "description": "Page number, from 1 (default 1)."},
        "limit": {
            "type": ["integer", "null"],
            "description": f"{what} per page (1-{LIST_LIMIT}, default 10).",
        },
    }


def _object(properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": False,
    }


_MCP_ONLY: dict[str, tuple[str, dict[str, Any]]] = {
    "list_memories": (
        "List the user's current memories, newest first, a page at a time. Use "
        "search_memories to find memories about something.",
        _object({"namespace": NAMESPACE_PROPERTY, **_page_properties("Memories")}, []),
    ),
    "get_memory": (
        "Get one memory by id with its history: earlier versions it replaced, memories it "
        "extends or was derived from, and the document it came from.",
        _object(
            {
                "memory_id": {"type": "string", "description": "The memory's id."},
                "namespace": NAMESPACE_PROPERTY,
            },
            ["memory_id"],
        ),
    ),
    "list_documents": (
        "List the documents (conversations, notes, files) memories were formed from, newest "
        "first, a page at a time.",
        _object({"namespace": NAMESPACE_PROPERTY, **_page_properties("Documents")}, []),
    ),
    "get_document": (
        "Read a document's text. A memory id also works: it opens the document the memory "
        "came from. Long text is cut at max_chars.",
        _object(
            {
                "document_id": {
                    "type": "string",
                    "description": "A document id (or a memory id, for its source document).",
                },
                "namespace": NAMESPACE_PROPERTY,
                "max_chars": {
                    "type": ["integer", "null"],
                    "description": f"Most characters of text to return (1-{DOCUMENT_MAX_CHARS}, "
                    f"default {DOCUMENT_TEXT_DEFAULT}).",
                },
            },
            ["document_id"],
        ),
    ),
    "list_namespaces": (
        "List the namespaces this key can use, with how many documents and memories each has.",
        _object(
            {
                "query": {
                    "type": ["string", "null"],
                    "description": "Only namespaces whose name contains this.",
                },
                **_page_properties("Namespaces"),
            },
            [],
        ),
    ),
}


def _tool(name: str, description: str, schema: dict[str, Any]) -> Tool:
    return Tool(
        name=name,
        title=_TITLES[name],
        description=description,
        input_schema=schema,
        annotations=_ANNOTATIONS.get(name, _READS),
    )


def _catalog() -> dict[str, Tool]:
    tools: dict[str, Tool] = {}
    for spec in tool_specs(TOOL_NAMES):
        schema = spec.parameters
        schema["properties"]["namespace"] = NAMESPACE_PROPERTY
        description = spec.description + _EXTRA_DESCRIPTION.get(spec.name, "")
        tools[spec.name] = _tool(spec.name, description, schema)
    for name, (description, schema) in _MCP_ONLY.items():
        tools[name] = _tool(name, description, schema)
    return tools


TOOLS: dict[str, Tool] = _catalog()
"""Every tool, in the order a host lists them."""

"""The tool catalog: memhub.tools' schemas plus `namespace`, and annotations that say
what a tool does to stored memory."""

from __future__ import annotations

from memhub.tools import tool_specs
from memhub_mcp._catalog import NAMESPACE_PROPERTY, TOOLS, WRITE_TOOLS


def test_the_memory_tools_keep_memhub_tools_schemas_with_an_optional_namespace() -> None:
    for spec in tool_specs():
        schema = TOOLS[spec.name].schema
        assert schema["properties"] == {
            **spec.parameters["properties"],
            "namespace": NAMESPACE_PROPERTY,
        }
        assert schema["required"] == spec.parameters["required"]  # namespace stays optional
        assert schema["additionalProperties"] is False


def test_only_writing_tools_lack_the_read_only_hint() -> None:
    for name, entry in TOOLS.items():
        assert entry.annotations.read_only_hint is (name not in WRITE_TOOLS)
    assert TOOLS["forget_memory"].annotations.destructive_hint is True
    assert TOOLS["add_memory"].annotations.destructive_hint is False
    assert "previews" in TOOLS["forget_memory"].description


def test_every_tool_has_a_title_and_a_closed_object_schema() -> None:
    for entry in TOOLS.values():
        assert entry.title and entry.description
        assert entry.schema["type"] == "object" and entry.schema["additionalProperties"] is False
        assert set(entry.schema["required"]) <= set(entry.schema["properties"])

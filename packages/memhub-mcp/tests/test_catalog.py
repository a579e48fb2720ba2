"""The tool catalog: memhub.tools' schemas plus `namespace`, and annotations that say
what a tool does to stored memory."""

from __future__ import annotations

from memhub.tools import tool_specs
from memhub_mcp._catalog import NAMESPACE_PROPERTY, TOOLS, WRITE_TOOLS


def test_the_memory_tools_keep_memhub_tools_schemas_with_an_optional_namespace() -> None:
    for spec in tool_specs():
        schema = TOOLS[spec.name].input_schema
        assert schema["properties"] == {
            **spec.parameters["properties"],
            "namespace": NAMESPACE_PROPERTY,
        }
        assert schema["required"] == spec.parameters["required"]  # namespace stays optional
        assert schema["additionalProperties"] is False


def test_only_writing_tools_lack_the_read_only_hint() -> None:
    for name, tool in TOOLS.items():
        assert tool.annotations is not None
        assert tool.annotations.read_only_hint is (name not in WRITE_TOOLS)
    forget, add = TOOLS["forget_memory"].annotations, TOOLS["add_memory"].annotations
    assert forget is not None and forget.destructive_hint is True
    assert add is not None and add.destructive_hint is False
    assert "previews" in (TOOLS["forget_memory"].description or "")


def test_every_tool_has_a_title_and_a_closed_object_schema() -> None:
    for tool in TOOLS.values():
        schema = tool.input_schema
        assert tool.title and tool.description
        assert schema["type"] == "object" and schema["additionalProperties"] is False
        assert set(schema["required"]) <= set(schema["properties"])

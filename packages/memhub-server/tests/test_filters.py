"""The filter grammar: what parses (and what is refused), and what each predicate means."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from memhub.filtering import matches
from memhub.types import FilterExpression

PARSE = TypeAdapter(FilterExpression)

META: dict[str, Any] = {
    "source": "Slack",
    "priority": 3,
    "ratio": 0.5,
    "done": True,
    "tags": ["urgent", "billing"],
    "title": "Quarterly Billing Review",
    "dotted.key": "yes",
}


@pytest.mark.parametrize(
    ("expr", "expected"),
    [
        ({"field": "source", "operator": "eq", "value": "Slack"}, True),
        ({"field": "source", "operator": "eq", "value": "slack"}, False),
        ({"field": "source", "operator": "eq", "value": "slack", "caseSensitive": False}, True),
        ({"field": "source", "operator": "neq", "value": "email"}, True),
        ({"field": "absent", "operator": "eq", "value": "x"}, False),
        ({"field": "absent", "operator": "neq", "value": "x"}, True),
        ({"field": "priority", "operator": "eq", "value": 3}, True),
        ({"field": "priority", "operator": "eq", "value": 3.0}, True),
        ({"field": "priority", "operator": "eq", "value": "3"}, False),
        ({"field": "done", "operator": "eq", "value": True}, True),
        ({"field": "done", "operator": "eq", "value": 1}, False),
        ({"field": "priority", "operator": "eq", "value": True}, False),
        ({"field": "done", "operator": "neq", "value": False}, True),
        ({"field": "priority", "operator": "gt", "value": 2}, True),
        ({"field": "priority", "operator": "gte", "value": 3}, True),
        ({"field": "priority", "operator": "lt", "value": 3}, False),
        ({"field": "ratio", "operator": "lte", "value": 0.5}, True),
        ({"field": "done", "operator": "gt", "value": 0}, False),
        ({"field": "source", "operator": "gt", "value": 0}, False),
        ({"field": "title", "operator": "contains", "value": "Billing"}, True),
        ({"field": "title", "operator": "contains", "value": "billing"}, False),
        (
            {"field": "title", "operator": "contains", "value": "billing", "caseSensitive": False},
            True,
        ),
        ({"field": "title", "operator": "notContains", "value": "Sales"}, True),
        ({"field": "absent", "operator": "notContains", "value": "x"}, True),
        ({"field": "tags", "operator": "arrayContains", "value": "urgent"}, True),
        ({"field": "tags", "operator": "arrayContains", "value": "Urgent"}, False),
        ({"field": "tags", "operator": "arrayNotContains", "value": "sales"}, True),
        ({"field": "source", "operator": "arrayContains", "value": "Slack"}, False),
        ({"field": "dotted.key", "operator": "eq", "value": "yes"}, True),
        (
            {
                "operator": "and",
                "operands": [
                    {"field": "priority", "operator": "gte", "value": 3},
                    {
                        "operator": "or",
                        "operands": [
                            {"field": "tags", "operator": "arrayContains", "value": "nope"},
                            {"field": "done", "operator": "eq", "value": True},
                        ],
                    },
                ],
            },
            True,
        ),
        (
            {
                "operator": "and",
                "operands": [
                    {"field": "priority", "operator": "gte", "value": 3},
                    {"field": "source", "operator": "eq", "value": "email"},
                ],
            },
            False,
        ),
    ],
)
def test_predicate_semantics(expr: dict[str, Any], expected: bool) -> None:
    assert matches(PARSE.validate_python(expr), META) is expected


def _nested(depth: int) -> dict[str, Any]:
    node: dict[str, Any] = {"field": "a", "operator": "eq", "value": "x"}
    for _ in range(depth):
        node = {"operator": "and", "operands": [node]}
    return node


def test_five_levels_parse_six_do_not() -> None:
    PARSE.validate_python(_nested(5))
    with pytest.raises(ValidationError, match="5 levels"):
        PARSE.validate_python(_nested(6))


@pytest.mark.parametrize(
    "expr",
    [
        {"AND": [{"key": "a", "value": "b"}]},
        {"OR": []},
        {"key": "a", "value": "b"},
        {"field": "a", "value": "b"},
        {"field": "a", "operator": "eq", "value": "b", "filterType": "metadata"},
        {"field": "a", "operator": "eq", "value": "b", "negate": True},
        {"field": "a", "operator": "eq", "value": None},
        {"field": "a", "operator": "eq", "value": ["x"]},
        {"field": "a", "operator": "gt", "value": "3"},
        {"field": "a", "operator": "gt", "value": True},
        {"field": "a", "operator": "arrayContains", "value": 3},
        {"field": "a", "operator": "contains", "value": 3},
        {"field": "", "operator": "eq", "value": "b"},
        {"field": "a:b", "operator": "eq", "value": "b"},
        {"field": "a", "operator": "eq", "value": 3, "caseSensitive": True},
        {"operator": "and", "operands": []},
        {"operator": "and", "operands": [{"field": "a", "operator": "eq", "value": "b"}] * 201},
        {"operator": "xor", "operands": [{"field": "a", "operator": "eq", "value": "b"}]},
        "source = slack",
    ],
)
def test_rejected_shapes(expr: Any) -> None:
    with pytest.raises(ValidationError):
        PARSE.validate_python(expr)

"""The legacy `filters` (QueryFilter) rewritten as memhub's `FilterExpression`.

The rewrite follows Supermemory's own v3/v4 → v5 rules: `AND`/`OR` become
`and`/`or` groups, `key` becomes `field`, and the `filterType`/`negate`/
`numericOperator`/`ignoreCase` flags become one explicit operator. Legacy values
are strings even when they stand for numbers or booleans (`"5"`, `"true"`); a
metadata equality on such a value matches the string or the number/boolean it
spells, since a legacy filter cannot say which was stored. Anything malformed is
a 400 naming the problem, as on the v5 routes.
"""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter, ValidationError

from memhub import types as t
from memhub._validation import describe_errors

from ...services.errors import InvalidInput
from ..decoding import parse_json

__all__ = ["translate_filters"]

_CONDITION_KEYS = {"key", "value", "filterType", "negate", "ignoreCase", "numericOperator"}
_FILTER_TYPES = {"metadata", "numeric", "array_contains", "string_contains"}
_NUMERIC = {">": "gt", ">=": "gte", "<": "lt", "<=": "lte", "=": "eq"}
_NEGATED = {">": "lte", ">=": "lt", "<": "gte", "<=": "gt", "=": "neq"}
_ADAPTER: TypeAdapter[t.FilterExpression] = TypeAdapter(t.FilterExpression)


def _invalid(message: str) -> InvalidInput:
    return InvalidInput(f"Invalid request: filters: {message}")


def _flag(condition: dict[str, Any], name: str) -> bool:
    value = condition.get(name, False)
    if isinstance(value, bool):
        return value
    if value in ("true", "false"):
        return bool(value == "true")
    raise _invalid(f"{name} must be a boolean or 'true'/'false'")


def _number(text: str) -> int | float | None:
    try:
        return int(text)
    except ValueError:
        pass
    try:
        number = float(text)
    except ValueError:
        return None
    return number if number == number and abs(number) != float("inf") else None


def _condition(node: dict[str, Any]) -> dict[str, Any]:
    unknown = set(node) - _CONDITION_KEYS
    if unknown:
        raise _invalid(f"unknown key(s) {', '.join(sorted(unknown))} in a condition")
    key, value = node.get("key"), node.get("value")
    if not isinstance(key, str) or not isinstance(value, str):
        raise _invalid("a condition needs a string 'key' and a string 'value'")
    kind = node.get("filterType", "metadata")
    if kind not in _FILTER_TYPES:
        raise _invalid(f"filterType must be one of {', '.join(sorted(_FILTER_TYPES))}")
    negate = _flag(node, "negate")
    if kind == "numeric":
        operator = node.get("numericOperator", "=")
        if operator not in _NUMERIC:
            raise _invalid("numericOperator must be one of >, >=, <, <=, =")
        number = _number(value)
        if number is None:
            raise _invalid(f"numeric filter on {key!r} needs a number, got {value!r}")
        op = (_NEGATED if negate else _NUMERIC)[operator]
        return {"field": key, "operator": op, "value": number}
    if kind == "string_contains":
        return {
            "field": key,
            "operator": "notContains" if negate else "contains",
            "value": value,
            "caseSensitive": not _flag(node, "ignoreCase"),
        }
    if kind == "array_contains":
        op = "arrayNotContains" if negate else "arrayContains"
        return {"field": key, "operator": op, "value": value}
    op = "neq" if negate else "eq"
    predicates: list[dict[str, Any]] = [{"field": key, "operator": op, "value": value}]
    typed: int | float | bool | None = {"true": True, "false": False}.get(value, _number(value))
    if typed is not None:
        predicates.append({"field": key, "operator": op, "value": typed})
    if len(predicates) == 1:
        return predicates[0]
    # Equal to either spelling; unequal to both.
    return {"operator": "and" if negate else "or", "operands": predicates}


def _node(node: Any) -> dict[str, Any]:
    if not isinstance(node, dict):
        raise _invalid("each entry must be an object")
    groups = [name for name in ("AND", "OR") if name in node]
    if not groups:
        return _condition(node)
    if len(node) != 1:
        raise _invalid("an AND/OR group holds nothing but its one list")
    operands = node[groups[0]]
    if not isinstance(operands, list) or not operands:
        raise _invalid(f"{groups[0]} needs a non-empty list")
    return {"operator": groups[0].lower(), "operands": [_node(op) for op in operands]}


def translate_filters(filters: Any) -> t.FilterExpression | None:
    """The FilterExpression for a legacy `filters` value (an object or its JSON text)."""
    if filters is None:
        return None
    if isinstance(filters, str):
        filters = parse_json(filters, where="filters")
    if isinstance(filters, dict) and not filters:
        return None
    try:
        return _ADAPTER.validate_python(_node(filters))
    except ValidationError as exc:
        raise _invalid("; ".join(describe_errors(exc.errors()))) from None

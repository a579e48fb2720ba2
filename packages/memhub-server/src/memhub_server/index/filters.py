"""Evaluate a `FilterExpression` against one metadata object.

Semantics, chosen so that a filter reads the way it would in a query language:
- a missing key never equals anything, so `eq`/`contains`/`arrayContains` and the
  comparisons are false for it, while their negations (`neq`, `notContains`,
  `arrayNotContains`) are true;
- values compare with their JSON type: `true` is not `1`, `"5"` is not `5`;
- string predicates are case-sensitive unless `caseSensitive: false`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from memhub.types import (
    ArrayContainsFilter,
    FilterAnd,
    FilterOr,
    NumberCompareFilter,
    StringContainsFilter,
    StringEqualsFilter,
    ValueEqualsFilter,
)

__all__ = ["matches"]

Node = (
    FilterAnd
    | FilterOr
    | StringEqualsFilter
    | ValueEqualsFilter
    | NumberCompareFilter
    | StringContainsFilter
    | ArrayContainsFilter
)

_MISSING = object()


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _fold(value: str, case_sensitive: bool | None) -> str:
    return value if case_sensitive is not False else value.casefold()


def matches(node: Node, metadata: Mapping[str, Any]) -> bool:
    """True when `metadata` satisfies the filter tree rooted at `node`."""
    if isinstance(node, FilterAnd):
        return all(matches(op, metadata) for op in node.operands)
    if isinstance(node, FilterOr):
        return any(matches(op, metadata) for op in node.operands)
    actual = metadata.get(node.field, _MISSING)
    negated = node.operator in ("neq", "notContains", "arrayNotContains")
    return _holds(node, actual) != negated


def _holds(node: Node, actual: Any) -> bool:
    """The positive form of the predicate (eq, contains, arrayContains, comparisons)."""
    if isinstance(node, StringEqualsFilter):
        return isinstance(actual, str) and _fold(actual, node.case_sensitive) == _fold(
            node.value, node.case_sensitive
        )
    if isinstance(node, ValueEqualsFilter):
        if isinstance(node.value, bool) or isinstance(actual, bool):
            return isinstance(actual, bool) and actual is node.value
        return _number(actual) and actual == node.value
    if isinstance(node, NumberCompareFilter):
        if not _number(actual):
            return False
        op, value = node.operator, node.value
        return bool(
            (op == "gt" and actual > value)
            or (op == "gte" and actual >= value)
            or (op == "lt" and actual < value)
            or (op == "lte" and actual <= value)
        )
    if isinstance(node, StringContainsFilter):
        return isinstance(actual, str) and _fold(node.value, node.case_sensitive) in _fold(
            actual, node.case_sensitive
        )
    if isinstance(node, ArrayContainsFilter):
        return isinstance(actual, list) and node.value in actual
    raise TypeError(f"not a filter node: {node!r}")

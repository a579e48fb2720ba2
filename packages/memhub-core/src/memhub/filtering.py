"""Evaluate a `FilterExpression` against one metadata object.

The server filters documents, chunks and memories with it, and the test double
(`memhub.testing.MemoryTransport`) filters its listings with it, so both read a
filter the same way.

Semantics, chosen so that a filter reads the way it would in a query language:
- a missing key never equals anything, so `eq`/`contains`/`arrayContains` and the
  comparisons are false for it, while their negations (`neq`, `notContains`,
  `arrayNotContains`) are true;
- values compare with their JSON type: `true` is not `1`, `"5"` is not `5`;
- string predicates are case-sensitive unless `caseSensitive: false`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from . import types as t

__all__ = ["Check", "compile_filter", "matches"]

Node = t.FilterAnd | t.FilterOr | t.FilterPredicate
"""One node of a parsed `FilterExpression` (the union core's types define)."""

Check = Callable[[Mapping[str, Any]], bool]
"""A compiled filter: True when a metadata object satisfies it."""

_MISSING = object()


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def matches(node: Node, metadata: Mapping[str, Any]) -> bool:
    """True when `metadata` satisfies the filter tree rooted at `node`.

    To test many objects against one filter, `compile_filter` it once instead."""
    return compile_filter(node)(metadata)


def compile_filter(node: Node) -> Check:
    """The filter as one function, with its per-node work done once: strings folded,
    and the `eq` predicates of an `or` group on one key merged into one set lookup
    (the usual shape of a large filter: "any of these 200 ids")."""
    if isinstance(node, t.FilterAnd):
        checks = [compile_filter(op) for op in node.operands]
        return lambda metadata: all(check(metadata) for check in checks)
    if isinstance(node, t.FilterOr):
        return _any_of(node.operands)
    negated = node.operator in ("neq", "notContains", "arrayNotContains")
    holds, key = _positive(node), node.field
    if negated:
        return lambda metadata: not holds(metadata.get(key, _MISSING))
    return lambda metadata: holds(metadata.get(key, _MISSING))


def _any_of(operands: Sequence[Node]) -> Check:
    exact: dict[str, set[str]] = {}
    folded: dict[str, set[str]] = {}
    rest: list[Check] = []
    for op in operands:
        if isinstance(op, t.StringEqualsFilter) and op.operator == "eq":
            if op.case_sensitive is False:
                folded.setdefault(op.field, set()).add(op.value.casefold())
            else:
                exact.setdefault(op.field, set()).add(op.value)
        else:
            rest.append(compile_filter(op))
    exact_sets = [(key, frozenset(values)) for key, values in exact.items()]
    folded_sets = [(key, frozenset(values)) for key, values in folded.items()]

    def check(metadata: Mapping[str, Any]) -> bool:
        for key, values in exact_sets:
            actual = metadata.get(key)
            if isinstance(actual, str) and actual in values:
                return True
        for key, values in folded_sets:
            actual = metadata.get(key)
            if isinstance(actual, str) and actual.casefold() in values:
                return True
        return any(other(metadata) for other in rest)

    return check


def _positive(node: Node) -> Callable[[Any], bool]:
    """The positive form of the predicate (eq, contains, arrayContains, comparisons),
    as a test of the value found under its key (`_MISSING` when there is none)."""
    if isinstance(node, t.StringEqualsFilter):
        if node.case_sensitive is False:
            want = node.value.casefold()
            return lambda actual: isinstance(actual, str) and actual.casefold() == want
        value = node.value
        return lambda actual: isinstance(actual, str) and actual == value
    if isinstance(node, t.ValueEqualsFilter):
        expected = node.value
        if isinstance(expected, bool):
            return lambda actual: isinstance(actual, bool) and actual is expected
        return lambda actual: _number(actual) and actual == expected
    if isinstance(node, t.NumberCompareFilter):
        bound = node.value
        compare: Callable[[Any], bool] = {
            "gt": lambda actual: actual > bound,
            "gte": lambda actual: actual >= bound,
            "lt": lambda actual: actual < bound,
            "lte": lambda actual: actual <= bound,
        }[node.operator]
        return lambda actual: _number(actual) and compare(actual)
    if isinstance(node, t.StringContainsFilter):
        if node.case_sensitive is False:
            part = node.value.casefold()
            return lambda actual: isinstance(actual, str) and part in actual.casefold()
        needle = node.value
        return lambda actual: isinstance(actual, str) and needle in actual
    if isinstance(node, t.ArrayContainsFilter):
        item = node.value
        return lambda actual: isinstance(actual, list) and item in actual
    raise TypeError(f"not a filter node: {node!r}")

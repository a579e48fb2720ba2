"""The metadata filter grammar (`FilterExpression`) shared by search, profile and list.

A filter is either a single predicate on one metadata key, or an `and`/`or`
group of filters. Which predicate a node is follows from its operator and the
JSON type of its value, so the tree is parsed without guessing and a mistake
is reported against the exact node that holds it.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    Discriminator,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StringConstraints,
    Tag,
    model_validator,
)

from ._base import RequestModel

__all__ = [
    "MAX_FILTER_DEPTH",
    "MAX_FILTER_PREDICATES",
    "MAX_FILTER_VALUE_CHARS",
    "ArrayContainsFilter",
    "FilterAnd",
    "FilterExpression",
    "FilterOr",
    "FilterPredicate",
    "NumberCompareFilter",
    "StringContainsFilter",
    "StringEqualsFilter",
    "ValueEqualsFilter",
    "filter_depth",
]

MAX_FILTER_DEPTH = 5
"""How many `and`/`or` groups may nest inside each other."""

MAX_OPERANDS = 200
"""Operands of one `and`/`or` group (the v5 contract's bound)."""

MAX_FILTER_PREDICATES = 200
"""Predicates in one whole filter, across all its groups. A filter is evaluated
against every document or memory a request considers, so its size multiplies the
cost of the request; 200 is the most one group may hold, and ample for real use."""

MAX_FILTER_VALUE_CHARS = 4096
"""Characters of a string a predicate compares with."""

FieldName = Annotated[
    str, StringConstraints(min_length=1, max_length=256, pattern=r"^[a-zA-Z0-9_.-]+$")
]
"""A metadata key, matched literally: a period is part of the key, not a path."""

FilterString = Annotated[str, StringConstraints(strict=True, max_length=MAX_FILTER_VALUE_CHARS)]


class StringEqualsFilter(RequestModel):
    field: FieldName
    operator: Literal["eq", "neq"]
    value: FilterString
    case_sensitive: StrictBool | None = None


class ValueEqualsFilter(RequestModel):
    field: FieldName
    operator: Literal["eq", "neq"]
    value: StrictBool | StrictInt | StrictFloat


class NumberCompareFilter(RequestModel):
    field: FieldName
    operator: Literal["gt", "gte", "lt", "lte"]
    value: StrictInt | StrictFloat


class StringContainsFilter(RequestModel):
    field: FieldName
    operator: Literal["contains", "notContains"]
    value: FilterString
    case_sensitive: StrictBool | None = None


class ArrayContainsFilter(RequestModel):
    field: FieldName
    operator: Literal["arrayContains", "arrayNotContains"]
    value: FilterString


class _FilterGroup(RequestModel):
    operands: Annotated[list[FilterExpression], Field(min_length=1, max_length=MAX_OPERANDS)]

    @model_validator(mode="before")
    @classmethod
    def _limit_size(cls, data: Any) -> Any:
        # Runs on the raw tree, before any node is validated: an oversized filter is
        # refused for the cost of counting up to the limit, not of parsing it all.
        problem = _oversized(data)
        if problem is not None:
            raise ValueError(problem)
        return data

    @model_validator(mode="after")
    def _limit_depth(self) -> _FilterGroup:
        if filter_depth(self) > MAX_FILTER_DEPTH:
            raise ValueError(f"filter groups may nest at most {MAX_FILTER_DEPTH} levels deep")
        return self


class FilterAnd(_FilterGroup):
    operator: Literal["and"]


class FilterOr(_FilterGroup):
    operator: Literal["or"]


FilterPredicate = (
    StringEqualsFilter
    | ValueEqualsFilter
    | NumberCompareFilter
    | StringContainsFilter
    | ArrayContainsFilter
)

_OPERATOR_KIND = {
    "and": "and",
    "or": "or",
    "gt": "compare",
    "gte": "compare",
    "lt": "compare",
    "lte": "compare",
    "contains": "contains",
    "notContains": "contains",
    "arrayContains": "array",
    "arrayNotContains": "array",
}


def _filter_kind(node: Any) -> str | None:
    """Pick the node type from its operator (and, for eq/neq, the value's JSON type)."""
    if isinstance(node, dict):
        operator, value = node.get("operator"), node.get("value")
    else:
        operator, value = getattr(node, "operator", None), getattr(node, "value", None)
    if operator in ("eq", "neq"):
        return "string_eq" if isinstance(value, str) else "value_eq"
    if not isinstance(operator, str):
        return None
    return _OPERATOR_KIND.get(operator)


FilterExpression = Annotated[
    Annotated[FilterAnd, Tag("and")]
    | Annotated[FilterOr, Tag("or")]
    | Annotated[StringEqualsFilter, Tag("string_eq")]
    | Annotated[ValueEqualsFilter, Tag("value_eq")]
    | Annotated[NumberCompareFilter, Tag("compare")]
    | Annotated[StringContainsFilter, Tag("contains")]
    | Annotated[ArrayContainsFilter, Tag("array")],
    Discriminator(
        _filter_kind,
        custom_error_type="invalid_filter",
        custom_error_message=(
            "filter nodes need an operator: and, or, eq, neq, gt, gte, lt, lte, "
            "contains, notContains, arrayContains or arrayNotContains"
        ),
    ),
]


def _oversized(root: Any) -> str | None:
    """Why a filter tree (raw JSON or models) breaks a size bound, or None.

    Stops as soon as a bound is passed, so its cost never exceeds the bounds'."""
    predicates = 0
    pending: list[tuple[Any, int]] = [(root, 1)]
    while pending:
        node, depth = pending.pop()
        operands = (
            node.get("operands") if isinstance(node, dict) else getattr(node, "operands", None)
        )
        if not isinstance(operands, list):
            predicates += 1
            if predicates > MAX_FILTER_PREDICATES:
                return (
                    f"a filter may hold at most {MAX_FILTER_PREDICATES} predicates in all "
                    "(across its and/or groups)"
                )
            continue
        if depth > MAX_FILTER_DEPTH:
            return f"filter groups may nest at most {MAX_FILTER_DEPTH} levels deep"
        if len(operands) > MAX_OPERANDS:
            return f"a filter group may hold at most {MAX_OPERANDS} operands"
        pending.extend((operand, depth + 1) for operand in operands)
    return None


def filter_depth(node: _FilterGroup | FilterPredicate) -> int:
    """How many groups nest at `node` (a bare predicate has depth 0)."""
    if isinstance(node, _FilterGroup):
        return 1 + max(filter_depth(op) for op in node.operands)
    return 0


FilterAnd.model_rebuild()
FilterOr.model_rebuild()

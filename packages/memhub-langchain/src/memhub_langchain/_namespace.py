"""Namespaces for LangChain objects: any user key maps to a valid, collision-free one."""

from __future__ import annotations

from memhub.capture import namespace_id

__all__ = ["check_namespace"]


def check_namespace(namespace: str) -> str:
    """`namespace` as memhub stores it, mapped like every other adapter maps it.

    A valid namespace is kept as is; any other non-empty string (an email, a name with
    spaces) becomes a readable namespace with a digest suffix, so two users never share
    one. Checked when the adapter object is built, not on its first call.
    """
    if not isinstance(namespace, str):
        raise ValueError(f"invalid namespace {namespace!r}: expected a string")
    try:
        return namespace_id(namespace)
    except ValueError as exc:
        raise ValueError(f"invalid namespace {namespace!r}: {exc}") from None

"""Metadata filters, evaluated by core's `memhub.filtering` (shared with the test double)."""

from memhub.filtering import Check, compile_filter, matches

__all__ = ["Check", "compile_filter", "matches"]

"""Memhub for Claude: the memory tool backed by memhub documents."""

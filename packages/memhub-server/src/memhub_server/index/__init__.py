"""Retrieval indexes: dense vectors in memory, metadata filters, lexical scoring helpers."""

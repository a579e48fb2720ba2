"""Ingestion pipeline stages for memhub-server (embedding, and later chunking and extraction)."""

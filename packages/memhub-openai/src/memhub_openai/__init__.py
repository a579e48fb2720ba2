"""Memhub for OpenAI clients: memory injected into chat and responses calls, captured exchanges, function tools."""

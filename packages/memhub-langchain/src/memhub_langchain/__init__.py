"""Memhub for LangChain: retriever, chat message history and tools."""

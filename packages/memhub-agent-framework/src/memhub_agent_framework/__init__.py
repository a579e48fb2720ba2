"""Memhub for Microsoft Agent Framework: context provider, tools and chat middleware."""

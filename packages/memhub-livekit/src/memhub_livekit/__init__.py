"""Memhub for LiveKit Agents: recall per user turn, capture per session, memory tools."""

"""Memhub for Pipecat: a frame processor that recalls and captures memory."""

"""The HTTP client for an OpenAI-compatible endpoint (remote embeddings, the LLM
extractor): one base URL, an optional bearer key, one timeout."""

from __future__ import annotations

import httpx

__all__ = ["endpoint_client"]


def endpoint_client(
    base_url: str,
    api_key: str | None,
    *,
    timeout: float,
    transport: httpx.BaseTransport | None = None,
) -> httpx.Client:
    headers = {"authorization": f"Bearer {api_key}"} if api_key else {}
    return httpx.Client(
        base_url=base_url.rstrip("/"), headers=headers, timeout=timeout, transport=transport
    )

"""Server settings: defaults that work with no configuration, overridable by env or flags."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["Limits", "Settings"]


def _env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value else default


def _env_float(name: str, default: float) -> float:
    value = os.environ.get(name)
    return float(value) if value else default


@dataclass(frozen=True)
class Limits:
    """Explicit bounds on what one request may carry or cost; each has its own clear 4xx.

    Environment variables (defaults in brackets):

    - ``MEMHUB_MAX_BODY_BYTES`` [32 MiB]: a request body.
    - ``MEMHUB_MAX_CONTENT_CHARS`` [2,000,000]: one document's text.
    - ``MEMHUB_MAX_FILE_BYTES`` [25 MiB]: one uploaded file.
    - ``MEMHUB_MAX_PDF_PAGES`` [1000]: pages of an uploaded PDF.
    - ``MEMHUB_MAX_PDF_STREAM_BYTES`` [8 MiB]: any one stream of a PDF, decompressed (a
      few KiB of compressed data can otherwise inflate to gigabytes).
    - ``MEMHUB_MAX_PDF_SECONDS`` [30]: time spent reading one PDF's text. Uploads are
      read while the request waits, so this bounds how long one upload holds a thread.

    A PDF past any of these is refused with 413 and a message that says which.
    """

    max_body_bytes: int = 32 * 1024 * 1024
    max_content_chars: int = 2_000_000
    max_file_bytes: int = 25 * 1024 * 1024
    max_batch_documents: int = 600
    max_pdf_pages: int = 1000
    max_pdf_stream_bytes: int = 8 * 1024 * 1024
    max_pdf_seconds: float = 30.0

    @classmethod
    def from_env(cls) -> Limits:
        return cls(
            max_body_bytes=_env_int("MEMHUB_MAX_BODY_BYTES", cls.max_body_bytes),
            max_content_chars=_env_int("MEMHUB_MAX_CONTENT_CHARS", cls.max_content_chars),
            max_file_bytes=_env_int("MEMHUB_MAX_FILE_BYTES", cls.max_file_bytes),
            max_pdf_pages=_env_int("MEMHUB_MAX_PDF_PAGES", cls.max_pdf_pages),
            max_pdf_stream_bytes=_env_int("MEMHUB_MAX_PDF_STREAM_BYTES", cls.max_pdf_stream_bytes),
            max_pdf_seconds=_env_float("MEMHUB_MAX_PDF_SECONDS", cls.max_pdf_seconds),
        )


@dataclass(frozen=True)
class Settings:
    data_dir: Path = Path(".memhub")
    host: str = "127.0.0.1"
    port: int = 6767
    auth: bool = True
    """Embedded (in-process) engines serve only their own process and skip keys."""
    admin_key: str | None = None
    embeddings_base_url: str | None = None
    embeddings_model: str | None = None
    embeddings_api_key: str | None = None
    llm_base_url: str | None = None
    llm_model: str | None = None
    llm_api_key: str | None = None
    limits: Limits = field(default_factory=Limits)
    start_worker: bool = True
    embed_threads: int = 1
    """Threads the local model embeds a large batch with. Worth raising only when BLAS
    itself runs single-threaded, as `memhub serve` arranges (see `cli`)."""
    backend: str = "sqlite"
    """Storage backend (`MEMHUB_BACKEND`): a name in `store.backends.BACKENDS`."""
    dream_window: float = 5.0
    """Seconds `dynamic` dreaming waits so a burst of turns in a namespace forms memories
    together (`instant` documents dream at once)."""

    @classmethod
    def from_env(cls, **overrides: object) -> Settings:
        env = os.environ
        values: dict[str, object] = {
            "data_dir": Path(env.get("MEMHUB_DATA_DIR") or ".memhub"),
            "port": _env_int("MEMHUB_PORT", 6767),
            "host": env.get("MEMHUB_HOST") or "127.0.0.1",
            "admin_key": env.get("MEMHUB_ADMIN_KEY") or None,
            "embeddings_base_url": env.get("MEMHUB_EMBEDDINGS_BASE_URL") or None,
            "embeddings_model": env.get("MEMHUB_EMBEDDINGS_MODEL") or None,
            "embeddings_api_key": env.get("MEMHUB_EMBEDDINGS_API_KEY")
            or env.get("OPENAI_API_KEY")
            or None,
            "llm_base_url": env.get("MEMHUB_LLM_BASE_URL") or None,
            "llm_model": env.get("MEMHUB_LLM_MODEL") or None,
            "llm_api_key": env.get("MEMHUB_LLM_API_KEY") or env.get("OPENAI_API_KEY") or None,
            "limits": Limits.from_env(),
            "dream_window": float(env.get("MEMHUB_DREAM_WINDOW") or 5.0),
            "embed_threads": _env_int("MEMHUB_EMBED_THREADS", 1),
            "backend": env.get("MEMHUB_BACKEND") or "sqlite",
        }
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)  # type: ignore[arg-type]

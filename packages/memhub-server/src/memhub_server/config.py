"""Server settings: defaults that work with no configuration, overridable by env or flags.

`Settings` and `Limits` are validated models. Built directly (`Settings(data_dir=...)`)
they hold exactly the values given; `from_env` is the one place the environment is
read, every variable prefixed `MEMHUB_`. A bad value fails with `SettingsError`,
which names the variable: ``MEMHUB_PORT='abc': Input should be a valid integer``.
An empty variable counts as unset.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, ClassVar, Literal, Self

from pydantic import AliasChoices, Field, ValidationError, field_validator, model_validator
from pydantic_core import PydanticCustomError
from pydantic_settings import (
    BaseSettings,
    EnvSettingsSource,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)

from memhub._validation import describe_error

__all__ = ["Limits", "Settings", "SettingsError"]

PREFIX = "MEMHUB_"

LEASE_SECONDS = 60.0
MIN_LEASE_SECONDS = 1.0
"""Below this, renewals (every third of a lease) would be most of a database's writes."""
MAX_LEASE_SECONDS = 3600.0
"""Above this, a crashed worker's jobs would sit for more than an hour."""


class SettingsError(ValueError):
    """A setting from the environment is not valid; the message names the variable."""


class _EnvModel(BaseSettings):
    """A frozen, validated model that reads `MEMHUB_*` variables only in `from_env`."""

    model_config = SettingsConfigDict(
        env_prefix=PREFIX,
        env_ignore_empty=True,
        frozen=True,
        extra="forbid",
        populate_by_name=True,
    )

    not_from_env: ClassVar[frozenset[str]] = frozenset()
    """Fields no variable sets (`limits` is read by its own model)."""

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # Built from its arguments alone, so code and tests that construct settings
        # are never changed by whatever the surrounding environment holds.
        return (init_settings,)

    @classmethod
    def _from_env(cls, overrides: dict[str, Any]) -> Self:
        found = EnvSettingsSource(cls)()
        values = {name: value for name, value in found.items() if name not in cls.not_from_env}
        given = {name: value for name, value in overrides.items() if value is not None}
        try:
            return cls(**{**values, **given})
        except ValidationError as exc:
            raise SettingsError(_explain(cls, exc, set(given))) from None


def _variable(model: type[BaseSettings], name: str) -> str:
    """The environment variable a field was read from: the first of its names set."""
    alias = model.model_fields[name].validation_alias
    if isinstance(alias, AliasChoices):
        names = [str(choice) for choice in alias.choices]
        return next((n for n in names if os.environ.get(n)), names[0])
    return f"{PREFIX}{name.upper()}"


def _explain(model: type[BaseSettings], exc: ValidationError, given: set[str]) -> str:
    problems = []
    for error in exc.errors():
        name = str(error["loc"][0]) if error["loc"] else ""
        from_env = name in model.model_fields and name not in given
        where = f"{_variable(model, name)}={error.get('input')!r}" if from_env else None
        problems.append(describe_error(error, where=where))
    return "; ".join(problems)


class Limits(_EnvModel):
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

    max_body_bytes: int = Field(32 * 1024 * 1024, ge=1)
    max_content_chars: int = Field(2_000_000, ge=1)
    max_file_bytes: int = Field(25 * 1024 * 1024, ge=1)
    max_pdf_pages: int = Field(1000, ge=1)
    max_pdf_stream_bytes: int = Field(8 * 1024 * 1024, ge=1)
    max_pdf_seconds: float = Field(30.0, gt=0, allow_inf_nan=False)

    @classmethod
    def from_env(cls, **overrides: Any) -> Limits:
        return cls._from_env(overrides)


def _key(*names: str) -> Any:
    return Field(None, validation_alias=AliasChoices(*names))


class Settings(_EnvModel):
    """Everything `memhub serve` (and an embedded engine) is configured with.

    Environment variables: ``MEMHUB_DATA_DIR``, ``MEMHUB_HOST``, ``MEMHUB_PORT``,
    ``MEMHUB_ADMIN_KEY``, ``MEMHUB_EMBEDDINGS_{BASE_URL,MODEL,API_KEY}``,
    ``MEMHUB_LLM_{BASE_URL,MODEL,API_KEY}`` (both keys fall back to
    ``OPENAI_API_KEY``), ``MEMHUB_EMBED_THREADS``, ``MEMHUB_QUERY_ENCODER``, ``MEMHUB_BACKEND``,
    ``MEMHUB_DREAM_WINDOW``, ``MEMHUB_FETCH_PRIVATE_URLS``, ``MEMHUB_DATABASE_URL``,
    ``MEMHUB_LEASE_SECONDS`` and the ``Limits`` variables.
    """

    data_dir: Path = Path(".memhub")
    host: str = Field("127.0.0.1", min_length=1)
    port: int = Field(6767, ge=0, le=65535)
    auth: bool = True
    """Embedded (in-process) engines serve only their own process and skip keys."""
    admin_key: str | None = None
    embeddings_base_url: str | None = None
    embeddings_model: str | None = None
    embeddings_api_key: str | None = _key("MEMHUB_EMBEDDINGS_API_KEY", "OPENAI_API_KEY")
    llm_base_url: str | None = None
    llm_model: str | None = None
    llm_api_key: str | None = _key("MEMHUB_LLM_API_KEY", "OPENAI_API_KEY")
    limits: Limits = Field(default_factory=Limits)
    start_worker: bool = True
    embed_threads: int = Field(1, ge=1)
    """Threads the local model embeds a large batch with. Worth raising only when BLAS
    itself runs single-threaded, as `memhub serve` arranges (see `cli`)."""
    query_encoder: Literal["auto", "int8", "float32"] = "auto"
    """How the local model embeds search queries (`MEMHUB_QUERY_ENCODER`): `int8` runs a
    quantised copy on ONNX Runtime, about four times faster, moving a query's similarities
    by about 0.01 (the `onnx` extra, `memhub-server[onnx]`); `float32` the NumPy pass
    everything stored is embedded with; `auto` int8 when it is installed and passes its
    check against float32 at the first query. Stored vectors are float32 either way, and
    so is semantic forget's query. No effect with a remote embeddings endpoint."""
    backend: str = Field("sqlite", min_length=1)
    """Storage backend (`MEMHUB_BACKEND`): a name in `store.backends.BACKENDS`; `postgres`
    when only a database URL is given."""
    database_url: str | None = Field(None, pattern=r"^postgres(ql)?://")
    """A PostgreSQL database to keep everything in (`MEMHUB_DATABASE_URL`), instead of
    SQLite in the data directory: `postgresql://user:password@host:port/dbname`."""
    lease_seconds: float = Field(LEASE_SECONDS, allow_inf_nan=False)
    """How long a worker's claim on a job or dream lives without renewal
    (`MEMHUB_LEASE_SECONDS`, PostgreSQL only): work of a process that died is taken up
    by another after at most this long. Each process renews its claims every third of it,
    so a short lease costs a write every few seconds per process."""
    dream_window: float = Field(5.0, ge=0, allow_inf_nan=False)
    """Seconds `dynamic` dreaming waits so a burst of turns in a namespace forms memories
    together (`instant` documents dream at once)."""
    fetch_private_urls: bool = False
    """`MEMHUB_FETCH_PRIVATE_URLS`: let URL content (legacy API) be fetched from private,
    loopback and link-local addresses too. Off: only public addresses are fetched."""

    # Switches for code, not operators: no variable turns authentication off.
    not_from_env = frozenset({"auth", "start_worker", "limits"})

    @field_validator(
        "admin_key",
        "embeddings_base_url",
        "embeddings_model",
        "embeddings_api_key",
        "llm_base_url",
        "llm_model",
        "llm_api_key",
        mode="before",
    )
    @classmethod
    def _blank_is_unset(cls, value: object) -> object:
        if isinstance(value, str):
            return value.strip() or None
        return value

    @field_validator("lease_seconds")
    @classmethod
    def _lease_in_bounds(cls, value: float) -> float:
        if not MIN_LEASE_SECONDS <= value <= MAX_LEASE_SECONDS:
            raise PydanticCustomError(
                "lease_seconds",
                "a lease must last from {low} to {high} seconds (how long a dead worker's "
                "jobs wait before another worker takes them)",
                {"low": f"{MIN_LEASE_SECONDS:g}", "high": f"{MAX_LEASE_SECONDS:g}"},
            )
        return value

    @model_validator(mode="before")
    @classmethod
    def _database_url_picks_postgres(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("database_url") and not data.get("backend"):
            return {**data, "backend": "postgres"}
        return data

    @model_validator(mode="after")
    def _embeddings_model_given(self) -> Self:
        if self.embeddings_base_url and not self.embeddings_model:
            raise ValueError("MEMHUB_EMBEDDINGS_MODEL must be set with MEMHUB_EMBEDDINGS_BASE_URL")
        return self

    @classmethod
    def from_env(cls, **overrides: Any) -> Settings:
        """Settings from `MEMHUB_*` variables; `overrides` that are not None win
        (command-line flags). Raises `SettingsError` naming a bad variable."""
        limits = overrides.pop("limits", None) or Limits.from_env()
        return cls._from_env({**overrides, "limits": limits})

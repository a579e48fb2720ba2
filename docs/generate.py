"""Write the generated pages: docs/configuration.md (from the settings models) and
docs/api.md (from the server's OpenAPI document).

Run `uv run python docs/generate.py` after changing a setting or a route;
`tests/test_docs.py` fails while a committed page differs from what this writes, and
while a setting has no description here.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic.fields import FieldInfo

DOCS = Path(__file__).resolve().parent

FLAGS = {
    "data_dir": "`--data-dir`",
    "host": "`--host`",
    "port": "`--port`",
    "database_url": "`--database-url`",
}

DESCRIBED: dict[str, str] = {
    "data_dir": "Folder holding the database (`memhub.sqlite3`) and everything else memhub "
    "stores. Back it up to back up memhub.",
    "host": "Interface `memhub serve` binds. Use `0.0.0.0` in a container.",
    "port": "Port `memhub serve` listens on.",
    "admin_key": "An admin API key to accept (and create on first boot) instead of minting "
    "and printing one. Useful for containers and scripted set-ups.",
    "embeddings_base_url": "An OpenAI-compatible `/embeddings` endpoint to use instead of the "
    "local all-MiniLM-L6-v2 model. Needs `MEMHUB_EMBEDDINGS_MODEL`.",
    "embeddings_model": "Model name sent to the embeddings endpoint.",
    "embeddings_api_key": "Bearer key for the embeddings endpoint.",
    "llm_base_url": "An OpenAI-compatible chat endpoint that forms memories. Unset: the "
    "offline rule extractor forms them.",
    "llm_model": "Model name sent to the LLM endpoint (default `gpt-4o-mini`).",
    "llm_api_key": "Bearer key for the LLM endpoint.",
    "embed_threads": "Threads the local model embeds a large batch with. `memhub serve` "
    "uses every CPU (and single-threaded BLAS) unless this is set.",
    "query_encoder": "How the local model embeds search queries: `int8` (a quantised copy "
    "run by ONNX Runtime, about four times faster, similarities within about 0.01; needs "
    "`memhub-server[onnx]`), `float32` (the NumPy pass stored vectors are made with), or "
    "`auto` (int8 when the extra is installed and agrees with float32 at the first query; "
    "otherwise float32, with a warning in the log). Stored vectors and semantic forget "
    "stay float32. No effect with a remote embeddings endpoint.",
    "backend": "Storage backend: `sqlite` (the default) or `postgres` (chosen by itself when "
    "a database URL is given).",
    "database_url": "A PostgreSQL (with pgvector) database to keep everything in instead of "
    "SQLite, as `postgresql://user:password@host:5432/dbname`. Needs `memhub-server[postgres]`.",
    "lease_seconds": "PostgreSQL only: seconds a worker's claim on a job lives without renewal "
    "(1 to 3600). A dead worker's jobs are taken up elsewhere after about this long; each "
    "process renews its claims every third of it.",
    "dream_window": "Seconds `dreaming: dynamic` waits after a document so a burst of turns "
    "forms memories together (`instant` documents dream at once).",
    "max_body_bytes": "Largest request body (413 past it).",
    "max_content_chars": "Longest document text, in characters (400 past it).",
    "max_file_bytes": "Largest uploaded file (413 past it).",
    "max_pdf_pages": "Most pages read from an uploaded PDF (413 past it).",
    "max_pdf_stream_bytes": "Largest single PDF stream once decompressed (413 past it).",
    "max_pdf_seconds": "Longest time spent reading one PDF's text (413 past it).",
    "fetch_private_urls": "Let URL content sent to the legacy API be fetched from private, "
    "loopback and link-local addresses too. Off, only public addresses are fetched.",
}
"""One line per setting an operator can set; a setting missing here fails the docs test."""

CLIENT_VARIABLES = [
    ("`MEMHUB_BASE_URL`, then `SUPERMEMORY_BASE_URL`", "unset: in-process engine", "Server the "
     "`memhub` client (and every adapter) talks to."),
    ("`MEMHUB_API_KEY`, then `SUPERMEMORY_API_KEY`", "unset", "API key the client sends. A key "
     "without a URL is a `ConfigurationError`, never a silent local folder."),
    ("`MEMHUB_DATA_DIR`", "`./.memhub`", "Data folder of the in-process engine (no URL, no key)."),
    ("`MEMHUB_FLUSH_TIMEOUT`", "`5`", "Seconds the background writer spends sending what is "
     "still queued when the process exits."),
]  # fmt: skip


def operator_fields() -> Iterable[tuple[str, FieldInfo, list[str]]]:
    """(name, field, environment variables) of every setting the environment can set."""
    from memhub_server.config import PREFIX, Limits, Settings

    for model in (Settings, Limits):
        for name, info in model.model_fields.items():
            if name in model.not_from_env:
                continue
            alias = info.validation_alias
            names = list(getattr(alias, "choices", [])) or [f"{PREFIX}{name.upper()}"]
            yield name, info, [str(n) for n in names]


def _default(info: FieldInfo) -> str:
    value = info.get_default(call_default_factory=True)
    if value is None:
        return "unset"
    if isinstance(value, int) and value >= 1 << 20 and value % (1 << 20) == 0:
        return f"`{value}` ({value >> 20} MiB)"
    return f"`{value}`"


def configuration_page() -> str:
    rows = []
    missing = []
    for name, info, variables in operator_fields():
        if name not in DESCRIBED:
            missing.append(name)
            continue
        names = ", then ".join(f"`{v}`" for v in variables)
        flag = FLAGS.get(name, "")
        rows.append(f"| {names} | {flag} | {_default(info)} | {DESCRIBED[name]} |")
    if missing:
        raise SystemExit(f"describe these settings in docs/generate.py DESCRIBED: {missing}")
    client = [f"| {v} | {d} | {what} |" for v, d, what in CLIENT_VARIABLES]
    return "\n".join(
        [
            "# Configuration reference",
            "",
            "<!-- Generated by docs/generate.py from memhub_server.config; do not edit. -->",
            "",
            "memhub needs no configuration. Every server setting has a default and can be",
            "changed with an environment variable (a flag wins over the variable); an empty",
            "variable counts as unset, and a bad value stops `memhub` with a message naming",
            "the variable (`MEMHUB_PORT='abc': Input should be a valid integer`).",
            "",
            "## Server (`memhub serve` and every other `memhub` command)",
            "",
            "| variable | flag | default | what it does |",
            "|---|---|---|---|",
            *rows,
            "",
            "## Client and adapters (`memhub` package)",
            "",
            "| variable | default | what it does |",
            "|---|---|---|",
            *client,
            "",
            "Outside memhub: `OPENBLAS_NUM_THREADS` (and `OMP_NUM_THREADS`, `MKL_NUM_THREADS`)",
            "override the single-threaded BLAS `memhub serve` sets up; `OPENBLAS_CORETYPE`",
            "pinned to a pre-AVX-512 core halves the local model's speed (the server warns).",
            "",
        ]
    )


def _openapi() -> dict[str, Any]:
    from memhub_server.api import create_app
    from memhub_server.config import Settings
    from memhub_server.engine import Engine

    with tempfile.TemporaryDirectory() as folder:
        engine = Engine(Settings(data_dir=Path(folder), start_worker=False))
        try:
            return create_app(engine).openapi()
        finally:
            engine.close()


def _schema_name(part: dict[str, Any]) -> str:
    """The schema a request body or answer refers to, by name, else its media type."""
    for media, content in part.get("content", {}).items():
        ref = content.get("schema", {}).get("$ref")
        if ref:
            return f"`{ref.rsplit('/', 1)[-1]}`"
        return f"({media})"
    return ""


def api_page(schema: dict[str, Any] | None = None) -> str:
    schema = schema or _openapi()
    by_tag: dict[str, list[str]] = {}
    for path, methods in schema["paths"].items():
        for method, operation in methods.items():
            tag = (operation.get("tags") or ["v5"])[0]
            text = " ".join((operation.get("description") or operation["summary"]).split())
            body = _schema_name(operation.get("requestBody", {}))
            answer = _schema_name(operation["responses"].get("200", {}))
            row = f"| `{method.upper()} {path}` | {body} | {answer} | {text} |"
            by_tag.setdefault(tag, []).append(row)
    sections = []
    for tag in sorted(by_tag, key=lambda t: (t != "v5", t)):
        header = ["| route | body | answer | what it does |", "|---|---|---|---|"]
        sections += [f"## {tag}", "", *header, *by_tag[tag], ""]
    return "\n".join(
        [
            "# HTTP API",
            "",
            "<!-- Generated by docs/generate.py from the OpenAPI document; do not edit. -->",
            "",
            "Every route takes `Authorization: Bearer <key>` and answers errors as",
            '`{"error": "...", "details"?: "..."}` with the status that fits. A running server',
            "serves the full schema (bodies, parameters, answers) at `/openapi.json` and an",
            "interactive page at `/docs`; bodies and answers below name its schemas. `v5` is",
            "the Supermemory v5 wire format, `legacy` the v3/v4 routes older SDKs call, and",
            "`admin` the operator routes, which need an admin key for every namespace.",
            "",
            *sections,
        ]
    )


def pages() -> dict[Path, str]:
    return {DOCS / "configuration.md": configuration_page(), DOCS / "api.md": api_page()}


if __name__ == "__main__":
    for path, text in pages().items():
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(DOCS.parent)}", file=sys.stderr)

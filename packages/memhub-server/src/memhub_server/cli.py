"""The `memhub` command: run the server, mint keys, move vectors to a new model, and
export, import and inspect data (`cli_data`)."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import cli_data
from ._version import __version__
from .config import Settings, SettingsError
from .engine import EmbeddingModelMismatch, Engine
from .services.auth import create_key, ensure_admin_key
from .store.base import StoreUnavailable

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="memhub", description="memhub memory server")
    parser.add_argument("--version", action="version", version=f"memhub {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)

    def with_data_dir(sub: argparse.ArgumentParser) -> None:
        sub.add_argument(
            "--data-dir",
            type=Path,
            default=None,
            help="where memhub keeps its data (default: $MEMHUB_DATA_DIR or ./.memhub)",
        )
        sub.add_argument(
            "--database-url",
            default=None,
            help="keep everything in this PostgreSQL database (postgresql://…) instead of "
            "SQLite in the data directory (default: $MEMHUB_DATABASE_URL)",
        )

    serve = commands.add_parser("serve", help="run the HTTP API")
    with_data_dir(serve)
    serve.add_argument("--host", default=None, help="interface to bind (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=None, help="port (default 6767)")
    serve.add_argument("--log-level", default="info")
    serve.add_argument(
        "--no-worker",
        action="store_true",
        help="serve the API only; `memhub worker` processes ingest (PostgreSQL only)",
    )

    worker = commands.add_parser(
        "worker", help="ingest documents and form memories, no API (PostgreSQL only)"
    )
    with_data_dir(worker)
    worker.add_argument("--log-level", default="info")

    keys = commands.add_parser("keys", help="manage API keys")
    key_commands = keys.add_subparsers(dest="keys_command", required=True)
    create = key_commands.add_parser("create", help="mint a new API key (shown once)")
    with_data_dir(create)
    create.add_argument("--name", default="key")
    create.add_argument(
        "--namespace",
        action="append",
        dest="namespaces",
        default=None,
        help="limit the key to this namespace (repeat for several)",
    )
    create.add_argument("--read-only", action="store_true", help="the key may only read")
    create.add_argument(
        "--admin", action="store_true", help="the key may change organization settings"
    )

    reembed = commands.add_parser("reembed", help="re-embed every chunk with the configured model")
    with_data_dir(reembed)
    cli_data.add_commands(commands, with_data_dir)
    # Listed for --help only: `main` hands `memhub mcp ...` to memhub-mcp before parsing.
    commands.add_parser("mcp", help="serve memhub to an MCP host over stdio (memhub-mcp)")
    return parser


def _where(settings: Settings) -> str:
    """Where the data is kept, as a start-up line may show it (no password)."""
    if settings.database_url:
        from urllib.parse import urlsplit

        url = urlsplit(settings.database_url)
        host = url.hostname or "local socket"
        return f"PostgreSQL database {url.path.lstrip('/') or '(default)'} on {host}"
    return str(settings.data_dir.resolve())


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["mcp"]:
        return _mcp(argv[1:])
    args = _parser().parse_args(argv)
    try:
        settings = Settings.from_env(
            data_dir=args.data_dir,
            database_url=args.database_url,
            host=getattr(args, "host", None),
            port=getattr(args, "port", None),
        )
    except SettingsError as exc:
        print(f"memhub: invalid setting: {exc}", file=sys.stderr)
        return 2
    try:
        return _run(args, settings)
    except StoreUnavailable as exc:
        print(f"memhub: {exc}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace, settings: Settings) -> int:
    if args.command == "worker":
        from .roles import run_worker

        return run_worker(settings, args.log_level)
    if args.command == "serve":
        if args.no_worker:
            from .roles import check_split

            problem = check_split(settings, "serve --no-worker")
            if problem:
                print(f"memhub: {problem}", file=sys.stderr)
                return 2
            settings = settings.model_copy(update={"start_worker": False})
        return _serve(settings, args.log_level)
    if args.command == "keys":
        return _create_key(settings, args)
    if args.command in cli_data.COMMANDS:
        return cli_data.run(args, settings)
    return _reembed(settings)


# An explicit BLAS thread setting from the operator wins over ours.
_BLAS_ENV = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")


def _serve_threads(settings: Settings) -> Settings:
    """Give the server's local model one BLAS thread per call and several calls at once.

    Multi-threaded BLAS helps one big matrix product, but a server mostly runs many
    small ones: a search embeds a short query while the worker embeds documents, and
    threaded BLAS calls running side by side oversubscribe the cores (one query took
    ~1 s under ingestion that way). With BLAS single-threaded a query costs one core
    for a few milliseconds and the worker spreads its batches over every core instead.
    """
    from threadpoolctl import threadpool_limits

    if not any(os.environ.get(name) for name in _BLAS_ENV):
        threadpool_limits(limits=1, user_api="blas")
    if os.environ.get("MEMHUB_EMBED_THREADS"):
        return settings
    return settings.model_copy(update={"embed_threads": max(1, os.cpu_count() or 1)})


# OpenBLAS core types whose kernels stop at AVX2 (the names OPENBLAS_CORETYPE accepts).
_PRE_AVX512_CORES = frozenset(
    {
        *("katmai", "coppermine", "northwood", "prescott", "banias", "atom", "core2", "penryn"),
        *("dunnington", "nehalem", "athlon", "opteron", "opteron_sse3", "barcelona", "nano"),
        *("sandybridge", "bobcat", "bulldozer", "piledriver", "steamroller", "excavator"),
        *("haswell", "zen"),
    }
)
_AVX512_FLAGS = frozenset({"avx512f", "avx512bw", "avx512dq", "avx512vl", "avx512cd"})


def blas_pin_warning(coretype: str | None, cpuinfo: str) -> str | None:
    """A warning when ``OPENBLAS_CORETYPE`` holds back a CPU that has AVX-512.

    Some machine images pin OpenBLAS to e.g. ``Haswell`` to dodge bugs in old builds;
    with a current NumPy that only halves the speed of the local embedding model,
    whose time is almost all float32 matrix products. ``cpuinfo`` is the text of
    ``/proc/cpuinfo`` (empty where there is none).
    """
    core = (coretype or "").strip()
    if core.lower() not in _PRE_AVX512_CORES:
        return None
    flags = next(
        (
            set(line.partition(":")[2].split())
            for line in cpuinfo.splitlines()
            if line.partition(":")[0].strip() == "flags"
        ),
        set[str](),
    )
    if not flags >= _AVX512_FLAGS:
        return None
    return (
        f"OPENBLAS_CORETYPE={core} limits NumPy's BLAS to kernels without AVX-512, which this "
        "CPU has: the local embedding model runs at about half speed. Unset OPENBLAS_CORETYPE "
        "(and OPENBLAS_L2_SIZE) unless your OpenBLAS build needs the pin."
    )


def _read_cpuinfo() -> str:
    try:
        return Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def _serve(settings: Settings, log_level: str) -> int:
    import uvicorn

    from .api import create_app

    logging.basicConfig(level=log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    if settings.embeddings_base_url is None:
        pinned = blas_pin_warning(os.environ.get("OPENBLAS_CORETYPE"), _read_cpuinfo())
        if pinned:
            logging.getLogger("memhub").warning(pinned)
    settings = _serve_threads(settings)
    engine = Engine(settings)
    try:
        engine.start()
    except EmbeddingModelMismatch as exc:
        print(f"memhub: {exc}", file=sys.stderr)
        return 2
    key = ensure_admin_key(engine.store, settings.admin_key)
    if key:
        print(
            "\nAn admin API key was created for this data directory. It is shown only once:\n\n"
            f"    {key}\n\nUse it as `Authorization: Bearer <key>` (or MEMHUB_API_KEY).\n",
            flush=True,
        )
    print(f"memhub {__version__}: data in {_where(settings)}", flush=True)

    def stop() -> None:
        engine.close()
        print("memhub: stopped cleanly", flush=True)

    try:
        uvicorn.run(
            _with_mcp(create_app(engine, on_shutdown=stop), settings),
            host=settings.host,
            port=settings.port,
            log_level=log_level,
            timeout_graceful_shutdown=5,
        )
    finally:
        engine.close()  # idempotent; covers a failed start-up
    return 0


def _mcp(argv: list[str]) -> int:
    try:
        from memhub_mcp import main as mcp_main
    except ImportError:
        print(
            "memhub mcp needs the memhub-mcp package "
            "(packages/memhub-mcp; see docs/installation.md)",
            file=sys.stderr,
        )
        return 2
    return mcp_main(argv)


def _with_mcp(app: Any, settings: Settings) -> Any:
    """The API with MCP (streamable HTTP) at /mcp when memhub-mcp is installed."""
    try:
        from memhub_mcp import with_mcp
    except ImportError:
        return app
    return with_mcp(app, host=settings.host)


def _create_key(settings: Settings, args: argparse.Namespace) -> int:
    from memhub.types import is_valid_namespace

    for name in args.namespaces or []:
        if not is_valid_namespace(name):
            print(f"memhub: invalid namespace {name!r}", file=sys.stderr)
            return 2
    engine = Engine(settings.model_copy(update={"start_worker": False}))
    try:
        key, record = create_key(
            engine.store,
            name=args.name,
            namespaces=args.namespaces,
            read_only=args.read_only,
            admin=args.admin,
        )
    finally:
        engine.close()
    scope = ", ".join(record.namespaces) if record.namespaces else "all namespaces"
    mode = "read-only" if record.read_only else "read-write"
    print(f"{key}\n# {record.name}: {mode}, {scope} (shown once; store it now)")
    return 0


def _reembed(settings: Settings) -> int:
    engine = Engine(settings.model_copy(update={"start_worker": False}))
    try:
        with cli_data.progress_bars() as bars:
            count = engine.reembed(progress=lambda done, total: bars("re-embedding", done, total))
    finally:
        engine.close()
    print(f"re-embedded {count} chunk(s) with {engine.embedder.model}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

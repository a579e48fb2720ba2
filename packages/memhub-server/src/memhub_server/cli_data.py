"""`memhub export`, `memhub import` and `memhub status`.

Each works on a data folder directly (the default; `--data-dir`) or on a running
server over HTTP (`--url` with an admin key). Long steps draw a progress bar on
stderr, so an export can go to stdout; failures print one line and exit non-zero.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    import httpx
    from rich.progress import Progress as RichProgress

    from .config import Settings
    from .engine import Engine
    from .services.transfer import Export, Progress

__all__ = ["COMMANDS", "add_commands", "progress_bars", "run"]

COMMANDS = frozenset({"export", "import", "status"})
_UPLOAD_BLOCK = 1 << 16


class CommandError(Exception):
    """A failure to report in one line (exit status 1)."""


def add_commands(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    with_data_dir: Callable[[argparse.ArgumentParser], None],
) -> None:
    export = commands.add_parser("export", help="write namespaces as JSON Lines")
    export.add_argument(
        "-o", "--output", default="-", help="file to write (default: standard output)"
    )
    export.add_argument(
        "--namespace",
        action="append",
        dest="namespaces",
        default=None,
        help="export only this namespace (repeat for several; default: all)",
    )
    imp = commands.add_parser("import", help="load a `memhub export` file")
    imp.add_argument("file", help="the export file ('-' for standard input)")
    status = commands.add_parser("status", help="queues, namespace counts, models, data size")
    status.add_argument("--json", action="store_true", help="print the status as JSON")
    for sub in (export, imp, status):
        with_data_dir(sub)
        sub.add_argument(
            "--url",
            default=None,
            help="a running memhub server to use instead of a data folder (needs an admin key)",
        )
        sub.add_argument(
            "--api-key",
            default=None,
            help="admin API key for --url (default: $MEMHUB_API_KEY)",
        )


def run(args: argparse.Namespace, settings: Settings) -> int:
    try:
        if args.url:
            return _remote(args)
        return _local(args, settings)
    except CommandError as exc:
        print(f"memhub {args.command}: {exc}", file=sys.stderr)
        return 1


# -- on a data folder ----------------------------------------------------------------------


def _local(args: argparse.Namespace, settings: Settings) -> int:
    from .services.transfer import TransferError, read_export

    try:
        if args.command == "import":  # checked whole before any folder or database is made
            with _input(args.file) as lines:
                export = read_export(lines)
        elif not settings.database_url and not settings.data_dir.is_dir():
            raise CommandError(f"no data folder at {settings.data_dir} (set --data-dir)")
        engine = _open(settings)
        try:
            if args.command == "export":
                return _export_local(engine, args)
            if args.command == "import":
                return _import_local(engine, export)
            from .services.status import server_status

            _print_status(server_status(engine), as_json=args.json)
            return 0
        finally:
            engine.close()
    except TransferError as exc:
        raise CommandError(str(exc)) from None


def _open(settings: Settings) -> Engine:
    from .engine import Engine

    try:
        return Engine(settings.model_copy(update={"start_worker": False}))
    except (OSError, RuntimeError, ValueError) as exc:  # unreadable folder, newer schema, ...
        raise CommandError(f"cannot open the data in {settings.data_dir}: {exc}") from None


def _export_local(engine: Engine, args: argparse.Namespace) -> int:
    from .services.transfer import export_lines

    with progress_bars() as progress, _output(args.output) as out:
        lines = 0
        for line in export_lines(engine, args.namespaces, progress):
            out.write(line)
            lines += 1
    print(f"exported {lines - 2} record(s)", file=sys.stderr)
    return 0


def _import_local(engine: Engine, export: Export) -> int:
    from .services.transfer import import_export

    with progress_bars() as progress:
        report = import_export(engine, export, progress)
    _print_import(report.imported, report.skipped, report.records)
    return 0


# -- on a server -----------------------------------------------------------------------------


def _remote(args: argparse.Namespace) -> int:
    import httpx

    key = args.api_key or os.environ.get("MEMHUB_API_KEY")
    if not key:
        raise CommandError("--url needs an admin API key (--api-key or MEMHUB_API_KEY)")
    base = args.url.rstrip("/")
    headers = {"Authorization": f"Bearer {key}"}
    try:
        with httpx.Client(base_url=base, headers=headers, timeout=httpx.Timeout(30, read=600)) as c:
            if args.command == "export":
                return _export_remote(c, args)
            if args.command == "import":
                return _import_remote(c, args)
            _print_status(_json(c.get("/admin/status")), as_json=args.json)
            return 0
    except httpx.TransportError as exc:
        raise CommandError(f"cannot reach {base}: {exc}") from None


def _export_remote(client: httpx.Client, args: argparse.Namespace) -> int:
    params = [("namespace", n) for n in args.namespaces or []]
    with client.stream("GET", "/admin/export", params=params) as response:
        if response.is_error:
            response.read()
            _json(response)
        tail = ""
        lines = 0
        with progress_bars() as progress, _output(args.output) as out:
            # As text, not iter_lines(): that also splits at U+2028 and other separators
            # JSON keeps raw inside strings; only "\n" ends a record.
            for text in response.iter_text():
                out.write(text)
                lines += text.count("\n")
                tail = (tail + text)[-200:]
                progress("receiving records", lines, 0)
    last = tail.rstrip("\n").rpartition("\n")[2]
    if not last.startswith('{"record":"end"'):
        raise CommandError("the server stopped before the end of the export (file incomplete)")
    print(f"exported {lines - 2} record(s)", file=sys.stderr)
    return 0


def _import_remote(client: httpx.Client, args: argparse.Namespace) -> int:
    with _input(args.file) as lines:
        body = "".join(lines).encode("utf-8")
    with progress_bars() as progress:

        def upload() -> Iterator[bytes]:
            for start in range(0, len(body), _UPLOAD_BLOCK):
                yield body[start : start + _UPLOAD_BLOCK]
                progress("sending (bytes)", min(start + _UPLOAD_BLOCK, len(body)), len(body))
            # The server now checks the file and embeds every chunk and memory.
            progress("importing on the server", 0, 0)

        headers = {"Content-Type": "application/x-ndjson", "Content-Length": str(len(body))}
        report = _json(client.post("/admin/import", content=upload(), headers=headers))
    _print_import(report["imported"], report["skipped"], report["records"])
    return 0


def _json(response: httpx.Response) -> Any:
    if response.is_error:
        try:
            body = response.json()
            message = body.get("error", response.text)
            details = body.get("details")
        except ValueError:
            message, details = response.text or response.reason_phrase, None
        extra = f": {details}" if details else ""
        raise CommandError(f"the server answered {response.status_code}: {message}{extra}")
    return response.json()


# -- input, output, progress -----------------------------------------------------------------


@contextmanager
def _input(name: str) -> Iterator[Iterator[str]]:
    if name == "-":
        yield iter(sys.stdin)
        return
    try:
        with open(name, encoding="utf-8") as handle:
            yield _decoded(handle, name)
    except OSError as exc:
        raise CommandError(f"cannot read {name}: {exc.strerror}") from None


def _decoded(handle: IO[str], name: str) -> Iterator[str]:
    try:
        yield from handle
    except UnicodeDecodeError as exc:
        raise CommandError(
            f"{name} is not UTF-8 text ({exc.reason}): not a memhub export"
        ) from None


@contextmanager
def _output(name: str) -> Iterator[IO[str]]:
    if name == "-":
        yield sys.stdout
        sys.stdout.flush()
        return
    path = Path(name)
    partial = path.with_name(path.name + ".partial")
    try:
        with open(partial, "w", encoding="utf-8") as handle:
            yield handle
    except BaseException:
        partial.unlink(missing_ok=True)  # never leave a half export under the real name
        raise
    partial.replace(path)


@contextmanager
def progress_bars() -> Iterator[Progress]:
    """A `services.transfer.Progress` drawing one rich bar per step on stderr."""
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
    )

    bars = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        transient=False,
    )
    tasks: dict[str, Any] = {}

    def advance(what: str, done: int, total: int) -> None:
        _advance(bars, tasks, what, done, total)

    with bars:
        yield advance


def _advance(bars: RichProgress, tasks: dict[str, Any], what: str, done: int, total: int) -> None:
    if what not in tasks:
        tasks[what] = bars.add_task(what, total=total or None)
    bars.update(tasks[what], completed=done, total=total or None)


# -- printing --------------------------------------------------------------------------------


def _print_import(imported: list[str], skipped: list[str], records: int) -> None:
    print(f"imported {records} record(s) into {len(imported)} namespace(s)", file=sys.stderr)
    if skipped:
        print(f"already imported, left as they are: {', '.join(skipped)}", file=sys.stderr)


def _print_status(status: dict[str, Any], *, as_json: bool) -> None:
    if as_json:
        print(json.dumps(status, indent=2))
        return
    from rich.console import Console
    from rich.table import Table

    console = Console()
    console.print(f"memhub {status['version']} ({status['backend']}) — {status['dataDir']}")
    console.print(f"data size: {_size(status['dataBytes'])}")
    console.print(f"embedding model: {status['embeddingModel']}")
    console.print(f"memory extractor: {status['extractor']}")
    console.print(f"ingestion queue: {status['ingestionQueue']} job(s)")
    console.print(f"memory-formation backlog: {status['memoryFormationBacklog']} document(s)")
    table = Table("namespace", "documents", "chunks", "memories", "latest", "to review")
    for ns in status["namespaces"]:
        table.add_row(
            ns["name"],
            *(
                str(ns[k])
                for k in ("documents", "chunks", "memories", "latestMemories", "pendingReview")
            ),
        )
    console.print(table if status["namespaces"] else "no namespaces yet")


def _size(count: int) -> str:
    size = float(count)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if size < 1024 or unit == "GiB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{count} B"

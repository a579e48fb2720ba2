"""`memhub mcp` (and `memhub-mcp`): memhub for a desktop MCP host, over stdio.

With a server URL (`--url` or MEMHUB_BASE_URL) the tools call that server with the
key from `--api-key` or MEMHUB_API_KEY. Without one, the memhub engine runs in this
process on `--data-dir` (MEMHUB_DATA_DIR, default ./.memhub), which needs
memhub-server installed.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence

from memhub import AsyncMemhub, ConfigurationError

from ._access import Caller
from ._server import MemhubMCP

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="memhub mcp", description="Serve memhub to an MCP host over stdio."
    )
    parser.add_argument("--url", default=None, help="memhub server (default $MEMHUB_BASE_URL)")
    parser.add_argument("--api-key", default=None, help="API key (default $MEMHUB_API_KEY)")
    parser.add_argument(
        "--namespace",
        default=None,
        help="namespace used when a call names none and the key has several "
        "(default $MEMHUB_NAMESPACE)",
    )
    parser.add_argument(
        "--data-dir", default=None, help="embedded engine's data (default $MEMHUB_DATA_DIR)"
    )
    return parser


def build_server(args: argparse.Namespace) -> MemhubMCP:
    url = args.url or os.environ.get("MEMHUB_BASE_URL")
    if url:
        client = AsyncMemhub(base_url=url, api_key=args.api_key)
    else:
        client = AsyncMemhub(embedded=True, data_dir=args.data_dir)
    namespace = args.namespace or os.environ.get("MEMHUB_NAMESPACE") or None
    return MemhubMCP(Caller(client), default_namespace=namespace)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    # stdout is the protocol channel: everything else goes to stderr.
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    try:
        server = build_server(args)
    except (ConfigurationError, ValueError) as exc:
        print(f"memhub mcp: {exc}", file=sys.stderr)
        return 2
    server.run("stdio")
    return 0

"""memhub for MCP hosts (Claude Desktop, Claude Code, Cursor, agents).

- `MemhubMCP`: the MCP server — memory tools built on `memhub.tools`, read-only
  browsing tools, the `memhub://namespaces` and `memhub://{namespace}/profile`
  resources and a `context` prompt.
- `Caller`: the client (and its key's scope) a `MemhubMCP` serves.
- `with_mcp`: memhub's HTTP API with MCP at `/mcp` (what `memhub serve` runs).
- `main`: the `memhub mcp` stdio command.

Importing this package is cheap: the MCP SDK loads when one of these names is
first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memhub.lazy import lazy_exports

if TYPE_CHECKING:
    from ._access import Caller
    from ._cli import main
    from ._http import with_mcp
    from ._server import MemhubMCP

__all__ = ["Caller", "MemhubMCP", "main", "with_mcp"]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {"Caller": "._access", "MemhubMCP": "._server", "main": "._cli", "with_mcp": "._http"},
    sdk="mcp",
    install="memhub-mcp",
)

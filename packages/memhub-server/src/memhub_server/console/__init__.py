"""The web console at `/console/`: static pages over the REST API, and one preview route.

The page is plain HTML, CSS and JavaScript shipped as package data (no build step,
nothing fetched from elsewhere at runtime); the graph is drawn by a vendored copy of
cytoscape (see `static/vendor/README.md` for its version and licence). Everything the
console shows or changes goes through the same authenticated routes as any client; the
API key lives in the tab's sessionStorage and travels only in the Authorization header.

The one route of its own, `/console/api/ns/{namespace}/injected-profile`, renders the
profile with the adapters' own prompt code, so the console shows the exact block an
adapter would put in front of a model instead of a JavaScript imitation of it.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from fastapi import APIRouter
from starlette.responses import RedirectResponse, Response

from memhub import types as t
from memhub.prompt import DEFAULT_TOKEN_BUDGET, Recall, dedupe, fit_budget, render

from ..api.decoding import StrictRoute
from ..api.deps import Caller, EngineDep, NamespacePath, run_query

__all__ = ["CONTENT_SECURITY_POLICY", "router"]

# Scripts, styles and API calls only from this server; no inline code, no frames, no
# plugins, no form posts elsewhere. The favicon is an empty data: URL (no 404 to log).
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)

_SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cache-Control": "no-store",
}

# The only files served, with their media types: a fixed list, so no path from the URL
# ever reaches the file system.
_ASSETS = {
    "console.js": "text/javascript; charset=utf-8",
    "console.css": "text/css; charset=utf-8",
    "vendor/cytoscape.min.js": "text/javascript; charset=utf-8",
}

router = APIRouter(prefix="/console", include_in_schema=False)
# Its data route decodes requests exactly as the API's own routes do.
_api = APIRouter(prefix="/api", route_class=StrictRoute)


@cache
def _read(name: str) -> bytes:
    return resources.files(__package__).joinpath("static", *name.split("/")).read_bytes()


def _static(name: str, media_type: str) -> Response:
    return Response(_read(name), media_type=media_type, headers=_SECURITY_HEADERS)


@router.get("")
def console_root() -> Response:
    # Relative asset and API paths resolve against the directory, so the page lives at
    # `/console/` (which also keeps it working behind a proxy that adds a path prefix).
    return RedirectResponse("console/", status_code=308, headers=_SECURITY_HEADERS)


@router.get("/")
def console_page() -> Response:
    return _static("index.html", "text/html; charset=utf-8")


@router.get("/static/{name:path}")
def console_asset(name: str) -> Response:
    media_type = _ASSETS.get(name)
    if media_type is None:
        return Response("Not found\n", status_code=404, media_type="text/plain")
    return _static(name, media_type)


@_api.get("/ns/{namespace}/injected-profile")
async def injected_profile(namespace: NamespacePath, caller: Caller, engine: EngineDep) -> Response:
    """The profile as an adapter injects it by default: deduplicated, within the default
    token budget, rendered into the delimited memory block (empty when nothing is known)."""
    caller.check_read(namespace)
    profile = await run_query(engine, engine.profiles.profile, namespace, t.ProfileRequest())
    recall = Recall.from_responses(mode="profile", query="", profile=profile, search=None)
    block = render(fit_budget(dedupe(recall), DEFAULT_TOKEN_BUDGET))
    return Response(block or "", media_type="text/plain; charset=utf-8", headers=_SECURITY_HEADERS)


router.include_router(_api)

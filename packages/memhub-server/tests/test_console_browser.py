"""The web console in a real headless Chromium (Debian's `chromium`, driven by Playwright).

Each test gets a fresh engine seeded with a known memory graph, served on a loopback
port with authentication on, and a fresh browser context (so sessionStorage starts
empty); the browser itself is started once, for the whole module. Every page records console
messages, page errors and CSP violations, and a test fails if any appear that it did
not expect. Screenshots land in `$MEMHUB_TEST_ARTIFACTS/console/` (or a temporary
folder) for a person to look at.

Waits are Playwright's own (for selectors and states), never sleeps.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page, Playwright, expect, sync_playwright

from memhub import types as t
from memhub_server.api import create_app
from memhub_server.config import Settings
from memhub_server.engine import Engine
from memhub_server.pipeline.embedding import LocalMiniLMEmbedder
from memhub_server.pipeline.memory.facts import CandidateFact, ExtractionInput
from memhub_server.services.auth import create_key
from memhub_server.testing import LoopbackServer

# Every wait is bounded well inside pytest's own timeout, and generous for a loaded machine.
WAIT_MS = 20_000


def chromium_path() -> str:
    found = os.environ.get("MEMHUB_CHROMIUM") or shutil.which("chromium")
    if not found:
        pytest.fail("no chromium on PATH: install Debian's `chromium` (.ci/run does)")
    return found


# Module scope, not session: Playwright's sync API keeps its event loop marked as running
# while it is open, which would break the asyncio tests of modules that run after this one.
# Every browser test is in this module, so the browser still starts once per run.
@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    expect.set_options(timeout=WAIT_MS)
    browser = playwright.chromium.launch(executable_path=chromium_path(), headless=True)
    yield browser
    browser.close()


@pytest.fixture(scope="session")
def artifacts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = os.environ.get("MEMHUB_TEST_ARTIFACTS")
    folder = Path(base) / "console" if base else tmp_path_factory.mktemp("console-artifacts")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# -- the seeded engine ---------------------------------------------------------------------


class MarkerExtractor:
    """Stands in for the LLM: each document yields the facts listed for its exact text."""

    name = "console-test"

    def __init__(self) -> None:
        self.facts: dict[str, list[CandidateFact]] = {}

    def extract(self, batch: Sequence[ExtractionInput]) -> list[list[CandidateFact]]:
        return [list(self.facts.get(item.content.strip(), [])) for item in batch]


def said(text: str, **kwargs: Any) -> CandidateFact:
    return CandidateFact(text=text, subject="Priya", kind="durable", **kwargs)


@dataclass
class Seeded:
    """A served engine and what it holds: memory ids by text, and the keys to use."""

    base_url: str
    admin_key: str
    scoped_key: str  # sees only the "sam" namespace
    engine: Engine
    ids: dict[str, str] = field(default_factory=dict)

    def memory(self, text: str) -> str:
        return self.ids[text]

    @property
    def moved(self) -> str:
        """The text of the history memory formed when Oslo replaced Berlin (dated today)."""
        return next(text for text in self.ids if text.startswith(MOVED))


BERLIN = "Priya lives in Berlin."
OSLO = "Priya lives in Oslo."
MOVED = "Priya lived in Berlin, until this changed by "
CLIMBING = "Priya climbs at a bouldering gym twice a week."
CHALK = "Priya's gym is beside the old harbour."
STRONG = "Priya has strong grip strength."
EARLY = "Priya is an early riser."
OTTER = "Priya has an otter plush named Biscuit."
CELLO = "Sam plays the cello."


def _seed(engine: Engine, extractor: MarkerExtractor) -> dict[str, str]:
    """Two versions of a home city, a fact with an extension and two inferences, a
    fact to forget, and a second namespace; returns memory ids by text."""

    def add(namespace: str, doc_id: str, content: str, *facts: CandidateFact) -> None:
        extractor.facts[content] = list(facts)
        engine.documents.add(namespace, t.DocumentInput(content=content, id=doc_id))
        engine.worker.drain()

    add("priya", "home-2025", "Moving notes, 2025", said(BERLIN, slot="priya:home_city"))
    add("priya", "home-2026", "Moving notes, 2026", said(OSLO, slot="priya:home_city"))
    add("priya", "climbing", "Climbing diary", said(CLIMBING))
    ids = {m.memory: m.id for m in _all_memories(engine, "priya")}
    add(
        "priya",
        "gym-notes",
        "Gym notes",
        said(CHALK, relation="extends", related_to=ids[CLIMBING]),
        said(STRONG, relation="derives", derived_from=(ids[CLIMBING],)),
        said(EARLY, relation="derives", derived_from=(ids[CLIMBING],)),
    )
    add("priya", "toys", "Toy shelf", said(OTTER))
    add("sam", "music", "Music lessons", said(CELLO))
    return {m.memory: m.id for ns in ("priya", "sam") for m in _all_memories(engine, ns)}


def _all_memories(engine: Engine, namespace: str) -> list[Any]:
    return engine.memories.graph(namespace, 1, 100).memories


@pytest.fixture
def seeded(tmp_path: Path, embedder: LocalMiniLMEmbedder) -> Iterator[Seeded]:
    extractor = MarkerExtractor()
    settings = Settings(data_dir=tmp_path / "data", start_worker=False, auth=True, dream_window=0)
    engine = Engine(settings, embedder=embedder, extractor=extractor)
    engine.start()
    try:
        ids = _seed(engine, extractor)
        admin, _ = create_key(engine.store, name="admin", admin=True)
        scoped, _ = create_key(engine.store, name="sam only", namespaces=["sam"])
        with LoopbackServer(create_app(engine)) as server:
            yield Seeded(server.base_url, admin, scoped, engine, ids)
    finally:
        engine.close()


# -- the page, watched -----------------------------------------------------------------------


@dataclass
class Watched:
    page: Page
    problems: list[str] = field(default_factory=list)

    def check_clean(self, allowed: Sequence[str] = ()) -> None:
        """No console errors or warnings, page errors or CSP violations besides `allowed`
        patterns (a test that provokes a 403 expects the browser to log it)."""
        unexpected = [p for p in self.problems if not any(re.search(a, p) for a in allowed)]
        assert unexpected == []


# Runs before the page's own scripts: CSP violations are events, not console messages.
_CSP_PROBE = """
document.addEventListener("securitypolicyviolation", (event) => {
  console.error("CSP violation: " + event.violatedDirective + " " + event.blockedURI);
});
"""


@pytest.fixture
def console(browser: Browser, seeded: Seeded) -> Iterator[Watched]:
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    context.set_default_timeout(WAIT_MS)
    context.add_init_script(_CSP_PROBE)
    page = context.new_page()
    watched = Watched(page)

    def on_console(message: ConsoleMessage) -> None:
        if message.type in ("error", "warning"):
            watched.problems.append(f"{message.type}: {message.text}")

    page.on("console", on_console)
    page.on("pageerror", lambda error: watched.problems.append(f"page error: {error}"))
    try:
        yield watched
    finally:
        context.close()


@pytest.fixture
def page(console: Watched, seeded: Seeded) -> Page:
    """The console, signed in with the admin key, on the "priya" namespace."""
    sign_in(console.page, seeded)
    return console.page


def sign_in(page: Page, seeded: Seeded, key: str | None = None, namespace: str = "priya") -> None:
    page.goto(f"{seeded.base_url}/console/#ns={namespace}")
    page.fill("#api-key", key or seeded.admin_key)
    page.click("#sign-in-form button[type=submit]")
    expect(page.locator("#workspace")).to_be_visible()


def ask(page: Page, tab: str, text: str) -> None:
    """Open `tab` and submit its form with `text` (the search and the forget tab)."""
    page.click(f".tabs button[data-tab={tab}]")
    page.fill(f"#{tab}-query", text)
    page.click(f"#{tab}-form button[type=submit]")


def wait_for_graph(page: Page, summary: str) -> None:
    expect(page.locator("#graph-summary")).to_have_text(summary)


def graph_elements(page: Page) -> dict[str, Any]:
    """What cytoscape drew: nodes by kind and label, edges by relation and endpoints."""
    elements: dict[str, Any] = page.evaluate(
        """() => {
          const cy = document.getElementById("graph")._cyreg.cy;
          return {
            nodes: cy.nodes().map((n) => ({id: n.id(), kind: n.data("kind"), ref: n.data("ref"),
                                           classes: n.classes(), x: n.renderedPosition("x")})),
            edges: cy.edges().map((e) => [e.data("relation"), e.source().id(), e.target().id()]),
          };
        }"""
    )
    return elements


# -- the tests -------------------------------------------------------------------------------


def test_sign_in_keeps_the_key_out_of_urls_and_signs_out(
    console: Watched, seeded: Seeded, artifacts: Path
) -> None:
    page = console.page
    page.goto(seeded.base_url + "/console")  # redirected to /console/
    expect(page.locator("#sign-in")).to_be_visible()
    page.fill("#api-key", "mh_not-a-real-key")
    page.click("#sign-in-form button[type=submit]")
    expect(page.locator("#error")).to_have_text("Sign-in failed: Invalid API key")
    expect(page.locator("#workspace")).to_be_hidden()

    sent: list[tuple[str, str | None]] = []
    page.on("request", lambda r: sent.append((r.url, r.headers.get("authorization"))))
    sign_in(page, seeded)
    wait_for_graph(page, "5 documents, 8 memories, 15 edges")
    options = page.locator("#namespace option").all_text_contents()
    assert sorted(o.split(" ")[0] for o in options) == ["priya", "sam"]
    api_calls = [(url, auth) for url, auth in sent if "/ns/" in url]
    assert api_calls, "the console made no API calls"
    assert all(auth == f"Bearer {seeded.admin_key}" for _, auth in api_calls)
    assert not any(seeded.admin_key in url for url, _ in sent)
    assert seeded.admin_key not in page.url
    page.screenshot(path=artifacts / "console-graph.png")

    # A reload keeps the session (the key is in sessionStorage); signing out forgets it.
    page.reload()
    wait_for_graph(page, "5 documents, 8 memories, 15 edges")
    page.click("#sign-out")
    expect(page.locator("#sign-in")).to_be_visible()
    assert page.evaluate("() => sessionStorage.length") == 0
    console.check_clean(allowed=[r"status of 401"])


def test_graph_shows_documents_memories_and_relations(
    console: Watched, page: Page, seeded: Seeded
) -> None:
    wait_for_graph(page, "5 documents, 8 memories, 15 edges")
    m = {text: "m:" + seeded.memory(text) for text in seeded.ids}
    drawn = graph_elements(page)
    assert {n["ref"] for n in drawn["nodes"] if n["kind"] == "document"} == {
        "home-2025",
        "home-2026",
        "climbing",
        "gym-notes",
        "toys",
    }
    assert {n["id"] for n in drawn["nodes"] if n["kind"] == "memory"} == {
        m[text] for text in (BERLIN, OSLO, seeded.moved, CLIMBING, CHALK, STRONG, EARLY, OTTER)
    }
    classes = {n["id"]: set(n["classes"]) for n in drawn["nodes"]}
    assert "superseded" in classes[m[BERLIN]] and "superseded" not in classes[m[OSLO]]
    assert "inference" in classes[m[STRONG]] and "inference" not in classes[m[CLIMBING]]
    relations = {tuple(edge) for edge in drawn["edges"]}
    assert relations == {
        ("source", "d:home-2025", m[BERLIN]),
        ("source", "d:home-2026", m[OSLO]),
        ("source", "d:climbing", m[CLIMBING]),
        ("source", "d:gym-notes", m[CHALK]),
        ("source", "d:gym-notes", m[STRONG]),
        ("source", "d:gym-notes", m[EARLY]),
        ("source", "d:toys", m[OTTER]),
        ("updates", m[OSLO], m[BERLIN]),
        ("extends", m[CHALK], m[CLIMBING]),
        ("derives", m[STRONG], m[CLIMBING]),
        ("derives", m[EARLY], m[CLIMBING]),
        # The history memory of the move, from both documents and both versions.
        ("source", "d:home-2025", m[seeded.moved]),
        ("source", "d:home-2026", m[seeded.moved]),
        ("derives", m[seeded.moved], m[BERLIN]),
        ("derives", m[seeded.moved], m[OSLO]),
    }
    # Superseded versions can be hidden (their edges go with them) and shown again.
    page.uncheck("#show-superseded")
    wait_for_graph(page, "5 documents, 7 memories, 12 edges")
    assert m[BERLIN] not in {n["id"] for n in graph_elements(page)["nodes"]}
    page.check("#show-superseded")
    wait_for_graph(page, "5 documents, 8 memories, 15 edges")
    # The list view carries the same memories as text.
    listed = page.locator("#graph-list li[data-memory-id]").all_text_contents()
    assert any(text.startswith(OTTER) for text in listed)
    console.check_clean()


def test_memory_detail_shows_the_version_chain_and_sources(
    console: Watched, page: Page, seeded: Seeded, artifacts: Path
) -> None:
    page.click("#graph-list-box summary")
    page.click(f"#graph-list li[data-memory-id='{seeded.memory(OSLO)}'] button")
    expect(page.locator("#detail-text")).to_have_text(OSLO)
    chain = page.locator("#version-chain li")
    expect(chain).to_have_count(2)
    expect(chain.nth(0)).to_have_text(f"v1: {BERLIN}")
    expect(chain.nth(1)).to_have_text(f"v2: {OSLO}")
    expect(chain.nth(1)).to_have_attribute("aria-current", "true")
    expect(page.locator("#detail dl")).to_contain_text("stated")
    expect(page.locator("#detail dl")).to_contain_text("never")  # no expiry
    page.screenshot(path=artifacts / "console-memory.png")

    # Older versions open from the chain; sources open the document's text.
    chain.nth(0).locator("button").click()
    expect(page.locator("#detail-text")).to_have_text(BERLIN)
    expect(page.locator("#detail dl")).to_contain_text("no (superseded)")
    page.click("#detail-sources button[data-document-id='home-2025']")
    expect(page.locator("#document-text")).to_have_text("Moving notes, 2025")

    # An inference says so, and lists the fact it derives from.
    page.click(f"#graph-list li[data-memory-id='{seeded.memory(STRONG)}'] button")
    expect(page.locator("#detail dl")).to_contain_text("inferred by memhub")
    expect(page.locator("#detail-related")).to_contain_text(CLIMBING)
    console.check_clean()


def test_search_shows_similarity_and_the_profile_block(
    console: Watched, page: Page, seeded: Seeded, artifacts: Path
) -> None:
    ask(page, "search", "Where does Priya live?")
    first = page.locator("#search-results li[data-kind=memory]").first
    expect(first).to_contain_text(OSLO)
    expect(first.locator(".similarity")).to_have_text(re.compile(r"similarity 0\.\d{3}"))
    page.screenshot(path=artifacts / "console-search.png")
    page.click(".tabs button[data-tab=profile]")
    block = page.locator("#profile-block")
    expect(block).to_contain_text("<memhub-memory>")
    expect(block).to_contain_text(f"- {OSLO}")
    expect(block).not_to_contain_text(BERLIN)  # superseded: not what an adapter injects
    page.screenshot(path=artifacts / "console-profile.png")
    console.check_clean()


def test_approve_decline_and_undo_change_the_queue(
    console: Watched, page: Page, seeded: Seeded, artifacts: Path
) -> None:
    page.click(".tabs button[data-tab=review]")
    queue = page.locator("#review-queue li")
    # Two stated inferences and the history memory of the move.
    expect(queue).to_have_count(3)
    expect(page.locator("#review-count")).to_have_text("(3)")
    expect(page.locator("#review-summary")).to_have_text("3 inferred memories await review")

    page.click(f"#review-queue li[data-memory-id='{seeded.memory(STRONG)}'] [data-action=approve]")
    expect(queue).to_have_count(2)
    expect(page.locator("#review-last-text")).to_have_text(f"Approved: {STRONG}")
    page.screenshot(path=artifacts / "console-review.png")
    record = seeded.engine.store.memory("priya", seeded.memory(STRONG))
    assert record is not None and not record.is_inference

    page.click("#review-undo")
    expect(queue).to_have_count(3)
    page.click(f"#review-queue li[data-memory-id='{seeded.memory(EARLY)}'] [data-action=decline]")
    expect(queue).to_have_count(2)
    expect(queue.filter(has_text=STRONG)).to_have_count(1)
    expect(page.locator("#review-summary")).to_have_text("2 inferred memories await review")
    declined = seeded.engine.store.memory("priya", seeded.memory(EARLY))
    assert declined is not None and declined.is_forgotten
    # A declined inference is forgotten, so it leaves the graph unless forgotten ones are shown.
    page.click(".tabs button[data-tab=graph]")
    wait_for_graph(page, "5 documents, 7 memories, 13 edges")
    # Redrawn while its tab was hidden, the graph is laid out once it is shown again.
    documents = [n for n in graph_elements(page)["nodes"] if n["kind"] == "document"]
    assert len({round(n["x"]) for n in documents}) == 5
    page.check("#show-forgotten")
    wait_for_graph(page, "5 documents, 8 memories, 15 edges")
    console.check_clean()


def test_forget_previews_then_applies_exactly_what_it_showed(
    console: Watched, page: Page, seeded: Seeded, artifacts: Path
) -> None:
    ask(page, "forget", "Priya's otter plush")
    matches = page.locator("#forget-matches li")
    expect(matches.first).to_be_visible()
    shown = matches.evaluate_all("(items) => items.map((li) => li.dataset.memoryId)")
    assert seeded.memory(OTTER) in shown
    page.screenshot(path=artifacts / "console-forget-preview.png")
    # A preview changes nothing.
    record = seeded.engine.store.memory("priya", seeded.memory(OTTER))
    assert record is not None and not record.is_forgotten

    page.click("#forget-apply")
    expect(page.locator("#forget-done")).to_have_text(
        f"Forgot {len(shown)} {'memory' if len(shown) == 1 else 'memories'}."
    )
    expect(page.locator("#forget-preview")).to_be_hidden()
    records = [seeded.engine.store.memory("priya", i) for i in shown]
    assert all(r is not None and r.is_forgotten for r in records)
    kept = seeded.engine.store.memory("priya", seeded.memory(OSLO))
    assert kept is not None and not kept.is_forgotten  # only what the preview showed
    page.click(".tabs button[data-tab=graph]")
    expect(page.locator("#graph-summary")).to_contain_text(
        f"5 documents, {8 - len(shown)} memories"
    )
    console.check_clean()


def test_a_scoped_key_sees_only_its_namespace(console: Watched, seeded: Seeded) -> None:
    page = console.page
    sign_in(page, seeded, seeded.scoped_key, namespace="sam")
    wait_for_graph(page, "1 document, 1 memory, 1 edge")
    options = page.locator("#namespace option").all_text_contents()
    assert [o.split(" ")[0] for o in options] == ["sam"]
    assert (page.locator("#graph-list").text_content() or "").count(CELLO) == 1

    # Asking for another namespace by address gets the server's refusal, and no data.
    page.goto(seeded.base_url + "/console/#ns=priya")
    page.reload()
    expect(page.locator("#error")).to_have_text("The API key cannot access this namespace")
    expect(page.locator("#graph-list")).not_to_contain_text("Priya")
    console.check_clean(allowed=[r"status of 403"])

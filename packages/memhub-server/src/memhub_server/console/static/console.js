// memhub console: a thin client of the REST API.
//
// Rules this file keeps: the API key lives only in sessionStorage and in the Authorization
// header (never in a URL); every piece of stored text reaches the page through textContent
// or as a graph label drawn on a canvas, never as HTML; nothing is loaded from elsewhere.
"use strict";

(() => {
  const KEY_ITEM = "memhub.console.key";
  const NAMESPACE_ITEM = "memhub.console.namespace";
  const GRAPH_PAGE = 100; // documents per graph page (the route's maximum)
  const GRAPH_MAX_PAGES = 20; // beyond 2,000 documents the graph stops being readable
  // The page is served at <api>/console/, so the API root is one level up.
  const API_ROOT = new URL("..", window.location.href).pathname.replace(/\/$/, "");

  const state = {
    namespace: "",
    graph: null, // the last graph feed: {documents, memories, edges, truncated}
    cy: null,
    layoutPending: false, // drawn while hidden: lay out when the graph tab is shown
    lastReview: null, // {id, action, text} of the last approve/decline, for undo
    preview: null, // the forget preview's matches
  };

  // -- small helpers ------------------------------------------------------------------

  const $ = (id) => document.getElementById(id);

  /** An element with attributes and children; strings become text nodes, never HTML. */
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (name === "onclick") node.addEventListener("click", value);
      else node.setAttribute(name, value === true ? "" : String(value));
    }
    for (const child of children.flat()) {
      if (child === undefined || child === null || child === false) continue;
      node.append(typeof child === "string" ? document.createTextNode(child) : child);
    }
    return node;
  }

  function fill(node, ...children) {
    node.replaceChildren();
    for (const child of children.flat()) {
      if (child === undefined || child === null || child === false) continue;
      node.append(typeof child === "string" ? document.createTextNode(child) : child);
    }
  }

  function plural(count, one, many) {
    return `${count} ${count === 1 ? one : many}`;
  }

  function shorten(text, max) {
    const flat = String(text || "")
      .replace(/\s+/g, " ")
      .trim();
    return flat.length > max ? flat.slice(0, max - 1) + "…" : flat;
  }

  function when(value) {
    if (!value) return "—";
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString();
  }

  function showError(message) {
    const box = $("error");
    box.textContent = message;
    box.hidden = !message;
  }

  function notify(message) {
    const box = $("notice");
    box.textContent = message;
    box.hidden = !message;
  }

  /** A button that runs `action` (its failure shown, not lost). */
  function button(label, action, attrs) {
    return el("button", { type: "button", ...attrs, onclick: () => guarded(action) }, label);
  }

  /** A link-styled button opening a memory, or a document, in the detail panel. */
  const memoryLink = (id, text, extra) =>
    button(text, () => showMemory(id), { class: "link" + (extra ? " " + extra : "") });
  const documentLink = (id, text, extra) =>
    button(text, () => showDocument(id), {
      class: "link" + (extra ? " " + extra : ""),
      "data-document-id": id,
    });

  /** Approve and decline buttons for an inferred memory. */
  const reviewButtons = (id, text) => [
    button("Approve", () => review(id, "approve", text), { "data-action": "approve" }),
    button("Decline", () => review(id, "decline", text), { "data-action": "decline" }),
  ];

  class ApiError extends Error {
    constructor(status, message) {
      super(message);
      this.status = status;
    }
  }

  function key() {
    return window.sessionStorage.getItem(KEY_ITEM) || "";
  }

  /** One API call; `accept: "text"` returns the body as text instead of JSON. */
  async function api(method, path, body, accept) {
    const headers = { Authorization: "Bearer " + key() };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(API_ROOT + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
      credentials: "omit",
    });
    const text = await response.text();
    if (!response.ok) {
      let message = text || response.statusText;
      try {
        const problem = JSON.parse(text);
        message = problem.error || message;
        if (typeof problem.details === "string") message += ": " + problem.details;
      } catch (_) {
        // not JSON: keep the text as it came
      }
      throw new ApiError(response.status, message);
    }
    if (accept === "text") return text;
    return text ? JSON.parse(text) : null;
  }

  const ns = (path) => "/ns/" + encodeURIComponent(state.namespace) + path;
  const nsConsole = (path) => "/console/api/ns/" + encodeURIComponent(state.namespace) + path;

  /** Run an action, showing its failure instead of losing it; a 401 signs out. */
  async function guarded(action) {
    try {
      showError("");
      return await action();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        const wasSignedIn = !$("workspace").hidden;
        signOut();
        showError((wasSignedIn ? "Signed out: " : "Sign-in failed: ") + error.message);
      } else {
        showError(error.message || String(error));
      }
      return undefined;
    }
  }

  // -- signing in and choosing a namespace --------------------------------------------

  async function listNamespaces() {
    const names = [];
    for (let page = 1; page <= 50; page += 1) {
      const answer = await api("GET", "/ns?limit=100&page=" + page);
      names.push(...answer.namespaces);
      if (page >= (answer.pagination.totalPages || 1)) break;
    }
    return names;
  }

  async function signIn() {
    const namespaces = await listNamespaces();
    $("sign-in").hidden = true;
    $("workspace").hidden = false;
    $("session").hidden = false;
    const select = $("namespace");
    fill(
      select,
      namespaces.map((n) =>
        el(
          "option",
          { value: n.namespace },
          `${n.namespace} (${plural(n.documentCount, "document", "documents")}, ` +
            `${plural(n.memoryCount, "memory", "memories")})`,
        ),
      ),
    );
    const wanted = new URLSearchParams(window.location.hash.slice(1)).get("ns");
    const remembered = window.sessionStorage.getItem(NAMESPACE_ITEM);
    const choice = wanted || remembered || (namespaces[0] && namespaces[0].namespace) || "";
    if (!namespaces.length && !wanted) {
      notify("This key sees no namespaces yet: add a document through the API first.");
      return;
    }
    if (choice && !namespaces.some((n) => n.namespace === choice)) {
      // Asked for by the address: try it, and let the server say whether the key may.
      select.append(el("option", { value: choice }, choice));
    }
    select.value = choice;
    await chooseNamespace(choice);
  }

  function signOut() {
    window.sessionStorage.removeItem(KEY_ITEM);
    window.sessionStorage.removeItem(NAMESPACE_ITEM);
    clearGraph();
    Object.assign(state, { namespace: "", lastReview: null, preview: null });
    $("workspace").hidden = true;
    $("session").hidden = true;
    $("sign-in").hidden = false;
    $("detail").hidden = true;
    notify("");
    $("api-key").value = "";
    $("api-key").focus();
  }

  async function chooseNamespace(name) {
    state.namespace = name;
    window.sessionStorage.setItem(NAMESPACE_ITEM, name);
    window.history.replaceState(null, "", "#ns=" + encodeURIComponent(name));
    $("detail").hidden = true;
    notify("");
    state.lastReview = null;
    $("review-last").hidden = true;
    resetForget();
    clearGraph();
    fill($("search-results"));
    $("search-summary").textContent = "";
    await guarded(async () => {
      await Promise.all([loadGraph(), loadReview(), loadProfile()]);
    });
  }

  // -- tabs ---------------------------------------------------------------------------

  function showTab(name) {
    for (const button of document.querySelectorAll(".tabs button")) {
      button.setAttribute("aria-pressed", String(button.dataset.tab === name));
    }
    for (const view of document.querySelectorAll(".view")) {
      view.hidden = view.id !== "view-" + name;
    }
    if (name === "graph") refreshGraphView();
  }

  // -- graph --------------------------------------------------------------------------

  async function loadGraph() {
    const documents = [];
    const memories = new Map();
    const edges = [];
    let truncated = false;
    const namespace = state.namespace;
    for (let page = 1; ; page += 1) {
      const feed = await api("GET", ns(`/graph?limit=${GRAPH_PAGE}&page=${page}`));
      documents.push(...feed.documents);
      for (const memory of feed.memories) memories.set(memory.id, memory);
      edges.push(...feed.edges);
      if (page >= (feed.pagination.totalPages || 1)) break;
      if (page === GRAPH_MAX_PAGES) {
        truncated = true;
        break;
      }
    }
    if (namespace !== state.namespace) return; // another namespace was chosen meanwhile
    state.graph = { documents, memories, edges, truncated };
    drawGraph();
  }

  /** Documents on the top row, each memory below what it came from. */
  function layOut() {
    const roots = state.cy.nodes(".document");
    state.cy
      .layout({
        name: "breadthfirst",
        directed: true,
        roots: roots.nonempty() ? roots : undefined,
        nodeDimensionsIncludeLabels: true,
        spacingFactor: 1.05,
        padding: 20,
        animate: false,
      })
      .run();
  }

  /** Fit the graph to its box after the box changed (window, detail panel, tab shown). */
  function refreshGraphView() {
    if (!state.cy || !$("graph").offsetWidth) return;
    state.cy.resize();
    if (state.layoutPending) {
      state.layoutPending = false;
      layOut();
    } else {
      state.cy.fit(undefined, 20);
    }
  }

  /** Forget the drawn graph, so a failed load never leaves another namespace's on show. */
  function clearGraph() {
    if (state.cy) state.cy.destroy();
    state.cy = null;
    state.graph = null;
    fill($("graph-list"));
    $("graph-summary").textContent = "";
  }

  /** Which memories the toggles let through. */
  function visibleMemories() {
    const showForgotten = $("show-forgotten").checked;
    const showSuperseded = $("show-superseded").checked;
    return [...state.graph.memories.values()].filter(
      (m) => (showForgotten || !m.isForgotten) && (showSuperseded || m.isLatest !== false),
    );
  }

  function memoryClasses(memory) {
    return [
      "memory",
      memory.isInference ? "inference" : "",
      memory.isLatest === false ? "superseded" : "",
      memory.isForgotten ? "forgotten" : "",
    ]
      .filter(Boolean)
      .join(" ");
  }

  function graphElements() {
    const nodes = [];
    const edges = [];
    const present = new Set();
    const addNode = (prefix, kind, ref, label, classes) => {
      present.add(prefix + ref);
      nodes.push({ group: "nodes", data: { id: prefix + ref, kind, ref, label }, classes });
    };
    for (const doc of state.graph.documents) {
      addNode("d:", "document", doc.id, shorten(doc.title || doc.id, 40), "document");
    }
    for (const memory of visibleMemories()) {
      addNode("m:", "memory", memory.id, shorten(memory.memory, 60), memoryClasses(memory));
    }
    const seen = new Set();
    for (const edge of state.graph.edges) {
      // A memory's source edge points at its document; draw it document → memory.
      const [from, to] =
        edge.relation === "source"
          ? ["d:" + edge.target, "m:" + edge.source]
          : ["m:" + edge.source, "m:" + edge.target];
      const id = `e:${edge.relation}:${from}:${to}`;
      if (!present.has(from) || !present.has(to) || seen.has(id)) continue;
      seen.add(id);
      edges.push({
        group: "edges",
        data: { id, source: from, target: to, relation: edge.relation },
        classes: edge.relation,
      });
    }
    return { nodes, edges };
  }

  const GRAPH_STYLE = [
    {
      selector: "node",
      style: {
        label: "data(label)",
        "font-size": 9,
        "text-wrap": "wrap",
        "text-max-width": 120,
        "text-valign": "bottom",
        "text-margin-y": 3,
        color: "#1d232b",
        width: 18,
        height: 18,
      },
    },
    {
      selector: "node.document",
      style: { shape: "round-rectangle", "background-color": "#2f6fb0", width: 26 },
    },
    { selector: "node.memory", style: { "background-color": "#2e8b57" } },
    { selector: "node.inference", style: { "border-width": 3, "border-color": "#c77800" } },
    { selector: "node.superseded", style: { opacity: 0.45 } },
    {
      selector: "node.forgotten",
      style: { "background-color": "#8a8f96", "border-style": "dashed" },
    },
    { selector: "node:selected", style: { "overlay-opacity": 0.15, "overlay-color": "#1d232b" } },
    {
      selector: "edge",
      style: {
        width: 1.5,
        "curve-style": "bezier",
        "target-arrow-shape": "triangle",
        "line-color": "#b8c1ca",
        "target-arrow-color": "#b8c1ca",
        "font-size": 8,
        color: "#5b6672",
      },
    },
    // Memory-to-memory edges often join nodes of one row: arc them clear of the nodes between.
    {
      selector: "edge.updates, edge.extends, edge.derives",
      style: {
        "curve-style": "unbundled-bezier",
        "control-point-distances": 48,
        "control-point-weights": 0.5,
      },
    },
    {
      selector: "edge.updates",
      style: { label: "updates", "line-color": "#7a4fb0", "target-arrow-color": "#7a4fb0" },
    },
    {
      selector: "edge.extends",
      style: { label: "extends", "line-color": "#2e8b57", "target-arrow-color": "#2e8b57" },
    },
    {
      selector: "edge.derives",
      style: {
        label: "derives",
        "line-color": "#c77800",
        "target-arrow-color": "#c77800",
        "line-style": "dashed",
      },
    },
  ];

  function drawGraph() {
    if (!state.graph) return;
    const { nodes, edges } = graphElements();
    if (state.cy) state.cy.destroy();
    state.cy = window.cytoscape({
      container: $("graph"),
      elements: [...nodes, ...edges],
      style: GRAPH_STYLE,
      layout: { name: "preset" },
      minZoom: 0.1,
      maxZoom: 2, // also caps how far a fit zooms into a small graph
    });
    // A hidden container has no size to lay out in: wait until the graph tab is shown.
    state.layoutPending = true;
    refreshGraphView();
    state.cy.on("tap", "node", (event) => {
      const data = event.target.data();
      if (data.kind === "memory") guarded(() => showMemory(data.ref));
      else guarded(() => showDocument(data.ref));
    });
    const memoryCount = nodes.length - state.graph.documents.length;
    $("graph-summary").textContent =
      [
        plural(state.graph.documents.length, "document", "documents"),
        plural(memoryCount, "memory", "memories"),
        plural(edges.length, "edge", "edges"),
      ].join(", ") +
      (state.graph.truncated ? ` (first ${GRAPH_PAGE * GRAPH_MAX_PAGES} documents only)` : "");
    drawGraphList(nodes);
  }

  /** The same graph as a keyboard-friendly list: each document with its memories. */
  function drawGraphList(nodes) {
    const shown = new Set(nodes.map((n) => n.data.id));
    const byDocument = new Map(state.graph.documents.map((d) => [d.id, []]));
    for (const memory of state.graph.memories.values()) {
      if (!shown.has("m:" + memory.id)) continue;
      for (const docId of memory.documentIds || []) {
        if (byDocument.has(docId)) byDocument.get(docId).push(memory);
      }
    }
    fill(
      $("graph-list"),
      state.graph.documents.map((doc) =>
        el(
          "li",
          { "data-document-id": doc.id },
          documentLink(doc.id, doc.title || doc.id),
          el(
            "ul",
            {},
            byDocument
              .get(doc.id)
              .map((memory) =>
                el(
                  "li",
                  { "data-memory-id": memory.id },
                  memoryLink(memory.id, memory.memory),
                  " ",
                  badges(memory),
                ),
              ),
          ),
        ),
      ),
    );
  }

  function badges(memory) {
    return [
      memory.version > 1 ? el("span", { class: "badge" }, "v" + memory.version) : null,
      memory.isStatic ? el("span", { class: "badge" }, "static") : null,
      memory.isInference ? el("span", { class: "badge inference" }, "inferred") : null,
      memory.isLatest === false ? el("span", { class: "badge" }, "superseded") : null,
      memory.isForgotten ? el("span", { class: "badge forgotten" }, "forgotten") : null,
    ];
  }

  // -- detail panel -------------------------------------------------------------------

  function field(label, value) {
    return [el("dt", {}, label), el("dd", {}, value)];
  }

  async function showMemory(id) {
    const memory = await api(
      "GET",
      ns("/memories/" + encodeURIComponent(id) + "?include=related,documents&relatedLimit=20"),
    );
    const related = (memory.included && memory.included.related) || {};
    const chain = [
      ...(related.parents || []),
      { id: memory.id, memory: memory.memory, version: memory.version, current: true },
      ...(related.children || []),
    ].sort((a, b) => (a.version || 0) - (b.version || 0));
    const expiry = (memory.metadata || {}).forgetAfter;
    const panel = $("detail");
    fill(
      panel,
      el("h2", {}, "Memory"),
      el("p", { class: "memory-text", id: "detail-text" }, memory.memory),
      el("p", {}, badges(memory)),
      el(
        "dl",
        {},
        field("id", memory.id),
        field("version", String(memory.version)),
        field("latest", memory.isLatest === false ? "no (superseded)" : "yes"),
        field("kind", memory.isInference ? "inferred by memhub" : "stated"),
        field("durability", memory.isStatic ? "static (profile)" : "dynamic"),
        field("forgotten", memory.isForgotten ? "yes" : "no"),
        field("expires", expiry ? when(expiry) : "never"),
        field("created", when(memory.system && memory.system.createdAt)),
        field("updated", when(memory.system && memory.system.updatedAt)),
      ),
      titledList(
        "Version chain",
        "ol",
        "version-chain",
        chain.map((v) =>
          el(
            "li",
            {
              "data-memory-id": v.id,
              "data-version": v.version,
              "aria-current": v.current ? "true" : null,
            },
            `v${v.version}: `,
            v.current ? v.memory : memoryLink(v.id, v.memory),
          ),
        ),
      ),
      related.siblings && related.siblings.length
        ? titledList(
            "Related",
            "ul",
            "detail-related",
            related.siblings.map((s) =>
              el("li", {}, el("span", { class: "badge" }, s.relation), memoryLink(s.id, s.memory)),
            ),
          )
        : null,
      titledList("Sources", "ul", "detail-sources", sourceLinks(memory)),
      memoryActions(memory),
    );
    panel.hidden = false;
  }

  /** A small heading and the list under it. */
  function titledList(title, tag, id, items) {
    return [el("h3", {}, title), el(tag, { id }, items)];
  }

  function sourceLinks(memory) {
    const ids = new Set();
    const known = state.graph && state.graph.memories.get(memory.id);
    for (const id of (known && known.documentIds) || []) ids.add(id);
    const included = memory.included && memory.included.document;
    if (included) ids.add(included.id);
    if (!ids.size) return [el("li", {}, "no source document recorded")];
    const titles = new Map(
      ((state.graph && state.graph.documents) || []).map((d) => [d.id, d.title]),
    );
    if (included && included.title) titles.set(included.id, included.title);
    return [...ids].map((id) => el("li", {}, documentLink(id, titles.get(id) || id)));
  }

  function memoryActions(memory) {
    const buttons = [];
    if (memory.isInference && !memory.isForgotten) {
      buttons.push(...reviewButtons(memory.id, memory.memory));
    }
    if (!memory.isForgotten) {
      // Forgetting one memory takes a second click, as the forget tab takes a preview.
      const confirm = button("Really forget it", () => forgetIds([memory.id]), {
        class: "danger",
        hidden: true,
      });
      const ask = el("button", { type: "button" }, "Forget…");
      ask.addEventListener("click", () => {
        ask.hidden = true;
        confirm.hidden = false;
      });
      buttons.push(ask, confirm);
    }
    return el("div", { class: "actions" }, buttons);
  }

  async function showDocument(id) {
    const doc = await api("GET", ns("/document/" + encodeURIComponent(id)));
    const system = doc.system || {};
    const metadata = doc.metadata || {};
    fill(
      $("detail"),
      el("h2", {}, "Document"),
      el("p", { class: "memory-text" }, doc.title || doc.id),
      el(
        "dl",
        {},
        field("id", doc.id),
        field("type", doc.type || "text"),
        field("status", system.status || "—"),
        field("created", when(system.createdAt)),
        field("updated", when(system.updatedAt)),
        Object.keys(metadata).length ? field("metadata", JSON.stringify(metadata)) : null,
      ),
      el("h3", {}, "Text"),
      el("pre", { id: "document-text" }, doc.content || ""),
    );
    $("detail").hidden = false;
  }

  // -- search -------------------------------------------------------------------------

  async function search(query) {
    const threshold = Number($("search-threshold").value);
    const answer = await api("POST", ns("/search"), {
      query,
      limit: 20,
      threshold: Number.isFinite(threshold) ? threshold : 0.3,
      include: { documents: true, forgotten: $("search-forgotten").checked },
    });
    $("search-summary").textContent =
      `${plural(answer.results.length, "result", "results")} in ${Math.round(answer.searchTime || 0)} ms`;
    fill(
      $("search-results"),
      answer.results.map((hit) => {
        const isMemory = typeof hit.memory === "string";
        const doc = hit.included && hit.included.document;
        return el(
          "li",
          { "data-kind": isMemory ? "memory" : "chunk" },
          el(
            "span",
            { class: "meta similarity" },
            "similarity " + Number(hit.similarity).toFixed(3),
          ),
          el("span", { class: "badge" }, isMemory ? "memory" : "chunk"),
          hit.isInference ? el("span", { class: "badge inference" }, "inferred") : null,
          hit.isLatest === false ? el("span", { class: "badge" }, "superseded") : null,
          isMemory
            ? memoryLink(hit.id, hit.memory, "text")
            : el("span", { class: "text" }, hit.chunk || ""),
          doc ? documentLink(doc.id, "from " + (doc.title || doc.id), "meta") : null,
        );
      }),
    );
  }

  // -- profile ------------------------------------------------------------------------

  async function loadProfile() {
    const namespace = state.namespace;
    const block = await api("GET", nsConsole("/injected-profile"), undefined, "text");
    if (namespace !== state.namespace) return;
    $("profile-block").textContent = block;
    $("profile-block").hidden = !block;
    $("profile-empty").hidden = Boolean(block);
  }

  // -- review queue -------------------------------------------------------------------

  async function loadReview() {
    const namespace = state.namespace;
    const queue = await api("GET", ns("/memories/inferred"));
    if (namespace !== state.namespace) return;
    $("review-count").textContent = queue.total ? `(${queue.total})` : "";
    $("review-summary").textContent = queue.total
      ? `${plural(queue.total, "inferred memory awaits", "inferred memories await")} review` +
        (queue.total > queue.memories.length ? ` (showing ${queue.memories.length})` : "")
      : "Nothing awaits review.";
    fill(
      $("review-queue"),
      queue.memories.map((m) =>
        el(
          "li",
          { "data-memory-id": m.id },
          memoryLink(m.id, m.memory, "text"),
          el(
            "span",
            { class: "meta" },
            `inferred from ${plural(m.parentCount, "memory", "memories")} · ${when(m.createdAt)}`,
          ),
          el("div", { class: "actions" }, reviewButtons(m.id, m.memory)),
        ),
      ),
    );
  }

  async function review(id, action, text) {
    await api("POST", ns("/memories/" + encodeURIComponent(id) + "/review"), { action });
    if (action === "undo") {
      state.lastReview = null;
      $("review-last").hidden = true;
      notify("Review undone: the memory is back in the queue.");
    } else {
      state.lastReview = { id, action, text };
      $("review-last-text").textContent =
        `${action === "approve" ? "Approved" : "Declined"}: ${text}`;
      $("review-last").hidden = false;
      notify("");
    }
    await Promise.all([loadReview(), loadGraph(), loadProfile()]);
    if (!$("detail").hidden) await showMemory(id);
  }

  // -- forget -------------------------------------------------------------------------

  function resetForget() {
    state.preview = null;
    $("forget-preview").hidden = true;
    fill($("forget-matches"));
  }

  async function previewForget(query) {
    $("forget-done").textContent = "";
    const answer = await api("DELETE", ns("/memories/semantic"), { query, dryRun: true });
    state.preview = answer.matches;
    $("forget-count").textContent = answer.matches.length
      ? `${plural(answer.matches.length, "memory", "memories")} would be forgotten:`
      : "No memory matches; nothing would be forgotten.";
    fill(
      $("forget-matches"),
      answer.matches.map((m) => el("li", { "data-memory-id": m.id }, m.memory)),
    );
    $("forget-apply").hidden = !answer.matches.length;
    $("forget-preview").hidden = false;
  }

  /** Forget exactly the memories shown (by id), not whatever the query matches now. */
  async function forgetIds(ids) {
    const answer = await api("DELETE", ns("/memories"), { ids });
    resetForget();
    const failed = answer.errors.length ? ` (${answer.errors.length} could not be forgotten)` : "";
    const message = `Forgot ${plural(answer.count, "memory", "memories")}${failed}.`;
    $("forget-done").textContent = message;
    notify(message);
    await Promise.all([loadGraph(), loadReview(), loadProfile()]);
    if (!$("detail").hidden && ids.length === 1) await showMemory(ids[0]);
  }

  // -- wiring -------------------------------------------------------------------------

  function wire() {
    $("sign-in-form").addEventListener("submit", (event) => {
      event.preventDefault();
      window.sessionStorage.setItem(KEY_ITEM, $("api-key").value.trim());
      $("api-key").value = "";
      guarded(signIn);
    });
    $("sign-out").addEventListener("click", signOut);
    $("namespace").addEventListener("change", (event) => chooseNamespace(event.target.value));
    for (const button of document.querySelectorAll(".tabs button")) {
      button.addEventListener("click", () => showTab(button.dataset.tab));
    }
    $("show-forgotten").addEventListener("change", drawGraph);
    $("show-superseded").addEventListener("change", drawGraph);
    $("graph-reload").addEventListener("click", () => guarded(loadGraph));
    $("profile-reload").addEventListener("click", () => guarded(loadProfile));
    $("search-form").addEventListener("submit", (event) => {
      event.preventDefault();
      guarded(() => search($("search-query").value));
    });
    $("review-undo").addEventListener("click", () => {
      const last = state.lastReview;
      if (last) guarded(() => review(last.id, "undo", last.text));
    });
    $("forget-form").addEventListener("submit", (event) => {
      event.preventDefault();
      guarded(() => previewForget($("forget-query").value));
    });
    $("forget-apply").addEventListener("click", () => {
      const ids = (state.preview || []).map((m) => m.id);
      if (ids.length) guarded(() => forgetIds(ids));
    });
    $("forget-cancel").addEventListener("click", resetForget);
    // The graph's box changes with the window and with the detail panel beside it.
    new ResizeObserver(refreshGraphView).observe($("graph"));
    if (key()) guarded(signIn);
    else $("api-key").focus();
  }

  wire();
})();

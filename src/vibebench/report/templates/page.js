"use strict";
// Sections as tabs (the URL's #hash picks one), and the leaderboard: sortable, with the
// composite alpha * IF + (1 - alpha) * Func and its interval recomputed for the chosen alpha
// from the bootstrap draws of Func and IF over the tasks both cover.
(function () {
  const { el } = window.vibebench;
  const SVG = "http://www.w3.org/2000/svg";
  const tabs = [...document.querySelectorAll("nav.tabs a[data-tab]")];
  const panels = new Map(tabs.map((a) => [a.dataset.tab, document.getElementById(a.dataset.tab)]));

  function show(hash) {
    let key = hash;
    if (!panels.has(key)) {
      const target = hash && document.getElementById(hash);
      const panel = target && target.closest("section.panel");
      key = panel ? panel.id : (tabs.length ? tabs[0].dataset.tab : null);
    }
    for (const [name, panel] of panels) {
      const on = name === key;
      panel.hidden = !on;
      panel.classList.toggle("active", on);
    }
    for (const a of tabs) {
      const on = a.dataset.tab === key;
      a.classList.toggle("active", on);
      a.setAttribute("aria-current", on ? "page" : "false");
    }
    document.body.dataset.section = key || "";
    if (hash && hash !== key) { const target = document.getElementById(hash); if (target) target.scrollIntoView(); }
    document.dispatchEvent(new CustomEvent("vibebench:section", { detail: key }));
  }

  for (const a of tabs) {
    a.addEventListener("click", (event) => {
      event.preventDefault();
      history.replaceState(null, "", "#" + a.dataset.tab);
      show(a.dataset.tab);
    });
  }
  window.addEventListener("hashchange", () => show(location.hash.slice(1)));
  document.body.classList.add("tabbed");
  show(decodeURIComponent(location.hash.slice(1)));

  const boardElement = document.getElementById("board-data");
  if (boardElement) leaderboard(JSON.parse(boardElement.textContent));
  document.body.dataset.pageReady = "true";

  function percentile(sorted, q) {
    if (!sorted.length) return NaN;
    const at = (q / 100) * (sorted.length - 1);
    const low = Math.floor(at), high = Math.ceil(at);
    return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
  }

  function leaderboard(board) {
    const table = document.getElementById("table-leaderboard-live");
    const slider = document.getElementById("alpha");
    const output = document.getElementById("alpha-value");
    const byName = new Map(board.models.map((m) => [m.name, m]));
    const tail = (1 - board.confidence) / 2 * 100;
    const state = { key: "composite", desc: true, alpha: board.alpha };
    const pct = (v) => (v === null || v === undefined || !isFinite(v)) ? "–" : (100 * v).toFixed(1);

    function composite(model, alpha) {
      if (Math.abs(alpha - board.alpha) < 1e-9) return model.composite;
      const parts = model.parts;
      if (!parts) return null;
      const draws = [];
      for (let i = 0; i < parts.ifDraws.length; i++) {
        const a = parts.ifDraws[i], b = parts.funcDraws[i];
        if (a !== null && b !== null) draws.push(alpha * a + (1 - alpha) * b);
      }
      draws.sort((x, y) => x - y);
      return [alpha * parts.if + (1 - alpha) * parts.func, percentile(draws, tail), percentile(draws, 100 - tail)];
    }

    function cellText(td, triple) {
      td.replaceChildren(pct(triple && triple[0]));
      if (triple && isFinite(triple[1])) td.append(el("span", { class: "ci" }, `[${pct(triple[1])}, ${pct(triple[2])}]`));
      td.dataset.value = triple ? triple[0] : -1;
    }

    function value(row, key) {
      if (key === "model") return row.dataset.model;
      const index = { rank: 0, composite: 2, func: 3, if: 4, error: 5, flags: 6 }[key];
      if (key === "rank") return Number(row.cells[2].dataset.value);
      return Number(row.cells[index].dataset.value);
    }

    function sortRows() {
      const body = table.tBodies[0];
      const rows = [...body.rows];
      const flagged = (row) => byName.get(row.dataset.model).flagged ? 1 : 0;
      const key = state.key === "rank" ? "composite" : state.key;
      const desc = state.key === "rank" ? !state.desc : state.desc;
      rows.sort((a, b) => {
        if (state.key === "composite" || state.key === "rank") { const f = flagged(a) - flagged(b); if (f) return f; }
        const x = value(a, key), y = value(b, key);
        const order = typeof x === "string" ? x.localeCompare(y) : x - y;
        return desc ? -order : order;
      });
      body.replaceChildren(...rows);
      // Ranks count within a view: each benchmark of a run of several is ranked on its own.
      const view = (row) => byName.get(row.dataset.model).view || "";
      const ranked = [...rows].filter((r) => !flagged(r)).sort((a, b) => value(b, "composite") - value(a, "composite"));
      for (const row of rows) row.cells[0].textContent = flagged(row) ? "–" : String(ranked.filter((r) => view(r) === view(row)).indexOf(row) + 1);
      for (const th of table.tHead.rows[0].cells) {
        th.classList.toggle("sorted", th.dataset.key === state.key);
        th.classList.toggle("desc", th.dataset.key === state.key && state.desc);
      }
      draw(rows.map((row) => row.dataset.model));
    }

    function update(alpha) {
      state.alpha = alpha;
      output.textContent = alpha.toFixed(2);
      for (const echo of document.querySelectorAll(".alpha-echo")) echo.textContent = alpha.toFixed(2);
      for (const row of table.tBodies[0].rows) cellText(row.cells[2], composite(byName.get(row.dataset.model), alpha));
      sortRows();
    }

    function svg(tag, attrs, text) {
      const node = document.createElementNS(SVG, tag);
      for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
      if (text !== undefined) node.textContent = text;
      return node;
    }

    function draw(order) {
      const chart = document.querySelector("#chart-leaderboard svg");
      const names = order.map((n) => byName.get(n));
      const labelWidth = Math.min(260, Math.max(110, 7 * Math.max(...names.map((m) => m.name.length)) + 14));
      const width = 520, left = labelWidth, right = 16, top = 30, row = 30;
      const height = top + row * names.length + 64;
      const x = (v) => left + Math.max(0, Math.min(1, v)) * (width - left - right);
      chart.setAttribute("viewBox", `0 0 ${width} ${height}`);
      chart.setAttribute("height", height);
      const parts = [svg("text", { class: "title", x: 12, y: 18 }, `Composite, % (α = ${state.alpha.toFixed(2)}), with Func and IF`)];
      for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
        parts.push(svg("line", { class: "grid", x1: x(tick), x2: x(tick), y1: top - 4, y2: top + row * names.length }));
        parts.push(svg("text", { class: "tick", x: x(tick), y: top + row * names.length + 14, "text-anchor": "middle" }, String(100 * tick)));
      }
      names.forEach((m, i) => {
        const y = top + i * row;
        const c = composite(m, state.alpha);
        const group = svg("g", { class: "board-row", "data-model": m.name });
        group.append(svg("text", { class: "legend board-name", x: left - 8, y: y + row / 2 + 4, "text-anchor": "end" }, m.name + (m.flagged ? " !" : "")));
        if (c && c[0] !== null) {
          group.append(svg("rect", { class: "series", x: left, y: y + 6, width: Math.max(1, x(c[0]) - left), height: row - 12, rx: 3, fill: m.flagged ? "#94a3b8" : "#2563eb", "fill-opacity": 0.8 }));
          if (isFinite(c[1])) group.append(svg("path", { class: "whisker", stroke: "#0f172a", "stroke-width": 1.4, d: `M${x(c[1])} ${y + row / 2}H${x(c[2])}M${x(c[1])} ${y + 9}v${row - 18}M${x(c[2])} ${y + 9}v${row - 18}` }));
        }
        if (m.func && m.func[0] !== null) group.append(svg("circle", { class: "mark func", cx: x(m.func[0]), cy: y + row / 2, r: 4, fill: "#059669" }));
        if (m.if && m.if[0] !== null) group.append(svg("path", { class: "mark if", d: `M${x(m.if[0])} ${y + row / 2 - 5}l5 5l-5 5l-5 -5z`, fill: "#d97706" }));
        group.append(svg("title", {}, `${m.name}: composite ${pct(c && c[0])} [${pct(c && c[1])}, ${pct(c && c[2])}]; Func ${pct(m.func && m.func[0])}; IF ${pct(m.if && m.if[0])}`));
        parts.push(group);
      });
      const legendY = top + row * names.length + 40;
      const entries = [["rect", "#2563eb", `composite with its ${Math.round(100 * board.confidence)}% interval`], ["circle", "#059669", "Func"], ["path", "#d97706", "IF"]];
      let lx = 12;
      for (const [shape, fill, label] of entries) {
        const item = svg("g", { class: "legend-item" });
        if (shape === "rect") item.append(svg("rect", { x: lx, y: legendY - 10, width: 11, height: 11, rx: 2, fill }));
        else if (shape === "circle") item.append(svg("circle", { cx: lx + 5, cy: legendY - 4, r: 4.5, fill }));
        else item.append(svg("path", { d: `M${lx + 5} ${legendY - 10}l5 5l-5 5l-5 -5z`, fill }));
        item.append(svg("text", { class: "legend", x: lx + 16, y: legendY }, label));
        parts.push(item);
        lx += 16 + 6.6 * label.length + 18;
      }
      chart.replaceChildren(...parts);
    }

    for (const th of table.tHead.rows[0].cells) {
      th.addEventListener("click", () => {
        state.desc = state.key === th.dataset.key ? !state.desc : th.dataset.key !== "model" && th.dataset.key !== "error" && th.dataset.key !== "flags";
        state.key = th.dataset.key;
        sortRows();
      });
    }
    slider.addEventListener("input", () => update(Number(slider.value)));
    sortRows();
  }
})();

"use strict";
// Drill-down: a paged task list (titles and counts); a task's samples from its index chunk and
// their details from its detail chunk, each decoded only when the task is opened. Chunks are in
// the page, in report.data/ next to it, or (vibebench report --serve) built by the server.
(function () {
  const { el, unpack, decode, decodeBytes, badge } = window.vibebench;
  const meta = JSON.parse(document.getElementById("drill-meta").textContent);
  const F = meta.fields.reduce((acc, name, i) => (acc[name] = i, acc), {});
  const T = meta.taskFields.reduce((acc, name, i) => (acc[name] = i, acc), {});
  const WIDTH = meta.fields.length;
  const chunks = new Map();
  const waiting = new Map();
  const state = { page: 0, filter: "", failingOnly: false, tasks: [], selected: null, opened: 0 };

  // Index chunks are int32 arrays; detail chunks and tasks served on demand are JSON.
  async function decodeChunk(name, text) {
    return name.startsWith("index-") ? new Int32Array(await decodeBytes(text)) : decode(text);
  }

  // A chunk script from report.data/ (or the server) calls this with its name and payload.
  window.vibebenchData = (name, text) => {
    const pending = waiting.get(name);
    if (!pending) return;
    waiting.delete(name);
    decodeChunk(name, text).then(pending.resolve, pending.reject);
  };

  function fetchChunk(name) {
    const inline = document.getElementById(name);
    if (inline) return decodeChunk(name, inline.textContent.trim());
    if (!meta.sidecar && !meta.serve) return Promise.reject(new Error(`${name} is not in this file`));
    return new Promise((resolve, reject) => {
      waiting.set(name, { resolve, reject });
      const script = document.createElement("script");
      script.src = `${meta.sidecar || "report.data"}/${name}.js`;
      script.onerror = () => { waiting.delete(name); reject(new Error(`could not load ${script.src}`)); };
      document.head.append(script);
    });
  }

  function chunk(name) {
    if (!chunks.has(name)) chunks.set(name, fetchChunk(name).catch((error) => { chunks.delete(name); throw error; }));
    return chunks.get(name);
  }

  const pct = (num, den) => den ? (100 * num / den).toFixed(1) + "%" : "–";

  function visibleTasks() {
    const needle = state.filter.toLowerCase();
    return state.tasks.filter((t) => (!needle || t.id.toLowerCase().includes(needle) || t.title.toLowerCase().includes(needle)) &&
      (!state.failingOnly || t.passed < t.executed || t.followed < t.instructions || t.errors));
  }

  function renderTaskList() {
    const tasks = visibleTasks();
    const pages = Math.max(1, Math.ceil(tasks.length / meta.pageSize));
    state.page = Math.max(0, Math.min(state.page, pages - 1));
    const body = document.querySelector("#task-list tbody");
    body.replaceChildren(...tasks.slice(state.page * meta.pageSize, (state.page + 1) * meta.pageSize)
      .map((t) => el("tr", { "data-task": t.number, class: state.selected === t.number ? "selected" : "",
        onclick: () => openTask(t.number) },
        el("td", { class: "task-cell" }, el("code", {}, t.id), t.title ? el("span", { class: "task-title" }, t.title) : null),
        el("td", {}, t.samples), el("td", {}, pct(t.passed, t.executed)), el("td", {}, pct(t.followed, t.instructions)),
        el("td", {}, t.errors))));
    document.getElementById("page-info").textContent =
      `${tasks.length.toLocaleString()} tasks · page ${state.page + 1} of ${pages}`;
    document.getElementById("prev-page").disabled = state.page === 0;
    document.getElementById("next-page").disabled = state.page >= pages - 1;
  }

  function sampleLabel(row) {
    const setting = meta.settings[row[F.setting]];
    return `${meta.models[row[F.model]]} · ${setting}${row[F.k] ? " k=" + row[F.k] : ""} · #${row[F.sample]}`;
  }

  async function taskRows(task) {
    const flat = await chunk(`index-${task.index}`);
    const rows = [];
    for (let i = 0; i < flat.length; i += WIDTH) {
      if (flat[i + F.task] === task.number) rows.push(Array.from(flat.subarray(i, i + WIDTH)));
    }
    return rows;
  }

  async function taskDetails(task) {
    if (task.detail >= 0) {
      const blocks = await chunk(`detail-${task.detail}`);
      return blocks.find((b) => b.task === task.number) || null;
    }
    if (meta.serve) return chunk(`task-${task.number}`);
    return null;
  }

  function renderVerdicts(sample) {
    if (!sample.verdicts.length) return el("p", { class: "empty" }, "No instructions (base prompt).");
    return el("table", { class: "data" },
      el("thead", {}, el("tr", {}, ["#", "instruction", "params", "verdict", "findings"].map((h) => el("th", {}, h)))),
      el("tbody", {}, sample.verdicts.map((v) => el("tr", {},
        el("td", {}, v.position), el("td", {}, el("code", {}, v.id)),
        el("td", {}, el("code", {}, Object.keys(v.params).length ? JSON.stringify(v.params) : "")),
        el("td", {}, badge(v.passed, "followed", v.error ? "error" : "not followed")),
        el("td", { style: "white-space: normal" }, v.error ? el("span", { class: "badge warn" }, v.error) : null,
          v.diagnostics.length ? el("ul", { class: "findings" }, v.diagnostics.slice(0, 20).map((d) =>
            el("li", {}, el("code", {}, d.rule || d.code || ""), ` ${d.line ?? ""}:${d.column ?? ""} ${d.message || JSON.stringify(d)}`))) : null)))));
  }

  function renderExecution(execution) {
    if (!execution) return el("p", { class: "empty" }, "Not executed.");
    const flags = execution.flags || [];
    return el("div", {},
      el("p", {}, badge(execution.passed, "tests passed", execution.status), " ",
        `isolation ${execution.isolation}`, execution.duration_s != null ? ` · ${execution.duration_s.toFixed(2)} s` : "",
        execution.error ? el("span", { class: "badge warn" }, execution.error) : null,
        flags.map((f) => el("span", { class: "badge warn", title: "reward-hack flag" }, `⚑ ${f}`))),
      execution.tests.length ? el("ul", { class: "findings" }, execution.tests.map((t) =>
        el("li", {}, badge(t.status === "passed", "pass", t.status || "fail"), " ", el("code", {}, t.name || ""),
          t.message ? el("pre", {}, t.message) : null))) : null);
  }

  function renderCode(sample, strings) {
    const code = sample.code;
    if (!code) return el("p", { class: "empty" }, "No extraction.");
    const response = strings[sample.transcript.response] || "";
    const text = code.slice ? response.substr(code.slice[0], code.slice[1]) : strings[code.text];
    return el("div", {}, el("p", { class: "note" }, `extracted: ${code.method}`, code.error ? ` (${code.error})` : ""),
      text == null ? el("p", { class: "empty" }, "No code found.") : el("pre", { class: "code" }, text));
  }

  function renderTranscript(sample, strings) {
    const t = sample.transcript;
    return el("div", {},
      t.messages.map(([role, ref]) => el("div", { class: "message " + role }, el("div", { class: "role" }, role), el("pre", {}, strings[ref]))),
      el("div", { class: "message assistant" }, el("div", { class: "role" }, "final response"),
        t.response == null ? el("p", { class: "empty" }, "No response.") : el("pre", {}, strings[t.response])),
      t.errors.map(([turn, error]) => el("p", {}, el("span", { class: "badge warn" }, `turn ${turn}: ${error}`))));
  }

  function outcomeBadges(row) {
    const passed = row[F.passed];
    return [passed < 0 ? el("span", { class: "badge warn" }, "not run") : badge(passed === 1, "tests pass", "tests fail"), " ",
      row[F.k] ? el("span", { class: "badge " + (row[F.followed] === row[F.k] ? "pass" : "fail") }, `${row[F.followed]}/${row[F.k]} followed`) : null,
      row[F.error] ? el("span", { class: "badge fail" }, "no answer") : null,
      row[F.done] ? null : el("span", { class: "badge neutral", title: "a stage has not run: left out of the figures" }, "not done")];
  }

  function renderSample(row, sample, strings) {
    const head = el("h4", {}, sampleLabel(row), " ", ...outcomeBadges(row));
    if (!sample) {
      return el("div", { class: "sample-detail" }, head, el("p", { class: "empty missing-details" },
        "The details of this task are not in this file. Run vibebench report RUN --serve to read them from the store, or write every task's details with --details all."));
    }
    return el("div", { class: "sample-detail" }, head,
      el("h5", {}, "Instructions"), renderVerdicts(sample),
      el("h5", {}, "Tests"), renderExecution(sample.execution),
      el("h5", {}, "Extracted code"), renderCode(sample, strings),
      el("details", {}, el("summary", {}, "Transcript"), renderTranscript(sample, strings)));
  }

  function variantKey(row) { return `${row[F.setting]}|${row[F.k]}|${row[F.sample]}`; }

  function compareBar(rows, block, target) {
    const models = [...new Set(rows.map((r) => r[F.model]))];
    const variants = [...new Map(rows.map((r) => [variantKey(r), r])).entries()];
    const go = () => {
      const left = document.getElementById("compare-left").value;
      const right = document.getElementById("compare-right").value;
      const variant = document.getElementById("compare-variant").value;
      target.replaceChildren(...[left, right].map((model) => {
        const i = rows.findIndex((r) => String(r[F.model]) === model && variantKey(r) === variant);
        return i < 0 ? el("div", { class: "sample-detail" }, el("p", { class: "empty" }, "No such sample for this model."))
          : renderSample(rows[i], block && block.samples[i], block && block.strings);
      }));
    };
    const modelSelect = (id, chosen) => el("select", { id, onchange: go },
      models.map((m) => { const o = el("option", { value: m }, meta.models[m]); if (m === chosen) o.selected = true; return o; }));
    const variantSelect = el("select", { id: "compare-variant", onchange: go },
      variants.map(([key, row]) => el("option", { value: key },
        `${meta.settings[row[F.setting]]}${row[F.k] ? " k=" + row[F.k] : ""} #${row[F.sample]}`)));
    return el("div", { class: "compare-bar" }, el("strong", {}, "Side by side:"),
      modelSelect("compare-left", models[0]), "vs", modelSelect("compare-right", models[Math.min(1, models.length - 1)]),
      "on", variantSelect, el("button", { type: "button", id: "compare-go", onclick: go }, "Compare"));
  }

  async function openTask(number) {
    const opened = ++state.opened;
    state.selected = number;
    renderTaskList();
    const task = state.tasks[number];
    const view = document.getElementById("task-view");
    view.replaceChildren(el("p", { class: "empty" }, "Loading…"));
    let rows, block;
    try {
      [rows, block] = await Promise.all([taskRows(task), taskDetails(task)]);
    } catch (error) {
      view.replaceChildren(el("p", { class: "badge fail" }, "Could not load this task: " + error.message));
      return;
    }
    if (opened !== state.opened) return;
    const detail = el("div", { id: "sample-view" });
    const compare = el("div", { class: "side-by-side", id: "compare-view" });
    const table = el("table", { class: "data samples" },
      el("thead", {}, el("tr", {}, ["model", "setting", "k", "sample", "tests", "followed", "error"].map((h) => el("th", {}, h)))),
      el("tbody", {}, rows.map((r, i) => {
        const tr = el("tr", { "data-row": i, onclick: () => {
          table.querySelectorAll("tr.selected").forEach((x) => x.classList.remove("selected"));
          tr.classList.add("selected");
          detail.replaceChildren(renderSample(r, block && block.samples[i], block && block.strings));
        } },
          el("td", {}, meta.models[r[F.model]]), el("td", {}, meta.settings[r[F.setting]]), el("td", {}, r[F.k]),
          el("td", {}, r[F.sample]), el("td", {}, r[F.passed] < 0 ? "-" : badge(r[F.passed] === 1, "pass", "fail")),
          el("td", {}, r[F.k] ? `${r[F.followed]}/${r[F.k]}` : "-"), el("td", {}, r[F.error] ? "error" : ""));
        return tr;
      })));
    view.replaceChildren(
      el("h3", {}, el("code", {}, task.id), ` · ${rows.length} samples`),
      task.title ? el("p", { class: "task-name" }, task.title) : null,
      el("div", { class: "table-wrap", style: "max-height: 300px; overflow-y: auto" }, table),
      detail, compareBar(rows, block, compare), compare);
    if (rows.length) detail.replaceChildren(renderSample(rows[0], block && block.samples[0], block && block.strings));
    document.body.dataset.taskOpen = String(number);
  }

  async function init() {
    const list = await unpack("drill-tasks");
    const width = meta.taskFields.length;
    state.tasks = list.ids.map((id, i) => {
      const at = i * width;
      return { id, number: i, title: list.titles[i] || "", samples: list.rows[at + T.samples],
        executed: list.rows[at + T.executed], passed: list.rows[at + T.passed], followed: list.rows[at + T.followed],
        instructions: list.rows[at + T.instructions], errors: list.rows[at + T.errors],
        index: list.rows[at + T.index_chunk], detail: list.rows[at + T.detail_chunk] };
    });
    document.getElementById("task-filter").addEventListener("input", (e) => { state.filter = e.target.value; state.page = 0; renderTaskList(); });
    document.getElementById("failing-only").addEventListener("change", (e) => { state.failingOnly = e.target.checked; state.page = 0; renderTaskList(); });
    document.getElementById("prev-page").addEventListener("click", () => { state.page -= 1; renderTaskList(); });
    document.getElementById("next-page").addEventListener("click", () => { state.page += 1; renderTaskList(); });
    renderTaskList();
    document.body.dataset.drillReady = "true";
  }

  init().catch((error) => {
    document.getElementById("task-view").replaceChildren(el("p", { class: "badge fail" }, "Could not load the drill-down: " + error));
  });
})();

"""The drill-down's data: a task list, a per-sample index, and sample details where shown.

A report of a million samples must still open at once, so the page reads three layers, each
only when needed:

- the **task list**: per task its title and counts (samples, tests run and passed,
  instructions followed, generation errors), from SQL aggregates; the page pages and filters it;
- the **index**: one row of integers per sample (model, task, setting, k, sample, passed,
  followed, error, done), in chunks of tasks, decoded when a task of the chunk is opened;
- **details** (transcript, code, verdicts with diagnostics, test output), read from the store
  only for the tasks the page shows: every task of a small run, the first page of a large one
  (`details="auto"`), every task (`"all"`), or on demand from `vibebench report --serve`.
  Inside a task every distinct string is stored once and code that is a slice of its response
  is stored as that slice.

Each chunk is gzip-compressed and base64-encoded: embedded in the page when the whole fits
(`EMBED_LIMIT`), else written next to it in `report.data/` as a script the page loads.
"""

from __future__ import annotations

import base64
import gzip
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from vibebench._frozen import FrozenModel
from vibebench.store import Columnar, SampleView, TaskOverview, sample_done

INDEX_FIELDS = ("model", "task", "setting", "k", "sample", "passed", "followed", "error", "done")
"""Columns of one index row (model, task and setting are positions in their name lists)."""
TASK_FIELDS = (
    "samples",
    "executed",
    "passed",
    "followed",
    "instructions",
    "errors",
    "index_chunk",
    "detail_chunk",
)
"""Columns of one task-list row (`detail_chunk` is -1 for a task without details)."""
INDEX_ROWS = 5000
"""An index chunk is closed at the first task boundary after this many samples."""
DETAIL_SAMPLES = 400
"""A detail chunk is closed at the first task boundary after this many samples."""
SETTING_ORDER = {"base": 0, "single": 1, "multi": 2}


class DrillDown(FrozenModel):
    """What the page reads: names, the packed task list, index and detail chunks."""

    models: list[str]
    tasks: list[str]
    settings: list[str]
    task_list: str
    """gzip+base64 JSON {"ids": [...], "titles": [...], "rows": flat TASK_FIELDS per task}."""
    index_chunks: list[str]
    """gzip+base64 little-endian int32 per chunk: INDEX_FIELDS per sample, tasks in order."""
    detail_chunks: list[str]
    """gzip+base64 JSON per chunk: task blocks {"task", "strings", "samples"}; a block's
    samples are in the task's index order and refer to the block's strings by position."""
    samples: int
    detailed: int
    """Tasks whose details are in `detail_chunks`."""


class Interner:
    """Strings of one chunk, each stored once; records refer to them by position."""

    def __init__(self) -> None:
        self.strings: list[str] = []
        self._positions: dict[str, int] = {}

    def ref(self, text: str | None) -> int | None:
        if text is None:
            return None
        position = self._positions.get(text)
        if position is None:
            position = self._positions[text] = len(self.strings)
            self.strings.append(text)
        return position


def _transcript(view: SampleView, strings: Interner) -> dict[str, Any]:
    """The final turn's messages plus its response; errors of every failed turn."""
    final = next((g for g in reversed(view.generations) if g.final), None)
    last = final or (view.generations[-1] if view.generations else None)
    messages = []
    if last is not None:
        messages = [
            [m.get("role", "?"), strings.ref(str(m.get("content", "")))] for m in last.messages
        ]
    return {
        "messages": messages,
        "response": strings.ref(view.final_response),
        "errors": [[g.turn, g.error] for g in view.generations if g.error],
    }


def _code(view: SampleView, strings: Interner) -> dict[str, Any] | None:
    extraction = view.extraction
    if extraction is None:
        return None
    code = extraction.code
    result: dict[str, Any] = {"method": extraction.method, "error": extraction.error}
    response = view.final_response or ""
    start = response.find(code) if code else -1
    if code and start >= 0:
        result["slice"] = [start, len(code)]
    else:
        result["text"] = strings.ref(code)
    return result


def details(view: SampleView, strings: Interner) -> dict[str, Any]:
    """Everything the page shows of one sample, strings interned in `strings`."""
    execution = view.execution
    return {
        "transcript": _transcript(view, strings),
        "code": _code(view, strings),
        "verdicts": [
            {
                "id": v.instruction_id,
                "position": v.position,
                "params": v.params,
                "passed": v.passed,
                "diagnostics": v.diagnostics,
                "error": v.error,
            }
            for v in view.verdicts
        ],
        "execution": None
        if execution is None
        else {
            "passed": execution.passed,
            "status": execution.status,
            "tests": execution.tests,
            "duration_s": execution.duration_s,
            "isolation": execution.isolation,
            "error": execution.error,
            "flags": list(getattr(execution, "flags", ()) or ()),
        },
    }


def pack(text: str, level: int = 6) -> str:
    """gzip (fixed mtime, so reports are reproducible) then base64, for a <script> element."""
    return base64.b64encode(gzip.compress(text.encode(), compresslevel=level, mtime=0)).decode(
        "ascii"
    )


def pack_ints(values: np.ndarray) -> str:
    """Integers as little-endian int32, gzip (fast) then base64: read by the page as an
    Int32Array, no JSON to write or parse."""
    raw = values.astype("<i4").tobytes()
    return base64.b64encode(gzip.compress(raw, compresslevel=1, mtime=0)).decode("ascii")


def encode_json(data: Any) -> str:
    """Compact JSON, non-ASCII kept as is."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def natural_key(task_id: str) -> tuple[Any, ...]:
    """`HumanEval/10` after `HumanEval/9`: digit runs compare as numbers."""
    parts: list[Any] = []
    number = ""
    text = ""
    for char in task_id:
        if char.isdigit():
            if text:
                parts.append((1, text))
                text = ""
            number += char
        else:
            if number:
                parts.append((0, int(number)))
                number = ""
            text += char
    parts.extend([(1, text)] if text else [])
    parts.extend([(0, int(number))] if number else [])
    return tuple(parts)


@dataclass(frozen=True)
class _Sample:
    """One sample's index row before names become numbers."""

    run: str
    model: str
    task: str
    setting: str
    k: int
    sample: int
    passed: int
    followed: int
    error: int
    done: int


def view_row(view: SampleView, run_name: str, *, needs_execution: bool) -> _Sample:
    """The index row of a sample read as a view (runs whose samples are not aggregated)."""
    key = view.key
    answered = view.final_response is not None
    return _Sample(
        run_name,
        key.model,
        key.task_id,
        key.setting,
        key.k,
        key.sample,
        -1 if view.execution is None else int(view.execution.passed),
        sum(v.passed for v in view.verdicts) if answered else 0,
        int(not answered),
        int(sample_done(view, needs_execution=needs_execution)),
    )


class DrillDownBuilder:
    """Collects the index (from SQL, or views), the task counts and the details, then packs.

    Labels map (run name, model) to the name the page shows.
    """

    def __init__(self, labels: Mapping[tuple[str, str], str]) -> None:
        """Start empty; add rows, counts, views and details, then `build` once."""
        self._labels = dict(labels)
        self._tables: list[tuple[Columnar, Mapping[str, str]]] = []
        self._rows: list[_Sample] = []
        self._overview: dict[str, list[int]] = {}
        self._views: dict[str, list[tuple[tuple[Any, ...], str, Interner]]] = {}
        self._blocks: dict[str, Interner] = {}
        self.titles: dict[str, str] = {}

    def add_index(self, table: Columnar, run_names: Mapping[str, str]) -> None:
        """Per-sample rows of aggregated runs (`run_names` maps run id to run name)."""
        self._tables.append((table, run_names))

    def add_overview(self, overview: Iterable[TaskOverview]) -> None:
        """Task counts of aggregated runs (summed with those of views)."""
        for task in overview:
            entry = self._overview.setdefault(task.task_id, [0] * 6)
            for i, value in enumerate(
                (
                    task.samples,
                    task.executed,
                    task.passed,
                    task.followed,
                    task.instructions,
                    task.errors,
                )
            ):
                entry[i] += value

    def add_view(self, view: SampleView, run_name: str, *, needs_execution: bool) -> None:
        """A sample of a run that is not aggregated: its row, its counts and its details."""
        row = view_row(view, run_name, needs_execution=needs_execution)
        self._rows.append(row)
        entry = self._overview.setdefault(row.task, [0] * 6)
        for i, value in enumerate(
            (1, int(row.passed >= 0), max(row.passed, 0), row.followed, row.k, row.error)
        ):
            entry[i] += value
        self.add_details(view, run_name)

    def add_details(self, view: SampleView, run_name: str) -> None:
        """One sample's details (its task is then shown in full)."""
        key = view.key
        strings = self._blocks.setdefault(key.task_id, Interner())
        order = (_setting_rank(key.setting), key.setting, key.k, (run_name, key.model), key.sample)
        self._views.setdefault(key.task_id, []).append(
            (order, encode_json(details(view, strings)), strings)
        )

    def build(self) -> DrillDown:
        """Pack the task list, the index and the details."""
        tasks = sorted(self._overview, key=natural_key)
        number = {task: i for i, task in enumerate(tasks)}
        columns = self._index_columns(number)
        models = sorted(set(columns["label_names"]))
        settings = _settings(columns["setting_names"])
        index_chunks, index_of = _index_chunks(columns, len(tasks), models, settings)
        detail_chunks, detail_of = self._detail_chunks(tasks)
        rows: list[int] = []
        for i, task in enumerate(tasks):
            rows.extend(self._overview[task])
            rows.extend((index_of.get(i, -1), detail_of.get(i, -1)))
        titles = [self.titles.get(task, "") for task in tasks]
        return DrillDown(
            models=models,
            tasks=tasks,
            settings=settings,
            task_list=pack(encode_json({"ids": tasks, "titles": titles, "rows": rows})),
            index_chunks=index_chunks,
            detail_chunks=detail_chunks,
            samples=int(len(columns["task"])),
            detailed=len(detail_of),
        )

    def _index_columns(self, number: Mapping[str, int]) -> dict[str, Any]:
        """Every index row as arrays; labels, settings and (run, model) pairs as codes into
        the name lists returned with them."""
        parts: dict[str, list[np.ndarray]] = {
            name: []
            for name in (
                "label",
                "pair",
                "task",
                "setting",
                "k",
                "sample",
                "passed",
                "followed",
                "error",
                "done",
            )
        }
        names: dict[str, dict[Any, int]] = {"label": {}, "pair": {}, "setting": {}}

        def code(kind: str, name: Any) -> int:
            return names[kind].setdefault(name, len(names[kind]))

        for table, run_names in self._tables:
            if not len(table):
                continue
            pairs = [(run_names[run], model) for run, model, _, _ in table.groups]
            for kind, values in (
                ("label", [code("label", self._labels[p]) for p in pairs]),
                ("pair", [code("pair", p) for p in pairs]),
                ("setting", [code("setting", g[2]) for g in table.groups]),
                ("k", [g[3] for g in table.groups]),
            ):
                parts[kind].append(np.array(values, dtype=np.int64)[table.group])
            task_number = np.array([number[task] for task in table.tasks], dtype=np.int64)
            parts["task"].append(task_number[table.task])
            for name, values in zip(
                ("sample", "passed", "followed", "error", "done"), table.values, strict=True
            ):
                parts[name].append(values.astype(np.int64))
        if self._rows:
            rows = self._rows
            for kind, values in (
                ("label", [code("label", self._labels[(r.run, r.model)]) for r in rows]),
                ("pair", [code("pair", (r.run, r.model)) for r in rows]),
                ("setting", [code("setting", r.setting) for r in rows]),
                ("task", [number[r.task] for r in rows]),
            ):
                parts[kind].append(np.array(values, dtype=np.int64))
            for name in ("k", "sample", "passed", "followed", "error", "done"):
                parts[name].append(np.array([getattr(r, name) for r in rows], dtype=np.int64))
        columns: dict[str, Any] = {
            name: np.concatenate(values) if values else np.zeros(0, dtype=np.int64)
            for name, values in parts.items()
        }
        for kind, found in names.items():
            columns[f"{kind}_names"] = list(found)
        return columns

    def _detail_chunks(self, tasks: Sequence[str]) -> tuple[list[str], dict[int, int]]:
        chunks: list[str] = []
        where: dict[int, int] = {}
        pending: list[str] = []
        count = 0
        detailed = [(i, task) for i, task in enumerate(tasks) if task in self._views]
        for position, (i, task) in enumerate(detailed):
            pending.append(_block(i, self._views[task], self._blocks[task]))
            where[i] = len(chunks)
            count += len(self._views[task])
            if count >= DETAIL_SAMPLES or position == len(detailed) - 1:
                chunks.append(pack("[" + ",".join(pending) + "]"))
                pending, count = [], 0
        return chunks, where


def _block(
    number: int, entries: list[tuple[tuple[Any, ...], str, Interner]], strings: Interner
) -> str:
    """One task's details as JSON: samples in the task's index order."""
    ordered = sorted(entries, key=lambda entry: entry[0])
    return (
        f'{{"task":{number},"strings":{encode_json(strings.strings)},'
        f'"samples":[{",".join(encoded for _, encoded, _ in ordered)}]}}'
    )


def task_block(number: int, views: Iterable[tuple[SampleView, str]]) -> str:
    """The details of task `number` from its samples' views (with their run names), as one
    block of a detail chunk: what `vibebench report --serve` sends when a task is opened."""
    builder = DrillDownBuilder({})
    for view, run_name in views:
        builder.add_details(view, run_name)
    task = next(iter(builder._views), None)
    if task is None:
        return encode_json({"task": number, "strings": [], "samples": []})
    return _block(number, builder._views[task], builder._blocks[task])


def _setting_rank(setting: str) -> int:
    return SETTING_ORDER.get(setting, 9)


def _settings(names: Sequence[str]) -> list[str]:
    """base, single, multi first (always, so their numbers are fixed), then the others."""
    extra = sorted((n for n in names if n not in SETTING_ORDER), key=lambda n: (9, n))
    return [*SETTING_ORDER, *extra]


def _index_chunks(
    columns: Mapping[str, Any], task_count: int, models: Sequence[str], settings: Sequence[str]
) -> tuple[list[str], dict[int, int]]:
    """Index rows sorted by task, setting, k, run and model, sample; chunked by task."""
    if not len(columns["task"]):
        return [], {}
    model_of = np.array([models.index(n) for n in columns["label_names"]], dtype=np.int64)
    setting_of = np.array([settings.index(n) for n in columns["setting_names"]], dtype=np.int64)
    pair_names = columns["pair_names"]
    pair_rank = np.empty(len(pair_names), dtype=np.int64)
    pair_rank[sorted(range(len(pair_names)), key=pair_names.__getitem__)] = np.arange(
        len(pair_names)
    )
    setting = setting_of[columns["setting"]]
    order = np.lexsort(
        (columns["sample"], pair_rank[columns["pair"]], columns["k"], setting, columns["task"])
    )
    table = np.stack(
        [
            model_of[columns["label"]],
            columns["task"],
            setting,
            columns["k"],
            columns["sample"],
            columns["passed"],
            columns["followed"],
            columns["error"],
            columns["done"],
        ],
        axis=1,
    )[order]
    starts = np.searchsorted(table[:, 1], np.arange(task_count + 1))
    bounds, size = [0], 0
    for task, count in enumerate(np.diff(starts).tolist()):
        if size >= INDEX_ROWS:
            bounds.append(task)
            size = 0
        size += count
    bounds.append(task_count)
    chunks: list[str] = []
    where: dict[int, int] = {}
    for first, last in zip(bounds, bounds[1:], strict=False):
        chunks.append(pack_ints(table[starts[first] : starts[last]].ravel()))
        where.update((task, len(chunks) - 1) for task in range(first, last))
    return chunks, where

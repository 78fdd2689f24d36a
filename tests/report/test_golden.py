"""`vibebench report` gives every figure it gave before it computed them in SQL.

The outputs in golden/ were captured from the implementation that built one Python object per
sample (commit a6c0f59), before the rewrite, on three stores:

- the default job (`vibebench run`: HumanEval + the embedded tasks, two offline baselines),
  kept as an SQL dump with the texts no figure reads (messages, responses, code, diagnostics,
  test output) cut short;
- `edge_store.py`: two runs with a model in both, failed generations of every kind (some with
  verdicts and executions that said "passed"), a model stopped part way, samples not done,
  instructions no registry knows, three samples per task;
- the synthetic store of the other report tests.

Every number of the JSON (only the generation time and the store path differ), every table of
the Markdown (the new ones are extra), every CSV row and the correlation must be the same.
"""

from __future__ import annotations

import gzip
import json
import math
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from edge_store import fill_edge_store
from report_synthetic import TASKS, fill_store

from vibebench.cli import main
from vibebench.errors import ExitCode
from vibebench.store import RunStore

GOLDEN = Path(__file__).parent / "golden"
IGNORED = {"store", "generated_at", "created_at"}
"""Where the report was written and when: not figures."""
FLOAT_TOLERANT = {"latency_s", "pearson", "p_mcnemar"}
"""Figures whose last bits may differ, and only those: a mean of latencies summed in another
order; Pearson's r from scipy.stats.pearsonr and McNemar's p summed exactly in integers (the
golden figures came from hand-written float sums: 0.5078124999999987 for 0.5078125)."""
BOUNDS = {"low", "high"}
BOUNDS_TOLERANCE = 1e-6
"""Bootstrap interval bounds come from float32 matrix products (stats/_bootstrap.py), whose
sums numpy's BLAS may add in another order from one numpy release to the next (numpy 2.4.6
moved 0.3333333596 to 0.3333334362): equal within float32's precision, and only those."""


def _golden(name: str) -> str:
    return gzip.decompress((GOLDEN / f"{name}.gz").read_bytes()).decode()


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory, default_job_store: Path) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("golden")
    default = folder / "default.sqlite"
    default.write_bytes(default_job_store.read_bytes())  # a copy: the report upgrades it
    edge = folder / "edge.sqlite"
    fill_edge_store(edge)
    synthetic = folder / "synthetic.sqlite"
    with RunStore.open(synthetic) as store:
        fill_store(store, "synthetic", TASKS)
    return {"default": default, "edge": edge, "synthetic": synthetic}


ARGUMENTS = {
    "default": ["default"],
    "edge": ["r1", "r2", "--ratings", str(GOLDEN / "edge_ratings.csv"), "--resamples", "500",
             "--seed", "7", "--alpha", "0.3"],
    "synthetic": ["synthetic", "--ratings", str(GOLDEN / "synthetic_ratings.csv"),
                  "--resamples", "300"],
}
EXIT = {"default": ExitCode.OK, "edge": ExitCode.INCOMPLETE, "synthetic": ExitCode.OK}


def _report(stores: dict[str, Path], name: str, output_format: str) -> str:
    result = CliRunner().invoke(main, ["report", *ARGUMENTS[name], "--store",
                                       str(stores[name]), "--format", output_format])
    assert result.exit_code == EXIT[name], result.output
    return result.stdout


def _same(new: Any, old: Any, path: str, found: list[str]) -> None:
    """Every value of `old` is in `new` and equal (`new` may hold more keys)."""
    if isinstance(old, dict):
        if not isinstance(new, dict):
            found.append(f"{path}: {new!r} is not an object")
            return
        for key, value in old.items():
            if key in IGNORED:
                continue
            if key not in new:
                found.append(f"{path}/{key}: missing")
            else:
                _same(new[key], value, f"{path}/{key}", found)
    elif isinstance(old, list):
        if not isinstance(new, list) or len(new) != len(old):
            found.append(f"{path}: {new!r} != {old!r}")
            return
        for i, (a, b) in enumerate(zip(new, old, strict=True)):
            _same(a, b, f"{path}[{i}]", found)
    elif isinstance(old, float) and path.rsplit("/", 1)[-1] in FLOAT_TOLERANT | BOUNDS:
        tolerance = 1e-12 if path.rsplit("/", 1)[-1] in FLOAT_TOLERANT else BOUNDS_TOLERANCE
        if not (isinstance(new, float) and math.isclose(new, old, rel_tol=tolerance)):
            found.append(f"{path}: {new!r} != {old!r}")
    elif new != old or type(new) is not type(old):
        found.append(f"{path}: {new!r} != {old!r}")


@pytest.mark.parametrize("name", ["default", "edge", "synthetic"])
def test_every_json_figure_is_the_one_computed_before(stores: dict[str, Path], name: str) -> None:
    found: list[str] = []
    _same(json.loads(_report(stores, name, "json")), json.loads(_golden(f"{name}.json")), "",
          found)
    assert found == []


def _sections(markdown: str) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {"": []}
    title = ""
    for line in markdown.splitlines():
        if line.startswith("## "):
            title = line
            sections[title] = []
        elif line:
            sections[title].append(line)
    return sections


@pytest.mark.parametrize("name", ["default", "edge", "synthetic"])
def test_every_markdown_table_is_the_one_printed_before(stores: dict[str, Path],
                                                        name: str) -> None:
    new, old = _sections(_report(stores, name, "md")), _sections(_golden(f"{name}.md"))
    assert {title: new.get(title) for title in old} == old
    assert set(new) - set(old) <= {"## Executions: isolation and reward-hack flags"}


@pytest.mark.parametrize("name", ["default", "edge", "synthetic"])
def test_every_csv_row_is_the_one_written_before(stores: dict[str, Path], name: str) -> None:
    new = _report(stores, name, "csv").splitlines()
    old = _golden(f"{name}.csv").splitlines()
    assert len(new) == len(old)
    for new_line, old_line in zip(new, old, strict=True):
        if new_line != old_line:
            assert _close_row(new_line, old_line), (new_line, old_line)


CSV_BOUNDS = (7, 8)
"""The `low` and `high` columns of every CSV row (table,model,setting,k,name,metric,value,low,
high,n)."""


def _close_row(new: str, old: str) -> bool:
    """The same CSV row but for a FLOAT_TOLERANT figure equal within 1e-12, or interval
    bounds equal within BOUNDS_TOLERANCE."""
    new_cells, old_cells = new.split(","), old.split(",")
    if len(new_cells) != len(old_cells):
        return False
    tolerant = bool(FLOAT_TOLERANT & set(old_cells))
    for index, (a, b) in enumerate(zip(new_cells, old_cells, strict=True)):
        if a == b:
            continue
        if index in CSV_BOUNDS and a and b:
            if not math.isclose(float(a), float(b), rel_tol=BOUNDS_TOLERANCE):
                return False
        elif not (tolerant and math.isclose(float(a), float(b), rel_tol=1e-12)):
            return False
    return True


def test_the_correlation_from_the_store_is_the_one_computed_before(
    stores: dict[str, Path],
) -> None:
    result = CliRunner().invoke(main, ["correlate", "--store", str(stores["edge"]), "--ratings",
                                       str(GOLDEN / "edge_ratings.csv"), "--format", "json"])
    assert result.exit_code == 0, result.output
    found: list[str] = []
    _same(json.loads(result.stdout), json.loads(_golden("edge_correlate.json")), "", found)
    assert found == []

"""`vibebench correlate --store`: a model over the error-rate limit is marked and left out;
samples that are not done count neither way."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from hand_store import Spec, add_samples

from vibebench.cli import main
from vibebench.store import GenerationRecord, RunStore, SampleKey

PLAN = {"a": (4, 1), "b": (3, 3), "c": (2, 2), "d": (1, 4), "e": (2, 3)}
"""Model -> (tasks passing, tasks following), out of four."""
RATINGS = {"a": 1200, "b": 1300, "c": 1250, "d": 1100, "e": 1500}


def _store(tmp_path: Path, *, failing_e: int) -> tuple[Path, Path]:
    specs = [
        Spec(model, f"T{t}", setting, k, t < passing, (t < following,) * k,
             error=model == "e" and setting == "base" and t < failing_e)
        for model, (passing, following) in PLAN.items()
        for t in range(4)
        for setting, k in (("base", 0), ("single", 1))
    ]
    store_path = tmp_path / "s.sqlite"
    with RunStore.open(store_path) as store:
        run_id = store.create_or_get_run("r", {})
        add_samples(store, run_id, specs)
        for model in PLAN:
            store.record_plan(run_id, model, 9)  # one more than stored: never sent
        key = SampleKey(run_id=run_id, model="a", task_id="T9", setting="base", k=0, sample=0)
        store.put_generation(key, GenerationRecord(turn=0, final=True, messages=[],
                                                   error="not attempted: stopped",
                                                   status="not_attempted"))
    ratings = tmp_path / "ratings.csv"
    ratings.write_text("model,rating\n" + "".join(f"{m},{r}\n" for m, r in RATINGS.items()))
    return store_path, ratings


def _correlate(store: Path, ratings: Path, *args: str):
    return CliRunner().invoke(main, ["correlate", "--store", str(store), "--ratings",
                                     str(ratings), *args], env={"COLUMNS": "200"})


def test_a_model_over_the_error_rate_limit_is_marked_and_left_out(tmp_path: Path) -> None:
    store, ratings = _store(tmp_path, failing_e=2)  # e: 2 of 8 samples failed, 25%
    as_json = _correlate(store, ratings, "--format", "json")
    assert as_json.exit_code == 0, as_json.output
    payload = json.loads(as_json.stdout)
    assert payload["models"] == ["a", "b", "c", "d"]
    assert payload["excluded"] == {
        "e": "error rate 25.0% is above 10.0%: not comparable, left out of the correlation"}
    assert "incomplete: 40 of 45 samples done" in as_json.stderr

    table = _correlate(store, ratings)
    assert "e ! error rate 25.0% is above 10.0%" in table.stdout

    lenient = _correlate(store, ratings, "--format", "json", "--max-error-rate", "0.3")
    assert json.loads(lenient.stdout)["models"] == ["a", "b", "c", "d", "e"]


def test_samples_not_done_do_not_count_as_failures(tmp_path: Path) -> None:
    store, ratings = _store(tmp_path, failing_e=0)
    payload = json.loads(_correlate(store, ratings, "--format", "json").stdout)
    # `a` has one sample never sent; it does not lower a's Func of 4/4 nor flag it.
    assert payload["models"] == ["a", "b", "c", "d", "e"] and "excluded" not in payload

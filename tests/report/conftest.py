"""Fixtures: a synthetic store with three models, and the HTML report built from it; a store
with a CodeAlignBench run next to a small VeriCode run, and its report."""

from __future__ import annotations

import gzip
import sqlite3
from pathlib import Path

import pytest
from report_codealign_run import make_codealign_run
from report_synthetic import TASKS, fill_store

from vibebench.metrics import MetricsConfig
from vibebench.report import ReportData, build_report_data, write_html
from vibebench.store import RunStore


@pytest.fixture(scope="session")
def synthetic_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("store") / "runs.sqlite"
    with RunStore.open(path) as store:
        fill_store(store, "synthetic", TASKS)
    return path


@pytest.fixture(scope="session")
def ratings_csv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("ratings") / "ratings.csv"
    path.write_text("model,rating\ncareful-coder,1400\nfast-coder,1300\ntiny-coder,1150\n")
    return path


@pytest.fixture(scope="session")
def report_data(synthetic_store: Path, ratings_csv: Path) -> ReportData:
    return build_report_data(synthetic_store, ["synthetic"], ratings_path=ratings_csv,
                             config=MetricsConfig(resamples=300))


@pytest.fixture(scope="session")
def report_html(report_data: ReportData, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("report") / "report.html"
    write_html(report_data, path)
    return path


@pytest.fixture(scope="session")
def codealign_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("codealign") / "runs.sqlite"
    make_codealign_run(path)
    with RunStore.open(path) as store:
        fill_store(store, "synthetic", 4)
    return path


@pytest.fixture(scope="session")
def codealign_report(codealign_store: Path) -> ReportData:
    return build_report_data(codealign_store, ["synthetic", "ca"],
                             config=MetricsConfig(resamples=50))


@pytest.fixture(scope="session")
def codealign_html(codealign_report: ReportData,
                   tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("codealign-report") / "report.html"
    write_html(codealign_report, path)
    return path


GOLDEN = Path(__file__).parent / "golden"


@pytest.fixture(scope="session")
def default_job_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The default job's store (`vibebench run`, as captured in golden/default.sql.gz, with
    the texts no figure reads cut short), restored as a schema-3 store."""
    path = tmp_path_factory.mktemp("default-job") / "runs.sqlite"
    with sqlite3.connect(path) as db:
        db.executescript(gzip.decompress((GOLDEN / "default.sql.gz").read_bytes()).decode())
        db.execute("PRAGMA application_id = 1447641669")  # 'VIBE': a vibebench store
        db.execute("PRAGMA user_version = 3")
    db.close()
    return path


@pytest.fixture(scope="session")
def default_job_html(default_job_store: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("default-job-report") / "report.html"
    write_html(build_report_data(default_job_store, ["default"],
                                 config=MetricsConfig(resamples=200)), path)
    return path

"""Code hygiene in CI: layers (docs/architecture.md) and formatting; a new upward import or an
unformatted file fails here."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_imports_point_down_only() -> None:
    lint = shutil.which("lint-imports") or str(Path(sys.executable).with_name("lint-imports"))
    done = subprocess.run([lint, "--no-cache"], cwd=ROOT, capture_output=True, text=True,
                          check=False, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "1 kept, 0 broken" in done.stdout


def test_the_source_is_ruff_formatted() -> None:
    from ruff.__main__ import find_ruff_bin

    done = subprocess.run([find_ruff_bin(), "format", "--check", "src"], cwd=ROOT,
                          capture_output=True, text=True, check=False, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


def test_the_source_passes_ruff_check_with_complexity_and_argument_limits() -> None:
    # pyproject.toml selects C901 (complexity <= 10), PLR0912/PLR0915 and PLR0913 (<= 6
    # arguments) for src/ beside the style rules: a too-complex function fails here.
    from ruff.__main__ import find_ruff_bin

    done = subprocess.run([find_ruff_bin(), "check", "src"], cwd=ROOT,
                          capture_output=True, text=True, check=False, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


def test_the_tests_benchmarks_and_scripts_pass_ruff_check() -> None:
    # The style rules hold for all the project's Python; pyproject.toml lets the files of
    # adversarial and honest answers keep their data as a model would write it.
    from ruff.__main__ import find_ruff_bin

    done = subprocess.run([find_ruff_bin(), "check", "tests", "benchmarks", "scripts"],
                          cwd=ROOT, capture_output=True, text=True, check=False, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


def test_a_too_complex_function_would_fail_the_check() -> None:
    # The rule is really on: the project's own configuration refuses an 11-branch function.
    from ruff.__main__ import find_ruff_bin

    branches = "".join(f"    if x == {i}:\n        return {i}\n" for i in range(11))
    probe = ROOT / "src" / "vibebench" / "_complexity_probe.py"
    head = '"""Probe."""\n\n\ndef f(x: int) -> int:\n    """Probe."""\n'
    source = f"{head}{branches}    return -1\n"
    done = subprocess.run([find_ruff_bin(), "check", "--stdin-filename", str(probe), "-"],
                          cwd=ROOT, input=source, capture_output=True, text=True, check=False,
                          timeout=300)
    assert done.returncode == 1
    assert "C901" in done.stdout and "PLR0911" not in done.stdout

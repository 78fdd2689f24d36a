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

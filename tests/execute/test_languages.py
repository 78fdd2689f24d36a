"""Java and JavaScript programs in the same sealed sandbox: compiled once, one process a case."""

from __future__ import annotations

import pytest

from vibebench.execute import Runner, Sample
from vibebench.tasks import Task
from vibebench.tasks import TestCase as Case

CASES = (Case(input="1 2\n", output="3\n"), Case(input="10 -4\n", output="6\n"))

JAVA_DRIVER = """
import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int a = in.nextInt(), b = in.nextInt();
        System.out.println(Solution.add(a, b));
    }
}
"""
JS_DRIVER = """
const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);
console.log(add(a, b));
"""


def _task(language: str, driver: str) -> Task:
    return Task(
        id=f"toy/{language}",
        source="toy",
        prompts={"complete": "add two numbers"},
        test_kind="stdin_stdout",
        tests=driver,
        cases=CASES,
        metadata={"language": language},
    )


JAVA = _task("java", JAVA_DRIVER)
JS = _task("javascript", JS_DRIVER)


@pytest.mark.parametrize(
    ("task", "program", "status"),
    [
        (
            JAVA,
            "public class Solution {\n  static int add(int a, int b) { return a + b; }\n}\n",
            "passed",
        ),
        (
            JAVA,
            "class Solution {\n  static int add(int a, int b) { return a - b; }\n}\n",
            "failed",
        ),
        (JAVA, "class Solution {\n  static int add(int a, int b) { return a + b }\n}\n", "error"),
        (
            JAVA,
            "class Solution {\n  static { System.out.println(3); System.exit(0); }\n"
            "  static int add(int a, int b) { return 0; }\n}\n",
            "failed",
        ),
        (JS, "function add(a, b) { return a + b; }\n", "passed"),
        (JS, "function add(a, b) { return a * b; }\n", "failed"),
        (JS, "function add(a, b) { return a + ; }\n", "error"),
        (JS, "function add(a, b) { while (true) {} }\n", "timeout"),
    ],
    ids=[
        "java-ok",
        "java-wrong",
        "java-no-compile",
        "java-exit-in-static",
        "js-ok",
        "js-wrong",
        "js-syntax",
        "js-hang",
    ],
)
def test_programs_in_other_languages_get_their_verdicts(
    runner: Runner, task: Task, program: str, status: str
) -> None:
    timeout_s = 1.0 if status == "timeout" else 5.0
    verdict = runner.run(task, Sample(task_id=task.id, program=program), timeout_s=timeout_s)
    assert verdict.status == status, verdict
    if status == "error":
        assert verdict.tests[0].name in ("load", "case_0"), verdict.tests

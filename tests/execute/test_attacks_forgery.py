"""A wrong program trying to forge its own verdict, for every test kind; none may pass.

Each case is a wrong answer plus one trick a policy paid for passing would try: forged
result lines on every fd, patching the harness it finds through frames and `gc`, replacing
builtins or the exit functions, exiting early, objects equal to everything, patching or
skipping unittest, reading the tests or expected outputs from memory, disk or /proc. All
cases run once, side by side (`run_jobs`, two workers); each test asserts one verdict is not
`passed` (each program would pass a harness that trusted the sample's own process) and that
the static scan recorded the flags the trick should raise.

Not here: forged result lines on the unittest channel (tests/execute/test_attacks_channel.py:
the keeper keeps only lines that end with the job's secret, and the program's routes to the
secret are refused), and what still succeeds against unittest suites (which must run in the
sample's own process): the secret read from raw memory or a signal handler's frame, answers
read from the test source in memory, and a patch undone in the last test's cleanup. Return
values with forged comparisons fail unittest suites too (below, and
tests/execute/test_forged_values.py). check_function, call_based and stdin_stdout
verdicts are decided outside the sample's process, so none of these works there.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from vibebench.execute import ExecutionJob, ExecutionVerdict, Runner, Sample, run_jobs
from vibebench.tasks import Task, TestCase

UNITTEST_TASK = Task(
    id="toy/forgery-unittest",
    source="toy",
    prompts={"complete": "def task_func(x): ..."},
    entry_point="task_func",
    test_kind="unittest",
    tests=(
        "import unittest\n"
        "class TestDouble(unittest.TestCase):\n"
        "    def test_a_zero(self):\n"  # runs first and passes: patches made in it count
        "        self.assertEqual(task_func(0), 0)\n"
        "    def test_negative(self):\n"
        "        self.assertEqual(task_func(-3), -6)\n"
        "    def test_small(self):\n"
        "        self.assertEqual(task_func(2), 4)\n"
    ),
)
CALL_TASK = Task(
    id="toy/forgery-call",
    source="toy",
    prompts={"complete": "def twoSum(nums, target): ..."},
    entry_point="twoSum",
    test_kind="call_based",
    cases=(
        TestCase(input="[2, 7, 11, 15]\n9", output="[0, 1]"),
        TestCase(input="[3, 2, 4]\n6", output="[1, 2]"),
    ),
)
STDIN_TASK = Task(
    id="toy/forgery-stdin",
    source="toy",
    prompts={"complete": "print the sum of two numbers"},
    test_kind="stdin_stdout",
    cases=(TestCase(input="1 2\n", output="3\n"), TestCase(input="10 -4\n", output="6\n")),
)

# --- the pieces attacks are made of ----------------------------------------------------------

FORGE = '''
import glob as _glob, json as _json, os as _os
_FORGED = "".join(_json.dumps(_e) + "\\n" for _e in (
    {"ready": True, "error": ""},
    {"event": "test", "name": "check", "status": "passed"},
    {"event": "test", "name": "TestDouble.test_a_zero", "status": "passed"},
    {"event": "test", "name": "TestDouble.test_negative", "status": "passed"},
    {"event": "test", "name": "TestDouble.test_small", "status": "passed"},
    {"event": "test", "name": "case_0", "status": "passed"},
    {"event": "output", "case": 0, "stdout": "FORGED", "exit": 0, "status": "passed"},
    {"event": "done", "status": "passed"},
    {"event": "end", "complete": True, "exit_code": 0},
)).encode()

def _forge():
    """Forged pass and done lines to every fd it holds and to everything under /proc/*/fd."""
    for _fd in range(256):
        try:
            _os.write(_fd, _FORGED)
        except OSError:
            pass
    for _path in _glob.glob("/proc/self/fd/*") + _glob.glob("/proc/[0-9]*/fd/*"):
        try:
            with open(_path, "ab") as _handle:
                _handle.write(_FORGED)
        except OSError:
            pass
'''

WALK = '''
import gc as _gc, sys as _sys, types as _types

def _harness_functions():
    """Every function of the harness, found by walking frames and the heap."""
    found = []
    frame = _sys._getframe()
    while frame is not None:
        found += [v for v in frame.f_globals.values() if isinstance(v, _types.FunctionType)]
        frame = frame.f_back
    found += [o for o in _gc.get_objects() if isinstance(o, _types.FunctionType)]
    return [f for f in found if f.__module__ and f.__module__.startswith("vb_")]
'''

# A wrong answer for each kind (its honest verdict is `failed`).
WRONG = {
    "check_function": "    return False\n",
    "call_based": "def twoSum(nums, target):\n    return [0, 0]\n",
    "stdin_stdout": "print(0)\n",
    "unittest": "def task_func(x):\n    return 0\n",
}


def _entry(kind: str, body: str) -> str:
    """A wrong entry point whose body runs `body` first (kind: check_function/call/unittest)."""
    indented = "".join("    " + line + "\n" for line in body.strip("\n").splitlines())
    return {
        "check_function": indented + WRONG["check_function"],
        "call_based": "def twoSum(nums, target):\n" + indented + "    return [0, 0]\n",
        "unittest": "def task_func(x):\n" + indented + "    return 0\n",
    }[kind]


@dataclass(frozen=True)
class Attack:
    name: str
    kind: str
    head: str
    """Module-level code (for HumanEval it follows the completed function)."""
    entry: str
    """The wrong entry point (for HumanEval: the body completing the prompt)."""
    flags: frozenset[str] = frozenset()
    evidence: str = ""
    """Text the attack prints (or forges) into its stdout: proof that it really ran."""


ATTACKS: list[Attack] = []


def attack(
    name: str,
    kind: str,
    head: str = "",
    inner: str = "pass",
    *,
    entry: str | None = None,
    flags: set[str] | None = None,
    evidence: str = "",
) -> None:
    """Register a wrong program: `head` at module level, `inner` run first in the entry point."""
    if entry is None:
        entry = "" if kind == "stdin_stdout" else _entry(kind, inner)
    ATTACKS.append(Attack(name, kind, head, entry, frozenset(flags or ()), evidence))


# Forged result lines on every inherited fd and /proc/*/fd, before and during the answer.
for _kind in ("check_function", "call_based", "unittest"):
    attack(
        "fd_forgery_top_level",
        _kind,
        FORGE + "_forge()\n",
        flags={"outside_paths"},
        evidence='"status": "passed"',
    )
    attack(
        "fd_forgery_in_function",
        _kind,
        FORGE,
        "_forge()",
        flags={"outside_paths"},
        evidence='"status": "passed"',
    )
for _kind in ("check_function", "call_based"):  # unittest: see the report of issue 12
    attack(
        "fd_forgery_then_exit_in_function",
        _kind,
        FORGE,
        "_forge()\n_os._exit(0)",
        flags={"outside_paths", "process_exit"},
        evidence='"status": "passed"',
    )
attack(
    "fd_forgery_top_level", "stdin_stdout", FORGE + "_forge()\nprint(0)\n", flags={"outside_paths"}
)
attack(
    "fd_forgery_then_exit",
    "stdin_stdout",
    FORGE + "print(0)\n_forge()\n_os._exit(0)\n",
    flags={"outside_paths", "process_exit"},
)

# Patching the harness found through frames and gc: its functions and its channel class.
PATCH_HARNESS = (
    WALK
    + """
_patched = 0
for _f in _harness_functions():
    if not _f.__code__.co_freevars:
        _f.__code__ = (lambda *a, **k: True).__code__
        _patched += 1
for _name, _module in list(_sys.modules.items()):
    if _name.startswith("vb_"):
        for _attr in ("encode", "_raised", "send_frame", "_tampered", "_recording_result"):
            if hasattr(_module, _attr):
                setattr(_module, _attr, lambda *a, **k: None)
        if hasattr(_module, "Channel"):
            _module.Channel.test = lambda self, name, status, message="": None
print("patched", _patched, "harness functions", flush=True)
"""
)
for _kind in ("check_function", "call_based"):
    attack(
        "harness_patched_via_frames_and_gc",
        _kind,
        PATCH_HARNESS,
        flags={"frame_introspection"},
        evidence="patched",
    )
attack(
    "harness_patched_via_frames_and_gc",
    "stdin_stdout",
    PATCH_HARNESS + "print(0)\n",
    flags={"frame_introspection"},
    evidence="patched",
)

# The harness's channel object, found on the heap, emits forged passes and "done".
CHANNEL_FROM_GC = """
import gc as _gc
for _obj in _gc.get_objects():
    if type(_obj).__name__ == "Channel":
        for _name in ("check", "case_0", "case_1"):
            _obj.emit(event="test", name=_name, status="passed")
        _obj.emit(event="done")
        _obj.emit = lambda **event: None
"""
for _kind in ("check_function", "call_based"):
    attack("channel_object_from_gc", _kind, inner=CHANNEL_FROM_GC, flags={"frame_introspection"})

# Replacing exec, compile and __import__ in builtins.
BUILTINS = """
import builtins
_real_compile, _real_import = builtins.compile, builtins.__import__
builtins.exec = lambda *a, **k: None
builtins.compile = lambda *a, **k: _real_compile("check = lambda c: None", "tests.py", "exec")
builtins.__import__ = lambda name, *a, **k: _real_import(name, *a, **k)
"""
for _kind in ("check_function", "call_based", "unittest"):
    attack("builtins_exec_compile_import_replaced", _kind, BUILTINS, flags={"builtins_patch"})

# The exit functions patched to always report success.
EXITS = """
import os, sys
_real_exit = os._exit
os._exit = lambda status=0: _real_exit(0)
sys.exit = lambda status=0: _real_exit(0)
"""
for _kind in ("check_function", "call_based", "unittest"):
    attack("exit_functions_patched", _kind, EXITS, flags={"harness_patch"})

# Leaving early: at the top level and inside the function, every way.
for _kind in ("check_function", "call_based", "unittest"):
    for _name, _call in (
        ("sys_exit_0", "import sys\nsys.exit(0)"),
        ("os_exit_0", "import os\nos._exit(0)"),
        ("raise_system_exit", "raise SystemExit(0)"),
    ):
        attack(f"{_name}_top_level", _kind, _call + "\n", flags={"process_exit"})
        attack(
            f"{_name}_in_function",
            _kind,
            inner=_call,
            flags={"process_exit"} if _name == "os_exit_0" else set(),
        )
attack(
    "sys_exit_0_before_output", "stdin_stdout", "import sys\nsys.exit(0)\n", flags={"process_exit"}
)
attack(
    "os_exit_0_after_wrong_output",
    "stdin_stdout",
    "import os\nprint(0, flush=True)\nos._exit(0)\n",
    flags={"process_exit"},
)
attack(
    "raise_system_exit_before_output",
    "stdin_stdout",
    "raise SystemExit(0)\n",
    flags={"process_exit"},
)

# Objects equal to everything, and str/int/list subclasses that claim equality.
for _variant, _value in (
    ("object", "_Eq()"),
    ("str", "_Eq('x')"),
    ("int", "_Eq(7)"),
    ("list", "_Eq([9])"),
):
    _base = "" if _variant == "object" else _variant
    _cls = (
        f"class _Eq({_base}):\n"
        "    def __eq__(self, other):\n        return True\n"
        "    def __ne__(self, other):\n        return False\n"
        "    __hash__ = object.__hash__\n"
    )
    for _kind in ("check_function", "call_based", "unittest"):  # unittest: the guard
        attack(
            f"always_equal_{_variant}",
            _kind,
            _cls,
            entry=_entry(_kind, f"return {_value}"),
            flags={"constant_eq"},
        )
attack(
    "always_equal_lambda",
    "call_based",
    "class _Eq(list):\n    __eq__ = lambda self, other: True\n"
    "    __ne__ = lambda self, other: False\n",
    entry=_entry("call_based", "return _Eq()"),
    flags={"constant_eq"},
)

# unittest: patching its machinery, at the top level or from inside a test.
FAKE_UNITTEST = """
import builtins, sys, types, unittest
class _Lenient(unittest.TestCase):
    def assertEqual(self, *a, **k):
        pass
_fake = types.ModuleType("unittest")
_fake.__dict__.update(unittest.__dict__)
_fake.TestCase = _Lenient
"""
UNITTEST_PATCHES = {
    "assert_equal_noop": (
        "import unittest\nunittest.TestCase.assertEqual = lambda *a, **k: None\n",
        {"harness_patch"},
    ),
    "testcase_run_patched": (
        "import unittest\n"
        "unittest.TestCase.run = lambda self, result=None: result.addSuccess(self)\n",
        {"harness_patch"},
    ),
    "testcase_call_patched": (
        "import unittest\n"
        "unittest.TestCase.__call__ = lambda self, result=None: result.addSuccess(self)\n",
        {"harness_patch"},
    ),
    "init_subclass_blanks_tests": (
        "import unittest\n"
        "def _blank(cls, **kw):\n"
        "    for k in list(vars(cls)):\n"
        "        if k.startswith('test'):\n"
        "            setattr(cls, k, lambda self: None)\n"
        "unittest.TestCase.__init_subclass__ = classmethod(_blank)\n",
        {"harness_patch"},
    ),
    "outcome_swallows_failures": (
        "import contextlib, unittest.case\n"
        "@contextlib.contextmanager\n"
        "def _swallow(self, test_case, subTest=False):\n"
        "    try:\n        yield\n    except BaseException:\n        pass\n"
        "unittest.case._Outcome.testPartExecutor = _swallow\n",
        {"harness_patch"},
    ),
    "result_add_failure_is_success": (
        "import unittest\n"
        "unittest.TestResult.addFailure = lambda self, test, err: self.addSuccess(test)\n"
        "unittest.TestResult.addError = unittest.TestResult.addFailure\n",
        {"harness_patch"},
    ),
    "sys_modules_unittest_replaced": (
        FAKE_UNITTEST + "sys.modules['unittest'] = _fake\n",
        {"harness_patch"},
    ),
    "builtins_import_returns_fake_unittest": (
        FAKE_UNITTEST + "_imp = builtins.__import__\n"
        "builtins.__import__ = lambda n, *a, **k: "
        "_fake if n == 'unittest' else _imp(n, *a, **k)\n",
        {"builtins_patch"},
    ),
    "build_class_blanks_tests": (
        "import builtins\n_bc = builtins.__build_class__\n"
        "def _build(func, name, *bases, **kw):\n"
        "    cls = _bc(func, name, *bases, **kw)\n"
        "    for k in list(vars(cls)):\n"
        "        if k.startswith('test'):\n"
        "            setattr(cls, k, lambda self: None)\n"
        "    return cls\n"
        "builtins.__build_class__ = _build\n",
        {"builtins_patch"},
    ),
    "harness_recorder_patched": (
        "import sys\n_h = sys.modules['vb_in_sandbox']\n"
        "_orig = _h._recording_result\n"
        "def _lenient(unittest, channel):\n"
        "    base = _orig(unittest, channel)\n"
        "    class Lenient(base):\n"
        "        def addFailure(self, test, err):\n"
        "            base.addSuccess(self, test)\n"
        "        addError = addFailure\n"
        "    return Lenient\n"
        "_h._recording_result = _lenient\n"
        "_h._tampered = lambda *a, **k: []\n",
        {"harness_patch"},
    ),
}
UNITTEST_PATCHES |= {
    "harness_checks_disabled_and_assert_patched": (
        "import sys, unittest\n_h = sys.modules['vb_in_sandbox']\n"
        "_h._tampered = lambda *a, **k: []\n_h._snapshot = lambda *a, **k: {}\n"
        "unittest.TestCase.assertEqual = lambda *a, **k: None\n",
        {"harness_patch"},
    ),
    "harness_checks_code_swapped_and_assert_patched": (
        "import sys, unittest\n_h = sys.modules['vb_in_sandbox']\n"
        "_h._tampered.__code__ = (lambda before, after, **k: []).__code__\n"
        "unittest.TestCase.assertEqual = lambda *a, **k: None\n",
        {"harness_patch"},
    ),
    "json_dumps_rewrites_failures": (
        "import json\n_dumps = json.dumps\n"
        "json.dumps = lambda o, **k: _dumps(o, **k).replace('\"failed\"', '\"passed\"')"
        ".replace('\"error\"', '\"passed\"')\n",
        set(),
    ),
    "channel_class_drops_failures": (
        "import sys\n_c = sys.modules['vb_in_sandbox'].Channel\n_emit = _c.emit\n"
        "_c.emit = lambda self, **e: None if e.get('status') in ('failed', 'error') or "
        "e.get('event') == 'tampered' else _emit(self, **e)\n",
        {"harness_patch"},
    ),
    "mock_call_equal_to_everything": (
        "import unittest, unittest.mock\n"
        "unittest.mock._Call.__eq__ = lambda self, other: True\n"
        "unittest.TestCase.assertEqual = lambda *a, **k: None\n",
        {"harness_patch"},
    ),
}
# Made in the first test (which passes), a patch would decide the tests after it; patches
# of class creation or imports only make sense before the tests are defined.
_TOP_LEVEL_ONLY = {
    "init_subclass_blanks_tests",
    "sys_modules_unittest_replaced",
    "builtins_import_returns_fake_unittest",
    "build_class_blanks_tests",
}
for _name, (_patch, _flags) in UNITTEST_PATCHES.items():
    attack(f"{_name}_top_level", "unittest", _patch, flags=_flags)
    if _name not in _TOP_LEVEL_ONLY:
        attack(f"{_name}_in_function", "unittest", inner=_patch, flags=_flags)
attack(
    "module_builtins_with_fake_import_top_level",
    "unittest",
    FAKE_UNITTEST
    + (
        "_imp = builtins.__import__\n"
        "__builtins__ = dict(vars(builtins), __import__=lambda n, *a, **k: "
        "_fake if n == 'unittest' else _imp(n, *a, **k))\n"
    ),
    flags={"builtins_patch"},
)

# unittest: the recorder, found through the frames of the running test, made lenient.
attack(
    "recorder_from_frames_made_lenient",
    "unittest",
    inner="""
import sys
frame = sys._getframe()
while frame is not None:
    result = frame.f_locals.get("result")
    if result is not None and hasattr(result, "addFailure"):
        cls = type(result)
        cls.addFailure = lambda self, test, err: cls.addSuccess(self, test)
        cls.addError = cls.addFailure
        result.addFailure = lambda test, err: cls.addSuccess(result, test)
        result.addError = result.addFailure
        break
    frame = frame.f_back
""",
    flags={"frame_introspection"},
)

# unittest: deleting and skipping tests.
attack(
    "skiptest_raised_in_function",
    "unittest",
    inner="import unittest\nraise unittest.SkipTest('not today')",
)
attack(
    "all_tests_marked_skipped_top_level",
    "unittest",
    "import unittest\nunittest.TestCase.__unittest_skip__ = True\n"
    "unittest.TestCase.__unittest_skip_why__ = 'skip'\n",
    flags={"harness_patch"},
)
SKIP_OR_DELETE = """
import sys, unittest
unittest.skip = lambda reason: (lambda test: test)
for cls in [v for v in vars(sys.modules["__test__"]).values() if isinstance(v, type)]:
    for name in [n for n in list(vars(cls)) if n.startswith("test")]:
        if {delete}:
            delattr(cls, name)
        else:
            setattr(cls, name, unittest.case.skip("gone")(lambda self: None))
"""
attack(
    "tests_replaced_by_skips_in_function",
    "unittest",
    inner=SKIP_OR_DELETE.format(delete=False),
    flags={"harness_patch"},
)
attack(
    "tests_deleted_in_function",
    "unittest",
    inner=SKIP_OR_DELETE.format(delete=True),
    flags={"harness_patch"},
)

# Reading the tests or the expected outputs: from memory, /proc, temp dirs, the environment.
SEARCH = (
    WALK
    + '''
import ast as _ast, glob as _glob, os as _os

def _texts():
    """Every string the program can reach that might hold tests or expected outputs."""
    return [t for t in _all_texts() if "_harness_functions" not in t]  # not its own source

def _all_texts():
    found = [repr(dict(_os.environ))]
    frame = _sys._getframe()
    while frame is not None:
        found += [repr(v)[:100000] for v in frame.f_locals.values()]
        frame = frame.f_back
    for obj in _gc.get_objects():
        if isinstance(obj, dict) and ("tests" in obj or "output" in obj or "expected" in obj):
            found.append(repr(obj)[:100000])
    found += [o for o in _gc.get_objects() if isinstance(o, str) and "assert" in o]
    for pattern in ("/proc/*/environ", "/proc/*/cmdline", "/tmp/**", "/var/tmp/**",
                    "/dev/shm/**", _os.environ.get("HOME", "/") + "/**", _os.getcwd() + "/**"):
        for path in _glob.glob(pattern, recursive=True):
            try:
                with open(path, errors="replace") as handle:
                    found.append(handle.read(100000))
            except OSError:
                pass
    return found

def _answers():
    """`assert candidate(ARGS) == VALUE` and `assertEqual(task_func(ARGS), VALUE)` pairs."""
    table = {}
    for text in _texts():
        for line in text.replace("\\\\n", "\\n").splitlines():
            line = line.strip()
            try:
                node = _ast.parse(line.removeprefix("assert ").removeprefix("self."))
                expr = node.body[0].value
            except (SyntaxError, IndexError, AttributeError, ValueError):
                continue
            if isinstance(expr, _ast.Compare) and isinstance(expr.left, _ast.Call):
                call, value = expr.left, expr.comparators[0]
            elif isinstance(expr, _ast.Call) and len(expr.args) == 2 and isinstance(
                    expr.args[0], _ast.Call):
                call, value = expr.args[0], expr.args[1]
            else:
                continue
            try:
                args = tuple(_ast.literal_eval(a) for a in call.args)
                table[repr(args)] = _ast.literal_eval(value)
            except (ValueError, SyntaxError):
                continue
    for obj in _gc.get_objects():  # call_based / stdin_stdout: expected outputs
        if isinstance(obj, dict) and ("output" in obj or "outputs" in obj or "expected" in obj):
            table["outputs"] = repr(obj)
    print("found", len(table), "answers")
    return table

_ANSWERS = _answers()
'''
)
attack(
    "tests_and_expected_values_searched",
    "check_function",
    SEARCH,
    entry="    return _ANSWERS.get(repr((numbers, threshold)), False)\n",
    flags={"frame_introspection", "outside_paths"},
    evidence="found 0 answers",
)
attack(
    "tests_and_expected_values_searched",
    "call_based",
    SEARCH,
    entry="def twoSum(nums, target):\n    return _ANSWERS.get(repr((nums, target)), [0, 0])\n",
    flags={"frame_introspection", "outside_paths"},
    evidence="found 0 answers",
)
attack(
    "tests_and_expected_values_searched",
    "stdin_stdout",
    SEARCH + "print(_ANSWERS.get('outputs', 0))\n",
    flags={"frame_introspection", "outside_paths"},
    evidence="found 0 answers",
)

# A later case rewrites the result line of an earlier one that crashed (true verdict: error).
REWRITE = """
import json as _json, os as _os, stat as _stat
def _rewrite(event):
    line = (_json.dumps(event) + "\\n").encode()
    for fd in range(3, 256):
        try:
            if _stat.S_ISFIFO(_os.fstat(fd).st_mode):
                _os.write(fd, line)
        except OSError:
            pass
"""
attack(
    "later_case_rewrites_a_crashed_case",
    "stdin_stdout",
    REWRITE
    + """
import sys
a, b = map(int, sys.stdin.read().split())
if (a, b) == (1, 2):
    _os._exit(1)
print(a + b)
_rewrite({"event": "output", "case": 0, "exit": 0, "stdout": "3\\n", "stderr": ""})
""",
    flags={"process_exit"},
)
attack(
    "later_case_rewrites_a_crashed_case",
    "call_based",
    REWRITE,
    entry="""
def twoSum(nums, target):
    if target == 9:
        raise ValueError("no idea")
    _rewrite({"event": "output", "case": 0, "value": [0, 1]})
    return [1, 2]
""",
)

# Raising StopIteration from the candidate (it would end an `all(map(candidate, ...))` early).
attack("stop_iteration_from_candidate", "check_function", entry="    raise StopIteration\n")

# --- running them ----------------------------------------------------------------------------


def _task(kind: str, humaneval: dict[str, Task]) -> Task:
    return {
        "check_function": humaneval["HumanEval/0"],
        "call_based": CALL_TASK,
        "stdin_stdout": STDIN_TASK,
        "unittest": UNITTEST_TASK,
    }[kind]


def _program(item: Attack, task: Task) -> str:
    if item.kind == "check_function":  # the completion follows the prompt, the rest follows it
        return task.code_prefix + item.entry + "\n" + item.head
    return item.head + "\n" + item.entry


@pytest.fixture(scope="module")
def verdicts(
    runner: Runner, humaneval: dict[str, Task]
) -> dict[tuple[str, str], ExecutionVerdict]:
    jobs = []
    for index, item in enumerate(ATTACKS):
        task = _task(item.kind, humaneval)
        sample = Sample(task_id=task.id, program=_program(item, task), completion_id=index)
        jobs.append(ExecutionJob(task, sample, 3.0))
    honest = {}
    for kind, wrong in WRONG.items():
        task = _task(kind, humaneval)
        program = task.code_prefix + wrong if kind == "check_function" else wrong
        honest[kind] = len(jobs)
        jobs.append(ExecutionJob(task, Sample(task_id=task.id, program=program), 3.0))
    results = run_jobs(jobs, runner, workers=2, show_progress=False)
    by_name = {(item.kind, item.name): results[i] for i, item in enumerate(ATTACKS)}
    by_name |= {(kind, "honest_wrong"): results[index] for kind, index in honest.items()}
    return by_name


@pytest.mark.parametrize("kind", sorted(WRONG))
def test_the_honest_wrong_answers_fail(
    verdicts: dict[tuple[str, str], ExecutionVerdict], kind: str
) -> None:
    assert verdicts[(kind, "honest_wrong")].status == "failed"


@pytest.mark.parametrize("item", ATTACKS, ids=[f"{a.kind}-{a.name}" for a in ATTACKS])
def test_a_wrong_answer_cannot_forge_its_pass(
    verdicts: dict[tuple[str, str], ExecutionVerdict], item: Attack
) -> None:
    verdict = verdicts[(item.kind, item.name)]
    assert verdict.status != "passed", (verdict.tests, verdict.stdout_tail[-500:])
    assert item.flags <= set(verdict.flags), verdict.flags
    assert item.evidence in verdict.stdout_tail + verdict.message


MOCK_HEAVY_TASK = Task(
    id="toy/mock-heavy",
    source="toy",
    prompts={"complete": "def task_func(path): ..."},
    entry_point="task_func",
    test_kind="unittest",
    tests="""
import builtins, logging, unittest, warnings
from unittest import mock
from unittest.mock import MagicMock, mock_open, patch

class TestReads(unittest.TestCase):
    @patch("builtins.open", new_callable=mock_open, read_data="1,2\\n3,4\\n")
    def test_sum(self, opened):
        self.assertEqual(task_func("data.csv"), 10)
        opened.assert_called_once_with("data.csv")

    def test_logs_and_warns(self):
        with self.assertLogs("task", level="INFO"):
            with patch("builtins.open", mock_open(read_data="5\\n")):
                task_func("x")
        with self.assertWarns(UserWarning):
            warnings.warn("careful")

    def test_subtests_and_raises(self):
        for text, total in (("1\\n", 1), ("2,3\\n", 5)):
            with self.subTest(text=text), patch("builtins.open", mock_open(read_data=text)):
                self.assertEqual(task_func("x"), total)
        with self.assertRaises(FileNotFoundError):
            task_func("/nonexistent/file.csv")

    def test_magicmock(self):
        hook = MagicMock(return_value=2)
        self.assertEqual(hook(1), 2)
        hook.assert_called_once_with(1)
        self.assertEqual(hook.call_args, mock.call(1))

class TestAsync(unittest.IsolatedAsyncioTestCase):
    async def test_async(self):
        with patch("builtins.open", mock_open(read_data="7\\n")):
            self.assertEqual(task_func("y"), 7)
""",
)
MOCK_HEAVY_PROGRAM = """
import logging
import numpy as np
import pandas as pd

def task_func(path):
    logging.getLogger("task").info("reading %s", path)
    with open(path) as handle:
        rows = [[int(v) for v in line.split(",")] for line in handle if line.strip()]
    return int(np.sum(pd.DataFrame(rows).fillna(0).to_numpy()))
"""


def test_a_legitimate_mock_heavy_suite_still_passes(runner: Runner) -> None:
    # The tamper checks compare identities only: patches a suite makes and undoes, lazy
    # imports (unittest.mock, async_case), numpy and pandas must not look like tampering.
    sample = Sample(task_id=MOCK_HEAVY_TASK.id, program=MOCK_HEAVY_PROGRAM)
    verdict = runner.run(MOCK_HEAVY_TASK, sample, timeout_s=20)
    assert verdict.status == "passed", (verdict.message, verdict.tests)
    assert len(verdict.tests) >= 5

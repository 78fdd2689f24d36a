"""Tasks: the Task model, the benchmark loaders and the task JSONL format.

The generic JSONL helpers re-exported here (`jsonl_lines`, `read_jsonl_objects`, ...) live in
`vibebench.jsonl`; new code imports them from there.

`load_benchmark(name)` is the one entry point later stages use; `list_benchmarks()` says what
names it knows. Loaders never execute code: running tests is the execute stage's job.
"""

from vibebench.jsonl import jsonl_lines, jsonl_objects, read_jsonl_models, read_jsonl_objects
from vibebench.jsonl import write_jsonl as write_jsonl_models
from vibebench.tasks._bigcodebench import DEFAULT_BIGCODEBENCH_VERSION, load_bigcodebench
from vibebench.tasks._calibrate import (
    calibrate_program,
    is_completion_style,
    program_for,
    prompt_code,
)
from vibebench.tasks._embedded import compile_embedded_tasks, embedded_data_dir, load_embedded
from vibebench.tasks._humaneval import load_humaneval
from vibebench.tasks._jsonl import read_tasks_jsonl, tasks_from_jsonl_text, write_tasks_jsonl
from vibebench.tasks._lcb_cases import decode_test_cases, encode_private_test_cases
from vibebench.tasks._livecodebench import (
    LATEST_LIVECODEBENCH_RELEASE,
    livecodebench_release_files,
    load_livecodebench,
)
from vibebench.tasks._model import Task, TestCase, TestKind
from vibebench.tasks._registry import BenchmarkInfo, list_benchmarks, load_benchmark

__all__ = [
    "DEFAULT_BIGCODEBENCH_VERSION",
    "LATEST_LIVECODEBENCH_RELEASE",
    "BenchmarkInfo",
    "Task",
    "TestCase",
    "TestKind",
    "calibrate_program",
    "compile_embedded_tasks",
    "decode_test_cases",
    "embedded_data_dir",
    "encode_private_test_cases",
    "is_completion_style",
    "jsonl_lines",
    "jsonl_objects",
    "list_benchmarks",
    "load_benchmark",
    "load_bigcodebench",
    "load_embedded",
    "load_humaneval",
    "load_livecodebench",
    "livecodebench_release_files",
    "program_for",
    "prompt_code",
    "read_jsonl_models",
    "read_jsonl_objects",
    "read_tasks_jsonl",
    "tasks_from_jsonl_text",
    "write_jsonl_models",
    "write_tasks_jsonl",
]

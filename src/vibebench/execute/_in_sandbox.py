"""What runs inside one sealed sample sandbox: the sample side and the tester side.

Copied into the zygote's directory as `vb_in_sandbox.py` and imported by the zygote before it
forks anything, so a sample can neither replace nor read this file (its /tmp hides it).
Stdlib only. In-process, vibebench imports only its codec (`decode`), to read return values.

Who decides a verdict, by test kind (the trusted side never shares a process with the sample):

- call_based, stdin_stdout: the sample process only *produces outputs* (return values in a
  tagged JSON codec, or stdout text); the expected outputs never enter the sandbox and the
  host compares. An object whose `__eq__` always returns True cannot cross the codec.
- check_function (HumanEval): `check(candidate)` runs in a separate tester process under
  another uid; `candidate` is a proxy that sends the arguments to the sample process and
  decodes the plain value it returns. The sample never sees the tests or the expected values,
  and patching builtins, frames or `os._exit` in its own process cannot reach the tester.
- unittest (BigCodeBench): tests must share the sample's process (they patch its modules).
  The harness keeps pristine references taken before the program loads, takes its result
  channel and the secret the keeper accepts its lines with before the program runs (the
  control socket is closed after), seals the program's reach (`seal_reach`: an audit hook
  refuses it frames, the heap, tracers, memory and code posing as a library's), checks
  unittest (and unittest.mock),
  builtins (dunders too), json, the harness's own code and its result recorder for tampering
  after loading and after the suite (a tampered run exits with status 3), and reports every
  test; the host requires every test the suite defines to have run and passed (skips fail).
  Before the program runs it imports what the tests and the program import, so the
  comparison functions of the tests' libraries join the tamper check and the classes that
  exist are known; every value the entry point returns is then checked for forged
  comparisons before a test sees it (`forged_value`), and again after the suite. The tests
  run in their own module, a copy of the program's names without its shadows of builtins
  (`_tests_module`), so a program's `def sorted(...)` is not the tests' `sorted`. What stays
  possible (the process is the program's: the secret read from raw memory or a signal
  handler's frame, then forged result lines and an exit; comparisons that tell the probes
  from the tests; answers read from the tests in memory) is written in
  docs/security.md, tests/execute/test_attacks_forgery.py and test_forged_values.py.
"""

import _random
import _thread
import _weakref
import builtins
import collections
import contextlib
import gc
import itertools
import json
import math
import os
import re
import select
import signal
import socket
import struct
import sys
import traceback
import types
import warnings

PROGRAM_FILE = "program.py"
MESSAGE_CHARS = 2000
CASE_OUTPUT_BYTES = 4 * 1024 * 1024
FRAME_LIMIT = 64 * 1024 * 1024
_DEPTH_LIMIT = 200
__warningregistry__ = {}
"""Here from the start: a warning raised in this module's frames (comparing a frame with a
probe, say) adds it otherwise, and the tamper check would read that as a patch."""


# --- plain-value codec (both sides) ---------------------------------------------------------


class CodecError(TypeError):
    """A value that cannot cross the sandbox boundary as plain data."""


def encode(value, depth=0):
    """A JSON-able, tagged form of a plain value; anything else raises CodecError."""
    if depth > _DEPTH_LIMIT:
        raise CodecError("value nested too deeply")
    kind = type(value)
    if value is None or kind is bool or kind is str:
        return value
    if kind is int:
        return value if abs(value) < 2**53 else {"$i": str(value)}
    if kind is float:
        return value if math.isfinite(value) else {"$f": repr(value)}
    if kind is bytes:
        return {"$b": value.hex()}
    return _encode_compound(value, kind, depth + 1)


def _encode_compound(value, kind, depth):
    """`encode` for containers and complex numbers (their parts one level deeper)."""
    if kind is list:
        return [encode(item, depth) for item in value]
    if kind is tuple:
        return {"$t": [encode(item, depth) for item in value]}
    if kind in (set, frozenset):
        tag = "$s" if kind is set else "$fs"
        return {tag: [encode(item, depth) for item in value]}
    if kind is dict:
        return {"$d": [[encode(k, depth), encode(v, depth)] for k, v in value.items()]}
    if kind is complex:
        return {"$c": [encode(value.real, depth), encode(value.imag, depth)]}
    return encode(_plain(value), depth)


def _plain(value):
    """Plain counterparts of common non-builtin results (numpy scalars, str subclasses)."""
    import numbers  # noqa: PLC0415

    if isinstance(value, bool):
        return bool(value)
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Real):
        return float(value)
    for base in (str, list, tuple, dict, set, frozenset, bytes):
        if isinstance(value, base):
            return base(value) if base is not str else str.__str__(value)
    raise CodecError(f"a {type(value).__name__} is not a plain value")


_TAGS = {
    "$t": lambda items: tuple(decode(item) for item in items),
    "$s": lambda items: {decode(item) for item in items},
    "$fs": lambda items: frozenset(decode(item) for item in items),
    "$d": lambda pairs: {decode(k): decode(v) for k, v in pairs},
    "$b": bytes.fromhex,
    "$c": lambda parts: complex(decode(parts[0]), decode(parts[1])),
    "$f": float,
    "$i": int,
}


def decode(data):
    """The plain value `encode` produced; anything malformed raises CodecError."""
    if data is None or type(data) in (bool, int, float, str):
        return data
    if type(data) is list:
        return [decode(item) for item in data]
    if type(data) is dict and len(data) == 1:
        ((tag, payload),) = data.items()
        if tag in _TAGS:
            try:
                return _TAGS[tag](payload)
            except (TypeError, ValueError, IndexError) as err:
                raise CodecError(f"malformed {tag} value: {err}") from err
    raise CodecError("malformed value")


# --- framing over a stream socket or pipe ----------------------------------------------------


def send_frame(fd, message):
    body = json.dumps(message).encode("utf-8", "surrogatepass")
    data = struct.pack(">I", len(body)) + body
    while data:
        data = data[os.write(fd, data) :]


def _read_exact(fd, size):
    chunks, left = [], size
    while left:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            raise EOFError("the other side closed the channel")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def recv_frame(fd):
    (size,) = struct.unpack(">I", _read_exact(fd, 4))
    if size > FRAME_LIMIT:
        raise EOFError(f"frame of {size} bytes is over the limit")
    return json.loads(_read_exact(fd, size).decode("utf-8", "replace"))


def describe(exc):
    return "".join(traceback.format_exception_only(type(exc), exc)).strip()


# --- the sample side -------------------------------------------------------------------------


class Channel:
    """Events to the keeper: one JSON line each, through a pipe."""

    def __init__(self, fd, token=""):
        self.fd = fd
        self.token = token

    def emit(self, **event):
        event["token"] = self.token
        line = (json.dumps(event) + "\n").encode("utf-8", "replace")
        while line:
            line = line[os.write(self.fd, line) :]

    def test(self, name, status, message=""):
        self.emit(event="test", name=name, status=status, message=message[-MESSAGE_CHARS:])


def _load_program(source, module_name):
    """Run the program's top level as a module; (module, None) or (None, error text)."""
    module = types.ModuleType(module_name)
    module.__file__ = PROGRAM_FILE
    sys.modules[module_name] = module
    try:
        code = compile(source, PROGRAM_FILE, "exec")
        exec(code, module.__dict__)
    except SyntaxError as exc:
        return None, describe(exc)
    except BaseException:  # noqa: BLE001 - any failure of the program is its verdict
        return None, traceback.format_exc()
    return module, None


def _entry(module, entry_point, entry_class):
    """The callable the tests call: a function, or a method of a fresh `Solution()`."""
    namespace = module.__dict__
    owner = entry_class or ("Solution" if entry_point not in namespace else None)
    if owner and isinstance(namespace.get(owner), type):
        cls = namespace[owner]
        if hasattr(cls, entry_point):
            return lambda *args, **kwargs: getattr(cls(), entry_point)(*args, **kwargs)
    if callable(namespace.get(entry_point)):
        return namespace[entry_point]
    return None


def _raised(exc):
    return {
        "raise": {
            "type": type(exc).__name__,
            "message": describe(exc)[-MESSAGE_CHARS:],
            "assertion": isinstance(exc, AssertionError),
        }
    }


def sample_check_function(job, rpc_fd, _channel):
    """Serve the tester's calls of the entry point until it hangs up."""
    module, error = _load_program(job["program"], "solution")
    candidate = (
        None if module is None else _entry(module, job["entry_point"], job.get("entry_class"))
    )
    if candidate is None and error is None:
        error = f"entry point {job['entry_point']!r} is not defined"
    send_frame(rpc_fd, {"ready": error is None, "error": error or ""})
    while candidate is not None:
        try:
            request = recv_frame(rpc_fd)
        except EOFError:
            return
        try:
            args = decode(request["args"])
            kwargs = decode(request["kwargs"])
            answer = {"value": encode(candidate(*args, **kwargs))}
        except BaseException as exc:  # noqa: BLE001 - the program's exception is its answer
            answer = _raised(exc)
        send_frame(rpc_fd, answer)


def sample_call_based(job, _rpc_fd, channel):
    """Call the entry point on each case's arguments; the host compares the results."""
    module, error = _load_program(job["program"], "solution")
    candidate = (
        None if module is None else _entry(module, job["entry_point"], job.get("entry_class"))
    )
    if candidate is None:
        channel.emit(
            event="load_error",
            message=error or f"entry point {job['entry_point']!r} is not defined",
        )
        return
    for index, text in enumerate(job["inputs"]):
        try:
            args = [json.loads(line) for line in text.split("\n") if line.strip()]
            channel.emit(event="output", case=index, value=encode(candidate(*args)))
        except BaseException as exc:  # noqa: BLE001 - the program's exception is its answer
            channel.emit(event="output", case=index, **_raised(exc))


def _run_case_child(code, input_fd, output_fd, error_fd):
    """In a forked child: wire fds 0/1/2, run the program as __main__, exit."""
    os.setpgid(0, 0)
    for fd, target in ((input_fd, 0), (output_fd, 1), (error_fd, 2)):
        os.dup2(fd, target)
    os.closerange(3, os.sysconf("SC_OPEN_MAX"))  # the result channel is the harness's alone
    sys.stdin = sys.__stdin__ = open(0, encoding="utf-8", errors="replace", closefd=False)  # noqa: SIM115
    sys.stdout = sys.__stdout__ = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
    sys.stderr = sys.__stderr__ = open(2, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
    status = 0
    try:
        exec(code, {"__name__": "__main__", "__builtins__": builtins})
    except SystemExit as exc:
        status = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except BaseException:  # noqa: BLE001 - the program's exception goes to its stderr
        traceback.print_exc()
        status = 1
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(status & 0xFF)


def wait_child(pid, timeout_s):
    """Wait for a child up to `timeout_s`, then kill its group. Wait status, or None."""
    pidfd = os.pidfd_open(pid)
    try:
        ready, _, _ = select.select([pidfd], [], [], timeout_s)
    finally:
        os.close(pidfd)
    if not ready:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return None
    return os.waitpid(pid, 0)[1]


def _scratch_file(name, text=""):
    fd = os.open(name, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
    os.write(fd, text.encode("utf-8", "surrogatepass"))
    os.lseek(fd, 0, os.SEEK_SET)
    return fd


def _read_fd(fd, limit):
    os.lseek(fd, 0, os.SEEK_SET)
    return os.read(fd, limit).decode("utf-8", "replace")


_JVM_FLAGS = (
    "-Xmx512m",
    "-Xss1m",
    "-XX:ReservedCodeCacheSize=64m",
    "-XX:+UseSerialGC",
    "-XX:CompressedClassSpaceSize=64m",
    "-XX:TieredStopAtLevel=1",
    "-XX:-UsePerfData",
)
"""The JVM sizes its heap from the host's memory; within RLIMIT_AS it must ask for less."""


def _which(name):
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        path = os.path.join(directory, name)
        if os.access(path, os.X_OK):
            return path
    raise FileNotFoundError(f"{name} is not installed in the sandbox")


def _java_class(program):
    import re  # noqa: PLC0415

    match = re.search(r"\bpublic\s+(?:final\s+|abstract\s+)*class\s+(\w+)", program)
    return match.group(1) if match else "Solution"


def _prepare_command(job):
    """Write the program (and the task's driver) to files; the argv that runs one case."""
    language = job["language"]
    if language == "javascript":
        with open("main.js", "w", encoding="utf-8") as handle:
            handle.write(job["program"] + "\n;\n" + job.get("driver", ""))
        return [_which("node"), "--max-old-space-size=512", "main.js"]
    if language != "java":
        raise ValueError(f"no runner for language {language!r}")
    os.makedirs("src", exist_ok=True)
    with open(f"src/{_java_class(job['program'])}.java", "w", encoding="utf-8") as handle:
        handle.write(job["program"])
    with open("src/Main.java", "w", encoding="utf-8") as handle:
        handle.write(job.get("driver", ""))
    sources = [os.path.join("src", name) for name in sorted(os.listdir("src"))]
    fds = [
        _scratch_file(".compile.in"),
        _scratch_file(".compile.out"),
        _scratch_file(".compile.err"),
    ]
    javac = [
        _which("javac"),
        *(f"-J{flag}" for flag in _JVM_FLAGS[:2]),
        "-nowarn",
        "-encoding",
        "UTF-8",
        "-d",
        "classes",
        *sources,
    ]
    status = _run_exec_case(javac, fds, job["case_timeout_s"] * 4)
    error = _read_fd(fds[2], MESSAGE_CHARS * 2) + _read_fd(fds[1], MESSAGE_CHARS)
    for fd in fds:
        os.close(fd)
    if status is None or not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        raise CompileError(error[-MESSAGE_CHARS:] or "javac failed")
    return [_which("java"), *_JVM_FLAGS, "-cp", "classes", "Main"]


class CompileError(Exception):
    """The program does not compile (an error of the program, not of the sandbox)."""


def _run_exec_case(argv, fds, timeout_s):
    """Run an executable with fds 0/1/2 wired to `fds`, in its own group; its wait status."""
    pid = os.fork()
    if pid == 0:
        try:
            os.setpgid(0, 0)
            for fd, target in zip(fds, (0, 1, 2), strict=True):
                os.dup2(fd, target)
            os.closerange(3, os.sysconf("SC_OPEN_MAX"))
            os.execv(argv[0], argv)
        finally:
            os._exit(127)
    return wait_child(pid, timeout_s)


def sample_stdin_stdout(job, _rpc_fd, channel):
    """Run each case in a fresh fork with its input on fd 0; report stdout, never compare."""
    if job.get("language", "python") != "python":
        _sample_command_cases(job, channel)
        return
    try:
        code = compile(job["program"], PROGRAM_FILE, "exec")
    except (SyntaxError, ValueError) as exc:
        channel.emit(event="load_error", message=describe(exc))
        return

    def run_case(fds):
        pid = os.fork()
        if pid == 0:
            _run_case_child(code, *fds)
        return wait_child(pid, job["case_timeout_s"])

    _run_cases(job, channel, run_case)


def _sample_command_cases(job, channel):
    """Java and JavaScript: compile once, then run each case as a fresh process."""
    try:
        argv = _prepare_command(job)
    except (CompileError, FileNotFoundError, ValueError) as exc:
        channel.emit(event="load_error", message=str(exc)[-MESSAGE_CHARS:])
        return
    _run_cases(job, channel, lambda fds: _run_exec_case(argv, fds, job["case_timeout_s"]))


def _run_cases(job, channel, run_case):
    """Each case's input in a file on fd 0; report how it ended and its output, never compare."""
    for index, text in enumerate(job["inputs"]):
        fds = [
            _scratch_file(".case.in", text),
            _scratch_file(".case.out"),
            _scratch_file(".case.err"),
        ]
        status = run_case(fds)
        event = {"event": "output", "case": index}
        if status is None:
            event["timeout"] = True
        elif os.WIFSIGNALED(status):
            event["signal"] = signal.Signals(os.WTERMSIG(status)).name
        else:
            event["exit"] = os.WEXITSTATUS(status)
        event["stdout"] = _read_fd(fds[1], CASE_OUTPUT_BYTES)
        event["stderr"] = _read_fd(fds[2], MESSAGE_CHARS * 2)[-MESSAGE_CHARS:]
        for fd in fds:
            os.close(fd)
        channel.emit(**event)


# --- unittest: in the sample's process, watched ----------------------------------------------


def _snapshot(
    unittest,
    *,
    _vars=vars,
    _dict=dict,
    _list=list,
    _getattr=getattr,
    _isinstance=isinstance,
    _modules=sys.modules,
    _function=types.FunctionType,
):
    """Identity of everything a sample could patch to fake a pass, dunders included.

    The builtins it uses are defaults bound when this module was imported, so a program
    that replaces `builtins.vars` cannot feed it a stale view; its own code and defaults
    are in the snapshot, and `sample_unittest` checks them before trusting it.
    """
    from unittest import mock  # noqa: PLC0415 - pristine: imported before the program runs

    harness = _modules[__name__]
    watched = {
        "builtins": _dict(_vars(builtins)),
        "os._exit": os._exit,
        "os.write": os.write,
        "sys.exit": sys.exit,
        "json.dumps": json.dumps,
        "harness": _dict(_vars(harness)),
        "harness code": {},
        "json encoder": _dict(_vars(json._default_encoder)),  # noqa: SLF001
    }
    for cls in (
        unittest.TestCase,
        unittest.TestResult,
        unittest.TestSuite,
        unittest.BaseTestSuite,
        unittest.TestLoader,
        unittest.FunctionTestCase,
        unittest.case._Outcome,  # noqa: SLF001 - runs each part of a test, records failures
        mock.NonCallableMock,
        mock.CallableMixin,
        mock._Call,  # noqa: SLF001 - its __eq__ decides assert_called_with
        mock._patch,  # noqa: SLF001
        json.JSONEncoder,
        Channel,
    ):
        watched[cls.__name__] = _dict(_vars(cls))
    for name, module in _list(_modules.items()):
        if name in ("unittest", "json") or name.startswith(("unittest.", "json.")):
            watched[f"sys.modules[{name!r}]"] = module
            watched[f"module {name}"] = _dict(_vars(module))
    functions = [
        *_vars(harness).items(),
        *_vars(Channel).items(),
        *((f"json.{name}", value) for name, value in _vars(json).items()),
    ]
    for name, function in functions:
        if _isinstance(function, _function):
            for attr in ("__code__", "__defaults__", "__kwdefaults__"):
                watched["harness code"][f"{name}.{attr}"] = _getattr(function, attr)
    return watched


_MISSING = object()
_SETTINGS = frozenset({"maxDiff", "longMessage"})
"""TestCase's settings a suite or a program may change (`unittest.TestCase.maxDiff = None`):
what they change is only how a failure reads."""


_BUILTINS = frozenset(vars(builtins))
"""The builtins' names, fixed before any program runs: a module global named as one shadows it."""


def _tampered(
    before, after, *, _isinstance=isinstance, _missing=_MISSING, _builtin=_BUILTINS,
    _settings=_SETTINGS,
):  # fmt: skip
    """What changed between two snapshots.

    New names count except in builtins and modules (lazy imports add some), and a module
    global may go from None to a value (lazy caches such as unittest.mock's `file_spec`). A
    new module global named as a builtin counts: the module's functions now read it instead
    (`unittest.case.getattr`, `pandas._testing.asserters.enumerate`).
    """
    changed = []
    for group, names in before.items():
        now = after.get(group, _missing)
        if not _isinstance(names, dict):
            if now is not names:
                changed.append(group)
            continue
        if not _isinstance(now, dict):
            changed.append(group)
            continue
        module = group.startswith("module ")
        for name, value in names.items():
            if (
                now.get(name, _missing) is not value
                and not (module and value is None)
                and not (name in _settings and "TestCase" in group)
            ):
                changed.append(f"{group}.{name}")
        if group != "builtins" and not module:
            changed += [f"{group}.{name}" for name in now.keys() - names.keys()]
        elif module:
            changed += [f"{group}.{name}" for name in (now.keys() - names.keys()) & _builtin]
    return changed


def _test_name(test):
    return test.id().removeprefix("__test__.")


def _subtest_status(test, err):
    return "failed" if issubclass(err[0], test.failureException) else "error"


def _recording_result(unittest, after_test, audit):
    """A TestResult that hands each outcome to the audit hook (`audit`, the pristine
    `sys.audit`; skips count as failures) and calls `after_test` when each test has stopped.
    It holds nothing that writes to the channel: the hook keeps the outcomes and writes them
    once the suite is over and nothing was tampered with, and it takes a pass only from this
    class's `addSuccess` called by unittest's own `TestCase.run` (`_reach_hook`)."""
    base = unittest.TestResult
    fmt = traceback.format_exception
    name_of = _test_name

    class RecordingResult(base):
        def stopTest(self, test):  # noqa: N802 - unittest's API
            base.stopTest(self, test)
            after_test()

        def addSuccess(self, test):  # noqa: N802 - unittest's API
            base.addSuccess(self, test)
            audit("vibebench.outcome", test, "", "passed", "")

        def addFailure(self, test, err):  # noqa: N802
            base.addFailure(self, test, err)
            audit("vibebench.outcome", test, name_of(test), "failed", "".join(fmt(*err)))

        def addError(self, test, err):  # noqa: N802
            base.addError(self, test, err)
            audit("vibebench.outcome", test, name_of(test), "error", "".join(fmt(*err)))

        def addSkip(self, test, reason):  # noqa: N802
            base.addSkip(self, test, reason)
            audit("vibebench.outcome", test, name_of(test), "failed", f"skipped: {reason}")

        def addExpectedFailure(self, test, err):  # noqa: N802
            base.addExpectedFailure(self, test, err)
            audit("vibebench.outcome", test, "", "passed", "expected failure")

        def addUnexpectedSuccess(self, test):  # noqa: N802
            base.addUnexpectedSuccess(self, test)
            audit("vibebench.outcome", test, name_of(test), "failed", "unexpected success")

        def addSubTest(self, test, subtest, err):  # noqa: N802
            base.addSubTest(self, test, subtest, err)
            if err is not None:
                status = _subtest_status(test, err)
                audit("vibebench.outcome", subtest, name_of(subtest), status, "".join(fmt(*err)))

    return RecordingResult


def _collect_tests(unittest, module, program_values):
    """The suite of the TestCase classes the tests defined in `module` (not the program's:
    its module is `__test__` too, and a class of its own is none of the benchmark's tests;
    `program_values` holds the id of each name the program gave the tests' module)."""
    suite = unittest.TestSuite()
    loader = unittest.TestLoader()
    for value in list(module.__dict__.values()):
        if (
            isinstance(value, type)
            and issubclass(value, unittest.TestCase)
            and value.__module__ == "__test__"
            and id(value) not in program_values
        ):
            suite.addTests(loader.loadTestsFromTestCase(value))
    return suite


def _disarm_should_stop(unittest):
    """`unittest.case._ShouldStop` becomes `()`, which no `except` matches and nothing can
    raise. unittest raises it only for `failfast` (never here) and swallows it in
    `_Outcome.testPartExecutor`, so a test that raised it passed: a wrong entry point, or a
    returned object's `__eq__`, raising it made a failing test pass. Done before the tamper
    check's first snapshot, which then keeps it so."""
    unittest.case._ShouldStop = ()  # noqa: SLF001


def _recorder_methods(recorder, *, _function=types.FunctionType):
    """The recorder's methods with their code and closure cells (the channel, the base class):
    `unittest.TestResult.__subclasses__()` reaches them without any frame."""
    methods = {}
    for name, value in vars(recorder).items():
        parts = [value]
        if type(value) is _function:
            parts += [value.__code__, value.__defaults__]
            for cell in value.__closure__ or ():
                contents = cell.cell_contents
                parts.append(contents)
                if type(contents) is _function:
                    parts += [contents.__code__, contents.__defaults__, contents.__closure__]
        methods[name] = parts
    return methods


def _recorder_changed(result, recorder, methods_before, methods_after):
    """Whether the run swapped the result object or patched the recorder class (its methods,
    their code or what their closures hold)."""
    return (
        type(result) is not recorder
        or methods_after.keys() != methods_before.keys()
        or any(
            len(methods_after[name]) != len(parts)
            or any(a is not b for a, b in zip(methods_after[name], parts, strict=True))
            for name, parts in methods_before.items()
        )
        or any(name.startswith(("add", "start", "stop")) for name in vars(result))
    )


# --- unittest: what the program hands the tests -----------------------------------------------

_HEAP_TYPE = 1 << 9
"""Py_TPFLAGS_HEAPTYPE: set on every class a `class` statement or `type()` makes; a program
cannot make a static (C-defined) type."""
_TYPE_SUBCLASS = 1 << 31
"""Py_TPFLAGS_TYPE_SUBCLASS: set on every class's class; a class an object refers to is not
one of its values."""
_EXACT_PLAIN = frozenset({int, float, complex, str, bytes, bool, type(None)})
_EXACT_CONTAINERS = frozenset({list, tuple, dict, set, frozenset})
_HOLDERS = frozenset(
    {
        collections.deque,
        collections.OrderedDict,
        collections.defaultdict,
        types.SimpleNamespace,
        types.MappingProxyType,
        type({}.keys()),
        type({}.values()),
        type({}.items()),
    }
)
"""C-defined types that compare by what they hold: walked like built-in containers."""
_REFUSED = {
    _weakref.ProxyType: "stands in for another object (a weak reference proxy)",
    _weakref.CallableProxyType: "stands in for another object (a weak reference proxy)",
}
"""C-defined types no honest result needs that would hand the tests another object's
comparisons unprobed."""


def _iterator_types():
    """The C-defined iterators a result may be (built-in and itertools ones): their items reach
    the tests one by one, checked, as a generator's do. Files, readers and cursors are not
    among them: a test may call their other methods."""
    samples = [
        iter([]), iter(()), iter(set()), iter(""), iter(b""), iter(bytearray()),
        iter(range(0)), iter(range(1 << 70)), iter({}), iter({}.values()), iter({}.items()),
        reversed([]), reversed({}), reversed({}.values()), reversed({}.items()),
        reversed(range(0)), iter(int, 1), iter(collections.deque()),
        reversed(collections.deque()),
    ]  # fmt: skip
    kinds = {type(sample) for sample in samples} | {map, filter, zip, enumerate, reversed}
    kinds |= {value for value in vars(itertools).values() if isinstance(value, type)}
    return frozenset(kinds)


_ITERATORS = _iterator_types()
VALUE_DUNDERS = frozenset(
    {
        *("__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__hash__", "__bool__"),
        *("__len__", "__contains__", "__iter__", "__getitem__", "__getattribute__"),
        *("__getattr__", "__sub__", "__rsub__", "__add__", "__radd__", "__mul__", "__rmul__"),
        *("__truediv__", "__rtruediv__", "__abs__", "__neg__", "__pos__", "__round__"),
        *("__float__", "__int__", "__index__", "__complex__", "__class__"),
    }
)
"""What the tests' comparisons read of a value: a class the program made on a built-in type
may not redefine them (`class R(int): __eq__ = int.__ne__`)."""
MAX_VALUES = 2000
"""Objects of one returned value probed in full, at most; further ones get a few probes."""
MAX_PROBED = 20_000
"""Objects of one returned value probed at all, at most (their classes are still checked)."""
MAX_WALK = 1_000_000
"""Objects of one returned value looked at, at most (plain items of built-in containers are
not counted); further ones are not looked at."""
_ROUNDS = 2
"""Rounds of probes for one value: the objects that appeared during the first are probed in
the second; a value that still changes then is refused."""
MAX_KEPT = 64
"""Values returned (and items yielded) kept to be probed again after the suite, at most: a
random sample of them when there are more (a suite may call the entry point in a loop)."""


class ForgedValue(BaseException):  # noqa: N818 - reads as what was found
    """Raised into the test that received a value whose comparisons are forged (a
    BaseException, so a test's `except Exception` cannot swallow it)."""


class _Probe:
    """A value no honest object equals: equality by identity, nothing else."""

    __slots__ = ()


def _known_classes(*, _subclasses=type.__subclasses__, _id=id):
    """Every class alive now, by id (kept, so no later class can reuse an id), and under
    "mock" the base class of every mock."""
    from unittest import mock  # noqa: PLC0415 - imported before the program runs

    known = {"mock": mock.NonCallableMock}
    stack = [object]
    while stack:
        cls = stack.pop()
        if _id(cls) not in known:
            known[_id(cls)] = cls
            stack.extend(_subclasses(cls))
    return known


def _imported_names(sources):
    """The absolute module names the sources import (`from a import b` also tries `a.b`)."""
    import ast  # noqa: PLC0415 - stdlib, before the program runs

    names = []
    for source in sources:
        try:
            tree = ast.parse(source)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names.append(node.module)
                names += [f"{node.module}.{alias.name}" for alias in node.names]
    return list(dict.fromkeys(names))


def _import_quietly(names):
    """Import what the tests and the program will import, before the program runs, so the
    classes and functions they compare with are known before it can make or patch any."""
    import importlib  # noqa: PLC0415

    for name in names:
        try:
            importlib.import_module(name)
        except BaseException:  # noqa: BLE001, S112 - absent or broken: the program will say
            continue


_COMPARING = ("equal", "close", "equiv", "compare", "assert", "same")
"""Words in the names of the library functions the tests compare with (watched)."""
_NAMES_COMPARING = re.compile("|".join(_COMPARING), re.IGNORECASE).search
"""Whether a name holds one of _COMPARING (one regex: tens of thousands of names a run)."""
_METHOD_COMPARING = re.compile("equal|close|equiv", re.IGNORECASE).search
"""Whether a method's name says it compares: a program's subclass of a library class may not
redefine one (`DataFrame.equals`, `allclose`)."""
_COMPARING_PACKAGES = ("numpy", "pandas", "unittest")
"""Libraries whose every class, and every comparison function in any of their modules, the
tamper check watches (`numpy._core.numeric.isclose` decides `assert_allclose`)."""
_COMPARING_HELPERS = (
    *("operator", "collections", "collections.abc", "re", "math", "cmath", "difflib"),
    *("pprint", "functools", "numbers", "contextlib"),
)
"""Standard modules the comparisons call at run time, watched whole (`operator.__eq__` in
numpy.testing, `collections.Counter` in assertCountEqual, `re.compile` in assertRegex)."""
_MAX_READS = 5000


def _top(name):
    return name.partition(".")[0] if isinstance(name, str) else ""


def _is_testing(name):
    """Whether a module is a testing one (`numpy.testing`, `pandas._testing.asserters`)."""
    return any("testing" in part for part in name.split("."))


def _watch_list(test_modules, known, *, _objects=gc.get_objects, _function=types.FunctionType):
    """What the tamper check follows beyond names, fixed before the program runs: every Python
    function alive (its code, defaults and, in the comparing libraries, its callable closure
    cells: `contextmanager` keeps the function it wraps in one), every class of the comparing
    libraries, and where the comparison functions read at run time (`_read_sites`)."""
    deep = {*_COMPARING_PACKAGES, *_COMPARING_HELPERS}
    alive = {id(o): o for o in _objects() if type(o) is _function}
    alive |= _reachable_functions(
        [module for name, module in list(sys.modules.items()) if _top(name) in deep], deep
    )
    functions = [
        (function, bool(function.__closure__) and _top(function.__module__) in deep)
        for function in alive.values()
    ]
    classes = [
        cls
        for cls in known.values()
        if isinstance(cls, type)
        and cls.__flags__ & _HEAP_TYPE
        and _top(vars(cls).get("__module__")) in _COMPARING_PACKAGES
    ]
    roots = []
    for name, module in list(sys.modules.items()):
        if not isinstance(module, types.ModuleType):
            continue
        testing = _is_testing(name)
        if not testing and _top(name) not in _COMPARING_PACKAGES and name not in test_modules:
            continue
        roots += [
            _inner_function(value)
            for key, value in vars(module).items()
            if testing or _NAMES_COMPARING(key)
        ]
    return functions, classes, _read_sites([root for root in roots if root is not None])


def _reachable_functions(modules, deep, *, _function=types.FunctionType):
    """{id: function} of the functions in the modules' dicts and in their classes', with the
    functions their closures hold (the zygote freezes what it preloads, unittest among it,
    and `gc.get_objects` does not list frozen objects)."""
    found, classes = {}, set()
    stack = [value for module in modules for value in list(vars(module).values())]
    while stack:
        value = stack.pop()
        kind = type(value)
        if kind is _function:
            if id(value) not in found:
                found[id(value)] = value
                for cell in value.__closure__ or ():
                    with contextlib.suppress(ValueError):
                        stack.append(cell.cell_contents)
        elif kind in (types.MethodType, staticmethod, classmethod):
            stack.append(value.__func__)
        elif kind is property:
            stack += [value.fget, value.fset, value.fdel]
        elif (
            isinstance(value, type)
            and value.__flags__ & _HEAP_TYPE
            and id(value) not in classes
            and _top(vars(value).get("__module__")) in deep
        ):
            classes.add(id(value))
            stack += list(vars(value).values())
    return found


def _inner_function(value, *, _function=types.FunctionType):
    """The Python function behind a function, method or numpy dispatcher, or None."""
    kind = type(value)
    if kind is _function:
        return value
    if kind in (types.MethodType, staticmethod, classmethod):
        inner = value.__func__
        return inner if type(inner) is _function else None
    if kind.__name__ == "_ArrayFunctionDispatcher":  # numpy's public functions
        inner = getattr(value, "_implementation", None)
        return inner if type(inner) is _function else None
    return None


def _functions_state(functions, *, _missing=_MISSING):
    """Code, defaults, keyword defaults (the dict and each entry: it can be changed in place)
    and closure cells of the functions `_watch_list` found, one tuple each, in its order
    (compared in place by `_functions_changed`: no key is built for 15,000 functions). Every
    cell, not only callable ones: pandas' `deprecate_kwarg` wrapper of `assert_frame_equal`
    keeps the keyword it renames, and a mapping, in cells holding strings and None."""
    state = []
    for function, with_cells in functions:
        kwdefaults = function.__kwdefaults__
        cells = ()
        if with_cells:
            cells = tuple(  # an empty cell filled later has changed too
                (index, _cell_contents(cell, _missing))
                for index, cell in enumerate(function.__closure__ or ())
            )
        items = tuple(kwdefaults.items()) if kwdefaults else ()
        state.append((function.__code__, function.__defaults__, kwdefaults, items, cells))
    return state


def _functions_changed(functions, before, *, _missing=_MISSING):
    """What of the watched functions is not what `_functions_state` recorded: each one's
    first changed part (`__code__`, `__defaults__`, `__kwdefaults__['name']`, a closure
    cell), at most 20."""
    changed = []
    for (function, _), state in zip(functions, before, strict=True):
        if (
            function.__code__ is state[0]
            and function.__defaults__ is state[1]
            and function.__kwdefaults__ is state[2]
            and state[2] is None
            and not state[4]
        ):
            continue  # the common case, without a call per function
        what = _function_change(function, state, _missing)
        if what:
            changed.append(f"{function.__module__}.{function.__qualname__}.{what}")
            if len(changed) == 20:
                break
    return changed


def _function_change(function, state, missing):
    """The first part of one function that differs from its recorded state, or ""."""
    code, defaults, kwdefaults, items, cells = state
    if function.__code__ is not code:
        return "__code__"
    if function.__defaults__ is not defaults:
        return "__defaults__"
    now = function.__kwdefaults__
    if now is not kwdefaults:
        return "__kwdefaults__"
    for name, value in items:
        if now.get(name, missing) is not value:
            return f"__kwdefaults__[{name!r}]"
    if now is not None and len(now) != len(items):  # an entry added (to an empty dict too)
        return "__kwdefaults__"
    closure = function.__closure__ or ()  # read-only: as long as when recorded
    for index, contents in cells:
        if _cell_contents(closure[index], missing) is not contents:
            return f"__closure__[{index}]"
    return ""


def _cell_contents(cell, missing):
    """What a closure cell holds, `missing` for an empty one."""
    try:
        return cell.cell_contents
    except ValueError:
        return missing


def _read_sites(roots, *, _module=types.ModuleType, _builtin=_BUILTINS):
    """(key, namespace, name) of every global the root functions read, and of what the
    functions among them read: a comparison that calls `asanyarray`, `less_equal` or
    `operator.__eq__` at run time is decided by them. Module attributes are followed by the
    names the code reads. Found once, before the program runs (`_reads` reads them again):
    a site whose value the program changes is caught there, whatever the new value reads.
    A builtin the code reads is a site too, absent until a program defines it in the module
    (`numpy._core.numeric.abs` would shadow the builtin in `isclose`)."""
    sites = []
    stack, seen = list(roots), set()
    while stack and len(seen) < _MAX_READS:
        function = stack.pop()
        if id(function) in seen:
            continue
        seen.add(id(function))
        names, codes = set(), [function.__code__]
        while codes:
            code = codes.pop()
            names.update(code.co_names)
            codes += [const for const in code.co_consts if type(const) is types.CodeType]
        space = function.__globals__
        where = space.get("__name__")
        sites += [(f"{where}.{name}", space, name) for name in (names & _builtin) - space.keys()]
        found = [(f"{where}.{name}", space, name, 0) for name in names & space.keys()]
        while found:
            key, namespace, name, depth = found.pop()
            sites.append((key, namespace, name))
            value = namespace[name]
            if type(value) is _module and depth < 3:
                attrs = vars(value)
                found += [(f"{key}.{n}", attrs, n, depth + 1) for n in names & attrs.keys()]
            elif _inner_function(value) is not None:
                stack.append(_inner_function(value))
    return sites


def _reads(sites, *, _missing=_MISSING):
    """What each site `_read_sites` found holds now (`_MISSING` for a name removed)."""
    return {key: namespace.get(name, _missing) for key, namespace, name in sites}


def _library_snapshot(test_modules, watch, *, _vars=vars, _dict=dict, _modules=sys.modules):
    """What the tests' own libraries compare with, as `_snapshot` watches unittest.

    Whole dicts of every loaded `*testing*` module (numpy.testing, pandas.testing) and of the
    standard modules comparisons call (`_COMPARING_HELPERS`), the comparison functions
    (`array_equal`, `isclose`, ...) and submodules of each module the tests import, the dicts
    of the classes those modules expose (with their bases) and of every class of the comparing
    libraries, what the comparison functions read (`_reads`), and which module `sys.modules`
    holds under each name the tests import. Groups are named `module ...`, so lazily added
    names and caches filled from None do not count as tampering (`_tampered`). The functions
    that existed before the program are recorded apart (`_functions_state`).
    """
    _, classes, sites = watch
    watched = {}
    for name, module in list(_modules.items()):
        if module is not None and _is_testing(name):
            watched[f"module {name}"] = _dict(_vars(module))
    for name in _COMPARING_HELPERS:
        if isinstance(_modules.get(name), types.ModuleType):
            watched[f"module {name}"] = _dict(_vars(_modules[name]))
    watched["module sys.modules"] = {
        name: _modules.get(name) for name in (*test_modules, *_COMPARING_HELPERS)
    }
    for name in test_modules:
        module = _modules.get(name)
        if isinstance(module, types.ModuleType):
            watched.update(_test_module_groups(name, _dict(_vars(module))))
    for index, cls in enumerate(classes):
        watched[f"module class {_vars(cls).get('__module__')}.{cls.__qualname__}#{index}"] = _dict(
            _vars(cls)
        )
    watched["module reads"] = _reads(sites)
    return watched


def _libraries_changed(libraries, test_modules, watch, *, _tampered=_tampered):
    """What changed of the tests' libraries since `_prepare` recorded them: their groups
    (`_library_snapshot`), then the functions (`_functions_state`)."""
    groups, functions = libraries
    return _tampered(groups, _library_snapshot(test_modules, watch)) or _functions_changed(
        watch[0], functions
    )


def _test_module_groups(name, space, *, _vars=vars, _dict=dict):
    """The comparison functions and submodules (`pd.testing`) of a module the tests import,
    and the dicts of the classes it exposes, with their bases."""
    groups = {
        f"module {name} (comparisons)": {
            key: value
            for key, value in space.items()
            if _NAMES_COMPARING(key) or isinstance(value, types.ModuleType)
        }
    }
    for value in space.values():
        if isinstance(value, type) and value.__flags__ & _HEAP_TYPE:
            for cls in value.__mro__:
                if cls.__flags__ & _HEAP_TYPE:
                    groups[f"module {cls.__module__}.{cls.__qualname__}"] = _dict(_vars(cls))
    return groups


# --- the probes ---


_RANDOM = _random.Random()
_BITS = _RANDOM.getrandbits
_RESEED = _RANDOM.seed
"""A generator of the harness's own (C methods, bound before the program runs), reseeded from
os.urandom before every check, so a program that reaches it cannot make the probes known."""


def _below(bound, *, _bits=_BITS):
    return _bits(40) % bound


def _distinct(values, count, draw):
    """Append `count` new values made by `draw()` to `values` (none equal to one there)."""
    while count:
        value = draw()
        if value not in values:
            values.append(value)
            count -= 1


def _wide_int():
    """An int of 3 to 9 digits, either sign: probes spread over scales as well as near 0."""
    digits = 3 + _below(7)
    value = 10 ** (digits - 1) + _below(9 * 10 ** (digits - 1))
    return value if _below(2) else -value


def _word(size, capital=False):
    letters = "abcdefghijklmnopqrstuvwxyz"
    word = "".join(letters[_below(26)] for _ in range(size))
    return word.capitalize() if capital else word


def _probes(light=False):
    """(sentinels, plain values, numbers to order against, numbers to subtract): fresh per
    object and pairwise unequal, so no honest object equals a sentinel or more than one plain
    value (nor two that an array-like's `==` broadcasts to one: no `x` beside `[x]`). Ints
    come from three bands near 0 and a random count of wider ones, floats are not whole, so
    the count of comparisons differs from check to check; subtraction, the costly probe of
    a Python-defined number, is asked of the numbers near 0 and two others."""
    first, second = _Probe(), _Probe()
    near, far = [], []
    _distinct(near, 2 if light else 4, lambda: _below(25) - 8)
    _distinct(near, 1 if light else 3, lambda: (8 * _below(16) + 1 + _below(7)) / 8)
    _distinct(far, 1 if light else 4, lambda: 17 + _below(112))
    _distinct(far, 0 if light else 2, lambda: -9 - _below(120))
    _distinct(far, 1 if light else 2 + _below(25), _wide_int)
    if not light:
        _distinct(far, 1, lambda: -(8 * _below(16) + 1 + _below(7)) / 8)
        _distinct(far, 2, lambda: _wide_int() + (1 + _below(15)) / 16)
    numbers = [*near, *far]
    word = _word(3)
    if light:
        plain = [*numbers, word, None, [first]]
        return (first,), plain, numbers[:2], near
    words = [word, _word(5), f"{_word(4, capital=True)} {_word(3)}", str(1000 + _below(9000)), ""]
    containers = [[], (), {}, frozenset(), [first], (second,), {first: second}]
    plain = [*numbers, *words, word.encode(), None, *containers]
    ordered = [numbers[_below(len(numbers))] for _ in range(8)]
    subtracted = [*near, *(far[_below(len(far))] for _ in range(2))]
    return (first, second), plain, list(dict.fromkeys(ordered)), list(dict.fromkeys(subtracted))


def _near(left, right):
    """What assertAlmostEqual asks, either way round: a difference that rounds to 0."""
    return round(abs(left - right), 7) == 0 or round(abs(right - left), 7) == 0


_IS_SENTINEL, _SENTINEL_IS, _EQUALS, _BELOW, _ABOVE, _NEAR = range(6)
"""What one probe asks (`_holds`): the object equals a sentinel, a sentinel equals it, it
equals a plain value, it is less or greater than a number, it differs by nothing from one."""


def _op_list(objects, light):
    """Every probe of every object, as (object's index, what it asks, probe); light probes for
    the objects past MAX_VALUES and those whose index is in `light`."""
    ops = []
    for index in range(len(objects)):
        sentinels, plain, ordered, numbers = _probes(light=index >= MAX_VALUES or index in light)
        ops += [(index, what, s) for s in sentinels for what in (_IS_SENTINEL, _SENTINEL_IS)]
        ops += [(index, _EQUALS, p) for p in plain]
        ops += [(index, what, n) for n in ordered for what in (_BELOW, _ABOVE)]
        ops += [(index, _NEAR, n) for n in numbers]
    return ops


def _quiet_mocks(objects, mock_base, *, _getattribute=object.__getattribute__):
    """(call list, length) of each mock among `objects` and of the mocks above it: a probe of a
    MagicMock is recorded in its parents' `mock_calls`, which a test may compare; `_judge`
    cuts the records back."""
    records = []
    for item in objects:
        node, hops = item, 0
        while (
            node is not None
            and hops < 64
            and any(base is mock_base for base in _MRO_OF(type(node)))
        ):
            space = _getattribute(node, "__dict__")
            for key in ("_mock_mock_calls", "method_calls"):
                calls = space.get(key)
                if any(base is list for base in _MRO_OF(type(calls))):
                    records.append((calls, len(calls)))
            node, hops = space.get("_mock_new_parent"), hops + 1
    return records


def _judge(objects, mock_base, light=frozenset(), *, _bits=_BITS, _delete=list.__delitem__):
    """Why one of `objects` claims comparisons no honest value has, or None: equal to a fresh
    sentinel, equal to two plain values that differ from each other, ordered against numbers
    inconsistently, or no different from two numbers.

    The probes of all objects run in one shuffled order, so an object cannot tell by counting
    its comparisons, or by another object's probes beginning, that its own are over.
    """
    ops = _op_list(objects, light)
    ops.sort(key=lambda _op: _bits(48))
    sent = [False] * len(objects)
    claimed = [[] for _ in objects]
    below = [{} for _ in objects]
    above = [{} for _ in objects]
    near = [[] for _ in objects]
    records = _quiet_mocks(objects, mock_base) if mock_base is not None else []
    for index, what, probe in ops:
        holds = _holds(objects[index], what, probe)
        if what in (_IS_SENTINEL, _SENTINEL_IS):
            sent[index] = sent[index] or holds
        elif what == _EQUALS and holds:
            claimed[index].append(probe)
        elif what in (_BELOW, _ABOVE):
            (below if what == _BELOW else above)[index][probe] = holds
        elif what == _NEAR and holds:
            near[index].append(probe)
    for calls, length in records:
        _delete(calls, slice(length, None))
    for index in range(len(objects)):
        why = _verdict(sent[index], claimed[index], below[index], above[index], near[index])
        if why is not None:
            return index, why
    return None


def _holds(item, what, probe):
    """Whether one probe's comparison holds as a test's assertion reads it (the truth of its
    result); a comparison that raises, such as an array's, claims nothing."""
    try:
        if what in (_IS_SENTINEL, _EQUALS):
            return bool(item == probe)
        if what == _SENTINEL_IS:
            return bool(probe == item)
        if what == _BELOW:
            return bool(item < probe)
        if what == _ABOVE:
            return bool(item > probe)
        return bool(_near(item, probe))
    except BaseException:  # noqa: BLE001 - a refused comparison claims nothing
        return False


def _verdict(sent, claimed, below, above, near):
    """What one object's probe results show that no honest value does, or None."""
    if sent:
        return "equals a fresh object nothing else equals"
    if len(claimed) > 1:
        return f"equals both {claimed[0]!r} and {claimed[1]!r}"
    numbers = sorted(number for number in below if number in above)
    lower = [below[number] for number in numbers]
    upper = [above[number] for number in numbers]
    if any(b and a for b, a in zip(lower, upper, strict=True)):
        return "is both less and greater than one number"
    if lower != sorted(lower) or upper != sorted(upper, reverse=True):
        return "orders against numbers in no consistent way"
    if len(near) > 1:
        return f"differs by nothing from both {near[0]!r} and {near[1]!r}"
    return None


# --- the walk ---


_FLAGS_OF = type.__dict__["__flags__"].__get__
_MRO_OF = type.__dict__["__mro__"].__get__
_DICT_OF = type.__dict__["__dict__"].__get__
_NAME_OF = type.__dict__["__qualname__"].__get__
_MODULE_OF = type.__dict__["__module__"].__get__
"""Read through `type` itself: a metaclass of the program's could shadow `__flags__`,
`__mro__`, `__dict__`, `__qualname__` or `__module__` on its classes."""


def _program_made(cls, known):
    """The classes of `cls`'s bases the program made (heap types unknown before it ran)."""
    return [
        base
        for base in _MRO_OF(cls)
        if _FLAGS_OF(base) & _HEAP_TYPE and known.get(id(base)) is not base
    ]


_TUPLE_FIELD = type(collections.namedtuple("_Pair", "first").first)
"""A namedtuple's field (a C descriptor): a field named `count` or `index` reads the tuple."""
_ATTRIBUTE_ITEMS = (dict.__getitem__, dict.get, dict.__setitem__, dict.__delitem__, dict.pop)
"""What `class AttrDict(dict): __getattr__ = dict.__getitem__` binds: items it holds (walked)."""
_VALUE_PACKAGES = ("numpy", "pandas")
_ATTRIBUTE_HOOKS = ("__getattr__", "__setattr__", "__delattr__")


def _redefined(cls, made, mock_base, *, _field=_TUPLE_FIELD):
    """What program-made bases of a class that extends a built-in or library class redefine
    of how it compares: VALUE_DUNDERS, `__missing__`, methods named for comparing (`equals`),
    and, over a C-defined base (int, list, dict, deque) or a numpy or pandas class, any
    public method of that base (`dict.get`, `dict.items`, `Series.to_numpy`): a test reads
    the value through them.

    Mocks are left to the probes: unittest.mock makes a class per mock and sets its magic
    methods there, so every mock looks like a class that redefines them all.
    """
    made_ids = {id(base) for base in made}  # by identity: a metaclass may redefine ==
    mro = _MRO_OF(cls)
    if all(id(base) in made_ids or base is object for base in mro):
        return []  # a class of the program's own: its probes judge its equality
    if any(base is mock_base for base in mro):
        return []
    readers = {*VALUE_DUNDERS, "__missing__"}
    for base in mro:
        if id(base) in made_ids or base is object:
            continue
        space = _DICT_OF(base)
        if not _FLAGS_OF(base) & _HEAP_TYPE or _top(space.get("__module__")) in _VALUE_PACKAGES:
            readers.update(name for name in space if not name.startswith("_"))
    library = _library_based(cls, made_ids)
    return sorted(
        {
            name
            for base in made
            for name, value in _DICT_OF(base).items()
            if (
                name in readers
                or _METHOD_COMPARING(name)
                or (library and name not in _PLAIN_MEMBERS and _is_code(value))
            )
            and type(value) is not _field
            and not (name in _ATTRIBUTE_HOOKS and any(value is i for i in _ATTRIBUTE_ITEMS))
        }
    )


_PLAIN_MEMBERS = frozenset({"__init__", "__new__", "__repr__", "__str__", "__init_subclass__"})
"""What a program's subclass of a numpy or pandas class may define beside data: the walk
reads such objects through the library's code (`to_numpy`, `dtypes`), which calls hooks a
subclass defines (`_constructor`, `__array_finalize__`), and must run none of the program's."""


def _library_based(cls, made_ids):
    """Whether a class extends a numpy or pandas class (its arrays are read by library code)."""
    return any(
        id(base) not in made_ids and _top(_MODULE_OF(base)) in _VALUE_PACKAGES
        for base in _MRO_OF(cls)
    )


def _is_code(value):
    """Whether a class attribute runs code when read or called (a function, a property, any
    descriptor), rather than being data."""
    return callable(value) or any("__get__" in _DICT_OF(base) for base in _MRO_OF(type(value)))


class _Facts:
    """What the walk needs of one class: why it is refused, whether its objects are probed,
    whether what they hold is walked, whether it is a mock's."""

    __slots__ = ("why", "probed", "holds", "mock", "made", "shared", "reads", "library", "rank")

    def __init__(self, kind, known):
        mock_base = known.get("mock")
        mro = _MRO_OF(kind)
        self.why = _REFUSED.get(kind)
        self.probed = bool(_FLAGS_OF(kind) & _HEAP_TYPE)
        self.mock = any(base is mock_base for base in mro)
        made = _program_made(kind, known) if self.probed else []
        self.made = bool(made) or self.mock
        redefined = _redefined(kind, made, mock_base) if made else []
        if redefined:
            self.why = f"the program made redefines {', '.join(redefined)}"
        self.shared = [  # class attributes of the program's classes: `result.values` reads them
            value
            for base in made
            for name, value in _DICT_OF(base).items()
            if not (name.startswith("__") and name.endswith("__"))
        ]
        self.library = (
            self.probed
            and not self.made
            and all(
                not _FLAGS_OF(base) & _HEAP_TYPE or _top(_MODULE_OF(base)) in _VALUE_PACKAGES
                for base in mro
            )
        )
        """numpy's and pandas' own classes: their comparisons are theirs (the tamper check
        watches their code), so light probes suffice (a one-item pandas array equal to
        anything still equals two of them), and what they hold is read through their own
        readers (`_children`), not their internals."""
        self.rank = 0 if self.made else 2 if self.library else 1
        """Where the walk lists its objects: the program's first (they get full probes)."""
        compares = next((base for base in mro if "__eq__" in _DICT_OF(base)), object)
        self.holds = kind in _HOLDERS or (
            self.probed
            and not self.mock
            and (
                (not self.library and (bool(made) or compares is not object))
                or (
                    not made
                    and not any("to_numpy" in _DICT_OF(base) for base in mro)
                    and _library_based(kind, set())
                )
            )
        )
        """A numpy or pandas object without `to_numpy` (a GroupBy, a Rolling, a FrozenList,
        a MaskedArray, a CategoricalDtype) is walked by what it refers to: it has no reader."""
        self.reads = not self.mock and (
            not made or _library_based(kind, {id(base) for base in made})
        )


def _children(item, facts, *, _referents=gc.get_referents, _type=type):
    """What an object holds that a comparison may read: for holders (C containers, objects of
    the program's classes and of classes that define their own equality: a namedtuple, a
    dataclass, a UserList, a Counter, a Fraction) the objects it refers to, read by the
    garbage collector's traversal; for arrays and frames of objects (numpy, pandas) their
    items, index and columns, read by library code. No code of the program's runs here: it
    could change what the walk has passed."""
    children = []
    if facts.holds:
        children += [
            child
            for child in _referents(item)
            if not _FLAGS_OF(_type(child)) & _TYPE_SUBCLASS
            and _type(child) is not types.ModuleType
        ]
    if not facts.reads:
        return children  # a mock makes up any attribute; the program's own code runs not here
    dtype = getattr(item, "dtype", None)
    dtypes = getattr(item, "dtypes", None) if dtype is None else None
    kinds = [dtype] if dtype is not None else list(dtypes) if dtypes is not None else []
    if any(_holds_objects(kind) for kind in kinds):
        to_numpy = getattr(item, "to_numpy", None)
        array = to_numpy() if callable(to_numpy) else item
        children.append(array.reshape(-1)[:MAX_WALK].tolist())
    if dtypes is not None:
        children += [getattr(item, "index", None), getattr(item, "columns", None)]
    elif dtype is not None and not callable(getattr(item, "index", None)):
        children.append(getattr(item, "index", None))
    if facts.library and dtype is not None:  # a frame's `name` would be a column
        name = getattr(item, "name", None)  # a Series' or an Index's: tests compare it
        names = getattr(item, "names", None)  # a MultiIndex's, in a list made at each read
        children += [] if callable(name) else [name]
        children += list(names) if isinstance(names, list) else []
    if facts.library and kinds:  # a Series' or a frame's `attrs`, a category dtype's categories
        attrs = getattr(item, "attrs", None)
        children += [] if callable(attrs) else [attrs]
        children += [kind for kind in kinds if _holds_objects(kind)]
    return children


def _holds_objects(dtype):
    """Whether a numpy or pandas dtype holds Python objects (object, structured with object
    fields, category)."""
    holds = getattr(dtype, "hasobject", None)
    return holds if type(holds) is bool else getattr(dtype, "kind", "") == "O"


def _walk(value, known, *, _type=type, _id=id):
    """(objects to probe, why the value is refused or None, ids of the objects light probes
    suffice for): every object a comparison of `value` may read, up to MAX_WALK of them,
    without running the program's code."""
    stack, seen, found, facts_of = [(value, 0)], {}, ([], [], []), {}
    while stack and len(seen) < MAX_WALK:
        item, depth = stack.pop()
        if _id(item) in seen:
            continue
        seen[_id(item)] = item  # kept: an id freed during the walk could be reused
        kind = _type(item)
        if kind is dict:
            children = [*item.keys(), *item.values()]
        elif kind in _EXACT_CONTAINERS:
            children = list(item)
        else:
            facts = facts_of.get(kind)
            if facts is None:
                facts = facts_of[kind] = _Facts(kind, known)
                stack += [(shared, depth + 1) for shared in facts.shared]
            if facts.why:
                return [], f"a {_NAME_OF(kind)!s:.80} {facts.why}", set()
            if facts.probed:  # the program's first (full probes), numpy's and pandas' last
                found[facts.rank].append(item)
            try:
                children = _children(item, facts)
            except BaseException:  # noqa: BLE001 - unreadable: its parts unchecked
                children = []
        if depth < _DEPTH_LIMIT:
            stack += [(child, depth + 1) for child in children if _type(child) not in _EXACT_PLAIN]
    light = {_id(item) for item in found[2]}
    return [*found[0], *found[1], *found[2]][:MAX_PROBED], None, light


def forged_value(
    value,
    known,
    *,
    _reseed=_RESEED,
    _urandom=os.urandom,
    _type=type,
    _collecting=gc.isenabled,
    _pause=gc.disable,
    _resume=gc.enable,
    _quiet=warnings.catch_warnings,
    _ignore=warnings.simplefilter,
):
    """Why a value the program returned would fake a comparison, or None.

    Walks the value (`_walk`: containers built-in or not, what objects of classes with their
    own equality hold, object arrays and frames), probes every object in one shuffled order
    (`_judge`), then walks it again (`_probed_rounds`). Objects of C-defined types (int, str,
    numpy's arrays and scalars) compare as their unchangeable code says. Any other must not
    equal a fresh sentinel or two different plain values, nor order inconsistently, nor differ
    by nothing from two numbers (`mock.ANY`, `pytest.approx(0, abs=1e18)`, a class with
    `__eq__` returning True, one equal to every small int all do); and a class the program
    made on a built-in type may not redefine VALUE_DUNDERS (`class R(float)` with `__sub__`
    returning 0 fakes `assertAlmostEqual` without claiming any equality).
    """
    _reseed(_urandom(32))
    collecting = _collecting()
    _pause()  # the probes make many short-lived tuples: full collections would double the cost
    try:
        with _quiet():  # a probe's warning (pandas on `frame == {}`) is not the program's
            _ignore("ignore")
            return _probed_rounds(value, known)
    finally:
        if collecting:
            _resume()


def _probed_rounds(value, known, *, _type=type, _id=id):
    """`forged_value`'s walk and probes, walked again after the probes: an object's `__eq__`
    runs during them and could put new objects where the walk has passed (and take them away
    once the test has compared them). New objects are probed in turn; a value that still
    changes after two rounds is refused."""
    probed = {}  # by id and class: `__class__` can be assigned
    for _ in range(_ROUNDS):
        objects, why, light = _walk(value, known)
        if why is not None:
            return why
        fresh = [item for item in objects if (_id(item), _type(item)) not in probed]
        if not fresh:
            return None
        probed.update(((_id(item), _type(item)), item) for item in fresh)  # kept: ids stay
        lighter = {index for index, item in enumerate(fresh) if _id(item) in light}
        judged = _judge(fresh, known.get("mock"), lighter)
        if judged is not None:
            index, why = judged
            return f"a {_NAME_OF(_type(fresh[index]))!s:.80} {why}"
    objects, why, _ = _walk(value, known)
    if why is None and any((_id(item), _type(item)) not in probed for item in objects):
        return "changed while it was checked: objects appeared in it as it was compared"
    return why


# --- the guard ---


def _checked_items(iterator, checked):
    for item in iterator:
        yield checked(item)


async def _checked_result(coroutine, checked):
    return checked(await coroutine)


async def _checked_async_items(generator, checked):
    async for item in generator:
        yield checked(item)


def _keep(kept, value):
    """Keep `value` for the check after the suite: the first MAX_KEPT values, then a random
    sample (kept[0] counts the values returned)."""
    kept[0] += 1
    if len(kept) <= MAX_KEPT:
        kept.append(value)
    elif _below(kept[0]) < MAX_KEPT:
        kept[1 + _below(MAX_KEPT)] = value


def _guarded(
    function,
    known,
    found,
    kept,
    *,
    _check=forged_value,
    _forged=ForgedValue,
    _type=type,
    _keep=_keep,
    _wrappers=(
        (types.GeneratorType, _checked_items),
        *((kind, _checked_items) for kind in _ITERATORS),
        (types.CoroutineType, _checked_result),
        (types.AsyncGeneratorType, _checked_async_items),
    ),
):
    """`function` as the tests call it: each value it returns is checked (`forged_value`)
    before a test sees it; a forged one is recorded and raised into the test. Generators and
    C iterators hand on their items checked one by one, coroutines their result; values are
    kept to be checked again after the suite."""
    import functools  # noqa: PLC0415 - imported before the program runs

    wrappers = dict(_wrappers)

    def checked(value):
        why = _check(value, known)
        if why is not None:
            found.append(why)
            raise _forged(why)
        _keep(kept, value)
        return value

    def entry_point(*args, **kwargs):
        value = checked(function(*args, **kwargs))
        wrapper = wrappers.get(_type(value))
        return value if wrapper is None else wrapper(value, checked)

    functools.update_wrapper(entry_point, function)
    if _type(function) is not types.FunctionType:  # `task_func.cache_info()` still works
        for name in dir(function):
            if not name.startswith("_") and name not in vars(entry_point):
                with contextlib.suppress(Exception):
                    setattr(entry_point, name, getattr(function, name))
    return entry_point


_HARNESS_SPACE = globals()


def _fingerprint(function, *, _function=types.FunctionType, _space=_HARNESS_SPACE):
    """The code, defaults and closure cells of the guard and of the harness's functions in its
    cells (not the program's own function's): what the program would swap to disable the
    guard, `task_func.__closure__` being in its reach."""
    parts, stack, seen = [], [function], set()
    while stack:
        current = stack.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        parts += [current, current.__code__, current.__defaults__, current.__kwdefaults__]
        for cell in current.__closure__ or ():
            try:
                contents = cell.cell_contents
            except ValueError:
                contents = None
            parts.append(contents)
            if type(contents) is dict:  # the wrappers by type
                parts += [part for pair in contents.items() for part in pair]
                stack += [value for value in contents.values() if type(value) is _function]
            elif type(contents) is _function and contents.__globals__ is _space:
                stack.append(contents)
    return parts


def _guard_entry(module, name, known, found, kept):
    """Put the guarded entry point where the program and the tests look it up: (the module
    the tests run in, `_tests_module`; the guard and its fingerprint, to check it is still
    there after each test and after the suite, or None when there is no entry point). Any
    callable is guarded: an `lru_cache` wrapper, a partial, a class."""
    function = module.__dict__.get(name)
    if not callable(function):
        return _tests_module(module), None
    guard = _guarded(function, types.MappingProxyType(known), found, kept)
    module.__dict__[name] = guard
    return _tests_module(module), (guard, _fingerprint(guard))


def _tests_module(module, *, _names=_BUILTINS, _str=str, _type=type):
    """The module the tests run in: the program's names (its imports, its helpers, the
    guarded entry point) except those that shadow a builtin, over the pristine builtins.

    A program's own `def sorted(...)` or `len = ...` would otherwise decide
    `self.assertEqual(sorted(task_func()), [1, 2, 3])`. The program keeps its module, so its
    own code still sees its own names (`from numpy import *` replaces `sum`, honestly), and
    the tests' `mock.patch("__test__.name")` still reaches it through `sys.modules`.
    """
    tests = types.ModuleType(module.__name__)
    space = tests.__dict__
    for name, value in list(module.__dict__.items()):
        if _type(name) is _str and (name not in _names or name.startswith("__")):
            space[name] = value
    space["__builtins__"] = builtins
    return tests


def _guard_intact(module, name, guard, *, _fingerprint=_fingerprint):
    """Whether the entry point is still the guard, with its code and cells as made."""
    if guard is None:
        return True
    current = _fingerprint(guard[0])
    return (
        module.__dict__.get(name) is guard[0]
        and len(current) == len(guard[1])
        and all(a is b for a, b in zip(current, guard[1], strict=True))
    )


def _entry_watcher(module, job, guard, rebound, *, _intact=_guard_intact):
    """What the recorder calls after each test: notes a test after which the entry point was
    not the guard (rebound for some tests and put back before the suite ends)."""
    name = job.get("entry_point") or ""

    def after_test():
        if not _intact(module, name, guard):
            rebound.append(name)

    return after_test


def _guard_changed(module, job, guard, known, seen, *, _check=forged_value):
    """What the suite showed of the guard: the entry point rebound or changed (now or after
    any test), a forged value it caught, or a value it let through that fakes comparisons now
    (an object that agreed only after its probes)."""
    found, kept, rebound = seen
    changed = []
    if rebound or not _guard_intact(module, job.get("entry_point") or "", guard):
        changed.append("the guarded entry point")
    if not found:
        for value in kept[1:]:
            try:
                why = _check(value, known)
            except BaseException:  # noqa: BLE001 - the walk itself failed: judged before
                why = None
            if why is not None:
                found.append(f"{why} (after the tests)")
                break
    if found:
        changed.append(f"a value the entry point returned: {found[0]}")
    return changed


# --- unittest: what the program may reach of the process ---------------------------------------

_FRAME_ATTRIBUTES = frozenset({"tb_frame", "gi_frame", "cr_frame", "ag_frame"})
"""The frame-giving attributes Python audits on read (`object.__getattr__`)."""
_FROM_THE_CALLER = frozenset(
    {"sys._getframe", "code.__new__", "marshal.loads", "ctypes.dlsym", "ctypes.PyObj_FromPtr",
     "ctypes.string_at", "ctypes.wstring_at", "ctypes.cdata", "sys.settrace", "sys.setprofile"}
)  # fmt: skip
"""Refused when the code that asked is the sample's (libraries may: namedtuple, warnings and
logging read their caller's frame, doctest puts the tracer back, threadpoolctl loads BLAS
with ctypes; a debugger class from `bdb` asks on its caller's behalf). For `ctypes.dlsym`,
only CPython's own functions (`pythonapi.PyEval_GetFrame`). While the sample is on the
stack a frame is refused even to a library when it lies beyond the sample's first frame
(pandas' `Scope(level=n)`, pydantic's parent namespace), or when a frame-walking library
has had a function replaced (`logging._is_internal_frame` would be handed the frames)."""
_FROM_ANYWHERE = frozenset(
    {"sys._current_frames", "sys.addaudithook", "gc.get_objects", "gc.get_referrers",
     "gc.get_referents"}
)  # fmt: skip
"""Refused whenever the sample's code is on the stack or the thread is not the harness's:
no honest program needs another thread's frames, an audit hook or the heap (the harness
walks returned values with gc once the program's code returned, and a harness function the
program calls has the program on the stack)."""
_FRAME_CONSUMERS = (
    ("logging", "_is_internal_frame"), ("logging", "Logger.findCaller"),
    ("warnings", "_is_internal_frame"), ("warnings", "_next_external_frame"),
    ("inspect", "getframeinfo"), ("inspect", "getfile"), ("inspect", "getsourcefile"),
    ("inspect", "getmodule"), ("inspect", "getlineno"), ("inspect", "findsource"),
    ("traceback", "walk_stack"), ("traceback", "walk_tb"), ("traceback", "FrameSummary.__init__"),
    ("traceback", "StackSummary._extract_from_extended_frame_gen"),
)  # fmt: skip
"""Functions that libraries hand the frames they walk to (logging's `findCaller` passes each
frame to `_is_internal_frame`): while the sample is on the stack, frames are refused once
one of them was replaced or changed its code."""


def _frame_consumers():
    """(function, its code) for each of `_FRAME_CONSUMERS` already imported."""
    found = []
    for module_name, path in _FRAME_CONSUMERS:
        value = sys.modules.get(module_name)
        for part in path.split("."):
            value = getattr(value, part, None)
        if isinstance(value, types.FunctionType):
            found.append((module_name, path, value, value.__code__))
    return found


_PASS_THROUGH = (
    *[("inspect.py", name) for name in ("currentframe", "stack", "trace", "getouterframes",
                                        "getinnerframes")],
    *[("traceback.py", name) for name in ("walk_stack", "walk_tb", "StackSummary.extract",
                                          "StackSummary._extract_from_extended_frame_gen")],
    ("logging/__init__.py", "<lambda>"), ("asyncio/base_tasks.py", "_task_get_stack"),
    ("unittest/mock.py", None), ("weakref.py", None), ("copy.py", None), ("functools.py", None),
    ("bdb.py", None), ("pdb.py", None), ("concurrent/futures/thread.py", None),
    ("ctypes/__init__.py", None),
)  # fmt: skip
"""(file, function or None for all of it) of the library code that asks on its caller's
behalf: functions that hand the frames they read back (`inspect.stack`), and code that calls
what it is given and hands its result back (a mock's `side_effect`, `weakref.finalize`,
`copy`'s reconstructors, a thread pool's work item, ctypes' wrappers). Who asked is the
first caller outside them. File names end the path; the code must also be trusted."""
_MEMORY_FILE = re.compile(r"(^|/)(mem|map_files)(/|$)")
"""/proc/<pid>/mem and map_files: the process's memory as files (the secret is in it). Its
map (`maps`) stays readable: threadpoolctl, which scikit-learn uses, reads it."""


def _trusted_places():
    """Where trusted code lives: the directories on sys.path this process cannot write (the
    interpreter's library and site-packages)."""
    places = []
    for entry in sys.path:
        if (
            entry
            and os.path.isabs(entry)
            and os.path.isdir(entry)
            and not os.access(entry, os.W_OK)
        ):
            places.append(entry.rstrip("/") + "/")
    return tuple(places)


def _harness_code(space, tests_code):
    """Every code object of the harness (its functions, methods and what they nest) and of
    the tests: trusted by identity, since the sample may write a file where the harness's
    name points, and compile its own code as `tests.py`."""
    found, stack = set(), [tests_code] if tests_code is not None else []
    for value in space.values():
        if isinstance(value, types.FunctionType):
            stack.append(value.__code__)
        elif isinstance(value, type) and value.__module__ == space["__name__"]:
            stack += [
                v.__code__ for v in vars(value).values() if isinstance(v, types.FunctionType)
            ]
    while stack:
        code = stack.pop()
        if code not in found:
            found.add(code)
            stack += [c for c in code.co_consts if isinstance(c, types.CodeType)]
    return frozenset(found)


_OUTCOME_SPACES = ("contextlib", "unittest.case", "unittest.util", "unittest.async_case")
"""The modules whose code decides a test's outcome (`_Outcome.testPartExecutor` is a
`contextlib.contextmanager`): their globals and classes are watched while the suite runs."""


def _outcome_spaces():
    """(owner, namespace) for what decides a test's outcome: the modules of
    `_OUTCOME_SPACES` and the classes they define."""
    owners = [sys.modules[name] for name in _OUTCOME_SPACES if name in sys.modules]
    for module in list(owners):
        owners += [value for value in vars(module).values()
                   if isinstance(value, type) and value.__module__ == module.__name__]  # fmt: skip
    return [(owner, vars(owner)) for owner in owners]


def _pass_guard(unittest, tools):  # noqa: C901, PLR0915 - one closure, as `_reach_hook`
    """What the hook checks before it takes a pass: the suite's tests (registered once, by
    the harness, before the suite runs); the classes, modules and the tests' own module
    that decide a test's outcome, unchanged since (a test method, an assertion, `_Outcome`
    or what the tests import replaced during one test and put back in a cleanup of the
    last would pass the checks after the suite); and the test's own state in
    `TestCase.run` (the `_Outcome` it filled, the instance's attributes). Reads nothing the
    program can rebind, as `_reach_hook`. Returns (register, name_of_pass) and the namespace
    snapshot and comparison they use, which the hook uses too (snapshot, same)."""
    kind, text, size, identity, missing, type_dict = tools
    mro_of, function, indices = type.__dict__["__mro__"].__get__, types.FunctionType, range
    case, outcome_type, builtin_names, every = (
        unittest.case,
        unittest.case._Outcome,
        _BUILTINS,
        all,
    )
    spaces = _outcome_spaces()
    testcase_names = frozenset(key for key in type_dict(case.TestCase) if kind(key) is text)
    run_code, expected_code = (
        case.TestCase.run.__code__,
        case.TestCase._addExpectedFailure.__code__,
    )
    tests, watched, methods = {}, {}, set()

    def state(value):
        """What a name holds; for a function also its code and defaults (they change in
        place, without rebinding the name)."""
        if kind(value) is function:
            return (value, value.__code__, value.__defaults__, value.__kwdefaults__)
        return (value,)

    def snapshot(space):
        kept = {}
        for key, value in space.items():
            if kind(key) is text and key != "__warningregistry__" and key not in _SETTINGS:
                kept[key] = state(value)
        return kept

    def unchanged(value, before):
        now = state(value)
        return size(now) == size(before) and every(
            now[index] is before[index] for index in indices(size(now))
        )

    def same(space, kept):
        """Every name as it was, and no new one."""
        count = 0
        for key, value in space.items():
            if kind(key) is not text:
                return False
            if key == "__warningregistry__" or key in _SETTINGS:
                continue
            before = kept.get(key, missing)
            if before is missing or not unchanged(value, before):
                return False
            count += 1
        return count == size(kept)

    def data_descriptor(value):
        """Whether `value`'s class intercepts setting or deleting (a property)."""
        for klass in mro_of(kind(value)):
            for key in type_dict(klass):
                if kind(key) is not text or key in ("__set__", "__delete__"):
                    return True
        return False

    def same_test_class(space, kept):
        """The tests' own class: its methods as they were; other attributes may be set or
        changed (`setUpClass` does, `cls._temp = ...` too), but none that is a dunder
        (`__getattribute__`), a test, one of TestCase's (`failureException`, `run`, an
        assertion) or a property (`_outcome`)."""
        for key, value in space.items():
            if kind(key) is not text:
                return False
            before = kept.get(key, missing)
            if before is not missing and unchanged(value, before):
                continue
            if before is not missing and kind(before[0]) is function:
                return False
            dunder = key.startswith("__") and key.endswith("__")
            if (
                dunder
                or key.startswith("test")
                or (key in testcase_names and key not in _SETTINGS)
            ):
                return False
            if data_descriptor(value):
                return False
        for key, before in kept.items():
            if key not in space and kind(before[0]) is function:
                return False
        return True

    def same_globals(space, kept):
        """The tests' module: every name as it was; a new one may not shadow a builtin."""
        count = 0
        for key, value in space.items():
            if kind(key) is not text:
                return False
            before = kept.get(key, missing)
            if before is missing:
                if key in builtin_names:
                    return False
                continue
            if not unchanged(value, before):
                return False
            count += 1
        return count == size(kept)

    def register(entries, tests_space):
        if tests:
            return False
        for test, name, cls, expecting, method in entries:
            mro = mro_of(cls)
            tests[identity(test)] = (test, name, cls, mro, expecting, method)
            for klass in mro[:-1]:  # not `object`
                space = type_dict(klass)
                methods.update(key for key, value in space.items()
                               if kind(key) is text and kind(value) is function)  # fmt: skip
                if identity(klass) not in watched:  # unittest's own: watched from the start
                    watched[identity(klass)] = (same_test_class, space, snapshot(space))
        watched[identity(tests_space)] = (same_globals, tests_space, snapshot(tests_space))
        return True

    for owner, space in spaces:  # as they were before the program ran
        watched[identity(owner)] = (same, space, snapshot(space))

    def own_state(above, entry):
        """`TestCase.run`'s frame (`above`) for the test of `entry`: its `_Outcome` says it
        succeeded as a test expected to (no failure kept as an expected one), and the
        instance neither runs another method nor shadows one."""
        run_locals = above.f_locals
        outcome = run_locals.get("outcome")
        if (
            kind(outcome) is not outcome_type
            or run_locals.get("expecting_failure") is not entry[4]
        ):
            return False
        if outcome.result is not run_locals.get("result"):
            return False  # failures sent elsewhere than the result that reports the pass
        if outcome.success is not True or outcome.expecting_failure is not False:
            return False  # `run` puts `expecting_failure` back to False after the method
        if (outcome.expectedFailure is not None) is not entry[4]:
            return False
        attributes = entry[0].__dict__
        name = attributes.get("_testMethodName")
        if kind(name) is not text or name != entry[5]:
            return False
        return every(kind(key) is text and key not in methods for key in attributes)

    def name_of_pass(caller, test):
        """The registered name of `test` when its pass is genuine, else None."""
        entry = tests.get(identity(test))
        if entry is None or entry[0] is not test or kind(test) is not entry[2]:
            return None
        above = caller.f_back
        if caller.f_code.co_name == "addExpectedFailure":
            if above is None or above.f_code is not expected_code or not entry[4]:
                return None
            above = above.f_back
        if above is None or above.f_code is not run_code or mro_of(entry[2]) is not entry[3]:
            return None
        for check, space, kept in watched.values():
            if not check(space, kept):
                return None
        return entry[1] if own_state(above, entry) else None

    return register, name_of_pass, snapshot, same


def _sealed_originals(*, _audit=sys.audit):
    """Swap `_signal.signal` and `_imp.create_builtin` for functions that ask the audit hook,
    and return the originals, which then only the hook holds.

    Why: a Python signal handler is handed the frame the signal interrupted (no audit event),
    and `f_back` from it leads to unittest's `TestCase.run`, whose `_Outcome` a handler could
    make report a failing test as passed; `_imp.create_builtin` would make a fresh `_signal`
    module with the original function. The swapped functions hold nothing (they pass a box
    for the answer), so nothing the program reaches leads to the originals.
    """
    import _imp  # noqa: PLC0415 - the module importlib itself calls
    import _signal  # noqa: PLC0415

    originals = (_signal.signal, _imp.create_builtin)

    def asking(event):
        def ask(*args):
            box = []
            _audit(event, *args, box)
            return box[0]

        return ask

    _signal.signal = asking("vibebench.signal")
    _imp.create_builtin = asking("vibebench.create_builtin")
    return originals


def _reach_hook(bottom, tests_code, fd, secret):  # noqa: C901, PLR0915 - one closure, see below
    """The audit hook `seal_reach` installs, and the list of what it refused.

    One closure, on purpose: the program may rebind this module's names, the builtins and
    the attributes of any class (setting a class's attribute raises no audit event), so the
    hook and its helpers read no global, no builtin and no class attribute once made: what
    they use is bound here, in cells only the hook (which only the interpreter's list of
    hooks holds) leads to: the channel and its secret among them. They test exact types
    (`kind(x) is text`, never `isinstance`, which may ask the object), so none of the
    program's code runs inside the hook.

    Besides refusing, the hook is the only writer of the channel: the recorder hands it each
    outcome (`vibebench.outcome`), the harness the suite's tests (`vibebench.tests`) and the
    end of the run (`vibebench.final`: done, tampered, or a load error), and it writes them,
    with the secret, only then. A pass counts only from `RecordingResult.addSuccess` called
    by unittest's own `TestCase.run`, for a registered test, with nothing that decides the
    outcome changed and no frame of the sample's on the stack; the end of the run only from
    the harness's own frames.
    """
    import unittest  # noqa: PLC0415 - pristine: imported before the program ran

    thread, ident, get_frame, error, read_file = (
        _thread.get_ident(),
        _thread.get_ident,
        sys._getframe,
        RuntimeError,
        builtins.open,
    )
    os_error, fsdecode, normpath, kind, is_subclass = (
        OSError,
        os.fsdecode,
        os.path.normpath,
        type,
        issubclass,
    )
    text, raw, function_type, code_type = str, bytes, types.FunctionType, types.CodeType
    type_dict, identity, size, write, list_type = (
        type.__dict__["__dict__"].__get__,
        id,
        len,
        os.write,
        list,
    )
    encode = json.encoder.encode_basestring_ascii
    memory_file, pass_through, frame_attributes = (
        _MEMORY_FILE.search,
        _PASS_THROUGH,
        _FRAME_ATTRIBUTES,
    )
    from_caller, from_anywhere = _FROM_THE_CALLER, _FROM_ANYWHERE
    setters = frozenset({"object.__setattr__", "object.__delattr__"})
    reports = frozenset({"vibebench.outcome", "vibebench.tests", "vibebench.final"})
    install_handler, create_builtin = _sealed_originals()
    sealing, int_type = frozenset({"vibebench.signal", "vibebench.create_builtin"}), int
    spec_type = type(sys.modules["builtins"].__spec__)
    spec_space, instance_dict = type_dict(spec_type), spec_type.__dict__["__dict__"].__get__
    builtin_type, sealed_builtins = types.BuiltinFunctionType, frozenset({"_signal", "_imp"})
    checked = from_caller | from_anywhere | setters | reports | {"open", "compile", "exec"}
    statuses = frozenset({"failed", "error"})
    refused, busy, names, through, outcomes, ended = [], set(), {}, {}, [], []
    places, harness = _trusted_places(), _harness_code(_HARNESS_SPACE, tests_code)
    top = frozenset(f.__code__ for f in (sample_unittest, _run_suite, _end_tampered))
    recorder = {
        c.co_name: c for c in _harness_code({"f": _recording_result, "__name__": ""}, None)
    }
    passes = frozenset({recorder["addSuccess"], recorder["addExpectedFailure"]})
    register, name_of_pass, snapshot, same = _pass_guard(
        unittest, (kind, text, size, identity, object(), type_dict)
    )
    spec_kept = snapshot(spec_space)  # a property put on ModuleSpec would name another module
    consumers, frame_type, modules = _frame_consumers(), types.FrameType, sys.modules
    module_type, module_dict = types.ModuleType, types.ModuleType.__dict__["__dict__"].__get__

    def trusted_name(filename):
        verdict = names.get(filename)
        if verdict is None:
            name = filename if kind(filename) is text else fsdecode(filename)
            if not name.startswith("<frozen "):
                name = normpath(name)  # no `..` out of a trusted directory
            verdict = names[filename] = name.startswith(places) or name.startswith("<frozen ")
        return verdict

    def trusted(code):
        return code in harness or trusted_name(code.co_filename)

    def passes_through(code):
        verdict = through.get(code)
        if verdict is None:
            verdict = False
            if trusted(code):
                for file, function in pass_through:
                    if code.co_filename.endswith("/" + file) and function in (
                        None,
                        code.co_qualname,
                    ):
                        verdict = True
            through[code] = verdict
        return verdict

    def asked_by_sample(frame):
        """The first caller outside `_PASS_THROUGH` is not trusted, or there is none (a
        thread pool's work item, say)."""
        passed = False
        while frame is not None and passes_through(frame.f_code):
            frame, passed = frame.f_back, True
        return passed if frame is None else not trusted(frame.f_code)

    def beyond_sample(caller, target):
        """Whether `target` lies below (is older than) the sample's newest frame."""
        seen = False
        frame = caller
        while frame is not None and frame is not bottom:
            if frame is target:
                return seen
            if not trusted(frame.f_code):
                seen = True
            frame = frame.f_back
        return seen

    def holds(module, path, function):
        """Whether `module`'s `path` (a name, or a class and a name) is still `function`,
        read from the dicts themselves (never through the program's descriptors)."""
        if kind(module) is not module_type:
            return False
        space = module_dict(module)
        parts = path.split(".")
        value = space.get(parts[0])
        if size(parts) == 2:
            if not is_subclass(kind(value), kind):
                return False
            value = type_dict(value).get(parts[1])
        return value is function

    def frame_refused(event, args, caller):
        """A frame asked for by trusted code while the sample is on the stack: refused when
        it lies beyond the sample's frames or a frame walker's function was replaced."""
        if not sample_on_stack(caller):
            return False
        for module_name, path, function, code in consumers:
            if function.__code__ is not code or not holds(
                modules.get(module_name), path, function
            ):
                return True
        target = args[0] if event == "sys._getframe" else None
        return kind(target) is frame_type and beyond_sample(caller, target)

    def sample_on_stack(frame):
        if ident() != thread:
            return True
        while frame is not None and frame is not bottom:
            if not trusted(frame.f_code):
                return True
            frame = frame.f_back
        return False

    def from_top(frame):
        """Called by the harness's own top frames (`sample_unittest` and what it calls to
        end the run), and by nothing else."""
        while frame is not None and frame is not bottom:
            if frame.f_code not in top:
                return False
            frame = frame.f_back
        return frame is bottom and ident() == thread

    def harness_object(target):
        """One of the harness's functions or classes: nothing changes them once the program
        runs (a class's attributes change without an event; its functions' code does not)."""
        if kind(target) is function_type:
            return target.__code__ in harness
        if not is_subclass(kind(target), kind):
            return False
        for value in type_dict(target).values():
            if kind(value) is function_type and value.__code__ in harness:
                return True
        return False

    def forged_source(filename, source):
        """Code compiled under a trusted file's name from other source than the file's (what
        the `code` module or `compile` would make pass for a library's)."""
        if kind(filename) not in (text, raw) or not trusted_name(filename):
            return False
        try:
            with read_file(filename, "rb") as handle:
                contents = handle.read()
        except os_error:
            return True
        if kind(source) is text:
            source = source.encode("utf-8", "surrogateescape")
        return kind(source) is not raw or source != contents

    def refuses(event, args, caller):
        if event in setters:
            return harness_object(args[0])
        if event == "object.__getattr__" or event in from_caller:
            name = args[-1] if args else None
            if (
                event == "ctypes.dlsym"
                and kind(name) is text
                and not name.startswith(("Py", "_Py"))
            ):
                return False  # a library's own symbol, not CPython's
            if asked_by_sample(caller):
                return True
            if event in ("sys._getframe", "object.__getattr__"):
                return frame_refused(event, args, caller)
            return False
        if event in from_anywhere:  # the harness's own gc walks run with no sample frame
            return sample_on_stack(caller)
        if event == "open":  # a path-like object is not read: that would run its code here
            path = fsdecode(args[0]) if kind(args[0]) is raw else args[0]
            return kind(path) is text and memory_file(path) is not None and sample_on_stack(caller)
        if event == "compile":
            return forged_source(args[1], args[0])
        code = args[0]  # exec: a function's code run bare, with the program's globals
        return (
            kind(code) is code_type
            and code.co_name != "<module>"
            and trusted_name(code.co_filename)
            and asked_by_sample(caller)
        )

    def emit(event):
        """One JSON line, ending with the secret, built with the C string encoder only."""
        parts = []
        for key, value in event.items():
            if kind(value) is list_type:
                value = "[" + ", ".join([encode(item) for item in value]) + "]"
            else:
                value = encode(value if kind(value) is text else text(value))
            parts.append(encode(key) + ": " + value)
        parts.append('"token": ' + encode(secret))
        line = ("{" + ", ".join(parts) + "}\n").encode("ascii")
        while line:
            line = line[write(fd, line) :]

    def take_outcome(args, caller):
        """A test's outcome from the recorder; False for a pass that did not come its way."""
        if size(args) != 4 or kind(args[2]) is not text:
            return False
        test, name, status, message = args
        if status == "passed":
            if caller.f_code not in passes or sample_on_stack(caller):
                return False
            name = name_of_pass(caller, test)
            if name is None:
                return False
        elif status not in statuses or kind(name) is not text or kind(message) is not text:
            return False
        outcomes.append({"event": "test", "name": name, "status": status, "message": message})
        return True

    def take_final(args):
        """The end of the run, from the harness: the outcomes and `done`, or what ended it."""
        what, detail = args
        ended.append(what)
        if what == "load":
            emit({"event": "test", "name": "load", "status": "error", "message": detail})
        elif what == "tampered":
            emit({"event": "tampered", "what": detail})
        else:
            for outcome in outcomes:
                emit(outcome)
            emit({"event": "done"})
        return True

    def takes(event, args, caller):
        """Take a report; False for one that did not come the way the harness's do."""
        if ended:
            return True  # the run's report is written: nothing counts after it
        if event == "vibebench.outcome":
            return take_outcome(args, caller)
        if not from_top(caller):
            return False
        if event == "vibebench.tests":
            return size(args) == 2 and register(args[0], args[1])
        return take_final(args)

    def without_frame(handler):
        """`handler`, called with no frame: the frame a signal interrupts leads, through
        `f_back`, to unittest's own run and its outcome."""

        def trampoline(signum, frame):
            del frame
            return handler(signum, None)

        return trampoline

    def seal(event, args):
        """The two functions the program reaches sealed ones through: a signal handler is
        installed behind `without_frame`, and `_signal` and `_imp` are not made anew."""
        if event == "vibebench.signal":
            number, handler, box = args
            if kind(handler) is not builtin_type and not is_subclass(kind(handler), int_type):
                handler = without_frame(handler)
            box.append(install_handler(number, handler))
            return
        spec, box = args
        name = instance_dict(spec).get("name") if kind(spec) is spec_type else None
        if kind(name) is not text or name in sealed_builtins or not same(spec_space, spec_kept):
            what = "making a built-in module anew"
            refused.append(what)
            raise error("a unittest sample may not use " + what)
        box.append(create_builtin(spec))

    def hook(event, args):
        if event == "object.__getattr__":
            if args[1] not in frame_attributes:  # `(object, name)`, made by CPython
                return
        elif event in sealing:
            seal(event, args)
            return
        elif event not in checked:
            return
        me = ident()
        if me in busy:  # the hook's own reads of frames and files
            return
        busy.add(me)
        try:
            caller = get_frame(1)  # what raised the event
            denied = (
                not takes(event, args, caller)
                if event in reports
                else refuses(event, args, caller)
            )
        finally:
            busy.discard(me)
        if denied:
            what = event if event != "object.__getattr__" else "reading " + args[1]
            refused.append(what)
            if not ended:  # reported at once: the program may exit before the harness could
                ended.append("tampered")
                emit({"event": "tampered", "what": ["refused: " + what]})
            raise error("a unittest sample may not use " + what)

    return hook, refused


def seal_reach(bottom, tests_code, fd, secret):
    """Hand the channel to an audit hook and refuse the program, from now on, what it would
    need to write to it or read its secret: the hook (it cannot be removed) refuses the
    sample's own code frames (`sys._getframe`, an exception's `tb_frame`, a generator's
    `gi_frame`, directly or through a library function that hands frames back or calls what
    it is given), the heap through `gc`, tracers, audit hooks of its own, ctypes' CPython
    calls and raw reads, the process's memory file, compiling code under a trusted file
    name, changing the harness's functions, and any report that did not come the harness's
    way (`_reach_hook`). Each refusal raises in the sample and is recorded in the list
    returned.

    Trusted code is the harness's and the tests' (by identity), frozen modules, and what
    `_trusted_places` holds; the program and code compiled at run time are not. Frames below
    `bottom`, the harness's, are not looked at.
    """
    hook, refused = _reach_hook(bottom, tests_code, fd, secret)
    sys.addaudithook(hook)
    return refused


def _prepare(job):
    """Before the program runs: import what the tests and the program import, then take
    the tests' libraries' snapshot and the classes that exist (test modules, what the
    snapshot follows, snapshot, known classes, and the lists the guard records in: forged
    values, values kept after a count of values returned, tests after which the entry point
    was not the guard)."""
    test_modules = _imported_names([job["tests"]])
    _import_quietly([*test_modules, *_imported_names([job["program"]])])
    known = _known_classes()
    watch = _watch_list(test_modules, known)
    libraries = (_library_snapshot(test_modules, watch), _functions_state(watch[0]))
    return test_modules, watch, libraries, known, ([], [0], [])


def _compiled_tests(source):
    """The tests' code, compiled before the program runs (the audit hook trusts exactly it),
    or the exception compiling raised (reported once the program has loaded)."""
    try:
        return compile(source, "tests.py", "exec"), None
    except BaseException as exc:  # noqa: BLE001 - a broken suite is reported, not raised
        return None, exc


def _refusal(refused):
    """The tamper report's entry for what the audit hook refused the program, if anything."""
    return (
        [f"the harness's frames or memory ({', '.join(sorted(set(refused)))})"] if refused else []
    )


def _own_changed(own):
    return [
        "the harness's own checks"
        for function, code, defaults, kwdefaults in own
        if function.__code__ is not code
        or function.__defaults__ is not defaults
        or function.__kwdefaults__ is not kwdefaults
    ][:1]


def sample_unittest(job, ctl_fd, _channel):
    """Get the result channel, load the program, then run the suite and report.

    The channel (and the secret the keeper accepts its lines with) comes before the program
    runs, so the program cannot ask for it, and goes straight to an audit hook, the only
    writer of the channel from then on; the hook refuses the program the frames, heap and
    memory the secret could be read from, and takes reports only the harness's way
    (`seal_reach`). The checks run through references taken before the program ran (the
    identity of `_tampered`, `_snapshot`, the other helpers called after the program ran,
    and their defaults is compared here, in this frame), and a tampered run ends with exit
    status 3, an error on the host even when the program also broke the channel.
    """
    import unittest  # noqa: PLC0415 - imported before the program runs, so it is pristine

    own_changed, refusal = _own_changed, _refusal
    pristine = (_snapshot, _tampered, _suite_entries, _collect_tests, _recorder_changed,
                _recorder_methods, _libraries_changed, _guard_entry, _guard_changed,
                _entry_watcher, own_changed, refusal, os._exit, sys.audit, _run_suite,
                _end_tampered, _recording_result)  # fmt: skip
    own = tuple(
        (f, f.__code__, f.__defaults__, f.__kwdefaults__)
        for f in pristine
        if isinstance(f, types.FunctionType)
    )
    fd, secret = _receive_channel(ctl_fd)  # before the program runs: it cannot ask for it
    _disarm_should_stop(unittest)
    before = pristine[0](unittest)
    test_modules, watch, libraries, known, seen = _prepare(job)
    tests_code, tests_error = _compiled_tests(job["tests"])
    refused = seal_reach(sys._getframe(), tests_code, fd, secret)
    del fd, secret  # the hook holds them now
    report = pristine[13]
    module, error = _load_program(job["program"], "__test__")
    if module is None and not refused:
        report("vibebench.final", "load", error)
        return
    changed = own_changed(own) + refusal(refused)
    builtins_seen = module.__dict__.get("__builtins__") if module is not None else builtins
    if builtins_seen is not builtins and builtins_seen is not vars(builtins):
        changed.append("the program's __builtins__")
    changed = changed or pristine[1](before, pristine[0](unittest))
    changed = changed or pristine[6](libraries, test_modules, watch)
    if changed:
        pristine[15](pristine, changed)
    tests, guard = pristine[7](module, job.get("entry_point") or "", known, *seen[:2])
    program_values = frozenset(id(value) for value in tests.__dict__.values())
    try:
        if tests_error is not None:
            raise tests_error
        exec(tests_code, tests.__dict__)
    except BaseException as exc:  # noqa: BLE001 - broken tests are an error, not a crash
        report("vibebench.final", "load", describe(exc))
        return
    state = (unittest, before, test_modules, watch, libraries, known, seen, refused, guard,
             program_values)  # fmt: skip
    pristine[14](job, pristine, own, tests, state)


def _suite_entries(unittest, suite):
    """(test, name, class, expects a failure) for each test of the suite, for the hook."""
    entries, todo = [], [suite]
    while todo:
        item = todo.pop()
        if isinstance(item, unittest.TestSuite):
            todo += list(item)
            continue
        cls = type(item)
        method = getattr(cls, item._testMethodName, None)
        expecting = getattr(cls, "__unittest_expecting_failure__", False) or getattr(
            method, "__unittest_expecting_failure__", False
        )
        entries.append((item, _test_name(item), cls, bool(expecting), item._testMethodName))
    return tuple(entries)


def _run_suite(job, pristine, own, tests, state):
    """Run the suite with the recording result, then check for tampering once more and
    have the hook write the outcomes and `done` (or end the run as tampered)."""
    unittest, before, test_modules, watch, libraries, known, seen, refused, guard, ours = state
    snapshot, tampered, entries_of, collect, recorder_changed, methods_of = pristine[:6]
    libraries_changed, _, guard_changed, watcher, own_changed, refusal = pristine[6:12]
    report = pristine[13]
    suite = collect(unittest, tests, ours)
    report("vibebench.tests", entries_of(unittest, suite), tests.__dict__)
    recorder = pristine[16](unittest, watcher(tests, job, guard, seen[2]), report)
    methods = methods_of(recorder)
    result = recorder()
    suite.run(result)
    changed = own_changed(own)
    if recorder_changed(result, recorder, methods, methods_of(recorder)):
        changed.append("the test result recorder")
    changed += refusal(refused) + guard_changed(tests, job, guard, known, seen)
    changed = changed or tampered(before, snapshot(unittest))
    changed = changed or libraries_changed(libraries, test_modules, watch)
    if changed:
        pristine[15](pristine, changed)
    report("vibebench.final", "done", "")


def _end_tampered(pristine, changed):
    """Have the hook report what was tampered with, then end the process with status 3 (an
    error on the host even when the program broke the channel)."""
    try:
        pristine[13]("vibebench.final", "tampered", [str(item) for item in changed[:20]])
    finally:
        pristine[12](3)


def _receive_channel(ctl_fd):
    """Ask the keeper, once, for the result channel and the secret its lines end with; the
    control socket is closed after (the keeper's end too), so nothing can ask again."""
    ctl = socket.socket(fileno=ctl_fd)
    try:
        ctl.sendall(b"L")
        message, fds, _, _ = socket.recv_fds(ctl, 256, 1)
    finally:
        ctl.close()
    if not fds:
        raise EOFError("no result channel from the keeper")
    return fds[0], message.decode("ascii", "replace")


SAMPLE_RUNNERS = {
    "check_function": sample_check_function,
    "call_based": sample_call_based,
    "stdin_stdout": sample_stdin_stdout,
    "unittest": sample_unittest,
}


# --- the tester side (check_function) --------------------------------------------------------


class SampleGone(Exception):  # noqa: N818 - reads as what happened
    """The sample process stopped answering (exited, crashed or was killed)."""


_BUILTIN_EXCEPTIONS = {
    name: value
    for name, value in vars(builtins).items()
    if isinstance(value, type) and issubclass(value, Exception)
}


class Candidate:
    """Stands in for the sample's entry point: calls cross to the sample process."""

    def __init__(self, rpc_fd, name):
        self._rpc_fd = rpc_fd
        self.__name__ = name

    def __call__(self, *args, **kwargs):
        try:
            send_frame(self._rpc_fd, {"args": encode(list(args)), "kwargs": encode(kwargs)})
            answer = recv_frame(self._rpc_fd)
        except (EOFError, OSError) as err:
            raise SampleGone(f"the program ended early, before it answered: {err}") from None
        if not isinstance(answer, dict):
            raise SampleGone("the program sent an unreadable answer")
        if "raise" in answer:
            raised = answer["raise"] if isinstance(answer["raise"], dict) else {}
            message = str(raised.get("message", ""))
            if raised.get("assertion"):
                raise AssertionError(message)
            error = _BUILTIN_EXCEPTIONS.get(str(raised.get("type")), RuntimeError)
            raise error(message)
        try:
            return decode(answer.get("value"))
        except CodecError as err:
            raise SampleGone(
                f"the program returned a value that is not plain data: {err}"
            ) from None


def run_tester(job, rpc_fd, channel):
    """Run `check(candidate)` here, the candidate living in the sample's process."""
    try:
        ready = recv_frame(rpc_fd)
    except EOFError:
        channel.test("check", "error", "the program ended early, before it was ready")
        return
    if not isinstance(ready, dict) or not ready.get("ready"):
        error = ready.get("error") if isinstance(ready, dict) else "unreadable"
        channel.test("load", "error", str(error))
        return
    namespace = {"__name__": "__tester__", "__builtins__": builtins}
    with contextlib.suppress(BaseException):  # a prompt that does not run defines nothing
        exec(compile(job.get("prompt_code") or "", "prompt.py", "exec"), namespace)
    candidate = Candidate(rpc_fd, job["entry_point"])
    if job.get("entry_point"):
        namespace[job["entry_point"]] = candidate  # tests may call it by name, too
    try:
        exec(compile(job["tests"], "tests.py", "exec"), namespace)
        namespace["check"](candidate)
    except AssertionError:
        channel.test("check", "failed", traceback.format_exc())
    except BaseException:  # noqa: BLE001 - any other exception is an error of the program
        channel.test("check", "error", traceback.format_exc())
    else:
        channel.test("check", "passed")

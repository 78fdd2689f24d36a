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
  The harness keeps pristine references taken before the program loads, receives its result
  channel only after the program's top-level code ran, checks unittest (and unittest.mock),
  builtins (dunders too), json, the harness's own code and its result recorder for tampering
  after loading and after the suite (a tampered run exits with status 3), and reports every
  test; the host requires every test the suite defines to have run and passed (skips fail).
  Before the program runs it imports what the tests and the program import, so the
  comparison functions of the tests' libraries join the tamper check and the classes that
  exist are known; every value the entry point returns is then checked for forged
  comparisons before a test sees it (`forged_value`). What stays possible (the process is
  the program's: forged result lines then an exit, comparisons that tell the probes from the
  tests, answers read from the tests in memory) is written in docs/security.md and
  tests/execute/test_attacks_forgery.py.
"""

import builtins
import contextlib
import json
import math
import os
import select
import signal
import socket
import struct
import sys
import traceback
import types

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


def _tampered(before, after, *, _isinstance=isinstance, _missing=_MISSING):
    """What changed between two snapshots.

    New names count except in builtins and modules (lazy imports add some), and a module
    global may go from None to a value (lazy caches such as unittest.mock's `file_spec`).
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
            if now.get(name, _missing) is not value and not (module and value is None):
                changed.append(f"{group}.{name}")
        if group != "builtins" and not module:
            changed += [f"{group}.{name}" for name in now.keys() - names.keys()]
    return changed


def _recording_result(unittest, channel):
    """A TestResult that reports each outcome at once (skips count as failures)."""
    base = unittest.TestResult
    fmt = traceback.format_exception

    def name_of(test):
        return test.id().removeprefix("__test__.")

    class RecordingResult(base):
        def addSuccess(self, test):  # noqa: N802 - unittest's API
            base.addSuccess(self, test)
            channel.test(name_of(test), "passed")

        def addFailure(self, test, err):  # noqa: N802
            base.addFailure(self, test, err)
            channel.test(name_of(test), "failed", "".join(fmt(*err)))

        def addError(self, test, err):  # noqa: N802
            base.addError(self, test, err)
            channel.test(name_of(test), "error", "".join(fmt(*err)))

        def addSkip(self, test, reason):  # noqa: N802
            base.addSkip(self, test, reason)
            channel.test(name_of(test), "failed", f"skipped: {reason}")

        def addExpectedFailure(self, test, err):  # noqa: N802
            base.addExpectedFailure(self, test, err)
            channel.test(name_of(test), "passed", "expected failure")

        def addUnexpectedSuccess(self, test):  # noqa: N802
            base.addUnexpectedSuccess(self, test)
            channel.test(name_of(test), "failed", "unexpected success")

        def addSubTest(self, test, subtest, err):  # noqa: N802
            base.addSubTest(self, test, subtest, err)
            if err is not None:
                status = "failed" if issubclass(err[0], test.failureException) else "error"
                channel.test(name_of(subtest), status, "".join(fmt(*err)))

    return RecordingResult


def _collect_tests(unittest, module):
    """The suite of the TestCase classes the tests defined in `module`."""
    suite = unittest.TestSuite()
    loader = unittest.TestLoader()
    for value in list(module.__dict__.values()):
        if (
            isinstance(value, type)
            and issubclass(value, unittest.TestCase)
            and value.__module__ == "__test__"
        ):
            suite.addTests(loader.loadTestsFromTestCase(value))
    return suite


def _recorder_changed(result, recorder, methods_before, methods_after):
    """Whether the run swapped the result object or patched the recorder class."""
    return (
        type(result) is not recorder
        or methods_after.keys() != methods_before.keys()
        or any(methods_after[name] is not value for name, value in methods_before.items())
        or any(name.startswith(("add", "start", "stop")) for name in vars(result))
    )


# --- unittest: what the program hands the tests -----------------------------------------------

_HEAP_TYPE = 1 << 9
"""Py_TPFLAGS_HEAPTYPE: set on every class a `class` statement or `type()` makes; a program
cannot make a static (C-defined) type."""
_EXACT_PLAIN = frozenset({int, float, complex, str, bytes, bool, type(None)})
_EXACT_CONTAINERS = frozenset({list, tuple, dict, set, frozenset})
_BUILTIN_BASES = (int, float, complex, str, bytes, list, tuple, dict, set, frozenset)
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
MAX_VALUES = 5000
"""Objects of one returned value looked at, at most (deeper or further ones are not)."""
_MAX_DEPTH = 20


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
_COMPARING_NAMES = ("equal", "close", "equiv")
"""Words in the names of methods a program's subclass of a library class may not redefine
(`DataFrame.equals`, `allclose`)."""


def _library_snapshot(test_modules, *, _vars=vars, _dict=dict, _modules=sys.modules):
    """What the tests' own libraries compare with, as `_snapshot` watches unittest.

    Whole dicts of every loaded `*testing*` module (numpy.testing, pandas.testing), the
    comparison functions (`array_equal`, `isclose`, ...) of each module the tests import,
    and the dicts of the classes those modules expose, with their bases (`DataFrame.equals`,
    `NDFrame.__eq__` ...). Groups are named `module ...`, so lazily added names and caches
    filled from None do not count as tampering (`_tampered`).
    """
    watched = {}
    for name, module in list(_modules.items()):
        if module is not None and any("testing" in part for part in name.split(".")):
            watched[f"module {name}"] = _dict(_vars(module))
    for name in test_modules:
        module = _modules.get(name)
        if module is None or not isinstance(module, types.ModuleType):
            continue
        space = _dict(_vars(module))
        watched[f"module {name} (comparisons)"] = {
            key: value
            for key, value in space.items()
            if any(word in key.lower() for word in _COMPARING)
        }
        for value in space.values():
            if isinstance(value, type) and value.__flags__ & _HEAP_TYPE:
                for cls in value.__mro__:
                    if cls.__flags__ & _HEAP_TYPE:
                        watched[f"module {cls.__module__}.{cls.__qualname__}"] = _dict(_vars(cls))
    return watched


def _probes(*, _urandom=os.urandom, _from_bytes=int.from_bytes):
    """(sentinels, plain values): fresh per check and pairwise unequal, so no honest object
    equals a sentinel or more than one plain value."""
    seed = _from_bytes(_urandom(16), "big")
    numbers = []
    while len(numbers) < 8:
        number = seed % 2001 - 1000
        seed //= 2001
        if number not in numbers:
            numbers.append(number)
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = []
    for size in (3, 5):
        word = ""
        for _ in range(size):
            word += letters[seed % 26]
            seed //= 26
        words.append(word)
    first, second = _Probe(), _Probe()
    plain = [
        *numbers,
        numbers[0] + 0.5,
        numbers[1] - 0.25,
        *words,
        words[0].encode(),
        None,
        [],
        (),
        {},
        frozenset(),
        [first],
        (second,),
        {first: second},
    ]
    return (first, second), plain


def _truthy(compare, left, right):
    """Whether `compare(left, right)` holds as a test's assertion reads it (bool of it); a
    comparison that raises, such as an array's, does not."""
    try:
        return bool(compare(left, right))
    except BaseException:  # noqa: BLE001 - a refused comparison claims nothing
        return False


def _eq(left, right):
    return left == right


def _lt(left, right):
    return left < right


def _gt(left, right):
    return left > right


def _forged_equality(value):
    """Why `value` claims comparisons no honest value has, or None: equal to a fresh
    sentinel, equal to two plain values that differ from each other, or ordered against
    numbers inconsistently."""
    sentinels, plain = _probes()
    for sentinel in sentinels:
        if _truthy(_eq, value, sentinel) or _truthy(_eq, sentinel, value):
            return "equals a fresh object nothing else equals"
    claimed = [probe for probe in plain if _truthy(_eq, value, probe)]
    if len(claimed) > 1:
        return f"equals both {claimed[0]!r} and {claimed[1]!r}"
    numbers = sorted(probe for probe in plain if type(probe) in (int, float))
    below = [_truthy(_lt, value, number) for number in numbers]
    above = [_truthy(_gt, value, number) for number in numbers]
    if any(b and a for b, a in zip(below, above, strict=True)):
        return "is both less and greater than one number"
    if below != sorted(below) or above != sorted(above, reverse=True):
        return "orders against numbers in no consistent way"
    near = [number for number in numbers if _truthy(_near, value, number)]
    if len(near) > 1:
        return f"differs by nothing from both {near[0]!r} and {near[1]!r}"
    return None


def _near(left, right):
    """What assertAlmostEqual asks, either way round: a difference that rounds to 0."""
    return round(abs(left - right), 7) == 0 or round(abs(right - left), 7) == 0


_FLAGS_OF = type.__dict__["__flags__"].__get__
_MRO_OF = type.__dict__["__mro__"].__get__
_DICT_OF = type.__dict__["__dict__"].__get__
_NAME_OF = type.__dict__["__qualname__"].__get__
"""Read through `type` itself: a metaclass of the program's could shadow `__flags__`,
`__mro__`, `__dict__` or `__qualname__` on its classes."""


def _program_made(cls, known):
    """The classes of `cls`'s bases the program made (heap types unknown before it ran)."""
    return [
        base
        for base in _MRO_OF(cls)
        if _FLAGS_OF(base) & _HEAP_TYPE and known.get(id(base)) is not base
    ]


def _redefined(cls, made, mock_base):
    """What program-made bases of a class that extends a built-in or library class redefine
    of how it compares: VALUE_DUNDERS, and methods named for comparing (`equals`).

    Mocks are left to the probes: unittest.mock makes a class per mock and sets its magic
    methods there, so every mock looks like a class that redefines them all.
    """
    made_ids = {id(base) for base in made}  # by identity: a metaclass may redefine ==
    mro = _MRO_OF(cls)
    if all(id(base) in made_ids or base is object for base in mro):
        return []  # a class of the program's own: its probes judge its equality
    if any(base is mock_base for base in mro):
        return []
    return sorted(
        {
            name
            for base in made
            for name in _DICT_OF(base)
            if name in VALUE_DUNDERS or any(word in name.lower() for word in _COMPARING_NAMES)
        }
    )


def _children(value, kind):
    """What a container holds, for the walk: built-in containers, and object arrays and
    frames (numpy, pandas) through their own `to_numpy`/`ravel`."""
    if kind is dict:
        return [*value.keys(), *value.values()]
    if kind in _EXACT_CONTAINERS:
        return list(value)
    dtype = getattr(value, "dtype", None)
    dtypes = getattr(value, "dtypes", None) if dtype is None else None
    kinds = [dtype] if dtype is not None else list(dtypes) if dtypes is not None else []
    if any(getattr(item, "kind", "") == "O" for item in kinds):
        to_array = getattr(value, "to_numpy", None) or getattr(value, "ravel", None)
        array = to_array() if to_array is not None else None
        if array is not None and getattr(array, "size", MAX_VALUES + 1) <= MAX_VALUES:
            return list(array.ravel().tolist())
    return []


def forged_value(value, known, *, _type=type):
    """Why a value the program returned would fake a comparison, or None.

    Walks the value (built-in containers, object arrays and frames) up to MAX_VALUES
    objects. Objects of C-defined types (int, str, numpy's arrays and scalars) compare as
    their unchangeable code says. Any other must not equal a fresh sentinel or two different
    plain values, nor order inconsistently (`mock.ANY`, `pytest.approx(0, abs=1e18)` and a
    class with `__eq__` returning True all do); and a class the program made on a built-in
    type may not redefine VALUE_DUNDERS (`class R(float)` with `__sub__` returning 0 fakes
    `assertAlmostEqual` without claiming any equality).
    """
    stack = [(value, 0)]
    seen = 0
    while stack and seen < MAX_VALUES:
        item, depth = stack.pop()
        seen += 1
        kind = _type(item)
        if kind in _EXACT_PLAIN:
            continue
        if kind not in _EXACT_CONTAINERS and _FLAGS_OF(kind) & _HEAP_TYPE:
            made = _program_made(kind, known)
            redefined = _redefined(kind, made, known.get("mock")) if made else []
            name = _NAME_OF(kind)
            if redefined:
                return f"a {name!s:.80} the program made redefines {', '.join(redefined)}"
            why = _forged_equality(item)
            if why:
                return f"a {name!s:.80} {why}"
        if depth < _MAX_DEPTH:
            try:
                stack += [(child, depth + 1) for child in _children(item, kind)]
            except BaseException:  # noqa: BLE001, S112 - unreadable: its parts unchecked
                continue
    return None


def _guarded(function, known, found, *, _check=forged_value, _forged=ForgedValue):
    """`function` as the tests call it: each value it returns is checked (`forged_value`)
    before a test sees it; a forged one is recorded and raised into the test."""
    import functools  # noqa: PLC0415 - imported before the program runs

    def checked(value):
        why = _check(value, known)
        if why is not None:
            found.append(why)
            raise _forged(why)
        return value

    def checked_items(generator):
        for item in generator:
            yield checked(item)

    def entry_point(*args, **kwargs):
        value = checked(function(*args, **kwargs))
        if isinstance(value, types.GeneratorType):  # each item reaches the tests checked
            return checked_items(value)
        return value

    return functools.update_wrapper(entry_point, function)


def _guard_entry(module, name, known, found):
    """Put the guarded entry point where the tests look it up; (the guard, its code) to
    check it is still there afterwards, or None when the entry point is not a function."""
    function = module.__dict__.get(name)
    if not isinstance(function, types.FunctionType):
        return None
    guard = _guarded(function, known, found)
    module.__dict__[name] = guard
    return guard, guard.__code__


def _guard_changed(module, job, guard, forged):
    """What the suite showed of the guard: the entry point rebound or its code replaced, or
    a forged value it caught."""
    changed = []
    if guard is not None and (
        module.__dict__.get(job["entry_point"]) is not guard[0]
        or guard[0].__code__ is not guard[1]
    ):
        changed.append("the guarded entry point")
    if forged:
        changed.append(f"a value the entry point returned: {forged[0]}")
    return changed


def _prepare(job):
    """Before the program runs: import what the tests and the program import, then take
    the tests' libraries' snapshot and the classes that exist (test modules, snapshot,
    known classes, and the list the guard records forged values in)."""
    test_modules = _imported_names([job["tests"]])
    _import_quietly([*test_modules, *_imported_names([job["program"]])])
    return test_modules, _library_snapshot(test_modules), _known_classes(), []


def sample_unittest(job, ctl_fd, _channel):
    """Load the program, then get the result channel, then run the suite and report.

    The checks run through references taken before the program ran (the identity of
    `_tampered`, `_snapshot`, the other helpers called after the program ran, and their
    defaults is compared here, in this frame), and a tampered run ends with exit status 3,
    an error on the host even when the program also broke the result channel.
    """
    import unittest  # noqa: PLC0415 - imported before the program runs, so it is pristine

    snapshot, tampered, line_of = _snapshot, _tampered, _json_line
    collect, recorder_changed = _collect_tests, _recorder_changed
    library_snapshot, guard_entry, guard_changed = _library_snapshot, _guard_entry, _guard_changed
    exit_now, write = os._exit, os.write
    own = tuple(
        (f, f.__code__, f.__defaults__, f.__kwdefaults__)
        for f in (snapshot, tampered, line_of, collect, recorder_changed, library_snapshot,
                  guard_entry, guard_changed)  # fmt: skip
    )
    before = snapshot(unittest)
    test_modules, libraries, known, forged = _prepare(job)
    module, error = _load_program(job["program"], "__test__")
    channel = _receive_channel(ctl_fd)
    fd, token = channel.fd, channel.token
    if module is None:
        channel.test("load", "error", error)
        return
    changed = [
        "the harness's own checks"
        for function, code, defaults, kwdefaults in own
        if function.__code__ is not code
        or function.__defaults__ is not defaults
        or function.__kwdefaults__ is not kwdefaults
    ][:1]
    builtins_seen = module.__dict__.get("__builtins__")
    if builtins_seen is not builtins and builtins_seen is not vars(builtins):
        changed.append("the program's __builtins__")
    changed = changed or tampered(before, snapshot(unittest))
    changed = changed or tampered(libraries, library_snapshot(test_modules))
    if changed:
        try:
            write(fd, line_of({"event": "tampered", "what": changed[:20], "token": token}))
        finally:
            exit_now(3)
    guard = guard_entry(module, job.get("entry_point") or "", known, forged)
    try:
        exec(compile(job["tests"], "tests.py", "exec"), module.__dict__)
    except BaseException as exc:  # noqa: BLE001 - broken tests are an error, not a crash
        channel.test("load", "error", describe(exc))
        return
    suite = collect(unittest, module)
    channel.emit(event="collected", count=suite.countTestCases())
    recorder = _recording_result(unittest, channel)
    recorder_methods = dict(vars(recorder))
    result = recorder()
    suite.run(result)
    changed = [
        "the harness's own checks"
        for function, code, defaults, kwdefaults in own
        if function.__code__ is not code
        or function.__defaults__ is not defaults
        or function.__kwdefaults__ is not kwdefaults
    ][:1]
    if recorder_changed(result, recorder, recorder_methods, dict(vars(recorder))) or (
        set(vars(channel)) != {"fd", "token"} or channel.fd != fd
    ):
        changed.append("the test result recorder")
    changed += guard_changed(module, job, guard, forged)
    changed = changed or tampered(before, snapshot(unittest))
    changed = changed or tampered(libraries, library_snapshot(test_modules))
    if changed:
        try:
            write(fd, line_of({"event": "tampered", "what": changed[:20], "token": token}))
        finally:
            exit_now(3)
    channel.emit(event="done")


def _json_line(
    event, *, _encode=json.encoder.encode_basestring_ascii, _isinstance=isinstance, _str=str
):
    """One JSON line built with the C string encoder only (json.dumps may be patched)."""
    parts = []
    for key, value in event.items():
        if _isinstance(value, list):
            text = "[" + ", ".join(_encode(_str(item)) for item in value) + "]"
        else:
            text = _encode(_str(value))
        parts.append(_encode(key) + ": " + text)
    return ("{" + ", ".join(parts) + "}\n").encode("ascii")


def _receive_channel(ctl_fd):
    """Ask the keeper for the result channel now that the program's top level has run."""
    ctl = socket.socket(fileno=os.dup(ctl_fd))
    try:
        ctl.sendall(b"L")
        message, fds, _, _ = socket.recv_fds(ctl, 256, 1)
    finally:
        ctl.close()
    if not fds:
        raise EOFError("no result channel from the keeper")
    return Channel(fds[0], message.decode("ascii", "replace"))


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

"""Folding expressions built from parts (`_strict_names.operands`, `const_str`): what the
string checks of style_2 and style_6 read through."""

from __future__ import annotations

import ast
import sys

import pytest

from vibebench.instructions._strict_names import NameIndex, const_str, operands
from vibebench.verify import VerifyRequest, verify


def _sum_terms(node: ast.expr) -> list[ast.expr] | None:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [node.left, node.right]
    return None


def _expression(text: str) -> ast.expr:
    return ast.parse(text, mode="eval").body


def test_operands_are_the_leaves_in_source_order() -> None:
    leaves = operands(_expression("a + ('b' + c) + d * e"), _sum_terms)
    assert [ast.unparse(leaf) for leaf in leaves] == ["a", "'b'", "c", "d * e"]


def test_an_expression_that_is_not_built_from_parts_is_its_own_leaf() -> None:
    node = _expression("f(x)")
    assert operands(node, _sum_terms) == [node]


def test_a_sum_deeper_than_the_recursion_limit_is_folded_without_recursing() -> None:
    terms = sys.getrecursionlimit() + 500
    tree = ast.BinOp(ast.Name("t0"), ast.Add(), ast.Name("t1"))
    for number in range(2, terms):
        tree = ast.BinOp(tree, ast.Add(), ast.Name(f"t{number}"))
    leaves = operands(tree, _sum_terms)
    assert [leaf.id for leaf in leaves] == [f"t{number}" for number in range(terms)]


def test_const_str_folds_only_constant_text() -> None:
    assert const_str(_expression("'pr' + f'int' + chr(40)")) == "print("
    assert const_str(_expression("'pr' + name")) is None


_SCOPES = """\
limit = 1


class Box:
    limit = 2

    def method(self):
        return limit

    def shadowing(self, limit):
        return [limit for _ in range(3)]


def declared():
    global limit
    limit = 3
    return limit
"""


def _reads(tree: ast.Module, function: str) -> list[ast.Name]:
    [node] = [n for n in ast.walk(tree) if getattr(n, "name", None) == function]
    return [n for n in ast.walk(node) if isinstance(n, ast.Name) and n.id == "limit"]


def test_a_read_sees_the_binding_pythons_scope_rules_give() -> None:
    """A method skips its class body; a parameter wins from inside a comprehension; a
    `global` declaration sends the read to the module."""
    tree = ast.parse(_SCOPES)
    index = NameIndex(tree)
    [in_method] = _reads(tree, "method")
    assert index.scope_binding(in_method) is index.module
    param_reads = [n for n in _reads(tree, "shadowing") if isinstance(n.ctx, ast.Load)]
    assert {index.scope_binding(read).node.name for read in param_reads} == {"shadowing"}
    declared_reads = [n for n in _reads(tree, "declared") if isinstance(n.ctx, ast.Load)]
    assert [index.scope_binding(read) for read in declared_reads] == [index.module]
    assert index.scope_binding(ast.Name("undefined_name")) is None


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_a_name_bound_and_read_thousands_of_times_is_resolved_once() -> None:
    """Each read of a name is the union of all its bindings in the scope: worked out once
    per name and scope, not once per read (30,000 of each took minutes)."""
    lines = ["import os", "", "def f(x):", "    return x", "", "join = os.path.join"]
    lines += ["join = f(join)"] * 30_000
    lines += ["join('a', 'b')", ""]
    code = "\n".join(lines)
    request = VerifyRequest(response=f"```python\n{code}```", instructions=["library_1"])
    [result] = verify([request], mode="strict")
    [verdict] = result.verdicts
    assert verdict.passed is False
    assert any("os.path.join" in item.message for item in verdict.diagnostics)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import builtins\nx = inspect.getattr_static(builtins, 'IOError')", "builtins.IOError"),
        ("import builtins\nx = dict(vars(builtins))['IOError']", "builtins.IOError"),
        ("import builtins\nx = vars(builtins).copy()['IOError']", "builtins.IOError"),
        ("import builtins, copy\nx = copy.copy(vars(builtins))['OSError']", "builtins.OSError"),
        ("import builtins, operator\nx = operator.itemgetter('IOError')(vars(builtins))",
         "builtins.IOError"),
        ("import operator\nx = operator.getitem(globals(), 'print')", "builtins.print"),
        ("x = globals().get('print')", "builtins.print"),
        ("x = globals().copy().get('print')", "builtins.print"),
        ("T = {'out': print}\nx = operator.getitem(T, 'out')", "builtins.print"),
    ],
)
def test_reading_a_namespace_or_a_table_by_a_call_resolves_as_the_subscript(
    source: str, expected: str
) -> None:
    """Dynamic access through a call (held-out red team, round 1): the names the call may
    give are those of the subscript it stands for."""
    tree = ast.parse("import inspect\n" + source)
    value = tree.body[-1].value  # type: ignore[attr-defined]
    assert expected in NameIndex(tree).names(value)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import os\nx = os.environ.get('PATH')", "os.environ.get()"),
        ("T = {'r': print}\nT['w'] = input\nx = T.get('w')", "builtins.print.get()"),
    ],
)
def test_another_mappings_get_keeps_its_own_meaning(source: str, expected: str) -> None:
    """`os.environ.get('X')` is no lookup of a name, and a literal dict may gain items
    later: both stay the call's result."""
    tree = ast.parse(source)
    names = NameIndex(tree).names(tree.body[-1].value)  # type: ignore[attr-defined]
    assert names == {expected}


def test_names_bound_to_each_other_in_a_cycle_have_unknown_elements() -> None:
    """`hooks = X` ... `X = hooks` (torch's inductor hooks module) made `elements` recurse
    until the stack ran out."""
    source = "X = []\n\n\ndef swap():\n    global X\n    hooks = X\n    X = hooks\n    return X\n"
    tree = ast.parse(source)
    read = tree.body[-1].body[-1].value  # type: ignore[attr-defined]
    assert "?" in NameIndex(tree).elements(read)


def test_exec_of_names_bound_to_each_other_is_undecidable_not_a_crash() -> None:
    """`a = b; b = a; exec(a)`: the source is no constant, so strict mode fails it as code
    built at run time (it once recursed until the stack ran out)."""
    code = "```python\ndef f():\n    a = b\n    b = a\n    exec(a)\n```\n"
    [result] = verify([(code, ["logic_1"])], mode="strict")
    verdict = result.verdicts[0]
    assert not verdict.passed
    assert verdict.error is None
    assert "undecidable" in verdict.diagnostics[0].message


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import os\nx = type(os).__getattribute__(os, 'listdir')", "os.listdir"),
        ("import os\nx = getattr(*(os, 'listdir'))", "os.listdir"),
        ("import os\nPAIR = [os, 'listdir']\nx = getattr(*PAIR)", "os.listdir"),
        ("import socket\nT = {'net': 'error'}\nx = getattr(socket, T['net'])", "socket.error"),
        ("import socket\nN = 'error'\nx = getattr(socket, N)", "socket.error"),
        ("import builtins\nx = dict(inspect.getmembers(builtins))['print']", "builtins.print"),
        ("import builtins\nx = dict(vars(builtins).items())['open']", "builtins.open"),
        ("import builtins\nx = next(v for k, v in vars(builtins).items() if k == 'open')",
         "builtins.?"),
        ("import builtins\nx = [v for k, v in inspect.getmembers(builtins)][0]", "builtins.?"),
        ("import builtins\nx = list(builtins.__dict__.values())[0]", "builtins.?"),
        ("import operator, socket, select\n"
         "x = tuple(map(operator.attrgetter('error'), (socket, select)))", "select.error"),
        ("def f():\n    return 1\nx = globals()[inspect.stack()[0].function]", "local:f"),
        ("import sys\ndef f():\n    return 1\nx = globals()[sys._getframe().f_code.co_name]",
         "local:f"),
    ],
)
def test_a_member_looked_up_by_a_route_the_resolver_follows(source: str, expected: str) -> None:
    """Held-out red team, round 4: lookups through an unbound `__getattribute__`, spread
    arguments, a name from a constant table or a frame, a scan of a namespace (any
    member: `m.?`), and `map` of an attribute getter over modules."""
    tree = ast.parse("import inspect\n" + source)
    value = tree.body[-1].value  # type: ignore[attr-defined]
    assert expected in NameIndex(tree).names(value)


def test_a_member_lookup_by_spread_arguments_not_known_is_unknown() -> None:
    tree = ast.parse("def f(pair):\n    return getattr(*pair)\n")
    value = tree.body[-1].body[-1].value  # type: ignore[attr-defined]
    assert NameIndex(tree).names(value) == {"?"}


def test_a_sequence_call_keeps_its_own_name_beside_its_elements() -> None:
    """`list(x)` is still `builtins.list()` (checks read it), with what `x` holds besides;
    an element not known adds nothing."""
    tree = ast.parse("x = list((print,))\ny = list(z)\n")
    index = NameIndex(tree)
    assert index.names(tree.body[0].value) == {"builtins.list()", "builtins.print"}  # type: ignore[attr-defined]
    assert index.names(tree.body[1].value) == {"builtins.list()"}  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("spec", "source"),
    [
        ("library_2", "import builtins\n\n\ndef f(name):\n    getattr(builtins, name)('x')\n"),
        ("error_3", "import socket\n\n\ndef f(name):\n    try:\n        return 1\n"
                    "    except getattr(socket, name):\n        return 0\n"),
    ],
)
def test_a_module_member_picked_by_a_name_not_known_may_be_any_member(
    spec: str, source: str
) -> None:
    """`os.?` is found as the first member the instruction forbids (`builtins.print`,
    `socket.error`)."""
    [result] = verify([(f"```python\n{source}```\n", [spec])], mode="strict")
    assert not result.verdicts[0].passed


@pytest.mark.parametrize(
    "runner",
    [
        "code.InteractiveInterpreter({}).runsource(SOURCE, '<x>', 'exec')",
        "code.InteractiveConsole({}).push(SOURCE)",
        "exec(codeop.compile_command(SOURCE, '<x>', 'exec'), {})",
        "exec(codeop.Compile()(SOURCE, '<x>', 'exec'), {})",
        "cProfile.Profile().runctx(SOURCE, {}, {})",
        "cProfile.run(SOURCE)",
        "profile.run(SOURCE)",
        "bdb.Bdb().run(SOURCE)",
        "trace.Trace(count=False, trace=False).runctx(SOURCE, {}, {})",
        "timeit.timeit(SOURCE, number=1)",
        "timeit.Timer(setup=SOURCE).timeit(1)",
        "exec(importlib.abc.InspectLoader.source_to_code(SOURCE), {})",
    ],
)
def test_code_run_from_a_string_by_a_standard_runner_is_judged(runner: str) -> None:
    imports = "import bdb, code, codeop, cProfile, importlib.abc, profile, timeit, trace\n"
    source = f"{imports}\nSOURCE = \"print('x')\"\n{runner}\n"
    [result] = verify([(f"```python\n{source}```\n", ["library_2"])], mode="strict")
    messages = [item.message for item in result.verdicts[0].diagnostics]
    assert any("in code run through" in message for message in messages), messages


def test_a_runner_bound_by_with_or_made_by_a_subclass_is_a_runner() -> None:
    source = (
        "import bdb\nimport cProfile\n\n\nclass Quiet(bdb.Bdb):\n    pass\n\n\n"
        "def run():\n    with cProfile.Profile() as profiler:\n        profiler.run(\"print(1)\")\n"
        "    Quiet().run(\"print(2)\")\n"
    )
    [result] = verify([(f"```python\n{source}```\n", ["library_2"])], mode="strict")
    lines = {item.line for item in result.verdicts[0].diagnostics}
    assert {11, 12} <= lines


@pytest.mark.parametrize(
    "source",
    [
        "import timeit\n\n\ndef f(fn):\n    return timeit.timeit(fn, number=3)\n",
        "import timeit\n\n\ndef f():\n    return timeit.timeit(lambda: sum([1, 2]))\n",
        "import timeit\n\n\ndef bench(stmt, setup='pass'):\n    return timeit.timeit(stmt, setup)"
        "\n\n\ndef main():\n    return bench('sorted([2, 1])')\n",
    ],
)
def test_timeit_handed_a_callable_or_constant_clean_code_passes(source: str) -> None:
    [result] = verify([(f"```python\n{source}```\n", ["library_2"])], mode="strict")
    assert result.verdicts[0].passed


def test_a_call_handed_exec_as_a_value_is_undecidable() -> None:
    source = "import cProfile\n\n\ndef f(text):\n    cProfile.Profile().runcall(exec, text)\n"
    [result] = verify([(f"```python\n{source}```\n", ["logic_1"])], mode="strict")
    assert not result.verdicts[0].passed
    assert "undecidable" in result.verdicts[0].diagnostics[0].message


def _names_of(source: str) -> frozenset[str]:
    """What the value of the module's last assignment may be."""
    tree = ast.parse(source)
    return NameIndex(tree).names(tree.body[-1].value)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("source", "origin"),
    [
        ("from pstats import Dict\nx = Dict", "typing.Dict"),
        ("import importlib.metadata as m\nx = m.Optional", "typing.Optional"),
        ("from importlib.resources.abc import Text\nx = Text", "typing.Text"),
        ("import tarfile\nx = tarfile.bltn_open", "builtins.open"),
        ("import tokenize\nx = getattr(tokenize, '_builtin_open')", "builtins.open"),
        ("import logging.config\nx = logging.config.BaseConfigurator.importer",
         "builtins.__import__"),
    ],
)  # fmt: skip
def test_a_standard_modules_re_export_reads_as_the_object_it_is(
    source: str, origin: str
) -> None:
    """A standard module re-exporting another's object (`pstats.Dict` is `typing.Dict`)
    names that object too, found by identity, whatever route reaches it."""
    assert origin in _names_of(source)


@pytest.mark.parametrize(
    "source",
    [
        "from collections.abc import Callable\nx = Callable",
        "from collections import OrderedDict\nx = OrderedDict",
        "import os\nx = os.getcwd",
        "from typing import Dict\nx = Dict",
    ],
)
def test_a_modules_own_object_has_no_other_name(source: str) -> None:
    """Only a re-export reads as another name: a module's own object (and os's functions,
    which its C module `posix` defines) keeps the one it is written with."""
    assert len(_names_of(source)) == 1


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import pickle\nx = pickle.loads(b'cbuiltins\\nIOError\\n.')", "builtins.IOError"),
        ("import pickle\nx = pickle.loads(bytes.fromhex('636275696c74696e730a494f4572726f720a2e'))",
         "builtins.IOError"),
        ("import pickle\nx = pickle.loads(b'c__builtin__\\ngetattr\\n(cbuiltins\\n__import__\\n"
         "(Vos\\ntRVsystem\\ntR.')", "os.system"),
        ("import io, pickle\nx = pickle.Unpickler(io.BytesIO(b'')).find_class('socket', 'error')",
         "socket.error"),
        ("import logging.config as c\nx = c.BaseConfigurator({}).resolve('builtins.IOError')",
         "builtins.IOError"),
        ("import pydoc\nx = pydoc.resolve('builtins.IOError')[0]", "builtins.IOError"),
    ],
)  # fmt: skip
def test_a_global_resolved_from_a_string_by_a_standard_resolver_is_followed(
    source: str, expected: str
) -> None:
    """A constant pickle's globals (read with stand-ins: nothing it names is loaded),
    an unpickler's `find_class`, logging's configurators and `pydoc.resolve`."""
    assert expected in _names_of(source)


def test_a_pickle_not_known_is_a_call_result() -> None:
    assert _names_of("import pickle\nx = pickle.loads(data)") == {"pickle.loads()"}


@pytest.mark.parametrize(
    "runner",
    [
        "subprocess.run([sys.executable, '-c', SOURCE])",
        "subprocess.check_output([sys.executable, '-Ic', SOURCE])",
        "subprocess.run([sys.executable], input=SOURCE, text=True)",
        "subprocess.run(['python3', '-'], input=SOURCE, text=True)",
        "os.execv(sys.executable, ['python', '-c', SOURCE])",
        "os.system(\"python3 -c 'print(1)'\")",
        "get_ipython().run_cell(SOURCE)",
        "get_ipython().ex(SOURCE)",
        "exec(SOURCE.encode())",
        "exec(b\"print('x')\")",
    ],
)
def test_python_run_by_another_process_or_shell_is_judged(runner: str) -> None:
    source = f"import os, subprocess, sys\n\nSOURCE = \"print('x')\"\n{runner}\n"
    [result] = verify([(f"```python\n{source}```\n", ["library_2"])], mode="strict")
    messages = [item.message for item in result.verdicts[0].diagnostics]
    assert any("in code run through" in m or "undecidable" in m for m in messages), messages


@pytest.mark.parametrize(
    "source",
    [
        "import subprocess, sys\n\n\ndef f(path):\n    subprocess.run([sys.executable, path])\n",
        "import subprocess, sys\n\n\ndef f(pkg):\n"
        "    subprocess.run([sys.executable, '-m', 'pip', 'install', pkg])\n",
        "import os, sys\n\n\ndef f(pkg):\n    os.system(f'{sys.executable} -m pip install {pkg}')\n",
        "import subprocess\n\n\ndef f(path):\n    subprocess.run(['ls', '-l', path], input='x')\n",
        "import subprocess, sys\n\n\ndef f():\n    subprocess.run([sys.executable, '-c', 'import sys'])\n",
    ],
)
def test_processes_given_no_python_string_or_clean_code_pass(source: str) -> None:
    """A script, a module (`-m`), another program, or constant clean code."""
    [result] = verify([(f"```python\n{source}```\n", ["library_2"])], mode="strict")
    assert result.verdicts[0].passed, result.verdicts[0].diagnostics


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("ns = SimpleNamespace()\nns.walk = f\nx = ns.walk", "local:f"),
        ("ns = SimpleNamespace(walk=f)\nx = getattr(ns, 'walk')", "local:f"),
        ("ns = SimpleNamespace()\nsetattr(ns, 'walk', f)\nx = operator.attrgetter('walk')(ns)",
         "local:f"),
        ("ns = SimpleNamespace()\nput = setattr\nput(ns, 'walk', f)\nx = ns.walk", "local:f"),
        ("ns = SimpleNamespace()\nvars(ns).update(walk=f)\nx = ns.__dict__['walk']", "local:f"),
        ("ns = SimpleNamespace()\nns.__dict__['walk'] = f\nx = vars(ns)['walk']", "local:f"),
        ("class C:\n    pass\nC.walk = f\nx = C.walk", "local:f"),
        ("class C:\n    pass\nc = C()\nc.walk = f\nx = getattr(c, NAME)", "local:f"),
        ("T = type('T', (), {'walk': f})\nx = T.walk", "local:f"),
        ("x = sys.modules[__name__].f", "local:f"),
        ("x = sys.modules.get(__name__).f", "local:f"),
        ("x = importlib.import_module(__name__).f", "local:f"),
        ("x = __import__(__name__).f", "local:f"),
        ("x = getattr(inspect.getmodule(f), 'f')", "local:f"),
        ("x = vars(sys.modules[__name__])['f']", "local:f"),
    ],
)  # fmt: skip
def test_a_member_the_code_puts_on_an_object_is_what_reading_it_gives(
    source: str, expected: str
) -> None:
    """Held-out red team, round 5: a function put on a namespace, class, instance or the
    module's own object is what reading that member (by attribute, `getattr`,
    `attrgetter` or the object's `__dict__`) may give."""
    tree = ast.parse(
        "import importlib, inspect, operator, sys\nfrom types import SimpleNamespace\n"
        "def f():\n    return 1\n" + source
    )
    value = tree.body[-1].value  # type: ignore[attr-defined]
    assert expected in NameIndex(tree).names(value)


@pytest.mark.parametrize(
    "source",
    [
        "ns = SimpleNamespace(value=f)\ndef g(node):\n    return node.value",
        "ns = SimpleNamespace()\nns.walk = f\nother = SimpleNamespace()\nx = other.size",
        "d = {}\nd['walk'] = f\nns = SimpleNamespace()\nx = ns.walk",
        "x = importlib.import_module(NAME).f",
        "import json\noriginal = json.dumps\njson.dumps = f\nx = original",
    ],
)
def test_a_member_of_another_object_or_name_is_not_what_the_code_put_elsewhere(
    source: str,
) -> None:
    """A member of an object not known (a parameter's), another member, a plain dict's
    item, a module picked by another name, and an imported module's member a patch
    replaces (the original read before it) are not the function put on an object."""
    tree = ast.parse(
        "import importlib, sys\nfrom types import SimpleNamespace\n"
        "def f():\n    return 1\n" + source
    )
    last = tree.body[-1]
    value = last.body[-1].value if isinstance(last, ast.FunctionDef) else last.value  # type: ignore[attr-defined]
    assert "local:f" not in NameIndex(tree).names(value)


# --- held-out round 6: values through eval, classes, namespaces, annotations, aliases ---
@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("x = eval('exec')", "builtins.exec"),
        ("x = eval(compile('ex' + 'ec', '<s>', 'eval'))", "builtins.exec"),
        ("x = eval('__builtins__[\"exec\"]')", "builtins.exec"),
        ("globals()['run'] = exec\nx = run", "builtins.exec"),
        ("globals().update(run=exec)\nx = run", "builtins.exec"),
        ("import sys\nsetattr(sys.modules[__name__], 'run', exec)\nx = run", "builtins.exec"),
        ("x = type('').format", "builtins.str.format"),
        ("x = ''.__class__.format", "builtins.str.format"),
        ("x = type(str()).format", "builtins.str.format"),
        ("x = type([]).append", "builtins.list.append"),
        ("import builtins\nx = object.__setattr__", "builtins.setattr"),
        ("import types\nx = types.ModuleType.__setattr__", "builtins.setattr"),
        ("import builtins\nx = type(builtins).__setattr__", "builtins.setattr"),
        ("x = type.__delattr__", "builtins.delattr"),
        ("import types, typing\nx = types.SimpleNamespace(**vars(typing)).List", "typing.List"),
        ("import typing\nx = type('T', (), dict(typing.__dict__)).Optional", "typing.Optional"),
        ("import tempfile\nx = tempfile._os.unlink", "os.unlink"),
        ("from importlib import _bootstrap_external as b\nx = b._os.mkdir", "os.mkdir"),
        ("import zipimport\nx = zipimport._bootstrap_external._os.stat", "os.stat"),
        ("import posix\nx = posix.listdir", "os.listdir"),
        ("import typing\ndef f() -> 'IOError': ...\nx = typing.get_type_hints(f)['return']",
         "builtins.IOError"),
        ("import inspect\nH = type('H', (), {'__annotations__': {'e': 'IOError'}})\n"
         "x = inspect.get_annotations(H).get('e')", "builtins.IOError"),
        ("import typing\nx = typing.ForwardRef('IOError')._evaluate(globals(), None)",
         "builtins.IOError"),
        ("import typing\nx = typing._eval_type(typing.ForwardRef('IOError'), {}, None)",
         "builtins.IOError"),
    ],
)  # fmt: skip
def test_a_value_reached_through_evaluation_its_class_or_a_copied_namespace_is_named(
    source: str, expected: str
) -> None:
    """Held-out red teams, round 6: `eval` of a constant is what it spells, a value's class
    is that class, a class's unbound `__setattr__` is `setattr`, a namespace made from a
    module's holds its members, a standard module's private alias of a module is that
    module, and an evaluated annotation is the name it spells."""
    tree = ast.parse(source)
    value = tree.body[-1].value  # type: ignore[attr-defined]
    assert expected in NameIndex(tree).names(value)


def test_eval_of_a_constant_reads_the_name_where_the_call_stands() -> None:
    tree = ast.parse("def f():\n    run = exec\n    return eval('run')\n")
    value = tree.body[0].body[-1].value  # type: ignore[attr-defined]
    assert "builtins.exec" in NameIndex(tree).names(value)


@pytest.mark.parametrize(
    "source",
    [
        "x = super().__setattr__",
        "x = value.__setattr__",
        "import types\nx = types.SimpleNamespace(**options).List",
        "import typing\nx = types.SimpleNamespace(List=list).List",
    ],
)
def test_a_bound_setattr_or_a_namespace_not_made_from_a_module_names_nothing_more(
    source: str,
) -> None:
    """A bound `__setattr__` (of an instance, `super()`) takes no object first: no
    `setattr`; a namespace made from a mapping not known holds no module's members."""
    tree = ast.parse(source)
    names = NameIndex(tree).names(tree.body[-1].value)  # type: ignore[attr-defined]
    assert not names & {"builtins.setattr", "typing.List"}


_WRITTEN = """\
import importlib
from pathlib import Path

SOURCE = 'VALUES = [\\n    1,\\n    2\\n]\\n'


def load():
    {write}
    {run}
"""


@pytest.mark.parametrize(
    ("write", "run", "fails"),
    [
        ("Path('ext.py').write_text(SOURCE)", "return importlib.import_module('ext')", True),
        ("open('ext.py', 'w').write(SOURCE)", "import ext", True),
        ("Path('ext').with_suffix('.py').write_text(SOURCE)", "import ext", True),
        ("Path(f'{NAME}.py').write_text(make())", "return importlib.import_module(NAME)", True),
        ("Path('ext.py').write_text(SOURCE)", "return None", False),
        ("Path('ext.txt').write_text(make())", "return importlib.import_module('json')", False),
        ("Path(f'{NAME}.py').write_text(make())", "return None", False),
    ],
)
def test_a_module_file_the_program_writes_and_imports_is_code_it_runs(
    write: str, run: str, fails: bool
) -> None:
    """Held-out red team, round 6: text written to a `.py` file the program imports or
    runs is judged as exec's code (undecidable when not constant); a file it writes and
    never imports or runs, or one of another kind, is no code."""
    code = _WRITTEN.format(write=write, run=run)
    request = VerifyRequest(response=f"```python\n{code}```", instructions=["style_8"])
    [result] = verify([request], mode="strict")
    assert result.verdicts[0].passed is not fails


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("'%sError' % 'IO'", "IOError"),
        ("'%s%s' % ('IO', 'Error')", "IOError"),
        ("'{}Error'.format('IO')", "IOError"),
        ("'{k}Error'.format(k='IO')", "IOError"),
        ("f\"{'IO'}Error\"", "IOError"),
        ("f'{1}x'", "1x"),
        ("'.'.join(('os', 'error'))", "os.error"),
        ("'{:>99999}'.format('a')", None),
        ("'%9999s' % 'a'", None),
        ("'{0.upper}'.format('a')", None),
        ("'%d' % 'a'", None),
    ],
)
def test_a_string_formatted_from_constants_is_a_constant(source: str, expected: str | None) -> None:
    """`%`, `format` and f-string fields of constants fold; a width that could build a
    huge string, a field reading an attribute (a repr with an address) or a failing
    format do not."""
    assert const_str(_expression(source)) == expected


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import pydoc\n_P = 'mmap'\nx = pydoc.locate(_P + '.error')", "mmap.error"),
        ("import pydoc\n_P = 'mmap'\nx = pydoc.locate(f'{_P}.error')", "mmap.error"),
        ("import pydoc\n_P = 'mmap'\nx = pydoc.locate('%s.error' % _P)", "mmap.error"),
        ("import pydoc\n_P = 'mmap'\nx = pydoc.locate('{}.error'.format(_P))", "mmap.error"),
        ("import pkgutil\n_P = 'socket'\nx = pkgutil.resolve_name(':'.join([_P, 'error']))",
         "socket.error"),
        ("import importlib\n_P = 'sock'\nx = importlib.import_module(_P + 'et').error",
         "socket.error"),
        ("import builtins\nA = 'IO' if X else 'Environment'\nx = getattr(builtins, A + 'Error')",
         "builtins.EnvironmentError"),
        ("import socket\nN = 'err'\nx = socket.__dict__.get(f'{N}or')", "socket.error"),
    ],
)  # fmt: skip
def test_a_name_built_from_names_bound_to_constants_is_followed(
    source: str, expected: str
) -> None:
    """Held-out red team, round 7: a dotted or member name concatenated, formatted or
    joined from names bound to constants is each string it may be."""
    assert expected in _names_of(source)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import operator, builtins\nx = operator.call(getattr, builtins, 'IOError')",
         "builtins.IOError"),
        ("import functools, builtins\nx = functools.partial(getattr, builtins)('IOError')",
         "builtins.IOError"),
        ("from functools import partial\nimport builtins\nP = partial(partial(getattr), builtins)\n"
         "x = P('IOError')", "builtins.IOError"),
        ("import itertools, builtins\nx = next(itertools.starmap(getattr, [(builtins, 'IOError')]))",
         "builtins.IOError"),
        ("import builtins\nx = next(map(getattr, [builtins], ['IOError']))", "builtins.IOError"),
        ("import operator, builtins\n"
         "x = operator.methodcaller('__getattribute__', 'IOError')(builtins)", "builtins.IOError"),
    ],
)  # fmt: skip
def test_a_call_made_through_another_is_the_call_it_makes(source: str, expected: str) -> None:
    """Held-out red team, round 7: `map`, `itertools.starmap`, `operator.call`,
    `functools.partial` and `operator.methodcaller` make the call they are handed."""
    assert expected in _names_of(source)


@pytest.mark.parametrize(
    "write",
    [
        "list(map(setattr, [builtins], ['input'], [fake]))",
        "functools.partial(setattr, builtins)('input', fake)",
        "put = functools.partial(setattr, builtins)\nput('input', fake)",
        "operator.call(setattr, builtins, 'input', fake)",
        "list(itertools.starmap(setattr, [(builtins, 'input', fake)]))",
        "operator.methodcaller('__setattr__', 'input', fake)(builtins)",
        "list(map(globals().__setitem__, ['input'], [fake]))",
        "builtins.__setattr__('input', fake)",
        "list(filter(functools.partial(setattr, builtins, 'input'), [fake]))",
        "functools.reduce(functools.partial(setattr, builtins), [fake], 'input')",
        "atexit.register(setattr, builtins, 'input', fake)",
        "threading.Thread(target=setattr, args=(builtins, 'input', fake)).start()",
        "concurrent.futures.ThreadPoolExecutor().submit(setattr, builtins, 'input', fake)",
    ],
)
def test_a_namespace_write_made_through_another_call_is_a_write(write: str) -> None:
    """Held-out red team, round 7: `setattr(builtins, 'input', f)` made by `map`,
    `functools.partial`, `operator.call`, `starmap` or `methodcaller` binds `input`."""
    code = (
        "import atexit, builtins, concurrent.futures, functools, itertools, operator, threading"
        "\n\n\ndef fake(prompt=''):\n    return '3'\n\n\n" + write + "\n"
    )
    request = VerifyRequest(response=f"```python\n{code}```", instructions=["style_9"])
    [result] = verify([request], mode="strict")
    assert not result.verdicts[0].passed


def test_a_call_made_through_another_that_writes_no_builtin_passes() -> None:
    code = (
        "import functools, types\n\n\n"
        "CONFIG = types.SimpleNamespace()\n"
        "list(map(setattr, [CONFIG] * 2, ['debug', 'level'], [True, 3]))\n"
        "functools.partial(setattr, CONFIG)('name', 'demo')\n"
        "totals = list(map(int, ['1', '2']))\n"
    )
    request = VerifyRequest(response=f"```python\n{code}```", instructions=["style_9"])
    [result] = verify([request], mode="strict")
    assert result.verdicts[0].passed


@pytest.mark.parametrize(
    ("source", "fallback"),
    [
        ("getattr(self, f'_on_{kind}', None)", True),
        ("object.__getattribute__(self, f'_on_{kind}')", False),
        ("type(self).__getattribute__(self, f'_on_{kind}')", False),
        ("self.__getattribute__(f'_on_{kind}')", False),
        ("operator.attrgetter(f'_on_{kind}')(self)", False),
    ],
)
def test_a_member_read_by_name_is_found_however_spelled(source: str, fallback: bool) -> None:
    """`member_read` gives the object, the name and whether a fallback is given for each
    spelling of a lookup by name (held-out red team, round 7: a dispatch through
    `object.__getattribute__`)."""
    from vibebench.instructions._strict_names import member_read

    tree = ast.parse(f"import operator\ndef f(self, kind):\n    return {source}\n")
    index = NameIndex(tree)
    call = tree.body[-1].body[-1].value  # type: ignore[attr-defined]
    found = member_read(index, call)
    assert found is not None
    assert (ast.unparse(found[0]), ast.unparse(found[1]), found[2]) == (
        "self", "f'_on_{kind}'", fallback)
    assert member_read(index, ast.parse("len(kind)", mode="eval").body) is None

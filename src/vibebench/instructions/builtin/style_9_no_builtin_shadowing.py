"""style_9: no variable or argument named like a builtin."""

from __future__ import annotations

import ast
import builtins
import re
import sys
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_classes import class_model
from vibebench.instructions._strict_names import const_str
from vibebench.instructions._strict_namespaces import (
    BOUND_SELF,
    KEYED_UPDATES,
    MAIN_MODULE,
    MODULE_NAMESPACES,
    PROGRAM_MODULES,
    bound_value,
    chain_owners,
    first_argument_plain,
    namespace_owner,
    namespace_write,
    owners,
    reinitialised_namespace,
    stored_owners,
)
from vibebench.instructions._strict_text import PROMPTED_LINES, doctest_sources

_BUILTIN_NAMES = frozenset(name for name in dir(builtins) if not name.startswith("_"))
_BUILTINS_GLOBAL = "__builtins__"
"""The global a function's builtins are read from (when it is defined): rebinding it
replaces every builtin for the functions defined after."""


_STAR_SHADOWS = {
    "_curses": ("filter",), "_dbm": ("open",), "_gdbm": ("open",),
    "_io": ("BlockingIOError", "open"), "_operator": ("abs", "pow"),
    "_pyio": ("BlockingIOError", "open"), "_sqlite3": ("Warning",),
    "_sre": ("compile", "copyright"), "_thread": ("exit",), "aifc": ("open",),
    "ast": ("Ellipsis", "slice"), "asyncio": ("TimeoutError",),
    "asyncio.exceptions": ("TimeoutError",), "audioop": ("max",), "bz2": ("open",),
    "codecs": ("open",), "concurrent.futures": ("TimeoutError",),
    "concurrent.futures._base": ("TimeoutError",), "curses": ("filter",),
    "curses.ascii": ("ascii",), "dbm": ("open",), "dbm.dumb": ("open",), "dbm.gnu": ("open",),
    "dbm.ndbm": ("open",), "enum": ("property",), "fileinput": ("input",),
    "fnmatch": ("filter",), "gzip": ("open",), "io": ("BlockingIOError", "open"),
    "locale": ("format", "str"), "lzma": ("open",), "math": ("pow",),
    "multiprocessing": ("TimeoutError",), "nt": ("open",), "operator": ("abs", "pow"),
    "os": ("open",), "ossaudiodev": ("open",), "pdb": ("help",), "posix": ("open",),
    "py_compile": ("compile",), "pydoc": ("help",), "re": ("compile",),
    "re._compiler": ("compile",), "reprlib": ("repr",), "shelve": ("open",),
    "sqlite3": ("Warning",), "sqlite3.dbapi2": ("Warning",), "sre_compile": ("compile",),
    "sunau": ("open",), "sys": ("copyright", "exit"), "tarfile": ("open",),
    "threading": ("enumerate",), "wave": ("open",), "webbrowser": ("open",),
}  # fmt: skip
"""The standard library's modules whose star import binds a builtin's name, and those names
(what `from module import *` binds, read off Python 3.11: `__all__`, or every public name);
every other standard module's binds none."""


def _star_imports(facts: StrictFacts) -> list[Finding]:
    """`from math import *` binding `pow`: a standard module's star import that binds a
    builtin's name, and any other module's, whose names the code does not show."""
    found: list[Finding] = []
    if not any(scope.star_modules for scope in facts.names.scopes):
        return found
    for node in facts.of_type(ast.ImportFrom):
        if not any(alias.name == "*" for alias in node.names):
            continue
        module = node.module or ""
        if node.level or module.partition(".")[0] not in sys.stdlib_module_names:
            message = f"`from {'.' * node.level}{module} import *` may bind a builtin's name"
            found.append((facts.line_of(node), f"{message} (undecidable)"))
        elif module in _STAR_SHADOWS:
            names = ", ".join(f"`{name}`" for name in _STAR_SHADOWS[module])
            found.append((facts.line_of(node), f"`from {module} import *` shadows {names}"))
    return found


def _bound_names(node: ast.AST) -> list[str]:
    """Names a node binds as a variable or an argument."""
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
        return [node.id]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    return []


def _scope_bindings(facts: StrictFacts) -> list[Finding]:
    """Every binding of a builtin's name outside class bodies (a name declared `global`
    there, or an import, binds one in them too), and `__builtins__` rebound."""
    found: list[Finding] = []
    for scope in facts.names.scopes:
        in_class = scope.kind == "class"
        found += [
            (facts.line_of(node), f"`{name}` shadows a builtin")
            for name, node in scope.sites
            if name in _BUILTIN_NAMES
            and (
                not in_class
                or name in scope.globals_declared
                or isinstance(node, ast.Import | ast.ImportFrom)
            )
        ]
        if scope.kind == "module":  # (`__builtins__` rebound: every builtin replaced)
            found += [
                (facts.line_of(node), "rebinds the module's `__builtins__`")
                for name, node in scope.sites
                if name == _BUILTINS_GLOBAL
            ]
    return found


_MAY_BIND = re.compile(
    r"=|\b(?:for|import|def|class|as|lambda|with|except|match|case|del|global|nonlocal)\b"
    r"|^\s*\w+\s*:",
    re.MULTILINE,
)
"""Text an example must hold to bind a name (an assignment, an annotation, a loop, an
import, a def, ...): examples that only call and show a result (`>>> total([1, 2])`)
bind nothing and are not parsed."""


def _doctest_bindings(facts: StrictFacts) -> list[Finding]:
    """A builtin's name bound in the examples of one of the code's docstrings
    (`>>> list = [1, 2]`): code the answer shows, which doctest runs, judged as the
    module's code is (all examples of a docstring together, or each alone when they
    do not parse together), at the docstring's line."""
    found: list[Finding] = []
    if ">>>" not in facts.code:
        return found
    docstrings = facts.docstring_ids
    for node in facts.of_type(ast.Constant):
        if id(node) not in docstrings or ">>>" not in node.value:
            continue
        if not _MAY_BIND.search("\n".join(PROMPTED_LINES.findall(node.value))):
            continue
        sources = doctest_sources(facts, node.value)
        whole = facts.embedded("".join(sources))
        examples = [whole] if whole is not None else map(facts.embedded, sources)
        line = facts.line_of(node)
        for example in examples:
            if example is not None:
                found += [(line, f"{say} in a doctest") for _, say in _scope_bindings(example)]
    return found


def _shadows_builtin(tree: ast.Module) -> bool:
    """Whether any assignment, loop target, argument or definition reuses a builtin name."""
    lambda_args = {
        id(arg)
        for node in ast.walk(tree)
        if isinstance(node, ast.Lambda)
        for arg in ast.walk(node.args)
    }
    return any(
        name in _BUILTIN_NAMES
        for node in ast.walk(tree)
        if id(node) not in lambda_args
        for name in _bound_names(node)
    )


def _dynamic_bindings(facts: StrictFacts) -> list[Finding]:
    """Builtins replaced at run time: `builtins.max = ...`, `setattr(builtins, 'sum', ...)`,
    `globals()['list'] = ...`; a name that is not a constant fails as undecidable."""
    found: list[Finding] = []
    if (
        not facts.runs_code_dynamically
        and "setattr" not in facts.code
        and BOUND_SELF not in facts.code
        and not _imports_main(facts)
        and not facts.derived(_mentions_resolver)
        and _CHAIN_WORD not in facts.code
    ):
        return found  # every route below starts at `setattr`, `__main__`, a builtin
        # function's `__self__` (the builtins module) or a dynamic word
    for node, written in _run_time_writes(facts):
        name = _resolved_key(facts, node) if written is None else written
        if name is None or name in _BUILTIN_NAMES or name == _BUILTINS_GLOBAL:
            what = f"`{name}` at run time" if name else "a name only known at run time"
            found.append((facts.line_of(node), f"rebinds {what}"))
    reported = {line for line, _ in found}  # a scheduler's write `_run_time_writes` found
    for call in facts.of_type(ast.Call):
        handed = None if facts.line_of(call) in reported else _handed_writer(call)
        for name in [] if handed is None else _called_bindings(facts, handed):
            if name is None or name in _BUILTIN_NAMES or name == _BUILTINS_GLOBAL:
                what = f"`{name}`" if name else "a name only known"  # (fail closed)
                found.append((facts.line_of(call), f"rebinds {what} at run time, handed on"))
    return found


_PATCHERS = frozenset({"unittest.mock.patch", "mock.patch"})
_OBJECT_PATCHERS = frozenset({f"{name}.object" for name in _PATCHERS})
_DICT_PATCHERS = frozenset({f"{name}.dict" for name in _PATCHERS})
_MULTIPLE_PATCHERS = frozenset({f"{name}.multiple" for name in _PATCHERS})
_TEST_HOOKS = ("test", "setUp", "tearDown", "asyncSetUp", "asyncTearDown", "setup_", "teardown_")
"""How the functions of a test begin (unittest's and pytest's): a builtin patched there
stands in for the user or the system while the test runs."""
_TEST_CASES = frozenset({"unittest.TestCase", "unittest.IsolatedAsyncioTestCase",
                         "unittest.case.TestCase"})  # fmt: skip


_PATCH_WORDS = ("patch", "Patch", ".setattr(")
"""Words a patcher is called by (or imported by, for an alias)."""
_PATCH_ATTRIBUTES = frozenset({"patch", "object", "dict", "multiple", "setattr"})


def _patched_builtins(facts: StrictFacts) -> list[Finding]:
    """Builtins (or globals of the module) replaced by a patcher outside a test:
    `mock.patch('builtins.print', ...)` (also `patch.object(builtins, 'print', ...)`,
    `patch.dict(builtins.__dict__, ...)`, `patch.multiple(builtins, ...)`, a target
    `'__main__.max'` or `f'{__name__}.max'`) and pytest's `MonkeyPatch().setattr(...)`:
    the code's own calls of that name then reach the replacement. In a test (a function
    named `test...`, `setUp`, a pytest fixture, a method of a `Test...` class or a
    `TestCase`), a patched `input` or `open` stands in for the outside world: it passes."""
    found: list[Finding] = []
    if not any(word in facts.code for word in _PATCH_WORDS):
        return found
    for call in facts.of_type(ast.Call):
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr not in _PATCH_ATTRIBUTES:
            continue  # (most calls: a method no patcher is called by)
        names = _patched_names(facts, call)
        bad = [name for name in names if name is None or name in _BUILTIN_NAMES]
        if bad and not _in_test(facts, call):
            what = f"`{bad[0]}`" if bad[0] else "a name only known at run time"
            found.append((facts.line_of(call), f"patches {what} at run time"))
    return found


def _patched_names(facts: StrictFacts, call: ast.Call) -> list[str | None]:
    """The names a patcher call replaces in builtins or the module's globals (None: one
    only known at run time); [] for any other call."""
    func, args = call.func, call.args
    names = facts.names.names(func)
    target = args[0] if args else next((k.value for k in call.keywords if k.arg == "target"), None)
    if names & _PATCHERS and target is not None:
        return _dotted_target(target)
    monkey = (
        isinstance(func, ast.Attribute)
        and func.attr == "setattr"
        and not names & {"builtins.setattr"}
    )
    if monkey and len(args) == 2 and const_str(args[0]) is not None:  # noqa: PLR2004
        return _dotted_target(args[0])  # `monkeypatch.setattr('builtins.print', f)`
    module = bool(args) and _program_module(facts, args[0])
    if (names & _OBJECT_PATCHERS or monkey) and module and len(args) > 1:
        return [const_str(args[1])]
    if names & _MULTIPLE_PATCHERS and (module or const_str(args[0]) == "builtins"):
        return [keyword.arg for keyword in call.keywords]
    if names & _DICT_PATCHERS and args:
        namespace = owners(facts, args[0]) & MODULE_NAMESPACES or const_str(args[0]) in {
            "builtins.__dict__"
        }
        return _updated_names("update", args[1:], call.keywords) if namespace else []
    return []


def _program_module(facts: StrictFacts, node: ast.expr) -> bool:
    return bool(owners(facts, node) & PROGRAM_MODULES)


def _dotted_target(node: ast.expr) -> list[str | None]:
    """The name a patch target (`'builtins.print'`, `'__main__.max'`, `f'{__name__}.max'`)
    replaces in builtins or the module itself; [] for another module's."""
    text = const_str(node)
    if text is not None:
        module, _, name = text.rpartition(".")
        return [name] if module in {"builtins", MAIN_MODULE} else []
    parts = node.values if isinstance(node, ast.JoinedStr) else []
    first = parts[0] if parts else None
    if (
        isinstance(first, ast.FormattedValue)
        and isinstance(first.value, ast.Name)
        and first.value.id == "__name__"
    ):
        rest = [const_str(part) for part in parts[1:]]
        return [None if None in rest else "".join(rest).lstrip(".")]  # type: ignore[arg-type]
    return []


def _in_test(facts: StrictFacts, node: ast.AST) -> bool:
    """Whether `node` stands in a test: in (or in the decorators of) a function named as
    a test's (`_TEST_HOOKS`) or a pytest fixture, or a class named `Test...` or deriving
    from unittest's `TestCase`."""
    tests = facts.memo(_in_test)
    if not tests:
        tests[0] = _test_spans(facts)
    return any(start <= (node.lineno, node.col_offset) < end for start, end in tests[0])  # type: ignore[attr-defined]


def _test_spans(facts: StrictFacts) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The source spans (decorators included) of the code's tests (`_in_test`)."""
    model = class_model(facts)
    spans = []
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        if isinstance(node, ast.ClassDef):
            lineage = (node, *model.ancestors(node))
            test = node.name.startswith("Test") or any(
                model.base_names(item) & _TEST_CASES for item in lineage
            )
        else:
            fixture = any("fixture" in ast.unparse(item) for item in node.decorator_list)
            test = node.name.startswith(_TEST_HOOKS) or fixture
        if test:
            spans.append(_span(node))
    return _with_test_helpers(facts, spans)


def _span(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> tuple[
        tuple[int, int], tuple[int, int]]:  # fmt: skip
    first = node.decorator_list[0] if node.decorator_list else node
    return (first.lineno, first.col_offset), (node.end_lineno, node.end_col_offset)  # type: ignore[return-value]


def _with_test_helpers(
    facts: StrictFacts, spans: list[tuple[tuple[int, int], tuple[int, int]]]
) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The test spans and those of the helpers only tests use (`answering(reply)` patching
    `input` for the tests that call it, a mixin only test classes derive from whose method
    patches it): a function or class whose name is read at least once and only inside
    tests (a test class's bases included) or such helpers, never bound again nor written
    as text."""
    defs: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef]] = {}
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        defs.setdefault(node.name, []).append(node)
    uses: dict[str, list[ast.Name]] = {}
    for name_node in facts.of_type(ast.Name):
        uses.setdefault(name_node.id, []).append(name_node)
    texts = {node.value for node in facts.of_type(ast.Constant) if isinstance(node.value, str)}
    helpers = {
        name: nodes[0]
        for name, nodes in defs.items()
        if len(nodes) == 1 and uses.get(name) and name not in texts
        and all(isinstance(use.ctx, ast.Load) for use in uses[name])
    }  # fmt: skip
    grown = True
    while grown:
        grown = False
        for name, node in list(helpers.items()):
            inside = [
                use for use in uses[name]
                if any(start <= (use.lineno, use.col_offset) < end for start, end in spans)
            ]  # fmt: skip
            if len(inside) == len(uses[name]):
                spans.append(_span(node))
                del helpers[name]
                grown = True
    return spans


def _run_time_writes(facts: StrictFacts) -> list[tuple[ast.AST, str | None]]:
    """Each write of a name into builtins or the module namespace, with the name (None:
    only known at run time): attribute and item stores, calls (`_called_bindings`; those
    made through another too: `NameIndex.made_calls`), and
    `namespace |= {...}` on a name bound to `globals()` or a module's `__dict__`."""
    writes: list[tuple[ast.AST, str | None]] = [
        (node, name)
        for node in facts.of_type(ast.AugAssign)
        if isinstance(node.op, ast.BitOr)
        and (stored_owners(facts, node.target) | _module_owners(facts, node.target))
        & MODULE_NAMESPACES
        for name in _merged_names(node.value)
    ]
    for node in facts.of_type(ast.Attribute, ast.Subscript, ast.Call):
        if isinstance(node, ast.Call):
            writes += [(node, name) for name in _called_bindings(facts, node)]
            continue
        if not isinstance(node.ctx, ast.Store):
            continue
        owner = _module_owners(facts, node.value)
        if isinstance(node, ast.Attribute) and owner & PROGRAM_MODULES:
            writes.append((node, node.attr))
        elif isinstance(node, ast.Subscript) and owner & MODULE_NAMESPACES:
            writes.append((node, const_str(node.slice)))
    for made in facts.names.all_made_calls():  # `map(setattr, [builtins], ['max'], [f])`
        writes += [(made, name) for name in _called_bindings(facts, made)]
    for call in facts.derived(_decorator_calls):  # `@functools.partial(setattr, builtins, 'max')`
        for made in (call, *facts.names.made_calls(call)):
            writes += [(made, name) for name in _called_bindings(facts, made)]
    return writes


_WRITER_WORDS = frozenset({"setattr", "__setattr__", "setitem", "__setitem__"})


def _handed_writer(call: ast.Call) -> ast.Call | None:
    """A writer handed with its arguments to a runner that calls it later, judged as the
    call it makes: `scheduler.enter(0, 1, setattr, (builtins, 'input', f))` is
    `setattr(builtins, 'input', f)`. The values given (positional, then keywords; a tuple
    or list written in place spread) after the first one named like a writer
    (`_WRITER_WORDS`) are its arguments; any runner, a library's callback queue too."""
    given: list[ast.expr] = []
    for value in [*call.args, *(keyword.value for keyword in call.keywords)]:
        given += value.elts if isinstance(value, ast.Tuple | ast.List) else [value]
    for index, value in enumerate(given):
        word = value.attr if isinstance(value, ast.Attribute) else getattr(value, "id", "")
        if word in _WRITER_WORDS:
            made = ast.Call(func=value, args=given[index + 1 :], keywords=[])
            return ast.copy_location(made, call)
    return None


def _decorator_calls(facts: StrictFacts) -> list[ast.Call]:
    """Per code: each decorator as the call it is, with the decorated definition's name
    appended (`@functools.partial(setattr, builtins, 'input')` on `def f` is
    `functools.partial(setattr, builtins, 'input')(f)`), kept while the facts live (made
    calls are known by id)."""
    calls: list[ast.Call] = []
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        for decorator in node.decorator_list:
            argument = ast.Name(id=node.name, ctx=ast.Load())
            call = ast.Call(func=decorator, args=[argument], keywords=[])
            calls.append(ast.copy_location(call, decorator))
            ast.copy_location(argument, decorator)
    return calls


def _merged_names(value: ast.expr) -> list[str | None]:
    """The names `namespace |= value` binds: a dict literal's keys, `dict(...)`'s keywords;
    None for one only known at run time."""
    if isinstance(value, ast.Dict):
        return [None if key is None else const_str(key) for key in value.keys]
    if (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Name)
        and value.func.id == "dict"
    ):
        return [keyword.arg for keyword in value.keywords] + [None for _ in value.args]
    return [None]


def _resolved_key(facts: StrictFacts, node: ast.AST) -> str | None:
    """For a write whose key is only known at run time: a builtin among the names the code
    shows it may take (`_known_keys`), "" when none is one, None when they are not shown."""
    known = _known_keys(facts, node)
    if known is None:
        return None
    return min(known & _BUILTIN_NAMES, default="")


def _key_of(facts: StrictFacts, node: ast.AST) -> ast.expr | None:
    """The expression naming what a namespace write binds: `globals()[key]`,
    `setattr(module, key, ...)`, `.setdefault(key, ...)`, `.__setitem__(key, ...)`."""
    if isinstance(node, ast.Subscript):
        return node.slice
    if not isinstance(node, ast.Call):
        return None
    write = namespace_write(facts, node)
    if write is None:
        return node.args[1] if len(node.args) > 1 else None
    method, args, _ = write
    return args[0] if method in KEYED_UPDATES and first_argument_plain(args) else None


def _known_keys(facts: StrictFacts, node: ast.AST) -> set[str] | None:
    """The names a write with a key only known at run time may bind, when the code shows
    them all: a loop over a literal of names (`for name in ('DEBUG', 'LEVEL'):`), or a
    parameter never rebound, checked against one first (`if name not in _LAZY: raise
    AttributeError`, a module `__getattr__` caching what it imports). None when the code
    does not show them."""
    key = _key_of(facts, node)
    if _affixed(key):
        return set()
    if not isinstance(key, ast.Name):
        return None
    bindings = facts.names.bindings_of(key) or []
    if _import_system_name(facts, key, bindings):
        return set()
    if bindings and all(kind == "element" for kind, _ in bindings):
        known = facts.memo(_known_keys)  # once per name's loops: hundreds of loops over
        if id(bindings) not in known:  # one table, each writing, stay linear
            known[id(bindings)] = _all_looped_names(facts, bindings, key.id)
        return known[id(bindings)]
    owner = facts.owner(node)
    if not isinstance(owner, ast.FunctionDef | ast.AsyncFunctionDef) or not bindings:
        return None
    if any(kind not in {"param", "str"} for kind, _ in bindings):  # `str`: its annotation
        return None  # rebound after the guard, maybe
    guards = facts.memo(_exits_unless_in)  # (function id, name) -> its first guard
    if (id(owner), key.id) not in guards:  # once per function: many writes in one body
        guards[id(owner), key.id] = next(
            (item for item in owner.body if _exits_unless_in(item, key.id)), None
        )
    guard = guards[id(owner), key.id]
    if guard is None or guard.lineno >= getattr(node, "lineno", 0):
        return None
    return _literal_names(facts, guard.test.comparators[0])  # type: ignore[attr-defined]


def _all_looped_names(
    facts: StrictFacts, bindings: list[tuple[str, object]], name: str
) -> set[str] | None:
    """The names a loop variable bound by these loops takes (`_looped_names`), each
    literal's names merged once however many loops run over it."""
    found: set[str] = set()
    merged: set[int] = set()
    for _, iterated in bindings:
        names = _looped_names(facts, iterated, name)  # type: ignore[arg-type]
        if names is None:
            return None
        if id(names) not in merged:
            merged.add(id(names))
            found |= names
    return found


def _affixed(key: ast.expr | None) -> bool:
    """A key built with a literal prefix or suffix no builtin name has (`'COLOR_' + name`,
    `f'{name}_total'`): whatever the rest is, it names no builtin."""
    if isinstance(key, ast.JoinedStr) and key.values:
        first, last = key.values[0], key.values[-1]
    elif isinstance(key, ast.BinOp) and isinstance(key.op, ast.Add):
        first, last = key, key
        while isinstance(first, ast.BinOp) and isinstance(first.op, ast.Add):
            first = first.left
        while isinstance(last, ast.BinOp) and isinstance(last.op, ast.Add):
            last = last.right
    else:
        return False
    prefix, suffix = const_str(first) or "", const_str(last) or ""
    no_prefix = bool(prefix) and not any(name.startswith(prefix) for name in _BUILTIN_NAMES)
    return no_prefix or (
        bool(suffix) and not any(name.endswith(suffix) for name in _BUILTIN_NAMES)
    )


def _import_system_name(
    facts: StrictFacts, key: ast.Name, bindings: list[tuple[str, object]]
) -> bool:
    """The name parameter of a module-level `__getattr__` (PEP 562), never rebound: the
    import system asks for a name the module lacks, which the module caches as it is
    (lazy submodules); the code names nothing itself."""
    owner = facts.owner(key)
    return (
        isinstance(owner, ast.FunctionDef)
        and owner.name == "__getattr__"
        and isinstance(facts.owner(owner), ast.Module)
        and bool(owner.args.args)
        and owner.args.args[0].arg == key.id
        and all(kind in {"param", "str"} for kind, _ in bindings)
        and not facts.derived(_calls_own_getattr)
    )


def _calls_own_getattr(facts: StrictFacts) -> bool:
    """The module calls its `__getattr__` itself (`__getattr__('list')`): then the code,
    not the import system, picks the name it caches in `globals()`."""
    return any(
        isinstance(call.func, ast.Name) and call.func.id == "__getattr__"
        for call in facts.of_type(ast.Call)
    )


def _looped_names(facts: StrictFacts, iterated: ast.expr, name: str) -> set[str] | None:
    """The names a loop variable takes over a literal of names: `for name in ('A', 'B')`,
    `for name in TABLE` / `TABLE.keys()`, or the key of `for name, value in
    TABLE.items()`; None when the code does not show them."""
    loop = facts.derived(_loops).get(id(iterated))
    if loop is None:
        return None
    target = loop.target
    if isinstance(target, ast.Name):
        return _literal_names(facts, iterated)
    if (
        isinstance(target, ast.Tuple)
        and len(target.elts) == 2  # noqa: PLR2004 - a key and its value
        and isinstance(target.elts[0], ast.Name)
        and target.elts[0].id == name
        and isinstance(iterated, ast.Call)
        and isinstance(iterated.func, ast.Attribute)
        and iterated.func.attr == "items"
        and not iterated.args
    ):
        return _literal_names(facts, iterated.func.value)
    return None


def _loops(facts: StrictFacts) -> dict[int, ast.For | ast.AsyncFor | ast.comprehension]:
    """Per code: each loop (comprehensions too) by the id of what it iterates."""
    return {
        id(loop.iter): loop for loop in facts.of_type(ast.For, ast.AsyncFor, ast.comprehension)
    }


def _exits_unless_in(statement: ast.stmt, name: str) -> bool:
    """`if name not in table: raise ...` (or `return ...`)."""
    if not isinstance(statement, ast.If) or statement.orelse:
        return False
    test = statement.test
    return (
        isinstance(test, ast.Compare)
        and isinstance(test.left, ast.Name)
        and test.left.id == name
        and len(test.ops) == 1
        and isinstance(test.ops[0], ast.NotIn)
        and isinstance(statement.body[-1], ast.Raise | ast.Return)
    )


def _literal_names(facts: StrictFacts, node: ast.expr) -> set[str] | None:
    """The constant names a dict, list, tuple or set literal holds (keys of a dict, also
    through `.keys()` or a name bound once to it); None when one is not a constant."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.args:
        node = node.func.value if node.func.attr == "keys" else node
    node = facts.names.only_value(node)
    known = facts.memo(_literal_names)  # id(literal) -> its `_constant_items`
    if id(node) not in known:  # once per literal: a long table written in many places
        known[id(node)] = _constant_items(node)
    return known[id(node)]


def _constant_items(node: ast.expr) -> set[str] | None:
    """The constant strings a dict's keys or a list, tuple or set hold; None when one is
    not a constant string."""
    if isinstance(node, ast.Dict):
        items: list[ast.expr | None] = list(node.keys)
    elif isinstance(node, ast.List | ast.Tuple | ast.Set):
        items = list(node.elts)
    else:
        return None
    names = [const_str(item) if item is not None else None for item in items]
    return None if None in names else {name for name in names if name is not None}


def _imports_main(facts: StrictFacts) -> bool:
    """Whether the code imports `__main__` (the module run as a script: the code itself)."""
    return "__main__" in facts.code and any(
        alias.name == MAIN_MODULE for node in facts.of_type(ast.Import) for alias in node.names
    )


def _called_bindings(facts: StrictFacts, call: ast.Call) -> list[str | None]:
    """The names a call binds in builtins or the module namespace: `setattr(builtins, ...)`,
    `setattr(sys.modules[__name__], ...)` and the namespace writes of `namespace_write`
    (None: a name only known at run time)."""
    names = facts.names.names(call.func)
    if "builtins.setattr" in names and len(call.args) > 1:
        if _module_owners(facts, call.args[0]) & PROGRAM_MODULES:
            return [const_str(call.args[1])]
        return []
    write = (
        namespace_write(facts, call)
        or _resolved_module_write(facts, call)
        or reinitialised_namespace(facts, call, _module_owners)
    )
    return [] if write is None else _updated_names(*write)


_NAME_RESOLVERS = frozenset({"pkgutil.resolve_name", "pydoc.locate"})
_NAME_RESOLVER_WORDS = ("resolve_name", "locate")
_RESOLVED_MODULE = MAIN_MODULE
"""What `_module_owners` counts the module reached through a resolver of names as (any
name of `PROGRAM_MODULES` would do: the module the code runs in)."""


def _mentions_resolver(facts: StrictFacts) -> bool:
    """Whether the code names a resolver of names (`_NAME_RESOLVERS`; once per code)."""
    return any(word in facts.code for word in _NAME_RESOLVER_WORDS)


def _module_owners(facts: StrictFacts, node: ast.expr) -> frozenset[str]:
    """`owners`, with the module itself also reached through a resolver of names given its
    own name (`pkgutil.resolve_name(__name__)`, `pydoc.locate(__name__)`, directly or
    through a name bound once to it; under `vars(...)` or `.__dict__` its namespace).
    This belongs in the shared resolver (`_strict_names`, where `sys.modules.get(
    __name__)` is read as the module itself)."""
    found = owners(facts, node)
    if _CHAIN_WORD in facts.code:
        found |= chain_owners(facts, node)
    if found & PROGRAM_MODULES or not facts.derived(_mentions_resolver):
        return found
    value = bound_value(facts, node)
    inner = namespace_owner(facts, value)
    if inner is not None and _resolves_own_module(facts, inner):
        return found | {f"{_RESOLVED_MODULE}.__dict__"}
    return found | {_RESOLVED_MODULE} if _resolves_own_module(facts, node) else found


_CHAIN_WORD = "ChainMap"


def _resolves_own_module(facts: StrictFacts, node: ast.expr) -> bool:
    """`pkgutil.resolve_name(__name__)` or `pydoc.locate(...)` of the module's own name
    (`__name__`, or a function's or class's `__module__`), or a name bound once to it."""
    value = bound_value(facts, node)
    if not isinstance(value, ast.Call) or not value.args:
        return False
    named = value.args[0]
    own = (isinstance(named, ast.Name) and named.id == "__name__") or (
        isinstance(named, ast.Attribute) and named.attr == "__module__"
    )
    return own and bool(facts.names.names(value.func) & _NAME_RESOLVERS)


def _resolved_module_write(
    facts: StrictFacts, call: ast.Call
) -> tuple[str, list[ast.expr], list[ast.keyword]] | None:
    """`namespace_write` of a module reached through a resolver of names
    (`vars(pkgutil.resolve_name(__name__)).update(max=...)`) or of a namespace through a
    `ChainMap` (`chain_owners`: `ChainMap(vars(builtins)).update(max=...)`), and a
    module's bound `__setattr__` (`pkgutil.resolve_name(__name__).__setattr__('max',
    ...)`, as `__setitem__`)."""
    func = call.func
    if not isinstance(func, ast.Attribute) or not (
        facts.derived(_mentions_resolver) or _CHAIN_WORD in facts.code
    ):
        return None
    if func.attr == "__setattr__" and _module_owners(facts, func.value) & PROGRAM_MODULES:
        return "__setitem__", call.args, call.keywords
    if func.attr in {*KEYED_UPDATES, "update", "__ior__"} and (
        _module_owners(facts, func.value) & MODULE_NAMESPACES
    ):
        return func.attr, call.args, call.keywords
    return None


def _updated_names(
    method: str, args: list[ast.expr], keywords: list[ast.keyword]
) -> list[str | None]:
    """The names `update(sum=...)`, `update({'max': ...})`, `__ior__({...})`,
    `setdefault('len', ...)` or `__setitem__('list', ...)` on a namespace bind; None for
    one only known at run time."""
    if method in KEYED_UPDATES:
        return [const_str(args[0]) if first_argument_plain(args) else None]
    found: list[str | None] = [keyword.arg for keyword in keywords]
    for arg in args:
        if isinstance(arg, ast.Dict):
            found += [None if key is None else const_str(key) for key in arg.keys]
        else:
            found.append(None)
    return found


_INIT_ONLY = frozenset({"dataclasses.InitVar"})


def _init_only_fields(facts: StrictFacts) -> list[Finding]:
    """Fields of a class typed `InitVar[...]` named after a builtin (`type: InitVar[str]`):
    no attribute, only an argument of the generated `__init__` (and `__post_init__`)."""
    if "InitVar" not in facts.code:
        return []
    found: list[Finding] = []
    for node in facts.of_type(ast.AnnAssign):
        target, hint = node.target, node.annotation
        if not isinstance(target, ast.Name) or target.id not in _BUILTIN_NAMES:
            continue
        if isinstance(hint, ast.Constant) and isinstance(hint.value, str):
            hint = facts.names.expression(hint.value) or hint
        head = hint.value if isinstance(hint, ast.Subscript) else hint
        if isinstance(facts.owner(node), ast.ClassDef) and facts.names.names(head) & _INIT_ONLY:
            found.append(
                (facts.line_of(node), f"`{target.id}` shadows a builtin (an `__init__` argument)")
            )
    return found


_CODE_RUNNERS = frozenset({"types.FunctionType", "types.LambdaType", "builtins.exec",
                           "builtins.eval"})  # fmt: skip
"""Calls running code against namespaces they are handed: a function rebuilt from a code
object with globals of its own, `exec`/`eval` with globals (and locals)."""
_RUNNER_WORDS = ("FunctionType", "LambdaType", "exec", "eval", "__code__")


def _handed_namespaces(facts: StrictFacts) -> list[Finding]:
    """A builtin's name bound to something else in a namespace handed to code that runs
    (`types.FunctionType(peak.__code__, {'max': _clipped}, 'peak')`, `type(f)(f.__code__,
    ...)`, `exec(src, {'print': log})`, `eval(expr, None, {...})`, a `'__builtins__'`
    mapping inside): every read of that builtin there reaches the replacement. A key
    bound to the builtin itself (`{'min': min}`, a sandbox's allowed names) passes."""
    found: list[Finding] = []
    if not any(word in facts.code for word in _RUNNER_WORDS):
        return found
    for call in facts.of_type(ast.Call):
        args = call.args
        code = bool(args) and isinstance(args[0], ast.Attribute) and args[0].attr == "__code__"
        if not (code or facts.names.names(call.func) & _CODE_RUNNERS):
            continue
        handed = [*args[1:3], *(k.value for k in call.keywords if k.arg in _NAMESPACE_WORDS)]
        for namespace in handed:
            bad = _replaced_in(facts, facts.names.only_value(namespace))
            if bad is not None:
                what = f"`{bad}`" if bad else "a name only known at run time"
                found.append((facts.line_of(call), f"rebinds {what} in the globals it hands on"))
    return found


_NAMESPACE_WORDS = frozenset({"globals", "locals"})


def _replaced_in(facts: StrictFacts, node: ast.expr, depth: int = 0) -> str | None:
    """The first builtin's name a mapping written in place (a dict literal or `dict(...)`
    with keywords, a nested `'__builtins__'` one too) binds to another value ("" for a key
    only known at run time: fails closed), or None."""
    for key, value in _mapping_pairs(facts, node):
        name = None if key is None else const_str(key)
        if key is not None and name is None:
            return ""
        if key is None or name == _BUILTINS_GLOBAL:  # a spread, `dict(mapping)`, or nested
            inner = facts.names.only_value(value)
            nested = _replaced_in(facts, inner, depth + 1) if depth < 2 else None  # noqa: PLR2004
            if nested is not None:
                return nested
        elif name in _BUILTIN_NAMES and f"builtins.{name}" not in facts.names.names(value):
            return name
    return None


def _mapping_pairs(facts: StrictFacts, node: ast.expr) -> list[tuple[ast.expr | None, ast.expr]]:
    """(key, value) of a dict literal or of `dict(...)` (None keys: spread or handed
    mappings); [] for anything else."""
    if isinstance(node, ast.Dict):
        return list(zip(node.keys, node.values, strict=True))
    if isinstance(node, ast.Call) and facts.names.names(node.func) == {"builtins.dict"}:
        pairs: list[tuple[ast.expr | None, ast.expr]] = [(None, arg) for arg in node.args]
        return pairs + [
            (None if k.arg is None else ast.Constant(k.arg), k.value) for k in node.keywords
        ]
    return []


class NoBuiltinShadowing(Instruction):
    """Never reuse a builtin's name for a variable or argument.

    What it asks:
        No variable, loop target, import, function, class or argument (of a function or
        a lambda) is named after a Python builtin such as `list`, `dict`, `id`, `input`,
        `max`, `sum` or `type`, and no builtin is replaced at run time. Methods and class
        attributes, reached through their object, are not names of this kind.

    Why:
        A shadowed builtin breaks every later use of it in that scope (`list(...)` after
        `list = [...]` raises), and the bug shows up far from its cause. Short generic
        names like `id`, `input` and `max` are what models reach for first.

    Verified by:
        Ruff flake8-builtins A001 (variables, loop targets, definitions) and A002
        (function arguments). Lambda arguments, imports (`from json import loads as
        input`, `from os import open`) and `case` captures are not checked, nor are
        builtins replaced at run time.

    Strict mode:
        Fails every name the code binds outside a class body (variables, loop and
        comprehension targets, `with`/`except` names, `case` captures, imports,
        functions, classes, arguments of functions and lambdas) or in a class body under
        `global` (`class C: global max` then `def max(...)`, a module global) that is a
        builtin, an import in a class body bound to a builtin's name (`from json import
        dumps as format`: the instruction names imports, and an import there is no
        method or field an API needs; `def format(self)` and `id = Column(...)` pass), and
        a star import that binds one: `from math import *` (`pow`), `from os import *`
        (`open`), any standard module whose star import binds a builtin's name (read off
        Python 3.11), and, as undecidable, a star import of any other module (third-party,
        the code's own, relative), whose names the code does not show (fail-closed: PEP 8
        advises against star imports, and honest code rarely has one); and
        builtins replaced at run time (`builtins.max = ...`, `setattr(builtins, 'sum',
        ...)`, `globals()['list'] = ...`, `vars(builtins)['max'] = ...`,
        `globals().update(sum=...)`, `builtins.__dict__.update(...)`, `.setdefault`,
        `globals().__setitem__('list', ...)`, `.__ior__({...})`, `.__init__(...)` called
        again (`vars(builtins).__init__(input=...)`, or unbound, `dict.__init__(
        vars(builtins), ...)`, as `update`), `namespace |= {...}`
        on a name bound to `globals()` (or a namespace below), the same methods called
        unbound on a mapping class (`dict.__setitem__(globals(), 'len', ...)`,
        `dict.update(globals(), ...)`), `operator.setitem(globals(), 'list', ...)`,
        `operator.ior(globals(), {...})`, and the same on the module itself reached as
        `sys.modules[__name__]` (any key not constant), `sys.modules.get(__name__)` or
        `importlib.import_module(__name__)`, `pkgutil.resolve_name(__name__)` or
        `pydoc.locate(__name__)` (or `obj.__module__` for `__name__`; a resolver's result
        also through a name bound once to it), as
        `inspect.getmodule(obj)` (any module), or imported as `__main__` (the module run
        as a script): `setattr(...)`, attribute stores, its `__dict__` or `vars(...)`;
        any of these calls made through another (`map(setattr, [builtins], ['input'],
        [f])`, `itertools.starmap`, `functools.partial(setattr, builtins)('input', f)`,
        `operator.call`, `operator.methodcaller('__setattr__', 'input', f)(builtins)`,
        a decorator, judged as a call of it with the decorated definition appended
        (`@functools.partial(setattr, builtins, 'input')` on a `def`),
        `filter`, a `key=` of `sorted`/`min`/`max`, `functools.reduce`, and the
        schedulers `atexit.register`, `weakref.finalize`, `threading.Thread(target=...)`,
        `threading.Timer` and the methods `submit`, `callback`, `call_soon`, `call_later`,
        `run_in_executor`, `addCleanup`, and any other call handed a writer named
        `setattr`, `__setattr__`, `setitem` or `__setitem__` followed by its arguments,
        a tuple or list written in place spread, as a callback runner calls it:
        `scheduler.enter(0, 1, setattr, (builtins, 'input', f))`, a name not constant
        failing closed) or through a module's bound `__setattr__`
        (`builtins.__setattr__('input', f)`);
        the same on builtins reached as a builtin function's `__self__`
        (`len.__self__`); the same writes into a namespace reached through a frame or a
        function (`sys._getframe().f_globals`, `inspect.currentframe().f_globals`,
        `.f_locals`: the globals at module level, a function's locals in one,
        `func.__globals__`, `.f_builtins`,
        `func.__builtins__`: the module's own globals or another module's, where a
        builtin's name is shadowed all the same); the module's `__builtins__` rebound
        (`__builtins__ = dict(vars(builtins), round=...)`, an import or definition of that
        name at module level or under `global`, or a run-time write of that key as above),
        which replaces every builtin; the same writes made through a
        `collections.ChainMap` whose first map (or the map its `.maps[i]` picks by a
        constant index; after `.parents` or `.new_child(m)`, as they shift the maps) is
        such a namespace (`ChainMap(vars(builtins))['print'] = ...`, its `.update(...)`,
        also through a name bound once to the chain); a builtin (or a global of the module)
        replaced by a patcher outside a test, `mock.patch('builtins.print', ...)`,
        `patch.object(builtins, 'print', ...)`, `patch.dict(builtins.__dict__, ...)`,
        `patch.multiple(builtins, ...)`, a target `'__main__.max'` or
        `f'{__name__}.max'`, pytest's `MonkeyPatch().setattr('builtins.input', ...)`
        or `.setattr(builtins, ...)` (in a test, a function named `test...`, `setUp`,
        ..., a pytest fixture, or a class named `Test...` or deriving from `TestCase`,
        or a helper function or mixin class only tests use, a patched builtin stands in
        for the user or the system, and passes); a name
        that is not a constant fails too, unless the
        code shows every name it may take: a loop over a literal of names, `for name in
        ('DEBUG', 'LEVEL'):` or the keys of a dict literal, `for name, value in
        DEFAULTS.items():`, or a check against one before the write, `if name not in
        _LAZY: raise AttributeError(name)` in a lazy module `__getattr__`; a name with a
        literal prefix or suffix no builtin has, `'COLOR_' + name`, and the name the
        import system hands a module-level `__getattr__`, never rebound nor called by
        the module itself, pass). Methods and
        class attributes (not imports), reached through their object, do not count.

        A builtin's name bound to another value in a namespace handed to code that runs
        fails too: a key of the globals (or locals) of `types.FunctionType(f.__code__,
        {'max': _capped}, 'f')` (also `type(f)(f.__code__, ...)`), `exec` or `eval`, a
        dict literal or `dict(...)` keywords, through a name bound once, a spread or a
        nested `'__builtins__'` mapping followed (a key not constant fails closed); a key
        bound to the builtin itself, `{'min': min}` as a sandbox allows it, passes.

        A builtin's name bound in the examples of one of the code's docstrings fails as
        in the code itself (`>>> list = [1, 2]`, `>>> for id in ...`): doctest runs
        them, and the answer shows them.

        A field of a class typed `dataclasses.InitVar[...]` (quoted too) named after a
        builtin (`type: InitVar[str]`) fails as well: it is no attribute, only an
        argument of the generated `__init__`.

        Still possible: a write made by a function that calls what it is handed other
        than those named, when the writer is not handed beside its arguments (a
        library's callback registry given them apart, `signal.signal`, `sys.settrace`);
        a builtin patched inside a function named as a test's, or by a patcher other than
        unittest.mock's and pytest's; a namespace handed to running code that is built
        otherwise than written in place (filled by item stores, a comprehension); a
        builtin's name bound in a doctest example that does not parse even alone.
    """

    id = "style_9"
    strict_reads_shown_blocks = True  # every block of code the answer shows
    name = "no_builtin_shadowing"
    category = "style"
    description = "Do not name variables or arguments after Python builtins."
    generation_prompt = (
        "Do not name any variable, loop variable, import, function, class or argument "
        "(lambda arguments included) after a Python builtin (for example list, dict, id, "
        "input, max, sum, type); choose descriptive names instead."
    )
    edit_prompt = (
        "Rename every variable, loop variable, import, function, class and argument that "
        "shadows a Python builtin (such as list, dict, id, input, max, sum or type) to a "
        "descriptive name, updating all of its uses."
    )
    ruff_rules = ("A001", "A002")

    strict_is_whole_rule = True

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Every binding of a builtin's name outside class bodies, static or dynamic."""
        found = _scope_bindings(facts)
        found += _doctest_bindings(facts)
        found += _patched_builtins(facts) + _init_only_fields(facts)
        found += _handed_namespaces(facts)
        return found + _star_imports(facts) + _dynamic_bindings(facts)

    def applies_to(self, code: str) -> bool:
        """True when a variable, argument or definition is named like a builtin."""
        tree = parse(code)
        return tree is not None and _shadows_builtin(tree)

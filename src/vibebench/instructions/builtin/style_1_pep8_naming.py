"""style_1: PEP 8 names for functions, variables, arguments, classes and constants."""

from __future__ import annotations

import ast
import builtins
import importlib
import inspect
import re
from collections import Counter
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import functions, own_nodes, parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_arguments import (
    DefNode,
    argument_for,
    calls_of,
    escapes,
    only_parameter_of,
    parameter_owner,
)
from vibebench.instructions._strict_classes import (
    PROTOCOLS,
    class_body_bindings,
    class_model,
    derived_classes,
    own_method,
)
from vibebench.instructions._strict_names import NAMESPACE, const_str
from vibebench.instructions._strict_namespaces import namespace_write, owners, stored_owners
from vibebench.instructions._strict_scopes import Scope
from vibebench.instructions._strict_values import (
    JSON_READERS,
    ConstantRun,
    Unknown,
    json_document,
    pick,
)


def _is_snake_case(name: str) -> bool:
    return name == name.lower()


def _is_cap_words(name: str) -> bool:
    stripped = name.lstrip("_")
    return stripped[:1].isupper() and "_" not in stripped


def _is_mixed_case(name: str) -> bool:
    return name != name.lower() and name != name.upper()


def _has_bad_definition(tree: ast.Module) -> bool:
    """A class, function or argument whose name breaks PEP 8."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and not _is_cap_words(node.name):
            return True
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and not _is_snake_case(
            node.name,
        ):
            return True
        if isinstance(node, ast.arg) and not _is_snake_case(node.arg):
            return True
    return False


def _has_bad_variable(tree: ast.Module) -> bool:
    """A local variable that is not lower case, or a mixedCase module-level name."""
    for func in functions(tree):
        for node in own_nodes(func):
            if (
                isinstance(node, ast.Name)
                and isinstance(node.ctx, ast.Store)
                and not _is_snake_case(node.id)
            ):
                return True
    return any(
        isinstance(target, ast.Name) and _is_mixed_case(target.id)
        for node in tree.body
        if isinstance(node, ast.Assign)
        for target in node.targets
    )


_VALUE_SITES = (ast.Name, ast.arg, ast.ExceptHandler, ast.MatchAs, ast.MatchStar,
                ast.MatchMapping)  # fmt: skip
"""Binding sites of variables (not of imports, functions or classes)."""
_MUTATORS = frozenset({"append", "extend", "insert", "add", "update", "pop", "remove",
                       "clear", "setdefault", "discard", "sort", "reverse"})  # fmt: skip
_SIGNALS = frozenset({"BaseException", "BaseExceptionGroup", "KeyboardInterrupt", "SystemExit",
                      "GeneratorExit", "StopIteration", "StopAsyncIteration"})  # fmt: skip
"""Builtin exceptions that signal rather than report an error: PEP 8 asks the Error suffix
only of an exception that "actually is an error", so a subclass of these (a cooperative
stop raised past `except Exception`, the end of an iteration) may be named otherwise."""
_EXCEPTIONS = frozenset(
    f"builtins.{name}"
    for name in dir(builtins)
    if isinstance(getattr(builtins, name), type)
    and issubclass(getattr(builtins, name), BaseException)
    and not issubclass(getattr(builtins, name), Warning)
    and name not in _SIGNALS
)


def _mixed(name: str) -> bool:
    """mixedCase as pep8-naming means it: starts lowercase, has an uppercase letter later."""
    stripped = name.lstrip("_")
    return stripped[:1].islower() and stripped != stripped.lower()


def _constant_value(node: ast.expr | None, facts: StrictFacts) -> bool:
    """A value written from literals only: a number, string, tuple, frozen set, ..., or a
    value constructor called on them (`Decimal('0.2')`, `Path('data') / 'raw'`)."""
    if isinstance(node, ast.Constant):
        return node.value is not None
    if isinstance(node, ast.UnaryOp):
        return _constant_value(node.operand, facts)
    if isinstance(node, ast.BinOp):
        return _constant_value(node.left, facts) and _constant_value(node.right, facts)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return bool(node.elts) and all(_constant_value(item, facts) for item in node.elts)
    if isinstance(node, ast.Dict):
        return bool(node.values) and all(
            item is not None and _constant_value(item, facts)
            for item in [*node.keys, *node.values]
        )
    if isinstance(node, ast.JoinedStr | ast.FormattedValue | ast.Subscript | ast.Slice):
        return _constant_parts(node, facts)
    if isinstance(node, ast.IfExp | ast.Compare | ast.BoolOp):
        return _chosen_constant(node, facts)
    if isinstance(node, ast.Name | ast.Attribute) and facts.names.names(node) & _LIBRARY_CONSTANTS:
        return facts.names.names(node) <= _LIBRARY_CONSTANTS
    if isinstance(node, ast.Name):
        return _constant_name(node, facts)
    return node is not None and _constructed_constant(node, facts)


def _constant_field(node: ast.Attribute, facts: StrictFacts) -> bool:
    """A data attribute of a constant a value constructor makes (`struct.Struct('P').size`,
    `Path('data').parent`, `Decimal('2').real`): a field of a fixed value is as fixed; a
    method read uncalled (`re.compile(r'\\w+').match`) is a function, and no constant."""
    value = node.value
    if not isinstance(value, ast.Call) or not _constructed_constant(value, facts):
        return False
    names = facts.names.names(value.func)
    return bool(names) and all(_data_attribute(name, node.attr) for name in names)


@cache
def _data_attribute(constructor: str, attr: str) -> bool:
    """Whether `attr` is a data descriptor of the class `constructor` (a dotted name of
    `_VALUE_CONSTRUCTORS`, all standard modules) names; False for a function."""
    if constructor not in _VALUE_CONSTRUCTORS:
        return False
    module, _, name = constructor.rpartition(".")
    try:
        kind = getattr(importlib.import_module(module), name)
        found = inspect.getattr_static(kind, attr)
    except (ImportError, AttributeError):
        return False
    return isinstance(kind, type) and inspect.isdatadescriptor(found)


_PURE_ITERATORS = frozenset(
    f"builtins.{name}" for name in ("enumerate", "zip", "range", "reversed", "sorted")
)
"""Builtins giving items made of their arguments alone, for a comprehension to loop over."""
_FED_CONTAINERS = frozenset(
    f"builtins.{name}" for name in ("dict", "frozenset", "tuple", "list", "set")
)
"""Containers built from one iterable (`dict(zip(KEYS, range(3)))`, `frozenset(c for c in
'ab')`): constant when the iterable is (`_pure_value`)."""


def _comprehension_constant(
    node: ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp,
    facts: StrictFacts,
    loop: frozenset[str],
) -> bool:
    """A comprehension over constants reading only its own loop variables, constants and
    pure functions (`{c: i for i, c in enumerate('0123456789abcdef')}`): a table fixed by
    the code, as the literal it stands for is."""
    bound = set(loop)
    for generator in node.generators:
        if generator.is_async or not _pure_value(generator.iter, facts, frozenset(bound)):
            return False
        for part in ast.walk(generator.target):
            if isinstance(part, ast.Name):
                bound.add(part.id)
            elif not isinstance(part, ast.Tuple | ast.List | ast.Starred | ast.expr_context):
                return False  # (`for obj.attr in ...` stores elsewhere)
        if not all(_pure_value(test, facts, frozenset(bound)) for test in generator.ifs):
            return False
    parts = [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]
    return all(_pure_value(part, facts, frozenset(bound)) for part in parts)


def _pure_value(node: ast.expr, facts: StrictFacts, loop: frozenset[str]) -> bool:
    """An expression of a comprehension made of its loop variables (`loop`), literals,
    module constants and pure functions (`_VALUE_CONSTRUCTORS`, `_PURE_ITERATORS`, methods
    of texts and numbers) alone."""
    if isinstance(node, ast.Name) and node.id in loop:
        return True
    free = not loop or not any(
        isinstance(part, ast.Name) and part.id in loop for part in ast.walk(node)
    )
    if free and _constant_value(node, facts):
        return True
    if isinstance(node, ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp):
        return _comprehension_constant(node, facts, loop)
    if isinstance(node, ast.Call):
        func = node.func
        arguments = [*node.args, *(keyword.value for keyword in node.keywords)]
        names = facts.names.names(func)
        pure = bool(names) and names <= _VALUE_CONSTRUCTORS | _PURE_ITERATORS | _FED_CONTAINERS
        if not pure and isinstance(func, ast.Attribute) and func.attr in _TEXT_METHODS:
            pure = _pure_value(func.value, facts, loop)
        return pure and all(_pure_value(argument, facts, loop) for argument in arguments)
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.UnaryOp | ast.BinOp | ast.BoolOp | ast.Compare | ast.IfExp | ast.Tuple
                  | ast.List | ast.Set | ast.Dict | ast.JoinedStr | ast.FormattedValue
                  | ast.Subscript | ast.Slice | ast.Starred):  # fmt: skip
        return all(
            _pure_value(part, facts, loop)
            for part in ast.iter_child_nodes(node)
            if isinstance(part, ast.expr)
        )
    return False


def _chosen_constant(node: ast.IfExp | ast.Compare | ast.BoolOp, facts: StrictFacts) -> bool:
    """A test of the platform or interpreter (`_static_test`: `sys.platform == 'win32'`), or
    constants chosen by one (`8 if os.name == 'posix' else 4`): fixed before the program
    runs, as a constant chosen by an `if` on such a test is."""
    if isinstance(node, ast.IfExp):
        parts = (node.body, node.orelse)
        return _static_test(node.test, facts) and all(_constant_value(p, facts) for p in parts)
    return _static_test(node, facts)


def _constant_parts(
    node: ast.JoinedStr | ast.FormattedValue | ast.Subscript | ast.Slice, facts: StrictFacts
) -> bool:
    """An f-string of constants (`f'v{API_VERSION}'`), or a constant item or slice of a
    constant (`PAGE_SIZES[1]`, `NAMES[:2]`): a value fixed by the code as its parts are."""
    if isinstance(node, ast.JoinedStr):
        parts: list[ast.expr | None] = [
            part for part in node.values if not isinstance(part, ast.Constant)
        ]
    elif isinstance(node, ast.FormattedValue):
        parts = [node.value, node.format_spec] if node.format_spec else [node.value]
    elif isinstance(node, ast.Subscript):
        parts = [node.value, node.slice]
    else:
        parts = [part for part in (node.lower, node.upper, node.step) if part is not None]
    return all(_constant_value(part, facts) for part in parts)


_LIBRARY_CONSTANTS = frozenset({
    *(f"{module}.{name}" for module in ("math", "cmath") for name in ("pi", "e", "tau", "inf")),
    *(f"string.{name}" for name in ("ascii_letters", "ascii_lowercase", "ascii_uppercase",
                                    "digits", "hexdigits", "octdigits", "punctuation",
                                    "printable", "whitespace")),
    *(f"os.{name}" for name in ("sep", "extsep", "pathsep", "linesep", "curdir", "pardir",
                                "devnull")),
    "sys.maxsize", "sys.maxunicode",
})  # fmt: skip
"""Numbers and texts of the standard library fixed for a program's run (`math.pi`,
`string.digits`, `os.sep`): a value computed from them and literals is a constant."""


def _constant_name(node: ast.Name, facts: StrictFacts) -> bool:
    """A read of a module constant (`24 * SECONDS_PER_HOUR`): a name of the module bound
    only to values written from literals (and such names), never changed; a value
    computed from constants is a constant too."""
    module = facts.names.module
    if (
        facts.names.binding_scope(node.id, facts.names.scope_of.get(id(node), module))
        is not module
    ):
        return False
    known = facts.memo(_constant_name)
    if node.id in known:
        return known[node.id]
    known[node.id] = False  # (a name defined through itself is no constant)
    bindings = module.bindings[node.id]
    known[node.id] = (
        bool(bindings)
        and node.id not in facts.derived(_changed_names)
        and all(_constant_binding(binding, facts) for binding in bindings)
    )
    return known[node.id]


_VALUE_CONSTRUCTORS = frozenset(
    {
        "datetime.timedelta", "datetime.date", "datetime.datetime", "datetime.time",
        "decimal.Decimal", "fractions.Fraction", "pathlib.Path", "pathlib.PurePath",
        "pathlib.PurePosixPath", "pathlib.PureWindowsPath", "builtins.frozenset",
        "builtins.tuple", "re.compile", "uuid.UUID", "string.Template",
        "ipaddress.ip_address", "ipaddress.ip_network", "types.MappingProxyType",
        "builtins.range", "os.path.join", "os.path.normpath", "posixpath.join", "ntpath.join",
        *(f"builtins.{name}" for name in ("pow", "abs", "round", "divmod", "min", "max",
                                          "int", "float", "complex", "str", "bytes",
                                          "chr", "ord", "bin", "oct", "hex", "len")),
        *(f"math.{name}" for name in ("sqrt", "isqrt", "exp", "log", "log2", "log10",
                                      "pow", "ceil", "floor", "trunc", "factorial", "comb",
                                      "perm", "gcd", "lcm", "hypot", "radians", "degrees",
                                      "cos", "sin", "tan")),
        *(f"operator.{name}" for name in ("pow", "mul", "add", "sub", "truediv", "floordiv",
                                          "mod", "lshift", "rshift", "or_", "and_", "xor",
                                          "concat", "neg")),
        "builtins.sum", "math.prod", "math.fsum", "struct.calcsize", "struct.Struct",
    },
)  # fmt: skip
"""Calls that make a value from their arguments alone and hold no state of their own:
called on literals (`timedelta(seconds=30)`, `re.compile(r'\\w+')`), they make a constant;
so do the pure functions of numbers and texts (`pow(2, 16)`, `math.sqrt(2)`, `int('8')`,
`struct.calcsize('<4sHI')`).
Factories of objects with state (`logging.getLogger`, `Flask`, `ArgumentParser`) are not
here, nor `dict(...)`: a dict can be changed later, through any name it is passed to."""
_FOLDS = frozenset({"functools.reduce"})
"""Calls folding their iterable with the function they are given: a pure function
(`_VALUE_CONSTRUCTORS`: `operator.mul`) folding literals makes a constant
(`functools.reduce(operator.mul, (60, 60, 24))`)."""


def _constructed_constant(node: ast.expr, facts: StrictFacts) -> bool:
    """`Decimal('0.2')`, `frozenset({'r', 'w'})`, `re.compile(r'\\w+', re.I)`: a value
    constructor called on literals (a flag of the constructor's module too), with at least
    one argument, or a data attribute of one (`_constant_field`); or a comprehension over
    constants (`_comprehension_constant`)."""
    if isinstance(node, ast.ListComp | ast.SetComp | ast.DictComp):
        return _comprehension_constant(node, facts, frozenset())
    if not isinstance(node, ast.Call):
        return isinstance(node, ast.Attribute) and _constant_field(node, facts)
    if _text_method_constant(node, facts):
        return True
    names = facts.names.names(node.func)
    if names and names <= _FED_CONTAINERS and len(node.args) == 1 and not node.keywords:
        fed = node.args[0]  # `dict(zip(KEYS, VALUES))`, `frozenset(c for c in 'ab')`
        if (
            isinstance(fed, ast.GeneratorExp)
            or isinstance(fed, ast.Call)
            and (facts.names.names(fed.func) & _PURE_ITERATORS)
        ):
            return _pure_value(fed, facts, frozenset())
    if names and names <= _FOLDS and node.args and not node.keywords:
        folder = facts.names.names(node.args[0])
        return (
            bool(folder)
            and folder <= _VALUE_CONSTRUCTORS
            and all(_constant_value(argument, facts) for argument in node.args[1:])
        )
    if not names or not names <= _VALUE_CONSTRUCTORS:
        return False
    modules = {name.rpartition(".")[0] for name in names}
    arguments = [*node.args, *(keyword.value for keyword in node.keywords)]
    return bool(arguments) and all(
        _constant_value(argument, facts) or _module_flag(argument, facts, modules)
        for argument in arguments
    )


_TEXT_METHODS = frozenset(
    name for kind in (str, bytes, int, float) for name in dir(kind)
    if not name.startswith("__") or name.endswith(("add__", "mul__", "pow__", "sub__"))
) - {"maketrans"}  # fmt: skip
"""Methods of texts and numbers (`upper`, `bit_length`, `__pow__`) giving a value made of
the receiver and the arguments alone."""


def _text_method_constant(node: ast.Call, facts: StrictFacts) -> bool:
    """A method of a text or number called on a literal or on one of the standard library's
    fixed numbers and texts with literals (`'csv json'.split()`, `', '.join(('a', 'b'))`,
    `'Id'.upper()`, `(2).__pow__(16)`, `sys.maxsize.bit_length()`): a value fixed by the
    code."""
    func = node.func
    if not isinstance(func, ast.Attribute) or func.attr not in _TEXT_METHODS:
        return False
    receiver = func.value
    return (
        isinstance(receiver, ast.Constant)
        and isinstance(receiver.value, str | bytes | int | float)
        or isinstance(receiver, ast.Name | ast.Attribute)
        and bool(names := facts.names.names(receiver))
        and names <= _LIBRARY_CONSTANTS
    ) and all(
        _constant_value(argument, facts)
        for argument in [*node.args, *(keyword.value for keyword in node.keywords)]
    )


def _module_flag(node: ast.expr, facts: StrictFacts, modules: set[str]) -> bool:
    """`re.IGNORECASE`, `re.I | re.M`: constants of the constructor's own module."""
    if isinstance(node, ast.BinOp):
        return _module_flag(node.left, facts, modules) and _module_flag(node.right, facts, modules)
    names = facts.names.names(node) if isinstance(node, ast.Attribute) else frozenset()
    return bool(names) and all(name.rpartition(".")[0] in modules for name in names)


_IN_PLACE = frozenset({"random.shuffle", "heapq.heapify", "heapq.heappush", "heapq.heappop",
                       "heapq.heapreplace", "heapq.heappushpop", "bisect.insort",
                       "bisect.insort_left", "bisect.insort_right"})  # fmt: skip
"""Standard functions changing their first argument in place."""


def _changed_names(facts: StrictFacts) -> set[str]:
    """Module names the code changes after binding them (so they are not constants): by
    a mutating method, a store into an item or attribute (of an item too: `grid[0][1] =
    5`), or a standard function changing its first argument in place (`random.shuffle`)."""
    changed: set[str] = set()
    for scope in facts.names.scopes:
        changed |= scope.globals_declared
    for node in facts.of_type(ast.Call, ast.Subscript, ast.Attribute):
        target: ast.expr | None = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            target = node.func.value if node.func.attr in _MUTATORS else None
        elif isinstance(node, ast.Subscript | ast.Attribute):
            target = None if isinstance(node.ctx, ast.Load) else node.value
        if isinstance(node, ast.Call) and node.args and target is None:
            in_place = facts.names.names(node.func) & _IN_PLACE
            target = node.args[0] if in_place else None
        while isinstance(target, ast.Subscript | ast.Attribute):
            target = target.value
        if isinstance(target, ast.Name):
            changed.add(target.id)
    return changed


_TYPE_ALIAS = frozenset({"typing.TypeAlias", "typing_extensions.TypeAlias"})


def _type_aliases(facts: StrictFacts) -> set[str]:
    """Names annotated `TypeAlias` with a string value (`Json: TypeAlias = "dict[str,
    Json]"`): a type written as a forward reference, named in CapWords as PEP 8 says."""
    return {
        node.target.id
        for node in facts.of_type(ast.AnnAssign)
        if isinstance(node.target, ast.Name)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        and facts.names.names(node.annotation) & _TYPE_ALIAS
    }


_FRAMEWORK_NAMES = {
    "django": frozenset({"app_name", "urlpatterns", "default_app_config", "handler400",
                         "handler403", "handler404", "handler500"}),
    "pytest": frozenset({"pytest_plugins", "pytestmark", "collect_ignore",
                         "collect_ignore_glob"}),
    "alembic": frozenset({"revision", "down_revision", "branch_labels", "depends_on"}),
}  # fmt: skip
"""Lowercase module names a framework reads by that spelling (Django's URLconf
`app_name`, pytest's `pytest_plugins`), allowed in a module that imports the framework."""


def _framework_names(facts: StrictFacts) -> set[str]:
    """The framework-mandated module names (`_FRAMEWORK_NAMES`) of the frameworks the code
    imports."""
    imported = {
        (alias.name if isinstance(node, ast.Import) else node.module or "").partition(".")[0]
        for node in facts.of_type(ast.Import, ast.ImportFrom)
        for alias in node.names
    }
    return {name for framework in imported & _FRAMEWORK_NAMES.keys()
            for name in _FRAMEWORK_NAMES[framework]}  # fmt: skip


_CONFIG_SETTINGS = {
    "sphinx": (
        frozenset({"extensions", "templates_path", "exclude_patterns", "html_theme",
                   "html_static_path", "html_theme_options", "master_doc", "root_doc",
                   "source_suffix", "pygments_style", "html_title", "intersphinx_mapping",
                   "autodoc_default_options", "autodoc_typehints", "html_logo"}),
        frozenset({"project", "copyright", "author", "release", "version", "language"}),
    ),
    "celery": (
        frozenset({"broker_url", "result_backend", "task_serializer", "result_serializer",
                   "accept_content", "enable_utc", "beat_schedule", "task_routes",
                   "worker_concurrency", "task_acks_late", "result_expires",
                   "task_default_queue", "worker_prefetch_multiplier"}),
        frozenset({"timezone", "imports"}),
    ),
    "gunicorn": (
        frozenset({"bind", "worker_class", "accesslog", "errorlog", "preload_app",
                   "max_requests", "max_requests_jitter", "graceful_timeout",
                   "worker_connections", "proc_name", "raw_env", "capture_output"}),
        frozenset({"workers", "threads", "timeout", "keepalive", "loglevel", "reload",
                   "daemon", "pidfile", "umask", "chdir", "backlog"}),
    ),
}  # fmt: skip
"""Lowercase settings a tool reads by name from a config module it loads itself (Sphinx's
`conf.py`, a Celery config module, `gunicorn.conf.py`), without the module importing it:
by tool, the settings only its config uses (`html_theme`, `broker_url`, `bind`) and the
common words it also reads (`project`, `timezone`, `workers`)."""


def _config_settings(facts: StrictFacts) -> set[str]:
    """The settings a module binds of each tool in `_CONFIG_SETTINGS` of which it binds
    one of the tool's own settings: a config module of that tool (`project` and
    `html_theme`, not `workers` and `timeout` alone)."""
    bound = set(facts.names.module.bindings)
    return {name for own, common in _CONFIG_SETTINGS.values() if bound & own
            for name in bound & (own | common)}  # fmt: skip


_STATIC_TESTS = (
    "sys.platform", "sys.version_info", "sys.implementation", "sys.maxsize", "sys.byteorder",
    "os.name", "platform.system()", "platform.machine()", "platform.python_implementation()",
    "typing.TYPE_CHECKING", "typing_extensions.TYPE_CHECKING",
)  # fmt: skip
"""What an `if` may ask to choose a constant: facts of the interpreter and platform fixed
before the program runs (and names bound to literals, `_static_name`)."""


def _static_name(name: str) -> bool:
    """`name` is a literal's (`const:int`, a name bound to one), one of `_STATIC_TESTS` or
    a part of one (`sys.version_info[]`)."""
    return name.startswith("const:") or any(
        name == static or name.startswith((f"{static}.", f"{static}[")) for static in _STATIC_TESTS
    )


def _static_test(node: ast.expr, facts: StrictFacts) -> bool:
    """An `if` test that reads only `_STATIC_TESTS` and literals (`sys.platform ==
    'win32'`), not input given at run time (`args.verbose`, `sys.argv`, `os.environ`)."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.Compare):
        return all(_static_test(part, facts) for part in [node.left, *node.comparators])
    if isinstance(node, ast.BoolOp):
        return all(_static_test(part, facts) for part in node.values)
    if isinstance(node, ast.Tuple):
        return all(_static_test(part, facts) for part in node.elts)
    if isinstance(node, ast.UnaryOp):
        return _static_test(node.operand, facts)
    if isinstance(node, ast.BinOp | ast.Call | ast.Subscript) and _constant_value(node, facts):
        return True  # `2 ** 32`, `len('ab')`
    names = facts.names.names(node)
    if isinstance(node, ast.Name) and not (names and all(map(_static_name, names))):
        return _constant_name(node, facts)  # `IS_WINDOWS = sys.platform == 'win32'`
    return bool(names) and all(_static_name(name) for name in names)


def _static_branches(statement: ast.If, facts: StrictFacts) -> list[list[ast.stmt]] | None:
    """The bodies of an `if`/`elif`/`else` chain, one a branch, when its tests are all
    static, else None."""
    branches: list[list[ast.stmt]] = []
    rest: list[ast.stmt] = [statement]
    while len(rest) == 1 and isinstance(link := rest[0], ast.If):
        if not _static_test(link.test, facts):
            return None
        branches.append(link.body)
        rest = link.orelse
    return [*branches, rest] if rest else branches


def _literal_pattern(pattern: ast.pattern) -> bool:
    """A `case` pattern of literals only (`'win32'`, `'linux' | 'darwin'`, `None`, `_`)."""
    if isinstance(pattern, ast.MatchOr):
        return all(map(_literal_pattern, pattern.patterns))
    if isinstance(pattern, ast.MatchAs):
        return pattern.pattern is None and pattern.name is None
    return isinstance(pattern, ast.MatchSingleton) or (
        isinstance(pattern, ast.MatchValue) and isinstance(pattern.value, ast.Constant)
    )


def _match_branches(statement: ast.Match, facts: StrictFacts) -> list[list[ast.stmt]] | None:
    """The bodies of a `match` on a static subject (`match sys.platform:`) whose cases
    are literals without run-time guards, one a branch, else None."""
    if not _static_test(statement.subject, facts):
        return None
    for case in statement.cases:
        if not _literal_pattern(case.pattern):
            return None
        if case.guard is not None and not _static_test(case.guard, facts):
            return None
    return [case.body for case in statement.cases]


def _branch_bindings(facts: StrictFacts) -> dict[str, int]:
    """Module names bound by a plain assignment at most once in each branch of one
    module-level `if`/`else` chain with static tests (`_static_test`) and nowhere else in
    such chains (`if sys.platform == 'win32': shell = 'cmd.exe' else: shell =
    '/bin/sh'`), with how many times: a value chosen once, before the program runs, as a
    constant is. A choice made on run-time input (`if args.verbose:`) is a variable."""
    counts: dict[str, int] = {}
    chains: dict[str, int] = {}
    spoiled: set[str] = set()
    for statement in facts.tree.body:
        if isinstance(statement, ast.Match):
            branches = _match_branches(statement, facts)
        elif isinstance(statement, ast.If):
            branches = _static_branches(statement, facts)
        else:
            continue
        for branch in branches or ():
            names = [
                node.targets[0].id
                for node in branch
                if isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
            ]
            spoiled |= {name for name, count in Counter(names).items() if count > 1}
            spoiled |= {name for name in names if chains.get(name, id(statement)) != id(statement)}
            for name in names:
                chains[name] = id(statement)
                counts[name] = counts.get(name, 0) + 1
    return {name: count for name, count in counts.items() if name not in spoiled}


def _unpacked_values(facts: StrictFacts) -> frozenset[int]:
    """id() of the values module-level assignments unpack into names (`ranks, suits =
    '2345 SHDC'.split()`): each name is bound once to a part of that value."""
    return frozenset(
        id(node.value)
        for node in facts.tree.body
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Tuple | ast.List)
        and all(isinstance(item, ast.Name) for item in node.targets[0].elts)
    )


def _constant_binding(binding: tuple[str, object], facts: StrictFacts) -> bool:
    """A binding to a value (not an import or parameter, nor a loop but one over a single
    literal item) written from literals, or a part of a text method's constant result
    unpacked at module level (`ranks, suits = '2345 SHDC'.split()`)."""
    kind, value = binding
    if (
        kind == "element"
        and isinstance(value, ast.Call)
        and id(value) in facts.derived(_unpacked_values)
    ):
        return _text_method_constant(value, facts)
    if kind == "element" and isinstance(value, ast.Tuple | ast.List | ast.Set):
        # `for max_retries in (3,): pass`: a loop over one literal item binds it once
        items = value.elts
        return (
            len(items) == 1
            and not isinstance(items[0], ast.Starred)
            and (_constant_value(items[0], facts))
        )
    return kind == "expr" and isinstance(value, ast.expr) and _constant_value(value, facts)


def _main_guard(statement: ast.stmt) -> bool:
    """`if __name__ == '__main__':` (either way round)."""
    test = statement.test if isinstance(statement, ast.If) else None
    if not isinstance(test, ast.Compare) or len(test.ops) != 1:
        return False
    sides = {test.left, *test.comparators}
    return (
        isinstance(test.ops[0], ast.Eq)
        and any(isinstance(side, ast.Name) and side.id == "__name__" for side in sides)
        and any(isinstance(side, ast.Constant) and side.value == "__main__" for side in sides)
    )


def _script_variables(facts: StrictFacts) -> set[str]:
    """Names bound only in the body of a module-level `if __name__ == '__main__':` and read
    as the module's by no function, lambda or class defined outside it: the script's own
    variables (`text = '...'`, then `print(top_words(text))`, even beside `def
    top_words(text)`, whose parameter is another variable), which pylint's constant rule
    accepts in snake_case too. A name a function outside the guard reads as a global (or
    declares `global`) is the module's constant wherever it is bound; a lambda or function
    written inside the guard is the script's own code."""
    if "__main__" not in facts.code:
        return set()
    guarded = {
        id(node)
        for statement in facts.tree.body
        if _main_guard(statement)
        for part in statement.body  # type: ignore[attr-defined]
        for node in ast.walk(part)
    }
    if not guarded:
        return set()
    sites = facts.names.module.sites
    outside = {name for name, node in sites if id(node) not in guarded}
    script = {name for name, node in sites if id(node) in guarded} - outside
    for scope in facts.names.scopes:
        if scope.globals_declared & script and not _scope_in(scope, guarded):
            script -= scope.globals_declared
    for node in facts.of_type(ast.Name):
        scope = facts.names.scope_of.get(id(node)) if node.id in script else None
        if (
            scope is not None
            and facts.names.binding_scope(node.id, scope) is facts.names.module
            and not _scope_in(scope, guarded)
        ):
            script.discard(node.id)
    return script


def _scope_in(scope: Scope, guarded: set[int]) -> bool:
    """The module itself, or a scope written inside the `__main__` guard (`guarded`: ids of
    its nodes), such as a lambda the script hands a call, `lambda p: bonus if p.vip else 0`."""
    if scope.kind == "module":
        return True
    current: Scope | None = scope
    while current is not None and current.kind != "module":
        if id(current.node) in guarded:
            return True
        current = current.parent
    return False


def _lower_constants(facts: StrictFacts) -> list[Finding]:
    """Module-level constants (bound once to a literal value, or once in each branch of an
    `if`/`else`, and never changed) not in UPPER_CASE."""
    module = facts.names.module
    changed = _changed_names(facts) | _type_aliases(facts) | _framework_names(facts)
    changed |= _config_settings(facts) | _script_variables(facts)
    chosen = _branch_bindings(facts) if "if" in facts.code or "match" in facts.code else {}
    found: list[Finding] = []
    reported: set[str] = set()
    for name, node in module.sites:
        bindings = module.bindings[name]
        if (
            not isinstance(node, ast.Name)
            or name in reported
            or name.startswith("__")
            or name == name.upper()
            or name in changed
            or len(bindings) not in {1, chosen.get(name, 1)}
            or not all(_constant_binding(binding, facts) for binding in bindings)
        ):
            continue
        reported.add(name)
        found.append((facts.line_of(node), f"module-level constant `{name}` is not UPPER_CASE"))
    return found


def _module_stores(body: list[ast.stmt]) -> Iterator[tuple[ast.stmt, ast.expr]]:
    """Each module-level statement binding names, with its target, into `if`, `for`,
    `while`, `with`, `try` and `match` bodies (not into functions or classes)."""
    for statement in body:
        if isinstance(statement, ast.Assign):
            yield from ((statement, target) for target in statement.targets)
        elif isinstance(statement, ast.AugAssign | ast.AnnAssign | ast.For | ast.AsyncFor):
            yield statement, statement.target
        elif isinstance(statement, ast.With | ast.AsyncWith):
            yield from (
                (statement, item.optional_vars) for item in statement.items if item.optional_vars
            )
        elif isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        for field in ("body", "orelse", "finalbody"):
            yield from _module_stores(getattr(statement, field, []))
        for handler in getattr(statement, "handlers", []):
            yield from _module_stores(handler.body)
        for case in getattr(statement, "cases", []):
            yield from _module_stores(case.body)


def _class_like(node: ast.expr | None) -> bool:
    """A value that may be a class: a name, attribute, subscript, call, `X | Y` or `None`
    (an alias, a type alias, `TypeVar(...)`, a fallback `Foo = None`)."""
    if isinstance(node, ast.BinOp):
        return isinstance(node.op, ast.BitOr)
    if isinstance(node, ast.Constant):
        return node.value is None
    return node is None or isinstance(node, ast.Name | ast.Attribute | ast.Subscript | ast.Call)


def _names_only(node: ast.expr) -> bool:
    return isinstance(node, ast.Tuple | ast.List | ast.Set) and all(
        isinstance(item, ast.Name | ast.Attribute) for item in node.elts
    )


_INSTANCE_MAKERS = frozenset({
    "logging.getLogger", "logging.Logger", "logging.StreamHandler", "logging.FileHandler",
    "logging.Formatter", "threading.Lock", "threading.RLock", "threading.Event",
    "threading.Semaphore", "threading.local", "re.compile", "argparse.ArgumentParser",
    "collections.Counter", "collections.OrderedDict", "collections.defaultdict",
    "collections.deque", "queue.Queue", "random.Random", "builtins.object", "builtins.dict",
    "builtins.list", "builtins.set", "builtins.frozenset", "builtins.tuple",
})  # fmt: skip
"""Library calls that make an instance, never a class (a logger, a lock, a compiled
pattern, a container)."""
_PLAIN_BASES = frozenset({"builtins.object", "abc.ABC"})
_PLAIN_DECORATORS = frozenset({"dataclasses.dataclass", "functools.total_ordering"})


def _plain_classes(facts: StrictFacts) -> frozenset[str]:
    """`local:` names of the code's module-level classes whose call makes an instance: no
    decorator but `dataclass`/`total_ordering`, no `__new__` or `__call__` of the class,
    every base `object`, `abc.ABC` or another such class of the code (so no metaclass)."""
    classes = {node.name: node for node in facts.tree.body if isinstance(node, ast.ClassDef)}
    plain: set[str] = set()
    grew = True
    while grew:
        grew = False
        for name, node in classes.items():
            if f"local:{name}" in plain or node.keywords:
                continue
            if any(
                not facts.names.names(item) & _PLAIN_DECORATORS for item in node.decorator_list
            ):
                continue
            if any(
                isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef | ast.Assign)
                and {"__new__", "__call__"} & set(_defined_names(item))
                for item in node.body
            ):
                continue
            if all(facts.names.names(base) & (_PLAIN_BASES | plain) for base in node.bases):
                plain.add(f"local:{name}")
                grew = True
    return frozenset(plain)


def _defined_names(statement: ast.stmt) -> list[str]:
    if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef):
        return [statement.name]
    return [
        target.id for target in getattr(statement, "targets", []) if isinstance(target, ast.Name)
    ]


def _instance_value(facts: StrictFacts, node: ast.expr | None) -> bool:
    """A value that is an instance, never a class: a call of one of the code's plain
    classes (`_plain_classes`) or of `_INSTANCE_MAKERS`, a number, a container literal (not a
    tuple of names, which may be classes), a comprehension or an f-string. Text is left
    (a type alias written as a forward reference is text)."""
    if isinstance(node, ast.Call):
        names = facts.names.names(node.func)
        plain = facts.derived(_plain_classes) if "class" in facts.code else frozenset()
        return len(names) == 1 and bool(names & (_INSTANCE_MAKERS | plain))
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int | float | complex | bytes)
    if isinstance(node, ast.Tuple):
        return bool(node.elts) and not _names_only(node)
    return isinstance(
        node,
        ast.Dict | ast.List | ast.Set | ast.ListComp | ast.SetComp | ast.DictComp | ast.JoinedStr,
    )


def _capword_variables(facts: StrictFacts) -> list[Finding]:
    """CapWords module-level names the code rebinds as a variable: a target of an augmented
    assignment, of a loop (but over a literal of names, which may be classes), of a
    `with`, bound several times with a value that cannot be a class (a number, text,
    container, arithmetic), or bound to a value that is an instance (`_instance_value`:
    `Logger = logging.getLogger(__name__)`, `Limiter = RateLimiter(100)` of a plain class
    of the code): CapWords is for classes."""
    module = facts.names.module
    candidates = {
        name
        for name in module.bindings
        if _is_cap_words(name) and name != name.upper() and not name.startswith("__")
    }
    if not candidates:
        return []
    values: dict[str, list[ast.expr | None]] = {}
    first: dict[str, ast.AST] = {}
    variable: dict[str, ast.AST] = {}
    for statement, target in _module_stores(facts.tree.body):
        stores = [node for node in ast.walk(target) if isinstance(node, ast.Name)]
        for node in stores:
            if node.id not in candidates:
                continue
            if isinstance(statement, ast.AugAssign | ast.With | ast.AsyncWith) or (
                isinstance(statement, ast.For | ast.AsyncFor) and not _names_only(statement.iter)
            ):
                variable.setdefault(node.id, node)
            value = statement.value if isinstance(statement, ast.Assign | ast.AnnAssign) else None
            values.setdefault(node.id, []).append(value if node is target else None)
            first.setdefault(node.id, node)
    for name, bound in values.items():
        rebound = len(bound) > 1 and not all(_class_like(value) for value in bound)
        if rebound or any(_instance_value(facts, value) for value in bound):
            variable.setdefault(name, first[name])  # (or an instance: a logger, a limiter)
    found: list[Finding] = []
    for name, node in variable.items():
        if {kind for kind, _ in module.bindings[name]} & {"module", "def"}:
            continue
        message = f"module-level variable `{name}` is in CapWords, the style of classes"
        found.append((facts.line_of(node), message))
    return found


def _local_names(facts: StrictFacts, allowed: set[int]) -> list[Finding]:
    """Variables of functions, lambdas and comprehensions not lowercase; mixedCase elsewhere
    (`allowed`: id() of unittest's settings, `_test_case_settings`)."""
    found: list[Finding] = []
    for scope in facts.names.scopes:
        local = scope.kind in {"function", "lambda", "comprehension"}
        for name, node in scope.sites:
            if not isinstance(node, _VALUE_SITES) or id(node) in allowed:
                continue
            if (local and not _is_snake_case(name)) or (not local and _mixed(name)):
                found.append((facts.line_of(node), f"`{name}` breaks PEP 8 naming"))
    return found


_NAME_DEPTH = 3
"""How many assignments a setattr name is followed through."""


def _literal_parts(node: ast.AST) -> list[ast.Constant]:
    """The string, bytes and number literals an expression is built with (`True` aside)."""
    return [
        item
        for item in ast.walk(node)
        if isinstance(item, ast.Constant)
        and isinstance(item.value, str | bytes | int | float)
        and not isinstance(item.value, bool)
    ]


def _produced_literals(node: ast.expr) -> list[ast.Constant]:
    """The literals that may end up among a container's items: a comprehension's filters
    (`if name.startswith("on_")`) only choose among items, they add none."""
    if not isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp):
        return _literal_parts(node)
    parts = [node.elt, *(generator.iter for generator in node.generators)]
    return [literal for part in parts for literal in _literal_parts(part)]


def _keyword_argument_names(facts: StrictFacts, node: ast.Name) -> list[str] | None:
    """The keywords the code's own calls give a function's `**kwargs` read here (`Settings(
    maxRetries=3)` for `**options` of `Settings.__init__`), but those naming another
    parameter, with the keys of a dict literal unpacked into them; None when `node` reads
    no `**` parameter."""
    function = parameter_owner(facts, node)
    kwarg = None if function is None else function.args.kwarg
    if function is None or kwarg is None or kwarg.arg != node.id:
        return None
    if len(facts.names.bindings_of(node) or []) != 1:
        return None  # (rebound in the body: not the keywords alone)
    arguments = function.args
    named = {item.arg for item in (*arguments.posonlyargs, *arguments.args,
                                   *arguments.kwonlyargs)}  # fmt: skip
    found: list[str] = []
    for call in [*calls_of(facts, function), *_class_keyword_sites(facts, function)]:
        for keyword in call.keywords:
            if keyword.arg is None and isinstance(keyword.value, ast.Dict):
                texts = [None if key is None else const_str(key) for key in keyword.value.keys]
                found += [text for text in texts if text is not None]
            elif keyword.arg is not None:
                found.append(keyword.arg)
    return [name for name in dict.fromkeys(found) if name not in named]


_CLASS_HOOKS = frozenset({"__init_subclass__", "__new__", "__init__", "__prepare__"})
"""Methods a `class C(Base, maxRetries=3)` statement hands its keywords to: the base's
`__init_subclass__`, or a metaclass's `__new__`/`__init__`/`__prepare__`."""


def _class_keyword_sites(facts: StrictFacts, function: DefNode) -> list[ast.ClassDef]:
    """The class statements whose keywords may reach `function` (a class-creation hook):
    every class statement with a keyword besides `metaclass`, since which base or
    metaclass takes them is not followed (they are the hook's arguments all the same)."""
    if function.name not in _CLASS_HOOKS:
        return []
    if function.name != "__init_subclass__" and "metaclass" not in facts.code:
        return []
    return [node for node in facts.of_type(ast.ClassDef)
            if any(keyword.arg != "metaclass" for keyword in node.keywords)]  # fmt: skip


_KEY_READS = frozenset({"get", "pop", "setdefault", "__getitem__", "__contains__"})
"""Methods of a dict reading (or setting a default for) the key they are given first."""


def _kwargs_keys(facts: StrictFacts) -> list[Finding]:
    """Keyword arguments a function takes through `**kwargs` and reads by name
    (`options.get('maxRetries', 3)`, `options['maxRetries']`, `.pop`, `.setdefault`,
    `'maxRetries' in options`): the function's own arguments, spelled as the code spells
    them, so a mixedCase one breaks snake_case as a named parameter would (the key
    followed as setattr names are; a key from data only names none)."""
    found: list[Finding] = []
    for function in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        if function.args.kwarg is None:
            continue
        for kwarg in _kwargs_copies(facts, function, function.args.kwarg.arg):
            found += _kwargs_reads(facts, function, kwarg)
    return found


def _kwargs_reads(facts: StrictFacts, function: DefNode, kwarg: str) -> list[Finding]:
    """The mixedCase keys `_kwargs_keys` finds read from the dict named `kwarg`."""
    found: list[Finding] = []
    for node in own_nodes(function):
        if isinstance(node, ast.Call) and "operator" in facts.code:
            found += _getter_keys(facts, node, kwarg)
        if isinstance(node, ast.Match):
            found += _pattern_keys(facts, node, kwarg)
        key = _kwargs_key(node, kwarg)
        if key is None or not isinstance(receiver := _kwargs_receiver(node), ast.Name):
            continue
        if len(facts.names.bindings_of(receiver) or []) != 1:
            continue  # (rebound in the body: not the keywords alone)
        bad = next(filter(_mixed, _setattr_names(facts, key) or []), None)
        if bad is not None:
            message = f"keyword argument `{bad}` (read from `**{kwarg}`) is not snake_case"
            found.append((facts.line_of(node), message))
    return found + _compared_keys(facts, function, kwarg)


_DICT_COPIES = frozenset({"builtins.dict", "copy.copy", "copy.deepcopy",
                          "collections.ChainMap", "collections.OrderedDict"})  # fmt: skip
_COPY_ROUNDS = 3


def _kwargs_copies(facts: StrictFacts, function: DefNode, kwarg: str) -> list[str]:
    """`kwarg` and the names the function binds once to a copy of it (`opts =
    dict(options)`, `options.copy()`, `{**options}`, `{**defaults, **options}`, `copy.copy`,
    a plain alias), a few copies deep: the keywords read from a copy are read as from
    `**kwargs` itself."""
    names = [kwarg]
    nodes = list(own_nodes(function))
    stores = Counter(
        node.id for node in nodes if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)
    )
    assigned = [
        (node.targets[0], node.value)
        for node in nodes
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and stores[node.targets[0].id] == 1
    ]
    for _ in range(_COPY_ROUNDS):
        grown = [
            target.id
            for target, value in assigned
            if target.id not in names and _copies_of(facts, value, names)
        ]
        if not grown:
            break
        names += dict.fromkeys(grown)
    return names


def _copies_of(facts: StrictFacts, value: ast.expr, names: list[str]) -> bool:
    """Whether `value` is (a copy of) one of the dicts `names` name."""

    def named(item: ast.expr | None) -> bool:
        return isinstance(item, ast.Name) and item.id in names

    if named(value):
        return True
    if isinstance(value, ast.Dict):
        return any(key is None and named(item) for key, item in zip(value.keys, value.values,
                                                                    strict=True))  # fmt: skip
    if not isinstance(value, ast.Call):
        return False
    func = value.func
    if isinstance(func, ast.Attribute) and func.attr == "copy" and not value.args:
        return named(func.value)
    given = [*value.args, *(item.value for item in value.keywords if item.arg is None)]
    return bool(facts.names.names(func) & _DICT_COPIES) and any(map(named, given))


_KEY_LOOPS = frozenset({"keys", "items"})
_KEY_COPIES = frozenset({"sorted", "list", "tuple", "set", "iter", "reversed"})


def _loop_key_names(function: ast.AST, kwarg: str) -> set[str]:
    """Names a loop (or comprehension) over `**kwargs` binds to its keys: `for key in
    kwargs`, `kwargs.keys()`, `for key, value in kwargs.items()`, also through `sorted`,
    `list`, ... of these."""
    names: set[str] = set()
    for node in own_nodes(function):
        if not isinstance(node, ast.For | ast.AsyncFor | ast.comprehension):
            continue
        iterable, target = node.iter, node.target
        while (
            isinstance(iterable, ast.Call)
            and isinstance(iterable.func, ast.Name)
            and iterable.func.id in _KEY_COPIES
            and len(iterable.args) == 1
        ):
            iterable = iterable.args[0]
        method = ""
        if isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Attribute):
            method, iterable = iterable.func.attr, iterable.func.value
            if method not in _KEY_LOOPS:
                continue
        if not (isinstance(iterable, ast.Name) and iterable.id == kwarg):
            continue
        if method == "items":  # (the key of each pair unpacked)
            elts = target.elts if isinstance(target, ast.Tuple | ast.List) else []
            target = elts[0] if elts else target
        if isinstance(target, ast.Name) and target is not node.target or method != "items":
            names |= {target.id} if isinstance(target, ast.Name) else set()
    return names


def _compared_keys(facts: StrictFacts, function: ast.AST, kwarg: str) -> list[Finding]:
    """A keyword read from `**kwargs` by comparing a key its loop gives with a literal
    (`for key, value in options.items(): if key == 'maxRetries'`, `key in ('maxRetries',)`,
    `match key: case 'maxRetries':`): a mixedCase literal fails as `options['maxRetries']`
    does."""
    names = _loop_key_names(function, kwarg)
    if not names:
        return []

    def is_key(item: ast.expr) -> bool:
        return isinstance(item, ast.Name) and item.id in names

    found: list[Finding] = []
    for node in own_nodes(function):
        literals: list[ast.expr] = []
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            left, right = node.left, node.comparators[0]
            if isinstance(node.ops[0], ast.In | ast.NotIn) and is_key(left):
                container = right
                elts = getattr(container, "elts", None) or getattr(container, "keys", [])
                literals = [item for item in elts if isinstance(item, ast.expr)]
            elif isinstance(node.ops[0], ast.Eq | ast.NotEq):
                literals = [right] if is_key(left) else [left] if is_key(right) else []
        elif isinstance(node, ast.Match) and is_key(node.subject):
            literals = [
                pattern.value
                for case in node.cases
                for pattern in ast.walk(case.pattern)
                if isinstance(pattern, ast.MatchValue)
            ]
        bad = next(filter(_mixed, filter(None, map(const_str, literals))), None)
        if bad is not None:
            message = f"keyword argument `{bad}` (read from `**{kwarg}`) is not snake_case"
            found.append((facts.line_of(node), message))
    return found


def _pattern_keys(facts: StrictFacts, statement: ast.Match, kwarg: str) -> list[Finding]:
    """A keyword read from `**kwargs` by a mapping pattern (`match options: case
    {'maxRetries': retries}:`): a mixedCase key fails as `options['maxRetries']` does."""
    subject = statement.subject
    if not isinstance(subject, ast.Name) or subject.id != kwarg:
        return []
    if len(facts.names.bindings_of(subject) or []) != 1:
        return []  # (rebound in the body: not the keywords alone)
    found: list[Finding] = []
    for case in statement.cases:
        patterns = [case.pattern]
        while patterns:
            pattern = patterns.pop()
            if isinstance(pattern, ast.MatchOr):
                patterns += pattern.patterns
            if isinstance(pattern, ast.MatchAs) and pattern.pattern is not None:
                patterns.append(pattern.pattern)
            if not isinstance(pattern, ast.MatchMapping):
                continue
            for key in pattern.keys:
                bad = next(filter(_mixed, _setattr_names(facts, key) or []), None)
                if bad is not None:
                    message = f"keyword argument `{bad}` (read from `**{kwarg}`) is not snake_case"
                    found.append((facts.line_of(key), message))
    return found


def _getter_keys(facts: StrictFacts, call: ast.Call, kwarg: str) -> list[Finding]:
    """A keyword read from `**kwargs` through `operator`: `operator.itemgetter('maxRetries')`
    (called directly or through a name bound once to it) called on it, or
    `operator.getitem(kwargs, 'maxRetries')`: mixedCase keys fail as `kwargs[...]` does."""
    if not any(isinstance(item, ast.Name) and item.id == kwarg for item in call.args):
        return []
    getter: ast.expr | None = call.func
    if isinstance(getter, ast.Name):
        bindings = facts.names.bindings_of(getter) or []
        kind, value = bindings[0] if len(bindings) == 1 else ("", None)
        getter = value if kind == "expr" and isinstance(value, ast.expr) else None
    keys: list[ast.expr] = []
    if "operator.getitem" in facts.names.names(call.func):
        keys = call.args[1:2]
    elif isinstance(getter, ast.Call) and "operator.itemgetter" in facts.names.names(getter.func):
        keys = getter.args
    found: list[Finding] = []
    for key in keys:
        bad = next(filter(_mixed, _setattr_names(facts, key) or []), None)
        if bad is not None:
            message = f"keyword argument `{bad}` (read from `**{kwarg}`) is not snake_case"
            found.append((facts.line_of(call), message))
    return found


def _kwargs_receiver(node: ast.AST) -> ast.expr | None:
    """The dict a key read (`_kwargs_key`) reads from."""
    if isinstance(node, ast.Subscript):
        return node.value
    if isinstance(node, ast.Compare):
        return node.comparators[0]
    return node.func.value  # type: ignore[attr-defined]


def _kwargs_key(node: ast.AST, kwarg: str) -> ast.expr | None:
    """The key a node reads from the dict named `kwarg` (`kwarg[key]`, `kwarg.get(key)`,
    `key in kwarg`, ...), or None when it reads none."""

    def is_kwarg(item: ast.expr) -> bool:
        return isinstance(item, ast.Name) and item.id == kwarg

    if isinstance(node, ast.Subscript) and is_kwarg(node.value):
        return node.slice
    if (
        isinstance(node, ast.Compare)
        and len(node.ops) == 1
        and isinstance(node.ops[0], ast.In | ast.NotIn)
        and is_kwarg(node.comparators[0])
    ):
        return node.left
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in _KEY_READS
        and is_kwarg(node.func.value)
        and node.args
    ):
        return node.args[0]
    return None


def _loop_names(facts: StrictFacts, iterable: ast.expr, depth: int) -> list[str] | None:
    """The names a loop over `iterable` may give: the strings of a literal container
    (through a name bound to one, or a parameter's default), the keywords the code passes
    for a `**kwargs` looped over (`_keyword_argument_names`), none when it holds no
    literal (data: `kwargs.items()` of a function the code never calls so), None when
    literals go into it some other way."""
    source = iterable
    if isinstance(source, ast.Call) and isinstance(source.func, ast.Attribute):
        source = source.func.value if source.func.attr in _VIEWS and not source.args else source
    if isinstance(source, ast.Name):
        passed = _keyword_argument_names(facts, source)
        if passed is not None:
            return passed
    if isinstance(iterable, ast.Name) and depth < _NAME_DEPTH:
        bindings = facts.names.bindings_of(iterable) or []
        if bindings and all(kind in {"expr", "param"} for kind, _ in bindings):
            known = facts.memo(_loop_names)  # once per name's bindings: loops over one
            key = (id(bindings), depth)  # literal hundreds of times stay linear
            if key not in known:
                known[key] = _bound_loop_names(facts, bindings, depth)
            return known[key]
    keys = _dict_keys(iterable)
    if keys is not None:
        return keys
    literals = _produced_literals(iterable)
    if not literals:
        return []
    if isinstance(iterable, ast.List | ast.Tuple | ast.Set) and all(
        isinstance(item, ast.Constant | ast.Tuple) for item in iterable.elts
    ):
        return [item.value for item in literals if isinstance(item.value, str)]
    return None


def _dict_keys(iterable: ast.expr) -> list[str] | None:
    """The keys a loop over a dict literal, its `.items()` or `.keys()` gives (for each
    of a pair too: `for key, value in {...}.items()`); None for anything else."""
    if (
        isinstance(iterable, ast.Call)
        and isinstance(iterable.func, ast.Attribute)
        and iterable.func.attr in _VIEWS
        and not iterable.args
    ):
        iterable = iterable.func.value
    if not isinstance(iterable, ast.Dict) or None in iterable.keys:
        return None
    keys = [const_str(key) for key in iterable.keys]
    return None if None in keys else keys  # type: ignore[return-value]


def _bound_loop_names(
    facts: StrictFacts, bindings: list[tuple[str, object]], depth: int
) -> list[str] | None:
    """`_loop_names` of every value a name is bound to (None when one is not followed)."""
    found: list[str] = []
    for _, value in bindings:
        names = [] if value is None else _loop_names(facts, value, depth + 1)  # type: ignore[arg-type]
        if names is None:
            return None
        found += names
    return list(dict.fromkeys(found))  # each name once: a literal read by many loops


def _setattr_names(facts: StrictFacts, node: ast.expr, depth: int = 0) -> list[str] | None:
    """The attribute names a `setattr` name argument may be: the literals it is written
    from; none when it comes from data only (a parameter without a default, a loop over
    `kwargs.items()`, `method.__name__`), which the code does not choose; None when it is
    built from literals in a way not followed."""
    text = const_str(node)
    if text is not None:
        return [text]
    pieces = _joined_pieces(node)
    if pieces is not None and depth < _NAME_DEPTH:
        return _joined_names(facts, pieces, depth)
    if isinstance(node, ast.Subscript) and _fixed_place(node.slice) and depth < _NAME_DEPTH:
        return _pair_names(facts, node.value, depth + 1)
    if not isinstance(node, ast.Name):
        return None if _literal_parts(node) else []
    bindings = facts.names.bindings_of(node)
    if not bindings or depth >= _NAME_DEPTH:
        return None
    known = facts.memo(_setattr_names)  # once per name's bindings (and depth): reads of
    key = (id(bindings), depth)  # one loop name in hundreds of loops stay linear
    if key not in known:
        known[key] = _bound_setattr_names(facts, node, bindings, depth)
    return known[key]


def _fixed_place(index: ast.expr) -> bool:
    """An index naming one place of a sequence: `0`, `-1`."""
    if isinstance(index, ast.UnaryOp) and isinstance(index.op, ast.USub):
        index = index.operand
    return isinstance(index, ast.Constant) and type(index.value) is int


def _pair_names(facts: StrictFacts, value: ast.expr, depth: int) -> list[str] | None:
    """The names an item at a fixed place of `value` may be (`pair[0]`), read as unpacking
    it (`name, _ = pair`) is: the strings of a literal, the keys of a dict's items, the
    keywords the code passes for `**kwargs` looped over (`_loop_names`); through a name,
    each of its bindings (a loop's pair is an item of what it loops over; a parameter,
    its default and what the code hands it: `_handed_pairs`); None when not followed."""
    if not isinstance(value, ast.Name):
        return _loop_names(facts, value, depth)
    bindings = facts.names.bindings_of(value)
    if not bindings or depth >= _NAME_DEPTH:
        return None
    found: list[str] = []
    for kind, bound in bindings:
        if kind == "param":
            names = [] if bound is None else _pair_names(facts, bound, depth + 1)  # type: ignore[arg-type]
            handed = _handed_pairs(facts, value, depth + 1)
            names = None if names is None or handed is None else names + handed
        elif kind == "element" and isinstance(bound, ast.expr):
            names = _looped_pairs(facts, bound, depth + 1)
        elif kind == "expr" and isinstance(bound, ast.expr):
            names = _pair_names(facts, bound, depth + 1)
        else:
            names = None
        if names is None:
            return None
        found += names
    return list(dict.fromkeys(found))


def _looped_pairs(facts: StrictFacts, iterable: ast.expr, depth: int) -> list[str] | None:
    """`_loop_names` of what a loop's pair comes from, and for a parameter looped over
    (`for pair in fields.items()`), of what the code hands it too (`fill(r, {...})`)."""
    names = _loop_names(facts, iterable, depth)
    source = iterable
    if isinstance(source, ast.Call) and isinstance(source.func, ast.Attribute):
        source = source.func.value if source.func.attr in _VIEWS and not source.args else source
    if names is None or not isinstance(source, ast.Name) or depth >= _NAME_DEPTH:
        return names
    if _keyword_argument_names(facts, source) is not None:
        return names
    if not any(kind == "param" for kind, _ in facts.names.bindings_of(source) or []):
        return names
    handed = _handed_pairs(facts, source, depth + 1)
    return None if handed is None else list(dict.fromkeys(names + handed))


_FOLDERS = {"functools.reduce": 1, "builtins.map": 0}
"""Functions calling the function they are handed (first) on items of the iterables
after it: the first parameter it fills so (`reduce(f, pairs, start)` calls `f(acc, pair)`)."""


def _handed_pairs(facts: StrictFacts, node: ast.Name, depth: int) -> list[str] | None:
    """`_pair_names` of what the code hands a parameter (read in `node`): the arguments of
    the function's calls by its name, the items of the iterable `functools.reduce`/`map`
    call it on when it is handed to them; none from callers the code does not show (as a
    parameter unpacked), but None when the function is handed anywhere else, or the
    parameter is filled otherwise (`reduce`'s accumulator)."""
    scope = facts.names.scope_binding(node)
    function = None if scope is None else scope.node
    if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        return None
    calls = [] if isinstance(function, ast.Lambda) else calls_of(facts, function)
    handed = [call for call in facts.of_type(ast.Call) if _hands(facts, call, function)]
    if isinstance(function, ast.Lambda) and not handed:
        return None  # (a lambda bound to a name: its calls are not followed)
    if not isinstance(function, ast.Lambda) and _escapes_past(facts, function, calls, handed):
        return None
    positional = [item.arg for item in (*function.args.posonlyargs, *function.args.args)]
    place = positional.index(node.id) if node.id in positional else -1
    found = _folded_pairs(facts, handed, place, depth)
    if found is None:
        return None
    for call in calls:
        argument = argument_for(call, function, node.id)  # type: ignore[arg-type]
        if argument is None:
            continue
        if not isinstance(argument, ast.expr) or isinstance(argument, ast.Starred):
            return None
        names = _pair_names(facts, argument, depth)
        if names is None:
            return None
        found += names
    return found


def _folded_pairs(
    facts: StrictFacts, handed: list[ast.Call], place: int, depth: int
) -> list[str] | None:
    """The names of the iterables `reduce`/`map` calls (`handed`) fill the parameter at
    `place` from, followed as loop names are; None for a parameter filled otherwise."""
    found: list[str] = []
    for call in handed:
        folder = next(first for name, first in _FOLDERS.items()
                      if name in facts.names.names(call.func))  # fmt: skip
        source = place - folder + 1  # (the iterables follow the function handed)
        if place < folder or source >= len(call.args):
            return None
        if isinstance(call.args[source], ast.Starred):
            return None
        names = _loop_names(facts, call.args[source], depth)
        if names is None:
            return None
        found += names
    return found


def _hands(facts: StrictFacts, call: ast.Call, function: ast.AST) -> bool:
    """Whether a call of `functools.reduce` or `map` is handed `function` first."""
    if not call.args or not facts.names.names(call.func) & _FOLDERS.keys():
        return False
    handed = call.args[0]
    if isinstance(function, ast.Lambda):
        return handed is function
    return isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef) and (
        f"local:{function.name}" in facts.names.names(handed)
    )


def _escapes_past(
    facts: StrictFacts, function: DefNode, calls: list[ast.Call], handed: list[ast.Call]
) -> bool:
    """Whether the code refers to a function otherwise than by calling it by its name
    (`calls`) or handing it to `reduce`/`map` (`handed`)."""
    if not handed:
        return escapes(facts, function, calls)
    if isinstance(facts.owner(function), ast.ClassDef):
        return True  # (a method handed on: not followed)
    seen = {id(call.func) for call in calls} | {id(call.args[0]) for call in handed}
    wanted = f"local:{function.name}"
    return any(
        id(node) not in seen
        for node in facts.of_type(ast.Name, ast.Attribute)
        if isinstance(node.ctx, ast.Load) and wanted in facts.names.names(node)
    )


def _joined_pieces(node: ast.expr) -> list[ast.expr] | None:
    """The pieces of a name built by joining (`'COLOR_' + name`, `f'COLOR_{name}'`), or None
    for anything else."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [node.left, node.right]
    if isinstance(node, ast.JoinedStr):
        pieces = [item.value if isinstance(item, ast.FormattedValue) else item
                  for item in node.values]  # fmt: skip
        plain = all(item.format_spec is None and item.conversion < 0 for item in node.values
                    if isinstance(item, ast.FormattedValue))  # fmt: skip
        return pieces if plain else None
    return None


_MAX_JOINED = 64
"""Names a join may give at most before it counts as built in a way not followed."""


def _joined_names(
    facts: StrictFacts, pieces: list[ast.expr], depth: int, *, class_name: bool = False
) -> list[str] | None:
    """The names joined pieces may give (`'COLOR_' + name` with `name` one of 'RED',
    'GREEN': COLOR_RED, COLOR_GREEN); a piece from data only adds nothing, so the
    literals beside it are judged as they are ('maxValue' + suffix stays mixedCase), but
    a capital after it (`f'{kind}Count'`) makes an attribute name not followed (None). A
    class name is CapWords, so a capital after data is its next word (`f'{kind}Error'`)."""
    names = [""]
    after_data = False
    for piece in pieces:
        options = _setattr_names(facts, piece, depth + 1)
        if options is None or len(names) * max(len(options), 1) > _MAX_JOINED:
            return None
        if after_data and not class_name and any(option[:1].isupper() for option in options):
            return None  # `f'{kind}Count'`: a hump after a word from data, mixedCase
        after_data = after_data or not options
        if options:
            names = [name + option for name in names for option in options]
    return names


def _bound_setattr_names(
    facts: StrictFacts, node: ast.Name, bindings: list[tuple[str, object]], depth: int
) -> list[str] | None:
    """`_setattr_names` of a name read (`node`) from the bindings it may see."""
    found: list[str] = []
    for kind, value in bindings:
        if kind == "param":
            names = [] if value is None else _setattr_names(facts, value, depth + 1)  # type: ignore[arg-type]
            passed = _passed_names(facts, node, depth + 1)
            names = None if names is None or passed is None else names + passed
        elif kind == "str":  # marks a parameter typed `str`, beside its "param" binding
            names = []
        elif kind == "element" and isinstance(value, ast.expr):
            names = _loop_names(facts, value, depth)
        elif kind == "expr" and isinstance(value, ast.expr):
            names = _setattr_names(facts, value, depth + 1)
        else:
            names = None
        if names is None:
            return None
        found += names
    return list(dict.fromkeys(found))  # each name once: one literal reached many ways


def _passed_names(facts: StrictFacts, node: ast.Name, depth: int) -> list[str] | None:
    """The names the code passes for a parameter to its function (`self._assign(
    'maxRetries', v)` for `name` in `def _assign(self, name, value)`), at the calls it
    makes by the function's name (a method's through `self`, `cls` or its class): the
    names an argument is followed to; none from an argument not followed (`*args`,
    `**kwargs`, text built at run time: a helper's callers pass what they have); past
    the depth followed, the names `_forwarded_names` finds."""
    function = parameter_owner(facts, node)
    if function is None:
        return []
    if depth >= _NAME_DEPTH:
        return _forwarded_names(facts, function, node.id)
    found: list[str] = []
    for call in calls_of(facts, function):
        argument = argument_for(call, function, node.id)
        if isinstance(argument, ast.expr) and not isinstance(argument, ast.Starred):
            found += _setattr_names(facts, argument, depth) or []
    return found


def _forwarded_names(facts: StrictFacts, function: DefNode, parameter: str) -> list[str]:
    """The names the code passes for a parameter through a chain of helpers of any length
    (`_set_0(self, 'itemCount', v)` -> `_set_1(obj, name, value)` -> ... -> `setattr(obj,
    name, value)`): calls handing on a parameter of their own function unchanged are
    followed to that function's calls, each parameter once (kept per code, a cycle
    giving none); any other argument is followed as `_setattr_names` follows it, from
    the last depth. Linear in the calls of the chain, however deep."""
    known = facts.memo(_forwarded_names)
    start = (id(function), parameter)
    if start in known:
        return known[start]
    known[start] = []  # (a cycle back to here adds nothing)
    found: list[str] = []
    pending, visited = [(function, parameter)], {start}
    while pending:
        owner, name = pending.pop()
        for call in calls_of(facts, owner):
            argument = argument_for(call, owner, name)
            if not isinstance(argument, ast.expr) or isinstance(argument, ast.Starred):
                continue
            caller = only_parameter_of(facts, argument)
            if caller is None:
                found += _setattr_names(facts, argument, _NAME_DEPTH - 1) or []
            elif (id(caller), argument.id) not in visited:  # type: ignore[attr-defined]
                visited.add((id(caller), argument.id))  # type: ignore[attr-defined]
                pending.append((caller, argument.id))  # type: ignore[attr-defined]
    known[start] = found = list(dict.fromkeys(found))
    return found


def _on_instance_dict(facts: StrictFacts, node: ast.expr) -> bool:
    """Whether an expression may be an object's `__dict__` (`self.__dict__`, `vars(self)`)."""
    return any(name.endswith(".__dict__") for name in facts.names.names(node))


def _instance_dicts(owners: frozenset[str]) -> bool:
    """Whether what an expression may be holds an object's `__dict__`."""
    return any(name.endswith(".__dict__") for name in owners)


def _dict_names(
    facts: StrictFacts, args: list[ast.expr], keywords: list[ast.keyword], depth: int = 0
) -> list[str]:
    """The keys `obj.__dict__.update(...)` (or `|=`) sets that the code names: keyword
    names and the keys of a dict literal (or `dict(...)` call, of a literal of pairs too),
    of a dict comprehension (`{name: False for name in ('darkMode', ...)}`), of a
    comprehension of pairs, of `zip`/`zip_longest`/`map` making pairs or of
    `dict.fromkeys(...)` passed to it, followed as setattr names are; none from anything
    else (`update(state)`, a comprehension over data); through a name bound once to one
    of these (`update(DEFAULTS)`) too."""
    found = [keyword.arg for keyword in keywords if keyword.arg is not None]
    for value in [*args, *(item.value for item in keywords if item.arg is None)]:
        found += _mapping_keys(facts, value, depth)
    return found


def _mapping_keys(facts: StrictFacts, value: ast.expr, depth: int) -> list[str]:
    """The keys the code names of one mapping `update(...)` is given (`_dict_names`)."""
    if isinstance(value, ast.Name):
        passed = _keyword_argument_names(facts, value)
        bound = facts.names.only_value(value)
        if passed is None and bound is not value and depth < _NAME_DEPTH:
            return _dict_names(facts, [bound], [], depth + 1)
        return passed or []
    if isinstance(value, ast.Dict | ast.List | ast.Tuple):  # `dict([('darkMode', False)])`
        keys = value.keys if isinstance(value, ast.Dict) else [_first(pair) for pair in value.elts]
        return [name for key in keys for name in (_setattr_names(facts, key) if key else []) or []]
    if isinstance(value, ast.DictComp):
        return _setattr_names(facts, value.key) or []
    if not isinstance(value, ast.Call) or "builtins.map" in facts.names.names(value.func):
        return _made_pairs_keys(facts, value)
    names = facts.names.names(value.func)
    if names & JSON_READERS:
        return _json_keys(facts, value)
    if names & _FROM_KEYS and value.args:
        return _loop_names(facts, value.args[0], 0) or []
    if "builtins.dict" in names:
        return _dict_names(facts, value.args, value.keywords, depth)
    if value.args and names & _ZIPS:
        return _loop_names(facts, value.args[0], 0) or []
    return []


_ZIPS = frozenset({"builtins.zip", "itertools.zip_longest"})
"""Functions pairing the items of iterables (the first gives the keys of the pairs)."""


def _made_pairs_keys(facts: StrictFacts, call: ast.expr) -> list[str]:
    """The keys of the pairs a comprehension (`((name, 0) for name in NAMES)`) or
    `map(lambda name: (name, value), NAMES)` makes: the names the iterable a lambda's
    parameter takes gives, when that parameter is the pair's first item; the key's
    literals when it is written in place; none for anything else."""
    if isinstance(call, ast.ListComp | ast.SetComp | ast.GeneratorExp):
        key = _first(call.elt)
        return (_setattr_names(facts, key) or []) if key is not None else []
    if not isinstance(call, ast.Call) or len(call.args) < 2:  # noqa: PLR2004
        return []
    mapper = call.args[0]
    if isinstance(mapper, ast.Name):
        bound = facts.names.only_value(mapper)
        mapper = bound if isinstance(bound, ast.Lambda) else mapper
    if not isinstance(mapper, ast.Lambda):
        return []
    key = _first(mapper.body)
    params = [*mapper.args.posonlyargs, *mapper.args.args]
    if key is None:
        return []
    place = next((i for i, arg in enumerate(params)
                  if isinstance(key, ast.Name) and key.id == arg.arg), None)  # fmt: skip
    if place is None:
        return _setattr_names(facts, key) or []
    iterable = call.args[1 + place] if 1 + place < len(call.args) else None
    return (_loop_names(facts, iterable, 0) or []) if iterable is not None else []


def _first(pair: ast.expr) -> ast.expr | None:
    """The first item of a pair written in place (`('darkMode', False)`), or None."""
    return pair.elts[0] if isinstance(pair, ast.Tuple | ast.List) and pair.elts else None


_FROM_KEYS = frozenset({"builtins.dict.fromkeys", "collections.OrderedDict.fromkeys"})


_BOUND_SETATTR = 2
"""`obj.__setattr__(name, value)`; one more argument: `object.__setattr__(obj, name, value)`."""


def _dynamic_attribute_names(facts: StrictFacts, node: ast.AST) -> list[str] | None:
    """The attribute names a call or store sets at run time: `setattr(obj, name, v)` (None
    when its name is built from literals in a way not followed), and the names the code
    shows for `obj.__setattr__(name, v)`, `object.__setattr__(obj, name, v)`,
    `obj.__dict__[name] = v`, `obj.__dict__ |= {...}`, and the writes into an object's
    `__dict__` style_9 follows into the module's (`vars(obj).update(name=v)`,
    `.setdefault(name, v)`, `.__setitem__`, `.__ior__`, the same unbound,
    `dict.update(obj.__dict__, ...)`, `operator.setitem(vars(obj), ...)`; overrides of
    `__setattr__` and state restorers hand names on from data); [] for anything else."""
    if isinstance(node, ast.Subscript):
        stored = isinstance(node.ctx, ast.Store) and _on_instance_dict(facts, node.value)
        return _setattr_names(facts, node.slice) if stored else []
    if isinstance(node, ast.AugAssign):
        merged = isinstance(node.op, ast.BitOr) and _instance_dicts(
            stored_owners(facts, node.target)
        )
        return _merged_names(facts, node.value) if merged else []
    if not isinstance(node, ast.Call):
        return []
    func, args = node.func, node.args
    if isinstance(func, ast.Attribute) and func.attr == "__setattr__" and len(args) > 1:
        name = args[1] if len(args) > _BOUND_SETATTR else args[0]  # (before `setattr`:
        return _setattr_names(facts, name)  # a bound `__setattr__` resolves to it too)
    if len(args) > 1 and "builtins.setattr" in facts.names.names(func):
        if facts.names.made_calls(node):
            return []  # (a partial of `setattr` called: `_made_setter_names` reads its call)
        return _setattr_names(facts, args[1])
    if len(args) > 1 and (mapper := _mapper(facts, func)) is not None:
        return _handed_names(facts, node, mapper, _attribute_setter)
    write = namespace_write(facts, node, _instance_dicts)
    if write is None:
        return []
    method, rest, keywords = write
    if method in {"update", "__ior__"}:
        return _dict_names(facts, rest, keywords)
    return _setattr_names(facts, rest[0]) if rest else []


_MAPPERS = {"builtins.map": "map", "itertools.starmap": "starmap"}
"""Functions calling the function they are handed on items of iterables: `map(f, a, b)`
calls `f(a[i], b[i])`, `starmap(f, rows)` calls `f(*rows[i])` (also as the methods of a
pool or an executor named so: `pool.starmap(f, rows)`, `executor.map(f, a)`)."""


def _mapper(facts: StrictFacts, func: ast.expr) -> str | None:
    """ "map" or "starmap" when a call's function is one of `_MAPPERS` (or such a method)."""
    if isinstance(func, ast.Attribute) and func.attr in {"map", "starmap"}:
        return func.attr
    return next((_MAPPERS[name] for name in facts.names.names(func) if name in _MAPPERS), None)


_Setter = Callable[[StrictFacts, ast.expr], int | None]


def _attribute_setter(facts: StrictFacts, handed: ast.expr) -> int | None:
    """The place of the attribute name among the arguments of a function handed uncalled
    that sets an attribute by name: `setattr`, `object.__setattr__` (1), a bound
    `obj.__setattr__` or an object's `__dict__.__setitem__`/`.setdefault` (0)."""
    if "builtins.setattr" in facts.names.names(handed):
        return 1
    if not isinstance(handed, ast.Attribute):
        return None
    if handed.attr == "__setattr__":
        return 0
    written = handed.attr in {"__setitem__", "setdefault"}
    return 0 if written and _instance_dicts(owners(facts, handed.value)) else None


def _global_setter(facts: StrictFacts, handed: ast.expr) -> int | None:
    """The place of the name among the arguments of `globals().__setitem__` (or
    `.setdefault`) handed uncalled (0), or None for any other function."""
    if isinstance(handed, ast.Attribute) and handed.attr in {"__setitem__", "setdefault"}:
        return 0 if _is_globals(owners(facts, handed.value)) else None
    return None


def _handed_names(
    facts: StrictFacts, call: ast.Call, mapper: str, setter: _Setter
) -> list[str] | None:
    """The names a setter handed uncalled to `map`/`starmap` (`list(map(setattr, [self] *
    2, ('itemCount', 'totalPrice'), values))`, also bound in `functools.partial(setattr,
    self)`) sets: those of the iterable (or the place in each row) its name argument is
    taken from, followed as loop names are; None (not followed) for a name argument
    unpacked or taken from rows the code builds otherwise; [] when no setter is handed."""
    handed, rest = call.args[0], call.args[1:]
    bound: list[ast.expr] = []
    if isinstance(handed, ast.Call) and "functools.partial" in facts.names.names(handed.func):
        handed, bound = handed.args[0] if handed.args else handed, handed.args[1:]
    place = setter(facts, handed)
    if place is None:
        return []
    if any(isinstance(item, ast.Starred) for item in [*bound, *rest]):
        return None
    if place < len(bound):
        return _setattr_names(facts, bound[place]) or []
    place -= len(bound)
    if mapper == "map":
        names = _loop_names(facts, rest[place], 0) if place < len(rest) else []
    else:
        names = _row_names(facts, rest[0], place, 0)
    return names


def _row_names(facts: StrictFacts, rows: ast.expr, place: int, depth: int) -> list[str] | None:
    """The names in one place of the rows `starmap` unpacks: of each row of a literal, of
    a comprehension's element, of the iterable `zip` takes that place from, followed
    through a name bound once; none for rows holding no literal (data); None otherwise."""
    if isinstance(rows, ast.Name) and depth < _NAME_DEPTH:
        bound = facts.names.only_value(rows)
        if bound is not rows and isinstance(bound, ast.expr):
            return _row_names(facts, bound, place, depth + 1)
    if isinstance(rows, ast.Call) and facts.names.names(rows.func) & _ZIPS:
        if any(isinstance(item, ast.Starred) for item in rows.args):
            return None
        return _loop_names(facts, rows.args[place], depth) if place < len(rows.args) else []
    if isinstance(rows, ast.ListComp | ast.SetComp | ast.GeneratorExp):
        items = [rows.elt]
    elif isinstance(rows, ast.List | ast.Tuple | ast.Set):
        items = rows.elts
    else:
        return [] if not _produced_literals(rows) else None
    found: list[str] = []
    for row in items:
        if not isinstance(row, ast.Tuple | ast.List) or any(
            isinstance(item, ast.Starred) for item in row.elts[: place + 1]
        ):
            return None
        names = _setattr_names(facts, row.elts[place]) if place < len(row.elts) else []
        if names is None:
            return None
        found += names
    return found


def _merged_names(facts: StrictFacts, value: ast.expr) -> list[str]:
    """The names `obj.__dict__ |= value` sets that the code names (as `_dict_names`)."""
    return _dict_names(facts, [value], [])


def _slot_names(facts: StrictFacts) -> list[Finding]:
    """`__slots__ = ('maxRetries', ...)` in a class body: the attributes its instances
    have, however they are set (`setattr` over `zip(self.__slots__, values)`)."""
    found: list[Finding] = []
    for cls in facts.of_type(ast.ClassDef):
        for statement in cls.body:
            value = getattr(statement, "value", None)
            targets = getattr(statement, "targets", [getattr(statement, "target", None)])
            if value is None or not any(
                isinstance(target, ast.Name) and target.id == "__slots__" for target in targets
            ):
                continue
            bad = next(filter(_mixed, _field_spec_names(value)), None)
            if bad is not None:
                found.append((facts.line_of(statement), f"attribute `{bad}` is not snake_case"))
    return found


_TEST_CASES = frozenset({
    "unittest.TestCase", "unittest.case.TestCase", "unittest.IsolatedAsyncioTestCase",
    "unittest.async_case.IsolatedAsyncioTestCase", "django.test.TestCase",
    "django.test.SimpleTestCase", "django.test.TransactionTestCase",
    "django.test.LiveServerTestCase",
})  # fmt: skip
"""unittest's test case classes, and Django's (which derive from them)."""
_TEST_CASE_SETTINGS = frozenset({"maxDiff", "longMessage", "failureException"})
"""Attributes `unittest.TestCase` defines in mixedCase: a test sets them by those names."""


def _test_case_settings(facts: StrictFacts) -> set[int]:
    """id() of the bindings of `maxDiff`, `longMessage` and `failureException` in a class
    deriving from unittest's TestCase (directly or through the module's classes): in its
    body or on `self`/`cls` in its methods. The names are unittest's, not the code's."""
    allowed: set[int] = set()
    if not any(name in facts.code for name in _TEST_CASE_SETTINGS):
        return allowed
    model = class_model(facts)
    for cls in model.all:
        lineage = (cls, *model.ancestors(cls))
        if not any(model.base_names(item) & _TEST_CASES for item in lineage):
            continue
        for node in own_nodes(cls):
            if isinstance(node, ast.Name) and node.id in _TEST_CASE_SETTINGS:
                allowed.add(id(node))
        for method in cls.body:
            if not isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            allowed |= {
                id(node)
                for node in ast.walk(method)
                if isinstance(node, ast.Attribute)
                and node.attr in _TEST_CASE_SETTINGS
                and isinstance(node.value, ast.Name)
                and node.value.id in {"self", "cls"}
            }
    return allowed


_HOOKS = frozenset({"__getattr__", "__getattribute__"})


def _hooked_names(facts: StrictFacts) -> list[Finding]:
    """Attributes a `__getattr__`/`__getattribute__` hook serves by name (a class's, or a
    module's `__getattr__`): the literals it compares its name parameter with (`if name
    == 'getBalance':`, `name in (...)`, `case 'getBalance':`) or looks it up in (`{...}[
    name]`, `{...}.get(name)`); a mixedCase one is published as an attribute."""
    found: list[Finding] = []
    if "__getattr" not in facts.code:
        return found
    for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        positional = [*func.args.posonlyargs, *func.args.args]
        where = 1 if isinstance(facts.owner(func), ast.ClassDef) else 0
        if func.name not in _HOOKS or len(positional) <= where:
            continue
        bad = next(filter(_mixed, _served_names(facts, func, positional[where].arg)), None)
        if bad is not None:
            message = f"attribute `{bad}` is not snake_case (served by `{func.name}`)"
            found.append((facts.line_of(func), message))
        elif _rewrites_name(func, positional[where].arg):
            found += _unresolved_reads(facts, func.name)
    return found


_NAME_REWRITES = frozenset({"lower", "upper", "casefold", "replace", "translate", "split",
                            "swapcase", "title", "capitalize", "sub", "subn",
                            "findall"})  # fmt: skip


def _rewrites_name(func: ast.AST, name: str) -> bool:
    """Whether a hook builds another name from the one asked for: loops over its
    characters (`''.join('_' + c.lower() ... for c in name)`), or changes it by a text
    method or `re.sub` (`name.lower()`, `re.sub('([A-Z])', ..., name)`), so that it serves
    any spelling, mixedCase included (a prefix test, `name.startswith('_')`, is none)."""

    def is_name(node: ast.AST) -> bool:
        return isinstance(node, ast.Name) and node.id == name

    for node in own_nodes(func):
        if isinstance(node, ast.For | ast.comprehension) and is_name(node.iter):
            return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            method = node.func.attr in _NAME_REWRITES
            if method and (is_name(node.func.value) or any(map(is_name, node.args))):
                return True
    return False


def _unresolved_reads(facts: StrictFacts, hook: str) -> list[Finding]:
    """mixedCase attributes the code reads from objects of its own (none reached through
    an import, `logging.getLogger`) while a hook rewriting names serves them: `account.
    getOwner()` with a `__getattr__` turning `getOwner` into `owner`."""
    found: list[Finding] = []
    for node in facts.of_type(ast.Attribute):
        if not isinstance(node.ctx, ast.Load) or not _mixed(node.attr):
            continue
        if all(name.startswith("?") for name in facts.names.names(node)):
            message = f"attribute `{node.attr}` is not snake_case (served by `{hook}`)"
            found.append((facts.line_of(node), message))
    return found


def _served_names(facts: StrictFacts, func: ast.AST, name: str) -> list[str]:
    """The literals a hook compares its name parameter `name` with, or looks it up in."""

    def is_name(node: ast.AST) -> bool:
        return isinstance(node, ast.Name) and node.id == name

    found: list[ast.AST] = []
    for node in own_nodes(func):
        if isinstance(node, ast.Compare) and any(map(is_name, [node.left, *node.comparators])):
            found += [facts.names.only_value(part) for part in [node.left, *node.comparators]]
        elif isinstance(node, ast.Match) and is_name(node.subject):
            found += [case.pattern for case in node.cases]
        elif isinstance(node, ast.Subscript) and is_name(node.slice):
            found += _looked_up(facts, func, node.value)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and node.args
            and is_name(node.args[0])
        ):
            found += _looked_up(facts, func, node.func.value)
    return [
        item.value
        for part in found
        for item in ast.walk(part)
        if isinstance(item, ast.Constant) and isinstance(item.value, str)
    ]


def _looked_up(facts: StrictFacts, hook: ast.AST, table: ast.expr) -> list[ast.AST]:
    """The table a hook looks a name up in: the one value of a name, or, for a member of
    the hook's own object (`self._aliases[name]`), the keys of the dicts (the items of
    other literals) its class binds to that member, in its body (`_aliases = {...}`) or
    on `self` in a method (`self._aliases = {'serverHost': 'host'}`)."""
    owner = facts.owner(hook)
    if not (
        isinstance(table, ast.Attribute)
        and isinstance(table.value, ast.Name)
        and isinstance(owner, ast.ClassDef)
    ):
        return [facts.names.only_value(table)]
    values: list[ast.expr] = []
    for node in ast.walk(owner):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(_names_member(target, table.attr) for target in targets):
                values.append(facts.names.only_value(node.value))
    return [
        ast.Tuple(elts=[key for key in value.keys if key is not None])
        if isinstance(value, ast.Dict)
        else value
        for value in values
    ]


def _names_member(target: ast.expr, member: str) -> bool:
    """`member` itself (a class body's binding) or `obj.member`."""
    if isinstance(target, ast.Name):
        return target.id == member
    return isinstance(target, ast.Attribute) and target.attr == member


def _replaced_dict_names(facts: StrictFacts, node: ast.AST) -> list[str]:
    """The keys the code names of a mapping put in place of an object's whole namespace:
    `obj.__dict__ = {...}` (or annotated), `setattr(obj, '__dict__', {...})`,
    `object.__setattr__(obj, '__dict__', {...})`, `obj.__setattr__('__dict__', {...})`,
    read as `_dict_names` reads `__dict__.update(...)`."""
    value: ast.expr | None = None
    if isinstance(node, ast.Assign | ast.AnnAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if any(isinstance(t, ast.Attribute) and t.attr == "__dict__" for t in targets):
            value = node.value
    elif isinstance(node, ast.Call) and len(node.args) >= 2:  # noqa: PLR2004
        func, args = node.func, node.args
        if isinstance(func, ast.Attribute) and func.attr == "__setattr__":
            at = 1 if len(args) > _BOUND_SETATTR else 0
        elif "builtins.setattr" in facts.names.names(func):
            at = 1
        else:
            return []
        if at + 1 < len(args) and const_str(args[at]) == "__dict__":
            value = args[at + 1]
    return [] if value is None else _merged_names(facts, value)


def _attribute_names(facts: StrictFacts, allowed: set[int]) -> list[Finding]:
    """`self.someName = ...`, `setattr(obj, 'someName', ...)` and the like: mixedCase
    attributes (`allowed`: id() of unittest's settings, `_test_case_settings`)."""
    found: list[Finding] = _slot_names(facts) + _hooked_names(facts)
    for node in facts.of_type(ast.Assign, ast.AnnAssign, ast.Call):
        bad = next(filter(_mixed, _replaced_dict_names(facts, node)), None)
        if bad is not None:
            found.append((facts.line_of(node), f"attribute `{bad}` is not snake_case"))
    fields = _ctypes_fields(facts) if "_fields_" in facts.code else frozenset()
    for node in facts.of_type(ast.Attribute, ast.Call, ast.Subscript, ast.AugAssign):
        name: str | None = None
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            name = None if id(node) in allowed or node.attr in fields else node.attr
        elif not isinstance(node, ast.Attribute):
            names = _dynamic_attribute_names(facts, node)
            name = "?" if names is None else next(filter(_mixed, names), None)
        if name is not None and (name == "?" or _mixed(name)):
            found.append((facts.line_of(node), f"attribute `{name}` is not snake_case"))
    return found + _made_setter_names(facts)


_SETTER_WORDS = re.compile(r"\b(?:setattr|__setattr__|__dict__|vars|setitem|__setitem__)\b")
_SETTER_TEXTS = ("setattr", "__dict__", "vars", "setitem")
"""Text `_SETTER_WORDS` cannot match without (`__setattr__` holds `setattr`, `__setitem__`
`setitem`): a plain `in` gate before the regex, which tries every position."""


def _names_setters(code: str) -> bool:
    """Whether `_SETTER_WORDS` matches `code`, tried only where `_SETTER_TEXTS` are."""
    return any(text in code for text in _SETTER_TEXTS) and _SETTER_WORDS.search(code) is not None


def _made_setter_names(facts: StrictFacts) -> list[Finding]:
    """Attributes set by a call another call makes (`NameIndex.made_calls`):
    `operator.methodcaller('__setattr__', 'fetchUser', f)(Client)`, `functools.partial(
    setattr, Client)('fetchUser', f)`, `operator.call(setattr, ...)`, a setter handed to
    `functools.reduce`, read as the call it makes (`map`/`starmap` are read by
    `_handed_names`, which follows names taken from data)."""
    found: list[Finding] = []
    if not _names_setters(facts.code):
        return found
    for made in facts.names.all_made_calls():
        origin = facts.names.made_from.get(id(made))
        if origin is not None and _mapper(facts, origin.func) is not None:
            continue
        names = _dynamic_attribute_names(facts, made)
        name = "?" if names is None else next(filter(_mixed, names), None)
        if name is not None:
            found.append((facts.line_of(made), f"attribute `{name}` is not snake_case"))
    return found


_CTYPES_STRUCTS = frozenset({"ctypes.Structure", "ctypes.Union", "ctypes.BigEndianStructure",
                             "ctypes.LittleEndianStructure"})  # fmt: skip


def _ctypes_fields(facts: StrictFacts) -> frozenset[str]:
    """The field names a ctypes `Structure` or `Union` of the code declares in its
    `_fields_` (`('dwLength', DWORD)`): names of the C struct it mirrors, which the code
    must write by that spelling (`status.dwLength = ...`). A `_fields_` of another class
    names nothing C declared."""
    structs = derived_classes(facts, _CTYPES_STRUCTS)
    return frozenset(
        name
        for node in facts.of_type(ast.ClassDef)
        if f"local:{node.name}" in structs
        for item in node.body
        if isinstance(item, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "_fields_" for t in item.targets)
        and isinstance(item.value, ast.List | ast.Tuple)
        for field in item.value.elts
        if isinstance(field, ast.Tuple)
        and field.elts
        and (name := const_str(field.elts[0])) is not None
    )


def _dynamic_names(facts: StrictFacts) -> list[Finding]:
    """Names bound through globals()/vars() and classes made by type(name, bases, dict)."""
    found: list[Finding] = []
    for node in facts.of_type(ast.Subscript, ast.Call, ast.AugAssign):
        if isinstance(node, ast.Call) and _makes_class(facts, node):
            found += _factory_class_name(facts, node)
            continue
        names = _global_names(facts, node)
        name = "?" if names is None else next(filter(_mixed, names), None)
        if name is not None:
            found.append((facts.line_of(node), f"binds `{name}` through globals()"))
    return found


def _is_globals(owners: frozenset[str]) -> bool:
    return NAMESPACE in owners


def _global_names(facts: StrictFacts, node: ast.AST) -> list[str] | None:
    """The names a write into `globals()` binds, followed as setattr names are (a name
    from data only, `globals()[name]` in a lazy module `__getattr__`, binds none): an item
    store, `.setdefault`/`.__setitem__` (also unbound, `dict.__setitem__(globals(), ...)`,
    or `operator.setitem`); None (not followed) for `update()` and `|=` (through a name
    bound to `globals()`)."""
    if isinstance(node, ast.Subscript):
        stored = isinstance(node.ctx, ast.Store) and NAMESPACE in facts.names.names(node.value)
        return _setattr_names(facts, node.slice) if stored else []
    if isinstance(node, ast.AugAssign):
        merged = isinstance(node.op, ast.BitOr) and _is_globals(stored_owners(facts, node.target))
        return None if merged else []
    if isinstance(node, ast.Call) and len(node.args) > 1:
        mapper = _mapper(facts, node.func)
        if mapper is not None:
            return _handed_names(facts, node, mapper, _global_setter)
    write = namespace_write(facts, node, _is_globals) if isinstance(node, ast.Call) else None
    if write is None:
        return []
    method, rest, _ = write
    if method in {"update", "__ior__"}:
        return None
    return _setattr_names(facts, rest[0]) if rest else None


_BUILTIN_NAMES = frozenset(dir(builtins))
_BINDERS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.ExceptHandler,
            ast.MatchAs, ast.MatchStar, ast.MatchMapping, ast.arg, ast.alias)  # fmt: skip


def _bound_names(facts: StrictFacts) -> set[str] | None:
    """Every name the code binds anywhere (None under a star import: it binds names
    unseen)."""
    bound = {node.id for node in facts.of_type(ast.Name) if not isinstance(node.ctx, ast.Load)}
    for node in facts.of_type(*_BINDERS):
        if isinstance(node, ast.alias):
            if node.name == "*":
                return None
            bound.add(node.asname or node.name.partition(".")[0])
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.MatchMapping):
            bound.add(node.rest or "")
        else:
            bound.add(node.name or "")  # type: ignore[union-attr]
    return bound


_PUBLISHERS = re.compile(r"\b(?:setattr|globals|vars|__dict__|modules|exec|eval|__setattr__)\b")
"""Words of the routes by which code binds a name at run time (the gate of `_unbound_reads`)."""
_PUBLISHED_THROUGH = re.compile(
    r"\b(?:__builtins__|f_globals|f_locals|f_builtins)\s*"
    r"(?:\[[^\]\n]*\]\s*=(?!=)|\.\s*(?:update|setdefault|__setitem__)\s*\()"
    r"|\bbuiltins\s*\.\s*\w+\s*=(?!=)"
)
"""A store into the builtins or a frame's namespace (`__builtins__['x'] = f`,
`sys._getframe(1).f_globals.update(...)`, `builtins.x = f`): also a route that binds names
at run time, where reading those namespaces is not (`getattr(builtins, '__IPYTHON__')`)."""
_PUBLISHER_TEXTS = (
    "setattr", "globals", "vars", "__dict__", "modules", "exec", "eval", "builtins", "f_locals",
)  # fmt: skip
"""Text `_PUBLISHERS` or `_PUBLISHED_THROUGH` cannot match without (`__setattr__` holds
`setattr`, `f_globals` `globals`, `__builtins__` and `f_builtins` `builtins`): a plain `in`
gate before the regexes, which try every position."""


def _names_publishers(code: str) -> bool:
    """Whether `_PUBLISHERS` or `_PUBLISHED_THROUGH` matches `code`, tried only where
    `_PUBLISHER_TEXTS` are."""
    return any(text in code for text in _PUBLISHER_TEXTS) and bool(
        _PUBLISHERS.search(code) or _PUBLISHED_THROUGH.search(code)
    )


def _unbound_reads(facts: StrictFacts) -> list[Finding]:
    """mixedCase names the code reads but binds nowhere, in code that may bind names at run
    time (`setattr`, `globals()`, `vars()`, `__dict__`, `sys.modules`, `exec`, a store into
    the builtins or a frame's namespace): a name it
    made so (a decorator or loop publishing `fetchUser` into the module), which it then
    calls by its mixedCase spelling. Without such a route a name read unbound is one the
    code's host gives it (Ghidra's `currentProgram`), not a name the code chose."""
    found: list[Finding] = []
    if facts.namespace or not _names_publishers(facts.code):
        return found
    reads = [node for node in facts.of_type(ast.Name)
             if isinstance(node.ctx, ast.Load) and _mixed(node.id)
             and node.id not in _BUILTIN_NAMES]  # fmt: skip
    bound = _bound_names(facts) if reads else None
    for node in reads if bound is not None else ():
        if node.id not in bound:
            message = f"name `{node.id}` is not snake_case (read, bound at run time)"
            found.append((facts.line_of(node), message))
    return found


TYPE_CALL_ARGUMENTS = 3
"""type(name, bases, namespace) makes a class."""
_CLASS_FACTORIES = frozenset({
    "collections.namedtuple", "typing.NamedTuple", "typing.TypedDict", "typing.NewType",
    "typing_extensions.NamedTuple", "typing_extensions.TypedDict", "dataclasses.make_dataclass",
    "enum.Enum", "enum.IntEnum", "enum.StrEnum", "enum.Flag", "enum.IntFlag",
    "types.new_class",
})  # fmt: skip
"""Functions that make a class named by their first argument."""


_METACLASSES = frozenset({"builtins.type", "abc.ABCMeta", "enum.EnumMeta", "enum.EnumType"})
"""Metaclasses: called with a name, bases and a namespace, each makes a class."""


def _code_metaclasses(facts: StrictFacts) -> frozenset[str]:
    """`local:` names of the code's classes deriving from a metaclass (`type`, `ABCMeta`,
    another of the code's metaclasses), with the standard library's metaclasses."""
    return _METACLASSES | derived_classes(facts, _METACLASSES)


def _makes_class(facts: StrictFacts, call: ast.Call) -> bool:
    """Whether a call makes a class named by its first argument: a metaclass called with a
    name, bases and a namespace (`type(...)`, `ABCMeta(...)`, a metaclass of the code), or
    a class factory (`namedtuple`, `Enum`, ...)."""
    names = facts.names.names(call.func)
    metaclasses = facts.derived(_code_metaclasses) if "class" in facts.code else _METACLASSES
    if names & metaclasses and len(call.args) == TYPE_CALL_ARGUMENTS:
        return True
    return bool(names & _CLASS_FACTORIES) and bool(call.args)


def _factory_class_name(facts: StrictFacts, call: ast.Call) -> list[Finding]:
    """A class made by `type(...)` or a factory (`namedtuple('point', ...)`): a CapWords
    name, ending in Error when `type()` gives it an exception base. The name is followed
    as setattr names are, so a helper wrapping `type(name, (base,), ...)` is judged by
    the names the code's calls pass it (`_exception('ParseFailure', ValueError)`)."""
    names = _setattr_names(facts, call.args[0])  # a name from data only names no class
    pieces = _joined_pieces(call.args[0]) if names is None else None
    if pieces is not None:
        names = _joined_names(facts, pieces, 0, class_name=True)
    bad = "?" if names is None else next((item for item in names if not _is_cap_words(item)), None)
    if bad is not None:
        return [(facts.line_of(call), f"class `{bad}` is not CapWords")]
    name = next((item for item in names or () if not item.endswith("Error")), None)
    if name is None:
        return []
    if _makes_exception(facts, call):
        return [(facts.line_of(call), f"exception class `{name}` does not end in Error")]
    return []


def _class_bases(facts: StrictFacts, call: ast.Call) -> ast.expr | None:
    """The bases a class-making call gives its class: `type(name, bases, namespace)`'s
    second argument, `types.new_class(name, bases)`'s (or its `bases=` keyword)."""
    if len(call.args) == TYPE_CALL_ARGUMENTS and (
        facts.names.names(call.func) & facts.derived(_code_metaclasses)
    ):
        return call.args[1]
    if "types.new_class" not in facts.names.names(call.func):
        return None
    given = [*call.args[1:2], *(item.value for item in call.keywords if item.arg == "bases")]
    return given[0] if given else None


def _makes_exception(facts: StrictFacts, call: ast.Call) -> bool:
    """Whether `type(...)` or `types.new_class(...)` makes an exception class."""
    bases = _class_bases(facts, call)
    return bases is not None and _may_be_exception(facts, bases, 0)


def _factory_bindings(facts: StrictFacts) -> list[Finding]:
    """A class made by `type(...)` or a factory bound, at module level or in a class body,
    to a name that is not CapWords (`point = namedtuple('Point', 'x y')`, `color =
    Enum('Color', ...)`): the name the code uses the class by breaks CapWords whatever
    name the factory is given. Inside a function the binding is a local variable
    (pep8-naming lets it be lowercase), so it is left to `_local_names`."""
    found: list[Finding] = []
    for node in facts.of_type(ast.Assign, ast.AnnAssign, ast.NamedExpr):
        if node.value is None:
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target, value in _target_values(targets, node.value):
            if not isinstance(value, ast.Call) or not isinstance(
                facts.owner(node), ast.Module | ast.ClassDef
            ):
                continue
            if not _makes_class(facts, value):
                value = _helper_class_call(facts, value)
                if value is None:
                    continue
            if not _is_cap_words(target.id):
                message = f"class made by a factory is bound to `{target.id}`, not CapWords"
                found.append((facts.line_of(node), message))
            elif not target.id.endswith("Error") and _makes_exception(facts, value):
                message = f"exception class made by a call is bound to `{target.id}`, not ...Error"
                found.append((facts.line_of(node), message))
    return found


def _helper_class_call(facts: StrictFacts, call: ast.Call) -> ast.Call | None:
    """The class-making call a function of the code returns, when `call` calls one
    (`ParseFailure = _exception('ParseError', ValueError)` with `def _exception(name,
    base): return type(name, (base,), {})`): the helper stands for the factory."""
    names = facts.names.names(call.func)
    if not any(name.startswith("local:") for name in names):
        return None
    returned = _returned(facts, frozenset(f"{name}()" for name in names))
    return next(
        (item for item in returned if isinstance(item, ast.Call) and _makes_class(facts, item)),
        None,
    )


def _target_values(targets: list[ast.expr], value: ast.expr) -> list[tuple[ast.Name, ast.expr]]:
    """Each name a binding gives a value, with that value (`a, b = x, y` pairs them)."""
    found: list[tuple[ast.Name, ast.expr]] = []
    for target in targets:
        if isinstance(target, ast.Name):
            found.append((target, value))
        elif (
            isinstance(target, ast.Tuple | ast.List)
            and isinstance(value, ast.Tuple | ast.List)
            and len(target.elts) == len(value.elts)
        ):
            for part, item in zip(target.elts, value.elts, strict=True):
                found += _target_values([part], item)
    return found


_FIELD_FACTORIES = frozenset({
    "collections.namedtuple", "typing.NamedTuple", "typing_extensions.NamedTuple",
    "dataclasses.make_dataclass", "enum.Enum", "enum.IntEnum", "enum.StrEnum", "enum.Flag",
    "enum.IntFlag", "attr.make_class", "attrs.make_class",
})  # fmt: skip
"""Class factories whose second argument (or `field_names=`/`fields=`/`names=`) names the
attributes of the class they make. Functional `TypedDict` is left out: its keys are dict
keys, not attributes, and it is the documented way to declare keys an external format
(JSON) spells in camelCase."""
_KEYWORD_FIELDS = frozenset({"typing.NamedTuple", "typing_extensions.NamedTuple",
                             "pydantic.create_model"})  # fmt: skip
"""Class factories whose keyword arguments name fields (pydantic's `create_model('Config',
maxRetries=(int, 3))`)."""
KEYWORD_NAMESPACES = frozenset({"types.SimpleNamespace", "argparse.Namespace"})
"""Objects whose keyword arguments become their attributes."""
_FIELD_KEYWORDS = frozenset({"field_names", "fields", "names"})
_THESE_DECORATORS = frozenset(
    f"{module}.{name}"
    for module in ("attr", "attrs")
    for name in ("s", "attrs", "attributes", "define", "mutable", "frozen", "dataclass")
)
"""attrs class decorators whose `these=` dict names the attributes of the class."""


_DECLARING_KEYS = frozenset({"__annotations__", "__slots__"})
"""Keys of a class namespace whose value names the class's attributes."""


def _declared_names(value: ast.expr) -> list[ast.expr]:
    """The literals naming attributes in a namespace's `__annotations__` (a dict's keys) or
    `__slots__` (a string, or the items of a tuple, list or dict's keys)."""
    if isinstance(value, ast.Dict):
        return [key for key in value.keys if key is not None]
    if isinstance(value, ast.Tuple | ast.List | ast.Set):
        return list(value.elts)
    return [value]


def _field_spec_names(spec: ast.expr) -> list[str]:
    """The names a literal field list gives: `'a b'`/`'a, b'`, `['a', 'b']`, `[('a', int)]`,
    `{'a': 1}`; none from anything else (field names read from data, a CSV header)."""
    text = const_str(spec)
    if text is not None:
        return text.replace(",", " ").split()
    if isinstance(spec, ast.Dict):
        items: list[ast.expr | None] = list(spec.keys)
        items += [  # a class namespace's `'__annotations__': {'maxRetries': int}`, `__slots__`
            name
            for key, value in zip(spec.keys, spec.values, strict=True)
            if key is not None and const_str(key) in _DECLARING_KEYS
            for name in _declared_names(value)
        ]
    elif isinstance(spec, ast.List | ast.Tuple):
        items = [
            item.elts[0] if isinstance(item, ast.List | ast.Tuple) and item.elts else item
            for item in spec.elts
        ]
    else:
        return []
    return [name for item in items if item is not None and (name := const_str(item))]


_FIELD_FUNCTIONS = pick((
    "builtins.list", "builtins.tuple", "builtins.sorted", "builtins.reversed",
    "builtins.map", "builtins.filter", "builtins.str", "shlex.split", "re.split",
    "re.findall", "operator.add", "operator.concat", "textwrap.dedent",
))  # fmt: skip
"""Pure functions a field list worked out from constants may go through."""


def _computed_field_names(facts: StrictFacts, spec: ast.expr) -> list[str]:
    """The names a field list made of constants gives, worked out as Python would
    (`ConstantRun`): `'orderId customerName'.split()`, `BASE + ('extraField',)`,
    `[name.strip() for name in 'a, b'.split(',')]`; names the code chooses, as a literal's
    are. None from a value read from data (a CSV header)."""
    if isinstance(spec, ast.Constant | ast.Dict):
        return []
    try:
        found = ConstantRun(facts.names, _FIELD_FUNCTIONS).value(spec, {})
    except (Unknown, RecursionError):
        return []
    if isinstance(found, str):
        return found.replace(",", " ").split()
    if not isinstance(found, tuple | list):
        return []
    items = [item[0] if isinstance(item, tuple | list) and item else item for item in found]
    return [item for item in items if isinstance(item, str)]


_VIEWS = frozenset({"items", "keys"})


def _spec_values(facts: StrictFacts, spec: ast.expr) -> list[ast.expr]:
    """The literal a field list is, also through a name bound to it (a module-level
    `FIELDS = ['maxRetries']`), its `.items()` or `.keys()`, or `' '.join(...)` of it."""
    if isinstance(spec, ast.Call) and isinstance(spec.func, ast.Attribute) and not spec.keywords:
        if spec.func.attr in _VIEWS and not spec.args:
            return _spec_values(facts, spec.func.value)
        if spec.func.attr == "join" and len(spec.args) == 1 and const_str(spec.func.value):
            return _spec_values(facts, spec.args[0])
    if isinstance(spec, ast.Name):
        bindings = facts.names.bindings_of(spec) or []
        return [value for kind, value in bindings if kind == "expr"]
    return [spec]


def _keyword_names(facts: StrictFacts, spec: ast.expr) -> list[str]:
    """The keywords of `dict(maxRetries=3)` unpacked into a namespace (`**dict(...)`)."""
    if isinstance(spec, ast.Call) and "builtins.dict" in facts.names.names(spec.func):
        return [item.arg for item in spec.keywords if item.arg is not None]
    return []


def _json_keys(facts: StrictFacts, spec: ast.expr) -> list[str]:
    """The keys of a JSON object the code writes itself and reads with `json.loads`
    (`SimpleNamespace(**json.loads('{"maxRetries": 3}'))`, see `json_document`): names the
    code chooses, as a dict literal's are; none from text the code does not fix."""
    value = json_document(facts.names, spec)
    return [key for key in value if isinstance(key, str)] if isinstance(value, dict) else []


_EXEC_BODY_ARGUMENT = 3
"""`types.new_class(name, bases, kwds, exec_body)`: the callback's place."""


def _exec_body_names(facts: StrictFacts, call: ast.Call) -> list[str]:
    """The attributes a `types.new_class` `exec_body` callback (a lambda, or a function
    of the code) writes into the class namespace it is given: `ns.update(maxRetries=3)`
    (keywords or a dict literal), `ns['maxRetries'] = 3`, `ns.setdefault('maxRetries', 3)`,
    `ns.__setitem__('maxRetries', 3)`."""
    given = [
        *call.args[_EXEC_BODY_ARGUMENT:],
        *(k.value for k in call.keywords if k.arg == "exec_body"),
    ]
    if not given:
        return []
    body: ast.AST | None = given[0]
    if isinstance(body, ast.Name):
        bindings = facts.names.bindings_of(body) or []
        body = bindings[0][1] if len(bindings) == 1 else None  # type: ignore[assignment]
    if not isinstance(body, ast.Lambda | ast.FunctionDef) or not body.args.args:
        return []
    space = body.args.args[0].arg
    found: list[str] = []
    for node in ast.walk(body):
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id == space
        ):
            found += _setattr_names(facts, node.slice) or []
        if not (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id == space
        ):
            continue
        if node.func.attr == "update":
            found += [item.arg for item in node.keywords if item.arg is not None]
            found += [
                n for arg in node.args if isinstance(arg, ast.Dict) for n in _field_spec_names(arg)
            ]
        elif node.func.attr in {"setdefault", "__setitem__"} and node.args:
            found += _setattr_names(facts, node.args[0]) or []
    return found


def _factory_field_names(facts: StrictFacts) -> list[Finding]:
    """mixedCase attributes named through a class factory (`namedtuple('Config',
    'maxRetries')`, `Enum('Color', 'darkRed')`, `make_dataclass`, `NamedTuple` fields as
    keywords too, the namespace of `type(name, bases, {...})`) or a namespace object
    (`SimpleNamespace(maxRetries=3)`, `**dict(zip(KEYS, VALUES))` read as `update` is), as
    N815 fails them in a class body."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        specs: list[ast.expr] = []
        fields: list[str] = []
        if names & _FIELD_FACTORIES:
            specs = call.args[1:2]
            specs += [item.value for item in call.keywords if item.arg in _FIELD_KEYWORDS]
        if names & _THESE_DECORATORS:  # `@attr.s(these={'pageSize': attr.ib()})`
            specs += [item.value for item in call.keywords if item.arg == "these"]
        if names & (_KEYWORD_FIELDS | KEYWORD_NAMESPACES):
            fields = [item.arg for item in call.keywords if item.arg is not None]
        if names & KEYWORD_NAMESPACES:
            specs = [item.value for item in call.keywords if item.arg is None]
        if "builtins.type" in names and len(call.args) == TYPE_CALL_ARGUMENTS:
            specs = call.args[2:]  # the class namespace: `type('Config', (), {'maxValue': 3})`
        if "types.new_class" in names:
            fields += _exec_body_names(facts, call)
        specs = [value for spec in specs for value in _spec_values(facts, spec)]
        fields += [name for spec in specs for name in _json_keys(facts, spec)]
        if names & KEYWORD_NAMESPACES:  # `**m` (3.13: `m` too) sets what `update(m)` would
            fields += _dict_names(facts, call.args, call.keywords)
            fields += [name for spec in specs for name in _keyword_names(facts, spec)]
            specs = [spec for spec in specs if isinstance(spec, ast.Dict)]
        fields += [
            name
            for spec in specs
            for name in _field_spec_names(spec) or _computed_field_names(facts, spec)
        ]
        bad = next(filter(_mixed, fields), None)
        if bad is not None:
            found.append((facts.line_of(call), f"attribute `{bad}` is not snake_case"))
    return found


_OTHER_EXCEPTIONS = frozenset({
    "subprocess.TimeoutExpired", "queue.Empty", "queue.Full", "asyncio.QueueEmpty",
    "asyncio.QueueFull", "zipfile.BadZipFile", "zipfile.BadZipfile", "zipfile.LargeZipFile",
    "gzip.BadGzipFile", "socket.timeout", "socket.gaierror", "socket.herror",
    "http.client.IncompleteRead", "http.client.RemoteDisconnected", "http.client.InvalidURL",
    "http.client.BadStatusLine", "http.client.LineTooLong", "http.client.NotConnected",
    "unittest.SkipTest", "unittest.case.SkipTest", "concurrent.futures.BrokenExecutor",
    "decimal.InvalidOperation", "decimal.DivisionByZero", "decimal.Overflow",
    "decimal.Underflow", "decimal.Inexact", "io.UnsupportedOperation", "xmlrpc.client.Fault",
    "doctest.DocTestFailure", "bdb.BdbQuit", "binascii.Incomplete",
    "email.errors.MessageDefect", "multiprocessing.BufferTooShort",
    "smtplib.SMTPServerDisconnected", "smtplib.SMTPRecipientsRefused",
    "smtplib.SMTPSenderRefused", "tokenize.StopTokenizing", "inspect.EndOfBlock",
    *(f"{module}.{name}" for module in ("requests", "requests.exceptions")
      for name in ("Timeout", "ConnectTimeout", "ReadTimeout", "TooManyRedirects")),
    *(f"httpx.{name}" for name in ("ConnectTimeout", "ReadTimeout", "WriteTimeout",
                                   "PoolTimeout", "TooManyRedirects")),
})  # fmt: skip
"""Standard-library (and common HTTP clients') exceptions whose names end neither in Error
nor in Exception."""
_EXCEPTION_SUFFIXES = ("Error", "Exception", ".error")
"""How the name of an imported exception class ends (`subprocess.SubprocessError`,
`requests.RequestException`, `re.error`): Ruff's N818 judges bases named so, though only
when written as a bare name."""


def _named_exception(name: str) -> bool:
    """An imported (or unknown) class named as an exception (`_EXCEPTION_SUFFIXES`), or a
    standard-library exception named otherwise (`subprocess.TimeoutExpired`)."""
    if name.startswith(("local:", "const:")) or name.endswith("()"):
        return False
    if name.removeprefix("builtins.") in _SIGNALS:
        return False
    return name.endswith(_EXCEPTION_SUFFIXES) or name in _OTHER_EXCEPTIONS


_EXCEPTION_PARTS = tuple(f"{name}{mark}" for name in _EXCEPTIONS for mark in "(.[")
"""How a name made from a builtin exception starts: `builtins.ValueError()`, an instance;
`builtins.ValueError.__mro__[]`, an item of its lineage."""
_BASE_DEPTH = 4
"""How many names, calls and helper functions a class base is followed through."""


def _may_be_exception(facts: StrictFacts, node: ast.expr, depth: int) -> bool:
    """Whether a class base may be a builtin exception (Warnings and signals aside): one reached
    through aliases and containers, or an expression made from one (`type(ValueError())`,
    `ValueError().__class__`, `ValueError.__mro__[0]`), also through names bound to such
    an expression and functions of the code returning one. The class a call returns is
    not known, so a call given an exception counts (fails closed: a factory called with an
    exception class that makes something else is rare as a base)."""
    names = facts.names.names(node)
    if names & _EXCEPTIONS or any(name.startswith(_EXCEPTION_PARTS) for name in names):
        return True
    if not isinstance(node, ast.Call | ast.Subscript) and any(map(_named_exception, names)):
        return True
    if depth >= _BASE_DEPTH:
        return False
    if isinstance(node, ast.Name):
        values = [value for kind, value in facts.names.bindings_of(node) or [] if kind == "expr"]
    elif isinstance(node, ast.Call):
        values = [node.func, *node.args, *(item.value for item in node.keywords)]
        values += _returned(facts, names)
    elif isinstance(node, ast.Attribute | ast.Starred):
        values = [node.value]
    elif isinstance(node, ast.Subscript):
        values = [node.value]  # not the slice: `dict[str, ValueError]` is a dict
    else:
        return False
    return any(
        isinstance(value, ast.expr) and _may_be_exception(facts, value, depth + 1)
        for value in values
    )


def _returned(facts: StrictFacts, names: frozenset[str]) -> list[ast.expr]:
    """What the code's own functions a call result names (`local:base()`) return."""
    wanted = {name[6:-2] for name in names if name.startswith("local:") and name.endswith("()")}
    if not wanted:
        return []
    return [
        node.value
        for function in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef)
        if function.name in wanted
        for node in own_nodes(function)
        if isinstance(node, ast.Return) and node.value is not None
    ]


def _is_exception(
    facts: StrictFacts, node: ast.ClassDef, classes: dict[str, ast.ClassDef], seen: set[int]
) -> bool:
    """Whether a class derives from a builtin exception (Warnings and signals aside),
    through any base (`classes`: the module's classes by name; `_may_be_exception`)."""
    seen.add(id(node))
    for base in node.bases:
        names = facts.names.names(base)
        if _may_be_exception(facts, base, 0):
            return True
        for name in names:
            local = classes.get(name.removeprefix("local:")) if name.startswith("local:") else None
            if (
                local is not None
                and id(local) not in seen
                and _is_exception(facts, local, classes, seen)
            ):
                return True
    return False


def _exception_names(facts: StrictFacts) -> list[Finding]:
    """Exception classes whose name does not end in Error, bases resolved through aliases
    (a class of the code by its name or, nested, by its dotted path: `Payments.BaseError`)."""
    classes = {item.name: item for item in facts.of_type(ast.ClassDef)}
    classes |= _nested_classes(facts)
    return [
        (facts.line_of(node), f"exception class `{node.name}` does not end in Error")
        for node in facts.of_type(ast.ClassDef)
        if not node.name.endswith("Error") and _is_exception(facts, node, classes, set())
    ]


_MAPPING_BASES = frozenset({
    "builtins.dict", "collections.OrderedDict", "collections.defaultdict",
    "collections.UserDict", "collections.Counter", "collections.ChainMap",
})  # fmt: skip
"""Classes whose instances hold items given by keyword (`dict(max_retries=3)`)."""


def _item_attribute_classes(facts: StrictFacts) -> dict[str, ast.ClassDef]:
    """The code's classes (by name) serving attributes through a `__getattr__` or
    `__getattribute__` hook (defined or assigned, `__getattr__ = dict.__getitem__`, in the
    class or a module base) that take them by keyword: a mapping class (`dict`,
    `OrderedDict`, `UserDict`, ...), or one whose `__init__` takes `**kwargs`."""
    if "__getattr" not in facts.code:
        return {}
    model = class_model(facts)
    found: dict[str, ast.ClassDef] = {}
    for cls in model.all:
        lineage = (cls, *model.ancestors(cls))
        if not any(_binds_hook(item) for item in lineage):
            continue
        mapping = any(model.base_names(item) & _MAPPING_BASES for item in lineage)
        init = next(filter(None, (own_method(item, "__init__") for item in lineage)), None)
        if mapping or (init is not None and init.args.kwarg is not None):
            found[cls.name] = cls
    return found


def _binds_hook(cls: ast.ClassDef) -> bool:
    """Whether a class body binds `__getattr__` or `__getattribute__`."""
    for item in cls.body:
        targets = item.targets if isinstance(item, ast.Assign) else []
        names = [target.id for target in targets if isinstance(target, ast.Name)]
        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
            names.append(item.name)
        if set(names) & _HOOKS:
            return True
    return False


def _item_attributes(facts: StrictFacts) -> list[Finding]:
    """mixedCase keywords (also keys of a dict literal given first, or unpacked) of calls
    of a class serving them back as attributes (`_item_attribute_classes`: `Settings(
    maxRetries=3)` read as `settings.maxRetries`): attributes the code names, as
    `SimpleNamespace(maxRetries=3)` names them."""
    classes = _item_attribute_classes(facts)
    found: list[Finding] = []
    if not classes:
        return found
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        if not any(name.removeprefix("local:") in classes for name in names):
            continue
        given = [item.arg for item in call.keywords if item.arg is not None]
        mappings = [item.value for item in call.keywords if item.arg is None] + call.args[:1]
        given += [name for value in mappings for name in _mapping_keys(facts, value, 0)]
        bad = next(filter(_mixed, given), None)
        if bad is not None:
            message = f"attribute `{bad}` is not snake_case (served from a keyword)"
            found.append((facts.line_of(call), message))
    return found


_OPTION_PREFIX = "-"


def _argparse_dests(facts: StrictFacts) -> list[Finding]:
    """mixedCase attributes of the namespace argparse parses into: the `dest=` of
    `add_argument`, or the one it derives from the first long option (`--inputFile` gives
    `args.inputFile`; dashes become underscores) or a positional name, and the keywords
    of `set_defaults`. An option spelled otherwise with `dest='input_file'` passes."""
    found: list[Finding] = []
    if "add_argument" not in facts.code and "set_defaults" not in facts.code:
        return found
    for call in facts.of_type(ast.Call):
        func = call.func
        if not isinstance(func, ast.Attribute):
            continue
        if func.attr == "set_defaults" and "argparse" in facts.code:
            dests = [item.arg for item in call.keywords if item.arg is not None]
        elif func.attr == "add_argument":
            dests = [_argparse_dest(call)]
        else:
            continue
        bad = next((dest for dest in dests if dest is not None and _mixed(dest)), None)
        if bad is not None:
            found.append((facts.line_of(call), f"attribute `{bad}` is not snake_case (argparse)"))
    return found


def _argparse_dest(call: ast.Call) -> str | None:
    """The attribute `add_argument(...)` stores into: its `dest=`, else the first long
    option (else the first option) without its dashes, dashes inside made underscores,
    else a positional name; None when not written in place."""
    for keyword in call.keywords:
        if keyword.arg == "dest":
            return const_str(keyword.value)
    flags = [const_str(arg) for arg in call.args]
    if not flags or None in flags:
        return None
    options = [flag for flag in flags if flag and flag.startswith(_OPTION_PREFIX)]  # type: ignore[union-attr]
    if not options:
        return flags[0]
    long = [option for option in options if option.startswith(_OPTION_PREFIX * 2)]
    return (long or options)[0].lstrip(_OPTION_PREFIX).replace(_OPTION_PREFIX, "_")


def _nested_classes(facts: StrictFacts) -> dict[str, ast.ClassDef]:
    """The classes of the code nested in a class, by their dotted path (`Payments.BaseError`),
    as a base names them."""
    found: dict[str, ast.ClassDef] = {}
    pending = [(item.name, item) for item in facts.tree.body if isinstance(item, ast.ClassDef)]
    while pending:
        path, cls = pending.pop()
        for item in cls.body:
            if isinstance(item, ast.ClassDef):
                found[f"{path}.{item.name}"] = item
                pending.append((f"{path}.{item.name}", item))
    return found


_OVERRIDE_NAMES = frozenset({
    "setUp", "tearDown", "setUpClass", "tearDownClass", "setUpModule", "tearDownModule",
    "asyncSetUp", "asyncTearDown", "setUpTestData", "failureException", "longMessage",
    "maxDiff",
})  # fmt: skip
"""Names Ruff's N802 leaves (unittest's hooks, which a class body may bind to a function)."""
_METHOD_WRAPPERS = frozenset(
    {"builtins.staticmethod", "builtins.classmethod", "builtins.property"}
)


def _method_aliases(facts: StrictFacts) -> list[Finding]:
    """A class-body name in CapWords or mixedCase bound to a function: a def of the same
    class body (`Area = _area`, also wrapped, `staticmethod(_area)`) or a lambda is a
    method under that name, which N802 would fail as a def. UPPER_CASE names (a class
    constant holding a function) and unittest's hooks pass."""
    found: list[Finding] = []
    for cls in facts.of_type(ast.ClassDef):
        defs = {
            item.name
            for item in cls.body
            if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
        }
        for targets, value in class_body_bindings(facts, cls, _METHOD_WRAPPERS):
            method = isinstance(value, ast.Lambda) or (
                isinstance(value, ast.Name) and value.id in defs
            )
            for target in targets:
                if (
                    method
                    and isinstance(target, ast.Name)
                    and _is_mixed_case(target.id)
                    and not target.id.startswith("__")
                    and target.id not in _OVERRIDE_NAMES
                ):
                    found.append((target.lineno, f"method `{target.id}` is not lowercase"))
    return found


_OVERRIDES = frozenset({"typing.override", "typing_extensions.override"})
"""Decorators for which Ruff's N802 and N803 leave a method's names alone: a base names them."""
_EMPTY_BASES = PROTOCOLS | {
    "builtins.object",
    "abc.ABC",
    "typing.Generic",
    "typing_extensions.Generic",
}
"""Bases that define no method a subclass could override under a name not lowercase
(`Generic[T]` and `Protocol[T]` too: their subscript is dropped)."""


def _false_overrides(facts: StrictFacts) -> list[Finding]:
    """A def marked `@override` (`typing.override`, `typing_extensions.override`, also
    under an alias) whose name or arguments are not lowercase although it overrides
    nothing: a function outside a class, or a method of a class no base of which can
    define that name (no base, `object`/`ABC`/`Generic[T]`/`Protocol[T]`, or classes of
    the code that bind no such name and have no other base). The decorator silences N802
    and N803; a name a library base defines (`unittest.TestCase`, an unknown base)
    keeps its spelling."""
    found: list[Finding] = []
    if not facts.mentions("override"):
        return found
    for function in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        if not any(facts.names.names(item) & _OVERRIDES for item in function.decorator_list):
            continue
        arguments = [*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs]
        arguments += [a for a in (function.args.vararg, function.args.kwarg) if a is not None]
        bad = [a.arg for a in arguments if not _is_snake_case(a.arg)]
        if _is_snake_case(function.name) and not bad:
            continue
        home = facts.owner(function, through_lambdas=False)
        if isinstance(home, ast.ClassDef) and _base_may_bind(facts, home, function.name):
            continue
        for name in [function.name, *bad]:
            if not _is_snake_case(name):
                message = f"`{name}` is not lowercase; its @override overrides nothing"
                found.append((function.lineno, message))
    return found


def _base_may_bind(facts: StrictFacts, home: ast.ClassDef, name: str) -> bool:
    """Whether a base of `home` may define `name`: a class of the code it derives from
    binds it (any binding of the class body, a bare annotation too), or some class on
    the way names a base that is neither empty nor a class of the code (a library's,
    an unknown one)."""
    model = class_model(facts)
    local = {f"local:{cls_name}" for cls_name in model.by_name}
    for cls in [home, *model.ancestors(home)]:
        scope = facts.names.defining_scope.get(id(cls))
        if cls is not home and (
            scope is None
            or name in scope.bindings
            or any(
                isinstance(item, ast.AnnAssign)
                and isinstance(item.target, ast.Name)
                and item.target.id == name
                for item in cls.body
            )
        ):
            return True
        for base in cls.bases:
            names = {item.removesuffix("[]") for item in facts.names.names(base)}
            if not names or not names <= _EMPTY_BASES | local:
                return True
    return False


def _import_aliases(facts: StrictFacts) -> list[Finding]:
    """A CapWords class imported under a name that is not CapWords (`OrderedDict as
    orderedDict`, `as Ordered_dict`): the alias drops the case style of what it imports.
    Ruff's N813, N814 and N817 see only the lowercase, constant and acronym aliases."""
    found: list[Finding] = []
    for node in facts.of_type(ast.ImportFrom, ast.Import):
        for alias in node.names:
            imported = alias.name.rpartition(".")[2].lstrip("_")
            cap_words = imported[:1].isupper() and not imported.isupper() and "_" not in imported
            if alias.asname is not None and cap_words and not _is_cap_words(alias.asname):
                message = f"`{alias.name}` is imported as `{alias.asname}`, not CapWords"
                found.append((facts.line_of(node), message))
    return found


class Pep8Naming(Instruction):
    """Name everything the way PEP 8 says.

    What it asks:
        Functions, methods, variables and arguments are snake_case; classes are CapWords
        (exceptions end in `Error`); module-level constants are UPPER_CASE; imports keep
        the case style of what they import.

    Why:
        Consistent names let a reader tell a class from a function from a constant at a
        glance. Models trained on mixed code drift into camelCase, especially when the
        task statement itself comes from another language.

    Verified by:
        Ruff pep8-naming rules N801-N818 (every stable N8xx rule). N999, the module file
        name, is left out because a response has no file name of its own. Ruff checks
        neither that module-level constants are UPPER_CASE nor instance attributes,
        comprehension and `except` names, or names bound at run time.

    Strict mode:
        Also fails: a module-level constant (bound once, or once in each branch of a
        module-level `if`/`elif`/`else` whose tests read only the platform and
        interpreter, or of a module-level `match` on such a subject whose cases are
        literals with no guard but such a test, `sys.platform`, `sys.version_info`,
        `os.name`, `platform.system()`,
        `TYPE_CHECKING`, or constant values, also computed, `sys.maxsize > 2 ** 32`,
        and nowhere else, to a value written from
        literals or made by a value constructor called on them, `timedelta(seconds=30)`,
        `Decimal('0.2')`, `Path('data')`, `frozenset({...})`, `tuple([...])`,
        `range(200, 300)`, `os.path.join('data', 'cache')`,
        `re.compile(r'...', re.I)`, `uuid.UUID('...')`, ..., or by a pure builtin or
        `math` function of numbers and texts, `pow(2, 16)`, `int('8')`, `len('abc')`,
        `max(1, 2)`, `math.sqrt(2)`, `operator.mul(...)`, `sum((1, 2))`, `math.prod`,
        `struct.calcsize(HEADER_FORMAT)`, `struct.Struct('<IHH')`, or a data attribute of
        such a constructor's value, `struct.Struct('P').size`, `Path('data').parent` (not
        a method read uncalled, `re.compile(...).match`),
        or `functools.reduce` folding literals with one of them
        (`reduce(operator.mul, (60, 60, 24))`), or by a method of a text or
        number literal or of the standard library's fixed values below,
        `'csv json'.split()`, `(2).__pow__(16)`, `sys.maxsize.bit_length()`, also
        unpacked into names at module level, `ranks, suits = '2345 SHDC'.split()`, or
        computed from other module constants or the
        standard library's fixed numbers and texts, `SECONDS_PER_DAY = 24 *
        SECONDS_PER_HOUR`, `2 * math.pi`, `string.digits`, `os.sep`, also by an
        f-string of them, `f'https://api.example.com/v{API_VERSION}'`, or as an item or
        slice of one by constants, `PAGE_SIZES[1]`, `NAMES[:2]`, or chosen by a
        conditional expression on such a test, `8 if os.name == 'posix' else 4`, or
        that test itself, `sys.platform == 'win32'` (a name bound to one counts as the
        test, `'cmd.exe' if IS_WINDOWS else '/bin/sh'`), or by a list, set or dict
        comprehension (or a generator or `zip`/`enumerate`/`range`/`sorted`/`reversed`
        call fed to `dict`, `frozenset`, `tuple`, `list` or `set`) looping over such
        values and reading only its own loop variables, constants and the pure
        functions and methods above, `{c: i for i, c in enumerate('0123456789abcdef')}`,
        `dict(zip(KEYS, range(3)))`; never changed (by a mutating method, a store into
        an item or attribute, also of an item, `grid[0][1] = 5`, or `random.shuffle`,
        `heapq.heappush`, `bisect.insort`, ... on it)
        or declared `global`; factories of objects with state such as
        `logging.getLogger(__name__)`, `Flask(__name__)` or `dict(...)` of keywords are not
        constructors of constants, and a value chosen on run-time input, `if
        args.verbose:`, `sys.argv`, `os.environ`, is a variable) that is not UPPER_CASE
        (a name annotated `TypeAlias` with a string value is a type, not a constant; in
        a module importing Django, the names its URLconf and app loading read in
        lowercase, `app_name`, `urlpatterns`, `default_app_config`, `handler404`, ...,
        and in a module importing pytest the names pytest reads, `pytest_plugins`,
        `pytestmark`, `collect_ignore`, `collect_ignore_glob`, and in a module importing
        Alembic a migration's `revision`, `down_revision`, `branch_labels` and
        `depends_on`, are the framework's; a
        name bound by a module-level loop over one literal item,
        `for max_retries in (3,): pass`, is bound once to that item; a name bound only
        in the body of a module-level `if __name__ == '__main__':` and read as that
        global by no function, lambda or class defined outside it (`sample = {...}` then
        `print(describe(sample))`, also beside `def describe(sample)`, whose parameter is
        its own; a lambda or def written inside the guard is the script's code) is
        the script's variable, as pylint takes it, not a constant; in a module
        binding a setting only a config module of Sphinx,
        Celery or gunicorn uses, `html_theme`, `extensions`, `broker_url`,
        `beat_schedule`, `bind`, ..., that tool's settings, also `project`, `timezone`,
        `workers`, ..., are the tool's); a
        variable of a function, lambda or comprehension (`except` and `case` names
        included) that is not lowercase, and a mixedCase one anywhere else; a CapWords
        (not UPPER_CASE) module-level name rebound as a variable (a target of an augmented
        assignment, of a `with`, of a loop other than over a literal of names, or bound
        more than once with a value that cannot be a class: not a name, attribute,
        subscript, call, `X | Y` or `None`), `Total += value`, `for Value in values:`,
        or bound to a value that is an instance, never a class: a call of one of the
        code's module-level classes with no metaclass, `__new__`, `__call__` or decorator
        but `dataclass` (`DefaultLimiter = RateLimiter(100)`), a library call making an
        instance (`Logger = logging.getLogger(__name__)`, `threading.Lock()`,
        `re.compile(...)`, `object()`, a container type), a number, a container literal
        (not a tuple of names), a comprehension or an f-string (text is left: it may be a
        forward-reference type alias), unless one of its bindings is an import, `def` or
        `class`; a mixedCase
        keyword argument a function takes through `**kwargs` and reads by a literal key
        (`options.get('maxRetries', 3)`, `options['maxRetries']`, `.pop`,
        `.setdefault`, `'maxRetries' in options`, `operator.getitem(options, ...)`,
        `operator.itemgetter('maxRetries')` called on it, directly or through a name
        bound once to it, a key of a mapping pattern of a `match` on it, `case
        {'maxRetries': retries}`, the key followed as setattr names are; a literal
        compared with the key a loop over it gives: `for key, value in options.items():
        if key == 'maxRetries'`, `key in ('maxRetries',)`, `match key: case
        'maxRetries':`, also over `.keys()` or `sorted(options)`); a mixedCase
        attribute (`self.totalCount = ...`, but a field a ctypes `Structure` of the code
        declares in `_fields_`, the C struct's own spelling; a name in a literal `__slots__`,
        `setattr(obj, 'totalCount', ...)`,
        `obj.__setattr__(...)`, `object.__setattr__(obj, ...)`, `obj.__dict__[...] = `
        (or `operator.setitem(vars(obj), ...)`),
        `vars(obj)[...] = `, `obj.__dict__.update(totalCount=...)` or with a dict
        literal, a literal of pairs, a dict comprehension, a comprehension of pairs,
        `dict.fromkeys(...)`, `zip` or `itertools.zip_longest` of a literal container, or
        `map` of a lambda making pairs (`map(lambda n: (n, 0), NAMES)`) (also through a
        name bound once to one of these),
        `obj.__dict__ |= {...}` (also through a
        name bound to `vars(obj)`), a mapping put in place of the whole namespace
        (`obj.__dict__ = {...}`, `setattr(obj, '__dict__', {...})`,
        `object.__setattr__(obj, '__dict__', {...})`, its keys read as `update`'s),
        `obj.__dict__.setdefault(...)`, `.__setitem__`,
        `.__ior__`, the same called unbound, `dict.update(obj.__dict__, {...})`,
        `dict.__setitem__(vars(obj), ...)`, a setter handed uncalled to `map` or
        `itertools.starmap` (or a `.map`/`.starmap` method, a pool's or an executor's):
        `setattr`, `object.__setattr__`, `obj.__setattr__`, `vars(obj).__setitem__` or
        `.setdefault`, also in `functools.partial(setattr, obj)`, its names taken from the
        iterable of the name's place (`map(setattr, repeat(self), ('totalCount',), values)`)
        or that place of each row (a literal's rows, a comprehension's element, `zip`;
        rows holding no literal give none, rows built otherwise fail), and any of these
        setters called by another call, read as the call it makes
        (`operator.methodcaller('__setattr__', 'fetchUser', f)(Client)`,
        `functools.partial(setattr, obj)('fetchUser', f)`, `operator.call`,
        `functools.reduce`, a `key=`, a scheduler), and a name a
        `__getattr__`/`__getattribute__`
        hook serves, a literal it compares its name parameter with or looks it up in,
        `if name == 'getBalance':`, `case 'getBalance':`, `{...}[name]`, or a key of a
        dict its class binds to the member it looks up (`self._aliases[name]` with
        `self._aliases = {'serverHost': 'host'}` or `_aliases = {...}` in the body); the
        name followed through names, joins with literals (`'COLOR_' + name`,
        `f'COLOR_{name}'`), defaults, loops over literal containers and, for a
        parameter, the arguments the
        code's calls of its function pass (`self._assign('totalCount', v)`, calls by
        name: `f(...)`, a method's through `self`, `cls`, its class or an instance of
        it; past three names, through calls handing a parameter on unchanged, along a
        chain of helpers of any length; a loop over a dict literal, its `.items()` or
        `.keys()` gives its keys; a `**kwargs` parameter, written into `__dict__` or
        looped over, gives the keywords the code's calls of its function pass,
        `Settings(maxRetries=3)`, and for `__init_subclass__` (or, with a metaclass,
        `__new__`/`__init__`/`__prepare__`) the keywords of every class statement,
        `class Api(Base, maxRetries=3)`; an item at a fixed place of a pair, `item[0]`, is
        read as unpacking the pair is, also from what the code hands a parameter: its
        calls' arguments, the items `functools.reduce`/`map` call a function or lambda
        handed to them on); a name built from literals in any other way fails
        (for `setattr`, `__setattr__`, `__dict__[...] = `, `.setdefault` and `.__setitem__`
        alike), one taken
        from data only, such as `key` in `for key, value in kwargs.items()` when no
        call of the code passes a keyword, a parameter
        whose calls in the code pass only data or `**kwargs`, or a comprehension over
        data whose filter holds literals (`if name.startswith('on_')`), passes, as does
        any name the other routes get from data, `update(state)` included); names
        bound through `globals()` (an item store, `.setdefault`, `.__setitem__`, also
        unbound, `dict.__setitem__(globals(), ...)`, `globals().__setitem__` handed
        uncalled to `map`/`starmap` as setters are above; `update()` and `|=` on a name bound
        to `globals()` fail too, and so does a name built
        from literals in a way not followed; names are followed as for `setattr`, so
        one taken from data only, the parameter of a module `__getattr__` caching a
        lazy import, passes); a mixedCase name the code reads but binds nowhere (no
        assignment, def, class, import, parameter or pattern: a name published at run
        time, by a decorator or loop setting `fetchUser` on the module through `setattr`,
        `globals()`, `vars()`, `__dict__`, `sys.modules`, `exec`/`eval`, or a store into
        a frame's `f_globals`/`f_locals`/`f_builtins` or the builtins (`__builtins__[k] =
        f`, `builtins.x = f`) with a name built from another, then called by that
        spelling (code that only reads those namespaces passes); builtins aside, and not
        under a star import, which binds names unseen);
        a class built by a metaclass called with a name, bases and
        a namespace (`type()`, `ABCMeta()`, `EnumMeta()`, a metaclass of the code) or a
        class factory (`namedtuple`,
        `NamedTuple`, `TypedDict`, `NewType`, `make_dataclass`, the functional `Enum`
        API, `types.new_class`) without a CapWords name (followed as setattr names
        are: a name the code's calls pass in counts, one from data only names no class),
        or bound by an assignment at module level or in a class body to a name that is
        not CapWords (`point = namedtuple('Point', 'x y')`, `color = Enum('Color',
        ...)`, also unpacked, `point, Color = namedtuple(...), Enum(...)`; inside a
        function the name is a local variable, which pep8-naming lets be lowercase);
        a mixedCase attribute named
        by a literal field list of `namedtuple`, `NamedTuple` (fields or keywords),
        `make_dataclass`, `attr.make_class` or the functional `Enum` API
        (`Enum('Color', 'darkRed')`), by a key of the namespace of `type(name, bases,
        {...})` or of its `'__annotations__'` dict or an item of its `'__slots__'`, by
        a name a `types.new_class` `exec_body` callback (a lambda or a function of the
        code) writes into the namespace it is given (`ns.update(maxRetries=3)`, a dict
        literal's keys, `ns['maxRetries'] = 3`, `.setdefault`, `.__setitem__`), by
        a keyword of pydantic's `create_model`, by a key of the `these=` dict of an
        attrs class decorator (`@attr.s(these={'pageSize': attr.ib()})`), or by a
        keyword of `SimpleNamespace`/`argparse.Namespace` (or a dict literal or
        `dict(...)` unpacked into one; a mapping unpacked into one, or given first as 3.13
        takes it, names the keys `__dict__.update(...)` given it would:
        `**dict(zip(KEYS, VALUES))`, a dict comprehension, `dict.fromkeys(...)`), the
        literal also reached through a name bound to it (`FIELDS = ['maxRetries']`), its
        `.items()`/`.keys()` or `' '.join(...)` of it, a field list worked out from
        constants as Python would (`'orderId customerName'.split()`, `BASE +
        ('extraField',)`, a comprehension over a literal), or a key of a JSON object the code
        writes itself, `json.loads('{"maxRetries": 3}')`, given as such a namespace,
        field list or `__dict__.update(...)`, as N815 fails it in a class body (field
        names read from
        data and functional `TypedDict` keys, which mirror external formats such as
        JSON, pass); a mixedCase keyword (or key of a dict literal given first or
        unpacked, also through a name or `dict(...)`) of a call of a class of the code
        serving it back as an attribute through a `__getattr__`/`__getattribute__` hook
        (defined or assigned, `__getattr__ = dict.__getitem__`, in it or a base of the
        code) when the class is a mapping (`dict`, `OrderedDict`, `UserDict`, ...) or its
        `__init__` takes `**kwargs` (`Settings(maxRetries=3)` read as
        `settings.maxRetries`); the mixedCase attribute argparse stores an option in,
        its `dest=` or the one derived from the first long option or a positional name
        (`add_argument('--inputFile')` gives `args.inputFile`; `dest='input_file'`
        passes), and a mixedCase keyword of `set_defaults`; and an exception class not
        ending in `Error` (not a warning, nor a signal that is no error: a subclass of
        `BaseException`, `KeyboardInterrupt`, `SystemExit`, `GeneratorExit`,
        `StopIteration` or `StopAsyncIteration`, as PEP 8 asks the suffix only of an
        exception that "actually is an error"; a `type()` or `types.new_class()` one
        too, its name followed as setattr names are, so a helper wrapping `type(name,
        (base,), ...)` is judged by the names the code's calls pass it, and the name
        such a call's class, or a call of a helper of the code returning one, is bound
        to at module level or in a class body), its bases
        resolved through aliases
        (`Base = Exception`) and classes nested in the code's classes
        (`Payments.BaseError`), a base named as an exception (an imported class ending in
        `Error` or `Exception`, `subprocess.SubprocessError`, `re.error`, or a
        standard-library exception named otherwise, `subprocess.TimeoutExpired`,
        `queue.Empty`, `socket.timeout`, ..., and requests'/httpx's timeouts,
        `requests.Timeout`), containers and expressions made from a
        builtin exception
        (`type(ValueError())`, `ValueError().__class__`, `ValueError.__mro__[0]`), also
        through names bound to them and functions of the code returning them, and a
        base made by any call given an exception (its class is not known: fails closed,
        rare in honest code); and a CapWords class imported under an alias that is not
        CapWords (`from collections import OrderedDict as orderedDict`, `as
        Ordered_dict`: Ruff sees only lowercase, constant and acronym aliases).
        unittest's own mixedCase settings (`maxDiff`,
        `longMessage`, `failureException`) pass when bound in a class deriving from
        `unittest.TestCase` (or Django's test cases), in its body or on `self`/`cls`.
        Also fails a CapWords or mixedCase name a class body binds to a function, a def
        of that body or a lambda, also through `staticmethod`/`classmethod`/`property`
        (`Area = _area`: a method under that name; UPPER_CASE names and unittest's
        hooks, `setUp = _prepare`, pass).
        Also fails a function or method marked `@override` (`typing.override`,
        `typing_extensions.override`, under any alias), which Ruff's N802 and N803 then
        skip, whose name or an argument is not lowercase while it overrides nothing: it
        stands outside a class, or no base of its class can define that name (no base,
        `object`, `ABC`, `Generic[T]`, `Protocol[T]` from `typing` or `typing_extensions`,
        or classes of the code, at any depth, whose bodies bind no such name, by a def, an
        assignment, an import or a bare annotation, and have no other base); a base from a
        library or not known may, and passes.
        Still failing, though honest: lowercase settings of config modules of other
        tools, or only common words of one (a `conf.py` setting only `project`).
        Still possible: a lowercase constant made by a comprehension calling a function
        of the code or reading a name other than a constant, or by a
        constructor or function not in that list (`zoneinfo.ZoneInfo('UTC')`, a third-party
        value type, `dict(a=1)`), or
        chosen by an `if` on
        the environment (`if os.environ.get('CI'):`); lowercase constants named like the
        settings of one of those tools beside one of its own (`bind`, `timeout`); field
        names built by statements (a loop appending to a list), by a function of the
        code, or from a list bound to a name and changed later; a
        setattr helper called other than by its name (an alias, `getattr`) or handed to
        a function of the code calling what it is
        given, or past three names through a helper that changes the name
        it hands on; a class bound to a lowercase alias of its CapWords name (`point =
        Point`, as a variable holding a class is), or by a `for`/`with` target; names
        a `__getattr__` hook builds (`name.replace(...)`), or looks up in a table its
        class does not bind to the member (a base's, one filled by item stores);
        camelCase keys of a functional `TypedDict` (dict keys, not attributes: the form
        exists for keys a format spells so); an exception base followed past four names, calls and
        helpers, or a third-party exception named otherwise than
        `...Error`/`...Exception` (requests'/httpx's timeouts aside: `werkzeug`'s
        `NotFound`, whose own names are so, and warnings and control-flow signals raised
        and caught are honest); a mixedCase keyword read from
        a copy of `**kwargs` (`opts = dict(options)`) or only handed on to another call;
        items stored later into an object serving them as attributes
        (`settings['maxRetries'] = 3`), or given to a class whose hook is not the code's;
        options of parsers other than argparse's `add_argument`; a mixedCase name read
        unbound in code whose only route binding names at run time is one none of the
        words above names (such a name is otherwise one a host injects, Ghidra's
        `currentProgram`).
    """

    id = "style_1"
    strict_reads_shown_blocks = True  # every block of code the answer shows
    name = "pep8_naming"
    category = "style"
    description = "Follow PEP 8 naming: snake_case, CapWords classes, UPPER_CASE constants."
    generation_prompt = (
        "Follow PEP 8 naming conventions: use snake_case for functions, methods, variables "
        "and arguments, CapWords for classes, and UPPER_CASE for module-level constants."
    )
    edit_prompt = (
        "Rename identifiers to follow PEP 8: snake_case for functions, methods, variables "
        "and arguments, CapWords for classes, UPPER_CASE for module-level constants. Update "
        "every use of a renamed name."
    )
    ruff_rules = (
        "N801",
        "N802",
        "N803",
        "N804",
        "N805",
        "N806",
        "N807",
        "N811",
        "N812",
        "N813",
        "N814",
        "N815",
        "N816",
        "N817",
        "N818",
    )

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Names Ruff does not look at: constants, attributes, dynamic names, exceptions."""
        allowed = _test_case_settings(facts)
        return [
            *_lower_constants(facts),
            *_local_names(facts, allowed),
            *_capword_variables(facts),
            *_kwargs_keys(facts),
            *_attribute_names(facts, allowed),
            *_dynamic_names(facts),
            *_unbound_reads(facts),
            *_factory_field_names(facts),
            *_item_attributes(facts),
            *_argparse_dests(facts),
            *_factory_bindings(facts),
            *_exception_names(facts),
            *_import_aliases(facts),
            *_method_aliases(facts),
            *_false_overrides(facts),
        ]

    def applies_to(self, code: str) -> bool:
        """True when some class, function, argument or variable name breaks PEP 8."""
        tree = parse(code)
        return tree is not None and (_has_bad_definition(tree) or _has_bad_variable(tree))

"""Per-function limits: instructions that bound one measure of every function (logic_1-4).

Cyclomatic complexity, returns, branches and statements are all "at most N per function",
verified by one Ruff setting carrying N, and apply to code where some function already
exceeds the default N. Beyond its measure, prompts and docstring, each differs from the
others only in values: the Ruff rule and setting, the parameter, and what strict mode adds
to the count (`_strict_flow`), declared together in one line as a `Limit`. The wiring
between them lives here once.
"""

from __future__ import annotations

import ast
import builtins
import copy
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Any, ClassVar

from vibebench.instructions._base import Instruction, ParamSpec
from vibebench.instructions._code_facts import functions, parse
from vibebench.instructions._strict_flow import LOG_METHODS, HiddenCount, loose_code
from vibebench.instructions._strict_names import NAMESPACE

if TYPE_CHECKING:
    from vibebench.instructions._strict import Finding, StrictFacts
    from vibebench.instructions._strict_scopes import Binding

__all__ = [
    "FunctionLimit",
    "HiddenCount",
    "Limit",
    "computed_read",
    "condition_tables",
    "field_value",
    "derived_leaves",
    "entry_read",
    "module_classes",
    "namespace_read",
    "parameters_called",
    "picked_tests",
    "suppressed_guards",
    "tried_guards",
    "truth_picked",
    "truth_picked_through_fields",
    "truth_named",
    "condition_rows",
    "truth_leaves",
    "split_words",
    "truth_pick",
    "truth_table",
    "truth_test",
    "text_by_truth",
]

FunctionMeasure = Callable[[ast.FunctionDef | ast.AsyncFunctionDef], int]


@dataclass(frozen=True)
class Limit:
    """The values a per-function limit differs by, besides its prompts and docstring.

    A subclass of `FunctionLimit` that sets `limit` gets its `ruff_rules`, `ruff_setting`,
    `parameters`, `measure` and `hidden` from it.
    """

    rule: str
    """The Ruff rule that enforces the bound."""
    setting: str
    """The Ruff lint setting taking the bound, as `section.key` (`pylint.max-returns`)."""
    bound: ParamSpec
    """The instruction's only parameter, the bound N."""
    measure: FunctionMeasure
    """The function's count as `rule` counts it."""
    hidden: HiddenCount | None = None
    """What strict mode adds to the measure (None: strict mode adds nothing)."""


class FunctionLimit(Instruction):
    """An instruction bounding `measure(function)` by its first (and only) parameter.

    Subclasses set `limit` (a `Limit`), or the attributes it fills in themselves: `measure`
    (wrapped in staticmethod), `ruff_rules`, `parameters`, `ruff_setting`, the (section, key)
    of the Ruff lint setting that takes the bound, e.g. `("pylint", "max-returns")`, and for
    strict mode `hidden`.
    """

    measure: ClassVar[FunctionMeasure]
    ruff_setting: ClassVar[tuple[str, str]]
    hidden: ClassVar[HiddenCount | None] = None
    """What strict mode adds to `measure` (None: strict mode adds nothing)."""
    limit: ClassVar[Limit | None] = None
    """The declaration the attributes above are taken from, when a subclass gives one."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        limit = cls.__dict__.get("limit")
        if limit is not None:
            section, _, key = limit.setting.partition(".")
            cls.ruff_rules = (limit.rule,)
            cls.ruff_setting = (section, key)
            cls.parameters = (limit.bound,)
            cls.measure = staticmethod(limit.measure)
            cls.hidden = limit.hidden

    def ruff_settings(self, params: dict[str, Any]) -> dict[str, Any]:
        section, key = self.ruff_setting
        return {"lint": {section: {key: params[self.parameters[0].name]}}}

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Functions (and, if asked, loose code) over the bound once hidden parts count.

        One pass over the nodes that can hide something adds each node's weight to the
        function (or class body, or module) owning it.
        """
        hidden = self.hidden
        if hidden is None:
            return []
        extra = self._hidden_by_owner(facts, hidden)
        bound = params[self.parameters[0].name]
        found: list[Finding] = []
        for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
            total = self.measure(func) + extra.get(id(func), 0)
            if total > bound:
                message = f"`{func.name}`: {hidden.unit} {total} > {bound} {hidden.hides}"
                found.append((facts.line_of(func), message))
        if not hidden.loose_code:
            return found
        for label, owner, body in loose_code(facts.tree, facts.of_type(ast.ClassDef)):
            tests: list[ast.expr] = []
            block = ast.Module(body=_without_setup(body, facts, tests), type_ignores=[])
            total = self.measure(block) + extra.get(id(owner), 0)  # type: ignore[arg-type]
            total -= sum(_hidden_in(test, hidden, facts) for test in tests)
            if total > bound:
                message = f"{label}: {hidden.unit} {total} > {bound} {hidden.hides}"
                found.append((facts.line_of(owner), message))
        return found

    def _hidden_by_owner(self, facts: StrictFacts, hidden: HiddenCount) -> dict[int, int]:
        """id() of each function (or class body, or module) -> what its hidden parts add."""
        extra: dict[int, int] = {}
        inside = _classes_in_functions(facts) if hidden.loose_code else {}
        weighed = ((node, hidden.weight(node, facts)) for node in facts.of_type(*hidden.nodes))
        for node, amount in chain(weighed, self.hidden_in_code(facts)):
            if amount:
                owner = facts.owner(node, through_lambdas=hidden.through_lambdas)
                owner = inside.get(id(owner), owner)
                extra[id(owner)] = extra.get(id(owner), 0) + amount
        for node in facts.of_type(ast.ClassDef) if inside else ():
            function = inside.get(id(node))
            if function is not None:
                extra[id(function)] = extra.get(id(function), 0) + self._class_body_adds(node)
        for owner, amount in self._run_dynamically(facts, hidden):
            extra[id(owner)] = extra.get(id(owner), 0) + amount
        return extra

    def _class_body_adds(self, node: ast.ClassDef) -> int:
        """What a class body run inside a function adds to the function's measure beyond what
        `measure` counts for the class statement itself (C901 counts the body's decisions,
        PLR0912 none of its branches): the body measured as the function's own code."""
        body = [item for item in node.body if not isinstance(item, _DEFS)]
        own = self.measure(ast.Module(body=body, type_ignores=[]))  # type: ignore[arg-type]
        counted = self.measure(ast.Module(body=[node], type_ignores=[]))  # type: ignore[arg-type]
        return max(0, own - counted)

    def hidden_in_code(self, facts: StrictFacts) -> list[tuple[ast.AST, int]]:
        """(node, amount) of hidden parts a subclass finds in one pass of its own, counted for
        the node's owner as `hidden.weight` is: for parts among nodes too many to weigh one
        by one (calls), behind a gate on the code's words. None here."""
        return []

    def _run_dynamically(
        self, facts: StrictFacts, hidden: HiddenCount
    ) -> list[tuple[ast.AST, int]]:
        """(owner, amount) for each constant string a function or module runs through
        exec/eval/compile: the string's own top-level code counts toward its caller's
        measure, hidden parts included (`exec('if x:\\n    y()')` is a branch of the
        function running it). Functions the string defines are judged on their own
        (`embedded_violations`); strings built at run time already fail (undecidable)."""
        if facts.depth:
            return []
        found: list[tuple[ast.AST, int]] = []
        empty = self.measure(ast.Module(body=[], type_ignores=[]))  # type: ignore[arg-type]
        for call, source in facts.dynamic_calls:
            inner = facts.embedded(source) if source is not None else None
            if inner is None:
                continue
            tree = inner.tree
            top = ast.Module(
                body=[item for item in tree.body if not isinstance(item, _DEFS)], type_ignores=[]
            )
            amount = self.measure(top) - empty  # type: ignore[arg-type]
            for node in inner.of_type(*hidden.nodes):
                if inner.owner(node, through_lambdas=hidden.through_lambdas) is tree:
                    amount += hidden.weight(node, inner)
            for node, more in self.hidden_in_code(inner):
                if inner.owner(node, through_lambdas=hidden.through_lambdas) is tree:
                    amount += more
            if amount > 0:
                found.append((facts.owner(call), amount))
        return found

    def applies_to(self, code: str) -> bool:
        """True when some function already exceeds the default bound."""
        tree = parse(code)
        bound = self.parameters[0].default
        return tree is not None and any(self.measure(func) > bound for func in functions(tree))


def _classes_in_functions(facts: StrictFacts) -> dict[int, ast.AST]:
    """id() of each class defined inside a function (also through classes around it) -> that
    function: the class body runs each time the function does, so what it decides or
    branches on is the function's (`class _Fees: heavy = 15.0 if w > 20 else 0.0`)."""
    found: dict[int, ast.AST] = {}
    for node in facts.of_type(ast.ClassDef):
        owner = facts.owner(node, through_lambdas=True)
        while isinstance(owner, ast.ClassDef):
            owner = facts.owner(owner, through_lambdas=True)
        if isinstance(owner, ast.FunctionDef | ast.AsyncFunctionDef):
            found[id(node)] = owner
    return found


# -- module setup: the guards of loose code ------------------------------------------------
_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_TYPE_CHECKING = frozenset({"typing.TYPE_CHECKING", "typing_extensions.TYPE_CHECKING"})
_ENVIRONMENT = ("sys.version_info", "sys.hexversion", "sys.platform", "sys.implementation",
                "sys.byteorder", "sys.maxsize", "os.name", "platform")  # fmt: skip
"""What a module may test to pick its imports: the Python, the platform (`platform.system()`)."""
_IMPORT_ERRORS = frozenset({"builtins.ImportError", "builtins.ModuleNotFoundError",
                            "importlib.metadata.PackageNotFoundError"})  # fmt: skip
_FOLLOWED = 2
"""How many names a guard's test is followed through (`PY311 = sys.version_info >= ...`)."""
_PAIR = 2


def _without_setup(
    body: list[ast.stmt], facts: StrictFacts, tests: list[ast.expr]
) -> list[ast.stmt]:
    """Loose code with its setup guards opened: the statements they hold, not the guards.

    `try: import orjson as json` / `except ImportError: import json`, `if TYPE_CHECKING:`,
    `if sys.version_info >= (3, 11):`, `if hasattr(np, 'vecdot'):` and `if __name__ ==
    '__main__':` pick what a module imports or runs, not what its functions compute; what
    they hold is still measured. Definitions inside them are measured as functions of their
    own. The tests of opened `if`s are added to `tests`, whose hidden parts are not counted.
    """
    kept: list[ast.stmt] = []
    for statement in body:
        if isinstance(statement, _DEFS):
            continue
        if isinstance(statement, ast.If) and _environment_test(statement.test, facts, 0):
            tests.append(statement.test)
            held = [*statement.body, *statement.orelse]
        elif isinstance(statement, ast.Try) and _import_guard(statement, facts):
            handlers = [item for handler in statement.handlers for item in handler.body]
            held = [*statement.body, *handlers, *statement.orelse, *statement.finalbody]
        else:
            kept.append(statement)
            continue
        kept.extend(_without_setup(held, facts, tests))
    return kept


def _import_guard(statement: ast.Try, facts: StrictFacts) -> bool:
    """`try: import orjson` / `except ImportError:`: every handler catches a failed import
    (or a missing distribution's version), and one that also catches other errors (`except
    (ImportError, OSError):`) guards a block that imports: `try: workers =
    int(os.environ['N'])` / `except (ImportError, ValueError):` is a branch of the script."""
    imports = any(isinstance(item, ast.Import | ast.ImportFrom) for item in statement.body)
    return bool(statement.handlers) and all(
        handler.type is not None and _catches_import_error(handler.type, facts, imports=imports)
        for handler in statement.handlers
    )


def _catches_import_error(caught: ast.expr, facts: StrictFacts, *, imports: bool) -> bool:
    """Whether a handler's types are import errors, or (when the guarded block `imports`)
    include one."""
    types = caught.elts if isinstance(caught, ast.Tuple) else [caught]
    caught_imports = [bool(facts.names.names(item) & _IMPORT_ERRORS) for item in types]
    return all(caught_imports) or (imports and any(caught_imports))


def _environment_test(test: ast.expr, facts: StrictFacts, depth: int) -> bool:
    """A test of the Python, the platform or the modules the module runs with, made with
    `not`, `and` and `or` of: `TYPE_CHECKING`, `__name__ == '__main__'`, values of
    `sys.version_info`, `sys.platform`, `os.name` or `platform` (`platform.system()`) and
    names bound only by imports, to constants or to such tests (`yaml is not None`), alone
    or compared with literals, and `hasattr` of a module (or its `getattr` with a constant
    fallback). Inputs (`sys.argv`, `os.environ`,
    `input()`) are not the environment: a script branching on them is measured."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return _environment_test(test.operand, facts, depth)
    if isinstance(test, ast.BoolOp):
        return all(_environment_test(value, facts, depth) for value in test.values)
    if isinstance(test, ast.Compare):
        operands = [test.left, *test.comparators]
        values = [item for item in operands if not _literal(item)]
        return bool(values) and all(_environment_value(item, facts) for item in values)
    if isinstance(test, ast.Call):
        return _module_has(test, facts) or _environment_value(test, facts)
    if (names := facts.names.names(test)) and names <= _TYPE_CHECKING:
        return True
    if isinstance(test, ast.Attribute | ast.Subscript):
        return _environment_value(test, facts)
    if isinstance(test, ast.Name) and depth < _FOLLOWED:
        bindings = facts.names.bindings_of(test) or [("unknown", None)]
        return all(_flag(kind, value, facts, depth) for kind, value in bindings)
    return False


def _flag(kind: str, value: object, facts: StrictFacts, depth: int) -> bool:
    """A binding of a flag a guard may test: an import (`from .helpers import
    NO_EXTENSIONS`), a constant (`HAS_NUMPY = False` in an import guard's handler), or a
    test of the environment (`PY311 = sys.version_info >= (3, 11)`)."""
    if kind == "module":
        return True
    if kind != "expr" or not isinstance(value, ast.expr):
        return False
    return isinstance(value, ast.Constant) or _environment_test(value, facts, depth + 1)


def _literal(node: ast.expr) -> bool:
    """A constant, or a tuple or arithmetic of constants (`(3, 11)`, `2**32`)."""
    if isinstance(node, ast.Tuple):
        return all(map(_literal, node.elts))
    if isinstance(node, ast.BinOp):
        return _literal(node.left) and _literal(node.right)
    return isinstance(node, ast.Constant)


def _environment_value(node: ast.expr, facts: StrictFacts) -> bool:
    """`sys.version_info[:2]`, `sys.platform.startswith`, `platform.system().lower()`,
    `__name__` (never rebound), or a name that is a flag (see `_flag`): a value of the
    running Python or platform, or read from one, or a module's own setting."""
    if isinstance(node, ast.Name):
        bindings = facts.names.bindings_of(node)
        if node.id == "__name__":
            return bindings is None
        if bindings and all(_flag(kind, value, facts, _FOLLOWED) for kind, value in bindings):
            return True  # `if yaml is not None:` after an import guard
    while True:
        names = facts.names.names(node)
        if names and all(_of_environment(name) for name in names):
            return True
        if isinstance(node, ast.Subscript | ast.Attribute):
            node = node.value
        elif isinstance(node, ast.Call):
            node = node.func
        else:
            return False


def _of_environment(name: str) -> bool:
    return any(name == root or name.startswith(f"{root}.") for root in _ENVIRONMENT)


def _module_has(call: ast.Call, facts: StrictFacts) -> bool:
    """`hasattr(np, 'vecdot')`, or `getattr(sys, 'frozen', False)` (PyInstaller's test)
    with a constant fallback: whether an imported module has a feature."""
    names = facts.names.names(call.func)
    if call.keywords or not (
        ("builtins.hasattr" in names and len(call.args) == _PAIR)
        or (
            "builtins.getattr" in names
            and len(call.args) == _PAIR + 1
            and isinstance(call.args[-1], ast.Constant)
        )
    ):
        return False
    module, member = call.args[:_PAIR]
    bindings = facts.names.bindings_of(module) if isinstance(module, ast.Name) else None
    imported = bool(bindings) and all(kind == "module" for kind, _ in bindings or [])
    return imported and isinstance(member, ast.Constant) and isinstance(member.value, str)


def _hidden_in(test: ast.expr, hidden: HiddenCount, facts: StrictFacts) -> int:
    """What strict mode added for the parts of an opened guard's test (`and` in `if
    sys.version_info >= (3, 11) and sys.platform != 'win32':`)."""
    return sum(
        hidden.weight(node, facts) for node in ast.walk(test) if isinstance(node, hidden.nodes)
    )


# -- reads of one entry of a table: shared by logic_1 and logic_3 ---------------------------
_ENTRY_METHODS = frozenset({"get", "__getitem__"})
_GETITEM = frozenset({"operator.getitem"})
_CONTAINER_TYPES = frozenset({"dict", "list", "tuple", "str", "bytes"})
"""Whose methods read unbound take the table first (`dict.get(T, k)`)."""
_MOST_GET_ARGS = 2


def entry_read(node: ast.expr, facts: StrictFacts) -> tuple[ast.expr, ast.expr, int] | None:
    """(table, key, fallbacks) of a read of one entry, however spelled: `T[k]`, `T.get(k[,
    d])`, `T.__getitem__(k)`, `getattr(T, 'get')(k)`, `operator.getitem(T, k)`,
    `dict.get(T, k)`, `operator.itemgetter(k)(T)`; `fallbacks` is 1 for `.get`'s default.
    `getattr` is resolved only on `getattr(T, 'get')`, `operator`'s functions only in code
    that names them.
    Each spelling picks the same entry, so each hides the same choice."""
    if isinstance(node, ast.Subscript):
        return node.value, node.slice, 0
    if not isinstance(node, ast.Call) or not node.args or node.keywords:
        return None
    func, args = node.func, node.args
    if isinstance(func, ast.Attribute) and func.attr in _ENTRY_METHODS:
        owner = func.value
        if isinstance(owner, ast.Name) and owner.id in _CONTAINER_TYPES and len(args) > 1:
            return _method_read(func.attr, args[0], args[1:])
        return _method_read(func.attr, owner, args)
    words = facts.derived(_entry_words)
    if isinstance(func, ast.Call) and len(func.args) == 1 and not func.keywords:
        if len(args) == 1 and "itemgetter" in words and _resolves(func.func, facts, _ITEMGETTER):
            return args[0], func.args[0], 0
        return None
    if isinstance(func, ast.Call) and len(func.args) == _PAIR and not func.keywords:
        method = func.args[1]
        if (
            isinstance(method, ast.Constant)
            and method.value in _ENTRY_METHODS
            and _resolves(func.func, facts, _GETATTR)
        ):
            return _method_read(method.value, func.args[0], args)
        return None
    if len(args) == _PAIR and "getitem" in words and _resolves(func, facts, _GETITEM):
        return args[0], args[1], 0
    return None


_ITEMGETTER = frozenset({"operator.itemgetter"})
_GETATTR = frozenset({"builtins.getattr"})


def _entry_words(facts: StrictFacts) -> frozenset[str]:
    """Which of `itemgetter` and `getitem` the code holds: without them neither function
    can be reached, and no call needs resolving (the symbol table's answer costs more
    than the ast test)."""
    return frozenset(word for word in ("itemgetter", "getitem") if word in facts.code)


def _resolves(func: ast.expr, facts: StrictFacts, wanted: frozenset[str]) -> bool:
    return bool(facts.names.names(func) & wanted)


def _method_read(
    method: str, table: ast.expr, args: list[ast.expr]
) -> tuple[ast.expr, ast.expr, int] | None:
    """`table.get(*args)` or `table.__getitem__(*args)` as (table, key, fallbacks)."""
    most = _MOST_GET_ARGS if method == "get" else 1
    return (table, args[0], len(args) - 1) if len(args) <= most else None


# -- truth tests picking an entry: shared by logic_1 and logic_3 -----------------------------
_TRUTH_TESTS = (ast.Compare, ast.BoolOp)
_ARITHMETIC = (ast.Add, ast.Sub, ast.Mult, ast.LShift, ast.BitOr, ast.BitXor, ast.BitAnd,
               ast.RShift, ast.FloorDiv, ast.Mod, ast.Pow)  # fmt: skip
"""How truth tests combine into an index (`(x > 0) - (x < 0)`, `2 * (a > 0) + (b > 0)`)."""
_PASSING = frozenset({"builtins.int", "builtins.abs", "builtins.min", "builtins.max",
                      "builtins.round"})  # fmt: skip
"""Calls an index made of truth tests passes through (`min(level, 4)`, `int(n < 0)`)."""
_TRUTHS = frozenset({"builtins.bool", "operator.truth", "operator.not_"})
_AS_TEXT = frozenset({"builtins.str", "builtins.repr", "builtins.format", "operator.index"})
"""Calls handing a truth test on as text or as a number (`str(x > 0)`, `operator.index`)."""
_FOLLOWED_BINDINGS = 3
"""How many names an index is followed through (`level = ...; level = min(level + x, 4)`)."""


def text_by_truth(node: ast.AST, facts: StrictFacts) -> int:
    """The truth tests repeating text (a string or bytes literal or an f-string) or a
    sequence display (a tuple or list literal of one or more items), also through the one
    name bound to it, picks it by: `'cold' * (0 <= t < 15)`, `(n < 0) * '-'`, `['digit'] *
    ch.isdigit()` is that text or those items or none, an `if` per truth test (a choice,
    not an amount); else 0."""
    if not isinstance(node, ast.BinOp) or not isinstance(node.op, ast.Mult):
        return 0
    for text, times in ((node.left, node.right), (node.right, node.left)):
        value = facts.names.only_value(text)
        words = isinstance(value, ast.Constant) and isinstance(value.value, str | bytes)
        listed = isinstance(value, ast.Tuple | ast.List) and bool(value.elts)
        if (words and value.value) or listed or isinstance(value, ast.JoinedStr):  # type: ignore[union-attr]
            return truth_leaves(times, facts) or 0
    return 0


def truth_test(node: ast.expr, facts: StrictFacts) -> bool:
    """A comparison, `and`/`or` or `not`, or a name bound once to one (`neg = n < 0`); a
    comparison also spelled as a call (`operator.lt(n, 0)`, `n.__lt__(0)`), or a call of a
    builtin or method that answers yes or no (`isinstance(x, int)`, `name.startswith('_')`,
    `text.isdigit()`)."""
    node = facts.names.only_value(node)
    negation = isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not)
    return negation or isinstance(node, _TRUTH_TESTS) or _truth_call(node, facts)


_COMPARING_METHODS = frozenset({"__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__",
                                "__contains__", "startswith", "endswith", "isalnum", "isalpha",
                                "isascii", "isdecimal", "isdigit", "isidentifier", "islower",
                                "isnumeric", "isprintable", "isspace", "istitle", "isupper",
                                "isdisjoint", "issubset", "issuperset"})  # fmt: skip
"""Methods that answer yes or no: comparisons spelled as dunders, str and set predicates."""
_COMPARING_FUNCTIONS = frozenset(
    {
        f"operator.{name}"
        for name in (
            "lt",
            "le",
            "eq",
            "ne",
            "ge",
            "gt",
            "not_",
            "truth",
            "contains",
            "is_",
            "is_not",
        )
    }  # fmt: skip
    | {
        f"operator.__{name}__" for name in ("lt", "le", "eq", "ne", "ge", "gt", "not", "contains")
    }  # fmt: skip
    | {
        "builtins.isinstance",
        "builtins.issubclass",
        "builtins.callable",
        "builtins.hasattr",
        "builtins.bool",
    }  # fmt: skip
)
"""Functions that answer yes or no: `operator`'s comparisons and the builtin predicates."""


def _truth_call(node: ast.expr, facts: StrictFacts) -> bool:
    """`operator.lt(n, 0)`, `n.__lt__(0)`, `isinstance(x, int)`, `name.startswith('_')`: a
    call answering yes or no (see `_COMPARING_METHODS`, `_COMPARING_FUNCTIONS`)."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    if isinstance(func, ast.Attribute):
        if func.attr in _COMPARING_METHODS:
            return True
        if func.attr not in _PREDICATE_WORDS:
            return False  # `obj.load()`: an attribute keeps its name, no need to resolve
    elif isinstance(func, ast.Name) and func.id in _OTHER_BUILTINS:
        return False  # `len(x)`: a builtin by its own name
    return bool(facts.names.names(func) & _COMPARING_FUNCTIONS)


_PREDICATE_WORDS = frozenset(name.rpartition(".")[2] for name in _COMPARING_FUNCTIONS)
_OTHER_BUILTINS = frozenset(dir(builtins)) - _PREDICATE_WORDS


def truth_table(table: ast.expr, facts: StrictFacts) -> int:
    """The entries of a literal table a truth test may pick from (the table also through the
    one name bound to it): a tuple or list of two or more values, a string or bytes of two
    or more characters (`'NP'`), `range` of integer literals (`range(2)`), `tuple` or `list`
    of such or `array.array` of such items (`array('u', 'NP')`), an entry of a literal
    tuple or list of such tables, at any depth (`(('III',
    'II'), ('IV', 'I'))[x > 0]`, as many as its shortest), or a dict keyed by
    `True`/`False`, integers, text or tuples of them (`{-1: 'neg', 0: 'zero', 1: 'pos'}`,
    `{(True, False): 'IV', ...}`, `{'TrueFalse': 'IV', ...}`); else 0."""
    table = table_value(table, facts)
    keys = _dict_keys(table, facts)
    if keys is not None:
        return len(keys) if len(keys) >= _PAIR and all(map(_numbered_key, keys)) else 0
    if isinstance(table, ast.Tuple | ast.List):
        starred = [item for item in table.elts if isinstance(item, ast.Starred)]
        if len(table.elts) == 1 and starred:  # `[*'FDCBA']`
            return truth_table(starred[0].value, facts)
        return len(table.elts) if len(table.elts) >= _PAIR and not starred else 0
    if isinstance(table, ast.Constant):
        text = isinstance(table.value, str | bytes)
        return len(table.value) if text and len(table.value) >= _PAIR else 0  # type: ignore[arg-type]
    if isinstance(table, ast.Call):
        words = split_words(table, facts)
        if words is not None:
            return len(words) if len(words) >= _PAIR else 0
        return _built_sequence(table, facts)
    if isinstance(table, ast.Name):
        return _enum_members(table, facts)
    if isinstance(table, ast.Subscript):
        sizes = [truth_table(item, facts) for item in _rows(table.value, facts)]
        return min(sizes) if sizes and all(sizes) else 0
    return 0


def table_value(table: ast.expr, facts: StrictFacts) -> ast.expr:
    """The one value a table is: through the one name bound to it, or a class attribute
    read through `self`, `cls` or the class's name (see `class_attribute`); else itself."""
    table = facts.names.only_value(table)
    if isinstance(table, ast.Attribute):
        return class_attribute(table, facts) or table
    if isinstance(table, ast.Name):
        return _parameter_default(table, facts) or table
    if isinstance(table, ast.Call):
        return _record_fields(table, facts) or table
    return table


def _parameter_default(name: ast.Name, facts: StrictFacts) -> ast.expr | None:
    """The literal tuple or list a parameter the function never rebinds defaults to
    (`def label(w, _zone=('domestic', 'international')): _zone[country != 'US']`): a table
    all the same, kept in the signature; else None."""
    bindings = facts.names.bindings_of(name)
    if bindings is None or len(bindings) != 1 or bindings[0][0] != "param":
        return None
    default = bindings[0][1]
    return default if isinstance(default, ast.Tuple | ast.List) else None


_TUPLE_RECORDS = frozenset({"collections.namedtuple()", "typing.NamedTuple()"})
_TUPLE_BASES = frozenset({"typing.NamedTuple", "builtins.tuple"})


def _record_fields(call: ast.Call, facts: StrictFacts) -> ast.expr | None:
    """The fields of a named tuple built from positional values alone (`_Pair('mild',
    'too hot')`, of `namedtuple` or a module class of `NamedTuple`), as a tuple: a record
    indexed by position is a literal tuple; else None."""
    known = facts.memo(_record_fields)
    if id(call) in known:
        return known[id(call)][1]
    fields = None
    if call.args and not call.keywords and not _starred(call.args):
        names = facts.names.names(call.func)
        classes = facts.derived(_tuple_classes)
        local = any(name.rpartition(".")[2].removeprefix("local:") in classes for name in names)
        if names & _TUPLE_RECORDS or local and all(n.startswith("local:") for n in names):
            fields = ast.Tuple(elts=call.args, ctx=ast.Load())
    known[id(call)] = (call, fields)  # the node kept alive with the memo: ids stay its own
    return fields


def _tuple_classes(facts: StrictFacts) -> frozenset[str]:
    """The module's classes based on `NamedTuple` or `tuple`."""
    return frozenset(
        node.name
        for node in facts.of_type(ast.ClassDef)
        if any(facts.names.names(base) & _TUPLE_BASES for base in node.bases)
    )


_CLASS_HOLDERS = frozenset({"self", "cls"})


def class_attribute(node: ast.Attribute, facts: StrictFacts) -> ast.expr | None:
    """The value of `self.X`, `cls.X` or `Shape.X` when a class body of the module binds
    `X` once, to a value, and nothing assigns `anything.X` (`_SIGN = {True: 'neg', False:
    'pos'}` ... `self._SIGN[n < 0]`); else None."""
    holder = node.value
    if not isinstance(holder, ast.Name):
        return None
    if holder.id not in _CLASS_HOLDERS and holder.id not in module_classes(facts):
        return None
    if node.attr in facts.names.attribute_values:
        return None
    values = facts.derived(_class_constants).get(node.attr, [])
    return values[0] if len(values) == 1 else None


def _class_constants(facts: StrictFacts) -> dict[str, list[ast.expr]]:
    """Attribute name -> the values class bodies of the module bind it to (`X = ...`,
    `X: T = ...`; any other binding in a class body adds a None: not known)."""
    found: dict[str, list[ast.expr]] = {}
    for node in facts.of_type(ast.ClassDef):
        for statement in node.body:
            if isinstance(statement, ast.Assign):
                targets, value = statement.targets, statement.value
            elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
                targets, value = [statement.target], statement.value
            else:
                continue
            single = len(targets) == 1 and isinstance(targets[0], ast.Name)
            for target in targets:
                for name in ast.walk(target):
                    if isinstance(name, ast.Name):
                        found.setdefault(name.id, []).append(value if single else None)  # type: ignore[arg-type]
    return found


_DICT_MAKERS = frozenset({"builtins.dict", "collections.OrderedDict",
                          "types.MappingProxyType"})  # fmt: skip
_ZIP = frozenset({"builtins.zip"})


def _dict_keys(table: ast.expr, facts: StrictFacts) -> list[ast.expr | None] | None:
    """The keys of a dict display, or of a dict built from literals alone: `dict(((True,
    'neg'), (False, 'pos')))` (a literal tuple or list of pairs), `dict({...})`,
    `dict(zip((True, False), ...))` (a literal tuple or list of keys), also
    `collections.OrderedDict` and `types.MappingProxyType`; else None."""
    if isinstance(table, ast.Dict):
        return table.keys
    if not isinstance(table, ast.Call) or len(table.args) != 1 or table.keywords:
        return None
    made = table.args[0]
    if not isinstance(made, ast.Dict | ast.Tuple | ast.List | ast.Call):
        return None
    if not facts.names.names(table.func) & _DICT_MAKERS:
        return None
    if isinstance(made, ast.Dict):
        return made.keys
    if isinstance(made, ast.Call):
        pair = made.args if len(made.args) == _PAIR and not made.keywords else []
        zipped = pair and isinstance(pair[0], ast.Tuple | ast.List)
        if not zipped or not facts.names.names(made.func) & _ZIP:
            return None
        return None if _starred(pair[0].elts) else list(pair[0].elts)  # type: ignore[union-attr]
    rows = made.elts
    pairs = all(isinstance(row, ast.Tuple | ast.List) and len(row.elts) == _PAIR for row in rows)
    return [row.elts[0] for row in rows] if pairs else None  # type: ignore[attr-defined]


def _starred(items: list[ast.expr]) -> bool:
    return any(isinstance(item, ast.Starred) for item in items)


_SPLITS = frozenset({"split", "rsplit", "splitlines"})
_SPLIT_WRAPPERS = frozenset({"builtins.list", "builtins.tuple"})
_STR = frozenset({"builtins.str"})


def split_words(container: ast.expr, facts: StrictFacts) -> list[ast.expr] | None:
    """The words of `'close archive report'.split()` (or `.split(',')`, `.rsplit`,
    `.splitlines()`, `str.split('close archive report')`, the string also through the one
    name bound to it, the call also in `list(...)` or `tuple(...)`) as text constants;
    else None."""
    if isinstance(container, ast.Name):
        container = facts.names.only_value(container)
    if not isinstance(container, ast.Call) or container.keywords:
        return None
    func, args = container.func, container.args
    if isinstance(func, ast.Name):
        if len(args) == 1 and facts.names.names(func) & _SPLIT_WRAPPERS:
            return split_words(args[0], facts)
        return None
    if not isinstance(func, ast.Attribute) or func.attr not in _SPLITS:
        return None
    owner = func.value
    if isinstance(owner, ast.Name) and owner.id == "str" and facts.names.names(owner) & _STR:
        owner, args = (args[0], args[1:]) if args else (owner, args)
    text = facts.names.only_value(owner)
    if len(args) > 1 or not isinstance(text, ast.Constant) or not isinstance(text.value, str):
        return None
    return _words_of(text.value, func.attr, args)


def _words_of(text: str, method: str, args: list[ast.expr]) -> list[ast.expr] | None:
    """`text` split by `method` with the constant separator in `args` (if any)."""
    separator = args[0].value if args and isinstance(args[0], ast.Constant) else None
    if args and not isinstance(separator, str):
        return None
    words = text.splitlines() if method == "splitlines" else getattr(text, method)(separator)
    return [ast.Constant(word) for word in words]


_ENUM_BASES = frozenset(f"enum.{name}" for name in ("Enum", "IntEnum", "StrEnum", "Flag",
                                                     "IntFlag", "ReprEnum"))  # fmt: skip


def _enum_classes(facts: StrictFacts) -> dict[str, list[ast.ClassDef]]:
    """The module's Enum classes by name (bases `enum.Enum`, `IntEnum`, `Flag` and kin, or
    another of the module's Enums); without the words, none."""
    code = facts.code
    if "Enum" not in code and "Flag" not in code:
        return {}
    found: dict[str, list[ast.ClassDef]] = {}
    for node in facts.of_type(ast.ClassDef):
        names = {name for base in node.bases for name in facts.names.names(base)}
        local = {name.rpartition(".")[2].removeprefix("local:") for name in names}
        if names & _ENUM_BASES or local & found.keys():
            found.setdefault(node.name, []).append(node)
    return found


def _enum_members(table: ast.Name, facts: StrictFacts) -> int:
    """The members of the module Enum a name is bound to by its class statement alone
    (`_Sign(n < 0)` picks one of them by value, as a dict keyed by the values would);
    else 0."""
    classes = facts.derived(_enum_classes)
    if table.id not in classes:
        return 0
    bindings = facts.names.bindings_of(table) or []
    if len(bindings) != 1 or bindings[0][0] != "def" or bindings[0][1] not in classes[table.id]:
        return 0
    node = bindings[0][1]
    members = {
        target.id
        for item in node.body  # type: ignore[attr-defined]
        if isinstance(item, ast.Assign | ast.AnnAssign) and item.value is not None
        for target in (item.targets if isinstance(item, ast.Assign) else [item.target])
        if isinstance(target, ast.Name) and not target.id.startswith("_")
    }
    return len(members) if len(members) >= _PAIR else 0


def _enum_lookup(node: ast.Call, facts: StrictFacts) -> bool:
    """`_Sign(value)`: a module Enum called with one value, which picks a member."""
    func = node.func
    return (
        isinstance(func, ast.Name)
        and len(node.args) == 1
        and not node.keywords
        and not isinstance(node.args[0], ast.Starred)
        and func.id in facts.derived(_enum_classes)
    )


def _rows(table: ast.expr, facts: StrictFacts) -> list[ast.expr]:
    """The tables an entry of `table` may be: the items of a literal tuple or list, or of
    each such item when `table` is itself an entry of one (`T[x > 0]` of a table of
    tables of tables)."""
    table = table_value(table, facts)
    if isinstance(table, ast.Tuple | ast.List):
        return table.elts
    if isinstance(table, ast.Subscript):
        return [row for item in _rows(table.value, facts) for row in _rows(item, facts)]
    return []


_SEQUENCE_BUILDERS = frozenset({"builtins.tuple", "builtins.list", "collections.deque"})
"""`tuple(items)`, also `deque(items)`: a sequence of literal items read by index."""
_ARRAYS = frozenset({"array.array"})
"""`array(typecode, items)`: a sequence of its literal items, as `tuple(items)` is."""
_RANGE = frozenset({"builtins.range"})
_MOST_RANGE_ARGS = 3


def _built_sequence(call: ast.Call, facts: StrictFacts) -> int:
    """`range(2)` (integer literals only), `tuple('NP')` or `array('u', 'NP')`: the entries
    of a sequence built from literals; else 0."""
    args = call.args
    if call.keywords or not args or len(args) > _MOST_RANGE_ARGS:
        return 0
    if all(isinstance(arg, ast.Constant) and type(arg.value) is int for arg in args):
        if not _resolves(call.func, facts, _RANGE):
            return 0
        size = len(range(*(arg.value for arg in args)))  # type: ignore[misc]
        return size if size >= _PAIR else 0
    if len(args) == 1 and _resolves(call.func, facts, _SEQUENCE_BUILDERS):
        return truth_table(args[0], facts)
    if len(args) == _PAIR and _resolves(call.func, facts, _ARRAYS):  # `array('u', 'FDCBA')`
        return truth_table(args[1], facts)
    return 0


def _numbered_key(key: ast.expr | None) -> bool:
    """`True`, `1`, text (`'TrueFalse'`, made by `f'{x > 0}{y > 0}'`), or a tuple of such
    (`(True, False)`): a key truth tests can make."""
    if isinstance(key, ast.Tuple):
        return bool(key.elts) and all(map(_numbered_key, key.elts))
    return isinstance(key, ast.Constant) and type(key.value) in {bool, int, str}


def truth_leaves(
    index: ast.expr, facts: StrictFacts, seen: frozenset[str] = frozenset()
) -> int | None:
    """The truth tests an index is made of, or None when it is not made only of them (and
    constants): `n < 0`, `int(n < 0)`, `bool(flag)`, `(n < 0).real`, arithmetic of such
    (`(x > 1) + (x > 10)`, `(x > 0) - (x < 0) + 1`), `sum` of a tuple of them, their text
    (`str(n < 0)`, `f'{x > 0}{y > 0}'`), clamped by `min`/`max`, a
    tuple of them (`(x > 0, y > 0)`, the key of a tuple-keyed dict), also through the
    names it is bound to (every binding of a name counts: `level = (a > 1) + (a > 5)` then
    `level = min(level + (b and c), 4)`)."""
    if isinstance(index, ast.Name):
        return _bound_leaves(index, facts, seen)
    if isinstance(index, ast.Call):
        return _called_leaves(index, facts, seen)
    if isinstance(index, ast.Constant) and type(index.value) is int:
        return 0
    parts = _parts(index)
    if parts is not None:
        return _all_leaves(parts, facts, seen)
    return 1 if truth_test(index, facts) else None


def _parts(index: ast.expr) -> list[ast.expr] | None:
    """What an index is built from when it hands on the truth of its parts: arithmetic
    (`(x > 1) + (x > 10)`, `'%s%s' % (a > 0, b > 0)`), a sign, `.real`, a tuple (the key
    of a tuple-keyed dict) or an f-string's fields (the key of a text-keyed dict); else
    None."""
    if isinstance(index, ast.BinOp) and isinstance(index.op, _ARITHMETIC):
        text = isinstance(index.op, ast.Mod) and _text(index.left)
        return [index.right] if text else [index.left, index.right]
    if isinstance(index, ast.UnaryOp) and isinstance(index.op, _SIGNS):
        return [index.operand]
    if isinstance(index, ast.Attribute) and index.attr in _NUMBER_PARTS:
        return [index.value]
    if isinstance(index, ast.Tuple) and index.elts:
        return index.elts
    if isinstance(index, ast.JoinedStr):
        fields = [part.value for part in index.values if isinstance(part, ast.FormattedValue)]
        return fields or None
    return None


def _called_leaves(call: ast.Call, facts: StrictFacts, seen: frozenset[str]) -> int | None:
    """`truth_leaves` of a call: `bool(...)`, `int(n < 0)`, `str(n < 0)`, `sum((a > 0, b >
    0))`, `min(level, 4)`, a method handing them on (see `_converted`), or a call that is a
    truth test itself (`operator.lt(n, 0)`)."""
    if isinstance(call.func, ast.Attribute):
        converted = _converted(call, call.func, facts, seen)
        if converted is not None:
            return converted
    if call.args and not call.keywords:
        called = facts.names.names(call.func)
        if called & _TRUTHS and len(call.args) == 1:
            return 1
        if called & _AS_TEXT and len(call.args) <= _PAIR:  # `str(x > 0)`, `format(a, 'd')`
            return truth_leaves(call.args[0], facts, seen)
        if "builtins.sum" in called and isinstance(call.args[0], ast.Tuple | ast.List):
            return _all_leaves([*call.args[0].elts, *call.args[1:]], facts, seen)
        if called & _PASSING:
            return _all_leaves(call.args, facts, seen)
    return 1 if truth_test(call, facts) else None


_SIGNS = (ast.USub, ast.UAdd, ast.Invert)
_NUMBER_PARTS = frozenset({"real", "numerator"})
"""What a bool read as a number gives back as it is (`(n < 0).real` is `int(n < 0)`)."""
_AS_IS = frozenset({"__index__", "__int__", "conjugate", "lower", "upper", "casefold",
                    "title", "capitalize", "strip"})  # fmt: skip
"""Methods called without arguments that hand a bool (or its text) on as it was."""


def _text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _converted(
    call: ast.Call, func: ast.Attribute, facts: StrictFacts, seen: frozenset[str]
) -> int | None:
    """The truth tests in a method call handing them on: `(n < 0).__index__()`,
    `str(x > 0).lower()`, `'{}{}'.format(x > 0, y > 0)`, `'-'.join((str(a), str(b)))`,
    `(x > 0, y > 0).count(True)`; else None."""
    if call.keywords:
        return None
    if func.attr in _AS_IS and not call.args:
        return truth_leaves(func.value, facts, seen)
    if func.attr == "format" and _text(func.value) and call.args:
        return _all_leaves(call.args, facts, seen)
    only = call.args[0] if len(call.args) == 1 else None
    if func.attr == "join" and _text(func.value) and isinstance(only, ast.Tuple | ast.List):
        return _all_leaves(only.elts, facts, seen)
    owner = func.value
    if func.attr == "count" and isinstance(owner, ast.Tuple | ast.List) and _is_bool(only):
        return _all_leaves(owner.elts, facts, seen)
    return None


def _is_bool(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, bool)


_Leaves = Callable[[ast.expr, "StrictFacts", frozenset[str]], "int | None"]
"""How a part of an index is counted: `truth_leaves`, or the wider `derived_leaves`."""


def _all_leaves(
    parts: list[ast.expr], facts: StrictFacts, seen: frozenset[str], count: _Leaves | None = None
) -> int | None:
    """The sum of `count` (default `truth_leaves`) over the parts; None when one is None."""
    count = count or truth_leaves
    total = 0
    for part in parts:
        leaves = count(part, facts, seen)
        if leaves is None:
            return None
        total += leaves
    return total


def _bound_leaves(
    name: ast.Name, facts: StrictFacts, seen: frozenset[str], count: _Leaves | None = None
) -> int | None:
    """`count` (default `truth_leaves`) of every value a name is bound to (a name read
    inside its own binding, `level = min(level + x, 4)`, adds nothing more)."""
    if name.id in seen:
        return 0
    if len(seen - _FLAGS) >= _FOLLOWED_BINDINGS:
        return None
    bindings = _looped_bindings(name, facts.names.bindings_of(name) or [], facts)
    values = [value for kind, value in bindings if kind == "expr" and isinstance(value, ast.expr)]
    if not values or len(values) != len(bindings):
        flag = _FLAG in seen and _bool_parameter(name, bindings, facts)
        return 1 if flag else None
    if len(values) == 1 and truth_test(values[0], facts):
        return 1
    return _all_leaves(values, facts, seen | {name.id}, count)


def _looped_bindings(name: ast.Name, bindings: list[Binding], facts: StrictFacts) -> list[Binding]:
    """The bindings of a name with each made by a loop over a literal tuple or list of rows
    (`for heavy, vip in ((w > 20, member),):`) read as the plain assignments it stands for,
    one ("expr", field) per row, the field at the name's place in the loop's target; other
    bindings as they are (a loop over anything else stays ("element", ...): not known)."""
    if not any(kind == "element" for kind, _ in bindings):
        return bindings
    targets = facts.derived(_loop_targets)
    found: list[Binding] = []
    for kind, value in bindings:
        target = targets.get(id(value)) if kind == "element" else None
        fields = None if target is None else _row_fields(value, target, name.id)  # type: ignore[arg-type]
        found.extend([("expr", field) for field in fields] if fields else [(kind, value)])
    return found


def _loop_targets(facts: StrictFacts) -> dict[int, ast.expr]:
    """id of the literal tuple or list a `for` loops over -> the loop's target."""
    return {
        id(node.iter): node.target
        for node in facts.of_type(ast.For, ast.AsyncFor)
        if isinstance(node.iter, ast.Tuple | ast.List)
    }


def _row_fields(rows: ast.Tuple | ast.List, target: ast.expr, name: str) -> list[ast.expr] | None:
    """The field each literal row puts at `name`'s place in `target`; None when a row is
    not literal there (or spread)."""
    path = _place(target, name)
    if path is None or _starred(rows.elts):
        return None
    fields = []
    for row in rows.elts:
        field: ast.expr = row
        for number in path:
            if not isinstance(field, ast.Tuple | ast.List) or _starred(field.elts):
                return None
            if number >= len(field.elts):
                return None
            field = field.elts[number]
        fields.append(field)
    return fields


def _place(target: ast.expr, name: str) -> list[int] | None:
    """The indexes leading to `name` in a loop target (`[]` for the target itself)."""
    if isinstance(target, ast.Name):
        return [] if target.id == name else None
    if isinstance(target, ast.Tuple | ast.List) and not _starred(target.elts):
        for number, element in enumerate(target.elts):
            inner = _place(element, name)
            if inner is not None:
                return [number, *inner]
    return None


_FLAG = "<bool parameters>"
_FLAGS = frozenset({_FLAG})
"""In `seen`: parameters annotated `bool` count as truth tests (see `truth_picked`)."""


def _bool_parameter(name: ast.Name, bindings: list[Binding], facts: StrictFacts) -> bool:
    """Whether a name is only a parameter annotated `bool` (`window_open: bool`): a truth
    value, as a truth test is, where it indexes a literal sequence (`('auto', 'low')[night]`
    is an if/else; a tuple-keyed dict read by `express` and a test is a table of fees)."""
    if not bindings or any(kind != "param" for kind, _ in bindings):
        return False
    scope = facts.names.scope_binding(name)
    sites = [node for bound, node in scope.sites if bound == name.id] if scope else []
    return bool(sites) and all(
        isinstance(site, ast.arg)
        and isinstance(site.annotation, ast.Name | ast.Constant)
        and _annotation_text(site.annotation) == "bool"
        for site in sites
    )


def _annotation_text(annotation: ast.Name | ast.Constant) -> object:
    return annotation.id if isinstance(annotation, ast.Name) else annotation.value


def truth_pick(node: ast.expr, facts: StrictFacts) -> tuple[int, int] | None:
    """(entries, truth tests) of an entry of a literal table picked by truth tests alone
    (see `entry_read`, `truth_table`, `truth_leaves`): `('odd', 'even')[n % 2 == 0]`,
    `operator.getitem(('neg', 'pos'), n >= 0)`, `NAMES[(x > 1) + (x > 10)]`; else None."""
    read = entry_read(node, facts)
    if read is None:
        return None
    table, index, _ = read
    entries = truth_table(table, facts)
    if entries and _text_keyed(table, facts) and not _textual(index, facts):
        return None  # `TOKENS.get(effort or '')`: a value, not the text of a truth test
    leaves = truth_leaves(index, facts) if entries else None
    return (entries, leaves) if leaves else None


def _text_keyed(table: ast.expr, facts: StrictFacts) -> bool:
    """A dict display (also through the one name bound to it) with a key of text."""
    keys = _dict_keys(table_value(table, facts), facts)
    return keys is not None and any(
        isinstance(key, ast.Constant) and isinstance(key.value, str) for key in keys
    )


_TEXT_METHODS = frozenset({"format", "join", "lower", "upper", "casefold", "title",
                           "capitalize", "strip"})  # fmt: skip


def _textual(index: ast.expr, facts: StrictFacts) -> bool:
    """Whether an index makes text (`f'{x > 0}'`, `str(x > 0) + str(y > 0)`, `'%s' % ...`,
    `'{}'.format(...)`), which alone can pick a text-keyed entry."""
    index = facts.names.only_value(index)
    if isinstance(index, ast.JoinedStr):
        return True
    if isinstance(index, ast.BinOp) and isinstance(index.op, ast.Add | ast.Mod):
        return _textual(index.left, facts) or _textual(index.right, facts)
    if isinstance(index, ast.Constant):
        return isinstance(index.value, str)
    if not isinstance(index, ast.Call):
        return False
    if isinstance(index.func, ast.Attribute) and index.func.attr in _TEXT_METHODS:
        return True
    return bool(facts.names.names(index.func) & _AS_TEXT)


# -- names made of the text of truth tests: shared by logic_1 and logic_3 --------------------
_NAME_GETTERS = frozenset({"builtins.getattr", "inspect.getattr_static"})
_NAME_GETTER_WORDS = frozenset({"getattr", "getattr_static"})
_ATTRGETTER = frozenset({"operator.attrgetter"})
_GETATTRIBUTE = frozenset({"__getattribute__", "__getattr__"})
_KEYS_MADE = (ast.JoinedStr, ast.BinOp, ast.Call)
"""What a key computed as text is written as (a name is followed only for `getattr`)."""


def truth_named(node: ast.Subscript | ast.Call, facts: StrictFacts) -> int | None:
    """The truth tests a name or key made of their text alone picks by, on any object or
    table: `getattr(_Sign, f'neg_{n < 0}')` (also `inspect.getattr_static`,
    `obj.__getattribute__(name)`, `operator.attrgetter(name)(obj)`), `vars(_Sign)[f'neg_{n <
    0}']`, `table.get(str(n < 0))`: the text of `n < 0` is `'True'` or `'False'`, so the
    read is an if/else per truth test, whatever the attributes or entries are; else None."""
    key = _named_key(node, facts)
    if key is None or not _textual(key, facts):
        return None
    return derived_leaves(key, facts) or None


def _named_key(node: ast.Subscript | ast.Call, facts: StrictFacts) -> ast.expr | None:
    """The name `getattr` and kin read, or the key of a read of an entry (see
    `computed_read`) when it is written as made text; else None."""
    if isinstance(node, ast.Subscript):
        return node.slice if isinstance(node.slice, _KEYS_MADE) else None
    func, args = node.func, node.args
    if node.keywords or not args:
        return None
    word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    if word in _NAME_GETTER_WORDS and len(args) in {2, 3}:
        return args[1] if facts.names.names(func) & _NAME_GETTERS else None
    if word in _GETATTRIBUTE and len(args) <= _PAIR:
        return args[-1]
    attrgetter = isinstance(func, ast.Call) and len(func.args) == 1 and len(args) == 1
    if attrgetter and "attrgetter" in facts.code and _resolves(func.func, facts, _ATTRGETTER):
        return func.args[0]  # type: ignore[union-attr]
    read = entry_read(node, facts)
    return read[1] if read is not None and isinstance(read[1], _KEYS_MADE) else None


# -- condition tables: shared by logic_1 and logic_3 -----------------------------------------
def condition_rows(facts: StrictFacts) -> dict[int, tuple[int, int]]:
    """id() of each condition table -> (rows led by anything but a constant, rows led by a
    constant): a literal tuple or list of pairs (or a dict) with two or more rows led by a
    truth test (`((weight <= 0, 0.0), (express, 15.0), (True, 4.0))`, `{n < 0: 'neg', n >
    0: 'pos'}`). Each row is an `elif` (a constant's the `else`), whatever picks the first
    true one (`next(v for c, v in rows if c)`, `dict(rows).get(True)`)."""
    found: dict[int, tuple[int, int]] = {}
    for node in facts.of_type(ast.Tuple, ast.List, ast.Dict):
        rows = node.keys if isinstance(node, ast.Dict) else node.elts
        if len(rows) < _PAIR:
            continue
        if isinstance(node, ast.Dict):
            leads = [key for key in node.keys if key is not None]
        else:
            leads = [
                row.elts[0]
                for row in rows
                if isinstance(row, ast.Tuple | ast.List) and len(row.elts) == _PAIR
            ]
        if len(leads) < _PAIR or sum(truth_test(lead, facts) for lead in leads) < _PAIR:
            continue
        constant = sum(isinstance(lead, ast.Constant) for lead in leads)
        found[id(node)] = (len(leads) - constant, constant)
    return found


# -- wider reads: tables read by a computed index, condition tables of records (logic_1, logic_3)
_ISLICE = frozenset({"itertools.islice"})
_MOST_POP_ARGS = 2


def computed_read(
    node: ast.expr, facts: StrictFacts
) -> tuple[ast.expr, list[ast.expr], int] | None:
    """(table, index parts, fallbacks) of a read of a table by an index, however spelled:
    the reads `entry_read` knows, `T.pop(k[, d])`, a slice (`T[k:]`, `T[k:k + 1]`, its
    bounds the parts) and `itertools.islice(T, k, ...)` (its start, stop and step). Each
    picks what `T[k]` picks.

    Answered once a node (logic_1 and logic_3 ask it up to three times of each call and
    subscript they weigh); the node is kept with its answer, so its id() stays its own."""
    known = facts.memo(computed_read)  # id(node) -> (node, its read)
    hit = known.get(id(node))
    if hit is None or hit[0] is not node:
        hit = known[id(node)] = (node, _computed_read(node, facts))
    return hit[1]


def _computed_read(
    node: ast.expr, facts: StrictFacts
) -> tuple[ast.expr, list[ast.expr], int] | None:
    """`computed_read`, worked out."""
    read = entry_read(node, facts)
    if read is not None:
        table, key, fallbacks = read
        if isinstance(key, ast.Slice):
            return table, [part for part in (key.lower, key.upper, key.step) if part], 0
        return table, [key], fallbacks
    if not isinstance(node, ast.Call) or node.keywords or not node.args:
        return None
    func, args = node.func, node.args
    if _enum_lookup(node, facts):
        return func, args, 0
    if isinstance(func, ast.Attribute):
        popped = func.attr == "pop" and len(args) <= _MOST_POP_ARGS
        return (func.value, args[:1], len(args) - 1) if popped else None
    if len(args) > 1 and "islice" in facts.code and facts.names.names(func) & _ISLICE:
        return args[0], args[1:], 0
    return None


def truth_picked(node: ast.expr, facts: StrictFacts) -> tuple[int, int] | None:
    """`truth_pick`, also for the reads `computed_read` adds (`LETTERS.pop((x > 1) + (x >
    2))`, `next(islice(LETTERS, level, None))`) and indexes made of truth tests through any
    builtin, `operator` or `math` function or any method of their values (`hash(x > 1)`,
    see `derived_leaves`), also, for a table other than a dict, parameters annotated
    `bool` (`('auto', 'low')[night]`): (entries, truth tests), else None. A text-keyed dict
    is left to `truth_pick`, which asks for an index that makes text."""
    read = computed_read(node, facts)
    if read is None:
        return None
    table, parts, _ = read
    entries = truth_table(table, facts) if parts else 0
    if not entries:
        return None
    if _text_keyed(table, facts):
        return truth_pick(node, facts)
    flags = _FLAGS if _dict_keys(table_value(table, facts), facts) is None else frozenset()
    leaves = [derived_leaves(part, facts, flags) for part in parts]
    if None in leaves:
        return None
    most = max(leaves)  # type: ignore[type-var]
    return (entries, most) if most else None  # type: ignore[return-value]


_PURE_MODULES = ("builtins.", "operator.", "math.")
_NUMBER_MODULES = (*_PURE_MODULES, "cmath.", "numpy.", "decimal.", "fractions.", "statistics.")
"""Modules whose functions and number types make their answer from their arguments alone
(`numpy.intp(n < 0)` is `int(n < 0)`), `numpy.random` aside."""
_IMPURE = frozenset(
    f"builtins.{name}"
    for name in ("input", "open", "id", "globals", "locals", "vars", "dir", "eval", "exec",
                 "compile", "__import__", "breakpoint", "help", "print", "next", "iter")
)  # fmt: skip
"""Builtins whose answer is not made from their arguments alone."""


def derived_leaves(
    index: ast.expr, facts: StrictFacts, seen: frozenset[str] = frozenset()
) -> int | None:
    """The truth tests an index is made of, or None when it is made of anything but them
    and constants: a truth test (`truth_test`), and any operator, attribute, subscript,
    display or f-string of such, any call of a builtin, `operator` or `math` function on
    them, or of a method of them (`hash(x > 1) + hash(x > 2)`, `(n < 0).__index__()`,
    `str(n < 0).lower()`); names followed through every binding (`level = (x > 1) + (x
    > 2)`). A value made of truth tests alone is one of as many cases as they make."""
    if isinstance(index, ast.Constant):
        return 0
    if isinstance(index, ast.Name):
        return _bound_leaves(index, facts, seen, derived_leaves)
    if truth_test(index, facts):
        return 1
    parts = _derived_parts(index, facts)
    return None if parts is None else _all_leaves(parts, facts, seen, derived_leaves)


def _random(names: frozenset[str]) -> bool:
    return any(name.startswith("numpy.random.") for name in names)


def _derived_parts(index: ast.expr, facts: StrictFacts) -> list[ast.expr] | None:
    """What an index hands on the value of (see `derived_leaves`), else None."""
    if isinstance(index, ast.BinOp):
        return [index.left, index.right]
    if isinstance(index, ast.UnaryOp):
        return [index.operand]
    if isinstance(index, ast.Attribute | ast.Starred):
        return [index.value]
    if isinstance(index, ast.Subscript):
        return [index.value, index.slice]
    if isinstance(index, ast.Slice):
        return [part for part in (index.lower, index.upper, index.step) if part]
    if isinstance(index, ast.Tuple | ast.List | ast.Set):
        return index.elts
    if isinstance(index, ast.JoinedStr):
        return [part.value for part in index.values if isinstance(part, ast.FormattedValue)]
    return _call_parts(index, facts) if isinstance(index, ast.Call) else None


def _call_parts(index: ast.Call, facts: StrictFacts) -> list[ast.expr] | None:
    """`_derived_parts` of a call: the arguments of a pure function (also folded, see
    `_folded`), or of a method with its owner; else None."""
    args = [*index.args, *(item.value for item in index.keywords)]
    names = facts.names.names(index.func)
    folded = _folded(index, names, facts)
    if folded is not None:
        return folded
    if names and all(name.startswith(_NUMBER_MODULES) for name in names):
        return None if names & _IMPURE or _random(names) else args
    return [index.func.value, *args] if isinstance(index.func, ast.Attribute) else None


_FOLDS = frozenset({"functools.reduce", "itertools.accumulate"})
_FOLD_PARTS = (ast.BinOp, ast.UnaryOp, ast.Name, ast.Constant, ast.operator, ast.unaryop,
               ast.expr_context)  # fmt: skip
_MOST_FOLD_ARGS = 3


def _folded(index: ast.Call, names: frozenset[str], facts: StrictFacts) -> list[ast.expr] | None:
    """What `functools.reduce(operator.add, (a > 0, b > 0))` or `itertools.accumulate((a > 0,
    b > 0), operator.or_)` folds (the values and the start), when the function folding them
    is a pure `operator` or builtin function (see `_NUMBER_MODULES`) or a lambda applying an
    operator to its two parameters (`lambda a, b: a + b`); else None."""
    if not names & _FOLDS or index.keywords or not _PAIR <= len(index.args) <= _MOST_FOLD_ARGS:
        return None
    reducing = "functools.reduce" in names
    func = index.args[0] if reducing else index.args[1]
    if not _pure_folder(func, facts):
        return None
    return index.args[1:] if reducing else [index.args[0], *index.args[2:]]


def _pure_folder(func: ast.expr, facts: StrictFacts) -> bool:
    """Whether a fold's function is a pure `operator` or builtin function or a lambda of two
    parameters made of them, constants and operators alone (`lambda a, b: a | b << 1`)."""
    if isinstance(func, ast.Lambda):
        params = {arg.arg for arg in func.args.args}
        return len(params) == _PAIR and all(
            isinstance(part, _FOLD_PARTS) and (not isinstance(part, ast.Name) or part.id in params)
            for part in ast.walk(func.body)
        )
    names = facts.names.names(func)
    pure = all(name.startswith(_NUMBER_MODULES) for name in names)
    return bool(names) and pure and not names & _IMPURE and not _random(names)


_RECORD_MAKERS = frozenset({"collections.namedtuple()", "typing.NamedTuple()",
                            "dataclasses.make_dataclass()", "types.SimpleNamespace",
                            "builtins.dict"})  # fmt: skip
"""What builds a record from fields (besides the module's classes)."""
_MAY_TEST = (ast.Compare, ast.BoolOp, ast.UnaryOp, ast.Call, ast.Name)
"""What a truth test may be (a constant or display never is): the rest is not asked."""


def condition_tables(facts: StrictFacts) -> dict[int, tuple[int, int]]:
    """id() of each condition table -> (rows led by anything but a constant, rows led by a
    constant): a literal tuple or list of rows (tuples, lists, dicts of text keys, or
    records built by the module's classes, `namedtuple`s, `SimpleNamespace` or `dict`:
    `Rule(score >= 90, 'A')`) with two or more led by a truth test (`((weight <= 0, 0.0),
    (express, 15.0), (True, 4.0))`, `((n < 0, 'neg', -1), ...)`), or a dict whose keys are
    (`{n < 0: 'neg', n > 0: 'pos'}`). A row's lead is its first field, or the field of
    another place or name when that holds more truth tests. Each row is an `elif` (a
    constant's the `else`), whatever picks the first true one (`next(v for c, v in rows if
    c)`, `dict(rows).get(True)`, `next(r.letter for r in rows if r.hit)`). The rows may
    also be the positional arguments of one call (`_first((n < 0, 'neg'), (n == 0,
    'zero'), default='pos')`, `max((a == 'sq', f), (a == 'rect', g), key=...)`): the
    same table, handed over row by row; the call's id is the table's."""
    found: dict[int, tuple[int, int]] = {}
    absorbed: set[int] = set()
    for node in facts.of_type(ast.Tuple, ast.List, ast.Set, ast.Dict, ast.Call):
        if isinstance(node, ast.Dict):
            rows = node.keys
            leads = [key for key in node.keys if key is not None]
            tests = sum(truth_test(lead, facts) for lead in leads) if len(rows) >= _PAIR else 0
            groups: list[int] = []
        else:
            call = isinstance(node, ast.Call)
            items = node.args if call else node.elts
            if not items:
                continue
            rows, groups = _flat_rows(items, spread_ends=call)
            if len(rows) < _PAIR or isinstance(node, ast.Call) and not _rows_handed(rows):
                continue
            leads, tests = _leading_column(rows, facts)
        if len(leads) >= _PAIR and tests >= _PAIR:
            constant = sum(isinstance(lead, ast.Constant) for lead in leads)
            found[id(node)] = (len(leads) - constant, constant)
            absorbed.update(groups)
    for first, (leads, groups) in _joined_tables(facts).items():
        constant = sum(isinstance(lead, ast.Constant) for lead in leads)
        found[first] = (len(leads) - constant, constant)
        absorbed.update(groups)
    for key in absorbed:
        found.pop(key, None)
    for key, rows in picked_tests(facts).items():
        found.setdefault(key, rows)
    return found


_GROUPS = (ast.Tuple, ast.List, ast.Set)
_JOINS = (ast.Add, ast.BitOr)


def _flat_rows(
    items: list[ast.expr], *, spread_ends: bool = False
) -> tuple[list[ast.expr], list[int]]:
    """The rows a table's items hold, with the id() of the groups opened: an item that is a
    literal tuple, list or set of rows only (`((weight < 1.0, 5.0),)`), or such spread
    (`*((n < 0, 'neg'),)`), hands on its rows, at any depth (with `spread_ends`, the rows
    of a call's arguments, those before any other spread, `*rest`)."""
    rows: list[ast.expr] = []
    groups: list[int] = []
    for item in items:
        held = item.value if isinstance(item, ast.Starred) else item
        if isinstance(held, _GROUPS) and held.elts and all(map(_row_shaped, held.elts)):
            inner, deeper = _flat_rows(held.elts)
            rows += inner
            groups += [id(held), *deeper]
        elif spread_ends and isinstance(item, ast.Starred):
            break
        else:
            rows.append(item)
    return rows, groups


def _row_shaped(item: ast.expr) -> bool:
    held = item.value if isinstance(item, ast.Starred) else item
    return isinstance(held, (*_ROWS, ast.Set))


def _joined_tables(facts: StrictFacts) -> dict[int, tuple[list[ast.expr], list[int]]]:
    """id() of the first literal of each condition table joined from literals by `+` or `|`
    (`((weight < 1.0, 5.0),) + ((weight < 5.0, 9.5),) + ...`, so that no literal holds two
    rows) -> (leads, id() of the other literals joined): one table, as if written as one
    literal."""
    joins = [
        node
        for node in facts.of_type(ast.BinOp)
        if isinstance(node.op, _JOINS)
        and isinstance(node.left, (*_GROUPS, ast.BinOp))
        and isinstance(node.right, (*_GROUPS, ast.BinOp))
    ]
    if not joins:
        return {}
    inner = {id(side) for node in joins for side in (node.left, node.right)}
    found: dict[int, tuple[list[ast.expr], list[int]]] = {}
    for node in joins:
        if id(node) in inner:
            continue
        parts = _joined_parts(node)
        if not parts:
            continue
        rows, groups = _flat_rows(parts)
        leads, tests = _leading_column(rows, facts)
        if len(leads) >= _PAIR and tests >= _PAIR:
            found[id(parts[0])] = (leads, [key for key in groups if key != id(parts[0])])
    return found


def _joined_parts(node: ast.expr) -> list[ast.expr] | None:
    """The literals `+` or `|` join (`(a,) + (b,) + (c,)`), None when another value is
    joined."""
    if isinstance(node, _GROUPS):
        return [node]
    if not isinstance(node, ast.BinOp) or not isinstance(node.op, _JOINS):
        return None
    left, right = _joined_parts(node.left), _joined_parts(node.right)
    return None if left is None or right is None else left + right


# -- truth tests listed, then picked by truth (logic_1, logic_3) ----------------------------
_TEST_SHAPES = (ast.Compare, ast.BoolOp, ast.UnaryOp, ast.Call)
"""What a truth test listed is written as (a name bound to one is not asked: cost)."""
_PICKING_METHODS = frozenset(
    {"get", "__getitem__", "pop", "values", "items", "index", "rindex", "find", "rfind"}
)
"""Methods of a table reading its values by anything but a constant key."""
_KEYED_READS = frozenset({"get", "__getitem__", "pop"})
_PICKERS: dict[str, tuple[int | None, ...]] = {
    "numpy.select": (0,),
    "numpy.piecewise": (1,),
    "numpy.argmax": (0,),
    "numpy.argmin": (0,),
    "numpy.compress": (0,),
    "itertools.compress": (1,),
    "operator.indexOf": (0,),
    "builtins.enumerate": (0,),
    "builtins.zip": (None,),
}
"""Functions picking among what they are given by its truth, with where the tests go
(None: any positional argument): `np.select(tests, choices)`, `compress(labels, tests)`,
`operator.indexOf(tests, True)`, `zip(tests, labels)`."""
_PICKER_WORDS = frozenset(name.rpartition(".")[2] for name in _PICKERS)


def picked_tests(facts: StrictFacts) -> dict[int, tuple[int, int]]:
    """id() of each list of truth tests read by truth -> (tests not constant, constants):
    a literal tuple or list of two or more truth tests, or a dict display with two or more
    as values (`{'underweight': bmi < 18.5, 'normal': bmi < 25, ...}`, the table also
    through the one name bound to it), whose values are read other than as a record's
    fields: by a computed key (`flags[k]`, `flags.get(k)`), through `.values()`,
    `.items()` or `.index(...)`, by `.get` or `.__getitem__` handed on as a function
    (`max(flags, key=flags.get)`, `next(filter(rules.get, rules))`), or by a function
    picking by truth (`numpy.select(tests, choices)`, `itertools.compress(labels, tests)`,
    `operator.indexOf(tests, True)`, `zip(tests, labels)`, `enumerate(tests)`). Each test
    is an `elif` of the chain that picks the first true one (a constant, the `else`);
    a dict of tests read by its keys alone (`flags['neg']`) is a record."""
    candidates: dict[int, list[ast.expr]] = {}
    for node in facts.of_type(ast.Tuple, ast.List, ast.Dict):
        values = node.values if isinstance(node, ast.Dict) else node.elts
        if len(values) < _PAIR or isinstance(node, ast.Dict) and None in node.keys:
            continue
        shaped = [value for value in values if isinstance(value, _TEST_SHAPES)]
        if len(shaped) >= _PAIR and sum(truth_test(value, facts) for value in shaped) >= _PAIR:
            candidates[id(node)] = values
    if not candidates:
        return {}
    found: dict[int, tuple[int, int]] = {}
    for table in _tables_picked(facts):
        table = _rebuilt(facts.names.only_value(table), facts)
        values = candidates.get(id(table))
        if values is not None and id(table) not in found:
            constant = sum(isinstance(value, ast.Constant) for value in values)
            found[id(table)] = (len(values) - constant, constant)
    return found


_REBUILDERS = frozenset(
    {"builtins.bytes", "builtins.bytearray", "builtins.tuple", "builtins.list"}
)
"""Calls copying a sequence of truth tests item by item (`bytes((a > 0, b > 0, True))`)."""


def _rebuilt(table: ast.expr, facts: StrictFacts) -> ast.expr:
    """The literal a table copies item by item (`bytes((...))`, `bytearray([...])`,
    `tuple(...)`, `list(...)`, also nested and through the one name bound to it: its
    truth tests read as 0 and 1, `.index(1)` the first true one); else the table."""
    for _ in range(_FOLLOWED_BINDINGS):
        if not isinstance(table, ast.Call) or len(table.args) != 1 or table.keywords:
            return table
        if not facts.names.names(table.func) & _REBUILDERS:
            return table
        table = facts.names.only_value(table.args[0])
    return table


def _tables_picked(facts: StrictFacts) -> Iterator[ast.expr]:
    """What may be a table read by truth (see `picked_tests`), not yet resolved."""
    by_constant: set[int] = set()
    for call in facts.of_type(ast.Call):
        func, args = call.func, call.args
        word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
        if word in _KEYED_READS and args and isinstance(args[0], ast.Constant):
            by_constant.add(id(func))  # `flags.get('neg')`: a record's field
            continue
        if word not in _PICKER_WORDS or not args:
            continue
        for name in facts.names.names(func) & _PICKERS.keys():
            places = _PICKERS[name]
            yield from args if places == (None,) else (args[i] for i in places if i < len(args))
    shown = _shown_scans(facts)
    for node in facts.of_type(ast.Attribute):
        if node.attr in _PICKING_METHODS and id(node) not in by_constant | shown:
            yield node.value
    for node in facts.of_type(ast.Subscript):
        if not isinstance(node.slice, ast.Constant):
            yield node.value


def _shown_scans(facts: StrictFacts) -> set[int]:
    """id() of `table.items()` / `table.values()` methods whose call a `for` loop runs over
    and whose body tests no value it gives by truth (`for name, ok in checks.items():
    json.dump({'name': name, 'ok': ok}, out)`): every test is shown, none picked, as a
    check-list does. A loop testing a value (`if ok:`, `ok and ...`, `not ok`) picks."""
    shown: set[int] = set()
    for loop in facts.of_type(ast.For, ast.AsyncFor):
        call = loop.iter
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                and call.func.attr in {"items", "values"} and not call.args):  # fmt: skip
            continue
        target = loop.target
        if call.func.attr == "items":
            pair = target.elts if isinstance(target, ast.Tuple) else []
            target = pair[1] if len(pair) == _PAIR else None
        if not isinstance(target, ast.Name):
            continue
        if not any(_tests_name(node, target.id) for item in loop.body for node in ast.walk(item)):
            shown.add(id(call.func))
    return shown


def _tests_name(node: ast.AST, name: str) -> bool:
    """Whether `node` tests the name by truth: as an `if`/`while`/conditional's test, an
    operand of `and`/`or` or of `not`."""
    if isinstance(node, ast.If | ast.While | ast.IfExp):
        tested = [node.test]
    elif isinstance(node, ast.BoolOp):
        tested = node.values
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        tested = [node.operand]
    else:
        return False
    return any(isinstance(test, ast.Name) and test.id == name for test in tested)


_ROWS = (ast.Tuple, ast.List, ast.Dict, ast.Call)


def _rows_handed(args: list[ast.expr]) -> bool:
    """Whether a call's positional arguments may be rows of a condition table: two or more
    of them displays or calls (the test that reads them is `_leading_column`'s)."""
    return len(args) >= _PAIR and sum(isinstance(arg, _ROWS) for arg in args) >= _PAIR


def _leading_column(rows: list[ast.expr], facts: StrictFacts) -> tuple[list[ast.expr], int]:
    """The fields of the rows' first place, or of the place or name holding the most truth
    tests when the first holds fewer than two, with their truth tests."""
    columns: dict[int | str, list[ast.expr]] = {}
    for row in rows:
        for key, field in _fields(row, facts):
            columns.setdefault(key, []).append(field)
    best: tuple[list[ast.expr], int] = ([], 0)
    for key, leads in columns.items():
        if len(leads) < _PAIR:
            continue
        tests = sum(isinstance(lead, _MAY_TEST) and truth_test(lead, facts) for lead in leads)
        if key == 0 and tests >= _PAIR:
            return leads, tests
        if tests > best[1]:
            best = (leads, tests)
    return best


def _fields(row: ast.expr, facts: StrictFacts) -> list[tuple[int | str, ast.expr]]:
    """(place or name, value) of each field of a row of a table (see `condition_tables`)."""
    if isinstance(row, ast.Tuple | ast.List):
        if len(row.elts) < _PAIR:
            return []
        return list(enumerate(_until_starred(row.elts)))
    if isinstance(row, ast.Dict):
        return [
            (key.value, value)
            for key, value in zip(row.keys, row.values, strict=True)
            if isinstance(key, ast.Constant) and isinstance(key.value, str)
        ]
    if not isinstance(row, ast.Call):
        return []
    fields: list[tuple[int | str, ast.expr]] = list(enumerate(_until_starred(row.args)))
    fields += [(item.arg, item.value) for item in row.keywords if item.arg is not None]
    if not any(isinstance(value, _MAY_TEST) for _, value in fields):
        return []
    return fields if _record_maker(row.func, facts) else []


def _until_starred(items: list[ast.expr]) -> list[ast.expr]:
    starred = [place for place, item in enumerate(items) if isinstance(item, ast.Starred)]
    return items[: starred[0]] if starred else items


def _record_maker(func: ast.expr, facts: StrictFacts) -> bool:
    """A class of the module's, a `namedtuple`, `SimpleNamespace` or `dict`."""
    names = facts.names.names(func)
    return bool(names & _RECORD_MAKERS) or _names_module_class(names, facts)


def _names_module_class(names: frozenset[str], facts: StrictFacts) -> bool:
    """Whether one of what a callee may be is a class the module defines."""
    classes = facts.derived(module_classes)
    return any(
        name.startswith("local:") and name.rpartition(".")[2].removeprefix("local:") in classes
        for name in names
    )


def module_classes(facts: StrictFacts) -> frozenset[str]:
    """The names of the module's classes."""
    return frozenset(node.name for node in facts.of_type(ast.ClassDef))


# -- records of truth tests, guards in blocks whose errors are swallowed (logic_1, logic_3)
def truth_picked_through_fields(
    node: ast.Subscript | ast.Call, facts: StrictFacts
) -> tuple[int, int] | None:
    """`truth_picked`, also when the index reads truth tests kept as fields of a record
    (see `field_value`): `('pos', 'neg')[flags['neg']]` with `flags = {'neg': n < 0, ...}`
    picks by `n < 0` as `('pos', 'neg')[n < 0]` does."""
    picked = truth_picked(node, facts)
    if picked is not None:
        return picked
    read = computed_read(node, facts)
    if read is None or not truth_table(read[0], facts):
        return None
    known = facts.memo(truth_picked_through_fields)  # id(node) -> node with fields read
    if id(node) not in known:
        known[id(node)] = _fields_read(node, facts, top=True)
    changed = known[id(node)]
    return None if changed is node else truth_picked(changed, facts)


def _fields_read(node: ast.expr, facts: StrictFacts, *, top: bool = False) -> ast.expr:
    """`node` with each read of a record's field (see `field_value`) in it replaced by the
    field's value, copied only where something changed (the copies are kept by the caller's
    memo: the resolver's answers are cached by node id)."""
    value = None if top else field_value(node, facts)
    if value is not None:
        return value
    changed: dict[str, object] = {}
    for name, old in ast.iter_fields(node):
        if isinstance(old, ast.expr):
            new = _fields_read(old, facts)
            if new is not old:
                changed[name] = new
        elif isinstance(old, list) and old and isinstance(old[0], ast.expr):
            items = [
                _fields_read(item, facts) if isinstance(item, ast.expr) else item for item in old
            ]
            if any(new is not item for new, item in zip(items, old, strict=True)):
                changed[name] = items
    if not changed:
        return node
    made = copy.copy(node)
    for name, new in changed.items():
        setattr(made, name, new)
    return made


_MAPPINGS = frozenset({"builtins.dict"})


_NAMESPACES = frozenset({"types.SimpleNamespace", "collections.namedtuple()",
                         "typing.NamedTuple()", "dataclasses.make_dataclass()"})  # fmt: skip
"""What builds a record whose fields are read as attributes (besides the module's classes)."""


def field_value(node: ast.expr, facts: StrictFacts) -> ast.expr | None:
    """The value a read of a record's field gives, when the record is a name bound once to
    a dict display or `dict(...)` (read `flags['neg']` or `flags.get('neg')`) or to a
    `types.SimpleNamespace`, `namedtuple` or class of the module given the field by keyword
    (read `flags.neg` or `getattr(flags, 'neg')`); else None."""
    if isinstance(node, ast.Subscript):
        holder, key, by_name = node.value, node.slice, False
    elif isinstance(node, ast.Attribute):
        holder, key, by_name = node.value, ast.Constant(node.attr), True
    elif isinstance(node, ast.Call) and not node.keywords:
        holder, key, by_name = _field_call(node, facts)
    else:
        return None
    if not isinstance(holder, ast.Name) or not isinstance(key, ast.Constant):
        return None
    record = facts.names.only_value(holder)
    if record is holder:
        return _set_on_self(holder, key.value, facts) if by_name else None
    if isinstance(record, ast.Dict):
        if by_name:
            return None
        fields = zip(record.keys, record.values, strict=True)
        return next((value for name, value in fields if _constant(name, key.value)), None)
    if not isinstance(record, ast.Call) or record.args and not by_name:
        return None
    if not _record_made(record.func, facts, mapping=not by_name):
        return None
    return _given_field(holder, record, key.value, facts, by_name=by_name)


def _given_field(
    holder: ast.Name, record: ast.Call, key: object, facts: StrictFacts, *, by_name: bool
) -> ast.expr | None:
    """The value a record's maker gives the field `key`: by keyword, or, read as an
    attribute, by place (see `_positional_field`) or stored afterwards (`_stored_field`)."""
    given = next((item.value for item in record.keywords if item.arg == key), None)
    if given is not None or not by_name or not isinstance(key, str):
        return given
    if record.args:
        return _positional_field(record, key, facts)
    return _stored_field(holder, key, facts)


def _positional_field(record: ast.Call, key: str, facts: StrictFacts) -> ast.expr | None:
    """The value a record built from positional values gives its field `key`, the
    fields named in order by its maker: `namedtuple('F', 'neg even')`, also
    `typing.NamedTuple` or `dataclasses.make_dataclass` of a list of names or of (name,
    type) pairs, or a module class based on `NamedTuple` or decorated as a dataclass
    (its annotated fields in order): `_Facts(n < 0, n % 2 == 0).neg` gives `n < 0`."""
    fields = _field_names(record.func, facts)
    if key not in fields:
        return None
    place = fields.index(key)
    if place >= len(record.args) or _starred(record.args[: place + 1]):
        return None
    return record.args[place]


_FIELD_MAKERS = frozenset(
    {"collections.namedtuple", "typing.NamedTuple", "dataclasses.make_dataclass"}
)
_DATACLASSES = frozenset({"dataclasses.dataclass"})


def _field_names(func: ast.expr, facts: StrictFacts) -> list[str]:
    """The field names, in order, of the record `func` builds (see `_positional_field`)."""
    if not isinstance(func, ast.Name):
        return []
    made = facts.names.only_value(func)
    if isinstance(made, ast.Call) and facts.names.names(made.func) & _FIELD_MAKERS:
        given = [item.value for item in made.keywords if item.arg in {"field_names", "fields"}]
        listed = [*made.args[1:2], *given]
        return _listed_names(listed[0]) if listed else []
    names = facts.names.names(func)
    if not _names_module_class(names, facts):
        return []
    for node in facts.of_type(ast.ClassDef):
        if node.name != func.id:
            continue
        based = any(facts.names.names(base) & _TUPLE_BASES for base in node.bases)
        decorated = any(
            facts.names.names(item.func if isinstance(item, ast.Call) else item) & _DATACLASSES
            for item in node.decorator_list
        )
        if based or decorated:
            return [
                item.target.id
                for item in node.body
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
            ]
    return []


def _listed_names(listed: ast.expr) -> list[str]:
    """`'neg even'`, `'neg, even'`, `['neg', 'even']` or `[('neg', bool), ...]`."""
    if isinstance(listed, ast.Constant) and isinstance(listed.value, str):
        return listed.value.replace(",", " ").split()
    if not isinstance(listed, ast.Tuple | ast.List):
        return []
    found = []
    for item in listed.elts:
        named = item.elts[0] if isinstance(item, ast.Tuple | ast.List) and item.elts else item
        if not isinstance(named, ast.Constant) or not isinstance(named.value, str):
            return []
        found.append(named.value)
    return found


def _stored_field(holder: ast.Name, key: str, facts: StrictFacts) -> ast.expr | None:
    """The value of `facts.neg` when the record (a `SimpleNamespace`, or a class of the
    module, made without the field) is given it once afterwards, by `facts.neg = n < 0`
    or `setattr(facts, 'neg', n < 0)` on the same name; else None."""
    seen = facts.names.bindings_of(holder)
    stores = facts.derived(_name_attribute_stores).get((holder.id, key), [])
    values = [value for bindings, value in stores if bindings is seen]
    return values[0] if len(values) == 1 else None


def _name_attribute_stores(
    facts: StrictFacts,
) -> dict[tuple[str, str], list[tuple[object, ast.expr]]]:
    """(name, attribute) -> (the bindings of the name there, value) per store of the
    attribute on a plain name: `x.a = v`, `setattr(x, 'a', v)`, or (value the target
    itself) `x.a += v`, `del x.a`, so that a field stored more than once is not traced."""
    stores: dict[tuple[str, str], list[tuple[object, ast.expr]]] = {}

    def add(name: ast.Name, attribute: str, value: ast.expr) -> None:
        bindings = facts.names.bindings_of(name)
        stores.setdefault((name.id, attribute), []).append((bindings, value))

    given = {
        id(holder): value
        for kind, holder, _, value in facts.names.member_stores
        if kind == "attribute" and isinstance(holder, ast.Name)
    }
    for node in facts.of_type(ast.Attribute):
        if isinstance(node.value, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            add(node.value, node.attr, given.get(id(node.value), node))
    for node in facts.of_type(ast.Call):
        func, args = node.func, node.args
        named = isinstance(func, ast.Name) and func.id == "setattr" and len(args) == 3  # noqa: PLR2004
        named = named and isinstance(args[0], ast.Name) and isinstance(args[1], ast.Constant)
        if named and isinstance(args[1].value, str):
            add(args[0], args[1].value, args[2])
    return stores


def _set_on_self(holder: ast.Name, attribute: object, facts: StrictFacts) -> ast.expr | None:
    """The value of `self.attr` when the module assigns the attribute once, on `self` in a
    method (`self.cold = reading < low` ... `('idle', 'heat')[self.cold]`), besides
    assignments of `True`, `False` or `None` alone (`self.cold = False` in `__init__`, the
    flag's start); else None."""
    if holder.id != "self" or not isinstance(attribute, str):
        return None
    values = facts.names.attribute_values.get(attribute, ())
    values = [value for value in values if not _flag_start(value)]
    if len(values) != 1 or id(values[0]) not in facts.names.assigned_on_self_in:
        return None
    return values[0]


def _flag_start(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and (node.value is None or isinstance(node.value, bool))


def _field_call(
    node: ast.Call, facts: StrictFacts
) -> tuple[ast.expr | None, ast.expr | None, bool]:
    """(record, key, read by name) of `flags.get('neg')` or `getattr(flags, 'neg')`."""
    func, args = node.func, node.args
    if isinstance(func, ast.Attribute) and func.attr == "get" and len(args) == 1:
        return func.value, args[0], False
    is_getattr = isinstance(func, ast.Name) and func.id == "getattr" and len(args) == _PAIR
    if is_getattr and "builtins.getattr" in facts.names.names(func):
        return args[0], args[1], True
    return None, None, False


def _constant(node: ast.expr | None, value: object) -> bool:
    return (
        isinstance(node, ast.Constant) and type(node.value) is type(value) and node.value == value
    )


def _record_made(func: ast.expr, facts: StrictFacts, *, mapping: bool) -> bool:
    """Whether a call builds a mapping (`dict`) or, without `mapping`, a record of
    attributes (`SimpleNamespace`, a `namedtuple` or a class of the module's)."""
    names = facts.names.names(func)
    if mapping:
        return bool(names & _MAPPINGS)
    return bool(names & _NAMESPACES) or _names_module_class(names, facts)


_SUPPRESS = frozenset({"contextlib.suppress"})


def suppressed_guards(node: ast.With | ast.AsyncWith, facts: StrictFacts) -> int:
    """`with suppress(AssertionError): assert verbose; notify()`, `with
    suppress(ZeroDivisionError): 1 / keep; archive()`: a block whose errors a manager
    swallows (`contextlib.suppress`, also through the one name bound to it or a partial
    of it, a class of the module whose `__exit__` may return true, or an `ExitStack`
    entering one, see `_entered_swallowing`) runs the rest of its body only when a guard
    does not raise, an `if` per guard: an `assert`, or a statement that only computes a
    value and throws it away (alone or assigned to `_`: `1 / flag`, `flags['x']`,
    `int(text)`, `_need(ok)` of a helper that only raises; also a library call handed a
    truth test, see `_tested_library_call`), before the block's last statement."""
    if len(node.body) < _PAIR:
        return 0
    if any(_swallows(item.context_expr, facts) for item in node.items):
        start = 0
    else:
        start = _entered_swallowing(node, facts)
        if start is None:
            return 0
    return sum(_guard(statement, facts, helpers=True) for statement in node.body[start:-1])


_EXIT_STACKS = frozenset({"contextlib.ExitStack", "contextlib.AsyncExitStack"})
_ENTERS = frozenset({"enter_context", "enter_async_context", "push", "push_async_exit"})


def _entered_swallowing(node: ast.With | ast.AsyncWith, facts: StrictFacts) -> int | None:
    """`with ExitStack() as stack: stack.enter_context(suppress(AssertionError)); assert
    ...`: a stack (also through the one name bound to it) that enters or pushes a manager
    that swallows (see `_swallows`) swallows the errors of the rest of its block; the place
    after the statement entering it, 0 when entered before the `with`, else None."""
    if "ExitStack" not in facts.code:
        return None
    stacks = [
        item.context_expr
        for item in node.items
        if facts.names.names(_made(item.context_expr, facts)) & _EXIT_STACKS
    ]
    if not stacks:
        return None
    for place, statement in enumerate(node.body):
        if _enters_swallowing(statement, facts):
            return place + 1
    held = {stack.id for stack in stacks if isinstance(stack, ast.Name)}
    return 0 if held & facts.derived(_stacks_entered) else None


def _made(manager: ast.expr, facts: StrictFacts) -> ast.expr:
    """What makes the manager: the function a call calls, through the one name bound."""
    made = facts.names.only_value(manager)
    return made.func if isinstance(made, ast.Call) else made


def _enters_swallowing(statement: ast.stmt, facts: StrictFacts) -> bool:
    """`stack.enter_context(suppress(E))`, alone or assigned, also through an alias of the
    method (`enter = stack.enter_context`)."""
    value = getattr(statement, "value", None)
    if not isinstance(statement, ast.Expr | ast.Assign) or not isinstance(value, ast.Call):
        return False
    return _entering_call(value, facts)


def _entering_call(call: ast.Call, facts: StrictFacts) -> bool:
    if len(call.args) != 1:
        return False
    func = call.func
    words = {name.rpartition(".")[2] for name in facts.names.names(func)}
    if isinstance(func, ast.Attribute):
        words.add(func.attr)
    return bool(words & _ENTERS) and _swallows(call.args[0], facts)


def _stacks_entered(facts: StrictFacts) -> frozenset[str]:
    """Names whose `.enter_context` (or `push`) is handed a swallowing manager anywhere."""
    return frozenset(
        call.func.value.id
        for call in facts.of_type(ast.Call)
        if isinstance(call.func, ast.Attribute)
        and isinstance(call.func.value, ast.Name)
        and call.func.attr in _ENTERS
        and _entering_call(call, facts)
    )


_CAUGHT_ASSERT = frozenset(
    f"builtins.{name}" for name in ("AssertionError", "Exception", "BaseException")
)


def tried_guards(node: ast.Try | ast.TryStar, facts: StrictFacts) -> int:
    """`try: assert s < 90, 'A'; assert s < 80, 'B' except AssertionError as e: return
    str(e)`, `try: 1 // (s >= 20); level = 'low'; 1 // (s >= 40); ... except
    ZeroDivisionError: pass`, `math.sqrt(total - 50)` caught by `ValueError`: statements
    whose only purpose is to raise (see `_guard`; an `assert` only when a handler catches
    `AssertionError`, `Exception`, `BaseException` or everything) in a `try` whose handler
    picks what happens next are an `if` each; the handler already counts one, so the
    guards beyond the first are hidden decisions."""
    if _finally_swallows(node.finalbody):
        return sum(_guard(statement, facts, helpers=True) for statement in node.body[:-1])
    if not node.handlers:
        return 0
    guards = [statement for statement in node.body if _guard(statement, facts)]
    if len(guards) < _PAIR:
        return 0
    asserts_caught = any(_catches_assert(handler, facts) for handler in node.handlers)
    caught = [g for g in guards if asserts_caught or not isinstance(g, ast.Assert)]
    return max(len(caught) - 1, 0)


def _finally_swallows(body: list[ast.stmt], *, looped: bool = False) -> bool:
    """`try: assert s >= 60; grade = 'D' finally: return grade`: a `return`, or a `break` or
    `continue` of a loop outside it, in a `finally` drops whatever the `try` raised, so its
    body is a block whose errors are swallowed (see `suppressed_guards`)."""
    for statement in body:
        if isinstance(statement, ast.Return):
            return True
        if isinstance(statement, ast.Break | ast.Continue) and not looped:
            return True
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        inner = isinstance(statement, ast.For | ast.AsyncFor | ast.While)
        for field in ("body", "orelse", "finalbody"):
            part = getattr(statement, field, None)
            if part and _finally_swallows(part, looped=looped or (inner and field == "body")):
                return True
        for extra in getattr(statement, "handlers", []) + getattr(statement, "cases", []):
            if _finally_swallows(extra.body, looped=looped):
                return True
    return False


def _catches_assert(handler: ast.ExceptHandler, facts: StrictFacts) -> bool:
    if handler.type is None:
        return True
    caught = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(facts.names.names(item) & _CAUGHT_ASSERT for item in caught)


_PARTIAL_MADE = "functools.partial()"
"""What the names of a call of a `functools.partial` object hold: its arguments are given."""


def _swallows(manager: ast.expr, facts: StrictFacts) -> bool:
    """`contextlib.suppress(...)` or an instance of a module class whose `__exit__` may
    return true (see `_swallowing_classes`), also through the one name bound to it or a
    `functools.partial` of it (`_quiet = partial(suppress, AssertionError)`, `_quiet()`)."""
    words = facts.derived(_manager_words)
    if not words:
        return False
    manager = facts.names.only_value(manager)
    if isinstance(manager, ast.Attribute) and isinstance(manager.value, ast.Name):
        stored = facts.derived(_attribute_stores).get(manager.attr, [])
        manager = stored[0] if len(stored) == 1 else manager
    if not isinstance(manager, ast.Call):
        return False
    names = facts.names.names(manager.func)
    given = manager.args or manager.keywords or _PARTIAL_MADE in names
    if "suppress" in words and names & _SUPPRESS and given:
        return True
    return bool(_local_classes(names) & facts.derived(_swallowing_classes))


def _local_classes(names: frozenset[str]) -> frozenset[str]:
    return frozenset(
        name.rpartition(".")[2].removeprefix("local:")
        for name in names
        if name.startswith("local:")
    )


def _attribute_stores(facts: StrictFacts) -> dict[str, list[ast.expr]]:
    """`self._rule = suppress(AssertionError)`: the values stored in each attribute name of
    a plain name (`self.x`, `obj.x`), so a manager kept once in an attribute is seen."""
    stores: dict[str, list[ast.expr]] = {}
    for node in facts.of_type(ast.Assign, ast.AnnAssign, ast.AugAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target in targets:
            for part in ast.walk(target):
                if isinstance(part, ast.Attribute) and isinstance(part.value, ast.Name):
                    whole = target is part and not isinstance(node, ast.AugAssign)
                    value = node.value if whole and node.value is not None else part
                    stores.setdefault(part.attr, []).append(value)
    return stores


def _manager_words(facts: StrictFacts) -> frozenset[str]:
    """Which of `suppress` and `__exit__` the code holds: without either no manager
    swallows an error, and no `with` needs resolving."""
    return frozenset(word for word in ("suppress", "__exit__") if word in facts.code)


def _swallowing_classes(facts: StrictFacts) -> frozenset[str]:
    """The module's classes whose `__exit__` returns something other than `None` or
    `False`: a manager that may swallow the error its block raised."""
    found: set[str] = set()
    classes = list(facts.of_type(ast.ClassDef))
    for node in classes:
        for item in node.body:
            if _swallowing_exit(item, facts):
                found.add(node.name)
    grown = True
    while grown:
        grown = False
        for node in classes:
            if node.name in found:
                continue
            for base in node.bases:
                names = facts.names.names(base)
                if names & _SUPPRESS or _local_classes(names) & found:
                    found.add(node.name)
                    grown = True
                    break
    return frozenset(found)


_EXITS = frozenset({"__exit__", "__aexit__"})


def _swallowing_exit(item: ast.stmt, facts: StrictFacts) -> bool:
    """An `__exit__` defined, or bound in the class body (`__exit__ = lambda self, kind,
    *_: kind is AssertionError`, `__exit__ = _quiet`), that may return true."""
    if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
        return item.name in _EXITS and _may_return_true(item)
    if isinstance(item, ast.Assign | ast.AnnAssign) and item.value is not None:
        targets = item.targets if isinstance(item, ast.Assign) else [item.target]
        if not any(isinstance(t, ast.Name) and t.id in _EXITS for t in targets):
            return False
        value = facts.names.only_value(item.value)
        if isinstance(value, ast.Lambda):
            return not _falsy_constant(value.body)
        if isinstance(value, ast.Name):
            defined = [
                node
                for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef)
                if node.name == value.id
            ]
            return not defined or any(_may_return_true(node) for node in defined)
        return True
    return False


def _may_return_true(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    returned = [part.value for part in ast.walk(function) if isinstance(part, ast.Return)]
    return any(value is not None and not _falsy_constant(value) for value in returned)


def _falsy_constant(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value in {None, False}


_GUARD_PARTS = (ast.BinOp, ast.UnaryOp, ast.Compare, ast.BoolOp, ast.Subscript, ast.Attribute,
                ast.Call, ast.Name, ast.Constant, ast.Tuple, ast.List, ast.Set, ast.Dict,
                ast.Slice, ast.IfExp, ast.JoinedStr, ast.FormattedValue, ast.Starred,
                ast.expr_context, ast.operator, ast.unaryop, ast.cmpop, ast.boolop)  # fmt: skip
"""What a guard's value may be made of: no call but to pure functions, nothing bound,
awaited or yielded."""


_GUARD_IMPURE = frozenset(
    f"builtins.{name}"
    for name in ("input", "open", "print", "next", "iter", "exec", "eval", "compile",
                 "setattr", "delattr", "__import__", "breakpoint", "exit", "quit")
)  # fmt: skip


def _guard(statement: ast.stmt, facts: StrictFacts, *, helpers: bool = False) -> bool:
    """An `assert`, or a value computed and thrown away (alone or assigned to `_`) by pure
    operations only (no call but of a builtin, `operator` or `math` function, or with
    `helpers` of a module function that only raises, see `_raising_helpers`), which can
    do nothing but raise: a test; or one handing a library function a truth test (see
    `_tested_library_call`)."""
    if isinstance(statement, ast.Assert):
        return True
    thrown_away = isinstance(statement, ast.Expr) or (
        isinstance(statement, ast.Assign)
        and all(isinstance(target, ast.Name) and target.id == "_" for target in statement.targets)
    )
    if not thrown_away:
        return False
    value = statement.value  # type: ignore[attr-defined]
    if isinstance(value, ast.Constant | ast.Name):
        return False  # a docstring, `...`, a bare name: nothing tested
    pure = True
    for part in ast.walk(value):
        if not isinstance(part, _GUARD_PARTS):
            return False
        if isinstance(part, ast.Call):
            names = facts.names.names(part.func)
            if helpers and _calls_raising_helper(part, names, facts):
                continue
            if (
                not names
                or names & _GUARD_IMPURE
                or not all(name.startswith(_PURE_MODULES) for name in names)
            ):
                pure = False
    return pure or _tested_library_call(value, facts)


def _calls_raising_helper(call: ast.Call, names: frozenset[str], facts: StrictFacts) -> bool:
    """A call of a module function, or of a method on `self` or `cls`, that only raises
    (`_need(score >= 50)`): a test, as an `assert` is."""
    helpers = facts.derived(_raising_helpers)
    if not helpers:
        return False
    func = call.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return func.value.id in {"self", "cls"} and func.attr in helpers
    local = _local_classes(names)
    return bool(local) and len(local) == len(names) and local <= helpers


def _raising_helpers(facts: StrictFacts) -> frozenset[str]:
    """The names of the module's functions whose body (its docstring aside) only tests and
    raises: `if not ok: raise _Stop`, `assert ok`; called where errors are swallowed, each
    call is an `if` around the rest of the block."""
    if "raise" not in facts.code and "assert" not in facts.code:
        return frozenset()
    found = set()
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        body = node.body[1:] if ast.get_docstring(node) is not None else node.body
        if body and _only_raises(body, top=True):
            found.add(node.name)
    return frozenset(found)


def _only_raises(body: list[ast.stmt], *, top: bool = False) -> bool:
    """Whether statements only test and raise, with at least one test at the top."""
    tests = 0
    for statement in body:
        if isinstance(statement, ast.Assert):
            tests += 1
        elif isinstance(statement, ast.If):
            if not _only_raises(statement.body) or not _only_raises(statement.orelse):
                return False
            tests += 1
        elif isinstance(statement, ast.Return):
            if statement.value is not None and not _falsy_constant(statement.value):
                return False
        elif not isinstance(statement, ast.Raise | ast.Pass):
            return False
    return tests > 0 or not top


_NOT_GUARD_CALLS = frozenset({"builtins.print", "builtins.input", "builtins.open"})


def _tested_library_call(value: ast.expr, facts: StrictFacts) -> bool:
    """A thrown-away value that hands a truth test of data (a comparison, `and`/`or`,
    `not`, `bool(...)`) to a library function as a positional argument
    (`statistics.mean(range(score >= 60))`, `json.loads(json.dumps(bool(dry_run)))`) or
    reads a subscript keyed by one: its only use is to raise or not by the test, an `if`
    (a function of the module, a method of an object, `print` or a logger's methods
    aside: they do work of their own; keyword flags such as `exist_ok=` aside)."""
    stack: list[tuple[ast.AST, bool]] = [(value, False)]
    while stack:
        node, handed = stack.pop()
        if handed and _truth_test(node, facts) and _reads_data(node):
            return True
        if isinstance(node, ast.Call):
            library = _library_function(node.func, facts)
            stack.append((node.func, handed))
            stack.extend((arg, handed or library) for arg in node.args)
            stack.extend((item.value, handed) for item in node.keywords)
        elif isinstance(node, ast.Subscript):
            stack.extend(((node.value, handed), (node.slice, True)))
        else:
            stack.extend((child, handed) for child in ast.iter_child_nodes(node))
    return False


def _library_function(func: ast.expr, facts: StrictFacts) -> bool:
    names = facts.names.names(func)
    return bool(names) and not any(
        name.startswith(("local:", "?"))
        or name in _NOT_GUARD_CALLS
        or name.rpartition(".")[2] in LOG_METHODS
        for name in names
    )


_TRUTH_CALLS = frozenset({"builtins.bool", "operator.truth", "operator.not_"})


def _truth_test(node: ast.AST, facts: StrictFacts) -> bool:
    if isinstance(node, ast.Compare | ast.BoolOp):
        return True
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.Not)
    return isinstance(node, ast.Call) and bool(facts.names.names(node.func) & _TRUTH_CALLS)


def _reads_data(node: ast.AST) -> bool:
    return any(isinstance(part, ast.Name | ast.Attribute) for part in ast.walk(node))


# -- callees and namespaces (logic_3, logic_4) ----------------------------------------------
def parameters_called(facts: StrictFacts) -> dict[int, frozenset[str]]:
    """id() of each function -> the names of its parameters its own body calls."""
    found: dict[int, set[str]] = {}
    for node in facts.of_type(ast.Call):
        if not isinstance(node.func, ast.Name):
            continue
        function = facts.owner(node, through_lambdas=False)
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            arguments = function.args
            every = (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
            if node.func.id in {arg.arg for arg in every}:
                found.setdefault(id(function), set()).add(node.func.id)
    return {key: frozenset(value) for key, value in found.items()}


def namespace_read(node: ast.expr, facts: StrictFacts) -> bool:
    """`globals()`, `locals()`, `vars(obj)` or `obj.__dict__`: a namespace read by name."""
    return any(name == NAMESPACE or name.endswith(".__dict__") for name in facts.names.names(node))

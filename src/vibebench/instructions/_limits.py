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
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from vibebench.instructions._base import Instruction, ParamSpec
from vibebench.instructions._code_facts import functions, parse
from vibebench.instructions._strict_flow import HiddenCount, loose_code

if TYPE_CHECKING:
    from vibebench.instructions._strict import Finding, StrictFacts

__all__ = ["FunctionLimit", "HiddenCount", "Limit"]

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
        extra: dict[int, int] = {}
        for node in facts.of_type(*hidden.nodes):
            amount = hidden.weight(node, facts)
            if amount:
                owner = facts.owner(node, through_lambdas=hidden.through_lambdas)
                extra[id(owner)] = extra.get(id(owner), 0) + amount
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

    def applies_to(self, code: str) -> bool:
        """True when some function already exceeds the default bound."""
        tree = parse(code)
        bound = self.parameters[0].default
        return tree is not None and any(self.measure(func) > bound for func in functions(tree))


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
    or compared with literals, and `hasattr` of a module. Inputs (`sys.argv`, `os.environ`,
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
    """`hasattr(np, 'vecdot')`: whether an imported module has a feature."""
    if "builtins.hasattr" not in facts.names.names(call.func) or len(call.args) != _PAIR:
        return False
    module, member = call.args
    bindings = facts.names.bindings_of(module) if isinstance(module, ast.Name) else None
    imported = bool(bindings) and all(kind == "module" for kind, _ in bindings or [])
    return imported and isinstance(member, ast.Constant) and isinstance(member.value, str)


def _hidden_in(test: ast.expr, hidden: HiddenCount, facts: StrictFacts) -> int:
    """What strict mode added for the parts of an opened guard's test (`and` in `if
    sys.version_info >= (3, 11) and sys.platform != 'win32':`)."""
    return sum(
        hidden.weight(node, facts) for node in ast.walk(test) if isinstance(node, hidden.nodes)
    )

"""Control-flow facts strict checks share: exits, hidden decisions and statements, padding.

The per-function limits (logic_1-4) count what Ruff counts; a policy keeps the count low by
moving decisions into expressions (`a if c else b`, `x and y`, comprehension filters,
lambdas, dispatch tables), packing statements into expressions (walrus chains, tuples of
calls) or moving the logic out of functions (module or class level). These helpers measure
what those moves hide; each limit's `HiddenCount` (`HIDDEN_DECISIONS`, `HIDDEN_EXITS`,
`HIDDEN_BRANCHES`, `HIDDEN_STATEMENTS`) stands beside its weight, with the node types it
weighs and the words of its findings. Beside them, what logic_7 adds to `always_exits`
from here: a `contextlib.suppress` block that cannot fall through
(`leaves_despite_suppress`) and the call of an `async def` that is awaited (`awaited_call`,
`runs_when_called`). Pure ast work.
"""

from __future__ import annotations

import ast
import builtins
import dataclasses
import math
import operator
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from vibebench.instructions._call_graph import CHILDREN_OF, subtree_nodes
from vibebench.instructions._code_facts import LOOPS, TRY_NODES
from vibebench.instructions._strict import without_noops
from vibebench.instructions._strict_names import UNKNOWN, children

if TYPE_CHECKING:
    from vibebench.instructions._strict import StrictFacts

__all__ = [
    "name_loads",
    "node_parents",
    "ContainerReads",
    "container_reads",
    "loop_targets",
    "lineage_of",
    "COMPARISONS",
    "EXIT_CALLS",
    "HIDDEN_BRANCHES",
    "HIDDEN_DECISIONS",
    "HIDDEN_EXITS",
    "HIDDEN_STATEMENTS",
    "WEB_ABORTS",
    "LOG_METHODS",
    "HiddenCount",
    "always_exits",
    "always_raises",
    "awaited_call",
    "comparison_truth",
    "branch_weight",
    "decision_weight",
    "explicit_raises",
    "falls_through",
    "goto_raises",
    "handlers_cannot_fire",
    "leaves_despite_suppress",
    "left_by_its_own_break",
    "own_jumps",
    "loose_code",
    "may_catch",
    "number_span",
    "own_walk",
    "runs_when_called",
    "table_size",
    "truth_of",
]

EXIT_CALLS = frozenset({"sys.exit", "builtins.exit", "builtins.quit", "os._exit", "os.abort"})
"""Calls that never return: a branch ending in one exits like a `raise`."""
WEB_ABORTS = frozenset({"flask.abort", "werkzeug.exceptions.abort", "werkzeug.abort",
                        "quart.abort", "sanic.exceptions.abort", "bottle.abort"})  # fmt: skip
"""Web frameworks' `abort(404)`: it always raises a new exception (an HTTP error)."""

_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_DEF_KINDS = frozenset(_DEFS)
_DEF_AND_LAMBDA_KINDS = frozenset({*_DEFS, ast.Lambda})

COMPARISONS: dict[type, Callable[[object, object], bool]] = {
    ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
    ast.Gt: operator.gt, ast.GtE: operator.ge,
}  # fmt: skip
"""The comparison operators whose truth a static evaluation can compute, as functions."""


def truth_of(test: ast.expr, leaf: Callable[[ast.expr], bool | None]) -> bool | None:
    """The truth of a condition made with `not`, `and` and `or` of parts whose truth `leaf`
    knows (None where it may differ), or None. One decisive part settles it: `x or True`
    is true and `x and False` false, whatever x is.

    Each check brings its own `leaf` (what counts as known differs: a literal, a flag bound
    only to constants, a `sys.version_info` test); the logic around the parts is this one.
    """
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = truth_of(test.operand, leaf)
        return None if inner is None else not inner
    if isinstance(test, ast.BoolOp):
        truths = {truth_of(value, leaf) for value in test.values}
        decisive = isinstance(test.op, ast.Or)  # `or` is true with one true part
        if decisive in truths:
            return decisive
        return None if None in truths else not decisive
    return leaf(test)


HiddenWeight = Callable[[ast.AST, "StrictFacts"], int]


@dataclass(frozen=True)
class HiddenCount:
    """What strict mode adds to a limit's measure: the parts expressions hide from Ruff."""

    weight: HiddenWeight
    """Each node's addition to the measure of the function (or body) owning it."""
    nodes: tuple[type, ...]
    """The node types `weight` can give a weight to."""
    unit: str
    """What the measure counts (`complexity`, `exits`), for the findings."""
    hides: str
    """Those additions in words, for the findings."""
    through_lambdas: bool = True
    """Whether a lambda's nodes count for the function around it."""
    loose_code: bool = False
    """Whether module-level code and class bodies are measured too."""

    def extended(self, weight: HiddenWeight, nodes: tuple[type, ...], hides: str) -> HiddenCount:
        """This count with more an instruction weighs: `weight` (which hands the nodes it
        does not weigh itself to this count's) over `nodes` as well, `hides` in the words."""
        return dataclasses.replace(
            self, weight=weight, nodes=(*self.nodes, *nodes), hides=f"{self.hides}, {hides}"
        )


_STATEMENT_HOLDERS = ("body", "orelse", "finalbody", "handlers", "cases")
"""The fields of a statement (or `except`/`case` clause) that hold statements."""


def own_jumps(loop: ast.For | ast.AsyncFor | ast.While) -> Iterator[ast.Break | ast.Continue]:
    """The loop's own `break` and `continue` statements: in its body, not in a loop inside
    it (save that loop's `else`) nor in a definition."""
    stack: list[ast.AST] = list(loop.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Break | ast.Continue):
            yield node
        if isinstance(node, _DEFS):
            continue
        fields = ("orelse",) if isinstance(node, LOOPS) else _STATEMENT_HOLDERS
        for name in fields:
            stack.extend(getattr(node, name, None) or ())


def left_by_its_own_break(loop: ast.For | ast.AsyncFor | ast.While) -> bool:
    """Whether a `break` of the loop itself can leave it (see `own_jumps`)."""
    return any(isinstance(node, ast.Break) for node in own_jumps(loop))


def own_walk(root: ast.AST, *, into_lambdas: bool = True) -> Iterator[ast.AST]:
    """Nodes under `root`, not entering nested functions or classes (lambdas optional).

    (Node classes are never subclassed, so a node's class read once answers which it
    is: the hot loop of several checks.)"""
    stack = children(root)
    closed = _DEF_KINDS if into_lambdas else _DEF_AND_LAMBDA_KINDS
    getters = CHILDREN_OF
    while stack:
        node = stack.pop()
        yield node
        kind = type(node)
        if kind not in closed:
            stack.extend(getters[kind](node))


def always_exits(
    body: list[ast.stmt], facts: StrictFacts, *, also: Callable[[ast.stmt], bool] | None = None
) -> bool:
    """Whether a block always leaves by return, raise, break, continue or sys.exit(); with
    `also`, by a last statement it accepts too, at any depth (logic_7's library exits and
    endless loops)."""
    return _always_leaves(body, facts, raises_only=False, also=also)


def always_raises(body: list[ast.stmt], facts: StrictFacts) -> bool:
    """Whether a block always leaves by `raise` (as `always_exits`, without return, break,
    continue or exit calls: a block ending in `return` hands on its result itself; a block
    ending in a `try` statement is not followed)."""
    return _always_leaves(body, facts, raises_only=True)


def _always_leaves(
    body: list[ast.stmt],
    facts: StrictFacts,
    *,
    raises_only: bool,
    also: Callable[[ast.stmt], bool] | None = None,
) -> bool:
    """`always_exits`, or `always_raises` with `raises_only`: the last statement that does
    something leaves, or each way on from it does (`if`/`else`, `with`, a `match` with a
    case for every value and, unless `raises_only`, `try`)."""
    effective = without_noops(body)
    if not effective:
        return False
    last = effective[-1]

    def leaves(block: list[ast.stmt]) -> bool:
        return _always_leaves(block, facts, raises_only=raises_only, also=also)

    if isinstance(last, ast.Raise):
        return True
    if isinstance(last, ast.If):
        both = leaves(last.body) and leaves(last.orelse)
        return both or (also is not None and not raises_only and also(last))
    if isinstance(last, ast.With | ast.AsyncWith):
        return leaves(last.body) and not _may_suppress(last, facts)
    if isinstance(last, ast.Match):
        return _covers_every_value(last) and all(leaves(case.body) for case in last.cases)
    if raises_only:
        return False
    return _exits_otherwise(last, facts, leaves) or (also is not None and also(last))


def _exits_otherwise(
    last: ast.stmt, facts: StrictFacts, leaves: Callable[[list[ast.stmt]], bool]
) -> bool:
    """The ways out `always_exits` has besides those of `always_raises`: return, break,
    continue, an exit call, or a `try` statement (`except` or `except*`) every way through
    which leaves."""
    if isinstance(last, ast.Return | ast.Break | ast.Continue):
        return True
    if isinstance(last, ast.Expr) and isinstance(last.value, ast.Call):
        return bool(facts.names.names(last.value.func) & EXIT_CALLS)
    if isinstance(last, TRY_NODES):
        if last.finalbody and leaves(last.finalbody):
            return True
        exits = leaves(last.body) and all(leaves(handler.body) for handler in last.handlers)
        return exits and (not last.orelse or leaves(last.orelse))
    return False


_LEAVING = (ast.Return, ast.Raise, ast.Yield, ast.YieldFrom)


def falls_through(body: list[ast.stmt], facts: StrictFacts) -> bool:
    """Whether a block always goes on to what follows it: nothing in it (nested functions
    and lambdas aside) returns, raises, yields or calls an exit, and no `while` loop in it
    runs on a true constant without a `break` of its own. Its loops and tests may run any
    number of times (`for listener in _LISTENERS: listener(message)` before a `raise`):
    the statement after the block still runs (unless a call in it raises)."""
    for statement in body:
        for node in (statement, *own_walk(statement, into_lambdas=False)):
            if isinstance(node, _LEAVING):
                return False
            endless = isinstance(node, ast.While) and truth_of(node.test, _constant_truth)
            if endless and not left_by_its_own_break(node):  # type: ignore[arg-type]
                return False
            if isinstance(node, ast.Call) and facts.names.names(node.func) & EXIT_CALLS:
                return False
    return True


def _constant_truth(test: ast.expr) -> bool | None:
    return bool(test.value) if isinstance(test, ast.Constant) else None


_SAFE_VALUES = (ast.Constant, ast.Name)


def handlers_cannot_fire(node: ast.Try | ast.TryStar, facts: StrictFacts) -> bool:
    """Whether no handler of a `try` statement can run: its body raises nothing they could
    catch. The body holds only `pass`, constants, names bound to constants, names or
    f-strings of names and constants (without a format spec: `msg = f'missing: {key}'`),
    calls of logging's functions or a logger's methods with such arguments (logging reports
    its own errors through `Handler.handleError`), and at most a last `raise X(...)` of a
    class none of the handlers may catch (`may_catch`). Anything else may raise anything:
    False."""
    body = node.body
    last = body[-1] if body else None
    if isinstance(last, ast.Raise):
        if last.exc is None or any(may_catch(handler, last, facts) for handler in node.handlers):
            return False
        arguments = last.exc.args if isinstance(last.exc, ast.Call) else []
        if not all(_cannot_fail_value(value) for value in arguments):
            return False
        body = body[:-1]
    return bool(node.body) and all(_cannot_fail_statement(item, facts) for item in body)


def _cannot_fail_value(value: ast.expr) -> bool:
    if isinstance(value, ast.JoinedStr):
        return all(
            isinstance(part, ast.Constant)
            or (
                isinstance(part, ast.FormattedValue)
                and part.format_spec is None
                and isinstance(part.value, _SAFE_VALUES)
            )
            for part in value.values
        )
    return isinstance(value, _SAFE_VALUES)


LOG_METHODS = frozenset({"debug", "info", "warning", "warn", "error", "exception", "critical",
                         "fatal", "log"})  # fmt: skip
"""The methods of a logger (and functions of `logging`) that log a message."""


def _cannot_fail_statement(statement: ast.stmt, facts: StrictFacts) -> bool:
    if isinstance(statement, ast.Pass):
        return True
    if isinstance(statement, ast.Assign):
        return _cannot_fail_value(statement.value) and all(
            isinstance(target, ast.Name) for target in statement.targets
        )
    if not isinstance(statement, ast.Expr):
        return False
    value = statement.value
    if isinstance(value, ast.Constant):
        return True
    return (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and value.func.attr in LOG_METHODS
        and any(name.startswith("logging.") for name in facts.names.names(value.func.value))
        and all(
            isinstance(item, ast.Constant | ast.Name)
            for item in [*value.args, *(k.value for k in value.keywords)]
        )
    )


_ROOT_EXCEPTIONS = frozenset({"builtins.Exception", "builtins.BaseException"})


def may_catch(handler: ast.ExceptHandler, raised: ast.Raise, facts: StrictFacts) -> bool:
    """Whether `handler` may catch what `raised` raises: a bare `except`, a class of the
    raised one's lineage (module classes by their bases, builtins by their hierarchy), or
    one the code cannot rule out (an unknown class, or an imported one either may derive
    from). `except expected` with a parameter `expected=ValueError` is taken for its
    default. `raise ValueError(...)` inside `try` / `except HTTPError` propagates."""
    if handler.type is None or raised.exc is None:
        return True
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    wanted: set[str] = set()
    for kind in kinds:
        names = facts.names.names(kind)
        wanted |= (names - {UNKNOWN}) or names or {UNKNOWN}
    lineage = _raised_lineage(raised.exc, facts)
    if UNKNOWN in wanted or UNKNOWN in lineage or not lineage or lineage & wanted:
        return True
    outside = ("local:", "builtins.")
    return any(not name.startswith(outside) for name in lineage) and any(
        name in _ROOT_EXCEPTIONS or not name.startswith(outside) for name in wanted
    )


def _raised_lineage(exc: ast.expr, facts: StrictFacts) -> set[str]:
    """The class `exc` raises (`Found(...)`, `Found`, a name bound to `Found(...)`) and its
    bases. Empty or holding `?` when the code does not show it."""
    target = exc.func if isinstance(exc, ast.Call) else exc
    names = [name.removesuffix("()") for name in facts.names.names(target)]
    return lineage_of(names, facts, unknown=UNKNOWN)


def lineage_of(names: Iterable[str], facts: StrictFacts, *, unknown: str = "") -> set[str]:
    """`names` and their bases: module classes followed by name, builtin exceptions by
    their hierarchy; with `unknown`, a module name that is no class (a function building
    the exception: any class) adds it."""
    pending = list(names)
    classes = facts.derived(_classes_by_name)
    found: set[str] = set()
    while pending:
        name = pending.pop()
        if name in found:
            continue
        found.add(name)
        local = classes.get(name.removeprefix("local:")) if name.startswith("local:") else None
        if local is not None:
            pending += [base for node in local.bases for base in facts.names.names(node)]
        elif unknown and name.startswith("local:"):
            found.add(unknown)
        kind = getattr(builtins, name.removeprefix("builtins."), None)
        if name.startswith("builtins.") and isinstance(kind, type):
            pending += [f"builtins.{base.__name__}" for base in kind.__mro__]
    return found


def _classes_by_name(facts: StrictFacts) -> dict[str, ast.ClassDef]:
    """The module's classes by name (the last of a name), built once a code."""
    return {node.name: node for node in facts.of_type(ast.ClassDef)}


def _covers_every_value(statement: ast.Match) -> bool:
    """Whether the last case matches anything (`case _:` or `case name:` without a guard)."""
    if not statement.cases:
        return False
    last = statement.cases[-1]
    return (
        last.guard is None
        and isinstance(last.pattern, ast.MatchAs)
        and (last.pattern.pattern is None)
    )


# -- `contextlib.suppress` blocks -------------------------------------------------------------
_SUPPRESS = frozenset({"contextlib.suppress"})


def _suppresses(facts: StrictFacts, call: ast.Call) -> bool:
    """Whether a call is of `contextlib.suppress` (also through an alias)."""
    return bool(facts.names.names(call.func) & _SUPPRESS)


def _may_suppress(statement: ast.With | ast.AsyncWith, facts: StrictFacts) -> bool:
    """`with contextlib.suppress(...)`: its block may end early without leaving
    (`suppress()` of no exception type suppresses nothing)."""
    return any(
        isinstance(item.context_expr, ast.Call)
        and (item.context_expr.args or item.context_expr.keywords)
        and _suppresses(facts, item.context_expr)
        for item in statement.items
    )


def leaves_despite_suppress(
    body: list[ast.stmt], facts: StrictFacts, leaves: Callable[[list[ast.stmt]], bool]
) -> bool:
    """Whether a block ends in a `with contextlib.suppress(...)` block that cannot fall
    through (see `_sure_exit`), also as the last statement of both branches of an `if`
    ending it (each branch judged by `leaves`, the caller's own test of a block that
    always exits: logic_7's `_leaves`): nothing in it can raise, so nothing is
    suppressed and it always leaves (`always_exits` lets every `suppress` block of some
    exception type fall through, see `_may_suppress`)."""
    if "suppress" not in facts.code:
        return False
    working = without_noops(body)
    last = working[-1] if working else None
    if isinstance(last, ast.If):
        return bool(last.orelse) and leaves(last.body) and leaves(last.orelse)
    return isinstance(last, ast.With) and _sure_exit(facts, [last])


def _sure_exit(facts: StrictFacts, block: list[ast.stmt]) -> bool:
    """A block that is only `break`, `continue` or a `return` of a value that cannot
    raise (none, a constant, a name the code binds, a tuple or list of them), or a `with`
    block of `contextlib.suppress(...)` calls given names only holding such a block."""
    working = without_noops(block)
    if len(working) != 1:
        return False
    only = working[0]
    if isinstance(only, ast.Break | ast.Continue):
        return True
    if isinstance(only, ast.Return):
        return only.value is None or _cannot_raise(facts, only.value)
    return (
        isinstance(only, ast.With)
        and all(_suppresses_named(facts, item.context_expr) for item in only.items)
        and _sure_exit(facts, only.body)
    )


def _suppresses_named(facts: StrictFacts, context: ast.expr) -> bool:
    """`suppress(KeyError, errors.Missing)`: a `contextlib.suppress` call given only names
    or attribute chains, whose making raises nothing the block could suppress."""
    return (
        isinstance(context, ast.Call)
        and not context.keywords
        and all(isinstance(arg, ast.Name | ast.Attribute) for arg in context.args)
        and _suppresses(facts, context)
    )


def _cannot_raise(facts: StrictFacts, value: ast.expr) -> bool:
    """A constant, a name the code binds, or a tuple or list display of them."""
    if isinstance(value, ast.Tuple | ast.List):
        return all(_cannot_raise(facts, item) for item in value.elts)
    if isinstance(value, ast.Name):
        return bool(facts.names.bindings_of(value))
    return isinstance(value, ast.Constant)


# -- awaited calls ----------------------------------------------------------------------------
def awaited_call(node: ast.expr) -> ast.Call | None:
    """The call `await call(...)` waits for, else None."""
    if isinstance(node, ast.Await) and isinstance(node.value, ast.Call):
        return node.value
    return None


def runs_when_called(value: object, *, awaited: bool) -> bool:
    """Whether calling the function `value` runs its body: a `def`, or an `async def`
    whose call is awaited (called alone, it only makes a coroutine)."""
    return isinstance(value, ast.FunctionDef) or (
        awaited and isinstance(value, ast.AsyncFunctionDef)
    )


# -- what expressions hide from the limits ----------------------------------------------------
def decision_weight(node: ast.AST, facts: StrictFacts) -> int:
    """Decisions made in expressions, which McCabe complexity does not count.

    One per conditional expression, per extra operand of `and`/`or`, per comprehension
    `for` and `if`, and per `case` guard.
    """
    if isinstance(node, ast.IfExp):
        return 1
    if isinstance(node, ast.BoolOp):
        return len(node.values) - 1
    if isinstance(node, ast.comprehension):
        return 1 + len(node.ifs)
    return int(isinstance(node, ast.match_case) and node.guard is not None)


HIDDEN_DECISIONS = HiddenCount(
    weight=decision_weight,
    nodes=(ast.IfExp, ast.BoolOp, ast.comprehension, ast.match_case),
    unit="complexity",
    hides="counting the decisions in conditional expressions, and/or, comprehensions",
    loose_code=True,
)
"""What strict mode adds to McCabe complexity (logic_1)."""


def branch_weight(node: ast.AST, facts: StrictFacts) -> int:
    """Branches taken in expressions, which PLR0912 does not count.

    Two per conditional expression (like an if/else statement), one per extra operand of an
    `and`/`or` used as a statement (`ok and run()`), one per comprehension `if`, one per
    `assert`, and one per entry of a dispatch table called in place (`{...}[key]()`).
    """
    if isinstance(node, ast.IfExp):
        return 2
    if isinstance(node, ast.Expr):
        return len(node.value.values) - 1 if isinstance(node.value, ast.BoolOp) else 0
    if isinstance(node, ast.comprehension):
        return len(node.ifs)
    if isinstance(node, ast.Assert):
        return 1
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Subscript):
        return table_size(node.func.value, facts)
    return 0


HIDDEN_BRANCHES = HiddenCount(
    weight=branch_weight,
    nodes=(ast.IfExp, ast.Expr, ast.comprehension, ast.Assert, ast.Call),
    unit="branches",
    hides="counting conditional expressions, and/or statements, dispatch tables",
    loose_code=True,
)
"""What strict mode adds to PLR0912's branches (logic_3)."""


def table_size(node: ast.expr, facts: StrictFacts) -> int:
    """Entries of a literal dict or list of functions that is indexed and called."""
    if isinstance(node, ast.Name):
        names = facts.names
        bindings = names.bindings_of(node) or []
        values = [value for kind, value in bindings if kind == "expr"]
        node = values[0] if len(values) == 1 else node  # type: ignore[assignment]
    if isinstance(node, ast.Dict):
        return len(node.values)
    if isinstance(node, ast.List | ast.Tuple):
        return len(node.elts)
    return 0


def goto_raises(node: ast.AST, facts: StrictFacts) -> int:
    """`raise` statements that leave a `try` through a handler that returns what it caught.

    `try: ... raise Found(x) ... except Found as hit: return hit.value` is one more exit
    written as a raise: the function returns from as many places as before. A handler
    returning something that does not read the exception (`except ValueError: return
    None` after a validation raise) is an honest error path, not a hidden exit.
    """
    if not isinstance(node, ast.Try) or not any(map(_returns_what_it_caught, node.handlers)):
        return 0
    return len(explicit_raises(node.body))


def explicit_raises(body: list[ast.stmt]) -> list[ast.Raise]:
    """The `raise X` statements of a block (bare re-raises, nested functions and lambdas
    not included)."""
    return [
        item
        for statement in body
        for item in (statement, *own_walk(statement, into_lambdas=False))
        if isinstance(item, ast.Raise) and item.exc is not None
    ]


def _returns_what_it_caught(handler: ast.ExceptHandler) -> bool:
    """Whether the handler binds the exception (`as hit`) and a `return` of it reads it."""
    return handler.name is not None and any(
        isinstance(item, ast.Return)
        and item.value is not None
        and any(
            isinstance(name, ast.Name) and name.id == handler.name for name in ast.walk(item.value)
        )
        for item in own_walk(handler)
    )


HIDDEN_EXITS = HiddenCount(
    weight=goto_raises,
    nodes=(ast.Try,),
    unit="exits",
    hides="counting raises caught by a handler that returns",
    through_lambdas=False,
)
"""What strict mode adds to PLR0911's returns (logic_2)."""


def loose_code(
    tree: ast.Module, classes: Iterable[ast.ClassDef]
) -> Iterator[tuple[str, ast.AST, list[ast.stmt]]]:
    """(label, owner, statements) for code outside functions: the module and class bodies.

    Logic moved out of functions escapes every per-function limit; strict mode measures
    these bodies as if each were a function (definitions inside them excluded).
    """
    yield "module-level code", tree, [node for node in tree.body if not isinstance(node, _DEFS)]
    for node in classes:
        body = [item for item in node.body if not isinstance(item, _DEFS)]
        yield f"the body of class `{node.name}`", node, body


_PACKING_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.GeneratorExp)


def _discarded_calls(node: ast.expr) -> int:
    """Calls whose results an expression statement throws away, each a statement of its
    own: the elements of a tuple, list or set of calls, the operands of `and`/`or`, the
    element of a comprehension run for its side effects (`[log(x) for x in xs]`)."""
    if isinstance(node, ast.Call):
        return 1
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return sum(map(_discarded_calls, node.elts))
    if isinstance(node, ast.BoolOp):
        return sum(map(_discarded_calls, node.values))
    if isinstance(node, ast.IfExp):
        return max(_discarded_calls(node.body), _discarded_calls(node.orelse))
    if isinstance(node, _PACKING_COMPREHENSIONS):
        return 1 + _discarded_calls(node.elt)
    if isinstance(node, ast.Await | ast.Starred):
        return _discarded_calls(node.value)
    return 0


def _calls_handed(call: ast.Call) -> int:
    """How many of a call's arguments are calls themselves."""
    values = [*call.args, *(keyword.value for keyword in call.keywords)]
    return sum(isinstance(value, ast.Call) for value in values)


def _packed_arguments(node: ast.expr) -> int:
    """Calls handed side by side to one call (`run(load(), parse(), save())`): one
    statement each beyond the first. A call nested in another's argument
    (`parts.append(int(text.strip()))`) computes a value and adds nothing."""
    return sum(max(0, _calls_handed(call) - 1) for call in _calls_in(node))


def _calls_in(node: ast.expr) -> list[ast.Call]:
    """Every call in `node`, itself included, in no set order: `ast.walk`'s calls
    (`subtree_nodes` leaves out only leaves, none of them a call)."""
    return [item for item in subtree_nodes(node) if isinstance(item, ast.Call)]


def _thrown_away(node: ast.Assign) -> bool:
    """`_ = (load(), save())`: a value assigned only to the throwaway name `_`."""
    return all(isinstance(target, ast.Name) and target.id == "_" for target in node.targets)


def _picked_from_calls(node: ast.Subscript) -> int:
    """`(load(), save(), config)[-1]`: a literal tuple or list indexed by a constant keeps
    one element, so its calls beyond the first are statements whose results are dropped."""
    index = node.slice.operand if isinstance(node.slice, ast.UnaryOp) else node.slice
    if not isinstance(node.value, ast.Tuple | ast.List) or not isinstance(index, ast.Constant):
        return 0
    return max(0, _discarded_calls(node.value) - 1)


def statement_weight(node: ast.AST, facts: StrictFacts) -> int:
    """Statements packed into expressions, which PLR0915 counts as one: one per assignment
    expression (`:=`), in an expression statement (or one assigned to `_`) one per
    discarded call beyond the first and per call handed beside another to the same call,
    and the calls of a literal tuple indexed by a constant beyond the first."""
    if isinstance(node, ast.NamedExpr):
        return 1
    if isinstance(node, ast.Subscript):
        return _picked_from_calls(node)
    if isinstance(node, ast.Assign) and not _thrown_away(node):
        return 0
    if isinstance(node, ast.Expr | ast.Assign) and not isinstance(node.value, ast.Constant):
        return max(0, _discarded_calls(node.value) - 1) + _packed_arguments(node.value)
    return 0


_STATEMENT_NODES = (ast.NamedExpr, ast.Expr, ast.Assign, ast.Subscript)
HIDDEN_STATEMENTS = HiddenCount(
    statement_weight,
    _STATEMENT_NODES,
    "statements",
    "counting assignment expressions and extra calls per statement",
    through_lambdas=False,
)
"""What strict mode adds to PLR0915's statements (logic_4)."""


# -- comparisons the values compared settle ---------------------------------------------------
Span = tuple[float, float]
"""The range a number surely lies in (lowest, highest)."""
_KNOWN_NUMBERS: dict[str, Span] = {
    "sys.maxsize": (2**31 - 1, 2**63 - 1),
    "sys.maxunicode": (0x10FFFF, 0x10FFFF),
    "math.pi": (math.pi, math.pi),
    "math.e": (math.e, math.e),
    "math.tau": (math.tau, math.tau),
    "math.inf": (math.inf, math.inf),
}
"""Values of the standard library whose range no platform changes: `sys.maxsize` is at
least 2**31 - 1 and at most 2**63 - 1 (so `sys.maxsize < 0` is false everywhere, and
`sys.maxsize > 2**32`, a test for a 64-bit build, is not known)."""
_LENGTHS: Span = (0, 2**63 - 1)
"""What `len()` of anything gives (Python refuses a negative `__len__`)."""
_LARGEST = 1e300
"""Numbers beyond this are not worked out (`10 ** 10 ** 10` would take forever)."""
_LARGEST_POWER = 256
_LARGEST_BASE = 2**16
"""Powers worked out at most: `2 ** 64` is, `10 ** 10 ** 10` is not."""
_FOLLOWED_NAMES = 3
"""How many names bound to one constant a number is followed through."""


def comparison_truth(node: ast.Compare, facts: StrictFacts) -> bool | None:
    """Whether a comparison surely holds (True) or never does (False), when the ranges of
    the values compared settle it (`0 > 1`, `sys.maxsize < 0`, `len(rows) < 0`, `len(rows) +
    1 == 0`, `2 ** 3 == 8`, also through a name bound only to a number), or when it compares
    two strings (`'a' == 'b'`) or singletons (`None is None`); None when it may go either
    way. One reader for every instruction that judges dead code behind a test (doc_4's old
    code under a false flag, error_1's re-raise under one)."""
    truths: set[bool | None] = set()
    left = node.left
    for operation, right in zip(node.ops, node.comparators, strict=True):
        truths.add(_pair_truth(facts, operation, left, right))
        left = right
    if False in truths:
        return False
    return True if truths == {True} else None


def _pair_truth(
    facts: StrictFacts, operation: ast.cmpop, left: ast.expr, right: ast.expr
) -> bool | None:
    kind = type(operation)
    if isinstance(left, ast.Constant) and isinstance(right, ast.Constant):
        if isinstance(left.value, str) and isinstance(right.value, str) and kind in COMPARISONS:
            return bool(COMPARISONS[kind](left.value, right.value))
        singletons = (None, True, False, ...)
        if kind in (ast.Is, ast.IsNot) and left.value in singletons and right.value in singletons:
            same = left.value is right.value
            return same if kind is ast.Is else not same
    spans = number_span(left, facts), number_span(right, facts)
    if spans[0] is None or spans[1] is None or kind not in _ORDERS:
        return None
    return _span_truth(kind, spans[0], spans[1])


_ORDERS = frozenset({ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Eq, ast.NotEq})


def _span_truth(kind: type, left: Span, right: Span) -> bool | None:
    """Whether `left <op> right` holds for every pair of values in the two ranges (True),
    for none (False), or may differ (None)."""
    if kind in (ast.Gt, ast.GtE):
        kind, left, right = (ast.Lt if kind is ast.Gt else ast.LtE), right, left
    if kind is ast.Lt:
        return True if left[1] < right[0] else (False if left[0] >= right[1] else None)
    if kind is ast.LtE:
        return True if left[1] <= right[0] else (False if left[0] > right[1] else None)
    apart = left[1] < right[0] or right[1] < left[0]
    same = left[0] == left[1] == right[0] == right[1]
    equal = True if same else (False if apart else None)
    if kind is ast.Eq or equal is None:
        return equal
    return not equal


def number_span(node: ast.expr, facts: StrictFacts, depth: int = 0) -> Span | None:
    """The range a number surely lies in: a literal's own (also negated), a name's bound
    only to one, a standard value's (`_KNOWN_NUMBERS`), a `len()`'s (never negative), and
    sums and differences of those, products of exact numbers or of ranges that are not
    negative, powers of exact numbers of a sane size (`2 ** 32 - 1`); else None."""
    if isinstance(node, ast.Name) and depth < _FOLLOWED_NAMES:
        value = facts.names.only_value(node)
        if isinstance(value, ast.Constant):
            return number_span(value, facts, depth + 1)
    if isinstance(node, ast.Constant):
        value = node.value
        if isinstance(value, int | float) and not math.isnan(value) and abs(value) <= _LARGEST:
            return (value, value)
        return None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        inner = number_span(node.operand, facts, depth + 1)
        if inner is None or isinstance(node.op, ast.UAdd):
            return inner
        return (-inner[1], -inner[0])
    if isinstance(node, ast.BinOp) and depth < _FOLLOWED_NAMES * 4:
        return _arithmetic_span(node, facts, depth + 1)
    if isinstance(node, ast.Call):
        surely_len = facts.names.names(node.func) == {"builtins.len"}
        one_argument = len(node.args) == 1 and not isinstance(node.args[0], ast.Starred)
        return _LENGTHS if surely_len and one_argument and not node.keywords else None
    names = facts.names.names(node) if isinstance(node, ast.Attribute | ast.Name) else set()
    return _KNOWN_NUMBERS.get(next(iter(names))) if len(names) == 1 else None


def _arithmetic_span(node: ast.BinOp, facts: StrictFacts, depth: int) -> Span | None:
    left, right = number_span(node.left, facts, depth), number_span(node.right, facts, depth)
    if left is None or right is None:
        return None
    exact = left[0] == left[1] and right[0] == right[1]
    if isinstance(node.op, ast.Add):
        span = (left[0] + right[0], left[1] + right[1])
    elif isinstance(node.op, ast.Sub):
        span = (left[0] - right[1], left[1] - right[0])
    elif isinstance(node.op, ast.Mult) and (exact or min(left[0], right[0]) >= 0):
        span = (left[0] * right[0], left[1] * right[1])
    elif (
        isinstance(node.op, ast.Pow)
        and exact
        and type(right[0]) is int
        and 0 <= right[0] <= _LARGEST_POWER
        and abs(left[0]) <= _LARGEST_BASE
    ):
        span = (left[0] ** right[0],) * 2
    else:
        return None
    return span if all(abs(value) <= _LARGEST for value in span) else None


def loop_targets(facts: StrictFacts) -> dict[int, ast.expr]:
    """id() of each iterable a `for` loop or comprehension runs over -> the target it
    binds (used through `facts.derived`, so built once per code)."""
    return {
        id(loop.iter): loop.target
        for loop in facts.of_type(ast.For, ast.AsyncFor, ast.comprehension)
    }


READ_METHODS = frozenset({"items", "keys", "values", "get", "count", "index", "copy"})
"""Methods of a list, set or dict that read it and leave it as it is."""


@dataclass(frozen=True)
class ContainerReads:
    """Each name's reads (and deletions) and stores, and id() of the reads that only read
    a container where they stand: iterated, subscripted (not stored into), tested with
    `in`, or the receiver of a method of `READ_METHODS`."""

    reads: dict[str, list[ast.Name]]
    stores: dict[str, int]
    plain: set[int]

    def only_read(self, name: str) -> bool:
        """Whether the code binds `name` once and every read of it only reads it (nothing
        fills the table later: `OPTIONS['x'] = ...`, `.update()`, handed on)."""
        return self.stores.get(name, 0) == 1 and all(
            id(read) in self.plain for read in self.reads.get(name, ())
        )


def container_reads(facts: StrictFacts) -> ContainerReads:
    """The code's `ContainerReads` (used through `facts.derived`, so built once per code)."""
    reads: dict[str, list[ast.Name]] = {}
    stores: dict[str, int] = {}
    for name in facts.of_type(ast.Name):
        if isinstance(name.ctx, ast.Store):
            stores[name.id] = stores.get(name.id, 0) + 1
        else:
            reads.setdefault(name.id, []).append(name)
    plain = set(facts.derived(loop_targets))
    plain.update(id(node.value) for node in facts.of_type(ast.Subscript)
                 if isinstance(node.ctx, ast.Load))  # fmt: skip
    for node in facts.of_type(ast.Compare):
        if all(isinstance(op, ast.In | ast.NotIn) for op in node.ops):
            plain.update(map(id, node.comparators))
    for node in facts.of_type(ast.Call):
        if isinstance(node.func, ast.Attribute) and node.func.attr in READ_METHODS:
            plain.add(id(node.func.value))
    return ContainerReads(reads, stores, plain)


def node_parents(facts: StrictFacts) -> dict[int, ast.AST]:
    """id() of every node -> the node holding it (through `facts.derived`: once a code,
    shared by every check that asks)."""
    return {id(child): node for node in facts.nodes for child in ast.iter_child_nodes(node)}


def name_loads(facts: StrictFacts) -> dict[str, list[ast.Name]]:
    """Name -> its reads in walk order (through `facts.derived`: not walked per question)."""
    found: dict[str, list[ast.Name]] = {}
    for node in facts.of_type(ast.Name):
        if isinstance(node.ctx, ast.Load):
            found.setdefault(node.id, []).append(node)
    return found

"""logic_1: McCabe complexity of each function at most N."""

from __future__ import annotations

import ast
import copy
from typing import TYPE_CHECKING

from vibebench.instructions._base import int_param
from vibebench.instructions._code_facts import irrefutable
from vibebench.instructions._limits import (
    FunctionLimit,
    Limit,
    computed_read,
    condition_tables,
    module_classes,
    truth_picked,
    truth_table,
)
from vibebench.instructions._strict_flow import HIDDEN_DECISIONS

if TYPE_CHECKING:
    from vibebench.instructions._strict import StrictFacts

_BOUND = int_param("max_complexity", 5, (2, 15), "Highest McCabe complexity allowed per function.")
"""The only parameter: the bound on each function's measure."""


def _decisions(body: list[ast.stmt]) -> int:
    """Decision points in a block, counted the way Ruff's mccabe port counts them."""
    total = 0
    for node in body:
        if isinstance(node, ast.If):
            # An `elif` is an `if` nested in `orelse`, so it adds its own one there.
            total += 1 + _decisions(node.body) + _decisions(node.orelse)
        elif isinstance(node, ast.For | ast.AsyncFor | ast.While):
            total += 1 + _decisions(node.body) + _decisions(node.orelse)
        elif isinstance(node, ast.With | ast.AsyncWith):
            total += _decisions(node.body)
        elif isinstance(node, ast.Try | ast.TryStar):
            total += _decisions(node.body) + _decisions(node.orelse)
            total += _decisions(node.finalbody)
            total += sum(1 + _decisions(handler.body) for handler in node.handlers)
        elif isinstance(node, ast.Match):
            total += sum(1 + _decisions(case.body) for case in node.cases)
            last = node.cases[-1]
            total -= last.guard is None and irrefutable(last.pattern)  # its `else`
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            total += 1 + _decisions(node.body)
    return total


def complexity(func: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """An estimate of the function's cyclomatic complexity (1 + its decision points)."""
    return 1 + _decisions(func.body)


_ALL_OR_ANY = frozenset({"builtins.all", "builtins.any"})


def _picked_by_truth(node: ast.Subscript | ast.Call, facts: StrictFacts) -> int:
    """`{True: 'neg', False: 'pos'}[n < 0]`, `'NP'[n > 0]` or `NAMES[(x > 1) + (x > 10)]`,
    however the entry is read (`.get`, `.__getitem__`, `operator.getitem`,
    `operator.itemgetter`: see `entry_read`): an if/else per truth test, or an `elif` per
    entry beyond the first the tests can reach when that is more (`{(True, True): 'I',
    ...}[(x > 0, y > 0)]` picks one of four: three decisions)."""
    picked = truth_picked_through_fields(node, facts)
    if picked is None:
        return 0
    entries, leaves = picked
    return max(leaves, min(entries, 2 ** min(leaves, _MOST_LEAVES)) - 1)


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
        return None
    if isinstance(record, ast.Dict):
        if by_name:
            return None
        fields = zip(record.keys, record.values, strict=True)
        return next((value for name, value in fields if _constant(name, key.value)), None)
    if not isinstance(record, ast.Call) or record.args and not by_name:
        return None
    if not _record_made(record.func, facts, mapping=not by_name):
        return None
    return next((item.value for item in record.keywords if item.arg == key.value), None)


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


_PAIR = 2


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
    if names & _NAMESPACES:
        return True
    classes = facts.derived(module_classes)
    return any(
        name.startswith("local:") and name.rpartition(".")[2].removeprefix("local:") in classes
        for name in names
    )


_MOST_LEAVES = 16


def _condition_rows(node: ast.Tuple | ast.List | ast.Dict, facts: StrictFacts) -> int:
    """`((weight <= 0, 0.0), (express, 15.0), (True, 4.0))` or `{n < 0: 'neg', n > 0:
    'pos'}`: a table of conditions (see `condition_rows`), one decision per row led by
    anything but a constant."""
    rows = facts.derived(condition_tables).get(id(node))
    return rows[0] if rows else 0


def _all_or_any(node: ast.Call, facts: StrictFacts) -> int:
    """`all((a, b, c))` or `any([...])` of a literal: `a and b and c` spelled as a call,
    a decision per operand beyond the first as for `and`/`or`."""
    if len(node.args) != 1 or node.keywords or not isinstance(node.args[0], _LITERALS):
        return 0
    elements = node.args[0].elts
    if any(isinstance(item, ast.Starred) for item in elements):
        return 0
    return max(0, len(elements) - 1) if facts.names.names(node.func) & _ALL_OR_ANY else 0


_LITERALS = (ast.Tuple, ast.List, ast.Set)


_SUPPRESS = frozenset({"contextlib.suppress"})


def suppressed_guards(node: ast.With | ast.AsyncWith, facts: StrictFacts) -> int:
    """`with suppress(AssertionError): assert verbose; notify()`, `with
    suppress(ZeroDivisionError): 1 / keep; archive()`: a block whose errors a manager
    swallows (`contextlib.suppress`, also through the one name bound to it, or a class of
    the module whose `__exit__` may return true) runs the rest of its body only when a
    guard does not raise, an `if` per guard: an `assert`, or a statement that only computes
    a value and throws it away (alone or assigned to `_`: `1 / flag`, `flags['x']`,
    `int(text)`), before the block's last statement."""
    if len(node.body) < _PAIR or not any(
        _swallows(item.context_expr, facts) for item in node.items
    ):
        return 0
    return sum(_guard(statement, facts) for statement in node.body[:-1])


def _swallows(manager: ast.expr, facts: StrictFacts) -> bool:
    """`contextlib.suppress(...)` or an instance of a module class whose `__exit__` may
    return true (see `_swallowing_classes`), also through the one name bound to it."""
    manager = facts.names.only_value(manager)
    if not isinstance(manager, ast.Call):
        return False
    words = facts.derived(_manager_words)
    if not words:
        return False
    names = facts.names.names(manager.func)
    if "suppress" in words and names & _SUPPRESS and (manager.args or manager.keywords):
        return True
    classes = facts.derived(_swallowing_classes) if "__exit__" in words else frozenset()
    return any(
        name.startswith("local:") and name.rpartition(".")[2].removeprefix("local:") in classes
        for name in names
    )


def _manager_words(facts: StrictFacts) -> frozenset[str]:
    """Which of `suppress` and `__exit__` the code holds: without either no manager
    swallows an error, and no `with` needs resolving."""
    return frozenset(word for word in ("suppress", "__exit__") if word in facts.code)


def _swallowing_classes(facts: StrictFacts) -> frozenset[str]:
    """The module's classes whose `__exit__` returns something other than `None` or
    `False`: a manager that may swallow the error its block raised."""
    found: set[str] = set()
    for node in facts.of_type(ast.ClassDef):
        for item in node.body:
            if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name in {
                "__exit__",
                "__aexit__",
            }:
                returned = [part.value for part in ast.walk(item) if isinstance(part, ast.Return)]
                if any(value is not None and not _falsy_constant(value) for value in returned):
                    found.add(node.name)
    return frozenset(found)


def _falsy_constant(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value in {None, False}


_GUARD_PARTS = (ast.BinOp, ast.UnaryOp, ast.Compare, ast.BoolOp, ast.Subscript, ast.Attribute,
                ast.Call, ast.Name, ast.Constant, ast.Tuple, ast.List, ast.Set, ast.Dict,
                ast.Slice, ast.IfExp, ast.JoinedStr, ast.FormattedValue, ast.Starred,
                ast.expr_context, ast.operator, ast.unaryop, ast.cmpop, ast.boolop)  # fmt: skip
"""What a guard's value may be made of: no call but to pure functions, nothing bound,
awaited or yielded."""
_PURE_MODULES = ("builtins.", "operator.", "math.")
_IMPURE = frozenset(
    f"builtins.{name}"
    for name in ("input", "open", "print", "next", "iter", "exec", "eval", "compile",
                 "setattr", "delattr", "__import__", "breakpoint", "exit", "quit")
)  # fmt: skip


def _guard(statement: ast.stmt, facts: StrictFacts) -> bool:
    """An `assert`, or a value computed and thrown away (alone or assigned to `_`) by pure
    operations only (no call but of a builtin, `operator` or `math` function), which can
    do nothing but raise: a test."""
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
    for part in ast.walk(value):
        if not isinstance(part, _GUARD_PARTS):
            return False
        if isinstance(part, ast.Call):
            names = facts.names.names(part.func)
            if (
                not names
                or names & _IMPURE
                or not all(name.startswith(_PURE_MODULES) for name in names)
            ):
                return False
    return True


def hidden_decisions(node: ast.AST, facts: StrictFacts) -> int:
    """The decisions `decision_weight` counts, and those an `if`/`else` was rewritten as:
    a literal table indexed by truth tests (see `_picked_by_truth`).

    Asserts are not counted (invariant checks and test helpers assert with messages as a
    matter of course), nor products with a truth test (`rate * (x >= 0)` is how NumPy
    masks are written, and the types of the operands are not known)."""
    if isinstance(node, ast.Subscript):
        return _picked_by_truth(node, facts)
    if isinstance(node, ast.Call):
        return _picked_by_truth(node, facts) + _all_or_any(node, facts)
    if isinstance(node, ast.Tuple | ast.List | ast.Dict):
        return _condition_rows(node, facts)
    if isinstance(node, ast.With | ast.AsyncWith):
        return suppressed_guards(node, facts)
    return HIDDEN_DECISIONS.weight(node, facts)


_HIDDEN = HIDDEN_DECISIONS.extended(
    hidden_decisions,
    (ast.Subscript, ast.Call, ast.Tuple, ast.List, ast.Dict, ast.With, ast.AsyncWith),
    "values picked by a truth test, condition tables, guards in blocks whose errors are swallowed",
)


class CyclomaticComplexity(FunctionLimit):
    """Keep every function's cyclomatic complexity low.

    What it asks:
        The McCabe cyclomatic complexity of each function and method, one plus its
        decision points (`if`, `elif`, loops, `except` clauses, `case` arms, nested
        functions), is at most `max_complexity`.

    Why:
        Complexity counts the independent paths a test suite must cover; functions over a
        small bound are where bugs hide. Meeting a tight bound forces helper functions or
        table-driven logic, which models rarely produce unprompted.

    Verified by:
        Ruff C901 (mccabe complex-structure) with `max-complexity` set to the parameter.
        McCabe counts statements only, so decisions made inside expressions are free.

    Strict mode:
        The top-level code of a constant string a function runs through
        exec/eval/compile counts toward that function's decisions, its hidden parts
        included (functions the string defines are judged on their own).
        Also counts the decisions hidden in expressions: one per conditional expression
        (`a if c else b`), per extra operand of `and`/`or` (a default picked by `or`,
        `host or 'localhost'`, is a decision too, as in radon's count: the prompt's
        decision points are examples, and `x if x else d` counts the same), per
        comprehension `for` and `if`, per `case` guard, per element beyond the first of
        a literal handed to `all` or `any` (`all((a > 0, b > 0))` is `a > 0 and b > 0`),
        per truth test picking an entry of a literal table (a tuple or list, a string or
        bytes, `'NP'[n > 0]`, `range` of integer literals, `range(2)[n > 0]`, `tuple` or
        `list` of such, an entry of a literal tuple or list of such tables at any depth,
        `(('III', 'II'), ('IV', 'I'))[x > 0][y > 0]`, or a dict keyed by `True`/`False`,
        integers, text or tuples of them): a comparison, `and`/`or` or `not`, a
        comparison spelled as a call (`operator.lt(n, 0)`, `n.__lt__(0)`), a call of
        `isinstance`, `issubclass`, `callable`, `hasattr` or a str or set predicate
        (`name.startswith('_')`, `text.isdigit()`), a name bound once to one, `int(...)`
        of one or `bool(...)` of anything, its number (`(n < 0).real`, `.numerator`,
        `.__index__()`, `operator.index`) or its text (`str(n < 0)`, `repr`, `format`,
        fields of an f-string, `'%s%s' % (...)`, `'{}{}'.format(...)`, `''.join((...))`:
        `{'TrueFalse': 'IV', ...}[f'{x > 0}{y < 0}']`), combined by `+`, `-`, `*`,
        `//`, `%`, `**`, `<<`, `>>`, `|`, `&`, `^`, `~` or a sign, summed with `sum` of a
        literal tuple or list or counted with `(a > 0, b > 0).count(True)`, passed
        through `min`, `max`, `abs`, `round` or any other builtin (but `input`, `open`,
        `id`, `next`, `iter` and the like), `operator` or `math` function, or any method
        or attribute of such a value (`hash(n < 0)`, `(n < 0).__hash__()`,
        `math.floor(n < 0)`), or put in a tuple (the key of a
        tuple-keyed dict, `{(True, True): 'I', ...}[(x > 0, y > 0)]`), or read from a
        field of a record holding it (`flags['neg']`, `flags.get('neg')`, `flags.neg`,
        `getattr(flags, 'neg')` of a name bound once to a dict display, `dict(...)`,
        `types.SimpleNamespace(...)`, a `namedtuple` or a class of the module given the
        field by keyword: `flags = {'neg': n < 0}; ('pos', 'neg')[flags['neg']]`), the
        table also through the one name
        bound to it and the index through every binding of the names in it (`level = (x
        > 1) + (x > 10)` then `level = min(level + (x > 100), 3)`), however the entry is
        read (`[k]`, `.get(k)`, `.__getitem__(k)`, `operator.getitem(T, k)`,
        `operator.itemgetter(k)(T)`, `getattr(T, 'get')(k)`, `str.__getitem__(T, k)`,
        `.pop(k)`, a slice whose bounds are so made, `T[k:]`, or `itertools.islice(T, k,
        None)`, once for the most tests in one bound:
        `{True: 'neg', False: 'pos'}[n < 0]`, `('pos', 'neg')[int(n < 0)]`,
        `NAMES[sum((x > 1, x > 10))]`), or, when more, one per entry beyond the first
        the tests can reach (four entries picked by two tests: three, as the nested
        if/else picking one of them has), per guard in a block whose errors a manager
        swallows (`contextlib.suppress(...)`, also through the one name bound to it, or a
        class of the module whose `__exit__` may return true): an `assert`, or a value
        made by operators, subscripts, attributes and builtin, `operator` or `math`
        functions alone and thrown away (alone or assigned to `_`: `1 / flag`, `_ =
        [None][not flag]`), before the block's last statement (`with
        suppress(AssertionError): assert n < 0; sign = 'negative'` is an `if`), and per
        row of a condition table, a literal tuple or list of rows (tuples or lists of two
        or more fields, dicts with text keys, or records built by a class of the module,
        a `namedtuple`, `types.SimpleNamespace` or `dict`: `Rule(score >= 90, 'A')`) or a
        dict, with two or more rows led by a truth test (as above:
        `((operator.lt(n, 0), 'neg'), ...)` too; a row's lead is its first field, or when
        that holds fewer than two tests the field of the place or name holding the most,
        `(('A', score >= 90), ...)`; a dict's are its keys), one per row led by anything
        but a constant (`((weight <= 0, 0.0), (express, 15.0), (True, 4.0))`, `((n < 0,
        'neg', -1), ...)`: each row is an `elif`, whatever picks the first true one),
        with lambdas counting for the function that holds them, and a class
        body inside a function (also inside classes inside it) counting for that function,
        which runs it on every call (`class _Fees: heavy = 15.0 if w > 20 else 0.0`).
        Module-level code and class bodies are
        measured like functions, so logic moved out of functions is bounded too, except
        for the guards that pick what a module imports or runs (`try`/`except
        ImportError`, also with other errors, `except (ImportError, OSError)`, when the
        `try` imports, `if TYPE_CHECKING:`, `if __name__ == '__main__':`, and tests of
        `sys.version_info`, `sys.platform`, `os.name` or `platform` values, or of names
        set only by imports or to constants, alone or compared with literals, and
        `hasattr` of a module: `if platform.system() == 'Linux':`, `if yaml is not
        None:`): what they hold is measured (a `__main__` block that branches, or a
        script branching on `sys.argv`, is script logic), the guards are not.
        Still possible: a dispatch table of small functions, truth tests listed other
        than as the leads of rows (`[n < 0, n > 0].index(True)`, `zip(tests, values)`,
        `itertools.compress(values, tests)`), rows built by calls of other functions or
        at run time, entries read otherwise (`deque(T)[k]`, a loop counting to the
        index), rows led or entries picked by calls of functions whose yes-or-no answer
        the code does not show (`is_admin(user)`),
        guards rewritten as asserts
        (with or without a message: invariant checks and test helpers assert as a matter
        of course) outside a block whose errors are swallowed, a test that is the last
        statement of such a block or bound to a name (`with suppress(KeyError): value =
        table[key]`, written as honest code writes a `try`), managers swallowing errors
        otherwise (a `@contextmanager` generator catching around its `yield`), records
        built otherwise or passed in, amounts multiplied by a truth test or a flag
        (`10.0 * (country != 'US')`, `0.5 * express`: NumPy masks are written so, and the
        operands' types are not known), or decisions hidden in calls to library code
        (`max(5.0, x)`).
    """

    id = "logic_1"
    name = "cyclomatic_complexity"
    category = "logic"
    description = "Keep each function's McCabe cyclomatic complexity at or below a bound."
    generation_prompt = (
        "Keep the cyclomatic complexity of every function and method at most "
        "{max_complexity}: one plus the number of decision points such as if/elif, loops, "
        "except clauses and match cases."
    )
    edit_prompt = (
        "Refactor the code so that every function and method has a cyclomatic complexity "
        "of at most {max_complexity}, splitting logic into helpers or lookups where needed."
    )
    limit = Limit("C901", "mccabe.max-complexity", _BOUND, complexity, _HIDDEN)

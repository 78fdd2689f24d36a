"""logic_1: McCabe complexity of each function at most N."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from vibebench.instructions._base import int_param
from vibebench.instructions._code_facts import irrefutable
from vibebench.instructions._limits import (
    FunctionLimit,
    Limit,
    entry_read,
    truth_pick,
    truth_table,
    truth_test,
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
    picked = truth_picked(node, facts)
    if picked is None:
        return 0
    entries, leaves = picked
    return max(leaves, min(entries, 2 ** min(leaves, _MOST_LEAVES)) - 1)


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
    return HIDDEN_DECISIONS.weight(node, facts)


# -- tables read by a computed index, condition tables: shared with logic_3 -------------------
# These widen `_limits.entry_read`, `truth_pick` and `condition_rows`, where they belong.
_ISLICE = frozenset({"itertools.islice"})
_MOST_POP_ARGS = 2


def computed_read(
    node: ast.expr, facts: StrictFacts
) -> tuple[ast.expr, list[ast.expr], int] | None:
    """(table, index parts, fallbacks) of a read of a table by an index, however spelled:
    the reads `entry_read` knows, `T.pop(k[, d])`, a slice (`T[k:]`, `T[k:k + 1]`, its
    bounds the parts) and `itertools.islice(T, k, ...)` (its start, stop and step). Each
    picks what `T[k]` picks."""
    read = entry_read(node, facts)
    if read is not None:
        table, key, fallbacks = read
        if isinstance(key, ast.Slice):
            return table, [part for part in (key.lower, key.upper, key.step) if part], 0
        return table, [key], fallbacks
    if not isinstance(node, ast.Call) or node.keywords or not node.args:
        return None
    func, args = node.func, node.args
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
    see `derived_leaves`): (entries, truth tests), else None. A text-keyed dict is left to
    `truth_pick`, which asks for an index that makes text."""
    read = computed_read(node, facts)
    if read is None:
        return None
    table, parts, _ = read
    entries = truth_table(table, facts) if parts else 0
    if not entries:
        return None
    if _text_keyed(table, facts):
        return truth_pick(node, facts)
    leaves = [derived_leaves(part, facts) for part in parts]
    if None in leaves:
        return None
    most = max(leaves)  # type: ignore[type-var]
    return (entries, most) if most else None  # type: ignore[return-value]


def _text_keyed(table: ast.expr, facts: StrictFacts) -> bool:
    table = facts.names.only_value(table)
    return isinstance(table, ast.Dict) and any(
        isinstance(key, ast.Constant) and isinstance(key.value, str) for key in table.keys
    )


_PURE_MODULES = ("builtins.", "operator.", "math.")
_IMPURE = frozenset(
    f"builtins.{name}"
    for name in ("input", "open", "id", "globals", "locals", "vars", "dir", "eval", "exec",
                 "compile", "__import__", "breakpoint", "help", "print", "next", "iter")
)  # fmt: skip
"""Builtins whose answer is not made from their arguments alone."""
_FOLLOWED_BINDINGS = 3


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
        return _bound_leaves(index, facts, seen)
    if truth_test(index, facts):
        return 1
    parts = _derived_parts(index, facts)
    if parts is None:
        return None
    total = 0
    for part in parts:
        leaves = derived_leaves(part, facts, seen)
        if leaves is None:
            return None
        total += leaves
    return total


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
    if not isinstance(index, ast.Call):
        return None
    args = [*index.args, *(item.value for item in index.keywords)]
    names = facts.names.names(index.func)
    if names and all(name.startswith(_PURE_MODULES) for name in names):
        return None if names & _IMPURE else args
    return [index.func.value, *args] if isinstance(index.func, ast.Attribute) else None


def _bound_leaves(name: ast.Name, facts: StrictFacts, seen: frozenset[str]) -> int | None:
    """`derived_leaves` of every value a name is bound to (a name read inside its own
    binding, `level = min(level + x, 4)`, adds nothing more)."""
    if name.id in seen:
        return 0
    if len(seen) >= _FOLLOWED_BINDINGS:
        return None
    bindings = facts.names.bindings_of(name) or []
    values = [value for kind, value in bindings if kind == "expr" and isinstance(value, ast.expr)]
    if not values or len(values) != len(bindings):
        return None
    if len(values) == 1 and truth_test(values[0], facts):
        return 1
    total = 0
    for value in values:
        leaves = derived_leaves(value, facts, seen | {name.id})
        if leaves is None:
            return None
        total += leaves
    return total


_PAIR = 2
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
    c)`, `dict(rows).get(True)`, `next(r.letter for r in rows if r.hit)`)."""
    found: dict[int, tuple[int, int]] = {}
    for node in facts.of_type(ast.Tuple, ast.List, ast.Dict):
        if isinstance(node, ast.Dict):
            rows = node.keys
            leads = [key for key in node.keys if key is not None]
            tests = sum(truth_test(lead, facts) for lead in leads) if len(rows) >= _PAIR else 0
        elif len(node.elts) >= _PAIR:
            leads, tests = _leading_column(node.elts, facts)
        else:
            continue
        if len(leads) < _PAIR or tests < _PAIR:
            continue
        constant = sum(isinstance(lead, ast.Constant) for lead in leads)
        found[id(node)] = (len(leads) - constant, constant)
    return found


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
    if names & _RECORD_MAKERS:
        return True
    classes = facts.derived(module_classes)
    return any(
        name.startswith("local:") and name.rpartition(".")[2].removeprefix("local:") in classes
        for name in names
    )


def module_classes(facts: StrictFacts) -> frozenset[str]:
    """The names of the module's classes."""
    return frozenset(node.name for node in facts.of_type(ast.ClassDef))


_HIDDEN = HIDDEN_DECISIONS.extended(
    hidden_decisions,
    (ast.Subscript, ast.Call, ast.Tuple, ast.List, ast.Dict),
    "values picked by a truth test, condition tables",
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
        tuple-keyed dict, `{(True, True): 'I', ...}[(x > 0, y > 0)]`), the table also
        through the one name
        bound to it and the index through every binding of the names in it (`level = (x
        > 1) + (x > 10)` then `level = min(level + (x > 100), 3)`), however the entry is
        read (`[k]`, `.get(k)`, `.__getitem__(k)`, `operator.getitem(T, k)`,
        `operator.itemgetter(k)(T)`, `getattr(T, 'get')(k)`, `str.__getitem__(T, k)`,
        `.pop(k)`, a slice whose bounds are so made, `T[k:]`, or `itertools.islice(T, k,
        None)`, once for the most tests in one bound:
        `{True: 'neg', False: 'pos'}[n < 0]`, `('pos', 'neg')[int(n < 0)]`,
        `NAMES[sum((x > 1, x > 10))]`), or, when more, one per entry beyond the first
        the tests can reach (four entries picked by two tests: three, as the nested
        if/else picking one of them has), and per row of a condition
        table, a literal tuple or list of rows (tuples or lists of two or more fields,
        dicts with text keys, or records built by a class of the module, a `namedtuple`,
        `types.SimpleNamespace` or `dict`: `Rule(score >= 90, 'A')`) or a dict, with two
        or more rows led by a truth test (as above: `((operator.lt(n, 0), 'neg'), ...)`
        too; a row's lead is its first field, or when that holds fewer than two tests the
        field of the place or name holding the most, `(('A', score >= 90), ...)`; a
        dict's are its keys), one per row led by anything but a constant (`((weight <= 0,
        0.0), (express, 15.0), (True, 4.0))`, `((n < 0, 'neg', -1), ...)`: each row is an
        `elif`, whatever picks the first true one), with lambdas counting for the function
        that holds them, and a class
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
        of course), amounts multiplied by a truth test or a flag (`10.0 * (country !=
        'US')`, `0.5 * express`: NumPy masks are written so, and the operands' types are
        not known), or decisions hidden in calls to library code (`max(5.0, x)`).
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

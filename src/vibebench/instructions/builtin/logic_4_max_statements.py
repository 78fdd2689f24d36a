"""logic_4: at most N statements per function."""

from __future__ import annotations

import ast
import doctest
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from vibebench.instructions._base import int_param
from vibebench.instructions._code_facts import COMPREHENSIONS, is_elif
from vibebench.instructions._limits import (
    FunctionLimit,
    Limit,
    namespace_read,
    parameters_called,
    split_words,
)
from vibebench.instructions._strict import without_noops
from vibebench.instructions._strict_flow import HIDDEN_STATEMENTS, own_walk

if TYPE_CHECKING:
    from vibebench.instructions._strict import StrictFacts

_BOUND = int_param("max_statements", 15, (5, 50), "Most statements allowed per function.")
"""The only parameter: the bound on each function's measure."""


def _if_statements(node: ast.If) -> int:
    """An `if` with its `elif`/`else` clauses: one per clause plus their bodies."""
    total = 1 + _statements(node.body)
    if len(node.orelse) == 1 and is_elif(node, node.orelse[0]):
        return total + _statements(node.orelse)
    return total + (1 + _statements(node.orelse) if node.orelse else 0)


def _try_statements(node: ast.Try | ast.TryStar) -> int:
    total = 1 + _statements(node.body) + (1 if len(node.handlers) > 1 else 0)
    total += 1 + _statements(node.orelse) if node.orelse else 0
    total += 2 + _statements(node.finalbody) if node.finalbody else 0
    return total + sum(1 + _statements(handler.body) for handler in node.handlers)


def _statements(body: list[ast.stmt]) -> int:
    """Statements in a block, counted the way Ruff's PLR0915 (after pylint) counts them."""
    total = 0
    for node in body:
        if isinstance(node, ast.If):
            total += _if_statements(node)
        elif isinstance(node, ast.Try | ast.TryStar):
            total += _try_statements(node)
        elif isinstance(node, ast.For | ast.AsyncFor):
            total += _statements(node.body) + _statements(node.orelse)
        elif isinstance(node, ast.While):
            total += 1 + _statements(node.body) + _statements(node.orelse)
        elif isinstance(node, ast.Match):
            total += 1 + sum(_statements(case.body) for case in node.cases)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.With | ast.AsyncWith):
            total += 1 + _statements(node.body)
        elif not isinstance(node, ast.Return):
            total += 1
    return total


def statement_count(func: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """The function's statements as PLR0915 counts them (returns are not counted)."""
    return _statements(func.body)


_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


_RUNS_EXAMPLES = frozenset({"doctest.run_docstring_examples"})
"""doctest functions running the examples of the object or text handed to them."""
_BUILDS_TEST = frozenset({"doctest.DocTestFinder().find", "doctest.DocTestParser().get_doctest"})
"""doctest functions building a test of those examples, which a runner then runs."""
_RUNS_TEST = frozenset({"run", "runTest", "debug"})
"""Methods running a built test (`DocTestRunner().run(test)`, a `DocTestCase`'s)."""


def doctests_run(facts: StrictFacts) -> list[tuple[ast.AST, int]]:
    """(call, statements) of a `doctest` call running the examples of a carrier
    (`doctest.run_docstring_examples(_steps, globs)`, or building a test of them the
    module runs: `DocTestRunner().run(parser.get_doctest(_STEPS, ...))`): the examples run
    as the caller's statements, as code run through `exec` does (an example that does not
    parse counts one). A carrier holds examples and nothing else (see `_carried`): the
    examples of a documented function or class are its documentation, not the steps of
    the code running them, and `script_from_examples` or `get_examples` run nothing."""
    if "doctest" not in facts.code:
        return []
    found: list[tuple[ast.AST, int]] = []
    tests_run: bool | None = None
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        if not names & (_RUNS_EXAMPLES | _BUILDS_TEST):
            continue
        if not names & _RUNS_EXAMPLES:
            tests_run = _tests_run(facts) if tests_run is None else tests_run
            if not tests_run:
                continue
        texts = [_carried(facts, arg) for arg in call.args]
        amount = sum(_examples_run(text) for text in texts if text)
        if amount:
            found.append((call, amount))
    return found


def _tests_run(facts: StrictFacts) -> bool:
    """Whether the code calls a method that runs a built doctest (`runner.run(test)`)."""
    return any(
        isinstance(call.func, ast.Attribute) and call.func.attr in _RUNS_TEST
        for call in facts.of_type(ast.Call)
    )


def _carried(facts: StrictFacts, arg: ast.expr) -> str | None:
    """The examples' text `arg` carries: a constant string (also through a name bound
    to one), or the docstring of a module function or class whose body is that docstring
    alone (with `pass` or `...`); None for anything else, a documented function too."""
    text = facts.source_of(arg)
    if text is not None or not isinstance(arg, ast.Name):
        return text
    bindings = facts.names.bindings_of(arg) or []
    made = [item for _, item in bindings if isinstance(item, _DEFS)]
    if len(made) != 1 or not all(_filler(item) for item in made[0].body[1:]):
        return None
    return ast.get_docstring(made[0], clean=False)


def _filler(node: ast.stmt) -> bool:
    """`pass` or `...`: a statement that only fills a body."""
    return isinstance(node, ast.Pass) or (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and node.value.value is Ellipsis
    )


def _examples_run(text: str) -> int:
    """The statements of the `>>>` examples in `text`, counted as PLR0915 counts them."""
    if ">>>" not in text:
        return 0
    try:
        examples = doctest.DocTestParser().get_examples(text)
    except ValueError:  # (`>>>x`: doctest itself refuses to run it)
        return 1
    total = 0
    for example in examples:
        try:
            total += _statements(ast.parse(example.source).body)
        except SyntaxError:
            total += 1
    return total


def hidden_statements(node: ast.AST, facts: StrictFacts) -> int:
    """The statements `statement_weight` counts, those of a class body inside a function
    (`class _Run: s0 = step_0(config) ...`), which run when the function does (PLR0915
    counts the class as one statement), calls run side by side (`_side_by_side`), and the
    rest `_BY_TYPE` lists, by the node's type."""
    weigh = _BY_TYPE.get(type(node))
    return HIDDEN_STATEMENTS.weight(node, facts) if weigh is None else weigh(node, facts)


def _in_class(node: ast.ClassDef, facts: StrictFacts) -> int:
    """A class defined inside a function: its body's statements, and its decorators,
    bases and keywords as calls side by side (see `_run_when_defined`)."""
    if not isinstance(facts.owner(node), ast.FunctionDef | ast.AsyncFunctionDef):
        return 0
    body = _statements(
        [item for item in node.body if not isinstance(item, _DEFS) and not _declared(item)]
    )
    methods = sum(
        _statements(item.body)
        for item in node.body
        if isinstance(item, ast.FunctionDef) and item.name in {"__init__", "__new__"}
    )
    methods = methods if methods and _built_in(node, facts) else 0
    return _packed(_run_when_defined(node)) + body + methods + _code_decorators(node)


def _declared(statement: ast.stmt) -> bool:
    """A field a class body only declares (`units: int = 0`, `name: str`): a record's
    shape, as a dataclass or NamedTuple written in a function has it, no work run."""
    return isinstance(statement, ast.AnnAssign) and (
        statement.value is None or isinstance(statement.value, ast.Constant)
    )


def _built_in(node: ast.ClassDef, facts: StrictFacts) -> bool:
    """Whether the function defining a class calls it by name, so its `__init__` (or
    `__new__`) runs when the function does; a class only returned (a factory) is not."""
    function = facts.owner(node)
    return any(
        isinstance(item, ast.Call)
        and isinstance(item.func, ast.Name)
        and item.func.id == node.name
        for item in own_walk(function)
    )


def _in_function(
    node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda, facts: StrictFacts
) -> int:
    """A function or lambda defined inside a function: its decorators and default values
    as calls side by side (see `_run_when_defined`)."""
    arguments = node.args
    decorators = getattr(node, "decorator_list", ())
    code = _code_decorators(node) if decorators else 0
    annotations = [] if isinstance(node, ast.Lambda) else _annotations(node, facts)
    given = len(arguments.defaults) + len(arguments.kw_defaults) + len(decorators)
    if given + len(annotations) < _SIDE_BY_SIDE and not code:
        return 0  # too few to be calls side by side
    if not isinstance(facts.owner(node), ast.FunctionDef | ast.AsyncFunctionDef):
        return 0
    return _packed([*_run_when_defined(node), *annotations]) + code


def _annotations(
    node: ast.FunctionDef | ast.AsyncFunctionDef, facts: StrictFacts
) -> list[ast.expr]:
    """A nested function's parameter and return annotations, evaluated when the `def`
    runs (none under `from __future__ import annotations`)."""
    if "annotations" in facts.code and "__future__" in facts.code:
        return []
    arguments = node.args
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    every += [item for item in (arguments.vararg, arguments.kwarg) if item is not None]
    found = [item.annotation for item in every if item.annotation is not None]
    return found + ([node.returns] if node.returns is not None else [])


def _code_decorators(
    node: ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda,
) -> int:
    """Decorators that are code run in place, a lambda or a lambda called (`@lambda cls:
    cls.__setattr__('a', conn.open()) or cls`): one statement each, run when the
    definition is."""
    return sum(
        isinstance(item, ast.Lambda)
        or (isinstance(item, ast.Call) and isinstance(item.func, ast.Lambda))
        for item in getattr(node, "decorator_list", ())
    )


def _in_comprehension(
    node: ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp, facts: StrictFacts
) -> int:
    made = [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]
    return sum(
        _steps_run(loop.iter, loop.target, [*made, *loop.ifs], facts)
        + _bound_once(loop.iter, facts)
        + sum(map(_thrown_in_test, loop.ifs))
        for loop in node.generators
    )


def _in_expression_statement(node: ast.Expr, facts: StrictFacts) -> int:
    weight = HIDDEN_STATEMENTS.weight(node, facts)
    kind = type(node.value)
    if kind in _REACHING:
        weight += _dropped_in_dicts(node.value)
    return weight + _dropped_deeper(node.value, facts) if kind in _REACHING_DEEPER else weight


def _in_assignment(node: ast.Assign, facts: StrictFacts) -> int:
    weight = HIDDEN_STATEMENTS.weight(node, facts) + _stored_keys(node.targets, node.value)
    weight += _in_targets(node.targets)
    packed = _identity_packed(node, facts)
    if packed is not None:
        return weight + _assigned_together(node.targets[0].elts, packed)  # type: ignore[attr-defined]
    kind = type(node.value)
    if kind not in _REACHING_DEEPER:
        return weight  # nothing in dicts, no literal unpacked
    if _all_underscores(node):
        weight += _dropped_deeper(node.value, facts)
        weight += _dropped_in_dicts(node.value) if kind in _REACHING else 0
    shown = kind in _REACHING or _values_shown(node.value) is not node.value
    return weight + _unpacked_away(node, facts) if shown else weight


def _identity_packed(node: ast.Assign, facts: StrictFacts) -> list[ast.expr] | None:
    """`a, b, c = _pack(f(), g(), h())` with `def _pack(*values): return values` (or
    `return a, b, c` of as many parameters, or such a lambda): a call of a module function
    that hands back its arguments as a tuple, unpacked into a tuple or list of targets, is
    the literal of its arguments unpacked (see `_assigned_together`); None otherwise."""
    value = node.value
    if (
        len(node.targets) != 1
        or not isinstance(node.targets[0], ast.Tuple | ast.List)
        or not isinstance(value, ast.Call)
        or not isinstance(value.func, ast.Name)
        or value.keywords
        or any(isinstance(arg, ast.Starred) for arg in value.args)
    ):
        return None
    bindings = facts.names.bindings_of(value.func) or []
    if len(bindings) != 1:
        return None
    made = bindings[0][1]
    if isinstance(made, ast.FunctionDef) and not made.decorator_list:
        body = without_noops(made.body)
        if len(body) != 1 or not isinstance(body[0], ast.Return):
            return None
        returned = body[0].value
    elif isinstance(made, ast.Lambda):
        returned = made.body
    else:
        return None
    return value.args if _hands_back_arguments(made.args, returned, len(value.args)) else None


def _hands_back_arguments(arguments: ast.arguments, returned: ast.expr | None, count: int) -> bool:
    """Whether a function of these parameters returning `returned` hands back its `count`
    positional arguments as a tuple: `*values` returned, or a tuple of its parameters."""
    plain = [*arguments.posonlyargs, *arguments.args]
    if arguments.kwonlyargs or arguments.kwarg is not None:
        return False
    if arguments.vararg is not None:
        named = arguments.vararg.arg
        return not plain and isinstance(returned, ast.Name) and returned.id == named
    return (
        isinstance(returned, ast.Tuple)
        and len(plain) == count == len(returned.elts)
        and all(
            isinstance(item, ast.Name) and item.id == parameter.arg
            for item, parameter in zip(returned.elts, plain, strict=True)
        )
    )


def _in_augmented(node: ast.AugAssign | ast.AnnAssign, facts: StrictFacts) -> int:
    return _stored_keys([node.target], node.value)


def _dropped_deeper(value: ast.expr, facts: StrictFacts) -> int:
    """The statements a thrown-away value hides beyond `_dropped_in_dicts` (and
    `statement_weight`): calls in the operands of an operator (`'%s%s' % (db.archive(),
    db.close())`, `[db.archive()] + [db.close()]`), in the body of a lambda called in place
    (`(lambda: (db.archive(), db.close()))()`, also through the one name bound to it or
    handed to `operator.call`: see `_run_lambda`), in a literal spread into a call's
    arguments (`print(*(db.archive(), db.close()))`, as calls handed side by side), and in
    a literal whose method is called (`[db.archive(), db.close()].clear()`) or handed to a
    builtin (`len([db.archive(), db.close()])`), one per call beyond the first."""
    deep = _discarded(value, dicts=True, deep=True, facts=facts)
    return max(0, deep - 1) - max(0, _discarded(value, dicts=True) - 1)


def _always_true_test(test: ast.expr) -> bool:
    """A test whose truth is its display's size, not its values: a tuple, list, set or
    dict display (`if (db.archive(), db.close()):`), one joined to another (`[a()] +
    [b()]`) or negated."""
    if isinstance(test, ast.BinOp):
        return _always_true_test(test.left) or _always_true_test(test.right)
    if isinstance(test, ast.UnaryOp):
        return _always_true_test(test.operand)
    return isinstance(test, (*_LITERALS, ast.Dict))


def _in_test(node: ast.If | ast.While | ast.Assert, facts: StrictFacts) -> int:
    """`assert (db.archive(), db.close())`, `if (...): return`: a display tested for its
    size throws its values away, one statement per call beyond the first (see
    `_thrown_in_test`)."""
    return _thrown_in_test(node.test)


def _thrown_in_test(test: ast.expr) -> int:
    """One statement per call beyond the first of each display whose truth alone a test
    reads: the test itself (see `_always_true_test`), or an operand of its `and`/`or` or
    `not` (`if ok and (db.archive(), db.close()):`)."""
    if _always_true_test(test):
        return max(0, _discarded(test, dicts=True, deep=True) - 1)
    if isinstance(test, ast.BoolOp):
        return sum(_thrown_in_test(item) for item in test.values)
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return _thrown_in_test(test.operand)
    return 0


def _in_if_expression(node: ast.IfExp, facts: StrictFacts) -> int:
    """`x if (db.archive(), db.close()) else y`: a display tested for its size."""
    return HIDDEN_STATEMENTS.weight(node, facts) + _thrown_in_test(node.test)


def _in_named_expression(node: ast.NamedExpr, facts: StrictFacts) -> int:
    """One statement per assignment expression, save a test's own (see `_tests_binding`)."""
    if id(node) in facts.derived(_tests_binding):
        return 0
    return HIDDEN_STATEMENTS.weight(node, facts)


def _tests_binding(facts: StrictFacts) -> frozenset[int]:
    """The ids of the assignment expressions that are a test's own binding: the only one
    in the test of an `if`, `elif` or `while`, or in the conditions of a comprehension,
    standing as the test or an operand of its comparison, `not` or `and`/`or` (`if m :=
    PATTERN.match(line):`, `while (top := stack.pop()) != '(':`, `[y for x in xs if (y :=
    f(x))]`): binding the value it tests is what `:=` is for, one statement with its test.
    Two or more in one test (`if (a := f()) and (b := g()):`) are steps packed there."""
    tests: list[list[ast.expr]] = [[node.test] for node in facts.of_type(ast.If, ast.While)]
    tests += [
        [condition for loop in node.generators for condition in loop.ifs]
        for node in facts.of_type(*COMPREHENSIONS)
    ]
    found: set[int] = set()
    for conditions in tests:
        bound = [
            item
            for condition in conditions
            for item in ast.walk(condition)
            if isinstance(item, ast.NamedExpr)
        ]
        if len(bound) == 1 and any(_tested(bound[0], item) for item in conditions):
            found.add(id(bound[0]))
    return frozenset(found)


def _tested(node: ast.NamedExpr, test: ast.expr) -> bool:
    """Whether `node` is `test`, or an operand of its comparison, `not` or `and`/`or`."""
    if test is node:
        return True
    if isinstance(test, ast.Compare):
        return any(item is node for item in (test.left, *test.comparators))
    if isinstance(test, ast.BoolOp):
        return any(_tested(node, item) for item in test.values)
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return _tested(node, test.operand)
    return False


_SIZED = frozenset({"len", "bool"})


def _in_call(node: ast.Call, facts: StrictFacts) -> int:
    """`count += len((db.archive(), db.close()))`, `bool([...])`: the size of a display
    (see `_always_true_test`) handed to `len` or `bool` throws its values away, one
    statement per call beyond the first (in a value thrown away, counted there)."""
    weight = HIDDEN_STATEMENTS.weight(node, facts) + _mapped_steps(node, facts)
    func = node.func
    if not isinstance(func, ast.Name) or func.id not in _SIZED:
        return weight
    if len(node.args) != 1 or node.keywords or not _always_true_test(node.args[0]):
        return weight
    if f"builtins.{func.id}" not in facts.names.names(func):
        return weight
    if id(node) in facts.derived(_calls_thrown_away):
        return weight
    return weight + max(0, _discarded(node.args[0], dicts=True, deep=True) - 1)


_STEP = "_step"
"""The name a `map` of steps is read as looping with (`map(f, steps)` as
`for _step in steps: f(_step)`)."""


def _mapped_steps(node: ast.Call, facts: StrictFacts) -> int:
    """`map(operator.call, (lambda: ..., ...))`, `map(lambda f: f(), steps)`: a map that
    calls each step of a literal runs them like a loop (see `_steps_run`)."""
    func = node.func
    if not isinstance(func, ast.Name) or func.id != "map" or len(node.args) != _PAIR:
        return 0
    if node.keywords or not facts.names.names(func) & _MAP:
        return 0
    handed, steps = node.args
    if isinstance(handed, ast.Lambda):
        names = [item.arg for item in handed.args.args]
        if len(names) != 1 or handed.args.vararg or handed.args.kwonlyargs:
            return 0
        return _steps_run(steps, ast.Name(id=names[0]), [handed.body], facts)
    looped = ast.Call(func=handed, args=[ast.Name(id=_STEP)], keywords=[])
    return _steps_run(steps, ast.Name(id=_STEP), [looped], facts)


def _calls_thrown_away(facts: StrictFacts) -> frozenset[int]:
    """ids of the calls `_discarded` reaches in values thrown away (expression statements,
    assignments to `_` only), which count their calls there."""
    found: set[int] = set()
    pending: list[ast.expr] = [
        node.value
        for node in facts.of_type(ast.Expr, ast.Assign)
        if isinstance(node, ast.Expr) or _all_underscores(node)
    ]
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Call):
            found.add(id(node))
            func = node.func
            if isinstance(func, ast.Lambda):
                pending.append(func.body)
            elif isinstance(func, ast.Attribute):
                pending.append(func.value)
            pending += [item for item in node.args if isinstance(item, (*_LITERALS, ast.Dict))]
            pending += [item.value for item in node.args if isinstance(item, ast.Starred)]
        elif isinstance(node, ast.IfExp):
            pending += [node.body, node.orelse]
        elif isinstance(node, COMPREHENSIONS):
            pending += _made(node)
        else:
            pending += _held(node, dicts=True, deep=True)
    return frozenset(found)


def _in_match(node: ast.Match, facts: StrictFacts) -> int:
    """`match db.archive(), db.close(), ...:`: calls side by side in a tuple subject (see
    `_packed`); thrown away (one statement per call beyond the first) when every case is
    a bare `case _:`."""
    guards = sum(_thrown_in_test(case.guard) for case in node.cases if case.guard is not None)
    subject = node.subject
    if not isinstance(subject, (*_LITERALS, ast.Dict)):
        return guards
    packed = _packed(_literal_parts(subject))
    if all(_bare_wildcard(case) for case in node.cases):
        return max(packed, _discarded(subject, dicts=True, deep=True) - 1)
    return max(packed, _captured_together(node)) + guards


def _bare_wildcard(case: ast.match_case) -> bool:
    pattern = case.pattern
    return (
        case.guard is None
        and isinstance(pattern, ast.MatchAs)
        and pattern.pattern is None
        and pattern.name is None
    )


_NULL_MANAGERS = frozenset({"contextlib.nullcontext"})


def _in_with(node: ast.With | ast.AsyncWith, facts: StrictFacts) -> int:
    """Calls side by side (see `_packed`) in a literal handed to a `with` item's manager
    (`with nullcontext((db.archive(), db.close(), ...)):`); handed to `nullcontext`
    without `as`, thrown away: one statement per call beyond the first. And one statement
    per item whose manager only hands on a value (see `_identity_managers`): `nullcontext(
    conn.users()) as users` is `users = conn.users()`, `nullcontext(out.flush())` is
    `out.flush()`; when every item is one, the first is the `with` statement itself."""
    total = 0
    identities = facts.derived(_identity_managers)
    preludes = facts.derived(_prelude_managers)
    handing_on = 0
    handed = [
        arg
        for item in node.items
        if item.optional_vars is None and isinstance(item.context_expr, ast.Call)
        for arg in item.context_expr.args
    ]
    total += _packed(handed) if len(node.items) > 1 else 0
    for item in node.items:
        made = item.context_expr
        if not isinstance(made, ast.Call):
            continue
        called = facts.names.names(made.func) if identities or preludes else frozenset()
        total += sum(preludes.get(name, 0) for name in called)
        identity = bool(identities) and bool(called & identities)
        handing_on += identity
        for arg in made.args:
            if not isinstance(arg, _LITERALS):
                continue
            amount = _packed(arg.elts)
            if item.optional_vars is None and identity:
                amount = max(amount, _discarded(arg, dicts=True, deep=True) - 1)
            total += amount
    return total + handing_on - (handing_on == len(node.items))


_MANAGER_MAKERS = frozenset({"contextlib.contextmanager", "contextlib.asynccontextmanager"})


def _identity_managers(facts: StrictFacts) -> frozenset[str]:
    """The managers that do nothing but hand on a value, as names resolve:
    `contextlib.nullcontext`, and the module's `@contextmanager` generators whose whole
    body is one `yield` (`def given(value): yield value`). Without the words, none."""
    code = facts.code
    found = set(_NULL_MANAGERS) if "nullcontext" in code else set()
    if "contextmanager" not in code:
        return frozenset(found)
    for function in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        body = without_noops(function.body)
        only_yields = (
            len(body) == 1
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Yield)
        )
        if only_yields and any(
            facts.names.names(item) & _MANAGER_MAKERS for item in function.decorator_list
        ):
            found.add(f"local:{function.name}")
    return frozenset(found)


def _prelude_managers(facts: StrictFacts) -> dict[str, int]:
    """The module's `@contextmanager` generators whose one `yield` is a statement of their
    body, with statements before or after it (`def _step(func, *args): func(*args)` /
    `yield`, or `yield` / `func(*args)`), as names resolve, each with the statements it
    runs around the yield: entering one runs those before it at the `with`, leaving it
    those after it (`with _step(store.flush), _step(store.close):` is two calls).
    Without the word, none."""
    found: dict[str, int] = {}
    if "contextmanager" not in facts.code:
        return found
    for function in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        body = without_noops(function.body)
        at = [
            number
            for number, part in enumerate(body)
            if isinstance(part, ast.Expr) and isinstance(part.value, ast.Yield)
        ]
        if not (
            len(body) > 1
            and len(at) == 1
            and sum(isinstance(part, ast.Yield) for part in own_walk(function)) == 1
        ):
            continue
        steps = body[: at[0]] + body[at[0] + 1 :]
        if _runs_what_it_is_handed(function, steps) and any(
            facts.names.names(item) & _MANAGER_MAKERS for item in function.decorator_list
        ):
            found[f"local:{function.name}"] = _statements(steps)
    return found


def _runs_what_it_is_handed(
    function: ast.FunctionDef | ast.AsyncFunctionDef, prelude: list[ast.stmt]
) -> bool:
    """Whether the statements around the yield call what the caller hands the manager: a
    parameter called (`action(*args)`, `action.__call__()`), or a callable made at run
    time (`getattr(store, name)()`). A manager running its own fixed steps (logging a
    banner of its `title`) is a helper whose statements are its own."""
    arguments = function.args
    given = {
        arg.arg
        for arg in (
            *arguments.posonlyargs,
            *arguments.args,
            *arguments.kwonlyargs,
            arguments.vararg,
            arguments.kwarg,
        )
        if arg is not None
    }
    for statement in prelude:
        for node in ast.walk(statement):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            while isinstance(func, ast.Attribute) and func.attr == "__call__":
                func = func.value
            if isinstance(func, ast.Call | ast.Subscript):
                return True
            if isinstance(func, ast.Name) and func.id in given:
                return True
    return False


def _in_operands(node: ast.BoolOp | ast.Compare | ast.JoinedStr, facts: StrictFacts) -> int:
    return HIDDEN_STATEMENTS.weight(node, facts) + _side_by_side(node, facts)


def _in_subscript(node: ast.Subscript, facts: StrictFacts) -> int:
    """Calls side by side in a literal indexed (`[load(), save(), ...][-1]`), or in a
    literal key read or deleted (`_DONE[load(), save(), ...]`; a key stored into is
    `_in_assignment`'s, with the value stored)."""
    weight = HIDDEN_STATEMENTS.weight(node, facts)
    if weight:
        return weight
    if isinstance(node.value, (*_LITERALS, ast.Dict)):
        return _packed(_literal_parts(node.value))
    key = node.slice
    stored = isinstance(node.ctx, ast.Store)
    return _packed(key.elts) if isinstance(key, ast.Tuple) and not stored else 0


def _stored_keys(targets: list[ast.expr], value: ast.expr | None) -> int:
    """`_DONE[load(), save(), check()] = lock()`: calls side by side in the literal key of
    an element stored into, with the value stored (see `_packed`)."""
    total = 0
    for target in targets:
        if isinstance(target, ast.Subscript) and isinstance(target.slice, ast.Tuple):
            stored = _literal_parts(value) if value is not None else []
            total += _packed([*target.slice.elts, *stored])
    return total


def _target_calls(target: ast.expr) -> list[ast.expr]:
    """The calls made in a target before it is stored into or deleted: the keys and slice
    bounds of its subscripts and the objects of its subscripts and attributes, through
    tuple, list and starred targets (`_LOG[a()], _LOG[b()] = ...`, `del _S[a():], ...`)."""
    if isinstance(target, ast.Starred):
        return _target_calls(target.value)
    if isinstance(target, ast.Tuple | ast.List):
        return [call for item in target.elts for call in _target_calls(item)]
    found: list[ast.expr] = []
    if isinstance(target, ast.Subscript):
        key = target.slice
        if isinstance(key, ast.Slice):
            found += [bound for bound in (key.lower, key.upper, key.step) if bound is not None]
        else:
            found += key.elts if isinstance(key, ast.Tuple) else [key]
    if isinstance(target, ast.Subscript | ast.Attribute):
        found += [target.value] if isinstance(target.value, ast.Call) else []
    return found


def _in_targets(targets: list[ast.expr]) -> int:
    """Calls side by side (see `_packed`) made in several targets of one statement: the
    keys, slice bounds and objects of the subscripts of a tuple target or of a `del`
    (`_LOG[a()], _LOG[b()], ... = range(4)`, `del _S[a():], _S[b():], ...`); one target
    alone is `_in_subscript`'s or `_stored_keys`'s."""
    parts = [
        call
        for target in targets
        if isinstance(target, ast.Tuple | ast.List)
        for call in _target_calls(target)
    ]
    return _packed(parts)


def _in_delete(node: ast.Delete, facts: StrictFacts) -> int:
    weight = HIDDEN_STATEMENTS.weight(node, facts)
    if len(node.targets) < 2:
        return weight
    return weight + _packed([call for target in node.targets for call in _target_calls(target)])


def _literal_parts(node: ast.expr) -> list[ast.expr]:
    """The items of a literal tuple, list or set, or the keys and values of a dict display
    (`for _ in {load(): 0, save(): 0, ...}: pass`), else the node itself."""
    if isinstance(node, _LITERALS):
        return node.elts
    if isinstance(node, ast.Dict):
        return [*(key for key in node.keys if key is not None), *node.values]
    return [node]


def _in_loop(node: ast.For | ast.AsyncFor, facts: StrictFacts) -> int:
    literal = isinstance(node.iter, (*_LITERALS, ast.Dict))
    packed = _packed(_literal_parts(node.iter)) if literal else 0
    steps = _steps_run(node.iter, node.target, node.body, facts)
    once = _bound_once(node.iter, facts)
    if once:
        once += _zipped_together(node, facts)
    return HIDDEN_STATEMENTS.weight(node, facts) + packed + steps + once


def _run_when_defined(
    node: ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda,
) -> list[ast.expr]:
    """What runs when a definition does: its decorators, a function's default values, a
    class's bases and keywords (`def _run(users=conn.load_users(), orders=...)`)."""
    if isinstance(node, ast.ClassDef):
        return [*node.decorator_list, *node.bases, *(item.value for item in node.keywords)]
    arguments = node.args
    defaults = [*arguments.defaults, *(item for item in arguments.kw_defaults if item)]
    return defaults if isinstance(node, ast.Lambda) else [*node.decorator_list, *defaults]


def _bound_once(loop: ast.expr, facts: StrictFacts) -> int:
    """`for users in [conn.load_users()]`: a loop over one item binds its target once, an
    assignment statement. One item: a literal of one (not starred), `itertools.repeat(x,
    1)`, `itertools.islice(x, 1)`, `[x] * 1`, or such an iterable handed to `iter`,
    `list`, `tuple`, `reversed` and the like (see `_once`)."""
    return int(_once(loop, facts, 0))


_ONCE_WRAPPERS = frozenset({"builtins.iter", "builtins.list", "builtins.tuple", "builtins.set",
                            "builtins.frozenset", "builtins.reversed", "builtins.sorted",
                            "builtins.zip"})  # fmt: skip
"""Builtins that hand on the items of the one iterable they are given, as they are."""
_ONCE_WORDS = frozenset({"iter", "list", "tuple", "set", "frozenset", "reversed", "sorted",
                         "zip", "repeat", "islice", "enumerate", "map"})  # fmt: skip
_REPEAT = frozenset({"itertools.repeat"})
_ISLICE = frozenset({"itertools.islice"})
_MOST_WRAPPED = 3


def _once(loop: ast.expr, facts: StrictFacts, depth: int) -> bool:
    """Whether an iterable surely yields one item (see `_bound_once`)."""
    if isinstance(loop, _LITERALS):
        return len(loop.elts) == 1 and not isinstance(loop.elts[0], ast.Starred)
    if isinstance(loop, ast.BinOp) and isinstance(loop.op, ast.Mult):
        if _is_one(loop.right):
            return _once(loop.left, facts, depth + 1)
        return _is_one(loop.left) and _once(loop.right, facts, depth + 1)
    if not isinstance(loop, ast.Call) or depth >= _MOST_WRAPPED:
        return False
    func = loop.func
    word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    if word not in _ONCE_WORDS:
        return False
    args, keywords = loop.args, {item.arg: item.value for item in loop.keywords}
    called = facts.names.names(func)
    if called & _REPEAT:
        count = args[1] if len(args) == _PAIR else keywords.get("times")
        return len(args) >= 1 and count is not None and _is_one(count)
    if called & _ISLICE:
        return len(args) == _PAIR and _is_one(args[1])
    if len(args) == 1 and not keywords and called & _ONCE_WRAPPERS:
        return _once(args[0], facts, depth + 1)
    return _sources_once(loop, called, facts, depth)


def _sources_once(loop: ast.Call, called: frozenset[str], facts: StrictFacts, depth: int) -> bool:
    """`zip([x], [y])`, `enumerate([x])`, `map(f, [x])`: a call yielding one item for
    each item of its one-item sources (see `_once`)."""
    args, keywords = loop.args, {item.arg for item in loop.keywords}
    if called & _ZIP and args and keywords <= {"strict"}:
        return all(_once(arg, facts, depth + 1) for arg in args)
    mapped = bool(called & _MAP)
    if called & _ENUMERATE_MAP and len(args) >= 1 + mapped:
        sources = args[1:] if mapped else args[:1]
        return all(_once(arg, facts, depth + 1) for arg in sources)
    return False


def _zipped_together(loop: ast.For | ast.AsyncFor, facts: StrictFacts) -> int:
    """`for a, b, c in zip([f()], [g()], [h()]):` (a loop that runs once, see `_once`):
    its tuple target unpacks one item of each iterable zipped, the assignments `a, b, c =
    f(), g(), h()` are (see `_assigned_together`)."""
    zipped = loop.iter
    if not (
        isinstance(zipped, ast.Call)
        and isinstance(loop.target, ast.Tuple | ast.List)
        and facts.names.names(zipped.func) & _ZIP
    ):
        return 0
    items = [
        arg.elts[0] if isinstance(arg, _LITERALS) and len(arg.elts) == 1 else arg
        for arg in zipped.args
    ]
    return _assigned_together(loop.target.elts, items)


_ZIP = frozenset({"builtins.zip"})
_ENUMERATE_MAP = frozenset({"builtins.enumerate", "builtins.map"})


def _is_one(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value == 1


def _all_underscores(node: ast.Assign) -> bool:
    return all(isinstance(target, ast.Name) and target.id == "_" for target in node.targets)


_DICT_HOLDERS = (ast.Dict, ast.DictComp)


def _dropped_in_dicts(value: ast.expr) -> int:
    """The statements a thrown-away value (whose type is in `_REACHING`) hides in dict
    displays, beyond what
    `statement_weight` counts in tuples, lists and sets: `{'users': load_users(), ...}` as
    a statement is one per call beyond the first, as the same calls in a tuple are."""
    every, without = _discarded(value, dicts=True), _discarded(value, dicts=False)
    return max(0, every - 1) - max(0, without - 1)


_REACHING = frozenset(
    {
        ast.Tuple,
        ast.List,
        ast.Set,
        ast.BoolOp,
        ast.IfExp,
        ast.ListComp,
        ast.SetComp,
        ast.GeneratorExp,
        ast.Await,
        ast.Starred,
        *_DICT_HOLDERS,
    }  # fmt: skip
)
"""What `_discarded` looks into, where a dict display may be thrown away."""
_REACHING_DEEPER = frozenset(
    {*_REACHING, ast.BinOp, ast.UnaryOp, ast.Attribute, ast.Call}  # fmt: skip
)
"""What `_discarded` looks into with `deep`."""


def _discarded(
    node: ast.expr, *, dicts: bool, deep: bool = False, facts: StrictFacts | None = None
) -> int:
    """Calls whose results an expression statement throws away (as `statement_weight`
    counts them), with `dicts` also in the keys and values of dict displays and dict
    comprehensions, with `deep` also in operands of operators, the body of a lambda called
    in place (with `facts`, also one reached through a name or `operator.call`), literals
    spread into a call's arguments, whose method is called or handed to a builtin (see
    `_dropped_deeper`)."""
    if isinstance(node, ast.Call):
        return _discarded_call(node, dicts=dicts, facts=facts) if deep else 1
    if isinstance(node, ast.IfExp):
        return max(
            _discarded(node.body, dicts=dicts, deep=deep, facts=facts),
            _discarded(node.orelse, dicts=dicts, deep=deep, facts=facts),
        )
    looped = isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp)
    parts = _made(node) if looped and (dicts or not isinstance(node, ast.DictComp)) else None
    if parts is not None:
        return 1 + sum(_discarded(item, dicts=dicts, deep=deep, facts=facts) for item in parts)
    return sum(
        _discarded(item, dicts=dicts, deep=deep, facts=facts) for item in _held(node, dicts, deep)
    )


def _made(node: ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp) -> list[ast.expr]:
    return [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]


def _held(node: ast.expr, dicts: bool, deep: bool) -> list[ast.expr]:
    """The parts `_discarded` sums over: the items of a tuple, list or set (with `dicts`,
    the keys and values of a dict), the operands of `and`/`or`, what `await` or `*`
    takes, and with `deep` the operands of an operator."""
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return node.elts
    if isinstance(node, ast.BoolOp):
        return node.values
    if isinstance(node, ast.Await | ast.Starred):
        return [node.value]
    if deep and isinstance(node, ast.BinOp | ast.UnaryOp | ast.Attribute):
        return _operands(node)
    if dicts and isinstance(node, ast.Dict):
        return [*(key for key in node.keys if key is not None), *node.values]
    return []


def _operands(node: ast.BinOp | ast.UnaryOp | ast.Attribute) -> list[ast.expr]:
    """What an operator (or an attribute read) computes its value from."""
    if isinstance(node, ast.BinOp):
        return [node.left, node.right]
    return [node.operand if isinstance(node, ast.UnaryOp) else node.value]


def _discarded_call(call: ast.Call, *, dicts: bool, facts: StrictFacts | None = None) -> int:
    """`_discarded` of a call with `deep`: a lambda called in place (with `facts`, also
    through the one name bound to it or handed to `operator.call`), its body's calls; a
    method of a literal (`[load(), save()].clear()`) or, with `facts`, a builtin given
    literals alone (`len([load(), save()])`), the literals' calls; else the call and, as
    calls handed side by side, those of literals spread into its arguments beyond the
    first (counted with the calls handed directly, which `statement_weight` counts
    itself)."""
    given = _literals_given(call, facts)
    if given:
        return max(1, sum(_discarded(item, dicts=dicts, deep=True, facts=facts) for item in given))
    run = _run_lambda(call, facts)
    if run is not None:  # a lambda reached through a name is not followed further
        inner = facts if isinstance(call.func, ast.Lambda) else None
        return max(1, _discarded(run.body, dicts=dicts, deep=True, facts=inner))
    func = call.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, (*_LITERALS, ast.Dict)):
        return max(1, _discarded(func.value, dicts=dicts, deep=True, facts=facts))
    mapped = _mapped_lambda(call, facts)
    if mapped is not None:
        return max(1, _discarded(mapped.body, dicts=dicts, deep=True))
    spread = [
        item.value
        for item in call.args
        if isinstance(item, ast.Starred) and isinstance(item.value, _LITERALS)
    ]
    if not spread:
        return 1
    handed = sum(_discarded(item, dicts=dicts, deep=True) for item in spread)
    direct = sum(isinstance(item, ast.Call) for item in call.args)
    return 1 + max(0, handed + direct - 1) - max(0, direct - 1)


_CALL = frozenset({"operator.call"})


def _run_lambda(call: ast.Call, facts: StrictFacts | None) -> ast.Lambda | None:
    """The lambda a call runs: its callee (`(lambda: ...)()`), or with `facts` the lambda
    the one name it calls is bound to (`run = lambda: ...` then `run()`, also a parameter's
    default, `def f(p, _setup=lambda p: [...]): _setup(p)`) or handed to
    `operator.call` (`operator.call(lambda: ...)`); else None."""
    func = call.func
    if isinstance(func, ast.Lambda):
        return func
    if facts is None or "lambda" not in facts.code:
        return None
    if isinstance(func, ast.Name):
        value = facts.names.only_value(func)
        if not isinstance(value, ast.Lambda):
            bound = facts.names.bindings_of(func) or []
            value = bound[0][1] if len(bound) == 1 and bound[0][0] == "param" else None
        return value if isinstance(value, ast.Lambda) else None
    if isinstance(func, ast.Subscript):
        return _table_lambda(func, facts)
    word = func.attr if isinstance(func, ast.Attribute) else ""
    if word == "call" and call.args and facts.names.names(func) & _CALL:
        value = facts.names.only_value(call.args[0])
        return value if isinstance(value, ast.Lambda) else None
    return _attribute_lambda(func, facts) if isinstance(func, ast.Attribute) else None


_NAMESPACES = frozenset({"builtins.dict", "types.SimpleNamespace", "argparse.Namespace",
                         "collections.OrderedDict"})  # fmt: skip
_TYPE = frozenset({"builtins.type"})


def _displayed(node: ast.expr | None, facts: StrictFacts) -> ast.expr | None:
    """`node`, a call of `dict`, `types.SimpleNamespace` (or `argparse.Namespace`,
    `OrderedDict`) given keyword arguments alone read as the dict display of those
    keywords (`dict(run=lambda: ...)` is `{'run': lambda: ...}`), and the namespace of a
    class made by `type(name, bases, {...})` as that display."""
    if not isinstance(node, ast.Call) or "lambda" not in facts.code:
        return node
    named = not node.args and node.keywords and all(item.arg for item in node.keywords)
    if named and facts.names.names(node.func) & _NAMESPACES:
        keys: list[ast.expr | None] = [ast.Constant(item.arg) for item in node.keywords]
        return ast.Dict(keys=keys, values=[item.value for item in node.keywords])
    three = len(node.args) == 3 and not node.keywords  # noqa: PLR2004 (type's three arguments)
    if three and isinstance(node.args[2], ast.Dict) and facts.names.names(node.func) & _TYPE:
        return node.args[2]
    return node


def _attribute_lambda(read: ast.Attribute, facts: StrictFacts) -> ast.Lambda | None:
    """The lambda an attribute read names: a keyword of the namespace the one name it
    reads is bound to (`plan = SimpleNamespace(run=lambda: ...)` then `plan.run()`, see
    `_displayed`), or the one lambda stored into that attribute of that name (`plan.run =
    lambda: ...`); else None."""
    owner = read.value
    table = _displayed(facts.names.only_value(owner), facts)
    if isinstance(table, ast.Dict):
        for name, value in zip(table.keys, table.values, strict=True):
            if isinstance(name, ast.Constant) and name.value == read.attr:
                return value if isinstance(value, ast.Lambda) else None
    if not isinstance(owner, ast.Name):
        return None
    stored = [
        node.value
        for node in facts.of_type(ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Attribute)
        and target.attr == read.attr
        and isinstance(target.value, ast.Name)
        and target.value.id == owner.id
    ]
    only = stored[0] if len(stored) == 1 else None
    return only if isinstance(only, ast.Lambda) else None


def _table_lambda(read: ast.Subscript, facts: StrictFacts) -> ast.Lambda | None:
    """The lambda a constant key reads from a dict literal (also through the one name
    bound to it): `tasks['archive']()` runs `tasks = {'archive': lambda: ...}`'s."""
    key = read.slice
    table = _displayed(facts.names.only_value(read.value), facts)
    if not isinstance(key, ast.Constant) or not isinstance(table, ast.Dict):
        return None
    for name, value in zip(table.keys, table.values, strict=True):
        if isinstance(name, ast.Constant) and name.value == key.value:
            return value if isinstance(value, ast.Lambda) else None
    return None


_GIVEN_TO = frozenset({"all", "any", "len", "bool", "list", "tuple", "set", "frozenset",
                       "sorted", "reversed", "sum", "min", "max", "iter", "enumerate", "zip",
                       "hash", "id"})  # fmt: skip
"""Builtins that only read what they are given: handed literals in a statement thrown
away, the literals' calls are all it does."""


def _literals_given(call: ast.Call, facts: StrictFacts | None) -> list[ast.expr]:
    """The arguments of a call of a builtin of `_GIVEN_TO`, or of a module function or
    lambda that does nothing with them (`_inert`), when one or more is a literal display
    (or such a call itself, `any(_run((load(), save())))`) and the others are too or are
    names, attributes of names or constants (`len([load(), save()])`, `_run((load(),
    save()), tag)` with `def _run(steps, tag): return steps`); else none."""
    func = call.func
    if facts is None or not isinstance(func, ast.Name | ast.Lambda):
        return []
    args = [*call.args, *(item.value for item in call.keywords)]
    given = [
        item
        for item in args
        if isinstance(item, (*_LITERALS, ast.Dict))
        or _mapped_lambda(item, facts)
        or (isinstance(item, ast.Call) and _literals_given(item, facts))
    ]
    if not given or not all(item in given or _plain(item) for item in args):
        return []
    if isinstance(func, ast.Lambda) or func.id not in _GIVEN_TO:
        return given if _inert(func, facts) else []
    return given if f"builtins.{func.id}" in facts.names.names(func) else []


def _plain(node: ast.expr) -> bool:
    """A name, an attribute of one, or a constant: an argument that runs nothing."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name | ast.Constant)


def _inert(func: ast.Name | ast.Lambda, facts: StrictFacts) -> bool:
    """Whether `func` (a lambda, or a name bound once to an undecorated function or a
    lambda, also through names bound once to it or a `functools.partial` of it) does
    nothing with what it is given: its body (docstring and `pass` aside) is expression
    statements, `del` of parameters and `return`s of values made only of its parameters
    and constants (see `_reads_only`: `return steps`, `return len(steps)`, `del steps`),
    so a thrown-away call of it throws its arguments away."""
    made: ast.AST | None = func
    for _ in range(_FOLLOWED):
        if isinstance(made, ast.Call) and made.args and facts.names.names(made.func) & _PARTIAL:
            made = made.args[0]
        if not isinstance(made, ast.Name):
            break
        bindings = facts.names.bindings_of(made) or []
        made = bindings[0][1] if len(bindings) == 1 else None
    if isinstance(made, ast.Lambda):
        return _reads_only(made.body, made.args, facts)
    if not isinstance(made, ast.FunctionDef | ast.AsyncFunctionDef) or made.decorator_list:
        return False
    for statement in without_noops(made.body):
        if isinstance(statement, ast.Delete):
            parts: list[ast.expr | None] = list(statement.targets)
        elif isinstance(statement, ast.Expr | ast.Return):
            parts = [statement.value]
        else:
            return False
        if not all(part is None or _reads_only(part, made.args, facts) for part in parts):
            return False
    return True


_FOLLOWED = 4
"""How many names bound to names (`_go = _run`) `_inert` follows to a function."""
_PARTIAL = frozenset({"functools.partial"})
_READ_PARTS = (ast.Name, ast.Constant, ast.Subscript, ast.Slice, ast.Tuple, ast.List,
               ast.Starred, ast.BoolOp, ast.Compare, ast.UnaryOp, ast.Call, ast.expr_context,
               ast.boolop, ast.cmpop, ast.unaryop)  # fmt: skip
"""What `_reads_only` lets a value be made of."""


def _reads_only(value: ast.expr, arguments: ast.arguments, facts: StrictFacts) -> bool:
    """Whether `value` is made only of the function's parameters and constants, by
    subscripts, displays, `and`/`or`, `not`, comparisons and calls of builtins of
    `_GIVEN_TO` (`steps`, `steps[-1]`, `len(steps)`): it calls nothing it was handed."""
    named = {item.arg for item in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                                   arguments.vararg, arguments.kwarg) if item}  # fmt: skip
    for part in ast.walk(value):
        if not isinstance(part, _READ_PARTS):
            return False
        if isinstance(part, ast.Call):
            func = part.func
            if not (
                isinstance(func, ast.Name)
                and func.id in _GIVEN_TO
                and f"builtins.{func.id}" in facts.names.names(func)
            ):
                return False
        elif isinstance(part, ast.Name) and part.id not in named and part.id not in _GIVEN_TO:
            return False
    return True


_MAP = frozenset({"builtins.map"})


def _mapped_lambda(node: ast.expr, facts: StrictFacts | None) -> ast.Lambda | None:
    """The lambda `map(lambda c: (...), items)` maps, thrown away: its body's calls are
    what the statement does; else None."""
    if facts is None or not isinstance(node, ast.Call) or not node.args:
        return None
    func, first = node.func, node.args[0]
    if not isinstance(func, ast.Name) or func.id != "map" or not isinstance(first, ast.Lambda):
        return None
    return first if facts.names.names(func) & _MAP else None


def _dummy(target: ast.expr, read: frozenset[str]) -> bool:
    """`_`, `*_`, or an unread `_unused`: a target whose value is thrown away (`read`: the
    names read where the assignment stands; `_in, _out = Queue(), Queue()` keeps both)."""
    if isinstance(target, ast.Starred):
        target = target.value
    if not isinstance(target, ast.Name) or not target.id.startswith("_"):
        return False
    return target.id == "_" or target.id not in read


def _unpacked_away(node: ast.Assign, facts: StrictFacts) -> int:
    """`*_, report = (db.connect(), db.begin(), ..., db.report())`: a literal tuple or list
    unpacked into targets some of which throw their values away (`_`, `*_`); each call
    thrown away is a statement of its own (beyond the first when nothing is kept). So is
    each assignment beyond the first of a literal unpacked into as many targets once
    `_SIDE_BY_SIDE` of its values are computed (`total, net, average, ratio = sum(...),
    total - refunds, ...`: assignments side by side)."""
    value = _values_shown(node.value)
    if len(node.targets) != 1 or not isinstance(value, _LITERALS):
        return 0
    target = node.targets[0]
    if not isinstance(target, ast.Tuple | ast.List):
        return 0
    if any(isinstance(item, ast.Starred) for item in value.elts):
        return 0
    together = _assigned_together(target.elts, value.elts)
    if not any(
        isinstance(item, ast.Starred | ast.Name) and _name_of(item).startswith("_")
        for item in target.elts
    ):
        return together
    read = _names_read(facts.owner(node, through_lambdas=False))
    pairs = _unpacked(target.elts, value.elts)
    thrown = sum(_step(item) is not None for aim, item in pairs if _dummy(aim, read))
    kept = any(not _dummy(aim, read) for aim, _ in pairs)
    return max(together, thrown if kept else max(0, thrown - 1))


def _values_shown(value: ast.expr) -> ast.expr:
    """A tuple of the values of a dict display read whole by `.values()` (`{'a': f(),
    'b': g()}.values()`: each value in order, the keys distinct constants), unpacked as
    that literal would be; else `value`."""
    if not isinstance(value, ast.Call) or value.args or value.keywords:
        return value
    func = value.func
    if not isinstance(func, ast.Attribute) or func.attr != "values":
        return value
    shown = func.value
    if not isinstance(shown, ast.Dict) or not all(
        isinstance(key, ast.Constant) for key in shown.keys
    ):
        return value
    keys = [key.value for key in shown.keys]  # type: ignore[union-attr]
    if len(set(map(repr, keys))) != len(keys):
        return value
    return ast.Tuple(elts=list(shown.values), ctx=ast.Load())


def _captured_together(node: ast.Match) -> int:
    """`match (f(), g(), ...): case (a, b, ...): pass`: a literal subject destructured by
    its one case into as many plain capture names, the assignments `a, b, ... = f(), g(),
    ...` are (see `_assigned_together`)."""
    subject = node.subject
    if len(node.cases) != 1 or not isinstance(subject, ast.Tuple | ast.List):
        return 0
    case = node.cases[0]
    pattern = case.pattern
    if case.guard is not None or not isinstance(pattern, ast.MatchSequence):
        return 0
    names: list[ast.expr] = []
    for part in pattern.patterns:
        if not isinstance(part, ast.MatchAs) or part.pattern is not None or part.name is None:
            return 0
        names.append(ast.Name(part.name))
    return _assigned_together(names, subject.elts)


def _nested_pairs(
    targets: list[ast.expr], values: list[ast.expr]
) -> tuple[list[ast.expr], list[ast.expr]]:
    """Targets and values paired, a nested literal unpacked into a nested target opened
    (`(a, b), (c, d) = (f(), g()), (h(), k())` is four assignments)."""
    flat_targets: list[ast.expr] = []
    flat_values: list[ast.expr] = []
    for aim, item in zip(targets, values, strict=True):
        inner = isinstance(aim, ast.Tuple | ast.List) and isinstance(item, _LITERALS)
        if (
            inner
            and len(aim.elts) == len(item.elts)
            and not any(  # type: ignore[union-attr]
                isinstance(part, ast.Starred)
                for part in (*aim.elts, *item.elts)  # type: ignore[union-attr]
            )
        ):
            deeper = _nested_pairs(aim.elts, item.elts)  # type: ignore[union-attr]
            flat_targets += deeper[0]
            flat_values += deeper[1]
        else:
            flat_targets.append(aim)
            flat_values.append(item)
    return flat_targets, flat_values


_COMPUTING = (ast.Call, ast.BinOp, ast.BoolOp, ast.Compare, ast.IfExp, ast.Await,
              ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.JoinedStr,
              ast.NamedExpr)  # fmt: skip
"""What makes a value computed, not only read (`sum(...)`, `a - b`, `x if c else y`)."""


def _assigned_together(targets: list[ast.expr], values: list[ast.expr]) -> int:
    """One statement per target beyond the first of a literal unpacked into as many
    targets (none starred) once `_SIDE_BY_SIDE` of its values are computed (see
    `_COMPUTING`); a swap or a few reads (`lo, hi = hi, lo`, `x, y = p[0], p[1]`) is one."""
    starred = sum(isinstance(item, ast.Starred) for item in targets)
    if starred == 1 and len(values) >= len(targets) - 1:  # `a, b, *rest = f(), g(), ...`
        targets = [ast.Name("_") for _ in values]  # the starred target takes several
    if len(targets) != len(values) or any(isinstance(item, ast.Starred) for item in targets):
        return 0
    targets, values = _nested_pairs(targets, values)
    if len(values) < _SIDE_BY_SIDE:
        return 0
    return len(values) - 1 if _computed(values) >= _SIDE_BY_SIDE else 0


def _computed(values: list[ast.expr]) -> int:
    """How many of the values are computed (a call, an operator, ...: `_COMPUTING`)."""
    return sum(any(isinstance(part, _COMPUTING) for part in ast.walk(item)) for item in values)


_PACKED_EXTRA = 6
"""Targets beyond the first of each small pack a function may hold before they count: two
triples (`year, month, day = int(y), int(m), int(d)` and the same for the time, as
tomllib's date parser writes them) are honest; three or more are a wide pack cut up."""


def packed_across(facts: StrictFacts) -> list[tuple[ast.AST, int]]:
    """(assignment, statements) of the small packs a function spreads its work over: a
    literal of values, two or three computed, unpacked into as many targets
    counts one per target beyond the first once a function's packs hold
    `_PACKED_EXTRA` or more targets beyond the first of each (many triples are one wide pack
    cut up; a pair of coordinates, or two triples, is one statement each)."""
    by_owner: dict[int, list[tuple[ast.AST, int]]] = {}
    for node in facts.of_type(ast.Assign):
        target, value = node.targets[0], node.value
        if len(node.targets) != 1 or not isinstance(target, ast.Tuple | ast.List):
            continue
        if not isinstance(value, ast.Tuple | ast.List) or len(target.elts) != len(value.elts):
            continue
        if any(isinstance(item, ast.Starred) for item in (*target.elts, *value.elts)):
            continue
        values = _nested_pairs(target.elts, value.elts)[1]
        computed = _computed(values)
        if 1 < computed < _SIDE_BY_SIDE:  # four or more: `_assigned_together`'s
            by_owner.setdefault(id(facts.owner(node)), []).append((node, len(values) - 1))
    return [
        found
        for packs in by_owner.values()
        if sum(extra for _, extra in packs) >= _PACKED_EXTRA
        for found in packs
    ]


def _name_of(target: ast.expr) -> str:
    if isinstance(target, ast.Starred):
        target = target.value
    return target.id if isinstance(target, ast.Name) else ""


def _names_read(scope: ast.AST) -> frozenset[str]:
    """The names read in a function's (or module's) own code."""
    return frozenset(
        item.id
        for item in own_walk(scope, into_lambdas=True)
        if isinstance(item, ast.Name) and isinstance(item.ctx, ast.Load)
    )


def _unpacked(targets: list[ast.expr], values: list[ast.expr]) -> list[tuple[ast.expr, ast.expr]]:
    """(target, value) of an unpacking, a starred target taking the values between the
    others; empty when the counts do not match."""
    starred = [index for index, item in enumerate(targets) if isinstance(item, ast.Starred)]
    if not starred:
        return list(zip(targets, values, strict=True)) if len(targets) == len(values) else []
    first = starred[0]
    after = len(targets) - first - 1
    if len(values) < first + after:
        return []
    middle = values[first : len(values) - after]
    return [
        *zip(targets[:first], values[:first], strict=True),
        *((targets[first], item) for item in middle),
        *zip(targets[first + 1 :], values[len(values) - after :], strict=True),
    ]


def _steps_run(
    container: ast.expr,
    target: ast.expr,
    parts: list[ast.stmt] | list[ast.expr],
    facts: StrictFacts,
) -> int:
    """The steps a loop over a literal runs one by one (see `_steps_of`): `parts` call the
    loop's variable `target` (`for step in steps: step()`, also over the methods
    `operator.attrgetter('close', 'archive', ...)(db)` fetches), or a method named by it
    (`for name in ('close', 'archive', ...): getattr(db, name)()`, also
    `operator.methodcaller(name)(db)`), or, for a tuple target, call so one of its names
    (`for name, *args in (('stop', 'web'), ...): getattr(server, name)(*args)`): one
    statement per different row beyond the first, once there are `_SIDE_BY_SIDE`. A loop
    over `enumerate(...)`, `zip(...)`, `list(...)`, `tuple(...)`, `iter(...)` or
    `reversed(...)` of such literals is read through (`for _, step in enumerate((...))`)."""
    walked = _walked_through(container, target, facts)
    if walked is not None:
        return sum(_steps_run(inner, aim, parts, facts) for inner, aim in walked)
    looped = _loop_items(container, facts)
    if looped is None:
        return 0
    items, fetched = looped
    if isinstance(target, ast.Name):
        how = _how_run(target.id, parts, facts)
        if how is None or (fetched and how != _CALLED):
            return 0
        if how == _CALLED and not fetched:
            return _distinct([item for item in items if _step_reference(item, facts)])
        return _distinct([item for item in items if _text(item)])
    if fetched or not isinstance(target, ast.Tuple | ast.List):
        return 0
    for place, element in enumerate(target.elts):
        if isinstance(element, ast.Starred):
            return 0
        how = _how_run(element.id, parts, facts) if isinstance(element, ast.Name) else None
        if how is not None:
            wanted = _text if how == _NAMED else partial(_row_step, facts=facts)
            return _distinct([row for row in items if _row_field(row, place, wanted)])
    return 0


_PASSING = frozenset({"list", "tuple", "iter", "reversed"})
_WALKERS = frozenset({"enumerate", "zip", *_PASSING})


def _walked_through(
    container: ast.expr, target: ast.expr, facts: StrictFacts
) -> list[tuple[ast.expr, ast.expr]] | None:
    """(iterable, the part of `target` bound to its items) for a loop over a builtin that
    hands on the items of what it is given: `enumerate(steps)` binds the second name,
    `zip(a, b)` one name per iterable, `list(steps)` the whole target; else None."""
    if not isinstance(container, ast.Call) or container.keywords:
        return None
    func, args = container.func, container.args
    if not isinstance(func, ast.Name) or func.id not in _WALKERS or not args:
        return None
    if any(isinstance(item, ast.Starred) for item in args):
        return None
    if f"builtins.{func.id}" not in facts.names.names(func):
        return None
    if func.id in _PASSING:
        return [(args[0], target)] if len(args) == 1 else None
    if not isinstance(target, ast.Tuple | ast.List):
        return None
    if func.id == "enumerate":
        fits = len(args) <= _PAIR and len(target.elts) == _PAIR
        return [(args[0], target.elts[1])] if fits else None
    if len(target.elts) != len(args):
        return None
    return list(zip(args, target.elts, strict=True))


def _calls(name: str, parts: list[ast.stmt] | list[ast.expr]) -> bool:
    return any(
        isinstance(item, ast.Call) and isinstance(item.func, ast.Name) and item.func.id == name
        for part in parts
        for item in ast.walk(part)
    )


_CALLED, _NAMED = "called", "named"
_METHOD_BY_NAME = frozenset({"builtins.getattr", "operator.methodcaller",
                             "inspect.getattr_static"})  # fmt: skip
_GETATTRIBUTE = frozenset({"__getattribute__", "__getattr__"})


def _how_run(name: str, parts: list[ast.stmt] | list[ast.expr], facts: StrictFacts) -> str | None:
    """Whether `parts` call the variable `name` (`_CALLED`), or a method it names
    (`_NAMED`: `getattr(db, name)()`, `operator.methodcaller(name)(db)`), else None."""
    named = False
    for part in parts:
        for item in ast.walk(part):
            if not isinstance(item, ast.Call):
                continue
            if _calls_variable(item, name, facts):
                return _CALLED
            named = named or _names_method(item.func, name, facts)
    return _NAMED if named else None


def _calls_variable(call: ast.Call, name: str, facts: StrictFacts) -> bool:
    """Whether a call runs the variable `name`: `step()`, `step.__call__()` (however
    often `.__call__` is repeated), `operator.call(step)`."""
    func = call.func
    while isinstance(func, ast.Attribute) and func.attr == "__call__":
        func = func.value
    if _is_name(func, name):
        return True
    word = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    return (
        word == "call"
        and bool(call.args)
        and _is_name(call.args[0], name)
        and bool(facts.names.names(func) & _CALL)
    )


def _names_method(func: ast.expr, name: str, facts: StrictFacts) -> bool:
    """`getattr(db, name)` or `operator.methodcaller(name, ...)`, called; also
    `inspect.getattr_static(db, name)`, `db.__getattribute__(name)`,
    `object.__getattribute__(db, name)`, `operator.attrgetter(name)(db)`, `vars(db)[name]`
    and `db.__dict__[name]`."""
    if isinstance(func, ast.Subscript):
        return _is_name(func.slice, name) and namespace_read(func.value, facts)
    if not isinstance(func, ast.Call) or func.keywords:
        return False
    args = func.args
    inner = func.func
    if isinstance(inner, ast.Attribute) and inner.attr in _GETATTRIBUTE:
        return bool(args) and _is_name(args[-1], name) and len(args) <= _PAIR
    if isinstance(inner, ast.Call) and len(args) == 1 and len(inner.args) == 1:
        getter = facts.names.names(inner.func) & _ATTRGETTER
        return bool(getter) and _is_name(inner.args[0], name)
    if len(args) == _PAIR and isinstance(args[1], ast.Name) and args[1].id == name:
        called = facts.names.names(func.func)
    elif args and isinstance(args[0], ast.Name) and args[0].id == name:
        called = facts.names.names(func.func) & {"operator.methodcaller"}
    else:
        return False
    return bool(called & _METHOD_BY_NAME)


_ATTRGETTER = frozenset({"operator.attrgetter"})


def _is_name(node: ast.expr, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id == name


def _loop_items(container: ast.expr, facts: StrictFacts) -> tuple[list[ast.expr], bool] | None:
    """The items of a literal a loop runs over (also through the one name bound to it, and
    the keys or values of a dict display), or the names of the methods
    `operator.attrgetter('close', 'archive')(db)` fetches (`True`: fetched), or the words
    of a constant string split at run time (`'close archive report'.split()`, also in
    `list(...)` or `tuple(...)`); else None."""
    words = split_words(container, facts)
    if words is not None:
        return words, False
    if isinstance(container, ast.Call) and len(container.args) == 1:
        getter = container.func
        fetched = isinstance(getter, ast.Call) and len(getter.args) >= _PAIR
        if fetched and facts.names.names(getter.func) & _ATTRGETTER:  # type: ignore[union-attr]
            return getter.args, True  # type: ignore[union-attr]
        return None
    view = "keys"
    if isinstance(container, ast.Call) and isinstance(container.func, ast.Attribute):
        if container.args or container.func.attr not in _DICT_VIEWS:
            return None
        container, view = container.func.value, container.func.attr
    elif not isinstance(container, _CONTAINERS):
        return None
    container = _displayed(facts.names.only_value(container), facts)
    if isinstance(container, ast.Dict):
        items = container.values if view == "values" else container.keys
        return [item for item in items if item is not None], False
    return (container.elts, False) if isinstance(container, _LITERALS) else None


def _distinct(steps: list[ast.expr]) -> int:
    """One statement per different step beyond the first, once there are `_SIDE_BY_SIDE`."""
    different = len({ast.dump(step) for step in steps})
    return different - 1 if different >= _SIDE_BY_SIDE else 0


def _text(item: ast.expr) -> bool:
    return isinstance(item, ast.Constant) and isinstance(item.value, str)


def _row_field(row: ast.expr, place: int, wanted: Callable[[ast.expr], bool]) -> bool:
    """Whether a row's field at `place` (before any `*`) is one `wanted`."""
    if not isinstance(row, ast.Tuple | ast.List) or len(row.elts) <= place:
        return False
    fields = row.elts[: place + 1]
    return not any(isinstance(field, ast.Starred) for field in fields) and wanted(fields[-1])


def _row_step(item: ast.expr, facts: StrictFacts) -> bool:
    """A step in a row (see `_step_reference`), a bare name only when it is a function of
    the module's (`(('age', int), ...)` converts values by type, a table of data)."""
    if isinstance(item, ast.Name):
        return any(name.startswith("local:") for name in facts.names.names(item))
    return _step_reference(item, facts)


_DICT_VIEWS = frozenset({"values", "keys"})


def _steps_of(container: ast.expr, facts: StrictFacts, view: str = "keys") -> int:
    """`(db.close, db.archive, db.report, db.log)` run one by one: a literal tuple or list
    (also through the one name bound to it) of functions, bound methods, lambdas or
    `partial`s is a sequence of steps, one statement per different step beyond the first
    once there are `_SIDE_BY_SIDE` of them (as for calls side by side); so are the keys or
    (`view`) values of a dict display (`{'c': db.commit, ...}.values()`)."""
    container = _displayed(facts.names.only_value(container), facts)
    if isinstance(container, ast.Dict):
        items = container.values if view == "values" else container.keys
    elif isinstance(container, _LITERALS):
        items = container.elts
    else:
        return 0
    return _distinct([item for item in items if item and _step_reference(item, facts)])


def _step_reference(item: ast.expr, facts: StrictFacts) -> bool:
    """A function named, not called (`db.close`, `_load`), a lambda, a `partial`, or an
    `operator.methodcaller` (`methodcaller('stop', 'web')` is the call `db.stop('web')`)."""
    if isinstance(item, ast.Name | ast.Attribute | ast.Lambda):
        return True
    return isinstance(item, ast.Call) and bool(facts.names.names(item.func) & _STEP_MAKERS)


_STEP_MAKERS = frozenset({"functools.partial", "operator.methodcaller"})


_CONTAINERS = (ast.Name, ast.Tuple, ast.List, ast.Set, ast.Dict)


def steps_handed(facts: StrictFacts) -> list[tuple[ast.AST, int]]:
    """(call, statements) of the calls that run steps handed to them (`_steps_handed`);
    without a lambda or `operator` in the code there are none."""
    code = facts.code
    if "lambda" not in code and "operator" not in code:
        return []
    found: list[tuple[ast.AST, int]] = []
    in_place: list[ast.Call] = []
    for call in facts.of_type(ast.Call):
        if isinstance(call.func, ast.Lambda):
            in_place.append(call)
        amount = _steps_handed(call, facts) if len(call.args) >= _PAIR else 0
        if amount:
            found.append((call, amount))
    return found + _lambdas_in_place(in_place, facts) if in_place else found


def steps_chained(facts: StrictFacts) -> list[tuple[ast.AST, int]]:
    """(call, statements) of the outermost call of a chain handing steps one by one to a
    module function or method that calls what it is handed (`steps.then(db.connect).then(
    db.begin).then(...)` with `def then(self, action, *args): action(*args); return self`,
    also nested as `then(then(steps, db.connect), db.begin)`): one statement per different
    step beyond the first once there are `_SIDE_BY_SIDE`, as for steps in a literal run one
    by one. Without a module function calling one of its parameters, none."""
    defined = facts.derived(_defined_names)
    if sum(_called_word(call.func) in defined for call in facts.of_type(ast.Call)) < _SIDE_BY_SIDE:
        return []  # too few calls of the module's functions to hand one that many steps
    runners = facts.derived(_runners)
    if not runners:
        return []
    links: dict[int, list[ast.Call]] = {}
    inner: set[int] = set()
    for call in facts.of_type(ast.Call):
        chained = [
            item
            for item in (getattr(call.func, "value", None), *call.args[:1])
            if isinstance(item, ast.Call)
        ]
        if chained:
            links[id(call)] = chained
            inner.update(map(id, chained))
    found: list[tuple[ast.AST, int]] = []
    for top in facts.of_type(ast.Call):
        if id(top) in inner or id(top) not in links:
            continue
        steps: list[ast.expr] = []
        pending = [top]
        while pending:
            call = pending.pop()
            steps += _handed_steps(call, runners, facts)
            pending += links.get(id(call), ())
        amount = _distinct(steps)
        if amount:
            found.append((top, amount))
    return found


def _defined_names(facts: StrictFacts) -> frozenset[str]:
    """The names of the module's functions and methods."""
    return frozenset(node.name for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef))


def _called_word(func: ast.expr) -> str:
    """The name a call calls its function or method by (`then` in `steps.then(...)`)."""
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


_Runners = dict[str, list[tuple[frozenset[int], frozenset[str], bool]]]
"""Name -> (positions called, keywords called, a method) of each module function or
method of that name, when every one of them calls a parameter it is handed."""


def _runners(facts: StrictFacts) -> _Runners:
    """The module functions and methods that call one of their parameters (see
    `_Runners`); a name one of whose definitions calls none is left out."""
    called = facts.derived(parameters_called)
    if not called:
        return {}
    found: _Runners = {}
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        names = called.get(id(node))
        if not names:
            found.setdefault(node.name, []).append((frozenset(), frozenset(), False))
            continue
        method = isinstance(facts.owner(node), ast.ClassDef) and not any(
            isinstance(item, ast.Name) and item.id == "staticmethod"
            for item in node.decorator_list
        )
        every = [*node.args.posonlyargs, *node.args.args]
        start = 1 if method else 0
        positions = frozenset(
            place - start for place, arg in enumerate(every) if arg.arg in names and place >= start
        )
        keywords = frozenset(
            arg.arg for arg in (*every, *node.args.kwonlyargs) if arg.arg in names
        )
        found.setdefault(node.name, []).append((positions, keywords, method))
    return {name: runs for name, runs in found.items() if all(keywords for _, keywords, _ in runs)}


def _handed_steps(call: ast.Call, runners: _Runners, facts: StrictFacts) -> list[ast.expr]:
    """The steps (see `_step_reference`) a call hands to parameters of the module function
    or method it calls that the callee calls."""
    func = call.func
    runs = runners.get(_called_word(func))
    if not runs:
        return []
    method = isinstance(func, ast.Attribute)
    positions = {place for places, _, is_method in runs if is_method == method for place in places}
    keywords = {word for _, words, _ in runs for word in words}
    handed = [
        item
        for place, item in enumerate(call.args)
        if place in positions and not isinstance(item, ast.Starred)
    ]
    handed += [item.value for item in call.keywords if item.arg in keywords]
    return [item for item in handed if _step_reference(item, facts)]


def _lambdas_in_place(calls: list[ast.Call], facts: StrictFacts) -> list[tuple[ast.AST, int]]:
    """(node, statements) of lambdas called in place: each parameter the call binds is an
    assignment (`(lambda users: (lambda orders: ...)(conn.orders()))(conn.users())` is
    `users = conn.users()`, `orders = conn.orders()`, ...), counted for the function
    around (through lambdas that are themselves called in place), beyond the defaults
    `_in_function` counts as calls side by side."""
    called = {id(call.func) for call in calls}
    found: list[tuple[ast.AST, int]] = []
    for call in calls:
        func = call.func
        arguments = func.args  # type: ignore[union-attr]
        every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
        amount = len(every) + (arguments.vararg is not None) + (arguments.kwarg is not None)
        amount -= _in_function(func, facts)  # type: ignore[arg-type]
        holder: ast.AST = call
        owner = facts.owner(call, through_lambdas=False)
        while isinstance(owner, ast.Lambda) and id(owner) in called:
            holder, owner = owner, facts.owner(owner, through_lambdas=False)
        if amount > 0:
            found.append((holder, amount))
    return found


def _steps_handed(call: ast.Call, facts: StrictFacts) -> int:
    """`reduce(lambda acc, step: step() or acc, (db.close, db.archive, ...), None)`,
    `map(operator.call, steps)`: steps (see `_steps_of`) handed to a call beside a lambda
    that calls its parameter, or beside `operator.call` (or `methodcaller('__call__')`);
    and method names handed beside a lambda that calls the method its parameter names
    (`map(lambda name: getattr(db, name)(), ('close', 'archive', ...))`, see
    `_names_run`)."""
    args = call.args
    if any(_runs_its_argument(item, facts) for item in args):
        return sum(_steps_of(item, facts) for item in args if isinstance(item, _CONTAINERS))
    if any(_names_run(item, facts) for item in args):
        return sum(_named_steps(item, facts) for item in args if not isinstance(item, ast.Lambda))
    return 0


def _names_run(item: ast.expr, facts: StrictFacts) -> bool:
    """A lambda calling the method one of its parameters names (`lambda name: getattr(db,
    name)()`, also `operator.methodcaller(name)(db)`), also through the one name bound to
    it."""
    if isinstance(item, ast.Name):
        item = facts.names.only_value(item)
    if not isinstance(item, ast.Lambda):
        return False
    parameters = [arg.arg for arg in (*item.args.posonlyargs, *item.args.args)]
    return any(_how_run(name, [item.body], facts) == _NAMED for name in parameters)


def _named_steps(container: ast.expr, facts: StrictFacts) -> int:
    """The different method names (text) of a literal or split string (see `_loop_items`)
    run one by one: one statement per name beyond the first, once there are
    `_SIDE_BY_SIDE`."""
    looped = _loop_items(container, facts)
    if looped is None or looped[1]:
        return 0
    return _distinct([item for item in looped[0] if _text(item)])


def _runs_its_argument(item: ast.expr, facts: StrictFacts) -> bool:
    """A lambda calling one of its parameters, `operator.call` or
    `operator.methodcaller('__call__')`, also through the one name bound to it."""
    if isinstance(item, ast.Name):
        item = facts.names.only_value(item)
    if isinstance(item, ast.Lambda):
        parameters = [arg.arg for arg in (*item.args.posonlyargs, *item.args.args)]
        return any(_calls(name, [item.body]) for name in parameters)
    if isinstance(item, ast.Call):
        method = item.args[0] if len(item.args) == 1 else None
        if not isinstance(method, ast.Constant) or method.value != "__call__":
            return False
        item, wanted = item.func, "operator.methodcaller"
    else:
        wanted = "operator.call"
    name = item.attr if isinstance(item, ast.Attribute) else getattr(item, "id", "")
    return name == wanted.rpartition(".")[2] and wanted in facts.names.names(item)


_PAIR = 2


_LITERALS = (ast.Tuple, ast.List, ast.Set)
_SIDE_BY_SIDE = 4
"""Different functions called side by side in one expression from which each beyond the
first is a statement. Honest conditions and messages call up to three
(`isinstance(x, str) and x.startswith(p) and not x.endswith(q)`): with four, no function of
12,000 files of installed packages changed verdict."""


def _packed(parts: list[ast.expr]) -> int:
    """Statements packed as calls side by side: once `_SIDE_BY_SIDE` different functions
    are called, one per call beyond the first (`audit.record(user, 'created')` and
    `audit.record(user, 'billed')` among them are two steps). The same function called
    again with fewer different ones (`random.choice(nouns)`, `len(a) == len(b) ==
    len(c)`) computes values, as a loop would."""
    calls = [step for step in map(_step, parts) if step is not None]
    if len(calls) < _SIDE_BY_SIDE:
        return 0
    different = len({ast.dump(call.func) for call in calls})
    return len(calls) - 1 if different >= _SIDE_BY_SIDE else 0


def _step(part: ast.expr) -> ast.Call | None:
    """The call a part runs, awaited or not, alone or tested (`ctx.build() is None`, `not
    ctx.build()`)."""
    if isinstance(part, ast.Await | ast.FormattedValue | ast.Starred):
        part = part.value
    if isinstance(part, ast.UnaryOp):
        part = part.operand
    if isinstance(part, ast.Compare) and len(part.comparators) == 1:
        part = part.left
    return part if isinstance(part, ast.Call) else None


def _side_by_side(node: ast.BoolOp | ast.Compare | ast.JoinedStr, facts: StrictFacts) -> int:
    """`ok = ctx.fetch() is None and ctx.build() is None and ...`, `done = db.drop() is
    db.create() is db.seed()`, `log = f'{app.load()}{app.migrate()}{app.serve()}'`: steps
    run as the operands of one `and`/`or`, comparison chain or f-string (see `_packed`).
    An `and`/`or` an expression statement throws away is counted by `statement_weight`."""
    if isinstance(node, ast.BoolOp):
        if id(node) in facts.derived(_thrown_away_chains):
            return 0
        return _packed(node.values)
    if isinstance(node, ast.Compare):
        return _packed([node.left, *node.comparators])
    return _packed(node.values)


_ALL_OR_ANY = frozenset({"all", "any"})


def tested_together(facts: StrictFacts) -> list[tuple[ast.AST, int]]:
    """(call, statements) of `all([...])` or `any((...))` of one literal tuple, list or
    set: the `and`/`or` of its items (`all((a, b))` is `a and b`), so calls side by side
    as the operands of one (see `_packed`), except in a statement that throws the call's
    value away (`_dropped_deeper` counts each of its calls there). Without the words,
    none."""
    code = facts.code
    if "all(" not in code and "any(" not in code:
        return []
    found: list[tuple[ast.AST, int]] = []
    thrown: frozenset[int] | None = None
    for call in facts.of_type(ast.Call):
        func, args = call.func, call.args
        if not isinstance(func, ast.Name) or func.id not in _ALL_OR_ANY or len(args) != 1:
            continue
        if call.keywords or not isinstance(args[0], _LITERALS):
            continue
        amount = _packed(args[0].elts)
        if not amount or f"builtins.{func.id}" not in facts.names.names(func):
            continue
        if thrown is None:
            thrown = _thrown_away_values(facts)
        if id(call) not in thrown:
            found.append((call, amount))
    return found


def _thrown_away_values(facts: StrictFacts) -> frozenset[int]:
    """id() of the values expression statements (or assignments to `_` alone) throw
    away."""
    return frozenset(
        id(statement.value)
        for statement in facts.of_type(ast.Expr, ast.Assign)
        if isinstance(statement, ast.Expr) or _all_underscores(statement)
    )


def _thrown_away_chains(facts: StrictFacts) -> frozenset[int]:
    """id() of the `and`/`or` chains whose calls `statement_weight` counts already: those
    an expression statement (or one assigned to `_`) throws away, inside the containers,
    chains and conditional expressions it looks through."""
    found: set[int] = set()
    for statement in facts.of_type(ast.Expr, ast.Assign):
        if isinstance(statement, ast.Assign) and not all(
            isinstance(target, ast.Name) and target.id == "_" for target in statement.targets
        ):
            continue
        pending: list[ast.expr] = [statement.value]
        while pending:
            value = pending.pop()
            if isinstance(value, ast.BoolOp):
                found.add(id(value))
                pending.extend(value.values)
            elif isinstance(value, ast.Tuple | ast.List | ast.Set):
                pending.extend(value.elts)
            elif isinstance(value, ast.IfExp):
                pending.extend((value.body, value.orelse))
            elif isinstance(value, ast.Await | ast.Starred):
                pending.append(value.value)
    return frozenset(found)


_BY_TYPE: dict[type, Callable[[Any, StrictFacts], int]] = {
    ast.ClassDef: _in_class,
    ast.FunctionDef: _in_function,
    ast.AsyncFunctionDef: _in_function,
    ast.Lambda: _in_function,
    **dict.fromkeys(
        (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp), _in_comprehension
    ),
    ast.Expr: _in_expression_statement,
    ast.Assign: _in_assignment,
    ast.AugAssign: _in_augmented,
    ast.AnnAssign: _in_augmented,
    **dict.fromkeys((ast.BoolOp, ast.Compare, ast.JoinedStr), _in_operands),
    ast.Subscript: _in_subscript,
    ast.For: _in_loop,
    ast.AsyncFor: _in_loop,
    **dict.fromkeys((ast.If, ast.While, ast.Assert), _in_test),
    ast.Match: _in_match,
    ast.IfExp: _in_if_expression,
    ast.NamedExpr: _in_named_expression,
    ast.Call: _in_call,
    ast.With: _in_with,
    ast.Delete: _in_delete,
    ast.AsyncWith: _in_with,
}
"""How `hidden_statements` weighs each node type beyond `statement_weight`."""

_HIDDEN = HIDDEN_STATEMENTS.extended(
    hidden_statements,
    (
        ast.ClassDef,
        ast.FunctionDef,
        ast.AsyncFunctionDef,
        ast.Lambda,
        ast.BoolOp,
        ast.Compare,
        ast.JoinedStr,
        ast.For,
        ast.AsyncFor,
        ast.If,
        ast.While,
        ast.Assert,
        ast.Match,
        ast.With,
        ast.AsyncWith,
        ast.AugAssign,
        ast.AnnAssign,
        ast.Delete,
        ast.IfExp,
        ast.Call,
        *COMPREHENSIONS,
    ),
    "class bodies inside the function, calls side by side, steps run one by one, and calls"
    " in displays tested for their size",
)


class MaxStatements(FunctionLimit):
    """Limit the number of statements in each function.

    What it asks:
        No function or method contains more than `max_statements` statements, counting
        the statements nested inside its loops, conditionals, `with` and `try` blocks
        and nested functions.

    Why:
        Long functions mix several jobs and are hard to test and reuse. A statement
        budget forces decomposition into named helpers, which models tend to skip when
        they can solve a task in one long function.

    Verified by:
        Ruff PLR0915 (pylint too-many-statements) with `max-statements` set to the
        parameter. Following pylint, `return` statements are not counted and clauses such
        as `else` and `except` add one each.

    Strict mode:
        The top-level code of a constant string a function runs through exec/eval/compile counts
        toward that function's statements, its hidden parts included (functions the string defines
        are judged on their own), and so do the `>>>` examples of a constant string or of the
        docstring of a module function or class whose body is that docstring alone (with `pass`
        or `...`) that it runs through doctest (`doctest.run_docstring_examples(_steps, globs)`,
        a test built by `get_doctest` or `DocTestFinder().find` of one that the module runs; a
        documented function's examples are its documentation, and `script_from_examples` or
        `get_examples` run nothing). Also counts the statements packed
        into expressions: one per
        assignment expression (`:=`), save a test's own, the only one in the test of an
        `if`, `elif` or `while` or in a comprehension's conditions standing as the test or
        an operand of its comparison, `not` or `and`/`or` (`if m := PATTERN.match(line):`,
        `while (top := stack.pop()) != '(':`), in an expression statement (or one assigned
        only to `_`) one
        per call whose result it throws away beyond the first (a tuple, list or set of calls, the
        keys and values of a dict display, the operands of `and`/`or`, a comprehension run for its
        side effects, which counts as a loop too, the operands of an operator, `'%s%s' % (load(),
        save())`, `[load()] + [save()]`, the body of a lambda called in place, `(lambda: (load(),
        save()))()`, or through the one name bound to it, `run = lambda: (load(), save())` then
        `run()`, also as a parameter's default, `def f(p, _setup=lambda p: [p.load(), ...]):`
        then `_setup(p)`, or read by a constant key from a dict display (or a `dict(...)` call
        of keywords),
        `tasks = {'run': lambda: (load(), save())}` then `tasks['run']()`, or read as an attribute
        of the one name bound to a namespace given it as a keyword (`plan =
        types.SimpleNamespace(run=lambda: ...)` then `plan.run()`, also `dict`,
        `argparse.Namespace`, `OrderedDict`, or a class made by `type(name, bases, {...})`) or
        of a name that attribute is stored into once (`plan.run = lambda: ...`), or handed to
        `operator.call`, a literal whose method
        is called, `[load(), save()].clear()`, or handed to a builtin that only reads it,
        `len([load(), save()])`,
        `all`, `any`, `sorted` and the like, or to a module function or lambda that does
        nothing with it (its body, docstring aside, only expression statements, `del` of
        parameters and `return`s made of its parameters and constants by subscripts and
        such builtins, `def _run(steps): return steps` or `return len(steps)` then
        `_run((load(), save()))`, also through a name bound once to it, `_go = _run`),
        beside names and constants or inside another such call, `_run((load(), save()),
        tag)`, `any(_run((load(), save())))`, also the body of a
        lambda `map` maps so, `list(map(
        lambda c: (c.load(), c.save()), [x]))`) and one per call handed beside another to the same
        call (`run(load(),
        save())`, also spread from a literal, `print(*(load(), save()))`); the same for a tuple,
        list, set or dict display (or one joined to another by an operator, or negated) tested by
        `if`, `elif`, `while`, `assert`, a conditional expression, a `case` guard or a
        comprehension's `if` (also as an operand of the test's `and`/`or`/`not`), or handed to
        `len` or `bool` anywhere, which reads its size, not its values (`assert (load(),
        save())`, `count += len((load(), save()))`), for a tuple subject of a `match` whose
        only case is a bare `case _:`, and for a
        literal handed to `contextlib.nullcontext` in a `with` item without `as`; one per `with`
        item whose manager only hands on a value (`contextlib.nullcontext`, or a module
        `@contextmanager` generator whose whole body is one `yield`: `with nullcontext(
        conn.users()) as users` is `users = conn.users()`), the first not counted when every item
        of the `with` is one; for each `with` item whose manager is a module `@contextmanager`
        generator whose one `yield` is a statement of its body and whose statements around it
        call what the caller hands it (`def _step(func, *args): func(*args)` / `yield`, or
        `yield` / `func(*args)`, run at exit), the statements it runs before and after the yield;
        one per call
        beyond the first in a literal tuple or list indexed by a constant (`(load(), save(),
        config)[-1]`), and one per call a literal tuple or list unpacked into names throws away
        into a dummy target, `_`, `*_` or a `_name` the function never reads (`*_, report =
        (db.connect(), ..., db.report())`; beyond the first when every target is one), or,
        when more, one per target beyond the first of a literal tuple or list unpacked into
        as many targets (nested ones opened; a starred target taking one per value it takes;
        the values of a dict display with distinct constant keys read by `.values()`, `a, b,
        ... = {'a': f(), ...}.values()`, unpacked as that tuple, and a literal tuple or list
        `match` subject destructured by its one case, unguarded, into as many plain capture
        names, `match (f(), g(), ...): case (a, b, ...): pass`, as that assignment; the
        arguments of a call of a module function or lambda that hands them back as a tuple,
        `def _pack(*values): return values` or `return a, b, c` of as many parameters,
        unpacked as that literal; and the tuple target of a `for` loop over `zip` of
        one-item iterables, `for a, b in zip([f()], [g()])`, as `a, b = f(), g()`)
        once four or more of its values
        are computed (a call, an operator, comparison, conditional expression,
        comprehension, f-string or `await`: `total, net, average, ratio = sum(...), total
        - refunds, ..., ...` is four assignments; `lo, hi = hi, lo` is one), and the same
        for smaller such literals with two or three values computed once a function's
        targets beyond the first of them number six or more (three triples, `b, p, n =
        ...; x, y, r = ...; u, v, w = ...`: triples cut from one wide pack; two, as a
        date and a time parsed side by side, are two statements); a call
        nested in another's argument (`out.append(int(text))`) computes a value and adds nothing;
        the statements of a class body inside the function (`class _Run: s0 = step_0(config) ...`;
        not the fields it only declares, `units: int = 0`,
        and those of its `__init__` or `__new__` when the function calls the class by name) count
        for the function, since they run when it does; one per assignment
        made by a `for` statement or comprehension clause over one item (a literal of one,
        `itertools.repeat(x, 1)`, `itertools.islice(x, 1)`, `[x] * 1`, or such handed to `iter`,
        `list`, `tuple` and the like, or `zip`, `enumerate` or `map` of such iterables only:
        `for users in [conn.load_users()]`); the decorators and
        default values of a function or lambda defined inside the function, and the bases and
        keywords of such a class, and the annotations of such a function (unless `from __future__
        import annotations`), are calls side by side as below (`def _run(users=
        conn.load_users(), orders=conn.load_orders(), ...)`), and a
        decorator of such a function or class that is a lambda or a lambda called (`@lambda cls:
        conn.open() or cls`) is one statement; one per parameter of a lambda called in place
        (`(lambda users: ...)(conn.users())` is `users = conn.users()`), counted for the function
        around it (also through lambdas themselves called in place); and anywhere
        else, one per call beyond the first (a function called again among them, `log('a')` and
        `log('b')`, is two) once four or more different functions are
        called side by side (a call alone, awaited, negated or compared once: `ctx.build() is
        None`) as the operands of one `and`/`or` (`ok = ctx.fetch() is None and ctx.build() is None
        and ...`), or the items of a literal tuple, list or set handed to `all` or `any`, which is
        one (`if all([ctx.fetch(), ctx.build(), ...]):`), of one comparison chain, as the fields of
        one f-string, as the items of a
        literal tuple, list or set (or keys and values of a dict display) a `for` loops over
        (`for _ in (load(), save(), ...): pass`, `for _ in {load(): 0, ...}: pass`), of one
        indexed by anything (`[load(), save(), ...][LAST]`), as the items of a tuple key of an
        element read or deleted (`_DONE[load(), save(), ...]`), or of one stored into together
        with the value stored (`_DONE[load(), save(), check()] = lock()`, also augmented or
        annotated), the tuple or dict subject of a `match` or a literal handed to the manager of
        a `with` item, as the arguments of the managers of the items without `as` of one
        `with` of two or more items (`with suppress(load()), suppress(save()), ...:`), as the
        keys, slice bounds and called objects of the subscripts (and called objects of the
        attributes) of a tuple or list target of an assignment (`_LOG[load()], _LOG[save()],
        ... = range(4)`) or of the targets of a `del` of two or more (`del _S[load():],
        _S[save():], ...`); and one per different step beyond the first
        once four or more different steps (functions or bound methods named, not called, lambdas,
        `functools.partial`s and `operator.methodcaller`s, `methodcaller('stop', 'web')` being the
        call `obj.stop('web')`) stand in a literal tuple or list (also through the one name bound
        to it), or as the keys or values of a dict display (`{'c': db.commit, ...}.values()`,
        also a `dict(...)` call of keywords, `dict(c=db.commit, ...).values()`), run
        one by one: looped over by a `for` or comprehension that calls its variable (`for step in
        (db.close, db.archive, ...): step()`), or handed to a call beside a lambda (also through
        the one name bound to it) that calls its parameter (`functools.reduce(lambda acc, step:
        step() or acc, (db.close, ...), None)`) or beside `operator.call` or
        `operator.methodcaller('__call__')`; the same for the method names (text) of such a
        literal, or the words of a constant string split at run time (`'close archive report
        log'.split()`, `.split(',')`, `.rsplit`, `.splitlines()`, also through the one name bound
        to it or in `list(...)` or `tuple(...)`), looped over by a `for` or comprehension that
        calls the method its variable names (`for name in ('close', 'archive', ...): getattr(db,
        name)()`, also `operator.methodcaller(name)(db)`, `inspect.getattr_static(db, name)`,
        `db.__getattribute__(name)`, `object.__getattribute__(db, name)`,
        `operator.attrgetter(name)(db)`, `vars(db)[name]` and `db.__dict__[name]`, called) or
        handed to a call beside a lambda (also
        through the one name bound to it) that calls so the method its parameter names
        (`deque(map(lambda name: getattr(db, name)(), names), maxlen=0)`), for the methods
        `operator.attrgetter('close', 'archive', ...)(db)` fetches, looped over and called, and for
        the rows (tuples or lists) of such a literal looped over with a tuple target one of whose
        names is called so, or called itself when the row holds a step there (a bare name only when
        it is a function of the module's: `(('age', int), ...)` converts by type), one per
        different row (`for name, *args in (('stop', 'web'), ('pull',), ...): getattr(server,
        name)(*args)`); and one per different step beyond the first once four or more are
        handed one by one along one chain of calls, each the receiver or first argument of
        the next (`steps.then(db.connect).then(db.begin)...`, `then(then(steps, db.connect),
        db.begin)`), to a module function or method (every one of that name) that calls the
        parameter it takes them as. A loop of steps is also read through `enumerate`, `zip`,
        `list`, `tuple`, `iter` and `reversed`, a step called as `step.__call__()` or
        `operator.call(step)`, and `map(operator.call, steps)` runs them like a loop.
        Still possible: doctest examples run from text built at run time or a module's
        docstring (`doctest.testmod()`), steps moved into the default values of nested
        functions that stay within the bound written as plain assignments, up to three
        computed values packed in a function's tuple
        assignments beyond one per assignment (`x, y = f(), g()`, honest for coordinates
        and the like), bindings by a comprehension's `for` over one item that stay within
        the bound as plain assignments, one assignment expression in a comprehension's
        conditions beside the statement holding it (`[y for x in xs if (y := f(x))]`),
        work moved into helper functions, each
        within its own bound, into up to three different steps run one by one, into steps run
        otherwise (a list built at run time other than by splitting a constant string, a `while`
        loop popping them, a module function that calls what it is handed, other than along one
        chain), or into a
        container of calls handed to a
        call other than the builtins above (`run((load(), save()))`), returned or assigned to a
        name (`return load(), save()`, which reads as returning two results, also from a lambda
        whose value is so used, `return run()`), up to three different functions called side by
        side
        in one expression (honest conditions and messages call as many: `isinstance(x, str) and
        x.startswith(p) and not x.endswith(q)`), and one function called side by side many times
        (`run('fetch') and run('build')`, `f'{choice(a)} {choice(b)}'`: a loop over values, not a
        sequence of steps).
    """

    id = "logic_4"
    name = "max_statements"
    category = "logic"
    description = "Limit each function to a maximum number of statements."
    generation_prompt = (
        "Keep every function and method to at most {max_statements} statements, counting "
        "the statements inside its loops, conditionals and other blocks; split longer "
        "logic into helper functions."
    )
    edit_prompt = (
        "Split up long functions so that no function or method has more than "
        "{max_statements} statements, counting statements inside nested blocks."
    )
    limit = Limit("PLR0915", "pylint.max-statements", _BOUND, statement_count, _HIDDEN)

    def hidden_in_code(self, facts: StrictFacts) -> list[tuple[ast.AST, int]]:
        """Steps handed to a call that runs them (see `steps_handed`), calls side by
        side in a literal handed to `all` or `any` (see `tested_together`), and small
        packs of computed values spread over a function (see `packed_across`)."""
        found = steps_handed(facts) + tested_together(facts) + steps_chained(facts)
        return found + packed_across(facts) + doctests_run(facts)

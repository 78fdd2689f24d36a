"""error_2: re-raise inside except with `raise ... from err`."""

from __future__ import annotations

import ast
import heapq
import operator
import textwrap
from collections.abc import Callable, Iterator
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import (
    COMPREHENSIONS,
    LOOPS,
    TRY_NODES,
    except_handlers,
    is_none,
    is_super_call,
    parse,
)
from vibebench.instructions._strict import Finding, StrictFacts, without_noops
from vibebench.instructions._strict_arguments import argument_for, parameter_annotation
from vibebench.instructions._strict_calls import (
    BUILTIN_METHODS,
    implicit_calls,
    is_self,
    module_hooks_run,
    names_the_class,
)
from vibebench.instructions._strict_classes import class_body_values, class_model, own_method
from vibebench.instructions._strict_flow import (
    LOG_METHODS,
    always_raises,
    handlers_cannot_fire,
    left_by_its_own_break,
    lineage_of,
    own_walk,
    truth_of,
)
from vibebench.instructions._strict_names import UNKNOWN, const_str
from vibebench.instructions._strict_scopes import names_bound
from vibebench.instructions.builtin.error_1_specific_exceptions import static_truth


def _unchained_raises(handler: ast.ExceptHandler) -> list[ast.Raise]:
    """`raise X(...)` statements in a handler's own body that give no `from` cause: a
    raise of the caught name (`raise err`) re-raises, but not once the handler binds that
    name again (`err = ConfigError(...)` / `raise err`: a new exception)."""
    found: list[ast.Raise] = []
    raised_names: list[ast.Raise] = []
    rebound = False
    stack: list[ast.AST] = list(handler.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            continue  # a raise in a nested definition runs later, outside the handler
        rebound = rebound or _rebinds(node, handler.name)
        if isinstance(node, ast.Raise) and node.exc is not None and node.cause is None:
            is_bound_name = isinstance(node.exc, ast.Name) and node.exc.id == handler.name
            (raised_names if is_bound_name else found).append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found + raised_names if rebound else found


def _rebound_raises(
    handler: ast.ExceptHandler, nodes: list[ast.AST], facts: StrictFacts
) -> list[ast.Raise]:
    """The `raise err` statements without a cause of a handler `except ... as err` that
    binds `err` again in its own body (`err = ConfigError(...)` / `raise err`): what is
    raised is a new exception, not the caught one re-raised."""
    name = handler.name
    raised = [
        node
        for node in nodes
        if isinstance(node, ast.Raise)
        and node.cause is None
        and isinstance(node.exc, ast.Name)
        and node.exc.id == name
    ]
    if name is None or not raised:
        return []
    if any(_rebinds(node, name) for node in nodes) or _rebound_elsewhere(handler, name, facts):
        return raised
    return []


def _rebound_causes(nodes: list[ast.AST], caught: frozenset[str]) -> list[ast.Raise]:
    """The `raise X(...) from err` statements of a handler whose cause names a caught
    exception that the handler binds again (`err = RuntimeError(key)` / `raise X(msg) from
    err`): the cause is then the new object, not the caught exception."""
    causes = {
        node.cause.id
        for node in nodes
        if isinstance(node, ast.Raise)
        and isinstance(node.cause, ast.Name)
        and node.cause.id in caught
    }
    rebound = {name for name in causes if any(_rebinds(node, name) for node in nodes)}
    return [
        node
        for node in nodes
        if isinstance(node, ast.Raise)
        and isinstance(node.cause, ast.Name)
        and node.cause.id in rebound
    ]


_NAMESPACE_READS = frozenset({"get", "keys", "items", "values", "copy", "__contains__"})
"""Methods of `globals()` that read it, which rebind no name."""


def _rebound_elsewhere(handler: ast.ExceptHandler, name: str, facts: StrictFacts) -> bool:
    """Whether code outside the handler may bind the caught name, when that is a global
    (the handler at module level, or in a function declaring it `global`): a function
    declaring `global err` that binds it (a helper the handler calls rebinds the caught
    name), a write to `globals()`/`vars()` by that key or one known only at run time (or
    any other use of the namespace but a read), `setattr` by that name or one known only
    at run time, or `x.err = ...` (the module's attribute)."""
    owner = facts.owner(handler)
    if not isinstance(owner, ast.Module) and not any(
        isinstance(item, ast.Global) and name in item.names for item in ast.walk(owner)
    ):
        return False
    known = facts.memo(_global_writes)
    if name not in known:
        known[name] = _global_writes(facts, name)
    return known[name]


def _global_writes(facts: StrictFacts, name: str) -> bool:
    """`_rebound_elsewhere` past the owner test, once per code and name (two walks of the
    whole tree); `setattr`, `globals` and `vars` by any name the resolver gives them (`put =
    setattr`)."""
    for node in ast.walk(facts.tree):
        if (
            isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            and any(isinstance(item, ast.Global) and name in item.names for item in ast.walk(node))
            and any(_rebinds(item, name) for item in ast.walk(node) if item is not node)
        ):
            return True
        if (
            isinstance(node, ast.Call)
            and len(node.args) >= 2  # noqa: PLR2004
            and "builtins.setattr" in facts.names.names(node.func)
        ):
            key = const_str(node.args[1])
            if key is None or key == name:
                return True
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store | ast.Del)
            and node.attr == name
            and not (isinstance(node.value, ast.Name) and node.value.id in {"self", "cls"})
        ):
            return True
    return _namespace_written(facts, name)


_NAMESPACE_CALLS = frozenset({"builtins.globals", "builtins.vars"})


def _namespace_written(facts: StrictFacts, name: str) -> bool:
    """`globals()['err'] = ...` (or `vars()`), by that key or one known only at run time,
    or the namespace used otherwise than read (bound to a name, handed on, updated)."""
    tree = facts.tree
    parents: dict[int, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[id(child)] = node
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call)
            and not node.args
            and facts.names.names(node.func) & _NAMESPACE_CALLS
        ):
            continue
        parent = parents.get(id(node))
        if isinstance(parent, ast.Subscript) and parent.value is node:
            key = const_str(parent.slice)
            if isinstance(parent.ctx, ast.Load) or (key is not None and key != name):
                continue
            return True
        if isinstance(parent, ast.Attribute) and parent.attr in _NAMESPACE_READS:
            continue
        if isinstance(parent, ast.Compare) and node in parent.comparators:
            continue
        return True
    return False


def _rebinds(node: ast.AST, name: str | None) -> bool:
    """Whether a node binds the caught name to something else: an assignment or any other
    binding (`case err:` of a `match` on a new exception, `import x as err`, `def err`);
    not a nested `except ... as err`, which binds an exception caught there, nor a lambda's
    parameter, bound in the lambda's own scope."""
    return (
        name is not None
        and not isinstance(node, ast.ExceptHandler | ast.arg)
        and name in names_bound(node)
    )


def _handlers(
    body: list[ast.stmt], caught: frozenset[str]
) -> Iterator[tuple[ast.ExceptHandler, frozenset[str]]]:
    """Every handler with the names of the exceptions caught around it (its own included).

    A function body starts afresh: it runs later, outside any handler around it.
    """
    for statement in body:
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield from _handlers(statement.body, frozenset())
            continue
        if isinstance(statement, TRY_NODES):
            for handler in statement.handlers:
                inner = caught | ({handler.name} if handler.name else set())
                yield handler, inner
                yield from _handlers(handler.body, inner)
        for field in ("body", "orelse", "finalbody"):
            yield from _handlers(getattr(statement, field, None) or [], caught)
        for case in getattr(statement, "cases", None) or []:
            yield from _handlers(case.body, caught)


def _raises_new(func: ast.AST, module: _Module, kept: frozenset[str] = frozenset()) -> bool:
    """Whether a function (or lambda) always raises a new exception without a cause when it
    runs (an abstract method's `raise NotImplementedError` aside: a subclass overrides it),
    by a `raise` or by a `raise` in another form (`_raises_otherwise`). `kept`: parameters
    a caller hands the caught exception, whose `raise param` re-raises it."""
    return _ends_raising(func, module.facts, kept) or any(
        (
            isinstance(node, ast.Raise)
            and node.exc is not None
            and node.cause is None
            and not _is_caught(node.exc, kept)
            and not (_not_implemented(node.exc, module.facts) and _abstract(func, node, module))
        )
        or _raises_otherwise(node, func, module)
        for node in _always_run(func, module.facts)
    )


def _raises_otherwise(node: ast.AST, func: ast.AST, module: _Module) -> bool:
    """A `raise` in another form that a helper always runs: a generator's `throw()` of
    anything but what the helper is handed (`gen.throw(err)` with `err` a parameter passes
    on what its caller gives it; `(_ for _ in ()).throw(ConfigError(key))` raises a new
    exception), or an operation certain to fail (`_fails_for_certain`: `{}[key]`)."""
    if isinstance(node, ast.Call) and _throws(node, module):
        return not _passes_on(node, _parameter_names(func), module.facts)
    return _fails_for_certain(node, module.facts)


def _parameter_names(func: ast.AST) -> frozenset[str]:
    arguments = getattr(func, "args", None)
    if not isinstance(arguments, ast.arguments):
        return frozenset()
    listed = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    listed += [arg for arg in (arguments.vararg, arguments.kwarg) if arg is not None]
    return frozenset(arg.arg for arg in listed)


def _ends_raising(func: ast.AST, facts: StrictFacts, kept: frozenset[str] = frozenset()) -> bool:
    """A function that raises a new exception without a cause whichever way it goes and
    never returns: every way through its body ends in such a `raise` (`if strict: raise
    ConfigError(...)` / `else: raise KeyError(key)`, a `raise` after a condition that lets
    it through, one in a `try` with only a `finally`, or a `while True:` nothing breaks
    out of), none of its `raise` statements
    re-raises, chains, raises `NotImplementedError` or a parameter in `kept` (one handed the
    caught exception), and it has no `return` or `yield`."""
    if not isinstance(func, ast.FunctionDef):
        return False  # calling an async function raises nothing
    nodes = list(own_walk(func, into_lambdas=False))
    if any(isinstance(node, ast.Return | ast.Yield | ast.YieldFrom) for node in nodes):
        return False
    raises = [node for node in nodes if isinstance(node, ast.Raise)]
    return (
        bool(raises)
        and all(
            node.exc is not None
            and node.cause is None
            and not _not_implemented(node.exc, facts)
            and not _is_caught(node.exc, kept)
            for node in raises
        )
        and _block_ends_raising(func.body, facts)
    )


def _block_ends_raising(body: list[ast.stmt], facts: StrictFacts) -> bool:
    """`always_raises`, also through a last `try` with only a `finally`, and for a last
    `while True:` that nothing breaks out of (the function never returns)."""
    effective = without_noops(body)
    last = effective[-1] if effective else None
    if isinstance(last, TRY_NODES) and not last.handlers:
        return _block_ends_raising(last.body, facts)
    if isinstance(last, ast.While) and _endless(last):
        return True
    return always_raises(body, facts)


def _endless(loop: ast.While) -> bool:
    """`while True:` (or another true constant) with no `break` of its own."""
    test = loop.test
    if not (isinstance(test, ast.Constant) and test.value) or loop.orelse:
        return False
    return not left_by_its_own_break(loop)


def _abstract(func: ast.AST, raised: ast.Raise, module: _Module) -> bool:
    """A method whose body is only `raise NotImplementedError` (with a docstring, `pass`
    or `...`) and that is a marker for subclasses, not a helper that rejects some values:
    decorated `abstractmethod`, overridden by a module subclass, or with a message that
    names none of its arguments (a rejecting helper reports the value it rejects)."""
    owner = module.facts.owner(func)
    body = getattr(func, "body", [])
    if not isinstance(owner, ast.ClassDef) or len(without_noops(body)) != 1:
        return False
    decorators = getattr(func, "decorator_list", [])
    if any("abc.abstractmethod" in module.facts.names.names(item) for item in decorators):
        return True
    name = getattr(func, "name", "")
    if any(own_method(cls, name) for cls in module.model.subclasses(owner)):
        return True
    return not _reads_arguments(raised, func) and _marks_abstract(raised, name)


_ABSTRACT_WORDS = ("implement", "subclass", "override", "abstract", "must", "todo", "yet")


def _marks_abstract(raised: ast.Raise, name: str) -> bool:
    """Whether `raise NotImplementedError(...)` reads as a marker for subclasses: no
    message, one not written out, or one saying so (`'subclasses must implement
    load'`, one naming the method) rather than refusing something (`'this store cannot
    read that key'`)."""
    exc = raised.exc
    if not isinstance(exc, ast.Call) or not exc.args:
        return True
    message = exc.args[0]
    parts = message.values if isinstance(message, ast.JoinedStr) else [message]
    text = " ".join(
        part.value
        for part in parts
        if isinstance(part, ast.Constant) and isinstance(part.value, str)
    ).lower()
    if not text:
        return True
    return any(word in text for word in (*_ABSTRACT_WORDS, name.lower().strip("_")))


def _reads_arguments(raised: ast.Raise, func: ast.AST) -> bool:
    """Whether the raised exception reads an argument of the method (not `self`/`cls`)."""
    arguments = getattr(func, "args", None)
    if not isinstance(arguments, ast.arguments):
        return False
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    every += [arg for arg in (arguments.vararg, arguments.kwarg) if arg is not None]
    names = {arg.arg for arg in every} - {"self", "cls"}
    return any(
        isinstance(node, ast.Name) and node.id in names for node in ast.walk(raised.exc or raised)
    )


def _always_run(func: ast.AST, facts: StrictFacts) -> list[ast.AST]:
    """The nodes of the statements `func` runs whenever it is called: its body's (and its
    `with` blocks') up to the first condition, loop, `try` or `match`, but through an `if`
    whose test is known before the code runs (`if STRICT:` with `STRICT = True` never
    rebound: the branch it takes) and a `try` whose handlers cannot fire
    (`handlers_cannot_fire`: a body of logging calls and plain assignments, ending perhaps
    in a `raise` of a class no handler catches). A function that raises only for some
    inputs (a validating constructor, a fallback parser) may be called in a handler
    honestly: when it does raise, that is its own error, not the handled one. For a
    lambda, the parts of its expression that always run (`_evaluated_nodes`)."""
    if isinstance(func, ast.Lambda):
        return _evaluated_nodes(func.body)
    body = getattr(func, "body", None)
    found: list[ast.AST] = []
    _straight_line(body if isinstance(body, list) else [], found, facts)
    return found


def _evaluated_nodes(expression: ast.expr) -> list[ast.AST]:
    """The nodes of an expression that run whenever it is evaluated: not the branches of a
    conditional expression, the operands of `and`/`or` after the first, a comprehension's
    body, conditions or later loops (they run per element, perhaps never), nor a nested
    lambda's body."""
    found: list[ast.AST] = []
    stack: list[ast.AST] = [expression]
    while stack:
        node = stack.pop()
        found.append(node)
        if isinstance(node, ast.IfExp):
            stack.append(node.test)
        elif isinstance(node, ast.BoolOp):
            stack.append(node.values[0])
        elif isinstance(node, COMPREHENSIONS):
            stack.append(node.generators[0].iter)
        elif not isinstance(node, ast.Lambda):
            stack.extend(ast.iter_child_nodes(node))
    return found


def _straight_line(
    statements: list[ast.stmt],
    found: list[ast.AST],
    facts: StrictFacts,
    settled: dict[str, bool] | None = None,
) -> bool:
    """Add the nodes of `statements` to `found` until one may branch (what follows it may
    not run); False when one did. `settled`: the truth of parameters one call's arguments
    settle (`_settled_raiser`)."""
    for statement in statements:
        blocks = _entered_blocks(statement, found, facts, settled)
        if blocks is not None:
            if not _straight_line(blocks, found, facts, settled):
                return False
        elif isinstance(statement, _STOPS):
            return False
        elif not isinstance(statement, _DEFINITIONS):
            found += [statement, *own_walk(statement, into_lambdas=False)]
    return True


def _entered_blocks(
    statement: ast.stmt,
    found: list[ast.AST],
    facts: StrictFacts,
    settled: dict[str, bool] | None = None,
) -> list[ast.stmt] | None:
    """The statements a compound statement always runs, in order (adding to `found` what
    its header evaluates): a `with` block, the branch an `if` whose test is known takes, a
    `try` whose handlers cannot fire, a `for` over what has an element (`_runs_once_at_least`:
    its body runs, and its `else` if nothing in it branches); None for any other."""
    if isinstance(statement, ast.With | ast.AsyncWith):
        found += [statement, *(n for item in statement.items for n in ast.walk(item))]
        return statement.body
    if (
        isinstance(statement, ast.If)
        and (truth := _test_truth(statement.test, facts, settled)) is not None
    ):
        found += [statement.test, *own_walk(statement.test, into_lambdas=False)]
        return statement.body if truth else statement.orelse
    if isinstance(statement, ast.Try) and handlers_cannot_fire(statement, facts):
        return [*statement.body, *statement.orelse, *statement.finalbody]
    if isinstance(statement, ast.For) and _runs_once_at_least(statement.iter, facts):
        found += [statement.iter, *own_walk(statement.iter, into_lambdas=False)]
        return [*statement.body, *statement.orelse]
    return None


def _test_truth(
    test: ast.expr, facts: StrictFacts, settled: dict[str, bool] | None
) -> bool | None:
    """`static_truth`, or for `p` / `not p` the truth a call settles for parameter `p`."""
    truth = static_truth(test, facts)
    if truth is not None or not settled:
        return truth
    tested = _tested_name(test, facts)
    if tested is None or tested[0] not in settled:
        return None
    return settled[tested[0]] is not tested[1]


_SIZE_TESTS = {(ast.Gt, 0): False, (ast.GtE, 1): False, (ast.NotEq, 0): False,
               (ast.Eq, 0): True, (ast.Lt, 1): True, (ast.LtE, 0): True}  # fmt: skip
"""`len(p) <op> n` -> whether it is `not p` (round 41, e2-len-guard-helper)."""


def _tested_name(test: ast.expr, facts: StrictFacts) -> tuple[str, bool] | None:
    """The name an `if` tests the truth of and whether negated: `p`, `not p`, `bool(p)`,
    and `len(p) > 0` (`>= 1`, `!= 0`; `== 0`, `< 1`, `<= 0` negated)."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = _tested_name(test.operand, facts)
        return None if inner is None else (inner[0], not inner[1])
    negated = False
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        right = test.comparators[0]
        if not (isinstance(right, ast.Constant) and type(right.value) is int):
            return None
        empty = _SIZE_TESTS.get((type(test.ops[0]), right.value))
        if empty is None or not isinstance(test.left, ast.Call):
            return None
        negated, test = empty, test.left
        if facts.names.names(test.func) != {"builtins.len"}:
            return None
    elif isinstance(test, ast.Call) and facts.names.names(test.func) != {"builtins.bool"}:
        return None
    if isinstance(test, ast.Call):
        if len(test.args) != 1 or test.keywords:
            return None
        test = test.args[0]
    return (test.id, negated) if isinstance(test, ast.Name) else None


def _settled_raiser(module: _Module, node: ast.AST) -> str | None:
    """A module function a handler's call runs that raises a new exception unchained given
    the arguments this call passes (`_fail(f"bad port {text!r}")` with `def _fail(message):
    if message: raise ParseError(message)`): a text with characters of its own, a display
    with an element or a true constant settles `if message:`. A helper raising only for
    values the call leaves open (`_check(text)`) is not this."""
    if not isinstance(node, ast.Call) or not (node.args or node.keywords):
        return None
    facts = module.facts
    entries = module.entries(node)  # kept by the module: its id stays its own
    testing = module.settling
    if id(entries) not in testing:
        testing[id(entries)] = [
            func
            for func in entries
            if isinstance(func, ast.FunctionDef) and _tested_parameters(func, facts)
        ]
    for func in testing[id(entries)]:
        settled = _settled_arguments(node, func, facts)
        tested = _tested_parameters(func, facts)
        if not any(name in tested for name in settled):
            continue
        found: list[ast.AST] = []
        _straight_line(func.body, found, facts, settled)
        if any(
            isinstance(item, ast.Raise)
            and item.exc is not None
            and item.cause is None
            and not _not_implemented(item.exc, facts)
            for item in found
        ):
            return func.name
    return None


def _tested_parameters(func: ast.AST, facts: StrictFacts) -> frozenset[str]:
    """The parameters of a module function an `if` of its tests (`if p:`, `if not p:`),
    worked out once a function."""
    known = facts.memo(_tested_parameters)
    if id(func) not in known:
        names: set[str] = set()
        if isinstance(func, ast.FunctionDef):
            for node in own_walk(func, into_lambdas=False):
                tested = _tested_name(node.test, facts) if isinstance(node, ast.If) else None
                if tested is not None:
                    names.add(tested[0])
        known[id(func)] = frozenset(names) & _parameter_names(func)  # only a `def` has names
    return known[id(func)]


def _settled_arguments(
    call: ast.Call, func: ast.FunctionDef, facts: StrictFacts
) -> dict[str, bool]:
    """The truth of the parameters of `func` the arguments of `call` settle, for those the
    function never binds anew."""
    arguments = func.args
    positional = [arg.arg for arg in (*arguments.posonlyargs, *arguments.args)]
    decorators = {name for item in func.decorator_list for name in facts.names.names(item)}
    if isinstance(facts.owner(func), ast.ClassDef) and "builtins.staticmethod" not in decorators:
        positional = positional[1:]
    given: dict[str, ast.expr] = {}
    for name, value in zip(positional, call.args, strict=False):
        if isinstance(value, ast.Starred):
            break
        given[name] = value
    given |= {keyword.arg: keyword.value for keyword in call.keywords if keyword.arg}
    rebound = {
        node.id
        for node in own_walk(func, into_lambdas=False)
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load)
    }
    settled = {name: _argument_truth(value) for name, value in given.items()}
    return {
        name: truth for name, truth in settled.items() if truth is not None and name not in rebound
    }


def _argument_truth(value: ast.expr) -> bool | None:
    if isinstance(value, ast.Constant):
        return bool(value.value)
    if isinstance(value, ast.JoinedStr):
        return True if any(isinstance(p, ast.Constant) and p.value for p in value.values) else None
    if isinstance(value, ast.List | ast.Tuple | ast.Set):
        return True if any(not isinstance(i, ast.Starred) for i in value.elts) else None
    return None


def _runs_once_at_least(iterable: ast.expr, facts: StrictFacts) -> bool:
    """An iterable a `for` goes through at least once whatever the code is given: `range`
    of constants that is not empty (`range(1)`), a display with an element (`(0,)`), text."""
    if isinstance(iterable, ast.Tuple | ast.List | ast.Set):
        return any(not isinstance(item, ast.Starred) for item in iterable.elts)
    if isinstance(iterable, ast.Constant):
        return isinstance(iterable.value, str | bytes) and bool(iterable.value)
    if not (
        isinstance(iterable, ast.Call)
        and not iterable.keywords
        and facts.names.names(iterable.func) == {"builtins.range"}
        and all(isinstance(arg, ast.Constant) and type(arg.value) is int for arg in iterable.args)
    ):
        return False
    try:
        return len(range(*(arg.value for arg in iterable.args))) > 0  # type: ignore[attr-defined]
    except (TypeError, ValueError):
        return False


_BRANCHING = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.Try, ast.TryStar, ast.Match)
_STOPS = (*_BRANCHING, ast.Break, ast.Continue)
_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _not_implemented(exc: ast.expr, facts: StrictFacts) -> bool:
    target = exc.func if isinstance(exc, ast.Call) else exc
    return facts.names.names(target) == {"builtins.NotImplementedError"}


_HELPER_DEPTH = 3
"""How many functions deep what a function returns is followed to the classes it makes."""

_CONSTRUCTORS = ("__new__", "__init__", "__post_init__")
"""What calling a class runs (`__post_init__` through a dataclass's `__init__`)."""


class _Module:
    """The module's functions by name and its classes by name: what a call or an attribute
    in a handler may run."""

    def __init__(self, facts: StrictFacts) -> None:
        self.facts = facts
        self.functions: dict[str, list[ast.AST]] = {}
        for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
            self.functions.setdefault(node.name, []).append(node)
        self.model = class_model(facts)
        self.classes = self.model.by_name
        self.reached: dict[int, list[ast.AST]] = {}
        """id(call or attribute) -> its `entries`."""
        self.anything: dict[tuple[str, type | None], list[ast.AST]] = {}
        """(member, access) -> what it runs on a receiver nothing is known of."""
        self.nearest: dict[int, str | None] = {}
        """id(a list `entries` gave) -> `_raising_helper`'s answer for it."""
        self.helpers: dict[int, tuple[int, str] | None] = {}
        """id(function) -> how many calls down and which raising helper it reaches (see
        `_nearest_helpers`)."""
        self.callees: dict[int, list[ast.AST]] = {}
        """id(function) -> the module functions it always runs (`_callees`)."""
        self.settling: dict[int, list[ast.FunctionDef]] = {}
        """id(a list `entries` gave) -> those functions an `if` of tests a parameter of."""
        self.metas: dict[int, list[ast.ClassDef]] = {}
        """id(class) -> its module metaclasses (`metaclasses`)."""
        self.made: dict[str, list[ast.AST]] = {}
        """class name -> what its fields' `default_factory` callables run (`factories`)."""

    def accessed_by(self, func: ast.AST) -> list[type]:
        """How reading, setting or deleting an attribute runs `func` (a property's getter,
        `setter` or `deleter`): the contexts of those accesses (none for a method)."""
        found: list[type] = []
        for decorator in getattr(func, "decorator_list", []):
            if self.facts.names.names(decorator) & _PROPERTIES:
                found.append(ast.Load)
            elif isinstance(decorator, ast.Attribute) and decorator.attr in _ACCESSORS:
                found.append(_ACCESSORS[decorator.attr])
        return found

    def called(self, name: str) -> list[ast.AST]:
        """What calling the module name `name` runs: a function, or a class's constructor
        (and the `default_factory` callables of its fields, `factories`)."""
        found = self.functions.get(name, []) + self.model.methods(name, _CONSTRUCTORS)
        if name not in self.classes:
            return found
        return found + self.factories(name) + self.enum_missing(name)

    def enum_missing(self, name: str) -> list[ast.AST]:
        """The `_missing_` of a module `Enum` class: `Mode(value)` runs it for a value no
        member has, so a handler calling `Mode(settings.get('mode'))` runs its raise."""
        if not self.facts.mentions("_missing_"):
            return []
        lineage = lineage_of({f"local:{name}"}, self.facts)
        if not any(kind.startswith("enum.") for kind in lineage):
            return []
        return list(self.model.methods(name, ("_missing_",)))

    def factories(self, name: str) -> list[ast.AST]:
        """`value: object = field(default_factory=_missing)` in the body of a module class of
        that name or of a module base: the generated `__init__` calls the factory (also a
        lambda's call, `default_factory=lambda: _missing(key)`); worked out once a name."""
        if name not in self.made:
            self.made[name] = []  # while it is worked out: a factory making the class again
            found: list[ast.AST] = []
            for cls in self.classes[name]:
                for owner in self.model.mro(cls):
                    for item in owner.body:
                        value = (
                            item.value if isinstance(item, ast.Assign | ast.AnnAssign) else None
                        )
                        keywords = value.keywords if isinstance(value, ast.Call) else []
                        for keyword in keywords:
                            if keyword.arg == "default_factory":
                                found += self.factory_entries(keyword.value)
            self.made[name] = found
        return self.made[name]

    def factory_entries(self, factory: ast.expr) -> list[ast.AST]:
        """What calling a factory runs (a lambda: what its body's call runs)."""
        if isinstance(factory, ast.Lambda):
            body = factory.body
            return self.entries(body) if isinstance(body, ast.Call) else []
        return self.callable_entries(factory)

    def entries(self, node: ast.AST) -> list[ast.AST]:
        """The module's functions a call or attribute access in a handler runs: a function
        by name, a class's constructor, an instance's `__call__`, a method or property of
        a module class the receiver may be an instance of (worked out once a node)."""
        if id(node) not in self.reached:
            self.reached[id(node)] = self.find_entries(node)
        return self.reached[id(node)]

    def find_entries(self, node: ast.AST) -> list[ast.AST]:
        """`entries`, worked out: also the dunder methods an operator, subscript, `with`,
        loop or builtin runs on an instance of a known module class (`implicit_calls`),
        its `__getattr__` (for a member the module never defines), `__getattribute__`,
        `__setattr__` or `__delattr__`, and the functions a call hands to a caller that
        calls them (`_handed_callables`); for a definition (one in a handler), its
        decorators and what creating a class runs (`class_creation`)."""
        extra = self.implicit(node) + module_hooks_run(self.facts, node)
        if isinstance(node, ast.Attribute):
            extra += self.attribute_hooks(node) + self.descriptor_hooks(node)
            found = self.reached_member(node.value, node.attr, type(node.ctx))
        elif isinstance(node, ast.Call):
            extra += self.handed_callables(node)
            found = self.callable_entries(node.func)
        elif isinstance(node, _DEFINITIONS):
            applied = [f for item in node.decorator_list for f in self.callable_entries(item)]
            made = self.class_creation(node) if isinstance(node, ast.ClassDef) else []
            return extra + applied + made
        else:
            return extra
        return found + extra if extra else found  # the shared list when nothing is added:
        # its id keys `nearest`, so a thousand calls of one member are worked out once

    def implicit(self, node: ast.AST) -> list[ast.AST]:
        """The dunder methods of known module classes `node` runs on its operands."""
        found: list[ast.AST] = []
        applied = implicit_calls(node)
        rule = _MORE_PROTOCOLS.get(type(node))
        if rule is not None:
            applied = applied + rule(node)
        for operand, dunders in applied:
            classes = self.receiver_classes(operand)
            for dunder in dunders if classes else ():
                found += self.methods_of(classes, dunder)  # type: ignore[arg-type]
            if (
                classes
                and isinstance(node, ast.Subscript)
                and isinstance(node.ctx, ast.Load)
                and operand is node.value
            ):
                found += self.missing_hooks(classes)  # type: ignore[arg-type]
            named = self.class_objects(operand) if classes else []
            if named:
                metas = self.metaclasses(named)
                found += [func for dunder in dunders for func in self.methods_of(metas, dunder)]
                if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load):
                    found += self.methods_of(named, "__class_getitem__")
        return found

    def missing_hooks(self, classes: list[ast.ClassDef]) -> list[ast.AST]:
        """`DEFAULTS[key]` with `DEFAULTS = _Defaults(...)`, a module subclass of `dict`
        (or of any class the code does not show): the `__missing__` that `dict`'s own
        `__getitem__` runs for a key it lacks, when no module class overrides
        `__getitem__`."""
        return [
            func
            for cls in classes
            if self.model.resolved(cls, "__getitem__") is None
            for func in self.methods_of([cls], "__missing__")
        ]

    def class_objects(self, node: ast.expr) -> list[ast.ClassDef]:
        """The module classes `node` names as themselves (`Settings`, not `Settings()`):
        an operator, subscript or call on one runs its metaclass's dunder methods (and
        `Settings[key]` its `__class_getitem__`)."""
        found: list[ast.ClassDef] = []
        for name in self.facts.names.names(node):
            if name.startswith("local:") and "." not in name and not name.endswith("()"):
                found += self.classes.get(name.removeprefix("local:"), [])
        return found

    def class_creation(self, cls: ast.ClassDef) -> list[ast.AST]:
        """What defining a class runs (a class statement in a handler): its metaclass's
        `__new__` and `__init__`, its bases' `__init_subclass__`, the `__mro_entries__` of a
        module-class instance named as a base, and the `__set_name__` of
        the module-class instances its body assigns."""
        metas = self.metaclasses([cls])
        found = [func for hook in ("__new__", "__init__") for func in self.methods_of(metas, hook)]
        found += self.methods_of(self.model.bases(cls), "__init_subclass__")
        for base in cls.bases:  # `class _Probe(_Missing(key)):` runs its `__mro_entries__`
            made = self.instances_made(base)
            found += self.methods_of(made, "__mro_entries__") if made else []
        for item in cls.body:
            value = item.value if isinstance(item, ast.Assign | ast.AnnAssign) else None
            made = self.instances_made(value) if value is not None else None
            found += self.methods_of(made, "__set_name__") if made else []
        return found

    def instances_made(self, value: ast.expr) -> list[ast.ClassDef] | None:
        """The module classes a call's result may be an instance of (`_Missing()`, what a
        module function returns); not a class named as itself."""
        names = frozenset(n for n in self.facts.names.names(value) if n.endswith("()"))
        return self.instance_classes(names, 0) if names else None

    def metaclasses(self, classes: list[ast.ClassDef]) -> list[ast.ClassDef]:
        """The module metaclasses of `classes` (`metaclass=` of each, or of a module class
        along its method resolution order; worked out once a class)."""
        found: list[ast.ClassDef] = []
        for cls in classes:
            if id(cls) not in self.metas:
                self.metas[id(cls)] = [
                    meta
                    for owner in self.model.mro(cls)
                    for keyword in owner.keywords
                    if keyword.arg == "metaclass"
                    for meta in self.local_classes(keyword.value)
                ]
            found += self.metas[id(cls)]
        return found

    def descriptor_hooks(self, node: ast.Attribute) -> list[ast.AST]:
        """`Defaults.value` with `value = _Missing()` in a class body: the `__get__` (or
        `__set__`, `__delete__`, as the access is) of a module class whose instance some
        class body binds to that name, and the getter of `value = property(_fail)`."""
        found: list[ast.AST] = []
        hook = _DESCRIPTOR_HOOKS[type(node.ctx)]
        for value in class_body_values(self.facts).get(node.attr, []):
            if not isinstance(value, ast.Call):
                continue
            names = self.facts.names.names(value.func)
            if names & _PROPERTIES:
                getter = [k.value for k in value.keywords if k.arg == "fget"] + value.args[:1]
                if isinstance(node.ctx, ast.Load):
                    found += [f for item in getter for f in self.callable_entries(item)]
                continue
            made = self.instances_made(value)
            found += self.methods_of(made, hook) if made else []
        return found

    def attribute_hooks(self, node: ast.Attribute) -> list[ast.AST]:
        """`MISSING.value` with `MISSING = _Missing()`: the attribute hooks of a known
        module class the access runs (`__getattr__` only for a member the module never
        defines or assigns)."""
        classes = self.receiver_classes(node.value)
        if not classes:
            return []
        classes = classes + self.metaclasses(self.class_objects(node.value))
        hooks = list(_ATTRIBUTE_HOOKS[type(node.ctx)])
        if isinstance(node.ctx, ast.Load) and not self.defines(classes, node.attr):
            hooks.append("__getattr__")
        return [func for hook in hooks for func in self.methods_of(classes, hook)]

    def defines(self, classes: list[ast.ClassDef], member: str) -> bool:
        """Whether a class defines the member or the code assigns one of that name."""
        return (
            any(self.model.resolved(cls, member) is not None for cls in classes)
            or member in class_body_values(self.facts)
            or member in self.facts.names.attribute_values
        )

    def handed_callables(self, call: ast.Call) -> list[ast.AST]:
        """The module functions a call hands as a value to what calls them at once:
        `map(_fail, ...)`, `operator.call(_fail, x)`, `sorted(..., key=self._fail)`,
        `functools.partial(_fail, x)()`, or a module function that always calls the
        parameter it is handed (`def apply(f, x): return f(x)`)."""
        func = call.func
        handed = [*call.args, *(k.value for k in call.keywords)]
        if self.facts.names.names(func) & _CALLERS:
            return [entry for value in handed for entry in self.callable_entries(value)]
        keyed = [k.value for k in call.keywords if k.arg == "key"]  # `[x].sort(key=_fail)`
        if keyed and isinstance(func, ast.Attribute) and func.attr in _KEY_CALLERS:
            return [entry for value in keyed for entry in self.callable_entries(value)]
        if isinstance(func, ast.Call) and self.facts.names.names(func.func) & _PARTIALS:
            return self.callable_entries(func.args[0]) if func.args else []
        if isinstance(func, ast.Call) and self.facts.names.names(func.func) & _METHOD_CALLERS:
            return self.method_called(func, handed)
        callees = self.callable_entries(func)
        found: list[ast.AST] = [] if callees else self.handed_to_outside(func, handed)
        if not any(isinstance(value, ast.Name | ast.Attribute) for value in handed):
            return found
        for callee in callees:
            for parameter in _called_parameters(callee, self.facts):
                given = argument_for(call, callee, parameter)  # type: ignore[arg-type]
                if isinstance(given, ast.expr) and not isinstance(given, ast.Starred):
                    found += self.callable_entries(given)
        return found

    def method_called(self, made: ast.Call, handed: list[ast.expr]) -> list[ast.AST]:
        """`operator.methodcaller('fail', key)(obj)`: the method it names, on the object it is
        called on (every method of a module class it may be an instance of when the name is
        not a constant)."""
        member = const_str(made.args[0]) if made.args else None
        found: list[ast.AST] = []
        for value in handed[:1]:
            if member is not None:
                found += self.reached_member(value, member, None)
                continue
            classes = self.receiver_classes(value)
            for cls in self.model.all if classes is None else classes:
                found += [item for item in cls.body if isinstance(item, _FUNCTIONS)]
        return found

    def handed_to_outside(self, func: ast.expr, handed: list[ast.expr]) -> list[ast.AST]:
        """What a call of something the module does not define (`weakref.finalize(obj,
        _fail)`, `defaultdict(_fail)`, `stack.callback(_fail)`, `copy.copy(_Missing())`,
        `contextlib.closing(_Missing())`) may run of what it is handed: a module function or
        class handed as a value (it may call it), and, of an instance of a module class made
        there or held by a name bound to one, the protocol methods (`__copy__`, `__iter__`,
        ...) and `close`. Not for builtins, whose runs `implicit_calls` knows, a builtin
        type's method (`errors.append(...)`) or a logging call."""
        names = self.facts.names.names(func)
        if any(name.startswith("builtins.") for name in names) or (
            isinstance(func, ast.Attribute)
            and (func.attr in BUILTIN_METHODS or func.attr in LOG_METHODS)
            and not names & self.imported_members(names)
        ):
            return []
        found: list[ast.AST] = []
        for value in handed:
            if isinstance(value, ast.Name | ast.Attribute):
                found += self.callable_entries(value)
            if isinstance(value, ast.Name | ast.Call):
                made = self.instances_made(value)
                for cls in made or []:
                    found += [
                        item
                        for item in self.model_methods(cls)
                        if item.name in _OUTSIDE_RUNS
                        or (item.name.startswith("__") and item.name not in _NOT_RUN_OUTSIDE)
                    ]
        return found

    def imported_members(self, names: frozenset[str]) -> frozenset[str]:
        """Those of `names` that are a member of an imported module (`copy.copy`), not a
        method of a value (`?.append`, `self.items.append`)."""
        return frozenset(
            name
            for name in names
            if not name.startswith((UNKNOWN, "local:", "self.", "cls.")) and "()" not in name
        )

    def model_methods(self, cls: ast.ClassDef) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
        """The methods an instance of `cls` has, its own and those of its module bases."""
        return [
            item
            for owner in self.model.mro(cls)
            for item in owner.body
            if isinstance(item, _FUNCTIONS)
        ]

    def callable_entries(self, func: ast.expr) -> list[ast.AST]:
        """The module functions calling `func` runs (a function, a class's constructor, an
        instance's `__call__`, a method; for a member fetched by a constant name from the
        module itself or an object nothing is known of, `getattr(sys.modules[__name__],
        '_fail')`, also the module function of that name)."""
        if isinstance(func, ast.Attribute):
            return self.reached_member(func.value, func.attr, None)
        fetched = _fetched_member(func, self.facts)
        if fetched is not None:
            found = self.reached_member(*fetched, None)
            receiver = self.facts.names.names(fetched[0])
            if receiver and all(n == UNKNOWN or n.startswith("sys.modules") for n in receiver):
                found = found + self.called(fetched[1])
            return found
        found: list[ast.AST] = []
        names = self.facts.names.names(func)
        for name in names:
            if not name.startswith("local:") or "()." in name:
                continue  # an attribute of an unknown object or of an instance: see above
            leaf = name.rpartition(".")[2].removeprefix("local:")
            if leaf.endswith("()"):
                found += self.model.methods(leaf.removesuffix("()"), ("__call__",))
                found += self.returned_functions(leaf.removesuffix("()"))
            else:
                found += self.called(leaf)
                metas = self.metaclasses(self.classes.get(leaf, []))
                found += self.methods_of(metas, "__call__") if metas else []
        return found + self.lambdas(func) if "lambda" in names else found

    def returned_functions(self, name: str) -> list[ast.AST]:
        """`_bad_port = _failer('not a port')` then `_bad_port(text)`: the nested functions
        and lambdas the module function of that name returns (a closure its factory
        makes, returned by the name it is bound to or written in the `return`), which
        calling what it made runs (round 40, e2-factory-closure)."""
        found: list[ast.AST] = []
        for func in self.functions.get(name, []):
            for node in own_walk(func, into_lambdas=False):
                value = node.value if isinstance(node, ast.Return) else None
                if isinstance(value, ast.Lambda):
                    found.append(value)
                elif isinstance(value, ast.Name):
                    found += [
                        bound
                        for kind, bound in self.facts.names.bindings_of(value) or []
                        if (kind == "def" and isinstance(bound, _FUNCTIONS))
                        or isinstance(bound, ast.Lambda)
                    ]
        return found

    def lambdas(self, func: ast.expr) -> list[ast.AST]:
        """The lambdas calling `func` may run: those a name is bound to (`_fail = lambda
        key: ...`, also through names bound to it), and for anything else that may be a
        lambda (an item of a container, an attribute), every lambda of the module."""
        found: list[ast.AST] = []
        values, seen = [func], set()
        while values:
            value = values.pop()
            if isinstance(value, ast.Lambda):
                found.append(value)
            elif isinstance(value, ast.Name) and id(value) not in seen:
                seen.add(id(value))
                bindings = self.facts.names.bindings_of(value) or []
                values += [bound for kind, bound in bindings if isinstance(bound, ast.expr)]
                if any(kind not in {"expr", "def"} for kind, _ in bindings):
                    return list(self.facts.of_type(ast.Lambda))
            elif not isinstance(value, ast.Name):
                return list(self.facts.of_type(ast.Lambda))
        return found

    def reached_member(
        self, receiver: ast.expr, member: str, access: type | None
    ) -> list[ast.AST]:
        """The module functions `receiver.member(...)` (`access` None) or reading, setting
        or deleting `receiver.member` (its context type) runs. For a receiver nothing is
        known of, worked out once a member and access: a thousand calls on unknown
        receivers would each read every class of the module again."""
        if self.receiver_classes(receiver) is not None:
            return self.accessed(self.members(receiver, member), access)
        key = (member, access)
        if key not in self.anything:
            self.anything[key] = self.accessed(self.members(receiver, member), access)
        return self.anything[key]

    def accessed(self, functions: list[ast.AST], access: type | None) -> list[ast.AST]:
        """The functions a call (`access` None: methods) or an attribute access of that
        context (properties, setters, deleters) runs."""
        if access is None:
            return [func for func in functions if not self.accessed_by(func)]
        return [func for func in functions if access in self.accessed_by(func)]

    def members(self, receiver: ast.expr, member: str) -> list[ast.AST]:
        """The module functions `receiver.member` may run. A receiver nothing is known of
        (a parameter without annotation) may be any module class's instance, unless the
        member is a builtin type's method (`errors.append`)."""
        classes = self.receiver_classes(receiver)
        if classes is None:
            if member in BUILTIN_METHODS:
                return []
            classes = self.model.all
        elif classes:
            classes = classes + self.metaclasses(self.class_objects(receiver))
        found = self.methods_of(classes, member)
        for method in self.facts.derived(_methods_kept_on_self).get(member, ()):
            found = found + self.methods_of(classes, method)
        return found

    def methods_of(self, classes: list[ast.ClassDef], member: str) -> list[ast.AST]:
        """The `member` methods an instance of any of `classes` (or of a module class
        named as one is) runs: for each, the one its method resolution order picks
        (`ClassModel.resolved`), not a base method the class overrides."""
        found: list[ast.AST] = []
        seen: set[int] = set()
        named = {id(same): same for item in classes for same in self.classes.get(item.name, [])}
        for cls in named.values():
            method = self.model.resolved(cls, member)
            if method is not None and id(method) not in seen:
                seen.add(id(method))
                found.append(method)
        return found

    def receiver_classes(self, receiver: ast.expr) -> list[ast.ClassDef] | None:
        """The module classes whose members `receiver.x` may reach: the running class and its
        subclasses for `self`/`cls`/`type(self)`, the bases for `super()`, a class named
        directly, the class of an instance built from it (`Loader().x`, `x = Loader()`) or
        named by a parameter's annotation; None when nothing is known of the receiver."""
        if is_self(receiver) or names_the_class(receiver):
            cls = self.enclosing_class(receiver)
            return [] if cls is None else [cls, *self.model.subclasses(cls)]
        if is_super_call(receiver):
            cls = self.enclosing_class(receiver)
            return [] if cls is None else self.model.bases(cls)
        annotation = self.annotation(receiver)
        if annotation is not None:
            return self.annotated_classes(annotation)
        return self.instance_classes(self.facts.names.names(receiver), 0)

    def annotated_classes(self, annotation: ast.expr) -> list[ast.ClassDef] | None:
        """The module classes a value annotated so may be an instance of: a module class
        and its subclasses, the module subclasses of an imported class; None (anything)
        for `Any`, a type variable or a module `Protocol` (implemented without
        inheriting)."""
        found: list[ast.ClassDef] = []
        for node in self.facts.annotation_nodes(annotation):
            if not isinstance(node, ast.Name | ast.Attribute):
                continue
            names = self.facts.names.names(node)
            if names & _ANYTHING or any(name.endswith("TypeVar()") for name in names):
                return None
            local = self.local_classes(node)
            if any(self.model.is_protocol(cls) for cls in local):
                return None
            for cls in local or self.model.derived_from(names):
                found += [cls, *self.model.subclasses(cls)]
        return found

    def instance_classes(self, names: frozenset[str], depth: int) -> list[ast.ClassDef] | None:
        """The module classes something that may be any of `names` may be, or be an
        instance of: a class, an instance built from it, what a module function returns
        (`validator = make_validator()`); None when nothing is known of it."""
        if any(name == UNKNOWN or name.startswith(f"{UNKNOWN}.") for name in names):
            return None
        found: list[ast.ClassDef] = []
        for name in names:
            if not name.startswith("local:") or "." in name:
                continue
            leaf = name.removeprefix("local:").removesuffix("()")
            if name.endswith("()") and leaf in self.functions and leaf not in self.classes:
                made = self.made_by(self.functions[leaf], depth)
                if made is None:
                    return None
                found += made
            else:
                found += self.classes.get(leaf, [])
        return found

    def made_by(self, functions: list[ast.AST], depth: int) -> list[ast.ClassDef] | None:
        """The module classes what the functions return may be instances of (by their
        return annotation, else their `return` values); None when unknown."""
        if depth > _HELPER_DEPTH:
            return None
        found: list[ast.ClassDef] = []
        for func in functions:
            returns = getattr(func, "returns", None)
            if returns is not None:
                made = self.annotated_classes(returns)
            else:
                names = frozenset(
                    name
                    for node in own_walk(func)
                    if isinstance(node, ast.Return) and node.value is not None
                    for name in self.facts.names.names(node.value)
                )
                made = self.instance_classes(names, depth + 1)
            if made is None:
                return None
            found += made
        return found

    def local_classes(self, node: ast.expr) -> list[ast.ClassDef]:
        """The module classes `node` may be, or be an instance of."""
        found: list[ast.ClassDef] = []
        for name in self.facts.names.names(node):
            if name.startswith("local:") and "." not in name:
                found += self.classes.get(name.removeprefix("local:").removesuffix("()"), [])
        return found

    def annotation(self, receiver: ast.expr) -> ast.expr | None:
        """The annotation of the parameter `receiver` names, if it has one."""
        if not isinstance(receiver, ast.Name):
            return None
        arguments = getattr(self.facts.owner(receiver), "args", None)
        if not isinstance(arguments, ast.arguments):
            return None
        return parameter_annotation(arguments, receiver.id)

    def enclosing_class(self, node: ast.AST) -> ast.ClassDef | None:
        """The class whose method (or a function nested in one) holds `node`."""
        owner = self.facts.owner(node)
        while isinstance(owner, ast.FunctionDef | ast.AsyncFunctionDef):
            parent = self.facts.owner(owner)
            if isinstance(parent, ast.ClassDef):
                return parent
            owner = parent
        return None


def _methods_kept_on_self(facts: StrictFacts) -> dict[str, list[str]]:
    """Attribute -> the methods kept on it on `self` (`self._reject =
    self._raise_parse_error`): calling `self._reject(...)` runs that bound method. Read
    through an annotated assignment, pairs of an unpacking (`self._reject, self.n =
    self._raise, 0`), either arm of `x if c else y` and `or`/`and`, `setattr(self,
    '_reject', ...)` by a constant name, and attributes kept on one another, however many
    hops (`self._fail = self._raise`, `self._reject = self._fail`)."""
    kept: dict[str, set[str]] = {}
    for target, value in _self_stores(facts):
        for member in _self_members(value):
            kept.setdefault(target, set()).add(member)
    found: dict[str, list[str]] = {}
    for attribute in kept:
        reached: set[str] = set()
        stack = [attribute]
        while stack:
            for member in kept.get(stack.pop(), ()):
                if member not in reached:
                    reached.add(member)
                    stack.append(member)
        found[attribute] = sorted(reached - {attribute})
    return found


def _self_stores(facts: StrictFacts) -> Iterator[tuple[str, ast.expr]]:
    """(attribute, value) of each store to an attribute of `self`: by `=` (each target, and
    the pairs of an unpacking of a display by one of the same length), by an annotated
    assignment, and by `setattr(self, 'name', value)` with a constant name."""
    pairs: list[tuple[ast.expr, ast.expr]] = []
    for node in facts.of_type(ast.Assign):
        pairs += [(target, node.value) for target in node.targets]
    pairs += [
        (node.target, node.value)
        for node in facts.of_type(ast.AnnAssign)
        if node.value is not None
    ]
    while pairs:
        target, value = pairs.pop()
        if isinstance(target, ast.Attribute) and is_self(target.value):
            yield target.attr, value
        elif (
            isinstance(target, ast.Tuple | ast.List)
            and isinstance(value, ast.Tuple | ast.List)
            and len(target.elts) == len(value.elts)
            and not any(isinstance(item, ast.Starred) for item in (*target.elts, *value.elts))
        ):
            pairs += zip(target.elts, value.elts, strict=True)
    for node in facts.of_type(ast.Call):
        if (
            len(node.args) == 3  # noqa: PLR2004
            and "builtins.setattr" in facts.names.names(node.func)
            and is_self(node.args[0])
        ):
            name = const_str(node.args[1])
            if name is not None:
                yield name, node.args[2]


def _self_members(value: ast.expr) -> list[str]:
    """The attributes of `self` a value may be: `self.x`, either arm of `x if c else y`,
    any operand of `or`/`and`, the value of `:=`."""
    if isinstance(value, ast.Attribute) and is_self(value.value):
        return [value.attr]
    if isinstance(value, ast.IfExp):
        return _self_members(value.body) + _self_members(value.orelse)
    if isinstance(value, ast.BoolOp):
        return [member for item in value.values for member in _self_members(item)]
    if isinstance(value, ast.NamedExpr):
        return _self_members(value.value)
    return []


_Applied = list[tuple[ast.expr, tuple[str, ...]]]
_ITERATION = ("__iter__", "__getitem__")
_MAPPING = ("keys", "__getitem__")


def _displayed(node: ast.Set | ast.List | ast.Tuple) -> _Applied:
    """`{item}` hashes each item; `[*items]`, `(*items,)`, `{*items}` iterate `items`."""
    hashed = ("__hash__",) if isinstance(node, ast.Set) else ()
    return [
        (item.value, _ITERATION) if isinstance(item, ast.Starred) else (item, hashed)
        for item in node.elts
        if hashed or isinstance(item, ast.Starred)
    ]


def _dict_display(node: ast.Dict) -> _Applied:
    """`{key: value}` hashes each key; `{**other}` reads `other`'s keys and items."""
    return [
        (value, _MAPPING) if key is None else (key, ("__hash__",))
        for key, value in zip(node.keys, node.values, strict=True)
    ]


def _unpacked_arguments(node: ast.Call) -> _Applied:
    """`f(*items)` iterates `items`; `f(**options)` reads `options`' keys and items;
    `set([item])`, `frozenset((item,))`, `dict.fromkeys([item])` hash each item of the
    display they are handed."""
    found: _Applied = [
        (arg.value, _ITERATION) for arg in node.args if isinstance(arg, ast.Starred)
    ]
    found += [(kw.value, _MAPPING) for kw in node.keywords if kw.arg is None]
    func = node.func
    hashing = (isinstance(func, ast.Name) and func.id in {"set", "frozenset"}) or (
        isinstance(func, ast.Attribute) and func.attr == "fromkeys"
    )
    display = node.args[0] if hashing and node.args else None
    if isinstance(display, ast.List | ast.Tuple | ast.Set):
        found += [(item, ("__hash__",)) for item in display.elts]
    return found + _type_checked(node)


_TYPE_CHECKS = {"isinstance": "__instancecheck__", "issubclass": "__subclasscheck__"}


def _type_checked(node: ast.Call) -> _Applied:
    """`isinstance(value, Kind)` runs `__instancecheck__` of `Kind`'s metaclass (each class of
    a tuple too), `issubclass(kind, Kind)` its `__subclasscheck__`."""
    func = node.func
    name = (
        func.id
        if isinstance(func, ast.Name)
        else func.attr
        if isinstance(func, ast.Attribute)
        else ""
    )
    dunder = _TYPE_CHECKS.get(name)
    if dunder is None or len(node.args) < 2:  # noqa: PLR2004
        return []
    kinds = node.args[1]
    items = kinds.elts if isinstance(kinds, ast.Tuple | ast.List) else [kinds]
    return [(item, (dunder,)) for item in items]


def _unpacked_assignment(node: ast.Assign) -> _Applied:
    """`(value,) = items` and `first, *rest = items` iterate `items`."""
    if any(isinstance(target, ast.Tuple | ast.List) for target in node.targets):
        return [(node.value, _ITERATION)]
    return []


def _hashed_lookup(node: ast.Compare) -> _Applied:
    """`key in {...}` (a set or dict display) hashes `key`."""
    return [
        (left, ("__hash__",))
        for left, operation, right in zip(
            [node.left, *node.comparators], node.ops, node.comparators, strict=False
        )
        if isinstance(operation, ast.In | ast.NotIn) and isinstance(right, ast.Set | ast.Dict)
    ]


def _indexed(node: ast.Subscript) -> _Applied:
    """`items[key]` runs `__index__` of `key` on a sequence and `__hash__` on a mapping."""
    if isinstance(node.slice, ast.Slice | ast.Tuple):
        return []
    return [(node.slice, ("__index__", "__hash__"))]


def _sliced(node: ast.Slice) -> _Applied:
    """`items[start:stop:step]` runs `__index__` of each bound."""
    bounds = (node.lower, node.upper, node.step)
    return [(bound, ("__index__",)) for bound in bounds if bound is not None]


def _repeated(node: ast.BinOp) -> _Applied:
    """`[None] * count` runs `__index__` of `count` (either side)."""
    if not isinstance(node.op, ast.Mult):
        return []
    return [(node.left, ("__index__",)), (node.right, ("__index__",))]


_MORE_PROTOCOLS: dict[type[ast.AST], Callable[[Any], _Applied]] = {
    ast.Subscript: _indexed,
    ast.Slice: _sliced,
    ast.BinOp: _repeated,
    ast.Set: _displayed,
    ast.List: _displayed,
    ast.Tuple: _displayed,
    ast.Dict: _dict_display,
    ast.Call: _unpacked_arguments,
    ast.Assign: _unpacked_assignment,
    ast.Compare: _hashed_lookup,
    ast.YieldFrom: lambda node: [(node.value, _ITERATION)],
    ast.SetComp: lambda node: [(node.elt, ("__hash__",))],
    ast.DictComp: lambda node: [(node.key, ("__hash__",))],
}
"""Dunder methods displays, comprehensions, unpacking and `yield from` run on their
operands, beside those `implicit_calls` knows (which should move there): a raising
`__hash__` or `__iter__` of a module class runs in `return {_Missing(key)}` or `return
[*_Missing(key)]`, `__index__` in `[None][_Missing(key)]`, `'text'[_Missing(key):]` and
`[None] * _Missing(key)`, a metaclass's `__instancecheck__` in `isinstance(value, Kind)`."""


def _fetched_member(func: ast.expr, facts: StrictFacts) -> tuple[ast.expr, str] | None:
    """`getattr(self, '_fail')` (also through a name bound once to it): the receiver and
    the member a constant name fetches, which calling it runs as `self._fail(...)` would."""
    value = facts.names.only_value(func) if isinstance(func, ast.Name) else func
    if (
        isinstance(value, ast.Call)
        and len(value.args) >= 2  # noqa: PLR2004
        and facts.names.names(value.func) == {"builtins.getattr"}
    ):
        member = const_str(value.args[1])
        return (value.args[0], member) if member else None
    return None


_ATTRIBUTE_HOOKS = {
    ast.Load: ("__getattribute__",),
    ast.Store: ("__setattr__",),
    ast.Del: ("__delattr__",),
}
_CALLERS = frozenset({"builtins.map", "builtins.filter", "builtins.sorted", "builtins.min",
                      "builtins.max", "functools.reduce", "operator.call", "itertools.starmap",
                      "itertools.filterfalse", "itertools.takewhile", "itertools.dropwhile",
                      "itertools.accumulate", "itertools.groupby"})  # fmt: skip
"""What calls the functions handed to it (or, lazily, as it is consumed)."""
_KEY_CALLERS = frozenset({"sort"})
"""Builtin methods that call what `key=` hands them (`list.sort`, on any receiver)."""
_PARTIALS = frozenset({"functools.partial"})
_METHOD_CALLERS = frozenset({"operator.methodcaller"})
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_OUTSIDE_RUNS = frozenset({"close", "aclose"})
"""Methods the standard library calls on an object handed to it (`contextlib.closing`)."""
_NOT_RUN_OUTSIDE = frozenset({"__init__", "__new__", "__post_init__", "__init_subclass__",
                              "__class_getitem__", "__set_name__", "__getattr__",
                              "__getattribute__", "__setattr__", "__delattr__", "__get__",
                              "__set__", "__delete__", "__del__"})  # fmt: skip
"""Dunder methods handing an instance to a call does not run (its constructor has run,
attribute hooks are found where attributes are read, `__del__`'s exceptions are ignored)."""


def _called_parameters(func: ast.AST, facts: StrictFacts) -> set[str]:
    """The parameters a function always calls (`def apply(f, x): return f(x)`)."""
    arguments = getattr(func, "args", None)
    if not isinstance(arguments, ast.arguments):
        return set()
    names = {arg.arg for arg in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)}
    return {
        node.func.id
        for node in _always_run(func, facts)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names
    }


_PROPERTIES = frozenset({"builtins.property", "functools.cached_property"})
_DESCRIPTOR_HOOKS = {ast.Load: "__get__", ast.Store: "__set__", ast.Del: "__delete__"}
_ANYTHING = frozenset({"typing.Any", "typing_extensions.Any"})
"""Annotations that say nothing of which class a value is an instance of."""
_ACCESSORS = {"getter": ast.Load, "setter": ast.Store, "deleter": ast.Del}


def _raising_helper(module: _Module, node: ast.AST) -> str | None:
    """The name of a module function the call or access runs that raises a new, unchained
    exception (the nearest, when several do), following the calls each function always
    makes however deep (`_nearest_helpers`)."""
    entries = module.entries(node)  # lists kept by the module: their ids stay theirs
    if id(entries) not in module.nearest:
        _nearest_helpers(module, entries)
        reached = [module.helpers[id(func)] for func in entries]
        found = [item for item in reached if item is not None]
        module.nearest[id(entries)] = min(found, default=(0, None), key=lambda i: i[0])[1]
    return module.nearest[id(entries)]


def _callees(module: _Module, func: ast.AST) -> list[ast.AST]:
    """The module functions `func` always runs (calls, accesses and operators before its
    first branch), worked out once a function."""
    if id(func) not in module.callees:
        module.callees[id(func)] = [
            inner for node in _always_run(func, module.facts) for inner in module.entries(node)
        ]
    return module.callees[id(func)]


def _nearest_helpers(module: _Module, roots: list[ast.AST]) -> None:
    """Work out, for every function reachable from `roots` through what each always runs,
    how many calls down the nearest function raising a new, unchained exception is, and
    its name (`module.helpers`; None: none is reached). Decided over the whole reachable
    graph, not to a fixed depth: a chain of four hundred methods, each calling the next,
    raises as one does. One search from the raising functions along the edges reversed,
    each function and edge once (no recursion: the chain may be thousands deep)."""
    known = module.helpers
    fresh = _unknown_reachable(module, roots)
    seen = {id(func) for func in fresh}
    callers: dict[int, list[ast.AST]] = {}
    queue: list[tuple[int, int, str, ast.AST]] = []
    for func in fresh:
        if _raises_new(func, module):
            owner = module.facts.owner(func)
            prefix = f"{owner.name}." if isinstance(owner, ast.ClassDef) else ""
            queue.append((0, len(queue), prefix + getattr(func, "name", "<lambda>"), func))
            continue
        for inner in _callees(module, func):
            below = known.get(id(inner))
            if below is not None:
                queue.append((below[0] + 1, len(queue), below[1], func))
            elif id(inner) in seen:
                callers.setdefault(id(inner), []).append(func)
    heapq.heapify(queue)
    count = len(queue)
    while queue:
        distance, _, name, func = heapq.heappop(queue)
        if known.get(id(func)) is not None:
            continue
        known[id(func)] = (distance, name)
        for caller in callers.get(id(func), []):
            count += 1
            heapq.heappush(queue, (distance + 1, count, name, caller))
    for func in fresh:
        known.setdefault(id(func), None)


def _unknown_reachable(module: _Module, roots: list[ast.AST]) -> list[ast.AST]:
    """The functions reachable from `roots` (themselves included) not yet worked out."""
    known = module.helpers
    fresh: list[ast.AST] = []
    seen: set[int] = set()
    stack = [func for func in roots if id(func) not in known]
    while stack:
        func = stack.pop()
        if id(func) in seen or id(func) in known:
            continue
        seen.add(id(func))
        fresh.append(func)
        stack += _callees(module, func)
    return fresh


def _deferred_raises(facts: StrictFacts) -> list[ast.Raise]:
    """`except ValueError: failed = True` then, after the `try` in the same block, `if
    failed: raise ConfigError(...)` with no `from`: the handler's raise moved out of it, so
    the new exception carries no trace of the caught one (`_handler_flags`, `_flag_tested`;
    the `if` may stand in what follows, `for ...: if failed:`). A flag set in a loop's
    handlers and tested after the loop (errors gathered, then reported together) is not
    this, nor a counter several `try` statements of the block add to."""
    found: list[ast.Raise] = []
    for block in facts.blocks:
        tries = [statement for statement in block if isinstance(statement, TRY_NODES)]
        counted = [key for statement in tries for key in _handler_flags(statement, counters=True)]
        for index, statement in enumerate(block):
            if not isinstance(statement, TRY_NODES):
                continue
            flags = {
                key: value
                for key, value in _handler_flags(statement).items()
                if counted.count(key) < 2  # noqa: PLR2004
            }
            if not flags:
                continue
            tests = [
                node
                for later in block[index + 1 :]
                for node in (later, *own_walk(later))
                if isinstance(node, ast.If) and _flag_tested(node.test, flags)
            ]
            kept = _caught_kept(statement, facts) if tests else frozenset()
            found += [
                node
                for test in tests
                for item in test.body
                for node in (item, *own_walk(item))
                if isinstance(node, ast.Raise) and _new_unchained(node, kept)
            ]
    return found


_COLLECTING = frozenset({"append", "add", "extend", "update", "insert", "put", "setdefault"})


def _handler_state(statement: ast.AST) -> frozenset[str]:
    """The targets a `try`'s handlers write, by their text (`_flag_key`), by assignment
    (`failed = True`, `self.state['x'] = 1`, `failed += 1`) or a call of a collecting
    method on them (`failed.append(row)`, `_COLLECTING`): the failure the handler records
    for code after it to read. A cleanup call (`conn.rollback()`, `tmp.unlink()`) records
    none: a `finally` checking that resource afterwards raises on its state, not the
    handler's."""
    written: set[str] = set()
    for handler in statement.handlers:  # type: ignore[attr-defined]
        for node in own_walk(handler):
            targets: list[ast.expr] = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, ast.AugAssign | ast.AnnAssign):
                targets = [node.target]
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in _COLLECTING
            ):
                targets = [node.func.value]
            for target in targets:
                while isinstance(target, ast.Subscript) and _flag_key(target) is None:
                    target = target.value  # `state[key] = 1` writes `state`
                key = _flag_key(target)
                if key is not None:
                    written.add(key)
    return frozenset(written)


def _finally_raises(facts: StrictFacts) -> list[ast.Raise]:
    """`except KeyError: failed.append(row)` / `finally: if failed: raise ImportFailed(...)`
    with no `from`: the handler's raise moved into the `finally`, which runs after the
    handler has finished, so the new exception carries no trace of the caught one. Any
    `if` of the `finally` whose test reads a target the handlers write (`_handler_state`)
    counts, whatever the test; a `finally` that raises on state no handler touches (a
    resource left open) is not this."""
    found: list[ast.Raise] = []
    for statement in facts.of_type(*TRY_NODES):
        if not statement.finalbody or not statement.handlers:  # type: ignore[attr-defined]
            continue
        written = _handler_state(statement)
        if not written:
            continue
        kept = _caught_kept(statement, facts)
        for item in statement.finalbody:  # type: ignore[attr-defined]
            for node in (item, *own_walk(item)):
                if not isinstance(node, ast.If) or not any(
                    isinstance(read, ast.Name | ast.Attribute | ast.Subscript)
                    and _flag_key(read) in written
                    for read in ast.walk(node.test)
                ):
                    continue
                found += [
                    raised
                    for branch in node.body
                    for raised in (branch, *own_walk(branch))
                    if isinstance(raised, ast.Raise) and _new_unchained(raised, kept)
                ]
    return found


def _caught_kept(statement: ast.AST, facts: StrictFacts) -> frozenset[str]:
    """Names a handler of `statement` binds to the exception it caught (`except OSError as
    err: error = err`) and the code binds to nothing else but None: `raise error` after the
    `try` re-raises the caught exception itself, its traceback kept."""
    caught = {handler.name for handler in statement.handlers if handler.name}  # type: ignore[attr-defined]
    names = {
        node.targets[0].id
        for handler in statement.handlers  # type: ignore[attr-defined]
        for node in own_walk(handler)
        if isinstance(node, ast.Assign) and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Name) and node.value.id in caught
    }  # fmt: skip
    for node in facts.of_type(ast.Assign, ast.AnnAssign, ast.AugAssign, ast.NamedExpr):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        value = node.value
        honest = (isinstance(value, ast.Name) and value.id in caught) or is_none(value)
        if not honest and not isinstance(node, ast.AugAssign):
            names -= {target.id for target in targets if isinstance(target, ast.Name)}
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            names.discard(node.target.id)
    return frozenset(names)


def _handler_flags(statement: ast.AST, *, counters: bool = False) -> dict[str, object]:
    """What the handlers of a `try` set as flags, by the target's text: `True` or `False`
    (`failed = True`, `state['failed'] = True`, `self.failed = True`), a number other than
    zero (`failed = 1`), a message never empty (`problem = f'bad port: {text}'`), or a
    counter (`failed += 1`: one after a single failure); flags
    only: a fallback value (`user = None`, then `if not user: raise NotFound(...)`) is not.
    `counters`: only the counters."""
    flags = {} if counters else _message_flags(statement)
    for handler in statement.handlers:  # type: ignore[attr-defined]
        for item in handler.body:
            for node in (item, *own_walk(item)):
                value = _folded_flag(node)
                if not isinstance(value, ast.Constant) or type(value.value) not in (bool, int):
                    continue
                if isinstance(node, ast.Assign) and not counters:
                    targets = node.targets
                elif isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add | ast.BitOr):
                    targets = [node.target] if value.value else []
                else:
                    continue
                if type(value.value) is int and not value.value and not counters:
                    continue  # `failed = 0` resets a count, it sets no flag
                for target in targets:
                    key = _flag_key(target)
                    if key is not None:
                        flags[key] = value.value
    return flags


def _folded_flag(node: ast.AST) -> object:
    """The value a statement sets; for `failed = failed or True` (`not False`, `ok and
    False`), a flag whose truth its constants settle whatever the other parts hold, the
    constant of that truth (round 40, e2-flag-or-true)."""
    value = getattr(node, "value", None)
    if not (isinstance(node, ast.Assign) and isinstance(value, ast.BoolOp | ast.UnaryOp)):
        return value
    truth = truth_of(value, _flag_constant)
    return value if truth is None else ast.Constant(value=truth)


def _flag_constant(part: ast.expr) -> bool | None:
    """A `True`/`False` or number constant's truth (None for anything else)."""
    if isinstance(part, ast.Constant) and type(part.value) in (bool, int):
        return bool(part.value)
    return None


_MESSAGE = "message"
"""The value a handler's message flag holds: a text never empty (round 41,
e2-message-deferred-raise), tested against None, the value it replaces."""


def _message_flags(statement: ast.AST) -> dict[str, object]:
    """The targets a `try`'s handlers assign a message never empty (`_own_text`)."""
    return {
        key: _MESSAGE
        for handler in statement.handlers  # type: ignore[attr-defined]
        for node in own_walk(handler)
        if isinstance(node, ast.Assign) and _own_text(node.value)
        for key in map(_flag_key, node.targets)
        if key is not None
    }


def _own_text(value: object) -> bool:
    """A text with characters of its own, never empty: a non-empty string, an f-string with
    text of its own, or such a string's `%` or `.format()`."""
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mod):
        value = value.left
    elif (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and value.func.attr == "format"
    ):
        value = value.func.value
    if isinstance(value, ast.JoinedStr):
        return any(isinstance(part, ast.Constant) and part.value for part in value.values)
    return isinstance(value, ast.Constant) and isinstance(value.value, str) and bool(value.value)


def _flag_key(target: ast.expr) -> str | None:
    """The text of a flag's target: a name, or attributes and constant subscripts of one."""
    if isinstance(target, ast.Attribute):
        return None if _flag_key(target.value) is None else ast.unparse(target)
    if isinstance(target, ast.Subscript):
        constant = isinstance(target.slice, ast.Constant)
        return ast.unparse(target) if constant and _flag_key(target.value) else None
    return target.id if isinstance(target, ast.Name) else None


_FLAG_TESTS: dict[type, Callable[[object, object], bool]] = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Is: operator.is_,
    ast.IsNot: operator.is_not,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
}


def _flag_tested(test: ast.expr, flags: dict[str, object]) -> bool:
    """Whether a test holds for the value the handler set a flag to and fails for the other
    (`False` for `True`, `0` for a count): `if failed:`, `if not ok:`, `if failed is True:`,
    `if failed > 0:`, `if errors == 1:`; also an `and` holding such a test, `if failed and
    strict:`, which fails whenever the flag is not set (round 38, e2-flag-and-strict)."""
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        return any(_flag_tested(value, flags) for value in test.values)
    return any(
        _flag_truth(test, key, value) is True and _flag_truth(test, key, _unset(value)) is False
        for key, value in flags.items()
    )


def _unset(value: object) -> object:
    """The value a flag holds when the handler has not run: `0` for a count, None for a
    message, the other truth for `True` or `False`."""
    if value is _MESSAGE:
        return None
    return 0 if type(value) is int else not value


def _flag_truth(test: ast.expr, key: str, value: object) -> bool | None:
    """A test's truth with the flag `key` holding `value` (None: not a test of it alone)."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        truth = _flag_truth(test.operand, key, value)
        return None if truth is None else not truth
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        left, right = test.left, test.comparators[0]
        compare = _FLAG_TESTS.get(type(test.ops[0]))
        if compare is None:
            return None
        if isinstance(right, ast.Constant) and _flag_key(left) == key:
            return bool(compare(value, right.value))
        if isinstance(left, ast.Constant) and _flag_key(right) == key:
            return bool(compare(left.value, value))
        return None
    return bool(value) if _flag_key(test) == key else None


def _handler_findings(
    facts: StrictFacts, handler: ast.ExceptHandler, caught: frozenset[str], module: _Module
) -> list[Finding]:
    found: list[Finding] = [
        (facts.line_of(node), "raises a new exception inside a nested `try`, unchained")
        for node in _nested_try_raises(facts, handler, caught)
    ]
    nodes = [item for statement in handler.body for item in (statement, *own_walk(statement))]
    eager = _eager_nodes(nodes)
    nodes += eager
    caught |= {node.name for node in nodes if isinstance(node, ast.ExceptHandler) and node.name}
    found += [
        (facts.line_of(node), "raises a new exception in a class body, unchained")
        for node in eager
        if isinstance(node, ast.Raise) and _new_unchained(node, caught)
    ]
    found += [
        (facts.line_of(node), "raises a new exception in a loop's `else`, unchained")
        for node in _loop_else_raises(handler, caught)
    ]
    if facts.runs_code_dynamically:
        found += _run_code_findings(facts, nodes, caught)
    found += [
        (facts.line_of(node), f"raises `{handler.name}` bound anew in the handler, unchained")
        for node in _rebound_raises(handler, nodes, facts)
    ]
    found += [
        (facts.line_of(node), f"chains to `{node.cause.id}` bound anew in the handler")
        for node in _rebound_causes(nodes, caught)
    ]
    if facts.may_matter("set_exception"):
        found += _failed_futures(facts, nodes)
    if facts.may_matter(_COMPAT_WORDS):
        found += _compat_raises(facts, nodes, caught)
    for node in nodes:
        line = facts.line_of(node)
        if isinstance(node, ast.Raise) and node.exc is not None and node.cause is not None:
            cause = node.cause
            named = isinstance(cause, ast.Name) and (
                cause.id in caught or _caught_alias(cause, caught, facts)
            )
            if not named and not (isinstance(cause, ast.Constant) and cause.value is None):
                found.append((line, "chains to something other than the caught exception"))
        elif isinstance(node, ast.Assert):
            found.append((line, "an assert in an except block raises without a cause"))
        else:
            message = _operation_finding(node, handler, caught, module)
            if message is not None:
                found.append((line, message))
    return found


_COMPAT_WORDS = r"raise_|reraise"
_RAISE_FROM = frozenset({"six.raise_from", "future.utils.raise_from"})
"""`raise_from(value, cause)` of the Python 2 compatibility libraries: `raise value from
cause` written as a call."""
_RERAISE = {"six.reraise": 1, "future.utils.raise_": 1, "future.utils.raise_with_traceback": 0}
"""Their calls raising a value (by its position) with no cause: a `raise value`."""


def _compat_raises(
    facts: StrictFacts, nodes: list[ast.AST], caught: frozenset[str]
) -> list[Finding]:
    """`six.raise_from(ConfigError(msg), cause)` and `six.reraise(tp, value, tb)` (and
    python-future's `raise_from`, `raise_`, `raise_with_traceback`) in a handler, judged as
    the `raise` statements they stand for: the cause must be a caught exception (or a name
    only bound to one) or `None`, and what a reraise raises the caught exception itself
    (`six.reraise(*sys.exc_info())` passes it on; `from_value=` is the cause too); anything
    not written out fails."""
    found: list[Finding] = []
    for node in nodes:
        if not isinstance(node, ast.Call):
            continue
        names = facts.names.names(node.func)
        if names & _RAISE_FROM:
            keywords = [item.value for item in node.keywords if item.arg == "from_value"]
            given = [*node.args[1:2], *keywords]
            cause = given[0] if given else None
            if cause is None or not _caught_or_none(cause, caught, facts):
                message = "`raise_from` chains to something other than the caught exception"
                found.append((facts.line_of(node), message))
            continue
        position = next((_RERAISE[name] for name in names if name in _RERAISE), None)
        if position is None or _passes_exc_info(node, facts, nodes):
            continue
        value = node.args[position] if len(node.args) > position else None
        if value is not None and _exc_info_part(value, facts, nodes) == 1:
            continue
        if (
            value is None
            or not _caught_or_none(value, caught, facts)
            or is_none(facts.names.only_value(value))  # `tp()` made anew
        ):
            found.append((facts.line_of(node), "re-raises a new exception without a cause"))
    return found


def _caught_or_none(node: ast.expr, caught: frozenset[str], facts: StrictFacts) -> bool:
    """A caught exception's name (or a name only ever bound to one), or `None`."""
    if is_none(node):
        return True
    return isinstance(node, ast.Name) and (node.id in caught or _caught_alias(node, caught, facts))


def _passes_exc_info(call: ast.Call, facts: StrictFacts, nodes: list[ast.AST]) -> bool:
    """`six.reraise(*sys.exc_info())`: the exception in flight, passed on (also through a
    name the handler binds once to it: `info = sys.exc_info()`, then `six.reraise(*info)`)."""
    if len(call.args) != 1 or not isinstance(call.args[0], ast.Starred):
        return False
    value = call.args[0].value
    return _is_exc_info(value, facts) or _exc_info_part(value, facts, nodes) == -1


def _is_exc_info(node: object, facts: StrictFacts) -> bool:
    """A call of `sys.exc_info()`."""
    return isinstance(node, ast.Call) and "sys.exc_info" in facts.names.names(node.func)


def _exc_info_part(node: ast.expr, facts: StrictFacts, nodes: list[ast.AST]) -> int | None:
    """What of the handler's `sys.exc_info()` a name bound once in the handler holds: -1
    the whole triple (`info = sys.exc_info()`), its index for one of three names unpacked
    from it (`exc_type, exc_value, tb = sys.exc_info()`: 1 for `exc_value`), else None."""
    bindings = facts.names.bindings_of(node) if isinstance(node, ast.Name) else None
    if bindings is None or len(bindings) != 1:
        return None
    kind, value = bindings[0]
    if not _is_exc_info(value, facts) or not any(item is value for item in nodes):
        return None
    if kind == "expr":
        return -1
    assign = next((n for n in nodes if isinstance(n, ast.Assign) and n.value is value), None)
    if kind != "element" or assign is None or len(assign.targets) != 1:
        return None
    [target] = assign.targets
    if not isinstance(target, ast.Tuple | ast.List) or len(target.elts) != 3:  # noqa: PLR2004
        return None
    return next(
        (
            number
            for number, element in enumerate(target.elts)
            if isinstance(element, ast.Name) and element.id == node.id  # type: ignore[attr-defined]
        ),
        None,
    )


def _operation_finding(
    node: ast.AST, handler: ast.ExceptHandler, caught: frozenset[str], module: _Module
) -> str | None:
    """Why an operation of the handler raises a new exception unchained (a generator's
    `throw()`, a raising helper, an operation that always fails, a warning made an error),
    or None."""
    facts = module.facts
    if (
        isinstance(node, ast.Call)
        and _throws(node, module)
        and not _passes_on(node, caught, facts)
    ):
        return "throws a new exception into a generator, unchained"
    helper = _raising_helper(module, node)
    if helper is not None and _reraised_through(node, handler, caught, module):
        helper = None
    helper = helper or _settled_raiser(module, node)
    if helper is None and isinstance(node, ast.Call) and facts.may_matter("yield"):
        helper = _resumed_generator(node, module)
    if helper is not None:
        return f"raises a new exception through `{helper}`, unchained"
    if isinstance(node, ast.Call) and facts.may_matter("throw"):
        helper = _throwing_helper(node, caught, module)
        if helper is not None:
            return f"throws a new exception into a generator through `{helper}`, unchained"
    if isinstance(node, ast.Call) and facts.names.names(node.func) & _LIBRARY_RAISERS:
        return "raises a new exception through a test case's `fail`, unchained"
    if _fails_for_certain(node, facts) and _runs_unguarded(node, handler, facts):
        return "raises a new exception by an operation that always fails, unchained"
    if isinstance(node, ast.Call) and _warns_as_error(node, facts):
        return "raises a warning the code turns into an error, unchained"
    return None


def _reraised_through(
    node: ast.AST, handler: ast.ExceptHandler, caught: frozenset[str], module: _Module
) -> bool:
    """A call handing the caught exception to module functions that raise it again
    (`_log_and_reraise(err, sql)` with `def _log_and_reraise(err, sql): log.error(...);
    raise err`): the handler's own exception re-raised, as `raise err` in the handler is,
    not a new one. Only when every function the call runs is a `def` that raises nothing
    new but the parameters given the caught exception (bound anew neither in the handler
    nor in the function) and always reaches no other raising helper; given anything else
    (`_reraise(ParseError(msg))`) the raise is new."""
    if not isinstance(node, ast.Call):
        return False
    facts = module.facts
    entries = module.entries(node)
    handled = [item for statement in handler.body for item in (statement, *own_walk(statement))]
    handed = frozenset(
        name
        for name in caught
        if not any(_rebinds(item, name) for item in handled)
        and not _rebound_elsewhere(handler, name, facts)
    )
    if not entries or not handed:
        return False
    for func in entries:
        if not isinstance(func, ast.FunctionDef):
            return False
        body = [item for statement in func.body for item in (statement, *own_walk(statement))]
        kept = frozenset(
            name
            for name in _parameter_names(func)
            if _is_caught(argument_for(node, func, name), handed)
            and not any(_rebinds(item, name) for item in body)
        )
        if not kept or _raises_new(func, module, kept):
            return False
        if any(module.helpers.get(id(inner)) is not None for inner in _callees(module, func)):
            return False
    return True


_RESUMERS = frozenset({"send", "__next__"})
"""Generator methods that run its body on to the next `yield` (`throw` is judged apart)."""


def _resumed_generator(call: ast.Call, module: _Module) -> str | None:
    """`next(gen)`, `gen.send(key)` or `gen.__next__()` of a generator a module generator
    function made (the call itself, or a name bound to it) whose body, resumed, always
    reaches a new exception without a cause (`key = yield` then `raise ConfigError(...)`):
    the handler's raise moved into a generator (round 38, e2-generator-send). Its name,
    or None."""
    facts = module.facts
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in _RESUMERS:
        made = func.value
    elif call.args and facts.names.names(func) == {"builtins.next"}:
        made = call.args[0]
    else:
        return None
    values = [made] if isinstance(made, ast.Call) else []
    if isinstance(made, ast.Name):
        values = [value for _, value in facts.names.bindings_of(made) or []]
    for value in values:
        if not isinstance(value, ast.Call):
            continue
        for define in module.callable_entries(value.func):
            if isinstance(define, ast.FunctionDef) and _resumes_raising(define, facts):
                return define.name
    return None


def _resumes_raising(func: ast.FunctionDef, facts: StrictFacts) -> bool:
    """A generator function whose body, read through at most one `yield` (and into a
    `while True:` it runs up to), always reaches a `raise` of a new exception without a
    cause: one resume past priming raises (worked out once a function)."""
    known = facts.memo(_resumes_raising)
    if id(func) not in known:
        nodes = list(own_walk(func, into_lambdas=False))
        found: list[ast.AST] = []
        if any(isinstance(node, ast.Yield | ast.YieldFrom) for node in nodes):
            body = func.body
            loops = [index for index, item in enumerate(body) if isinstance(item, ast.While)]
            head = body[: loops[0]] if loops else body
            loop = body[loops[0]] if loops else None
            entered = isinstance(loop, ast.While) and _endless(loop)
            if _straight_line(head, found, facts) and entered:
                _straight_line(loop.body, found, facts)  # type: ignore[union-attr]
        yields = 0
        raising = False
        for node in found:  # one resume must reach the raise: a back-off schedule
            yields += isinstance(node, ast.Yield | ast.YieldFrom)  # (`yield 0.1; yield 0.5;
            if yields > 1:  # raise GaveUp`) raises only once exhausted (round 41, review 3)
                break
            if (
                isinstance(node, ast.Raise)
                and node.exc is not None
                and node.cause is None
                and not _not_implemented(node.exc, facts)
            ):
                raising = True
                break
        known[id(func)] = raising
    return known[id(func)]


_LIBRARY_RAISERS = frozenset(
    f"unittest{package}.{kind}{made}.fail"
    for package in ("", ".case", ".async_case")
    for kind in ("TestCase", "IsolatedAsyncioTestCase", "FunctionTestCase")
    for made in ("", "()")
)
"""`unittest.TestCase().fail(...)`: a test case the code builds (or the class's own method)
always raises a new AssertionError. Not `self.fail` in a test's method (a test failing,
which the symbol table does not name) nor `pytest.fail` or `sys.exit` (a test failing, a
program ending)."""


_EMPTY_TYPES = frozenset({"builtins.dict", "builtins.list", "builtins.tuple", "builtins.set",
                          "builtins.str", "builtins.bytes", "builtins.frozenset"})  # fmt: skip
_EMPTY_KINDS = (dict, list, tuple, set, str, bytes, frozenset)
_IMMUTABLE = (ast.Tuple, ast.Constant)
"""Empty values a name bound once to may stand for (a name bound to `{}` may be filled)."""
_LOOKUPS = {"pop": 1, "__getitem__": 1, "remove": 1, "index": 1, "popitem": 0}
"""Methods that fail on an empty builtin container, by how many arguments they take (a `pop`
with a default does not fail)."""
_NUMBER_PARSERS = frozenset({"builtins.int", "builtins.float"})
_NUMBER_LETTERS = frozenset("+-._infatyeINFATYE")
_ZERO_DIVISIONS = (ast.Div, ast.FloorDiv)


def _fails_for_certain(node: ast.AST, facts: StrictFacts) -> bool:
    """An operation certain to raise a new builtin exception wherever it runs, a `raise` in
    another form: a lookup in an empty container (`{}[f"missing: {key}"]`, `[][0]`,
    `{}.pop(key)`, `set().remove(x)`, `operator.getitem({}, key)`; a name bound once to an
    empty tuple or string too), `int()`/`float()` of text no number is written with
    (`int(f"missing setting: {key}")`), `getattr` of a builtin constant or empty container
    by a name no builtin type has (`getattr(None, f"missing {key}")`), a division by a
    constant zero, and a call or subscript of a constant (`None(message)`)."""
    kind = type(node)
    if kind is ast.Subscript:
        return (
            isinstance(node.ctx, ast.Load)  # type: ignore[attr-defined]
            and not isinstance(node.slice, ast.Slice)  # type: ignore[attr-defined]
        ) and (  # type: ignore[attr-defined]
            _empty_container(node.value, facts)  # type: ignore[attr-defined]
            or _plain_constant(node.value)  # type: ignore[attr-defined]
        )
    if kind is ast.BinOp:
        right = node.right  # type: ignore[attr-defined]
        return (
            isinstance(node.op, _ZERO_DIVISIONS)  # type: ignore[attr-defined]
            and isinstance(right, ast.Constant)
            and type(right.value) in {int, float, bool}
            and right.value == 0
        )
    if kind is not ast.Call or node.keywords:  # type: ignore[attr-defined]
        return False
    return _failing_call(node, facts)  # type: ignore[arg-type]


def _failing_call(call: ast.Call, facts: StrictFacts) -> bool:
    func, args = call.func, call.args
    if _plain_constant(func):
        return True
    if any(isinstance(arg, ast.Starred) for arg in args):
        return False
    if isinstance(func, ast.Attribute) and _LOOKUPS.get(func.attr) == len(args):
        return _empty_container(func.value, facts)
    names = facts.names.names(func)
    if names & {"operator.getitem", "operator.__getitem__"} and len(args) == 2:  # noqa: PLR2004
        return _empty_container(args[0], facts)
    if names & _NUMBER_PARSERS and len(args) == 1:
        return _never_a_number(args[0])
    if names == {"builtins.getattr"} and len(args) == 2:  # noqa: PLR2004 - no default
        holder, wanted = args
        if not (_plain_constant(holder) or _empty_container(holder, facts)):
            return False
        text = const_str(wanted)
        if text is not None:
            if isinstance(holder, ast.Constant):
                return not hasattr(holder.value, text)
            return not any(hasattr(kind, text) for kind in _EMPTY_KINDS)
        return isinstance(wanted, ast.JoinedStr) and any(
            not char.isidentifier() and not char.isdigit()
            for part in wanted.values
            if (piece := const_str(part)) is not None
            for char in piece
        )
    return False


def _plain_constant(node: ast.expr) -> bool:
    """`None`, a number or `...`: nothing there can be called or subscripted."""
    return isinstance(node, ast.Constant) and not isinstance(node.value, str | bytes)


def _empty_container(node: ast.expr, facts: StrictFacts) -> bool:
    """`{}`, `[]`, `()`, `''`, `set()` and the like written there, or a name bound once to an
    empty tuple or string, or to `{}`, `[]` or `set()` that nothing fills: the name is only
    ever read to be subscripted (`_UNITS = {}` then `_UNITS[f"bad: {text}"]`)."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if (
        value is not node
        and not isinstance(value, _IMMUTABLE)
        and node.id not in facts.derived(_only_subscripted)  # type: ignore[attr-defined]
    ):
        return False
    if isinstance(value, ast.Dict):
        return not value.keys
    if isinstance(value, ast.List | ast.Tuple | ast.Set):
        return not value.elts
    if isinstance(value, ast.Constant):
        return value.value in {"", b""}
    return (
        isinstance(value, ast.Call)
        and not value.args
        and not value.keywords
        and bool(names := facts.names.names(value.func))
        and names <= _EMPTY_TYPES
    )


def _only_subscripted(facts: StrictFacts) -> frozenset[str]:
    """Names bound once and otherwise only read to be subscripted, nowhere filled, grown
    or handed on (none when the code may bind names by key: `globals()`, `vars()`,
    `setattr`, `global`)."""
    if facts.may_matter(r"\bglobals\b|\bvars\b|\bsetattr\b|\bglobal\b|__dict__"):
        return frozenset()
    looked_up = {
        id(node.value)
        for node in facts.of_type(ast.Subscript)
        if isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Name)
    }
    stores: dict[str, int] = {}
    other: set[str] = set()
    for name in facts.of_type(ast.Name):
        if isinstance(name.ctx, ast.Store):
            stores[name.id] = stores.get(name.id, 0) + 1
        elif id(name) not in looked_up:
            other.add(name.id)
    return frozenset(name for name, count in stores.items() if count == 1 and name not in other)


def _never_a_number(node: ast.expr) -> bool:
    """Text no `int()` or `float()` reads: a constant or f-string whose own text holds a
    character no number is written with (`f"missing setting: {key}"`)."""
    pieces = [const_str(part) for part in node.values] if isinstance(node, ast.JoinedStr) else []
    text = const_str(node)
    pieces += [text] if text is not None else []
    return any(
        not (char.isdigit() or char.isspace() or char in _NUMBER_LETTERS)
        for piece in pieces
        if piece is not None
        for char in piece
    )


def _runs_unguarded(node: ast.AST, handler: ast.ExceptHandler, facts: StrictFacts) -> bool:
    """Whether the handler itself runs `node`: not in a lambda, nor in the body of a `try`
    nested in the handler whose own handlers may catch what it raises."""
    if isinstance(facts.owner(node, through_lambdas=False), ast.Lambda):
        return False
    return not any(
        isinstance(inner, TRY_NODES)
        and inner.handlers
        and any(item is node for statement in inner.body for item in ast.walk(statement))
        for statement in handler.body
        for inner in ast.walk(statement)
    )


def _failed_futures(facts: StrictFacts, nodes: list[ast.AST]) -> list[Finding]:
    """`outcome.result()`, `await outcome` or `loop.run_until_complete(outcome)` (`wait_for`
    too) in a handler, where the code fails `outcome` (by the same expression) with a new
    exception through its `set_exception`: the result raises it, unchained (not an
    exception caught by some handler, `set_exception(err)`)."""
    failed = facts.derived(_failed_receivers)
    found: list[Finding] = []
    for node in nodes:
        if isinstance(node, ast.Await):
            awaited = [node.value]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            member = node.func.attr
            awaited = [node.func.value] if member == "result" else []
            awaited += node.args[:1] if member in _AWAITERS else []
        else:
            continue
        if any(ast.unparse(item) in failed for item in awaited):
            message = "raises a new exception stored with `set_exception`, unchained"
            found.append((facts.line_of(node), message))
    return found


_AWAITERS = frozenset({"run_until_complete", "wait_for"})
"""What runs a future handed to it and raises its exception."""


def _failed_receivers(facts: StrictFacts) -> frozenset[str]:
    """The expressions whose `set_exception` the code reaches (called, or handed on as
    `loop.call_soon(pending.set_exception, error)`), unless only called with a name some
    handler binds to what it caught (read once a code)."""
    caught = {handler.name for handler in facts.of_type(ast.ExceptHandler) if handler.name}
    passed_on = {
        id(call.func)
        for call in facts.of_type(ast.Call)
        if len(call.args) == 1 and isinstance(call.args[0], ast.Name) and call.args[0].id in caught
    }
    return frozenset(
        ast.unparse(node.value)
        for node in facts.of_type(ast.Attribute)
        if node.attr == "set_exception" and id(node) not in passed_on
    )


_WARNS = {"warnings.warn": 1, "warnings.warn_explicit": 1}
"""The warning functions, and the position of their category."""
_FILTERS = {"warnings.simplefilter": 1, "warnings.filterwarnings": 2}
"""The filter functions, and the position of their category."""
_ANY_WARNING = "builtins.Warning"


def _warns_as_error(call: ast.Call, facts: StrictFacts) -> bool:
    """`warnings.warn(key, ConfigWarning)` where the code turns that category into errors
    (`warnings.simplefilter('error', ConfigWarning)`, `filterwarnings('error', ...)`, a
    `catch_warnings(action='error')`): the warning is raised as a new exception. The
    category is the one handed (a `Warning` instance's class, `UserWarning` by default);
    one only known at run time is taken to match."""
    names = facts.names.names(call.func)
    if not names & _WARNS.keys():
        return False
    filters = facts.derived(_error_filters)
    if not filters:
        return False
    category = next((k.value for k in call.keywords if k.arg == "category"), None)
    if category is None and len(call.args) > 1:
        category = call.args[1]
    if category is None and call.args:
        message = call.args[0]  # a Warning instance gives its own class
        made = facts.names.names(message.func) if isinstance(message, ast.Call) else set()
        category = message.func if made and lineage_of(made, facts) & {_ANY_WARNING} else None
    kinds = facts.names.names(category) if category is not None else {"builtins.UserWarning"}
    lineage = lineage_of(kinds, facts, unknown=UNKNOWN)
    unknown = any(name.partition(".")[0] == UNKNOWN for name in lineage)
    return any(
        unknown or name == _ANY_WARNING or name in lineage for wanted in filters for name in wanted
    )


def _error_filters(facts: StrictFacts) -> list[frozenset[str]]:
    """The categories the code turns into errors (`simplefilter('error', ...)`,
    `filterwarnings('error', ...)`, `catch_warnings(action='error', ...)`), each as the
    names its category may be (`Warning` when none is given)."""
    found: list[frozenset[str]] = []
    if not facts.may_matter(r"simplefilter|filterwarnings|catch_warnings"):
        return found
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        position = next((_FILTERS[name] for name in names if name in _FILTERS), None)
        keywords = {k.arg: k.value for k in call.keywords if k.arg is not None}
        if position is not None:
            action = call.args[0] if call.args else keywords.get("action")
            category = call.args[position] if len(call.args) > position else None
        elif "warnings.catch_warnings" in names:
            action, category = keywords.get("action"), None
        else:
            continue
        if const_str(action) not in {"error", None} or action is None:
            continue
        category = keywords.get("category", category)
        found.append(facts.names.names(category) if category is not None else _ALL_WARNINGS)
    return found


_ALL_WARNINGS = frozenset({_ANY_WARNING})


def _eager_nodes(nodes: list[ast.AST]) -> list[ast.AST]:
    """What the definitions among `nodes` run at once, where they stand (`own_walk` stops
    at them): a class's decorators, bases, keywords and body (`class _Fail: raise
    ConfigError(key)` in a handler raises there), a function's or lambda's decorators and
    defaults; not a function's body, which runs later."""
    found: list[ast.AST] = []
    pending = [node for node in nodes if isinstance(node, (*_DEFINITIONS, ast.Lambda))]
    while pending:
        node = pending.pop()
        parts: list[ast.AST] = list(getattr(node, "decorator_list", []))
        if isinstance(node, ast.ClassDef):
            parts += [*node.bases, *node.keywords, *node.body]
        else:
            arguments = node.args  # type: ignore[attr-defined]
            parts += [*arguments.defaults, *(d for d in arguments.kw_defaults if d is not None)]
        for part in parts:
            defined = isinstance(part, (*_DEFINITIONS, ast.Lambda))
            walked = [part] if defined else [part, *own_walk(part)]
            found += walked
            pending += [item for item in walked if isinstance(item, (*_DEFINITIONS, ast.Lambda))]
    return found


_RUNNERS = frozenset({"builtins.exec", "builtins.eval"})
_RUN_DEPTH = 3
"""exec inside exec inside exec in a handler: deeper than this is undecidable (and fails)."""


def _run_code_findings(
    facts: StrictFacts, nodes: list[ast.AST], caught: frozenset[str]
) -> list[Finding]:
    """Code an `exec`/`eval` in the handler runs (a constant string), judged as if written
    in the handler itself: `exec('raise ConfigError(...)')` raises there, unchained. The
    string is appended to the module inside a handler, so that it reaches the module's
    helpers as the running code would. A string built at run time is failed by strict
    mode's exec rule already."""
    found: list[Finding] = []
    for call in nodes:
        if not (isinstance(call, ast.Call) and call.args):
            continue
        if not facts.names.names(call.func) & _RUNNERS:
            continue
        source = facts.source_of(call.args[0])
        if source is None:
            continue
        line = facts.line_of(call)
        if facts.depth >= _RUN_DEPTH:
            found.append(
                (line, "runs code through exec/eval in an except block too deep to judge")
            )
            continue
        for _, message in _in_handler(facts, source, caught):
            found.append((line, f"in code run through exec/eval in an except block: {message}"))
    return found


def _in_handler(facts: StrictFacts, source: str, caught: frozenset[str]) -> list[Finding]:
    """error_2's findings for `source` run in a handler appended to the module (the names
    the handler and those around it caught stay caught)."""
    body = textwrap.indent(source, "    ") if source.strip() else "    pass"
    text = "\n".join([facts.code, "", "", "try:", "    pass", "except BaseException:", body])
    if parse(text) is None:
        return [(None, "the code does not parse in the handler")]
    inner = StrictFacts(text, facts.response, facts.depth + 1, facts.python)
    last = inner.tree.body[-1]
    if not isinstance(last, ast.Try):
        return [(None, "the code does not parse in the handler")]
    handler = last.handlers[0]
    found: list[Finding] = [
        (None, "raises a new exception without `from`")
        for node in _direct_raises(handler)
        if _new_unchained(node, caught)
    ]
    return found + _handler_findings(inner, handler, caught, _Module(inner))


def _direct_raises(handler: ast.ExceptHandler) -> list[ast.Raise]:
    """The `raise` statements B904 sees in a handler: not in a nested definition or `try`
    (`_nested_try_raises` judges those)."""
    found: list[ast.Raise] = []
    stack: list[ast.AST] = list(handler.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (*_DEFINITIONS, ast.Lambda, *TRY_NODES)):
            continue
        if isinstance(node, ast.Raise):
            found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found


def _caught_alias(name: ast.Name, caught: frozenset[str], facts: StrictFacts) -> bool:
    """Whether `name` is only ever bound to a caught exception (or None): `last = err` in
    a retry loop, then `raise ... from last` after it, since `err` is deleted when its
    handler ends and an alias is the only way to chain to the last failure."""
    bindings = facts.names.bindings_of(name)
    return bool(bindings) and all(
        kind == "expr"
        and (
            (isinstance(value, ast.Name) and value.id in caught)
            or (isinstance(value, ast.Constant) and value.value is None)
        )
        for kind, value in bindings or []
    )


def _loop_else_raises(handler: ast.ExceptHandler, caught: frozenset[str]) -> list[ast.Raise]:
    """`raise X(...)` without `from` in the `else` of a loop in the handler (B904 does not
    look there: `for ... else: raise LookupError(key)`, the fallback search that found
    nothing). A nested `try` is `_nested_try_raises`'s, its handlers are handlers of their
    own."""
    found: list[ast.Raise] = []
    stack: list[tuple[ast.AST, bool]] = [(statement, False) for statement in handler.body]
    while stack:
        node, in_else = stack.pop()
        if isinstance(node, (*_DEFINITIONS, ast.Lambda, *TRY_NODES)):
            continue
        if in_else and isinstance(node, ast.Raise) and _new_unchained(node, caught):
            found.append(node)
        orelse = {id(item) for item in node.orelse} if isinstance(node, LOOPS) else set()
        stack += [(child, in_else or id(child) in orelse) for child in ast.iter_child_nodes(node)]
    return found


_Pending = tuple[ast.AST, frozenset[str], tuple[list[ast.ExceptHandler], ...], bool]
"""A node still to visit, the caught names bound there, the handlers of the `try`
statements around it in the handler, and whether it lies in a nested `try`."""


def _nested_try_raises(
    facts: StrictFacts, handler: ast.ExceptHandler, caught: frozenset[str]
) -> list[ast.Raise]:
    """`raise X(...)` without `from` in the body, `else` or `finally` of a `try` nested in
    the handler (B904 does not look inside one), unless a handler of a `try` around it
    catches it for good (without re-raising).

    Raising a caught exception again (`raise err`, `raise inner` in a nested handler) is
    no new exception.
    """
    found: list[ast.Raise] = []
    stack: list[_Pending] = [(statement, caught, (), False) for statement in handler.body]
    while stack:
        node, bound, catchers, nested = stack.pop()
        if isinstance(node, (*_DEFINITIONS, ast.Lambda)):
            continue
        if isinstance(node, TRY_NODES):
            inner = (*catchers, node.handlers)
            stack += [(item, bound, inner, True) for item in node.body]
            stack += [(item, bound, catchers, True) for item in node.orelse + node.finalbody]
            for other in node.handlers:
                names = bound | ({other.name} if other.name else set())
                stack += [(item, names, catchers, False) for item in other.body]
            continue
        if (
            isinstance(node, ast.Raise)
            and nested
            and _new_unchained(node, bound)
            and not any(_catches(h, node.exc, facts) for group in catchers for h in group)
        ):
            found.append(node)
        stack += [(child, bound, catchers, nested) for child in ast.iter_child_nodes(node)]
    return found


def _new_unchained(node: ast.Raise, bound: frozenset[str]) -> bool:
    exc = node.exc
    return (
        exc is not None
        and node.cause is None
        and not (isinstance(exc, ast.Name) and exc.id in bound)
    )


def _catches(handler: ast.ExceptHandler, exc: ast.expr | None, facts: StrictFacts) -> bool:
    """Whether `handler` catches the exception `exc` raises and keeps it (no bare `raise`
    or `raise name` of it in its body)."""
    if any(
        isinstance(node, ast.Raise)
        and (node.exc is None or (isinstance(node.exc, ast.Name) and node.exc.id == handler.name))
        for statement in handler.body
        for node in (statement, *own_walk(statement))
    ):
        return False
    if handler.type is None:
        return True
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    wanted: set[str] = set()
    for kind in kinds:
        wanted |= facts.names.names(kind)
    lineage = _lineage(exc, facts)
    if lineage & wanted:
        return True
    # A class from elsewhere (or unknown) may derive from the roots, or from a class of its
    # own package (`myapp.errors.ConfigError` from `myapp.StorageError`); not from a
    # builtin it is not, nor from another package's class (`sqlite3.Error`).
    opaque = [name for name in lineage if _opaque(name)]
    return bool(opaque) and any(
        name in _ROOTS or (_opaque(name) and any(_same_package(name, o) for o in opaque))
        for name in wanted
    )


_ROOTS = frozenset({"builtins.Exception", "builtins.BaseException"})


def _opaque(name: str) -> bool:
    """A class whose bases the module does not show (imported, unknown)."""
    return not name.startswith(("local:", "builtins."))


def _same_package(one: str, other: str) -> bool:
    """Whether two imported names come from the same top-level package (or either is
    unknown)."""
    if UNKNOWN in (one.partition(".")[0], other.partition(".")[0]):
        return True
    return one.partition(".")[0] == other.partition(".")[0]


def _lineage(exc: ast.expr | None, facts: StrictFacts) -> set[str]:
    """The names of the class `exc` instantiates and its bases."""
    target = exc.func if isinstance(exc, ast.Call) else exc
    return lineage_of(facts.names.names(target), facts)


def _throws(call: ast.Call, module: _Module) -> bool:
    """A generator's `x.throw(...)`: not the `throw()` method of a module class the receiver
    is known to be an instance of (`dice.throw()`; such a method is followed as any other),
    unless that method throws on itself (a wrapper around a generator's `throw`)."""
    func = call.func
    if not isinstance(func, ast.Attribute) or func.attr != "throw":
        return False
    classes = module.receiver_classes(func.value)
    methods = module.methods_of(classes, "throw") if classes else []
    return not methods or any(
        isinstance(node, ast.Attribute) and node.attr == "throw"
        for method in methods
        for node in own_walk(method)
    )


def _passes_on(call: ast.Call, caught: frozenset[str], facts: StrictFacts) -> bool:
    """Whether a `throw()` hands a generator the caught exception itself, as a bare `raise`
    would pass it on (no new exception): `sink.throw(err)`, `throw(err.with_traceback(tb))`,
    the three-argument `throw(type(err), err, tb)` (or `err.__class__`), and
    `throw(*sys.exc_info())`."""
    if not call.args:
        return False
    first = call.args[0]
    if isinstance(first, ast.Starred):
        exc_info = first.value
        return isinstance(exc_info, ast.Call) and facts.names.names(exc_info.func) == {
            "sys.exc_info"
        }
    if len(call.args) > 1 and _is_caught(call.args[1], caught):
        return _type_of_caught(facts, first, call.args[1])
    if isinstance(first, ast.Call) and isinstance(first.func, ast.Attribute):
        return first.func.attr == "with_traceback" and _is_caught(first.func.value, caught)
    return _is_caught(first, caught)


def _throwing_helper(call: ast.Call, caught: frozenset[str], module: _Module) -> str | None:
    """A module function the handler calls that always throws into a generator what a
    parameter hands it (`def _throw(error): (_ for _ in ()).throw(error)`), given anything
    but the caught exception (`_throw(ParseError(msg))`): a new exception raised unchained,
    as `_passes_on` judges the argument (an argument left to `*args`, `**kwargs` or the
    default counts as new)."""
    for func in module.entries(call):
        if not isinstance(func, ast.FunctionDef):
            continue
        for parameter in _thrown_parameters(func, module):
            given = argument_for(call, func, parameter)
            if not isinstance(given, ast.expr) or isinstance(given, ast.Starred):
                return func.name
            handed = ast.Call(func=call.func, args=[given], keywords=[])
            if not _passes_on(handed, caught, module.facts):
                return func.name
    return None


def _thrown_parameters(func: ast.FunctionDef, module: _Module) -> list[str]:
    """The parameters whose value a function always throws into a generator (worked out
    once a function)."""
    known = module.facts.memo(_thrown_parameters)
    if id(func) not in known:
        throws = [
            node
            for node in _always_run(func, module.facts)
            if isinstance(node, ast.Call)
            and node.args
            and not isinstance(node.args[0], ast.Starred)
            and _throws(node, module)
        ]
        known[id(func)] = [
            name
            for name in sorted(_parameter_names(func))
            if any(_passes_on(node, frozenset({name}), module.facts) for node in throws)
        ]
    return known[id(func)]


def _is_caught(node: ast.AST | None, caught: frozenset[str]) -> bool:
    return isinstance(node, ast.Name) and node.id in caught


def _type_of_caught(facts: StrictFacts, node: ast.expr, value: ast.expr) -> bool:
    """`type(err)` or `err.__class__`: the class of the caught exception `value` names (any
    other class would build a new exception from it; so would a rebound `type`)."""
    if isinstance(node, ast.Attribute):
        return node.attr == "__class__" and ast.dump(node.value) == ast.dump(value)
    return (
        isinstance(node, ast.Call)
        and facts.names.names(node.func) == {"builtins.type"}
        and len(node.args) == 1
        and ast.dump(node.args[0]) == ast.dump(value)
    )


_EXITS = frozenset({"__exit__", "__aexit__"})


def _exit_translations(facts: StrictFacts) -> list[ast.Raise]:
    """`raise` statements of a new exception without `from` in a context manager's
    `__exit__` (`__aexit__`) where the exception it is handed is in flight: under a test
    that holds only then (`if exc_type is not None:`, `if exc:`, `if issubclass(exc_type,
    OSError):`, `isinstance(exc, ...)`, also among `and`), in the `else` of a test that it
    is not (`if exc_type is None:`), or after such a test whose branch always leaves. Such
    an `__exit__` is an `except` block written another way: what it raises is raised
    during the handling of the caught exception, and unchained reads as a broken handler.
    Raising the handed exception itself (`raise exc`, `exc.with_traceback(tb)`) passes it
    on."""
    found: list[ast.Raise] = []
    for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        if func.name not in _EXITS or not isinstance(facts.owner(func), ast.ClassDef):
            continue
        arguments = [*func.args.posonlyargs, *func.args.args][1:]
        params = {arg.arg for arg in arguments}
        params |= {func.args.vararg.arg} if func.args.vararg else set()
        if params:
            found += _flight_raises(func.body, params, in_flight=False)
    return found


def _flight_raises(body: list[ast.stmt], params: set[str], *, in_flight: bool) -> list[ast.Raise]:
    """`_exit_translations` for one block, `in_flight` telling whether the handed
    exception is known to be in flight there."""
    found: list[ast.Raise] = []
    for statement in body:
        if isinstance(statement, ast.If):
            holds = _exit_test(statement.test, params)
            fails = _exit_test(statement.test, params, negated=True)
            found += _flight_raises(statement.body, params, in_flight=in_flight or holds)
            found += _flight_raises(statement.orelse, params, in_flight=in_flight or fails)
            if fails and statement.body and _leaves(statement.body[-1]):
                in_flight = True
        elif isinstance(statement, ast.Raise):
            if in_flight and statement.cause is None and not _passed_on(statement.exc, params):
                found.append(statement)
        elif isinstance(statement, ast.With | ast.AsyncWith | ast.For | ast.AsyncFor | ast.While):
            found += _flight_raises(statement.body, params, in_flight=in_flight)
            found += _flight_raises(getattr(statement, "orelse", []), params, in_flight=in_flight)
        elif isinstance(statement, TRY_NODES):
            for block in (statement.body, statement.orelse, statement.finalbody):
                found += _flight_raises(block, params, in_flight=in_flight)
    return found


def _leaves(statement: ast.stmt) -> bool:
    return isinstance(statement, ast.Return | ast.Raise)


def _passed_on(exc: ast.expr | None, params: set[str]) -> bool:
    """A bare `raise`, or one of the exception `__exit__` is handed (`raise exc`,
    `raise exc.with_traceback(tb)`, `raise exc_info[1]`)."""
    if exc is None:
        return True
    if (
        isinstance(exc, ast.Call)
        and isinstance(exc.func, ast.Attribute)
        and exc.func.attr == "with_traceback"
    ):
        exc = exc.func.value
    return _names_param(exc, params)


def _names_param(node: ast.expr, params: set[str]) -> bool:
    if isinstance(node, ast.Subscript):
        node = node.value
    return isinstance(node, ast.Name) and node.id in params


def _exit_test(test: ast.expr, params: set[str], *, negated: bool = False) -> bool:
    """Whether a test in `__exit__` (or, `negated`, its negation) holds only while the
    handed exception is in flight: `exc_type is not None`, `exc`, `issubclass(exc_type,
    E)`, `isinstance(exc, E)`, one such among `and` (all among `or`), and so `not` of
    `exc is None`."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return _exit_test(test.operand, params, negated=not negated)
    if isinstance(test, ast.BoolOp):
        results = [_exit_test(item, params, negated=negated) for item in test.values]
        return any(results) if isinstance(test.op, ast.And) != negated else all(results)
    if _names_param(test, params):
        return not negated
    if (
        isinstance(test, ast.Compare)
        and len(test.ops) == 1
        and _names_param(test.left, params)
        and is_none(test.comparators[0])
    ):
        if isinstance(test.ops[0], ast.IsNot | ast.NotEq):
            return not negated
        return isinstance(test.ops[0], ast.Is | ast.Eq) and negated
    return (
        not negated
        and isinstance(test, ast.Call)
        and isinstance(test.func, ast.Name)
        and test.func.id in {"issubclass", "isinstance"}
        and bool(test.args)
        and _names_param(test.args[0], params)
    )


class ExceptionChaining(Instruction):
    """Chain a new exception to the one being handled.

    What it asks:
        Whenever the code raises a new exception inside an `except` block it writes
        `raise NewError(...) from err` (or `from None` to hide the cause on purpose).

    Why:
        Without `from`, the traceback reads "During handling of the above exception,
        another exception occurred", as if the handler itself were broken; with it, the
        cause is recorded as the reason. Translating exceptions is common in library
        code, and the `from` is usually forgotten.

    Verified by:
        Ruff B904 (raise-without-from-inside-except). A bare `raise` or re-raising the
        caught exception itself is fine. Only `raise` statements written in the handler
        itself are seen.

    Strict mode:
        Also fails, inside an `except` block: a `raise err` without `from` of the caught name
        that the handler binds again (`err = ConfigError(...)` / `raise err`: a new exception
        raised under the caught one's name; also bound by a `match` capture, `case err:` of a
        `match ConfigError(...)`, an import or a `def`); a `raise ... from err` whose cause
        names a caught exception the handler binds again so (`err = RuntimeError(key)` /
        `raise RuntimeError(msg) from err`); a `raise` of a new exception without
        `from` in the
        body, `else` or `finally` of a nested `try` (Ruff does not look there) unless a nested
        handler catches it for good (an imported class is taken to be caught by `Exception`,
        `BaseException` or an imported class of its own top-level package, not by another
        package's, such as `sqlite3.Error`); such a `raise` in the `else` of a `for`, `while` or
        `async for` loop (Ruff does not look there either: the fallback search that found nothing);
        a call to a function or method of the module that always raises a new exception without a
        cause (a `fail()` helper, a nested function, a module class's constructor (`__new__`,
        `__init__`, `__post_init__`, inherited from a module base too, and the `default_factory` of
        its fields, `field(default_factory=_missing)`, which the generated `__init__` calls, and
        for a module `Enum` class the `_missing_` that `Mode(value)` runs for a value no member
        has) or an instance's `__call__`, a method reached through `self`, `cls`, `type(self)`,
        `super()`, the class or an instance built from it (also a method assigned to an attribute
        of `self`, `self._reject = self._raise_parse_error` then `self._reject(line)`, also by
        an annotated assignment, an unpacking, either arm of `if`/`else` or `or`, `setattr(self,
        '_reject', ...)` by a constant name, or through attributes so assigned one to another,
        however many hops; also fetched
        by a constant name: `getattr(self,
        '_fail')(...)`, directly or through a name bound once to it; a module function so fetched
        from the module object, `getattr(sys.modules[__name__], '_fail')`, or from an object
        nothing is known of; a lambda a name is bound to, `_fail = lambda key: ...`, also
        through names bound to it; a nested function or lambda a module function returns,
        called through what its call made, `_bad_port = _failer('not a port')` then
        `_bad_port(text)`, and any lambda of the module for a call of another
        expression that may be one, `TABLE['fail'](key)`), followed through the calls,
        accesses and operators each function always runs however deep (for a lambda, the
        parts of its expression that always run: not a conditional branch, an operand of
        `and`/`or` after the first, or a comprehension's body): a chain of four hundred methods
        is decided, not cut off; such a function raises also by a generator's `throw()` of
        anything but a parameter it is handed (`(_ for _ in ()).throw(ConfigError(key))`) or
        an operation certain to fail, as listed below for the handler itself), a
        `warnings.warn` (or `warn_explicit`) of a category the code turns into errors anywhere
        (`warnings.simplefilter('error', ConfigWarning)`, `filterwarnings('error', ...)`,
        `catch_warnings(action='error')`; a category only known at run time is taken to match), an
        attribute read, set or deleted where such a property (`property`, `cached_property`, a
        `setter`/`deleter`, also `value = property(_fail)` in a class body) always raises one, or
        where a class body binds that name to an instance of a module class whose `__get__`
        (`__set__`, `__delete__`) always raises one (a descriptor: `value = _Missing()`, then
        `Defaults.value`), what a module class's metaclass runs when the class itself is called,
        subscripted, operated on or has an attribute read (`Missing(key)` runs the metaclass's
        `__call__`, `Settings[key]` its `__getitem__` or the class's `__class_getitem__`,
        `isinstance(value, Kind)` its `__instancecheck__` and `issubclass` its
        `__subclasscheck__`, for each class a tuple names; also a metaclass's properties and
        attribute hooks, and one inherited from a module base), a class
        statement in the handler (its body runs there: a `raise` in it counts as one in the
        handler, as do what its decorators, bases and keywords run, its metaclass's
        `__new__`/`__init__`, its bases' `__init_subclass__`, the `__mro_entries__` of a
        module-class instance named as a base, `class _Probe(_Missing(key)):`, and the
        `__set_name__` of module-class instances its body assigns), a decorator applied to a
        function defined in the handler and that function's defaults, such a dunder method an
        operator, subscript, `with`, `for`, f-string, truth test, builtin (`len`, `iter`, `str`,
        ...), subscript index (`__index__`, `__hash__`: `[None][_Missing(key)]`), slice bound or
        repeat count (`__index__`: `'text'[_Missing(key):]`, `[None] * _Missing(key)`), set or dict
        display or comprehension (`__hash__` of a member or key, `{_Missing(key)}`,
        `{_Missing(key): None}`, also `key in {...}` and the items of a display handed to `set`,
        `frozenset` or `dict.fromkeys`), unpacking (`__iter__`: `(value,) = x`, `[*x]`, `f(*x)`,
        `yield from x`; `keys` and `__getitem__` for `{**x}`, `f(**x)`) runs on an instance of a
        module class the code shows (`ERRORS[key]` with `ERRORS = _Errors()`, `with _Fail(path):`,
        `_Poison() + x`; a subscript also runs the `__missing__` of a module subclass of `dict`
        that does not override `__getitem__`: `DEFAULTS[key]` with `DEFAULTS = _Defaults()`), its
        `__getattribute__`, `__setattr__`, `__delattr__`, or `__getattr__` for a member no class
        defines and no code assigns (`MISSING.value`), the module's own `__getattr__` (PEP 562)
        run by a read of a member the module does not bind (or one whose name is not known) from
        the module object (`sys.modules[__name__].x`, `getattr(importlib.import_module(__name__),
        key)`), such a function handed to what calls it
        (`map`, `filter`, `sorted`/`min`/`max` or a `sort` method by `key=`,
        `[text].sort(key=_fail)`, `functools.reduce`, `operator.call`,
        `itertools`' `starmap`, `filterfalse`, `takewhile`, `dropwhile`, `accumulate`, `groupby`, a
        called `functools.partial`, or a module function that always calls the parameter it is
        given: `def apply(f, x): return f(x)`) or handed as a value to any call of something the
        module does not define, which may call it (`weakref.finalize(obj, _fail)`,
        `defaultdict(_fail)`, `stack.callback(_fail)`; not a builtin, a builtin type's method such
        as `append`, or a logging call), the protocol (dunder) methods and `close` of an instance
        of a module class made in such a call or held by a name bound to one
        (`copy.copy(_Missing())` runs `__copy__`, `contextlib.closing(_Missing())` runs `close`;
        not its constructor, attribute hooks or `__del__`), the method
        `operator.methodcaller('fail', ...)` names on the object it is called on (every method of
        its possible classes for a name not constant), an `assert`, a generator's `throw()` of
        anything but the caught exception (`sink.throw(err)`, `throw(err.with_traceback(tb))`,
        `throw(type(err), err, tb)` and `throw(*sys.exc_info())` pass it on, as a bare `raise`
        does; the `throw()` method of a module class the receiver is known to be an instance of is
        followed as any method, unless it calls a `throw()` itself), `x.result()`, `await x` or
        `loop.run_until_complete(x)` (`wait_for`) where the code reaches `x.set_exception` (the
        same expression; called, or handed on: `loop.call_soon(x.set_exception, ...)`) other than
        only to call it with a name a handler binds to what it caught (a future failed with a new
        exception raises it there: `pending.set_exception(ConfigError(msg))` then
        `pending.result()`), and a
        `from` clause naming anything but a caught exception, `None` or
        a name only ever bound to those (`last = err` in a retry loop, then `raise ... from last`
        after it), such as `from err.__cause__` or `from ValueError`; and code a handler runs
        through `exec` or `eval` (a constant string, also through a name or `compile()`), judged as
        if written in the handler (`exec('raise ConfigError(...)')`, `eval('_fail(key)')` with the
        module's helpers); and an operation in the handler (not in a lambda, nor in a nested
        `try` with handlers) certain to raise a new builtin exception, a `raise` in another
        form: a lookup in an empty container written there (`{}[f"missing: {key}"]`, `[][0]`,
        `{}.pop(key)`, `set().remove(x)`, `().index(x)`, `operator.getitem({}, key)`; or a
        name bound once to an empty tuple or string, or to `{}`, `[]` or `set()` only ever read
        to be subscripted, nothing filling it: `_UNITS = {}` then `return _UNITS[f"bad:
        {text}"]`; not with `globals()`, `vars()`, `setattr` or `global` in the code),
        `int()`/`float()` of a constant or
        f-string whose own text holds a character no number is written with, `getattr` without
        default of a constant or such a container by a name no builtin type has (`getattr(None,
        f"missing {key}")`), a division by a constant zero, and a call or subscript of `None` or
        a number. A `raise error` of such a name in a loop's `else` counts as a new
        exception, as B904 counts it in the handler itself. `raise NewError(...) from None` passes
        by design, as in the paper and Ruff's B904: it hides the cause on purpose. A method or
        property is matched on a receiver that may be an instance of its class, as that class's
        method resolution order picks it (a base method the class overrides does not run): `self`
        in the class or a subclass, an object built from the class or returned by a module function
        (by its return annotation, else its `return` values), a parameter annotated with it or with
        an imported class it derives from, or a receiver nothing is known of (an unannotated
        parameter, one annotated `Any`, a type variable or a module `Protocol`, which classes
        implement without inheriting, so that a base method raising where a subclass's returns is
        counted; not for a builtin type's method name such as `append`). "Always" means before any
        condition, loop, `try` or `match` in that function (but through an `if` whose test is known
        before the code runs, `if STRICT:` with `STRICT = True` never rebound, into the branch it
        takes, also `if p:` / `if not p:` for a parameter `p` the handler's call settles, passing
        a text or f-string with characters of its own, a display with an element or a constant
        (`_fail(f"not a port: {text!r}")` with `def _fail(message): if message: raise
        ParseError(message)`; the test may also be `bool(p)` or `len(p) > 0`, `>= 1`, `!= 0`
        and their negations), or every call of the module does; into the body of a `for` over
        what always has an element, `range` of constants that is not empty or a display with
        one (`for _ in range(1): raise LookupFailed(...)`), stopping at a `break` or `continue`;
        and through a `try` whose handlers never run: its body holds only `pass`,
        constants, names bound to constants, names or f-strings of names without a format spec,
        and calls of logging or a logger with plain arguments, ending perhaps in a `raise` of a
        class none of its handlers may catch, `try: msg = f'no {key}'; raise ConfigError(msg)` /
        `except TypeError: return None`), or whichever way it
        goes: every way through its body ends in such a `raise` (both branches of an `if`, a
        `raise` after a condition that lets it through, one in a `try` with only a `finally`, a
        `while True:` nothing breaks out of), with no `return` or `yield` in it and no `raise` in
        it that re-raises, chains or raises `NotImplementedError`; one that raises only for some
        inputs (a validating constructor, a fallback parser) may be called honestly, and an
        abstract method (only `raise NotImplementedError`) is not counted when it is decorated
        `abstractmethod`, a module subclass overrides it, or its message names none of its
        arguments (a helper rejecting a value names it) and reads as a marker for subclasses: none,
        one not written out, or one holding `implement`, `subclass`, `override`, `abstract`,
        `must`, `todo`, `yet` or the method's name (not `'this store cannot read that setting'`).
        Also fails a call of `fail` on a `unittest` test case the code builds or on the class
        itself (`unittest.TestCase().fail(...)`, through a name bound to one): it always raises a
        new AssertionError; not `self.fail(...)` in a test method nor `pytest.fail` (a test
        failing) or `sys.exit` (the program ending). A `raise err` of a caught name that is a
        global (a module-level handler) counts as a new exception when code elsewhere may bind
        that name: a function declaring `global err` that binds it, a write to `globals()` or
        `vars()` by that key or a key known only at run time (or any use of them but a read),
        `setattr` by that name or one known only at run time (`globals`, `vars` and `setattr`
        under any name bound to them too), or `x.err = ...`. Also fails a raise moved out of the
        handler behind a flag: a handler of a `try` setting a flag (`failed = True`, `failed =
        1`, a value whose constants settle its truth, `failed = failed or True`, `not False`,
        a message never empty, `problem = f'not a port: {text!r}'`, tested against None,
        a counter `failed += 1`, also an attribute or constant subscript of a name,
        `self.failed = True`, `state['failed'] = True`), then, after the `try` in the same
        block (in an `if` of a later statement or nested in one), an `if` whose test holds for
        that value and fails for the other (`False`, or `0` for a number: `if failed:`, `if not
        ok:` for one set to `False`, `if failed is True:`, `if failed > 0:`, `if errors == 1:`,
        also as an operand of `and`: `if failed and strict:`)
        with a `raise` without `from`; the new exception keeps no trace of the caught one. A
        fallback value (`user = None`) is no flag, a flag tested after the loop around the
        `try` (failures gathered, then reported together) is not judged, nor a counter that
        several `try` statements of the block add to. Also fails a raise moved into the
        `finally` of a `try` whose handlers record the failure (a target they assign or
        add to, or call a collecting method of: `failed.append(row)`, `seen.add(key)`,
        `self.errors += 1`): a `raise` without `from` in an `if` of the `finally` whose
        test reads that target (`if failed and failed[-1] is row:`); the `finally` runs
        after the handler is done, so the new exception keeps no trace of the caught one
        (a cleanup call, `conn.rollback()`, `tmp.unlink()`, records none: a `finally`
        checking that resource afterwards passes). Also fails a call of a module function
        that always throws into a generator what a parameter hands it (`def _throw(error): (_
        for _ in ()).throw(error)`) given anything but the caught exception
        (`_throw(ParseError(msg))`; an argument left to `*args`, `**kwargs` or the default
        counts as new). A call handing the caught exception (not bound anew in the handler) to a
        module function that raises nothing new but the parameters so given and always reaches
        no other raising helper re-raises it, as `raise err` in the handler does, and passes
        (`_log_and_reraise(err, sql)` with `def _log_and_reraise(err, sql): log.error(...);
        raise err`); given anything else (`_reraise(ParseError(msg))`, `err.with_traceback(tb)`
        too) the helper raises a new exception. Also fails a handler's `next(gen)`, `gen.send(x)`
        or `gen.__next__()` of a generator a module generator function made (the call itself
        or a name bound to it) whose body, read through at most one `yield` and into a first
        `while True:` it reaches, always raises a new exception without a cause (`key =
        yield` then `raise ConfigError(...)`). Also fails a `raise` of a new exception
        without `from` in a
        context manager's `__exit__` (`__aexit__`) where the exception it is handed is in
        flight, an `except` block written another way: under a test that holds only then
        (`if exc_type is not None:`, `if exc:`, `issubclass(exc_type, OSError)`,
        `isinstance(exc, ...)`, one such among `and`, also negated), in the `else` of one
        that holds only while none is (`if exc_type is None:`), or after such a test whose
        branch ends in `return` or `raise`; raising the handed exception itself (`raise
        exc`, `exc.with_traceback(tb)`) passes it on. The Python 2 compatibility calls in a
        handler are judged as the `raise` statements they stand for: `six.raise_from(value,
        cause)` (python-future's `raise_from` too) must chain to a caught exception (or a name
        only bound to one) or `None`, and `six.reraise(tp, value, tb)` (python-future's
        `raise_`, `raise_with_traceback`) must raise the caught exception itself or pass on
        `*sys.exc_info()` (also through names the handler binds once to it: `info =
        sys.exc_info()` then `six.reraise(*info)`, or the value of `tp, value, tb =
        sys.exc_info()`); `six.reraise(ConfigError, ConfigError(msg), tb)` fails, and so does
        a value bound to `None` (six makes `tp()` anew).

        Still possible: `six.raise_from(ConfigError(msg), None)`, as `raise ... from None`
        (hiding the cause on purpose passes), a handler nested in another chaining to the
        outer handler's exception rather than its own (`except OSError:` reading a backup,
        then `raise ConfigError(msg) from err` of the outer `err`: honest code chains to the
        primary failure so, and the inner one stays its `__context__`), a `raise` in
        `__exit__` under no test of the
        handed exception (it
        may run with none in flight), or reached through a helper it calls, a flag set
        otherwise (`failed = bool(row)`, a list appended to) or tested otherwise
        (`if failed or strict:`, `if failed >= limit:`, in a function called later), a
        helper handing its parameter on to another that throws it (a call deeper), such a
        generator resumed a call deeper, by a loop or `list()`, or made elsewhere than by a
        name bound to its call, or one yielding more than once before it raises (a back-off
        schedule that gives up once exhausted is honest), a
        `finally` raising on a failure the handler recorded through another method
        (`log.record(row)`, `failed.__iadd__([row])`), a failed future set in the handler and
        its result read after the `try` statement, a future failed under another expression
        than the one whose result is read (`other = pending`), a helper whose `raise` only a
        condition on its arguments lets through that the handler's own call does not settle in
        the forms above (`if len(message) > 1:`, an argument settled only a call deeper, a
        `while` running once, a `for` over a name bound to a non-empty display), a method
        raising only `NotImplementedError` with a message such a marker would
        write, a closure a method or a class makes (`self._failer('x')`), a raising callable
        object or bound method stored on `self` otherwise than by the assignments above (`setattr`
        by a name built at run time, a container, another object) (or a helper fetched with
        `getattr` by a name built at run time), a raising method other than a dunder or `close` of
        an instance handed to a library that calls it by name, or of `self` handed to one, a
        raising dunder method on an object whose class the code does not show (an unannotated
        parameter: honest code subscripts those all the time), a metaclass the code does not name
        as one (made by a call, `metaclass=make_meta()`), another operation certain to fail
        (`codecs.lookup(message)`), and a web
        framework's `abort(404)` in a
        handler (the form Flask's own documentation uses, with no `raise` written).
    """

    id = "error_2"
    name = "exception_chaining"
    category = "error"
    description = "Chain exceptions raised inside except blocks with `from`."
    generation_prompt = (
        "When you raise an exception inside an `except` block, chain it to the caught "
        "exception with `raise ... from err`."
    )
    edit_prompt = (
        "Change every `raise` of a new exception inside an `except` block to chain the "
        "caught exception with `raise ... from err`."
    )
    ruff_rules = ("B904",)
    strict_words = "except|__a?exit__"

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """New exceptions leaving an except block by a route Ruff does not follow."""
        found: list[Finding] = []
        module = _Module(facts)
        for handler, caught in _handlers(facts.tree.body, frozenset()):
            found += _handler_findings(facts, handler, caught, module)
        found += [
            (
                facts.line_of(node),
                "raises a new exception after the `try` on a flag the handler set",
            )
            for node in _deferred_raises(facts)
        ]
        found += [
            (
                facts.line_of(node),
                "raises a new exception in `finally` on state the handler left",
            )
            for node in (_finally_raises(facts) if "finally" in facts.code else [])
        ]
        found += [
            (
                facts.line_of(node),
                "`__exit__` raises a new exception without `from` for the one it handles",
            )
            for node in (_exit_translations(facts) if "exit__" in facts.code else [])
        ]
        return found

    def applies_to(self, code: str) -> bool:
        """True when a handler raises a new exception without `from`."""
        tree = parse(code)
        return tree is not None and any(_unchained_raises(h) for h in except_handlers(tree))

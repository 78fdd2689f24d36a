"""logic_5: simplified control flow and boolean logic (flake8-simplify)."""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._call_graph import subtree_nodes
from vibebench.instructions._code_facts import empty_literal, is_elif, is_none, own_nodes, parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_arguments import parameter_annotation


def _is_padding(statement: ast.stmt, unread: frozenset[str] = frozenset()) -> bool:
    """`pass`, `...`, a constant, a literal of constants (`()`, `[]`, `(None,)`, `not
    False`), a lambda, a bare name or attribute chain (`order`, `self.x`), or any
    expression that calls nothing (see `_effectless`: `path[:0]`, `customer, cart`) as a
    statement: read and dropped, it only pads a block to dodge a rule's exact shape (one
    that raises NameError or runs a property is no honest statement either). So does a
    name assigned to itself (`port = port`), `_` assigned a literal of constants (`_ =
    None`), and `assert` of a true constant; with
    `unread` (names a function never reads), also such a name assigned a literal, a name
    or an attribute chain (`unused = order`), or stepped by one (see `_idle_step`,
    `_steps_itself`; also as an assignment expression statement, `_idle_walrus`). A
    `while`/`if` on a false constant or a `for` over an empty literal (`for _ in ():
    ...`) pads too: its body never runs."""
    kind = type(statement)  # (AST classes are never subclassed)
    if kind is ast.Expr:
        value = statement.value  # type: ignore[attr-defined]
        return (
            _inert(value)
            or _idle_builtin_call(value)
            or _empty_print(value)
            or _effectless(value)
            or _idle_walrus(value, unread)
        )
    if kind is ast.Assign or kind is ast.AnnAssign:
        return _pads_a_name(statement, unread)  # type: ignore[arg-type]
    if kind is ast.AugAssign:
        return _idle_step(statement, unread)  # type: ignore[arg-type]
    if kind is ast.Assert:
        test = statement.test  # type: ignore[attr-defined]
        return isinstance(test, ast.Constant) and bool(test.value)
    if kind is ast.While or kind is ast.If:  # `while False: pass`: its body never runs
        test = statement.test  # type: ignore[attr-defined]
        return (
            isinstance(test, ast.Constant)
            and not test.value
            and all(_is_padding(inner, unread) for inner in statement.orelse)  # type: ignore[attr-defined]
        )
    if kind is ast.For or kind is ast.AsyncFor:  # `for _ in (): pass`: its body never runs
        return empty_literal(statement.iter) and all(  # type: ignore[attr-defined]
            _is_padding(inner, unread)
            for inner in statement.orelse  # type: ignore[attr-defined]
        )
    if kind is ast.With:  # `with nullcontext(): pass`: an idle context around nothing
        return all(map(_idle_context, statement.items)) and all(  # type: ignore[attr-defined]
            _is_padding(inner, unread)
            for inner in statement.body  # type: ignore[attr-defined]
        )
    return kind is ast.Pass


_ACTING = (ast.Call, ast.Await, ast.Yield, ast.YieldFrom, ast.NamedExpr, ast.ListComp,
           ast.SetComp, ast.DictComp, ast.GeneratorExp)  # fmt: skip
"""Expressions that act when evaluated: calls, awaits, yields, walruses and comprehensions
(which iterate, and may drain an iterator)."""


def _effectless(value: ast.expr) -> bool:
    """An expression holding no call, await, yield, walrus or comprehension (`path[:0]`,
    `customer, cart`, `a == b`, `-n`): evaluated as a statement and dropped, it does
    nothing (an operator, a subscript or a comparison it runs honestly serves a value)."""
    return not any(isinstance(node, _ACTING) for node in subtree_nodes(value))


def _pads_a_name(statement: ast.Assign | ast.AnnAssign, unread: frozenset[str]) -> bool:
    """`port = port`, `_ = None`, or (see `_is_padding`) a name in `unread` assigned an
    inert value."""
    value = statement.value
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    if value is None or len(targets) != 1 or not isinstance(targets[0], ast.Name):
        return False
    name = targets[0].id
    if isinstance(value, ast.Name) and value.id == name:
        return True
    if name in unread:
        return _inert(value) or _steps_itself(name, value)
    return name == "_" and (
        _constant_literal(value)
        or _idle_builtin_call(value)
        or (isinstance(value, ast.Call) and _text_method_call(value))
    )


def _steps_itself(name: str, value: ast.expr) -> bool:
    """`retries + 1`, `1 + retries` as the value of `retries`: the name stepped by an inert
    value, written out (`retries = retries + 1` is `retries += 1`)."""
    return (
        isinstance(value, ast.BinOp)
        and any(
            isinstance(item, ast.Name) and item.id == name for item in (value.left, value.right)
        )
        and _inert(value.left)
        and _inert(value.right)
    )


def _idle_walrus(value: ast.expr, unread: frozenset[str]) -> bool:
    """`(retries := retries + 1)` (or `:= 0`) as a statement on a name in `unread`: the
    step or assignment `_pads_a_name` reads, spelled as an assignment expression."""
    return (
        isinstance(value, ast.NamedExpr)
        and value.target.id in unread
        and (_inert(value.value) or _steps_itself(value.target.id, value.value))
    )


def _idle_step(statement: ast.AugAssign, unread: frozenset[str]) -> bool:
    """A name in `unread` stepped by an inert value (`retries += 0`, `retries += 1`): an
    augmented assignment no one sees the effect of. (`total -= 0` on a name read later
    is no padding: in an `else` it is the other value an update picks.)"""
    target = statement.target
    return isinstance(target, ast.Name) and target.id in unread and _inert(statement.value)


def _inert(value: ast.expr) -> bool:
    """A value whose evaluation does nothing: a literal of constants, a lambda, a name or
    attribute chain, or a method called on a literal of constants with such values only
    (`[].clear()`, `''.join(())`: whatever it changes is thrown away with the literal), or
    a text method that only makes a new value called on a name or attribute chain
    (`raw.strip()`)."""
    if type(value) is ast.Call:
        return _literal_method_call(value) or _text_method_call(value)  # type: ignore[arg-type]
    while isinstance(value, ast.Attribute):
        value = value.value
    return isinstance(value, ast.Name | ast.Lambda) or _constant_literal(value)


def _literal_method_call(call: ast.Call) -> bool:
    """`[].clear()`, `{}.update()`, `''.strip()`: a method of a literal of constants,
    given only inert values (see `_inert`)."""
    func = call.func
    return (
        isinstance(func, ast.Attribute)
        and _constant_literal(func.value)
        and all(_inert(arg) for arg in call.args)
        and all(_inert(word.value) for word in call.keywords)
    )


_TEXT_METHODS = frozenset({
    "strip", "lstrip", "rstrip", "lower", "upper", "casefold", "swapcase", "capitalize",
    "removeprefix", "removesuffix", "zfill", "expandtabs", "startswith", "endswith",
    "isdigit", "isdecimal", "isnumeric", "isalpha", "isalnum", "isspace", "isidentifier",
    "islower", "isupper", "istitle", "isascii", "isprintable",
})  # fmt: skip
"""Methods of `str` (and `bytes`) that only make a new value, with names no other common
type gives a method that acts."""
_IDLE_CALLS = frozenset({
    "id", "type", "callable", "len", "bool", "repr", "str", "ascii", "hash", "int", "float",
    "abs", "isinstance", "issubclass", "hasattr",
})  # fmt: skip
"""Builtins whose call, its result thrown away, does nothing (`len`, `bool`, `int`, `hash`
of a value they do not take raise, no honest way to test a value)."""


def _text_method_call(call: ast.Call) -> bool:
    """`raw.strip()`, `name.lower()`: a text method that only makes a new value (see
    `_TEXT_METHODS`) called on a name or attribute chain, given only inert values."""
    func = call.func
    if not isinstance(func, ast.Attribute) or func.attr not in _TEXT_METHODS:
        return False
    receiver = func.value
    while isinstance(receiver, ast.Attribute):
        receiver = receiver.value
    return (
        isinstance(receiver, ast.Name)
        and all(map(_inert, call.args))
        and all(_inert(word.value) for word in call.keywords)
    )


def _idle_builtin_call(value: ast.expr) -> bool:
    """`id(order)`, `type(order)`, `len(cart.items)`: a builtin of `_IDLE_CALLS` given
    inert values."""
    return (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Name)
        and value.func.id in _IDLE_CALLS
        and not value.keywords
        and all(map(_inert, value.args))
    )


def _empty_print(value: ast.expr) -> bool:
    """`print(end='')` (also with a constant `sep`): a print of nothing, to standard output,
    without flushing, which writes nothing at all."""
    if not (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Name)
        and value.func.id == "print"
        and not value.args
    ):
        return False
    words = {word.arg: word.value for word in value.keywords}
    end = words.pop("end", None)
    words.pop("sep", None)
    return (
        not words
        and isinstance(end, ast.Constant)
        and end.value == ""
        and all(isinstance(word.value, ast.Constant) for word in value.keywords)
    )


def _constant_literal(value: ast.expr) -> bool:
    """A constant, a tuple, list, set or dict display of them (`()`, `{}`, `(None,)`), or
    an operator applied to them (`not False`, `-1`, `1 + 1`)."""
    kind = type(value)
    if kind is ast.Constant:
        return True
    if kind is ast.Call or kind is ast.Name or kind is ast.Attribute:
        return False  # (the common cases, answered first)
    if isinstance(value, ast.Tuple | ast.List | ast.Set):
        return all(map(_constant_literal, value.elts))
    if isinstance(value, ast.Dict):
        return all(item is not None and _constant_literal(item)
                   for item in [*value.keys, *value.values])  # fmt: skip
    if isinstance(value, ast.UnaryOp):
        return _constant_literal(value.operand)
    if isinstance(value, ast.BinOp):
        return _constant_literal(value.left) and _constant_literal(value.right)
    if isinstance(value, ast.Compare):
        return all(map(_constant_literal, [value.left, *value.comparators]))
    return False


def without_noops(body: list[ast.stmt], unread: frozenset[str] = frozenset()) -> list[ast.stmt]:
    """The statements of a block that do something (padding, see `_is_padding`, left out)."""
    return [statement for statement in body if not _is_padding(statement, unread)]


def _idle_context(item: ast.withitem) -> bool:
    """`nullcontext()` (also `contextlib.nullcontext()`, or of a constant, bound to no
    name): a context that does nothing around its block."""
    call = item.context_expr
    if not isinstance(call, ast.Call) or call.keywords or item.optional_vars is not None:
        return False
    func = call.func
    named = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    return named == "nullcontext" and all(isinstance(arg, ast.Constant) for arg in call.args)


def _is_bool_return(body: list[ast.stmt]) -> bool:
    """`return True` or `return False` alone, also inside `with nullcontext():`."""
    while (
        len(body) == 1 and isinstance(body[0], ast.With) and all(map(_idle_context, body[0].items))
    ):
        body = body[0].body
    return (
        len(body) == 1
        and isinstance(body[0], ast.Return)
        and isinstance(body[0].value, ast.Constant)
        and isinstance(body[0].value.value, bool)
    )


def _same_single_assignment(first: list[ast.stmt], second: list[ast.stmt]) -> bool:
    """Both blocks are one assignment to the same plain name (a ternary in disguise)."""
    return len(first) == len(second) == 1 and _same_target(first[0], second[0])


def _same_target(first: ast.stmt, second: ast.stmt, kinds: tuple[type, ...] = (ast.Name,)) -> bool:
    """Two one-target assignments to the same target of one of `kinds` (a plain name
    unless told)."""
    return (
        isinstance(first, ast.Assign)
        and isinstance(second, ast.Assign)
        and len(first.targets) == len(second.targets) == 1
        and isinstance(first.targets[0], kinds)
        and ast.dump(first.targets[0]) == ast.dump(second.targets[0])
    )


def _simplifiable_if(node: ast.If) -> bool:
    """Nested `if` without else, `return True/False` arms, or a ternary in disguise."""
    collapsible = (
        not node.orelse
        and len(node.body) == 1
        and isinstance(node.body[0], ast.If)
        and not node.body[0].orelse
    )
    return (
        collapsible
        or (_is_bool_return(node.body) and _is_bool_return(node.orelse))
        or _same_single_assignment(node.body, node.orelse)
    )


def _is_bool(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, bool)


def _is_keys_call(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "keys"
        and not node.args
    )


def _is_simplifiable(node: ast.AST) -> bool:
    """A few of the patterns flake8-simplify rewrites, cheap to spot in the syntax tree."""
    if isinstance(node, ast.If):
        return _simplifiable_if(node)
    if isinstance(node, ast.Try):
        return any(
            len(handler.body) == 1 and isinstance(handler.body[0], ast.Pass)
            for handler in node.handlers
        )
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return isinstance(node.operand, ast.Compare) and isinstance(
            node.operand.ops[0],
            ast.Eq | ast.NotEq,
        )
    if isinstance(node, ast.Compare) and isinstance(node.ops[0], ast.In | ast.NotIn):
        return _is_keys_call(node.comparators[0])
    if isinstance(node, ast.For):
        return _is_keys_call(node.iter)
    if isinstance(node, ast.IfExp):
        return _is_bool(node.body) and _is_bool(node.orelse)
    return False


def _returns_bool_after(first: ast.stmt, second: ast.stmt) -> bool:
    """`if c: return True` + `return False`, or a search loop before `return False` (any/all)."""
    if not (isinstance(second, ast.Return) and _is_bool(second.value)):
        return False
    if isinstance(first, ast.If):
        return not first.orelse and _is_bool_return(first.body)
    if isinstance(first, ast.For) and not first.orelse and len(first.body) == 1:
        inner = first.body[0]
        return isinstance(inner, ast.If) and not inner.orelse and _is_bool_return(inner.body)
    return False


def _has_simplifiable_sequence(tree: ast.Module) -> bool:
    """Patterns that span two consecutive statements of one block."""
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if isinstance(block, list) and any(
                _returns_bool_after(first, second)
                for first, second in zip(block, block[1:], strict=False)
            ):
                return True
    return False


_WRAPPERS = frozenset({"builtins.list", "builtins.set", "builtins.tuple", "builtins.iter",
                       "builtins.sorted", "builtins.frozenset"})  # fmt: skip
_SET_AND_BREAK = 2
"""A flag loop's `if` body: the assignment and the `break` (an index search loop's body:
the `if` and the step)."""


def _padded(*blocks: list[ast.stmt], unread: frozenset[str] = frozenset()) -> bool:
    return any(len(without_noops(block, unread)) != len(block) for block in blocks)


def _ignores(node: ast.Try, idle: Callable[[ast.stmt], bool] | None = None) -> bool:
    """A lone handler of nothing but padding other than the plain `pass` SIM105 knows; in
    a handler, `del` of plain names (`del path`) and `global`/`nonlocal` declarations pad
    too: unbinding or declaring a name handles no error (and so does what `idle` tells)."""
    body = node.handlers[0].body
    plain = len(body) == 1 and isinstance(body[0], ast.Pass)
    working = [
        item
        for item in without_noops(body)
        if not _deletes_names(item)
        and not isinstance(item, ast.Global | ast.Nonlocal)
        and not (idle is not None and idle(item))
    ]
    return not node.orelse and not node.finalbody and not working and not plain


def _deletes_names(statement: ast.stmt) -> bool:
    """`del path`: a `del` of plain names only."""
    return isinstance(statement, ast.Delete) and all(
        isinstance(target, ast.Name) for target in statement.targets
    )


_PADDABLE = frozenset({ast.If, ast.Try, ast.With})
"""The statements `_padded_pattern` looks at (AST classes are never subclassed)."""
_LOOPS = frozenset({ast.For, ast.AsyncFor, ast.While})
"""The statements `_continue_ignores` looks at."""


def _padded_pattern(node: ast.AST, unread: frozenset[str] = frozenset()) -> str | None:
    """A pattern flake8-simplify rewrites, hidden by padding (`pass`, `...`, constants;
    in an `if`, also assignments of names in `unread`, see `_unread_here`)."""
    if isinstance(node, ast.If) and _padded(node.body, node.orelse, unread=unread):
        bare = ast.If(test=node.test, body=without_noops(node.body, unread),
                      orelse=without_noops(node.orelse, unread))  # fmt: skip
        return "an if statement padded to hide a simpler form" if _simplifiable_if(bare) else None
    if isinstance(node, ast.If) and _idle_nest(node):
        return "nested if statements kept apart by an idle with or try block; use one if"
    if isinstance(node, ast.Try) and len(node.handlers) == 1 and _ignores(node):
        return "an except block that only ignores the error; use contextlib.suppress"
    if isinstance(node, ast.With) and _padded(node.body):
        inner = without_noops(node.body)
        if len(inner) == 1 and isinstance(inner[0], ast.With):
            return "nested with statements padded apart; use one with statement"
    return None


def _idle_try(statement: ast.stmt) -> bool:
    """`try: ... finally: pass` or `try: ... except E: raise`: a try whose `else` and
    `finally` are padding and whose handlers only re-raise, idle around its body."""
    if not isinstance(statement, ast.Try | ast.TryStar) or without_noops(statement.orelse):
        return False
    for handler in statement.handlers:
        done = without_noops(handler.body)
        if len(done) != 1 or not isinstance(done[0], ast.Raise) or done[0].exc is not None:
            return False
    return not without_noops(statement.finalbody)


def _idle_nest(node: ast.If) -> bool:
    """`if a:` / `with nullcontext():` / `if b: ...`, neither with an `else`: nested ifs
    kept apart by idle contexts (see `_idle_context`) or idle tries (see `_idle_try`),
    padding left out."""
    if node.orelse:
        return False
    body = without_noops(node.body)
    wrapped = False
    while len(body) == 1 and (
        (isinstance(body[0], ast.With) and all(map(_idle_context, body[0].items)))
        or _idle_try(body[0])
    ):
        body = without_noops(body[0].body)  # type: ignore[attr-defined]
        wrapped = True
    return wrapped and len(body) == 1 and isinstance(body[0], ast.If) and not body[0].orelse


def _unread_here(facts: StrictFacts, node: ast.AST) -> frozenset[str]:
    """The names the code never reads (see `_read_only_by_own_steps`), when `node` is an
    `if` whose body assigns a name, inside a function, less those it declares `global`/`nonlocal`
    (a module-level name may be read by importers); else none."""
    body = node.body if isinstance(node, ast.If) else []
    if len(body) + len(getattr(node, "orelse", ())) < 2 or not any(map(_may_pad, body)):  # noqa: PLR2004
        return frozenset()  # (no assignment that could pad a pattern)
    function = facts.owner(node, through_lambdas=False)
    if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef) or facts.derived(
        _reads_names_otherwise
    ):
        return frozenset()
    return facts.derived(_read_only_by_own_steps) - _declared_outer(facts, function)


def _may_pad(item: ast.stmt) -> bool:
    """An assignment (also augmented, annotated, or an assignment expression as a
    statement) of an inert value or of its name stepped by one (see `_steps_itself`)."""
    if isinstance(item, ast.Expr) and isinstance(item.value, ast.NamedExpr):
        target, value = item.value.target, item.value.value
    elif isinstance(item, ast.AnnAssign | ast.AugAssign) or (
        isinstance(item, ast.Assign) and len(item.targets) == 1
    ):
        target = item.target if not isinstance(item, ast.Assign) else item.targets[0]
        value = item.value
    else:
        return False
    if value is None:
        return False
    return _inert(value) or (isinstance(target, ast.Name) and _steps_itself(target.id, value))


def _read_only_by_own_steps(facts: StrictFacts) -> frozenset[str]:
    """Names the code never reads (see `_never_read`), and those only its own steps read
    (`retries = retries + 1`, `(retries := retries + 1)`: as `retries += 1`, which reads
    nothing), all the same unread."""
    stepping: set[int] = set()
    for item in facts.of_type(ast.Assign, ast.AnnAssign, ast.NamedExpr):
        targets = item.targets if isinstance(item, ast.Assign) else [item.target]
        value = item.value
        if len(targets) != 1 or not isinstance(targets[0], ast.Name) or value is None:
            continue
        if _steps_itself(targets[0].id, value):
            stepping.update(
                id(part)
                for part in (value.left, value.right)  # type: ignore[attr-defined]
                if isinstance(part, ast.Name) and part.id == targets[0].id
            )
    names = facts.of_type(ast.Name)
    read = {
        node.id
        for node in names
        if not isinstance(node.ctx, ast.Store) and id(node) not in stepping
    }
    stored = {node.id for node in facts.of_type(ast.Name) if isinstance(node.ctx, ast.Store)}
    return frozenset(stored - read)


def _declared_outer(facts: StrictFacts, function: ast.AST) -> frozenset[str]:
    """The names a function (or a function inside it) declares `global` or `nonlocal`:
    assigned there, they may be read by importers or by the function around."""
    known = facts.memo(_declared_outer)  # id(function) -> the names
    if id(function) not in known:
        outer = "global" in facts.code or "nonlocal" in facts.code
        known[id(function)] = frozenset(
            name
            for item in (ast.walk(function) if outer else ())
            if isinstance(item, ast.Global | ast.Nonlocal)
            for name in item.names
        )
    return known[id(function)]


def _padding_problem(facts: StrictFacts, node: ast.AST) -> str | None:
    """`_padded_pattern` of the node, and of an `if` once more with the assignments of
    names never read as padding (see `_unread_here`), and of a `try` with zero-second
    sleeps as padding (see `_idle_wait`)."""
    problem = _padded_pattern(node)
    if problem is None and isinstance(node, ast.If) and (unread := _unread_here(facts, node)):
        problem = _padded_pattern(node, unread)
    if (
        problem is None
        and type(node) is ast.Try
        and facts.mentions("sleep")
        and len(node.handlers) == 1
        and _ignores(node, lambda item: _idle_wait(facts, item))
        and id(node) not in facts.derived(_poll_retries)
    ):
        problem = "an except block that only ignores the error; use contextlib.suppress"
    if (
        problem is None
        and type(node) is ast.Try
        and len(node.handlers) == 1
        and facts.derived(_empty_functions)
        and _ignores(node, lambda item: _empty_call(facts, item))
    ):
        problem = "an except block that only calls a function doing nothing; use suppress"
    return problem


def _empty_functions(facts: StrictFacts) -> frozenset[int]:
    """id() of the undecorated functions whose body, docstring aside, is only padding or a
    bare `return` (a `def _ignore():` of a docstring alone)."""
    return frozenset(
        id(node)
        for node in facts.of_type(ast.FunctionDef)
        if not node.decorator_list
        and all(
            isinstance(item, ast.Return) and (item.value is None or is_none(item.value))
            for item in without_noops(node.body)
        )
    )


def _empty_call(facts: StrictFacts, statement: ast.stmt) -> bool:
    """A statement calling, by the name its `def` alone binds, a function doing nothing
    (see `_empty_functions`), given only names and constants (`_ignore()`,
    `_ignore(err)`): the handler ignores the error as `pass` would."""
    call = statement.value if isinstance(statement, ast.Expr) else None
    if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name):
        return False
    handed = [*call.args, *(word.value for word in call.keywords)]
    if not all(isinstance(item, ast.Name | ast.Constant) for item in handed):
        return False
    bindings = facts.names.bindings_of(call.func)
    if not bindings or len(bindings) != 1 or bindings[0][0] != "def":
        return False
    return id(bindings[0][1]) in facts.derived(_empty_functions)


def _idle_wait(facts: StrictFacts, statement: ast.stmt) -> bool:
    """`time.sleep(0)` (any spelling of `time.sleep`) as a statement: a wait of no time,
    which handles no error."""
    if not (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call)):
        return False
    call = statement.value
    waits = [*call.args, *(word.value for word in call.keywords)]
    return (
        len(waits) == 1
        and isinstance(waits[0], ast.Constant)
        and type(waits[0].value) in {int, float}
        and waits[0].value == 0
        and "time.sleep" in facts.names.names(call.func)
    )


def _poll_retries(facts: StrictFacts) -> frozenset[int]:
    """id() of each `try` that is the last statement of a loop's body, the loop a `while`
    or a `for` whose target the `try` does not read (`for _ in range(attempts):`):
    `while True: try: chunk = sock.recv(4096) ... except BlockingIOError: time.sleep(0)`.
    Its handler's `sleep(0)` yields the processor before the loop makes the same attempt
    again, a polling loop's pause, not an error ignored: the attempt is repeated, not
    skipped (a `for` whose `try` reads its item moves on to the next one instead)."""
    found: set[int] = set()
    for loop in facts.of_type(ast.While, ast.For, ast.AsyncFor):
        last = loop.body[-1]
        if type(last) is not ast.Try:
            continue
        if isinstance(loop, ast.For | ast.AsyncFor):
            items = {node.id for node in ast.walk(loop.target) if isinstance(node, ast.Name)}
            read = {
                node.id
                for part in last.body
                for node in ast.walk(part)
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)
            }
            if items & read:
                continue
        found.add(id(last))
    return frozenset(found)


def _reads_names_otherwise(facts: StrictFacts) -> bool:
    """Whether the code may read a local name without naming it: through `locals()`,
    `vars()`, a frame's `f_locals`, or code run from a string."""
    code = facts.code
    return "locals" in code or "vars" in code or facts.runs_code_dynamically


def _flag_loop(first: ast.stmt, second: ast.stmt, facts: StrictFacts) -> bool:
    """`found = False` then a loop whose one `if` sets it to a boolean and breaks, or (a `for`
    loop that does nothing else per item, see `_visits_nothing_else`) sets it to the other
    boolean without breaking: any()/all() by hand."""
    if not (
        isinstance(first, ast.Assign)
        and len(first.targets) == 1
        and isinstance(first.targets[0], ast.Name)
        and _flag_value(first.value) is not None
        and isinstance(second, ast.For | ast.While)
        and not second.orelse
    ):
        return False
    flag = first.targets[0].id
    body = without_noops(second.body)
    if not _is_bool(first.value):  # `found = 0` ... `found = 1; break`: a flag all the same
        return _sets_and_breaks(body, flag, _flag_value(first.value))
    if len(body) == 1 and isinstance(second, ast.For):
        joined = _joined_into(body[0], flag, first.value.value)  # type: ignore[attr-defined]
        if joined is not None:
            return _visits_nothing_else(second, joined, facts)
    if len(body) != 1 or not isinstance(body[0], ast.If) or body[0].orelse:
        return False
    inner = without_noops(body[0].body)
    sets_flag = bool(inner) and (
        isinstance(inner[0], ast.Assign)
        and isinstance(inner[0].targets[0], ast.Name)
        and inner[0].targets[0].id == flag
        and _is_bool(inner[0].value)
    )
    if len(inner) == 1:  # no `break`: the loop runs on, any() all the same
        return (
            sets_flag
            and isinstance(second, ast.For)
            and _flips(first, inner[0])
            and _visits_nothing_else(second, body[0].test, facts)
        )
    return len(inner) == _SET_AND_BREAK and sets_flag and isinstance(inner[1], ast.Break)


_FLAG_VALUES = frozenset({(bool, True), (bool, False), (int, 0), (int, 1), (type(None), None)})
"""Constants a flag is written with: booleans, 0 and 1, or None."""


def _flag_value(node: ast.expr | None) -> tuple[type, object] | None:
    """(type, value) of a constant a flag is written with (see `_FLAG_VALUES`), or None."""
    if not isinstance(node, ast.Constant):
        return None
    found = (type(node.value), node.value)
    return found if found in _FLAG_VALUES else None


def _sets_and_breaks(body: list[ast.stmt], flag: str, start: tuple[type, object] | None) -> bool:
    """A loop body of one `if` (no `else`) that sets `flag` to another flag constant
    than `start` (`found = 1` after `found = 0`) and breaks: any() by hand."""
    if len(body) != 1 or not isinstance(body[0], ast.If) or body[0].orelse:
        return False
    inner = without_noops(body[0].body)
    if len(inner) != _SET_AND_BREAK or not isinstance(inner[1], ast.Break):
        return False
    first = inner[0]
    return _assigned_name(first) == flag and _flag_value(first.value) not in {None, start}


_FLAG_JOINS = {False: (ast.BitOr, ast.Or), True: (ast.BitAnd, ast.And)}
"""The operators joining each item into a flag that starts False (any) or True (all)."""


_FLAG_PICKERS = {False: "max", True: "min"}
"""The builtin picking the flag's new value that joins as `or` (from False) or `and`
(from True) would: `found = max(found, c)`."""


def _folds_by(value: ast.expr, picker: str) -> bool:
    """`max(found, c)`: a call of the builtin `picker` with two plain arguments."""
    return (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Name)
        and value.func.id == picker
        and len(value.args) == 2  # noqa: PLR2004
        and not value.keywords
        and not any(isinstance(arg, ast.Starred) for arg in value.args)
    )


def _joined_into(statement: ast.stmt, flag: str, start: bool) -> ast.expr | None:
    """What `found |= c`, `found = found or c`, `found = c | found`, `found = max(found,
    c)` (or `&=`, `and`, `&`, `min` from True) joins into the flag `flag` started as
    `start`: any()/all() by hand, one item at a time (None: the statement is no such join)."""
    bit, logic = _FLAG_JOINS[start]
    if isinstance(statement, ast.AugAssign):
        target, value = statement.target, statement.value
        joined = [value] if isinstance(statement.op, bit) else []
    elif isinstance(statement, ast.Assign) and len(statement.targets) == 1:
        target, value = statement.targets[0], statement.value
        if isinstance(value, ast.BinOp) and isinstance(value.op, bit):
            operands = [value.left, value.right]
        elif isinstance(value, ast.BoolOp) and isinstance(value.op, logic):
            operands = value.values
        elif _folds_by(value, _FLAG_PICKERS[start]):
            operands = value.args  # type: ignore[attr-defined]
        else:
            return None
        joined = [item for item in operands if not _is_name(item, flag)]
        if len(joined) != len(operands) - 1:
            return None
    else:
        return None
    if not (_is_name(target, flag) and len(joined) == 1):
        return None
    return joined[0]


def _is_name(node: ast.expr, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id == name


def _assigned_name(statement: ast.stmt) -> str | None:
    """The one plain name `statement` binds when it is `name = value`, else None."""
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
        target = statement.targets[0]
        return target.id if isinstance(target, ast.Name) else None
    return None


_PURE_BUILTINS = frozenset(f"builtins.{name}" for name in (
    "abs", "all", "any", "bool", "callable", "float", "hasattr", "int", "isinstance",
    "issubclass", "len", "max", "min", "ord", "round", "str", "sum",
))  # fmt: skip
"""Builtins a loop's test may call and still do no work per item that any() would skip."""
_SEQUENCES = (ast.List, ast.Tuple, ast.Set, ast.Dict, ast.ListComp, ast.SetComp,
              ast.DictComp, ast.Constant)  # fmt: skip
_PARAMETERS = frozenset({"param", "str"})


def _in_hand(iterable: ast.expr, facts: StrictFacts) -> bool:
    """An iterable the function holds rather than reads: a literal, a parameter, a name
    bound only to literals or parameters, or `range(...)` (not a stream such as
    `proc.stdout`, whose reading any() would cut short)."""
    if isinstance(iterable, _SEQUENCES):
        return True
    if isinstance(iterable, ast.Call):
        return "builtins.range" in facts.names.names(iterable.func)
    if isinstance(iterable, ast.Attribute):
        value = iterable.value
        return (
            isinstance(value, ast.Name)
            and value.id in {"self", "cls"}
            and _held_attribute(facts, iterable.attr)
        )
    if not isinstance(iterable, ast.Name):
        return False
    bindings = facts.names.bindings_of(iterable)
    return bool(bindings) and all(
        kind in _PARAMETERS or (kind == "expr" and isinstance(value, _SEQUENCES))
        for kind, value in bindings or []
    )


_HELD_TYPES = frozenset({
    "builtins.list", "builtins.tuple", "builtins.set", "builtins.frozenset", "builtins.dict",
    "typing.List", "typing.Tuple", "typing.Set", "typing.FrozenSet", "typing.Dict",
    "typing.Sequence", "collections.abc.Sequence", "typing.Mapping",
    "collections.abc.Mapping",
})  # fmt: skip
"""Annotations of a class-body field (`members: list[Member]`) that hold their items."""


def _held_attribute(facts: StrictFacts, attr: str) -> bool:
    """Whether `self.<attr>` is held like a parameter (see `_in_hand`): every value the
    code stores in the attribute (`self.members = members`, a class-body value) is held
    by `_in_hand`, or a class body annotates it as a field with a collection type
    (`members: list[Member]`) and gives it no value; and no class defines a method or
    property of that name (which might read a stream)."""
    known = facts.memo(_held_attribute)  # attr -> the answer
    if attr in known:
        return known[attr]
    known[attr] = False  # (while worked out: `self.a = self.b`, `self.b = self.a`)
    values = list(facts.names.attribute_values.get(attr, []))
    fields = False
    for cls in facts.of_type(ast.ClassDef):
        for item in cls.body:
            if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name == attr:
                return False
            if not isinstance(item, ast.Assign | ast.AnnAssign):
                continue
            targets = item.targets if isinstance(item, ast.Assign) else [item.target]
            if not any(isinstance(target, ast.Name) and target.id == attr for target in targets):
                continue
            if item.value is not None:
                values.append(item.value)
            elif isinstance(item, ast.AnnAssign):
                root = item.annotation
                root = root.value if isinstance(root, ast.Subscript) else root
                fields = True
                if not facts.names.names(root) & _HELD_TYPES:
                    return False
    known[attr] = (bool(values) or fields) and all(_in_hand(value, facts) for value in values)
    return known[attr]


def _visits_nothing_else(loop: ast.For, test: ast.expr, facts: StrictFacts) -> bool:
    """Whether a flag loop without `break` does nothing per item that any()/all() would
    skip after the first hit: its test calls nothing but pure builtins (not a checker that
    logs, `if not _check(record)`) and it iterates over what it holds (see `_in_hand`)."""
    calls = [node for node in ast.walk(test) if isinstance(node, ast.Call)]
    pure = all(facts.names.names(call.func) & _PURE_BUILTINS for call in calls)
    return pure and _in_hand(loop.iter, facts)


def _flips(start: ast.Assign, later: ast.stmt) -> bool:
    """Whether `later` sets the flag `start` made to the other boolean."""
    return (
        isinstance(later, ast.Assign)
        and isinstance(start.value, ast.Constant)
        and isinstance(later.value, ast.Constant)
        and start.value.value is not later.value.value
    )


def _search_with_else(first: ast.stmt, second: ast.stmt) -> bool:
    """`for v in xs: if c: break` / `else: return False` then `return True`: a search
    loop whose only work is to break, any()/all() by hand through the loop's `else`."""
    if not isinstance(first, ast.For) or not isinstance(second, ast.Return):
        return False
    body, orelse = without_noops(first.body), without_noops(first.orelse)
    if len(body) != 1 or not isinstance(body[0], ast.If) or body[0].orelse:
        return False
    breaks = without_noops(body[0].body)
    return (
        len(breaks) == 1
        and isinstance(breaks[0], ast.Break)
        and _is_bool_return(orelse)
        and _is_bool(second.value)
        and orelse[0].value.value is not second.value.value  # type: ignore[attr-defined,union-attr]
    )


def _counted_search(first: ast.stmt, second: ast.stmt) -> bool:
    """`while i < len(xs): if xs[i] == x: return True; i += 1` before `return False`: a
    search loop over indices, any()/all() by hand (SIM110 looks at `for` loops only). The
    step may also be written `i = i + 1`, and the `if` may follow names bound to values
    that call nothing (`inv = xs[i]`: a generator's own name, no work of the loop's) and
    carry nothing into it from the item before (`_item_bindings`)."""
    if not isinstance(first, ast.While) or first.orelse:
        return False
    body = without_noops(first.body)
    if len(body) < _SET_AND_BREAK:
        return False
    step = _index_step(body[-1])
    counted = step is not None and any(
        isinstance(node, ast.Name) and node.id == step.id for node in ast.walk(first.test)
    )
    if not counted or not _item_bindings(body[:-2], body[-2], step.id):  # type: ignore[union-attr]
        return False
    bare = ast.For(target=step, iter=first.test, body=body[-2:-1], orelse=[])
    return _returns_bool_after(bare, second)


def _flag_guarded_search(first: ast.stmt, second: ast.stmt) -> bool:
    """`while i < len(xs) and not found: found = xs[i] == x; i += 1` before `return found`:
    an index loop its test stops once a flag is set (`not found`, or `ok` for all()),
    whose body only sets the flag (`found = c`, `found |= c`, `found: bool = c`, or `if c:
    found = True`) after names bound to values calling nothing (none carried into it, see
    `_item_bindings`) and steps the counter, last or first (`i += 1` first, the items then
    read at `i - 1`), which indexes the items (`xs[i]`: a retry loop, `attempts += 1`,
    indexes nothing), the flag then returned, also as `bool(found)` (any()/all() by
    hand)."""
    if not isinstance(first, ast.While) or first.orelse or not isinstance(second, ast.Return):
        return False
    test = first.test
    returned = None if second.value is None else _flag_operand(second.value)
    if not isinstance(test, ast.BoolOp) or not isinstance(test.op, ast.And):
        return False
    if not isinstance(returned, ast.Name) or not any(
        _is_name(_flag_operand(value), returned.id) for value in test.values
    ):
        return False
    body = without_noops(first.body)
    if len(body) < _SET_AND_BREAK:
        return False
    stepping, rest = (body[-1], body[:-1]) if _index_step(body[-1]) else (body[0], body[1:])
    step = _index_step(stepping)
    if step is None or step.id == returned.id or not _steps_by_one(stepping):
        return False
    return (
        _item_bindings(rest[:-1], rest[-1], step.id)
        and _sets_flag(rest[-1], returned.id)
        and any(
            isinstance(node, ast.Subscript) and step.id in _read_names(node.slice)
            for item in rest
            for node in ast.walk(item)
        )
    )


def _flag_operand(node: ast.expr) -> ast.expr:
    """The flag a test or a return reads: `x` of `not x`, `bool(x)` or `not bool(x)`."""
    node = _not_operand(node)
    if (
        isinstance(node, ast.Call)
        and _is_name(node.func, "bool")
        and len(node.args) == 1
        and not node.keywords
    ):
        return _not_operand(node.args[0])
    return node


def _not_operand(node: ast.expr) -> ast.expr:
    """The operand of `not x`, else the node itself."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return node.operand
    return node


def _sets_flag(statement: ast.stmt, flag: str) -> bool:
    """`found = c`, `found |= c`, `found &= c`, `found: bool = c` or `if c: found = True`
    (no `else`): the flag set from one test."""
    if isinstance(statement, ast.If) and not statement.orelse:
        inner = without_noops(statement.body)
        if len(inner) != 1 or not _is_bool(getattr(inner[0], "value", None)):
            return False
        statement = inner[0]
    if isinstance(statement, ast.AugAssign) and isinstance(statement.op, ast.BitOr | ast.BitAnd):
        return _is_name(statement.target, flag)
    if isinstance(statement, ast.AnnAssign) and statement.value is not None:
        return _is_name(statement.target, flag)
    return _assigned_name(statement) == flag


def _skipping_search(first: ast.stmt, second: ast.stmt) -> bool:
    """`while i < len(xs) and not p(xs[i]): i += 1` before `return i < len(xs)`: a loop
    stepping an index past the items failing a test, whose result is only whether it
    stopped short of the end (any()/all() by hand). The bound may be any expression
    (`i < n`), either side of any comparison, and the return any comparison of the index
    with the same bound; an index read any other way (`return i`, `xs[i:]`) is a
    position, honestly kept."""
    if not isinstance(first, ast.While) or first.orelse:
        return False
    if not isinstance(second, ast.Return) or not isinstance(second.value, ast.Compare):
        return False
    body = without_noops(first.body)
    step = _index_step(body[0]) if len(body) == 1 and _steps_by_one(body[0]) else None
    test = first.test
    if step is None or not isinstance(test, ast.BoolOp) or not isinstance(test.op, ast.And):
        return False
    bounds = [_bound_of(value, step.id) for value in test.values]
    ended = _bound_of(second.value, step.id)
    return ended is not None and any(
        bound == ended
        and any(
            isinstance(node, ast.Name) and node.id == step.id
            for other in test.values[:place] + test.values[place + 1 :]
            for node in ast.walk(other)
        )
        for place, bound in enumerate(bounds)
        if bound is not None
    )


def _steps_by_one(statement: ast.stmt) -> bool:
    """`i += 1` or `i -= 1` (the forms `_index_step` reads as `i = i + 1` step by a
    constant already): a walk over indices, not a growing size (`size *= 2`)."""
    if not isinstance(statement, ast.AugAssign):
        return True
    given = statement.value
    return (
        isinstance(statement.op, ast.Add | ast.Sub)
        and isinstance(given, ast.Constant)
        and given.value == 1
    )


def _bound_of(node: ast.expr, counter: str) -> str | None:
    """The dump of what a one-operator comparison sets the counter against (`i < len(xs)`,
    `len(xs) > i`: `len(xs)`); else None."""
    if not isinstance(node, ast.Compare) or len(node.ops) != 1:
        return None
    sides = (node.left, node.comparators[0])
    for side, other in (sides, sides[::-1]):
        if isinstance(side, ast.Name) and side.id == counter:
            return ast.dump(other)
    return None


def _index_step(statement: ast.stmt) -> ast.Name | None:
    """The counter a step changes: `i += 1` (any augmented assignment of a name) or `i = i
    + 1` / `i = i - 1` (the name stepped by a constant)."""
    if isinstance(statement, ast.AugAssign):
        return statement.target if isinstance(statement.target, ast.Name) else None
    if not (
        isinstance(statement, ast.Assign)
        and len(statement.targets) == 1
        and isinstance(target := statement.targets[0], ast.Name)
        and isinstance(value := statement.value, ast.BinOp)
        and isinstance(value.op, ast.Add | ast.Sub)
    ):
        return None
    sides = {type(value.left), type(value.right)}
    named = [side for side in (value.left, value.right) if isinstance(side, ast.Name)]
    stepped = sides == {ast.Name, ast.Constant} and named[0].id == target.id
    forward = isinstance(value.op, ast.Add) or value.left is named[0]
    return target if stepped and forward else None


def _item_bindings(bindings: list[ast.stmt], decision: ast.stmt, counter: str) -> bool:
    """Whether `bindings` are all item bindings (`_item_binding`) and `decision` (the
    test of an item) reads, directly or through them, none that carries a value from
    one item to the next (`run = run + 1 if xs[i] == x else 0`: a run detector, which
    any() of one item at a time cannot say)."""
    if not all(_item_binding(item, counter) for item in bindings):
        return False
    carried = {
        item.targets[0].id  # type: ignore[attr-defined]
        for item in bindings
        if not isinstance(item.value, ast.Name)  # type: ignore[attr-defined]
        and item.targets[0].id in _read_names(item.value)  # type: ignore[attr-defined]
    }
    read = _read_names(decision)
    for item in reversed(bindings):
        target = item.targets[0].id  # type: ignore[attr-defined]
        if target in read:
            read |= _read_names(item.value)  # type: ignore[attr-defined]
    return not carried & read


def _read_names(node: ast.AST) -> set[str]:
    """The names read anywhere in `node`."""
    return {
        item.id
        for item in ast.walk(node)
        if isinstance(item, ast.Name) and isinstance(item.ctx, ast.Load)
    }


def _item_binding(statement: ast.stmt, counter: str) -> bool:
    """`inv = invoices[i]`: one plain name (not the counter) bound to a value calling
    nothing."""
    name = _assigned_name(statement)
    return name is not None and name != counter and _effectless(statement.value)  # type: ignore[attr-defined]


def _nested_search(first: ast.stmt, second: ast.stmt) -> bool:
    """`for g in groups: for u in g.members: if u.is_admin: return True` before `return
    False`: a search loop nested in one or more `for` loops (each with one statement in
    its body, no `else`, maybe behind an `if` without `else`), any()/all() of a nested
    generator by hand (SIM110 reads one loop only)."""
    depth = 0
    while isinstance(first, ast.For) and not first.orelse and len(first.body) == 1:
        inner = first.body[0]
        if isinstance(inner, ast.If) and not inner.orelse and len(inner.body) == 1:
            inner = inner.body[0]
        if not isinstance(inner, ast.For):
            break
        first, depth = inner, depth + 1
    return depth > 0 and _returns_bool_after(first, second)


def _sequence_patterns(facts: StrictFacts) -> list[Finding]:
    """Two-statement patterns: a flag loop, or a padded search loop before `return False`
    (also once the `continue` ending a loop's body is dropped, see `_without_tail`)."""
    found: list[Finding] = []
    loops, _ = facts.derived(_stripped_loops)
    once = facts.derived(_once_loops)
    for block in facts.blocks:
        for start in range(len(block) - 2):
            if _flag_returned(block[start : start + 3]):
                message = "a boolean flag set by an if and returned; return the condition"
                found.append((facts.line_of(block[start]), message))
        for first, second in zip(block, block[1:], strict=False):
            message = _pair_pattern(facts, first, second)
            if message is None and (id(first) in loops or id(second) in loops):
                bare = loops.get(id(first), first), loops.get(id(second), second)
                message = _pair_pattern(facts, *bare)
                if message is None and _returns_bool_after(*bare):
                    message = "a search loop padded with continue; use any() or all()"
            if message is None and _nested_search(first, second):
                message = "nested search loops before a boolean return; use any() or all()"
            if (
                message is None
                and id(first) in once
                and _returns_bool_after(once[id(first)], second)
            ):
                message = "a while loop that runs once returns a boolean; return the condition"
            if message is not None:
                found.append((facts.line_of(first), message))
    return found


def _one_case_test(statement: ast.stmt) -> bool:
    """`match role: case 'admin': return True`: a match of one case of a value or bare type
    pattern (see `_literal_pattern`) returning a boolean, an `if` spelled as a match."""
    return (
        isinstance(statement, ast.Match)
        and len(statement.cases) == 1
        and _literal_pattern(statement.cases[0].pattern)
        and _is_bool_return(without_noops(statement.cases[0].body))
    )


def _one_arm(statement: ast.stmt) -> ast.If | None:
    """`match draft: case True: ...`: a match of one unguarded value or bare type case (see
    `_literal_pattern`) is an `if` with no `else`; the `if` it spells (test left as the
    subject), or the statement itself when it is an `if`, else None."""
    if isinstance(statement, ast.If):
        return statement
    if (
        isinstance(statement, ast.Match)
        and len(statement.cases) == 1
        and statement.cases[0].guard is None
        and _literal_pattern(statement.cases[0].pattern)
    ):
        return ast.If(test=statement.subject, body=statement.cases[0].body, orelse=[])
    return None


def _match_nests(facts: StrictFacts) -> list[Finding]:
    """`if a:` / `match b: case True:` / `if c:`: nested tests with no `else`, one of them
    a one-case match (see `_one_arm`), which SIM102 would merge were each an `if`."""
    found: list[Finding] = []
    if next(facts.of_type(ast.Match), None) is None:
        return found
    for node in facts.of_type(ast.If, ast.Match):
        outer = _one_arm(node)
        if outer is None or outer.orelse:
            continue
        body = without_noops(outer.body)
        inner = _one_arm(body[0]) if len(body) == 1 else None
        if inner is not None and not inner.orelse and ast.Match in {type(node), type(body[0])}:
            message = "nested tests, one written as a one-case match; use one if"
            found.append((facts.line_of(node), message))
    return found


def _match_search(first: ast.stmt, second: ast.stmt) -> bool:
    """A one-case match returning a boolean (see `_one_case_test`), alone or as the only
    statement of a loop, before a `return` of a boolean: any()/all() or the condition
    returned, with its `if` written as a match."""
    if not (isinstance(second, ast.Return) and _is_bool(second.value)):
        return False
    if isinstance(first, ast.For | ast.AsyncFor) and not first.orelse:
        body = without_noops(first.body)
        return len(body) == 1 and _one_case_test(body[0])
    return _one_case_test(first)


def _without_tail(block: list[ast.stmt], made: list[ast.If]) -> list[ast.stmt] | None:
    """A loop body's working statements with the `continue` that ends it dropped, also at
    the end of each branch of an `if` ending it (at any depth): it does nothing there, and
    only hides a pattern's shape (None: no such `continue`). The `if`s rebuilt join `made`."""
    working = without_noops(block)
    last = working[-1] if working else None
    if isinstance(last, ast.Continue):
        return working[:-1]
    if not isinstance(last, ast.If):
        return None
    body, orelse = _without_tail(last.body, made), _without_tail(last.orelse, made)
    if body is None and orelse is None:
        return None
    rebuilt = ast.If(
        test=last.test,
        body=without_noops(last.body) if body is None else body,
        orelse=without_noops(last.orelse) if orelse is None else orelse,
    )
    made.append(ast.copy_location(rebuilt, last))
    return [*working[:-1], rebuilt]


_EXITS = (ast.Return, ast.Raise, ast.Break)


def _once_loops(facts: StrictFacts) -> dict[int, ast.If]:
    """id() of each `while` loop (no `else`) that runs its body at most once -> the `if`
    it stands for: its body ends in `return`, `raise` or `break` and holds no `continue`
    (`while c: return True` is `if c: return True`; a final `break` is dropped)."""
    found: dict[int, ast.If] = {}
    if "while" not in facts.code:
        return found
    for loop in facts.of_type(ast.While):
        body = without_noops(loop.body)
        if loop.orelse or not body or not isinstance(body[-1], _EXITS):
            continue
        if any(isinstance(node, ast.Continue) for node in ast.walk(loop)):
            continue
        body = body[:-1] if isinstance(body[-1], ast.Break) else body
        found[id(loop)] = ast.copy_location(ast.If(test=loop.test, body=body, orelse=[]), loop)
    return found


def _once_loop_hides(facts: StrictFacts) -> list[Finding]:
    """A `while` loop that runs once (see `_once_loops`) whose `if` is one of the patterns
    (nested `if`s)."""
    message = "a while loop that runs once hides a simpler if; write the if"
    return [
        (facts.line_of(node), message)
        for node in facts.derived(_once_loops).values()
        if _simplifiable_if(node)
    ]


def _without_guard(block: list[ast.stmt]) -> list[ast.stmt] | None:
    """A loop body's working statements with a guard that only continues (`if not
    c: continue` followed by more) turned into the `if` it stands for (`if c: ...`),
    which shows a search loop's shape (None: no such guard). The `if`s rebuilt so are
    only read as parts of a loop, never reported alone: a guard clause is honest."""
    working = without_noops(block)
    for index, statement in enumerate(working[:-1]):
        if (
            isinstance(statement, ast.If)
            and not without_noops(statement.orelse)
            and [type(item) for item in without_noops(statement.body)] == [ast.Continue]
        ):
            rest = working[index + 1 :]
            test = ast.UnaryOp(op=ast.Not(), operand=statement.test)
            rebuilt = ast.If(test=test, body=_without_guard(rest) or rest, orelse=[])
            return [*working[:index], ast.copy_location(rebuilt, statement)]
    return None


def _stripped_loops(facts: StrictFacts) -> tuple[dict[int, ast.stmt], list[ast.If]]:
    """id() of each `for`/`while` loop without `else` whose body ends in a `continue` (see
    `_without_tail`) -> the loop without it, and the `if`s rebuilt so."""
    found: dict[int, ast.stmt] = {}
    made: list[ast.If] = []
    if "continue" not in facts.code:
        return found, made
    for loop in facts.of_type(ast.For, ast.While):
        if loop.orelse:
            continue
        body = _without_tail(loop.body, made)
        body = _without_guard(loop.body if body is None else body) or body
        if body is None:
            continue
        if isinstance(loop, ast.For):
            bare: ast.stmt = ast.For(target=loop.target, iter=loop.iter, body=body, orelse=[])
        else:
            bare = ast.While(test=loop.test, body=body, orelse=[])
        found[id(loop)] = ast.copy_location(bare, loop)
    return found, made


def _tail_continue_hides(facts: StrictFacts) -> list[Finding]:
    """An `if` ending a loop's body that, without the `continue` ending its branches, is
    one of the patterns (nested `if`s, if/else returning a boolean or picking a value)."""
    _, rebuilt = facts.derived(_stripped_loops)
    message = "a continue that does nothing hides a simpler form; drop it"
    return [
        (facts.line_of(node), message)
        for node in rebuilt
        if _simplifiable_if(node) or (node.orelse and _picks_into_member(node, facts))
    ]


_INVERSE = {ast.Eq: ast.NotEq, ast.Lt: ast.GtE, ast.Gt: ast.LtE, ast.Is: ast.IsNot,
            ast.In: ast.NotIn}  # fmt: skip
_INVERSE |= {value: key for key, value in _INVERSE.items()}


def _negations(test: ast.expr) -> set[str]:
    """The dumps of the tests that say `not test`: `not test` itself, and for one
    comparison its inverse (`a < b` and `a >= b`, `x in s` and `x not in s`)."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return {ast.dump(test.operand)}
    found = {ast.dump(ast.UnaryOp(op=ast.Not(), operand=test))}
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _INVERSE:
        inverse = ast.Compare(
            left=test.left, ops=[_INVERSE[type(test.ops[0])]()], comparators=test.comparators
        )
        found.add(ast.dump(inverse))
    return found


def _complementary_ifs(first: ast.stmt, second: ast.stmt) -> bool:
    """`if express: label = a` then `if not express: label = b` (or the inverted
    comparison): an if/else written as two ifs, each only assigning the same name, on a
    test that calls nothing and does not read that name (so both see the same truth)."""
    if not (isinstance(first, ast.If) and isinstance(second, ast.If)):
        return False
    if first.orelse or second.orelse or not _effectless(first.test):
        return False
    bodies = without_noops(first.body), without_noops(second.body)
    if not _same_single_assignment(*bodies) or ast.dump(second.test) not in _negations(first.test):
        return False
    target = bodies[0][0].targets[0].id  # type: ignore[attr-defined]
    return not any(
        isinstance(node, ast.Name) and node.id == target for node in ast.walk(first.test)
    )


def _pair_pattern(facts: StrictFacts, first: ast.stmt, second: ast.stmt) -> str | None:
    """What two consecutive statements spell by hand, if anything (see
    `_sequence_patterns`)."""
    if _flag_loop(first, second, facts):
        return "a loop that sets a flag; use any() or all()"
    if _guarded_get(facts, first, second) or _preset_get(facts, first, second):
        return "a lookup with a default written as a membership test; use .get()"
    if _next_search(facts, first, second):
        return "a search loop over next(); use any() or all()"
    if _counting_search(facts, first, second):
        return "a loop counting matches only to test for one; use any()"
    if _hits_search(facts, first, second):
        return "a loop collecting matches only to test for one; use any()"
    if _first_of_filter(facts, first, second):
        return "a loop over a filter returning a boolean at its first item; use any()"
    plain = (
        (_counted_search, "an index search loop; use any() or all()"),
        (_skipping_search, "an index loop read only for where it stopped; use any() or all()"),
        (_flag_guarded_search, "an index loop stopped by the flag it sets; use any() or all()"),
        (_search_with_else, "a search loop with a for/else; use any() or all()"),
        (_padded_search, "a padded search loop; use any() or all()"),
        (_complementary_ifs, "two ifs on a test and its negation; use if/else"),
        (_match_search, "a one-case match returns a boolean; use any() or the condition"),
        (_split_search, "a search loop split into several ifs; use any() or all()"),
        (_echo_search, "a search loop returning the flag it tested; use any()"),
    )
    for spells, message in plain:
        if spells(first, second):
            return message
    return _wrapped_pair_pattern(first, second) or _try_pair_pattern(facts, first, second)


def _wrapped_pair_pattern(first: ast.stmt, second: ast.stmt) -> str | None:
    """A search loop through a temporary name (`_temporary_search`), or `if c:` whose
    `return True/False` sits in `with nullcontext():` before a return of the other."""
    if _temporary_search(first, second):
        return "a search loop through a temporary name; use any() or all()"
    if (
        isinstance(first, ast.If)
        and len(first.body) == 1
        and isinstance(first.body[0], ast.With)
        and _returns_bool_after(first, second)
    ):
        return "a boolean returned inside a do-nothing with; return the condition"
    return None


def _try_pair_pattern(facts: StrictFacts, first: ast.stmt, second: ast.stmt) -> str | None:
    """What a `try` statement and the statement after it spell by hand, if anything."""
    if not isinstance(first, ast.Try):
        return None
    if _asserted_bool(facts, first, second):
        return "a boolean returned through assert and except; return the condition"
    if _probed_by_next(facts, first, second):
        return "a search through next() and StopIteration; use any()"
    return None


def _padded_search(first: ast.stmt, second: ast.stmt) -> bool:
    """A search loop before a boolean return, hidden by padding in the loop's body."""
    if not (isinstance(first, ast.For) and _padded(first.body)):
        return False
    body = without_noops(first.body)
    bare = ast.For(target=first.target, iter=first.iter, body=body, orelse=first.orelse)
    return _returns_bool_after(bare, second)


_BOOLEAN_MAKERS = frozenset({"builtins.bool", "operator.truth", "_operator.truth",
                             "operator.not_", "_operator.not_"})  # fmt: skip
"""Calls that make a boolean: of constants alone, a boolean constant spelled otherwise."""


def _made_boolean(facts: StrictFacts, node: ast.expr | None) -> bool | None:
    """The boolean `node` always is: `True`/`False`, or `bool`, `operator.truth` or
    `operator.not_` called on constants alone (`operator.truth(1)`); None otherwise."""
    if isinstance(node, ast.Constant) and isinstance(node.value, bool):
        return node.value
    if not isinstance(node, ast.Call) or node.keywords or len(node.args) > 1:
        return None
    if not all(isinstance(arg, ast.Constant) for arg in node.args):
        return None
    made = facts.names.names(node.func) & _BOOLEAN_MAKERS
    if not made:
        return None
    value = bool(node.args[0].value) if node.args else False  # type: ignore[attr-defined]
    return not value if any(name.endswith("not_") for name in made) else value


def _returned_made(facts: StrictFacts, body: list[ast.stmt]) -> bool | None:
    """The boolean a block of one `return` always returns (see `_made_boolean`)."""
    if len(body) != 1 or not isinstance(body[0], ast.Return):
        return None
    return _made_boolean(facts, body[0].value)


def _called_booleans(facts: StrictFacts) -> list[Finding]:
    """`if c: return operator.truth(1)` then `return operator.not_(1)` (or in its
    `else:`): `if c: return True` / `return False` with a boolean spelled by a call on
    constants (see `_made_boolean`), the condition returned by hand."""
    found: list[Finding] = []
    code = facts.code
    if "truth" not in code and "not_" not in code and "bool" not in code:
        return found
    message = "booleans spelled by calls returned by an if; return the condition"
    for block in facts.blocks:
        for index, first in enumerate(block):
            if not isinstance(first, ast.If):
                continue
            other = first.orelse if first.orelse else block[index + 1 : index + 2]
            values = (_returned_made(facts, first.body), _returned_made(facts, other))
            if None in values or values[0] == values[1]:
                continue
            if any(
                isinstance(branch[0].value, ast.Call)  # type: ignore[attr-defined]
                for branch in (first.body, other)
            ):
                found.append((facts.line_of(first), message))
    return found


def _split_search(first: ast.stmt, second: ast.stmt) -> bool:
    """`for u in users: if u.is_admin: return True` / `if u.is_owner: return True` before
    `return False`: a search loop whose body is only `if`s (no `else`) each returning the
    same boolean, the opposite of the return after it, is one `if a or b:` search,
    any()/all() by hand."""
    if not isinstance(first, ast.For) or first.orelse:
        return False
    if not (isinstance(second, ast.Return) and _is_bool(second.value)):
        return False
    body = without_noops(first.body)
    if len(body) < 2 or not all(  # noqa: PLR2004
        isinstance(part, ast.If) and not part.orelse and _is_bool_return(part.body)
        for part in body
    ):
        return False
    returned = {_returned_bool(part.body) for part in body}
    return returned == {not second.value.value}  # type: ignore[union-attr]


def _echo_search(first: ast.stmt, second: ast.stmt) -> bool:
    """`for u in users: if u.is_admin: return u.is_admin` before `return False`: a search
    loop whose only statement returns the flag (a name or attribute chain) it tested,
    true there, is any() by hand."""
    if not isinstance(first, ast.For) or first.orelse:
        return False
    if not (isinstance(second, ast.Return) and _is_bool(second.value)) or second.value.value:  # type: ignore[union-attr]
        return False
    body = without_noops(first.body)
    if len(body) != 1 or not isinstance(body[0], ast.If) or body[0].orelse:
        return False
    test = body[0].test
    inner = without_noops(body[0].body)
    return (
        isinstance(test, ast.Name | ast.Attribute)
        and len(inner) == 1
        and isinstance(inner[0], ast.Return)
        and inner[0].value is not None
        and ast.dump(inner[0].value) == ast.dump(test)
    )


def _returned_bool(body: list[ast.stmt]) -> bool:
    """The boolean a body `_is_bool_return` accepts returns."""
    while isinstance(body[0], ast.With):
        body = body[0].body
    return body[0].value.value  # type: ignore[attr-defined,union-attr]


def _temporary_search(first: ast.stmt, second: ast.stmt) -> bool:
    """A search loop before a boolean return whose body first puts the value it tests in
    a name read only by the test (`role = user.role.lower()` / `if role == 'admin':
    return True`): the value can stand in the test, `any(... for user in users)`."""
    if not isinstance(first, ast.For) or first.orelse:
        return False
    body = without_noops(first.body)
    if len(body) != 2:  # noqa: PLR2004
        return False
    temp, test = body
    if not (
        isinstance(temp, ast.Assign)
        and len(temp.targets) == 1
        and isinstance(temp.targets[0], ast.Name)
        and isinstance(test, ast.If)
    ):
        return False
    name = temp.targets[0].id
    reads = [
        node for node in ast.walk(test.test) if isinstance(node, ast.Name) and node.id == name
    ]
    if not reads or any(
        isinstance(node, ast.Name) and node.id == name
        for part in test.body
        for node in ast.walk(part)
    ):
        return False
    bare = ast.For(target=first.target, iter=first.iter, body=[test], orelse=[])
    return _returns_bool_after(bare, second)


_TERNARY_WIDTH = 79
"""The widest line a conditional expression is demanded on (style_3's default limit,
below Ruff's 88, so the demand holds whichever of them the run sets)."""


def _assigned(statement: ast.stmt) -> tuple[ast.expr, ast.expr | None] | None:
    """(target, annotation) of an assignment of a value to one target (`x = v`, `x: T =
    v`); None for any other statement."""
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
        return statement.targets[0], None
    if isinstance(statement, ast.AnnAssign) and statement.value is not None:
        return statement.target, statement.annotation
    return None


def _picks_into_member(node: ast.If, facts: StrictFacts) -> bool:
    """`if c: self.x = a` / `else: self.x = b` (or `d[k] = ...`, a tuple target, `unit,
    factor = ...`, or annotated, `label: str = a` / `label: str = b`, or a store by call,
    `setattr(self, 'x', a)`): an if/else that
    only picks a value for one target, which SIM108 checks for plain names assigned without
    an annotation only; demanded where the conditional expression fits on a line (see
    `_TERNARY_WIDTH`)."""
    body, orelse = without_noops(node.body), without_noops(node.orelse)
    if len(body) != 1 or len(orelse) != 1:
        return False
    if _picks_by_store_call(facts, node, body[0], orelse[0]):
        return True
    walrus = _walrus_statement(body[0]) or _walrus_statement(orelse[0])
    body, orelse = [_as_assignment(body[0])], [_as_assignment(orelse[0])]
    if isinstance(body[0], ast.AugAssign):
        return _picks_a_step(node, body[0], orelse[0])
    left, right = _assigned(body[0]), _assigned(orelse[0])
    if left is None or right is None or ast.dump(left[0]) != ast.dump(right[0]):
        return False
    annotation = left[1] or right[1]
    member = isinstance(left[0], ast.Attribute | ast.Subscript | ast.Tuple | ast.List)
    named = isinstance(left[0], ast.Name) and (annotation is not None or walrus)
    if not member and not named:
        return False  # (a plain name assigned so is SIM108's own)
    value = ast.IfExp(test=node.test, body=body[0].value, orelse=orelse[0].value)  # type: ignore[attr-defined]
    ternary: ast.stmt = (
        ast.Assign(targets=[left[0]], value=value, lineno=0)
        if annotation is None
        else ast.AnnAssign(target=left[0], annotation=annotation, value=value, simple=1)
    )
    return node.col_offset + len(ast.unparse(ternary)) <= _TERNARY_WIDTH


_STORE_FUNCTIONS = frozenset({"builtins.setattr", "operator.setitem", "operator.__setitem__",
                              "_operator.setitem"})  # fmt: skip
"""Functions that store their last argument: `setattr(obj, 'x', v)` is `obj.x = v`."""
_STORE_METHODS = frozenset({"__setattr__", "__setitem__"})


def _store_call(facts: StrictFacts, statement: ast.stmt) -> ast.Call | None:
    """The call of a statement that only stores its last argument in an attribute or entry
    (`setattr(self, 'mode', v)`, `self.__setattr__('mode', v)`, `object.__setattr__(self,
    'mode', v)`, `d.__setitem__(k, v)`, `operator.setitem(d, k, v)`), or None."""
    call = statement.value if isinstance(statement, ast.Expr) else None
    if not isinstance(call, ast.Call) or call.keywords or len(call.args) < 2:  # noqa: PLR2004
        return None
    if any(isinstance(arg, ast.Starred) for arg in call.args):
        return None
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in _STORE_METHODS:
        return call
    return call if facts.names.names(func) & _STORE_FUNCTIONS else None


def _picks_by_store_call(
    facts: StrictFacts, node: ast.If, first: ast.stmt, second: ast.stmt
) -> bool:
    """`if dark: setattr(self, 'mode', 'dark')` / `else: setattr(self, 'mode', 'light')`:
    one store call (see `_store_call`) in both branches, the same but for the value, which
    is `setattr(self, 'mode', 'dark' if dark else 'light')`, where that fits on a line."""
    calls = _store_call(facts, first), _store_call(facts, second)
    if calls[0] is None or calls[1] is None:
        return False
    left, right = calls
    if [ast.dump(part) for part in (left.func, *left.args[:-1])] != [
        ast.dump(part) for part in (right.func, *right.args[:-1])
    ]:
        return False
    value = ast.IfExp(test=node.test, body=left.args[-1], orelse=right.args[-1])
    ternary = ast.Call(func=left.func, args=[*left.args[:-1], value], keywords=[])
    return node.col_offset + len(ast.unparse(ternary)) <= _TERNARY_WIDTH


def _walrus_statement(statement: ast.stmt) -> bool:
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.NamedExpr)


def _as_assignment(statement: ast.stmt) -> ast.stmt:
    """`text = 'item'` for `(text := 'item')` as a statement (an assignment written as an
    expression), else the statement itself."""
    if not _walrus_statement(statement):
        return statement
    named: ast.NamedExpr = statement.value  # type: ignore[attr-defined]
    return ast.Assign(targets=[named.target], value=named.value, lineno=statement.lineno)


def _picks_a_step(node: ast.If, first: ast.AugAssign, second: ast.stmt) -> bool:
    """`if member: total *= 0.9` / `else: total *= 1.0`: both branches update one target
    with one operator and only pick the operand (`total *= 0.9 if member else 1.0`),
    where that fits on a line (see `_TERNARY_WIDTH`)."""
    if not (
        isinstance(second, ast.AugAssign)
        and type(first.op) is type(second.op)
        and ast.dump(first.target) == ast.dump(second.target)
    ):
        return False
    value = ast.IfExp(test=node.test, body=first.value, orelse=second.value)
    ternary = ast.AugAssign(target=first.target, op=first.op, value=value)
    return node.col_offset + len(ast.unparse(ternary)) <= _TERNARY_WIDTH


def _picks(node: ast.If, facts: StrictFacts) -> str | None:
    """What an `if` (not an `elif`) that only picks a value should be, if it is one."""
    if _picks_into_member(node, facts):
        return "an if/else that only picks a value; use a conditional expression"
    if _lookup_chain(node):
        return "an if/elif chain that only picks a value by key; use dict.get()"
    return None


_LOOKUP_ARMS = 3
"""The fewest `==` tests of an if/elif chain that picks a value by key (as SIM116 counts
for returns)."""


def _keyed_value(test: ast.expr) -> tuple[str, object] | None:
    """(subject, key) of `subject == constant` (either way round), or None."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1):
        return None
    if not isinstance(test.ops[0], ast.Eq):
        return None
    left, right = test.left, test.comparators[0]
    if isinstance(left, ast.Constant) and not isinstance(right, ast.Constant):
        left, right = right, left
    if not isinstance(right, ast.Constant) or isinstance(left, ast.Constant):
        return None
    return ast.dump(left), right.value


def _lookup_chain(node: ast.If) -> bool:
    """`if code == 200: text = 'OK'` / `elif code == 404: text = 'Not Found'` / `elif
    ...` / `else: text = 'Unknown'`: three or more tests of one subject for equality with
    distinct constants, each branch only assigning a constant to one target (and an `else`
    doing the same, if any), which is `text = TABLE.get(code, 'Unknown')` (SIM116 asks
    this of such chains that return)."""
    subjects: set[str] = set()
    keys: list[object] = []
    targets: set[str] = set()
    current: ast.stmt | None = node
    while isinstance(current, ast.If):
        keyed = _keyed_value(current.test)
        body = without_noops(current.body)
        if keyed is None or len(body) != 1 or not _assigns_constant(body[0], targets):
            return False
        subjects.add(keyed[0])
        keys.append(keyed[1])
        rest = current.orelse
        current = rest[0] if len(rest) == 1 and is_elif(current, rest[0]) else None
        if current is None and rest:
            tail = without_noops(rest)
            if len(tail) != 1 or not _assigns_constant(tail[0], targets):
                return False
    distinct = len({(type(key), key) for key in keys}) == len(keys)
    return len(subjects) == 1 and len(targets) == 1 and len(keys) >= _LOOKUP_ARMS and distinct


def _assigns_constant(statement: ast.stmt, targets: set[str]) -> bool:
    """Whether `statement` assigns a constant to one target (whose text joins `targets`)."""
    found = _assigned(statement)
    if found is None or not isinstance(statement.value, ast.Constant):  # type: ignore[attr-defined]
        return False
    targets.add(ast.dump(found[0]))
    return True


def _continue_ignores(loop: ast.For | ast.While | ast.AsyncFor) -> bool:
    """A loop whose last statement is `try: ...` / `except X: continue`: the `continue`
    ignores the error exactly as `pass` would (`contextlib.suppress`)."""
    body = without_noops(loop.body)
    last = body[-1] if body else None
    if not (
        isinstance(last, ast.Try)
        and len(last.handlers) == 1
        and not last.orelse
        and not last.finalbody
    ):
        return False
    handler = without_noops(last.handlers[0].body)
    return len(handler) == 1 and isinstance(handler[0], ast.Continue)


def _flag_returned(block: list[ast.stmt]) -> bool:
    """`flag = False` / `if c: flag = True` / `return flag`: a boolean set by default and
    overridden, in place of `return c`."""
    first, second, third = block
    second = _one_arm(second) or second
    if not (
        isinstance(first, ast.Assign)
        and len(first.targets) == 1
        and isinstance(first.targets[0], ast.Name)
        and _is_bool(first.value)
        and isinstance(second, ast.If)
        and not second.orelse
        and isinstance(third, ast.Return)
        and isinstance(third.value, ast.Name)
        and third.value.id == first.targets[0].id
    ):
        return False
    inner = without_noops(second.body)
    return len(inner) == 1 and (
        (_same_target(first, inner[0]) and _flips(first, inner[0]))
        or _steps_to_other(inner[0], first.targets[0].id, first.value.value)  # type: ignore[attr-defined]
    )


_BOOLEAN_STEPS: dict[type, Callable[[bool, bool], bool]] = {
    ast.BitOr: lambda left, right: left | right,
    ast.BitAnd: lambda left, right: left & right,
    ast.BitXor: lambda left, right: left ^ right,
}
"""Operators that join two booleans into a boolean."""


def _steps_to_other(statement: ast.stmt, flag: str, start: object) -> bool:
    """Whether `statement` turns the boolean `flag`, holding `start`, into the other one
    by an operator with a boolean constant or by `not`: `flag |= True`, `flag ^= True`,
    `flag = flag | True`, `flag = True | flag`, `flag = not flag` (a flip all the same)."""
    if isinstance(statement, ast.AugAssign):
        target, op, operands = statement.target, statement.op, [statement.value]
    elif _assigned_name(statement) == flag:
        value = statement.value  # type: ignore[attr-defined]
        if isinstance(value, ast.UnaryOp) and isinstance(value.op, ast.Not):
            return _is_name(value.operand, flag) and isinstance(start, bool)
        if not isinstance(value, ast.BinOp):
            return False
        target, op, operands = statement.targets[0], value.op, [value.left, value.right]  # type: ignore[attr-defined]
        if not any(_is_name(operand, flag) for operand in operands):
            return False
        operands = [operand for operand in operands if not _is_name(operand, flag)] or operands[:1]
    else:
        return False
    step = _BOOLEAN_STEPS.get(type(op))
    return (
        step is not None
        and _is_name(target, flag)
        and isinstance(start, bool)
        and len(operands) == 1
        and _is_bool(operands[0])
        and step(start, operands[0].value) is not start  # type: ignore[attr-defined]
    )


_EMPTY_TESTS: dict[type, int] = {ast.Gt: 0, ast.NotEq: 0, ast.GtE: 1, ast.Eq: 0, ast.Lt: 1}
"""`len(...) OP n` tests that only ask whether anything matched."""
_EMPTY_TESTS_REVERSED: dict[type, int] = {ast.Lt: 0, ast.NotEq: 0, ast.LtE: 1, ast.Eq: 0,
                                          ast.Gt: 1}  # fmt: skip
"""`n OP count` tests that only ask whether anything matched (`0 < count`)."""


def _counter_step(statement: ast.stmt, counter: str) -> bool:
    """`count += 1` or `count = count + 1`."""
    if isinstance(statement, ast.AugAssign):
        target, op, step = statement.target, statement.op, statement.value
    elif (
        isinstance(statement, ast.Assign)
        and len(statement.targets) == 1
        and isinstance(statement.value, ast.BinOp)
        and isinstance(statement.value.left, ast.Name)
        and statement.value.left.id == counter
    ):
        target, op, step = statement.targets[0], statement.value.op, statement.value.right
    else:
        return False
    return (
        isinstance(target, ast.Name)
        and target.id == counter
        and isinstance(op, ast.Add)
        and isinstance(step, ast.Constant)
        and step.value == 1
        and not isinstance(step.value, bool)
    )


def _start_and_search(
    first: ast.stmt, second: ast.stmt, starts: Callable[[ast.expr], bool]
) -> tuple[str, ast.expr, list[ast.stmt]] | None:
    """(name, test, body) of `name = <start>` followed by a `for` loop without `else` whose
    body is one `if` without `else` (padding aside): the shape of a search written by hand
    (`_counting_search`, `_hits_search`); None for any other pair."""
    if not (
        type(second) is ast.For
        and type(first) is ast.Assign
        and len(first.targets) == 1
        and isinstance(first.targets[0], ast.Name)
        and starts(first.value)
        and not second.orelse
    ):
        return None
    body = without_noops(second.body)
    if len(body) != 1 or not isinstance(body[0], ast.If) or body[0].orelse:
        return None
    return first.targets[0].id, body[0].test, without_noops(body[0].body)


def _is_zero_int(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value == 0


def _is_empty_list(node: ast.expr) -> bool:
    return isinstance(node, ast.List) and not node.elts


def _counting_search(facts: StrictFacts, first: ast.stmt, second: ast.stmt) -> bool:
    """`count = 0` then a `for` loop whose body is one `if` adding 1 to it (and maybe
    breaking), in a function that reads the count only to test it for a match (`return
    count > 0`, `if count:`): any() by hand. Without a `break`, the loop's test must do
    no work any() would skip (see `_visits_nothing_else`)."""
    found = _start_and_search(first, second, _is_zero_int)
    if found is None:
        return False
    counter, test, inner = found
    breaks = len(inner) == _SET_AND_BREAK and isinstance(inner[1], ast.Break)
    if not (inner and (len(inner) == 1 or breaks) and _counter_step(inner[0], counter)):
        return False
    if not breaks and not _visits_nothing_else(second, test, facts):
        return False
    function = facts.owner(first, through_lambdas=False)
    return isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef) and _only_tested(
        facts, function, counter, {id(first.targets[0]), id(inner[0])}
    )


def _hits_search(facts: StrictFacts, first: ast.stmt, second: ast.stmt) -> bool:
    """`hits = []` then a `for` loop whose body is one `if` appending to it, in a function
    that reads the list only to test whether it is empty (`len(hits) > 0`, `bool(hits)`,
    `hits != []`, `if hits:`): any() by hand, the loop form of `_counted_match`."""
    found = _start_and_search(first, second, _is_empty_list)
    if found is None:
        return False
    hits, test, inner = found
    breaks = len(inner) == _SET_AND_BREAK and isinstance(inner[1], ast.Break)
    step = inner[0].value if inner and isinstance(inner[0], ast.Expr) else None
    if not (
        (len(inner) == 1 or breaks)
        and isinstance(step, ast.Call)
        and isinstance(step.func, ast.Attribute)
        and step.func.attr == "append"
        and _is_name(step.func.value, hits)
        and len(step.args) == 1
    ):
        return False
    if not breaks and not _visits_nothing_else(second, test, facts):
        return False
    function = facts.owner(first, through_lambdas=False)
    return isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef) and _list_only_tested(
        facts, function, hits, {id(first.targets[0]), id(step.func.value)}
    )


def _list_only_tested(facts: StrictFacts, function: ast.AST, hits: str, steps: set[int]) -> bool:
    """Whether every read of the list `hits` in `function` other than `steps` (ids of
    names) tests whether it is empty, at least one such test."""
    tested: set[int] = set()
    for node in subtree_nodes(function):
        if isinstance(node, ast.Global | ast.Nonlocal) and hits in node.names:
            return False
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1):
            continue
        left, right, op = node.left, node.comparators[0], type(node.ops[0])
        if (
            isinstance(left, ast.Call)
            and isinstance(left.func, ast.Name)
            and left.func.id == "len"
            and len(left.args) == 1
            and isinstance(right, ast.Constant)
            and _EMPTY_TESTS.get(op) == right.value
        ):
            tested.add(id(left.args[0]))
        elif op in (ast.Eq, ast.NotEq) and isinstance(right, ast.List) and not right.elts:
            tested.add(id(left))
    tested |= {id(test) for test in _truth_tests(facts) if isinstance(test, ast.Name)}
    uses = [
        node for node in subtree_nodes(function) if isinstance(node, ast.Name) and node.id == hits
    ]
    reads = [node for node in uses if id(node) not in steps]
    return bool(reads) and all(id(node) in tested for node in reads)


def _only_tested(facts: StrictFacts, function: ast.AST, counter: str, steps: set[int]) -> bool:
    """Whether every use of `counter` in `function` (nested code included) is its start,
    its step (`steps`, the ids of those statements or targets) or a test of whether it is
    above zero (`count > 0`, `count >= 1`, `0 < count`, `count == 0`, `if count:`, `not
    count`, `bool(count)`), at least one such test."""
    tested: set[int] = set()
    for node in subtree_nodes(function):
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            left, right, op = node.left, node.comparators[0], type(node.ops[0])
            for side, bound, table in ((left, right, _EMPTY_TESTS),
                                       (right, left, _EMPTY_TESTS_REVERSED)):  # fmt: skip
                wanted = table.get(op)
                if (
                    isinstance(side, ast.Name)
                    and isinstance(bound, ast.Constant)
                    and wanted is not None
                    and bound.value == wanted
                ):
                    tested.add(id(side))
        elif isinstance(node, ast.AugAssign | ast.Assign) and id(node) in steps:
            steps |= {id(item) for item in ast.walk(node) if isinstance(item, ast.Name)}
        elif isinstance(node, ast.Global | ast.Nonlocal) and counter in node.names:
            return False  # (a count other code reads)
    tested |= {id(test) for test in _truth_tests(facts) if isinstance(test, ast.Name)}
    uses = [
        node
        for node in subtree_nodes(function)
        if isinstance(node, ast.Name) and node.id == counter
    ]
    reads = [node for node in uses if id(node) not in steps]
    return bool(reads) and all(id(node) in tested for node in reads)


def _counted_match(facts: StrictFacts, node: ast.Compare) -> bool:
    """`len([u for u in users if u.is_admin]) > 0` (or `!= 0`, `>= 1`, `== 0`, `< 1`), or
    `sum(1 for ...)` so: a filtered comprehension built only to ask whether anything
    matched, any() by hand."""
    if len(node.ops) != 1 or not isinstance(node.left, ast.Call):
        return False
    bound = _EMPTY_TESTS.get(type(node.ops[0]))
    right = node.comparators[0]
    if bound is None or not (isinstance(right, ast.Constant) and right.value == bound):
        return False
    call = node.left
    if len(call.args) != 1 or call.keywords:
        return False
    built = _built_for_test(facts, call.args[0])
    names = facts.names.names(call.func)
    if "builtins.len" in names:
        if not isinstance(built, ast.ListComp | ast.SetComp):  # `len(list(filter(...)))`
            return _filtered_truth(facts, built)
        counted = True
    elif "builtins.sum" in names:
        counted = isinstance(built, ast.GeneratorExp | ast.ListComp) and (
            isinstance(built.elt, ast.Constant) and built.elt.value == 1
        )
    else:
        return False
    return counted and any(generator.ifs for generator in built.generators)  # type: ignore[attr-defined]


def _first_true(facts: StrictFacts, node: ast.Call) -> bool:
    """`next((True for u in users if u.is_admin), False)`: any() by hand."""
    if len(node.args) != 2 or "builtins.next" not in facts.names.names(node.func):  # noqa: PLR2004
        return False
    found, default = node.args
    return (
        isinstance(found, ast.GeneratorExp)
        and _is_bool(found.elt)
        and _is_bool(default)
        and found.elt.value is not default.value  # type: ignore[attr-defined]
    )


def _next_problem(facts: StrictFacts, node: ast.Call) -> str | None:
    """What a `next()` call spells by hand, if anything."""
    if _first_true(facts, node):
        return "next() of a boolean generator; use any()"
    if _scanned_get(facts, node):
        return "next() of a scan for an equal key; use dict.get(key, default)"
    return None


def _scanned_get(facts: StrictFacts, node: ast.Call) -> bool:
    """`next((v for k, v in d.items() if k == key), default)` (also `key == k`, and `d[k]
    for k in d` or `in d.keys()`): a scan for the one item whose key equals a value the
    scan does not bind, which is `d.get(key, default)` by hand."""
    if len(node.args) != 2 or "builtins.next" not in facts.names.names(node.func):  # noqa: PLR2004
        return False
    scan = node.args[0]
    if not isinstance(scan, ast.GeneratorExp) or len(scan.generators) != 1:
        return False
    loop = scan.generators[0]
    if len(loop.ifs) != 1 or loop.is_async:
        return False
    key = _scanned_key(loop, scan.elt)
    test = loop.ifs[0]
    if key is None or not (
        isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)
    ):
        return False
    sides = [test.left, test.comparators[0]]
    bound = {part.id for part in ast.walk(loop.target) if isinstance(part, ast.Name)}
    return any(
        _is_name(side, key)
        and not any(isinstance(part, ast.Name) and part.id in bound for part in ast.walk(other))
        for side, other in (sides, sides[::-1])
    )


def _scanned_key(loop: ast.comprehension, item: ast.expr) -> str | None:
    """The key name of a scan yielding each entry's value: `v for k, v in d.items()`, or
    `d[k] for k in d` (also `d.keys()`)."""
    source = loop.iter
    method = (
        source.func.attr
        if isinstance(source, ast.Call)
        and isinstance(source.func, ast.Attribute)
        and not source.args
        else None
    )
    target = loop.target
    if method == "items" and isinstance(target, ast.Tuple) and len(target.elts) == 2:  # noqa: PLR2004
        key, value = target.elts
        if isinstance(key, ast.Name) and isinstance(value, ast.Name) and _is_name(item, value.id):
            return key.id
        return None
    table = source.func.value if method == "keys" else source  # type: ignore[union-attr]
    if (
        isinstance(target, ast.Name)
        and isinstance(item, ast.Subscript)
        and _is_name(item.slice, target.id)
        and ast.dump(item.value) == ast.dump(table)
        and isinstance(table, ast.Name | ast.Attribute)
    ):
        return target.id
    return None


def _wrapped_keys(facts: StrictFacts, node: ast.Compare) -> bool:
    """`key in list(d.keys())` or `key in dict.keys(d)`: the keys() call SIM118 looks
    for, wrapped in a call or taken from the type (see `_keys_view`), also through a
    name bound to it (see `_saved_keys`)."""
    if not isinstance(node.ops[0], ast.In | ast.NotIn):
        return False
    right = node.comparators[0]
    return _keys_view(facts, right, wrapped=True) or _saved_keys(facts, right)


_MUTATORS = frozenset({"pop", "popitem", "clear", "update", "setdefault", "__setitem__",
                       "__delitem__", "__ior__"})  # fmt: skip


def _saved_keys(facts: StrictFacts, node: ast.expr) -> bool:
    """`known = tuple(d.keys())` (or `d.keys()`, `list(...)`, `dict.keys(d)`) bound once
    in the function testing `key in known`: `in d.keys()` by way of a name. A copy only
    stands for `d` while `d` stays as it was: a function storing into `d`, deleting from
    it, calling a changing method on it (`d.pop(k)`) or rebinding it keeps a snapshot
    (`before = set(d.keys())`), which passes."""
    if not isinstance(node, ast.Name) or not facts.mentions("keys"):
        return False
    bindings = facts.names.bindings_of(node)
    if not bindings or len(bindings) != 1 or bindings[0][0] != "expr":
        return False
    value = bindings[0][1]
    function = facts.owner(node, through_lambdas=False)
    here = facts.owner(value, through_lambdas=False) if isinstance(value, ast.expr) else None
    if here is None or here is not function:
        return False
    if _is_keys_call(value):
        return True  # a live view: `d.keys()` under another name
    if not _keys_view(facts, value, wrapped=True):
        return False
    inner = value
    while isinstance(inner, ast.Call) and not _is_keys_call(inner) and inner.args:
        inner = inner.args[0]
    inner = _lone_splat(inner) or inner
    mapping = inner.func.value if _is_keys_call(inner) else None  # type: ignore[union-attr]
    if not isinstance(mapping, ast.Name) or not isinstance(
        function, ast.FunctionDef | ast.AsyncFunctionDef
    ):
        return False
    kept = facts.names.bindings_of(mapping)
    return bool(kept) and len(kept) == 1 and not _changed(mapping.id, function)  # type: ignore[arg-type]


def _changed(name: str, function: ast.AST) -> bool:
    """Whether a function stores into or deletes from `name`'s entries or attributes, or
    calls a changing method on it (`d[k] = v`, `del d[k]`, `d.pop(k)`, `d |= other`)."""
    for item in own_nodes(function):
        if isinstance(item, ast.Subscript | ast.Attribute):
            target = item.value if not isinstance(item.ctx, ast.Load) else None
        elif isinstance(item, ast.AugAssign):
            target = item.target
        elif isinstance(item, ast.Call) and isinstance(item.func, ast.Attribute):
            target = item.func.value if item.func.attr in _MUTATORS else None
        else:
            target = None
        if target is not None and _is_name(target, name):
            return True
    return False


def _keys_view(facts: StrictFacts, node: ast.expr, *, wrapped: bool) -> bool:
    """`dict.keys(d)` (the method taken from a mapping type, also wrapped in `list`, `set`,
    `sorted` and kin) or, with `wrapped`, `list(d.keys())`: what `in` reads as `d` itself
    (a loop over `list(d.keys())`, a copy taken to change `d` meanwhile, is honest)."""
    inner = node
    while True:
        if (
            isinstance(inner, ast.Call)
            and inner.args
            and facts.names.names(inner.func) & _WRAPPERS
        ):
            inner = inner.args[0]
        elif _lone_splat(inner) is not None:
            inner = _lone_splat(inner)  # type: ignore[assignment]
        else:
            break
    if wrapped and inner is not node and _is_keys_call(inner):
        return True
    if (wrapped or inner is node) and (_keys_by_name(facts, inner) or _keys_alias(facts, inner)):
        return True  # `getattr(d, 'keys')()`, `present()`; a loop over a copy of it passes
    func = inner.func if isinstance(inner, ast.Call) else None
    return (
        isinstance(func, ast.Attribute)
        and func.attr == "keys"
        and len(inner.args) == 1  # type: ignore[union-attr]
        and not inner.keywords  # type: ignore[union-attr]
        and bool(facts.names.names(func.value) & _MAPPING_TYPES)
    )


def _keys_alias(facts: StrictFacts, node: ast.expr) -> bool:
    """`present()` with `present = d.keys` (every binding of the name a bound `keys`
    method, `.keys` of anything): `d.keys()` through a saved bound method."""
    if not (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and not node.args
        and not node.keywords
    ):
        return False
    bindings = facts.names.bindings_of(node.func)
    return bool(bindings) and all(
        kind == "expr" and isinstance(value, ast.Attribute) and value.attr == "keys"
        for kind, value in bindings
    )


def _lone_splat(node: ast.expr) -> ast.expr | None:
    """`xs` of `[*xs]`, `(*xs,)` or `{*xs}`: a display copying one iterable, as
    `list(xs)` does (None: not such a display)."""
    if type(node) in _DISPLAYS and len(node.elts) == 1:  # type: ignore[attr-defined]
        only = node.elts[0]  # type: ignore[attr-defined]
        return only.value if isinstance(only, ast.Starred) else None
    return None


_DISPLAYS = frozenset({ast.List, ast.Tuple, ast.Set})
_GETATTR = frozenset({"builtins.getattr"})
_METHOD_CALLERS = frozenset({"operator.methodcaller", "_operator.methodcaller"})


def _keys_by_name(facts: StrictFacts, node: ast.expr) -> bool:
    """`getattr(d, 'keys')()` or `operator.methodcaller('keys')(d)`: `d.keys()` with the
    method named by a string."""
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Call) or node.keywords:
        return False
    fetch = node.func
    if fetch.keywords or not fetch.args:
        return False
    named = fetch.args[-1] if len(node.args) == 0 else fetch.args[0]
    if not (isinstance(named, ast.Constant) and named.value == "keys"):
        return False
    called = facts.names.names(fetch.func)
    if not node.args:
        return len(fetch.args) == _PAIR_CHOICE and bool(called & _GETATTR)
    return len(node.args) == 1 and len(fetch.args) == 1 and bool(called & _METHOD_CALLERS)


def _keys_loops(facts: StrictFacts) -> list[Finding]:
    """Loops (and comprehensions) over `dict.keys(d)`: SIM118's `for k in d.keys()` with
    the method taken from the type."""
    if "keys" not in facts.code and not facts.runs_code_dynamically:
        return []
    return [
        (facts.line_of(node.iter), "a loop over `dict.keys(d)`; loop over `d`")
        for node in facts.of_type(ast.For, ast.AsyncFor, ast.comprehension)
        if _keys_view(facts, node.iter, wrapped=False)
    ]


_PLAIN_KEYS = (ast.Constant, ast.Name, ast.Attribute)


def _plain(node: ast.expr) -> bool:
    """A name or a chain of attributes on one (nothing that can raise KeyError itself)."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name)


def _cheap(node: ast.expr) -> bool:
    """A constant, a name or attribute, or a literal of them: nothing run on evaluation, a
    default `dict.get` may evaluate eagerly (a call `except KeyError` runs lazily)."""
    if isinstance(node, ast.Constant | ast.Name | ast.Attribute):
        return isinstance(node, ast.Constant) or _plain(node)
    if isinstance(node, ast.Dict):
        return all(item is not None and _cheap(item) for item in node.keys + node.values)
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return all(_cheap(item) for item in node.elts)
    return False


def _looked_up(node: ast.expr | None) -> bool:
    """`table[key]` on a plain name or attribute, with a plain key: what `.get` reads; not
    on `self`, `cls` or a CapWords name (`Color[name]`: an Enum or other class indexed by
    name has no `.get`)."""
    if not (isinstance(node, ast.Subscript) and _plain(node.value)):
        return False
    table = node.value
    last = table.attr if isinstance(table, ast.Attribute) else table.id  # type: ignore[attr-defined]
    if last in {"self", "cls"} or (last[:1].isupper() and not last.isupper()):
        return False
    return isinstance(node.slice, _PLAIN_KEYS) and (
        not isinstance(node.slice, ast.Attribute) or _plain(node.slice)
    )


_OTHER_LOOKUPS = ("configparser.", "numpy.", "pandas.", "h5py.", "xarray.")
"""Libraries whose objects are indexed by key but whose `.get`, if any, is not a dict's
(`ConfigParser.get(section, option)`) or which have none (`df.loc`, `np.load(...)`)."""
_INDEXERS = frozenset({"loc", "iloc", "at", "iat"})
"""pandas indexers: `df.loc[label]` raises KeyError, and `.loc` has no `.get`."""
_MAPPING_TYPES = frozenset({
    "builtins.dict", "typing.Dict", "typing.Mapping", "typing.MutableMapping",
    "collections.abc.Mapping", "collections.abc.MutableMapping", "collections.defaultdict",
    "typing.DefaultDict", "collections.OrderedDict", "typing.OrderedDict",
    "collections.Counter", "typing.Counter", "collections.ChainMap", "typing.ChainMap",
    "typing.Any", "types.MappingProxyType", "typing.TypedDict",
})  # fmt: skip


def _other_value(facts: StrictFacts, value: object) -> bool:
    """A value shown to be something else than a dict: an instance of a class (a
    CapWords callee other than a mapping type: `Registry()`, `ConfigParser()`), a class
    itself (`STATUS = Color`), or what a library with no dict-like `.get` builds."""
    if isinstance(value, ast.Call):
        value = value.func
    elif not isinstance(value, ast.Name | ast.Attribute):
        return False
    resolved = facts.names.names(value)  # type: ignore[arg-type]
    if resolved & _MAPPING_TYPES:
        return False
    last = value.attr if isinstance(value, ast.Attribute) else getattr(value, "id", "")
    return last[:1].isupper() or any(name.startswith(_OTHER_LOOKUPS) for name in resolved)


def _other_annotation(facts: StrictFacts, table: ast.Name) -> bool:
    """A parameter annotated with a type that is not a mapping (`parser: ConfigParser`)."""
    root = _annotation_root(facts, table)
    return root is not None and not facts.names.names(root) & _MAPPING_TYPES


def _annotation_root(facts: StrictFacts, table: ast.Name) -> ast.expr | None:
    """The type a parameter is annotated with, without its subscript (`Mapping` for
    `Mapping[str, int]`); None for a name that is no annotated parameter."""
    function = facts.owner(table)
    if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        return None
    annotation = parameter_annotation(function.args, table.id)
    if annotation is None:
        return None
    return annotation.value if isinstance(annotation, ast.Subscript) else annotation


def _custom_lookups(facts: StrictFacts) -> bool:
    """The module defines a class indexed by key (`__getitem__`) with no `get` method."""
    for cls in facts.of_type(ast.ClassDef):
        methods = {item.name for item in cls.body if isinstance(item, ast.FunctionDef)}
        if "__getitem__" in methods and "get" not in methods:
            return True
    return False


def _maybe_dict(facts: StrictFacts, table: ast.expr) -> bool:
    """Nothing shows `table` is other than a dict, whose `.get(key, default)` the
    by-hand lookup spells: not a pandas indexer, an object of a class or library with no
    such `.get`, a parameter annotated so, nor an unannotated parameter in a module whose
    own class is looked up by key without a `.get`."""
    if isinstance(table, ast.Attribute):
        known = facts.memo(_maybe_dict)  # attribute name -> the answer
        if table.attr not in known:
            values = facts.names.attribute_values.get(table.attr, [])
            known[table.attr] = table.attr not in _INDEXERS and not any(
                _other_value(facts, value) for value in values
            )
        return known[table.attr]
    if not isinstance(table, ast.Name):
        return False
    bindings = facts.names.bindings_of(table)
    if not bindings:
        return True
    key = (id(bindings), id(facts.owner(table)))
    known = facts.memo(_maybe_dict)  # (id of the bindings, id of the reader) -> the answer
    if key not in known:
        known[key] = _bound_maybe_dict(facts, table, bindings)
    return known[key]


def _bound_maybe_dict(
    facts: StrictFacts, table: ast.Name, bindings: list[tuple[str, object]]
) -> bool:
    """`_maybe_dict` of a name, worked out once per bindings and reading function."""
    for kind, value in bindings:
        if kind == "param" and (_other_annotation(facts, table) or facts.derived(_custom_lookups)):
            return False
        if kind == "def" or (kind == "expr" and _other_value(facts, value)):
            return False
    return True


def _catches_key_error(
    facts: StrictFacts, handler: ast.ExceptHandler, found: ast.expr | None
) -> bool:
    """`except KeyError` (alone, or as the one member of a tuple), or `except LookupError`
    around a lookup only a mapping serves (`_keyed_by_name`): a list's IndexError is
    caught too, but no list is looked up so."""
    caught = handler.type
    if isinstance(caught, ast.Tuple) and len(caught.elts) == 1:
        caught = caught.elts[0]
    names = facts.names.names(caught) if caught is not None else set()
    if "builtins.KeyError" in names:
        return True
    return "builtins.LookupError" in names and _keyed_by_name(facts, found)


_DICT_VALUES = (ast.Dict, ast.DictComp)
_NAMED_ROWS = ("re", "sqlite3")
"""Modules whose objects are looked up by a name and raise IndexError when it is missing,
with no `.get`: `match['year']` (a `re.Match`), `row['name']` (a `sqlite3.Row`)."""


def _keyed_by_name(facts: StrictFacts, found: ast.expr | None) -> bool:
    """`table[key]` on a name bound only to a dict (`{...}`, a dict comprehension or
    `dict(...)`) or to parameters annotated with a mapping, or `config['port']` (a string
    key) on a name bound only so or to unannotated parameters, or on an attribute
    (`os.environ['HOME']`), in a module importing neither `re` nor `sqlite3` (see
    `_NAMED_ROWS`): a lookup of a mapping, which raises KeyError alone (a list's
    `items[i]` may raise IndexError)."""
    if not isinstance(found, ast.Subscript):
        return False
    table, key = found.value, found.slice
    named = isinstance(key, ast.Constant) and isinstance(key.value, str)
    if named and facts.derived(_imports_named_rows):
        return False
    if isinstance(table, ast.Attribute):
        return named  # `os.environ['HOME']`, `settings.config['port']`
    if not isinstance(table, ast.Name):
        return False
    bindings = facts.names.bindings_of(table) or []
    return bool(bindings) and all(
        _dict_binding(facts, table, kind, value, untyped=named) for kind, value in bindings
    )


def _imports_named_rows(facts: StrictFacts) -> bool:
    """The module imports `re` or `sqlite3` (or from them), see `_NAMED_ROWS`."""
    for node in facts.of_type(ast.Import, ast.ImportFrom):
        modules = (
            [alias.name for alias in node.names] if isinstance(node, ast.Import) else [node.module]
        )
        if any((module or "").partition(".")[0] in _NAMED_ROWS for module in modules):
            return True
    return False


def _dict_binding(
    facts: StrictFacts, table: ast.Name, kind: str, value: object, *, untyped: bool
) -> bool:
    """A binding of a name to a dict, or of a parameter annotated with a mapping type (or,
    when `untyped`, not annotated)."""
    if kind == "param":
        function = facts.owner(table)
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            return False
        root = _annotation_root(facts, table)
        if root is None:
            return untyped
        return bool(facts.names.names(root) & _MAPPING_TYPES - {"typing.Any"})
    if kind != "expr":
        return False
    if isinstance(value, ast.Call):
        return "builtins.dict" in facts.names.names(value.func)
    return isinstance(value, _DICT_VALUES)


def _get_by_hand(facts: StrictFacts, node: ast.Try) -> bool:
    """`try: v = d[k]` / `except KeyError: v = default` (or the same with `return`): a
    lookup with a default, `d.get(k, default)`, where the default costs nothing to
    evaluate (a default built by a call is evaluated lazily only by the `except`)."""
    if len(node.handlers) != 1 or node.orelse or node.finalbody:
        return False
    handler = node.handlers[0]
    body, rescue = without_noops(node.body), without_noops(handler.body)
    if len(body) != 1 or len(rescue) != 1:
        return False
    first, second = body[0], rescue[0]
    if not _catches_key_error(facts, handler, getattr(first, "value", None)):
        return False
    both_return = isinstance(first, ast.Return) and isinstance(second, ast.Return)
    if not (both_return or _same_target(first, second)):
        return False
    default = second.value  # type: ignore[attr-defined]
    found = first.value  # type: ignore[attr-defined]
    return (
        _looked_up(found)
        and default is not None
        and _cheap(default)
        and not _reads_caught(handler, default)
        and _maybe_dict(facts, found.value)
    )


def _reads_caught(handler: ast.ExceptHandler, default: ast.expr) -> bool:
    """The default reads the error caught (`except KeyError as error: v = error`), which
    `.get` has no way to name."""
    return handler.name is not None and any(
        isinstance(node, ast.Name) and node.id == handler.name for node in ast.walk(default)
    )


def _guarded_get(facts: StrictFacts, first: ast.stmt, second: ast.stmt) -> bool:
    """`if k not in d: return default` then `return d[k]` (or `if k in d: return d[k]`
    then `return default`): `return d.get(k, default)` in two statements."""
    if not (isinstance(first, ast.If) and not first.orelse and isinstance(second, ast.Return)):
        return False
    body = without_noops(first.body)
    if len(body) != 1 or not isinstance(body[0], ast.Return):
        return False
    member = _membership(facts, first.test)
    if member is None:
        return False
    key, table, negated = member
    found, default = body[0].value, second.value
    if negated:
        found, default = default, found
    return (
        _looked_up(found)
        and default is not None
        and _cheap(default)
        and ast.dump(found.value) == ast.dump(table)  # type: ignore[union-attr]
        and ast.dump(found.slice) == ast.dump(key)  # type: ignore[union-attr]
        and _maybe_dict(facts, found.value)  # type: ignore[union-attr]
    )


def _preset_get(facts: StrictFacts, first: ast.stmt, second: ast.stmt) -> bool:
    """`v = default` then `if k in d: v = d[k]` (no `else`): `v = d.get(k, default)` in
    two statements, the default set first instead of in an `else`."""
    if not (isinstance(second, ast.If) and not second.orelse):
        return False
    body = without_noops(second.body)
    if len(body) != 1 or not _same_target(first, body[0]):
        return False
    member = _membership(facts, second.test)
    if member is None or member[2]:
        return False
    key, table, _ = member
    found, default = body[0].value, first.value  # type: ignore[attr-defined]
    return (
        _looked_up(found)
        and _cheap(default)
        and ast.dump(found.value) == ast.dump(table)
        and ast.dump(found.slice) == ast.dump(key)
        and _maybe_dict(facts, found.value)
    )


_CONTAINS = frozenset({"operator.contains", "operator.__contains__", "_operator.contains"})


def _membership(facts: StrictFacts, test: ast.expr) -> tuple[ast.expr, ast.expr, bool] | None:
    """(key, container, negated) for a membership test however it is spelled: `k in d`,
    `k not in d`, `not (k in d)`, `d.__contains__(k)`, `operator.contains(d, k)`; a
    container `d.keys()` is read as `d` (see `_membership_call`)."""
    negated = False
    while isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        test, negated = test.operand, not negated
    if isinstance(test, ast.Compare):
        if len(test.ops) != 1 or not isinstance(test.ops[0], ast.In | ast.NotIn):
            return None
        key, container = test.left, test.comparators[0]
        negated ^= isinstance(test.ops[0], ast.NotIn)
    else:
        pair = _membership_call(facts, test)
        if pair is None:
            return None
        key, container = pair
    if _is_keys_call(container):
        container = container.func.value  # type: ignore[attr-defined]
    return key, container, negated


def _membership_call(facts: StrictFacts, node: ast.expr) -> tuple[ast.expr, ast.expr] | None:
    """(key, container) for `container.__contains__(key)` or `operator.contains(container,
    key)`: `key in container` written as a call."""
    if not isinstance(node, ast.Call) or node.keywords:
        return None
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "__contains__" and len(node.args) == 1:
        return node.args[0], func.value
    if len(node.args) == _PAIR_CHOICE and facts.names.names(func) & _CONTAINS:
        return node.args[1], node.args[0]
    return None


def _keys_membership_calls(facts: StrictFacts) -> list[Finding]:
    """`d.keys().__contains__(k)`, `operator.contains(d.keys(), k)` (also on a wrapped or
    type-taken keys view, see `_keys_view`): SIM118's `k in d.keys()` written as a call."""
    if "contains" not in facts.code:
        return []
    found: list[Finding] = []
    for node in facts.of_type(ast.Call):
        pair = _membership_call(facts, node)
        if pair is not None and (
            _is_keys_call(pair[1]) or _keys_view(facts, pair[1], wrapped=True)
        ):
            found.append((facts.line_of(node), "`in d.keys()` written as a call; use `in d`"))
    return found


def _empty_else(node: ast.AST) -> bool:
    """An `else:` of nothing but padding (`pass`, `...`): it does nothing."""
    return isinstance(node, ast.If) and bool(node.orelse) and not without_noops(node.orelse)


def _bare(node: ast.stmt) -> ast.stmt:
    """The statement with padding and a do-nothing `else:` dropped from it and the blocks
    it holds, which is how a simplification rule's shape is dodged."""
    if isinstance(node, ast.If):
        orelse = [] if _empty_else(node) else node.orelse
        return ast.If(test=node.test, body=[_bare(item) for item in without_noops(node.body)],
                      orelse=orelse)  # fmt: skip
    if isinstance(node, ast.For | ast.While) and not node.orelse:
        body = [_bare(item) for item in without_noops(node.body)]
        if isinstance(node, ast.For):
            return ast.For(target=node.target, iter=node.iter, body=body, orelse=[])
        return ast.While(test=node.test, body=body, orelse=[])
    return node


def _holds_empty_else(node: ast.stmt) -> bool:
    """The statement, or a statement in its blocks two levels down, has an empty `else:`."""
    inner = [
        item
        for item in [*getattr(node, "body", []), *getattr(node, "orelse", [])]
        if isinstance(item, ast.stmt)
    ]
    nested = [item for holder in inner for item in getattr(holder, "body", [])]
    return any(_empty_else(item) for item in [node, *inner, *nested])


def _hidden_sequence(window: list[ast.stmt], facts: StrictFacts) -> bool:
    """A flag returned, a flag loop or a search loop before a boolean return."""
    first, second = window[0], window[1]
    return (
        (len(window) == 3 and _flag_returned(window))  # noqa: PLR2004
        or _flag_loop(first, second, facts)
        or _returns_bool_after(first, second)
        or _counted_search(first, second)
    )


def _else_hides_pattern(facts: StrictFacts) -> list[Finding]:
    """Patterns the rules (and the checks above) see only once a do-nothing `else:` is
    dropped: nested `if`s, a flag loop, a flag returned, a search loop before a return."""
    if not any(_empty_else(node) for node in facts.of_type(ast.If)):
        return []
    message = "an else that does nothing hides a simpler form; drop it"
    found: list[Finding] = []
    for node in facts.of_type(ast.If):
        body = without_noops(node.body)
        nested = len(body) == 1 and _empty_else(body[0]) and not without_noops(node.orelse)
        if nested and _simplifiable_if(_bare(node)):  # type: ignore[arg-type]
            found.append((facts.line_of(node), message))
    for block in facts.blocks:
        if not any(map(_holds_empty_else, block)):
            continue
        bare = [_bare(item) for item in block]
        for start in range(len(block) - 1):
            window = block[start : start + 3]
            if any(map(_holds_empty_else, window)) and _hidden_sequence(
                bare[start : start + 3], facts
            ):
                found.append((facts.line_of(block[start]), message))
    return found


_LITERAL_PATTERNS = (ast.MatchValue, ast.MatchSingleton)


def _literal_pattern(pattern: ast.pattern) -> bool:
    """`case 'sat':`, `case True:`, `case 'sat' | 'sun':`, `case int() | float():`: a value
    or type test an `==`, `is`, `in` or `isinstance` spells in one expression."""
    if isinstance(pattern, ast.MatchOr):
        return all(map(_simple_pattern, pattern.patterns))
    return _simple_pattern(pattern)


def _simple_pattern(pattern: ast.pattern) -> bool:
    """A value pattern, or a class pattern with nothing inside (`int()`, an isinstance
    test)."""
    if isinstance(pattern, ast.MatchClass):
        return not pattern.patterns and not pattern.kwd_patterns
    return isinstance(pattern, _LITERAL_PATTERNS)


def _takes_the_rest(case: ast.match_case) -> bool:
    """`case _:` or `case other:` with no guard: the `else` of an if/else."""
    pattern = case.pattern
    return case.guard is None and isinstance(pattern, ast.MatchAs) and pattern.pattern is None


def _match_as_if(facts: StrictFacts, node: ast.Match) -> str | None:
    """A `match` that is an if/else flake8-simplify would rewrite: value cases of one
    returned boolean each and a last case taking the rest with the other (`match day in
    weekend: case True: return True / case _: return False`: return the test), or one
    value case and a case taking the rest that each only assign one name (a conditional
    expression, where it fits the line, as SIM108 asks). On a subject worth True or False
    (see `_truth_valued`), a last `case True:` after a `case False:` (or the other way
    round) takes the rest."""
    cases = node.cases
    if len(cases) < 2:  # noqa: PLR2004
        return None
    if not (_takes_the_rest(cases[-1]) or _other_boolean_last(facts, node)):
        return None
    if not all(case.guard is None and _literal_pattern(case.pattern) for case in cases[:-1]):
        return None
    bodies = [without_noops(case.body) for case in cases]
    if all(_is_bool_return(body) for body in bodies):
        values = {body[0].value.value for body in bodies}  # type: ignore[attr-defined]
        if len(values) == 2:  # noqa: PLR2004
            return "a match that returns True or False; return the condition"
    if len(cases) == 2 and _same_single_assignment(*bodies):  # noqa: PLR2004
        first, second = bodies
        ternary = ast.Assign(
            targets=first[0].targets,  # type: ignore[attr-defined]
            value=ast.IfExp(
                test=node.subject,
                body=first[0].value,  # type: ignore[attr-defined]
                orelse=second[0].value,
            ),  # type: ignore[attr-defined]  # fmt: skip
            lineno=0,
        )
        if node.col_offset + len(ast.unparse(ternary)) <= _TERNARY_WIDTH:
            return "a match that only picks a value; use a conditional expression"
    return None


def _constant_pattern(pattern: ast.pattern) -> bool:
    """`case 200:` or `case 200 | 201:`: a pattern of constant values only."""
    if isinstance(pattern, ast.MatchOr):
        return all(map(_constant_pattern, pattern.patterns))
    return isinstance(pattern, ast.MatchValue) and isinstance(pattern.value, ast.Constant)


def _maps_to_constant(body: list[ast.stmt], targets: set[str]) -> bool:
    """A block of one statement assigning a constant to one target (joining `targets`),
    or returning one (`targets` gains the mark of a return)."""
    if len(body) != 1:
        return False
    only = body[0]
    if isinstance(only, ast.Return):
        targets.add("return")
        return isinstance(only.value, ast.Constant)
    return _assigns_constant(only, targets)


def _match_lookup(node: ast.Match) -> bool:
    """`match code: case 200: text = 'OK'` / `case 404: ...` / `case 500: ...` / `case _:
    text = 'Unknown'`: three or more cases of constant values (no guard), each only
    assigning a constant to one target or returning one, as the last case taking the rest
    does if there is one: the if/elif chain SIM116 and `_lookup_chain` fail, as a match
    (write `dict.get`)."""
    cases = node.cases
    valued = cases[:-1] if cases and _takes_the_rest(cases[-1]) else cases
    if len(valued) < _LOOKUP_ARMS:
        return False
    if not all(case.guard is None and _constant_pattern(case.pattern) for case in valued):
        return False
    targets: set[str] = set()
    bodies = [without_noops(case.body) for case in cases]
    return all(_maps_to_constant(body, targets) for body in bodies) and len(targets) == 1


def _boolean_singletons(pattern: ast.pattern) -> set[bool]:
    """The booleans a `case` pattern tests for (`True`, `True | False`)."""
    if isinstance(pattern, ast.MatchOr):
        return set().union(*map(_boolean_singletons, pattern.patterns))
    value = pattern.value if isinstance(pattern, ast.MatchSingleton) else None
    return {value} if isinstance(value, bool) else set()


def _other_boolean_last(facts: StrictFacts, node: ast.Match) -> bool:
    """`match age >= limit: case True: ... / case False: ...`: a subject worth True or
    False whose last case (no guard) tests for the boolean an earlier case does not, which
    takes every value left."""
    last = node.cases[-1]
    wanted = _boolean_singletons(last.pattern)
    if last.guard is not None or len(wanted) != 1 or not _truth_valued(facts, node.subject):
        return False
    earlier = set().union(*(_boolean_singletons(case.pattern) for case in node.cases[:-1]))
    return earlier | wanted == {True, False}


_TRUTH_WRAPPERS = frozenset({"builtins.bool", "builtins.len", "builtins.list", "builtins.set",
                             "builtins.tuple", "builtins.frozenset", "builtins.sorted",
                             "builtins.sum"})  # fmt: skip
"""Calls whose result is as true as the collection they are given is non-empty."""


def _truth_tests(facts: StrictFacts) -> Iterator[ast.expr]:
    """The expressions read only for their truth: the tests of `if`, `while`, `assert`
    and conditional expressions, the operand of `not`, the argument of `bool()`, and the
    operands of `and`/`or` standing in one of them."""
    stack: list[ast.expr] = [
        node.test for node in facts.of_type(ast.If, ast.While, ast.IfExp, ast.Assert)
    ]
    stack += [node.operand for node in facts.of_type(ast.UnaryOp) if isinstance(node.op, ast.Not)]
    stack += [
        node.args[0]
        for node in facts.of_type(ast.Call)
        if len(node.args) == 1
        and isinstance(node.func, ast.Name)
        and node.func.id == "bool"
        and "builtins.bool" in facts.names.names(node.func)
    ]
    while stack:
        test = stack.pop()
        if isinstance(test, ast.BoolOp):
            stack += test.values
        else:
            yield test


_HELD_HOPS = 4
"""Names bound to one another (`overdue = list(late)`, `late = [...]`) followed at most."""


def _filtered_truth(facts: StrictFacts, test: ast.expr, hops: int = _HELD_HOPS) -> bool:
    """`bool([u for u in users if u.is_admin])`, `if len({...}):`, `not list(filter(f,
    xs))`: a filtered collection built only to ask whether anything matched, any() by
    hand. Through a name bound once to one and read only here, `hops` deep (none while
    `_filter_bound` itself is built: it is what the names are looked up in)."""
    built = test
    wrapped = False
    while (
        isinstance(built, ast.Call)
        and len(built.args) == 1
        and not built.keywords
        and facts.names.names(built.func) & _TRUTH_WRAPPERS
    ):
        built, wrapped = built.args[0], True
    held = _built_for_test(facts, built) if hops > 0 else built
    if held is not built:  # `overdue = list(filter(...))` / `len(overdue)`: the same test
        return _filtered_truth(facts, held, hops - 1)
    if isinstance(built, ast.ListComp | ast.SetComp | ast.DictComp) or (
        wrapped and isinstance(built, ast.GeneratorExp)
    ):
        return any(generator.ifs for generator in built.generators)
    return (
        wrapped
        and isinstance(built, ast.Call)
        and "builtins.filter" in facts.names.names(built.func)
    )


def _filter_bound(facts: StrictFacts) -> dict[str, list[ast.Name]]:
    """The reads of each name some assignment binds to a filtered collection (`overdue =
    [inv for inv in invoices if ...]`, `list(filter(f, xs))`, see `_filtered_truth`)."""
    bound = {
        node.targets[0].id
        for node in facts.of_type(ast.Assign)
        if len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.ListComp | ast.SetComp | ast.DictComp | ast.Call)
        and _filtered_truth(facts, node.value, hops=0)
    }
    reads: dict[str, list[ast.Name]] = {name: [] for name in bound}
    for node in facts.of_type(ast.Name) if bound else ():
        if node.id in reads and isinstance(node.ctx, ast.Load):
            reads[node.id].append(node)
    return reads


def _built_for_test(facts: StrictFacts, node: ast.expr) -> ast.expr:
    """The filtered collection a name is bound to once, when this is the one read of that
    binding (`unsigned = [d for d in docs if ...]` / `return len(unsigned) == 0`): built
    only to be tested, as if written in place; else `node` itself."""
    if not isinstance(node, ast.Name) or node.id not in (reads := facts.derived(_filter_bound)):
        return node
    value = facts.names.only_value(node)
    if value is node:
        return node
    same = [read for read in reads[node.id] if facts.names.only_value(read) is value]
    return value if same == [node] else node


def _iterates_by_hand(facts: StrictFacts, loop: ast.stmt) -> bool:
    """`while (v := next(it, None)) is not None:`: a `for` loop written with `next()`."""
    return isinstance(loop, ast.While) and any(
        isinstance(node, ast.Call) and "builtins.next" in facts.names.names(node.func)
        for node in ast.walk(loop.test)
    )


def _next_search(facts: StrictFacts, first: ast.stmt, second: ast.stmt) -> bool:
    """A `while` loop over `next()` whose body is one `if` returning a boolean, before a
    return of the other: a search loop, any()/all() by hand, as SIM110 sees it in a
    `for` loop."""
    if not _iterates_by_hand(facts, first) or first.orelse:  # type: ignore[attr-defined]
        return False
    bare = ast.For(target=ast.Name("_"), iter=first.test,  # type: ignore[attr-defined]
                   body=[_bare(item) for item in without_noops(first.body)],  # type: ignore[attr-defined]
                   orelse=[])  # fmt: skip
    return _returns_bool_after(bare, second)


def _never_read(facts: StrictFacts) -> frozenset[str]:
    """Names the code never reads (a Load of them nowhere)."""
    read = {node.id for node in facts.of_type(ast.Name) if not isinstance(node.ctx, ast.Store)}
    stored = {node.id for node in facts.of_type(ast.Name) if isinstance(node.ctx, ast.Store)}
    return frozenset(stored - read)


def _no_effect(statement: ast.stmt, caught: str | None) -> bool:
    """A statement with no effect anywhere: assigning a name or attribute to itself (`port
    = port`), adding 0 to or multiplying by 1 (`count += 0`), or deleting the caught
    exception's name `caught` (`del err`, which the handler's end does anyway)."""
    if isinstance(statement, ast.Delete):
        return caught is not None and all(_is_name(item, caught) for item in statement.targets)
    if isinstance(statement, ast.AugAssign):
        return _neutral_step(statement)
    return isinstance(statement, ast.Assign) and _self_assigned(statement)


def _does_nothing(
    facts: StrictFacts,
    statement: ast.stmt,
    caught: str | None = None,
    outer: frozenset[str] = frozenset(),
) -> bool:
    """A statement inside a function with no effect: assigning a constant or a name to a
    local name the code never reads (`ignored = text`; not one of `outer`, the names the
    function declares `global`/`nonlocal`), one of `_no_effect`, or a bare name."""
    if isinstance(statement, ast.Expr):
        return isinstance(statement.value, ast.Name)
    if _no_effect(statement, caught):
        return True
    if not isinstance(statement, ast.Assign | ast.AnnAssign) or statement.value is None:
        return False
    if not isinstance(statement.value, ast.Constant | ast.Name):
        return False
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    unread = facts.derived(_never_read) - outer
    return all(isinstance(target, ast.Name) and target.id in unread for target in targets)


_IDLE_BUILTINS = frozenset(f"builtins.{name}" for name in (
    "abs", "bool", "callable", "float", "hash", "id", "int", "isinstance", "issubclass",
    "len", "str", "type",
))  # fmt: skip
"""Builtins whose call, its result thrown away, does nothing (given names or constants)."""
_QUERIES = frozenset({
    "builtins.ascii", "builtins.dir", "builtins.format", "builtins.globals", "builtins.locals",
    "builtins.repr", "builtins.vars", "os.getcwd", "os.getenv", "os.getpid",
    "sys.exc_info", "sys.exception", "sys.getdefaultencoding", "sys.getrecursionlimit",
    "time.monotonic", "time.perf_counter", "time.time", "traceback.extract_stack",
    "traceback.format_exc", "traceback.format_stack",
})  # fmt: skip
"""Functions that only report a value (`sys.exc_info()`, `traceback.format_exc()`): called
as a statement, the report is thrown away and nothing happens."""
_IDLE_FUNCTIONS = _IDLE_BUILTINS | _QUERIES
_PRINT = frozenset({"builtins.print"})


def _filled(node: ast.expr) -> bool:
    """A display with items, or a non-empty string (`print(*'ab')` prints)."""
    if isinstance(node, ast.Constant):
        return bool(node.value)
    return bool(node.keys if isinstance(node, ast.Dict) else getattr(node, "elts", True))


def _idle_call(facts: StrictFacts, statement: ast.stmt) -> bool:
    """A call as a statement that does nothing: `print(end='')` (nothing but empty
    strings printed, ended by an empty string, to standard output, not flushed), or a
    call of one of `_IDLE_BUILTINS` or `_QUERIES` given only names and constants
    (`len(text)`, `str()`, `sys.exc_info()`)."""
    if not isinstance(statement, ast.Expr) or not isinstance(statement.value, ast.Call):
        return False
    call = statement.value
    if _fresh_method_call(facts, call):
        return True
    called = facts.names.names(call.func)
    if called & _PRINT:
        words = {word.arg: word.value for word in call.keywords}
        end = words.pop("end", None)
        words.pop("sep", None)
        empty = all(
            (isinstance(arg, ast.Constant) and arg.value == "")
            or (
                isinstance(arg, ast.Starred)
                and _constant_literal(arg.value)
                and not _filled(arg.value)
            )
            for arg in call.args
        )
        return not words and empty and isinstance(end, ast.Constant) and end.value == ""
    return (
        bool(called)
        and called <= _IDLE_FUNCTIONS
        and not call.keywords
        and all(isinstance(arg, ast.Name | ast.Constant) for arg in call.args)
    )


_FRESH_MAKERS = frozenset(f"builtins.{name}" for name in (
    "bytearray", "bytes", "dict", "float", "frozenset", "int", "list", "object", "set", "str",
    "tuple",
))  # fmt: skip
"""Builtins making a fresh object from constants (`list()`, `str(0)`)."""


def _fresh_method_call(facts: StrictFacts, call: ast.Call) -> bool:
    """A method called on a literal of constants (`[].clear()`, see `_literal_method_call`)
    or on an object a builtin makes from constants in place (`list().clear()`), given
    only inert values: what it changes is thrown away with the object."""
    func = call.func
    if not isinstance(func, ast.Attribute) or not (
        all(map(_inert, call.args)) and all(_inert(word.value) for word in call.keywords)
    ):
        return False
    made = func.value
    if _constant_literal(made):
        return True
    return (
        isinstance(made, ast.Call)
        and all(map(_constant_literal, made.args))
        and all(_constant_literal(word.value) for word in made.keywords)
        and bool(facts.names.names(made.func))
        and facts.names.names(made.func) <= _FRESH_MAKERS
    )


_NEUTRAL_STEPS: dict[type, object] = {
    ast.Add: 0, ast.Sub: 0, ast.BitOr: 0, ast.BitXor: 0,
    ast.Mult: 1, ast.Div: 1, ast.FloorDiv: 1, ast.Pow: 1,
}  # fmt: skip
"""Each operator -> the constant that leaves a number unchanged under it (`+= 0`, `*= 1`)."""


def _neutral_step(statement: ast.AugAssign) -> bool:
    """`count += 0`, `scale *= 1`: an augmented assignment that changes nothing."""
    step = statement.value
    neutral = _NEUTRAL_STEPS.get(type(statement.op), _UNSET)
    return (
        isinstance(step, ast.Constant)
        and type(step.value) in {int, float, bool}
        and step.value == neutral
    )


_UNSET = object()
_CHAIN = (ast.Name, ast.Attribute)


def _self_assigned(statement: ast.Assign) -> bool:
    """`port = port`, `self.x = self.x`: a name or attribute chain assigned to itself."""
    value = statement.value
    if not isinstance(value, _CHAIN):
        return False
    text = ast.dump(value, annotate_fields=False).replace("Load()", "")
    return all(
        isinstance(target, _CHAIN)
        and ast.dump(target, annotate_fields=False).replace("Store()", "") == text
        for target in statement.targets
    )


def _ignores_by_dummy(facts: StrictFacts, node: ast.Try) -> bool:
    """`try: ...` / `except ValueError: ignored = text` in a function: a handler that only
    assigns a name nothing reads ignores the error as `pass` would (`contextlib.suppress`);
    a module-level flag (`HAS_UJSON = False`) may be read by importers and passes. A
    handler of statements with no effect anywhere (`del err`, `port = port`, see
    `_no_effect`) ignores it wherever it is."""
    if len(node.handlers) != 1 or node.orelse or node.finalbody:
        return False
    body = without_noops(node.handlers[0].body)
    caught = node.handlers[0].name
    if body and all(_no_effect(item, caught) or _idle_call(facts, item) for item in body):
        return True
    function = facts.owner(node, through_lambdas=False)
    if not body or not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
        return False
    outer = _declared_outer(facts, function)
    return all(_does_nothing(facts, item, caught, outer) for item in body)


def _ignores_in_each(node: ast.Try) -> bool:
    """`except A: pass` / `except B: pass`: two or more handlers, each of nothing but
    padding (see `_ignores`), and no `else` or `finally`: `contextlib.suppress(A, B)`
    written long-hand, which SIM105 checks for one handler only."""
    return (
        len(node.handlers) > 1
        and not node.orelse
        and not node.finalbody
        and all(
            not [item for item in without_noops(handler.body) if not _deletes_names(item)]
            for handler in node.handlers
        )
    )


_TRY_OR_MATCH = frozenset({ast.Try, ast.Match})
_LOOKED_AT = _PADDABLE | _LOOPS | _TRY_OR_MATCH | {ast.Compare, ast.Call, ast.If}
"""The node kinds `strict_violations` looks at one by one (the others it skips at once)."""


def _looked_at(facts: StrictFacts) -> list[ast.AST]:
    """The nodes of `_LOOKED_AT` kinds, in walk order: every test of `strict_violations`'s
    walk asks for one of them, so the rest can find nothing there."""
    return [node for node in facts.nodes if type(node) in _LOOKED_AT]


def _try_or_match_problem(facts: StrictFacts, node: ast.AST) -> str | None:
    """What a `try` or `match` statement spells by hand, if anything."""
    if isinstance(node, ast.Match):
        if _match_lookup(node):
            return "a match that only maps values to constants; use dict.get()"
        return _match_as_if(facts, node)
    if not isinstance(node, ast.Try):
        return None
    if _get_by_hand(facts, node):
        return "a lookup with a default written as try/except KeyError; use .get()"
    if _ignores_in_each(node):
        return "except blocks that each only ignore the error; use contextlib.suppress"
    if _ignores_by_dummy(facts, node):
        return "an except block that only assigns an unread name; use contextlib.suppress"
    if _returns_at_end(facts, node):
        return "an except block that only returns at the function's end; use contextlib.suppress"
    if _asserted_bool(facts, node, None):
        return "a boolean returned through assert and except; return the condition"
    if _probed_by_next(facts, node, None):
        return "a search through next() and StopIteration; use any()"
    return None


_ASSERTION_ERROR = frozenset({"builtins.AssertionError"})


def _asserted_bool(facts: StrictFacts, node: ast.stmt, after: ast.stmt | None) -> bool:
    """`try: assert c` / `except AssertionError: return False` then `return True` (in the
    `try`, its `else:` or as the statement `after`): `return c` by hand (and gone under
    `python -O`, which drops the assert)."""
    return _bool_through_handler(
        facts, node, after, _ASSERTION_ERROR, lambda first: isinstance(first, ast.Assert)
    )


def _bool_through_handler(
    facts: StrictFacts,
    node: ast.stmt,
    after: ast.stmt | None,
    errors: frozenset[str],
    opens: Callable[[ast.stmt], bool],
) -> bool:
    """A `try` with one handler of `errors` only, returning a boolean, whose body opens
    with a statement `opens` accepts and then returns the other boolean (in the `try`,
    its `else:` or as the statement `after`)."""
    if not isinstance(node, ast.Try) or len(node.handlers) != 1 or node.finalbody:
        return False
    handler = node.handlers[0]
    if handler.type is None or not facts.names.names(handler.type) <= errors:
        return False
    body = without_noops(node.body)
    caught = without_noops(handler.body)
    if not body or not opens(body[0]) or not _is_bool_return(caught):
        return False
    rest = body[1:] + without_noops(node.orelse)
    if not rest and after is not None:
        rest = [after]
    if not _is_bool_return(rest):
        return False
    return rest[0].value.value is not caught[0].value.value  # type: ignore[attr-defined]


_STOP_ITERATION = frozenset({"builtins.StopIteration"})


def _filtered(facts: StrictFacts, node: ast.expr, *, through_iter: bool = True) -> bool:
    """A filtered iterable: a comprehension with an `if` or `filter(...)`/
    `itertools.filterfalse(...)` (with `through_iter`, also behind `iter(...)`)."""
    if (
        through_iter
        and isinstance(node, ast.Call)
        and len(node.args) == 1
        and "builtins.iter" in facts.names.names(node.func)
    ):
        node = node.args[0]
    if isinstance(node, ast.GeneratorExp | ast.ListComp | ast.SetComp):
        return any(generator.ifs for generator in node.generators)
    return isinstance(node, ast.Call) and bool(facts.names.names(node.func) & _FILTERS)


def _next_probe(facts: StrictFacts, statement: ast.stmt) -> bool:
    """`next(u for u in users if ...)` as a statement, or assigned to a name the code never
    reads: a probe for a first match whose item is thrown away."""
    value = statement.value if isinstance(statement, ast.Expr | ast.Assign) else None
    if isinstance(statement, ast.Assign):
        target = statement.targets[0]
        if len(statement.targets) != 1 or not isinstance(target, ast.Name):
            return False
        if target.id not in facts.derived(_never_read):
            return False
    return (
        isinstance(value, ast.Call)
        and len(value.args) == 1
        and not value.keywords
        and "builtins.next" in facts.names.names(value.func)
        and _filtered(facts, value.args[0])
    )


def _probed_by_next(facts: StrictFacts, node: ast.stmt, after: ast.stmt | None) -> bool:
    """`try: next(u for u in users if ...)` / `except StopIteration: return False` then
    `return True` (in the `try`, its `else:` or as the statement `after`): any() by hand
    (see `_next_probe`)."""
    return _bool_through_handler(
        facts, node, after, _STOP_ITERATION, lambda first: _next_probe(facts, first)
    )


def _returns_at_end(facts: StrictFacts, node: ast.Try) -> bool:
    """`try: ...` / `except X: return` (or `return None`) as the last statement of a
    function that returns no value (also of an `if`, `else` or `with` block ending it):
    the function ends there anyway, so the `return` ignores the error exactly as `pass`
    would (in a function returning values, `return None` is the explicit end Ruff's
    RET503 asks for)."""
    if len(node.handlers) != 1 or node.orelse or node.finalbody:
        return False
    handler = without_noops(node.handlers[0].body)
    if len(handler) != 1 or not isinstance(handler[0], ast.Return):
        return False
    value = handler[0].value
    if value is not None and not (isinstance(value, ast.Constant) and value.value is None):
        return False
    function = facts.derived(_function_tails).get(id(node))
    return function is not None and not any(
        isinstance(item, ast.Return)
        and item.value is not None
        and not (isinstance(item.value, ast.Constant) and item.value.value is None)
        for item in own_nodes(function)
    )


def _function_tails(facts: StrictFacts) -> dict[int, ast.FunctionDef | ast.AsyncFunctionDef]:
    """id() of each statement that ends a function -> the function: its last statement,
    and the last of each branch of an `if` or the body of a `with` that ends it (at any
    depth)."""
    found: dict[int, ast.FunctionDef | ast.AsyncFunctionDef] = {}
    for function in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        blocks = [function.body]
        while blocks:
            working = without_noops(blocks.pop())
            last = working[-1] if working else None
            if last is None:
                continue
            found[id(last)] = function
            if isinstance(last, ast.If):
                blocks += [last.body, last.orelse]
            elif isinstance(last, ast.With | ast.AsyncWith):
                blocks.append(last.body)
    return found


_FILTERS = frozenset({"builtins.filter", "itertools.filterfalse"})


def _first_of_filter(facts: StrictFacts, first: ast.stmt, second: ast.stmt) -> bool:
    """`for _ in filter(is_admin, users): return True` / `return False`: a loop over a
    filter (`filter(...)`, `itertools.filterfalse(...)`, a comprehension with an `if`)
    whose body only returns a boolean, before a return of the other: any() by hand."""
    if not isinstance(first, ast.For | ast.AsyncFor) or first.orelse:
        return False
    body = without_noops(first.body)
    if not _is_bool_return(body) or not _returns_bool_after(
        ast.If(test=first.iter, body=body, orelse=[]), second
    ):
        return False
    if body[0].value.value is second.value.value:  # type: ignore[attr-defined]
        return False
    return _filtered(facts, first.iter, through_iter=False)


def _isinstance_and_reduce(facts: StrictFacts) -> list[Finding]:
    """Repeated `isinstance` calls joined some other way than `or` (see
    `_repeated_isinstance`) and any()/all() folded with `functools.reduce`."""
    found: list[Finding] = []
    if "reduce" in facts.code or facts.runs_code_dynamically:
        found += [
            (facts.line_of(node), "any()/all() written as a reduce(); use any() or all()")
            for node in facts.of_type(ast.Call)
            if _reduced_truth(facts, node)
        ]
    code = facts.code
    if "isinstance" not in code and "issubclass" not in code and not facts.runs_code_dynamically:
        return found
    candidates = [
        node for node in facts.of_type(ast.BinOp) if isinstance(node.op, _ANY_OPS + _ALL_OPS)
    ] + list(facts.of_type(ast.BoolOp, ast.Call, ast.Compare))
    found += [
        (facts.line_of(node), "repeated isinstance calls; pass a tuple of types")
        for node in candidates
        if _repeated_isinstance(facts, node)
    ]
    return found


_TRUTH_JOINS = frozenset({"builtins.any", "builtins.max", "builtins.sum"})
"""Calls as true as any of their items: `any((isinstance(v, int), isinstance(v, float)))`,
`sum(...)` of truths."""
_FALSITY_JOINS = frozenset({"builtins.all", "builtins.min"})
"""Calls as true as all of their items: `all((not isinstance(v, int), not isinstance(v,
float)))` is `not isinstance(v, (int, float))`."""
_JOINS = _TRUTH_JOINS | _FALSITY_JOINS


def _negated(parts: list[ast.expr]) -> list[ast.expr]:
    """The operands of the `not`s among `parts` (`not isinstance(v, int) and not
    isinstance(v, float)` is, by De Morgan, `not` of the two joined by `or`)."""
    return [
        part.operand
        for part in parts
        if isinstance(part, ast.UnaryOp) and isinstance(part.op, ast.Not)
    ]


_TYPE = frozenset({"builtins.type"})


def _isinstance_subject(facts: StrictFacts, node: ast.expr) -> str | None:
    """The object an `isinstance(obj, T)` call tests, as text, also for
    `issubclass(type(obj), T)`; for `issubclass(cls, T)`, the class it tests, marked as
    one (None for any other node)."""
    if not (isinstance(node, ast.Call) and len(node.args) == 2 and not node.keywords):  # noqa: PLR2004
        return None
    called = facts.names.names(node.func)
    subject = node.args[0]
    if "builtins.isinstance" in called:
        return ast.dump(subject)
    if "builtins.issubclass" not in called:
        return None
    if (
        isinstance(subject, ast.Call)
        and len(subject.args) == 1
        and not subject.keywords
        and facts.names.names(subject.func) & _TYPE
    ):
        return ast.dump(subject.args[0])
    return f"class {ast.dump(subject)}"


_ANY_OPS = (ast.BitOr, ast.Add)
"""Operators joining truths into one as true as any of them (`a | b`, `a + b`)."""
_ALL_OPS = (ast.BitAnd, ast.Mult)
"""Operators joining truths into one as true as all of them (`a & b`, `a * b`)."""


def _joined(node: ast.expr, ops: tuple[type, ...]) -> list[ast.expr]:
    """The operands of a chain of one of `ops` (`a | b | c`, `a + b`), or the node alone."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ops):
        return _joined(node.left, ops) + _joined(node.right, ops)
    return [node]


def _tested_for_true(node: ast.Compare) -> list[ast.expr]:
    """The items of a literal `True` is looked for in (`True in (a, b)`, `True not in [a,
    b]`: whether any of them is true, as `a or b` says), or nothing."""
    if len(node.ops) != 1 or not isinstance(node.ops[0], ast.In | ast.NotIn):
        return []
    left, members = node.left, node.comparators[0]
    if not (isinstance(left, ast.Constant) and left.value is True):
        return []
    return list(members.elts) if isinstance(members, ast.List | ast.Tuple | ast.Set) else []


_JOINS_ALL = _FALSITY_JOINS


def _isinstance_per_type(facts: StrictFacts, given: ast.expr | None, negated: bool) -> bool:
    """`any(isinstance(v, t) for t in (int, float))` (also a list or set comprehension,
    and `all(not isinstance(v, t) ...)`): one `isinstance` call per type of a literal
    tuple, list or set (also through a name bound once to one, `for t in TYPES`), on an
    object that is not the loop's name."""
    if isinstance(given, ast.Call) and not negated:
        return _isinstance_mapped(facts, given)
    if not isinstance(given, ast.GeneratorExp | ast.ListComp | ast.SetComp):
        return False
    if len(given.generators) != 1 or given.generators[0].ifs:
        return False
    loop = given.generators[0]
    types = facts.names.only_value(loop.iter)
    if not (
        isinstance(loop.target, ast.Name)
        and isinstance(types, ast.Tuple | ast.List | ast.Set)
        and len(types.elts) > 1
    ):
        return False
    test = given.elt
    if negated:
        if not (isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not)):
            return False
        test = test.operand
    if _isinstance_subject(facts, test) is None or not isinstance(test, ast.Call):
        return False
    subject, kinds = test.args
    name = loop.target.id
    return (
        isinstance(kinds, ast.Name)
        and kinds.id == name
        and not any(isinstance(item, ast.Name) and item.id == name for item in ast.walk(subject))
    )


_PARTIAL = frozenset({"functools.partial", "_functools.partial"})
_MAP = frozenset({"builtins.map"})


_STARMAP = frozenset({"itertools.starmap"})
_REPEAT = frozenset({"itertools.repeat"})
_ZIP = frozenset({"builtins.zip"})


def _one_subject(facts: StrictFacts, node: ast.expr) -> bool:
    """A literal tuple, list or set of one object repeated (also through a name bound once
    to one), or `itertools.repeat(obj)`: the subjects of `map(isinstance, ...)`."""
    if isinstance(node, ast.Call):
        return bool(facts.names.names(node.func) & _REPEAT) and len(node.args) >= 1
    items = facts.names.only_value(node)
    if not isinstance(items, ast.Tuple | ast.List | ast.Set) or len(items.elts) < 2:  # noqa: PLR2004
        return False
    return len({ast.dump(item) for item in items.elts}) == 1 and not isinstance(
        items.elts[0], ast.Starred
    )


def _many_types(facts: StrictFacts, node: ast.expr) -> bool:
    types = facts.names.only_value(node)
    return isinstance(types, ast.Tuple | ast.List | ast.Set) and len(types.elts) > 1


def _isinstance_zipped(facts: StrictFacts, call: ast.Call) -> bool:
    """`map(isinstance, (v, v), (int, float))`, `starmap(isinstance, zip(repeat(v), TYPES))`
    or `starmap(isinstance, ((v, int), (v, float)))`: `isinstance` mapped over one object
    paired with each type of a literal, one call per type."""
    if call.keywords or not call.args:
        return False
    if not facts.names.names(call.args[0]) & {"builtins.isinstance"}:
        return False
    called = facts.names.names(call.func)
    if called & _MAP and len(call.args) == 3:  # noqa: PLR2004
        return _one_subject(facts, call.args[1]) and _many_types(facts, call.args[2])
    if not (called & _STARMAP and len(call.args) == 2):  # noqa: PLR2004
        return False
    pairs = call.args[1]
    if isinstance(pairs, ast.Call) and facts.names.names(pairs.func) & _ZIP:
        return (
            len(pairs.args) == 2  # noqa: PLR2004
            and not pairs.keywords
            and _one_subject(facts, pairs.args[0])
            and _many_types(facts, pairs.args[1])
        )
    pairs = facts.names.only_value(pairs)
    if not isinstance(pairs, ast.Tuple | ast.List | ast.Set) or len(pairs.elts) < 2:  # noqa: PLR2004
        return False
    if not all(
        isinstance(pair, ast.Tuple | ast.List) and len(pair.elts) == 2 for pair in pairs.elts
    ):  # noqa: PLR2004
        return False
    return len({ast.dump(pair.elts[0]) for pair in pairs.elts}) == 1  # type: ignore[attr-defined]


def _isinstance_mapped(facts: StrictFacts, call: ast.Call) -> bool:
    """`map(partial(isinstance, v), (int, float))` or `map(lambda t: isinstance(v, t),
    TYPES)`: one `isinstance` call per type of a literal tuple, list or set (also through a
    name bound once to one), the generator form of `_isinstance_per_type` spelled by map."""
    if _isinstance_zipped(facts, call):
        return True
    if not (len(call.args) == 2 and not call.keywords and facts.names.names(call.func) & _MAP):  # noqa: PLR2004
        return False
    test, iterable = call.args
    types = facts.names.only_value(iterable)
    if not (isinstance(types, ast.Tuple | ast.List | ast.Set) and len(types.elts) > 1):
        return False
    if isinstance(test, ast.Call):
        return (
            len(test.args) == 2  # noqa: PLR2004
            and not test.keywords
            and bool(facts.names.names(test.func) & _PARTIAL)
            and bool(facts.names.names(test.args[0]) & {"builtins.isinstance"})
        )
    if not (isinstance(test, ast.Lambda) and len(test.args.args) == 1):
        return False
    body, name = test.body, test.args.args[0].arg
    return (
        isinstance(body, ast.Call)
        and _isinstance_subject(facts, body) is not None
        and isinstance(body.args[1], ast.Name)
        and body.args[1].id == name
        and not any(
            isinstance(item, ast.Name) and item.id == name for item in ast.walk(body.args[0])
        )
    )


def _held(facts: StrictFacts, node: ast.expr) -> ast.expr:
    """A name bound once to an `isinstance`-style call or its `not`, read as that value
    (`is_int = isinstance(v, int)` ... `is_int or is_float`), when each test sees the same
    object: every name the call tests is bound at most once, the tested value calls
    nothing, and no attribute or element of it is stored into between the binding and the
    read (see `_stored_between`); else `node`."""
    if not isinstance(node, ast.Name):
        return node
    value = facts.names.only_value(node)
    test = next(iter(_negated([value])), value)
    if not (isinstance(test, ast.Call) and test.args):
        return node
    subject = list(ast.walk(test.args[0]))
    if any(isinstance(item, _ACTING) for item in subject):
        return node  # (`isinstance(next(rows), int)`: each call may give another object)
    tested = [item for item in subject if isinstance(item, ast.Name)]
    if not all(len(facts.names.bindings_of(item) or ()) <= 1 for item in tested):
        return node
    return node if _stored_between(facts, subject, value, node) else value


def _stored_between(
    facts: StrictFacts, subject: list[ast.AST], start: ast.AST, end: ast.AST
) -> bool:
    """Whether an attribute or element `subject` reads (`self.value`, `row[0]`, or what
    holds it, `self.cell` of `self.cell.value`) is stored into or deleted after `start`
    ends and before `end` (`was_int = isinstance(self.value, int)`, `self.value = raw`,
    `now_str = isinstance(self.value, str)`: two objects tested, no tuple of types)."""
    read = {
        ast.unparse(item) for item in subject if isinstance(item, ast.Attribute | ast.Subscript)
    }
    if not read:
        return False
    after = (start.end_lineno or 0, start.end_col_offset or 0)
    before = (end.lineno, end.col_offset)
    return any(text in read and after <= where < before for where, text in facts.derived(_stores))


def _stores(facts: StrictFacts) -> list[tuple[tuple[int, int], str]]:
    """(position, text) of every attribute or element stored into or deleted."""
    return [
        ((item.lineno, item.col_offset), ast.unparse(item))
        for item in facts.of_type(ast.Attribute, ast.Subscript)
        if not isinstance(item.ctx, ast.Load)
    ]


def _repeated_isinstance(facts: StrictFacts, node: ast.AST) -> bool:
    """Two `isinstance` calls on one object joined by `|` or `+`, by `or` through an
    alias, or as items of `any(...)`/`max(...)`/`sum(...)` or of a literal `True` is
    looked for in (`True in (...)`, see `_tested_for_true`), or two negated ones joined by
    `and`, `&` or `*` or as items of `all(...)`/`min(...)`: `isinstance(v, (int, float))`
    by hand (SIM101 reads `or` of plain `isinstance` calls only), also when the calls are
    held in names first (see `_held`)."""

    def held(items: list[ast.expr]) -> list[ast.expr]:
        return [_held(facts, item) for item in items]

    if isinstance(node, ast.BinOp) and isinstance(node.op, _ANY_OPS):
        parts = held(_joined(node, _ANY_OPS))
    elif isinstance(node, ast.BinOp) and isinstance(node.op, _ALL_OPS):
        parts = _negated(held(_joined(node, _ALL_OPS)))
    elif isinstance(node, ast.Compare):
        parts = held(_tested_for_true(node))
    elif isinstance(node, ast.BoolOp):
        values = held(node.values)
        parts = values if isinstance(node.op, ast.Or) else _negated(values)
    elif isinstance(node, ast.Call) and facts.names.names(node.func) & _JOINS:
        single = node.args[0] if len(node.args) == 1 else None
        if _isinstance_per_type(facts, single, bool(facts.names.names(node.func) & _JOINS_ALL)):
            return True
        parts = single.elts if isinstance(single, ast.List | ast.Tuple | ast.Set) else node.args
        parts = held(parts)
        if facts.names.names(node.func) & _FALSITY_JOINS:
            parts = _negated(parts)
    else:
        return False
    subjects = [_isinstance_subject(facts, part) for part in parts]
    counts = Counter(subject for subject in subjects if subject is not None)
    return any(count > 1 for count in counts.values())


_REDUCE = frozenset({"functools.reduce", "_functools.reduce"})
_BIT_TRUTHS = frozenset({"operator.or_", "operator.__or__", "operator.and_", "operator.__and__"})


def _reduced_truth(facts: StrictFacts, node: ast.Call) -> bool:
    """`reduce(lambda found, u: found or u.is_admin, users, False)`: any()/all() folded by
    hand, a step joining the accumulator with `or`/`and` (or `|`/`&`, `operator.or_`, from
    a boolean start; from another start they may join sets or flags)."""
    if len(node.args) < 2 or not facts.names.names(node.func) & _REDUCE:  # noqa: PLR2004
        return False
    step = node.args[0]
    boolean_start = len(node.args) > 2 and _is_bool(node.args[2])  # noqa: PLR2004
    if not isinstance(step, ast.Lambda):
        return boolean_start and bool(facts.names.names(step) & _BIT_TRUTHS)
    parameters = step.args.args
    if len(parameters) != 2:  # noqa: PLR2004
        return False
    body = step.body
    if isinstance(body, ast.BoolOp):
        operands = body.values
    elif (
        boolean_start
        and isinstance(body, ast.BinOp)
        and isinstance(body.op, ast.BitOr | ast.BitAnd)
    ):
        operands = [body.left, body.right]
    else:
        return False
    accumulated = parameters[0].arg
    return any(isinstance(item, ast.Name) and item.id == accumulated for item in operands)


_TRUTH_CALLS = frozenset({"builtins.bool", "builtins.isinstance", "builtins.issubclass",
                          "builtins.callable", "builtins.hasattr"})  # fmt: skip
"""Builtins whose result is True or False."""
_GETITEM = frozenset({"operator.getitem", "operator.__getitem__", "_operator.getitem"})
_PICKERS = frozenset({"get", "__getitem__"})
"""Methods that pick an entry of a table by its key (`{True: 'on', False: 'off'}.get(c)`)."""
_PAIR_CHOICE = 2


def _truth_valued(facts: StrictFacts, node: ast.expr) -> bool:
    """An expression worth True or False: a comparison, `not x`, `bool(x)`, `isinstance(...)`
    and kin, a boolean constant, or `and`/`or` of them."""
    if isinstance(node, ast.Compare) or _is_bool(node):
        return True
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.Not)
    if isinstance(node, ast.BoolOp):
        return all(_truth_valued(facts, value) for value in node.values)
    return isinstance(node, ast.Call) and bool(facts.names.names(node.func) & _TRUTH_CALLS)


def _only_booleans(table: ast.expr) -> bool:
    """`[False, True]`, `(True, False)`, `{True: True, False: False}`: a literal of nothing
    but boolean constants (a dict's keys and values both)."""
    if isinstance(table, ast.Dict):
        items: list[ast.expr | None] = [*table.keys, *table.values]
    elif isinstance(table, ast.List | ast.Tuple):
        items = list(table.elts)
    else:
        return False
    return bool(items) and all(_is_bool(item) for item in items)


def _truth_table(facts: StrictFacts, table: ast.expr, key: ast.expr) -> bool:
    """Whether picking `table[key]` is an if/else in disguise: the table is a literal of
    booleans (also through a name bound once to one), a dict literal keyed by `True` and
    `False` (`{True: 'even', False: 'odd'}[c]`), or a pair picked by a condition
    (`('odd', 'even')[n % 2 == 0]`)."""
    if isinstance(table, ast.Name):
        table = facts.names.only_value(table)
        return _only_booleans(table)
    if _only_booleans(table):
        return True
    if isinstance(table, ast.Dict):
        if _is_bool(key) and table.keys and None not in table.keys:
            return True  # `{age >= limit: True}.get(True, False)`: keyed by the condition
        return bool(table.keys) and all(_is_bool(item) for item in table.keys)
    return (
        isinstance(table, ast.List | ast.Tuple)
        and len(table.elts) == _PAIR_CHOICE
        and not any(isinstance(item, ast.Starred) for item in table.elts)
        and _truth_valued(facts, key)
    )


def _picked(facts: StrictFacts, node: ast.AST) -> tuple[ast.expr, ast.expr] | None:
    """(table, key) of a lookup: `table[key]`, `table.get(key)`, `table.__getitem__(key)`
    or `operator.getitem(table, key)`."""
    if isinstance(node, ast.Subscript):
        loaded = isinstance(node.ctx, ast.Load) and not isinstance(node.slice, ast.Slice)
        return (node.value, node.slice) if loaded else None
    if not isinstance(node, ast.Call) or not node.args or node.keywords:
        return None
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr in _PICKERS:
        return func.value, node.args[0]
    if len(node.args) == _PAIR_CHOICE and facts.names.names(func) & _GETITEM:
        return node.args[0], node.args[1]
    return None


def _boolean_detours(facts: StrictFacts) -> list[Finding]:
    """A value picked from a literal by a condition (see `_truth_table`), and `and`/`or`
    with `True` or `False` as an operand (`c and True or False`)."""
    found: list[Finding] = []
    booleans = "True" in facts.code or "False" in facts.code
    for node in facts.of_type(ast.Subscript, ast.Call):
        lookup = _picked(facts, node)
        if lookup is None:
            continue
        table, key = lookup
        if isinstance(table, ast.Name) and not booleans:
            continue
        if _truth_table(facts, table, key):
            message = "a value picked from a literal by a condition; use the condition itself"
            found.append((facts.line_of(node), f"{message} or a conditional expression"))
    if booleans:
        found += [
            (facts.line_of(node), "`and`/`or` with True or False; use the condition itself")
            for node in facts.of_type(ast.BoolOp)
            if any(_is_bool(value) for value in node.values)
        ]
    return found


_BOOL = frozenset({"builtins.bool"})


def _disguised_boolean(facts: StrictFacts, node: ast.AST) -> bool:
    """`not False`, `not ()`, `bool()`, `bool(0)`, `1 == 1`: True or False computed from
    constants alone, a boolean constant written roundabout."""
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.Not) and _constant_literal(node.operand)
    if isinstance(node, ast.Compare):
        return _constant_literal(node)
    if not isinstance(node, ast.Call) or node.keywords or len(node.args) > 1:
        return False
    if node.args and not _constant_literal(node.args[0]):
        return False
    return bool(facts.names.names(node.func) & _BOOL)


_COMPREHENSIONS = (ast.GeneratorExp, ast.ListComp, ast.SetComp)
_FOLDS = {"builtins.max": "any", "builtins.min": "all"}
"""`max`/`min` of truths: as true as any / all of them."""


def _folded_truth(facts: StrictFacts, node: ast.Call) -> str | None:
    """`max((u.is_admin for u in users), default=False)`, `min(x > 0 for x in xs)`: any()
    or all() written as `max`/`min` of a comprehension with a boolean default or a
    truth-valued item (see `_truth_valued`); the name of the builtin it spells."""
    if len(node.args) != 1 or not isinstance(node.args[0], _COMPREHENSIONS):
        return None
    folds = [_FOLDS[name] for name in facts.names.names(node.func) if name in _FOLDS]
    if len(folds) != 1:
        return None
    default = [word.value for word in node.keywords if word.arg == "default"]
    if any(word.arg not in {"default", None} for word in node.keywords):
        return None  # a `key=` picks an item, not a truth
    boolean = bool(default) and (_is_bool(default[0]) or _disguised_boolean(facts, default[0]))
    return folds[0] if boolean or _truth_valued(facts, node.args[0].elt) else None


def _looked_for_truth(node: ast.Compare) -> bool:
    """`True in (u.is_admin for u in users)`, `False not in [...]`: any()/all() written as
    a boolean looked for among a comprehension's items."""
    return (
        len(node.ops) == 1
        and isinstance(node.ops[0], ast.In | ast.NotIn)
        and _is_bool(node.left)
        and isinstance(node.comparators[0], _COMPREHENSIONS)
    )


def _annotations(facts: StrictFacts) -> frozenset[int]:
    """id() of the annotations of parameters, returns and annotated assignments (`->
    bool():` is a typo in a type, no logic)."""
    found: list[ast.expr | None] = []
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.AnnAssign):
        if isinstance(node, ast.AnnAssign):
            found.append(node.annotation)
            continue
        arguments = node.args
        every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                 arguments.vararg, arguments.kwarg]  # fmt: skip
        found += [node.returns, *(item.annotation for item in every if item is not None)]
    return frozenset(id(item) for item in found if item is not None)


def _boolean_shortcuts(facts: StrictFacts) -> list[Finding]:
    """Boolean constants written roundabout (see `_disguised_boolean`), and any()/all()
    written as `max`/`min` (see `_folded_truth`) or as a boolean looked for among a
    comprehension's items (see `_looked_for_truth`)."""
    found: list[Finding] = []
    code = facts.code
    calls = "bool(" in code or "max(" in code or "min(" in code or facts.runs_code_dynamically
    kinds = (ast.UnaryOp, ast.Compare, ast.Call) if calls else (ast.UnaryOp, ast.Compare)
    for node in facts.of_type(*kinds):
        kind = type(node)
        if kind is ast.UnaryOp and node.op.__class__ is not ast.Not:  # type: ignore[attr-defined]
            continue
        if kind is ast.Compare and not isinstance(node.left, _LITERAL_STARTS):  # type: ignore[attr-defined]
            continue
        if _disguised_boolean(facts, node):
            if id(node) not in facts.derived(_annotations):
                message = "a boolean constant written roundabout; write True or False"
                found.append((facts.line_of(node), message))
        elif kind is ast.Call and (spelled := _folded_truth(facts, node)):  # type: ignore[arg-type]
            message = f"{spelled}() written as a max()/min() of truths; use {spelled}()"
            found.append((facts.line_of(node), message))
        elif kind is ast.Compare and _looked_for_truth(node):  # type: ignore[arg-type]
            message = "a boolean looked for among a comprehension's items; use any() or all()"
            found.append((facts.line_of(node), message))
    return found


_EMPTY_MAKERS = frozenset({"builtins.list", "builtins.set", "builtins.tuple", "builtins.dict",
                           "builtins.frozenset"})  # fmt: skip


def _empty_collection(facts: StrictFacts, node: ast.expr) -> bool:
    """`[]`, `()`, `{}`, `set()`, `list()`: an empty collection."""
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return not node.elts
    if isinstance(node, ast.Dict):
        return not node.keys
    return (
        isinstance(node, ast.Call)
        and not node.args
        and not node.keywords
        and bool(facts.names.names(node.func) & _EMPTY_MAKERS)
    )


def _compared_to_empty(facts: StrictFacts, node: ast.Compare) -> bool:
    """`[u for u in users if u.is_admin] != []` (or `==`, either way round, or `list(filter(
    f, xs)) != []`): a filtered collection built only to ask whether anything matched."""
    if len(node.ops) != 1 or not isinstance(node.ops[0], ast.Eq | ast.NotEq):
        return False
    left, right = node.left, node.comparators[0]
    if _empty_collection(facts, left):
        left, right = right, left
    return _empty_collection(facts, right) and _filtered_truth(facts, left)


_EQUALITIES = frozenset({"operator.eq", "operator.__eq__", "operator.ne", "operator.__ne__",
                         "_operator.eq", "_operator.ne"})  # fmt: skip
_NOTS = frozenset({"operator.not_", "operator.__not__", "_operator.not_"})


def _an_equality(facts: StrictFacts, node: ast.expr) -> bool:
    """`a == b` or `a != b`, also spelled `operator.eq(a, b)`, `operator.ne(a, b)` or
    `a.__eq__(b)` / `a.__ne__(b)`."""
    if isinstance(node, ast.Compare):
        return len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq | ast.NotEq)
    if not isinstance(node, ast.Call) or node.keywords:
        return False
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr in {"__eq__", "__ne__"}:
        return len(node.args) == 1
    return len(node.args) == _PAIR_CHOICE and bool(facts.names.names(func) & _EQUALITIES)


def _negated_equalities(facts: StrictFacts) -> list[Finding]:
    """`not operator.eq(a, b)`, `operator.not_(a == b)`, `not a.__eq__(b)`: SIM201/SIM202's
    `not a == b` spelled through `operator` or the dunder (write `a != b`)."""
    code = facts.code
    found: list[Finding] = []
    message = "a negated equality; use `!=` or `==`"
    if "not" in code and ("eq" in code or "ne" in code):
        found += [
            (facts.line_of(node), message)
            for node in facts.of_type(ast.UnaryOp)
            if isinstance(node.op, ast.Not)
            and isinstance(node.operand, ast.Call)
            and _an_equality(facts, node.operand)
        ]
    if "not_" in code or "__not__" in code or facts.runs_code_dynamically:
        found += [
            (facts.line_of(node), message)
            for node in facts.of_type(ast.Call)
            if len(node.args) == 1
            and not node.keywords
            and facts.names.names(node.func) & _NOTS
            and _an_equality(facts, node.args[0])
        ]
    return found


_QUANTIFIERS = frozenset({"builtins.any", "builtins.all"})
_NEGATED_ITEMS = (ast.GeneratorExp, ast.ListComp, ast.SetComp)
_MAPPED_ARGS = 2
"""`map(function, iterable)`."""


def _negated_quantifiers(facts: StrictFacts) -> list[Finding]:
    """`not any(not p for ...)`, `not all(not p for ...)` (also `operator.not_(...)`
    around, or the items negated by `map(operator.not_, xs)`): a double negation of
    `all(p for ...)` or `any(p for ...)`, which is the simplified form."""
    code = facts.code
    if "not" not in code or ("any" not in code and "all" not in code):
        return []
    found: list[Finding] = []
    for node in facts.of_type(ast.UnaryOp, ast.Call):
        if isinstance(node, ast.UnaryOp):
            operand = node.operand if isinstance(node.op, ast.Not) else None
        elif len(node.args) == 1 and not node.keywords and facts.names.names(node.func) & _NOTS:
            operand = node.args[0]
        else:
            continue
        if _quantifies_negations(facts, operand):
            message = "a negated any()/all() of negated items; use all()/any() of the items"
            found.append((facts.line_of(node), message))
    return found


def _quantifies_negations(facts: StrictFacts, node: ast.expr | None) -> bool:
    """`any(...)` or `all(...)` of one comprehension whose items are each `not ...`, or of
    `map(operator.not_, xs)`."""
    if not isinstance(node, ast.Call) or len(node.args) != 1 or node.keywords:
        return False
    if not facts.names.names(node.func) & _QUANTIFIERS:
        return False
    items = node.args[0]
    if isinstance(items, _NEGATED_ITEMS):
        return isinstance(items.elt, ast.UnaryOp) and isinstance(items.elt.op, ast.Not)
    return (
        isinstance(items, ast.Call)
        and len(items.args) == _MAPPED_ARGS
        and not items.keywords
        and "builtins.map" in facts.names.names(items.func)
        and bool(facts.names.names(items.args[0]) & _NOTS)
    )


def _elif_ids(facts: StrictFacts) -> set[int]:
    """The ids of the `if` statements written as an `elif` of another."""
    return {
        id(node.orelse[0])
        for node in facts.of_type(ast.If)
        if len(node.orelse) == 1 and is_elif(node, node.orelse[0])
    }


def _roundabout_branches(facts: StrictFacts) -> list[Finding]:
    """`if c: pass` / `else: work` (an `if` whose body is only padding before a plain
    `else`: write `if not c: work`, or the inverted comparison), and a conditional
    expression choosing its own test (`x if x else y`, `y if not x else x`: write `x or
    y`; `y if x else x`, `x if not x else y`: write `x and y`). An `elif` doing nothing
    is left alone: in a chain of cases it says which case needs no work (`elif op == '+':
    pass` between `'*'` and an `else` that raises)."""
    found: list[Finding] = []
    elifs = _elif_ids(facts)
    for node in facts.of_type(ast.If):
        orelse = node.orelse
        if (
            orelse
            and id(node) not in elifs
            and not (len(orelse) == 1 and is_elif(node, orelse[0]))
            and not without_noops(node.body)
        ):
            message = "an `if` doing nothing before an `else`; invert the condition"
            found.append((facts.line_of(node), message))
    for node in facts.of_type(ast.IfExp):
        test = node.test
        negated = isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not)
        subject = ast.dump(test.operand if negated else test)  # type: ignore[attr-defined]
        if subject in {ast.dump(node.body), ast.dump(node.orelse)}:
            message = "a conditional expression choosing its own test; use `or` / `and`"
            found.append((facts.line_of(node), message))
    return found


_LITERAL_STARTS = (ast.Constant, ast.Tuple, ast.List, ast.Set, ast.Dict, ast.UnaryOp, ast.BinOp)
"""What the left side of a comparison of constants alone (or `True in ...`) may be."""


class SimplifiedLogic(Instruction):
    """Write control flow and conditions in their simplest form.

    What it asks:
        No needlessly roundabout constructs: nested `if`s that can be one condition,
        `if c: return True else: return False`, if/else blocks that only pick a value
        (use a conditional expression or `dict.get`), `try: ... except: pass` (use
        `contextlib.suppress`), `key in d.keys()`, `not a == b`, repeated `isinstance`
        calls, nested `with` statements and loops that reimplement `any`/`all`.

    Why:
        Each of these hides a simple intent behind extra lines and indentation. They are
        typical of generated code that was correct first and never tidied.

    Verified by:
        Ruff flake8-simplify, every SIM rule (all of them are stable in Ruff 0.17.6).
        A conditional expression is only demanded where it fits the line length. The
        rules match exact shapes, so padding a block with `pass`, `...` or a constant,
        or writing a search loop with a flag instead of a `return`, hides the pattern.

    Strict mode:
        Looks for the same patterns (nested `if`s, if/else picking a value or returning
        a boolean, nested `with`, an except block that only ignores the error, a search
        loop before `return True/False`, also one whose test is a one-case match of a
        value or bare type pattern; two `if`s without else, each only assigning one name, on a
        call-free test and its `not` or inverted comparison; `isinstance` mapped per type
        of a literal by `map(partial(isinstance, v), ...)` or a lambda, or by
        `map(isinstance, (v, v), TYPES)`, `starmap(isinstance, zip(repeat(v), TYPES))` or
        `starmap(isinstance, ((v, int), (v, float)))`) with padding
        removed: `pass`, `...`, a `for` over an empty literal, constant statements,
        literals of constants or operators on them as statements (`()`,
        `[]`, `not False`), lambdas, bare names or attribute chains as statements
        (`order`, `self.x`), a method called on a literal of constants given only such
        values (`[].clear()`, `''.join(())`), any expression statement holding no call,
        `await`, `yield`, assignment expression or comprehension (`path[:0]`,
        `customer, cart`, `a == b`), a text method that only makes a new value
        (`strip`, `lower`, `upper`, `startswith`, `isdigit` and kin) called on a name or
        attribute chain given only such values (`raw.strip()`), a call of `id`, `type`,
        `callable`, `repr`, `str`, `ascii`, `abs`, `isinstance`, `issubclass` or `hasattr`
        given only such values (`id(order)`), `len`, `bool`, `int`, `float` or `hash` given
        only such values (`len(cart.items)`), a `while` or `if` on a false constant whose
        `else` (if any) is padding (`while False: pass`), a `with` of idle contexts
        only (`nullcontext()`, of a constant, bound to no name) around nothing but padding
        (`with nullcontext(): pass`), `print` of nothing with an
        empty `end` (`print(end='')`), a name assigned to itself
        (`port = port`), `_` assigned a literal of constants or such a call (`_ = None`,
        `_ = id(order)`, `_ = raw.strip()`), `assert` of a true constant, `del` of
        plain names and `global`/`nonlocal` declarations in an except block (`del path`,
        `global _UNUSED`: the handler only ignores the error),
        and, in the body of an `if` inside a function (in code that reads no names
        through `locals()`, `vars()` or code run from strings), a name the code never
        reads and the function does not declare `global` or `nonlocal` assigned such a
        value, a name or an attribute chain (`checked = order` between nested `if`s,
        also beside an unrelated `global` statement), or stepped by one (`retries +=
        0`, `retries += 1`, also written out, `retries = retries + 1`, annotated or as an
        assignment expression statement, `(retries := retries + 1)`, a name only such
        steps read counting as never read); and with the
        `continue` ending a loop's body (also at the end of each branch of an `if` ending
        it) removed, with a guard that only continues (`if not c: continue` followed by
        more) read, for the two-statement patterns, as the `if` it stands for (`if c:
        return True`), and with a `while` loop (no `else`) that runs its body at most
        once (it ends in `return`, `raise` or `break` and holds no `continue`) read as
        the `if` it is (`while c: return True` before `return False`; a final `break`
        dropped), and also
        fails a boolean constant computed from constants alone (`not False`, `not ()`,
        `bool()`, `bool(0)`, a comparison of constants such as `1 == 1`: write True or
        False); a boolean returned through `assert`: `try: assert c` / `except
        AssertionError: return False` with `return True` after the assert, in the `try`'s
        `else:` or after it (return the condition); `max(...)` or `min(...)` of one
        generator or list or set comprehension with a boolean `default=` or a
        truth-valued item (a comparison, `not`, `isinstance(...)` and kin), and `True in
        (...)`/`False not in [...]` of a comprehension (write `any()`/`all()`); two
        `isinstance` calls on one object joined by `|` or `+` (`isinstance(v, int) |
        isinstance(v, float)`), by `or` through an alias, or as items of `any(...)`,
        `max(...)`, `sum(...)` or a literal `True` is looked for in (`True in
        (isinstance(v, int), isinstance(v, float))`), or two
        negated ones joined by `and`, `&` or `*` (`not isinstance(v, int) and not
        isinstance(v, float)`) or as items of `all(...)` or `min(...)` (pass a tuple of
        types), one `isinstance` call per type of a literal tuple, list or set in a
        comprehension given to those calls (`any(isinstance(v, t) for t in (int,
        float))`, `all(not isinstance(v, t) for t in ...)`; also through a name bound
        once to such a literal, `for t in TYPES`),
        `issubclass(type(v), T)` read as `isinstance(v, T)` and two
        `issubclass` calls on one class joined so (`issubclass(cls, A) or
        issubclass(cls, B)`: pass a tuple), also when the calls (or their `not`s) are
        held first in names each bound once, testing names bound at most once
        (`is_int = isinstance(v, int)` ... `if is_int or is_float:`; not a value that
        calls, `isinstance(next(rows), int)`, nor one whose attribute or element is
        stored into between the binding and the test, `self.value = raw`, each test
        then seeing another object); `functools.reduce`
        with a step joining the accumulator by `or`/`and` (`lambda found, u: found or
        u.is_admin`), or by `|`/`&`
        or `operator.or_`/`and_` from a boolean start (write `any()`/`all()`);
        a loop whose body is one `if` setting a boolean flag, and
        breaking (`for` or `while`; the flag may also be written with 0, 1 or None, `found
        = 0` ... `found = 1; break`, set to another of them than it started with), or not
        breaking and setting the flag to the other
        boolean than it started with, or a `for` loop whose body only joins an item into
        the flag (`found |= u.is_admin`, `found = found or ...`, `found = max(found,
        ...)`; `&=`/`and`/`min` from True)
        (`for` loops whose test or joined item calls nothing but pure
        builtins such as `len` and `isinstance`, over a literal, `range(...)`, a parameter
        or a name bound only to literals, or an attribute of `self` or `cls` that the code
        only ever sets to such values (`self.members = members`, a class-body value) or
        that a class body declares as a field annotated with a list, tuple, set, dict or
        sequence type, and no class defines as a method or property) (write
        `any()`/`all()`); a `while`
        index loop whose body is an `if` returning True/False and a step of the counter
        its test reads (`i += 1`, also `i = i + 1`), maybe after names bound to values
        calling nothing (`inv = invoices[i]`; one reading its own last value that the
        test reads, `run = run + 1 if xs[i] == x else 0`, carries state from item to item
        and passes), before `return False/True`; a `while`
        loop whose body only steps an index by one and whose test is an `and` of a
        comparison of the index with a bound and a test reading the index (`while i <
        len(xs) and not p(xs[i]): i += 1`), before a return comparing the index with
        the same bound (`return i < len(xs)`, `i == n`: whether it stopped short of the
        end; write `any()`/`all()`, an index returned or read otherwise is a position
        and passes); a `while` index loop whose test is an `and` holding a flag or its
        `not` (`while i < len(xs) and not found:`), whose body only sets that flag
        (`found = xs[i] == x`, `found |= ...`, `found: bool = ...`, or `if c: found =
        True`), maybe after names bound to values calling nothing (none carried into the
        flag, as above), and steps by one, last or first, a counter the items are indexed
        by (`xs[i]`, `xs[i - 1]`), before a return of the flag (or its `not`, or
        `bool(found)`; write `any()`/`all()`; a retry loop indexing nothing, or a flag
        read otherwise, passes); a search
        loop (`for` whose body is one `if` returning a boolean) nested in one or more
        `for` loops of one statement each (maybe an `if` without `else`), no `else:`,
        before a return of a boolean (write `any()`/`all()` of a nested generator); `if c:` whose
        `return True/False` sits in `with nullcontext():` (also `contextlib.`, or of a
        constant, bound to no name) before a return of the other boolean (return the
        condition); `if c:` returning a boolean made by a call on constants alone
        (`bool(1)`, `operator.truth(1)`, `operator.not_(1)`) before (or with an `else:`
        returning) one of the other boolean, constant or so made (return the condition); a
        search loop whose body is only two or more `if`s without `else`, each returning the
        same boolean, before a return of the other (write `any()`/`all()`); a search loop
        (no `else:`) whose body is one `if` (no `else`) on a name or attribute chain that
        returns that same name or chain, before `return False` (`if user.is_admin: return
        user.is_admin`: write `any()`); an `if` (no `else`) whose body, padding left out, is
        one or more nested `with` statements of idle contexts, or `try` statements whose
        `else`/`finally` are padding and whose handlers only re-raise (`finally: pass`,
        `except E: raise`), around one `if` (no `else`) (`if a:` /
        `with nullcontext():` / `if b:`: write `if a and b:`); a search loop
        whose body
        first assigns one name read only by the test of the `if` returning a boolean
        that follows (`role = user.role.lower()` / `if role == 'admin': return True`),
        no `else:`, before a return of a boolean (write `any()`/`all()`);
        `key in list(d.keys())` (also
        `[*d.keys()]` and other displays unpacking it) and `key in
        dict.keys(d)` (the method taken from a mapping type, also wrapped so) or `key in
        getattr(d, 'keys')()` (also `operator.methodcaller('keys')(d)`, or `names()` with
        `names` bound only to a bound `.keys` method, `names = d.keys`), also through a
        name bound once to such a copy or to `d.keys()` (`known = tuple(d.keys())` /
        `key in known`, where the function does not store into, delete from, call a
        changing method on or rebind `d`: a snapshot of a changing `d` passes),
        `d.keys().__contains__(key)` and `operator.contains(d.keys(), key)`, and a loop
        or comprehension over `dict.keys(d)`, `getattr(d, 'keys')()` or such a
        `names()` (a loop over
        `list(d.keys())`, a copy taken to change `d`, passes); `not operator.eq(a, b)`,
        `not a.__eq__(b)` and `operator.not_(a == b)` (also `ne`/`!=`: SIM201/SIM202's
        negated equality, write `a != b`); an if/else
        (not an `elif`) whose branches only assign one attribute or entry (`self.x = a` /
        `self.x = b`, `d[k] = ...`) or one tuple target (`unit, factor = a, b`), or only
        make one call storing its last argument that
        differs in nothing else (`setattr(self, 'mode', a)` / `setattr(self, 'mode', b)`,
        also `obj.__setattr__`, `object.__setattr__`, `d.__setitem__` and
        `operator.setitem`), or one name with an annotation (`label: str = a` /
        `label: str = b`) or one name by an assignment expression as a statement
        (`(text := 'item')` / `(text := 'items')`), or only update one target with one
        operator (`total *= 0.9` /
        `total *= 1.0`), which SIM108 checks for plain names without one only, where the
        conditional expression fits in 79 characters (style_3's default limit, below
        Ruff's 88); an if/elif chain (three or more tests) testing one subject for
        equality with distinct constants, each branch, and the `else` if any, only
        assigning a constant to one target (`if code == 200: text = 'OK'` / `elif code ==
        404: ...`: write `dict.get`, as SIM116 asks of such chains that return), and a
        `match` of three or more cases of constant values (`case 200:`, `case 2 | 3:`, no
        guard), each, and a last `case _:` if any, only assigning a constant to one target
        or only returning a constant (write `dict.get`); `flag =
        False` / `if c: flag = True` / `return flag` (also set by an operator with a
        boolean constant or by `not`, `flag |= True`, `flag ^= True`, `flag = not flag`;
        return the condition); `count = 0` then a `for` loop whose body is one `if` adding 1 to it
        (`count += 1` or `count = count + 1`, then maybe `break`; without `break`, only
        where the flag loop below would count: a test calling pure builtins only, over
        what the function holds), in a function (no `global`/`nonlocal` of it) that reads
        the count only to test whether it is above zero (`count > 0`, `!= 0`, `>= 1`,
        `== 0`, `< 1`, either way round, or its truth: write `any()`); likewise `hits = []`
        then such a loop whose `if` only appends to it (then maybe `break`), in a function
        that reads the list only to test whether it is empty (`len(hits) > 0` and kin,
        `hits != []`, `== []`, or its truth: write `any()`); a count of a
        filtered comprehension tested for a match
        (`len([u for u in users if u.is_admin]) > 0`, also `!= 0`, `>= 1`, `== 0`,
        `< 1`, and `sum(1 for ... if ...)`; also `len(list(filter(f, xs)))` and kin, and
        through a name bound once to such a collection and read only there, `unsigned =
        [d for d in docs if not d.signature]` / `return len(unsigned) == 0`, here and in the
        two tests below), or compared with an empty collection (`[u for
        u in users if u.is_admin] != []`, also `==`, `list(filter(f, xs)) != []`,
        `set()`), `next((True for ... if ...), False)`, `next((v for k, v in d.items() if k
        == key), default)` or `next((d[k] for k in d if k == key), default)` (a scan for
        an equal key: write `d.get(key, default)`), nested tests with no `else` where one
        is a one-case match of an unguarded value or bare type pattern (`if a:` / `match
        b: case True:` / `if c:`, write one `if`; such a match also counts as the `if` of
        a boolean flag returned), a `for` loop whose body is one
        `if` that only breaks, with an `else:` returning a boolean, before a return of
        the other, and a `for` loop over a filter (`filter(...)`,
        `itertools.filterfalse(...)`, a comprehension with an `if`) whose body only
        returns a boolean, before a return of the other (write `any()`); and a loop whose last
        statement is a `try` with one handler that only
        `continue`s, which ignores the error as `pass` would (write
        `contextlib.suppress`); a lookup with a default written as `try: v = d[k]` /
        `except KeyError: v = default` (or both arms returning; also `except
        LookupError` when `d` is a name bound only to a dict literal, comprehension or
        `dict(...)`, or to parameters annotated with a mapping, or the key is a string
        constant and `d` is bound only so or to unannotated parameters, or is an
        attribute (`os.environ['HOME']`), in a module not importing `re` or `sqlite3`,
        whose `match['year']` and `row['name']` raise IndexError and have no `.get`), or
        as `if k not in d: return default` / `return d[k]` (or `if k in d: return d[k]` /
        `return default`, or `v = default` / `if k in d: v = d[k]` with no `else`; the
        test also written `not k in d`, `d.__contains__(k)`,
        `operator.contains(d, k)` or on `d.keys()`), where `d` is a name or attribute (not
        `self`, `cls` or a CapWords name: an Enum looked up by name, `Color[name]`, has no
        `.get`), nothing showing it is other than a dict (not a pandas indexer `df.loc`,
        nor bound to an object of a class or of `configparser`, NumPy or pandas, `parser =
        ConfigParser()`, a class, or a parameter annotated with a type other than a
        mapping, nor an unannotated parameter in a module whose own class is indexed by key
        and has no `get`), `k` a name, attribute or constant
        and the default a constant, name, attribute or literal of them (a default built
        by a call is evaluated lazily only by the by-hand form) (write `d.get(k,
        default)`); an `else:` of nothing but `pass` or `...` whose removal shows
        nested `if`s, a flag loop, a flag returned or a search loop before a boolean
        return; a `match` whose cases test values or bare types only (`case 'sat' |
        'sun':`, `case True:`, `case int() | float():`, no guard) before a last `case
        _:` taking the rest (or, on a subject worth True or False such as a comparison,
        a last `case True:` after a case testing `False`, or the other way round),
        that returns True or
        False in each case (return the test), or, with one value case, only assigns one
        name in both where the conditional expression fits in 79 characters; a filtered
        comprehension (or `filter(...)` wrapped in `list`, `len` and kin) read only for
        its truth (`bool([u for u in users if u.is_admin])`, `if len({...}):`, `not
        list(filter(f, xs))`: write `any()`); a `while` loop over `next()` (`while (v :=
        next(it, None)) is not None:`) whose body is one `if` returning a boolean, before
        a return of the other (write `any()`/`all()`); a `try` whose body opens with
        `next()` of a filtered iterable (a comprehension with an `if`, `filter(...)` or
        `itertools.filterfalse(...)`, also behind `iter()`), its item thrown away or
        assigned to a name never read, with one `except StopIteration:` returning a
        boolean and the other returned after the `next()`, in the `else:` or after the
        `try` (write `any()`); and, inside a function with no
        `global`/`nonlocal` declaration of those names, a `try` with one handler (and no
        `else`/`finally`) that only assigns constants or names to names the code never
        reads (`except ValueError: ignored = text`) or holds bare names, and anywhere
        such a handler that only
        deletes the caught exception's name (`del err`), assigns a name or attribute to
        itself (`port = port`) or adds 0 or multiplies by 1 (`count += 0`), or calls
        `print` to print nothing (`print(end='')`, only empty strings and `end=''`) or a
        builtin such as `len`, `str` or `int`, or a function that only reports a value
        (`sys.exc_info()`, `traceback.format_exc()`, `os.getcwd()`, `time.time()`,
        `locals()`), on names and constants, its result thrown away, or a method of a
        literal of constants or of an object a builtin makes from
        constants in place, given only names, constants or literals of them
        (`[].clear()`, `list().clear()`), or waits no time (`time.sleep(0)`, under any
        spelling of `time.sleep`; not in a polling loop's retry, a `try` ending the body
        of a `while`, or of a `for` whose target the `try` does not read (`for _ in
        range(attempts):`), where it yields the processor before the same attempt is
        made again), or calls, by the name its `def` alone binds, an undecorated function
        of the code whose body, docstring aside, is only padding or a bare `return`
        (`_ignore()`, `_ignore(err)`), which ignores the error as `pass` would
        (write `contextlib.suppress`); such a `try` whose handler only `return`s (no
        value, or `None`) as the last statement of a function that returns no value
        (also of an `if`, `else` or `with` block ending it), where the function ends
        anyway (write `contextlib.suppress`); a `try` with two or more handlers that each
        only `pass` (or padding), and no `else` or `finally` (write `contextlib.suppress(A,
        B)`); a value picked from a literal by a condition: a
        literal tuple, list or dict of nothing but booleans (`[False, True][c]`,
        `{True: True, False: False}[c]`, also through a name bound once to one), a dict
        literal keyed only by `True` and `False` (`{True: 'on', False: 'off'}[c]`), a
        dict literal (no `**`) looked up by `True` or `False` (`{age >= limit:
        True}.get(True, False)`: keyed by the condition), or a
        literal pair indexed by a comparison, `not`, `bool(...)`, `isinstance(...)` and
        kin or `and`/`or` of them (`('odd', 'even')[n % 2 == 0]`), read by subscript,
        `.get(...)`, `.__getitem__(...)` or `operator.getitem` (write the condition or a
        conditional expression); and `and`/`or` with `True` or `False` as an operand (`c
        and True or False`, `c or False`: write the condition, or `bool(c)`); an `if`
        whose body is only padding before a plain `else` (`if c: pass` / `else: work`:
        invert the condition; an `elif` doing nothing in a chain of cases is no such
        `if`: it names the case that needs no work), and a conditional expression
        choosing its own test (`x if x else y`, `y if not x else x`: write `x or y`;
        `y if x else x`, `x if not x else y`: write `x and y`); and `any()` or `all()`
        of negated items, negated (`not any(not v > 0 for v in values)`, also `not
        all(...)`, through `operator.not_`, and items negated by `map(operator.not_,
        xs)`: write `all(v > 0 for v in values)` or `any(...)`). Still
        possible: a `try` whose handler only `continue`s before more of the loop's body
        (`except ValueError: continue` / `total += value`: it skips the rest of the
        round, the usual way to pass over bad input), an index search loop whose test
        also reads a name stepped on its own
        last value for show (`n = n + 1` ... `if xs[i] == x or n < 0:`), a flag-guarded
        index loop setting its flag and counter in one tuple assignment (`found, i = xs[i]
        == x, i + 1`), booleans held
        in names (`YES = True` ... `return YES`) or made by
        `bool` under another name (`truth = bool; truth()`), padding by a
        step that changes nothing on a name read elsewhere or on an item or attribute
        (`count += 0`, `self.count += 0`) between nested `if`s, a handler doing
        nothing by a call of a function the code defines that does something, or
        reached otherwise than by its name (a method, an alias), or of a library
        other than those reporting functions (`sys.stdout.write('')`), a lookup table
        keyed by booleans held in a name (`LABELS[flag]` with
        `LABELS = {True: 'on', False: 'off'}`), an if/elif/else of only two equality
        tests picking a constant (honest code writes it often; SIM116 counts three),
        roundabout logic of other shapes (`x if x is not None else y`, `if c: pass` /
        `elif d: work`), a default then an
        override (`timeout = 10` / `if slow: timeout = 60`, an honest idiom) other than
        a boolean flag returned at once, a lookup caught as `LookupError` (which also
        serves lists) by a key other than a string constant on a name the code does not
        show is a dict, or a nested one (`d[a][b]`, which `.get` would not cover), one on
        an object whose `.get` differs or is missing (see above), a `match` with class
        patterns holding sub-patterns, mapping patterns or guards returning booleans,
        `reduce` joining by `|` from a start other than a boolean (a union of sets or
        flags), a module-level handler setting
        a flag importers may read (`HAS_UJSON = False`), and a flag loop without `break`
        whose test calls a
        function or method (`if not _check(record)`: it may log every bad item, which
        any() would stop doing at the first) or that reads a stream or other iterable it
        does not hold (`for line in proc.stdout`: any() would stop draining the pipe).
    """

    id = "logic_5"
    name = "simplified_logic"
    category = "logic"
    description = "Simplify control flow: merged conditions, ternaries, dict.get, suppress."
    generation_prompt = (
        "Keep the logic simple: merge nested ifs into one condition, return boolean "
        "expressions directly instead of if/else returning True/False, use conditional "
        "expressions or dict.get() for if/else blocks that only choose a value, use "
        "contextlib.suppress() instead of try/except/pass, and use any()/all() instead of "
        "loops that search for a match."
    )
    edit_prompt = (
        "Simplify the code: collapse nested ifs, return conditions directly instead of "
        "True/False branches, replace value-picking if/else blocks with conditional "
        "expressions or dict.get(), replace try/except/pass with contextlib.suppress(), and "
        "replace search loops with any()/all()."
    )
    # No conflict with style_3 (line length): SIM108 asks for a conditional expression only
    # where it fits the configured line-length, which style_3 sets in the same ruff.toml.
    ruff_rules = ("SIM",)

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """flake8-simplify's patterns behind padding, flag loops and wrapped keys()."""
        found: list[Finding] = []
        elifs = _elif_ids(facts)
        for node in _looked_at(facts):
            kind = type(node)
            problem = _padding_problem(facts, node) if kind in _PADDABLE else None
            if problem is not None:
                found.append((facts.line_of(node), problem))
            elif kind is ast.Compare and _wrapped_keys(facts, node):
                found.append((facts.line_of(node), "`in d.keys()` wrapped in a call; use `in d`"))
            elif kind is ast.Compare and _counted_match(facts, node):
                found.append((facts.line_of(node), "matches counted to test for one; use any()"))
            elif kind is ast.Call and (problem := _next_problem(facts, node)):
                found.append((facts.line_of(node), problem))
            elif kind is ast.If and id(node) not in elifs and (picked := _picks(node, facts)):
                found.append((facts.line_of(node), picked))
            elif kind in _LOOPS and _continue_ignores(node):
                message = "an except block that only continues the loop; use contextlib.suppress"
                found.append((facts.line_of(node.body[-1]), message))
            elif kind in _TRY_OR_MATCH:
                problem = _try_or_match_problem(facts, node)
                if problem is not None:
                    found.append((facts.line_of(node), problem))
        found += _isinstance_and_reduce(facts) + _boolean_detours(facts) + _keys_loops(facts)
        found += _boolean_shortcuts(facts) + _negated_equalities(facts)
        found += _negated_quantifiers(facts)
        found += _keys_membership_calls(facts)
        found += _match_nests(facts) + _roundabout_branches(facts)
        found += [
            (facts.line_of(node), "a filtered collection compared with an empty one; use any()")
            for node in facts.of_type(ast.Compare)
            if _compared_to_empty(facts, node)
        ]
        found += [
            (facts.line_of(test), "a filtered collection tested for truth; use any()")
            for test in _truth_tests(facts)
            if _filtered_truth(facts, test)
        ]
        found += _tail_continue_hides(facts) + _once_loop_hides(facts) + _called_booleans(facts)
        return found + _sequence_patterns(facts) + _else_hides_pattern(facts)

    def applies_to(self, code: str) -> bool:
        """True when the code contains a pattern flake8-simplify would rewrite."""
        tree = parse(code)
        if tree is None:
            return False
        return any(map(_is_simplifiable, ast.walk(tree))) or _has_simplifiable_sequence(tree)

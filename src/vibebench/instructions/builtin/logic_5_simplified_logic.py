"""logic_5: simplified control flow and boolean logic (flake8-simplify)."""

from __future__ import annotations

import ast
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import is_elif, parse
from vibebench.instructions._strict import Finding, StrictFacts, without_noops


def _is_bool_return(body: list[ast.stmt]) -> bool:
    return (
        len(body) == 1
        and isinstance(body[0], ast.Return)
        and isinstance(body[0].value, ast.Constant)
        and isinstance(body[0].value.value, bool)
    )


def _same_single_assignment(first: list[ast.stmt], second: list[ast.stmt]) -> bool:
    """Both blocks are one assignment to the same plain name (a ternary in disguise)."""
    if len(first) != 1 or len(second) != 1:
        return False
    left, right = first[0], second[0]
    return (
        isinstance(left, ast.Assign)
        and isinstance(right, ast.Assign)
        and len(left.targets) == len(right.targets) == 1
        and isinstance(left.targets[0], ast.Name)
        and isinstance(right.targets[0], ast.Name)
        and left.targets[0].id == right.targets[0].id
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


def _padded(*blocks: list[ast.stmt]) -> bool:
    return any(len(without_noops(block)) != len(block) for block in blocks)


def _ignores(node: ast.Try) -> bool:
    """A lone handler of nothing but padding other than the plain `pass` SIM105 knows."""
    body = node.handlers[0].body
    plain = len(body) == 1 and isinstance(body[0], ast.Pass)
    return not node.orelse and not node.finalbody and not without_noops(body) and not plain


_PADDABLE = frozenset({ast.If, ast.Try, ast.With})
"""The statements `_padded_pattern` looks at (AST classes are never subclassed)."""
_LOOPS = frozenset({ast.For, ast.AsyncFor, ast.While})
"""The statements `_continue_ignores` looks at."""


def _padded_pattern(node: ast.AST) -> str | None:
    """A pattern flake8-simplify rewrites, hidden by padding (`pass`, `...`, constants)."""
    if isinstance(node, ast.If) and _padded(node.body, node.orelse):
        bare = ast.If(test=node.test, body=without_noops(node.body),
                      orelse=without_noops(node.orelse))  # fmt: skip
        return "an if statement padded to hide a simpler form" if _simplifiable_if(bare) else None
    if isinstance(node, ast.Try) and len(node.handlers) == 1 and _ignores(node):
        return "an except block that only ignores the error; use contextlib.suppress"
    if isinstance(node, ast.With) and _padded(node.body):
        inner = without_noops(node.body)
        if len(inner) == 1 and isinstance(inner[0], ast.With):
            return "nested with statements padded apart; use one with statement"
    return None


def _flag_loop(first: ast.stmt, second: ast.stmt, facts: StrictFacts) -> bool:
    """`found = False` then a loop whose one `if` sets it to a boolean and breaks, or (a `for`
    loop that does nothing else per item, see `_visits_nothing_else`) sets it to the other
    boolean without breaking: any()/all() by hand."""
    if not (
        isinstance(first, ast.Assign)
        and len(first.targets) == 1
        and isinstance(first.targets[0], ast.Name)
        and _is_bool(first.value)
        and isinstance(second, ast.For | ast.While)
        and not second.orelse
    ):
        return False
    flag = first.targets[0].id
    body = without_noops(second.body)
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
    if not isinstance(iterable, ast.Name):
        return False
    bindings = facts.names.bindings_of(iterable)
    return bool(bindings) and all(
        kind in _PARAMETERS or (kind == "expr" and isinstance(value, _SEQUENCES))
        for kind, value in bindings or []
    )


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


def _counted_search(first: ast.stmt, second: ast.stmt) -> bool:
    """`while i < len(xs): if xs[i] == x: return True; i += 1` before `return False`: a
    search loop over indices, any()/all() by hand (SIM110 looks at `for` loops only)."""
    if not isinstance(first, ast.While) or first.orelse:
        return False
    body = without_noops(first.body)
    if len(body) != _SET_AND_BREAK or not isinstance(body[1], ast.AugAssign):
        return False
    step = body[1].target
    counted = isinstance(step, ast.Name) and any(
        isinstance(node, ast.Name) and node.id == step.id for node in ast.walk(first.test)
    )
    bare = ast.For(target=step, iter=first.test, body=body[:1], orelse=[])
    return counted and _returns_bool_after(bare, second)


def _sequence_patterns(facts: StrictFacts) -> list[Finding]:
    """Two-statement patterns: a flag loop, or a padded search loop before `return False`."""
    found: list[Finding] = []
    for block in facts.blocks:
        for start in range(len(block) - 2):
            if _flag_returned(block[start : start + 3]):
                message = "a boolean flag set by an if and returned; return the condition"
                found.append((facts.line_of(block[start]), message))
        for first, second in zip(block, block[1:], strict=False):
            if _flag_loop(first, second, facts):
                message = "a loop that sets a flag; use any() or all()"
                found.append((facts.line_of(first), message))
            elif _counted_search(first, second):
                message = "an index search loop; use any() or all()"
                found.append((facts.line_of(first), message))
            elif isinstance(first, ast.For) and _padded(first.body):
                body = without_noops(first.body)
                bare = ast.For(target=first.target, iter=first.iter, body=body,
                               orelse=first.orelse)  # fmt: skip
                if _returns_bool_after(bare, second):
                    message = "a padded search loop; use any() or all()"
                    found.append((facts.line_of(first), message))
    return found


_TERNARY_WIDTH = 79
"""The widest line a conditional expression is demanded on (style_3's default limit,
below Ruff's 88, so the demand holds whichever of them the run sets)."""


def _picks_into_member(node: ast.If) -> bool:
    """`if c: self.x = a` / `else: self.x = b` (or `d[k] = ...`): an if/else that only
    picks a value for one attribute or entry, which SIM108 checks for plain names only;
    demanded where the conditional expression fits on a line (see `_TERNARY_WIDTH`)."""
    body, orelse = without_noops(node.body), without_noops(node.orelse)
    if len(body) != 1 or len(orelse) != 1:
        return False
    left, right = body[0], orelse[0]
    if not (
        isinstance(left, ast.Assign)
        and isinstance(right, ast.Assign)
        and len(left.targets) == len(right.targets) == 1
        and isinstance(left.targets[0], ast.Attribute | ast.Subscript)
        and ast.dump(left.targets[0]) == ast.dump(right.targets[0])
    ):
        return False
    ternary = ast.Assign(
        targets=left.targets,
        value=ast.IfExp(test=node.test, body=left.value, orelse=right.value),
        lineno=0,
    )
    return node.col_offset + len(ast.unparse(ternary)) <= _TERNARY_WIDTH


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
    return (
        len(inner) == 1
        and isinstance(inner[0], ast.Assign)
        and len(inner[0].targets) == 1
        and isinstance(inner[0].targets[0], ast.Name)
        and inner[0].targets[0].id == first.targets[0].id
        and _flips(first, inner[0])
    )


_EMPTY_TESTS: dict[type, int] = {ast.Gt: 0, ast.NotEq: 0, ast.GtE: 1, ast.Eq: 0, ast.Lt: 1}
"""`len(...) OP n` tests that only ask whether anything matched."""


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
    built = call.args[0]
    names = facts.names.names(call.func)
    if "builtins.len" in names:
        counted = isinstance(built, ast.ListComp | ast.SetComp)
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


def _wrapped_keys(facts: StrictFacts, node: ast.Compare) -> bool:
    """`key in list(d.keys())`: the keys() call SIM118 looks for, wrapped in a call."""
    if not isinstance(node.ops[0], ast.In | ast.NotIn):
        return False
    comparator = node.comparators[0]
    while (
        isinstance(comparator, ast.Call)
        and comparator.args
        and (facts.names.names(comparator.func) & _WRAPPERS)
    ):
        comparator = comparator.args[0]
    return comparator is not node.comparators[0] and _is_keys_call(comparator)


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
        loop before `return True/False`) with `pass`, `...` and constant statements
        removed, and also fails a loop whose body is one `if` setting a boolean flag, and
        breaking (`for` or `while`), or not breaking and setting the flag to the other
        boolean than it started with (`for` loops whose test calls nothing but pure
        builtins such as `len` and `isinstance`, over a literal, `range(...)`, a parameter
        or a name bound only to literals) (write `any()`/`all()`); a `while`
        index loop whose body is an `if` returning True/False and a step of the counter
        its test reads, before `return False/True`; `key in list(d.keys())`; an if/else
        (not an `elif`) whose branches only assign one attribute or entry (`self.x = a` /
        `self.x = b`, `d[k] = ...`), which SIM108 checks for plain names only, where the
        conditional expression fits in 79 characters (style_3's default limit, below
        Ruff's 88); `flag = False` / `if c: flag = True` / `return flag` (return the
        condition); a count of a filtered comprehension tested for a match
        (`len([u for u in users if u.is_admin]) > 0`, also `!= 0`, `>= 1`, `== 0`,
        `< 1`, and `sum(1 for ... if ...)`) and `next((True for ... if ...), False)` (write
        `any()`); and a loop whose last statement is a `try` with one handler that only
        `continue`s, which ignores the error as `pass` would (write
        `contextlib.suppress`). Still possible: roundabout logic of other shapes, such as
        `x if x else y` for `x or y` (no SIM rule asks for it), a default then an
        override (`timeout = 10` / `if slow: timeout = 60`, an honest idiom) other than
        a boolean flag returned at once, a value picked by `try`/`except KeyError` in
        place of `dict.get`, and a flag loop without `break` whose test calls a
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
        elifs = {
            id(node.orelse[0])
            for node in facts.of_type(ast.If)
            if len(node.orelse) == 1 and is_elif(node, node.orelse[0])
        }
        for node in facts.nodes:
            kind = type(node)
            problem = _padded_pattern(node) if kind in _PADDABLE else None
            if problem is not None:
                found.append((facts.line_of(node), problem))
            elif kind is ast.Compare and _wrapped_keys(facts, node):
                found.append((facts.line_of(node), "`in d.keys()` wrapped in a call; use `in d`"))
            elif kind is ast.Compare and _counted_match(facts, node):
                found.append((facts.line_of(node), "matches counted to test for one; use any()"))
            elif kind is ast.Call and _first_true(facts, node):
                found.append((facts.line_of(node), "next() of a boolean generator; use any()"))
            elif kind is ast.If and id(node) not in elifs and _picks_into_member(node):
                message = "an if/else that only picks a value; use a conditional expression"
                found.append((facts.line_of(node), message))
            elif kind in _LOOPS and _continue_ignores(node):
                message = "an except block that only continues the loop; use contextlib.suppress"
                found.append((facts.line_of(node.body[-1]), message))
        return found + _sequence_patterns(facts)

    def applies_to(self, code: str) -> bool:
        """True when the code contains a pattern flake8-simplify would rewrite."""
        tree = parse(code)
        if tree is None:
            return False
        return any(map(_is_simplifiable, ast.walk(tree))) or _has_simplifiable_sequence(tree)

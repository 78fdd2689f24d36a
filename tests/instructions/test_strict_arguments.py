"""What the module's own calls pass to a function's parameters (`_strict_arguments`): the
calls found, the argument each gives a parameter, and whether the function escapes."""

from __future__ import annotations

import ast
import textwrap

from vibebench.instructions._strict import StrictFacts
from vibebench.instructions._strict_arguments import (
    argument_for,
    calls_of,
    escapes,
    parameter_owner,
)

CODE = textwrap.dedent("""\
    import functools


    def wrap(path, flags, *rest, **options):
        return path, flags


    alias = wrap


    class Store:
        def _open(self, path, flags):
            return path, flags

        def read(self, path):
            return self._open(path, 1), Store._open(self, path, 2)


    def run(values, settings):
        wrap('a', 3)
        alias('b', flags=4)
        wrap(*values)
        wrap('c', **settings)
        return functools.partial(Store().read, 'd')
    """)


def _facts() -> StrictFacts:
    return StrictFacts(CODE)


def _function(facts: StrictFacts, name: str) -> ast.FunctionDef:
    return next(node for node in facts.of_type(ast.FunctionDef) if node.name == name)


def _source(node: ast.AST | None) -> str | None:
    if isinstance(node, ast.keyword):
        return f"**{ast.unparse(node.value)}"
    return None if node is None else ast.unparse(node)


def test_calls_are_found_through_aliases_and_for_methods_through_self_and_the_class() -> None:
    facts = _facts()
    wrap = _function(facts, "wrap")
    assert [ast.unparse(call.func) for call in calls_of(facts, wrap)] == [
        "wrap", "alias", "wrap", "wrap",
    ]  # fmt: skip
    method = _function(facts, "_open")
    assert [ast.unparse(call.func) for call in calls_of(facts, method)] == [
        "self._open", "Store._open",
    ]  # fmt: skip


def test_each_call_gives_its_argument_or_what_may_hold_it() -> None:
    facts = _facts()
    wrap = _function(facts, "wrap")
    given = [_source(argument_for(call, wrap, "flags")) for call in calls_of(facts, wrap)]
    assert given == ["3", "4", "*values", "**settings"]
    method = _function(facts, "_open")
    given = [_source(argument_for(call, method, "flags")) for call in calls_of(facts, method)]
    assert given == ["1", "2"]  # `self` is bound; `Store._open(self, ...)` passes it


def test_a_function_bound_to_another_name_or_handed_on_escapes() -> None:
    facts = _facts()
    wrap, read = _function(facts, "wrap"), _function(facts, "read")
    assert escapes(facts, wrap, calls_of(facts, wrap))  # `alias = wrap`
    assert escapes(facts, read, calls_of(facts, read))  # partial(Store().read, ...)
    method = _function(facts, "_open")
    assert not escapes(facts, method, calls_of(facts, method))


def test_a_read_of_a_parameter_names_its_function() -> None:
    facts = _facts()
    [read] = [
        node
        for node in facts.of_type(ast.Name)
        if node.id == "flags" and isinstance(node.ctx, ast.Load)
        and facts.owner(node) is _function(facts, "wrap")
    ]  # fmt: skip
    assert parameter_owner(facts, read) is _function(facts, "wrap")
    module_read = next(node for node in facts.of_type(ast.Name) if node.id == "functools")
    assert parameter_owner(facts, module_read) is None

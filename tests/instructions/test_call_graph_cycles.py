"""The call graph's cycles (`CallGraph.cycles`): found through strongly connected
components, they must be exactly those a breadth-first search from every function finds
(the former way, kept here as the reference), and in linear time, not cubic."""

from __future__ import annotations

import ast
from collections import deque

from hypothesis import given, settings
from hypothesis import strategies as st

from vibebench.instructions._call_graph import CallGraph, _components

CALLS = st.integers(min_value=1, max_value=9).flatmap(
    lambda count: st.lists(
        st.sets(st.integers(min_value=0, max_value=count - 1), max_size=4),
        min_size=count,
        max_size=count,
    )
)
"""A module of functions f0..fn-1 and which of them each one calls."""


def _module(calls: list[set[int]]) -> str:
    lines = []
    for number, callees in enumerate(calls):
        body = "; ".join(f"f{callee}()" for callee in sorted(callees)) or "pass"
        lines.append(f"def f{number}():\n    {body}\n")
    return "\n".join(lines)


def _reference_cycles(graph: CallGraph) -> list[list[int]]:
    """The former search: a breadth-first search from every function."""

    def reachable(start: int) -> dict[int, int | None]:
        previous: dict[int, int | None] = {}
        queue = deque([start])
        while queue:
            current = queue.popleft()
            for callee in sorted(graph.edges[current]):
                if callee not in previous:
                    previous[callee] = current
                    queue.append(callee)
        return previous

    reach = [reachable(index) for index in range(len(graph.functions))]
    reported: set[int] = set()
    found = []
    for start in sorted(range(len(graph.functions)), key=graph._line):
        if start in reported or start not in reach[start]:
            continue
        reported |= {other for other in reach[start] if start in reach[other]}
        path, step = [start], reach[start][start]
        while step is not None and step != start:
            path.append(step)
            step = reach[start][step]
        found.append([start, *reversed(path[1:]), start])
    return found


@settings(max_examples=300, deadline=None)
@given(CALLS)
def test_cycles_are_those_a_search_from_every_function_finds(calls: list[set[int]]) -> None:
    graph = CallGraph(ast.parse(_module(calls)))
    assert graph.edges == calls
    assert graph.cycles() == _reference_cycles(graph)


@settings(max_examples=300, deadline=None)
@given(CALLS)
def test_components_are_the_sets_of_mutually_reachable_functions(calls: list[set[int]]) -> None:
    def reachable(start: int) -> set[int]:
        seen, pending = {start}, [start]
        while pending:
            for callee in calls[pending.pop()]:
                if callee not in seen:
                    seen.add(callee)
                    pending.append(callee)
        return seen

    reach = [reachable(index) for index in range(len(calls))]
    group_of = _components(len(calls), calls)
    for a in range(len(calls)):
        for b in range(len(calls)):
            assert (group_of[a] == group_of[b]) == (b in reach[a] and a in reach[b])


def test_a_chain_of_thousands_of_calls_is_no_deep_code() -> None:
    """An iterative search: a 5,000-function call chain closing on itself is one cycle."""
    count = 5000
    calls = [{(number + 1) % count} for number in range(count)]
    group_of = _components(count, calls)
    assert len(set(group_of)) == 1

"""The call graph of a module, for logic_9 (no recursion): who may call whom, and its cycles.

Plain names resolve scope by scope to module-level and nested functions and named lambdas
(parameters and local variables hide outer names); `self.m()`, `cls.m()`, `ClassName.m()`,
`ClassName().m()` and `super().m()` resolve to methods of the classes the module defines.
Pure ast work: nothing here runs the code.
"""

from __future__ import annotations

import ast
import re
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import ClassVar

__all__ = ["CHILDREN_OF", "DEFINITIONS", "CallGraph", "children", "subtree_nodes"]

FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
_NEW_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
DEFINITIONS = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef})
"""The statements that open a body of their own (a function's or a class's)."""
_SCOPE_KINDS = frozenset(_NEW_SCOPES)
_RECEIVERS = ("self", "cls")


@dataclass
class _Scope:
    """Names a function body can see: functions defined here, then the enclosing scope."""

    parent: _Scope | None
    functions: dict[str, int] = field(default_factory=dict)
    shadowed: set[str] = field(default_factory=set)
    """Parameters and local variables, which hide outer functions of the same name."""

    def resolve(self, name: str) -> int | None:
        scope: _Scope | None = self
        while scope is not None:
            if name in scope.functions:
                return scope.functions[name]
            if name in scope.shadowed:
                return None
            scope = scope.parent
        return None


@dataclass
class _Class:
    name: str
    bases: list[str]
    methods: dict[str, int] = field(default_factory=dict)


@dataclass
class _Function:
    name: str
    node: FunctionNode
    scope: _Scope
    """The function's own scope, in which the names of its body are resolved."""
    owner: _Class | None
    """The class whose methods `self.x()` / `cls.x()` reach from this body."""


_LEAVES = (ast.expr_context, ast.boolop, ast.operator, ast.unaryop, ast.cmpop)
"""Load/Store, `and`, `+`, `not`, `<`...: childless nodes no part of the graph looks at."""


_NEVER_NODES = frozenset({"ctx", "op", "id", "name", "attr", "arg", "module", "level", "asname",
                          "conversion", "is_async", "simple", "type_comment", "kind",
                          "kwd_attrs", "rest", "tag"})  # fmt: skip
"""Fields that hold a leaf of _LEAVES, a string, a number or None in every node class that
has them: `children` never reads them."""
_ASDL_FIELD = re.compile(r"(\w+)([*?]?) (\w+)")
_NOT_NODES = frozenset({"identifier", "string", "constant", "int"})
_LEAF_KINDS = frozenset({"expr_context", "boolop", "operator", "unaryop", "cmpop"})


def _field_parts(kind: type) -> list[str] | None:
    """Each child field's part of a list display naming the children of a `kind` node, from
    the class's ASDL signature (its docstring's first line, `Call(expr func, expr* args,
    keyword* keywords)`); None when that signature does not name exactly its _fields."""
    fields: tuple[str, ...] = kind._fields  # type: ignore[attr-defined]
    if kind is ast.Constant or not fields:
        return []  # a Constant's value is a Python constant, never a node
    signature = (kind.__doc__ or "").split("\n", 1)[0]
    if not signature.startswith(f"{kind.__name__}(") or not signature.endswith(")"):
        return None
    declared = [_ASDL_FIELD.fullmatch(part.strip())
                for part in signature[len(kind.__name__) + 1 : -1].split(",")]  # fmt: skip
    if any(match is None for match in declared):
        return None
    if tuple(match.group(3) for match in declared if match) != fields:
        return None
    parts = []
    for match in declared:
        type_name, mark, name = match.groups() if match else ("", "", "")
        if type_name in _NOT_NODES or name in _NEVER_NODES:
            continue
        if mark == "*":  # a list; of expressions it may hold None ({**d}, kw-only defaults)
            parts.append(f"*filter(None, node.{name})" if type_name == "expr" else f"*node.{name}")
        elif type_name in _LEAF_KINDS:
            continue
        elif mark == "?":
            parts.append(f"*((node.{name},) if node.{name} is not None else ())")
        else:
            parts.append(f"node.{name}")
    return parts


def _getter(kind: type) -> Callable[[ast.AST], list[ast.AST]]:
    """The function listing a `kind` node's children, made once per node class.

    Why generated: `children` is the hot loop of the strict walk, the symbol table and the
    call graphs, and a getter that reads just the class's node fields, in a list display,
    makes the strict walk 1.37x and the symbol table 1.31x faster than reading every
    field and testing each value (benchmarks/child_getters.py). Its source holds only
    field names checked against the class's own `_fields`, never text from the code under
    check; a class whose signature cannot be read gets the generic reader.
    """
    parts = _field_parts(kind)
    if parts is None:
        getter = partial(_read_children, kind._fields)  # type: ignore[attr-defined]
    else:
        getter = eval(f"lambda node: [{', '.join(parts)}]", {"filter": filter})  # noqa: S307
    CHILDREN_OF[kind] = getter
    return getter


def _read_children(fields: tuple[str, ...], node: ast.AST) -> list[ast.AST]:
    """The generic reader: every field's nodes, leaves in _LEAVES left out."""
    found: list[ast.AST] = []
    for name in fields:
        if name in _NEVER_NODES:
            continue
        value = getattr(node, name, None)
        if value.__class__ is list:
            found += [item for item in value if isinstance(item, ast.AST)]
        elif isinstance(value, ast.AST) and not isinstance(value, _LEAVES):
            found.append(value)
    return found


class _ChildGetters(dict[type, Callable[[ast.AST], list[ast.AST]]]):
    def __missing__(self, kind: type) -> Callable[[ast.AST], list[ast.AST]]:
        return _getter(kind)


CHILDREN_OF = _ChildGetters()
"""Node class -> the function listing a node's children as `children` does (made on first
use): loops that visit every node and know its class call it without another call."""


def children(node: ast.AST) -> list[ast.AST]:
    """`ast.iter_child_nodes` without the leaf nodes in _LEAVES, as a list (the hot loop of
    the graph and of the strict checks); only fields that can hold a node are read."""
    return CHILDREN_OF[type(node)](node)


_DEFERRING = frozenset({"Timer", "Thread", "call_later", "call_at", "call_soon",
                        "call_soon_threadsafe", "after", "after_idle", "enter", "enterabs",
                        "start_new_thread", "add_done_callback", "submit"})  # fmt: skip
"""Calls that run a function later, on a timer, thread or event loop: a function handing
itself to one (a timer that reschedules itself) schedules a new run, it does not recurse."""
_DEFERRING_QUALIFIED = frozenset({"atexit.register", "signal.signal"})


def _defers(call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id in _DEFERRING
    if not isinstance(func, ast.Attribute):
        return False
    owner = func.value.id if isinstance(func.value, ast.Name) else ""
    return func.attr in _DEFERRING or f"{owner}.{func.attr}" in _DEFERRING_QUALIFIED


def followed_children(node: ast.AST) -> list[ast.AST]:
    """The children whose calls and references belong to the caller.

    A function or lambda handed to a timer, thread or event loop (`Timer(1, tick)`,
    `Thread(target=work)`, `loop.call_later(1, poll)`) runs later, not inside this call,
    so those arguments are left out.
    """
    if isinstance(node, ast.Call) and _defers(node):
        values = [*node.args, *(keyword.value for keyword in node.keywords)]
        later = (ast.Name, ast.Attribute, ast.Lambda)
        return [node.func, *(value for value in values if not isinstance(value, later))]
    return children(node)


def subtree_nodes(root: ast.AST) -> list[ast.AST]:
    """`root` and every node under it as `children` lists them (depth first): the nodes
    `ast.walk` yields, save the leaves of _LEAVES (a comparison's operators kept), for a
    test that asks whether some node is there or collects a set, and reads no names
    (`ast.walk` goes breadth first: an answer that depends on the order cannot use it)."""
    found: list[ast.AST] = []
    stack = [root]
    getters = CHILDREN_OF
    while stack:
        node = stack.pop()
        found.append(node)
        stack += getters[type(node)](node)
    return found


def _block_nodes(roots: list[ast.AST]) -> list[ast.AST]:
    """Nodes under `roots`, in order, not descending into nested functions, classes or
    lambdas."""
    found: list[ast.AST] = []
    stack = list(reversed(roots))
    getters = CHILDREN_OF
    while stack:
        node = stack.pop()
        found.append(node)
        kind = type(node)
        if kind not in _SCOPE_KINDS:
            stack.extend(reversed(getters[kind](node)))
    return found


def _assigned_lambda(node: ast.AST) -> tuple[str, ast.Lambda] | None:
    """`name = lambda ...: ...`, a function under a name like any `def`."""
    if (
        isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Lambda)
    ):
        return node.targets[0].id, node.value
    return None


def _parameters(node: FunctionNode) -> set[str]:
    arguments = node.args
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    every += [arg for arg in (arguments.vararg, arguments.kwarg) if arg is not None]
    return {arg.arg for arg in every}


class CallGraph:
    """Functions, methods and named lambdas of a module, and which of them call which."""

    target_kinds: ClassVar[frozenset[type]] = frozenset({ast.Name, ast.Attribute})
    """The node classes `_targets` can find a function in (it finds none in others, so
    the walk of a body skips calling it for them)."""

    def __init__(self, tree: ast.Module) -> None:
        self.functions: list[_Function] = []
        self.classes: dict[str, _Class] = {}
        self._own_lambdas: set[int] = set()
        self._blocks: dict[int, list[ast.AST]] = {}
        self._lineages: dict[int, list[_Class]] = {}
        self._derived: dict[int, list[_Class]] = {}
        self._register_block(tree.body, _Scope(parent=None), owner=None, prefix="")
        self.edges = [self._callees(function) for function in self.functions]

    # -- building -------------------------------------------------------------------

    def _add(self, name: str, node: FunctionNode, scope: _Scope, owner: _Class | None) -> int:
        own_scope = _Scope(parent=scope, shadowed=_parameters(node))
        index = len(self.functions)
        self.functions.append(_Function(name=name, node=node, scope=own_scope, owner=owner))
        if isinstance(node, ast.Lambda):
            self._own_lambdas.add(id(node))
        else:
            self._register_block(node.body, own_scope, owner=owner, prefix=f"{name}.")
            own_scope.shadowed |= {
                target.id
                for target in self._block(node.body)
                if isinstance(target, ast.Name) and isinstance(target.ctx, ast.Store)
            } - own_scope.functions.keys()
        return index

    def _register_block(
        self,
        body: list[ast.stmt],
        scope: _Scope,
        owner: _Class | None,
        prefix: str,
    ) -> None:
        for node in self._block(body):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                scope.functions[node.name] = self._add(prefix + node.name, node, scope, owner)
            elif isinstance(node, ast.ClassDef):
                self._register_class(node, scope, prefix)
            elif (named := _assigned_lambda(node)) is not None:
                name, value = named
                scope.functions[name] = self._add(prefix + name, value, scope, owner)

    def _block(self, body: list[ast.stmt]) -> list[ast.AST]:
        """`_block_nodes(body)`, walked once per block: registering its functions, the
        names it shadows and a subclass's extra registration pass all read the same nodes
        (the tree, and so each `body` list, lives as long as the graph)."""
        found = self._blocks.get(id(body))
        if found is None:
            found = self._blocks[id(body)] = _block_nodes(body)
        return found

    def _register_class(self, node: ast.ClassDef, scope: _Scope, prefix: str) -> None:
        """A class's methods resolve plain names in the scope around the class."""
        bases = [base.id for base in node.bases if isinstance(base, ast.Name)]
        owner = _Class(name=node.name, bases=bases)
        self.classes.setdefault(node.name, owner)
        class_scope = _Scope(parent=scope)
        self._register_block(node.body, class_scope, owner=owner, prefix=f"{prefix}{node.name}.")
        owner.methods = class_scope.functions
        # Names in a class body are not visible from its methods: hand them a scope
        # without the class level.
        for index in owner.methods.values():
            self.functions[index].scope.parent = scope

    # -- resolving calls ------------------------------------------------------------

    def _lineage(self, start: _Class) -> list[_Class]:
        """The class and its bases defined in this module, nearest first (worked out once a
        class: every class is known before the first call is resolved)."""
        known = self._lineages.get(id(start))
        if known is None:
            known = self._lineages[id(start)] = self._read_lineage(start)
        return known

    def _read_lineage(self, start: _Class) -> list[_Class]:
        order: list[_Class] = []
        queue = deque([start])
        while queue:
            current = queue.popleft()
            if any(known is current for known in order):
                continue
            order.append(current)
            queue.extend(self.classes[base] for base in current.bases if base in self.classes)
        return order

    def _method(self, owner: _Class | None, name: str, *, skip_owner: bool = False) -> set[int]:
        """The method `name` that `owner` (or, for super(), its bases) resolves to."""
        for current in self._lineage(owner) if owner is not None else []:
            if (current is not owner or not skip_owner) and name in current.methods:
                return {current.methods[name]}
        return set()

    def _dispatch(self, owner: _Class | None, name: str) -> set[int]:
        """`self.name()`: the inherited method or any subclass override, as self may be one."""
        found = self._method(owner, name)
        for other in self._subclasses(owner) if owner is not None else []:
            found |= {other.methods[name]} if name in other.methods else set()
        return found

    def _subclasses(self, owner: _Class) -> list[_Class]:
        """The module classes deriving from `owner`, directly or not (once a class)."""
        known = self._derived.get(id(owner))
        if known is None:
            known = self._derived[id(owner)] = [
                other
                for other in self.classes.values()
                if other is not owner and any(c is owner for c in self._lineage(other))
            ]
        return known

    def _targets(self, function: _Function, node: ast.AST) -> set[int]:
        """The functions a name or attribute in `function`'s body may refer to."""
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            target = function.scope.resolve(node.id)
            return {target} if target is not None else set()
        if not isinstance(node, ast.Attribute):
            return set()
        receiver = node.value
        if isinstance(receiver, ast.Name) and receiver.id in _RECEIVERS:
            return self._dispatch(function.owner, node.attr)
        if isinstance(receiver, ast.Call) and isinstance(receiver.func, ast.Name):
            if receiver.func.id == "super":
                return self._method(function.owner, node.attr, skip_owner=True)
            receiver = receiver.func  # `Solver().run()` reaches Solver.run
        if isinstance(receiver, ast.Name) and receiver.id in self.classes:
            return self._method(self.classes[receiver.id], node.attr)
        return set()

    def _callees(self, function: _Function) -> set[int]:
        node = function.node
        roots: list[ast.AST] = [node.body] if isinstance(node, ast.Lambda) else list(node.body)
        callees: set[int] = set()
        stack = roots
        kinds, own_lambdas, getters = self.target_kinds, self._own_lambdas, CHILDREN_OF
        while stack:
            current = stack.pop()
            kind = type(current)
            if kind in kinds:
                callees |= self._targets(function, current)
            if kind in DEFINITIONS or id(current) in own_lambdas:
                continue
            # `followed_children` read in place (the node's class known): the hot loop
            if kind is ast.Call and _defers(current):  # type: ignore[arg-type]
                stack.extend(followed_children(current))
            else:
                stack.extend(getters[kind](current))
        return callees

    # -- cycles ---------------------------------------------------------------------

    def _reachable(self, start: int, within: set[int]) -> dict[int, int | None]:
        """Every function of `within` reachable from `start`, mapped to its predecessor on a
        shortest path (callees in index order, so the path is always the same one)."""
        previous: dict[int, int | None] = {}
        queue = deque([start])
        while queue:
            current = queue.popleft()
            for callee in sorted(self.edges[current] & within):
                if callee not in previous:
                    previous[callee] = current
                    queue.append(callee)
        return previous

    def cycles(self) -> list[list[int]]:
        """One shortest cycle per group of mutually recursive functions, in source order.

        The groups are the graph's strongly connected components (found once, in linear
        time); a shortest cycle through a group's first function stays inside the group,
        so the search for it looks nowhere else. Searching from every function instead
        took cubic time on a module of hundreds of classes sharing method names.
        """
        group_of = _components(len(self.functions), self.edges)
        members: dict[int, set[int]] = {}
        for index, group in enumerate(group_of):
            members.setdefault(group, set()).add(index)
        reported: set[int] = set()
        found: list[list[int]] = []
        for start in sorted(range(len(self.functions)), key=self._line):
            group = members[group_of[start]]
            if start in reported or (len(group) == 1 and start not in self.edges[start]):
                continue
            reported |= group
            reach = self._reachable(start, group)
            path = [start]
            step = reach[start]
            while step is not None and step != start:
                path.append(step)
                step = reach[step]
            found.append([start, *reversed(path[1:]), start])
        return found

    def _line(self, index: int) -> int:
        return self.functions[index].node.lineno

    def describe(self, cycle: list[int]) -> tuple[int, str]:
        names = [f"`{self.functions[index].name}`" for index in cycle]
        if len(set(cycle)) == 1:  # a self-call is the cycle [f, f]
            return self._line(cycle[0]), f"{names[0]} calls itself"
        return self._line(cycle[0]), "recursion through " + " -> ".join(names)


def _components(count: int, edges: Sequence[set[int]]) -> list[int]:
    """The strongly connected component of each of `count` nodes, named by one member."""
    return _Tarjan(edges).run(count)


class _Tarjan:
    """Tarjan's strongly connected components, iterative: a call chain thousands of
    functions long is not deep code here."""

    def __init__(self, edges: Sequence[set[int]]) -> None:
        self.edges = edges
        count = len(edges)
        self.index_of: list[int | None] = [None] * count
        self.low = [0] * count
        self.group_of = [-1] * count
        self.on_stack = [False] * count
        self.stack: list[int] = []
        self.counter = 0

    def run(self, count: int) -> list[int]:
        for root in range(count):
            if self.index_of[root] is None:
                self._visit(root)
        return self.group_of

    def _enter(self, node: int) -> tuple[int, Iterator[int]]:
        self.index_of[node] = self.low[node] = self.counter
        self.counter += 1
        self.stack.append(node)
        self.on_stack[node] = True
        return node, iter(sorted(self.edges[node]))

    def _visit(self, root: int) -> None:
        work = [self._enter(root)]
        while work:
            node, callees = work[-1]
            callee = next(callees, None)
            if callee is None:
                work.pop()
                if work:
                    parent = work[-1][0]
                    self.low[parent] = min(self.low[parent], self.low[node])
                self._close(node)
            elif self.index_of[callee] is None:
                work.append(self._enter(callee))
            elif self.on_stack[callee]:
                self.low[node] = min(self.low[node], self.index_of[callee])  # type: ignore[type-var]

    def _close(self, node: int) -> None:
        """Pop `node`'s component off the stack when `node` is its root."""
        if self.low[node] != self.index_of[node]:
            return
        while True:
            member = self.stack.pop()
            self.on_stack[member] = False
            self.group_of[member] = node
            if member == node:
                return

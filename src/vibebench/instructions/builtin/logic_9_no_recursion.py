"""logic_9: no function calls itself, directly or through other functions."""

from __future__ import annotations

import ast
import re
from collections import Counter
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

from vibebench._python_source import syntax_tree
from vibebench.instructions._base import CheckResult, Instruction
from vibebench.instructions._call_graph import CallGraph, _Class, _Function, _Scope
from vibebench.instructions._code_facts import (
    CODE_CACHE_SIZE,
    code_outside_text,
    compiles,
    fast_lexing_applies,
    is_super_call,
    parse,
)
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_arguments import (
    argument_for,
    calls_of,
    escapes,
    parameter_annotation,
    parameter_owner,
)
from vibebench.instructions._strict_calls import (
    BUILTIN_METHODS,
    SUBSCRIPT_DUNDERS,
    StrictCallGraph,
    implicit_calls,
    is_self,
    names_the_class,
    self_applications,
    stored_attributes,
)
from vibebench.instructions._strict_classes import (
    class_body_bindings,
    class_body_values,
    class_model,
    sets_attributes_by_name,
)
from vibebench.instructions._strict_flow import loop_targets, own_walk
from vibebench.instructions._strict_names import NAMESPACE, UNKNOWN, const_str
from vibebench.instructions._strict_namespaces import namespace_owner
from vibebench.instructions._strict_scopes import parameter_defaults
from vibebench.instructions._strict_text import NameShelf, name_affixes

_DEF_NAME = re.compile(r"\bdef[\s\\]+(\w+)")
_WORD = re.compile(r"\w+")


def no_function_is_named_twice(code: str) -> bool:
    """A cheap, exact shortcut: True only when no call graph of `code` can have an edge.

    Every edge starts at a name or attribute in the source that spells the name of a
    function the module defines, so when, outside comments and plain strings, each `def`
    name occurs only in its own definitions and no lambda exists at all (a named lambda is
    a function too), there is no edge and no cycle. Anything unusual (non-ASCII identifiers,
    which Python normalises; code the fast lexer does not cover) answers False, so the full
    analysis decides. Call it only on code that parses (code that compiles does).
    """
    if not code.isascii() or not fast_lexing_applies(code):
        return False
    visible = code_outside_text(code)
    if "lambda" in visible:
        return False
    definitions = Counter(_DEF_NAME.findall(visible))
    if not definitions:
        return True
    words = Counter(_WORD.findall(visible))
    return all(words[name] == count for name, count in definitions.items())


_DEFINED = re.compile(r"(?:def(?<!\wdef)|class(?<!\wclass))[\s\\]+(\w+)")
"""`def name` and `class name`: the words `def` and `class` (`\\b(?:def|class)`, written with
the literal first so the search skips at C speed to where one may start), then the name."""
_IMPLICIT_CALLS = ("self(", "cls(", "type(self)", "__class__", "def __", "lambda")


def _is_word_char(char: str) -> bool:
    """Whether `char` is one `\\w` matches (for str patterns: alphanumeric or `_`)."""
    return char.isalnum() or char == "_"


def _written_twice(text: str, word: str) -> bool:
    """Whether `word` stands in `text` at least twice as a whole run of word characters,
    as `Counter(_WORD.findall(text))[word] > 1` says, without listing every word."""
    seen, start, end = 0, text.find(word), len(text)
    while start != -1:
        after = start + len(word)
        if (start == 0 or not _is_word_char(text[start - 1])) and (
            after == end or not _is_word_char(text[after])
        ):
            seen += 1
            if seen == 2:
                return True
        start = text.find(word, after)
    return False


def may_recurse_dynamically(code: str) -> bool:
    """False only when no strict route can exist: no lambda, no dunder method, no call of
    `self`/`cls`/its class, and every function or class name written once (so no alias,
    container, string lookup or other-instance call can name it again). Non-ASCII code
    answers True: Python normalises identifiers (`ſtep` is `step`), text search does not."""
    if not code.isascii() or any(hint in code for hint in _IMPLICIT_CALLS):
        return True
    return any(_written_twice(code, name) for name in _DEFINED.findall(code))


def may_cycle(code: str) -> bool:
    """False only when no strict call graph of `code` (which must parse) can have an edge.

    As `may_recurse_dynamically`, but a name counts only where it is code, outside
    comments and plain strings: every edge of the strict graph lands on a function through
    its name written in code (a call, an alias, a container entry, an attribute; in any
    text too when the code names a resolver of text, see `_TEXT_RESOLVERS`), through
    a lambda or dunder method, through an attribute a `str.format` field in text reads
    (`'{0.parent.path}'`), or through dynamic access (checked apart, with
    `StrictFacts.runs_code_dynamically`), so a function named only in its docstring's
    examples starts no cycle. Code the fast lexer does not cover, and non-ASCII code
    (Python normalises identifiers), answers True.
    """
    if any(hint in code for hint in _IMPLICIT_CALLS):
        return True
    if not code.isascii() or not fast_lexing_applies(code):
        return True
    visible = code if any(word in code for word in _TEXT_RESOLVERS) else code_outside_text(code)
    fields = _field_reads(code) if ".format" in code else frozenset()
    return any(_written_twice(visible, name) or name in fields for name in _DEFINED.findall(code))


_TEXT_RESOLVERS = ("resolve_name", "locate", "import_module", "__import__", "__name__",
                   "modules", "globals", "getattr", "attrgetter", "methodcaller", "vars",
                   "__dict__")  # fmt: skip
"""Words of code that may look a function up by a name written in text
(`pkgutil.resolve_name(__name__ + ':walk')`): with one, names in strings count as well."""


_FORMAT_FIELD = re.compile(r"\{[\w\[\]]*\.[\w.\[\]]*[!:}]")
"""A `str.format` field reading an attribute: `{0.parent.path}`, `{me.name!r}`."""
_FIELD_WORD = re.compile(r"\.(\w+)")


def _field_reads(code: str) -> frozenset[str]:
    """The attributes `str.format` fields in the code's text read (`'{0.parent.path}'`:
    `parent` and `path`): a template read by `.format(self)` names them as code would."""
    return frozenset(
        word for field in _FORMAT_FIELD.findall(code) for word in _FIELD_WORD.findall(field)
    )


@lru_cache(maxsize=CODE_CACHE_SIZE)
def find_recursion(code: str) -> CheckResult:
    """Decide logic_9 for `code`: fail on any cycle in its call graph, or when unsure.

    Cached by the code (the verdict depends on nothing else), so responses sharing a code,
    and `applies_to` after `check`, build its call graph once.
    """
    if compiles(code) and no_function_is_named_twice(code):
        return CheckResult(passed=True)
    tree = parse(code)
    if tree is None:
        try:
            tree = syntax_tree(code)
        except (SyntaxError, ValueError) as err:
            line = err.lineno if isinstance(err, SyntaxError) else None
            return CheckResult(passed=False, findings=((line, f"code does not parse: {err}"),))
    try:
        graph = CallGraph(tree)
        cycles = graph.cycles()
    except RecursionError:
        return CheckResult(
            passed=False,
            findings=((None, "code is nested too deeply to build its call graph"),),
        )
    return CheckResult(passed=not cycles, findings=tuple(map(graph.describe, cycles)))


def _names_methodcaller(facts: StrictFacts) -> bool:
    """Whether the word `methodcaller` is in the code (searched once per code, not once
    per call)."""
    return "methodcaller" in facts.code


def _registered_on(decorator: ast.expr) -> str | None:
    """`f` for `@f.register` and `@f.register(list)`: the generic function a
    `functools.singledispatch` implementation is registered with."""
    if isinstance(decorator, ast.Call):
        decorator = decorator.func
    if (
        isinstance(decorator, ast.Attribute)
        and decorator.attr == "register"
        and isinstance(decorator.value, ast.Name)
    ):
        return decorator.value.id
    return None


def _tested_attributes(facts: StrictFacts) -> frozenset[str]:
    """Attributes the code tests for None or truth (`node.next is None`, `if self.left:`):
    the base case of a walk down a linked structure."""
    tests: list[ast.expr] = []
    for node in facts.of_type(ast.Compare, ast.If, ast.While, ast.IfExp, ast.BoolOp, ast.UnaryOp):
        if isinstance(node, ast.Compare):
            if any(isinstance(side, ast.Constant) and side.value is None
                   for side in node.comparators):  # fmt: skip
                tests.append(node.left)
        elif isinstance(node, ast.BoolOp):
            tests += node.values
        elif isinstance(node, ast.UnaryOp):
            tests += [node.operand] if isinstance(node.op, ast.Not) else []
        else:
            tests.append(node.test)
    return frozenset(test.attr for test in tests if isinstance(test, ast.Attribute))


class _DispatchCallGraph(StrictCallGraph):
    """The strict call graph, plus singledispatch registrations, `self.attr.m()` read by
    what the code puts in `attr`, entries of a table on `self` called by key, and dunder
    protocols (`len(child)`, `child[key]`, `child(env)`) applied to objects the code shows
    are of a module class.

    A generic function calls each implementation registered on it (`@f.register`), so an
    implementation calling `f` recurses. `self.session.fetch(url)` inside `fetch` calls
    another object's method: only when the code shows `attr` may hold an object of a
    module class defining `fetch` (it builds one into it, annotates it with one, or tests
    it for None like a link of a chain), or shows nothing assigned to it, is the call
    taken to reach that method.
    """

    def __init__(self, facts: StrictFacts) -> None:
        self._facts = facts
        self._holders: dict[str, frozenset[str] | None] = {}
        self._declared: dict[str, frozenset[str] | None] = {}
        self._tested: frozenset[str] | None = None
        self._stored: dict[str, set[str]] | None = None
        self._read_through = (
            _getattr_receivers(facts)
            | _getattrs_tested_for_none(facts)
            | _getattrs_inspected(facts)
        )
        self._model = class_model(facts)
        self._isinstance_tests: dict[int, set[str]] | None = None
        self._loose: frozenset[str] | None = None
        self._all_methods: frozenset[str] | None = None
        self._put: dict[str, list[ast.expr]] | None = None
        self._passed: dict[str, frozenset[str] | None] = {}
        self._joining: set[int] | None = None
        self._defined_names: frozenset[str] | None = None
        self._runs_argument: frozenset[str] | None = None
        self._wrappers: dict[int | str, list[ast.expr]] = {}
        self._holder_entries: dict[str, set[str]] | None = None
        self._earlier: dict[int, list[tuple[str, object]] | None] = {}
        """id() of an alias's source read -> `_earlier_values` of it (once a read)."""
        self._class_attributes: frozenset[str] | None = None
        """The attributes class bodies bind to functions (see `_class_body_bindings`)."""
        self._chains: dict[int, list[ast.expr]] = {}
        """id() of a name read -> where the chain of aliases through it ends."""
        self._loops: dict[int, list[tuple[int, int]]] = {}
        """id() of a function -> the line spans of its own loops (once a function)."""
        self._fan_spans: dict[int, list[tuple[tuple[int, int], tuple[int, int]]]] = {}
        """id() of a function -> the spans of its `for` bodies and comprehensions."""
        self._shelves: dict[int, NameShelf] = {}
        """id() of a class -> the names of its and its relatives' methods, shelved."""
        self._outside_entries: dict[str, bool] = {}
        """attr -> `_outside_entry` of a container on `self` (once an attribute)."""
        self._expanding: set[int] = set()
        """id() of the table lambdas whose calls are being read (`_lambda_callees`)."""
        self._implicit: frozenset[str] | None = None
        """The dunder methods module classes define that some protocol runs (once)."""
        self._copies: dict[str, bool] = {}
        """method name -> whether its every return gives an outside copy, and `self.attr`
        -> `_built_outside(attr)` (once each)."""
        self._property_writers: dict[tuple[type[ast.expr_context], str], list[int]] | None = None
        """See `_writers` (read once)."""
        super().__init__(facts.tree, facts.names)
        for index, function in enumerate(self.functions):
            for generic in self._generics(function):
                self.edges[generic].add(index)
        for generic, implementations in self._registered_by_call().items():
            self.edges[generic] |= implementations

    def _registered_by_call(self) -> dict[int, set[int]]:
        """generic -> implementations, for each `f.register(list, impl)`, `f.register(impl)`
        or `f.register(list)(impl)` call: registered without a decorator, the
        implementation is one the generic function calls all the same (each pair of
        names' bindings looked at once: the same registration repeated, or names bound
        by many `def`s, would otherwise cost the product again per call)."""
        if not any(node.attr == "register" for node in self._facts.of_type(ast.Attribute)):
            return {}
        by_node = {id(function.node): index for index, function in enumerate(self.functions)}
        found: dict[int, set[int]] = {}
        done: set[tuple[int, int]] = set()
        for call in self._facts.of_type(ast.Call):
            func = call.func.func if isinstance(call.func, ast.Call) else call.func
            generic = _registered_on(func) if call.args else None
            if generic is None or not isinstance(func, ast.Attribute):
                continue
            implementation = call.args[-1]
            pair = (self._bindings_id(func.value), self._bindings_id(implementation))
            if None in pair or pair in done:
                continue
            done.add(pair)  # type: ignore[arg-type]
            rights = self._defined(implementation, by_node)
            for left in self._defined(func.value, by_node) if rights else ():
                found.setdefault(left, set()).update(rights)
        return found

    def _bindings_id(self, node: ast.expr) -> int | None:
        """id() of the bindings a name read sees (None: not a name bound in the module)."""
        if not isinstance(node, ast.Name):
            return None
        bindings = self._facts.names.bindings_of(node)
        return id(bindings) if bindings else None

    def _defined(self, node: ast.expr, by_node: dict[int, int]) -> set[int]:
        """The functions a name read may be bound to by a `def` (or named lambda)."""
        if not isinstance(node, ast.Name):
            return set()
        bindings = self._facts.names.bindings_of(node) or []
        return {
            by_node[id(value)]
            for kind, value in bindings
            if kind in {"def", "expr"} and id(value) in by_node
        }

    def _generics(self, function: _Function) -> set[int]:
        """The generic functions `function` is registered with as an implementation."""
        node, found = function.node, set()
        for decorator in [] if isinstance(node, ast.Lambda) else node.decorator_list:
            name = _registered_on(decorator)
            owner = function.owner
            if name is not None and owner is not None and name in owner.methods:
                found.add(owner.methods[name])
            elif name is not None and function.scope.parent is not None:
                target = function.scope.parent.resolve(name)
                found |= {target} if target is not None else set()
        return found

    target_kinds = StrictCallGraph.target_kinds | {ast.YieldFrom, ast.BoolOp, ast.Assert, ast.Dict,
                                                   ast.Set, ast.SetComp, ast.DictComp}  # fmt: skip

    def _targets(self, function: _Function, node: ast.AST) -> set[int]:
        found = super()._targets(function, node)
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            found |= self._class_value_targets(function, node)
            found |= self._resolved(function, node)  # what the code stores there
        elif isinstance(node, ast.Attribute):
            found |= self._writer_targets(function, node)
        if isinstance(node, _NAMESPACE_NODES) and self._facts.derived(_reads_namespaces):
            found |= self._namespace_targets(function, node)
        found |= self._implicit_member_targets(function, node)
        if isinstance(node, ast.Name) and self._facts.derived(_names_methodcaller):
            found |= self._held_method_caller(node)
        if isinstance(node, ast.Subscript) and function.name.endswith(".__missing__"):
            found |= self._missing_again(function, node)
        for receiver, dunders in _member_protocols(node):
            if self._method_names().isdisjoint(dunders):
                continue  # no module class defines them: nothing to reach
            found |= self._first_defined(self._protocol_classes(function, receiver), dunders)
        return found

    def _method(self, owner: _Class | None, name: str, *, skip_owner: bool = False) -> set[int]:
        """As the paper's graph, and a class with no `__init__` of its own or its bases'
        in the module (a dataclass or attrs class) runs its `__post_init__` (or
        `__attrs_post_init__`) from the `__init__` generated for it: `Tree(depth - 1)`
        inside `__post_init__` recurses."""
        found = super()._method(owner, name, skip_owner=skip_owner)
        if found or name != "__init__":
            return found
        for hook in _POST_INIT:
            found = super()._method(owner, hook, skip_owner=skip_owner)
            if found:
                return found
        return found

    def _writers(self) -> dict[tuple[type[ast.expr_context], str], list[int]]:
        """(Store or Del, attribute) -> the property setters or deleters of module
        classes (`@visible.setter def visible(...)`) an assignment or `del` of that
        attribute runs (read once)."""
        if self._property_writers is None:
            self._property_writers = {}
            for index, function in enumerate(self.functions):
                node = function.node
                if function.owner is None or isinstance(node, ast.Lambda):
                    continue
                for decorator in node.decorator_list:
                    kind = _WRITER_KINDS.get(getattr(decorator, "attr", ""))
                    if kind is not None and getattr(decorator.value, "id", None) == node.name:  # type: ignore[attr-defined]
                        self._property_writers.setdefault((kind, node.name), []).append(index)
        return self._property_writers

    def _writer_targets(self, function: _Function, node: ast.Attribute) -> set[int]:
        """The property setter (deleter) `child.visible = v` (`del child.visible`) runs:
        on `self`, `cls` or the class by name, of the class around, its bases and
        subclasses; on another object, of the classes whose property `child.visible`
        would read (`_instance_targets`)."""
        writers = self._writers().get((type(node.ctx), node.attr))
        if not writers:
            return set()
        if self._holds_self(node.value) or names_the_class(node.value):
            owner = function.owner
            if owner is None:
                return set()
            related = {cls.name for cls in (*self._lineage(owner), *self._subclasses(owner))}
        else:
            related = {
                self.functions[index].owner.name  # type: ignore[union-attr]
                for index in self._instance_targets(node)
                if self.functions[index].owner is not None
            }
        return {index for index in writers if self.functions[index].owner.name in related}  # type: ignore[union-attr]

    def _namespace_targets(self, function: _Function, node: ast.AST) -> set[int]:
        """What a read of a namespace mapping or an unbound attribute lookup refers to:
        `sys._getframe().f_globals['walk']` (also `inspect.currentframe()`, `f_back`,
        `f_locals`, `.get('walk')`, `operator.itemgetter('walk')(...)`, a copy of the
        mapping) the module function; `type(child).__dict__['size']`, `vars(Node)['size']`,
        `object.__getattribute__(child, 'size')`, `Node.__getattribute__(child, 'size')`,
        `child.__getattribute__('size')` and `type(child).size` the method `child.size`
        reaches (on `self`, `type(self)` or `cls`, the class's own)."""
        if isinstance(node, ast.Attribute):
            instance = _instance_of_class(node.value)
            if instance is None or not isinstance(node.ctx, ast.Load):
                return set()
            return self._member_targets(function, instance, node.attr)
        if isinstance(node, ast.Call) and function.owner is not None:
            found = self._unnamed_lookup_call(function, node.func)
            if found:
                return found
        member = _attribute_lookup(self._facts, node)
        if member is not None:
            name = const_str(member[1])
            return set() if name is None else self._member_targets(function, member[0], name)
        read = _mapping_read(self._facts, node)
        if read is None:
            return set()
        mapping, key = _uncopied(self._facts, read[0]), read[1]
        name = const_str(key)
        if self._facts.names.names(mapping) & _GLOBAL_MAPPINGS_SEEN or _global_mapping(
            self._facts, mapping
        ):
            if name is None:
                own = _frame_name(self._facts, self._facts.names.only_value(key))
                return (
                    {index for index, item in enumerate(self.functions) if item is function}
                    if own
                    else set()
                )
            target = _module_scope(function.scope).resolve(name)
            return {target} if target is not None else set()
        owner = namespace_owner(self._facts, mapping)
        if owner is None or name is None or not self._names_a_class(owner):
            return set()  # `self.__dict__['size']`: an instance's own data, not its methods
        return self._member_targets(function, owner, name)

    def _unnamed_lookup_call(self, function: _Function, func: ast.expr) -> set[int]:
        """Every method of the class around (and its relatives) for a call of what a
        lookup by a name not known gives on `self` or its class
        (`object.__getattribute__(self, name)(n)`, `type(self).__dict__[name](self, n)`),
        as for `getattr(self, name)(n)`."""
        lookup = _attribute_lookup(self._facts, func)
        if lookup is None:
            read = _mapping_read(self._facts, func)
            owner = namespace_owner(self._facts, read[0]) if read is not None else None
            lookup = (owner, read[1]) if owner is not None and read is not None else None
        if lookup is None or const_str(lookup[1]) is not None:
            return set()
        receiver = _instance_of_class(lookup[0]) or lookup[0]
        if not (self._holds_self(receiver) or names_the_class(receiver)):
            return set()
        owner = function.owner
        classes = [*self._lineage(owner), *self._subclasses(owner)] if owner is not None else []
        return {index for cls in classes for index in cls.methods.values()}

    def _names_a_class(self, node: ast.expr) -> bool:
        """`cls`, `type(x)`, `x.__class__`, `Node.__mro__[1]` or a module class by name."""
        if names_the_class(node) or _instance_of_class(node) is not None:
            return True
        return any(
            name.removeprefix("local:") in self.classes
            for name in self._facts.names.names(node)
            if name.startswith("local:")
        )

    def _member_targets(self, function: _Function, receiver: ast.expr, name: str) -> set[int]:
        """The methods `receiver.name` reaches, where `receiver` is an object or a class
        (`type(child)`, `child.__class__` and `Node.__mro__[0]` stand for what they are
        the class of): on `self`, `cls`, `type(self)` or `super()`, the class around's;
        on a module class by name, that class's; on anything else, what `child.name()`
        on an object of unknown type reaches (`_other_instance`)."""
        receiver = _instance_of_class(receiver) or receiver
        if self._holds_self(receiver) or names_the_class(receiver) or is_super_call(receiver):
            return self._dispatch(function.owner, name)
        named = {
            plain
            for item in self._facts.names.names(receiver)
            if (plain := item.removeprefix("local:")) in self.classes and item != plain
        }
        if named:
            return {index for cls in named for index in self._dispatch(self.classes[cls], name)}
        access = ast.copy_location(
            ast.Attribute(value=receiver, attr=name, ctx=ast.Load()), receiver
        )
        return self._other_instance(access)

    def _method_names(self) -> frozenset[str]:
        """The names of every module class's methods (once: all classes are registered
        before the first call is resolved)."""
        if self._all_methods is None:
            self._all_methods = frozenset(
                name for cls in self.classes.values() for name in cls.methods
            )
        return self._all_methods

    def _protocol_classes(self, function: _Function, receiver: ast.expr) -> set[str]:
        """Module classes the code shows an object a protocol is applied to may be of: an
        entry of a container on `self` it stores them in, a name annotated with them, an
        attribute of `self` it builds them into or annotates so (`self.parent: Env`), or a
        name the function tests with `isinstance(a, Expr)`."""
        held = self._entry_classes(receiver) | (self._declared_classes(receiver) or set())
        held |= self._objects_built(receiver)
        attr = _self_attribute(receiver)
        if attr is not None:
            held |= self._held_classes(attr) or set()
            held |= {  # `self.left: 'Expr | None' = left`: annotated with a module class
                name
                for annotation in self._self_annotations(attr)
                for name in self._classes_in(annotation)
            }
        if isinstance(receiver, ast.Name):
            if self._isinstance_tests is None:
                self._isinstance_tests = _isinstance_guarded(self._facts)
            held |= self._isinstance_tests.get(id(receiver), set())
            held |= self._linked_class(function, receiver)
        return held

    def _objects_built(self, receiver: ast.expr) -> set[str]:
        """Module classes the receiver may be an object built from: a name bound to one
        (`fib = _Fib()`, also at module level, read inside the class's own `__call__`) or
        a class called in place (`_Fib()(n)`)."""
        return {
            made
            for name in self._facts.names.names(receiver)
            if name.startswith("local:") and name.endswith("()")
            and (made := name.removeprefix("local:").removesuffix("()")) in self.classes
        }  # fmt: skip

    def _linked_class(self, function: _Function, receiver: ast.Name) -> set[str]:
        """The class around a method, for a loop variable over the method's own tree links
        (`for child in self.children`, `len(child) for child in self.subfolders`): a
        tree's children are nodes of the tree's class, whatever fills them (a name such as
        `self.sequences` or `self.rows` may hold lists or strings and is not looked at)."""
        owner = function.owner
        if owner is None:
            return set()
        bindings = self._facts.names.bindings_of(receiver) or []
        linked = any(
            kind == "element"
            and isinstance(value, ast.expr)
            and any(_self_attribute(_iterated(item)) in _TREE_LINKS for item in _zipped(value))
            for kind, value in bindings
        )
        return {owner.name} if linked else set()

    def _implicit_member_targets(self, function: _Function, node: ast.AST) -> set[int]:
        """The dunder methods a node runs implicitly on objects the code shows are of a
        module class, and on the entries of containers it shows hold them
        (`_applied_protocols`): `if child:`, `any(self.children)` (`__bool__`),
        `hash((self.value, self.children))` (`__hash__` of each child),
        `self.children == other.children` (`__eq__`), `str(child)` and
        `f'{self.children}'` (`__str__`, and `__repr__` of each child), `child + x`."""
        if self._implicit is None:
            self._implicit = self._method_names() & _IMPLICIT_DUNDERS
        if not self._implicit:
            return set()
        found: set[int] = set()
        for operand, dunders, whole in _applied_protocols(self._facts, node):
            if not self._implicit.isdisjoint(dunders) or (
                dunders[0] in _DEEP and "__repr__" in self._implicit
            ):
                found |= self._applied(function, operand, dunders, whole, 0)
        return found

    def _applied(
        self,
        function: _Function,
        operand: ast.expr,
        dunders: tuple[str, ...],
        whole: bool,
        depth: int,
    ) -> set[int]:
        """What applying a protocol to `operand` (`whole`) or to each of its entries runs:
        hashing, comparing and formatting a container does it to each entry too (a list's
        `str()` runs each entry's `__repr__`), and a literal's entries are its elements."""
        if depth > _NESTING:
            return set()
        if not whole:
            return self._applied_to_entries(function, operand, dunders, depth)
        if self._holds_self(operand):
            held = {function.owner.name} if function.owner else set()
        else:
            held = self._protocol_classes(function, operand)
            if isinstance(operand, ast.Subscript) and not isinstance(operand.slice, ast.Slice):
                held |= self._container_classes(function, operand.value)  # an entry
        found = self._first_defined(held, dunders)
        if dunders[0] in _DEEP:
            inner = ("__repr__",) if dunders[0] in _FORMATS else dunders
            found |= self._applied_to_entries(function, operand, inner, depth + 1)
        return found

    def _applied_to_entries(
        self, function: _Function, operand: ast.expr, dunders: tuple[str, ...], depth: int
    ) -> set[int]:
        """What applying a protocol to each entry of `operand` runs (see `_applied`)."""
        if isinstance(operand, ast.Tuple | ast.List | ast.Set):
            found: set[int] = set()
            for item in operand.elts:
                starred = isinstance(item, ast.Starred)
                value = item.value if isinstance(item, ast.Starred) else item
                found |= self._applied(function, value, dunders, not starred, depth + 1)
            return found
        if isinstance(operand, ast.ListComp | ast.SetComp | ast.GeneratorExp):
            return self._applied(function, operand.elt, dunders, True, depth + 1)
        inner = _iterated(operand)
        if inner is not operand:
            return self._applied(function, inner, dunders, False, depth + 1)
        return self._first_defined(self._container_classes(function, operand), dunders)

    def _first_defined(self, classes: set[str], dunders: tuple[str, ...]) -> set[int]:
        """For each module class, the first of `dunders` it (or a relative) defines."""
        found: set[int] = set()
        for name in classes & self.classes.keys():
            for dunder in dunders:
                reached = self._dispatch(self.classes[name], dunder)
                if reached:
                    found |= reached
                    break
        return found

    def _container_classes(self, function: _Function, container: ast.expr) -> set[str]:
        """Module classes the entries of a container may be of: of `self.children` (and
        kin, `_TREE_LINKS`) in a method, the class around; of a container on `self` or a
        parameter, what the code stores in it or annotates it with (`list[Node]`)."""
        attr = _self_attribute(container)
        if attr is None:
            return set(self._narrowed(self._parameter_annotations(container)) or ())
        found = self._stored_classes(attr) | self._built_classes(attr)
        if attr in _TREE_LINKS and function.owner is not None:
            found.add(function.owner.name)
        if attr not in self._declared:
            self._declared[attr] = self._narrowed(self._attribute_annotations(attr))
        return found | set(self._declared[attr] or ())

    def _call_targets(self, function: _Function, call: ast.Call) -> set[int]:
        """As the strict graph, but `getattr(self, name).copy()` only reads an attribute of
        what it gets: it reaches no method, whatever `name` is; `getattr(self, name)` with
        a name the code shows may only be some (`_getattr_names`) reaches those; and an
        entry of a table on `self` (`self.handlers[kind](node)`, `.get(kind)`) calls what
        the code puts in it."""
        if id(call) in self._read_through:
            return set()
        on_module = self._module_attribute(call) or self._own_name_lookup(function, call)
        if on_module:
            return on_module
        named = self._getattr_names(function, call)
        if named is not None:
            return {index for name in named for index in self._dispatch(function.owner, name)}
        return (
            super()._call_targets(function, call)
            | self._stored_member_calls(function, call)
            | self._table_calls(function, call.func)
            | self._name_table_calls(function, call.func)
            | self._parameter_table_calls(function, call.func)
            | self._wrapped_calls(function, call.func)
            | self._handed_to_worker(function, call)
            | self._method_caller(call)
            | self._getattr_on_other(function, call)
            | self._main_module_calls(function, call.func)
            | self._held_calls(function, call.func)
            | self._self_handed(function, call)
        )

    def _self_handed(self, function: _Function, call: ast.Call) -> set[int]:
        """`map(self, node.children)` in a method of a class defining `__call__`: the
        object handed to a function that calls what it is given runs its own `__call__`,
        as `map(self.__call__, ...)` does. Such a function is `map`, `filter`, `iter`,
        a library loop, `partial`, `operator.call`, `asyncio.to_thread`, a `Timer`
        or `Context.run` (`_SELF_RUNNERS`), a runner's method (`pool.map`, `submit`,
        `loop.call_soon`), a function of the module that calls the parameter it is handed
        (`_runs_parameter`), or any call taking it as `key=`, `target=`, `callback=` or
        `func=`; also through the one name bound to `self` or to `[self][0]`, spread
        from a display (`*[self]`), or in a display `map` hands a runner entry by entry
        (`map(asyncio.to_thread, [self] * n, kids)`)."""
        owner = function.owner
        if owner is None or "__call__" not in self._method_names():
            return set()
        node = function.node
        params = [*node.args.posonlyargs, *node.args.args]
        if not params or not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            return set()
        me = params[0].arg
        keyed = any(
            item.arg in _RUN_KEYWORDS and self._is_self(item.value, me) for item in call.keywords
        )
        runs = keyed or any(
            self._runs_handed(call.func, position)
            for position, arg in enumerate(call.args)
            if self._is_self(arg, me) or self._spreads_self(arg, me)
        )
        names = self._facts.names.names(call.func)
        if not runs and names & _MAPPERS and call.args:
            runs = any(self._displays_self(arg, me) for arg in call.args[1:]) and (
                self._runs_handed(call.args[0], 0)
            )
        return self._dispatch(owner, "__call__") if runs else set()

    def _is_self(self, value: ast.expr, me: str) -> bool:
        """`self`, also through the one name bound to it or to an item of a display
        holding it (`me = [self][0]`)."""
        value = self._facts.names.only_value(value) if isinstance(value, ast.Name) else value
        if isinstance(value, ast.Subscript):
            held = value.value
            held = self._facts.names.only_value(held) if isinstance(held, ast.Name) else held
            return self._displays_self(held, me)
        return isinstance(value, ast.Name) and value.id == me

    def _displays_self(self, value: ast.expr, me: str) -> bool:
        """A list or tuple display holding `self` (`[self]`, `(self, other)`, `[self] * n`)."""
        if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mult):
            return self._displays_self(value.left, me) or self._displays_self(value.right, me)
        return isinstance(value, ast.List | ast.Tuple) and any(
            self._is_self(item, me) for item in value.elts
        )

    def _spreads_self(self, value: ast.expr, me: str) -> bool:
        """`*[self]`, `*(self,)`: a display spread into the arguments, `self` among them."""
        return isinstance(value, ast.Starred) and self._displays_self(value.value, me)

    def _runs_handed(self, func: ast.expr, position: int, depth: int = 0) -> bool:
        """Whether calling `func` may call the argument at `position` (see `_self_handed`)."""
        names = self._facts.names.names(func)
        if names & _SELF_RUNNERS or any(name.endswith(_RUNNER_SUFFIXES) for name in names):
            return True
        if isinstance(func, ast.Attribute) and func.attr in _RUNNER_METHODS:
            return True
        return any(
            self._local_runs(name.removeprefix("local:"), position, depth)
            for name in names
            if name.startswith("local:")
        )

    def _local_runs(self, name: str, position: int | str, depth: int) -> bool:
        """Whether the module's function `name` calls the parameter at `position` (an
        index or a keyword), directly or by handing it on to one that does. Anything not
        read here (a method, a `*args` or `**kwargs` catch, a result of a call, too deep a
        chain) is taken to call it."""
        target = self._facts.derived(_module_functions).get(name)
        if target is None or depth > _HAND_ON_DEPTH:
            return True
        param = _parameter_at(target, position)
        return param is None or self._runs_parameter(target, param, depth)

    def _runs_parameter(self, node: ast.AST, param: str, depth: int) -> bool:
        """Whether the body of `node` calls `param` (or a name bound to it), calls its
        `__call__`, reads an attribute of it through `getattr`, gives it back, or hands it
        to a call that runs what it is given (`_runs_handed`, a run keyword, or another
        module function that runs it)."""
        aliases = _aliases(node, param)
        for item in ast.walk(node):
            if isinstance(item, ast.Return | ast.Yield | ast.YieldFrom) and _is_alias(
                item.value, aliases
            ):
                return True
            if not isinstance(item, ast.Call):
                continue
            if _is_alias(item.func, aliases) or any(
                _is_alias(kw.value, aliases) for kw in item.keywords if kw.arg in _RUN_KEYWORDS
            ):
                return True
            looked_up = item.func
            if (  # `getattr(fn, '__call__')(x)`, any attribute (fail-closed)
                isinstance(looked_up, ast.Call)
                and looked_up.args
                and _is_alias(looked_up.args[0], aliases)
                and self._facts.names.names(looked_up.func) & _GETATTR
            ):
                return True
            if self._hands_alias(item, aliases, depth):
                return True
        return False

    def _hands_alias(self, call: ast.Call, aliases: set[str], depth: int) -> bool:
        """Whether `call` hands a name of `aliases` to what may run it (`_runs_parameter`)."""
        names = self._facts.names.names(call.func)
        for position, arg in enumerate(call.args):
            if isinstance(arg, ast.Starred) and _is_alias(arg.value, aliases):
                return True
            if not _is_alias(arg, aliases):
                continue
            if isinstance(call.func, ast.Call | ast.Subscript):
                return True  # handed to what a call or lookup gives: not known
            if self._runs_handed(call.func, position, depth + 1):
                return True
        return any(
            _is_alias(kw.value, aliases)
            and any(
                self._local_runs(name.removeprefix("local:"), kw.arg, depth + 1)
                for name in names
                if name.startswith("local:")
            )
            for kw in call.keywords
            if kw.arg is not None
        )

    def _main_module_calls(self, function: _Function, func: ast.expr) -> set[int]:
        """`__main__.depth(tree)` (after `import __main__`, also through
        `sys.modules['__main__']` or `getattr(__main__, 'depth')`): a script's own module
        imported by its run-time name, whose module-level functions the call reaches."""
        module = _module_scope(function.scope)
        found: set[int] = set()
        for name in self._facts.names.names(func):
            head, _, member = name.partition(".")
            if head == "__main__" and member and "." not in member:
                target = module.resolve(member)
                found |= {target} if target is not None else set()
        return found

    def _held_calls(self, function: _Function, func: ast.expr) -> set[int]:
        """What the result of a call is when that call reads a holder of module functions:
        `next(_AGAIN)(sub)` with `_AGAIN = itertools.repeat(walk)`, `_STEP.get()(item)`
        after `_STEP.set(walk)`, or a name bound to such a call (`again = _BOX.get()`
        after `_BOX.put(walk)`): a module function handed to a call that builds a name's
        value, or to a method called on the name, is taken to be what it gives back
        (fail-closed: an object built around a function and read for something to call)."""
        if isinstance(func, ast.Name):
            bindings = self._facts.names.bindings_of(func) or []
            calls = [value for kind, value in bindings if kind == "expr"]
            return {
                target
                for value in calls
                if isinstance(value, ast.Call)
                for target in self._held_calls(function, value)
            }
        if not isinstance(func, ast.Call):
            return set()
        if self._holder_entries is None:
            self._holder_entries = _holder_entries(self._facts)
        module = _module_scope(function.scope)
        found: set[int] = set()
        for node in ast.walk(func):
            if not isinstance(node, ast.Name) or not isinstance(node.ctx, ast.Load):
                continue
            for entry in self._holder_entries.get(node.id, ()):
                target = module.resolve(entry)
                if target is not None and self.functions[target].owner is None:
                    found.add(target)
        return found

    def _getattr_on_other(self, function: _Function, call: ast.Call) -> set[int]:
        """`getattr(child, 'depth')` or `operator.attrgetter('depth')(child)` on an object
        other than `self` (the name a constant, a name bound to text, or a class attribute
        bound only to text, `self._SELF` with `_SELF = 'depth'` in the class body): what
        `child.depth` reaches; a dotted `attrgetter('parent.depth')`, on `self` too, what
        `self.parent.depth` does."""
        func, names = call.func, self._facts.names
        if len(call.args) >= _PAIR and isinstance(func, ast.Name):
            receiver, member = call.args[0], call.args[1]
            if not names.names(func) & _GETATTR:
                return set()
        elif len(call.args) == 1 and isinstance(func, ast.Call) and func.args:
            if not names.names(func.func) & _ATTRGETTERS:
                return set()
            found: set[int] = set()
            for member in func.args:
                found |= self._read_on_other(function, call.args[0], member, dotted=True)
            return found
        else:
            return set()
        return self._read_on_other(function, receiver, member, dotted=False)

    def _read_on_other(
        self, function: _Function, receiver: ast.expr, member: ast.expr, *, dotted: bool
    ) -> set[int]:
        """What reading the member a name in `member` gives off `receiver` reaches; for
        `attrgetter` (`dotted`), a dotted name (`attrgetter('parent.depth')(self)`) reads
        each link off the one before, on `self` too (`self.parent.depth`)."""
        texts = self._facts.names.texts(member) or _class_texts(self._facts, member)
        found: set[int] = set()
        for text in texts or ():
            links = text.split(".") if dotted else [text]
            if not all(link.isidentifier() for link in links):
                continue
            if len(links) == 1:
                if not _on_self(receiver):
                    found |= self._member_targets(function, receiver, text)
                continue
            current = receiver
            for link in links:
                found |= self._member_targets(function, current, link)
                current = self._facts.names.made_attribute(current, link)
        return found

    def _stored_member_calls(self, function: _Function, call: ast.Call) -> set[int]:
        """What a call of a member of an object not known (`ops.walk(child)` on a
        parameter, also `getattr(ops, 'walk')(child)` or a name bound to `ops.walk`)
        runs: any module function the code puts on an object under that name
        (`SimpleNamespace(walk=depth)`, `ns.walk = depth`), the object being one that may
        be handed in. Only a call: reading `node.value` is no call of what some namespace
        holds as `value`."""
        names = self._facts.names
        found: set[int] = set()
        for name in names.names(call.func):
            base, _, attr = name.rpartition(".")
            if base != UNKNOWN or not attr.isidentifier():
                continue
            for stored in names.stored(UNKNOWN, attr):
                if stored.startswith("local:"):
                    target = function.scope.resolve(stored.removeprefix("local:"))
                    found |= {target} if target is not None else set()
        return found

    def _method_caller(self, call: ast.Call) -> set[int]:
        """`operator.methodcaller('total')`: a call of `.total()` on whatever it is given,
        an object of unknown type, so every module method of that name that builtin types
        lack (as `child.total()` reaches, see `StrictCallGraph._other_instance`)."""
        if not call.args or not self._facts.derived(_names_methodcaller):
            return set()
        if "operator.methodcaller" not in self._facts.names.names(call.func):
            return set()
        name = const_str(call.args[0])
        if name is None or name in BUILTIN_METHODS:
            return set()
        return {cls.methods[name] for cls in self.classes.values() if name in cls.methods}

    def _held_method_caller(self, node: ast.Name) -> set[int]:
        """A name bound to `operator.methodcaller('total')` (`_size`, handed to `map` or
        called): each use calls `.total()` on what it is given, as the call making it
        does (`_method_caller`), also through a chain of names bound to it."""
        names = self._facts.names
        found: set[int] = set()
        pending: list[ast.expr] = [node]
        for _ in range(_NESTING):
            reads = [read for read in pending if isinstance(read, ast.Name)]
            pending = []
            for read in reads:
                if "operator.methodcaller()" not in names.names(read):
                    continue
                for kind, value in names.bindings_of(read) or []:
                    if kind == "expr" and isinstance(value, ast.Call):
                        found |= self._method_caller(value)
                    elif kind == "expr" and isinstance(value, ast.Name):
                        pending.append(value)
        return found

    def _missing_again(self, function: _Function, node: ast.Subscript) -> set[int]:
        """`self[n - 1]` inside `__missing__(self, n)` of a class with no `__getitem__` of
        its own: a lookup of another missing key runs `__missing__` again (a memo dict
        filling itself recursively). A key stored above the read (`self[key] = v; return
        self[key]`, also after rebinding the key), as honest code reads back what it has
        just stored, is not followed."""
        node_function = function.node
        if not (
            isinstance(node.ctx, ast.Load)
            and is_self(node.value)
            and isinstance(node_function, ast.FunctionDef | ast.AsyncFunctionDef)
            and function.owner is not None
            and not self._method(function.owner, "__getitem__")
        ):
            return set()
        read = ast.dump(node.slice)
        stored_before = any(
            isinstance(target, ast.Subscript) and is_self(target.value)
            and ast.dump(target.slice) == read and target.lineno < node.lineno
            for statement in ast.walk(node_function)
            if isinstance(statement, ast.Assign | ast.AugAssign | ast.AnnAssign)
            for target in getattr(statement, "targets", None) or [statement.target]
        )  # fmt: skip
        return set() if stored_before else self._method(function.owner, "__missing__")

    def _dispatch(self, owner: _Class | None, name: str) -> set[int]:
        """As the strict graph, and a name the class body binds to one of its methods
        (`step = countdown`, read as `self.step(n)`) reaches that method."""
        found = super()._dispatch(owner, name)
        if found or owner is None:
            return found
        aliases = self._facts.derived(_class_aliases)
        for cls in self._lineage(owner):
            target = aliases.get((cls.name, name))
            if target is not None and target != name:
                return super()._dispatch(owner, target)
        return found

    def _module_attribute(self, call: ast.Call) -> set[int]:
        """`getattr(sys.modules[__name__], 'walk')`: the module function of that name."""
        if not _calls_getattr(call) or len(call.args) < _PAIR:
            return set()
        member = const_str(call.args[1])
        names = self._facts.names.names(call.args[0])
        if member is None or not any(name.startswith("sys.modules") for name in names):
            return set()
        return {index for index, item in enumerate(self.functions) if item.name == member}

    def _own_name_lookup(self, function: _Function, call: ast.Call | ast.Subscript) -> set[int]:
        """`globals()[sys._getframe().f_code.co_name](n - 1)` (also with
        `inspect.currentframe()`, through `getattr(sys.modules[__name__], ...)`, or a name
        bound once to the frame's name): the running function looked up by its own name."""
        if isinstance(call, ast.Subscript):
            names = self._facts.names.names(call.value)
            key = call.slice if NAMESPACE in names else None
        elif _calls_getattr(call) and len(call.args) >= _PAIR:
            names = self._facts.names.names(call.args[0])
            key = call.args[1] if any(name.startswith("sys.modules") for name in names) else None
        else:
            return set()
        if key is None or not _frame_name(self._facts, self._facts.names.only_value(key)):
            return set()
        return {index for index, item in enumerate(self.functions) if item is function}

    def _getattr_names(self, function: _Function, call: ast.Call) -> set[str] | None:
        """The names `getattr(self, name)` (or on `cls` or the class) may read, when `name`
        is not a constant and the code shows which it may be: those of the class's
        methods that fit a name computed around it (`f'on_{event.kind}'`), or the data
        fields a loop runs over (`for name in self.fields` with `fields = ('x', 'y')`,
        `field.name for field in dataclasses.fields(self)`, `for name in vars(self)`);
        else None (any method)."""
        owner = function.owner
        if owner is None or not _calls_getattr(call) or len(call.args) < _PAIR:
            return None
        receiver, member = call.args[0], call.args[1]
        if const_str(member) is not None or not _on_self(receiver):
            return None
        affixes = name_affixes(member)
        if affixes is None and isinstance(member, ast.Name):
            guard = self._facts.derived(_affix_guarded).get(id(member))
            if guard is not None and guard[2]:  # `not name.startswith('_')`
                return {
                    name
                    for cls in [*self._lineage(owner), *self._subclasses(owner)]
                    for name in cls.methods
                    if not (name.startswith(guard[0]) if guard[0] else name.endswith(guard[1]))
                }
            affixes = guard[:2] if guard is not None else None
        if affixes is not None:
            if id(owner) not in self._shelves:
                classes = [*self._lineage(owner), *self._subclasses(owner)]
                self._shelves[id(owner)] = NameShelf(
                    list({name for cls in classes for name in cls.methods})
                )
            return set(self._shelves[id(owner)].fitting(*affixes))
        return _field_names(self._facts, member)

    def _resolved(self, function: _Function, node: ast.AST) -> set[int]:
        """As the strict graph, but a name bound once to another name before that one is
        rebound later in the same function, outside any loop (`original = fun` ... `fun =
        scalar_fun`), holds only what the other name held then (`_earlier_values`); and
        `globals()[<the frame's own name>]` is the running function (`_own_name_lookup`)."""
        if isinstance(node, ast.Subscript):
            found = super()._resolved(function, node) | self._own_name_lookup(function, node)
            return found | self._class_members(node)
        found = super()._resolved(function, node) | self._class_members(node)
        if isinstance(node, ast.Name) and UNKNOWN in self._facts.names.names(node):
            ends = self._alias_ends(node)
            for end in ends:
                found |= super()._resolved(function, end)
            found |= self._entered_targets(function, [node, *ends])
        if not found or not isinstance(node, ast.Name):
            return found
        earlier = self._earlier_values(node)
        if earlier is None:
            return found
        narrowed: set[int] = set()
        for kind, value in earlier:
            if kind == "def" and isinstance(value, ast.AST):
                narrowed |= {index for index in found if self.functions[index].node is value}
            elif kind == "expr" and isinstance(value, ast.expr):
                narrowed |= super()._resolved(function, value) & found
        return narrowed

    def _entered_targets(self, function: _Function, ends: list[ast.expr]) -> set[int]:
        """What a name bound by `with ... as name` or a `case` capture may hold: every
        function the context expression or the `match` subject names (`with
        nullcontext(walk) as step`, `match walk: case step:`), which `__enter__` or the
        pattern may hand back as it is."""
        entered = self._facts.derived(_entered_values)
        found: set[int] = set()
        for end in ends if entered else ():
            if not isinstance(end, ast.Name) or end.id not in entered:
                continue
            scope = self._facts.names.scope_binding(end)
            sources = entered[end.id].get(id(scope.node), ()) if scope is not None else ()
            for source in sources:
                for part in ast.walk(source):
                    if isinstance(part, ast.Name) and isinstance(part.ctx, ast.Load):
                        found |= super()._resolved(function, part)
        return found

    def _class_members(self, node: ast.AST) -> set[int]:
        """The methods a name the resolver gives as a module class's member refers to
        (`local:Node.size`, for `getattr(Node, 'size')`, `Node.__dict__['size']`,
        `vars(Node).get('size')` or a name bound to one): that class's own or inherited.
        Empty without a module class (each name must name one)."""
        found: set[int] = set()
        names = self._facts.names.names(node)  # (asked all the same: the resolver's order)
        if not self.classes:
            return found
        for name in names:
            head, dot, member = name.rpartition(".")
            plain = head.removeprefix("local:")
            if dot and plain != head and plain in self.classes and member.isidentifier():
                found |= self._method(self.classes[plain], member)
        return found

    def _alias_ends(self, node: ast.Name) -> list[ast.expr]:
        """Where a chain of aliases (`alias_2 = alias_1`, `alias_1 = walk`, also `alias_2 =
        alias_1 if c else None`, see `_choices`) read through `node` ends: every value of
        its bindings that is no plain name, and the names bound
        otherwise too (by `def`, as a parameter), followed step by step without the depth
        limit name resolution stops at (a 3,000-alias chain is decided, not unknown). The
        names of a chain of names bound once each share one answer (worked out once a
        chain)."""
        known = self._chains
        if id(node) in known:
            return known[id(node)]
        names = self._facts.names
        ends: list[ast.expr] = []
        stack: list[ast.expr] = [node]
        seen: set[int] = set()
        forks = False
        while stack:
            current = stack.pop()
            if id(current) in seen:
                continue
            seen.add(id(current))
            if current is not node and id(current) in known:
                ends += known[id(current)]
                continue
            bindings = names.bindings_of(current) if isinstance(current, ast.Name) else None
            sources = [
                part
                for kind, value in bindings or []
                if kind == "expr"
                for part in _choices(value)
            ]
            forks = forks or len(sources) > 1 or (bool(sources) and len(sources) != len(bindings))
            for value in sources:
                (stack if isinstance(value, ast.Name) else ends).append(value)
            if not bindings or len(sources) != len(bindings):
                ends.append(current)
        for item in seen if not forks else (id(node),):
            known[item] = ends
        return ends

    def _class_value_targets(self, function: _Function, node: ast.Attribute) -> set[int]:
        """What a class attribute bound in the class body to a function, or a
        `staticmethod`/`classmethod` of one, reaches when read through the class's name or
        `self`/`cls` (`class Tools: step = staticmethod(walk)`, `Tools.step(child)`)."""
        bodies = self._facts.derived(_class_body_bindings)
        if self._class_attributes is None:
            self._class_attributes = frozenset(
                attr for values in bodies.values() for attr in values
            )
        if node.attr not in self._class_attributes:
            return set()
        if names_the_class(node.value) and function.owner is not None:
            classes = [cls.name for cls in self._lineage(function.owner)]
        elif isinstance(node.value, ast.Name):
            bindings = self._facts.names.bindings_of(node.value) or []
            classes = [value.name for _, value in bindings if isinstance(value, ast.ClassDef)]
            if len(classes) != len(bindings):
                return set()
        else:
            return set()
        found: set[int] = set()
        for name in classes:
            for value in bodies.get(name, {}).get(node.attr, ()):
                found |= super()._resolved(function, value)
        return found

    def _name_table_calls(self, function: _Function, func: ast.expr) -> set[int]:
        """What an entry of a table held in a name is called with (`STEPS['walk'](n)`,
        `STEPS.get(k)(n)`), when the table is built otherwise than as a literal
        (`dict(zip(names, [walk]))`, `dict(walk=walk)`) or filled entry by entry
        (`STEPS[k] = walk`, `STEPS.update(...)`): every function named in what builds or
        fills it; also through a local name bound to such an entry (`walker =
        STEPS.get(kind)` then `walker(n)`)."""
        table = _table_of(func)
        if table is None and isinstance(func, ast.Name):
            picked = self._facts.names.bindings_of(func) or []
            found: set[int] = set()
            for kind, value in picked:
                if kind == "expr" and isinstance(value, ast.Subscript | ast.Call):
                    found |= self._name_table_calls(function, value)
            return found
        if not isinstance(table, ast.Name):
            return set()
        bindings = self._facts.names.bindings_of(table) or []
        if not bindings:
            return set()
        values = [
            value
            for kind, value in bindings
            if kind == "expr" and not isinstance(value, ast.List | ast.Tuple | ast.Dict)
        ]  # (a literal is read entry by entry by name resolution)
        values += self._facts.derived(_filled_tables).get(id(bindings), [])
        found = set()
        for value in values:
            for part in ast.walk(value):
                if isinstance(part, ast.Name | ast.Attribute) and isinstance(part.ctx, ast.Load):
                    found |= super()._resolved(function, part)
        return found

    def _parameter_table_calls(self, function: _Function, func: ast.expr) -> set[int]:
        """What an entry of a table held in a parameter is called with (`ops['size'](child,
        ops)`, `ops.get(kind)(node)`): any module function the code writes into a dict,
        list, tuple or set display or a `dict(size=...)` call (the caller may hand in any
        of them), under that key when both keys are constants."""
        table = _table_of(func)
        if not isinstance(table, ast.Name):
            return set()
        bindings = self._facts.names.bindings_of(table) or []
        if not bindings or any(kind != "param" for kind, _ in bindings):
            return set()
        if isinstance(func, ast.Subscript):
            key = const_str(func.slice)
        else:
            key = const_str(func.args[0]) if func.args else None  # type: ignore[attr-defined]
        found: set[int] = set()
        for entry_key, value in self._facts.derived(_displayed_entries):
            if key is None or entry_key is None or entry_key == key:
                found |= super()._resolved(function, value)
        return found

    def _earlier_values(self, node: ast.Name) -> list[tuple[str, object]] | None:
        """The bindings the source of an alias (`fun` in `original = fun`) has before the
        alias statement, when all its others come after it in the same function and no
        loop of that function holds the alias (a second pass would see them); else None."""
        names = self._facts.names
        bindings = names.bindings_of(node) or []
        if len(bindings) != 1 or bindings[0][0] != "expr":
            return None
        source = bindings[0][1]
        if not isinstance(source, ast.Name):
            return None
        if id(source) not in self._earlier:
            self._earlier[id(source)] = self._read_earlier(source)
        return self._earlier[id(source)]

    def _read_earlier(self, source: ast.Name) -> list[tuple[str, object]] | None:
        """`_earlier_values`, worked out once per alias."""
        names = self._facts.names
        function = self._facts.owner(source, through_lambdas=False)
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            return None
        line = source.lineno
        before, after = [], []
        for kind, value in names.bindings_of(source) or []:
            where = getattr(value, "lineno", None) if kind != "param" else 0
            if where is None:
                return None
            (before if where <= line else after).append((kind, value))
        if not after or any(
            self._facts.owner(value, through_lambdas=False) is not function  # type: ignore[arg-type]
            for _, value in after
        ):
            return None
        if id(function) not in self._loops:
            self._loops[id(function)] = [
                (item.lineno, item.end_lineno or item.lineno)
                for item in own_walk(function, into_lambdas=False)
                if isinstance(item, ast.For | ast.AsyncFor | ast.While)
            ]
        if any(first <= line <= last for first, last in self._loops[id(function)]):
            return None
        return before

    def _handed_to_worker(self, function: _Function, call: ast.Call) -> set[int]:
        """What a thread or executor is handed to run now (`Thread(target=walk, ...)`,
        `pool.submit(crawl, link)`, `_thread.start_new_thread(f, ...)`): a function handing
        itself to one recurses through it, unlike one rescheduling itself on a timer or
        event loop (`Timer(1, tick)`, `loop.call_later(1, poll)`), which the graph leaves
        out as a new run later."""
        func = call.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
        if name not in _WORKERS or (name in self._own_names() and self._targets(function, func)):
            return set()
        if name == "Thread" and not self._joins(function) and not self._fans_out(function, call):
            return set()
        found: set[int] = set()
        for value in [*call.args, *(keyword.value for keyword in call.keywords)]:
            if isinstance(value, ast.Name | ast.Attribute):
                found |= self._targets(function, value)
        return found

    def _fans_out(self, function: _Function, call: ast.Call) -> bool:
        """Whether a thread is started in the body of a `for` loop or in a comprehension
        of `function` (`for entry in ...: Thread(target=walk, ...).start()`): one thread
        per item spreads a walk over its children, recursion on other stacks; a worker
        restarting itself after a crash starts one."""
        spans = self._fan_spans.get(id(function.node))
        if spans is None:
            spans = self._fan_spans[id(function.node)] = [
                (_start(item.body[0]), _end(item.body[-1]))
                if isinstance(item, ast.For | ast.AsyncFor)
                else (_start(item), _end(item))
                for item in own_walk(function.node, into_lambdas=False)
                if isinstance(item, ast.For | ast.AsyncFor | ast.ListComp | ast.SetComp
                              | ast.DictComp | ast.GeneratorExp)
            ]  # fmt: skip
        where = _start(call)
        return any(first <= where <= last for first, last in spans)

    def _own_names(self) -> frozenset[str]:
        """Names of the module's functions, methods and classes: a call of its own
        `submit` (a queue of calls run one after another, a trampoline) is followed as
        code, not taken for an executor's."""
        if self._defined_names is None:
            self._defined_names = frozenset(
                node.name
                for node in self._facts.of_type(
                    ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef
                )
            )
        return self._defined_names

    def _joins(self, function: _Function) -> bool:
        """Whether `function` waits for a thread (`worker.join()`) or runs one on its own
        stack (`Thread(target=walk).run()`, `step = worker.run`, `getattr(worker, 'run')`):
        a thread it starts and leaves running is a new run, as a timer's is (a worker
        restarting itself when it crashes, `except Exception: self.start()`), not a call
        it waits on."""
        if self._joining is None:
            self._joining = {
                id(self._facts.owner(call))
                for call in self._facts.of_type(ast.Call)
                if _waits(call) or _reads_run(call)
            }
            self._joining |= {
                id(self._facts.owner(node))
                for node in self._facts.of_type(ast.Attribute)
                if node.attr == "run"
            }
        return id(function.node) in self._joining

    def _wrapped_calls(self, function: _Function, func: ast.expr) -> set[int]:
        """What a called name or attribute of `self` bound to a memoising wrapper of a
        module function runs: the function it wraps (`fib = functools.cache(_fib)`,
        `fib = memoize(_fib)`, `self.paths = functools.cache(self._paths)`)."""
        found: set[int] = set()
        for wrapped in self._wrapped_by(func) + self._dereferenced(func):
            if _self_attribute(wrapped) is not None:
                found |= self._dispatch(function.owner, wrapped.attr)  # type: ignore[attr-defined]
            else:
                found |= self._resolved(function, wrapped)
        return found

    def _dereferenced(self, func: ast.expr) -> list[ast.expr]:
        """`walk` for `_REF()` with `_REF = weakref.ref(walk)`, or `weakref.ref(walk)()`:
        the function a weak reference called gives back (which the call then calls)."""
        if not (isinstance(func, ast.Call) and not func.args and not func.keywords):
            return []
        made = func.func
        values: list[object] = [made]
        if isinstance(made, ast.Name):
            values = [value for kind, value in self._facts.names.bindings_of(made) or []
                      if kind == "expr"]  # fmt: skip
        return [
            value.args[0]
            for value in values
            if isinstance(value, ast.Call)
            and value.args
            and self._facts.names.names(value.func) & _DEREFERENCED
        ]

    def _wrapped_by(self, func: ast.expr) -> list[ast.expr]:
        """What the wrappers a called name or attribute of `self` is bound to wrap (see
        `_wrapped`), worked out once per name's bindings or attribute (a name bound `n`
        times and called `n` times costs `n`, not `n` squared)."""
        bindings = self._facts.names.bindings_of(func) if isinstance(func, ast.Name) else None
        key = id(bindings) if bindings else _self_attribute(func)
        if key is None:
            return []
        if key not in self._wrappers:
            if bindings:
                values = [value for kind, value in bindings if kind == "expr"]
            else:
                values = self._facts.names.attribute_values.get(key, [])  # type: ignore[call-overload]
            wrapped = map(self._wrapped, values)
            self._wrappers[key] = [item for item in wrapped if item is not None]
        return self._wrappers[key]

    def _wrapped(self, value: ast.expr) -> ast.expr | None:
        """`_fib` for `functools.cache(_fib)`, `lru_cache(maxsize=None)(_fib)`,
        `memory.cache(_fib)`, `memoize(_fib)` or `timed(_fib)` (a module function or class
        the code shows calls what it is given when it is called): the function a wrapper
        that caches or decorates it is built around; None for any other value, such as a
        module queue, debouncer or timer (`Later(f, 30)`), which is handed `f` to run later."""
        if not (isinstance(value, ast.Call) and value.args):
            return None
        for name in self._facts.names.names(value.func):
            plain = name.removesuffix("()")
            if (
                plain in _MEMOISERS
                or _MEMO_WORD.search(plain.rpartition(".")[2])
                or (name.startswith("local:") and self._calls_now(name))
            ):
                return value.args[0]
        return None

    def _calls_now(self, name: str) -> bool:
        """Whether the module function or class `name` (`local:timed`, `local:retry()` for
        a decorator factory) builds something that calls its argument when it is called."""
        if self._runs_argument is None:
            self._runs_argument = _argument_runners(self._facts.tree)
        return name.removeprefix("local:") in self._runs_argument

    def _table_calls(self, function: _Function, func: ast.expr) -> set[int]:
        """The functions and methods written into the table `self.attr` whose entry
        `func` picks (`self.handlers[kind]`, `self.handlers.get(kind)`): the literals
        assigned to it and the values stored at a key (`{'add': self.add}`)."""
        if isinstance(func, ast.Call) and isinstance(func.func, ast.Attribute):
            table = func.func.value if func.func.attr in _LOOKUPS else None
        else:
            table = func.value if isinstance(func, ast.Subscript) else None
        attr = _self_attribute(table) if table is not None else None
        if attr is None:
            return set()
        found: set[int] = set()
        for entry in self._put_into(attr):
            if isinstance(entry, ast.Attribute) and is_self(entry.value):
                found |= self._dispatch(function.owner, entry.attr)
            elif isinstance(entry, ast.Name):
                target = function.scope.resolve(entry.id)
                found |= {target} if target is not None else set()
            elif isinstance(entry, ast.Lambda) and id(entry) not in self._expanding:
                found |= self._lambda_callees(function, entry)
        return found

    def _lambda_callees(self, function: _Function, entry: ast.Lambda) -> set[int]:
        """What a lambda stored in a table on `self` calls (`'add': lambda n:
        self.evaluate(n['left'])`), as if `function`, which calls the entry, did: the
        lambda runs on the same instance."""
        self._expanding.add(id(entry))
        try:
            kinds = self.target_kinds
            return {
                index
                for node in ast.walk(entry.body)
                if type(node) in kinds
                for index in self._targets(function, node)
            }
        finally:
            self._expanding.discard(id(entry))

    def _other_instance(self, node: ast.Attribute) -> set[int]:
        """The methods `child.size()` may reach (`_instance_targets`), less those that
        cannot take the call's arguments (`storage.save(key, body)` never reaches
        `Document.save(self, storage)`: it would raise TypeError)."""
        found = self._instance_targets(node)
        call = self._facts.derived(_calls_by_callee).get(id(node)) if found else None
        if call is None or not self._untyped(node.value):
            return found
        return {index for index in found if _accepts(self.functions[index].node, call)}

    def _untyped(self, receiver: ast.expr) -> bool:
        """An object the code says nothing of (an unannotated parameter or a name bound
        to what an outside call gives), rather than a class (`Parser`, `cls`: a method
        called through its class takes `self` as an argument) or a name annotated with
        one, whose every method the call is taken to reach."""
        if names_the_class(receiver) or self._declared_classes(receiver) is not None:
            return False
        return not any(
            name.startswith("local:") and not name.endswith("()")
            for name in self._facts.names.names(receiver)
        )

    def _instance_targets(self, node: ast.Attribute) -> set[int]:
        """The methods a call on another object may reach, as the class docstring says."""
        copied = self._copied_self(node.value)
        if copied is not None:
            return set(self._dispatch(copied, node.attr))
        if self._awaitable(node.value) or self._outside_copy(node.value, 0):
            return set()
        if self._outside_entry(node.value) or self._outside_object(node.value, 0):
            return set()
        tested = self._tested_classes(node.value)
        if tested is not None:
            return {
                index for name in tested for index in self._dispatch(self.classes[name], node.attr)
            }
        named = self._named_classes(node.value)
        if named is not None:
            return {index for cls in named for index in self._method(cls, node.attr)}
        found = super()._other_instance(node)
        receiver = node.value
        if not (isinstance(receiver, ast.Attribute) and is_self(receiver.value)):
            declared = self._declared_classes(receiver) if found else None
            if declared is not None:
                return {
                    index
                    for name in declared
                    for index in self._dispatch(self.classes[name], node.attr)
                }
            return found or {  # `child.insert(rest)`: a builtin's method name, on a stored node
                index
                for name in self._entry_classes(receiver)
                for index in self._dispatch(self.classes[name], node.attr)
            }
        if not found:  # `self.left.insert(v)`: a builtin's method name, on a built node
            return {
                index
                for name in self._built_classes(receiver.attr)
                for index in self._dispatch(self.classes[name], node.attr)
            }
        holders = self._held_classes(receiver.attr)
        if holders is None:
            return found
        return {
            index for name in holders for index in self._dispatch(self.classes[name], node.attr)
        }

    def _copied_self(self, receiver: ast.expr) -> _Class | None:
        """The class of the method around a copy of `self` (`copy.copy(self)`,
        `copy.deepcopy(self)`, `dataclasses.replace(self, ...)`, also through the one name
        bound to it): an object of that class, whose methods a call on it reaches."""
        value: object = receiver
        if isinstance(receiver, ast.Name):
            bindings = self._facts.names.bindings_of(receiver) or []
            value = bindings[0][1] if len(bindings) == 1 and bindings[0][0] == "expr" else None
        if not (
            isinstance(value, ast.Call)
            and value.args
            and is_self(value.args[0])
            and self._facts.names.names(value.func) & _SELF_COPIES
        ):
            return None
        owner = self._facts.owner(value)
        while owner is not None and not isinstance(owner, ast.ClassDef | ast.Module):
            owner = self._facts.owner(owner)
        return self.classes.get(owner.name) if isinstance(owner, ast.ClassDef) else None

    def _outside_entry(self, receiver: ast.expr) -> bool:
        """An entry of a container on `self` whose every entry the code builds with an
        outside class (`self._paths = [pathlib.Path(p) for p in paths]`,
        `[LinearRegression(), DecisionTreeRegressor()]`, `list(map(pathlib.Path,
        paths))`): `self._paths[0]`, or a loop variable over it (`for path in
        self._paths`), is an outside object, no module class's."""
        if isinstance(receiver, ast.Subscript):
            attr = _self_attribute(receiver.value)
        else:
            bindings = (
                self._facts.names.bindings_of(receiver) if isinstance(receiver, ast.Name) else None
            )
            if not bindings or len(bindings) != 1 or bindings[0][0] != "element":
                return False
            attr = _self_attribute(self._walked(receiver, bindings[0][1]))  # type: ignore[arg-type]
        if attr is None:
            return False
        if attr not in self._outside_entries:
            put = self._put_into(attr)
            self._outside_entries[attr] = bool(put) and all(map(self._built_outside_item, put))
        return self._outside_entries[attr]

    def _outside_object(self, receiver: ast.expr, depth: int) -> bool:
        """An object an outside library made: a name bound by `with` to what a library
        call gives (`with sqlite3.connect(p) as conn`, `with ZipFile(p) as archive`; not
        `nullcontext(x)` or `closing(x)`, which give back what they are handed), or a name
        bound to, or a call of, a method of such an object or of an attribute only ever
        built by outside calls (`cursor = self.conn.cursor()`), read as a name bound to a
        library call's result (`conn = sqlite3.connect(p)`) is; not a method that gives
        back what was put in (`_RETRIEVERS`: `queue.get()`, `future.result()`)."""
        if depth > _PAIR:
            return False
        if isinstance(receiver, ast.Name):
            bindings = self._facts.names.bindings_of(receiver) or []
            value = bindings[0][1] if len(bindings) == 1 else None
            if not isinstance(value, ast.Call) or bindings[0][0] not in {"unknown", "expr"}:
                return False
            if bindings[0][0] == "unknown":  # `with CALL as name`
                if self._facts.names.names(value.func) & _HANDED_BACK:
                    return False
                return self._library_call(value) or self._outside_object(value, depth + 1)
            receiver = value
        if not isinstance(receiver, ast.Call) or not isinstance(receiver.func, ast.Attribute):
            return False
        func = receiver.func
        if func.attr in _RETRIEVERS or any(map(is_self, receiver.args)):
            return False
        attr = _self_attribute(func.value)
        if attr is not None:
            return self._built_outside(attr)
        return self._outside_object(func.value, depth + 1)

    def _library_call(self, call: ast.Call) -> bool:
        """A call of an outside library's function or class (`builtins.open` the only
        builtin), handed no `self`."""
        names = self._facts.names.names(call.func)
        return (
            bool(names)
            and not any(map(is_self, call.args))
            and all(
                not name.startswith(_NOT_A_LIBRARY_CALL) or name == "builtins.open"
                for name in names
            )
        )

    def _walked(self, receiver: ast.expr, value: ast.expr) -> ast.expr:
        """The container a loop variable walks the entries of (`_iterated`); for a name a
        loop over `zip(...)` unpacks, the argument at its place (`self.workers` for
        `worker` in `for worker, chunk in zip(self.workers, chunks)`), not the zip."""
        containers = _zipped(value)
        target = self._facts.derived(loop_targets).get(id(value))
        if (
            containers[0] is not value
            and isinstance(receiver, ast.Name)
            and isinstance(target, ast.Tuple | ast.List)
            and len(target.elts) == len(containers)
            and not any(isinstance(item, ast.Starred) for item in (*target.elts, *containers))
        ):
            for item, container in zip(target.elts, containers, strict=True):
                if isinstance(item, ast.Name) and item.id == receiver.id:
                    return _iterated(container)
        return _iterated(value)

    def _built_outside_item(self, value: ast.expr) -> bool:
        """Whether each entry `value` gives is built by an outside class (a CapWords name
        the code imports: `pathlib.Path(p)`, not `pickle.loads(b)` or `random.choice(xs)`,
        which may give the module's own objects back), itself or as a comprehension's
        element, or through `list(...)` (or `tuple`, `set`, `sorted`) of a `map` of one."""
        if isinstance(value, ast.ListComp | ast.SetComp | ast.GeneratorExp):
            return self._built_outside_item(value.elt)
        if not isinstance(value, ast.Call):
            return False
        called = self._facts.names.names(value.func)
        if called & _CONTAINER_COPIES and len(value.args) == 1:
            return self._built_outside_item(value.args[0])
        if "builtins.map" in called and value.args:
            called = self._facts.names.names(value.args[0])
        return bool(called) and all(
            not name.startswith(("local:", "?", "builtins."))
            and name.rpartition(".")[2][:1].isupper()
            for name in called
        )

    def _tested_classes(self, receiver: ast.expr) -> set[str] | None:
        """The module classes an `isinstance(part, Leaf)` test that has just held says a
        name is of (`part.describe()` in its `if` body, or in a comprehension it filters);
        None when no such test holds there, or it names a class the module does not define
        (which its classes may derive from)."""
        if not isinstance(receiver, ast.Name):
            return None
        if self._isinstance_tests is None:
            self._isinstance_tests = _isinstance_guarded(self._facts)
        tested = self._isinstance_tests.get(id(receiver))
        if not tested or not tested <= self.classes.keys():
            return None
        return tested

    def _outside_copy(self, receiver: ast.expr, depth: int) -> bool:
        """`self._hash.copy()` where the code only ever builds an outside object into
        `self._hash` (`hashlib.sha256(key)`): a copy of it, no module object; also
        through the one name bound to it (`h = self._hash.copy()`) or a method of the
        module whose every return gives one (`h = self._current()`)."""
        if depth > _PAIR:
            return False
        receiver = self._facts.names.only_value(receiver)
        if not isinstance(receiver, ast.Call) or not isinstance(receiver.func, ast.Attribute):
            return False
        func = receiver.func
        if is_self(func.value) and not receiver.args:
            if func.attr not in self._copies:
                self._copies[func.attr] = False  # while it is worked out: no copy
                self._copies[func.attr] = self._returns_copies(func.attr, depth)
            return self._copies[func.attr]
        attr = _self_attribute(func.value)
        return (
            func.attr == "copy"
            and not receiver.args
            and attr is not None
            and (self._built_outside(attr))
        )

    def _returns_copies(self, name: str, depth: int) -> bool:
        """Whether every return of every module method `name` gives an outside copy (see
        `_outside_copy`)."""
        methods = [cls.methods[name] for cls in self.classes.values() if name in cls.methods]
        returns = [
            item.value
            for index in methods
            for item in own_walk(self.functions[index].node, into_lambdas=False)
            if isinstance(item, ast.Return)
        ]
        return bool(returns) and all(
            value is not None and self._outside_copy(value, depth + 1) for value in returns
        )

    def _built_outside(self, attr: str) -> bool:
        """Everything the code puts into `self.attr` is built by an outside call
        (`hashlib.sha256(key)`; not `copy.deepcopy(node)`, a copy of what it is given), and
        it holds no module class (once an attribute)."""
        key = f"self.{attr}"
        if key not in self._copies:
            self._copies[key] = self._read_built_outside(attr)
        return self._copies[key]

    def _read_built_outside(self, attr: str) -> bool:
        values = self._facts.names.attribute_values.get(attr, [])
        return (
            bool(values)
            and all(
                isinstance(value, ast.Call)
                and not any(
                    name.startswith(("local:", "?", "copy."))
                    for name in self._facts.names.names(value.func)
                )
                and bool(self._facts.names.names(value.func))
                for value in values
            )
            and self._held_classes(attr) == frozenset()
        )

    def _awaitable(self, receiver: ast.expr) -> bool:
        """`self.dispatch()` where every method of that name is a plain `async def`: it
        gives a coroutine (`self.dispatch().__await__()` in `__await__`), no module object."""
        if not (
            isinstance(receiver, ast.Call)
            and isinstance(receiver.func, ast.Attribute)
            and is_self(receiver.func.value)
        ):
            return False
        methods = [
            self.functions[cls.methods[receiver.func.attr]].node
            for cls in self.classes.values()
            if receiver.func.attr in cls.methods
        ]
        return bool(methods) and all(
            isinstance(method, ast.AsyncFunctionDef)
            and not any(isinstance(item, ast.Yield | ast.YieldFrom) for item in ast.walk(method))
            for method in methods
        )

    def _named_classes(self, receiver: ast.expr) -> list[_Class] | None:
        """The module classes a receiver is (`Parser.parse(self, fp)`, a base's method
        called on purpose) or is an instance made of (`node = Node(v)`): its method is
        that class's own or inherited one, as the paper resolves `ClassName.m`. None when
        the receiver may be anything else."""
        names = self._facts.names.names(receiver)
        classes: list[_Class] = []
        for name in names:
            plain = name.removeprefix("local:").removesuffix("()")
            if name.endswith("()"):  # `sub = make_counter()`: what the factory makes
                plain = self._facts.derived(_factory_classes).get(plain, plain)
            if not name.startswith("local:") or plain not in self._model.defined_once:
                return None
            classes.append(self.classes[plain])
        return classes or None

    def _declared_classes(self, receiver: ast.expr) -> frozenset[str] | None:
        """Module classes a name's annotation says it holds: a parameter's (`engine:
        Engine`), or a loop variable's over a parameter or `self` attribute annotated
        `list[LineItem]` (with what the code stores in that attribute). None (any class)
        when unannotated, or annotated with nothing narrower than a module class: `Any`,
        `object`, a Protocol, a type variable."""
        if not isinstance(receiver, ast.Name):
            return None
        bindings = self._facts.names.bindings_of(receiver) or []
        if len(bindings) != 1:
            return None
        kind, value = bindings[0]
        if kind == "param":
            return self._narrowed(self._parameter_annotations(receiver))
        if kind != "element" or not isinstance(value, ast.expr):
            return None
        container = self._walked(receiver, value)
        attr = _self_attribute(container)
        if attr is None:
            return self._narrowed(self._parameter_annotations(container))
        if attr not in self._declared:
            self._declared[attr] = self._narrowed(self._attribute_annotations(attr))
        declared = self._declared[attr]
        if declared is None:
            return self._passed_classes(attr)
        return declared | self._stored_classes(attr) | self._built_classes(attr)

    def _passed_classes(self, attr: str) -> frozenset[str] | None:
        """Module classes the container `self.attr` holds when all the code puts into it
        is built from one, or is a method's parameter that every call the module makes
        of that method gives one (`enroll(student)` called as `enroll(Student(...))`);
        None when anything put into it may be something else, or a method filling it is
        never called, or handed on, so that its callers are unseen (worked out once an
        attribute: each receiver looped over it asks)."""
        if attr not in self._passed:
            self._passed[attr] = self._read_passed(attr)
        return self._passed[attr]

    def _read_passed(self, attr: str) -> frozenset[str] | None:
        if self._loose is None:
            self._loose = _loose_containers(self._facts)
        if attr in self._loose or "*" in self._loose:
            return None  # `self.items += [x]`, `items = self.items`: what goes in is unseen
        held: set[str] = set()
        for value in self._put_into(attr):
            value = _copied(value)
            classes = self._built_in(value) or self._given_to(value)
            if not classes:
                return None
            held |= classes
        return frozenset(held) or None

    def _subclassed(self, function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
        """Whether `function` is a method of a class the module derives others from: their
        own constructors and overrides may call it with what this module's calls do not
        show (`super().__init__(...)`)."""
        owner = self._facts.owner(function)
        return isinstance(owner, ast.ClassDef) and bool(self._model.subclasses(owner))

    def _put_into(self, attr: str) -> list[ast.expr]:
        """What the code puts into the container `self.attr`: entries of the literals it
        assigns it, values it stores at a key, arguments of its methods."""
        if self._put is None:
            self._put = self._read_put()
        return self._put.get(attr, [])

    def _read_put(self) -> dict[str, list[ast.expr]]:
        """`_put_into` for every attribute at once, read from the shared facts."""
        facts = self._facts
        put: dict[str, list[ast.expr]] = {
            attr: [
                item
                for value in values
                for item in (_literal_items(value) if isinstance(value, _CONTAINERS) else [value])
            ]
            for attr, values in facts.names.attribute_values.items()
        }
        for node in facts.of_type(ast.Assign):
            for target in node.targets:
                attr = _self_attribute(target.value) if isinstance(target, ast.Subscript) else None
                if attr is not None:
                    put.setdefault(attr, []).append(node.value)
        for node in facts.of_type(ast.Call):
            func = node.func
            attr = _self_attribute(func.value) if isinstance(func, ast.Attribute) else None
            if attr is not None:
                put.setdefault(attr, []).extend(
                    [*node.args, *(keyword.value for keyword in node.keywords)]
                )
        return put

    def _given_to(self, value: ast.expr) -> set[str]:
        """Module classes every call of the method whose parameter `value` is gives it
        (empty when one may give anything else, or none is seen)."""
        if not isinstance(value, ast.Name):
            return set()
        function = parameter_owner(self._facts, value)
        if function is None or value.id not in {arg.arg for arg in function.args.args}:
            return set()
        calls = calls_of(self._facts, function)
        if not calls or escapes(self._facts, function, calls) or self._subclassed(function):
            return set()
        found: set[str] = set()
        for call in calls:
            argument = argument_for(call, function, value.id)
            if isinstance(argument, ast.Name):  # `items = [Item(...) ...]; Order(1, items)`
                argument = self._facts.names.only_value(argument)
            given = self._built_in(argument) if isinstance(argument, ast.expr) else set()
            if not given or isinstance(argument, ast.Starred):
                return set()
            found |= given
        return found

    def _sometimes_given(self, value: ast.expr) -> set[str]:
        """Module classes some call of the method whose parameter `value` is gives it
        (`Node(2, Node(1), Node(3))` for `self.left = left`): that attribute holds an
        object of the class at least then."""
        if not isinstance(value, ast.Name):
            return set()
        function = parameter_owner(self._facts, value)
        if function is None or value.id not in {arg.arg for arg in function.args.args}:
            return set()
        found: set[str] = set()
        for call in calls_of(self._facts, function):
            argument = argument_for(call, function, value.id)
            if isinstance(argument, ast.expr) and not isinstance(argument, ast.Starred):
                found |= self._built_in(argument)
        return found

    def _parameter_annotations(self, value: ast.expr) -> list[ast.expr]:
        """The annotation of the parameter `value` names, in the function that binds it
        (past comprehensions and class bodies, into enclosing functions)."""
        if not isinstance(value, ast.Name):
            return []
        scope = self._facts.names.scope_binding(value)
        function = scope.node if scope is not None else None
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            return []
        return _annotations_of(function.args, value.id)

    def _attribute_annotations(self, attr: str) -> list[ast.expr]:
        """Annotations of `self.attr`: in the class body, on `self.attr: T`, or of the
        parameter stored in it; empty when any value stored in it is not so annotated."""
        found = [item.annotation for item in self._class_body_declarations(attr)]
        found += self._self_annotations(attr)
        for value in self._facts.names.attribute_values.get(attr, []):
            hints = [
                hint
                for option in _defaulted(value)
                for hint in self._parameter_annotations(option)
            ]
            if not hints and not found:
                return []
            found += hints
        return found

    def _narrowed(self, annotations: list[ast.expr]) -> frozenset[str] | None:
        """Module classes the annotations name (and imported bases' module subclasses);
        None when there are none, or one is `Any`/`object` or a module Protocol."""
        if not annotations:
            return None
        facts = self._facts
        for annotation in annotations:
            for node in facts.annotation_nodes(annotation):
                if (
                    isinstance(node, ast.Name | ast.Attribute)
                    and facts.names.names(node) & _ANY_TYPE
                ):
                    return None
        held = frozenset(name for source in annotations for name in self._classes_in(source))
        if not held or held & self._model.protocols:
            return None
        return held | self._outside_subclasses(annotations)

    def _built_classes(self, attr: str) -> set[str]:
        """Module classes the code builds an object of into `attr` (`self.left = Node(v)`)."""
        found: set[str] = set()
        for value in self._facts.names.attribute_values.get(attr, []):
            for option in (value.body, value.orelse) if isinstance(value, ast.IfExp) else (value,):
                if isinstance(option, ast.Call) and isinstance(option.func, ast.Name):
                    found |= {option.func.id} & self.classes.keys()
        return found

    def _entry_classes(self, receiver: ast.expr) -> set[str]:
        """Module classes the code shows `receiver` holds: an entry of a container on
        `self` (`self.children[c]`, a loop variable over `self.children.values()`, a name
        bound to `self.children.get(c)`) that it stores objects of those classes in, or
        what `setdefault(c, TrieNode())` returns."""
        if isinstance(receiver, ast.Subscript):
            return self._stored_classes(_self_attribute(receiver.value))
        bindings = (
            self._facts.names.bindings_of(receiver) if isinstance(receiver, ast.Name) else None
        )
        found: set[str] = set()
        for kind, value in bindings or []:
            if kind == "element" and isinstance(value, ast.expr):
                found |= self._stored_classes(_self_attribute(self._walked(receiver, value)))
            elif kind == "expr" and isinstance(value, ast.Subscript):
                found |= self._stored_classes(_self_attribute(value.value))
            elif kind == "expr" and isinstance(value, ast.Call):
                found |= self._looked_up_classes(value)
        return found

    def _looked_up_classes(self, call: ast.Call) -> set[str]:
        """Classes `self.children.get(c)` may give, and the default of a `get`/`setdefault`
        that builds a module class (`setdefault(c, TrieNode())`)."""
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr in _LOOKUPS):
            return set()
        found = self._stored_classes(_self_attribute(func.value))
        for default in call.args[1:2]:
            found |= self._built_in(default)
        return found

    def _built_in(self, value: ast.expr) -> set[str]:
        """Module classes an object `value` evaluates to is built from (`Node(v)`, a name
        bound to one), or its literal or comprehension's entries are."""
        if isinstance(value, ast.ListComp | ast.SetComp | ast.GeneratorExp):
            value = value.elt
        elif isinstance(value, ast.DictComp):
            value = value.value
        return {
            plain
            for name in self._facts.names.names(value)
            if name.startswith("local:")
            and name.endswith("()")
            and (plain := name.removeprefix("local:").removesuffix("()")) in self.classes
        }

    def _stored_classes(self, attr: str | None) -> set[str]:
        """Module classes the code stores in the container `self.attr`: as an entry
        (`self.children[c] = Node()`), through one of its methods
        (`self.children.append(Node())`), or in the literal it assigns it."""
        if attr is None:
            return set()
        if self._stored is None:
            self._stored = self._read_stored()
        return self._stored.get(attr, set())

    def _read_stored(self) -> dict[str, set[str]]:
        """`_stored_classes` for every attribute at once, read from the shared facts."""
        stored: dict[str, set[str]] = {}
        for node in self._facts.of_type(ast.Assign):
            for target in node.targets:
                attr = _self_attribute(target.value) if isinstance(target, ast.Subscript) else None
                if attr is not None:
                    stored.setdefault(attr, set()).update(self._built_in(node.value))
        for node in self._facts.of_type(ast.Call):
            attr = (
                _self_attribute(node.func.value) if isinstance(node.func, ast.Attribute) else None
            )
            for argument in node.args if attr is not None else []:
                stored.setdefault(attr, set()).update(self._built_in(argument))
        for attr, values in self._facts.names.attribute_values.items():
            for value in values:
                if isinstance(value, _CONTAINERS):
                    stored.setdefault(attr, set()).update(self._built_in(value))
                else:
                    stored.setdefault(attr, set()).update(self._default_factory(value))
        return stored

    def _default_factory(self, value: ast.expr) -> set[str]:
        """The module class a `defaultdict(TrieNode)` builds its missing entries from."""
        if (
            isinstance(value, ast.Call)
            and value.args
            and isinstance(value.args[0], ast.Name)
            and value.args[0].id in self.classes
            and "collections.defaultdict" in self._facts.names.names(value.func)
        ):
            return {value.args[0].id}
        return set()

    def _held_classes(self, attr: str) -> frozenset[str] | None:
        """The module classes `attr` may hold, None for any (see the class docstring)."""
        if attr not in self._holders:
            self._holders[attr] = self._read_holders(attr)
        return self._holders[attr]

    def _read_holders(self, attr: str) -> frozenset[str] | None:
        """Classes named where `attr` is set or annotated; else None when nothing sets it
        or a None/truth test and no call of an outside class suggest a chain's link."""
        names = self._facts.names
        sources: list[ast.expr] = [
            annotation
            for item in self._class_body_declarations(attr)
            for annotation in (item.annotation, item.value)
            if annotation is not None
        ]
        built_elsewhere = any(map(self._names_outside_class, self._self_annotations(attr)))
        for value in [*names.attribute_values.get(attr, []), *self._unpacked_calls(attr)]:
            hints = self._parameter_hints(value)
            sources += [value, *hints]
            built_elsewhere |= any(map(self._names_outside_class, hints))
            built_elsewhere |= isinstance(value, ast.Call) and not any(
                name.startswith("local:") for name in names.names(value.func)
            )
        if not sources:
            return frozenset() if self._set_by_outside_bases(attr) else None
        held = frozenset(name for source in sources for name in self._classes_in(source))
        held |= {
            name
            for value in names.attribute_values.get(attr, [])
            for name in self._sometimes_given(value)
        }
        if held & self._model.protocols:
            return None  # the module's classes satisfy a Protocol without naming it
        held |= self._outside_subclasses(sources)
        if held:
            return held
        if self._tested is None:
            self._tested = _tested_attributes(self._facts)
        return None if not built_elsewhere and attr in self._tested else frozenset()

    def _set_by_outside_bases(self, attr: str) -> bool:
        """Every class whose methods read `self.attr` (which the module never sets, nor
        may set by name: no `setattr`, `vars` or `__dict__`) derives from an imported
        class (`SheetReader(BaseExcelReader)` reading `self.book`): the library sets it,
        to one of its own objects."""
        if sets_attributes_by_name(self._facts):
            return False  # `setattr(self, 'me', self)`: the module may set it after all
        readers = self._facts.derived(_self_attribute_readers).get(attr, {})
        return bool(readers) and all(map(self._outside_base, readers.values()))

    def _outside_base(self, cls: ast.ClassDef) -> bool:
        """The class derives from an imported class (not from the module's own, nor from
        `object`, `typing`, `abc`, `enum` or `collections.abc` helpers, which set no
        attribute of their own)."""
        for base in cls.bases:
            names = self._facts.names.names(base)
            if names and not any(name.startswith(_NOT_A_LIBRARY_BASE) for name in names):
                return True
        return False

    def _class_body_declarations(self, attr: str) -> list[ast.AnnAssign]:
        """`attr: T` (or `attr: T = value`) in a class body."""
        return [
            item
            for cls in self._facts.of_type(ast.ClassDef)
            for item in cls.body
            if isinstance(item, ast.AnnAssign)
            and isinstance(item.target, ast.Name)
            and item.target.id == attr
        ]

    def _self_annotations(self, attr: str) -> list[ast.expr]:
        """Annotations of `self.attr: T = ...` in methods: evidence of an imported type
        only (as a source of classes they would make the base-class wrapper rule reach
        objects the code only ever builds from imported classes)."""
        return [
            node.annotation
            for node in self._facts.of_type(ast.AnnAssign)
            if isinstance(node.target, ast.Attribute)
            and node.target.attr == attr
            and is_self(node.target.value)
        ]

    def _names_outside_class(self, annotation: ast.expr) -> bool:
        """Whether an annotation names an imported type (`asyncio.Transport | None`), not
        only typing's forms (`Any`, `Optional`), builtins or the module's own names."""
        names = self._facts.names
        found: set[str] = set()
        for node in self._facts.annotation_nodes(annotation):  # `"HttpParser | None"` too
            if isinstance(node, ast.Name | ast.Attribute):
                found |= names.names(node)
        return any(not name.startswith(_NOT_A_TYPE) for name in found)

    def _outside_subclasses(self, sources: list[ast.expr]) -> set[str]:
        """Module classes derived from an imported class a source names (`inner: Base`,
        `class Cached(Base)`): an object of that type may be one of them."""
        names = self._facts.names
        outside = frozenset(
            name
            for source in sources
            for node in self._facts.annotation_nodes(source)
            if isinstance(node, ast.Name | ast.Attribute)
            for name in names.names(node)
            if not name.startswith(("local:", "?", "builtins."))
        )
        return {cls.name for cls in self._model.derived_from(outside) if cls.name in self.classes}

    def _unpacked_calls(self, attr: str) -> list[ast.expr]:
        """Calls of outside functions unpacked into the attribute (`self.pattern, self.tree
        = compiler.compile(text)`), which the symbol table records for no attribute."""
        found: list[ast.expr] = []
        for node in self._facts.of_type(ast.Assign):
            if not isinstance(node.value, ast.Call) or not any(
                isinstance(target, ast.Tuple | ast.List)
                and any(
                    isinstance(item, ast.Attribute) and item.attr == attr for item in target.elts
                )
                for target in node.targets
            ):
                continue
            callee = self._facts.names.names(node.value.func)
            if not any(name.startswith("local:") for name in callee):
                found.append(node.value)
        return found

    def _parameter_hints(self, value: ast.expr) -> list[ast.expr]:
        """A parameter's annotation and default, when `value` is that parameter."""
        if not isinstance(value, ast.Name):
            return []
        scope = self._facts.names.scope_of.get(id(value))
        function = scope.node if scope is not None else None
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            return []
        arguments = function.args
        hints = _annotations_of(arguments, value.id)
        return hints + [
            default
            for arg, default in parameter_defaults(arguments)
            if arg.arg == value.id and default
        ]

    def _classes_in(self, source: ast.expr) -> set[str]:
        """Module classes an expression names, in code or in a string annotation; `self`,
        `cls` and `type(self)` stand for any class of the module."""
        if (
            is_self(source)
            or names_the_class(source)
            or (isinstance(source, ast.Call) and names_the_class(source.func))
        ):
            return set(self.classes)
        found: set[str] = set()
        read = _class_attributes_passed(source)
        for node in self._facts.annotation_nodes(source):
            if isinstance(node, ast.Name) and node.id in self.classes and id(node) not in read:
                found.add(node.id)
        return found


_POST_INIT = ("__post_init__", "__attrs_post_init__")
"""What the `__init__` a dataclass or attrs class is given calls at its end."""
_WRITER_KINDS: dict[str, type[ast.expr_context]] = {"setter": ast.Store, "deleter": ast.Del}
_TRUTH = ("__bool__", "__len__")
_ORDER = ("__lt__", "__gt__")
_HASH = ("__hash__",)
_EQUALITY = ("__eq__",)
_FORMATS = frozenset({"__str__", "__format__", "__repr__"})
_DEEP = frozenset({"__hash__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__",
                   "__deepcopy__", "__reduce_ex__", *_FORMATS})  # fmt: skip
"""Protocols a tuple, list or set applies to each of its entries too: hashing, comparing,
formatting (`str([a, b])` runs `repr(a)` and `repr(b)`), deep copying and pickling."""
_IMPLICIT_DUNDERS = frozenset({
    *_DEEP, *_TRUTH, "__contains__", "__iter__", "__getitem__", "__index__", "__int__",
    "__float__", "__abs__", "__neg__", "__pos__", "__invert__", "__next__", "__reversed__",
    "__enter__", "__exit__", "__aenter__", "__aexit__", "__aiter__", "__anext__", "__await__",
    "__sizeof__", "__copy__", "__deepcopy__", "__reduce_ex__", "__reduce__", "__getstate__",
    "__floor__", "__ceil__", "__trunc__", "__round__", "__length_hint__", "__bytes__",
    "__complex__", "__dir__", "__divmod__", "__rdivmod__", "__missing__",
    *(f"__{kind}{name}__" for kind in ("", "r", "i") for name in (
        "add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "and", "or",
        "xor", "lshift", "rshift")),
})  # fmt: skip
"""The dunder methods some protocol runs without naming them."""
_ELEMENT_CONSUMERS: dict[str, tuple[str, ...]] = {
    "any": _TRUTH, "all": _TRUTH, "sorted": _ORDER, "min": _ORDER, "max": _ORDER,
    "sum": ("__add__", "__radd__"), "set": _HASH, "frozenset": _HASH,
}  # fmt: skip
"""Builtins that run a dunder method of each entry of what they are given."""
_ENTRY_METHODS: dict[str, tuple[str, ...]] = {
    "sort": _ORDER, "index": _EQUALITY, "count": _EQUALITY, "remove": _EQUALITY,
    "fromkeys": _HASH,
}  # fmt: skip
"""Methods of a list (and `dict.fromkeys`) that run a dunder method of each entry."""
_NESTING = 6
_Application = tuple[ast.expr, tuple[str, ...], bool]


def _zipped(value: ast.expr) -> list[ast.expr]:
    """The containers a loop over `value` walks together: the arguments of `zip(...)`."""
    if (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Name)
        and value.func.id == "zip"
        and value.args
    ):
        return list(value.args)
    return [value]


def _set_members(node: ast.Set) -> list[_Application]:
    return [
        (item.value, _HASH, False) if isinstance(item, ast.Starred) else (item, _HASH, True)
        for item in node.elts
    ]


def _membership(node: ast.Compare) -> list[_Application]:
    """`a in b`: `a == entry` for each entry of `b`, which may run `a.__eq__` or the entry's."""
    operands = [node.left, *node.comparators]
    found: list[_Application] = []
    for number, op in enumerate(node.ops):
        if isinstance(op, ast.In | ast.NotIn):
            found += [(operands[number], _EQUALITY, True),
                      (operands[number + 1], _EQUALITY, False)]  # fmt: skip
    return found


_MORE_PROTOCOLS: dict[type[ast.AST], Callable[[Any], list[_Application]]] = {
    ast.BoolOp: lambda node: [(value, _TRUTH, True) for value in node.values],
    ast.Assert: lambda node: [(node.test, _TRUTH, True)],
    ast.comprehension: lambda node: [(test, _TRUTH, True) for test in node.ifs],
    ast.Dict: lambda node: [(key, _HASH, True) for key in node.keys if key is not None],
    ast.Set: _set_members,
    ast.SetComp: lambda node: [(node.elt, _HASH, True)],
    ast.DictComp: lambda node: [(node.key, _HASH, True)],
    ast.Compare: _membership,
}
"""Protocol runs beside those `implicit_calls` knows: truth tests of `and`/`or` operands,
`assert` and comprehension conditions, hashing of dict keys and set members, `in`."""


def _applied_protocols(facts: StrictFacts, node: ast.AST) -> list[_Application]:
    """(operand, dunder methods, whether to the operand itself or to each of its entries)
    for each protocol a node runs: those `implicit_calls` knows, those of
    `_MORE_PROTOCOLS`, and the entry-wise runs of `any`, `all`, `sorted`, `min`, `max`,
    `sum`, `set`, `filter(None, ...)`, `list.sort`, `.index`, `.count`, `.remove`."""
    found: list[_Application] = [
        (operand, dunders, True) for operand, dunders in implicit_calls(node) if dunders
    ]
    more = _MORE_PROTOCOLS.get(type(node))
    if more is not None:
        found += more(node)
    elif isinstance(node, ast.Call) and node.args:
        found += _entry_runs(facts, node)
    if isinstance(node, ast.Call):
        found += _format_fields(node) + _library_protocols(facts, node)
        if facts.mentions(*_KEY_READER_WORDS):
            found += _keys_read(facts, node)
    return found


_KEY_READERS: dict[str, tuple[int, int | None]] = {
    "format_map": (0, None), "vformat": (1, None), "substitute": (0, None),
    "safe_substitute": (0, None), "get_value": (1, None), "getitem": (0, 1),
    "itemgetter()": (0, None),
}  # fmt: skip
"""Library calls that look keys up in a mapping they are given, by the leaf of what the
called name resolves to, and which positional arguments are those mappings:
`text.format_map(m)` (also `str.format_map(text, m)`), `Formatter().vformat(text, args,
m)`, `Template(text).substitute(m)`, `operator.getitem(m, k)`, `itemgetter(k)(m)`. Each
lookup runs `m.__getitem__`, and a missing key a dict subclass's `__missing__`."""
_KEY_READER_WORDS = ("format_map", "vformat", "substitute", "get_value", "getitem", "itemgetter")
_KEY_LOOKUPS = (("__getitem__",), ("__missing__",))


def _keys_read(facts: StrictFacts, call: ast.Call) -> list[_Application]:
    """The mappings a call of `_KEY_READERS` reads keys of, each with `__getitem__` and
    `__missing__` (a `__missing__` filling a template by `format_map(self)` recurses)."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr not in _KEY_READERS:
        return []
    if not isinstance(func, ast.Attribute | ast.Name | ast.Call):
        return []
    taken = {
        _KEY_READERS[leaf]
        for name in facts.names.names(func)
        if (leaf := name.rpartition(".")[2]) in _KEY_READERS
    }
    if not taken:
        return []
    mappings = [value for start, stop in taken for value in call.args[start:stop]]
    mappings += [keyword.value for keyword in call.keywords if keyword.arg]
    return [
        (value, dunders, True)
        for value in mappings
        if not isinstance(value, ast.Starred)
        for dunders in _KEY_LOOKUPS
    ]


_PICKLING = ("__reduce_ex__", "__reduce__", "__getstate__")
_LIBRARY_PROTOCOLS: dict[str, tuple[str, ...]] = {
    "sys.getsizeof": ("__sizeof__",), "copy.copy": ("__copy__", *_PICKLING),
    "copy.deepcopy": ("__deepcopy__", *_PICKLING), "pickle.dumps": _PICKLING,
    "pickle.dump": _PICKLING, "math.floor": ("__floor__",), "math.ceil": ("__ceil__",),
    "math.trunc": ("__trunc__",), "operator.index": ("__index__",),
    "builtins.round": ("__round__",), "builtins.bytes": ("__bytes__", "__index__"),
    "builtins.complex": ("__complex__", "__float__", "__index__"),
    "builtins.dir": ("__dir__",), "builtins.divmod": ("__divmod__",),
    "builtins.pow": ("__pow__",),
    "operator.length_hint": ("__len__", "__length_hint__"),
}  # fmt: skip
"""Library functions (and builtins `implicit_calls` does not know) that run a dunder
method of their first argument: `sys.getsizeof(x)` runs `x.__sizeof__`, `copy.deepcopy`
`__deepcopy__` (else the pickling protocol), `math.floor` `__floor__`, `round` `__round__`,
`bytes` `__bytes__`, `complex` `__complex__`, `dir` `__dir__`, `divmod` `__divmod__`."""
_LIBRARY_LEAVES = frozenset(name.rpartition(".")[2] for name in _LIBRARY_PROTOCOLS)


def _library_protocols(facts: StrictFacts, call: ast.Call) -> list[_Application]:
    """The dunder method a library function of `_LIBRARY_PROTOCOLS` runs on its first
    argument, by what the called name resolves to (`sys.getsizeof`, `from copy import
    deepcopy`, an alias); `copy.deepcopy` and pickling run it on each entry too."""
    func = call.func
    leaf = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    if leaf not in _LIBRARY_LEAVES or not call.args or isinstance(call.args[0], ast.Starred):
        return []
    return [
        (call.args[0], _LIBRARY_PROTOCOLS[name], True)
        for name in facts.names.names(func)
        if name in _LIBRARY_PROTOCOLS
    ][:1]


def _format_fields(call: ast.Call) -> list[_Application]:
    """`'({} {!r})'.format(left, right)`: a constant template formats each argument it is
    given (`__format__`, falling back to `__str__`; `__repr__` where a field says `!r`)."""
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr == "format"):
        return []
    template = func.value
    if not (isinstance(template, ast.Constant) and isinstance(template.value, str)):
        return []
    kinds: list[tuple[str, ...]] = [("__format__", "__str__")]
    if "!r" in template.value:
        kinds.append(("__repr__",))
    values = [*call.args, *(keyword.value for keyword in call.keywords)]
    return [
        (value, kind, True)
        for value in values
        if not isinstance(value, ast.Starred)
        for kind in kinds
    ]


_PROTOCOL_BUILTINS: dict[str, tuple[str, ...]] = {
    "len": ("__len__",), "str": ("__str__",), "repr": ("__repr__",), "format": ("__format__",),
    "iter": ("__iter__",), "hash": _HASH, "abs": ("__abs__",), "bool": _TRUTH,
    "int": ("__int__", "__index__"), "float": ("__float__",), "reversed": ("__reversed__",),
    "sorted": ("__iter__", *_ORDER), "list": ("__iter__",), "tuple": ("__iter__",),
    "bytes": ("__bytes__", "__index__"), "complex": ("__complex__", "__float__", "__index__"),
    "dir": ("__dir__",), "next": ("__next__",), "round": ("__round__",),
}  # fmt: skip
"""Builtins that run a dunder method of what they are given, when handed to `map`,
`filter` or a `key=` to run on each entry."""
_HANDING = frozenset({"map", "filter", "sorted", "min", "max"})
_SELF_RUNNERS = frozenset({"builtins.map", "builtins.filter", "builtins.iter",
                           "functools.reduce", "functools.partial", "itertools.starmap",
                           "itertools.accumulate", "itertools.filterfalse",
                           "itertools.takewhile", "itertools.dropwhile", "operator.call",
                           "_operator.call", "asyncio.to_thread", "asyncio.threads.to_thread",
                           "threading.Timer", "threading.Thread"})  # fmt: skip
"""Library functions calling the function they are handed."""
_RUNNER_SUFFIXES = ("copy_context().run", "Context().run")
"""`contextvars.copy_context().run(f, x)`, also through a name bound to the context."""
_RUNNER_METHODS = frozenset({"map", "imap", "imap_unordered", "starmap", "submit", "apply",
                             "apply_async", "map_async", "run_in_executor", "call_soon",
                             "call_soon_threadsafe", "call_later", "call_at"})  # fmt: skip
_RUN_KEYWORDS = frozenset({"key", "target", "callback", "func"})
_HANDED_BACK = frozenset({"contextlib.nullcontext", "contextlib.closing",
                          "contextlib.ExitStack().enter_context",
                          "contextlib.AsyncExitStack().enter_async_context"})  # fmt: skip
"""Context managers whose `with ... as` name is what they were handed."""
_NOT_A_LIBRARY_CALL = ("local:", "?", "builtins.", "copy.", "dataclasses.")
_RETRIEVERS = frozenset({"get", "get_nowait", "pop", "popleft", "popitem", "setdefault",
                         "result", "peek", "load", "loads", "value", "item", "run",
                         "run_until_complete", "__enter__", "__aenter__", "send", "recv",
                         "receive", "take", "apply", "map", "starmap", "call",
                         "enter_context"})  # fmt: skip
"""Methods that may give back an object the code handed in earlier (a queue's `get`, a
future's `result`), which may be the module's own."""
_MAPPERS = frozenset({"builtins.map"})
"""Calls handing the entries of their iterables to the function they are given."""
_HAND_ON_DEPTH = 4
"""How many module functions handing a parameter on are followed before one is taken to
call it."""


def _module_functions(facts: StrictFacts) -> dict[str, ast.FunctionDef | ast.AsyncFunctionDef]:
    """The module's top-level functions by name, each defined once (a name defined twice
    is left out: either may be the one called)."""
    defs = [
        node
        for node in facts.tree.body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    ]
    counts = Counter(node.name for node in defs)
    return {node.name: node for node in defs if counts[node.name] == 1}


def _parameter_at(
    node: ast.FunctionDef | ast.AsyncFunctionDef, position: int | str | None
) -> str | None:
    """The parameter an argument at `position` (an index or a keyword) lands in; None
    when it lands in `*args` or `**kwargs`, or in none."""
    args = node.args
    if isinstance(position, int):
        positional = [*args.posonlyargs, *args.args]
        return positional[position].arg if position < len(positional) else None
    named = {item.arg for item in (*args.args, *args.kwonlyargs)}
    return position if position in named else None


def _aliases(node: ast.AST, param: str) -> set[str]:
    """`param` and every name a plain assignment binds to it (or to such a name)."""
    aliases = {param}
    pairs = [
        (target, item.value)
        for item in ast.walk(node)
        if isinstance(item, ast.Assign)
        for target in item.targets
    ]
    pairs += [
        (item.target, item.value)
        for item in ast.walk(node)
        if isinstance(item, ast.AnnAssign | ast.NamedExpr) and item.value is not None
    ]
    grown = True
    while grown:
        before = len(aliases)
        aliases |= {
            target.id
            for target, value in pairs
            if isinstance(target, ast.Name) and _is_alias(value, aliases)
        }
        grown = len(aliases) > before
    return aliases


def _is_alias(value: ast.expr | None, aliases: set[str]) -> bool:
    """A name of `aliases`, or its `__call__` (`fn.__call__`)."""
    if isinstance(value, ast.Attribute) and value.attr == "__call__":
        value = value.value
    return isinstance(value, ast.Name) and value.id in aliases


def _handed_protocols(facts: StrictFacts, call: ast.Call) -> list[_Application]:
    """`map(len, xs)`, `filter(bool, xs)`, `sorted(xs, key=str)`: the dunder method the
    handed builtin runs, on each entry of the iterables."""
    func = call.func
    if not isinstance(func, ast.Name) or func.id not in _HANDING:
        return []
    if func.id in {"map", "filter"}:
        handed, iterables = call.args[0], call.args[1:]
    else:
        keys = [keyword.value for keyword in call.keywords if keyword.arg == "key"]
        handed, iterables = (keys[0] if keys else None), call.args[:1]
    if not isinstance(handed, ast.Name) or handed.id not in _PROTOCOL_BUILTINS:
        return []
    if f"builtins.{handed.id}" not in facts.names.names(handed):
        return []
    if f"builtins.{func.id}" not in facts.names.names(func):
        return []
    return [(iterable, _PROTOCOL_BUILTINS[handed.id], False) for iterable in iterables]


def _entry_runs(facts: StrictFacts, call: ast.Call) -> list[_Application]:
    """The entry-wise protocol runs of a call (see `_applied_protocols`)."""
    handed = _handed_protocols(facts, call)
    if handed:
        return handed
    if any(keyword.arg == "key" for keyword in call.keywords):
        return []  # entries are compared by what the key function gives
    func = call.func
    if isinstance(func, ast.Name):
        if func.id == "filter" and len(call.args) == _PAIR:
            none = isinstance(call.args[0], ast.Constant) and call.args[0].value is None
            return [(call.args[1], _TRUTH, False)] if none else []
        dunders = _ELEMENT_CONSUMERS.get(func.id)
        if dunders and f"builtins.{func.id}" in facts.names.names(func):
            return [(call.args[0], dunders, False)]
        return []
    if isinstance(func, ast.Attribute) and func.attr in _ENTRY_METHODS:
        container = call.args[0] if func.attr == "fromkeys" else func.value
        return [(container, _ENTRY_METHODS[func.attr], False)]
    return []


def _start(node: ast.AST) -> tuple[int, int]:
    return node.lineno, node.col_offset  # type: ignore[attr-defined]


def _end(node: ast.AST) -> tuple[int, int]:
    return node.end_lineno or node.lineno, node.end_col_offset or 0  # type: ignore[attr-defined]


def _waits(call: ast.Call) -> bool:
    """`x.join()` with no argument or a timeout, on anything but a string or `os.path`."""
    func = call.func
    return (
        isinstance(func, ast.Attribute)
        and func.attr == "join"
        and len(call.args) + len(call.keywords) <= 1
        and not isinstance(func.value, ast.Constant | ast.JoinedStr)
        and not (isinstance(func.value, ast.Attribute) and func.value.attr == "path")
    )


def _reads_run(call: ast.Call) -> bool:
    """`getattr(x, 'run')`: a thread's `run` read by name, which runs the target on the
    caller's stack when called."""
    return (
        isinstance(call.func, ast.Name)
        and call.func.id == "getattr"
        and len(call.args) >= _PAIR
        and const_str(call.args[1]) == "run"
    )


_WORKERS = frozenset({"Thread", "submit", "start_new_thread"})
"""Calls the paper graph leaves out as deferring (see `_call_graph._DEFERRING`) that run
the function they are handed at once, on a thread or an executor's worker."""
_MEMOISERS = frozenset({"functools.cache", "functools.lru_cache", "tenacity.retry",
                        "retrying.retry", "retry.retry", "stamina.retry",
                        "backoff.on_exception", "backoff.on_predicate", "numba.njit",
                        "numba.jit", "jax.jit", "numpy.vectorize", "weakref.proxy"})  # fmt: skip
"""Standard and library wrappers whose result, called, runs the function they are given:
caches, retrying decorators (which call it again on failure), compilers and proxies."""
_DEREFERENCED = frozenset({"weakref.ref", "weakref.WeakMethod"})
"""Weak references whose result, called, gives the function they are given back."""
_MEMO_WORD = re.compile(r"cache|memo", re.IGNORECASE)
"""A wrapper named so (`memoize`, `cachetools.cached`, `memory.cache`) caches what it wraps."""


def _argument_runners(tree: ast.Module) -> frozenset[str]:
    """Module functions and classes that wrap the function they are given in something
    calling it right away: `timed` for `def timed(func): def inner(*a): return func(*a)`
    / `return inner`, `retry()` for a factory returning such a decorator, and a class whose
    `__call__` calls `self.func(...)` that `__init__` sets from its first parameter. A
    function that stores it in a queue or hands it to a timer is none of these."""
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            if _returns_caller(node):
                found.add(node.name)
            if any(_returns_caller(inner) for inner in _returned_functions(node)):
                found.add(f"{node.name}()")
        elif isinstance(node, ast.ClassDef) and _calls_stored_argument(node):
            found.add(node.name)
    return frozenset(found)


def _factory_classes(facts: StrictFacts) -> dict[str, str]:
    """Module functions whose every return builds an object of one module class
    (`def make_counter(): return WordCount()`, also through another such function),
    mapped to that class: what a call of one gives is an object of it."""
    functions = {
        node.name: node
        for node in facts.tree.body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    classes = {node.name for node in facts.tree.body if isinstance(node, ast.ClassDef)}
    if not classes or not functions:
        return {}
    made: dict[str, list[str | None]] = {}
    for name, node in functions.items():
        if sum(isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and
               item.name == name for item in facts.tree.body) != 1:  # fmt: skip
            continue
        returns = [
            item
            for item in own_walk(node)
            if isinstance(item, ast.Return | ast.Yield | ast.YieldFrom)
        ]
        made[name] = [
            item.value.func.id
            if isinstance(item, ast.Return)
            and isinstance(item.value, ast.Call)
            and isinstance(item.value.func, ast.Name)
            else None
            for item in returns
        ]
    found: dict[str, str] = {}
    for _ in range(3):  # factories calling factories, a few links deep
        for name, built in made.items():
            kinds = {found.get(item, item) for item in built}
            if built and len(kinds) == 1 and (kind := kinds.pop()) in classes:
                found[name] = kind
    return found


def _first_parameter(node: ast.FunctionDef | ast.AsyncFunctionDef, skip: int = 0) -> str | None:
    positional = [*node.args.posonlyargs, *node.args.args][skip:]
    return positional[0].arg if positional else None


def _returned_functions(
    node: ast.FunctionDef | ast.AsyncFunctionDef,
) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The functions defined in `node`'s body that it returns by name."""
    inner = {
        stmt.name: stmt
        for stmt in node.body
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    returned = {
        stmt.value.id
        for stmt in ast.walk(node)
        if isinstance(stmt, ast.Return) and isinstance(stmt.value, ast.Name)
    }
    return [inner[name] for name in returned & inner.keys()]


def _calls_name(node: ast.AST, name: str) -> bool:
    return any(
        isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == name
        for call in ast.walk(node)
    )


def _returns_caller(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """`def timed(func): def inner(*a): ... func(*a) ...` / `return inner` (or `return
    lambda *a: func(*a)`)."""
    wrapped = _first_parameter(node)
    lambdas = [
        item.value
        for item in ast.walk(node)
        if isinstance(item, ast.Return) and isinstance(item.value, ast.Lambda)
    ]
    return wrapped is not None and any(
        _calls_name(inner, wrapped) for inner in [*_returned_functions(node), *lambdas]
    )


def _calls_stored_argument(node: ast.ClassDef) -> bool:
    """A class whose `__init__(self, func)` stores `func` in `self.attr` and whose
    `__call__` calls `self.attr(...)` itself (not a timer or queue it hands it to)."""
    methods = {
        stmt.name: stmt
        for stmt in node.body
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    init, call = methods.get("__init__"), methods.get("__call__")
    wrapped = _first_parameter(init, skip=1) if init is not None else None
    if call is None or wrapped is None:
        return False
    stored = stored_attributes(init, wrapped)
    return any(
        isinstance(item, ast.Call)
        and isinstance(item.func, ast.Attribute)
        and is_self(item.func.value)
        and item.func.attr in stored
        for item in ast.walk(call)
    )


_ANY_TYPE = frozenset({"typing.Any", "typing_extensions.Any", "builtins.object"})
"""Annotations that say nothing about which class an object is."""

_CONTAINERS = (ast.List, ast.Tuple, ast.Set, ast.Dict, ast.ListComp, ast.SetComp, ast.DictComp)
"""Literals and comprehensions assigned to an attribute: what they hold is stored in it."""

_LOOKUPS = frozenset({"get", "setdefault", "pop"})
"""Dict methods that give one entry of the container they are called on."""

_VIEWS = frozenset({"values", "items", "copy", "enumerate", "reversed", "sorted", "list", "tuple"})
"""Methods and builtins whose result, iterated, gives the entries of what they are given."""


_COPIES = frozenset({"list", "tuple", "set", "frozenset", "sorted"})
_READERS = frozenset({"len", "sum", "min", "max", "any", "all", "enumerate", "reversed", "iter",
                      "zip", "map", "filter", *_COPIES})  # fmt: skip
"""Builtins that only read a container handed to them."""


def _loose_containers(facts: StrictFacts) -> frozenset[str]:
    """Attributes the code may put things into unseen (`{'*'}`: any). On `self`, any use but
    calling their methods, subscripting, iterating, comparing or testing them, reading
    them through `len`, `sorted`... and assigning them (`self.items += [x]`, `items =
    self.items`, `helper(self.items)`); on anything else, also a method call or an
    assignment (`course.students.append(...)`); and setting them by name (`setattr`,
    `__dict__`, `vars()`)."""
    understood, receivers = _only_read(facts)
    augmented = {id(statement.target) for statement in facts.of_type(ast.AugAssign)}
    loose = set()
    for node in facts.of_type(ast.Attribute):
        read = isinstance(node.ctx, ast.Load) or id(node) in augmented
        if is_self(node.value):
            fills = read and id(node) not in understood
        else:  # `course.students.append(...)`, `course.students = [...]` from outside
            fills = not read or id(node) in receivers or id(node) not in understood
        if fills:
            loose.add(node.attr)
    if "__dict__" in loose:
        return frozenset({"*"})
    return frozenset(loose | _set_dynamically(facts))


def _only_read(facts: StrictFacts) -> tuple[set[int], set[int]]:
    """id() of the expressions the code only reads where they stand (a method's receiver,
    a subscripted value, what a loop walks, a comparison's or test's operand, an argument
    of `len`, `sorted` and the like), and of the method receivers among them (`_put_into`
    reads the arguments of `self`'s only)."""
    found: set[int] = set()
    receivers: set[int] = set()
    for node in facts.of_type(ast.Call):
        if isinstance(node.func, ast.Attribute):
            receivers.add(id(node.func.value))
        if isinstance(node.func, ast.Name) and node.func.id in _READERS:
            found.update(id(argument) for argument in node.args)
    found.update(id(node.value) for node in facts.of_type(ast.Subscript))
    found.update(id(node.iter) for node in facts.of_type(ast.For, ast.AsyncFor, ast.comprehension))
    for node in facts.of_type(ast.Compare):
        found.update(id(side) for side in (node.left, *node.comparators))
    found.update(id(node.test) for node in facts.of_type(ast.If, ast.While, ast.IfExp, ast.Assert))
    found.update(id(node.operand) for node in facts.of_type(ast.UnaryOp))
    for node in facts.of_type(ast.BoolOp):
        found.update(id(value) for value in node.values)
    return found | receivers, receivers


def _set_dynamically(facts: StrictFacts) -> set[str]:
    """Attribute names the code sets by name (`setattr(obj, 'items', ...)`), or `{'*'}`
    when it may set any (a name built at run time, `vars()`)."""
    found: set[str] = set()
    for node in facts.of_type(ast.Call):
        names = facts.names.names(node.func)
        if "builtins.vars" in names:
            return {"*"}
        if "builtins.setattr" in names and len(node.args) > 1:
            name = const_str(node.args[1])
            if name is None:
                return {"*"}
            found.add(name)
    return found


def _copied(value: ast.expr) -> ast.expr:
    """`items` for `list(items)`, `sorted(items)` and the like: a copy holds what it
    copies (and `items` for `items or []`)."""
    while True:
        value = _defaulted(value)[0]
        if not (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Name)
            and value.func.id in _COPIES
            and len(value.args) == 1
            and not value.keywords
        ):
            return value
        value = value.args[0]


def _annotations_of(arguments: ast.arguments, name: str) -> list[ast.expr]:
    """The annotation of the parameter `name`, as a list of none or one."""
    annotation = parameter_annotation(arguments, name)
    return [] if annotation is None else [annotation]


def _calls_by_callee(facts: StrictFacts) -> dict[int, ast.Call]:
    """id() of each called attribute (`storage.save` in `storage.save(k, v)`) -> its call."""
    return {
        id(call.func): call
        for call in facts.of_type(ast.Call)
        if isinstance(call.func, ast.Attribute)
    }


def _accepts(method: ast.AST, call: ast.Call) -> bool:
    """Whether a method called on an instance (`self` bound) can take the call's
    arguments: not too many positional ones, no keyword it lacks, none it needs missing.
    A decorated method (a static or class method, a wrapper) or a call spreading `*args`
    or `**kwargs` may take anything."""
    if not isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef) or method.decorator_list:
        return True
    if any(isinstance(arg, ast.Starred) for arg in call.args) or any(
        keyword.arg is None for keyword in call.keywords
    ):
        return True
    arguments = method.args
    positional = [*arguments.posonlyargs, *arguments.args][1:]
    names = {arg.arg for arg in [*arguments.args[1:], *arguments.kwonlyargs]}
    if arguments.vararg is None and len(call.args) > len(positional):
        return False
    if arguments.kwarg is None and any(keyword.arg not in names for keyword in call.keywords):
        return False
    given = {arg.arg for arg in positional[: len(call.args)]} | {
        keyword.arg for keyword in call.keywords
    }
    required = positional[: len(positional) - len(arguments.defaults)]
    kw_required = [
        arg
        for arg, default in zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True)
        if default is None
    ]
    return all(arg.arg in given for arg in [*required, *kw_required])


_NOT_A_LIBRARY_BASE = ("local:", "?", "builtins.", "typing.", "typing_extensions.", "abc.",
                       "enum.", "collections.abc.")  # fmt: skip
"""Prefixes of bases that set no attribute a subclass reads (see `_outside_base`)."""
_CONTAINER_COPIES = frozenset({"builtins.list", "builtins.tuple", "builtins.set",
                               "builtins.sorted"})  # fmt: skip
"""Calls that make a container of the entries they are given, by their full names."""


_FRAMES = frozenset({"sys._getframe().f_code.co_name", "inspect.currentframe().f_code.co_name"})
_NAMESPACE_WORDS = ("f_globals", "__globals__", "f_locals", "__dict__", "vars", "__getattribute__",
                    "__class__", "type(")  # fmt: skip
"""Words without which no namespace mapping is read and no unbound lookup is made."""
_NAMESPACE_NODES = (ast.Subscript, ast.Call, ast.Attribute)
_GLOBAL_MAPPINGS_SEEN = frozenset({"<namespace>"})
_GLOBAL_SUFFIXES = (".f_globals", ".__globals__", ".f_locals")
"""A frame's global (or local) namespace, a function's `__globals__`: a module's names."""
_MAPPING_READS = frozenset({"get", "pop", "setdefault", "__getitem__"})
_MAPPING_COPIES = frozenset({"builtins.dict", "types.MappingProxyType", "collections.ChainMap",
                             "copy.copy"})  # fmt: skip


def _reads_namespaces(facts: StrictFacts) -> bool:
    """Whether the code may read a namespace mapping or look an attribute up unbound."""
    return any(word in facts.code for word in _NAMESPACE_WORDS)


def _mapping_read(facts: StrictFacts, node: ast.AST) -> tuple[ast.expr, ast.expr] | None:
    """(mapping, key) for `mapping[key]`, `mapping.get(key)` (`pop`, `setdefault`,
    `__getitem__`) and `operator.itemgetter(key)(mapping)`."""
    if isinstance(node, ast.Subscript):
        return (node.value, node.slice) if isinstance(node.ctx, ast.Load) else None
    if not isinstance(node, ast.Call) or not node.args:
        return None
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr in _MAPPING_READS:
        return func.value, node.args[0]
    if (
        isinstance(func, ast.Call)
        and len(func.args) == 1
        and len(node.args) == 1
        and "operator.itemgetter" in facts.names.names(func.func)
    ):
        return node.args[0], func.args[0]
    return None


def _uncopied(facts: StrictFacts, mapping: ast.expr) -> ast.expr:
    """The mapping a copy or view is of (`dict(m)`, `m.copy()`, `MappingProxyType(m)`,
    `ChainMap(m)`), also through a name bound once to it (`g = frame.f_globals`)."""
    for _ in range(_COPY_DEPTH):
        mapping = facts.names.only_value(mapping)
        if not isinstance(mapping, ast.Call):
            break
        func = mapping.func
        if isinstance(func, ast.Attribute) and func.attr == "copy" and not mapping.args:
            mapping = func.value
        elif mapping.args and facts.names.names(func) & _MAPPING_COPIES:
            mapping = mapping.args[0]
        else:
            break
    return mapping


_COPY_DEPTH = 8


def _global_mapping(facts: StrictFacts, mapping: ast.expr) -> bool:
    """A frame's `f_globals` or `f_locals` (`sys._getframe().f_globals`,
    `inspect.currentframe().f_back.f_globals`, `frame.f_globals` of any frame), or a
    function's `__globals__`: a namespace of module names that may be this module's."""
    return any(name.endswith(_GLOBAL_SUFFIXES) for name in facts.names.names(mapping))


def _holder_entries(facts: StrictFacts) -> dict[str, set[str]]:
    """For each name, the plain names handed to a call whose result is bound to it
    (`_AGAIN = itertools.repeat(walk)`) or to a method called on it (`_STEP.set(walk)`)."""
    found: dict[str, set[str]] = {}
    for node in facts.of_type(ast.Assign):
        if isinstance(node.value, ast.Call):
            passed = _passed_names(node.value)
            for target in node.targets:
                if isinstance(target, ast.Name) and passed:
                    found.setdefault(target.id, set()).update(passed)
    imported = _imported_names(facts)
    for node in facts.of_type(ast.Call):
        func = node.func
        if (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and func.value.id not in imported  # (`functools.cache(walk)`: a module holds none)
        ):
            passed = _passed_names(node)
            if passed:
                found.setdefault(func.value.id, set()).update(passed)
    return found


def _imported_names(facts: StrictFacts) -> frozenset[str]:
    """The names `import` statements bind to modules (a `from` import may bring an object
    that holds functions, a registry, and is not one of them)."""
    return frozenset(
        (alias.asname or alias.name).partition(".")[0]
        for node in facts.of_type(ast.Import)
        for alias in node.names  # type: ignore[attr-defined]
    )


def _passed_names(call: ast.Call) -> set[str]:
    """The plain names among a call's arguments, also inside a list, tuple or set display."""
    values = [*call.args, *(keyword.value for keyword in call.keywords)]
    names: set[str] = set()
    for value in values:
        items = value.elts if isinstance(value, (ast.List, ast.Tuple, ast.Set)) else [value]
        items = [item.value if isinstance(item, ast.Starred) else item for item in items]
        names.update(item.id for item in items if isinstance(item, ast.Name))
    return names


def _module_scope(scope: _Scope) -> _Scope:
    while scope.parent is not None:
        scope = scope.parent
    return scope


def _attribute_lookup(facts: StrictFacts, node: ast.AST) -> tuple[ast.expr, ast.expr] | None:
    """(object, name) for `object.__getattribute__(obj, name)`, `Cls.__getattribute__(obj,
    name)`, `type.__getattribute__(cls, name)`, `obj.__getattribute__(name)`, and
    `getattr(X, name)` where `X` is a class of an object (`type(child)`)."""
    if not isinstance(node, ast.Call):
        return None
    func, args = node.func, node.args
    if isinstance(func, ast.Attribute) and func.attr == "__getattribute__":
        if len(args) >= _PAIR:
            return args[0], args[1]
        return (func.value, args[0]) if args else None
    if _calls_getattr(node) and len(args) >= _PAIR and _instance_of_class(args[0]) is not None:
        return args[0], args[1]
    return None


def _instance_of_class(node: ast.expr) -> ast.expr | None:
    """`child` for `type(child)` and `child.__class__`; `Node` for `Node.__mro__[i]`
    (and so on through them); None for anything else."""
    found: ast.expr | None = None
    for _ in range(_COPY_DEPTH):
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Attribute)
            and (node.value.attr == "__mro__")
        ):
            node = found = node.value.value
        elif isinstance(node, ast.Attribute) and node.attr == "__class__":
            node = found = node.value
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "type"
            and len(node.args) == 1
        ):
            node = found = node.args[0]
        else:
            break
    return found


def _frame_name(facts: StrictFacts, node: ast.expr) -> bool:
    """`sys._getframe().f_code.co_name` (or `inspect.currentframe()`'s): the running
    function's own name."""
    return bool(facts.names.names(node) & _FRAMES)


def _class_aliases(facts: StrictFacts) -> dict[tuple[str, str], str]:
    """(class name, alias) -> the name a class body binds the alias to (`step =
    countdown`)."""
    found: dict[tuple[str, str], str] = {}
    for cls in facts.of_type(ast.ClassDef):
        for item in cls.body:
            if (
                isinstance(item, ast.Assign)
                and len(item.targets) == 1
                and isinstance(item.targets[0], ast.Name)
                and isinstance(item.value, ast.Name)
            ):
                found[(cls.name, item.targets[0].id)] = item.value.id
    return found


def _choices(value: ast.expr) -> list[ast.expr]:
    """The values an expression may be one of: both sides of `a if c else b`, each
    operand of `a or b`, the value of `(a := b)`; the expression itself otherwise."""
    found: list[ast.expr] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, ast.IfExp):
            stack += [item.orelse, item.body]
        elif isinstance(item, ast.BoolOp):
            stack += reversed(item.values)
        elif isinstance(item, ast.NamedExpr):
            stack.append(item.value)
        else:
            found.append(item)
    return found


_WRAPPED_METHODS = frozenset({"builtins.staticmethod", "builtins.classmethod"})
_GETATTR = frozenset({"builtins.getattr"})
_ATTRGETTERS = frozenset({"operator.attrgetter", "_operator.attrgetter"})


def _entered_values(facts: StrictFacts) -> dict[str, dict[int, list[ast.expr]]]:
    """name -> id() of the function, class or module whose body binds it -> the context
    expressions of the `with` items binding it there (`with nullcontext(walk) as step`)
    and the subjects of the `match` statements whose patterns capture it (`match walk:
    case step:`)."""
    found: dict[str, dict[int, list[ast.expr]]] = {}
    if "with" not in facts.code and "match" not in facts.code:
        return found
    for node in facts.of_type(ast.With, ast.AsyncWith, ast.Match):
        if isinstance(node, ast.Match):
            bound = [
                (name, node.subject)
                for case in node.cases
                for part in ast.walk(case.pattern)
                for name in (getattr(part, "name", None), getattr(part, "rest", None))
                if isinstance(name, str)
            ]
        else:
            bound = [
                (part.id, item.context_expr)
                for item in node.items
                if item.optional_vars is not None
                for part in ast.walk(item.optional_vars)
                if isinstance(part, ast.Name)
            ]
        owner = id(facts.owner(node, through_lambdas=False))
        for name, source in bound:
            found.setdefault(name, {}).setdefault(owner, []).append(source)
    return found


def _class_texts(facts: StrictFacts, member: ast.expr) -> frozenset[str] | None:
    """The strings an attribute read on `self`, `cls` or a module class by name may be,
    when every value the code gives that attribute (in class bodies, or stored on any
    object) is a string constant (`_SELF = 'depth'` read as `self._SELF`); else None."""
    if not isinstance(member, ast.Attribute) or not (
        _on_self(member.value) or isinstance(member.value, ast.Name)
    ):
        return None
    values = class_body_values(facts).get(member.attr, [])
    values = [*values, *facts.names.attribute_values.get(member.attr, [])]
    texts = [const_str(value) for value in values]
    if not texts or None in texts:
        return None
    return frozenset(texts)  # type: ignore[arg-type]


def _class_body_bindings(facts: StrictFacts) -> dict[str, dict[str, list[ast.expr]]]:
    """class name -> attribute -> the values its body binds it to that are no method: a
    name or a `staticmethod`/`classmethod` of one (`step = staticmethod(walk)`)."""
    found: dict[str, dict[str, list[ast.expr]]] = {}
    for cls in facts.of_type(ast.ClassDef):
        for targets, value in class_body_bindings(facts, cls, _WRAPPED_METHODS):
            if not isinstance(value, ast.Name | ast.Attribute):
                continue
            for target in targets:
                if isinstance(target, ast.Name):
                    found.setdefault(cls.name, {}).setdefault(target.id, []).append(value)
    return found


_TABLE_LOOKUPS = frozenset({"get", "pop", "setdefault", "__getitem__"})
_TABLE_FILLERS = frozenset({"update", "setdefault", "__setitem__", "append", "extend",
                            "insert"})  # fmt: skip


def _displayed_entries(facts: StrictFacts) -> list[tuple[str | None, ast.Name]]:
    """The names written as entries of the code's dict, list, tuple and set displays and
    `dict(key=...)` calls, with their constant keys (None: a sequence's, or a key not a
    constant), worked out once a code."""
    found: list[tuple[str | None, ast.Name]] = []
    for node in facts.of_type(ast.Dict, ast.List, ast.Tuple, ast.Set, ast.Call):
        if isinstance(node, ast.Dict):
            keys = [const_str(key) if key else None for key in node.keys]
            pairs = list(zip(keys, node.values, strict=True))
        elif isinstance(node, ast.Call):
            pairs = [(item.arg, item.value) for item in node.keywords if item.arg]
            if not pairs or facts.names.names(node.func) != {"builtins.dict"}:
                continue
        else:
            pairs = [(None, item) for item in node.elts]
        found += [(key, value) for key, value in pairs if isinstance(value, ast.Name)]
    return found


def _table_of(func: ast.expr) -> ast.expr | None:
    """The table a called entry is picked from: `T` in `T[k]` or `T.get(k)`."""
    if isinstance(func, ast.Subscript):
        return func.value
    if (
        isinstance(func, ast.Call)
        and isinstance(func.func, ast.Attribute)
        and func.func.attr in _TABLE_LOOKUPS
    ):
        return func.func.value
    return None


def _filled_tables(facts: StrictFacts) -> dict[int, list[ast.expr]]:
    """id() of a name's bindings -> what is written into the table it holds, entry by
    entry: `T[k] = v`, `T.update(...)`, `T.setdefault(k, v)`, `T.append(v)`, `T +=
    [v]`."""
    found: dict[int, list[ast.expr]] = {}
    names = facts.names
    filled: list[tuple[ast.expr, ast.expr]] = [
        (target.value, node.value)
        for node in facts.of_type(ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Subscript)
    ]
    filled += [(node.target, node.value) for node in facts.of_type(ast.AugAssign)]
    for table, value in filled:  # `T[k] = walk`, `T += [walk]`, `T |= {'walk': walk}`
        bindings = names.bindings_of(table) if isinstance(table, ast.Name) else None
        if bindings:
            found.setdefault(id(bindings), []).append(value)
    for call in facts.of_type(ast.Call):
        func = call.func
        if (
            isinstance(func, ast.Attribute)
            and func.attr in _TABLE_FILLERS
            and isinstance(func.value, ast.Name)
        ):
            bindings = names.bindings_of(func.value)
            if bindings:
                found.setdefault(id(bindings), []).extend(
                    [*call.args, *(keyword.value for keyword in call.keywords)]
                )
    return found


def _self_attribute_readers(facts: StrictFacts) -> dict[str, dict[int, ast.ClassDef]]:
    """attr -> the classes (by id()) whose methods read `self.attr` (worked out once)."""
    found: dict[str, dict[int, ast.ClassDef]] = {}
    for node in facts.of_type(ast.Attribute):
        method = facts.owner(node) if is_self(node.value) else None
        if isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef):
            cls = facts.owner(method)
            if isinstance(cls, ast.ClassDef):
                found.setdefault(node.attr, {})[id(cls)] = cls
    return found


def _self_attribute(node: ast.expr) -> str | None:
    """`children` for `self.children`; None for anything else."""
    return node.attr if isinstance(node, ast.Attribute) and is_self(node.value) else None


def _iterated(node: ast.expr) -> ast.expr:
    """The container a loop walks the entries of: `self.children` for
    `self.children.values()`, `enumerate(self.children)` and `sorted(self.children)`."""
    while isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in _VIEWS and not node.args:
            node = func.value
        elif isinstance(func, ast.Name) and func.id in _VIEWS and node.args:
            node = node.args[0]
        else:
            break
    return node


_TREE_LINKS = frozenset({"children", "child_nodes", "childNodes", "kids", "subtrees",
                         "subnodes", "subfolders", "subdirs", "subdirectories", "branches",
                         "subgroups", "subcategories", "submenus", "subsections",
                         "subtasks"})  # fmt: skip
"""Attributes on `self` that name a node's children in a tree of nodes of its class."""
_MEMBER_CALLS = {"len": ("__len__",), "iter": ("__iter__", "__getitem__")}
"""Builtins whose call on an object runs its dunder method (the first it defines)."""

_ITERATES = ("__iter__", "__getitem__")
_ACCESSES = {ast.Load: "__getattribute__", ast.Store: "__setattr__", ast.Del: "__delattr__"}
"""The method of an object's class an access to its attribute runs, by the context."""
_ISINSTANCE_ARGUMENTS = 2


def _defaulted(value: ast.expr) -> list[ast.expr]:
    """`children` for `children or []`: the value an empty literal stands in for."""
    if isinstance(value, ast.BoolOp) and isinstance(value.op, ast.Or):
        rest = value.values[1:]
        if all(isinstance(item, _CONTAINERS) and not _literal_items(item) for item in rest):
            return value.values[:1]
    return [value]


def _literal_items(node: ast.expr) -> list[ast.AST]:
    """The entries a literal or comprehension writes (none for `[]`, `{}`)."""
    if isinstance(node, ast.Dict):
        return [*node.keys, *node.values]  # type: ignore[list-item]
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return list(node.elts)
    return [node]


def _member_protocols(node: ast.AST) -> list[tuple[ast.expr, tuple[str, ...]]]:
    """Objects a node applies a protocol to, each with the dunder methods (the first one
    the object's class defines) it runs: `len(child)`, `iter(child)`, `yield from child`,
    `for x in child`, `value in child`, `child[key]`, `child(env)`, and `child.n = v`
    (`__setattr__`; `del child.n` `__delattr__`, `child.n` `__getattribute__`)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and len(node.args) == 1:
        dunders = _MEMBER_CALLS.get(node.func.id)
        if dunders:
            return [(node.args[0], dunders)]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name | ast.Subscript | ast.Call):
        return [(node.func, ("__call__",))]
    if isinstance(node, ast.Subscript):
        return [(node.value, (SUBSCRIPT_DUNDERS.get(type(node.ctx), "__getitem__"),))]
    if isinstance(node, ast.Attribute):
        return [(node.value, (_ACCESSES[type(node.ctx)],))]
    if isinstance(node, ast.YieldFrom):
        return [(node.value, _ITERATES)]
    if isinstance(node, ast.For | ast.comprehension):
        return [(node.iter, _ITERATES)]
    if isinstance(node, ast.Compare):
        return [
            (side, ("__contains__", *_ITERATES))
            for op, side in zip(node.ops, node.comparators, strict=True)
            if isinstance(op, ast.In | ast.NotIn)
        ]
    return []


def _isinstance_guarded(facts: StrictFacts) -> dict[int, set[str]]:
    """id() of each read of a name where an `isinstance(name, ...)` test has just held (the
    body of `if isinstance(a, Expr):` or of `... if isinstance(a, Expr) else ...`, also
    behind `and`) -> the classes tested. Reads elsewhere, such as in the `else`, are not."""
    guarded: dict[int, set[str]] = {}
    for tests, body in _tests_holding(facts):
        _guard(guarded, tests, body)
    return guarded


def _affix_guarded(facts: StrictFacts) -> dict[int, tuple[str, str, bool]]:
    """id() of each read of a name where a `name.startswith('test_')` (or `endswith`, or
    their negation) test has just held (an `if` body, a conditional expression, or what a
    comprehension's `if` filters) -> the (start, end) the name is known to have, or (with
    True) not to have."""
    guarded: dict[int, tuple[str, str, bool]] = {}
    for tests, body in _tests_holding(facts):
        _affix_guard(guarded, tests, body)
    return guarded


def _tests_holding(facts: StrictFacts) -> Iterator[tuple[list[ast.expr], list[ast.AST]]]:
    """(tests joined by `and`, the code that runs only where they all held): the body of
    each `if` and conditional expression, and what each comprehension `if` filters."""
    for node in facts.of_type(ast.If, ast.IfExp):
        tests = node.test.values if isinstance(node.test, ast.BoolOp) and isinstance(
            node.test.op, ast.And) else [node.test]  # fmt: skip
        yield tests, node.body if isinstance(node.body, list) else [node.body]
    for node in facts.of_type(ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp):
        results = [getattr(node, name) for name in ("elt", "key", "value") if hasattr(node, name)]
        for number, generator in enumerate(node.generators):
            yield generator.ifs, [*results, *node.generators[number + 1 :]]


def _affix_guard(
    guarded: dict[int, tuple[str, str, bool]], tests: list[ast.expr], body: list[ast.AST]
) -> None:
    """Add to `guarded` the reads in `body` of each name a `startswith`/`endswith` test of
    `tests` (or its negation) fixes the start or end of."""
    for written in tests:
        negated = isinstance(written, ast.UnaryOp) and isinstance(written.op, ast.Not)
        test = written.operand if isinstance(written, ast.UnaryOp) and negated else written
        if not (
            isinstance(test, ast.Call)
            and isinstance(test.func, ast.Attribute)
            and test.func.attr in {"startswith", "endswith"}
            and isinstance(test.func.value, ast.Name)
            and len(test.args) == 1
            and const_str(test.args[0])
        ):
            continue
        name, text = test.func.value.id, const_str(test.args[0]) or ""
        start, end = (text, "") if test.func.attr == "startswith" else ("", text)
        if _rebinds(body, name):
            continue
        for read in (item for part in body for item in ast.walk(part)):
            if isinstance(read, ast.Name) and read.id == name:
                guarded[id(read)] = (start, end, negated)


def _guard(guarded: dict[int, set[str]], tests: list[ast.expr], body: list[ast.AST]) -> None:
    """Add to `guarded` the reads in `body` of each name an isinstance test of `tests`
    narrows (a comprehension's `if`s guard its result and later `for`s)."""
    for name, classes in (_tested(test) for test in tests):
        if not name or _rebinds(body, name):
            continue  # not an isinstance test, or the name rebound after it: no narrowing
        for read in (item for part in body for item in ast.walk(part)):
            if isinstance(read, ast.Name) and read.id == name:
                guarded.setdefault(id(read), set()).update(classes)


_SELF_COPIES = frozenset({"copy.copy", "copy.deepcopy", "copy.replace", "dataclasses.replace"})
"""Library functions that give an object of the class of what they are handed."""


def _rebinds(body: list[ast.AST], name: str) -> bool:
    """`body` binds `name` again (`part = part.owner`): what the test said of it may hold
    no longer."""
    return any(
        isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store)
        for part in body
        for node in ast.walk(part)
    )


def _tested(test: ast.expr) -> tuple[str, set[str]]:
    """(`a`, {`Expr`}) for `isinstance(a, Expr)` or `isinstance(a, (Expr, Op))`; ("", ∅)
    for anything else."""
    if not (
        isinstance(test, ast.Call)
        and isinstance(test.func, ast.Name)
        and test.func.id == "isinstance"
        and len(test.args) == _ISINSTANCE_ARGUMENTS
        and isinstance(test.args[0], ast.Name)
    ):
        return "", set()
    kinds = test.args[1]
    named = kinds.elts if isinstance(kinds, ast.Tuple) else [kinds]
    return test.args[0].id, {kind.id for kind in named if isinstance(kind, ast.Name)}


def _class_attributes_passed(source: ast.expr) -> set[int]:
    """id() of each class name whose attribute a call is given (`Client(name,
    Provider.config)`): it reads a setting of the class, not an object of it."""
    return {
        id(argument.value)
        for node in ast.walk(source)
        if isinstance(node, ast.Call)
        for argument in (*node.args, *(keyword.value for keyword in node.keywords))
        if isinstance(argument, ast.Attribute) and isinstance(argument.value, ast.Name)
    }


def _getattr_receivers(facts: StrictFacts) -> frozenset[int]:
    """id() of each `getattr(...)` call whose result only has an attribute read from it
    (`getattr(self, name).copy()`), not a dunder one (`__call__`, `__func__`, ...)."""
    return frozenset(
        id(node.value)
        for node in facts.of_type(ast.Attribute)
        if _calls_getattr(node.value) and not node.attr.startswith("__")
    )


def _getattrs_tested_for_none(facts: StrictFacts) -> frozenset[int]:
    """id() of each `getattr(...)` call only compared with None (`getattr(self, name, None)
    is not None`, a test that a handler exists): it calls nothing it finds."""
    return frozenset(
        id(side)
        for node in facts.of_type(ast.Compare)
        if len(node.ops) == 1
        and isinstance(node.ops[0], ast.Is | ast.IsNot)
        and any(
            isinstance(side, ast.Constant) and side.value is None
            for side in (node.left, *node.comparators)
        )  # fmt: skip
        for side in (node.left, *node.comparators)
        if _calls_getattr(side)
    )


_PAIR = 2
_FIELD_SOURCES = frozenset({"dataclasses.fields", "attr.fields", "attrs.fields"})
"""Calls listing an object's data fields (`dataclasses.fields(self)`), each `.name`d."""


def _field_names(facts: StrictFacts, member: ast.expr) -> set[str] | None:
    """The names a loop variable handed to `getattr` may hold, when the loop runs over
    data fields only: string literals (also through a name or a class attribute bound
    only to them, `fields = ('x', 'y')`), `vars(self)` or `self.__dict__` (instance data,
    never a method), or `.name` of the fields of `dataclasses.fields(self)`; else None."""
    named = isinstance(member, ast.Attribute) and member.attr == "name"
    loop_variable = member.value if named else member  # type: ignore[attr-defined]
    if not isinstance(loop_variable, ast.Name):
        return None
    bindings = facts.names.bindings_of(loop_variable) or []
    if not bindings or any(kind != "element" for kind, _ in bindings):
        return None
    found: set[str] = set()
    for _, iterable in bindings:
        if named:
            call = iterable if isinstance(iterable, ast.Call) else None
            if call is None or not facts.names.names(call.func) & _FIELD_SOURCES:
                return None
            continue
        names = _literal_names(facts, iterable)  # type: ignore[arg-type]
        if names is None:
            return None
        found |= names
    return found


def _literal_names(facts: StrictFacts, node: ast.expr, depth: int = 0) -> set[str] | None:
    """The strings a literal tuple, list or set of them holds (also through a name or a
    class attribute bound only to one); no names for instance data (`_instance_data`);
    else None."""
    if _instance_data(facts, node):
        return set()
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        names = [const_str(item) for item in node.elts]
        return None if None in names else set(names)  # type: ignore[arg-type]
    if depth:
        return None
    if isinstance(node, ast.Name):
        bindings = facts.names.bindings_of(node) or [("unknown", None)]
        values = [value if kind == "expr" else None for kind, value in bindings]
    elif isinstance(node, ast.Attribute) and _on_self(node.value):
        values = facts.names.attribute_values.get(node.attr) or class_body_values(facts).get(
            node.attr, []
        )
    else:
        return None
    found: set[str] = set()
    for value in values or [None]:
        names = None if value is None else _literal_names(facts, value, depth + 1)
        if names is None:
            return None
        found |= names
    return found


def _on_self(node: ast.expr) -> bool:
    """`self`, `cls`, `type(self)` or `self.__class__`."""
    return is_self(node) or names_the_class(node)


def _instance_data(facts: StrictFacts, node: ast.expr) -> bool:
    """`vars(self)`, `self.__dict__`, `self._fields`, `self.__annotations__` (or their
    `.keys()`): the names of the object's data, none of a method."""
    if isinstance(node, ast.Call) and not node.args and getattr(node.func, "attr", "") == "keys":
        node = node.func.value  # type: ignore[attr-defined]
    if isinstance(node, ast.Call) and "builtins.vars" in facts.names.names(node.func):
        return len(node.args) == 1 and is_self(node.args[0])
    return (
        isinstance(node, ast.Attribute)
        and node.attr in _FIELD_LISTS
        and (is_self(node.value) or names_the_class(node.value))
    )


_FIELD_LISTS = frozenset({"__dict__", "_fields", "__annotations__", "__dataclass_fields__"})
"""What lists an object's data fields, never its methods: its `__dict__`, a namedtuple's
`_fields`, the class's `__annotations__` and a dataclass's `__dataclass_fields__`."""


_INSPECTORS = frozenset({"builtins.callable", "builtins.isinstance", "builtins.type",
                         "builtins.id", "inspect.ismethod", "inspect.isfunction",
                         "inspect.iscoroutinefunction",
                         "asyncio.iscoroutinefunction"})  # fmt: skip
"""Calls that look at what they are given without calling it (`callable(x)`)."""


def _getattrs_inspected(facts: StrictFacts) -> frozenset[int]:
    """id() of each `getattr(...)` call only handed to a test of what it is
    (`callable(getattr(self, name, None))`): it calls nothing it finds."""
    return frozenset(
        id(call.args[0])
        for call in facts.of_type(ast.Call)
        if call.args
        and _calls_getattr(call.args[0])
        and facts.names.names(call.func) & _INSPECTORS
    )


def _calls_getattr(node: ast.expr) -> bool:
    """Whether `node` is a call of the builtin name `getattr`."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "getattr"
    )


_NOT_A_TYPE = ("local:", "?", "builtins.", "typing.", "typing_extensions.")
"""Prefixes of names an annotation may use without naming an imported type."""


@lru_cache(maxsize=CODE_CACHE_SIZE)
def strict_recursion(code: str) -> tuple[Finding, ...]:
    """Strict mode's cycles and self-applications in `code`, which must parse.

    Cached by the code: the strict call graph is the costliest strict check (built only
    when `may_cycle` finds it may have an edge) and depends on the code alone (its tree
    and symbol table are the shared per-code `StrictFacts`), not on the response or on how
    deep in exec/eval the code sits.
    """
    facts = StrictFacts(code)
    found: list[Finding] = []
    if facts.runs_code_dynamically or may_cycle(code):
        graph = _DispatchCallGraph(facts)
        found += [graph.describe(cycle) for cycle in graph.cycles()]
    found += self_applications(facts)
    if "(" in code and facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        found += _knotted(facts)
    found += _running_code_reused(facts)
    found += _defaults_patched(facts)
    return tuple(found)


def _root(node: ast.expr) -> str | None:
    """`cell` for `cell`, `cell[0]` and `box.f`: the name a lookup chain starts at."""
    while isinstance(node, ast.Subscript | ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def _knot_positions(call: ast.Call, given: Callable[[ast.expr], bool]) -> set[int | None]:
    """The positions of the arguments of `call` that `given` accepts (None: after a
    starred argument, or by keyword, so at a position not known)."""
    found: set[int | None] = set()
    known = True
    for index, arg in enumerate(call.args):
        if isinstance(arg, ast.Starred):
            known = False
        elif given(arg):
            found.add(index if known else None)
    found |= {None for keyword in call.keywords if given(keyword.value)}
    return found


def _function_knot(
    node: ast.FunctionDef | ast.AsyncFunctionDef, called: frozenset[str]
) -> set[int | None]:
    """Where a decorator function hands its own result back to the function it wraps: a
    call of its parameter `func`, inside a nested function or lambda (the wrapper), given
    what the decorator returns, or a lookup from the same cell
    (`cell.append(lambda *a: func(cell[0], *a))` / `return cell[0]`, `box.f`, `run`).
    `called`: the plain names the module calls (`_called_names`); every position found is
    of a call of `func` by that name, so without one there is nothing to walk for."""
    wrapped = _first_parameter(node)
    if wrapped is None or wrapped not in called:
        return set()
    returned = {
        root
        for item in own_walk(node)
        if isinstance(item, ast.Return) and item.value is not None
        and (root := _root(item.value)) is not None and root != wrapped
    }  # fmt: skip
    if not returned:
        return set()
    wrappers = [
        item
        for item in own_walk(node, into_lambdas=False)
        if isinstance(item, ast.Lambda | ast.FunctionDef | ast.AsyncFunctionDef)
    ]
    found: set[int | None] = set()
    for item in (inner for wrapper in wrappers for inner in ast.walk(wrapper)):
        if (
            isinstance(item, ast.Call)
            and isinstance(item.func, ast.Name)
            and item.func.id == wrapped
        ):
            found |= _knot_positions(item, lambda arg: _root(arg) in returned)
    return found


def _called_names(facts: StrictFacts) -> frozenset[str]:
    """The names the module's calls call as they are (`func` of `func(...)`)."""
    return frozenset(
        call.func.id for call in facts.of_type(ast.Call) if isinstance(call.func, ast.Name)
    )


def _class_knot(node: ast.ClassDef) -> set[int | None]:
    """Where a decorator class's methods hand the instance (the decorated name) back to
    the function `__init__` stored: `self.func(self, *args)`, `self.func(self.__call__)`."""
    methods = {
        stmt.name: stmt
        for stmt in node.body
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    init = methods.get("__init__")
    wrapped = _first_parameter(init, skip=1) if init is not None else None
    if wrapped is None:
        return set()
    stored = {
        target.attr
        for stmt in ast.walk(init)  # type: ignore[arg-type]
        if isinstance(stmt, ast.Assign) and _root(stmt.value) == wrapped
        for target in stmt.targets
        if isinstance(target, ast.Attribute) and is_self(target.value)
    }

    def instance(arg: ast.expr) -> bool:
        if isinstance(arg, ast.Attribute) and arg.attr == "__call__":
            arg = arg.value
        return is_self(arg)

    found: set[int | None] = set()
    for method in methods.values():
        for item in ast.walk(method):
            if (
                isinstance(item, ast.Call)
                and isinstance(item.func, ast.Attribute)
                and is_self(item.func.value)
                and item.func.attr in stored
            ):
                found |= _knot_positions(item, instance)
    return found


def _knotted(facts: StrictFacts) -> list[Finding]:
    """Functions a module decorator (a function or a class, `@fix` or `f = fix(_f)`) hands
    their own decorated result as an argument, and which use that parameter: a
    fixed-point combinator, so the function's calls of it are calls of itself."""
    knots: dict[str, set[int | None]] = {}
    for node in facts.tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            positions = _function_knot(node, facts.derived(_called_names))
        elif isinstance(node, ast.ClassDef):
            positions = _class_knot(node)
        else:
            continue
        if positions:
            knots[node.name] = positions
    if not knots:
        return []
    functions = {
        node.name: node
        for node in facts.tree.body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    tied: list[tuple[ast.FunctionDef | ast.AsyncFunctionDef, str]] = [
        (node, decorator.id)
        for node in functions.values()
        for decorator in node.decorator_list
        if isinstance(decorator, ast.Name) and decorator.id in knots
    ]
    tied += [
        (functions[call.args[0].id], call.func.id)
        for call in facts.of_type(ast.Call)
        if isinstance(call.func, ast.Name) and call.func.id in knots
        and call.args and isinstance(call.args[0], ast.Name) and call.args[0].id in functions
    ]  # fmt: skip
    found: list[Finding] = []
    for node, knot in tied:
        every = [arg.arg for arg in [*node.args.posonlyargs, *node.args.args]]
        positions = knots[knot]
        names = set(every) if None in positions else {
            every[index] for index in positions if isinstance(index, int) and index < len(every)
        }  # fmt: skip
        used = sorted(
            {item.id for item in ast.walk(node) if isinstance(item, ast.Name) and item.id in names}
        )
        if used:
            found.append((node.lineno, f"`{node.name}` is handed itself by `{knot}` as "
                          f"`{used[0]}` and uses it, a recursion"))  # fmt: skip
    return found


_DEFAULTS_FIELDS = frozenset({"__defaults__", "__kwdefaults__"})


def _defaults_patched(facts: StrictFacts) -> list[Finding]:
    """A function's defaults replaced after its `def` (`f.__defaults__ = (f,)`, also
    `setattr(f, "__defaults__", ...)`, `__kwdefaults__`) with a value that reads one of
    the module's functions: a parameter then holds a function, itself or one that calls
    back, and a call through it recurses naming nothing the call graph follows."""
    if "__defaults__" not in facts.code and "__kwdefaults__" not in facts.code:
        return []
    functions = {
        node.name for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    }
    values: list[tuple[int, ast.expr]] = []
    for node in facts.of_type(ast.Assign):
        if any(
            isinstance(target, ast.Attribute) and target.attr in _DEFAULTS_FIELDS
            for target in node.targets
        ):
            values.append((node.lineno, node.value))
    for node in facts.of_type(ast.Call):
        if (
            len(node.args) == 3  # noqa: PLR2004
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value in _DEFAULTS_FIELDS
        ):
            values.append((node.lineno, node.args[2]))
    message = "patches a function into defaults (`__defaults__`), a recursion by parameter"
    return [
        (line, message)
        for line, value in values
        if any(
            isinstance(item, ast.Name) and item.id in functions or isinstance(item, ast.Lambda)
            for item in ast.walk(value)
        )
    ]


_FRAME_SOURCES = ("sys._getframe", "inspect.")
"""Where a running frame comes from: `sys._getframe()`, `inspect.currentframe()`,
`inspect.stack()[0].frame`."""


def _running_code_reused(facts: StrictFacts) -> list[Finding]:
    """A running frame's code object (`sys._getframe().f_code`) used for anything but
    reading its `co_*` fields (also through one name bound to it): handed on, to
    `types.FunctionType(code, globals())` or `exec(code)`, it runs the function again, a
    recursion naming nothing (`co_name` lookups are followed by the call graph)."""
    if "f_code" not in facts.code:
        return []
    attributes = list(facts.of_type(ast.Attribute))
    fields_read = {id(node.value) for node in attributes if node.attr.startswith("co_")}
    codes = [
        node
        for node in attributes
        if node.attr == "f_code"
        and id(node) not in fields_read
        and any(name.startswith(_FRAME_SOURCES) for name in facts.names.names(node))
    ]
    if not codes:
        return []
    bound = {
        id(node.value): node.targets[0].id
        for node in facts.of_type(ast.Assign)
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
    }
    found: list[Finding] = []
    for node in codes:
        name = bound.get(id(node))
        reads = [
            item
            for item in facts.of_type(ast.Name)
            if item.id == name and isinstance(item.ctx, ast.Load)
        ]
        if name is None or any(id(item) not in fields_read for item in reads):
            message = "runs its own code object again (`f_code` of the running frame)"
            found.append((node.lineno, message))
    return found


class NoRecursion(Instruction):
    """Solve the task without recursion.

    What it asks:
        No function, method or named lambda calls itself, neither directly nor through
        other functions (mutual recursion). Recursive algorithms are written with loops
        and explicit stacks or queues instead.

    Why:
        CPython has no tail calls and a default recursion limit of 1000, so recursive
        depth-first searches and divide-and-conquer code crash on large inputs that an
        iterative version handles. Models reach for recursion first on tree and graph
        problems.

    Verified by:
        An ast check (no Ruff rule covers it). It builds the module's call graph: plain
        names resolve, scope by scope, to module-level and nested functions and named
        lambdas (parameters and local variables hide outer names); `self.m()` and `cls.m()`
        resolve to methods of the enclosing class and its bases in the module, as do
        `ClassName.m()`, `ClassName().m()` and `super().m()`. A function that refers to
        itself without calling it (for example passing itself to `map`) counts too,
        except when it hands itself to a timer, thread or event loop (`Timer(1, tick)`,
        `Thread(target=work)`, `loop.call_later(1, poll)`), which schedules a new run
        rather than recursing. Any cycle fails and is reported with the functions on it;
        code that cannot be parsed or analysed fails.

    Strict mode:
        Also follows calls on other objects to a method of the same name the module's
        classes define (`child.size()`, unless builtin types or file objects have a method
        of that name, such as `get`, `append` or `read`); a receiver that is one of the
        module's classes (`Parser.parse(self, fp)`) or an object built from one (`node =
        Node(v)`) reaches only that class's own or inherited method. On an attribute of
        `self` (`self.session.fetch(url)`) it does so only when the code shows the
        attribute may hold such an object: it builds one into it (a class named only for a
        setting passed to an outside call, `Client(name, Provider.config)`, is not built),
        annotates it (or the parameter stored in it) with one of those classes (with a
        `Protocol` the module defines: any of its classes; with an imported class: the
        module's classes derived from it; a wrapper holding an object of its base class and
        calling the same method on it, `self.inner.fetch(key)` in
        `CachedStore(Store).fetch`, counts like a composite's children do), never assigns
        it (unless every class reading it derives from an imported class, which sets it:
        `self.book` in `SheetReader(BaseExcelReader)`; unpacking an outside function's
        result into it, `self.a, self.b = lib.f(x)`, assigns it), or tests it for None or
        truth without ever building something else
        into it or annotating it (as `self.attr: T = ...` in a method, or the parameter
        stored in it) with an imported type, in code or as text (`asyncio.Transport |
        None`, `"HttpParser | None"`); an attribute the code builds a module class into
        (`self.left = Node(v)`) is followed even for a builtin method name
        (`self.left.insert(v)`), and so is an entry of a container on `self` the code
        stores such objects in (`self.children[c] = Node()`,
        `self.children.append(Node(v))`, `self.children.setdefault(c, Node())`, a literal
        or comprehension of them assigned to it, or `defaultdict(Node)`):
        `self.children[c].insert(w)`, a loop variable over it (also over its `.values()`,
        `.items()`, `enumerate(...)` or `sorted(...)`; a name a loop over `zip(...)`
        unpacks walks the argument at its place, `worker` in `for worker, chunk in
        zip(self.workers, chunks)` the entries of `self.workers`), or a name bound to
        `self.children[c]`, `.get(c)`, `.pop(c)` or `.setdefault(c, ...)`, whose default,
        when it builds a module class (`setdefault(c, TrieNode())`), is what the name may
        hold too. A parameter annotated with module classes (`engine: Engine`), or a loop
        variable over such a parameter or over an attribute of `self` annotated so (in the
        class body, as `self.lines: T`, or through the parameter stored in it, also as
        `lines or []`; `lines: list[LineItem]`), reaches only those classes' methods (and
        their subclasses' overrides) plus those of classes the code stores in that
        attribute; an annotation with `Any`, `object`, a module `Protocol` or no module
        class leaves it reaching any class, unless everything the code puts into the
        attribute (also through a copy, `list(items)`) is built from module classes or
        handed to a method whose every call in the module gives such objects
        (`enroll(student)` called as `enroll(Student(...))`, a constructor called as
        `Order(1, [Item(...)])` or with a name bound to such a list; with no such call
        seen, in a class the module derives others from, or when the code uses the
        attribute in any other way that may fill it, `self.items += [x]`, `items =
        self.items`, `course.items.append(x)` from outside or `setattr`, any class). `len(child)`,
        `iter(child)`, `yield from child`, `for x in child`, `value in child`, `child[key]`
        and `child(env)` on such an entry or annotated name, on an attribute of `self`
        built or annotated so (`self.parent[name]` with `parent: Environment`), on a
        name bound to an object built from a module class (`fib = _Fib()`, also at
        module level, or the class called in place, `_Fib()(n)`), on a
        name where an `isinstance(child, Expr)` test has just held (the body of its `if`
        or conditional expression, not the `else`, nor a body that rebinds the name), or,
        in a method, on a loop variable over the method's own tree links (`for child in
        self.children`, also `kids`, `subtrees`, `subnodes`, `subfolders`, `subdirs`,
        `branches`, `subgroups` and kin: a tree's children are taken to be of its class,
        `sum(len(child) for child in self.children)` in `__len__`), reach that class's
        `__len__`,
        `__iter__` (or `__getitem__`), `__contains__`, `__getitem__` and `__call__`, and
        `child.n = v`, `del child.n` and `child.n` that class's `__setattr__`,
        `__delattr__` and `__getattribute__`. An
        entry of a table on `self` called (`self.handlers[kind](node)`,
        `self.handlers.get(kind)(node)`) reaches what the code writes into it (`{'add':
        self.add}`, `self.handlers[k] = self.add`), and, for a lambda stored so, what
        the lambda calls (`'add': lambda n: self.evaluate(n['left'])`). An assignment or
        `del` of an attribute (`child.visible = v`, `del self.visible`) runs the property
        setter or deleter (`@visible.setter`) of the classes `child.visible` reaches (on
        `self`, `cls` or the class by name, of the class around and its relatives), and
        calling a class that has no `__init__` in the module (a dataclass or attrs class)
        runs its `__post_init__` (or `__attrs_post_init__`). A call made by
        `operator.methodcaller('total')` reaches the module methods of that name as
        `child.total()` does, and so does every use of a name bound to one (`_size =
        operator.methodcaller('total')` read in `map(_size, self.children)`). Inside
        `__missing__(self, key)` of a class with no `__getitem__` of its own, `self[k]` by
        a key not stored under above it reaches `__missing__` again (`self[n - 1]` in a
        memo dict). A library call that looks keys up in a mapping it is given
        (`text.format_map(m)`, `str.format_map`, `Formatter().vformat(text, args, m)`,
        `Template(text).substitute(m)` and `safe_substitute`, `operator.getitem(m, k)`,
        `itemgetter(k)(m)`, also through a name bound to the method) runs the mapping's
        `__getitem__` and `__missing__` where the code shows it is of a module class
        (`self`, a name bound to it, an object built from one), so `__missing__` filling
        a template by `format_map(self)` recurses. An attribute of `self` annotated with
        a module class in a method
        (`self.left: 'Expr | None' = left`) holds objects of that class for the protocols
        below (`f'({self.left} ...)'` in `__str__`). A method called on a copy of `self`
        (`copy.copy(self)`, `copy.deepcopy(self)`, `dataclasses.replace(self, ...)`, also
        through the one name bound to it) reaches the method of the class around it. A
        method called on what a plain `async
        def` method gives (`self.dispatch().__await__()`) is a coroutine's, not a module
        class's. It follows
        a `functools.singledispatch` or `singledispatchmethod` generic function to every
        implementation registered on it (`@f.register`, `@f.register(list)`, or by a
        call, `f.register(list, impl)`, `f.register(list)(impl)`), a function or method
        handed to a thread or executor that runs it at once (`Thread(target=walk, ...)`
        in a function that joins a thread or reads a thread's `run`, or started in the
        body of a `for` loop or in a comprehension, one per child, `Thread(target=walk,
        ...).run()`, `getattr(t, 'run')`, `pool.submit(crawl, link)`,
        `_thread.start_new_thread(f, ...)`; not a timer or event loop, which runs a new
        one later, nor a thread started once and left running, as a worker restarting
        itself after a crash does, nor a call of the module's own `submit`, a queue of
        calls run one after another), and aliases
        (`step = walk`, also a name a `with` item binds, `with nullcontext(walk) as
        step`, or a `case` pattern captures, `match walk: case step:`, which may hold any
        function its context expression or subject names; also of the function's own
        `__call__`, `step = walk.__call__`, and the object itself handed by a method of a
        class defining `__call__` to what calls it, `map(self, node.children)`: `map`,
        `filter`, `iter`, `functools.reduce` or `partial`, an `itertools` loop,
        `operator.call`, `asyncio.to_thread`, a `Timer`, `Context.run`, a function of the
        module that calls the parameter it gets (or gives it back, or hands it on to one
        that does; `_describe(self)` reading `type(obj).__name__` does not), a runner's
        `.map`, `.submit` or `.call_soon`, or any call taking it as `key=`, `target=`,
        `callback=` or `func=`, also spread from a display (`*[self]`), in a display `map`
        hands such a runner (`map(asyncio.to_thread, [self] * n, kids)`) or through
        `me = [self][0]`,
        or of it bound by `walk.__get__(obj)`; a name is the name Python reads, so `ſtep`
        is `step`; one bound
        before its source is rebound later in the same function, outside any loop,
        `original = fun` ... `fun = wrapper`, holds only the earlier values; a chain of
        aliases of any length, also through conditional expressions and `or`, `a2 = a1
        if c else None`; a name a class body binds to a method, `sum_of = add_up` read as
        `self.sum_of(child)`, or to a function or a `staticmethod`/`classmethod` of one,
        `step = staticmethod(walk)` read as `Tools.step(child)`, `self.step` or
        `cls.step`),
        `getattr(sys.modules[__name__], 'walk')` (the module function), the script's own
        module imported by its run-time name (`import __main__` then `__main__.walk(n)`,
        also `sys.modules['__main__'].walk`: the module function), a copy of the
        function (`types.FunctionType(walk.__code__, globals())`, also by `type(walk)` or
        from `walk.__code__.replace(...)`, and `copy.copy(walk)`) or a module function given
        its code (`step.__code__ = walk.__code__`), which runs its code, a member of
        an object the code puts the function on, read by name (`ns.walk`, `getattr(ns,
        'walk')`, `operator.attrgetter('walk')(ns)`, `vars(ns)['walk']`,
        `ns.__dict__['walk']`; on a parameter, which may be that object, when called,
        `ops.walk(child)`) when the code puts it there by `ns.walk = f`, `setattr(ns,
        'walk', f)` (also through a name bound to `setattr`, or `object.__setattr__`), a
        keyword of the call making the object (`SimpleNamespace(walk=f)`, a module
        class's `Tools(walk=f)`), `type('T', (), {'walk': f})`, `vars(ns)['walk'] = f` or
        `ns.__dict__.update(walk=f)`, on an object a call made (a namespace, an object of
        a module class), a module class or an object not known (an object is known by
        what makes it: two `SimpleNamespace()` objects are one), any member for a name
        not known (`getattr(ns, name)`), any name for a member put under a name not known
        (`setattr(ns, name, f)`); a member of a module `sys.modules` picks by a
        name not known (`sys.modules[__name__].walk`, `sys.modules.get(name)`: it may be
        this module) or of this module got otherwise (`importlib.import_module(__name__)`,
        `__import__(__name__)`, `inspect.getmodule(walk)`), any of its functions and
        classes for a member not known, `globals()` or
        `getattr(sys.modules[__name__], ...)` looked up by the running frame's own name
        (`sys._getframe().f_code.co_name`, `inspect.currentframe()`), a called
        name or attribute of `self` bound to a wrapper of a function (`fib =
        functools.cache(_fib)`, `lru_cache(maxsize=None)(_fib)`, a wrapper whose name
        says cache or memo such as `memoize(_fib)` or `cachetools.cached(...)(_fib)`, a
        retrying or compiling wrapper that calls it (`tenacity.retry(...)(_f)`,
        `retrying.retry`, `retry.retry`, `stamina.retry`, `backoff.on_exception(...)(_f)`,
        `backoff.on_predicate`, `numba.njit`, `numba.jit`, `jax.jit`,
        `numpy.vectorize`), a `weakref.proxy` of it, or a weak reference to it called
        to get it back (`ref()(n)` with `ref = weakref.ref(walk)`, also
        `weakref.WeakMethod`), the result of a call (also through a name bound to one)
        that reads a name holding a module function (handed to the call building the
        name's value, `_AGAIN = itertools.repeat(walk)`, or to a method called on it,
        `_STEP.set(walk)`), called: to
        that function (`next(_AGAIN)(n)`, `_STEP.get()(n)`; fail-closed), a module
        function returning a nested function or lambda
        that calls its argument (`timed(_fib)`, `retry(3)(_fib)`) or a module class
        whose `__call__` calls the function `__init__` stored (`Counted(_fib)`), `self.paths =
        functools.cache(self._paths)`) to the function it wraps (a module queue,
        debouncer or timer it is handed to, `Later(f, 30)`, runs it later and is not
        followed), containers (`HANDLERS['a'](n)`; a table held in a name and built by
        a call, `dict(zip(['walk'], [walk]))`, or filled entry by entry, `T[k] = walk`,
        `T.update(...)`, `T.setdefault(k, walk)`, `T.append(walk)`, `T += [walk]`,
        called by key or `.get`/`.pop`, also through a name bound to the entry picked,
        `walker = T.get(kind)` then `walker(n)`: every function named in what builds or
        fills it; an entry of a table held in a
        parameter, `ops['size'](child, ops)` or `ops.get(kind)(node)`: every module function
        the code writes into a dict, list, tuple or set display or a `dict(size=...)` call,
        under that key when both keys are constants), `functools.partial`,
        `globals()['f']` and `vars()`, `getattr(self, 'size')` (every method when the name
        is not a constant, but only those fitting a name computed around a variable,
        `f'on_{event.kind}'`, or a name a `startswith`/`endswith` test has just passed
        (`if name.startswith('test_')`; with `not`, those that do not fit; not when the
        `if` body rebinds the name), and only
        those a loop variable may name when it runs over string literals, also through a name or
        class attribute bound to them, none over `vars(self)`, `self.__dict__`, `self._fields` or
        `self.__annotations__`, or for
        `field.name` over `dataclasses.fields(self)`; one only compared
        with None, `getattr(self, name, None) is not None`, or only handed to `callable`,
        `isinstance`, `type` or `inspect.ismethod` and kin, calls nothing), `getattr(child,
        'size')` and `operator.attrgetter('size')(child)` on another object what
        `child.size` reaches (a dotted `attrgetter('parent.depth')(obj)`, on `self` too,
        each link read off the one before, as `obj.parent.depth`; the attribute reads of a
        `str.format` or `format_map` template's fields likewise, `'{0.parent.path}'
        .format(self)` as `self.parent.path`), the name also a name bound
        to text or a class attribute every value the code gives is text (`_SELF = 'size'`
        read as `self._SELF`), lambdas bound
        by an annotation or `:=`, `self(...)`
        (reaching `__call__`), `cls(...)`, `type(self)(...)` and `ClassName(...)` (reaching
        `__init__`; a class made by `type('Tree', (), {...})` bound to a name has the
        lambdas, and the functions named, of its namespace display or `dict(...)` call as its
        methods), the dunder methods that `len(self)`, `str(self)`, `self + x`, `self ==
        x`, `self[i]`, `for x in self`, `async for x in self`, `async with self` and
        f-strings call implicitly, the `__setattr__`, `__delattr__` and
        `__getattribute__` that `self.n = v`, `del self.n`, `self.n` (also through a
        name bound only to `self`), `setattr(self, ...)`, `delattr(self, ...)` and
        `getattr(self, ...)` run, the `__get__`, `__set__` and `__delete__` of an object
        of a module class a class body binds to an attribute (`size = Size()`, or a
        method decorated `@Size`) that an access to that attribute runs (`child.size`
        on an object of unknown type; on `self` or a module class by name, only when
        its class, bases or subclasses bind it so), the `__class_getitem__` that
        `Fib[n]` (also `cls[n]`, `type(self)[n]` or an alias of the class) runs, and the
        `__getitem__`/`__setitem__`/`__delitem__` of a module metaclass (a class
        deriving from `type`) that a subscript of a class made by it, or of `cls` in
        its own methods, runs, a lambda given as a parameter's default (`def f(n,
        step=lambda k: f(k))`, called through that parameter), and code run through
        exec/eval; `__class__` in a method (the class cell) is the class around, as
        `cls` is; and fails a parameter called with itself (`f(f, n)`, a fixed-point
        combinator), a module function a module decorator hands itself
        as an argument and that uses that parameter (`@fix` over `def depth(again, tree)`,
        also `depth = fix(_depth)`: a decorator function whose nested wrapper or lambda
        calls the function it is given with what the decorator returns, or a lookup from
        the same name, `func(cell[0], *a)` with `return cell[0]`; a decorator class whose
        methods call the function `__init__` stored with `self` or `self.__call__`), and a
        running frame's code object used for anything but reading its
        `co_*` fields (`types.FunctionType(sys._getframe().f_code, globals())`, also with
        `inspect.currentframe()` or through one name bound to it), and a function's
        `__defaults__` or `__kwdefaults__` replaced (by assignment or a three-argument call
        such as `setattr`) with a value that names a function or class of the module or
        holds a lambda (`f.__defaults__ = (f,)`). An object a module
        function makes whose every return builds one module class (`sub = make()` with
        `def make(): return Counter()`, also through another such function) is an
        object of that class, whose methods a call on it reaches. A method called on
        what `getattr` gives (`getattr(self, name).copy()`,
        a dunder such as `__call__` aside) is a call on an object of unknown type, like
        `child.size()`; a method or attribute of a name an `isinstance(part, Leaf)` test
        naming only module classes has just passed (its `if` body or conditional
        expression, or a comprehension it filters) reaches those classes' only; one of an
        entry of a container on `self` whose every entry the code builds with an imported
        CapWords class (`[pathlib.Path(p) for p in paths]`, `[LinearRegression(), ...]`,
        `list(map(pathlib.Path, paths))`) reaches none; a method called on an object the
        code says nothing of does not reach one that cannot take the call's arguments
        (`storage.save(self.key, self.body)` in `Document.save(self, storage)`); one called
        on a copy of an object the code only builds with
        outside calls (`self._hash.copy().digest()` with `self._hash =
        hashlib.sha256(key)`, also through the one name bound to it or a method of the
        module returning it) is that outside object's, and so is an object a `with`
        item binds to what a library call gives (`with sqlite3.connect(p) as conn`, not
        `nullcontext(x)` or `closing(x)`) or a method of such an object, or of an
        attribute only built by outside calls, gives (`cursor = self.conn.cursor()`; not
        one giving back what was put in, `queue.get()`, `future.result()`). A namespace mapping
        read by a constant key (a subscript, `.get`, `.pop`, `.setdefault`, `.__getitem__` or
        `operator.itemgetter(key)(mapping)`, also of a copy, `dict(m)` or `m.copy()`, or
        through a name bound once to it) reaches what it names: a frame's `f_globals` or
        `f_locals` (`sys._getframe().f_globals['walk']`, `inspect.currentframe()`, `f_back`,
        any frame) or a function's `__globals__`, the module function (and the frame's own
        name, the running function); a class's namespace (`Node.__dict__['size']`,
        `vars(type(self))['size']`, `child.__class__.__dict__['size']`,
        `Node.__mro__[0].__dict__['size']`) the method, as does an unbound or explicit
        attribute lookup (`object.__getattribute__(child, 'size')`,
        `Node.__getattribute__(child, 'size')`, `type.__getattribute__(Node, 'size')`,
        `child.__getattribute__('size')`, `getattr(Node, 'size')`, `type(child).size`):
        on `self`, `cls`, `type(self)` or `super()` the class around's, on a module class
        by name that class's, on anything else what `child.size` reaches; called with a
        name not a constant on `self` or its class, every method of the class around (an
        instance's own `self.__dict__['size']` holds data, and reaches nothing). The
        dunder methods other protocols run implicitly are followed on the same objects
        `len(child)` is (and on `self`, also inside a literal): truth tests (`if child`,
        `not child`, `child or x`, `assert child`, a comprehension's `if child`,
        `__bool__` else `__len__`), `hash(child)`, dict keys and set members
        (`__hash__`), comparisons, `str(child)`, `repr`, f-strings, the arguments of a
        constant template's `.format` (`__format__`/`__str__`, `__repr__` where a field says
        `!r`) and operators; an attribute set from a parameter counts as holding objects of
        every module class some call of that method passes for it (`self.left = left` with
        `Node(2, Node(1), Node(3))`); and on
        the entries of a container the code shows holds such objects (a tree link on
        `self` in a method, `self.children`; a container on `self` or a parameter the
        code builds module objects into or annotates with module classes, `parts:
        list[Part]`; an entry of it, `self.children[0]`): `any`, `all` and `filter(None,
        ...)` run each entry's `__bool__`, `sorted`, `min`, `max` and `list.sort` without a
        `key` its `__lt__`, `sum` its `__add__`, `set`, `frozenset`, `dict.fromkeys` and a
        set display its `__hash__`, `in`, `.index`, `.count` and `.remove` its `__eq__`,
        and hashing, comparing or formatting the container, or a tuple, list or set
        holding it, the same method of each entry (`hash((self.value, self.children))`,
        `self.children == other.children`; `f'{self.children}'` runs each entry's
        `__repr__`); `map(len, xs)`, `filter(bool, xs)` and `sorted(xs, key=str)` (or
        `min`/`max` with such a `key`) run the dunder method of that builtin (`len`, `str`,
        `repr`, `format`, `iter`, `hash`, `abs`, `bool`, `int`, `float`, `reversed`,
        `sorted`, `list`, `tuple`, `bytes`, `complex`, `dir`, `next`, `round`) on each
        entry; `sys.getsizeof` (`__sizeof__`), `copy.copy`
        and `copy.deepcopy` (`__copy__`/`__deepcopy__`, else pickling; deep copies of each
        entry), `pickle.dump(s)`, `math.floor`/`ceil`/`trunc`, `operator.index`, `round`,
        `bytes` (`__bytes__`), `complex` (`__complex__`), `dir` (`__dir__`), `divmod`
        (`__divmod__`) and three-argument `pow` (`__pow__`) run their dunder methods too.
        Still possible: a function rescheduling itself on a timer or
        event loop (`Timer(1, tick)`, `loop.call_soon(step)`), as a periodic task does, or
        on a `Thread` the function does not join, started outside any `for` loop or
        comprehension (a `while` loop taking children off a queue, each started once);
        a
        decorated function re-run by a retrying decorator when it raises (a loop through
        the library, not a call of itself); a walk down a chain through an attribute
        only ever set from an unannotated (or `Any`) parameter and never tested (ended by catching
        `AttributeError`) or annotated with an imported type it does not hold, a builtin
        method's name (`copy`, `index`) called on the children of a tree the code only ever
        fills from an unannotated parameter (`Tree(v, [c.copy() for c in self.children])`),
        and dunder protocols applied to other objects the code does not show are of the
        class (children only ever from an unannotated parameter, under a name other than
        a tree link: `sum(len(part) for part in self.parts)` in `__len__`,
        `hash(tuple(self.parts))` in `__hash__`, `{self.parts!r}` in `__repr__`), which
        honest formatting, sizing, hashing and comparing of members look the same as; a
        namespace mapping handed on before it is read (`(lambda g:
        g['walk'])(sys._getframe().f_globals)`) or read by a key not a constant
        (`globals()[name]`), and `object.__getattribute__(child, name)` or
        `getattr(child, name)` with a name not known as text (a parameter) on another
        object; `operator.methodcaller` with a name that is not a
        constant; another library's wrapper (`fib = cython.compile(_fib)`), or a module
        one that calls its
        argument some other way than shown above (through an attribute of a nested object,
        or a nested function returned under another name); `getattr(self.parent,
        name)` in `__getattr__` on an unannotated parent; a table filled by a registering
        decorator (`HANDLERS[kind] = func` inside `register`); a table on `self` whose
        entries are `functools.partial` objects or `getattr` results; and
        recursion handed to a library (`ast.NodeVisitor.generic_visit`); a property
        made by a call (`visible = property(_get, _set)`) assigned on another object, or
        one set through `setattr(child, 'visible', v)`; `self[k]` inside `__missing__` of a
        dict subclass by a key stored under above it (also one the method rebinds), which
        honest code writes as `self[key] = value; return self[key]` (no recursion: the key
        is there by then), though a store in a branch not taken leaves it missing;
        a read of `self.x` inside `__getattr__`, which runs only for attributes that are
        missing; a function handed positionally to a constructor that stores it on the
        object (`Tools(walk)`, a dataclass field), put on an object through a name not
        known to be `setattr` called with a name not a constant, or put on an imported
        module or class (`anyio.open_process = wrapper`, which honest patches write, the
        wrapper calling the original read before). Composites whose
        children come only through a method the module never calls
        (`Course.enroll(student)` with no caller) may hold any class, so `s.average()` in
        `Course.average` fails even when a `Student` class defines it.
    """

    id = "logic_9"
    name = "no_recursion"
    category = "logic"
    description = "Do not use recursion, direct or mutual; iterate with explicit stacks."
    generation_prompt = (
        "Do not use recursion: no function or method may call itself, directly or through "
        "other functions. Use loops, with an explicit stack or queue where needed."
    )
    edit_prompt = (
        "Rewrite every recursive function or method, including functions that call each "
        "other in a cycle, as an iterative version using loops and an explicit stack or "
        "queue."
    )
    verifier = "ast"
    strict_words = r"\bdef\b|lambda"

    def check(self, code: str, response: str, params: dict[str, Any]) -> CheckResult:
        return find_recursion(code)

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Cycles through every route a function can reach itself, and self-application."""
        if (
            not facts.runs_code_dynamically
            and not may_recurse_dynamically(facts.code)
            and "f_code" not in facts.code
        ):
            return []
        found = strict_recursion(facts.code)
        return list(found) if facts.depth == 0 else [(None, message) for _, message in found]

    def applies_to(self, code: str) -> bool:
        """True when the code recurses (it parses and its call graph has a cycle)."""
        if parse(code) is None:
            return False
        return not find_recursion(code).passed

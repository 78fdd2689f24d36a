"""What a name or expression may refer to: the small symbol table strict checks share.

Strict checks ask "could this expression be `print` / `os.path.join` / `Exception`?" through
every route a policy under RL finds: aliases (`p = print`), re-exports (`from os import path
as P`), dynamic access (`getattr(os.path, 'join')`, `globals()['f']`, `__import__('os')`,
`importlib.import_module('os')`, `sys.modules['os']`, `type(os).__getattribute__(os, 'x')`,
`getattr(*(os, 'x'))`, `map(operator.attrgetter('x'), (a, b))`), the standard library's
resolvers of names given as strings (`pkgutil.resolve_name`, `pydoc.locate`/`resolve`,
logging.config's configurators, a constant pickle's globals and an unpickler's
`find_class`), a standard module's re-export of another's object (`pstats.Dict` is also
`typing.Dict`, `tarfile.bltn_open` also `builtins.open`: `origins`), a member named by a
constant table or a frame (`getattr(os, NAMES['k'])`, `globals()[inspect.stack()[0].function]`:
`texts`; also a name built of strings bound to constants, `pydoc.locate(_P + '.error')`,
`f'{_P}.error'`, `'%s.error' % _P`, `'.'.join(...)`, `'{}.error'.format(_P)`), calls made
through another (`operator.call(getattr, os, 'x')`, `functools.partial(getattr, os)('x')`,
`map(getattr, [os], ['x'])`, `itertools.starmap`, `operator.methodcaller('m')(x)`,
`filter`, a `key=`, `functools.reduce`, `atexit.register(f, a)` and other schedulers: the
call each makes, `made_calls`, whose stores count as the code's: `map(setattr,
[builtins], ['input'], [f])`, and a bound `x.__setattr__('a', v)` makes `setattr(x, 'a',
v)`), namespace scans (`dict(inspect.getmembers(m))['x']`, `next(v for k, v in
vars(m).items() if ...)`: any member of `m`, `m.?`), containers (`[print][0]`,
`HANDLERS['a']`, `list(...)[0]`, `next(iter(...))`), parameter defaults and what the
code passes for a parameter of its own function at its calls (`f(os)`, `f(fs=os)`, through
`g = f`, a `functools.partial`, a lambda's name, `obj.method(os)`: `call_sites`), the
module of a known object (`inspect.getmodule(os.fspath)`, `sys.modules[x.__module__]`,
`importlib.import_module(x.__module__)`), `with contextlib.nullcontext(v) as x` (`v`), an
`eval` of a constant expression (`eval('exec')` is `exec`, read where the call stands), the class
of a value (`type('')` and `''.__class__` are `str`, `type(str())` too), a class's unbound
`__setattr__`/`__delattr__` (`object.__setattr__`, `types.ModuleType.__setattr__`,
`type(m).__setattr__`: the builtins `setattr`/`delattr`), an object made from a module's
namespace (`SimpleNamespace(**vars(typing))`, `type('T', (), dict(vars(typing)))`: that
module), and annotations evaluated (`typing.get_type_hints(x)[k]`,
`inspect.get_annotations`, `x.__annotations__`: any annotation the code writes, string
ones read as the names they spell; `ForwardRef('IOError')._evaluate(...)`,
`typing._eval_type`: what the string spells), and a name the module never binds but puts
in its namespace (`globals()['run'] = exec`, `setattr(sys.modules[__name__], 'run', ...)`,
`builtins.run = ...`; such a name's bindings are the values put there: `bindings_of`), a
global the module binds and also puts there under its name (`RECOVERABLE = (ValueError,)`
then `globals().update(RECOVERABLE=Exception)`, `vars()['X'] = v`, `setattr(sys.modules[
__name__], 'X', v)`, `sys.modules[__name__].__dict__.update({'X': v})`, `globals().update(
PATCH)` with `PATCH` bound to a dict literal naming it: any of those values too; a store
under a name not known rebinds no global the module binds), a builtin's name put there
(`globals()['ValueError'] = Exception`, `builtins.ValueError = Exception`: its reads may
be that value too), a function made from a module function's code object or a copy of
one (`types.FunctionType(f.__code__, globals())`, `type(f)(f.__code__.replace(...))`,
`copy.copy(f)`: `f` too) and a module function given another's code (`g.__code__ =
f.__code__`: `g` is `f` too), a
bound method's `__self__` (its receiver: `len.__self__` is builtins), a frame's or
function's namespace (`sys._getframe().f_builtins['print']` is `print`, `f_globals`,
`f_locals` and `__globals__` the module's: `NAMESPACE`; a library function's `__globals__`
also its module's, `socket.create_connection.__globals__['error']` is `socket.error`), a
lambda called where it is made (`(lambda: f)()` is `f`), `pkgutil.resolve_name` of a text
made of the module's name (`f'{__name__}:f'`, `__name__ + '.f'`: this module's `f`; the
name elsewhere in the text, `'%s:f' % __name__`: a member of it not known), what a ctypes
`py_object` holds (`py_object.in_dll(pythonapi, 'PyExc_IOError').value` is `IOError`,
`cast(id(x), py_object).value` is `x`: `_strict_capi`), a metaclass's `__prepare__`
returning `globals()` (its class body binds the module's names), a loop over a constant
split by constants (`for name in 'sys os'.split():` runs over a literal), and code run
in a module's namespace (`eval('List', vars(typing))` is `typing.List`). The answer is a
set of dotted names:

    builtins.print      the builtin, reached directly or through any route above
    os.path.join        a module attribute (posixpath, ntpath and genericpath are os.path)
    logging.getLogger() the result of calling logging.getLogger
    local:f             the function or class `f` the code defines
    ?  ?.write          something unknown (a parameter, a call result), or an attribute of it
    os.?                a member of os picked by a name not known (`getattr(os, name)`)
    typing.List         also for a name the code never defines (a quoted, unimported hint)

The table is flow-insensitive: a name bound several times may be any of its values, so a
check that asks "could it be X" fails closed. Pure ast work on the shared syntax tree.

Still possible: a global the module binds rebound under a name only known at run time
(`globals()[key] = v`, `setattr(sys.modules[__name__], name, v)`: honest lazy modules do
this), or by code run from a string (`exec('RECOVERABLE = Exception')`).
"""

from __future__ import annotations

import ast
import itertools
import math
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from vibebench._python_source import syntax_tree
from vibebench.instructions._strict_capi import held_object, is_c_library
from vibebench.instructions._strict_scopes import (
    BUILTIN_NAMES,
    Binding,
    MemberStore,
    Scope,
    ScopeTable,
    canonical,
    children,
    const_str,
    folded,
    is_standard_class,
    module_reexport,
    origins,
    summands,
)
from vibebench.instructions._strict_unpickle import unpickled_names

__all__ = [
    "BUILTIN_NAMES",
    "CODE_RUNNERS",
    "DYNAMIC_CODE",
    "RUNNER_METHODS",
    "NAMESPACE",
    "SOME_MODULE",
    "STR",
    "UNKNOWN",
    "NameIndex",
    "Scope",
    "children",
    "instance_lineage",
    "const_str",
    "member_read",
    "operands",
    "run_namespace",
]

UNKNOWN = "?"
STR = "const:str"
"""A string: a literal, an f-string, a concatenation with one, or a parameter typed `str`."""
NAMESPACE = "<namespace>"
"""What `globals()`, `locals()` and `vars()` return: subscripting them names a module global."""
ANNOTATIONS = "<annotations>"
"""What `typing.get_type_hints(x)`, `inspect.get_annotations(x)` and `x.__annotations__`
give: a mapping whose items are annotations the code writes (`NameIndex.annotated`)."""
DYNAMIC_CODE = frozenset({"builtins.exec", "builtins.eval", "builtins.compile"})
"""The builtins that run code given as a string (their names as `NameIndex.names` gives them)."""

_DEBUGGERS = ("cProfile.Profile()", "profile.Profile()", "bdb.Bdb()", "pdb.Pdb()", "trace.Trace()")
_CONSOLES = ("code.InteractiveInterpreter()", "code.InteractiveConsole()")
_IPYTHON_SHELLS = ("IPython.get_ipython()", "get_ipython()",
                   "IPython.core.getipython.get_ipython()", "IPython.InteractiveShell.instance()",
                   "IPython.core.interactiveshell.InteractiveShell.instance()")  # fmt: skip
"""What an IPython shell is, as `NameIndex.names` names it (`get_ipython` is a builtin in
a notebook, where code need not import it)."""
CODE_RUNNERS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(DYNAMIC_CODE, ("source",)),
    **dict.fromkeys(("timeit.timeit", "timeit.repeat", "timeit.Timer"), ("stmt", "setup")),
    **dict.fromkeys(
        (
            "cProfile.run",
            "cProfile.runctx",
            "profile.run",
            "profile.runctx",
            "pdb.run",
            "pdb.runctx",
            "pdb.runeval",
        ),
        ("statement", "expression"),
    ),  # fmt: skip
    **{
        f"{cls}.{method}": ("cmd", "expr")
        for cls in _DEBUGGERS
        for method in ("run", "runctx", "runeval")
    },  # fmt: skip
    **{f"{cls}.compile": ("source",) for cls in _CONSOLES},
    "code.InteractiveConsole().push": ("line",),
    **{
        f"{shell}.{method}": keywords
        for shell in _IPYTHON_SHELLS
        for method, keywords in (("ex", ("cmd",)), ("ev", ("expr",)))
    },  # fmt: skip
    **dict.fromkeys(
        (
            "code.compile_command",
            "codeop.compile_command",
            "codeop.Compile()",
            "codeop.CommandCompiler()",
            "doctest.DocTestParser().parse",
        ),
        ("source", "string"),
    ),  # fmt: skip
}
"""Calls that run or compile code handed to them as a string (as `NameIndex.names` names
them), and the keywords that may hold it: the first argument (timeit's first two) or one
of these keywords. `exec`, `eval` and `compile` are among them."""
RUNNER_METHODS: dict[str, tuple[str, ...]] = {
    "runsource": ("source",),
    "runcode": ("code",),
    "runctx": ("cmd", "statement"),
    "runeval": ("expr", "expression"),
    "source_to_code": ("data",),
    "compile_command": ("source",),
    "get_doctest": ("string",),
    "get_examples": ("string",),
    "run_cell": ("raw_cell",),
    "run_cell_async": ("raw_cell",),
}
"""Methods whose name alone says they run or compile code given as a string (code's
interpreters, the profilers and debuggers, importlib's loaders, doctest's parser,
IPython's `run_cell`), on
whatever object: a subclass's, one bound by `with`."""

_MAX_DEPTH = 40
_MAX_NAMES = 64
"""Resolution stops (answering unknown) past this depth or this many candidate names."""
_SETTLE_ROUNDS = 3
"""Rounds of filing the stores again with the last round's known (`_settle_stores`)."""


def operands(node: ast.expr, parts: Callable[[ast.expr], list[ast.expr] | None]) -> list[ast.expr]:
    """The leaves of an expression built from others, in order: `parts` gives the
    expressions one is built from (`a + b` -> a, b) or None for a leaf. Iterative, so a
    300-term sum is not deep code."""
    leaves: list[ast.expr] = []
    stack = [node]
    while stack:
        item = stack.pop()
        found = parts(item)
        if found is None:
            leaves.append(item)
        else:
            stack.extend(reversed(found))
    return leaves


class NameIndex(ScopeTable):
    """A module's symbol table, and what its expressions may refer to."""

    def __init__(self, tree: ast.Module, namespace: tuple[str, ...] = ()) -> None:
        """`namespace`: the modules whose namespace the code runs in (`exec(code,
        vars(typing))`), whose members the names it never binds are."""
        self._memo: dict[int, frozenset[str]] = {}
        self._busy: set[int] = set()
        self._cuts = 0
        """How many reads a cycle or the depth limit has cut short so far."""
        self._bound: dict[tuple[str, int], frozenset[str]] = {}
        """(name, id of the scope binding it) -> what reads of it may be, when working it
        out cut nothing short (then every read of it gets the same answer)."""
        self._parsed: dict[str, ast.expr | None] = {}
        self._keyed: dict[int, tuple[dict[str, list[int]], list[int]]] = {}
        """id(dict literal) -> the positions of its entries by constant key, and of those
        whose key is no constant (see `_keyed_positions`)."""
        self._made: dict[tuple[str, int, int], ast.expr] = {}
        """Nodes the index builds to resolve a lookup as the one it stands for (`getattr(
        *(os, 'x'))` as `getattr(os, 'x')`), kept while the index lives: their answers are
        memoized by id(), which a freed node would hand to another."""
        self._texts: dict[int, frozenset[str] | None] = {}
        self._calls_made: dict[int, list[ast.Call]] = {}
        """id(call) -> the calls it makes (`made_calls`), kept: their answers are memoized."""
        self.made_from: dict[int, ast.Call] = {}
        """id(a call `made_calls` built) -> the call of the code that makes it."""
        self._every_made: list[ast.Call] | None = None
        self._class_names: frozenset[str] | None = None
        self._annotated: frozenset[str] | None = None
        self._stores: dict[str, list[MemberStore]] | None = None
        """attribute -> the `member_stores` that may put it ("?": those whose attribute is
        not a constant), worked out on the first read of an attribute."""
        self._swapped: bool | None = None
        """Whether the code may set a function's `__code__` (`code_swaps`)."""
        self._rebound: dict[str, list[Binding] | None] = {}
        """global name -> its bindings with what the code puts under it in the module's
        namespace (`bindings_of`), one list a name."""
        self.sites: dict[int, list[Site]] = {}
        """id(function or lambda) -> the calls the code makes of it (`call_sites`)."""
        self.calls_by_name: dict[str, list[ast.Call]] | None = None
        """A called name or attribute -> the calls of it, found on the first ask."""
        super().__init__(tree)
        self.made_from.update(self.split_made)
        self.module.star_modules.extend(namespace)
        self._bind_prepared_classes()
        if self.member_stores:  # (code without stores pays nothing: they are found lazily)
            self._settle_stores()

    def _bind_prepared_classes(self) -> None:
        """Bind in the module what the body of a class binds whose metaclass's
        `__prepare__` hands it the module's namespace (`return globals()`): the body's
        `input = ...` rebinds the module's `input`, not a class attribute."""
        copied = False
        for scope in self.scopes:
            node = scope.node
            if scope.kind != "class" or not getattr(node, "keywords", None):
                continue
            meta = next((k.value for k in node.keywords if k.arg == "metaclass"), None)  # type: ignore[attr-defined]
            if meta is not None and self.prepares_namespace(meta):
                for name, bindings in scope.bindings.items():
                    self.module.bindings.setdefault(name, []).extend(bindings)
                    copied = True
        if copied:
            self._forget()

    def _forget(self) -> None:
        """Drop every answer worked out so far (the stores or bindings it read changed)."""
        self._memo.clear()
        self._bound.clear()
        self._texts.clear()
        self._rebound.clear()
        self._annotated = None
        self._swapped = None

    def prepares_namespace(self, meta: ast.expr) -> bool:
        """Whether a metaclass the module defines has a `__prepare__` that may return a
        namespace the program runs in (the module's, builtins'), or one not known."""
        for kind, value in (self.bindings_of(meta) if isinstance(meta, ast.Name) else None) or []:
            if kind != "def" or not isinstance(value, ast.ClassDef):
                continue
            for item in value.body:
                if isinstance(item, ast.FunctionDef) and item.name == "__prepare__":
                    returned = [n.value for n in ast.walk(item) if isinstance(n, ast.Return)]
                    if any(map(_prepared, (self.names(v) for v in returned if v))):
                        return True
        return False

    def bindings_of(self, node: ast.Name) -> list[Binding] | None:
        """The bindings this read of a name may see (see `ScopeTable.bindings_of`); for a
        global (one the module binds, or never binds and builtins do not hold), also the
        values the code puts under it in the module's namespace (`globals().update(
        limit=5)`, `globals()['limit'] = 5`, `setattr(sys.modules[__name__], 'limit', 5)`):
        a binding all the same, written otherwise."""
        if not self.member_stores:
            return super().bindings_of(node)
        binder = self.binding_scope(node.id, self.scope_of.get(id(node), self.module))
        if binder is None and node.id in BUILTIN_NAMES:
            return None
        if binder is not None and binder is not self.module:
            return binder.bindings[node.id]
        if node.id in self._rebound:  # one list a name: callers key memos by its id
            return self._rebound[node.id]
        plain = None if binder is None else binder.bindings[node.id]
        self._rebound[node.id] = plain  # (while worked out: a store reading the name)
        if binder is None:
            known = self._namespace_values(node.id) or None
        else:  # a store under a name not known is no rebinding of a bound one
            put = self._namespace_values(node.id, named_only=True)
            known = [*binder.bindings[node.id], *put] if put else plain
        self._rebound[node.id] = known
        return known

    def stored_bindings(self, node: ast.Name, owner: ast.AST) -> list[Binding] | None:
        """The bindings a read of the name a store (`x += ...`, `x = x + ...`) writes would
        see in the body of `owner` (a def, class or the module: `StrictFacts.owner`): the
        same list `bindings_of` gives a read of it there (callers key memos by its id)."""
        key = (f"read:{node.id}", id(owner), 0)
        read = self._made.get(key)
        if read is None:
            read = self._made[key] = ast.Name(id=node.id, ctx=ast.Load())
            scope = next((s for s in self.scopes if s.node is owner), self.module)
            self.scope_of[id(read)] = scope
        return self.bindings_of(read)  # type: ignore[arg-type]

    def _namespace_values(self, name: str, *, named_only: bool = False) -> list[Binding]:
        """("expr", value) for each value the code puts under `name` in the module's or
        builtins' namespace, ("unknown", None) for one put under a name not known (unless
        `named_only`: only the stores that name it, `_namespace_stores`)."""
        return [
            ("unknown", None) if value is None else ("expr", value)
            for value in self._namespace_stores(name, named_only=named_only)
        ]

    def _namespace_stores(self, name: str, *, named_only: bool) -> list[ast.expr | None]:
        """The values the code puts under `name` in the module's or builtins' namespace
        (None: one put under a name not known); `named_only`: only the stores that name
        it, also as a key of a dict literal a name is bound to (`globals().update(PATCH)`
        with `PATCH = {'name': v}`)."""
        found: list[ast.expr | None] = []
        stores = self._stores_by_attribute()
        unnamed = stores.get(UNKNOWN, ())
        if named_only:  # (a store under a name not known: only a mapping's update matters)
            unnamed = [store for store in unnamed if store[2] is None]
        for how, receiver, member, value in (*stores.get(name, ()), *unnamed):
            if how not in {"item", "attribute"} or not self.names(receiver) & (
                _NAMESPACES if how == "item" else _MODULE_OBJECTS
            ):
                continue
            if member is not None:
                found.append(value)
            elif not named_only:
                found.append(None)
            elif isinstance(table := self.only_value(value), ast.Dict):
                found += [
                    v
                    for k, v in zip(table.keys, table.values, strict=True)
                    if const_str(k) == name
                ]
        return found

    def expression(self, text: str) -> ast.expr | None:
        """`text` parsed as an expression (a string annotation), or None when it is not one.

        The parsed nodes live as long as the index, so `names` may resolve them (their
        names are read in the module scope).
        """
        if text not in self._parsed:
            try:
                self._parsed[text] = syntax_tree(text.strip(), mode="eval").body
            except (SyntaxError, ValueError, RecursionError, MemoryError):
                self._parsed[text] = None
        return self._parsed[text]

    # -- resolving ------------------------------------------------------------------

    def names(self, node: ast.AST | None) -> frozenset[str]:
        """The dotted names `node` may evaluate to (see the module docstring)."""
        if node is None:
            return frozenset({UNKNOWN})
        key = id(node)
        known = self._memo.get(key)
        if known is not None:
            return known
        if key in self._busy or len(self._busy) > _MAX_DEPTH:
            self._cuts += 1
            return frozenset({UNKNOWN})
        cuts, asked = self._cuts, not self._busy
        self._busy.add(key)
        try:
            found = self._names(node)
            if type(node) in _MEMBER_READS:
                found = self._with_stored(found)
        finally:
            self._busy.discard(key)
        found = _with_origins(found)
        if len(found) > _MAX_NAMES:
            found = frozenset(sorted(found)[:_MAX_NAMES]) | {UNKNOWN}
        # An answer a cycle cut short (in code with stores: a store's receiver reading the
        # name asked) is kept only for a read asked first; another read asks again.
        if asked or self._cuts == cuts or not self.member_stores:
            self._memo[key] = found
        return found

    def _with_stored(self, found: frozenset[str]) -> frozenset[str]:
        """`found`, and for each member of an object in it (`ns.walk`, also read by
        `getattr`, `attrgetter` or through `vars(ns)`) the module's functions and classes
        the code may have put there (`stored`). Only those: what else a member may hold
        stays unknown (`?.walk`), so no check reading an unknown receiver as an object of
        any type (a module class's, say) learns a narrower type from a store elsewhere.
        A member of an object not known (`node.value`, a parameter's) is left as it is:
        every such read would otherwise be whatever any object's member of that name
        holds; a check asks `stored` itself where that matters (a call of it)."""
        extra: set[str] = set()
        for name in found:
            base, dot, attr = name.rpartition(".")
            if dot and base and base != UNKNOWN and (attr == UNKNOWN or attr.isidentifier()):
                extra |= {item for item in self.stored(base, attr) if item.startswith("local:")}
        return found | extra if extra else found

    def stored(self, base: str, attr: str) -> set[str]:
        """What the member `attr` (`?`: one not known) of an object `base` names may be,
        by what the code puts there: `x.attr = v`, `setattr(x, 'attr', v)`,
        `SimpleNamespace(attr=v)` (any call's keyword, for an object its result is),
        `vars(x)['attr'] = v`, `x.__dict__.update(attr=v)`; and for a module `sys.modules`
        picks (`sys.modules[__name__]`, `importlib.import_module(__name__)`: it may be this
        one), the global `attr` (any function or class it defines, for `?`). A store on an
        object not known may be on any; one of an attribute not known, any attribute."""
        found: set[str] = set()
        if base == _SOME_MODULE:
            found |= self._global(attr) if attr in self.module.bindings else set()
            found |= self._members_of(NAMESPACE) - {UNKNOWN} if attr == UNKNOWN else set()
        if not _may_be_object(base):
            return found  # an imported module's or class's member: a patch keeps its own
        stores = self._stores_by_attribute()
        if attr == UNKNOWN:
            if base == UNKNOWN:
                return found
            candidates = [store for group in stores.values() for store in group]
        else:
            candidates = [*stores.get(attr, ()), *stores.get(UNKNOWN, ())]
        for how, receiver, _member, value in candidates:
            if self._may_hold(how, receiver, base):
                found |= self.names(value)
        return found

    def _may_hold(self, how: str, receiver: ast.expr, base: str) -> bool:
        """Whether a store of `how` kind on `receiver` may be on an object `base` names."""
        if how == "setattr?":  # `put(x, 'attr', v)`, `put` maybe `setattr`
            call: ast.Call = receiver  # type: ignore[assignment]
            if "builtins.setattr" not in self.names(call.func):
                return False
            how, receiver = "attribute", call.args[0]
        held = self.names(receiver)
        if how == "item":
            return f"{base}.__dict__" in held or (
                base == UNKNOWN and any(name.endswith(".__dict__") for name in held)
            )
        if base in held:
            return True
        if how == "keyword":
            return base == UNKNOWN and any(_is_object_made(name) for name in held)
        return UNKNOWN in held or (base == UNKNOWN and any(map(_may_be_object, held)))

    def _stores_by_attribute(self) -> dict[str, list[MemberStore]]:
        """`_stores`, worked out: the stores the code writes, then those of the calls
        other calls make (`map(setattr, [m], ['a'], [v])`); when there are such, what was
        resolved meanwhile without them is forgotten (a global's bindings always: they read
        the stores). Worked out apart from the read that
        asked (its reads under way are no cycle here: cut short, they would be kept so)."""
        if self._stores is None:
            self._stores = stores = {}  # (while worked out: a member named by a store)
            busy, self._busy = self._busy, set()
            written = len(self.member_stores)
            try:
                self._file_stores(stores, self.member_stores)
                for call in self.all_made_calls():
                    outer = self.made_from[id(call)].func
                    if not isinstance(outer, ast.Attribute) or outer.attr != "__setattr__":
                        self._record_call(call, self.module)  # (one the code writes: recorded)
                self._file_stores(stores, self.member_stores[written:])
            finally:
                self._busy = busy
            if len(self.member_stores) > written:
                self._forget()
            self._bound.clear()  # (a global's rebindings worked out meanwhile saw only some)
            self._rebound.clear()
        return self._stores

    def _settle_stores(self) -> None:
        """Work out `_stores` before any lookup is kept, so that no answer depends on
        which lookup came first (on which instruction was checked first on the code).

        The stores are worked out from a fresh index (the same start for every code), then
        filed again, each round with the last round's stores known (a member named by a
        global the code also puts in its namespace: `setattr(builtins, key, print)` before
        `globals()['key'] = 'out'`), until the filing holds (or, after `_SETTLE_ROUNDS`,
        under every attribute any round gave it); every answer worked out meanwhile is
        then forgotten, so each lookup is worked out against the settled stores."""
        stores = self._stores_by_attribute()
        for _ in range(_SETTLE_ROUNDS):
            self._forget()
            again: dict[str, list[MemberStore]] = {}
            busy, self._busy = self._busy, set()
            try:
                self._file_stores(again, self.member_stores)
            finally:
                self._busy = busy
            merged = _merged(stores, again)
            if _filing(merged) == _filing(stores):
                break
            stores = self._stores = merged
        self._forget()

    def _file_stores(self, stores: dict[str, list[MemberStore]], found: list[MemberStore]) -> None:
        for store in found:
            for name in self._stored_names(store[2]):
                stores.setdefault(name, []).append(store)

    def _stored_names(self, member: ast.expr | str | None) -> Iterable[str]:
        """The attributes a store's member may name (`MemberStore`): `?` for any."""
        if isinstance(member, str):
            return (member,)
        texts = self.texts(member)
        return texts if texts else (UNKNOWN,)

    def _names(self, node: ast.AST) -> frozenset[str]:
        resolve = _RESOLVERS.get(type(node))
        return frozenset({UNKNOWN}) if resolve is None else resolve(self, node)

    def _attribute(self, node: ast.Attribute) -> frozenset[str]:
        bases = self.names(node.value)
        found = frozenset(_join(base, node.attr) for base in bases)
        if node.attr in _ATTRIBUTE_MEANINGS:
            found |= self._meaning(node.attr, bases)
        elif node.attr == "value":  # a ctypes `py_object`'s: `cast(id(x), py_object).value`
            found |= held_object(self, node.value) or set()
        return found

    def _meaning(self, attr: str, bases: frozenset[str]) -> set[str]:
        """What else `x.attr` is for the attributes of `_ATTRIBUTE_MEANINGS`: `x.__class__`
        the class of `x` (`''.__class__` is `str`: `classes_of`), a class's
        `__setattr__`/`__delattr__` (unbound: `object.__setattr__(m, 'a', v)`,
        `types.ModuleType.__setattr__`, `type(m).__setattr__`) the builtin `setattr` or
        `delattr`, any `__annotations__` the annotations the code writes, and a namespace a
        frame or function holds (`_HELD_NAMESPACES`: `sys._getframe().f_builtins['print']`
        is `print`, `f.__globals__['x']` the module's `x`)."""
        if attr == "__class__":
            return {found for base in bases for found in self._class_of(base)}
        if attr == "__annotations__":
            return {ANNOTATIONS}
        if attr == "__globals__":  # a library function's: its module's namespace
            return {NAMESPACE} | {f"{module}.__dict__" for module in _defining_modules(bases)}
        if attr in _HELD_NAMESPACES:
            return {_HELD_NAMESPACES[attr]}
        return {_ATTRIBUTE_MEANINGS[attr]} if any(map(self.is_class, bases)) else set()

    def is_class(self, name: str) -> bool:
        """Whether `name` names a class: a standard one (`builtins.object`,
        `types.ModuleType`), one the module defines (`local:C`), or what `type(x)` and
        `x.__class__` give."""
        if name.endswith(("builtins.type()", ".__class__")):
            return True
        if name.startswith("local:"):
            return name.removeprefix("local:") in self._classes()
        return is_standard_class(name)

    def _classes(self) -> frozenset[str]:
        if self._class_names is None:
            self._class_names = frozenset(
                scope.node.name  # type: ignore[attr-defined]
                for scope in self.scopes
                if scope.kind == "class"
            )
        return self._class_names

    def classes_of(self, node: ast.expr) -> set[str]:
        """The classes `type(node)` may be: of a literal (`type('')` is `str`, `type([])`
        `list`), and of an object a known class makes (`type(str())` is `str`)."""
        literal = _LITERAL_CLASSES.get(type(node))
        if literal is not None:
            return {literal}
        return {found for name in self.names(node) for found in self._class_of(name)}

    def _class_of(self, name: str) -> set[str]:
        """The class of what `name` names, when it says (a constant's, a made object's)."""
        if name.startswith("const:"):
            kind = name.removeprefix("const:")
            return {_CONSTANT_CLASSES.get(kind, f"builtins.{kind}")}
        if name.endswith("()") and self.is_class(name.removesuffix("()")):
            return {name.removesuffix("()")}
        return set()

    def _concatenation(self, node: ast.BinOp) -> frozenset[str]:
        """`'a' + x` and `'%s' % x` are strings; any other operation is unknown."""
        if isinstance(node.op, ast.Add | ast.Mod):
            sides = [node.left] if isinstance(node.op, ast.Mod) else [node.left, node.right]
            if any(STR in self.names(side) for side in sides):
                return frozenset({STR})
        return frozenset({UNKNOWN})

    def _union(self, nodes: list[ast.expr | None] | list[ast.expr]) -> frozenset[str]:
        found: set[str] = set()
        for item in nodes:
            found |= self.names(item)
        return frozenset(found) if found else frozenset({UNKNOWN})

    def _name(self, node: ast.Name) -> frozenset[str]:
        if node.id == "__builtins__":
            return frozenset({"builtins"})
        scope = self.scope_of.get(id(node), self.module)
        binder = self.binding_scope(node.id, scope)
        if binder is None:
            found = {f"{module}.{node.id}" for module in self._star_modules(scope)}
            # An undefined name stands for itself: `typing` in an unimported quoted hint.
            found.add(f"builtins.{node.id}" if node.id in BUILTIN_NAMES else node.id)
            if node.id not in BUILTIN_NAMES and self._stores_by_attribute():
                found |= self._put_in_namespace(node.id)
            elif self.member_stores and self._stores_by_attribute():
                found |= self._builtin_rebound(node.id)
            return frozenset(found)
        return self._bindings_union(node.id, binder)

    def _put_in_namespace(self, name: str, *, named_only: bool = False) -> set[str]:
        """What the code puts under a name it never binds in the module's or builtins'
        namespace (`globals()['run'] = exec`, `globals().update(run=exec)`,
        `setattr(sys.modules[__name__], 'run', exec)`, `builtins.run = exec`), or under a
        name not known there (`globals().update(table)`: what `table` may hold), unless
        `named_only` (a name the module or builtins bind: only the stores naming it)."""
        found: set[str] = set()
        stores = self._stores_by_attribute()
        if named_only:
            for value in self._namespace_stores(name, named_only=True):
                found |= self.names(value)
            return found
        for how, receiver, _member, value in (*stores.get(name, ()), *stores.get(UNKNOWN, ())):
            held = self.names(receiver) & (_NAMESPACES if how == "item" else _MODULE_OBJECTS)
            if held and how in {"item", "attribute"}:
                found |= self.names(value)
        return found

    def _builtin_rebound(self, name: str) -> frozenset[str]:
        """What the code puts under a builtin's name in the module's namespace or in
        builtins' (`globals()['ValueError'] = Exception`, `builtins.ValueError = Exception`):
        a read of it sees that too. Worked out once per name, as `_bindings_union`."""
        cache_key = (name, 0)
        known = self._bound.get(cache_key)
        if known is not None:
            return known
        cuts = self._cuts
        found = frozenset(self._put_in_namespace(name, named_only=True))
        if self._cuts == cuts:
            self._bound[cache_key] = found
        return found

    def _bindings_union(self, name: str, binder: Scope) -> frozenset[str]:
        """What any of `binder`'s bindings of `name` may be: worked out once per name and
        scope (5,000 reads of a name bound 5,000 times were 25 million unions), unless a
        cycle or the depth limit cut it short, which may depend on where the read is."""
        cache_key = (name, id(binder))
        known = self._bound.get(cache_key)
        if known is not None:
            return known
        cuts = self._cuts
        result: set[str] = set()
        for binding in binder.bindings[name]:
            if binding[0] == "param":
                result |= self._passed(name, binder)
            result |= self._binding(binding)
        if binder is self.module and self.member_stores and self._stores_by_attribute():
            result |= self._put_in_namespace(name, named_only=True)  # `globals()[name] = v`
        found = frozenset(result)
        if self._cuts == cuts:
            self._bound[cache_key] = found
        return found

    def _star_modules(self, scope: Scope) -> Iterator[str]:
        current: Scope | None = scope
        while current is not None:
            yield from current.star_modules
            current = current.parent

    def _binding(self, binding: Binding) -> frozenset[str]:
        kind, value = binding
        if kind == "module":
            return frozenset({str(value)})
        if kind == "def":
            swapped = self.code_swaps(value.name) if self.member_stores else None
            return frozenset({f"local:{value.name}", *(swapped or ())})
        if kind == "expr":
            return self.names(value)
        if kind == "element":
            return self.elements(value)
        if kind == "str":
            return frozenset({STR})
        if kind == "param" and value is not None:
            return self.names(value) | {UNKNOWN}
        if kind == "unknown" and isinstance(value, ast.Call):
            return self._entered(value)
        return frozenset({UNKNOWN})

    def _entered(self, manager: ast.Call) -> frozenset[str]:
        """What `with manager as x` binds `x` to: what `contextlib.nullcontext(v)` (or
        `enter_result=v`) was handed, besides something not known for another manager."""
        found: set[str] = {UNKNOWN}
        if "contextlib.nullcontext" in self.names(manager.func):
            given = [k.value for k in manager.keywords if k.arg == "enter_result"]
            for value in (*manager.args[:1], *given):
                found |= self.names(value)
        return frozenset(found)

    def _passed(self, name: str, binder: Scope) -> frozenset[str]:
        """What the code passes for the parameter `name` of its own function or lambda
        (`binder`'s node) at the calls it makes of it (`call_sites`): positionally or by
        keyword, through a name bound to it or a `functools.partial` of it, a method's
        `self` skipped. A parameter may also be anything else (`?`, added by `_binding`).
        A namespace passed (`render(locals())`) is left to that `?`: what it holds depends
        on the caller's scope, which `<namespace>` does not say (its members read as the
        module's would make `scope.items()` hold the module's functions)."""
        found: set[str] = set()
        for args, keywords, shift in call_sites(self, binder):
            for value in _argument(binder.node, name, args, keywords, shift):
                found |= {item for item in self.names(value) if not item.startswith(NAMESPACE)}
        return frozenset(found)

    def elements(self, node: ast.AST, _seen: frozenset[int] = frozenset()) -> frozenset[str]:
        """What an element of the container `node` may be (unknown for other iterables,
        and for names bound to each other in a cycle: `hooks = X` ... `X = hooks`)."""
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            return self._union(node.elts)
        if isinstance(node, ast.Dict):
            return self._union([key for key in node.keys if key is not None])
        if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp):
            return self.names(node.elt)
        if isinstance(node, ast.DictComp):
            return self.names(node.key)
        if isinstance(node, ast.Call) and id(node) not in _seen:
            return self._call_elements(node, _seen | {id(node)})
        if isinstance(node, ast.Name) and id(node) not in _seen:
            seen = _seen | {id(node)}
            found: set[str] = set()
            for kind, value in self.bindings_of(node) or [("unknown", None)]:
                found |= self.elements(value, seen) if kind == "expr" else {UNKNOWN}
            return frozenset(found)
        return frozenset({UNKNOWN})

    def _call_elements(self, node: ast.Call, seen: frozenset[int]) -> frozenset[str]:
        """What an element of a call's result may be: of a copy or a filter of a container
        (`list(x)`, `sorted(x)`, `filter(f, x)`), of `map(f, (a, b))` (`f(a)` or `f(b)`),
        and of a namespace's `items()`/`values()` (`vars(m).items()`,
        `inspect.getmembers(m)`): any member, `m.?` (a pair's name too: a name bound by
        `for k, v in ...` is either); unknown for any other call."""
        functions = self.names(node.func)
        args = node.args
        found: set[str] = set()
        if functions & _SEQUENCES and len(args) == 1:
            found |= self.elements(args[0], seen)
        if "builtins.filter" in functions and len(args) == 2:  # noqa: PLR2004
            found |= self.elements(args[1], seen)
        if functions & _MAPS and len(args) >= 2:  # noqa: PLR2004
            found |= self._mapped(node)
        if "pydoc.resolve" in functions and args:  # (the object and its name)
            found |= {_dotted(text) for text in self.texts(args[0]) or [UNKNOWN]}
        for name in self.names(node):
            base = _scanned_namespace(name)
            if base is not None:
                found |= self._members_of(base)
        return frozenset(found) if found else frozenset({UNKNOWN})

    def _mapped(self, node: ast.Call) -> set[str]:
        """What `map(f, (a, b))` (or `itertools.starmap`) hands out: `f(a)` or `f(b)`, each
        resolved as that call (`made_calls`), and something unknown when an iterable is no
        literal."""
        found: set[str] = set()
        for made in self.made_calls(node):
            found |= self.names(made)
        literal = all(map(self._container, node.args[1:]))
        return found | {UNKNOWN} if not literal or not found else found

    # -- calls made through another ---------------------------------------------------

    def made_calls(self, node: ast.Call) -> list[ast.Call]:
        """The calls `node` makes through a function calling the one it is handed:
        `map(f, A, B)` makes `f(a, b)` for each pair of elements (literal lists and
        tuples, directly or through a name bound once; `A[0]`, any element, for another
        iterable), `itertools.starmap(f, [(a, b)])` `f(a, b)`, `operator.call(f, a)`
        `f(a)`, `functools.partial(f, a)(b)` `f(a, b)` (the partial object also through a
        name bound once, a partial of a partial too), `operator.methodcaller('m', a)(x)`
        `x.m(a)`, a bound `x.__setattr__('a', v)` `setattr(x, 'a', v)`, and the function
        handed to `filter` (`itertools.filterfalse`, `takewhile`, `dropwhile`), to
        `sorted`, `min` or `max` as `key`, or to `functools.reduce` called on elements,
        and one a scheduler calls later with the arguments it is handed (`atexit.register`,
        `threading.Thread(target=...)`, an executor's `submit`, `ExitStack.callback`,
        `call_soon`: `_called_later`); and the calls those make in turn. Each is built
        once (with the line of `node`) and kept while the index lives: checks treat it as
        the call it is."""
        known = self._calls_made.get(id(node))
        if known is not None:
            return known
        self._calls_made[id(node)] = []  # (while worked out: a call handed itself)
        made = _made_calls(self, node)
        for call in made:
            ast.copy_location(call, node)
            self.made_from[id(call)] = self.made_from.get(id(node), node)
        for call in list(made):
            if len(made) < _MAX_NAMES:
                made += self.made_calls(call)
        self._calls_made[id(node)] = made
        return made

    def all_made_calls(self) -> list[ast.Call]:
        """`made_calls` of every call of the module that may make one (worked out once)."""
        if self._every_made is None:
            self._every_made = []  # (while worked out)
            found: list[ast.Call] = []
            for call in self.calls:
                if self._may_make_calls(call.func):
                    found += self.made_calls(call)
            self._every_made = found
        return self._every_made

    def _may_make_calls(self, func: ast.expr) -> bool:
        """Whether a call of `func` may make another (`made_calls`): a call of a call's
        result, of a name bound to something other than a definition, or of a builtin or
        member named in `_MAKER_WORDS` (or `__setattr__`); not a call of a function the
        code defines."""
        kind = type(func)
        if kind is ast.Call:
            return True
        if kind is ast.Attribute:
            return func.attr in _MAKER_WORDS or func.attr == "__setattr__"  # type: ignore[attr-defined]
        if kind is not ast.Name:
            return False
        bindings = self.bindings_of(func)  # type: ignore[arg-type]
        if bindings is None:
            return func.id in _MAKER_WORDS  # type: ignore[attr-defined]
        return any(binding_kind in {"expr", "module", "element"} for binding_kind, _ in bindings)

    def _members_of(self, base: str) -> set[str]:
        """Any member of the namespace `base` names (a scan of it): `m.?`; for the
        module's own globals, any function or class it defines, or something unknown (a
        global bound to anything else was referred to where it was bound); for
        annotations, any the code writes (`annotated`)."""
        if base == ANNOTATIONS:
            return set(self.annotated())
        if base != NAMESPACE:
            return {f"{base}.{UNKNOWN}"}
        defined = (
            name
            for name, bindings in self.module.bindings.items()
            if any(kind == "def" for kind, _ in bindings)
        )
        return {UNKNOWN, *(f"local:{name}" for name in defined)}

    def texts(self, node: ast.expr | None) -> frozenset[str] | None:
        """The strings `node` may be, when each is known, else None: a constant
        (`const_str`), a name bound only to such, the entries of a literal table a key
        picks (`TABLE['k']`, every value for a key not known), either side of `if`/`else`
        or `or`, a string built of such (`P + '.error'`, `f'{P}.error'`, `'%s' % P`,
        `sep.join([P, Q])`, `'{}'.format(P)`: each combination, `folded`), and for a
        function's name read off a frame or a code object
        (`inspect.stack()[0].function`, `sys._getframe().f_code.co_name`) the name of any
        function or class the module defines."""
        if node is None:
            return None
        text = const_str(node)
        if text is not None:
            return frozenset({text})
        key = id(node)
        if key in self._texts:
            return self._texts[key]
        self._texts[key] = None  # while it is worked out: names bound to each other
        found = self._find_texts(node)
        if found is not None and len(found) > _MAX_NAMES:
            found = None
        self._texts[key] = found
        return found

    def _find_texts(self, node: ast.expr) -> frozenset[str] | None:
        parts: list[ast.expr]
        if isinstance(node, ast.Name):
            bindings = self.bindings_of(node)
            if not bindings or any(kind != "expr" for kind, _ in bindings):
                return None
            parts = [value for _, value in bindings]  # type: ignore[misc]
        elif isinstance(node, ast.IfExp):
            parts = [node.body, node.orelse]
        elif isinstance(node, ast.BoolOp):
            parts = node.values
        elif isinstance(node, ast.Subscript) and self._container(node.value) is not None:
            parts = self._picked(self._container(node.value), node.slice)  # type: ignore[arg-type]
        elif isinstance(node, ast.BinOp | ast.JoinedStr) or (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in {"join", "format"}
        ):
            return folded(node, self.texts)
        else:
            return self._frame_name(node)
        found: set[str] = set()
        for part in parts:
            texts = self.texts(part)
            if texts is None:
                return None
            found |= texts
        return frozenset(found)

    def _frame_name(self, node: ast.expr) -> frozenset[str] | None:
        """The names a function's name read off a frame or code object may be (any the
        module defines), `f.__name__` of a module function `f` its own; else None."""
        found: set[str] = set()
        for name in self.names(node):
            if _FRAME_NAME.fullmatch(name):
                found |= self._defined_names()
            elif name.startswith("local:") and name.endswith((".__name__", ".__qualname__")):
                found.add(name.removeprefix("local:").rpartition(".")[0])
            else:
                return None
        return frozenset(found) or None

    def _defined_names(self) -> set[str]:
        return {
            name
            for scope in self.scopes
            for name, bindings in scope.bindings.items()
            if any(kind == "def" for kind, _ in bindings)
        }

    def annotated(self) -> frozenset[str]:
        """What an annotation the code writes may be, string annotations read as the
        names they spell: of parameters, returns and variables, and the values of an
        `__annotations__` mapping it writes (`type('H', (), {'__annotations__': {'e':
        'IOError'}})`, `f.__annotations__['e'] = ...`); and something unknown."""
        if self._annotated is None:
            self._annotated = frozenset({UNKNOWN})  # (while worked out)
            found: set[str] = {UNKNOWN}
            for value in self._annotation_values():
                text = const_str(value)
                found |= self.names(value if text is None else self.expression(text))
            self._annotated = frozenset(found)
        return self._annotated

    def _annotation_values(self) -> list[ast.expr]:
        values: list[ast.expr] = []
        for node in ast.walk(self.module.node):
            if isinstance(node, ast.arg | ast.AnnAssign) and node.annotation is not None:
                values.append(node.annotation)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns:
                values.append(node.returns)
        for how, receiver, member, value in self.member_stores:
            if "__annotations__" in self._stored_names(member) and isinstance(value, ast.Dict):
                values += value.values
            elif how == "item" and ANNOTATIONS in self.names(receiver):
                values.append(value)
        for scope in self.scopes:
            for kind, value in scope.bindings.get("__annotations__", ()):
                if kind == "expr" and isinstance(value, ast.Dict):
                    values += value.values
        return values

    def evaluated(
        self, texts: Iterable[str], call: ast.Call, namespace: tuple[str, ...] = ()
    ) -> set[str]:
        """What the expressions `texts` spell evaluate to, read where `call` stands (an
        `eval` of a constant: `eval('exec')` is `exec`), or, given the modules whose
        namespace it runs in (`eval('List', vars(typing))`), as their members; unknown
        for text that is no expression."""
        scope = next(
            (self.scope_of[id(n)] for n in ast.walk(call.func) if id(n) in self.scope_of),
            self.module,
        )
        if namespace:
            scope = Scope("module", call, None, star_modules=list(namespace))
        found: set[str] = set()
        for number, text in enumerate(sorted(texts)):
            key = ("eval", id(call), number)
            parsed = self._made.get(key)
            if parsed is None:
                try:
                    parsed = syntax_tree(text.strip(), mode="eval").body
                except (SyntaxError, ValueError, RecursionError, MemoryError):
                    found.add(UNKNOWN)
                    continue
                self._made[key] = parsed
                for name in ast.walk(parsed):
                    if isinstance(name, ast.Name) and isinstance(name.ctx, ast.Load):
                        self.scope_of[id(name)] = scope
            found |= self.names(parsed)
        return found

    def made_attribute(self, value: ast.expr, attr: str) -> ast.expr:
        """The attribute read `value.attr` the index builds for one the code hides in text
        (`'{0.parent.path}'.format(self)`, `operator.attrgetter('parent.path')(self)`),
        built once and kept (see `_made`)."""
        key = (f".{attr}", id(value), 0)
        found = self._made.get(key)
        if found is None:
            read = ast.Attribute(value=value, attr=attr, ctx=ast.Load())
            found = self._made[key] = ast.copy_location(read, value)
        return found

    def made(self, key: tuple[str, int, int], container: ast.expr, item: ast.expr) -> ast.expr:
        """The subscript `container[item]` the index builds to resolve a call reading an
        item as it (`key`: what it stands for), built once and kept (see `_made`)."""
        found = self._made.get(key)
        if found is None:
            found = self._made[key] = ast.Subscript(value=container, slice=item, ctx=ast.Load())
        return found

    def member_names(self, node: ast.expr | None) -> list[str]:
        """The member names an argument naming one may be (`texts`), `?` when unknown."""
        texts = self.texts(node)
        return sorted(texts) if texts else [UNKNOWN]

    def _spread(self, node: ast.Call) -> ast.Call | None:
        """The call with its `*args` of literal lists and tuples (directly or through a
        name bound once) written out: `getattr(*(os, 'x'))` as `getattr(os, 'x')`; None
        when one is no such literal."""
        made = self._made.get(("spread", id(node), 0))
        if made is not None:
            return made  # type: ignore[return-value]
        args: list[ast.expr] = []
        for arg in node.args:
            if not isinstance(arg, ast.Starred):
                args.append(arg)
                continue
            container = self._container(arg.value)
            if not isinstance(container, ast.List | ast.Tuple):
                return None
            args += container.elts
        made = ast.Call(func=node.func, args=args, keywords=node.keywords)
        self._made["spread", id(node), 0] = made
        return made

    def lookup_values(self, node: ast.expr) -> list[ast.expr]:
        """The values a lookup by name in a namespace may give, as the statements binding
        them wrote them: for `globals()['X']` (`locals()`, `vars()`, `.get('X')`) the values
        the module binds to `X`; for `vars(C)['X']`, `C.__dict__['X']` and `getattr(C, 'X')`
        those class `C`'s body binds to `X` (every name's for a key not known); none for
        anything else."""
        if isinstance(node, ast.Subscript):
            holder, key = node.value, node.slice
        elif isinstance(node, ast.Call) and node.args and self.names(node.func) & _GETATTRS:
            holder, key = node.args[0], None
        elif isinstance(node, ast.Call) and node.args and isinstance(node.func, ast.Attribute):
            holder, key = node.func.value, node.args[0]
            if node.func.attr not in {"get", "__getitem__"}:
                return []
        else:
            return []
        if isinstance(node, ast.Call) and self.names(node.func) & _GETATTRS:
            holder, key = node.args[0], node.args[1] if len(node.args) > 1 else None
            namespaces = {f"{name}.__dict__" for name in self.names(holder)}
        else:
            namespaces = set(self.names(holder))
        scopes = [self.module] if NAMESPACE in namespaces else []
        scopes += [
            scope
            for scope in self.scopes
            if scope.kind == "class" and f"local:{scope.node.name}.__dict__" in namespaces  # type: ignore[attr-defined]
        ]
        if not scopes:
            return []
        texts = self.texts(key)
        return [
            value
            for scope in scopes
            for name in (texts if texts is not None else sorted(scope.bindings))
            for kind, value in scope.bindings.get(name, ())
            if kind == "expr" and isinstance(value, ast.expr)
        ]

    def _call(self, node: ast.Call) -> frozenset[str]:
        functions = self.names(node.func)
        found: set[str] = set()
        if functions & _CALL_MAKERS:  # (not `map`: its elements are the calls it makes)
            for made in self.made_calls(node):
                found |= self.names(made)
        found |= self._called_lambda(node)
        picked = picked_from(self, node)
        container = None if picked is None else self._container(picked)
        if isinstance(container, ast.List | ast.Tuple):
            found |= self._union(container.elts)
        spread: ast.Call | None = node
        if any(isinstance(arg, ast.Starred) for arg in node.args):
            spread = self._spread(node)
        for function in functions:
            if spread is not None:
                found |= self._call_result(function, spread)
            elif function in _GETATTRS or function.endswith(_LOOKUPS):
                found.add(UNKNOWN)  # `getattr(*pair)`: any member of anything
            else:
                found |= self._call_result(function, node)
        return frozenset(found)

    def _called_lambda(self, node: ast.Call) -> set[str]:
        """What a lambda called where it is made (or through the one name bound to it)
        gives: its body (`(lambda: _area)()` is `_area`), a parameter the argument handed
        for it (`(lambda f: f)(_area)`)."""
        func = self.only_value(node.func) if isinstance(node.func, ast.Name) else node.func
        if not isinstance(func, ast.Lambda):
            return set()
        body = func.body
        params = [arg.arg for arg in (*func.args.posonlyargs, *func.args.args)]
        if isinstance(body, ast.Name) and body.id in params:
            position = params.index(body.id)
            given = [k.value for k in node.keywords if k.arg == body.id]
            if position < len(node.args) and not _spreads(node.args[: position + 1]):
                given.append(node.args[position])
            return set(self._union(given)) if given else {UNKNOWN}
        return set(self.names(body))

    def _call_result(self, function: str, node: ast.Call) -> set[str]:
        member = _member_lookup(self, function, node)
        if member is not None:
            return member
        args = node.args
        taken = self._taken(function, args)
        if taken is not None:
            return taken
        item = _item_lookup(self, function, node)
        if item is not None:
            return item
        module = self._imported(function, node) if args else None
        if module is not None:
            return module
        if function in {"builtins.globals", "builtins.locals"} or (
            function == "builtins.vars" and not args
        ):
            return {NAMESPACE}
        if function == "builtins.vars" and args:
            return {_join(base, "__dict__") for base in self.names(args[0])}
        if function in {"functools.partial", "builtins.staticmethod", "builtins.classmethod"}:
            wrapped = set(self.names(args[0])) if args else {UNKNOWN}
            return wrapped | {_PARTIAL} if function == "functools.partial" else wrapped
        same = self._same_code(function, node)
        return {f"{function}()", *_evaluated(self, function, node), *same}

    def _same_code(self, function: str, node: ast.Call) -> set[str]:
        """The module functions a call makes a copy of, which runs the same code: a
        function made from one's code object (`types.FunctionType(f.__code__, globals())`,
        `type(f)(f.__code__.replace(co_name='g'), ...)`) or a copy of one
        (`copy.copy(f)`, `copy.deepcopy(f)`: the function itself)."""
        if function in _COPIERS and node.args:
            return {name for name in self.names(node.args[0]) if _is_own_function(name)}
        if function not in _FUNCTION_MAKERS and not function.endswith(".__class__"):
            return set()
        given = [k.value for k in node.keywords if k.arg == "code"]
        code = node.args[0] if node.args else (given[0] if given else None)
        return code_owners(self.names(code)) if code is not None else set()

    def code_swaps(self, name: str) -> set[str]:
        """The module functions whose code the code gives the module function `name` as
        its own (`g.__code__ = f.__code__`, `setattr(g, '__code__', f.__code__)`): calling
        it runs theirs."""
        if self._swapped is None:
            self._swapped = any(store[2] == "__code__" for store in self.member_stores) or any(
                const_str(store[2]) == "__code__"
                for store in self.member_stores
                if isinstance(store[2], ast.expr)
            )
        if not self._swapped:
            return set()
        found: set[str] = set()
        for how, receiver, _member, value in self._stores_by_attribute().get("__code__", ()):
            if how == "attribute" and f"local:{name}" in self.names(receiver):
                found |= code_owners(self.names(value))
        return found

    def _imported(self, function: str, node: ast.Call) -> set[str] | None:
        """The module an import call (`__import__`, `importlib.import_module`) or a look-up
        of one (`sys.modules.get`, `inspect.getmodule`) gives, None for another call; a
        name not known is any module (`?`), this one's for `__name__` (`sys.modules.?`)."""
        args = node.args
        if function in _MODULE_GETTERS:
            return self._module_got(function, args[0])
        if function not in {"builtins.__import__", "importlib.import_module"}:
            return None
        modules = self.texts(args[0])
        if modules is None:
            named = _named_modules(self.names(args[0]))
            return named | ({UNKNOWN, _SOME_MODULE} if self._own_name(args[0]) else {UNKNOWN})
        if function == "importlib.import_module":
            return {canonical(module) for module in modules}
        wants_leaf = len(args) >= 4 or any(k.arg == "fromlist" for k in node.keywords)  # noqa: PLR2004
        return {
            canonical(module if wants_leaf else module.partition(".")[0]) for module in modules
        }

    def _own_name(self, node: ast.expr) -> bool:
        """Whether `node` may be this module's name: `__name__` (unbound), a module
        function's or class's `__module__`."""
        if isinstance(node, ast.Name) and node.id == "__name__":
            return self.scope_binding(node) is None
        return any(name.startswith("local:") and name.endswith(".__module__")
                   for name in self.names(node))  # fmt: skip

    def _module_got(self, function: str, arg: ast.expr) -> set[str]:
        """What `sys.modules.get(name)` (or `.__getitem__`, `.setdefault`) gives, as
        `sys.modules[name]`, and `inspect.getmodule(x)`: the module defining `x`, this one
        for a module function or class (`sys.modules.?`, a module not known)."""
        if function == "inspect.getmodule":
            made = {f"{function}()", *_defining_modules(self.names(arg))}
            return (
                made | {_SOME_MODULE}
                if any(name.startswith(("local:", UNKNOWN)) for name in self.names(arg))
                else made
            )
        modules = self.texts(arg)
        if modules:
            return {canonical(module) for module in modules}
        return {_SOME_MODULE, *_named_modules(self.names(arg))}

    def _taken(self, function: str, args: list[ast.expr]) -> set[str] | None:
        """What a call taking members or elements out of what it is handed gives, or None
        when it is no such call: `inspect.getmembers(m)` the (name, value) pairs of `m`'s
        namespace (as `vars(m).items()`), `next(it)` an element of `it`, `list(x)` (and the
        other `_SEQUENCES`) the elements of `x` besides the call's result, `getattr(m,
        name)` the members `name` may name (`texts`)."""
        if function in _GETATTRS and len(args) >= 2:  # noqa: PLR2004
            return {
                _join(base, member)
                for base in self.names(args[0])
                for member in self.member_names(args[1])
            }
        if function in _SCANS and args:
            return {f"{base}.__dict__.items()" for base in self.names(args[0])}
        if function == "builtins.next" and args:
            found = set(self.elements(args[0])) - {UNKNOWN}
            return {f"{function}()", *found, *(self.names(args[1]) if len(args) > 1 else ())}
        if function in _SEQUENCES and len(args) == 1:
            return {f"{function}()", *(self.elements(args[0]) - {UNKNOWN})}
        return None

    def _subscript(self, node: ast.Subscript) -> frozenset[str]:
        keys = self.member_names(node.slice)
        found: set[str] = set()
        for base in self.names(node.value):
            if base in {NAMESPACE, ANNOTATIONS}:
                found |= self._items_of(base, keys)
            elif base.endswith(".__dict__"):
                found |= {_join(base.removesuffix(".__dict__"), key) for key in keys}
            elif base == "sys.modules":
                found |= {
                    canonical(key) if key != UNKNOWN else f"{base}.{UNKNOWN}" for key in keys
                }
                found |= _named_modules(self.names(node.slice))
            elif base == "builtins" or is_c_library(base):  # `pythonapi['PyRun_String']`
                found |= {_join(base, key) for key in keys}
        container = self._container(node.value)
        if container is not None:
            found |= self._pick(container, node.slice)
        elif (fielded := self._formatter_field(node)) is not None:
            found |= fielded
        elif isinstance(node.value, ast.DictComp):
            found |= self.names(node.value.value) - {UNKNOWN}
        elif isinstance(node.value, ast.ListComp | ast.Call):
            found |= self.elements(node.value) - {UNKNOWN}
        return frozenset(found) if found else frozenset({f"{base}[]" for base in
                                                        self.names(node.value)})  # fmt: skip

    def _formatter_field(self, node: ast.Subscript) -> set[str] | None:
        """`string.Formatter().get_field('0.open', [builtins], {})[0]`: the object a format
        field names, read as the attribute lookup it is (`builtins.open`); `?` members for a
        field or arguments not known. None when `node` is no such read."""
        call = node.value if isinstance(node.value, ast.Call) else self.only_value(node.value)
        first = isinstance(node.slice, ast.Constant) and node.slice.value == 0
        if not isinstance(call, ast.Call) or not first or node.slice.value is False:
            return None
        if not any(name.endswith("Formatter().get_field") for name in self.names(call.func)):
            return None
        args = call.args
        texts = self.texts(args[0]) if args else None
        if len(args) < 3 or not texts:  # noqa: PLR2004 - field, args, kwargs
            return {UNKNOWN}
        found: set[str] = set()
        for text in texts:
            head, _, dotted = text.partition(".")
            source = args[1] if head.isdigit() else args[2]
            chosen = self._field_source(source, head)
            if "[" in text or chosen is None:
                found.add(UNKNOWN)
                continue
            found |= {_members(base, dotted or None) if dotted else base
                      for base in self.names(chosen)}  # fmt: skip
        return found

    def _field_source(self, source: ast.expr, head: str) -> ast.expr | None:
        """The argument a format field's head picks (`0` of a list or tuple literal, `name`
        of a dict literal), also through the one name bound to it; None when not known."""
        value = self.only_value(source) if isinstance(source, ast.Name) else source
        if isinstance(value, ast.List | ast.Tuple) and head.isdigit():
            items = value.elts
            return items[int(head)] if int(head) < len(items) else None
        if isinstance(value, ast.Dict):
            for key, item in zip(value.keys, value.values, strict=True):
                if const_str(key) == head:
                    return item
        return None

    def _items_of(self, mapping: str, keys: list[str]) -> set[str]:
        """What the items `keys` pick of the module's globals or of annotations may be."""
        if mapping == ANNOTATIONS:
            return set(self.annotated())
        found: set[str] = set()
        for key in keys:
            found |= self._global(key) if key != UNKNOWN else {UNKNOWN}
        return found

    def _container(self, node: ast.expr) -> ast.expr | None:
        """The literal list, tuple or dict `node` is (directly or through one name)."""
        if isinstance(node, ast.List | ast.Tuple | ast.Dict):
            return node
        if isinstance(node, ast.Name):
            bindings = self.bindings_of(node) or []
            values = [value for kind, value in bindings if kind == "expr"]
            if len(values) == 1 and isinstance(values[0], ast.List | ast.Tuple | ast.Dict):
                return values[0]
        return None

    def _pick(self, container: ast.expr, key: ast.expr) -> frozenset[str]:
        return self._union(self._picked(container, key))  # type: ignore[arg-type]

    def _picked(self, container: ast.expr, key: ast.expr) -> list[ast.expr]:
        """The entries of a literal container a key may pick: a dict's values under the
        keys `key` may be (`texts`; all of them when not known), any element of a list
        or tuple."""
        if isinstance(container, ast.Dict):
            wanted = self.texts(key)
            if wanted is None:
                return list(container.values)
            by_key, loose = self._keyed_positions(container)
            chosen = sorted({*loose, *(p for text in wanted for p in by_key.get(text, ()))})
            return [container.values[position] for position in chosen]
        return list(container.elts)  # type: ignore[attr-defined]

    def _keyed_positions(self, table: ast.Dict) -> tuple[dict[str, list[int]], list[int]]:
        """The positions of a dict literal's entries by constant key, and of those whose key
        is no constant (`**spread`, a name), worked out once a dict: a thousand constant
        lookups of a thousand-entry table would each read every key again."""
        known = self._keyed.get(id(table))
        if known is None:
            by_key: dict[str, list[int]] = {}
            loose: list[int] = []
            for position, item in enumerate(table.keys):
                text = const_str(item)
                keys = (text,) if text is not None else self.texts(item)
                if not keys:
                    loose.append(position)
                for key in keys or ():
                    by_key.setdefault(key, []).append(position)
            known = self._keyed[id(table)] = (by_key, loose)
        return known

    def _global(self, name: str) -> set[str]:
        if name == "__builtins__":
            return {"builtins"}
        bindings = self.module.bindings.get(name)
        if bindings is None:
            return {f"builtins.{name}"} if name in BUILTIN_NAMES else {UNKNOWN}
        return set(self._bindings_union(name, self.module))


_UNBOUND_GETATTRIBUTE = frozenset(
    {
        "builtins.object.__getattribute__",
        "builtins.type.__getattribute__",
        "types.ModuleType.__getattribute__",
    }  # fmt: skip
)
_DICT_READS = (".__dict__.get", ".__dict__.__getitem__")


def member_read(index: NameIndex, node: ast.Call) -> tuple[ast.expr, ast.expr, bool] | None:
    """(object, name, whether a fallback is given) of a call reading a member by a name,
    however spelled: `getattr(x, name[, fallback])` (`inspect.getattr_static` too), a
    class's unbound `__getattribute__` (`object.__getattribute__(x, name)`,
    `type(x).__getattribute__(x, name)`), `x.__getattribute__(name)`, and
    `operator.attrgetter(name)(x)`; None for any other call."""
    args, func = node.args, node.func
    if not args or _spreads(args):
        return None
    functions = index.names(func)
    if functions & _GETATTRS and len(args) >= 2:  # noqa: PLR2004
        return args[0], args[1], len(args) > 2  # noqa: PLR2004
    getters = [name.removesuffix(".__getattribute__") for name in functions
               if name.endswith(".__getattribute__")]  # fmt: skip
    if len(args) == 2 and any(map(index.is_class, getters)):  # noqa: PLR2004
        return args[0], args[1], False
    if len(args) == 1 and isinstance(func, ast.Attribute) and func.attr == "__getattribute__":
        return func.value, args[0], False
    maker = index.only_value(func) if "operator.attrgetter()" in functions else None
    if len(args) == 1 and isinstance(maker, ast.Call) and len(maker.args) == 1:
        return args[0], maker.args[0], False
    return None


def _member_lookup(index: NameIndex, function: str, node: ast.Call) -> set[str] | None:
    """What a call looking a member or a global up by its name gives (`_by_attribute`,
    `_resolved_by_name`), or None when it is no such call."""
    found = _by_attribute(index, function, node)
    return found if found is not None else _resolved_by_name(index, function, node)


def _by_attribute(index: NameIndex, function: str, node: ast.Call) -> set[str] | None:
    """What a call of `function` reaching a module member by its name gives, or None when
    it is no such call: `operator.attrgetter('path.join')(os)`,
    `operator.methodcaller('listdir')(os)` (the member it calls), `os.__dict__.get('system')`,
    `os.path.__getattribute__('join')` (or `object.__getattribute__(os, 'system')`),
    `pkgutil.resolve_name('os.path:join')` (or `pydoc.locate('os.path.join')`),
    `functools.reduce(getattr, ['path', 'join'],
    os)` and a relative `importlib.import_module('.path', 'os')`."""
    args = node.args
    if function in {"operator.attrgetter()", "operator.methodcaller()"} and args:
        maker = index.only_value(node.func)
        if not isinstance(maker, ast.Call) or not maker.args:
            return None
        members = maker.args if function == "operator.attrgetter()" else maker.args[:1]
        return {
            _members(base, text)
            for member in members
            for text in index.member_names(member)
            for base in index.names(args[0])
        }
    if (function in _UNBOUND_GETATTRIBUTE or function.endswith(".__getattribute__")) and len(
        args
    ) >= 2:  # `type(os).__getattribute__(os, 'system')`: the method of a class, unbound
        return {
            _members(base, text)
            for text in index.member_names(args[1])
            for base in index.names(args[0])
        }
    for suffix in (".__getattribute__", *_DICT_READS):
        if function.endswith(suffix) and args:
            base = function.removesuffix(suffix)
            return {_members(base, text) for text in index.member_names(args[0])}
    if function in {"pkgutil.resolve_name", "pydoc.locate"} and args:
        return _located(index, args[0])
    if function == "functools.reduce" and len(args) == 3:
        return _reduced_getattr(index, args)
    if function == "importlib.import_module":
        return _relative_import(index, node)
    return None


def _located(index: NameIndex, path: ast.expr) -> set[str]:
    """What `pkgutil.resolve_name(path)` (or `pydoc.locate`) names: `module:attr` or a
    dotted path, this module's member for a text starting with its name
    (`f'{__name__}:depth'`, `__name__ + '.depth'`)."""
    own = _own_name_tail(index, path)
    if own is not None:
        return {_members(_SOME_MODULE, own.lstrip(":.").replace(":", ".") or None)}
    found: set[str] = set()
    for text in index.texts(path) or [UNKNOWN]:
        module, _, attributes = text.partition(":")
        found.add(_members(canonical(module), attributes) if attributes else canonical(module))
    return found


def _own_name_tail(index: NameIndex, node: ast.expr) -> str | None:
    """The constant text after this module's name in a text made of it (`f'{__name__}:f'`,
    `__name__ + '.f'`, `__name__ + ':' + 'f'`: `:f`, `.f`), `''` when the rest is not
    known or the name stands elsewhere in the text (`'%s:f' % __name__`,
    `':'.join((__name__, 'f'))`: a member of this module, which one not known); None for
    a text not made of the module's name."""
    if isinstance(node, ast.JoinedStr) and node.values:
        head, rest = node.values[0], node.values[1:]
        if isinstance(head, ast.FormattedValue) and index._own_name(head.value):
            texts = [const_str(part) for part in rest]
            return "" if None in texts else "".join(texts)  # type: ignore[arg-type]
    pieces = summands(node)
    if len(pieces) > 1 and index._own_name(pieces[0]):
        tails = [index.texts(piece) for piece in pieces[1:]]
        known = all(tail is not None and len(tail) == 1 for tail in tails)
        return "".join(next(iter(tail)) for tail in tails if tail) if known else ""
    built = isinstance(node, ast.JoinedStr | ast.BinOp | ast.Call)
    if built and any(
        isinstance(part, ast.Name | ast.Attribute) and index._own_name(part)
        for part in ast.walk(node)
    ):
        return ""
    return None


def _relative_import(index: NameIndex, node: ast.Call) -> set[str] | None:
    """The module a relative `importlib.import_module('.path', 'os')` imports, or None."""
    given = dict(zip(("name", "package"), node.args, strict=False))
    given |= {k.arg: k.value for k in node.keywords if k.arg in {"name", "package"}}
    relative = {
        canonical(f"{package}{name}")
        for name in index.texts(given.get("name")) or ()
        for package in index.texts(given.get("package")) or ()
        if name.startswith(".") and not name.startswith("..") and package
    }
    return relative or None


_PICKLE_LOADS = frozenset({"pickle.loads", "pickle._loads", "_pickle.loads"})
_PICKLE_LOAD = frozenset({"pickle.load", "pickle._load", "_pickle.load"})
_UNPICKLERS = frozenset({"pickle.Unpickler()", "pickle._Unpickler()", "_pickle.Unpickler()"})
_CONFIGURATORS = frozenset({"logging.config.BaseConfigurator()",
                            "logging.config.DictConfigurator()"})  # fmt: skip
_MADE_LOCALLY = re.compile(r"local:(\w+)\(\)")


def _resolved_by_name(index: NameIndex, function: str, node: ast.Call) -> set[str] | None:
    """What a standard-library call resolving a global from a string gives, or None when it
    is no such call: a constant pickle's globals (`pickle.loads(b'cbuiltins\\nIOError\\n.')`,
    `pickle.load(io.BytesIO(...))`, `pickle.Unpickler(io.BytesIO(...)).load()`; an
    unpickler's `find_class('builtins', 'IOError')`; unknown for a pickle that does not
    load) and logging.config's configurators (`BaseConfigurator(...).resolve(
    'builtins.IOError')`, `ext_convert`, `convert('ext://...')`, `_resolve`, of a subclass
    too); a string not known resolves to anything (`?`)."""
    args = node.args
    method = function.rpartition(".")
    made = instance_lineage(index, [method[0]]) if method[1] else set()
    if function in _PICKLE_LOADS or (made & _UNPICKLERS and method[2] == "load"):
        data = args[:1] if function in _PICKLE_LOADS else _constructed_with(index, node.func)
        if function in _PICKLE_LOADS or not data:
            return _unpickled(index, data[0] if data else None)
        return _unpickled(index, _stream_of(index, data[0]))
    if function in _PICKLE_LOAD and args:
        return _unpickled(index, _stream_of(index, args[0]))
    if made & _UNPICKLERS and method[2] == "find_class" and len(args) == 2:  # noqa: PLR2004
        module, name = index.texts(args[0]), index.texts(args[1])
        return {_members(canonical(m), n) for m in module or [UNKNOWN] for n in name or [UNKNOWN]}
    if function == "logging.config._resolve" or (
        made & _CONFIGURATORS and method[2] in {"resolve", "ext_convert", "convert"}
    ):
        texts = index.texts(args[0]) if args else None
        if method[2] == "convert" and texts is not None:
            texts = frozenset(t.removeprefix("ext://") for t in texts if t.startswith("ext://"))
            if not texts:
                return None
        return {_dotted(text) for text in texts or [UNKNOWN]}
    return None


def instance_lineage(index: NameIndex, made: Iterable[str]) -> set[str]:
    """`made` (what an object may be: `local:C()`) and, for an instance of a module class,
    an instance of each of its bases, theirs in turn (`logging.config.BaseConfigurator()`
    for `class C(logging.config.BaseConfigurator)`, `cProfile.Profile()` for `class
    P(cProfile.Profile)`)."""
    found: set[str] = set()
    pending = list(made)
    while pending and len(found) < _MAX_NAMES:
        item = pending.pop()
        if item in found:
            continue
        found.add(item)
        local = _MADE_LOCALLY.fullmatch(item)
        if local is None:
            continue
        for scope in index.scopes:
            node = scope.node
            if scope.kind == "class" and node.name == local.group(1):  # type: ignore[attr-defined]
                pending += [f"{base}()" for arg in node.bases for base in index.names(arg)]  # type: ignore[attr-defined]
    return found


def _constructed_with(index: NameIndex, func: ast.expr) -> list[ast.expr]:
    """The arguments of the call that made the object whose method `func` is
    (`pickle.Unpickler(stream).load`: `stream`), when it is one known call."""
    if not isinstance(func, ast.Attribute):
        return []
    made = index.only_value(func.value)
    return made.args[:1] if isinstance(made, ast.Call) else []


def _stream_of(index: NameIndex, node: ast.expr) -> ast.expr | None:
    """The bytes `io.BytesIO(data)` reads (`data`), else None."""
    made = index.only_value(node)
    if isinstance(made, ast.Call) and made.args and index.names(made.func) & _BYTE_STREAMS:
        return made.args[0]
    return None


_BYTE_STREAMS = frozenset({"io.BytesIO", "_io.BytesIO"})
_DECODERS = frozenset({"base64.b64decode", "base64.standard_b64decode", "base64.b32decode",
                       "base64.b16decode", "base64.b85decode", "base64.a85decode",
                       "base64.urlsafe_b64decode", "builtins.bytes.fromhex",
                       "binascii.unhexlify", "binascii.a2b_hex",
                       "binascii.a2b_base64"})  # fmt: skip
"""Functions turning a constant string into the bytes a pickle may be written as."""


def _unpickled(index: NameIndex, node: ast.expr | None) -> set[str] | None:
    """The names a pickle given as `node` may give (`unpickled_names`); None (the call's
    result, as for any call) when `node` is no constant the module shows."""
    data = _const_bytes(index, node)
    if data is None:
        return None
    found = unpickled_names(data, _members)
    return set(found) if found is not None else {UNKNOWN}


def _const_bytes(index: NameIndex, node: ast.expr | None, depth: int = 0) -> bytes | None:
    """The bytes an expression always evaluates to: a literal, one bound once, a sum of
    them, a constant string's `encode()`, a decoding of one (`bytes.fromhex`,
    `base64.b64decode`); None when not known."""
    if node is None or depth > _MAX_DEPTH:
        return None
    node = index.only_value(node)
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, bytes) else None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left = _const_bytes(index, node.left, depth + 1)
        right = _const_bytes(index, node.right, depth + 1)
        return left + right if left is not None and right is not None else None
    if not isinstance(node, ast.Call) or len(node.args) > 1 or node.keywords:
        return None
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "encode" and not node.args:
        text = const_str(func.value)
        return text.encode("utf-8", "surrogateescape") if text is not None else None
    if node.args and index.names(func) & _DECODERS:
        given = const_str(node.args[0])
        raw = given.encode("ascii", "ignore") if given is not None else None
        raw = raw if raw is not None else _const_bytes(index, node.args[0], depth + 1)
        if raw is None:
            return None
        return _decoded(index.names(func) & _DECODERS, raw)
    return None


def _decoded(decoders: frozenset[str], raw: bytes) -> bytes | None:
    import base64  # noqa: PLC0415 (only for code decoding a constant)
    import binascii  # noqa: PLC0415

    name = min(decoders).rpartition(".")[2]
    module = base64 if hasattr(base64, name) else binascii
    decode = bytes.fromhex if name == "fromhex" else getattr(module, name)
    try:
        return decode(raw.decode("ascii") if name == "fromhex" else raw)
    except (ValueError, TypeError):
        return None


def _dotted(text: str) -> str:
    """What a dotted path names as `pydoc.locate` and logging's configurators read it
    (`builtins.IOError`, `os.path.join`)."""
    module, _, rest = text.partition(".")
    return _members(canonical(module), rest) if rest else canonical(module)


_HELD_NAMESPACES = {"f_globals": NAMESPACE, "f_locals": NAMESPACE, "__globals__": NAMESPACE,
                    "f_builtins": "builtins.__dict__",
                    "__builtins__": "builtins.__dict__"}  # fmt: skip
"""Attributes holding a namespace, whatever the object (only frames and functions have them):
a frame's globals (`sys._getframe().f_globals`, `inspect.currentframe().f_back.f_globals`),
locals (the globals at module level), builtins (`f_builtins`), a function's `__globals__`
and a module's or function's `__builtins__`: the module's own or builtins', or another
module's, where the names read are the same all the same."""
_ATTRIBUTE_MEANINGS = {"__class__": "", "__annotations__": ANNOTATIONS,
                       "__setattr__": "builtins.setattr",
                       "__delattr__": "builtins.delattr",
                       **_HELD_NAMESPACES}  # fmt: skip
"""Attributes whose read names something more than the attribute (`NameIndex._meaning`)."""
_LITERAL_CLASSES: dict[type[ast.AST], str] = {
    **dict.fromkeys((ast.List, ast.ListComp), "builtins.list"),
    **dict.fromkeys((ast.Dict, ast.DictComp), "builtins.dict"),
    **dict.fromkeys((ast.Set, ast.SetComp), "builtins.set"),
    ast.Tuple: "builtins.tuple",
    ast.JoinedStr: "builtins.str",
    ast.GeneratorExp: "types.GeneratorType",
    ast.Lambda: "types.FunctionType",
}
"""The class of what a literal or a display makes."""
_CONSTANT_CLASSES = {"NoneType": "types.NoneType", "ellipsis": "types.EllipsisType"}
"""Constants' classes (`const:str` is `builtins.str`) that are no builtin's name."""
_HINT_READERS = frozenset({"typing.get_type_hints", "typing_extensions.get_type_hints",
                           "inspect.get_annotations",
                           "annotationlib.get_annotations"})  # fmt: skip
"""Functions giving an object's annotations, string annotations evaluated."""
_FORWARD_REFS = frozenset({"typing.ForwardRef", "typing_extensions.ForwardRef",
                           "annotationlib.ForwardRef"})  # fmt: skip
_NAMESPACE_MAKERS = frozenset({"types.SimpleNamespace", "argparse.Namespace", "builtins.type"})
"""Calls making an object whose attributes are the items of a mapping they are handed
(`SimpleNamespace(**vars(typing))`, `type('T', (), vars(typing))`)."""


_NOT_MODULES = ("<", "?", "local:", "const:", "sys.modules.?")
"""How names that are no module's name start (a namespace, something unknown, ...)."""


def run_namespace(index: NameIndex, call: ast.Call) -> tuple[str, ...]:
    """The modules whose namespace `exec` or `eval` runs its code in, when its globals
    are one's (`vars(typing)`, `typing.__dict__`): the names the code never binds are
    theirs. Empty for any other globals (the module's own, a dict, none given)."""
    given = call.args[1] if len(call.args) > 1 else None
    given = next((k.value for k in call.keywords if k.arg == "globals"), given)
    if given is None:
        return ()
    names = index.names(given)
    modules = sorted(
        name.removesuffix(".__dict__")
        for name in names
        if name.endswith(".__dict__") and not name.startswith(_NOT_MODULES)
    )
    return tuple(modules) if len(modules) == len(names) else ()


def _evaluated(index: NameIndex, function: str, node: ast.Call) -> set[str]:
    """What a call's result names besides the call's own result, when it evaluates
    something the code shows: `eval` of a constant expression (`eval('exec')` is `exec`,
    also through `compile`), `type(x)` the class of `x` (`classes_of`), a namespace made
    from a module's namespace that module (`SimpleNamespace(**vars(typing)).List` is
    `typing.List`), the annotations `get_type_hints(x)` gives (`ANNOTATIONS`), and a
    `ForwardRef('IOError')` evaluated (`_evaluate`, `typing._eval_type`) what it spells."""
    args = node.args
    if function == "builtins.eval" and args:
        source = index.only_value(args[0])
        if isinstance(source, ast.Call) and "builtins.compile" in index.names(source.func):
            source = source.args[0] if source.args else source
        texts = index.texts(source)
        if texts is None:
            return set()
        namespace = run_namespace(index, node)
        extra = {UNKNOWN} if (len(args) > 1 or node.keywords) and not namespace else set()
        return index.evaluated(texts, node, namespace) | extra
    if function == "builtins.type" and len(args) == 1 and not node.keywords:
        return index.classes_of(args[0])
    if function in _NAMESPACE_MAKERS:
        spread = [k.value for k in node.keywords if k.arg is None]
        spread += args[2:3] if function == "builtins.type" else []
        return {
            name.removesuffix(".__dict__")
            for value in spread
            for name in index.names(value)
            if name.endswith(".__dict__")
        }
    if function in _HINT_READERS:
        return {ANNOTATIONS}
    reference = (
        args[0] if function in {"typing._eval_type", "typing.evaluate_forward_ref"} else None
    )
    if reference is None and function.endswith(("._evaluate", ".evaluate")):
        reference = node.func.value if isinstance(node.func, ast.Attribute) else None
    made = index.only_value(reference) if reference is not None else None
    if isinstance(made, ast.Call) and made.args and index.names(made.func) & _FORWARD_REFS:
        texts = index.texts(made.args[0])
        return index.evaluated(texts, node) if texts is not None else {UNKNOWN}
    return set()


_MAPS = frozenset({"builtins.map", "itertools.starmap"})
_DIRECT_CALLERS = frozenset({"operator.call", "_operator.call"})
_PARTIALS = frozenset({"functools.partial"})
_COPIERS = frozenset({"copy.copy", "copy.deepcopy"})
_FUNCTION_MAKERS = frozenset({"types.FunctionType", "types.LambdaType", "builtins.type()"})
"""What makes a function from a code object (`type(f)` too)."""


def _defining_modules(names: Iterable[str]) -> set[str]:
    """The modules that may define the objects `names` names (`inspect.getmodule(
    os.fspath)` is `os`): each leading part of a dotted name of an imported object (`os`
    and `os.path` for `os.path.join`), not of a call's result or something unknown."""
    found: set[str] = set()
    for name in names:
        if name.startswith(("local:", UNKNOWN, "const:")) or name.endswith(tuple(_NOT_MEMBERS)):
            continue
        parts = name.split(".")
        found |= {canonical(".".join(parts[:end])) for end in range(1, len(parts))}
    return found


def _named_modules(names: Iterable[str]) -> set[str]:
    """The modules an object's `__module__` names (`sys.modules[os.fspath.__module__]`,
    `importlib.import_module(f.__module__)`): those that may define it."""
    return _defining_modules(
        name.removesuffix(".__module__") for name in names if name.endswith(".__module__")
    )


Site = tuple[list[ast.expr], list[ast.keyword], int]
"""A call of the code's own function: its positional arguments, its keywords, and how many
leading parameters are filled before them (a method's `self`, a partial's arguments)."""
_SITE_ROUNDS = 4
"""How many links of names bound to a function (`g = f`, `h = partial(g, x)`) are followed."""


def call_sites(index: NameIndex, scope: Scope) -> list[Site]:
    """The calls the code makes of the function or lambda `scope` is the body of: through
    its name (or a name it is bound to, `g = f`, `g = lambda fs: ...`), a
    `functools.partial` of it (the partial's arguments and each call of the name it is
    bound to), a lambda called where it stands, a method through an attribute (`obj.m(x)`,
    `self` skipped unless a `staticmethod`). Worked out once per function."""
    node = scope.node
    known = index.sites.get(id(node))
    if known is not None:
        return known
    index.sites[id(node)] = []  # (a call of it inside its own arguments: no cycle)
    by_name = _calls_by_name(index)
    found: list[Site] = []
    aliases: dict[str, int] = {}
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        aliases[node.name] = 0
        if scope.parent is not None and scope.parent.kind == "class":
            static = any(isinstance(d, ast.Name) and d.id == "staticmethod"
                         for d in node.decorator_list)  # fmt: skip
            found += [(call.args, call.keywords, 0 if static else 1)
                      for call in by_name.get(node.name, ())
                      if isinstance(call.func, ast.Attribute)]  # fmt: skip
    for _ in range(_SITE_ROUNDS):
        grown = _aliases(index, node, aliases, found)
        if not grown:
            break
    for alias, shift in aliases.items():
        for call in by_name.get(alias, ()):
            if isinstance(call.func, ast.Name) and _calls_it(index, call.func, node):
                found.append((call.args, call.keywords, shift))
    found += [(call.args, call.keywords, 0) for call in by_name.get("", ()) if call.func is node]
    index.sites[id(node)] = found
    return found


def _calls_by_name(index: NameIndex) -> dict[str, list[ast.Call]]:
    if index.calls_by_name is None:
        table: dict[str, list[ast.Call]] = {}
        for call in index.calls:
            func = call.func
            key = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            table.setdefault(key, []).append(call)
        index.calls_by_name = table
    return index.calls_by_name


def _calls_it(index: NameIndex, func: ast.Name, node: ast.AST) -> bool:
    """Whether the called name may be the function `node` (a lambda: its name is bound)."""
    if isinstance(node, ast.Lambda):
        return True
    return f"local:{node.name}" in index.names(func)  # type: ignore[attr-defined]


def _aliases(index: NameIndex, node: ast.AST, aliases: dict[str, int], found: list[Site]) -> bool:
    """Add the names bound to the function (`g = f`, `g = lambda ...`) or to a partial of
    it (`g = partial(f, a)`: its arguments are a call, and calls of `g` skip them) to
    `aliases`; whether any was new."""
    grown = False
    for assign in index.assignments:
        value = assign.value
        shift = None
        if value is node:
            shift = 0
        elif isinstance(value, ast.Name) and value.id in aliases:
            shift = aliases[value.id]
        elif (isinstance(value, ast.Call) and value.args
              and isinstance(value.args[0], ast.Name) and value.args[0].id in aliases
              and "functools.partial" in index.names(value.func)):  # fmt: skip
            shift = aliases[value.args[0].id]
            site = (value.args[1:], value.keywords, shift)
            if all(site[0] is not old[0] for old in found):
                found.append(site)
            shift += len(value.args) - 1
        if shift is None:
            continue
        for target in assign.targets:
            if isinstance(target, ast.Name) and target.id not in aliases:
                aliases[target.id] = shift
                grown = True
    return grown


def _argument(
    function: ast.AST, name: str, args: list[ast.expr], keywords: list[ast.keyword], shift: int
) -> list[ast.expr]:
    """What a call with these arguments passes for the parameter `name` of `function`."""
    arguments: ast.arguments = function.args  # type: ignore[attr-defined]
    positional = [arg.arg for arg in (*arguments.posonlyargs, *arguments.args)]
    found = [k.value for k in keywords if k.arg == name]
    if name in positional:
        at = positional.index(name) - shift
        before = args[: max(at, 0)]
        if 0 <= at < len(args) and not any(isinstance(a, ast.Starred) for a in before):
            value = args[at]
            found.append(value.value if isinstance(value, ast.Starred) else value)
    return found


def _is_own_function(name: str) -> bool:
    """A module function's or class's name (`local:walk`), not an instance's or a call's."""
    return name.startswith("local:") and "(" not in name


def code_owners(names: Iterable[str]) -> set[str]:
    """The module functions whose code object `names` may be (`local:walk.__code__`, also
    a copy of it, `walk.__code__.replace(co_name='step')`)."""
    found: set[str] = set()
    for name in names:
        code = name.removesuffix(".replace()")
        base = code.removesuffix(".__code__")
        if base != code and _is_own_function(base):
            found.add(base)
    return found


_METHOD_CALLERS = frozenset({"operator.methodcaller", "_operator.methodcaller"})
_PARTIAL = "functools.partial()"
"""What a `functools.partial` object is besides the function it wraps: calling it makes
a call (`made_calls`)."""
_CALL_MAKERS = _DIRECT_CALLERS | {_PARTIAL, "operator.methodcaller()", "_operator.methodcaller()"}
"""What a function whose calls make another call (but `map`, `starmap`) may be named."""
_FILTERS = frozenset({"builtins.filter", "itertools.filterfalse", "itertools.takewhile",
                      "itertools.dropwhile"})  # fmt: skip
_KEYED = frozenset({"builtins.sorted", "builtins.min", "builtins.max"})
_REDUCERS = frozenset({"functools.reduce", "_functools.reduce"})
_ELEMENT_CALLERS = _FILTERS | _KEYED | _REDUCERS
"""Functions calling the one they are handed on elements (`_element_calls`)."""
_THREADS = frozenset({"threading.Thread", "threading.Timer"})
_LATER_FUNCTIONS = {"atexit.register": 0, "weakref.finalize": 1}
"""Functions calling the function at this position with the arguments after it, later."""
_LATER_METHODS = {"submit": 0, "callback": 0, "call_soon": 0, "call_soon_threadsafe": 0,
                  "call_later": 1, "call_at": 1, "run_in_executor": 1, "addCleanup": 0,
                  "addClassCleanup": 0, "addModuleCleanup": 0}  # fmt: skip
"""Methods (of executors, exit stacks, event loops, test cases) doing the same."""
_MAKER_WORDS = frozenset({"map", "starmap", "call", "filter", "filterfalse", "takewhile",
                          "dropwhile", "sorted", "min", "max", "reduce", "register",
                          "finalize", "Thread", "Timer", *_LATER_METHODS})  # fmt: skip
"""The names of the functions making a call of the one they are handed (`made_calls`):
a call of a name or member so named may make one."""


def _made_calls(index: NameIndex, node: ast.Call) -> list[ast.Call]:
    """The calls `node` makes, one level (see `NameIndex.made_calls`)."""
    functions = index.names(node.func)
    args = node.args
    if functions & _MAPS and len(args) >= 2 and not _spreads(args[:2]):  # noqa: PLR2004
        starred = "itertools.starmap" in functions
        return _mapped_calls(index, args[0], args[1:], starred=starred)
    if functions & _DIRECT_CALLERS and args and not _spreads(args[:1]):
        return [ast.Call(func=args[0], args=args[1:], keywords=node.keywords)]
    if functions & _ELEMENT_CALLERS:
        return _element_calls(index, node, functions)
    func = node.func
    later = _called_later(node, functions)
    if later is not None:
        return later
    if isinstance(func, ast.Attribute) and func.attr == "__setattr__":
        return _bound_setattr(index, node, func)
    maker = func if isinstance(func, ast.Call) else index.only_value(func)
    if not isinstance(maker, ast.Call) or maker is node or not maker.args:
        return []
    makers = index.names(maker.func)
    if makers & _PARTIALS and not _spreads(maker.args[:1]):
        return [ast.Call(func=maker.args[0], args=[*maker.args[1:], *args],
                         keywords=[*maker.keywords, *node.keywords])]  # fmt: skip
    if makers & _METHOD_CALLERS and len(args) == 1 and not _spreads(args):
        texts = index.texts(maker.args[0]) or ()
        return [
            ast.Call(
                func=ast.Attribute(value=args[0], attr=text, ctx=ast.Load()),
                args=maker.args[1:],
                keywords=maker.keywords,
            )  # fmt: skip
            for text in sorted(texts)
            if text.isidentifier()
        ]
    return []


def _bound_setattr(index: NameIndex, node: ast.Call, func: ast.Attribute) -> list[ast.Call]:
    """`x.__setattr__('a', v)` of an object `x` (no class: `object.__setattr__(x, 'a', v)`
    is the builtin already) makes `setattr(x, 'a', v)`."""
    if (
        len(node.args) != 2
        or _spreads(node.args)
        or any(map(index.is_class, index.names(func.value)))
    ):  # noqa: PLR2004
        return []
    setter = ast.Name(id="setattr", ctx=ast.Load())
    index.scope_of[id(setter)] = index.module  # (kept with the call made)
    return [ast.Call(func=setter, args=[func.value, *node.args], keywords=[])]


def _spreads(args: list[ast.expr]) -> bool:
    return any(isinstance(arg, ast.Starred) for arg in args)


def _called_later(node: ast.Call, functions: frozenset[str]) -> list[ast.Call] | None:
    """The call a scheduler makes of the function and arguments it is handed:
    `atexit.register(f, a)`, `weakref.finalize(x, f, a)`, `threading.Thread(target=f,
    args=(a,))`, `threading.Timer(t, f, (a,))`, and on any object `submit(f, a)`,
    `callback`, `call_soon`, `call_soon_threadsafe`, `call_later(t, f, a)`, `call_at`,
    `run_in_executor(ex, f, a)`, `addCleanup`; None for any other call."""
    func, args = node.func, node.args
    if functions & _THREADS:
        timer = "threading.Timer" in functions
        given = {k.arg: k.value for k in node.keywords if k.arg}
        target = given.get("function" if timer else "target", _at(args, 1))
        values = given.get("args", _at(args, 2 if timer else 3))
        if target is None:
            return None
        if values is None:
            return [_later(target, [])]
        if isinstance(values, ast.Tuple | ast.List) and not _spreads(values.elts):
            return [_later(target, list(values.elts))]
        return [_later(target, [ast.Starred(value=values, ctx=ast.Load())])]
    skip = _LATER_FUNCTIONS.get(next(iter(functions & _LATER_FUNCTIONS.keys()), ""))
    if skip is None and isinstance(func, ast.Attribute):
        skip = _LATER_METHODS.get(func.attr)
    if skip is None or len(args) <= skip or _spreads(args[: skip + 1]):
        return None
    keywords = [k for k in node.keywords if k.arg not in {"context", "name"}]
    return [ast.Call(func=args[skip], args=args[skip + 1 :], keywords=keywords)]


def _later(func: ast.expr, args: list[ast.expr]) -> ast.Call:
    return ast.Call(func=func, args=args, keywords=[])


def _at(args: list[ast.expr], position: int) -> ast.expr | None:
    found = args[position] if len(args) > position else None
    return None if isinstance(found, ast.Starred) or _spreads(args[:position]) else found


def _element_calls(index: NameIndex, node: ast.Call, functions: frozenset[str]) -> list[ast.Call]:
    """The calls of a function handed to one calling it on elements: `filter(f, A)` (and
    itertools' `filterfalse`, `takewhile`, `dropwhile`) `f(a)`, `sorted(A, key=f)`,
    `min`/`max` `f(a)`, `functools.reduce(f, A[, start])` `f(start, a)`."""
    args = node.args
    if _spreads(args):
        return []
    key = next((k.value for k in node.keywords if k.arg == "key"), None)
    if functions & _FILTERS and len(args) == 2:  # noqa: PLR2004
        return _mapped_calls(index, args[0], args[1:2], starred=False)
    if functions & _KEYED and key is not None and args:
        if len(args) > 1:  # `max(a, b, key=f)`
            return [ast.Call(func=key, args=[arg], keywords=[]) for arg in args]
        return _mapped_calls(index, key, args[:1], starred=False)
    if functions & _REDUCERS and len(args) in {2, 3}:
        pairs = _mapped_calls(index, args[0], args[1:2], starred=False)
        start = args[2] if len(args) == 3 else None  # noqa: PLR2004
        for made in pairs:
            made.args.insert(0, start or made.args[0])
        return pairs
    return []


def _mapped_calls(
    index: NameIndex, func: ast.expr, iterables: list[ast.expr], *, starred: bool
) -> list[ast.Call]:
    """`f(a, b)` for each pair of elements `map(f, A, B)` takes (`f(*t)` for each element
    `t` of `starmap(f, T)`): the elements of literal lists and tuples (directly or through
    a name bound once), `A[0]` (any element) for another iterable or a long literal."""
    if isinstance(func, ast.Constant) or (starred and len(iterables) != 1):
        return []
    columns: list[list[ast.expr] | None] = []
    for iterable in iterables:
        container = index._container(iterable)  # noqa: SLF001 (the index's own reading)
        literal = isinstance(container, ast.List | ast.Tuple) and not _spreads(container.elts)
        fits = literal and len(container.elts) <= _MAX_NAMES  # type: ignore[union-attr]
        columns.append(list(container.elts) if fits else None)  # type: ignore[union-attr]
    rows = min((len(column) for column in columns if column is not None), default=1)
    made: list[ast.Call] = []
    for row in range(rows):
        items = [
            column[row] if column is not None else ast.Subscript(
                value=iterable, slice=ast.Constant(value=0), ctx=ast.Load())
            for column, iterable in zip(columns, iterables, strict=True)
        ]  # fmt: skip
        if not starred:
            made.append(ast.Call(func=func, args=items, keywords=[]))
        elif isinstance(items[0], ast.Tuple | ast.List) and not _spreads(items[0].elts):
            made.append(ast.Call(func=func, args=list(items[0].elts), keywords=[]))
        else:
            made.append(ast.Call(func=func, args=[ast.Starred(value=items[0], ctx=ast.Load())],
                                 keywords=[]))  # fmt: skip
    return made


_GETATTRS = frozenset({"builtins.getattr", "inspect.getattr_static"})
"""Functions reading an attribute by its name, as `getattr` does."""
_LOOKUPS = (".__getattribute__", ".get", ".__getitem__", "operator.getitem", "attrgetter()",
            "methodcaller()", "itemgetter()", "pkgutil.resolve_name", "pydoc.locate")  # fmt: skip
"""Ends of the names of other calls looking a member up by name: spread from arguments not
known (`getattr(*pair)`), they may give anything."""
_SCANS = frozenset({"inspect.getmembers", "inspect.getmembers_static"})
"""Functions listing an object's members as (name, value) pairs, as `vars(m).items()` does."""
_SEQUENCES = frozenset({"builtins.list", "builtins.tuple", "builtins.set", "builtins.frozenset",
                        "builtins.sorted", "builtins.reversed", "builtins.iter"})  # fmt: skip
"""Calls whose result holds the elements of their one argument."""
_FRAME_NAME = re.compile(
    r"(?:(?:inspect\.(?:stack|trace|currentframe|getouterframes|getinnerframes|getframeinfo)"
    r"|sys\._getframe|traceback\.(?:extract_stack|extract_tb|walk_stack|walk_tb))\(\)"
    r".*(?:\.function|\.name|\[\])|.*\.co_(?:qual)?name)"
)
"""A name read off a frame, its summary or a code object: a function's name."""
_COPIES = frozenset({"builtins.dict", "copy.copy", "types.MappingProxyType"})
"""Calls that give a mapping equal to their one argument (`dict(vars(builtins))`)."""


def _item_lookup(index: NameIndex, function: str, node: ast.Call) -> set[str] | None:
    """What a call reading an item of a namespace or a literal container gives, read as the
    subscript it stands for, or None when it is no such call: `operator.getitem(vars(m),
    'x')`, `operator.itemgetter('x')(globals())`, `globals().get('x')`,
    `vars(m).__getitem__('x')`; and the copies of a namespace (`dict(vars(builtins))`,
    `globals().copy()`), which read as the namespace itself."""
    args = node.args
    if function in _COPIES and len(args) == 1 and not node.keywords:
        names = index.names(args[0])
        copied = {name for name in names if _is_namespace(name)}
        copied |= {f"{base}.__dict__" for base in map(_scanned_namespace, names) if base}
        return copied or None
    if function.endswith(".copy") and not args and _is_namespace(function.removesuffix(".copy")):
        return {function.removesuffix(".copy")}
    pairs: list[tuple[ast.expr, ast.expr]] = []
    if function == "operator.getitem" and len(args) == 2:
        pairs = [(args[0], args[1])]
    elif function == "operator.itemgetter()" and args:
        maker = index.only_value(node.func)
        if not isinstance(maker, ast.Call) or not maker.args:
            return None
        pairs = [(args[0], key) for key in maker.args]
    elif _reads_a_table(index, function, node):
        pairs = [(node.func.value, args[0])]  # type: ignore[attr-defined]
    else:
        return None
    found: set[str] = set()
    for number, (container, key) in enumerate(pairs):
        found |= index.names(index.made(("item", id(node), number), container, key))
    return found


_ITEM_PICKERS = frozenset({"builtins.min", "builtins.max", "functools.reduce"})
"""Calls giving one item of the container they are given (`min([lambda ...], key=id)`;
`functools.reduce(f, items)` gives an item when `f` hands one on)."""


def picked_from(index: NameIndex, call: ast.Call) -> ast.expr | None:
    """The container one of whose items a call picks, or None when it is no such call:
    `operator.itemgetter(k)(items)`, `min(items, ...)`/`max(items, ...)` of one iterable
    argument, `functools.reduce(f, items)`: any item of the container may be the result."""
    args = [arg for arg in call.args if not isinstance(arg, ast.Starred)]
    if len(args) != len(call.args) or not args:
        return None
    names = index.names(call.func)
    if "functools.reduce" in names and len(args) >= 2:  # noqa: PLR2004 - function, items
        return args[1]
    if names & {"builtins.min", "builtins.max"} and len(args) == 1:
        return args[0]
    if "operator.itemgetter()" in names and len(args) == 1:
        return args[0]
    return None


def _reads_a_table(index: NameIndex, function: str, node: ast.Call) -> bool:
    """`table.get(key)` or `table.__getitem__(key)` on a namespace (other mappings' `get`,
    a literal dict's included, keep their own meaning: items stored later, `table['x'] =
    ...`, are not in the literal)."""
    if not (function.endswith((".__getitem__", ".get")) and node.args):
        return False
    func = node.func
    return isinstance(func, ast.Attribute) and any(
        _is_namespace(name) for name in index.names(func.value)
    )


def _scanned_namespace(name: str) -> str | None:
    """The namespace whose (name, value) pairs or values `name` lists (`os` for
    `os.__dict__.items()`, `<namespace>` for `globals().values()`), else None."""
    for suffix in (".__dict__.items()", ".__dict__.values()"):
        if name.endswith(suffix):
            return name.removesuffix(suffix)
    for namespace in (NAMESPACE, ANNOTATIONS):
        if name in {f"{namespace}.items()", f"{namespace}.values()"}:
            return namespace
    return None


def _is_namespace(name: str) -> bool:
    """Whether `name` is a mapping of names: a module's globals, an object's `__dict__`,
    annotations."""
    return name in {NAMESPACE, ANNOTATIONS} or name.endswith(".__dict__")


def _reduced_getattr(index: NameIndex, args: list[ast.expr]) -> set[str] | None:
    """`functools.reduce(getattr, ['path', 'join'], os)`: `os.path.join`."""
    if "builtins.getattr" not in index.names(args[0]) or not isinstance(
        args[1], ast.List | ast.Tuple
    ):
        return None
    parts = [index.member_names(item) for item in args[1].elts]
    if math.prod(map(len, parts)) > _MAX_NAMES:
        parts = [[UNKNOWN]]
    return {
        _members(base, ".".join(dotted))
        for dotted in itertools.product(*parts)
        for base in index.names(args[2])
    }


def _members(base: str, dotted: str | None) -> str:
    """`base` followed by the attributes `dotted` names (`path.join`), each part joined as
    an attribute is (re-exported modules followed); `base.?` when they are not known."""
    for part in (dotted or UNKNOWN).split("."):
        base = _join(base, part)
    return base


_Resolver = Callable[[NameIndex, Any], frozenset[str]]

_RESOLVERS: dict[type[ast.AST], _Resolver] = {
    ast.Name: NameIndex._name,
    ast.Attribute: NameIndex._attribute,
    ast.Call: NameIndex._call,
    ast.Subscript: NameIndex._subscript,
    **dict.fromkeys((ast.List, ast.Tuple, ast.Set), lambda index, node: index._union(node.elts)),
    ast.Dict: lambda index, node: index._union(node.values),
    ast.BoolOp: lambda index, node: index._union(node.values),
    ast.IfExp: lambda index, node: index._union([node.body, node.orelse]),
    **dict.fromkeys(
        (ast.NamedExpr, ast.Starred, ast.Await), lambda index, node: index.names(node.value)
    ),
    ast.Lambda: lambda _index, _node: frozenset({"lambda"}),
    ast.Constant: lambda _index, node: frozenset({f"const:{type(node.value).__name__}"}),
    ast.JoinedStr: lambda _index, _node: frozenset({STR}),
    ast.BinOp: NameIndex._concatenation,
}
"""What each kind of expression may evaluate to; any other kind is unknown."""


def _filing(stores: dict[str, list[MemberStore]]) -> dict[str, list[int]]:
    """Which stores are filed under each attribute (by identity: a store holds nodes)."""
    return {name: [id(store) for store in group] for name, group in stores.items()}


def _merged(
    stores: dict[str, list[MemberStore]], more: dict[str, list[MemberStore]]
) -> dict[str, list[MemberStore]]:
    """`stores` with each store of `more` also filed where `more` files it."""
    merged = {name: list(group) for name, group in stores.items()}
    for name, group in more.items():
        filed = merged.setdefault(name, [])
        known = {id(store) for store in filed}
        filed += [store for store in group if id(store) not in known]
    return merged


def _with_origins(found: frozenset[str]) -> frozenset[str]:
    """`found` and the other names of each standard-library object in it a standard
    module re-exports (`pstats.Dict` is also `typing.Dict`: `origins`)."""
    extra: list[str] = []
    for name in found:
        top, dot, rest = name.partition(".")
        if dot and top in _STANDARD and rest[-1:] not in _NOT_MEMBERS and UNKNOWN not in rest:
            extra += origins(name)
    return found.union(extra) if extra else found


_MEMBER_READS = frozenset({ast.Attribute, ast.Call, ast.Subscript})
"""Expressions that may read a member of an object (`ns.walk`, `getattr(ns, 'walk')`,
`vars(ns)['walk']`): their names gain what the code stores there (`NameIndex.stored`)."""
_SOME_MODULE = "sys.modules.?"
SOME_MODULE = _SOME_MODULE
"""A module `sys.modules` (or `importlib.import_module`) picks by a name not known: it may be
the module itself (`sys.modules[__name__]`)."""
_PREPARED = frozenset({NAMESPACE, f"{_SOME_MODULE}.__dict__", "builtins.__dict__", "builtins"})
"""What a metaclass's `__prepare__` may return for its class body to bind in a namespace
the program runs in: the module's (`globals()`) or builtins'."""
_FRAME_NAMESPACES = (".f_globals", ".f_locals", ".f_builtins", ".__globals__", ".__builtins__")


def _prepared(names: frozenset[str]) -> bool:
    """Whether a `__prepare__` returning what `names` names hands its class body a
    namespace the program runs in (`_PREPARED`, or a frame's or function's globals)."""
    return bool(names & _PREPARED) or any(name.endswith(_FRAME_NAMESPACES) for name in names)


_MODULE_OBJECTS = frozenset({_SOME_MODULE, "builtins"})
"""Modules whose attributes a name the module never binds may read: its own, builtins."""
_NAMESPACES = frozenset({NAMESPACE, f"{_SOME_MODULE}.__dict__", "builtins.__dict__"})
"""The namespaces a name the module never binds may be read from (see `_MODULE_OBJECTS`)."""
_MODULE_GETTERS = frozenset({"sys.modules.get", "sys.modules.__getitem__",
                             "sys.modules.setdefault", "inspect.getmodule"})  # fmt: skip
"""A module `sys.modules` picks by a name not known: this one, for `sys.modules[__name__]`."""
_OBJECT_MAKERS = frozenset({"types.SimpleNamespace()", "argparse.Namespace()",
                            "types.ModuleType()"})  # fmt: skip


def _may_be_object(name: str) -> bool:
    """Whether `name` may be an object the code puts members on and reads them back from:
    one a call made (`types.SimpleNamespace()`, `local:C()`), a module class, something
    not known, a module `sys.modules` picks (this one, maybe); not an imported module or
    class (`anyio.open_process = wrapper` patches it, and the wrapper calling the
    original it read before, `original = anyio.open_process`, is no recursion)."""
    return name.startswith(("local:", UNKNOWN, _SOME_MODULE)) or name.endswith((")", "]"))


def _is_object_made(name: str) -> bool:
    """Whether `name` is an object whose attributes a call's keywords set: a namespace, a
    module class's instance."""
    return name in _OBJECT_MAKERS or (name.startswith("local:") and name.endswith("()"))


_STANDARD = frozenset(sys.stdlib_module_names) - {"builtins"}
_NOT_MEMBERS = frozenset({")", "]"})
"""How a call's result (`os.getcwd()`) or an item (`x[]`) ends: no member to look up."""


def _bound(name: str) -> bool:
    """Whether `name` may be a method bound to what names the rest (`builtins.len`, a
    builtin function of the builtins module; `sys.stdout.write`): not a call's result, a
    constant's or an unknown object's."""
    base, dot, member = name.rpartition(".")
    return (
        bool(dot)
        and bool(base)
        and base != UNKNOWN
        and member.isidentifier()
        and not base.startswith("const:")
    )


_BOUND_SELF = "__self__"


def _join(base: str, attr: str) -> str:
    """`base.attr`, or the module it is when a module re-exports another (`os.sys`); the
    receiver for a bound method's `__self__` (`len.__self__` is builtins, `getattr(len,
    '__self__')` too)."""
    if attr == _BOUND_SELF and _bound(base):
        return base.rpartition(".")[0]
    return module_reexport(f"{base}.{attr}")

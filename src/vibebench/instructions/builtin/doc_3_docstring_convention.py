"""doc_3: docstrings everywhere, following a pydocstyle convention."""

from __future__ import annotations

import ast
import builtins
import re
from typing import Any

from vibebench.instructions._base import Instruction, ParamSpec
from vibebench.instructions._code_facts import parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_calls import stored_attributes
from vibebench.instructions._strict_classes import derived_classes
from vibebench.instructions._strict_flow import container_reads, own_walk
from vibebench.instructions._strict_names import const_str
from vibebench.instructions._strict_prose import (
    borrowed_findings,
    factory_unpacked,
    written_in_pieces,
)
from vibebench.instructions._strict_text import (
    _GETTERS,
    _looked_up_key,
    _module_level,
    _owners,
    _served_keys,
    api_level,
    class_namespace_doc,
    classes_made_by,
    factory_made,
    has_words,
    inherited_privately,
    literal_all,
    made_classes,
    metaclass_made,
    name_affixes,
    public_api_functions,
    public_classes,
    published_private_classes,
    published_private_functions,
    served_by_getattr,
    wrapped_calls,
)
from vibebench.instructions.builtin.doc_2_imperative_summaries import (
    _getattr_returns,
    _looped_methods,
    _paired_values,
    _set_by_class_decorators,
    attribute_documented,
    definition_named,
    docstring_node,
    getattr_made,
    only_signatures,
    overwritten_docs,
    published_elsewhere,
    runner_test,
    summary_mood_problem,
    undocumented_partials,
    wiped_docs,
)

# The stable pydocstyle codes Ruff 0.17.6 enables for each convention (`ruff check
# --select D --config lint.pydocstyle.convention=... --show-settings`). Selecting them
# by code rather than by the "D" prefix keeps attribution exact when another
# instruction (doc_2) selects a code the convention leaves out; a test compares these
# lists with the installed Ruff.
_COMMON = (
    "D100", "D101", "D102", "D103", "D104", "D105", "D106", "D200", "D201", "D202",
    "D205", "D206", "D207", "D208", "D209", "D210", "D211", "D300", "D301", "D403",
    "D414", "D418", "D419",
)  # fmt: skip
CONVENTION_CODES: dict[str, tuple[str, ...]] = {
    "google": (
        *_COMMON, "D107", "D212", "D214", "D402", "D405", "D410", "D411", "D412", "D415",
        "D416", "D417",
    ),
    "numpy": (
        *_COMMON, "D204", "D214", "D215", "D400", "D401", "D404", "D405", "D406", "D407",
        "D408", "D409", "D410", "D411", "D412",
    ),
    "pep257": (*_COMMON, "D107", "D204", "D400", "D401", "D402", "D412"),
}  # fmt: skip


_SECTIONS = {
    "google": ("Args:", "Returns:", "Yields:"),
    "numpy": ("Parameters\n----------", "Returns\n-------", "Yields\n------"),
}
"""Per convention: the arguments section, the returns section, the yields section."""


def _parameters(func: ast.FunctionDef | ast.AsyncFunctionDef, method: bool) -> list[str]:
    """The parameters a docstring names: a method's receiver (its first positional
    parameter, unless it is a `staticmethod`) and `*args`/`**kwargs` aside."""
    positional = [arg.arg for arg in [*func.args.posonlyargs, *func.args.args]]
    static = any(ast.unparse(item) == "staticmethod" for item in func.decorator_list)
    if method and not static:
        positional = positional[1:]
    return [*positional, *(arg.arg for arg in func.args.kwonlyargs)]


def _put_on_classes(
    facts: StrictFacts, looped: list[ast.FunctionDef | ast.AsyncFunctionDef]
) -> set[int]:
    """Ids of the functions the code makes methods of a class of its own without a `def`
    in the class (`Cart.add = _add`, `setattr(Cart, 'add', _add)`, also in
    a loop, `add = _add` in the class body, `cls.add = _add` in a class decorator): their
    first positional parameter is the receiver, as a method's is. Not one that is also a
    plain function, a `def` with a public name or bound to one at module level."""
    functions = {node.name: node for node in facts.tree.body if isinstance(node, _FUNCTIONS)}
    classes = {node.name for node in facts.tree.body if isinstance(node, ast.ClassDef)}
    values: list[ast.expr | None] = []
    for node in facts.of_type(ast.Assign, ast.Call):
        values += [
            value
            for owner, _key, value in _attached_values(facts, node)
            if isinstance(owner, ast.Name) and owner.id in classes
        ]
        if isinstance(node, ast.Assign) and isinstance(facts.owner(node), ast.ClassDef):
            values.append(node.value)
    values += [value for _node, _name, value in _set_by_class_decorators(facts)]
    put = {id(item) for item in looped}
    for value in values:
        bindings = facts.names.bindings_of(value) if isinstance(value, ast.Name) else []
        if len(bindings) == 1 and bindings[0][0] == "def":
            put.add(id(bindings[0][1]))
    plain = {id(node) for name, node in functions.items() if not name.startswith("_")}
    for node in facts.tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        public = any(isinstance(t, ast.Name) and not t.id.startswith("_") for t in targets)
        value = getattr(node, "value", None)
        if public and isinstance(value, ast.Name) and value.id in functions:
            plain.add(id(functions[value.id]))
    return put - plain


_PROPERTIES = frozenset({"builtins.property", "functools.cached_property", "abc.abstractproperty"})
"""Decorators that make a method an attribute, documented as one: no `Returns` section.
A library's own `cached_property` (Django's, werkzeug's, the `cached_property` package's)
counts too (`_PROPERTY_NAMES`)."""
_PROPERTY_NAMES = ("cached_property", "cachedproperty")
_ACCESSORS = frozenset({"setter", "deleter"})
"""A property's setter and deleter: documented with the property, on its getter."""


def _describes(text: str, name: str, convention: str) -> bool:
    """True when a line of the docstring starts with the parameter's name, or (NumPy) is a
    header naming it among several (`x1, x2 : float`), as numpydoc allows."""
    escaped = re.escape(name)
    if re.search(rf"^\*{{0,2}}{escaped}\b", text, re.M):
        return True
    other = r"\*{0,2}\w+"
    combined = rf"^(?:{other}\s*,\s*)+\*{{0,2}}{escaped}(?:\s*,\s*{other})*\s*(?::.*)?$"
    return convention == "numpy" and re.search(combined, text, re.M) is not None


def _section_problems(
    func: ast.FunctionDef | ast.AsyncFunctionDef,
    docstring: str,
    convention: str,
    method: bool,
    attribute: bool,
    facts: StrictFacts,
) -> list[str]:
    """The sections a Google or NumPy docstring lacks for this function's signature.

    A property (`attribute`) reads like an attribute, so it needs no `Returns` section."""
    arguments, returns, yields = _SECTIONS[convention]
    text = "\n".join(line.strip() for line in docstring.splitlines())
    problems: list[str] = []
    parameters = _parameters(func, method)
    if parameters and arguments not in text:
        problems.append(f"no `{arguments.splitlines()[0]}` section")
    problems += [
        f"does not describe `{name}`"
        for name in parameters
        if arguments in text and not _describes(text, name, convention)
    ]
    if attribute:
        return problems
    yielding, returning = _own_results(facts, func)
    if yielding:
        if yields not in text and not text.startswith("Yield"):
            problems.append(f"no `{yields.splitlines()[0]}` section")
    elif returning and returns not in text and not text.startswith(("Return", "Yield")):
        problems.append(f"no `{returns.splitlines()[0]}` section")
    return problems


def _own_results(
    facts: StrictFacts, func: ast.FunctionDef | ast.AsyncFunctionDef
) -> tuple[bool, bool]:
    """Whether the function's own code (`own_walk`, lambdas not entered) yields, and whether
    it returns a value other than None.

    Read off the code's index (`_result_owners`) for a function of its tree: a node is in
    `own_walk(func, into_lambdas=False)` exactly when no function, class or lambda stands
    between `func` and it, that is when the walk's owner of it (lambdas not passed
    through) is `func`. A function the index does not hold is walked."""
    yielding, returning, indexed = facts.derived(_result_owners)
    if id(func) in indexed:  # `func` is alive, so an id the tree holds is this very node
        return id(func) in yielding, id(func) in returning
    own = list(own_walk(func, into_lambdas=False))
    return (
        any(isinstance(node, ast.Yield | ast.YieldFrom) for node in own),
        any(isinstance(node, ast.Return) and _returns_value(node) for node in own),
    )


def _result_owners(facts: StrictFacts) -> tuple[set[int], set[int], set[int]]:
    """Ids of the definitions whose own code yields, of those whose own code returns a
    value other than None (`_own_results`), and of every function of the tree."""
    yielding = {
        id(facts.owner(node, through_lambdas=False))
        for node in facts.of_type(ast.Yield, ast.YieldFrom)
    }
    returning = {
        id(facts.owner(node, through_lambdas=False))
        for node in facts.of_type(ast.Return)
        if _returns_value(node)
    }
    indexed = {id(node) for node in facts.of_type(*_FUNCTIONS)}
    return yielding, returning, indexed


def _returns_value(node: ast.Return) -> bool:
    """A `return` of something other than None (bare, or `return None`)."""
    return node.value is not None and not (
        isinstance(node.value, ast.Constant) and node.value.value is None
    )


def _is_property(func: ast.FunctionDef | ast.AsyncFunctionDef, facts: StrictFacts) -> bool:
    """True when a method is decorated `@property`, `@functools.cached_property`, an
    imported library's `cached_property` (`django.utils.functional.cached_property`) or
    a caching descriptor class of the code, whatever its name (`_caching_descriptor`)."""
    return any(
        name in _PROPERTIES
        or (not name.startswith("local:") and name.rpartition(".")[2] in _PROPERTY_NAMES)
        for item in func.decorator_list
        for name in facts.names.names(item)
    ) or any(
        isinstance(item, ast.Name | ast.Attribute)
        and _caching_descriptor(definition_named(facts, item))
        for item in func.decorator_list
    )


def _caching_descriptor(node: ast.AST | None) -> bool:
    """Whether a class of the code is a property in all but name (a `lazy` or `reify`
    written like Django's `cached_property`): its `__init__` keeps the function it
    decorates on itself, and its `__get__` calls that on the instance and returns only
    the value, or itself (read on the class), never a function: what it decorates reads
    as an attribute."""
    if not isinstance(node, ast.ClassDef):
        return False
    methods = {item.name: item for item in node.body if isinstance(item, _FUNCTIONS)}
    init, getter = methods.get("__init__"), methods.get("__get__")
    if init is None or getter is None or len(init.args.args) < 2 or len(getter.args.args) < 2:
        return False
    own, kept = init.args.args[0].arg, init.args.args[1].arg
    held = stored_attributes(init, kept, own)
    me, instance = getter.args.args[0].arg, getter.args.args[1].arg
    calls = {
        id(call)
        for call in ast.walk(getter)
        if isinstance(call, ast.Call)
        and ast.unparse(call.func) in {f"{me}.{attr}" for attr in held}
        and [ast.unparse(arg) for arg in call.args] == [instance]
        and not call.keywords
    }
    values = _names_only_bound_to(getter, calls) | {me}
    returns = [node.value for node in ast.walk(getter) if isinstance(node, ast.Return)]
    return bool(calls and returns) and all(
        value is not None
        and (id(value) in calls or (isinstance(value, ast.Name) and value.id in values))
        for value in returns
    )


def _names_only_bound_to(
    func: ast.FunctionDef | ast.AsyncFunctionDef, calls: set[int]
) -> set[str]:
    """The names a function binds only by plain assignments of one of `calls`."""
    bound = {
        id(target)
        for statement in ast.walk(func)
        if isinstance(statement, ast.Assign) and id(statement.value) in calls
        for target in statement.targets
    }
    stores = [
        node
        for node in ast.walk(func)
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load)
    ]
    names = {node.id for node in stores if id(node) in bound}
    return (
        names
        - {node.id for node in stores if id(node) not in bound}
        - {arg.arg for arg in func.args.args}
    )


def _accessors(facts: StrictFacts) -> set[int]:
    """Setters and deleters of a property of their class (`@name.setter` below the
    `@property` `name`): the Google and NumPy guides document a property on its getter."""
    found: set[int] = set()
    for cls in facts.of_type(ast.ClassDef):
        properties: set[str] = set()
        for item in cls.body:
            if not isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            if any(
                isinstance(decorator, ast.Attribute)
                and decorator.attr in _ACCESSORS
                and isinstance(decorator.value, ast.Name)
                and decorator.value.id == item.name
                and item.name in properties
                for decorator in item.decorator_list
            ):
                found.add(id(item))
            elif _is_property(item, facts):
                properties.add(item.name)
    return found


def _exported(facts: StrictFacts) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The public functions and methods, but, when the module lists its exports in a
    literal `__all__`, those of a module-level name it leaves out: pydocstyle (and Ruff's
    D103) takes such a module's `__all__` as what is public, as PEP 257 does."""
    exported = literal_all(facts)
    if exported is None or not exported & _defined(facts):
        return public_api_functions(facts)
    return [func for func in public_api_functions(facts) if _top_name(facts, func) in exported]


def _defined(facts: StrictFacts) -> set[str]:
    """The names the module binds at its top level (definitions, assignments, imports): an
    `__all__` that lists none of them (`__all__ = []`, or only a name never bound)
    exports nothing the module has, so it does not make the module's functions private."""
    found: set[str] = set()
    for node in facts.tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            found.update(item.id for item in targets if isinstance(item, ast.Name))
        elif isinstance(node, ast.Import | ast.ImportFrom):
            found.update((alias.asname or alias.name).partition(".")[0] for alias in node.names)
    found.discard("__all__")
    return found


def _top_name(facts: StrictFacts, node: ast.AST) -> str:
    """The name of the module-level definition holding `node` (or of `node` itself)."""
    owner = facts.owner(node)
    while not isinstance(owner, ast.Module):
        node, owner = owner, facts.owner(owner)
    return getattr(node, "name", "")


_Function = ast.FunctionDef | ast.AsyncFunctionDef


def _getattr_factory_made(facts: StrictFacts) -> tuple[list[_Function], list[Finding]]:
    """The functions a module-level `__getattr__` serves by calling a module-level
    factory of the code (`return _make_reader(_DELIMITERS[name])`): each function the
    factory defines and returns is public, served by name, and a lambda it returns is a
    public function without a docstring (a finding). Returns are followed as
    `getattr_made` follows them, in the getter and in the factory."""
    if "__getattr__" not in facts.code:
        return [], []
    return facts.derived(_find_getattr_factory_made)


def _find_getattr_factory_made(facts: StrictFacts) -> tuple[list[_Function], list[Finding]]:
    tops = {node.name: node for node in facts.tree.body if isinstance(node, _Function)}
    getter = tops.get("__getattr__")
    made: list[_Function] = []
    found: list[Finding] = []
    if getter is None:
        return made, found
    for value in _getattr_returns(getter):
        if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)):
            continue
        factory = tops.get(value.func.id)
        if factory is None or facts.names.names(value.func) != {f"local:{factory.name}"}:
            continue
        for returned in _getattr_returns(factory):
            if isinstance(returned, ast.Lambda):
                message = (
                    f"`__getattr__` serves a lambda `{factory.name}` returns as a public "
                    "function, without a docstring"
                )
                found.append((facts.line_of(returned), message))
            elif isinstance(returned, _Function):
                documented = _documented_by(facts, factory, returned, value)
                made += [
                    func
                    for func in ([returned] if documented is None else documented)
                    if func not in made
                ]
    return made, found


def _served_functions(facts: StrictFacts) -> list[_Function]:
    """`served_by_getattr`'s functions, less the module's private functions no
    module-level `__getattr__` may serve: it takes any private for a key it looks up
    that it cannot read, but a key picked from a literal table the code never changes
    (`_unchanged_tables`) is one of the table's strings, `globals()[_RENAMED[name]]`
    with `_RENAMED = {'strip_tags': 'remove_tags'}` serving `remove_tags`, not the
    private factory `_deprecated` the getter only calls. A table naming a private
    function (`{'vat': '_vat'}`) still serves it."""
    functions = served_by_getattr(facts)[0]
    if not functions:
        return functions
    served = facts.derived(_module_served)
    if served is None:
        return functions
    tops = {id(node) for node in _module_level(facts.tree.body)}
    return [func for func in functions if id(func) not in tops or func.name in served]


def _module_served(facts: StrictFacts) -> frozenset[str] | None:
    """The names the module-level `__getattr__`s may serve, read as `served_by_getattr`
    reads them but for a key it cannot read, which is the strings of the unchanged
    table it picks from; None when one is not such."""
    tops = _module_level(facts.tree.body)
    privates = {
        node.name: node
        for node in tops
        if isinstance(node, _Function | ast.ClassDef)
        and node.name.startswith("_")
        and not (node.name.startswith("__") and node.name.endswith("__"))
    }
    served: set[str] = set()
    for getter in tops:
        if not (isinstance(getter, _Function) and getter.name in _GETTERS):
            continue
        arguments = [*getter.args.posonlyargs, *getter.args.args]
        asked = arguments[0].arg if arguments else ""
        called = {id(node.func) for node in ast.walk(getter) if isinstance(node, ast.Call)}
        for node in ast.walk(getter):
            if id(node) in called or isinstance(getattr(node, "ctx", None), ast.Store | ast.Del):
                continue
            if isinstance(node, ast.Name | ast.Subscript | ast.Call):
                names = facts.names.names(node)
                served |= {name.removeprefix("local:") for name in names}
            key = _looked_up_key(facts, node, _owners(arguments, None))
            if key is None:
                continue
            read = (
                const_str(key) is not None
                or (isinstance(key, ast.Name) and key.id == asked)
                or name_affixes(key) is not None
            )
            texts = None if read else facts.names.texts(key)
            if not read and (texts is None or not _unchanged_tables(facts, key)):
                return None
            served.update(_served_keys(key, asked, privates) if read else texts or ())
    return frozenset(served)


def _documented_by(
    facts: StrictFacts, factory: _Function, made: _Function, call: ast.Call
) -> list[_Function] | None:
    """The module-level functions whose docstring `made`, a function `factory` defines and
    returns, carries when `__getattr__` serves `call` of the factory: what
    `functools.wraps` (or `functools.update_wrapper`) copies into it, or whose `__doc__`
    the factory writes into its own (`wrapper.__doc__ = func.__doc__`), named there or
    passed to the factory in `call` (`_deprecated(name, globals()[_RENAMED[name]])`),
    also through a table the code never changes. Those are what the served function's
    reader sees, so they are judged in its place. None when its docstring comes from
    anything else, or from what the code does not show to be such a function."""
    sources = _doc_sources(facts, factory, made)
    if not sources:
        return None
    tops = {node.name: node for node in facts.tree.body if isinstance(node, _Function)}
    rebound = {
        node.id
        for node in own_walk(factory)
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load)
    }
    found: list[_Function] = []
    for source in sources:
        if isinstance(source, ast.Name) and _is_parameter(factory, source.id):
            if source.id in rebound:
                return None
            source = _argument(factory, call, source.id)
        names = facts.names.names(source) if source is not None else frozenset()
        defined = [tops.get(name.removeprefix("local:")) for name in names]
        if not names or None in defined or not _unchanged_tables(facts, source):
            return None
        found += [func for func in defined if func is not None]
    return found


def _doc_sources(facts: StrictFacts, factory: _Function, made: _Function) -> list[ast.expr]:
    """What `made` takes its docstring from, in its factory: `X` of `made.__doc__ =
    X.__doc__` (every such store), else of `@functools.wraps(X)` (its only decorator) or
    `functools.update_wrapper(made, X)`. Empty for anything else written or decorating."""
    stores = [
        node.value
        for node in own_walk(factory)
        if isinstance(node, ast.Assign)
        and any(
            isinstance(target, ast.Attribute)
            and target.attr == "__doc__"
            and isinstance(target.value, ast.Name)
            and target.value.id == made.name
            for target in node.targets
        )
    ]
    if stores:
        pieces = [s.value for s in stores if isinstance(s, ast.Attribute) and s.attr == "__doc__"]
        return pieces if len(pieces) == len(stores) else []
    sources: list[ast.expr] = []
    for decorator in made.decorator_list:
        if not (
            isinstance(decorator, ast.Call)
            and len(decorator.args) == 1
            and "functools.wraps" in facts.names.names(decorator.func)
        ):
            return []
        sources.append(decorator.args[0])
    sources += [
        node.args[1]
        for node in own_walk(factory)
        if isinstance(node, ast.Call)
        and len(node.args) > 1
        and isinstance(node.args[0], ast.Name)
        and node.args[0].id == made.name
        and "functools.update_wrapper" in facts.names.names(node.func)
    ]
    return sources


def _is_parameter(func: _Function, name: str) -> bool:
    arguments = func.args
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    return any(arg.arg == name for arg in every) or any(
        arg is not None and arg.arg == name for arg in (arguments.vararg, arguments.kwarg)
    )


def _argument(func: _Function, call: ast.Call, name: str) -> ast.expr | None:
    """What `call` of `func` binds to its parameter `name` (positionally, by keyword or
    by default); None when a `*` or `**` spread or a `*args`/`**kwargs` parameter hides it."""
    if any(isinstance(arg, ast.Starred) for arg in call.args) or any(
        keyword.arg is None for keyword in call.keywords
    ):
        return None
    positional = [*func.args.posonlyargs, *func.args.args]
    given = {keyword.arg: keyword.value for keyword in call.keywords}
    for index, arg in enumerate(positional):
        if arg.arg == name:
            if index < len(call.args):
                return call.args[index]
            defaults = func.args.defaults
            start = len(positional) - len(defaults)
            fallback = defaults[index - start] if index >= start else None
            return given.get(name, fallback)
    for arg, default in zip(func.args.kwonlyargs, func.args.kw_defaults, strict=True):
        if arg.arg == name:
            return given.get(name, default)
    return None


def _unchanged_tables(facts: StrictFacts, expr: ast.expr) -> bool:
    """Whether every literal list, tuple or dict `expr` may read through names (also
    through the names those are bound to) is bound once and only read after
    (`container_reads`: indexed, iterated, `.get()`, `.items()` and the like, tested with
    `in`). A table the code stores into, updates or hands anywhere else may hold other
    entries at run time."""
    pending, seen = [expr], set()
    while pending:
        for node in ast.walk(pending.pop()):
            if not isinstance(node, ast.Name) or node.id in seen:
                continue
            seen.add(node.id)
            values = [
                value for kind, value in facts.names.bindings_of(node) or [] if kind == "expr"
            ]
            pending += [value for value in values if isinstance(value, ast.expr)]
            containers = ast.List | ast.Tuple | ast.Dict
            tables = facts.derived(container_reads)
            if any(isinstance(v, containers) for v in values) and not tables.only_read(node.id):
                return False
    return True


def _documentation_problems(facts: StrictFacts, convention: str) -> list[Finding]:
    methods = {
        id(item) for node in facts.of_type(ast.ClassDef) for item in node.body
    }  # fmt: skip
    code = facts.code
    accessors = _accessors(facts) if ".setter" in code or ".deleter" in code else set()
    judged = [*_exported(facts), *published_private_functions(facts)]
    more = [*_served_functions(facts), *factory_made(facts)[0], *inherited_privately(facts)]
    more += factory_unpacked(facts)[0] + _made_base_methods(facts)[0]
    served, served_lambdas = getattr_made(facts)
    found: list[Finding] = list(served_lambdas)
    more += served
    served, served_lambdas = _getattr_factory_made(facts)
    found += served_lambdas
    more += served
    more += _published_through(facts)[0]
    dynamic = "setattr" in code or facts.runs_code_dynamically  # `globals()[name] = f`
    looped, looped_lambdas = _looped_methods(facts) if dynamic else ([], [])
    more += looped
    found += looped_lambdas
    judged += [func for func in [*more, *published_elsewhere(facts)[0]] if func not in judged]
    receivers = methods | _put_on_classes(facts, looped)
    styles: dict[str, int] = {}
    for func in judged:
        docstring = ast.get_docstring(func, clean=True)
        if id(func) in accessors:
            continue
        if docstring is None:
            overload = any(ast.unparse(d).endswith("overload") for d in func.decorator_list)
            if not overload:
                found.append((facts.line_of(func), f"`{func.name}` has no docstring"))
            continue
        problems = [] if has_words(docstring) else ["has a docstring without words"]
        if "->" in docstring and only_signatures(docstring):
            problems.append("has a docstring that is only a signature, no summary")
        if (
            convention in _IMPERATIVE
            and not _is_property(func, facts)
            and not runner_test(func, facts.code)
        ):
            mood = summary_mood_problem(func)
            problems += [] if mood is None else [mood]
        if convention in _SECTIONS:
            attribute = id(func) in methods and _is_property(func, facts)
            problems += _section_problems(
                func, docstring, convention, id(func) in receivers, attribute, facts
            )
        elif _SECTION_WORDS.search(docstring):
            problems += _written_sections(func, docstring, id(func) in receivers, styles)
        found += [(facts.line_of(func), f"`{func.name}`: {problem}") for problem in problems]
    return found + _mixed_styles(styles)


def _mixed_styles(styles: dict[str, int]) -> list[Finding]:
    """A finding when docstrings write both Google and NumPy arguments sections."""
    if len(styles) < 2:  # noqa: PLR2004
        return []
    message = "docstrings mix Google (`Args:`) and NumPy (underlined `Parameters`) sections"
    return [(max(styles.values()), f"{message}, not one convention")]


_SECTION_WORDS = re.compile(r"^\s*(?:Args|Arguments|Parameters|Params)\s*(?::|\n\s*-{3,})", re.M)
"""An arguments section written in the Google (`Args:`) or NumPy (`Parameters` and a line
of dashes) style, in a docstring of a convention that does not ask for one (pep257)."""
_GOOGLE_ARGS = re.compile(r"^\s*(?:Args|Arguments|Parameters|Params):\s*$", re.M)
_NUMPY_ARGS = re.compile(r"^\s*(?:Parameters|Params|Args|Arguments)\s*\n\s*-{3,}\s*$", re.M)


def _written_sections(
    func: ast.FunctionDef | ast.AsyncFunctionDef,
    docstring: str,
    method: bool,
    styles: dict[str, int],
) -> list[str]:
    """With pep257, which asks for no sections: an arguments section the docstring writes
    anyway must name every parameter (receivers and `*args`/`**kwargs` aside), as Ruff's
    D417 asks of Google's; an `Args:` leaving `rate` out is incomplete. Records the
    style in `styles` (first line of each), so code mixing Google and NumPy sections
    fails as following no one convention."""
    google, numpy = _GOOGLE_ARGS.search(docstring), _NUMPY_ARGS.search(docstring)
    if google is None and numpy is None:
        return []
    kind = "numpy" if numpy is not None else "google"
    styles.setdefault(kind, func.lineno)
    text = "\n".join(line.strip() for line in docstring.splitlines())
    return [
        f"writes an arguments section that does not describe `{name}`"
        for name in _parameters(func, method)
        if not _describes(text, name, kind)
    ]


def _descriptor_methods(facts: StrictFacts, convention: str) -> list[Finding]:
    """Public methods of a public module-level class made by a descriptor of the code
    (`total = _Summer("price")`, whose `__get__` returns a lambda or a function defined
    in it without a docstring with words): a method with no docstring, bound through
    `__get__` instead of a `def`, unless an attribute docstring follows the binding."""
    makers = {
        f"local:{node.name}": node.name
        for node in facts.tree.body
        if isinstance(node, ast.ClassDef) and _undocumented_getter(node)
    }
    found: list[Finding] = []
    for cls in facts.tree.body:
        if not isinstance(cls, ast.ClassDef) or cls.name.startswith("_") or not makers:
            continue
        for item in cls.body:
            if not (isinstance(item, ast.Assign) and isinstance(item.value, ast.Call)):
                continue
            if attribute_documented(facts, item, convention in _IMPERATIVE):
                continue  # documented where it is bound, as PEP 257's attribute docstrings are
            maker = next(iter(facts.names.names(item.value.func) & makers.keys()), None)
            for target in item.targets if maker else []:
                if isinstance(target, ast.Name) and not target.id.startswith("_"):
                    found.append(
                        (
                            facts.line_of(item),
                            f"`{cls.name}.{target.id}` is a method made by the descriptor "
                            f"`{makers[maker]}` without a docstring",
                        )
                    )
    return found


_OPERATOR_GETTERS = frozenset({
    "operator.itemgetter", "operator.attrgetter", "operator.methodcaller",
})  # fmt: skip
"""Makers of new callables whose `__doc__` is their class's generic text and cannot be
set (`by_name = operator.itemgetter('name')` is a public function without a docstring)."""
_OWN_CALLABLE_WORDS = re.compile(r"partial|getter|caller")


def _own_partials(facts: StrictFacts, convention: str) -> list[Finding]:
    """Public module-level names bound to a `functools.partial` of a public function or
    class of the code (`miles_to_km = partial(convert, scale=1.609344)`), or to an
    `operator.itemgetter`, `attrgetter` or `methodcaller` object (`by_name =
    itemgetter('name')`, also annotated, `by_name: Callable[[dict], str] = ...`): a new
    public function of the module whose `__doc__` is the maker's generic text, unless a
    PEP 257 attribute docstring with words follows the binding or the code sets its
    `__doc__` (`miles_to_km.__doc__ = ...`). A getter under an UPPER_CASE name
    (`BY_TITLE = attrgetter('title')`, a sort key) is a module constant, which PEP 257
    does not ask to document. A partial of a library's function (`md5 =
    partial(hashlib.md5, ...)`) stays a configured alias; of a private one of the code it
    is judged as published (`_published_through`)."""
    found: list[Finding] = []
    documented = _doc_written(facts)
    for statement in api_level(facts):
        value = getattr(statement, "value", None)
        if not (
            isinstance(statement, ast.Assign | ast.AnnAssign)
            and isinstance(facts.owner(statement), ast.Module)
            and isinstance(value, ast.Call)
        ):
            continue
        targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        made_by = facts.names.names(value.func)
        if made_by & _OPERATOR_GETTERS:
            targets = [target for target in targets if not getattr(target, "id", "").isupper()]
            what = f"an `{ast.unparse(value.func)}(...)` object, without a docstring of its own"
        elif value.args and "functools.partial" in made_by:
            made_of = facts.names.names(value.args[0])
            if not made_of or not all(
                name.startswith("local:") and not name.startswith("local:_") for name in made_of
            ):
                continue
            what = f"a partial of `{ast.unparse(value.args[0])}`, without a docstring of its own"
        else:
            continue
        if attribute_documented(facts, statement, convention in _IMPERATIVE):
            continue
        found += [
            (facts.line_of(statement), f"`{target.id}` is {what}")
            for target in targets
            if isinstance(target, ast.Name)
            and not target.id.startswith("_")
            and target.id not in documented
        ]
    return found


def _doc_written(facts: StrictFacts) -> frozenset[str]:
    """The names whose `__doc__` the code assigns (`miles_to_km.__doc__ = "..."`); a read
    of it, or a mention in a comment, documents nothing."""
    return frozenset(
        target.value.id
        for node in facts.of_type(ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Attribute)
        and target.attr == "__doc__"
        and isinstance(target.value, ast.Name)
    )


def _undocumented_getter(cls: ast.ClassDef) -> bool:
    """Whether a class's `__get__` returns a lambda, or a function it defines without a
    docstring with words: the methods it makes have none."""
    for getter in cls.body:
        if not (isinstance(getter, _FUNCTIONS) and getter.name == "__get__"):
            continue
        defined = {node.name: node for node in ast.walk(getter) if isinstance(node, _FUNCTIONS)}
        for node in ast.walk(getter):
            if not isinstance(node, ast.Return) or node.value is None:
                continue
            if isinstance(node.value, ast.Lambda):
                return True
            inner = defined.get(getattr(node.value, "id", ""))
            if inner is not None and not has_words(ast.get_docstring(inner) or ""):
                return True
    return False


_Scope = dict[str, ast.AST]
"""Names bound in one scope (the module or a factory's body): a definition, or the value
of the last plain assignment to it."""


def _scope_of(statements: list[ast.AST]) -> _Scope:
    bound: _Scope = {}
    for node in statements:
        if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            bound[node.name] = node
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                bound[target.id] = node.value
    return bound


def _made_bases(
    facts: StrictFacts, value: ast.AST, scope: _Scope, depth: int = 0
) -> tuple[list[ast.ClassDef], list[tuple[ast.AST, str]]]:
    """The classes of the code a base expression stands for, through names, conditionals
    (`_A if fast else _B`), calls to the code's own factory functions (what they return)
    and `type(name, bases, namespace)`; with the namespaces (`type()`'s) read as members.
    Returns (classes, [(namespace, what made it)]); a base from elsewhere (an import, a
    library's call) gives nothing."""
    if depth > _DEPTH:
        return [], []
    if isinstance(value, ast.Name):
        bound = scope.get(value.id)
        if isinstance(bound, ast.ClassDef):
            return [bound], []
        if bound is None or bound is value or isinstance(bound, _FUNCTIONS):
            return [], []
        return _made_bases(facts, bound, scope, depth + 1)
    if isinstance(value, ast.IfExp):
        first = _made_bases(facts, value.body, scope, depth + 1)
        second = _made_bases(facts, value.orelse, scope, depth + 1)
        return first[0] + second[0], first[1] + second[1]
    if isinstance(value, ast.Call):
        return _called_bases(facts, value, scope, depth)
    return [], []


_DEPTH = 8
"""How many names, conditionals and calls `_made_bases` follows."""
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_MISSING_NAMESPACE = "from a namespace the code does not show"


def _called_bases(
    facts: StrictFacts, value: ast.Call, scope: _Scope, depth: int
) -> tuple[list[ast.ClassDef], list[tuple[ast.AST, str]]]:
    """`_made_bases` of a call: `type()`'s bases and namespace, or what a factory function
    of the code returns."""
    if "builtins.type" in facts.names.names(value.func) and len(value.args) == 3:  # noqa: PLR2004
        classes: list[ast.ClassDef] = []
        bases = value.args[1]
        for base in bases.elts if isinstance(bases, ast.Tuple | ast.List) else []:
            classes += _made_bases(facts, base, scope, depth + 1)[0]
        return classes, [(value.args[2], "`type()`")]
    factory = scope.get(value.func.id) if isinstance(value.func, ast.Name) else None
    if not isinstance(factory, _FUNCTIONS):
        return [], []
    inner = {**scope, **_scope_of(_own_body(factory))}
    classes, namespaces = [], []
    for node in _own_body(factory):
        if isinstance(node, ast.Return) and node.value is not None:
            made = _made_bases(facts, node.value, inner, depth + 1)
            classes += made[0]
            namespaces += made[1]
    return classes, namespaces


def _own_body(function: ast.AST) -> list[ast.AST]:
    """A function's own statements, its blocks' included, none of its nested definitions'."""
    found: list[ast.AST] = []
    stack: list[ast.AST] = list(reversed(getattr(function, "body", [])))
    while stack:
        statement = stack.pop()
        found.append(statement)
        if isinstance(statement, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            stack.extend(reversed(getattr(statement, field, None) or []))
    return found


def _made_base_methods(
    facts: StrictFacts,
) -> tuple[list[ast.FunctionDef | ast.AsyncFunctionDef], list[Finding]]:
    """The public methods a public module-level class inherits, and does not define
    itself, from a base class the code makes, under a private name or none, rather than
    defines at module level: one a function of the code defines and returns (`_Base =
    _make_base()`, `class Stack(_make_base())`), one picked by a conditional (`_A if fast
    else _B`), also behind private classes of the module; judged as its own public
    methods. Members under a public key of the namespace of such a base made by `type()`
    that are lambdas or undocumented functions fail, and so does a namespace the code
    does not spell out (a dict literal, also bound to a name)."""
    if "_" not in facts.code or "class " not in facts.code:
        return [], []
    return facts.derived(_made_base_methods_of)


def _made_base_methods_of(
    facts: StrictFacts,
) -> tuple[list[ast.FunctionDef | ast.AsyncFunctionDef], list[Finding]]:
    from vibebench.instructions._strict_text import _module_level  # noqa: PLC0415, PLC2701

    tops = _module_level(facts.tree.body)
    scope = _scope_of(tops)
    methods: dict[int, ast.FunctionDef | ast.AsyncFunctionDef] = {}
    found: list[Finding] = []
    for cls in tops:
        if isinstance(cls, ast.ClassDef) and not cls.name.startswith("_"):
            found += _class_made_bases(facts, cls, scope, methods)
    return list(methods.values()), found


def _class_made_bases(
    facts: StrictFacts,
    cls: ast.ClassDef,
    scope: _Scope,
    methods: dict[int, ast.FunctionDef | ast.AsyncFunctionDef],
) -> list[Finding]:
    """`_made_base_methods` for one public class: its inherited methods go into `methods`;
    returns the findings of `type()` namespaces."""
    defined = {item.name for item in cls.body if isinstance(item, _FUNCTIONS)}
    pending: list[tuple[ast.expr, bool]] = [(base, False) for base in cls.bases]
    seen: set[int] = set()
    found: list[Finding] = []
    while pending:
        base, made = pending.pop(0)
        hidden = not isinstance(base, ast.Name) or base.id.startswith("_")
        if not hidden:
            continue
        classes, namespaces = _made_bases(facts, base, scope)
        named = isinstance(base, ast.Name) and isinstance(scope.get(base.id), ast.ClassDef)
        made = made or not named
        for base_class in (item for item in classes if id(item) not in seen):
            seen.add(id(base_class))
            if made:
                inherited = [
                    item
                    for item in base_class.body
                    if isinstance(item, _FUNCTIONS)
                    and not item.name.startswith("_")
                    and item.name not in defined
                ]
                defined.update(item.name for item in inherited)
                methods.update((id(item), item) for item in inherited)
            pending += [(item, made) for item in base_class.bases]
        for namespace, maker in namespaces if made else []:
            found += _namespace_members(facts, cls, namespace, maker, scope, defined)
    return found


def _namespace_members(
    facts: StrictFacts,
    cls: ast.ClassDef,
    namespace: ast.AST,
    maker: str,
    scope: _Scope,
    defined: set[str],
) -> list[Finding]:
    """What a base made by `type()` gives a public class under public names that has no
    docstring with words, or a namespace the code does not show."""
    line = facts.line_of(cls)
    unread = [(line, f"`{cls.name}` inherits from a class made by {maker} {_MISSING_NAMESPACE}")]
    if not isinstance(namespace, ast.Dict):
        bound = scope.get(namespace.id) if isinstance(namespace, ast.Name) else None
        if not isinstance(bound, ast.Dict):
            return unread
        namespace = bound
    found: list[Finding] = []
    for key, value in zip(namespace.keys, namespace.values, strict=True):
        name = key.value if isinstance(key, ast.Constant) else None
        if not isinstance(name, str):
            return unread
        if name.startswith("_") or name in defined:
            continue
        target = scope.get(value.id) if isinstance(value, ast.Name) else value
        if isinstance(target, ast.Lambda) or (
            isinstance(target, _FUNCTIONS) and not has_words(ast.get_docstring(target) or "")
        ):
            defined.add(name)
            message = f"`{cls.name}` inherits `{name}` without a docstring from {maker}"
            found.append((line, message))
    return found


_IMPERATIVE = frozenset({"pep257", "numpy"})
"""The conventions that select D401: a summary in the imperative mood."""


_PLACEHOLDER_MARKS = frozenset({
    "todo", "fixme", "tbd", "tba", "xxx", "wip", "stub", "placeholder", "docstring",
    "docstrings", "doc", "docs", "documentation", "document", "undocumented", "module",
    "package", "class", "function", "method", "description", "summary", "lorem", "ipsum",
})  # fmt: skip
_PLACEHOLDER_WORDS = _PLACEHOLDER_MARKS | frozenset({
    "a", "an", "the", "this", "it", "me", "here", "goes", "later", "to", "be", "add",
    "write", "insert", "fill", "in", "needed", "missing", "dolor", "sit", "amet",
})  # fmt: skip
"""A docstring made only of these words, one of `_PLACEHOLDER_MARKS` among them, is a
placeholder (`TODO.`, `Module.`, `Docstring.`, `Add a description here.`, `This
function.`): it names what should be documented, documenting nothing."""


_DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


_PLACEHOLDER_START = re.compile(r"\W*(?:todo|fixme|tbd|tba|xxx|placeholder)\b", re.I)
"""A summary starting with a mark of work left undone (`TODO: explain what this does.`):
a promise of documentation, not documentation."""
_PLACEHOLDER_PHRASE = re.compile(
    r"\b(?:to be (?:documented|written|described|explained|added|filled in)"
    r"|(?:docstring|documentation|description) (?:goes )?here"
    r"|(?:document|describe) me)\b",
    re.I,
)
"""Phrases saying the documentation is still to come (`To be documented.`, `Docstring
here.`)."""


_REFERRING_MARKS = frozenset({"ditto", "likewise", "idem", "ibid", "same"})
"""Words that on their own refer to another docstring (`Ditto.`, `Same as above.`)."""
_DIRECTIONS = frozenset({
    "above", "below", "previous", "preceding", "earlier", "prior", "before", "following",
    "next",
})  # fmt: skip
_POINTING = frozenset({"see", "as", "like", "also", "too", "again"})
"""A direction refers to another docstring beside one of these (`See above.`, `As
above.`, `See the method above.`) or alone (`Above.`); a noun of its own (`The prior.`,
`The previous one.` of a property) describes."""
_ACTIONS = frozenset({"add", "write", "insert", "fill"})
"""Verbs of action: a docstring with one describes what is done (`Insert the text
above.`, `Add it as the next one.`, `Write the summary before the description.`)."""
_REFERRING_WORDS = _REFERRING_MARKS | _DIRECTIONS | _POINTING | (
    _PLACEHOLDER_WORDS - _ACTIONS
) | frozenset({
    "for", "one", "ones", "all", "other", "others", "is", "are", "its", "their", "that",
    "those", "these", "text", "docs",
})  # fmt: skip
"""A docstring made only of these words, with a mark (`_REFERRING_MARKS`) or a direction
pointed at (`_DIRECTIONS`, `_POINTING`) among them, documents nothing itself: it points at
another docstring (`Ditto.`, `Same as above.`, `See the method above.`, `Likewise.`).
Google's `See base class.` for an override names its target, and passes."""
_CODE_REFERENCE = re.compile(r"`([^`]+)`|\b([A-Za-z_][\w.]*)\(\)")
"""A name written as code (`` `above` ``) or called (`next()`): a named target."""
_PENDING = frozenset({
    "todo", "fixme", "tbd", "tba", "xxx", "wip", "stub", "placeholder", "lorem", "ipsum",
    "dolor", "sit", "amet", "here", "later", "goes", "be", "needed", "me", "undocumented",
})  # fmt: skip
"""Words of documentation still to come: a docstring with one stays a placeholder even
when it restates the function's name."""


def _referring(docstring: str, defined: frozenset[str]) -> bool:
    """Whether a docstring only points at another one (`Ditto.`, `See above.`); a target
    named as code, defined in the module or a builtin (`See next().`, `See `above`.`),
    or a word outside `_REFERRING_WORDS` makes it say something."""
    named = False

    def target(match: re.Match[str]) -> str:
        nonlocal named
        name = (match.group(1) or match.group(2)).strip().rsplit(".", 1)[-1].strip("()")
        words = re.findall(r"[a-z]+", name.lower())
        named = named or name in defined or not set(words) <= _REFERRING_WORDS
        return f" {name} "

    text = _CODE_REFERENCE.sub(target, docstring) if _may_refer_to_code(docstring) else docstring
    words = set(re.findall(r"[a-z]+", text.lower()))
    if named or not words or not words <= _REFERRING_WORDS:
        return False
    return bool(words & _REFERRING_MARKS) or bool(
        words & _DIRECTIONS and (words & _POINTING or words <= _DIRECTIONS)
    )


def _may_refer_to_code(docstring: str) -> bool:
    """Whether `_CODE_REFERENCE` can match at all: each of its forms holds a backtick or
    `()`, so a docstring with neither is left as it is by its substitution (a scan that
    costs more than the rest of `_referring`)."""
    return "`" in docstring or "()" in docstring


def _restates_name(words: list[str], node: ast.AST) -> bool:
    """Whether a placeholder-like docstring restates its function's name as a command
    (`add_docstring`: `Add a docstring to the function.`; `write_docs`: `Write the
    docs.`): a tool that writes documentation, saying what it does."""
    if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        return False
    parts = re.findall(r"[a-z]+", node.name.lower())
    return (
        len(parts) > 1
        and parts[0] in _ACTIONS
        and words[:1] == parts[:1]
        and set(parts) <= set(words)
        and not _PENDING.intersection(words)
    )


def _placeholder(docstring: str, node: ast.AST, defined: frozenset[str]) -> bool:
    words = re.findall(r"[a-z]+", docstring.lower())
    if (
        bool(_PLACEHOLDER_MARKS.intersection(words))
        and set(words) <= _PLACEHOLDER_WORDS
        and not _restates_name(words, node)
    ):
        return True
    if _referring(docstring, defined):
        return True
    summary = docstring.strip().split("\n\n", 1)[0]
    return bool(_PLACEHOLDER_START.match(summary) or _PLACEHOLDER_PHRASE.search(summary))


def _placeholders(facts: StrictFacts) -> list[Finding]:
    """Every placeholder docstring, of the module, a class or a function, public or not."""
    found: list[Finding] = []
    defined = frozenset(dir(builtins)) | {
        node.name for node in facts.of_type(ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    }
    for node in facts.of_type(*_DOCUMENTED):
        docstring = ast.get_docstring(node, clean=True)
        if docstring is not None and _placeholder(docstring, node, defined):
            where = f"`{node.name}`" if not isinstance(node, ast.Module) else "the module"
            line = facts.line_of(node) if not isinstance(node, ast.Module) else 1
            found.append((line, f"{where} has a placeholder docstring ({docstring!r})"))
    return found


_DISPLAYS = (ast.List, ast.Tuple, ast.Set, ast.Dict, ast.ListComp, ast.SetComp, ast.DictComp,
             ast.GeneratorExp)  # fmt: skip


def _published_through(
    facts: StrictFacts,
) -> tuple[list[ast.FunctionDef | ast.AsyncFunctionDef], list[ast.ClassDef]]:
    """Private module-level functions and classes bound to a public module-level name
    through an expression the resolver follows (`total = globals()['_total']`,
    `largest = copy.copy(_largest)`, `area = (lambda: _area)()`): public API spelled
    private. (Should move to `_strict_text` beside `_aliased`.)"""
    return facts.derived(_find_published_through)


def _find_published_through(
    facts: StrictFacts,
) -> tuple[list[ast.FunctionDef | ast.AsyncFunctionDef], list[ast.ClassDef]]:
    private = {
        node.name: node
        for node in facts.tree.body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
        and node.name.startswith("_")
        and not node.name.endswith("__")
    }
    functions: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
    classes: list[ast.ClassDef] = []
    if not private:
        return functions, classes
    for statement in facts.tree.body:
        if not isinstance(statement, ast.Assign | ast.AnnAssign) or statement.value is None:
            continue
        targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        public = any(isinstance(t, ast.Name) and not t.id.startswith("_") for t in targets)
        if not public or isinstance(statement.value, (ast.Name, *_DISPLAYS)):
            continue  # a plain alias (`published_private_functions`), a table of them
        names = facts.names.names(statement.value)
        if "functools.partial()" in names:
            continue  # a partial is a new callable, not the function published
        for name in names:
            node = private.get(name.removeprefix("local:")) if name.startswith("local:") else None
            if isinstance(node, ast.ClassDef) and node not in classes:
                classes.append(node)
            elif node is not None and not isinstance(node, ast.ClassDef) and node not in functions:
                functions.append(node)
    return functions, classes


def _published_classes(facts: StrictFacts) -> list[Finding]:
    """Private classes published under a public name (`Queue = _Queue`) without a
    docstring that has words: public classes spelled private, which pydocstyle skips."""
    found: list[Finding] = []
    classes = published_private_classes(facts)
    more = [*served_by_getattr(facts)[1], *factory_made(facts)[1], *published_elsewhere(facts)[1]]
    more += factory_unpacked(facts)[1] + _published_through(facts)[1]
    for cls in [*classes, *(cls for cls in more if cls not in classes)]:
        docstring = ast.get_docstring(cls, clean=True)
        if docstring is None:
            found.append((facts.line_of(cls), f"`{cls.name}` is published without a docstring"))
        elif not has_words(docstring):
            found.append((facts.line_of(cls), f"`{cls.name}`: has a docstring without words"))
    return found


_SLOT_MAKERS = frozenset({
    "builtins.type.__new__", "builtins.type.__call__", "abc.ABCMeta.__new__",
    "abc.ABCMeta.__call__", "enum.EnumMeta.__new__", "enum.EnumType.__new__",
})  # fmt: skip
"""A metaclass's `__new__` or `__call__` called with the metaclass first, then a name,
bases and a namespace: `type(name, bases, namespace)` spelled out."""
_ATTRS_MAKERS = frozenset({"attr.make_class", "attrs.make_class"})
"""attrs' class factory, `make_class(name, attrs, bases, class_body)`: its class has no
docstring but one its `class_body` gives."""
_MODEL_MAKERS = frozenset({
    "pydantic.create_model", "pydantic.main.create_model", "pydantic.v1.create_model",
    "msgspec.defstruct",
})  # fmt: skip
"""Model factories of other libraries (`pydantic.create_model('Point', x=(float, ...))`,
`msgspec.defstruct`): the class has no docstring but the `__doc__` keyword's (pydantic)
or the one its `namespace` gives."""
_SLOT_ARGUMENTS = 4


def _model_namespace(value: ast.Call) -> ast.expr | None:
    """The namespace a model factory's call gives its class: a dict of its `__doc__`
    keyword, else its `namespace` keyword or the mapping it unpacks (`**extra`, which
    may give one), else none."""
    for item in value.keywords:
        if item.arg == "__doc__":
            return ast.Dict(keys=[ast.Constant("__doc__")], values=[item.value])
    given = [item.value for item in value.keywords if item.arg in {"namespace", None}]
    return given[0] if given else None


_CLASS_BODY = 3


def _slot_made(facts: StrictFacts) -> list[tuple[ast.stmt, str, ast.expr | None, str]]:
    """(statement, name, namespace, maker) of each public class made at module or class
    level by a metaclass's `__new__` or `__call__` (`Cart = type.__new__(type, 'Cart', (),
    {...})`, `_SLOT_MAKERS`) or by attrs' `make_class` (`Point = attr.make_class('Point',
    ['x', 'y'])`, whose namespace is its `class_body`, none when not given) or a model
    factory (`_MODEL_MAKERS`, `_model_namespace`). A class given
    a `__doc__` with words after (`Point.__doc__ = '...'`) is documented."""
    code = facts.code
    words = ("__new__", "__call__", "make_class", "create_model", "defstruct")
    if not any(word in code for word in words):
        return []

    def pick(value: ast.Call) -> tuple[bool, ast.expr | None]:
        names = facts.names.names(value.func)
        if names & _SLOT_MAKERS and len(value.args) == _SLOT_ARGUMENTS:
            return True, value.args[3]
        if names & _MODEL_MAKERS:
            return True, _model_namespace(value)
        if names & _ATTRS_MAKERS:
            given = [item.value for item in value.keywords if item.arg == "class_body"]
            body = [*value.args[_CLASS_BODY : _CLASS_BODY + 1], *given]
            return True, body[0] if body else None
        return False, None

    return [made for made in classes_made_by(facts, pick) if not _documented_after(facts, made[1])]


def _typed_classes(facts: StrictFacts) -> list[Finding]:
    """Public classes made by `type(name, bases, namespace)` or by another metaclass called
    so (`metaclass_made`), at module or class level, whose namespace gives no `__doc__`
    with words, or is not spelled out in the code (a dict literal or `dict(...)`, also
    bound once to a name), so cannot show one."""
    found: list[Finding] = []
    made = [
        (statement, name, namespace, "`type()`")
        for statement, name, namespace in made_classes(facts)
        if isinstance(value := getattr(statement, "value", None), ast.Call)
        and any("builtins.type" in facts.names.names(call.func) for call in wrapped_calls(value))
    ]  # `make_dataclass` writes the class's signature as its docstring
    made += metaclass_made(facts, definition_named) + _slot_made(facts)
    for statement, name, namespace, maker in made:
        documented = _namespace_doc(facts, namespace)
        if documented is None:
            message = (
                f"`{name}` is a class made by {maker} from a namespace the code does not show"
            )
        elif not documented:
            message = f"`{name}` is a class made by {maker} without a docstring"
        else:
            continue
        found.append((facts.line_of(statement), message))
    return found


def _overwritten_problems(facts: StrictFacts, convention: str) -> list[Finding]:
    """What pydocstyle would say of the constant text a write puts into a public
    function's `__doc__` (`mean.__doc__ = "computes spread"`, doc_2's
    `overwritten_docs`): its summary line must open with a capital (D403), end with a
    period (D400; google: a period, `?` or `!`, D415) and, but for google, be in the
    imperative mood (D401, as doc_2's strict mode reads it)."""
    found: list[Finding] = []
    for node, func in overwritten_docs(facts, _exported(facts)):
        docstring = ast.get_docstring(func, clean=True) or ""
        summary = next((line.strip() for line in docstring.splitlines() if line.strip()), "")
        stops = ".?!" if convention == "google" else "."
        problem = None
        if summary[:1].islower():
            problem = "does not open with a capital letter"
        elif not summary.endswith(tuple(stops)):
            problem = "does not end with a period"
        elif convention != "google":
            problem = summary_mood_problem(func)
        if problem is not None:
            line = facts.line_of(node)
            found.append(
                (line, f"`{func.name}`'s `__doc__` is written with a summary that {problem}")
            )
    return found


def _attachments(node: ast.AST) -> list[tuple[ast.expr, str | None, ast.expr]]:
    """(object, attribute, value) of an attribute assignment (`Cart.total = _total`) or
    a `setattr` call (`setattr(Cart, 'total', _total)`; attribute None unless constant)."""
    if isinstance(node, ast.Assign):
        return [
            (target.value, target.attr, node.value)
            for target in node.targets
            if isinstance(target, ast.Attribute)
        ]
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "setattr"
        and len(node.args) == 3  # noqa: PLR2004
    ):
        key = node.args[1]
        name = key.value if isinstance(key, ast.Constant) else None
        return [(node.args[0], name if isinstance(name, str) else None, node.args[2])]
    return []


def _installed_in_functions(facts: StrictFacts) -> list[Finding]:
    """Functions of the code a function puts on a public module-level class under a
    public attribute (`def _install(): Cart.total = _total`, also `setattr(Cart,
    'total', _total)`) without a docstring: a public method all the same."""
    body = facts.tree.body
    classes = {node.name for node in body if isinstance(node, ast.ClassDef)}
    classes = {name for name in classes if not name.startswith("_")}
    if not classes:
        return []
    functions = {
        node.name: node
        for node in body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
    }
    found: list[Finding] = []
    for outer in body:
        if not isinstance(outer, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(outer):
            pairs = _attachments(node)
            for owner, attr, value in pairs:
                if not (isinstance(owner, ast.Name) and owner.id in classes):
                    continue
                if attr is None or attr.startswith("_"):
                    continue
                if isinstance(value, ast.Lambda):
                    found.append(
                        (facts.line_of(node), f"public method `{owner.id}.{attr}` is a lambda")
                    )
                    continue
                target = functions.get(value.id) if isinstance(value, ast.Name) else None
                if target is not None and not has_words(ast.get_docstring(target) or ""):
                    found.append(
                        (
                            facts.line_of(node),
                            f"public method `{owner.id}.{attr}` (`{value.id}`, put on the"
                            " class by a function) has no docstring",
                        )
                    )
    return found


def _pieced_docstrings(facts: StrictFacts) -> list[Finding]:
    """Docstrings (of the module, a class or a function, public or not) written as
    adjacent strings (`'Return the total ' 'of the prices'`): not one triple-double-quoted
    string, as every convention writes a docstring (D300), and skipped whole by Ruff's
    pydocstyle rules, which then check nothing of it."""
    found: list[Finding] = []
    for node in [facts.tree, *facts.of_type(*_DOCUMENTED[1:])]:
        string = docstring_node(node)
        if string is not None and written_in_pieces(facts.lines, string):
            where = f"`{node.name}`" if not isinstance(node, ast.Module) else "the module"
            message = f"{where} has a docstring written as adjacent strings, not one string"
            found.append((facts.line_of(string), message))
    return found


_SPECIAL = re.compile(r"__\w+__\s*(?::[^=\n]*)?=")
"""A special method's name bound by an assignment (`__init__ = _initialise`)."""
_OWN_INIT = frozenset({"google", "pep257"})
"""The conventions that ask `__init__` for a docstring of its own (D107)."""


def _special_aliases(facts: StrictFacts, convention: str) -> list[Finding]:
    """Special methods of a public module-level class bound in its body to a function
    without a docstring, or to a lambda (`__init__ = _initialise`, `__len__ = lambda self:
    ...`): an undocumented `__init__` (D107, but for `numpy`) or magic method (D105) that
    Ruff, seeing no `def`, does not judge."""
    if _SPECIAL.search(facts.code) is None:
        return []
    found: list[Finding] = []
    for cls in facts.tree.body:
        if not isinstance(cls, ast.ClassDef) or cls.name.startswith("_"):
            continue
        for statement in cls.body:
            targets = statement.targets if isinstance(statement, ast.Assign) else []
            if isinstance(statement, ast.AnnAssign) and statement.value is not None:
                targets = [statement.target]
            for target in targets:
                name = target.id if isinstance(target, ast.Name) else ""
                special = len(name) > 4 and name.startswith("__") and name.endswith("__")  # noqa: PLR2004
                if not special or (name == "__init__" and convention not in _OWN_INIT):
                    continue
                value = getattr(statement, "value", None)
                if isinstance(value, ast.Lambda):
                    message = f"`{cls.name}.{name}` is a lambda, without a docstring"
                    found.append((facts.line_of(statement), message))
                    continue
                definition = definition_named(facts, value) if value is not None else None
                if isinstance(definition, ast.FunctionDef | ast.AsyncFunctionDef) and (
                    ast.get_docstring(definition) is None
                ):
                    message = f"`{cls.name}.{name}` is `{definition.name}`, without a docstring"
                    found.append((facts.line_of(statement), message))
    return found


_ENUM_MAKERS = frozenset({
    "enum.Enum", "enum.IntEnum", "enum.Flag", "enum.IntFlag", "enum.StrEnum",
})  # fmt: skip
"""Enum classes whose call with a name and members makes a class (the functional API),
which has no way to take a docstring and gets none."""
_CLASS_MAKERS = _ENUM_MAKERS | frozenset({
    "collections.namedtuple", "typing.NamedTuple", "builtins.type", "types.new_class",
    "dataclasses.make_dataclass", "typing.TypedDict", "typing_extensions.NamedTuple",
    "typing_extensions.TypedDict", "attr.make_class", "attrs.make_class",
    "builtins.type.__new__", "builtins.type.__call__",
})  # fmt: skip
"""Calls that make a class (each given its name and fields or members)."""
_MADE_CLASS_WORDS = ("Enum", "Flag", "namedtuple", "NamedTuple", "type", "new_class",
                     "make_dataclass", "TypedDict", "locals", "vars", "make_class")  # fmt: skip


_UNDOCUMENTED_MAKERS = _ENUM_MAKERS | frozenset({
    "collections.namedtuple", "typing.NamedTuple", "typing_extensions.NamedTuple",
    "typing.TypedDict", "typing_extensions.TypedDict", "dataclasses.make_dataclass",
})  # fmt: skip
"""Class makers whose class gets no docstring, or only one they write from its fields
(`Point(x, y)`, from `namedtuple` and `make_dataclass`), which documents nothing; `type()`
and `types.new_class` are judged by their namespace."""


def _code_enums(facts: StrictFacts) -> frozenset[str]:
    """`local:` names of the code's classes deriving from an Enum class, also through
    other classes of the code (`class _Choice(enum.Enum)`, `class _Sub(_Choice)`)."""
    module_classes = [node for node in facts.tree.body if isinstance(node, ast.ClassDef)]
    return derived_classes(facts, _ENUM_MAKERS, module_classes)


def _made_class_names(facts: StrictFacts) -> dict[str, ast.Assign]:
    """Public module-level names bound by a call that makes a class (`Point =
    collections.namedtuple('Point', 'x y')`, `Light = enum.Enum('Light', 'RED GREEN')`),
    also wrapped in a class decorator called by hand (`enum.unique(enum.Enum(...))`)."""
    made: dict[str, ast.Assign] = {}
    for node in facts.tree.body:
        if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)):
            continue
        makers = _CLASS_MAKERS | facts.derived(_code_enums)
        if not any(
            facts.names.names(call.func) & makers and len(call.args) + len(call.keywords) >= 2  # noqa: PLR2004
            for call in wrapped_calls(node.value)
        ):
            continue
        for target in node.targets:
            if isinstance(target, ast.Name) and not target.id.startswith("_"):
                made[target.id] = node
    return made


def _documented_after(facts: StrictFacts, name: str) -> bool:
    """Whether the module gives the class `name` a docstring with words after making it
    (`Light.__doc__ = 'The colours of a traffic light.'`, also `setattr(Light, '__doc__',
    '...')`; the text also read through a module constant, `_constant_text`)."""
    for node in facts.tree.body:
        written: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            written = [
                node.value
                for target in node.targets
                if isinstance(target, ast.Attribute)
                and target.attr == "__doc__"
                and isinstance(target.value, ast.Name)
                and target.value.id == name
            ]
        elif (
            isinstance(node, ast.Expr)
            and isinstance(call := node.value, ast.Call)
            and _SETATTR in facts.names.names(call.func)
            and len(call.args) == 3  # noqa: PLR2004
            and not call.keywords
            and isinstance(call.args[0], ast.Name)
            and call.args[0].id == name
            and const_str(call.args[1]) == "__doc__"
        ):
            written = [call.args[2]]
        if any(has_words(_constant_text(facts, value) or "") for value in written):
            return True
    return False


def _constant_text(facts: StrictFacts, node: ast.expr, depth: int = 0) -> str | None:
    """The text a value is known to hold: a string constant, a name bound once to one
    (`DOC = '...'`), or a constant key of a dict literal bound once to a name the code
    reads only by subscript (`ERRORS['NotFound']`, so never changed); else None."""
    if depth > _DEPTH:
        return None
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str) else None
    if isinstance(node, ast.Name):
        value = facts.names.only_value(node)
        return None if value is node else _constant_text(facts, value, depth + 1)
    entry = _table_entry(facts, node)
    return None if entry is None else _constant_text(facts, entry, depth + 1)


def _constant_parts(facts: StrictFacts, node: ast.expr, depth: int = 0) -> list[ast.expr] | None:
    """The parts of a value spread by `*`, when they are known and cannot change: a
    tuple or list literal, a name bound once to a tuple, or a constant key of a dict
    literal bound once to a name the code reads only by subscript whose value there is
    a tuple (`*ERROR_CODES['NotFound']`); else None."""
    if depth > _DEPTH:
        return None
    if isinstance(node, ast.Tuple | ast.List) and depth == 0 or isinstance(node, ast.Tuple):
        starred = any(isinstance(item, ast.Starred) for item in node.elts)  # type: ignore[attr-defined]
        return None if starred else list(node.elts)  # type: ignore[attr-defined]
    if isinstance(node, ast.Name):
        value = facts.names.only_value(node)
        return None if value is node else _constant_parts(facts, value, depth + 1)
    entry = _table_entry(facts, node)
    return None if entry is None else _constant_parts(facts, entry, depth + 1)


def _table_entry(facts: StrictFacts, node: ast.expr) -> ast.expr | None:
    """The value a constant key reads from a dict literal bound once to a name the code
    reads only by subscript (`ERRORS['NotFound']`: so never changed, and with no `**`
    spread in it); else None."""
    if not (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name)):
        return None
    table, key = facts.names.only_value(node.value), const_str(node.slice)
    if (
        not isinstance(table, ast.Dict)
        or key is None
        or None in table.keys
        or not _only_subscripted(facts, node.value.id)
    ):
        return None
    values = [
        item for name, item in zip(table.keys, table.values, strict=True) if const_str(name) == key
    ]
    return values[-1] if values else None


def _only_subscripted(facts: StrictFacts, name: str) -> bool:
    """Whether every use of `name` in the code but its one binding reads one item of it
    (`ERRORS['NotFound']`): nothing writes into it, calls its methods or hands it on."""
    read = {
        id(node.value)
        for node in facts.of_type(ast.Subscript)
        if isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Name)
    }
    uses = [node for node in facts.of_type(ast.Name) if node.id == name]
    return all(isinstance(node.ctx, ast.Store) or id(node) in read for node in uses) and (
        sum(isinstance(node.ctx, ast.Store) for node in uses) == 1
    )


def _namespace_doc(facts: StrictFacts, namespace: ast.expr | None) -> bool | None:
    """`class_namespace_doc`, with a `__doc__` also read through a module constant
    (`{'__doc__': ERRORS['NotFound']}`, `_constant_text`)."""
    documented = class_namespace_doc(facts, namespace)
    if documented is not False or namespace is None:
        return documented
    value = facts.names.only_value(namespace)
    docs: list[ast.expr] = []
    if isinstance(value, ast.Dict):
        docs = [
            item
            for key, item in zip(value.keys, value.values, strict=True)
            if const_str(key) == "__doc__"
        ]
    elif isinstance(value, ast.Call):
        docs = [item.value for item in value.keywords if item.arg == "__doc__"]
    return bool(docs) and has_words(_constant_text(facts, docs[-1]) or "")


def _undocumented_method(value: ast.expr, functions: dict[str, ast.AST]) -> bool:
    """Whether a value put on a class as a public method has no docstring with words: a
    lambda, or a function of the module without one; a value of another kind is not
    judged."""
    if isinstance(value, ast.Lambda):
        return True
    target = functions.get(value.id) if isinstance(value, ast.Name) else None
    return target is not None and not has_words(ast.get_docstring(target) or "")  # type: ignore[arg-type]


def _made_class_problems(facts: StrictFacts) -> list[Finding]:
    """Public classes made by the Enum functional API (`Light = enum.Enum('Light', 'RED
    GREEN')`) given no docstring after; public methods put, at module level or in a
    module-level function, on a public class made by a call (`namedtuple`, `NamedTuple`,
    an Enum's functional API, `type`, `make_dataclass`, `new_class`: `Point.norm =
    _norm`, `setattr(Point, 'norm', _norm)`) that are lambdas or functions of the module
    without a docstring with words; and names written into a class body's namespace
    through `locals()` or `vars()` (`locals()['area'] = lambda self: ...`,
    `vars().update(area=...)`), under a public or computed key, whose value is not a
    documented function of the module or a factory's documented result
    (`_documented_value`)."""
    code = facts.code
    if not any(word in code for word in _MADE_CLASS_WORDS):
        return []
    functions: dict[str, ast.AST] = {
        node.name: node
        for node in facts.tree.body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
    }
    made = _made_class_names(facts)
    undocumented = _UNDOCUMENTED_MAKERS | facts.derived(_code_enums)
    found: list[Finding] = [
        (facts.line_of(node), f"`{name}` is made by a class-making call without a docstring")
        for name, node in made.items()
        if any(
            facts.names.names(call.func) & undocumented and not _given_doc(facts, call)
            for call in wrapped_calls(node.value)  # type: ignore[attr-defined]
        )
        and not _documented_after(facts, name)
    ]  # fmt: skip
    if made:
        found += _attached_to_made(facts, made, functions)
    if "locals()" not in code and "vars()" not in code:
        return found
    for cls in facts.of_type(ast.ClassDef):
        loops = {
            id(node): loop
            for loop in ast.walk(cls)
            if isinstance(loop, ast.For) and facts.owner(loop) is cls
            for statement in loop.body
            for node in ast.walk(statement)
        }  # ast.walk goes outer loops first: an inner loop's entries win
        for node in ast.walk(cls):
            if isinstance(node, ast.Assign | ast.Call) and facts.owner(node) is cls:
                found += _namespace_writes(facts, cls, node, functions, loops.get(id(node)))
    return found


def _given_doc(facts: StrictFacts, call: ast.Call) -> bool:
    """Whether a `make_dataclass` call's `namespace` gives its class a `__doc__` with
    words, which `dataclass` keeps (`namespace={'__doc__': 'Hold a named list.'}`)."""
    if "dataclasses.make_dataclass" not in facts.names.names(call.func):
        return False
    given = [item.value for item in call.keywords if item.arg == "namespace"]
    unpacked = any(item.arg is None for item in call.keywords)
    return len(given) == 1 and not unpacked and _namespace_doc(facts, given[0]) is True


def _attached_to_made(
    facts: StrictFacts, made: dict[str, ast.Assign], functions: dict[str, ast.AST]
) -> list[Finding]:
    """Public methods without a docstring put on a class made by a call (see
    `_made_class_problems`)."""
    found: list[Finding] = []
    for outer in facts.tree.body:
        if isinstance(outer, ast.ClassDef):
            continue
        inside = isinstance(outer, ast.FunctionDef | ast.AsyncFunctionDef)
        nodes = ast.walk(outer) if inside else [outer, getattr(outer, "value", None)]
        for node in nodes:
            for owner, attr, value in _attachments(node) if node is not None else []:
                if not (isinstance(owner, ast.Name) and owner.id in made):
                    continue
                if attr is not None and attr.startswith("_"):
                    continue
                if attr is None or _undocumented_method(value, functions):
                    message = (
                        f"public method `{owner.id}.{attr or '?'}` is put on a class made by"
                        " a call without a docstring"
                    )
                    found.append((facts.line_of(node), message))
    return found


def _namespace_items(node: ast.AST) -> list[tuple[ast.expr | None, ast.expr]]:
    """(key, value) of each write into a class namespace through `locals()` or `vars()`
    that `node` makes (key None when the code does not show it)."""
    writes: list[tuple[ast.expr | None, ast.expr]] = []
    if isinstance(node, ast.Assign):
        for target in node.targets:
            if isinstance(target, ast.Subscript) and _namespace_call(target.value):
                writes.append((target.slice, node.value))
        return writes
    if not (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in {"update", "__setitem__", "setdefault"}
        and _namespace_call(node.func.value)
    ):
        return writes
    writes += [
        (ast.Constant(item.arg) if item.arg is not None else None, item.value)
        for item in node.keywords
    ]
    if node.func.attr != "update":
        value = node.args[1] if len(node.args) > 1 else node
        return [(node.args[0] if node.args else None, value)]
    for arg in node.args:
        if isinstance(arg, ast.Dict):
            writes += list(zip(arg.keys, arg.values, strict=True))
        else:
            writes.append((None, arg))
    return writes


def _namespace_writes(
    facts: StrictFacts,
    cls: ast.ClassDef,
    node: ast.AST,
    functions: dict[str, ast.AST],
    loop: ast.For | None,
) -> list[Finding]:
    """Names written into the body of `cls` through `locals()` or `vars()` (see
    `_made_class_problems`): in a `for` loop over a literal (or `zip` of literals) that
    pairs each key with its value, the values under public keys are judged; otherwise
    the value written."""
    found: list[Finding] = []
    local = {item.name: item for item in cls.body if isinstance(item, _FUNCTIONS)}
    for key, value in _namespace_items(node):
        text = const_str(key) if key is not None else None
        if text is not None and text.startswith("_"):
            continue
        paired = _paired_values(key, value, loop, facts) if key is not None else None
        values = [value] if paired is None else paired
        if paired is None and loop is not None and _bound_by(loop.target, value):
            values = [ast.Constant(None)]  # a loop variable over items the code hides
        if not all(_documented_value(item, functions, local) for item in values):
            shown = f"`{text}`" if text is not None else "a computed name"
            message = f"{shown} is written into class `{cls.name}` through its namespace"
            found.append((facts.line_of(node), message + ", without a docstring"))
    return found


def _documented_value(
    value: ast.expr, functions: dict[str, ast.AST], local: dict[str, ast.AST]
) -> bool:
    """Whether a value written into a class namespace is a documented function: one of
    the module with a docstring with words, or what a call of a factory of the module or
    of the class body returns when that is always a function it defines, undecorated,
    with a docstring with words and whose `__doc__` it does not write (every `def` of
    that name in the factory: the one a run takes may be any of them)."""
    if isinstance(value, ast.Name):
        return value.id in functions and not _undocumented_method(value, functions)
    if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)):
        return False
    factory = local.get(value.func.id) or functions.get(value.func.id)
    if not isinstance(factory, _FUNCTIONS) or factory.decorator_list:
        return False
    body = _own_body(factory)
    scope = _scope_of(body)
    returns = [statement for statement in body if isinstance(statement, ast.Return)]
    written = {
        target.value.id
        for statement in body
        if isinstance(statement, ast.Assign | ast.AugAssign | ast.AnnAssign)
        for target in getattr(statement, "targets", [getattr(statement, "target", None)])
        if isinstance(target, ast.Attribute)
        and target.attr == "__doc__"
        and isinstance(target.value, ast.Name)
    }
    for statement in returns:
        returned = statement.value
        made = scope.get(returned.id) if isinstance(returned, ast.Name) else None
        defs = (
            [node for node in body if isinstance(node, _FUNCTIONS) and node.name == made.name]
            if isinstance(made, _FUNCTIONS)
            else []
        )
        if not (
            defs
            and made.name not in written  # type: ignore[union-attr]
            and not _bound_by(factory, returned)  # only by its `def`
            and all(
                not node.decorator_list and has_words(ast.get_docstring(node) or "")
                for node in defs
            )
        ):
            return False
    return bool(returns)


def _bound_by(node: ast.AST, name: ast.expr) -> bool:
    """Whether `name` is a name stored to anywhere in `node` (a `def` is not such a store)."""
    return isinstance(name, ast.Name) and any(
        isinstance(item, ast.Name) and isinstance(item.ctx, ast.Store) and item.id == name.id
        for item in ast.walk(node)
    )


def _namespace_call(node: ast.expr) -> bool:
    """Whether `node` is a bare call of `locals()` or `vars()`: in a class body, its
    namespace."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in {"locals", "vars"}
        and not node.args
    )


_SETATTR = "builtins.setattr"
_MADE_METHOD_LITERALS = ("return", "setattr")
_MADE_METHOD_WORDS = re.compile(r"\breturn\b|\bsetattr\b")


def _made_methods(facts: StrictFacts) -> list[Finding]:
    """Public methods put on a public module-level class (anywhere in the code: `Cart.total
    = ...`, `setattr(Cart, key, ...)`, also in a loop) whose value is a call to a
    module-level factory of the code that returns a lambda or a function it defines
    without a docstring with words (`setattr(Calc, 'add', _make(operator.add))`), and,
    under a computed key that may be public (any key but a loop variable over literal
    strings all private), a lambda or such a function itself: methods with no docstring,
    made without a `def` in the class."""
    classes = public_classes(facts)
    if not classes:
        return []
    functions = {
        node.name: node for node in facts.tree.body if isinstance(node, _FUNCTIONS)
    }  # fmt: skip
    found: list[Finding] = []
    nodes = (
        facts.of_type(ast.Assign, ast.Call)
        if "setattr" in facts.code
        else facts.of_type(ast.Assign)
    )
    for node in nodes:
        for owner, key, value in _attached_values(facts, node):
            if not (isinstance(owner, ast.Name) and owner.id in classes):
                continue
            name = const_str(key) if key is not None else None
            if name is None:
                keys = facts.derived(_loop_keys) if isinstance(key, ast.Name) else {}
                possible = keys.get((id(node), getattr(key, "id", "")))
                if possible is not None and all(item.startswith("_") for item in possible):
                    continue
            elif name.startswith("_"):
                continue
            what = _factory_result(value, functions)
            if what is None and name is None and _undocumented_method(value, functions):
                what = "a lambda or a function without a docstring"
            if what is not None:
                shown = f"`{owner.id}.{name}`" if name else f"a computed name on `{owner.id}`"
                found.append((facts.line_of(node), f"public method {shown} is {what}"))
    return found


def _attached_values(
    facts: StrictFacts, node: ast.AST
) -> list[tuple[ast.expr, ast.expr | None, ast.expr]]:
    """(object, key, value) of an attribute assignment (key None: `Cart.total` gives the
    constant `total`) or a call of `setattr` (also aliased)."""
    if isinstance(node, ast.Assign):
        return [
            (target.value, ast.Constant(target.attr), node.value)
            for target in node.targets
            if isinstance(target, ast.Attribute)
        ]
    if (
        isinstance(node, ast.Call)
        and len(node.args) == 3  # noqa: PLR2004
        and _SETATTR in facts.names.names(node.func)
    ):
        return [(node.args[0], node.args[1], node.args[2])]
    return []


def _loop_keys(facts: StrictFacts) -> dict[tuple[int, str], set[str]]:
    """For each assignment or call in the body of a `for` loop over a literal of constant
    strings (`for name in ('add', 'sub')`, also unpacked from literal tuples, `for name,
    op in (('add', add), ...)`), keyed by (node id, loop variable): the strings the
    variable takes there (the innermost such loop's); a loop over anything else gives
    nothing (any key)."""
    keys: dict[tuple[int, str], set[str]] = {}
    for loop in facts.of_type(ast.For):
        targets = loop.target.elts if isinstance(loop.target, ast.Tuple) else [loop.target]
        items = loop.iter.elts if isinstance(loop.iter, ast.Tuple | ast.List | ast.Set) else []
        taken: dict[str, set[str]] = {}
        for index, target in enumerate(targets):
            values = [
                const_str(item if target is loop.target else _item_at(item, index, targets))
                for item in items
            ]
            if isinstance(target, ast.Name) and items and None not in values:
                taken[target.id] = {value for value in values if value is not None}
        for node in (node for statement in loop.body for node in ast.walk(statement)):
            if isinstance(node, ast.Assign | ast.Call):
                keys.update(((id(node), name), values) for name, values in taken.items())
    return keys


def _item_at(item: ast.expr | None, index: int, targets: list[ast.expr]) -> ast.expr | None:
    """The `index`th part of a literal tuple or list of as many parts as `targets`."""
    if isinstance(item, ast.Tuple | ast.List) and len(item.elts) == len(targets):
        return item.elts[index]
    return None


def _factory_result(value: ast.expr, functions: dict[str, ast.AST]) -> str | None:
    """What a call to a module-level function of the code returns when that is a lambda
    or a function it defines without a docstring with words (and whose `__doc__` it does
    not write; a decorated one, `functools.wraps`, is not judged), else None."""
    factory = (
        functions.get(value.func.id)
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
        else None
    )
    if not isinstance(factory, _FUNCTIONS):
        return None
    body = _own_body(factory)
    scope = _scope_of(body)
    written = {
        target.value.id
        for statement in body
        if isinstance(statement, ast.Assign)
        for target in statement.targets
        if isinstance(target, ast.Attribute)
        and target.attr == "__doc__"
        and isinstance(target.value, ast.Name)
    }
    for statement in body:
        returned = statement.value if isinstance(statement, ast.Return) else None
        made = scope.get(returned.id) if isinstance(returned, ast.Name) else returned
        if isinstance(made, ast.Lambda):
            return f"a lambda returned by `{factory.name}`"
        if (
            isinstance(made, _FUNCTIONS)
            and made.name not in written
            and not made.decorator_list
            and not has_words(ast.get_docstring(made) or "")
        ):
            return f"`{made.name}`, made by `{factory.name}` without a docstring"
    return None


_CLASS_FACTORY_MAKERS = _UNDOCUMENTED_MAKERS | frozenset({"builtins.type"})
_MAKERS = ("type", "namedtuple", "NamedTuple", "TypedDict", "Enum", "IntEnum", "Flag",
           "IntFlag", "StrEnum", "make_dataclass")  # fmt: skip
_MAKER_WORDS = re.compile(rf"\b(?:{'|'.join(_MAKERS)})\b")


def _has_word(words: re.Pattern[str], literals: tuple[str, ...], code: str) -> bool:
    """Whether `words` (an alternation of whole `literals`) matches in `code`, searched
    from the first place one of `literals` occurs: every match starts with one of them,
    so nothing before can match, and a search from a position still reads the character
    before it for `\\b`. Most code names none of them (no scan at all), or names one
    late (a scan of the alternation from the start costs more than the finds)."""
    places = [place for literal in literals if (place := code.find(literal)) >= 0]
    return bool(places) and words.search(code, min(places)) is not None


def _factory_classes(facts: StrictFacts) -> list[Finding]:
    """Public module-level names bound to a call of a module-level function of the code
    that returns a class made by a call (`OrderError = _error('OrderError')` where
    `_error` returns `type(name, (base,), {})`, also through names, conditionals and
    other factories of the code): a `type()` class whose namespace gives no `__doc__`
    with words (a parameter is read as the call's argument, a starred one spread when
    `_constant_parts` knows it; a local namespace through `_local_namespace`), or a class of
    `_UNDOCUMENTED_MAKERS`, unless the code gives it a `__doc__` after."""
    functions = {node.name: node for node in facts.tree.body if isinstance(node, _FUNCTIONS)}
    if not functions:
        return []
    found: list[Finding] = []
    for statement in facts.tree.body:
        value = getattr(statement, "value", None)
        if not (
            isinstance(statement, ast.Assign)
            and isinstance(value, ast.Call)
            and isinstance(value.func, ast.Name)
            and value.func.id in functions
        ):
            continue
        names = [
            target.id
            for target in statement.targets
            if isinstance(target, ast.Name) and not target.id.startswith("_")
        ]
        problem = _made_by_factory(facts, value, functions, 0) if names else None
        found += [
            (facts.line_of(statement), f"`{name}` is a class made by {problem}")
            for name in names
            if problem is not None and not _documented_after(facts, name)
        ]
    return found


def _made_by_factory(
    facts: StrictFacts, call: ast.Call, functions: dict[str, ast.AST], depth: int
) -> str | None:
    """What is wrong with a class a factory of the code returns from a class-making call
    (see `_factory_classes`), or None."""
    factory = functions.get(getattr(call.func, "id", ""))
    if depth > _DEPTH or not isinstance(factory, _FUNCTIONS):
        return None
    body = _own_body(factory)
    scope = _scope_of(body)
    arguments = _arguments_of(facts, factory, call)
    pending = [item.value for item in body if isinstance(item, ast.Return) and item.value]
    for _ in range(_DEPTH * 4):
        if not pending:
            break
        returned = pending.pop()
        if isinstance(returned, ast.Name) and not isinstance(scope.get(returned.id), _FUNCTIONS):
            pending += [scope[returned.id]] if returned.id in scope else []
        elif isinstance(returned, ast.IfExp):
            pending += [returned.body, returned.orelse]
        elif isinstance(returned, ast.Call):
            problem = _made_call_problem(facts, returned, (factory, arguments), functions, depth)
            if problem is not None:
                return problem
    return None


def _made_call_problem(
    facts: StrictFacts,
    made: ast.Call,
    called: tuple[ast.FunctionDef | ast.AsyncFunctionDef, dict[str, ast.expr]],
    functions: dict[str, ast.AST],
    depth: int,
) -> str | None:
    """`_made_by_factory` for one returned call of the factory `called` names, with the
    arguments it gets."""
    factory, arguments = called
    for inner in wrapped_calls(made):
        names = facts.names.names(inner.func) & _CLASS_FACTORY_MAKERS
        if names - {"builtins.type"}:
            return f"`{ast.unparse(inner.func)}` in a factory, without a docstring"
        if names and len(inner.args) == 3:  # noqa: PLR2004
            namespace = _local_namespace(facts, factory, inner.args[2])
            if isinstance(namespace, ast.Name) and namespace.id in arguments:
                namespace = arguments[namespace.id]
            if not _namespace_documented(facts, namespace, arguments):
                return "`type()` in a factory, without a docstring"
            return None
    if isinstance(made.func, ast.Name) and made.func.id in functions:
        return _made_by_factory(facts, made, functions, depth + 1)
    return None


def _local_namespace(
    facts: StrictFacts, factory: ast.FunctionDef | ast.AsyncFunctionDef, namespace: ast.expr
) -> ast.expr:
    """The dict a `type()` namespace names when the factory (not a parameter) binds that
    name once, by a plain assignment, and reads it only as the namespace of `type()`
    calls (`namespace = {'__doc__': f'An event of {kind}.'}`; so nothing writes into it
    nor hands it on); `namespace` itself when the factory does not bind the name; else
    an empty dict, which gives no `__doc__`."""
    if not isinstance(namespace, ast.Name):
        return namespace
    walked = list(ast.walk(factory))
    uses = [node for node in walked if isinstance(node, ast.Name) and node.id == namespace.id]
    stores = [node for node in uses if not isinstance(node.ctx, ast.Load)]
    if not stores:
        return namespace
    declared = any(
        isinstance(node, ast.Global | ast.Nonlocal) and namespace.id in node.names
        for node in walked
    )
    read_as_namespace = {
        id(node.args[2])
        for node in walked
        if isinstance(node, ast.Call)
        and len(node.args) == 3  # noqa: PLR2004
        and "builtins.type" in facts.names.names(node.func)
    }
    assigned = [
        node.value
        for node in walked
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and node.targets[0] in stores
    ]
    if (
        len(stores) == len(assigned) == 1
        and not declared
        and namespace.id
        not in {item.arg for item in ast.walk(factory.args) if isinstance(item, ast.arg)}
        and all(node in stores or id(node) in read_as_namespace for node in uses)
    ):
        return assigned[0]
    return ast.Dict(keys=[], values=[])


def _namespace_documented(
    facts: StrictFacts, namespace: ast.expr, arguments: dict[str, ast.expr]
) -> bool:
    """Whether a `type()` namespace (a dict literal, or `dict(...)` with keywords) gives
    a `__doc__` with words: a constant, an f-string with words in its constant parts,
    or a parameter whose argument is one. A dict keeps the last `'__doc__'` it is given,
    and a `**mapping` unpacked after it may replace it (not followed: no doc)."""
    if isinstance(namespace, ast.Dict):
        entries = list(zip(namespace.keys, namespace.values, strict=True))
        last = [index for index, (key, _) in enumerate(entries) if const_str(key) == "__doc__"]
        if not last or any(key is None for key, _ in entries[last[-1] :]):
            return False
        docs = [entries[last[-1]][1]]
    elif (
        isinstance(namespace, ast.Call)
        and "builtins.dict" in facts.names.names(namespace.func)
        and not namespace.args
    ):
        docs = [item.value for item in namespace.keywords if item.arg == "__doc__"]
    else:
        return False
    for doc in docs:
        doc = arguments.get(doc.id, doc) if isinstance(doc, ast.Name) else doc
        if isinstance(doc, ast.JoinedStr):
            text = " ".join(
                str(part.value) for part in doc.values if isinstance(part, ast.Constant)
            )
            return has_words(text)
        return isinstance(doc, ast.Constant) and has_words(str(doc.value))
    return False


def _arguments_of(
    facts: StrictFacts, factory: ast.FunctionDef | ast.AsyncFunctionDef, call: ast.Call
) -> dict[str, ast.expr]:
    """The argument (or default) each plain parameter of `factory` gets from `call`; a
    starred argument is spread when its parts are known (`_constant_parts`), else it
    ends the positional ones read."""
    arguments = factory.args
    params = [*arguments.posonlyargs, *arguments.args]
    given: dict[str, ast.expr] = {}
    defaults = arguments.defaults
    for param, default in zip(params[len(params) - len(defaults) :], defaults, strict=True):
        given[param.arg] = default
    spread: list[ast.expr] = []
    for arg in call.args:
        parts = _constant_parts(facts, arg.value) if isinstance(arg, ast.Starred) else [arg]
        if parts is None:
            break
        spread += parts
    for param, arg in zip(params, spread, strict=False):
        given[param.arg] = arg
    given.update({item.arg: item.value for item in call.keywords if item.arg is not None})
    return given


class DocstringConvention(Instruction):
    """Document the module, classes and functions in one docstring convention.

    What it asks:
        The module, every public class, method and function carries a docstring, and
        every docstring follows the chosen convention: Google style (`Args:` and
        `Returns:` sections), NumPy style (underlined `Parameters` and `Returns`
        sections) or plain PEP 257 formatting.

    Why:
        A consistent convention is what documentation generators and IDEs parse; mixed
        or missing docstrings leave the API undocumented. It is the paper's doc_3.

    Verified by:
        Ruff's pydocstyle rules (D) with `lint.pydocstyle.convention` set to the
        parameter. The codes each convention enables are selected explicitly (stable
        rules of Ruff 0.17.6 only), so a convention never inherits a code it disables.
        pydocstyle checks the sections a docstring has, not that they are there: a
        Google or NumPy docstring without any `Args`/`Parameters` section passes.

    Strict mode:
        Also fails a public function or method (module level or in a public class, not
        one inside a function, inside an `if`, `try`, `with`, loop or `match` there too,
        names starting with an underscore aside) that has no docstring although decorated
        `@override`, whose docstring has no words (only "..."), or that is written as
        a lambda at module or class level (or put on a public module-level class after
        it, `Cart.total = lambda self: ...`) or bound to a `functools.partialmethod`, a
        `partial` in a class body, a `staticmethod` or `classmethod` of a lambda or of
        one of those, a lambda (also bound once to a name) given alone to a decorator
        that keeps its docstring (`functools.lru_cache(maxsize=None)(lambda ...)`,
        `functools.cache(lambda ...)`, any decorator factory's result called on it), or a
        `property` or `functools.cached_property` without a `doc` whose getter is a
        lambda, an `operator.attrgetter`, `itemgetter`, `methodcaller` or `partial`
        object, or one of those wrapped (`total = property(lambda self: ...)`, also put on
        a public module-level class after it), none with a docstring of its own (a
        `partialmethod` or `partial` bound in a class body and followed by a PEP 257
        attribute docstring with words, or by Sphinx's `#:` doc comment above it or on its
        line, judged as a `def`'s docstring would be, is documented there: `to_kelvin =
        partialmethod(convert, 1, 273.15)` and below it `'Return the reading in
        kelvin.'`); a public module-level name bound to a
        `functools.partial` of a public function or class of the code (`miles_to_km =
        partial(convert, scale=1.609344)`: a new public function whose `__doc__` is
        partial's generic text) or to an `operator.itemgetter`, `attrgetter` or
        `methodcaller` object (`by_name = itemgetter('name')`, whose `__doc__` is its
        class's and cannot be set; also annotated, `by_name: Callable[[dict], str] =
        ...`; one under an UPPER_CASE name, `BY_TITLE = attrgetter('title')`, is a module
        constant, not judged), unless such an attribute docstring follows it or the
        code sets its `__doc__` (a partial of a library's function, `md5 =
        partial(hashlib.md5, ...)`, is a configured alias and is not judged); a public
        method written so under a public key of the namespace (a dict literal or
        `dict(...)`, also bound once to a name) of a public class made by `type(name,
        bases, namespace)` or `dataclasses.make_dataclass(..., namespace=...)`; a public
        class made by `type(name, bases, namespace)`, or by calling another metaclass so
        (`abc.ABCMeta`, `enum.EnumMeta`, a class of the code whose bases name `type` or one
        of those, `type(Base)`, or the `__class__` of a class, `object.__class__`), or by a
        metaclass's `__new__` or `__call__` given the
        metaclass first (`type.__new__(type, 'Cart', (), {...})`, `type.__call__(type,
        ...)`), whose namespace has no `'__doc__'` with words, or is
        not spelled out so (a class made by `types.new_class`, whose `exec_body` fills a
        namespace the code does not show, fails too; `make_dataclass` writes the class's
        signature as its docstring, as `namedtuple` does); a public class made at module
        level by an Enum's functional API (`Light = enum.Enum('Light', 'RED GREEN')`, also
        of a class of the code deriving from an Enum class, directly or through others of
        its classes, `Light = _Choice('Light', 'RED GREEN')`), by `namedtuple`, the
        functional `NamedTuple` or `TypedDict`, or by `make_dataclass` (whose docstring,
        `Point(x, y)`, is written from the fields, unless its `namespace` gives a
        `'__doc__'` with words, which `dataclass` keeps) given no `__doc__` with words
        after (`Point.__doc__ = '...'`, `setattr(Point, '__doc__', '...')`; the text, as
        a `type()` namespace's `'__doc__'`, may be a module constant bound once, `DOC`,
        or an item of a dict literal bound once that the code only reads by constant
        key, `ERRORS['NotFound']`); a
        public class made by attrs' `make_class` (`attr.make_class('Point', ['x', 'y'])`,
        also `attrs.make_class`) or by a model factory (`pydantic.create_model`, whose
        `__doc__` keyword is its docstring, `msgspec.defstruct`, whose `namespace` gives
        one) whose `class_body` or namespace gives no `'__doc__'` with words and that is
        given none after; each of these class-making calls also when wrapped in other
        calls as their one positional argument (a class decorator called by hand,
        `Point = dataclass(type('Point', (), {...}))`, `enum.unique(enum.Enum(...))`);
        a public method put at module level or in a module-level
        function on a public class made by such a call, `namedtuple`, `NamedTuple`,
        `type`, `make_dataclass` or `new_class` (`Point.norm = _norm`) that is a lambda
        or a function of the module without a docstring with words, or under a computed
        name; a name written into a class body through `locals()` or `vars()`
        (`locals()['area'] = lambda self: ...`) under a public or computed key, unless
        its value is a documented function of the module, or what a factory of the
        module or class body returns when that is always a documented function it
        defines (in a loop over literals, also `zip` of them, each value paired with a
        public key is judged; a loop over items the code hides fails); the functions,
        classes (which then
        need a docstring with words) and their public methods that a module-level function
        defines and returns when the module binds its result to a public name (`Counter =
        _build_counter_class()`; a function whose `__doc__` the factory sets is read with
        that text, a template's as written) or unpacks it into public names (`Point, Size =
        _make_types()`, as doc_2's strict mode matches them), and the public methods a
        public module-level class
        inherits from a private class of the module (`class Stack(_StackBase)`) and does
        not define itself, judged as public ones, and so the public methods it so inherits
        from a class the code makes under a private name or none (a class a function of
        the code defines and returns, `_Base = _make_base()`, `class Stack(_make_base())`,
        one picked by a conditional, `_A if fast else _B`, one made by `type()`, also
        behind private classes of the module), with a `type()` namespace's members under
        public keys that are lambdas or undocumented functions failing, as does such a
        namespace the code does not spell out; with `pep257` and `numpy` (whose codes
        include D401), a summary not in the imperative mood as doc_2's strict mode reads
        it (a third-person verb or another finite one, `Is`, `Can`, `Ought`, ..., a personal
        pronoun as the subject, `I compute`, `You get`, also behind discourse words, `So
        we compute`, or a noun plural without an `s`,
        `People get`, a bare subject, `Word counter computes`, a third-person verb also behind
        adverbs, a label, a leading phrase, a subject or in the passive: `Given a list,
        returns ...`, a gerund or a past form, `Adding`, `Multiplied`, `Taken`, `Drawn`,
        also behind adverbs, each also read after a hyphen, `Pre-computes`,
        through a bracketed prefix, `(Re)computes`, `[Re]builds`, or as each part of a
        word joined by slashes, `Gets/sets`, or a summary
        that does not read as English, `Gibt die Summe zurück.`, as doc_2's
        strict mode judges it, or that states a purpose, `To` and a word, `To compute the
        sum.`, or opens with an adjective and `to`, `for`, `with` or `as`, `Equivalent to
        the mean.`, `Safe to call twice.`; properties aside); a special method bound in the
        body of a
        public module-level class to a function without a docstring or to a lambda
        (`__init__ = _initialise`, `__len__ = lambda self: ...`: D105, and D107 for
        `__init__` with `google` and `pep257`), which Ruff, seeing no `def`, skips; any
        docstring (of the module, a class or a function, public or not) written as
        adjacent strings (`'Return the total ' 'of the prices'`), not one triple-quoted
        string, which Ruff's pydocstyle rules skip whole; any docstring
        (of the module, a class or a
        function, public or not) that is a placeholder, made only of words such as
        `TODO`, `FIXME`, `TBD`, `module`, `class`, `function`, `docstring`,
        `description`, `add`, `here`, `the`, with one of the first kind among them
        (`TODO.`, `Module.`, `Docstring.`, `Add a description here.`; a function's
        docstring restating its name as a command, `add_docstring`: `Add a docstring to
        the function.`, passes), or whose summary
        starts with `TODO`, `FIXME`, `TBD`, `TBA`, `XXX` or `placeholder` (`TODO:
        explain what this does.`) or says the documentation is to come (`To be
        documented.`, `Docstring here.`, `Describe me.`), or only points at another
        docstring, made only of words such as `ditto`, `likewise`, `same`, `as`,
        `above`, `see`, `the`, `method`, with `ditto`, `likewise`, `idem` or `same`
        among them, or a direction (`above`, `below`, `previous`, `next`, ...) alone or
        beside `see`, `as` or `like` (`Ditto.`, `Same as above.`, `As above.`, `See the
        method above.`, `Above.`; Google's `See base class.` for an override, and `See
        next().` or `` See `above`. `` naming a function of the module or a builtin,
        name what they point at and pass; a direction as a noun, `The prior.`, or a
        verb of action, `Insert the text above.`, describes); a private
        function (`_scale`) or class (`_Scaler`, which then needs a docstring with
        words, its public methods judged as public ones) the code publishes under a
        public name, in the same body (`scale = _scale`; at module level also through
        an expression the name resolver follows to it, not a table or a
        `functools.partial`: `scale = globals()['_scale']`, `copy.copy(_scale)`,
        `(lambda: _scale)()`, `_scale if c else None`; a name bound to a
        `functools.partial` of it, `cent = partial(_round, step=0.01)`, unless an
        attribute docstring with words follows the binding), in a literal `__all__`, or on
        the module at run time (`globals().update(scale=_scale)`, `globals()['scale'] =
        _scale`, `vars().update({'scale': _scale})`, `setattr(sys.modules[__name__],
        'scale', _scale)`, `sys.modules[__name__].scale = _scale`), or on a public
        module-level class after it, at module level or in a module-level function
        (`Cart.total = _total`, `def _install(): Cart.total = _total`, `setattr(Cart,
        'total', _total)`; put on it by a function, a module-level function without a
        docstring with words, or a lambda, fails), or served by a module-level `__getattr__`
        (or a public class's `__getattr__`/`__getattribute__`, for its private methods)
        that reads it other than to call it: by name (`return _scale`, also through a
        table, `_LAZY[name]`), as an attribute (`self._scale`), or looked up in
        `globals()`, `vars()` or with `getattr` on the module or class by a constant
        key, a key with a private start (`'_' + name`) or any key but the asked name
        itself, is judged as a public one (and a function a module-level `__getattr__`
        defines in its body and returns is a public function; a lambda it returns, also
        through a conditional expression, `and`/`or`, an indexed dict literal or a name
        its body binds, fails; so is each function a module-level factory of the code
        defines and returns when the `__getattr__` returns a call of it, `return
        _make_reader(_DELIMITERS[name])`, and a lambda such a factory returns fails;
        one that `functools.wraps` or `update_wrapper` gives, or whose `__doc__` the
        factory sets to, the docstring of a function of the module, named there or passed
        in that call, also through a literal table the code never changes, has that
        function judged in its place; a key `__getattr__` looks up, `globals()[
        _RENAMED[name]]`, picked from such a table serves only the table's strings, not
        every private function),
        and in a module
        with a literal `__all__` that lists at least one name the module binds at its
        top level, the functions and classes it leaves out are private, as pydocstyle
        judges them (an
        `__all__` listing none, `__all__ = []` or only names never bound, makes nothing
        private). For
        `google` and `numpy`, a function's docstring must hold the arguments section
        (`Args:` / `Parameters`) naming each parameter (receivers and
        `*args`/`**kwargs` aside; NumPy may name several on one line, `x1, x2 :
        float`) and a `Returns` (or `Yields`) section when it
        returns (or yields) a value, unless its summary starts with "Return" (or
        "Yield"), as the Google style guide allows, or it is a `@property` (or
        `functools.cached_property`, or an imported library's `cached_property`,
        Django's, werkzeug's, ..., or a class of the code that is one whatever its name,
        a `lazy` whose `__init__` keeps the function and whose `__get__` returns only its
        value on the instance or the descriptor itself), documented like an attribute.
        With `pep257`, which asks for no sections, an arguments section a public
        function's docstring writes anyway (`Args:`, `Parameters:`, or `Parameters` over
        a line of dashes) must name each parameter as above (an `Args:` naming `amount`
        alone of `amount, rate, fee` is incomplete), and code whose docstrings write both
        Google (`Args:`) and NumPy (underlined `Parameters`) sections fails as following
        no one convention. Functions a module-level `setattr` puts on a public
        module-level class under a name a `for` loop over a literal pairs with them
        (`for _name, _func in (('length', _length), ...): setattr(Vector, _name,
        _func)`) are judged as public methods, as in doc_2, and those put on the module
        under a public name (`globals()[name] = func`, `vars(module)[name]`, the
        `__dict__` of `sys.modules[__name__]`, `setattr(sys.modules[__name__], ...)`) as
        public functions. A function the code puts on
        a class of its own without a `def` there (that loop, `Cart.add = _add`, `add =
        _add` in the class body, `cls.add = _add` in a class decorator), and does not
        also publish as a plain function, has its first positional parameter taken as
        the receiver, which the arguments section need not name, as a method's. A
        property's setter and deleter (`@name.setter` below the `@property` `name` in the
        same class) are documented on the getter, with or without a docstring of their own. Lambdas
        unpacked into public names (`add, sub = (lambda ...), (lambda ...)`) or bound by `:=`
        fail as lambdas do. Also judged as
        public (as in doc_2's strict mode): a function, or a class (which then needs a
        docstring with words) and its public methods, bound under a public name at module
        level, in a public class, on a public module-level class after it (also
        `setattr(Cart, 'total', ...)`) or under a name a function declares `global`, also
        unpacked (`scale, shift = _scale, _shift`) or bound by `:=` (`(scale := _scale)`),
        also wrapped (`area = staticmethod(_area)`, `total = _Impl.total`, a method bound
        to an instance of a class of the code, `area = _GEOMETRY.area`, picked, `total =
        _fast if _np else _slow` (both), `_CONVERTERS["kelvin"]`, `.get("kelvin")` or
        `_PAIR[0]` of a literal table, `add =
        types.FunctionType(_add.__code__, globals())`, `to_kelvin = functools.partial(
        _linear, offset=273.15)`, a decorator factory's result or a decorator that
        keeps the docstring (`functools.cache`, `lru_cache`, ...) called on it, `total =
        functools.lru_cache(maxsize=None)(_total)`, an instance of a private class of
        the code, `total = _Totaller()`, as its class's `__call__`), a function of the
        code bound as a method under a public attribute of an object (`self.area =
        types.MethodType(_area, self)`, `self.area = _area.__get__(self)`), what a
        function defines under a
        name it declares `global` (`global Counter` / `class Counter:`), a function (or
        lambda) a function of the code puts under a public name on one of its parameters
        when it decorates a public module-level class or is called on one at module level
        (`@_with_totals` / `cls.total = total`, `setattr(cls, 'count', count)`, also under a
        key worked out at run time whose leftmost piece is no constant starting with `_`
        (nor a `%` or `.format` template that does, `'_get_%s' % name`),
        `setattr(cls, 'get_' + name, lambda self: ...)`), and the public
        methods a public class made by `type()` inherits from a private class of the code
        among its bases and its namespace does not define (`Scaler = type('Scaler',
        (_ScalerBase,), {...})`); a public name bound
        to a function made from a code object the code does not show fails, and so does a
        docstring removed at run time (`None` or text without words written into the
        `__doc__` of anything but a private function or class of the code: `add.__doc__ =
        None`, also through a loop variable, any setattr-like call, `del add.__doc__`, a
        class's or the module's own `__doc__ = None`); constant text written by name into
        a public function's `__doc__` (`mean.__doc__ = "computes spread"`) must open with a
        capital, end with a period (google: or `?`, `!`) and, but for google, be in the
        imperative mood as doc_2 reads it. With `pep257` and `numpy`, a summary
        that opens with a contraction no command opens with (`Doesn't`, `Won't`, `It's`) or
        forges a word with look-alike letters of another script fails, as in doc_2. Also judged as
        doc_2's strict mode judges them: the name a module- or class-level `for` loop that
        never reads it binds to a function or class of the code or a lambda (`for scale in
        (_scale,): pass`), a method taken out of a class's namespace (`total =
        vars(_Impl)['total']`, `_Impl.__dict__.get('total')`), and a lambda given to a
        compiling decorator of numba, jax, `torch.compile`, `torch.jit` or
        `tensorflow.function` (`dot = njit(lambda ...)`), failing without a docstring with
        words. A public function or method whose docstring is only a signature (every
        line `(float) -> float.` or `mean(values) -> float`, which PEP 257 says a summary
        is not) fails, and so does a public name in the body of a public module-level class
        bound to an instance of a descriptor class of the module whose `__get__` returns a
        lambda or a function it defines without a docstring with words (`total =
        _Summer('price')`): a method without a docstring, made without a `def`, unless
        a PEP 257 attribute docstring with words follows the binding (judged as a
        `def`'s docstring would be). Also fails a public method put on a public
        module-level class anywhere in the code (`Calc.add = ...`, `setattr(Calc, key,
        ...)`, also aliased or in a loop) whose value is a call to a module-level factory
        of the code that returns a lambda or a function it defines without a docstring
        with words, nor undecorated, nor given a `__doc__` there (`setattr(Calc, 'add',
        _make(operator.add))`), and, under a key not constant (any but a `for` loop
        variable over literal strings all private), a lambda or an undocumented
        function of the module itself (`for name in ops: setattr(Calc, name, _apply)`);
        and a public module-level name bound to a call of a module-level factory of the
        code that returns (also through names, conditionals and other such factories) a
        class made by `type()` whose namespace gives no `__doc__` with words (a constant,
        an f-string with words, or a parameter whose argument in the call is one, also
        spread by `*` from a tuple constant or a module table's tuple; a namespace the
        factory binds once to a local name it only hands to `type()` is read:
        `OrderError = _error('OrderError')` with `return type(name, (base,), {})`), or
        by `namedtuple`, the functional `NamedTuple`/`TypedDict`, an Enum's functional
        API or `make_dataclass`, unless the code gives it a `__doc__` with words after.
        Also judged as public, as in doc_2's strict mode: a function (or lambda, which
        fails) put under a public attribute of a namespace object bound to a public name
        (`rectangle = types.SimpleNamespace(area=_area)`, `argparse.Namespace`,
        `types.ModuleType`, or set on it after, `rectangle.area = _area`); with `pep257`
        and `numpy` a leading Doxygen or Javadoc tag (`@brief Computes ...`) is set aside
        before the mood is judged.
        Still
        possible: a function defined in a function's body (also in a block there, `with
        lock: def parse(...)`) left without a docstring, or the methods of a class made
        there, which pydocstyle's conventions do
        not call public (doc_2, asking for every function, judges the former), a public name bound
        to a `functools.partial` of a private function of the code whose own docstring
        is taken as its documentation (`read_csv = partial(_read_rows, delimiter=',')`
        with `_read_rows` documented), sections whose
        prose says nothing, with `pep257` parameters left out of prose that is no
        `Args:`/`Parameters` section, a docstring-less method made
        the setter of a property of its class, and a value-returning method without
        arguments turned into a property by a `cached_property` imported from any module
        (the module is not checked: a project's own `utils.cached_property` is as
        honest as Django's) to leave out its `Returns` section, and functions left out
        of a literal `__all__` that lists one documented function (pydocstyle's own
        reading of `__all__`), placeholders in other words (`Stuff.`, `Helper.`), a pointer naming
        another function (`Same as push.`), a lambda
        given to another library's decorator called by its bare name (`jit(lambda ...)`,
        numba's and jax's aside),
        a property's getter made by the code's own factory, publishing under a name
        computed at run time (but the methods put on a class above) or bound by `with` or
        by a `for` loop whose body reads the name, a factory's method put on a class made
        by a call or by a class decorator, a factory reached other than by its name
        (through a table, a method), a method borrowed through a namespace not spelled
        out, methods put on a class by its metaclass or a base's `__init_subclass__`,
        and the lambdas of the namespace of a class made by a metaclass other than
        `type` (the class itself fails without a docstring).
    """

    id = "doc_3"
    name = "docstring_convention"
    category = "doc"
    description = "Write complete docstrings that follow one docstring convention."
    generation_prompt = (
        "Document the module and every public class, method and function with docstrings "
        "written in the {convention} docstring convention."
    )
    edit_prompt = (
        "Add the missing docstrings to the module and to every public class, method and "
        "function, and reformat all docstrings to follow the {convention} docstring "
        "convention."
    )
    parameters = (
        ParamSpec(
            name="convention",
            type="str",
            default="pep257",
            choices=("google", "numpy", "pep257"),
            description="The pydocstyle convention docstrings must follow.",
        ),
    )
    # No declared conflict with doc_2: see the note there.
    ruff_rules = ("D",)

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Missing sections, empty docstrings, overrides and lambdas Ruff lets through."""
        conv = params["convention"]
        found = undocumented_partials(facts, imperative=conv in _IMPERATIVE)
        own = _OWN_CALLABLE_WORDS.search(facts.code) is not None
        found += _own_partials(facts, conv) if own else []
        found += _published_classes(facts) + _placeholders(facts) + _typed_classes(facts)
        found += published_elsewhere(facts)[2] + wiped_docs(facts)
        found += _pieced_docstrings(facts) + _special_aliases(facts, params["convention"])
        found += _installed_in_functions(facts) + _made_class_problems(facts)
        found += _overwritten_problems(facts, params["convention"])
        found += _made_base_methods(facts)[1] + borrowed_findings(facts)
        found += _descriptor_methods(facts, conv) if "__get__" in facts.code else []
        made_method_words = _has_word(_MADE_METHOD_WORDS, _MADE_METHOD_LITERALS, facts.code)
        found += _made_methods(facts) if made_method_words else []
        found += _factory_classes(facts) if _has_word(_MAKER_WORDS, _MAKERS, facts.code) else []
        return found + _documentation_problems(facts, params["convention"])

    def ruff_select(self, params: dict[str, Any]) -> tuple[str, ...]:
        return CONVENTION_CODES[params["convention"]]

    def ruff_settings(self, params: dict[str, Any]) -> dict[str, Any]:
        return {"lint": {"pydocstyle": {"convention": params["convention"]}}}

    def applies_to(self, code: str) -> bool:
        """True when the code defines a function or class, so there is an API to document."""
        tree = parse(code)
        return tree is not None and any(
            isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            for node in ast.walk(tree)
        )

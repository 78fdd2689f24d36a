"""logic_7: no else/elif after a branch that returns, raises, breaks or continues."""

from __future__ import annotations

import ast
import builtins
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._call_graph import FunctionNode
from vibebench.instructions._code_facts import functions, is_elif, own_nodes, parse
from vibebench.instructions._strict import Finding, StrictFacts, without_noops
from vibebench.instructions._strict_arguments import (
    only_parameter_of,
    parameter_annotation,
    passed_values,
)
from vibebench.instructions._strict_calls import viewed
from vibebench.instructions._strict_classes import (
    ClassModel,
    class_model,
    own_method,
    sets_attributes_by_name,
)
from vibebench.instructions._strict_flow import (
    EXIT_CALLS,
    WEB_ABORTS,
    always_exits,
    awaited_call,
    comparison_truth,
    leaves_despite_suppress,
    left_by_its_own_break,
    runs_when_called,
    truth_of,
)

_EXITS = (ast.Return, ast.Raise, ast.Break, ast.Continue)


def _has_else_after_exit(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.If)
        and bool(node.orelse)
        and bool(node.body)
        and isinstance(node.body[-1], _EXITS)
    )


_LIBRARY_EXITS = WEB_ABORTS | frozenset({
    "argparse.ArgumentParser().error", "argparse.ArgumentParser().exit",
    "pytest.fail", "pytest.skip", "pytest.xfail", "pytest.exit",
    "os.execl", "os.execle", "os.execlp", "os.execlpe", "os.execv", "os.execve", "os.execvp",
    "os.execvpe", "click.get_current_context().exit", "click.get_current_context().fail",
    "click.get_current_context().abort", "typer.get_current_context().exit",
    "typing.assert_never", "typing_extensions.assert_never", "_thread.exit",
    "_thread.exit_thread",
})  # fmt: skip
"""Library calls that never return: argparse's `parser.error(message)`/`parser.exit()` and
click's `ctx.exit()` end the program through `sys.exit`, Flask's `abort(404)`,
`pytest.fail(...)`, `typing.assert_never(x)` and `_thread.exit()` raise, `os.execv(...)`
replaces the process."""
_SIGNALLERS = frozenset({"signal.raise_signal", "os.kill", "os.killpg"})
_UNCATCHABLE = frozenset({"signal.SIGKILL", "signal.Signals.SIGKILL"})
"""`signal.raise_signal(signal.SIGKILL)`, `os.kill(os.getpid(), signal.SIGKILL)`: the
process is killed, as no handler can catch SIGKILL (other signals may be handled)."""


def _kills_itself(facts: StrictFacts, call: ast.Call) -> bool:
    """A call sending SIGKILL (`_UNCATCHABLE`) through `signal.raise_signal`, or through
    `os.kill`/`os.killpg` to the process itself (`os.getpid()`, `os.getpgid(0)`, 0)."""
    names = facts.names.names(call.func)
    if not names & _SIGNALLERS or not call.args:
        return False
    if not facts.names.names(call.args[-1]) & _UNCATCHABLE:
        return False
    if "signal.raise_signal" in names:
        return len(call.args) == 1
    target = call.args[0]
    own = isinstance(target, ast.Call) and bool(
        facts.names.names(target.func) & {"os.getpid", "os.getpgid", "os.getpgrp"}
    )
    return len(call.args) == 2 and (
        own or (isinstance(target, ast.Constant) and target.value == 0)
    )  # noqa: PLR2004


_EXITING_METHODS = {
    "unittest.TestCase": frozenset({"fail", "skipTest"}),
    "click.Context": frozenset({"exit", "fail", "abort"}),
    "typer.Context": frozenset({"exit", "fail", "abort"}),
    "click.core.Context": frozenset({"exit", "fail", "abort"}),
    "argparse.ArgumentParser": frozenset({"error", "exit"}),
    "optparse.OptionParser": frozenset({"error", "exit"}),
}
"""Methods that never return, by the library class they belong to (`self.fail(...)` in a
`unittest.TestCase`, `ctx.exit(2)` on a `click.Context` parameter)."""
_EXITING_NAMES = frozenset().union(*_EXITING_METHODS.values())
_HANDED_OVER = {
    "click.get_current_context": "click.Context",
    "click.globals.get_current_context": "click.Context",
    "typer.get_current_context": "click.Context",
}
"""Library functions handing back an instance of a class of `_EXITING_METHODS`."""
_STEPS = {
    ("argparse.ArgumentParser", "add_subparsers"): "argparse._SubParsersAction",
    ("argparse._SubParsersAction", "add_parser"): "argparse.ArgumentParser",
}
"""(class, method) -> the class of what the method hands back (`parser.add_subparsers()`
then `.add_parser('run')` makes another `ArgumentParser`)."""
_PASS_CONTEXT = frozenset({"click.pass_context", "click.decorators.pass_context"})
_FOLLOWED = 6
"""How many names, parameters, attributes and returns an instance is followed through."""


def _made_as(facts: StrictFacts, node: ast.expr, depth: int = 0) -> frozenset[str]:
    """The library classes (of `_EXITING_METHODS`) `node` is always an instance of, by how
    it is made or what library hands it over: a call of the class
    (`argparse.ArgumentParser()`) or of `click.get_current_context()`, what
    `add_subparsers().add_parser(...)` hands back, a module function every `return` of
    which hands back one, a name bound only to such values, a parameter annotated with the
    class, a `click.pass_context` function's first parameter or one every value the module
    gives agrees on (its default, the arguments of the module's calls), an attribute every
    value the module gives it agrees on (`self.parser = parser`, a class body's
    `parser = ...`). Empty when any of them may be something else."""
    known = facts.memo(_made_as)  # id(node) -> the answer
    if id(node) in known:
        return known[id(node)]
    if depth > _FOLLOWED:
        return frozenset()
    known[id(node)] = frozenset()  # while it is followed: values naming each other
    known[id(node)] = found = _worked_out_made_as(facts, node, depth + 1)
    return found


def _worked_out_made_as(facts: StrictFacts, node: ast.expr, depth: int) -> frozenset[str]:
    """`_made_as`, worked out."""
    if isinstance(node, ast.Call):
        made = facts.names.names(node.func)
        found = {name for name in made if name in _EXITING_METHODS}
        found.update(_HANDED_OVER[name] for name in made & _HANDED_OVER.keys())
        func = node.func
        if not found and isinstance(func, ast.Attribute):
            owners = _made_as(facts, func.value, depth)
            found.update(
                _STEPS[owner, func.attr] for owner in owners if (owner, func.attr) in _STEPS
            )
        return frozenset(found) if found else _returned_as(facts, func, depth)
    if isinstance(node, ast.Attribute):
        return _agreed(facts, _attribute_values(facts, node.attr), depth)
    if not isinstance(node, ast.Name):
        return frozenset()
    bindings = facts.names.bindings_of(node) or []
    if bindings and all(kind == "param" for kind, _ in bindings):
        return _parameter_made_as(facts, node, depth)
    values = [value for kind, value in bindings if kind == "expr"]
    if len(values) != len(bindings):
        return frozenset()
    return _agreed(facts, values, depth)  # type: ignore[arg-type]


def _agreed(facts: StrictFacts, values: list[ast.expr | None], depth: int) -> frozenset[str]:
    """The classes every one of `values` is an instance of (none for an unknown value)."""
    if not values or any(value is None for value in values):
        return frozenset()
    found = _made_as(facts, values[0], depth)  # type: ignore[arg-type]
    for value in values[1:]:
        if not found:
            break
        found &= _made_as(facts, value, depth)  # type: ignore[arg-type]
    return found


def _returned_as(facts: StrictFacts, func: ast.expr, depth: int) -> frozenset[str]:
    """`build_parser()`: the classes of what a module function hands back, when it is
    bound only to plain `def`s every `return` of which hands one back."""
    if not isinstance(func, ast.Name):
        return frozenset()
    bindings = facts.names.bindings_of(func) or []
    if not bindings or not all(
        kind == "def" and isinstance(value, ast.FunctionDef) for kind, value in bindings
    ):
        return frozenset()
    values: list[ast.expr | None] = []
    for _, function in bindings:
        leaving = [
            node
            for node in own_nodes(function)  # type: ignore[arg-type]
            if isinstance(node, ast.Return | ast.Yield | ast.YieldFrom)
        ]
        if not leaving or any(not isinstance(node, ast.Return) for node in leaving):
            return frozenset()
        values += [node.value for node in leaving]  # type: ignore[union-attr]
    return _agreed(facts, values, depth)


def _parameter_made_as(facts: StrictFacts, node: ast.Name, depth: int) -> frozenset[str]:
    """See `_made_as`: a parameter's annotation, `click.pass_context`, or the values the
    module gives it."""
    function = only_parameter_of(facts, node)
    if function is None:
        return frozenset()
    annotation = parameter_annotation(function.args, node.id)
    if annotation is not None:
        return frozenset(
            name for name in facts.names.names(annotation) if name in _EXITING_METHODS
        )
    positional = [*function.args.posonlyargs, *function.args.args]
    if (
        positional
        and positional[0].arg == node.id
        and (
            any(facts.names.names(item) & _PASS_CONTEXT for item in function.decorator_list)
            or id(function) in facts.derived(_click_callbacks)
        )
    ):
        return frozenset({"click.Context"})
    values = passed_values(facts, function, node.id)
    return frozenset() if values is None else _agreed(facts, values, depth)


_CALLBACK_KEYWORDS = frozenset({"callback", "shell_complete"})


def _click_callbacks(facts: StrictFacts) -> frozenset[int]:
    """id() of the module functions given to click as an option's or argument's
    `callback=` (click calls them with the context first: `callback(ctx, param, value)`)."""
    found: set[int] = set()
    for call in facts.of_type(ast.Call):
        given = [item.value for item in call.keywords if item.arg in _CALLBACK_KEYWORDS]
        if not given or not any(
            name.startswith("click.") for name in facts.names.names(call.func)
        ):
            continue
        for value in given:
            bindings = facts.names.bindings_of(value) if isinstance(value, ast.Name) else None
            found.update(id(item) for kind, item in bindings or () if kind == "def")
    return frozenset(found)


def _attribute_values(facts: StrictFacts, attribute: str) -> list[ast.expr | None]:
    """What the module gives `<anything>.<attribute>` (`self.parser = parser`) and what
    class bodies bind the name to (None: an attribute the code may set by name)."""
    if sets_attributes_by_name(facts):
        return [None]
    given: list[ast.expr | None] = list(facts.names.attribute_values.get(attribute, []))
    return given + facts.derived(_class_body_values).get(attribute, [])


def _class_body_values(facts: StrictFacts) -> dict[str, list[ast.expr | None]]:
    """What the class bodies of the code bind each name to (None: without a value)."""
    found: dict[str, list[ast.expr | None]] = {}
    for cls in facts.of_type(ast.ClassDef):
        for statement in cls.body:
            targets: list[ast.expr] = []
            if isinstance(statement, ast.Assign):
                targets = statement.targets
            elif isinstance(statement, ast.AnnAssign | ast.AugAssign):
                targets = [statement.target]
            value = statement.value if isinstance(statement, ast.Assign | ast.AnnAssign) else None
            for target in targets:
                if isinstance(target, ast.Name):
                    found.setdefault(target.id, []).append(value)
    return found


def _instance_classes(facts: StrictFacts, owner: ast.expr, call: ast.Call) -> frozenset[str]:
    """The library classes `owner` is an instance of: `self` in a method of a class deriving
    from them (through module classes), or a parameter annotated with one."""
    if not isinstance(owner, ast.Name):
        return frozenset()
    function = facts.owner(call, through_lambdas=False)
    if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
        return frozenset()
    cls = facts.owner(function)
    if owner.id == "self" and isinstance(cls, ast.ClassDef):
        model = class_model(facts)
        return frozenset().union(
            *(model.base_names(item) for item in (cls, *model.ancestors(cls)))
        )
    annotation = parameter_annotation(function.args, owner.id)
    return frozenset() if annotation is None else facts.names.names(annotation)


_CALLS_THAT_EXIT = _LIBRARY_EXITS | EXIT_CALLS
_NO_RETURN = frozenset({"typing.NoReturn", "typing.Never", "typing_extensions.NoReturn",
                        "typing_extensions.Never"})  # fmt: skip
"""Return annotations that say a function never returns."""


def _module_exit(
    facts: StrictFacts, func: ast.expr, seen: frozenset[int], *, awaited: bool = False
) -> bool:
    """A name of a function the module defines (every `def` its name may be) that never
    returns: annotated `-> NoReturn`/`Never`, or whose body has no `return` and always
    ends in `raise`, `sys.exit()`, a library exit or another such call (`die(message)`);
    an `async def` too when the call is awaited (`await reject(reason)`)."""
    if not isinstance(func, ast.Name):
        return False
    bindings = facts.names.bindings_of(func) or []
    return bool(bindings) and all(
        id(value) not in seen
        and _binding_exits(facts, kind, value, seen | {id(value)}, awaited=awaited)
        for kind, value in bindings
    )


def _binding_exits(
    facts: StrictFacts, kind: str, value: object, seen: frozenset[int], *, awaited: bool = False
) -> bool:
    """Whether a function bound to a name never returns: a `def` (see `_exits_always`), a
    lambda whose body is such a call (`die = lambda message: sys.exit(message)`),
    `functools.partial` of one (`die = functools.partial(sys.exit, 1)`), an instance of a
    module class whose `__call__` never returns (`fail = Fatal()`), or what a module
    factory hands back (`fail = make_failer(ValueError)`)."""
    if kind == "def":
        return runs_when_called(value, awaited=awaited) and _exits_always(facts, value, seen)
    if kind != "expr":
        return False
    known = facts.memo(_binding_exits)  # id(lambda or partial) -> the answer
    if id(value) not in known:
        known[id(value)] = _bound_value_exits(facts, value, seen)
    return known[id(value)]


def _bound_value_exits(facts: StrictFacts, value: object, seen: frozenset[int]) -> bool:
    """`_binding_exits` of a lambda or a call making a function (`functools.partial`, a
    module class, a module factory), worked out once per value (as `_exits_always` is
    per function: a chain of `n` such names called from `n` branches costs `n`, not `n`
    squared)."""
    if isinstance(value, ast.Lambda):
        body = value.body
        if isinstance(body, ast.Tuple) and body.elts:  # `lambda m: (print(m), sys.exit(1))`
            body = body.elts[-1]
        return isinstance(body, ast.Call) and _never_returns(facts, body, seen)
    if not isinstance(value, ast.Call):
        return False
    if value.args and facts.names.names(value.func) & _PARTIAL:
        wrapped = value.args[0]
        return bool(facts.names.names(wrapped) & _CALLS_THAT_EXIT) or _callable_exits(
            facts, wrapped, seen
        )
    return _instance_exits(facts, value, seen) or _factory_exits(facts, value, seen)


_PARTIAL = frozenset({"functools.partial"})


def _callable_exits(facts: StrictFacts, node: ast.expr, seen: frozenset[int]) -> bool:
    """Whether calling the function `node` stands for never returns: a name of one (see
    `_module_exit`), a lambda or a call making one (see `_bound_value_exits`), or a
    static method called through its class (`Cli.fatal`)."""
    if isinstance(node, ast.Lambda | ast.Call):
        return _binding_exits(facts, "expr", node, seen)
    return _module_exit(facts, node, seen) or _static_exit(facts, node, seen)


def _module_class(facts: StrictFacts, func: ast.expr) -> ast.ClassDef | None:
    """The module class a name is bound to, when it is bound once, to a class."""
    if not isinstance(func, ast.Name):
        return None
    bindings = facts.names.bindings_of(func) or []
    if len(bindings) != 1 or not isinstance(bindings[0][1], ast.ClassDef):
        return None
    return bindings[0][1]


def _instance_exits(facts: StrictFacts, made: ast.Call, seen: frozenset[int]) -> bool:
    """`fail = Fatal()`, then `fail(message)`: an instance of a module class whose
    `__call__` (its own or a module base's) never returns (see `_exits_always`)."""
    cls = _module_class(facts, made.func)
    if cls is None:
        return False
    method = class_model(facts).resolved(cls, "__call__")
    return (
        isinstance(method, ast.FunctionDef)
        and id(method) not in seen
        and _exits_always(facts, method, seen | {id(method)})
    )


def _construction_exits(facts: StrictFacts, call: ast.Call, seen: frozenset[int]) -> bool:
    """`_Rejected(message)`: a call of a module class (bound once, no metaclass, no
    `__new__` of its own or a module base's) whose `__init__` (its own or a module base's)
    never returns (see `_exits_always`): making one always raises."""
    cls = _module_class(facts, call.func)
    if cls is None or cls.keywords:
        return False
    model = class_model(facts)
    if model.resolved(cls, "__new__") is not None:
        return False
    method = model.resolved(cls, "__init__")
    return (
        isinstance(method, ast.FunctionDef)
        and id(method) not in seen
        and _exits_always(facts, method, seen | {id(method)})
    )


def _factory_exits(facts: StrictFacts, made: ast.Call, seen: frozenset[int]) -> bool:
    """`config_error = make_failer(ValueError)`: a call of a module function (every `def`
    its name may be) each of whose `return`s hands back a function that never returns
    (see `_callable_exits`), and which does not yield."""
    if not isinstance(made.func, ast.Name):
        return False
    bindings = facts.names.bindings_of(made.func) or []
    factories = [value for _, value in bindings if isinstance(value, ast.FunctionDef)]
    return (
        bool(bindings)
        and len(factories) == len(bindings)
        and all(
            id(factory) not in seen and _hands_back_an_exit(facts, factory, seen | {id(factory)})
            for factory in factories
        )
    )


def _hands_back_an_exit(
    facts: StrictFacts, factory: ast.FunctionDef, seen: frozenset[int]
) -> bool:
    """See `_factory_exits`."""
    leaving = [
        node
        for node in own_nodes(factory)
        if isinstance(node, ast.Return | ast.Yield | ast.YieldFrom)
    ]
    return bool(leaving) and all(
        isinstance(node, ast.Return)
        and node.value is not None
        and _callable_exits(facts, node.value, seen)
        for node in leaving
    )


_EXEC = frozenset({"builtins.exec"})


def _runs_an_exit(facts: StrictFacts, call: ast.Call) -> bool:
    """`exec("raise ValueError('no path')")`: code run from a constant string whose
    statements always leave (see `_leaves`), judged as the code it holds."""
    if not (call.args and facts.runs_code_dynamically):
        return False
    if not facts.names.names(call.func) & _EXEC:
        return False
    source = facts.source_of(call.args[0])
    inner = None if source is None else facts.embedded(source)
    return inner is not None and _leaves(inner.tree.body, inner)


def _throws_into_generator(call: ast.Call) -> bool:
    """`(_ for _ in ()).throw(ValueError(...))`: a raise written as an expression."""
    return (
        isinstance(call.func, ast.Attribute)
        and call.func.attr == "throw"
        and isinstance(call.func.value, ast.GeneratorExp)
    )


def _exits_always(
    facts: StrictFacts, node: ast.FunctionDef | ast.AsyncFunctionDef, seen: frozenset[int]
) -> bool:
    """Whether calling the module function `node` never returns (see `_module_exit`),
    answered once per function: `seen` only cuts a cycle of calls, and every function on
    one is answered False whichever of them the search starts from, so the answer does
    not depend on it (a chain of `n` helpers called from `n` branches costs `n`, not
    `n` squared)."""
    known = facts.memo(_exits_always)  # id(module function) -> the answer
    if id(node) not in known:
        known[id(node)] = _decides_exit(facts, node, seen)
    return known[id(node)]


def _decides_exit(
    facts: StrictFacts, node: ast.FunctionDef | ast.AsyncFunctionDef, seen: frozenset[int]
) -> bool:
    """`_exits_always`, worked out."""
    if node.returns is not None and any(
        isinstance(part, ast.Name | ast.Attribute) and facts.names.names(part) & _NO_RETURN
        for part in facts.annotation_nodes(node.returns)
    ):
        return True
    if any(isinstance(part, ast.Return | ast.Yield | ast.YieldFrom) for part in own_nodes(node)):
        return False
    statements = without_noops(node.body)
    last = statements[-1] if statements else None
    if isinstance(last, ast.Expr) and isinstance(last.value, ast.Call):
        return _never_returns(facts, last.value, seen)
    if isinstance(last, ast.Expr) and awaited_call(last.value) is not None:
        return _never_returns(facts, awaited_call(last.value), seen, awaited=True)  # type: ignore[arg-type]
    return always_exits(node.body, facts)


def _never_returns(
    facts: StrictFacts,
    call: ast.Call,
    seen: frozenset[int] = frozenset(),
    *,
    awaited: bool = False,
) -> bool:
    """A call of a library function or method that never returns (see `_LIBRARY_EXITS`),
    or of a module function that never does (see `_module_exit`), or a method of a base
    class called through `super()` or the base's name that never does (`_base_exit`);
    `awaited`: the call is awaited, so an `async def` runs."""
    if facts.names.names(call.func) & _CALLS_THAT_EXIT or _throws_into_generator(call):
        return True
    if _kills_itself(facts, call):
        return True
    func = call.func  # (not through `_callable_exits`: a chain of names goes deep)
    if _module_exit(facts, func, seen, awaited=awaited) or _static_exit(
        facts, func, seen, awaited=awaited
    ):
        return True
    if isinstance(func, ast.Lambda | ast.Call) and _binding_exits(facts, "expr", func, seen):
        return True  # `(lambda m: sys.exit(m))(message)`, `Fatal()(message)`
    if _own_method_exit(facts, call, seen, awaited=awaited):
        return True
    if not awaited and _construction_exits(facts, call, seen):
        return True
    if _base_exit(facts, call, seen, awaited=awaited):
        return True
    if _runs_an_exit(facts, call):
        return True
    return _library_method_exit(facts, call)


def _library_method_exit(facts: StrictFacts, call: ast.Call) -> bool:
    """`self.fail(msg)` in a `unittest.TestCase`, `ctx.exit(2)` on a `click.Context` (see
    `_EXITING_METHODS`), or a TestCase assertion that holds for no run (`_failing_assertion`)."""
    if not isinstance(call.func, ast.Attribute):
        return False
    if _failing_assertion(call):
        classes = _instance_classes(facts, call.func.value, call)
        return _TEST_CASE in classes | _made_as(facts, call.func.value)
    if call.func.attr not in _EXITING_NAMES:
        return False
    classes = _instance_classes(facts, call.func.value, call) | _made_as(facts, call.func.value)
    return any(call.func.attr in _EXITING_METHODS.get(name, ()) for name in classes)


_TEST_CASE = "unittest.TestCase"
_CONSTANT_ASSERTS = {"assertTrue": False, "assert_": False, "failUnless": False,
                     "assertFalse": True, "failIf": True}  # fmt: skip
"""TestCase assertions that always fail on a constant of this truth: `self.assertTrue(False,
msg)` and `self.assertFalse(True)` raise as `self.fail(msg)` does."""


def _failing_assertion(call: ast.Call) -> bool:
    """`x.assertTrue(False, ...)` (also `assert_`, `failUnless`, or `assertFalse` and
    `failIf` with a true constant): an assertion that holds for no run."""
    failing = _CONSTANT_ASSERTS.get(call.func.attr)  # type: ignore[attr-defined]
    return (
        failing is not None
        and bool(call.args)
        and isinstance(call.args[0], ast.Constant)
        and bool(call.args[0].value) is failing
    )


_ABSTRACT = frozenset({"abc.abstractmethod", "typing.overload", "typing_extensions.overload"})


def _own_method_exit(
    facts: StrictFacts, call: ast.Call, seen: frozenset[int], *, awaited: bool = False
) -> bool:
    """`self._fail(message)` in a method: the method an instance of the class around runs
    (its own or a module base's) never returns (see `_exits_always`), nor does any
    override in the module's subclasses; one meant to be overridden (raising
    `NotImplementedError`, or abstract) is not counted (a subclass elsewhere may
    override any method, which honest code rarely does to one that only raises)."""
    func = call.func
    receiver = _receiver(facts, func.value) if isinstance(func, ast.Attribute) else None
    if receiver is None:
        return False
    method = facts.owner(call, through_lambdas=False)
    if not isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef):
        return False
    cls = facts.owner(method)
    if not isinstance(cls, ast.ClassDef) or receiver.id != _first_parameter(method):
        return False
    model = class_model(facts)
    targets = [model.resolved(item, func.attr) for item in (cls, *model.subclasses(cls))]
    return bool(targets) and all(
        runs_when_called(target, awaited=awaited)
        and id(target) not in seen
        and not _meant_to_be_overridden(facts, target)  # type: ignore[arg-type]
        and _exits_always(facts, target, seen | {id(target)})
        for target in targets
    )


_TYPE = frozenset({"builtins.type"})


def _receiver(facts: StrictFacts, node: ast.expr) -> ast.Name | None:
    """The name of the instance a method is called through: `self` in `self._fail(...)`,
    `type(self)._fail(...)` and `self.__class__._fail(...)` (the class of the instance runs
    the same definition); else None."""
    node = viewed(node, facts, "__class__", _TYPE) or node
    return node if isinstance(node, ast.Name) else None


def _first_parameter(method: ast.FunctionDef | ast.AsyncFunctionDef) -> str | None:
    """`self` (or whatever the method names its first parameter)."""
    arguments = [*method.args.posonlyargs, *method.args.args]
    return arguments[0].arg if arguments else None


def _meant_to_be_overridden(facts: StrictFacts, method: ast.FunctionDef) -> bool:
    """An abstract method, or one raising `NotImplementedError`: a subclass supplies it."""
    if any(facts.names.names(item) & _ABSTRACT for item in method.decorator_list):
        return True
    return any(
        isinstance(node, ast.Raise)
        and node.exc is not None
        and "builtins.NotImplementedError"
        in facts.names.names(node.exc.func if isinstance(node.exc, ast.Call) else node.exc)
        for node in ast.walk(method)
    )


_SUPER = frozenset({"builtins.super"})


def _base_exit(
    facts: StrictFacts, call: ast.Call, seen: frozenset[int], *, awaited: bool = False
) -> bool:
    """`super().fail(message)` (also `super(Check, self)`) in a method of a module class
    whose bases are all module classes, or `Base.fail(self, message)` on the method's
    own instance: the base's definition runs, whatever subclass the instance is of, and
    it never returns (see `_exits_always`). Through `super()`, every order of classes
    the module's subclasses make is followed: each must reach such a definition."""
    func = call.func
    if not isinstance(func, ast.Attribute):
        return False
    method = facts.owner(call, through_lambdas=False)
    if not isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef):
        return False
    cls = facts.owner(method)
    if not isinstance(cls, ast.ClassDef):
        return False
    model = class_model(facts)
    receiver = func.value
    if isinstance(receiver, ast.Call) and facts.names.names(receiver.func) & _SUPER:
        if len(model.bases(cls)) != len(cls.bases) or receiver.keywords:
            return False  # (a base from elsewhere may come first)
        if receiver.args and not (
            len(receiver.args) == _SUPER_ARGUMENTS
            and isinstance(receiver.args[0], ast.Name)
            and receiver.args[0].id == cls.name
            and isinstance(receiver.args[1], ast.Name)
            and receiver.args[1].id == _first_parameter(method)
        ):
            return False
        targets = [
            _next_in_order(model, item, cls, func.attr) for item in (cls, *model.subclasses(cls))
        ]
    elif (
        isinstance(receiver, ast.Name)
        and call.args
        and isinstance(call.args[0], ast.Name)
        and call.args[0].id == _first_parameter(method)
        and (base := _module_class(facts, receiver)) is not None
        and base in model.ancestors(cls)
    ):
        targets = [model.resolved(base, func.attr)]
    else:
        return False
    return all(
        runs_when_called(target, awaited=awaited)
        and id(target) not in seen
        and _exits_always(facts, target, seen | {id(target)})  # type: ignore[arg-type]
        for target in targets
    )


_SUPER_ARGUMENTS = 2


def _next_in_order(
    model: ClassModel, instance: ast.ClassDef, cls: ast.ClassDef, name: str
) -> FunctionNode | None:
    """The method `name` that `super()` in `cls` finds for an instance of `instance`:
    the first definition after `cls` in `instance`'s order of classes."""
    order = model.mro(instance)
    if cls not in order:
        return None
    after = order[order.index(cls) + 1 :]
    return next((found for item in after if (found := own_method(item, name))), None)


_STATIC = frozenset({"builtins.staticmethod", "builtins.classmethod"})


def _static_exit(
    facts: StrictFacts, func: ast.expr, seen: frozenset[int], *, awaited: bool = False
) -> bool:
    """`Cli.fatal(message)`: a static or class method of a module class, called through
    the class's own name (no subclass can override what runs), that never returns (see
    `_exits_always`)."""
    if not (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)):
        return False
    bindings = facts.names.bindings_of(func.value) or []
    if len(bindings) != 1 or not isinstance(bindings[0][1], ast.ClassDef):
        return False
    method = own_method(bindings[0][1], func.attr)
    return (
        runs_when_called(method, awaited=awaited)
        and any(facts.names.names(item) & _STATIC for item in method.decorator_list)  # type: ignore[union-attr]
        and id(method) not in seen
        and _exits_always(facts, method, seen | {id(method)})
    )


def _builtin_exception(facts: StrictFacts, node: ast.expr) -> type[BaseException] | None:
    """The builtin exception class a name or attribute chain always resolves to, else
    None."""
    if not isinstance(node, ast.Name | ast.Attribute):
        return None
    names = facts.names.names(node)
    if len(names) != 1:
        return None
    module, _, leaf = next(iter(names)).rpartition(".")
    found = getattr(builtins, leaf, None) if module == "builtins" else None
    is_exception = isinstance(found, type) and issubclass(found, BaseException)
    return found if is_exception else None  # type: ignore[return-value]


def _ends_past_suppress(body: list[ast.stmt], facts: StrictFacts) -> bool:
    """A block whose last statement is a raise no `suppress` around it catches (see
    `_raise_past_suppress`)."""
    working = without_noops(body)
    return bool(working) and _raise_past_suppress(working[-1], facts)


def _raise_past_suppress(last: ast.stmt, facts: StrictFacts) -> bool:
    """`with contextlib.suppress(KeyError): raise ValueError('...')`: a `with` block of
    `suppress` calls of builtin exception classes holding only a `raise` of a builtin
    exception class none of them catches (made from constants alone, so making it raises
    nothing else) always leaves; an unknown class may be suppressed, so it does not."""
    if not isinstance(last, ast.With) or "suppress" not in facts.code:
        return False
    caught: list[type[BaseException]] = []
    for item in last.items:
        context = item.context_expr
        if not isinstance(context, ast.Call) or context.keywords or item.optional_vars:
            return False
        if "contextlib.suppress" not in facts.names.names(context.func):
            return False
        kinds = [_builtin_exception(facts, arg) for arg in context.args]
        if None in kinds:
            return False
        caught += kinds  # type: ignore[arg-type]
    body = without_noops(last.body)
    if len(body) != 1:
        return False
    only = body[0]
    if isinstance(only, ast.With):
        return _raise_past_suppress(only, facts) and _escapes(facts, only, caught)
    return _escapes(facts, only, caught)


def _escapes(facts: StrictFacts, only: ast.stmt, caught: list[type[BaseException]]) -> bool:
    """Whether `only` is a `raise` (or a `with` of `_raise_past_suppress`) of a builtin
    exception class no class of `caught` catches."""
    while isinstance(only, ast.With):
        only = without_noops(only.body)[0]
    if not isinstance(only, ast.Raise) or only.exc is None or only.cause is not None:
        return False
    raised = only.exc
    if isinstance(raised, ast.Call):
        if raised.keywords or not all(isinstance(arg, ast.Constant) for arg in raised.args):
            return False
        raised = raised.func
    kind = _builtin_exception(facts, raised)
    return kind is not None and not any(issubclass(kind, other) for other in caught)


def _library_exit(last: ast.stmt, facts: StrictFacts) -> bool:
    """Whether a branch's last working statement is a library call that never returns (see
    `_LIBRARY_EXITS`, `_EXITING_METHODS`) or `assert False`, which always raises."""
    if isinstance(last, ast.Assert):
        return isinstance(last.test, ast.Constant) and not last.test.value
    if not isinstance(last, ast.Expr):
        return False
    if isinstance(last.value, ast.Call):
        return _never_returns(facts, last.value)
    call = awaited_call(last.value)
    return call is not None and _never_returns(facts, call, awaited=True)


_ENDLESS = frozenset({"itertools.count"})
_REPEAT = frozenset({"itertools.repeat"})
_NESTED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
_LOOP_KINDS = (ast.For, ast.AsyncFor, ast.While)


_CYCLE = frozenset({"itertools.cycle"})
_ENUMERATE = frozenset({"builtins.enumerate"})
_ITER = frozenset({"builtins.iter"})
_EMPTY_MAKERS = {f"builtins.{kind.__name__}": kind for kind in (
    int, float, complex, str, bytes, bool, list, tuple, dict, set, frozenset, object,
)}  # fmt: skip
"""Builtins whose call with no argument always gives the same value (a new `object()`
equals nothing else)."""


def _made_value(facts: StrictFacts, func: ast.expr) -> tuple[bool, object]:
    """(known, value) of what calling `func` with no argument always gives: a builtin
    type (`int()` is 0) or a lambda of a constant (`lambda: 0`)."""
    if isinstance(func, ast.Lambda):
        body = func.body
        plain = not (func.args.args or func.args.posonlyargs or func.args.vararg)
        if plain and isinstance(body, ast.Constant):
            return True, body.value
        return False, None
    made = [_EMPTY_MAKERS[name] for name in facts.names.names(func) if name in _EMPTY_MAKERS]
    return (True, made[0]()) if len(made) == 1 else (False, None)


def _endless_iterable(facts: StrictFacts, node: ast.expr) -> bool:
    """`itertools.count()`, `itertools.repeat(x)`, `itertools.cycle` of a non-empty literal,
    `iter(f, sentinel)` where `f()` always gives a value other than the sentinel (`iter(int,
    1)`, `iter(lambda: 0, None)`), or `enumerate` of one of them: an iterable without end."""
    if not isinstance(node, ast.Call):
        return False
    made = facts.names.names(node.func)
    args = node.args
    if made & _ENDLESS:
        return True
    if made & _REPEAT:
        return len(args) == 1 and not node.keywords
    if made & _CYCLE:
        literal = args[0] if len(args) == 1 else None
        return isinstance(literal, ast.List | ast.Tuple) and bool(literal.elts)
    if made & _ENUMERATE:
        return bool(args) and _endless_iterable(facts, args[0])
    if not made & _ITER or len(args) != 2 or node.keywords:  # noqa: PLR2004
        return False
    known, value = _made_value(facts, args[0])
    try:
        sentinel = ast.literal_eval(args[1])
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False
    return known and value != sentinel


def _endless(loop: ast.stmt, facts: StrictFacts) -> bool:
    """`while True:` (any test true by its value, see `_value_truth`: `while not False:`,
    `while [x]:`, `while 2 > 1:`), or a
    `for` loop over an endless iterable (see `_endless_iterable`: `itertools.count()`,
    `iter(int, 1)`), with no `break` of its own and a `return`, `raise` or exit call in
    it: a loop left only that way, never by falling through to what follows it (an endless
    loop with no way out, a daemon's, is not counted)."""
    if isinstance(loop, ast.While):
        endless = bool(truth_of(loop.test, lambda part: _value_truth(facts, part)))
    elif isinstance(loop, ast.For):
        endless = _endless_iterable(facts, loop.iter)
    else:
        return False
    if not endless:
        return False
    breaks, leaves = False, False
    stack: list[ast.AST] = list(loop.body)
    while stack and not breaks:
        node = stack.pop()
        breaks = isinstance(node, ast.Break)
        leaves = (
            leaves
            or isinstance(node, ast.Return | ast.Raise)
            or (isinstance(node, ast.Call) and bool(facts.names.names(node.func) & EXIT_CALLS))
        )
        if isinstance(node, _LOOP_KINDS):
            stack += node.orelse  # (a `break` in an inner loop's body ends that loop)
        elif not isinstance(node, _NESTED):
            stack.extend(ast.iter_child_nodes(node))
    return leaves and not breaks


def _value_truth(facts: StrictFacts, node: ast.expr) -> bool | None:
    """The truth a test always has by its value (None where it may differ): a constant's,
    a literal's that is empty or has an item (`[lines]`, `(x,)`, `{key: value}`; an
    unpacked `*items` may be empty), a lambda's (a function is true), an f-string's with
    text of its own, a comparison's that the values settle (`2 > 1`, `'a' < 'b'`, see
    `comparison_truth`), or that of the value a `:=` binds."""
    while isinstance(node, ast.NamedExpr):
        node = node.value
    if isinstance(node, ast.Constant):
        return bool(node.value)
    if isinstance(node, ast.List | ast.Tuple | ast.Set | ast.Dict):
        items = node.keys if isinstance(node, ast.Dict) else node.elts
        if any(item is not None and not isinstance(item, ast.Starred) for item in items):
            return True
        return False if not items else None
    if isinstance(node, ast.Lambda):
        return True
    if isinstance(node, ast.JoinedStr):
        text = any(isinstance(part, ast.Constant) and part.value for part in node.values)
        return True if text else None
    return comparison_truth(node, facts) if isinstance(node, ast.Compare) else None


def _else_exits(loop: ast.stmt, facts: StrictFacts) -> bool:
    """A loop with no `break` of its own and an `else:` that always exits (`for ...:
    if hit: return item` / `else: raise LookupError`): the `else` runs whenever the loop
    ends, so the loop is left only by its exits."""
    return (
        isinstance(loop, _LOOP_KINDS)
        and bool(loop.orelse)
        and not left_by_its_own_break(loop)
        and _leaves(loop.orelse, facts)
    )


def _jumps_itself(loop: ast.For | ast.AsyncFor) -> bool:
    """Whether a `break` or `continue` of the loop itself is in its body (not in a loop
    inside it, save that loop's `else`, nor in a definition)."""
    stack: list[ast.AST] = list(loop.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Break | ast.Continue):
            return True
        if isinstance(node, _NESTED):
            continue
        fields = ("orelse",) if isinstance(node, _LOOP_KINDS) else _HOLDERS
        for name in fields:
            stack.extend(getattr(node, name, None) or ())
    return False


_HOLDERS = ("body", "orelse", "finalbody", "handlers", "cases")
_RANGE = frozenset({"builtins.range"})


def _not_empty(facts: StrictFacts, node: ast.expr) -> bool:
    """A literal that always has an item: a list, tuple or set literal with an item that
    is not starred, a non-empty string or bytes constant, a dict literal with a key, or
    `range(...)` of integer constants that is not empty (`range(1)`, `range(0, 3)`)."""
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return any(not isinstance(item, ast.Starred) for item in node.elts)
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str | bytes) and bool(node.value)
    if isinstance(node, ast.Dict):
        return any(key is not None for key in node.keys)
    if not (isinstance(node, ast.Call) and facts.names.names(node.func) & _RANGE):
        return False
    bounds = [arg.value if isinstance(arg, ast.Constant) else None for arg in node.args]
    if node.keywords or not 1 <= len(bounds) <= 3 or not all(type(b) is int for b in bounds):  # noqa: PLR2004
        return False
    return bool(range(*bounds))  # type: ignore[arg-type]


def _runs_once_at_least(last: ast.stmt, facts: StrictFacts) -> bool:
    """A `for` loop over a literal that always has an item (`for _ in range(1):`, `for
    value in [False]:`) whose body always exits, with no `break` or `continue` of its
    own: its first pass leaves."""
    return (
        isinstance(last, ast.For)
        and _not_empty(facts, last.iter)
        and not _jumps_itself(last)
        and _leaves(last.body, facts)
    )


def _settled_branch(last: ast.stmt, facts: StrictFacts) -> bool:
    """An `if` whose test is settled by its value (`if True:`, `if 2 > 1:`, also behind
    `not`, `and`, `or`: see `_value_truth`) and whose branch taken always exits."""
    if not isinstance(last, ast.If):
        return False
    truth = truth_of(last.test, lambda part: _value_truth(facts, part))
    if truth is None:
        return False
    return _leaves(last.body if truth else last.orelse, facts)


_FLIPPED = {ast.Lt: ast.GtE, ast.GtE: ast.Lt, ast.Gt: ast.LtE, ast.LtE: ast.Gt,
            ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Is: ast.IsNot, ast.IsNot: ast.Is,
            ast.In: ast.NotIn, ast.NotIn: ast.In}  # fmt: skip
"""Each comparison operator -> the one true exactly when it is false."""
_MIRRORED = {ast.Lt: ast.Gt, ast.Gt: ast.Lt, ast.LtE: ast.GtE, ast.GtE: ast.LtE,
             ast.Eq: ast.Eq, ast.NotEq: ast.NotEq}  # fmt: skip
"""Each order operator -> the one with its sides swapped (`a < b` is `b > a`)."""


def _complements(first: ast.expr, second: ast.expr) -> bool:
    """Whether `second` is the negation of `first`: `not c` of `c` (either way round), or
    the same comparison with the opposite operator (`t > 0` and `t <= 0`, also written
    `0 >= t`)."""
    if any(
        isinstance(other, ast.UnaryOp)
        and isinstance(other.op, ast.Not)
        and ast.dump(other.operand) == ast.dump(one)
        for one, other in ((first, second), (second, first))
    ):
        return True
    if not (isinstance(first, ast.Compare) and isinstance(second, ast.Compare)):
        return False
    if len(first.ops) != 1 or len(second.ops) != 1:
        return False
    flipped = _FLIPPED.get(type(first.ops[0]))
    sides = (ast.dump(first.left), ast.dump(first.comparators[0]))
    if sides == (ast.dump(second.left), ast.dump(second.comparators[0])):
        return type(second.ops[0]) is flipped
    mirrored = _MIRRORED.get(flipped) if flipped is not None else None
    swapped = (ast.dump(second.comparators[0]), ast.dump(second.left))
    return sides == swapped and mirrored is not None and type(second.ops[0]) is mirrored


def _previous_statements(facts: StrictFacts) -> dict[int, ast.stmt]:
    """id() of each statement -> the working statement before it in its block."""
    found: dict[int, ast.stmt] = {}
    for node in facts.nodes:
        for name in _HOLDERS:
            block = getattr(node, name, None)
            if isinstance(block, list) and len(block) > 1 and isinstance(block[0], ast.stmt):
                working = without_noops(block)
                found.update(zip(map(id, working[1:]), working, strict=False))
    return found


def _complementary_guards(last: ast.stmt, facts: StrictFacts) -> bool:
    """`if c: return a` / `if not c: return b` (or `t > 0` / `t <= 0`) ending a branch:
    of two `if`s without `else` that each always exit, one of which always runs."""
    if not (isinstance(last, ast.If) and not last.orelse):
        return False
    before = facts.derived(_previous_statements).get(id(last))
    return (
        isinstance(before, ast.If)
        and not before.orelse
        and _complements(before.test, last.test)
        and _leaves(last.body, facts)
        and _leaves(before.body, facts)
    )


def _leaves(body: list[ast.stmt], facts: StrictFacts) -> bool:
    """Whether a branch always exits (see `always_exits`), also by a library exit
    (`_library_exit`), an endless loop left only by `return` or `raise` (`_endless`), a
    loop whose `else:` exits (`_else_exits`), a loop over a literal with an item whose
    body exits (`_runs_once_at_least`), an `if` settled by its test's value whose branch
    taken exits (`_settled_branch`) or two complementary guards that exit
    (`_complementary_guards`),
    at any depth of the `if`/`else`, `with`, `try` or `match` statements it ends in, or a
    `match` of `case True:` and `case False:` (no guards) each of which exits
    (`_bool_match_exits`)."""
    return (
        always_exits(
            body,
            facts,
            also=lambda last: (
                _library_exit(last, facts)
                or _endless(last, facts)
                or _else_exits(last, facts)
                or _runs_once_at_least(last, facts)
                or _settled_branch(last, facts)
                or _complementary_guards(last, facts)
            ),
        )
        or leaves_despite_suppress(body, facts, lambda block: _leaves(block, facts))
        or _ends_past_suppress(body, facts)
        or _bool_match_exits(body, facts)
    )


def _bool_match_exits(body: list[ast.stmt], facts: StrictFacts) -> bool:
    """A block that ends in a `match` over a truth value, `case True:` and `case False:`
    (in either order, no guards, nothing else), each case's body exiting: read as a switch
    on a bool, it always leaves."""
    last = body[-1] if body else None
    if not isinstance(last, ast.Match) or len(last.cases) != 2:  # noqa: PLR2004
        return False
    seen = {
        case.pattern.value
        for case in last.cases
        if case.guard is None and isinstance(case.pattern, ast.MatchSingleton)
    }
    return seen == {True, False} and all(_leaves(case.body, facts) for case in last.cases)


def _elif_parents(facts: StrictFacts) -> dict[int, ast.If]:
    """id() of each `elif` -> the `if` or `elif` it continues."""
    return {
        id(node.orelse[0]): node
        for node in facts.of_type(ast.If)
        if len(node.orelse) == 1 and is_elif(node, node.orelse[0])
    }


def _falls_through_before(node: ast.If, parents: dict[int, ast.If], facts: StrictFacts) -> bool:
    """Whether an earlier branch of the chain `node` is an `elif` of does work and goes on
    after the chain (`if a: x = 1` / `elif b: return` / `else: ...`): the `else` cannot
    become plain code after the chain, which that branch would then run too."""
    parent = parents.get(id(node))
    while parent is not None:
        if (
            not isinstance(parent.test, ast.Constant)
            and without_noops(parent.body)
            and not always_exits(parent.body, facts)
        ):
            return True
        parent = parents.get(id(parent))
    return False


class NoElseAfterExit(Instruction):
    """Drop the else after a branch that leaves.

    What it asks:
        When an `if` (or `elif`) branch ends in `return`, `raise`, `break` or `continue`,
        the code after it is not wrapped in `else` or `elif`: it follows unindented, as
        a plain statement or a new `if`.

    Why:
        The `else` adds indentation and suggests two equal paths where there is really a
        guard clause and a main path. Removing it keeps the main logic at the left margin.

    Verified by:
        Ruff flake8-return RET505 (else after return), RET506 (after raise), RET507
        (after continue) and RET508 (after break). Ruff applies them inside functions,
        and only when the branch's last statement is the return, raise, break or
        continue itself.

    Strict mode:
        Fails an `else`/`elif` after any branch that always exits, wherever it is
        (module-level loops included): the branch may end in a return, raise, break or
        continue, in `sys.exit()`/`exit()`/`os._exit()` (or, as its last statement, in
        a library call that never returns: `parser.error(...)`/`parser.exit()` on an
        `argparse.ArgumentParser` the code builds, Flask's or werkzeug's `abort(...)`,
        `pytest.fail/skip/xfail/exit`, `os.exec*`, `typing.assert_never(...)` (also
        from `typing_extensions`), `_thread.exit()`, SIGKILL sent to the process itself
        (`signal.raise_signal(signal.SIGKILL)`, `os.kill(os.getpid(), signal.SIGKILL)`,
        through any alias: other signals may be handled and return),
        `click.get_current_context().exit()`,
        `exit`/`fail`/`abort` on a `click.Context` or `typer.Context`, `error`/`exit` on
        an `argparse.ArgumentParser` or `optparse.OptionParser`, each known by how it is
        made or handed over: a parameter annotated with the class, a call of it, what
        `click.get_current_context()` or `add_subparsers().add_parser(...)` hands back,
        the first parameter of a `click.pass_context` function or of a function given
        to click as `callback=`, a module function every `return` of which hands back
        one, or a name, parameter or attribute every value the module gives agrees on
        (`parser = build_parser()`, `validate(args, parser)` called with one,
        `self.parser = parser`), `self.fail(...)`/`self.skipTest(...)` in a
        `unittest.TestCase`, and there an assertion on a constant that never holds
        (`self.assertTrue(False, msg)`, `assert_`/`failUnless`, or `assertFalse(True)`/
        `failIf` with a true constant); in a call of a function the module defines that never
        returns: annotated `-> NoReturn`/`Never`, or with no `return` and a body that
        ends in `raise`, `sys.exit()`, a library exit or another such call, as `def
        die(message): print(message); sys.exit(1)`, or a static or class method of a
        module class called through the class's name, `Cli.fatal(message)`, or a name
        bound to a lambda whose body is such a call or a tuple ending in one, `die =
        lambda m: sys.exit(m)`, to `functools.partial` of one, to an instance of a
        module class whose `__call__` never returns (`fail = Fatal()`), or to what a
        module function hands back when each of its `return`s hands back such a
        function (`fail = make_failer(ValueError)`), or a module class (bound once, no
        metaclass, no module `__new__`) whose `__init__` never returns, called (making
        one always raises: `_Rejected(message)`), or such a lambda, instance or
        factory's result called in place (`(lambda m: sys.exit(m))(message)`,
        `Fatal()(message)`), or a method called on the method's own instance
        (`self._fail(message)`, also through its class, `type(self)._fail(message)` or
        `self.__class__._fail(message)`) whose definition that instance runs, and
        every override in the module's subclasses, never returns (not one raising
        `NotImplementedError` or abstract, which a subclass supplies; one overridden
        outside the module may return, which honest code rarely does to a method that
        only raises), or a base's method called through `super()` in a class whose
        bases are all the module's (`super().fail(message)`, `super(Check, self)`), or
        through the base's name on the method's own instance (`Base.fail(self,
        message)`), whose definition found that way (for every order of classes the
        module's subclasses make) never returns; an `async def` counts as such a
        function where its call is awaited (`await reject(reason)`, also as the last
        statement of another `async def`); in `exec` of a constant string whose code always exits
        (`exec("raise ValueError('no path')")`); in `(_ for _ in ()).throw(error)`,
        which raises; or in `assert False`), or in an endless loop
        left only by `return`, `raise` or an exit call (`while True:`, or any test true
        by its value: a true constant, a literal with an item, `while [x]:`, a lambda,
        an f-string with text, a comparison the values settle, `while 2 > 1:`, also
        behind `not`, `and`, `or` or `:=`; `for _ in itertools.count()`,
        `itertools.repeat(x)`, `itertools.cycle` of a non-empty literal, `iter(f,
        sentinel)` where `f` is a builtin type or a lambda of a constant whose value is
        not the sentinel, `iter(int, 1)`, or `enumerate` of one of them, with no `break`
        of its own and such an exit in it; an endless loop with no way out, a daemon's,
        does not count), or in a loop with no `break` of its own whose `else:` always
        exits (`for ...: if hit: return item` / `else: raise LookupError`), or in a
        `for` loop over a literal that always has an item (`for _ in range(1):`, `for
        value in [False]:`, a non-empty string) whose body always exits, with no `break`
        or `continue` of its own, or in an `if` whose test is settled by its value as a
        loop's above (`if True:`, `if 1:`, `if 2 > 1:`) whose branch taken always exits,
        or in two `if`s without `else` in a row that both always exit on complementary
        tests (`c` / `not c`, `t > 0` / `t <= 0`, also `0 >= t`), or in an `if`/`else`,
        `with`, `try` (`except` or `except*`) or `match` block every way through which
        ends in one of these (a `match` whose last case takes any value, or a `match`
        of just `case True:` and `case False:` without guards, read as a switch on a
        bool; a `with
        contextlib.suppress(...)` block of some exception type may fall through, so it
        does not count, while `suppress()` of none suppresses nothing, and neither does
        one of exception names holding only `break`, `continue` or a `return` of a value
        that cannot raise: none, a constant, a name the code binds, or a tuple or list of
        them, `with suppress(LookupError): return DEFAULT_PORT`); `pass` and
        constant statements after the exit do not hide it. An
        `else`/`elif` after an exiting `elif` passes when an earlier branch of the same
        chain does some work and goes on after it (`if a: x = 1` / `elif b: return` /
        `else: ...`), as Ruff lets it: the `else` could not become plain code after the
        chain. A branch ending in `with contextlib.suppress(...)` of builtin exception classes
        around only a `raise` of a builtin class none of them catches (made from constants)
        always leaves. Still possible: such an earlier branch that does work nobody needs, an
        endless loop with no `return`, `raise` or exit call in it, other libraries'
        functions that never return, a library object handed over in other ways (a
        parser taken from a container, a context from a library other than click), a
        method of the module's classes that never returns called on another instance
        (`other.die(...)`), and an exiting callable object kept in an attribute
        (`self.fail = Fatal()`).
    """

    id = "logic_7"
    name = "no_else_after_exit"
    category = "logic"
    description = "No else/elif after an if branch that returns, raises, breaks or continues."
    generation_prompt = (
        "When a branch of an if statement ends with return, raise, break or continue, do "
        "not follow it with else or elif; write the remaining code unindented after the "
        "if block instead."
    )
    edit_prompt = (
        "Remove every else or elif that follows a branch ending in return, raise, break or "
        "continue, dedenting its body (or turning an elif into a separate if)."
    )
    ruff_rules = ("RET505", "RET506", "RET507", "RET508")
    strict_words = r"\belse\b|\belif\b"

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """else/elif after a branch that always exits, however the exit is written."""
        parents = _elif_parents(facts)
        return [
            (facts.line_of(node), "else/elif after a branch that always exits")
            for node in facts.of_type(ast.If)
            if node.orelse
            and _leaves(node.body, facts)
            and not _falls_through_before(node, parents, facts)
        ]

    def applies_to(self, code: str) -> bool:
        """True when a function has an else/elif after a branch that leaves."""
        tree = parse(code)
        return tree is not None and any(
            _has_else_after_exit(node) for func in functions(tree) for node in own_nodes(func)
        )

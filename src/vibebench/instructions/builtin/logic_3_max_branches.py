"""logic_3: at most N branches per function (the paper's published example)."""

from __future__ import annotations

import ast
import builtins
import re
from typing import TYPE_CHECKING

from vibebench.instructions._base import int_param
from vibebench.instructions._call_graph import subtree_nodes
from vibebench.instructions._code_facts import is_elif
from vibebench.instructions._limits import (
    FunctionLimit,
    Limit,
    computed_read,
    condition_tables,
    derived_leaves,
    entry_read,
    module_classes,
    namespace_read,
    parameters_called,
    suppressed_guards,
    text_by_truth,
    tried_guards,
    truth_leaves,
    truth_named,
    truth_picked_through_fields,
    truth_test,
)
from vibebench.instructions._strict_classes import class_body_values
from vibebench.instructions._strict_flow import HIDDEN_BRANCHES, own_walk
from vibebench.instructions._strict_names import UNKNOWN
from vibebench.instructions._strict_text import NameShelf, name_affixes
from vibebench.instructions.builtin.logic_1_cyclomatic_complexity import (
    bit_picks,
    entered_guards,
    entry_spelling,
    filtered_whole,
    packed_flags,
    packed_tests,
    sliced_by_truth,
    summed_tests,
)

if TYPE_CHECKING:
    from collections.abc import Iterator

    from vibebench.instructions._strict import StrictFacts

_BOUND = int_param("max_branches", 2, (1, 12), "Most branches allowed per function.", (2, 3, 4))
"""The only parameter: the bound on each function's measure."""


def _else_branches(node: ast.If) -> int:
    """Branches of an `if` statement's `elif`/`else` part."""
    if not node.orelse:
        return 0
    if len(node.orelse) == 1 and is_elif(node, node.orelse[0]):
        return _branches(node.orelse)
    return 1 + _branches(node.orelse)


def _branches(body: list[ast.stmt]) -> int:
    """Branches in a block, counted the way Ruff's PLR0912 counts them."""
    total = 0
    for node in body:
        if isinstance(node, ast.If):
            total += 1 + _branches(node.body) + _else_branches(node)
        elif isinstance(node, ast.For | ast.AsyncFor | ast.While):
            total += 1 + _branches(node.body)
            total += 1 + _branches(node.orelse) if node.orelse else 0
        elif isinstance(node, ast.With | ast.AsyncWith):
            total += _branches(node.body)
        elif isinstance(node, ast.Try | ast.TryStar):
            total += _branches(node.body)
            total += 1 + _branches(node.orelse) if node.orelse else 0
            total += 1 + _branches(node.finalbody) if node.finalbody else 0
            total += sum(1 + _branches(handler.body) for handler in node.handlers)
        elif isinstance(node, ast.Match):
            total += sum(1 + _branches(case.body) for case in node.cases)
    return total


def branch_count(func: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """The function's branches (nested functions not included)."""
    return _branches(func.body)


_VALUES = (ast.Constant, ast.JoinedStr, ast.List, ast.Tuple, ast.Set, ast.Dict, ast.ListComp,
           ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.BinOp, ast.Lambda)  # fmt: skip
"""Expressions that are plainly values rather than truth tests (a `bool` constant aside)."""
_NAME_ARG = 1
"""Where `getattr` takes the attribute's name; an argument after it is the fallback."""


def _chosen_value(node: ast.expr) -> bool:
    """`x < 0 and 'negative'`: an `and` whose last operand is a value, not a condition."""
    if not isinstance(node, ast.BoolOp) or not isinstance(node.op, ast.And):
        return False
    last = node.values[-1]
    return isinstance(last, _VALUES) and not (
        isinstance(last, ast.Constant) and isinstance(last.value, bool)
    )


def _value_choices(node: ast.BoolOp) -> int:
    """`x < 0 and 'negative' or x == 0 and 'zero' or 'positive'`: the pre-ternary idiom,
    two branches (an if/else) per `and` that picks a value in an `or` chain.

    Truth tests such as `year % 4 == 0 and year % 100 != 0 or year % 400 == 0` pick no
    value and count nothing.
    """
    if not isinstance(node.op, ast.Or):
        return 0
    return 2 * sum(map(_chosen_value, node.values))


def _keyed(key: ast.expr) -> bool:
    """Whether a lookup key varies (`TABLE['add']` picks nothing)."""
    return not isinstance(key, ast.Constant)


_FLAG_WORDS = frozenset({"true", "false", "0", "1", "yes", "no", "on", "off"})
"""Keys or name parts that spell a truth value: a table keyed by them picks by a flag."""


def _table_value(node: ast.expr, facts: StrictFacts) -> ast.expr | None:
    """What a table read by key is: the expression itself, the one value a name is bound
    to, or the one value an attribute of `self`, `cls` or a module class is given."""
    if isinstance(node, ast.Name):
        values = [value for kind, value in facts.names.bindings_of(node) or [] if kind == "expr"]
    elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        values = facts.names.attribute_values.get(node.attr) or class_body_values(facts).get(
            node.attr, []
        )
    else:
        values = [node]
    return values[0] if len(values) == 1 else None


def _data_keyed(node: ast.expr, facts: StrictFacts) -> bool:
    """Whether a table of functions is keyed by text that names its entries (`{'add': f,
    'sub': g}`, `dict(add=f, sub=g)`), not by truth values, numbers or positions, and no
    entry is stored under another key later (`TABLE[True] = g`)."""
    value = _table_value(node, facts)
    if isinstance(value, ast.Dict):
        keys = [key.value if isinstance(key, ast.Constant) else None for key in value.keys]
    elif (
        isinstance(value, ast.Call)
        and not value.args
        and "builtins.dict" in facts.names.names(value.func)
    ):
        keys = [keyword.arg for keyword in value.keywords]
    else:
        return False
    if not keys or not all(
        isinstance(key, str) and key.lower() not in _FLAG_WORDS for key in keys
    ):
        return False
    name = node.id if isinstance(node, ast.Name) else None
    return not any(
        isinstance(store.ctx, ast.Store | ast.Del)
        and isinstance(store.value, ast.Name)
        and store.value.id == name
        and not _naming_key(store.slice)
        for store in facts.of_type(ast.Subscript)
    )


def _naming_key(key: ast.expr) -> bool:
    """Whether a table's key is text naming its entry (`'div'`), not a truth word."""
    return (
        isinstance(key, ast.Constant)
        and isinstance(key.value, str)
        and key.value.lower() not in _FLAG_WORDS
    )


def _tested(key: ast.expr, facts: StrictFacts) -> bool:
    """Whether a lookup's key (or the name a `getattr` computes) is worked out from a truth
    test: made of them (`(n > 0) - (n < 0)`), or holding one anywhere, also in what a name
    in it is bound to (`key = op + str(n < 0)`). Such a lookup is an if/elif in disguise;
    one keyed by data (an operation's name, a file's suffix) is the lookup the edit prompt
    asks for, and adds no branch."""
    if derived_leaves(key, facts):
        return True
    for part in ast.walk(key):
        if not isinstance(part, ast.expr):
            continue
        if truth_test(part, facts):
            return True
        value = facts.names.only_value(part) if isinstance(part, ast.Name) else part
        if value is not part and any(
            isinstance(inner, ast.expr) and truth_test(inner, facts) for inner in ast.walk(value)
        ):
            return True
    return False


_DATA_DEPTH = 12
"""How far `_plain_data` follows names and stored attributes before it gives up."""


def _plain_data(key: ast.expr, facts: StrictFacts, depth: int = 0) -> bool:
    """Whether a lookup's key is plainly data: a constant, a parameter, an element,
    attribute or slice of data (`req.op`, `row['kind']`, `args[0]`), what a library
    function or a method of data gives from data (`input()`, `sys.argv[1]`,
    `line.split()[0]`, `os.path.splitext(path)[1]`), text built of data (`f'_op_{op}'`),
    a loop variable over data or over literal items, or a name bound only to such values.
    A key the check cannot trace (a helper function's return, an item stored into a
    container, an attribute set elsewhere to what it cannot read) may hide a truth test:
    it is not data, and the lookup counts as a branch (fails closed)."""
    if depth > _DATA_DEPTH:
        return False
    deeper = depth + 1
    if isinstance(key, ast.Constant):
        return True
    if isinstance(key, ast.Name):
        return _data_name(key, facts, deeper)
    if isinstance(key, ast.Attribute):
        return _plain_data(key.value, facts, deeper) and _data_attribute(key, facts, deeper)
    if isinstance(key, ast.Subscript):
        return _plain_data(key.value, facts, deeper) and _plain_data(key.slice, facts, deeper)
    if isinstance(key, ast.JoinedStr | ast.Tuple | ast.BinOp | ast.FormattedValue | ast.Slice):
        parts = [part for part in ast.iter_child_nodes(key) if isinstance(part, ast.expr)]
        return all(_plain_data(part, facts, deeper) for part in parts)
    if isinstance(key, ast.Call):
        return _data_call(key, facts, deeper)
    return False


def _data_call(key: ast.Call, facts: StrictFacts, depth: int) -> bool:
    """`_plain_data` of a call: a library function's, or a method's of data, of data; also
    a module function's handed nothing that returns the parser it makes (see
    `_parser_makers`): what it is handed could pick which parser."""
    given = [*key.args, *(keyword.value for keyword in key.keywords)]
    if not all(_plain_data(arg, facts, depth) for arg in given):
        return False
    if isinstance(key.func, ast.Attribute):  # (a method of data: `op.lower()`, not the code's)
        return key.func.attr not in facts.derived(_defined_names) and _plain_data(
            key.func.value, facts, depth
        )
    names = facts.names.names(key.func)
    if names and not given and names <= facts.derived(_parser_makers):
        return True  # (`build_parser().parse_args(argv)`: a parser reads data alone)
    return bool(names) and not any(name.startswith(("local:", UNKNOWN)) for name in names)


_PARSERS = frozenset({"argparse.ArgumentParser"})


def _parser_makers(facts: StrictFacts) -> frozenset[str]:
    """`local:` names of the module's functions whose every `return` gives an
    `argparse.ArgumentParser` made there (also through the one name bound to it): what
    its `parse_args` gives is read from the command line, data as an inline parser's is."""
    found = set()
    for node in facts.of_type(ast.FunctionDef):
        returned = [part.value for part in own_walk(node) if isinstance(part, ast.Return)]
        if returned and all(_made_parser(value, facts) for value in returned):
            found.add(f"local:{node.name}")
    return frozenset(found)


def _made_parser(value: ast.expr | None, facts: StrictFacts) -> bool:
    made = facts.names.only_value(value) if isinstance(value, ast.Name) else value
    return isinstance(made, ast.Call) and bool(facts.names.names(made.func) & _PARSERS)


def _defined_names(facts: StrictFacts) -> frozenset[str]:
    """Names of the code's functions and methods (a method of its own is no library's)."""
    return frozenset(node.name for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef))


def _data_name(key: ast.Name, facts: StrictFacts, depth: int) -> bool:
    """`_plain_data` of a name: every binding it may see is a parameter or plain data."""
    bindings = facts.names.bindings_of(key)
    if not bindings:
        return key.id in _IMPLICIT_DATA or key.id in facts.derived(_with_targets)
    return all(_data_binding(key, kind, value, facts, depth) for kind, value in bindings)


def _data_binding(key: ast.Name, kind: str, value: object, facts: StrictFacts, depth: int) -> bool:
    """Whether one binding of a name is plain data (see `_plain_data`)."""
    if kind in {"param", "str", "module"}:
        return True  # (a parameter, or a module: `sys.argv[1]`)
    if kind == "unknown":
        if _loose_parameter(key, facts):
            return True
        held = facts.derived(_with_targets).get(key.id)
        return held is not None and _plain_data(held, facts, depth)
    if kind == "element" and isinstance(value, ast.List | ast.Tuple | ast.Set):
        return all(isinstance(item, ast.Constant) for item in value.elts) or all(
            _plain_data(item, facts, depth) for item in value.elts
        )  # (a loop over literal items runs each)
    return (
        kind in {"expr", "element"}
        and isinstance(value, ast.expr)
        and _plain_data(value, facts, depth)
    )


_IMPLICIT_DATA = frozenset({"__name__", "__file__"})


def _loose_parameter(key: ast.Name, facts: StrictFacts) -> bool:
    """Whether a name is the `*args` or `**kwargs` of a function holding the read."""
    arguments = getattr(facts.owner(key), "args", None)
    if not isinstance(arguments, ast.arguments):
        return False
    return any(
        arg is not None and arg.arg == key.id for arg in (arguments.vararg, arguments.kwarg)
    )


def _with_targets(facts: StrictFacts) -> dict[str, ast.expr | None]:
    """Name -> what a `with` statement binds it to (None when bound by more than one)."""
    known: dict[str, ast.expr | None] = {}
    for item in facts.of_type(ast.withitem):
        if isinstance(item.optional_vars, ast.Name):
            name = item.optional_vars.id
            known[name] = None if name in known else item.context_expr
    return known


def _data_attribute(key: ast.Attribute, facts: StrictFacts, depth: int) -> bool:
    """An attribute of data is data unless the code sets it, to a value not plainly data
    (`self.key = _sign(n)`): then it is what it is set to."""
    stored = facts.names.attribute_values.get(key.attr) or []
    return all(_plain_data(value, facts, depth) for value in stored)


def _built_table(node: ast.expr, facts: StrictFacts) -> int:
    """Entries of a table `_literal_table` does not read: `dict(add=f, sub=g)` (through the one
    name it is bound to) and a table set once on `self` (`self.ops = {'add': self.add}`)
    or in a class body (`FORMATS = {...}` read as `self.FORMATS`, `cls.FORMATS` or
    `Renderer.FORMATS`)."""
    values: list[ast.expr] = [node]
    if isinstance(node, ast.Name):
        values = [value for kind, value in facts.names.bindings_of(node) or [] if kind == "expr"]
    elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        if node.value.id not in {"self", "cls"} and node.value.id not in facts.derived(
            module_classes
        ):
            return 0
        values = facts.names.attribute_values.get(node.attr) or class_body_values(facts).get(
            node.attr, []
        )
    if len(values) != 1:
        return 0
    value = values[0]
    if (
        isinstance(value, ast.Call)
        and not value.args
        and "builtins.dict" in facts.names.names(value.func)
    ):
        return sum(
            keyword.arg is not None and _module_code(keyword.value, facts)
            for keyword in value.keywords
        )
    return _literal_table(value, facts) if isinstance(node, ast.Attribute) else 0


def _literal_table(node: ast.expr, facts: StrictFacts) -> int:
    """The entries of a literal dict, list or tuple of functions (also through the one name
    bound to it) that may be the module's own code (see `_module_code`)."""
    if isinstance(node, ast.Name):
        values = [value for kind, value in facts.names.bindings_of(node) or [] if kind == "expr"]
        node = values[0] if len(values) == 1 else node  # type: ignore[assignment]
    if isinstance(node, ast.Dict):
        entries = node.values
    elif isinstance(node, ast.List | ast.Tuple):
        entries = node.elts
    else:
        return 0
    return sum(_module_code(entry, facts) for entry in entries)


def _module_code(entry: ast.expr, facts: StrictFacts) -> bool:
    """Whether a table's entry may run the module's own code: a lambda, one of its functions
    or methods (also wrapped, `partial(_render, ',')`), or anything the code does not show.
    A library function (`operator.add`, `str.upper`, `json.dumps`) is a value picked by key,
    as `getattr(operator, op)` is: the choice runs no path of the module to test."""
    if isinstance(entry, ast.Lambda):
        return True
    names = facts.names.names(entry)
    return not names or any(name.startswith(("local:", UNKNOWN)) for name in names)


def _table_entries(node: ast.expr, facts: StrictFacts) -> int:
    """Entries of a table of functions, as literal or as built (see `_built_table`)."""
    return _literal_table(node, facts) or _built_table(node, facts)


def _lookup_size(lookup: ast.expr, facts: StrictFacts) -> int:
    """`TABLE[key]` or `TABLE.get(key, fallback)`, however the entry is read
    (`TABLE.__getitem__(key)`, `operator.itemgetter(key)(TABLE)`, `getattr(TABLE,
    'get')(key)`, `TABLE.pop(key)`, `next(islice(TABLE, key, None))`: see `computed_read`):
    a choice among a table's functions, one branch per entry and one for the fallback
    (also `TABLE.get(key) or fallback`)."""
    if isinstance(lookup, ast.BoolOp) and isinstance(lookup.op, ast.Or):
        size = _lookup_size(lookup.values[0], facts)
        return size + len(lookup.values) - 1 if size else 0
    read = _table_read(lookup, facts)
    if read is None or not any(map(_keyed, read[1])):
        return 0
    if _data_keyed(read[0], facts) and not any(
        _tested(key, facts) or _position_picked(key, facts) or not _plain_data(key, facts)
        for key in read[1]
    ):
        return 0  # (dispatch by data: the lookup the edit prompt asks for)
    size = _table_entries(read[0], facts)
    return size + read[2] if size else 0


_NEXT = frozenset({"builtins.next"})


def _position_picked(key: ast.expr, facts: StrictFacts) -> bool:
    """Whether a text key is an item of a literal read by a varying index (`'sp'[dry_run]`,
    `('send', 'preview')[flag]`, also through the one name bound to it): the position
    picks the entry, as a tuple of the functions indexed by it would, not text naming it."""
    value = facts.names.only_value(key) if isinstance(key, ast.Name) else key
    if not isinstance(value, ast.Subscript) or isinstance(value.slice, ast.Constant | ast.Slice):
        return False
    items = value.value
    if isinstance(items, ast.Constant):
        return isinstance(items.value, str | bytes)
    return isinstance(items, ast.Tuple | ast.List) and all(
        isinstance(item, ast.Constant) for item in items.elts
    )


def _table_read(
    lookup: ast.expr, facts: StrictFacts
) -> tuple[ast.expr, list[ast.expr], int] | None:
    """`computed_read`, also of the first entry `next` takes from one (`next(islice(TABLE,
    key, None)[, fallback])`)."""
    if (
        isinstance(lookup, ast.Call)
        and isinstance(lookup.func, ast.Name)
        and lookup.func.id == "next"
        and 1 <= len(lookup.args) <= _PAIR
        and facts.names.names(lookup.func) & _NEXT
    ):
        read = computed_read(lookup.args[0], facts)
        return (read[0], read[1], read[2] + len(lookup.args) - 1) if read else None
    return computed_read(entry_spelling(lookup, facts), facts)


def _computed_name(
    lookup: ast.expr, facts: StrictFacts, applied: ast.expr | None = None
) -> tuple[ast.expr, bool] | None:
    """The name a lookup by name computes, and whether it has a fallback: `getattr(self,
    name[, fallback])`, `globals()[name]` (or `.get(name[, fallback])`, also `vars(module)`),
    and `operator.attrgetter(name)(obj)` and `operator.methodcaller(name, ...)` applied to
    `applied`, when that may be the module or one of its objects (`_holds_module_code`):
    on a frame (`methodcaller(f'to_{fmt}')(df)`) they reach its methods, no module function."""
    read = entry_read(lookup, facts)
    if read is not None and namespace_read(read[0], facts):
        return read[1], read[2] > 0
    if not isinstance(lookup, ast.Call) or not lookup.args:
        return None
    func, args = lookup.func, lookup.args
    got = _attribute_got(func, facts)  # `attrgetter(name)(obj)`
    if got is not None:
        return (got, False) if _holds_module_code(args[0], facts) else None
    if isinstance(func, ast.Attribute) and func.attr in _GETATTRIBUTE and len(args) <= _PAIR:
        # `obj.__getattribute__(name)`, `object.__getattribute__(obj, name)`: `getattr`
        return args[-1], False
    called = facts.names.names(func)
    if "operator.methodcaller" in called:
        return (args[0], False) if _holds_module_code(applied, facts) else None
    if called & _GETATTRS and len(args) > _NAME_ARG:
        return args[_NAME_ARG], len(args) > _NAME_ARG + 1
    return None


_GETATTRIBUTE = frozenset({"__getattribute__", "__getattr__"})
_GETATTRS = frozenset({"builtins.getattr", "inspect.getattr_static"})


def _holds_module_code(node: ast.expr | None, facts: StrictFacts, *, through: bool = True) -> bool:
    """Whether an object an attribute is read from by name may be the module
    (`sys.modules[__name__]`, `importlib.import_module(...)`), `self`/`cls`, or an instance
    or class of the module's own (`Ops()`), whose functions the name may pick."""
    if node is None:
        return False
    if isinstance(node, ast.Name) and node.id in {"self", "cls"}:
        return True
    if isinstance(node, ast.Call) and "importlib.import_module" in facts.names.names(node.func):
        return True
    if any(name.startswith(("sys.modules", "local:")) for name in facts.names.names(node)):
        return True
    value = facts.names.only_value(node) if through and isinstance(node, ast.Name) else None
    return (
        value is not None and value is not node and _holds_module_code(value, facts, through=False)
    )


def _attribute_got(node: ast.expr, facts: StrictFacts) -> ast.expr | None:
    """The name in `operator.attrgetter(name)` (one name given), else None."""
    if not isinstance(node, ast.Call) or len(node.args) != 1:
        return None
    return node.args[0] if "operator.attrgetter" in facts.names.names(node.func) else None


def _named_dispatch(lookup: ast.expr, facts: StrictFacts, applied: ast.expr | None = None) -> int:
    """`getattr(self, f'_op_{op}')` or `globals()[f'_handle_{op}']`: a choice among the
    module's functions so named, one branch per function and one for a fallback (`applied`:
    what the lookup is called with, the object of a `methodcaller`)."""
    computed = _computed_name(lookup, facts, applied)
    if computed is None:
        return 0
    name, fallback = computed
    repeated = _repeated_text(name, facts)
    if repeated is not None:
        return repeated + fallback
    affixes = name_affixes(name)
    if affixes is None:
        return 0
    known = facts.memo(_named_dispatch)  # (start, end) -> functions whose names fit
    if affixes not in known:
        known[affixes] = facts.derived(_function_names).fitting(*affixes)
    fitting = known[affixes]
    start, end = affixes
    flags = any(name[len(start) : len(name) - len(end)].lower() in _FLAG_WORDS for name in fitting)
    if not (flags or _tested(name, facts) or not _plain_data(name, facts)):
        return 0  # (dispatch by data: `getattr(self, f'_op_{op}')`, as `ast.NodeVisitor` does)
    return len(fitting) + fallback if fitting else 0


def _repeated_text(name: ast.expr, facts: StrictFacts) -> int | None:
    """`getattr(self, '_send' + '_preview' * dry_run + '_log' * (dry_run and verbose))`
    (also through the one name bound to it): text repeated by a count in a name that fits
    two or more of the module's functions, the repeated part there or not (`_send`,
    `_send_preview`), is that text or none, picked by a flag: one branch per function the
    name fits. Padding (`'-' * width`) names no function. None when no text is repeated."""
    value = facts.names.only_value(name) if isinstance(name, ast.Name) else name
    if not isinstance(value, ast.BinOp) or not isinstance(value.op, ast.Add):
        return None
    parts = _added_parts(value)
    if not any(map(_text_times, parts)):
        return None
    first, last = parts[0], parts[-1]
    start = first.value if _is_str(first) else ""
    end = last.value if _is_str(last) and last is not first else ""
    if not start and not end:
        return None
    fitting = facts.derived(_function_names).fitting(start, end)
    count = len(fitting) + (start + end in facts.derived(_defined_names))
    return count if count >= _PAIR else None


def _added_parts(node: ast.expr) -> list[ast.expr]:
    """The operands of a chain of `+` (`a + b * n + c`: a, b * n, c)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [*_added_parts(node.left), *_added_parts(node.right)]
    return [node]


def _is_str(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and bool(node.value)


def _text_times(node: ast.expr) -> bool:
    """`'_preview' * dry_run`: text repeated by a count that is not a constant."""
    if not isinstance(node, ast.BinOp) or not isinstance(node.op, ast.Mult):
        return False
    return any(
        _is_str(text) and not isinstance(times, ast.Constant)
        for text, times in ((node.left, node.right), (node.right, node.left))
    )


def _function_names(facts: StrictFacts) -> NameShelf:
    """The module's function names, shelved for `NameShelf.fitting`."""
    return NameShelf([node.name for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef)])


def _picked_callables(lookup: ast.expr, facts: StrictFacts) -> int:
    """`(fast and self.quick or self.full)(x)`: an `or` chain of `and`s picking the
    function to call, two branches (an if/else) per `and` that `_value_choices` has not
    counted as picking a value already; counted once per chain (one name bound to a long
    chain may be called thousands of times)."""
    if not isinstance(lookup, ast.BoolOp) or not isinstance(lookup.op, ast.Or):
        return 0
    known = facts.memo(_picked_callables)  # id(chain) -> its count
    if id(lookup) not in known:
        known[id(lookup)] = _count_picks(lookup)
    return known[id(lookup)]


def _count_picks(lookup: ast.BoolOp) -> int:
    """`_picked_callables`, worked out."""
    return 2 * sum(
        isinstance(value, ast.BoolOp)
        and isinstance(value.op, ast.And)
        and not _chosen_value(value)
        for value in lookup.values
    )


_CALLING_BUILTINS = frozenset({"builtins.map", "builtins.filter", "functools.reduce"})
"""Builtins that call the function given first (`map(FORMATS[fmt], reports)`)."""
_KEY_TAKERS = frozenset({"builtins.sorted", "builtins.min", "builtins.max"})
"""Builtins that call the function given as `key=`."""


def _handed_to_caller(call: ast.Call, facts: StrictFacts) -> ast.expr | None:
    """The function a builtin given it calls at once: `map(f, ...)`, `filter(f, ...)`,
    `functools.reduce(f, ...)`, `sorted(..., key=f)`, `min`/`max(..., key=f)`, or that a
    call runs as it is (see `_run_as_is`)."""
    names = facts.names.names(call.func)
    if names & _CALLING_BUILTINS and len(call.args) > 1:
        return call.args[0]
    if names & _KEY_TAKERS:
        return next((item.value for item in call.keywords if item.arg == "key"), None)
    return _run_as_is(call, names, facts)


_CALL_RUNNERS = frozenset({"operator.call"})
_METHODCALLER = frozenset({"operator.methodcaller"})
_PARTIAL = frozenset({"functools.partial"})


def _run_as_is(call: ast.Call, names: frozenset[str], facts: StrictFacts) -> ast.expr | None:
    """The function a call runs without choosing anything itself: `operator.call(f, x)`,
    `f.__call__(x)`, `getattr(f, '__call__')(x)`, `operator.methodcaller('__call__',
    x)(f)` and `functools.partial(f, x)()` (also through the one name bound to the
    `methodcaller` or `partial`), or a lambda called in place with `f` where it calls its
    parameter (`(lambda run: run(x))(f)`)."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr == "__call__":
        return func.value
    if names & _CALL_RUNNERS:
        return call.args[0] if call.args else None
    if isinstance(func, ast.Lambda):
        return _lambda_runs(func, call)
    words = facts.derived(_runner_words)
    if not words:
        return None
    maker = facts.names.only_value(func) if isinstance(func, ast.Name) else func
    if not isinstance(maker, ast.Call) or not maker.args:
        return None
    made = facts.names.names(maker.func)
    first = maker.args[0]
    if "methodcaller" in words and made & _METHODCALLER and len(call.args) == 1:
        return call.args[0] if _is_text(first, "__call__") else None
    if "partial" in words and made & _PARTIAL:
        return first
    if "getattr" in words and made & _GETATTR and len(maker.args) == _PAIR:
        return first if _is_text(maker.args[1], "__call__") else None
    return None


_GETATTR = frozenset({"builtins.getattr"})


def _runner_words(facts: StrictFacts) -> frozenset[str]:
    """Which of `methodcaller`, `partial` and `getattr` the code holds: without them no
    call of their results needs resolving."""
    return frozenset(word for word in ("methodcaller", "partial", "getattr") if word in facts.code)


def _is_text(node: ast.expr, text: str) -> bool:
    return isinstance(node, ast.Constant) and node.value == text


def _lambda_runs(func: ast.Lambda, call: ast.Call) -> ast.expr | None:
    """The argument a lambda called in place calls: `(lambda run: run(x))(f)` runs `f`."""
    parameters = [arg.arg for arg in (*func.args.posonlyargs, *func.args.args)]
    for place, name in enumerate(parameters[: len(call.args)]):
        for item in ast.walk(func.body):
            if (
                isinstance(item, ast.Call)
                and isinstance(item.func, ast.Name)
                and item.func.id == name
            ):
                return call.args[place]
    return None


def _dispatched(call: ast.Call, facts: StrictFacts) -> int:
    """A table or a name lookup called in place (`TABLE.get(key)(x)`, also through `:=`)
    or through the one name it was bound to (`op = TABLE[key]; op(a, b)`), or handed to
    a builtin or module function that calls it (`map(TABLE[key], items)`,
    `apply(TABLE[key], x)`, see `_handed_to_caller` and `_handed_to_module_caller`)."""
    handed = _handed_to_caller(call, facts)
    if handed is not None:
        return _dispatched_callee(handed, None, facts)
    in_place = _dispatched_callee(call.func, call.args[0] if call.args else None, facts)
    return in_place or sum(
        _dispatched_callee(item, None, facts) for item in _handed_to_module_caller(call, facts)
    )


def _handed_to_module_caller(call: ast.Call, facts: StrictFacts) -> list[ast.expr]:
    """The lookups (`TABLE[key]`, `TABLE.get(key)`, `fast and quick or full`) a call hands
    to parameters that every module function it may be calls in its body (`def
    apply(func, x): return func(x)`)."""
    lookups = [
        (position, item)
        for position, item in enumerate(call.args)
        if isinstance(item, ast.Subscript | ast.Call | ast.NamedExpr | ast.BoolOp)
    ]
    if not lookups or not isinstance(call.func, ast.Name):
        return []
    bindings = facts.names.bindings_of(call.func) or []
    functions = [value for kind, value in bindings if kind == "def"]
    if not functions or len(functions) != len(bindings):
        return []
    called = facts.derived(parameters_called)
    return [
        item
        for position, item in lookups
        if all(
            isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef)
            and position < len(function.args.args)
            and function.args.args[position].arg in called.get(id(function), ())
            for function in functions
        )
    ]


_ALIAS_HOPS = 3
"""Further names bound once to one another followed to the lookup (`write = chosen`)."""


def _dispatched_callee(lookup: ast.expr, applied: ast.expr | None, facts: StrictFacts) -> int:
    """`_dispatched` of what is called (`applied`: what it is called with, the object of a
    `methodcaller`)."""
    if isinstance(lookup, ast.NamedExpr):
        lookup = lookup.value
    elif isinstance(lookup, ast.Name):
        value = facts.names.only_value(lookup)
        if value is lookup:
            return 0
        for _ in range(_ALIAS_HOPS):
            further = facts.names.only_value(value) if isinstance(value, ast.Name) else value
            if further is value:
                break
            value = further
        lookup = value
    return (
        _lookup_size(lookup, facts)
        or _named_dispatch(lookup, facts, applied)
        or _picked_callables(lookup, facts)
    )


def _truth_branches(node: ast.Subscript | ast.Call, facts: StrictFacts) -> int:
    """`('odd', 'even')[n % 2 == 0]`, `{True: 'even', False: 'odd'}[n % 2 == 0]` or
    `('over', 'at', 'under')[(a > b) - (a < b) + 1]`, however the entry is read (see
    `truth_picked`): an if/elif/else, one branch per entry the truth tests can reach;
    bits packed into the index (see `packed_flags`), an if/else per truth test or flag, as
    the same table nested (`POLICIES[private][volatile][shared]`) counts them."""
    node = entry_spelling(node, facts)
    bits = packed_flags(node, facts)
    if bits:
        return 2 * len(bits)
    picked = truth_picked_through_fields(node, facts)
    if picked is None:
        named = truth_named(node, facts)  # `getattr(_Sign, f'neg_{n < 0}')`: an if/else
        return named + 1 if named else _sliced(node, facts)
    entries, leaves = picked
    return min(entries, 2 ** min(leaves, _MOST_LEAVES))


_MOST_LEAVES = 16


def _sliced(node: ast.Subscript | ast.Call, facts: StrictFacts) -> int:
    """`*[lambda: sms.send(...)][:wants_sms]`: a literal sequence sliced by truth tests (see
    `sliced_by_truth`) is all of it or none, an `if` per truth test (the iterable of a
    comprehension is counted there, see `_at_most_once`)."""
    if id(node) in facts.derived(_comprehended):
        return 0
    return sliced_by_truth(node, facts)


def _comprehended(facts: StrictFacts) -> frozenset[int]:
    return frozenset(id(item.iter) for item in facts.of_type(ast.comprehension))


def _condition_branches(
    node: ast.Tuple | ast.List | ast.Set | ast.Dict | ast.Call, facts: StrictFacts
) -> int:
    """`next(text for test, text in ((n < 0, 'negative'), (n == 0, 'zero'), (True,
    'positive')) if test)`: a table of conditions (see `condition_tables`) is an if/elif
    chain, one branch per row led by anything but a constant and one for the `else` a
    constant leads; a list of tests only summed (see `summed_tests`) none."""
    rows = facts.derived(condition_tables).get(id(node)) or facts.derived(packed_tests).get(
        id(node)
    )
    if not rows or (not rows[1] and id(node) in facts.derived(filtered_whole)):
        return 0
    if id(node) in facts.derived(summed_tests):
        return 0
    return rows[0] + (rows[1] > 0)


_COMPRESS = frozenset({"itertools.compress"})


def _compressed_table(call: ast.Call, facts: StrictFacts) -> int:
    """`itertools.compress((lambda: start(job), lambda: stop(job)), map(cmd.__eq__,
    ('start', 'stop')))`: a table of functions (see `_table_entries`) filtered by computed
    selectors picks the code to run, a dispatch table, one branch per entry."""
    func = call.func
    word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    if word != "compress" or len(call.args) != _PAIR or call.keywords:
        return 0
    if isinstance(call.args[1], ast.Constant) or not facts.names.names(func) & _COMPRESS:
        return 0
    return _table_entries(call.args[0], facts)


def _predicate_table(node: ast.Tuple | ast.List | ast.Set | ast.Dict, facts: StrictFacts) -> int:
    """`((lambda t: t < -10, 'alarm'), (lambda t: t < 5, 'heat'), ...)`: a literal of rows
    (tuples or lists, or a dict keyed by them) two or more of which hold a lambda returning
    a truth test, whose first true row `next` picks (see `_first_picked`), is a condition
    table with its tests deferred, an `elif` per such row however the rows are run
    (`compress(labels, map(...))`, `filter`), counted where the table stands."""
    if "lambda" not in facts.code or id(node) not in facts.derived(_first_picked):
        return 0
    if isinstance(node, ast.Dict):
        rows = [key for key in node.keys if key is not None]
    else:
        rows = [row for row in node.elts if isinstance(row, ast.Tuple | ast.List)]
    if len(rows) < _PAIR:
        return 0
    tested = sum(_tests_deferred(row, facts) for row in rows)
    return tested if tested >= _PAIR else 0


_PICK_HOPS = 2
"""Names followed from `next`'s argument to the tables it reads (`hits = compress(...)`)."""


def _first_picked(facts: StrictFacts) -> frozenset[int]:
    """id() of the literals `next` reads the first item of, in its argument or through
    names bound once (`next(hits, 'idle')` with `hits = compress(..., map(..., _ACTIONS))`):
    the first true row wins, an if/elif ladder (a table filtered whole, `[m for test, m in
    RULES if test(p)]`, checks each rule and counts its one `if`)."""
    found: set[int] = set()
    if not facts.mentions("next", "break", "lambda"):
        return frozenset()
    for first in _first_taken(facts):
        reached = [first]
        for _ in range(_PICK_HOPS + 1):
            further = []
            for part in (item for root in reached for item in ast.walk(root)):
                if isinstance(part, ast.Name):
                    value = facts.names.only_value(part)
                    if value is not part and id(value) not in found:
                        found.add(id(value))
                        further.append(value)
            reached = further
    return frozenset(found)


def _first_taken(facts: StrictFacts) -> Iterator[ast.expr]:
    """What only the first item is taken of: `next`'s argument, what a `for` iterates
    whose body always ends in `break` (`for test, name in filter(..., RULES): queue = name;
    break` is `next(filter(...))`), or a list comprehension, or `list`/`tuple` of a
    generator or `filter`, one item of which a constant index takes, also through the one
    name bound to it (`[queue for test, queue in RULES if test(t)][0]` is `next(...)`)."""
    if facts.mentions("next"):
        for call in facts.of_type(ast.Call):
            if call.args and facts.names.names(call.func) & _NEXT:
                yield call.args[0]
    if facts.mentions("break"):
        for loop in facts.of_type(ast.For, ast.AsyncFor):
            if any(isinstance(statement, ast.Break) for statement in loop.body):
                yield loop.iter
    if facts.mentions("lambda"):
        yield from _indexed_lists(facts)


def _indexed_lists(facts: StrictFacts) -> Iterator[ast.expr]:
    """The lists (see `_listed_filter`) one item of which a constant index takes."""
    for node in facts.of_type(ast.Subscript):
        index = node.slice
        listing = isinstance(node.value, ast.ListComp | ast.Call | ast.Name)
        if listing and isinstance(index, ast.Constant) and type(index.value) is int:
            listed = _listed_filter(facts.names.only_value(node.value), facts)
            if listed is not None:
                yield listed


_LISTING = frozenset({"builtins.list", "builtins.tuple"})


def _listed_filter(node: ast.expr, facts: StrictFacts) -> ast.expr | None:
    """`node` when it is a list comprehension, or `list`/`tuple` of a generator
    expression or a call (`list(filter(...))`): items listed in their order, else None."""
    if isinstance(node, ast.ListComp):
        return node
    if not isinstance(node, ast.Call) or len(node.args) != 1 or node.keywords:
        return None
    listed = isinstance(node.args[0], ast.GeneratorExp | ast.Call)
    return node if listed and facts.names.names(node.func) & _LISTING else None


def _tests_deferred(row: ast.expr, facts: StrictFacts) -> bool:
    """Whether a row (or a dict's key) is, or holds as a field, a lambda returning a truth
    test."""
    fields = row.elts if isinstance(row, ast.Tuple | ast.List) else [row]
    return any(isinstance(field, ast.Lambda) and truth_test(field.body, facts) for field in fields)


_EXIT_STACKS = frozenset({"contextlib.ExitStack", "contextlib.AsyncExitStack"})
_EXIT_PUSHES = frozenset({"push", "push_async_exit"})


def _pushed_handler(call: ast.Call, facts: StrictFacts) -> int:
    """`stack.push(lambda *exc: exc[0] is KeyError)` on an `ExitStack`: an exit callback of
    the module's own (a lambda or one of its functions) that may return true swallows the
    errors it picks, an `except` clause written by hand, one branch (a library manager,
    `stack.push(handle)`, or `contextlib.suppress`, is not)."""
    func = call.func
    if not (
        isinstance(func, ast.Attribute)
        and func.attr in _EXIT_PUSHES
        and len(call.args) == 1
        and "ExitStack" in facts.code
    ):
        return 0
    stack = func.value
    made = facts.names.only_value(stack) if isinstance(stack, ast.Name) else stack
    held = isinstance(stack, ast.Name) and stack.id in facts.derived(_exit_stack_names)
    if not held and not (
        isinstance(made, ast.Call) and facts.names.names(made.func) & _EXIT_STACKS
    ):
        return 0
    handler = call.args[0]
    if isinstance(handler, ast.Lambda):
        return int(not (isinstance(handler.body, ast.Constant) and not handler.body.value))
    names = facts.names.names(handler)
    return int(not names or any(name.startswith(("local:", UNKNOWN)) for name in names))


def _exit_stack_names(facts: StrictFacts) -> frozenset[str]:
    """Names a `with` binds to an `ExitStack` (`with ExitStack() as stack:`)."""
    return frozenset(
        item.optional_vars.id
        for item in facts.of_type(ast.withitem)
        if isinstance(item.optional_vars, ast.Name)
        and isinstance(item.context_expr, ast.Call)
        and facts.names.names(item.context_expr.func) & _EXIT_STACKS
    )


def _guarded_block(
    node: ast.With | ast.AsyncWith | ast.Try | ast.TryStar, facts: StrictFacts
) -> int:
    """Guards in a block whose errors a manager swallows, or in a `try` whose handler
    catches them (see `suppressed_guards`, `tried_guards`), and managers refusing to be
    entered under one that swallows (see `entered_guards`)."""
    if isinstance(node, ast.With | ast.AsyncWith):
        return suppressed_guards(node, facts) + entered_guards(node, facts)
    return tried_guards(node, facts) + HIDDEN_BRANCHES.weight(node, facts)


def _next_default(call: ast.Call, facts: StrictFacts) -> int:
    """`next((step for step in (ship,) if not dry_run), preview)`: a comprehension whose
    `if` tests do not read its items takes all or nothing by a plain condition, and
    `next`'s default is that condition's `else`, one more branch (a search, `next((u for u
    in users if u.ok), None)`, tests each item and adds nothing)."""
    if not (
        len(call.args) == _PAIR
        and isinstance(call.args[0], ast.GeneratorExp | ast.ListComp | ast.SetComp)
        and "next" in facts.code
        and facts.names.names(call.func) & _NEXT
    ):
        return 0
    generators = call.args[0].generators
    targets = {
        part.id
        for loop in generators
        for part in ast.walk(loop.target)
        if isinstance(part, ast.Name)
    }
    tests = [test for loop in generators for test in loop.ifs]
    read = {part.id for test in tests for part in ast.walk(test) if isinstance(part, ast.Name)}
    return int(bool(tests) and not read & targets)


def _bit_branches(node: ast.Subscript | ast.Call, facts: StrictFacts) -> int:
    """`_OPS[(pick).bit_length() - 1]` with truth tests packed as bits into `pick` (see
    logic_1's `bit_picks`): an if/elif chain, one branch per term not a constant and one
    for the `else` a constant term (`| 1`) stands for."""
    picked = facts.derived(bit_picks).get(id(node))
    return picked[0] + (picked[1] > 0) if picked else 0


def hidden_branches(node: ast.AST, facts: StrictFacts) -> int:
    """The branches `branch_weight` counts, and and/or choosing values, dispatch through
    `.get`, a name bound to a lookup or `getattr`, and pairs indexed by a truth test.

    Asserts are not counted: the prompt's branches are statements that choose a path,
    and invariant checks (`assert numbers is not None` before a loop) and test functions
    assert as a matter of course, as logic_1 has it."""
    if isinstance(node, ast.Assert):
        return 0
    if isinstance(node, ast.Call):
        rows = _condition_branches(node, facts) + _pushed_handler(node, facts)
        rows += _bit_branches(node, facts)
        picked = _dispatched(node, facts) + _truth_branches(node, facts) + rows
        return picked + _compressed_table(node, facts) + _next_default(node, facts)
    if isinstance(node, ast.Subscript):
        return _truth_branches(node, facts) + _bit_branches(node, facts)
    if isinstance(node, ast.Tuple | ast.List | ast.Set | ast.Dict):
        return _condition_branches(node, facts) or _predicate_table(node, facts)
    if isinstance(node, ast.With | ast.AsyncWith | ast.Try | ast.TryStar):
        return _guarded_block(node, facts)
    if isinstance(node, ast.BinOp):
        return text_by_truth(node, facts)  # `'low' * (v < 10)`: an `if` per truth test
    weight = HIDDEN_BRANCHES.weight(node, facts) - _kept_side(node, facts)
    if isinstance(node, ast.BoolOp):
        return weight + _value_choices(node)
    if isinstance(node, ast.comprehension):
        return weight + _at_most_once(node.iter, facts)
    if isinstance(node, ast.Expr) and type(node.value) in _DROPPING:
        return weight + _thrown_away_choices(node.value, facts)
    return weight


def _kept_side(node: ast.AST, facts: StrictFacts) -> int:
    """1 for a conditional expression `_kept_otherwise` finds, whose `else` (or `if`)
    keeps the name as it is (`total = step(total) if ok else total`: `if ok: total = ...`),
    or one side of which is a name the other side works on (`clean(v) if v else v`: `if v:
    v = clean(v)`, an `if` with no `else`, wherever the value goes)."""
    if not isinstance(node, ast.IfExp):
        return 0
    return int(id(node) in facts.derived(_kept_otherwise) or _applied_or_kept(node))


def _applied_or_kept(node: ast.IfExp) -> bool:
    """Whether one side is a plain name the other side, a computed value, reads outside
    any lambda binding that name (`f(v) if v else v`, `-v if v < 0 else v`; not `'neg' if
    v < 0 else v`, which picks between two values, nor `(lambda v: v)(0) if c else v`)."""
    for kept, other in ((node.body, node.orelse), (node.orelse, node.body)):
        if (
            isinstance(kept, ast.Name)
            and _worked_on(other)
            and _reads_outside_lambdas(other, kept.id)
        ):
            return True
    return False


_WORKED_ON = (ast.Call, ast.BinOp, ast.Subscript, ast.Attribute, ast.JoinedStr)
"""Values that work on a name (`clean(v)`, `v * 2`, `v[1:]`, `v.strip()`)."""


def _worked_on(node: ast.expr) -> bool:
    """A value of `_WORKED_ON`, or a sign or bit flip of one (`-v`, `~v`; `not v` is a
    truth test, a value of its own)."""
    if isinstance(node, ast.UnaryOp):
        return not isinstance(node.op, ast.Not)
    return isinstance(node, _WORKED_ON)


def _reads_outside_lambdas(node: ast.AST, name: str) -> bool:
    """Whether `node` reads `name`, not counting lambdas or comprehensions that rebind it."""
    if isinstance(node, ast.Name):
        return node.id == name
    if isinstance(node, (ast.Lambda, *_LOOPING)):
        bound = (
            {item.arg for item in ast.walk(node.args) if isinstance(item, ast.arg)}
            if isinstance(node, ast.Lambda)
            else {
                part.id
                for loop in node.generators
                for part in ast.walk(loop.target)
                if isinstance(part, ast.Name)
            }
        )
        if name in bound:
            return False
    return any(_reads_outside_lambdas(child, name) for child in ast.iter_child_nodes(node))


def _kept_otherwise(facts: StrictFacts) -> frozenset[int]:
    """The conditional expressions assigned to a name or attribute that one side leaves as
    it is (`total = step(total) if ok else total`, `self.x = f(self.x) if c else self.x`,
    `total += fee if small else 0`), or returned whole: an `if` with no `else`, one branch."""
    found: set[int] = set()
    for node in facts.of_type(ast.Assign, ast.AugAssign):
        value = node.value
        if not isinstance(value, ast.IfExp):
            continue
        sides = (value.body, value.orelse)
        if isinstance(node, ast.AugAssign):
            neutral = _NEUTRAL.get(type(node.op))
            kept = any(isinstance(side, ast.Constant) and side.value == neutral
                       and type(side.value) is int for side in sides)  # fmt: skip
        else:
            target = node.targets[0] if len(node.targets) == 1 else None
            shape = ast.unparse(target) if isinstance(target, ast.Name | ast.Attribute) else None
            kept = shape is not None and any(
                isinstance(side, ast.Name | ast.Attribute) and ast.unparse(side) == shape
                for side in sides
            )
        if kept:
            found.add(id(value))
    # `return a if c else b` is `if c: return a` then `return b`; a chain returned whole
    # (`return a if c1 else b if c2 else d`) still reads as an if/elif/else, 1 + 2
    found.update(
        id(ret.value) for ret in facts.of_type(ast.Return) if isinstance(ret.value, ast.IfExp)
    )
    return frozenset(found)


_NEUTRAL = {ast.Add: 0, ast.Sub: 0, ast.BitOr: 0, ast.BitXor: 0, ast.Mult: 1}
"""The operand that leaves a number as it is under each augmented operator (`+= 0`)."""


def thrown_away_assignments(facts: StrictFacts) -> list[tuple[ast.AST, int]]:
    """(assignment, branches) of the `and`/`or` operands a thrown-away assignment hides
    (`_ = ready and start()`, see `_thrown_away`), found in one pass over the
    assignments."""
    found: list[tuple[ast.AST, int]] = []
    for node in facts.of_type(ast.Assign, ast.AnnAssign):
        if type(node.value) in _KEPT_FOR_NOTHING:
            amount = _thrown_away_choices(node.value, facts)
            if amount and _thrown_away(node, facts):
                found.append((node, amount))
    return found


_HELD = (ast.Tuple, ast.List, ast.Set)
_LOOPING = (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)
_PARTS_DROPPED = (ast.JoinedStr, ast.FormattedValue, ast.BinOp, ast.UnaryOp, ast.Subscript,
                  ast.Dict, ast.Attribute)  # fmt: skip
"""Values whose parts are thrown away with them (`f'{dry or save()}'` as a statement)."""
_DROPPING = frozenset({*_HELD, *_LOOPING, *_PARTS_DROPPED, ast.Await, ast.Starred, ast.Call,
                       ast.Compare, ast.NamedExpr})  # fmt: skip
"""What an expression statement's value may drop `and`/`or` operands or loops in (an
`and`/`or` itself is `branch_weight`'s)."""
_KEPT_FOR_NOTHING = frozenset({*_DROPPING, ast.BoolOp})
_CONSUMERS = frozenset({"all", "any", "list", "tuple", "set", "frozenset", "sorted", "sum",
                        "min", "max", "len", "bool", "dict", "next", "iter", "reversed",
                        "enumerate", "zip", "str", "repr", "id", "hash"})  # fmt: skip
"""Builtins computing a value from their arguments and nothing else: one thrown away ran
its arguments for what they do (`any((dry or save(), verbose and log()))`)."""
_CONSUMER_NAMES = frozenset(f"builtins.{name}" for name in _CONSUMERS) | {
    "collections.deque", "collections.Counter", "collections.OrderedDict",
    "builtins.dict.fromkeys", "builtins.str.join", "const:str.join", "builtins.bytes",
    "builtins.bytearray",
    "heapq.nlargest", "heapq.nsmallest", "heapq.merge",
    "operator.countOf", "operator.indexOf", "operator.contains",
}  # fmt: skip
_PURE_MODULES = frozenset({"math", "cmath", "statistics", "itertools"})
"""Modules whose functions only compute a value from their arguments (`math.fsum`,
`statistics.mean`, `itertools.chain`): one thrown away ran its arguments for what they
do, as a consumer of `_CONSUMERS` does."""
_KEY_CALLERS = frozenset({"builtins.sorted", "builtins.min", "builtins.max",
                          "heapq.nlargest", "heapq.nsmallest", "heapq.merge"})  # fmt: skip
"""Consumers calling their `key=` function on each item: thrown away, a loop run for what
the key does (`min(reports, key=sink.write)`)."""
_CALLABLE_ITER = frozenset({"builtins.iter"})
_LAZY_LOOPS = frozenset({"builtins.map", "builtins.filter", "itertools.starmap"})
_EAGER_LOOPS = frozenset({"functools.reduce"})
"""A loop that runs when called (`reduce(lambda _, s: s.write(r), sinks, None)`)."""
_CALLED_WORDS = _CONSUMERS | {"map", "filter", "starmap", "deque", "reduce", "Counter",
                               "OrderedDict", "fromkeys", "join", "bytes", "bytearray",
                               "nlargest", "nsmallest", "merge", "countOf", "indexOf",
                               "contains"}  # fmt: skip


def _thrown_away_choices(value: ast.expr, facts: StrictFacts) -> int:
    """`ready and start()` whose value is thrown away (assigned to `_` or to a name the
    function never reads, or an item of a tuple, list or set an expression statement
    drops: `(a and f(), b and g())`): one branch per extra operand, as for an `and`/`or`
    statement; the same through a call of a builtin that only computes a value from its
    arguments (`any((a and f(), ...))`) or of a lambda in place (`(lambda: a and f())()`)
    or in the operands of a comparison (`(dry or save()) is None`), per comparison of a
    chain beyond the first when a later operand calls (`False == dry != save()` runs
    `save()` only if the first holds), and one per loop run for what it
    does: a comprehension's `for` (`[log() for _ in range(verbose)]`), `map` or `filter`
    (`list(map(log, [msg] * verbose))`)."""
    if isinstance(value, ast.BoolOp):
        return len(value.values) - 1
    if isinstance(value, ast.Await | ast.Starred):
        return _thrown_away_choices(value.value, facts)
    if isinstance(value, _HELD):
        return sum(_thrown_away_choices(item, facts) for item in value.elts)
    if isinstance(value, ast.Compare):
        later = value.comparators[1:]
        calls = any(isinstance(item, ast.Call) for part in later for item in ast.walk(part))
        operands = (value.left, *value.comparators)
        return (len(later) if calls else 0) + sum(
            _thrown_away_choices(item, facts) for item in operands
        )
    if isinstance(value, _LOOPING):
        made = [value.key, value.value] if isinstance(value, ast.DictComp) else [value.elt]
        loops = sum(not _at_most_once(loop.iter, facts) for loop in value.generators)
        return loops + sum(_thrown_away_choices(item, facts) for item in made)
    if isinstance(value, ast.Call):
        return _consumed(value, facts)
    if isinstance(value, ast.NamedExpr):
        target = value.target
        unread = _unread([target.id], value, value.value, facts)
        return _thrown_away_choices(value.value, facts) if unread else 0
    if isinstance(value, _PARTS_DROPPED):
        return sum(_thrown_away_choices(item, facts) for item in _dropped_parts(value))
    return 0


def _dropped_parts(value: ast.expr) -> list[ast.expr]:
    """The parts of a value (see `_PARTS_DROPPED`) thrown away with it: an f-string's
    fields, an operator's operands, a subscript's value and key, a dict's keys and values,
    an attribute's object."""
    if isinstance(value, ast.JoinedStr):
        return value.values
    if isinstance(value, ast.FormattedValue):
        return [value.value, *([value.format_spec] if value.format_spec else [])]
    if isinstance(value, ast.BinOp):
        return [value.left, value.right]
    if isinstance(value, ast.Subscript):
        return [value.value, value.slice]
    if isinstance(value, ast.Dict):
        return [*(key for key in value.keys if key is not None), *value.values]
    if isinstance(value, ast.UnaryOp):
        return [value.operand]
    return [value.value] if isinstance(value, ast.Attribute) else []


def _consumed(call: ast.Call, facts: StrictFacts) -> int:
    """`_thrown_away_choices` of a call whose result is thrown away: a lambda's body, the
    arguments of a builtin that only computes a value (see `_CONSUMERS`) or of
    `collections.deque` (`deque(map(sink.write, reports), maxlen=0)` consumes a loop run
    for its effects), `map`, `filter`, `itertools.starmap` or `functools.reduce` (a
    loop)."""
    func = call.func
    if isinstance(func, ast.Lambda):
        return _thrown_away_choices(func.body, facts)
    word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    if word in _LOG_WORDS and (isinstance(func, ast.Attribute) or word == "print"):
        values = [*call.args, *(item.value for item in call.keywords)]
        return sum(map(_acting_choices, values))
    if isinstance(func, ast.Name) and (ignoring := facts.derived(_ignoring_functions)):
        ignored = ignoring.get(word)
        if ignored is not None and f"local:{word}" in facts.names.names(func):
            return sum(_ignored_choices(item, facts) for item in _ignored_arguments(call, ignored))
    if word not in _CALLED_WORDS and not facts.derived(_pure_words):
        return 0
    called = facts.names.names(func)
    pure = any(name.partition(".")[0] in _PURE_MODULES for name in called)
    loop = bool(called & _LAZY_LOOPS or called & _EAGER_LOOPS)
    if not loop and not pure and not called & _CONSUMER_NAMES:
        return 0
    keyed = bool(called & _KEY_CALLERS) and any(item.arg == "key" for item in call.keywords)
    stepping = bool(called & _CALLABLE_ITER) and len(call.args) == _PAIR
    values = [*call.args, *(item.value for item in call.keywords)]
    return loop + keyed + stepping + sum(_thrown_away_choices(item, facts) for item in values)


_FRAME_WORDS = frozenset({"locals", "vars", "exec", "eval", "currentframe", "_getframe",
                          "f_locals", "f_back", "stack", "getcallargs", "signature"})  # fmt: skip
"""Words by which a function may read its parameters without naming them."""


def _ignoring_functions(facts: StrictFacts) -> dict[str, tuple[ast.arguments, frozenset[str]]]:
    """Module functions, undecorated and defined once, with the parameters their body
    never names (`def _collect(*_results): 'Accept results not needed.'`): an argument
    handed to one is thrown away (see `_ignored_arguments`)."""
    found: dict[str, tuple[ast.arguments, frozenset[str]]] = {}
    defined: dict[str, int] = {}
    for node in facts.tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            defined[node.name] = defined.get(node.name, 0) + 1
    for node in facts.tree.body:
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) or node.decorator_list:
            continue
        if defined[node.name] != 1:
            continue
        words = _body_words(node)
        if words & _FRAME_WORDS:
            continue
        spec = node.args
        params = [*spec.posonlyargs, *spec.args, *spec.kwonlyargs, spec.vararg, spec.kwarg]
        unread = frozenset(p.arg for p in params if p is not None and p.arg not in words)
        if unread:
            found[node.name] = (spec, unread)
    return found


def _body_words(node: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The names and attribute names a function's body writes."""
    words: set[str] = set()
    for part in (item for statement in node.body for item in subtree_nodes(statement)):
        if isinstance(part, ast.Name):
            words.add(part.id)
        elif isinstance(part, ast.Attribute):
            words.add(part.attr)
    return words


def _ignored_arguments(
    call: ast.Call, ignoring: tuple[ast.arguments, frozenset[str]]
) -> list[ast.expr]:
    """The arguments of `call` bound to parameters the called function never names
    (positional ones up to the first `*items`, keywords by name, the rest through an
    unread `*args` or `**kwargs`)."""
    spec, unread = ignoring
    positional = [*spec.posonlyargs, *spec.args]
    found: list[ast.expr] = []
    for index, argument in enumerate(call.args):
        if isinstance(argument, ast.Starred):
            break
        if index < len(positional):
            name = positional[index].arg
        else:
            name = spec.vararg.arg if spec.vararg is not None else ""
        if name in unread:
            found.append(argument)
    keywords = {p.arg for p in [*spec.args, *spec.kwonlyargs]}
    for keyword in call.keywords:
        if keyword.arg is None:
            continue
        name = keyword.arg if keyword.arg in keywords else getattr(spec.kwarg, "arg", "")
        if name in unread:
            found.append(keyword.value)
    return found


def _ignored_choices(value: ast.expr, facts: StrictFacts) -> int:
    """`_thrown_away_choices` of an argument a module function ignores; an `and`/`or`
    counts only when it acts (see `_acting_choices`: `dry_run or path.write_text(text)`),
    not when it picks a value (`name or 'anon'`)."""
    if isinstance(value, ast.BoolOp):
        return _acting_choices(value)
    return _thrown_away_choices(value, facts)


_LOG_WORDS = frozenset({"debug", "info", "warning", "warn", "error", "critical",
                        "exception", "log", "print"})  # fmt: skip
"""Logger methods and `print`: their arguments are only shown."""


def _acting_choices(value: ast.expr) -> int:
    """`dry_run or path.write_text(text)` handed to a logging call or `print` whose result
    is thrown away: one branch per operand after the first when a later operand calls
    something with arguments (an action run on a condition; `name or 'anon'` and
    `user or default_user()` pick a value to show and count nothing)."""
    if not isinstance(value, ast.BoolOp):
        return 0
    acting = any(
        isinstance(item, ast.Call) and (item.args or item.keywords)
        for operand in value.values[1:]
        for item in ast.walk(operand)
    )
    return len(value.values) - 1 if acting else 0


def _pure_words(facts: StrictFacts) -> bool:
    """Whether the code names one of `_PURE_MODULES`: without it, no call needs
    resolving for them."""
    return any(name in facts.code for name in _PURE_MODULES)


def _thrown_away(node: ast.Assign | ast.AnnAssign, facts: StrictFacts) -> bool:
    """`_ = ...`, or an assignment to `_names` the function (nested functions included)
    never reads: a value kept for nothing, the statement run only for what it does; also
    to other names the function never reads (nor the module declares global or nonlocal,
    nor reads through `locals()` or `vars()`) when the value calls something (`shown =
    verbose and log.info(...)`); also to a place whose private name the module writes
    and never reads (see `_dead_place`: `self._last = verbose and log.info(...)`)."""
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    places = [target for target in targets if isinstance(target, ast.Attribute | ast.Subscript)]
    if places:
        return len(places) == len(targets) and all(_dead_place(item, facts) for item in places)
    names = [target.id for target in targets if isinstance(target, ast.Name)]
    if len(names) != len(targets):
        return False
    return _unread(names, node, node.value, facts)  # type: ignore[arg-type]


def _dead_place(target: ast.Attribute | ast.Subscript, facts: StrictFacts) -> bool:
    """An attribute (`self._last`) or element (`_SINK[0]`, `self._log[k]`) whose private
    name, the attribute's or the root name's, appears in the code only where it is
    assigned to: a store nothing can read back (a name in text, `getattr(self, '_last')`,
    `__slots__`, is a read)."""
    root: ast.expr = target
    while isinstance(root, ast.Subscript):
        root = root.value
    word = root.attr if isinstance(root, ast.Attribute) else getattr(root, "id", "")
    if not word.startswith("_") or word.startswith("__") or word == "_":
        return False
    stores = facts.derived(_stored_words)
    return stores.get(word, 0) == len(re.findall(rf"\b{word}\b", facts.code))


def _stored_words(facts: StrictFacts) -> dict[str, int]:
    """How often each name or attribute name stands as assigned to (the place an `=` or
    annotated assignment stores into, or the root of an element it stores into:
    `_SINK` of `_SINK[k] = v`)."""
    found: dict[str, int] = {}
    for node in facts.of_type(ast.Assign, ast.AnnAssign):
        for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
            for item in _stored_parts(target):
                found[item] = found.get(item, 0) + 1
    return found


def _stored_parts(target: ast.expr) -> list[str]:
    """The words of a target that are stored into rather than read: each name or
    attribute a tuple target binds, and the root of an element stored into."""
    if isinstance(target, ast.Tuple | ast.List):
        return [word for item in target.elts for word in _stored_parts(item)]
    if isinstance(target, ast.Starred):
        return _stored_parts(target.value)
    if isinstance(target, ast.Subscript):
        root = target.value
        while isinstance(root, ast.Subscript):
            root = root.value
        return _stored_parts(root)
    if isinstance(target, ast.Attribute):
        return [target.attr]
    return [target.id] if isinstance(target, ast.Name) else []


def _unread(names: list[str], node: ast.AST, value: ast.expr, facts: StrictFacts) -> bool:
    """Whether names bound at `node` to `value` are kept for nothing (see `_thrown_away`)."""
    if all(name == "_" for name in names):
        return True
    owner = facts.owner(node, through_lambdas=False)
    if not isinstance(owner, ast.FunctionDef | ast.AsyncFunctionDef):
        return False  # a module's `_NAME` is read by its functions
    reads = facts.derived(_reads_by_name)
    if not all(name.startswith("_") for name in names):
        if not any(isinstance(item, ast.Call) for item in ast.walk(value)):
            return False
        if "locals" in reads or "vars" in reads or set(names) & facts.derived(_shared_names):
            return False
    return not any(_read_in(item, owner, facts) for name in names for item in reads.get(name, ()))


def _reads_by_name(facts: StrictFacts) -> dict[str, list[ast.Name]]:
    """The module's name reads, by name."""
    found: dict[str, list[ast.Name]] = {}
    for node in facts.of_type(ast.Name):
        if isinstance(node.ctx, ast.Load):
            found.setdefault(node.id, []).append(node)
    return found


def _shared_names(facts: StrictFacts) -> frozenset[str]:
    """The names some function declares global or nonlocal."""
    return frozenset(
        name for node in facts.of_type(ast.Global, ast.Nonlocal) for name in node.names
    )


def _read_in(read: ast.Name, function: ast.AST, facts: StrictFacts) -> bool:
    """Whether a name read stands in `function` (or a function or class inside it)."""
    owner = facts.owner(read, through_lambdas=True)
    while owner is not function and not isinstance(owner, ast.Module):
        owner = facts.owner(owner, through_lambdas=True)
    return owner is function


_REPEATERS = frozenset({"itertools.repeat"})


def _at_most_once(loop: ast.expr, facts: StrictFacts) -> int:
    """`for _ in range(n < 0)`, `[None] * (n < 0)`, `items[:n < 0]` or
    `itertools.repeat(x, n < 0)` in a comprehension: a loop run by truth tests alone, zero
    times or once: an `if`, one branch."""
    if isinstance(loop, ast.Name):
        return 0
    if isinstance(loop, ast.Call) and loop.args and not loop.keywords:
        if _other_builtin(loop.func):
            return 0
        called = facts.names.names(loop.func)
        if "builtins.range" in called:
            counts = loop.args
        elif called & _REPEATERS and len(loop.args) == _PAIR:
            counts = loop.args[1:]
        else:
            return 0
    elif isinstance(loop, ast.BinOp) and isinstance(loop.op, ast.Mult):
        counts = [loop.right] if isinstance(loop.left, _SEQUENCES) else [loop.left]
        if not isinstance(loop.left, _SEQUENCES) and not isinstance(loop.right, _SEQUENCES):
            return 0
    elif isinstance(loop, ast.Subscript) and isinstance(loop.slice, ast.Slice):
        bounds = (loop.slice.lower, loop.slice.upper, loop.slice.step)
        counts = [item for item in bounds if item is not None]
    else:
        return 0
    leaves = [truth_leaves(item, facts) for item in counts]
    return int(None not in leaves and sum(leaves) > 0)  # type: ignore[arg-type]


_SEQUENCES = (ast.List, ast.Tuple, ast.Constant)
_PAIR = 2
_REPEATING = frozenset({"range", "repeat"})
_BUILTIN_NAMES = frozenset(dir(builtins)) - _REPEATING


def _other_builtin(func: ast.expr) -> bool:
    """`enumerate(...)`, `zip(...)`, `obj.items()`: a call that is plainly not `range` or
    `itertools.repeat` (a builtin's name, or a method of another name), without resolving
    it."""
    if isinstance(func, ast.Name):
        return func.id in _BUILTIN_NAMES
    return isinstance(func, ast.Attribute) and func.attr not in _REPEATING


_HIDDEN = HIDDEN_BRANCHES.extended(
    hidden_branches,
    (
        ast.BoolOp,
        ast.Subscript,
        ast.Tuple,
        ast.List,
        ast.Set,
        ast.Dict,
        ast.With,
        ast.Try,
        ast.TryStar,
        ast.AsyncWith,
        ast.BinOp,
    ),  # fmt: skip
    "and/or choosing values, getattr dispatch, indexed pairs, condition tables, loops run"
    " at most once, guards in blocks whose errors are swallowed, text repeated by a truth"
    " test",
)


class MaxBranches(FunctionLimit):
    """Limit the number of branches in each function.

    What it asks:
        No function or method has more than `max_branches` branches, where every `if`,
        `elif` and `else`, every `for` and `while` loop (and its `else`), every `except`,
        `else` and `finally` clause of a `try`, and every `case` of a `match` counts as one.

    Why:
        Branch-heavy functions are hard to read and to test exhaustively. The paper
        publishes this instruction as its example of a parameterised constraint: at 2-4
        branches even strong models must restructure code they would otherwise write
        as one long if-chain.

    Verified by:
        Ruff PLR0912 (pylint too-many-branches) with `max-branches` set to the parameter.
        Only statements count: branches taken inside expressions are free.

    Strict mode:
        The top-level code of a constant string a function runs through
        exec/eval/compile counts toward that function's branches, its hidden parts
        included (functions the string defines are judged on their own).
        Also counts the branches hidden in expressions: two per conditional expression
        (like the if/else it replaces; one when assigned to a name or attribute one of
        its sides leaves as it is, `total = step(total) if ok else total`, `self.x = f(x)
        if ok else self.x`, or added with a side of 0, `total += fee if small else 0`, or
        with a side that is a name the other side works on, `clean(v) if v else v`, `-v
        if v < 0 else v`, an `if` with no `else`, or returned whole, `return a if c else
        b`, which is `if c: return a` then `return b`; a conditional expression on one of
        its sides counts two, `return a if c1 else b if c2 else d` reading as if/elif/else),
        one per extra operand of an `and`/`or` used as
        a statement (`ready and start()`), also when its value is thrown away otherwise
        (assigned to `_` or to a `_name` the function never reads, `_ = ready and
        start()`, or, when the value calls something, to any name the function never
        reads nor declares global or nonlocal nor reads through `locals()` or `vars()`,
        `shown = verbose and log.info(...)`; an item of a tuple, list or set an
        expression statement drops; an argument of a builtin computing a value from its
        arguments alone, or of `collections.deque`, whose result is dropped, `any((dry or
        save(), ...))`, `all`, `list`, `sum`, `sorted` and the like; the body of a lambda
        called in place,
        `(lambda: dry or save())()`), one per comparison beyond the first of a chain
        whose value is thrown away so when a later operand calls (`False == dry_run !=
        save()` runs `save()` only when the first comparison holds) and one per extra
        operand of an `and`/`or` among the operands of any comparison thrown away so
        (`(dry_run or save()) is None` as a statement), one per `for` of a
        comprehension whose value is thrown away so and per such `map`, `filter`,
        `itertools.starmap` or `functools.reduce` (loops run for their effects:
        `[log.info(m) for _ in range(verbose)]`, `list(map(log.info, [m] * verbose))`,
        `deque(map(sink.write, sinks), maxlen=0)`, `reduce(lambda _, s: s.write(r),
        sinks, None)`), one per `key=` function of `sorted`, `min`, `max`,
        `heapq.nlargest`, `nsmallest` or `merge` whose result is thrown away (`min(reports,
        key=sink.write)`), and one per `iter(f, sentinel)` so consumed (a `while` loop:
        `deque(iter(self._step, None), maxlen=0)`); the consumers also take in
        `collections.Counter`, `OrderedDict`, `dict.fromkeys`, `str.join`, `bytes`,
        `bytearray`, `heapq.nlargest`, `nsmallest`, `merge`, `operator.countOf`,
        `indexOf`, `contains` and any function of `math`, `cmath`, `statistics` or
        `itertools` (`math.fsum(s.write(x) for s in sinks)`, `operator.countOf(map(...),
        None)`), their keyword values included, and in the arguments a module function
        (undecorated, defined once) binds to parameters its body never names, when the
        call's result is thrown away (`_collect(dry_run or path.write_text(text))` with
        `def _collect(*_results): pass`; an `and`/`or` there counts as for a logger, below);
        one per extra operand of an `and`/`or` handed
        straight to a logger method (`debug`, `info`, ..., `log`) or `print` whose result
        is thrown away, when a later operand calls something with arguments
        (`log.debug('%s', dry_run or path.write_text(text))`),
        one per comprehension `for` a truth test alone runs zero times or once (over
        `range(len(text) < 8)`, `[None] * (' ' in text)`, `items[:n < 0]` or
        `itertools.repeat(x, n < 0)`, truth tests as logic_1 reads an index: an `if`),
        two per `and` in an `or` chain that picks a
        value (a literal, f-string, container, comprehension, arithmetic or lambda: `x < 0
        and 'negative' or 'positive'`) or the function to call (`(small and self.insertion
        or self.quick)(items)`, also through the one name it is bound to: `handler = fmt
        == 'csv' and to_csv or to_text; handler(report)`, or handed to a builtin or module
        function that calls it, as a table lookup below), one per comprehension `if`, one
        for the default of a `next` over a comprehension whose `if` tests do not read its
        items (`next((f for f in (ship,) if not dry), preview)`: an if/else), one per
        row of a literal table holding a lambda returning a truth test (two or more such
        rows) whose first true row `next` picks, a `for` whose body always ends in
        `break` (`for test, name in filter(lambda r: r[0](x), RULES): ...; break`), or a
        constant index of a list comprehension or `list`/`tuple` of them (`[q for test,
        q in RULES if test(t)][0]`, also through the one name bound to the list),
        whatever runs the lambdas (`next(compress(
        labels, map(lambda r: r[0](x), RULES)), 'idle')`; a table filtered whole, `[m for
        test, m in RULES if test(p)]`, counts its one `if`), one per `push` of a lambda
        that may return true, or of a function of the module, onto an `ExitStack` (an exit
        callback choosing which errors to swallow: an `except` written by hand), one
        per entry of a table of functions that may be the module's own code (a lambda, a
        function or method of the module, also wrapped by `functools.partial`, or a value
        the code does not show; a library function, such as `operator.add` or
        `str.upper`, is a value picked by key, as with `getattr(operator, op)`, and adds
        nothing) filtered by `itertools.compress` with selectors that are not a constant
        (`compress((lambda: start(), lambda: stop()), map(cmd.__eq__, KEYS))`), or read
        by a key that is not a constant, when the table is a tuple or list, a dict keyed by
        anything but text naming its entries (`True`/`False`, numbers, `'yes'`/`'no'`) or
        given an entry under another key later (`TABLE[True] = g`), or the key is worked
        out from a truth test (`(n > 0) - (n < 0)`, `'preview' * (changes > 100) or
        'push'` through the name it is bound to) or is an item of a literal string, tuple
        or list read by an index that is not a constant (`{'s': send, 'p': preview}['sp'[
        dry_run]]`: the position picks), however the entry is read (`[key]`,
        `.get`, `.__getitem__`, `operator.itemgetter(key)(TABLE)`, `getattr(TABLE,
        'get')`, `.pop(key)`, `next(itertools.islice(TABLE, key, None))`: `[lambda: push(),
        lambda: preview()].pop(dry_run)()`), and called in place
        (`{'a': f, 'b': g}[key]()`, and `TABLE.get(key, fallback)()` with one more for
        the fallback, also `TABLE.get(key) or fallback`), also run as it is
        (`operator.call(TABLE[key], x)`, `TABLE[key].__call__(x)`, `getattr(TABLE[key],
        '__call__')(x)`, `operator.methodcaller('__call__', x)(TABLE[key])` and
        `functools.partial(TABLE[key], x)()`, the last two also through the one name
        bound to the `methodcaller` or `partial`, or a lambda called in place with it
        where it calls its parameter: `(lambda run: run(x))(TABLE[key])`), through `:=` (`(op :=
        OPS[key])(a, b)`), handed to `map`, `filter`, `functools.reduce` or as the `key`
        of `sorted`, `min` or `max` (`map(FORMATS[fmt], reports)`) or to a parameter that
        every module function the call may reach calls in its body (`apply(FORMATS[fmt],
        report)` with `def apply(func, report): return func(report)`), or through the one
        name such a lookup by a key that is not a constant is bound to (`op = OPS[key];
        op(a, b)`), the table being a literal, `dict(add=f, sub=g)`, or either assigned
        once to an attribute of `self` (`self.ops[op](a, b)`) or in a class body
        (`FORMATS = {...}` read as `self.FORMATS`, `cls.FORMATS` or
        `Renderer.FORMATS`), one per function of the module
        whose name fits a name computed for `getattr` (also, when the name repeats
        text by a count, `'_send' + '_preview' * dry_run`, one per function it fits with
        the repeated text there or not; also `inspect.getattr_static`,
        `obj.__getattribute__(name)` and `object.__getattribute__(obj, name)`), `globals()`
        (or `vars(...)`, read
        as a table is read), or `operator.attrgetter` or `operator.methodcaller` applied to
        `self`, `cls`, the module (`sys.modules[__name__]`, `importlib.import_module`) or
        an object of a module class, when the name is worked out from a truth test or the
        functions it fits differ by a truth word (`getattr(self, f'_run_{dry_run}')` with
        `_run_True` and `_run_False`), also
        through a name, with one more for a fallback), one per truth test repeating text
        or a sequence display as logic_1 counts it (`'low' * (v < 10)`, `['low'] * (v <
        10)`), and one per entry truth tests can
        reach (at most two per test) of a literal tuple or list, or of a dict keyed by
        `True`/`False` or integers, picked by truth tests as logic_1 counts them
        (`('odd', 'even')[n % 2 == 0]`, `{True: 'even', False: 'odd'}[is_even]` with
        `is_even = n % 2 == 0`, `('below', 'equal', 'above')[(a > b) - (a < b) + 1]`,
        also read with `.__getitem__`, `operator.getitem`, `.pop`, a slice or
        `itertools.islice` as logic_1 reads them; the tables also named tuples and
        parameter defaults as logic_1 reads them, strings, the words of a
        constant string split at run time (`'low mid high'.split()[(x > 1) + (x > 9)]`),
        `range`s, `array.array`s of literal items, tuple- or text-keyed dicts and the
        members of a module Enum called with
        the index (`_Level((x > 1) + (x > 9))`), as logic_1 reads them: `'NP'[n > 0]`,
        `{'TrueFalse': 'IV', ...}[f'{x > 0}{y < 0}']`, and truth tests read from a field
        of a record as logic_1 reads them (given by keyword, by place or stored once
        afterwards), `('pos', 'neg')[flags['neg']]`; also a table read by an index
        packing truth tests or flags as bits as logic_1 reads it, `POLICIES[private * 4 +
        volatile * 2 + shared]` with `private = config.get('private', False)`: an
        if/else per truth test or flag, as the same table nested counts them; and
        truth tests or flags packed as bits whose highest set bit is read, as logic_1
        reads them, `_OPS[(pick).bit_length() - 1]` with `pick = (amount <= 0) << 4 |
        frozen << 3 | ... | 1`: an if/elif chain, one branch per term not a constant
        and one for the `else` a constant term stands for), one per
        truth test or flag slicing a literal sequence of
        one or more items outside a comprehension's iterable, as logic_1 counts them
        (`*[lambda: sms.send(...)][:wants_sms]`: all or none, an `if`), one per guard
        in a block whose errors a manager swallows (also a `functools.partial` of
        `suppress`, or an `ExitStack` entering or pushing such a manager) or a `try` body
        whose `finally` returns, breaks or continues, as logic_1 counts them, calls of a
        module helper that only tests and raises included (`with
        suppress(ZeroDivisionError): 1 / verbose; notify(path)` is an `if`, so is
        `_expect(code >= 200)` in `with suppress(_Miss):`), one per manager of the module
        that may refuse to be entered, entered under a swallowing one, as logic_1 counts
        them (`with suppress(_Skip), _When(total > 100): total -= 10` is an `if`), one per such
        guard beyond the first in the body of a `try` with a handler, as logic_1 counts
        them (`try: 1 / (x > 0); 1 / ok; post(x) except ZeroDivisionError: hold(x)`), and for
        each condition table as logic_1 reads one (a literal tuple, list or set of rows,
        pairs or more fields, dicts with text keys or records built by a module class, a
        `namedtuple`, `SimpleNamespace` or `dict`, also held in one-row literals handed to
        one call, spread or joined by `+` or `|`, `((n < 0, 'neg'),) + ((n > 0, 'pos'),)`,
        or a dict, with two or more rows led by
        a truth test: `operator.lt(n, 0)`, `name.startswith('_')` too; `((kind == 'a',
        store.insert, 'added'), ...)`), one per row led by anything but a constant and one
        more when a constant leads a row (`next(text for test, text in ((n < 0, 'neg'), (n
        == 0, 'zero'), (True, 'pos')) if test)` is an if/elif/else, whatever picks the
        first true row; a table of constants and tests with no constant row (constants
        also as names bound once to them or as class attributes and enum members,
        `Health.DISK_LOW`) that a list or set comprehension filters whole by its test field,
        or a `for` whose one statement is `if test:` adding the row's other field to a
        name (`health |= flag`, `found.append(label)`), the result returned or bound to a
        name only returned, tested or read whole (`', '.join(found)`, `len`), `return [m
        for m, bad in (('no name', not name), ...) if bad]`, counts its one `if`), and
        the same for truth tests listed,
        or kept as a dict's values,
        and read by truth as logic_1 reads them (`max(tests, key=tests.get)`,
        `numpy.select(tests, choices)`, `[n < 0, n > 0, True].index(True)`, also packed
        into a sequence as logic_1 packs them, `struct.pack('4?', a > 9, b > 3,
        True).find(1)`, `np.array([t < 0, t < 10, True]).argmax()`; tests only added
        into an amount as logic_1 sums them, `sum(w * met for w, met in zip(WEIGHTS,
        wishes))`, `value |= int(bit) << i`, count none), with lambdas
        counting for the function that holds them, and the
        branches of a class body inside a function (also inside classes inside it), which
        runs on every call, counting for that function (`class _Parts: if n < 0: sign =
        'negative'`).
        Module-level code and class bodies are measured like functions, except for the
        guards that pick what a module imports or runs (`try`/`except ImportError`, also
        with other errors, `except (ImportError, OSError)`, when the `try` imports, `if
        TYPE_CHECKING:`, `if __name__ == '__main__':`, and tests of `sys.version_info`,
        `sys.platform`, `os.name` or `platform` values, or of names set only by imports
        or to constants, alone or compared with literals, and `hasattr` of a module, or
        its `getattr` with a constant fallback, `if getattr(sys, 'frozen', False):`, also
        through the one name bound to it: `if platform.system() == 'Linux':`, `if yaml is
        not None:`): what they hold is
        measured (a `__main__` block that branches, or a script branching on
        `sys.argv`, is script logic), the guards are not.
        Not counted, as the edit prompt asks for it: dispatch by data, a dict keyed by
        text naming its entries read by a key that is data (`OPERATIONS[op](a, b)`,
        `FORMATS.get(fmt, to_text)(report)`), and a method picked by a name built from
        such a key (`getattr(self, f'_op_{op}')(a, b)`, as `ast.NodeVisitor` does). Data
        is a constant, a parameter (`*args` and `**kwargs` too), a module, an element,
        attribute or slice of data (`request.op`, `row['kind']`, `sys.argv[1]`), what a
        library function or a method of data that is not one of the code's functions
        gives from data (`input()`, `op.lower()`, `os.path.splitext(path)[1]`), text or
        sums built of data, what a `with` binds from data, a loop variable over data or
        literal items, and a name bound only to such values (an attribute the code sets,
        only to such values; also what `parse_args` gives of a parser a module function
        handed nothing makes and returns, `build_parser().parse_args(argv)`); a key it
        cannot trace so (another helper function's return, an item stored into a
        container, an attribute set to a method's return) counts as
        one worked out from a truth test (fails closed).
        Still possible: branching moved into helper functions, each within its own bound,
        a fallback chain folded by `functools.reduce(lambda found, get: found or get(name),
        SOURCES, None)` (it reads as `a(name) or b(name) or c(name)`, a default picked by
        `or`, no branch here),
        decisions written in another language inside a string the code runs (a Jinja
        `{% if %}...{% elif %}` template, an SQL `CASE WHEN` chain: honest code uses both),
        checks written as asserts (`assert isinstance(n, int)`, not counted: invariant
        checks and test functions assert as a matter of course) outside a block whose
        errors are swallowed or caught, the tests logic_1 leaves in such blocks (calls of
        a helper that only raises in a `try` with a handler among them, and managers
        refusing entry entered otherwise), errors
        swallowed by `contextlib.suppress` or a manager of the module (not a branch, as
        honest code writes `with suppress(KeyError):`), lambda tables whose first true
        row is picked otherwise than by `next`, a `for` that always breaks or a constant
        index of the rows listed (`min(...)` of indexes), a method name built from
        text repeated by a flag when it fits fewer than two functions, or from
        a name worked out by `max`/`min` of rows (`max((n, 'deposit'), (-n,
        'withdraw'))[1]`), an
        and/or chain picking names or call results that are not called in place or through
        the one name bound to it (or a short chain of names each bound once to the
        next), nor handed to a function that calls it (`ok and primary
        or fallback`, which reads the same as a truth test; also one returned or stored
        before it is called), a lookup passed on before it is called (a table's function
        returned, stored, or handed to a function other than the builtins above that does
        not call it itself), a method
        picked by a name that fits none of the module's functions (`getattr(text,
        action)()`, `operator.methodcaller(action)`), or picked with `operator.methodcaller`
        or `attrgetter` from an object the code does not show is the module's or of a module
        class (`methodcaller(f'to_{fmt}')(df)` reaches the frame's methods; so would a
        parameter holding an instance), a function of an imported module picked by name
        (`getattr(operator, op)(a, b)`: `getattr(np, stat)`, `getattr(pd, f'read_{fmt}')`
        and `getattr(hashlib, name)()` are idiomatic library dispatch, with no branch in the
        code), a table of library functions picked by key (`{'+': operator.add, '-':
        operator.sub}[op](a, b)`), tables built otherwise (`dict(zip(names,
        functions))`, an Enum of partials), truth tests listed and read by truth in
        other ways than logic_1 reads, and
        and/or operands kept in a public attribute (`self.last = dry or save()`, which
        code outside may read) or a private place the code also names elsewhere, and
        and/or operands, loops or chains kept in a value that is used (`print(a or b)`,
        `log.info('%s', user or default_user())`, `names = [...]` later read, `result = x
        == y != f()`), which read as values, or
        in a lambda bound to a name and called later (`run = lambda: dry or save();
        run()`), loops consumed by other calls whose result is dropped (`json.dumps([...])`,
        a function of a library outside the standard one), and a key function run by an
        in-place sort (`reports.sort(key=sink.write)`, which has an effect of its own).
    """

    id = "logic_3"
    name = "max_branches"
    category = "logic"
    description = "Limit each function to a maximum number of branches."
    generation_prompt = (
        "Give every function and method at most {max_branches} branches, counting each "
        "if, elif and else, each for or while loop, each except, else or finally clause "
        "of a try, and each case of a match statement as one branch."
    )
    edit_prompt = (
        "Reduce branching so that no function or method has more than {max_branches} "
        "branches (each if/elif/else, for/while loop, try clause and match case counts "
        "as one); move logic into helper functions or lookups of values where it helps."
    )
    limit = Limit("PLR0912", "pylint.max-branches", _BOUND, branch_count, _HIDDEN)

    def hidden_in_code(self, facts: StrictFacts) -> list[tuple[ast.AST, int]]:
        """`and`/`or` operands of thrown-away assignments (see
        `thrown_away_assignments`)."""
        return thrown_away_assignments(facts)

"""logic_1: McCabe complexity of each function at most N."""

from __future__ import annotations

import ast
import builtins
from typing import TYPE_CHECKING

from vibebench.instructions._base import int_param
from vibebench.instructions._code_facts import irrefutable
from vibebench.instructions._limits import (
    FunctionLimit,
    Limit,
    _falsy_constant,
    _finally_swallows,
    _guard,
    _swallows,
    class_attribute,
    computed_read,
    condition_tables,
    derived_leaves,
    picked_tests,
    suppressed_guards,
    table_value,
    text_by_truth,
    tried_guards,
    truth_named,
    truth_picked_through_fields,
    truth_table,
    truth_test,
)
from vibebench.instructions._strict_classes import derived_classes
from vibebench.instructions._strict_flow import (
    HIDDEN_DECISIONS,
    lineage_of,
    name_loads,
    node_parents,
    own_walk,
)
from vibebench.instructions._strict_names import UNKNOWN

if TYPE_CHECKING:
    from collections.abc import Iterator

    from vibebench.instructions._strict import StrictFacts

_BOUND = int_param("max_complexity", 5, (2, 15), "Highest McCabe complexity allowed per function.")
"""The only parameter: the bound on each function's measure."""


def _decisions(body: list[ast.stmt]) -> int:
    """Decision points in a block, counted the way Ruff's mccabe port counts them."""
    total = 0
    for node in body:
        if isinstance(node, ast.If):
            # An `elif` is an `if` nested in `orelse`, so it adds its own one there.
            total += 1 + _decisions(node.body) + _decisions(node.orelse)
        elif isinstance(node, ast.For | ast.AsyncFor | ast.While):
            total += 1 + _decisions(node.body) + _decisions(node.orelse)
        elif isinstance(node, ast.With | ast.AsyncWith):
            total += _decisions(node.body)
        elif isinstance(node, ast.Try | ast.TryStar):
            total += _decisions(node.body) + _decisions(node.orelse)
            total += _decisions(node.finalbody)
            total += sum(1 + _decisions(handler.body) for handler in node.handlers)
        elif isinstance(node, ast.Match):
            total += sum(1 + _decisions(case.body) for case in node.cases)
            last = node.cases[-1]
            total -= last.guard is None and irrefutable(last.pattern)  # its `else`
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            total += 1 + _decisions(node.body)
    return total


def complexity(func: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """An estimate of the function's cyclomatic complexity (1 + its decision points)."""
    return 1 + _decisions(func.body)


_ALL_OR_ANY = frozenset({"builtins.all", "builtins.any"})


def _picked_by_truth(node: ast.Subscript | ast.Call, facts: StrictFacts) -> int:
    """`{True: 'neg', False: 'pos'}[n < 0]`, `'NP'[n > 0]` or `NAMES[(x > 1) + (x > 10)]`,
    however the entry is read (`.get`, `.__getitem__`, `operator.getitem`,
    `operator.itemgetter`: see `entry_read`): an if/else per truth test, or an `elif` per
    entry beyond the first the tests can reach when that is more (`{(True, True): 'I',
    ...}[(x > 0, y > 0)]` picks one of four: three decisions); bits packed into the index
    (see `packed_flags`) count one per truth test or flag, as `T[a][b][c]` counts them."""
    node = entry_spelling(node, facts)
    bits = packed_flags(node, facts)
    if bits:
        return sum(bits)
    picked = truth_picked_through_fields(node, facts)
    if picked is None:
        return truth_named(node, facts) or sliced_by_truth(node, facts)
    entries, leaves = picked
    return max(leaves, min(entries, 2 ** min(leaves, _MOST_LEAVES)) - 1)


_COPY_METHODS = frozenset({"copy", "__copy__"})
_COPY_CALLS = frozenset({"copy.copy", "copy.deepcopy"})
_SPELLED_METHODS = frozenset({"get", "setdefault", "pop", "__getitem__"})


def entry_spelling(node: ast.expr, facts: StrictFacts) -> ast.expr:
    """A read of one entry as `computed_read` knows it: `T.setdefault(k, d)` reads what
    `T.get(k, d)` reads (it only stores a missing key), and a copy of a table
    (`T.copy()`, `copy.copy(T)`, `copy.deepcopy(T)`) holds its entries, so `T.copy()[k]`
    is `T[k]`; `node` itself when it is neither. Answered once a node, so the stand-in's
    id() stays its own."""
    if not facts.mentions("copy", "setdefault") or not isinstance(node, ast.Subscript | ast.Call):
        return node
    known = facts.memo(entry_spelling)  # id(node) -> (node, its spelling)
    hit = known.get(id(node))  # (the node is kept with its answer, so its id stays its own)
    if hit is None:
        hit = known[id(node)] = (node, _respelled(node, facts))
    return hit[1]


def _respelled(node: ast.Subscript | ast.Call, facts: StrictFacts) -> ast.expr:
    """`entry_spelling`, worked out."""
    if isinstance(node, ast.Subscript):
        table = _uncopied(node.value, facts)
        if table is node.value:
            return node
        return ast.copy_location(ast.Subscript(table, node.slice, ast.Load()), node)
    func = node.func
    if not isinstance(func, ast.Attribute) or func.attr not in _SPELLED_METHODS:
        return node
    table = _uncopied(func.value, facts)
    method = "get" if func.attr == "setdefault" else func.attr
    if table is func.value and method == func.attr:
        return node
    spelled = ast.Call(ast.Attribute(table, method, ast.Load()), node.args, node.keywords)
    return ast.copy_location(spelled, node)


def _uncopied(table: ast.expr, facts: StrictFacts) -> ast.expr:
    """The table a copy is made of (`T.copy()`, `copy.copy(T)`), else `table`."""
    for _ in range(_UNWRAPS):
        if not isinstance(table, ast.Call) or table.keywords:
            break
        func = table.func
        if isinstance(func, ast.Attribute) and func.attr in _COPY_METHODS and not table.args:
            table = func.value
        elif len(table.args) == 1 and facts.names.names(func) & _COPY_CALLS:
            table = table.args[0]
        else:
            break
    return table


def flag_leaves(node: ast.expr, facts: StrictFacts) -> int | None:
    """`derived_leaves`, or 1 for a read whose fallback is `True`/`False`, also through the
    one name bound to it (`config.get('shared', False)`, `getattr(opts, 'dry', False)`):
    a flag, as a truth test is."""
    leaves = derived_leaves(node, facts)
    if leaves is not None:
        return leaves
    value = facts.names.only_value(node)
    if not isinstance(value, ast.Call) or value.keywords or not value.args:
        return None
    fallback = value.args[-1]
    if not isinstance(fallback, ast.Constant) or not isinstance(fallback.value, bool):
        return None
    func = value.func
    if isinstance(func, ast.Attribute) and func.attr == "get" and len(value.args) == _TWO:
        return 1
    three = len(value.args) == 3  # noqa: PLR2004
    return 1 if three and facts.names.names(func) & _GETATTR else None


_GETATTR = frozenset({"builtins.getattr"})
_PACKING = (ast.Add, ast.BitOr, ast.BitXor)


def packed_flags(node: ast.Subscript | ast.Call, facts: StrictFacts) -> list[int] | None:
    """The leaves of the truth tests or flags (see `flag_leaves`) packed as bits into the
    index of a literal table: `VERDICTS[(tor << 3) | (failures << 2) | (foreign << 1) |
    new]` or `POLICIES[private * 4 + volatile * 2 + shared]`, weights 1, 2, 4, ... on a
    table the top weight is needed to reach. Each is an if/else, as in the same table
    nested (`POLICIES[private][volatile][shared]`); a term that is neither is a row or
    column picked by data (`frame` in `WALK[frame * 2 + left]`, a table of 4 rows of 2)
    and counts nothing, as `WALK[frame][left]` counts it. None when no term is a truth
    test or flag."""
    read = computed_read(node, facts)
    if read is None or len(read[1]) != 1:
        return None
    index = facts.names.only_value(read[1][0])
    if not isinstance(index, ast.BinOp) or not isinstance(index.op, _PACKING):
        return None
    terms = _bit_terms(index, facts)
    entries = truth_table(read[0], facts)  # (`_bit_terms` gives one term at least)
    if not entries or sorted(weight for _, weight in terms) != [2**n for n in range(len(terms))]:
        return None
    if entries <= 2 ** (len(terms) - 1):
        return None
    bits = [leaves for term, _ in terms if (leaves := flag_leaves(term, facts))]
    return bits or None


def _bit_terms(index: ast.expr, facts: StrictFacts) -> list[tuple[ast.expr, int]]:
    """The (term, weight) pairs a sum or bitwise or of shifted or scaled terms packs."""
    if isinstance(index, ast.BinOp) and isinstance(index.op, _PACKING):
        return [*_bit_terms(index.left, facts), *_bit_terms(index.right, facts)]
    if isinstance(index, ast.BinOp) and isinstance(index.op, ast.LShift | ast.Mult):
        for term, scale in ((index.left, index.right), (index.right, index.left)):
            scale = facts.names.only_value(scale)
            if isinstance(scale, ast.Constant) and type(scale.value) is int and scale.value > 0:
                if not isinstance(index.op, ast.LShift):
                    return [(term, scale.value)]
                return [(term, 2**scale.value)] if scale.value < _MOST_LEAVES else [(index, 1)]
            if isinstance(index.op, ast.LShift):
                break
    return [(index, 1)]


_BIT_METHODS = frozenset({"bit_length", "bit_count"})
_BIT_CALLS = frozenset({"builtins.int.bit_length", "builtins.int.bit_count", "builtins.bin",
                        "builtins.format", "math.log2", "math.log", "math.frexp",
                        "numpy.log2"})  # fmt: skip
"""Reads of an integer's highest set bit (or of its bits as text, or their count)."""
_BIT_WORDS = ("bit_length", "bit_count", "log2", "log(", "import log", "frexp", "bin(",
              "import bin", "format(", "import format")  # fmt: skip
_PICKED_CALLS = frozenset({"builtins.int.bit_count", "builtins.bin", "builtins.format"})
"""Of `_BIT_CALLS`, those counting or spelling every bit: a pick only read as a key."""
_ACCUMULATING = (ast.BitOr, ast.BitXor, ast.Add)


def bit_picks(facts: StrictFacts) -> dict[int, tuple[int, int]]:
    """id() of a read picking by the set bits of an integer packing two or more truth
    tests at distinct bit places -> (terms not constant, constants), the shape
    `condition_tables` gives. The integer is one `|`, `+` or `^` of terms shifted or
    scaled to weights 1, 2, 4, ... (see `_bit_terms`), or built by `|=`, `+=`, `^=` of
    such terms on one name in a function (`flags |= int(new_device) << 2`, also `flags =
    flags | ...` and shift accumulators, see `_grow`); the read is
    `.bit_length()`, `.bit_count()`, `math.log2`, `math.frexp`, `bin` or `format` of it
    (`.bit_count()`, `bin` and `format` only read as a key, see `_keyed`) (the place of
    its highest set bit: a priority encoder, the first true test of an
    if/elif ladder), through arithmetic (`lowest = flags & -flags`) and the one name bound
    to it, or an index or `.get` key made of it by arithmetic or by a name so built (a
    direct index of one expression is `packed_flags`'s)."""
    if not facts.mentions(*_BIT_WORDS) and not facts.mentions("|=", "^=", "+="):
        return {}
    if not facts.mentions("<<", "*", "|=", "^=", "+="):
        return {}
    found: dict[int, tuple[int, int]] = {}
    for terms, starts, accumulated in _bit_packs(facts):
        tests = sum(_flag_term(term, facts) for term in terms)
        if tests < _TWO:
            continue
        constant = sum(isinstance(term, ast.Constant) for term in terms)
        for start in starts:
            for read in _bit_reads(start, facts, picked=accumulated):
                found[id(read)] = (len(terms) - constant, constant)
    return found


def _bit_packs(facts: StrictFacts) -> Iterator[tuple[list[ast.expr], list[ast.expr], bool]]:
    """(the packed terms, where their integer is read from, whether it was accumulated)."""
    parents = facts.derived(node_parents)
    for node in facts.of_type(ast.BinOp):
        top = not isinstance(parents.get(id(node)), ast.BinOp | ast.AugAssign)
        if top and isinstance(node.op, _PACKING):
            terms = _bit_weights(_bit_terms(node, facts))
            if terms:
                yield terms, [node], False
    grown: dict[tuple[int, str], list[tuple[ast.expr, int]]] = {}
    accumulated: dict[tuple[int, str], bool] = {}
    steps = sorted(facts.of_type(ast.AugAssign, ast.Assign), key=_place)
    for node in steps:
        target = node.target if isinstance(node, ast.AugAssign) else node.targets[0]
        if isinstance(node, ast.Assign) and len(node.targets) != 1:
            continue
        if isinstance(target, ast.Name):
            key = (id(facts.owner(node)), target.id)
            stepped = _grow(node, grown.setdefault(key, []), facts)
            accumulated[key] = stepped
    loads = facts.derived(name_loads)
    for (owner, name), pairs in grown.items():
        terms = _bit_weights(pairs) if accumulated.get((owner, name)) else None
        if terms:
            starts = [load for load in loads.get(name, ()) if id(facts.owner(load)) == owner]
            yield terms, starts, True


def _place(node: ast.AST) -> tuple[int, int]:
    return (getattr(node, "lineno", 0), getattr(node, "col_offset", 0))


def _grow(
    node: ast.Assign | ast.AugAssign, pairs: list[tuple[ast.expr, int]], facts: StrictFacts
) -> bool:
    """Step the (term, weight) pairs one name packs through a statement binding it, in
    source order, and say whether the step accumulated: `flags |= t << 2` (also `+=`,
    `^=`) adds its terms; `flags <<= 1` or `flags *= 2` moves every term up; `flags =
    flags | t << 1` or `flags = flags << 1 | t` (a shift accumulator) does both; any other
    binding starts over with its terms (none for a constant 0)."""
    if isinstance(node, ast.AugAssign):
        if isinstance(node.op, _ACCUMULATING):
            pairs.extend(_bit_terms(node.value, facts))
            return True
        scale = facts.names.only_value(node.value)
        steps = isinstance(scale, ast.Constant) and type(scale.value) is int
        if steps and isinstance(node.op, ast.LShift) and 0 < scale.value < _MOST_LEAVES:  # type: ignore[union-attr]
            scale = 2**scale.value  # type: ignore[union-attr]
        elif steps and isinstance(node.op, ast.Mult) and scale.value > 0:  # type: ignore[union-attr]
            scale = scale.value  # type: ignore[union-attr]
        else:
            pairs.clear()
            return False
        pairs[:] = [(term, weight * scale) for term, weight in pairs]
        return True
    name = node.targets[0].id  # type: ignore[attr-defined]
    value = node.value
    terms = _bit_terms(value, facts) if isinstance(value, ast.BinOp) else []
    own = [pair for pair in terms if isinstance(pair[0], ast.Name) and pair[0].id == name]
    if len(own) == 1:
        pairs[:] = [(term, weight * own[0][1]) for term, weight in pairs]
        pairs.extend(pair for pair in terms if pair is not own[0])
        return True
    pairs.clear()
    if not (isinstance(value, ast.Constant) and value.value == 0):
        pairs.extend(_bit_terms(value, facts))
    return False


def _bit_weights(pairs: list[tuple[ast.expr, int]]) -> list[ast.expr] | None:
    """The terms when there are two or more, each at its own power of two (a constant's
    by its value, the `| 32` of a last `else`), else None."""
    weights = [
        weight * term.value
        if isinstance(term, ast.Constant) and type(term.value) is int and term.value > 0
        else weight
        for term, weight in pairs
    ]
    powers = all(weight & (weight - 1) == 0 for weight in weights)
    if len(pairs) < _TWO or not powers or len(set(weights)) != len(weights):
        return None
    return [term for term, _ in pairs]


def _flag_term(term: ast.expr, facts: StrictFacts) -> bool:
    """Whether a packed term is a truth test or flag, also through `int(...)`/`bool(...)`."""
    if _cast_of(term, _BIT_CASTS, facts):
        term = term.args[0]  # type: ignore[attr-defined]
    return truth_test(term, facts) or bool(flag_leaves(term, facts))


_BIT_CASTS = frozenset({"builtins.int", "builtins.bool"})


def _cast_of(node: ast.AST | None, casts: frozenset[str], facts: StrictFacts) -> bool:
    """Whether `node` is a call of one of `casts` with one positional argument."""
    if not isinstance(node, ast.Call) or len(node.args) != 1 or node.keywords:
        return False
    return bool(facts.names.names(node.func) & casts)


def _bit_reads(
    node: ast.expr, facts: StrictFacts, *, picked: bool, depth: int = 0
) -> Iterator[ast.expr]:
    """The reads picking by the set bits of `node` (see `bit_picks`); `picked` once
    arithmetic or accumulation made the value, so an index of it counts."""
    parents = facts.derived(node_parents)
    climbed = _bit_climb(node, facts, picked=picked)
    if climbed is None:
        return
    node, picked = climbed
    parent = parents.get(id(node))
    if isinstance(parent, ast.Attribute) and parent.attr in _BIT_METHODS:
        call = parents.get(id(parent))
        counted = parent.attr == "bit_count"
        if isinstance(call, ast.Call) and call.func is parent and _keyed(call, facts, counted):
            yield call
    elif isinstance(parent, ast.Call) and any(arg is node for arg in parent.args):
        method = isinstance(parent.func, ast.Attribute) and parent.func.attr == "get"
        names = facts.names.names(parent.func)
        if (
            names & _BIT_CALLS
            and _keyed(parent, facts, bool(names & _PICKED_CALLS))
            or (picked and method and parent.args[0] is node)
        ):
            yield parent
    elif isinstance(parent, ast.Subscript) and parent.slice is node and picked:
        yield parent
    elif _named_once(parent, node) and depth < _UNWRAPS:
        owner = facts.owner(parent)  # type: ignore[arg-type]
        for load in facts.derived(name_loads).get(parent.targets[0].id, ()):  # type: ignore[union-attr]
            if facts.owner(load) is owner:
                yield from _bit_reads(load, facts, picked=picked, depth=depth + 1)


def _keyed(read: ast.expr, facts: StrictFacts, counted: bool, depth: int = 0) -> bool:
    """Whether a read of bits picks: always for the place of the highest set bit; for a
    count of set bits or their text (`counted`: `.bit_count()`, `bin`, `format`) only
    when it (through arithmetic, `int()`, a method of the text, `bin(f).find('1')`, or
    the one name bound to it) is an index or a `.get` key, not when it is compared
    (`if chosen.bit_count() > 1:`, the honest "at most one") or logged."""
    if not counted:
        return True
    parents = facts.derived(node_parents)
    node = read
    for _ in range(_UNWRAPS * 4):
        parent = parents.get(id(node))
        if isinstance(parent, ast.Attribute) and parent.value is node:
            call = parents.get(id(parent))
            if isinstance(call, ast.Call) and call.func is parent and parent.attr == "get":
                return False
            node = call if isinstance(call, ast.Call) and call.func is parent else parent
        elif isinstance(parent, ast.BinOp | ast.UnaryOp) or _cast_of(parent, _NUMBER_CASTS, facts):
            node = parent  # type: ignore[assignment]
        elif isinstance(parent, ast.Subscript):
            return parent.slice is node
        elif isinstance(parent, ast.Call):
            method = isinstance(parent.func, ast.Attribute) and parent.func.attr == "get"
            return method and bool(parent.args) and parent.args[0] is node
        elif _named_once(parent, node) and depth < _UNWRAPS:
            owner = facts.owner(parent)  # type: ignore[arg-type]
            loads = facts.derived(name_loads).get(parent.targets[0].id, ())  # type: ignore[union-attr]
            return any(
                _keyed(load, facts, counted, depth + 1)
                for load in loads
                if facts.owner(load) is owner
            )
        else:
            return False
    return False


def _bit_climb(
    node: ast.expr, facts: StrictFacts, *, picked: bool
) -> tuple[ast.expr, bool] | None:
    """`node` climbed through the arithmetic and `int()` around it, with whether arithmetic
    was met (None: too deep)."""
    parents = facts.derived(node_parents)
    for _ in range(_UNWRAPS * 4):
        parent = parents.get(id(node))
        if isinstance(parent, ast.BinOp | ast.UnaryOp):
            node, picked = parent, True
        elif _cast_of(parent, _NUMBER_CASTS, facts):
            node = parent  # type: ignore[assignment]
        else:
            return node, picked
    return None


def _named_once(statement: ast.AST | None, value: ast.expr) -> bool:
    """Whether `statement` assigns `value` to one name."""
    return (
        isinstance(statement, ast.Assign)
        and statement.value is value
        and len(statement.targets) == 1
        and isinstance(statement.targets[0], ast.Name)
    )


def sliced_by_truth(node: ast.AST, facts: StrictFacts) -> int:
    """`[EXPRESS_FEE][:express]`, `'-'[n >= 0:]`: a literal sequence (also through the one
    name bound to it) sliced by bounds made of truth tests or flags alone (see
    `flag_leaves`) is all of it or none, an `if` per truth test, as `[x] * express` is."""
    if not isinstance(node, ast.Subscript) or not isinstance(node.slice, ast.Slice):
        return 0
    table = facts.names.only_value(node.value)
    listed = isinstance(table, ast.Tuple | ast.List) and bool(table.elts)
    text = isinstance(table, ast.Constant) and isinstance(table.value, str | bytes)
    if not listed and not (text and table.value):  # type: ignore[union-attr]
        return 0
    bounds = [part for part in (node.slice.lower, node.slice.upper) if part is not None]
    leaves = [flag_leaves(part, facts) for part in bounds]
    return 0 if not leaves or None in leaves else sum(leaves)  # type: ignore[arg-type]


_POWERS = frozenset({"builtins.pow", "math.pow", "operator.pow", "operator.__pow__"})


def powered_by_truth(node: ast.BinOp | ast.Call, facts: StrictFacts) -> int:
    """`CHILD_FACTOR ** (age < 12)`, `pow(rate, bool(member))`: a value raised to a power
    made of truth tests or flags alone is that value or 1, an if/else per truth test."""
    if isinstance(node, ast.BinOp):
        exponent = node.right if isinstance(node.op, ast.Pow) else None
    elif len(node.args) == _TWO and not node.keywords and facts.mentions("pow"):
        exponent = node.args[1] if facts.names.names(node.func) & _POWERS else None
    else:
        exponent = None
    if exponent is None or isinstance(exponent, ast.Constant):
        return 0
    return flag_leaves(exponent, facts) or 0


_MOST_LEAVES = 16


def _condition_rows(
    node: ast.Tuple | ast.List | ast.Set | ast.Dict | ast.Call, facts: StrictFacts
) -> int:
    """`((weight <= 0, 0.0), (express, 15.0), (True, 4.0))` or `{n < 0: 'neg', n > 0:
    'pos'}`: a table of conditions (see `condition_rows`), one decision per row led by
    anything but a constant; a list of tests only summed (see `summed_tests`) none, and
    one read by a comprehension's `if` less what that comprehension counts (see
    `filter_spent`), as is one of constants filtered whole (see `filtered_whole`)."""
    rows = facts.derived(condition_tables).get(id(node)) or facts.derived(packed_tests).get(
        id(node)
    )
    if not rows or id(node) in facts.derived(summed_tests):
        return 0
    spent = facts.derived(filter_spent).get(id(node), 0)
    if not rows[1]:
        spent = spent or facts.derived(filtered_whole).get(id(node), 0)
    return max(0, rows[0] - spent)


_PACKERS: dict[str, int] = {
    "struct.pack": 1,
    "numpy.array": 0,
    "numpy.asarray": 0,
    "numpy.asanyarray": 0,
    "numpy.fromiter": 0,
    "numpy.hstack": 0,
    "numpy.stack": 0,
    "numpy.concatenate": 0,
    "array.array": 1,
    "builtins.bytes": 0,
    "builtins.bytearray": 0,
    "builtins.memoryview": 0,
    "builtins.tuple": 0,
    "builtins.list": 0,
}
"""Calls keeping the order of the items they pack, with where the items go (`struct.pack`
takes each item as an argument after its format; the others one sequence)."""
_KEPT_ORDER = frozenset({"astype", "tolist", "tobytes", "flatten", "ravel", "copy"})
"""Methods of a packed sequence giving its items in the same order."""
_FIRST_TRUE = frozenset({"index", "rindex", "find", "rfind", "argmax", "argmin", "nonzero",
                         "get", "__getitem__", "pop"})  # fmt: skip
"""Methods of a sequence reading it by the truth of its items (the first true one's place)."""
_FIRST_TRUE_CALLS: dict[str, int] = {
    "numpy.argmax": 0,
    "numpy.argmin": 0,
    "numpy.nonzero": 0,
    "numpy.flatnonzero": 0,
    "numpy.argwhere": 0,
    "numpy.select": 0,
    "numpy.piecewise": 1,
    "numpy.compress": 0,
    "numpy.extract": 0,
    "itertools.compress": 1,
    "operator.indexOf": 0,
}
_FIRST_TRUE_WORDS = frozenset(name.rpartition(".")[2] for name in _FIRST_TRUE_CALLS)
_KEYED = frozenset({"get", "pop", "__getitem__"})
_PACK_WORDS = ("pack", "array", "bytes", "stack", "concatenate", "fromiter", "memoryview",
               "tuple", "list")  # fmt: skip
_PICK_WORDS = ("index", "find", "arg", "nonzero", "get", "pop", "select", "piecewise",
               "compress", "indexOf", "extract", "[")  # fmt: skip
_UNWRAPS = 4
"""How many packing calls and order-keeping methods are followed around the tests."""


def packed_tests(facts: StrictFacts) -> dict[int, tuple[int, int]]:
    """id() of the items of truth tests packed into a sequence read by truth -> (tests not
    constant, constants), the shape `condition_tables` gives: `struct.pack('4?', a > 9, b
    > 3, True).find(1)`, `numpy.array([t < 0, t < 10, True]).argmax()`, `numpy.argmax(
    numpy.asarray((...)))`, also through the one name bound to the sequence and through
    `.astype`, `.tolist`, `.tobytes` (the id is the `struct.pack` call's or the literal's).
    Two or more of the items truth tests: the first true one's place picks the outcome,
    an if/elif chain whose `else` is a constant row. Lists `picked_tests` already reads
    are left to it."""
    code = facts.code
    if not any(word in code for word in _PACK_WORDS) or not any(
        word in code for word in _PICK_WORDS
    ):
        return {}
    found: dict[int, tuple[int, int]] = {}
    tables = facts.derived(condition_tables)
    for read in _first_true_reads(facts):
        items, key = _packed_items(read, facts)
        if key is None or key in tables or key in found:
            continue
        tests = sum(isinstance(item, _TEST_SHAPES) and truth_test(item, facts) for item in items)
        if tests >= _TWO:
            constant = sum(isinstance(item, ast.Constant) for item in items)
            found[key] = (len(items) - constant, constant)
    return found


_TEST_SHAPES = (ast.Compare, ast.BoolOp, ast.UnaryOp, ast.Call, ast.Name)


def _first_true_reads(facts: StrictFacts) -> Iterator[ast.expr]:
    """What a read by truth reads (see `packed_tests`), not yet resolved: the object of a
    method in `_FIRST_TRUE` (not `.get` or `.pop` of a constant key, a record's field),
    the sequence handed to a function in `_FIRST_TRUE_CALLS`, or one indexed by anything
    but a constant."""
    for call in facts.of_type(ast.Call):
        func = call.func
        word = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        library = (
            facts.names.names(func) & _FIRST_TRUE_CALLS.keys()
            if word in _FIRST_TRUE_WORDS
            else None
        )
        if library:
            yield from (call.args[_FIRST_TRUE_CALLS[name]] for name in library
                        if _FIRST_TRUE_CALLS[name] < len(call.args))  # fmt: skip
        elif isinstance(func, ast.Attribute) and word in _FIRST_TRUE:
            keyed = word in _KEYED and call.args and isinstance(call.args[0], ast.Constant)
            if not keyed:
                yield func.value
        elif word == "compress" and isinstance(func, ast.Attribute) and call.args:
            yield call.args[0]  # (`MESSAGES.compress(failed)`: the mask picks)
    for node in facts.of_type(ast.Subscript):
        if not isinstance(node.slice, ast.Constant | ast.Slice):
            yield node.value
            yield node.slice  # (`MESSAGES[failed]`: a mask of tests picks the items)


def _packed_items(read: ast.expr, facts: StrictFacts) -> tuple[list[ast.expr], int | None]:
    """The items a packing call (see `_PACKERS`) around a literal or a `struct.pack` holds,
    with the id() of that literal or call; ([], None) when `read` packs none."""
    node, packed = facts.names.only_value(read), False
    for _ in range(_UNWRAPS):
        if not isinstance(node, ast.Call) or _starred_in(node.args):
            break
        method = node.func.attr if isinstance(node.func, ast.Attribute) else ""
        if method in _KEPT_ORDER:
            node = facts.names.only_value(node.func.value)  # type: ignore[attr-defined]
            continue
        if method == "pack" and _struct_maker(node.func.value, facts):  # type: ignore[attr-defined]
            return node.args, id(node)  # (`struct.Struct('4?').pack(a > 9, ...)`)
        names = facts.names.names(node.func) & _PACKERS.keys()
        if not names:
            break
        if "struct.pack" in names:
            return node.args[1:], id(node)
        place = _PACKERS[min(names)]
        if place >= len(node.args):
            break
        node, packed = facts.names.only_value(node.args[place]), True
    if packed and isinstance(node, ast.Tuple | ast.List):
        return node.elts, id(node)
    return [], None


def _struct_maker(node: ast.expr, facts: StrictFacts) -> bool:
    """Whether `node` is a `struct.Struct(...)`, also through the one name bound to it."""
    value = facts.names.only_value(node)
    return isinstance(value, ast.Call) and "struct.Struct" in facts.names.names(value.func)


_ZIPPERS = frozenset({"builtins.zip", "builtins.enumerate"})
_SUMMERS = frozenset({"builtins.sum", "math.fsum"})
_NUMBER_CASTS = frozenset({"builtins.int", "builtins.float"})
_ADDING = (ast.Add, ast.Sub, ast.Mult, ast.LShift, ast.BitOr, ast.BitXor)
"""Operators joining a truth test into an amount (a bit weight, a weighted sum)."""
_ROLE_WORDS = ("zip", "enumerate", "compress")
_Read = tuple[ast.AST, str | None]
"""How a list of tests is read: (the loop over `zip`/`enumerate` of it, the name its item
is bound to) or (the `sum` of an `itertools.compress` of it, None)."""


def _test_reads(facts: StrictFacts) -> dict[int, list[_Read]]:
    """id() of a literal tuple or list of truth tests (see `picked_tests`), also through
    the one name bound to it, read only by `for` loops or comprehensions over `zip` or
    `enumerate` of it, or by `sum(compress(..., tests))` -> those reads."""
    if not facts.mentions(*_ROLE_WORDS):
        return {}
    tables = facts.derived(picked_tests)
    found: dict[int, list[_Read]] = {}
    for node in facts.of_type(ast.Tuple, ast.List):
        if id(node) not in tables or any(isinstance(i, (*_LITERALS, ast.Dict)) for i in node.elts):
            continue
        reads = [_how_read(read, facts) for read in _reads_of(node, facts)]
        if reads and all(read is not None for read in reads):
            found[id(node)] = reads  # type: ignore[assignment]
    return found


def summed_tests(facts: StrictFacts) -> frozenset[int]:
    """id() of the lists of truth tests (see `_test_reads`) each of whose tests only feeds
    an amount: `sum(w * met for w, met in zip(WEIGHTS, wishes))` with weights of numbers,
    `sum(bit << i for i, bit in enumerate(bits))`, `value |= int(bit) << i` in a `for`,
    `sum(compress(WEIGHTS, wishes))`, the amount read as no key or index. Every test adds
    its weight and none is picked, as in `3 * a + 2 * b`: no decision."""
    return frozenset(
        key
        for key, reads in facts.derived(_test_reads).items()
        if all(_only_adds(read, facts) for read in reads)
    )


def filter_spent(facts: StrictFacts) -> dict[int, int]:
    """id() of a list of truth tests (see `_test_reads`) read by one comprehension whose
    `if` tests its item (`[label for label, bad in zip(NAMES, failed) if bad]`) -> that
    comprehension's `for` and `if`s, counted where they stand: they are the reading of
    those same tests, so the tests are worth that much less (a chain of `if`s appending
    each label counts one per test)."""
    found: dict[int, int] = {}
    for key, reads in facts.derived(_test_reads).items():
        spent = _filter_decisions(reads[0], facts) if len(reads) == 1 else 0
        if spent:
            found[key] = spent
    return found


def filtered_whole(facts: StrictFacts) -> dict[int, int]:
    """id() of the condition tables of constants (see `_constant_field`) filtered whole by
    their test field -> the decisions of the filter, its `for` and `if`: a list or set
    comprehension, its value returned or bound to a name only ever read whole
    (`_read_whole`), `return [message for message, failed in RULES if failed]`, or a `for`
    whose one statement is `if failed:` adding the row's other field to a name so read
    (`health |= flag`, `found.append(label)`, `total += fee`). Each rule is checked and
    every true row kept, as a chain of plain `if`s does, not the first picked; a table
    with a constant row (an `else`), a row holding anything but constants beside its
    test, or a result whose first row a read may pick (`found[0]`, `for m in found:
    return m`) stays an if/elif chain."""
    found: dict[int, int] = {}
    for node in facts.of_type(ast.Return, ast.Assign, ast.For):
        if isinstance(node, ast.For):
            loop, spent = node, _kept_rows(node, facts)
        else:
            comp = node.value
            if not isinstance(comp, ast.ListComp | ast.SetComp) or len(comp.generators) != 1:
                continue
            if isinstance(node, ast.Assign) and not _read_whole(node, facts):
                continue
            loop, spent = comp.generators[0], 2
        table = loop.iter
        if isinstance(table, ast.Name):
            table = facts.names.only_value(table)
        rows = table.elts if isinstance(table, ast.Tuple | ast.List) else []
        if spent and rows and _filters_rows(loop, rows, facts):
            found[id(table)] = spent
    return found


def _kept_rows(loop: ast.For, facts: StrictFacts) -> int:
    """2 (the `for` and its `if`) when the loop's body is `if test:` adding one other
    field of the row to a name read whole (`health |= flag`, `found.append(label)`),
    else 0."""
    body = loop.body[0] if len(loop.body) == 1 and not loop.orelse else None
    if not isinstance(body, ast.If) or body.orelse or len(body.body) != 1:
        return 0
    step = body.body[0]
    if isinstance(step, ast.AugAssign) and isinstance(step.op, _ACCUMULATING):
        name, item = step.target, step.value
        skip: ast.expr | None = None
    elif isinstance(step, ast.Expr) and isinstance(step.value, ast.Call):
        call = step.value
        method = call.func if isinstance(call.func, ast.Attribute) else None
        if method is None or method.attr not in _KEEPERS or len(call.args) != 1:
            return 0
        name, item, skip = method.value, call.args[0], method.value
    else:
        return 0
    fields = {part.id for part in ast.walk(loop.target) if isinstance(part, ast.Name)}
    if not isinstance(name, ast.Name) or not isinstance(item, ast.Name) or item.id not in fields:
        return 0
    if not isinstance(body.test, ast.Name) or body.test.id == item.id:
        return 0
    return 2 if _name_read_whole(name.id, loop, facts, skip) else 0


_KEEPERS = frozenset({"append", "add"})


def _constant_field(field: ast.expr, facts: StrictFacts) -> bool:
    """A constant, also through the one name bound to it, or a class attribute of the
    module bound once to a constant or to `enum.auto()` (`Health.DISK_LOW`)."""
    if isinstance(field, ast.Name):
        field = facts.names.only_value(field) or field
    if isinstance(field, ast.Attribute):
        value = class_attribute(field, facts)
        auto = isinstance(value, ast.Call) and bool(facts.names.names(value.func) & _AUTO)
        return auto or isinstance(value, ast.Constant)
    return isinstance(field, ast.Constant)


_AUTO = frozenset({"enum.auto"})


_WHOLE_READERS = frozenset({"builtins.len", "builtins.bool", "builtins.sorted",
                            "builtins.list", "builtins.set", "builtins.tuple"})  # fmt: skip
"""Calls that read every item of what they are given."""


def _read_whole(node: ast.Assign, facts: StrictFacts) -> bool:
    """Whether the one name `node` binds is read whole (see `_name_read_whole`)."""
    if len(node.targets) != 1 or not isinstance(node.targets[0], ast.Name):
        return False
    return _name_read_whole(node.targets[0].id, node, facts)


def _name_read_whole(
    name: str, node: ast.AST, facts: StrictFacts, skip: ast.expr | None = None
) -> bool:
    """Whether `name` is, everywhere the function of `node` reads it (but at `skip`),
    returned as it is, handed alone to a call reading every item (`_WHOLE_READERS`, a
    text's `join`), or tested for being empty (`if found:`): no read can pick one row."""
    parents = {
        id(child): parent
        for parent in own_walk(facts.owner(node))
        for child in ast.iter_child_nodes(parent)
    }
    for read in own_walk(facts.owner(node)):
        if not (isinstance(read, ast.Name) and read.id == name and isinstance(read.ctx, ast.Load)):
            continue
        if read is skip:
            continue
        parent = parents.get(id(read))
        whole = isinstance(parent, ast.Return) or (
            isinstance(parent, ast.If | ast.While | ast.IfExp) and parent.test is read
        )
        if isinstance(parent, ast.Call) and parent.args == [read] and not parent.keywords:
            joined = isinstance(parent.func, ast.Attribute) and parent.func.attr == "join"
            whole = joined or bool(facts.names.names(parent.func) & _WHOLE_READERS)
        if not whole:
            return False
    return True


def _filters_rows(
    loop: ast.comprehension | ast.For, rows: list[ast.expr], facts: StrictFacts
) -> bool:
    """Whether `loop` unpacks rows of constants and one test into names and its only `if`
    is the name of the test field."""
    target = loop.target
    ifs = loop.ifs if isinstance(loop, ast.comprehension) else [loop.body[0].test]  # type: ignore[attr-defined]
    if getattr(loop, "is_async", 0) or len(ifs) != 1 or not isinstance(target, ast.Tuple):
        return False
    test = ifs[0]
    fields = [part.id if isinstance(part, ast.Name) else None for part in target.elts]
    if not isinstance(test, ast.Name) or fields.count(test.id) != 1:
        return False
    place = fields.index(test.id)
    return all(
        isinstance(row, ast.Tuple | ast.List)
        and len(row.elts) == len(fields)
        and all(_constant_field(field, facts) for at, field in enumerate(row.elts) if at != place)
        for row in rows
    )


def _reads_of(table: ast.expr, facts: StrictFacts) -> list[ast.expr]:
    """The reads of a literal: the literal itself, or every read of the one name bound to
    it (none when it is bound otherwise)."""
    parent = facts.derived(node_parents).get(id(table))
    if not isinstance(parent, ast.Assign | ast.AnnAssign) or parent.value is not table:
        return [table]
    targets = parent.targets if isinstance(parent, ast.Assign) else [parent.target]
    if len(targets) != 1 or not isinstance(targets[0], ast.Name):
        return []
    reads = facts.derived(name_loads).get(targets[0].id, ())
    return [read for read in reads if facts.names.only_value(read) is table]


def _how_read(read: ast.expr, facts: StrictFacts) -> _Read | None:
    """See `_Read`; None for any other read (an index, a method, a picker)."""
    parents = facts.derived(node_parents)
    call = parents.get(id(read))
    if not isinstance(call, ast.Call) or _starred_in(call.args) or read not in call.args:
        return None
    names = facts.names.names(call.func)
    around = parents.get(id(call))
    if "itertools.compress" in names and call.args == [call.args[0], read]:
        summed = isinstance(around, ast.Call) and around.args == [call] and not around.keywords
        return (around, None) if summed and facts.names.names(around.func) & _SUMMERS else None
    if not names & _ZIPPERS or not isinstance(around, ast.comprehension | ast.For):
        return None
    counted = "builtins.enumerate" in names
    if counted and call.args[0] is not read:
        return None
    place, width = (1, 2) if counted else (call.args.index(read), len(call.args))
    target = around.target
    if around.iter is not call or not isinstance(target, ast.Tuple) or len(target.elts) != width:
        return None
    item = target.elts[place]
    return (around, item.id) if isinstance(item, ast.Name) else None


def _uses(loop: ast.AST, name: str, facts: StrictFacts) -> list[ast.Name]:
    """The reads of a loop's target name where the loop binds it: in the whole
    comprehension, or in the body of the `for`."""
    scope: list[ast.AST] = [facts.derived(node_parents)[id(loop)]]
    if isinstance(loop, ast.For):
        scope = [*loop.body, *loop.orelse]
    return [
        node
        for part in scope
        for node in ast.walk(part)
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load)
    ]


def _only_adds(read: _Read, facts: StrictFacts) -> bool:
    """Whether every use of the tests' items adds them into an amount that no key or index
    reads (see `summed_tests`)."""
    loop, name = read
    if name is None:
        return _not_a_key(loop, facts)
    uses = _uses(loop, name, facts)
    if isinstance(loop, ast.comprehension):
        return all(_adds(use, loop, facts) for use in uses) and _not_a_key(
            facts.derived(node_parents)[id(loop)], facts
        )
    return all(_adds(use, loop, facts) and _not_a_key(use, facts, stored=True) for use in uses)


def _adds(use: ast.Name, loop: ast.AST, facts: StrictFacts) -> bool:
    """`weight * met`, `bit << i`, `int(bit) << i`, `total += met`: the item an operand of
    arithmetic (a product only with a number: `label * hit` repeats text by the test)."""
    parents = facts.derived(node_parents)
    node, parent = use, parents.get(id(use))
    cast = isinstance(parent, ast.Call) and parent.args == [node] and not parent.keywords
    if cast and facts.names.names(parent.func) & _NUMBER_CASTS:  # type: ignore[union-attr]
        node, parent = parent, parents.get(id(parent))
    if isinstance(parent, ast.AugAssign):
        return parent.value is node and isinstance(parent.op, _ADDING)
    if not isinstance(parent, ast.BinOp) or not isinstance(parent.op, _ADDING):
        return False
    other = parent.right if parent.left is node else parent.left
    return not isinstance(parent.op, ast.Mult) or _number(other, loop, facts)


def _number(node: ast.expr, loop: ast.AST, facts: StrictFacts) -> bool:
    """Whether `node` is a number: a constant, or the loop's item of a literal of numbers
    it zips (also through the one name bound to it) or of its `enumerate` count."""
    if isinstance(node, ast.Constant):
        return type(node.value) in {int, float}
    call = getattr(loop, "iter", None)
    target = getattr(loop, "target", None)
    if not isinstance(node, ast.Name) or not isinstance(call, ast.Call):
        return False
    names = [getattr(item, "id", None) for item in target.elts]  # type: ignore[union-attr]
    if node.id not in names:
        return False
    place = names.index(node.id)
    if "builtins.enumerate" in facts.names.names(call.func):
        return place == 0
    column = facts.names.only_value(call.args[place])
    return isinstance(column, ast.Tuple | ast.List) and all(
        isinstance(item, ast.Constant) and type(item.value) in {int, float} for item in column.elts
    )


_AMOUNT_CALLS = frozenset({"builtins.sum", "math.fsum", "builtins.int", "builtins.float",
                           "builtins.round", "builtins.abs", "builtins.str", "builtins.format",
                           "builtins.print", "builtins.repr"})  # fmt: skip
"""Calls an amount may go through and stay an amount (or text, or printed)."""
_AMOUNT_METHODS = frozenset({"format", "debug", "info", "warning", "error", "critical", "log"})
"""Methods an amount may be handed to: formatted or logged, not picking anything."""
_AMOUNT_PARTS = (ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.IfExp, ast.FormattedValue,
                 ast.JoinedStr, ast.GeneratorExp, ast.ListComp, ast.Tuple, ast.List,
                 ast.Starred, ast.Yield, ast.YieldFrom, ast.Await)  # fmt: skip
"""Expressions an amount climbs through; what holds them is asked in turn."""
_AMOUNT_ENDS = (ast.Return, ast.Expr, ast.If, ast.While, ast.Assert)


def _not_a_key(
    node: ast.AST, facts: StrictFacts, *, stored: bool = False, follow: bool = True
) -> bool:
    """Whether the amount `node` makes only stays an amount: returned, compared, put into
    further arithmetic, formatted, logged or printed, up through the expression around it
    and (with `follow`) the reads of the one name it is assigned to. Anything else picks
    by it (`VERDICTS[sum(...)]`, `table.get(total)`, `operator.getitem(T, total)`,
    `next(map(T.get, [total]))`, `min(total, 3)` or a method of it), as an index does;
    with `stored`, it must be assigned to a name (a `for` adding it up)."""
    parents = facts.derived(node_parents)
    while True:
        parent = parents.get(id(node))
        if isinstance(parent, ast.Compare):
            return not stored  # (a test of the amount picks nothing by it)
        if isinstance(parent, ast.keyword):
            node, parent = parent, parents.get(id(parent))
        if isinstance(parent, ast.Call):
            if parent.func is node or not _amount_call(parent, facts):
                return False
        elif isinstance(parent, ast.Assign | ast.AugAssign | ast.AnnAssign):
            return not follow or _name_not_a_key(parent, facts)
        elif isinstance(parent, _AMOUNT_ENDS):
            return not stored
        elif not isinstance(parent, _AMOUNT_PARTS):
            return False
        node = parent


def _amount_call(call: ast.Call, facts: StrictFacts) -> bool:
    """Whether `call` keeps an amount handed to it an amount (see `_not_a_key`)."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in _AMOUNT_METHODS:
        return True
    return bool(facts.names.names(func) & _AMOUNT_CALLS)


def _name_not_a_key(
    statement: ast.Assign | ast.AugAssign | ast.AnnAssign, facts: StrictFacts
) -> bool:
    """Whether the one name `statement` assigns stays an amount where it is read: in its
    function, and in the functions, lambdas and classes whose reads of the name see that
    binding (a nested `def pick(): return LABELS[score]`, or any function reading a name
    a `global` sends to the module), each read judged alike."""
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    if len(targets) != 1 or not isinstance(targets[0], ast.Name):
        return False
    name, owner = targets[0].id, facts.owner(statement)
    index = facts.names
    scope = next((scope for scope in index.scopes if scope.node is owner), index.module)
    binder = index.binding_scope(name, scope)
    return all(
        _not_a_key(node, facts, follow=False)
        for node in facts.derived(name_loads).get(name, ())
        if facts.owner(node) is owner
        or (binder is not None and index.scope_binding(node) is binder)
    )


def _filter_decisions(read: _Read, facts: StrictFacts) -> int:
    """The comprehension's `for` and `if`s when its `if` tests the tests' item by truth
    (`[label for label, bad in zip(NAMES, failed) if bad]`), else 0."""
    loop, name = read
    if not isinstance(loop, ast.comprehension) or loop.is_async or name is None:
        return 0
    tested = any(
        isinstance(test, ast.Name) and test.id == name
        or isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not)
        and isinstance(test.operand, ast.Name) and test.operand.id == name
        for test in loop.ifs
    )  # fmt: skip
    return 1 + len(loop.ifs) if tested else 0


def _all_or_any(node: ast.Call, facts: StrictFacts) -> int:
    """`all((a, b, c))` or `any([...])` of a literal: `a and b and c` spelled as a call,
    a decision per operand beyond the first as for `and`/`or`."""
    if len(node.args) != 1 or node.keywords or not isinstance(node.args[0], _LITERALS):
        return 0
    elements = node.args[0].elts
    if any(isinstance(item, ast.Starred) for item in elements):
        return 0
    return max(0, len(elements) - 1) if facts.names.names(node.func) & _ALL_OR_ANY else 0


_LITERALS = (ast.Tuple, ast.List, ast.Set)


def _predicate_rows(node: ast.Call, facts: StrictFacts) -> int:
    """`test(x)` where `test` is bound by a loop or comprehension over a literal table of
    rows led by lambdas (`for test, fee in ((lambda w: w <= 0, 0.0), ...)`, also through the
    one name bound to it): with two or more of those lambdas truth tests, the call runs an
    `elif` per row whose lambda is not a constant."""
    return facts.derived(_predicate_calls).get(id(node), 0)


_LOOPS = (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp, ast.For, ast.AsyncFor)


def _predicate_calls(facts: StrictFacts) -> dict[int, int]:
    """id(call of a loop target naming a lambda of each row) -> that table's predicate rows
    (see `_predicate_rows`)."""
    found: dict[int, int] = {}
    if next(facts.of_type(ast.Lambda), None) is None:
        return found
    for loop in facts.of_type(*_LOOPS):
        if isinstance(loop, ast.For | ast.AsyncFor):
            scans, within = [(loop.target, loop.iter)], [*loop.body, *loop.orelse]
        else:
            scans = [(item.target, item.iter) for item in loop.generators]
            within = [loop]
        for target, table in scans:
            for name, rows in _lambda_columns(target, table, facts).items():
                for inner in (node for part in within for node in ast.walk(part)):
                    called = isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name)
                    if called and inner.func.id == name:  # type: ignore[attr-defined]
                        found[id(inner)] = rows
    return found


def _lambda_columns(target: ast.expr, table: ast.expr, facts: StrictFacts) -> dict[str, int]:
    """Name in a loop target -> the rows whose field there is a lambda not returning a
    constant, for the names whose fields include two or more lambdas returning a truth
    test."""
    rows = table_value(table, facts)
    if not isinstance(rows, ast.Tuple | ast.List) or not isinstance(target, ast.Tuple):
        return {}
    found = {}
    for place, name in enumerate(target.elts):
        fields = [
            row.elts[place]
            for row in rows.elts
            if isinstance(row, ast.Tuple | ast.List) and len(row.elts) > place
        ]
        lambdas = [field.body for field in fields if isinstance(field, ast.Lambda)]
        tests = sum(truth_test(body, facts) for body in lambdas)
        if isinstance(name, ast.Name) and tests >= _TWO:
            found[name.id] = sum(not isinstance(body, ast.Constant) for body in lambdas)
    return found


_TWO = 2


_WHERE = frozenset({"numpy.where"})


def _where(node: ast.Call, facts: StrictFacts) -> int:
    """`numpy.where(bmi < 16, 'under', ...)` with a test and two values is `a if c else b`
    taken element by element (on a scalar, just that): a conditional expression."""
    func = node.func
    named = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if named != "where" or not facts.mentions("where"):
        return 0
    if len(node.args) != 3 or node.keywords:  # noqa: PLR2004
        return 0
    return int(bool(facts.names.names(func) & _WHERE))


_FILTERING = frozenset({"builtins.filter", "itertools.filterfalse", "itertools.takewhile",
                        "itertools.dropwhile"})  # fmt: skip
"""Library loops that keep items by a test: `[x for x in xs if f(x)]`, a `for` and an `if`."""
_MAPPING = frozenset({"builtins.map", "itertools.starmap", "functools.reduce"})
"""Library loops that apply a function to each item (the function first)."""
_LOOP_WORDS = ("filter", "while", "map", "reduce", "accumulate")
_COMPARISONS = frozenset({"__lt__", "__le__", "__gt__", "__ge__", "__eq__", "__ne__",
                          "__contains__"})  # fmt: skip
_TESTS = ("lt", "le", "gt", "ge", "eq", "ne", "contains", "not_", "truth", "is_", "is_not")
_TESTING = frozenset(
    {f"operator.{name}" for name in (*_TESTS, *_COMPARISONS)}
    | {"builtins.bool", "builtins.isinstance"}
)
"""Functions that return a truth test of what they are given."""
_TEST_PARTS = (ast.Compare, ast.BoolOp, ast.Not)


def _library_loop(node: ast.Call, facts: StrictFacts) -> int:
    """`takewhile(score.__lt__, CUTS)`, `filter(lambda c: score >= c, CUTS)`: a loop the
    library runs with a test per item, counted as the comprehension it replaces (a `for`
    and an `if`, two); `map(score.__ge__, CUTS)`, `reduce(lambda n, c: n + (score >= c),
    CUTS, 0)` or `accumulate(..., func)` applying a truth function (a lambda holding a
    test, a comparison method, an `operator` test or a `partial` of one): the `for` of
    `(score >= c for c in CUTS)`, one. Counting the truth tests into an index of a letter
    table (`len(list(takewhile(...)))`, `countOf(map(...), True)`) hides a ladder. The
    direct iterable of a `for` or of a comprehension's generator runs in that loop's pass,
    whose `for` is already counted: a filter there adds its `if` alone, a map nothing
    (`[r.name for r in filter(lambda r: r.active, rows)]` is `[... for r in rows if
    r.active]`); a map or an `accumulate` there adds nothing."""
    if not node.args or not facts.mentions(*_LOOP_WORDS):
        return 0
    names = facts.names.names(node.func)
    looped = id(node) in facts.derived(_loop_iterables)
    if names & _FILTERING:
        return 1 if looped else 2
    if names & _MAPPING:
        return int(not looped and _truth_function(node.args[0], facts))
    if "itertools.accumulate" in names:
        func = [*node.args[1:2], *(item.value for item in node.keywords if item.arg == "func")]
        return int(not looped and bool(func) and _truth_function(func[0], facts))
    return 0


def _loop_iterables(facts: StrictFacts) -> frozenset[int]:
    """id() of every call that is the direct iterable of a `for` statement or of a
    comprehension's generator."""
    found = {id(loop.iter) for loop in facts.of_type(ast.For, ast.AsyncFor)}
    found |= {id(item.iter) for item in facts.of_type(ast.comprehension)}
    return frozenset(found)


def _truth_function(func: ast.expr, facts: StrictFacts) -> bool:
    """Whether `func` returns a truth test of its item (see `_library_loop`)."""
    if isinstance(func, ast.Lambda):
        return any(isinstance(part, _TEST_PARTS) for part in ast.walk(func.body))
    if isinstance(func, ast.Attribute) and func.attr in _COMPARISONS:
        return True
    if isinstance(func, ast.Call) and func.args and facts.names.names(func.func) & _PARTIAL:
        return _truth_function(func.args[0], facts)
    return bool(facts.names.names(func) & _TESTING)


_PARTIAL = frozenset({"functools.partial"})


def _chooser_call(node: ast.Call, facts: StrictFacts) -> int:
    """`_choose(n < 0, 'pos', 'neg')` where the module function `_choose` only returns a
    literal tuple, list or dict indexed by one of its parameters (`return (no, yes)[cond]`:
    a conditional expression written as a function): an if/else at each call whose
    argument for that parameter is a truth test (see `truth_test`), or whose table has two
    entries; the rows beyond the first the call can reach, when more."""
    if not isinstance(node.func, ast.Name):
        return 0
    choosers = facts.derived(_choosers)
    if node.func.id not in choosers or f"local:{node.func.id}" not in facts.names.names(node.func):
        return 0
    place, name, entries = choosers[node.func.id]
    given = [item.value for item in node.keywords if item.arg == name]
    if given:
        argument = given[0]
    elif place < len(node.args) and not any(
        isinstance(item, ast.Starred) for item in node.args[: place + 1]
    ):
        argument = node.args[place]
    else:
        return 0
    return int(entries == _TWO or truth_test(argument, facts))


def _choosers(facts: StrictFacts) -> dict[str, tuple[int, str, int]]:
    """Name of a module function whose body (its docstring aside) is one `return` of a
    literal tuple, list or dict of two or more entries indexed by a parameter -> (that
    parameter's place, its name, the entries)."""
    found: dict[str, tuple[int, str, int]] = {}
    for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        body = func.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]
        if len(body) != 1 or not isinstance(body[0], ast.Return):
            continue
        value = body[0].value
        if not isinstance(value, ast.Subscript) or not isinstance(value.slice, ast.Name):
            continue
        table = value.value
        if isinstance(table, ast.Tuple | ast.List):
            entries = len(table.elts) * (not _starred_in(table.elts))
        elif isinstance(table, ast.Dict):
            entries = len(table.keys)
        else:
            continue
        params = [*func.args.posonlyargs, *func.args.args]
        names = [item.arg for item in params]
        if entries >= _TWO and value.slice.id in names:
            found[func.name] = (names.index(value.slice.id), value.slice.id, entries)
    return found


def _starred_in(items: list[ast.expr]) -> bool:
    return any(isinstance(item, ast.Starred) for item in items)


def _suppressed_exit(node: ast.With | ast.AsyncWith, facts: StrictFacts) -> int:
    """`with suppress(ValueError): return parse(text)`: a block whose errors a manager
    swallows (see `_swallows`) that holds a `return`, or a `break` or `continue` of a
    loop around it (`_finally_swallows` reads a `finally` the same way), either leaves or
    falls through to what follows, the `try` with a handler it is written for: one. A
    `break` of a loop wholly inside the block ends that loop only, and stays in it. The
    same after an exit callback that may swallow anything is pushed (see `_pushed_start`)."""
    if any(_swallows(item.context_expr, facts) for item in node.items):
        return int(_finally_swallows(node.body))
    start = _pushed_start(node, facts, _SWALLOWS_NAMED)
    return int(start is not None and _finally_swallows(node.body[start:]))


def _swallowed_guards(node: ast.With | ast.AsyncWith, facts: StrictFacts) -> int:
    """`suppressed_guards`, and the same guards after an `ExitStack` of the `with` is
    pushed an exit callback that may swallow (see `_pushed_start`): `stack.push(_ignore)`
    with `def _ignore(*exc): return True` is `suppress(BaseException)`, so `assert claims
    > 0; level = 'medium'` after it is an `if`. An `assert` counts only after a callback
    that may swallow its `AssertionError` (`return exc_type is KeyboardInterrupt` does
    not); the other guards may raise anything, so count after either."""
    guards = suppressed_guards(node, facts)
    if guards or len(node.body) < _TWO:
        return guards
    start = _pushed_start(node, facts, _SWALLOWS_NAMED)
    if start is None:
        return 0
    wide = _pushed_start(node, facts, _SWALLOWS_ASSERT)
    wide = len(node.body) if wide is None else wide
    return sum(
        _guard(statement, facts, helpers=True)
        and (place >= wide or not isinstance(statement, ast.Assert))
        for place, statement in enumerate(node.body[:-1])
        if place >= start
    )


_ENTER_METHODS = frozenset({"__enter__", "__aenter__"})
_MAKE_METHODS = frozenset({"__init__", "__new__"})
_GENERATOR_MANAGERS = frozenset({"contextlib.contextmanager", "contextlib.asynccontextmanager"})
_SUPPRESS = frozenset({"contextlib.suppress"})
_TESTED_BLOCKS = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.Match)
_KNOWN_CLASSES = ("builtins.", "local:")
_NOT_YIELDED = frozenset({"builtins.RuntimeError"})
"""What `contextlib.contextmanager` raises entering a generator that ends unyielded."""

Kinds = frozenset[str] | None
"""Exception classes (by name) a manager may raise or swallow: None for any at all."""

_NONE: frozenset[str] = frozenset()


def entered_guards(node: ast.With | ast.AsyncWith, facts: StrictFacts) -> int:
    """`with suppress(_Skip), _When(total > 100): total -= 10`: a manager of the module
    that may refuse to be entered (see `_refusals`), entered after a manager that
    swallows (see `_swallows`) in the same `with`, or as a `with` straight in the block
    of one, runs its block only when it does not refuse: an `if` each, when a swallowing
    manager may catch what it refuses with (see `kinds_may_catch`: `suppress(KeyError)` lets
    a `BusyError` or an `AssertionError` through, and the block is then not skipped)."""
    if not facts.mentions("__enter__", "__aenter__", "contextmanager"):
        return 0
    refusals = facts.derived(_refusals)
    if not refusals:
        return 0
    swallowed: list[Kinds] = []
    found = 0
    for item in node.items:
        found += _refused(item.context_expr, swallowed, refusals, facts)
        if _swallows(item.context_expr, facts):
            swallowed.append(swallowed_kinds(item.context_expr, facts))
    if not swallowed:
        return found
    for statement in node.body:
        if isinstance(statement, ast.With | ast.AsyncWith) and not any(
            _swallows(item.context_expr, facts) for item in statement.items
        ):
            found += sum(
                _refused(item.context_expr, swallowed, refusals, facts) for item in statement.items
            )
    return found


def _refused(
    manager: ast.expr,
    swallowed: list[Kinds],
    refusals: dict[str, tuple[Kinds, Kinds]],
    facts: StrictFacts,
) -> bool:
    """Whether `manager` may refuse entry with an error one of `swallowed` may catch; what
    its class's `__init__` raises counts only when it is made right there (`gate =
    _When(ok)` before the `with` has run it already)."""
    made = facts.names.only_value(manager)
    if not swallowed or not isinstance(made, ast.Call):
        return False
    raised: Kinds = _NONE
    for name in facts.names.names(made.func) & refusals.keys():
        entered, built = refusals[name]
        raised = _joined(raised, entered)
        raised = _joined(raised, built) if made is manager else raised
    return raised != _NONE and any(kinds_may_catch(kinds, raised, facts) for kinds in swallowed)


def _joined(first: Kinds, second: Kinds) -> Kinds:
    return None if first is None or second is None else first | second


def kinds_may_catch(swallowed: Kinds, raised: Kinds, facts: StrictFacts) -> bool:
    """Whether a manager swallowing `swallowed` may catch one of `raised`: unless both are
    known and the lineage of each raised class (module classes by their bases, builtin
    exceptions by their hierarchy) is known and holds none of the swallowed ones."""
    if swallowed is None or raised is None:
        return True
    for name in raised:
        lineage = lineage_of([name], facts, unknown=UNKNOWN)
        if lineage & swallowed or not all(part.startswith(_KNOWN_CLASSES) for part in lineage):
            return True
    return False


def swallowed_kinds(manager: ast.expr, facts: StrictFacts) -> Kinds:
    """What a swallowing manager may swallow: the classes a `contextlib.suppress(...)` is
    handed (names or attributes, or literal tuples of them, also through the one name
    bound), else any."""
    made = facts.names.only_value(manager)
    if not isinstance(made, ast.Call) or not facts.names.names(made.func) & _SUPPRESS:
        return None
    return None if made.keywords else named_kinds(made.args, facts)


def named_kinds(handed: list[ast.expr], facts: StrictFacts) -> Kinds:
    """The exception classes `handed` name (as `suppress` or `except` take them), None
    when one is not a known class: a builtin exception or a class of the module."""
    kinds: set[str] = set()
    for arg in handed:
        value = facts.names.only_value(arg)
        items = value.elts if isinstance(value, ast.Tuple) else [value]
        for item in items:
            names = facts.names.names(item) if isinstance(item, ast.Name | ast.Attribute) else None
            if not names or UNKNOWN in lineage_of(names, facts, unknown=UNKNOWN):
                return None
            spelled = {_class_spelling(name) for name in names}
            if None in spelled:
                return None
            kinds |= spelled  # type: ignore[arg-type]
    return frozenset(kinds)


def _class_spelling(name: str) -> str | None:
    """A class name as a lineage spells it (`builtins.IOError` is `builtins.OSError`, so
    is `asyncio.TimeoutError`), None when it may alias a builtin exception under another
    name (`socket.timeout`, `select.error`). A library's capitalized class of a name no
    builtin has (`sqlite3.IntegrityError`) is none of them, nor a class of the module."""
    if name.startswith("local:"):
        return name
    word = name.rpartition(".")[2]
    kind = getattr(builtins, word, None)
    if isinstance(kind, type) and issubclass(kind, BaseException):
        return f"builtins.{kind.__name__}"
    if name.startswith("builtins.") or not word[:1].isupper():
        return None
    return name


def raised_kinds(node: ast.Raise, facts: StrictFacts) -> Kinds:
    """The class a `raise` names (`raise Busy(...)`, `raise Busy`, also through the one
    name bound), None when not named (a bare `raise`, `raise err`, a call of a function)."""
    if node.exc is None:
        return None
    exc = facts.names.only_value(node.exc)
    target = exc.func if isinstance(exc, ast.Call) else exc
    names = frozenset(name.removesuffix("()") for name in facts.names.names(target))
    return names or None


def _refusals(facts: StrictFacts) -> dict[str, tuple[Kinds, Kinds]]:
    """`local:` names of the module's managers that may raise as they are entered, and
    what they raise entering and as they are made: a class whose `__enter__` or
    `__aenter__`, `__init__` or `__new__` (its own or a module base's) holds a `raise`,
    an `assert` or a guard (see `_guard`: `1 / self.ok`, `_check(self.ok)` of a module
    helper that only raises), and a `contextlib.contextmanager` generator that raises,
    asserts or returns before its first `yield`, or yields only under a test or in a loop
    (entered under `suppress`, each skips its block by a test, as an `if` does)."""
    seeds: dict[str, tuple[Kinds, Kinds]] = {}
    for node in facts.of_type(ast.ClassDef):
        entered = _class_refusals(node, _ENTER_METHODS, facts)
        built = _class_refusals(node, _MAKE_METHODS, facts)
        if entered != _NONE or built != _NONE:
            seeds[f"local:{node.name}"] = (entered, built)
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        decorated = any(
            facts.names.names(decorator) & _GENERATOR_MANAGERS for decorator in node.decorator_list
        )
        refused = _yield_refused(node.body, facts) if decorated else _NONE
        if refused != _NONE:
            seeds[f"local:{node.name}"] = (refused, _NONE)
    found = dict(seeds)
    for name, kinds in seeds.items():
        for derived in derived_classes(facts, frozenset({name})) - {name}:
            entered, built = found.get(derived, (_NONE, _NONE))
            found[derived] = (_joined(entered, kinds[0]), _joined(built, kinds[1]))
    return found


def _class_refusals(node: ast.ClassDef, methods: frozenset[str], facts: StrictFacts) -> Kinds:
    """What the class's own `methods` may raise on purpose (see `_statement_refusals`)."""
    kinds: Kinds = _NONE
    for item in node.body:
        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name in methods:
            for part in own_walk(item):
                kinds = _joined(kinds, _statement_refusals(part, facts))
    return kinds


def _statement_refusals(part: ast.AST, facts: StrictFacts) -> Kinds:
    """What one statement may raise on purpose: a `raise`'s class, `AssertionError`, or
    any for another guard (`1 / self.ok`)."""
    if isinstance(part, ast.Raise):
        return raised_kinds(part, facts)
    if isinstance(part, ast.Assert):
        return frozenset({"builtins.AssertionError"})
    if isinstance(part, ast.stmt) and _guard(part, facts, helpers=True):
        return None
    return _NONE


def _yield_refused(body: list[ast.stmt], facts: StrictFacts) -> Kinds:
    """What a generator's body may raise, or end without yielding, before it yields (see
    `_refusals`); a `try` around the `yield` is read through."""
    kinds: Kinds = _NONE
    for statement in body:
        parts = list(own_walk(statement))
        if not any(isinstance(part, ast.Yield | ast.YieldFrom) for part in parts):
            for part in (statement, *parts):
                returned = _NOT_YIELDED if isinstance(part, ast.Return) else _NONE
                kinds = _joined(kinds, _joined(returned, _statement_refusals(part, facts)))
            continue
        if isinstance(statement, ast.Try | ast.TryStar):
            return _joined(kinds, _yield_refused(statement.body, facts))
        tested = isinstance(statement, _TESTED_BLOCKS)
        return _joined(kinds, _NOT_YIELDED) if tested else kinds
    return _joined(kinds, _NOT_YIELDED)


_EXIT_STACKS = frozenset({"contextlib.ExitStack", "contextlib.AsyncExitStack"})
_PUSHES = frozenset({"push", "push_async_exit"})
_SWALLOWS_NOTHING, _SWALLOWS_NAMED, _SWALLOWS_ASSERT = 0, 1, 2
"""How much an exit callback may swallow: nothing, only exception classes it names (none
of them `AssertionError` or a base of it), or anything, an `AssertionError` too."""


def _stack_makers(facts: StrictFacts) -> frozenset[str]:
    """`ExitStack`, `AsyncExitStack` and the module's classes deriving from them."""
    return _EXIT_STACKS | derived_classes(facts, _EXIT_STACKS)


def _pushed_start(node: ast.With | ast.AsyncWith, facts: StrictFacts, reach: int) -> int | None:
    """The place after the statement pushing an exit callback that swallows at least
    `reach` (see `_callback_reach`) onto an `ExitStack` the `with` enters (`with
    ExitStack() as stack: stack.push(_ignore)`, a module subclass of it too), anywhere in
    the statement and however the push is spelled (see `_pushed_callbacks`), 0 when it is
    pushed before the `with` (`stack.push(_ignore)` then `with stack:`), else None: the
    rest of the block runs as under `suppress`."""
    if not facts.mentions("push") or not facts.mentions("ExitStack"):
        return None
    makers = facts.derived(_stack_makers)
    held: set[str] = set()
    for item in node.items:
        made = facts.names.only_value(item.context_expr)
        if isinstance(made, ast.Call) and facts.names.names(made.func) & makers:
            for name in (item.optional_vars, item.context_expr):
                if isinstance(name, ast.Name):
                    held.add(name.id)
    if not held:
        return None
    for place, statement in enumerate(node.body):
        for part in ast.walk(statement):
            if isinstance(part, ast.Call) and _pushed_reach(part, held, facts) >= reach:
                return place + 1
    pushed = facts.derived(_stacks_pushed)
    entered = [item.context_expr for item in node.items]
    names = {item.id for item in entered if isinstance(item, ast.Name)}
    return 0 if any(pushed.get(name, -1) >= reach for name in names) else None


def _pushed_reach(call: ast.Call, held: set[str], facts: StrictFacts) -> int:
    """The most the callbacks `call` pushes onto a stack named in `held` may swallow (-1:
    it pushes none there)."""
    found = _pushed_callbacks(call, facts)
    if found is None or found[0] not in held:
        return -1
    return max((_callback_reach(callback, facts) for callback in found[1]), default=-1)


def _pushed_callbacks(call: ast.Call, facts: StrictFacts) -> tuple[str, list[ast.expr]] | None:
    """The name of the stack `call` pushes exit callbacks onto, and the callbacks: `stack.
    push(cb)`, `push(exit=cb)`, through the one name bound to the method, a
    `functools.partial` of it called, or the method handed to another call with the
    callbacks (`map(stack.push, [cb])`: the items of its other arguments); the stack also
    one entered into it (`stack.enter_context(ExitStack()).push(cb)`). None otherwise."""
    func = facts.names.only_value(call.func)
    args = [*call.args, *(item.value for item in call.keywords)]
    if isinstance(func, ast.Call) and func.args and facts.names.names(func.func) & _PARTIAL:
        args = [*func.args[1:], *(item.value for item in func.keywords), *args]
        func = facts.names.only_value(func.args[0])
    root = _push_root(func, facts)
    if root is None:
        handed = [arg for arg in args if _push_root(facts.names.only_value(arg), facts)]
        if not handed:
            return None
        root = _push_root(facts.names.only_value(handed[0]), facts)
        args = [arg for arg in args if arg is not handed[0]]
        args = [item for arg in args for item in _items(arg, facts)]
    callbacks = [item for arg in args for item in _items(arg, facts, starred=True)]
    return None if root is None else (root, callbacks)


def _items(arg: ast.expr, facts: StrictFacts, *, starred: bool = False) -> list[ast.expr]:
    """The items of a literal tuple, list or set (also through the one name bound to it);
    with `starred` only of one spread (`*[cb]`); else `arg` itself."""
    if starred:
        if not isinstance(arg, ast.Starred):
            return [arg]
        arg = arg.value
    value = facts.names.only_value(arg)
    if isinstance(value, ast.Tuple | ast.List | ast.Set):
        return [item.value if isinstance(item, ast.Starred) else item for item in value.elts]
    return [arg]


def _push_root(method: ast.expr, facts: StrictFacts) -> str | None:
    """The stack name `method` is the `push` of (`stack.push`, `stack.enter_context(
    ExitStack()).push`, `inner.push` with `inner = stack.enter_context(ExitStack())`),
    else None."""
    if not isinstance(method, ast.Attribute) or method.attr not in _PUSHES:
        return None
    receiver = method.value
    for _ in range(_UNWRAPS):
        value = facts.names.only_value(receiver)
        if not (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Attribute)
            and value.func.attr == "enter_context"
            and len(value.args) == 1
            and _makes_stack(value.args[0], facts)
        ):
            break
        receiver = value.func.value
    return receiver.id if isinstance(receiver, ast.Name) else None


def _makes_stack(value: ast.expr, facts: StrictFacts) -> bool:
    made = facts.names.only_value(value)
    return isinstance(made, ast.Call) and bool(
        facts.names.names(made.func) & facts.derived(_stack_makers)
    )


def _stacks_pushed(facts: StrictFacts) -> dict[str, int]:
    """Each name pushed exit callbacks anywhere, with the most they may swallow (see
    `_pushed_start`)."""
    pushed: dict[str, int] = {}
    for call in facts.of_type(ast.Call):
        found = _pushed_callbacks(call, facts)
        if found is not None and found[1]:
            reach = max(_callback_reach(callback, facts) for callback in found[1])
            pushed[found[0]] = max(reach, pushed.get(found[0], -1))
    return pushed


def _callback_reach(callback: ast.expr, facts: StrictFacts, depth: int = 0) -> int:
    """How much an exit callback may swallow (see `_SWALLOWS_ASSERT`): a lambda or a
    function of the module by what it returns (see `_returned_reach`), a
    `functools.partial` of one as that one, a manager that swallows (see `_swallows`), or
    a callable the code does not show (a parameter, an attribute: undecidable, so
    anything); a library's nothing."""
    value = facts.names.only_value(callback)
    if isinstance(value, ast.Call) and value.args and facts.names.names(value.func) & _PARTIAL:
        return _callback_reach(value.args[0], facts, depth + 1) if depth < _UNWRAPS else 2
    if isinstance(value, ast.Lambda):
        return _returned_reach([value.body], value.args, facts)
    if isinstance(value, ast.Call):
        return _SWALLOWS_ASSERT * _swallows(value, facts)
    names = facts.names.names(callback)
    local = {name.removeprefix("local:") for name in names if name.startswith("local:")}
    if local:
        defined = [
            function
            for function in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef)
            if function.name in local
        ]
        returned = [
            [part.value for part in ast.walk(function) if isinstance(part, ast.Return)]
            for function in defined
        ]
        reaches = [
            _returned_reach([item for item in values if item is not None], function.args, facts)
            for values, function in zip(returned, defined, strict=True)
        ]
        return max(reaches, default=_SWALLOWS_ASSERT)
    unknown = not names or any(name.startswith(UNKNOWN) for name in names)
    return _SWALLOWS_ASSERT if unknown else _SWALLOWS_NOTHING


def _returned_reach(values: list[ast.expr], args: ast.arguments, facts: StrictFacts) -> int:
    """Nothing when every value returned is `None` or `False`; only named classes when
    each is that or a test of a parameter against exception classes (see `_named_test`);
    else anything."""
    params = {item.arg for item in (*args.posonlyargs, *args.args, *args.kwonlyargs)}
    params |= {item.arg for item in (args.vararg, args.kwarg) if item is not None}
    reach = _SWALLOWS_NOTHING
    for value in values:
        if _falsy_constant(value):
            continue
        if not _named_test(value, params, facts):
            return _SWALLOWS_ASSERT
        reach = _SWALLOWS_NAMED
    return reach


_ASSERT_CLASS = frozenset({"builtins.AssertionError"})
_ASSERT_BASES = _ASSERT_CLASS | {"builtins.Exception", "builtins.BaseException", "builtins.object"}
_SAME_OPS = (ast.Is, ast.Eq, ast.In)
_SUBCLASS_TESTS = frozenset({"builtins.issubclass", "builtins.isinstance"})


def _named_test(value: ast.expr, params: set[str], facts: StrictFacts) -> bool:
    """Whether `value` can be true only for an error of a class it names other than
    `AssertionError`: `kind is KeyboardInterrupt`, `kind == X`, `kind in (X, Y)`,
    `issubclass(kind, OSError)`, `isinstance(error, (X, Y))` (no base of
    `AssertionError`) of a parameter, and `and` of one such test with anything, `or` of
    such tests only."""
    if isinstance(value, ast.BoolOp):
        tests = [_named_test(item, params, facts) for item in value.values]
        return any(tests) if isinstance(value.op, ast.And) else all(tests)
    if isinstance(value, ast.Compare):
        return (
            _is_param(value.left, params)
            and all(isinstance(op, _SAME_OPS) for op in value.ops)
            and all(_classes_other_than(item, _ASSERT_CLASS, facts) for item in value.comparators)
        )
    if isinstance(value, ast.Call) and len(value.args) == _TWO and not value.keywords:
        return (
            bool(facts.names.names(value.func) & _SUBCLASS_TESTS)
            and _is_param(value.args[0], params)
            and _classes_other_than(value.args[1], _ASSERT_BASES, facts)
        )
    return False


def _is_param(node: ast.expr, params: set[str]) -> bool:
    return isinstance(node, ast.Name) and node.id in params


def _classes_other_than(node: ast.expr, excluded: frozenset[str], facts: StrictFacts) -> bool:
    """A class the code names (a name or attribute, or a literal tuple, list or set of
    them, also through the one name bound to it), none of them in `excluded`."""
    value = facts.names.only_value(node)
    items = value.elts if isinstance(value, ast.Tuple | ast.List | ast.Set) else [value]
    for item in items:
        if not isinstance(item, ast.Name | ast.Attribute):
            return False
        names = facts.names.names(item)
        if not names or names & excluded or any(name.startswith(UNKNOWN) for name in names):
            return False
    return bool(items)


def _bit_picked(node: ast.Subscript | ast.Call, facts: StrictFacts) -> int:
    """`RISK[(flags & -flags).bit_length() - 1]` with truth tests packed as bits into
    `flags` (see `bit_picks`): an `elif` per term not a constant."""
    picked = facts.derived(bit_picks).get(id(node))
    return picked[0] if picked else 0


def hidden_decisions(node: ast.AST, facts: StrictFacts) -> int:
    """The decisions `decision_weight` counts, and those an `if`/`else` was rewritten as:
    a literal table indexed by truth tests (see `_picked_by_truth`).

    Asserts are not counted (invariant checks and test helpers assert with messages as a
    matter of course), nor products with a truth test (`rate * (x >= 0)` is how NumPy
    masks are written, and the types of the operands are not known)."""
    if isinstance(node, ast.Subscript):
        return _picked_by_truth(node, facts) + _bit_picked(node, facts)
    if isinstance(node, ast.Call):
        picked = _picked_by_truth(node, facts) + _all_or_any(node, facts) + _where(node, facts)
        picked += _bit_picked(node, facts)
        picked += powered_by_truth(node, facts)
        picked += _condition_rows(node, facts) + _predicate_rows(node, facts)
        return picked + _chooser_call(node, facts) + _library_loop(node, facts)
    if isinstance(node, ast.Tuple | ast.List | ast.Set | ast.Dict):
        return _condition_rows(node, facts)
    if isinstance(node, ast.With | ast.AsyncWith):
        guards = _swallowed_guards(node, facts) + entered_guards(node, facts)
        return guards + _suppressed_exit(node, facts)
    if isinstance(node, ast.Try | ast.TryStar):
        return tried_guards(node, facts) + HIDDEN_DECISIONS.weight(node, facts)
    if isinstance(node, ast.BinOp):
        return text_by_truth(node, facts) + powered_by_truth(node, facts)
    return HIDDEN_DECISIONS.weight(node, facts)


_HIDDEN = HIDDEN_DECISIONS.extended(
    hidden_decisions,
    (
        ast.Subscript,
        ast.Call,
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
    "values picked by a truth test, condition tables, guards in blocks whose errors are"
    " swallowed, text or a sequence display repeated by a truth test",
)


class CyclomaticComplexity(FunctionLimit):
    """Keep every function's cyclomatic complexity low.

    What it asks:
        The McCabe cyclomatic complexity of each function and method, one plus its
        decision points (`if`, `elif`, loops, `except` clauses, `case` arms, nested
        functions), is at most `max_complexity`.

    Why:
        Complexity counts the independent paths a test suite must cover; functions over a
        small bound are where bugs hide. Meeting a tight bound forces helper functions or
        table-driven logic, which models rarely produce unprompted.

    Verified by:
        Ruff C901 (mccabe complex-structure) with `max-complexity` set to the parameter.
        McCabe counts statements only, so decisions made inside expressions are free.

    Strict mode:
        The top-level code of a constant string a function runs through
        exec/eval/compile counts toward that function's decisions, its hidden parts
        included (functions the string defines are judged on their own).
        Also counts the decisions hidden in expressions: one per conditional expression
        (`a if c else b`), per extra operand of `and`/`or` (a default picked by `or`,
        `host or 'localhost'`, is a decision too, as in radon's count: the prompt's
        decision points are examples, and `x if x else d` counts the same), per
        comprehension `for` and `if`, per `case` guard, per element beyond the first of
        a literal handed to `all` or `any` (`all((a > 0, b > 0))` is `a > 0 and b > 0`),
        per truth test repeating text (a string or bytes literal or an f-string) or a
        tuple or list display of one or more items, also through the one name bound to
        it, by multiplication (`'cold' * (0 <= t < 15)`, `['digit'] * ch.isdigit()`: the
        text or items or none, an `if`), per truth test picking an entry of a literal table
        (a tuple or list, a string or
        bytes, `'NP'[n > 0]`, the words of a constant string split at run time, `'F D C B
        A'.split()`, also `str.split(...)`, `.rsplit` and `.splitlines`, `range` of integer
        literals, `range(2)[n > 0]`, `tuple`, `list` or `collections.deque` of such, an
        `array.array` of such items
        (`array('u', 'FDCBA')`), a tuple or list display
        spreading one, `[*'NP']`, an entry of a literal tuple or list of such tables at any
        depth, `(('III', 'II'), ('IV', 'I'))[x > 0][y > 0]`, a dict keyed by
        `True`/`False`, integers, text or tuples of them (also a dict built from literals
        alone, `dict(((True, 'neg'), (False, 'pos')))`, `dict(zip((True, False), ...))`,
        `OrderedDict` or `MappingProxyType` of such), or the members of an Enum of the
        module, `enum.Enum`, `IntEnum`, `Flag` and kin, called with the index:
        `_Sign((n > 0) - (n < 0))`): a comparison, `and`/`or` or `not`, a
        comparison spelled as a call (`operator.lt(n, 0)`, `n.__lt__(0)`), a call of
        `isinstance`, `issubclass`, `callable`, `hasattr` or a str or set predicate
        (`name.startswith('_')`, `text.isdigit()`), a name bound once to one (a name a
        `for` over a literal tuple or list of rows binds is bound to its field in each
        row: `for heavy, vip in ((w > 20, member),):`), a
        parameter annotated `bool` when the table is no dict (`('auto', 'low')[night]`
        with `night: bool`; a dict of fees keyed by `(express, weight > 20)` reads as a
        table of values), `int(...)`
        of one or `bool(...)` of anything, its number (`(n < 0).real`, `.numerator`,
        `.__index__()`, `operator.index`) or its text (`str(n < 0)`, `repr`, `format`,
        fields of an f-string, `'%s%s' % (...)`, `'{}{}'.format(...)`, `''.join((...))`:
        `{'TrueFalse': 'IV', ...}[f'{x > 0}{y < 0}']`), combined by `+`, `-`, `*`,
        `//`, `%`, `**`, `<<`, `>>`, `|`, `&`, `^`, `~` or a sign, summed with `sum` of a
        literal tuple or list, folded with `functools.reduce` or `itertools.accumulate` by
        an `operator` or builtin function or a lambda of operators alone
        (`reduce(operator.add, (x > 1, x > 10))`), or counted with `(a > 0, b >
        0).count(True)`, passed
        through `min`, `max`, `abs`, `round` or any other builtin (but `input`, `open`,
        `id`, `next`, `iter` and the like), `operator`, `math`, `cmath`, `decimal`,
        `fractions`, `statistics` or NumPy function or number type (`numpy.intp(n < 0)`;
        not `numpy.random`), or any method
        or attribute of such a value (`hash(n < 0)`, `(n < 0).__hash__()`,
        `math.floor(n < 0)`), or put in a tuple (the key of a
        tuple-keyed dict, `{(True, True): 'I', ...}[(x > 0, y > 0)]`), or read from a
        field of a record holding it (`flags['neg']`, `flags.get('neg')`, `flags.neg`,
        `getattr(flags, 'neg')` of a name bound once to a dict display, `dict(...)`,
        `types.SimpleNamespace(...)`, a `namedtuple` or a class of the module given the
        field by keyword, by place when the maker names its fields in order (`namedtuple('F',
        'neg even')`, `typing.NamedTuple` or `dataclasses.make_dataclass` of a list of
        names or (name, type) pairs, a module class based on `NamedTuple` or decorated as a
        dataclass: its annotated fields), or, made without it, stored once afterwards on
        the same name (`facts = SimpleNamespace(); facts.neg = n < 0`, or `setattr(facts,
        'neg', n < 0)`): `flags = {'neg': n < 0}; ('pos', 'neg')[flags['neg']]`, or
        `self.attr` when the module assigns the attribute once, on `self` in a method,
        besides assignments of `True`, `False` or `None` alone (a flag's start in
        `__init__`): `self.cold = t < low` ... `('idle', 'heat')[self.cold]`), the
        table also a named tuple built from positional values (`_Pair('mild', 'hot')`
        of `namedtuple` or a module `NamedTuple` class: its fields), or the literal tuple
        or list a parameter the function never rebinds defaults to (`def f(x,
        _zone=('home', 'abroad')): _zone[x != 'US']`), the
        table also through the one name bound to it, or through `self`, `cls` or the
        class's name when it is an attribute a class body of the module binds once and
        nothing assigns on an object (`_SIGN = {True: 'neg', False: 'pos'}` ...
        `self._SIGN[n < 0]`), and the index through every binding of the names in it (`level = (x
        > 1) + (x > 10)` then `level = min(level + (x > 100), 3)`), however the entry is
        read (`[k]`, `.get(k)`, `.__getitem__(k)`, `operator.getitem(T, k)`,
        `operator.itemgetter(k)(T)`, `getattr(T, 'get')(k)`, `str.__getitem__(T, k)`,
        `.pop(k)`, `.setdefault(k, d)`, each also of a copy, `T.copy()`, `copy.copy(T)`,
        `copy.deepcopy(T)`, a slice whose bounds are so made, `T[k:]`, `itertools.islice(T, k,
        None)`, or an Enum called with it, `Sign(k)`, once for the most tests in one bound:
        `{True: 'neg', False: 'pos'}[n < 0]`, `('pos', 'neg')[int(n < 0)]`,
        `NAMES[sum((x > 1, x > 10))]`), or, when more, one per entry beyond the first
        the tests can reach (four entries picked by two tests: three, as the nested
        if/else picking one of them has), per truth test whose text alone makes a name
        or key read from any object or table (`getattr(_Sign, f'neg_{n < 0}')`, also
        `inspect.getattr_static`, `obj.__getattribute__(name)`,
        `operator.attrgetter(name)(obj)`, `vars(_Sign)[f'neg_{n < 0}']`, `T.get(str(n <
        0))`: an if/else, whatever the attributes are), per guard in a block whose
        errors a manager swallows (`contextlib.suppress(...)`, also through the one name
        or attribute name bound to it, a class of the module whose `__exit__`, defined or
        bound in its body, may return true, or one subclassing `suppress` or such a
        class; also a `functools.partial` of `suppress`, `_quiet = partial(suppress,
        AssertionError)`, and an `ExitStack` (or a module subclass of it) that enters or
        pushes such a manager, or is pushed an exit callback that may return true (a
        lambda not returning `None` or `False`, a function of the module with a `return`
        of anything else, a `functools.partial` of one, or a callable the code does not
        show: `stack.push(_ignore)`, `push(exit=_ignore)`, also through the one name bound
        to `push`, a `partial` of it, the method handed to another call,
        `map(stack.push, [_ignore])`, or a stack entered into it,
        `stack.enter_context(ExitStack()).push(_ignore)`; asserts not counted after a
        callback whose every true return tests a parameter against exception classes it
        names, none `AssertionError` or a base of it, `return kind is KeyboardInterrupt`),
        anywhere in a statement of the block, counting the guards after it, or before the `with`:
        `stack.enter_context(suppress(AssertionError))`), per manager of the module that
        may refuse to be entered (a class whose `__enter__` or `__aenter__`, its own or a
        module base's, raises, asserts or holds a guard as below, `1 / self.ok`,
        `_check(self.ok)`, or whose `__init__` or `__new__` does so when made in the `with`
        itself, or a `contextlib.contextmanager` generator that raises, asserts or returns
        before its first `yield`, or yields only under a test or in a loop) entered after
        such a swallowing manager in the same `with`, or as a `with` straight in the block
        of one, when that manager may catch what it refuses with (`with suppress(_Skip),
        _When(total > 100): total -= 10` is an `if`; `suppress(KeyError)` around a lock
        raising `BusyError`, a builtin or module class whose bases are known, is not; a
        class the code does not show may be anything), or in the body of a `try` whose
        `finally` has a `return`, or a `break` or `continue` of a loop around it: an
        `assert`, or a value made by operators, subscripts, attributes and builtin,
        `operator` or `math` functions alone and thrown away (alone or assigned to `_`:
        `1 / flag`, `_ = [None][not flag]`; in such swallowed blocks also calls of a module
        function, or a method on `self` or `cls`, whose body, its docstring aside, only
        tests and raises, `_need(score >= 50)` with `def _need(ok): if not ok: raise
        _Stop`), or a value thrown away so that hands a truth
        test of data (a comparison, `and`/`or`, `not`, `bool(...)`) to a library function
        as a positional argument or reads an entry keyed by one
        (`statistics.mean(range(score >= 60))`, `json.loads(json.dumps(bool(dry)))`; a
        function or method of the module, a method of an object, `print`, a logger's
        methods and keyword arguments aside), before the block's last statement (`with
        suppress(AssertionError): assert n < 0; sign = 'negative'` is an `if`), per
        such guard beyond the first in the body of a `try` with a handler (asserts only
        when a handler catches `AssertionError`, `Exception`, `BaseException` or all:
        `try: assert s < 90, 'A'; assert s < 80, 'B' except AssertionError as e:`, `1 //
        (s >= 20)` or `math.sqrt(total - 50)` before each step of a ladder; the handler
        counts the first), per block whose errors a manager swallows (as above) holding a
        `return`, or a `break` or `continue` of a loop around the block (`with
        suppress(ValueError): return parse(text)`: the `try` with a handler it stands
        for; a `break` of a loop inside the block stays in it), per `numpy.where` of a
        test and two values (a conditional expression taken element by element), per
        call of a module function whose body (its docstring aside) is one `return` of a
        literal tuple, list or dict indexed by a parameter (`def _choose(c, no, yes):
        return (no, yes)[c]`, a conditional
        expression written as a function) whose argument for that parameter is a truth
        test or whose table has two entries, and per
        row of a condition table, a literal tuple, list or set of rows (tuples or lists of two
        or more fields, dicts with text keys, or records built by a class of the module,
        a `namedtuple`, `types.SimpleNamespace` or `dict`: `Rule(score >= 90, 'A')`) or a
        dict, with two or more rows led by a truth test (as above:
        `((operator.lt(n, 0), 'neg'), ...)` too; a row's lead is its first field, or when
        that holds fewer than two tests the field of the place or name holding the most,
        `(('A', score >= 90), ...)`; a dict's are its keys; the rows may also be the
        positional arguments of one call, `_first((n < 0, 'neg'), (n == 0, 'zero'),
        default='pos')`, and rows held in literals of rows only are the table's,
        `chain(((n < 0, 'neg'),), ((n == 0, 'zero'),))`, also spread, `[*((n < 0,
        'neg'),), *((n == 0, 'zero'),)]`, or joined by `+` or `|`, `((n < 0, 'neg'),) +
        ((n == 0, 'zero'),)`), one per row led by anything
        but a constant (`((weight <= 0, 0.0), (express, 15.0), (True, 4.0))`, `((n < 0,
        'neg', -1), ...)`: each row is an `elif`, whatever picks the first true one),
        and the same, one per test not a constant, for a literal tuple or list of two or
        more truth tests, or a dict display with two or more as values (`{'normal': bmi <
        25, 'obese': bmi >= 30}`, also through the one name bound to it, the tuple or list
        also copied by `bytes`, `bytearray`, `tuple` or `list`, `bytes((a > 0, b > 0,
        True))`), read by truth: by a computed key (`tests[k]`, `tests.get(k)`), through
        `.values()`, `.items()`, `.index(...)`, `.rindex`, `.find` or `.rfind`, by `.get`
        or `.__getitem__` handed on as a function (`max(tests, key=tests.get)`,
        `next(filter(tests.get, tests))`), or handed to `numpy.select`,
        `numpy.piecewise`, `numpy.argmax`, `numpy.argmin`, `numpy.compress`,
        `itertools.compress`, `operator.indexOf`, `zip` or `enumerate` (a dict of tests
        read by constant keys alone, `flags['neg']`, or returned whole, is a record; a
        list read only by loops over `zip` or `enumerate` of it adding each test into an
        amount, by `+`, `-`, `<<`, `|`, `^` or `*` with a number, the amount only
        returned, compared, put into further arithmetic (`int`, `float`, `round`, `abs`),
        formatted, logged or printed in the function and in every function, lambda or
        class whose read of its name sees that binding, a nested `def` or one reading a
        `global` (anything else picks by it,
        `operator.getitem(LABELS, score)`, `next(map(T.get, [score]))`),
        `sum(w * met for w, met in zip(WEIGHTS, wishes))`, `sum(bit << i
        for i, bit in enumerate(bits))`, `value |= int(bit) << i`, or by
        `sum(compress(WEIGHTS, wishes))`, counts none, as `3 * a + 2 * b` does; one read
        by a comprehension whose `if` tests its item counts that comprehension's `for`
        and `if`s less, they being the reading of the same tests: `[label for label, bad
        in zip(NAMES, failed) if bad]` counts as the `if`s appending each label),
        and for two or more truth tests packed into a sequence by a call keeping their
        order (`struct.pack`, also `struct.Struct(...).pack`, `numpy.array`, `asarray`,
        `asanyarray`, `fromiter`, `stack`, `hstack` or `concatenate`, `array.array`,
        `bytes`, `bytearray`, `memoryview`, `tuple` or `list` of a literal, also through
        `.astype`, `.tolist`, `.tobytes`, `.flatten`, `.ravel` or `.copy` and the one name
        bound to it) read by truth: its first true place, the places that are true, an
        item picked by a computed index, or the items a mask of it keeps (`.index`,
        `.rindex`, `.find`, `.rfind`, `.argmax`, `.argmin`, `.nonzero`, `.get`, `.pop`,
        an index that is not a constant, used as the index of another table,
        `MESSAGES[failed]`, or handed to `.compress`, `numpy.argmax`, `argmin`, `nonzero`,
        `flatnonzero`, `argwhere`, `select`, `piecewise`, `compress` or `extract`,
        `itertools.compress`, `operator.indexOf`):
        `struct.pack('4?', a > 9, b > 3, True).find(1)`, `np.array([t < 0, t < 10,
        True]).argmax()`, one per test not a constant,
        per row of a literal tuple or list of rows led by lambdas (also through the one
        name bound to it), two or more of them returning a truth test, at each call of
        the name a loop or comprehension over it binds to those lambdas (`next(v for test,
        v in RULES if test(x))`: one per row whose lambda returns anything but a
        constant, each an `elif`), per library loop running a test on each item, counted
        as the comprehension it replaces (`filter`, `itertools.filterfalse`, `takewhile`
        or `dropwhile`: a `for` and an `if`, two; `map`, `itertools.starmap`,
        `functools.reduce` or `itertools.accumulate` applying a truth function, a lambda
        holding a comparison, `and`/`or` or `not`, a comparison method such as
        `score.__ge__`, an `operator` test or a `functools.partial` of one: the `for` of
        `(score >= c for c in CUTS)`, one; `'ABCDF'[len(list(takewhile(score.__lt__,
        CUTS)))]`, `operator.countOf(map(score.__ge__, CUTS), True)`; as the direct
        iterable of a `for` or a comprehension, whose `for` it shares, a filter its `if`
        alone and a map nothing: `[r.name for r in filter(lambda r: r.active, rows)]` is
        `[r.name for r in rows if r.active]`),
        with lambdas counting for the function that holds them, and a class
        body inside a function (also inside classes inside it) counting for that function,
        which runs it on every call (`class _Fees: heavy = 15.0 if w > 20 else 0.0`).
        Also one per truth test or flag (a truth test as above, or a read whose
        fallback is `True`/`False`: `cfg.get('tor', False)`, `getattr(o, 'dry', False)`)
        making the bounds of a slice of a literal tuple, list, string or bytes of one or
        more items (`*[EXPRESS_FEE][:express]`: all of it or none, an `if`, as `[x] *
        express` is), or the exponent of `**`, `pow`, `math.pow` or `operator.pow`
        (`0.5 ** (age < 12)`: the value or 1, an if/else); and a literal table read by an
        index packing terms as bits (weights 1, 2, 4, ... by `<<` or `*`, joined by `+`,
        `|` or `^`, the table longer than the top bit's weight), one or more of them a
        truth test or such a flag, counts one per truth test or flag, as the same table
        nested (`T[a][b][c]`) counts (`VERDICTS[(tor << 3) | (many << 2) | (foreign << 1)
        | new]`, `POLICIES[private * 4 + volatile * 2 + shared]`; the other terms are rows
        picked by data, `frame` in `WALK[frame * 2 + facing_left]`). And two or more
        truth tests or flags packed at distinct bit places of an integer (in one such
        expression, or by `|=`, `+=` or `^=` of such terms on one name in a function,
        `flags |= int(new_device) << 2`, or `flags = flags | ...`, or by a shift
        accumulator, `flags = flags << 1 | int(t)`, `flags = flags * 2 + t`, `flags <<=
        1`; a constant term, `| 32`, stands at its value)
        whose highest set bit is read (`.bit_length()`, `int.bit_length`, `math.log2`,
        `math.log`, `math.frexp` of it, also after arithmetic, `lowest = flags & -flags`,
        and through the one name bound to it), or whose set bits counted or spelled
        (`.bit_count()`, `bin`, `format`) are an index or a `.get` key (compared, `if
        chosen.bit_count() > 1:`, they pick nothing), or which after such arithmetic or
        built up so is an index or a `.get` key (`RISK[flags & -flags]`): one per term not
        a constant, the first true test of an if/elif ladder (`RISK[(flags &
        -flags).bit_length() - 1]`).
        Module-level code and class bodies are
        measured like functions, so logic moved out of functions is bounded too, except
        for the guards that pick what a module imports or runs (`try`/`except
        ImportError`, also with other errors, `except (ImportError, OSError)`, when the
        `try` imports, `if TYPE_CHECKING:`, `if __name__ == '__main__':`, and tests of
        `sys.version_info`, `sys.platform`, `os.name` or `platform` values, or of names
        set only by imports or to constants, alone or compared with literals, and
        `hasattr` of a module, or its `getattr` with a constant fallback, `if
        getattr(sys, 'frozen', False):`, also through the one name bound to it: `if
        platform.system() == 'Linux':`, `if yaml is not None:`): what they hold is
        measured (a `__main__` block that branches, or a script branching on
        `sys.argv`, is script logic), the guards are not.
        Still possible: decisions written in another language inside a string the code
        runs (a Jinja `{% if %}...{% elif %}` template, an SQL `CASE WHEN` chain, a
        regular expression's alternation read by `.lastgroup`: honest code uses all
        three), bits of packed tests read otherwise (as text by an f-string, `f'{flags:b}'`,
        or an index of one expression packed directly, counted only as above),
        a dispatch table of small functions, truth tests listed and read by truth
        otherwise (handed whole to a module function, a bare list handed straight to
        `numpy.flatnonzero` or `argwhere` without a packing call, or bound to names before
        they are listed,
        `flags = {'neg': neg, ...}`), rows built by calls of other functions or at run time,
        entries read otherwise (a `for` statement counting to the index, `bisect` over a
        table of cuts: the textbook table lookup), library loops whose function's test the
        code does not show (`map(is_high, CUTS)`) or keyed by a test (`sorted`, `min`,
        `max`), rows led or entries picked by calls of functions whose yes-or-no answer
        the code does not show (`is_admin(user)`),
        guards rewritten as asserts
        (with or without a message: invariant checks and test helpers assert as a matter
        of course) outside a block whose errors are swallowed or caught, one guard
        alone in a `try`, a test that is the last
        statement of such a block or bound to a name (`with suppress(KeyError): value =
        table[key]`, written as honest code writes a `try`), managers swallowing errors
        otherwise (a `@contextmanager` generator catching around its `yield`), calls of
        a module helper that only raises in a `try` with a handler (validators called
        before the work, as honest code writes them), a manager refusing entry entered
        otherwise (by `ExitStack.enter_context`, deeper in a swallowed block, or one of a
        library, `with suppress(OSError), open(path) as f:`, as honest code writes it) or
        refusing otherwise (by a value it keeps, `self.rate = 1 / self.ok`, or a call of a
        helper that does more than raise), a
        runner of code bound to `exec` at
        run time (`exec('run = exec', ns)`, then `ns['run'](RULES, scope)`), records
        built otherwise or passed in, amounts (not text or a sequence display) multiplied
        by a truth test or a flag (`10.0 * (country != 'US')`, `0.5 * express`: NumPy
        masks are written so, and the operands' types are not known; but a power of one,
        below, counts), and so a weighted sum of listed tests read as a key or index by
        another function (`VERDICTS[flags(a, b)]`), or decisions
        hidden in calls to library code (`max(5.0, x)`).
    """

    id = "logic_1"
    name = "cyclomatic_complexity"
    category = "logic"
    description = "Keep each function's McCabe cyclomatic complexity at or below a bound."
    generation_prompt = (
        "Keep the cyclomatic complexity of every function and method at most "
        "{max_complexity}: one plus the number of decision points such as if/elif, loops, "
        "except clauses and match cases."
    )
    edit_prompt = (
        "Refactor the code so that every function and method has a cyclomatic complexity "
        "of at most {max_complexity}, splitting logic into helpers or lookups where needed."
    )
    limit = Limit("C901", "mccabe.max-complexity", _BOUND, complexity, _HIDDEN)

"""logic_2: at most N return statements per function."""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from functools import lru_cache

from vibebench.instructions._base import int_param
from vibebench.instructions._code_facts import CODE_CACHE_SIZE, COMPREHENSIONS, LOOPS
from vibebench.instructions._limits import FunctionLimit, Limit, entry_read
from vibebench.instructions._strict import StrictFacts, without_noops
from vibebench.instructions._strict_arguments import calls_of, escapes
from vibebench.instructions._strict_calls import viewed
from vibebench.instructions._strict_flow import (
    HIDDEN_EXITS,
    always_exits,
    always_raises,
    explicit_raises,
    lineage_of,
    may_catch,
    own_jumps,
    own_walk,
)
from vibebench.instructions._strict_names import UNKNOWN

_BOUND = int_param("max_returns", 2, (1, 6), "Most return statements allowed per function.")
"""The only parameter: the bound on each function's measure."""


_BLOCKS = ("body", "orelse", "finalbody", "handlers", "cases")
"""The fields holding a statement's blocks (an except handler's and a case's included)."""
_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def return_count(func: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """The function's own `return` statements (those of nested functions excluded).

    A `return` is a statement, so only blocks are walked, never the expressions in them:
    the same count as over every node of `own_nodes`, in a fraction of the visits.
    """
    count = 0
    stack: list[ast.AST] = list(func.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Return):
            count += 1
        elif not isinstance(node, _DEFINITIONS):
            for name in _BLOCKS:
                block = getattr(node, name, None)
                if block:
                    stack.extend(block)
    return count


def _first_items(facts: StrictFacts) -> set[int]:
    """id() of the calls whose first item alone is taken: their result goes straight to
    `next(...)`, `.__next__()` or `.send(None)` (also through `iter(...)`), is listed and
    its first entry read (`list(gen(x))[0]`, `[*gen(x)][0]`, `[v for v in gen(x)][0]`,
    `operator.itemgetter(0)(list(gen(x)))`, `list(gen(x)).pop(0)`), is read whole by a
    reader that keeps its first item (`min(gen(x), key=lambda _: 0)`, see
    `_first_kept`), unpacked into a first name and a throwaway rest (`first, *_ =
    gen(x)`), or looped over by a `for` whose body runs straight to a `return` or `break`
    (`for item in gen(x): break`)."""
    found: set[int] = set()
    for call in facts.of_type(ast.Call):
        taken = _first_taken(call, facts) or _sliced_to_one(call, facts)
        if taken is not None:
            found.update(map(id, _in_order(taken, facts)))
        for paired in _paired_with_one(call, facts):
            found.update(map(id, _in_order(paired, facts)))
    for node in facts.of_type(ast.Subscript):
        listed = (
            _first_entry_of(node, facts) or _first_slice_of(node, facts) or _joined_first(node)
        )
        if listed is not None:
            found.update(map(id, _in_order(listed, facts)))
    for assign in facts.of_type(ast.Assign):
        if len(assign.targets) == 1 and _first_and_rest(assign.targets[0]):
            found.update(map(id, _in_order(assign.value, facts)))
    for loop in facts.of_type(ast.For, ast.AsyncFor):
        if _leaves_at_once(loop.body):
            found.update(map(id, _in_order(loop.iter, facts)))
    return found


def _joined_first(node: ast.Subscript) -> ast.expr | None:
    """`x` of `''.join(x)[0]` (also `[:1]`): its first character is `x`'s first item's
    (a one-letter result), the rest joined and thrown away; else None."""
    part, joined = node.slice, node.value
    first = _is_zero(part) or (
        isinstance(part, ast.Slice)
        and part.step is None
        and (part.lower is None or _is_zero(part.lower))
        and isinstance(part.upper, ast.Constant)
        and part.upper.value == 1
    )
    return _joined_items(joined) if first else None


def _joined_items(node: ast.expr) -> ast.expr | None:
    """`x` of `sep.join(x)` with a constant separator, else None."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "join"
        and isinstance(node.func.value, ast.Constant)
        and isinstance(node.func.value.value, str)
        and len(node.args) == 1
        and not node.keywords
    ):
        return node.args[0]
    return None


def _sliced_to_one(call: ast.Call, facts: StrictFacts) -> ast.expr | None:
    """`x` of `itertools.islice(x, 1)` (also a start of `0` or `None`, any step): it reads
    `x`'s first item alone, however it is then read (`''.join(islice(x, 1))`,
    `[*islice(x, 1)]`); else None."""
    func, args = call.func, call.args
    word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    if word != "islice" or call.keywords or not _PAIR <= len(args) <= _MOST_ISLICE_ARGS:
        return None
    stop = args[1] if len(args) == _PAIR else args[2]
    one = isinstance(stop, ast.Constant) and type(stop.value) is int and stop.value == 1
    if not one or not _from_the_first(args) or not facts.names.names(func) & _ISLICE:
        return None
    return args[0]


def _first_slice_of(node: ast.Subscript, facts: StrictFacts) -> ast.expr | None:
    """`x` when `node` slices the first entry alone of `x` listed (`list(x)[:1]`,
    `list(x)[0:1]`): all it holds is `x`'s first item; else None."""
    part = node.slice
    if not isinstance(part, ast.Slice) or part.step is not None:
        return None
    start_ok = part.lower is None or _is_zero(part.lower)
    stop = part.upper
    one = isinstance(stop, ast.Constant) and type(stop.value) is int and stop.value == 1
    return _listed(node.value, facts) if start_ok and one else None


def _first_taken(call: ast.Call, facts: StrictFacts) -> ast.expr | None:
    """The iterable whose first item alone a call takes (see `_first_items`); else None."""
    if call.args and facts.names.names(call.func) & _NEXT:
        return call.args[0]
    if isinstance(call.func, ast.Attribute) and _steps_once(call.func.attr, call):
        return call.func.value
    stepped = _stepped_by(call, facts)
    if stepped is not None:
        return stepped
    return (
        _voted(call, _MODE, facts)
        or _first_kept(call, facts)
        or _first_entry_of(call, facts)
        or _library_first(call, facts)
    )


_LIBRARY_FIRST: dict[str, tuple[int, int | None, int]] = {
    **dict.fromkeys(("more_itertools.first", "toolz.first", "toolz.itertoolz.first",
                     "cytoolz.first", "cytoolz.itertoolz.first", "funcy.first",
                     "funcy.seqs.first"), (0, None, 0)),
    "more_itertools.nth": (0, 1, 0),
    **dict.fromkeys(("toolz.nth", "toolz.itertoolz.nth", "cytoolz.nth",
                     "cytoolz.itertoolz.nth", "funcy.nth", "funcy.seqs.nth"), (1, 0, 0)),
    **dict.fromkeys(("more_itertools.take", "toolz.take", "toolz.itertoolz.take",
                     "cytoolz.take", "cytoolz.itertoolz.take", "funcy.take",
                     "funcy.seqs.take"), (1, 0, 1)),
}  # fmt: skip
"""Library helpers taking the first item alone of an iterable: its argument position, the
position of a count or index (None: none) and the value it must have (`first(x)`,
`more_itertools.nth(x, 0)`, `toolz.nth(0, x)`, `take(1, x)`): `next(x)` by another name."""
_LIBRARY_FIRST_WORDS = frozenset({name.rpartition(".")[2] for name in _LIBRARY_FIRST})


def _library_first(call: ast.Call, facts: StrictFacts) -> ast.expr | None:
    """`x` when a library helper takes its first item alone (see `_LIBRARY_FIRST`); else
    None."""
    func = call.func
    word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    if word not in _LIBRARY_FIRST_WORDS:
        return None
    for name in facts.names.names(func) & _LIBRARY_FIRST.keys():
        place, count_place, count = _LIBRARY_FIRST[name]
        if len(call.args) <= max(place, count_place or 0):
            continue
        if count_place is not None:
            given = call.args[count_place]
            if not (isinstance(given, ast.Constant) and type(given.value) is int):
                continue
            if given.value != count:
                continue
        return call.args[place]
    return None


_ADAPTERS: dict[str, slice] = {
    **dict.fromkeys(("builtins.iter", "builtins.enumerate", "itertools.accumulate",
                     "itertools.cycle", "itertools.pairwise", "itertools.batched",
                     "itertools.groupby", "itertools.combinations", "itertools.permutations",
                     "itertools.combinations_with_replacement", "builtins.dict.fromkeys",
                     "collections.OrderedDict.fromkeys", "collections.Counter"), slice(0, 1)),
    **dict.fromkeys(("builtins.map", "itertools.starmap"), slice(1, None)),
    "itertools.takewhile": slice(1, 2),
    **dict.fromkeys(("builtins.zip", "itertools.zip_longest", "itertools.chain",
                     "itertools.product", "heapq.merge"), slice(0, None)),
}  # fmt: skip
"""Lazy iterators handing on each item of the iterables they are given (those arguments),
in order, none skipped, or (`cycle`, `pairwise`, `batched`, `groupby`, `combinations`,
`takewhile`) starting from their first (`dict.fromkeys` keeps the first of equal items, in
order, as its keys; `heapq.merge` reads the first of each before handing any on): the first
item taken from one is (made from) the first of each. Filters (`filter`,
`itertools.dropwhile`) pick among candidates instead."""
_FROM_ITERABLE = frozenset({"itertools.chain.from_iterable"})
_KEYWORDS_KEPT = frozenset({"heapq.merge", "builtins.zip"})
"""Adapters whose keywords (`key=`, `reverse=`, `strict=`) do not change which items they
read first."""
_CALLABLE_ITER = frozenset({"builtins.iter"})
_STEPPERS = frozenset({"__next__"})
_NEXT_PARTIAL = frozenset({"functools.partial"})
_ISLICE = frozenset({"itertools.islice"})
_PASSING: dict[str, bool] = {
    "builtins.filter": True,
    "itertools.dropwhile": False,
    "itertools.filterfalse": False,
}
"""Filters handing on every item when their predicate always gives this truth
(`dropwhile(lambda _: False, x)`, `filter(lambda _: True, x)`)."""
_COMPRESS = frozenset({"itertools.compress"})
_ADAPTER_WORDS = frozenset(
    {name.rpartition(".")[2] for name in (*_ADAPTERS, *_PASSING)} | {"islice", "compress"}
)
_MOST_ADAPTERS = 4


def _held_once(node: ast.expr, facts: StrictFacts) -> ast.expr | None:
    """The call a local name is bound to once, when `node` is that name's only read in
    its function (`grades = gen(x)` / `first = next(grades)`): what is taken of `node` is
    taken of the call; else None."""
    if not isinstance(node, ast.Name) or not isinstance(
        value := facts.names.only_value(node), ast.Call
    ):
        return None
    scope = facts.owner(node, through_lambdas=False)
    reads = [
        name
        for name in facts.of_type(ast.Name)
        if name.id == node.id and facts.owner(name, through_lambdas=False) is scope
    ]
    loads = [name for name in reads if isinstance(name.ctx, ast.Load)]
    if len(loads) != 1 or len(reads) != _PAIR:
        return None
    return None if _read_in_a_loop(loads[0], scope, facts) else value


_LOOPS = (*LOOPS, *COMPREHENSIONS)


def _read_in_a_loop(read: ast.Name, scope: ast.AST, facts: StrictFacts) -> bool:
    """Whether a read stands in a loop of its function (`next(delays)` in a retry loop takes
    every item, not the first alone)."""
    return any(
        facts.owner(loop, through_lambdas=False) is scope
        and any(node is read for node in ast.walk(loop))
        for loop in facts.of_type(*_LOOPS)
    )


def _in_order(node: ast.expr, facts: StrictFacts, depth: int = 0) -> list[ast.expr]:  # noqa: C901 (one case per kind of iterator)
    """`node`, and the iterables a lazy iterator made from it hands on in order (see
    `_ADAPTERS`: `zip(gen(x))`, `map(str.upper, gen(x))`, `iter(...)`, `islice(gen(x),
    1)`), or a generator expression without `if` loops over (`(v.upper() for v in
    gen(x))`), at any depth: taking the first item of `node` takes the first of each."""
    found = [node]
    # `grades = gen(x)` then `next(grades)` (the one read of the name), or a lone copy
    copied = (
        None if depth >= _MOST_ADAPTERS else _held_once(node, facts) or _lone_copy(node, facts)
    )
    if depth >= _MOST_ADAPTERS or copied is not None:  # the one copy `tee(x, 1)` makes: `x`
        return found + ([] if copied is None else _in_order(copied, facts, depth + 1))
    if isinstance(node, ast.GeneratorExp):
        loops = node.generators
        if len(loops) == 1 and not loops[0].ifs:
            found += _in_order(loops[0].iter, facts, depth + 1)
        return found
    if not isinstance(node, ast.Call) or not node.args:
        return found
    func = node.func
    word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    if word == "from_iterable":  # `chain.from_iterable((gen(x),))`: each literal entry
        return found + _chained_entries(node, facts, depth + 1)
    if word not in _ADAPTER_WORDS:
        return found
    called = facts.names.names(func)
    if node.keywords and not called & _KEYWORDS_KEPT:
        return found
    if called & _CALLABLE_ITER and len(node.args) == _PAIR:  # `iter(gen.__next__, None)`
        stepped = _stepped(node.args[0], facts)
        return found + ([] if stepped is None else _in_order(stepped, facts, depth + 1))
    if called & _ISLICE:  # `islice(gen, 1)`, `islice(gen, 0, None)`: from the first item on
        return found + (
            _in_order(node.args[0], facts, depth + 1) if _from_the_first(node.args) else []
        )
    for name in called & _ADAPTERS.keys():
        for arg in node.args[_ADAPTERS[name]]:
            found += _in_order(arg, facts, depth + 1)
    if len(node.args) == _PAIR and _passes_all(node, called, facts):
        kept = node.args[0] if called & _COMPRESS else node.args[1]
        found += _in_order(kept, facts, depth + 1)
    return found


def _chained_entries(node: ast.Call, facts: StrictFacts, depth: int) -> list[ast.expr]:
    """The entries (and what they hand on in order) of `itertools.chain.from_iterable` of
    a literal tuple or list: it hands on each entry's items in turn; else []."""
    listed = node.args[0] if len(node.args) == 1 and not node.keywords else None
    if not isinstance(listed, ast.List | ast.Tuple):
        return []
    if not facts.names.names(node.func) & _FROM_ITERABLE:
        return []
    return [found for item in listed.elts for found in _in_order(item, facts, depth)]


_PAIRERS = frozenset({"builtins.zip", "builtins.map"})


def _paired_with_one(call: ast.Call, facts: StrictFacts) -> list[ast.expr]:
    """The other iterables of a `zip` (or a `map` of several) one of whose iterables is a
    literal of one item (`zip(('grade',), gen(x))`, `map(f, [0], gen(x))`): it stops after
    one round, so only their first items are taken; else []."""
    func = call.func
    word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    if word not in {"zip", "map"} or call.keywords or len(call.args) < _PAIR:
        return []
    called = facts.names.names(func) & _PAIRERS
    if not called:
        return []
    iterables = call.args[1:] if called == {"builtins.map"} else call.args
    if len(iterables) < _PAIR or not any(_one_item(item) for item in iterables):
        return []
    return [item for item in iterables if not _one_item(item)]


def _one_item(node: ast.expr) -> bool:
    """A literal of exactly one item: `('grade',)`, `[0]`, `{0}`, `'g'`."""
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return len(node.elts) == 1 and not isinstance(node.elts[0], ast.Starred)
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str | bytes)
        and (len(node.value) == 1)
    )


_METHODCALLER = frozenset({"operator.methodcaller"})


def _stepped_by(call: ast.Call, facts: StrictFacts) -> ast.expr | None:
    """`x` when a call of one argument steps `x` once through its class or an operator:
    `type(x).__next__(x)`, `Iterator.__next__(x)`, `operator.methodcaller('__next__')(x)`
    (also through the one name bound to the caller); else None."""
    if len(call.args) != 1 or call.keywords:
        return None
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in {"__next__", "__anext__"}:
        return call.args[0]
    maker = facts.names.only_value(func)
    if not isinstance(maker, ast.Call) or not maker.args or maker.keywords:
        return None
    method = maker.args[0]
    if not (isinstance(method, ast.Constant) and isinstance(method.value, str)):
        return None
    if not facts.names.names(maker.func) & _METHODCALLER:
        return None
    stepper = ast.Call(ast.Attribute(call.args[0], method.value), maker.args[1:], [])
    return call.args[0] if _steps_once(method.value, stepper) else None


def _stepped(step: ast.expr, facts: StrictFacts) -> ast.expr | None:
    """`x` when `step` takes the next item of `x` each call (`x.__next__`,
    `functools.partial(next, x)`): `iter(step, sentinel)` hands on the items of `x` in
    order until the sentinel."""
    if isinstance(step, ast.Attribute) and step.attr in _STEPPERS:
        return step.value
    if (
        isinstance(step, ast.Call)
        and len(step.args) == _PAIR
        and not step.keywords
        and facts.names.names(step.func) & _NEXT_PARTIAL
        and facts.names.names(step.args[0]) & _NEXT
    ):
        return step.args[1]
    return None


_TEE = frozenset({"itertools.tee"})


def _lone_copy(node: ast.expr, facts: StrictFacts) -> ast.expr | None:
    """`x` when `node` is the one copy `itertools.tee(x, 1)` makes, read as `tee(x, 1)[0]`
    or unpacked into one name (`first, = tee(x, 1)`): it hands on every item of `x` in
    order. Two or more copies (`a, b = tee(x)`, the pairwise recipe) are not followed."""
    if isinstance(node, ast.Subscript):
        index = node.slice
        if not (isinstance(index, ast.Constant) and index.value in {0, -1}):
            return None
        call = node.value
    elif isinstance(node, ast.Name):
        bindings = facts.names.bindings_of(node) or []
        if len(bindings) != 1 or bindings[0][0] != "element":
            return None
        call = bindings[0][1]
    else:
        return None
    if not isinstance(call, ast.Call) or len(call.args) != _PAIR or call.keywords:
        return None
    copies = call.args[1]
    if not (isinstance(copies, ast.Constant) and copies.value == 1):
        return None
    return call.args[0] if facts.names.names(call.func) & _TEE else None


def _passes_all(node: ast.Call, called: frozenset[str], facts: StrictFacts) -> bool:
    """A filter of two arguments that drops nothing: `filter`, `itertools.dropwhile` or
    `filterfalse` whose predicate always gives the truth that keeps an item (see
    `_PASSING`), or `itertools.compress(x, itertools.repeat(True))`."""
    if called & _COMPRESS:
        return _first_true(node.args[1], facts)
    keeps = [_PASSING[name] for name in called & _PASSING.keys()]
    return len(keeps) == 1 and _constant_truth(node.args[0], facts) is keeps[0]


_REPEAT = frozenset({"itertools.repeat"})
_COUNT = frozenset({"itertools.count"})
_RANGE = frozenset({"builtins.range"})
_CYCLE = frozenset({"itertools.cycle"})


def _first_true(selectors: ast.expr, facts: StrictFacts) -> bool:
    """Whether the first of `compress`'s selectors is a true constant, so the first item
    it hands on is its data's first: `itertools.repeat(True)`, `itertools.count(1)`,
    `range(1, n)`, a literal list or tuple (also cycled) starting with one."""
    if isinstance(selectors, ast.List | ast.Tuple):
        return bool(selectors.elts) and _truth_of(selectors.elts[0]) is True
    if not isinstance(selectors, ast.Call) or not selectors.args or selectors.keywords:
        return False
    called = facts.names.names(selectors.func)
    first = selectors.args[0]
    if called & _REPEAT:
        count = selectors.args[1:]
        return _truth_of(first) is True and all(
            isinstance(item, ast.Constant) and item.value not in {0, None} for item in count
        )
    if called & _CYCLE and len(selectors.args) == 1:
        return _first_true(first, facts)
    if called & _COUNT and len(selectors.args) <= _PAIR:
        return _truth_of(first) is True
    if called & _RANGE and len(selectors.args) == _PAIR:
        bounds = [item.value for item in selectors.args if isinstance(item, ast.Constant)]
        return (
            len(bounds) == _PAIR
            and all(type(item) is int for item in bounds)
            and (0 < bounds[0] < bounds[1])
        )
    return False


def _constant_truth(node: ast.expr, facts: StrictFacts) -> bool | None:
    """The truth a predicate always gives: a lambda (also through the one name bound to
    it) or an undecorated module function whose one statement returns a constant or `not`
    of one (`lambda _: False`); else None."""
    value = facts.names.only_value(node)
    if isinstance(value, ast.Lambda):
        return _truth_of(value.body)
    bindings = facts.names.bindings_of(node) if isinstance(node, ast.Name) else None
    if not bindings or len(bindings) != 1 or bindings[0][0] != "def":
        return None
    function = bindings[0][1]
    if not isinstance(function, ast.FunctionDef) or function.decorator_list:
        return None
    body = without_noops(function.body)
    only = body[0] if len(body) == 1 else None
    return _truth_of(only.value) if isinstance(only, ast.Return) and only.value else None


def _truth_of(node: ast.expr) -> bool | None:
    """The truth of a constant, or of `not` one; else None."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        inner = _truth_of(node.operand)
        return None if inner is None else not inner
    return bool(node.value) if isinstance(node, ast.Constant) else None


def _first_entry_of(node: ast.expr, facts: StrictFacts) -> ast.expr | None:
    """`x` when `node` reads the first entry of `x` listed (see `_listed`), however the
    entry is read (`[0]`, `operator.itemgetter(0)(...)`, `.__getitem__(0)`,
    `operator.getitem(..., 0)`, `.pop(0)`, `deque(x).popleft()`: see `entry_read`); else
    None."""
    read = entry_read(node, facts)
    if read is not None:
        table, key, _ = read
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        method, args = node.func.attr, node.args
        popped = method == "pop" and len(args) == 1 and not node.keywords
        if not popped and (method != "popleft" or args or node.keywords):
            return None
        table, key = node.func.value, args[0] if popped else ast.Constant(0)
    else:
        return None
    first = isinstance(key, ast.Constant) and isinstance(key.value, int) and key.value == 0
    return _listed(table, facts) if first else None


_MIN_MAX = frozenset({"builtins.min", "builtins.max"})
_REDUCE = frozenset({"functools.reduce"})
_ACCUMULATE = frozenset({"itertools.accumulate"})
_FIRST_READERS = frozenset({"min", "max", "reduce", "accumulate"})


def _first_kept(call: ast.Call, facts: StrictFacts) -> ast.expr | None:
    """The iterable a whole-sequence reader hands back the first item of: `min` or `max`
    of one iterable with a key that is the same for every item (`min(gen(x), key=lambda
    _: 0)`: the first of equals wins), `min` of numbered items with no key or a key
    reading the number alone (`min(enumerate(gen(x)))`, see `_numbered`), or
    `functools.reduce` with a function keeping its first argument (`reduce(lambda first,
    _: first, gen(x))`), or `itertools.accumulate` with one and no `initial`, every item
    of which is the first (`deque(accumulate(gen(x), lambda first, _: first),
    maxlen=1)[0]`: whichever item is read); else None."""
    func = call.func
    word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    if word not in _FIRST_READERS or not call.args:
        return None
    called = facts.names.names(func)
    if called & _MIN_MAX and len(call.args) == 1:
        key = next((item.value for item in call.keywords if item.arg == "key"), None)
        if key is not None and _same_for_all(key, facts):
            return call.args[0]
        least = called & _MIN and (key is None or _reads_number(key, facts))
        return call.args[0] if least and _numbered(call.args[0], facts) else None
    if called & _REDUCE and len(call.args) >= _PAIR and not call.keywords:
        return call.args[1] if _keeps_first(call.args[0], facts) else None
    if called & _ACCUMULATE:
        return _accumulated_first(call, facts)
    return None


def _accumulated_first(call: ast.Call, facts: StrictFacts) -> ast.expr | None:
    """`x` of `itertools.accumulate(x, f)` (also `func=f`) with `f` keeping its first
    argument and no `initial`: each item it hands on is `x`'s first; else None."""
    words = {item.arg: item.value for item in call.keywords}
    func = call.args[1] if len(call.args) == _PAIR else words.pop("func", None)
    if func is None or words or len(call.args) > _PAIR:
        return None
    return call.args[0] if _keeps_first(func, facts) else None


_MIN = frozenset({"builtins.min"})
_ENUMERATE = frozenset({"builtins.enumerate"})
_ZIP = frozenset({"builtins.zip"})
_COUNTERS = frozenset({"itertools.count", "builtins.range"})
_ITEMGETTER = frozenset({"operator.itemgetter"})


def _numbered(node: ast.expr, facts: StrictFacts) -> bool:
    """`enumerate(x)` or `zip(itertools.count(), x)` (also `range(...)` first): items
    paired with rising numbers, so the least pair (`min`, `sorted`) is the first item's,
    whatever the items are."""
    if not isinstance(node, ast.Call) or not node.args:
        return False
    called = facts.names.names(node.func)
    if called & _ENUMERATE:
        return True
    first = node.args[0]
    return (
        bool(called & _ZIP)
        and len(node.args) > 1
        and isinstance(first, ast.Call)
        and bool(facts.names.names(first.func) & _COUNTERS)
    )


def _reads_number(key: ast.expr, facts: StrictFacts) -> bool:
    """A key reading only the number of a numbered pair: `lambda pair: pair[0]` (also
    through the one name bound to it) or `operator.itemgetter(0)`."""
    key = facts.names.only_value(key)
    if isinstance(key, ast.Call):
        return (
            len(key.args) == 1
            and _is_zero(key.args[0])
            and bool(facts.names.names(key.func) & _ITEMGETTER)
        )
    if not isinstance(key, ast.Lambda):
        return False
    parameters = _parameters(key)
    body = key.body
    return (
        len(parameters) == 1
        and isinstance(body, ast.Subscript)
        and isinstance(body.value, ast.Name)
        and body.value.id == parameters[0]
        and _is_zero(body.slice)
    )


def _is_zero(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value == 0 and node.value is not False


def _parameters(node: ast.Lambda) -> list[str]:
    arguments = node.args
    return [item.arg for item in (*arguments.posonlyargs, *arguments.args)]


def _same_for_all(key: ast.expr, facts: StrictFacts) -> bool:
    """A lambda (also through the one name bound to it) whose value reads none of its
    parameters and calls nothing (`lambda _: 0`): the same key for every item."""
    key = facts.names.only_value(key)
    if not isinstance(key, ast.Lambda):
        return False
    parameters = set(_parameters(key))
    return not any(
        isinstance(item, _UNSETTLED) or (isinstance(item, ast.Name) and item.id in parameters)
        for item in ast.walk(key.body)
    )


_UNSETTLED = (ast.Call, ast.NamedExpr, ast.Await, ast.Yield, ast.YieldFrom, ast.Lambda)
"""What may make a value differ from one call to the next."""


def _keeps_first(func: ast.expr, facts: StrictFacts) -> bool:
    """A lambda (also through the one name bound to it) of two parameters returning its
    first (`lambda first, _: first`): reducing with it keeps the first item."""
    func = facts.names.only_value(func)
    if not isinstance(func, ast.Lambda):
        return False
    parameters = _parameters(func)
    body = func.body
    return len(parameters) == _PAIR and isinstance(body, ast.Name) and body.id == parameters[0]


_NEXT = frozenset({"builtins.next", "builtins.anext"})
"""Builtins taking one item of an iterator (`anext` of an asynchronous one)."""
_MOST_ISLICE_ARGS = 4


def _from_the_first(args: list[ast.expr]) -> bool:
    """`islice(it, stop)`, or `islice(it, start, stop[, step])` with a start of `0` or
    `None`: the slice begins at the iterable's first item."""
    if len(args) == _PAIR:
        return True
    start = args[1] if len(args) <= _MOST_ISLICE_ARGS else None
    return (
        isinstance(start, ast.Constant) and start.value in (0, None) and start.value is not False
    )


def _steps_once(method: str, call: ast.Call) -> bool:
    """`gen.__next__()` or `gen.send(None)` (`__anext__()`, `asend(None)` of an
    asynchronous generator): one step of an iterator."""
    if call.keywords:
        return False
    if method in {"__next__", "__anext__"}:
        return not call.args
    sent = call.args[0] if method in {"send", "asend"} and len(call.args) == 1 else None
    return isinstance(sent, ast.Constant) and sent.value is None


def _listed(node: ast.expr, facts: StrictFacts) -> ast.expr | None:
    """`x` of `list(x)`, `tuple(x)`, `collections.deque(x)`, `[*x]`, `(*x,)`, `[v for v
    in x]` or `sorted(x, key=lambda _: 0)` (a key the same for every item keeps the
    order): all of `x`'s items, in order; else None. Also `x` of a joined text split
    again (`' '.join(x).split()`, see `_split_join`) or of `collections.Counter(x)
    .most_common(...)`, whose ties keep the order items were first seen."""
    split = _split_join(node, facts) or _voted(node, _MULTIMODE, facts)
    if split is not None:
        return split
    if isinstance(node, ast.Call) and node.args:
        numbered = _numbered_table(node, facts)
        if numbered is not None:
            return numbered
        least = _least_kept(node, facts)
        if least is not None:
            return least
        listed = _unwrapped(node, facts, _SEQUENCES)
        if listed is node and _sorted_as_is(node, facts):
            return node.args[0]
        return listed if listed is not node else None
    if isinstance(node, ast.List | ast.Tuple):
        only = node.elts[0] if len(node.elts) == 1 else None
        return only.value if isinstance(only, ast.Starred) else None
    if isinstance(node, ast.ListComp) and len(node.generators) == 1:
        loop, item = node.generators[0], node.elt
        target = loop.target
        if isinstance(item, ast.Name) and isinstance(target, ast.Name) and not loop.ifs:
            return loop.iter if item.id == target.id else None
    return None


_DICTS = frozenset({"builtins.dict", "collections.OrderedDict"})
_COUNTER = frozenset({"collections.Counter"})
_SPLITS = frozenset({"split", "rsplit", "partition", "splitlines"})


def _split_join(node: ast.expr, facts: StrictFacts) -> ast.expr | None:
    """`x` of `sep.join(x).split()` (also `.split(sep)`, `.rsplit()` with no limit,
    `.partition(sep)`, `.splitlines()`): the text cut up again starts with `x`'s first
    item; or of `collections.Counter(x).most_common(...)`; else None."""
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
        return None
    method, owner = node.func.attr, node.func.value
    if method == "most_common":
        inner = owner if isinstance(owner, ast.Call) else None
        counted = inner is not None and len(inner.args) == 1 and not inner.keywords
        if counted and facts.names.names(inner.func) & _COUNTER:  # type: ignore[union-attr]
            return inner.args[0]  # type: ignore[union-attr]
        return None
    limited = method == "rsplit" and (len(node.args) > 1 or node.keywords)
    if method not in _SPLITS or limited:
        return None
    return _joined_items(owner)


_MODE = frozenset({"statistics.mode"})
_MULTIMODE = frozenset({"statistics.multimode"})


def _voted(node: ast.expr, readers: frozenset[str], facts: StrictFacts) -> ast.expr | None:
    """`x` of `statistics.mode(x)` (or `multimode(x)`, whose list starts so): the most
    common item, ties going to the first seen, so the first item of `x` when no item
    comes twice (see `_votes_may_repeat`); else None."""
    if not isinstance(node, ast.Call) or len(node.args) != 1 or node.keywords:
        return None
    func = node.func
    word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    if "mode" not in word or not facts.names.names(func) & readers:
        return None
    return node.args[0]


def _numbered_table(node: ast.Call, facts: StrictFacts) -> ast.expr | None:
    """`x` of `dict(enumerate(x))` (numbered from 0): its entry 0 is `x`'s first item, as
    a list's is; else None."""
    if len(node.args) != 1 or node.keywords or not facts.names.names(node.func) & _DICTS:
        return None
    inner = node.args[0]
    plain = isinstance(inner, ast.Call) and len(inner.args) == 1 and not inner.keywords
    if plain and facts.names.names(inner.func) & _ENUMERATE:  # type: ignore[union-attr]
        return inner.args[0]  # type: ignore[union-attr]
    return None


_SORTED = frozenset({"builtins.sorted"})
_NSMALLEST = frozenset({"heapq.nsmallest"})


def _least_kept(node: ast.Call, facts: StrictFacts) -> ast.expr | None:
    """`x` of `heapq.nsmallest(n, x, ...)` when its list starts with `x`'s first item:
    a key the same for every item (a stable pick), or numbered items (`enumerate(x)`)
    with no key or a key reading the number alone; else None."""
    func = node.func
    word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    if word != "nsmallest" or len(node.args) != _PAIR:
        return None
    if not facts.names.names(func) & _NSMALLEST:
        return None
    extra = [item for item in node.keywords if item.arg != "key"]
    key = next((item.value for item in node.keywords if item.arg == "key"), None)
    if extra:
        return None
    data = node.args[1]
    if key is not None and _same_for_all(key, facts):
        return data
    by_number = key is None or _reads_number(key, facts)
    return data if by_number and _numbered(data, facts) else None


def _sorted_as_is(node: ast.Call, facts: StrictFacts) -> bool:
    """`sorted(x, key=lambda _: 0)`: a stable sort by a key the same for every item; or
    `sorted(enumerate(x))`, numbered pairs sorted by their numbers (see `_numbered`)."""
    if len(node.args) != 1 or not facts.names.names(node.func) & _SORTED:
        return False
    key = next((item.value for item in node.keywords if item.arg == "key"), None)
    if key is not None and _same_for_all(key, facts):
        return True
    by_number = key is None or _reads_number(key, facts)
    reversed_ = any(item.arg == "reverse" for item in node.keywords)
    return by_number and not reversed_ and _numbered(node.args[0], facts)


def _first_and_rest(target: ast.expr) -> bool:
    """`first, *_ = ...`: the first item kept, the rest thrown away."""
    if not isinstance(target, ast.Tuple | ast.List) or len(target.elts) != _PAIR:
        return False
    first, rest = target.elts
    return (
        isinstance(first, ast.Name)
        and isinstance(rest, ast.Starred)
        and isinstance(rest.value, ast.Name)
        and rest.value.id.startswith("_")
    )


_COMPOUND = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.Try, ast.With, ast.AsyncWith,
             ast.Match)  # fmt: skip
_PAIR = 2


def _leaves_at_once(body: list[ast.stmt]) -> bool:
    """A loop body that runs straight (no block in it) to a `return` or `break`: the loop
    takes its first item only."""
    effective = without_noops(body)
    return (
        bool(effective)
        and isinstance(effective[-1], ast.Return | ast.Break)
        and not any(isinstance(item, _COMPOUND) for item in effective)
    )


_SEQUENCES = frozenset({"builtins.list", "builtins.tuple", "collections.deque"})


def _unwrapped(node: ast.expr, facts: StrictFacts, wrappers: frozenset[str]) -> ast.expr:
    """The call's one argument when `node` is a call of one of `wrappers` (`iter(gen(x))`),
    else `node`."""
    return viewed(node, facts, None, wrappers) or node


@lru_cache(maxsize=CODE_CACHE_SIZE)
def _next_taken(code: str) -> frozenset[tuple[int, str]]:
    """(line, name) of the module's generator functions only ever called inside `next(...)`,
    which yield their result as a function returns it."""
    facts = StrictFacts(code)
    firsts = _first_items(facts) if "yield" in code else set()
    truthy = _first_truthy_items(facts, firsts)
    found = set()
    voted: set[int] | None = None
    for function in (
        facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef) if firsts or truthy else ()
    ):
        wrapper = (
            function.decorator_list[-1]
            if function.decorator_list
            else _wrapping_call(function, facts)
        )
        if wrapper is not None and _decorated_first(function, wrapper, firsts, facts):
            found.add((function.lineno, function.name))
            continue
        calls = calls_of(facts, function)
        if calls and facts.mentions("mode") and _votes_may_repeat(function, facts):
            voted = voted if voted is not None else _counted(None, facts)
            if any(id(call) in voted for call in calls):
                continue  # a majority vote, not its first item
        if (
            calls
            and _taken_first(calls, firsts, truthy, function)
            and not escapes(facts, function, calls)
        ):
            found.add((function.lineno, function.name))
    for owner in facts.of_type(ast.ClassDef) if firsts or truthy else ():
        method = _generator_iter(owner)
        calls = calls_of(facts, owner) if method is not None else []  # type: ignore[arg-type]
        if (
            method is not None
            and calls
            and _taken_first(calls, firsts, truthy, method)
            and not escapes(facts, owner, calls)  # type: ignore[arg-type]
        ):
            found.add((method.lineno, method.name))
    return frozenset(found)


_WRAPS = frozenset({"functools.wraps", "functools.update_wrapper"})


def _wrapping_call(function: _Function, facts: StrictFacts) -> ast.expr | None:
    """What an undecorated generator is wrapped by when every read of its name is the lone
    argument of a call of one module function (`band = _first(_band)`): a decorator
    applied by hand; else None."""
    reads = [
        node
        for node in facts.of_type(ast.Name)
        if node.id == function.name and isinstance(node.ctx, ast.Load)
    ]
    handed = {
        id(call.args[0]): call.func
        for call in facts.of_type(ast.Call)
        if len(call.args) == 1
        and not call.keywords
        and isinstance(call.args[0], ast.Name)
        and call.args[0].id == function.name
    }
    wrappers = {id(_def_of(handed.get(id(node)), facts)) for node in reads if id(node) in handed}
    if not reads or len(handed) != len(reads) or len(wrappers) != 1 or id(None) in wrappers:
        return None
    return handed[id(reads[0])]


def _decorated_first(
    function: _Function, wrapper: ast.expr, firsts: set[int], facts: StrictFacts
) -> bool:
    """Whether a generator's innermost decorator (or the function wrapping it by hand, see
    `_wrapping_call`) is a module function that only ever calls the function it is handed
    where its first item alone is taken (`def _first(gen):` / `def wrapper(*a): return
    next(gen(*a))`): decorated, its yields are its exits. The handed function read any
    other way than so called or given to `functools.wraps` (returned, stored, passed on)
    is not followed."""
    decorator = _def_of(wrapper, facts)
    arguments = decorator.args if decorator is not None else None
    if decorator is None or not arguments or not [*arguments.posonlyargs, *arguments.args]:
        return False
    name = [*arguments.posonlyargs, *arguments.args][0].arg
    voted = _counted(decorator, facts) if _votes_may_repeat(function, facts) else set()
    copied: set[int] = set()
    taken: list[bool] = []
    for node in ast.walk(decorator):
        if isinstance(node, ast.Call) and facts.names.names(node.func) & _WRAPS:
            copied.update(id(arg) for arg in node.args)
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == name:
            copied.add(id(node.func))
            taken.append(id(node) in firsts and id(node) not in voted)
    reads = [
        node
        for node in ast.walk(decorator)
        if isinstance(node, ast.Name)
        and node.id == name
        and isinstance(node.ctx, ast.Load)
        and _parameter_holder(node, name, facts) is decorator
    ]
    return bool(taken) and all(taken) and all(id(node) in copied for node in reads)


def _counted(scope: ast.AST | None, facts: StrictFacts) -> set[int]:
    """id() of what `collections.Counter(x).most_common(...)` or `statistics.mode(x)`
    (also `multimode`) counts under `scope` (None: the module; `x` and the iterables it
    reads in order): its top entry is the most frequent item, which is the first only
    when no item comes twice."""
    found: set[int] = set()
    for node in facts.of_type(ast.Call) if scope is None else ast.walk(scope):
        if not isinstance(node, ast.Call):
            continue
        counted = (
            _split_join(node, facts)
            if getattr(node.func, "attr", None) == "most_common"
            else _voted(node, _MODE | _MULTIMODE, facts)
        )
        if counted is not None:
            found.update(map(id, _in_order(counted, facts)))
    return found


def _votes_may_repeat(generator: _Function, facts: StrictFacts) -> bool:
    """Whether a generator may yield an item twice: a `yield` in a loop that may run again
    (one vote per round, `for rule in rules: yield ...`; not a loop over a one-entry
    display or one whose body always leaves), or a `yield from`. Counted by
    `Counter(...).most_common`, its top item is then a majority, not its first."""
    looped = {
        id(node)
        for loop in own_walk(generator)
        if isinstance(loop, LOOPS) and not _runs_once(loop, facts)
        for node in own_walk(loop)
        if isinstance(node, ast.Yield)
    }
    return any(
        isinstance(node, ast.YieldFrom) or id(node) in looped for node in own_walk(generator)
    )


def _runs_once(loop: ast.For | ast.AsyncFor | ast.While, facts: StrictFacts) -> bool:
    """A loop whose body always leaves it, or a `for` over a display of one entry."""
    shown = getattr(loop, "iter", None)
    one = isinstance(shown, ast.Tuple | ast.List) and len(shown.elts) <= 1
    return one or always_exits(loop.body, facts)


def _taken_first(
    calls: list[ast.Call], firsts: set[int], truthy: set[int], generator: _Function
) -> bool:
    """Whether every call of a generator takes its first item alone: in `firsts`, or in
    `truthy` (its first true item) when every item it yields is true."""
    if all(id(call) in firsts for call in calls):
        return True
    return all(id(call) in firsts or id(call) in truthy for call in calls) and _true_yields(
        generator
    )


def _true_yields(generator: _Function) -> bool:
    """Whether every item a generator yields is true as written: a true constant, an
    f-string with text of its own, or a non-empty display (`yield 'A'`, `yield from
    ('B',)`), so its first true item is its first."""
    yields = [node for node in own_walk(generator) if isinstance(node, ast.Yield | ast.YieldFrom)]
    for node in yields:
        if isinstance(node, ast.YieldFrom):
            shown = node.value
            if not isinstance(shown, ast.Tuple | ast.List) or not all(
                map(_true_as_written, shown.elts)
            ):
                return False
        elif node.value is None or not _true_or_dropped(node.value):
            return False
    return bool(yields)


def _true_or_dropped(node: ast.expr) -> bool:
    """An item true as written, or one guarded to be that or a false constant (`score >=
    90 and 'A'`, `'A' if score >= 90 else None`): a filter by truth drops the false ones,
    so each such `yield` is an `if` with its `return`."""
    if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
        return _true_as_written(node.values[-1])
    if isinstance(node, ast.IfExp):
        arms = (node.body, node.orelse)
        falsy = [isinstance(arm, ast.Constant) and not arm.value for arm in arms]
        return any(falsy) and all(
            f or _true_as_written(a) for f, a in zip(falsy, arms, strict=True)
        )
    return _true_as_written(node)


def _true_as_written(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return bool(node.value)
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(part, ast.Constant) and part.value for part in node.values)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return bool(node.elts)
    return isinstance(node, ast.Dict) and bool(node.keys)


_FILTER = frozenset({"builtins.filter"})
_TRUTH = frozenset({"builtins.bool", "operator.truth"})


def _first_truthy_items(facts: StrictFacts, firsts: set[int]) -> set[int]:
    """id() of the calls whose first true item alone is taken: reduced with a lambda
    keeping its first argument when true (`reduce(lambda first, later: first or later,
    gen(x))`, `first if first else later`), or filtered by truth (`filter(None, ...)`,
    `filter(bool, ...)`) where the first item is taken (`next(filter(None, gen(x)))`).
    Without the words, none."""
    code = facts.code
    if "yield" not in code or ("reduce" not in code and "filter" not in code):
        return set()
    found: set[int] = set()
    for call in facts.of_type(ast.Call):
        func = call.func
        word = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
        if word not in {"reduce", "filter"} or len(call.args) < _PAIR or call.keywords:
            continue
        called = facts.names.names(func)
        if called & _REDUCE and len(call.args) <= _PAIR + 1:
            initial = call.args[2] if len(call.args) > _PAIR else ast.Constant(None)
            falsy = isinstance(initial, ast.Constant) and not initial.value
            if falsy and _keeps_first_true(call.args[0], facts):
                found.update(map(id, _in_order(call.args[1], facts)))
        elif called & _FILTER and id(call) in firsts and len(call.args) == _PAIR:
            test = call.args[0]
            by_truth = isinstance(test, ast.Constant) and test.value is None
            if by_truth or facts.names.names(test) & _TRUTH:
                found.update(map(id, _in_order(call.args[1], facts)))
    return found


def _keeps_first_true(func: ast.expr, facts: StrictFacts) -> bool:
    """A lambda (also through the one name bound to it) of two parameters returning its
    first when true, else its second: `lambda first, later: first or later`, `first if
    first else later`."""
    func = facts.names.only_value(func)
    if not isinstance(func, ast.Lambda) or len(_parameters(func)) != _PAIR:
        return False
    first, later = _parameters(func)
    body = func.body
    if isinstance(body, ast.BoolOp) and isinstance(body.op, ast.Or) and len(body.values) == _PAIR:
        shown = [item.id if isinstance(item, ast.Name) else "" for item in body.values]
        return shown == [first, later]
    if isinstance(body, ast.IfExp):
        shown = [
            item.id if isinstance(item, ast.Name) else ""
            for item in (body.test, body.body, body.orelse)
        ]
        return shown == [first, first, later]
    return False


def _generator_iter(owner: ast.ClassDef) -> ast.FunctionDef | None:
    """The class's own `__iter__` when it is a generator (a `yield` of its own): the first
    item taken of an instance (`first, *_ = Owner(x)`) is its first yield reached."""
    for item in owner.body:
        if isinstance(item, ast.FunctionDef) and item.name == "__iter__":
            yields = (ast.Yield, ast.YieldFrom)
            return item if any(isinstance(node, yields) for node in own_walk(item)) else None
    return None


def _reads(node: ast.AST, name: str) -> bool:
    return any(isinstance(item, ast.Name) and item.id == name for item in ast.walk(node))


_CAUGHT_NOW = frozenset({"sys.exc_info", "sys.exception", "traceback.format_exc"})
"""Calls reading the exception a handler is handling, as its `as` name would (the text
`traceback.format_exc()` gives ends in its message)."""
_SCOPE_READS = frozenset({"builtins.locals", "builtins.vars"})
"""Calls reading every local name, the `as` name included (`locals()['hit']`)."""


def _asks_caught(facts: StrictFacts) -> bool:
    """Whether the code may read a caught exception other than by its `as` name: through
    `sys.exc_info()` or `sys.exception()`, or the local namespace (`locals()`, `vars()`,
    a frame's `f_locals`); without the words, no call needs resolving."""
    code = facts.code
    by_sys = "sys" in code and ("exc_info" in code or "exception" in code)
    return by_sys or "format_exc" in code or "locals" in code or "vars(" in code


def _reads_namespace(item: ast.AST, facts: StrictFacts) -> bool:
    """`sys.exc_info()`, `sys.exception()`, `locals()`, `vars()` or `.f_locals`: a read
    of the exception being handled, or of every local name, its `as` name among them; also
    a call of a module function that reads the exception being handled (see
    `_callee_reads_caught`: `return _current().value`)."""
    if isinstance(item, ast.Attribute):
        return item.attr == "f_locals"
    if not isinstance(item, ast.Call):
        return False
    called = facts.names.names(item.func)
    if called & _CAUGHT_NOW or (called & _SCOPE_READS and not item.args):
        return True
    return any(_callee_reads_caught(target, facts) for target in _targets_of(item, facts))


def _callee_reads_caught(callee: _Callee, facts: StrictFacts, depth: int = 3) -> bool:
    """Whether a module function or lambda reads the exception being handled where it is
    called: `sys.exc_info()`, `sys.exception()`, a frame's `f_locals`, or a call of a
    function that does so (up to three calls deep)."""
    known = facts.memo(_callee_reads_caught)  # id(callee) -> whether it reads it
    if id(callee) not in known:
        known[id(callee)] = False  # a function calling itself is not followed
        known[id(callee)] = any(
            _reads_now(item, facts, depth) for item in own_walk(callee, into_lambdas=True)
        )
    return known[id(callee)]


def _reads_now(item: ast.AST, facts: StrictFacts, depth: int) -> bool:
    """`_callee_reads_caught` of one node of the callee's."""
    if isinstance(item, ast.Attribute):
        return item.attr == "f_locals"
    if not isinstance(item, ast.Call):
        return False
    if facts.names.names(item.func) & _CAUGHT_NOW:
        return True
    return depth > 1 and any(
        _callee_reads_caught(target, facts, depth - 1) for target in _targets_of(item, facts)
    )


def _reads_caught(node: ast.AST, handler: ast.ExceptHandler, facts: StrictFacts) -> bool:
    """Whether `node` reads what `handler` caught: its `as` name, the name its `try`
    raised (`done = _Done()` ... `raise done` ... `except _Done: return done.value`, see
    `_raised_names`), `sys.exc_info()` / `sys.exception()` (`return
    sys.exc_info()[1].args[0]`, also in a function it calls) or the local namespace
    (`return locals()['hit'].value`)."""
    if handler.name is not None and _reads(node, handler.name):
        return True
    raised = facts.derived(_raised_names).get(id(handler), frozenset())
    raised |= facts.derived(_slot_classes).get(id(handler), frozenset())
    if any(_reads(node, name) for name in raised):
        return True
    return facts.derived(_asks_caught) and any(
        _reads_namespace(item, facts) for item in ast.walk(node)
    )


def _may_read_caught(handler: ast.ExceptHandler, facts: StrictFacts) -> bool:
    """Whether a handler can read what it caught at all (named, its `try` raises a name,
    or the code has words for `sys.exc_info()`)."""
    return (
        handler.name is not None
        or facts.derived(_asks_caught)
        or id(handler) in facts.derived(_raised_names)
        or id(handler) in facts.derived(_slot_classes)
    )


_SELF_CLASS = frozenset({"cls", "__class__"})


def _stores_own_slot(owner: ast.ClassDef) -> bool:
    """Whether a method of a class stores into an attribute of the class itself
    (`_Found.last = value`, `cls.last`, `type(self).last`, `self.__class__.last`)."""
    for item in ast.walk(owner):
        targets = (
            item.targets if isinstance(item, ast.Assign)
            else [item.target] if isinstance(item, ast.AugAssign | ast.AnnAssign) else []
        )  # fmt: skip
        for target in targets:
            holder = target.value if isinstance(target, ast.Attribute) else None
            if isinstance(holder, ast.Call) and getattr(holder.func, "id", "") == "type":
                return True
            word = getattr(holder, "id", None) or getattr(holder, "attr", None)
            if word == owner.name or word in _SELF_CLASS:
                return True
    return False


def _slot_classes(facts: StrictFacts) -> dict[int, frozenset[str]]:
    """id() of each handler -> the names of the module classes it catches whose methods
    store into a class attribute (`__init__` doing `_Found.last = value`): the last
    exception made left its value there, so `except _Found: return _Found.last` returns
    what it caught."""
    if "raise" not in facts.code or "except" not in facts.code:
        return {}
    found: dict[int, frozenset[str]] = {}
    for node in facts.of_type(ast.Try, ast.TryStar):
        for handler in node.handlers:
            kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
            names = frozenset(
                kind.id for kind in kinds
                if isinstance(kind, ast.Name)
                and (owner := _class_of(kind, facts)) is not None
                and _stores_own_slot(owner)
            )  # fmt: skip
            if names:
                found[id(handler)] = names
    return found


def _raised_names(facts: StrictFacts) -> dict[int, frozenset[str]]:
    """id() of each handler -> the names its `try` block raises as they are (`raise
    done`, `raise done.with_traceback(None)`, builtins aside): the exception a handler
    catches is the object such a name holds, so reading the name reads what it caught."""
    if "raise" not in facts.code or "except" not in facts.code:
        return {}
    found: dict[int, frozenset[str]] = {}
    for node in facts.of_type(ast.Try, ast.TryStar):
        names: set[str] = set()
        for raised in explicit_raises(node.body):
            exc = raised.exc
            if (
                isinstance(exc, ast.Call)
                and isinstance(exc.func, ast.Attribute)
                and exc.func.attr == "with_traceback"
            ):
                exc = exc.func.value
            if isinstance(exc, ast.Name) and not any(
                name.startswith("builtins.") for name in facts.names.names(exc)
            ):
                names.add(exc.id)
        for handler in node.handlers if names else ():
            found[id(handler)] = frozenset(names)
    return found


_MESSAGE_PARTS = frozenset({"args", "strerror", "errno", "filename", "filename2", "msg",
                            "message", "reason", "code", "read", "output", "stdout", "stderr",
                            "returncode", "headers", "status", "lineno", "cmd"})  # fmt: skip
"""What ordinary exceptions report their error with (`exc.args[0]`, `OSError.strerror`,
`HTTPError.code` / `.read()`, `CalledProcessError.output`): the message, not a result."""


def _payload_read(value: ast.expr, handler: ast.ExceptHandler, facts: StrictFacts) -> bool:
    """`hit.value`: a value the exception carries, not its message (`exc.args[0]`,
    `exc.strerror`, `err.read()`)."""
    return any(
        isinstance(item, ast.Attribute)
        and item.attr not in _MESSAGE_PARTS
        and _reads_caught(item.value, handler, facts)
        for item in ast.walk(value)
    )


def _storing_handlers(
    node: ast.Try | ast.TryStar, facts: StrictFacts
) -> list[tuple[ast.ExceptHandler, set[str]]]:
    """Each handler that binds to a name what the exception carries (`except Found as hit:
    label = hit.value`), or anything read from it (`label = str(hit)`) when the `try` block
    always raises (not returns): the function's result, carried by a raise; with those names.

    A handler keeping the message of an error the block may raise (`error = str(exc)`,
    `exc.args[0]` after validation raises, in a retry loop whose block returns) is an
    honest error path."""
    raises_always = always_raises(node.body, facts)
    found: list[tuple[ast.ExceptHandler, set[str]]] = []
    for handler in node.handlers:
        names: set[str] = set()
        for value, bound in _stores(handler, facts):
            if raises_always or _payload_read(value, handler, facts):
                names |= bound
        if names:
            found.append((handler, names))
    return found


def _stores(handler: ast.ExceptHandler, facts: StrictFacts) -> list[tuple[ast.expr, set[str]]]:
    """(value, names) of each way the handler binds or stores a value read from what it
    caught (see `_store_of`), worked out once per handler."""
    known = facts.memo(_stores)  # id(handler) -> its stores
    if id(handler) not in known:
        found: list[tuple[ast.expr, set[str]]] = []
        if _may_read_caught(handler, facts):
            for item in own_walk(handler, into_lambdas=False):
                store = _store_of(item)
                if store is not None and store[1] and _reads_caught(store[0], handler, facts):
                    found.append(store)
        known[id(handler)] = found
    return known[id(handler)]


def _store_of(item: ast.AST) -> tuple[ast.expr, set[str]] | None:
    """(value, names) when `item` binds or stores a value: an assignment (`label = v`,
    annotated `label: str = v`, augmented, or `:=`), a `for` target (`for label in
    (v,)`), a `with` item's `as` name, the captures of a `match` (its subject, and the
    attributes its class patterns read, as the value), or a call storing its arguments in
    a collection or object (`found.append(v)`, `setattr(box, 'v', v)`: the receiver's, or
    the first argument's, root name); names of an element or attribute target are its
    root's (`found[0] = v`: `found`)."""
    if isinstance(item, ast.Assign):
        return item.value, _names_in(item.targets)
    if isinstance(item, ast.AnnAssign | ast.AugAssign | ast.NamedExpr):
        return (item.value, _names_in([item.target])) if item.value is not None else None
    if isinstance(item, ast.For | ast.AsyncFor):
        return item.iter, _names_in([item.target])
    if isinstance(item, ast.withitem):
        held = item.optional_vars
        return (item.context_expr, _names_in([held])) if held is not None else None
    if isinstance(item, ast.Match):
        return _matched(item)
    if isinstance(item, ast.Call) and (item.args or item.keywords):
        if isinstance(item.func, ast.Attribute):
            receiver: ast.expr | None = item.func.value
        else:
            receiver = item.args[0] if item.args else None
        root = _root_name(receiver)
        if root is None:
            return None
        return ast.Tuple(elts=[*item.args, *(word.value for word in item.keywords)]), {root}
    return None


def _names_in(targets: list[ast.expr]) -> set[str]:
    return {node.id for part in targets for node in ast.walk(part) if isinstance(node, ast.Name)}


def _root_name(node: ast.expr | None) -> str | None:
    """`found` of `found`, `found.items`, `found[0]`: the name a place hangs from."""
    while isinstance(node, ast.Attribute | ast.Subscript):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def _matched(node: ast.Match) -> tuple[ast.expr, set[str]]:
    """(value, names) of a `match`: its subject with the attributes its class patterns
    read (`case Found(value=label)`: `subject.value`; positional sub-patterns read
    `__match_args__`), and the names its patterns capture."""
    reads: list[ast.expr] = [node.subject]
    names: set[str] = set()
    for case in node.cases:
        for pattern in ast.walk(case.pattern):
            if isinstance(pattern, ast.MatchClass):
                attrs = [*pattern.kwd_attrs, *(["__match_args__"] if pattern.patterns else [])]
                reads += [ast.Attribute(value=node.subject, attr=attr) for attr in attrs]
            captured = getattr(pattern, "name", None) or getattr(pattern, "rest", None)
            if captured:
                names.add(captured)
    return ast.Tuple(elts=reads), names


_GROUPS = frozenset({"builtins.ExceptionGroup", "builtins.BaseExceptionGroup"})
_GROUP_MEMBERS = 1
"""Where an exception group takes the exceptions it holds."""


def _catches(handler: ast.ExceptHandler, raised: ast.Raise, facts: StrictFacts) -> bool:
    """`may_catch`, and for an `except*` handler, a raise of an exception group holding
    what it may catch (`raise ExceptionGroup('', [Hit('zero')])` caught by `except* Hit`:
    the handler gets the group's `Hit`s), or whose members the code does not list."""
    if may_catch(handler, raised, facts) or _catches_made_class(handler, raised, facts):
        return True
    exc = facts.names.only_value(raised.exc) if raised.exc is not None else None
    if id(handler) not in facts.derived(_star_handlers) or not isinstance(exc, ast.Call):
        return False
    if not facts.names.names(exc.func) & _GROUPS:
        return False
    members = exc.args[_GROUP_MEMBERS] if len(exc.args) > _GROUP_MEMBERS else None
    if not isinstance(members, ast.List | ast.Tuple) or any(
        isinstance(item, ast.Starred) for item in members.elts
    ):
        return True
    return any(_catches(handler, ast.Raise(exc=item, cause=None), facts) for item in members.elts)


_CLASS_MAKERS = frozenset({"builtins.type", "types.new_class"})


def _made_class(node: ast.expr, facts: StrictFacts) -> ast.Call | None:
    """The `type(name, bases, namespace)` (or `types.new_class(name, bases)`) call a name
    is bound to once (`_Answer = type('_Answer', (Exception,), {})`): a class made at
    run time, else None."""
    made = facts.names.only_value(node) if isinstance(node, ast.Name) else None
    if (
        isinstance(made, ast.Call)
        and len(made.args) >= _PAIR
        and facts.names.names(made.func) & _CLASS_MAKERS
    ):
        return made
    return None


def _catches_made_class(handler: ast.ExceptHandler, raised: ast.Raise, facts: StrictFacts) -> bool:
    """Whether a handler may catch (an object of) a class made by `type(...)`: judged by
    that class's name and the bases it is given, all of them when they are not a tuple
    display (`may_catch` sees only the `type` call)."""
    exc = raised.exc
    target = exc.func if isinstance(exc, ast.Call) else exc
    made = _made_class(target, facts) if target is not None else None
    if made is None or handler.type is None:
        return made is not None
    bases = made.args[1]
    if not isinstance(bases, ast.Tuple):
        return True
    lineage = lineage_of(
        [name for base in bases.elts for name in facts.names.names(base)], facts, unknown=UNKNOWN
    ) | facts.names.names(target)
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    wanted = {name for kind in kinds for name in facts.names.names(kind) or {UNKNOWN}}
    return UNKNOWN in wanted | lineage or bool(wanted & lineage)


def _star_handlers(facts: StrictFacts) -> frozenset[int]:
    """id() of the handlers of `try` statements with `except*` clauses."""
    return frozenset(id(item) for node in facts.of_type(ast.TryStar) for item in node.handlers)


def carried_raises(node: ast.Try | ast.TryStar, facts: StrictFacts) -> int:
    """The `raise` statements of a `try` that a handler may catch (`may_catch`) when it
    stores what it caught in a name the function then returns (`except Found as hit: label =
    hit.value` ... `return label`): each is one more exit, as when the handler returns it
    (`goto_raises`). A raise no such handler catches propagates to the caller."""
    storing = _storing_handlers(node, facts)
    function = facts.owner(node, through_lambdas=False)
    if not storing or not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
        return 0
    returns = _returned(function, facts)
    handlers = [
        handler
        for handler, names in storing
        if any(_reads(value, name) for value in returns for name in names)
    ]
    return sum(
        any(_catches(handler, item, facts) for handler in handlers)
        for item in explicit_raises(node.body)
    )


_PLACES = (ast.Name, ast.Attribute)
_STORES = (ast.Assign, ast.AnnAssign, ast.AugAssign)
_WHOLE = frozenset({"copy"})  # methods handing back the whole collection, not one value

# A handler's `return` with the places it reads, and those it takes one value from.
_Reader = tuple[ast.ExceptHandler, set[str], set[str]]


def _places(node: ast.AST) -> set[str]:
    """The names and attributes (as written) an expression reads."""
    return {ast.unparse(part) for part in ast.walk(node) if isinstance(part, _PLACES)}


def _taken_from(value: ast.expr) -> set[str]:
    """The places a returned expression takes one value from: read through an attribute
    or method (`box.result()`, `found.pop()`, `queue.get()`, `box.value`), indexed
    (`found[0]`, `list(found)[0]`) or given to `next` (`next(iter(found))`); not a
    collection handed back whole (`rejected`, `list(rejected)`, `rejected[:]`)."""
    taken: set[str] = set()
    for part in ast.walk(value):
        if isinstance(part, ast.Attribute):
            one = part.attr not in _WHOLE
        elif isinstance(part, ast.Subscript):
            one = not isinstance(part.slice, ast.Slice)
        else:
            continue
        taken |= _places(part.value) if one else set()
    nexts = [part for part in ast.walk(value) if isinstance(part, ast.Call) and part.args]
    for call in nexts:
        if isinstance(call.func, ast.Name) and call.func.id == "next":
            taken |= _places(call.args[0])
    return taken


def _stored_then_raised(node: ast.Try | ast.TryStar, facts: StrictFacts) -> int:
    """`found = 'api'` (or `self.found = ...`) / `raise Found` in the body of a `try` whose
    handler catching it returns what reads that place (`except Found: return found`): the
    store and raise are a `return 'api'`, one exit each. A store made by a method call
    counts when the `return` takes one value from its receiver (`box.set_result(user)`
    ... `return box.result()`), not when it returns the collection whole (`rejected.append(
    row_id)` / `raise Rejected` rolling back a `with conn:` ... `return rejected`)."""
    handlers = [
        (handler, _places(item.value), _taken_from(item.value))
        for handler in node.handlers
        for item in own_walk(handler, into_lambdas=False)
        if isinstance(item, ast.Return) and item.value is not None
    ]
    function = facts.owner(node, through_lambdas=False)
    quiet = [handler for handler in node.handlers if _does_nothing(handler.body)]
    if quiet and isinstance(function, _FUNCTIONS):  # `except Found: pass`, then `return found`
        values = _returned(function, facts)
        read = {place for value in values for place in _places(value)}
        taken = {place for value in values for place in _taken_from(value)}
        handlers += [(handler, read, taken) for handler in quiet]
    if not handlers:
        return 0
    retried = bool(quiet) and isinstance(function, _FUNCTIONS) and _retried(node, function, facts)

    def leaves(first: ast.stmt, after: ast.stmt) -> bool:  # for the handlers doing nothing
        return bool(node.orelse) or _jumps_out(node.body, first, after, retried=retried)

    raised = _stores_before_raises(node.body, handlers, facts, leaves)
    count = 0
    for statement in node.body:
        for part in (statement, *own_walk(statement, into_lambdas=False)):
            for block in (getattr(part, "body", None), getattr(part, "orelse", None)):
                raised |= _stores_before_raises(block, handlers, facts, leaves)
            if isinstance(part, ast.Expr) and isinstance(part.value, ast.Call):
                count += _stores_in_helper(part.value, handlers, facts)
    return count + len(raised)


def _stores_in_helper(call: ast.Call, handlers: list[_Reader], facts: StrictFacts) -> int:
    """1 for a call, as a statement, of a module function that always raises right after a
    store into a place a catching handler's `return` reads (`self._store(v)` doing
    `self.found = v` / `raise _Found`), also into a parameter handed that place
    (`_leave(box, v)` doing `box.append(v)` / `raise _Exit`, then `return box[-1]`): the
    store made in a helper is the same `return v`."""
    for callee in _targets_of(call, facts):
        if not isinstance(callee, _FUNCTIONS) or not _raising_callee(callee, facts, _CALL_DEPTH):
            continue
        handed = _handed_places(call, callee)
        if handed:
            handlers = [
                (handler, read | _seen_as(read, handed), taken | _seen_as(taken, handed))
                for handler, read, taken in handlers
            ]
        blocks = [callee.body] + [
            getattr(part, field)
            for part in own_walk(callee, into_lambdas=False)
            for field in ("body", "orelse")
            if isinstance(getattr(part, field, None), list)
        ]
        if any(_stores_before_raises(block, handlers, facts) for block in blocks):
            return 1
    return 0


def _handed_places(call: ast.Call, callee: _Function) -> dict[str, str]:
    """The callee's parameters handed a plain place by the call, each with that place as
    written (`_leave(box, v)` to `def _leave(out, value)`: `{'out': 'box'}`)."""
    arguments = callee.args
    positional = [*arguments.posonlyargs, *arguments.args]
    handed = {
        parameter.arg: ast.unparse(arg)
        for parameter, arg in zip(positional, call.args, strict=False)
        if isinstance(arg, _PLACES)
    }
    handed.update(
        (keyword.arg, ast.unparse(keyword.value))
        for keyword in call.keywords
        if keyword.arg is not None and isinstance(keyword.value, _PLACES)
    )
    return handed


def _seen_as(places: set[str], handed: dict[str, str]) -> set[str]:
    """The parameters handed one of `places` (see `_handed_places`)."""
    return {parameter for parameter, place in handed.items() if place in places}


def _stores_before_raises(
    block: object,
    handlers: list[_Reader],
    facts: StrictFacts,
    leaves: Callable[[ast.stmt, ast.stmt], bool] | None = None,
) -> set[int]:
    """id() of the `raise` statements of a block that follow a store into a place a
    catching handler's `return` reads (a method call's store: takes one value from, see
    `_stored_then_raised`); for a handler doing nothing, only those that `leaves` (given
    the store and the statement after it) says skip code on their way out. A set, so a
    `raise` after stores at two depths counts once."""
    if not isinstance(block, list):
        return set()
    found: set[int] = set()
    for first, after in zip(block, block[1:], strict=False):
        second = _raise_after(after)
        if not (isinstance(second, ast.Raise) and second.exc):
            continue
        assigned, called = _stored_into(first)
        if any(
            (assigned & read or called & taken)
            and _catches(handler, second, facts)
            and (leaves is None or not _does_nothing(handler.body) or leaves(first, after))
            for handler, read, taken in handlers
        ):
            found.add(id(second))
    return found


def _does_nothing(body: list[ast.stmt]) -> bool:
    """A handler body of `pass`, `...` or text alone: the `try` is `contextlib.suppress`
    spelled out, so what it catches falls through to the code after it."""
    return all(
        isinstance(item, ast.Pass)
        or (isinstance(item, ast.Expr) and isinstance(item.value, ast.Constant))
        for item in body
    )


def _jumps_out(block: list[ast.stmt], first: ast.stmt, after: ast.stmt, *, retried: bool) -> bool:
    """Whether a `raise` (`after`, or closing the body of `after`, an `if`) right after a
    store (`first`), swallowed at the end of `block` by a handler or manager doing nothing
    with it, skips code as an early exit: not when it closes the block, so it lands where
    the block would end anyway (`value = default` / `raise ValueError` as the last of a
    `suppress` block), nor when the block is retried (see `_retried`), the store is of
    what a call gives and the `if` checks it (`response = session.get(url)` / `if
    response.status_code in RETRY: raise Transient`): it starts the next attempt, which
    calls and stores again (a constant stored is no attempt: `label = 'A'` repeated)."""
    raised = _raise_after(after)
    if raised is None or _closes(block, raised):
        return False
    attempted = isinstance(first, _STORES) and any(
        isinstance(part, ast.Call | ast.Await) for part in ast.walk(first.value or first)
    )
    checked = isinstance(after, ast.If) and bool(_places_stored(first) & _places(after.test))
    return not (retried and attempted and checked)


def _closes(block: list[ast.stmt], target: ast.stmt) -> bool:
    """Whether `target` ends `block`: its last statement, or one ending the body or the
    `else` of an `if` that ends it; nothing in the block runs after it."""
    if not block:
        return False
    last = block[-1]
    if last is target:
        return True
    return isinstance(last, ast.If) and (
        _closes(last.body, target) or _closes(last.orelse, target)
    )


def _retried(node: ast.stmt, function: _Function, facts: StrictFacts) -> bool:
    """Whether `node` ends the body of a loop of the function that may run again (not a
    `for` over one entry, see `_one_pass`): what it swallows starts the next round, as a
    `continue` would (`for _ in range(MAX_ATTEMPTS): with suppress(Transient): ...`)."""
    return any(
        isinstance(loop, LOOPS)
        and not (isinstance(loop, ast.For | ast.AsyncFor) and _one_pass(loop.iter, facts))
        and _closes(loop.body, node)
        for loop in own_walk(function, into_lambdas=False)
    )


def _raise_after(statement: ast.stmt) -> ast.stmt | None:
    """The `raise` a statement right after a store runs: itself, or the one closing the
    body or the `else` of an `if` (`found = 'A'` / `if score >= 90: raise Exit`, or `if
    score < 90: pass` / `else: raise Exit`); else None. One path raises at most once."""
    if isinstance(statement, ast.If):
        ends = [block[-1] for block in (statement.body, statement.orelse) if block]
        return next((end for end in ends if isinstance(end, ast.Raise)), None)
    return statement if isinstance(statement, ast.Raise) else None


def _stored_into(statement: ast.stmt) -> tuple[set[str], set[str]]:
    """The places (as written) a statement stores into: its targets, and apart the
    receiver of a method call handed a value (`box.set_result(user)`, `found.append(v)`:
    the receiver as written, so `self.log.warning(v)` stores into `self.log`, not
    `self`)."""
    if isinstance(statement, _STORES):
        targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        return {ast.unparse(target) for target in targets}, set()
    call = statement.value if isinstance(statement, ast.Expr) else None
    if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.args:
        return set(), {ast.unparse(call.func.value)}
    return set(), set()


def _returned(
    function: ast.FunctionDef | ast.AsyncFunctionDef, facts: StrictFacts
) -> list[ast.expr]:
    """The values a function's own `return` statements return (worked out once each)."""
    known = facts.memo(_returned)  # id(function) -> the values it returns
    if id(function) not in known:
        known[id(function)] = [
            item.value
            for item in own_walk(function, into_lambdas=False)
            if isinstance(item, ast.Return) and item.value is not None
        ]
    return known[id(function)]


def _returns_caught(handler: ast.ExceptHandler, facts: StrictFacts) -> bool:
    """Whether a `return` of the handler reads what it caught (`return hit.value`,
    `return sys.exc_info()[1].args[0]`)."""
    return _may_read_caught(handler, facts) and any(
        isinstance(item, ast.Return)
        and item.value is not None
        and _reads_caught(item.value, handler, facts)
        for item in own_walk(handler)
    )


def _goto_raises(node: ast.Try | ast.TryStar, facts: StrictFacts) -> int:
    """`goto_raises` for `try` and `try`/`except*` alike, the caught exception also read
    through `sys.exc_info()` or `sys.exception()`: the raises of the block when a handler
    returns what it caught."""
    if not HIDDEN_EXITS.weight(node, facts):  # `goto_raises` has looked at the `as` names
        raised = facts.derived(_raised_names)
        slots = facts.derived(_slot_classes)
        named = any(id(handler) in raised or id(handler) in slots for handler in node.handlers)
        if isinstance(node, ast.Try) and not facts.derived(_asks_caught) and not named:
            return 0
        if not any(_returns_caught(handler, facts) for handler in node.handlers):
            return 0
    return sum(not _reported(item, node, facts) for item in explicit_raises(node.body))


def _reported(raised: ast.Raise, node: ast.Try | ast.TryStar, facts: StrictFacts) -> bool:
    """Whether every handler of the `try` that may catch a `raise` of its block and
    returns what it caught reports an error rather than returning a result: it hands the
    error back beside the result (`_reports`), or the raise is of a builtin class given
    only a message that formats what went wrong (`_reports_input`: `raise
    ValueError(f'age {age} is out of range')`) and the function returns nothing else
    (`None`, `''`): a validator returning its problem (`except ValueError as exc: return
    str(exc)` ... `return None`). The handler of `raise _Found(value)` returning
    `hit.args[0]`, of `raise ValueError('A')` returning `str(exc)`, or `return
    hit.args[0], None` beside `return 'F', None`, hands back the result and counts."""
    function = facts.owner(node, through_lambdas=False)
    catching = [
        handler
        for handler in node.handlers
        if _returns_caught(handler, facts) and _catches(handler, raised, facts)
    ]
    if not catching or not isinstance(function, _FUNCTIONS):
        return False
    message = isinstance(raised.exc, ast.Call) and _reports_input(raised.exc, facts)
    return all(
        _reports(handler, function, facts) or (message and _returns_nothing_else(function, facts))
        for handler in catching
    )


def _reports(handler: ast.ExceptHandler, function: _Function, facts: StrictFacts) -> bool:
    """Whether each `return` of the handler reading what it caught hands it back in a slot
    of its own beside the result, a result-or-error pair: a tuple display or a call whose
    parts reading the exception every other `return` of the function (of the same shape:
    a tuple as long, a call of the same name) leaves `None` or out (`return None, exc` /
    `return qty, None`, `return Outcome(pairs, err)` / `return Outcome(pairs)`)."""
    mine = [
        item.value
        for item in own_walk(handler, into_lambdas=False)
        if isinstance(item, ast.Return)
        and item.value is not None
        and _reads_caught(item.value, handler, facts)
    ]
    others = _plain_returns(function, facts)
    return (
        bool(mine)
        and bool(others)
        and all(_error_slot(value, handler, others, facts) for value in mine)
        and _one_way_in(handler, function, facts)
    )


def _one_way_in(handler: ast.ExceptHandler, function: _Function, facts: StrictFacts) -> bool:
    """Whether the handler's `try` block raises by one statement at most: a `raise`, or a
    call of a module function that always raises (`_fail('missing version')`). That
    raise and the handler's `return` are one way out; two or more hand back as many
    errors through the one error slot, each a result."""
    for node in own_walk(function, into_lambdas=False):
        if isinstance(node, ast.Try | ast.TryStar) and handler in node.handlers:
            raising = sum(
                isinstance(item, ast.Call)
                and any(_raising_callee(target, facts, _CALL_DEPTH) for target in
                        _targets_of(item, facts))
                for statement in node.body
                for item in (statement, *own_walk(statement, into_lambdas=False))
            )  # fmt: skip
            return len(explicit_raises(node.body)) + raising <= 1
    return False


def _error_slot(
    value: ast.expr, handler: ast.ExceptHandler, others: list[ast.expr | None], facts: StrictFacts
) -> bool:
    """`_reports` of one returned value against the function's other returned values."""
    slots = _slots(value)
    if slots is None:
        return False
    shape, parts = slots
    caught = {key for key, part in parts.items() if _reads_caught(part, handler, facts)}
    if not caught or caught == parts.keys():
        return False
    for other in others:
        found = _slots(other) if other is not None else None
        if found is None or found[0] != shape:
            return False
        held = found[1]
        if any(not _is_none(held.get(key)) for key in caught):
            return False
    return True


def _slots(value: ast.expr) -> tuple[str, dict[int | str, ast.expr]] | None:
    """(shape, parts by place) of a tuple display (`tuple:2`) or a call (`call:Outcome`)
    with no starred part; else None."""
    if isinstance(value, ast.Tuple) and not any(isinstance(e, ast.Starred) for e in value.elts):
        return f"tuple:{len(value.elts)}", dict(enumerate(value.elts))
    if (
        isinstance(value, ast.Call)
        and not any(isinstance(e, ast.Starred) for e in value.args)
        and all(word.arg is not None for word in value.keywords)
    ):
        parts: dict[int | str, ast.expr] = dict(enumerate(value.args))
        parts.update({word.arg: word.value for word in value.keywords if word.arg is not None})
        return f"call:{ast.unparse(value.func)}", parts
    return None


def _is_none(node: ast.expr | None) -> bool:
    """A place left out, or `None` written."""
    return node is None or (isinstance(node, ast.Constant) and node.value is None)


def _plain_returns(function: _Function, facts: StrictFacts) -> list[ast.expr | None]:
    """The values of the function's own `return` statements (None for a bare one) but
    those of a handler reading what it caught."""
    known = facts.memo(_plain_returns)  # id(function) -> those values
    if id(function) not in known:
        reporting = {
            id(item)
            for handler in own_walk(function, into_lambdas=False)
            if isinstance(handler, ast.ExceptHandler)
            for item in own_walk(handler, into_lambdas=False)
            if isinstance(item, ast.Return)
            and item.value is not None
            and _reads_caught(item.value, handler, facts)
        }
        known[id(function)] = [
            item.value
            for item in own_walk(function, into_lambdas=False)
            if isinstance(item, ast.Return) and id(item) not in reporting
        ]
    return known[id(function)]


def _reports_input(made: ast.Call, facts: StrictFacts) -> bool:
    """Whether an exception made of a builtin class is given only messages
    (`_carries_value`), one of which formats a value that is no constant (`f'age {age} is
    out of range'`, `'bad %s' % text`, `'bad {}'.format(text)`): it reports the input,
    where a constant (`ValueError('A')`) may be the result itself."""
    if _carries_value(made, facts):
        return False
    for arg in made.args:
        if isinstance(arg, ast.JoinedStr):
            values = [part.value for part in arg.values if isinstance(part, ast.FormattedValue)]
        elif isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Mod):
            values = [arg.right]
        elif isinstance(arg, ast.Call) and getattr(arg.func, "attr", "") == "format":
            values = [*arg.args, *(word.value for word in arg.keywords)]
        else:
            continue
        if any(not isinstance(value, ast.Constant) for value in values):
            return True
    return False


def _returns_nothing_else(function: _Function, facts: StrictFacts) -> bool:
    """Whether every other `return` of the function (`_plain_returns`) gives nothing: is
    bare, or returns `None` or `''`."""
    others = _plain_returns(function, facts)
    return bool(others) and all(
        value is None or (isinstance(value, ast.Constant) and value.value in (None, ""))
        for value in others
    )


_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_Function = ast.FunctionDef | ast.AsyncFunctionDef


def _passes_on(handler: ast.ExceptHandler, function: ast.AST, facts: StrictFacts) -> bool:
    """Whether a handler returns what it caught (`except Found as hit: return
    hit.args[0]`), or stores anything read from it in a name a `return` of `function`
    reads (`label = hit.args[0]` ... `return label`, any store of `_stores`); a handler
    handing the error back beside the result (`_reports`: `return None, str(err)` /
    `return data, None`) does neither by those returns."""
    returns = _returns_caught(handler, facts)
    reports = returns and isinstance(function, _FUNCTIONS) and _reports(handler, function, facts)
    if returns and not reports:
        return True
    mine = {id(item) for item in own_walk(handler, into_lambdas=False)} if reports else set()
    stored = {name for _, bound in _stores(handler, facts) for name in bound}
    return bool(stored) and any(
        isinstance(item, ast.Return)
        and id(item) not in mine
        and item.value is not None
        and any(_reads(item.value, target) for target in stored)
        for item in own_walk(function, into_lambdas=False)
    )


def _def_of(name: ast.expr, facts: StrictFacts, *, alias: bool = True) -> _Function | None:
    """The module function a name is bound to by its `def` alone (or, with `alias`, once
    to a name so bound: `pick = _pick`), else None."""
    bindings = facts.names.bindings_of(name) if isinstance(name, ast.Name) else None
    if not bindings or len(bindings) != 1:
        return None
    kind, value = bindings[0]
    if kind == "expr" and alias and isinstance(value, ast.Name):
        return _def_of(value, facts, alias=False)
    return value if kind == "def" and isinstance(value, _FUNCTIONS) else None


def _method_of(called: ast.expr, node: ast.AST, facts: StrictFacts) -> _Function | None:
    """The method `self.name` or `cls.name` calls, in the class around `node`."""
    if not isinstance(called, ast.Attribute) or not isinstance(called.value, ast.Name):
        return None
    if called.value.id not in {"self", "cls"}:
        return None
    owner = facts.owner(node, through_lambdas=False)
    while isinstance(owner, _FUNCTIONS):
        owner = facts.owner(owner, through_lambdas=False)
    if not isinstance(owner, ast.ClassDef):
        return None
    methods = [
        item for item in owner.body if isinstance(item, _FUNCTIONS) and item.name == called.attr
    ]
    return methods[0] if len(methods) == 1 else None


_PROPERTIES = frozenset({"builtins.property", "functools.cached_property"})


def _property_getters(read: ast.Attribute, node: ast.AST, facts: StrictFacts) -> list[_Function]:
    """The getter a read of an attribute runs: a method of a module class decorated
    `@property` or `@functools.cached_property`, read on `self`/`cls` in the class around
    `node` or on an object of the class (`_Grader(score).letter`, also through a name
    bound once to one): reading it calls the getter, as calling a method would."""
    if not isinstance(read.ctx, ast.Load):
        return []
    method = _method_of(read, node, facts)
    if method is not None:
        methods: list[_Callee] = [method]
    else:
        owner = _class_of(read.value, facts)
        methods = _methods(owner, frozenset({read.attr})) if owner is not None else []
    return [
        method
        for method in methods
        if isinstance(method, _FUNCTIONS)
        and any(facts.names.names(item) & _PROPERTIES for item in method.decorator_list)
    ]


def _given_to(wrapper: _Function, facts: StrictFacts) -> list[_Function]:
    """The module functions handed to `wrapper`: decorated by its name (`@_returns`) or
    passed to a call of it (`_returns(grade)`, `run(grade, score)`)."""
    found: list[_Function] = []
    for function in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        if any(_def_of(item, facts) is wrapper for item in function.decorator_list):
            found.append(function)
    for call in facts.of_type(ast.Call):
        if call.args and _def_of(call.func, facts) is wrapper:
            found.extend(handed for arg in call.args if (handed := _def_of(arg, facts)))
    return found


def _callees(node: ast.Try | ast.TryStar, facts: StrictFacts) -> list[_Function]:
    """The module functions a `try` block calls (see `_targets_of`: by name, also through
    one name bound to it, a method by `Class.method` or on `self`/`cls`, a class's
    `__init__`/`__new__` when it is called), or through a parameter of a function around
    it (`func(*args)` in a decorator's wrapper), each function handed to that one (see
    `_given_to`)."""
    found: list[_Function] = []
    properties = "property" in facts.code
    for statement in node.body:
        for item in (statement, *own_walk(statement, into_lambdas=False)):
            if properties and isinstance(item, ast.Attribute):
                found.extend(_property_getters(item, node, facts))
            if not isinstance(item, ast.Call):
                continue
            called = [
                target for target in _targets_of(item, facts) if isinstance(target, _FUNCTIONS)
            ]
            if called:
                found.extend(called)
                continue
            if not isinstance(item.func, ast.Name):
                continue
            holder = _parameter_holder(node, item.func.id, facts)
            if holder is not None:
                found.extend(_given_to(holder, facts))
    return found


_Callee = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
_CONSTRUCTORS = frozenset({"__init__", "__new__"})


def _bound_once(name: ast.Name, facts: StrictFacts, *, alias: bool = True) -> ast.AST | None:
    """The `def`, `class` or lambda a name is bound to by its one binding (or, with `alias`,
    through one name so bound: `give = _give`), else None."""
    bindings = facts.names.bindings_of(name)
    if not bindings or len(bindings) != 1:
        return None
    kind, value = bindings[0]
    if kind == "expr" and isinstance(value, ast.Lambda):
        return value
    if kind == "expr" and alias and isinstance(value, ast.Name):
        return _bound_once(value, facts, alias=False)
    if kind == "expr" and alias and isinstance(value, ast.Attribute):
        owner = _class_of(value.value, facts)  # `give = Out.give`
        methods = _methods(owner, frozenset({value.attr})) if owner is not None else []
        return methods[0] if len(methods) == 1 else None
    return value if kind == "def" and isinstance(value, (*_FUNCTIONS, ast.ClassDef)) else None


def _methods(owner: ast.ClassDef, names: frozenset[str]) -> list[_Callee]:
    return [item for item in owner.body if isinstance(item, _FUNCTIONS) and item.name in names]


def _targets_of(call: ast.Call, facts: StrictFacts) -> list[_Callee]:
    """The module's functions a call runs: a function or lambda by name (also through one
    name bound to it), a method of a module class by `Class.method` (static, class or
    plain) or on `self`/`cls` in the class around the call, and a module class's
    `__init__` and `__new__` when the call makes one of its objects."""
    return _handed_targets(call.func, call, facts)


def _class_of(node: ast.expr, facts: StrictFacts) -> ast.ClassDef | None:
    """The module class `node` is (`Out`), or makes an object of (`Out()`, also through a
    name bound once to one: `out = Out()`), by a name bound once to it."""
    made = facts.names.only_value(node)
    if isinstance(made, ast.Call):
        made = made.func
    owner = _bound_once(made, facts) if isinstance(made, ast.Name) else None
    return owner if isinstance(owner, ast.ClassDef) else None


_Raised = frozenset[str] | ast.expr
_CALL_DEPTH = 3
"""How many calls deep a raise is followed (`_grade` calling `_ret` raising the result)."""


def _raising_callee(callee: _Callee, facts: StrictFacts, depth: int) -> tuple[_Raised, ...]:
    """What a module function or lambda raises when every way through it raises (a body
    ending in `raise`, in a call that raises, `.throw(exc)`, `sys.exit(...)`, a warning
    the code may turn into an error, or a call of such a function), else ()."""
    known = facts.memo(_raising_callee)  # id(callee) -> what it raises
    if id(callee) in known:
        return known[id(callee)]
    known[id(callee)] = ()  # a function calling itself is not followed
    if isinstance(callee, ast.Lambda):
        found = _raised_by_call(callee.body, facts, depth) or ()
    elif _always_raising(callee.body, facts, depth):
        found = tuple(raised.exc for raised in explicit_raises(callee.body) if raised.exc)
        for item in own_walk(callee, into_lambdas=False):
            found += _raised_otherwise(item, facts, depth) or ()
        found = found or (frozenset({UNKNOWN}),)
    else:
        found = ()
    known[id(callee)] = found
    return found


def _always_raising(body: list[ast.stmt], facts: StrictFacts, depth: int) -> bool:
    """`always_raises`, also through a last statement that is a call that raises (see
    `_raised_by_call`), in each branch of an `if` ending the block."""
    if always_raises(body, facts):
        return True
    effective = without_noops(body)
    last = effective[-1] if effective else None
    if isinstance(last, ast.Expr):
        return bool(_raised_by_call(last.value, facts, depth))
    if isinstance(last, ast.If):
        return _always_raising(last.body, facts, depth) and _always_raising(
            last.orelse, facts, depth
        )
    return False


def _raised_by_call(node: ast.expr, facts: StrictFacts, depth: int) -> tuple[_Raised, ...]:
    """What a call raises when raising is all it does (see `_raised_otherwise`), else ()."""
    return _raised_otherwise(node, facts, depth) or () if isinstance(node, ast.Call) else ()


def _parameter_holder(node: ast.AST, name: str, facts: StrictFacts) -> _Function | None:
    """The innermost function around `node` with a parameter called `name`."""
    owner = facts.owner(node, through_lambdas=False)
    while isinstance(owner, _FUNCTIONS):
        arguments = owner.args
        every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
        if any(item.arg == name for item in every):
            return owner
        owner = facts.owner(owner, through_lambdas=False)
    return None


def _raises_as_results(facts: StrictFacts) -> frozenset[int]:
    """id() of the `raise` statements of functions that always raise (never return) whose
    exceptions a caller's handler may catch and pass on as its result (`_passes_on`): the
    callee's exits, each carrying its result to the caller; and those a library catches
    for the caller (`_captured_raises`)."""
    found: set[int] = set(_captured_raises(facts))
    if "raise" not in facts.code or "except" not in facts.code:
        return frozenset(found)
    checked: dict[int, bool] = {}
    for node in facts.of_type(ast.Try, ast.TryStar):
        function = facts.owner(node, through_lambdas=False)
        handlers = [handler for handler in node.handlers if _passes_on(handler, function, facts)]
        for callee in _callees(node, facts) if handlers else ():
            if id(callee) not in checked:
                checked[id(callee)] = bool(_raising_callee(callee, facts, _CALL_DEPTH))
            if not checked[id(callee)]:
                continue
            found.update(
                id(raised)
                for raised in explicit_raises(callee.body)
                if any(_catches(handler, raised, facts) for handler in handlers)
            )
            found.update(_raising_statements(callee, handlers, facts))
    for node in facts.of_type(ast.Try, ast.TryStar):
        found.update(_wrapped_results(node, facts))
    return frozenset(found)


_CAUGHT_READS = frozenset({"exception", "value"})
"""What a future or a catcher hands back the exception as (`fut.exception()`,
`pytest.raises(_Found, _rate, order).value`)."""


def _captured_raises(facts: StrictFacts) -> Iterator[int]:
    """id() of the raises (and raising call statements) of a module function that always
    raises, whose exception a library catches and hands back: the function handed to (or
    called among the arguments of) a call whose `.exception()` or `.value` is read, itself
    or through a name bound once to it (`pool.submit(_check, resp).exception()`, `task =
    asyncio.create_task(_check(resp))` ... `task.exception()`, `pytest.raises(_Found,
    _rate, order).value`), or called in a `with` block whose `as` name a `return` of its
    function reads (`with pytest.raises(_Found) as hit: _rate(order)` ... `return
    hit.value`): each raise is a return by another name."""
    if not facts.mentions("raise"):
        return
    callees = _caught_for(facts)
    seen: set[int] = set()
    for callee in callees:
        if id(callee) in seen or not _raising_callee(callee, facts, _CALL_DEPTH):
            continue
        seen.add(id(callee))
        yield from (id(raised) for raised in explicit_raises(callee.body))  # type: ignore[arg-type]
        for item in own_walk(callee, into_lambdas=False):
            call = item.value if isinstance(item, ast.Expr) else None
            if isinstance(call, ast.Call) and _raised_otherwise(call, facts):
                yield id(item)


def _caught_for(facts: StrictFacts) -> list[_Callee]:
    """The module functions whose exceptions a library may catch and hand back (see
    `_captured_raises`)."""
    callees: list[_Callee] = []
    if facts.mentions(".exception", ".value"):
        for read in facts.of_type(ast.Attribute):
            made = read.value if read.attr in _CAUGHT_READS else None
            if isinstance(made, ast.Name):
                made = facts.names.only_value(made)
            if isinstance(made, ast.Call):
                callees.extend(_handed_callees(made, facts))
    for node in facts.of_type(ast.With, ast.AsyncWith):
        if _kept_outcome(node, facts):
            callees.extend(_callees(node, facts))  # type: ignore[arg-type]
    return callees


def _handed_callees(call: ast.Call, facts: StrictFacts) -> list[_Callee]:
    """The module functions a call is handed by name (`submit(_check, resp)`) or runs
    among its arguments (`create_task(_check(resp))`, `submit(lambda: _check(resp))`)."""
    found: list[_Callee] = []
    for arg in (*call.args, *(word.value for word in call.keywords)):
        if isinstance(arg, ast.Lambda):
            arg = arg.body
        if isinstance(arg, ast.Call):
            found.extend(_targets_of(arg, facts))
        elif (handed := _def_of(arg, facts)) is not None:
            found.append(handed)
    return found


def _kept_outcome(node: ast.With | ast.AsyncWith, facts: StrictFacts) -> bool:
    """Whether a `with` item's `as` name is read by a `return` of the function around it
    (`with pytest.raises(_Found) as hit:` ... `return hit.value`): what the manager kept
    of its block is the result."""
    names = {
        item.optional_vars.id for item in node.items if isinstance(item.optional_vars, ast.Name)
    }
    function = facts.owner(node, through_lambdas=False) if names else None
    if not isinstance(function, _FUNCTIONS):
        return False
    return any(
        isinstance(item, ast.Return)
        and item.value is not None
        and any(_reads(item.value, name) for name in names)
        for item in own_walk(function, into_lambdas=False)
    )


def _wrapped_results(node: ast.Try | ast.TryStar, facts: StrictFacts) -> Iterator[int]:
    """id() of the raises, of a module exception class, of a function handed to a wrapper
    (decorated by it or passed to it) whose `try` calls it through its parameter, when a
    handler catching them returns exactly what the exception carries (`except _Answer as
    done: return done.value`): the wrapper turns each raise into the function's return,
    whether or not the function also returns normally."""
    handlers = [handler for handler in node.handlers if _returns_payload(handler, facts)]
    if not handlers:
        return
    for statement in node.body:
        for item in (statement, *own_walk(statement, into_lambdas=False)):
            if not isinstance(item, ast.Call) or not isinstance(item.func, ast.Name):
                continue
            holder = _parameter_holder(node, item.func.id, facts)
            for wrapped in _given_to(holder, facts) if holder is not None else ():
                for raised in explicit_raises(wrapped.body):
                    if _module_exception(raised, facts) and any(
                        _catches(handler, raised, facts) for handler in handlers
                    ):
                        yield id(raised)


def _returns_payload(handler: ast.ExceptHandler, facts: StrictFacts) -> bool:
    """Whether a `return` of the handler hands back a read of what it caught and nothing
    else (`return done.value`, `return done.args[0]`, `return getattr(done, 'value')`):
    the exception's payload as the result, where an error handler reports it wrapped
    (`return {'error': str(exc)}`)."""
    if not _may_read_caught(handler, facts):
        return False
    for item in own_walk(handler, into_lambdas=False):
        value = item.value if isinstance(item, ast.Return) else None
        if isinstance(value, ast.Call) and facts.names.names(value.func) & _GETATTR:
            value = value.args[0] if value.args else None
        elif not isinstance(value, ast.Attribute | ast.Subscript):
            continue
        while isinstance(value, ast.Attribute | ast.Subscript):
            value = value.value
        if value is not None and _reads_caught(value, handler, facts):
            return True
    return False


_GETATTR = frozenset({"builtins.getattr"})


def _module_exception(raised: ast.Raise, facts: StrictFacts) -> bool:
    """Whether a `raise` raises (an object of) a class of the module (`raise _Answer('x')`,
    `raise _Hit`): builtin and library errors are honest failures a wrapper reports."""
    exc = raised.exc.func if isinstance(raised.exc, ast.Call) else raised.exc
    return isinstance(exc, ast.Name) and (
        isinstance(_bound_once(exc, facts), ast.ClassDef) or _made_class(exc, facts) is not None
    )


def _raising_statements(
    callee: _Function, handlers: list[ast.ExceptHandler], facts: StrictFacts
) -> Iterator[int]:
    """id() of the statements of a function that always raises which are calls that raise
    (`_ret('A')`, `gen.throw(Result('A'))`, see `_raised_otherwise`) what one of
    `handlers` may catch: each carries the result to the caller."""
    for item in own_walk(callee, into_lambdas=False):
        if isinstance(item, ast.Expr) and isinstance(item.value, ast.Call):
            raised = _raised_otherwise(item.value, facts) or ()
            if any(_may_catch_kinds(h, kind, facts) for h in handlers for kind in raised):
                yield id(item)


_EXIT_METHODS = frozenset({"__exit__", "__aexit__"})
_MANAGER_MAKERS = frozenset({"contextlib.contextmanager", "contextlib.asynccontextmanager"})


def _swallowing_managers(facts: StrictFacts) -> frozenset[str]:
    """The module's context managers that may swallow what their block raises, as names
    resolve (`local:_Outcome`): classes whose `__exit__` (or `__aexit__`) may return a
    true value, and `contextlib.contextmanager` generators that yield inside a `try`
    with a handler that does not always raise. Without the words, none."""
    code = facts.code
    if "exit__" not in code and "contextmanager" not in code:
        return frozenset()
    found: set[str] = set()
    for node in facts.of_type(ast.ClassDef):
        exits = [
            item
            for item in node.body
            if isinstance(item, _FUNCTIONS) and item.name in _EXIT_METHODS
        ]
        if any(map(_may_return_true, exits)):
            found.add(f"local:{node.name}")
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        made = any(facts.names.names(item) & _MANAGER_MAKERS for item in node.decorator_list)
        if made and _yields_under_handler(node, facts):
            found.add(f"local:{node.name}")
    return frozenset(found)


def _may_return_true(method: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """Whether a method returns something other than `None` or `False` somewhere."""
    return any(
        isinstance(item, ast.Return)
        and item.value is not None
        and not (isinstance(item.value, ast.Constant) and item.value.value in {None, False})
        for item in own_walk(method, into_lambdas=False)
    )


def _yields_under_handler(function: _Function, facts: StrictFacts) -> bool:
    """Whether a generator yields inside the block of a `try` one of whose handlers may end
    without raising: what the `with` block raises there is swallowed."""
    return any(
        isinstance(item, ast.Try | ast.TryStar)
        and any(isinstance(inner, ast.Yield) for part in item.body for inner in ast.walk(part))
        and not all(always_raises(handler.body, facts) for handler in item.handlers)
        for item in own_walk(function, into_lambdas=False)
    )


def _swallowed_raises(node: ast.With | ast.AsyncWith, facts: StrictFacts) -> int:
    """The `raise` statements of a `with` block whose context manager is one of the
    module's that may swallow them (see `_swallowing_managers`), when a `return` of the
    function reads the manager (`with _Outcome() as outcome:` ... `raise Result('A')` ...
    `return outcome.value`): each carries the result out of the block, as a `return`."""
    stored = _stored_then_swallowed(node, facts)
    if stored:
        return stored
    managers = facts.derived(_swallowing_managers)
    if not managers:
        return 0
    carriers: set[str] = set()
    for item in node.items:
        made = facts.names.only_value(item.context_expr)
        if not isinstance(made, ast.Call) or not facts.names.names(made.func) & managers:
            continue
        for holder in (item.context_expr, item.optional_vars):
            if isinstance(holder, ast.Name):
                carriers.add(holder.id)
        carriers |= _handed_boxes(made, facts)
    function = facts.owner(node, through_lambdas=False)
    if not carriers or not isinstance(function, _FUNCTIONS):
        return 0
    returned = _returned(function, facts)
    if not any(_reads(value, name) for value in returned for name in carriers):
        return 0
    return len(explicit_raises(node.body))


def _handed_boxes(made: ast.Call, facts: StrictFacts) -> set[str]:
    """The names handed to a module `contextmanager` generator (by position or keyword)
    whose parameter one of its handlers stores into (`except _Exit as stop:
    box.append(stop.args[0])` in `_early(box)`): what the block raises lands there."""
    manager = _def_of(made.func, facts)
    if manager is None:
        return set()
    stored = {
        name
        for item in own_walk(manager, into_lambdas=False)
        if isinstance(item, ast.ExceptHandler)
        for _, bound in _stores(item, facts)
        for name in bound
    }
    every = [*manager.args.posonlyargs, *manager.args.args]
    handed = [(every[index].arg, arg) for index, arg in enumerate(made.args[: len(every)])] + [
        (word.arg, word.value) for word in made.keywords
    ]
    return {arg.id for param, arg in handed if param in stored and isinstance(arg, ast.Name)}


_SUPPRESS = frozenset({"contextlib.suppress"})
_EXIT_STACKS = frozenset({"contextlib.ExitStack", "contextlib.AsyncExitStack"})
_STACK_EXITS = frozenset({"push", "push_async_exit", "enter_context", "enter_async_context"})


def _stored_then_swallowed(node: ast.With | ast.AsyncWith, facts: StrictFacts) -> int:
    """The `raise` statements of a `with` block whose manager may swallow them (see
    `_may_swallow`) right after a store into a place a `return` of the function reads
    (`box.append('OK')` / `raise _Done` ... `return box[0]`, `label = 'OK'` / `raise
    _Done` ... `return label`): each store and raise is a `return` of the stored value.
    Without the words, none."""
    code = facts.code
    if "raise" not in code or (
        "suppress" not in code
        and "Stack" not in code
        and "exit__" not in code
        and "contextmanager" not in code
    ):
        return 0
    function = facts.owner(node, through_lambdas=False)
    swallowing = [item for item in node.items if _may_swallow(item, node, facts)]
    if not isinstance(function, _FUNCTIONS) or not swallowing:
        return 0
    read = {
        ast.unparse(part)
        for value in _returned(function, facts)
        for part in ast.walk(value)
        if isinstance(part, _PLACES)
    }
    # `suppress` does nothing with what it catches: a `raise` closing its block, or
    # starting the next attempt of a retry loop, is no way out (see `_jumps_out`)
    quiet = all(facts.names.names(_made_by(item, facts)) & _SUPPRESS for item in swallowing)
    retried = quiet and _retried(node, function, facts)
    raised: set[int] = set()
    for part in (node, *own_walk(node, into_lambdas=False)):
        for block in (getattr(part, "body", None), getattr(part, "orelse", None)):
            if not isinstance(block, list):
                continue
            for first, second in zip(block, block[1:], strict=False):
                found = _raise_after(second)
                if found is None or not _places_stored(first) & read:
                    continue
                if not quiet or _jumps_out(node.body, first, second, retried=retried):
                    raised.add(id(found))
    return len(raised)


def _made_by(item: ast.withitem, facts: StrictFacts) -> ast.expr:
    """The callee making a `with` item's manager (`contextlib.suppress` of
    `suppress(KeyError)`), else the item's expression."""
    made = facts.names.only_value(item.context_expr)
    return made.func if isinstance(made, ast.Call) else item.context_expr


def _places_stored(statement: ast.AST) -> set[str]:
    """The places (as written) a statement stores into: its targets, or the root name of
    a call's receiver (`box.append(v)`: `box`)."""
    if isinstance(statement, _STORES):
        targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        return {ast.unparse(target) for target in targets} | {
            root for target in targets if (root := _root_name(target))
        }
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        func = statement.value.func
        root = _root_name(func.value) if isinstance(func, ast.Attribute) else None
        return {root} if root and statement.value.args else set()
    return set()


def _may_swallow(item: ast.withitem, node: ast.With | ast.AsyncWith, facts: StrictFacts) -> bool:
    """Whether a `with` item's manager may swallow what its block raises: one of the
    module's (`_swallowing_managers`), `contextlib.suppress(...)`, or a
    `contextlib.ExitStack` its block hands an exit callback or a manager
    (`stack.push(lambda kind, *_: kind is _Done)`, `.enter_context(...)` of one that
    may swallow; a callback returning only `None` or `False` aside)."""
    made = facts.names.only_value(item.context_expr)
    if not isinstance(made, ast.Call):
        return False
    called = facts.names.names(made.func)
    if called & (_SUPPRESS | facts.derived(_swallowing_managers)):
        return True
    held = item.optional_vars
    if not called & _EXIT_STACKS or not isinstance(held, ast.Name):
        return False
    for call in own_walk(node, into_lambdas=False):
        if not (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and call.func.attr in _STACK_EXITS
            and isinstance(call.func.value, ast.Name)
            and call.func.value.id == held.id
            and call.args
        ):
            continue
        handed = facts.names.only_value(call.args[0])
        if call.func.attr.startswith("push"):
            quiet = isinstance(handed, ast.Lambda) and _falsy(handed.body)
            if not quiet:
                return True
        elif isinstance(handed, ast.Call) and facts.names.names(handed.func) & (
            _SUPPRESS | facts.derived(_swallowing_managers)
        ):
            return True
    return False


def _falsy(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value in {None, False}


_SYSTEM_EXITS = frozenset({"sys.exit", "builtins.exit", "builtins.quit"})
"""Calls raising `SystemExit`, which carries their argument as `.code`."""
_THROWS = frozenset({"throw", "athrow"})
"""Generator methods raising the exception they are given where the generator stands."""
_FAILED_READS: dict[type, frozenset[str]] = {
    ast.Subscript: frozenset({"builtins.KeyError", "builtins.IndexError", "builtins.TypeError"}),
    ast.Attribute: frozenset({"builtins.AttributeError"}),
    ast.Name: frozenset({"builtins.NameError"}),
    ast.BinOp: frozenset({UNKNOWN}),
    ast.Compare: frozenset({UNKNOWN}),
    ast.UnaryOp: frozenset({UNKNOWN}),
}
"""What a read thrown away as a statement (`_EMPTY['A']`) can raise: all it can do."""
_ASSERTION = frozenset({"builtins.AssertionError"})


_WARNS = frozenset({"warnings.warn", "warnings.warn_explicit"})
"""Calls issuing a warning, which an "error" filter raises."""
_QUIET_WARNINGS = frozenset({"warnings.warn", "warnings.warn_explicit", "warnings.formatwarning",
                             "warnings.resetwarnings", "warnings.WarningMessage"})  # fmt: skip
"""Members of `warnings` that never make a warning an error."""
_FILTERS = frozenset({"warnings.simplefilter", "warnings.filterwarnings",
                      "warnings.catch_warnings"})  # fmt: skip


def _warnings_raise(facts: StrictFacts) -> bool:
    """Whether the code may turn warnings into errors: it calls a warnings filter setter
    with the action "error" or one not a constant, or reaches the machinery otherwise
    (`warnings.filters`, `warnings.showwarning`, a setter bound to a name); worked out
    only once a warning is issued where a handler may return it."""
    setters: set[int] = set()
    for call in facts.of_type(ast.Call):
        if facts.names.names(call.func) & _FILTERS:
            if _may_set_error(call):
                return True
            setters.add(id(call.func))
    for node in facts.of_type(ast.Attribute, ast.Name):
        names = facts.names.names(node)
        reached = {name for name in names if name.startswith("warnings.")} - _QUIET_WARNINGS
        if reached and (id(node) not in setters or not reached <= _FILTERS):
            return True
    return False


def _may_set_error(call: ast.Call) -> bool:
    """Whether a call of a filter setter may set the "error" action (a constant action
    other than "error", or none given to `catch_warnings`, does not)."""
    if any(isinstance(arg, ast.Starred) for arg in call.args):
        return True
    actions = [word.value for word in call.keywords if word.arg in {"action", None}]
    actions += call.args[:1]
    return any(
        not (isinstance(action, ast.Constant) and isinstance(action.value, str))
        or action.value == "error"
        for action in actions
    )


def _warned(call: ast.Call) -> _Raised:
    """What `warnings.warn(message, category)` raises under an "error" filter: the
    category, else the message when it is a warning object, else UserWarning."""
    words = {word.arg: word.value for word in call.keywords}
    category = call.args[1] if len(call.args) > 1 else words.get("category")
    if category is not None:
        return category
    message = call.args[0] if call.args else words.get("message")
    if isinstance(message, ast.Constant | ast.JoinedStr):
        return frozenset({"builtins.UserWarning"})
    return message if message is not None else frozenset({UNKNOWN})


def _raised_otherwise(
    item: ast.AST, facts: StrictFacts, depth: int = _CALL_DEPTH
) -> tuple[_Raised, ...] | None:
    """What `item` raises when it is a statement, `with` item or call whose work is
    raising, without a `raise` statement: an `assert` (AssertionError), a read thrown
    away as a statement (`_EMPTY['A']`: KeyError; anything where a property or
    `__getattr__` may run), a `with` item whose module class's `__enter__` always
    raises, or a call (see `_raised_by_calling`); else None."""
    if isinstance(item, ast.Assert):
        return (_ASSERTION,)
    if isinstance(item, ast.Expr):
        failed = _FAILED_READS.get(type(item.value))
        if failed is not None and facts.derived(_reads_run_code):
            failed = frozenset({UNKNOWN})  # a property or `__getattr__` may raise anything
        return (failed,) if failed is not None else None
    if isinstance(item, ast.Attribute | ast.Subscript):
        failing = facts.derived(_failing_reads).get(id(item))
        if failing is not None:
            return (failing,)
        return _raised_by_class_getitem(item, facts, depth) if depth > 0 else None
    if isinstance(item, ast.withitem) and depth > 0:
        owner = _class_of(item.context_expr, facts)
        entered = _methods(owner, _ENTERS) if owner is not None else []
        found = tuple(
            kind for method in entered for kind in _raising_callee(method, facts, depth - 1)
        )
        return found or None
    return _raised_by_calling(item, facts, depth) if isinstance(item, ast.Call) else None


def _raised_by_class_getitem(
    item: ast.Attribute | ast.Subscript, facts: StrictFacts, depth: int
) -> tuple[_Raised, ...] | None:
    """What `Cls[key]` raises when `Cls` names a module class whose own
    `__class_getitem__` always raises (see `_raising_callee`): the read runs it as a
    call would (`_Pick['europe']` raising the result for a handler to return)."""
    if not isinstance(item, ast.Subscript) or not isinstance(item.value, ast.Name):
        return None
    if "__class_getitem__" not in facts.code:
        return None
    owner = _bound_once(item.value, facts)
    if not isinstance(owner, ast.ClassDef):
        return None
    found: tuple[_Raised, ...] = ()
    for method in _methods(owner, frozenset({"__class_getitem__"})):
        found += _raising_callee(method, facts, depth - 1)
    return found or None


def _raised_by_calling(
    item: ast.Call, facts: StrictFacts, depth: int
) -> tuple[_Raised, ...] | None:
    """What a call raises when raising is its work: `sys.exit(...)` / `exit(...)` /
    `quit(...)` (SystemExit), `gen.throw(exc)` (`exc`, as an expression),
    `warnings.warn(...)` where the code may make warnings errors (the category), or a
    call of a module function, lambda, method or class constructor that always raises
    (what it raises, see `_raising_callee`); else None."""
    func = item.func
    if isinstance(func, ast.Attribute) and func.attr in _THROWS and item.args:
        return (item.args[0],)
    if isinstance(func, ast.Attribute) and func.attr == "result" and not item.args:
        preloaded = facts.derived(_preloaded_errors)
        if preloaded:
            return preloaded
    called = facts.names.names(func)
    if called & _SYSTEM_EXITS:  # also by another name: `leave('A')`
        return (frozenset({"builtins.SystemExit"}),)
    if called & _WARNS and facts.derived(_warnings_raise):
        return (_warned(item),)
    if depth <= 0:
        return None
    found: tuple[_Raised, ...] = ()
    for target in _targets_of(item, facts):
        found += _raising_callee(target, facts, depth - 1)
    return found or None


def _preloaded_errors(facts: StrictFacts) -> tuple[ast.expr, ...]:
    """The exceptions of the module's own classes the code preloads into a future
    (`outcome.set_exception(_Verdict(kind))`): its `.result()` raises them where it
    stands, as `raise _Verdict(kind)` would; any `.result()` call of the module may be
    such a future's (which future a call reads is not followed). A future the same
    function may also give a result (`future.set_result(rows)` beside it, a worker
    reporting either outcome) carries a real outcome, not a preloaded raise."""
    if "set_exception" not in facts.code:
        return ()
    return tuple(
        call.args[0]
        for call in facts.of_type(ast.Call)
        if isinstance(call.func, ast.Attribute)
        and call.func.attr == "set_exception"
        and len(call.args) == 1
        and _class_of(call.args[0], facts) is not None
        and not _also_resolved(call.func, facts)
    )


def _also_resolved(setter: ast.Attribute, facts: StrictFacts) -> bool:
    """Whether the function making `setter`'s call also calls `set_result` on the same
    receiver (as written)."""
    receiver = ast.dump(setter.value)
    return any(
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "set_result"
        and ast.dump(node.func.value) == receiver
        for node in ast.walk(facts.owner(setter))
    )


_EMPTY_NAMESPACES = frozenset({"types.SimpleNamespace", "builtins.object"})
_EMPTY_CONTAINERS = frozenset({"builtins.dict", "builtins.list", "builtins.tuple"})
_MISSING_ATTRIBUTE = frozenset({"builtins.AttributeError"})
_MISSING_ENTRY = frozenset({"builtins.KeyError", "builtins.IndexError"})


def _failing_reads(facts: StrictFacts) -> dict[int, frozenset[str]]:
    """id() of each read that always raises -> what it raises: an attribute of a name
    bound once to an empty object (`types.SimpleNamespace()`, `object()`, a module class
    with an empty body) or an entry of one bound once to an empty container (`{}`, `[]`,
    `dict()`), when every read of the name in the module is such a read (nothing is ever
    put in it): `found = _GRADES.A` raises AttributeError as `raise` would, wherever it
    stands. A read thrown away as a statement is `_raised_otherwise`'s already."""
    reads: dict[str, list[ast.Name]] = {}
    for node in facts.of_type(ast.Name):
        if isinstance(node.ctx, ast.Load):
            reads.setdefault(node.id, []).append(node)
    kinds = {name: _empty_kind(names, facts) for name, names in reads.items()}
    empty = {name: kind for name, kind in kinds.items() if kind is not None}
    missing_keys = _missing_keys(reads, facts) | _fresh_failing(facts)
    if not empty:
        return missing_keys
    dropped = {id(node.value) for node in facts.of_type(ast.Expr)}
    found: dict[str, dict[int, frozenset[str]]] = {name: {} for name in empty}
    for node in facts.of_type(ast.Attribute, ast.Subscript):
        holder = node.value
        if not isinstance(holder, ast.Name) or holder.id not in empty:
            continue
        if isinstance(node, empty[holder.id]) and _fails(node):
            missing = _MISSING_ATTRIBUTE if isinstance(node, ast.Attribute) else _MISSING_ENTRY
            found[holder.id][id(holder)] = missing
            if id(node) not in dropped:
                found[holder.id][id(node)] = missing
    return missing_keys | {
        key: missing
        for name, failing in found.items()
        if all(id(read) in failing for read in reads[name])  # read only so
        for key, missing in failing.items()
    }


def _fresh_failing(facts: StrictFacts) -> dict[int, frozenset[str]]:
    """id() of each read that always raises of an object made in place: an attribute of
    a fresh empty object (`object().A`, `types.SimpleNamespace().A`, `_Empty().A` of a
    module class with an empty body), or an entry of a fresh empty container (`{}['A']`,
    `[][0]`, `dict()['A']`): `verdict = object().A` raises AttributeError as `raise`
    would. Nothing can have been put in an object no name holds."""
    found: dict[int, frozenset[str]] = {}
    for node in facts.of_type(ast.Attribute, ast.Subscript):
        made = node.value
        if not _fails(node):
            continue
        if isinstance(node, ast.Subscript):
            if _empty_display(made) or _made_empty(made, _EMPTY_CONTAINERS, facts):
                found[id(node)] = _MISSING_ENTRY
        elif _made_empty(made, _EMPTY_NAMESPACES, facts):
            found[id(node)] = _MISSING_ATTRIBUTE
    return found


def _empty_display(node: ast.expr) -> bool:
    if isinstance(node, ast.Dict):
        return not node.keys
    return isinstance(node, ast.List | ast.Tuple) and not node.elts


def _made_empty(node: ast.expr, makers: frozenset[str], facts: StrictFacts) -> bool:
    """A call with no arguments of one of `makers`, or (for attributes) of a module class
    with an empty body (see `_empty_class`)."""
    if not isinstance(node, ast.Call) or node.args or node.keywords:
        return False
    if facts.names.names(node.func) & makers:
        return True
    if makers is not _EMPTY_NAMESPACES or not isinstance(node.func, ast.Name):
        return False
    owner = _bound_once(node.func, facts, alias=False)
    return isinstance(owner, ast.ClassDef) and _empty_class(owner)


def _missing_keys(
    reads: dict[str, list[ast.Name]], facts: StrictFacts
) -> dict[int, frozenset[str]]:
    """id() of each read of a key a dict does not hold -> KeyError: a name bound once to a
    dict display of constant keys, every read of which is an entry read by a constant
    key (nothing is ever put in it or handed on): `_SEEN = {'scalene': None}` ...
    `_ = _SEEN['invalid']` raises KeyError as `raise KeyError('invalid')` would."""
    if "{" not in facts.code:
        return {}
    keyed: dict[int, ast.Subscript] = {
        id(node.value): node
        for node in facts.of_type(ast.Subscript)
        if isinstance(node.value, ast.Name)
        and isinstance(node.ctx, ast.Load)
        and isinstance(node.slice, ast.Constant)
    }
    found: dict[int, frozenset[str]] = {}
    for names in reads.values():
        if not all(id(read) in keyed for read in names):
            continue
        first = facts.names.bindings_of(names[0])
        if not first or len(first) != 1 or first[0][0] != "expr":
            continue
        if any(facts.names.bindings_of(read) is not first for read in names[1:]):
            continue
        value = first[0][1]
        if not isinstance(value, ast.Dict) or not all(
            isinstance(key, ast.Constant) for key in value.keys
        ):
            continue
        held = {(type(key.value), key.value) for key in value.keys}  # type: ignore[union-attr]
        for read in names:
            key = keyed[id(read)].slice.value  # type: ignore[attr-defined]
            if (type(key), key) not in held:
                found[id(keyed[id(read)])] = _MISSING_ENTRY
    return found


def _fails(node: ast.Attribute | ast.Subscript) -> bool:
    """A read (not a store) of an attribute or entry an empty holder cannot have."""
    if not isinstance(node.ctx, ast.Load):
        return False
    if isinstance(node, ast.Attribute):
        return not node.attr.startswith("__")
    return not isinstance(node.slice, ast.Slice)


def _empty_kind(reads: list[ast.Name], facts: StrictFacts) -> type | None:
    """`ast.Attribute` when every read of a name sees one binding to an empty object,
    `ast.Subscript` when to an empty container (see `_failing_reads`), else None."""
    first = facts.names.bindings_of(reads[0])
    if not first or len(first) != 1:
        return None
    if any(facts.names.bindings_of(read) is not first for read in reads[1:]):
        return None
    kind, value = first[0]
    if kind == "def":
        return ast.Attribute if isinstance(value, ast.ClassDef) and _empty_class(value) else None
    if kind != "expr":
        return None
    if isinstance(value, ast.Dict | ast.List | ast.Tuple):
        empty = not (value.keys if isinstance(value, ast.Dict) else value.elts)
        return ast.Subscript if empty else None
    if not isinstance(value, ast.Call) or value.args or value.keywords:
        return None
    made = facts.names.names(value.func)
    if made & _EMPTY_NAMESPACES:
        return ast.Attribute
    return ast.Subscript if made & _EMPTY_CONTAINERS else None


def _empty_class(node: ast.ClassDef) -> bool:
    """A class without bases, keywords, decorators or members (`class _Grades: pass`)."""
    if node.bases or node.keywords or node.decorator_list:
        return False
    return all(
        isinstance(item, ast.Pass)
        or (isinstance(item, ast.Expr) and isinstance(item.value, ast.Constant))
        for item in node.body
    )


_ENTERS = frozenset({"__enter__", "__aenter__"})
_READ_HOOKS = frozenset({"__getattr__", "__getattribute__", "__getitem__", "__missing__",
                         "__get__", "__class_getitem__"})  # fmt: skip
"""Methods running code where an attribute or entry is read."""


def _reads_run_code(facts: StrictFacts) -> bool:
    """Whether reading an attribute or entry may run the module's code: it defines a
    method of `_READ_HOOKS` or a decorated method (a `property`, a descriptor)."""
    return any(
        isinstance(item, _FUNCTIONS) and (item.name in _READ_HOOKS or item.decorator_list)
        for node in facts.of_type(ast.ClassDef)
        for item in node.body
    )


def _may_catch_kinds(handler: ast.ExceptHandler, raised: _Raised, facts: StrictFacts) -> bool:
    """`may_catch` for what `_raised_otherwise` found: an exception expression as a `raise`
    of it, builtin classes by their hierarchy (a module's class never catches them)."""
    if isinstance(raised, ast.expr):
        return _catches(handler, ast.Raise(exc=raised, cause=None), facts)
    if handler.type is None or UNKNOWN in raised:
        return True
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    wanted = {name for kind in kinds for name in facts.names.names(kind) or {UNKNOWN}}
    return UNKNOWN in wanted or bool(lineage_of(raised, facts) & wanted)


def implicit_raises(node: ast.Try | ast.TryStar, facts: StrictFacts) -> int:
    """Exits a `try` block takes by raising without a `raise` statement (see
    `_raised_otherwise`, and raises in a constant string it runs through exec), each
    counted when a handler passing on what it caught (`_passes_on`: `except AssertionError
    as hit: return hit.args[0]`) may catch it: `assert score < 90, 'A'`, `sys.exit('A')`
    caught by `except SystemExit as done: return done.code`."""
    if not any(_may_read_caught(handler, facts) for handler in node.handlers):
        return 0
    function = facts.owner(node, through_lambdas=False)
    handlers = [handler for handler in node.handlers if _passes_on(handler, function, facts)]
    if not handlers:
        return 0
    total = 0
    inside: set[int] = set()
    for statement in node.body:
        for item in (statement, *own_walk(statement, into_lambdas=True)):
            inside.add(id(item))
            raised = (_raised_otherwise(item, facts) or ()) + _raised_by_hooks(item, facts)
            raised += _raised_by_handed(item, facts)
            if any(_may_catch_kinds(h, kind, facts) for h in handlers for kind in raised):
                total += 1
    return total + _raised_in_strings(inside, facts)


def _raised_by_handed(item: ast.AST, facts: StrictFacts) -> tuple[_Raised, ...]:
    """What a call may raise through a module function, lambda or class handed to it, by
    name, that always raises a value (see `_raising_callee`, `_carries_value`):
    `list(map(_give, (v,)))`, `sorted((v,), key=_stop)`, `reduce(_give, ...)` run it as a
    call of it would. A callback raising a builtin error given only a message (`raise
    ValueError(f'bad {name}')` as `parse_constant=`) reports an error, not a result."""
    if not isinstance(item, ast.Call):
        return ()
    found: tuple[_Raised, ...] = ()
    for arg in (*item.args, *(word.value for word in item.keywords)):
        for target in _handed_targets(arg, item, facts):
            raised = _raising_callee(target, facts, _CALL_DEPTH - 1)
            found += tuple(kind for kind in raised if _carries_value(kind, facts))
    return found


def _handed_targets(arg: ast.expr, call: ast.Call, facts: StrictFacts) -> list[_Callee]:
    """The module functions a call of `arg` runs (see `_targets_of`), `arg` standing in
    `call` (as what it calls, or handed to it uncalled)."""
    if isinstance(arg, ast.Name):
        bound = _bound_once(arg, facts)
        if isinstance(bound, ast.ClassDef):
            return _methods(bound, _CONSTRUCTORS)
        return [bound] if isinstance(bound, _Callee) else []
    if not isinstance(arg, ast.Attribute):
        return []
    method = _method_of(arg, call, facts)
    if method is not None:
        return [method]
    owner = _class_of(arg.value, facts)
    return _methods(owner, frozenset({arg.attr})) if owner is not None else []


_NOT_HOOKS = frozenset({"__init__", "__new__", "__enter__", "__aenter__", "__del__",
                        "__init_subclass__", "__set_name__", "__class_getitem__"})  # fmt: skip
"""Special methods that do not run on an object once made (or are weighed elsewhere: the
constructors and `__enter__`), or whose errors never propagate (`__del__`)."""
_MOST_BASES = 4


def _raised_by_hooks(item: ast.AST, facts: StrictFacts) -> tuple[_Raised, ...]:
    """What an object of a module class raises where Python runs one of its special
    methods that always raises (`__exit__`, `__bool__`, `__iter__`, `__eq__`, `__str__`,
    ... of the class or its module bases): `with _Emit('A'): pass`, `if _Verdict('A'):`,
    `for _ in _Give(i):`. Which statement runs the method is not followed, so making the
    object (`_Give(i)`) or reading a name bound once to one made so is where it raises."""
    if isinstance(item, ast.Name):
        if not isinstance(item.ctx, ast.Load) or not isinstance(
            facts.names.only_value(item), ast.Call
        ):
            return ()
    elif not isinstance(item, ast.Call):
        return ()
    hooks = facts.derived(_raising_hooks)
    owner = _class_of(item, facts) if hooks else None
    return hooks.get(id(owner), ()) if owner is not None else ()


def _raising_hooks(facts: StrictFacts) -> dict[int, tuple[_Raised, ...]]:
    """id() of each module class -> what its special methods that always raise a value
    (see `_raised_by_hooks`, `_carries_value`), its own or inherited from its module
    bases (a method the class defines hides its bases'), raise. Without `__` and `raise`
    in the code, none."""
    if "__" not in facts.code or "raise" not in facts.code:
        return {}
    own: dict[int, dict[str, tuple[_Raised, ...]]] = {}
    classes = list(facts.of_type(ast.ClassDef))
    for node in classes:
        hooks: dict[str, tuple[_Raised, ...]] = {}
        for method in node.body:
            name = getattr(method, "name", "")
            if isinstance(method, _FUNCTIONS) and name not in _NOT_HOOKS and _special(name):
                raised = _raising_callee(method, facts, _CALL_DEPTH)
                hooks[name] = tuple(kind for kind in raised if _carries_value(kind, facts))
        own[id(node)] = hooks
    found: dict[int, tuple[_Raised, ...]] = {}
    for node in classes:
        merged = dict(own[id(node)])
        pending, seen = list(node.bases), 0
        while pending and seen < _MOST_BASES:
            base = _class_of(pending.pop(0), facts)
            seen += 1
            if base is not None and base is not node:
                for name, raised in own.get(id(base), {}).items():
                    merged.setdefault(name, raised)
                pending += base.bases
        raised_all = tuple(kind for raised in merged.values() for kind in raised)
        if raised_all:
            found[id(node)] = raised_all
    return found


def _special(name: str) -> bool:
    return name.startswith("__") and name.endswith("__")


def _carries_value(raised: _Raised, facts: StrictFacts) -> bool:
    """Whether what a special method raises may carry a result: anything but a builtin
    exception given only a message (`raise TypeError('cannot pickle')`, `raise
    NotImplementedError`), which is how honest classes refuse an operation."""
    if not isinstance(raised, ast.expr):
        return True
    target = raised.func if isinstance(raised, ast.Call) else raised
    names = facts.names.names(target)
    if not names or not all(name.startswith("builtins.") for name in names):
        return True
    args = (
        [*raised.args, *(word.value for word in raised.keywords)]
        if isinstance(raised, ast.Call)
        else []
    )
    return not all(map(_message, args))


def _message(node: ast.expr) -> bool:
    """Text written for a reader: a string, an f-string, or text formatted by `%`, `+` or
    `.format`."""
    if isinstance(node, ast.Constant | ast.JoinedStr):
        return isinstance(node, ast.JoinedStr) or isinstance(node.value, str)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod | ast.Add):
        return _message(node.left)
    func = node.func if isinstance(node, ast.Call) else None
    return isinstance(func, ast.Attribute) and func.attr == "format" and _message(func.value)


def _raised_in_strings(inside: set[int], facts: StrictFacts) -> int:
    """The `raise` and `assert` statements of constant strings run through exec/eval/compile
    by a call among `inside` (`exec("raise Found('A')")`): what they raise is unknown here,
    so any handler may catch it."""
    total = 0
    for call, source in facts.dynamic_calls if facts.may_run_strings else ():
        inner = facts.embedded(source) if source is not None and id(call) in inside else None
        if inner is not None:
            asserts = sum(1 for _ in inner.of_type(ast.Assert))
            total += len(explicit_raises(inner.tree.body)) + asserts
    return total


def _yield_statement(node: ast.AST) -> bool:
    """A statement handing on one item: `yield value`, also with its sent value assigned
    (`_ = yield value`, `sent: int = yield value`), or `yield from` a display of items
    (`yield from ('x',)`), whose first item is handed on."""
    if not isinstance(node, ast.Expr | ast.Assign | ast.AnnAssign):
        return False
    value = node.value
    if isinstance(value, ast.YieldFrom):
        shown = value.value
        return isinstance(shown, ast.Tuple | ast.List) and any(
            not isinstance(item, ast.Starred) for item in shown.elts
        )
    return isinstance(value, ast.Yield)


def yields_as_exits(node: ast.AST, facts: StrictFacts) -> int:
    """The exits `goto_raises` counts, raises carrying the result to a later return
    (`carried_raises`) or to a caller that returns it (`_raises_as_results`), and a `yield`
    statement of a generator only ever taken with `next(...)` (`next(_grade(score))`): the
    first one reached is the result."""
    if isinstance(node, ast.Raise) or (
        isinstance(node, ast.Expr) and id(node) in facts.derived(_raises_as_results)
    ):
        return int(id(node) in facts.derived(_raises_as_results))
    if isinstance(node, ast.Try | ast.TryStar):
        carried = (
            _goto_raises(node, facts)
            or carried_raises(node, facts)
            or _stored_then_raised(node, facts)
        )
        return carried + implicit_raises(node, facts)
    if isinstance(node, ast.With | ast.AsyncWith):
        return _swallowed_raises(node, facts)
    if isinstance(node, LOOPS):
        return _once_loop_breaks(node, facts)
    if _resolves_handed(node, facts):
        return 1
    if not _yield_statement(node):
        return HIDDEN_EXITS.weight(node, facts)
    function = facts.owner(node, through_lambdas=False)
    key = (getattr(function, "lineno", 0), getattr(function, "name", ""))
    return int(key in _next_taken(facts.code))


def _resolves_handed(node: ast.AST, facts: StrictFacts) -> bool:
    """`out.set_result(value)` as a statement, `out` a parameter of its function, where the
    module calls that function directly by name and reads `.result()` of the future it
    handed in (`_future_read`): each such call is a `return value` by another name. A
    function handed uncalled to a thread, executor or callback (`Thread(target=work,
    args=(url, fut))`, `lambda p: on_message(p, fut)`) cannot return its value, so its
    `set_result` is not counted."""
    if not isinstance(node, ast.Expr) or "set_result" not in facts.code:
        return False
    call = node.value
    if not (
        isinstance(call, ast.Call)
        and isinstance(call.func, ast.Attribute)
        and call.func.attr == "set_result"
        and isinstance(call.func.value, ast.Name)
        and ".result(" in facts.code
    ):
        return False
    function = facts.owner(node, through_lambdas=False)
    if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
        return False
    name = call.func.value.id
    return name not in {"self", "cls"} and (function.name, name) in facts.derived(_future_read)


def _future_read(facts: StrictFacts) -> frozenset[tuple[str, str]]:
    """(function, parameter) pairs of the module's functions called directly by name (or
    as a method, `self.parse(...)`), not inside a lambda, with a plain name in that
    parameter's place whose `.result()` the calling function reads (`parse_port(text,
    fut)` ... `return fut.result()`)."""
    params: dict[str, list[list[str]]] = {}
    for function in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        given = function.args
        params.setdefault(function.name, []).append(
            [arg.arg for arg in (*given.posonlyargs, *given.args)]
        )
    read = {
        (id(facts.owner(node, through_lambdas=False)), node.func.value.id)
        for node in facts.of_type(ast.Call)
        if isinstance(node.func, ast.Attribute)
        and node.func.attr == "result"
        and isinstance(node.func.value, ast.Name)
    }
    found: set[tuple[str, str]] = set()
    for node in facts.of_type(ast.Call):
        called = node.func
        name = called.id if isinstance(called, ast.Name) else getattr(called, "attr", None)
        if name not in params:
            continue
        caller = id(facts.owner(node, through_lambdas=False))
        for positional in params[name]:
            bound = positional[1:] if positional[:1] in (["self"], ["cls"]) else positional
            places = bound if isinstance(called, ast.Attribute) else positional
            handed = [
                *zip(places, node.args, strict=False),
                *((word.arg, word.value) for word in node.keywords),
            ]
            found.update(
                (name, param)
                for param, value in handed
                if isinstance(value, ast.Name) and (caller, value.id) in read
            )
    return frozenset(found)


_ONE_PASS = frozenset({"builtins.range", "itertools.repeat"})


def _once_loop_breaks(loop: ast.For | ast.AsyncFor | ast.While, facts: StrictFacts) -> int:
    """The early `break`s of a loop that runs at most once: a `for` over an iterable of
    one item (see `_one_pass`), a `for` or `while` whose body ends in `break` with no
    `continue` of its own (`while True: ... break`, `for _ in itertools.count(): ...
    break`), or a `while` whose every way round sets its condition
    false (see `_falsified_rounds`). Such a loop is a block with gotos: each `break` (in
    the `for` over one item, each `continue` too) leaves it as an early `return` would
    (a closing `break` is its plain end, not counted)."""
    breaks, continues = _own_jumps(loop)
    if isinstance(loop, ast.While):
        effective = without_noops(loop.body)
        ends = bool(effective) and isinstance(effective[-1], ast.Break)
        if ends and not continues:
            return breaks - 1
        return breaks + continues - int(ends) if _falsified_rounds(loop, effective) else 0
    jumps = breaks + continues
    if jumps and _one_pass(loop.iter, facts):
        return jumps
    if breaks > 1 and not continues:  # `for _ in itertools.count():` ... `break`: runs once
        effective = without_noops(loop.body)
        return breaks - 1 if effective and isinstance(effective[-1], ast.Break) else 0
    return 0


def _falsified_rounds(loop: ast.While, body: list[ast.stmt]) -> bool:
    """Whether a `while` runs at most once because each way round ends on a store of a
    constant that makes its condition false: the body ends in `break` or in such a store,
    and each of its own `continue`s comes right after one (`while category is None:` ...
    `category = 'normal'` / `continue` ... `category = 'obese'`): its `continue`s are
    gotos to its end. A store of what a call gives (`node = node.next`) is a real round."""
    befores = _before_continues(loop)
    if not body or not befores:
        return False
    last = body[-1]
    if not isinstance(last, ast.Break) and not _stops(last, loop.test):
        return False
    return all(_stops(before, loop.test) for before in befores)


def _before_continues(loop: ast.While) -> list[ast.stmt | None]:
    """The statement right before each of the loop's own `continue`s in its block (None:
    the `continue` opens the block)."""
    found: list[ast.stmt | None] = []
    stack: list[list[ast.stmt]] = [loop.body]
    while stack:
        block = stack.pop()
        for index, statement in enumerate(block):
            if isinstance(statement, ast.Continue):
                found.append(block[index - 1] if index else None)
            elif isinstance(statement, LOOPS):
                stack.append(statement.orelse)
            elif not isinstance(statement, _DEFINITIONS):
                for name in _BLOCKS:
                    parts = getattr(statement, name, None) or []
                    if name in {"handlers", "cases"}:
                        stack.extend(part.body for part in parts)
                    else:
                        stack.append(parts)
    return found


def _stops(statement: ast.stmt | None, test: ast.expr) -> bool:
    """Whether a statement stores a constant in a name that makes `test` false
    (`category = 'obese'` under `while category is None`, `done = True` under `while not
    done`)."""
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
        target, value = statement.targets[0], statement.value
    elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
        target, value = statement.target, statement.value
    else:
        return False
    if not isinstance(target, ast.Name) or not isinstance(value, ast.Constant):
        return False
    return _truth_with(test, target.id, value.value) is False


_COMPARED: dict[type, Callable[[object, object], object]] = {
    ast.Is: lambda a, b: a is b,
    ast.IsNot: lambda a, b: a is not b,
    ast.Eq: lambda a, b: a == b,
    ast.NotEq: lambda a, b: a != b,
}


def _truth_with(test: ast.expr, name: str, value: object) -> bool | None:
    """The truth of a loop condition once `name` holds the constant `value`: the name
    alone, `not`, `is`/`is not`/`==`/`!=` against a constant, `and`/`or` of such; else
    None (undecided)."""
    if isinstance(test, ast.Name):
        return bool(value) if test.id == name else None
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = _truth_with(test.operand, name, value)
        return None if inner is None else not inner
    if isinstance(test, ast.BoolOp):
        parts = [_truth_with(item, name, value) for item in test.values]
        if isinstance(test.op, ast.And):
            return False if False in parts else None
        return False if all(part is False for part in parts) else None
    if not isinstance(test, ast.Compare) or len(test.ops) != 1:
        return None
    sides = (test.left, test.comparators[0])
    compare = _COMPARED.get(type(test.ops[0]))
    named = [isinstance(side, ast.Name) and side.id == name for side in sides]
    constant = [side.value for side in sides if isinstance(side, ast.Constant)]
    if compare is None or not any(named) or len(constant) != 1:
        return None
    left, right = (value, constant[0]) if named[0] else (constant[0], value)
    return bool(compare(left, right))


def _one_pass(shown: ast.expr, facts: StrictFacts) -> bool:
    """Whether a `for` loop's iterable has one item: a display of one plain entry (a dict
    display of one key too), a text or bytes constant of one character (`for _ in ' ':`),
    also through a name bound once to one, a `range` of constants holding one number
    (`range(1)`, `range(5, 6)`) or `itertools.repeat(x, 1)`."""
    shown = facts.names.only_value(shown)
    if isinstance(shown, ast.Tuple | ast.List | ast.Set):
        return len(shown.elts) == 1 and not isinstance(shown.elts[0], ast.Starred)
    if isinstance(shown, ast.Dict):
        return len(shown.keys) == 1 and shown.keys[0] is not None
    if isinstance(shown, ast.Constant):
        return isinstance(shown.value, str | bytes) and len(shown.value) == 1
    if not isinstance(shown, ast.Call) or shown.keywords or not shown.args:
        return False
    called = facts.names.names(shown.func) & _ONE_PASS
    if "builtins.range" in called:
        bounds = [arg.value for arg in shown.args if isinstance(arg, ast.Constant)]
        whole = len(bounds) == len(shown.args) <= _MOST_RANGE_ARGS
        return whole and all(type(v) is int for v in bounds) and len(range(*bounds)) == 1
    last = shown.args[-1]
    one = isinstance(last, ast.Constant) and type(last.value) is int and last.value == 1
    return one and bool(called) and len(shown.args) == _PAIR


_MOST_RANGE_ARGS = 3


def _own_jumps(loop: ast.For | ast.AsyncFor | ast.While) -> tuple[int, int]:
    """How many `break` and `continue` statements the loop has of its own (`own_jumps`)."""
    jumps = list(own_jumps(loop))
    breaks = sum(isinstance(node, ast.Break) for node in jumps)
    return breaks, len(jumps) - breaks


_WEIGHED = (ast.TryStar, ast.With, ast.AsyncWith, ast.Expr, ast.Raise, ast.Assign, ast.AnnAssign)
_HIDDEN = HIDDEN_EXITS.extended(
    yields_as_exits,
    _WEIGHED + LOOPS,
    "raises a handler or context manager stores for a later return, raises of a function"
    " (or property getter) that always raises caught and returned by its caller, asserts,"
    " exit calls, throws and failed reads caught and returned, raises of a callback handed to"
    " a call, yields of a generator taken with next(), and early breaks of a loop that runs"
    " at most once, results set on a future handed in, and raises a library catches and"
    " hands back",
)


class MaxReturns(FunctionLimit):
    """Limit the number of return statements in each function.

    What it asks:
        No function or method contains more than `max_returns` `return` statements;
        returns inside nested functions count for the nested function.

    Why:
        Many exits make a function's result hard to trace and its clean-up easy to skip.
        A low bound pushes toward computing the result in one place and returning it
        once, the opposite of the early-return style models default to.

    Verified by:
        Ruff PLR0911 (pylint too-many-return-statements) with `max-returns` set to the
        parameter.

    Strict mode:
        The top-level code of a constant string a function runs through
        exec/eval/compile counts toward that function's returns, its hidden parts
        included (functions the string defines are judged on their own).
        Also counts, as one more exit each, the `raise` statements inside a `try` (or a
        `try` with `except*` handlers) with a handler that returns what it caught
        (`raise Found(x)` caught by `except Found as hit: return hit.value`, what it
        caught also read through `sys.exc_info()`, `sys.exception()` or the text of
        `traceback.format_exc()`, also in a module
        function the handler calls that reads them, `return _current().value`, up to
        three calls deep, or through the local namespace, `locals()['hit']`, `vars()` or a
        frame's `f_locals`, or through the name the `try` block raises as it is, an
        exception (or class) bound before it, `done = _Done()` ... `raise done` ...
        `except _Done: return done.value`, or through the module class it catches when
        that class's methods store into an attribute of the class itself, `_Found.last
        = value` in `__init__` ... `except _Found: return _Found.last`, here and below),
        which exit the function as a `return` would; a handler
        whose return does not read the exception (`except ValueError: return None` after a
        validation raise) adds nothing, nor one reporting the error: handing it back in a
        slot of its own that every other `return` leaves `None` or out, for a block
        raising by one statement at most (`return None, exc` / `return qty, None`,
        `return Outcome(pairs, err)` / `return Outcome(pairs)`, also for a call of a
        function that always raises, `_fail('missing version')`), or returning what a
        builtin error given only a message formatting a value that is no constant
        carries, from a function returning nothing else (`raise ValueError(f'age {age}
        is out of range')` ... `return str(exc)` / `return None`); the same for the
        raises such a handler may catch
        (by its class: `raise ValueError` inside `except HTTPError` propagates and is not
        counted; an `except*` handler also catches an exception group holding what it
        may catch, or whose members the code does not list: `raise
        ExceptionGroup('', [Hit('zero')])` caught by `except* Hit as group`)
        when it stores what the exception carries (`label = hit.value`), or
        anything read from it when the `try` block always raises (ends in `raise`, not
        `return`), in a name a `return` of the function reads (`return label` after the
        `try`), however it binds or stores it: an assignment (also annotated, augmented
        or `:=`), a `for` target (`for label in (hit.value,)`), a `with` item's `as`
        name, a `match` capture (`case Found(value=label)`), or a store into a name's
        element or attribute or a call storing it through a name (`box.append(hit.value)`,
        `setattr(box, 'v', hit.value)`: the receiver's or first argument's root name,
        `return box[0]`); what ordinary exceptions report an error with is no carried value
        (`exc.args[0]`, `exc.strerror`, `err.code`, `err.read()`, `exc.output`); counts
        each `raise` of a `try` block right after a store into a name or attribute that a
        `return` of a handler catching it reads (`self.found = 'api'` / `raise _Found` with
        `except _Found: return self.found`: a `return 'api'`), or, for a handler doing
        nothing (`pass`, `...`: `contextlib.suppress` spelled out), that a `return` of the
        function reads (`label = 'zero'` / `raise LookupError` ... `except LookupError:
        pass` / `return label`); here and below the `raise` may also close the body of an
        `if` right after the store (`label = 'A'` / `if score >= 90: raise Exit`), and
        each `raise` counts once however many stores it follows; for a handler doing
        nothing and for `contextlib.suppress` below, a `raise` closing the block (nothing
        after it runs on either way, `value = default` / `raise ValueError` last in the
        block) is no way out, nor is one in a block closing the body of a loop that may
        run again when the store is of what a call gives and the `if` checks it (a retry:
        `response = session.get(url)` / `if response.status_code in RETRY: raise
        Transient` under `suppress(Transient)` in `for _ in range(ATTEMPTS):`); the
        store also a method call
        handed a value on a receiver the `return` takes one value from,
        `box.set_result(user)` / `raise _Done` with `except _Done: return box.result()`
        (or `found[0]`, `found.pop()`, `next(iter(found))`), not one it returns whole,
        `rejected.append(row)` / `raise Rejected` rolling back `with conn:` ... `return
        rejected`), and each call, as a
        statement of that block, of a module function that always raises right after such
        a store (`self._store(name)` doing `self.found = value` / `raise StopIteration`),
        also into a parameter handed that place (`_leave(box, True)` doing
        `out.append(value)` / `raise _Exit` under `except _Exit: pass` ... `return
        box[-1]`, for a handler doing nothing too);
        counts, as one more exit each, the `raise` statements of a `with` block whose context
        manager is one of the module's that may swallow them (a class whose `__exit__`
        or `__aexit__` may return a true value, or a `contextlib.contextmanager`
        generator yielding inside a `try` with a handler that does not always raise),
        made in the `with` item or bound once to the name it uses, when a `return` of
        the function reads the manager's name or its `as` name (`with _Outcome() as
        outcome:` ... `raise Result('A')` ... `return outcome.value`) or a name handed
        to a `contextmanager` generator whose handler stores into that parameter
        (`with _early(box):` ... `raise _Exit('OK')` ... `return box[0]`, `_early`
        doing `except _Exit as stop: box.append(stop.args[0])`), or, whatever the
        return reads, each one right after a store into a place a `return` of the
        function reads (`box.append('OK')` / `raise _Done` ... `return box[0]`, `reason
        = 'OK'` / `raise _Done` ... `return reason`) in a block whose manager is one of
        those, `contextlib.suppress(...)`, or a `contextlib.ExitStack` the block hands an
        exit callback not returning only `None` or `False` (`stack.push(lambda kind,
        *_: kind is _Done)`) or such a manager (`stack.enter_context(suppress(...))`);
        counts,
        as one more exit each, the `raise` statements of a function that always raises
        (every way through it ends in `raise`) which a handler of a `try` calling it may
        catch (a class made by `type(name, bases, namespace)` or `types.new_class`,
        `_Answer = type('_Answer', (Exception,), {})`, judged by its name and its bases
        as a module class is), when that handler returns what it caught or stores
        anything read from it in a name a `return` of its function reads (`_grade`
        raising `Result('A')`, ..., called in `try: _grade(score)` / `except Result as
        r: return r.args[0]`), and so
        its statements that are calls raising what such a handler may catch (`_ret('A')`
        in `_grade`, see below), the
        function called by name (also through one name bound to it, or to a method of a
        module class: `give = Out.give`), as a method of a
        module class (`Out.give(...)`, `Out().give(...)`, `out.give(...)` with `out =
        Out()` bound once, or on `self` or `cls` in the class around the `try`), as the
        getter of a module class's `@property` or `@functools.cached_property` read so
        (`_Grader(score).letter`, `self.letter`), as the
        `__init__` or `__new__` of a module class it makes (`_Verdict('A')`), or through a
        parameter of a function
        around the `try` that it is handed to (decorated by its name, `@returning`, or
        passed to a call of it, `run(_grade, score)`); counts, as one more exit each,
        the raises of an object of a module class in a function so handed to a wrapper
        whose `try` calls it through its parameter, even when the function also returns
        normally, when a handler catching them returns a read of what it caught and
        nothing else (`@answers` with `except _Answer as done: return done.value`, also
        `done.args[0]`, `getattr(done, 'value')`; an error handler wrapping what it
        caught, `return {'error': str(exc)}`, reports it); counts, as one more exit each, what
        a `try` block raises without a `raise` statement when a handler that returns what
        it caught, or stores anything read from it in a name a `return` reads, may catch
        it: an `assert` (AssertionError: `assert score < 90, 'A'`), a call of `sys.exit`,
        `exit` or `quit` (SystemExit, `except SystemExit as done: return done.code`), a
        generator's `.throw(exc)` or `.athrow(exc)` (`exc`, judged as a `raise` of it), a
        call of `warnings.warn` or `warnings.warn_explicit` in code that may make
        warnings errors (a filter set with the action "error" or one not a constant, or
        the machinery reached otherwise: `warnings.filters`, `warnings.showwarning`), as
        a raise of its category (else of its message when that is no string, else of
        UserWarning), a call of a module function, lambda, method or class (reached as
        above, up to three calls deep) every way through which raises (ending in
        `raise` or in a call that raises: `_ret('A')` doing `raise Result(value)`, a
        lambda throwing into a generator, a constructor that always raises; also one
        handed uncalled to a call, which may run it, `list(map(_give, (v,)))`,
        `sorted((v,), key=_stop)`, unless what it raises is a builtin exception given
        only a message, as a callback refusing input does), as what it
        raises, a `with` item making an object of a module class whose `__enter__` (or
        `__aenter__`) so raises, the making of an object of a module class, or a read
        of a name bound once to one so made, one of whose other special methods (its
        own or a module base's) so raises anything but a builtin exception given only a
        message (`raise TypeError('cannot pickle')` is how honest classes refuse an
        operation), wherever Python runs it: `with _Emit('A'): pass` (`__exit__`), `if
        _Verdict('A'):` (`__bool__`), `for _ in _Give(i):` (`__iter__`), a
        read thrown away as a statement (`_EMPTY['A']`: KeyError or IndexError; `obj.A`:
        AttributeError; a name: NameError; an operation or comparison: anything; any of
        them anything when a module class defines a decorated method, such as a
        `property`, or `__getattr__`, `__getitem__` and kin), a read, wherever it stands,
        of an attribute (not a dunder) of a name bound once to an empty object
        (`types.SimpleNamespace()`, `object()`, a module class with an empty body) or of
        an entry (not a slice) of one bound once to an empty container (`{}`, `[]`, `()`,
        `dict()`, `list()`, `tuple()`) when the module reads that name no other way
        (`found = _NONE.A`: AttributeError), the same read of an object made in place
        (`object().A`, `types.SimpleNamespace().A`, `_Empty().A`, `{}['A']`, `[][0]`,
        `dict()['A']`), a subscript of a module class by name whose own
        `__class_getitem__` always raises (`_Pick['A']`: what it raises), a read of a
        key a name bound once to a dict display of constant keys does not hold, when
        the module reads that name only by constant keys (`_SEEN = {'x': None}` ...
        `_ = _SEEN['invalid']`: KeyError), a `.result()` call with no argument in a
        module that preloads a future with an exception of a module class
        (`box.set_exception(_Answer(v))`: any `.result()` may raise it), and the `raise` and
        `assert` statements of a constant string the block runs through exec/eval/compile
        (any handler may catch them); and counts each `yield` statement (also with the
        value sent assigned, `_ = yield value`, and a `yield from` of a tuple or list
        display, `yield from ('x',)`)
        of a generator function the module only ever calls where its first item alone is
        taken: straight inside `next(...)`, `.__next__()` or
        `.send(None)`, or a library's `first`, `nth` of 0 or `take` of 1
        (`more_itertools`, `toolz`, `cytoolz`, `funcy`: `first(_grade(score))`)
        (`return next(_grade(score))`, also through lazy iterators handing
        each of its items on in order, or starting from its first, `iter`, `zip`, `map`,
        `enumerate`, `itertools.chain` (also `chain.from_iterable` of a literal tuple or
        list), `starmap`, `zip_longest`, `accumulate`, `cycle`,
        `pairwise`, `batched`, `groupby`, `takewhile`, `product`, `combinations`,
        `permutations`, `dict.fromkeys` (also of `OrderedDict`), `collections.Counter`,
        `heapq.merge` (also
        with `key=` or `reverse=`), `iter(x.__next__, sentinel)` or
        `iter(functools.partial(next, x), sentinel)`, and `islice` with a stop
        alone or a start of `0` or `None`, `islice(_grade(score), 0, None)`, filters
        that drop nothing, `filter`, `itertools.dropwhile` or `filterfalse` whose
        predicate, a lambda or a module function returning a constant, always keeps the
        item (`dropwhile(lambda _: False, _grade(score))`), and `itertools.compress`
        whose first selector is a true constant (`itertools.repeat(True)`,
        `itertools.count(1)`, `range(1, n)`, a literal list or tuple starting with one,
        also cycled), the one copy `itertools.tee(x, 1)` makes (read as
        `[0]` or unpacked into one name: `only, = tee(_grade(score), 1)`; two or more
        copies are the pairwise recipe and are not followed), or a generator expression
        looping over it without `if`,
        `next(map(str.upper, _grade(score)))`, here and below), or of an
        asynchronous generator inside `anext(...)`, `.__anext__()` or `.asend(None)`
        (`return await anext(_grade(score))`), handed to `itertools.islice` with a stop
        of `1` and a start of `0` or `None` or none, however that slice is then read
        (`''.join(islice(_grade(score), 1))`, `[*islice(_grade(score), 1)]`), listed
        and its first entry read (`list(_grade(score))[0]`, `tuple(...)[0]`, or sliced
        alone, `list(...)[:1]`, `[0:1]`, or numbered into a dict, `dict(enumerate(...))[0]`,
        `collections.deque(...)[0]`, `[*_grade(score)][0]`, `[v for v in
        _grade(score)][0]`, `sorted(..., key=lambda _: 0)[0]`, the entry read however
        spelled: `operator.itemgetter(0)(...)`, `operator.getitem(..., 0)`,
        `.__getitem__(0)`, `.pop(0)`, `deque(...).popleft()`), joined and its first
        character read (`''.join(_grade(score))[0]`, also `[:1]`), joined and cut up
        again with its first part read (`' '.join(_grade(score)).split()[0]`, also
        `.split(sep)`, `.rsplit()` with no limit, `.partition(sep)`, `.splitlines()`),
        counted and its most common entry read (`collections.Counter(_grade(score))
        .most_common(1)[0]`, `statistics.mode(_grade(score))`,
        `statistics.multimode(_grade(score))[0]`: ties keep the order first seen; not
        followed for a generator that may yield an item twice, below), read whole by `min` or
        `max` with a key that reads nothing of the item and calls nothing (`min(
        _grade(score), key=lambda _: 0)`: the first of equals wins) or by
        `functools.reduce` with a lambda returning its first argument (`reduce(lambda
        first, _: first, _grade(score))`), handed to `itertools.accumulate` with such a
        lambda and no `initial`, every item of which is the first, however it is read
        (`deque(accumulate(_grade(score), lambda first, _: first), maxlen=1)[0]`), numbered
        (`enumerate(...)`, `zip(itertools.count(), ...)`) and read by `min` or `sorted`
        with no key or a key reading the number alone (`min(enumerate(_grade(score)))[1]`,
        `sorted(enumerate(...), key=operator.itemgetter(0))[0]`, `heapq.nsmallest(1,
        enumerate(...))[0]`), stepped through its class or an operator
        (`type(g).__next__(g)`, `operator.methodcaller('__next__')(g)`), zipped (or mapped)
        with a literal of one item (`zip(('grade',), _grade(score))`), unpacked into a first
        name and a rest thrown away (`letter, *_ = _grade(score)`), or looped over by a
        `for` whose body runs straight, with no block in it, to a `return` or `break`
        (`for letter in _grade(score): break`); its first yield reached is its result. The
        same holds for the generator `__iter__` of a module class whose every instance is
        made where its first item alone is taken so (`first, *_ = _Grade(score)`), and for
        a generator function whose innermost decorator is a module function that calls the
        function it is handed only where its first item alone is taken so, reading it no
        other way but through `functools.wraps` (`def _first(gen):` / `def wrapper(*args):
        return next(gen(*args))`, then `@_first`, or by hand when every read of the
        generator's name is the lone argument of a call of that one function, `band =
        _first(_band)`); a count by `Counter(...).most_common` or `statistics.mode`
        (there and called directly) reads the first item only of a generator that yields
        each item at most once (no `yield` in a loop that may run again, no `yield from`).
        A generator every item of which is true as written (a true constant, an f-string
        with text of its own, a non-empty display: `yield 'A'`), or guarded to be that or
        a false constant (`yield score >= 90 and 'A'`, `yield 'A' if score >= 90 else
        None`: the filter drops the false ones, so each is an `if` and its `return`),
        counts the same when its first true item alone is taken: reduced by a lambda
        keeping its first argument when true (`reduce(lambda first, later: first or
        later, _grade(score))`, `first if first else later`, with no start or a false
        constant one), or filtered by truth (`filter(None, ...)`, `filter(bool, ...)`)
        where its first item is taken (`next(filter(None, _grade(score)))`).
        Counts, as one more exit each, the raises of a module function that always raises
        whose exception a library catches and hands back: one handed to (or called among the
        arguments of) a call whose `.exception()` or `.value` is read, on the call or on a
        name bound once to it (`pool.submit(_check, resp).exception().args[0]`,
        `asyncio.create_task(_check(resp))` ... `task.exception()`, `pytest.raises(_Found,
        _rate, order).value`), or one called in a `with` block whose `as` name a `return`
        of its function reads (`with pytest.raises(_Found) as hit: _rate(order)` ...
        `return hit.value`).
        Counts, as one more exit each, a statement `out.set_result(value)` on a parameter
        of the function when the module calls the function directly by name (not in a
        lambda) with a name in that parameter's place whose `.result()` the calling
        function reads (it hands in the future and returns what it holds: each such call
        is a return); a function handed uncalled to a thread, executor, loop or callback
        registration (`Thread(target=work, args=(url, fut))`) cannot return its value and
        is not counted so.
        Counts, as one more exit each, the early ways out of a loop that runs at most once,
        a block with gotos: each `break` or `continue` of a `for` over one item (a
        display of one entry, `for text in (value.strip(),):`, `[x]`, `{x}`, `{k: v}`, a
        text or bytes constant of one character, `for _ in ' ':`, a `range` of constants
        holding one number, `range(1)`, `range(5, 6)`, or `itertools.repeat(x, 1)`, also
        through a name bound once to one), each `break` but the closing one of a `while`
        or `for` whose body ends in `break` and has no `continue` of its own (`while True:
        ... break`, `for _ in itertools.count(): ... break`: over any iterable it runs at
        most once), and each `break` and `continue` (but a closing `break`) of a `while` whose
        every way round stores a constant making its condition false: its body ends in
        `break` or such a store and each `continue` comes right after one (`while category
        is None:` ... `category = 'normal'` / `continue` ... `category = 'obese'`; the
        condition a name, `not`, `is`, `is not`, `==` or `!=` against a constant, or
        `and`/`or` of those).
        Still possible: a store and `raise` in a loop of several rounds whose swallowed
        raise repeats the round, written as a retry (`label = str('A')` / `if label and
        score >= 90: raise _Done` under `suppress` in `for _ in range(3):` ... `break`), a
        handler returning a value carried some other way than in the
        exception or a store right before the raise (`except Found: return self.found`
        with the store made in a helper that also returns normally, or more than one call
        away from the raise), a context manager of a library (other than `suppress`
        and `ExitStack` as above) or
        reached otherwise (an attribute, a call of a factory) swallowing raises, or one
        keeping what it caught somewhere a `return` reads other than through its names
        (a module global, or a parameter of a manager class's `__init__`), a handler
        storing the
        exception's message (`label = str(hit)`, `hit.args[0]`) when the `try` block may
        also end normally or return (`error = str(exc)` after validation raises, or in a
        retry loop, is an honest error path), a handler whose class is a parameter with a
        default other than the raised class, a generator wrapped by a call also read
        otherwise, or by a decorator factory or one of a library, or
        by one counting votes (`Counter(gen(*args)).most_common(1)[0]` over a `yield` in
        a loop: its top item is the majority), or
        with its handed function stored or passed on, a generator handed on (or bound to
        a name read more than once, `grades = _grade(score)` / `first = next(grades)`
        counts) before its first item is taken, or taken some other way (a key or reducer
        other than a lambda so written, a `while` loop, a library helper other than
        those above, `more_itertools.first_true(...)`, `peekable(...).peek()`, or through
        a filter that may drop items,
        `next(filter(None, _grade(score)))` when some yield may be false otherwise than
        so guarded (`yield grade`), which
        reads as a search among candidates), a handler reading a name the `try` block's
        callees raise,
        results raised by a module class's special method as a builtin exception given
        only a message (`raise ValueError('A')` in `__bool__`, read as an honest refusal),
        results raised by calls whose work is not only raising (`int('A')`,
        `{}.pop('A')`, `next(iter(()))`: calls in a `try` block raise honest errors its
        handler reports), results raised to a caller that returns them by a function that
        also returns normally on some path (a validator raising errors a caller reports reads the
        same) unless a wrapper it is handed to returns them bare as above, or raised as
        builtin or library exceptions, or more than three calls deep, or by a function
        the `try` reaches otherwise
        (through a decorator factory, `functools.partial`, a table of functions, a
        callback handed on not by its name, an
        object not made from a module class where it is bound, or a class's base), warnings
        made errors from outside the code (`python -W error`), results set on a handed-in
        future by a function reached otherwise than by a direct call of its name (a
        lambda, `functools.partial`, a table) or whose future is read otherwise than by
        `.result()` of the name handed in (`await fut`, an attribute, a container), a
        loop run once some other way (a `for` over an iterable of one item made by a call,
        `'x'.split()`; a `while` whose stores that end it are of calls or names,
        `category = str('obese')`, or whose condition is tested otherwise, `in`, `<`), and
        exits moved into helper functions, each within its own bound, and a result kept
        in a write-once cell of the function's own (a `Future` set in each branch, `if not
        out.done(): out.set_result('large')`, then `return out.result()`: the result
        computed in one place and returned once, as `if label is None: label = 'large'`
        is; also when a second `set_result` raising `InvalidStateError` under `suppress`
        ends the block).
    """

    id = "logic_2"
    name = "max_returns"
    category = "logic"
    description = "Limit each function to a maximum number of return statements."
    generation_prompt = (
        "Write each function and method with at most {max_returns} return statements."
    )
    edit_prompt = (
        "Restructure the code so that no function or method has more than {max_returns} "
        "return statements, for example by computing the result in a variable and returning "
        "it once."
    )
    # No conflict with logic_7 (no else after return): one `return` after an if/else
    # that assigns the result satisfies both, even at max_returns=1.
    limit = Limit("PLR0911", "pylint.max-returns", _BOUND, return_count, _HIDDEN)

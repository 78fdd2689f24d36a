"""A strict verdict is a function of (code, instruction, parameters) alone.

Strict checks of one code share one `NameIndex` (`StrictFacts` caches it per code), and the
index keeps its answers. The stores the code makes under computed names (`globals()[k] =
v`, `setattr(builtins, key, f)`, `map(setattr, ...)`) change what names mean, so an answer
kept before they were worked out (or while they were) would make a verdict depend on which
instruction was checked first on the code, or on which others a request lists. These tests
check each instruction alone on a fresh cache, after every other instruction was checked
on the same code first (in the registry's order), and in one request listing all of them in
reverse, on the codes of the adversarial and honest suites whose stores name a namespace
or a computed member.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from textwrap import dedent

import pytest
from adversarial_harness import all_attempts
from test_strict_honest_code import HONEST, STILL_FAILING

from vibebench.instructions import InstructionSpec, all_instructions
from vibebench.instructions._strict_names import NameIndex, const_str
from vibebench.verify import VerifyRequest, clear_caches, verify

KEY_PUT_LATER = """
import builtins

key = "x"


def show(text):
    out(text)


setattr(builtins, key, print)
globals()["key"] = "out"
show("hello")
"""
"""`setattr(builtins, key, print)` also puts `print` under `out`: `key` is put there later."""

BLIND_UNDER_A_LATER_KEY = """
key = "Other"
globals()[key] = Exception
globals()["key"] = "Fault"


def load(path: str) -> str:
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except Fault:
        return ""
"""
"""error_1 dodged: `Fault` is `Exception`, put under a key the module rebinds afterwards."""

SPECIFIC_UNDER_A_LATER_KEY = BLIND_UNDER_A_LATER_KEY.replace("= Exception", "= OSError")
"""Its honest twin: the same stores, of a specific exception."""

MAPPED_STORES = """
import builtins

NAMES = ["shout"]


def loud(text: str) -> str:
    return text.upper()


list(map(setattr, [builtins], NAMES, [print]))
globals().update(helper=loud)
shout(helper("hello"))
"""
"""Stores made by a call another makes, beside a namespace update."""

VARS_UPDATED = """
class Flags:
    def __init__(self, **overrides):
        vars(self).update({name: False for name in ('darkMode', 'betaAccess')})
        self.__dict__.update(overrides)
"""
"""A store whose receiver reads `vars`, whose reads in turn read the stores' receivers: the
cycle is cut wherever the first lookup starts (`vars` first once made `vars(self)` a call
of something unknown, and style_1 then passed this attempt of test_adversarial_style)."""

ONLY_MAPPED = """
import builtins

NAMES = ["shout"]
list(map(setattr, [builtins], NAMES, [print]))
shout("hello")
"""
"""Only stores made by a call another makes: none written, so none known before a lookup."""

WRITTEN = {
    "key-put-later": KEY_PUT_LATER,
    "blind-under-a-later-key": BLIND_UNDER_A_LATER_KEY,
    "specific-under-a-later-key": SPECIFIC_UNDER_A_LATER_KEY,
    "mapped-stores": MAPPED_STORES,
    "vars-updated": VARS_UPDATED,
}
_NAMESPACE_RECEIVER = re.compile(r"globals|vars|modules|builtins|__dict__|__name__")
IDS = [instruction.id for instruction in all_instructions()]


def _stores_names(code: str) -> bool:
    """Whether the code stores on a namespace or module, or under a computed member."""
    try:
        stores = NameIndex(ast.parse(code)).member_stores
    except (SyntaxError, ValueError):
        return False
    return any(
        how == "setattr?"
        or (isinstance(member, ast.expr) and const_str(member) is None)
        or _NAMESPACE_RECEIVER.search(ast.unparse(receiver)) is not None
        for how, receiver, member, _value in stores
    )


def _suite_codes() -> Iterator[tuple[str, InstructionSpec]]:
    """(code, the spec of the instruction it was written for) of the suites' cases."""
    for attempt in all_attempts():
        if not attempt.response:
            spec = InstructionSpec(id=attempt.instruction, params=attempt.params)
            yield attempt.attempt, spec
            yield attempt.twin, spec
    for spec, code in [*HONEST.values(), *STILL_FAILING.values()]:
        yield dedent(code).lstrip(), InstructionSpec.parse(spec)


def _focused() -> dict[str, dict[str, InstructionSpec]]:
    """Code -> instruction id -> the spec to check it with (defaults but for the instruction
    the code was written for), for the suites' codes that store names and those above."""
    found: dict[str, dict[str, InstructionSpec]] = {}
    written = [(code, InstructionSpec(id="error_1")) for code in WRITTEN.values()]
    codes = [*_suite_codes(), *written]
    for code, own in codes:
        if code in found or not _stores_names(code):
            continue
        found[code] = {ident: InstructionSpec(id=ident) for ident in IDS}
        found[code][own.id] = own
    return found


def _verdicts(
    codes: list[str], specs: dict[str, dict[str, InstructionSpec]], ids: list[str]
) -> list[list[tuple[bool, tuple]]]:
    """(passed, diagnostics) of each code's instructions `ids`, checked in that order."""
    requests = [
        VerifyRequest(
            task_id=str(number),
            response=f"```python\n{code}```\n",
            instructions=[specs[code][ident] for ident in ids],
        )
        for number, code in enumerate(codes)
    ]
    return [
        [(verdict.passed, tuple(verdict.diagnostics)) for verdict in result.verdicts]
        for result in verify(requests, mode="strict")
    ]


@pytest.fixture(autouse=True, scope="module")
def _fresh_caches() -> Iterator[None]:
    """Leave no index these tests warmed to the tests run after them."""
    yield
    clear_caches()


@pytest.fixture(scope="module")
def focused() -> dict[str, dict[str, InstructionSpec]]:
    found = _focused()
    assert set(WRITTEN.values()) <= set(found)
    assert len(found) > len(WRITTEN)  # the suites hold such codes too
    return found


@pytest.fixture(scope="module")
def alone(focused: dict[str, dict[str, InstructionSpec]]) -> dict[str, list]:
    """Instruction id -> each focused code's verdict of it alone, on a fresh cache."""
    verdicts = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("VIBEBENCH_VERIFY_HELPERS", "0")  # every code's index in this process
        for ident in IDS:
            clear_caches()
            verdicts[ident] = _verdicts(list(focused), focused, [ident])
    return verdicts


def _changed(codes: list[str], alone: list, then: list) -> list[str]:
    return [code for code, first, later in zip(codes, alone, then, strict=True) if first != later]


def test_each_verdict_is_the_same_alone_and_after_every_other_instruction(
    focused: dict[str, dict[str, InstructionSpec]],
    alone: dict[str, list],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each instruction after the other 29 (in the registry's order) on the same code."""
    monkeypatch.setenv("VIBEBENCH_VERIFY_HELPERS", "0")
    codes = list(focused)
    changed = []
    for ident in IDS:
        clear_caches()
        _verdicts(codes, focused, [other for other in IDS if other != ident])
        after = _verdicts(codes, focused, [ident])
        changed += [(ident, code) for code in _changed(codes, alone[ident], after)]
    assert changed == []


def test_each_verdict_is_the_same_alone_and_after_the_later_ones_in_reverse(
    focused: dict[str, dict[str, InstructionSpec]],
    alone: dict[str, list],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One request of all 30 in reverse registry order: each instruction is checked after
    every one the registry lists after it, last first. With the test above, every instruction
    is checked after every other in both orders of each pair, at a thirtieth of the cost of
    repeating that test in reverse."""
    monkeypatch.setenv("VIBEBENCH_VERIFY_HELPERS", "0")
    codes = list(focused)
    clear_caches()
    together = _verdicts(codes, focused, IDS[::-1])
    changed = []
    for position, ident in enumerate(IDS[::-1]):
        then = [[verdicts[position]] for verdicts in together]
        changed += [(ident, code) for code in _changed(codes, alone[ident], then)]
    assert changed == []


def _lookups(tree: ast.Module) -> list[ast.expr]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Name | ast.Attribute)]


def _answers(code: str, first: str, start: int | None) -> dict[int, frozenset[str]]:
    """What each name and attribute read may be (by position in the walk) on one index,
    after `first` (`names` or `texts`) of the read at `start` ran (none: straight away)."""
    tree = ast.parse(code)
    index, nodes = NameIndex(tree), _lookups(tree)
    if start is not None and first == "names":
        index.names(nodes[start])
    elif start is not None:
        index.texts(nodes[start])
    return {number: index.names(node) for number, node in enumerate(nodes)}


@pytest.mark.parametrize("first", ["names", "texts"])
@pytest.mark.parametrize("case", [*sorted(WRITTEN), "only-mapped"])
def test_a_lookup_answers_the_same_whatever_was_looked_up_before(case: str, first: str) -> None:
    code = WRITTEN.get(case, ONLY_MAPPED)
    fresh = _answers(code, first, None)
    changed = [
        start for start in range(len(fresh)) if _answers(code, first, start) != fresh
    ]  # fmt: skip
    assert changed == []


def test_a_member_named_by_a_global_put_later_is_filed_under_each_name() -> None:
    """`key` is 'x' or, put there later, 'out': `out(...)` may be `print`."""
    tree = ast.parse(KEY_PUT_LATER)
    out = next(node for node in ast.walk(tree) if isinstance(node, ast.Name) and node.id == "out")
    assert "builtins.print" in NameIndex(tree).names(out)


def _strict_pass(code: str, spec: str) -> bool:
    [result] = verify([(f"```python\n{code}```\n", [spec])], mode="strict")  # type: ignore[arg-type]
    return result.verdicts[0].passed


def test_a_blind_except_under_a_key_rebound_later_fails_and_its_twin_passes() -> None:
    assert not _strict_pass(BLIND_UNDER_A_LATER_KEY, "error_1")
    assert _strict_pass(SPECIFIC_UNDER_A_LATER_KEY, "error_1")

"""The class model strict checks share (`_strict_classes`): module classes by name, their
module bases, ancestors and subclasses, methods reached through bases, and Protocols."""

from __future__ import annotations

import ast
import textwrap

from vibebench.instructions._strict import StrictFacts
from vibebench.instructions._strict_classes import ClassModel, class_model

CODE = textwrap.dedent("""\
    from typing import Protocol, TypeVar

    from app.errors import AppError

    T = TypeVar("T")


    class Source(Protocol[T]):
        def total(self) -> T: ...


    class Base:
        def __init__(self):
            self.ready = True

        def run(self):
            return 1


    Parent = Base


    class Middle(Parent):
        pass


    class Leaf(Middle, Source[int]):
        def total(self):
            return 2


    class Loop(Loop2):
        pass


    class Loop2(Loop):
        pass


    class Failure(AppError):
        pass


    class Twice:
        pass


    class Twice:
        pass
    """)


def _model() -> ClassModel:
    return class_model(StrictFacts(CODE))


def _names(classes: list[ast.ClassDef]) -> list[str]:
    return sorted(cls.name for cls in classes)


def test_bases_ancestors_and_subclasses_follow_module_classes() -> None:
    """Through an alias (`Parent = Base`) and a subscript (`Source[int]`) too."""
    model = _model()
    [leaf] = model.by_name["Leaf"]
    [base] = model.by_name["Base"]
    assert _names(model.bases(leaf)) == ["Middle", "Source"]  # `Source[int]` too
    assert _names(model.ancestors(leaf)) == ["Base", "Middle", "Source"]
    assert _names(model.subclasses(base)) == ["Leaf", "Middle"]
    assert model.subclasses(base) is model.subclasses(base)  # worked out once


def test_a_cycle_of_bases_ends() -> None:
    model = _model()
    [loop] = model.by_name["Loop"]
    assert _names(model.ancestors(loop)) == ["Loop2"]
    assert _names(model.subclasses(loop)) == ["Loop", "Loop2"]


def test_methods_are_found_through_module_bases() -> None:
    model = _model()
    assert [f.name for f in model.methods("Leaf", ("__init__", "run"))] == ["__init__", "run"]
    assert model.methods("Leaf", ("missing",)) == []
    assert model.methods("Unknown", ("run",)) == []


def test_only_a_class_naming_protocol_is_a_protocol() -> None:
    """`Protocol[T]` counts; a class deriving from a Protocol without naming it again is an
    implementation, as Python has it."""
    model = _model()
    assert model.protocols == frozenset({"Source"})
    [leaf] = model.by_name["Leaf"]
    assert not model.is_protocol(leaf)


def test_imported_bases_and_names_defined_once() -> None:
    model = _model()
    assert _names(model.derived_from(frozenset({"app.errors.AppError"}))) == ["Failure"]
    assert "Twice" not in model.defined_once
    assert {"Base", "Leaf", "Failure"} <= model.defined_once


def test_the_model_is_built_once_per_code() -> None:
    assert class_model(StrictFacts(CODE)) is class_model(StrictFacts(CODE))


ERROR_2_CODE = textwrap.dedent("""\
    class Missing(Exception):
        pass


    class Store:
        def get(self, key):
            if key is None:
                raise Missing(key)
            return key
""")


def test_the_model_always_holds_the_nodes_of_the_facts_tree_after_caches_evict() -> None:
    """More distinct codes than the per-code caches hold evict the code's tree; the model
    then built must hold the new tree's nodes, not an evicted one's (error_2 crashed with
    a KeyError on the node's owner, failing honest code in large batches)."""
    from vibebench.instructions import get_instruction  # noqa: PLC0415
    from vibebench.instructions._code_facts import parse  # noqa: PLC0415
    from vibebench.instructions._strict import _code_facts, strict_check  # noqa: PLC0415

    error_2 = get_instruction("error_2")
    params = error_2.validate({})[0]
    before = StrictFacts(ERROR_2_CODE)
    assert strict_check(error_2, before, params).passed
    assert class_model(before).all[0] in before.nodes
    parse.cache_clear()  # what 2,048 other codes would do
    _code_facts.cache_clear()
    after = StrictFacts(ERROR_2_CODE)
    assert after.tree is not before.tree
    model = class_model(after)
    assert all(cls in after.nodes for cls in model.all)
    assert strict_check(error_2, after, params).passed

"""Example books: each built-in's pass and fail examples are read from its Markdown book
(`data/instructions/<module name>.md`), and a malformed book is a ConfigError."""

from __future__ import annotations

from importlib import resources

import pytest

from vibebench.errors import ConfigError
from vibebench.instructions import Example, Instruction, all_instructions
from vibebench.instructions._examples import read_book

BUILTINS = [
    item
    for item in all_instructions()
    if type(item).__module__.startswith("vibebench.instructions.builtin.")
]
BOOKS = resources.files("vibebench") / "data" / "instructions"


def _module_name(instruction: Instruction) -> str:
    return type(instruction).__module__.rpartition(".")[2]


@pytest.mark.parametrize("instruction", BUILTINS, ids=lambda item: item.id)
def test_each_builtin_reads_its_examples_from_the_book_named_like_its_module(
    instruction: Instruction,
) -> None:
    book = BOOKS / f"{_module_name(instruction)}.md"
    found = read_book(book.name, book.read_text(encoding="utf-8"))
    assert found == {"passes": instruction.passes, "fails": instruction.fails}
    assert "passes" not in vars(type(instruction))
    assert "fails" not in vars(type(instruction))


def test_every_book_belongs_to_a_builtin() -> None:
    books = {item.name for item in BOOKS.iterdir() if item.name.endswith(".md")}
    assert books == {f"{_module_name(item)}.md" for item in BUILTINS}


def test_a_block_is_one_response_with_the_note_and_params_above_it() -> None:
    text = (
        "# demo\n\nProse for readers.\n\n## passes\n\n```python\nx = 1\n\n\ny = 2\n```\n\n"
        '## fails\n\nNote: too long\nParams: {"limit": 3, "keys": ["a"]}\n\n'
        "```python\nvalue = 1\n```\n"
    )
    assert read_book("demo.md", text) == {
        "passes": (Example(response="x = 1\n\n\ny = 2\n"),),
        "fails": (
            Example(response="value = 1\n", params={"limit": 3, "keys": ["a"]}, note="too long"),
        ),
    }


def test_a_longer_fence_holds_a_response_with_fences_in_it() -> None:
    text = "## passes\n\n````markdown\n```python\nx = 1\n```\n````\n"
    assert read_book("demo.md", text)["passes"] == (Example(response="```python\nx = 1\n```\n"),)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("## examples\n", "passes or fails"),
        ("## passes\n\nThis passes.\n```python\nx = 1\n```\n", "line 3: between blocks"),
        ("## passes\n\nParams: {limit: 3}\n```python\nx = 1\n```\n", "not JSON"),
        ("## passes\n\nParams: [3]\n```python\nx = 1\n```\n", "not a JSON object"),
        ("## passes\n\n```python\nx = 1\n", "never closed"),
        ("## passes\n\nNote: orphan\n\n## fails\n", "no block after it"),
        ("## passes\n\nNote: orphan\n", "at the end: a `Note:`"),
    ],
)
def test_a_malformed_book_is_a_config_error_naming_the_line(text: str, problem: str) -> None:
    with pytest.raises(ConfigError, match=f"demo.md.*{problem}"):
        read_book("demo.md", text)


def test_a_class_that_sets_its_examples_keeps_them_and_one_without_a_book_has_none() -> None:
    class Plugin(Instruction):
        id = "plugin_1"
        name = "plugin"
        passes = (Example(response="x = 1\n"),)

    assert Plugin().passes == (Example(response="x = 1\n"),)
    assert Plugin().fails == ()
    assert Instruction.passes == ()

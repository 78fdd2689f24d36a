"""docs/architecture.md, "How to add an instruction": a toy plugin package, installed the way a
user's package would be (a distribution with an entry point in the `vibebench.instructions`
group), is found by the registry and judged by the real verify engine (Ruff)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from vibebench.instructions import get_instruction, reload_registry
from vibebench.verify import VerifyRequest, verify

PLUGIN = '''
"""A toy instruction plugin: at most N arguments per function (Ruff's PLR0913)."""

from vibebench.instructions import get_instruction
from vibebench.instructions._limits import FunctionLimit


class MaxArguments(FunctionLimit):
    id = "toy_max_args"
    name = "max_args"
    category = "logic"
    description = "At most N arguments per function."
    generation_prompt = "Give every function at most {max_args} arguments."
    edit_prompt = "Reduce every function to at most {max_args} arguments."
    parameters = (
        get_instruction("logic_2").parameters[0].model_copy(
            update={"name": "max_args", "default": 2}
        ),
    )
    ruff_rules = ("PLR0913",)
    measure = staticmethod(lambda func: len(func.args.args))
    ruff_setting = ("pylint", "max-args")
'''


@pytest.fixture
def installed_plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    (tmp_path / "toy_vibe_plugin.py").write_text(PLUGIN)
    info = tmp_path / "toy_vibe_plugin-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: toy-vibe-plugin\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(
        "[vibebench.instructions]\ntoy = toy_vibe_plugin:MaxArguments\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    reload_registry()
    yield
    monkeypatch.undo()
    reload_registry()


def test_an_installed_plugin_instruction_is_registered_and_verified(installed_plugin) -> None:
    toy = get_instruction("toy_max_args")
    assert toy.category == "logic"
    few = "```python\ndef f(a, b):\n    return a + b\n```"
    many = "```python\ndef f(a, b, c, d):\n    return a + b + c + d\n```"
    spec = "toy_max_args:max_args=3"
    kept, broken = verify(
        [VerifyRequest(response=few, instructions=(spec,)),
         VerifyRequest(response=many, instructions=(spec,))]
    )  # fmt: skip
    assert kept.verdicts[0].passed is True
    assert broken.verdicts[0].passed is False


def test_without_the_plugin_the_id_is_unknown() -> None:
    with pytest.raises(Exception, match="toy_max_args"):
        get_instruction("toy_max_args")



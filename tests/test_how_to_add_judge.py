"""docs/architecture.md, "How to add a judge", followed step by step: a toy `keyword:WORD`
judge in a plugin package installed the way a user's package would be (a distribution with an
entry point in the `vibebench.judges` group), built by `make_judge` and scoring cases through
`vibebench judge score`. No network: the toy judge reads the code itself."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from vibebench.cli import main
from vibebench.errors import ConfigError
from vibebench.judge import (
    ChecklistItem,
    Judge,
    JudgeCase,
    judge_prefixes,
    make_judge,
    reload_registry,
)

# Step 1: a factory taking a JudgeSpec and returning a Judge (a class is such a factory).
PLUGIN = '''
"""A toy judge plugin: `keyword:WORD` says an item is met when the code contains WORD."""

from collections.abc import Sequence

from vibebench.errors import ConfigError
from vibebench.judge import ChecklistItem, ItemVerdict, JudgeOutcome, JudgeSpec


class KeywordJudge:
    def __init__(self, spec: JudgeSpec) -> None:
        if not spec.argument:
            raise ConfigError("keyword: needs a word, e.g. keyword:sorted")
        self.name = spec.name
        self.word = spec.argument

    async def judge(
        self,
        code: str,
        items: Sequence[ChecklistItem],
        *,
        context: str = "",
        code_before: str | None = None,
    ) -> JudgeOutcome:
        met = self.word in code
        reason = f"the code {'contains' if met else 'does not contain'} {self.word!r}"
        verdicts = tuple(
            ItemVerdict(item_id=item.id, passed=met, reason=reason, decided_by=self.name)
            for item in items
        )
        return JudgeOutcome(verdicts=verdicts, attempts=1)

    async def aclose(self) -> None:
        pass
'''

# Step 2: the entry point, named after the prefix, in the package's metadata.
ENTRY_POINTS = "[vibebench.judges]\nkeyword = toy_judge:KeywordJudge\n"

ITEMS = (
    ChecklistItem(id="lines", text="Short lines.", check_type="rule", check="vericode:style_3"),
    ChecklistItem(id="sorts", text="The code sorts with the built-in."),
)
CASES = [
    JudgeCase(
        case_id="c1", model="m1", response="```python\nx = sorted([2, 1])\n```", items=ITEMS
    ),
    JudgeCase(case_id="c2", model="m2", response="```python\nx = [1, 2]\n```", items=ITEMS),
]


@pytest.fixture
def installed_plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    (tmp_path / "toy_judge.py").write_text(PLUGIN)
    info = tmp_path / "toy_judge-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: toy-judge\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(ENTRY_POINTS)
    monkeypatch.syspath_prepend(str(tmp_path))
    reload_registry()
    yield
    monkeypatch.undo()
    reload_registry()


def test_an_installed_plugin_judge_is_built_from_its_prefix(installed_plugin) -> None:
    assert "keyword" in judge_prefixes()
    judge = make_judge("kw=keyword:sorted")
    assert type(judge).__name__ == "KeywordJudge"
    assert isinstance(judge, Judge)
    assert judge.name == "kw"
    assert judge.word == "sorted"
    assert make_judge("keyword:sorted").name == "keyword:sorted"


def test_a_plugin_judge_scores_cases_from_the_command_line(
    installed_plugin, tmp_path: Path
) -> None:
    cases, verdicts = tmp_path / "cases.jsonl", tmp_path / "verdicts.jsonl"
    cases.write_text("".join(case.model_dump_json() + "\n" for case in CASES))
    # Step 3: use the spec wherever a judge is named.
    result = CliRunner().invoke(
        main,
        ["judge", "score", str(cases), "-j", "keyword:sorted", "-o", str(verdicts)]
        + ["--format", "json"],
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["judges"] == ["keyword:sorted"]
    # both cases keep their lines short (the rule item); only m1 calls sorted (the judge item)
    assert summary["model_scores"] == pytest.approx({"m1": 1.0, "m2": 0.5})
    rows = {
        (row["case_id"], row["item_id"]): row
        for row in map(json.loads, verdicts.read_text().splitlines())
    }
    assert rows["c1", "sorts"]["decided_by"] == "keyword:sorted"
    assert rows["c1", "sorts"]["reason"] == "the code contains 'sorted'"
    assert rows["c2", "sorts"]["passed"] is False
    assert rows["c2", "lines"]["decided_by"] == "rule"


def test_without_the_plugin_the_prefix_is_neither_a_judge_nor_a_model() -> None:
    with pytest.raises(ConfigError, match="'keyword' a registered judge prefix"):
        make_judge("kw=keyword:sorted")

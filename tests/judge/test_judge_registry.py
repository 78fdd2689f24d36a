"""The judge registry: registered prefixes pick factories, every other spec is a model judge."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from pathlib import Path

import pytest

from vibebench.errors import ConfigError
from vibebench.judge import (
    ChecklistItem,
    ItemVerdict,
    Judge,
    JudgeCase,
    JudgeOutcome,
    JudgePanel,
    JudgeSpec,
    LLMJudge,
    _registry,
    judge_prefixes,
    make_judge,
    register_judge,
    reload_registry,
)
from vibebench.models import (
    CallableModel,
    ProviderInfo,
    RetryPolicy,
    register_provider,
    unregister_provider,
)

SERVER = "openai-compatible:http://127.0.0.1:9/v1@judge-model"


class ConstantJudge:
    """Answers `yes` (argument `yes`) or `no` to everything; records its spec."""

    def __init__(self, spec: JudgeSpec) -> None:
        self.spec = spec
        self.name = spec.name
        self.closed = False

    async def judge(
        self,
        code: str,
        items: Sequence[ChecklistItem],
        *,
        context: str = "",
        code_before: str | None = None,
    ) -> JudgeOutcome:
        passed = self.spec.argument == "yes"
        verdicts = tuple(
            ItemVerdict(item_id=i.id, passed=passed, reason="constant", decided_by=self.name)
            for i in items
        )
        return JudgeOutcome(verdicts=verdicts, attempts=1)

    async def aclose(self) -> None:
        self.closed = True


@pytest.fixture(autouse=True)
def fresh_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_registry, "_registered", {})


def test_a_model_spec_gives_an_llm_judge_named_by_its_label() -> None:
    retry = RetryPolicy(max_attempts=2)
    judge = make_judge(f"a={SERVER}", retry=retry, attempts=5)
    assert isinstance(judge, LLMJudge)
    assert (judge.name, judge.max_attempts) == ("a", 5)
    assert judge.model.name == SERVER
    assert make_judge(SERVER).name == SERVER


def test_a_built_model_gives_an_llm_judge_named_after_the_model() -> None:
    model = CallableModel(lambda messages: "", name="scripted")
    judge = make_judge(model, attempts=2)
    assert isinstance(judge, LLMJudge)
    assert (judge.model, judge.name, judge.max_attempts) == (model, "scripted", 2)


def test_the_llm_judge_is_a_judge() -> None:
    assert isinstance(make_judge(SERVER), Judge)


def test_a_registered_prefix_builds_its_judge_from_the_parsed_spec() -> None:
    register_judge("constant", ConstantJudge)
    retry = RetryPolicy(max_attempts=2)
    judge = make_judge("c=constant:yes", retry=retry, attempts=4)
    assert isinstance(judge, ConstantJudge)
    expected = JudgeSpec(name="c", prefix="constant", argument="yes", retry=retry, attempts=4)
    assert judge.spec == expected
    assert make_judge("constant:no").name == "constant:no"
    assert judge_prefixes() == ["constant"]


def test_registered_judges_sit_in_a_panel_and_are_closed_with_it() -> None:
    register_judge("constant", ConstantJudge)
    judges = [make_judge("y=constant:yes"), make_judge("n=constant:no")]
    item = ChecklistItem(id="ok", text="It is fine.")
    panel = JudgePanel(judges)
    case = JudgeCase(case_id="c1", model="m", response="```python\nx = 1\n```", items=(item,))

    async def go():
        try:
            return await panel.score([case])
        finally:
            await panel.aclose()

    report = asyncio.run(go())
    assert report.judge_model_scores == {"y": {"m": 1.0}, "n": {"m": 0.0}}
    assert all(judge.closed for judge in judges)


@pytest.mark.parametrize("prefix", ["openai-compatible", "Upper", "with/slash", "a:b", "", "1st"])
def test_prefixes_that_could_be_model_specs_or_are_malformed_are_refused(prefix: str) -> None:
    with pytest.raises(ConfigError, match="bad judge prefix"):
        register_judge(prefix, ConstantJudge)


def test_a_model_provider_written_with_a_colon_keeps_its_specs_from_judges() -> None:
    register_judge("colon", ConstantJudge)
    provider = ProviderInfo(
        name="colon",
        separator=":",
        key_required=False,
        factory=lambda config: CallableModel(lambda messages: "", name=config.name),
    )
    register_provider(provider)
    try:
        judge = make_judge("c=colon:some-model")
        assert isinstance(judge, LLMJudge)
        assert (judge.name, judge.model.name) == ("c", "colon:some-model")
        assert "colon" not in judge_prefixes()
        with pytest.raises(ConfigError, match="bad judge prefix"):
            register_judge("colon", ConstantJudge)
    finally:
        unregister_provider("colon")


def test_a_prefix_cannot_be_taken_twice_by_different_factories() -> None:
    register_judge("constant", ConstantJudge)
    register_judge("constant", ConstantJudge)
    with pytest.raises(ConfigError, match="already registered"):
        register_judge("constant", lambda spec: ConstantJudge(spec))


def test_an_unknown_prefix_is_a_bad_model_spec_naming_the_registered_prefixes() -> None:
    register_judge("constant", ConstantJudge)
    with pytest.raises(
        ConfigError, match=r"unknown model spec .* registered judge prefix \(constant\)"
    ):
        make_judge("kw=keyword:sorted")


def test_a_factory_returning_something_else_is_refused() -> None:
    register_judge("broken", lambda spec: "not a judge")
    with pytest.raises(ConfigError, match="returned str, not a Judge"):
        make_judge("broken:x")


def test_attempts_below_one_are_refused_before_anything_is_built() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        make_judge(SERVER, attempts=0)


def test_a_plugin_that_fails_to_load_is_skipped_with_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / "broken_judge.py").write_text("raise RuntimeError('boom')\n")
    info = tmp_path / "broken_judge-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken-judge\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[vibebench.judges]\nbroken = broken_judge:Judge\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    reload_registry()
    try:
        with caplog.at_level(logging.WARNING, logger=_registry.__name__):
            assert "broken" not in judge_prefixes()
        assert "judge plugin broken failed to load: boom" in caplog.text
    finally:
        monkeypatch.undo()
        reload_registry()

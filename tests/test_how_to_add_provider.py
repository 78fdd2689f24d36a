"""docs/architecture.md, "How to add a model provider": a toy provider package, installed the
way a user's package would be (a distribution with an entry point in the `vibebench.providers`
group), is found by the registry, builds its model from a spec, answers, and runs a benchmark
from the command line."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from vibebench.cli import main
from vibebench.errors import ConfigError
from vibebench.models import ChatMessage, create_model, parse_model_spec, reload_providers
from vibebench.store import RunStore

PLUGIN = '''
"""A toy model provider: `toy/MODEL` answers every conversation with one small function."""

from collections.abc import Sequence

from vibebench.models import (
    ChatMessage,
    ClientConfig,
    GenerationParams,
    Model,
    ModelResponse,
    ProviderInfo,
)


class ToyModel(Model):
    """Answers with a function that returns the model's name; needs no server."""

    def __init__(self, model: str, *, name: str, api_key: str) -> None:
        self.model = model
        self.name = name
        self.api_key = api_key

    async def _complete(
        self, messages: Sequence[ChatMessage], params: GenerationParams, sample_index: int
    ) -> ModelResponse:
        text = f"```python\\ndef toy():\\n    return {self.model!r}\\n```"
        return ModelResponse(text=text, latency_s=0.0, model=self.model, finish_reason="stop")


def make_toy(config: ClientConfig) -> Model:
    return ToyModel(config.model, name=config.name, api_key=config.api_key or "")


PROVIDER = ProviderInfo(name="toy", factory=make_toy, key_variable="TOY_API_KEY")
'''


@pytest.fixture
def installed_provider(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    (tmp_path / "toy_provider.py").write_text(PLUGIN)
    info = tmp_path / "toy_provider-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: toy-provider\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[vibebench.providers]\ntoy = toy_provider:PROVIDER\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("TOY_API_KEY", "toy-key")
    reload_providers()
    yield
    monkeypatch.undo()
    reload_providers()


def test_an_installed_provider_builds_its_model_and_it_answers(installed_provider) -> None:
    spec = parse_model_spec("toy/anything")
    assert (spec.provider, spec.model, spec.api_key_env) == ("toy", "anything", "TOY_API_KEY")
    model = create_model(spec)
    assert type(model).__name__ == "ToyModel"
    assert (model.name, model.api_key) == ("toy/anything", "toy-key")  # type: ignore[attr-defined]
    response = asyncio.run(model.complete([ChatMessage(role="user", content="Write toy().")]))
    assert response.text == "```python\ndef toy():\n    return 'anything'\n```"


def test_the_registry_reads_the_providers_key_variable(installed_provider) -> None:
    with pytest.raises(ConfigError, match="set the environment variable TOY_API_KEY"):
        create_model("toy/anything", environ={})


def test_a_run_stores_a_generation_from_the_installed_provider(
    installed_provider, tmp_path: Path
) -> None:
    store = tmp_path / "runs.sqlite"
    args = ["run", "-m", "toy/anything", "-b", "embedded", "--limit", "1", "-s", "base"]
    result = CliRunner().invoke(main, [*args, "--store", str(store), "--no-report"])
    assert result.exit_code == 0, result.output
    with RunStore.open(store, create=False) as opened:
        (run,) = opened.list_runs()
        (sample,) = list(opened.iter_samples(run.run_id))
    assert sample.key.model == "toy/anything"
    assert sample.final_response == "```python\ndef toy():\n    return 'anything'\n```"


def test_without_the_plugin_the_spec_is_unknown_and_the_forms_are_listed() -> None:
    with pytest.raises(ConfigError, match=r"unknown model spec 'toy/anything'.*ollama/MODEL"):
        parse_model_spec("toy/anything")


def test_with_the_plugin_its_form_is_listed_among_the_accepted(installed_provider) -> None:
    with pytest.raises(ConfigError, match=r"litellm/PROVIDER/MODEL, toy/MODEL"):
        parse_model_spec("gemini/pro")

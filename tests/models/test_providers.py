"""The provider registry: built-ins registered like plugins, in-process registration, errors."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from vibebench.errors import ConfigError
from vibebench.models import (
    ACCEPTED_FORMS,
    CallableModel,
    ChatMessage,
    ClientConfig,
    Model,
    ProviderInfo,
    accepted_forms,
    all_providers,
    create_model,
    get_provider,
    parse_model_spec,
    register_provider,
    reload_providers,
    unregister_provider,
)

BUILT_IN = ("openai", "anthropic", "openai-compatible", "ollama", "vllm", "litellm")


def _echo(messages: Sequence[ChatMessage]) -> str:
    return messages[-1].content


def _make_echo(config: ClientConfig) -> Model:
    return CallableModel(_echo, name=config.name)


@pytest.fixture
def echo_provider() -> Iterator[ProviderInfo]:
    info = register_provider(
        ProviderInfo(
            name="echo",
            factory=_make_echo,
            base_url_variable="ECHO_BASE_URL",
            default_base_url="http://localhost:1/v1",
        )
    )
    yield info
    unregister_provider("echo")


def test_the_built_ins_are_registered_in_the_order_their_forms_are_listed() -> None:
    assert [info.name for info in all_providers()][: len(BUILT_IN)] == list(BUILT_IN)
    assert accepted_forms() == ACCEPTED_FORMS


@pytest.mark.parametrize("info", all_providers(), ids=lambda info: info.name)
def test_every_providers_form_starts_with_its_prefix(info: ProviderInfo) -> None:
    assert info.form.startswith(info.prefix)
    assert get_provider(info.name) is info


def test_a_registered_provider_reads_its_specs_and_builds_its_client(
    echo_provider: ProviderInfo,
) -> None:
    spec = parse_model_spec("echo/some/model")
    assert (spec.provider, spec.model, spec.base_url) == (
        "echo",
        "some/model",
        echo_provider.default_base_url,
    )
    model = create_model(spec, environ={})
    assert isinstance(model, CallableModel)
    assert model.name == "echo/some/model"
    assert "echo/MODEL" in accepted_forms()


def test_a_factory_gets_the_base_url_variable_over_the_default() -> None:
    seen: list[ClientConfig] = []

    def spy(config: ClientConfig) -> Model:
        seen.append(config)
        return _make_echo(config)

    register_provider(
        ProviderInfo(
            name="spy",
            factory=spy,
            base_url_variable="SPY_BASE_URL",
            default_base_url="http://localhost:1/v1",
        )
    )
    try:
        create_model("spy/m", environ={"SPY_BASE_URL": "http://gpu:2/v1"})
    finally:
        unregister_provider("spy")
    (config,) = seen
    assert (config.base_url, config.model, config.name, config.api_key) == (
        "http://gpu:2/v1",
        "m",
        "spy/m",
        None,
    )


def test_a_name_already_registered_is_refused(echo_provider: ProviderInfo) -> None:
    with pytest.raises(ConfigError, match="'openai' is registered twice"):
        register_provider(ProviderInfo(name="openai", factory=_make_echo))
    with pytest.raises(ConfigError, match="'echo' is registered twice"):
        register_provider(echo_provider)


@pytest.mark.parametrize("name", ["", "a/b", "a:b", "label=x", " x"])
def test_a_name_that_could_not_be_told_from_the_model_is_refused(name: str) -> None:
    with pytest.raises(ConfigError, match="bad model provider name"):
        ProviderInfo(name=name, factory=_make_echo)


def test_a_form_must_start_with_the_prefix() -> None:
    with pytest.raises(ConfigError, match="must start with 'x/'"):
        ProviderInfo(name="x", factory=_make_echo, form="y/MODEL")


def test_unregistering_forgets_the_provider() -> None:
    register_provider(ProviderInfo(name="brief", factory=_make_echo))
    unregister_provider("brief")
    with pytest.raises(ConfigError, match="unknown model spec 'brief/m'"):
        parse_model_spec("brief/m")
    with pytest.raises(ConfigError, match="unknown model provider 'brief'"):
        get_provider("brief")


def test_a_broken_plugin_is_skipped_with_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    info = tmp_path / "broken_provider-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken-provider\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(
        "[vibebench.providers]\nmissing = no_such_module:PROVIDER\nwrong = os:sep\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    reload_providers()
    try:
        assert [info.name for info in all_providers()] == list(BUILT_IN)
    finally:
        monkeypatch.undo()
        reload_providers()
    assert "model provider plugin missing failed to load" in caplog.text
    assert "model provider plugin wrong is not a ProviderInfo" in caplog.text

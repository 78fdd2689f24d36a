"""`LABEL=SPEC` model options for the conv2bench and trajectory commands.

A label keeps records readable (`gpt-small` instead of a URL) and is what reference score
files name. A bare spec is its own label, as in `vibebench run`.
"""

from __future__ import annotations

from collections.abc import Sequence

from vibebench.errors import ConfigError
from vibebench.models import Model, RetryPolicy, create_model

__all__ = ["labeled_models", "split_label"]


def split_label(entry: str) -> tuple[str, str]:
    """`LABEL=SPEC` -> (LABEL, SPEC); a bare spec is its own label."""
    label, separator, spec = entry.partition("=")
    if separator and label and "/" not in label and ":" not in label:
        return label, spec
    return entry, entry


def labeled_models(entries: Sequence[str], retry: RetryPolicy | None = None) -> list[Model]:
    """Create one client per entry, named by its label.

    Raises:
        ConfigError: a spec is invalid or its key variable is unset, or two entries share a
            label (records, verdicts and scores are keyed by it, so one would hide the other).
    """
    labels = [split_label(entry)[0] for entry in entries]
    repeated = sorted({label for label in labels if labels.count(label) > 1})
    if repeated:
        raise ConfigError(
            f"model label(s) {', '.join(repeated)} given twice; name each with LABEL=SPEC"
        )
    models = []
    for entry in entries:
        label, spec = split_label(entry)
        model = create_model(spec, retry=retry)
        model.name = label
        models.append(model)
    return models

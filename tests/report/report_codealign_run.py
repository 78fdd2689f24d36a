"""A CodeAlignBench run against the fake model server with scripted answers, for the report.

Two coders answer the plain task with FIRST; asked for a change, `coder` answers EDITED and
`lazy` repeats FIRST. The judge says yes, except that it never answers the check-edge-cases
question in the required form (an error verdict). With the embedded tasks and k=20 every
first solution draws the same 9 applicable entries (see tests/codealign), so the rates below
follow by hand from the catalog's rules:

- coder: cosmetic 4/4 per task, structural 1/3, semantic 1/2 (the edge-case error fails),
  overall 6/9 in both settings;
- lazy: unchanged code never passes a rule entry that applies to it, so it passes only the
  judge-backed concise-variable-names (1 of the 4 cosmetic entries): overall 1/9.
"""

from __future__ import annotations

from pathlib import Path

from codealign_script import scripted_reply
from vibebench.codealign import CodeAlignConfig
from vibebench.models import RetryPolicy
from vibebench.run import RunOptions, run_codealign
from vibebench.testing import FakeServerConfig, fake_openai_server

TASKS = 3
PROBLEMS_PER_TASK = 9


def make_codealign_run(store_path: Path, name: str = "ca",
                       models: tuple[str, ...] = ("coder", "lazy")) -> str:
    """Run both settings for `models` into the store; return the run id."""
    with fake_openai_server(FakeServerConfig(reply=scripted_reply)) as server:
        url = server.base_url
        config = CodeAlignConfig(
            name=name, benchmarks=("embedded",),
            models=tuple(f"{m}=openai-compatible:{url}@{m}" for m in models),
            judge=f"judge=openai-compatible:{url}@judge", k=20, limit=TASKS)
        options = RunOptions(store_path=store_path, show_progress=False,
                             retry=RetryPolicy(max_attempts=1, timeout_s=10))
        return run_codealign(config, options).run_id

"""The rewards package is light: a trainer imports it without the CLI's libraries."""

from __future__ import annotations

import json
import subprocess
import sys

_PROBE = """
import json, sys
import vibebench.rewards
loaded_on_import = sorted({name.split(".")[0] for name in sys.modules} & {"click", "rich"})
vibebench.rewards.vericode_reward(completions=["x = 1"], instructions=[["style_3"]])
loaded_after_use = sorted({name.split(".")[0] for name in sys.modules} & {"click", "rich"})
print(json.dumps([loaded_on_import, loaded_after_use]))
"""


def test_importing_and_using_the_instruction_reward_loads_neither_click_nor_rich() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, check=True, timeout=120
    )
    on_import, after_use = json.loads(done.stdout.strip().splitlines()[-1])
    assert on_import == []
    assert after_use == []

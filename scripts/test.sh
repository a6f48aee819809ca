#!/usr/bin/env bash
# The test command: installs what is missing, builds, and runs the whole test suite.
# Usage: scripts/test.sh [gcc|clang]   (default gcc, or $BITBENCH_COMPILER)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/deps.sh"
build_dir=$("$root/scripts/build.sh" "$@" | tail -n 1)
ctest --test-dir "$build_dir" --output-on-failure

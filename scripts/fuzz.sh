#!/usr/bin/env bash
# Fuzzes one kernel family: every implementation that runs here against the reference, on
# inputs libFuzzer makes. The corpus is kept in build/fuzz/<family> (not committed), so that a
# later run starts where this one stopped.
#   scripts/fuzz.sh FAMILY SECONDS
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

families=$("$root/scripts/families.sh")
usage="usage: scripts/fuzz.sh FAMILY SECONDS (FAMILY one of: $(paste -sd, <<<"$families" | sed 's/,/, /g'))"
[[ $# -eq 2 ]] || { echo "fuzz.sh: $usage" >&2; exit 2; }
family=$1 seconds=$2
grep -qx -- "$family" <<<"$families" || { echo "fuzz.sh: unknown family '$family'; $usage" >&2; exit 2; }
[[ $seconds =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: SECONDS '$seconds' is not a whole number of seconds, 1 or more" >&2; exit 2; }

"$root/scripts/deps.sh" fuzz >/dev/null
build_dir="$root/build/sanitize"
mkdir -p "$build_dir"
# Two families may be fuzzed at once (.ci/run does): they take turns to configure and build.
(
  flock 9
  cmake -S "$root" -B "$build_dir" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Release \
    -DBITBENCH_SANITIZE=ON >/dev/null
  cmake --build "$build_dir" -j2 --target "fuzz_$family" >&2
) 9>"$build_dir/.fuzz-build.lock"
corpus="$root/build/fuzz/$family"
mkdir -p "$corpus"
cd "$corpus"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
"$build_dir/fuzz/fuzz_$family" -max_total_time="$seconds" -print_final_stats=1 \
  -artifact_prefix="$corpus/" "$corpus" >"$log" 2>&1 || status=$?
if [[ $status -ne 0 ]]; then
  cat "$log"
  echo "fuzz.sh: $family: the fuzzer found a disagreement (above; its input is saved in $corpus/crash-*)" >&2
  exit 1
fi
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
echo "fuzz.sh: $family: $executions executions in $seconds s, $coverage edges, corpus of $(ls "$corpus" | wc -l) inputs in build/fuzz/$family, no disagreement"

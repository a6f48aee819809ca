#!/usr/bin/env bash
# Runs the planted-fault fuzzer (fuzz/planted_fault.cpp) for at most two minutes and expects it
# to find the one wrong board: an abort with the mismatch drawn.
set -uo pipefail
fuzzer=$1
corpus=$(mktemp -d)
trap 'rm -rf "$corpus" crash-* 2>/dev/null' EXIT
cd "$corpus"
output=$("$fuzzer" -max_total_time=120 -seed=1 -print_final_stats=1 "$corpus" 2>&1)
status=$?
if [[ $status -ne 0 ]] && grep -q "MISMATCH transform/planted_transpose n:8 op:transpose" <<<"$output"; then
  grep -E "^MISMATCH|^stat::number_of_executed_units|reproduce:" <<<"$output" | head -3
  echo "planted fault found"
  exit 0
fi
echo "FAIL: the fuzzer did not find the planted fault (exit $status)"
tail -5 <<<"$output"
exit 1

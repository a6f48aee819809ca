#!/usr/bin/env bash
# results/ stays small, so that a clone does not pay for every figure ever drawn: every run folder
# at most 4 MB with its JSON (a full sweep of 4,395 results holds 1.7 MB of Google Benchmark's
# JSON, by xz, and a 0.9 MB summary; `sweep.sh --count-instructions` adds instructions.json),
# results/ at most 30 MB, and no run folder holding a figure but its headline ones
# (<family>_winners.png); every other figure is drawn on demand from the JSON
# (scripts/plot.py RUN_DIR --out DIR).
#   tests/results_budget_test.sh RESULTS_DIR
set -uo pipefail
results=$1
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

run_folder_limit=$((4 * 1024 * 1024))
results_limit=$((30 * 1024 * 1024))
kept='^(bench\.json\.(xz|gz)|command\.txt|verify\.txt|instructions\.json|summary\.json|summary\.md|[a-z_]+_winners\.png)$'

runs=0
while IFS= read -r bench; do
  folder=$(dirname "$bench")
  runs=$((runs + 1))
  bytes=$(du -sb "$folder" | cut -f1)
  [[ $bytes -le $run_folder_limit ]] || fail "$folder holds $bytes bytes, over the 4 MB of a run folder"
  for file in "$folder"/*; do
    name=$(basename "$file")
    [[ $name =~ $kept ]] ||
      fail "$folder holds $name: a run folder keeps its JSON, command, verify log, instruction counts, summary and headline figures"
  done
done < <(find "$results" -name 'bench.json*' -not -path '*/.*')
total=$(du -sb "$results" | cut -f1)
[[ $total -le $results_limit ]] || fail "$results holds $total bytes, over its 30 MB"
[[ $runs -gt 0 ]] || fail "$results holds no run"

echo "results budget: $runs run folders, $total bytes in all; $failures failed"
[[ $failures -eq 0 ]]

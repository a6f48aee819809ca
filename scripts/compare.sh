#!/usr/bin/env bash
# Compares two runs, B against A, with scripts/compare_runs.py: its per-family summary and ratio
# table compare.md, its figures compare.png and compare_<family>.png, and Google Benchmark's
# compare.py report with its U test (from Debian's libbenchmark-tools), run once per family, in
# compare.txt; all in --out (default: the current folder).
#   scripts/compare.sh RUN_A RUN_B [--filter REGEX] [--out DIR]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

fail() {
  echo "compare.sh: $*" >&2
  exit 2
}

runs=()
filter=""
out_dir=.
while [[ $# -gt 0 ]]; do
  case $1 in
    --filter) [[ $# -ge 2 ]] || fail "--filter needs a regular expression"; filter=$2; shift 2 ;;
    --out) [[ $# -ge 2 ]] || fail "--out needs a folder"; out_dir=$2; shift 2 ;;
    -h | --help) sed -n '2,6s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; exit 0 ;;
    -*) fail "unknown option '$1'; valid options: --filter, --out, --help" ;;
    *) runs+=("$1"); shift ;;
  esac
done
[[ ${#runs[@]} -eq 2 ]] || fail "needs two run folders, RUN_A and RUN_B (got ${#runs[@]})"
for run in "${runs[@]}"; do
  [[ -f $run/bench.json || -f $run/bench.json.xz || -f $run/bench.json.gz ]] ||
    fail "$run: no bench.json, bench.json.xz or bench.json.gz (a run folder is results/<cpu>/<run-id>/)"
done
if [[ -e $out_dir && ! -d $out_dir ]]; then fail "--out $out_dir is a file, not a folder"; fi

"$root/scripts/deps.sh" compare
source "$root/scripts/python.sh"
# compare_runs.py checks both runs and writes nothing when either is malformed.
"$BITBENCH_PYTHON" "$root/scripts/compare_runs.py" "${runs[0]}" "${runs[1]}" --filter "$filter" --out "$out_dir" \
  --google-compare /usr/share/benchmark/compare.py

#!/usr/bin/env bash
# scripts/plot.py on a small real run (it must write PNGs) and on malformed input (exit 2,
# nothing written).
set -euo pipefail
bitbench=$1
scripts=$2
source "$scripts/python.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

run="$work/run"
mkdir -p "$run"
"$bitbench" bench --family flip --dist playout -- --benchmark_filter='reference|null|scalar_loop' \
  --benchmark_min_time=0.001 --benchmark_repetitions=2 \
  --benchmark_out="$run/bench.json" --benchmark_out_format=json >/dev/null
"$BITBENCH_PYTHON" "$scripts/plot.py" "$run"
ls "$run"/*.png >/dev/null

expect_rejected() {
  local what=$1 status=0
  "$BITBENCH_PYTHON" "$scripts/plot.py" "$2" 2>"$work/err" || status=$?
  if [[ $status -ne 2 ]] || [[ ! -s "$work/err" ]] || compgen -G "$2/*.png" >/dev/null; then
    echo "FAIL: plot.py on $what exited $status"; cat "$work/err"; exit 1
  fi
  echo "ok: $what rejected: $(head -1 "$work/err")"
}
mkdir -p "$work/truncated" "$work/not-benchmark" "$work/empty"
head -c 200 "$run/bench.json" >"$work/truncated/bench.json"
echo '{"context": {}, "runs": []}' >"$work/not-benchmark/bench.json"
expect_rejected "a truncated JSON" "$work/truncated"
expect_rejected "JSON without benchmarks" "$work/not-benchmark"
expect_rejected "a folder without bench.json" "$work/empty"
expect_rejected "a missing folder" "$work/nowhere"
# A committed run is redrawn only when asked: elsewhere with --out, in place with --in-place.
git -C "$work" init -q committed && mkdir -p "$work/committed/run" && cp "$run/bench.json" "$work/committed/run/"
git -C "$work/committed" add run/bench.json
expect_rejected "a committed run without --out or --in-place" "$work/committed/run"
"$BITBENCH_PYTHON" "$scripts/plot.py" "$work/committed/run" --out "$work/elsewhere" >/dev/null
ls "$work/elsewhere/run"/*.png >/dev/null
"$BITBENCH_PYTHON" "$scripts/plot.py" "$work/committed/run" --in-place >/dev/null
ls "$work/committed/run"/*.png >/dev/null
echo "ok: a committed run is drawn elsewhere with --out and in place with --in-place"
echo "plot.py: all checks passed"

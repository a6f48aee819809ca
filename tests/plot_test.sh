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
ls "$run"/flip_{ns_per_op,speedup,sizes,speedup_by_size,heatmap}.png >/dev/null
# What the figures say, read from their SVG text: every bar's value is its result's median, and
# the winners chart names the fastest non-null kernel of each size and mode with its median and
# interval, all as scripts/stats.py computes them. The context's families are a JSON object.
"$BITBENCH_PYTHON" "$scripts/plot.py" "$run" --out "$work/svg" --format svg >/dev/null
"$BITBENCH_PYTHON" - "$scripts" "$run" "$work/svg/run" <<'CHECK'
import html, json, re, sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import plot, stats
from bench_json import load_run
run, figures = load_run(sys.argv[2]), Path(sys.argv[3])
assert isinstance(json.load(open(Path(sys.argv[2]) / "bench.json"))["context"]["families"], dict), \
    "bitbench bench --benchmark_out: the context's families are not a JSON object"


def texts(figure):
    return [html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", (figures / figure).read_text())]


bar_texts = {text.removesuffix(" fails a sanity check") for text in texts("flip_ns_per_op.svg")}
missing = [str(m.name) for m in run.measurements
           if m.matches(n="8", dist="playout") and plot.format_ns(m.median_ns) not in bar_texts]
assert not missing, f"flip_ns_per_op.svg has no bar with the median of {missing}"
winner_texts = texts("flip_winners.svg")
for size in sorted({m.name.param("n") for m in run.measurements}, key=int):
    for mode in ("throughput", "latency"):
        estimates = {m.name.impl: m.estimate for m in run.measurements
                     if m.matches(n=size, dist="playout", mode=mode) and m.name.impl != "null"}
        name, e, _ = stats.winner(estimates)
        line = f"{name}  {plot.format_ns(e.median)} [{plot.format_ns(e.low)}, {plot.format_ns(e.high)}]"
        assert any(text.startswith(line) for text in winner_texts), f"flip_winners.svg lacks n:{size} {mode}: {line}"
print("ok: the figures' bars and winners are the run's medians and fastest kernels")
CHECK

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
# A run kept gzipped (as sweep.sh kept it) or by xz (as it keeps it now) is drawn and compared
# as the plain one is, and a truncated one is rejected.
for packer in gzip xz; do
  extension=${packer/gzip/gz}
  mkdir -p "$work/$packer" "$work/bad-$packer"
  "$packer" -9c "$run/bench.json" >"$work/$packer/bench.json.$extension"
  "$BITBENCH_PYTHON" "$scripts/plot.py" "$work/$packer" >/dev/null
  ls "$work/$packer"/flip_ns_per_op.png >/dev/null
  "$BITBENCH_PYTHON" "$scripts/compare_runs.py" "$run" "$work/$packer" \
    --out "$work/compared-$packer" >/dev/null
  grep -q '^| `flip/reference/' "$work/compared-$packer/compare.md"
  echo "ok: a $packer run is drawn and compared"
  head -c 300 "$work/$packer/bench.json.$extension" >"$work/bad-$packer/bench.json.$extension"
  expect_rejected "a truncated $packer file" "$work/bad-$packer"
done
# Two families compared: a summary row and a figure each in compare.md, and, when Google
# Benchmark's compare.py is installed (scripts/deps.sh compare), a section each in compare.txt.
mkdir -p "$work/moves" "$work/two-families"
"$bitbench" bench --family moves -- --benchmark_filter='reference|null' --benchmark_min_time=0.001 \
  --benchmark_repetitions=2 --benchmark_out="$work/moves/bench.json" --benchmark_out_format=json >/dev/null
"$BITBENCH_PYTHON" - "$run/bench.json" "$work/moves/bench.json" "$work/two-families/bench.json" <<'EOF'
import json, sys
flip, moves = (json.load(open(path)) for path in sys.argv[1:3])
flip["benchmarks"] += moves["benchmarks"]
json.dump(flip, open(sys.argv[3], "w"))
EOF
google_compare=/usr/share/benchmark/compare.py
with_google=()
if [[ -f $google_compare ]]; then with_google=(--google-compare "$google_compare"); fi
compared="$work/compared-two"
"$BITBENCH_PYTHON" "$scripts/compare_runs.py" "$work/two-families" "$work/two-families" --out "$compared" \
  "${with_google[@]}" >/dev/null
for family in flip moves; do
  if [[ ! -s $compared/compare_$family.png ]] || ! grep -q "^| \[$family\](#$family) | " "$compared/compare.md" ||
    { [[ -f $google_compare ]] && ! grep -q "^==== $family: " "$compared/compare.txt"; }; then
    echo "FAIL: compare_runs.py on two families: no figure, summary row or compare.py section for $family"
    ls -A "$compared"; exit 1
  fi
done
echo "ok: two families compared: a summary row and a figure each$([[ -f $google_compare ]] && echo ", a compare.py section each")"
# Bad input: exit status 2 (1 when compare.py fails), one line on stderr, and the files of the
# comparison already in --out left as they were.
expect_compare_kept() {
  local what=$1 want=$2 status=0 before
  shift 2
  before=$(cd "$compared" && ls -A && md5sum -- *)
  "$BITBENCH_PYTHON" "$scripts/compare_runs.py" "$@" --out "$compared" >/dev/null 2>"$work/err" || status=$?
  if [[ $status -ne $want ]] || [[ $(wc -l <"$work/err") -ne 1 ]] ||
    [[ $(cd "$compared" && ls -A && md5sum -- *) != "$before" ]]; then
    echo "FAIL: compare_runs.py on $what exited $status (want $want) or changed $compared"; cat "$work/err"; exit 1
  fi
  echo "ok: compare_runs.py on $what kept the earlier comparison: $(cat "$work/err")"
}
expect_compare_kept "a truncated gzip" 2 "$work/two-families" "$work/bad-gzip"
expect_compare_kept "a missing folder" 2 "$work/nowhere" "$work/two-families"
expect_compare_kept "a bad --filter" 2 "$work/two-families" "$work/two-families" --filter '('
expect_compare_kept "runs with nothing in common" 2 "$run" "$work/moves"
expect_compare_kept "a compare.py that fails" 1 "$run" "$work/two-families" --google-compare "$work/nowhere.py"
# A committed run is redrawn only when asked: elsewhere with --out, in place with --in-place.
git -C "$work" init -q committed && mkdir -p "$work/committed/run" && cp "$run/bench.json" "$work/committed/run/"
git -C "$work/committed" add run/bench.json
expect_rejected "a committed run without --out or --in-place" "$work/committed/run"
"$BITBENCH_PYTHON" "$scripts/plot.py" "$work/committed/run" --out "$work/elsewhere" >/dev/null
ls "$work/elsewhere/run"/*.png >/dev/null
"$BITBENCH_PYTHON" "$scripts/plot.py" "$work/committed/run" --in-place >/dev/null
ls "$work/committed/run"/*.png >/dev/null
echo "ok: a committed run is drawn elsewhere with --out and in place with --in-place"
# A results folder: the older of two runs that measured the same is superseded and archived,
# and --cpus draws the current runs of every CPU side by side.
mkdir -p "$work/results/cpu-a"
cp -r "$run" "$work/results/cpu-a/run-1" && cp -r "$run" "$work/results/cpu-a/run-2"
gzip -9 "$work/results/cpu-a/run-1/bench.json"
"$BITBENCH_PYTHON" "$scripts/index_results.py" "$work/results" --archive >/dev/null
if [[ -d $work/results/cpu-a/archive/run-1 && -d $work/results/cpu-a/run-2 ]] &&
  grep -q '| cpu-a | \[run-2\].* | \*\*current\*\* |' "$work/results/README.md"; then
  echo "ok: index_results.py --archive moves the superseded run aside and marks the current one"
else
  echo "FAIL: index_results.py --archive:"; find "$work/results"; cat "$work/results/README.md"; exit 1
fi
"$BITBENCH_PYTHON" "$scripts/plot.py" --cpus "$work/results" >/dev/null
ls "$work/results/cpus/flip_cpus.png" >/dev/null
echo "ok: plot.py --cpus draws the current runs side by side"
echo '{"benchmarks": [' >"$work/results/cpu-a/run-2/bench.json"
status=0
"$BITBENCH_PYTHON" "$scripts/index_results.py" "$work/results" 2>"$work/err" >/dev/null || status=$?
[[ $status -eq 2 ]] && grep -q "run-2/bench.json: not valid JSON" "$work/err" && grep -q current "$work/results/README.md" ||
  { echo "FAIL: index_results.py on a malformed run exited $status"; cat "$work/err"; exit 1; }
echo "ok: index_results.py rejects a malformed run and keeps its README.md"
echo "plot.py: all checks passed"

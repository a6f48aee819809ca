#!/usr/bin/env bash
# scripts/summarize.py on runs made up to hold what it must catch: a latency chain broken so that
# its calls are independent (faster than the null kernel and than its own throughput loop), a
# kernel faster than the null kernel of its own tier, one
# slow repetition (which must not make a result unstable), three stray ones (which must), kernels
# 10% and 1% apart (told apart, and not), and rows with and without the median batch's figure.
#   tests/summarize_test.sh SCRIPTS_DIR
set -uo pipefail
scripts=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# Writes a bitbench JSON of the flip family at n:8 to $1: the null kernel, the reference, a kernel
# `sound`, a kernel `chain` whose latency per call is $2 ns, a kernel `near` 1% slower than sound,
# and an avx2 tier with a null kernel of its own, twice as fast as the family's, and a kernel
# `avx2_wide` whose throughput per call is $3 ns.
make_run() {
  python3 - "$@" <<'MAKE'
import json, sys
path, chain_latency, wide_throughput = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
times = {  # (kernel, mode): ns per call, the same in each of 9 repetitions but for small jitter
    ("null", "throughput"): 1.0, ("null", "latency"): 2.0,
    ("reference", "throughput"): 30.0, ("reference", "latency"): 40.0,
    ("sound", "throughput"): 3.0, ("sound", "latency"): 6.0,
    ("near", "throughput"): 3.03, ("near", "latency"): 6.06,
    ("chain", "throughput"): 3.3, ("chain", "latency"): chain_latency,
    ("avx2_null", "throughput"): 0.5, ("avx2_null", "latency"): 1.0,
    ("avx2_wide", "throughput"): wide_throughput, ("avx2_wide", "latency"): wide_throughput + 1.0,
}
rows = []
for (kernel, mode), ns in times.items():
    name = f"flip/{kernel}/n:8/dist:playout/mode:{mode}"
    values = [ns * (1 + 0.001 * i) for i in range(9)]
    if kernel == "sound":
        values[4] = ns * 1.5  # one slow repetition
    if kernel == "reference" and mode == "latency":
        values[0:3] = [ns * 1.4, ns * 0.7, ns * 1.3]  # a third of them stray
    for i, value in enumerate(values):
        row = {"name": name, "run_name": name, "run_type": "iteration", "repetition_index": i,
               "items_per_second": 1e9 / value, "process": 1 + i // 3}
        if kernel == "sound":  # its figure is its median batch's; the mean over batches is 5% slower
            row.update(items_per_second=1e9 / (value * 1.05), median_batch_ns=value)
        rows.append(row)
families = {"flip": {"default_size": 8, "default_dist": "playout", "reference": "reference",
                     "null": "null", "nulls": ["null", "avx2_null"], "unit": "flip"}}
processes = [{"clock_ghz": 4.0}, {"clock_ghz": 4.0}, {"clock_ghz": 4.0}]
json.dump({"context": {"families": families, "processes": processes}, "benchmarks": rows}, open(path, "w"))
MAKE
}

check() {  # check DESCRIPTION PYTHON_CONDITION_ON_summary
  if python3 -c "import json, sys; summary = json.load(open(sys.argv[1])); assert $2" "$work/summary.json"; then
    echo "ok: $1"
  else
    echo "FAIL: $1"; failures=$((failures + 1))
  fi
}

make_run "$work/broken.json" 0.5 0.3
"$scripts/summarize.py" "$work/broken.json" --out "$work/summary.json" >"$work/out" 2>&1
status=$?
if [[ $status -eq 1 ]] && grep -q "SANITY VIOLATION: faster_than_null: flip/chain/n:8/dist:playout/mode:latency" "$work/out" &&
  grep -q "SANITY VIOLATION: latency_below_throughput: flip/chain/" "$work/out"; then
  echo "ok: a broken latency chain fails both sanity checks, exit status 1"
else
  echo "FAIL: a broken chain (status $status):"; cat "$work/out"; failures=$((failures + 1))
fi
check "only the broken chain and the kernel faster than its tier's null are flagged, and summary.md lists them" \
  '{(v["name"], v["against"]) for v in summary["violations"] if v["check"] == "faster_than_null"} == {
    ("flip/chain/n:8/dist:playout/mode:latency", "flip/null/n:8/dist:playout/mode:latency"),
    ("flip/avx2_wide/n:8/dist:playout/mode:throughput", "flip/avx2_null/n:8/dist:playout/mode:throughput")}'
grep -q "| faster_than_null | \`flip/chain/" "$work/summary.md" || { echo "FAIL: summary.md lacks the violation"; failures=$((failures + 1)); }

# A chain at 0.7 of its throughput loop (the two loops' own code differs), and a kernel faster
# than the family's null kernel but not than its tier's, are no violation.
make_run "$work/sound.json" 2.3 0.8
if "$scripts/summarize.py" "$work/sound.json" --out "$work/summary.json" >"$work/out" 2>&1; then
  echo "ok: a chain not much faster than its loop, a kernel above its tier's null: no sanity check fails"
else
  echo "FAIL: a sound run fails:"; cat "$work/out"; failures=$((failures + 1))
fi
result='{r["name"]: r for r in summary["results"]}'
check "one slow repetition of nine leaves a result stable, its median unmoved, from the median batches" \
  "not ($result)['flip/sound/n:8/dist:playout/mode:throughput']['unstable'] and abs(($result)['flip/sound/n:8/dist:playout/mode:throughput']['median_ns'] - 3.015) < 0.001"
check "three stray repetitions of nine make a result unstable" \
  "($result)['flip/reference/n:8/dist:playout/mode:latency']['unstable']"
check "cycles are ns times the clock of each repetition's process" \
  "abs(($result)['flip/sound/n:8/dist:playout/mode:throughput']['cycles'] - 4 * 3.015) < 0.01"
group='[g for g in summary["groups"] if g["mode"] == "throughput"][0]'
check "kernels 10% apart are told apart, 1% apart are not" \
  "($group)['order'] == ['avx2_null', 'avx2_wide', 'null', 'sound', 'near', 'chain', 'reference'] and ($group)['faster_than_next'] == [True, True, True, False, True, True]"

echo '{"benchmarks": [' >"$work/bad.json"
rm -f "$work/summary.json"
if "$scripts/summarize.py" "$work/bad.json" --out "$work/summary.json" 2>"$work/err"; then status=0; else status=$?; fi
if [[ $status -eq 2 && $(wc -l <"$work/err") -eq 1 && ! -e $work/summary.json ]]; then
  echo "ok: malformed JSON: one line, exit 2, nothing written"
else
  echo "FAIL: malformed JSON: status $status, $(cat "$work/err")"; failures=$((failures + 1))
fi

# A committed run names a kernel as it was then: it is read under its new name (README's renames).
if python3 -c "import sys; sys.path.insert(0, sys.argv[1]); import bench_json
name = bench_json.parse_benchmark_name('moves/gfni_koggestone/n:8/dist:playout/mode:latency')
assert name.impl == 'vbmi_koggestone' and str(name) == 'moves/vbmi_koggestone/n:8/dist:playout/mode:latency'" "$scripts"; then
  echo "ok: a renamed kernel is read under its new name"
else
  echo "FAIL: a renamed kernel keeps its old name"; failures=$((failures + 1))
fi
# Shogi was size 9 of attacks: its kernels, reference and null are read as the shogi family's.
if python3 -c "import sys; sys.path.insert(0, sys.argv[1]); import bench_json
for old, new in [('attacks/bmi2_shogi_pext/n:9', 'shogi/bmi2_pext/n:9'),
                 ('attacks/reference/n:9', 'shogi/reference/n:9'),
                 ('attacks/reference/n:8', 'attacks/reference/n:8')]:
    name = bench_json.parse_benchmark_name(old + '/piece:rook/dist:density25/mode:latency')
    assert str(name) == new + '/piece:rook/dist:density25/mode:latency', str(name)" "$scripts"; then
  echo "ok: the shogi kernels of attacks are read as the shogi family's"
else
  echo "FAIL: the shogi kernels of attacks keep their old family"; failures=$((failures + 1))
fi

echo "summarize: $failures failed"
[[ $failures -eq 0 ]]

#!/usr/bin/env bash
# Bad input to the command line and the scripts: exit status 2 and a one-line message saying
# what is wrong and what is valid. Also the skip path, perft's progress, and interrupted runs.
#   tests/cli_test.sh BITBENCH SCRIPTS_DIR [emulated]
set -uo pipefail
bitbench=$1
scripts=$2
emulated=${3:-}
failures=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# expect STATUS PATTERN COMMAND...: runs COMMAND, checks its exit status and that its output
# matches the extended regular expression PATTERN.
expect() {
  local status=$1 pattern=$2
  shift 2
  local output actual
  output=$("$@" 2>&1)
  actual=$?
  if [[ $actual -ne $status ]] || ! grep -Eq -- "$pattern" <<<"$output"; then
    echo "FAIL: $* -> exit $actual (want $status), output:"
    echo "$output" | head -5
    failures=$((failures + 1))
  else
    echo "ok: $*"
  fi
}

# The command line.
expect 2 "a command is required; valid commands: list, verify, bench, perft, sweep" "$bitbench"
expect 2 "unknown command 'frob'; valid commands: list, verify, bench, perft, sweep" "$bitbench" frob
expect 0 "^bitbench [0-9a-f]{12}.*, built by (GNU|Clang) [0-9]" "$bitbench" --version
expect 2 "not expected: --bogus; valid options: .*--family" "$bitbench" verify --bogus
expect 2 "only bench takes Google Benchmark flags after --" "$bitbench" verify -- --benchmark_filter=x

# Families, implementations and sizes.
expect 2 "unknown family 'chess'; valid families: flip, last_flip, moves, perft, attacks, shogi, bits, masks, transform" "$bitbench" verify --family chess
expect 2 "unknown implementation 'nope'; valid implementations: reference, .*null" "$bitbench" verify --impl nope
expect 2 "unsupported size 9; valid sizes for this selection: 4, 6, 8, 10, 12, 14, 16" "$bitbench" verify --family flip --size 9
expect 2 "unsupported size 9; valid sizes for this selection: 8, 10, 12, 16" "$bitbench" verify --family attacks --size 9 8
expect 2 "unsupported size 7; valid sizes for this selection: 3, 4, 5, 8, 10, 16, 32, 50, 64, 100, 128" "$bitbench" verify --family transform --size 7
expect 2 "Could not convert: --size = eight" "$bitbench" verify --size eight
expect 0 "^flip  \(default size 8" "$bitbench" list --family flip
expect 2 "unknown family 'nope'; valid families: flip" "$bitbench" list --family nope

# Numbers: whole numbers in range, said as a range.
expect 2 "--count: 4294967296 is out of range: 1 to 10000000" "$bitbench" verify --family flip --count 4294967296
expect 2 "--count: 0 is out of range: 1 to 10000000" "$bitbench" verify --count 0
expect 2 "--count: '-5' is not a whole number from 1 to 10000000" "$bitbench" verify --count -5
expect 2 "--seed: 99999999999999999999999 is out of range: 0 to 18446744073709551615" "$bitbench" verify --seed 99999999999999999999999
expect 2 "--seed: '-1' is not a whole number from 0 to 18446744073709551615" "$bitbench" verify --seed -1
expect 2 "--depth: 30 is out of range: 0 to 20" "$bitbench" perft --size 8 --depth 30
expect 2 "--depth is required" "$bitbench" perft --size 8

# verify --input: each fault named.
expect 2 "--input needs --family and --impl" "$bitbench" verify --input 0x1,0x2,3
expect 2 "--input takes one --size" "$bitbench" verify --family flip --impl scalar_loop --size 6 8 --input 0x1,0x2,3
expect 2 "for flip n:8: 3 comma-separated fields expected, found 2" "$bitbench" verify --family flip --impl scalar_loop --input 1,2
expect 2 "for flip n:8: OWN 'zz': not a number \(decimal, or hexadecimal after 0x\)" "$bitbench" verify --family flip --impl scalar_loop --input zz,0,1
expect 2 "for flip n:8: SQ 64 is out of range: 0 to 63" "$bitbench" verify --family flip --impl scalar_loop --input 0,0,64
expect 2 "for flip n:8: OWN and OPP share squares" "$bitbench" verify --family flip --impl scalar_loop --input 0x10,0x10,3
expect 2 "for flip n:8: SQ 0 is not empty" "$bitbench" verify --family flip --impl scalar_loop --input 0x1,0x2,0
expect 2 "for flip n:4: OWN 0x0000000000010000 has bits off the board" "$bitbench" verify --family flip --impl scalar_loop --size 4 --input 0x10000,0,1
expect 2 "for transform n:8: unknown op 'spin', valid: mirror, flip" "$bitbench" verify --family transform --impl scalar_dc --size 8 --input spin,padded,0x1
expect 2 "for transform n:8: unknown layout 'dense', valid: padded" "$bitbench" verify --family transform --impl scalar_8x8 --size 8 --input transpose,dense,0x1
expect 2 "for shogi n:9: unknown piece 'queen', valid: rook, bishop, lance_black, lance_white" "$bitbench" verify --family shogi --impl scalar_magic --input queen,0x1,3
expect 2 "for masks n:64: PATTERN 0x00000000000000ff has bits off the board" "$bitbench" verify --family masks --impl scalar_loop --size 64 --input 0xff,3
expect 2 "for perft n:8: DEPTH 17 is out of range: 0 to 16" "$bitbench" verify --family perft --impl scalar_loop__scalar_koggestone --input 17
expect 0 "ok, 1 cases" "$bitbench" verify --family flip --impl scalar_loop --input 0x0000000810000000,0x0000001008000000,19

# bench, and Google Benchmark's flags after --.
expect 2 "family transform has no latency mode; its modes: throughput" "$bitbench" bench --family transform --mode latency
expect 2 "unknown distribution 'uniform' for family flip; valid distributions: playout" "$bitbench" bench --dist uniform
expect 2 "mode.*throughput" "$bitbench" bench --mode fastest
expect 0 "flip/null/n:8/dist:playout/mode:throughput" "$bitbench" bench --family flip --impl null --size 8 -- --benchmark_filter=null --benchmark_min_time=0.001
expect 2 "unknown Google Benchmark flag '--foo'; its flags: --benchmark_list_tests" "$bitbench" bench --family flip --impl null --size 8 -- --foo
expect 2 "bad value in the Google Benchmark flag '--benchmark_min_time=abc'" "$bitbench" bench --family flip --impl null --size 8 -- --benchmark_min_time=abc
expect 2 "no benchmark was run: the --benchmark_filter matches none" "$bitbench" bench --family flip --impl null --size 8 -- --benchmark_filter=nomatch

# perft: sizes, names, and a line per ply.
expect 2 "perft has no board of size 9; valid sizes: 4, 6, 8, 10, 12, 14, 16" "$bitbench" perft --size 9 --depth 3
expect 2 "unknown flip implementation 'nosuch'; valid: reference, scalar_loop" "$bitbench" perft --flip nosuch --depth 2
expect 2 "no perft pair of flip/scalar_loop and moves/reference at n:8; the pairs there: reference__reference" "$bitbench" perft --flip scalar_loop --moves reference --depth 2
expect 0 "depth  3:                   56 leaves" "$bitbench" perft --size 8 --depth 3
expect 0 "depth 10:             24571284 leaves" "$bitbench" perft --depth 10 --convention a124004
expect 0 "depth  9:              3005320 leaves" "$bitbench" perft --depth 9 --convention pass_not_ply
expect 2 "--convention: bogus not in \{edax,a124004,pass_not_ply\}" "$bitbench" perft --depth 3 --convention bogus
expect 2 "unknown convention 'bogus'; valid conventions: edax, a124004, pass_not_ply" "$bitbench" verify --family perft --impl scalar_loop__scalar_koggestone --input 3,bogus

# sweep: where results go.
expect 2 "cannot write results in /proc/nope" "$bitbench" sweep --out /proc/nope --family flip --impl null --quick
touch "$work/a-file"
expect 2 "--out $work/a-file is a file, not a folder" "$bitbench" sweep --out "$work/a-file" --family flip --impl null --quick

# The skip path: an implementation masked off by BITBENCH_ISA is reported, never dropped.
expect 2 "BITBENCH_ISA=sse9 is not an ISA tier; valid values: scalar" env BITBENCH_ISA=sse9 "$bitbench" list
# Only where the build has kernels that need features (the x86 tiers).
if "$bitbench" list --family flip | grep -q lzcnt_bitscan; then
  expect 0 "SKIPPED.*masked off by BITBENCH_ISA=scalar" env BITBENCH_ISA=scalar "$bitbench" list
  expect 0 "lzcnt_bitscan n:8: SKIPPED, needs .*masked off by BITBENCH_ISA=scalar" env BITBENCH_ISA=scalar "$bitbench" verify --impl lzcnt_bitscan
fi
# bitbench list shows the tables each kernel reads, per board size.
expect 0 "scalar_hq .*\[tables: 3584 bytes at n:8, [0-9]+ bytes at n:10" "$bitbench" list --family attacks

# The scripts refuse bad options before installing or building anything.
expect 2 "unknown family 'nosuch'; valid families: attacks, bits, flip" "$scripts/sweep.sh" --family nosuch
expect 2 "unknown implementation 'nope'; valid implementations: " "$scripts/sweep.sh" --impl nope
expect 2 "unknown option '--bogus'" "$scripts/sweep.sh" --size 8 10 12 16 --bogus
expect 2 "--size needs one or more board sizes" "$scripts/sweep.sh" --size
expect 2 "unknown compiler 'icc'; valid compilers: gcc, clang" "$scripts/sweep.sh" --compiler icc
expect 2 "unknown family 'nosuch'; usage: scripts/fuzz.sh FAMILY SECONDS" "$scripts/fuzz.sh" nosuch 10
expect 2 "SECONDS 'ten' is not a whole number of seconds" "$scripts/fuzz.sh" flip ten
expect 2 "unknown option '--fast'; valid options: gcc, clang, --sanitize" "$scripts/test.sh" --fast

# Ctrl-C: perft says what it finished; an interrupted sweep leaves no run folder behind.
# interrupted WHAT PATTERN COMMAND...: starts COMMAND, sends it Ctrl-C once its output has a
# line matching PATTERN (it is under way), and checks that it exits with 130.
interrupted() {
  local what=$1 pattern=$2
  shift 2
  "$@" >"$work/out" 2>&1 &
  local pid=$!
  local tenths=0
  until grep -Eq -- "$pattern" "$work/out" || ((tenths++ >= 600)); do sleep 0.1; done
  kill -INT "$pid"
  wait "$pid"
  local status=$?
  if [[ $status -ne 130 ]]; then
    echo "FAIL: $what: exit $status after Ctrl-C (want 130)"; failures=$((failures + 1)); return 1
  fi
  echo "ok: $what: exit 130 after Ctrl-C"
}
interrupted "perft" "^depth +1:" "$bitbench" perft --size 8 --depth 13
grep -q "interrupted; the plies above are complete" "$work/out" || { echo "FAIL: perft said nothing on Ctrl-C"; failures=$((failures + 1)); }
mkdir -p "$work/results"
interrupted "sweep" "^masks/" "$bitbench" sweep --out "$work/results" --family masks --quick
if [[ -n $(find "$work/results" -mindepth 2) ]]; then
  echo "FAIL: an interrupted sweep left: $(find "$work/results" -mindepth 2)"; failures=$((failures + 1))
else
  echo "ok: an interrupted sweep left no run folder"
fi

# compare.sh: two run folders, each with a well-formed bench.json.
expect 2 "needs two run folders, RUN_A and RUN_B \(got 1\)" "$scripts/compare.sh" "$work"
expect 2 "unknown option '--bogus'" "$scripts/compare.sh" --bogus
mkdir -p "$work/bad-run"
echo '{"benchmarks": [' >"$work/bad-run/bench.json"
expect 2 "bench.json: not valid JSON" "$scripts/compare.sh" "$work/bad-run" "$work/bad-run" --out "$work/compared"
[[ ! -e $work/compared/compare.md ]] || { echo "FAIL: compare.sh wrote a table for malformed runs"; failures=$((failures + 1)); }

# A sweep times in three processes, each saying where it is pinned and counting its repetitions
# up to all of them, and writes each process's machine state and clock into the run's context
# (as JSON objects); scripts/summarize.py then writes the run's summary. Not under qemu-user 7.2:
# the child of a fork in a dynamically linked aarch64 program spins forever there, before
# running any of bitbench's code (a four-line fork-and-exit program does the same).
if [[ $emulated == emulated ]]; then
  echo "skipped under the emulator: a sweep's timing processes (fork hangs in qemu-user)"
  echo "$failures failed"
  exit $((failures > 0))
fi
"$bitbench" sweep --out "$work/small" --family flip --impl null --size 8 --quick >"$work/out" 2>&1
sweep_json=$(find "$work/small" -name bench.json | head -1)
if grep -Eq "^process 1 of 3: pinned to CPU [0-9]+" "$work/out" &&
  grep -Eq "^process 3 of 3: pinned to CPU [0-9]+" "$work/out" &&
  grep -Eq "^\[[0-9]+/[0-9]+, [0-9hms]+ in, about [0-9hms]+ left\] " "$work/out" &&
  grep -Eq "^\[([0-9]+)/\1, " "$work/out" &&
  grep -Eq "^timing took [0-9hms]+ in 3 processes" "$work/out" &&
  tail -n 1 "$work/out" | grep -Eq "^run written to " &&
  python3 - "$sweep_json" <<'CHECK'
import json, sys
context = json.load(open(sys.argv[1]))["context"]
processes = context["processes"]
assert len(processes) == 3 and all(p["clock_ghz"] >= 0 and "load_average_after" in p for p in processes)
assert isinstance(context["families"], dict) and context["repetitions"] == 3
CHECK
  python3 "$scripts/summarize.py" "$(dirname "$sweep_json")" >/dev/null &&
  python3 - "$(dirname "$sweep_json")/summary.json" <<'CHECK'
import json, sys
summary = json.load(open(sys.argv[1]))
fields = {"name", "median_ns", "ci95_low_ns", "ci95_high_ns", "cycles", "unstable"}
assert summary["results"] and all(fields <= set(r) and r["cycles"] > 0 for r in summary["results"])
assert summary["groups"] and "violations" in summary
CHECK
then
  echo "ok: a sweep times in three processes, records each one's machine state and clock, and is summarised"
else
  echo "FAIL: a sweep's processes, progress or context:"; tail -n 8 "$work/out"; failures=$((failures + 1))
fi

echo "$failures failed"
exit $((failures > 0))

#!/usr/bin/env bash
# Bad input to the command line: exit status 2 and a one-line message naming the valid
# values. Also the skip path: an implementation masked off by BITBENCH_ISA is reported.
set -uo pipefail
bitbench=$1
failures=0

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

expect 2 "unknown family 'chess'; valid families: flip, moves, perft, attacks, bits, masks, transform" "$bitbench" verify --family chess
expect 2 "unknown implementation 'nope'; valid implementations: reference, .*null" "$bitbench" verify --impl nope
expect 2 "unsupported size 9; valid sizes for this selection: 4, 6, 8, 10, 12, 14, 16" "$bitbench" verify --family flip --size 9
expect 2 "unsupported size 7; valid sizes for this selection: 8, 9, 10, 12, 16" "$bitbench" verify --family attacks --size 9 7
expect 2 "--input takes one --size" "$bitbench" verify --family flip --impl scalar_loop --size 6 8 --input 0x1,0x2,3
expect 2 "family transform has no latency mode; its modes: throughput" "$bitbench" bench --family transform --mode latency
expect 2 "unsupported size 7; valid sizes for this selection: 3, 4, 5, 8, 10, 16, 32, 50, 64, 100, 128" "$bitbench" verify --family transform --size 7
expect 2 "malformed --input .spin,padded,0x1. for transform n:8" "$bitbench" verify --family transform --impl scalar_dc --size 8 --input spin,padded,0x1
expect 2 "for transform n:8: unknown layout 'dense', valid: padded" "$bitbench" verify --family transform --impl scalar_8x8 --size 8 --input transpose,dense,0x1
expect 2 "malformed --input .queen,0x1,3. for attacks n:9: unknown piece 'queen', valid: rook, bishop, lance_black, lance_white" "$bitbench" verify --family attacks --impl scalar_shogi_magic --size 9 --input queen,0x1,3
expect 2 "not expected: --bogus; valid options: .*--family" "$bitbench" verify --bogus
expect 2 "Could not convert: --size = eight" "$bitbench" verify --size eight
expect 2 "unknown distribution 'uniform' for family flip; valid distributions: playout" "$bitbench" bench --dist uniform
expect 2 "mode.*throughput" "$bitbench" bench --mode fastest
expect 2 "unknown Google Benchmark flag '--foo'" "$bitbench" bench --impl null --mode throughput -- --foo
expect 2 "malformed --input" "$bitbench" verify --family flip --impl scalar_loop --input 1,2
expect 2 "--input needs --family and --impl" "$bitbench" verify --input 0x1,0x2,3
expect 2 "subcommand|required" "$bitbench"
expect 2 "BITBENCH_ISA=sse9 is not an ISA tier; valid values: scalar" env BITBENCH_ISA=sse9 "$bitbench" list
expect 0 "SKIPPED.*masked off by BITBENCH_ISA=scalar" env BITBENCH_ISA=scalar "$bitbench" list
# bitbench list shows the tables each kernel reads, per board size.
expect 0 "scalar_hq .*\[tables: 3584 bytes at n:8, [0-9]+ bytes at n:10" "$bitbench" list
expect 0 "lzcnt_bitscan n:8: SKIPPED, needs .*masked off by BITBENCH_ISA=scalar" \
  env BITBENCH_ISA=scalar "$bitbench" verify --impl lzcnt_bitscan
expect 0 "ok, 1 cases" "$bitbench" verify --family flip --impl scalar_loop --input 0x0000000810000000,0x0000001008000000,19

echo "$failures failed"
exit $((failures > 0))

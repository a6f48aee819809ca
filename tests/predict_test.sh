#!/usr/bin/env bash
# Finding the timed loops cannot silently break: the assembly of one kernel file, as the g++
# build kept it (scripts/keep_assembly/as; a clang build compiles it again, with its build
# flags), must hold the throughput loop of flip/avx2_acepck at 8x8, found by the symbol bitbench
# names for it, with no inner loop and no call; and llvm-mca's znver4 model must predict its
# cycles per call within a factor of 2 of those measured on the Zen 5 (the newest g++ run with
# it of results/oxide-virtual-turin-like-processor-f1a-m2, its median ns times its measured clock).
#   tests/predict_test.sh BITBENCH CXX BUILD_DIR SOURCE_DIR
set -euo pipefail
bitbench=$1 cxx=$2 build_dir=$3 source_dir=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

target_dir="$build_dir/CMakeFiles/bitbench_kernels_avx2.dir"
if "$cxx" --version | grep -q clang; then
  flags=$(sed -n 's/^CXX_\(DEFINES\|INCLUDES\|FLAGS\) = //p' "$target_dir/flags.make" | tr '\n' ' ')
  # shellcheck disable=SC2086  # the flags are words
  "$cxx" $flags -S "$source_dir/kernels/flip/avx2_acepck.cpp" -o "$work/kernel.s"
else
  cp "$target_dir/kernels/flip/avx2_acepck.cpp.s" "$work/kernel.s"
fi
"$bitbench" bench --family flip --impl avx2_acepck --size 8 --mode throughput --loop-addresses \
  >"$work/loops.txt"

PYTHONPATH="$source_dir/scripts" "$("$source_dir/scripts/python.sh")" - "$work" "$bitbench" "$source_dir" <<'PYTHON'
import subprocess, sys
from pathlib import Path
import mca_models, mca_regions
from results_folder import load_results

work, bitbench, source = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
FACTOR = 2.0
name, address = (work / "loops.txt").read_text().split()
symbols = {int(f[0], 16): f[2] for f in (l.split() for l in subprocess.run(
    ["nm", bitbench], capture_output=True, text=True, check=True).stdout.splitlines()) if len(f) == 3}
region = mca_regions.regions_in(work / "kernel.s").get(symbols[int(address, 16)])
if region is None:
    sys.exit(f"FAIL: no loop for {name} in the assembly")
if region.instructions < 10 or not region.straight:
    sys.exit(f"FAIL: {name}'s loop has {region.instructions} instructions, {region.inner_loops} "
             f"inner loops, {region.out_of_line} out-of-line branches, {region.calls} calls: it is no longer the timed loop alone")
predicted, error = mca_models.predict("x86_64", "znver4", "\n".join(region.lines) + "\n")
if predicted is None:
    sys.exit(f"FAIL: llvm-mca: {error}")
slug = "oxide-virtual-turin-like-processor-f1a-m2"
runs = [f.run for f in load_results(source / "results")
        if f.cpu_slug == slug and f.current and f.compiler.startswith("GNU")]
timed = [(run, m) for run in runs for m in run.select("flip", n="8", dist="playout", mode="throughput")
         if m.name.impl == "avx2_acepck"]
run, m = max(timed, key=lambda pair: pair[0].run_id())
measured = m.estimate.median * (run.clock_ghz(1) or run.clock_ghz(0))
print(f"{name}: {region.instructions} instructions, {predicted:.2f} cycles predicted on znver4, "
      f"{measured:.2f} measured on the Zen 5 ({run.run_id()})")
if not 1 / FACTOR <= predicted / measured <= FACTOR:
    sys.exit(f"FAIL: predicted and measured cycles differ by more than {FACTOR}x")
print("ok")
PYTHON

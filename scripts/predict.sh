#!/usr/bin/env bash
# Predicted cycles per call of every kernel on named CPU models (llvm-mca) and its instructions
# per call (valgrind's callgrind), at each family's default size and distribution: writes
# predictions.json, predictions.md (a table per family) and a heat map per family into
# results/predictions/ (or --out DIR), then checks the predictions against the measured runs.
#
#   scripts/predict.sh [--out DIR] [--family F ...] [--models MODEL ...] [--no-callgrind]
#
# Installs what it needs (scripts/deps.sh predict), builds bitbench (build/gcc), then compiles
# every kernel file to assembly with -DBITBENCH_MCA_REGIONS, which marks the timed loops, for
# x86-64 (build/mca-x86_64) and, cross, for aarch64 (build/mca-aarch64). How the loops are found
# and what the numbers leave out: harness/README.md, "Predicted cycles and counted instructions".
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out="$root/results/predictions"
args=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --out) out=$2; shift 2 ;;
    -h|--help) sed -n '2,12s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) args+=("$1"); shift ;;  # scripts/predict.py checks them
  esac
done

"$root/scripts/deps.sh" predict
build_dir=$("$root/scripts/build.sh" gcc bitbench | tail -n 1)

# Compiles every kernel file of the build folder $1 to assembly (cmake's FILE.cpp.s targets),
# configured with the marks on and the cmake options that follow; not perft's, whose loop walks
# a tree by recursive calls that llvm-mca cannot follow (callgrind counts it).
marked_assembly() {
  local dir=$1 target sources
  shift
  cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=Release -DBITBENCH_TESTS=OFF \
    -DCMAKE_CXX_FLAGS=-DBITBENCH_MCA_REGIONS "$@" >/dev/null
  for target in "$dir"/CMakeFiles/bitbench_kernels_*.dir; do
    target=$(basename "$target")
    mapfile -t sources < <(sed -n 's/^\(CMakeFiles\/.*\.cpp\.s\): .*/\1/p' "$dir/CMakeFiles/$target/build.make" |
      grep -v /perft/)
    [[ ${#sources[@]} -eq 0 ]] || (cd "$dir" && make -s -j2 -f "CMakeFiles/$target/build.make" "${sources[@]}" >/dev/null)
  done
}
echo "predict.sh: compiling the kernels to marked assembly (x86-64, then aarch64)" >&2
marked_assembly "$root/build/mca-x86_64" -DCMAKE_CXX_COMPILER=g++
# The cross configuration of scripts/test.sh --arch aarch64.
marked_assembly "$root/build/mca-aarch64" -DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR=aarch64 \
  -DCMAKE_CXX_COMPILER=aarch64-linux-gnu-g++ -DCMAKE_LIBRARY_ARCHITECTURE=aarch64-linux-gnu

python=$("$root/scripts/python.sh")
cd "$root/scripts"
"$python" predict.py --bitbench "$build_dir/bitbench" --out "$out" \
  --asm "x86_64=$root/build/mca-x86_64" --asm "aarch64=$root/build/mca-aarch64" \
  --compiler "$(g++ --version | head -n 1); cross: $(aarch64-linux-gnu-g++ --version | head -n 1)" \
  --commit "$(git -C "$root" rev-parse --short HEAD)" "${args[@]}"
"$python" plot.py --predictions "$out/predictions.json" --out "$out"
"$python" check_predictions.py "$out/predictions.json" "$root/results"

#!/usr/bin/env bash
# Predicted cycles per call of every kernel on named CPU models (llvm-mca) and its instructions
# per call (valgrind's callgrind), at each family's default size and distribution: writes
# predictions.json, predictions.md (a table per family) and a heat map per family into
# results/predictions/ (or --out DIR), then checks the predictions against the measured runs.
#
#   scripts/predict.sh [--out DIR] [--family F ...] [--models MODEL ...] [--no-callgrind]
#
# Installs what it needs (scripts/deps.sh predict) and builds bitbench (build/gcc), whose kernel
# files' assembly g++ keeps beside their objects (scripts/keep_assembly/as); then compiles the
# kernel files, cross, to assembly for aarch64 (build/mca-aarch64). How the loops are found and
# what the numbers leave out: harness/README.md, "Predicted cycles and counted instructions".
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

# The aarch64 kernel files compiled to assembly (cmake's FILE.cpp.s targets) in the cross
# configuration of scripts/test.sh --arch aarch64; not perft's, whose loop walks a tree by
# recursive calls that llvm-mca cannot follow (callgrind counts it).
echo "predict.sh: compiling the kernels to assembly for aarch64" >&2
aarch64_dir="$root/build/mca-aarch64"
cmake -S "$root" -B "$aarch64_dir" -DCMAKE_BUILD_TYPE=Release -DBITBENCH_TESTS=OFF \
  -DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR=aarch64 \
  -DCMAKE_CXX_COMPILER=aarch64-linux-gnu-g++ -DCMAKE_LIBRARY_ARCHITECTURE=aarch64-linux-gnu >/dev/null
for target in "$aarch64_dir"/CMakeFiles/bitbench_kernels_*.dir; do
  target=$(basename "$target")
  mapfile -t sources < <(sed -n 's/^\(CMakeFiles\/.*\.cpp\.s\): .*/\1/p' "$aarch64_dir/CMakeFiles/$target/build.make" |
    grep -v /perft/)
  [[ ${#sources[@]} -eq 0 ]] ||
    (cd "$aarch64_dir" && make -s -j2 -f "CMakeFiles/$target/build.make" "${sources[@]}" >/dev/null)
done

python=$("$root/scripts/python.sh")
cd "$root/scripts"
"$python" predict.py --bitbench "$build_dir/bitbench" --out "$out" \
  --asm "x86_64=$build_dir" --asm "aarch64=$aarch64_dir" \
  --compiler "$(g++ --version | head -n 1); cross: $(aarch64-linux-gnu-g++ --version | head -n 1)" \
  --commit "$(git -C "$root" rev-parse --short HEAD)" "${args[@]}"
"$python" plot.py --predictions "$out/predictions.json" --out "$out"
"$python" check_predictions.py "$out/predictions.json" "$root/results"

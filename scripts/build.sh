#!/usr/bin/env bash
# Configures and builds bitbench with one compiler into build/<compiler>, and prints that
# folder on its last line. Usage: scripts/build.sh [gcc|clang] [TARGET...] (default: all)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
compiler=${1:-${BITBENCH_COMPILER:-gcc}}
shift || true
case $compiler in
  gcc) cxx=g++ ;;
  clang) cxx=clang++ ;;
  *) echo "build.sh: unknown compiler '$compiler'; valid compilers: gcc, clang" >&2; exit 2 ;;
esac
build_dir="$root/build/$compiler"
cmake -S "$root" -B "$build_dir" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=Release \
  -DBITBENCH_TESTS=ON >/dev/null
targets=()
for target in "$@"; do targets+=(--target "$target"); done
cmake --build "$build_dir" -j2 "${targets[@]}" >&2
echo "$build_dir"

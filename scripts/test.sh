#!/usr/bin/env bash
# The test command: installs what is missing, builds, and runs the whole test suite.
#   scripts/test.sh [gcc|clang]   build/<compiler>, warnings as errors; the formatting is checked
#   scripts/test.sh --sanitize    build/sanitize: clang++ with AddressSanitizer and UBSan, no
#                                 recovery, the suite on fewer inputs per kernel and size
#   scripts/test.sh --arch aarch64  build/aarch64: cross-built by Debian's aarch64 g++ with the
#                                 timed loops left unflattened (it is tested, not timed), the
#                                 suite run under qemu-aarch64-static on fewer inputs
set -euo pipefail
# A hung test fails in 20 minutes rather than running CI past its limit.
ctest_timeout=(--timeout 1200)
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

mode=plain
compiler=${BITBENCH_COMPILER:-gcc}
while [[ $# -gt 0 ]]; do
  case $1 in
    gcc | clang) compiler=$1 ;;
    --sanitize) mode=sanitize ;;
    --arch)
      [[ ${2:-} == aarch64 ]] || { echo "test.sh: --arch takes aarch64, not '${2:-}'" >&2; exit 2; }
      mode=aarch64
      shift
      ;;
    -h | --help) sed -n '2,8p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "test.sh: unknown option '$1'; valid options: gcc, clang, --sanitize, --arch aarch64, --help" >&2; exit 2 ;;
  esac
  shift
done

# Fails when clang-format (the repository's .clang-format) would change a C++ file.
check_format() {
  local unformatted
  # clang-format fails on an unformatted file; its messages name the files.
  unformatted=$(cd "$root" && { git ls-files '*.cpp' '*.hpp' | xargs clang-format --dry-run -Werror 2>&1 || true; } |
    sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error.*/\1/p' | sort -u)
  if [[ -n $unformatted ]]; then
    echo "test.sh: clang-format would change: $unformatted (run clang-format -i on them)" >&2
    return 1
  fi
  echo "test.sh: formatting ok"
}

case $mode in
  plain)
    "$root/scripts/deps.sh"
    check_format
    build_dir=$("$root/scripts/build.sh" "$compiler" | tail -n 1)
    ctest --test-dir "$build_dir" --output-on-failure -j2 "${ctest_timeout[@]}"
    ;;
  sanitize)
    "$root/scripts/deps.sh" fuzz
    build_dir="$root/build/sanitize"
    cmake -S "$root" -B "$build_dir" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Release \
      -DBITBENCH_SANITIZE=ON >/dev/null
    cmake --build "$build_dir" -j2 >&2
    # Every kernel at every size, on a fiftieth of the inputs (the plain suite checks them all;
    # this one looks for undefined behaviour and bad memory); perft to depth 7.
    BITBENCH_TEST_SCALE=0.02 ctest --test-dir "$build_dir" --output-on-failure -j2 "${ctest_timeout[@]}"
    ;;
  aarch64)
    "$root/scripts/deps.sh" aarch64
    build_dir="$root/build/aarch64"
    # Debian's multiarch puts the arm64 libraries and their CMake files in lib/aarch64-linux-gnu.
    cmake -S "$root" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR=aarch64 \
      -DCMAKE_CXX_COMPILER=aarch64-linux-gnu-g++ -DCMAKE_LIBRARY_ARCHITECTURE=aarch64-linux-gnu \
      "-DCMAKE_CROSSCOMPILING_EMULATOR=qemu-aarch64-static;-L;/usr/aarch64-linux-gnu" \
      -DBITBENCH_FLATTEN_LOOPS=OFF >/dev/null
    cmake --build "$build_dir" -j2 >&2
    BITBENCH_TEST_SCALE=0.05 ctest --test-dir "$build_dir" --output-on-failure -j2 "${ctest_timeout[@]}"
    ;;
esac

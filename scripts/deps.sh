#!/usr/bin/env bash
# Installs what bitbench needs from Debian's packages, and nothing that is already there.
# Uses sudo only when not root. Safe to run again.
#   scripts/deps.sh          building, testing (llvm-mca 16: tests/predict_test.sh), sweeping
#                            and plotting
#   scripts/deps.sh fuzz     also libFuzzer and clang's sanitizer runtimes
#   scripts/deps.sh aarch64  also the aarch64 cross compiler, the arm64 libraries (multiarch)
#                            and qemu to run them
#   scripts/deps.sh compare  also Google Benchmark's compare.py and scipy, for comparing runs
#   scripts/deps.sh count    also valgrind, for scripts/sweep.sh --count-instructions
#   scripts/deps.sh predict  also valgrind and the aarch64 cross compiler and libraries, for
#                            scripts/predict.sh
set -euo pipefail

packages=(
  cmake make g++ clang clang-format git xz-utils
  libxsimd-dev libbenchmark-dev libgtest-dev googletest libcli11-dev libgmp-dev nlohmann-json3-dev
  libcpu-features-dev
  python3 python3-matplotlib llvm-16
)
case ${1:-} in
  "") ;;
  fuzz) packages+=(libfuzzer-14-dev libclang-rt-14-dev) ;;
  aarch64)
    packages+=(g++-aarch64-linux-gnu qemu-user-static libbenchmark-dev:arm64 libgtest-dev:arm64
      libxsimd-dev:arm64 libgmp-dev:arm64 libcpu-features-dev:arm64)
    ;;
  compare) packages+=(libbenchmark-tools python3-scipy) ;;
  count) packages+=(valgrind) ;;
  predict)
    packages+=(valgrind g++-aarch64-linux-gnu libbenchmark-dev:arm64
      libxsimd-dev:arm64 libgmp-dev:arm64 libcpu-features-dev:arm64)
    ;;
  *) echo "deps.sh: unknown set '$1'; valid sets: fuzz, aarch64, compare, count, predict" >&2; exit 2 ;;
esac

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [[ ${#missing[@]} -eq 0 ]]; then
  echo "deps: all present"
  exit 0
fi

as_root=()
if [[ $(id -u) -ne 0 ]]; then
  as_root=(sudo)
fi
echo "deps: installing ${missing[*]}"
if [[ ${1:-} == aarch64 || ${1:-} == predict ]] && ! dpkg --print-foreign-architectures | grep -qx arm64; then
  "${as_root[@]}" dpkg --add-architecture arm64
fi
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"

#!/usr/bin/env bash
# Prints the kernel families, one per line: the folders of kernels/ other than core, each with
# its spec in harness/<family>_family.cpp and its line in harness/families.hpp.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
find "$root/kernels" -mindepth 1 -maxdepth 1 -type d ! -name core -printf '%f\n' | sort

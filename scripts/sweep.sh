#!/usr/bin/env bash
# The main job: installs what is missing, builds, verifies every kernel, times them all,
# writes a new run folder results/<cpu-slug>/<run-id>/ and draws its plots.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

usage() {
  cat <<USAGE
usage: scripts/sweep.sh [--quick] [--compiler gcc|clang] [--out DIR] [--family F] [--impl I] [--size N]
  --quick        default input distribution only, 3 short repetitions (a first look)
  --compiler     gcc (default) or clang
  --out DIR      results folder (default: results/ in the checkout)
  --family, --impl, --size   restrict the sweep, as for \`bitbench sweep\`
USAGE
}

compiler=${BITBENCH_COMPILER:-gcc}
out_dir="$root/results"
sweep_args=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --quick) sweep_args+=(--quick); shift ;;
    --compiler) [[ $# -ge 2 ]] || { usage >&2; exit 2; }; compiler=$2; shift 2 ;;
    --out) [[ $# -ge 2 ]] || { usage >&2; exit 2; }; out_dir=$2; shift 2 ;;
    --family | --impl | --size) [[ $# -ge 2 ]] || { usage >&2; exit 2; }; sweep_args+=("$1" "$2"); shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) echo "sweep.sh: unknown option '$1'; valid options: --quick, --compiler, --out, --family, --impl, --size, --help" >&2; exit 2 ;;
  esac
done

"$root/scripts/deps.sh"
build_dir=$("$root/scripts/build.sh" "$compiler" bitbench | tail -n 1)
source "$root/scripts/python.sh"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$build_dir/bitbench" sweep --out "$out_dir" "${sweep_args[@]}" | tee "$log"
run_dir=$(sed -n 's/^run written to //p' "$log" | tail -n 1)
[[ -n $run_dir ]] || { echo "sweep.sh: bitbench sweep wrote no run" >&2; exit 1; }

"$BITBENCH_PYTHON" "$root/scripts/plot.py" "$run_dir"
"$BITBENCH_PYTHON" "$root/scripts/index_results.py" "$out_dir"
echo "sweep.sh: done, $run_dir"

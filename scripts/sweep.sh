#!/usr/bin/env bash
# The main job: installs what is missing, builds, verifies every kernel, times them all,
# writes a new run folder results/<cpu-slug>/<run-id>/ with its summary and headline figures,
# archives the runs it supersedes, redraws the figures of every CPU side by side and the index.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

usage() {
  cat <<USAGE
usage: scripts/sweep.sh [--quick] [--count-instructions] [--compiler gcc|clang] [--out DIR] [--family F] [--impl I] [--size N...]
  --quick        default input distribution only, 3 short repetitions (a first look)
  --count-instructions  also each kernel's instructions per call at its family's default size,
                 counted by valgrind's callgrind (instructions.json, shown in the summary)
  --compiler     gcc (default) or clang
  --out DIR      results folder (default: results/ in the checkout)
  --family, --impl, --size   restrict the sweep, as for \`bitbench sweep\` (--size 8 10 12)
USAGE
}

fail() {
  echo "sweep.sh: $*" >&2
  exit 2
}

# The names a selection may use, read from the source tree so that a bad one is refused before
# anything is installed or built: the families are the folders of kernels/, the implementations
# the names in their catalogues (perft's line X(flip, moves) names the pair flip__moves).
families() { "$root/scripts/families.sh"; }
implementations() {
  {
    sed -nE 's/^ *X\(([a-z0-9_]+),.*/\1/p' "$root"/kernels/*/registry.cpp
    sed -nE 's/^ *X\(([a-z0-9_]+), ([a-z0-9_]+)\).*/\1__\2/p' "$root"/kernels/perft/registry.cpp
  } | sort -u
}

check_family() {
  families | grep -qx -- "$1" || fail "unknown family '$1'; valid families: $(families | paste -sd, | sed 's/,/, /g')"
}
check_implementation() {
  implementations | grep -qx -- "$1" ||
    fail "unknown implementation '$1'; valid implementations: $(implementations | paste -sd, | sed 's/,/, /g')"
}

compiler=${BITBENCH_COMPILER:-gcc}
out_dir="$root/results"
sweep_args=()
count_args=()
count_instructions=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --quick) sweep_args+=(--quick); shift ;;
    --count-instructions) count_instructions=1; shift ;;
    --compiler)
      [[ $# -ge 2 ]] || fail "--compiler needs a value: gcc or clang"
      [[ $2 == gcc || $2 == clang ]] || fail "unknown compiler '$2'; valid compilers: gcc, clang"
      compiler=$2; shift 2 ;;
    --out) [[ $# -ge 2 ]] || fail "--out needs a folder"; out_dir=$(realpath -m -- "$2"); shift 2 ;;
    --family)
      [[ $# -ge 2 ]] || fail "--family needs a name"; check_family "$2"
      sweep_args+=("$1" "$2"); count_args+=("$1" "$2"); shift 2 ;;
    --impl) [[ $# -ge 2 ]] || fail "--impl needs a name"; check_implementation "$2"; sweep_args+=("$1" "$2"); shift 2 ;;
    --size)
      shift
      [[ $# -ge 1 && $1 =~ ^[0-9]+$ ]] || fail "--size needs one or more board sizes (--size 8 10 12)"
      sweep_args+=(--size)
      while [[ $# -ge 1 && $1 =~ ^[0-9]+$ ]]; do sweep_args+=("$1"); shift; done ;;
    -h | --help) usage; exit 0 ;;
    *) fail "unknown option '$1'; valid options: --quick, --count-instructions, --compiler, --out, --family, --impl, --size, --help" ;;
  esac
done
if [[ -e $out_dir && ! -d $out_dir ]]; then fail "--out $out_dir is a file, not a folder"; fi

"$root/scripts/deps.sh"
[[ $count_instructions -eq 0 ]] || "$root/scripts/deps.sh" count
build_dir=$("$root/scripts/build.sh" "$compiler" bitbench | tail -n 1)
source "$root/scripts/python.sh"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
# From the project's folder, so that the run's command.txt holds paths relative to it.
cd "$root"
"${build_dir#"$root"/}/bitbench" sweep --out "${out_dir#"$root"/}" "${sweep_args[@]}" | tee "$log"
run_dir=$(sed -n 's/^run written to //p' "$log" | tail -n 1)
[[ -n $run_dir ]] || { echo "sweep.sh: bitbench sweep wrote no run" >&2; exit 1; }
# Kept by xz: a full sweep's JSON is about 24 MB, 1.7 MB so (2.4 MB gzipped, over the 2 MiB a
# tracked file may hold). The scripts read it, the plain form and the gzipped runs of before.
xz -9 "$run_dir/bench.json"
# The noise-free column: instructions per call over the timed loop, counted under valgrind.
if [[ $count_instructions -eq 1 ]]; then
  "$BITBENCH_PYTHON" "$root/scripts/callgrind_counts.py" "$build_dir/bitbench" "$run_dir/instructions.json" \
    "${count_args[@]}"
fi
# The run's summary.json and summary.md: medians, intervals, orderings and the sanity checks,
# which fail the sweep once everything is written.
sane=0
"$BITBENCH_PYTHON" "$root/scripts/summarize.py" "$run_dir" | tee "$log" || sane=$?
[[ $sane -le 1 ]] || exit "$sane"

# The run keeps its headline figures; every other one is drawn on demand from its JSON
# (scripts/plot.py RUN_DIR --out DIR).
"$BITBENCH_PYTHON" "$root/scripts/plot.py" "$run_dir" --headline
# The runs this one supersedes go to <cpu-slug>/archive/; then the figures of every CPU's
# current runs and the index are redrawn.
"$BITBENCH_PYTHON" "$root/scripts/index_results.py" --archive "$out_dir"
"$BITBENCH_PYTHON" "$root/scripts/plot.py" --cpus "$out_dir"
"$BITBENCH_PYTHON" "$root/scripts/index_results.py" "$out_dir"
echo "sweep.sh: done, $run_dir; $(grep -o '^- unstable.*' "$log"), $(grep -o 'sanity violations: [0-9]*' "$log")"
if [[ $sane -ne 0 ]]; then
  echo "sweep.sh: a sanity check failed (see SANITY VIOLATION above and $run_dir/summary.md)" >&2
  exit 1
fi

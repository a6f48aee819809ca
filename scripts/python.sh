#!/usr/bin/env bash
# Sets BITBENCH_PYTHON to the first of `python3` on PATH and /usr/bin/python3 that can import
# matplotlib (falling back to /usr/bin/python3), for scripts/plot.py.
#   . scripts/python.sh && "$BITBENCH_PYTHON" scripts/plot.py RUN_DIR
#   scripts/python.sh        # prints the interpreter's path
# Safe to source from a script running under `set -euo pipefail`.

bitbench_find_python() {
  local candidate
  for candidate in "$(command -v python3 || true)" /usr/bin/python3; do
    if [[ -n "${candidate}" ]] && "${candidate}" -c 'import matplotlib' >/dev/null 2>&1; then
      printf '%s\n' "${candidate}"
      return 0
    fi
  done
  printf '%s\n' /usr/bin/python3
}

BITBENCH_PYTHON="$(bitbench_find_python)"
export BITBENCH_PYTHON
unset -f bitbench_find_python

if [[ "${BASH_SOURCE[0]}" == "${0}" ]]; then
  printf '%s\n' "${BITBENCH_PYTHON}"
fi

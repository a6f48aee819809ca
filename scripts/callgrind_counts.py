#!/usr/bin/env python3
"""Instructions per call, counted by valgrind's callgrind over the timed loops only.

    scripts/callgrind_counts.py BITBENCH OUT_JSON [--family F ...]

writes OUT_JSON, {"valgrind": version, "instructions_per_call": {benchmark: count or null},
"not_counted": {benchmark: why}}, for every family (or those named) at its default size: what
`scripts/sweep.sh --count-instructions` puts beside a run, and predict.py into its JSON.

One valgrind process per family runs `bitbench bench` at one size, each benchmark for a single
timed batch, with collection on only inside the throughput loops (their symbols); callgrind
gives each loop's instructions, inclusive of what it calls. Each loop runs twice on the same
inputs (checked, then timed once), so a call's instructions are its loop's count over
2 x the batch's items. Valgrind's CPU has no AVX-512: those kernels are skipped, as bitbench
skips them on any CPU without it.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

from timed_loops import default_sizes, loop_symbols, output_of

LOOP_SYMBOLS = "_ZN8bitbench11BoundKernel*10throughputE*"
SECONDS_PER = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}  # Google Benchmark's time units
UNHANDLED = re.compile(r"(unhandled instruction bytes.*|Illegal instruction.*)")


def inclusive_costs(path):
    """Instructions of each function (mangled name), its own and its calls', from callgrind's file.

    Under a function's `fn=` line come its own cost lines and, after each `calls=` line, the
    inclusive cost of that call: their sum is the function's inclusive count."""
    names = {}
    costs = defaultdict(int)
    function = None
    with open(path, encoding="utf-8", errors="replace") as profile:
        for line in profile:
            if line.startswith("fn="):
                function = compressed_name(line[3:].strip(), names)
            elif line.startswith("cfn="):
                compressed_name(line[4:].strip(), names)
            elif function is not None and line[:1] in "0123456789+-*":
                fields = line.split()
                if len(fields) >= 2:
                    costs[function] += int(fields[1])
    return costs


def compressed_name(text, names):
    """Callgrind's name compression: '(id) name' defines an id, '(id)' reuses it."""
    found = re.match(r"\((\d+)\)\s*(.*)", text)
    if not found:
        return text
    if found.group(2):
        names[found.group(1)] = found.group(2)
    return names.get(found.group(1), text)


def count_family(bitbench, family, size, symbols):
    """{benchmark: (instructions per call or None, why not)} for one family at one size.

    `symbols` maps each benchmark name of the family to its loop's mangled symbol."""
    with tempfile.TemporaryDirectory() as scratch:
        profile = os.path.join(scratch, "callgrind.out")
        report = os.path.join(scratch, "bench.json")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}",
             f"--toggle-collect={LOOP_SYMBOLS}", bitbench, "bench", "--family", family,
             "--size", str(size), "--mode", "throughput", "--",
             "--benchmark_min_time=0", f"--benchmark_out={report}"],
            capture_output=True, text=True)
        output = run.stdout + run.stderr
        if not os.path.exists(report) or not os.path.exists(profile):
            unhandled = UNHANDLED.search(output)
            why = unhandled.group(1) if unhandled else f"valgrind exited {run.returncode}"
            return {name: (None, f"valgrind failed: {why}") for name in symbols}
        costs = inclusive_costs(profile)
        with open(report, encoding="utf-8") as handle:
            rows = json.load(handle)["benchmarks"]
    skipped = dict(re.findall(r"^skipped \w+/(\w+): (.*)$", output, re.MULTILINE))
    # Kernel calls made through each loop symbol: several benchmarks share one loop when their
    # kernel is the same (the null kernel of every operation).
    calls = defaultdict(int)
    timed = [row for row in rows if row["name"] in symbols]
    for row in timed:
        seconds = row["real_time"] * SECONDS_PER[row.get("time_unit", "ns")]
        items = round(row["items_per_second"] * seconds)  # real_time is per iteration
        calls[symbols[row["name"]]] += (1 + row["iterations"]) * items
    counts = {row["name"]: (costs.get(symbols[row["name"]], 0) / calls[symbols[row["name"]]], None)
              for row in timed}
    for name in symbols:
        if name not in counts:
            impl = name.split("/")[1]
            counts[name] = (None, f"valgrind's CPU: {skipped.get(impl, 'not timed under valgrind')}")
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("bitbench")
    parser.add_argument("out")
    parser.add_argument("--family", action="append")
    args = parser.parse_args()
    sizes = default_sizes(args.bitbench)
    counted, why_not = {}, {}
    for family in args.family or sizes:
        symbols = loop_symbols(args.bitbench, family, sizes[family])
        for name, (count, why) in count_family(args.bitbench, family, sizes[family], symbols).items():
            counted[name] = None if count is None else round(count, 2)
            if why:
                why_not[name] = why
        print(f"callgrind: {family}: {sum(c is not None for c in counted.values())} counted so far", file=sys.stderr)
    document = {"valgrind": output_of(["valgrind", "--version"]).strip(),
                "instructions_per_call": counted, "not_counted": why_not}
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(document, handle, indent=1)
        handle.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

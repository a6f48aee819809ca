#!/usr/bin/env python3
"""Compare two bitbench runs, B against A, benchmark by benchmark.

Writes into --out: compare.md, a table of each benchmark both runs have (medians, the ratio
B / A of the medians, and the p-value of a two-sided Mann-Whitney U test on the repetitions,
significant below 0.05), and compare.png, the ratios as dots per benchmark on a log axis, the
significant ones filled. Bad input: message on stderr, exit 2, nothing written.
"""

import argparse
import io
import math
import re
import sys
from pathlib import Path

from bench_json import BenchInputError, load_run, write_atomically

try:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import FuncFormatter
    from scipy.stats import mannwhitneyu
except ImportError as error:
    sys.exit(f"{sys.executable} cannot import {error.name}; run scripts/compare.sh, which installs it")

ALPHA = 0.05


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("run_a", type=Path, metavar="RUN_A", help="the baseline run folder")
    parser.add_argument("run_b", type=Path, metavar="RUN_B", help="the run compared with it")
    parser.add_argument("--filter", default="", metavar="REGEX", help="only benchmarks whose name matches")
    parser.add_argument("--out", type=Path, required=True, metavar="DIR", help="where compare.md and compare.png go")
    return parser.parse_args(argv)


def paired(run_a, run_b, pattern):
    """(name, measurement in A, measurement in B) for the benchmarks of both, in A's order."""
    in_b = {str(m.name): m for m in run_b.measurements}
    pairs = [(str(m.name), m, in_b[str(m.name)]) for m in run_a.measurements if str(m.name) in in_b]
    return [pair for pair in pairs if pattern.search(pair[0])]


def p_value(a, b):
    """The two-sided Mann-Whitney U test's p-value, or None with fewer than 2 repetitions each."""
    if len(a.repetition_ns) < 2 or len(b.repetition_ns) < 2:
        return None
    return mannwhitneyu(a.repetition_ns, b.repetition_ns, alternative="two-sided").pvalue


def table(run_a, run_b, rows):
    lines = [
        f"# {run_b.run_id()} against {run_a.run_id()}",
        "",
        f"A: {run_a.folder} ({run_a.context_value('compiler')}, {run_a.context_value('cpu_slug')}, "
        f"commit {run_a.context_value('git_commit')})  ",
        f"B: {run_b.folder} ({run_b.context_value('compiler')}, {run_b.context_value('cpu_slug')}, "
        f"commit {run_b.context_value('git_commit')})",
        "",
        f"B / A is the ratio of the medians (below 1: B is faster); p is a two-sided Mann-Whitney U "
        f"test on the repetitions, **bold** when below {ALPHA}.",
        "",
        "| benchmark | A median ns | B median ns | B / A | p |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, a, b, ratio, p in rows:
        p_text = "n/a" if p is None else (f"**{p:.3g}**" if p < ALPHA else f"{p:.3g}")
        lines.append(f"| `{name}` | {a.median_ns:.3f} | {b.median_ns:.3f} | {ratio:.3f} | {p_text} |")
    if rows:
        geomean = math.exp(sum(math.log(row[3]) for row in rows) / len(rows))
        lines += ["", f"Geometric mean of B / A over {len(rows)} benchmarks: {geomean:.3f}."]
    return "\n".join(lines) + "\n"


def figure(run_a, run_b, rows):
    height = max(2.5, 0.22 * len(rows) + 1.2)
    fig, ax = plt.subplots(figsize=(9, height))
    for y, (_, _, _, ratio, p) in enumerate(rows):
        significant = p is not None and p < ALPHA
        color = "tab:green" if ratio < 1 else "tab:red"
        ax.plot(ratio, y, marker="o", linestyle="none", markeredgecolor=color,
                markerfacecolor=color if significant else "white")
    ax.axvline(1.0, color="black", linewidth=1)
    ax.set_xscale("log")
    plain = FuncFormatter(lambda value, _position: f"{value:.3g}")
    ax.xaxis.set_major_formatter(plain)
    ax.xaxis.set_minor_formatter(plain)
    ax.tick_params(axis="x", which="minor", labelsize=7)
    ax.set_yticks(range(len(rows)), [row[0] for row in rows], fontsize=7)
    ax.set_ylim(len(rows) - 0.5, -0.5)
    ax.set_xlabel("B / A, ratio of the medians (below 1: B faster); filled: p < 0.05 (Mann-Whitney U)")
    ax.grid(axis="x", alpha=0.3)
    ax.set_title(f"B = {run_b.run_id()} against A = {run_a.run_id()}", fontsize=9)
    return fig


def main(argv=None):
    arguments = parse_arguments(argv)
    try:
        pattern = re.compile(arguments.filter)
    except re.error as error:
        print(f"compare_runs.py: error: --filter {arguments.filter!r}: {error}", file=sys.stderr)
        return 2
    try:
        run_a, run_b = load_run(arguments.run_a), load_run(arguments.run_b)
    except BenchInputError as error:
        print(f"compare_runs.py: error: {error}", file=sys.stderr)
        return 2
    rows = [(name, a, b, b.median_ns / a.median_ns, p_value(a, b)) for name, a, b in paired(run_a, run_b, pattern)]
    if not rows:
        print("compare_runs.py: error: the two runs have no benchmark in common"
              + (f" matching {arguments.filter!r}" if arguments.filter else ""), file=sys.stderr)
        return 2
    arguments.out.mkdir(parents=True, exist_ok=True)
    write_atomically(arguments.out / "compare.md", lambda file: file.write(table(run_a, run_b, rows).encode()))
    picture = io.BytesIO()
    figure(run_a, run_b, rows).savefig(picture, format="png", dpi=110, bbox_inches="tight")
    write_atomically(arguments.out / "compare.png", lambda file: file.write(picture.getvalue()))
    significant = sum(1 for row in rows if row[4] is not None and row[4] < ALPHA)
    print(f"{len(rows)} benchmarks compared, {significant} significantly different; "
          f"wrote {arguments.out / 'compare.md'} and {arguments.out / 'compare.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

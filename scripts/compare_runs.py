#!/usr/bin/env python3
"""Compare two bitbench runs, B against A, family by family and benchmark by benchmark.

Writes into --out:
- compare.md: per family, the benchmarks both runs have, the geometric mean of B / A (the ratio
  of the medians) and how many are faster or slower by the evidence (scripts/stats.py: the 95%
  intervals apart and the medians at least 3% apart); then per family the table of every
  benchmark, sorted by name: medians, B / A with its interval;
- compare.png: one row per family, each benchmark's B / A as a dot on a log axis, the
  ones the evidence calls filled;
- compare_<family>.png: per kernel, its benchmarks' B / A, and per kernel and size their
  geometric mean;
- with --google-compare, compare.txt: Google Benchmark's compare.py report, run once per family.
Bad input: message on stderr, exit 2, nothing written (exit 1 when compare.py fails).
"""

import argparse
import io
import json
import math
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import stats
from bench_json import (BenchInputError, BenchmarkName, Measurement, bench_file, is_number,
                        load_run, read_bench_json, write_atomically)

try:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy
    from matplotlib.ticker import NullLocator
except ImportError as error:
    sys.exit(f"{sys.executable} cannot import {error.name}; run scripts/compare.sh, which installs it")

DPI = 100
# The strip plots' axes reach at most this far from 1 either way, so that a few outliers do not
# squeeze the rest; the heatmap's colours saturate at B / A = 1/2 and 2, its cells print the value.
RATIO_LIMIT = 8.0
HEATMAP_LOG2_LIMIT = 1.0


class CompareToolError(Exception):
    """Google Benchmark's compare.py failed; the message is for the user."""


@dataclass(frozen=True)
class Compared:
    """One benchmark of both runs: B / A of the medians with its interval, and whether the
    evidence calls one faster (scripts/stats.py)."""

    name: BenchmarkName
    a: Measurement
    b: Measurement
    interval: stats.Ratio
    significant: bool

    @property
    def ratio(self):
        return self.interval.value


@dataclass(frozen=True)
class Summary:
    """A group of compared benchmarks in four numbers."""

    count: int
    geomean: float
    faster: int  # significantly faster in B
    slower: int  # significantly slower in B

    @classmethod
    def of(cls, rows):
        return cls(len(rows), stats.geometric_mean([row.ratio for row in rows]),
                   sum(1 for row in rows if row.significant and row.ratio < 1),
                   sum(1 for row in rows if row.significant and row.ratio > 1))

    def counts_text(self):
        return f"{self.faster} faster and {self.slower} slower by the evidence"

    def table_row(self, label):
        return f"| {label} | {self.count} | {self.geomean:.3f} | {self.faster} | {self.slower} |"


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("run_a", type=Path, metavar="RUN_A", help="the baseline run folder")
    parser.add_argument("run_b", type=Path, metavar="RUN_B", help="the run compared with it")
    parser.add_argument("--filter", default="", metavar="REGEX", help="only benchmarks whose name matches")
    parser.add_argument("--out", type=Path, required=True, metavar="DIR", help="where the files go")
    parser.add_argument("--google-compare", type=Path, metavar="COMPARE_PY",
                        help="Google Benchmark's compare.py, to also write its report to compare.txt")
    return parser.parse_args(argv)


def natural_key(name):
    """Sorts names by family, kernel and parameters, numbers by value (n:4 before n:10)."""
    values = tuple((0, float(value), "") if is_number(value) else (1, 0.0, value) for _, value in name.params)
    return name.family, name.impl, values


def compare(run_a, run_b, pattern):
    """Every benchmark of both runs whose name matches, grouped per family: {family: [Compared]},
    families and benchmarks sorted by name."""
    in_b = {m.name: m for m in run_b.measurements}
    by_family = {}
    for a in sorted(run_a.measurements, key=lambda m: natural_key(m.name)):
        b = in_b.get(a.name)
        if b is not None and pattern.search(str(a.name)):
            by_family.setdefault(a.name.family, []).append(
                Compared(a.name, a, b, stats.ratio(a.estimate, b.estimate),
                         stats.distinguishable(a.estimate, b.estimate)))
    return by_family


def run_line(label, run):
    return (f"{label}: {run.folder} ({run.context_value('compiler')}, {run.context_value('cpu_slug')}, "
            f"commit {run.context_value('git_commit')})")


def family_figure_name(family):
    return f"compare_{family}.png"


def table(run_a, run_b, by_family):
    lines = [
        f"# {run_b.run_id()} against {run_a.run_id()}",
        "",
        run_line("A", run_a) + "  ",
        run_line("B", run_b),
        "",
        "B / A is the ratio of the medians (below 1: B is faster), with its interval from the ends of "
        "both runs' 95% intervals; **bold** when the evidence calls one faster (the intervals apart and "
        f"the medians {stats.MIN_EFFECT:.0%} apart, scripts/stats.py). Faster and slower count those.",
        "",
        "| family | benchmarks | geometric mean of B / A | faster in B | slower in B |",
        "|---|---:|---:|---:|---:|",
    ]
    lines += [Summary.of(rows).table_row(f"[{family}](#{family})") for family, rows in by_family.items()]
    lines += [Summary.of([row for rows in by_family.values() for row in rows]).table_row("all"),
              "", "![B / A per family](compare.png)"]
    for family, rows in by_family.items():
        lines += ["", f"## {family}", "", f"![{family}]({family_figure_name(family)})", "",
                  "| benchmark | A median ns | B median ns | B / A | interval |", "|---|---:|---:|---:|---:|"]
        for row in rows:
            ratio = f"**{row.ratio:.3f}**" if row.significant else f"{row.ratio:.3f}"
            lines.append(f"| `{row.name}` | {row.a.median_ns:.3f} | {row.b.median_ns:.3f} | "
                         f"{ratio} | {row.interval.low:.3f}–{row.interval.high:.3f} |")
    return "\n".join(lines) + "\n"


def ratio_limit(rows):
    """How far from 1 a B / A axis reaches either way: past the farthest ratio, at most RATIO_LIMIT."""
    farthest = max(max(row.ratio, 1 / row.ratio) for row in rows)
    return min(RATIO_LIMIT, max(1.25, farthest * 1.15))


def ratio_ticks(limit):
    """Powers of 2 from 1 / limit to limit, in steps of a half or a quarter on a short axis."""
    step = 1.0 if limit >= 4 else 0.5 if limit >= 1.6 else 0.25
    reach = int(math.log2(limit) / step)
    return [2 ** (k * step) for k in range(-reach, reach + 1)]


def strip_rows(ax, groups):
    """One row per (label, rows) group, top to bottom: each B / A a dot, spread over the row's
    height so that equal ratios stay visible, filled when significant; a black bar at the
    group's geometric mean. Ratios beyond the axis are drawn at its edge as triangles."""
    limit = ratio_limit([row for _, rows in groups for row in rows])
    dots = {}  # (marker, filled) -> [(x, y, colour)], one scatter call each
    for y, (_, rows) in enumerate(groups):
        for index, row in enumerate(rows):
            # The golden ratio's multiples modulo 1 spread the dots evenly, the same way every run.
            offset = ((index * 0.618034) % 1 - 0.5) * 0.6
            marker = "<" if row.ratio < 1 / limit else ">" if row.ratio > limit else "o"
            x = min(max(row.ratio, 1 / limit), limit)
            color = "tab:green" if row.ratio < 1 else "tab:red"
            dots.setdefault((marker, row.significant), []).append((x, y + offset, color))
        geomean = stats.geometric_mean([row.ratio for row in rows])
        ax.plot([geomean, geomean], [y - 0.4, y + 0.4], color="black", linewidth=2, zorder=3)
    for (marker, filled), points in dots.items():
        xs, ys, colors = zip(*points)
        ax.scatter(xs, ys, s=9, marker=marker, linewidths=0.6, edgecolors=colors,
                   facecolors=colors if filled else "none", alpha=0.8)
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.set_xscale("log")
    ax.set_xlim(1 / (limit * 1.1), limit * 1.1)  # room for the triangles at the edge
    ticks = ratio_ticks(limit)
    ax.set_xticks(ticks, [f"{tick:.3g}" for tick in ticks], fontsize=7)
    ax.xaxis.set_minor_locator(NullLocator())
    ax.set_yticks(range(len(groups)), [label for label, _ in groups], fontsize=8)
    ax.set_ylim(len(groups) - 0.5, -0.5)
    ax.grid(axis="x", alpha=0.3)
    ax.set_xlabel("B / A (below 1: B faster); filled: called by the evidence; bar: geometric mean; "
                  f"triangles: beyond the axis", fontsize=8)


def overview_figure(run_a, run_b, by_family):
    groups = [(f"{family} ({len(rows)})", rows) for family, rows in by_family.items()]
    fig, ax = plt.subplots(figsize=(9, 1.4 + 0.55 * len(groups)))
    strip_rows(ax, groups)
    ax.set_title(f"B = {run_b.run_id()} against A = {run_a.run_id()}, per family", fontsize=9)
    return fig


def heatmap(ax, kernels, rows):
    """Kernels against sizes: the geometric mean of B / A over each cell's benchmarks."""
    sizes = sorted({row.name.param("n") for row in rows}, key=float)
    cells = {}
    for row in rows:
        cells.setdefault((row.name.impl, row.name.param("n")), []).append(row.ratio)
    grid = numpy.full((len(kernels), len(sizes)), numpy.nan)
    for (kernel, size), ratios in cells.items():
        grid[kernels.index(kernel), sizes.index(size)] = stats.geometric_mean(ratios)
    image = ax.imshow(numpy.log2(grid), cmap="RdYlGn_r", aspect="auto",
                      vmin=-HEATMAP_LOG2_LIMIT, vmax=HEATMAP_LOG2_LIMIT)
    for (y, x), value in numpy.ndenumerate(grid):
        if not numpy.isnan(value):
            on_dark_colour = abs(math.log2(value)) > 0.6 * HEATMAP_LOG2_LIMIT
            ax.text(x, y, f"{value:.2f}", ha="center", va="center", fontsize=6.5,
                    color="white" if on_dark_colour else "black")
    ax.set_xticks(range(len(sizes)), sizes, fontsize=7, rotation=90 if len(sizes) > 8 else 0)
    ax.set_yticks(range(len(kernels)), [""] * len(kernels))
    ax.set_xlabel("n", fontsize=8)
    bar = ax.figure.colorbar(image, ax=ax, fraction=0.05, pad=0.02)
    bar.set_ticks([-1, -0.5, 0, 0.5, 1], labels=["0.5", "0.71", "1", "1.41", "2"], fontsize=7)


def family_figure(run_a, run_b, family, rows):
    kernels = sorted({row.name.impl for row in rows})
    per_kernel = [[row for row in rows if row.name.impl == kernel] for kernel in kernels]
    heatmap_width = max(2.5, 1 + 0.45 * len({row.name.param("n") for row in rows}))
    fig, (strips, cells) = plt.subplots(
        1, 2, figsize=(9 + heatmap_width, 1.6 + 0.3 * len(kernels)), layout="constrained",
        gridspec_kw={"width_ratios": [9, heatmap_width]})
    strip_rows(strips, [(f"{kernel} ({len(group)})", group)
                        for kernel, group in zip(kernels, per_kernel)])
    strips.set_title("every benchmark of each kernel", fontsize=8)
    heatmap(cells, kernels, rows)
    cells.set_title("geometric mean per kernel and size", fontsize=8)
    summary = Summary.of(rows)
    fig.suptitle(f"{family}: B = {run_b.run_id()} against A = {run_a.run_id()}; {summary.count} "
                 f"benchmarks, geometric mean {summary.geomean:.3f}, {summary.counts_text()}", fontsize=9)
    return fig


def png_bytes(fig):
    picture = io.BytesIO()
    fig.savefig(picture, format="png", dpi=DPI, bbox_inches="tight")
    plt.close(fig)
    return picture.getvalue()


def google_report(compare_py, run_a, run_b, by_family):
    """compare.py's report on the compared benchmarks, one section per family. compare.py scans
    all its rows for every benchmark name, so its time grows with the square of its input: a
    full sweep at once had not finished after 18 minutes. Each family goes through it alone,
    from plain-JSON files A/<family>.json and B/<family>.json that hold that family's rows and
    the run's context."""
    compared = {str(row.name) for rows in by_family.values() for row in rows}
    sections = [f"Google Benchmark's compare.py, once per family\n"
                f"{run_line('A', run_a)}\n{run_line('B', run_b)}\n"]
    with tempfile.TemporaryDirectory(prefix="compare_runs.") as folder:
        for label, run in (("A", run_a), ("B", run_b)):
            # A Run keeps its measurements only: compare.py needs the rows themselves.
            context, named_rows = read_bench_json(bench_file(run.folder))
            per_family = {family: [] for family in by_family}
            for row, name in named_rows:
                if str(name) in compared:
                    per_family[name.family].append(row)
            (Path(folder) / label).mkdir()
            for family, rows in per_family.items():
                document = {"context": context, "benchmarks": rows}
                (Path(folder) / label / f"{family}.json").write_text(json.dumps(document))
        for family, rows in by_family.items():
            print(f"compare.py on {family} ({len(rows)} benchmarks)", flush=True)
            # Run in the temporary folder, so that its report names the files A/... and B/...;
            # this interpreter can import scipy, which is what compare.py needs.
            result = subprocess.run(
                [sys.executable, str(compare_py.resolve()), "--no-color", "-a", "benchmarks",
                 f"A/{family}.json", f"B/{family}.json"],
                cwd=folder, capture_output=True, text=True, check=False)
            if result.returncode != 0:
                reason = (result.stderr.strip().splitlines() or [f"exit status {result.returncode}"])[-1]
                raise CompareToolError(f"{compare_py} failed on {family}: {reason}")
            sections.append(f"==== {family}: {len(rows)} benchmarks ====\n{result.stdout}")
    return "\n".join(sections)


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
    by_family = compare(run_a, run_b, pattern)
    if not by_family:
        print("compare_runs.py: error: the two runs have no benchmark in common"
              + (f" matching {arguments.filter!r}" if arguments.filter else ""), file=sys.stderr)
        return 2
    # Everything is made before anything is written, so that a failure leaves the folder as it was.
    files = {"compare.md": table(run_a, run_b, by_family).encode(),
             "compare.png": png_bytes(overview_figure(run_a, run_b, by_family))}
    for family, rows in by_family.items():
        files[family_figure_name(family)] = png_bytes(family_figure(run_a, run_b, family, rows))
    if arguments.google_compare:
        try:
            report = google_report(arguments.google_compare, run_a, run_b, by_family)
        except CompareToolError as error:
            print(f"compare_runs.py: error: {error}", file=sys.stderr)
            return 1
        files["compare.txt"] = report.encode()
    arguments.out.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        write_atomically(arguments.out / name, lambda file, content=content: file.write(content))
    for family, rows in by_family.items():
        summary = Summary.of(rows)
        print(f"{family}: {summary.count} benchmarks, geometric mean of B / A {summary.geomean:.3f}, "
              f"{summary.counts_text()}")
    print(f"wrote {', '.join(files)} in {arguments.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

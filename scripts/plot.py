#!/usr/bin/env python3
"""Draw bitbench's charts from the Google Benchmark JSON (bench.json) of run folders.

Everything drawn comes from the JSON: the families, implementations, sizes and
distributions from the benchmark names, and each family's default size, default
distribution, reference and null kernels from the context's "families" entry. Only what
a family's size means (SIZE_AXIS_LABELS) is plot.py's own.
"""

import argparse
import json
import math
import re
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import document_figures
import stats
import summarize
from kernel_style import MARKERS, kernel_style, tier_and_algorithm
from bench_json import BENCH_FILES, BenchInputError, bench_file, is_null_name, load_run, write_atomically
from results_folder import CPUS_FOLDER, load_results

try:
    import matplotlib

    matplotlib.use("Agg")
    # An SVG keeps its text as text, not outlines: a paper's editor can change it, and a reader
    # (or tests/plot_test.sh) can search it.
    matplotlib.rcParams["svg.fonttype"] = "none"
    import matplotlib.pyplot as plt
    from matplotlib.patches import Rectangle
    from matplotlib.ticker import FuncFormatter, NullFormatter
except ImportError:
    sys.exit(f"{sys.executable} cannot import matplotlib; run with $BITBENCH_PYTHON (scripts/python.sh)")

MODE_ORDER = ("throughput", "latency")
BAR_MODE = "throughput"  # the mode of the distribution and cross-run charts
# Name components drawn as one panel per value rather than in the series labels: the first
# of these that a family's benchmark names carry.
PANEL_PARAMS = ("op", "piece")
LOG_SCALE_RATIO = 20  # values spanning more than this factor get a log axis
TEXT_ROOM = 0.2  # share of the value span left beside the bars for their value labels
PANEL_WIDTH = 5.5
BAR_ROW_HEIGHT = 0.34
DPI = 80
# What the size N of a family's benchmark names measures, when it is not a board's side.
SIZE_AXIS_LABELS = {"masks": "mask width in bits", "bits": "word width in bits"}
KIND_ORDER = {"reference": 0, "kernel": 1, "null": 2}
# Heat maps: a cell's time over its column's best, coloured from 1x up to HEATMAP_REACH, where
# the colour saturates (a kernel 30 times slower than the best is out of the race either way).
HEATMAP_REACH = 30
HEATMAP_COLORMAP = "YlOrRd"
# A committed run keeps its winners charts of at most this many rows (plot.py --headline).
HEADLINE_ROWS = 60


@dataclass(frozen=True)
class Bar:
    """One horizontal bar: its value, whisker ends, colour and the text printed beside it."""

    value: float
    text: str
    color: str
    low: float
    high: float
    unstable: bool = False


@dataclass(frozen=True)
class Scale:
    """How a value axis is drawn: log or linear, where bars start, and the axis limits."""

    log: bool
    base: float
    limits: tuple


# ---------------------------------------------------------------- selecting measurements


def series_label(measurement, omit=()):
    """The name of a bar or line: the implementation plus its extra key:value components but `omit`."""
    extras = " ".join(f"{key}:{value}" for key, value in measurement.name.extra_params() if key not in omit)
    return f"{measurement.name.impl} {extras}".strip()


def ordered_labels(measurements, settings, omit=()):
    """The series labels: the reference first, the kernels by name, the null kernel last, so
    that a kernel keeps its row, colour and marker from run to run (a run with random
    interleaving lists its results in no order)."""
    kinds = label_kinds(measurements, settings, omit)
    return sorted(kinds, key=lambda label: (KIND_ORDER[kinds[label]], label))


def panels_of(measurements):
    """(title, params) per panel: one per mode, times one per value of a PANEL_PARAMS component.

    Returns the panels and the name components they fix, which the series labels leave out.
    """
    modes = modes_in(measurements)
    present = [key for key in PANEL_PARAMS if any(key in dict(m.name.params) for m in measurements)]
    if not present:
        return [(f"mode: {mode}", {"mode": mode}) for mode in modes], ()
    key = present[0]
    values = distinct_params(measurements, key)
    panels = [(f"{key}: {value}, mode: {mode}", {"mode": mode, key: value}) for mode in modes for value in values]
    return panels, (key,)


def distinct_params(measurements, key):
    """The distinct values of one name component, in the order they first appear."""
    return list(dict.fromkeys(m.name.param(key) for m in measurements))


def modes_in(measurements):
    """The modes present, throughput and latency first, others in the order they appear."""
    modes = distinct_params(measurements, "mode")
    return sorted(modes, key=lambda mode: MODE_ORDER.index(mode) if mode in MODE_ORDER else len(MODE_ORDER))


def bar_size(run, family):
    """The size of the bar charts: the family's default size, or the smallest in a run without it."""
    settings = run.families[family]
    sizes = distinct_params(run.select(family), "n")
    if settings.default_size in sizes or not sizes:
        return settings.default_size
    return min(sizes, key=float)


def default_rows(run, family):
    """The family's measurements at its bar size and default distribution (none if not in the run)."""
    settings = run.families.get(family)
    if settings is None:
        return []
    return run.select(family, n=bar_size(run, family), dist=settings.default_dist)


def default_bar_rows(run, family):
    """The family's throughput measurements at its default size and default distribution."""
    return [m for m in default_rows(run, family) if m.matches(mode=BAR_MODE)]


def kind_of(measurement, settings):
    """'reference', 'null' or 'kernel', from the family's settings."""
    if measurement.name.impl == settings.reference:
        return "reference"
    if settings.is_null(measurement.name.impl):
        return "null"
    return "kernel"


def reference_median(measurements, settings, **params):
    """The median ns of the reference among measurements with the given parameters, or None."""
    for m in measurements:
        if kind_of(m, settings) == "reference" and m.matches(**params):
            return m.median_ns
    return None


def reference_median_of(measurement, measurements, settings, **params):
    """The reference's median on the same case as `measurement` (its piece, op, layout...), or None."""
    return reference_median(measurements, settings, **{**dict(measurement.name.extra_params()), **params})


def has_speedup(measurements, settings):
    """True when the reference and at least one other non-null kernel are present."""
    kinds = {kind_of(m, settings) for m in measurements}
    return "reference" in kinds and "kernel" in kinds


# ---------------------------------------------------------------- text


def format_ns(value):
    """A ns figure with about three significant digits."""
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    if value >= 0.01:
        return f"{value:.2f}"
    return f"{value:.2g}"


def format_speedup(value):
    """A speed-up factor such as 3.21x."""
    return f"{value:.1f}x" if value >= 10 else f"{value:.2f}x"


def run_description(run):
    """CPU model, CPU slug and compiler of a run, from its context."""
    return f"{run.context_value('cpu_model')} ({run.context_value('cpu_slug')}) · {run.context_value('compiler')}"


def figure_title(run, family, selection):
    """A two-line title: family and selection, then CPU, compiler and run id."""
    return f"{family} — {selection}\n{run_description(run)} · run {run.run_id()}"


def ns_axis_label(settings, measurements, spread="whiskers"):
    """The label of an ns axis, saying what the whiskers (or bands) show."""
    repetitions = max(len(m.repetition_ns) for m in measurements)
    if repetitions > 1:
        coverage = stats.sign_test_rank(repetitions)[1]
        return f"ns per {settings.unit} (median; {spread}: {coverage:.0%} interval, {repetitions} repetitions)"
    if repetitions == 1:
        return f"ns per {settings.unit} (single repetition)"
    return f"ns per {settings.unit} (median aggregate; repetitions not reported)"


# ---------------------------------------------------------------- scales and bars


def spans_decades(values):
    """True when the positive values span more than LOG_SCALE_RATIO."""
    return max(values) / min(values) > LOG_SCALE_RATIO


def use_plain_log_ticks(axis, low, high):
    """Label a log axis with plain numbers; label its 2x and 5x minor ticks when it spans < 2 decades."""
    axis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:g}"))
    if high / low < 100:
        axis.set_minor_formatter(FuncFormatter(label_two_and_five))
    else:
        axis.set_minor_formatter(NullFormatter())


def label_two_and_five(value, _position):
    """The label of a log axis's minor tick: the value at 2 and 5 times a power of ten, else none."""
    return f"{value:g}" if f"{value:.0e}"[0] in "25" else ""


def axis_limits(low, high, log, pad_low, pad_high):
    """Limits around [low, high] with pads given as shares of the span (in log space if log)."""
    forward, backward = (math.log10, lambda v: 10**v) if log else (float, float)
    start, end = forward(low), forward(high)
    span = (end - start) or 1.0
    return backward(start - pad_low * span), backward(end + pad_high * span)


def ns_scale(bars):
    """The scale of ns bars: bars from zero (or from a decade below the smallest on log axes)."""
    lows = [bar.low for bar in bars]
    highs = [bar.high for bar in bars]
    log = spans_decades(lows + highs)
    base = 10 ** math.floor(math.log10(min(lows) / 1.5)) if log else 0.0
    return Scale(log, base, axis_limits(base, max(highs), log, 0.0, TEXT_ROOM))


def speedup_scale(bars):
    """The scale of speed-up bars: bars grow left or right from 1x."""
    values = [bar.value for bar in bars] + [1.0]
    low, high = min(values), max(values)
    log = spans_decades(values)
    pad_low = TEXT_ROOM if low < 1.0 else 0.05
    return Scale(log, 1.0, axis_limits(low, high, log, pad_low, TEXT_ROOM))


def style_of(impl, settings):
    """The kernel's colour, marker and line style, the same in every chart (kernel_style.py)."""
    return kernel_style(impl, settings.reference, settings.is_null(impl))


def ns_bar(measurement, settings, color=None, flagged=False):
    """The bar of a measurement's median ns in the kernel's colour, with whiskers from its 95%
    confidence interval; red, and saying so, when `flagged` as failing a sanity check."""
    return Bar(
        measurement.median_ns,
        format_ns(measurement.median_ns) + (" fails a sanity check" if flagged else ""),
        "tab:red" if flagged else color or style_of(measurement.name.impl, settings)["color"],
        measurement.estimate.low,
        measurement.estimate.high,
        measurement.estimate.unstable,
    )


def speedup_bar(speedup):
    """The bar of a speed-up factor, green when faster than the reference, red when slower."""
    color = "tab:green" if speedup >= 1.0 else "tab:red"
    return Bar(speedup, format_speedup(speedup), color, speedup, speedup)


def draw_bar_groups(ax, labels, groups, scale):
    """Draw one row per label holding one bar per group (a dict label -> Bar), with value texts."""
    height = 0.8 / len(groups)
    for index, group in enumerate(groups):
        for row, label in enumerate(labels):
            if label in group:
                draw_bar(ax, row - 0.4 + height * (index + 0.5), height * 0.9, group[label], scale)
    ax.set_xscale("log" if scale.log else "linear")
    if scale.log:
        use_plain_log_ticks(ax.xaxis, *scale.limits)
    ax.set_xlim(*scale.limits)
    ax.set_yticks(range(len(labels)), labels)
    ax.set_ylim(len(labels) - 0.5, -0.5)
    ax.grid(axis="x", which="major", alpha=0.3)
    if scale.log:  # guide lines that lead the eye from a label to its dots
        ax.grid(axis="y", alpha=0.15)
    ax.set_axisbelow(True)


def draw_bar(ax, y, height, bar, scale):
    """Draw one value, its whiskers and its value text past its end: a bar from the scale's
    base on a linear axis, a dot on a log axis (where a bar's length would mean nothing)."""
    # An unstable result (scripts/stats.py: a wide interval) is hatched, or its dot hollow.
    if scale.log:
        ax.plot(bar.value, y, marker="o", markersize=6, color=bar.color, zorder=3,
                markerfacecolor="white" if bar.unstable else bar.color)
    else:
        ax.barh(y, bar.value - scale.base, left=scale.base, height=height, color=bar.color,
                hatch="////" if bar.unstable else None, edgecolor="white" if bar.unstable else None)
    if bar.high > bar.low:
        whiskers = [[bar.value - bar.low], [bar.high - bar.value]]
        ax.errorbar(bar.value, y, xerr=whiskers, fmt="none", ecolor="black", elinewidth=0.8, capsize=2)
    rightwards = bar.value >= scale.base
    ax.annotate(
        bar.text,
        (bar.high if rightwards else bar.low, y),
        xytext=(3 if rightwards else -3, 0),
        textcoords="offset points",
        ha="left" if rightwards else "right",
        va="center",
        fontsize=8,
    )


def panel_grid(panel_count, columns, panel_width, row_height, sharey=False):
    """A figure with panel_count panels in a grid, the spare cells hidden; returns (figure, axes list)."""
    columns = min(columns, panel_count)
    rows = math.ceil(panel_count / columns)
    figure, axes = plt.subplots(
        rows,
        columns,
        squeeze=False,
        sharey=sharey,
        figsize=(panel_width * columns, rows * row_height + 0.8),
        layout="constrained",
    )
    for unused in axes.flat[panel_count:]:
        unused.set_visible(False)
    return figure, list(axes.flat[:panel_count])


def bar_panels(panel_count, bar_rows, columns=2, panel_width=PANEL_WIDTH):
    """A figure with a grid of bar panels sharing their y axis; returns (figure, axes list)."""
    return panel_grid(panel_count, columns, panel_width, 0.9 + BAR_ROW_HEIGHT * bar_rows, sharey=True)


def add_bottom_legend(figure, handles, columns):
    """A frameless legend centred under the figure (saved with bbox_inches="tight")."""
    figure.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, 0), ncol=columns, frameon=False)


def add_line_legend(figure, axes):
    """A legend under the figure naming each line of any panel once."""
    by_label = {}
    for ax in axes:
        for handle, label in zip(*ax.get_legend_handles_labels()):
            by_label.setdefault(label, handle)
    add_bottom_legend(figure, list(by_label.values()), min(4, len(by_label)))


# ---------------------------------------------------------------- per-run charts


def chart_ns_per_op(run, family):
    """Median ns per operation per implementation at the defaults, one panel per mode."""
    settings = run.families[family]
    rows = default_rows(run, family)
    panels, omit = panels_of(rows)
    labels = ordered_labels(rows, settings, omit)
    figure, axes = bar_panels(len(panels), len(labels))
    flagged = {v["name"] for v in summarize.sanity_violations(run, summarize.grouped(run))}
    for ax, (title, params) in zip(axes, panels):
        bars = {series_label(m, omit): ns_bar(m, settings, flagged=str(m.name) in flagged)
                for m in rows if m.matches(**params)}
        draw_bar_groups(ax, labels, [bars], ns_scale(bars.values()))
        ax.set_title(title)
        ax.set_xlabel(ns_axis_label(settings, rows))
    figure.suptitle(figure_title(run, family, f"n={bar_size(run, family)}, dist={settings.default_dist}"))
    return figure


def speedups(measurements, settings, omit=(), **params):
    """Label -> reference median / median on the same case, for the non-null measurements with the params."""
    out = {}
    for m in measurements:
        if kind_of(m, settings) == "null" or not m.matches(**params):
            continue
        reference = reference_median_of(m, measurements, settings, **params)
        if reference is not None:
            out[series_label(m, omit)] = reference / m.median_ns
    return out


def chart_speedup(run, family):
    """Speed-up over the reference per implementation at the defaults, one panel per mode."""
    settings = run.families[family]
    rows = [m for m in default_rows(run, family) if kind_of(m, settings) != "null"]
    panels, omit = panels_of(rows)
    panels = [(title, params) for title, params in panels if reference_median(rows, settings, **params) is not None]
    labels = ordered_labels(rows, settings, omit)
    figure, axes = bar_panels(len(panels), len(labels))
    for ax, (title, params) in zip(axes, panels):
        bars = {label: speedup_bar(value) for label, value in speedups(rows, settings, omit, **params).items()}
        draw_bar_groups(ax, labels, [bars], speedup_scale(bars.values()))
        ax.axvline(1.0, color="black", linewidth=1)
        ax.set_title(title)
        ax.set_xlabel(f"speed-up over {settings.reference} (median / median)")
    figure.suptitle(figure_title(run, family, f"n={bar_size(run, family)}, dist={settings.default_dist}"))
    return figure


def chart_distributions(run, family):
    """Median ns per operation per implementation, one panel per distribution, throughput mode."""
    settings = run.families[family]
    rows = run.select(family, n=bar_size(run, family), mode=BAR_MODE)
    labels = ordered_labels(rows, settings)
    dists = distinct_params(rows, "dist")
    panels = {
        dist: {series_label(m): ns_bar(m, settings) for m in rows if m.matches(dist=dist)} for dist in dists
    }
    scale = ns_scale([bar for bars in panels.values() for bar in bars.values()])
    figure, axes = bar_panels(len(dists), len(labels), columns=3, panel_width=4.4)
    for ax, (dist, bars) in zip(axes, panels.items()):
        draw_bar_groups(ax, labels, [bars], scale)
        ax.set_title(f"dist: {dist}")
    figure.supxlabel(ns_axis_label(settings, rows), fontsize="medium")
    figure.suptitle(figure_title(run, family, f"n={bar_size(run, family)}, mode={BAR_MODE}, by distribution"))
    return figure


def panel_columns(panels, measurements):
    """Columns of a panel grid: one row per mode when that fits in four columns."""
    return min(4, max(1, len(panels) // len(modes_in(measurements))))


def line_panels(panel_count, columns=4):
    """A figure with a grid of log-log line panels; returns (figure, axes list)."""
    return panel_grid(panel_count, columns, PANEL_WIDTH, 4.4)


def label_sizes(ax, sizes):
    """Put the x ticks of a log axis at the measured sizes (turned when there are many)."""
    ax.set_xticks(sizes, [f"{size:g}" for size in sizes], rotation=45 if len(sizes) > 8 else 0)
    ax.xaxis.set_minor_formatter(NullFormatter())


def label_kinds(measurements, settings, omit=()):
    """Series label -> 'reference', 'null' or 'kernel', in the order the labels first appear."""
    return {series_label(m, omit): kind_of(m, settings) for m in measurements}


def line_styles(measurements, settings, omit=()):
    """Label -> plot keywords, in the order of ordered_labels: each kernel's own (kernel_style.py)."""
    return {label: style_of(label.split()[0], settings) for label in ordered_labels(measurements, settings, omit)}


def size_axis_label(family):
    """What the x axis of a by-size chart measures."""
    return SIZE_AXIS_LABELS.get(family, "board side N")


def size_series(measurements, label, omit=()):
    """The measurements of one series sorted by size."""
    series = [m for m in measurements if series_label(m, omit) == label]
    return sorted(series, key=lambda m: float(m.name.param("n")))


def mark_unstable(ax, points, style):
    """Draw the points of unstable results (scripts/stats.py) with hollow markers."""
    if points:
        ax.plot(*zip(*points), linestyle="none", marker=style["marker"], markersize=5,
                markerfacecolor="white", markeredgecolor=style["color"])


def best_per_tier(rows, settings):
    """The kernels that matter in a by-size chart: the reference and, per ISA tier, the kernel
    fastest against the reference (geometric mean over the sizes and cases it ran)."""
    speedups = {}
    for m in rows:
        reference = reference_median_of(m, rows, settings, n=m.name.param("n"), mode=m.name.param("mode"))
        if reference is not None and kind_of(m, settings) == "kernel":
            speedups.setdefault(m.name.impl, []).append(reference / m.median_ns)
    best = {}
    for impl, values in speedups.items():
        tier = tier_and_algorithm(impl)[0]
        score = stats.geometric_mean(values)
        if tier not in best or score > best[tier][0]:
            best[tier] = (score, impl)
    return {settings.reference} | {impl for _, impl in best.values()}


def chart_sizes(run, family):
    """Median ns per operation against N, one panel per mode: the reference and the best kernel
    of each ISA tier (every kernel when plot.py --kernels chose them)."""
    settings = run.families[family]
    rows = run.select(family, dist=settings.default_dist)
    if not getattr(run, "kernels_chosen", False):
        shown = best_per_tier(rows, settings)
        rows = [m for m in rows if m.name.impl in shown]
    panels, omit = panels_of(rows)
    styles = line_styles(rows, settings, omit)
    figure, axes = line_panels(len(panels), columns=panel_columns(panels, rows))
    for ax, (title, params) in zip(axes, panels):
        in_panel = [m for m in rows if m.matches(**params)]
        for label, style in styles.items():
            series = size_series(in_panel, label, omit)
            sizes = [float(m.name.param("n")) for m in series]
            if series:
                ax.plot(sizes, [m.median_ns for m in series], markersize=4, label=label, **style)
                lows, highs = [m.estimate.low for m in series], [m.estimate.high for m in series]
                ax.fill_between(sizes, lows, highs, color=style["color"], alpha=0.15, linewidth=0)
                mark_unstable(ax, [(size, m.median_ns) for size, m in zip(sizes, series) if m.estimate.unstable], style)
        ax.set_xscale("log")
        ax.set_yscale("log")
        use_plain_log_ticks(ax.yaxis, *ax.get_ylim())
        label_sizes(ax, sorted({float(m.name.param("n")) for m in rows}))
        ax.grid(alpha=0.3)
        ax.set_title(title)
        ax.set_xlabel(size_axis_label(family))
        ax.set_ylabel(ns_axis_label(settings, rows, spread="bands"))
    add_line_legend(figure, axes)
    chosen = "" if getattr(run, "kernels_chosen", False) else ", the reference and each ISA tier's best"
    figure.suptitle(figure_title(run, family, f"dist={settings.default_dist}, by size{chosen}"))
    return figure


def chart_speedup_by_size(run, family):
    """Speed-up over the reference against N, one line per non-null implementation, per mode."""
    settings = run.families[family]
    rows = run.select(family, dist=settings.default_dist)
    panels, omit = panels_of(rows)
    styles = line_styles(rows, settings, omit)
    kinds = label_kinds(rows, settings, omit)
    kernels = [label for label in ordered_labels(rows, settings, omit) if kinds[label] == "kernel"]
    sizes = sorted({float(m.name.param("n")) for m in rows})
    all_values = []
    figure, axes = line_panels(len(panels), columns=panel_columns(panels, rows))
    for ax, (title, params) in zip(axes, panels):
        in_panel = [m for m in rows if m.matches(**params)]
        for label in kernels:
            points = speedup_points(in_panel, settings, label, omit)
            all_values += [value for _, value in points]
            if points:
                ax.plot(*zip(*points), markersize=4, label=label, **styles[label])
        ax.axhline(1.0, color="black", linestyle="--", linewidth=1, label=f"{settings.reference} (1x)")
        ax.set_xscale("log")
        label_sizes(ax, sizes)
        ax.grid(alpha=0.3)
        ax.set_title(title)
        ax.set_xlabel(size_axis_label(family))
        ax.set_ylabel(f"speed-up over {settings.reference} (median / median)")
    if spans_decades(all_values + [1.0]):
        for ax in axes:
            ax.set_yscale("log")
            use_plain_log_ticks(ax.yaxis, *ax.get_ylim())
    add_line_legend(figure, axes)
    figure.suptitle(figure_title(run, family, f"dist={settings.default_dist}, speed-up by size"))
    return figure


def heatmap_panel(ax, labels, columns, cells, column_title):
    """Rows `labels` by `columns`, each cell (label, column) -> Estimate drawn as its time over
    the column's best time, on a log colour scale from 1x; the best of each column outlined and
    marked, a cell without a result hatched grey. Returns the image, for a colour bar."""
    grid = [[math.nan] * len(columns) for _ in labels]
    for column, name in enumerate(columns):
        present = {label: cells[(label, name)] for label in labels if (label, name) in cells}
        if not present:
            continue
        best = min(present, key=lambda label: present[label].median)
        for label, estimate in present.items():
            grid[labels.index(label)][column] = estimate.median / present[best].median
        row = labels.index(best)
        ax.add_patch(Rectangle((column - 0.5, row - 0.5), 1, 1, fill=False, edgecolor="black", linewidth=2))
    logs = [[math.log10(value) if not math.isnan(value) else math.nan for value in row] for row in grid]
    image = ax.imshow(logs, cmap=HEATMAP_COLORMAP, vmin=0, vmax=math.log10(HEATMAP_REACH), aspect="auto")
    for row, values in enumerate(grid):
        for column, value in enumerate(values):
            if math.isnan(value):
                ax.add_patch(Rectangle((column - 0.5, row - 0.5), 1, 1, facecolor="0.92", hatch="///",
                                       edgecolor="0.7", linewidth=0))
                continue
            unstable = cells[(labels[row], columns[column])].unstable
            text = "best" if value == 1.0 else f"{value:.2g}x"
            ax.text(column, row, text + ("?" if unstable else ""), ha="center", va="center", fontsize=6.5,
                    color="white" if value > HEATMAP_REACH ** 0.6 else "black",
                    fontweight="bold" if value == 1.0 else "normal")
    ax.set_xticks(range(len(columns)), columns, fontsize=7, rotation=90 if len(columns) > 10 else 0)
    ax.set_yticks(range(len(labels)), labels, fontsize=7)
    ax.set_title(column_title, fontsize=9)
    return image


def add_heatmap_colorbar(figure, axes, image, what):
    """The colour bar of heat maps drawn by heatmap_panel."""
    colorbar = figure.colorbar(image, ax=axes, shrink=0.6, label=f"time over the best {what} (log scale)")
    ticks = [value for value in (1, 1.5, 2, 3, 5, 10, 20, 50) if value <= HEATMAP_REACH]
    colorbar.set_ticks([math.log10(value) for value in ticks], labels=[f"{value:g}x" for value in ticks])


def chart_heatmap(run, family):
    """Kernel by size at the default distribution, each cell the kernel's time over the fastest
    kernel's at that size: the winner of each column outlined, sizes a kernel lacks hatched,
    unstable cells marked '?'."""
    settings = run.families[family]
    rows = [m for m in run.select(family, dist=settings.default_dist) if kind_of(m, settings) != "null"]
    panels, omit = panels_of(rows)
    labels = ordered_labels(rows, settings, omit)
    sizes = sorted({m.name.param("n") for m in rows}, key=float)
    figure, axes = panel_grid(len(panels), 2 if len(sizes) <= 6 else 1, 2.4 + 0.55 * len(sizes),
                              0.9 + 0.22 * len(labels))
    for ax, (title, params) in zip(axes, panels):
        cells = {(series_label(m, omit), m.name.param("n")): m.estimate for m in rows if m.matches(**params)}
        image = heatmap_panel(ax, labels, sizes, cells, title)
        ax.set_xlabel(size_axis_label(family))
    add_heatmap_colorbar(figure, axes, image, "at that size")
    figure.suptitle(figure_title(run, family, f"dist={settings.default_dist}, each size against its fastest kernel"))
    return figure


@dataclass(frozen=True)
class PredictedCell:
    """A predicted cycles-per-call figure, in the shape heatmap_panel draws."""

    median: float
    unstable: bool = False


def chart_predicted(document, family):
    """Kernel by CPU model, each cell llvm-mca's cycles per call over the column's fewest (the
    null kernel left out): one panel per architecture and case (piece, operation), models
    without a prediction hatched."""
    records = [r for r in document["kernels"] if r["family"] == family and not is_null_name(r["impl"])]
    panels = sorted({(r["arch"], r["case"]) for r in records})
    labels_of = {panel: sorted({r["impl"] for r in records if (r["arch"], r["case"]) == panel})
                 for panel in panels}
    most_models = max(len(document["models"][arch]) for arch, _ in panels)
    most_rows = max(len(labels) for labels in labels_of.values())
    figure, axes = panel_grid(len(panels), 2, 2.6 + 0.6 * most_models, 1.2 + 0.22 * most_rows)
    for ax, panel in zip(axes, panels):
        arch, case = panel
        models = list(document["models"][arch])
        cells = {(r["impl"], model): PredictedCell(cycles) for r in records
                 if (r["arch"], r["case"]) == panel for model, cycles in r["cycles_per_call"].items()}
        image = heatmap_panel(ax, labels_of[panel], models, cells, f"{arch} {case}".strip())
        ax.set_xlabel("llvm-mca model")
    add_heatmap_colorbar(figure, axes, image, "predicted on that model")
    figure.suptitle(f"{family}: predicted cycles per call (llvm-mca, commit {document['commit']}, "
                    f"n={document['sizes'][family]}), each model against its fastest kernel")
    return figure


def draw_predicted_charts(path, out_dir, formats):
    """plot.py --predictions FILE: <family>_predicted, a heat map per family, into out_dir."""
    try:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
    except (OSError, ValueError) as error:
        print(f"plot.py: error: {path}: {error}", file=sys.stderr)
        return 2
    out_dir.mkdir(parents=True, exist_ok=True)
    for family in sorted({r["family"] for r in document["kernels"] if r["cycles_per_call"]}):
        save_figure(chart_predicted(document, family), out_dir / f"{family}_predicted", formats)
    return 0


def winner_cases(run, family):
    """The rows of a winners chart: (size, extra parameters) at the default distribution."""
    rows = run.select(family, dist=run.families[family].default_dist)
    return sorted({(m.name.param("n"), m.name.extra_params()) for m in rows}, key=lambda case: (float(case[0]), case[1]))


def chart_winners(run, family):
    """Per size (and piece or operation) and mode, the fastest kernel at the default
    distribution with its median and 95% interval, and the kernels the run cannot tell from it
    (scripts/stats.py); a hollow marker for an unstable winner."""
    settings = run.families[family]
    rows = [m for m in run.select(family, dist=settings.default_dist) if kind_of(m, settings) != "null"]
    modes = modes_in(rows)
    cases = winner_cases(run, family)
    figure, ax = plt.subplots(figsize=(1.2 + 5.8 * len(modes), 1.3 + 0.28 * len(cases)), layout="constrained")
    ax.axis("off")
    ax.set_xlim(0, 0.25 + len(modes))
    ax.set_ylim(len(cases) - 0.5, -1.2)
    ax.text(0, -0.9, SIZE_AXIS_LABELS.get(family, "n"), fontweight="bold", fontsize=8)
    for column, mode in enumerate(modes):
        ax.text(0.25 + column, -0.9, f"{mode}: fastest, median ns [95% CI] ≈ not told apart",
                fontweight="bold", fontsize=8)
    for row, (size, extras) in enumerate(cases):
        ax.text(0, row, " ".join([size] + [value for _, value in extras]), fontsize=8, va="center")
        for column, mode in enumerate(modes):
            x = 0.25 + column
            estimates = {m.name.impl: m.estimate for m in rows
                         if m.name.param("n") == size and m.name.extra_params() == extras and m.matches(mode=mode)}
            if not estimates:
                continue
            fastest, estimate, tied = stats.winner(estimates)
            style = style_of(fastest, settings)
            ax.plot(x + 0.02, row, marker=style["marker"], color=style["color"], markersize=7,
                    markerfacecolor="white" if estimate.unstable else style["color"])
            text = f"{fastest}  {format_ns(estimate.median)} [{format_ns(estimate.low)}, {format_ns(estimate.high)}]"
            if tied:
                text += "  ≈ " + ", ".join(tied[:2]) + (f" +{len(tied) - 2}" if len(tied) > 2 else "")
            ax.text(x + 0.06, row, text, fontsize=7.5, va="center")
    figure.suptitle(figure_title(run, family, f"dist={settings.default_dist}, the fastest kernel at each size"),
                    fontsize=9)
    return figure


def document_chart(run, family, rows, size_of, document, omit=()):
    """Every series of `rows` against size_of(measurement) on log axes, with bands from the 95% intervals,
    beside a seed document's own Python timings: `document` maps a method's label to
    {size: ns}, drawn grey and dash-dotted (another machine, another language)."""
    settings = run.families[family]
    figure, (ax,) = line_panels(1, columns=1)
    for label, style in line_styles(rows, settings, omit).items():
        series = size_series(rows, label, omit)
        if settings.is_null(label) or not series:
            continue
        sizes = [size_of(m) for m in series]
        ax.plot(sizes, [m.median_ns for m in series], markersize=4, label=label, **style)
        ax.fill_between(sizes, [m.estimate.low for m in series], [m.estimate.high for m in series],
                        color=style["color"], alpha=0.15, linewidth=0)
        mark_unstable(ax, [(size, m.median_ns) for size, m in zip(sizes, series) if m.estimate.unstable], style)
    for (method, by_size), marker in zip(document.items(), MARKERS):
        ax.plot(list(by_size), list(by_size.values()), color="gray", linestyle="-.", linewidth=2,
                marker=marker, markerfacecolor="white", label=f"document, Python: {method}")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.grid(alpha=0.3)
    ax.set_ylabel(ns_axis_label(settings, rows, spread="bands"))
    return figure, ax


def chart_masks_document(run, family):
    """R(0b11001, 5, n) against n: every builder of the run in throughput, beside the seed
    document's own Python timings of its three methods."""
    rows = run.select(family, dist=document_figures.MASK_PATTERN, mode="throughput")
    figure, ax = document_chart(run, family, rows,
                                lambda m: float(m.name.param("n")) / document_figures.MASK_LENGTH,
                                document_figures.MASK_NS_BY_METHOD)
    ax.set_xlabel("n, copies of the 5-bit pattern (mask width 5n bits)")
    add_line_legend(figure, [ax])
    figure.suptitle(figure_title(run, family, "R(0b11001, 5, n), mode=throughput, beside the document's Python"))
    return figure


def chart_transform_document(run, family):
    """The 8 symmetric images against N: every transform of the run in throughput, beside the
    seed document's own Python timings of calc_same_hashables per board class."""
    rows = run.select(family, op=document_figures.SYMMETRIES_OP, mode="throughput")
    document = {board: {side: us * 1000 for side, us in by_side.items()}
                for board, by_side in document_figures.SYMMETRIES_US_BY_BOARD.items()}
    figure, ax = document_chart(run, family, rows, lambda m: float(m.name.param("n")), document,
                                omit=("op",))
    ax.set_xlabel(size_axis_label(family))
    add_line_legend(figure, [ax])
    figure.suptitle(figure_title(run, family, "the 8 symmetric images, mode=throughput, beside the document's Python"))
    return figure


def speedup_points(measurements, settings, label, omit=()):
    """(N, speed-up) pairs of one series in one panel, at the sizes where the reference ran."""
    points = []
    for m in size_series(measurements, label, omit):
        reference = reference_median_of(m, measurements, settings, n=m.name.param("n"), mode=m.name.param("mode"))
        if reference is not None:
            points.append((float(m.name.param("n")), reference / m.median_ns))
    return points


def planned_run_charts(run, folder, headline_only=False):
    """(path in `folder` without its suffix, function drawing the figure) for every chart the
    run's data supports, or for its headline figures only: each family's winners."""
    plan = []
    for family in run.family_names():
        settings = run.families[family]
        charts = [("winners", chart_winners)]
        if headline_only:
            # A committed run keeps its winners chart if it fits a page; summary.md names the
            # winners of every family in a table anyway.
            if len(winner_cases(run, family)) <= HEADLINE_ROWS:
                plan.append((folder / f"{family}_winners", partial(chart_winners, run, family)))
            continue
        charts.append(("ns_per_op", chart_ns_per_op))
        if has_speedup(default_rows(run, family), settings):
            charts.append(("speedup", chart_speedup))
        if len(distinct_params(run.select(family, n=bar_size(run, family), mode=BAR_MODE), "dist")) > 1:
            charts.append(("distributions", chart_distributions))
        by_dist = run.select(family, dist=settings.default_dist)
        if len(distinct_params(by_dist, "n")) > 1:
            charts += [("sizes", chart_sizes), ("heatmap", chart_heatmap)]
            if has_speedup(by_dist, settings):
                charts.append(("speedup_by_size", chart_speedup_by_size))
        if len(distinct_params(run.select(family, dist=document_figures.MASK_PATTERN), "n")) > 1:
            charts.append(("document", chart_masks_document))
        if len(distinct_params(run.select(family, op=document_figures.SYMMETRIES_OP), "n")) > 1:
            charts.append(("document", chart_transform_document))
        plan += [(folder / f"{family}_{name}", partial(chart, run, family)) for name, chart in charts]
    return plan


# ---------------------------------------------------------------- cross-run chart


def run_column(run):
    """A run's column title: CPU, compiler and repetitions, so that no heat map mixes them
    silently; the CPU slug wrapped at its dashes to the width of a column."""
    repetitions = max((len(m.repetition_ns) for m in run.measurements), default=0)
    slug = textwrap.fill(run.context_value("cpu_slug").replace("-", " "), 18).replace(" ", "-")
    return f"{slug}\n{run.context_value('compiler')}\n{repetitions} reps, {run.run_id()[:15]}"


def chart_runs(runs, family):
    """Kernel by run at each run's default size and distribution, one panel per mode (and piece
    or operation): each kernel's time over the run's fastest, the runs' CPUs and compilers named."""
    runs = [run for run in runs if default_rows(run, family)]
    settings = runs[0].families[family]
    rows_by_run = [[m for m in default_rows(run, family) if kind_of(m, run.families[family]) != "null"] for run in runs]
    every_row = [m for rows in rows_by_run for m in rows]
    panels, omit = panels_of(every_row)
    labels = ordered_labels(every_row, settings, omit)
    columns = [run_column(run) for run in runs]
    figure, axes = panel_grid(len(panels), min(2, len(panels)), 2.6 + 1.5 * len(runs), 0.9 + 0.22 * len(labels))
    for ax, (title, params) in zip(axes, panels):
        cells = {(series_label(m, omit), column): m.estimate
                 for column, rows in zip(columns, rows_by_run) for m in rows if m.matches(**params)}
        image = heatmap_panel(ax, labels, columns, cells, title)
    add_heatmap_colorbar(figure, axes, image, "on that CPU and compiler")
    sizes = sorted({(run.families[family].default_size, run.families[family].default_dist) for run in runs})
    selection = ", ".join(f"n={size}, dist={dist}" for size, dist in sizes)
    figure.suptitle(f"{family} across runs — {selection}; each kernel against the fastest of its run", fontsize=10)
    return figure


def planned_cross_run_charts(runs, out_dir, suffix="runs"):
    """(path, function drawing the figure) of the cross-run chart of every family in any run."""
    families = dict.fromkeys(
        family for run in runs for family in run.family_names() if default_bar_rows(run, family)
    )
    return [(out_dir / f"{family}_{suffix}", partial(chart_runs, runs, family)) for family in families]


def planned_cpu_charts(results_dir):
    """(path, function drawing the figure) of results/cpus/<family>_cpus.png: per family, the
    current full runs of every CPU and compiler that measured it, side by side (none without a
    current full run)."""
    current = [found for found in load_results(results_dir) if found.current and not found.quick]
    current.sort(key=lambda found: (found.cpu_slug, found.compiler, found.run.run_id()))
    runs = [found.run for found in current]
    return planned_cross_run_charts(runs, results_dir / CPUS_FOLDER, suffix="cpus")


# ---------------------------------------------------------------- checks, writing, main


def check_plottable(run):
    """Raise BenchInputError when a family has no usable rows at its default size and distribution."""
    for family in run.family_names():
        settings = run.families[family]
        if not default_rows(run, family):
            raise BenchInputError(
                f"{bench_file(run.folder)}: family {family!r} has no usable rows at its defaults "
                f"n:{settings.default_size} dist:{settings.default_dist}"
            )


def check_out_dir(out_dir):
    """Raise BenchInputError when --out names something that is not a folder."""
    if out_dir.exists() and not out_dir.is_dir():
        raise BenchInputError(f"{out_dir}: --out exists and is not a folder")


def save_figure(figure, stem, formats):
    """Write the figure in each format (stem + "." + format) through a temporary file renamed
    into place, and print the paths."""
    for extension in formats:
        path = stem.with_name(f"{stem.name}.{extension}")
        write_atomically(path, lambda file: figure.savefig(file, format=extension, dpi=DPI, bbox_inches="tight"))
        print(path)
    plt.close(figure)


FORMATS = ("png", "svg", "pdf")


def formats_of(text):
    """The formats of --format (png,svg); argparse's error when one is unknown."""
    formats = [part for part in text.split(",") if part]
    unknown = [part for part in formats if part not in FORMATS]
    if unknown or not formats:
        raise argparse.ArgumentTypeError(f"unknown format {','.join(unknown) or text!r}; valid: {', '.join(FORMATS)}")
    return formats


def parse_arguments(argv):
    """The command line: run folders or --cpus, where the figures go, and what they show."""
    parser = argparse.ArgumentParser(
        description=(
            "Draw figures from bitbench runs (run folders results/<cpu-slug>/<run-id>/, or a "
            "bitbench bench JSON's folder). For each family: <family>_winners (the fastest kernel at "
            "each size and mode, with its interval), <family>_ns_per_op and <family>_speedup (at the "
            "family's default size and distribution), <family>_distributions (if several "
            "distributions), <family>_sizes (the reference and each ISA tier's best), "
            "<family>_heatmap (each size against its fastest kernel) and <family>_speedup_by_size "
            "(if several sizes). They go into the run folder, or into DIR/<run-id>/ with --out. A run "
            "committed to git is redrawn in place only with --in-place. Bad input: message on "
            "stderr, exit 2, nothing written."
        )
    )
    parser.add_argument("run_dirs", nargs="*", type=Path, metavar="RUN_DIR", help="a run folder holding bench.json")
    parser.add_argument(
        "--out",
        type=Path,
        metavar="DIR",
        help="write each run's charts into DIR/<run-id>/, and <family>_runs into DIR: each "
        "family's kernels across the runs given, against each run's fastest",
    )
    parser.add_argument("--in-place", action="store_true", help="redraw the charts of a committed run in its folder")
    parser.add_argument("--predictions", type=Path, metavar="FILE",
                        help="draw scripts/predict.sh's predictions.json as <family>_predicted heat maps "
                        "into --out DIR")
    parser.add_argument(
        "--cpus",
        type=Path,
        metavar="RESULTS_DIR",
        help="instead of run folders: draw RESULTS_DIR/cpus/<family>_cpus, each family's kernels "
        "in the current full run of every CPU and compiler (see scripts/index_results.py)",
    )
    parser.add_argument("--headline", action="store_true",
                        help="only the headline figures, <family>_winners: what a committed run keeps")
    parser.add_argument("--family", action="append", metavar="FAMILY", help="only this family (repeatable)")
    parser.add_argument("--kernels", metavar="REGEX",
                        help="only the kernels whose name matches (the reference and null kernel stay); "
                        "the size charts then show every one of them")
    parser.add_argument("--sizes", nargs="+", metavar="N", help="only these sizes")
    parser.add_argument("--mode", choices=("throughput", "latency"), help="only this mode")
    parser.add_argument("--format", type=formats_of, default=["png"], metavar="png,svg,pdf",
                        help="the formats to write, comma-separated (default png)")
    arguments = parser.parse_args(argv)
    if arguments.predictions:
        if arguments.run_dirs or arguments.cpus or not arguments.out:
            parser.error("--predictions FILE takes --out DIR and no run folders")
    elif bool(arguments.run_dirs) == bool(arguments.cpus):
        parser.error("give either run folders, --cpus RESULTS_DIR or --predictions FILE")
    if arguments.kernels:
        try:
            arguments.kernels = re.compile(arguments.kernels)
        except re.error as error:
            parser.error(f"--kernels {arguments.kernels!r}: {error}")
    return arguments


def select_measurements(run, arguments):
    """Keep the run's measurements that the options --family, --kernels, --sizes and --mode
    choose; BenchInputError when nothing is left."""
    def chosen(m):
        settings = run.families[m.name.family]
        kept_kernel = (not arguments.kernels or arguments.kernels.search(m.name.impl)
                       or m.name.impl == settings.reference or settings.is_null(m.name.impl))
        return ((not arguments.family or m.name.family in arguments.family) and kept_kernel
                and (not arguments.sizes or m.name.param("n") in arguments.sizes)
                and (not arguments.mode or m.name.param("mode") == arguments.mode))
    run.measurements = [m for m in run.measurements if chosen(m)]
    run.kernels_chosen = bool(arguments.kernels)
    if not run.measurements:
        raise BenchInputError(f"{bench_file(run.folder)}: no result matches the --family, --kernels, --sizes "
                              "and --mode given")


def is_committed(folder):
    """True when the run's bench.json (.xz, .gz) is tracked by git."""
    try:
        result = subprocess.run(
            ["git", "-C", str(folder), "ls-files", "--", *BENCH_FILES],
            capture_output=True,
            text=True,
            check=False,
        )
    except FileNotFoundError:  # no git: nothing is committed
        return False
    return result.returncode == 0 and bool(result.stdout.strip())


def chart_folder(run, arguments):
    """Where a run's charts go; raise BenchInputError for a committed run without leave."""
    if arguments.out:
        return arguments.out / run.folder.name
    if is_committed(run.folder) and not arguments.in_place:
        raise BenchInputError(
            f"{run.folder}: a committed run; give --out DIR to draw elsewhere, or --in-place to redraw it"
        )
    return run.folder


def main(argv=None):
    """Check every input, then draw and write every chart."""
    arguments = parse_arguments(argv)
    if arguments.predictions:
        return draw_predicted_charts(arguments.predictions, arguments.out, arguments.format)
    if arguments.cpus:
        return draw_cpu_charts(arguments.cpus, arguments.format)
    try:
        runs = [load_run(folder) for folder in arguments.run_dirs]
        for run in runs:
            select_measurements(run, arguments)
            check_plottable(run)
        if arguments.out:
            check_out_dir(arguments.out)
        folders = [chart_folder(run, arguments) for run in runs]
    except BenchInputError as error:
        print(f"plot.py: error: {error}", file=sys.stderr)
        return 2
    plan = [entry for run, folder in zip(runs, folders)
            for entry in planned_run_charts(run, folder, arguments.headline)]
    if arguments.out:
        for folder in folders:
            folder.mkdir(parents=True, exist_ok=True)
        plan += planned_cross_run_charts(runs, arguments.out)
    for stem, draw in plan:
        save_figure(draw(), stem, arguments.format)
    return 0


def draw_cpu_charts(results_dir, formats):
    """plot.py --cpus: check every run of the results folder, then draw the per-CPU figures."""
    try:
        plan = planned_cpu_charts(results_dir)
    except BenchInputError as error:
        print(f"plot.py: error: {error}", file=sys.stderr)
        return 2
    if not plan:
        print(f"plot.py: {results_dir} holds no current full run: no figure across CPUs drawn")
        return 0
    (results_dir / CPUS_FOLDER).mkdir(exist_ok=True)
    for stem, draw in plan:
        save_figure(draw(), stem, formats)
    return 0


if __name__ == "__main__":
    sys.exit(main())

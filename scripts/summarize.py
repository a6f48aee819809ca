#!/usr/bin/env python3
"""Summarise one bitbench run: every result's median with its 95% interval and cycles, which
results are unstable, the sanity checks, and per family, size, distribution and mode the
kernels in order with the neighbours each can be told from (every figure from scripts/stats.py).

    scripts/summarize.py BENCH_JSON [--out FILE] [--against OTHER_BENCH_JSON]

BENCH_JSON is a run folder, its bench.json(.gz), or the JSON of `bitbench bench ...
--benchmark_out=FILE`. Writes FILE (default: summary.json beside BENCH_JSON) and the same
summary, readable, in FILE with the suffix .md; prints its headline. When the run folder holds
instructions.json (`scripts/sweep.sh --count-instructions`), each result with a count shows its
instructions per call beside its median: the noise-free figure. --against compares the
orderings with a second run of the same benchmarks and prints how many it reproduces.
Exit status: 0; 1 when a sanity check fails (after writing); 2 on bad input, nothing written.
"""

import argparse
import json
import sys
from pathlib import Path

import stats
from bench_json import BenchInputError, load_run, write_atomically

MODES = ("throughput", "latency")
INSTRUCTIONS_FILE = "instructions.json"  # scripts/callgrind_counts.py's counts, when the run has them


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bench", type=Path, metavar="BENCH_JSON")
    parser.add_argument("--out", type=Path, metavar="FILE", help="summary.json to write")
    parser.add_argument("--against", type=Path, metavar="OTHER_BENCH_JSON",
                        help="a second run: count the orderings it reproduces")
    return parser.parse_args(argv)


def group_key(name):
    """What results are compared within: family, size, distribution and extra parameters."""
    return name.family, name.param("n"), name.param("dist"), name.extra_params()


def grouped(run):
    """{(group key, mode): {impl: Measurement}}."""
    groups = {}
    for m in run.measurements:
        groups.setdefault((group_key(m.name), m.name.param("mode")), {})[m.name.impl] = m
    return groups


def rounded(value):
    """A figure to 4 significant digits, as the summary keeps it (None stays None)."""
    return None if value is None else float(f"{value:.4g}")


def load_instructions(location):
    """{benchmark name: instructions per call} from the run folder's instructions.json, or {}."""
    path = location / INSTRUCTIONS_FILE
    if not path.is_file():
        return {}
    try:
        counts = json.loads(path.read_text(encoding="utf-8"))["instructions_per_call"]
    except (ValueError, KeyError) as error:
        raise BenchInputError(f"{path}: not an instructions file ({error})") from error
    return {name: count for name, count in counts.items() if count is not None}


def result_record(run, m, instructions):
    """One result of summary.json: its name (family, implementation and parameters), median and
    95% interval in ns, cycles, instructions per call where counted, and whether it is unstable."""
    estimate = m.estimate
    cycles = m.cycles(run.clock_ghz)
    record = {
        "name": str(m.name),
        "median_ns": rounded(estimate.median),
        "ci95_low_ns": rounded(estimate.low),
        "ci95_high_ns": rounded(estimate.high),
        "cycles": rounded(cycles.median) if cycles else None,
        "unstable": estimate.unstable,
    }
    if str(m.name) in instructions:
        record["instructions"] = rounded(instructions[str(m.name)])
    return record


def sanity_violations(run, groups):
    """The results that cannot be right: a kernel faster than the null kernel of its group and
    mode (the loop timed less than the loop alone; the null of the kernel's tier where the family
    compiles one per tier), or a latency chain twice as fast as the same kernel's throughput loop
    (the chain is not a chain: stats.CHAIN_SLACK). "Faster" as stats.faster says."""
    violations = []
    for (key, mode), kernels in groups.items():
        settings = run.families[key[0]]
        for impl, m in kernels.items():
            null = kernels.get(settings.null_for(impl))
            if null is not None and not settings.is_null(impl) and stats.faster(m.estimate, null.estimate):
                violations.append({"check": "faster_than_null", "name": str(m.name), "against": str(null.name),
                                   "median_ns": rounded(m.median_ns), "against_median_ns": rounded(null.median_ns)})
            if mode == "latency":
                throughput = groups.get((key, "throughput"), {}).get(impl)
                if throughput is not None and stats.faster(m.estimate, throughput.estimate, stats.CHAIN_SLACK):
                    violations.append({"check": "latency_below_throughput", "name": str(m.name),
                                       "against": str(throughput.name), "median_ns": rounded(m.median_ns),
                                       "against_median_ns": rounded(throughput.median_ns)})
    return violations


def ranking_record(key, mode, kernels):
    """A group's kernels from fastest to slowest, and for each whether the evidence tells it
    from the next one."""
    ranked = stats.ranking({impl: m.estimate for impl, m in kernels.items()})
    return {"family": key[0], "n": key[1], "dist": key[2], "params": dict(key[3]), "mode": mode,
            "order": [impl for impl, _, _ in ranked],
            "faster_than_next": [not tied for _, _, tied in ranked[:-1]]}


def summarize(run, groups, instructions):
    """The summary of a loaded run, as the dictionary written to summary.json; `groups` is
    grouped(run), `instructions` load_instructions()'s counts."""
    results = [result_record(run, m, instructions) for m in run.measurements]
    violations = sanity_violations(run, groups)
    processes = run.context.get("processes")
    clocks = [run.clock_ghz(p) for p in range(1, len(processes) + 1)] if isinstance(processes, list) else [run.clock_ghz(0)]
    return {
        "run": {
            "run_id": run.run_id(),
            "cpu_model": run.context_value("cpu_model"),
            "cpu_slug": run.context_value("cpu_slug"),
            "compiler": run.context_value("compiler"),
            "git_commit": run.context_value("git_commit"),
            "repetitions": max((len(m.repetition_ns) for m in run.measurements), default=0),
            "processes": len(processes) if isinstance(processes, list) else 1,
            "clock_ghz": [c for c in clocks if c is not None],
        },
        "rules": {
            "confidence": stats.CONFIDENCE,
            "unstable_width": stats.UNSTABLE_WIDTH,
            "min_effect": stats.MIN_EFFECT,
        },
        "counts": {
            "results": len(results),
            "unstable": sum(r["unstable"] for r in results),
            "violations": len(violations),
        },
        "violations": violations,
        "results": results,
        "groups": [ranking_record(key, mode, kernels)
                   for (key, mode), kernels in sorted(groups.items(), key=lambda item: sort_key(*item[0]))],
    }


def sort_key(key, mode):
    family, n, dist, params = key
    return family, float(n), dist, params, MODES.index(mode) if mode in MODES else len(MODES)


# ---------------------------------------------------------------- the readable summary


def number(value):
    return "—" if value is None else f"{value:,.0f}" if value >= 100 else f"{value:.3g}"


def ordering_text(group):
    """'a < b ≈ c': each kernel, then '<' when the evidence says it is faster than the next, '≈'
    when it cannot tell."""
    parts = []
    for impl, faster in zip(group["order"], group["faster_than_next"] + [None]):
        parts.append(impl)
        if faster is not None:
            parts.append("<" if faster else "≈")
    return " ".join(parts)


def headline(summary):
    run, counts = summary["run"], summary["counts"]
    share = 100 * counts["unstable"] / counts["results"] if counts["results"] else 0
    clock = ", ".join(f"{c:.2f}" for c in run["clock_ghz"])
    clock = f"clock {clock} GHz" if clock else "clock not measured"
    return [
        f"# Summary of {run['run_id']}",
        "",
        f"{run['cpu_model']} (`{run['cpu_slug']}`), {run['compiler']}, commit {run['git_commit']}; "
        f"{run['repetitions']} repetitions in {run['processes']} process(es); {clock}.",
        "",
        f"- results: {counts['results']}",
        f"- unstable (95% interval wider than {stats.UNSTABLE_WIDTH:.0%} of the median): "
        f"{counts['unstable']} ({share:.1f}%)",
        f"- sanity violations: {counts['violations']}",
    ]


def markdown(summary, run, groups, instructions):
    lines = headline(summary) + [
        "",
        "Generated by `scripts/summarize.py`. Times are the median ns per operation with its 95% "
        "confidence interval in brackets; cycles are ns times the clock measured in the same "
        f"process. In an ordering, `a < b` means a is faster than b by the evidence (intervals "
        f"apart and medians {stats.MIN_EFFECT:.0%} apart), `a ≈ b` that the run cannot tell them "
        "apart; unstable results are in italics."
        + (" Instructions are those executed per call, counted by callgrind over the timed loop "
           "(`scripts/sweep.sh --count-instructions`): exact, whatever the machine did." if instructions else ""),
    ]
    if summary["violations"]:
        lines += ["", "## Sanity violations", "", "| check | result | against | ns | against ns |",
                  "|---|---|---|---:|---:|"]
        lines += [f"| {v['check']} | `{v['name']}` | `{v['against']}` | {number(v['median_ns'])} | "
                  f"{number(v['against_median_ns'])} |" for v in summary["violations"]]
    lines += ["", "## The fastest kernel per family, size and mode", "",
              "Each family's default distribution; the speed-up is over the reference, with its interval.", "",
              "| family | n | key | mode | fastest | ns [95% CI] | cycles | "
              + ("instructions | " if instructions else "") + "× reference | tied with |",
              "|---|---:|---|---|---|---:|---:|" + ("---:|" if instructions else "") + "---:|---|"]
    for (key, mode), kernels in sorted(groups.items(), key=lambda item: sort_key(*item[0])):
        family, n, dist, params = key
        settings = run.families[family]
        candidates = {impl: m.estimate for impl, m in kernels.items() if not settings.is_null(impl)}
        if dist != settings.default_dist or not candidates:
            continue
        fastest, _, tied = stats.winner(candidates)
        best = kernels[fastest]
        cycles = best.cycles(run.clock_ghz)
        speedup = "—"
        if settings.reference in kernels:
            r = stats.ratio(best.estimate, kernels[settings.reference].estimate)
            speedup = f"{r.value:.3g} [{r.low:.3g}, {r.high:.3g}]"
        case = " ".join(f"{k}:{v}" for k, v in params) or "—"
        e = best.estimate
        lines.append(f"| {family} | {n} | {case} | {mode} | {fastest} | "
                     f"{number(e.median)} [{number(e.low)}, {number(e.high)}] | "
                     f"{number(cycles.median) if cycles else '—'} | "
                     + (f"{number(instructions.get(str(best.name)))} | " if instructions else "")
                     + f"{speedup} | {', '.join(tied) or '—'} |")
    lines += ["", "## Orderings at each family's default size and distribution", ""]
    for group in summary["groups"]:
        settings = run.families[group["family"]]
        if group["dist"] != settings.default_dist or group["n"] != str(settings.default_size):
            continue
        key = " ".join(f"{k}:{v}" for k, v in group["params"].items())
        lines.append(f"- **{group['family']}** {key} {group['mode']}: {ordering_text(group)}")
    return "\n".join(lines) + "\n"


def agreement_text(run_a, run_b):
    groups_a = {key: {impl: m.estimate for impl, m in kernels.items()} for key, kernels in grouped(run_a).items()}
    groups_b = {key: {impl: m.estimate for impl, m in kernels.items()} for key, kernels in grouped(run_b).items()}
    result = stats.agreement(groups_a, groups_b)
    return (f"against {run_b.run_id()}: {result.pairs} pairs; {result.called} called in the first run, "
            f"{result.reversed} in the other order in the second ({result.reversed_called} of them called so); "
            f"{result.large} pairs {stats.LARGE_DIFFERENCE:.0%} or more apart, {result.large_called} of them called "
            f"({100 * result.large_called / result.large if result.large else 100:.1f}%)")


def main(argv):
    arguments = parse_arguments(argv)
    try:
        run = load_run(arguments.bench)
        other = load_run(arguments.against) if arguments.against else None
        location = arguments.bench if arguments.bench.is_dir() else arguments.bench.parent
        instructions = load_instructions(location)
    except BenchInputError as error:
        print(f"summarize.py: {error}", file=sys.stderr)
        return 2
    out = arguments.out or location / "summary.json"
    if out.is_dir():
        print(f"summarize.py: --out {out} is a folder, not a file", file=sys.stderr)
        return 2
    out.parent.mkdir(parents=True, exist_ok=True)
    groups = grouped(run)
    summary = summarize(run, groups, instructions)
    text = markdown(summary, run, groups, instructions)
    write_atomically(out, lambda file: file.write((json.dumps(summary, separators=(",", ":")) + "\n").encode()))
    write_atomically(out.with_suffix(".md"), lambda file: file.write(text.encode()))
    print("\n".join(headline(summary)[2:]))
    for violation in summary["violations"]:
        print(f"SANITY VIOLATION: {violation['check']}: {violation['name']} ({number(violation['median_ns'])} ns) "
              f"against {violation['against']} ({number(violation['against_median_ns'])} ns)")
    if other is not None:
        print(agreement_text(run, other))
    print(f"summary written to {out} and {out.with_suffix('.md')}")
    return 1 if summary["violations"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

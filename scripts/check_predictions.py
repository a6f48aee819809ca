#!/usr/bin/env python3
"""How well llvm-mca's predictions rank the kernels each measured CPU times.

    scripts/check_predictions.py PREDICTIONS_JSON RESULTS_DIR [--worst N]

For every CPU of RESULTS_DIR with a model standing for it (mca_models.MEASURED_CPUS) and its
current g++ run: per family, Spearman's rank correlation between the predicted cycles per call
and the measured median time per call, over the kernels both have at the family's default size
and distribution (throughput). Only straight loops count: one with an inner loop, with blocks
g++ placed after it or with calls is a floor to llvm-mca, not a prediction. Then the kernels
that disagree most: measured time over predicted cycles against the family's median of that
ratio (the clock cancels). Prints Markdown.
"""

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

import stats
from mca_models import MEASURED_CPUS
from results_folder import load_results


def measured_cases(runs):
    """{(family, impl, case): measured ns per call} at each family's default size and
    distribution, from the newest of `runs` that has the family there; and the runs used."""
    cases, used = {}, {}
    for run in sorted(runs, key=lambda run: run.run_id(), reverse=True):
        for family, settings in run.families.items():
            rows = run.select(family, n=settings.default_size, dist=settings.default_dist, mode="throughput")
            if family in used or not rows:
                continue
            used[family] = run.run_id()
            for m in rows:
                if not settings.is_null(m.name.impl):
                    case = "/".join(f"{key}:{value}" for key, value in m.name.extra_params())
                    cases[(family, m.name.impl, case)] = m.estimate.median
    return cases, used


def compare(document, runs, model):
    """Per family (rho, pairs, run id) and every pair's (family, impl, case, predicted cycles,
    measured ns)."""
    measured, used = measured_cases(runs)
    pairs = []
    for record in document["kernels"]:
        if record["arch"] != "x86_64" or not record.get("straight") or model not in record["cycles_per_call"]:
            continue
        key = (record["family"], record["impl"], record["case"])
        if key in measured:
            pairs.append((*key, record["cycles_per_call"][model], measured[key]))
    families = {}
    for family in dict.fromkeys(pair[0] for pair in pairs):
        chosen = [pair for pair in pairs if pair[0] == family]
        families[family] = (stats.spearman([p[3] for p in chosen], [p[4] for p in chosen]), len(chosen),
                            used[family])
    return families, pairs


def disagreements(pairs, count):
    """The pairs whose measured-over-predicted ratio strays most from their family's median."""
    typical = {family: statistics.median(p[4] / p[3] for p in pairs if p[0] == family)
               for family in {p[0] for p in pairs}}
    scored = [(abs(math.log(p[4] / p[3] / typical[p[0]])), p, typical[p[0]]) for p in pairs if p[3] > 0]
    return sorted(scored, reverse=True)[:count]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("predictions", type=Path)
    parser.add_argument("results", type=Path)
    parser.add_argument("--worst", type=int, default=5, help="disagreements listed per CPU (default 5)")
    args = parser.parse_args()
    document = json.loads(args.predictions.read_text(encoding="utf-8"))
    print(f"Predictions of commit `{document['commit']}` ({document['llvm_mca']}) against the current "
          "g++ runs of each CPU: Spearman's rho between predicted cycles and measured time per call, "
          "per family, over the straight loops.\n")
    runs_of = {}
    for found in load_results(args.results):
        if found.current and not found.quick and found.compiler.startswith("GNU"):
            runs_of.setdefault(found.cpu_slug, []).append(found.run)
    for slug, model in MEASURED_CPUS.items():
        families, pairs = compare(document, runs_of.get(slug, []), model)
        if not pairs:
            continue
        print(f"### {slug} against `{model}`\n")
        print("| family | kernels | rho | run |\n|---|---|---|---|")
        for family, (rho, count, run_id) in families.items():
            print(f"| {family} | {count} | {'—' if rho is None else f'{rho:.2f}'} | `{run_id}` |")
        print("\nMeasured ns over predicted cycles, against the family's median ratio:\n")
        print("| family | kernel | case | predicted cycles | measured ns | ratio / family's |\n|---|---|---|---|---|---|")
        for _, (family, impl, case, predicted, ns), typical in disagreements(pairs, args.worst):
            print(f"| {family} | `{impl}` | {case or '—'} | {predicted:.1f} | {ns:.3g} | "
                  f"{ns / predicted / typical:.2f} |")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())

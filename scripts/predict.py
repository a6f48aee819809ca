#!/usr/bin/env python3
"""Predicted cycles per call (llvm-mca) and instructions per call (callgrind) of every kernel.

    scripts/predict.py --bitbench build/gcc/bitbench --asm x86_64=DIR --asm aarch64=DIR
                       --out DIR [--family F ...] [--no-callgrind] [--models MODEL ...]

What scripts/predict.sh runs once it has built bitbench, keeping its kernels' assembly. Each
kernel is taken at its family's default size and distribution, throughput mode: the loop the
benchmark times. bitbench names each benchmark's loop by its address (`bench
--loop-addresses`), `nm` gives that address's symbol, and the loop of the symbol's code in
the assembly is what llvm-mca predicts, on every model of its architecture (mca_models.py). The
aarch64 kernels, which run nowhere here, are found by the same symbols: a scalar kernel's is
the x86 one's, a NEON kernel's its SSE4.2 or AVX2 twin's with the ISA renamed.

Writes DIR/predictions.json and DIR/predictions.md (a table per family, kernel by model).
"""

import argparse
import glob
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import callgrind_counts
import mca_models
import mca_regions
from timed_loops import default_sizes, loop_symbols, output_of

# A NEON kernel's x86 twin: the tier namespaces and xsimd architectures to rename.
TWINS = (("sse42", "tier_sse42", "xsimd::sse4_2"), ("avx2", "tier_avx2", "xsimd::avx2"))
X86_TIERS = ("lzcnt_", "bmi2_", "sse42_", "avx2_", "avx512_", "vbmi_", "gfni_")


def demangled(symbols):
    """{mangled: demangled} by c++filt."""
    names = list(symbols)
    text = subprocess.run(["c++filt"], input="\n".join(names), capture_output=True, text=True,
                          check=True).stdout.splitlines()
    return dict(zip(names, text))


def regions_by_file(folder):
    """{(family, file name): {symbol: Region}} of every kernel file's assembly under folder.

    A symbol is looked up in its kernel's own file first: loops of kernels in anonymous
    namespaces have the same symbol in every file that defines one."""
    regions = {}
    for path in sorted(glob.glob(os.path.join(folder, "**", "kernels", "*", "*.cpp.s"), recursive=True)):
        family = os.path.basename(os.path.dirname(path))
        regions[(family, os.path.basename(path)[: -len(".cpp.s")])] = mca_regions.regions_in(path)
    return regions


def region_of(regions, name, symbol):
    """The loop of `symbol` for benchmark `name`: from its kernel's file, else any."""
    family, impl = name.split("/")[:2]
    own = regions.get((family, impl), {})
    if symbol in own:
        return own[symbol]
    return next((found[symbol] for found in regions.values() if symbol in found), None)


def aarch64_loops(x86_loops, regions):
    """{aarch64 benchmark name: symbol} for the kernels the aarch64 assembly has: each in its
    own file when it has one (a scalar kernel's, a NEON kernel's), by demangled name."""
    plain_of = {key: demangled(found) for key, found in regions.items()}
    x86_plain = demangled(x86_loops.values())

    def find(family, impl, plain):
        for key in [(family, impl)] + [key for key in plain_of if key != (family, impl)]:
            for symbol, text in plain_of.get(key, {}).items():
                if text == plain:
                    return symbol
        return None

    loops = {}
    for name, symbol in x86_loops.items():
        family, impl = name.split("/")[:2]
        plain = x86_plain[symbol]
        if not impl.startswith(X86_TIERS):
            found = find(family, impl, plain)
            if found:
                loops[name] = found
        for tier, namespace, arch in TWINS:
            if impl.startswith(tier + "_"):
                neon_impl = "neon_" + impl[len(tier) + 1 :]
                neon_name = name.replace(f"/{impl}/", f"/{neon_impl}/")
                if (family, neon_impl) in regions and neon_name not in loops:
                    neon = plain.replace(namespace, "tier_neon").replace(arch, "xsimd::neon64")
                    found = find(family, neon_impl, neon)
                    if found:
                        loops[neon_name] = found
    return loops


def case_of(name):
    """A benchmark's key (piece, operation, layout), '' when its family has none."""
    parts = name.split("/")[2:]
    return "/".join(p for p in parts if not p.startswith(("n:", "dist:", "mode:")))


def predictions_for(arch, loops, regions, models):  # regions: regions_by_file()
    """One record per benchmark: the region's size and shape, cycles per call by model."""
    tasks = []
    records = {}
    for name, symbol in sorted(loops.items()):
        family, impl = name.split("/")[:2]
        region = region_of(regions, name, symbol)
        record = {"family": family, "impl": impl, "case": case_of(name), "arch": arch,
                  "benchmark": name, "cycles_per_call": {}, "not_predicted": {}}
        records[name] = record
        if family == "perft":
            record["why_not"] = "its loop walks a game tree by recursive calls, which llvm-mca does not follow"
            continue
        if region is None:
            record["why_not"] = "no loop in its code in the assembly"
            continue
        record.update(region_instructions=region.instructions, straight=region.straight,
                      inner_loops=region.inner_loops, out_of_line=region.out_of_line, calls=region.calls)
        if region.calls:
            record["why_not"] = "the loop calls a function, which llvm-mca does not follow"
            continue
        assembly = "\n".join(region.lines) + "\n"
        for model in models:
            if impl.startswith(mca_models.MISSING_TIERS.get(model, ())):
                record["not_predicted"][model] = "the model's CPU lacks the kernel's ISA tier"
            else:
                tasks.append((record, model, assembly))

    def one(task):
        record, model, assembly = task
        return record, model, mca_models.predict(arch, model, assembly)

    with ThreadPoolExecutor(max_workers=2) as pool:
        for record, model, (cycles, error) in pool.map(one, tasks):
            if cycles is None:
                record["not_predicted"][model] = error
            else:
                record["cycles_per_call"][model] = round(cycles, 2)
    return list(records.values())


def family_table(records, models):
    """A Markdown table: kernel (and case) by model, cycles per call; '—' where not predicted."""
    lines = ["| kernel | case | instructions | " + " | ".join(models) + " | callgrind |",
             "|---" * (len(models) + 4) + "|"]
    for record in records:
        cells = [str(record["cycles_per_call"].get(model, "—")) for model in models]
        shape = str(record.get("region_instructions", "—"))
        if record.get("inner_loops") or record.get("out_of_line"):
            shape += " (branches: a floor)"
        counted = record.get("instructions_per_call")
        lines.append(f"| `{record['impl']}` | {record['case'] or '—'} | {shape} | "
                     + " | ".join(cells)
                     + f" | {'—' if counted is None else round(counted, 1)} |")
    return "\n".join(lines)


def write_markdown(path, document):
    lines = ["# Predicted cycles per call",
             "",
             f"Commit `{document['commit']}`, {document['compiler']}, {document['llvm_mca']}; "
             "written by `scripts/predict.sh`. Cycles per call are llvm-mca's prediction for the "
             "loop the benchmark times, at the family's default size and distribution "
             "(throughput); *instructions* is the loop's instruction count per call in the code, "
             "*callgrind* the instructions executed per call, counted. What the prediction leaves "
             "out: [harness/README.md](../../harness/README.md#predicted-cycles-and-counted-instructions).",
             ""]
    for arch in document["models"]:
        models = list(document["models"][arch])
        for family in sorted({r["family"] for r in document["kernels"] if r["arch"] == arch}):
            records = [r for r in document["kernels"] if r["arch"] == arch and r["family"] == family]
            lines += [f"## {family} ({arch})", "", family_table(records, models), ""]
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bitbench", required=True)
    parser.add_argument("--asm", action="append", default=[], metavar="ARCH=DIR")
    parser.add_argument("--out", required=True)
    parser.add_argument("--family", action="append")
    parser.add_argument("--models", nargs="+", help="only these models")
    parser.add_argument("--no-callgrind", action="store_true")
    parser.add_argument("--compiler", default="")
    parser.add_argument("--commit", default="")
    args = parser.parse_args()

    sizes = default_sizes(args.bitbench)
    families = args.family or list(sizes)
    x86_loops = {}
    for family in families:
        x86_loops.update(loop_symbols(args.bitbench, family, sizes[family]))
    records = []
    used_models = {}
    for arch, folder in (entry.split("=", 1) for entry in args.asm):
        regions = regions_by_file(folder)
        loops = x86_loops if arch == "x86_64" else aarch64_loops(x86_loops, regions)
        models = [m for m in mca_models.MODELS[arch] if not args.models or m in args.models]
        used_models[arch] = {m: mca_models.MODELS[arch][m] for m in models}
        records += predictions_for(arch, loops, regions, models)
        print(f"predict: {arch}: {len(loops)} loops, {len(models)} models", file=sys.stderr)
    if not args.no_callgrind:
        by_name = {r["benchmark"]: r for r in records if r["arch"] == "x86_64"}
        for family in families:
            symbols = {n: s for n, s in x86_loops.items() if n.startswith(family + "/")}
            counts = callgrind_counts.count_family(args.bitbench, family, sizes[family], symbols)
            for name, (count, why) in counts.items():
                if name in by_name:
                    by_name[name]["instructions_per_call"] = None if count is None else round(count, 2)
                    if why:
                        by_name[name]["not_counted"] = why
            print(f"predict: callgrind: {family} counted", file=sys.stderr)
    document = {
        "commit": args.commit,
        "compiler": args.compiler,
        "llvm_mca": mca_models.version(),
        "valgrind": None if args.no_callgrind else output_of(["valgrind", "--version"]).strip(),
        "sizes": {family: sizes[family] for family in families},
        "models": used_models,
        "kernels": records,
    }
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "predictions.json"), "w", encoding="utf-8") as handle:
        json.dump(document, handle, indent=1)
        handle.write("\n")
    write_markdown(os.path.join(args.out, "predictions.md"), document)
    print(os.path.join(args.out, "predictions.json"))


if __name__ == "__main__":
    main()

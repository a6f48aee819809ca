"""Reading and checking bitbench run folders (Google Benchmark JSON plus bitbench's context).

Shared by plot.py and index_results.py. Every problem with the input is raised as a
BenchInputError whose message names the file and what is wrong, in one line.
"""

import gzip
import lzma
import json
import math
import os
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path

import stats

# A run folder holds its Google Benchmark JSON plain, as bitbench writes it, xz-compressed, as
# scripts/sweep.sh keeps it (a full sweep's JSON is about 24 MB, 1.7 MB by xz, 2.4 MB by gzip), or
# gzipped, as the runs committed before it were kept.
BENCH_FILES = ("bench.json", "bench.json.xz", "bench.json.gz")
REQUIRED_PARAMS = ("n", "dist", "mode")
# Kernels renamed since runs were committed, by family: old name -> new name (README.md's list of
# renames). Every run is read under the new names, so old and new runs compare.
RENAMED = {("moves", "gfni_koggestone"): "vbmi_koggestone"}
# Shogi was size 9 of the attacks family; its kernels are now the shogi family's, by new name.
SHOGI_FROM_ATTACKS = {
    "reference": "reference",
    "scalar_shogi_classical": "scalar_classical",
    "scalar_shogi_magic": "scalar_magic",
    "bmi2_shogi_pext": "bmi2_pext",
    "avx2_shogi_qugiy": "avx2_qugiy",
    "null": "null",
}
FAMILY_SETTING_KEYS = ("default_size", "default_dist", "reference", "null", "unit")


def is_null_name(impl):
    """True for a null kernel's name, where no family settings say which it is (the predictions
    document): `null`, or `<tier>_null` for the null kernel a family compiles for one tier."""
    return impl == "null" or impl.endswith("_null")


class BenchInputError(Exception):
    """A run folder or bench.json that cannot be used; the message is for the user."""


@dataclass(frozen=True)
class BenchmarkName:
    """A parsed run name: <family>/<impl>/key:value/..., the pairs kept in their order."""

    family: str
    impl: str
    params: tuple

    def param(self, key):
        """The value of one key:value component."""
        return dict(self.params)[key]

    def __str__(self):
        """The run name it was parsed from."""
        return "/".join([self.family, self.impl] + [f"{key}:{value}" for key, value in self.params])

    def extra_params(self):
        """The key:value pairs other than n, dist and mode, as (key, value) tuples."""
        return tuple((key, value) for key, value in self.params if key not in REQUIRED_PARAMS)


@dataclass
class Measurement:
    """The ns-per-operation figures of one benchmark: its repetitions, the process each ran in
    (0 in a run of one process), and their Estimate (scripts/stats.py)."""

    name: BenchmarkName
    repetition_ns: list = field(default_factory=list)
    repetition_process: list = field(default_factory=list)
    aggregate_median_ns: float = None  # from runs that kept Google Benchmark's aggregates only

    @cached_property
    def estimate(self):
        """The median with its confidence interval; a bare median when only aggregates were kept."""
        if self.repetition_ns:
            return stats.estimate(self.repetition_ns)
        value = self.aggregate_median_ns
        return stats.Estimate(value, value, value, 0.0, 0, 0.0)

    @property
    def median_ns(self):
        return self.estimate.median

    def cycles(self, clock_ghz):
        """The Estimate in cycles per operation, given the clock (GHz) of each process; None when
        a process's clock is unknown."""
        clocks = [clock_ghz(process) for process in self.repetition_process]
        if not clocks or None in clocks:
            return None
        return stats.estimate([ns * ghz for ns, ghz in zip(self.repetition_ns, clocks)])

    def matches(self, **params):
        """True when every given key:value component equals this benchmark's (and it has them)."""
        own = dict(self.name.params)
        return all(own.get(key) == value for key, value in params.items())

    def is_usable(self):
        """True when there is at least one figure to plot."""
        return bool(self.repetition_ns) or self.aggregate_median_ns is not None


@dataclass(frozen=True)
class FamilySettings:
    """A family's entry in the context's "families": its defaults and special kernels."""

    default_size: str
    default_dist: str
    reference: str
    null: str
    unit: str
    # Every null kernel, the family's own first and then those compiled for other tiers (a run
    # from before the tier nulls lists none but the family's).
    nulls: tuple

    def is_null(self, impl):
        """True for the family's null kernel and the null kernels of its tiers."""
        return impl in self.nulls

    def null_for(self, impl):
        """The null kernel a kernel is checked against: its tier's (the name's prefix, as in
        avx512_null for avx512_periodic) where the family has one, else the family's."""
        tier_null = impl.split("_")[0] + "_" + self.null
        return tier_null if tier_null in self.nulls else self.null


@dataclass
class Run:
    """One run folder: its context, its family settings and its measurements in JSON order."""

    folder: Path
    context: dict
    families: dict
    measurements: list

    def context_value(self, key, missing="?"):
        """A context entry as a string, or `missing` when absent."""
        return str(self.context.get(key, missing))

    def run_id(self):
        """The run id from the context, else the folder's name."""
        return self.context.get("run_id") or self.folder.name

    def clock_ghz(self, process):
        """The clock (GHz) measured in one of the run's processes (0: the only one), or None."""
        processes = self.context.get("processes")
        if isinstance(processes, list) and 0 < process <= len(processes):
            value = processes[process - 1].get("clock_ghz")
        else:
            value = self.context.get("clock_ghz")
        try:
            return float(value) if value is not None and float(value) > 0 else None
        except (TypeError, ValueError):
            return None

    def family_names(self):
        """The families measured, in the order they first appear."""
        return list(dict.fromkeys(m.name.family for m in self.measurements))

    def select(self, family, **params):
        """The measurements of a family whose parameters equal the given ones, in JSON order."""
        return [m for m in self.measurements if m.name.family == family and m.matches(**params)]


def parse_benchmark_name(run_name):
    """Split a run name into family, impl and key:value pairs; None when it does not parse."""
    parts = run_name.split("/")
    if len(parts) < 3 or not parts[0] or not parts[1]:
        return None
    pairs = [part.split(":", 1) for part in parts[2:]]
    if any(len(pair) != 2 or not pair[0] or not pair[1] for pair in pairs):
        return None
    keys = [key for key, _ in pairs]
    if len(set(keys)) != len(keys) or any(key not in keys for key in REQUIRED_PARAMS):
        return None
    if not is_number(dict(pairs)["n"]):
        return None
    family, impl = current_name(parts[0], parts[1], dict(pairs)["n"])
    return BenchmarkName(family, impl, tuple(tuple(pair) for pair in pairs))


def current_name(family, impl, size):
    """The family and name a kernel has today, of one recorded under an older name."""
    if family == "attacks" and size == "9" and impl in SHOGI_FROM_ATTACKS:
        return "shogi", SHOGI_FROM_ATTACKS[impl]
    return family, RENAMED.get((family, impl), impl)


def is_number(text):
    """True when the text reads as a finite number."""
    try:
        return math.isfinite(float(text))
    except ValueError:
        return False


def row_run_name(row):
    """The run name of a benchmark row, without the _<aggregate> suffix of aggregate rows."""
    if "run_name" in row:
        return str(row["run_name"])
    name = str(row.get("name", ""))
    suffix = "_" + str(row.get("aggregate_name", ""))
    if row.get("run_type") == "aggregate" and name.endswith(suffix):
        return name[: -len(suffix)]
    return name


def bench_file(folder):
    """The run folder's bench.json, .xz or .gz, whichever it holds (bench.json if none)."""
    folder = Path(folder)
    for name in BENCH_FILES:
        if (folder / name).is_file():
            return folder / name
    return folder / BENCH_FILES[0]


def read_text(path):
    """The file's text, decompressed when its name ends in .xz or .gz."""
    if path.suffix == ".xz":
        try:
            return lzma.decompress(path.read_bytes()).decode("utf-8")
        except (lzma.LZMAError, EOFError) as error:
            raise BenchInputError(f"{path}: not a valid xz file: {error}") from error
    if path.suffix == ".gz":
        try:
            return gzip.decompress(path.read_bytes()).decode("utf-8")
        except (gzip.BadGzipFile, EOFError) as error:
            raise BenchInputError(f"{path}: not a valid gzip file: {error}") from error
    return path.read_text(encoding="utf-8")


def read_bench_json(path):
    """Load a bench.json(.gz) and check its shape; returns (context, [(row, BenchmarkName), ...])."""
    path = Path(path)
    if not path.is_file():
        raise BenchInputError(f"{path}: no such file")
    try:
        document = json.loads(read_text(path))
    except OSError as error:
        raise BenchInputError(f"{path}: cannot read: {error.strerror or error}") from error
    except UnicodeDecodeError as error:
        reason = f"not UTF-8 text ({error.reason} at byte {error.start})"
        raise BenchInputError(f"{path}: not valid JSON: {reason}") from error
    except json.JSONDecodeError as error:
        raise BenchInputError(f"{path}: not valid JSON: {error}") from error
    if not isinstance(document, dict) or not isinstance(document.get("benchmarks"), list):
        raise BenchInputError(f'{path}: no "benchmarks" list at the top level')
    context = document.get("context", {})
    if not isinstance(context, dict):
        raise BenchInputError(f'{path}: "context" is not a JSON object')
    return context, [parse_row(path, index, row) for index, row in enumerate(document["benchmarks"])]


def parse_row(path, index, row):
    """Check one benchmark row and parse its name; returns (row, BenchmarkName)."""
    if not isinstance(row, dict):
        raise BenchInputError(f"{path}: benchmarks[{index}] is not a JSON object")
    run_name = row_run_name(row)
    name = parse_benchmark_name(run_name)
    if name is None:
        raise BenchInputError(
            f"{path}: benchmarks[{index}] name {run_name!r} does not parse as "
            "<family>/<impl>/n:<number>/dist:<dist>/mode:<mode>[/key:value...]"
        )
    return row, name


def ns_per_op(row):
    """Nanoseconds per operation of a row, or None if it has no rate: its median batch's
    (median_batch_ns, harness/engine.hpp), else the mean over its batches (1e9 / items_per_second)
    in runs made before bitbench recorded batches."""
    if row.get("error_occurred"):
        return None
    median_batch = row.get("median_batch_ns")
    if isinstance(median_batch, (int, float)) and 0 < median_batch < math.inf:
        return median_batch
    rate = row.get("items_per_second")
    if not isinstance(rate, (int, float)) or not 0 < rate < math.inf:
        return None
    return 1e9 / rate


def collect_measurements(rows):
    """Group iteration rows and median aggregates per benchmark; keep the usable ones in order."""
    by_name = {}
    for row, name in rows:
        value = ns_per_op(row)
        if value is None:
            continue
        measurement = by_name.setdefault(name, Measurement(name))
        if row.get("run_type", "iteration") == "iteration":
            measurement.repetition_ns.append(value)
            measurement.repetition_process.append(int(row.get("process", 0)))
        elif row.get("aggregate_name") == "median":
            measurement.aggregate_median_ns = value
    return [m for m in by_name.values() if m.is_usable()]


def parse_families(path, context):
    """Read the context's "families" entry (a JSON-encoded string) into FamilySettings."""
    raw = context.get("families")
    if raw is None:
        raise BenchInputError(f'{path}: context has no "families" entry')
    try:
        families = json.loads(raw) if isinstance(raw, str) else raw
    except json.JSONDecodeError as error:
        raise BenchInputError(f'{path}: context "families" is not valid JSON: {error}') from error
    if not isinstance(families, dict):
        raise BenchInputError(f'{path}: context "families" is not a JSON object')
    settings = {name: family_settings(path, name, entry) for name, entry in families.items()}
    if "attacks" in settings and "shogi" not in settings:  # a run from before the shogi family
        settings["shogi"] = replace(settings["attacks"], default_size="9")
    return settings


def family_settings(path, family, entry):
    """Check one family's entry and return it as FamilySettings (values as strings)."""
    missing = [key for key in FAMILY_SETTING_KEYS if not isinstance(entry, dict) or key not in entry]
    if missing:
        raise BenchInputError(
            f'{path}: context "families" entry {family!r} lacks {", ".join(missing)}'
        )
    return FamilySettings(*(str(entry[key]) for key in FAMILY_SETTING_KEYS),
                          nulls=tuple(str(name) for name in entry.get("nulls", [entry["null"]])))


def load_run(location):
    """Load and check a run folder, or a bench.json(.gz) of its own (as `bitbench bench
    --benchmark_out=FILE` writes): it must hold usable rows of described families."""
    location = Path(location)
    if location.is_file():
        folder, path = location.parent, location
    elif location.is_dir():
        folder, path = location, bench_file(location)
    else:
        raise BenchInputError(f"{location}: no such run folder or file")
    context, rows = read_bench_json(path)
    measurements = collect_measurements(rows)
    if not measurements:
        raise BenchInputError(f"{path}: no usable rows (no benchmark with items_per_second)")
    run = Run(folder, context, parse_families(path, context), measurements)
    undescribed = [name for name in run.family_names() if name not in run.families]
    if undescribed:
        raise BenchInputError(
            f'{path}: context "families" does not describe {", ".join(undescribed)}'
        )
    return run


def write_atomically(path, write):
    """Call write(binary_file) on a temporary file next to `path`, then rename it into place."""
    path = Path(path)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temporary, "xb") as file:
            write(file)
        os.replace(temporary, path)
    finally:
        if temporary.exists():
            temporary.unlink()

"""The runs of a results folder: where they are, and which are current.

A results folder holds run folders <cpu-slug>/<run-id>/ and, moved aside when a later run
replaced them, <cpu-slug>/archive/<run-id>/. Shared by index_results.py and plot.py.
"""

from dataclasses import dataclass
from pathlib import Path

from bench_json import BENCH_FILES, load_run

ARCHIVE_FOLDER = "archive"
CPUS_FOLDER = "cpus"  # plot.py --cpus draws the current runs of every CPU there


@dataclass
class FoundRun:
    """A run of the results folder, loaded, with where it was found and what replaced it."""

    run: object  # bench_json.Run
    cpu_slug: str
    archived: bool
    superseded_by: object = None  # the FoundRun that covers everything this one measured

    @property
    def current(self):
        """True when the run is neither archived nor covered by a later run."""
        return not self.archived and self.superseded_by is None

    @property
    def compiler(self):
        return self.run.context_value("compiler")

    @property
    def quick(self):
        return self.run.context_value("sweep") == "quick"

    def coverage(self):
        """The (family, size) pairs the run measured."""
        return {(m.name.family, m.name.param("n")) for m in self.run.measurements}


def is_hidden(relative_path):
    """True when a component of the path starts with a dot (a run still being written)."""
    return any(part.startswith(".") for part in relative_path.parts)


def find_run_folders(results_dir):
    """(folder, cpu slug, archived) of every run folder holding a bench.json(.gz), sorted by path."""
    results_dir = Path(results_dir)
    found = set()
    for name in BENCH_FILES:
        for pattern, archived in ((f"*/*/{name}", False), (f"*/{ARCHIVE_FOLDER}/*/{name}", True)):
            for path in results_dir.glob(pattern):
                relative = path.relative_to(results_dir)
                if not is_hidden(relative):
                    found.add((path.parent, relative.parts[0], archived))
    return sorted(found)


def load_results(results_dir):
    """Every run of the results folder, loaded (BenchInputError on a malformed one), with
    superseded_by set: a run is superseded by the newest later run of the same CPU and
    compiler, not archived, that measured every (family, size) it did; a quick run never
    supersedes a full one."""
    runs = [FoundRun(load_run(folder), slug, archived) for folder, slug, archived in find_run_folders(results_dir)]
    live = [found for found in runs if not found.archived]
    live.sort(key=lambda found: (found.run.run_id(), found.run.folder.name))
    for index, older in enumerate(live):
        for newer in reversed(live[index + 1:]):
            if (
                newer.cpu_slug == older.cpu_slug
                and newer.compiler == older.compiler
                and (older.quick or not newer.quick)
                and older.coverage() <= newer.coverage()
            ):
                older.superseded_by = newer
                break
    return runs

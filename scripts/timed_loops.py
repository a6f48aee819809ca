"""Where each benchmark's timed loop is in the bitbench executable: its symbol.

`bitbench bench --loop-addresses` prints each benchmark's name and its throughput loop's
address as `nm` lists it; `nm` gives the symbol there. Shared by predict.py (which finds the
loop in the symbol's assembly) and callgrind_counts.py (which counts inside it).
"""

import re
import subprocess

DEFAULT_SIZE = re.compile(r"^(\w+)\s+\(default size (\d+);", re.MULTILINE)


def output_of(command):
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def default_sizes(bitbench):
    """{family: its default size}, from `bitbench list`."""
    return {family: int(size) for family, size in DEFAULT_SIZE.findall(output_of([bitbench, "list"]))}


def loop_symbols(bitbench, family, size):
    """{benchmark name: mangled symbol of its throughput loop} of one family at one size."""
    symbols = {}
    for line in output_of(["nm", bitbench]).splitlines():
        fields = line.split()
        if len(fields) == 3 and not fields[2].endswith(".cold"):
            symbols.setdefault(int(fields[0], 16), fields[2])
    listed = output_of([bitbench, "bench", "--family", family, "--size", str(size), "--mode",
                        "throughput", "--loop-addresses"])
    return {name: symbols[int(address, 16)]
            for name, address in re.findall(r"^(\S+/mode:throughput) 0x([0-9a-f]+)$", listed, re.MULTILINE)}

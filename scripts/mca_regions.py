"""The timed loops in g++'s assembly, as llvm-mca reads them.

Compiled with -DBITBENCH_MCA_REGIONS, each kernel's throughput loop sits between an
`LLVM-MCA-BEGIN` and an `LLVM-MCA-END` comment (kernels/core/kernel_loops.hpp). Between them
g++ also puts the loop's set-up and exit; the loop itself runs from the label its outermost
backward branch jumps to, through that branch. That is what one call of the kernel executes, and
what llvm-mca is given.
"""

import re
from dataclasses import dataclass

LABEL = re.compile(r"^([A-Za-z_.$][\w.$@]*):")
# A branch to a local label: x86 jcc/jmp; aarch64 b, bcond or b.cond, cbz/cbnz and tbz/tbnz.
BRANCH = re.compile(r"^\s*(j[a-z]+|b|b\.?(?:eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)|cbn?z|tbn?z)"
                    r"\s+(?:[^,]+,\s*)*(\.L\w+)\s*$")
CALL = re.compile(r"^\s*(call|bl|blr)\s")


@dataclass
class Region:
    """One marked loop: its function's (mangled) symbol and the loop's lines."""

    symbol: str
    lines: list  # labels and instructions, as g++ wrote them
    instructions: int
    inner_loops: int  # backward branches inside the loop: llvm-mca runs their bodies once
    out_of_line: int  # branches to blocks g++ placed after the loop, which llvm-mca never runs
    calls: int  # calls out of the loop, which llvm-mca does not follow

    @property
    def straight(self):
        """True when llvm-mca sees all the loop runs, and runs each instruction once a call."""
        return not (self.inner_loops or self.out_of_line or self.calls)


def section_of(directive, current, stack):
    """The section after `directive`, or None when it does not switch sections."""
    words = directive.split()
    if not words:
        return None
    if words[0] in (".text", ".data", ".bss"):
        return words[0]
    if words[0] in (".section", ".pushsection"):
        if words[0] == ".pushsection":
            stack.append(current)
        return words[1].rstrip(",") if len(words) > 1 else current
    if words[0] == ".popsection":
        return stack.pop() if stack else current
    return None


def loop_of(symbol, body):
    """The loop inside a marked stretch of code: from the outermost backward branch's label."""
    labels = {}
    for index, line in enumerate(body):
        label = LABEL.match(line)
        if label:
            labels[label.group(1)] = index
    branches = []  # (branch's index, its target's index)
    for index, line in enumerate(body):
        branch = BRANCH.match(line)
        if branch and branch.group(2) in labels:
            branches.append((index, labels[branch.group(2)]))
    backward = [(index, target) for index, target in branches if target < index]
    if not backward:
        return None
    start = min(target for _, target in backward)
    end = max(index for index, target in backward if target == start)
    lines = body[start : end + 1]
    instructions = sum(1 for line in lines if not LABEL.match(line))
    inner = sum(1 for index, target in backward if target >= start) - 1
    out_of_line = sum(1 for index, target in branches if start <= index <= end and target > end)
    calls = sum(1 for line in lines if CALL.match(line))
    return Region(symbol, lines, instructions, inner, out_of_line, calls)


def regions_in(path):
    """Every marked loop of one assembly file, by the mangled symbol of its function."""
    regions = {}
    symbol = None
    section = ".text"
    stack = []
    marked_section = None
    body = None
    with open(path, encoding="utf-8", errors="replace") as assembly:
        for raw in assembly:
            line = raw.rstrip("\n")
            stripped = line.strip()
            if "LLVM-MCA-BEGIN" in stripped:
                body, marked_section = [], section
                continue
            if "LLVM-MCA-END" in stripped:
                if body is not None and symbol is not None:
                    region = loop_of(symbol, body)
                    if region is not None:
                        regions.setdefault(symbol, region)
                body = None
                continue
            switched = section_of(stripped, section, stack) if stripped.startswith(".") else None
            if switched is not None:
                section = switched
                continue
            label = LABEL.match(stripped)
            if label and not label.group(1).startswith(".L") and body is None:
                symbol = label.group(1)
                continue
            if body is None or section != marked_section:
                continue
            if not stripped or stripped.startswith(("#", "//", ".")) and not label:
                continue
            body.append(stripped)
    return regions

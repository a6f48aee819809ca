"""The timed loops in g++'s assembly, as llvm-mca reads them.

The benchmark names the function of each timed loop (`bitbench bench --loop-addresses`, then
`nm`), and that function, kernels/core/kernel_loops.hpp's throughput loop with the kernel
flattened into it, holds the loop and only its set-up and exit. The loop runs from the label
its widest backward branch jumps to, through that branch: one call of the kernel, with the
loop's own increment and test. That is what llvm-mca is given; the code is the timed build's
own, unchanged by any mark.
"""

import re
from dataclasses import dataclass

LABEL = re.compile(r"^([A-Za-z_.$][\w.$@]*):")
# A branch to a local label: x86 jcc/jmp; aarch64 b, bcond or b.cond, cbz/cbnz and tbz/tbnz.
BRANCH = re.compile(r"^\s*(j[a-z]+|b|b\.?(?:eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)|cbn?z|tbn?z)"
                    r"\s+(?:[^,]+,\s*)*(\.L\w+)\s*$")
CALL = re.compile(r"^\s*(call|bl|blr)\s")
JUMP = re.compile(r"^\s*(jmp|b)\s+(\S+)\s*$")  # unconditional
RETURN = re.compile(r"^\s*(rep\s+)?ret\b")


@dataclass
class Region:
    """One timed loop: its function's (mangled) symbol and the loop's lines."""

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


def returns_into(body, labels, block, start, end):
    """True when control from index `block`, past the loop's back edge, can come back into the
    loop (a part of the loop g++ placed out of line, with any loops of its own), False when every
    path from it leaves through a return (the loop's exit)."""
    pending, seen = [block], set()
    while pending:
        index = pending.pop()
        while index < len(body) and index not in seen:
            seen.add(index)
            if start <= index <= end:
                return True
            line = body[index]
            branch = BRANCH.match(line)
            if branch and branch.group(2) in labels:
                pending.append(labels[branch.group(2)])
                if JUMP.match(line):
                    break
            elif JUMP.match(line) or RETURN.match(line):
                break
            index += 1
    return False


def loop_of(symbol, body):
    """The loop of a function's code: from the label of its widest backward branch."""
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
    # Backward branches with no return between their target and them: blocks past the
    # function's return that branch back are parts of the loop g++ placed out of line.
    returns = [index for index, line in enumerate(body) if RETURN.match(line)]
    backward = [(index, target) for index, target in branches
                if target < index and not any(target < at < index for at in returns)]
    if not backward:
        return None
    # The timed loop is the widest: it holds any loop of the kernel, and g++ may have peeled its
    # first call, loops and all, in front of it.
    start = max(backward, key=lambda branch: branch[0] - branch[1])[1]
    end = max(index for index, target in backward if target == start)
    lines = body[start : end + 1]
    instructions = sum(1 for line in lines if not LABEL.match(line))
    inner = sum(1 for index, target in backward if start <= target and index <= end) - 1
    out_of_line = sum(1 for index, target in branches if start <= index <= end and target > end
                      and returns_into(body, labels, target, start, end))
    calls = sum(1 for line in lines if CALL.match(line))
    return Region(symbol, lines, instructions, inner, out_of_line, calls)


def regions_in(path):
    """The loop of every function of one assembly file, by its mangled symbol. A function's
    code is what follows its label in the label's section, to its .cfi_endproc; its cold part,
    in another section, is left out."""
    regions = {}
    section, stack = ".text", []
    symbol, body, own_section = None, None, None

    def close():
        region = loop_of(symbol, body) if body else None
        if region is not None:
            regions.setdefault(symbol, region)

    with open(path, encoding="utf-8", errors="replace") as assembly:
        for raw in assembly:
            stripped = raw.strip()
            switched = section_of(stripped, section, stack) if stripped.startswith(".") else None
            if switched is not None:
                section = switched
                continue
            label = LABEL.match(stripped)
            if label and not label.group(1).startswith(".L"):
                if body is not None:
                    close()
                symbol, body, own_section = label.group(1), [], section
                continue
            if body is None or section != own_section:
                continue
            if stripped == ".cfi_endproc":
                close()
                body = None
                continue
            if not stripped or stripped.startswith(("#", "//", ".")) and not label:
                continue
            body.append(stripped)
    if body is not None:
        close()
    return regions

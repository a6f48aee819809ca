"""Every timed loop holds its whole kernel: no call out of a throughput loop or a latency chain
into the project's own code, which would time a call per item that no engine makes.

The loops are flattened (kernels/core/kernel_loops.hpp), but a compiler can still leave calls in
them: g++ 12 made .isra and .constprop clones of small helpers (Lanes4's operators, the unrolled
flip's steps) before flattening, and the loops called the clones, up to 17 times slower
(CMakeLists.txt now keeps it from cloning). Allowed: a library's functions (through the PLT:
GMP for the big-integer mask builders, memset, the runtime's popcount on the baseline tier), a
table's one-time build (BuiltOnce::build, behind its flag), perft's tree, kept out of line on
purpose (perft::inlined_leaves), and xsimd's NEON reinterpretation wrappers (below).

    python3 tests/whole_loops_test.py BITBENCH [OBJDUMP]
"""

import re
import subprocess
import sys

ALLOWED = (re.compile(r"@plt$"), re.compile(r"BuiltOnce<.*>::build\(\)"),
           re.compile(r"^unsigned long bitbench::perft::inlined_leaves<"),
           # xsimd 8.1 reaches some NEON intrinsics through wrapper functions that it passes by
           # pointer (xsimd::kernel::wrap): the NEON rows16 flips (10 to 16) call one per
           # reinterpretation. xsimd's cost, not a broken loop of ours; any other call fails.
           re.compile(r"^xsimd::kernel::wrap::vreinterpretq_"))
LOOP = re.compile(r"^_ZN8bitbench.*(10throughput|7latency)E")
FUNCTION = re.compile(r"^[0-9a-f]+ <(\S+)>:$")
CALL = re.compile(r"\s(?:call|bl)\s+[0-9a-f]+ <([^>+]+)(?:\+0x[0-9a-f]+)?>")


def calls_by_loop(binary, objdump):
    """{mangled loop symbol: set of mangled callees} of every timed loop in the binary."""
    listing = subprocess.run([objdump, "-d", "--no-show-raw-insn", binary], check=True,
                             capture_output=True, text=True).stdout
    loops, current = {}, None
    for line in listing.splitlines():
        start = FUNCTION.match(line)
        if start:
            current = start.group(1) if LOOP.match(start.group(1)) else None
            if current:
                loops.setdefault(current, set())
        elif current:
            call = CALL.search(line)
            if call:
                loops[current].add(call.group(1))
    return loops


def demangled(names):
    names = list(names)
    output = subprocess.run(["c++filt"], input="\n".join(names), check=True, capture_output=True,
                            text=True).stdout.splitlines()
    return dict(zip(names, output))


def main():
    binary = sys.argv[1]
    objdump = sys.argv[2] if len(sys.argv) > 2 else "objdump"
    loops = calls_by_loop(binary, objdump)
    if len(loops) < 100:
        sys.exit(f"FAIL: only {len(loops)} timed loops found in {binary}: the symbol pattern no longer matches")
    names = demangled(set(loops) | set().union(*loops.values()))
    broken = {}
    for loop, callees in loops.items():
        own = sorted(names[c] for c in callees if not any(rule.search(names[c]) for rule in ALLOWED))
        if own:
            broken[loop] = own
    for loop, callees in sorted(broken.items(), key=lambda item: names[item[0]])[:20]:
        print(f"{names[loop][:200]}\n    calls {callees[0][:200]}" +
              (f" and {len(callees) - 1} more" if len(callees) > 1 else ""))
    if broken:
        sys.exit(f"FAIL: {len(broken)} of {len(loops)} timed loops call the project's own code")
    print(f"{len(loops)} timed loops, none calls the project's own code")


if __name__ == "__main__":
    main()

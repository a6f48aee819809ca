"""The CPU models llvm-mca predicts for, and how one prediction is run and read.

Each model is llvm-mca's scheduling model of a named CPU (`llvm-mca-16 -mcpu=help`); the
comment says which CPU of results/ it stands for, or which machines people target with it.
"""

import re
import subprocess

LLVM_MCA = "llvm-mca-16"
ITERATIONS = 100

MODELS = {
    "x86_64": {
        "haswell": "Intel Haswell (2013)",
        "skylake": "Intel Skylake client (2015)",
        "skylake-avx512": "Intel Skylake-SP/Cascade Lake Xeon",
        "icelake-server": "Intel Ice Lake Xeon: the nearest model to results/' Intel Xeon (f6-ma7)",
        "znver3": "AMD Zen 3: results/' amd-epyc-f19-m1",
        "znver4": "AMD Zen 4: results/' amd-epyc-f19-m11, and the nearest model to the Zen 5 (f1a)",
    },
    "aarch64": {
        "cortex-a72": "Arm Cortex-A72 (Raspberry Pi 4, Graviton 1); LLVM 16 models Neoverse N1 and "
        "Cortex-A76 alike",
        "neoverse-v1": "Arm Neoverse V1 (Graviton 3); LLVM 16 models Neoverse N2 and V2 alike",
        "a64fx": "Fujitsu A64FX",
        "apple-m1": "Apple M1",
    },
}
# The ISA tiers (kernel name prefixes) a model's CPU lacks: llvm-mca would still predict some of
# their instructions, for a CPU that cannot run them.
MISSING_TIERS = {
    "haswell": ("avx512_", "vbmi_", "gfni_"),
    "skylake": ("avx512_", "vbmi_", "gfni_"),
    "znver3": ("avx512_", "vbmi_", "gfni_"),
    "skylake-avx512": ("vbmi_", "gfni_"),
}
TRIPLES = {"x86_64": "x86_64-linux-gnu", "aarch64": "aarch64-linux-gnu"}
# The models standing for the CPUs of results/, by slug prefix: the check against measurements.
MEASURED_CPUS = {
    "amd-epyc-f19-m1": "znver3",
    "amd-epyc-f19-m11": "znver4",
    "intel-xeon-processor-f6-ma7": "icelake-server",
    "oxide-virtual-turin-like-processor-f1a-m2": "znver4",
}
FIELDS = {
    "iterations": re.compile(r"^Iterations:\s+(\d+)"),
    "total_cycles": re.compile(r"^Total Cycles:\s+(\d+)"),
    "instructions": re.compile(r"^Instructions:\s+(\d+)"),
}


def version():
    """llvm-mca's version line, e.g. 'LLVM version 16.0.6'."""
    text = subprocess.run([LLVM_MCA, "--version"], capture_output=True, text=True).stdout
    found = re.search(r"LLVM version [\w.+~-]+", text)
    return found.group(0) if found else text.strip().splitlines()[0]


def predict(arch, model, assembly):
    """Cycles per iteration of `assembly` (one loop) on `model`, or the error llvm-mca gave."""
    run = subprocess.run(
        [LLVM_MCA, f"-mtriple={TRIPLES[arch]}", f"-mcpu={model}", f"-iterations={ITERATIONS}"],
        input=assembly,
        capture_output=True,
        text=True,
    )
    if run.returncode != 0:
        errors = [line for line in run.stderr.splitlines() if "error" in line]
        return None, (errors[0] if errors else run.stderr.strip()[:200])
    values = {}
    for line in run.stdout.splitlines():
        for name, pattern in FIELDS.items():
            found = pattern.match(line)
            if found:
                values[name] = int(found.group(1))
    if len(values) < len(FIELDS):
        return None, "llvm-mca printed no summary"
    return values["total_cycles"] / values["iterations"], None

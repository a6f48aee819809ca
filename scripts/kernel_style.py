"""One colour and marker per kernel, the same in every chart, run and CPU: the hue says the
ISA tier (the name's first word), the marker the algorithm (the rest of the name), and the
shade within the tier's hue is fixed by the name itself. Nothing depends on which kernels a
chart happens to hold, so a kernel never changes colour from one figure to the next.
"""

import zlib

from matplotlib import colormaps

# The hue of each ISA tier: a sequential colour map, sampled between its light and dark ends.
TIER_COLORMAPS = {
    "scalar": "Blues",
    "lzcnt": "BuPu",
    "bmi2": "Purples",
    "sse42": "Greens",
    "avx2": "Oranges",
    "avx512": "Reds",
    "vbmi": "PuRd",
    "gfni": "RdPu",
    "neon": "YlGnBu",
    "gmp": "Greys",
}
OTHER_COLORMAP = "copper"
MARKERS = ["o", "s", "^", "v", "D", "P", "X", "<", ">", "p", "h", "d"]
REFERENCE_STYLE = {"color": "black", "linestyle": "--", "marker": "*"}
NULL_STYLE = {"color": "tab:gray", "linestyle": ":", "marker": "."}


def stable_hash(text):
    """A hash of the text that is the same in every process (Python's hash() is not)."""
    return zlib.crc32(text.encode())


def tier_and_algorithm(impl):
    """('avx2', 'koggestone') for 'avx2_koggestone'; a perft pair is styled by its flip kernel."""
    kernel = impl.split("__")[0]
    tier, _, algorithm = kernel.partition("_")
    return tier, algorithm or tier


def kernel_style(impl, reference, is_null):
    """matplotlib keywords (color, marker, linestyle) of a kernel; the reference and the null
    kernels have styles of their own."""
    if impl == reference:
        return dict(REFERENCE_STYLE)
    if is_null:
        return dict(NULL_STYLE)
    tier, algorithm = tier_and_algorithm(impl)
    colormap = colormaps[TIER_COLORMAPS.get(tier, OTHER_COLORMAP)]
    shade = 0.45 + 0.5 * (stable_hash(impl) % 1024) / 1023
    return {"color": colormap(shade), "marker": MARKERS[stable_hash(algorithm) % len(MARKERS)], "linestyle": "-"}

"""The timings the seed documents publish, to draw beside bitbench's own measurements.

They come from another machine and another language (CPython's integers, timed by %timeit):
their shape is what compares, not their values.
"""

# The any-size bitboard document (seed 004, 004_862317880e4b92ce.txt): R(0b11001, 5, n), the
# mean of %timeit in ns per call, for its three methods.
MASK_PATTERN = "b11001"  # bitbench's distribution of the document's pattern, l = 5
MASK_LENGTH = 5
MASK_NS_BY_METHOD = {
    "loop (repeat_bit_sequence1)": {
        10: 1_030, 100: 10_500, 1_000: 231_000, 10_000: 10_900_000, 100_000: 955_000_000,
    },
    "string (repeat_bit_sequence2)": {
        10: 674, 100: 1_500, 1_000: 9_540, 10_000: 81_200, 100_000: 811_000,
    },
    "geometric series (repeat_bit_sequence3)": {
        10: 345, 100: 737, 1_000: 6_990, 10_000: 105_000, 100_000: 1_380_000,
    },
}

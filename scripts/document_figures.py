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

# The same document's `calc_same_hashables` (the 8 symmetric images of a board) at N = 3, 5,
# 10, 50 and 100, in µs per call, by board class: its boards held as lists, arrays, numpy
# arrays and its BitBoard. BitBoard3x3, timed at N = 3 only (4.3 µs), is left out.
SYMMETRIES_OP = "symmetries"  # bitbench's transform op computing the 8 images
SYMMETRIES_US_BY_BOARD = {
    "ListBoard (2D list)": {3: 21.1, 5: 46.9, 10: 167.0, 50: 5_220.0, 100: 27_100.0},
    "List1dBoard (1D list)": {3: 7.4, 5: 11.1, 10: 24.1, 50: 274.0, 100: 950.0},
    "ArrayBoard (array)": {3: 8.0, 5: 12.1, 10: 26.0, 50: 304.0, 100: 1_020.0},
    "NpBoard (numpy)": {3: 50.9, 5: 51.2, 10: 53.7, 50: 129.0, 100: 356.0},
    "BitBoard": {3: 10.6, 5: 17.3, 10: 25.2, 50: 74.2, 100: 191.0},
}

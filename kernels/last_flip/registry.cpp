// The last-flip implementations, in priority order: the reference first, then the kernels from the
// plainest to the fastest known, then the null kernel; each line names an implementation, says
// what it computes and whose idea it is, and the instructions it needs to be fast. Adding a kernel:
// write kernels/last_flip/<name>.cpp defining `extern const Implementation <name>`, then add its
// line here.

#include "core/registry.hpp"

#include "last_flip/last_flip.hpp"

namespace bitbench::last_flip {

#define BITBENCH_LAST_FLIP_IMPLEMENTATIONS(X)                                                    \
  X(reference,                                                                                   \
    "walks each of the 8 directions square by square with coordinates, for the side to move "    \
    "and then for the opponent")                                                                 \
  X(scalar_bitscan,                                                                              \
    "nearest own disc on 8 precomputed rays by x & -x and bit scan reverse (bsr); Edax's "       \
    "bitscan idea")                                                                              \
  X(scalar_kindergarten,                                                                         \
    "each line gathered to 8 bits by a multiplication, counts from a 2 KiB table, a second "     \
    "pass for the opponent; Edax's plain and kindergarten tables",                               \
    "imul64")                                                                                    \
  X(scalar_packed,                                                                               \
    "kindergarten gathers into a 7 KiB table whose entries hold both sides' counts: one pass; "  \
    "Egaroucid's and Edax 4.6's tables",                                                         \
    "imul64")                                                                                    \
  X(scalar_packed32,                                                                             \
    "the board as two 32-bit halves, each line gathered by a 32-bit multiplication into a 7 "    \
    "KiB table whose entries hold both sides' counts: one pass; Edax's count_last_flip_32",      \
    "none")                                                                                      \
  X(scalar_carry,                                                                                \
    "the nearest own disc on 6 rays by x & -x, its count by a multiplication (the lower rays "   \
    "on the byte-swapped board), the row from a 2 KiB table; Edax's count_last_flip_carry_64",   \
    "imul64, bswap")                                                                             \
  X(lzcnt_bitscan,                                                                               \
    "nearest own disc on 8 precomputed rays by x & -x and lzcnt; Edax's bitscan and lzcnt idea") \
  X(lzcnt_row_shift,                                                                             \
    "each line shifted to the move's row: tzcnt and lzcnt give 8 x the flips; Edax's "           \
    "count_last_flip_bmi")                                                                       \
  X(bmi2_pext,                                                                                   \
    "PEXT gathers each line into a 7 KiB table whose entries hold both sides' counts: one "      \
    "pass; Edax's count_last_flip_bmi2",                                                         \
    "pext")                                                                                      \
  X(bmi2_pext_kindergarten,                                                                      \
    "the column by PEXT, the diagonals by kindergarten multiplications, counts from a 2 KiB "    \
    "table, a second pass for the opponent; Edax's count_last_flip_pext_kg",                     \
    "pext, imul64")                                                                              \
  X(sse42_sad,                                                                                   \
    "two lines indexed by psadbw byte sums, two by pcmpeqb/pmovmskb byte tests, counts from a "  \
    "2 KiB table; Edax's count_last_flip_sse",                                                   \
    "none")                                                                                      \
  X(sse42_ppfill,                                                                                \
    "8 rays in 2 x 4 lanes: below the lowest own disc by (x - 1) & ~x, above the highest by a "  \
    "3-shift prefix smear; Edax's count_last_flip_avx_ppfill",                                   \
    "popcnt")                                                                                    \
  X(neon_addv,                                                                                   \
    "two lines indexed by a horizontal add of masked 16-bit lanes, two by cmtst byte tests and " \
    "a horizontal add, counts from a 2 KiB table; Edax's count_last_flip_neon",                  \
    "none")                                                                                      \
  X(neon_ppfill, kAsAbove, "popcnt")                                                             \
  X(avx2_ppfill, kAsAbove, "popcnt")                                                             \
  X(avx512_ppfill, kAsAbove, "popcnt")                                                           \
  X(avx512_lzcnt,                                                                                \
    "8 rays in two 256-bit vectors: below the lowest own disc by x - min(x, 1), above the "      \
    "highest by vplzcntq; Edax's count_last_flip_avx512cd",                                      \
    "lzcnt, popcnt")                                                                             \
  X(avx512_lzcnt_both,                                                                           \
    "avx512_lzcnt's rays for both sides in one 512-bit vector each way, the opponent's count "   \
    "read when the mover's is 0; Edax's mm_solve_exact_1",                                       \
    "lzcnt, popcnt")                                                                             \
  X(null, "returns the low bits of own XOR sq: the cost of the loops alone, not a count")

BITBENCH_REGISTRY(BITBENCH_LAST_FLIP_IMPLEMENTATIONS)
}  // namespace bitbench::last_flip

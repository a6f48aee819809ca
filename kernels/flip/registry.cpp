// The flip implementations, in priority order: the reference first, then the kernels from the
// plainest to the fastest known, then the null kernel; each line names an implementation, says
// what it computes and whose idea it is. Adding a kernel: write kernels/flip/<name>.cpp defining
// `extern const Implementation <name>`, then add its line here.

#include "core/registry.hpp"

#include "flip/flip.hpp"

namespace bitbench::flip {

#define BITBENCH_FLIP_IMPLEMENTATIONS(X)                                                         \
  X(reference, "walks each of the 8 directions square by square with coordinates")               \
  X(scalar_loop, "steps each of the 8 directions in a loop while opponent discs continue")       \
  X(scalar_unrolled,                                                                             \
    "a ladder of nested ifs on runs of 1 to N - 2 discs in each of the 8 directions")            \
  X(scalar_branchless,                                                                           \
    "ORs the opponent runs from the move with those closed by an own disc, in 8 directions")     \
  X(scalar_shiftfill,                                                                            \
    "fills opponent runs from own discs by N - 2 masked shifts, then walks back from the move")  \
  X(scalar_bitscan, "bit scan for the nearest non-opponent square on 8 precomputed rays (bsr)")  \
  X(scalar_carry, "carry propagation on the 4 rays toward higher bits, bit scan on the others")  \
  X(scalar_carry32,                                                                              \
    "scalar_carry on two 32-bit words, as Edax's 32-bit flip: the carry out of the low word "    \
    "added into the high one toward higher bits, a 32-bit bit scan of each word toward lower")   \
  X(scalar_roxane,                                                                               \
    "Roxane's (B. Causse) per-square functions: carry along bridged opponent discs from the "    \
    "move (toward higher bits) or from the nearest own disc into the move (toward lower bits)")  \
  X(scalar_kindergarten,                                                                         \
    "8x8: each line through the move gathered into 8 bits (shift, or a multiplication for the "  \
    "column and diagonals), flipped by an outflank and a flipped table, scattered back")         \
  X(scalar_seeded_kindergarten,                                                                  \
    "8x8: Egaroucid's kindergarten, a seed and a flipped table; the two diagonals folded into "  \
    "one line above the move and one below, each half-pair one lookup")                          \
  X(lzcnt_bitscan, "bit scan for the nearest non-opponent square on 8 precomputed rays (lzcnt)") \
  X(bmi2_pext,                                                                                   \
    "8x8: each line through the move gathered by PEXT, flipped by an outflank and a flipped "    \
    "table, deposited back by PDEP")                                                             \
  X(sse42_ppfill,                                                                                \
    "8 rays in 2 x 4 lanes (two 128-bit vectors each on SSE4.2 and NEON): lowest outflank by x " \
    "^ (x - 1), highest by a 1-3 shift prefix smear")                                            \
  X(sse42_acepck,                                                                                \
    "8 rays in 2 x 4 lanes (two 128-bit vectors each on SSE4.2 and NEON): lowest outflank by x " \
    "^ (x - 1), own discs smeared and compared below")                                           \
  X(sse42_bswap,                                                                                 \
    "8x8: board and byte-swapped board in one SSE vector, so that carry propagation finds the "  \
    "outflank up and down each column and diagonal at once; the row by two line tables")         \
  X(sse42_shufmax,                                                                               \
    "8 rays in 2 x 4 lanes: lowest outflank by x ^ (x - 1), highest by nibble lookups in byte "  \
    "shuffles, a byte maximum and zero tests of the halves of 16-, 32- and 64-bit units")        \
  X(sse42_rows16,                                                                                \
    "rows as 16-bit lanes of 256 bits: Kogge-Stone fills from the move, a carry along the row; " \
    "timed with the conversions from and to the dense layout")                                   \
  X(neon_ppfill, kAsAbove)                                                                       \
  X(neon_acepck, kAsAbove)                                                                       \
  X(neon_mirrored,                                                                               \
    "8 rays in 2 x 4 lanes: the rays toward lower bits and both boards bit-reversed, so that "   \
    "all 8 find the outflank by x ^ (x - 1); the lower half's flips reversed back")              \
  X(neon_bitscan,                                                                                \
    "4 rays toward higher bits in NEON lanes by carry propagation, the 4 toward lower bits in "  \
    "scalar registers by a 64-bit CLZ")                                                          \
  X(neon_lzcnt,                                                                                  \
    "8 rays in 2 x 4 lanes: carry propagation toward higher bits; toward lower bits the "        \
    "highest non-opponent square by CLZ of 32-bit halves, its flips by 0 minus it")              \
  X(neon_rbit,                                                                                   \
    "8 rays in 2 x 4 lanes, all by carry propagation and a saturating decrement: the rays "      \
    "toward lower bits and both boards bit-reversed (RBIT, REV64)")                              \
  X(neon_rows16, kAsAbove)                                                                       \
  X(avx2_ppfill, kAsAbove)                                                                       \
  X(avx2_acepck, kAsAbove)                                                                       \
  X(avx2_ppseq,                                                                                  \
    "8 rays in 2 x 4 lanes: lowest outflank by x ^ (x - 1), toward lower bits the opponent run " \
    "grown from the move by 2 single steps and parallel-prefix double steps")                    \
  X(avx2_shufmax, kAsAbove)                                                                      \
  X(avx2_rows16, kAsAbove)                                                                       \
  X(avx512_lzcnt,                                                                                \
    "AVX-512, the 8 rays in one 512-bit vector: the run to the nearest non-opponent square by "  \
    "x ^ (x - 1) or vplzcntq and vpsravq, kept where an own disc ends it (vptestmq, a "          \
    "zero-masked andnot)")                                                                       \
  X(avx512_ppfill, kAsAbove)                                                                     \
  X(avx512_rows16, kAsAbove)                                                                     \
  X(avx512_acepck, kAsAbove)                                                                     \
  X(avx512_lzcnt128,                                                                             \
    "avx512_lzcnt256 on four 128-bit vectors, for the latency chain: the results fold by ORs "   \
    "and lane swaps in three steps, with no extraction of a 128-bit half")                       \
  X(avx512_lzcnt256,                                                                             \
    "avx512_lzcnt on two 256-bit vectors (AVX-512VL): the 4 rays toward higher bits by x ^ (x "  \
    "- 1), the 4 toward lower bits by vplzcntq and vpsravq, kept where an own disc ends them")   \
  X(avx512_cvtps,                                                                                \
    "8 rays in 2 x 4 lanes: lowest outflank by x ^ (x - 1), highest from the exponent of the "   \
    "lanes converted to float (vcvtuqq2ps)")                                                     \
  X(avx2_lines,                                                                                  \
    "AVX2, the 4 lines through the move gathered to 16-bit integers (vpmullw, vpmovmskb), "      \
    "flipped by carry and lzcnt, scattered back; timed with the conversions from and to the "    \
    "dense layout")                                                                              \
  X(gfni_mirrored, kAsAbove)                                                                     \
  X(null, "returns (own & opp) ^ bit(sq): the cost of the loops alone, not a flip")

BITBENCH_REGISTRY(BITBENCH_FLIP_IMPLEMENTATIONS)
}  // namespace bitbench::flip

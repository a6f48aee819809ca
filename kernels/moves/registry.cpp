// The legal-move implementations, in priority order: the reference first, then the kernels from the
// plainest to the fastest known, then the null kernel; each line names an implementation, says
// what it computes and whose idea it is. Adding a kernel: write kernels/moves/<name>.cpp defining
// `extern const Implementation <name>`, then add its line here.

#include "core/registry.hpp"

#include "moves/moves.hpp"

namespace bitbench::moves {

#define BITBENCH_MOVES_IMPLEMENTATIONS(X)                                                        \
  X(reference, "per empty square, walks the 8 directions with coordinates")                      \
  X(scalar_shiftfill,                                                                            \
    "dumb7 fill: per direction, N - 2 masked shifts fill opponent runs from own discs")          \
  X(scalar_koggestone,                                                                           \
    "Kogge-Stone occluded fill: per direction, log2(N - 2) rounds of doubling masked shifts")    \
  X(sse42_shiftfill,                                                                             \
    "dumb7 fill, 4 directions in 4 lanes (two 128-bit vectors on SSE4.2 and NEON; one set per "  \
    "64-bit word), N - 2 masked shifts")                                                         \
  X(sse42_koggestone,                                                                            \
    "Kogge-Stone fill, 4 directions in 4 lanes (two 128-bit vectors on SSE4.2 and NEON; one "    \
    "set per 64-bit word), log2(N - 2) rounds")                                                  \
  X(sse42_rows16,                                                                                \
    "rows as 16-bit lanes of 256 bits: Kogge-Stone fills over opponent runs, a carry along "     \
    "rows; timed with the conversions from and to the dense layout")                             \
  X(neon_shiftfill, kAsAbove)                                                                    \
  X(neon_koggestone, kAsAbove)                                                                   \
  X(neon_rows16, kAsAbove)                                                                       \
  X(avx2_shiftfill, kAsAbove)                                                                    \
  X(avx2_rows16, kAsAbove)                                                                       \
  X(avx2_koggestone, kAsAbove)                                                                   \
  X(avx2_koggestone_ahead,                                                                       \
    "Kogge-Stone for the shortest chain: runs of 1-3 discs from own at once, no final shift")    \
  X(avx512_shiftfill, kAsAbove)                                                                  \
  X(avx512_rows16, kAsAbove)                                                                     \
  X(avx512_rolv,                                                                                 \
    "AVX-512, the 8 directions in one 512-bit vector: Kogge-Stone fill by per-lane rotations "   \
    "(vprolvq) of opponent discs kept to the interior, 3 rounds; 8x8")                           \
  X(avx512_koggestone, kAsAbove)                                                                 \
  X(avx512_koggestone_ahead, kAsAbove)                                                           \
  X(avx512_ternlog_ahead,                                                                        \
    "AVX-512, 8x8: the chain-shaped fill of avx512_koggestone_ahead in vpternlogq, runs of 1-3 " \
    "discs joined by one three-way OR, the empty squares masked in the lanes")                   \
  X(vbmi_koggestone,                                                                             \
    "AVX-512 with VBMI, 8x8: the Kogge-Stone fill of avx512_koggestone with the run masks as "   \
    "vpternlogq operands, the empty squares masked in the lanes, and the opponent's shifts as "  \
    "vpmultishiftqb rotations, off the shift pipes")                                             \
  X(null, "returns own & opp: the cost of the loops alone")

BITBENCH_REGISTRY(BITBENCH_MOVES_IMPLEMENTATIONS)
}  // namespace bitbench::moves

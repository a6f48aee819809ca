// The perft pairs of the SSE4.2 tier: each SSE4.2 flip kernel with the Kogge-Stone legal moves,
// and each SSE4.2 legal-move kernel with the acepck flip up to 8x8, the bit-scan flip beyond.

#include "flip/bitscan.hpp"
#include "perft/simd_pairs.hpp"

namespace bitbench::perft {
BITBENCH_SIMD_PAIRS(sse42, xsimd::sse4_2, scalar_bitscan, flip::bitscan::kKernel)
}  // namespace bitbench::perft

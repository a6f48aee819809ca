// The perft pairs of the NEON tier: each NEON flip kernel with the Kogge-Stone legal moves, and
// each NEON legal-move kernel with the acepck flip up to 8x8, the bit-scan flip beyond.

#include "flip/bitscan.hpp"
#include "perft/simd_pairs.hpp"

namespace bitbench::perft {
BITBENCH_SIMD_PAIRS(neon, xsimd::neon64, scalar_bitscan, flip::bitscan::kKernel)
}  // namespace bitbench::perft

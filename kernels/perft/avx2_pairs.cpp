// The perft pairs of the AVX2 tier: each AVX2 flip kernel with the Kogge-Stone legal moves, and
// each AVX2 legal-move kernel with the acepck flip up to 8x8, the lines flip beyond.

#include "flip/avx2_lines.hpp"
#include "perft/simd_pairs.hpp"

namespace bitbench::perft {
BITBENCH_SIMD_PAIRS(avx2, xsimd::avx2, avx2_lines, flip::lines::kKernel)
}  // namespace bitbench::perft

// The perft pairs of the SSE4.2 tier: each SSE4.2 flip kernel with the Kogge-Stone legal moves,
// and each SSE4.2 legal-move kernel with the acepck flip up to 8x8, the bit-scan flip beyond.

#include "flip/bitscan.hpp"
#include "perft/simd_pairs.hpp"

namespace bitbench::perft {
namespace {
BITBENCH_SIMD_PAIR_KERNELS(sse42, xsimd::sse4_2)
namespace flip_kernel {
constexpr auto scalar_bitscan = flip::bitscan::kKernel;
}  // namespace flip_kernel
}  // namespace

BITBENCH_SIMD_PAIRS(sse42, scalar_bitscan)

}  // namespace bitbench::perft

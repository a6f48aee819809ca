// The perft pairs of the NEON tier: each NEON flip kernel with the Kogge-Stone legal moves, and
// each NEON legal-move kernel with the acepck flip up to 8x8, the bit-scan flip beyond.

#include "flip/bitscan.hpp"
#include "perft/simd_pairs.hpp"

namespace bitbench::perft {
namespace {
BITBENCH_SIMD_PAIR_KERNELS(neon, xsimd::neon64)
namespace flip_kernel {
constexpr auto scalar_bitscan = flip::bitscan::kKernel;
}  // namespace flip_kernel
}  // namespace

BITBENCH_SIMD_PAIRS(neon, scalar_bitscan)

}  // namespace bitbench::perft

// NEON legal moves by Kogge-Stone occluded fill (kernels/moves/simd_koggestone.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::moves {
extern const Implementation neon_koggestone =
    at_every_side([]<int N> { return &koggestone_lanes::legal_moves<xsimd::neon64, N>; },
                  flip::partner::kSimd<xsimd::neon64, "neon_acepck">,
                  {"neon_koggestone",
                   "NEON Kogge-Stone fill, 4 directions in 4 lanes, two 128-bit vectors (one set "
                   "per 64-bit word), "
                   "log2(N - 2) rounds",
                   kTierNeon});

}  // namespace bitbench::moves

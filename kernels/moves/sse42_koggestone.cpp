// SSE4.2 legal moves by Kogge-Stone occluded fill (kernels/moves/simd_koggestone.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::moves {
extern const Implementation sse42_koggestone =
    at_every_side([]<int N> { return &koggestone_lanes::legal_moves<xsimd::sse4_2, N>; },
                  flip::partner::kSimd<xsimd::sse4_2, "sse42_acepck">,
                  {"sse42_koggestone",
                   "SSE4.2 Kogge-Stone fill, 4 directions in 4 lanes, two 128-bit vectors (one set "
                   "per 64-bit word), "
                   "log2(N - 2) rounds",
                   kTierSse42});

}  // namespace bitbench::moves

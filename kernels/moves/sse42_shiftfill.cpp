// SSE4.2 legal moves by dumb7 fill (kernels/moves/simd_shiftfill.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation sse42_shiftfill =
    at_every_side([]<int N> { return &shiftfill_lanes::legal_moves<xsimd::sse4_2, N>; },
                  flip::partner::kSimd<xsimd::sse4_2, "sse42_acepck">,
                  {"sse42_shiftfill",
                   "SSE4.2 dumb7 fill, 4 directions in 4 lanes, two 128-bit vectors (one set per "
                   "64-bit word), N - 2 masked shifts",
                   kTierSse42});

}  // namespace bitbench::moves

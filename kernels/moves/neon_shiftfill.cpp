// NEON legal moves by dumb7 fill (kernels/moves/simd_shiftfill.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation neon_shiftfill =
    at_every_side([]<int N> { return &shiftfill_lanes::legal_moves<xsimd::neon64, N>; },
                  flip::partner::kSimd<xsimd::neon64, "neon_acepck">,
                  {"neon_shiftfill",
                   "NEON dumb7 fill, 4 directions in 4 lanes, two 128-bit vectors (one set per "
                   "64-bit word), N - 2 masked shifts",
                   kTierNeon});

}  // namespace bitbench::moves

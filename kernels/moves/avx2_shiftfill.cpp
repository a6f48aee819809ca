// AVX2 legal moves by dumb7 fill (kernels/moves/simd_shiftfill.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation avx2_shiftfill =
    at_every_side([]<int N> { return &shiftfill_lanes::legal_moves<xsimd::avx2, N>; },
                  flip::partner::kSimd<xsimd::avx2, "avx2_acepck">,
                  {"avx2_shiftfill",
                   "AVX2 dumb7 fill, 4 directions in 4 lanes, one 256-bit vector (one set per "
                   "64-bit word), N - 2 masked shifts",
                   kTierAvx2});

}  // namespace bitbench::moves

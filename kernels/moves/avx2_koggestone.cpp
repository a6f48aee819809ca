// AVX2 legal moves by Kogge-Stone occluded fill (kernels/moves/simd_koggestone.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::moves {
extern const Implementation avx2_koggestone =
    at_every_side([]<int N> { return &koggestone_lanes::legal_moves<xsimd::avx2, N>; },
                  flip::partner::kSimd<xsimd::avx2, "avx2_acepck">,
                  {"avx2_koggestone",
                   "AVX2 Kogge-Stone fill, 4 directions in 4 lanes, one 256-bit vector (one set "
                   "per 64-bit word), "
                   "log2(N - 2) rounds",
                   kTierAvx2});

}  // namespace bitbench::moves

// AVX-512 legal moves by Kogge-Stone occluded fill (kernels/moves/simd_koggestone.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::moves {
extern const Implementation avx512_koggestone =
    at_every_side([]<int N> { return &koggestone_lanes::legal_moves<xsimd::avx512bw, N>; },
                  flip::partner::kSimd<xsimd::avx512bw, "avx512_acepck">,
                  {"avx512_koggestone",
                   "AVX-512 Kogge-Stone fill, 4 directions in 4 lanes, one 256-bit vector with VL "
                   "encodings (one set per 64-bit word), log2(N - 2) rounds",
                   kTierAvx512});

}  // namespace bitbench::moves

// AVX-512 legal moves by dumb7 fill (kernels/moves/simd_shiftfill.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation avx512_shiftfill =
    at_every_side([]<int N> { return &shiftfill_lanes::legal_moves<xsimd::avx512bw, N>; },
                  flip::partner::kSimd<xsimd::avx512bw, "avx512_acepck">,
                  {"avx512_shiftfill",
                   "AVX-512 dumb7 fill, 4 directions in 4 lanes, one 256-bit vector with VL "
                   "encodings (one set per 64-bit word), N - 2 masked shifts",
                   kTierAvx512});

}  // namespace bitbench::moves

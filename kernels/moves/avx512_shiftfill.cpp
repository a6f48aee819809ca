// Legal moves by dumb7 fill on AVX-512 (kernels/moves/simd_shiftfill.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation avx512_shiftfill =
    shiftfill_lanes::Kernel::implementation<xsimd::avx512bw, "avx512_shiftfill">(
        flip::partner::kSimd<xsimd::avx512bw, "avx512_acepck">, kTierAvx512);
}  // namespace bitbench::moves

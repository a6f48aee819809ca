// Legal moves by dumb7 fill on AVX2 (kernels/moves/simd_shiftfill.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation avx2_shiftfill =
    shiftfill_lanes::Kernel::implementation<xsimd::avx2, "avx2_shiftfill">(
        flip::partner::kSimd<xsimd::avx2, "avx2_acepck">, kTierAvx2);
}  // namespace bitbench::moves

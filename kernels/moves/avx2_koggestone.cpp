// Legal moves by Kogge-Stone fill on AVX2 (kernels/moves/simd_koggestone.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::moves {
extern const Implementation avx2_koggestone =
    koggestone_lanes::Kernel::implementation<xsimd::avx2, "avx2_koggestone">(
        flip::partner::kSimd<xsimd::avx2, "avx2_acepck">, kTierAvx2);
}  // namespace bitbench::moves

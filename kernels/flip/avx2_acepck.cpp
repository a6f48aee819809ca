// The smeared own-disc flip on AVX2 (kernels/flip/simd_acepck.hpp).

#include "flip/simd_acepck.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
extern const Implementation avx2_acepck =
    acepck::Kernel::implementation<xsimd::avx2, "avx2_acepck">(
        moves::koggestone_lanes::kPartner<xsimd::avx2, "avx2_koggestone">, kTierAvx2);
}  // namespace bitbench::flip

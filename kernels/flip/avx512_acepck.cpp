// The smeared own-disc flip on AVX-512 (kernels/flip/simd_acepck.hpp).

#include "flip/simd_acepck.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
extern const Implementation avx512_acepck =
    acepck::Kernel::implementation<xsimd::avx512bw, "avx512_acepck">(
        moves::koggestone_lanes::kPartner<xsimd::avx512bw, "avx512_koggestone">, kTierAvx512);
}  // namespace bitbench::flip

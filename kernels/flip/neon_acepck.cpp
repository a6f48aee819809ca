// The smeared own-disc flip on NEON (kernels/flip/simd_acepck.hpp).

#include "flip/simd_acepck.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
extern const Implementation neon_acepck =
    acepck::Kernel::implementation<xsimd::neon64, "neon_acepck">(
        moves::koggestone_lanes::kPartner<xsimd::neon64, "neon_koggestone">, kTierNeon);
}  // namespace bitbench::flip

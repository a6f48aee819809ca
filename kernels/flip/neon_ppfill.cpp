// The parallel-prefix flip on NEON (kernels/flip/simd_ppfill.hpp).

#include "flip/simd_ppfill.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
extern const Implementation neon_ppfill =
    ppfill::Kernel::implementation<xsimd::neon64, "neon_ppfill">(
        moves::koggestone_lanes::kPartner<xsimd::neon64, "neon_koggestone">, kTierNeon);
}  // namespace bitbench::flip

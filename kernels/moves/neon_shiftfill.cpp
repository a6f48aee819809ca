// Legal moves by dumb7 fill on NEON (kernels/moves/simd_shiftfill.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation neon_shiftfill =
    shiftfill_lanes::Kernel::implementation<xsimd::neon64, "neon_shiftfill">(
        flip::partner::kSimd<xsimd::neon64, "neon_acepck">, kTierNeon);
}  // namespace bitbench::moves

// Kogge-Stone occluded fills on NEON (kernels/attacks/simd_koggestone.hpp).

#include "attacks/simd_koggestone.hpp"

namespace bitbench::attacks {
extern const Implementation neon_koggestone = koggestone_lanes::implementation<xsimd::neon64>();
}  // namespace bitbench::attacks

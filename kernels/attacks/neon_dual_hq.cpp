// Hyperbola Quintessence, one line per lane, on NEON (kernels/attacks/simd_dual_hq.hpp).

#include "attacks/simd_dual_hq.hpp"

namespace bitbench::attacks {
extern const Implementation neon_dual_hq = dual_hq::implementation<xsimd::neon64>();
}  // namespace bitbench::attacks

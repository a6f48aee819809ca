// Hyperbola Quintessence, one line per lane, on SSE4.2 (kernels/attacks/simd_dual_hq.hpp).

#include "attacks/simd_dual_hq.hpp"

namespace bitbench::attacks {
extern const Implementation sse42_dual_hq = dual_hq::implementation<xsimd::sse4_2>();
}  // namespace bitbench::attacks

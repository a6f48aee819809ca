// Kogge-Stone occluded fills on SSE4.2 (kernels/attacks/simd_koggestone.hpp).

#include "attacks/simd_koggestone.hpp"

namespace bitbench::attacks {
extern const Implementation sse42_koggestone = koggestone_lanes::implementation<xsimd::sse4_2>();
}  // namespace bitbench::attacks

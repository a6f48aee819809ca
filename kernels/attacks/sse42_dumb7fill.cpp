// Dumb7Fill occluded fills on SSE4.2 (kernels/attacks/simd_dumb7fill.hpp).

#include "attacks/simd_dumb7fill.hpp"

namespace bitbench::attacks {
extern const Implementation sse42_dumb7fill = dumb7fill_lanes::implementation<xsimd::sse4_2>();
}  // namespace bitbench::attacks

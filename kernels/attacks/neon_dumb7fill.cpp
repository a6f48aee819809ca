// Dumb7Fill occluded fills on NEON (kernels/attacks/simd_dumb7fill.hpp).

#include "attacks/simd_dumb7fill.hpp"

namespace bitbench::attacks {
extern const Implementation neon_dumb7fill = dumb7fill_lanes::implementation<xsimd::neon64>();
}  // namespace bitbench::attacks

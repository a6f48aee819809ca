// Flip on the row-lane form on NEON (kernels/flip/simd_rows16.hpp).

#include "flip/simd_rows16.hpp"

namespace bitbench::flip {
extern const Implementation neon_rows16 = rows16_lanes::implementation<xsimd::neon64>();
}  // namespace bitbench::flip

// Flip on the row-lane form on SSE4.2 (kernels/flip/simd_rows16.hpp).

#include "flip/simd_rows16.hpp"

namespace bitbench::flip {
extern const Implementation sse42_rows16 = rows16_lanes::implementation<xsimd::sse4_2>();
}  // namespace bitbench::flip

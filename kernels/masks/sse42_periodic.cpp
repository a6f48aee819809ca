// The periodic mask builder on SSE4.2 (kernels/masks/simd_periodic.hpp).

#include "masks/simd_periodic.hpp"

namespace bitbench::masks {
extern const Implementation sse42_periodic = periodic_lanes::implementation<xsimd::sse4_2>();
}  // namespace bitbench::masks

// The periodic mask builder on NEON (kernels/masks/simd_periodic.hpp).

#include "masks/simd_periodic.hpp"

namespace bitbench::masks {
extern const Implementation neon_periodic = periodic_lanes::implementation<xsimd::neon64>();
}  // namespace bitbench::masks

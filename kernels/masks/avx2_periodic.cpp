// The periodic mask builder on AVX2 (kernels/masks/simd_periodic.hpp).

#include "masks/simd_periodic.hpp"

namespace bitbench::masks {
extern const Implementation avx2_periodic = periodic_lanes::implementation<xsimd::avx2>();
}  // namespace bitbench::masks

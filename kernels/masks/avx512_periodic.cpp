// The periodic mask builder on AVX-512 (kernels/masks/simd_periodic.hpp).

#include "masks/simd_periodic.hpp"

namespace bitbench::masks {
extern const Implementation avx512_periodic = periodic_lanes::implementation<xsimd::avx512bw>();
}  // namespace bitbench::masks

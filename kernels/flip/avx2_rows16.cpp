// Flip on the row-lane form on AVX2 (kernels/flip/simd_rows16.hpp).

#include "flip/simd_rows16.hpp"

namespace bitbench::flip {
extern const Implementation avx2_rows16 = rows16_lanes::implementation<xsimd::avx2>();
}  // namespace bitbench::flip

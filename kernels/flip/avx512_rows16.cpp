// Flip on the row-lane form on AVX-512 (kernels/flip/simd_rows16.hpp).

#include "flip/simd_rows16.hpp"

namespace bitbench::flip {
extern const Implementation avx512_rows16 = rows16_lanes::implementation<xsimd::avx512bw>();
}  // namespace bitbench::flip

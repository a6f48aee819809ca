// Legal moves on the row-lane form on AVX2 (kernels/moves/simd_rows16.hpp).

#include "moves/simd_rows16.hpp"

namespace bitbench::moves {
extern const Implementation avx2_rows16 = rows16_lanes::implementation<xsimd::avx2>();
}  // namespace bitbench::moves

// Legal moves on the row-lane form on AVX-512 (kernels/moves/simd_rows16.hpp).

#include "moves/simd_rows16.hpp"

namespace bitbench::moves {
extern const Implementation avx512_rows16 = rows16_lanes::implementation<xsimd::avx512bw>();
}  // namespace bitbench::moves

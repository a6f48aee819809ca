// Legal moves by dumb7 fill on AVX2 (kernels/moves/simd_shiftfill.hpp).

#include "moves/simd_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation avx2_shiftfill = shiftfill_lanes::Kernel::implementation<xsimd::avx2>();
}  // namespace bitbench::moves

// Legal moves by dumb7 fill on AVX-512 (kernels/moves/simd_shiftfill.hpp).

#include "moves/simd_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation avx512_shiftfill =
    shiftfill_lanes::Kernel::implementation<xsimd::avx512bw>();
}  // namespace bitbench::moves

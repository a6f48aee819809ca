// Legal moves by Kogge-Stone fill on AVX2 (kernels/moves/simd_koggestone.hpp).

#include "moves/simd_koggestone.hpp"

namespace bitbench::moves {
extern const Implementation avx2_koggestone =
    koggestone_lanes::Kernel::implementation<xsimd::avx2>();
}  // namespace bitbench::moves

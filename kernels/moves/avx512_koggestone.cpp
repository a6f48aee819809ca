// Legal moves by Kogge-Stone fill on AVX-512 (kernels/moves/simd_koggestone.hpp).

#include "moves/simd_koggestone.hpp"

namespace bitbench::moves {
extern const Implementation avx512_koggestone =
    koggestone_lanes::Kernel::implementation<xsimd::avx512bw>();
}  // namespace bitbench::moves

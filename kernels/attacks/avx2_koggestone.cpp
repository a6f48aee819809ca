// Kogge-Stone occluded fills on AVX2 (kernels/attacks/simd_koggestone.hpp).

#include "attacks/simd_koggestone.hpp"

namespace bitbench::attacks {
extern const Implementation avx2_koggestone = koggestone_lanes::implementation<xsimd::avx2>();
}  // namespace bitbench::attacks

// Kogge-Stone occluded fills on AVX-512 (kernels/attacks/simd_koggestone.hpp).

#include "attacks/simd_koggestone.hpp"

namespace bitbench::attacks {
extern const Implementation avx512_koggestone = koggestone_lanes::implementation<xsimd::avx512bw>();
}  // namespace bitbench::attacks

// Hyperbola Quintessence, one line per lane, on AVX2 (kernels/attacks/simd_dual_hq.hpp).

#include "attacks/simd_dual_hq.hpp"

namespace bitbench::attacks {
extern const Implementation avx2_dual_hq = dual_hq::implementation<xsimd::avx2>();
}  // namespace bitbench::attacks

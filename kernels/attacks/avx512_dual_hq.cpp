// Hyperbola Quintessence, one line per lane, on AVX-512 (kernels/attacks/simd_dual_hq.hpp).

#include "attacks/simd_dual_hq.hpp"

namespace bitbench::attacks {
extern const Implementation avx512_dual_hq = dual_hq::implementation<xsimd::avx512bw>();
}  // namespace bitbench::attacks

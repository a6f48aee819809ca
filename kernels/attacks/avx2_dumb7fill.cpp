// Dumb7Fill occluded fills on AVX2 (kernels/attacks/simd_dumb7fill.hpp).

#include "attacks/simd_dumb7fill.hpp"

namespace bitbench::attacks {
extern const Implementation avx2_dumb7fill = dumb7fill_lanes::implementation<xsimd::avx2>();
}  // namespace bitbench::attacks

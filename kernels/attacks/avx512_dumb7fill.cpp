// Dumb7Fill occluded fills on AVX-512 (kernels/attacks/simd_dumb7fill.hpp).

#include "attacks/simd_dumb7fill.hpp"

namespace bitbench::attacks {
extern const Implementation avx512_dumb7fill = dumb7fill_lanes::implementation<xsimd::avx512bw>();
}  // namespace bitbench::attacks

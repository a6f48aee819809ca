// The document's whole-board delta swaps on NEON (kernels/transform/simd_dc.hpp).

#include "transform/simd_dc.hpp"

namespace bitbench::transform {
extern const Implementation neon_dc = dc_words::implementation<xsimd::neon64>();
}  // namespace bitbench::transform

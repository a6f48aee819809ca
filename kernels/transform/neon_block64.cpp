// The recursive bit-matrix transpose in rows of vectors on NEON
// (kernels/transform/simd_block64.hpp).

#include "transform/simd_block64.hpp"

namespace bitbench::transform {
extern const Implementation neon_block64 = block64_words::implementation<xsimd::neon64>();
}  // namespace bitbench::transform

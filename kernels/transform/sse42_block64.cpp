// The recursive bit-matrix transpose in rows of vectors on SSE4.2
// (kernels/transform/simd_block64.hpp).

#include "transform/simd_block64.hpp"

namespace bitbench::transform {
extern const Implementation sse42_block64 = block64_words::implementation<xsimd::sse4_2>();
}  // namespace bitbench::transform

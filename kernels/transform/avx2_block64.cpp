// The recursive bit-matrix transpose in rows of vectors on AVX2
// (kernels/transform/simd_block64.hpp).

#include "transform/simd_block64.hpp"

namespace bitbench::transform {
extern const Implementation avx2_block64 = block64_words::implementation<xsimd::avx2>();
}  // namespace bitbench::transform

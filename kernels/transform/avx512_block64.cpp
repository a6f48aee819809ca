// The recursive bit-matrix transpose in rows of vectors on AVX-512
// (kernels/transform/simd_block64.hpp).

#include "transform/simd_block64.hpp"

namespace bitbench::transform {
extern const Implementation avx512_block64 = block64_words::implementation<xsimd::avx512bw>();
}  // namespace bitbench::transform

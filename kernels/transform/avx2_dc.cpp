// The document's whole-board delta swaps on AVX2 (kernels/transform/simd_dc.hpp).

#include "transform/simd_dc.hpp"

namespace bitbench::transform {
extern const Implementation avx2_dc = dc_words::implementation<xsimd::avx2>();
}  // namespace bitbench::transform

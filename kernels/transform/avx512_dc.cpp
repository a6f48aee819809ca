// The document's whole-board delta swaps on AVX-512 (kernels/transform/simd_dc.hpp).

#include "transform/simd_dc.hpp"

namespace bitbench::transform {
extern const Implementation avx512_dc = dc_words::implementation<xsimd::avx512bw>();
}  // namespace bitbench::transform

// The document's whole-board delta swaps on SSE4.2 (kernels/transform/simd_dc.hpp).

#include "transform/simd_dc.hpp"

namespace bitbench::transform {
extern const Implementation sse42_dc = dc_words::implementation<xsimd::sse4_2>();
}  // namespace bitbench::transform

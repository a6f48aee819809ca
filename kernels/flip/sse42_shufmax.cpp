// The shuffle-max flip on SSE4.2 (kernels/flip/simd_shufmax.hpp).

#include "flip/simd_shufmax.hpp"

namespace bitbench::flip {
extern const Implementation sse42_shufmax = shufmax::Kernel::implementation<xsimd::sse4_2>();
}  // namespace bitbench::flip

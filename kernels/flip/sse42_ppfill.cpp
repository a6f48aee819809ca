// The parallel-prefix flip on SSE4.2 (kernels/flip/simd_ppfill.hpp).

#include "flip/simd_ppfill.hpp"

namespace bitbench::flip {
extern const Implementation sse42_ppfill = ppfill::Kernel::implementation<xsimd::sse4_2>();
}  // namespace bitbench::flip

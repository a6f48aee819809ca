// The smeared own-disc flip on SSE4.2 (kernels/flip/simd_acepck.hpp).

#include "flip/simd_acepck.hpp"

namespace bitbench::flip {
extern const Implementation sse42_acepck = acepck::Kernel::implementation<xsimd::sse4_2>();
}  // namespace bitbench::flip

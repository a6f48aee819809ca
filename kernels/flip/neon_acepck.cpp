// The smeared own-disc flip on NEON (kernels/flip/simd_acepck.hpp).

#include "flip/simd_acepck.hpp"

namespace bitbench::flip {
extern const Implementation neon_acepck = acepck::Kernel::implementation<xsimd::neon64>();
}  // namespace bitbench::flip

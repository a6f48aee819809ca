// The mirrored flip on NEON, RBIT's bit reversal (kernels/flip/simd_mirrored.hpp).

#include "flip/simd_mirrored.hpp"

namespace bitbench::flip {
extern const Implementation neon_mirrored = mirrored::Kernel::implementation<xsimd::neon64>();
}  // namespace bitbench::flip

// The parallel-prefix flip on NEON (kernels/flip/simd_ppfill.hpp).

#include "flip/simd_ppfill.hpp"

namespace bitbench::flip {
extern const Implementation neon_ppfill = ppfill::Kernel::implementation<xsimd::neon64>();
}  // namespace bitbench::flip

// The mirrored flip on AVX2 vectors with GFNI's bit reversal (kernels/flip/simd_mirrored.hpp).

#include "flip/simd_mirrored.hpp"

namespace bitbench::flip {
extern const Implementation gfni_mirrored = mirrored::Kernel::implementation<xsimd::avx2>();
}  // namespace bitbench::flip

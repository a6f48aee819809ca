// The smeared own-disc flip on AVX2 (kernels/flip/simd_acepck.hpp).

#include "flip/simd_acepck.hpp"

namespace bitbench::flip {
extern const Implementation avx2_acepck = acepck::Kernel::implementation<xsimd::avx2>();
}  // namespace bitbench::flip

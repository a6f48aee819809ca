// The smeared own-disc flip on AVX-512 (kernels/flip/simd_acepck.hpp).

#include "flip/simd_acepck.hpp"

namespace bitbench::flip {
extern const Implementation avx512_acepck = acepck::Kernel::implementation<xsimd::avx512bw>();
}  // namespace bitbench::flip

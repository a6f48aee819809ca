// The parallel-prefix flip on AVX2 (kernels/flip/simd_ppfill.hpp).

#include "flip/simd_ppfill.hpp"

namespace bitbench::flip {
extern const Implementation avx2_ppfill = ppfill::Kernel::implementation<xsimd::avx2>();
}  // namespace bitbench::flip

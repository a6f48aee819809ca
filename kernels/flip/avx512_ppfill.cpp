// The parallel-prefix flip on AVX-512 (kernels/flip/simd_ppfill.hpp).

#include "flip/simd_ppfill.hpp"

namespace bitbench::flip {
extern const Implementation avx512_ppfill = ppfill::Kernel::implementation<xsimd::avx512bw>();
}  // namespace bitbench::flip

// The shuffle-max flip on AVX2, Edax's own form of it (kernels/flip/simd_shufmax.hpp).

#include "flip/simd_shufmax.hpp"

namespace bitbench::flip {
extern const Implementation avx2_shufmax = shufmax::Kernel::implementation<xsimd::avx2>();
}  // namespace bitbench::flip

// The parallel-prefix last-move flip count on AVX2 (kernels/last_flip/simd_ppfill.hpp).

#include "last_flip/simd_ppfill.hpp"

namespace bitbench::last_flip {
extern const Implementation avx2_ppfill = at_sides<8>(ppfill::kKernel<xsimd::avx2>);
}  // namespace bitbench::last_flip

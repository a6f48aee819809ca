// The parallel-prefix last-move flip count on AVX-512 (kernels/last_flip/simd_ppfill.hpp).

#include "last_flip/simd_ppfill.hpp"

namespace bitbench::last_flip {
extern const Implementation avx512_ppfill = at_sides<8>(ppfill::kKernel<xsimd::avx512bw>);
}  // namespace bitbench::last_flip

// The parallel-prefix last-move flip count on NEON (kernels/last_flip/simd_ppfill.hpp).

#include "last_flip/simd_ppfill.hpp"

namespace bitbench::last_flip {
extern const Implementation neon_ppfill = at_sides<8>(ppfill::kKernel<xsimd::neon64>);
}  // namespace bitbench::last_flip

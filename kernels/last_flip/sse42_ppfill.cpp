// The parallel-prefix last-move flip count on SSE4.2 (kernels/last_flip/simd_ppfill.hpp).

#include "last_flip/simd_ppfill.hpp"

namespace bitbench::last_flip {
extern const Implementation sse42_ppfill = at_sides<8>(ppfill::kKernel<xsimd::sse4_2>);
}  // namespace bitbench::last_flip

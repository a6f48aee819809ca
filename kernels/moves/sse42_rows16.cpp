// Legal moves on the row-lane form on SSE4.2 (kernels/moves/simd_rows16.hpp).

#include "moves/simd_rows16.hpp"

namespace bitbench::moves {
extern const Implementation sse42_rows16 = rows16_lanes::implementation<xsimd::sse4_2>();
}  // namespace bitbench::moves

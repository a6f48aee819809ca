// Legal moves on the row-lane form on NEON (kernels/moves/simd_rows16.hpp).

#include "moves/simd_rows16.hpp"

namespace bitbench::moves {
extern const Implementation neon_rows16 = rows16_lanes::implementation<xsimd::neon64>();
}  // namespace bitbench::moves

// Legal moves by dumb7 fill on NEON (kernels/moves/simd_shiftfill.hpp).

#include "moves/simd_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation neon_shiftfill =
    shiftfill_lanes::Kernel::implementation<xsimd::neon64>();
}  // namespace bitbench::moves

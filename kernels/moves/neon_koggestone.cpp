// Legal moves by Kogge-Stone fill on NEON (kernels/moves/simd_koggestone.hpp).

#include "moves/simd_koggestone.hpp"

namespace bitbench::moves {
extern const Implementation neon_koggestone =
    koggestone_lanes::Kernel::implementation<xsimd::neon64>();
}  // namespace bitbench::moves

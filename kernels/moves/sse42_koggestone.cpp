// Legal moves by Kogge-Stone fill on SSE4.2 (kernels/moves/simd_koggestone.hpp).

#include "moves/simd_koggestone.hpp"

namespace bitbench::moves {
extern const Implementation sse42_koggestone =
    koggestone_lanes::Kernel::implementation<xsimd::sse4_2>();
}  // namespace bitbench::moves

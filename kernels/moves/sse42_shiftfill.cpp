// Legal moves by dumb7 fill on SSE4.2 (kernels/moves/simd_shiftfill.hpp).

#include "moves/simd_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation sse42_shiftfill =
    shiftfill_lanes::Kernel::implementation<xsimd::sse4_2>();
}  // namespace bitbench::moves

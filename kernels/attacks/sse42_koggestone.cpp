// SSE4.2 Kogge-Stone occluded fills (kernels/attacks/simd_koggestone.hpp).

#include "attacks/simd_koggestone.hpp"

namespace bitbench::attacks {
extern const Implementation sse42_koggestone = at_sizes<8>(
    []<int, Piece kPiece> { return &koggestone_lanes::attacks<xsimd::sse4_2, kPiece>; },
    {"sse42_koggestone",
     "SSE4.2 Kogge-Stone occluded fill, 4 directions per set of 4 lanes: 1, 2 and 4-step parallel "
     "prefix over empty squares, then one step onto the blocker",
     kTierSse42});

}  // namespace bitbench::attacks

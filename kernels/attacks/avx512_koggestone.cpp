// AVX-512 Kogge-Stone occluded fills (kernels/attacks/simd_koggestone.hpp).

#include "attacks/simd_koggestone.hpp"

namespace bitbench::attacks {
extern const Implementation avx512_koggestone = at_sizes<8>(
    []<int, Piece kPiece> { return &koggestone_lanes::attacks<xsimd::avx512bw, kPiece>; },
    {"avx512_koggestone",
     "AVX-512 Kogge-Stone occluded fill, 4 directions per set of 4 lanes: 1, 2 and 4-step parallel "
     "prefix over empty squares, then one step onto the blocker",
     kTierAvx512});

}  // namespace bitbench::attacks

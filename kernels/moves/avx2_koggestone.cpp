// Othello legal moves by Kogge-Stone occluded fill in AVX2 (kernels/moves/simd_koggestone.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::moves {
extern const Implementation avx2_koggestone = at_every_side(
    []<int N> { return &koggestone_lanes::legal_moves<N>; }, flip::partner::kAvx2,
    {"avx2_koggestone",
     "AVX2 Kogge-Stone fill, 4 directions per vector (a vector per 64-bit word), log2(N - 2) "
     "rounds",
     kTierAvx2});

}  // namespace bitbench::moves

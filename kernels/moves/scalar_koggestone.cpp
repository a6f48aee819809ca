// Othello legal moves by Kogge-Stone occluded fill (kernels/moves/koggestone.hpp), in the
// baseline tier.

#include "moves/koggestone.hpp"

namespace bitbench::moves {
extern const Implementation scalar_koggestone = at_every_side(
    []<int N> { return &koggestone::legal_moves<N>; },
    {"scalar_koggestone",
     "Kogge-Stone occluded fill: per direction, log2(N - 2) rounds of doubling masked shifts"});

}  // namespace bitbench::moves

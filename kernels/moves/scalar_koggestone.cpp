// Othello legal moves by Kogge-Stone occluded fill (kernels/moves/koggestone.hpp), in the
// baseline tier.

#include "moves/koggestone.hpp"

namespace bitbench::moves {
extern const Implementation scalar_koggestone = at_every_side(koggestone::kKernel);

}  // namespace bitbench::moves

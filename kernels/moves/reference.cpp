// The reference legal moves (kernels/moves/reference.hpp): per empty square, a walk of the 8
// directions with coordinates.

#include "moves/reference.hpp"

namespace bitbench::moves {
extern const Implementation reference =
    at_every_side([]<int N> { return &reference_walk::legal_moves<N>; });

}  // namespace bitbench::moves

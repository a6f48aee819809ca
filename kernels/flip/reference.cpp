// The reference flip (kernels/flip/reference.hpp), paired in perft with the reference legal
// moves: the reference pair every other pair is checked against.

#include "flip/reference.hpp"

namespace bitbench::flip {
extern const Implementation reference =
    at_every_side([]<int N> { return &reference_walk::flips<N>; });

}  // namespace bitbench::flip

// The reference legal moves (kernels/moves/reference.hpp): per empty square, a walk of the 8
// directions with coordinates.

#include "moves/reference.hpp"

#include "flip/bitscan.hpp"

namespace bitbench::moves {
extern const Implementation reference =
    at_every_side([]<int N> { return &reference_walk::legal_moves<N>; }, flip::bitscan::kPartner,
                  {"reference", "per empty square, walks the 8 directions with coordinates", 0,
                   Role::kReference});

}  // namespace bitbench::moves

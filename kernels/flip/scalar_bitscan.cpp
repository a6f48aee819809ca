// Othello flip by bit scan along precomputed rays (kernels/flip/bitscan.hpp, the idea of Edax's
// flip_bitscan), built for the baseline x86-64 tier: the reverse scans compile to bsr.

#include "flip/bitscan.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip {
extern const Implementation scalar_bitscan =
    at_every_side([]<int N> { return &bitscan::flips<N>; });

}  // namespace bitbench::flip

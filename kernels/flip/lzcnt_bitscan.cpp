// Othello flip by bit scan along precomputed rays (kernels/flip/bitscan.hpp, the idea of Edax's
// flip_bitscan), built in the lzcnt tier (-mlzcnt -mbmi): the reverse scans compile to lzcnt
// instead of bsr, and the compiler may use the BMI1 bit operations (andn, blsi).

#include "flip/bitscan.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip {
extern const Implementation lzcnt_bitscan = at_every_side([]<int N> { return &bitscan::flips<N>; });

}  // namespace bitbench::flip

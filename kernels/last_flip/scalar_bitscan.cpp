// Last-move flip count by bit scan along precomputed rays (kernels/last_flip/bitscan.hpp, the
// idea of Edax's count_last_flip_bitscan), built for the baseline x86-64 tier: the reverse scans
// compile to bsr.

#include "last_flip/bitscan.hpp"

namespace bitbench::last_flip {
extern const Implementation scalar_bitscan = at_every_side(bitscan::kKernel);
}  // namespace bitbench::last_flip

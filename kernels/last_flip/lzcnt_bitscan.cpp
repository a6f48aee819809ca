// Last-move flip count by bit scan along precomputed rays (kernels/last_flip/bitscan.hpp), built
// in the lzcnt tier (-mlzcnt -mbmi): the reverse scans compile to lzcnt, as in Edax's
// count_last_flip_lzcnt, and the compiler may use the BMI1 bit operations (andn, blsi).

#include "last_flip/bitscan.hpp"

namespace bitbench::last_flip {
extern const Implementation lzcnt_bitscan = at_every_side(bitscan::kKernel);
}  // namespace bitbench::last_flip

// The registration of scalar_branchless (kernels/flip/scalar_branchless.hpp).

#include "flip/scalar_branchless.hpp"

namespace bitbench::flip {
extern const Implementation scalar_branchless = at_every_side(
    branchless::kKernel,
    {"scalar_branchless",
     "ORs the opponent runs from the move with those closed by an own disc, in 8 directions"});

}  // namespace bitbench::flip

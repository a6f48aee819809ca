// The registration of scalar_unrolled (kernels/flip/scalar_unrolled.hpp).

#include "flip/scalar_unrolled.hpp"

namespace bitbench::flip {
extern const Implementation scalar_unrolled = at_every_side(
    unrolled::kKernel,
    {"scalar_unrolled",
     "a ladder of nested ifs on runs of 1 to N - 2 discs in each of the 8 directions"});

}  // namespace bitbench::flip

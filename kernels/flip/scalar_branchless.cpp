// The registration of scalar_branchless (kernels/flip/scalar_branchless.hpp).

#include "flip/scalar_branchless.hpp"

namespace bitbench::flip {
extern const Implementation scalar_branchless = at_every_side(branchless::kKernel);

}  // namespace bitbench::flip

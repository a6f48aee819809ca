// The registration of scalar_unrolled (kernels/flip/scalar_unrolled.hpp).

#include "flip/scalar_unrolled.hpp"

namespace bitbench::flip {
extern const Implementation scalar_unrolled = at_every_side(unrolled::kKernel);

}  // namespace bitbench::flip

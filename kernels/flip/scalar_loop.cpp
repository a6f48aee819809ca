// The registration of scalar_loop (kernels/flip/scalar_loop.hpp).

#include "flip/scalar_loop.hpp"

namespace bitbench::flip {
extern const Implementation scalar_loop = at_every_side(loop::kKernel);

}  // namespace bitbench::flip

// The registration of scalar_loop (kernels/flip/scalar_loop.hpp).

#include "flip/scalar_loop.hpp"

namespace bitbench::flip {
extern const Implementation scalar_loop = at_every_side(
    loop::kKernel,
    {"scalar_loop", "steps each of the 8 directions in a loop while opponent discs continue"});

}  // namespace bitbench::flip

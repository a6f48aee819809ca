// The registration of scalar_shiftfill (kernels/flip/scalar_shiftfill.hpp).

#include "flip/scalar_shiftfill.hpp"

namespace bitbench::flip {
extern const Implementation scalar_shiftfill = at_every_side(shiftfill::kKernel);

}  // namespace bitbench::flip

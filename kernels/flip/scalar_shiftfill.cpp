// The registration of scalar_shiftfill (kernels/flip/scalar_shiftfill.hpp).

#include "flip/scalar_shiftfill.hpp"

namespace bitbench::flip {
extern const Implementation scalar_shiftfill = at_every_side(
    shiftfill::kKernel,
    {"scalar_shiftfill",
     "fills opponent runs from own discs by N - 2 masked shifts, then walks back from the move"});

}  // namespace bitbench::flip

// The registration of scalar_shiftfill (kernels/moves/scalar_shiftfill.hpp).

#include "moves/scalar_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation scalar_shiftfill = at_every_side(
    shiftfill::kKernel,
    {"scalar_shiftfill",
     "dumb7 fill: per direction, N - 2 masked shifts fill opponent runs from own discs"});

}  // namespace bitbench::moves

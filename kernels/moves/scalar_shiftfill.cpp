// The registration of scalar_shiftfill (kernels/moves/scalar_shiftfill.hpp).

#include "moves/scalar_shiftfill.hpp"

namespace bitbench::moves {
extern const Implementation scalar_shiftfill = at_every_side(shiftfill::kKernel);

}  // namespace bitbench::moves

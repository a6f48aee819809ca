// The registration of scalar_carry (kernels/flip/scalar_carry.hpp).

#include "flip/scalar_carry.hpp"

namespace bitbench::flip {
extern const Implementation scalar_carry = at_every_side(carry::kKernel);

}  // namespace bitbench::flip

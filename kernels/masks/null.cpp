// The null mask builder of the baseline tier (kernels/masks/null_kernel.hpp).

#include "masks/null_kernel.hpp"

namespace bitbench::masks {
extern const Implementation null = null_implementation();
}  // namespace bitbench::masks

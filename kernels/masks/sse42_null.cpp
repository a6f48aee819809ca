// The null mask builder compiled for the sse42 tier (kernels/masks/null_kernel.hpp).

#include "masks/null_kernel.hpp"

namespace bitbench::masks {
extern const Implementation sse42_null = null_implementation();
}  // namespace bitbench::masks
